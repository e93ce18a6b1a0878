//===- AppleGPUMCAsmInfo.h - Apple GPU assembly syntax ---------*- C++ -*-===//

#ifndef METALNT_TARGET_APPLEGPU_APPLEGPUMCASMINFO_H
#define METALNT_TARGET_APPLEGPU_APPLEGPUMCASMINFO_H

#include "llvm/MC/MCAsmInfoDarwin.h"

namespace llvm {
class Triple;

/// Apple GPU code lives in Mach-O files; comments are "//" as in Mesa's and
/// Apple's listings.
class AppleGPUMCAsmInfo : public MCAsmInfoDarwin {
public:
  explicit AppleGPUMCAsmInfo(const Triple &TT);
};

} // namespace llvm

#endif
