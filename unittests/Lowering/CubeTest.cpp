//===- CubeTest.cpp - Cube face selection and its derivatives -------------===//
//
// lower::cubeFaceCoords and lower::cubeFaceDerivative, which the Apple and
// AMD code generators build into shaders, evaluated on constants (LLVM's
// constant folder, instruction by instruction): the face and coordinates
// against Vulkan's "Cube
// Map Face Selection" table written out here, and the derivative against
// central differences of that table's coordinates along the derivative.
//
//===----------------------------------------------------------------------===//

#include "metalnt/Lowering/Render.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"
#include <array>
#include <cmath>

using namespace llvm;
using namespace metalnt;

namespace {

/// Vulkan's table: the face, and s, t in [0, 1], in double.
std::tuple<int, double, double> faceOf(std::array<double, 3> D) {
  double X = D[0], Y = D[1], Z = D[2];
  double AX = std::fabs(X), AY = std::fabs(Y), AZ = std::fabs(Z);
  double SC, TC, MA;
  int Face;
  if (AX >= AY && AX >= AZ)
    Face = X >= 0 ? 0 : 1, SC = X >= 0 ? -Z : Z, TC = -Y, MA = AX;
  else if (AY >= AZ)
    Face = Y >= 0 ? 2 : 3, SC = X, TC = Y >= 0 ? Z : -Z, MA = AY;
  else
    Face = Z >= 0 ? 4 : 5, SC = Z >= 0 ? X : -X, TC = -Y, MA = AZ;
  return {Face, 0.5 * (SC / MA + 1), 0.5 * (TC / MA + 1)};
}

struct Fixture {
  LLVMContext Ctx;
  Module M{"cube", Ctx};
  Function *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                                 GlobalValue::ExternalLinkage, "f", M);
  IRBuilder<> B{BasicBlock::Create(Ctx, "entry", F)};

  Value *vec(std::array<double, 3> V) {
    return ConstantVector::get({ConstantFP::get(B.getFloatTy(), V[0]),
                                ConstantFP::get(B.getFloatTy(), V[1]),
                                ConstantFP::get(B.getFloatTy(), V[2])});
  }
  /// V folded to a constant: the block's instructions folded in order,
  /// each after its operands.
  Constant *fold(Value *V) {
    if (auto *C = dyn_cast<Constant>(V))
      return C;
    for (Instruction &I : *B.GetInsertBlock()) {
      if (Folded.count(&I))
        continue;
      for (Use &U : I.operands())
        if (Constant *C = Folded.lookup(dyn_cast<Instruction>(U.get())))
          U.set(C);
      if (Constant *C = ConstantFoldInstruction(&I, M.getDataLayout()))
        Folded[&I] = C;
    }
    return Folded.lookup(dyn_cast<Instruction>(V));
  }
  double value(Value *V) {
    auto *C = dyn_cast_or_null<ConstantFP>(fold(V));
    EXPECT_NE(C, nullptr) << "not folded";
    return C ? C->getValueAPF().convertToFloat() : NAN;
  }
  DenseMap<Instruction *, Constant *> Folded;
};

TEST(CubeTest, FacesAndCoordinates) {
  Fixture T;
  const std::array<double, 3> Dirs[] = {{1, 0.25, -0.5},  {-1, 0.5, 0.25},  {0.25, 1, -0.5},
                                        {0.5, -1, 0.25},  {-0.5, 0.25, 1},  {0.25, 0.5, -1},
                                        {0.75, 0.75, 0.5}, {0.5, 0.75, 0.75}};
  for (auto D : Dirs) {
    auto [Face, S, Tc] = lower::cubeFaceCoords(T.B, T.vec(D));
    auto [WantFace, WantS, WantT] = faceOf(D);
    auto *FaceC = dyn_cast_or_null<ConstantInt>(T.fold(Face));
    ASSERT_NE(FaceC, nullptr);
    EXPECT_EQ(FaceC->getZExtValue(), uint64_t(WantFace));
    EXPECT_NEAR(T.value(S), WantS, 1e-7);
    EXPECT_NEAR(T.value(Tc), WantT, 1e-7);
  }
}

TEST(CubeTest, DerivativeIsTheFaceCoordinatesRateOfChange) {
  Fixture T;
  const std::array<double, 3> Dirs[] = {{1, 0.25, -0.5}, {-0.75, 0.5, 0.25}, {0.25, 2, -0.5},
                                        {0.5, -1, 0.25}, {-0.5, 0.25, 0.875}, {0.25, 0.5, -3}};
  const std::array<double, 3> Steps[] = {{0.125, 0, 0}, {0, -0.25, 0}, {0, 0, 0.5},
                                         {0.0625, 0.125, -0.25}};
  for (auto D : Dirs)
    for (auto G : Steps) {
      auto [DS, DT] = lower::cubeFaceDerivative(T.B, T.vec(D), T.vec(G));
      const double H = 1e-6;
      std::array<double, 3> Plus, Minus;
      for (unsigned K = 0; K != 3; ++K)
        Plus[K] = D[K] + H * G[K], Minus[K] = D[K] - H * G[K];
      auto [F0, S0, T0] = faceOf(Minus);
      auto [F1, S1, T1] = faceOf(Plus);
      ASSERT_EQ(F0, F1); // the directions keep clear of the faces' edges
      EXPECT_NEAR(T.value(DS), (S1 - S0) / (2 * H), 1e-5);
      EXPECT_NEAR(T.value(DT), (T1 - T0) / (2 * H), 1e-5);
    }
}

} // namespace
