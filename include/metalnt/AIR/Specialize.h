//===- Specialize.h - Function constant specialization ----------*- C++ -*-===//
//
// Metal function constants are globals in section "air.fc_initializer",
// listed by !air.function_constants, read by loads and tested by
// air.is_function_constant_defined; program-scope values derived from them
// are computed by static initializers (llvm.global_ctors, section
// "air.static_init"). Specialization replaces every read with the value
// given, every test with its answer, evaluates the initializers into
// constant initializers, and folds away what no longer runs.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_AIR_SPECIALIZE_H
#define METALNT_AIR_SPECIALIZE_H

#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace metalnt {
namespace air {

/// A value for one function constant, by index or by name. Values are
/// written as in scripts: "true", "42", "0.5", one per vector element.
struct ConstantValue {
  std::optional<unsigned> Index;
  std::string Name;
  std::vector<std::string> Values;
};

/// Specializes M. A constant the module declares required (the i1 of its
/// !air.function_constants entry) without a value is an error naming it; an
/// optional one without a value becomes undefined
/// (air.is_function_constant_defined answers false). Values for constants
/// the module does not declare are ignored: a script may set constants for
/// other functions of the same library.
llvm::Error specializeFunctionConstants(llvm::Module &M,
                                        const std::vector<ConstantValue> &Values);

} // namespace air
} // namespace metalnt

#endif
