#!/usr/bin/env python3
"""metal-run throughput against plain C, measured side by side in one run.

  bench/metal-run-bench.py [build dir]

Two computations, each as the bundled example's Metal kernel run by
metal-run (the time its workers run threadgroups, -run-stats'
execute-seconds: compilation and copying the buffers in and out excluded,
as the C loop's and pocl's times exclude allocating and filling their
arrays; the whole dispatch with the copies is shown beside it) with 1
and 2 worker threads, and as a plain C loop compiled with clang -O2 timing
itself the same way:
  saxpy      y = a*x + y over 2^22 floats (threadgroups of 256)
  reduction  the example's reduce_sum: per-threadgroup tree reduction in
             threadgroup memory with barriers, then an atomic add (2^20
             floats, threadgroups of 256); C: a sequential sum.
Prints each time (median of 5) and the ratio metal-run / C: how many times
slower the reference executor is than the loop it interprets.

The same two kernels written in OpenCL C run in the same run on pocl (a CPU
OpenCL runtime, the anchor issue 35 names; utils/opencl-run.py -run-stats,
a second dispatch timed, with the number of pocl's threads as it chooses)
and, compiled by metal, on metal-run: the pocl and metal-run(OpenCL) rows.
Without pocl (no ICD) those rows are left out.

Then three more kernels in OpenCL C, run by pocl and (compiled by metal)
by metal-run with 2 workers, their outputs compared (a run that
disagrees stops the bench): a tiled matrix multiply (256x256, 16x16
tiles in __local memory, two barriers per tile), a row softmax (256 rows
of 1024, a work-group per row, max and sum reduced in __local memory) and
a divergent one (Collatz step counts of 2^18 numbers: data-dependent
loop lengths). Printed: each time and metal-run / pocl.
"""
import os
import re
import statistics
import struct
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build")
metal_run = os.path.join(build, "bin", "metal-run")
example = os.path.join(root, "examples", "compute", "kernels.ll")
tmp = tempfile.mkdtemp()

C_SOURCE = r"""
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void) {
  struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}
__attribute__((noinline)) void saxpy(float a, const float *x, float *y, long n) {
  for (long i = 0; i < n; ++i) y[i] = a * x[i] + y[i];
}
__attribute__((noinline)) float sum(const float *x, long n) {
  float s = 0; for (long i = 0; i < n; ++i) s += x[i]; return s;
}
int main(int argc, char **argv) {
  long n = atol(argv[2]);
  float *x = malloc(n * 4), *y = malloc(n * 4);
  for (long i = 0; i < n; ++i) { x[i] = i % 50; y[i] = i % 17; }
  double t = now();
  volatile float r = 0;
  if (argv[1][0] == 's') saxpy(2.0f, x, y, n); else r = sum(x, n);
  printf("%.9f\n", now() - t);
  return (int)r & 0;
}
"""


CL_SOURCE = r"""
__kernel void saxpy(float a, __global const float *x, __global float *y) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}
__kernel void reduce_sum(__global const float *x, __global float *out,
                         __local float *tmp) {
  uint l = get_local_id(0);
  tmp[l] = x[get_global_id(0)];
  for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < s) tmp[l] += tmp[l + s];
  }
  if (l == 0) {
    union { float f; uint u; } old, new_;
    do {  /* a float atomic add from compare-exchange */
      old.f = *out; new_.f = old.f + tmp[0];
    } while (atomic_cmpxchg((volatile __global uint *)out, old.u, new_.u) != old.u);
  }
}
"""


MORE_CL = r"""
#define TS 16
__kernel void gemm_tiled(__global const float *a, __global const float *b,
                         __global float *c, uint n, __local float *ta, __local float *tb) {
  uint r = get_local_id(1), k = get_local_id(0);
  uint row = get_group_id(1) * TS + r, col = get_group_id(0) * TS + k;
  float acc = 0.0f;
  for (uint t = 0; t < n; t += TS) {
    ta[r * TS + k] = a[row * n + t + k];
    tb[r * TS + k] = b[(t + r) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = 0; i < TS; ++i) acc += ta[r * TS + i] * tb[i * TS + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = acc;
}
__kernel void softmax(__global const float *x, __global float *y, __local float *red) {
  uint row = get_group_id(0), l = get_local_id(0), size = get_local_size(0), n = 1024;
  __global const float *xr = x + row * n;
  __global float *yr = y + row * n;
  float m = -INFINITY;
  for (uint i = l; i < n; i += size) m = fmax(m, xr[i]);
  red[l] = m;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = size / 2; s > 0; s >>= 1) {
    if (l < s) red[l] = fmax(red[l], red[l + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  m = red[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  float sum = 0.0f;
  for (uint i = l; i < n; i += size) sum += exp(xr[i] - m);
  red[l] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = size / 2; s > 0; s >>= 1) {
    if (l < s) red[l] += red[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  sum = red[0];
  for (uint i = l; i < n; i += size) yr[i] = exp(xr[i] - m) / sum;
}
__kernel void collatz(__global uint *steps) {
  uint i = get_global_id(0);
  ulong v = i + 1;
  uint s = 0;
  while (v != 1) { v = (v & 1) ? 3 * v + 1 : v >> 1; ++s; }
  steps[i] = s;
}
"""


def median_of(f, n=5):
    """The median of n runs of f, which gives a time or (time, whole time)."""
    runs = sorted((f() for _ in range(n)), key=lambda r: r[0] if isinstance(r, tuple) else r)
    return runs[n // 2]


def metal_run_seconds(args):
    """(execute-seconds, dispatch-seconds) of one run."""
    p = subprocess.run([metal_run] + args + ["-run-stats"], capture_output=True, text=True, check=True)
    return (float(re.search(r"execute-seconds: ([0-9.]+)", p.stderr).group(1)),
            float(re.search(r"dispatch-seconds: ([0-9.]+)", p.stderr).group(1)))


def main():
    c_file = os.path.join(tmp, "loops.c")
    open(c_file, "w").write(C_SOURCE)
    c_bin = os.path.join(tmp, "loops")
    subprocess.run(["clang-22", "-O2", c_file, "-o", c_bin], check=True)

    def c_seconds(kind, n):
        return float(subprocess.run([c_bin, kind, str(n)], capture_output=True, text=True,
                                    check=True).stdout)

    n_saxpy, n_reduce = 1 << 22, 1 << 20
    a = os.path.join(tmp, "a.bin")
    x = os.path.join(tmp, "x.bin")
    open(a, "wb").write(struct.pack("<f", 2.0))
    open(x, "wb").write(struct.pack("<%df" % n_saxpy, *[float(i % 50) for i in range(n_saxpy)]))
    xr = os.path.join(tmp, "xr.bin")
    open(xr, "wb").write(open(x, "rb").read()[:n_reduce * 4])

    rows = []
    c = median_of(lambda: c_seconds("s", n_saxpy))
    for w in (1, 2):
        t = median_of(lambda: metal_run_seconds(
            [example, "-function=saxpy", "-grid=%d" % n_saxpy, "-threadgroup=256",
             "-constant=use_bias=false", "-buffer=0:@" + a, "-buffer=1:@" + x,
             "-buffer=2:@" + x, "-workers=%d" % w]))
        rows.append(("saxpy", w, t, c))
    c = median_of(lambda: c_seconds("r", n_reduce))
    for w in (1, 2):
        t = median_of(lambda: metal_run_seconds(
            [example, "-function=reduce_sum", "-grid=%d" % n_reduce, "-threadgroup=256",
             "-buffer=0:@" + xr, "-buffer=1:zeros:4", "-threadgroup-memory=0:1024",
             "-workers=%d" % w]))
        rows.append(("reduction", w, t, c))

    # The OpenCL C versions: pocl, and metal-run on what metal compiles.
    cl_file = os.path.join(tmp, "kernels.cl")
    open(cl_file, "w").write(CL_SOURCE)
    cl_lib = os.path.join(tmp, "kernels-cl.metallib")
    subprocess.run([os.path.join(build, "bin", "metal"), "-x", "cl", cl_file, "-o", cl_lib],
                   check=True)
    opencl_run = os.path.join(root, "utils", "opencl-run.py")
    saxpy_args = ["-function=saxpy", "-grid=%d" % n_saxpy, "-threadgroup=256",
                  "-buffer=0:@" + a, "-buffer=1:@" + x, "-buffer=2:@" + x]
    reduce_args = ["-function=reduce_sum", "-grid=%d" % n_reduce, "-threadgroup=256",
                   "-buffer=0:@" + xr, "-buffer=1:zeros:4", "-threadgroup-memory=2:1024"]
    have_pocl = subprocess.run([sys.executable, opencl_run, cl_file] + saxpy_args[:3] +
                               saxpy_args[3:], capture_output=True).returncode == 0
    for name, args, c_kind, n in (("saxpy", saxpy_args, "s", n_saxpy),
                                  ("reduction", reduce_args, "r", n_reduce)):
        c = [r[3] for r in rows if r[0] == name][0]
        for w in (1, 2):
            t = median_of(lambda: metal_run_seconds([cl_lib] + args + ["-workers=%d" % w]))
            rows.append((name + " (CL)", w, t, c))
        if have_pocl:
            def pocl():
                p = subprocess.run([sys.executable, opencl_run, cl_file] + args + ["-run-stats"],
                                   capture_output=True, text=True, check=True)
                t = float(re.search(r"dispatch-seconds: ([0-9.]+)", p.stderr).group(1))
                return (t, t)
            rows.append((name + " (pocl)", 0, median_of(pocl), c))

    print("%-18s %7s %12s %14s %12s %10s" % ("kernel", "workers", "time (s)", "with copies",
                                           "C -O2 (s)", "time / C"))
    for name, w, (t, whole), c in rows:
        print("%-18s %7s %12.6f %14.6f %12.6f %10.1f" % (name, w if w else "pocl", t, whole, c,
                                                        t / c))
    for name in ("saxpy", "reduction"):
        one = [t[0] for k, w, t, _ in rows if k == name and w == 1][0]
        two = [t[0] for k, w, t, _ in rows if k == name and w == 2][0]
        print("%s: 2 workers are %.2fx as fast as 1" % (name, one / two))
    if have_pocl:
        more_kernels(opencl_run)


def more_kernels(opencl_run):
    """GEMM, softmax and Collatz: metal-run (2 workers) against pocl."""
    cl_file = os.path.join(tmp, "more.cl")
    open(cl_file, "w").write(MORE_CL)
    lib = os.path.join(tmp, "more.metallib")
    subprocess.run([os.path.join(build, "bin", "metal"), "-x", "cl", cl_file, "-o", lib], check=True)
    rng = __import__("random").Random(1)

    def floats(name, count, lo, hi):
        path = os.path.join(tmp, name)
        open(path, "wb").write(struct.pack("<%df" % count,
                                           *[rng.uniform(lo, hi) for _ in range(count)]))
        return path

    n = 256
    n_bin = os.path.join(tmp, "n.bin")
    open(n_bin, "wb").write(struct.pack("<I", n))
    a, b = floats("ga.bin", n * n, -1, 1), floats("gb.bin", n * n, -1, 1)
    sx = floats("sx.bin", 256 * 1024, -8, 8)
    cases = [
        ("gemm 256", ["-function=gemm_tiled", "-grid=%d,%d" % (n, n), "-threadgroup=16,16",
                      "-buffer=0:@" + a, "-buffer=1:@" + b, "-buffer=2:zeros:%d" % (4 * n * n),
                      "-buffer=3:@" + n_bin, "-threadgroup-memory=4:1024",
                      "-threadgroup-memory=5:1024"], 2, "f"),
        ("softmax 256x1024", ["-function=softmax", "-grid=%d" % (256 * 256), "-threadgroup=256",
                              "-buffer=0:@" + sx, "-buffer=1:zeros:%d" % (4 * 256 * 1024),
                              "-threadgroup-memory=2:1024"], 1, "f"),
        ("collatz 2^18", ["-function=collatz", "-grid=%d" % (1 << 18), "-threadgroup=256",
                          "-buffer=0:zeros:%d" % (4 << 18)], 0, "I"),
    ]
    print()
    print("%-18s %14s %14s %16s" % ("OpenCL C kernel", "metal-run (s)", "pocl (s)",
                                    "metal-run / pocl"))
    for name, args, out_index, code in cases:
        outs = {}

        def run_metal():
            out = os.path.join(tmp, "out-metal.bin")
            t = metal_run_seconds([lib] + args + ["-workers=2", "-output=%d:%s" % (out_index, out)])
            outs["metal"] = open(out, "rb").read()
            return t

        def run_pocl():
            out = os.path.join(tmp, "out-pocl.bin")
            p = subprocess.run([sys.executable, opencl_run, cl_file] + args +
                               ["-run-stats", "-output=%d:%s" % (out_index, out)],
                               capture_output=True, text=True, check=True)
            outs["pocl"] = open(out, "rb").read()
            return float(re.search(r"dispatch-seconds: ([0-9.]+)", p.stderr).group(1))

        t_metal = median_of(run_metal, 3)[0]
        t_pocl = median_of(run_pocl, 3)
        got, want = (struct.unpack("<%d%s" % (len(outs[k]) // 4, code), outs[k])
                     for k in ("metal", "pocl"))
        bad = [i for i, (g, w) in enumerate(zip(got, want))
               if (abs(g - w) > 1e-4 * max(1.0, abs(w)) if code == "f" else g != w)]
        if bad:
            sys.exit("%s: metal-run and pocl disagree at element %d: %r vs %r" % (
                name, bad[0], got[bad[0]], want[bad[0]]))
        print("%-18s %14.6f %14.6f %16.1f" % (name, t_metal, t_pocl, t_metal / t_pocl))


main()
