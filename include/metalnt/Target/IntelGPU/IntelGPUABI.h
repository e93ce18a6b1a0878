//===- IntelGPUABI.h - The Intel render payloads ------------------*- C++ -*-===//
//
// The layouts the Intel translator, back end and executor share
// (docs/intelgpu-abi.md), header-only so that the back end needs no more
// than this.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUABI_H
#define METALNT_TARGET_INTELGPU_INTELGPUABI_H

namespace metalnt {
namespace intelgpu {

/// A fragment function's SIMD8 pixel shader payload (docs/intelgpu-abi.md,
/// "Fragment functions"; Mesa's setup_fs_payload_gfx9): r0 the thread
/// header, r1 the subspans' coordinates, sample IDs and pixel mask; from
/// r2 the barycentric blocks the function uses, two GRFs each ([b1 of
/// channels 0-7][b2 of 0-7]) in the order of the modes below; the source
/// depth and the source W (one GRF each) when it reads its position; the
/// input coverage mask (one GRF) when it reads [[sample_mask]]; the push
/// constants (the buffer addresses, four per GRF); then the attribute
/// setup data, two GRFs per 4-component input slot: component k of slot s
/// is dwords 4 (k % 2) to 4 (k % 2) + 3 of GRF 2s + k / 2, [a1 - a0,
/// a2 - a0, unused, a0].
struct FragmentPayload {
  /// The barycentric blocks, as 3DSTATE_WM's interpolation mode bits.
  enum Mode : unsigned {
    PerspectivePixel = 1,
    PerspectiveCentroid = 2,
    PerspectiveSample = 4,
    LinearPixel = 8,
    LinearCentroid = 16,
    LinearSample = 32,
  };
  /// What else the function reads and writes (the record's flags).
  enum Flag : unsigned {
    SourceDepthW = 1,  ///< the payload's source depth and W (position)
    InputCoverage = 2, ///< the payload's input coverage mask
    ComputedDepth = 4, ///< the render target write carries a depth
    OutputMask = 8,    ///< the render target write carries an oMask
    KillsPixels = 16,  ///< discard_fragment: the writes are predicated
    ComputedStencil = 32, ///< the render target write carries a stencil
  };
  unsigned Modes = 0, Flags = 0, Buffers = 0, SetupSlots = 0;

  static constexpr unsigned FirstBarycentricGRF = 2;
  /// The first GRF of barycentric block M (a mode the payload has).
  unsigned barycentricGRF(Mode M) const {
    unsigned G = FirstBarycentricGRF;
    for (unsigned B = 1; B != unsigned(M); B <<= 1)
      if (Modes & B)
        G += 2;
    return G;
  }
  unsigned sourceDepthGRF() const { return barycentricGRF(Mode(64)); }
  unsigned sourceWGRF() const { return sourceDepthGRF() + 1; }
  unsigned coverageGRF() const {
    return sourceDepthGRF() + ((Flags & SourceDepthW) ? 2 : 0);
  }
  unsigned buffersGRF() const { return coverageGRF() + ((Flags & InputCoverage) ? 1 : 0); }
  unsigned setupGRF() const { return buffersGRF() + (Buffers + 3) / 4; }
  unsigned numGRFs() const { return setupGRF() + 2 * SetupSlots; }
};
/// The payload ends below the A64 address registers' GRFs (r92 at SIMD8).
constexpr unsigned MaxFragmentPayloadGRFs = 92;

/// A fragment function's binding table: [[texture(n)]] is entry n, colour
/// attachment n entry FirstRenderTargetBTI + n, and a function without a
/// colour output writes the null render target NullRenderTargetBTI (Mesa
/// binds a null surface for it).
constexpr unsigned FirstRenderTargetBTI = 128, MaxColorAttachments = 8,
                   NullRenderTargetBTI = FirstRenderTargetBTI + MaxColorAttachments;

/// The render target write's flags (IntelGPUISD::RT_WRITE).
enum RTWriteFlag : unsigned {
  RTLast = 1,     ///< the last: it ends the thread
  RTDepth = 2,    ///< the payload carries the computed depth
  RTMask = 4,     ///< the payload carries the oMask
  RTKills = 8,    ///< the write is predicated on the live operand
  RTStencil = 16, ///< the payload carries the stencil reference
  RTDual = 32,    ///< dual-source: the payload carries a second colour
};

} // namespace intelgpu
} // namespace metalnt

#endif
