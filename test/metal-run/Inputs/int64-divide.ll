; 64-bit integer division and remainder (LLVM's IntegerDivision expansion, its
; 64-bit leading-zero counts from the halves) and conversions between 64-bit
; integers and floats (lib/Lowering/FloatMath.cpp), for the Apple G13. Per
; thread: x / y, x % y unsigned and signed, (ulong)f, (long)f into out, and
; (float)x, (float)(long)x into fout.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"
define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %f, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %fout, i32 %gid) {
entry:
  %g = zext i32 %gid to i64
  %pa = getelementptr inbounds i64, ptr addrspace(1) %a, i64 %g
  %x = load i64, ptr addrspace(1) %pa, align 8
  %pb = getelementptr inbounds i64, ptr addrspace(1) %b, i64 %g
  %y = load i64, ptr addrspace(1) %pb, align 8
  %pf = getelementptr inbounds float, ptr addrspace(1) %f, i64 %g
  %z = load float, ptr addrspace(1) %pf, align 4
  %q = udiv i64 %x, %y
  %r = urem i64 %x, %y
  %sq = sdiv i64 %x, %y
  %sr = srem i64 %x, %y
  %zu = fptoui float %z to i64
  %zs = fptosi float %z to i64
  %base = mul i64 %g, 6
  %o0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %base
  store i64 %q, ptr addrspace(1) %o0, align 8
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 1
  store i64 %r, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 2
  store i64 %sq, ptr addrspace(1) %o2, align 8
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 3
  store i64 %sr, ptr addrspace(1) %o3, align 8
  %o4 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 4
  store i64 %zu, ptr addrspace(1) %o4, align 8
  %o5 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 5
  store i64 %zs, ptr addrspace(1) %o5, align 8
  %ux = uitofp i64 %x to float
  %sx = sitofp i64 %x to float
  %fb = mul i64 %g, 2
  %f0 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %fb
  store float %ux, ptr addrspace(1) %f0, align 4
  %f1 = getelementptr inbounds float, ptr addrspace(1) %f0, i64 1
  store float %sx, ptr addrspace(1) %f1, align 4
  ret void
}
!air.kernel = !{!10}
!air.version = !{!30}
!10 = !{ptr @k, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15, !17, !18, !16}
!13 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"a"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"b"}
!15 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"f"}
!17 = !{i32 3, !"air.buffer", !"air.location_index", i32 3, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"out"}
!18 = !{i32 4, !"air.buffer", !"air.location_index", i32 4, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"fout"}
!16 = !{i32 5, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!30 = !{i32 2, i32 6, i32 0}
