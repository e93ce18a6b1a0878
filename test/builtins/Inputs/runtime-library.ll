; The Metal compiler's runtime-library functions, called as Apple-compiled
; AIR calls them when they are not linked in (metal 32023.883 emits
;   call float @___metal_frexp_float_pthreadint32(float, i32*)
;   call i32 @___metal_ilogb_float(float, i32 0)).
; kernel void rtlib(device float *x, device half *h, device int *k,
;                   device float *mant, device int *exp, device int *ilogb,
;                   device half *hmant, device int *hexp, device float *fr,
;                   device float *ld, device half *next, device int *hilogb,
;                   uint gid [[thread_position_in_grid]])
target triple = "air64-apple-macosx14.0.0"

define void @rtlib(ptr addrspace(1) %x, ptr addrspace(1) %h, ptr addrspace(1) %k,
                   ptr addrspace(1) %mant, ptr addrspace(1) %exp, ptr addrspace(1) %ilogb,
                   ptr addrspace(1) %hmant, ptr addrspace(1) %hexp, ptr addrspace(1) %fr,
                   ptr addrspace(1) %ld, ptr addrspace(1) %next, ptr addrspace(1) %hilogb,
                   i32 %gid) {
  %e = alloca i32, align 4
  %he = alloca i32, align 4
  %g = zext i32 %gid to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %g
  %vx = load float, ptr addrspace(1) %px, align 4
  %ph = getelementptr inbounds half, ptr addrspace(1) %h, i64 %g
  %vh = load half, ptr addrspace(1) %ph, align 2
  %pk = getelementptr inbounds i32, ptr addrspace(1) %k, i64 %g
  %vk = load i32, ptr addrspace(1) %pk, align 4
  %m = call fast float @___metal_frexp_float_pthreadint32(float %vx, ptr %e)
  %ve = load i32, ptr %e, align 4
  %pm = getelementptr inbounds float, ptr addrspace(1) %mant, i64 %g
  store float %m, ptr addrspace(1) %pm, align 4
  %pe = getelementptr inbounds i32, ptr addrspace(1) %exp, i64 %g
  store i32 %ve, ptr addrspace(1) %pe, align 4
  %il = call i32 @___metal_ilogb_float(float %vx, i32 0)
  %pil = getelementptr inbounds i32, ptr addrspace(1) %ilogb, i64 %g
  store i32 %il, ptr addrspace(1) %pil, align 4
  %hm = call fast half @___metal_frexp_half_pthreadint32(half %vh, ptr %he)
  %vhe = load i32, ptr %he, align 4
  %phm = getelementptr inbounds half, ptr addrspace(1) %hmant, i64 %g
  store half %hm, ptr addrspace(1) %phm, align 2
  %phe = getelementptr inbounds i32, ptr addrspace(1) %hexp, i64 %g
  store i32 %vhe, ptr addrspace(1) %phe, align 4
  %f = call fast float @___metal_fract_float(float %vx, i32 0)
  %pf = getelementptr inbounds float, ptr addrspace(1) %fr, i64 %g
  store float %f, ptr addrspace(1) %pf, align 4
  %l = call fast float @___metal_ldexp_float_int32(float %vx, i32 %vk, i32 0)
  %pl = getelementptr inbounds float, ptr addrspace(1) %ld, i64 %g
  store float %l, ptr addrspace(1) %pl, align 4
  %one = fadd half %vh, 0xH3C00
  %n = call half @__air_impl_nextafter_f16(half %vh, half %one)
  %pn = getelementptr inbounds half, ptr addrspace(1) %next, i64 %g
  store half %n, ptr addrspace(1) %pn, align 2
  %hil = call i32 @___metal_ilogb_half(half %vh, i32 0)
  %phil = getelementptr inbounds i32, ptr addrspace(1) %hilogb, i64 %g
  store i32 %hil, ptr addrspace(1) %phil, align 4
  ret void
}

declare float @___metal_frexp_float_pthreadint32(float, ptr)
declare half @___metal_frexp_half_pthreadint32(half, ptr)
declare i32 @___metal_ilogb_float(float, i32)
declare i32 @___metal_ilogb_half(half, i32)
declare float @___metal_fract_float(float, i32)
declare float @___metal_ldexp_float_int32(float, i32, i32)
declare half @__air_impl_nextafter_f16(half, half)

!air.kernel = !{!0}
!0 = !{ptr @rtlib, !1, !2}
!1 = !{}
!2 = !{!10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22}
!10 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"x"}
!11 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"half", !"air.arg_name", !"h"}
!12 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"k"}
!13 = !{i32 3, !"air.buffer", !"air.location_index", i32 3, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"mant"}
!14 = !{i32 4, !"air.buffer", !"air.location_index", i32 4, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"exp"}
!15 = !{i32 5, !"air.buffer", !"air.location_index", i32 5, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"ilogb"}
!16 = !{i32 6, !"air.buffer", !"air.location_index", i32 6, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"half", !"air.arg_name", !"hmant"}
!17 = !{i32 7, !"air.buffer", !"air.location_index", i32 7, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"hexp"}
!18 = !{i32 8, !"air.buffer", !"air.location_index", i32 8, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"fr"}
!19 = !{i32 9, !"air.buffer", !"air.location_index", i32 9, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"ld"}
!20 = !{i32 10, !"air.buffer", !"air.location_index", i32 10, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"half", !"air.arg_name", !"next"}
!21 = !{i32 11, !"air.buffer", !"air.location_index", i32 11, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"hilogb"}
!22 = !{i32 12, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
