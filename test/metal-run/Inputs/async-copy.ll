; Asynchronous copies, by hand in AIR (the signatures of MetalFlashAttention's
; declarations). Metal source, with src a 10 x 7 tile (columns x rows) of a
; device matrix of 12 floats per row:
;
; kernel void tiles(device const float *src [[buffer(0)]],
;                   device float *out [[buffer(1)]],
;                   threadgroup float *tile [[threadgroup(0)]]) {   // 16 x 8
;   // 16 x 8 destination from the 10 x 7 source tile at src + 13
;   // (row 1, column 1), shifted by (1, 2) inside it; outside it: zero.
;   simdgroup_event e[2];
;   e[0].async_copy(tile, 16, ulong2(16, 8), src + 13, 12, ulong2(10, 7), long2(1, 2), zero);
;   simdgroup_event::wait(1, e);
;   // back: all 128 elements, a 1-D copy
;   e[1].async_copy(out, tile, 128);
;   simdgroup_event::wait(1, e + 1);
; }
target triple = "air64-apple-macosx14.0.0"

%struct._simdgroup_event_t = type opaque

define void @tiles(ptr addrspace(1) %src, ptr addrspace(1) %out, ptr addrspace(3) %tile) {
  %events = alloca [2 x ptr], align 8
  %s = getelementptr inbounds float, ptr addrspace(1) %src, i64 13
  %e0 = call ptr @air.simdgroup_async_copy_2d.p3i8.p1i8(i64 4, i64 4, ptr addrspace(3) %tile, i64 16, i64 1, <2 x i64> <i64 16, i64 8>, ptr addrspace(1) %s, i64 12, i64 1, <2 x i64> <i64 10, i64 7>, <2 x i64> <i64 1, i64 2>, i32 0)
  store ptr %e0, ptr %events, align 8
  call void @air.wait_simdgroup_events(i32 1, ptr %events)
  %e1 = call ptr @air.simdgroup_async_copy_1d.p1i8.p3i8(i64 4, i64 4, ptr addrspace(1) %out, ptr addrspace(3) %tile, i64 128)
  %p1 = getelementptr inbounds ptr, ptr %events, i64 1
  store ptr %e1, ptr %p1, align 8
  call void @air.wait_simdgroup_events(i32 1, ptr %p1)
  ret void
}

declare ptr @air.simdgroup_async_copy_2d.p3i8.p1i8(i64, i64, ptr addrspace(3), i64, i64, <2 x i64>, ptr addrspace(1), i64, i64, <2 x i64>, <2 x i64>, i32)
declare ptr @air.simdgroup_async_copy_1d.p1i8.p3i8(i64, i64, ptr addrspace(1), ptr addrspace(3), i64)
declare void @air.wait_simdgroup_events(i32, ptr)

!air.kernel = !{!0}
!0 = !{ptr @tiles, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"src"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_name", !"float", !"air.arg_name", !"tile"}
