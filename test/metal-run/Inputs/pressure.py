"""A kernel that keeps more values live than G13 has registers, so that
the Apple back end spills (stack_store / stack_load), with reloads inside
a divergent if/else and after its join. Metal source, N = 150:

  kernel void pressure(device const uint *in [[buffer(0)]],
                       device uint *out [[buffer(1)]],
                       uint gid [[thread_position_in_grid]]) {
    uint x[N], s = 0;
    for (uint i = 0; i < N; ++i) x[i] = in[gid * N + i];      // unrolled
    for (uint i = 0; i < N; ++i) s += x[i] * (2 * i + 1);
    uint y[N];
    if (x[0] & 1) for (i) y[i] = (x[i] ^ s) + x[(i + 7) % N];
    else          for (i) y[i] = x[i] * 3 - s;
    for (i) out[gid * N + i] = y[i] + x[N - 1 - i];
  }

  pressure.py ll <out.ll>             the AIR assembly
  pressure.py gen <threads> <dir>     in.bin
  pressure.py check <threads> <dir>   compares out.bin with the values above
"""
import random
import struct
import sys

N = 150
M = 0xffffffff


def ll(path):
    L = ['target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-'
         'f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-'
         'v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"',
         'target triple = "air64-apple-macosx14.0.0"', '',
         'define void @pressure(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %gid) {',
         'entry:', '  %g = zext i32 %gid to i64', '  %%base = mul i64 %%g, %d' % N]
    for i in range(N):
        L += ['  %%a%d = add i64 %%base, %d' % (i, i),
              '  %%p%d = getelementptr inbounds i32, ptr addrspace(1) %%in, i64 %%a%d' % (i, i),
              '  %%x%d = load i32, ptr addrspace(1) %%p%d, align 4' % (i, i)]
    L.append('  %s0 = mul i32 %x0, 1')
    for i in range(1, N):
        L += ['  %%m%d = mul i32 %%x%d, %d' % (i, i, 2 * i + 1),
              '  %%s%d = add i32 %%s%d, %%m%d' % (i, i - 1, i)]
    s = '%%s%d' % (N - 1)
    L += ['  %odd = and i32 %x0, 1', '  %c = icmp ne i32 %odd, 0',
          '  br i1 %c, label %then, label %else', 'then:']
    for i in range(N):
        L += ['  %%t%d = xor i32 %%x%d, %s' % (i, i, s),
              '  %%u%d = add i32 %%t%d, %%x%d' % (i, i, (i + 7) % N)]
    L += ['  br label %join', 'else:']
    for i in range(N):
        L += ['  %%v%d = mul i32 %%x%d, 3' % (i, i),
              '  %%w%d = sub i32 %%v%d, %s' % (i, i, s)]
    L += ['  br label %join', 'join:']
    L += ['  %%y%d = phi i32 [ %%u%d, %%then ], [ %%w%d, %%else ]' % (i, i, i)
          for i in range(N)]
    for i in range(N):
        L += ['  %%z%d = add i32 %%y%d, %%x%d' % (i, i, N - 1 - i),
              '  %%q%d = getelementptr inbounds i32, ptr addrspace(1) %%out, i64 %%a%d' % (i, i),
              '  store i32 %%z%d, ptr addrspace(1) %%q%d, align 4' % (i, i)]
    L += ['  ret void', '}', '', '!air.kernel = !{!0}', '!air.version = !{!5}',
          '!air.language_version = !{!6}',
          '!0 = !{ptr @pressure, !1, !2}', '!1 = !{}', '!2 = !{!3, !4, !7}',
          '!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", '
          '!"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", '
          'i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"in"}',
          '!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", '
          '!"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", '
          'i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}',
          '!7 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", '
          '!"air.arg_name", !"gid"}',
          '!5 = !{i32 2, i32 6, i32 0}', '!6 = !{!"Metal", i32 3, i32 1, i32 0}']
    open(path, "w").write("\n".join(L) + "\n")


def expect(x):
    s = sum(x[i] * (2 * i + 1) for i in range(N)) & M
    if x[0] & 1:
        y = [((x[i] ^ s) + x[(i + 7) % N]) & M for i in range(N)]
    else:
        y = [(x[i] * 3 - s) & M for i in range(N)]
    return [(y[i] + x[N - 1 - i]) & M for i in range(N)]


def main():
    mode = sys.argv[1]
    if mode == "ll":
        ll(sys.argv[2])
        return 0
    threads, d = int(sys.argv[2]), sys.argv[3]
    if mode == "gen":
        r = random.Random(threads)
        vals = [r.getrandbits(32) for _ in range(threads * N)]
        open(d + "/in.bin", "wb").write(struct.pack("<%dI" % len(vals), *vals))
        return 0
    data = open(d + "/in.bin", "rb").read()
    vals = struct.unpack("<%dI" % (len(data) // 4), data)
    out = open(d + "/out.bin", "rb").read()
    got = struct.unpack("<%dI" % (len(out) // 4), out)
    for t in range(threads):
        want = expect(vals[t * N:(t + 1) * N])
        if list(got[t * N:(t + 1) * N]) != want:
            i = next(i for i in range(N) if got[t * N + i] != want[i])
            print("FAIL pressure thread %d element %d: got %d, want %d"
                  % (t, i, got[t * N + i], want[i]))
            return 1
    print("ok pressure %d threads" % threads)
    return 0


sys.exit(main())
