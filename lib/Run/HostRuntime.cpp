//===- HostRuntime.cpp - Fibers, barriers and SIMD groups on the host -----===//
//
// One OS thread runs one threadgroup at a time; its threads are fibers
// (ucontext) that run until they finish or reach a threadgroup barrier or a
// SIMD-group function. When no fiber can run:
//  - a SIMD-group function whose participants are all waiting executes for
//    all of them at once (their results are computed together, so no thread
//    reads a value another has since replaced);
//  - otherwise, when every unfinished thread waits at a threadgroup barrier,
//    they all pass it.
// The participants of a SIMD-group function are the threads of one SIMD
// group waiting at the same call site for the same time (its n-th
// execution by each of them): the threads that are active there. When the
// threads of a group wait at different calls, the call first in program
// order goes first. docs/metal-run.md discusses this convergence model.
//
//===----------------------------------------------------------------------===//

#include "HostRuntime.h"
#include "HostExecutorImpl.h"
#include "llvm/ADT/bit.h"
#include <algorithm>
#include <cmath>
#include <cstring>

using namespace metalnt::run::host;

namespace metalnt {
namespace run {
namespace host {

thread_local Fiber *CurrentFiber = nullptr;
thread_local ThreadgroupRun *CurrentGroup = nullptr;
thread_local EntryArgs *CurrentArgs = nullptr;

namespace {

/// Calls F with a value of the C++ type the SimdType names.
template <typename Fn> void visitType(uint32_t Type, Fn &&F) {
  unsigned Bits = Type & 0xff;
  if (Type & TypeFloat) {
    if (Bits == 16)
      F(_Float16());
    else if (Bits == 32)
      F(float());
    else
      F(double());
    return;
  }
  bool Signed = Type & TypeSigned;
  switch (Bits) {
  case 1:
  case 8:
    Signed ? F(int8_t()) : F(uint8_t());
    return;
  case 16:
    Signed ? F(int16_t()) : F(uint16_t());
    return;
  case 32:
    Signed ? F(int32_t()) : F(uint32_t());
    return;
  default:
    Signed ? F(int64_t()) : F(uint64_t());
    return;
  }
}

template <typename T> T fromBits(uint64_t B) {
  T V;
  std::memcpy(&V, &B, sizeof(T));
  return V;
}
template <typename T> uint64_t toBits(T V) {
  uint64_t B = 0;
  std::memcpy(&B, &V, sizeof(T));
  return B;
}

template <typename T> T combine(uint32_t Op, T A, T B) {
  // Integers wrap (in 64 bits, then the type's width: no signed overflow).
  constexpr bool Integral = std::is_integral_v<T>;
  switch (Op) {
  case OpSum:
  case OpQuadSum:
  case OpPrefixInclusiveSum:
  case OpPrefixExclusiveSum:
    if constexpr (Integral)
      return T(uint64_t(A) + uint64_t(B));
    else
      return T(A + B);
  case OpProduct:
  case OpQuadProduct:
  case OpPrefixInclusiveProduct:
  case OpPrefixExclusiveProduct:
    if constexpr (Integral)
      return T(uint64_t(A) * uint64_t(B));
    else
      return T(A * B);
  case OpMin:
  case OpQuadMin:
    if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, _Float16>)
      return T(std::fmin(double(A), double(B)));
    else
      return std::min(A, B);
  case OpMax:
  case OpQuadMax:
    if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, _Float16>)
      return T(std::fmax(double(A), double(B)));
    else
      return std::max(A, B);
  }
  if constexpr (Integral) {
    if (Op == OpAnd || Op == OpQuadAnd)
      return A & B;
    if (Op == OpOr || Op == OpQuadOr)
      return A | B;
    if (Op == OpXor || Op == OpQuadXor)
      return A ^ B;
  }
  return A;
}

template <typename T> T identity(uint32_t Op) {
  switch (Op) {
  case OpProduct:
  case OpQuadProduct:
  case OpPrefixInclusiveProduct:
  case OpPrefixExclusiveProduct:
    return T(1);
  case OpAnd:
  case OpQuadAnd:
    return T(~uint64_t(0));
  default:
    return T(0);
  }
}

bool isQuadOp(uint32_t Op) { return Op >= OpQuadShuffle && Op <= OpQuadXor; }

} // namespace

/// Executes one SIMD-group operation for the participating lanes of a group
/// (Lanes[i] non-null for participants), writing each participant's result.
void executeSimdOp(Fiber *const *Lanes, unsigned Width) {
  const Fiber *Any = nullptr;
  uint64_t Active = 0;
  for (unsigned L = 0; L != Width; ++L)
    if (Lanes[L]) {
      Active |= uint64_t(1) << L;
      Any = Any ? Any : Lanes[L];
    }
  if (!Any)
    return;
  uint32_t Op = Any->Wait.Op, Type = Any->Wait.Type;
  unsigned First = llvm::countr_zero(Active);
  auto ValueOf = [&](unsigned L) { return Lanes[L]->Wait.Value; };
  auto Has = [&](int L) { return L >= 0 && L < int(Width) && Lanes[L]; };

  for (unsigned L = 0; L != Width; ++L) {
    if (!Lanes[L])
      continue;
    Fiber &F = *Lanes[L];
    uint64_t Arg = F.Wait.Arg;
    uint64_t R = F.Wait.Value;
    // Shuffles read another lane's value; a source lane that is not active
    // (or does not exist) leaves the caller's own value.
    auto From = [&](int Src) { return Has(Src) ? ValueOf(Src) : F.Wait.Value; };
    int Quad = int(L & ~3u);
    switch (Op) {
    case OpBarrier:
      R = 0;
      break;
    case OpShuffle:
      R = From(int(Arg & 0xffff));
      break;
    case OpShuffleUp:
      R = From(int(L) - int(Arg & 0xffff));
      break;
    case OpShuffleDown:
      R = From(int(L) + int(Arg & 0xffff));
      break;
    case OpShuffleXor:
      R = From(int(L ^ (Arg & 0xffff)));
      break;
    case OpShuffleRotateUp:
      R = From(int((L + Width - Arg % Width) % Width));
      break;
    case OpShuffleRotateDown:
      R = From(int((L + Arg) % Width));
      break;
    case OpBroadcast:
      R = From(int(Arg & 0xffff));
      break;
    case OpBroadcastFirst:
      R = ValueOf(First);
      break;
    case OpQuadShuffle:
    case OpQuadBroadcast:
      R = From(Quad + int(Arg & 3));
      break;
    case OpQuadShuffleUp: {
      int Src = int(L & 3) - int(Arg & 0xffff);
      R = Src >= 0 ? From(Quad + Src) : F.Wait.Value;
      break;
    }
    case OpQuadShuffleDown: {
      int Src = int(L & 3) + int(Arg & 0xffff);
      R = Src < 4 ? From(Quad + Src) : F.Wait.Value;
      break;
    }
    case OpQuadShuffleXor:
      R = From(Quad + int((L & 3) ^ (Arg & 3)));
      break;
    case OpBallot: {
      uint64_t M = 0;
      for (unsigned K = 0; K != Width; ++K)
        if (Lanes[K] && (ValueOf(K) & 1))
          M |= uint64_t(1) << K;
      R = M;
      break;
    }
    case OpVoteAll:
      // The value is a ballot mask: every active lane's bit set.
      R = (F.Wait.Value & Active) == Active;
      break;
    case OpVoteAny:
      R = (F.Wait.Value & Active) != 0;
      break;
    case OpIsFirst:
      R = L == First;
      break;
    case OpQuadBallot:
    case OpQuadAll:
    case OpQuadAny: {
      unsigned Lo = L & ~3u;
      uint64_t M = 0, In = 0;
      for (unsigned K = Lo; K < Lo + 4 && K < Width; ++K)
        if (Lanes[K]) {
          In |= uint64_t(1) << (K - Lo);
          if (ValueOf(K) & 1)
            M |= uint64_t(1) << (K - Lo);
        }
      R = Op == OpQuadBallot ? M : Op == OpQuadAll ? M == In : M != 0;
      break;
    }
    case OpQuadIsFirst: {
      unsigned Lo = L & ~3u, K = Lo;
      while (K < L && !Lanes[K])
        ++K;
      R = K == L;
      break;
    }
    case OpShuffleAndFillUp:
    case OpShuffleAndFillDown:
    case OpQuadShuffleAndFillUp:
    case OpQuadShuffleAndFillDown: {
      // Within segments of Modulo lanes, shift by Delta; the lanes shifted
      // in take the filling data of the lanes shifted out (MSL 6.9.2).
      bool Quad = Op >= OpQuadShuffleAndFillUp;
      bool Up = Op == OpShuffleAndFillUp || Op == OpQuadShuffleAndFillUp;
      unsigned Delta = Arg & 0xffff, Modulo = (Arg >> 16) & 0xffff;
      // The segment is measured in lanes of the full SIMD group (or quad),
      // whether or not a partial group has them all.
      unsigned Full = Quad ? 4u : SimdWidth;
      if (Modulo == 0 || Modulo > Full)
        Modulo = Full;
      unsigned Seg = L / Modulo * Modulo, J = L - Seg;
      auto DataOf = [&](unsigned K) { return K < Width && Lanes[K] ? Lanes[K]->Wait.Value : F.Wait.Value; };
      auto FillOf = [&](unsigned K) { return K < Width && Lanes[K] ? Lanes[K]->Wait.Value2 : F.Wait.Value2; };
      if (Up)
        R = J >= Delta ? DataOf(L - Delta) : FillOf(Seg + J + Modulo - Delta);
      else
        R = J + Delta < Modulo ? DataOf(L + Delta) : FillOf(Seg + J + Delta - Modulo);
      break;
    }
    case OpIsUniform: {
      R = 1;
      for (unsigned K = 0; K != Width; ++K)
        if (Lanes[K] && ValueOf(K) != F.Wait.Value)
          R = 0;
      break;
    }
    case OpAll:
    case OpAny: {
      bool All = true, Any = false;
      for (unsigned K = 0; K != Width; ++K)
        if (Lanes[K]) {
          All &= (ValueOf(K) & 1) != 0;
          Any |= (ValueOf(K) & 1) != 0;
        }
      R = Op == OpAll ? All : Any;
      break;
    }
    default:
      visitType(Type, [&](auto Tag) {
        using T = decltype(Tag);
        unsigned Lo = 0, Hi = Width;
        if (isQuadOp(Op)) {
          Lo = L & ~3u;
          Hi = Lo + 4 < Width ? Lo + 4 : Width;
        }
        bool Prefix = Op >= OpPrefixInclusiveSum && Op <= OpPrefixExclusiveProduct;
        bool Exclusive = Op == OpPrefixExclusiveSum || Op == OpPrefixExclusiveProduct;
        if (Prefix)
          Hi = Exclusive ? L : L + 1;
        T Acc = identity<T>(Op);
        bool Started = false;
        for (unsigned K = Lo; K < Hi; ++K) {
          if (!Lanes[K])
            continue;
          T V = fromBits<T>(ValueOf(K));
          // min and max start from the first value, not an identity.
          Acc = Started || (Op != OpMin && Op != OpMax && Op != OpQuadMin &&
                            Op != OpQuadMax)
                    ? combine<T>(Op, Acc, V)
                    : V;
          Started = true;
        }
        R = toBits<T>(Acc);
      });
      break;
    }
    F.Wait.Result = R;
  }
}

} // namespace host
} // namespace run
} // namespace metalnt

extern "C" void metalnt_rt_barrier() {
  Fiber *F = CurrentFiber;
  if (!F)
    return; // threads without fibers never call this
  F->State = Fiber::AtBarrier;
  CurrentGroup->yield(*F);
}

extern "C" uint64_t metalnt_rt_simd(uint32_t Op, uint32_t Type, uint64_t Value,
                                    uint64_t Arg, uint32_t Site) {
  Fiber *F = CurrentFiber;
  F->Wait.Op = Op;
  F->Wait.Type = Type;
  F->Wait.Value = Value;
  F->Wait.Arg = Arg;
  F->Wait.Site = Site;
  F->Wait.Occurrence = F->countSite(Site);
  F->State = Fiber::AtSimd;
  CurrentGroup->yield(*F);
  return F->Wait.Result;
}

extern "C" uint64_t metalnt_rt_simd2(uint32_t Op, uint32_t Type,
                                     uint64_t Value, uint64_t Value2,
                                     uint64_t Arg, uint32_t Site) {
  CurrentFiber->Wait.Value2 = Value2;
  return metalnt_rt_simd(Op, Type, Value, Arg, Site);
}

extern "C" void metalnt_rt_discard() {
  EntryArgs *A = CurrentFiber ? &CurrentFiber->Args : CurrentArgs;
  if (A && A->Discarded)
    *A->Discarded = 1;
}

extern "C" __bf16 metalnt_rt_truncsfbf2(float X) {
  uint32_t U;
  std::memcpy(&U, &X, 4);
  uint16_t H;
  if ((U & 0x7FFFFFFF) > 0x7F800000)
    H = uint16_t((U >> 16) | 0x40); // quiet
  else
    H = uint16_t((U + 0x7FFF + ((U >> 16) & 1)) >> 16);
  __bf16 R;
  std::memcpy(&R, &H, 2);
  return R;
}

extern "C" uint32_t metalnt_rt_lane() {
  return CurrentFiber ? CurrentFiber->Lane : 0;
}

extern "C" void *metalnt_rt_check(void *P, uint64_t Size, uint32_t IsStore) {
  return CurrentGroup->checkAccess(P, Size, IsStore != 0);
}

extern "C" void *metalnt_rt_private_fault(uint64_t Offset, uint64_t Size, uint64_t ArrayBytes,
                                          uint32_t IsStore) {
  return CurrentGroup->privateFault(int64_t(Offset), Size, ArrayBytes, IsStore != 0);
}
