//===- IntelGPUTranslator.h - AIR to Intel Gen9/Gen11 code ------*- C++ -*-===//
//
// AIR is lowered to intelgpu LLVM IR (docs/intelgpu-abi.md: buffer
// addresses, thread positions and dispatch constants in the thread
// payload) and compiled by our IntelGPU back end. A pipeline function's
// object is a nested Mach-O whose __TEXT,__text holds _intelgpu.main and
// whose __TEXT,__metalnt_gen describes its payload (docs/gpu-macho.md).
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUTRANSLATOR_H
#define METALNT_TARGET_INTELGPU_INTELGPUTRANSLATOR_H

#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Target/IntelGPU/IntelGPUABI.h"
#include "metalnt/Target/Translator.h"
#include <array>
#include <cstdint>
#include <vector>
#include <optional>
#include <map>
#include <string>

namespace metalnt {
namespace intelgpu {

/// The Intel translator of the Translator interface (intelgpu_*).
const Translator &getTranslator();

/// A translated kernel, read back from the nested Mach-O: its code and
/// its __metalnt_gen record; for executors.
struct CompiledKernel {
  std::string Code;
  uint32_t SIMDWidth = 0, GRFs = 0, PayloadGRFs = 0, BufferSlots = 0,
           TGSlots = 0;
  /// Each hardware thread's scratch space (a power of two of at least
  /// 1 KiB), 0 when the kernel has no private memory or spills.
  uint32_t ScratchBytes = 0;
  /// The buffer slot that holds the address of ConstantData, the
  /// function's program-scope constant data (its __TEXT,__const).
  std::optional<uint32_t> ConstantDataSlot;
  std::string ConstantData;
  /// The constexpr samplers, sampler states 16 on (AIR's two words each).
  std::vector<std::array<uint64_t, 2>> ConstantSamplers;
  /// A vertex function (record version 4), and its URB entry's 16-byte
  /// slots (docs/intelgpu-abi.md, "Vertex functions").
  bool Vertex = false;
  uint32_t URBEntrySlots = 0;
  /// A fragment function (record version 5) and its payload's layout
  /// (FragmentPayload).
  bool Fragment = false;
  uint32_t SetupSlots = 0, BarycentricModes = 0, FragmentFlags = 0;
  /// The calls of functions the code does not define (docs/gpu-macho.md,
  /// "Imports"): each the symbol (`_name.simd16`) and the offset of the
  /// call's JIP field in Code.
  struct Import {
    std::string Symbol;
    uint64_t Field = 0;
  };
  std::vector<Import> Imports;
};

/// One SIMD width's code of a callable function (a dynamic library's or
/// visible function), from its nested Mach-O: Code starts at the entry.
struct CompiledFunction {
  std::string Code;
  std::vector<CompiledKernel::Import> Imports;
  /// Its constexpr samplers, which its relocations against
  /// metalnt.sampler_states index (docs/gpu-macho.md).
  std::vector<std::array<uint64_t, 2>> ConstantSamplers;
};

/// The code at \p Symbol (`_name.simd16`) of a callable function's nested
/// Mach-O, as the Intel translator writes it: up to the next width's.
llvm::Expected<CompiledFunction> readCompiledFunction(llvm::StringRef NestedMachO,
                                                      llvm::StringRef Symbol);

/// Links C's imports as a driver does when it creates a pipeline
/// (docs/gpu-macho.md, "Imports"): each imported function's code, from
/// \p Resolve, placed once after the code (64-byte aligned), its own
/// imports linked the same way, and each call's JIP set to the function's
/// offset from the call. Functions AlsoPlace names (symbols, `_name.simd16`)
/// are placed too, whether called or not (what visible function tables
/// hold); PlacedOut gets every placed function's offset in the code.
llvm::Error linkImports(
    CompiledKernel &C,
    llvm::function_ref<llvm::Expected<CompiledFunction>(llvm::StringRef Symbol)> Resolve,
    llvm::ArrayRef<std::string> AlsoPlace = {},
    std::map<std::string, uint64_t> *PlacedOut = nullptr);

/// The Mach-O symbol of function Name's code at SIMD width Width
/// (`_name.simd16`), what parseImportSymbol reads back.
std::string importSymbol(llvm::StringRef Name, unsigned Width);

/// The function and SIMD width an import's symbol names (`_name.simd16`:
/// name, 16); false when it names none.
bool parseImportSymbol(llvm::StringRef Symbol, std::string &Name, unsigned &Width);

/// A vertex function's VUE, its URB entry (docs/intelgpu-abi.md, "Vertex
/// functions"), after Mesa's brw_compute_vue_map: slot 0 the header
/// (dword 1 the render target array index, 2 the viewport index, 3 the
/// point size), slot 1 the position, slots 2-3 the clip distances when
/// the function writes any, then each varying from a slot of its own in
/// output order, a dword per component. Output i is dwords First[i] to
/// First[i] + Dwords[i] - 1.
struct VUELayout {
  std::vector<unsigned> First, Dwords;
  unsigned Slots = 0;
};
constexpr unsigned MaxVUESlots = 32, MaxVertexBuffers = 64;
llvm::Expected<VUELayout> layoutVUE(const lower::KernelSignature &Sig);

/// A fragment function's interpolated inputs (lower::isInterpolatedInput)
/// in its setup data (docs/intelgpu-abi.md, "Fragment functions"): each
/// from a slot of its own in argument order, a slot per four components;
/// argument i's first slot and barycentric mode (0 for flat and integer
/// ones), and the payload's setup slots, modes and the flags its
/// arguments imply (SourceDepthW, InputCoverage). Buffers are not counted.
struct FragmentInputs {
  std::vector<unsigned> FirstSlot, Mode;
  FragmentPayload FS;
};
llvm::Expected<FragmentInputs> layoutFragmentInputs(const lower::KernelSignature &Sig);

/// The record's word for "no constant data".
constexpr uint32_t NoConstantData = 0xFFFFFFFF;
llvm::Expected<CompiledKernel> readCompiledKernel(llvm::StringRef NestedMachO);

} // namespace intelgpu
} // namespace metalnt

#endif
