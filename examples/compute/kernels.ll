; Compute kernels of the bundled example, written by hand in AIR: LLVM IR
; with Metal's conventions (address spaces 1 device, 2 constant,
; 3 threadgroup; entry points listed in !air.kernel with per-argument
; metadata; AIR intrinsics for barriers and math). The Metal source they
; correspond to is in kernels.metal.txt.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

; constant bool use_bias [[function_constant(0)]];
@_Z8use_bias.MTL_FC_INIT_0_b = internal addrspace(2) externally_initialized constant i8 undef, section "air.fc_initializer", align 1

; kernel void saxpy(constant float &a [[buffer(0)]],
;                   device const float *x [[buffer(1)]],
;                   device float *y [[buffer(2)]],
;                   uint gid [[thread_position_in_grid]])
define void @saxpy(ptr addrspace(2) noalias readonly "air-buffer-no-alias" %a, ptr addrspace(1) noalias readonly "air-buffer-no-alias" %x, ptr addrspace(1) noalias "air-buffer-no-alias" %y, i32 %gid) #0 {
entry:
  %av = load float, ptr addrspace(2) %a, align 4
  %idx = zext i32 %gid to i64
  %xp = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx
  %xv = load float, ptr addrspace(1) %xp, align 4
  %yp = getelementptr inbounds float, ptr addrspace(1) %y, i64 %idx
  %yv = load float, ptr addrspace(1) %yp, align 4
  %r = call fast float @air.fma.f32(float %av, float %xv, float %yv)
  %bias = load i8, ptr addrspace(2) @_Z8use_bias.MTL_FC_INIT_0_b, align 1
  %use = icmp ne i8 %bias, 0
  %plus = fadd fast float %r, 1.0
  %out = select i1 %use, float %plus, float %r
  store float %out, ptr addrspace(1) %yp, align 4
  ret void
}

; kernel void reduce_sum(device const float *in [[buffer(0)]],
;                        device atomic_float *out [[buffer(1)]],
;                        threadgroup float *scratch [[threadgroup(0)]],
;                        uint gid [[thread_position_in_grid]],
;                        uint lid [[thread_position_in_threadgroup]],
;                        uint n [[threads_per_threadgroup]])
define void @reduce_sum(ptr addrspace(1) noalias readonly "air-buffer-no-alias" %in, ptr addrspace(1) noalias "air-buffer-no-alias" %out, ptr addrspace(3) noalias %scratch, i32 %gid, i32 %lid, i32 %n) #0 {
entry:
  %gidx = zext i32 %gid to i64
  %ip = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gidx
  %v = load float, ptr addrspace(1) %ip, align 4
  %lidx = zext i32 %lid to i64
  %sp = getelementptr inbounds float, ptr addrspace(3) %scratch, i64 %lidx
  store float %v, ptr addrspace(3) %sp, align 4
  %half0 = lshr i32 %n, 1
  br label %loop

loop:
  %stride = phi i32 [ %half0, %entry ], [ %next, %body ]
  call void @air.wg.barrier(i32 2, i32 1)
  %done = icmp eq i32 %stride, 0
  br i1 %done, label %exit, label %body

body:
  %active = icmp ult i32 %lid, %stride
  %other = add i32 %lid, %stride
  %oidx = zext i32 %other to i64
  %op = getelementptr inbounds float, ptr addrspace(3) %scratch, i64 %oidx
  %ov = load float, ptr addrspace(3) %op, align 4
  %mine = load float, ptr addrspace(3) %sp, align 4
  %sum = fadd fast float %mine, %ov
  %keep = select i1 %active, float %sum, float %mine
  store float %keep, ptr addrspace(3) %sp, align 4
  %next = lshr i32 %stride, 1
  br label %loop

exit:
  %first = icmp eq i32 %lid, 0
  br i1 %first, label %publish, label %ret

publish:
  %total = load float, ptr addrspace(3) %scratch, align 4
  %old = call float @air.atomic.global.add.f32(ptr addrspace(1) %out, float %total, i32 0, i32 2, i1 true)
  br label %ret

ret:
  ret void
}

declare float @air.fma.f32(float, float, float) #1
declare void @air.wg.barrier(i32, i32) #2
declare float @air.atomic.global.add.f32(ptr addrspace(1), float, i32, i32, i1) #2

attributes #0 = { convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!air.kernel = !{!10, !20}
!air.version = !{!30}
!air.language_version = !{!31}
!air.compile_options = !{!32, !33}
!air.function_constants = !{!34}
!llvm.ident = !{!35}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"air.max_device_buffers", i32 31}
!2 = !{i32 7, !"air.max_constant_buffers", i32 31}
!3 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}

!10 = !{ptr @saxpy, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15, !16}
!13 = !{i32 0, !"air.buffer", !"air.buffer_size", i32 4, !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 2, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"x"}
!15 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"y"}
!16 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}

!20 = !{ptr @reduce_sum, !11, !21}
!21 = !{!22, !23, !24, !25, !26, !27}
!22 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!23 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"atomic_float", !"air.arg_name", !"out"}
!24 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"scratch"}
!25 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!26 = !{i32 4, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}
!27 = !{i32 5, !"air.threads_per_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"n"}

!30 = !{i32 2, i32 6, i32 0}
!31 = !{!"Metal", i32 3, i32 1, i32 0}
!32 = !{!"air.compile.denorms_disable"}
!33 = !{!"air.compile.fast_math_enable"}
!34 = !{ptr addrspace(2) @_Z8use_bias.MTL_FC_INIT_0_b, !"bool", !"use_bias", i32 0, i1 false}
!35 = !{!"metal-nt example, hand-written AIR"}
