//===- MetalLib.h - The MetalLib (.metallib) container ----------*- C++ -*-===//
//
// An in-memory model of a MetalLib: the container Apple's `metallib` and
// `air-lld` write around AIR bitcode. docs/metallib-format.md describes the
// layout and its sources; MetalLibReader.h and MetalLibWriter.h convert
// between this model and bytes.
//
// The model keeps two views of each tag group: the tags exactly as read (in
// file order, unknown tags included) and the decoded values. The writer works
// from the decoded values, re-emits unknown tags verbatim, and follows the
// order of the tags as read, so that rewriting a library reproduces the file.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_METALLIB_METALLIB_H
#define METALNT_METALLIB_METALLIB_H

#include "llvm/ADT/StringRef.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace metalnt {
namespace metallib {

/// A four-character tag code, stored as the little-endian u32 of its bytes.
using FourCC = uint32_t;

constexpr FourCC makeFourCC(const char (&S)[5]) {
  return uint32_t(uint8_t(S[0])) | uint32_t(uint8_t(S[1])) << 8 |
         uint32_t(uint8_t(S[2])) << 16 | uint32_t(uint8_t(S[3])) << 24;
}
/// The tag's characters, with non-printable bytes escaped.
std::string getFourCCName(FourCC Code);

namespace tag {
// Function list.
constexpr FourCC NAME = makeFourCC("NAME"), TYPE = makeFourCC("TYPE"),
                 HASH = makeFourCC("HASH"), MDSZ = makeFourCC("MDSZ"),
                 OFFT = makeFourCC("OFFT"), VERS = makeFourCC("VERS"),
                 LAYR = makeFourCC("LAYR"), TESS = makeFourCC("TESS"),
                 SOFF = makeFourCC("SOFF"), RFLT = makeFourCC("RFLT"),
                 ENDT = makeFourCC("ENDT");
// Header extension.
constexpr FourCC HDYN = makeFourCC("HDYN"), DYNL = makeFourCC("DYNL"),
                 ILST = makeFourCC("ILST"), VLST = makeFourCC("VLST"),
                 RLST = makeFourCC("RLST"), RBUF = makeFourCC("RBUF"),
                 HSRD = makeFourCC("HSRD"), HSRC = makeFourCC("HSRC"),
                 SARC = makeFourCC("SARC"), UUID = makeFourCC("UUID");
// Public and private metadata.
constexpr FourCC VATT = makeFourCC("VATT"), VATY = makeFourCC("VATY"),
                 CNST = makeFourCC("CNST"), DEBI = makeFourCC("DEBI"),
                 DEPF = makeFourCC("DEPF"), RETR = makeFourCC("RETR"),
                 ARGR = makeFourCC("ARGR");
} // namespace tag

constexpr uint32_t Magic = 0x424C544D; // "MTLB"
constexpr uint64_t HeaderSize = 88;
constexpr uint32_t BitcodeWrapperMagic = 0x0B17C0DE;
constexpr uint64_t BitcodeWrapperSize = 20;
constexpr uint64_t BitcodeAlignment = 16;

enum class FileType : uint8_t {
  Executable = 0,
  CoreImage = 1,
  Dynamic = 2,
  SymbolCompanion = 3,
};
llvm::StringRef getFileTypeName(uint8_t Type);

/// The function TYPE tag. Note that Metal's public MTLFunctionType numbers
/// these differently; this is the container's numbering.
enum class FunctionType : uint8_t {
  Vertex = 0,
  Fragment = 1,
  Kernel = 2,
  Unqualified = 3,
  Visible = 4,
  Extern = 5,
  Intersection = 6,
  Mesh = 7,
  Object = 8,
};
llvm::StringRef getFunctionTypeName(uint8_t Type);

/// The platform word at offset 4: bit 15 set for macOS.
constexpr uint16_t PlatformMacOS = 0x8001;
constexpr uint16_t PlatformIOS = 0x0001;
llvm::StringRef getPlatformName(uint16_t Platform);

/// The target OS byte at offset 11: 0x80 (64-bit) | Mach-O platform number.
llvm::StringRef getTargetOSName(uint8_t TargetOS);

struct SectionRange {
  uint64_t Offset = 0;
  uint64_t Size = 0;
  bool operator==(const SectionRange &O) const {
    return Offset == O.Offset && Size == O.Size;
  }
};

struct Header {
  uint16_t Platform = PlatformMacOS;
  uint16_t VersionMajor = 2;
  uint16_t VersionMinor = 7;
  uint8_t Type = uint8_t(FileType::Executable);
  uint8_t TargetOS = 0x81;
  uint16_t OSMajor = 13;
  uint16_t OSMinor = 0;
  /// Filled in by the reader; the writer computes all of these.
  uint64_t FileSize = 0;
  SectionRange FunctionList, PublicMetadata, PrivateMetadata, Bitcode;

  bool isDynamic() const { return Type == uint8_t(FileType::Dynamic); }
};

/// One tag as read: its code, its payload, and where its code starts in the
/// file (0 for tags built in memory).
struct Tag {
  FourCC Code = 0;
  std::string Data;
  uint64_t FileOffset = 0;
};
using TagGroup = std::vector<Tag>;

/// Tags of a function entry the model decodes (NAME ... RFLT); others are
/// kept raw.
bool isKnownFunctionTag(FourCC Code);
/// Header-extension tags the model decodes (HDYN ILST VLST RLST HSRD HSRC
/// UUID).
bool isKnownExtensionTag(FourCC Code);
/// The payload size of a fixed-size function tag (TYPE 1, HASH 32, ...).
std::optional<size_t> getFunctionTagSize(FourCC Code);

/// Returns the first tag with this code, or null.
const Tag *findTag(const TagGroup &Group, FourCC Code);

struct Version2 {
  uint16_t Major = 0;
  uint16_t Minor = 0;
  bool operator==(const Version2 &O) const {
    return Major == O.Major && Minor == O.Minor;
  }
};

enum class HashStatus : uint8_t { Missing, Verified, Mismatch };

struct Function {
  /// Every tag of the function entry, in file order.
  TagGroup Tags;

  // Decoded values.
  std::string Name;
  uint8_t Type = uint8_t(FunctionType::Kernel);
  std::optional<std::array<uint8_t, 32>> Hash;
  Version2 AIRVersion;      ///< VERS, first half
  Version2 LanguageVersion; ///< VERS, second half
  bool HasVersions = false;
  std::optional<uint8_t> RenderTargetArrayIndexType; ///< LAYR
  std::optional<uint8_t> Tessellation;               ///< TESS
  /// MDSZ; absent in old files, where the reader infers the size.
  std::optional<uint64_t> BitcodeSizeTag;
  /// SOFF / RFLT: offsets into the source archives and reflection list.
  std::optional<uint64_t> SourceOffset, ReflectionOffset;
  /// The source archive / reflection record those offsets name (reader).
  std::optional<unsigned> SourceIndex, ReflectionIndex;
  /// OFFT: offsets of this function's data, each relative to its section.
  uint64_t PublicMetadataOffset = 0, PrivateMetadataOffset = 0,
           BitcodeOffset = 0;

  /// The metadata tag groups OFFT points at.
  TagGroup PublicMetadata, PrivateMetadata;
  /// The bitcode blob: wrapper, bitcode and zero padding, exactly as HASH and
  /// MDSZ cover it.
  std::string Bitcode;
  HashStatus HashCheck = HashStatus::Missing;

  /// The bitcode without wrapper and padding (what LLVM's reader takes).
  llvm::StringRef getRawBitcode() const;
};

/// Whether the function entry came from a file (its tags as read include
/// NAME) rather than being built in memory.
bool wasRead(const Function &F);

/// The HDYN dynamic header.
struct DynamicHeader {
  TagGroup Tags;
  std::optional<std::string> InstallName;  ///< NAME
  std::vector<std::string> LinkedLibraries; ///< DYNL, in order
};

/// One entry of ILST (imported symbols) or VLST (exported variables).
struct SymbolEntry {
  TagGroup Tags;
  std::string Name;
};

/// One RLST record: an RBUF holding a FlatBuffer (file identifier "AIRR").
struct ReflectionRecord {
  /// Every tag of the record in file order, RBUF included with its payload
  /// as read; empty for records built in memory (the writer then emits RBUF
  /// alone). The writer replaces RBUF's payload with Buffer, padded anew.
  TagGroup Tags;
  std::string Buffer;      ///< the FlatBuffer, padding removed
  uint64_t Offset = 0;     ///< from the start of RLST (reader)
  llvm::StringRef getIdentifier() const;
};

/// One SARC: an id and a bzip2-compressed tar of the sources.
struct SourceArchive {
  /// The tags of the archive's group in file order, SARC included; empty for
  /// archives built in memory (the writer then emits SARC alone).
  TagGroup Tags;
  std::string Id;
  std::string Data;
  uint64_t Offset = 0; ///< of the SARC tag, from the start of HSRD (reader)
};

/// HSRD (with working directory) or HSRC (without).
struct SourceArchives {
  bool HasWorkingDirectory = true;
  std::string LinkOptions;
  std::string WorkingDirectory;
  std::vector<SourceArchive> Archives;
};

struct HeaderExtension {
  /// The extension's own tags as read (payloads of HDYN etc. are the 16-byte
  /// offset/size pairs).
  TagGroup Tags;
  std::optional<DynamicHeader> Dynamic;
  std::optional<std::vector<SymbolEntry>> ImportedSymbols;
  std::optional<std::vector<SymbolEntry>> ExportedVariables;
  std::optional<std::vector<ReflectionRecord>> Reflection;
  std::optional<SourceArchives> Sources;
  std::optional<std::array<uint8_t, 16>> UUID;
};

/// What the reader saw of a file's layout that the decoded values do not
/// carry, so that the writer can reproduce the file. Libraries built in
/// memory keep the defaults, which are air-lld's.
struct LayoutFacts {
  /// Whether the size word of a metadata group counts the word itself
  /// (air-lld) or not (the legacy `metallib` tool).
  bool MetadataSizeCountsItself = true;
};

struct Library {
  Header Hdr;
  LayoutFacts Layout;
  std::vector<Function> Functions;
  /// Container 2.2 files have no header extension at all.
  bool HasExtension = true;
  HeaderExtension Ext;
  /// Problems the reader tolerated (hash mismatches, odd sizes).
  std::vector<std::string> Warnings;
};

/// Wraps raw bitcode the way the container stores it: Darwin bitcode wrapper
/// (cputype 0xFFFFFFFF), the bitcode, zero padding to 16 bytes.
std::string wrapBitcode(llvm::StringRef RawBitcode);

/// The name of an MTLDataType value as metadata tags use it ("float4"), or
/// an empty string for a value nothing names.
llvm::StringRef getDataTypeName(uint8_t Type);

/// SHA-256 of a bitcode blob, as HASH stores it.
std::array<uint8_t, 32> hashBitcode(llvm::StringRef Blob);

} // namespace metallib
} // namespace metalnt

#endif // METALNT_METALLIB_METALLIB_H
