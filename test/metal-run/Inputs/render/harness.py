"""What the render tests' drivers share: numbered files in a work
directory, running metal-run, and reporting cases as "ok ..." or
"FAIL ..." lines."""
import os
import subprocess
import sys


class Mismatch(Exception):
    pass


class Work:
    """Files under a directory, numbered in creation order."""

    def __init__(self, directory):
        self.directory = directory
        self.counter = 0

    def path(self, name):
        self.counter += 1
        return os.path.join(self.directory, "%d-%s" % (self.counter, name))

    def write(self, name, data):
        p = self.path(name)
        open(p, "wb").write(data)
        return p


def metal_run(args, outputs):
    """Runs metal-run with args; the bytes of each output file."""
    cmd = ["metal-run"] + list(args)
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        raise Mismatch("%s failed: %s" % (" ".join(cmd), p.stderr))
    return [open(o, "rb").read() for o in outputs]


def run_cases(cases):
    """Prints "ok DESCRIPTION" or "FAIL ..." per case; exits with 1 when
    one failed."""
    status = 0
    for case in cases:
        try:
            print("ok " + case())
        except Mismatch as e:
            print("FAIL %s: %s" % (case.__name__, e))
            status = 1
    sys.exit(status)
