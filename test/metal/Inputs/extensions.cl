// What the metal driver announces (docs/opencl.md): the 32-bit atomics and
// half, nothing else.
#if !defined(cl_khr_fp16) || !defined(cl_khr_global_int32_base_atomics) || \
    !defined(cl_khr_local_int32_extended_atomics) || !defined(cl_khr_byte_addressable_store)
#error "a 1.2 extension every target has is missing"
#endif
#if defined(cl_khr_fp64) || defined(cl_khr_int64_base_atomics) || \
    defined(cl_khr_int64_extended_atomics) || defined(cl_amd_media_ops) || \
    defined(cl_intel_subgroups) || defined(cl_khr_3d_image_writes)
#error "an extension some target lacks is announced"
#endif
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global half *h, __global float *f) {
  size_t i = get_global_id(0);
#ifdef USE_DOUBLE
  double d = f[i];
  f[i] = (float)d;
#endif
  h[i] = h[i] * (half)2.0f;
}
