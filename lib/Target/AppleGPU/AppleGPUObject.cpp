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

using namespace llvm;
using namespace metalnt;
using namespace metalnt::lower;
using namespace metalnt::applegpu;

namespace metalnt {
namespace applegpu {

/// The nested Mach-O of one pipeline function: __TEXT,__text holds the
/// preamble (_agc.main.constant_program: the kernel's, or where it has
/// none a lone stop and Mesa's trap padding) and, 128-byte aligned,
/// _agc.main.
std::string nestedMachO(const EmittedKernel &K, const EmittedKernel *Preamble,
                        const GPUArch &Arch,
                        ArrayRef<std::array<uint64_t, 2>> ConstantSamplers,
                        StringRef ConstantData) {
  StringRef MainCode = K.Code;
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
  uint64_t MainOffset = Text.size();
  Text += MainCode;
  gpumacho::Slice S;
  S.CPUType = Arch.getCPUType();
  S.CPUSubtype = Arch.CPUSubtype;
  S.FileType = gpumacho::MH_GPU_EXECUTE;
  S.Sections.push_back({"__text", "__TEXT", Text, 128});
  S.Sections.push_back({gpumacho::KernelInfoSection.str(), "__TEXT", K.Info, 4});
  // The constexpr samplers the driver loads into sampler states
  // FirstConstSampler on (docs/gpu-macho.md): version 1, their count, then
  // AIR's two little-endian 64-bit words for each.
  if (!ConstantSamplers.empty())
    S.Sections.push_back({gpumacho::ConstantSamplerSection.str(), "__TEXT",
                          gpumacho::writeConstantSamplers(ConstantSamplers), 8});
  // The program-scope constant data whose address the dispatch passes in
  // du64 (docs/applegpu-abi.md).
  if (!ConstantData.empty())
    S.Sections.push_back(
        {gpumacho::ConstantDataSection.str(), "__TEXT", ConstantData.str(), 16});
  S.Symbols.push_back({"_agc.main.constant_program", 1, 0});
  S.Symbols.push_back({"_agc.main", 1, MainOffset});
  std::string Out;
  raw_string_ostream OS(Out);
  gpumacho::writeSlice(S, OS);
  OS.flush();
  return Out;
}

/// The object's code (__TEXT,__text) and kernel record.
Expected<EmittedKernel> readObject(StringRef Obj) {
  Expected<std::pair<std::string, std::string>> Sections =
      readCodeAndRecord(Obj, "applegpu", gpumacho::KernelInfoSection);
  if (!Sections)
    return Sections.takeError();
  return EmittedKernel{std::move(Sections->first), std::move(Sections->second)};
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
  if (StringRef Smp = gpumacho::sectionContents(*S, gpumacho::ConstantSamplerSection);
      !Smp.empty()) {
    Expected<std::vector<std::array<uint64_t, 2>>> Samplers = gpumacho::readConstantSamplers(Smp);
    if (!Samplers)
      return appleError(toString(Samplers.takeError()));
    K.ConstantSamplers = std::move(*Samplers);
  }
  K.ConstantData = gpumacho::sectionContents(*S, gpumacho::ConstantDataSection).str();
  return K;
}
