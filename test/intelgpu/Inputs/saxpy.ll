; saxpy with a compare and select, written against the back end's own
; operations (intelgpu.local_id, intelgpu.payload: docs/intelgpu-abi.md).
target triple = "intelgpu-apple-macosx"
declare i32 @intelgpu.local_id(i32)
declare i32 @intelgpu.payload(i32)
define void @saxpy(ptr addrspace(1) %x, ptr addrspace(1) %y) {
  %lid = call i32 @intelgpu.local_id(i32 0)
  %gid = call i32 @intelgpu.payload(i32 4)
  %i0 = shl i32 %gid, 3
  %i = add i32 %i0, %lid
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %a = load float, ptr addrspace(1) %px
  %b = load float, ptr addrspace(1) %py
  %c = call float @llvm.fma.f32(float %a, float 2.0, float %b)
  %cmp = fcmp olt float %c, 10.0
  %r = select i1 %cmp, float %c, float 0.0
  store float %r, ptr addrspace(1) %py
  ret void
}
declare float @llvm.fma.f32(float, float, float)
