// Direct jumps and calls may name their target; the offset (relative to the
// jump, Mesa's agx_fixup_branch) is filled in at layout.
// RUN: gpu-mc -arch=applegpu -filetype=bin %s -o %t.bin
// RUN: od -An -v -tx1 %t.bin | tr -d ' \n' | sed -E 's/(..)/\1 /g' > %t.hex
// RUN: gpu-mc -arch=applegpu -disassemble -show-encoding %t.hex | FileCheck %s
// CHECK:      0e05404200000000     iadd     r1, r0, 4
// CHECK-NEXT: 00c00e000000         jmp_any  14
// CHECK-NEXT: 10c0f2ffffff         call     -14
// CHECK-NEXT: 8800                 stop
// CHECK-NEXT: 00c0eaffffff         jmp_any  -22
// The listing keeps the label before layout.
// RUN: gpu-mc -arch=applegpu %s | FileCheck %s --check-prefix=ASM
// ASM: jmp_any  done
// RUN: printf 'jmp_any nowhere\n' > %t.bad.s
// RUN: not gpu-mc -arch=applegpu -filetype=bin %t.bad.s -o %t.bad.bin 2>&1 | FileCheck %s --check-prefix=UNDEF
// UNDEF: error: undefined label 'nowhere'
top:
  iadd     r1, r0, 4
  jmp_any  done
  call     top
  stop
done:
  jmp_any  top
