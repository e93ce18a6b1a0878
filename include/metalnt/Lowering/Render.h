//===- Render.h - What a render pipeline compiles into its functions -*- C++ -*-===//
//
// The vendor-independent half of render translation: the parts of a render
// pipeline descriptor (metal-pipelines-script(5), RENDER PIPELINE
// DESCRIPTOR) that a vertex or fragment function's code depends on, the
// checks that the descriptor fits the function, and the vertex fetch every
// target builds into its vertex code from the descriptor's formats.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_LOWERING_RENDER_H
#define METALNT_LOWERING_RENDER_H

#include "metalnt/Lowering/Formats.h"
#include "metalnt/Lowering/Lowering.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <array>
#include <map>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

namespace llvm {
class CallInst;
class IRBuilderBase;
class Type;
class Value;
} // namespace llvm

namespace metalnt {
namespace lower {

/// MTLVertexStepFunction: which index an attribute's buffer is read at.
enum class StepFunction { Constant, PerVertex, PerInstance };

struct VertexAttribute {
  unsigned BufferIndex = 0;
  uint32_t Offset = 0;
  const formats::AttributeFormat *Format = nullptr;
};

struct VertexBufferLayout {
  uint32_t Stride = 0;
  StepFunction Step = StepFunction::PerVertex;
  uint32_t StepRate = 1;
};

/// MTLVertexDescriptor: attributes by [[attribute(n)]], layouts by buffer
/// index.
struct VertexDescriptor {
  std::map<unsigned, VertexAttribute> Attributes;
  std::map<unsigned, VertexBufferLayout> Layouts;
};

/// MTLBlendFactor and MTLBlendOperation, in the script's order.
enum class BlendFactor {
  Zero,
  One,
  SourceColor,
  OneMinusSourceColor,
  SourceAlpha,
  OneMinusSourceAlpha,
  DestinationColor,
  OneMinusDestinationColor,
  DestinationAlpha,
  OneMinusDestinationAlpha,
  SourceAlphaSaturated,
  BlendColor,
  OneMinusBlendColor,
  BlendAlpha,
  OneMinusBlendAlpha,
  Source1Color,
  OneMinusSource1Color,
  Source1Alpha,
  OneMinusSource1Alpha
};
enum class BlendOperation { Add, Subtract, ReverseSubtract, Min, Max };

std::optional<BlendFactor> parseBlendFactor(llvm::StringRef Name);
std::optional<BlendOperation> parseBlendOperation(llvm::StringRef Name);

struct ColorAttachment {
  const formats::PixelFormat *Format = nullptr; ///< null: no attachment
  uint8_t WriteMask = 0xF; ///< bit 0 red ... bit 3 alpha
  bool Blending = false;
  BlendFactor SourceRGB = BlendFactor::One, DestinationRGB = BlendFactor::Zero;
  BlendFactor SourceAlpha = BlendFactor::One,
              DestinationAlpha = BlendFactor::Zero;
  BlendOperation RGBOperation = BlendOperation::Add,
                 AlphaOperation = BlendOperation::Add;
  /// Blending reads the second source ([[color(0), index(1)]]): one of
  /// the factors is a Source1 one (dual-source blending).
  bool readsSecondSource() const;
};

/// What of a render pipeline descriptor the translation of its vertex and
/// fragment functions compiles in.
struct RenderPipeline {
  /// Absent: stage_in attributes are read with the default layout
  /// (defaultVertexDescriptor).
  std::optional<VertexDescriptor> Vertex;
  std::vector<ColorAttachment> Colors; ///< by [[color(n)]]
  const formats::PixelFormat *Depth = nullptr, *Stencil = nullptr;
  unsigned SampleCount = 1;
  /// The constant of the BlendColor/BlendAlpha factors: not part of the
  /// pipeline in Metal (setBlendColor on the encoder), but of a draw.
  std::array<float, 4> BlendColor{0, 0, 0, 0};
  bool RasterizationEnabled = true;
  bool AlphaToCoverage = false, AlphaToOne = false;
};

/// The attribute format a stage_in argument of IR type T reads when no
/// vertex descriptor says otherwise: the format of the same shape
/// (float3: Float3, half2: Half2, uint: UInt, short4: Short4, ...), or
/// null when there is none (bool, 64-bit, more than 4 components).
const formats::AttributeFormat *getDefaultAttributeFormat(llvm::Type *T,
                                                         bool Signed);

/// Metal's buffer argument table: slots 0 to 30.
constexpr unsigned MaxBufferSlots = 31;

/// The layout a pipeline without a vertex descriptor reads its vertex
/// function's stage_in with: attribute n from buffer 30 - n (the top of
/// the buffer table, as MoltenVK places vertex buffers), or, when the
/// function has a [[buffer]] argument there or another attribute took it,
/// the next lower slot free of both, so that the default never collides
/// with the function's own buffers; tightly packed per vertex in its
/// default format. An error when a type has no default format or no slot
/// is left.
llvm::Expected<VertexDescriptor>
defaultVertexDescriptor(const KernelSignature &Sig);

/// The pixel format a [[color(n)]] output or framebuffer input of IR type T
/// gets when no pipeline gives one: the format that holds the declared
/// type exactly (float4: RGBA32Float, half2: RG16Float, uint: R32Uint,
/// short4: RGBA16Sint, uchar: R8Uint; three components: RGBA), or null when
/// there is none (bool, 64-bit, more than 4 components).
const formats::PixelFormat *getDefaultPixelFormat(llvm::Type *T, bool Signed);

/// The pipeline a fragment function is translated (and metal-run runs it)
/// with when none is given: colour attachment n for each [[color(n)]]
/// output and framebuffer input, in getDefaultPixelFormat's format of the
/// output's type (of the first input's when no output writes n), without
/// blending; no depth or stencil attachment, one sample.
RenderPipeline defaultRenderPipeline(const KernelSignature &Sig);

/// Checks that Pipeline fits the vertex or fragment function Sig: every
/// attribute the function reads is described, with a buffer layout, a
/// format convertible to the declared type (float, half and normalized
/// formats into float types, integer formats into integer types) and a
/// stride that holds it; every [[color(n)]] output has an attachment whose
/// pixel format's kind (float, signed, unsigned integer) matches. Errors
/// name the function, the argument or output and the descriptor member.
llvm::Error checkPipeline(const KernelSignature &Sig,
                          const RenderPipeline &Pipeline);

/// Where vertex fetch finds what it needs, in the target's terms.
struct VertexFetchInputs {
  /// The base address of [[buffer(Index)]] (a pointer in the address
  /// space the target reads device memory through).
  llvm::function_ref<llvm::Value *(unsigned Index)> BufferBase;
  llvm::Value *VertexID = nullptr;     ///< i32, base_vertex included
  llvm::Value *InstanceID = nullptr;   ///< i32, base_instance included
  llvm::Value *BaseInstance = nullptr; ///< i32
};

/// The value of stage_in attribute Location of declared IR type T, read
/// as Descriptor describes: the element index (vertex_id per vertex;
/// base_instance + (instance_id - base_instance) / rate per instance; 0
/// for constant), the bytes at base + index * stride + offset, converted
/// from the format to T (missing components 0, a missing fourth 1; extra
/// components dropped). checkPipeline has accepted the descriptor.
llvm::Value *fetchVertexAttribute(llvm::IRBuilderBase &B,
                                  const VertexDescriptor &Descriptor,
                                  unsigned Location, llvm::Type *T,
                                  const VertexFetchInputs &In);

/// Blending compiled into a fragment function, for targets that blend in
/// the shader (Apple GPUs): the colour written to attachment A of pixel
/// format F, from the source S, the second source S1 of dual-source
/// blending ({0, 0, 0, 1} without one) and the destination D, four float
/// channels each, by the rules metal-run's host executor follows
/// (lib/Run/Blend.cpp, docs/metal-run.md): alpha to one first; then, when
/// A blends and F is not an integer format, source, second source,
/// destination and factors clamped to a normalized format's range, the
/// factors and equations of MTLBlendFactor and MTLBlendOperation in 32-bit
/// float, Min and Max ignoring the factors.
std::array<llvm::Value *, 4> blendColor(llvm::IRBuilderBase &B, const ColorAttachment &A,
                                        const formats::PixelFormat &F,
                                        const RenderPipeline &P,
                                        std::array<llvm::Value *, 4> S,
                                        std::array<llvm::Value *, 4> S1,
                                        std::array<llvm::Value *, 4> D);

/// Whether an AIR type name ("uint4", "short2", "int", "char") is signed;
/// the IR type does not say.
bool isSignedTypeName(llvm::StringRef TypeName);

/// A vertex function's builtin argument of kind What and IR type T from
/// the stage's IDs (each i32, Metal's: vertex_id and instance_id include
/// the bases): air.vertex_id, air.instance_id, air.base_vertex,
/// air.base_instance; nullptr for any other.
llvm::Value *vertexBuiltin(llvm::IRBuilderBase &B, llvm::StringRef What, llvm::Type *T,
                           llvm::Value *VertexID, llvm::Value *InstanceID,
                           llvm::Value *BaseVertex, llvm::Value *BaseInstance);

/// Whether fragment argument \p A is an interpolated input: a stage_in
/// varying, or a builtin the rasterizer provides per fragment as Mesa
/// passes them, as a varying: [[point_coord]] (no_perspective),
/// [[barycentric_coord]] (as qualified), [[primitive_id]],
/// [[render_target_array_index]] and [[viewport_array_index]] (flat).
/// \p Interp: how it is interpolated.
bool isInterpolatedInput(const KernelArg &A, Interpolation &Interp);

/// The colour attachment framebuffer-fetch input \p A ([[color(n)]], of IR
/// type \p T) of fragment function Sig reads, checked: the pipeline has
/// it (one of Metal's eight), in a pixel format of the input's kind (float
/// types read float-kind formats, integer types integer ones), and the
/// input has at most four components.
llvm::Expected<const ColorAttachment *> framebufferAttachment(const KernelSignature &Sig,
                                                              const KernelArg &A,
                                                              llvm::Type *T);

/// A vertex output's components: how many, and their type (a scalar, a
/// vector's or an array's elements).
std::pair<unsigned, llvm::Type *> vertexOutputComponents(llvm::Type *T);

/// A vertex output's component C as the 32-bit word the Apple and Intel
/// vertex stages store: half widened to float, float's bits, narrower
/// integers extended by their signedness (bool 0 or 1).
llvm::Value *vertexOutputWord(llvm::IRBuilderBase &B, llvm::Value *C, bool Signed);

/// A constexpr sampler's two AIR state words (docs/air-conventions.md,
/// "Textures and samplers"): a __air_sampler_state global's initializer,
/// or Metal 1's state cast to a pointer (bit 63 set, bits 60-62, which no
/// field uses, clear), under pointer casts; none for any other value.
std::optional<std::array<uint64_t, 2>> constantSamplerWords(const llvm::Value *V);

/// Replaces every use of a constexpr sampler by an instruction of M (a
/// texture call's argument, a select's or phi's operand, a value stored
/// to memory, another call's argument) by the sampler as the target
/// represents it, what Replace gives for its state words and the use's
/// pointer type, so that a sampler reaches its texture call however it
/// travels. Replace may return null to keep a use. lowerModule runs it
/// with TargetLowering::lowerConstantSampler.
void rewriteConstantSamplers(
    llvm::Module &M,
    llvm::function_ref<llvm::Constant *(std::array<uint64_t, 2> Words, llvm::Type *PtrTy)>
        Replace);

/// The first N elements of a texture call's vector operand (coordinate,
/// gradient, offset), or a scalar operand N times.
llvm::SmallVector<llvm::Value *, 4> operandElements(llvm::IRBuilderBase &B, llvm::Value *V,
                                                    unsigned N);

/// A constexpr sampler's place in a function's list of them (its state
/// words appended when new): the index its sampler state takes from the
/// target's first constexpr sampler state on.
unsigned constantSamplerSlot(std::vector<std::array<uint64_t, 2>> &Samplers,
                             std::array<uint64_t, 2> Words);

/// A call of one of AIR's texture functions, air.<op>_<geometry>[_grad].<type>,
/// with its operands found by position (docs/air-conventions.md, "Textures
/// and samplers"), for every target to lower.
struct TextureCall {
  llvm::StringRef Op;       ///< "sample", "sample_compare", "gather", "read", "get_width",
                            ///< "calculate_clamped_lod", ...
  llvm::StringRef Geometry; ///< "2d", "2d_array", "cube", "3d", "1d", "2d_ms", "buffer_1d", ...
  bool Depth = false, Grad = false;
  llvm::Value *Texture = nullptr;
  llvm::Value *Sampler = nullptr;   ///< sample, gather
  llvm::Value *Coord = nullptr;     ///< float or integer scalar or vector
  llvm::Value *Face = nullptr;      ///< read/write of cubes
  llvm::Value *ArrayIndex = nullptr;
  llvm::Value *Reference = nullptr; ///< comparisons
  llvm::Value *GradX = nullptr, *GradY = nullptr;
  llvm::Value *Offset = nullptr;    ///< integer vector (or scalar)
  llvm::Value *Component = nullptr; ///< gather
  /// The level-of-detail pair: IsLevel (i1) and its value (a level, or a
  /// bias when IsLevel is false); null when the call has none.
  llvm::Value *IsLevel = nullptr, *LodValue = nullptr;
  llvm::Value *MinLodClamp = nullptr;
  llvm::Value *Sample = nullptr; ///< read of multisampled textures
  llvm::Value *Level = nullptr;  ///< read/write/get_* mip level
  llvm::Value *Written = nullptr;
  /// read/write: the final operand, the texture's access (0 sample, 1
  /// read, 2 write, 3 read_write); null when the call has none.
  llvm::Value *Access = nullptr;

  bool isCube() const { return Geometry.starts_with("cube"); }
  bool isArray() const { return Geometry.ends_with("_array"); }
  bool isMultisampled() const { return Geometry.contains("_ms"); }
  bool isBuffer() const { return Geometry.starts_with("buffer"); }
  bool isQuery() const { return Op.starts_with("get_"); }
  bool isCompare() const { return Op.ends_with("_compare"); }
  bool isGather() const { return Op.starts_with("gather"); }
  /// calculate_clamped_lod, calculate_unclamped_lod: the level of detail
  /// sampling would use (fragment functions).
  bool isLodQuery() const { return Op.starts_with("calculate_"); }
  bool isClampedLodQuery() const { return Op == "calculate_clamped_lod"; }
  /// A read or write of a texture bound with access::sample (or whose
  /// access the call does not give as a constant).
  bool isSampleAccess() const;
  /// Coordinate dimensions: 1 (1d, buffer), 2, or 3 (3d, and cube directions).
  unsigned dims() const;
};

/// Reads a texture call; std::nullopt when Name is not one, or its
/// operands do not have the documented shape.
std::optional<TextureCall> parseTextureCall(llvm::CallInst &Call,
                                            llvm::StringRef Name);

/// Vulkan's cube face selection ("Cube Map Face Selection") of direction
/// \p D (a <3 x float>; the major axis, ties to x, then y, as metal-run's
/// host breaks them): the face (i32: 0 +X, 1 -X, 2 +Y, 3 -Y, 4 +Z, 5 -Z)
/// and the coordinates on it, 0.5 (sc / |ma| + 1) and 0.5 (tc / |ma| + 1).
std::tuple<llvm::Value *, llvm::Value *, llvm::Value *>
cubeFaceCoords(llvm::IRBuilderBase &B, llvm::Value *D);

/// The derivative of cubeFaceCoords' s and t along a derivative \p DD of
/// the direction \p D: Vulkan's "Cube Map Derivative Transformation", the
/// quotient rule on sc / |ma| and tc / |ma| for the face D selects (the
/// host's cubeFaceDerivative in lib/Run/HostTextures.cpp computes the same).
std::pair<llvm::Value *, llvm::Value *> cubeFaceDerivative(llvm::IRBuilderBase &B,
                                                           llvm::Value *D, llvm::Value *DD);

} // namespace lower
} // namespace metalnt

#endif
