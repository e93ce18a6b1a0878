//===- JSONTest.cpp -------------------------------------------------------===//

#include "metalnt/MetalScript/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace metalnt;

namespace {

struct Parsed {
  SourceMgr SM;
  std::unique_ptr<json::Value> V;
  std::string Error;
};

std::unique_ptr<Parsed> parse(StringRef Text) {
  auto P = std::make_unique<Parsed>();
  unsigned ID = P->SM.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(Text, "t.json"), SMLoc());
  auto V = json::parse(P->SM, ID);
  if (V)
    P->V = std::move(*V);
  else
    P->Error = toString(V.takeError());
  return P;
}

TEST(JSON, ValuesAndLocations) {
  auto P = parse("{\n  \"a\": [1, -2.5e3, true, null],\n  \"s\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}");
  ASSERT_TRUE(P->V) << P->Error;
  const json::Value *A = P->V->get("a");
  ASSERT_TRUE(A);
  ASSERT_EQ(A->getElements().size(), 4u);
  EXPECT_TRUE(A->getElements()[0]->isInteger());
  EXPECT_FALSE(A->getElements()[1]->isInteger());
  EXPECT_EQ(A->getElements()[1]->getNumberText(), "-2.5e3");
  EXPECT_EQ(A->getElements()[2]->getKind(), json::Value::Bool);
  EXPECT_EQ(A->getElements()[3]->getKind(), json::Value::Null);
  EXPECT_EQ(P->V->get("s")->getString(), "x\xc3\xa9\xf0\x9f\x98\x80\n");
  auto [Line, Col] = P->SM.getLineAndColumn(A->getLoc());
  EXPECT_EQ(Line, 2u);
  EXPECT_EQ(Col, 8u);
}

TEST(JSON, TrailingCommasAndComments) {
  auto P = parse("// c\n{ /* x */ \"a\": [1, 2,], }");
  ASSERT_TRUE(P->V) << P->Error;
  EXPECT_EQ(P->V->get("a")->getElements().size(), 2u);
}

TEST(JSON, Errors) {
  struct Case {
    const char *Text;
    const char *Error;
  } Cases[] = {
      {"", "t.json:1:1: error: expected a value, found end of file"},
      {"{\"a\" 1}", "t.json:1:6: error: expected ':' after member name 'a', found '1'"},
      {"{\"a\": 1 \"b\": 2}", "t.json:1:9: error: expected ',' or '}' after the value of member 'a'"},
      {"[1 2]", "t.json:1:4: error: expected ',' or ']' after an array element"},
      {"{\"a\": 1, \"a\": 2}", "t.json:1:10: error: duplicate member 'a'"},
      {"\"\\q\"", "t.json:1:2: error: unknown escape '\\q'"},
      {"\"\\ud800\"", "error: unpaired UTF-16 surrogate"},
      {"-", "t.json:1:1: error: malformed number"},
      {"1.", "error: malformed number: digits must follow '.'"},
      {"1e", "error: malformed number: the exponent has no digits"},
      {"tru", "t.json:1:1: error: expected a value, found 't'"},
      {"[1] 2", "t.json:1:5: error: unexpected text after the JSON value"},
      {"/* open", "t.json:1:1: error: unterminated /* comment"},
      {"[", "t.json:1:1: error: unterminated array"},
  };
  for (const Case &C : Cases) {
    auto P = parse(C.Text);
    EXPECT_FALSE(P->V) << C.Text;
    EXPECT_NE(P->Error.find(C.Error), std::string::npos)
        << C.Text << "\n got: " << P->Error;
  }
  // Nesting is bounded.
  auto Deep = parse(std::string(5000, '['));
  EXPECT_FALSE(Deep->V);
  EXPECT_NE(Deep->Error.find("nested more than 128 deep"), std::string::npos);
}

} // namespace
