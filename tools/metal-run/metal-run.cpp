//===- metal-run.cpp - Run a Metal compute function -----------------------===//
//
//   metal-run INPUT -function=NAME -grid=X[,Y,Z] -threadgroup=X[,Y,Z]
//             [-arch=host] [-L dir] -buffer=I:@FILE | -buffer=I:zeros:N
//             -output=I:FILE -threadgroup-memory=I:N -constant=NAME=VALUE
//             [-compare=host,ARCH [-max-ulp=N]] [-workers=N]
//
// Everything is checked before anything runs; outputs are written only
// after a successful run (docs/metal-run.md).
//
//===----------------------------------------------------------------------===//

#include "metalnt/Driver/Driver.h"
#include "metalnt/Run/Executor.h"
#include "metalnt/Run/Image.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <map>
#include <mutex>
#include <thread>

using namespace llvm;
using namespace metalnt;

static cl::OptionCategory Category("metal-run options");
static cl::opt<std::string> Input(cl::Positional,
                                  cl::desc("<MetalLib, .air or .ll>"),
                                  cl::cat(Category));
static cl::opt<std::string> FunctionName("function", cl::Required,
                                         cl::desc("The compute, vertex or fragment function"),
                                         cl::value_desc("name"),
                                         cl::cat(Category));
static cl::opt<std::string> GridSize("grid",
                                     cl::desc("Threads in the grid"),
                                     cl::value_desc("X[,Y,Z]"),
                                     cl::cat(Category));
static cl::opt<std::string> GroupSize("threadgroup",
                                      cl::desc("Threads per threadgroup"),
                                      cl::value_desc("X[,Y,Z]"),
                                      cl::cat(Category));
static cl::opt<std::string> Arch("arch", cl::init("host"),
                                 cl::desc("Executor (host)"),
                                 cl::value_desc("name"), cl::cat(Category));
static cl::list<std::string>
    SearchPaths("L", cl::Prefix,
                cl::desc("Directory to search for linked dynamic libraries"),
                cl::value_desc("dir"), cl::cat(Category));
static cl::list<std::string>
    Dylibs("dylib",
           cl::desc("A dynamic library metal-nt translated (MH_GPU_DYLIB): the "
                    "G13 simulator links the function's imports from it"),
           cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string>
    ScriptPath("N",
               cl::desc("A pipelines or AIR function script giving the "
                        "function's library and constants"),
               cl::value_desc("script"), cl::cat(Category));
static cl::list<std::string>
    Buffers("buffer",
            cl::desc("buffer(I) from a file (I:@FILE), zeroed (I:zeros:N), or "
                     "values of a type (I:float=2.5,1 - an OpenCL kernel's "
                     "by-value argument)"),
            cl::value_desc("I:@FILE|I:zeros:N|I:TYPE=V,..."), cl::cat(Category));
static cl::list<std::string> Outputs("output",
                                     cl::desc("Write buffer(I) after the run"),
                                     cl::value_desc("I:FILE"),
                                     cl::cat(Category));
static cl::list<std::string>
    TGMemory("threadgroup-memory",
             cl::desc("Bytes of [[threadgroup(I)]] memory"),
             cl::value_desc("I:N"), cl::cat(Category));
static cl::list<std::string>
    Constants("constant", cl::desc("A function constant's value"),
              cl::value_desc("NAME=VALUE[,VALUE...]"), cl::cat(Category));
static cl::opt<std::string>
    Compare("compare",
            cl::desc("Run on two executors and compare every buffer"),
            cl::value_desc("host,ARCH"), cl::cat(Category));
static cl::opt<unsigned>
    MaxULP("max-ulp", cl::init(4),
           cl::desc("Float difference tolerated by -compare, in ULPs"),
           cl::cat(Category));
static cl::opt<double>
    MaxAbs("max-abs", cl::init(0),
           cl::desc("Float difference tolerated by -compare, absolute (for sums "
                    "that cancel, whose order of summation differs)"),
           cl::cat(Category));
static cl::list<std::string> CompareTypes(
    "compare-type",
    cl::desc("Compare buffer(I) as elements of TYPE (float, half, int, ...) "
             "instead of its declared type (a struct of floats, such as a complex number)"),
    cl::value_desc("I:TYPE"), cl::cat(Category));
static cl::opt<bool>
    ListArguments("list-arguments",
                  cl::desc("List what the function's arguments need and exit"),
                  cl::cat(Category));
static cl::opt<bool> Stats("run-stats",
                           cl::desc("Print compile and dispatch times"),
                           cl::cat(Category));
static cl::opt<unsigned> Workers("workers", cl::init(0),
                                 cl::desc("OS threads (0: one per core)"),
                                 cl::cat(Category));

// Textures and samplers.
static cl::list<std::string> Textures(
    "texture",
    cl::desc("[[texture(N)]]: its type (2d, 2d_array, 3d, cube, ...), pixel "
             "format, size (with ,arrays=L ,levels=M ,samples=S) and pixels "
             "(raw, a binary PPM/PGM image, or zeros)"),
    cl::value_desc("N:TYPE:FORMAT:WxHxD[,...]:@FILE|zeros"), cl::cat(Category));
static cl::list<std::string>
    OutputTextures("output-texture",
                   cl::desc("Write texture N's pixels after the run"),
                   cl::value_desc("N:FILE"), cl::cat(Category));
static cl::list<std::string> Samplers(
    "sampler",
    cl::desc("[[sampler(N)]]: MSL constexpr sampler settings "
             "(filter=linear,address=repeat,mip_filter=nearest,...)"),
    cl::value_desc("N:KEY=VALUE,..."), cl::cat(Category));

static cl::list<std::string> Handles(
    "handle",
    cl::desc("Argument buffers and visible function tables: write the handle of "
             "texture(N), sampler(N), buffer(N) or function(NAME) into buffer B at "
             "byte OFFSET (8 bytes, each executor's own value)"),
    cl::value_desc("B:OFFSET:texture(N)|sampler(N)|buffer(N)|function(NAME)"),
    cl::cat(Category));

// Vertex and fragment functions.
static cl::opt<unsigned> VertexCount("vertex-count", cl::init(0),
                                     cl::desc("Vertices to run a vertex function over"),
                                     cl::cat(Category));
static cl::opt<unsigned> InstanceCount("instance-count", cl::init(1),
                                       cl::desc("Instances of those vertices"),
                                       cl::cat(Category));
static cl::opt<unsigned> BaseVertex("base-vertex", cl::init(0),
                                    cl::desc("The first vertex_id"),
                                    cl::cat(Category));
static cl::opt<unsigned> BaseInstance("base-instance", cl::init(0),
                                      cl::desc("The first instance_id"),
                                      cl::cat(Category));
static cl::list<std::string> Attributes(
    "attribute",
    cl::desc("[[attribute(N)]] from a file of tightly packed values of FORMAT "
             "(one per vertex)"),
    cl::value_desc("N:FORMAT:@FILE"), cl::cat(Category));
static cl::list<std::string> VertexAttributes(
    "vertex-attribute",
    cl::desc("A vertex descriptor attribute: [[attribute(N)]] in FORMAT at "
             "OFFSET in buffer B"),
    cl::value_desc("N:FORMAT:B:OFFSET"), cl::cat(Category));
static cl::list<std::string> VertexLayouts(
    "vertex-layout",
    cl::desc("A vertex descriptor buffer layout: its stride, step function "
             "(PerVertex, PerInstance, Constant) and rate"),
    cl::value_desc("B:STRIDE[:STEP[:RATE]]"), cl::cat(Category));
static cl::opt<std::string>
    Fragments("fragments",
              cl::desc("A fragment function's input records, one per fragment"),
              cl::value_desc("@FILE"), cl::cat(Category));
static cl::list<std::string> Colors(
    "attachment",
    cl::desc("Color attachment N: its pixel format and destination pixels"),
    cl::value_desc("N:FORMAT:@FILE|N:FORMAT:zeros"), cl::cat(Category));
static cl::list<std::string> Blends(
    "blend",
    cl::desc("Blending for color attachment N: source and destination factor "
             "and operation for RGB, then for alpha (default: as RGB)"),
    cl::value_desc("N:SRC,DST,OP[,SRC,DST,OP]"), cl::cat(Category));
static cl::opt<std::string>
    BlendColor("blend-color",
               cl::desc("The constant colour of the BlendColor and BlendAlpha "
                        "factors (setBlendColor)"),
               cl::value_desc("R,G,B,A"), cl::cat(Category));
static cl::list<std::string>
    WriteMasks("write-mask",
               cl::desc("Channels written to color attachment N (letters of "
                        "RGBA, or None)"),
               cl::value_desc("N:RGBA"), cl::cat(Category));
static cl::opt<std::string>
    OutputRecords("output-records",
                  cl::desc("Write each vertex's or fragment's output record"),
                  cl::value_desc("FILE"), cl::cat(Category));
static cl::list<std::string>
    OutputColors("output-attachment",
                 cl::desc("Write color attachment N after the run"),
                 cl::value_desc("N:FILE"), cl::cat(Category));

static cl::opt<unsigned>
    Timeout("timeout", cl::init(600),
            cl::desc("Stop with an error when a dispatch runs longer than this "
                     "many seconds, as a GPU stops hung work (0: no limit)"),
            cl::cat(Category));

/// Ends the process with an error if the dispatch outlives -timeout: code
/// stuck in an endless loop never returns to the executor, so the process
/// ends (no output file has been written yet).
class Watchdog {
public:
  Watchdog(unsigned Seconds, std::string Function) {
    if (!Seconds)
      return;
    Thread = std::thread([this, Seconds, Function] {
      std::unique_lock<std::mutex> Lock(M);
      if (CV.wait_for(Lock, std::chrono::seconds(Seconds), [this] { return Done; }))
        return;
      errs() << "metal-run: error: function '" << Function
             << "': the dispatch did not finish within " << Seconds
             << " s (an endless loop?); GPUs stop such work with a timeout "
                "error (-timeout=SECONDS)\n";
      errs().flush();
      std::_Exit(1);
    });
  }
  ~Watchdog() { finish(); }
  /// The dispatch is over: the watchdog stands down before outputs are
  /// written, so it can never end the process halfway through one.
  void finish() {
    if (!Thread.joinable())
      return;
    {
      std::lock_guard<std::mutex> Lock(M);
      Done = true;
    }
    CV.notify_one();
    Thread.join();
  }

private:
  std::thread Thread;
  std::mutex M;
  std::condition_variable CV;
  bool Done = false;
};

static Error usage(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static Expected<run::Dim3> parseDim3(StringRef Option, StringRef Text) {
  run::Dim3 D{1, 1, 1};
  SmallVector<StringRef, 3> Parts;
  Text.split(Parts, ',');
  if (Parts.size() > 3)
    return usage("-" + Option + "=" + Text + ": at most three sizes");
  for (size_t I = 0; I != Parts.size(); ++I)
    if (Parts[I].trim().getAsInteger(10, D[I]) || D[I] == 0)
      return usage("-" + Option + "=" + Text + ": '" + Parts[I] +
                   "' is not a positive integer");
  return D;
}

static Expected<unsigned> parseIndex(StringRef Option, StringRef Whole,
                                     StringRef Text) {
  unsigned I;
  if (Text.getAsInteger(10, I) || I > 30)
    return usage("-" + Option + "=" + Whole + ": '" + Text +
                 "' is not an index from 0 to 30");
  return I;
}

static Expected<std::vector<uint8_t>> readBytes(StringRef Option,
                                                StringRef Whole,
                                                StringRef File) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> F = MemoryBuffer::getFile(File);
  if (!F)
    return usage("-" + Option + "=" + Whole + ": " + File + ": " +
                 F.getError().message());
  return std::vector<uint8_t>((*F)->getBufferStart(), (*F)->getBufferEnd());
}

static Error parseDispatch(run::Dispatch &D, bool Compute) {
  if (Compute) {
    if (GridSize.empty() || GroupSize.empty())
      return usage("-grid and -threadgroup are required");
    Expected<run::Dim3> G = parseDim3("grid", GridSize);
    if (!G)
      return G.takeError();
    Expected<run::Dim3> T = parseDim3("threadgroup", GroupSize);
    if (!T)
      return T.takeError();
    D.Grid = *G;
    D.Threadgroup = *T;
  } else if (!GridSize.empty() || !GroupSize.empty()) {
    return usage("-grid and -threadgroup are for compute functions; a "
                 "vertex function takes -vertex-count, a fragment function "
                 "-fragments");
  }
  D.Workers = Workers;
  for (StringRef B : Buffers) {
    auto [Index, Spec] = B.split(':');
    Expected<unsigned> I = parseIndex("buffer", B, Index);
    if (!I)
      return I.takeError();
    if (D.Buffers.count(*I))
      return usage("-buffer=" + B + ": buffer(" + Twine(*I) + ") is bound twice");
    std::vector<uint8_t> Bytes;
    if (Spec.consume_front("@")) {
      ErrorOr<std::unique_ptr<MemoryBuffer>> F = MemoryBuffer::getFile(Spec);
      if (!F)
        return usage("-buffer=" + B + ": " + Spec + ": " + F.getError().message());
      Bytes.assign((*F)->getBufferStart(), (*F)->getBufferEnd());
    } else if (Spec.consume_front("zeros:")) {
      uint64_t N;
      if (Spec.getAsInteger(10, N) || N > (uint64_t(1) << 34))
        return usage("-buffer=" + B + ": '" + Spec + "' is not a byte count");
      Bytes.assign(N, 0);
    } else if (Spec.contains('=')) {
      auto [Type, Values] = Spec.split('=');
      Expected<std::vector<uint8_t>> V = run::encodeValues(Type, Values);
      if (!V)
        return usage("-buffer=" + B + ": " + toString(V.takeError()));
      Bytes = std::move(*V);
    } else {
      return usage("-buffer=" + B + ": expected I:@FILE, I:zeros:N or I:TYPE=V,...");
    }
    D.Buffers[*I] = std::move(Bytes);
  }
  for (StringRef M : TGMemory) {
    auto [Index, Size] = M.split(':');
    Expected<unsigned> I = parseIndex("threadgroup-memory", M, Index);
    if (!I)
      return I.takeError();
    uint64_t N;
    if (Size.getAsInteger(10, N) || N > (uint64_t(1) << 20))
      return usage("-threadgroup-memory=" + M + ": '" + Size +
                   "' is not a byte count");
    D.ThreadgroupMemory[*I] = N;
  }
  for (StringRef O : Outputs) {
    auto [Index, File] = O.split(':');
    Expected<unsigned> I = parseIndex("output", O, Index);
    if (!I)
      return I.takeError();
    if (File.empty())
      return usage("-output=" + O + ": no file name");
    if (!D.Buffers.count(*I))
      return usage("-output=" + O + ": buffer(" + Twine(*I) +
                   ") is not bound (-buffer=" + Twine(*I) + ":...)");
  }
  return Error::success();
}

/// The buffer index an -attribute=N's data is bound at: beyond Metal's 31,
/// so that it is never a [[buffer(i)]] of the function.
constexpr unsigned AttributeBufferBase = 32;

static Expected<const formats::AttributeFormat *>
parseAttributeFormat(StringRef Option, StringRef Whole, StringRef Name) {
  const formats::AttributeFormat *F = formats::lookupAttributeFormat(Name);
  if (!F)
    return usage("-" + Option + "=" + Whole + ": '" + Name +
                 "' is not a vertex attribute format (Float4, "
                 "UChar4Normalized, Half2, ...)");
  return F;
}

/// The render pipeline and the draw the command line describes.
static Error parseDraw(const run::Kernel &K, const run::StageRecords &Records,
                       run::Dispatch &D, run::Draw &R) {
  bool IsVertex = Records.Stage == lower::StageKind::Vertex;
  StringRef Kind = IsVertex ? "vertex" : "fragment";
  auto NotFor = [&](StringRef Option) {
    return usage("-" + Option + " is not for a " + Kind + " function");
  };
  if (IsVertex) {
    if (!VertexCount)
      return usage("a vertex function needs -vertex-count=N");
    if (!Fragments.empty())
      return NotFor("fragments");
    if (!Colors.empty() || !Blends.empty() || !WriteMasks.empty() ||
        !OutputColors.empty())
      return NotFor("attachment");
    R.VertexCount = VertexCount;
    R.InstanceCount = InstanceCount;
    R.BaseVertex = BaseVertex;
    R.BaseInstance = BaseInstance;
  } else {
    if (VertexCount || !Attributes.empty() || !VertexAttributes.empty() ||
        !VertexLayouts.empty())
      return NotFor("vertex-count, -attribute and -vertex-*");
    StringRef File = Fragments;
    if (!File.consume_front("@"))
      return usage("a fragment function needs -fragments=@FILE (its input "
                   "records: -list-arguments shows their layout)");
    Expected<std::vector<uint8_t>> Bytes = readBytes("fragments", Fragments, File);
    if (!Bytes)
      return Bytes.takeError();
    R.FragmentInputs = std::move(*Bytes);
    if (Records.InputSize == 0)
      return usage("-fragments: the function takes no per-fragment inputs");
    if (R.FragmentInputs.size() % Records.InputSize)
      return usage("-fragments=" + Fragments + ": " +
                   Twine(R.FragmentInputs.size()) +
                   " bytes are not a whole number of " +
                   Twine(Records.InputSize) + "-byte records");
  }

  // The vertex descriptor: given attribute data, or a descriptor over
  // the bound buffers.
  if (!Attributes.empty() || !VertexAttributes.empty()) {
    lower::VertexDescriptor V;
    for (StringRef A : Attributes) {
      SmallVector<StringRef, 3> Parts;
      A.split(Parts, ':', 2);
      unsigned N;
      if (Parts.size() != 3 || Parts[0].getAsInteger(10, N) || N > 30 ||
          !Parts[2].starts_with("@"))
        return usage("-attribute=" + A + ": expected N:FORMAT:@FILE");
      Expected<const formats::AttributeFormat *> F =
          parseAttributeFormat("attribute", A, Parts[1]);
      if (!F)
        return F.takeError();
      Expected<std::vector<uint8_t>> Bytes =
          readBytes("attribute", A, Parts[2].drop_front());
      if (!Bytes)
        return Bytes.takeError();
      unsigned Buffer = AttributeBufferBase + N;
      V.Attributes[N] = {Buffer, 0, *F};
      V.Layouts[Buffer] = {(*F)->Size, lower::StepFunction::PerVertex, 1};
      D.Buffers[Buffer] = std::move(*Bytes);
    }
    for (StringRef A : VertexAttributes) {
      SmallVector<StringRef, 4> Parts;
      A.split(Parts, ':');
      unsigned N, Buffer, Offset;
      if (Parts.size() != 4 || Parts[0].getAsInteger(10, N) || N > 30 ||
          Parts[2].getAsInteger(10, Buffer) || Buffer > 30 ||
          Parts[3].getAsInteger(10, Offset))
        return usage("-vertex-attribute=" + A + ": expected N:FORMAT:B:OFFSET");
      Expected<const formats::AttributeFormat *> F =
          parseAttributeFormat("vertex-attribute", A, Parts[1]);
      if (!F)
        return F.takeError();
      if (V.Attributes.count(N))
        return usage("-vertex-attribute=" + A + ": attribute " + Twine(N) +
                     " is described twice");
      V.Attributes[N] = {Buffer, Offset, *F};
    }
    for (StringRef L : VertexLayouts) {
      SmallVector<StringRef, 4> Parts;
      L.split(Parts, ':');
      unsigned Buffer, Stride, Rate = 1;
      if (Parts.size() < 2 || Parts.size() > 4 ||
          Parts[0].getAsInteger(10, Buffer) || Buffer > 30 ||
          Parts[1].getAsInteger(10, Stride) ||
          (Parts.size() == 4 && Parts[3].getAsInteger(10, Rate)))
        return usage("-vertex-layout=" + L + ": expected B:STRIDE[:STEP[:RATE]]");
      lower::StepFunction Step = lower::StepFunction::PerVertex;
      if (Parts.size() >= 3) {
        if (Parts[2] == "PerInstance")
          Step = lower::StepFunction::PerInstance;
        else if (Parts[2] == "Constant")
          Step = lower::StepFunction::Constant;
        else if (Parts[2] != "PerVertex")
          return usage("-vertex-layout=" + L + ": '" + Parts[2] +
                       "' is not PerVertex, PerInstance or Constant");
      }
      V.Layouts[Buffer] = {Stride, Step, Rate};
    }
    R.Pipeline.Vertex = std::move(V);
  } else if (!VertexLayouts.empty()) {
    return usage("-vertex-layout without -vertex-attribute");
  }

  // Color attachments.
  auto AttachmentIndex = [](StringRef Option, StringRef Whole,
                            StringRef Text) -> Expected<unsigned> {
    unsigned I;
    if (Text.getAsInteger(10, I) || I > 7)
      return usage("-" + Option + "=" + Whole + ": '" + Text +
                   "' is not a color attachment from 0 to 7");
    return I;
  };
  for (StringRef C : Colors) {
    SmallVector<StringRef, 3> Parts;
    C.split(Parts, ':', 2);
    if (Parts.size() != 3)
      return usage("-attachment=" + C + ": expected N:FORMAT:@FILE or N:FORMAT:zeros");
    Expected<unsigned> I = AttachmentIndex("attachment", C, Parts[0]);
    if (!I)
      return I.takeError();
    if (R.Pipeline.Colors.size() <= *I)
      R.Pipeline.Colors.resize(*I + 1);
    // An empty FORMAT: the script's pipeline gives it.
    const formats::PixelFormat *F = Parts[1].empty()
                                        ? R.Pipeline.Colors[*I].Format
                                        : formats::lookupPixelFormat(Parts[1]);
    if (!F && Parts[1].empty())
      return usage("-attachment=" + C + ": no pixel format here or in a "
                   "script's pipeline (-N)");
    if (!F || F->IsDepth || F->IsStencil)
      return usage("-attachment=" + C + ": '" + Parts[1] +
                   "' is not a color pixel format metal-run models "
                   "(RGBA8Unorm, BGRA8Unorm_sRGB, RGBA16Float, ...)");
    R.Pipeline.Colors[*I].Format = F;
    uint64_t Count = Records.InputSize ? R.FragmentInputs.size() / Records.InputSize : 0;
    if (Parts[2] == "zeros") {
      R.Colors[*I].assign(Count * F->Size, 0);
    } else if (Parts[2].starts_with("@")) {
      Expected<std::vector<uint8_t>> Bytes =
          readBytes("attachment", C, Parts[2].drop_front());
      if (!Bytes)
        return Bytes.takeError();
      R.Colors[*I] = std::move(*Bytes);
    } else {
      return usage("-attachment=" + C + ": expected N:FORMAT:@FILE or N:FORMAT:zeros");
    }
  }
  // A fragment function without a pipeline: the attachments it would be
  // translated with alone.
  if (!IsVertex && Colors.empty() && R.Pipeline.Colors.empty() && !R.Pipeline.Vertex)
    if (Error E = run::useDefaultAttachments(K, Records, R))
      return E;
  auto Attachment = [&](StringRef Option, StringRef Whole,
                        StringRef Text) -> Expected<lower::ColorAttachment *> {
    Expected<unsigned> I = AttachmentIndex(Option, Whole, Text);
    if (!I)
      return I.takeError();
    if (*I >= R.Pipeline.Colors.size() || !R.Pipeline.Colors[*I].Format)
      return usage("-" + Option + "=" + Whole + ": color attachment " +
                   Twine(*I) + " has no -attachment=" + Twine(*I) + ":FORMAT:...");
    return &R.Pipeline.Colors[*I];
  };
  for (StringRef Bl : Blends) {
    auto [Index, Spec] = Bl.split(':');
    Expected<lower::ColorAttachment *> A = Attachment("blend", Bl, Index);
    if (!A)
      return A.takeError();
    SmallVector<StringRef, 6> Parts;
    Spec.split(Parts, ',');
    if (Parts.size() != 3 && Parts.size() != 6)
      return usage("-blend=" + Bl + ": expected SRC,DST,OP or SRC,DST,OP,SRC,DST,OP");
    std::optional<lower::BlendFactor> F[4];
    std::optional<lower::BlendOperation> Op[2];
    for (unsigned I = 0; I != Parts.size(); ++I) {
      bool IsOp = I % 3 == 2;
      bool Ok = IsOp ? bool(Op[I / 3] = lower::parseBlendOperation(Parts[I]))
                     : bool(F[I / 3 * 2 + I % 3] = lower::parseBlendFactor(Parts[I]));
      if (!Ok)
        return usage("-blend=" + Bl + ": '" + Parts[I] + "' is not a blend " +
                     (IsOp ? "operation (Add, Subtract, ReverseSubtract, Min, Max)"
                           : "factor (One, SourceAlpha, OneMinusSourceAlpha, ...)"));
    }
    if (Parts.size() == 3) {
      F[2] = F[0];
      F[3] = F[1];
      Op[1] = Op[0];
    }
    (*A)->Blending = true;
    (*A)->SourceRGB = *F[0];
    (*A)->DestinationRGB = *F[1];
    (*A)->RGBOperation = *Op[0];
    (*A)->SourceAlpha = *F[2];
    (*A)->DestinationAlpha = *F[3];
    (*A)->AlphaOperation = *Op[1];
  }
  if (!BlendColor.empty()) {
    SmallVector<StringRef, 4> Parts;
    StringRef(BlendColor).split(Parts, ',');
    double V;
    if (Parts.size() != 4)
      return usage("-blend-color=" + BlendColor + ": expected R,G,B,A");
    for (unsigned I = 0; I != 4; ++I) {
      if (Parts[I].trim().getAsDouble(V))
        return usage("-blend-color=" + BlendColor + ": '" + Parts[I] +
                     "' is not a number");
      R.Pipeline.BlendColor[I] = float(V);
    }
  }
  for (StringRef W : WriteMasks) {
    auto [Index, Letters] = W.split(':');
    Expected<lower::ColorAttachment *> A = Attachment("write-mask", W, Index);
    if (!A)
      return A.takeError();
    uint8_t Mask = 0;
    if (Letters != "None")
      for (char Ch : Letters) {
        size_t Bit = StringRef("RGBA").find(Ch);
        if (Bit == StringRef::npos)
          return usage("-write-mask=" + W + ": expected letters of RGBA, or None");
        Mask |= 1u << Bit;
      }
    (*A)->WriteMask = Mask;
  }
  for (StringRef O : OutputColors) {
    auto [Index, File] = O.split(':');
    Expected<unsigned> I = AttachmentIndex("output-attachment", O, Index);
    if (!I)
      return I.takeError();
    if (!R.Colors.count(*I) || File.empty())
      return usage("-output-attachment=" + O + ": color attachment " + Twine(*I) +
                   " is not given (-attachment=" + Twine(*I) + ":FORMAT:...)");
  }
  return Error::success();
}

/// A binary PPM/PGM image's pixels, its channels as unorm values
/// converted to the texture's format.
static Expected<std::vector<uint8_t>>
decodeImage(StringRef Whole, ArrayRef<uint8_t> Bytes, const run::Texture &T) {
  auto Fail = [&](const Twine &Msg) { return usage("-texture=" + Whole + ": " + Msg); };
  Expected<run::Image> I = run::readNetpbm(Bytes);
  if (!I)
    return Fail(toString(I.takeError()));
  if (I->Width != T.Width || I->Height != T.Height || T.Depth != 1 ||
      T.getSlices() != 1 || T.MipLevels != 1)
    return Fail("the image is " + Twine(I->Width) + "x" + Twine(I->Height) +
                ", the texture one level of " + Twine(T.Width) + "x" +
                Twine(T.Height));
  uint64_t Pixels = uint64_t(I->Width) * I->Height;
  std::vector<uint8_t> Out(Pixels * T.Format->Size);
  for (uint64_t P = 0; P != Pixels; ++P) {
    formats::Texel Tx;
    for (unsigned C = 0; C != 4; ++C)
      Tx.F[C] = C == 3 ? 1.0f
                       : formats::unormToFloat(
                             I->Samples[P * I->Channels + (I->Channels == 3 ? C : 0)], 8);
    formats::packPixel(*T.Format, Tx, &Out[P * T.Format->Size]);
  }
  return Out;
}

static Error parseTextures(run::Dispatch &D) {
  for (StringRef Spec : Textures) {
    SmallVector<StringRef, 5> Parts;
    Spec.split(Parts, ':', 4);
    auto Fail = [&](const Twine &Msg) { return usage("-texture=" + Spec + ": " + Msg); };
    if (Parts.size() != 5)
      return Fail("expected N:TYPE:FORMAT:WxH[xD][,arrays=L,levels=M,samples=S]:@FILE|zeros");
    Expected<unsigned> I = parseIndex("texture", Spec, Parts[0]);
    if (!I)
      return I.takeError();
    run::Texture T;
    T.Type = Parts[1].str();
    static const char *Types[] = {"1d", "1d_array", "2d", "2d_array", "2d_ms",
                                  "2d_ms_array", "3d", "cube", "cube_array",
                                  "buffer"};
    if (!is_contained(Types, T.Type))
      return Fail("'" + T.Type + "' is not a texture type (1d, 1d_array, 2d, "
                  "2d_array, 2d_ms, 3d, cube, cube_array, buffer)");
    T.Format = formats::lookupPixelFormat(Parts[2]);
    if (!T.Format)
      return Fail("'" + Parts[2] + "' is not a pixel format metal-run models");
    SmallVector<StringRef, 4> Props;
    Parts[3].split(Props, ',');
    SmallVector<StringRef, 3> Dims;
    Props[0].split(Dims, 'x');
    uint32_t *Size[3] = {&T.Width, &T.Height, &T.Depth};
    if (Dims.size() > 3)
      return Fail("a size is WIDTHxHEIGHTxDEPTH");
    // A texture buffer's width is its element count, up to 2^28 (Apple
    // GPUs' maxTextureBufferWidth); other sizes up to 16384.
    uint32_t Max = T.Type == "buffer" ? (1u << 28) : 16384;
    for (unsigned K = 0; K != Dims.size(); ++K)
      if (Dims[K].getAsInteger(10, *Size[K]) || *Size[K] == 0 ||
          *Size[K] > (K == 0 ? Max : 16384))
        return Fail("'" + Dims[K] + "' is not a size from 1 to " + Twine(K == 0 ? Max : 16384));
    for (StringRef P : drop_begin(Props)) {
      auto [Key, Value] = P.split('=');
      uint32_t *Field = Key == "arrays"    ? &T.ArrayLength
                        : Key == "levels"  ? &T.MipLevels
                        : Key == "samples" ? &T.SampleCount
                                           : nullptr;
      if (!Field || Value.getAsInteger(10, *Field) || *Field == 0 || *Field > 2048)
        return Fail("'" + P + "' is not arrays=N, levels=N or samples=N");
    }
    if (T.MipLevels > 1 + Log2_32(std::max({T.Width, T.Height, T.Depth})))
      return Fail(Twine(T.MipLevels) + " levels are more than the size has");
    // What each type has: a depth (3d), array elements (arrays), samples
    // (multisampled types, which have one level).
    StringRef Type = T.Type;
    if (T.Depth != 1 && Type != "3d")
      return Fail("only 3d textures have a depth");
    if (T.Height != 1 && Type.starts_with("1d"))
      return Fail("a 1d texture has a height of 1");
    if (T.ArrayLength != 1 && !Type.ends_with("_array"))
      return Fail("arrays=N is for array types");
    if (Type.contains("_ms") && T.MipLevels != 1)
      return Fail("multisampled textures have one level");
    if (T.SampleCount != 1 && !Type.contains("_ms"))
      return Fail("samples=N is for multisampled types (2d_ms)");
    if (Type.starts_with("cube") && T.Width != T.Height)
      return Fail("a cube's faces are square");
    // At most 4 GiB of pixels (the sizes above could multiply past 64 bits).
    uint64_t Level0 = uint64_t(T.Width) * T.Height * T.Depth;
    uint64_t PerLevel = Level0 * T.getSlices() * T.SampleCount;
    if (PerLevel > (uint64_t(1) << 32) / T.Format->Size / 2)
      return Fail("more than 4 GiB of pixels");
    uint64_t Bytes = T.getByteSize();
    if (Parts[4] == "zeros") {
      T.Data.assign(Bytes, 0);
    } else if (Parts[4].starts_with("@")) {
      Expected<std::vector<uint8_t>> Data =
          readBytes("texture", Spec, Parts[4].drop_front());
      if (!Data)
        return Data.takeError();
      if (run::isNetpbm(*Data)) {
        Expected<std::vector<uint8_t>> Pixels = decodeImage(Spec, *Data, T);
        if (!Pixels)
          return Pixels.takeError();
        T.Data = std::move(*Pixels);
      } else {
        T.Data = std::move(*Data);
      }
      if (T.Data.size() != Bytes)
        return Fail("the pixels take " + Twine(T.Data.size()) + " bytes; the "
                    "texture needs " + Twine(Bytes));
    } else {
      return Fail("expected @FILE or zeros for the pixels");
    }
    D.Textures[*I] = std::move(T);
  }
  for (StringRef O : OutputTextures) {
    auto [Index, File] = O.split(':');
    Expected<unsigned> I = parseIndex("output-texture", O, Index);
    if (!I)
      return I.takeError();
    if (!D.Textures.count(*I) || File.empty())
      return usage("-output-texture=" + O + ": texture " + Twine(*I) +
                   " is not given (-texture=" + Twine(*I) + ":...)");
  }
  for (StringRef S : Samplers) {
    auto [Index, Desc] = S.split(':');
    Expected<unsigned> I = parseIndex("sampler", S, Index);
    if (!I)
      return I.takeError();
    Expected<std::array<uint64_t, 2>> State = run::parseSamplerDescription(Desc);
    if (!State)
      return usage("-sampler=" + S + ": " + toString(State.takeError()));
    D.Samplers[*I] = *State;
  }
  for (StringRef H : Handles) {
    SmallVector<StringRef, 3> Parts;
    H.split(Parts, ':');
    run::Dispatch::ResourceHandle R;
    if (Parts.size() != 3)
      return usage("-handle=" + H +
                   ": expected B:OFFSET:texture(N), sampler(N), buffer(N) or function(NAME)");
    Expected<unsigned> B = parseIndex("handle", H, Parts[0]);
    if (!B)
      return B.takeError();
    R.Buffer = *B;
    StringRef What = Parts[2];
    using Handle = run::Dispatch::ResourceHandle;
    bool Known = true;
    if (What.consume_front("function(") && What.consume_back(")") && !What.empty() &&
        !Parts[1].getAsInteger(0, R.Offset)) {
      R.K = Handle::FunctionHandle;
      R.Function = What.str();
      D.Handles.push_back(R);
      continue;
    }
    if (What.consume_front("sampler("))
      R.K = Handle::SamplerHandle;
    else if (What.consume_front("buffer("))
      R.K = Handle::BufferHandle;
    else
      Known = What.consume_front("texture(");
    if (!Known || !What.consume_back(")") || What.getAsInteger(10, R.Index) ||
        Parts[1].getAsInteger(0, R.Offset))
      return usage("-handle=" + H +
                   ": expected B:OFFSET:texture(N), sampler(N), buffer(N) or function(NAME)");
    D.Handles.push_back(R);
  }
  return Error::success();
}

static std::vector<air::ConstantValue> parseConstants() {
  std::vector<air::ConstantValue> Out;
  for (StringRef C : Constants) {
    auto [Name, Value] = C.split('=');
    air::ConstantValue V;
    V.Name = Name.str();
    SmallVector<StringRef, 4> Parts;
    Value.split(Parts, ',');
    for (StringRef P : Parts)
      V.Values.push_back(P.trim().str());
    Out.push_back(std::move(V));
  }
  return Out;
}

/// -compare-type's buffer element types, by buffer index: each a bound
/// buffer, and only with -compare.
static Expected<std::map<unsigned, std::string>>
parseCompareTypes(const run::Dispatch &D) {
  std::map<unsigned, std::string> Types;
  for (StringRef C : CompareTypes) {
    auto [Index, Type] = C.split(':');
    Expected<unsigned> I = parseIndex("compare-type", C, Index);
    if (!I)
      return I.takeError();
    if (Type.empty())
      return usage("-compare-type=" + C + ": expected I:TYPE");
    if (Compare.empty())
      return usage("-compare-type=" + C + ": there is no -compare");
    if (!D.Buffers.count(*I))
      return usage("-compare-type=" + C + ": buffer(" + Twine(*I) +
                   ") is not bound (-buffer=" + Twine(*I) + ":...)");
    Types[*I] = Type.str();
  }
  return Types;
}

/// Runs on two executors and reports, per buffer (and for render functions
/// per output record field and attachment), the first difference.
static Expected<bool> compareRuns(const run::Kernel &K, run::Dispatch &D,
                                  const run::StageRecords &Records, run::Draw *R,
                                  const std::map<unsigned, std::string> &TypeOverrides) {
  SmallVector<StringRef, 2> Names;
  StringRef(Compare).split(Names, ',');
  if (Names.size() != 2)
    return usage("-compare=" + Compare + ": expected two executors, A,B");
  run::Dispatch Other = D;
  std::optional<run::Draw> OtherDraw;
  if (R)
    OtherDraw = *R;
  for (auto [Name, Disp, Dr] :
       {std::tuple(Names[0], &D, R),
        std::tuple(Names[1], &Other, OtherDraw ? &*OtherDraw : nullptr)}) {
    Expected<std::unique_ptr<run::Executor>> E = run::createExecutor(Name);
    if (!E)
      return E.takeError();
    Expected<run::RunStats> S =
        Dr ? (*E)->draw(K, *Disp, *Dr) : (*E)->run(K, *Disp);
    if (!S) {
      // Each error names its executor once (a simulator's already does).
      std::string Msg = toString(S.takeError());
      if (!StringRef(Msg).starts_with((Name + ": ").str()))
        Msg = (Name + ": " + Msg).str();
      return usage(Msg);
    }
  }
  Expected<std::vector<run::ArgumentInfo>> Args = run::describeArguments(K);
  if (!Args)
    return Args.takeError();
  bool Same = true;
  for (auto &[Index, Bytes] : D.Buffers) {
    std::string Type;
    for (const run::ArgumentInfo &A : *Args)
      if (A.K == run::ArgumentInfo::Buffer && A.LocationIndex == Index)
        Type = A.TypeName;
    if (auto It = TypeOverrides.find(Index); It != TypeOverrides.end())
      Type = It->second;
    std::optional<run::BufferDifference> Diff =
        run::compareBuffers(Type, Bytes, Other.Buffers[Index], MaxULP, MaxAbs);
    outs() << "buffer(" << Index << ")"
           << (Type.empty() ? "" : " " + Type) << ": ";
    if (!Diff) {
      outs() << "same\n";
      continue;
    }
    Same = false;
    outs() << "differs at element " << Diff->Element << ": " << Names[0]
           << " " << Diff->First << ", " << Names[1] << " " << Diff->Second
           << "\n";
  }
  for (auto &[Index, T] : D.Textures) {
    std::optional<run::BufferDifference> Diff = run::compareBuffers(
        run::pixelElementType(*T.Format), T.Data, Other.Textures[Index].Data, MaxULP,
        MaxAbs);
    Same &= !Diff;
    outs() << "texture(" << Index << "): ";
    if (!Diff)
      outs() << "same\n";
    else
      outs() << "differs at element " << Diff->Element << ": " << Names[0] << " "
             << Diff->First << ", " << Names[1] << " " << Diff->Second << "\n";
  }
  if (!R)
    return Same;
  // Each output field over all records, typed by its AIR type name; a
  // fragment both runs discarded returned nothing to compare.
  uint64_t Count = R->getCount(Records);
  bool Fragments = Records.Stage == lower::StageKind::Fragment;
  auto Discarded = [&](const run::Draw &Dr, uint64_t I) {
    uint32_t W = 0;
    std::memcpy(&W, Dr.Outputs.data() + I * Records.OutputSize + Records.DiscardOffset, 4);
    return W != 0;
  };
  for (size_t FI = 0; FI != Records.Outputs.size(); ++FI) {
    const run::RecordField &F = Records.Outputs[FI];
    // A field one executor does not record (a colour written straight to
    // its attachment): the attachments below compare what it wrote.
    StringRef NotRecorded;
    if (is_contained(R->Unrecorded, FI))
      NotRecorded = Names[0];
    else if (is_contained(OtherDraw->Unrecorded, FI))
      NotRecorded = Names[1];
    if (!NotRecorded.empty()) {
      outs() << F.What << " " << F.TypeName << (F.Name.empty() ? "" : " '" + F.Name + "'")
             << ": not recorded by " << NotRecorded << " (its attachment is compared)\n";
      continue;
    }
    std::vector<uint8_t> A, B;
    for (uint64_t I = 0; I != Count; ++I) {
      if (Fragments && Discarded(*R, I) && Discarded(*OtherDraw, I))
        continue;
      const uint8_t *PA = R->Outputs.data() + I * Records.OutputSize + F.Offset;
      const uint8_t *PB = OtherDraw->Outputs.data() + I * Records.OutputSize + F.Offset;
      A.insert(A.end(), PA, PA + F.Size);
      B.insert(B.end(), PB, PB + F.Size);
    }
    std::optional<run::BufferDifference> Diff =
        run::compareBuffers(F.TypeName, A, B, MaxULP, MaxAbs);
    outs() << F.What << " " << F.TypeName
           << (F.Name.empty() ? "" : " '" + F.Name + "'") << ": ";
    if (!Diff) {
      outs() << "same\n";
      continue;
    }
    Same = false;
    outs() << "differs at element " << Diff->Element << ": " << Names[0] << " "
           << Diff->First << ", " << Names[1] << " " << Diff->Second << "\n";
  }
  if (Fragments) {
    uint64_t First = 0;
    while (First != Count && Discarded(*R, First) == Discarded(*OtherDraw, First))
      ++First;
    outs() << "discard_fragment: ";
    if (First == Count) {
      outs() << "same\n";
    } else {
      Same = false;
      outs() << "differs at fragment " << First << ": " << Names[0] << " "
             << (Discarded(*R, First) ? "discarded" : "kept") << ", " << Names[1] << " "
             << (Discarded(*OtherDraw, First) ? "discarded" : "kept") << "\n";
    }
  }
  for (auto &[Index, Pixels] : R->Colors) {
    const std::vector<uint8_t> &OtherPixels = OtherDraw->Colors[Index];
    const formats::PixelFormat &PF = *R->Pipeline.Colors[Index].Format;
    outs() << "attachment(" << Index << "): ";
    // Float components within the ULP tolerance, other pixels exactly.
    std::string Elt = run::pixelElementType(PF);
    if (!Elt.empty()) {
      std::optional<run::BufferDifference> Diff =
          run::compareBuffers(Elt, Pixels, OtherPixels, MaxULP, MaxAbs);
      if (!Diff) {
        outs() << "same\n";
        continue;
      }
      Same = false;
      outs() << "differs at pixel " << Diff->Element * (Elt == "half" ? 2 : 4) / PF.Size << ": "
             << Names[0] << " " << Diff->First << ", " << Names[1] << " " << Diff->Second
             << "\n";
      continue;
    }
    size_t First = 0;
    while (First < Pixels.size() && Pixels[First] == OtherPixels[First])
      ++First;
    if (First == Pixels.size()) {
      outs() << "same\n";
      continue;
    }
    Same = false;
    outs() << "differs at pixel " << First / PF.Size << "\n";
  }
  return Same;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  // An LLVM error while translating for a simulator ends the run with a
  // message, not a crash report.
  installToolFatalErrorHandler("metal-run");
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv,
                              "metal-run: runs a Metal compute, vertex or fragment function\n");
  auto Fail = [](Error E) {
    WithColor::error(errs(), "metal-run") << toString(std::move(E)) << '\n';
    return 1;
  };
  run::Dispatch D;
  if (Input.empty() && ScriptPath.empty())
    return Fail(usage("no input: give a MetalLib, .air or .ll file, or a script (-N)"));
  std::string Library = Input, Function = FunctionName;
  std::vector<air::ConstantValue> Values = parseConstants();
  std::optional<lower::RenderPipeline> ScriptPipeline;
  if (!ScriptPath.empty()) {
    Expected<run::ScriptedFunction> F = run::resolveScriptedFunction(
        ScriptPath, Input, FunctionName,
        std::vector<std::string>(SearchPaths.begin(), SearchPaths.end()));
    if (!F)
      return Fail(F.takeError());
    Library = F->Library;
    Function = F->Function;
    ScriptPipeline = F->Pipeline;
    // -constant values follow the script's, so they take precedence.
    std::vector<air::ConstantValue> Merged = F->Constants;
    Merged.insert(Merged.end(), Values.begin(), Values.end());
    Values = std::move(Merged);
  }
  Expected<run::Kernel> K = run::loadKernel(Library, Function, Values, SearchPaths);
  if (!K)
    return Fail(K.takeError());
  K->TranslatedDylibs.assign(Dylibs.begin(), Dylibs.end());
  Expected<run::StageRecords> Records = run::describeStage(*K);
  if (!Records)
    return Fail(Records.takeError());
  bool Compute = Records->Stage == lower::StageKind::Kernel;
  run::Draw R;
  // A render pipeline of the script: its descriptor and attachments, which
  // the command line's -vertex-*, -attachment, -blend and -write-mask
  // options then override.
  if (ScriptPipeline)
    R.Pipeline = *ScriptPipeline;
  std::map<unsigned, std::string> CompareTypeOf; // -compare-type
  if (!ListArguments) {
    if (Error E = parseDispatch(D, Compute))
      return Fail(std::move(E));
    if (Error E = parseTextures(D))
      return Fail(std::move(E));
    if (!Compute)
      if (Error E = parseDraw(*K, *Records, D, R))
        return Fail(std::move(E));
    Expected<std::map<unsigned, std::string>> Types = parseCompareTypes(D);
    if (!Types)
      return Fail(Types.takeError());
    CompareTypeOf = std::move(*Types);
  }
  if (ListArguments) {
    Expected<std::vector<run::ArgumentInfo>> Args = run::describeArguments(*K);
    if (!Args)
      return Fail(Args.takeError());
    // Where a vertex function's draw reads its attributes: the
    // descriptor's buffers, the default layout's without one (an error
    // there, say a type without a format, is the draw's to report).
    std::optional<lower::VertexDescriptor> Vertex;
    if (Records->Stage == lower::StageKind::Vertex) {
      if (Expected<lower::VertexDescriptor> VD = run::vertexDescriptorOf(*K, R))
        Vertex = std::move(*VD);
      else
        consumeError(VD.takeError());
    }
    for (const run::ArgumentInfo &A : *Args) {
      outs() << "argument " << A.ArgNo << ": ";
      std::string Where;
      switch (A.K) {
      case run::ArgumentInfo::Buffer:
        outs() << "buffer(" << A.LocationIndex << ")";
        break;
      case run::ArgumentInfo::Threadgroup:
        outs() << "threadgroup(" << A.LocationIndex << ")";
        break;
      case run::ArgumentInfo::StageIn:
        if (Records->Stage == lower::StageKind::Vertex) {
          outs() << "attribute(" << A.LocationIndex << ")";
          if (Vertex)
            if (auto It = Vertex->Attributes.find(A.LocationIndex);
                It != Vertex->Attributes.end())
              Where = " (read from buffer(" + std::to_string(It->second.BufferIndex) + ")" +
                      (R.Pipeline.Vertex ? "" : " without a vertex descriptor") + ")";
          break;
        }
        outs() << A.What << " " << A.VaryingName << " ("
               << (A.Interp == lower::Interpolation::Flat ? "flat"
                   : A.Interp == lower::Interpolation::NoPerspective
                       ? "no_perspective"
                       : "perspective");
        if (A.Interp != lower::Interpolation::Flat)
          outs() << ", "
                 << (A.Samp == lower::Sampling::Centroid ? "centroid"
                     : A.Samp == lower::Sampling::Sample ? "sample"
                                                         : "center");
        outs() << ")";
        break;
      case run::ArgumentInfo::Texture:
        outs() << "texture(" << A.LocationIndex << ")";
        break;
      case run::ArgumentInfo::Sampler:
        outs() << "sampler(" << A.LocationIndex << ")";
        break;
      case run::ArgumentInfo::Builtin:
      case run::ArgumentInfo::Unsupported:
        outs() << A.What;
        break;
      }
      if (!A.TypeName.empty())
        outs() << " " << A.TypeName;
      if (!A.Name.empty())
        outs() << " '" << A.Name << "'";
      if (A.K == run::ArgumentInfo::Unsupported)
        outs() << " (unsupported)";
      if (A.Unused)
        outs() << " (unused)";
      outs() << Where << "\n";
    }
    // The records a render function reads and writes.
    auto PrintRecord = [](StringRef Title, ArrayRef<run::RecordField> Fields,
                          uint32_t Size) {
      outs() << Title << " record: " << Size << " bytes\n";
      for (const run::RecordField &F : Fields)
        outs() << "  " << format_decimal(F.Offset, 3) << ": " << F.What
               << (F.What == "air.render_target"
                       ? "(" + std::to_string(F.Color) +
                             (F.DualSourceIndex
                                  ? ", index " + std::to_string(F.DualSourceIndex)
                                  : std::string()) +
                             ")"
                       : std::string())
               << " " << F.TypeName
               << (F.Name.empty() ? "" : " '" + F.Name + "'") << " ("
               << F.Size << " bytes)\n";
    };
    if (Records->Stage == lower::StageKind::Fragment)
      PrintRecord("input", Records->Inputs, Records->InputSize);
    if (!Compute) {
      PrintRecord("output", Records->Outputs, Records->OutputSize);
      if (Records->Stage == lower::StageKind::Fragment)
        outs() << "  " << format_decimal(Records->DiscardOffset, 3)
               << ": discarded (4 bytes)\n";
    }
    return 0;
  }

  if (!Compare.empty() && (!Outputs.empty() || !OutputTextures.empty() ||
                           !OutputColors.empty() || !OutputRecords.empty()))
    return Fail(usage("-compare runs two executors and compares what they "
                      "write; it writes no -output* file (run one executor "
                      "to write them)"));
  Watchdog Guard(Timeout, FunctionName);
  if (!Compare.empty()) {
    Expected<bool> Same =
        compareRuns(*K, D, *Records, Compute ? nullptr : &R, CompareTypeOf);
    if (!Same)
      return Fail(Same.takeError());
    return *Same ? 0 : 1;
  }

  Expected<std::unique_ptr<run::Executor>> Exec = run::createExecutor(Arch);
  if (!Exec)
    return Fail(Exec.takeError());
  Expected<run::RunStats> Result =
      Compute ? (*Exec)->run(*K, D) : (*Exec)->draw(*K, D, R);
  Guard.finish();
  if (!Result)
    return Fail(Result.takeError());
  if (Stats)
    errs() << "threads: " << Result->Threads
           << "\nthreadgroups: " << Result->Threadgroups
           << "\nworkers: " << Result->Workers
           << "\nfibers: " << (Result->UsedFibers ? "yes" : "no")
           << "\ncompile-seconds: " << format("%.6f", Result->CompileSeconds)
           << "\ndispatch-seconds: " << format("%.6f", Result->DispatchSeconds)
           << "\n";
  if (Stats && Result->ExecuteSeconds)
    errs() << "execute-seconds: " << format("%.6f", *Result->ExecuteSeconds) << "\n";
  if (Stats && Result->SimdOperations)
    errs() << "simd-group-operations: " << *Result->SimdOperations << "\n";
  if (Stats && Result->Instructions)
    errs() << "instructions: " << *Result->Instructions
           << "\nlane-instructions: " << *Result->LaneInstructions << "\n";
  if (Stats && Result->Primitives)
    errs() << "primitives: " << *Result->Primitives << " (" << *Result->QuadPrimitives
           << " quads)\n";
  auto Write = [&](StringRef File, const std::vector<uint8_t> &Bytes) {
    return writeToOutput(File, [&](raw_ostream &OS) {
      OS.write(reinterpret_cast<const char *>(Bytes.data()), Bytes.size());
      return Error::success();
    });
  };
  for (StringRef O : Outputs) {
    auto [Index, File] = O.split(':');
    unsigned I = 0;
    Index.getAsInteger(10, I);
    if (Error E = Write(File, D.Buffers[I]))
      return Fail(std::move(E));
  }
  for (StringRef O : OutputTextures) {
    auto [Index, File] = O.split(':');
    unsigned I = 0;
    Index.getAsInteger(10, I);
    if (Error E = Write(File, D.Textures[I].Data))
      return Fail(std::move(E));
  }
  if (!OutputRecords.empty())
    if (Error E = Write(OutputRecords, R.Outputs))
      return Fail(std::move(E));
  for (StringRef O : OutputColors) {
    auto [Index, File] = O.split(':');
    unsigned I = 0;
    Index.getAsInteger(10, I);
    if (Error E = Write(File, R.Colors[I]))
      return Fail(std::move(E));
  }
  return 0;
}
