// Whole OpenCL C programs of the kinds real applications run, written for
// this test: a work-efficient scan, a tiled matrix product, a reduction, a
// histogram, a bitonic sort step, an n-body step, a Mandelbrot image and a
// 2-D stencil. opencl-programs.py runs each on pocl and through metal on
// metal-run's executors.

#define TILE 8

// Blelloch's exclusive scan of 2 * local size elements in local memory.
__kernel void scan(__global const uint *in, __global uint *out, __local uint *tmp) {
  uint l = get_local_id(0), n = 2 * get_local_size(0);
  uint base = get_group_id(0) * n;
  tmp[2 * l] = in[base + 2 * l];
  tmp[2 * l + 1] = in[base + 2 * l + 1];
  uint offset = 1;
  for (uint d = n >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < d) {
      uint ai = offset * (2 * l + 1) - 1, bi = offset * (2 * l + 2) - 1;
      tmp[bi] += tmp[ai];
    }
    offset *= 2;
  }
  if (l == 0)
    tmp[n - 1] = 0;
  for (uint d = 1; d < n; d *= 2) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < d) {
      uint ai = offset * (2 * l + 1) - 1, bi = offset * (2 * l + 2) - 1;
      uint t = tmp[ai];
      tmp[ai] = tmp[bi];
      tmp[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * l] = tmp[2 * l];
  out[base + 2 * l + 1] = tmp[2 * l + 1];
}

// C = A * B for n x n matrices, TILE x TILE work-groups.
__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, int n) {
  __local float As[TILE][TILE], Bs[TILE][TILE];
  int row = get_global_id(1), col = get_global_id(0);
  int lr = get_local_id(1), lc = get_local_id(0);
  float acc = 0.0f;
  for (int t = 0; t < n / TILE; ++t) {
    As[lr][lc] = A[row * n + t * TILE + lc];
    Bs[lr][lc] = B[(t * TILE + lr) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k)
      acc = fma(As[lr][k], Bs[k][lc], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}

// Sum of squares per work-group, tree reduction in local memory.
__kernel void reduce(__global const float *in, __global float *partial,
                     __local float *scratch) {
  uint l = get_local_id(0);
  float v = in[get_global_id(0)];
  scratch[l] = v * v;
  for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < s)
      scratch[l] += scratch[l + s];
  }
  if (l == 0)
    partial[get_group_id(0)] = scratch[0];
}

// 64-bin histogram: local atomics, then global ones.
__kernel void histogram(__global const uchar *data, __global uint *bins,
                        __local uint *local_bins, uint count) {
  uint l = get_local_id(0);
  for (uint b = l; b < 64; b += get_local_size(0))
    local_bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_global_id(0); i < count; i += get_global_size(0))
    atomic_inc(&local_bins[data[i] >> 2]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = l; b < 64; b += get_local_size(0))
    atomic_add(&bins[b], local_bins[b]);
}

// One step of a bitonic sort (stage, pass) over the whole buffer.
__kernel void bitonic(__global int *a, uint stage, uint pass) {
  uint i = get_global_id(0);
  uint dist = 1u << (stage - pass);
  uint left = (i % dist) + (i / dist) * 2 * dist;
  uint right = left + dist;
  bool up = ((i >> stage) & 1) == 0;
  int x = a[left], y = a[right];
  if ((x > y) == up) {
    a[left] = y;
    a[right] = x;
  }
}

// One n-body step: softened gravity, float4 positions (w = mass).
__kernel void nbody(__global const float4 *pos, __global const float4 *vel,
                    __global float4 *new_pos, __global float4 *new_vel,
                    float dt, float eps2, int n) {
  int i = get_global_id(0);
  float4 p = pos[i];
  float3 acc = (float3)(0.0f);
  for (int j = 0; j < n; ++j) {
    float4 q = pos[j];
    float3 d = q.xyz - p.xyz;
    float inv = rsqrt(dot(d, d) + eps2);
    acc += d * (q.w * inv * inv * inv);
  }
  float4 v = vel[i];
  v.xyz += acc * dt;
  new_vel[i] = v;
  new_pos[i] = (float4)(p.xyz + v.xyz * dt, p.w);
}

// Escape counts of a Mandelbrot image.
__kernel void mandelbrot(__global ushort *out, float x0, float y0, float step,
                         int max_iter) {
  int px = get_global_id(0), py = get_global_id(1);
  float2 c = (float2)(x0 + px * step, y0 + py * step), z = (float2)(0.0f);
  int k = 0;
  while (k < max_iter && dot(z, z) <= 4.0f) {
    z = (float2)(z.x * z.x - z.y * z.y, 2.0f * z.x * z.y) + c;
    ++k;
  }
  out[py * get_global_size(0) + px] = (ushort)k;
}

// A 5-point stencil with clamped edges, through a __constant weight table.
__constant float weights[5] = {0.5f, 0.125f, 0.125f, 0.125f, 0.125f};

__kernel void stencil(__global const float *in, __global float *out) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0), h = get_global_size(1);
  int xl = max(x - 1, 0), xr = min(x + 1, w - 1);
  int yu = max(y - 1, 0), yd = min(y + 1, h - 1);
  out[y * w + x] = weights[0] * in[y * w + x] + weights[1] * in[y * w + xl] +
                   weights[2] * in[y * w + xr] + weights[3] * in[yu * w + x] +
                   weights[4] * in[yd * w + x];
}
