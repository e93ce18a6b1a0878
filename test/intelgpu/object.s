// gpu-mc writes Intel GPU Mach-O objects (CPU type 0x01000015, the
// processor's subtype) that airlib-dump disassembles; llvm-readobj reads the
// container.
// RUN: rm -rf %t && mkdir %t
// RUN: gpu-mc -arch=intelgpu -mcpu=icl_1x8x8r7 -filetype=obj %s -o %t/k.o
// RUN: llvm-readobj --file-headers --sections --symbols %t/k.o | FileCheck %s --check-prefix=READOBJ
// READOBJ: Magic: Magic64 (0xFEEDFACF)
// READOBJ: CpuType: 0x1000015
// READOBJ: CpuSubType: 0x110807
// READOBJ: FileType: Relocatable (0x1)
// READOBJ: Name: __text
// READOBJ: Size: 0x28
// READOBJ: Name: _main
// RUN: airlib-dump --disassemble %t/k.o | FileCheck %s
// CHECK: Arch: intelgpu_icl_1x8x8r7
// CHECK: Disassembly [
// CHECK-NEXT: <_main>:
// CHECK-NEXT: 000000: 0101492000010200                 mov (4|M0) r1.2<1>:f r2.1<0;1,0>:f {Compacted}
// CHECK-NEXT: 000008: 40006000284b20204000204a60002000 add (8|M0) r1.0<1>:f r2.0<1;1,0>:f r3.0<1;1,0>:f
// CHECK-NEXT: 000018: 3100600c0802402140000006fd6e1404 send (8|M0) r10 r2 0xC 0x04146EFD
// The generation name stands for its first architecture.
// RUN: gpu-mc -arch=intelgpu -mcpu=skl -filetype=obj %s -o %t/skl.o
// RUN: airlib-dump %t/skl.o | FileCheck %s --check-prefix=SKL
// SKL: Arch: intelgpu_skl_gt2r6
_main:
mov (4|M0) r1.2:f r2.1:f
add (8|M0) r1:f r2:f r3:f
send (8|M0) r10 r2 0xC 0x04146EFD
