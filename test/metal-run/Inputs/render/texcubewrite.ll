; Reads and writes of cube textures (each face a layer: 6 x cubes layers
; in a 2D array view on Intel), with levels.
; Metal source:
;
; kernel void cube_copy(texturecube<float, access::read> src [[texture(0)]],
;                       texturecube_array<float, access::write> dst [[texture(1)]],
;                       texturecube<float, access::read_write> mip [[texture(2)]],
;                       uint3 p [[thread_position_in_grid]]) {
;   float4 v = src.read(p.xy, p.z, 1);
;   dst.write(v * 2.0f, p.xy, 5 - p.z, 1);
;   mip.write(v.wzyx, p.xy, p.z, 1);
;   if (p.x == 0) mip.write(mip.read(p.xy + uint2(1, 0), p.z) + 1.0f, p.xy, p.z);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @cube_copy(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %mip,
                       <3 x i32> %p) {
entry:
  %xy = shufflevector <3 x i32> %p, <3 x i32> poison, <2 x i32> <i32 0, i32 1>
  %face = extractelement <3 x i32> %p, i64 2
  %r = call { <4 x float>, i8 } @air.read_texture_cube.v4f32(ptr addrspace(1) %src, <2 x i32> %xy, i32 %face, i32 1, i32 1)
  %v = extractvalue { <4 x float>, i8 } %r, 0
  %v2 = fmul <4 x float> %v, <float 2.0, float 2.0, float 2.0, float 2.0>
  %other = sub i32 5, %face
  call void @air.write_texture_cube_array.v4f32(ptr addrspace(1) %dst, <2 x i32> %xy, i32 %other, i32 1, <4 x float> %v2, i32 0, i32 2)
  %w = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  call void @air.write_texture_cube.v4f32(ptr addrspace(1) %mip, <2 x i32> %xy, i32 %face, <4 x float> %w, i32 1, i32 3)
  %x = extractelement <3 x i32> %p, i64 0
  %first = icmp eq i32 %x, 0
  br i1 %first, label %edge, label %done

edge:
  %next = add <2 x i32> %xy, <i32 1, i32 0>
  %m = call { <4 x float>, i8 } @air.read_texture_cube.v4f32(ptr addrspace(1) %mip, <2 x i32> %next, i32 %face, i32 0, i32 3)
  %mv = extractvalue { <4 x float>, i8 } %m, 0
  %m1 = fadd <4 x float> %mv, <float 1.0, float 1.0, float 1.0, float 1.0>
  call void @air.write_texture_cube.v4f32(ptr addrspace(1) %mip, <2 x i32> %xy, i32 %face, <4 x float> %m1, i32 0, i32 3)
  br label %done

done:
  ret void
}

declare { <4 x float>, i8 } @air.read_texture_cube.v4f32(ptr addrspace(1), <2 x i32>, i32, i32, i32)
declare void @air.write_texture_cube_array.v4f32(ptr addrspace(1), <2 x i32>, i32, i32, <4 x float>, i32, i32)
declare void @air.write_texture_cube.v4f32(ptr addrspace(1), <2 x i32>, i32, <4 x float>, i32, i32)

!air.kernel = !{!0}
!air.version = !{!30}
!0 = !{ptr @cube_copy, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5, !6}
!3 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_name", !"texturecube<float, read>", !"air.arg_name", !"src"}
!4 = !{i32 1, !"air.texture", !"air.location_index", i32 1, i32 1, !"air.write", !"air.arg_type_name", !"texturecube_array<float, write>", !"air.arg_name", !"dst"}
!5 = !{i32 2, !"air.texture", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.arg_type_name", !"texturecube<float, read_write>", !"air.arg_name", !"mip"}
!6 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint3", !"air.arg_name", !"p"}
!30 = !{i32 2, i32 7, i32 0}
