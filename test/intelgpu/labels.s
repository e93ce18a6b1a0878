// Branch targets as labels, resolved after compaction moved the code (the
// bytes and the numeric listing are iga64's: iga64 -a -p=9 -Xautocompact,
// iga64 -d -n).
// RUN: gpu-mc -arch=intelgpu -mcpu=skl -filetype=bin %s -o %t.bin
// RUN: gpu-mc -arch=intelgpu -mcpu=skl -disassemble -raw %t.bin | FileCheck %s
// CHECK:      (f0.0) if (8|M0) 24 48
// CHECK-NEXT: add (8|M0) r1.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f {Compacted}
// CHECK-NEXT: else (8|M0) 24 24
// CHECK-NEXT: mov (8|M0) r1.0<1>:f r2.0<8;8,1>:f {Compacted}
// CHECK-NEXT: endif (8|M0) 16
// CHECK-NEXT: (W) jmpi -64
// CHECK-NEXT: call (8|M0) r10.0 32
// CHECK-NEXT: while (8|M0) -96
// CHECK-NEXT: ret (8|M0) r10.0
// The assembly listing keeps the labels.
// RUN: gpu-mc -arch=intelgpu -mcpu=skl %s | FileCheck %s --check-prefix=ASM
// ASM: (f0.0) if (8|M0) Lelse Lend
// ASM: (W) jmpi L0
// An undefined label is an error, not a relocation.
// RUN: printf 'jmpi nowhere\n' > %t.bad.s
// RUN: not gpu-mc -arch=intelgpu -filetype=bin %t.bad.s -o %t.bad.bin 2>&1 | FileCheck %s --check-prefix=UNDEF
// UNDEF: error: undefined label 'nowhere'
_main:
L0:
(f0.0) if (8|M0) Lelse Lend
add (8|M0) r1.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f
Lelse:
else (8|M0) Lend Lend
mov (8|M0) r1.0<1>:f r2.0<8;8,1>:f
Lend:
endif (8|M0) Lnext
Lnext:
(W) jmpi L0
call (8|M0) r10.0 sub
while (8|M0) L0
sub:
ret (8|M0) r10.0
