"""Checks Inputs/builtins.ll's output against the builtins' definitions in
the MSL specification (5.2.3.6) as docs/metal-run.md tabulates them,
computed here: builtins.py OUT.bin GX,GY,GZ TX,TY,TZ [SIMD-WIDTH]."""
import struct
import sys


def ceil_div(a, b):
    return (a + b - 1) // b


path, grid, tg = sys.argv[1], [int(v) for v in sys.argv[2].split(",")], \
    [int(v) for v in sys.argv[3].split(",")]
width = int(sys.argv[4]) if len(sys.argv) > 4 else 32
data = open(path, "rb").read()
groups = [ceil_div(g, t) for g, t in zip(grid, tg)]
full = tg[0] * tg[1] * tg[2]
count = 0
for z in range(grid[2]):
    for y in range(grid[1]):
        for x in range(grid[0]):
            pos = [x, y, z]
            group = [p // t for p, t in zip(pos, tg)]
            local = [p % t for p, t in zip(pos, tg)]
            # This group's size: smaller at the grid's edges.
            size = [min(t, g - gp * t) for t, g, gp in zip(tg, grid, group)]
            n = size[0] * size[1] * size[2]
            index = local[0] + local[1] * size[0] + local[2] * size[0] * size[1]
            want = (pos + local + group + size + grid + groups +
                    [index, index // width, index % width, width, ceil_div(n, width)] +
                    tg + [ceil_div(full, width), index // 4, index % 4, ceil_div(n, 4),
                          ceil_div(full, 4), 0xABCD])
            at = 32 * 4 * (x + grid[0] * (y + grid[1] * z))
            got = list(struct.unpack_from("<32I", data, at))
            if got != want:
                sys.exit("thread %r: got %r, want %r" % (pos, got, want))
            count += 1
print("ok %d threads" % count)
