//===- Translators.cpp - The translators linked into the toolchain --------===//
//
// The one place that lists the vendors' translators: the driver and the
// tools reach them through getTranslator(). Apple and Intel join when their
// code generators do.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Target/Translator.h"
#include "metalnt/Target/AMDGPU/AMDGPUTranslator.h"

using namespace llvm;
using namespace metalnt;

Translator::~Translator() = default;

ArrayRef<const Translator *> metalnt::getTranslators() {
  static const Translator *const All[] = {&amdgpu::getTranslator()};
  return All;
}

const Translator *metalnt::getTranslator(const GPUArch &Arch) {
  for (const Translator *T : getTranslators())
    if (T->supports(Arch))
      return T;
  return nullptr;
}
