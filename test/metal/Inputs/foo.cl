// metal-toolchain(7)'s foo: one kernel, and a helper from a header.
#include "scale.h"

__kernel void foo(__global float *a, float k) {
  size_t i = get_global_id(0);
  a[i] = scale(a[i], k);
}
