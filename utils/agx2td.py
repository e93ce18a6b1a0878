#!/usr/bin/env python3
"""Generate lib/Target/AppleGPU/AppleGPUInstructions.td from Mesa's AGX2.xml.

AGX2.xml (Mesa, src/asahi/isa, MIT, Copyright 2025 Valve Corporation) is a
bit-field description of the Apple G13 GPU instruction set. This script reads
it with the semantics of Mesa's reference model (isa.py and test/disasm.py)
and writes TableGen records: one Instruction per (XML instruction, length)
variant plus the generic tables (encodings, cases, fields, bit ranges, enums)
that the AppleGPU MC layer interprets. See docs/applegpu-isa.md.

The output is committed, because a user's clone has no ../shared:
  python3 utils/agx2td.py ../shared/isa/agx/AGX2.xml \
      -o lib/Target/AppleGPU/AppleGPUInstructions.td
"""

import argparse
import hashlib
import sys
import xml.etree.ElementTree as ET

# AGX2.xml at Mesa commit 3a798e58e5fb, the version cases.txt was made with.
KNOWN_SHA256 = "7426672bce9b39283250614cb2f11efd902b37884c1f62e2ed02c3cee691b099"

# Modifier and property names an operand encoding may carry, as the MC layer
# numbers them (AppleGPUMCTables.h, enum AGXModName).
MOD_NAMES = ["hint", "abs", "neg", "sx", "zx", "cache", "lu", "size32",
             "size64", "count", "mask"]
# Immediate kinds of an encoding case (enum AGXImmKind).
IMM_KINDS = ["none", "reg", "uniform", "imm", "fimm", "cf", "ts", "ss"]
# Field roles (enum AGXFieldRole).
ROLES = ["dest", "src", "imm", "mod"]

# Instructions that Mesa's packer (src/asahi/compiler/agx_pack.c) always
# emits in their long form although the short one would hold the operands;
# the golden vectors follow it. The code emitter keeps them long.
ALWAYS_LONG = {"iter", "iterproj", "ldcf", "lload", "lstore", "latomic",
               "load", "store", "uniform_store", "stack_load", "stack_store",
               "stack_adjust"}

# Instruction properties LLVM's MC layer and later code generation use.
FLAGS = {
    "mayLoad": {"load", "stack_load", "lload", "ld_tile", "atomic", "latomic",
                "smpf", "smpi", "ldcf", "iter", "iterproj"},
    "mayStore": {"store", "stack_store", "lstore", "st_tile", "atomic",
                 "latomic", "uniform_store", "uniform_store_unk", "imgw",
                 "imgwblk", "st_var", "tex_state_store",
                 "sampler_state_store"},
    "isBranch": {"jmp_any", "jmp_none", "jmp_incomplete",
                 "jmp_if_skipping_doorbell"},
    "isCall": {"call", "call_reg"},
    "isReturn": {"ret"},
    "isTerminator": {"ret", "stop", "trap"},
    "isBarrier": {"ret", "stop", "trap"},
}


def fail(msg):
    sys.exit("agx2td: " + msg)


class Ranges:
    """A bit list "a:b c ...": the value's bits, least significant first."""

    def __init__(self, spec):
        self.ranges = []
        for part in spec.split():
            if ":" in part:
                a, b = (int(x) for x in part.split(":"))
            else:
                a = b = int(part)
            if a > b:
                fail(f"bad range {part}")
            self.ranges.append((a, b))

    def specialize(self, length_bits):
        r = Ranges("")
        r.ranges = [(a % length_bits, b % length_bits) for a, b in self.ranges]
        return r

    def size(self):
        return sum(b - a + 1 for a, b in self.ranges)

    def mask(self):
        m = 0
        for a, b in self.ranges:
            part = ((1 << (b - a + 1)) - 1) << a
            if m & part:
                fail("overlapping ranges")
            m |= part
        return m

    def deposit(self, value):
        out, n = 0, 0
        for a, b in self.ranges:
            w = b - a + 1
            out |= ((value >> n) & ((1 << w) - 1)) << a
            n += w
        return out

    def negative(self):
        return any(a < 0 for a, _ in self.ranges)


def bitstring(text):
    """An <exact> text: most significant bit first."""
    text = text.strip()
    if any(c not in "01" for c in text):
        fail(f"bad bit string {text!r}")
    return int(text, 2) if text else 0


def exact_of(el, subst):
    r = Ranges(el.attrib["bit"])
    if el.tag == "zero":
        return r.mask(), 0
    text = el.text.strip()
    text = subst.get(text, text)
    if len(text) != bin(r.mask()).count("1"):
        fail(f"exact width mismatch {text}")
    return r.mask(), r.deposit(bitstring(text))


class Case:
    def __init__(self, el):
        self.mask = 0
        self.value = 0
        self.imm = None  # (name, kind, Ranges, shift)
        self.mods = []   # (name, Ranges)
        self.props = {}
        for ch in el:
            if ch.tag in ("exact", "zero"):
                m, v = exact_of(ch, {})
                self.mask |= m
                self.value |= v
            elif ch.tag == "immediate":
                assert self.imm is None
                self.imm = (ch.attrib["name"], ch.attrib.get("kind", "int"),
                            Ranges(ch.attrib["bit"]),
                            int(ch.attrib.get("shift", 0)))
            elif ch.tag == "modifier":
                self.mods.append((ch.attrib["name"], Ranges(ch.attrib["bit"])))
            elif ch.tag == "property":
                self.props[ch.attrib["name"]] = int(ch.text or "1")

    def union(self, base):
        # isa.py EncodingCase.union: base modifiers come first, base
        # properties override the case's, one immediate between them.
        self.mask |= base.mask
        self.value |= base.value
        self.mods = base.mods + self.mods
        self.props.update(base.props)
        assert self.imm is None or base.imm is None
        self.imm = self.imm or base.imm


class Encoding:
    def __init__(self, el):
        self.name = el.attrib["name"]
        base = Case(el)
        cases = [Case(ch) for ch in el if ch.tag == "case"]
        if not cases:
            self.cases = [base]
        else:
            for c in cases:
                c.union(base)
            self.cases = cases


class Field:
    def __init__(self, role, kind, ranges, name="", display=""):
        self.role, self.kind, self.ranges = role, kind, ranges
        self.name, self.display = name, display


class Instr:
    def __init__(self, el, name, display, subst, defs):
        self.name = name
        self.display = display or name
        self.lengths = [int(x) for x in el.attrib["length"].split("/")]
        self.mask = 0
        self.value = 0
        dests, srcs, imms, mods = [], [], [], []
        longest = self.lengths[-1] * 8
        for ch in el:
            if ch.tag in ("exact", "zero"):
                m, v = exact_of(ch, subst)
                self.mask |= m
                self.value |= v
            elif ch.tag == "immediate":
                imms.append(Field("imm", ch.attrib.get("kind", "int"),
                                  Ranges(ch.attrib["bit"]), ch.attrib["name"]))
            elif ch.tag in ("src", "dest"):
                f = Field(ch.tag, ch.attrib["kind"], Ranges(ch.attrib["bit"]),
                          ch.attrib.get("name", ""))
                (dests if ch.tag == "dest" else srcs).append(f)
            elif ch.tag == "modifier":
                mods.append(Field("mod", ch.attrib.get("kind", "int"),
                                  Ranges(ch.attrib["bit"]), ch.attrib["name"],
                                  ch.attrib.get("display", ch.attrib["name"])))
            elif ch.tag in defs:
                role, f = defs[ch.tag]
                f = Field(f.role, f.kind, f.ranges.specialize(longest), f.name,
                          f.display)
                {"dest": dests, "src": srcs, "imm": imms, "mod": mods}[role].append(f)
            elif ch.tag == "ins":
                assert el.tag == "group"
            else:
                fail(f"unknown element {ch.tag} in {name}")
        if len(self.lengths) > 1 and not any(m.name == "length" for m in mods):
            mods.append(defs["length"][1])
        self.length_bit = -1
        for m in mods:
            if m.name == "length":
                self.length_bit = m.ranges.ranges[0][0]
        for f in dests + srcs + imms + mods:
            if f.ranges.negative():
                fail(f"unspecialized range in {name}")
        self.full_mask = self.mask
        for f in dests + srcs + imms + mods:
            self.full_mask |= f.ranges.mask()
        self.fields = dests + srcs + imms + [m for m in mods if m.name != "length"]


def parse(root):
    enums, encodings, defs, instrs = {}, {}, {}, []
    for ch in root:
        if ch.tag == "define":
            if "src" in ch.attrib or "dest" in ch.attrib:
                role = "src" if "src" in ch.attrib else "dest"
                defs[ch.attrib[role]] = (role, Field(role, ch.attrib["kind"],
                                                     Ranges(ch.attrib["bit"])))
            elif "modifier" in ch.attrib:
                n = ch.attrib["modifier"]
                defs[n] = ("mod", Field("mod", ch.attrib.get("kind", "int"),
                                        Ranges(ch.attrib["bit"]), n,
                                        ch.attrib.get("display", n)))
            else:
                fail("unknown define")
        elif ch.tag == "encoding":
            encodings[ch.attrib["name"]] = Encoding(ch)
        elif ch.tag == "enum":
            enums[ch.attrib["kind"]] = [
                (int(v.attrib["value"]), v.text or "",
                 bool(v.attrib.get("default", False))) for v in ch]
        elif ch.tag == "ins":
            instrs.append(Instr(ch, ch.attrib["name"], ch.get("display"), {}, defs))
        elif ch.tag == "group":
            for c in ch:
                if c.tag == "ins":
                    instrs.append(Instr(ch, c.attrib["name"], c.get("display"),
                                        c.attrib, defs))
    names = [i.name for i in instrs]
    if len(set(names)) != len(names):
        fail("duplicate instruction names")
    return enums, encodings, instrs


def bits96(v):
    return [(v >> (32 * i)) & 0xFFFFFFFF for i in range(3)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("xml")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()
    data = open(args.xml, "rb").read()
    sha = hashlib.sha256(data).hexdigest()
    if sha != KNOWN_SHA256:
        print(f"agx2td: warning: {args.xml} is not the pinned AGX2.xml "
              f"(sha256 {sha})", file=sys.stderr)
    enums, encodings, instrs = parse(ET.fromstring(data))

    enum_ids = {k: i for i, k in enumerate(enums)}
    enc_ids = {k: i for i, k in enumerate(encodings)}
    out = []
    w = out.append
    w("//===- AppleGPUInstructions.td - generated from AGX2.xml -*- tablegen -*-===//")
    w("//")
    w("// GENERATED by utils/agx2td.py from Mesa's src/asahi/isa/AGX2.xml")
    w(f"// (sha256 {sha}). Do not edit by hand.")
    w("//")
    w("// AGX2.xml: Copyright 2025 Valve Corporation, SPDX-License-Identifier: MIT.")
    w("//")
    w("//===----------------------------------------------------------------------===//")
    w("")

    w("// Operand classes, one per encoding kind.")
    for name in encodings:
        w(f"def AGXOp_{name} : AGXOperand<\"{name}\">;")
    w("")
    w("// Special registers (read by mov/mfsr), numbered as in enum \"sr\".")
    for v, name, _ in enums["sr"]:
        w(f"def SR_{name} : AGXReg<\"{name}\", {v}>;")
    w("def SR : RegisterClass<\"AppleGPU\", [i32], 32, (add "
      + ", ".join(f"SR_{n}" for _, n, _ in enums["sr"]) + ")>;")
    w("")

    ranges = []

    def add_ranges(r):
        first = len(ranges)
        ranges.extend(r.ranges)
        return first, len(r.ranges)

    # Enums.
    w("// Enumerations: value names per kind, in AGX2.xml order.")
    eidx = 0
    for kind, values in enums.items():
        w(f"def : AGXEnumInfo<{enum_ids[kind]}, \"{kind}\", {eidx}, {len(values)}>;")
        for v, name, default in values:
            w(f"def : AGXEnumValue<{eidx}, {enum_ids[kind]}, {v}, \"{name}\", {int(default)}>;")
            eidx += 1
    w("")

    # Encodings and their cases.
    w("// Operand encodings: each case is tried in order (first match wins).")
    cidx = 0
    midx = 0
    case_lines, mod_lines = [], []
    for name, enc in encodings.items():
        w(f"def : AGXEncodingInfo<{enc_ids[name]}, \"{name}\", {cidx}, {len(enc.cases)}>;")
        for c in enc.cases:
            if c.imm:
                iname, ikind, irng, shift = c.imm
                ik = IMM_KINDS.index(iname)
                signed = int(ikind == "signed")
                rf, rn = add_ranges(irng)
            else:
                ik, signed, rf, rn, shift = 0, 0, 0, 0, 0
            for p in c.props:
                if p not in ("size16", "size32", "size64", "count"):
                    fail(f"unknown property {p}")
            ps32 = c.props.get("size32", -1)
            ps64 = c.props.get("size64", -1)
            pcnt = c.props.get("count", -1)
            mfirst = midx
            for mname, mr in c.mods:
                if mname not in MOD_NAMES:
                    fail(f"unknown operand modifier {mname}")
                f, n = add_ranges(mr)
                mod_lines.append(f"def : AGXCaseMod<{midx}, {MOD_NAMES.index(mname)}, {f}, {n}>;")
                midx += 1
            if c.mask >= (1 << 32):
                fail("case exact beyond 32 bits")
            case_lines.append(
                f"def : AGXCase<{cidx}, {enc_ids[name]}, 0x{c.mask:x}, 0x{c.value:x}, "
                f"{ik}, {signed}, {rf}, {rn}, {shift}, {ps32}, {ps64}, {pcnt}, "
                f"{mfirst}, {len(c.mods)}>;")
            cidx += 1
    out.extend(case_lines)
    out.extend(mod_lines)
    w("")

    # Fields of every instruction, in print order.
    fidx = 0
    ins_first = []
    field_lines = []
    for ins in instrs:
        ins_first.append(fidx)
        for f in ins.fields:
            rf, rn = add_ranges(f.ranges)
            if f.role in ("dest", "src"):
                kind = enc_ids[f.kind]
            elif f.kind in enum_ids:
                kind = enum_ids[f.kind]
            elif f.kind == "signed":
                kind = -2
            elif f.kind == "int":
                kind = -1
            else:
                fail(f"unknown field kind {f.kind}")
            if f.role == "mod" and kind < 0 and f.ranges.size() != 1:
                fail(f"multi-bit integer modifier in {ins.name}")
            field_lines.append(
                f"def : AGXField<{fidx}, {ROLES.index(f.role)}, {kind}, {rf}, {rn}, "
                f"\"{f.name}\", \"{f.display}\">;")
            fidx += 1

    # Instructions.
    w("// Instructions: one record per (instruction, length) variant, in")
    w("// AGX2.xml order, which is the decoder's order (first match wins).")
    order = 0
    for xi, ins in enumerate(instrs):
        variants = []
        if len(ins.lengths) == 1:
            variants.append(("", ins.lengths[0], -1))
        else:
            for L, n in enumerate(ins.lengths):
                variants.append(("_S" if L == 0 else "_L", n, L))
        base = ins.name.upper()
        outs, ins_ops = [], []
        for i, f in enumerate(ins.fields):
            if f.role == "dest":
                outs += [f"AGXOp_{f.kind}:$d{i}", f"AGXBits:$d{i}bits"]
            elif f.role == "src":
                ins_ops += [f"AGXOp_{f.kind}:$s{i}", f"AGXBits:$s{i}bits"]
            else:
                ins_ops.append(f"AGXImm:${f.role}{i}")
        flags = [k for k, names in FLAGS.items() if ins.name in names]
        for suffix, nbytes, L in variants:
            mask, value = ins.mask, ins.value
            if L >= 0:
                lb = 1 << ins.length_bit
                mask |= lb
                value |= lb if L else 0
            trunc = (1 << (nbytes * 8)) - 1
            if value & ~trunc:
                continue  # this length can never match (e.g. ceil's short form)
            mask &= trunc
            full = ins.full_mask & trunc
            lname = {"_S": "short", "_L": "long", "": "only"}[suffix]
            w(f"def {base}{suffix} : AGXInst<\"{ins.display}\", {nbytes}> {{")
            w(f"  let OutOperandList = (outs {', '.join(outs)});")
            w(f"  let InOperandList = (ins {', '.join(ins_ops)});")
            for fl in flags:
                w(f"  let {fl} = 1;")
            w("}")
            m, v, fm = bits96(mask), bits96(value), bits96(full)
            w(f"def : AGXVariant<{base}{suffix}, {order}, {xi}, \"{ins.name}\", "
              f"\"{ins.display}\", "
              f"\"{lname}\", {nbytes}, {ins.length_bit}, "
              f"{int(ins.name in ALWAYS_LONG)}, "
              f"0x{m[0]:x}, 0x{m[1]:x}, 0x{m[2]:x}, "
              f"0x{v[0]:x}, 0x{v[1]:x}, 0x{v[2]:x}, "
              f"0x{fm[0]:x}, 0x{fm[1]:x}, 0x{fm[2]:x}, "
              f"{ins_first[xi]}, {len(ins.fields)}>;")
            order += 1
    w("")
    w("// Fields: the operands of each instruction in print order.")
    out.extend(field_lines)
    w("")
    w("// Bit ranges, referenced by (first, count) from fields, cases and modifiers.")
    for i, (a, b) in enumerate(ranges):
        w(f"def : AGXBitRange<{i}, {a}, {b - a + 1}>;")
    with open(args.output, "w") as fh:
        fh.write("\n".join(out) + "\n")
    print(f"agx2td: {len(instrs)} instructions, {order} variants, {fidx} fields, "
          f"{cidx} cases, {len(ranges)} ranges", file=sys.stderr)


if __name__ == "__main__":
    main()
