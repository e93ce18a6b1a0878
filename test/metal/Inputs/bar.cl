// metal-toolchain(7)'s bar.
__kernel void bar(__global int *a, __local int *tile) {
  size_t l = get_local_id(0), n = get_local_size(0);
  tile[l] = a[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  a[get_global_id(0)] = tile[n - 1 - l] + (int)get_group_id(0);
}
