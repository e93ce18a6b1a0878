//===- AppleGPUISelDAGToDAG.cpp - G13 instruction selection ---------------===//

#include "AppleGPU.h"
#include "AppleGPUSubtarget.h"
#include "AppleGPUTargetMachine.h"
#include "MCTargetDesc/AppleGPUMCTargetDesc.h"
#include "llvm/CodeGen/SelectionDAGISel.h"
#include "llvm/Support/KnownBits.h"

using namespace llvm;

#define DEBUG_TYPE "applegpu-isel"
#define PASS_NAME "Apple GPU DAG->DAG Pattern Instruction Selection"

namespace {

class AppleGPUDAGToDAGISel : public SelectionDAGISel {
public:
  AppleGPUDAGToDAGISel(AppleGPUTargetMachine &TM, CodeGenOptLevel OL)
      : SelectionDAGISel(TM, OL) {}

  void Select(SDNode *N) override {
    if (N->isMachineOpcode()) {
      N->setNodeId(-1);
      return;
    }
    // A private object's address: its byte offset in the stack frame,
    // known once frame lowering has placed it.
    if (N->getOpcode() == ISD::FrameIndex) {
      SDValue T = CurDAG->getTargetFrameIndex(
          cast<FrameIndexSDNode>(N)->getIndex(), MVT::i32);
      ReplaceNode(N, CurDAG->getMachineNode(AppleGPU::CG_FRAME_OFFSET, SDLoc(N),
                                            MVT::i32, T));
      return;
    }
    if (N->getOpcode() == AppleGPUISD::TEX_SAMPLE) {
      selectTextureSample(N);
      return;
    }
    SelectCode(N);
  }

  /// smpf (docs/applegpu-codegen.md, "Textures"): TEX_SAMPLE's operands
  /// are the chain, texture, sampler, x, y, level of detail, zs, and the
  /// immediates mode (agx_lod_mode: 0 auto_lod, 5 auto_lod_bias, 6
  /// lod_min), kind (0 plain, 1 packed offsets, 2 comparison, 3 gather, 4
  /// gather with offsets) and gather's component; the pseudo takes what
  /// its form reads.
  void selectTextureSample(SDNode *N) {
    using namespace AppleGPU;
    SDLoc DL(N);
    unsigned Mode = unsigned(N->getConstantOperandVal(7));
    unsigned Kind = unsigned(N->getConstantOperandVal(8));
    unsigned ModeIndex = Mode == 0 ? 0 : Mode == 5 ? 1 : 2;
    static const unsigned Forms[3][3] = {
        {CG_SMPF_AUTO, CG_SMPF_BIAS, CG_SMPF_LOD},
        {CG_SMPF_AUTO_OFF, CG_SMPF_BIAS_OFF, CG_SMPF_LOD_OFF},
        {CG_SMPF_AUTO_CMP, CG_SMPF_BIAS_CMP, CG_SMPF_LOD_CMP}};
    SDValue Coords = SDValue(
        CurDAG->getMachineNode(
            TargetOpcode::REG_SEQUENCE, DL, MVT::i64,
            {CurDAG->getTargetConstant(GPR64ARegClassID, DL, MVT::i32), N->getOperand(3),
             CurDAG->getTargetConstant(sub0, DL, MVT::i32), N->getOperand(4),
             CurDAG->getTargetConstant(sub1, DL, MVT::i32)}),
        0);
    SmallVector<SDValue, 8> Ops{N->getOperand(1), low16(N->getOperand(2)), Coords};
    SDValue ZS = N->getOperand(6);
    unsigned Opcode;
    if (Kind >= 3) {
      Opcode = Kind == 3 ? CG_SMPF_GATHER : CG_SMPF_GATHER_OFF;
      Ops.push_back(CurDAG->getTargetConstant(N->getConstantOperandVal(9), DL, MVT::i32));
      if (Kind == 4)
        Ops.push_back(low16(ZS));
    } else {
      Opcode = Forms[Kind][ModeIndex];
      Ops.push_back(low16(N->getOperand(5)));
      if (Kind == 1)
        Ops.push_back(low16(ZS));
      else if (Kind == 2)
        Ops.push_back(ZS);
    }
    Ops.push_back(N->getOperand(0));
    ReplaceNode(N, CurDAG->getMachineNode(Opcode, DL, {MVT::v4i32, MVT::Other}, Ops));
  }

  /// Device addresses [A] (device_load l.4995): element i of an access
  /// of 2^Log2Bytes-byte elements is at base + ((ext(index) << s) + i) *
  /// 2^Log2Bytes. selectDevAddrR folds base + (ext(x) << (Log2Bytes + s))
  /// for a 32-bit x zero- or sign-extended and s up to MaxShift: Index is
  /// x, Mode s plus 8 for sign extension.
  template <unsigned Log2Bytes, unsigned MaxShift>
  bool selectDevAddrR(SDValue Addr, SDValue &Base, SDValue &Index,
                      SDValue &Mode) {
    if (Addr.getOpcode() != ISD::ADD)
      return false;
    for (unsigned I = 0; I != 2; ++I) {
      SDValue X = Addr.getOperand(1 - I);
      uint64_t Shift = 0;
      if (X.getOpcode() == ISD::SHL) {
        auto *C = dyn_cast<ConstantSDNode>(X.getOperand(1));
        if (!C)
          continue;
        Shift = C->getZExtValue();
        X = X.getOperand(0);
      }
      bool Signed = X.getOpcode() == ISD::SIGN_EXTEND;
      if (Shift < Log2Bytes || Shift - Log2Bytes > MaxShift ||
          (!Signed && X.getOpcode() != ISD::ZERO_EXTEND) ||
          X.getOperand(0).getValueType() != MVT::i32)
        continue;
      Base = Addr.getOperand(I);
      Index = X.getOperand(0);
      Mode = CurDAG->getTargetConstant((Shift - Log2Bytes) | (Signed ? 8 : 0),
                                       SDLoc(Addr), MVT::i32);
      return true;
    }
    return false;
  }

  /// The immediate forms of device and threadgroup accesses: base + a
  /// constant multiple of the element size whose element count fits the
  /// signed 16-bit index, else the whole address with index 0.
  std::pair<SDValue, int64_t> baseAndElements(SDValue Addr, unsigned Log2Bytes) {
    if (CurDAG->isBaseWithConstantOffset(Addr)) {
      int64_t Offset = SignExtend64(Addr.getConstantOperandVal(1),
                                    Addr.getValueSizeInBits());
      if (Offset % (int64_t(1) << Log2Bytes) == 0 &&
          isInt<16>(Offset >> Log2Bytes))
        return {Addr.getOperand(0), Offset >> Log2Bytes};
    }
    return {Addr, 0};
  }

  template <unsigned Log2Bytes>
  bool selectDevAddrI(SDValue Addr, SDValue &Base, SDValue &Index,
                      SDValue &Mode) {
    SDLoc DL(Addr);
    auto [B, Elements] = baseAndElements(Addr, Log2Bytes);
    Base = B;
    Index = CurDAG->getTargetConstant(Elements, DL, MVT::i32);
    Mode = CurDAG->getTargetConstant(0, DL, MVT::i32);
    return true;
  }

  /// The low half of a 32-bit value: a threadgroup address or index.
  SDValue low16(SDValue V) {
    return CurDAG->getTargetExtractSubreg(AppleGPU::lo16, SDLoc(V), MVT::f16, V);
  }

  /// Threadgroup addresses [M] (agx_pack.c local_load; the index in
  /// elements, applegpu's notes): element i of an access of
  /// 2^Log2Bytes-byte elements at base + (index + i) * 2^Log2Bytes, with a
  /// 16-bit base and index. selectLocalAddrR folds base + (x << Log2Bytes)
  /// where x's low half is x whether the hardware zero- or sign-extends
  /// it: x is known to be below 2^15, or known non-negative with elements
  /// of 2 bytes or more, where an access inside the 64 KiB of threadgroup
  /// memory (anything else is undefined) has x below 2^15.
  template <unsigned Log2Bytes>
  bool selectLocalAddrR(SDValue Addr, SDValue &Base, SDValue &Index) {
    if (Addr.getOpcode() != ISD::ADD)
      return false;
    for (unsigned I = 0; I != 2; ++I) {
      SDValue X = Addr.getOperand(1 - I);
      if (Log2Bytes) {
        if (X.getOpcode() != ISD::SHL || !isa<ConstantSDNode>(X.getOperand(1)) ||
            X.getConstantOperandVal(1) != Log2Bytes)
          continue;
        X = X.getOperand(0);
      }
      unsigned Zeros = CurDAG->computeKnownBits(X).countMinLeadingZeros();
      if (Zeros < 17 && !(Log2Bytes >= 1 && Zeros >= 1))
        continue;
      Base = low16(Addr.getOperand(I));
      Index = low16(X);
      return true;
    }
    return false;
  }

  /// The immediate form (baseAndElements), base and index 16-bit.
  template <unsigned Log2Bytes>
  bool selectLocalAddrI(SDValue Addr, SDValue &Base, SDValue &Index) {
    auto [B, Elements] = baseAndElements(Addr, Log2Bytes);
    Base = low16(B);
    Index = CurDAG->getTargetConstant(Elements, SDLoc(Addr), MVT::i32);
    return true;
  }

#include "AppleGPUGenDAGISel.inc"
};

class AppleGPUDAGToDAGISelLegacy : public SelectionDAGISelLegacy {
public:
  static char ID;
  AppleGPUDAGToDAGISelLegacy(AppleGPUTargetMachine &TM, CodeGenOptLevel OL)
      : SelectionDAGISelLegacy(
            ID, std::make_unique<AppleGPUDAGToDAGISel>(TM, OL)) {}
};

} // namespace

char AppleGPUDAGToDAGISelLegacy::ID = 0;

INITIALIZE_PASS(AppleGPUDAGToDAGISelLegacy, DEBUG_TYPE, PASS_NAME, false, false)

FunctionPass *llvm::createAppleGPUISelDag(AppleGPUTargetMachine &TM,
                                          CodeGenOptLevel OL) {
  return new AppleGPUDAGToDAGISelLegacy(TM, OL);
}
