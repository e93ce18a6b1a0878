//===- MetalLib.cpp - Names and helpers of the MetalLib model -------------===//

#include "metalnt/MetalLib/MetalLib.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt::metallib;

std::string metalnt::metallib::getFourCCName(FourCC Code) {
  std::string S;
  for (unsigned I = 0; I != 4; ++I) {
    char C = char((Code >> (8 * I)) & 0xff);
    if (isPrint(C) && C != '\\')
      S += C;
    else
      S += "\\x" + utohexstr(uint8_t(C), /*LowerCase=*/true, /*Width=*/2);
  }
  return S;
}

StringRef metalnt::metallib::getFileTypeName(uint8_t Type) {
  switch (Type) {
  case 0:
    return "executable";
  case 1:
    return "core-image";
  case 2:
    return "dynamic";
  case 3:
    return "symbol-companion";
  }
  return "unknown";
}

StringRef metalnt::metallib::getFunctionTypeName(uint8_t Type) {
  static const char *const Names[] = {
      "vertex",  "fragment", "kernel",       "unqualified", "visible",
      "extern",  "intersection", "mesh",     "object"};
  return Type < std::size(Names) ? Names[Type] : "unknown";
}

StringRef metalnt::metallib::getPlatformName(uint16_t Platform) {
  switch (Platform) {
  case PlatformMacOS:
    return "macOS";
  case PlatformIOS:
    return "iOS";
  }
  return "unknown";
}

StringRef metalnt::metallib::getTargetOSName(uint8_t TargetOS) {
  if (TargetOS == 0)
    return "none";
  static const char *const Names[] = {
      "unknown",         "macOS",         "iOS",
      "tvOS",            "watchOS",       "bridgeOS",
      "macCatalyst",     "iOS-simulator", "tvOS-simulator",
      "watchOS-simulator", "driverKit",   "visionOS",
      "visionOS-simulator"};
  unsigned P = TargetOS & 0x7f;
  if (!(TargetOS & 0x80) || P == 0 || P >= std::size(Names))
    return "unknown";
  return Names[P];
}

bool metalnt::metallib::isKnownFunctionTag(FourCC C) {
  return C == tag::NAME || getFunctionTagSize(C).has_value();
}

std::optional<size_t> metalnt::metallib::getFunctionTagSize(FourCC C) {
  switch (C) {
  case tag::TYPE:
  case tag::LAYR:
  case tag::TESS:
    return 1;
  case tag::HASH:
    return 32;
  case tag::OFFT:
    return 24;
  case tag::MDSZ:
  case tag::VERS:
  case tag::SOFF:
  case tag::RFLT:
    return 8;
  }
  return std::nullopt;
}

bool metalnt::metallib::isKnownExtensionTag(FourCC C) {
  switch (C) {
  case tag::HDYN:
  case tag::ILST:
  case tag::VLST:
  case tag::RLST:
  case tag::HSRD:
  case tag::HSRC:
  case tag::UUID:
    return true;
  }
  return false;
}

const Tag *metalnt::metallib::findTag(const TagGroup &Group, FourCC Code) {
  for (const Tag &T : Group)
    if (T.Code == Code)
      return &T;
  return nullptr;
}

bool metalnt::metallib::wasRead(const Function &F) {
  return findTag(F.Tags, tag::NAME) != nullptr;
}

StringRef Function::getRawBitcode() const {
  StringRef Blob = Bitcode;
  if (Blob.size() >= BitcodeWrapperSize &&
      support::endian::read32le(Blob.data()) == BitcodeWrapperMagic) {
    uint32_t Offset = support::endian::read32le(Blob.data() + 8);
    uint32_t Size = support::endian::read32le(Blob.data() + 12);
    if (uint64_t(Offset) + Size <= Blob.size())
      return Blob.substr(Offset, Size);
  }
  return Blob;
}

StringRef ReflectionRecord::getIdentifier() const {
  if (Buffer.size() < 8)
    return "";
  return StringRef(Buffer).substr(4, 4);
}

std::string metalnt::metallib::wrapBitcode(StringRef RawBitcode) {
  std::string Blob;
  auto W32 = [&](uint32_t V) {
    char B[4];
    support::endian::write32le(B, V);
    Blob.append(B, 4);
  };
  W32(BitcodeWrapperMagic);
  W32(0); // version
  W32(BitcodeWrapperSize);
  W32(uint32_t(RawBitcode.size()));
  W32(0xFFFFFFFF); // cputype: none
  Blob.append(RawBitcode.data(), RawBitcode.size());
  Blob.resize(alignTo(Blob.size(), BitcodeAlignment), '\0');
  return Blob;
}

std::array<uint8_t, 32> metalnt::metallib::hashBitcode(StringRef Blob) {
  return SHA256::hash(arrayRefFromStringRef(Blob));
}

StringRef metalnt::metallib::getDataTypeName(uint8_t Type) {
  switch (Type) {
#define METAL_DATA_TYPE(VALUE, NAME)                                           \
  case VALUE:                                                                  \
    return NAME;
#include "MetalDataTypes.def"
  }
  return "";
}
