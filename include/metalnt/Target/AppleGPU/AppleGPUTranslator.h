//===- AppleGPUTranslator.h - AIR to Apple G13 code -------------*- C++ -*-===//
//
// AIR is lowered to applegpu LLVM IR (docs/applegpu-abi.md: buffers in
// uniform pairs, thread positions from special registers) and compiled by
// our AppleGPU back end. A pipeline function's object is a nested Mach-O
// whose __TEXT,__text holds _agc.main.constant_program and _agc.main, the
// layout of Apple's GPU binaries (docs/gpu-macho.md).
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUTRANSLATOR_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUTRANSLATOR_H

#include "metalnt/Lowering/Formats.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Target/Translator.h"
#include <array>
#include <map>
#include <optional>
#include <vector>

namespace metalnt {
namespace lower {
struct KernelSignature;
}
} // namespace metalnt

namespace metalnt {
namespace applegpu {

/// The Apple translator of the Translator interface (applegpu_g13*).
const Translator &getTranslator();

/// A translated function, read back from the nested Mach-O the translator
/// made (docs/gpu-macho.md); for executors.
struct CompiledKernel {
  /// The __text section, and the offset of _agc.main in it (or of the
  /// exported function, in a dynamic library's).
  std::string Text;
  uint64_t MainOffset = 0;
  /// The functions the code calls in dynamic libraries (their Mach-O
  /// symbols, "_" and the AIR name) and the call's offset field for each
  /// call (docs/gpu-macho.md, "Imports").
  struct Import {
    std::string Symbol;
    uint64_t Field = 0;
  };
  std::vector<Import> Imports;
  /// The constexpr samplers, in sampler-state order from FirstConstSampler,
  /// as AIR encodes them (two words each; docs/air-conventions.md): the
  /// __TEXT,__metalnt_smp section, empty when there is none.
  std::vector<std::array<uint64_t, 2>> ConstantSamplers;
  /// The program-scope constant data (__TEXT,__const), empty when the
  /// function reads none.
  std::string ConstantData;
};
llvm::Expected<CompiledKernel> readCompiledKernel(llvm::StringRef NestedMachO);
/// A dynamic library's function Name as the translator made it (its
/// nested Mach-O, entered at _<Name>).
llvm::Expected<CompiledKernel> readCompiledFunction(llvm::StringRef NestedMachO,
                                                    llvm::StringRef Name);
/// Links the code of the functions C imports: each one's (Resolve gives
/// it, translated alone) after C's text, 128-byte aligned, recursively,
/// each call's offset field set to its function's address minus the
/// call's, as the driver does when it creates a pipeline
/// (docs/gpu-macho.md, "Imports").
/// Functions AlsoPlace names (symbols) are placed too, whether called or
/// not (what visible function tables hold); PlacedOut gets every placed
/// function's address in the code.
llvm::Error linkImports(
    CompiledKernel &C,
    llvm::function_ref<llvm::Expected<CompiledKernel>(llvm::StringRef Symbol)> Resolve,
    llvm::ArrayRef<std::string> AlsoPlace = {},
    std::map<std::string, uint64_t> *PlacedOut = nullptr);

/// Where a vertex function's outputs go in the UVS, the per-vertex words
/// st_var writes (docs/applegpu-abi.md, "Vertex functions"), in Mesa's
/// order (lib/agx_uvs.h): the position's four words, the varyings' in
/// output order, the point size, the layer (bits 0-15) and viewport
/// (bits 16-31) in one word, one word per clip distance. A component is
/// one 32-bit word: half widened to float, narrower integers extended by
/// their type's signedness, bool 0 or 1.
struct UVSLayout {
  /// Per output of the signature (Sig.Outputs' order): its first word,
  /// and how many it takes (its components).
  std::vector<unsigned> First, Words;
  unsigned Size = 4; ///< the words in all
};
llvm::Expected<UVSLayout> layoutVertexOutputs(const lower::KernelSignature &Sig);

/// The tile formats of ld_tile/st_tile (Mesa's enum agx_format, AGX2.xml's
/// "Format" enum).
enum TileFormat : unsigned {
  TileI8 = 0, TileI16 = 1, TileI32 = 2, TileF16 = 3, TileU8Norm = 4, TileS8Norm = 5,
  TileU16Norm = 6, TileS16Norm = 7, TileRGB10A2 = 8, TileSRGBA8 = 10, TileRG11B10F = 12,
  TileRGB9E5 = 13,
};

/// Where each [[color(n)]] output lives in a pixel of the tile buffer
/// (docs/applegpu-abi.md, "Fragment functions"): its tile format, the byte
/// offset of its first component, the bytes of one, and for each component
/// in memory order the colour channel it holds (0 red ... 3 alpha).
struct TileTarget {
  unsigned Format = TileI32, Offset = 0, ComponentBytes = 4, NumComponents = 4;
  std::array<uint8_t, 4> Channels{0, 1, 2, 3};
  /// A packed format (rgb10a2, rg11b10f, rgb9e5): one 32-bit word holds
  /// the components, accessed together (ComponentBytes is 0).
  bool Packed = false;
  /// A 16-bit packed normalized format (B5G6R5Unorm, A1BGR5Unorm,
  /// ABGR4Unorm, BGR5A1Unorm), which no tile format holds: the tile keeps
  /// the pixel's 16 bits raw (i16) and the shader packs and unpacks its
  /// fields, from Fields.
  bool ShaderPacked = false;
  std::array<formats::Component, 4> Fields{};
};
struct TileLayout {
  std::vector<std::optional<TileTarget>> Targets; ///< by [[color(n)]]
  unsigned PixelBytes = 0;
};
llvm::Expected<TileLayout> layoutTileBuffer(const lower::KernelSignature &Sig);

/// A fragment function's coefficient registers (docs/applegpu-abi.md,
/// "Fragment functions"): cf0 the reciprocal W, cf1 Z, then each
/// coefficient input's components in argument order; the first register
/// of each argument (by argument number; 0 for the others).
std::vector<unsigned> layoutCoefficients(const lower::KernelSignature &Sig,
                                         unsigned &Count);

/// The vertex and instance IDs arrive in these registers (preloaded, as
/// Mesa's agx_vertex_id and agx_instance_id read r5 and r6); base_vertex
/// and base_instance are the entry point's 32-bit parameters
/// BaseVertexParam and BaseVertexParam + 1, in u(2p).
constexpr unsigned VertexIDRegister = 5, InstanceIDRegister = 6;
/// A fragment shaded per sample has the sample's one-hot bit preloaded in
/// r1l (Mesa's AGX_ABI_FIN_SAMPLE_MASK, the bit of its sample loop).
constexpr unsigned SampleBitRegister = 1;
constexpr unsigned BaseVertexParam = 96;

/// Textures and samplers (docs/applegpu-abi.md, "Textures"), bindless as
/// Mesa names them: the descriptor heap's address is in du62 (parameter
/// TextureHeapParam, a buffer index Metal never uses); [[texture(n)]]'s
/// texture descriptor is at byte TextureStride * n of the heap and its PBE
/// descriptor 24 bytes later. [[sampler(n)]] is sampler state n + 1, the
/// function's constexpr samplers follow from FirstConstSampler, and sampler
/// state 0 is the one reads use (Mesa's txf sampler).
constexpr unsigned TextureHeapParam = 31, TextureStride = 48, FirstConstSampler = 17;
/// The address of the function's program-scope constant data (its nested
/// Mach-O's __TEXT,__const; docs/applegpu-abi.md, "Program-scope
/// constants") is parameter 32, in du64: like the heap's, a buffer index
/// beyond Metal's 31.
constexpr unsigned ConstantDataParam = 32;
/// A texture buffer is a linear 2D texture this many texels wide (Mesa's
/// AGX_TEXTURE_BUFFER_WIDTH), its element count in the descriptor's bits
/// 128-159 (Mesa's "Buffer size (sw)").
constexpr unsigned TextureBufferWidth = 16384;


} // namespace applegpu
} // namespace metalnt

#endif
