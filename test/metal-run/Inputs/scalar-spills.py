"""A kernel with more live scalar (uniform) values than Intel's scalar
registers hold: 90 values of the threadgroup's position, all read in a loop
whose trip count differs per thread, so that register allocation spills
scalar registers. Writes the kernel and checks a run against values
computed here.

  scalar-spills.py gen DIR
  scalar-spills.py check OUT THREADS THREADGROUP
"""
import struct
import sys

N = 90
M32 = 0xFFFFFFFF


def uniform(tg, k):
    return ((tg * (2 * k + 3)) & M32) ^ (k * k * 7 + 1)


def expect(gid, tg):
    acc = gid
    for _ in range((gid & 7) + 1):
        for k in range(N):
            u = uniform(tg, k)
            acc = [(acc + u), acc ^ u, acc * u][k % 3] & M32
    return acc


if sys.argv[1] == "gen":
    L = ["define void @spills(ptr addrspace(1) noalias %out, i32 %gid, i32 %tg) {", "entry:"]
    for k in range(N):
        L += ["  %%m%d = mul i32 %%tg, %d" % (k, 2 * k + 3),
              "  %%u%d = xor i32 %%m%d, %d" % (k, k, k * k * 7 + 1)]
    L += ["  %n = and i32 %gid, 7", "  br label %loop", "loop:",
          "  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]",
          "  %%acc = phi i32 [ %%gid, %%entry ], [ %%a%d, %%loop ]" % (N - 1)]
    prev = "%acc"
    for k in range(N):
        L.append("  %%a%d = %s i32 %s, %%u%d" % (k, ["add", "xor", "mul"][k % 3], prev, k))
        prev = "%%a%d" % k
    L += ["  %i1 = add i32 %i, 1", "  %more = icmp ule i32 %i1, %n",
          "  br i1 %more, label %loop, label %exit", "exit:",
          "  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid",
          "  store i32 %s, ptr addrspace(1) %%po" % prev, "  ret void", "}",
          "!air.kernel = !{!0}", "!0 = !{ptr @spills, !1, !2}", "!1 = !{}",
          "!2 = !{!3, !4, !5}",
          '!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", '
          '!"air.address_space", i32 1, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}',
          '!4 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", '
          '!"air.arg_name", !"gid"}',
          '!5 = !{i32 2, !"air.threadgroup_position_in_grid", !"air.arg_type_name", !"uint", '
          '!"air.arg_name", !"tg"}']
    open(sys.argv[2] + "/spills.ll", "w").write("\n".join(L) + "\n")
else:
    path, n, t = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    got = struct.unpack("<%dI" % n, open(path, "rb").read())
    bad = [g for g in range(n) if got[g] != expect(g, g // t)]
    print("ok scalar spills" if not bad else "FAILED at threads %s" % bad[:5])
