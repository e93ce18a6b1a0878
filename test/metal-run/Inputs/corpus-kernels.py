#!/usr/bin/env python3
"""Runs the corpus's remaining compute kernels under metal-run and compares
their outputs with expectations computed here from their public sources:

- btrack_kernel track_Metal (quantumjot/btrack aceb747,
  btrack/src/belief.metal and belief.mm): one thread per (object j, track
  i) updates belief_matrix[j * T + i] with the Bayesian posterior of the
  assignment, from an Abramowitz-Stegun 7.1.26 erf of the position error;
  dispatched as 16 x 16 threadgroups over (N, T) rounded up.
- mf64_exe_links_dylib (philipturner/metal-float64 5f47ae3, Tests.metal,
  calling libMetalFloat64 2289f9b, found with -L as the host finds it next
  to the executable library): testFullScreenColor (input2[0].a = 0),
  testCallStackOverFlow (seven nested dylib calls, chosen by the flags
  [1, 1, 2, 3, 1, 0], square each float4) and testFunctionCallOverhead
  (every thread sums x + 1 over 1000 int4 values, 8 times).

  corpus-kernels.py CORPUS_DIR WORK_DIR
"""
import math
import os
import random
import sys

from metalrun import Run, check, f32, run_cases

CORPUS, WORK = sys.argv[1], sys.argv[2]
Run.work = WORK
R = random.Random(7)


def erf_as(x):
    """btrack's erf: Abramowitz and Stegun 7.1.26."""
    a1, a2, a3, a4, a5, p = (0.254829592, -0.284496736, 1.421413741, -1.453152027,
                             1.061405429, 0.3275911)
    sign = -1 if x < 0 else 1
    x = abs(x)
    t = 1.0 / (1.0 + p * x)
    y = 1.0 - (((((a5 * t + a4) * t) + a3) * t + a2) * t + a1) * t * math.exp(-x * x)
    return sign * y


def track(n_obj, n_trk, exact_grid):
    Run.library = os.path.join(CORPUS, "btrack_kernel.metallib")
    pos = [f32(R.uniform(0, 20)) for _ in range(3 * n_obj)]
    pred = []
    for _ in range(n_trk):
        pred += [f32(R.uniform(0, 20)) for _ in range(3)] + [f32(R.uniform(0.5, 9)) for _ in range(3)]
    belief = [f32(R.uniform(0.05, 1)) for _ in range(n_obj * n_trk)]
    p_not, acc = 0.25, 2.0
    grid = [n_obj, n_trk] if exact_grid else [-(-n_obj // 16) * 16, -(-n_trk // 16) * 16]
    out = Run("track_Metal", grid, [16, 16]).buf(0, "f", belief).buf(1, "f", pos) \
        .buf(2, "f", pred).buf(3, "I", [n_obj]).buf(4, "I", [n_trk]).buf(5, "f", [p_not]) \
        .buf(6, "f", [acc]).out(0, "f").run()
    want = []
    for j in range(n_obj):
        for i in range(n_trk):
            prior = belief[j * n_trk + i]
            phi = 1.0
            for d in range(3):
                s = math.sqrt(pred[6 * i + 3 + d]) * math.sqrt(2.0)
                e = pos[3 * j + d] - pred[6 * i + d]
                phi *= 0.5 * (erf_as((e + acc) / s) - erf_as((e - acc) / s))
            prdp = phi * prior + p_not * (1 - phi)
            want.append(phi * (prior / prdp))
    # Built with fast math (fast_exp, fast_sqrt, reciprocal divisions): the
    # erf differences cancel, so the bound is absolute as well as relative.
    check("track_Metal %dx%d" % (n_obj, n_trk), out[0], want,
          lambda w: 5e-5 * abs(w) + 2e-7)
    return "track_Metal %d objects x %d tracks%s" % (n_obj, n_trk, "" if exact_grid else " (16x16 groups)")


def mf64(kernel):
    Run.library = os.path.join(CORPUS, "mf64_exe_links_dylib.metallib")
    libdir = os.path.join(WORK, "mf64-lib")
    os.makedirs(libdir, exist_ok=True)
    dylib = os.path.join(libdir, "libMetalFloat64.metallib")
    if not os.path.lexists(dylib):
        # The install name is @loader_path/libMetalFloat64.metallib; the
        # corpus holds that build as mf64_dylib_7fn.metallib.
        os.symlink(os.path.abspath(os.path.join(CORPUS, "mf64_dylib_7fn.metallib")), dylib)
    extra = ["-L", libdir]
    if kernel == "testFullScreenColor":
        out = Run(kernel, [1], [1], extra).zeros(0, "f", 4).buf(1, "f", [1, 2, 3, 4]) \
            .out(1, "f").run()
        check(kernel, out[1], [1.0, 2.0, 3.0, 0.0])
    elif kernel == "testCallStackOverFlow":
        vals = [float(v + i) for i in range(1000) for v in (1, 2, 3, 4)]
        out = Run(kernel, [1000], [1], extra).buf(0, "I", [1, 1, 2, 3, 1, 0]) \
            .buf(1, "f", vals).out(1, "f").run()
        check(kernel, out[1], [v * v for v in vals])
    else:
        inputs = [i % 19 for i in range(4000)]
        want = sum(sum(inputs[4 * k + c] + 1 for c in range(4)) for k in range(1000)) * 8
        out = Run(kernel, [3000], [64], extra).buf(0, "i", inputs).zeros(1, "i", 3000) \
            .buf(2, "i", [16000]).buf(3, "i", [1] * 8).out(1, "i").run()
        check(kernel, out[1], [want] * 3000)
    return kernel


sys.exit(run_cases([(track, 40, 25, False), (track, 7, 3, True), (track, 16, 16, True),
                    (mf64, "testFullScreenColor"), (mf64, "testCallStackOverFlow"),
                    (mf64, "testFunctionCallOverhead")]))
