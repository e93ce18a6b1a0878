; constant uint  u [[function_constant(0)]];
; constant int   i [[function_constant(1)]];
; constant short s [[function_constant(2)]];
; constant uchar c [[function_constant(3)]];
; constant float f [[function_constant(4)]];
; kernel void constants(device uint *out [[buffer(0)]])
; { out[0] = u; out[1] = i; out[2] = s; out[3] = c; out[4] = as_type<uint>(f); }
target triple = "air64-apple-macosx14.0.0"

@_Z1u.MTL_FC_INIT_0_j = internal addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer", align 4
@_Z1i.MTL_FC_INIT_1_i = internal addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer", align 4
@_Z1s.MTL_FC_INIT_2_s = internal addrspace(2) externally_initialized constant i16 undef, section "air.fc_initializer", align 2
@_Z1c.MTL_FC_INIT_3_h = internal addrspace(2) externally_initialized constant i8 undef, section "air.fc_initializer", align 1
@_Z1f.MTL_FC_INIT_4_f = internal addrspace(2) externally_initialized constant float undef, section "air.fc_initializer", align 4

define void @constants(ptr addrspace(1) %out) {
  %u = load i32, ptr addrspace(2) @_Z1u.MTL_FC_INIT_0_j, align 4
  store i32 %u, ptr addrspace(1) %out, align 4
  %i = load i32, ptr addrspace(2) @_Z1i.MTL_FC_INIT_1_i, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %i, ptr addrspace(1) %p1, align 4
  %s = load i16, ptr addrspace(2) @_Z1s.MTL_FC_INIT_2_s, align 2
  %s32 = sext i16 %s to i32
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store i32 %s32, ptr addrspace(1) %p2, align 4
  %c = load i8, ptr addrspace(2) @_Z1c.MTL_FC_INIT_3_h, align 1
  %c32 = zext i8 %c to i32
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
  store i32 %c32, ptr addrspace(1) %p3, align 4
  %f = load float, ptr addrspace(2) @_Z1f.MTL_FC_INIT_4_f, align 4
  %fb = bitcast float %f to i32
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 4
  store i32 %fb, ptr addrspace(1) %p4, align 4
  ret void
}

!air.kernel = !{!0}
!0 = !{ptr @constants, !1, !2}
!1 = !{}
!2 = !{!3}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!air.function_constants = !{!10, !11, !12, !13, !14}
!10 = !{ptr addrspace(2) @_Z1u.MTL_FC_INIT_0_j, !"uint", !"u", i32 0, i1 true}
!11 = !{ptr addrspace(2) @_Z1i.MTL_FC_INIT_1_i, !"int", !"i", i32 1, i1 true}
!12 = !{ptr addrspace(2) @_Z1s.MTL_FC_INIT_2_s, !"short", !"s", i32 2, i1 true}
!13 = !{ptr addrspace(2) @_Z1c.MTL_FC_INIT_3_h, !"uchar", !"c", i32 3, i1 true}
!14 = !{ptr addrspace(2) @_Z1f.MTL_FC_INIT_4_f, !"float", !"f", i32 4, i1 true}
