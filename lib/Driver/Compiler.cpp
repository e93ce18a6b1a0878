//===- Compiler.cpp - The metal compiler driver ---------------------------===//
//
// metal-toolchain(7):
//
//   metal -arch air64_v23 -c foo.cl -o foo.air           (AIR)
//   metal -arch air64_v23 foo.air bar.air -o foobar.metallib
//   metal -arch applegpu_g13g foo.air -N foo.mtlp-json -o foo.metallib
//   metal -arch air64_v23 -arch applegpu_g13g ...        (universal binary)
//
// and the AIR article's `metal --driver-mode=openclc -x cl gpusieve.cl`,
// which writes default.metallib. docs/opencl.md.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Driver/Compiler.h"
#include "metalnt/AIR/AIRModule.h"
#include "metalnt/Driver/Driver.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Linker/MetalLibLinker.h"
#include "metalnt/MetalLib/MetalLibWriter.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace llvm;
using namespace metalnt;

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The language of an input by its extension; nullopt when it says nothing.
static std::optional<CompilerInput::Language> languageOfPath(StringRef Path) {
  StringRef Ext = sys::path::extension(Path);
  if (Ext == ".cl")
    return CompilerInput::OpenCL;
  if (Ext == ".air" || Ext == ".ll" || Ext == ".bc")
    return CompilerInput::AIR;
  if (Ext == ".metal")
    return CompilerInput::MetalSource;
  return std::nullopt;
}

Expected<CompilerInvocation>
metalnt::parseCompilerArgs(ArrayRef<std::string> Args) {
  CompilerInvocation Inv;
  std::optional<CompilerInput::Language> Forced;
  bool OpenCLMode = false;
  std::vector<std::string> &Clang = Inv.OpenCL.ClangArgs;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    // The option's value: the next argument, or the rest of this one for
    // options written joined (-DFOO, -I.).
    auto Value = [&](StringRef Opt) -> Expected<std::string> {
      if (A.size() > Opt.size())
        return A.drop_front(Opt.size()).str();
      if (I + 1 >= Args.size())
        return fail("option '" + Opt + "' needs a value");
      return Args[++I];
    };
    auto Separate = [&](StringRef Opt) -> Expected<std::string> {
      if (I + 1 >= Args.size())
        return fail("option '" + Opt + "' needs a value");
      return Args[++I];
    };
    if (A == "-" || !A.starts_with("-")) {
      CompilerInput In;
      In.Path = A.str();
      std::optional<CompilerInput::Language> L = Forced;
      if (!L)
        L = languageOfPath(A);
      if (!L)
        L = OpenCLMode ? CompilerInput::OpenCL : CompilerInput::AIR;
      In.Lang = *L;
      Inv.Inputs.push_back(In);
      continue;
    }
    if (A == "-arch") {
      Expected<std::string> V = Separate(A);
      if (!V)
        return V.takeError();
      Inv.Archs.push_back(*V);
    } else if (A == "-c") {
      Inv.CompileOnly = true;
    } else if (A == "-S") {
      Inv.EmitText = true;
    } else if (A == "-emit-llvm") {
      // AIR is LLVM IR: -c writes it already (-S as text).
    } else if (A == "-o" || A == "-N" || A == "-isysroot") {
      Expected<std::string> V = Separate(A);
      if (!V)
        return V.takeError();
      (A == "-o" ? Inv.Output : A == "-N" ? Inv.Script : Inv.SysRoot) = *V;
    } else if (A == "-x" || A.starts_with("-x")) {
      Expected<std::string> V = Value("-x");
      if (!V)
        return V.takeError();
      StringRef L = *V;
      if (L == "cl" || L == "cl-cpp-output")
        Forced = CompilerInput::OpenCL;
      else if (L == "ir" || L == "air")
        Forced = CompilerInput::AIR;
      else if (L == "metal")
        Forced = CompilerInput::MetalSource;
      else if (L == "none")
        Forced.reset();
      else
        return fail("-x " + L + ": unknown language (cl, metal, air, none)");
    } else if (A.consume_front("--driver-mode=") ||
               A.consume_front("-driver-mode=")) {
      if (A == "openclc")
        OpenCLMode = true;
      else if (A == "metal")
        OpenCLMode = false;
      else
        return fail("--driver-mode=" + A + ": unknown mode (metal, openclc)");
    } else if (A == "-v") {
      Inv.Verbose = true;
    } else if (A == "-save-temps" || A == "-save-temps=cwd") {
      Inv.SaveTemps = true;
    } else if (A == "--version" || A == "-version") {
      Inv.PrintVersion = true;
    } else if (A == "-help" || A == "--help" || A == "-h") {
      Inv.PrintHelp = true;
    } else if (A == "-L" || (A.starts_with("-L") && A.size() > 2)) {
      Expected<std::string> V = Value("-L");
      if (!V)
        return V.takeError();
      Inv.SearchPaths.push_back(*V);
    } else if (A == "-Xclang" || A == "-include") {
      // Passed to clang with their separate value.
      Expected<std::string> V = Separate(A);
      if (!V)
        return V.takeError();
      Clang.push_back(A.str());
      Clang.push_back(*V);
    } else if (A.starts_with("-D") || A.starts_with("-U") || A.starts_with("-I")) {
      StringRef Opt = A.take_front(2);
      Expected<std::string> V = Value(Opt);
      if (!V)
        return V.takeError();
      Clang.push_back((Opt + *V).str());
    } else if (A == "-cl-fast-relaxed-math" || A == "-ffast-math") {
      Inv.OpenCL.FastMath = true;
      Clang.push_back(A.str());
    } else if (A.starts_with("-std=") || A.starts_with("-cl-") || A.starts_with("-f") ||
               A.starts_with("-W") || A == "-w" || A.starts_with("-O") ||
               A == "-g" || A.starts_with("-g")) {
      Clang.push_back(A.str());
    } else {
      return fail("unknown argument: '" + A + "' (metal -help lists the options)");
    }
  }
  Inv.OpenCL.Verbose = Inv.Verbose;
  Inv.OpenCL.SaveTemps = Inv.SaveTemps;
  return Inv;
}

void metalnt::printCompilerHelp(raw_ostream &OS) {
  OS << "OVERVIEW: metal: compile OpenCL C, link AIR, translate for GPUs\n\n"
        "USAGE: metal [options] <inputs>\n\n"
        "Inputs: .cl (OpenCL C), .air/.ll/.bc (AIR); -x cl|air|none sets the\n"
        "language of the inputs after it. .metal sources need the Metal\n"
        "Shading Language front end, which this driver does not have yet.\n\n"
        "OPTIONS:\n"
        "  -arch <arch>          air64, air64_vNN, or a GPU architecture\n"
        "                        (metal-config -archs); several give a\n"
        "                        universal binary (default: air64)\n"
        "  -c                    Compile only: write AIR (<name>.air)\n"
        "  -S                    With -c: textual AIR\n"
        "  -o <file>             Output (default: default.metallib, or\n"
        "                        <name>.air with -c)\n"
        "  -N <script>           Pipelines or function script for GPU\n"
        "                        architectures\n"
        "  -L <dir>              Library search path for the script\n"
        "  -isysroot <sdk>       The SDK naming the target platform (also\n"
        "                        $SDKROOT); default macOS 14\n"
        "  --driver-mode=openclc Inputs without a known extension are OpenCL C\n"
        "  -x <language>         cl, air or none for the inputs that follow\n"
        "  -D, -U, -I, -include, -std=, -cl-*, -f*, -W*, -O*, -g, -Xclang\n"
        "                        OpenCL C compilation options (passed to clang)\n"
        "  -cl-fast-relaxed-math AIR's fast math\n"
        "  -save-temps           Keep clang's intermediate files and the AIR\n"
        "  -v                    Show the commands run\n"
        "  --version             Print the version\n";
}

/// The platform named by an SDK: its SDKSettings.json ("CanonicalName":
/// "iphoneos16.0"), else its directory name ("iPhoneOS16.0.sdk").
static Expected<std::pair<std::string, std::string>> sdkPlatform(StringRef SDK) {
  std::string Name, Version;
  SmallString<256> Settings(SDK);
  sys::path::append(Settings, "SDKSettings.json");
  if (ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Settings)) {
    Expected<llvm::json::Value> J = llvm::json::parse((*Buf)->getBuffer());
    if (!J)
      return fail(Settings + ": " + toString(J.takeError()));
    if (const llvm::json::Object *O = J->getAsObject())
      if (std::optional<StringRef> C = O->getString("CanonicalName")) {
        size_t Digit = C->find_first_of("0123456789");
        Name = C->substr(0, Digit).lower();
        Version = Digit == StringRef::npos ? "" : C->substr(Digit).str();
      }
  }
  if (Name.empty()) {
    StringRef Dir = sys::path::filename(sys::path::remove_leading_dotslash(SDK));
    if (Dir.empty())
      Dir = sys::path::filename(sys::path::parent_path(SDK));
    Dir.consume_back(".sdk");
    size_t Digit = Dir.find_first_of("0123456789");
    Name = Dir.substr(0, Digit).lower();
    Version = Digit == StringRef::npos ? "" : Dir.substr(Digit).str();
  }
  // SDK platform names to the OS of the triple.
  std::string OS = StringSwitch<std::string>(Name)
                       .Case("macosx", "macosx")
                       .Case("iphoneos", "ios")
                       .Case("iphonesimulator", "ios")
                       .Case("appletvos", "tvos")
                       .Case("appletvsimulator", "tvos")
                       .Case("watchos", "watchos")
                       .Case("watchsimulator", "watchos")
                       .Case("xros", "xros")
                       .Case("xrsimulator", "xros")
                       .Default("");
  if (OS.empty())
    return fail("-isysroot " + SDK + ": cannot tell the platform of this SDK "
                "(no SDKSettings.json with a CanonicalName, and the "
                "directory is not named like MacOSX14.0.sdk)");
  if (Version.empty())
    return fail("-isysroot " + SDK + ": the SDK names no version");
  return std::make_pair(OS, Version);
}

Expected<opencl::AIRTarget> metalnt::selectTarget(const CompilerInvocation &Inv) {
  opencl::AIRTarget T;
  for (const std::string &A : Inv.Archs) {
    StringRef Name = A;
    if (!Name.consume_front("air64_v"))
      continue;
    // air64_vMN: AIR M.N (air64_v111 is 1.11).
    if (Name.size() < 2 || !isDigit(Name[0]) ||
        Name.drop_front().getAsInteger(10, T.AIRMinor))
      return fail("-arch " + A + ": not an AIR version");
    T.AIRMajor = Name[0] - '0';
  }
  std::string SysRoot = Inv.SysRoot;
  if (SysRoot.empty())
    if (const char *Env = std::getenv("SDKROOT"))
      SysRoot = Env;
  std::string OS = "macosx", Version = "14.0";
  if (!SysRoot.empty()) {
    Expected<std::pair<std::string, std::string>> P = sdkPlatform(SysRoot);
    if (!P)
      return P.takeError();
    std::tie(OS, Version) = *P;
  }
  // Three components, as Apple's triples have them.
  SmallVector<StringRef, 3> Parts;
  StringRef(Version).split(Parts, '.');
  std::string V = Version;
  for (size_t I = Parts.size(); I < 3; ++I)
    V += ".0";
  T.Triple = "air64-apple-" + OS + V;
  return T;
}

namespace {

/// One driver run's state: the modules compiled or read so far.
class CompilerRun {
public:
  CompilerRun(CompilerInvocation Inv, raw_ostream &Log)
      : Inv(std::move(Inv)), Log(Log) {}
  Error run();

private:
  CompilerInvocation Inv;
  raw_ostream &Log;
  LLVMContext Ctx;
  std::vector<const GPUArch *> GPUArchs;
  const GPUArch *AIRArch = nullptr;
  /// selectTarget's answer, worked out on first use (an SDK is read then).
  std::optional<opencl::AIRTarget> Target;

  Expected<const opencl::AIRTarget &> target();

  Error selectArchs();
  Expected<std::unique_ptr<Module>> load(const CompilerInput &In);
  Error writeModule(const Module &M, StringRef Path, bool Text);
  Error link(std::vector<std::unique_ptr<Module>> Modules);
};

} // namespace

Expected<const opencl::AIRTarget &> CompilerRun::target() {
  if (!Target) {
    Expected<opencl::AIRTarget> T = selectTarget(Inv);
    if (!T)
      return T.takeError();
    Target = std::move(*T);
  }
  return *Target;
}

Error CompilerRun::selectArchs() {
  if (Inv.Archs.empty())
    Inv.Archs.push_back("air64");
  for (const std::string &Name : Inv.Archs) {
    if (Name == "air64") {
      // The newest AIR architecture the toolchain knows.
      for (const GPUArch &A : getAllGPUArchs())
        if (A.isAIR() && (!AIRArch || A.CPUSubtype > AIRArch->CPUSubtype))
          AIRArch = &A;
      continue;
    }
    Expected<const GPUArch &> A = parseGPUArch(Name);
    if (!A)
      return A.takeError();
    if (A->isAIR()) {
      if (AIRArch && AIRArch != &*A)
        return fail("-arch " + Name + ": a second AIR architecture (a binary "
                    "holds one MetalLib)");
      AIRArch = &*A;
    } else if (!is_contained(GPUArchs, &*A)) {
      GPUArchs.push_back(&*A);
    }
  }
  if (Inv.CompileOnly && !GPUArchs.empty())
    return fail("-c writes AIR; give GPU architectures at the link step "
                "(metal -arch " + GPUArchs[0]->Name + " foo.air -o foo.metallib)");
  if (!Inv.Script.empty() && GPUArchs.empty())
    return fail("-N " + Inv.Script + ": a script is for GPU architectures; "
                "give one with -arch");
  return Error::success();
}

Expected<std::unique_ptr<Module>> CompilerRun::load(const CompilerInput &In) {
  switch (In.Lang) {
  case CompilerInput::MetalSource:
    return fail(In.Path + ": Metal Shading Language sources cannot be compiled "
                "yet: this driver compiles OpenCL C (.cl, -x cl) and links AIR "
                "(.air)");
  case CompilerInput::OpenCL: {
    Expected<const opencl::AIRTarget &> T = target();
    if (!T)
      return T.takeError();
    opencl::CompileOptions Opts = Inv.OpenCL;
    Opts.Target = *T;
    return opencl::compileOpenCL(In.Path, Opts, Ctx, Log);
  }
  case CompilerInput::AIR:
    return air::loadAIRFile(In.Path, Ctx);
  }
  llvm_unreachable("language");
}

Error CompilerRun::writeModule(const Module &M, StringRef Path, bool Text) {
  return writeToOutput(Path, [&](raw_ostream &OS) {
    if (Text)
      M.print(OS, nullptr);
    else
      WriteBitcodeToFile(M, OS);
    return Error::success();
  });
}

/// <stem of Path>.<Ext> in the current directory.
static std::string besideCwd(StringRef Path, StringRef Ext) {
  return (sys::path::stem(Path) + "." + Ext).str();
}

Error CompilerRun::link(std::vector<std::unique_ptr<Module>> Modules) {
  Expected<metallib::Library> Lib = linkMetalLib(std::move(Modules), {});
  if (!Lib)
    return Lib.takeError();
  std::string Bytes;
  raw_string_ostream BytesOS(Bytes);
  metallib::WriterOptions WOpts;
  WOpts.SynthesizeUUID = true;
  if (Error E = metallib::writeMetalLib(*Lib, BytesOS, WOpts))
    return E;
  std::string Output = Inv.Output.empty() ? "default.metallib" : Inv.Output;
  if (GPUArchs.empty())
    return writeToOutput(Output, [&](raw_ostream &OS) {
      OS << Bytes;
      return Error::success();
    });

  metallib::LibraryCache Cache;
  Expected<DriverInput> In = loadInputBuffer(
      Output, MemoryBuffer::getMemBufferCopy(Bytes, Output), Cache);
  if (!In)
    return In.takeError();
  TranslationRequest R;
  R.ScriptPath = Inv.Script;
  R.SearchPaths = Inv.SearchPaths;
  Expected<std::vector<Expected<gpumacho::Slice>>> Results =
      translateInput(*In, Cache, GPUArchs, R);
  if (!Results)
    return Results.takeError();
  std::vector<gpumacho::Slice> Slices;
  for (Expected<gpumacho::Slice> &S : *Results) {
    if (!S)
      return S.takeError();
    Slices.push_back(std::move(*S));
  }
  return writeToOutput(Output, [&](raw_ostream &OS) {
    // A MetalLib slice and GPU slices: a universal binary; GPU slices only:
    // a Mach-O (fat when there are several).
    if (AIRArch && Inv.Archs.size() > GPUArchs.size())
      gpumacho::writeUniversal(Bytes, AIRArch->CPUSubtype, Slices, OS);
    else
      gpumacho::writeFile(Slices, OS);
    return Error::success();
  });
}

Error CompilerRun::run() {
  if (Error E = selectArchs())
    return E;
  if (Inv.Inputs.empty())
    return fail("no input files");
  if (Inv.Verbose) {
    Expected<const opencl::AIRTarget &> T = target();
    if (!T)
      return T.takeError();
    Log << "metal-nt project metal driver (OpenCL C through "
        << opencl::clangPath() << ")\nTarget: " << T->Triple << '\n';
  }
  if (Inv.CompileOnly && Inv.Inputs.size() > 1 && !Inv.Output.empty())
    return fail("-o with -c and several inputs: each input writes its own "
                "<name>.air");
  std::vector<std::unique_ptr<Module>> Modules;
  for (const CompilerInput &In : Inv.Inputs) {
    Expected<std::unique_ptr<Module>> M = load(In);
    if (!M)
      return M.takeError();
    if (Inv.CompileOnly) {
      std::string Out = !Inv.Output.empty()
                            ? Inv.Output
                            : besideCwd(In.Path, Inv.EmitText ? "ll" : "air");
      if (Error E = writeModule(**M, Out, Inv.EmitText))
        return E;
      continue;
    }
    if (Inv.SaveTemps && In.Lang != CompilerInput::AIR)
      if (Error E = writeModule(**M, besideCwd(In.Path, "air"), false))
        return E;
    Modules.push_back(std::move(*M));
  }
  if (Inv.CompileOnly)
    return Error::success();
  return link(std::move(Modules));
}

Error metalnt::runCompiler(CompilerInvocation Inv, raw_ostream &Log) {
  return CompilerRun(std::move(Inv), Log).run();
}
