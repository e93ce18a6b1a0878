//===- AppleGPUObject.cpp - The nested Mach-O of a G13 function -----------===//
//
// The objects the back end emits read back, and the nested Mach-O of one
// pipeline function built from them (docs/gpu-macho.md): the preamble and
// _agc.main in __TEXT,__text, their records, the constexpr samplers, the
// program-scope constant data.
//
//===----------------------------------------------------------------------===//

#include "AppleGPULowering.h"
#include "metalnt/GPUMachO/GPUMachO.h"
#include "metalnt/Target/TranslationPipeline.h"
#include "llvm/Object/MachO.h"
#include "llvm/Support/Endian.h"
#include <map>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;
using namespace metalnt::applegpu;

namespace metalnt {
namespace applegpu {

/// The undefined symbols of the functions K calls in dynamic libraries and
/// the relocations of their calls, K's code being at CodeOffset in __text
/// (section 1).

std::string EmittedKernel::recordFor(uint64_t Offset) const {
  // Records are in the functions' order, which is their code's.
  unsigned Index = unsigned(lower_bound(FunctionStarts, Offset) - FunctionStarts.begin());
  unsigned N = Info.size() / 12;
  if (N == 0)
    return Info;
  uint32_t Halves = 0;
  for (unsigned I = 0; I != N; ++I)
    Halves = std::max(Halves, support::endian::read32le(Info.data() + 12 * I + 4));
  std::string R = Info.substr(12 * std::min(Index, N - 1), 12);
  support::endian::write32le(R.data() + 4, Halves);
  return R;
}

Expected<std::string> dylibFunctionMachO(const EmittedKernel &K, StringRef Name,
                                         const GPUArch &Arch,
                                         ArrayRef<std::array<uint64_t, 2>> ConstantSamplers) {
  std::string Symbol = ("_" + Name).str();
  auto F = find_if(K.Functions, [&](const auto &P) { return P.first == Symbol; });
  if (F == K.Functions.end())
    return appleError("the code of '" + Name + "' has no symbol " + Symbol);
  gpumacho::Slice S;
  S.CPUType = Arch.getCPUType();
  S.CPUSubtype = Arch.CPUSubtype;
  S.FileType = gpumacho::MH_GPU_DYLIB;
  S.Sections.push_back({"__text", "__TEXT", K.Code, 128, {}});
  S.Sections.push_back({gpumacho::KernelInfoSection.str(), "__TEXT", K.recordFor(F->second), 4, {}});
  // Its constexpr samplers, which its code's relocations index (docs/
  // gpu-macho.md, "Sampler state relocations").
  if (!ConstantSamplers.empty())
    S.Sections.push_back({gpumacho::ConstantSamplerSection.str(), "__TEXT",
                          gpumacho::writeConstantSamplers(ConstantSamplers), 8, {}});
  S.Symbols.push_back({Symbol, 1, F->second});
  gpumacho::addImports(S, K.Imports, 0);
  std::string Out;
  raw_string_ostream OS(Out);
  gpumacho::writeSlice(S, OS);
  OS.flush();
  return Out;
}

/// The nested Mach-O of one pipeline function: __TEXT,__text holds the
/// preamble (_agc.main.constant_program: the kernel's, or where it has
/// none a lone stop and Mesa's trap padding) and, 128-byte aligned,
/// _agc.main.
std::string nestedMachO(const EmittedKernel &K, const EmittedKernel *Preamble,
                        const GPUArch &Arch,
                        ArrayRef<std::array<uint64_t, 2>> ConstantSamplers,
                        StringRef ConstantData) {
  StringRef MainCode = K.Code;
  // The entry point is the object's first external function (its callees,
  // internal, have no external symbol).
  uint64_t Entry = K.Functions.empty() ? 0 : K.Functions.front().second;
  std::string Text;
  const char Stop[] = {char(0x88), 0x00}, Trap[] = {0x08, 0x00};
  if (Preamble) {
    Text = Preamble->Code;
  } else {
    Text.append(Stop, 2);
    for (unsigned I = 0; I != 8; ++I)
      Text.append(Trap, 2);
  }
  while (Text.size() % 128)
    Text.append(Trap, 2);
  uint64_t CodeOffset = Text.size();
  uint64_t MainOffset = CodeOffset + Entry;
  Text += MainCode;
  gpumacho::Slice S;
  S.CPUType = Arch.getCPUType();
  S.CPUSubtype = Arch.CPUSubtype;
  S.FileType = gpumacho::MH_GPU_EXECUTE;
  S.Sections.push_back({"__text", "__TEXT", Text, 128, {}});
  S.Sections.push_back({gpumacho::KernelInfoSection.str(), "__TEXT", K.recordFor(Entry), 4, {}});
  // The constexpr samplers the driver loads into sampler states
  // FirstConstSampler on (docs/gpu-macho.md): version 1, their count, then
  // AIR's two little-endian 64-bit words for each.
  if (!ConstantSamplers.empty())
    S.Sections.push_back({gpumacho::ConstantSamplerSection.str(), "__TEXT",
                          gpumacho::writeConstantSamplers(ConstantSamplers), 8, {}});
  // The program-scope constant data whose address the dispatch passes in
  // du64 (docs/applegpu-abi.md).
  if (!ConstantData.empty())
    S.Sections.push_back(
        {gpumacho::ConstantDataSection.str(), "__TEXT", ConstantData.str(), 16, {}});
  S.Symbols.push_back({"_agc.main.constant_program", 1, 0});
  S.Symbols.push_back({"_agc.main", 1, MainOffset});
  gpumacho::addImports(S, K.Imports, CodeOffset);
  std::string Out;
  raw_string_ostream OS(Out);
  gpumacho::writeSlice(S, OS);
  OS.flush();
  return Out;
}

/// The object's code (__TEXT,__text), records, functions and imports, the
/// symbols named as the GPU Mach-O names functions ("_" and the name; the
/// back end's own symbols have no prefix).
Expected<EmittedKernel> readObject(StringRef Obj) {
  Expected<std::pair<std::string, std::string>> Sections =
      readCodeAndRecord(Obj, "applegpu", gpumacho::KernelInfoSection);
  if (!Sections)
    return Sections.takeError();
  EmittedKernel K{std::move(Sections->first), std::move(Sections->second), {}, {}, {}};
  Expected<std::unique_ptr<object::MachOObjectFile>> O = object::MachOObjectFile::create(
      MemoryBufferRef(Obj, "applegpu object"), /*IsLittleEndian=*/true, /*Is64Bits=*/true);
  if (!O)
    return O.takeError();
  for (const object::SectionRef &Sec : (*O)->sections()) {
    Expected<StringRef> SecName = Sec.getName();
    if (!SecName)
      return SecName.takeError();
    if (*SecName != "__text")
      continue;
    for (const object::SymbolRef &Sym : (*O)->symbols()) {
      Expected<StringRef> Name = Sym.getName();
      Expected<object::section_iterator> In = Sym.getSection();
      Expected<uint64_t> Addr = Sym.getAddress();
      Expected<uint32_t> Flags = Sym.getFlags();
      if (!Name || !In || !Addr || !Flags)
        return appleError("the object's symbol table cannot be read");
      if (*In != Sec)
        continue;
      // Every symbol of the code is a function's start (block labels are
      // assembler-local); the external ones are the object's interface.
      K.FunctionStarts.push_back(*Addr - Sec.getAddress());
      if (*Flags & object::SymbolRef::SF_Global)
        K.Functions.push_back({("_" + *Name).str(), *Addr - Sec.getAddress()});
    }
    for (const object::RelocationRef &R : Sec.relocations()) {
      object::symbol_iterator Sym = R.getSymbol();
      Expected<StringRef> Name = Sym->getName();
      if (!Name)
        return Name.takeError();
      K.Imports.push_back({("_" + *Name).str(), R.getOffset()});
    }
  }
  llvm::sort(K.Functions, [](const auto &A, const auto &B) { return A.second < B.second; });
  llvm::sort(K.FunctionStarts);
  K.FunctionStarts.erase(llvm::unique(K.FunctionStarts), K.FunctionStarts.end());
  return std::move(K);
}

} // namespace applegpu
} // namespace metalnt

Expected<applegpu::CompiledKernel> applegpu::readCompiledKernel(StringRef NestedMachO) {
  Expected<gpumacho::Slice> S = gpumacho::readNestedSlice(NestedMachO);
  if (!S)
    return S.takeError();
  CompiledKernel K;
  auto Main = find_if(S->Symbols, [&](const gpumacho::Symbol &Sym) {
    return Sym.Name == "_agc.main" && Sym.Section && Sym.Section <= S->Sections.size();
  });
  if (Main == S->Symbols.end())
    return appleError("the pipeline's code has no _agc.main");
  K.Text = S->Sections[Main->Section - 1].Contents;
  K.MainOffset = Main->Offset;
  // The constexpr samplers (docs/gpu-macho.md).
  Expected<std::vector<std::array<uint64_t, 2>>> Samplers = gpumacho::sliceConstantSamplers(*S);
  if (!Samplers)
    return appleError(toString(Samplers.takeError()));
  K.ConstantSamplers = std::move(*Samplers);
  K.ConstantData = gpumacho::sectionContents(*S, gpumacho::ConstantDataSection).str();
  for (const gpumacho::Relocation &R : S->Sections[Main->Section - 1].Relocations)
    K.Imports.push_back({S->Symbols[R.Symbol].Name, R.Offset});
  return K;
}

Expected<applegpu::CompiledKernel> applegpu::readCompiledFunction(StringRef NestedMachO,
                                                                  StringRef Name) {
  Expected<gpumacho::Slice> S = gpumacho::readNestedSlice(NestedMachO);
  if (!S)
    return S.takeError();
  std::string Symbol = ("_" + Name).str();
  auto F = find_if(S->Symbols, [&](const gpumacho::Symbol &Sym) {
    return Sym.Name == Symbol && Sym.Section && Sym.Section <= S->Sections.size();
  });
  if (F == S->Symbols.end())
    return appleError("the dynamic library's code has no " + Symbol);
  CompiledKernel K;
  K.Text = S->Sections[F->Section - 1].Contents;
  K.MainOffset = F->Offset;
  // Its constexpr samplers, which relocations against
  // metalnt.sampler_states index (docs/gpu-macho.md).
  Expected<std::vector<std::array<uint64_t, 2>>> Samplers = gpumacho::sliceConstantSamplers(*S);
  if (!Samplers)
    return appleError(toString(Samplers.takeError()));
  K.ConstantSamplers = std::move(*Samplers);
  for (const gpumacho::Relocation &R : S->Sections[F->Section - 1].Relocations)
    K.Imports.push_back({S->Symbols[R.Symbol].Name, R.Offset});
  return K;
}

Error applegpu::linkImports(CompiledKernel &C,
                            function_ref<Expected<CompiledKernel>(StringRef)> Resolve,
                            ArrayRef<std::string> AlsoPlace,
                            std::map<std::string, uint64_t> *PlacedOut) {
  std::map<std::string, uint64_t> Placed;
  std::vector<CompiledKernel::Import> Work = std::move(C.Imports);
  C.Imports.clear();
  // Places Symbol's code after what is there, 128-byte aligned, its own
  // imports to be linked too.
  auto Place = [&](const std::string &Symbol) -> Error {
    if (Placed.count(Symbol))
      return Error::success();
    Expected<CompiledKernel> F = Resolve(Symbol);
    if (!F)
      return F.takeError();
    const char Trap[] = {0x08, 0x00};
    while (C.Text.size() % 128)
      C.Text.append(Trap, 2);
    uint64_t Base = C.Text.size();
    Placed[Symbol] = Base + F->MainOffset;
    C.Text += F->Text;
    // Its constexpr samplers follow the states placed so far; each
    // relocated index (an ldimm's 32-bit immediate, holding the index in
    // its list) gets the state's number (docs/gpu-macho.md, "Sampler state
    // relocations").
    uint32_t FirstState = uint32_t(FirstConstSampler + C.ConstantSamplers.size());
    C.ConstantSamplers.insert(C.ConstantSamplers.end(), F->ConstantSamplers.begin(),
                              F->ConstantSamplers.end());
    for (const CompiledKernel::Import &Imp : F->Imports) {
      if (Imp.Symbol != gpumacho::SamplerStatesSymbol) {
        Work.push_back({Imp.Symbol, Base + Imp.Field});
        continue;
      }
      if (Error E = gpumacho::relocateSamplerState(C.Text, Base, Imp.Field, FirstState,
                                                   F->ConstantSamplers.size(), Symbol))
        return appleError(toString(std::move(E)));
    }
    return Error::success();
  };
  for (const std::string &Symbol : AlsoPlace)
    if (Error E = Place(Symbol))
      return E;
  for (size_t I = 0; I != Work.size(); ++I) {
    const std::string Symbol = Work[I].Symbol;
    if (Error E = Place(Symbol))
      return E;
    // The field is 2 bytes into the call; the offset is from the call.
    uint64_t Field = Work[I].Field;
    if (Field < 2 || Field + 4 > C.Text.size())
      return appleError("a call of " + Symbol + " at offset " + Twine(Field) +
                        " is outside the code");
    support::endian::write32le(C.Text.data() + Field,
                               uint32_t(int64_t(Placed[Symbol]) - int64_t(Field - 2)));
  }
  if (PlacedOut)
    *PlacedOut = std::move(Placed);
  return Error::success();
}
