#!/usr/bin/env python3
"""Runs Metal FlashAttention's sgemm, hgemm and attention (the corpus's
mfa_macos13 and mfa_ios16 libraries, MFA v1.0.2 as liuliu/ccv ships them)
under metal-run and compares C with A B, and O with softmax(alpha Q K^T) V,
computed here.

  mfa.py LIBRARY WORK_DIR [gemm]      (gemm: the sgemm and hgemm cases alone)

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

attention (the forward pass; source: liuliu/metal-flash-attention b047bc8,
Sources/Attention.metal, on MFA 2623b77; host: MFA's
Tests/Operations/Attention.swift and ccv's ccv_nnc_mfa_attention.cpp):
per head h, O[r][h] = sum_c softmax_c(alpha S[r][c]) V[c][h] with
S[r][c] = Q[r][h] . K[c][h], an online softmax with exp2 over blocks of 32
keys. Float blocks: R_simd 8, C_simd 32, R_splits 4, so threadgroups of 128
threads over ceil(R / 32) x H, and threadgroup memory for the largest of
the Q, K, V and O blocks (32 x ceil8(D) floats; twice that is given). Q is
[R][H][D] ([H][D][R] when Q_trans), K [H][D][C] ([C][H][D] when K_trans,
as ccv passes it), V [C][H][D], O [R][H][D]. Inputs are uniform in
[-1, 1]: O lies in [-1, 1], and fast-math exp2 (3 + floor(|2x|) ulp, |x|
below 10 here) bounds the error by 1e-5 absolute.
"""
import math
import random
import sys

from metalrun import Run, check, f16, run_cases

LIB, WORK = sys.argv[1], sys.argv[2]
ONLY = sys.argv[3] if len(sys.argv) > 3 else None  # "gemm": sgemm and hgemm alone
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


def attention(R_, C, H, D, q_trans=False, k_trans=True):
    Run.library = LIB
    d_simd = (D + 7) // 8 * 8
    q = [R.uniform(-1, 1) for _ in range(R_ * H * D)]
    k = [R.uniform(-1, 1) for _ in range(C * H * D)]
    v = [R.uniform(-1, 1) for _ in range(C * H * D)]
    alpha = 1 / math.sqrt(D)
    constants = {"R": R_, "C": C, "H": H, "D": D, "Q_trans": int(q_trans),
                 "K_trans": int(k_trans), "V_trans": 0, "O_trans": 0, "alpha": repr(alpha),
                 "Q_data_type": 3, "batched": 0, "fused_activation": 0, "block_sparse": 0,
                 "triangular": 0, "forward": 1, "generate_block_mask": 0, "grouped_query": 0,
                 "float_accumulator": 0, "R_simd": 8, "C_simd": 32, "R_splits": 4, "masked": 0}
    extra = ["-constant=%s=%s" % kv for kv in constants.items()]
    run = Run("attention", [-(-R_ // 32) * 128, H], [128, 1], extra).buf(0, "f", q) \
        .buf(1, "f", k).buf(2, "f", v).zeros(3, "f", R_ * H * D).out(3, "f")
    run.args.append("-threadgroup-memory=0:%d" % (2 * 32 * d_simd * 4))
    got = run.run()[3]

    def Q(r, h, d):
        return q[(h * D + d) * R_ + r] if q_trans else q[(r * H + h) * D + d]

    def K(c, h, d):
        return k[(c * H + h) * D + d] if k_trans else k[(h * D + d) * C + c]
    want = [0.0] * (R_ * H * D)
    for h in range(H):
        for r in range(R_):
            s = [alpha * sum(Q(r, h, d) * K(c, h, d) for d in range(D)) for c in range(C)]
            m = max(s)
            e = [math.exp(x - m) for x in s]
            total = sum(e)
            for d in range(D):
                want[(r * H + h) * D + d] = sum(e[c] * v[(c * H + h) * D + d]
                                                for c in range(C)) / total
    name = "attention R=%d C=%d H=%d D=%d%s%s" % (R_, C, H, D, " Q^T" if q_trans else "",
                                                   "" if k_trans else " K")
    check(name, got, want, lambda w: 1e-5)
    return name


def main():
    # Whole and partial 32 x 32 blocks, K below, at and above K_simd and
    # not a multiple of 8, both transposes, 1 x 1 x 1.
    cases = [("sgemm", 64, 64, 64), ("sgemm", 40, 24, 33), ("sgemm", 7, 9, 5),
             ("sgemm", 8, 8, 8), ("sgemm", 33, 33, 8), ("sgemm", 1, 1, 1),
             ("sgemm", 48, 64, 16, True, False), ("sgemm", 32, 40, 24, False, True),
             ("hgemm", 64, 32, 48), ("hgemm", 17, 30, 40), ("hgemm", 9, 7, 8, True, True)]
    cases = [(gemm,) + c for c in cases]
    if ONLY == "gemm":
        return run_cases(cases)
    cases += [(attention, 32, 32, 1, 32), (attention, 40, 50, 2, 16), (attention, 7, 9, 3, 8),
              (attention, 64, 100, 2, 64), (attention, 5, 3, 1, 12),
              (attention, 33, 20, 2, 24, True, False)]
    return run_cases(cases)


sys.exit(main())
