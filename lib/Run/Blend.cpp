//===- Blend.cpp - Fragment outputs into colour attachments ---------------===//
//
// The fixed-function end of a render pipeline, as the reference executes
// it: a fragment's [[color(n)]] value is blended with the attachment's
// destination pixel and converted to its pixel format. Sources: Apple's
// MTLBlendFactor and MTLBlendOperation documentation (the factors and
// equations); where Metal's documentation is silent, Vulkan's
// specification, section "Blending", which Metal's hardware shares:
// for normalized attachments the source, destination and factors are
// clamped to the format's range before the equation, Min and Max ignore
// the factors, and blending does not apply to integer formats. Blending
// is computed in 32-bit float and rounded once, when the result is stored
// (hardware may blend at the format's precision: docs/metal-run.md).
//
//===----------------------------------------------------------------------===//

#include "metalnt/Run/Executor.h"
#include "llvm/IR/DerivedTypes.h"
#include <algorithm>
#include <cstring>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::run;
using lower::BlendFactor;
using lower::BlendOperation;

namespace {

using Color = std::array<float, 4>;

/// A colour output's value as four channels: floats, or integer bits;
/// missing channels 0, 0, 0, 1.
formats::Texel readOutput(const RecordField &F, const uint8_t *Record,
                         bool FloatFormat) {
  formats::Texel T;
  Type *E = F.Ty->getScalarType();
  unsigned N = 1;
  if (auto *VT = dyn_cast<FixedVectorType>(F.Ty))
    N = VT->getNumElements();
  for (unsigned I = 0; I != 4; ++I) {
    if (FloatFormat)
      T.F[I] = I == 3 ? 1.0f : 0.0f;
    else
      T.U[I] = I == 3 ? 1 : 0;
  }
  const uint8_t *P = Record + F.Offset;
  for (unsigned I = 0; I != N && I != 4; ++I) {
    if (E->isHalfTy()) {
      uint16_t H;
      std::memcpy(&H, P + 2 * I, 2);
      T.F[I] = formats::halfToFloat(H);
    } else if (E->isFloatTy()) {
      std::memcpy(&T.F[I], P + 4 * I, 4);
    } else {
      unsigned Bytes = E->getIntegerBitWidth() / 8;
      uint32_t V = 0;
      std::memcpy(&V, P + Bytes * I, Bytes);
      if (Bytes < 4 && lower::isSignedTypeName(F.TypeName))
        V = uint32_t(int32_t(V << (32 - 8 * Bytes)) >> (32 - 8 * Bytes));
      T.U[I] = V;
    }
  }
  return T;
}

float factor(BlendFactor F, unsigned Channel, const Color &S, const Color &S1,
             const Color &D, const Color &Constant) {
  bool Alpha = Channel == 3;
  switch (F) {
  case BlendFactor::Zero:
    return 0;
  case BlendFactor::One:
    return 1;
  case BlendFactor::SourceColor:
    return S[Channel];
  case BlendFactor::OneMinusSourceColor:
    return 1 - S[Channel];
  case BlendFactor::SourceAlpha:
    return S[3];
  case BlendFactor::OneMinusSourceAlpha:
    return 1 - S[3];
  case BlendFactor::DestinationColor:
    return D[Channel];
  case BlendFactor::OneMinusDestinationColor:
    return 1 - D[Channel];
  case BlendFactor::DestinationAlpha:
    return D[3];
  case BlendFactor::OneMinusDestinationAlpha:
    return 1 - D[3];
  case BlendFactor::SourceAlphaSaturated:
    return Alpha ? 1 : std::min(S[3], 1 - D[3]);
  case BlendFactor::BlendColor:
    return Constant[Channel];
  case BlendFactor::OneMinusBlendColor:
    return 1 - Constant[Channel];
  case BlendFactor::BlendAlpha:
    return Constant[3];
  case BlendFactor::OneMinusBlendAlpha:
    return 1 - Constant[3];
  case BlendFactor::Source1Color:
    return S1[Channel];
  case BlendFactor::OneMinusSource1Color:
    return 1 - S1[Channel];
  case BlendFactor::Source1Alpha:
    return S1[3];
  case BlendFactor::OneMinusSource1Alpha:
    return 1 - S1[3];
  }
  return 0;
}

float equation(BlendOperation Op, float S, float SF, float D, float DF) {
  switch (Op) {
  case BlendOperation::Add:
    return S * SF + D * DF;
  case BlendOperation::Subtract:
    return S * SF - D * DF;
  case BlendOperation::ReverseSubtract:
    return D * DF - S * SF;
  case BlendOperation::Min:
    return std::min(S, D);
  case BlendOperation::Max:
    return std::max(S, D);
  }
  return 0;
}

} // namespace

void metalnt::run::resolveColors(const StageRecords &R, Draw &D) {
  uint64_t Count = D.getCount(R);
  const lower::RenderPipeline &P = D.Pipeline;
  for (const RecordField &F : R.Outputs) {
    if (F.What != "air.render_target" || F.DualSourceIndex != 0 ||
        F.Color >= P.Colors.size())
      continue;
    const lower::ColorAttachment &A = P.Colors[F.Color];
    auto Pixels = D.Colors.find(F.Color);
    if (!A.Format || Pixels == D.Colors.end())
      continue;
    // The [[color(n), index(1)]] output of dual-source blending.
    const RecordField *Second = nullptr;
    for (const RecordField &G : R.Outputs)
      if (G.What == F.What && G.Color == F.Color && G.DualSourceIndex == 1)
        Second = &G;
    const formats::PixelFormat &PF = *A.Format;
    bool FloatFormat = formats::isFloatKind(PF.Kind);
    bool Normalized = PF.Kind == formats::NumericKind::UNorm ||
                      PF.Kind == formats::NumericKind::SRGB ||
                      PF.Kind == formats::NumericKind::SNorm;
    float Low = PF.Kind == formats::NumericKind::SNorm ? -1 : 0;
    for (uint64_t I = 0; I != Count; ++I) {
      const uint8_t *Record = D.Outputs.data() + I * R.OutputSize;
      uint32_t Discarded;
      std::memcpy(&Discarded, Record + R.DiscardOffset, 4);
      if (Discarded)
        continue;
      uint8_t *Pixel = Pixels->second.data() + I * PF.Size;
      formats::Texel Src = readOutput(F, Record, FloatFormat);
      formats::Texel Dst = formats::unpackPixel(PF, Pixel);
      if (P.AlphaToOne && FloatFormat)
        Src.F[3] = 1;
      formats::Texel Out = Src;
      if (A.Blending && FloatFormat) {
        auto Clamp = [&](float V) {
          return Normalized ? std::clamp(V, Low, 1.0f) : V;
        };
        Color S, S1{0, 0, 0, 1}, Dc, K = P.BlendColor;
        formats::Texel Src1 =
            Second ? readOutput(*Second, Record, true) : formats::Texel{};
        for (unsigned C = 0; C != 4; ++C) {
          S[C] = Clamp(Src.F[C]);
          Dc[C] = Clamp(Dst.F[C]);
          if (Second)
            S1[C] = Clamp(Src1.F[C]);
        }
        for (unsigned C = 0; C != 4; ++C) {
          bool Alpha = C == 3;
          float SF = Clamp(factor(Alpha ? A.SourceAlpha : A.SourceRGB, C, S,
                                  S1, Dc, K));
          float DF = Clamp(factor(Alpha ? A.DestinationAlpha : A.DestinationRGB,
                                  C, S, S1, Dc, K));
          Out.F[C] = equation(Alpha ? A.AlphaOperation : A.RGBOperation, S[C],
                              SF, Dc[C], DF);
        }
      }
      uint8_t Packed[16];
      formats::packPixel(PF, Out, Packed);
      formats::copyChannels(PF, A.WriteMask, Packed, Pixel);
    }
  }
}

uint16_t metalnt::run::inputCoverage(const StageRecords &R, const uint8_t *In,
                                     unsigned SampleCount) {
  unsigned N = std::clamp(SampleCount, 1u, 16u);
  uint32_t Coverage = (1u << N) - 1;
  for (const RecordField &F : R.Inputs) {
    uint32_t V = 0;
    std::memcpy(&V, In + F.Offset, std::min<size_t>(4, F.Size));
    if (F.What == "air.sample_mask_in")
      Coverage &= V;
    else if (F.What == "air.sample_id")
      Coverage &= V < 16 ? 1u << V : 0;
  }
  return uint16_t(Coverage);
}

uint16_t metalnt::run::alphaToCoverageMask(float Alpha, unsigned Samples) {
  // f2u32 of alpha x samples: NaN and values below 1 set no bit.
  float Scaled = Alpha * float(Samples);
  unsigned Bits = Scaled >= 16 ? 16 : Scaled >= 1 ? unsigned(Scaled) : 0;
  return uint16_t((1u << Bits) - 1);
}

void metalnt::run::applyCoverage(const StageRecords &R, Draw &D) {
  const lower::RenderPipeline &P = D.Pipeline;
  const RecordField *MaskOut = nullptr, *Color0 = nullptr;
  for (const RecordField &F : R.Outputs) {
    if (F.What == "air.sample_mask")
      MaskOut = &F;
    // Alpha to coverage reads [[color(0)]]'s alpha: a four-component
    // float or half output (Mesa skips the others, alpha being undefined).
    auto *VT = dyn_cast<FixedVectorType>(F.Ty);
    if (F.What == "air.render_target" && F.Color == 0 && F.DualSourceIndex == 0 && VT &&
        VT->getNumElements() == 4 && VT->getElementType()->isFloatingPointTy())
      Color0 = &F;
  }
  bool AlphaToCoverage = P.AlphaToCoverage && Color0;
  if (!MaskOut && !AlphaToCoverage)
    return;
  unsigned Samples = std::clamp(P.SampleCount, 1u, 16u);
  uint64_t Count = D.getCount(R);
  for (uint64_t I = 0; I != Count; ++I) {
    uint8_t *Record = D.Outputs.data() + I * R.OutputSize;
    uint32_t Coverage =
        inputCoverage(R, D.FragmentInputs.data() + I * R.InputSize, P.SampleCount);
    if (MaskOut) {
      uint32_t V = 0;
      std::memcpy(&V, Record + MaskOut->Offset, std::min<size_t>(4, MaskOut->Size));
      Coverage &= V;
    }
    if (AlphaToCoverage)
      Coverage &= alphaToCoverageMask(readOutput(*Color0, Record, true).F[3], Samples);
    if (MaskOut)
      std::memcpy(Record + MaskOut->Offset, &Coverage, std::min<size_t>(4, MaskOut->Size));
    if (!Coverage) {
      uint32_t One = 1;
      std::memcpy(Record + R.DiscardOffset, &One, 4);
    }
  }
}

Error metalnt::run::fetchFramebuffer(const StageRecords &R, Draw &D) {
  uint64_t Count = D.getCount(R);
  for (const RecordField &F : R.Inputs) {
    if (F.What != "air.render_target")
      continue;
    auto Fail = [&](const Twine &Why) {
      return createStringError(inconvertibleErrorCode(),
                               "framebuffer input '" + F.Name + "' [[color(" + Twine(F.Color) +
                                   ")]]: " + Why);
    };
    auto Pixels = D.Colors.find(F.Color);
    const formats::PixelFormat *PF =
        F.Color < D.Pipeline.Colors.size() ? D.Pipeline.Colors[F.Color].Format : nullptr;
    if (Pixels == D.Colors.end() || !PF)
      return Fail("attachment " + Twine(F.Color) + " is not bound (-attachment=" +
                  Twine(F.Color) + ":FORMAT:...)");
    Type *E = F.Ty->getScalarType();
    bool FloatFormat = formats::isFloatKind(PF->Kind);
    if (E->isFloatingPointTy() != FloatFormat || (!E->isFloatingPointTy() && !E->isIntegerTy()))
      return Fail("type " + F.TypeName + " does not read pixel format " + PF->Name +
                  " (float types read float-kind formats, integer types integer ones)");
    unsigned N = 1;
    if (auto *VT = dyn_cast<FixedVectorType>(F.Ty))
      N = VT->getNumElements();
    unsigned Bytes = unsigned(E->getPrimitiveSizeInBits() / 8);
    for (uint64_t I = 0; I != Count; ++I) {
      formats::Texel T = formats::unpackPixel(*PF, Pixels->second.data() + I * PF->Size);
      uint8_t *At = D.FragmentInputs.data() + I * R.InputSize + F.Offset;
      for (unsigned C = 0; C != N && C != 4; ++C) {
        uint32_t Bits = T.U[C];
        if (E->isHalfTy())
          Bits = formats::floatToHalf(T.F[C]);
        std::memcpy(At + C * Bytes, &Bits, Bytes);
      }
    }
  }
  return Error::success();
}
