; Texture functions in compute kernels, as Apple's compiler writes them
; (AIR 2.7 forms: docs/air-conventions.md). Metal source:
;
; kernel void sample2d(texture2d<float> t [[texture(0)]], sampler s [[sampler(0)]],
;                      device const float4 *in [[buffer(0)]], device float4 *out [[buffer(1)]],
;                      uint i [[thread_position_in_grid]]) {
;   out[i] = in[i].w < 0 ? t.sample(s, in[i].xy) : t.sample(s, in[i].xy, level(in[i].w));
; }
; kernel void sample2d_offset(... same ...) { out[i] = t.sample(s, in[i].xy, int2(1, -1)); }
; kernel void sample_array(texture2d_array<float> t, sampler s, in, out, i) {
;   out[i] = t.sample(s, in[i].xy, uint(in[i].z));
; }
; kernel void sample3d(texture3d<float> t, sampler s, in, out, i) { out[i] = t.sample(s, in[i].xyz); }
; kernel void sample_cube(texturecube<half> t, sampler s, in, out, i) {
;   out[i] = float4(t.sample(s, in[i].xyz));
; }
; kernel void gather2d(texture2d<float> t, sampler s, in, out, i) {
;   out[i] = t.gather(s, in[i].xy, int2(0), component(uint(in[i].z)));
; }
; kernel void compare2d(depth2d<float> t, sampler s, in, device float *out, i) {
;   out[i] = t.sample_compare(s, in[i].xy, in[i].z);
; }
; kernel void readwrite(texture2d<float, access::read> src [[texture(0)]],
;                       texture2d<uint, access::write> dst [[texture(1)]],
;                       device uint4 *sizes [[buffer(0)]], uint2 p [[thread_position_in_grid]]) {
;   float4 c = src.read(p);
;   dst.write(uint4(c * 100.0f), uint2(p.y, p.x));
;   if (p.x == 0 && p.y == 0)
;     sizes[0] = uint4(src.get_width(), src.get_height(), src.get_num_mip_levels(), 7);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @sample2d(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %w = extractelement <4 x float> %v, i64 3
  %implicit = fcmp olt float %w, 0.0
  %lod = select i1 %implicit, float 0.0, float %w
  %islevel = xor i1 %implicit, true
  %r = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %xy, i1 true, <2 x i32> zeroinitializer, i1 %islevel, float %lod, float 0.0, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

define void @sample2d_offset(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %r = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %xy, i1 true, <2 x i32> <i32 1, i32 -1>, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

define void @sample_array(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %zf = extractelement <4 x float> %v, i64 2
  %z = fptoui float %zf to i32
  %r = call { <4 x float>, i8 } @air.sample_texture_2d_array.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %xy, i32 %z, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

define void @sample3d(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xyz = shufflevector <4 x float> %v, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call { <4 x float>, i8 } @air.sample_texture_3d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %xyz, i1 true, <3 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

; kernel void sample3d_offset(texture3d<float> t, sampler s, in, out, i) {
;   out[i] = t.sample(s, in[i].xyz, int3(1, -1, 2));
; }
define void @sample3d_offset(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xyz = shufflevector <4 x float> %v, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call { <4 x float>, i8 } @air.sample_texture_3d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %xyz, i1 true, <3 x i32> <i32 1, i32 -1, i32 2>, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

define void @sample_cube(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xyz = shufflevector <4 x float> %v, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call { <4 x half>, i8 } @air.sample_texture_cube.v4f16(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %xyz, i1 false, float 0.0, float 0.0, i32 0)
  %h = extractvalue { <4 x half>, i8 } %r, 0
  %c = fpext <4 x half> %h to <4 x float>
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

define void @gather2d(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %zf = extractelement <4 x float> %v, i64 2
  %comp = fptoui float %zf to i32
  %r = call { <4 x float>, i8 } @air.gather_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %xy, i1 true, <2 x i32> zeroinitializer, i32 %comp, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

; kernel void compare2d_offset(... as compare2d ...) {
;   out[i] = t.sample_compare(s, in[i].xy, in[i].z, int2(1, -1)); }
define void @compare2d_offset(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ref = extractelement <4 x float> %v, i64 2
  %r = call { float, i8 } @air.sample_compare_depth_2d.f32(ptr addrspace(1) %t, ptr addrspace(2) %s, i32 1, <2 x float> %xy, float %ref, i1 true, <2 x i32> <i32 1, i32 -1>, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { float, i8 } %r, 0
  %pout = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %c, ptr addrspace(1) %pout, align 4
  ret void
}

; kernel void gather_compare2d(depth2d<float> t, sampler s, in, device float4 *out, i) {
;   out[i] = t.gather_compare(s, in[i].xy, in[i].z, int2(in[i].w != 0 ? -1 : 0, 1)); }
; (the offset a constant in MSL: two calls, one kept)
define void @gather_compare2d(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ref = extractelement <4 x float> %v, i64 2
  %w = extractelement <4 x float> %v, i64 3
  %r0 = call { <4 x float>, i8 } @air.gather_compare_depth_2d.f32(ptr addrspace(1) %t, ptr addrspace(2) %s, i32 1, <2 x float> %xy, float %ref, i1 true, <2 x i32> zeroinitializer, i32 0)
  %r1 = call { <4 x float>, i8 } @air.gather_compare_depth_2d.f32(ptr addrspace(1) %t, ptr addrspace(2) %s, i32 1, <2 x float> %xy, float %ref, i1 true, <2 x i32> <i32 -1, i32 1>, i32 0)
  %c0 = extractvalue { <4 x float>, i8 } %r0, 0
  %c1 = extractvalue { <4 x float>, i8 } %r1, 0
  %off = fcmp une float %w, 0.0
  %c = select i1 %off, <4 x float> %c1, <4 x float> %c0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

define void @compare2d(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %ref = extractelement <4 x float> %v, i64 2
  %r = call { float, i8 } @air.sample_compare_depth_2d.f32(ptr addrspace(1) %t, ptr addrspace(2) %s, i32 1, <2 x float> %xy, float %ref, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { float, i8 } %r, 0
  %pout = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %c, ptr addrspace(1) %pout, align 4
  ret void
}

define void @readwrite(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %sizes, <2 x i32> %p) {
  %r = call { <4 x float>, i8 } @air.read_texture_2d.v4f32(ptr addrspace(1) %src, <2 x i32> %p, i32 0, i32 1)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %scaled = fmul <4 x float> %c, splat (float 100.0)
  %u = fptoui <4 x float> %scaled to <4 x i32>
  %swapped = shufflevector <2 x i32> %p, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  call void @air.write_texture_2d.u.v4i32(ptr addrspace(1) %dst, <2 x i32> %swapped, <4 x i32> %u, i32 0, i32 2)
  %x = extractelement <2 x i32> %p, i64 0
  %y = extractelement <2 x i32> %p, i64 1
  %xy = or i32 %x, %y
  %first = icmp eq i32 %xy, 0
  br i1 %first, label %query, label %done
query:
  %w = call i32 @air.get_width_texture_2d(ptr addrspace(1) %src, i32 0)
  %h = call i32 @air.get_height_texture_2d(ptr addrspace(1) %src, i32 0)
  %l = call i32 @air.get_num_mip_levels_texture_2d(ptr addrspace(1) %src)
  %s0 = insertelement <4 x i32> <i32 0, i32 0, i32 0, i32 7>, i32 %w, i64 0
  %s1 = insertelement <4 x i32> %s0, i32 %h, i64 1
  %s2 = insertelement <4 x i32> %s1, i32 %l, i64 2
  store <4 x i32> %s2, ptr addrspace(1) %sizes, align 16
  br label %done
done:
  ret void
}

; kernel void sample1d_array(texture1d_array<float> t, sampler s, in, out, i) {
;   out[i] = t.sample(s, in[i].x, uint(in[i].z));
; }
define void @sample1d_array(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %x = extractelement <4 x float> %v, i64 0
  %zf = extractelement <4 x float> %v, i64 2
  %z = fptoui float %zf to i32
  %r = call { <4 x float>, i8 } @air.sample_texture_1d_array.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, float %x, i32 %z, i1 true, i32 0, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

; kernel void sample_cube_array(texturecube_array<float> t, sampler s, in, out, i) {
;   out[i] = t.sample(s, in[i].xyz, uint(in[i].w));
; }
define void @sample_cube_array(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xyz = shufflevector <4 x float> %v, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %wf = extractelement <4 x float> %v, i64 3
  %w = fptoui float %wf to i32
  %r = call { <4 x float>, i8 } @air.sample_texture_cube_array.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %xyz, i32 %w, i1 false, float 0.0, float 0.0, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

; kernel void read_ms(texture2d_ms<float> t, device float4 *out, uint3 p [[thread_position_in_grid]]) {
;   out[(p.y * 3 + p.x) * 4 + p.z] = t.read(p.xy, p.z);   // 3x2 pixels, 4 samples
; }
define void @read_ms(ptr addrspace(1) %t, ptr addrspace(1) %out, <3 x i32> %p) {
  %x = extractelement <3 x i32> %p, i64 0
  %y = extractelement <3 x i32> %p, i64 1
  %z = extractelement <3 x i32> %p, i64 2
  %xy = shufflevector <3 x i32> %p, <3 x i32> poison, <2 x i32> <i32 0, i32 1>
  %r = call { <4 x float>, i8 } @air.read_texture_2d_ms.v4f32(ptr addrspace(1) %t, <2 x i32> %xy, i32 %z, i32 1)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %y3 = mul i32 %y, 3
  %row = add i32 %y3, %x
  %row4 = mul i32 %row, 4
  %flat = add i32 %row4, %z
  %idx = zext i32 %flat to i64
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

; kernel void read_ms_array(texture2d_ms_array<float> t, device float4 *out,
;                           device uint *layers, uint3 p [[thread_position_in_grid]]) {
;   uint layer = p.z / 2, sample = p.z % 2;     // 3x2 pixels, 2 samples, 3 layers
;   out[((layer * 2 + p.y) * 3 + p.x) * 2 + sample] = t.read(p.xy, layer, sample);
;   layers[0] = t.get_array_size();
; }
define void @read_ms_array(ptr addrspace(1) %t, ptr addrspace(1) %out, ptr addrspace(1) %layers, <3 x i32> %p) {
  %x = extractelement <3 x i32> %p, i64 0
  %y = extractelement <3 x i32> %p, i64 1
  %z = extractelement <3 x i32> %p, i64 2
  %layer = lshr i32 %z, 1
  %sample = and i32 %z, 1
  %xy = shufflevector <3 x i32> %p, <3 x i32> poison, <2 x i32> <i32 0, i32 1>
  %r = call { <4 x float>, i8 } @air.read_texture_2d_ms_array.v4f32(ptr addrspace(1) %t, <2 x i32> %xy, i32 %layer, i32 %sample, i32 1)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %l2 = mul i32 %layer, 2
  %row = add i32 %l2, %y
  %row3 = mul i32 %row, 3
  %pix = add i32 %row3, %x
  %pix2 = mul i32 %pix, 2
  %flat = add i32 %pix2, %sample
  %idx = zext i32 %flat to i64
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  %n = call i32 @air.get_array_size_texture_2d_ms_array(ptr addrspace(1) %t)
  store i32 %n, ptr addrspace(1) %layers, align 4
  ret void
}
declare { <4 x float>, i8 } @air.read_texture_2d_ms_array.v4f32(ptr addrspace(1), <2 x i32>, i32, i32, i32)
declare i32 @air.get_array_size_texture_2d_ms_array(ptr addrspace(1))

; kernel void sample_clamped(texture2d<float> t, sampler s, in, out, i) {
;   out[i] = t.sample(s, in[i].xy, bias(in[i].w), min_lod_clamp(in[i].z));
; }
define void @sample_clamped(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %clamp = extractelement <4 x float> %v, i64 2
  %bias = extractelement <4 x float> %v, i64 3
  %r = call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %xy, i1 true, <2 x i32> zeroinitializer, i1 false, float %bias, float %clamp, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

; kernel void ms_samples(texture2d_ms<float> t, device uint *out) { out[0] = t.get_num_samples(); }
define void @ms_samples(ptr addrspace(1) %t, ptr addrspace(1) %out) {
  %n = call i32 @air.get_num_samples_texture_2d_ms(ptr addrspace(1) %t)
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @air.get_num_samples_texture_2d_ms(ptr addrspace(1))
; kernel void sample_grad(texture2d<float> t, sampler s, in, out, i) {
;   out[i] = t.sample(s, in[i].xy, gradient2d(float2(in[i].z, 0), float2(0, in[i].w)));
; }
define void @sample_grad(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %dx = shufflevector <4 x float> %v, <4 x float> zeroinitializer, <2 x i32> <i32 2, i32 4>
  %dy = shufflevector <4 x float> %v, <4 x float> zeroinitializer, <2 x i32> <i32 4, i32 3>
  %r = call { <4 x float>, i8 } @air.sample_texture_2d_grad.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %xy, <2 x float> %dx, <2 x float> %dy, float 0.0, i1 true, <2 x i32> zeroinitializer, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

; kernel void sample_grad_offset(... as sample_grad ...) {
;   out[i] = t.sample(s, in[i].xy, gradient2d(float2(in[i].z, 0), float2(0, in[i].w)), int2(1, -1));
; }
define void @sample_grad_offset(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %dx = shufflevector <4 x float> %v, <4 x float> zeroinitializer, <2 x i32> <i32 2, i32 4>
  %dy = shufflevector <4 x float> %v, <4 x float> zeroinitializer, <2 x i32> <i32 4, i32 3>
  %r = call { <4 x float>, i8 } @air.sample_texture_2d_grad.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %xy, <2 x float> %dx, <2 x float> %dy, float 0.0, i1 true, <2 x i32> <i32 1, i32 -1>, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

; kernel void gather_compare_cube(depthcube<float> t, sampler s, in, out, i) {
;   out[i] = t.gather_compare(s, in[i].xyz, in[i].w);
; }
define void @gather_compare_cube(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xyz = shufflevector <4 x float> %v, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %ref = extractelement <4 x float> %v, i64 3
  %r = call { <4 x float>, i8 } @air.gather_compare_depth_cube.f32(ptr addrspace(1) %t, ptr addrspace(2) %s, i32 1, <3 x float> %xyz, float %ref, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}
declare { <4 x float>, i8 } @air.gather_compare_depth_cube.f32(ptr addrspace(1), ptr addrspace(2), i32, <3 x float>, float, i32)

; kernel void gather_cube(texturecube<half> t, sampler s, in, out, i) {
;   out[i] = float4(t.gather(s, in[i].xyz));
; }
define void @gather_cube(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %xyz = shufflevector <4 x float> %v, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call { <4 x half>, i8 } @air.gather_texture_cube.v4f16(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %xyz, i32 0, i32 0)
  %c = extractvalue { <4 x half>, i8 } %r, 0
  %f = fpext <4 x half> %c to <4 x float>
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %f, ptr addrspace(1) %pout, align 16
  ret void
}

declare { <4 x half>, i8 } @air.gather_texture_cube.v4f16(ptr addrspace(1), ptr addrspace(2), <3 x float>, i32, i32)
declare { <4 x float>, i8 } @air.sample_texture_2d_grad.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, <2 x float>, <2 x float>, float, i1, <2 x i32>, i32)
declare { <4 x float>, i8 } @air.sample_texture_1d_array.v4f32(ptr addrspace(1), ptr addrspace(2), float, i32, i1, i32, i1, float, float, i32)
declare { <4 x float>, i8 } @air.sample_texture_cube_array.v4f32(ptr addrspace(1), ptr addrspace(2), <3 x float>, i32, i1, float, float, i32)
declare { <4 x float>, i8 } @air.read_texture_2d_ms.v4f32(ptr addrspace(1), <2 x i32>, i32, i32)
declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i1, float, float, i32)
declare { <4 x float>, i8 } @air.sample_texture_2d_array.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i32, i1, <2 x i32>, i1, float, float, i32)
declare { <4 x float>, i8 } @air.sample_texture_3d.v4f32(ptr addrspace(1), ptr addrspace(2), <3 x float>, i1, <3 x i32>, i1, float, float, i32)
declare { <4 x half>, i8 } @air.sample_texture_cube.v4f16(ptr addrspace(1), ptr addrspace(2), <3 x float>, i1, float, float, i32)
declare { <4 x float>, i8 } @air.gather_texture_2d.v4f32(ptr addrspace(1), ptr addrspace(2), <2 x float>, i1, <2 x i32>, i32, i32)
declare { <4 x float>, i8 } @air.gather_compare_depth_2d.f32(ptr addrspace(1), ptr addrspace(2), i32, <2 x float>, float, i1, <2 x i32>, i32)
declare { float, i8 } @air.sample_compare_depth_2d.f32(ptr addrspace(1), ptr addrspace(2), i32, <2 x float>, float, i1, <2 x i32>, i1, float, float, i32)
declare { <4 x float>, i8 } @air.read_texture_2d.v4f32(ptr addrspace(1), <2 x i32>, i32, i32)
declare void @air.write_texture_2d.u.v4i32(ptr addrspace(1), <2 x i32>, <4 x i32>, i32, i32)
declare i32 @air.get_width_texture_2d(ptr addrspace(1), i32)
declare i32 @air.get_height_texture_2d(ptr addrspace(1), i32)
declare i32 @air.get_num_mip_levels_texture_2d(ptr addrspace(1))

; Gradients beyond 2D, with a comparison and with a minimum clamp: each
; thread reads three float4s, the coordinates (and a reference or a clamp
; in .w), dPdx and dPdy.
;
; kernel void sample3d_grad(texture3d<float> t, sampler s, in, out, i) {
;   out[i] = t.sample(s, in[3*i].xyz, gradient3d(in[3*i+1].xyz, in[3*i+2].xyz));
; }
; kernel void sample3d_grad_clamp(... as sample3d_grad ...) {
;   out[i] = t.sample(s, in[3*i].xyz, gradient3d(in[3*i+1].xyz, in[3*i+2].xyz),
;                     min_lod_clamp(in[3*i].w));
; }
; kernel void sample_grad_clamp(texture2d<float> t, ...) {
;   out[i] = t.sample(s, in[3*i].xy, gradient2d(in[3*i+1].xy, in[3*i+2].xy),
;                     min_lod_clamp(in[3*i].w));
; }
; kernel void sample_cube_grad(texturecube<float> t, ...) {
;   out[i] = t.sample(s, in[3*i].xyz, gradientcube(in[3*i+1].xyz, in[3*i+2].xyz));
; }
; kernel void sample_cube_grad_clamp(... as sample_cube_grad ...) {
;   out[i] = t.sample(s, in[3*i].xyz, gradientcube(in[3*i+1].xyz, in[3*i+2].xyz),
;                     min_lod_clamp(in[3*i].w));
; }
; kernel void compare_grad(depth2d<float> t, sampler s, in, device float *out, i) {
;   out[i] = t.sample_compare(s, in[3*i].xy, in[3*i].w,
;                             gradient2d(in[3*i+1].xy, in[3*i+2].xy));
; }
; kernel void compare_grad_offset(... as compare_grad ...) {
;   out[i] = t.sample_compare(s, in[3*i].xy, in[3*i].w,
;                             gradient2d(in[3*i+1].xy, in[3*i+2].xy), int2(1, -1));
; }
define void @sample3d_grad(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %g = call { <3 x float>, <3 x float>, <3 x float>, float } @load_grad3(ptr addrspace(1) %in, i32 %i)
  %xyz = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 0
  %dx = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 1
  %dy = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 2
  %r = call { <4 x float>, i8 } @air.sample_texture_3d_grad.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %xyz, <3 x float> %dx, <3 x float> %dy, float 0.0, i1 true, <3 x i32> zeroinitializer, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  call void @store4(ptr addrspace(1) %out, i32 %i, <4 x float> %c)
  ret void
}

define void @sample3d_grad_clamp(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %g = call { <3 x float>, <3 x float>, <3 x float>, float } @load_grad3(ptr addrspace(1) %in, i32 %i)
  %xyz = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 0
  %dx = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 1
  %dy = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 2
  %w = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 3
  %r = call { <4 x float>, i8 } @air.sample_texture_3d_grad.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %xyz, <3 x float> %dx, <3 x float> %dy, float %w, i1 true, <3 x i32> zeroinitializer, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  call void @store4(ptr addrspace(1) %out, i32 %i, <4 x float> %c)
  ret void
}

define void @sample_grad_clamp(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %g = call { <3 x float>, <3 x float>, <3 x float>, float } @load_grad3(ptr addrspace(1) %in, i32 %i)
  %xyz = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 0
  %dx3 = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 1
  %dy3 = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 2
  %w = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 3
  %xy = shufflevector <3 x float> %xyz, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %dx = shufflevector <3 x float> %dx3, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %dy = shufflevector <3 x float> %dy3, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %r = call { <4 x float>, i8 } @air.sample_texture_2d_grad.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <2 x float> %xy, <2 x float> %dx, <2 x float> %dy, float %w, i1 true, <2 x i32> zeroinitializer, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  call void @store4(ptr addrspace(1) %out, i32 %i, <4 x float> %c)
  ret void
}

define void @sample_cube_grad(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %g = call { <3 x float>, <3 x float>, <3 x float>, float } @load_grad3(ptr addrspace(1) %in, i32 %i)
  %xyz = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 0
  %dx = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 1
  %dy = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 2
  %r = call { <4 x float>, i8 } @air.sample_texture_cube_grad.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %xyz, <3 x float> %dx, <3 x float> %dy, float 0.0, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  call void @store4(ptr addrspace(1) %out, i32 %i, <4 x float> %c)
  ret void
}

define void @sample_cube_grad_clamp(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %g = call { <3 x float>, <3 x float>, <3 x float>, float } @load_grad3(ptr addrspace(1) %in, i32 %i)
  %xyz = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 0
  %dx = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 1
  %dy = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 2
  %w = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 3
  %r = call { <4 x float>, i8 } @air.sample_texture_cube_grad.v4f32(ptr addrspace(1) %t, ptr addrspace(2) %s, <3 x float> %xyz, <3 x float> %dx, <3 x float> %dy, float %w, i32 0)
  %c = extractvalue { <4 x float>, i8 } %r, 0
  call void @store4(ptr addrspace(1) %out, i32 %i, <4 x float> %c)
  ret void
}

define void @compare_grad(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %g = call { <3 x float>, <3 x float>, <3 x float>, float } @load_grad3(ptr addrspace(1) %in, i32 %i)
  %xyz = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 0
  %dx3 = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 1
  %dy3 = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 2
  %ref = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 3
  %xy = shufflevector <3 x float> %xyz, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %dx = shufflevector <3 x float> %dx3, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %dy = shufflevector <3 x float> %dy3, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %r = call { float, i8 } @air.sample_compare_depth_2d_grad.f32(ptr addrspace(1) %t, ptr addrspace(2) %s, i32 1, <2 x float> %xy, float %ref, <2 x float> %dx, <2 x float> %dy, float 0.0, i1 true, <2 x i32> zeroinitializer, i32 0)
  %c = extractvalue { float, i8 } %r, 0
  %idx = zext i32 %i to i64
  %pout = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %c, ptr addrspace(1) %pout, align 4
  ret void
}

define void @compare_grad_offset(ptr addrspace(1) %t, ptr addrspace(2) %s, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %g = call { <3 x float>, <3 x float>, <3 x float>, float } @load_grad3(ptr addrspace(1) %in, i32 %i)
  %xyz = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 0
  %dx3 = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 1
  %dy3 = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 2
  %ref = extractvalue { <3 x float>, <3 x float>, <3 x float>, float } %g, 3
  %xy = shufflevector <3 x float> %xyz, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %dx = shufflevector <3 x float> %dx3, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %dy = shufflevector <3 x float> %dy3, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %r = call { float, i8 } @air.sample_compare_depth_2d_grad.f32(ptr addrspace(1) %t, ptr addrspace(2) %s, i32 1, <2 x float> %xy, float %ref, <2 x float> %dx, <2 x float> %dy, float 0.0, i1 true, <2 x i32> <i32 1, i32 -1>, i32 0)
  %c = extractvalue { float, i8 } %r, 0
  %idx = zext i32 %i to i64
  %pout = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %c, ptr addrspace(1) %pout, align 4
  ret void
}

; in[3*i].xyz, in[3*i+1].xyz, in[3*i+2].xyz and in[3*i].w.
define internal { <3 x float>, <3 x float>, <3 x float>, float } @load_grad3(ptr addrspace(1) %in, i32 %i) alwaysinline {
  %base = mul i32 %i, 3
  %b0 = zext i32 %base to i64
  %p0 = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %b0
  %p1 = getelementptr inbounds <4 x float>, ptr addrspace(1) %p0, i64 1
  %p2 = getelementptr inbounds <4 x float>, ptr addrspace(1) %p0, i64 2
  %v0 = load <4 x float>, ptr addrspace(1) %p0, align 16
  %v1 = load <4 x float>, ptr addrspace(1) %p1, align 16
  %v2 = load <4 x float>, ptr addrspace(1) %p2, align 16
  %c = shufflevector <4 x float> %v0, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %dx = shufflevector <4 x float> %v1, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %dy = shufflevector <4 x float> %v2, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %w = extractelement <4 x float> %v0, i64 3
  %r0 = insertvalue { <3 x float>, <3 x float>, <3 x float>, float } poison, <3 x float> %c, 0
  %r1 = insertvalue { <3 x float>, <3 x float>, <3 x float>, float } %r0, <3 x float> %dx, 1
  %r2 = insertvalue { <3 x float>, <3 x float>, <3 x float>, float } %r1, <3 x float> %dy, 2
  %r3 = insertvalue { <3 x float>, <3 x float>, <3 x float>, float } %r2, float %w, 3
  ret { <3 x float>, <3 x float>, <3 x float>, float } %r3
}

define internal void @store4(ptr addrspace(1) %out, i32 %i, <4 x float> %c) alwaysinline {
  %idx = zext i32 %i to i64
  %pout = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %idx
  store <4 x float> %c, ptr addrspace(1) %pout, align 16
  ret void
}

declare { <4 x float>, i8 } @air.sample_texture_3d_grad.v4f32(ptr addrspace(1), ptr addrspace(2), <3 x float>, <3 x float>, <3 x float>, float, i1, <3 x i32>, i32)
declare { <4 x float>, i8 } @air.sample_texture_cube_grad.v4f32(ptr addrspace(1), ptr addrspace(2), <3 x float>, <3 x float>, <3 x float>, float, i32)
declare { float, i8 } @air.sample_compare_depth_2d_grad.f32(ptr addrspace(1), ptr addrspace(2), i32, <2 x float>, float, <2 x float>, <2 x float>, float, i1, <2 x i32>, i32)

; Size queries of a 3D texture with no coordinate (3D colour look-up
; tables ask their size): the width, height and depth of levels 0 and 1,
; then the level count.
; kernel void query3d(texture3d<float> t [[texture(0)]], device uint *sizes [[buffer(0)]]) {
;   sizes[0..7] = {t.get_width(), t.get_height(), t.get_depth(), t.get_width(1),
;                  t.get_height(1), t.get_depth(1), t.get_num_mip_levels(), 7};
; }
define void @query3d(ptr addrspace(1) %t, ptr addrspace(1) %sizes) {
  %w0 = call i32 @air.get_width_texture_3d(ptr addrspace(1) %t, i32 0)
  %h0 = call i32 @air.get_height_texture_3d(ptr addrspace(1) %t, i32 0)
  %d0 = call i32 @air.get_depth_texture_3d(ptr addrspace(1) %t, i32 0)
  %w1 = call i32 @air.get_width_texture_3d(ptr addrspace(1) %t, i32 1)
  %h1 = call i32 @air.get_height_texture_3d(ptr addrspace(1) %t, i32 1)
  %d1 = call i32 @air.get_depth_texture_3d(ptr addrspace(1) %t, i32 1)
  %l = call i32 @air.get_num_mip_levels_texture_3d(ptr addrspace(1) %t)
  %v0 = insertelement <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 7>, i32 %w0, i64 0
  %v1 = insertelement <8 x i32> %v0, i32 %h0, i64 1
  %v2 = insertelement <8 x i32> %v1, i32 %d0, i64 2
  %v3 = insertelement <8 x i32> %v2, i32 %w1, i64 3
  %v4 = insertelement <8 x i32> %v3, i32 %h1, i64 4
  %v5 = insertelement <8 x i32> %v4, i32 %d1, i64 5
  %v6 = insertelement <8 x i32> %v5, i32 %l, i64 6
  store <8 x i32> %v6, ptr addrspace(1) %sizes, align 32
  ret void
}

declare i32 @air.get_width_texture_3d(ptr addrspace(1), i32)
declare i32 @air.get_height_texture_3d(ptr addrspace(1), i32)
declare i32 @air.get_depth_texture_3d(ptr addrspace(1), i32)
declare i32 @air.get_num_mip_levels_texture_3d(ptr addrspace(1))

!air.kernel = !{!0, !10, !11, !12, !13, !14, !15, !16, !50, !51, !52, !61, !62, !99, !98, !17, !18, !65, !70, !71,
               !100, !101, !102, !103, !104, !105, !106, !109, !120}
!air.version = !{!30}

!0 = !{ptr @sample2d, !{}, !1}
!1 = !{!2, !3, !4, !5, !6}
!2 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"t"}
!3 = !{i32 1, !"air.sampler", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"s"}
!4 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"in"}
!5 = !{i32 3, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"out"}
!6 = !{i32 4, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"i"}
!10 = !{ptr @sample2d_offset, !{}, !1}
!11 = !{ptr @sample_array, !{}, !20}
!12 = !{ptr @sample3d, !{}, !22}
!13 = !{ptr @sample_cube, !{}, !24}
!14 = !{ptr @gather2d, !{}, !1}
!15 = !{ptr @compare2d, !{}, !26}
!17 = !{ptr @compare2d_offset, !{}, !26}
!18 = !{ptr @gather_compare2d, !{}, !19}
!19 = !{!27, !3, !4, !5, !6}
!16 = !{ptr @readwrite, !{}, !28}
!20 = !{!21, !3, !4, !5, !6}
!21 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d_array<float, sample>", !"air.arg_name", !"t"}
!22 = !{!23, !3, !4, !5, !6}
!23 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture3d<float, sample>", !"air.arg_name", !"t"}
!24 = !{!25, !3, !4, !5, !6}
!25 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texturecube<half, sample>", !"air.arg_name", !"t"}
!26 = !{!27, !3, !4, !32, !6}
!27 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"depth2d<float, sample>", !"air.arg_name", !"t"}
!28 = !{!29, !31, !33, !34}
!29 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_name", !"texture2d<float, read>", !"air.arg_name", !"src"}
!31 = !{i32 1, !"air.texture", !"air.location_index", i32 1, i32 1, !"air.write", !"air.arg_type_name", !"texture2d<uint, write>", !"air.arg_name", !"dst"}
!32 = !{i32 3, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!33 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"uint4", !"air.arg_name", !"sizes"}
!34 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint2", !"air.arg_name", !"p"}
!30 = !{i32 2, i32 7, i32 0}
!50 = !{ptr @sample1d_array, !{}, !53}
!99 = !{ptr @sample_grad, !{}, !1}
!70 = !{ptr @sample_grad_offset, !{}, !1}
!71 = !{ptr @gather_compare_cube, !{}, !72}
!72 = !{!73, !3, !4, !5, !6}
!73 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"depthcube<float, sample>", !"air.arg_name", !"t"}
!98 = !{ptr @gather_cube, !{}, !24}
!51 = !{ptr @sample_cube_array, !{}, !55}
!52 = !{ptr @read_ms, !{}, !57}
!53 = !{!54, !3, !4, !5, !6}
!54 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture1d_array<float, sample>", !"air.arg_name", !"t"}
!55 = !{!56, !3, !4, !5, !6}
!56 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texturecube_array<float, sample>", !"air.arg_name", !"t"}
!57 = !{!58, !59, !60}
!58 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_name", !"texture2d_ms<float, read>", !"air.arg_name", !"t"}
!59 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"out"}
!60 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint3", !"air.arg_name", !"p"}
!61 = !{ptr @sample_clamped, !{}, !1}
!62 = !{ptr @ms_samples, !{}, !63}
!65 = !{ptr @read_ms_array, !{}, !66}
!66 = !{!67, !59, !68, !69}
!69 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint3", !"air.arg_name", !"p"}
!67 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.read", !"air.arg_type_name", !"texture2d_ms_array<float, read>", !"air.arg_name", !"t"}
!68 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"layers"}
!63 = !{!58, !64}
!64 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!100 = !{ptr @sample3d_grad, !{}, !22}
!101 = !{ptr @sample3d_grad_clamp, !{}, !22}
!102 = !{ptr @sample_grad_clamp, !{}, !1}
!103 = !{ptr @sample_cube_grad, !{}, !107}
!104 = !{ptr @sample_cube_grad_clamp, !{}, !107}
!105 = !{ptr @compare_grad, !{}, !26}
!106 = !{ptr @compare_grad_offset, !{}, !26}
!107 = !{!108, !3, !4, !5, !6}
!108 = !{i32 0, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texturecube<float, sample>", !"air.arg_name", !"t"}
!109 = !{ptr @sample3d_offset, !{}, !22}
!120 = !{ptr @query3d, !{}, !121}
!121 = !{!23, !122}
!122 = !{i32 1, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"sizes"}
