//===- MetalLibLinker.cpp - Linking AIR modules into a MetalLib -----------===//

#include "metalnt/Linker/MetalLibLinker.h"
#include "metalnt/AIR/AIRModule.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/Endian.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace metalnt;
namespace ml = metalnt::metallib;

namespace {

Error linkError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// AIR and LLVM intrinsics are provided by the GPU compiler, never imported
/// from another library.
/// Names the translator provides: AIR and LLVM intrinsics and the Metal
/// compiler's runtime library (___metal_frexp_..., __air_impl_...), which
/// Apple's air-lld links from libmetal_rt and a translator lowers.
bool isIntrinsicName(StringRef Name) {
  return Name.starts_with("air.") || Name.starts_with("llvm.") ||
         air::isRuntimeLibraryName(Name);
}

/// Header fields from the triple (air64-apple-macosx13.0.0) and AIR version.
void fillHeader(ml::Header &H, const Module &M, const air::ModuleInfo &Info,
                bool Dynamic) {
  Triple T(M.getTargetTriple());
  H.Type = uint8_t(Dynamic ? ml::FileType::Dynamic : ml::FileType::Executable);
  H.Platform = T.isMacOSX() ? ml::PlatformMacOS : ml::PlatformIOS;
  // 0x80 (64-bit) | Mach-O platform number.
  unsigned Platform = 0;
  switch (T.getOS()) {
  case Triple::MacOSX:
  case Triple::Darwin:
    Platform = 1;
    break;
  case Triple::IOS:
    Platform = T.isMacCatalystEnvironment() ? 6 : T.isSimulatorEnvironment() ? 7 : 2;
    break;
  case Triple::TvOS:
    Platform = T.isSimulatorEnvironment() ? 8 : 3;
    break;
  case Triple::WatchOS:
    Platform = T.isSimulatorEnvironment() ? 9 : 4;
    break;
  case Triple::XROS:
    Platform = T.isSimulatorEnvironment() ? 12 : 11;
    break;
  default:
    break;
  }
  H.TargetOS = Platform ? uint8_t(0x80 | Platform) : 0;
  VersionTuple V = T.getOSVersion();
  H.OSMajor = uint16_t(V.getMajor());
  H.OSMinor = uint16_t(V.getMinor().value_or(0));
  // Container 2.7 up to AIR 2.6, 2.8 for AIR 2.7, 2.9 from AIR 2.8 on (the
  // versions Apple's tools wrote; docs/metallib-format.md).
  unsigned AIRMinor = Info.AIRVersion ? Info.AIRVersion->Minor : 6;
  H.VersionMajor = 2;
  H.VersionMinor = AIRMinor <= 6 ? 7 : AIRMinor == 7 ? 8 : 9;
}

/// Public metadata: CNST lists the function constants a function may use.
std::string constantsPayload(const std::vector<air::FunctionConstant> &FCs) {
  std::string P;
  auto U16 = [&](uint16_t V) {
    char B[2];
    support::endian::write16le(B, V);
    P.append(B, 2);
  };
  U16(uint16_t(FCs.size()));
  for (const air::FunctionConstant &C : FCs) {
    uint8_t Type = 0;
    for (unsigned T = 0; T != 256; ++T)
      if (ml::getDataTypeName(uint8_t(T)) == C.TypeName) {
        Type = uint8_t(T);
        break;
      }
    P += C.Name;
    P += '\0';
    P += char(Type);
    U16(uint16_t(C.Index));
    P += char(C.Required ? 1 : 0);
  }
  return P;
}


/// The module of one qualified function: everything else that is an entry
/// point is dropped from the entry lists and, when nothing calls it, removed.
std::unique_ptr<Module> extractEntryPoint(const Module &Combined,
                                          const Function &Keep) {
  ValueToValueMapTy VMap;
  std::unique_ptr<Module> M = CloneModule(Combined, VMap);
  auto *KeepClone = cast<Function>(VMap[&Keep]);
  SmallPtrSet<Function *, 8> Dropped;
  for (const air::EntryListKind &K : air::getEntryListKinds()) {
    NamedMDNode *NMD = M->getNamedMetadata(K.MetadataName);
    if (!NMD)
      continue;
    SmallVector<MDNode *, 4> Kept;
    for (MDNode *Entry : NMD->operands()) {
      auto *F = Entry->getNumOperands()
                    ? mdconst::dyn_extract_or_null<Function>(Entry->getOperand(0))
                    : nullptr;
      if (F == KeepClone)
        Kept.push_back(Entry);
      else if (F)
        Dropped.insert(F);
    }
    NMD->clearOperands();
    for (MDNode *N : Kept)
      NMD->addOperand(N);
    if (Kept.empty())
      NMD->eraseFromParent();
  }
  for (Function *F : Dropped) {
    F->dropAllReferences();
    if (F->use_empty())
      F->eraseFromParent();
    else
      F->setLinkage(GlobalValue::ExternalLinkage);
  }
  air::removeDeadInternals(*M);
  // Constants whose global went with the other entry points are not this
  // function's.
  if (NamedMDNode *FCs = M->getNamedMetadata("air.function_constants")) {
    SmallVector<MDNode *, 8> Kept;
    for (MDNode *N : FCs->operands())
      if (N->getNumOperands() &&
          mdconst::dyn_extract_or_null<GlobalVariable>(N->getOperand(0)))
        Kept.push_back(N);
    FCs->clearOperands();
    for (MDNode *N : Kept)
      FCs->addOperand(N);
    if (Kept.empty())
      FCs->eraseFromParent();
  }
  return M;
}

} // namespace

Expected<ml::Library>
metalnt::linkMetalLib(std::vector<std::unique_ptr<Module>> Modules,
                      const LinkOptions &Opts) {
  if (Modules.empty())
    return linkError("no input modules");

  // One module holds everything, so calls between inputs resolve.
  std::unique_ptr<Module> Combined = std::move(Modules.front());
  {
    Linker L(*Combined);
    for (unsigned I = 1; I != Modules.size(); ++I) {
      std::string Id = Modules[I]->getModuleIdentifier();
      if (L.linkInModule(std::move(Modules[I])))
        return linkError("cannot link '" + Id + "' into '" +
                         Combined->getModuleIdentifier() +
                         "' (conflicting definitions?)");
    }
  }
  Expected<air::ModuleInfo> Info = air::analyzeModule(*Combined);
  if (!Info)
    return Info.takeError();

  ml::Library Lib;
  fillHeader(Lib.Hdr, *Combined, *Info, Opts.Dynamic);
  ml::Version2 AIRVersion, LangVersion;
  if (Info->AIRVersion)
    AIRVersion = {uint16_t(Info->AIRVersion->Major),
                  uint16_t(Info->AIRVersion->Minor)};
  if (Info->LanguageVersion)
    LangVersion = {uint16_t(Info->LanguageVersion->Major),
                   uint16_t(Info->LanguageVersion->Minor)};

  // Public metadata lists the function constants the function's module
  // still references.
  auto AddFunction = [&](StringRef Name, uint8_t Type, std::string Blob,
                         const std::vector<air::FunctionConstant> &Constants) {
    ml::Function F;
    F.Name = Name.str();
    F.Type = Type;
    F.AIRVersion = AIRVersion;
    F.LanguageVersion = LangVersion;
    F.HasVersions = Info->AIRVersion.has_value();
    if (!Constants.empty())
      F.PublicMetadata.push_back(
          ml::Tag{ml::tag::CNST, constantsPayload(Constants), 0});
    F.Bitcode = std::move(Blob);
    Lib.Functions.push_back(std::move(F));
  };

  if (Opts.Dynamic) {
    // Every exported definition, qualified or not, shares the one module.
    std::string Blob = air::writeFunctionBlob(*Combined);
    for (Function &F : *Combined) {
      if (F.isDeclaration() || F.hasLocalLinkage() ||
          isIntrinsicName(F.getName()))
        continue;
      uint8_t Type = uint8_t(ml::FunctionType::Unqualified);
      for (const air::EntryPoint &E : Info->EntryPoints)
        if (E.F == &F)
          Type = E.FunctionType;
      AddFunction(F.getName(), Type, Blob, Info->FunctionConstants);
    }
    ml::DynamicHeader D;
    D.InstallName = Opts.InstallName.empty()
                        ? "@loader_path/" + Combined->getModuleIdentifier()
                        : Opts.InstallName;
    D.LinkedLibraries = Opts.LinkedLibraries;
    Lib.Ext.Dynamic = std::move(D);
  } else {
    if (Info->EntryPoints.empty())
      return linkError(Combined->getModuleIdentifier() +
                       ": no qualified functions (!air.kernel, !air.vertex, "
                       "!air.fragment, ...) to put in an executable library");
    StringSet<> Seen;
    for (const air::EntryPoint &E : Info->EntryPoints) {
      if (!Seen.insert(E.F->getName()).second)
        return linkError("function '" + E.F->getName() +
                         "' is listed as an entry point twice");
      if (E.F->isDeclaration())
        return linkError("qualified function '" + E.F->getName() +
                         "' has no definition");
      std::unique_ptr<Module> M = extractEntryPoint(*Combined, *E.F);
      Expected<air::ModuleInfo> Own = air::analyzeModule(*M);
      if (!Own)
        return Own.takeError();
      std::vector<air::FunctionConstant> Used;
      for (const air::FunctionConstant &C : Own->FunctionConstants)
        if (C.Global && !C.Global->use_empty())
          Used.push_back(C);
      AddFunction(E.F->getName(), E.FunctionType, air::writeFunctionBlob(*M), Used);
    }
    if (!Opts.LinkedLibraries.empty()) {
      ml::DynamicHeader D;
      D.LinkedLibraries = Opts.LinkedLibraries;
      Lib.Ext.Dynamic = std::move(D);
    }
  }

  // Functions declared here and defined by a linked library.
  std::vector<ml::SymbolEntry> Imports;
  for (Function &F : *Combined)
    if (F.isDeclaration() && !isIntrinsicName(F.getName()) && !F.use_empty())
      Imports.push_back(ml::SymbolEntry{{}, F.getName().str()});
  if (!Imports.empty())
    Lib.Ext.ImportedSymbols = std::move(Imports);
  return std::move(Lib);
}
