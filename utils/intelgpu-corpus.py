#!/usr/bin/env python3
"""Generate the Intel GPU instruction corpus that test/intelgpu checks.

Candidates cover every operation of a group with every operand form the
group has (types, regions, strides, sub-registers, architecture registers,
indirect addressing, immediates of every type with boundary values, source
modifiers, predication, condition modifiers, saturation, execution sizes and
channel offsets, instruction options). Each candidate is assembled alone by
iga64 (Debian's libigc-tools), the reference; the ones iga64 accepts are
written, in the spelling iga64 prints them back, one per line. The result is
deterministic for a seed and an iga64 version, and is committed so that the
tests need iga64 only to make the reference bytes and text.

  python3 utils/intelgpu-corpus.py -p 9 -g alu -o test/intelgpu/Inputs/alu9.asm
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

UNARY = ["mov", "not", "frc", "rndu", "rndd", "rnde", "rndz", "lzd", "fbh",
         "fbl", "cbit", "bfrev"]
BINARY = ["sel", "and", "or", "xor", "shr", "shl", "asr", "cmp", "cmpn",
          "add", "mul", "avg", "mac", "mach", "addc", "subb", "bfi1", "smov"]
BINARY9 = ["sad2", "sada2", "dp4", "dph", "dp3", "dp2", "line", "pln"]
BINARY11 = ["ror", "rol"]
MATH1 = ["inv", "log", "exp", "sqt", "rsqt", "sin", "cos"]
MATH2 = ["fdiv", "pow", "idiv", "iqot", "irem"]
INT_TYPES = ["ud", "d", "uw", "w", "ub", "b"]
FLOAT_TYPES = ["f", "hf", "df"]
QWORD_TYPES = ["uq", "q"]
SIZES = {"ud": 4, "d": 4, "uw": 2, "w": 2, "ub": 1, "b": 1, "f": 4, "hf": 2,
         "df": 8, "uq": 8, "q": 8}
COND = ["eq", "ne", "gt", "ge", "lt", "le", "ov", "un"]
PRED = ["", ".anyv", ".allv", ".any2h", ".all2h", ".any4h", ".all4h",
        ".any8h", ".all8h", ".any16h", ".all16h", ".any32h", ".all32h"]
OPTIONS = ["AccWrEn", "Atomic", "Breakpoint", "NoDDChk", "NoDDClr", "Switch"]
ARF_SRC = ["null", "acc0.0", "acc1.0", "a0.0", "f0.0", "f1.1", "sr0.0",
           "sr0.1", "cr0.0", "n0.0", "tm0.0", "tm0.1", "ce", "ip", "tdr0.0",
           "sp.0", "dbg0.0", "msg0.0", "fc0.0"]
ARF_DST = ["null", "acc0.0", "acc1.0", "a0.0", "f0.0", "f1.0", "cr0.0",
           "sr0.0", "ip", "tm0.0"]


def immediate(rng, t):
    if t in ("ud", "uw", "uq"):
        bits = {"ud": 32, "uw": 16, "uq": 64}[t]
        v = rng.choice([0, 1, 0xFFF, 0x1000, (1 << bits) - 1,
                        rng.randrange(1 << bits)])
        return f"0x{v:X}:{t}"
    if t in ("d", "w", "q"):
        bits = {"d": 32, "w": 16, "q": 64}[t]
        v = rng.choice([0, 1, -1, -2048, -2049, 2047, 4095, 4096,
                        -(1 << (bits - 1)), (1 << (bits - 1)) - 1,
                        rng.randrange(-(1 << (bits - 1)), 1 << (bits - 1))])
        return f"{v}:{t}"
    if t in ("f", "df", "hf"):
        v = rng.choice(["0.0", "-0.0", "1.0", "-1.5", "0.1", "3.14159",
                        "1e+06", "65504.0", "1.4013e-45", "inf", "-inf",
                        "0.5", "2.0", "100.25", "1e-05"])
        return f"{v}:{t}"
    if t in ("v", "uv"):
        return f"0x{rng.randrange(1 << 32):X}:{t}"
    if t == "vf":
        return f"0x{rng.randrange(1 << 32):X}:vf"
    raise ValueError(t)


def region(rng, exec_size):
    return rng.choice(["<0;1,0>", "<1;1,0>", "<2;1,0>", "<4;4,1>", "<8;8,1>",
                       "<16;16,1>", "<16;8,2>", "<8;4,2>", "<4;2,2>",
                       "<0;4,1>", "<32;8,4>", "<2;2,1>", "<4;1,0>",
                       "<8;8,0>", "<16;8,1>"])


def grf(rng, t, dst=False):
    n = rng.choice([0, 1, 2, 7, 31, 64, 100, 126, 127])
    sub = rng.choice([0, 0, 0, 1, 2, 3, 7, 15]) if not dst else rng.choice([0, 0, 1, 2, 4])
    sub = min(sub, 32 // SIZES[t] - 1)
    return f"r{n}.{sub}"


def source(rng, t, exec_size, allow_imm, imm_type=None, arf=True, mods=True):
    kind = rng.random()
    if allow_imm and kind < 0.25:
        return immediate(rng, imm_type or t)
    mod = ""
    if mods:
        mod = rng.choice(["", "", "", "-", "(abs)", "-(abs)"])
    if arf and kind < 0.35:
        return f"{mod}{rng.choice(ARF_SRC)}<0;1,0>:{t}"
    if kind < 0.42:
        imm = rng.choice(["", ",16", ",-32", ",2", ",511", ",-512"])
        sub = rng.choice([0, 1, 2, 7])
        if rng.random() < 0.5:
            return f"{mod}r[a0.{sub}{imm}]<1,0>:{t}"
        return f"{mod}r[a0.{sub}{imm}]{region(rng, exec_size)}:{t}"
    return f"{mod}{grf(rng, t)}{region(rng, exec_size)}:{t}"


def destination(rng, t):
    k = rng.random()
    stride = rng.choice(["<1>", "<1>", "<2>", "<4>"])
    if k < 0.15:
        return f"{rng.choice(ARF_DST)}{stride}:{t}"
    if k < 0.22:
        imm = rng.choice(["", ",16", ",-16", ",64"])
        return f"r[a0.{rng.choice([0, 1, 3])}{imm}]{stride}:{t}"
    return f"{grf(rng, t, True)}{stride}:{t}"


def controls(rng, gen, op, allow_cond=True):
    exec_size = rng.choice([1, 2, 4, 8, 8, 16, 16, 32])
    choff = rng.choice([0] * 6 + [c for c in (4, 8, 12, 16, 20, 24, 28)
                                  if c % min(exec_size, 8) == 0])
    pred = ""
    flag = rng.choice(["f0.0", "f0.1", "f1.0", "f1.1"])
    r = rng.random()
    if r < 0.3:
        pred = f"({rng.choice(['', '~'])}{flag}{rng.choice(PRED)}) "
    elif r < 0.4:
        pred = "(W) "
    elif r < 0.45:
        pred = f"(W&{rng.choice(['', '~'])}{flag}) "
    cond = ""
    if allow_cond and rng.random() < 0.3:
        cond = f" ({rng.choice(COND)}){flag}"
    sat = "(sat)" if rng.random() < 0.15 else ""
    opts = [o for o in OPTIONS if rng.random() < 0.08]
    if gen == 11 and rng.random() < 0.03:
        opts.append("NoPreempt")
        opts = [o for o in opts if o not in ("Atomic", "Switch")]
    if "Atomic" in opts and "Switch" in opts:
        opts.remove("Switch")
    return exec_size, choff, pred, cond, sat, opts


def candidates(gen, rng, count):
    ops = UNARY + BINARY + (BINARY9 if gen == 9 else BINARY11)
    types = INT_TYPES + FLOAT_TYPES + QWORD_TYPES
    out = []
    for i in range(count):
        kind = rng.random()
        if kind < 0.03:
            t = rng.choice(["ud", "d", "uw", "w", "f"])
            ex, off, pred, _, _, opts = controls(rng, gen, "movi", False)
            src = f"r[a0.{rng.choice([0, 1, 2])}{rng.choice(['', ',2', ',16'])}]<1,0>:{t}"
            if gen == 11:
                src += " " + rng.choice(["null<0;1,0>:ud", "0x1:ud", "0x0:ud"])
            line = f"{pred}movi ({ex}|M{off}) {destination(rng, t)} {src}"
        elif kind < 0.05:
            fn = rng.choice(["invm", "rsqtm"])
            t = rng.choice(["f", "f", "hf", "df"])
            ex, off, pred, _, sat, opts = controls(rng, gen, "math", False)
            def mme():
                mod = rng.choice(["", "", "-", "(abs)", "-(abs)"])
                return (f"{mod}r{rng.choice([1, 2, 27, 64, 127])}."
                        f"{rng.choice(['nomme', 'mme0', 'mme3', 'mme7'])}:{t}")
            dst = f"r{rng.choice([1, 100])}.mme{rng.choice([0, 1, 5, 7])}:{t}"
            srcs = [mme()] + ([mme()] if fn == "invm" else [])
            line = (f"{pred}math.{fn} ({ex}|M{off}) (eo){rng.choice(['f0.0', 'f1.1'])} "
                    f"{sat}{dst} " + " ".join(srcs))
        elif kind < 0.12:
            fn = rng.choice(MATH1 + MATH2)
            t = rng.choice(["f", "hf"] if fn not in ("idiv", "iqot", "irem")
                           else ["d", "ud"])
            ex, off, pred, _, sat, opts = controls(rng, gen, "math", False)
            srcs = [source(rng, t, ex, False)]
            if fn in MATH2:
                srcs.append(source(rng, t, ex, True))
            line = (f"{pred}math.{fn} ({ex}|M{off}) {sat}{destination(rng, t)} "
                    + " ".join(srcs))
        else:
            op = rng.choice(ops)
            t = rng.choice(types)
            st = t if rng.random() < 0.7 else rng.choice(types)
            ex, off, pred, cond, sat, opts = controls(rng, gen, op)
            if op in UNARY:
                it = rng.choice([st, st, "v", "uv", "vf"]) if st in ("uw", "w", "f") else st
                srcs = [source(rng, st, ex, st not in ("ub", "b"), imm_type=it)]
            else:
                st2 = st if rng.random() < 0.8 else rng.choice(types)
                srcs = [source(rng, st, ex, False),
                        source(rng, st2, ex, st2 not in ("ub", "b", "uq", "q", "df"))]
            line = (f"{pred}{op} ({ex}|M{off}){cond} {sat}{destination(rng, t)} "
                    + " ".join(srcs))
        if opts:
            line += " {" + ",".join(opts) + "}"
        out.append(line)
    return out


SEND_DESCS = [0x04146EFD, 0x02000010, 0x0A40001, 0x040688FD, 0x02080000,
              0x7FFFFFFF, 0x0, 0x12345678]


def send_candidates(gen, rng, count):
    out = []
    for _ in range(count):
        op = rng.choice(["send", "sendc", "sends", "sendsc"])
        ex, off, pred, _, _, opts = controls(rng, gen, op, False)
        opts = [o for o in opts if o in ("Atomic", "Switch", "Breakpoint",
                                         "NoDDClr", "NoDDChk", "NoPreempt")]
        if rng.random() < 0.2:
            opts.append("NoSrcDepSet")
        dst = rng.choice(["null", "r10", "r127", "r0"])
        dt = rng.choice(["", "", ":f", ":uw", ":d", ":hf", ":ud"])
        if op in ("send", "sendc"):
            src = rng.choice(["r2", "r127", "r0"]) + rng.choice(["", "", ":uw", ":f"])
            sfid = rng.choice([0x0, 0x2, 0x4, 0x5, 0x6, 0x7, 0x8, 0x9, 0xA,
                               0xB, 0xC, 0xD])
            eot = rng.random() < 0.15
            exd = f"0x{sfid | (0x20 if eot else 0):X}"
            desc = (rng.choice(["a0.0", "a0.1", "a0.3"]) if rng.random() < 0.15
                    else f"0x{rng.choice(SEND_DESCS):08X}")
            line = f"{pred}{op} ({ex}|M{off}) {dst}{dt} {src} {exd} {desc}"
        else:
            src1 = rng.choice(["r10", "null", "r64"])
            if rng.random() < 0.15:
                exd = rng.choice(["a0.0", "a0.2", "a0.7"])
            else:
                exd = (rng.choice([0x0, 0xC, 0x2, 0xA]) | rng.choice([0, 0x40, 0x80, 0x3C0])
                       | (rng.choice([0, 0x10000, 0xFFFF0000, 0x12340000])))
                exd = f"0x{exd:X}"
            desc = "a0.0" if rng.random() < 0.15 else f"0x{rng.choice(SEND_DESCS):08X}"
            line = f"{pred}{op} ({ex}|M{off}) {dst}{dt or ':ud'} r2 {src1} {exd} {desc}"
        if rng.random() < 0.1:
            opts.append("EOT")
        if opts:
            line += " {" + ",".join(sorted(set(opts))) + "}"
        out.append(line)
    return out


def ternary_candidates(gen, rng, count):
    out = []
    for _ in range(count):
        op = rng.choice(["mad", "mad", "csel", "bfe", "bfi2", "madm"] + (["lrp"] if gen == 9 else []))
        ex, off, pred, cond, sat, opts = controls(rng, gen, op)
        if op == "madm":
            t = rng.choice(["f", "hf", "df"])
            def mme(dst=False):
                mod = "" if dst else rng.choice(["", "", "-", "(abs)", "-(abs)"])
                k = rng.choice(["mme0", "mme2", "mme7"] + ([] if dst else ["nomme"]))
                return f"{mod}r{rng.choice([1, 9, 64, 127])}.{k}:{t}"
            line = (f"{pred}madm ({ex}|M{off}) {sat}{mme(True)} "
                    + " ".join(mme() for _ in range(3)))
            if opts:
                line += " {" + ",".join(opts) + "}"
            out.append(line)
            continue
        if op in ("bfe", "bfi2"):
            t = rng.choice(["d", "ud"])
            types = [t, t, t, t]
        elif gen == 9:
            t = rng.choice(["f", "f", "hf", "df", "d", "ud"])
            if t in ("f", "hf"):
                types = [rng.choice(["f", "hf"]) for _ in range(4)]
            else:
                types = [t] * 4
        else:
            if rng.random() < 0.6:
                types = [rng.choice(["f", "hf", "df"]) for _ in range(4)]
                if "df" in types:
                    types = ["df"] * 4
            else:
                types = [rng.choice(["d", "ud", "w", "uw", "b", "ub"]) for _ in range(4)]
        if gen == 9 and ex == 1:
            dsub = rng.choice([0, 1, 2, 3, 5, 7])
        elif gen == 9:
            dsub = 0
        else:
            dsub = rng.choice([0, 0, 2, 4]) * 8 // 8
        dsz = SIZES[types[0]]
        dsub = min(dsub, 32 // dsz - 1)
        if gen == 11:
            dsub = (dsub * dsz // 8) * 8 // dsz
        dreg = rng.choice(["r1", "r10", "r127"])
        if gen == 11 and rng.random() < 0.1:
            dreg = "acc0"
        dst = f"{dreg}.{dsub}<{rng.choice([1, 1, 2]) if gen == 11 else 1}>:{types[0]}"
        srcs = []
        for k in range(3):
            t = types[k + 1]
            mod = rng.choice(["", "", "-", "(abs)", "-(abs)"]) if op != "bfe" and op != "bfi2" else ""
            if gen == 11 and k != 1 and t in ("w", "uw", "hf") and rng.random() < 0.2:
                srcs.append(immediate(rng, t))
                continue
            reg = rng.choice(["r2", "r3", "r64", "r127"])
            if gen == 11 and k == 1 and rng.random() < 0.1:
                reg = "acc0"
            sub = rng.choice([0, 0, 1, 2, 3]) if rng.random() < 0.5 else 0
            sub = min(sub, 32 // SIZES[t] - 1)
            if k < 2:
                rgn = rng.choice(["<0;0>", "<2;1>"] if gen == 9 else
                                 ["<0;0>", "<2;1>", "<4;1>", "<8;1>", "<4;2>", "<8;4>", "<0;1>"])
            else:
                rgn = rng.choice(["<0>", "<1>"] if gen == 9 else ["<0>", "<1>", "<2>", "<4>"])
            srcs.append(f"{mod}{reg}.{sub}{rgn}:{t}")
        line = f"{pred}{op} ({ex}|M{off}){cond} {sat}{dst} " + " ".join(srcs)
        if opts:
            line += " {" + ",".join(opts) + "}"
        out.append(line)
    return out


def branch_program(gen, rng, count):
    """A program of branches with a label before every instruction; every
    target is one of those labels (IGA turns them into byte offsets)."""
    lines = []
    for i in range(count):
        def lab():
            return f"L{rng.randrange(count + 1)}"
        op = rng.choice(["if", "else", "endif", "while", "break", "cont",
                         "halt", "goto", "join", "jmpi", "call", "calla",
                         "ret", "brd", "brc", "wait", "nop", "illegal"])
        ex = rng.choice([1, 2, 4, 8, 16, 32])
        off = rng.choice([0] * 4 + [c for c in (8, 16, 24) if c % min(ex, 8) == 0])
        es = f"({ex}|M{off})"
        pred = ""
        flag = rng.choice(["f0.0", "f0.1", "f1.0", "f1.1"])
        # IGA accepts a predicate on else/endif/join/call/calla/ret but keeps
        # only its flag register, which it then does not print.
        predicable = op in ("if", "while", "break", "cont", "halt", "goto",
                            "jmpi", "brd", "brc")
        if predicable and rng.random() < 0.4:
            pred = f"({rng.choice(['', '~'])}{flag}{rng.choice(PRED)}) "
        elif rng.random() < 0.2:
            pred = "(W) "
        b = ".b" if rng.random() < 0.2 and op in ("if", "else", "goto") else ""
        reg = f"r{rng.choice([2, 10, 64, 127])}.{rng.choice([0, 0, 1, 2, 7])}"
        if op in ("if", "else", "break", "cont", "halt", "goto"):
            line = f"{pred}{op}{b} {es} {lab()} {lab()}"
        elif op in ("endif", "while", "join"):
            line = f"{pred}{op} {es} {lab()}"
        elif op == "jmpi":
            line = f"{pred}jmpi {reg if rng.random() < 0.3 else lab()}"
        elif op == "call":
            # The target a label, or an offset in a GRF dword (src1).
            target = f"r{rng.choice([3, 12, 123])}.{rng.choice([0, 1, 7])}"
            line = f"{pred}call {es} {reg} {target if rng.random() < 0.3 else lab()}"
        elif op == "calla":
            line = f"{pred}calla {es} {reg} 0x{rng.randrange(0, count + 1) * 16:X}"
        elif op == "ret":
            line = f"{pred}ret {es} {reg}"
        elif op == "brd":
            line = f"{pred}brd {es} {reg if rng.random() < 0.3 else lab()}"
        elif op == "brc":
            line = f"{pred}brc {es} " + (reg if rng.random() < 0.3 else f"{lab()} {lab()}")
        elif op == "wait":
            line = f"wait n0.{rng.choice([0, 0, 1])}:ud"
        else:
            line = op
        lines.append(line)
    return lines


def iga_program(lines, gen, tmp):
    """Drops the lines iga64 rejects (it names them) until the program
    assembles; returns it with its labels, one per instruction."""
    src = os.path.join(tmp, "p.asm")
    binf = os.path.join(tmp, "p.bin")
    keep = list(range(len(lines)))
    while keep:
        with open(src, "w") as f:
            for k in keep:
                f.write(f"L{k}:\n{lines[k]}\n")
            f.write(f"L{len(lines)}:\nnop\n")
        r = subprocess.run(["iga64", "-a", f"-p={gen}", "-Wnone", src, "-o", binf],
                           capture_output=True, text=True)
        if r.returncode == 0:
            return [f"L{k}:\n{lines[k]}" for k in keep] + [f"L{len(lines)}:\nnop"]
        out = r.stderr + r.stdout
        bad = {int(m) for m in re.findall(r"line (\d+)\.\d+: error", out)}
        # errors found after layout name a byte offset (16 bytes each)
        bad |= {2 * (int(m, 16) // 16) + 2
                for m in re.findall(r"byte offset 0x([0-9a-f]+): error", out)}
        if not bad:
            # an undefined label: drop the lines that use it
            missing = set(re.findall(r"(L\d+)", r.stderr + r.stdout))
            before = len(keep)
            keep = [k for k in keep if not (set(re.findall(r"L\d+", lines[k])) & missing)]
            if len(keep) == before:
                return []
            continue
        # line numbers count the label lines too: instruction k is line 2k+2
        drop = {keep[(n - 2) // 2] for n in bad if n >= 2 and (n - 2) % 2 == 0 and (n - 2) // 2 < len(keep)}
        if not drop:
            return []
        keep = [k for k in keep if k not in drop]
    return []


def iga_accepts(lines, gen, tmp):
    """The lines iga64 assembles alone, in its own spelling."""
    kept = []
    src = os.path.join(tmp, "x.asm")
    binf = os.path.join(tmp, "x.bin")
    for line in lines:
        with open(src, "w") as f:
            f.write(line + "\n")
        if subprocess.run(["iga64", "-a", f"-p={gen}", "-Wnone", src, "-o", binf],
                          capture_output=True).returncode:
            continue
        dis = subprocess.run(["iga64", "-d", f"-p={gen}", "-n", "-Wnone", binf],
                             capture_output=True, text=True)
        if dis.returncode:
            continue
        text = normalize(dis.stdout)
        if len(text) == 1:
            kept.append(text[0])
    return kept


def normalize(text):
    """docs/intelgpu-isa.md: drop comments and label lines, one space
    between tokens."""
    out = []
    for line in text.splitlines():
        line = re.sub(r"//.*$", "", line)
        line = " ".join(line.split())
        if not line or re.fullmatch(r"L\w*:", line):
            continue
        out.append(line)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-p", type=int, choices=[9, 11], required=True)
    ap.add_argument("-n", type=int, default=4000, help="candidates")
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument("-g", "--group", choices=["alu", "send", "branch", "ternary"],
                    default="alu")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 100 + args.p +
                        {"alu": 0, "send": 1, "branch": 2, "ternary": 3}[args.group] * 7)
    with tempfile.TemporaryDirectory() as tmp:
        if args.group == "alu":
            kept = iga_accepts(candidates(args.p, rng, args.n), args.p, tmp)
        elif args.group == "ternary":
            kept = iga_accepts(ternary_candidates(args.p, rng, args.n), args.p, tmp)
        elif args.group == "send":
            kept = iga_accepts(send_candidates(args.p, rng, args.n), args.p, tmp)
        else:
            kept = iga_program(branch_program(args.p, rng, args.n), args.p, tmp)
    with open(args.output, "w") as f:
        f.write(f"// Gen{args.p} corpus: utils/intelgpu-corpus.py -p {args.p} "
                f"-g {args.group} -n {args.n} --seed {args.seed}; {len(kept)} "
                "lines iga64 accepts.\n")
        for line in kept:
            f.write(line + "\n")
    print(f"intelgpu-corpus: {len(kept)} of {args.n} candidates kept",
          file=sys.stderr)


if __name__ == "__main__":
    main()
