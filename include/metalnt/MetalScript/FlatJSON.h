//===- FlatJSON.h - JSON <-> FlatBuffers through a binary schema -*- C++ -*-===//
//
// One generic converter serves every script kind: it walks a binary schema
// (.bfbs, FlatBuffers' reflection) alongside the JSON, so every message can
// name the member, list the valid names or values, and point at the line and
// column. Beyond FlatBuffers' own rules it enforces two schema attributes:
// metalnt_required (present, even for scalars) and metalnt_length: "N"
// (exactly N array elements).
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_METALSCRIPT_FLATJSON_H
#define METALNT_METALSCRIPT_FLATJSON_H

#include "metalnt/MetalScript/JSON.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <vector>

namespace reflection {
struct Schema;
}

namespace metalnt {
namespace script {

/// Builds the FlatBuffer the JSON describes, with the schema's file
/// identifier. Fields are laid out in schema order, so equal content gives
/// equal bytes whatever the order of the JSON members.
llvm::Expected<std::vector<uint8_t>>
buildFlatBuffer(const reflection::Schema &Schema, const json::Value &Root,
                const llvm::SourceMgr &SM);

/// Checks the rules the JSON reader enforces on a verified FlatBuffer that
/// came in binary: required members and fixed array lengths.
/// Returns a description of the first violation ("pipelines.
/// compute_pipelines[0]: ComputePipelineDescriptor needs member
/// 'compute_function'"), or an empty string.
std::string checkFlatBufferRules(const reflection::Schema &Schema,
                                 const uint8_t *Data);

/// Prints a verified FlatBuffer as JSON that buildFlatBuffer reads back to
/// the same bytes: every scalar (defaults included), enums by name, fields
/// in schema order.
void printFlatBufferAsJSON(const reflection::Schema &Schema,
                           const uint8_t *Data, llvm::raw_ostream &OS);

/// The shortest decimal spelling that reads back as the same float (IsFloat)
/// or double: "0.22", not "0.219999999".
std::string formatShortest(double V, bool IsFloat);

} // namespace script
} // namespace metalnt

#endif
