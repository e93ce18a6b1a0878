//===- GPUArchTest.cpp ----------------------------------------------------===//

#include "metalnt/GPUArch/GPUArch.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/TargetParser/TargetParser.h"
#include "gtest/gtest.h"
#include <set>

using namespace llvm;
using namespace metalnt;

namespace {

TEST(GPUArch, EveryArchitectureIsCompleteAndUnique) {
  StringSet<> Names;
  std::set<std::pair<uint32_t, uint32_t>> Codes;
  for (const GPUArch &A : getAllGPUArchs()) {
    SCOPED_TRACE(A.Name.str());
    EXPECT_TRUE(Names.insert(A.Name).second);
    EXPECT_TRUE(Codes.insert({A.getCPUType(), A.CPUSubtype}).second)
        << "CPU type/subtype shared with another architecture";
    EXPECT_FALSE(A.Chip.empty()) << "no GPUFamilies.def entry";
    if (A.isAIR()) {
      EXPECT_EQ(A.Families, 0u);
      EXPECT_EQ(A.LLVMArch, "air64");
    } else {
      // Every real GPU supports the common1 baseline.
      EXPECT_TRUE(A.supports(FamilyCommon1));
      EXPECT_FALSE(A.LLVMCPU.empty());
    }
    EXPECT_EQ(lookupGPUArch(A.Name), &A);
    EXPECT_EQ(lookupGPUArch(A.getCPUType(), A.CPUSubtype), &A);
  }
  EXPECT_EQ(Names.size(), 60u);
}

TEST(GPUArch, AMDProcessorsAreLLVMs) {
  // LLVM's own AMDGPU processor table is the reference.
  unsigned N = 0;
  for (const GPUArch &A : getAllGPUArchs()) {
    if (A.Vendor != GPUVendor::AMD)
      continue;
    ++N;
    EXPECT_NE(AMDGPU::parseArchAMDGCN(A.LLVMCPU), AMDGPU::GK_NONE) << A.Name.str();
    EXPECT_TRUE(A.Name.starts_with(("amdgpu_" + A.LLVMCPU).str())) << A.Name.str();
  }
  EXPECT_EQ(N, 15u);
}

TEST(GPUArch, IntelSubtypesEncodeGenerationGTAndRevision) {
  // (gen << 16) | (gt << 8) | revision, as shared/facts/gpu-targets.md says.
  for (const GPUArch &A : getAllGPUArchs()) {
    if (A.Vendor != GPUVendor::Intel)
      continue;
    StringRef Rest = A.Name.drop_front(strlen("intelgpu_"));
    auto [Chip, Config] = Rest.split('_');
    unsigned Gen = Chip == "skl" ? 0x09 : Chip == "kbl" ? 0x95 : 0x11;
    auto [GTPart, Rev] = Config.rsplit('r');
    unsigned GT, Revision;
    // skl/kbl: gt2, gt3; icl: 1x6x8 (the middle number).
    StringRef GTDigits = GTPart.starts_with("gt")
                             ? GTPart.drop_front(2)
                             : GTPart.split('x').second.split('x').first;
    ASSERT_FALSE(GTDigits.getAsInteger(10, GT)) << A.Name.str();
    ASSERT_FALSE(Rev.getAsInteger(10, Revision)) << A.Name.str();
    EXPECT_EQ(A.CPUSubtype, (Gen << 16) | (GT << 8) | Revision) << A.Name.str();
  }
}

TEST(GPUArch, Families) {
  EXPECT_EQ(parseGPUFamily("Apple7"), FamilyApple7);
  EXPECT_EQ(parseGPUFamily("metal3"), FamilyMetal3);
  EXPECT_EQ(parseGPUFamily("apple10"), std::nullopt);
  EXPECT_EQ(formatGPUFamilies(FamilyApple1 | FamilyMac2 | FamilyMetal3),
            "apple1 mac2 metal3");
  for (GPUFamily F : getAllGPUFamilies())
    EXPECT_EQ(parseGPUFamily(getGPUFamilyName(F)), F);

  const GPUArch *M1 = lookupGPUArch("applegpu_g13g");
  ASSERT_NE(M1, nullptr);
  EXPECT_TRUE(M1->supports(FamilyApple7));
  EXPECT_TRUE(M1->supports(FamilyMac2));
  EXPECT_FALSE(M1->supports(FamilyApple8));
  const GPUArch *A14 = lookupGPUArch("applegpu_g13p");
  EXPECT_FALSE(A14->supports(FamilyMac2));
  const GPUArch *Tahiti = lookupGPUArch("amdgpu_gfx600");
  EXPECT_FALSE(Tahiti->supports(FamilyMetal3));
  EXPECT_TRUE(lookupGPUArch("amdgpu_gfx906")->supports(FamilyMetal3));
}

TEST(GPUArch, UnknownNamesSuggestCloseOnes) {
  Expected<const GPUArch &> Good = parseGPUArch("amdgpu_gfx906");
  ASSERT_TRUE(bool(Good));
  EXPECT_EQ(Good->CPUSubtype, 5002u);
  Expected<const GPUArch &> Typo = parseGPUArch("amdgpu_gfx960");
  ASSERT_FALSE(bool(Typo));
  std::string Msg = toString(Typo.takeError());
  EXPECT_NE(Msg.find("unknown GPU architecture 'amdgpu_gfx960'"), std::string::npos);
  EXPECT_NE(Msg.find("amdgpu_gfx906"), std::string::npos) << Msg;

  std::vector<StringRef> S = suggestGPUArchs("g13g");
  ASSERT_FALSE(S.empty());
  EXPECT_EQ(S.front(), "applegpu_g13g");
  EXPECT_TRUE(suggestGPUArchs("completely_unrelated_name_xyz").empty());
}

} // namespace
