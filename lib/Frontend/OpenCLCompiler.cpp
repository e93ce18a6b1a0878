//===- OpenCLCompiler.cpp - OpenCL C through clang ------------------------===//
//
// OpenCL C is compiled by Debian's clang 22 driver, run as a process, for
// the spir64 target: its address spaces are AIR's (1 global/device, 2
// constant, 3 local/threadgroup), its vectors are laid out as Metal's, and
// its OpenCL builtins stay calls to declared, Itanium-mangled functions that
// convertToAIR maps one by one. The driver rather than clang's libraries
// because libclang-cpp's headers come only with libclang-22-dev (300 MB of
// static libraries), because the driver already knows every option the
// seeds' command lines pass (-D, -I, -Xclang, -save-temps, -v), and because
// a crash in clang then stays clang's. docs/opencl.md.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Frontend/OpenCL.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;

#ifndef METALNT_CLANG_PATH
#define METALNT_CLANG_PATH "clang-22"
#endif

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

std::string opencl::clangPath() {
  if (const char *Env = std::getenv("METAL_CLANG"))
    if (*Env)
      return Env;
  return METALNT_CLANG_PATH;
}

Expected<std::unique_ptr<Module>>
opencl::compileOpenCL(StringRef Path, const CompileOptions &Opts,
                      LLVMContext &Ctx, raw_ostream &Log) {
  std::string Clang = clangPath();
  if (!sys::path::is_absolute(Clang)) {
    ErrorOr<std::string> Found = sys::findProgramByName(Clang);
    if (!Found)
      return fail("cannot find clang ('" + Clang +
                  "') to compile OpenCL C; install clang-22 or set "
                  "METAL_CLANG");
    Clang = *Found;
  }
  // The bitcode: a temporary, or with -save-temps <stem>.bc here.
  SmallString<128> Temp;
  std::optional<FileRemover> RemoveTemp;
  if (Opts.SaveTemps) {
    Temp = (sys::path::stem(Path) + ".bc").str();
  } else {
    if (std::error_code EC =
            sys::fs::createTemporaryFile("metal-opencl", "bc", Temp))
      return fail("cannot create a temporary file: " + EC.message());
    RemoveTemp.emplace(Temp);
  }

  bool HasStd = false;
  for (const std::string &A : Opts.ClangArgs)
    if (StringRef(A).starts_with("-cl-std=") ||
        StringRef(A).starts_with("-std="))
      HasStd = true;
  std::vector<std::string> Common = {Clang, "--target=spir64-unknown-unknown",
                                     "-x", "cl"};
  // OpenCL C 1.2 unless the command line says otherwise (metal's default:
  // the seed's command lines add -Xclang -std=cl1.2).
  if (!HasStd)
    Common.push_back("-cl-std=CL1.2");
  // The extensions every target has (clang's spir target would announce all
  // it knows, cl_amd_media_ops and cl_khr_fp64 included, and programs
  // test their macros). No fp64: Metal's GPUs have no double; no 64-bit
  // atomics: Apple GPUs of the G13 family have 32-bit atomics only.
  // (-cl-ext is a cc1 option; the driver ignores it for spir.)
  Common.push_back("-Xclang");
  Common.push_back("-cl-ext=-all,+cl_khr_byte_addressable_store,+cl_khr_fp16,"
                   "+cl_khr_global_int32_base_atomics,"
                   "+cl_khr_global_int32_extended_atomics,"
                   "+cl_khr_local_int32_base_atomics,"
                   "+cl_khr_local_int32_extended_atomics");
  // Apple's metal promotes these to errors too (the seed's -v output).
  Common.push_back("-Werror=implicit-function-declaration");
  Common.push_back("-O2");
  if (Opts.Verbose)
    Common.push_back("-v");
  // The command line's own options last, so that they win (-O0, -cl-std=).
  for (const std::string &A : Opts.ClangArgs)
    Common.push_back(A);

  auto Run = [&](std::vector<std::string> Args) -> Error {
    if (Opts.Verbose) {
      for (const std::string &A : Args)
        Log << ' ' << '"' << A << '"';
      Log << '\n';
      Log.flush();
    }
    std::vector<StringRef> Refs(Args.begin(), Args.end());
    std::string ErrMsg;
    int Status = sys::ExecuteAndWait(Clang, Refs, std::nullopt, {}, 0, 0, &ErrMsg);
    if (Status < 0)
      return fail("cannot run " + Clang + ": " + ErrMsg);
    if (Status != 0)
      return fail(Path + ": clang failed to compile the OpenCL C (exit status " +
                  Twine(Status) + ")");
    return Error::success();
  };
  // -save-temps: the preprocessed source as its own step. (clang's own
  // -save-temps compiles the preprocessed file, whose OpenCL default header
  // is then declared twice: the failure the seed's AIR article met.)
  if (Opts.SaveTemps) {
    std::vector<std::string> Pre = Common;
    Pre.insert(Pre.end(), {"-E", Path.str(), "-o", (sys::path::stem(Path) + ".cli").str()});
    if (Error E = Run(Pre))
      return std::move(E);
  }
  std::vector<std::string> Args = Common;
  // Argument names for air.arg_name.
  Args.insert(Args.end(), {"-cl-kernel-arg-info", "-emit-llvm", "-c", Path.str(),
                           "-o", std::string(Temp)});
  if (Error E = Run(Args))
    return std::move(E);

  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(Temp, Diag, Ctx);
  if (!M)
    return fail(Path + ": cannot read clang's output: " + Diag.getMessage());
  M->setSourceFileName(sys::path::filename(Path));
  M->setModuleIdentifier(Path);
  if (Error E = convertToAIR(*M, Opts))
    return createStringError(inconvertibleErrorCode(),
                             Path + ": " + toString(std::move(E)));
  return std::move(M);
}
