// gpu-mc writes Apple GPU Mach-O objects (CPU type 0x01000013, the processor's
// subtype) that airlib-dump disassembles; llvm-readobj is the independent
// reader of the container.

// RUN: rm -rf %t && mkdir %t
// RUN: gpu-mc -arch=applegpu -mcpu=g13s -filetype=obj %s -o %t/k.o
// RUN: llvm-readobj --file-headers --sections --symbols %t/k.o | FileCheck %s --check-prefix=READOBJ
// READOBJ: Magic: Magic64 (0xFEEDFACF)
// READOBJ: CpuType: 0x1000013
// READOBJ: CpuSubType: 0x212
// READOBJ: FileType: Relocatable (0x1)
// READOBJ: Name: __text
// READOBJ: Segment: __TEXT
// READOBJ: Size: 0x10
// READOBJ: Name: _main

// RUN: airlib-dump --disassemble %t/k.o | FileCheck %s
// CHECK: Arch: applegpu_g13s
// CHECK: CPUSubtype: 530
// CHECK: Name: __TEXT,__text
// CHECK: Disassembly [
// CHECK-NEXT: <_main>:
// CHECK-NEXT: 000000: 72011004                 mov      r0, thread_in_grid_x
// CHECK-NEXT: 000004: 0e05404200000000         iadd     r1, r0, 4
// CHECK-NEXT: 00000c: 8800                     stop
// CHECK-NEXT: 00000e: 0800                     trap

// The default processor is g13g (the M1); an unknown one is an error.
// RUN: gpu-mc -arch=applegpu -filetype=obj %s -o %t/g.o
// RUN: airlib-dump %t/g.o | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: Arch: applegpu_g13g
// RUN: not gpu-mc -arch=applegpu -mcpu=g99 %s -o %t/x.o 2>&1 | FileCheck %s --check-prefix=CPU
// CPU: unknown processor 'g99' for applegpu

_main:
  mov      r0, thread_in_grid_x
  iadd     r1, r0, 4
  stop
  trap
