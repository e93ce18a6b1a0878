#!/usr/bin/env python3
"""Writes a fake /sys for metal-arch:

  fake-sysfs.py ROOT SLOT=CLASS,VENDOR,DEVICE,REVISION ... NODE=COMPAT:COMPAT

A PCI device gets sys/bus/pci/devices/SLOT/{class,vendor,device,revision};
a device-tree node (an entry without commas in its value) gets
sys/bus/platform/devices/NODE/of_node/compatible, its strings NUL-separated
as the kernel shows them.
"""
import os
import sys

root = sys.argv[1]
for spec in sys.argv[2:]:
    name, _, value = spec.partition("=")
    if value.count(",") == 3 and value.startswith("0x"):
        d = os.path.join(root, "sys/bus/pci/devices", name)
        os.makedirs(d, exist_ok=True)
        for key, v in zip(["class", "vendor", "device", "revision"], value.split(",")):
            open(os.path.join(d, key), "w").write(v + "\n")
    else:
        d = os.path.join(root, "sys/bus/platform/devices", name, "of_node")
        os.makedirs(d, exist_ok=True)
        open(os.path.join(d, "compatible"), "wb").write(
            b"".join(c.encode() + b"\0" for c in value.split(":")))
