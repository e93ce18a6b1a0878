// IGA's syntax as gpu-mc reads it: the forms iga64 prints, IGA's defaults
// for omitted regions, z/nz, decimal or hexadecimal immediates, labels-free
// numeric branch offsets. Expected bytes and text were checked with iga64
// (iga64 -a -p=9 -Xautocompact; iga64 -d -n). The text is the instruction as
// parsed; compact encodings are the 8-byte ones.
// RUN: gpu-mc -arch=intelgpu -mcpu=skl -show-encoding %s | FileCheck %s

mov (8|M0) r1.0<1>:f r2.0<8;8,1>:f
// CHECK: 010b012007010200     mov (8|M0) r1.0<1>:f r2.0<8;8,1>:f
add (16|M0) r4.0<1>:f r6.0<8;8,1>:f r8.0<8;8,1>:f {NoCompact}
// CHECK-NEXT: 40008000e83a8020c0008d3a00018d00 add (16|M0) r4.0<1>:f r6.0<8;8,1>:f r8.0<8;8,1>:f
(f0.0) sel (8|M0) r3.0<1>:d r4.0<8;8,1>:d 5:d
// CHECK-NEXT: 02d5012007030405     (f0.0) sel (8|M0) r3.0<1>:d r4.0<8;8,1>:d 5:d
cmp (8|M0) (z)f0.0 null<1>:f r2.0<8;8,1>:f 0.0:f
// CHECK-NEXT: 106b022107000200     cmp (8|M0) (eq)f0.0 null<1>:f r2.0<8;8,1>:f 0.0:f
add (8|M0) r1:f r2:f r3:f
// CHECK-NEXT: 40006000e83a20204000203a60002000 add (8|M0) r1.0<1>:f r2.0<1;1,0>:f r3.0<1;1,0>:f
mov (4|M0) r1.2:f r2.1:f
// CHECK-NEXT: 0101492000010200     mov (4|M0) r1.2<1>:f r2.1<0;1,0>:f
send (8|M0) r10 r2 0xC 0x04146EFD
// CHECK-NEXT: 3100600c0802402140000006fd6e1404 send (8|M0) r10 r2 0xC 0x04146EFD
(W) jmpi 144
// CHECK-NEXT: 20000000040000340014000e80000000 (W) jmpi 144
mad (8|M0) r10.0<1>:f r11.0<2;1>:f r12.0<2;1>:f r13.0<1>:f
// CHECK-NEXT: 5ba100200058301a     mad (8|M0) r10.0<1>:f r11.0<2;1>:f r12.0<2;1>:f r13.0<1>:f
math.inv (8|M0) r5.0<1>:f r6.0<8;8,1>:f
// CHECK-NEXT: 380b012107050600     math.inv (8|M0) r5.0<1>:f r6.0<8;8,1>:f
