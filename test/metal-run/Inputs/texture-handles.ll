; Textures and samplers chosen at run time, each thread its own: from an
; argument buffer, selected between, and passed to visible functions
; called through a table. Metal source:
;
; struct Pick { texture2d<float> t[2] [[id(0)]]; sampler s[2] [[id(2)]]; };
; kernel void pick_ab(constant Pick &m [[buffer(0)]], device float4 *out [[buffer(1)]],
;                     uint2 p [[thread_position_in_grid]]) {
;   texture2d<float> t = m.t[(p.x ^ p.y) & 1];
;   sampler s = m.s[(p.x >> 1) & 1];
;   float2 uv = (float2(p) + 0.5f) / 8.0f + 0.25f;
;   uint i = p.y * 8 + p.x;
;   out[2 * i] = t.sample(s, uv, level(0));
;   out[2 * i + 1] = t.read(uint2(7 - p.x, p.y));
; }
;
; struct Targets { texture2d<float, access::write> w[2] [[id(0)]]; };
; kernel void write_ab(constant Targets &m [[buffer(0)]], uint2 p [[thread_position_in_grid]]) {
;   uint k = (p.x + p.y) & 1;
;   m.w[k].write(float4(p.x, p.y, k, 1), p);
; }
;
; [[visible]] float4 tap(texture2d<float> t, sampler s, float2 uv) {
;   return t.sample(s, uv, level(0));
; }
; [[visible]] float4 fetch(texture2d<float> t, sampler s, float2 uv) {
;   return t.read(uint2(uv * 8.0f) % 8);
; }
; kernel void apply_tex(visible_function_table<float4(texture2d<float>, sampler, float2)> f [[buffer(2)]],
;                       texture2d<float> t0 [[texture(0)]], texture2d<float> t1 [[texture(1)]],
;                       sampler s0 [[sampler(0)]], sampler s1 [[sampler(1)]],
;                       device float4 *out [[buffer(1)]], uint2 p [[thread_position_in_grid]]) {
;   float2 uv = (float2(p) + 0.5f) / 8.0f + 0.25f;
;   out[p.y * 8 + p.x] = f[(p.x + p.y) & 1](p.y & 2 ? t1 : t0, p.x & 4 ? s1 : s0, uv);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @pick_ab(ptr addrspace(2) noalias %m, ptr addrspace(1) %out, <2 x i32> %p) {
  %x = extractelement <2 x i32> %p, i64 0
  %y = extractelement <2 x i32> %p, i64 1
  %t0 = load ptr addrspace(1), ptr addrspace(2) %m, align 8
  %pt1 = getelementptr inbounds i8, ptr addrspace(2) %m, i64 8
  %t1 = load ptr addrspace(1), ptr addrspace(2) %pt1, align 8
  %ps0 = getelementptr inbounds i8, ptr addrspace(2) %m, i64 16
  %s0 = load ptr addrspace(2), ptr addrspace(2) %ps0, align 8
  %ps1 = getelementptr inbounds i8, ptr addrspace(2) %m, i64 24
  %s1 = load ptr addrspace(2), ptr addrspace(2) %ps1, align 8
  %xy = xor i32 %x, %y
  %k = and i32 %xy, 1
  %kb = icmp ne i32 %k, 0
  %t = select i1 %kb, ptr addrspace(1) %t1, ptr addrspace(1) %t0
  %xh = lshr i32 %x, 1
  %j = and i32 %xh, 1
  %jb = icmp ne i32 %j, 0
  %s = select i1 %jb, ptr addrspace(2) %s1, ptr addrspace(2) %s0
  %pf = uitofp <2 x i32> %p to <2 x float>
  %ph = fadd <2 x float> %pf, <float 0.5, float 0.5>
  %pq = fmul <2 x float> %ph, <float 0.125, float 0.125>
  %uv = fadd <2 x float> %pq, <float 0.25, float 0.25>
  %rs = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 true, float 0.0, float 0.0, i32 0)
  %vs = extractvalue { <4 x float>, i8 } %rs, 0
  %mx = sub i32 7, %x
  %q0 = insertelement <2 x i32> poison, i32 %mx, i64 0
  %q = insertelement <2 x i32> %q0, i32 %y, i64 1
  %rr = call { <4 x float>, i8 } @air.read_texture_2d.v4f32(ptr addrspace(1) %t, <2 x i32> %q, i32 0, i32 1)
  %vr = extractvalue { <4 x float>, i8 } %rr, 0
  %y8 = mul i32 %y, 8
  %i = add i32 %y8, %x
  %i2 = shl i32 %i, 1
  %ia = zext i32 %i2 to i64
  %pa = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %ia
  store <4 x float> %vs, ptr addrspace(1) %pa, align 16
  %pb = getelementptr inbounds <4 x float>, ptr addrspace(1) %pa, i64 1
  store <4 x float> %vr, ptr addrspace(1) %pb, align 16
  ret void
}

define void @write_ab(ptr addrspace(2) noalias %m, <2 x i32> %p) {
  %x = extractelement <2 x i32> %p, i64 0
  %y = extractelement <2 x i32> %p, i64 1
  %s = add i32 %x, %y
  %k = and i32 %s, 1
  %k64 = zext i32 %k to i64
  %pw = getelementptr inbounds ptr addrspace(1), ptr addrspace(2) %m, i64 %k64
  %w = load ptr addrspace(1), ptr addrspace(2) %pw, align 8
  %fx = uitofp i32 %x to float
  %fy = uitofp i32 %y to float
  %fk = uitofp i32 %k to float
  %v0 = insertelement <4 x float> <float poison, float poison, float poison, float 1.0>, float %fx, i64 0
  %v1 = insertelement <4 x float> %v0, float %fy, i64 1
  %v = insertelement <4 x float> %v1, float %fk, i64 2
  call void @air.write_texture_2d.v4f32(ptr addrspace(1) %w, <2 x i32> %p, <4 x float> %v, i32 0, i32 2)
  ret void
}

define <4 x float> @tap(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %uv) {
  %r = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 true, float 0.0, float 0.0, i32 0)
  %v = extractvalue { <4 x float>, i8 } %r, 0
  ret <4 x float> %v
}

define <4 x float> @fetch(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %uv) {
  %f = fmul <2 x float> %uv, <float 8.0, float 8.0>
  %u = fptoui <2 x float> %f to <2 x i32>
  %c = and <2 x i32> %u, <i32 7, i32 7>
  %r = call { <4 x float>, i8 } @air.read_texture_2d.v4f32(ptr addrspace(1) %t, <2 x i32> %c, i32 0, i32 1)
  %v = extractvalue { <4 x float>, i8 } %r, 0
  ret <4 x float> %v
}

define void @apply_tex(ptr addrspace(1) %table, ptr addrspace(1) %t0, ptr addrspace(1) %t1,
                       ptr addrspace(2) %s0, ptr addrspace(2) %s1, ptr addrspace(1) %out,
                       <2 x i32> %p) {
  %x = extractelement <2 x i32> %p, i64 0
  %y = extractelement <2 x i32> %p, i64 1
  %sum = add i32 %x, %y
  %k = and i32 %sum, 1
  %f = call ptr @air.get_function_pointer_visible_function_table(ptr addrspace(1) %table, i32 %k)
  %y2 = and i32 %y, 2
  %ty = icmp ne i32 %y2, 0
  %t = select i1 %ty, ptr addrspace(1) %t1, ptr addrspace(1) %t0
  %x4 = and i32 %x, 4
  %sx = icmp ne i32 %x4, 0
  %s = select i1 %sx, ptr addrspace(2) %s1, ptr addrspace(2) %s0
  %pf = uitofp <2 x i32> %p to <2 x float>
  %ph = fadd <2 x float> %pf, <float 0.5, float 0.5>
  %pq = fmul <2 x float> %ph, <float 0.125, float 0.125>
  %uv = fadd <2 x float> %pq, <float 0.25, float 0.25>
  %v = call <4 x float> %f(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %uv)
  %y8 = mul i32 %y, 8
  %i = add i32 %y8, %x
  %ia = zext i32 %i to i64
  %po = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %ia
  store <4 x float> %v, ptr addrspace(1) %po, align 16
  ret void
}

declare { <4 x float>, i8 } @air.read_texture_2d.v4f32(ptr addrspace(1), <2 x i32>, i32, i32)
declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)
declare void @air.write_texture_2d.v4f32(ptr addrspace(1), <2 x i32>, <4 x float>, i32, i32)
declare ptr @air.get_function_pointer_visible_function_table(ptr addrspace(1), i32)

!air.kernel = !{!0, !10, !20}
!air.visible = !{!30, !31}
!air.version = !{!40}
!0 = !{ptr @pick_ab, !{}, !1}
!1 = !{!2, !4, !5}
!2 = !{i32 0, !"air.buffer", !"air.buffer_size", i32 32, !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 2, !"air.struct_type_info", !3, !"air.arg_type_size", i32 32, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"Pick", !"air.arg_name", !"m"}
!3 = !{i32 0, i32 16, i32 2, !"texture2d<float, sample>", !"t", !"air.indirect_argument", i32 16, i32 16, i32 2, !"sampler", !"s", !"air.indirect_argument"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"out"}
!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint2", !"air.arg_name", !"p"}
!10 = !{ptr @write_ab, !{}, !11}
!11 = !{!12, !14}
!12 = !{i32 0, !"air.buffer", !"air.buffer_size", i32 16, !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 2, !"air.struct_type_info", !13, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"Targets", !"air.arg_name", !"m"}
!13 = !{i32 0, i32 16, i32 2, !"texture2d<float, write>", !"w", !"air.indirect_argument"}
!14 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint2", !"air.arg_name", !"p"}
!20 = !{ptr @apply_tex, !{}, !21}
!21 = !{!22, !23, !24, !25, !26, !27, !28}
!22 = !{i32 0, !"air.visible_function_table", !"air.location_index", i32 2, i32 1, !"air.read", !"air.arg_type_name", !"visible_function_table", !"air.arg_name", !"f"}
!23 = !{i32 1, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t0"}
!24 = !{i32 2, !"air.texture", !"air.location_index", i32 1, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t1"}
!25 = !{i32 3, !"air.sampler", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"s0"}
!26 = !{i32 4, !"air.sampler", !"air.location_index", i32 1, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"s1"}
!27 = !{i32 5, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"out"}
!28 = !{i32 6, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint2", !"air.arg_name", !"p"}
!30 = !{ptr @tap, !32, !33}
!31 = !{ptr @fetch, !32, !33}
!32 = !{!"air.visible_output", !"air.arg_type_name", !"float4"}
!33 = !{!34, !35, !36}
!34 = !{i32 0, !"air.visible_input", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t"}
!35 = !{i32 1, !"air.visible_input", !"air.arg_type_name", !"sampler", !"air.arg_name", !"s"}
!36 = !{i32 2, !"air.visible_input", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!40 = !{i32 2, i32 7, i32 0}
