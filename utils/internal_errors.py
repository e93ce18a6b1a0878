"""What counts as an internal error of metal-nt or metal-run, for the
generated sweeps (op-matrix.py, corpus-sweep.py, llc-matches.py): a crash
or a signal, an exit code other than 0 and 1, or an LLVM fatal error in
the output ("Cannot select", metal-nt's "error: LLVM: ..."). Exit code 1
with a message is a refusal: an answer, not an internal error."""

MARKERS = ["Cannot select", "LLVM ERROR", "error: LLVM:", "PLEASE submit a bug report",
           "Stack dump", "Assertion", "UNREACHABLE", "Segmentation fault"]


def is_internal(returncode, text):
    """returncode < 0 (a signal, or the caller's time-out) counts too."""
    return returncode < 0 or returncode > 1 or any(m in text for m in MARKERS)
