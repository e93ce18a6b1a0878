//===- FlatJSON.cpp - JSON <-> FlatBuffers through a binary schema --------===//

#include "metalnt/MetalScript/FlatJSON.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/SourceMgr.h"
#include "flatbuffers/flatbuffers.h"
#include "flatbuffers/reflection.h"
#include <cmath>
#include <limits>

using namespace llvm;
using namespace metalnt;
using namespace metalnt::script;
using reflection::BaseType;

namespace {

StringRef attribute(const flatbuffers::Vector<flatbuffers::Offset<reflection::KeyValue>> *Attrs,
                    StringRef Key) {
  if (!Attrs)
    return "";
  for (const reflection::KeyValue *KV : *Attrs)
    if (KV->key()->string_view() == std::string_view(Key.data(), Key.size()))
      return KV->value() ? StringRef(KV->value()->c_str()) : StringRef("true");
  return "";
}

bool isScalar(BaseType T) {
  return T >= reflection::UType && T <= reflection::Double;
}
bool isFloat(BaseType T) {
  return T == reflection::Float || T == reflection::Double;
}
size_t scalarSize(BaseType T) {
  switch (T) {
  case reflection::UType:
  case reflection::Bool:
  case reflection::Byte:
  case reflection::UByte:
    return 1;
  case reflection::Short:
  case reflection::UShort:
    return 2;
  case reflection::Int:
  case reflection::UInt:
  case reflection::Float:
    return 4;
  default:
    return 8;
  }
}
bool isSigned(BaseType T) {
  return T == reflection::Byte || T == reflection::Short ||
         T == reflection::Int || T == reflection::Long;
}

std::string typeName(BaseType T) {
  static const char *const Names[] = {
      "none", "union type", "bool",  "byte",  "ubyte",  "short",
      "ushort", "int",      "uint",  "long",  "ulong",  "float",
      "double", "string",   "array", "object", "union", "array"};
  return T < std::size(Names) ? Names[T] : "?";
}

/// Integer value set as bits of a 64-bit word.
using Scalar = uint64_t;

class Builder {
public:
  Builder(const reflection::Schema &S, const SourceMgr &SM) : S(S), SM(SM) {}

  Expected<std::vector<uint8_t>> build(const json::Value &Root) {
    Expected<flatbuffers::uoffset_t> Off = table(*S.root_table(), Root);
    if (!Off)
      return Off.takeError();
    const char *Ident = S.file_ident() ? S.file_ident()->c_str() : nullptr;
    FBB.Finish(flatbuffers::Offset<void>(*Off), Ident);
    return std::vector<uint8_t>(FBB.GetBufferPointer(),
                                FBB.GetBufferPointer() + FBB.GetSize());
  }

private:
  const reflection::Schema &S;
  const SourceMgr &SM;
  flatbuffers::FlatBufferBuilder FBB;

  Error error(SMLoc Loc, const Twine &Msg) {
    return json::makeError(SM, Loc, Msg);
  }

  const reflection::Object &object(int Index) { return *S.objects()->Get(Index); }
  const reflection::Enum *enumOf(const reflection::Type &T) {
    return T.index() >= 0 ? S.enums()->Get(T.index()) : nullptr;
  }
  static StringRef shortName(const flatbuffers::String *Name) {
    StringRef N = Name->c_str();
    return N.rsplit('.').second.empty() ? N : N.rsplit('.').second;
  }

  std::string validMembers(const reflection::Object &Obj) {
    std::vector<std::string> Names;
    for (const reflection::Field *F : *Obj.fields())
      if (!F->deprecated())
        Names.push_back(F->name()->str());
    return join(Names, ", ");
  }
  static std::string validValues(const reflection::Enum &E) {
    std::vector<std::string> Names;
    for (const reflection::EnumVal *V : *E.values())
      if (!(E.is_union() && V->value() == 0))
        Names.push_back(V->name()->str());
    return join(Names, ", ");
  }
  static bool isBitFlags(const reflection::Enum &E) {
    return !attribute(E.attributes(), "bit_flags").empty();
  }

  /// An enum value named in JSON (bit-flag enums: names separated by spaces,
  /// plus None and All).
  Expected<Scalar> enumValue(const reflection::Enum &E, const json::Value &V,
                             StringRef Member) {
    if (V.getKind() != json::Value::String)
      return error(V.getLoc(), "member '" + Member + "' takes a string, one of: " +
                                   validValues(E) + "; found " +
                                   json::Value::getKindName(V.getKind()));
    auto Lookup = [&](StringRef Name) -> std::optional<int64_t> {
      for (const reflection::EnumVal *EV : *E.values())
        if (EV->name()->c_str() == Name)
          return EV->value();
      return std::nullopt;
    };
    if (!isBitFlags(E)) {
      if (auto Val = Lookup(V.getString()))
        return Scalar(*Val);
      return error(V.getLoc(), "'" + V.getString() + "' is not a valid value of '" +
                                   Member + "'; valid values: " + validValues(E));
    }
    SmallVector<StringRef, 4> Words;
    StringRef(V.getString()).split(Words, ' ', -1, /*KeepEmpty=*/false);
    if (Words.empty())
      return error(V.getLoc(), "member '" + Member + "' needs one or more of: None, " +
                                   validValues(E) + ", All");
    Scalar Mask = 0, All = 0;
    for (const reflection::EnumVal *EV : *E.values())
      All |= Scalar(EV->value());
    for (StringRef W : Words) {
      if (W == "None")
        continue;
      if (W == "All") {
        Mask |= All;
        continue;
      }
      auto Val = Lookup(W);
      if (!Val)
        return error(V.getLoc(), "'" + W + "' is not a valid value of '" + Member +
                                     "'; valid values: None, " + validValues(E) +
                                     ", All (separated by spaces)");
      Mask |= Scalar(*Val);
    }
    return Mask;
  }

  /// A scalar member's value as 64 bits (floats: their double's bits).
  Expected<Scalar> scalar(BaseType T, const reflection::Enum *E,
                          const json::Value &V, StringRef Member) {
    if (E && T != reflection::UType)
      return enumValue(*E, V, Member);
    if (T == reflection::Bool) {
      if (V.getKind() != json::Value::Bool)
        return error(V.getLoc(), "member '" + Member + "' takes true or false; found " +
                                     json::Value::getKindName(V.getKind()));
      return Scalar(V.getBool());
    }
    if (V.getKind() != json::Value::Number)
      return error(V.getLoc(), "member '" + Member + "' takes a number (" +
                                   typeName(T) + "); found " +
                                   json::Value::getKindName(V.getKind()));
    if (isFloat(T)) {
      double D = std::strtod(V.getNumberText().str().c_str(), nullptr);
      if (!std::isfinite(D) ||
          (T == reflection::Float && std::fabs(D) > std::numeric_limits<float>::max()))
        return error(V.getLoc(), "'" + V.getNumberText() + "' is out of range for " +
                                     typeName(T));
      Scalar Bits;
      memcpy(&Bits, &D, 8);
      return Bits;
    }
    if (!V.isInteger())
      return error(V.getLoc(), "member '" + Member + "' takes an integer (" +
                                   typeName(T) + "); found '" + V.getNumberText() + "'");
    unsigned Bits = scalarSize(T) * 8;
    if (isSigned(T)) {
      int64_t I;
      if (V.getNumberText().getAsInteger(10, I) ||
          (Bits < 64 && (I < -(int64_t(1) << (Bits - 1)) ||
                         I >= (int64_t(1) << (Bits - 1)))))
        return error(V.getLoc(), "'" + V.getNumberText() + "' is out of range for " +
                                     typeName(T));
      return Scalar(I);
    }
    uint64_t U;
    if (V.getNumberText().starts_with("-") ||
        V.getNumberText().getAsInteger(10, U) ||
        (Bits < 64 && U >= (uint64_t(1) << Bits)))
      return error(V.getLoc(), "'" + V.getNumberText() + "' is out of range for " +
                                   typeName(T) + " (0.." +
                                   Twine(Bits < 64 ? (uint64_t(1) << Bits) - 1
                                                   : ~uint64_t(0)) +
                                   ")");
    return U;
  }

  void pushScalar(BaseType T, Scalar V) {
    switch (T) {
    case reflection::Float: {
      double D;
      memcpy(&D, &V, 8);
      FBB.PushElement(float(D));
      return;
    }
    case reflection::Double: {
      double D;
      memcpy(&D, &V, 8);
      FBB.PushElement(D);
      return;
    }
    default:
      switch (scalarSize(T)) {
      case 1:
        FBB.PushElement(uint8_t(V));
        return;
      case 2:
        FBB.PushElement(uint16_t(V));
        return;
      case 4:
        FBB.PushElement(uint32_t(V));
        return;
      default:
        FBB.PushElement(uint64_t(V));
        return;
      }
    }
  }

  /// A float member equal to its default is left out, as FlatBuffers does,
  /// but -0 is not +0: a zero whose sign differs from the default's is
  /// stored (a half constant of -0 would otherwise load back as +0).
  template <typename FloatT> void addFloat(flatbuffers::voffset_t Off, FloatT X, FloatT Def) {
    bool Keep = X == Def && std::signbit(X) != std::signbit(Def);
    FBB.ForceDefaults(Keep);
    FBB.AddElement<FloatT>(Off, X, Def);
    FBB.ForceDefaults(false);
  }

  void addScalar(const reflection::Field &F, Scalar V) {
    BaseType T = F.type()->base_type();
    flatbuffers::voffset_t Off = F.offset();
    switch (T) {
    case reflection::Float: {
      double D;
      memcpy(&D, &V, 8);
      addFloat<float>(Off, float(D), float(F.default_real()));
      return;
    }
    case reflection::Double: {
      double D;
      memcpy(&D, &V, 8);
      addFloat<double>(Off, D, F.default_real());
      return;
    }
    default:
      switch (scalarSize(T)) {
      case 1:
        FBB.AddElement<uint8_t>(Off, uint8_t(V), uint8_t(F.default_integer()));
        return;
      case 2:
        FBB.AddElement<uint16_t>(Off, uint16_t(V), uint16_t(F.default_integer()));
        return;
      case 4:
        FBB.AddElement<uint32_t>(Off, uint32_t(V), uint32_t(F.default_integer()));
        return;
      default:
        FBB.AddElement<uint64_t>(Off, V, uint64_t(F.default_integer()));
        return;
      }
    }
  }

  Expected<flatbuffers::uoffset_t> string(const json::Value &V, StringRef Member) {
    if (V.getKind() != json::Value::String)
      return error(V.getLoc(), "member '" + Member + "' takes a string; found " +
                                   json::Value::getKindName(V.getKind()));
    return FBB.CreateString(V.getString()).o;
  }

  Expected<flatbuffers::uoffset_t> vector(const reflection::Field &F,
                                          const json::Value &V) {
    StringRef Member = F.name()->c_str();
    if (V.getKind() != json::Value::Array)
      return error(V.getLoc(), "member '" + Member + "' takes an array; found " +
                                   json::Value::getKindName(V.getKind()));
    const auto &Elts = V.getElements();
    StringRef Length = attribute(F.attributes(), "metalnt_length");
    unsigned Want;
    if (!Length.empty() && !Length.getAsInteger(10, Want) && Elts.size() != Want)
      return error(V.getLoc(), "member '" + Member + "' needs exactly " + Twine(Want) +
                                   " values here; found " + Twine(Elts.size()));
    const reflection::Type &T = *F.type();
    BaseType ET = T.element();
    if (isScalar(ET)) {
      SmallVector<Scalar, 8> Vals;
      for (const auto &E : Elts) {
        Expected<Scalar> S = scalar(ET, enumOf(T), *E, Member);
        if (!S)
          return S.takeError();
        Vals.push_back(*S);
      }
      FBB.StartVector(Vals.size(), scalarSize(ET));
      for (Scalar S : reverse(Vals))
        pushScalar(ET, S);
      return FBB.EndVector(Vals.size());
    }
    SmallVector<flatbuffers::uoffset_t, 8> Offs;
    for (const auto &E : Elts) {
      Expected<flatbuffers::uoffset_t> O =
          ET == reflection::String ? string(*E, Member)
                                   : table(object(T.index()), *E);
      if (!O)
        return O.takeError();
      Offs.push_back(*O);
    }
    FBB.StartVector(Offs.size(), sizeof(flatbuffers::uoffset_t));
    for (flatbuffers::uoffset_t O : reverse(Offs))
      FBB.PushElement(flatbuffers::Offset<void>(O));
    return FBB.EndVector(Offs.size());
  }

  Expected<flatbuffers::uoffset_t> table(const reflection::Object &Obj,
                                         const json::Value &V) {
    StringRef ObjName = shortName(Obj.name());
    if (V.getKind() != json::Value::Object)
      return error(V.getLoc(), "expected an object (" + ObjName + "); found " +
                                   json::Value::getKindName(V.getKind()));
    struct Slot {
      const reflection::Field *F;
      bool IsOffset;
      uint64_t Value;
    };
    std::vector<Slot> Slots;
    uint8_t UnionTag = 0;
    // Children are built in schema order too: the bytes must not depend on
    // the order of the JSON members.
    std::vector<std::pair<const reflection::Field *, const json::Member *>> Ordered;
    for (const json::Member &M : V.getMembers()) {
      const reflection::Field *F = Obj.fields()->LookupByKey(M.Key.c_str());
      if (!F || F->deprecated())
        return error(M.KeyLoc, "unknown member '" + M.Key + "' in " + ObjName +
                                   "; valid members: " + validMembers(Obj));
      Ordered.push_back({F, &M});
    }
    llvm::sort(Ordered, [](const auto &A, const auto &B) {
      return A.first->id() < B.first->id();
    });
    for (const auto &Entry : Ordered) {
      const reflection::Field *F = Entry.first;
      const json::Member &M = *Entry.second;
      const reflection::Type &T = *F->type();
      BaseType BT = T.base_type();
      if (BT == reflection::UType) {
        // Read with the union it tags.
        StringRef Union = StringRef(M.Key).drop_back(strlen("_type"));
        if (!V.get(Union))
          return error(M.KeyLoc, "'" + M.Key + "' is given without '" + Union + "'");
        continue;
      }
      if (isScalar(BT)) {
        Expected<Scalar> S = scalar(BT, enumOf(T), *M.Val, M.Key);
        if (!S)
          return S.takeError();
        Slots.push_back({F, false, *S});
        continue;
      }
      Expected<flatbuffers::uoffset_t> Off = [&]() -> Expected<flatbuffers::uoffset_t> {
        switch (BT) {
        case reflection::String:
          return string(*M.Val, M.Key);
        case reflection::Vector:
          return vector(*F, *M.Val);
        case reflection::Obj:
          return table(object(T.index()), *M.Val);
        case reflection::Union:
          return unionValue(*F, V, M, UnionTag);
        default:
          return error(M.KeyLoc, "member '" + M.Key + "' has a type the JSON "
                                     "reader does not support");
        }
      }();
      if (!Off)
        return Off.takeError();
      Slots.push_back({F, true, *Off});
      if (BT == reflection::Union) {
        std::string TypeKey = M.Key + "_type";
        Slots.push_back({Obj.fields()->LookupByKey(TypeKey.c_str()), false, UnionTag});
      }
    }
    for (const reflection::Field *F : *Obj.fields()) {
      bool Required = F->required() ||
                      !attribute(F->attributes(), "metalnt_required").empty();
      if (Required && !V.get(F->name()->c_str()))
        return error(V.getLoc(), ObjName + " needs member '" + F->name()->str() + "'");
    }
    // Schema order, so that the bytes do not depend on the JSON's order.
    llvm::sort(Slots, [](const Slot &A, const Slot &B) {
      return A.F->id() < B.F->id();
    });
    flatbuffers::uoffset_t Start = FBB.StartTable();
    for (const Slot &Sl : Slots) {
      if (Sl.IsOffset)
        FBB.AddOffset(Sl.F->offset(), flatbuffers::Offset<void>(Sl.Value));
      else
        addScalar(*Sl.F, Sl.Value);
    }
    return FBB.EndTable(Start);
  }

  /// The union member M, typed by its X_type sibling (returned in Tag).
  Expected<flatbuffers::uoffset_t> unionValue(const reflection::Field &F,
                                              const json::Value &Parent,
                                              const json::Member &M,
                                              uint8_t &Tag) {
    const reflection::Enum &E = *S.enums()->Get(F.type()->index());
    std::string TypeKey = M.Key + "_type";
    const json::Member *TypeMember = Parent.getMember(TypeKey);
    if (!TypeMember)
      return error(M.KeyLoc, "member '" + M.Key + "' needs '" + TypeKey +
                                 "' to say what it holds; one of: " + validValues(E));
    const json::Value &TV = *TypeMember->Val;
    if (TV.getKind() != json::Value::String)
      return error(TV.getLoc(), "member '" + TypeKey + "' takes a string, one of: " +
                                    validValues(E));
    const reflection::EnumVal *Chosen = nullptr;
    for (const reflection::EnumVal *EV : *E.values())
      if (EV->value() != 0 && EV->name()->c_str() == TV.getString())
        Chosen = EV;
    if (!Chosen)
      return error(TV.getLoc(), "'" + TV.getString() + "' is not a valid value of '" +
                                    TypeKey + "'; valid values: " + validValues(E));
    Tag = uint8_t(Chosen->value());
    const reflection::Type &UT = *Chosen->union_type();
    if (UT.base_type() == reflection::String) {
      if (M.Val->getKind() != json::Value::String)
        return error(M.Val->getLoc(), "member '" + M.Key + "' holds a string when '" +
                                          TypeKey + "' is " + TV.getString() +
                                          "; found " +
                                          json::Value::getKindName(M.Val->getKind()));
      return FBB.CreateString(M.Val->getString()).o;
    }
    return table(object(UT.index()), *M.Val);
  }
};

} // namespace

Expected<std::vector<uint8_t>>
metalnt::script::buildFlatBuffer(const reflection::Schema &Schema,
                                 const json::Value &Root, const SourceMgr &SM) {
  return Builder(Schema, SM).build(Root);
}

namespace {

/// Walks a verified buffer applying the schema's required and metalnt_length
/// rules (the ones the JSON reader applies while reading).
class RuleChecker {
public:
  explicit RuleChecker(const reflection::Schema &S) : S(S) {}

  std::string check(const reflection::Object &Obj, const flatbuffers::Table &T,
                    const std::string &Path) {
    for (const reflection::Field *F : *Obj.fields()) {
      if (F->deprecated())
        continue;
      std::string Here = (Path.empty() ? "" : Path + ".") + F->name()->str();
      // An absent scalar reads as its default, so in binary only offset
      // fields can be missing; metalnt_required on scalars is a JSON rule.
      bool Required = !isScalar(F->type()->base_type()) &&
                      (F->required() ||
                       !attribute(F->attributes(), "metalnt_required").empty());
      bool Present = T.CheckField(F->offset());
      if (!Present) {
        if (Required)
          return (Path.empty() ? std::string("the root") : Path) + ": " +
                 StringRef(Obj.name()->c_str()).rsplit('.').second.str() +
                 " needs member '" + F->name()->str() + "'";
        continue;
      }
      const reflection::Type &Ty = *F->type();
      if (isScalar(Ty.base_type()) && Ty.base_type() != reflection::UType &&
          Ty.index() >= 0) {
        int64_t V = flatbuffers::GetAnyFieldI(T, *F);
        if (!isEnumValue(*S.enums()->Get(Ty.index()), V))
          return Here + ": " + std::to_string(V) + " is not a value of " +
                 StringRef(S.enums()->Get(Ty.index())->name()->c_str())
                     .rsplit('.').second.str();
      }
      // JSON has no NaN or infinity; scripts hold finite numbers only.
      if (isFloat(Ty.base_type()) &&
          !std::isfinite(flatbuffers::GetAnyFieldF(T, *F)))
        return Here + ": not a finite number";
      switch (Ty.base_type()) {
      case reflection::Obj:
        if (std::string P = check(*S.objects()->Get(Ty.index()),
                                  *flatbuffers::GetFieldT(T, *F), Here);
            !P.empty())
          return P;
        break;
      case reflection::Union: {
        const reflection::Field *TF = Obj.fields()->LookupByKey(
            (F->name()->str() + "_type").c_str());
        uint8_t Tag = flatbuffers::GetFieldI<uint8_t>(T, *TF);
        const reflection::EnumVal *EV =
            S.enums()->Get(Ty.index())->values()->LookupByKey(Tag);
        if (!EV || Tag == 0)
          return Here + ": the union holds no known type (" +
                 std::to_string(Tag) + ")";
        if (EV->union_type()->base_type() == reflection::Obj)
          if (std::string P = check(*S.objects()->Get(EV->union_type()->index()),
                                    *flatbuffers::GetFieldT(T, *F), Here);
              !P.empty())
            return P;
        break;
      }
      case reflection::Vector: {
        const flatbuffers::VectorOfAny *V = flatbuffers::GetFieldAnyV(T, *F);
        StringRef Length = attribute(F->attributes(), "metalnt_length");
        unsigned Want;
        if (!Length.empty() && !Length.getAsInteger(10, Want) && V->size() != Want)
          return Here + ": needs exactly " + std::to_string(Want) +
                 " values; found " + std::to_string(V->size());
        if (isFloat(Ty.element()))
          for (flatbuffers::uoffset_t I = 0; I != V->size(); ++I)
            if (!std::isfinite(flatbuffers::GetAnyVectorElemF(V, Ty.element(), I)))
              return Here + "[" + std::to_string(I) + "]: not a finite number";
        if (isScalar(Ty.element()) && Ty.index() >= 0)
          for (flatbuffers::uoffset_t I = 0; I != V->size(); ++I)
            if (!isEnumValue(*S.enums()->Get(Ty.index()),
                             flatbuffers::GetAnyVectorElemI(V, Ty.element(), I)))
              return Here + "[" + std::to_string(I) + "]: not a value of " +
                     StringRef(S.enums()->Get(Ty.index())->name()->c_str())
                         .rsplit('.').second.str();
        if (Ty.element() == reflection::Obj)
          for (flatbuffers::uoffset_t I = 0; I != V->size(); ++I)
            if (std::string P = check(
                    *S.objects()->Get(Ty.index()),
                    *flatbuffers::GetAnyVectorElemPointer<const flatbuffers::Table>(V, I),
                    Here + "[" + std::to_string(I) + "]");
                !P.empty())
              return P;
        break;
      }
      default:
        break;
      }
    }
    return "";
  }

private:
  const reflection::Schema &S;

  static bool isEnumValue(const reflection::Enum &E, int64_t V) {
    if (!attribute(E.attributes(), "bit_flags").empty()) {
      int64_t All = 0;
      for (const reflection::EnumVal *EV : *E.values())
        All |= EV->value();
      return (V & ~All) == 0;
    }
    return E.values()->LookupByKey(V) != nullptr;
  }
};

} // namespace

std::string metalnt::script::checkFlatBufferRules(const reflection::Schema &Schema,
                                                  const uint8_t *Data) {
  return RuleChecker(Schema).check(*Schema.root_table(),
                                   *flatbuffers::GetAnyRoot(Data), "");
}

std::string metalnt::script::formatShortest(double V, bool IsFloat) {
  char Buf[32];
  for (int Precision = 1; Precision <= 17; ++Precision) {
    snprintf(Buf, sizeof(Buf), "%.*g", Precision, V);
    double Back = std::strtod(Buf, nullptr);
    if (IsFloat ? float(Back) == float(V) : Back == V)
      break;
  }
  return Buf;
}

namespace {

class Printer {
public:
  Printer(const reflection::Schema &S, raw_ostream &OS) : S(S), OS(OS) {}

  void print(const uint8_t *Data) {
    table(*S.root_table(), *flatbuffers::GetAnyRoot(Data), 0);
    OS << '\n';
  }

private:
  const reflection::Schema &S;
  raw_ostream &OS;

  void indent(unsigned N) { OS.indent(2 * N); }

  static void quoted(raw_ostream &OS, StringRef Str) {
    OS << '"';
    for (unsigned char C : Str) {
      switch (C) {
      case '"':
        OS << "\\\"";
        break;
      case '\\':
        OS << "\\\\";
        break;
      case '\n':
        OS << "\\n";
        break;
      case '\t':
        OS << "\\t";
        break;
      case '\r':
        OS << "\\r";
        break;
      default:
        if (C < 0x20)
          OS << format("\\u%04x", C);
        else
          OS << C;
      }
    }
    OS << '"';
  }

  std::string enumName(const reflection::Enum &E, int64_t V) {
    if (!attribute(E.attributes(), "bit_flags").empty()) {
      std::vector<std::string> Names;
      int64_t All = 0;
      for (const reflection::EnumVal *EV : *E.values()) {
        All |= EV->value();
        if (V & EV->value())
          Names.push_back(EV->name()->str());
      }
      if (V == All)
        return "All";
      return Names.empty() ? "None" : join(Names, " ");
    }
    for (const reflection::EnumVal *EV : *E.values())
      if (EV->value() == V)
        return EV->name()->str();
    return std::to_string(V);
  }

  void scalarValue(BaseType T, const reflection::Type &Ty, const uint8_t *P) {
    if (isFloat(T)) {
      double D = T == reflection::Float
                     ? double(flatbuffers::ReadScalar<float>(P))
                     : flatbuffers::ReadScalar<double>(P);
      OS << formatShortest(D, T == reflection::Float);
      return;
    }
    int64_t V;
    switch (scalarSize(T)) {
    case 1:
      V = isSigned(T) ? int64_t(flatbuffers::ReadScalar<int8_t>(P))
                      : int64_t(flatbuffers::ReadScalar<uint8_t>(P));
      break;
    case 2:
      V = isSigned(T) ? int64_t(flatbuffers::ReadScalar<int16_t>(P))
                      : int64_t(flatbuffers::ReadScalar<uint16_t>(P));
      break;
    case 4:
      V = isSigned(T) ? int64_t(flatbuffers::ReadScalar<int32_t>(P))
                      : int64_t(flatbuffers::ReadScalar<uint32_t>(P));
      break;
    default:
      if (!isSigned(T)) {
        OS << flatbuffers::ReadScalar<uint64_t>(P);
        return;
      }
      V = flatbuffers::ReadScalar<int64_t>(P);
    }
    if (T == reflection::Bool) {
      OS << (V ? "true" : "false");
      return;
    }
    if (Ty.index() >= 0 && T != reflection::UType) {
      quoted(OS, enumName(*S.enums()->Get(Ty.index()), V));
      return;
    }
    OS << V;
  }

  void table(const reflection::Object &Obj, const flatbuffers::Table &T,
             unsigned Depth) {
    std::vector<const reflection::Field *> Fields(Obj.fields()->begin(),
                                                  Obj.fields()->end());
    llvm::sort(Fields, [](const reflection::Field *A, const reflection::Field *B) {
      return A->id() < B->id();
    });
    OS << "{";
    bool First = true;
    auto Key = [&](StringRef Name) {
      OS << (First ? "\n" : ",\n");
      First = false;
      indent(Depth + 1);
      quoted(OS, Name);
      OS << ": ";
    };
    for (const reflection::Field *F : Fields) {
      if (F->deprecated())
        continue;
      const reflection::Type &Ty = *F->type();
      BaseType BT = Ty.base_type();
      StringRef Name = F->name()->c_str();
      if (BT == reflection::UType)
        continue; // printed with its union
      if (isScalar(BT)) {
        Key(Name);
        // Absent scalars print their default.
        if (T.CheckField(F->offset())) {
          scalarValue(BT, Ty, T.GetStruct<const uint8_t *>(F->offset()));
        } else if (isFloat(BT)) {
          OS << formatShortest(F->default_real(), BT == reflection::Float);
        } else {
          uint8_t Buf[8];
          int64_t D = F->default_integer();
          memcpy(Buf, &D, 8); // little-endian host
          scalarValue(BT, Ty, Buf);
        }
        continue;
      }
      if (!T.CheckField(F->offset()))
        continue;
      switch (BT) {
      case reflection::String:
        Key(Name);
        quoted(OS, flatbuffers::GetFieldS(T, *F)->c_str());
        break;
      case reflection::Obj:
        Key(Name);
        table(*S.objects()->Get(Ty.index()), *flatbuffers::GetFieldT(T, *F),
              Depth + 1);
        break;
      case reflection::Union: {
        const reflection::Enum &E = *S.enums()->Get(Ty.index());
        const reflection::Field *TF =
            Obj.fields()->LookupByKey((Name + "_type").str().c_str());
        uint8_t Tag = flatbuffers::GetFieldI<uint8_t>(T, *TF);
        const reflection::EnumVal *EV = E.values()->LookupByKey(Tag);
        if (!EV)
          break;
        Key((Name + "_type").str());
        quoted(OS, EV->name()->c_str());
        Key(Name);
        const reflection::Type &UT = *EV->union_type();
        if (UT.base_type() == reflection::String)
          quoted(OS, flatbuffers::GetFieldS(T, *F)->c_str());
        else
          table(*S.objects()->Get(UT.index()), *flatbuffers::GetFieldT(T, *F),
                Depth + 1);
        break;
      }
      case reflection::Vector: {
        Key(Name);
        vector(*F, T, Depth + 1);
        break;
      }
      default:
        break;
      }
    }
    if (!First) {
      OS << '\n';
      indent(Depth);
    }
    OS << "}";
  }

  void vector(const reflection::Field &F, const flatbuffers::Table &T,
              unsigned Depth) {
    const reflection::Type &Ty = *F.type();
    BaseType ET = Ty.element();
    const flatbuffers::VectorOfAny *V = flatbuffers::GetFieldAnyV(T, F);
    if (V->size() == 0) {
      OS << "[]";
      return;
    }
    if (isScalar(ET)) {
      OS << "[";
      size_t Sz = scalarSize(ET);
      for (flatbuffers::uoffset_t I = 0; I != V->size(); ++I) {
        if (I)
          OS << ", ";
        scalarValue(ET, Ty, V->Data() + I * Sz);
      }
      OS << "]";
      return;
    }
    OS << "[\n";
    for (flatbuffers::uoffset_t I = 0; I != V->size(); ++I) {
      indent(Depth + 1);
      if (ET == reflection::String)
        quoted(OS, flatbuffers::GetAnyVectorElemPointer<const flatbuffers::String>(V, I)->c_str());
      else
        table(*S.objects()->Get(Ty.index()),
              *flatbuffers::GetAnyVectorElemPointer<const flatbuffers::Table>(V, I),
              Depth + 1);
      OS << (I + 1 == V->size() ? "\n" : ",\n");
    }
    indent(Depth);
    OS << "]";
  }
};

} // namespace

void metalnt::script::printFlatBufferAsJSON(const reflection::Schema &Schema,
                                            const uint8_t *Data,
                                            raw_ostream &OS) {
  Printer(Schema, OS).print(Data);
}
