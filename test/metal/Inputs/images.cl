// image2d_t reads, writes and size queries (docs/opencl.md): a colour
// image in RGBA8Unorm (normalized on read and write), an integer one read
// and written unsigned and signed, through integer coordinates.
__kernel void filter(read_only image2d_t src, write_only image2d_t dst,
                     write_only image2d_t dst8, __global int *size) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  int w = get_image_width(src), h = get_image_height(src);
  float4 c = read_imagef(src, p);
  float4 l = read_imagef(src, (int2)(max(p.x - 1, 0), p.y));
  float4 r = read_imagef(src, (int2)(min(p.x + 1, w - 1), p.y));
  float4 v = 0.5f * c + 0.25f * (l + r);
  write_imagef(dst, p, v);
  write_imagef(dst8, p, (float4)(v.zyx, 1.0f));
  if (p.x == 0 && p.y == 0)
    size[0] = w * 1000 + h;
}

__kernel void counts(read_only image2d_t src, write_only image2d_t dst,
                     write_only image2d_t sdst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  uint4 u = read_imageui(src, p);
  write_imageui(dst, p, u * 3u + (uint4)(p.x, p.y, 0, 1));
  write_imagei(sdst, p, (int4)(u.x, u.y, u.z, u.w) - 1000);
}
