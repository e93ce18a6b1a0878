//===- SIMTLowering.cpp - DAG lowerings the SIMT targets share ------------===//

#include "metalnt/Target/SIMTLowering.h"

using namespace llvm;

SDValue metalnt::lowerFPToBF16(SDValue Op, SelectionDAG &DAG) {
  SDLoc DL(Op);
  SDValue X = Op.getOperand(0);
  if (X.getValueType() != MVT::f32)
    X = DAG.getNode(ISD::FP_EXTEND, DL, MVT::f32, X);
  SDValue Bits = DAG.getBitcast(MVT::i32, X);
  auto C = [&](uint32_t V) { return DAG.getConstant(V, DL, MVT::i32); };
  SDValue High = DAG.getNode(ISD::SRL, DL, MVT::i32, Bits, C(16));
  SDValue Lsb = DAG.getNode(ISD::AND, DL, MVT::i32, High, C(1));
  SDValue Rounded = DAG.getNode(
      ISD::SRL, DL, MVT::i32,
      DAG.getNode(ISD::ADD, DL, MVT::i32,
                  DAG.getNode(ISD::ADD, DL, MVT::i32, Bits, C(0x7FFF)), Lsb),
      C(16));
  SDValue QuietNaN = DAG.getNode(ISD::OR, DL, MVT::i32, High, C(0x40));
  SDValue R = DAG.getSelectCC(DL, X, X, QuietNaN, Rounded, ISD::SETUO);
  return DAG.getZExtOrTrunc(R, DL, Op.getValueType());
}

SDValue metalnt::lowerFCopySign(SDValue Op, SelectionDAG &DAG) {
  SDLoc DL(Op);
  EVT VT = Op.getValueType();
  SDValue Mag = Op.getOperand(0), Sgn = Op.getOperand(1);
  // A sign operand of the other width converted first: extending and
  // rounding keep the sign, of NaNs and infinities too.
  if (Sgn.getValueType() != VT)
    Sgn = Sgn.getValueType().bitsLT(VT)
              ? DAG.getNode(ISD::FP_EXTEND, DL, VT, Sgn)
              : DAG.getNode(ISD::FP_ROUND, DL, VT, Sgn, DAG.getIntPtrConstant(0, DL));
  EVT IT = VT.changeTypeToInteger();
  unsigned Bits = IT.getScalarSizeInBits();
  SDValue M = DAG.getNode(ISD::AND, DL, IT, DAG.getBitcast(IT, Mag),
                          DAG.getConstant(APInt::getSignedMaxValue(Bits), DL, IT));
  SDValue S = DAG.getNode(ISD::AND, DL, IT, DAG.getBitcast(IT, Sgn),
                          DAG.getConstant(APInt::getSignMask(Bits), DL, IT));
  return DAG.getBitcast(VT, DAG.getNode(ISD::OR, DL, IT, M, S));
}
