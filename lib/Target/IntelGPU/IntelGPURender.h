//===- IntelGPURender.h - Intel vertex and fragment functions --*- C++ -*-===//
//
// The AIR side of Intel render functions (docs/intelgpu-abi.md, "Vertex
// functions" and "Fragment functions"): the entry points the Intel
// translator builds.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPURENDER_H
#define METALNT_TARGET_INTELGPU_INTELGPURENDER_H

#include "metalnt/Lowering/Lowering.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"

namespace metalnt {
namespace intelgpu {

/// A call to one of the back end's operations that read no memory
/// (IntelGPUISelLowering: intelgpu.lane, intelgpu.vertex_sgv, ...),
/// returning an i32.
llvm::Value *callIntel(llvm::IRBuilderBase &B, llvm::StringRef Name,
                       llvm::ArrayRef<llvm::Value *> Args);

/// Builds the vertex function's entry point: buffers (and vertex buffers)
/// from the push constants, vertex_id and instance_id from the
/// system-generated element, [[stage_in]] by the shared vertex fetch, the
/// returned values written to the VUE (layoutVUE) with SIMD8 URB writes,
/// a slot at a time, the last ending the thread.
llvm::Error buildVertexEntry(llvm::Module &M, const lower::KernelSignature &Sig);

/// Builds the fragment function's entry point (docs/intelgpu-abi.md,
/// "Fragment functions"): the position from the subspans' coordinates and
/// the source depth and W, front facing, sample ID and coverage from the
/// payload, each interpolated input from its setup data and barycentrics;
/// then a render target write per colour attachment the function writes,
/// the last ending the thread, predicated on the pixels discard left.
llvm::Error buildFragmentEntry(llvm::Module &M, const lower::KernelSignature &Sig);

} // namespace intelgpu
} // namespace metalnt

#endif
