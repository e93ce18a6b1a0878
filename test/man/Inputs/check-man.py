"""Checks the manual pages of docs/man:

  check-man.py <pages dir> <tools dir> <schemas dir>

1. Every page renders with groff's man macros and every warning enabled
   (-ww) without a diagnostic.
2. Every option a tool lists in its --help appears in its page, spelled as
   the tool spells it (-o, --arch, ...).
3. metal-pipelines-script(5) lists every member of every table of the
   pipelines script schema with its type, "required" where the schema says
   so, and its default where the schema gives one.
Prints one line per problem and exits 1 if there was any.
"""
import os
import re
import subprocess
import sys

pages, tools, schemas = sys.argv[1:4]
problems = []


def render(page):
    r = subprocess.run(["groff", "-man", "-Tascii", "-ww", "-rLL=400n", "-P-cbou",
                        os.path.join(pages, page)], capture_output=True, text=True)
    if r.returncode != 0 or r.stderr:
        problems.append("%s: groff: %s" % (page, r.stderr.strip() or "exit %d" % r.returncode))
    return r.stdout


TOOL_PAGES = ["metal", "metal-arch", "metal-nt", "metal-tt", "airlib-dump", "metallib",
              "metal-script", "metal-config", "gpu-mc", "metal-run"]
listed = sorted(f for f in os.listdir(pages) if re.match(r".*\.[15]$", f))
expected = sorted([t + ".1" for t in TOOL_PAGES] + ["metal-pipelines-script.5"])
if listed != expected:
    problems.append("pages are %s, expected %s" % (listed, expected))

for tool in TOOL_PAGES:
    text = render(tool + ".1")
    if not text.startswith(tool.upper() + "(1)"):
        problems.append("%s.1: the title is not %s(1)" % (tool, tool.upper()))
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS", "SEE ALSO"]:
        if not re.search(r"^%s$" % section, text, re.M):
            problems.append("%s.1: no %s section" % (tool, section))
    help_text = subprocess.run([os.path.join(tools, tool), "--help"], capture_output=True,
                               text=True).stdout
    options = re.findall(r"^  +(--?[A-Za-z][\w-]*)", help_text, re.M)
    if len(options) < 3:
        problems.append("%s --help lists only %s" % (tool, options))
    for opt in options:
        # The page may write a long option with one dash or two, as the
        # tool accepts both.
        name = opt.lstrip("-")
        if not re.search(r"(?<![\w-])--?%s(?![\w-])" % re.escape(name), text):
            problems.append("%s.1: option %s is not described" % (tool, opt))

# The schema's tables and members.
text = re.sub(r"//[^\n]*", "", "".join(
    open(os.path.join(schemas, f)).read()
    for f in ["Common.fbs", "Pipelines.fbs", "MetalPipelinesScript.fbs"]))
enums = set(re.findall(r"enum (\w+)", text))
page = render("metal-pipelines-script.5")
# Rendered member lines: "name (type; required; default X)" under a section.
sections = {}
current = None
for line in page.splitlines():
    if re.match(r"^[A-Z][A-Z ]+$", line):
        current = line
        sections[current] = {}
    m = re.match(r"^ {7}(\w+) \((.*)\)$", line)
    if m and current:
        sections[current][m.group(1)] = m.group(2)
checked = 0
for t in re.finditer(r"table (\w+)\s*\{([^}]*)\}", text):
    table, body = t.groups()
    if table.startswith("Constant") or table == "FunctionConstantIndex":
        continue  # documented as the value_type list, checked below
    owners = [s for s, members in sections.items()
              if all(f.split(":")[0].strip() in members
                     for f in body.split(";") if f.strip())]
    if not owners:
        problems.append("metal-pipelines-script.5: no section lists all members of %s" % table)
        continue
    members = sections[owners[0]]
    for f in body.split(";"):
        f = f.strip()
        if not f:
            continue
        fm = re.match(r"(\w+)\s*:\s*(\[?)(\w+)\]?\s*(?:=\s*([\w.]+))?\s*(\(.*\))?", f)
        name, array, base, default, attrs = fm.groups()
        desc = members[name]
        checked += 1
        if array and not desc.startswith("array of"):
            problems.append("%s.%s: not documented as an array" % (table, name))
        if base in ("string", "bool", "uint", "ushort") and base not in desc:
            problems.append("%s.%s: type %s not documented" % (table, name, base))
        if base in enums and "string" not in desc:
            problems.append("%s.%s: an enumeration is written as a string" % (table, name))
        if attrs and "required" in attrs and "required" not in desc:
            problems.append("%s.%s: not documented as required" % (table, name))
        if default and "default " + default not in desc:
            problems.append("%s.%s: default %s not documented" % (table, name, default))
for e in re.finditer(r"enum (\w+)\s*:\s*\w+\s*(?:\([^)]*\))?\s*\{([^}]*)\}", text):
    for v in [v.strip() for v in e.group(2).split(",") if v.strip()]:
        if not re.search(r"(?<![\w])%s(?![\w])" % v, page):
            problems.append("metal-pipelines-script.5: %s value %s missing" % (e.group(1), v))
for c in re.findall(r"table (Constant\w+)", text):
    if not re.search(r"(?<![\w])%s(?![\w])" % c, page):
        problems.append("metal-pipelines-script.5: constant type %s missing" % c)

for p in problems:
    print(p)
print("%d pages, %d schema members checked, %d problems" % (len(listed), checked, len(problems)))
sys.exit(1 if problems else 0)
