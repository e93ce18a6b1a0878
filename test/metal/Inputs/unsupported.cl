// Kernels the metal driver refuses by name (docs/opencl.md).
#ifdef ERF
__kernel void uses_erf(__global float *a) { a[0] = tgamma(a[0]); }
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
