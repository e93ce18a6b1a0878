// OpenCL C twins of the AIR kernels bench/intelgpu-bench.py translates
// (examples/compute/kernels.ll's saxpy and reduce_sum, and
// test/metal-nt/Inputs/intelgpu/codegen.ll's arith, memory and control),
// compiled by Intel's own compiler (ocloc) for the instruction counts it
// is compared with. Same operations, same memory accesses.

kernel void saxpy(global const float *a, global const float *x, global float *y) {
  size_t i = get_global_id(0);
  y[i] = a[0] * x[i] + y[i];
}

// Metal's atomic_float add has no OpenCL 1.2 counterpart: a
// compare-and-swap loop, as our translator writes it out.
kernel void reduce_sum(global const float *in, volatile global uint *out,
                       local float *scratch) {
  uint lid = get_local_id(0), gid = get_global_id(0);
  scratch[lid] = in[gid];
  for (uint stride = get_local_size(0) / 2; stride > 0; stride /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < stride)
      scratch[lid] += scratch[lid + stride];
  }
  if (lid == 0) {
    uint old = *out, seen;
    while ((seen = atomic_cmpxchg(out, old, as_uint(as_float(old) + scratch[0]))) != old)
      old = seen;
  }
}

kernel void arith(global int *a, global float *f) {
  uint gid = get_global_id(0);
  int x = a[gid];
  float y = f[gid];
  a[gid] = ((x * 7) ^ (x >> 3)) / ((int)gid + 1) + min(x, 5) + popcount(x);
  f[gid] = fma(y, 3.0f, -y) + (float)x + floor(y) + fmax(y, 0.5f);
}

kernel void memory(global uchar *b, global short *s, volatile global int *counts,
                   global ulong *w, local int *tg) {
  uint gid = get_global_id(0), lid = get_local_id(0);
  tg[lid] = b[gid] + s[gid];
  atomic_add(&tg[lid], 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  b[gid] = (uchar)tg[lid ^ 1];
  s[gid] = (short)(-tg[lid]);
  atomic_max(&counts[gid & 3], (int)gid);
  w[gid] = w[gid] + ((ulong)gid << 33);
}

kernel void control(global const int *a, global int *out) {
  uint gid = get_global_id(0);
  int x = a[gid], n = 0;
  for (uint i = 0; i < gid % 5; ++i)
    n += a[(gid + i) & 63] * (x | 1);
  if (x & 1)
    n = -n;
  out[gid] = n;
}
