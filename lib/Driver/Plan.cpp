//===- Plan.cpp - What metal-nt translates --------------------------------===//

#include "metalnt/Driver/Plan.h"
#include "metalnt/AIR/AIRModule.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Endian.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Transforms/IPO/Internalize.h"
#include <set>

using namespace llvm;
using namespace metalnt;

bool PlannedFunction::operator<(const PlannedFunction &O) const {
  return std::tie(OutputName, LibraryPath, Function) <
         std::tie(O.OutputName, O.LibraryPath, O.Function);
}

static std::vector<air::ConstantValue>
toConstantValues(const std::vector<script::ConstantSetting> &Settings) {
  std::vector<air::ConstantValue> Out;
  for (const script::ConstantSetting &S : Settings)
    Out.push_back({S.Index, S.Name, S.Values});
  return Out;
}

std::vector<PlannedFunction>
metalnt::planFromScript(const script::ResolvedPipelinesScript &R) {
  std::vector<PlannedFunction> Plan;
  std::set<std::pair<std::string, std::string>> Seen; // (library, output name)
  auto Add = [&](PlannedFunction P) {
    if (Seen.insert({P.LibraryPath + "#" + P.Function, P.OutputName}).second) {
      Plan.push_back(std::move(P));
      return;
    }
    // Planned already (by another pipeline): a tile pipeline's use of it
    // still counts.
    for (PlannedFunction &Q : Plan)
      if (Q.LibraryPath == P.LibraryPath && Q.Function == P.Function &&
          Q.OutputName == P.OutputName && Q.TileWhere.empty())
        Q.TileWhere = P.TileWhere;
  };
  auto SpecializationOf = [&](StringRef Label) -> const script::ResolvedLibrary * {
    for (const script::ResolvedLibrary &L : R.Libraries)
      if (L.Label == Label)
        return &L;
    return nullptr;
  };
  // An AIR function script plans its one function.
  for (const script::ResolvedLibrary &L : R.Libraries)
    if (L.Label == "function script")
      Add({L.Base.LibraryPath, L.Base.Ref.Function, L.SpecializedName,
           L.Base.Type, toConstantValues(L.Constants), std::nullopt, {}});
  for (const script::ResolvedPipeline &P : R.Pipelines) {
    if (!P.Enabled)
      continue;
    for (const auto &[Role, F] : P.Functions) {
      PlannedFunction PF;
      if (!F.Specialization.empty()) {
        const script::ResolvedLibrary *L = SpecializationOf(F.Specialization);
        PF = {L->Base.LibraryPath, L->Base.Ref.Function, L->SpecializedName,
              L->Base.Type, toConstantValues(L->Constants), std::nullopt, {}};
      } else {
        PF = {F.LibraryPath, F.Ref.Function, F.Ref.Function, F.Type, {}, std::nullopt, {}};
      }
      PF.Render = P.Render;
      if (P.Kind == "tile_render_pipelines")
        PF.TileWhere = "pipelines.tile_render_pipelines[" + std::to_string(P.Index) + "]." + Role;
      Add(std::move(PF));
    }
  }
  return Plan;
}

std::vector<PlannedFunction>
metalnt::planFromLibrary(const metallib::Library &Lib, StringRef Path) {
  std::vector<PlannedFunction> Plan;
  bool Dynamic = Lib.Hdr.isDynamic();
  for (const metallib::Function &F : Lib.Functions)
    if (Dynamic || F.Type != uint8_t(metallib::FunctionType::Unqualified))
      Plan.push_back({Path.str(), F.Name, F.Name, F.Type, {}, std::nullopt, {}});
  return Plan;
}

/// The module of one planned function, parsed into Ctx.
static Expected<std::unique_ptr<Module>>
loadModule(metallib::LibraryCache &Cache, const PlannedFunction &F,
           LLVMContext &Ctx) {
  Expected<const metallib::Library *> L = Cache.get(F.LibraryPath);
  if (!L)
    return L.takeError();
  for (const metallib::Function &Fn : (*L)->Functions)
    if (Fn.Name == F.Function)
      return air::parseAIRBitcode(
          MemoryBufferRef(Fn.getRawBitcode(), F.LibraryPath + ":" + F.Function),
          Ctx);
  return createStringError(inconvertibleErrorCode(),
                           F.LibraryPath + ": no function '" + F.Function + "'");
}

/// The MetalLibs that could be the dynamic library InstallName: files in
/// the importing library's directory and the search paths whose own install
/// name is InstallName.
static std::vector<std::string>
findDylibs(StringRef InstallName, StringRef Importer,
           const std::vector<std::string> &SearchPaths, metallib::LibraryCache &Cache) {
  std::vector<std::string> Dirs;
  Dirs.push_back(sys::path::parent_path(Importer).str());
  if (Dirs.back().empty())
    Dirs.back() = ".";
  Dirs.insert(Dirs.end(), SearchPaths.begin(), SearchPaths.end());
  std::vector<std::string> Found;
  for (const std::string &Dir : Dirs) {
    std::error_code EC;
    std::vector<std::string> Files;
    for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
         It.increment(EC))
      if (StringRef(It->path()).ends_with(".metallib"))
        Files.push_back(It->path());
    llvm::sort(Files); // directory order is not stable
    for (const std::string &F : Files) {
      Expected<const metallib::Library *> L = Cache.get(F);
      if (!L) {
        consumeError(L.takeError());
        continue;
      }
      if ((*L)->Hdr.isDynamic() && (*L)->Ext.Dynamic &&
          (*L)->Ext.Dynamic->InstallName == InstallName &&
          !is_contained(Found, F))
        Found.push_back(F);
    }
  }
  return Found;
}

/// Links into M the definitions of the functions it declares that the
/// dynamic libraries of its MetalLib export.
static Error linkDylibImports(Module &M, const PlannedFunction &P,
                              const std::vector<std::string> &SearchPaths,
                              metallib::LibraryCache &Cache) {
  Expected<const metallib::Library *> Src = Cache.get(P.LibraryPath);
  if (!Src)
    return Src.takeError();
  if (!(*Src)->Ext.Dynamic || (*Src)->Ext.Dynamic->LinkedLibraries.empty())
    return Error::success();
  for (Function &F : make_early_inc_range(M)) {
    // AIR intrinsics and the Metal runtime library (___metal_frexp_...,
    // __air_impl_...) are the translator's, not a dylib's.
    if (!F.isDeclaration() || F.use_empty() || F.getName().starts_with("air.") ||
        F.getName().starts_with("llvm.") || air::isRuntimeLibraryName(F.getName()))
      continue;
    std::string Name = F.getName().str();
    bool Linked = false;
    for (const std::string &Install : (*Src)->Ext.Dynamic->LinkedLibraries) {
      for (const std::string &Path :
           findDylibs(Install, P.LibraryPath, SearchPaths, Cache)) {
        const metallib::Library *D = *Cache.get(Path);
        const metallib::Function *Exported = nullptr;
        for (const metallib::Function &DF : D->Functions)
          if (DF.Name == Name)
            Exported = &DF;
        if (!Exported)
          continue;
        Expected<std::unique_ptr<Module>> DM = air::parseAIRBitcode(
            MemoryBufferRef(Exported->getRawBitcode(), Path), M.getContext());
        if (!DM)
          return DM.takeError();
        // Only what the kernel needs, private to it.
        if (Linker::linkModules(M, std::move(*DM), Linker::LinkOnlyNeeded,
                                [](Module &Mod, const StringSet<> &GVS) {
                                  internalizeModule(Mod, [&GVS](const GlobalValue &GV) {
                                    return !GV.hasName() || !GVS.count(GV.getName());
                                  });
                                }))
          return createStringError(inconvertibleErrorCode(),
                                   "cannot link '" + Name + "' from '" + Path +
                                       "' into '" + P.Function + "'");
        // Marked as the dynamic library's: a code generator with calls
        // calls it there instead (lower::keepImportsExternal).
        if (Function *Imported = M.getFunction(Name))
          Imported->addFnAttr("metalnt-dylib", Path);
        Linked = true;
        break;
      }
      if (Linked)
        break;
    }
    if (!Linked)
      return createStringError(
          inconvertibleErrorCode(),
          P.LibraryPath + ": function '" + P.Function + "' imports '" + Name +
              "', which no linked dynamic library (" +
              join((*Src)->Ext.Dynamic->LinkedLibraries, ", ") +
              ") found next to it or in the -L paths exports");
  }
  return Error::success();
}

Expected<metallib::Library>
metalnt::specializePlan(const std::vector<PlannedFunction> &Plan,
                        metallib::LibraryCache &Cache,
                        const std::vector<std::string> &SearchPaths) {
  metallib::Library Out;
  for (const PlannedFunction &P : Plan) {
    LLVMContext Ctx;
    Expected<std::unique_ptr<Module>> M = loadModule(Cache, P, Ctx);
    if (!M)
      return M.takeError();
    if (Error E = linkDylibImports(**M, P, SearchPaths, Cache))
      return std::move(E);
    if (Error E = air::specializeFunctionConstants(**M, P.Constants))
      return std::move(E);
    if (P.OutputName != P.Function) {
      Function *F = (*M)->getFunction(P.Function);
      if (!F)
        return createStringError(inconvertibleErrorCode(),
                                 P.LibraryPath + ": function '" + P.Function +
                                     "' is not in its own module");
      if ((*M)->getFunction(P.OutputName))
        return createStringError(inconvertibleErrorCode(),
                                 "specialized name '" + P.OutputName +
                                     "' is already a function of '" +
                                     P.LibraryPath + "'");
      F->setName(P.OutputName);
    }
    metallib::Function F;
    F.Name = P.OutputName;
    F.Type = P.Type;
    Expected<const metallib::Library *> Src = Cache.get(P.LibraryPath);
    if (!Src)
      return Src.takeError();
    for (const metallib::Function &SF : (*Src)->Functions)
      if (SF.Name == P.Function) {
        F.AIRVersion = SF.AIRVersion;
        F.LanguageVersion = SF.LanguageVersion;
        F.HasVersions = SF.HasVersions;
        Out.Hdr.Platform = (*Src)->Hdr.Platform;
        Out.Hdr.TargetOS = (*Src)->Hdr.TargetOS;
        Out.Hdr.OSMajor = (*Src)->Hdr.OSMajor;
        Out.Hdr.OSMinor = (*Src)->Hdr.OSMinor;
        Out.Hdr.VersionMajor = (*Src)->Hdr.VersionMajor;
        Out.Hdr.VersionMinor = (*Src)->Hdr.VersionMinor;
      }
    F.Bitcode = air::writeFunctionBlob(**M);
    Out.Functions.push_back(std::move(F));
  }
  return std::move(Out);
}
