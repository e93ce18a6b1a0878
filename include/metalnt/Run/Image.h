//===- Image.h - Reading images for textures --------------------*- C++ -*-===//
//
// metal-run's textures may come from image files: binary PPM (P6) and PGM
// (P5) images of 8-bit samples (Netpbm's formats, netpbm.sourceforge.net:
// "P6", whitespace, width, height, maximum value, one whitespace byte, then
// the rows; comments from '#' to the end of a line in the header).
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_RUN_IMAGE_H
#define METALNT_RUN_IMAGE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <vector>

namespace metalnt {
namespace run {

struct Image {
  uint32_t Width = 0, Height = 0;
  unsigned Channels = 0; ///< 1 (PGM) or 3 (PPM)
  std::vector<uint8_t> Samples; ///< row after row, channels interleaved
};

/// Whether Bytes start like a binary PPM or PGM image.
bool isNetpbm(llvm::ArrayRef<uint8_t> Bytes);

/// Reads a binary PPM or PGM image with a maximum value of 255; errors
/// name what is wrong and where (a byte offset).
llvm::Expected<Image> readNetpbm(llvm::ArrayRef<uint8_t> Bytes);

} // namespace run
} // namespace metalnt

#endif
