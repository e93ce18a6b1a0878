//===- Translators.cpp - The translators linked into the toolchain --------===//
//
// The one place that lists the vendors' translators: the driver and the
// tools reach them through getTranslator().
//
//===----------------------------------------------------------------------===//

#include "metalnt/Target/Translator.h"
#include "metalnt/Target/AMDGPU/AMDGPUTranslator.h"
#include "metalnt/Target/AppleGPU/AppleGPUTranslator.h"
#include "metalnt/Target/IntelGPU/IntelGPUTranslator.h"

using namespace llvm;
using namespace metalnt;


ArrayRef<const Translator *> metalnt::getTranslators() {
  static const Translator *const All[] = {&applegpu::getTranslator(),
                                          &amdgpu::getTranslator(),
                                          &intelgpu::getTranslator()};
  return All;
}

const Translator *metalnt::getTranslator(const GPUArch &Arch) {
  for (const Translator *T : getTranslators())
    if (T->supports(Arch))
      return T;
  return nullptr;
}
