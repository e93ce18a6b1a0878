//===- Image.cpp - Reading images for textures ----------------------------===//

#include "metalnt/Run/Image.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::run;

static Error imageError(size_t Offset, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           "image, offset " + Twine(Offset) + ": " + Msg);
}

bool run::isNetpbm(ArrayRef<uint8_t> Bytes) {
  return Bytes.size() >= 2 && Bytes[0] == 'P' && (Bytes[1] == '5' || Bytes[1] == '6');
}

Expected<Image> run::readNetpbm(ArrayRef<uint8_t> Bytes) {
  if (!isNetpbm(Bytes))
    return imageError(0, "not a binary PPM (P6) or PGM (P5) image");
  Image I;
  I.Channels = Bytes[1] == '6' ? 3 : 1;
  size_t At = 2;
  uint64_t Fields[3];
  const char *Names[] = {"width", "height", "maximum value"};
  for (unsigned F = 0; F != 3; ++F) {
    // Whitespace and comments before each field; at least one.
    size_t Start = At;
    while (At < Bytes.size() && (isSpace(Bytes[At]) || Bytes[At] == '#')) {
      if (Bytes[At] == '#')
        while (At < Bytes.size() && Bytes[At] != '\n')
          ++At;
      else
        ++At;
    }
    if (At == Start)
      return imageError(At, Twine("no whitespace before the ") + Names[F]);
    uint64_t V = 0;
    size_t Digits = At;
    while (At < Bytes.size() && isDigit(Bytes[At]) && At - Digits < 9)
      V = V * 10 + (Bytes[At++] - '0');
    if (At == Digits || (At < Bytes.size() && isDigit(Bytes[At])))
      return imageError(Digits, Twine("expected the ") + Names[F] +
                                    " (a decimal number below 10^9)");
    Fields[F] = V;
  }
  if (At >= Bytes.size() || !isSpace(Bytes[At]))
    return imageError(At, "no whitespace byte before the pixels");
  ++At;
  if (Fields[0] == 0 || Fields[1] == 0 || Fields[0] > 16384 || Fields[1] > 16384)
    return imageError(0, "a size of " + Twine(Fields[0]) + "x" +
                             Twine(Fields[1]) + " (1 to 16384 each)");
  if (Fields[2] != 255)
    return imageError(0, "a maximum value of " + Twine(Fields[2]) +
                             " (only 255 is read)");
  I.Width = uint32_t(Fields[0]);
  I.Height = uint32_t(Fields[1]);
  uint64_t Size = uint64_t(I.Width) * I.Height * I.Channels;
  if (Bytes.size() - At < Size)
    return imageError(At, "the pixels are truncated: " + Twine(Size) +
                              " bytes expected, " + Twine(Bytes.size() - At) +
                              " present");
  I.Samples.assign(Bytes.begin() + At, Bytes.begin() + At + Size);
  return I;
}
