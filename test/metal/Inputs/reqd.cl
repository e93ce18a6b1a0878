// reqd_work_group_size makes the local size a constant (docs/opencl.md).
__kernel __attribute__((reqd_work_group_size(8, 2, 1))) void r(__global int *a) {
  a[get_global_id(1) * get_global_size(0) + get_global_id(0)] = get_local_size(0) * 100 + get_local_size(1) * 10 + get_local_size(2);
}
