//===- IntelGPUInstUtils.h - Shared helpers of the Gen9/Gen11 model -*- C++ -*-===//
//
// Type, region and field helpers that the codec (IntelGPUInst.cpp) and the
// syntax (IntelGPUSyntax.cpp) share. Private to MCTargetDesc.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUINSTUTILS_H
#define METALNT_TARGET_INTELGPU_INTELGPUINSTUTILS_H

#include "IntelGPUInst.h"

namespace llvm {
namespace IntelGPU {

inline bool is64BitImm(Type T) { return T == TDF || T == TUQ || T == TQ; }

inline bool is16BitImm(Type T) { return T == TUW || T == TW || T == THF; }

inline int strideCode(unsigned S) { // horizontal strides 0, 1, 2, 4
  switch (S) {
  case 0: return 0;
  case 1: return 1;
  case 2: return 2;
  case 4: return 3;
  default: return -1;
  }
}

inline unsigned strideValue(unsigned C) { return C == 3 ? 4 : C; }

inline int vstrideCode(unsigned S) {
  switch (S) {
  case 0: return 0;
  case 1: return 1;
  case 2: return 2;
  case 4: return 3;
  case 8: return 4;
  case 16: return 5;
  case 32: return 6;
  default: return -1;
  }
}

inline int vstrideValue(unsigned C) {
  static const int V[] = {0, 1, 2, 4, 8, 16, 32};
  return C < 7 ? V[C] : -1;
}

inline int widthCode(unsigned W) {
  switch (W) {
  case 1: return 0;
  case 2: return 1;
  case 4: return 2;
  case 8: return 3;
  case 16: return 4;
  default: return -1;
  }
}

inline int64_t signExtend(uint64_t V, unsigned Bits) {
  return int64_t(V << (64 - Bits)) >> (64 - Bits);
}

inline bool isFloatType(Type T) { return T == TF || T == THF || T == TDF || T == TNF; }

inline int a1VStrideCode(unsigned V) {
  switch (V) {
  case 0: return 0;
  case 2: return 1;
  case 4: return 2;
  case 8: return 3;
  default: return -1;
  }
}

inline bool isMathMacro(unsigned FC) { return FC == 0xE || FC == 0xF; }

/// Math functions with two sources (invm is a macro with two).
inline bool mathIsBinary(unsigned FC) { return FC >= 9 && FC <= 0xE; }

} // namespace IntelGPU
} // namespace llvm

#endif
