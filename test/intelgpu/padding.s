// Functions are 16-byte aligned, and a function of compacted instructions
// can end 8 bytes past a boundary: the padding is then a compacted mov to
// null (nop has no compact form), which iga64 decodes. Two functions in
// one object once never finished the assembler's layout, because padding
// could only be 16-byte nops.
// REQUIRES: iga64
// RUN: rm -rf %t && mkdir %t
// RUN: gpu-mc -arch=intelgpu -mcpu=skl -filetype=obj %s -o %t/k.o
// RUN: llvm-nm -n %t/k.o | FileCheck %s --check-prefix=NM
// NM: 0000000000000000 T first
// NM-NEXT: 0000000000000020 T second
// RUN: gpu-mc -arch=intelgpu -mcpu=skl -filetype=bin %s -o %t/k.bin
// RUN: iga64 -d -p=9 -Wall %t/k.bin | FileCheck %s
// CHECK: (W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud {Compacted}
// CHECK-NEXT: (W) send (8|M0) null r127 0x27 0x02000010 {EOT}
// CHECK-NEXT: L24:
// CHECK-NEXT: (W) mov (8|M0) null<1>:ud r0.0<8;8,1>:ud {Compacted}
// CHECK-NEXT: (W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud {Compacted}
	.text
	.globl	first
	.p2align	4
first:
(W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud
(W) send (8|M0) null r127 0x27 0x02000010 {EOT}
	.globl	second
	.p2align	4
second:
(W) mov (8|M0) r127.0<1>:ud r0.0<8;8,1>:ud
(W) send (8|M0) null r127 0x27 0x02000010 {EOT}
