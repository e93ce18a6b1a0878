#!/usr/bin/env python3
"""Runs Metal FlashAttention's sgemm and hgemm (the corpus's mfa_macos13 and
mfa_ios16 libraries, MFA v1.0.2 as liuliu/ccv ships them) under metal-run
and compares C with A B computed here.

  mfa-gemm.py LIBRARY WORK_DIR

The dispatch is the host code's (liuliu/ccv lib/nnc/mfa/ccv_nnc_mfa_gemm.cpp
at 83a2683, the last version driving these kernels; MFA's
Tests/Operations/GEMM.swift agrees): function constants M, N, K, the
transposes, alpha = 1, beta = 0, M_simd = N_simd = 16, K_simd = 32 and
2 x 2 splits, so threadgroups of 32 * 2 * 2 threads each computing a
32 x 32 block of C, a grid of ceil(N / 32) x ceil(M / 32) threadgroups, and
threadgroup(0) memory for the A and B blocks (M_group K_simd + K_simd
N_group elements) or the C block, whichever is larger. A is M x K (K x M
when A_trans), B is K x N (N x K when B_trans), C is M x N, all row-major.

The kernels keep each SIMD-group matrix distributed over the SIMD group and
work on each thread's two elements directly (thread_elements()), so this
checks metal-run's model of Apple's layout as well as the matrix
arithmetic. Inputs are small integers: every sum is exact in binary32 and
in binary16 (|C| <= 9 K <= 2048), so C must equal A B exactly.
"""
import random
import sys

from metalrun import Mismatch, Run, check, f16

LIB, WORK = sys.argv[1], sys.argv[2]
Run.library, Run.work = LIB, WORK
R = random.Random(2024)

GROUP, SPLITS = 32, 2
THREADS = 32 * SPLITS * SPLITS


def gemm(kernel, M, N, K, a_trans=False, b_trans=False):
    fmt = "e" if kernel == "hgemm" else "f"
    size = 2 if fmt == "e" else 4
    a = [float(R.randint(-3, 3)) for _ in range(M * K)]
    b = [float(R.randint(-3, 3)) for _ in range(K * N)]
    constants = {"M": M, "N": N, "K": K, "A_trans": int(a_trans), "B_trans": int(b_trans),
                 "D_trans": 0, "alpha": 1, "beta": 0, "batched": 0, "fused_activation": 0,
                 "fused_bias": 0, "M_simd": GROUP // SPLITS, "N_simd": GROUP // SPLITS,
                 "K_simd": 32, "M_splits": SPLITS, "N_splits": SPLITS,
                 "fuse_async_loads": 0, "block_sparse": 0, "triangular": 0,
                 "grouped_query": 0, "masked": 0}
    extra = ["-constant=%s=%s" % kv for kv in constants.items()]
    blocks_n, blocks_m = -(-N // GROUP), -(-M // GROUP)
    tg_bytes = max((GROUP * 32 + 32 * GROUP) * size, GROUP * GROUP * size)
    sentinel = 1000.0
    out = Run(kernel, [blocks_n * THREADS, blocks_m], [THREADS, 1], extra) \
        .buf(0, fmt, a).buf(1, fmt, b).buf(2, fmt, [sentinel] * (M * N)) \
        .zeros(3, fmt, 1).out(2, fmt)
    out.args.append("-threadgroup-memory=0:%d" % tg_bytes)
    got = out.run()[2]

    def A(i, k):
        return a[k * M + i] if a_trans else a[i * K + k]

    def B(k, j):
        return b[j * K + k] if b_trans else b[k * N + j]
    want = [sum(A(i, k) * B(k, j) for k in range(K)) for i in range(M) for j in range(N)]
    if fmt == "e":
        want = [f16(x) for x in want]
    check("%s M=%d N=%d K=%d%s%s" % (kernel, M, N, K, " A^T" if a_trans else "",
                                     " B^T" if b_trans else ""), got, want)
    return "%s %dx%dx%d%s%s" % (kernel, M, N, K, " A^T" if a_trans else "",
                                " B^T" if b_trans else "")


def main():
    # Whole and partial 32 x 32 blocks, K below, at and above K_simd and
    # not a multiple of 8, both transposes, 1 x 1 x 1.
    cases = [("sgemm", 64, 64, 64), ("sgemm", 40, 24, 33), ("sgemm", 7, 9, 5),
             ("sgemm", 8, 8, 8), ("sgemm", 33, 33, 8), ("sgemm", 1, 1, 1),
             ("sgemm", 48, 64, 16, True, False), ("sgemm", 32, 40, 24, False, True),
             ("hgemm", 64, 32, 48), ("hgemm", 17, 30, 40), ("hgemm", 9, 7, 8, True, True)]
    status = 0
    for case in cases:
        try:
            print("ok " + gemm(*case))
        except Mismatch as e:
            print("FAIL %s" % e)
            status = 1
    return status


sys.exit(main())
