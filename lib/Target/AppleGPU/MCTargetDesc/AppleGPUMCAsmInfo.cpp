//===- AppleGPUMCAsmInfo.cpp - Apple GPU assembly syntax ------------------===//

#include "AppleGPUMCAsmInfo.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

AppleGPUMCAsmInfo::AppleGPUMCAsmInfo(const Triple &TT) {
  CodePointerSize = 8;
  CalleeSaveStackSlotSize = 4;
  IsLittleEndian = true;
  CommentString = "//";
  SeparatorString = ";";
  MinInstAlignment = 2;
  SupportsDebugInformation = false;
  UseIntegratedAssembler = true;
  // Labels resolve within the section: no relocations for jumps.
  HasSubsectionsViaSymbols = false;
}
