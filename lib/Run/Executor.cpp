//===- Executor.cpp - Kernels, their arguments, and the executor registry -===//

#include "metalnt/Run/Executor.h"
#include <cstring>
#include "SimulatedDispatch.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/AIR/AIRModule.h"
#include "metalnt/Driver/Driver.h"
#include "metalnt/Driver/Plan.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Lowering/Render.h"
#include "metalnt/MetalLib/LibraryCache.h"
#include "metalnt/MetalLib/MetalLibReader.h"
#include "metalnt/MetalScript/PipelinesScript.h"
#include "metalnt/MetalScript/Script.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::run;

Kernel::Kernel() = default;
Kernel::Kernel(Kernel &&) = default;
Kernel &Kernel::operator=(Kernel &&) = default;
// Members go in reverse order: the module before the context it lives in.
Kernel::~Kernel() = default;

Executor::~Executor() = default;

Expected<RunStats> Executor::draw(const Kernel &K, Dispatch &, Draw &) {
  return createStringError(inconvertibleErrorCode(),
                           getName() + ": function '" + K.Name +
                               "': this executor does not run vertex and "
                               "fragment functions yet");
}

static Error runError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static bool isRunnable(uint8_t Type) {
  return Type == uint8_t(metallib::FunctionType::Kernel) ||
         Type == uint8_t(metallib::FunctionType::Vertex) ||
         Type == uint8_t(metallib::FunctionType::Fragment);
}

/// Checks that Name is a compute, vertex or fragment function of M.
static Error checkIsKernel(Module &M, StringRef Name, StringRef Path) {
  Function *F = M.getFunction(Name);
  if (!F || F->isDeclaration())
    return runError(Path + ": no function '" + Name + "'");
  Expected<lower::KernelSignature> Sig = lower::readKernelSignature(*F);
  if (!Sig)
    return runError(Path + ": function '" + Name +
                    "' cannot be run: " +
                    toString(Sig.takeError()));
  return Error::success();
}

Expected<Kernel>
metalnt::run::loadKernel(StringRef Path, StringRef Name,
                         const std::vector<air::ConstantValue> &Constants,
                         const std::vector<std::string> &SearchPaths) {
  Kernel K;
  K.Context = std::make_unique<LLVMContext>();
  K.Name = Name.str();
  K.Source = Path.str();
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFileOrSTDIN(Path);
  if (!Buf)
    return runError(Path + ": " + Buf.getError().message());
  bool Universal = gpumacho::isFatFile((*Buf)->getBuffer());
  if (Universal || metallib::isMetalLib((*Buf)->getBuffer())) {
    metallib::LibraryCache Cache;
    // A universal binary (what metal writes for an AIR and GPU
    // architectures): its MetalLib slice, cached under the file's path.
    if (Universal) {
      Expected<DriverInput> In = loadInput(Path, Cache);
      if (!In)
        return In.takeError();
    }
    Expected<const metallib::Library *> Lib = Cache.get(Path.str());
    if (!Lib)
      return Lib.takeError();
    const metallib::Function *Found = nullptr;
    for (const metallib::Function &F : (*Lib)->Functions)
      if (F.Name == Name)
        Found = &F;
    if (!Found) {
      std::vector<std::string> Names;
      for (const metallib::Function &F : (*Lib)->Functions)
        if (isRunnable(F.Type))
          Names.push_back(F.Name);
      return runError(Path + ": no function '" + Name + "' (it has: " +
                      join(Names, ", ") + ")");
    }
    if (!isRunnable(Found->Type))
      return runError(Path + ": function '" + Name + "' is a " +
                      metallib::getFunctionTypeName(Found->Type) +
                      " function; metal-run runs compute, vertex and "
                      "fragment functions");
    PlannedFunction P;
    P.LibraryPath = Path.str();
    P.Function = P.OutputName = Name.str();
    P.Type = Found->Type;
    P.Constants = Constants;
    Expected<metallib::Library> Specialized = specializePlan({P}, Cache, SearchPaths);
    if (!Specialized)
      return Specialized.takeError();
    Expected<std::unique_ptr<Module>> M = air::parseAIRBitcode(
        MemoryBufferRef(Specialized->Functions.front().getRawBitcode(), Path),
        *K.Context);
    if (!M)
      return M.takeError();
    K.Module = std::move(*M);
  } else {
    Expected<std::unique_ptr<Module>> M = air::loadAIRFile(Path, *K.Context);
    if (!M)
      return M.takeError();
    K.Module = std::move(*M);
    if (Error E = checkIsKernel(*K.Module, Name, Path))
      return std::move(E);
    if (Error E = air::specializeFunctionConstants(*K.Module, Constants))
      return std::move(E);
  }
  if (Error E = checkIsKernel(*K.Module, Name, Path))
    return std::move(E);
  return std::move(K);
}

Expected<ScriptedFunction>
metalnt::run::resolveScriptedFunction(StringRef ScriptPath, StringRef Input,
                                      StringRef Name,
                                      const std::vector<std::string> &SearchPaths) {
  Expected<script::LoadedScript> S = script::loadScript(ScriptPath);
  if (!S)
    return S.takeError();
  script::ResolveOptions Opts;
  Opts.SearchPaths = SearchPaths;
  Opts.InputLibrary = Input.str();
  Expected<script::ResolvedPipelinesScript> R =
      script::resolvePipelinesScript(*S, Opts);
  if (!R)
    return R.takeError();
  std::vector<std::string> Names;
  for (const PlannedFunction &P : planFromScript(*R)) {
    if (P.OutputName == Name || P.Function == Name) {
      ScriptedFunction F{P.LibraryPath, P.Function, P.Constants, std::nullopt};
      if (P.Render) {
        Expected<lower::RenderPipeline> RP = toRenderPipeline(*P.Render, *S);
        if (!RP)
          return RP.takeError();
        F.Pipeline = std::move(*RP);
      }
      return F;
    }
    Names.push_back(P.OutputName);
  }
  return runError(ScriptPath + ": the script has no function '" + Name +
                  "' (it has: " + join(Names, ", ") + ")");
}

/// The signature of K's function.
static Expected<lower::KernelSignature> readSignature(const Kernel &K) {
  Function *F = K.Module->getFunction(K.Name);
  if (!F)
    return runError(K.Source + ": no function '" + K.Name + "'");
  return lower::readKernelSignature(*F);
}

Expected<std::vector<ArgumentInfo>>
metalnt::run::describeArguments(const Kernel &K) {
  Expected<lower::KernelSignature> Sig = readSignature(K);
  if (!Sig)
    return Sig.takeError();
  Function *F = Sig->F;
  // Unused also when function constants removed every use (MFA's gemm
  // kernels take a visible function table only for fused activations).
  for (lower::KernelArg &A : Sig->Args)
    if (F->getArg(A.ArgNo)->use_empty())
      A.Unused = true;
  return std::move(Sig->Args);
}

Expected<std::map<std::string, std::string>>
metalnt::run::translatedDylibExports(const Kernel &K, const GPUArch &Arch) {
  std::map<std::string, std::string> Exported;
  for (const std::string &Path : K.TranslatedDylibs) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
    if (!Buf)
      return createStringError(inconvertibleErrorCode(), Path + ": " + Buf.getError().message());
    Expected<std::vector<gpumacho::Slice>> Slices = gpumacho::readFile(**Buf);
    if (!Slices)
      return Slices.takeError();
    for (const gpumacho::Slice &S : *Slices) {
      if (S.CPUType != Arch.getCPUType() || S.CPUSubtype != Arch.CPUSubtype)
        continue;
      if (S.FileType != gpumacho::MH_GPU_DYLIB)
        return createStringError(inconvertibleErrorCode(),
                                 Path + ": not a dynamic library (" +
                                     gpumacho::getFileTypeName(S.FileType) + ")");
      for (const gpumacho::Symbol &Sym : S.Symbols)
        if (Sym.Section && Sym.Section <= S.Sections.size())
          Exported.try_emplace(Sym.Name, S.Sections[Sym.Section - 1].Contents);
    }
  }
  return Exported;
}

Error metalnt::run::checkSimulatedDispatch(const Kernel &K, const Dispatch &D) {
  Expected<std::vector<ArgumentInfo>> Args = describeArguments(K);
  if (!Args)
    return Args.takeError();
  for (const ArgumentInfo &A : *Args)
    if (A.K == ArgumentInfo::Buffer && !A.Unused &&
        !D.Buffers.count(A.LocationIndex))
      return runError("function '" + K.Name + "': argument '" + A.Name +
                      "' [[buffer(" + Twine(A.LocationIndex) +
                      ")]] has no buffer (-buffer=" + Twine(A.LocationIndex) +
                      ":...)");
  for (int I = 0; I != 3; ++I)
    if (D.Grid[I] == 0 || D.Threadgroup[I] == 0)
      return runError("function '" + K.Name +
                      "': grid and threadgroup sizes must be at least 1");
  return Error::success();
}

Error metalnt::run::checkTextureArguments(const Kernel &K, const Dispatch &D) {
  Expected<std::vector<ArgumentInfo>> Args = describeArguments(K);
  if (!Args)
    return Args.takeError();
  for (const ArgumentInfo &A : *Args) {
    if (A.K == ArgumentInfo::Texture && !D.Textures.count(A.LocationIndex))
      return runError("function '" + K.Name + "': argument '" + A.Name + "' [[texture(" +
                      Twine(A.LocationIndex) + ")]] has no texture (-texture=" +
                      Twine(A.LocationIndex) + ":...)");
    if (A.K == ArgumentInfo::Sampler && !D.Samplers.count(A.LocationIndex))
      return runError("function '" + K.Name + "': argument '" + A.Name + "' [[sampler(" +
                      Twine(A.LocationIndex) + ")]] has no sampler (-sampler=" +
                      Twine(A.LocationIndex) + ":...)");
  }
  return Error::success();
}

Error metalnt::run::ConstantDataBinding::bind(StringRef Data) {
  if (Data.empty())
    return Error::success();
  if (!D.Buffers.emplace(ConstantDataBuffer, std::vector<uint8_t>(Data.begin(), Data.end()))
           .second)
    return runError("buffer(" + Twine(ConstantDataBuffer) +
                    ") is where the function's constant data goes");
  Bound = true;
  return Error::success();
}

std::vector<std::string> metalnt::run::getExecutorNames() {
  std::vector<std::string> Names = {"host"};
  // The GPU simulators: one per architecture whose code we generate and
  // can execute (Apple G13, Intel Gen9 and Gen11).
  for (const GPUArch &A : getAllGPUArchs())
    if ((A.Vendor == GPUVendor::Apple && A.LLVMCPU.starts_with("g13")) ||
        A.Vendor == GPUVendor::Intel)
      Names.push_back(A.Name.str());
  return Names;
}

Expected<std::unique_ptr<Executor>>
metalnt::run::createExecutor(StringRef Name) {
  if (Name == "host")
    return createHostExecutor();
  if (is_contained(getExecutorNames(), Name.str())) {
    const GPUArch &A = *lookupGPUArch(Name);
    return A.Vendor == GPUVendor::Intel ? createIntelGPUExecutor(A)
                                        : createAppleGPUExecutor(A);
  }
  return runError("unknown executor '" + Name + "' (known: " +
                  join(getExecutorNames(), ", ") + ")");
}

Expected<lower::VertexDescriptor> metalnt::run::vertexDescriptorOf(const Kernel &K,
                                                                   const Draw &R) {
  if (R.Pipeline.Vertex)
    return *R.Pipeline.Vertex;
  Expected<lower::KernelSignature> Sig = readSignature(K);
  if (!Sig)
    return Sig.takeError();
  return lower::defaultVertexDescriptor(*Sig);
}

Error metalnt::run::useDefaultAttachments(const Kernel &K, const StageRecords &Records,
                                          Draw &R) {
  Expected<lower::KernelSignature> Sig = readSignature(K);
  if (!Sig)
    return Sig.takeError();
  lower::RenderPipeline P = lower::defaultRenderPipeline(*Sig);
  uint64_t Count = R.getCount(Records);
  for (size_t N = 0; N != P.Colors.size(); ++N)
    if (const formats::PixelFormat *PF = P.Colors[N].Format)
      R.Colors[unsigned(N)].assign(Count * PF->Size, 0);
  R.Pipeline.Colors = std::move(P.Colors);
  return Error::success();
}

Expected<CheckedDraw> metalnt::run::checkDraw(const Kernel &K, const Dispatch &D,
                                              const Draw &R) {
  Expected<StageRecords> Described = describeStage(K);
  if (!Described)
    return Described.takeError();
  const StageRecords &Records = *Described;
  if (Records.Stage == lower::StageKind::Kernel)
    return runError("function '" + K.Name +
                    "' is a compute function: it runs over a grid (-grid)");
  uint64_t Count = R.getCount(Records);
  if (Records.Stage == lower::StageKind::Fragment &&
      R.FragmentInputs.size() != Count * Records.InputSize)
    return runError("function '" + K.Name + "': the fragment inputs hold " +
                    Twine(R.FragmentInputs.size()) + " bytes, not a multiple "
                    "of its " + Twine(Records.InputSize) + "-byte record");
  if (Count == 0 || Count > (uint64_t(1) << 26))
    return runError("function '" + K.Name + "': " + Twine(Count) +
                    (Records.Stage == lower::StageKind::Vertex ? " vertices"
                                                                : " fragments") +
                    " to run (1 to 2^26)");
  // Every attachment's pixels, one per fragment.
  for (auto &[Index, Pixels] : R.Colors) {
    const formats::PixelFormat *PF =
        Index < R.Pipeline.Colors.size() ? R.Pipeline.Colors[Index].Format
                                         : nullptr;
    if (!PF)
      return runError("function '" + K.Name + "': color attachment " +
                      Twine(Index) + " has no pixel format");
    if (Pixels.size() != Count * PF->Size)
      return runError("function '" + K.Name + "': color attachment " +
                      Twine(Index) + " holds " + Twine(Pixels.size()) +
                      " bytes; " + Twine(Count) + " fragments of " + PF->Name +
                      " need " + Twine(Count * PF->Size));
  }
  // The buffers vertex fetch reads (a fragment function's pipeline has a
  // vertex descriptor too, which its draw does not use), the default
  // layout's without a descriptor. Attributes given as files (-attribute)
  // have a descriptor of their own.
  if (Records.Stage == lower::StageKind::Vertex) {
    Expected<lower::VertexDescriptor> VD = vertexDescriptorOf(K, R);
    if (!VD)
      return VD.takeError();
    for (auto &[Location, A] : VD->Attributes)
      if (!D.Buffers.count(A.BufferIndex))
        return runError("function '" + K.Name + "': vertex attribute " +
                        Twine(Location) + " reads buffer " + Twine(A.BufferIndex) +
                        (R.Pipeline.Vertex ? "" : " (the layout without a vertex descriptor)") +
                        ", which is not bound");
  }
  return CheckedDraw{std::move(*Described), Count};
}

uint32_t metalnt::run::getRecordValueSize(Type *T) {
  if (auto *AT = dyn_cast<ArrayType>(T))
    return uint32_t(AT->getNumElements()) *
           getRecordValueSize(AT->getElementType());
  unsigned N = 1;
  if (auto *VT = dyn_cast<FixedVectorType>(T)) {
    N = VT->getNumElements();
    T = VT->getElementType();
  }
  uint32_t Component = 0;
  if (T->isIntegerTy(1))
    Component = 4;
  else if (T->isIntegerTy() || T->isFloatingPointTy())
    Component = T->getPrimitiveSizeInBits() / 8;
  return alignTo(N * Component, 4);
}

StageRecords metalnt::run::describeRecords(const lower::KernelSignature &Sig) {
  StageRecords R;
  R.Stage = Sig.Stage;
  if (Sig.Stage == lower::StageKind::Fragment)
    for (const lower::KernelArg &A : Sig.Args) {
      if (A.K != lower::KernelArg::Builtin && A.K != lower::KernelArg::StageIn)
        continue;
      RecordField F;
      F.What = A.What;
      F.Name = A.Name;
      F.TypeName = A.TypeName;
      F.Index = A.ArgNo;
      F.Color = A.What == "air.render_target" ? A.LocationIndex : 0;
      F.Ty = Sig.F->getArg(A.ArgNo)->getType();
      F.Offset = R.InputSize;
      F.Size = getRecordValueSize(F.Ty);
      R.InputSize += F.Size;
      R.Inputs.push_back(std::move(F));
    }
  for (const lower::StageOutput &O : Sig.Outputs) {
    RecordField F;
    F.What = O.What;
    F.Name = O.Name.empty() ? O.VaryingName : O.Name;
    F.TypeName = O.TypeName;
    F.Index = O.Member;
    F.Color = O.Index;
    F.DualSourceIndex = O.DualSourceIndex;
    F.Ty = O.Ty;
    F.Offset = R.OutputSize;
    F.Size = getRecordValueSize(O.Ty);
    R.OutputSize += F.Size;
    R.Outputs.push_back(std::move(F));
  }
  if (Sig.Stage == lower::StageKind::Fragment) {
    R.DiscardOffset = R.OutputSize;
    R.OutputSize += 4;
  }
  return R;
}

Expected<StageRecords> metalnt::run::describeStage(const Kernel &K) {
  Expected<lower::KernelSignature> Sig = readSignature(K);
  if (!Sig)
    return Sig.takeError();
  return describeRecords(*Sig);
}

std::vector<std::string> Dispatch::handledFunctions() const {
  std::vector<std::string> Names;
  for (const ResourceHandle &H : Handles)
    if (H.K == ResourceHandle::FunctionHandle && !is_contained(Names, H.Function))
      Names.push_back(H.Function);
  return Names;
}

Error metalnt::run::linkHandledFunctions(const Kernel &K, const Dispatch &D) {
  std::vector<std::string> Missing;
  for (const std::string &Name : D.handledFunctions())
    if (Function *F = K.Module->getFunction(Name); !F || F->isDeclaration())
      Missing.push_back(Name);
  if (Missing.empty())
    return Error::success();
  // K's MetalLib, read once, when it is one.
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(K.Source);
  std::optional<metallib::Library> Lib;
  if (Buf && metallib::isMetalLib((*Buf)->getBuffer())) {
    Expected<metallib::Library> L = metallib::readMetalLib((*Buf)->getMemBufferRef());
    if (!L)
      return L.takeError();
    Lib = std::move(*L);
  }
  for (const std::string &Name : Missing) {
    const metallib::Function *Entry = nullptr;
    if (Lib)
      for (const metallib::Function &F : Lib->Functions)
        if (F.Name == Name)
          Entry = &F;
    if (!Entry)
      return runError("function(" + Name + ") of a handle is neither a function of '" +
                      K.Name + "''s module nor an entry of " + K.Source);
    Expected<std::unique_ptr<Module>> FM = air::parseAIRBitcode(
        MemoryBufferRef(Entry->getRawBitcode(), K.Source + ":" + Name), K.Module->getContext());
    if (!FM)
      return FM.takeError();
    if (Linker::linkModules(*K.Module, std::move(*FM)))
      return runError("cannot link function(" + Name + ") from " + K.Source + " into '" +
                      K.Name + "''s module");
  }
  return Error::success();
}

Error metalnt::run::checkResourceHandles(const Dispatch &D) {
  using Handle = Dispatch::ResourceHandle;
  for (const Handle &H : D.Handles) {
    if (H.K == Handle::FunctionHandle) {
      auto B = D.Buffers.find(H.Buffer);
      if (B == D.Buffers.end() || H.Offset + 8 > B->second.size())
        return runError("the handle of function(" + H.Function + ") at byte " +
                        Twine(H.Offset) + " of buffer(" + Twine(H.Buffer) +
                        ") has no place there");
      continue; // the executor finds the function
    }
    std::string What = std::string(H.K == Handle::SamplerHandle   ? "sampler("
                                   : H.K == Handle::BufferHandle ? "buffer("
                                                           : "texture(") +
                       std::to_string(H.Index) + ")";
    auto B = D.Buffers.find(H.Buffer);
    if (B == D.Buffers.end())
      return runError("the handle of " + What + " goes into buffer(" + Twine(H.Buffer) +
                      "), which is not bound");
    if (H.Offset + 8 > B->second.size())
      return runError("the handle of " + What + " at byte " + Twine(H.Offset) +
                      " is past the end of buffer(" + Twine(H.Buffer) + ") (" +
                      Twine(B->second.size()) + " bytes)");
    bool Bound = H.K == Handle::SamplerHandle ? D.Samplers.count(H.Index) != 0
                 : H.K == Handle::BufferHandle ? D.Buffers.count(H.Index) != 0
                                         : D.Textures.count(H.Index) != 0;
    if (!Bound)
      return runError("the handle of " + What + " names no bound " +
                      (H.K == Handle::SamplerHandle   ? "sampler"
                       : H.K == Handle::BufferHandle ? "buffer"
                                               : "texture"));
  }
  return Error::success();
}

PatchedHandles::PatchedHandles(
    Dispatch &D, function_ref<uint64_t(const Dispatch::ResourceHandle &)> Value,
    function_ref<uint8_t *(unsigned Buffer)> Memory)
    : Buffers(D.Buffers) {
  for (const Dispatch::ResourceHandle &H : D.Handles) {
    uint64_t Old, New = Value(H);
    std::memcpy(&Old, Buffers.at(H.Buffer).data() + H.Offset, 8);
    Saved.push_back({H, Old});
    uint8_t *At = (Memory ? Memory(H.Buffer) : Buffers.at(H.Buffer).data()) + H.Offset;
    std::memcpy(At, &New, 8);
  }
}

PatchedHandles::~PatchedHandles() {
  // Last written first, so that a byte two handles share gets its first
  // value back.
  for (auto It = Saved.rbegin(); It != Saved.rend(); ++It)
    std::memcpy(Buffers.at(It->first.Buffer).data() + It->first.Offset, &It->second, 8);
}

void metalnt::run::writeVertexRecord(const lower::KernelSignature &Sig,
                                     const StageRecords &Records, ArrayRef<unsigned> Count,
                                     function_ref<uint32_t(size_t, unsigned)> Word,
                                     uint8_t *Record) {
  for (size_t I = 0; I != Sig.Outputs.size(); ++I) {
    const RecordField &F = Records.Outputs[I];
    Type *Elt = F.Ty;
    if (auto *V = dyn_cast<FixedVectorType>(Elt))
      Elt = V->getElementType();
    else if (auto *A = dyn_cast<ArrayType>(Elt))
      Elt = A->getElementType();
    unsigned Size = Elt->isIntegerTy(1) ? 4 : unsigned(Elt->getPrimitiveSizeInBits() / 8);
    for (unsigned C = 0; C != Count[I]; ++C) {
      uint32_t W = Word(I, C);
      if (Elt->isHalfTy()) { // the word is the half widened, exactly
        float X;
        std::memcpy(&X, &W, 4);
        _Float16 H = _Float16(X);
        std::memcpy(&W, &H, 2);
      }
      std::memcpy(Record + F.Offset + C * Size, &W, std::min(Size, 4u));
    }
  }
}
