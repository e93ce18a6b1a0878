//===- Executor.h - Running Metal compute functions -------------*- C++ -*-===//
//
// metal-run's library. A Kernel is one compute function's AIR module,
// specialized; a Dispatch is Metal's dispatchThreads: a grid of threads cut
// into threadgroups (the last one in each dimension may be partial), with
// the buffers bound to [[buffer(i)]] and the sizes of [[threadgroup(i)]]
// memory. An Executor runs a Kernel over a Dispatch: "host" compiles the AIR
// for this machine and is the reference; the GPU simulators of our code
// generators plug in behind the same interface.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_RUN_EXECUTOR_H
#define METALNT_RUN_EXECUTOR_H

#include "metalnt/AIR/Specialize.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/Lowering/Lowering.h"
#include "metalnt/Lowering/Render.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace metalnt {
namespace run {

using Dim3 = std::array<uint32_t, 3>;

/// One compute, vertex or fragment function and the module holding it,
/// specialized.
struct Kernel {
  std::unique_ptr<llvm::LLVMContext> Context;
  std::unique_ptr<llvm::Module> Module;
  std::string Name;
  std::string Source; ///< the file it came from, for messages
  /// Dynamic libraries already translated (metal-nt's MH_GPU_DYLIB files,
  /// metal-run -dylib): a simulator links the functions the kernel calls
  /// from these first, and translates the others from their AIR.
  std::vector<std::string> TranslatedDylibs;

  Kernel();
  Kernel(Kernel &&);
  Kernel &operator=(Kernel &&);
  ~Kernel();
};

/// Reads the compute function Name from a MetalLib, .air or .ll file (its
/// imports from dynamic libraries linked in, found next to the library or
/// in SearchPaths) and specializes its function constants.
llvm::Expected<Kernel>
loadKernel(llvm::StringRef Path, llvm::StringRef Name,
           const std::vector<air::ConstantValue> &Constants,
           const std::vector<std::string> &SearchPaths = {});

/// What a script (-N: a Metal pipelines script or an AIR pipeline/function
/// script) says of the function Name: the library holding it, its name
/// there, and the function constants the script gives it. Name may be the
/// function's own name or the name a specialization gives it. The script's
/// predicates are evaluated for no GPU family.
struct ScriptedFunction {
  std::string Library;
  std::string Function;
  std::vector<air::ConstantValue> Constants;
  /// A vertex or fragment function of a render pipeline: that pipeline's
  /// vertex descriptor and attachments (the first pipeline naming it).
  std::optional<lower::RenderPipeline> Pipeline;
};
llvm::Expected<ScriptedFunction>
resolveScriptedFunction(llvm::StringRef ScriptPath, llvm::StringRef Input,
                        llvm::StringRef Name,
                        const std::vector<std::string> &SearchPaths);

/// What each kernel argument is, from its AIR metadata: what a user must
/// bind (buffers, threadgroup memory) and the builtins the executor supplies.
using ArgumentInfo = lower::KernelArg;
llvm::Expected<std::vector<ArgumentInfo>> describeArguments(const Kernel &K);

/// A texture bound to [[texture(i)]]: its type as MSL names it without
/// "texture" ("2d", "2d_array", "3d", "cube", "1d", "2d_ms", ...), its
/// pixel format and size, and its pixels, level after level; within a
/// level, slice after slice (array elements, times six faces for cubes,
/// in Metal's order +X, -X, +Y, -Y, +Z, -Z), then depth, rows, columns.
struct Texture {
  std::string Type = "2d";
  const formats::PixelFormat *Format = nullptr;
  uint32_t Width = 1, Height = 1, Depth = 1, ArrayLength = 1, MipLevels = 1,
           SampleCount = 1;
  std::vector<uint8_t> Data;
  uint32_t getSlices() const;
  uint64_t getLevelOffset(uint32_t Level) const;
  uint64_t getByteSize() const { return getLevelOffset(MipLevels); }
};

/// The texture type an AIR type name binds ("texture2d<float, sample>":
/// "2d", "depthcube<float>": "cube", "texture2d_array<half>": "2d_array").
std::string getTextureType(llvm::StringRef TypeName);

/// AIR's two-word encoding of a sampler state (docs/air-conventions.md)
/// from a description: comma-separated KEY=VALUE with the keys of MSL's
/// constexpr sampler (filter, mag_filter, min_filter, mip_filter, address,
/// s_address, t_address, r_address, coord, compare_func, border_color,
/// lod_min, lod_max).
llvm::Expected<std::array<uint64_t, 2>>
parseSamplerDescription(llvm::StringRef Text);

struct Dispatch {
  Dim3 Grid{1, 1, 1};        ///< threads in each dimension
  Dim3 Threadgroup{1, 1, 1}; ///< threads per (full) threadgroup
  /// Contents of [[buffer(i)]], read and written in place.
  std::map<unsigned, std::vector<uint8_t>> Buffers;
  /// Bytes of [[threadgroup(i)]] memory.
  std::map<unsigned, uint64_t> ThreadgroupMemory;
  /// [[texture(i)]], read and written in place, and [[sampler(i)]].
  std::map<unsigned, Texture> Textures;
  std::map<unsigned, std::array<uint64_t, 2>> Samplers;
  /// Argument buffers: handles of bound textures, samplers and buffers
  /// written into buffers (8 bytes at Offset of [[buffer(Buffer)]]), each
  /// executor's own value, as Metal writes a resource's gpuResourceID or
  /// a buffer's gpuAddress. The buffer bytes are restored after the run.
  /// A function handle (function(Name)) fills visible function tables:
  /// the executor's handle of the function Name of the kernel's module.
  struct ResourceHandle {
    enum Kind { TextureHandle, SamplerHandle, BufferHandle, FunctionHandle };
    unsigned Buffer = 0;
    uint64_t Offset = 0;
    Kind K = TextureHandle;
    unsigned Index = 0; ///< texture(Index), sampler(Index) or buffer(Index)
    std::string Function; ///< function(Function)
  };
  /// The functions function handles name, without repeats, in order: a
  /// function's index here is its host handle.
  std::vector<std::string> handledFunctions() const;
  std::vector<ResourceHandle> Handles;
  /// Threadgroups run on this many OS threads (0: one per core).
  unsigned Workers = 0;
};

/// Checks D's resource handles: each in a bound buffer, 8 bytes inside
/// it, naming a bound texture, sampler or buffer.
llvm::Error checkResourceHandles(const Dispatch &D);
/// Links into K's module the functions D's function handles name that it
/// does not define, from the other entries of K's MetalLib (a visible
/// function is an entry of its own there); an error names one that is
/// nowhere.
llvm::Error linkHandledFunctions(const Kernel &K, const Dispatch &D);

/// Writes each resource handle of D, the value \p Value gives (an
/// executor's handle), into the memory that \p Memory gives for its buffer
/// (D's own bytes by default, or an executor's copy of them), and puts D's
/// bytes back when it goes.
class PatchedHandles {
public:
  PatchedHandles(Dispatch &D,
                 llvm::function_ref<uint64_t(const Dispatch::ResourceHandle &)> Value,
                 llvm::function_ref<uint8_t *(unsigned Buffer)> Memory = nullptr);
  ~PatchedHandles();
  PatchedHandles(const PatchedHandles &) = delete;
  PatchedHandles &operator=(const PatchedHandles &) = delete;

private:
  std::map<unsigned, std::vector<uint8_t>> &Buffers;
  std::vector<std::pair<Dispatch::ResourceHandle, uint64_t>> Saved;
};

/// Statistics of one run, for benchmarks and reports.
struct RunStats {
  uint64_t Threads = 0, Threadgroups = 0;
  bool UsedFibers = false; ///< barriers or SIMD-group functions
  double CompileSeconds = 0, DispatchSeconds = 0; ///< wall clock
  /// The part of DispatchSeconds spent running threadgroups, without
  /// binding, copying in and copying back the buffers (host executor).
  std::optional<double> ExecuteSeconds;
  /// Host executor: SIMD-group operations executed, each one SIMD group's
  /// shuffle, vote, barrier or threadgroup-memory meeting point
  /// (docs/metal-run.md, "Threads, barriers and SIMD groups").
  std::optional<uint64_t> SimdOperations;
  unsigned Workers = 0;
  /// GPU simulators: instructions executed, counted once per SIMD group
  /// and once per active lane.
  std::optional<uint64_t> Instructions, LaneInstructions;
  /// Executors that dispatch fragments as primitives (the Gen simulator's):
  /// how many, and how many of them were quads of four fragments.
  std::optional<uint64_t> Primitives, QuadPrimitives;
};

/// One value of a vertex or fragment function's input or output record:
/// records hold their values one after another, each at a multiple of 4
/// bytes, its components packed (half: 2 bytes, bool: a 4-byte 0 or 1).
struct RecordField {
  std::string What; ///< "air.position", "air.fragment_input", "air.render_target", ...
  std::string Name, TypeName;
  unsigned Index = 0; ///< argument number (inputs) or member (outputs)
  unsigned Color = 0; ///< [[color(n)]] outputs and framebuffer-fetch inputs
  unsigned DualSourceIndex = 0; ///< [[color(n), index(i)]]
  uint32_t Offset = 0, Size = 0;
  llvm::Type *Ty = nullptr;
};

/// The records of a vertex or fragment function: a fragment's inputs (its
/// builtins and stage_in values, in argument order) and what either
/// returns (in member order); a fragment's output record ends with a
/// 4-byte word, 1 when it called discard_fragment.
struct StageRecords {
  lower::StageKind Stage = lower::StageKind::Kernel;
  std::vector<RecordField> Inputs, Outputs;
  uint32_t InputSize = 0, OutputSize = 0; ///< bytes per record
  uint32_t DiscardOffset = 0;             ///< fragments
};
/// The bytes a value of type T takes in a record (0 when it cannot be
/// held: pointers, structs).
uint32_t getRecordValueSize(llvm::Type *T);
StageRecords describeRecords(const lower::KernelSignature &Sig);
llvm::Expected<StageRecords> describeStage(const Kernel &K);

/// A draw of a vertex function, or a list of fragments for a fragment
/// function (docs/metal-run.md, "Render functions").
struct Draw {
  lower::RenderPipeline Pipeline;
  /// Vertex functions: vertex_id runs from BaseVertex, instance_id from
  /// BaseInstance.
  uint32_t VertexCount = 0, InstanceCount = 1, BaseVertex = 0,
           BaseInstance = 0;
  /// Fragment functions: the input records, one per fragment. Fragments
  /// 4k to 4k+3 make a quad, 32k to 32k+31 a SIMD group.
  std::vector<uint8_t> FragmentInputs;
  /// Fragment functions: each [[color(n)]] attachment's pixels, one per
  /// fragment in its pixel format: the destination values blended with,
  /// and afterwards the result.
  std::map<unsigned, std::vector<uint8_t>> Colors;
  /// The output records: one per vertex (instance after instance) or per
  /// fragment.
  std::vector<uint8_t> Outputs;
  /// Output record fields (by index in StageRecords::Outputs) an executor
  /// does not record: a simulator whose colour outputs go straight to the
  /// attachments, converted, leaves those fields zero and lists them here.
  std::vector<unsigned> Unrecorded;
  uint64_t getCount(const StageRecords &R) const {
    return R.Stage == lower::StageKind::Vertex
               ? uint64_t(VertexCount) * InstanceCount
               : (R.InputSize ? FragmentInputs.size() / R.InputSize : 0);
  }
};

/// The vertex descriptor a vertex function's draw reads its attributes
/// with: the pipeline's, or the layout without one
/// (lower::defaultVertexDescriptor).
llvm::Expected<lower::VertexDescriptor> vertexDescriptorOf(const Kernel &K, const Draw &R);

/// A fragment function run without a pipeline (no script's, no
/// -attachment): the attachments lower::defaultRenderPipeline gives it, in
/// formats that hold its outputs' and framebuffer inputs' types, each
/// pixel zero, as metal-nt translates the function alone
/// (docs/metal-run.md, "Attachments").
llvm::Error useDefaultAttachments(const Kernel &K, const StageRecords &Records, Draw &R);

/// What every executor checks of a draw before it runs: a render function
/// (not a compute one), 1 to 2^26 vertices or fragments, fragment inputs a
/// whole number of records, each attachment holding a pixel per fragment,
/// each vertex attribute's buffer bound. The function's records and the
/// count of vertices or fragments, or an error naming the function.
struct CheckedDraw {
  StageRecords Records;
  uint64_t Count = 0;
};
llvm::Expected<CheckedDraw> checkDraw(const Kernel &K, const Dispatch &D,
                                      const Draw &R);

/// Writes fragment F's [[color(n)]] outputs (in Outputs' record) into the
/// attachments of D as the pipeline says: converted to each attachment's
/// pixel format, blended with the destination, behind the write mask; a
/// discarded fragment leaves them. Shared by every executor whose target
/// blends in fixed-function hardware.
void resolveColors(const StageRecords &R, Draw &D);

/// Framebuffer fetch: each fragment's [[color(n)]] inputs are the pixel of
/// attachment n it shades (docs/metal-run.md, "Render functions"),
/// converted to the input's type as a colour output's value converts the
/// other way; written into the input records, whose bytes for them are
/// not read. An error when attachment n is not bound or its format does
/// not convert to the type.
llvm::Error fetchFramebuffer(const StageRecords &R, Draw &D);

/// The samples fragment record \p In covers before its function runs
/// (docs/metal-run.md, "Coverage"): all of the pipeline's \p SampleCount,
/// ANDed with the record's sample_mask_in and, when it has a sample_id,
/// with that sample's bit.
uint16_t inputCoverage(const StageRecords &R, const uint8_t *In, unsigned SampleCount);

/// Alpha to coverage's mask for \p Alpha over \p Samples samples: the
/// low trunc(alpha x samples) bits (Mesa's agx_nir_lower_alpha_to_coverage;
/// Metal leaves the function to the implementation).
uint16_t alphaToCoverageMask(float Alpha, unsigned Samples);

/// What the host's fixed-function stage does with coverage: each
/// fragment's input coverage, ANDed with its [[sample_mask]] output and
/// with alpha to coverage's mask when the pipeline enables it, is
/// recorded in the [[sample_mask]] output's field; a fragment left with
/// no sample is marked discarded (its record's last word), so that it
/// writes nothing.
void applyCoverage(const StageRecords &R, Draw &D);

class Executor {
public:
  virtual ~Executor();
  virtual llvm::StringRef getName() const = 0;
  /// Runs K over D; D's buffers hold the results. A failure (a missing
  /// buffer, an access past a buffer's end, an unsupported builtin) names
  /// the function and the argument, and leaves no partial result claimed.
  virtual llvm::Expected<RunStats> run(const Kernel &K, Dispatch &D) = 0;
  /// Runs the vertex or fragment function K for R, with D's buffers.
  virtual llvm::Expected<RunStats> draw(const Kernel &K, Dispatch &D,
                                        Draw &R);
};

/// The first element at which two runs' copies of a buffer differ.
struct BufferDifference {
  uint64_t Element = 0;       ///< index in elements of the buffer's type
  std::string First, Second;  ///< the two values, printed
};
/// The element type compareBuffers compares a pixel format's pixels as:
/// "float" or "half" for float formats with 32- or 16-bit components,
/// empty for the others (compared exactly).
std::string pixelElementType(const formats::PixelFormat &F);

/// Compares two copies of a buffer whose elements are TypeName ("float",
/// "half4", "bfloat", "uint", ...; anything else compares bytes): integers exactly,
/// floats within MaxULP units in the last place or MaxAbs of each other
/// (NaNs equal each other). MaxAbs covers results that cancel: a sum of
/// large terms whose value is near zero differs by many ULPs when it is
/// summed in another order.
std::optional<BufferDifference> compareBuffers(llvm::StringRef TypeName,
                                               llvm::ArrayRef<uint8_t> First,
                                               llvm::ArrayRef<uint8_t> Second,
                                               unsigned MaxULP, double MaxAbs = 0);

/// The executor for -arch=Name ("host"), or an error listing the known ones.
llvm::Expected<std::unique_ptr<Executor>> createExecutor(llvm::StringRef Name);

/// The bytes of values written on the command line: \p Type one of char,
/// uchar, short, ushort, int, uint, long, ulong, half, float (bool as
/// uchar), \p Values comma-separated numbers, each stored little-endian in
/// its type's size ("float", "2.5,1e3"). What a by-value argument of an
/// OpenCL kernel or a small constant buffer takes (docs/opencl.md).
llvm::Expected<std::vector<uint8_t>> encodeValues(llvm::StringRef Type,
                                                  llvm::StringRef Values);
std::vector<std::string> getExecutorNames();

/// The host executor: the reference meaning of AIR.
std::unique_ptr<Executor> createHostExecutor();

/// The G13 simulator running what the Apple translator makes of a kernel.
std::unique_ptr<Executor> createAppleGPUExecutor(const GPUArch &Arch);

/// The Gen9/Gen11 simulator running what the Intel translator makes of a
/// kernel.
std::unique_ptr<Executor> createIntelGPUExecutor(const GPUArch &Arch);

} // namespace run
} // namespace metalnt

#endif
