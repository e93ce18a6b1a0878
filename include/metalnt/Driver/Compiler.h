//===- Compiler.h - The metal compiler driver -------------------*- C++ -*-===//
//
// metal(1) as metal-toolchain(7) describes it: sources and AIR in; AIR
// (-c), a MetalLib, a GPU Mach-O or a universal binary out, depending on the
// -arch options. OpenCL C comes in through clang (metalnt/Frontend/OpenCL.h);
// linking is the metallib linker's, translation metal-tt's.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_DRIVER_COMPILER_H
#define METALNT_DRIVER_COMPILER_H

#include "metalnt/Frontend/OpenCL.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace metalnt {

/// One input of the driver and the language it is read as.
struct CompilerInput {
  enum Language { OpenCL, AIR, MetalSource } Lang = AIR;
  std::string Path;
};

/// A parsed metal command line.
struct CompilerInvocation {
  std::vector<CompilerInput> Inputs;
  /// -arch, in order; empty: air64.
  std::vector<std::string> Archs;
  bool CompileOnly = false;   ///< -c
  bool EmitText = false;      ///< -S (with -c: textual AIR)
  std::string Output;         ///< -o; empty: the defaults
  std::string Script;         ///< -N
  std::string SysRoot;        ///< -isysroot (else $SDKROOT)
  std::vector<std::string> SearchPaths; ///< -L
  bool Verbose = false;       ///< -v
  bool SaveTemps = false;     ///< -save-temps
  bool PrintVersion = false;  ///< --version
  bool PrintHelp = false;     ///< -help, --help
  /// For the OpenCL C front end: -D, -U, -I, -include, -std, -cl-*, -f*,
  /// -W*, -O*, -g, -Xclang, in order.
  opencl::CompileOptions OpenCL;
};

/// Parses metal's command line (without argv[0]) the way clang-style
/// drivers do: options may come anywhere, `-x <language>` applies to the
/// inputs after it, --driver-mode=openclc makes OpenCL C the language of
/// inputs that do not say otherwise by their extension.
llvm::Expected<CompilerInvocation>
parseCompilerArgs(llvm::ArrayRef<std::string> Args);

/// The target an invocation compiles for: the platform from -isysroot or
/// SDKROOT (an SDK's SDKSettings.json, else its directory name, such as
/// iPhoneOS16.0.sdk), macOS 14 without one; the AIR version from an
/// air64_vNN architecture, else 2.6.
llvm::Expected<opencl::AIRTarget> selectTarget(const CompilerInvocation &Inv);

/// Runs the driver: compiles, links, translates, writes the outputs. -v and
/// verbose output go to \p Log.
llvm::Error runCompiler(CompilerInvocation Inv, llvm::raw_ostream &Log);

/// metal's usage text.
void printCompilerHelp(llvm::raw_ostream &OS);

} // namespace metalnt

#endif
