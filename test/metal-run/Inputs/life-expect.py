#!/usr/bin/env python3
"""metal_dialect_kernel.metallib's `life` (LoganHX/metal-dialect): one
generation of Conway's Game of Life on an X by Y board of ints (buffer 0,
cell (x, y) at x*Y + y; buffer 1 holds X and Y; buffer 2 receives the next
generation), one thread per cell over a 2-D grid. A live cell with 2 or 3
live neighbours lives, a dead one with exactly 3 is born; cells beyond the
board count as dead.   life-expect.py gen X Y DIR | check X Y DIR"""
import random
import struct
import sys

X, Y, d = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
if sys.argv[1] == "gen":
    rng = random.Random(X * 1000 + Y)
    board = [1 if rng.random() < 0.35 else 0 for _ in range(X * Y)]
    open(d + "/board.bin", "wb").write(struct.pack("<%di" % (X * Y), *board))
    open(d + "/dims.bin", "wb").write(struct.pack("<2i", X, Y))
    sys.exit(0)
board = struct.unpack("<%di" % (X * Y), open(d + "/board.bin", "rb").read())
got = struct.unpack("<%di" % (X * Y), open(d + "/next.bin", "rb").read())
bad = 0
for x in range(X):
    for y in range(Y):
        n = sum(board[i * Y + j] != 0
                for i in range(x - 1, x + 2) for j in range(y - 1, y + 2)
                if 0 <= i < X and 0 <= j < Y and (i, j) != (x, y))
        alive = board[x * Y + y] != 0
        want = 1 if (alive and n in (2, 3)) or (not alive and n == 3) else 0
        if got[x * Y + y] != want:
            bad += 1
print("%s life %dx%d" % ("FAIL" if bad else "ok", X, Y))
