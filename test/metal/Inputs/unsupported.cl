// Kernels the metal driver refuses by name (docs/opencl.md).
#ifdef SAMPLER
__kernel void samples(read_only image2d_t img, __global float *a) {
  a[0] = read_imagef(img, CLK_NORMALIZED_COORDS_TRUE | CLK_FILTER_LINEAR, (float2)(0.5f, 0.5f)).x;
}
#endif
#ifdef CHANNELS
__kernel void channels(read_only image2d_t img, __global int *a) { a[0] = get_image_channel_order(img); }
#endif
#ifdef IMAGE
__kernel void takes_image(read_only image3d_t img, __global float4 *out) {
  out[0] = read_imagef(img, (int4)(0, 0, 0, 0));
}
#endif
#ifdef PRINTF
__kernel void prints(__global int *a) { printf("%d\n", a[0]); }
#endif
#ifdef RTZ
__kernel void rounds(__global float *a, __global long *b) { a[0] = convert_float_rtz(b[0]); }
#endif
