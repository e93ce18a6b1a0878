//===- OpenCLInternal.h - Pieces of the OpenCL C to AIR conversion -*- C++ -*-//
//
// Shared by OpenCLToAIR.cpp (kernels, the module) and OpenCLBuiltins.cpp
// (builtin function calls).
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_LIB_FRONTEND_OPENCLINTERNAL_H
#define METALNT_LIB_FRONTEND_OPENCLINTERNAL_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Type;
class LLVMContext;
} // namespace llvm

namespace metalnt {
namespace opencl {
namespace detail {

/// One parameter of an Itanium-mangled OpenCL builtin, as far as the
/// conversion needs it: the scalar type code ('f' float, 'i' int, 'j' uint,
/// 'h' uchar, 'H' for half's "Dh", ...; 0 for a named type such as
/// ocl_event), the vector length (0 for a scalar) and, for a pointer, its
/// address space.
struct MangledParam {
  char Scalar = 0;
  unsigned Vector = 0;
  bool Pointer = false;
  unsigned AddressSpace = 0;
  std::string Named;

  bool isSigned() const;
  /// The LLVM type of the (pointee) value; null for a named type.
  llvm::Type *type(llvm::LLVMContext &Ctx) const;
};

/// An OpenCL builtin's name split into its base name ("convert_int4_sat")
/// and parameters. Substitutions (S_, S0_) repeat the first compound
/// parameter, which is what OpenCL's builtin signatures use them for.
struct MangledName {
  std::string Base;
  std::vector<MangledParam> Params;
};
std::optional<MangledName> demangle(llvm::StringRef Name);

/// The work-item functions (get_global_id, ...) that the kernel ABI turns
/// into AIR's builtin arguments: true for those names.
bool isWorkItemFunction(llvm::StringRef Base);

/// The image functions (read_imagef, write_imageui, get_image_width, ...),
/// which the kernel ABI maps with the image arguments they take.
bool isImageFunction(llvm::StringRef Base);

/// Rewrites every call to an OpenCL builtin other than the work-item
/// and image functions in \p M into AIR builtin calls or plain IR. Work-item calls
/// this introduces (asynchronous copies need the local ID and size) are
/// left as calls to the OpenCL functions, for the kernel ABI to map.
llvm::Error lowerBuiltins(llvm::Module &M, bool FastMath);

} // namespace detail
} // namespace opencl
} // namespace metalnt

#endif
