; SIMD-group reductions and a prefix scan (test input).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"
define void @red(ptr addrspace(1) %out, i32 %gid) {
  %g = uitofp i32 %gid to float
  %s = call float @air.simd_sum.f32(float %g)
  %m = call i32 @air.simd_max.u.i32(i32 %gid)
  %p = call float @air.simd_prefix_exclusive_sum.f32(float %g)
  %mf = uitofp i32 %m to float
  %a = fadd float %s, %mf
  %b = fadd float %a, %p
  %i = zext i32 %gid to i64
  %q = getelementptr float, ptr addrspace(1) %out, i64 %i
  store float %b, ptr addrspace(1) %q
  ret void
}
declare float @air.simd_sum.f32(float)
declare i32 @air.simd_max.u.i32(i32)
declare float @air.simd_prefix_exclusive_sum.f32(float)
!air.kernel = !{!0}
!0 = !{ptr @red, !1, !2}
!1 = !{}
!2 = !{!3, !4}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!4 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!air.version = !{!5}
!5 = !{i32 2, i32 6, i32 0}
