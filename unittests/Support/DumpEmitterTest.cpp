//===- DumpEmitterTest.cpp ------------------------------------------------===//

#include "metalnt/Support/DumpEmitter.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace metalnt;

namespace {

void describe(DumpEmitter &E) {
  DumpObject Root(E, "");
  E.string("Name", "k");
  E.named("Type", 2, "kernel");
  E.number("Offset", 255, /*Hex=*/true);
  E.stringList("Tags", {"NAME", "TYPE"});
  {
    DumpArray A(E, "Empty");
  }
  DumpArray A(E, "Items");
  {
    DumpObject O(E, "");
    E.boolean("Flag", true);
  }
  E.string("", "loose");
}

TEST(DumpEmitter, Text) {
  std::string S;
  raw_string_ostream OS(S);
  auto E = DumpEmitter::createText(OS);
  describe(*E);
  E->finish();
  EXPECT_EQ(S, "Name: k\n"
               "Type: kernel (2)\n"
               "Offset: 0xff\n"
               "Tags: NAME TYPE\n"
               "Empty: []\n"
               "Items [\n"
               "  {\n"
               "    Flag: true\n"
               "  }\n"
               "  loose\n"
               "]\n");
}

TEST(DumpEmitter, JSON) {
  std::string S;
  raw_string_ostream OS(S);
  auto E = DumpEmitter::createJSON(OS);
  describe(*E);
  E->finish();
  EXPECT_EQ(S, "{\n"
               "  \"name\": \"k\",\n"
               "  \"type\": 2,\n"
               "  \"type_name\": \"kernel\",\n"
               "  \"offset\": 255,\n"
               "  \"tags\": [\n"
               "    \"NAME\",\n"
               "    \"TYPE\"\n"
               "  ],\n"
               "  \"empty\": [],\n"
               "  \"items\": [\n"
               "    {\n"
               "      \"flag\": true\n"
               "    },\n"
               "    \"loose\"\n"
               "  ]\n"
               "}\n");
}

} // namespace
