#!/usr/bin/env python3
"""Validates airlib-dump --json output of one MetalLib.

Checks the document's shape (every key a consumer relies on, with its JSON
type) and, when given, the expected facts:
  --count N          number of functions
  --names a,b        function names, in order
  --types t,u        function type names, in order
  --file-type NAME   header file type name
Every function's hash must be verified and the dump must carry no warnings.
"""
import argparse
import json
import sys

ap = argparse.ArgumentParser()
ap.add_argument("--count", type=int)
ap.add_argument("--names")
ap.add_argument("--types")
ap.add_argument("--file-type")
args = ap.parse_args()

doc = json.load(sys.stdin)
errors = []


def need(obj, key, typ, where):
    if not isinstance(obj, dict) or key not in obj:
        errors.append("%s: missing '%s'" % (where, key))
        return None
    if not isinstance(obj[key], typ):
        errors.append("%s: '%s' is %s, expected %s" % (where, key, type(obj[key]).__name__, typ.__name__))
        return None
    return obj[key]


need(doc, "file", str, "top")
if need(doc, "format", str, "top") != "MetalLib":
    errors.append("top: format is not MetalLib")
hdr = need(doc, "header", dict, "top") or {}
for k in ("platform", "file_type", "target_os", "file_size"):
    need(hdr, k, int, "header")
for k in ("magic", "container_version", "platform_name", "file_type_name", "os_version"):
    need(hdr, k, str, "header")
for sec in ("function_list", "public_metadata", "private_metadata", "bitcode"):
    s = need(hdr, sec, dict, "header") or {}
    need(s, "offset", int, "header." + sec)
    need(s, "size", int, "header." + sec)
funcs = need(doc, "functions", list, "top") or []
count = need(doc, "function_count", int, "top")
if count is not None and count != len(funcs):
    errors.append("function_count %d but %d functions" % (count, len(funcs)))
for i, f in enumerate(funcs):
    w = "functions[%d]" % i
    need(f, "name", str, w)
    need(f, "type", int, w)
    need(f, "type_name", str, w)
    need(f, "tags", list, w)
    need(f, "bitcode_size", int, w)
    need(f, "public_metadata", list, w)
    need(f, "private_metadata", list, w)
    off = need(f, "offsets", dict, w) or {}
    for k in ("public_metadata", "private_metadata", "bitcode"):
        need(off, k, int, w + ".offsets")
    if f.get("hash_check") != "verified":
        errors.append("%s: hash_check is %r" % (w, f.get("hash_check")))
if need(doc, "warnings", list, "top"):
    errors.append("warnings: %r" % doc["warnings"])
if args.count is not None and len(funcs) != args.count:
    errors.append("expected %d functions, found %d" % (args.count, len(funcs)))
if args.names is not None:
    names = [f.get("name") for f in funcs]
    if names != args.names.split(","):
        errors.append("names %r" % names)
if args.types is not None:
    types = [f.get("type_name") for f in funcs]
    if types != args.types.split(","):
        errors.append("types %r" % types)
if args.file_type is not None and hdr.get("file_type_name") != args.file_type:
    errors.append("file type %r" % hdr.get("file_type_name"))

if errors:
    print("\n".join("invalid: " + e for e in errors))
    sys.exit(1)
print("valid: %d functions" % len(funcs))
