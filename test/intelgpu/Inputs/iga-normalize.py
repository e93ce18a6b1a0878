#!/usr/bin/env python3
"""The normalization of docs/intelgpu-isa.md, applied to iga64 -d output and
to ours: drop // comments and label lines, one space between tokens."""
import re
import sys

for line in sys.stdin:
    line = re.sub(r"//.*$", "", line)
    line = " ".join(line.split())
    if line and not re.fullmatch(r"L\w*:", line):
        print(line)
