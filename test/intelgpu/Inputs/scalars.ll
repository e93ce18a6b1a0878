; Scalar registers (docs/intelgpu-codegen.md, "Scalar registers"), written
; against the back end's own operations (docs/intelgpu-abi.md).
target triple = "intelgpu-apple-macosx"
declare i32 @intelgpu.local_id(i32)
declare i32 @intelgpu.payload(i32)

; base: the threadgroup's first thread (r0.1 * r4.3), uniform: a scalar
; multiply, read in place by the per-channel add. count: a uniform load in
; the entry block, one channel's message into a scalar register, and what
; computes from it scalar too.
define void @forms(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %lid = call i32 @intelgpu.local_id(i32 0)
  %tg = call i32 @intelgpu.payload(i32 4)
  %size = call i32 @intelgpu.payload(i32 140)
  %base = mul i32 %tg, %size
  %gid = add i32 %base, %lid
  %count = load i32, ptr addrspace(1) %in
  %twice = shl i32 %count, 1
  %more = add i32 %twice, %base
  %v = add i32 %gid, %more
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; The same load after a branch: channels the thread started with may have
; left, so it is a per-channel message, and what computes from its uniform
; value is per channel too (not a copy to a scalar register).
define void @later(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %lid = call i32 @intelgpu.local_id(i32 0)
  %tg = call i32 @intelgpu.payload(i32 4)
  %size = call i32 @intelgpu.payload(i32 140)
  %base = mul i32 %tg, %size
  %gid = add i32 %base, %lid
  br label %body
body:
  %count = load i32, ptr addrspace(1) %in
  %twice = shl i32 %count, 1
  %more = add i32 %twice, %base
  %v = add i32 %gid, %more
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %v, ptr addrspace(1) %p
  ret void
}
