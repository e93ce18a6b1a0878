; Reads and writes of texture arrays, 1D textures, mip levels, 3D textures
; and texture buffers.
; Metal source:
;
; kernel void copy_layers(texture2d_array<float, access::read> src [[texture(0)]],
;                         texture2d_array<float, access::write> dst [[texture(1)]],
;                         texture1d<half, access::write> line [[texture(2)]],
;                         texture1d<float, access::read> ramp [[texture(3)]],
;                         uint3 p [[thread_position_in_grid]]) {
;   float4 v = src.read(p.xy, p.z);
;   uint last = src.get_array_size() - 1;
;   dst.write(v * 2.0f + ramp.read(p.x), p.xy, last - p.z);
;   if (p.y == 0 && p.z == 0) line.write(half4(v), p.x);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @copy_layers(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %line,
                         ptr addrspace(1) %ramp, <3 x i32> %p) {
entry:
  %xy = shufflevector <3 x i32> %p, <3 x i32> poison, <2 x i32> <i32 0, i32 1>
  %x = extractelement <3 x i32> %p, i64 0
  %y = extractelement <3 x i32> %p, i64 1
  %z = extractelement <3 x i32> %p, i64 2
  %r = call { <4 x float>, i8 } @air.read_texture_2d_array.v4f32(ptr addrspace(1) %src, <2 x i32> %xy, i32 %z, i32 0, i32 1)
  %v = extractvalue { <4 x float>, i8 } %r, 0
  %n = call i32 @air.get_array_size_texture_2d_array(ptr addrspace(1) %src)
  %last = sub i32 %n, 1
  %layer = sub i32 %last, %z
  %rr = call { <4 x float>, i8 } @air.read_texture_1d.v4f32(ptr addrspace(1) %ramp, i32 %x, i32 0, i32 1)
  %rv = extractvalue { <4 x float>, i8 } %rr, 0
  %twice = fmul <4 x float> %v, splat (float 2.0)
  %w = fadd <4 x float> %twice, %rv
  call void @air.write_texture_2d_array.v4f32(ptr addrspace(1) %dst, <2 x i32> %xy, i32 %layer, <4 x float> %w, i32 0, i32 2)
  %yz = or i32 %y, %z
  %first = icmp eq i32 %yz, 0
  br i1 %first, label %row, label %done
row:
  %h = fptrunc <4 x float> %v to <4 x half>
  call void @air.write_texture_1d.v4f16(ptr addrspace(1) %line, i32 %x, <4 x half> %h, i32 0, i32 2)
  br label %done
done:
  ret void
}

; kernel void mip_copy(texture2d<float, access::read> src [[texture(0)]],
;                      texture2d<float, access::write> dst [[texture(1)]],
;                      texture3d<float, access::write> vol [[texture(2)]],
;                      uint2 p [[thread_position_in_grid]]) {
;   float4 v = src.read(p, 1);
;   dst.write(v, p, 1);
;   vol.write(v.wzyx, uint3(p, 1), 0);
; }
define void @mip_copy(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %vol,
                      <2 x i32> %p) {
  %r = call { <4 x float>, i8 } @air.read_texture_2d.v4f32(ptr addrspace(1) %src, <2 x i32> %p, i32 1, i32 1)
  %v = extractvalue { <4 x float>, i8 } %r, 0
  call void @air.write_texture_2d.v4f32(ptr addrspace(1) %dst, <2 x i32> %p, <4 x float> %v, i32 1, i32 2)
  %p3 = shufflevector <2 x i32> %p, <2 x i32> <i32 1, i32 poison>, <3 x i32> <i32 0, i32 1, i32 2>
  %w = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  call void @air.write_texture_3d.v4f32(ptr addrspace(1) %vol, <3 x i32> %p3, <4 x float> %w, i32 0, i32 2)
  ret void
}

; kernel void buffer_copy(texture_buffer<float, access::read> src [[texture(0)]],
;                         texture_buffer<uint, access::write> dst [[texture(1)]],
;                         device uint *size [[buffer(0)]], uint i [[thread_position_in_grid]]) {
;   dst.write(uint4(src.read(i) * 100.0f), i);
;   if (i == 0) *size = src.get_width();
; }
define void @buffer_copy(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %size, i32 %i) {
  %r = call { <4 x float>, i8 } @air.read_texture_buffer_1d.v4f32(ptr addrspace(1) %src, i32 %i, i32 1)
  %v = extractvalue { <4 x float>, i8 } %r, 0
  %s = fmul <4 x float> %v, splat (float 100.0)
  %u = fptoui <4 x float> %s to <4 x i32>
  call void @air.write_texture_buffer_1d.u.v4i32(ptr addrspace(1) %dst, i32 %i, <4 x i32> %u, i32 2)
  %first = icmp eq i32 %i, 0
  br i1 %first, label %query, label %done
query:
  %w = call i32 @air.get_width_texture_buffer_1d(ptr addrspace(1) %src)
  store i32 %w, ptr addrspace(1) %size, align 4
  br label %done
done:
  ret void
}

declare { <4 x float>, i8 } @air.read_texture_buffer_1d.v4f32(ptr addrspace(1), i32, i32)
declare void @air.write_texture_buffer_1d.u.v4i32(ptr addrspace(1), i32, <4 x i32>, i32)
declare i32 @air.get_width_texture_buffer_1d(ptr addrspace(1))
declare { <4 x float>, i8 } @air.read_texture_2d.v4f32(ptr addrspace(1), <2 x i32>, i32, i32)
declare void @air.write_texture_2d.v4f32(ptr addrspace(1), <2 x i32>, <4 x float>, i32, i32)
declare void @air.write_texture_3d.v4f32(ptr addrspace(1), <3 x i32>, <4 x float>, i32, i32)
declare { <4 x float>, i8 } @air.read_texture_2d_array.v4f32(ptr addrspace(1), <2 x i32>, i32, i32, i32)
declare { <4 x float>, i8 } @air.read_texture_1d.v4f32(ptr addrspace(1), i32, i32, i32)
declare i32 @air.get_array_size_texture_2d_array(ptr addrspace(1))
declare void @air.write_texture_2d_array.v4f32(ptr addrspace(1), <2 x i32>, i32, <4 x float>, i32, i32)
declare void @air.write_texture_1d.v4f16(ptr addrspace(1), i32, <4 x half>, i32, i32)

!air.kernel = !{!0, !10, !20}
!air.version = !{!30}
!0 = !{ptr @copy_layers, !{}, !1}
!1 = !{!2, !3, !4, !5, !6}
!2 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_name", !"texture2d_array<float, read>", !"air.arg_name", !"src"}
!3 = !{i32 1, !"air.texture", !"air.location_index", i32 1, i32 1, !"air.write", !"air.arg_type_name", !"texture2d_array<float, write>", !"air.arg_name", !"dst"}
!4 = !{i32 2, !"air.texture", !"air.location_index", i32 2, i32 1, !"air.write", !"air.arg_type_name", !"texture1d<half, write>", !"air.arg_name", !"line"}
!5 = !{i32 3, !"air.texture", !"air.location_index", i32 3, i32 1, !"air.read", !"air.arg_type_name", !"texture1d<float, read>", !"air.arg_name", !"ramp"}
!6 = !{i32 4, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint3", !"air.arg_name", !"p"}
!10 = !{ptr @mip_copy, !{}, !11}
!11 = !{!12, !13, !14, !15}
!12 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_name", !"texture2d<float, read>", !"air.arg_name", !"src"}
!13 = !{i32 1, !"air.texture", !"air.location_index", i32 1, i32 1, !"air.write", !"air.arg_type_name", !"texture2d<float, write>", !"air.arg_name", !"dst"}
!14 = !{i32 2, !"air.texture", !"air.location_index", i32 2, i32 1, !"air.write", !"air.arg_type_name", !"texture3d<float, write>", !"air.arg_name", !"vol"}
!15 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint2", !"air.arg_name", !"p"}
!20 = !{ptr @buffer_copy, !{}, !21}
!21 = !{!22, !23, !24, !25}
!22 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_name", !"texture_buffer<float, read>", !"air.arg_name", !"src"}
!23 = !{i32 1, !"air.texture", !"air.location_index", i32 1, i32 1, !"air.write", !"air.arg_type_name", !"texture_buffer<uint, write>", !"air.arg_name", !"dst"}
!24 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"size"}
!25 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"i"}
!30 = !{i32 2, i32 7, i32 0}
