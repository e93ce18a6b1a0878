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
    if (N->getOpcode() == AppleGPUISD::TEX_SAMPLE || N->getOpcode() == AppleGPUISD::TEX_LOAD ||
        N->getOpcode() == AppleGPUISD::IMG_WRITE) {
      selectTexture(N);
      return;
    }
    SelectCode(N);
  }

  /// smpf, smpi and imgw (docs/applegpu-codegen.md, "Textures"). The
  /// operands after the chain: TEX_SAMPLE's texture, sampler, x, y, layer,
  /// level of detail, zs, packed offsets, seven gradient words (dx and dy
  /// of each coordinate, then lod_grad_min's minimum), then the
  /// immediates mode (agx_lod_mode: 0 auto_lod, 4 lod_grad, 5
  /// auto_lod_bias, 6 lod_min, 12 lod_grad_min, 13 auto_lod_bias_min),
  /// kind (0 plain, 1 packed offsets, 2 comparison, 3 gather, 4 gather
  /// with offsets, 5 comparison with offsets, 6 gathered comparison, 7
  /// with offsets; 5 and 7 pair the reference with the packed offsets; 8
  /// the level-of-detail query, query_lod),
  /// gather's component and the dimension (2 2d, 3 2d_array, 4 2d_ms, 5
  /// 3d); TEX_LOAD's texture,
  /// x, y, layer, level, dimension; IMG_WRITE's data, PBE, x, y, layer,
  /// level, dimension. The pseudo takes what its form reads: the
  /// coordinates as a pair, or with the layer a triple (_A forms).
  void selectTexture(SDNode *N) {
    using namespace AppleGPU;
    SDLoc DL(N);
    unsigned Opc = N->getOpcode();
    unsigned First = Opc == AppleGPUISD::TEX_SAMPLE ? 3 : Opc == AppleGPUISD::TEX_LOAD ? 2 : 3;
    unsigned DimOp = N->getNumOperands() - 1;
    unsigned Dim = unsigned(N->getConstantOperandVal(DimOp));
    // 2d_array, 2d_ms, 3d: three coordinates, but a level-of-detail query
    // (kind 8) takes no layer.
    bool Query = Opc == AppleGPUISD::TEX_SAMPLE && N->getConstantOperandVal(17) == 8;
    bool Array = Query ? Dim == 5 : Dim >= 3;
    auto Imm = [&](uint64_t V) { return CurDAG->getTargetConstant(V, DL, MVT::i32); };
    SmallVector<SDValue, 8> Seq{Imm(Array ? GPR96RegClassID : GPR64ARegClassID),
                                N->getOperand(First), Imm(sub0), N->getOperand(First + 1),
                                Imm(sub1)};
    if (Array) {
      Seq.push_back(N->getOperand(First + 2));
      Seq.push_back(Imm(sub2));
    }
    SDValue Coords(CurDAG->getMachineNode(TargetOpcode::REG_SEQUENCE, DL,
                                          Array ? MVT::v3i32 : MVT::i64, Seq),
                   0);
    SDValue Chain = N->getOperand(0);
    auto Emit = [&](unsigned Plain, unsigned ArrayForm, ArrayRef<EVT> VTs,
                    SmallVector<SDValue, 8> Ops) {
      Ops.push_back(Chain);
      ReplaceNode(N, CurDAG->getMachineNode(Array ? ArrayForm : Plain, DL, VTs, Ops));
    };
    if (Opc == AppleGPUISD::TEX_LOAD)
      return Emit(CG_SMPI, CG_SMPI_A, {MVT::v4i32, MVT::Other},
                  {Imm(Dim), N->getOperand(1), Coords, low16(N->getOperand(5))});
    if (Opc == AppleGPUISD::IMG_WRITE)
      return Emit(CG_IMGW, CG_IMGW_A, {MVT::Other},
                  {N->getOperand(1), Imm(Dim), N->getOperand(2), Coords,
                   low16(N->getOperand(6))});
    unsigned Mode = unsigned(N->getConstantOperandVal(16));
    unsigned Kind = unsigned(N->getConstantOperandVal(17));
    unsigned ModeIndex = Mode == 0 ? 0 : Mode == 5 ? 1 : Mode == 6 ? 2 : 3;
    static const unsigned Forms[2][4][4] = {
        {{CG_SMPF_AUTO, CG_SMPF_BIAS, CG_SMPF_LOD, CG_SMPF_BIASMIN},
         {CG_SMPF_AUTO_OFF, CG_SMPF_BIAS_OFF, CG_SMPF_LOD_OFF, CG_SMPF_BIASMIN_OFF},
         {CG_SMPF_AUTO_CMP, CG_SMPF_BIAS_CMP, CG_SMPF_LOD_CMP, CG_SMPF_BIASMIN_CMP},
         {CG_SMPF_AUTO_CMPOFF, CG_SMPF_BIAS_CMPOFF, CG_SMPF_LOD_CMPOFF,
          CG_SMPF_BIASMIN_CMPOFF}},
        {{CG_SMPF_AUTO_A, CG_SMPF_BIAS_A, CG_SMPF_LOD_A, CG_SMPF_BIASMIN_A},
         {CG_SMPF_AUTO_OFF_A, CG_SMPF_BIAS_OFF_A, CG_SMPF_LOD_OFF_A, CG_SMPF_BIASMIN_OFF_A},
         {CG_SMPF_AUTO_CMP_A, CG_SMPF_BIAS_CMP_A, CG_SMPF_LOD_CMP_A, CG_SMPF_BIASMIN_CMP_A},
         {CG_SMPF_AUTO_CMPOFF_A, CG_SMPF_BIAS_CMPOFF_A, CG_SMPF_LOD_CMPOFF_A,
          CG_SMPF_BIASMIN_CMPOFF_A}}};
    SmallVector<SDValue, 8> Ops{Imm(Dim), N->getOperand(1), low16(N->getOperand(2)), Coords};
    SDValue ZS = N->getOperand(7);
    // The reference and the packed offsets: zs's three halves, from a
    // pair whose second register's low half holds the offsets.
    auto RefAndOffsets = [&]() {
      return SDValue(CurDAG->getMachineNode(TargetOpcode::REG_SEQUENCE, DL, MVT::i64,
                                            {Imm(GPR64ARegClassID), ZS, Imm(sub0),
                                             N->getOperand(8), Imm(sub1)}),
                     0);
    };
    // The zs operand: none, the offsets' half, the reference, or both
    // (kinds 1 and 4 have offsets, 2 and 6 a reference, 5 and 7 both).
    bool HasOffsets = Kind == 1 || Kind == 4 || Kind == 5 || Kind == 7;
    bool HasReference = Kind == 2 || Kind == 5 || Kind == 6 || Kind == 7;
    auto PushZS = [&]() {
      if (HasOffsets && HasReference)
        Ops.push_back(RefAndOffsets());
      else if (HasOffsets)
        Ops.push_back(low16(ZS));
      else if (HasReference)
        Ops.push_back(ZS);
    };
    unsigned Z = Kind == 5 ? 3 : Kind;
    if (Mode == 4 || Mode == 12) {
      // lod_grad(_min): dx and dy of two or three coordinates, then the
      // minimum, in one tuple.
      unsigned Words = (Dim == 5 ? 6 : 4) + (Mode == 12);
      static const unsigned Classes[4] = {GPR128RegClassID, GPR160RegClassID,
                                          GPR192RegClassID, GPR224RegClassID};
      static const unsigned Subs[7] = {sub0, sub1, sub2, sub3, sub4, sub5, sub6};
      SmallVector<SDValue, 15> GradSeq{Imm(Classes[Words - 4])};
      for (unsigned K = 0; K != Words; ++K) {
        GradSeq.push_back(N->getOperand(9 + K));
        GradSeq.push_back(Imm(Subs[K]));
      }
      Ops.push_back(SDValue(CurDAG->getMachineNode(TargetOpcode::REG_SEQUENCE, DL,
                                                   MVT::getVectorVT(MVT::i32, Words), GradSeq),
                            0));
      PushZS();
      static const unsigned Grads[4][4][2] = {
          {{CG_SMPF_GRAD, CG_SMPF_GRAD_A},
           {CG_SMPF_GRAD_OFF, CG_SMPF_GRAD_OFF_A},
           {CG_SMPF_GRAD_CMP, CG_SMPF_GRAD_CMP_A},
           {CG_SMPF_GRAD_CMPOFF, CG_SMPF_GRAD_CMPOFF_A}},
          {{CG_SMPF_GRAD_MIN, CG_SMPF_GRAD_MIN_A},
           {CG_SMPF_GRAD_MIN_OFF, CG_SMPF_GRAD_MIN_OFF_A},
           {CG_SMPF_GRAD_MIN_CMP, CG_SMPF_GRAD_MIN_CMP_A},
           {CG_SMPF_GRAD_MIN_CMPOFF, CG_SMPF_GRAD_MIN_CMPOFF_A}},
          {{CG_SMPF_GRAD_3D, CG_SMPF_GRAD_3D_A},
           {CG_SMPF_GRAD_3D_OFF, CG_SMPF_GRAD_3D_OFF_A},
           {CG_SMPF_GRAD_3D_CMP, CG_SMPF_GRAD_3D_CMP_A},
           {CG_SMPF_GRAD_3D_CMPOFF, CG_SMPF_GRAD_3D_CMPOFF_A}},
          {{CG_SMPF_GRAD_3DMIN, CG_SMPF_GRAD_3DMIN_A},
           {CG_SMPF_GRAD_3DMIN_OFF, CG_SMPF_GRAD_3DMIN_OFF_A},
           {CG_SMPF_GRAD_3DMIN_CMP, CG_SMPF_GRAD_3DMIN_CMP_A},
           {CG_SMPF_GRAD_3DMIN_CMPOFF, CG_SMPF_GRAD_3DMIN_CMPOFF_A}}};
      if (Kind >= 3 && Kind != 5)
        report_fatal_error("applegpu: gradients with a gather");
      return Emit(Grads[Words - 4][Z][0], Grads[Words - 4][Z][1], {MVT::v4i32, MVT::Other},
                  Ops);
    }
    if (Query)
      return Emit(CG_SMPF_QUERY, CG_SMPF_QUERY_A, {MVT::v4i32, MVT::Other}, Ops);
    if (Kind == 3 || Kind == 4 || Kind == 6 || Kind == 7) {
      Ops.push_back(Imm(N->getConstantOperandVal(18)));
      static const unsigned Gathers[4][2] = {
          {CG_SMPF_GATHER, CG_SMPF_GATHER_A},
          {CG_SMPF_GATHER_OFF, CG_SMPF_GATHER_OFF_A},
          {CG_SMPF_GATHER_CMP, CG_SMPF_GATHER_CMP_A},
          {CG_SMPF_GATHER_CMPOFF, CG_SMPF_GATHER_CMPOFF_A}};
      unsigned G = Kind == 3 ? 0 : Kind == 4 ? 1 : Kind == 6 ? 2 : 3;
      PushZS();
      return Emit(Gathers[G][0], Gathers[G][1], {MVT::v4i32, MVT::Other}, Ops);
    }
    // auto_lod_bias_min reads both halves of its register.
    Ops.push_back(Mode == 13 ? N->getOperand(6) : low16(N->getOperand(6)));
    PushZS();
    Emit(Forms[0][Z][ModeIndex], Forms[1][Z][ModeIndex], {MVT::v4i32, MVT::Other}, Ops);
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
