#!/usr/bin/env python3
"""Compares `metal-config -archs -v` with shared/facts/gpu-targets.md.

Reads the CPU types and every "name subtype" pair of the facts file's CPU
subtype lists, and the architecture names of the metal-toolchain(7) seed,
then checks that the registry has exactly those names with exactly those
numbers.
Usage: check-arch-facts.py <facts.md> <seed.txt> < (metal-config -archs -v)
"""
import re
import sys

facts = open(sys.argv[1]).read()
seed = open(sys.argv[2]).read()
rows = {}
for line in sys.stdin:
    name, vendor, cputype, subtype, llvm_arch, llvm_cpu, *fam = line.rstrip("\n").split("\t")
    rows[name] = (vendor, int(cputype, 16), int(subtype), llvm_arch, llvm_cpu)

cputypes = {}
for vendor, label in (("apple", "Apple GPU"), ("amd", "AMD GPU"), ("intel", "Intel GPU"), ("air", "AIR64")):
    m = re.search(r"\| CPU type %s \| .*= (0x[0-9a-f]+) \|" % label, facts)
    cputypes[vendor] = int(m.group(1), 16)

expected = {}
sections = [("Apple GPU", "applegpu_", "apple"), ("AMD GPU", "amdgpu_", "amd"),
            ("Intel GPU", "intelgpu_", "intel"), ("AIR", "air64_", "air")]
body = facts.split("## CPU subtypes", 1)[1].split("\n## ", 1)[0]
paras = body.split("\n\n")
for head, prefix, vendor in sections:
    para = next(p.strip() for p in paras if p.strip().startswith(head))
    text = para.split(":", 1)[1]
    text = re.sub(r"\([^)]*\)", "", text)  # drop remarks like "(M1)"
    for name, num in re.findall(r"([a-z0-9_]+) (\d+)", text):
        expected[prefix + name] = (vendor, int(num))

errors = []
for name, (vendor, sub) in sorted(expected.items()):
    if name not in rows:
        errors.append("missing architecture %s" % name)
        continue
    v, ct, st, _, _ = rows[name]
    if v != vendor:
        errors.append("%s: vendor %s, expected %s" % (name, v, vendor))
    if ct != cputypes[vendor]:
        errors.append("%s: cputype %#x, expected %#x" % (name, ct, cputypes[vendor]))
    if st != sub:
        errors.append("%s: subtype %d, expected %d" % (name, st, sub))
for name in rows:
    if name not in expected:
        errors.append("architecture %s is not in the facts" % name)
seed_names = set(re.findall(r"\b((?:applegpu|amdgpu|intelgpu)_[a-z0-9_]+|air64_v\d+)\b", seed))
for name in sorted(seed_names - set(rows)):
    errors.append("seed architecture %s is unknown" % name)
# Every AMD base name is an LLVM amdgcn processor; variants map to the base.
for name, (v, _, _, arch, cpu) in rows.items():
    if v == "amd" and (arch != "amdgcn" or not re.fullmatch(r"gfx\d+", cpu) or not name.startswith("amdgpu_" + cpu)):
        errors.append("%s: LLVM %s/%s" % (name, arch, cpu))

print("checked %d architectures (%d named by the seed)" % (len(expected), len(seed_names)))
print("\n".join("mismatch: " + e for e in errors) or "all match")
sys.exit(1 if errors else 0)
