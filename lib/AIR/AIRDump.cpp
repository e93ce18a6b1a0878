//===- AIRDump.cpp - Describing AIR files ---------------------------------===//

#include "metalnt/AIR/AIRDump.h"
#include "metalnt/AIR/AIRModule.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::air;

static std::string formatVersion(const Version3 &V) {
  return (Twine(V.Major) + "." + Twine(V.Minor) + "." + Twine(V.Patch)).str();
}

static StringRef entryTypeName(uint8_t Type) {
  for (const EntryListKind &K : getEntryListKinds())
    if (K.FunctionType == Type)
      return K.MetadataName.drop_front(4); // "air."
  return "unknown";
}

Error metalnt::air::dumpAIRFile(MemoryBufferRef Buffer, DumpEmitter &E) {
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M = parseAIRBitcode(Buffer, Ctx);
  if (!M)
    return M.takeError();
  Expected<ModuleInfo> Info = analyzeModule(**M);
  if (!Info)
    return Info.takeError();

  E.string("Format", "AIR");
  StringRef B = Buffer.getBuffer();
  if (B.size() >= 20 && B.starts_with("\xDE\xC0\x17\x0B")) {
    using support::endian::read32le;
    DumpObject W(E, "BitcodeWrapper");
    E.number("Version", read32le(B.data() + 4));
    E.number("Offset", read32le(B.data() + 8));
    E.number("Size", read32le(B.data() + 12));
    E.number("CPUType", read32le(B.data() + 16), /*Hex=*/true);
  }
  DumpObject MO(E, "Module");
  E.string("Triple", (*M)->getTargetTriple().str());
  if (Info->AIRVersion)
    E.string("AIRVersion", formatVersion(*Info->AIRVersion));
  if (Info->LanguageVersion)
    E.string("LanguageVersion",
             Info->LanguageName + " " + formatVersion(*Info->LanguageVersion));
  E.stringList("CompileOptions", Info->CompileOptions);
  {
    DumpArray A(E, "EntryPoints");
    for (const EntryPoint &EP : Info->EntryPoints) {
      DumpObject O(E, "");
      E.string("Name", EP.F->getName());
      E.named("Type", EP.FunctionType, entryTypeName(EP.FunctionType));
    }
  }
  DumpArray A(E, "FunctionConstants");
  for (const FunctionConstant &FC : Info->FunctionConstants) {
    DumpObject O(E, "");
    E.string("Name", FC.Name);
    E.string("Type", FC.TypeName);
    E.number("Index", FC.Index);
    E.boolean("Required", FC.Required);
  }
  return Error::success();
}

Error metalnt::air::printAIRAsText(StringRef Bitcode, StringRef Name,
                                   raw_ostream &OS) {
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M =
      parseAIRBitcode(MemoryBufferRef(Bitcode, Name), Ctx);
  if (!M)
    return M.takeError();
  (*M)->print(OS, nullptr);
  return Error::success();
}
