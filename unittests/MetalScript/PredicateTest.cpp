//===- PredicateTest.cpp --------------------------------------------------===//

#include "metalnt/MetalScript/Predicate.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::script;

namespace {

std::unique_ptr<Predicate> parse(StringRef Text, PredicateError &Err) {
  return parsePredicate(Text, [](StringRef N) { return N == "p" || N == "q"; },
                        Err);
}

bool eval(StringRef Text, uint32_t Families, bool P = false, bool Q = false) {
  PredicateError Err;
  auto E = parse(Text, Err);
  EXPECT_TRUE(E) << Text.str() << ": " << Err.Message;
  if (!E)
    return false;
  StringMap<bool> Named;
  Named["p"] = P;
  Named["q"] = Q;
  return E->evaluate(Families, Named);
}

TEST(Predicate, TruthTables) {
  const uint32_t A = FamilyApple7, M = FamilyMac2;
  for (uint32_t F : {0u, A, M, A | M}) {
    bool HasA = F & A, HasM = F & M;
    SCOPED_TRACE(F);
    EXPECT_EQ(eval("supportsFamily(apple7)", F), HasA);
    EXPECT_EQ(eval("!supportsFamily(apple7)", F), !HasA);
    EXPECT_EQ(eval("supportsFamily(apple7) && supportsFamily(mac2)", F), HasA && HasM);
    EXPECT_EQ(eval("supportsFamily(apple7) || supportsFamily(mac2)", F), HasA || HasM);
    EXPECT_EQ(eval("!(supportsFamily(apple7) || supportsFamily(mac2))", F), !(HasA || HasM));
    EXPECT_EQ(eval("!!supportsFamily(mac2)", F), HasM);
    for (bool P : {false, true})
      for (bool Q : {false, true}) {
        // && binds tighter than ||.
        EXPECT_EQ(eval("$p() || $q() && supportsFamily(mac2)", F, P, Q),
                  P || (Q && HasM));
        EXPECT_EQ(eval("($p() || $q()) && supportsFamily(mac2)", F, P, Q),
                  (P || Q) && HasM);
        EXPECT_EQ(eval("!$p() && !$q()", F, P, Q), !P && !Q);
      }
  }
  EXPECT_TRUE(eval("", 0));
  EXPECT_TRUE(eval("   ", 0));
}

TEST(Predicate, ArchitecturesDecide) {
  auto Supports = [](StringRef Arch, StringRef Expr) {
    return eval(Expr, lookupGPUArch(Arch)->Families);
  };
  EXPECT_TRUE(Supports("applegpu_g13g", "supportsFamily(apple7) && supportsFamily(mac2)"));
  EXPECT_FALSE(Supports("applegpu_g13p", "supportsFamily(mac2)"));
  EXPECT_TRUE(Supports("amdgpu_gfx906", "supportsFamily(metal3)"));
  EXPECT_FALSE(Supports("amdgpu_gfx803", "supportsFamily(metal3)"));
  EXPECT_TRUE(Supports("intelgpu_skl_gt2r6", "supportsFamily(mac2) && !supportsFamily(metal3)"));
}

TEST(Predicate, CanonicalSpelling) {
  PredicateError Err;
  auto E = parse("  !supportsFamily(Apple6)||$p()&&supportsFamily(metal3) ", Err);
  ASSERT_TRUE(E);
  EXPECT_EQ(E->str(), "(!supportsFamily(apple6) || ($p() && supportsFamily(metal3)))");
}

TEST(Predicate, ErrorsPointIntoTheText) {
  struct Case {
    const char *Text;
    size_t Offset;
    const char *Message;
  } Cases[] = {
      {"supports(mac2)", 0, "unknown predicate 'supports'"},
      {"supportsFamily(mac3)", 15, "unknown GPU family 'mac3'"},
      {"supportsFamily(mac2", 19, "expected ')'"},
      {"$r()", 0, "predicate 'r' is not defined before this point"},
      {"$p", 2, "a named predicate is referenced as $p()"},
      {"supportsFamily(mac2) supportsFamily(apple7)", 21, "expected '&&', '||'"},
      {"&& $p()", 0, "expected supportsFamily(...)"},
      {"(($p())", 7, "expected ')'"},
  };
  for (const Case &C : Cases) {
    PredicateError Err;
    EXPECT_FALSE(parse(C.Text, Err)) << C.Text;
    EXPECT_EQ(Err.Offset, C.Offset) << C.Text;
    EXPECT_NE(Err.Message.find(C.Message), std::string::npos)
        << C.Text << ": " << Err.Message;
  }
  // Deep nesting is an error, not a stack overflow.
  PredicateError Err;
  EXPECT_FALSE(parse(std::string(100000, '!') + "$p()", Err));
}

} // namespace
