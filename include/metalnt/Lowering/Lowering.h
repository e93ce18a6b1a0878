//===- Lowering.h - Lowering AIR to a GPU target's LLVM IR ------*- C++ -*-===//
//
// The vendor-independent half of translation. An AIR module (already
// specialized) is rebuilt for the target: address spaces remapped, the
// kernel's signature read from its AIR metadata and handed to the target to
// build its entry point, and every call to an AIR intrinsic either mapped
// (by the generic table here or by the target) or reported as
// "unsupported AIR intrinsic 'air.x' in function 'f'". Nothing is dropped
// silently.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_LOWERING_LOWERING_H
#define METALNT_LOWERING_LOWERING_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Argument;
class CallInst;
class Function;
class GlobalVariable;
class Module;
class Value;
class IRBuilderBase;
class LLVMContext;
class TargetMachine;
class raw_ostream;
class Type;
} // namespace llvm

namespace metalnt {
namespace lower {

struct RenderPipeline;

/// The kind of function a signature describes.
enum class StageKind { Kernel, Vertex, Fragment };
/// "kernel", "vertex", "fragment".
llvm::StringRef getStageName(StageKind S);

/// How a fragment input varies across a primitive (MSL's interpolation
/// qualifiers, AIR's air.perspective / air.no_perspective / air.flat) and
/// where it is evaluated (air.center / air.centroid / air.sample).
enum class Interpolation { Perspective, NoPerspective, Flat };
enum class Sampling { Center, Centroid, Sample };

/// One argument of a compute, vertex or fragment function, as its AIR
/// metadata describes it (docs/air-conventions.md).
struct KernelArg {
  enum Kind {
    Buffer,
    Threadgroup,
    Builtin,  ///< thread positions, vertex_id, front_facing, ...
    StageIn,  ///< a vertex attribute or a fragment input (varying)
    Texture,
    Sampler,
    Unsupported
  };
  Kind K = Unsupported;
  unsigned ArgNo = 0;
  std::string What;           ///< "air.buffer", "air.thread_position_in_grid", ...
  unsigned LocationIndex = 0; ///< [[buffer(n)]], [[texture(n)]], [[attribute(n)]], ...
  unsigned AddressSpace = 0;  ///< AIR address space of a buffer
  std::string Name;           ///< air.arg_name
  std::string TypeName;       ///< air.arg_type_name ("float", "uint4", ...)
  bool Unused = false;        ///< air.arg_unused
  /// Textures: "sample", "read", "write" or "read_write".
  std::string Access;
  /// Fragment inputs: the name the vertex output it reads carries
  /// ("generated(5colorDv4_f)", "user(locn0)"), and how it is interpolated.
  std::string VaryingName;
  Interpolation Interp = Interpolation::Perspective;
  Sampling Samp = Sampling::Center;
};

/// One value a vertex or fragment function returns: a member of its
/// returned struct (Member), or the whole returned value when it is not a
/// struct.
struct StageOutput {
  enum Kind {
    Position,
    Varying,
    PointSize,
    ClipDistance,
    RenderTargetArrayIndex,
    ViewportArrayIndex,
    Color,
    Depth,
    Stencil,
    SampleMask,
    Unsupported
  };
  Kind K = Unsupported;
  std::string What;     ///< "air.position", "air.vertex_output", ...
  unsigned Member = 0;
  std::string VaryingName; ///< vertex outputs: the name fragment inputs match
  unsigned Index = 0;   ///< [[color(n)]]
  unsigned DualSourceIndex = 0; ///< [[color(n), index(i)]]
  std::string DepthQualifier;   ///< "any", "greater", "less"
  std::string Name, TypeName;
  llvm::Type *Ty = nullptr; ///< the value's IR type
};

struct KernelSignature {
  llvm::Function *F = nullptr;
  StageKind Stage = StageKind::Kernel;
  std::vector<KernelArg> Args;
  /// Vertex and fragment functions: what they return, in member order.
  std::vector<StageOutput> Outputs;
  /// Vertex and fragment functions: the pipeline they are compiled for
  /// (null: the defaults of Render.h), given to lowerModule.
  const struct RenderPipeline *Pipeline = nullptr;
};

/// Reads the !air.kernel, !air.vertex or !air.fragment entry of F. Mesh,
/// object and other functions are "not supported yet" errors naming the
/// kind.
llvm::Expected<KernelSignature> readKernelSignature(llvm::Function &F);

/// What a GPU target provides.
class TargetLowering {
public:
  virtual ~TargetLowering();
  virtual std::string getTriple() const = 0;
  virtual std::string getDataLayout() const = 0;
  /// The target address space of an AIR one (0 thread, 1 device,
  /// 2 constant, 3 threadgroup), or none when unsupported.
  virtual std::optional<unsigned> mapAddressSpace(unsigned AIR) const = 0;
  /// The address space allocas live in.
  virtual unsigned getAllocaAddressSpace() const = 0;
  /// Lowers a call to an AIR intrinsic the generic table does not cover.
  /// Returns the value replacing the call (null for void calls), or
  /// std::nullopt when the target does not support the intrinsic.
  virtual std::optional<llvm::Value *>
  lowerIntrinsic(llvm::IRBuilderBase &B, llvm::CallInst &Call,
                 llvm::StringRef Name) = 0;
  /// A target's own lowering of an AIR call that takes precedence over
  /// the shared builtin library, where the target has something better or
  /// must differ (the host holds SIMD-group matrices distributed over the
  /// SIMD group, as Apple GPUs do). std::nullopt: use the shared one.
  virtual std::optional<llvm::Value *>
  overrideIntrinsic(llvm::IRBuilderBase &B, llvm::CallInst &Call,
                    llvm::StringRef Name) {
    return std::nullopt;
  }
  /// A constexpr sampler as the target represents it, from AIR's two state
  /// words, at a use's pointer type: lowerModule puts it in place of every
  /// use, however the sampler travels (lower::rewriteConstantSamplers),
  /// before any call is lowered. Null keeps the use (targets without
  /// textures).
  virtual llvm::Constant *lowerConstantSampler(llvm::Module &M,
                                               std::array<uint64_t, 2> Words,
                                               llvm::Type *PtrTy) {
    return nullptr;
  }
  /// Whether SIMD-group matrices are distributed over the SIMD group, each
  /// thread holding its two elements first in its <64 x T> value (Apple's
  /// layout, which thread_elements() exposes). Otherwise the shared library
  /// holds them whole in every thread, and code that reads or writes the
  /// elements of a matrix directly is refused.
  virtual bool distributesSimdgroupMatrices() const { return false; }
  /// Whether the target translates functions of this kind.
  virtual bool supportsStage(StageKind S) const {
    return S == StageKind::Kernel;
  }
  /// Builds the target's entry point calling the (internalized) kernel,
  /// vertex or fragment function.
  virtual llvm::Error buildEntryPoint(llvm::Module &M,
                                      const KernelSignature &Sig) = 0;
};

/// Where a target without an address space for them places a module's
/// threadgroup (address space 3) variables: each at a byte offset, in
/// definition order, aligned to its alignment (at least 4); Size is the
/// total (docs/applegpu-abi.md).
struct ThreadgroupLayout {
  std::vector<std::pair<std::string, uint64_t>> Offsets; ///< name, offset
  uint64_t Size = 0;
};
ThreadgroupLayout layoutThreadgroupVariables(const llvm::Module &M);

/// The new pass manager's analysis managers and pass builder, with the
/// target machine's analyses registered and the managers cross-wired.
struct PassManagers {
  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;
  llvm::PassBuilder PB;
  explicit PassManagers(llvm::TargetMachine &TM);
};

/// What every translator does around its back end: the standard O2
/// pipeline with the target machine's own passes, and the first error a
/// back end diagnoses as the translation's error.
void optimizeModule(llvm::Module &M, llvm::TargetMachine &TM);

/// Clears the nnan and ninf fast-math flags (and the matching function
/// attributes), keeping the others. Metal's fast math lets a compiler
/// assume no NaN or infinity, but LLVM also turns an infinity that its own
/// reassociation creates into poison: MFA's attention starts its running
/// maximum at -FLT_MAX, and (m - x) * log2(e) reassociated to
/// -FLT_MAX * log2(e) - x * log2(e) overflows at compile time, after which
/// InstCombine deletes the softmax's results. The code Apple's compiler
/// makes computes them, so every translation keeps infinities and NaNs as
/// values (before optimizeModule).
void keepInfinitiesAndNaNs(llvm::Module &M);

/// M as text that reads back as the same module, the order of each
/// value's uses included (which instruction scheduling and register
/// allocation follow): llc compiles it as the translator does.
std::string printModule(const llvm::Module &M);

/// Runs TM's code generator on M: its assembly text or its object file.
/// Fails only when TM cannot emit that kind of file; errors the back end
/// diagnoses go to M's context (FirstDiagnostic).
llvm::Expected<std::string> emitCode(llvm::Module &M, llvm::TargetMachine &TM,
                                     bool Assembly);

/// Why a back end could not compile a function.
enum class CodeGenFailure {
  /// The input uses what the target lacks (a refusal, named).
  Unsupported,
  /// The code does not fit the SIMD width it was compiled at (it spills,
  /// or an instruction has no form at that width): a narrower width may
  /// take it (Intel).
  TooWide,
  /// The code would not fit half the width either (its spills outnumber
  /// twice the registers it was given, or its private objects alone
  /// exceed what half the width's scratch messages reach): the width
  /// after next (Intel).
  TooWideForHalf,
};

/// An error a back end diagnoses while it compiles, printed as its
/// message alone (the translator's error message is that text).
class DiagnosticInfoCodeGen : public llvm::DiagnosticInfo {
public:
  DiagnosticInfoCodeGen(CodeGenFailure Cause, const llvm::Twine &Message);
  CodeGenFailure getCause() const { return Cause; }
  const std::string &getMessage() const { return Message; }
  void print(llvm::DiagnosticPrinter &DP) const override;
  static bool classof(const llvm::DiagnosticInfo *DI);

private:
  CodeGenFailure Cause;
  std::string Message;
};

/// A translation that failed in the back end, and why.
class CodeGenError : public llvm::ErrorInfo<CodeGenError> {
public:
  static char ID;
  CodeGenError(CodeGenFailure Cause, std::string Message)
      : Cause(Cause), Message(std::move(Message)) {}
  CodeGenFailure getCause() const { return Cause; }
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;

private:
  CodeGenFailure Cause;
  std::string Message;
};

/// Collects the first error diagnosed in a context while it lives; the
/// context's previous handler is restored when it goes.
class FirstDiagnostic {
public:
  explicit FirstDiagnostic(llvm::LLVMContext &Ctx);
  ~FirstDiagnostic();
  FirstDiagnostic(const FirstDiagnostic &) = delete;
  FirstDiagnostic &operator=(const FirstDiagnostic &) = delete;
  const std::string &message() const { return Message; }
  bool empty() const { return Message.empty(); }
  /// The diagnosis as a CodeGenError (a DiagnosticInfoCodeGen keeps its
  /// cause, any other error is Unsupported), or success when none came.
  llvm::Error takeError() const;

private:
  llvm::LLVMContext &Ctx;
  llvm::DiagnosticHandler::DiagnosticHandlerTy PreviousCallBack;
  void *PreviousContext;
  std::string Message;
  CodeGenFailure Cause = CodeGenFailure::Unsupported;
};

/// A builtin kernel argument of type T (an integer, or a vector of up to
/// three) from its three 32-bit components, as an entry point passes it to
/// the kernel body: an error naming the argument when T is not integer.
llvm::Expected<llvm::Value *> shapeBuiltinArgument(llvm::IRBuilderBase &B,
                                                   llvm::ArrayRef<llvm::Value *> C,
                                                   llvm::Type *T,
                                                   const KernelArg &A,
                                                   llvm::StringRef Kernel);

/// A compute builtin's three 32-bit components.
using BuiltinComponents = std::array<llvm::Value *, 3>;

/// The compute builtins that follow from others (MSL specification
/// 5.2.3.6): quadgroup_index_in_threadgroup and thread_index_in_quadgroup
/// (thread_index_in_threadgroup / 4 and % 4), quadgroups_per_threadgroup
/// and simdgroups_per_threadgroup (this group's threads / 4 or / the SIMD
/// width, rounded up) and their dispatch_ forms (the same of
/// dispatch_threads_per_threadgroup). \p Primitive gives the builtins a
/// target reads itself (thread_index_in_threadgroup,
/// threads_per_threadgroup, dispatch_threads_per_threadgroup,
/// threads_per_simdgroup), or nullopt for one it does not have. Written
/// once, so that every target has every builtin; nullopt when \p What is
/// not one of these.
std::optional<BuiltinComponents>
deriveComputeBuiltin(llvm::IRBuilderBase &B, llvm::StringRef What,
                     llvm::function_ref<std::optional<BuiltinComponents>(llvm::StringRef)> Primitive);

/// A builtin argument A of type T as an entry point passes it: what
/// \p Primitive gives (the builtins the target reads itself), else what
/// deriveComputeBuiltin makes from them, shaped by shapeBuiltinArgument;
/// an error naming the argument, the kernel and \p Generator ("the Apple
/// GPU code generator") when neither has it.
llvm::Expected<llvm::Value *>
bindComputeBuiltin(llvm::IRBuilderBase &B, const KernelArg &A, llvm::Type *T,
                   llvm::StringRef Kernel, llvm::StringRef Generator,
                   llvm::function_ref<std::optional<BuiltinComponents>(llvm::StringRef)> Primitive);

/// The value an entry point passes the kernel body for a buffer, a
/// threadgroup-memory or an unsupported argument of type T (an unsupported
/// one is poison: nothing reads it, lowerModule checked), or nullptr for
/// the others (builtins, which each target reads its own way). Buffer
/// index i is the entry's parameter BufferParam(i), named after the
/// argument, noalias, cast to T; [[threadgroup(i)]] the byte offset in
/// parameter ThreadgroupParam(i) (its low 32 bits), as a pointer.
llvm::Value *bindMemoryArgument(
    llvm::IRBuilderBase &B, const KernelArg &A, llvm::Type *T,
    llvm::function_ref<llvm::Argument *(unsigned)> BufferParam,
    llvm::function_ref<llvm::Argument *(unsigned)> ThreadgroupParam);

/// A scalar of up to 32 bits (integer or float) as the i32 holding its
/// bits, zero-extended, and back: how lane moves carry values.
llvm::Value *bitsToI32(llvm::IRBuilderBase &B, llvm::Value *V);
llvm::Value *i32ToBits(llvm::IRBuilderBase &B, llvm::Value *V, llvm::Type *T);

/// Op applied element by element: Op gets the elements of Operands at one
/// index (a vector operand split, a scalar one as it is) and the results
/// make a value of type Ty (a vector; for a scalar Ty, Op's one result).
/// The builder's position is where each element's code goes, so Op may
/// split blocks.
llvm::Value *
mapElements(llvm::IRBuilderBase &B, llvm::Type *Ty, llvm::ArrayRef<llvm::Value *> Operands,
            llvm::function_ref<llvm::Value *(llvm::ArrayRef<llvm::Value *>)> Op);

/// ctlz (Leading) or cttz of an i64 from its 32-bit halves, as
/// an i32; 64 for zero.
llvm::Value *countZeros64(llvm::IRBuilderBase &B, bool Leading, llvm::Value *X);

/// Lowers an AIR module for the target. With IsKernel, Function is a
/// compute kernel and the target builds its entry point; otherwise it is a
/// function of a dynamic library, kept callable under its own name (every
/// other definition becomes internal). The result has the target's triple
/// and data layout and no AIR intrinsic calls left.
llvm::Expected<std::unique_ptr<llvm::Module>>
lowerModule(llvm::Module &AIR, llvm::StringRef Function, TargetLowering &Target,
            bool IsKernel = true, const RenderPipeline *Pipeline = nullptr);

/// MSL's dfdx, dfdy and fwidth (air.dfdx/.dfdy/.fwidth on float or half
/// scalars and vectors): each component widened to float, \p Diff giving
/// the quad's horizontal (Vertical false) or vertical difference of it,
/// fwidth = |dfdx| + |dfdy|, the result rounded once to the type (metal-run
/// docs, "Render functions"). std::nullopt for any other call.
std::optional<llvm::Value *>
lowerDerivative(llvm::IRBuilderBase &B, llvm::CallInst &Call, llvm::StringRef Name,
                llvm::function_ref<llvm::Value *(llvm::Value *F32, bool Vertical)> Diff);

/// Maps the target-independent AIR intrinsics (math, conversions, integer
/// min/max, vector reductions, ...) to LLVM IR. Returns std::nullopt when
/// Name is not one of them.
std::optional<llvm::Value *> lowerGenericIntrinsic(llvm::IRBuilderBase &B,
                                                   llvm::CallInst &Call,
                                                   llvm::StringRef Name);

/// Where a SIMD-group matrix load or store (air.simdgroup_matrix_8x8_load
/// or _store) finds element (row r, column c): at base + (o0 + c) * s0 +
/// (o1 + r) * s1 elements.
struct MatrixAddressing {
  llvm::Value *Base;
  llvm::Value *S0, *S1, *O0, *O1; ///< i64
  llvm::Type *ElementType;
  llvm::Value *elementPtr(llvm::IRBuilderBase &B, llvm::Value *Row,
                          llvm::Value *Col) const;
};
/// The addressing of a matrix load or store call, from either AIR form.
std::optional<MatrixAddressing> getMatrixAddressing(llvm::IRBuilderBase &B,
                                                    llvm::CallInst &Call);

/// What distributing SIMD-group matrices over a SIMD group needs from a
/// target: the lane's index, a value of another lane, and a meeting point
/// of the SIMD group (where lanes do not run in lockstep by themselves).
struct SIMDGroupAccess {
  std::function<llvm::Value *(llvm::IRBuilderBase &)> Lane;
  /// V as lane Src (an i32, every lane of the group active) holds it.
  std::function<llvm::Value *(llvm::IRBuilderBase &, llvm::Value *V,
                              llvm::Value *Src)>
      ReadLane;
  std::function<void(llvm::IRBuilderBase &)> Barrier;
};
/// simd_ or quad_shuffle_and_fill_up/down (MSL 6.9.2, the host executor's
/// meaning), as IR over the target's lane reads: within segments of
/// Modulo lanes (Full, the group's or a quad's size, when the optional
/// modulo argument is missing, 0 or larger), shift by Delta, the lanes
/// shifted in taking the filling value of the lanes shifted out. Read(V,
/// Src) is V of lane Src, or the reader's own V when Src is outside the
/// group or not active. X and Fill are i32.
llvm::Value *
shuffleAndFill(llvm::IRBuilderBase &B, bool Up, llvm::Value *X, llvm::Value *Fill,
               llvm::Value *Delta, llvm::Value *ModuloArg, unsigned Full,
               llvm::Value *Lane,
               llvm::function_ref<llvm::Value *(llvm::Value *, llvm::Value *)> Read);

/// A quad reduction (Op: "sum", "product", "min", "max", "and", "or",
/// "xor") over the quad's active lanes, of type T (32 bits or less; X the
/// lane's value as i32): QuadLane(K) is the value of the quad's lane K,
/// InQuad the quad's active-lane mask (bit K for lane K). min and max start
/// from the first active value; narrow integers compare as their type.
/// The result is an i32 holding T's bits.
llvm::Value *quadReduce(llvm::IRBuilderBase &B, llvm::StringRef Op, llvm::Type *T,
                        bool Unsigned, llvm::Value *InQuad,
                        llvm::function_ref<llvm::Value *(unsigned)> QuadLane);

/// A SIMD-group matrix operation (air.simdgroup_matrix_8x8_*) with the
/// matrix distributed over a 32-lane SIMD group as Apple GPUs hold it: each
/// lane's two elements first in its <64 x T> value (GenericIntrinsics.cpp
/// gives the layout). std::nullopt for what the shared whole-matrix
/// definition computes as well (init_filled).
std::optional<llvm::Value *>
lowerDistributedMatrix(llvm::IRBuilderBase &B, llvm::CallInst &Call,
                       llvm::StringRef Name, const SIMDGroupAccess &Access);

/// An AIR SIMD-group reduction or scan, by the base of its name
/// (simd_sum, simd_prefix_exclusive_product, ...): the operation (sum,
/// product, min, max, and, or, xor) and whether it is a prefix scan and
/// which. std::nullopt for every other name.
struct SIMDReduction {
  llvm::StringRef Op;
  bool Prefix = false, Exclusive = false;
};
std::optional<SIMDReduction> parseSIMDReduction(llvm::StringRef Base);

/// A target's lowering of one SIMD-group or quad builtin call (std::nullopt
/// where it has none at the call's type).
using ScalarSIMDLowering = llvm::function_ref<std::optional<llvm::Value *>(
    llvm::IRBuilderBase &, llvm::CallInst &, llvm::StringRef)>;
/// The SIMD-group and quad builtins at the types the target's own rules
/// do not take (SIMDGroup.cpp): vectors element by element, 64-bit lane
/// moves (shuffles, broadcasts, shuffle_and_fill) as two 32-bit words,
/// bfloat lane moves as 16 bits and bfloat reductions in float; each part
/// a call of the same builtin lowered by \p Scalar. is_uniform at every
/// type from simd_broadcast_first and simd_all; 64-bit SIMD-group
/// reductions from each lane's words read with simd_broadcast, combined
/// where the lane is active (simd_ballot). std::nullopt where the
/// call is not one of those, or a part has no lowering.
std::optional<llvm::Value *> lowerSIMDGroupByParts(llvm::IRBuilderBase &B,
                                                   llvm::CallInst &Call,
                                                   llvm::StringRef Name,
                                                   const ScalarSIMDLowering &Scalar);

/// The Metal standard library's math, integer, geometric and relational
/// functions (air.[fast_]<base>[.s|.u].<type>), each defined once for every
/// target (AIRBuiltins.cpp). Returns std::nullopt when Name is not one.
std::optional<llvm::Value *> lowerAIRBuiltin(llvm::IRBuilderBase &B,
                                             llvm::CallInst &Call,
                                             llvm::StringRef Name);

/// What a target computes of LLVM's float math by itself, for
/// expandFloatMath.
struct FloatMathOptions {
  /// exp, exp2, log and log2 with afn (Metal's fast math) stay: the
  /// target has approximate instructions for them.
  bool KeepApproximateExpLog = true;
  /// Half rounding, square roots and copysign are computed in float.
  bool PromoteHalf = true;
  /// binary64 arithmetic exists; without it the builtin library's
  /// rsqrt in double becomes a correctly rounded one in float.
  bool HasDouble = false;
  /// Conversions between 64-bit integers and floats are written out from
  /// 32-bit conversions and integer operations.
  bool Expand64BitConversions = true;
  /// The target fuses half multiply-adds; without, half fma and fmuladd
  /// are computed in float, rounded to odd, then to half.
  bool HalfFMA = true;
};
/// Writes out, in F, LLVM's float math intrinsics (sin, cos, exp, exp2,
/// exp10, log, log2, log10, pow, powi, round, ldexp), frem and the
/// conversions between 64-bit integers and floats as IR over
/// fused multiply-adds, rounding, conversions and integer operations, for
/// a target with no math library (FloatMath.cpp: the methods and their
/// accuracy). Vectors element by element; may add blocks (sin and cos of
/// large arguments, fmod's loop).
void expandFloatMath(llvm::Function &F, const FloatMathOptions &Opts);

/// How prepareForSIMT shapes a module for a SIMT code generator.
struct SIMTOptions {
  /// The prefix of the if/loop markers (<Prefix>.if, <Prefix>.loop).
  std::string Prefix;
  /// Integer divisions of 32 bits or less stay (the target divides).
  bool Keep32BitDivision = false;
  /// Divisions and square roots without fast math are refined from the
  /// reciprocal (expandPreciseFloat).
  bool RefineDivisionAndSqrt = true;
  /// Regions whose branches are all uniform (the target machine's TTI
  /// says what diverges) stay unstructured, and every branch on a uniform
  /// condition is marked <Prefix>.jump: the SIMD group takes it as one.
  bool UniformJumps = false;
  /// For targets whose jumps test the execution mask (G13): every region
  /// is structured, and an if on a uniform condition is marked
  /// <Prefix>.uniform_if, so that the target always jumps over the
  /// region no lane enters (the TTI says what diverges).
  bool UniformIfs = false;
  /// The target has a half fused multiply-add (FloatMathOptions::HalfFMA).
  bool HalfFMA = true;
};
/// Writes out what a GPU without a math library lacks (expandFloatMath,
/// memcpy/memmove/memset loops, integer division, 64-bit ctlz/cttz),
/// then structures every function's control flow (one exit, reducible
/// loops with one exit each, StructurizeCFG) and marks each conditional
/// branch as an if (`br c, Then, Join`), a loop latch (`br c, Header,
/// Exit`) or, with UniformJumps, a uniform jump (`br c, Taken, Other`) with
/// a call to <Prefix>.if, <Prefix>.loop or <Prefix>.jump (with UniformIfs,
/// <Prefix>.uniform_if for an if on a uniform condition), blocks laid out so
/// that each then-block follows its if and each exit its latch
/// (docs/applegpu-codegen.md, docs/intelgpu-codegen.md). Last, each
/// extension to 64 bits is computed again in the other blocks that use it
/// (not into a loop it is outside of), where selection sees its high half.
void prepareForSIMT(llvm::Module &M, llvm::TargetMachine &TM,
                    const SIMTOptions &Opts);
/// Float divisions and square roots the IR wants exact (no arcp / afn),
/// refined with fused multiply-adds from the approximate reciprocal and
/// square root (Markstein's iterations; SIMT.cpp).
void expandPreciseFloat(llvm::Module &M);

/// The function attribute naming, on a G13 or Intel entry point, the
/// parameter that holds the constant data's address (a decimal index; a
/// pointer to device memory).
constexpr llvm::StringLiteral ConstantDataParamAttr = "metalnt-constant-data-param";

/// A global that placeConstantData places: a constant with an initializer,
/// not threadgroup memory, not one of LLVM's, and read somewhere.
bool isProgramScopeConstant(const llvm::GlobalVariable &G);
/// Whether M has such a global (an entry point then reserves the
/// constant data's parameter).
bool readsConstantData(const llvm::Module &M);

/// Program-scope constant data (namespace-scope constant arrays and
/// tables, and lookup tables LLVM made) for the G13 and Intel, whose
/// objects carry it in a section of its own (docs/gpu-macho.md,
/// "Program-scope constant data"): lays out every such global that is
/// still read, each at its alignment (at least 4), in one block, and
/// makes each function that reads one address the block from the
/// parameter its ConstantDataParamAttr names. Returns the block's bytes,
/// as the data layout stores them (empty when nothing reads any). A
/// function without the attribute, a constant that is not plain data (an
/// address) and a global outside the constant address space used other
/// than by address arithmetic and loads are refused by name.
llvm::Expected<std::string> placeConstantData(llvm::Module &M);

/// Replaces M's threadgroup variables (address space 3) by their byte
/// offsets in \p Layout (32-bit offsets into threadgroup memory).
llvm::Error placeThreadgroupVariables(llvm::Module &M,
                                      const ThreadgroupLayout &Layout);
/// Every function but \p Kernel, the kernel's own or a dynamic library's,
/// is made internal and always inlined (a recursive one stays a call,
/// which checkCodeGenSupport names where the back end has no calls), and
/// the module's globals internal (a dynamic library's air.dyld_flat_table
/// would otherwise keep what it lists). With \p CallAbove, for a back end
/// with calls, a function called from several places whose inlined copies
/// would add that many instructions or more stays a call.
void inlineIntoKernel(llvm::Module &M, llvm::StringRef Kernel, uint64_t CallAbove = 0);

/// Turns back into declarations the functions the plan linked in from
/// dynamic libraries (attribute "metalnt-dylib", docs/air-conventions.md)
/// other than \p Keep, so that a code generator with calls calls them
/// where the driver loads them rather than inlining a copy.
void keepImportsExternal(llvm::Module &M, llvm::StringRef Keep);

/// For a code generator whose calls through a register take the target of
/// the active lanes, which must agree (the G13's call_reg,
/// docs/applegpu-abi.md): each call through a function pointer becomes a
/// loop that calls the first active lane's target (\p First: the target's
/// broadcast of a 32-bit value from the first active lane) in the lanes
/// that hold it, until every lane has called. It runs after optimization,
/// which would otherwise put the lane's own target back in the call (it
/// equals the broadcast one there). Handles are 32 bits.
void makeIndirectCallsUniform(
    llvm::Module &M,
    llvm::function_ref<llvm::Value *(llvm::IRBuilderBase &, llvm::Value *)> First);

/// The loop of makeIndirectCallsUniform around one call, for any of its
/// operands that must be the same in every active lane (\p Operands: a
/// call's target, an Intel texture message's binding table index and
/// sampler state): the call is made once for each distinct combination
/// of the handles among the active lanes, in the lanes that hold it.
/// Handles are 32-bit integers or pointers whose low 32 bits are the
/// handle.
void makeCallUniform(
    llvm::CallInst &Call, llvm::ArrayRef<unsigned> Operands,
    llvm::function_ref<llvm::Value *(llvm::IRBuilderBase &, llvm::Value *)> First);

/// Whether F is compiled as a callable function (a call's target, with the
/// target's calling convention) rather than as an entry point: it has the
/// "metalnt-callable" attribute (what translators give a dynamic
/// library's or a visible function) or the module calls it.
bool isCallableFunction(const llvm::Function &F);

/// Why callable function \p Name (a dynamic library's or visible
/// function) cannot be translated for \p Target ("the Apple GPU", "Intel
/// GPUs") when it reads program-scope constants (\p ConstantData) or has
/// constexpr samplers of its own: both are what an entry point places
/// (docs/applegpu-abi.md and docs/intelgpu-abi.md, "Calls").
std::string callableDataProblem(llvm::StringRef Name, bool ConstantData,
                                llvm::StringRef Target);

/// What a SIMT code generator lacks (checkCodeGenSupport).
struct CodeGenSupport {
  std::string Name;   ///< "Apple GPU", for messages
  std::string Prefix; ///< its own operations' prefix ("applegpu.")
  bool PrivateMemory = true; ///< allocas and private loads and stores
  bool Calls = false; ///< direct calls of functions (the target's calling convention)
  /// With Calls, calls of a function that is already running (recursion);
  /// otherwise refused, with RecursionReason.
  bool Recursion = true;
  /// With Calls, calls through function pointers (visible function tables).
  /// Without Recursion, those in a callable function (isCallableFunction)
  /// are refused too: the table could hold the function.
  bool IndirectCalls = true;
  std::string RecursionReason;
};
/// Refuses, naming the instruction, what the GPU or the ABI lacks.
llvm::Error checkCodeGenSupport(const llvm::Function &F,
                                const CodeGenSupport &Support);

/// One entry of that library, for docs/air-builtins.md.
struct BuiltinInfo {
  std::string Base;      ///< "tanh"
  unsigned Arity = 0;
  bool Float = true;     ///< float (half, float) or integer operands
  std::string Definition;
  std::string Precision; ///< MSL's bound for the precise form
};
std::vector<BuiltinInfo> getBuiltinInventory();
/// docs/air-builtins.md: the library, its other families and where each
/// target has them.
void printBuiltinInventory(llvm::raw_ostream &OS);

} // namespace lower
} // namespace metalnt

#endif
