//===- AIRModule.cpp - Reading AIR modules and their contract -------------===//

#include "metalnt/AIR/AIRModule.h"
#include "metalnt/Support/Diagnostics.h"
#include "llvm/ADT/Twine.h"
#include "metalnt/MetalLib/MetalLib.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/Support/Endian.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::air;

ArrayRef<EntryListKind> metalnt::air::getEntryListKinds() {
  // TYPE numbering of the MetalLib container (metallib::FunctionType).
  static const EntryListKind Kinds[] = {
      {"air.vertex", 0},       {"air.fragment", 1}, {"air.kernel", 2},
      {"air.visible", 4},      {"air.intersection", 6},
      {"air.mesh", 7},         {"air.object", 8},
  };
  return Kinds;
}

static Error malformed(const Module &M, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           M.getModuleIdentifier() + ": " + Msg);
}

static std::optional<unsigned> constInt(const MDOperand &Op) {
  if (auto *CI = mdconst::dyn_extract_or_null<ConstantInt>(Op))
    return unsigned(CI->getZExtValue());
  return std::nullopt;
}

/// Reads {i32 major, i32 minor, i32 patch} starting at operand First.
static std::optional<Version3> readVersion(const MDNode *N, unsigned First) {
  if (!N || N->getNumOperands() < First + 2)
    return std::nullopt;
  Version3 V;
  auto Major = constInt(N->getOperand(First));
  auto Minor = constInt(N->getOperand(First + 1));
  if (!Major || !Minor)
    return std::nullopt;
  V.Major = *Major;
  V.Minor = *Minor;
  if (N->getNumOperands() > First + 2)
    if (auto Patch = constInt(N->getOperand(First + 2)))
      V.Patch = *Patch;
  return V;
}

Expected<ModuleInfo> metalnt::air::analyzeModule(Module &M) {
  ModuleInfo Info;
  if (NamedMDNode *NMD = M.getNamedMetadata("air.version")) {
    if (NMD->getNumOperands() == 0 ||
        !(Info.AIRVersion = readVersion(NMD->getOperand(0), 0)))
      return malformed(M, "!air.version is not {i32, i32, i32}");
  }
  if (NamedMDNode *NMD = M.getNamedMetadata("air.language_version")) {
    MDNode *N = NMD->getNumOperands() ? NMD->getOperand(0) : nullptr;
    auto *Name = N && N->getNumOperands() ? dyn_cast<MDString>(N->getOperand(0))
                                          : nullptr;
    if (!Name || !(Info.LanguageVersion = readVersion(N, 1)))
      return malformed(M, "!air.language_version is not {!\"Metal\", i32, "
                          "i32, i32}");
    Info.LanguageName = Name->getString().str();
  }
  for (const EntryListKind &K : getEntryListKinds()) {
    NamedMDNode *NMD = M.getNamedMetadata(K.MetadataName);
    if (!NMD)
      continue;
    for (unsigned I = 0, N = NMD->getNumOperands(); I != N; ++I) {
      MDNode *Entry = NMD->getOperand(I);
      Function *F =
          Entry->getNumOperands()
              ? mdconst::dyn_extract_or_null<Function>(Entry->getOperand(0))
              : nullptr;
      if (!F)
        return malformed(M, "!" + K.MetadataName + " entry " + Twine(I) +
                                " does not start with a function");
      Info.EntryPoints.push_back({F, K.FunctionType});
    }
  }
  if (NamedMDNode *NMD = M.getNamedMetadata("air.compile_options"))
    for (MDNode *N : NMD->operands())
      if (N->getNumOperands())
        if (auto *S = dyn_cast<MDString>(N->getOperand(0)))
          Info.CompileOptions.push_back(S->getString().str());
  if (NamedMDNode *NMD = M.getNamedMetadata("air.function_constants")) {
    for (unsigned I = 0, N = NMD->getNumOperands(); I != N; ++I) {
      MDNode *C = NMD->getOperand(I);
      // {ptr addrspace(2) @global, !"type", !"name", i32 index, i1 required}
      FunctionConstant FC;
      auto *Type = C->getNumOperands() > 2
                       ? dyn_cast<MDString>(C->getOperand(1))
                       : nullptr;
      auto *Name = C->getNumOperands() > 2
                       ? dyn_cast<MDString>(C->getOperand(2))
                       : nullptr;
      auto Index = C->getNumOperands() > 3 ? constInt(C->getOperand(3))
                                           : std::nullopt;
      if (!Type || !Name || !Index)
        return malformed(M, "!air.function_constants entry " + Twine(I) +
                                " is not {global, !type, !name, i32 index, "
                                "i1 required}");
      FC.Global = mdconst::dyn_extract_or_null<GlobalVariable>(C->getOperand(0));
      FC.TypeName = Type->getString().str();
      FC.Name = Name->getString().str();
      FC.Index = *Index;
      if (C->getNumOperands() > 4)
        if (auto R = constInt(C->getOperand(4)))
          FC.Required = *R != 0;
      Info.FunctionConstants.push_back(std::move(FC));
    }
  }
  return std::move(Info);
}

std::string metalnt::air::writeFunctionBlob(const Module &M) {
  std::string Raw;
  raw_string_ostream OS(Raw);
  WriteBitcodeToFile(M, OS);
  OS.flush();
  // For Darwin triples LLVM adds a bitcode wrapper of its own; the container
  // wants exactly one, Apple's (cputype 0xFFFFFFFF, 16-byte padding).
  StringRef Bitcode = Raw;
  if (Bitcode.size() >= metallib::BitcodeWrapperSize &&
      support::endian::read32le(Bitcode.data()) == metallib::BitcodeWrapperMagic)
    Bitcode = Bitcode.substr(support::endian::read32le(Bitcode.data() + 8),
                             support::endian::read32le(Bitcode.data() + 12));
  return metallib::wrapBitcode(Bitcode);
}

Error metalnt::air::runPasses(
    Module &M, function_ref<Expected<ModulePassManager>(PassBuilder &)> Build) {
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  Expected<ModulePassManager> MPM = Build(PB);
  if (!MPM)
    return MPM.takeError();
  MPM->run(M, MAM);
  return Error::success();
}

std::string metalnt::air::typeSuffix(Type *T) {
  std::string S;
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    S = "v" + std::to_string(VT->getNumElements());
  Type *E = T->getScalarType();
  if (E->isFloatingPointTy())
    return S + "f" + std::to_string(E->getPrimitiveSizeInBits());
  return S + "i" + std::to_string(E->getIntegerBitWidth());
}

bool metalnt::air::isBitcode(StringRef Bytes) {
  return Bytes.starts_with("\xDE\xC0\x17\x0B") || Bytes.starts_with("BC\xC0\xDE");
}

Expected<std::unique_ptr<Module>>
metalnt::air::parseAIRBitcode(MemoryBufferRef Buffer, LLVMContext &Ctx) {
  Expected<std::unique_ptr<Module>> M = parseBitcodeFile(Buffer, Ctx);
  if (!M)
    return createStringError(inconvertibleErrorCode(),
                             Buffer.getBufferIdentifier() +
                                 ": cannot read AIR bitcode: " +
                                 toString(M.takeError()));
  return M;
}

Expected<std::unique_ptr<Module>> metalnt::air::loadAIRFile(StringRef Path,
                                                            LLVMContext &Ctx) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFileOrSTDIN(Path);
  if (!Buf)
    return createStringError(Buf.getError(),
                             Path + ": " + Buf.getError().message());
  return parseAIR((*Buf)->getMemBufferRef(), Ctx);
}

Expected<std::unique_ptr<Module>> metalnt::air::parseAIR(MemoryBufferRef Buffer,
                                                         LLVMContext &Ctx) {
  if (isBitcode(Buffer.getBuffer()))
    return parseAIRBitcode(Buffer, Ctx);
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIR(Buffer, Diag, Ctx);
  if (!M)
    return LocatedError::fromDiagnostic(Diag);
  return std::move(M);
}

void metalnt::air::removeDeadInternals(Module &M) {
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (Function &F : make_early_inc_range(M))
      if (F.hasLocalLinkage() && F.use_empty()) {
        F.eraseFromParent();
        Changed = true;
      }
    for (GlobalVariable &G : make_early_inc_range(M.globals()))
      if (G.hasLocalLinkage() && G.use_empty()) {
        G.eraseFromParent();
        Changed = true;
      }
  }
}
