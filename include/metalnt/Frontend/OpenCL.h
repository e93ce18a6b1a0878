//===- OpenCL.h - OpenCL C to AIR -------------------------------*- C++ -*-===//
//
// The `metal` driver's OpenCL C front end (--driver-mode=openclc -x cl):
// Debian's clang 22 compiles OpenCL C 1.2 for spir64, and convertToAIR turns
// that module into AIR as a Metal library holds it: kernels in !air.kernel
// with Metal's argument metadata, work-item functions as AIR's builtin
// arguments, OpenCL's builtin functions as calls to the AIR builtin library.
// docs/opencl.md describes the conventions, the kernel ABI included.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_FRONTEND_OPENCL_H
#define METALNT_FRONTEND_OPENCL_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace metalnt {
namespace opencl {

/// What the AIR module says about itself.
struct AIRTarget {
  /// The module's triple, e.g. "air64-apple-macosx14.0.0".
  std::string Triple = "air64-apple-macosx14.0.0";
  /// !air.version.
  unsigned AIRMajor = 2, AIRMinor = 6;
};

/// One OpenCL C compilation.
struct CompileOptions {
  /// Arguments for clang: -D, -I, -U, -include, -std=/-cl-std=, -cl-* options,
  /// -Xclang pass-through, in command-line order.
  std::vector<std::string> ClangArgs;
  /// -cl-fast-relaxed-math or -ffast-math: math builtins become AIR's fast_
  /// forms and the module is marked air.compile.fast_math_enable.
  bool FastMath = false;
  /// -v: print clang's command line and pass -v on.
  bool Verbose = false;
  /// -save-temps: keep clang's intermediate files (.i, .bc) in the current
  /// directory.
  bool SaveTemps = false;
  AIRTarget Target;
};

/// The clang that compiles OpenCL C: $METAL_CLANG, else the clang of the LLVM
/// this project was built with.
std::string clangPath();

/// Compiles the OpenCL C file \p Path with clang into a spir64 module, then
/// converts it to AIR. Diagnostics from clang go to the standard error; an
/// error names the file.
llvm::Expected<std::unique_ptr<llvm::Module>>
compileOpenCL(llvm::StringRef Path, const CompileOptions &Opts,
              llvm::LLVMContext &Ctx, llvm::raw_ostream &Log);

/// Turns a spir64 module that clang compiled from OpenCL C into AIR. Errors
/// name the kernel or function and the construct (an OpenCL builtin this
/// conversion does not map, an image argument, ...).
llvm::Error convertToAIR(llvm::Module &M, const CompileOptions &Opts);

} // namespace opencl
} // namespace metalnt

#endif
