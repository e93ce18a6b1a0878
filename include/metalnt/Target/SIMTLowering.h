//===- SIMTLowering.h - DAG lowerings the SIMT targets share ---*- C++ -*-===//
//
// Operations the Apple and Intel back ends lower alike in their
// TargetLowering::LowerOperation, where LLVM's generic expansion is not
// what Metal means.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_SIMTLOWERING_H
#define METALNT_TARGET_SIMTLOWERING_H

#include "llvm/CodeGen/SelectionDAG.h"

namespace metalnt {

/// FP_TO_BF16 (a float narrowed to bfloat, its 16 bits in an integer of the
/// node's type) rounded to nearest even, as the MSL specification requires
/// of every conversion to bfloat (LLVM's generic expansion drops the low
/// half, truncating): the float's bits plus 0x7FFF plus the lowest bit
/// kept, shifted right 16; a NaN keeps its sign and top payload bits and
/// is made quiet. A half operand is widened first (exactly).
llvm::SDValue lowerFPToBF16(llvm::SDValue Op, llvm::SelectionDAG &DAG);

/// FCOPYSIGN as the bit operation IEEE 754 (5.5.1) defines: the magnitude's
/// bits but the sign bit, or the sign operand's sign bit (a sign operand of
/// the other float width is converted first, which keeps its sign). LLVM's expansion negates fabs(x) with float instructions, which
/// on Apple GPUs make a NaN the default NaN and lose its sign.
llvm::SDValue lowerFCopySign(llvm::SDValue Op, llvm::SelectionDAG &DAG);

} // namespace metalnt

#endif
