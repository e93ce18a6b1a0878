// Hand-written G13 assembly in Mesa's syntax: operands may be omitted where the
// printer omits them, spacing and hexadecimal numbers are free, and the
// encoder picks the shortest form.

// RUN: gpu-mc -arch=applegpu -show-encoding %s | FileCheck %s

// short and long forms of fadd (the short form only holds small sources)
fadd r1, ^r1, 0.234375
// CHECK: 2a05c2f2             fadd     r1, ^r1, 0.234375
fadd     r11, r8, -0.0, sat
// CHECK-NEXT: 6aad50020002         fadd     r11, r8, -0.0, sat
// hexadecimal and extra spaces
iadd   $r1 ,  $r3 ,  0x4 , sat
// CHECK-NEXT: ce05864200000000     iadd     $r1, $r3, 4, sat
// optional operands in the middle: coherent1 before the wait group
atomic _, r3, du10, r1.sx, add, coherent1, a
// CHECK-NEXT: 1500248c10500600     atomic   _, r3, du10, r1.sx, add, coherent1, a
// fcmp_ballot prints like icmp_ballot; the assembler takes the first
ballot r54, r17, r21, ieq
// CHECK-NEXT: 325962a226100100     ballot   r54, r17, r21, ieq
// ldimm: the destination size picks ldimm16 or ldimm32
ldimm r0l, 1
// CHECK-NEXT: 62000100             ldimm    r0l, 1
ldimm r0, 1
// CHECK-NEXT: 620101000000         ldimm    r0, 1
stop
// CHECK-NEXT: 8800                 stop
trap ; stop // two statements and a comment
// CHECK-NEXT: 0800                 trap
// CHECK-NEXT: 8800                 stop
// float immediates in any form strtod reads, printed as Mesa does
fadd r1, r1, .5
// CHECK-NEXT: 2a8542020200         fadd     r1, r1, 0.5
fmul r2, r3, 5e-1, sat
// CHECK-NEXT: 5a8946020200         fmul     r2, r3, 0.5, sat
