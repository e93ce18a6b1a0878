; A fragment function sampling a texture of each type. Metal source:
;
; struct Out { float2 c0 [[color(0)]]; float c1 [[color(1)]]; };
; constexpr sampler linear(filter::linear, address::repeat);
; fragment Out textured(float4 pos [[position]], float2 uv [[user(uv)]],
;                       float3 dir [[user(dir), flat]],
;                       texture2d<float> t2 [[texture(0)]], sampler s [[sampler(0)]],
;                       texture2d_array<half> ta [[texture(1)]],
;                       texturecube<float> tc [[texture(2)]],
;                       texture3d<float> t3 [[texture(3)]],
;                       depth2d<float> td [[texture(4)]],
;                       texture2d<uint, access::read> tu [[texture(5)]]) {
;   float4 a = t2.sample(s, uv);                                  // implicit level
;   half4 b = ta.sample(linear, uv, 2, bias(1.5));
;   float4 c = tc.sample(linear, dir);
;   float4 d = t3.sample(s, float3(uv, 0.5), level(2.0));
;   float4 e = t2.gather(s, uv, int2(1, -1), component::y);
;   float f = td.sample_compare(s, uv, 0.5);
;   uint4 g = tu.read(uint2(pos.xy));
;   return { a.xy + float2(b.xy) + c.zw + d.xy + e.xw, f + float(g.x) };
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%Out = type <{ <2 x float>, float }>

@__air_sampler_state = internal addrspace(2) constant [2 x i64] [i64 34901797601020562, i64 0], align 8

define %Out @textured(<4 x float> %pos, <2 x float> %uv, <3 x float> %dir,
                      ptr addrspace(1) %t2, ptr addrspace(2) %s, ptr addrspace(1) %ta,
                      ptr addrspace(1) %tc, ptr addrspace(1) %t3, ptr addrspace(1) %td,
                      ptr addrspace(1) %tu) {
  %ra = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t2, ptr addrspace(2) %s, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %a = extractvalue { <4 x float>, i8 } %ra, 0
  %rb = call { <4 x half>, i8 } @air.sample_texture_2d_array.v4f16(ptr addrspace(1) %ta, ptr addrspace(2) @__air_sampler_state, <2 x float> %uv, i32 2, i1 true, <2 x i32> zeroinitializer, i1 false, float 1.5, float 0.0, i32 0)
  %b = extractvalue { <4 x half>, i8 } %rb, 0
  %rc = call { <4 x float>, i8 } @air.sample_texture_cube.v4f32(ptr addrspace(1) %tc, ptr addrspace(2) @__air_sampler_state, <3 x float> %dir, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { <4 x float>, i8 } %rc, 0
  %uv3 = shufflevector <2 x float> %uv, <2 x float> <float 0.5, float 0.5>, <3 x i32> <i32 0, i32 1, i32 2>
  %rd = call { <4 x float>, i8 } @air.sample_texture_3d.v4f32(ptr addrspace(1) %t3, ptr addrspace(2) %s, <3 x float> %uv3, i1 true, <3 x i32> zeroinitializer, i1 true, float 2.0, float 0.0, i32 0)
  %d = extractvalue { <4 x float>, i8 } %rd, 0
  %re = call { <4 x float>, i8 } @air.gather_texture_2d.v4f32(ptr addrspace(1) %t2, ptr addrspace(2) %s, <2 x float> %uv, i1 true, <2 x i32> <i32 1, i32 -1>, i32 1, i32 0)
  %e = extractvalue { <4 x float>, i8 } %re, 0
  %rf = call { float, i8 } @air.sample_compare_depth_2d.f32(ptr addrspace(1) %td, ptr addrspace(2) %s, i32 1, <2 x float> %uv, float 0.5, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %f = extractvalue { float, i8 } %rf, 0
  %pxy = shufflevector <4 x float> %pos, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %pu = fptoui <2 x float> %pxy to <2 x i32>
  %rg = call { <4 x i32>, i8 } @air.read_texture_2d.u.v4i32(ptr addrspace(1) %tu, <2 x i32> %pu, i32 0, i32 1)
  %g = extractvalue { <4 x i32>, i8 } %rg, 0
  %axy = shufflevector <4 x float> %a, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %bh = shufflevector <4 x half> %b, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %bxy = fpext <2 x half> %bh to <2 x float>
  %czw = shufflevector <4 x float> %c, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %dxy = shufflevector <4 x float> %d, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %exw = shufflevector <4 x float> %e, <4 x float> poison, <2 x i32> <i32 0, i32 3>
  %s1 = fadd <2 x float> %axy, %bxy
  %s2 = fadd <2 x float> %s1, %czw
  %s3 = fadd <2 x float> %s2, %dxy
  %c0 = fadd <2 x float> %s3, %exw
  %gx = extractelement <4 x i32> %g, i64 0
  %gf = uitofp i32 %gx to float
  %c1 = fadd float %f, %gf
  %r0 = insertvalue %Out undef, <2 x float> %c0, 0
  %r1 = insertvalue %Out %r0, float %c1, 1
  ret %Out %r1
}

declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)
declare { <4 x half>, i8 } @air.sample_texture_2d_array.v4f16(ptr addrspace(1), ptr addrspace(2), <2 x float>, i32, i1, <2 x i32>, i1, float, float, i32)
declare { <4 x float>, i8 } @air.sample_texture_cube.v4f32(ptr addrspace(1), ptr addrspace(2), <3 x float>, i1, float, float, i32)
declare { <4 x float>, i8 } @air.sample_texture_3d.v4f32(ptr addrspace(1), ptr addrspace(2), <3 x float>, i1, <3 x i32>, i1, float, float, i32)
declare { <4 x float>, i8 } @air.gather_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i32, i32)
declare { float, i8 } @air.sample_compare_depth_2d.f32(ptr addrspace(1), ptr addrspace(2), i32, <2 x float>, float, i1, <2 x i32>, i1, float, float, i32)
declare { <4 x i32>, i8 } @air.read_texture_2d.u.v4i32(ptr addrspace(1), <2 x i32>, i32, i32)

!air.fragment = !{!0}
!air.sampler_states = !{!30}
!air.version = !{!40}
!0 = !{ptr @textured, !1, !10}
!1 = !{!2, !3}
!2 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float2", !"air.arg_name", !"c0"}
!3 = !{!"air.render_target", i32 1, i32 0, !"air.arg_type_name", !"float", !"air.arg_name", !"c1"}
!10 = !{!11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!11 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"pos"}
!12 = !{i32 1, !"air.fragment_input", !"user(uv)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!13 = !{i32 2, !"air.fragment_input", !"user(dir)", !"air.flat", !"air.arg_type_name", !"float3", !"air.arg_name", !"dir"}
!14 = !{i32 3, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t2"}
!15 = !{i32 4, !"air.sampler", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"s"}
!16 = !{i32 5, !"air.texture", !"air.location_index", i32 1, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d_array<half, sample>", !"air.arg_name", !"ta"}
!17 = !{i32 6, !"air.texture", !"air.location_index", i32 2, i32 1, !"air.sample", !"air.arg_type_name", !"texturecube<float, sample>", !"air.arg_name", !"tc"}
!18 = !{i32 7, !"air.texture", !"air.location_index", i32 3, i32 1, !"air.sample", !"air.arg_type_name", !"texture3d<float, sample>", !"air.arg_name", !"t3"}
!19 = !{i32 8, !"air.texture", !"air.location_index", i32 4, i32 1, !"air.sample", !"air.arg_type_name", !"depth2d<float, sample>", !"air.arg_name", !"td"}
!20 = !{i32 9, !"air.texture", !"air.location_index", i32 5, i32 1, !"air.read", !"air.arg_type_name", !"texture2d<uint, read>", !"air.arg_name", !"tu"}
!30 = !{!"air.sampler_state", ptr addrspace(2) @__air_sampler_state}
!40 = !{i32 2, i32 7, i32 0}
