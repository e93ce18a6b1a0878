// Gen9 corpus: utils/intelgpu-corpus.py -p 9 -g alu -n 5000 --seed 20261123; 3617 lines iga64 accepts.
add (4|M12) r1.0<2>:uw sr0.1<0;1,0>:uw (abs)r1.7<8;8,0>:uw
(f0.1.any8h) mov (32|M0) (ne)f0.1 r1.0<1>:df r7.3<8;8,1>:df {Breakpoint,Switch}
sada2 (16|M24) r7.0<2>:hf (abs)ip<0;1,0>:hf (abs)r64.0<32;8,4>:hf {AccWrEn,Breakpoint}
cmp (2|M24) r2.0<1>:d -r[a0.2,-32]<1,0>:d (abs)r0.7<16;8,1>:d
rndz (8|M0) r127.0<1>:ud -(abs)acc1.0<0;1,0>:ub
fbh (1|M8) r7.0<4>:d 4096:q
(~f1.0.all4h) rnde (32|M0) r1.2<4>:q r127.0<4;1,0>:q
dp3 (4|M24) (eq)f0.0 r100.2<1>:ub r[a0.1]<16;8,1>:f -(abs)r7.7<0;4,1>:b {NoDDChk}
(~f0.1.anyv) or (16|M8) r126.4<4>:uw (abs)r127.15<1;1,0>:uw r31.0<16;8,1>:uw {Atomic}
dph (16|M0) r31.1<1>:df r64.1<0;4,1>:ud -r2.0<8;8,1>:ud
mov (8|M16) r7.0<2>:b r2.7<8;4,2>:ud {Breakpoint,Switch}
mach (1|M0) r100.4<1>:b acc1.0<0;1,0>:b r100.2<8;8,0>:b {AccWrEn,Atomic}
rndd (16|M16) r31.0<1>:uw (abs)acc0.0<0;1,0>:uw {Switch}
(~f0.1.anyv) frc (2|M8) null<4>:f r31.3<8;4,2>:f
math.rsqt (32|M0) r0.0<1>:hf -(abs)r126.0<16;8,2>:hf {AccWrEn}
mul (2|M0) (sat)r126.4<2>:uw -(abs)r2.7<4;4,1>:w -(abs)r0.1<1;1,0>:w
(~f1.1.any16h) cmpn (16|M24) r7.2<2>:uw f1.1<0;1,0>:uw 0x1000:uw
(f1.0.all8h) cmpn (32|M0) (le)f1.0 r127.2<2>:f r[a0.2,16]<1,0>:w (abs)r7.0<2;1,0>:w
line (8|M0) r0.0<4>:ub r0.0<8;4,2>:ub -r100.0<4;1,0>:ub
(W) rndz (32|M8) (ge)f1.1 r0.0<4>:w 0x0:ud {Breakpoint}
dp3 (16|M16) (lt)f0.1 r100.2<2>:b r100.0<0;4,1>:d -r[a0.2,511]<4;2,2>:d
smov (8|M0) r0.0<4>:d r64.7<8;8,1>:d r64.0<32;8,4>:d {AccWrEn}
(f0.0.any16h) mul (16|M0) r127.2<1>:f tm0.0<0;1,0>:f -(abs)r31.0<16;16,1>:f {Switch}
shr (16|M0) (gt)f1.0 r0.0<2>:d r1.2<2;1,0>:d -r100.7<4;4,1>:d
math.invm (2|M0) (eo)f0.0 r100.mme1:f -r27.mme7:f -r127.mme7:f {AccWrEn,Atomic}
(f0.0.any16h) shr (8|M16) (ge)f0.0 r0.0<4>:ud -r100.2<8;8,0>:ud r7.7<4;1,0>:ud
(~f1.1.all2h) shl (8|M0) r[a0.3]<4>:w r0.15<4;1,0>:w (abs)r7.3<16;8,1>:w {AccWrEn}
mov (4|M0) r100.1<4>:w 0x64CC08FD:uv
or (32|M16) acc1.0<1>:hf dbg0.0<0;1,0>:hf 0.0:hf
add (32|M0) r31.2<2>:b -(abs)r0.0<4;1,0>:b r7.0<1;1,0>:b
avg (4|M0) (sat)r126.0<4>:ud -r[a0.1,-512]<2;2,1>:uw r127.1<2;2,1>:uw
(W) shl (1|M12) (sat)r100.0<2>:uw r100.2<4;2,2>:uw -(abs)r2.7<8;8,0>:uw {NoDDClr}
(~f1.1.all16h) rndd (8|M0) r64.2<4>:f r64.0<2;1,0>:ud
(f1.1) cmp (8|M0) (un)f1.1 cr0.0<2>:b ip<0;1,0>:b r100.3<2;1,0>:b
math.invm (8|M0) (eo)f0.0 r1.mme5:f r27.mme3:f -r64.mme0:f
movi (8|M0) r100.2<1>:uw r[a0.0,2]<1,0>:uw {Switch}
rndu (1|M0) r7.2<1>:b r7.7<1;1,0>:b
cmpn (4|M0) r127.1<1>:w r1.0<16;8,2>:w r100.0<2;2,1>:w
(~f1.1.all32h) asr (1|M16) (ne)f1.1 r2.4<2>:hf f1.1<0;1,0>:hf r31.3<1;1,0>:w
frc (16|M8) r100.2<1>:df inf:df {Breakpoint,NoDDClr}
(f1.1.all4h) cmpn (8|M24) r7.0<1>:b cr0.0<0;1,0>:b r1.0<2;2,1>:b
(~f0.1) asr (16|M0) r[a0.0,64]<1>:ub r31.0<4;1,0>:f -inf:f
mac (4|M12) (ne)f0.0 r127.0<1>:uw (abs)f1.1<0;1,0>:uw (abs)r0.3<0;4,1>:uq
(W) mov (16|M0) (ge)f1.1 ip<4>:w r31.0<4;1,0>:q
(W) sada2 (16|M0) acc0.0<4>:f -(abs)r126.2<0;1,0>:f r64.7<8;8,0>:f
math.invm (1|M0) (eo)f1.1 r100.mme7:f (abs)r2.nomme:f r27.mme7:f
(~f1.0.anyv) mach (1|M20) r100.2<1>:w r64.0<2;2,1>:w -(abs)r126.0<1;1,0>:w
dph (2|M8) null<4>:uw r7.0<4;2,2>:uw r1.0<32;8,4>:uw
(~f0.1.all8h) sad2 (16|M0) r[a0.0]<1>:ud -(abs)r1.2<8;8,0>:hf -r7.0<0;1,0>:hf
xor (32|M0) r0.1<2>:ub r7.2<0;4,1>:ub (abs)r64.0<16;16,1>:ub
(~f0.1.allv) frc (16|M0) r31.0<2>:d 4096:d {Breakpoint}
(W&f1.1) cmp (4|M0) (eq)f1.1 r7.1<2>:q -(abs)r1.0<2;1,0>:q -r0.3<4;1,0>:q {Switch}
(~f0.0.any16h) subb (2|M0) (eq)f0.0 (sat)r126.0<2>:uq r0.7<4;4,1>:uw 3.14159:f
(~f1.1.any4h) rndd (16|M24) r126.2<1>:f (abs)r127.2<0;4,1>:f
(f0.0.any2h) dph (8|M0) r64.4<4>:f r1.0<4;2,2>:ub (abs)r127.0<16;16,1>:ub {Atomic,NoDDClr}
addc (8|M0) sr0.0<1>:df ce<0;1,0>:uw 0xFFFF:uw
asr (8|M0) r0.0<2>:ud r[a0.2,-512]<16;16,1>:ub r7.7<8;8,1>:ub {Atomic,NoDDChk,NoDDClr}
cbit (2|M0) r31.0<2>:uq acc0.0<0;1,0>:b
(W) sad2 (16|M0) r126.1<1>:ud r0.0<16;16,1>:ud -(abs)r100.0<32;8,4>:ud {NoDDChk}
(W&~f1.1) mac (4|M20) r1.0<2>:q fc0.0<0;1,0>:uq -r64.1<8;8,0>:uq {AccWrEn}
(~f0.1.any32h) mov (2|M8) a0.0<4>:uw r100.2<8;4,2>:hf {Switch}
(W) shl (8|M0) (sat)r[a0.3]<2>:df r[a0.2,-512]<16;8,1>:df r2.3<4;4,1>:df
fbl (4|M28) r0.1<1>:df 1.4013e-45:df {Breakpoint}
(W) rndu (8|M8) r0.0<4>:q -r127.3<0;4,1>:q
movi (1|M24) r0.0<1>:w r[a0.1]<1,0>:w {NoDDClr}
frc (32|M8) r[a0.1,64]<1>:f 0xF99A67E4:v
movi (8|M0) r31.0<1>:f r[a0.2,2]<1,0>:f {Atomic}
asr (8|M0) r126.2<4>:b (abs)r0.0<4;1,0>:ud (abs)r31.7<2;1,0>:ud {Switch}
(W) line (4|M20) r100.0<1>:df sp.0<0;1,0>:df -(abs)r7.3<32;8,4>:df
(~f0.1.any16h) and (4|M20) r64.2<1>:uw -(abs)r126.0<0;1,0>:uw r0.7<8;8,1>:uw {Breakpoint,NoDDChk,NoDDClr}
(f0.1.anyv) add (4|M0) (ge)f0.1 r127.3<2>:q r64.1<0;1,0>:q -(abs)r2.3<4;2,2>:q
mov (16|M24) r100.2<1>:df -(abs)r31.1<0;1,0>:ub {Breakpoint,NoDDClr}
(W) rndu (8|M0) cr0.0<4>:ud r[a0.7,-32]<2;2,1>:ud {Atomic}
frc (8|M8) f1.0<1>:ud -sp.0<0;1,0>:ud {Atomic}
(f1.1.any32h) line (8|M0) (gt)f1.1 r1.0<4>:uq r[a0.0,2]<1,0>:uq r1.3<1;1,0>:uq
(W&f1.1) avg (2|M28) r100.2<4>:w (abs)r2.0<1;1,0>:w (abs)r126.0<16;8,2>:w
(f0.1) bfrev (1|M0) sr0.0<4>:w r2.15<0;1,0>:hf
dph (4|M0) r64.3<4>:q -(abs)r[a0.0,-512]<4;4,1>:q (abs)r7.0<8;8,0>:ub
not (4|M24) r100.0<2>:b null<0;1,0>:b {NoDDClr}
mov (8|M0) a0.0<1>:d -r127.3<2;1,0>:d {Breakpoint}
or (16|M8) r2.1<1>:uq -(abs)f1.1<0;1,0>:uq (abs)r100.0<8;4,2>:df
sada2 (1|M20) (lt)f1.0 r7.0<1>:hf (abs)acc0.0<0;1,0>:hf 3.140625e+00:hf
mach (4|M12) r127.4<1>:uw (abs)fc0.0<0;1,0>:uw r0.0<0;1,0>:uw
(W) cmpn (1|M20) r7.1<4>:hf -(abs)r1.7<8;8,0>:hf -inf:hf
avg (16|M0) r1.0<1>:hf f0.0<0;1,0>:hf -r126.0<32;8,4>:hf {Breakpoint}
add (1|M8) r31.3<2>:q -(abs)tdr0.0<0;1,0>:q -(abs)r127.3<4;4,1>:q
lzd (2|M0) r127.0<2>:uq -(abs)sr0.1<0;1,0>:uq {NoDDChk}
shr (4|M0) r[a0.0]<2>:uw -(abs)sp.0<0;1,0>:uw r2.7<0;4,1>:uw {NoDDClr}
dp2 (4|M20) r126.4<1>:ud (abs)tdr0.0<0;1,0>:ud -r126.1<32;8,4>:ud {NoDDClr}
(W&~f0.0) mul (16|M0) r[a0.1]<1>:uw tm0.0<0;1,0>:ud 0x0:ud {Atomic}
(~f0.0.all8h) and (8|M0) r64.2<2>:d sp.0<0;1,0>:d r64.7<32;8,4>:d {AccWrEn}
mul (32|M0) r0.0<1>:d r31.1<2;1,0>:uw -(abs)r2.2<0;1,0>:uw
dph (4|M4) r127.0<1>:ud r0.7<8;4,2>:ud -(abs)r0.3<32;8,4>:ud {AccWrEn,NoDDClr}
sada2 (2|M12) (sat)r7.0<2>:ud r1.3<16;8,1>:ud r31.2<8;8,1>:uq
sad2 (16|M0) (sat)r127.1<1>:uq -tm0.0<0;1,0>:hf -r126.15<2;1,0>:hf {Switch}
dp3 (32|M0) (ne)f0.0 (sat)null<1>:b -(abs)n0.0<0;1,0>:b r1.7<16;8,1>:b
dph (16|M16) r2.2<1>:df r31.0<16;16,1>:df r127.0<8;8,0>:df {Atomic}
mul (16|M0) (eq)f1.0 r100.0<1>:ud -(abs)sr0.0<0;1,0>:ud r31.3<2;1,0>:ud
(W&f0.1) fbh (16|M0) r126.0<1>:d 2.0:hf
(f1.0.allv) mov (8|M0) r7.0<2>:ub r7.7<16;16,1>:hf
math.invm (4|M16) (eo)f0.0 r100.mme0:f (abs)r27.nomme:f (abs)r127.mme3:f
xor (1|M8) r31.2<1>:hf null<0;1,0>:hf (abs)r64.2<2;1,0>:hf
math.invm (4|M28) (eo)f0.0 r100.mme0:df (abs)r2.nomme:df (abs)r2.mme0:df
dph (1|M8) r1.0<2>:uw r64.0<16;8,1>:uw r7.0<4;2,2>:uw
(f0.1.all16h) avg (1|M0) (un)f0.1 f1.0<2>:ub msg0.0<0;1,0>:ub -r127.15<8;8,1>:ub
(~f1.1.all32h) sada2 (8|M0) r[a0.0,16]<1>:q -(abs)r126.3<2;2,1>:q r2.2<4;4,1>:q {Atomic}
mac (16|M0) r1.1<2>:w (abs)r126.1<8;8,1>:b r31.15<8;8,0>:b {Breakpoint}
(f0.0.all2h) rndz (2|M24) r7.0<1>:d -(abs)r126.3<32;8,4>:uq {NoDDChk}
(W) movi (32|M16) r2.2<1>:d r[a0.0,16]<1,0>:d
math.iqot (32|M8) r100.0<1>:ud -r7.0<0;4,1>:ud 0xFFF:ud
(f0.1.all32h) dp4 (16|M16) (ov)f0.1 r126.1<2>:ud r64.0<8;8,1>:ud r127.1<16;16,1>:df
(f1.1.anyv) math.irem (1|M24) (sat)r1.1<4>:d r2.7<8;8,1>:d r2.1<0;4,1>:d
movi (1|M24) r100.2<4>:ud r[a0.0,16]<1,0>:ud
(W) sel (16|M16) r2.0<1>:uq r31.3<0;4,1>:uq -(abs)r100.2<0;4,1>:uq
shr (16|M16) (sat)null<1>:ud (abs)r126.0<0;4,1>:ub r126.3<16;8,2>:ub
(W) subb (2|M0) r0.2<2>:f r31.7<8;8,0>:ud r100.7<0;4,1>:ud
(W) rndu (1|M0) (le)f0.1 r2.3<1>:uq 2147483647:d {NoDDChk}
(f1.1.all32h) shr (4|M0) (ov)f1.1 r2.0<1>:hf f0.0<0;1,0>:hf 1.0:hf
(W) cmpn (1|M20) r0.2<1>:ub (abs)r[a0.0,16]<4;1,0>:q -(abs)r0.0<16;8,2>:q
dp2 (4|M0) r100.0<1>:d r[a0.2,2]<0;4,1>:q r[a0.0]<8;4,2>:q
movi (16|M8) r126.2<4>:ud r[a0.2,2]<1,0>:ud
(~f0.1.all2h) line (2|M0) (gt)f0.1 r100.0<1>:ub -r1.0<0;1,0>:ub r2.3<16;16,1>:ub
cbit (16|M0) a0.0<1>:uw 0xFF0B1DD4:vf
(~f0.1.all2h) math.sqt (16|M0) r1.2<1>:f -(abs)r100.7<8;8,1>:f {NoDDChk}
mov (16|M0) r1.4<1>:hf r126.0<16;16,1>:ud
shl (8|M24) r1.2<2>:f -a0.0<0;1,0>:f r0.0<0;1,0>:f {Atomic}
shr (1|M24) (un)f0.1 r127.0<4>:hf -(abs)r100.7<4;2,2>:hf 0.0:hf
dph (8|M0) (eq)f1.0 r[a0.1,64]<2>:uq n0.0<0;1,0>:uq r7.3<4;1,0>:uq {AccWrEn,Switch}
(~f1.1.all32h) sel (32|M0) r126.0<1>:uw (abs)r100.1<8;4,2>:uw r64.0<2;2,1>:d {Switch}
mac (8|M0) r[a0.1,16]<4>:ub cr0.0<0;1,0>:ub -r0.0<4;4,1>:ub {NoDDClr,Switch}
bfrev (8|M0) r127.1<2>:uq r31.0<4;1,0>:uq
(~f1.0.all8h) cbit (2|M12) r2.0<1>:uw 0x24259FD9:v {NoDDChk,NoDDClr}
line (4|M20) r31.1<1>:uq r[a0.0,2]<4;4,1>:uq r31.0<1;1,0>:uq
dp2 (16|M0) (ne)f0.1 r7.2<2>:uq -(abs)cr0.0<0;1,0>:uq -(abs)r31.3<16;8,1>:uq {Atomic}
dph (8|M0) r64.3<1>:q (abs)r127.2<0;4,1>:q -(abs)r127.1<8;8,1>:d {NoDDChk}
(~f0.0.all2h) avg (8|M0) r126.0<1>:uw sp.0<0;1,0>:uw r100.3<16;8,1>:hf {Breakpoint}
bfrev (16|M0) r64.2<1>:df dbg0.0<0;1,0>:ub
mul (8|M0) (sat)null<4>:d -(abs)r126.1<4;1,0>:d -(abs)r64.0<4;4,1>:d {Switch}
mac (16|M0) (ne)f0.0 r[a0.1,64]<4>:w (abs)r64.1<0;4,1>:ud 0xFFFFFFFF:ud {NoDDChk}
mach (8|M0) r2.1<2>:ud f0.0<0;1,0>:ud 0xFFF:ud {NoDDClr}
fbh (16|M0) r[a0.1,16]<4>:ud r127.0<2;2,1>:ud
sel (8|M0) r1.2<2>:hf -(abs)r31.2<0;4,1>:hf r7.3<2;1,0>:hf
rndd (8|M0) (lt)f1.1 acc1.0<4>:f f1.1<0;1,0>:uw {NoDDClr}
mach (8|M0) r31.2<1>:ud -r126.0<8;8,0>:ud 0x0:ud
shl (1|M0) r7.2<1>:d -r31.15<32;8,4>:uw 0xFFF:uw
(W) fbh (8|M0) r126.0<2>:hf r31.2<16;8,1>:hf
add (8|M0) r64.0<1>:ud (abs)r7.2<8;4,2>:ud r2.2<4;2,2>:f
rndu (4|M0) r31.0<2>:df (abs)tm0.1<0;1,0>:q
(~f1.0.all32h) bfrev (4|M8) r64.1<1>:b r64.1<16;16,1>:b
(W) cmpn (4|M0) r31.2<1>:hf -(abs)r127.0<0;4,1>:b (abs)r126.3<16;8,2>:b
(W) movi (32|M8) r0.2<1>:d r[a0.2,2]<1,0>:d {Breakpoint}
dp4 (1|M0) (eq)f1.1 null<4>:uw (abs)r100.15<2;1,0>:uw (abs)r64.0<16;16,1>:d
mov (2|M0) (le)f0.0 (sat)r100.0<2>:ud -r64.7<1;1,0>:hf
shl (32|M8) r127.0<1>:ud -(abs)r127.0<8;8,1>:ud r100.1<2;1,0>:ud {Breakpoint,NoDDChk,Switch}
(W) line (1|M0) r[a0.1,16]<2>:ub -r126.0<16;8,1>:ub -(abs)r31.15<16;16,1>:ub
and (8|M0) (ne)f1.1 r0.1<1>:uq (abs)r31.0<32;8,4>:uq -(abs)r100.0<2;1,0>:b
mach (8|M24) r1.0<4>:d (abs)a0.0<0;1,0>:d (abs)r64.3<2;2,1>:d
mach (4|M4) r126.2<2>:f r0.3<32;8,4>:f -1.5:f
(f1.0.any16h) rndz (16|M8) (eq)f1.0 r100.4<4>:hf r2.0<16;16,1>:d {Breakpoint}
frc (8|M0) r[a0.3,16]<1>:df (abs)r64.0<8;8,1>:df {Breakpoint,Switch}
movi (16|M16) r64.4<2>:f r[a0.2]<1,0>:f
fbh (4|M0) r31.0<2>:uw r100.1<16;8,2>:df {Atomic}
sel (8|M8) (ge)f1.1 r100.0<1>:f (abs)acc0.0<0;1,0>:w 0:w {NoDDChk}
(W) sel (8|M0) (sat)r2.2<1>:hf null<0;1,0>:hf -r7.0<8;8,1>:hf
or (8|M0) r2.0<1>:q r64.0<0;1,0>:q r1.3<16;16,1>:q
add (8|M0) (sat)r100.0<2>:ud -r0.0<16;8,2>:uq -(abs)r100.0<1;1,0>:uq {NoDDChk}
(f0.0.all8h) movi (32|M24) r31.1<2>:w r[a0.2,16]<1,0>:w
(~f0.0.any8h) mach (8|M8) f1.0<1>:f r[a0.2,-32]<2;1,0>:f -1.5:f {AccWrEn}
subb (1|M16) sr0.0<2>:uw r127.3<16;8,1>:uw r100.3<16;8,1>:uw {Switch}
mul (4|M28) r1.1<2>:df tm0.1<0;1,0>:ud (abs)r100.0<2;1,0>:f
(f1.0.anyv) movi (16|M0) r100.4<4>:f r[a0.2,16]<1,0>:f {Breakpoint}
mach (32|M16) cr0.0<2>:uw -r7.0<16;8,2>:uw -r127.2<2;2,1>:f {AccWrEn,NoDDChk,Switch}
(~f1.1.allv) fbl (1|M16) r2.0<1>:df 0.1:df {NoDDChk,NoDDClr}
(W) rndu (2|M0) r7.4<1>:hf r7.7<2;1,0>:b {Breakpoint,Switch}
smov (4|M28) r1.1<4>:df a0.0<0;1,0>:f 0.5:f
mul (32|M0) r31.0<2>:uw r127.0<8;8,1>:uw r126.3<2;2,1>:ud
line (2|M8) r1.1<4>:f (abs)r100.7<16;8,1>:f -(abs)r64.0<32;8,4>:f {AccWrEn,Atomic}
(W) math.invm (16|M16) (eo)f0.0 r1.mme7:f -(abs)r127.mme3:f r1.mme7:f
(~f1.0.allv) subb (32|M8) (sat)r127.0<4>:df r[a0.7,-32]<0;4,1>:df r2.0<0;1,0>:df {Switch}
(f1.1.any2h) sel (16|M0) r127.1<1>:f r2.0<8;8,0>:f r31.7<2;1,0>:f
(~f1.1.any16h) bfrev (16|M8) r2.0<1>:ud f0.0<0;1,0>:ud
dp2 (16|M0) r64.0<1>:ud dbg0.0<0;1,0>:ud r2.3<4;4,1>:ud {AccWrEn}
(f0.1.all32h) line (8|M24) (sat)r2.0<4>:uq r2.3<32;8,4>:uq r126.3<0;4,1>:uq {Atomic}
mac (16|M24) (un)f1.1 r0.1<2>:w r0.1<0;1,0>:w -(abs)r31.1<4;4,1>:w {Atomic}
movi (4|M0) r1.4<1>:w r[a0.0,2]<1,0>:w {NoDDClr}
movi (16|M16) r31.1<1>:d r[a0.1,2]<1,0>:d
mac (32|M0) r100.4<1>:ub (abs)r100.1<0;1,0>:b r127.3<4;1,0>:uq
(W&f1.0) sada2 (8|M0) (sat)r1.0<1>:d -(abs)r100.2<8;4,2>:d r127.0<32;8,4>:d {Switch}
(W) line (4|M28) r127.4<4>:b r0.0<0;1,0>:b -(abs)r126.1<8;8,0>:b {Breakpoint}
(W) and (32|M0) r64.0<2>:d r100.1<8;4,2>:d -(abs)r2.7<4;1,0>:d {Atomic}
frc (1|M28) r0.0<2>:w r0.0<4;2,2>:df
(W) asr (2|M0) r2.2<4>:f tdr0.0<0;1,0>:f -r[a0.1,-512]<4;1,0>:f {NoDDChk}
(f1.0) line (1|M0) r7.1<1>:uq -r126.0<32;8,4>:uq r2.0<2;2,1>:uq {NoDDClr}
avg (8|M0) null<4>:q r[a0.7]<1,0>:q r1.2<16;8,2>:q {Atomic}
avg (1|M16) (eq)f0.0 r1.2<2>:w f1.1<0;1,0>:w r100.3<4;2,2>:w
dp2 (8|M0) r64.2<4>:b r2.1<8;4,2>:b (abs)r64.7<2;1,0>:b
(f1.1.any8h) movi (4|M12) r7.0<1>:ud r[a0.0,2]<1,0>:ud {Atomic,Breakpoint,NoDDClr}
cmp (16|M24) r[a0.1]<1>:b -(abs)a0.0<0;1,0>:b (abs)r126.7<4;4,1>:w
dp2 (16|M0) (sat)r[a0.0,64]<1>:f -acc1.0<0;1,0>:w -(abs)r100.2<4;2,2>:w {Atomic}
(f1.1.all8h) rndz (2|M16) (lt)f1.1 r100.0<2>:uq r1.3<0;1,0>:uq {Atomic}
(~f1.1.any16h) rndu (1|M20) (ge)f1.1 r2.1<1>:hf -1:d
rndz (16|M8) f1.0<2>:q r64.7<0;4,1>:f
(f0.1.any4h) shl (8|M0) r100.1<1>:ud r127.0<16;16,1>:ud r64.0<0;4,1>:ud
fbl (2|M20) r100.0<1>:ub r7.3<8;4,2>:ub {AccWrEn}
(f1.1.any32h) frc (2|M28) r7.0<2>:ub r64.2<32;8,4>:ub {Breakpoint}
(f0.1.any4h) movi (8|M0) r100.4<2>:f r[a0.1,2]<1,0>:f {Switch}
(~f1.0.any32h) dp3 (8|M0) (le)f1.0 (sat)r2.0<1>:q -r0.3<0;4,1>:q -r2.3<2;2,1>:q
frc (8|M24) r127.0<1>:hf 1.0:hf
dph (2|M16) r64.2<1>:q -(abs)fc0.0<0;1,0>:ub -r100.1<1;1,0>:ub
(f0.1.anyv) sel (4|M0) (ne)f0.1 r126.0<2>:ub -(abs)r[a0.0]<1,0>:ub -(abs)r126.0<8;8,1>:ub
(f0.0.all4h) rndz (8|M8) r1.4<4>:f r1.0<4;2,2>:f {Switch}
(f1.0.allv) line (16|M24) r0.4<1>:b -(abs)r1.3<0;4,1>:b (abs)r7.0<16;8,1>:b {Breakpoint}
mov (2|M0) r[a0.1]<2>:b 0xFFFFFFFF:ud
dp3 (4|M24) (lt)f0.0 (sat)r0.1<1>:f r126.0<4;1,0>:ub (abs)r0.7<8;8,1>:ub {AccWrEn}
(~f0.1.all2h) rnde (32|M0) r[a0.1,16]<1>:ud r2.1<16;8,2>:w
(W) sada2 (8|M8) r31.4<1>:ub -(abs)acc0.0<0;1,0>:d -(abs)r100.3<0;1,0>:d
mul (16|M0) null<4>:f -r127.7<4;2,2>:f r7.0<0;4,1>:f
(f1.1.allv) mach (8|M8) r127.2<2>:d -r7.7<2;2,1>:d (abs)r2.7<1;1,0>:d
dph (4|M8) (lt)f0.0 r64.2<2>:b sp.0<0;1,0>:b -(abs)r2.3<0;4,1>:b {NoDDClr}
sad2 (16|M24) r126.1<1>:f (abs)r0.0<8;4,2>:f r127.0<16;8,1>:f {Atomic}
(f0.0.any8h) shl (32|M8) (le)f0.0 r127.1<2>:d -(abs)r7.7<32;8,4>:d 0x0:uw
not (1|M4) acc1.0<2>:df (abs)r127.3<2;2,1>:df
lzd (8|M0) (eq)f1.0 r0.0<1>:df -(abs)r31.3<8;8,0>:df {Switch}
(W&f0.1) dph (4|M28) r126.1<1>:b -ce<0;1,0>:b (abs)r31.0<8;8,0>:w {NoDDClr}
mul (4|M4) r0.4<1>:f n0.0<0;1,0>:f -r64.7<8;4,2>:f
cmp (32|M0) r31.2<4>:f (abs)r127.3<4;4,1>:uq -r0.2<8;4,2>:uq
bfrev (2|M0) r100.0<2>:ud 0xFFFFFFFF:ud
(~f0.0.all32h) subb (8|M0) (ne)f0.0 r1.2<1>:uq f0.0<0;1,0>:uq r0.0<1;1,0>:uq
fbl (2|M0) r31.0<1>:uq 0xFFFFFFFFFFFFFFFF:uq
(W) line (8|M0) r100.1<2>:ud msg0.0<0;1,0>:ud -r100.1<1;1,0>:ud
(~f1.0.any32h) not (8|M0) r0.0<1>:f r7.0<4;2,2>:ud {Switch}
(W) subb (32|M0) r7.0<2>:q r100.3<0;1,0>:q r2.1<8;8,0>:q {Atomic}
and (2|M0) r1.0<4>:ud ce<0;1,0>:ud ~r64.1<16;8,2>:d {NoDDClr}
avg (2|M0) r126.2<1>:d (abs)acc1.0<0;1,0>:f r127.0<0;4,1>:b
(W) dp4 (1|M12) (eq)f0.1 r1.2<1>:ud -tm0.1<0;1,0>:ud r0.7<8;8,1>:ud {Breakpoint}
cmp (8|M0) acc1.0<1>:w r31.2<4;1,0>:w r1.3<4;2,2>:w {NoDDChk}
mul (1|M12) r2.1<4>:ud (abs)null<0;1,0>:ud 0x0:ud
(W&f0.0) and (8|M8) (eq)f0.0 r7.0<4>:ud ~sp.0<0;1,0>:ud r7.7<4;2,2>:ud {AccWrEn}
mov (16|M24) r[a0.0,16]<1>:df -r127.3<2;1,0>:df
(W&f1.1) cmp (32|M0) r31.0<1>:df r[a0.2,16]<1,0>:df r[a0.2]<1;1,0>:df
dp3 (8|M24) r0.1<1>:ud -r100.2<32;8,4>:ub -r64.0<2;1,0>:b
(~f0.1) frc (16|M0) acc0.0<1>:uw r64.3<8;8,0>:uw
(f0.0.all4h) dp2 (32|M0) r31.4<2>:w -r31.0<1;1,0>:w r100.1<8;4,2>:w
(W&f1.1) fbl (2|M16) r64.1<2>:w -inf:f
rndu (8|M0) r64.2<1>:ud 0x805730CA:v {NoDDClr}
(W) xor (32|M16) r100.1<1>:f ~r[a0.2,2]<1,0>:uq r64.0<0;4,1>:ud
(~f0.1.any16h) dp2 (32|M0) r[a0.0,-16]<1>:b sp.0<0;1,0>:ud 0xFFFFFFFF:ud {Atomic}
avg (4|M0) (sat)r2.4<1>:uw r31.0<32;8,4>:uw -(abs)r[a0.1,-512]<4;2,2>:uw {NoDDClr}
(~f1.1.any32h) pln (8|M0) r2.0<1>:hf sr0.1<0;1,0>:hf 0.5:hf
(~f1.1.any4h) movi (2|M0) r64.1<4>:d r[a0.2,2]<1,0>:d
bfrev (2|M0) r[a0.1,-16]<1>:w 3445:w
rnde (16|M24) (ov)f1.1 r0.1<2>:uq (abs)r[a0.0,-32]<8;4,2>:uq
add (2|M24) r126.2<4>:uq -(abs)sr0.1<0;1,0>:uq (abs)r[a0.0,-32]<1,0>:uq
or (4|M8) r126.1<2>:w (abs)r[a0.7,511]<1,0>:w (abs)r100.7<16;16,1>:w {NoDDChk}
(~f0.0.all8h) and (8|M0) r31.0<2>:uw (abs)r1.2<1;1,0>:uw r31.15<16;16,1>:uw
sel (32|M16) (lt)f1.0 r1.3<4>:df r127.3<32;8,4>:df -r126.3<16;16,1>:df
(W) rndz (8|M0) (sat)r126.0<1>:f (abs)r7.0<1;1,0>:df
(f0.1.any16h) dp2 (16|M0) r31.2<4>:f tm0.0<0;1,0>:f (abs)r0.0<8;8,1>:f {Breakpoint,NoDDClr}
(~f0.0.anyv) fbl (16|M24) r127.4<2>:w 0xAE6835E9:uv
movi (8|M8) r1.0<1>:f r[a0.2,2]<1,0>:f
fbh (32|M0) r127.2<2>:uw 0x2904A881:vf {Switch}
(~f0.1.all2h) cmp (16|M16) cr0.0<2>:uq -r126.2<0;4,1>:uq -r64.3<32;8,4>:uq {Atomic}
(f0.1.any16h) math.irem (8|M0) r100.4<1>:d -r1.2<16;8,2>:d r0.0<16;16,1>:d
(~f1.0.any8h) rndd (1|M28) f1.0<1>:b (abs)r31.15<4;2,2>:b
(W&f0.1) rnde (32|M16) r0.3<2>:uq -(abs)r100.3<4;1,0>:uq
cmpn (32|M8) ip<4>:uq (abs)acc0.0<0;1,0>:uq r2.3<16;16,1>:uq
(~f0.1.any16h) cmp (32|M16) r31.3<4>:df r1.3<0;1,0>:df -(abs)r0.2<4;4,1>:f
(W) mac (4|M28) (sat)r31.3<4>:uq -ce<0;1,0>:ud -r7.7<2;2,1>:ud
sel (8|M16) r0.0<4>:f r31.0<8;8,1>:f -r127.0<8;4,2>:f {Atomic}
(~f0.0.any8h) or (8|M0) r64.0<2>:w tm0.1<0;1,0>:w (abs)r127.3<16;8,2>:w {Switch}
(~f0.1.all2h) mov (16|M8) (sat)r127.2<1>:uq r2.3<2;2,1>:uq
(W) movi (2|M0) r1.0<4>:f r[a0.0]<1,0>:f
rndz (1|M28) r0.1<1>:d r2.3<4;2,2>:d
fbl (16|M0) r1.1<2>:hf 0.5:hf
movi (4|M0) r126.0<2>:ud r[a0.0,2]<1,0>:ud {Breakpoint,Switch}
(f1.0) rndd (16|M0) r7.0<2>:hf r31.15<32;8,4>:hf {Atomic,NoDDChk,NoDDClr}
rndd (4|M4) r0.0<2>:hf f1.1<0;1,0>:uw
(W) rndz (16|M0) (gt)f0.1 r126.0<1>:uw -r1.0<16;16,1>:uw
mul (1|M16) (sat)r126.4<1>:ub -(abs)r64.7<8;8,1>:ub (abs)r[a0.0,-512]<1,0>:ub {Atomic}
(f0.0.all32h) movi (16|M8) r[a0.3,16]<4>:w r[a0.1]<1,0>:w {NoDDChk}
sad2 (16|M16) r100.4<2>:uw r127.1<2;2,1>:b -r7.0<4;1,0>:b {Atomic,NoDDChk}
fbl (16|M0) f0.0<1>:uw r126.7<2;1,0>:f {NoDDClr}
rndu (8|M0) (lt)f0.0 r0.0<1>:w 0xE8417F89:vf {Atomic}
smov (8|M0) r31.0<2>:d sr0.0<0;1,0>:uw r127.1<8;8,0>:uw {Breakpoint}
(W) rndz (2|M8) r1.0<2>:uq -1:d {Atomic}
movi (2|M12) r100.4<2>:w r[a0.1,2]<1,0>:w
math.invm (8|M16) (eo)f0.0 r1.mme7:df r64.mme0:df -r64.mme0:df
fbh (16|M0) r[a0.3,64]<1>:w r127.0<0;1,0>:w
(f1.0.all16h) mul (1|M12) r100.0<2>:df -r7.0<4;2,2>:df r0.3<4;4,1>:df {NoDDChk}
and (4|M16) (le)f1.1 r0.0<2>:ud r2.0<4;2,2>:uw r7.3<4;1,0>:uw
(~f1.0.any8h) dp2 (2|M0) r2.1<1>:ud r64.1<2;2,1>:ud -r1.7<16;8,1>:ud {Atomic,Breakpoint}
(~f0.1.anyv) cmp (2|M8) r100.3<2>:q -(abs)r126.0<8;8,0>:q r64.2<4;2,2>:q
(W&f1.1) and (8|M0) r7.3<2>:q ~r100.2<16;16,1>:q r64.1<8;8,0>:q
(f1.0.all32h) rnde (16|M0) (sat)r126.4<1>:ud (abs)r[a0.0,-32]<1,0>:uw
(~f0.0.any32h) shr (1|M4) r31.0<4>:w (abs)sr0.1<0;1,0>:w -1:w
bfrev (1|M0) r64.2<4>:ud r127.0<4;4,1>:ud
(f0.1.any32h) mul (16|M0) r126.1<1>:q r1.0<2;2,1>:q -(abs)r64.0<2;2,1>:q
(W&f0.0) mov (16|M0) (sat)r[a0.3,-16]<4>:ub (abs)r7.7<16;16,1>:b {AccWrEn,Breakpoint}
movi (16|M0) r127.0<1>:w r[a0.1,2]<1,0>:w {NoDDChk,NoDDClr,Switch}
(W) addc (8|M0) r64.0<1>:ud r2.0<32;8,4>:ud r7.2<8;4,2>:ud {NoDDChk,Switch}
sad2 (8|M0) r100.0<1>:d r7.0<2;1,0>:d r2.1<32;8,4>:d {AccWrEn}
asr (16|M0) r127.0<1>:q (abs)r31.0<4;1,0>:df (abs)r126.0<1;1,0>:df {AccWrEn}
(~f0.0.all16h) rndz (2|M24) (sat)cr0.0<4>:df fc0.0<0;1,0>:df
rndd (8|M8) tm0.0<2>:uq ip<0;1,0>:uq
cmpn (32|M24) ip<1>:f f1.1<0;1,0>:f -r2.7<2;1,0>:f
(W&f1.1) bfi1 (8|M0) r126.2<1>:ud f1.1<0;1,0>:ud r[a0.7,-32]<1,0>:ud {AccWrEn}
sel (2|M0) r64.0<1>:uw (abs)r[a0.1,16]<1,0>:w r31.0<32;8,4>:f {Atomic}
avg (16|M0) r127.0<4>:uw r127.7<0;4,1>:uw 0x1000:uw {NoDDChk,Switch}
(f1.0.any2h) dp3 (32|M16) (le)f1.0 r1.0<1>:ub r126.0<4;4,1>:ub 0xFFF:ud
asr (1|M12) (eq)f0.1 f1.0<4>:ud -r31.7<8;8,1>:ud r1.2<4;4,1>:ud
frc (32|M0) r[a0.1,16]<1>:hf r2.7<8;4,2>:ub
dp4 (16|M24) r31.0<4>:b -(abs)r2.0<16;16,1>:ub -(abs)r0.15<32;8,4>:ub
movi (4|M20) r1.0<2>:d r[a0.0,2]<1,0>:d
(~f1.1.any4h) frc (16|M24) r127.2<1>:b -r126.7<16;16,1>:b
(f1.0.all32h) mov (32|M0) r64.0<1>:d r126.0<16;16,1>:d
(f1.1.all2h) movi (8|M24) r126.1<1>:ud r[a0.2,2]<1,0>:ud
(~f1.1.all8h) lzd (16|M24) (sat)r126.0<4>:w 0x56180BCB:uv
dp3 (2|M16) r127.2<1>:q f0.0<0;1,0>:q -r31.3<32;8,4>:df
mov (16|M0) ip<1>:q r126.0<0;1,0>:w
avg (16|M0) r127.0<1>:df r7.1<8;8,1>:df r127.3<32;8,4>:q
dp2 (2|M12) (lt)f1.1 r64.0<4>:hf -(abs)r100.3<0;1,0>:hf r100.3<16;8,1>:hf {Atomic}
math.pow (8|M0) r0.4<1>:f r31.7<1;1,0>:f -0.0:f
(W) rndd (8|M8) r100.3<1>:uq r0.0<1;1,0>:d
rndz (8|M24) (sat)r100.0<1>:hf r0.0<4;4,1>:hf
(~f1.1.anyv) cmpn (16|M8) r127.1<1>:df r126.3<4;4,1>:df -(abs)r127.3<1;1,0>:df {NoDDChk,NoDDClr}
(~f1.1.all16h) bfrev (2|M24) r31.4<1>:b r0.0<32;8,4>:b
lzd (1|M12) null<4>:hf 1.001358e-05:hf
line (4|M0) r1.1<4>:df (abs)tm0.1<0;1,0>:ub (abs)r100.1<4;4,1>:ub
asr (1|M0) r31.1<4>:ub f0.0<0;1,0>:ub -r100.0<8;4,2>:ub {AccWrEn}
dp3 (8|M0) (lt)f1.1 acc0.0<2>:ud r126.2<0;1,0>:ud r126.7<16;16,1>:ud {Breakpoint}
dp2 (1|M0) (gt)f1.0 tm0.0<1>:uw acc0.0<0;1,0>:df r100.3<8;8,1>:df {Breakpoint}
cbit (8|M0) r126.2<1>:df 0.0:df
(~f1.0.all2h) lzd (8|M24) (gt)f1.0 (sat)r126.0<2>:b r64.1<16;16,1>:b
rndd (8|M8) r2.4<1>:ub ce<0;1,0>:ub {AccWrEn,Atomic}
lzd (2|M0) r126.0<1>:d 0xFFFFFFFFFFFFFFFF:uq
mach (32|M0) (sat)r0.3<2>:q r31.3<4;1,0>:q -r1.0<16;8,2>:q {NoDDChk}
and (16|M0) r1.0<1>:ub n0.0<0;1,0>:ub (abs)r0.0<8;8,0>:ub
not (8|M16) (ov)f0.0 r126.0<4>:w (abs)r100.1<16;8,1>:w {Atomic}
asr (32|M16) (ov)f1.0 r100.0<4>:ud -(abs)r7.0<8;8,1>:ud -(abs)r127.0<4;2,2>:ud
(~f1.1) math.irem (16|M16) r31.4<2>:d r100.1<8;8,0>:d -2048:d {Atomic}
line (1|M4) (lt)f0.1 (sat)r126.0<1>:df -r64.2<4;2,2>:df r127.3<0;4,1>:df {NoDDChk,Switch}
cbit (4|M0) r127.1<1>:f acc1.0<0;1,0>:q
mach (16|M24) (sat)r64.2<2>:ub tm0.0<0;1,0>:b r7.3<4;1,0>:f
(f1.1.any32h) rndd (2|M0) (sat)r1.0<1>:b -(abs)r[a0.0,2]<1,0>:b {AccWrEn}
cmpn (1|M16) r100.2<1>:w (abs)r1.0<1;1,0>:d (abs)r127.3<2;1,0>:d
mov (16|M0) r7.0<1>:df r0.0<4;4,1>:df {Atomic}
dp3 (16|M0) r0.0<1>:uw (abs)sr0.1<0;1,0>:uw 0x1000:uw {NoDDChk}
(f0.1.any16h) mul (32|M0) f1.0<4>:f msg0.0<0;1,0>:f r[a0.7,-512]<1,0>:f {Atomic}
dp4 (8|M8) r1.0<1>:ud (abs)r1.3<2;1,0>:ud (abs)r31.2<16;8,1>:ud {NoDDChk}
mul (8|M0) (gt)f1.0 ip<4>:hf r100.15<8;8,1>:hf (abs)r64.0<0;4,1>:hf
smov (1|M4) r100.0<1>:f r127.7<8;8,1>:f r2.1<2;1,0>:f
dp4 (1|M0) tm0.0<2>:w fc0.0<0;1,0>:w r31.0<4;4,1>:w {NoDDChk}
dp2 (16|M0) r1.4<1>:ud -acc0.0<0;1,0>:ud 0x1:ud
(W) cmp (8|M0) r127.4<1>:f -(abs)n0.0<0;1,0>:f 65504.0:f
(f0.1.allv) asr (4|M0) r7.0<2>:hf r64.7<32;8,4>:ud (abs)r[a0.2,2]<4;4,1>:ud
shr (16|M8) a0.0<2>:ud r[a0.7,511]<1,0>:ud r2.15<8;8,1>:b
dph (1|M0) (sat)sr0.0<1>:f r2.0<16;8,2>:f (abs)r1.2<2;2,1>:f {Breakpoint}
(W) rndz (4|M4) r31.1<2>:uq -(abs)r0.0<8;4,2>:uq
(~f1.0.any16h) shl (8|M0) (sat)r127.1<1>:w -(abs)msg0.0<0;1,0>:w (abs)r64.15<2;1,0>:w
asr (1|M0) (le)f0.0 r7.1<1>:ud -(abs)r100.1<8;4,2>:ud r31.0<16;8,2>:ud
(~f0.0) dp3 (8|M0) r126.1<1>:f cr0.0<0;1,0>:f r64.7<4;4,1>:f {Breakpoint}
rnde (8|M0) r0.4<4>:ub r0.15<16;16,1>:ub
(f0.0.any4h) frc (32|M24) r7.0<1>:ud -(abs)f0.0<0;1,0>:q {Breakpoint}
(f1.1.anyv) rndz (32|M8) (ov)f1.1 r7.0<1>:q 4095:q {Atomic}
mov (4|M0) (eq)f1.1 r[a0.0]<2>:df f0.0<0;1,0>:ud
(W) dp2 (32|M0) (gt)f0.1 a0.0<1>:ud r0.2<8;8,0>:ud (abs)r31.7<1;1,0>:ud {AccWrEn}
(W) mul (16|M0) (sat)r127.2<2>:f (abs)tm0.1<0;1,0>:f r[a0.7,2]<1,0>:f {Atomic}
cmp (16|M0) (ge)f0.1 r31.0<1>:uw (abs)tm0.1<0;1,0>:hf r7.7<32;8,4>:hf {NoDDChk}
(W) cmp (1|M0) r31.1<4>:uw (abs)fc0.0<0;1,0>:uw 0x1:uw {NoDDClr}
(f0.1.any32h) frc (32|M0) cr0.0<1>:q -(abs)r126.3<4;4,1>:q
shr (2|M24) r31.0<1>:w -r2.1<4;1,0>:w r7.3<2;1,0>:q {AccWrEn}
(f0.1.all32h) rnde (1|M12) (sat)r1.4<4>:ub (abs)r126.0<16;16,1>:uw
fbl (32|M0) r31.3<4>:df r1.2<16;8,2>:df
math.rsqt (1|M8) r0.0<1>:f r7.7<16;8,2>:f {Switch}
and (4|M8) (ov)f0.1 r127.0<1>:w (abs)tm0.0<0;1,0>:w -2049:w
fbl (16|M0) r126.1<2>:ub 0x5402DB53:v
rndu (16|M0) r100.0<1>:hf r1.3<0;1,0>:df
(W) rndz (16|M16) r126.1<2>:df 0x3BD63E49:uv
mul (16|M24) r31.2<1>:df -dbg0.0<0;1,0>:df (abs)r64.3<16;16,1>:df
cmpn (8|M0) (lt)f0.1 cr0.0<4>:b tm0.1<0;1,0>:b (abs)r1.2<16;8,2>:b
movi (16|M16) r64.0<1>:d r[a0.2,2]<1,0>:d
(W&~f1.1) sel (8|M0) (ge)f1.1 r127.0<1>:ud r1.2<4;1,0>:ud 0xFFFFFFFF:ud {AccWrEn}
sel (2|M0) (un)f0.1 (sat)r2.0<1>:uq (abs)null<0;1,0>:df r31.2<4;4,1>:df
(f0.1.allv) shl (8|M0) (lt)f0.1 r[a0.3,16]<1>:b -r0.15<0;4,1>:b r0.15<16;8,1>:b
(f1.1.any16h) bfrev (2|M24) r31.0<1>:q r126.0<2;1,0>:q
dp2 (32|M0) r126.0<4>:w ce<0;1,0>:w 4096:w {Breakpoint}
(W) mac (8|M0) r7.2<1>:ud r127.7<0;1,0>:ud -(abs)r2.0<8;8,0>:ud
(W) xor (16|M0) r100.1<1>:ud r126.0<4;2,2>:ud (abs)r7.0<16;8,1>:ud {Switch}
mac (16|M0) (le)f1.0 r7.0<1>:f -(abs)msg0.0<0;1,0>:f -0.0:f
(~f0.0.anyv) cbit (4|M28) cr0.0<2>:uw r64.0<1;1,0>:uq {Atomic,NoDDClr}
smov (8|M0) r31.1<4>:hf dbg0.0<0;1,0>:hf r1.0<0;4,1>:uq
(~f1.1) lzd (8|M0) sr0.0<4>:ub r2.0<32;8,4>:ub
xor (4|M0) (lt)f0.1 r126.3<1>:q r0.3<0;1,0>:q r7.3<4;4,1>:q
mac (1|M24) (sat)r31.0<2>:d r64.0<8;8,0>:d r2.0<32;8,4>:d
shr (1|M8) r[a0.1,64]<1>:f r[a0.7]<1,0>:f r31.0<2;1,0>:f
bfrev (32|M8) r0.4<2>:d r126.3<0;4,1>:ud
(W&f1.1) not (8|M8) (gt)f1.1 r126.1<1>:d 2147483647:d {Atomic}
rndd (4|M0) r127.1<2>:f r31.0<4;4,1>:uw {Breakpoint,Switch}
dph (1|M0) (ge)f0.0 r64.2<4>:uq -(abs)dbg0.0<0;1,0>:uq r1.3<4;4,1>:b
math.invm (8|M16) (eo)f0.0 r100.mme1:f r27.mme0:f r27.nomme:f
(~f0.0.any8h) shl (2|M8) (ge)f0.0 (sat)r126.1<2>:uw ce<0;1,0>:uw r2.15<8;4,2>:uw
(W&f1.0) rndz (32|M0) (ov)f1.0 r64.1<1>:b -r7.3<8;4,2>:b {NoDDChk}
mul (8|M0) (gt)f0.0 r64.0<2>:f r126.15<16;8,1>:b r100.0<8;8,1>:q
(f1.1.all4h) math.cos (4|M0) r100.0<2>:f r7.3<16;8,2>:f
sel (16|M0) (gt)f0.1 r127.0<1>:f (abs)r126.7<16;8,1>:f r7.0<16;8,1>:f {AccWrEn}
avg (16|M0) (ne)f0.1 r31.1<4>:d -(abs)tdr0.0<0;1,0>:d r[a0.7,511]<16;16,1>:d
and (4|M0) r100.0<1>:df (abs)ip<0;1,0>:df (abs)r127.2<2;2,1>:df
(W) shr (8|M0) r1.0<2>:uq (abs)sr0.1<0;1,0>:uq (abs)r2.1<4;2,2>:uq
(f0.1.any16h) rndd (16|M16) r7.0<1>:d -r31.0<2;2,1>:df
(f1.1.any4h) avg (16|M0) r31.2<2>:b -(abs)r2.3<2;2,1>:b -(abs)r127.2<2;1,0>:b {AccWrEn}
(W) and (16|M24) ip<1>:df (abs)r[a0.7,-512]<4;2,2>:d r2.2<0;1,0>:d
(~f1.1.anyv) line (8|M0) r1.1<1>:ud r0.7<4;1,0>:f -r100.7<8;4,2>:f
mach (8|M16) r2.2<4>:uq r0.0<4;1,0>:ud (abs)r100.1<1;1,0>:ud
avg (16|M0) f1.0<1>:d ce<0;1,0>:uw 0xDCDD:uw {Atomic}
(~f1.1.anyv) or (8|M0) r100.1<1>:uw (abs)fc0.0<0;1,0>:hf -(abs)r[a0.0,-32]<0;1,0>:q
dp2 (32|M24) (ne)f1.1 (sat)r31.1<1>:q -r0.1<16;8,1>:q r[a0.7]<1,0>:q
(W&f1.1) subb (8|M24) r31.1<2>:w tdr0.0<0;1,0>:w r126.1<4;4,1>:w
asr (8|M24) r2.1<1>:uw (abs)sr0.0<0;1,0>:uw 0x1000:uw
or (4|M4) r7.0<1>:b f0.0<0;1,0>:uw 0xFFF:uw {Atomic}
mov (16|M0) r2.3<4>:q r[a0.1,511]<4;1,0>:q
bfrev (2|M0) r31.1<1>:w 0xFFF:ud
or (16|M0) (lt)f0.1 r126.0<1>:f (abs)r127.0<4;4,1>:f 65504.0:f {Breakpoint,NoDDChk,Switch}
(W&f0.1) lzd (1|M16) r126.1<1>:hf r126.0<4;4,1>:df
subb (16|M0) r126.0<4>:d r64.2<4;4,1>:d 2047:d
rnde (32|M0) (sat)r100.2<2>:w 0x66C94677:vf
(~f0.0.any16h) mach (8|M0) r0.0<4>:hf -r7.0<8;8,0>:hf r1.0<8;4,2>:w
(W&f1.0) frc (4|M0) acc1.0<1>:w r2.3<4;4,1>:df
(~f1.1.all32h) mul (8|M0) (lt)f1.1 r126.0<1>:w -r100.7<16;16,1>:d -r31.0<8;4,2>:d
(~f0.0.any16h) or (8|M0) (gt)f0.0 r7.4<4>:f r1.0<4;1,0>:f (abs)r0.0<0;4,1>:hf {Breakpoint}
(f1.1.any16h) bfrev (1|M4) r2.0<1>:df f0.0<0;1,0>:df
(f0.0.all16h) or (16|M0) (lt)f0.0 f1.0<4>:hf ~fc0.0<0;1,0>:hf r127.2<8;8,1>:hf {Atomic}
(W&~f0.0) math.rsqtm (16|M0) (eo)f0.0 r1.mme0:hf -(abs)r1.mme7:hf
movi (8|M0) r2.0<2>:uw r[a0.2,16]<1,0>:uw
lzd (4|M12) r[a0.1,-16]<1>:q -(abs)r2.2<2;1,0>:b {Breakpoint,NoDDChk,NoDDClr,Switch}
(W&f0.0) dph (16|M0) ip<1>:f dbg0.0<0;1,0>:q -r100.0<0;1,0>:q
movi (8|M24) r0.4<1>:w r[a0.0,16]<1,0>:w
(W) fbl (8|M0) r31.2<1>:hf n0.0<0;1,0>:hf
(~f1.0.allv) rndz (16|M0) r7.3<4>:uq (abs)r127.0<8;8,0>:uq
dph (16|M0) a0.0<2>:f r1.0<2;1,0>:f (abs)r[a0.7,-512]<1,0>:f
(f0.1.all8h) mach (1|M16) r100.2<2>:uw -(abs)acc1.0<0;1,0>:uw r100.1<32;8,4>:uw {Atomic}
rndd (8|M0) r126.4<1>:ud -(abs)r31.7<32;8,4>:ud
mach (2|M12) r31.0<1>:ud acc1.0<0;1,0>:ud 0xFFF:ud {Switch}
(~f0.0.any4h) rnde (2|M24) r126.1<4>:d -r[a0.2]<1,0>:d
rndz (32|M0) (lt)f1.1 r100.0<1>:d r0.0<4;4,1>:ud
(~f1.1.anyv) line (16|M0) r126.1<2>:w r127.0<8;4,2>:w -1:w
cmpn (16|M0) (ov)f1.0 r126.2<2>:hf r0.2<0;4,1>:hf 0.0:hf
(W) shl (16|M0) r31.1<4>:d msg0.0<0;1,0>:d r7.0<32;8,4>:d
(~f1.1.all32h) cmpn (2|M12) (le)f1.1 cr0.0<1>:uq r127.0<2;1,0>:uq r127.0<8;4,2>:uq
movi (8|M0) r1.0<1>:uw r[a0.2,2]<1,0>:uw
(~f0.1.any8h) math.irem (1|M0) r31.1<1>:ud -r0.0<0;1,0>:ud r64.7<8;8,0>:ud
sel (8|M0) ip<1>:w sr0.0<0;1,0>:w r7.1<4;2,2>:w {Breakpoint}
(~f1.1) xor (8|M8) (lt)f1.1 r0.0<1>:q (abs)r0.3<4;2,2>:q (abs)r126.1<32;8,4>:w
rndd (16|M0) r127.0<2>:ud (abs)r2.1<16;8,2>:ud
math.rsqtm (16|M16) (eo)f0.0 r100.mme5:f -(abs)r64.mme7:f
(W) math.invm (16|M24) (eo)f0.0 r1.mme0:f r1.mme0:f -(abs)r1.nomme:f
cmp (32|M8) (eq)f1.0 r0.0<2>:hf r0.7<2;2,1>:hf 0.5:hf
sel (8|M24) r127.1<1>:uw r[a0.2,-32]<1,0>:uw r2.0<16;8,2>:uw {Breakpoint}
rndd (32|M0) r31.2<1>:hf (abs)r7.0<0;1,0>:hf {Atomic}
math.sqt (1|M16) r0.0<1>:hf -r0.0<4;4,1>:hf
(W&~f0.1) math.iqot (8|M0) r0.4<2>:d r64.3<8;4,2>:d 4096:d
shl (16|M0) r100.2<1>:q (abs)r126.3<2;1,0>:q (abs)r127.3<2;2,1>:q
or (1|M12) r7.1<1>:w -(abs)r127.1<8;8,1>:w r7.0<2;2,1>:w {Atomic}
bfi1 (1|M20) r127.4<4>:ud n0.0<0;1,0>:ud r64.3<2;1,0>:ud {AccWrEn}
bfi1 (1|M0) r127.1<4>:hf ce<0;1,0>:uq r[a0.0]<1,0>:q
dp4 (16|M0) (ov)f1.1 r127.3<1>:uq -tm0.0<0;1,0>:uw r1.1<16;16,1>:q
(W) math.exp (4|M20) r64.2<4>:f -(abs)r126.1<32;8,4>:f
(W) rndu (2|M0) (sat)r0.0<1>:ud (abs)r7.1<0;1,0>:uq {NoDDChk}
math.invm (4|M12) (eo)f0.0 (sat)r1.mme0:hf -r64.nomme:hf r1.nomme:hf
shr (8|M0) f0.0<1>:ub (abs)r31.15<8;4,2>:ub r100.1<2;1,0>:ub
(~f0.1.all16h) math.inv (2|M0) r31.2<1>:f r31.0<2;1,0>:f
asr (2|M0) (ne)f0.0 r31.1<1>:w sr0.1<0;1,0>:w 0xFFFF:uw {NoDDClr}
(~f1.0.any2h) cmpn (8|M24) r126.1<1>:uw f1.1<0;1,0>:uw (abs)r1.0<16;8,2>:uw {NoDDChk}
dp4 (1|M12) r64.0<2>:q (abs)r100.3<8;4,2>:q -(abs)r[a0.0,2]<1,0>:q {AccWrEn}
(~f1.0.all4h) cmp (1|M0) r100.2<4>:ud r64.7<32;8,4>:ud r126.3<4;4,1>:d {Breakpoint}
avg (4|M0) r100.0<4>:uw -tm0.1<0;1,0>:f r31.3<16;8,2>:f {Switch}
(~f1.1.all32h) fbl (8|M24) r100.4<2>:f 0.0:f {Switch}
(W) rndu (16|M0) r0.1<2>:q r[a0.1,2]<1;1,0>:q
mul (4|M0) (ne)f1.0 r64.0<1>:ud -(abs)ip<0;1,0>:b -(abs)r127.7<4;1,0>:ud {Switch}
(~f0.1.all32h) rndz (8|M24) r31.0<1>:hf r127.3<16;8,2>:hf
avg (1|M12) r2.0<1>:w (abs)r64.1<0;1,0>:q r126.3<4;4,1>:q
dp4 (1|M0) a0.0<4>:f dbg0.0<0;1,0>:f r31.1<4;1,0>:f {NoDDClr}
(W) movi (4|M28) r1.1<4>:ud r[a0.2]<1,0>:ud {Atomic}
(~f1.0.all32h) math.log (8|M0) (sat)r1.4<2>:f -(abs)r64.1<8;4,2>:f
mac (16|M0) (un)f1.1 (sat)r31.0<4>:b -(abs)r0.0<4;1,0>:b -r100.3<16;8,1>:b {Atomic,Breakpoint}
dp3 (16|M24) r126.3<2>:df -r127.3<4;1,0>:df -(abs)r31.0<4;2,2>:df
(~f1.1.allv) or (16|M0) null<1>:b ~ce<0;1,0>:b (abs)r2.7<16;16,1>:b
(~f1.1.all8h) sel (32|M8) r100.1<1>:uq -(abs)r31.3<8;8,0>:uq -r126.0<8;8,0>:f {AccWrEn,Atomic}
(~f0.1.all8h) lzd (8|M16) r64.1<1>:ub r7.3<16;8,1>:ub
frc (1|M4) r[a0.0,16]<4>:hf 100.25:hf
(W&f0.0) not (8|M0) r64.4<2>:ud ~acc0.0<0;1,0>:uw
sad2 (16|M24) r64.0<1>:b -(abs)f0.0<0;1,0>:uw -(abs)r7.0<8;4,2>:uw
(W&~f1.0) dp4 (8|M0) (sat)r7.1<1>:f (abs)r64.7<1;1,0>:f 0.5:f
math.exp (4|M0) r7.0<1>:f r100.7<16;8,2>:f
bfi1 (32|M0) r127.0<4>:ud cr0.0<0;1,0>:f 0.1:f
fbl (8|M0) r2.0<1>:w r1.7<16;8,1>:ud
(~f1.1.any32h) rnde (8|M24) r[a0.3,-16]<1>:ud -r0.0<2;2,1>:q
bfrev (8|M16) r7.0<1>:f 1e+06:f
(f0.0.any4h) and (1|M0) (un)f0.0 tm0.0<1>:w r1.7<16;16,1>:d r126.2<8;8,0>:d
movi (1|M4) r2.1<4>:d r[a0.1]<1,0>:d
sad2 (16|M0) r0.2<2>:uw (abs)r64.15<4;1,0>:uw -r31.0<16;8,1>:uw
(~f0.0.all16h) add (1|M16) r[a0.1,-16]<4>:f tdr0.0<0;1,0>:f -(abs)r7.7<16;8,1>:f {AccWrEn}
add (8|M8) r2.1<2>:uw r127.0<4;2,2>:ub (abs)r126.7<4;2,2>:w {Switch}
(W) math.inv (16|M24) r64.1<1>:f r7.0<1;1,0>:f {AccWrEn,Atomic}
rndz (16|M0) r31.0<2>:b (abs)f1.1<0;1,0>:b
(W) rnde (2|M0) (lt)f1.0 r31.2<1>:hf fc0.0<0;1,0>:hf
cmpn (8|M0) r100.4<1>:hf -n0.0<0;1,0>:uw r64.0<4;2,2>:uw {NoDDClr}
(W) cbit (32|M24) r2.0<1>:uq 1.0:df
sel (8|M0) acc0.0<2>:w r0.2<1;1,0>:w -r31.15<8;4,2>:w
lzd (8|M0) ip<2>:ub -r64.15<2;2,1>:ub
mul (2|M0) r0.0<1>:hf -r64.0<0;1,0>:hf -r31.2<16;16,1>:hf {Atomic}
(~f0.0.any8h) sad2 (8|M0) (ge)f0.0 (sat)r[a0.0,-16]<2>:f (abs)r100.2<8;8,1>:f r0.1<16;8,1>:f {Breakpoint}
(f0.0.any32h) fbl (8|M0) r[a0.0,64]<2>:ub r0.3<0;1,0>:ub {AccWrEn}
frc (2|M28) a0.0<4>:ud r100.1<2;2,1>:ud
(~f0.1.allv) xor (32|M0) r7.0<1>:f r7.0<0;4,1>:f -(abs)r1.0<4;1,0>:f
rndd (4|M0) r31.0<1>:uw r64.15<16;16,1>:uw
(~f0.1) shr (2|M0) (lt)f0.1 r1.0<2>:ub r31.2<16;8,2>:ub 0x5D54:uw
math.rsqtm (4|M20) (eo)f0.0 r100.mme7:f r2.mme7:f {NoDDChk}
xor (8|M0) (ge)f0.0 r100.0<1>:df dbg0.0<0;1,0>:f r31.0<4;2,2>:f
dp4 (8|M0) r2.2<4>:f r100.7<0;1,0>:f -r7.0<4;4,1>:f
bfi1 (2|M8) r31.1<1>:hf r31.0<4;2,2>:hf r0.0<2;2,1>:hf
(~f1.0.all2h) avg (32|M0) (le)f1.0 (sat)r0.2<2>:b r126.2<2;1,0>:uw -(abs)r126.7<2;1,0>:uw
mov (2|M8) (eq)f0.1 r2.1<1>:d r126.0<16;16,1>:d
(~f1.1) dp2 (16|M0) (sat)r31.4<1>:d -f0.0<0;1,0>:ud r1.3<0;1,0>:q {Switch}
(f1.1.all8h) pln (1|M0) r2.2<1>:uw r0.0<16;8,2>:uw r7.0<8;4,2>:uw {NoDDClr}
or (8|M0) r1.0<1>:hf (abs)f1.1<0;1,0>:hf r127.3<8;8,1>:hf
mac (16|M0) (ov)f0.0 r100.4<2>:d sp.0<0;1,0>:d r100.1<16;8,1>:d
rndz (4|M0) r7.0<1>:ub (abs)r[a0.2,-512]<1,0>:ub
line (8|M8) r0.1<4>:b (abs)r1.3<0;1,0>:b -r126.0<8;8,0>:b {NoDDClr}
sel (8|M16) r64.1<1>:q a0.0<0;1,0>:hf r64.7<8;4,2>:hf
(f0.1.any32h) or (16|M0) (gt)f0.1 r127.1<4>:uw r0.0<8;8,0>:q -(abs)r31.3<16;16,1>:q
(W) dph (2|M0) f0.0<1>:b -(abs)r1.2<2;2,1>:b r[a0.7,-32]<1,0>:b
dp2 (32|M24) null<1>:uw r64.2<8;8,1>:uw (abs)r[a0.7,16]<16;16,1>:uw {Breakpoint}
(~f1.0.anyv) bfi1 (1|M0) r2.4<1>:w r126.0<0;4,1>:w r[a0.1,511]<1,0>:w
dp2 (8|M24) r126.2<1>:b -r126.15<0;4,1>:b r31.2<0;1,0>:ub
(W&~f1.1) rndd (4|M4) r0.0<2>:ub r126.0<4;1,0>:ub
avg (32|M0) (ne)f0.1 r2.0<1>:b -(abs)r2.3<4;4,1>:b -r31.0<16;8,1>:b
and (32|M16) (un)f1.1 r2.2<1>:f (abs)cr0.0<0;1,0>:f r126.1<32;8,4>:f {NoDDChk}
movi (8|M24) r127.0<1>:d r[a0.2,2]<1,0>:d
xor (16|M0) sr0.0<1>:w ~msg0.0<0;1,0>:w r100.0<2;1,0>:w {NoDDChk}
math.invm (16|M0) (eo)f1.1 (sat)r1.mme5:df -r2.mme3:df (abs)r127.nomme:df
(W) dph (1|M24) r0.4<2>:ud r64.0<0;1,0>:ud -r31.3<1;1,0>:hf
(f1.0.all2h) dp3 (2|M0) (lt)f1.0 r127.1<1>:hf -(abs)r2.0<16;16,1>:hf r0.0<32;8,4>:d
bfrev (4|M0) r100.0<1>:uq 0xFFFFFFFFFFFFFFFF:uq {NoDDClr}
sad2 (8|M0) (sat)r0.4<1>:ub tm0.0<0;1,0>:ub r[a0.0,16]<1,0>:ub
(W) dph (16|M8) r2.0<1>:df -(abs)r[a0.2,-512]<1,0>:df (abs)r[a0.0,16]<1,0>:df
math.invm (16|M16) (eo)f1.1 (sat)r1.mme0:df r64.mme7:df r64.mme7:df {NoDDChk}
(f0.0.any4h) dp4 (2|M0) r127.1<4>:f (abs)r126.1<2;1,0>:q r31.3<0;4,1>:q
dp3 (8|M0) (ge)f0.0 (sat)r31.0<1>:uw -r126.1<2;2,1>:f -r127.0<2;2,1>:f {Atomic}
(~f1.0.all4h) mov (16|M0) r100.0<1>:b r0.2<4;1,0>:b
mac (16|M0) (sat)f1.0<1>:b -f1.1<0;1,0>:b (abs)r100.3<0;4,1>:b {Atomic}
math.invm (1|M0) (eo)f1.1 r100.mme5:f -(abs)r64.mme0:f -r1.nomme:f {AccWrEn}
(f0.0.any32h) not (8|M16) (un)f0.0 r100.1<1>:uq r127.0<4;2,2>:uq {Atomic}
dp4 (4|M24) r100.2<1>:b sr0.1<0;1,0>:b -(abs)r0.0<32;8,4>:b
math.log (8|M0) r7.2<2>:hf -(abs)r7.0<16;16,1>:hf
(f1.1.allv) mach (4|M24) sr0.0<4>:w -(abs)r2.1<8;8,1>:hf (abs)r31.0<0;4,1>:b {Breakpoint}
(~f0.0.all4h) cbit (1|M20) r64.4<1>:f r2.0<8;8,1>:ud
mul (8|M24) (ov)f0.1 r[a0.1,-16]<1>:hf r1.0<1;1,0>:d -r2.7<8;4,2>:uw
sad2 (16|M0) (le)f0.1 r1.0<4>:hf r7.7<8;8,0>:d -(abs)r127.2<8;8,1>:d {Breakpoint}
(~f0.0.anyv) rndu (4|M0) (un)f0.0 r31.0<4>:hf 0.0:hf
dp3 (2|M0) r31.0<4>:d r1.2<16;8,2>:df r127.0<2;2,1>:df
line (1|M8) (sat)r7.1<2>:w -sr0.0<0;1,0>:ub r126.3<1;1,0>:uw
math.iqot (2|M28) r0.4<1>:ud r31.0<4;2,2>:ud r64.7<4;1,0>:ud
mac (8|M8) (ge)f0.0 r31.4<1>:w -(abs)r127.1<8;8,0>:w (abs)r[a0.0,16]<16;16,1>:w
rndz (1|M8) r127.2<1>:uw (abs)r100.3<16;16,1>:uw
(f0.0.allv) bfrev (8|M0) r2.1<1>:w 0x34A5E3CF:vf {NoDDChk}
(~f1.0.all2h) fbh (16|M0) null<4>:uq 0x0:uq {AccWrEn,NoDDChk}
rndz (16|M16) (ge)f0.1 (sat)r[a0.1]<2>:q r1.0<0;4,1>:q
dp3 (8|M8) null<4>:b -r1.15<32;8,4>:b 0x1:ud
(~f1.1.anyv) rndd (2|M0) (ne)f1.1 r127.0<4>:ud r0.7<2;2,1>:d {Breakpoint}
(f0.1.all8h) xor (1|M0) (ne)f0.1 r100.0<2>:uw (abs)r0.0<0;1,0>:df -(abs)r127.3<0;4,1>:df
mach (8|M0) r31.0<1>:ub -cr0.0<0;1,0>:ub (abs)r0.7<2;2,1>:ub
rndz (16|M0) (un)f1.1 r100.4<4>:ud -(abs)r7.0<32;8,4>:ud
(~f0.1.all8h) cmp (8|M24) r7.4<1>:hf sr0.0<0;1,0>:w -r7.1<8;4,2>:w {Atomic}
(f0.0.any4h) math.idiv (32|M0) r7.4<2>:d r127.2<0;1,0>:d -1315719543:d
(f1.0.all4h) not (8|M0) r7.0<1>:w 0xAF75564E:v
dp3 (16|M0) r1.0<4>:b ip<0;1,0>:b -(abs)r0.3<4;1,0>:b
(~f1.1.all32h) math.pow (1|M0) r2.4<2>:f r126.7<8;8,0>:f 0.1:f
(~f0.1.any32h) cmpn (8|M8) r1.0<1>:uq (abs)sr0.0<0;1,0>:uq -(abs)r126.3<0;1,0>:uq
and (16|M0) r126.1<4>:q ~r1.3<8;8,0>:q ~r0.0<8;8,0>:q
dp3 (16|M24) (gt)f1.0 r127.2<1>:b r0.7<32;8,4>:b -(abs)r100.0<0;1,0>:b
(f1.1.anyv) or (8|M8) r127.0<1>:q r100.3<8;8,1>:q -(abs)r7.0<4;1,0>:q
(W&~f0.0) add (16|M0) (un)f0.0 null<1>:ub -r2.2<4;2,2>:uq -r2.0<16;16,1>:uq
sad2 (2|M0) acc1.0<2>:uq r100.3<32;8,4>:uq (abs)r127.2<16;8,1>:uq {Breakpoint}
and (2|M24) r64.0<2>:b -(abs)r7.0<8;8,0>:b (abs)r31.1<8;8,0>:b
(~f0.0.any8h) asr (2|M0) (sat)r64.1<1>:uw (abs)r127.0<0;1,0>:uw -r0.3<4;4,1>:q
dp4 (8|M0) acc1.0<1>:uw r1.2<0;1,0>:uw r[a0.1,-32]<16;8,1>:uw
avg (2|M20) (un)f0.1 r2.4<4>:w -r126.3<4;2,2>:ud r127.0<8;8,1>:b {Atomic,NoDDChk}
(f1.1.all4h) asr (4|M24) sr0.0<1>:ud -r64.0<0;4,1>:ud 0xFFFFFFFF:ud
dp3 (8|M0) r[a0.0,64]<1>:df -null<0;1,0>:df -r127.2<2;2,1>:b
mov (16|M0) r2.1<4>:ud r127.7<4;2,2>:ud {NoDDChk}
dp3 (8|M16) r1.0<1>:uq -(abs)r31.1<2;2,1>:uq -(abs)r1.0<16;8,1>:uq
sada2 (2|M20) (un)f1.1 f1.0<1>:ub acc1.0<0;1,0>:d -(abs)r127.0<2;2,1>:d {Breakpoint}
(~f1.0.allv) mach (16|M0) (sat)acc1.0<4>:hf r[a0.7,-32]<4;1,0>:uw -r[a0.1,2]<1,0>:uw
(W&~f1.1) dp3 (16|M24) r[a0.0,16]<4>:d r64.3<0;4,1>:d r127.1<8;8,0>:w
(f1.0.all32h) pln (32|M8) r[a0.3,-16]<4>:hf cr0.0<0;1,0>:uq r126.0<2;1,0>:uw
(W) subb (32|M0) (un)f0.0 (sat)r126.2<4>:f tdr0.0<0;1,0>:f r7.3<1;1,0>:f
(~f1.0.any8h) lzd (8|M0) r[a0.0,64]<4>:uw f0.0<0;1,0>:b
(W) mac (16|M0) r64.2<4>:q r2.2<4;2,2>:b r0.0<0;1,0>:b
(W) movi (1|M28) acc0.0<4>:w r[a0.1]<1,0>:w {AccWrEn}
add (8|M0) r2.0<1>:w -r0.0<8;4,2>:w r7.0<2;1,0>:w
(W) cmpn (2|M12) r[a0.3]<1>:w -r7.15<16;16,1>:w -(abs)r31.0<32;8,4>:ub
(~f1.1.any2h) cbit (4|M0) r0.1<1>:ud 0x1:ud
(f0.1.all32h) rndd (4|M0) tm0.0<2>:uw 100.25:df
xor (8|M0) r64.0<1>:df ~r127.3<1;1,0>:df r7.1<4;4,1>:df
(f0.0.all2h) frc (4|M0) (un)f0.0 r[a0.0,-16]<1>:q -r126.3<4;1,0>:q
(~f0.1.allv) shr (8|M16) (lt)f0.1 r31.0<1>:ud r127.2<1;1,0>:d r2.7<4;1,0>:d
rndu (8|M24) r0.0<4>:b -r2.2<16;8,2>:b {Breakpoint}
math.rsqtm (8|M0) (eo)f1.1 r100.mme0:f (abs)r127.nomme:f
shl (2|M8) r0.2<4>:hf -r127.3<2;1,0>:hf r[a0.7,16]<2;1,0>:hf
or (8|M0) (eq)f1.1 r126.0<2>:hf ~r1.0<8;4,2>:hf 0.0:hf
shl (8|M16) r31.4<2>:b (abs)fc0.0<0;1,0>:b r2.0<16;8,1>:b {Switch}
(~f1.1.all8h) cbit (16|M0) r126.1<1>:b r1.15<2;2,1>:b
(f1.1) rndz (4|M0) r31.1<4>:hf r1.0<0;4,1>:hf
cmpn (8|M0) r64.4<4>:f r127.1<2;2,1>:f -(abs)r64.0<8;8,0>:f
(~f0.0.anyv) shr (1|M12) (lt)f0.0 r2.0<2>:d r31.0<8;8,0>:df r126.0<8;4,2>:df
cbit (8|M0) r31.0<4>:df 1e+06:df {NoDDChk}
(W) and (32|M24) acc0.0<1>:uq r100.0<0;4,1>:uq -(abs)r100.0<0;4,1>:uq {Atomic}
avg (8|M24) (un)f0.1 (sat)r31.0<4>:f r127.0<8;4,2>:f r126.7<4;4,1>:f {NoDDClr}
(f0.1.any4h) rndu (16|M0) (le)f0.1 cr0.0<2>:w r2.0<0;1,0>:df
dp4 (8|M0) r100.4<1>:f -r127.2<8;8,1>:hf r2.3<8;8,1>:hf {NoDDChk,Switch}
math.cos (1|M28) r126.1<2>:hf (abs)r2.0<32;8,4>:hf
(~f1.0.any8h) asr (16|M0) (un)f1.0 r64.1<1>:q -(abs)sp.0<0;1,0>:q -r100.0<4;1,0>:q {Breakpoint,NoDDClr}
dp4 (16|M0) r2.4<4>:d (abs)dbg0.0<0;1,0>:d -2147483648:d
(W&~f0.0) fbl (1|M28) r127.2<2>:hf r127.15<0;4,1>:hf
(~f0.1) and (16|M24) acc1.0<1>:uq ~r31.0<4;4,1>:uw ~r64.0<8;4,2>:uw
(~f1.0.all2h) asr (4|M0) (gt)f1.0 ip<1>:hf -f1.1<0;1,0>:uw (abs)r[a0.7]<4;1,0>:uw
mach (1|M24) r0.1<1>:b -(abs)r31.0<32;8,4>:df r126.1<0;1,0>:q {NoDDClr}
(~f1.0.all16h) not (2|M0) r0.4<4>:d r126.0<4;4,1>:d
avg (16|M0) r0.3<1>:q (abs)r64.0<16;16,1>:uw -(abs)r1.2<8;8,0>:uw {NoDDChk}
cmpn (8|M0) (eq)f1.0 r100.2<4>:b r126.3<2;1,0>:b (abs)r64.1<32;8,4>:b {Breakpoint}
(f1.1.any2h) addc (4|M20) r2.0<1>:hf r127.7<0;4,1>:hf 100.25:hf
(~f1.1.any2h) xor (8|M0) (le)f1.1 r64.2<4>:uw cr0.0<0;1,0>:uw 0xFFF:uw {Switch}
sad2 (2|M24) (sat)r127.4<1>:uw -(abs)tm0.1<0;1,0>:uw r2.3<1;1,0>:uw {Breakpoint}
(~f0.0.anyv) not (16|M0) (lt)f0.0 r0.1<2>:df (abs)r[a0.1,2]<16;8,1>:df {Atomic,Breakpoint}
(f0.0.all2h) rnde (2|M8) (ov)f0.0 sr0.0<2>:ud r[a0.1,2]<8;4,2>:ud
(W) smov (2|M20) r7.0<1>:uw r0.0<8;8,1>:uw r127.7<16;16,1>:uw {Atomic}
(W&~f0.1) or (16|M0) (ne)f0.1 r127.0<1>:q r64.0<16;8,2>:q -(abs)r[a0.2]<0;4,1>:q {AccWrEn,NoDDChk}
subb (2|M4) r7.4<1>:ud r7.0<2;1,0>:ud 0xFFFFFFFF:ud {AccWrEn}
cmpn (2|M20) r100.4<1>:w r0.2<8;8,1>:w r126.2<4;2,2>:w
(~f0.1.allv) mul (4|M16) (sat)r126.0<1>:uq -sr0.0<0;1,0>:uq r1.0<2;1,0>:ud {AccWrEn,Atomic,Breakpoint}
(f0.0.anyv) dp2 (32|M16) acc0.0<2>:hf cr0.0<0;1,0>:hf -0.0:hf
xor (2|M4) r0.0<4>:d ~r2.7<8;8,0>:d -(abs)r126.0<4;4,1>:d
or (4|M24) r2.0<1>:ud (abs)n0.0<0;1,0>:ud 0xF50E0999:ud
(f1.1.any4h) or (8|M24) r126.2<4>:w r126.0<1;1,0>:d r126.7<0;4,1>:d
mach (4|M12) r0.2<1>:w r[a0.2,-32]<8;4,2>:w 0:w {Atomic}
(f0.0.allv) and (1|M0) r[a0.3,64]<4>:b (abs)tm0.0<0;1,0>:hf 0.5:hf {AccWrEn}
(f0.0) sada2 (16|M0) r126.0<1>:b -(abs)r7.0<16;8,2>:b (abs)r0.7<4;1,0>:b {AccWrEn}
shr (32|M8) r[a0.1,16]<1>:uw -(abs)dbg0.0<0;1,0>:ud -r100.7<2;1,0>:ud {Atomic}
(f1.1.all2h) shr (16|M0) (lt)f1.1 r[a0.0,64]<2>:w (abs)null<0;1,0>:w -2048:w
(f1.1.any16h) sad2 (8|M0) r31.1<2>:df acc0.0<0;1,0>:w -r2.0<4;4,1>:w {AccWrEn}
fbh (8|M8) r[a0.3,64]<1>:uw 0x1000:uw
line (32|M0) (le)f1.1 r7.4<1>:ud -(abs)n0.0<0;1,0>:ud r2.0<4;2,2>:ud {Atomic}
cmpn (2|M0) (un)f0.0 r0.0<1>:uw r2.0<0;1,0>:uw -(abs)r100.0<4;2,2>:uw
(W) sad2 (4|M16) r7.4<2>:ub -(abs)r64.0<4;4,1>:q r2.3<4;4,1>:q
(f1.0.any2h) add (4|M20) r1.2<1>:f fc0.0<0;1,0>:f r0.7<1;1,0>:f {Atomic,Breakpoint}
(f1.0.all2h) sel (8|M8) r7.4<1>:d (abs)a0.0<0;1,0>:d -(abs)r100.2<32;8,4>:d
or (16|M0) r1.0<1>:d ce<0;1,0>:d ~r126.2<4;2,2>:d
rndz (8|M24) r100.1<2>:f -(abs)n0.0<0;1,0>:f
(W&~f0.1) frc (2|M0) (un)f0.1 r126.0<2>:q r2.0<0;1,0>:q {Switch}
fbl (4|M20) f1.0<4>:q r126.0<0;1,0>:q {Atomic}
math.cos (16|M0) r127.4<1>:hf -(abs)r64.3<4;1,0>:hf
add (2|M28) r126.4<4>:hf (abs)r127.0<8;4,2>:ud r2.0<8;4,2>:ud {NoDDChk}
(W) rndu (32|M24) r31.1<1>:hf acc1.0<0;1,0>:hf {NoDDChk}
rnde (16|M0) r31.2<2>:w 0xC40AF7AE:uv
(W) math.invm (2|M24) (eo)f0.0 r100.mme0:f r2.mme0:f -(abs)r64.mme0:f
(W) mul (4|M0) (eq)f0.1 r127.2<2>:f -(abs)r2.0<8;8,0>:f -(abs)r64.0<4;2,2>:f {NoDDChk,NoDDClr}
or (2|M4) r2.0<1>:f -(abs)f1.1<0;1,0>:f -(abs)r127.1<2;1,0>:b
(~f0.0.all2h) cmpn (8|M16) r7.1<4>:uq -r1.0<8;4,2>:uq r[a0.1,2]<1,0>:uw
(W) mov (32|M0) r2.0<1>:df -r7.1<32;8,4>:q {AccWrEn}
(~f0.1.any32h) shr (8|M0) r126.3<4>:q r7.1<8;8,1>:q -r0.2<8;4,2>:q
(f0.0.allv) not (32|M0) r64.4<1>:hf r127.0<0;1,0>:hf {Switch}
(~f1.0.all4h) math.pow (4|M8) r100.0<1>:hf -r127.0<4;1,0>:hf r0.15<2;2,1>:hf
frc (4|M0) (ov)f0.0 r64.1<1>:df 1.4013e-45:df
fbl (8|M0) r127.0<1>:ub r0.7<16;8,2>:d
mov (8|M0) (le)f0.1 r64.2<1>:df -r2.3<16;8,2>:df
(f0.1.any32h) rnde (1|M0) (ne)f0.1 r100.0<4>:f -(abs)r126.3<4;4,1>:f {NoDDChk}
(~f0.0.any4h) sel (8|M0) r100.2<4>:ud a0.0<0;1,0>:ud r127.0<16;8,2>:hf
(f1.1.all32h) cmp (16|M0) cr0.0<4>:q -(abs)r7.0<2;2,1>:q r[a0.1,16]<1,0>:hf {Breakpoint}
(f0.0.anyv) math.fdiv (8|M0) r100.4<1>:f (abs)r126.7<2;1,0>:f inf:f
add (8|M8) r126.1<4>:hf r0.1<32;8,4>:hf -(abs)r126.1<16;8,2>:hf
(~f0.1.all16h) lzd (8|M0) sr0.0<1>:d -r127.3<16;8,2>:b
(~f1.1) shr (16|M16) (eq)f1.1 tm0.0<1>:b -r1.0<8;8,1>:b r127.15<8;8,0>:b {AccWrEn,Breakpoint}
cbit (32|M24) tm0.0<1>:hf r[a0.7,2]<1,0>:hf
mac (16|M0) f1.0<4>:f -(abs)r[a0.0,2]<1,0>:f -(abs)r100.7<16;16,1>:f
shr (8|M0) r2.1<4>:q -(abs)r0.0<4;2,2>:q -(abs)r127.3<1;1,0>:q {Atomic}
math.pow (2|M24) r127.2<1>:f r0.0<16;8,1>:f r1.0<8;8,1>:f {NoDDClr}
sel (32|M0) (sat)r1.0<1>:w r[a0.1,-512]<8;4,2>:w r7.15<4;4,1>:b {Breakpoint}
cmp (8|M8) r1.1<2>:b (abs)r2.7<4;4,1>:b r2.0<0;1,0>:b {AccWrEn}
math.sin (32|M24) r100.4<1>:hf r127.1<4;4,1>:hf {Switch}
(W&f0.0) movi (16|M0) r2.0<4>:f r[a0.1]<1,0>:f {Atomic}
(W&f0.1) dp2 (1|M24) (gt)f0.1 a0.0<1>:w -(abs)r2.0<8;8,0>:w (abs)r2.3<8;8,1>:w {Switch}
(W) rnde (32|M0) r7.0<4>:w r127.3<2;1,0>:f
(f0.0.any4h) cmpn (8|M0) r127.1<1>:uw r[a0.0,-32]<8;4,2>:uw r127.2<32;8,4>:uw {AccWrEn,Breakpoint}
(W) mov (1|M28) acc0.0<1>:ub -(abs)r31.0<4;1,0>:ub
smov (2|M20) r[a0.1]<1>:uw cr0.0<0;1,0>:uw 0.0:hf
rnde (1|M0) r1.1<1>:d 1:d
cbit (2|M20) r126.0<1>:d tm0.0<0;1,0>:d {AccWrEn}
math.cos (8|M24) r0.0<2>:f r100.1<0;4,1>:f
lzd (16|M0) (gt)f1.1 r64.1<4>:uq sp.0<0;1,0>:uq
line (4|M16) (ne)f1.1 r[a0.3,16]<2>:df r1.2<32;8,4>:df -(abs)r1.3<0;1,0>:df {Breakpoint,NoDDChk}
(~f1.0) add (8|M0) (ov)f1.0 r127.4<1>:b (abs)a0.0<0;1,0>:b r64.1<16;8,1>:b
movi (4|M20) f0.0<1>:d r[a0.0]<1,0>:d
(~f0.1.any8h) dp4 (8|M0) (gt)f0.1 a0.0<1>:b -(abs)tm0.0<0;1,0>:b (abs)r127.0<0;4,1>:b
mov (4|M0) (gt)f0.1 r[a0.1,16]<2>:b acc0.0<0;1,0>:b
cmpn (4|M0) r0.4<1>:ub r64.0<16;8,2>:q r127.0<1;1,0>:q
mov (32|M0) ip<1>:ub r64.3<16;8,1>:ub
(W) rndz (32|M16) (sat)r2.4<1>:uw r31.0<0;4,1>:uw {NoDDClr}
(W&~f0.1) fbh (4|M12) r0.0<1>:b ce<0;1,0>:b
(~f1.1.any8h) sad2 (8|M24) (ge)f1.1 r[a0.3,64]<1>:ud (abs)r1.7<1;1,0>:f -(abs)r31.7<16;16,1>:uw {NoDDClr}
and (8|M0) (ge)f1.1 sr0.0<2>:ud -(abs)r31.0<2;1,0>:ud 0x0:ud
line (8|M16) r126.4<1>:ub r126.0<2;2,1>:uw 0x6A02:uw
dph (1|M12) f1.0<4>:w (abs)r0.3<4;1,0>:w r126.1<8;8,0>:w
cmp (4|M0) (un)f1.1 r100.2<1>:d -r7.1<4;2,2>:d -(abs)r7.7<4;2,2>:d
(~f1.0.any4h) lzd (2|M0) (ge)f1.0 r1.2<2>:ud 0xCBA6C120:ud
math.sin (1|M24) (sat)r0.2<4>:f (abs)r126.1<8;8,1>:f {AccWrEn}
(W&~f0.0) dp2 (2|M0) (sat)r7.0<1>:f r100.3<0;1,0>:f -r100.0<0;1,0>:f
(f1.0) mul (16|M0) (sat)r1.0<4>:uw -r7.3<2;2,1>:uw (abs)r2.0<32;8,4>:hf
not (4|M0) (ge)f0.1 r31.1<2>:f r100.7<32;8,4>:f
(W) sel (2|M8) r1.0<1>:uq fc0.0<0;1,0>:uq r64.0<8;4,2>:df
rnde (32|M16) r64.4<4>:ud -(abs)r0.1<16;8,2>:ud
(f0.0.anyv) bfrev (2|M24) r31.0<1>:ub 0x1000:ud
dp2 (2|M0) r0.2<2>:df r7.0<16;16,1>:df -r2.0<0;1,0>:df {NoDDClr}
(f1.0.any4h) and (8|M0) (ne)f1.0 r127.1<4>:f r31.0<0;1,0>:f 0.0:f
movi (16|M0) r127.0<4>:uw r[a0.0,2]<1,0>:uw
xor (8|M0) r126.0<1>:uq ~r127.2<4;4,1>:ub ~r127.15<16;16,1>:ub
(~f0.0.all8h) fbh (2|M24) r126.0<1>:b fc0.0<0;1,0>:b
(f1.1.any8h) cmpn (32|M0) (gt)f1.1 r64.1<1>:ud r0.2<2;2,1>:ud -(abs)r0.3<8;8,1>:ud
(W&f1.1) movi (8|M0) r31.0<1>:f r[a0.0,16]<1,0>:f {NoDDChk}
(f1.1.any8h) sel (2|M4) r126.4<1>:f r0.2<8;8,1>:f 1.4013e-45:f
(f1.1.anyv) sada2 (16|M24) r[a0.3]<1>:b -sr0.0<0;1,0>:b r127.2<16;16,1>:f {NoDDChk}
(f1.0.allv) math.irem (16|M0) (sat)r126.4<2>:d r126.0<16;8,1>:d -2147483648:d
cbit (8|M16) acc0.0<4>:q r1.3<0;4,1>:q
(W) sel (2|M28) (lt)f1.1 (sat)r[a0.1,-16]<1>:df -r7.0<4;4,1>:df -r126.1<4;4,1>:df
mul (16|M16) r1.0<1>:f r126.1<4;1,0>:ud r126.3<1;1,0>:ud
(~f1.0.all32h) add (2|M20) (eq)f1.0 r0.1<4>:q r100.0<8;8,0>:q (abs)r64.0<16;16,1>:q {Atomic}
dp4 (8|M0) r1.1<2>:b -(abs)ce<0;1,0>:b -r[a0.2,-32]<32;8,4>:b {Breakpoint}
sad2 (8|M0) (eq)f0.1 r64.2<1>:hf sp.0<0;1,0>:hf -r100.3<4;1,0>:hf {Atomic}
(W&f0.0) rndd (4|M16) (un)f0.0 null<4>:w r100.2<8;8,0>:w
sada2 (16|M8) r2.0<2>:b -(abs)a0.0<0;1,0>:hf r[a0.1,511]<1,0>:hf
(W) or (16|M8) r31.2<4>:f r64.3<2;2,1>:q r1.15<16;8,1>:b {NoDDChk,NoDDClr}
sad2 (1|M16) r126.0<1>:w (abs)r0.0<4;4,1>:w r127.15<4;2,2>:w {NoDDChk}
(~f1.1.all4h) rndu (4|M0) (ne)f1.1 r2.1<1>:b r[a0.1,511]<0;4,1>:ud
(~f0.0.all8h) rndu (1|M12) r7.2<4>:hf (abs)r1.0<2;2,1>:d
(f0.0.any16h) asr (8|M0) r1.0<4>:b -r31.0<2;2,1>:b r126.0<2;2,1>:b {AccWrEn}
dp4 (32|M0) (ov)f1.1 r64.2<2>:f r31.0<4;2,2>:ud 0x0:ud
math.rsqtm (16|M24) (eo)f0.0 r1.mme0:f (abs)r27.nomme:f {AccWrEn,Breakpoint}
frc (8|M8) r[a0.3,16]<1>:df -0.0:df
math.pow (8|M0) r0.2<1>:f -(abs)r7.0<0;4,1>:f 0.0:f
(~f1.1.any4h) subb (2|M0) (sat)r1.4<4>:ub r7.0<4;1,0>:ub r1.1<8;8,1>:ub {Breakpoint,NoDDChk}
sad2 (16|M8) r7.0<1>:f r7.7<16;16,1>:f (abs)r127.7<8;8,0>:f {Atomic}
rndz (16|M0) r1.4<4>:b -ip<0;1,0>:b
lzd (8|M0) r64.4<1>:ub -(abs)r64.0<4;2,2>:ub
cmp (32|M24) r100.4<4>:ub r1.0<1;1,0>:uw r64.3<8;4,2>:uw
mul (32|M8) r2.0<2>:df r0.7<4;2,2>:hf r64.2<4;4,1>:hf
mov (16|M0) r31.0<4>:q (abs)r100.1<16;16,1>:d
mac (1|M28) r100.1<1>:w sr0.0<0;1,0>:w r2.2<32;8,4>:w {Breakpoint}
sad2 (8|M0) r100.2<2>:w r[a0.1]<4;2,2>:q r[a0.0,2]<0;1,0>:df {AccWrEn}
mac (32|M0) r1.0<2>:q sr0.0<0;1,0>:b r127.7<4;1,0>:b
(W&~f1.1) mov (32|M0) r2.1<4>:uq 0xFFF:ud
(f1.0.any32h) math.idiv (8|M24) (sat)r31.1<2>:d r127.3<4;2,2>:d -(abs)r0.2<8;8,1>:d
sad2 (2|M12) acc0.0<1>:q -(abs)r[a0.7,-512]<1,0>:q r[a0.7,-512]<8;8,1>:q {NoDDClr}
math.sqt (1|M16) r126.0<1>:hf (abs)r2.7<2;2,1>:hf {Breakpoint}
dp3 (16|M8) r1.1<4>:ud (abs)r64.3<8;4,2>:ud r64.2<2;1,0>:ud
not (32|M0) r1.1<2>:hf r0.0<16;8,1>:hf {NoDDChk}
sel (16|M0) r100.0<4>:hf (abs)r126.15<16;8,2>:hf r0.7<16;8,2>:hf
(f0.0.any2h) cmp (16|M0) r0.4<1>:hf tm0.0<0;1,0>:hf -r100.0<8;4,2>:hf {NoDDChk}
fbl (16|M0) r7.1<4>:b r127.1<0;1,0>:b {Atomic}
xor (1|M8) (eq)f0.0 r7.0<1>:b (abs)r126.7<8;4,2>:b ~r100.3<4;2,2>:b {Atomic,NoDDChk}
(W&~f0.0) movi (2|M0) r0.2<4>:ud r[a0.1,16]<1,0>:ud
(~f0.0.all2h) xor (16|M16) r126.0<2>:d r126.1<16;8,2>:uq -(abs)r[a0.2]<1,0>:uq
(W) lzd (16|M0) r7.2<4>:uw (abs)r64.1<16;8,2>:ud
xor (2|M4) r31.4<4>:w -(abs)r126.0<2;2,1>:ub r2.0<32;8,4>:b {Switch}
rndd (16|M0) r64.0<1>:ub -r100.0<16;8,1>:w {AccWrEn}
(~f0.1.any8h) shr (1|M0) r2.0<1>:ud acc0.0<0;1,0>:ud 0xFFFFFFFF:ud
fbl (4|M0) r1.2<1>:hf 0x2E66:hf {Atomic}
(f1.0.all16h) mac (8|M8) r0.0<1>:hf r2.1<8;4,2>:hf (abs)r0.7<0;4,1>:hf {Breakpoint}
(~f0.1.all32h) rndz (1|M0) r64.0<2>:q 4095:q {NoDDClr}
(~f1.1.anyv) mov (32|M0) r127.2<1>:ub (abs)r1.0<8;8,0>:ub
lzd (8|M24) r0.0<4>:w r2.1<0;1,0>:hf
frc (32|M0) r2.3<1>:df 2.0:df {Breakpoint}
(f0.0.anyv) line (32|M0) r0.0<1>:w r126.0<8;8,0>:ub r2.0<16;8,2>:f {NoDDClr,Switch}
mac (8|M0) r64.2<1>:uw r[a0.7,16]<1,0>:uw 0x1000:uw
movi (16|M0) r2.1<1>:w r[a0.0,2]<1,0>:w {AccWrEn}
fbl (16|M0) r100.0<1>:hf r2.15<4;4,1>:uw
(W) add (4|M0) a0.0<1>:f -r31.0<2;2,1>:f r127.0<0;1,0>:f
xor (32|M0) r31.1<2>:q -(abs)r127.2<4;1,0>:q r127.2<32;8,4>:q
dp2 (4|M0) r126.0<4>:df r64.1<16;8,2>:f -r0.7<0;1,0>:ub {NoDDClr}
frc (2|M24) r31.4<1>:w r64.1<2;2,1>:d {AccWrEn}
(f1.1.all2h) dp3 (32|M24) r126.2<1>:ub -(abs)cr0.0<0;1,0>:ub r1.0<8;4,2>:ub
(f0.1.anyv) rndu (4|M24) r100.4<1>:d (abs)r1.2<8;8,0>:ud
(W) xor (32|M24) (un)f0.0 r64.2<2>:q sr0.1<0;1,0>:q (abs)r31.3<0;4,1>:q
add (1|M0) (le)f1.0 r31.1<4>:w -r64.0<4;2,2>:w (abs)r2.0<16;16,1>:w {Breakpoint,Switch}
(W) movi (8|M0) sr0.0<1>:uw r[a0.0]<1,0>:uw {NoDDChk}
or (4|M28) r126.0<4>:uq r2.0<2;2,1>:uq ~r31.1<4;2,2>:b {Breakpoint,NoDDChk}
fbl (8|M0) r2.0<1>:df 65504.0:df {Switch}
(W) dp4 (8|M0) (ne)f0.0 r0.0<4>:ub r1.0<8;8,0>:ub (abs)r127.1<8;8,0>:hf
asr (1|M28) r2.0<1>:hf r126.1<2;2,1>:hf r100.2<8;8,0>:hf
sada2 (32|M0) (eq)f1.1 r0.0<4>:w n0.0<0;1,0>:w r126.0<8;8,1>:w
(W) rndd (8|M8) (le)f0.1 r0.0<1>:d -2147483648:d {NoDDChk}
(W) movi (8|M0) acc1.0<1>:uw r[a0.2,2]<1,0>:uw
rndz (32|M8) r31.0<1>:uq (abs)r[a0.2]<8;8,0>:uq
math.invm (1|M8) (eo)f1.1 r1.mme7:f -(abs)r27.mme7:f r127.mme3:f
(f1.0.all2h) cmp (2|M0) (eq)f1.0 r64.4<2>:ud -(abs)r[a0.1]<1,0>:ud r126.0<16;16,1>:ud
dp3 (16|M24) r[a0.3,16]<1>:ub a0.0<0;1,0>:ub r31.15<8;8,0>:ub
(W&f1.0) cmpn (8|M0) r7.0<2>:f acc0.0<0;1,0>:f 1e+06:f
(W&f1.0) cmp (32|M16) r31.0<2>:df (abs)r2.0<0;4,1>:df r1.0<2;1,0>:df {NoDDClr}
shl (1|M0) r2.1<4>:hf msg0.0<0;1,0>:w (abs)r0.0<2;2,1>:w
(f1.0.anyv) or (2|M0) r7.0<1>:df r7.0<2;1,0>:df (abs)r2.3<2;1,0>:df
(W) rndz (2|M24) r100.4<1>:w 2047:w
dp3 (8|M0) r0.0<1>:hf (abs)r127.0<16;16,1>:ub -(abs)r127.1<1;1,0>:ub
math.rsqtm (1|M0) (eo)f0.0 r100.mme0:df r2.mme3:df
(W&~f0.0) fbh (32|M0) r0.0<2>:uq r126.3<0;1,0>:uq {AccWrEn}
(~f1.0.any32h) dp4 (16|M0) (sat)r126.0<1>:b -tdr0.0<0;1,0>:b -(abs)r126.3<4;2,2>:b
shl (32|M0) a0.0<4>:ud r64.0<32;8,4>:ud r7.2<32;8,4>:ud {NoDDClr}
(~f0.1.all16h) mov (8|M8) (lt)f0.1 f1.0<2>:uw -(abs)r[a0.2]<1,0>:uw
asr (1|M28) r0.2<4>:f -(abs)r127.0<4;1,0>:f r64.0<4;1,0>:f
dp4 (8|M0) (ov)f0.1 r7.0<1>:hf r31.0<16;8,1>:hf -r126.3<4;2,2>:hf {Breakpoint}
rndu (8|M0) (ge)f0.0 r7.2<4>:q 4096:q
rnde (8|M0) (ne)f1.1 null<4>:f 0x66479F61:vf
(~f1.1.any2h) mov (8|M0) r64.0<1>:b (abs)acc0.0<0;1,0>:b
mov (8|M0) (sat)r31.0<2>:w ip<0;1,0>:hf
cmp (1|M28) r7.2<1>:ub ce<0;1,0>:ub r7.7<1;1,0>:ub {NoDDClr,Switch}
asr (8|M16) r2.4<2>:f r[a0.7,511]<1,0>:f r[a0.2]<4;1,0>:f
(W&~f1.0) dp4 (8|M0) tm0.0<4>:d (abs)r0.7<8;8,1>:d (abs)r64.7<2;1,0>:d {AccWrEn}
(~f1.0.any8h) fbl (32|M0) r7.0<4>:d r126.0<16;8,2>:d
(~f1.1) dp4 (1|M24) r1.2<1>:d n0.0<0;1,0>:q r126.2<8;8,0>:q {Atomic}
xor (2|M24) r100.2<4>:uq ~msg0.0<0;1,0>:uq r2.0<0;1,0>:uq
(W) rndu (2|M0) r64.0<1>:b -r31.0<8;8,1>:uq
avg (16|M0) (sat)r31.0<1>:ub r127.15<1;1,0>:ub r7.1<2;2,1>:b
and (16|M0) (lt)f0.1 acc0.0<2>:w r2.1<4;1,0>:w (abs)r2.0<2;2,1>:w
(f1.1.all4h) line (32|M0) r31.0<1>:ud r31.3<2;2,1>:ud 0x9F1E520F:ud {NoDDChk}
rndz (2|M12) (sat)r126.1<4>:q r64.0<16;16,1>:q {Switch}
line (32|M16) (sat)r7.0<4>:ud -cr0.0<0;1,0>:ud 0x38F3D093:ud
fbl (2|M8) r100.2<1>:f r1.1<2;1,0>:hf {AccWrEn,Switch}
(f1.1.allv) rndd (8|M16) f1.0<1>:df r127.0<16;8,1>:f
not (16|M0) r1.4<2>:w (abs)r0.15<0;1,0>:w
(W) dp3 (16|M0) r2.2<2>:df r127.0<4;2,2>:df (abs)r2.3<4;4,1>:df
cbit (16|M0) r[a0.0]<2>:uw 0x1000:uw {Atomic}
(~f0.0.all32h) dph (32|M0) (sat)r0.0<2>:d (abs)r[a0.7,16]<1;1,0>:b r126.0<16;8,1>:uw {Breakpoint,NoDDChk,NoDDClr}
dp3 (1|M24) r64.1<1>:uw r126.2<32;8,4>:uw r2.7<8;4,2>:uw
(~f0.0.all32h) shr (8|M0) (un)f0.0 f0.0<2>:b (abs)ip<0;1,0>:b (abs)r1.1<4;4,1>:b
and (16|M0) (lt)f0.0 r[a0.3]<2>:hf (abs)r[a0.1,-32]<1,0>:ud r1.0<0;4,1>:hf {Breakpoint}
lzd (8|M0) r31.0<4>:b (abs)ip<0;1,0>:ub
movi (1|M0) r126.0<1>:w r[a0.0,2]<1,0>:w
rndu (4|M0) (sat)ip<1>:df -inf:df {Switch}
rndu (32|M8) (sat)r1.4<1>:w r1.0<2;1,0>:w {Atomic}
lzd (16|M0) (eq)f1.0 r127.0<1>:df r1.3<2;1,0>:df
(f0.1.allv) sada2 (32|M0) r1.0<1>:b -(abs)r2.3<4;1,0>:b r100.3<2;1,0>:b
(W) movi (16|M24) r1.4<2>:f r[a0.1]<1,0>:f
cmpn (16|M16) r1.2<1>:uq -r7.7<16;8,2>:hf -(abs)r126.0<0;4,1>:hf
(~f1.1.allv) sada2 (4|M0) r126.1<4>:ud tm0.1<0;1,0>:ud 0xF270FA96:ud {AccWrEn}
(W) subb (16|M16) r0.0<4>:df tdr0.0<0;1,0>:b -inf:hf {Atomic}
math.invm (16|M0) (eo)f0.0 r1.mme7:df -(abs)r64.mme0:df r64.mme7:df
math.invm (16|M0) (eo)f1.1 (sat)r100.mme7:df -(abs)r1.mme7:df -(abs)r27.mme7:df
(W) mach (8|M0) r31.4<1>:ud -sr0.0<0;1,0>:ud -(abs)r100.0<8;8,1>:ud
mach (8|M16) a0.0<1>:f r127.7<0;4,1>:f r2.0<4;1,0>:f
or (32|M0) acc0.0<4>:f tm0.0<0;1,0>:f 100.25:f
(W) not (4|M24) r2.1<4>:ud r7.7<8;4,2>:ud
sel (16|M0) (ov)f1.1 cr0.0<4>:b sp.0<0;1,0>:b -(abs)r64.0<16;8,2>:b
(f1.0.all32h) shr (1|M20) r1.0<4>:ud (abs)ce<0;1,0>:ud r[a0.0,-512]<1,0>:ud
(W&f0.1) fbl (8|M8) f1.0<4>:df r1.3<2;1,0>:df
mul (2|M0) sr0.0<4>:ud (abs)r126.0<0;1,0>:ud 0x1000:ud
rndd (8|M0) r[a0.1]<2>:d -(abs)r31.0<16;8,2>:d
(W) sad2 (1|M0) (eq)f0.0 ip<4>:df sr0.1<0;1,0>:df r1.0<2;2,1>:df {Atomic}
addc (8|M0) r126.1<4>:uq fc0.0<0;1,0>:uq r2.3<0;4,1>:uq
mac (16|M0) acc0.0<1>:hf -r7.7<2;2,1>:uw r100.3<32;8,4>:uw
(W) and (16|M0) r100.1<4>:ub r126.0<0;4,1>:ub r7.1<2;2,1>:ub
(f0.1.all32h) rndd (16|M0) (ne)f0.1 r100.2<1>:q r[a0.1,-32]<4;1,0>:q
cmpn (32|M0) r1.4<1>:ud r126.3<8;8,1>:ud 0xFFFFFFFF:ud {Switch}
dp4 (4|M16) r31.1<1>:uw sr0.0<0;1,0>:uw -(abs)r7.3<8;8,1>:uw
(W) sel (16|M0) cr0.0<2>:hf (abs)f0.0<0;1,0>:hf (abs)r[a0.7,-32]<16;8,1>:hf {AccWrEn,Breakpoint}
line (2|M0) r31.0<2>:uq -r1.0<0;1,0>:uq (abs)r0.0<0;4,1>:uq
shl (4|M16) (sat)r1.0<1>:ub -r[a0.1]<16;8,2>:ub r7.3<8;8,0>:ub {AccWrEn,NoDDChk,Switch}
math.exp (8|M16) r2.1<4>:hf -r100.0<0;4,1>:hf
(W&~f0.0) rndz (2|M12) (sat)r31.0<1>:df r2.0<0;1,0>:df
movi (1|M0) r7.1<1>:ud r[a0.2]<1,0>:ud
(~f0.0.any8h) math.pow (1|M0) r64.2<2>:hf r7.1<8;8,1>:hf r0.3<16;8,1>:hf
bfi1 (2|M0) r[a0.1,64]<2>:hf n0.0<0;1,0>:hf r31.0<16;16,1>:hf
(W) or (32|M0) r31.1<1>:q -(abs)tm0.1<0;1,0>:hf 0.0:hf
frc (8|M0) (gt)f0.1 r2.2<4>:q -2048:q
sada2 (4|M20) r0.0<1>:q f0.0<0;1,0>:q (abs)r127.1<0;1,0>:q
(~f1.0.all4h) sad2 (32|M0) r100.0<1>:w ce<0;1,0>:w r7.0<16;8,2>:w
(W) asr (2|M28) r31.4<1>:b r64.3<16;8,1>:b (abs)r1.3<2;1,0>:b {Breakpoint}
cbit (16|M0) r[a0.3,16]<2>:ub r[a0.7]<1,0>:ud {AccWrEn,Atomic}
(f0.1.any4h) mov (32|M0) ip<1>:uw (abs)r2.2<16;16,1>:ub {Breakpoint,Switch}
rndd (16|M0) (ne)f0.1 r126.1<1>:ub (abs)r100.1<16;16,1>:uq
movi (32|M16) r0.2<1>:ud r[a0.0,2]<1,0>:ud
fbl (32|M0) r127.2<1>:q r31.2<32;8,4>:q {NoDDClr}
not (32|M24) r100.2<1>:d 4096:d
(W) xor (2|M0) r2.4<2>:uw (abs)r127.15<16;16,1>:uw r127.15<16;8,2>:b {Breakpoint,Switch}
dph (2|M0) r127.0<1>:w -(abs)r64.7<2;1,0>:w -2049:w
(f1.0.any16h) rnde (2|M4) r64.0<2>:hf -acc1.0<0;1,0>:hf {NoDDChk}
(f0.1.any2h) movi (16|M0) r100.4<4>:d r[a0.1,16]<1,0>:d
(~f1.0.any32h) dp3 (8|M24) r1.0<1>:f r7.7<0;4,1>:ub r126.0<4;4,1>:ub {NoDDChk,Switch}
mov (16|M8) (lt)f1.0 f0.0<1>:q -ce<0;1,0>:q
rnde (16|M16) r[a0.1,-16]<1>:q -(abs)r126.0<4;1,0>:q
(f0.1.all32h) add (8|M0) (eq)f0.1 r2.2<1>:uw -(abs)r64.3<4;2,2>:uw -r2.3<16;8,2>:uq
(~f1.1.any32h) sad2 (4|M0) r31.0<2>:hf -r126.0<1;1,0>:df (abs)r2.0<32;8,4>:df {AccWrEn,Switch}
(W&~f1.1) lzd (16|M8) (gt)f1.1 r7.1<2>:f 1e-05:f
mach (2|M12) ip<1>:hf r[a0.7,-512]<8;4,2>:hf -1.5:hf
mov (8|M0) r0.4<2>:ub r1.1<4;1,0>:ub
(f0.1.all2h) mov (8|M0) r2.0<1>:uw r100.1<8;8,1>:w
(W&f1.1) frc (1|M16) (gt)f1.1 r7.2<2>:b (abs)r64.0<8;8,0>:b {NoDDClr}
math.rsqtm (16|M0) (eo)f0.0 r1.mme1:f (abs)r27.mme0:f {AccWrEn}
cmpn (16|M0) r64.2<2>:d (abs)r31.2<2;1,0>:d -r[a0.2]<16;8,1>:uw
movi (8|M8) sr0.0<1>:ud r[a0.1]<1,0>:ud
rndz (4|M20) tm0.0<2>:ub (abs)r1.2<4;2,2>:ud {AccWrEn,NoDDChk}
(W) mov (8|M0) (eq)f1.0 r2.0<1>:d (abs)r64.1<4;4,1>:d
(W) cbit (32|M0) r127.0<4>:hf inf:hf {AccWrEn}
dp2 (16|M0) r31.2<1>:w (abs)r2.1<8;4,2>:w -(abs)r[a0.7,-32]<1,0>:w {Atomic}
(~f1.0.all8h) sad2 (8|M0) (sat)a0.0<2>:uq r100.1<8;4,2>:uq r1.0<16;8,1>:uq
(~f0.1.all2h) movi (32|M0) r2.4<1>:uw r[a0.0,2]<1,0>:uw
mach (1|M16) r7.2<4>:ud -r7.2<8;8,0>:ud r64.7<16;8,2>:ud {Atomic,NoDDChk}
(W&~f0.0) sad2 (32|M8) (eq)f0.0 r7.2<1>:b (abs)cr0.0<0;1,0>:ub -r127.2<32;8,4>:ub
math.pow (16|M0) r2.0<2>:f -(abs)r127.3<4;4,1>:f r31.1<2;2,1>:f {NoDDChk,Switch}
asr (8|M0) r[a0.0,16]<1>:d r0.1<32;8,4>:d r127.1<1;1,0>:d
math.rsqtm (2|M28) (eo)f0.0 r100.mme1:hf r2.nomme:hf {NoDDClr,Switch}
(~f0.0) lzd (8|M0) r64.3<1>:uq -r127.3<0;4,1>:uq
(~f0.0.all16h) rndu (2|M0) (ne)f0.0 r7.0<1>:uq -r64.3<32;8,4>:uq
mach (2|M24) r0.0<1>:w r31.0<16;8,1>:w -32768:w
sad2 (16|M0) (ne)f1.1 r0.2<2>:uq (abs)tm0.0<0;1,0>:uq r31.3<2;1,0>:uq {Breakpoint}
xor (8|M24) r2.0<1>:ub sr0.0<0;1,0>:d r7.3<32;8,4>:d
avg (32|M0) r100.4<2>:hf ce<0;1,0>:q r7.1<8;4,2>:q
(~f0.0.any4h) cmpn (32|M0) (ne)f0.0 r31.0<2>:f -r127.7<8;4,2>:f r[a0.0,511]<16;8,1>:f {Breakpoint}
dp4 (8|M0) (eq)f1.0 r64.2<1>:f -r[a0.1,2]<1,0>:f 65504.0:f
(W) lzd (2|M0) (ne)f0.0 r31.4<1>:ud r1.7<16;16,1>:ud {Switch}
mov (32|M0) (ov)f0.0 r31.0<4>:f -r64.0<2;1,0>:f {Atomic}
(~f1.0.allv) mul (8|M0) r2.3<4>:q (abs)fc0.0<0;1,0>:q -r127.3<8;8,1>:q
shl (2|M0) r64.0<2>:f (abs)r100.0<16;16,1>:f r2.0<2;1,0>:f
math.inv (16|M16) r2.1<4>:f r7.0<0;4,1>:f {Atomic}
(f0.1.all2h) bfrev (2|M28) r1.1<1>:ud r64.7<0;4,1>:ud
(W) rndu (16|M0) r31.1<2>:ud -(abs)r0.0<2;2,1>:hf
sada2 (2|M0) r127.1<1>:b -fc0.0<0;1,0>:b -r1.1<2;1,0>:df
frc (8|M0) r64.1<1>:w -r7.15<8;4,2>:w
(~f0.0.any8h) mac (4|M8) (ge)f0.0 r31.4<4>:d acc1.0<0;1,0>:d r31.0<16;16,1>:d {Breakpoint}
shr (1|M0) (ne)f0.1 r64.0<2>:ub r7.7<4;1,0>:ub (abs)r126.7<8;8,1>:ub {NoDDClr}
shl (8|M0) r7.1<4>:df (abs)sp.0<0;1,0>:df (abs)r2.0<4;1,0>:df
dp2 (16|M0) r1.0<1>:uw -(abs)acc1.0<0;1,0>:w -(abs)r1.1<4;4,1>:w
dp4 (2|M4) r1.2<1>:f sp.0<0;1,0>:f r126.2<16;8,2>:f
sad2 (2|M4) r31.2<1>:uw r127.15<4;2,2>:uw 0x1000:uw
add (8|M0) r127.2<1>:b r100.2<16;16,1>:b -r7.0<4;4,1>:ub
(W) asr (16|M0) r64.4<1>:ud ce<0;1,0>:ud r31.0<8;8,0>:ud {Switch}
(~f1.1.allv) xor (16|M24) (le)f1.1 r126.0<4>:ub r127.0<0;1,0>:ub (abs)r126.0<2;2,1>:ub {Switch}
cmpn (8|M0) (lt)f1.1 r64.0<4>:b a0.0<0;1,0>:b r2.1<2;2,1>:b {NoDDChk}
(~f0.0.allv) xor (1|M16) r31.0<1>:f sr0.1<0;1,0>:f r64.7<8;8,0>:f
shl (16|M0) r7.0<2>:hf -r2.7<2;2,1>:ub -r1.0<4;2,2>:ub {Breakpoint}
(~f1.0.any2h) sad2 (1|M28) r0.0<2>:uq (abs)f1.1<0;1,0>:uq -(abs)r7.3<8;8,0>:uq {NoDDChk}
(W) cmp (8|M0) (le)f0.0 r0.0<2>:q (abs)r126.0<4;1,0>:w (abs)r64.0<32;8,4>:uq
(f1.0.any2h) subb (32|M0) r7.0<1>:d tm0.1<0;1,0>:d r100.0<4;4,1>:d
(~f0.1) add (2|M16) f0.0<1>:ud cr0.0<0;1,0>:ud r2.2<16;8,1>:ud
dp3 (8|M0) r126.1<1>:uq r7.0<4;1,0>:uq r100.1<4;2,2>:uq {Breakpoint}
lzd (2|M0) (ge)f1.0 r127.0<1>:df 4096:d
(~f0.0.any8h) and (8|M8) (gt)f0.0 r[a0.0,-16]<4>:ud -(abs)r[a0.2,511]<4;4,1>:ud r1.1<0;4,1>:ud {Switch}
(~f1.0.allv) rndu (16|M0) (ov)f1.0 r2.0<4>:ud r126.3<4;4,1>:ud
(f1.0.allv) cmp (8|M0) r2.0<1>:uq -acc1.0<0;1,0>:hf r[a0.2,511]<1,0>:hf
(f1.1.any8h) rndz (8|M24) (ov)f1.1 r2.4<4>:b -f0.0<0;1,0>:b {AccWrEn}
rndd (4|M28) r31.4<4>:ud (abs)r64.2<4;2,2>:ud {Switch}
asr (16|M24) r31.4<1>:hf r64.1<0;4,1>:f (abs)r7.0<16;8,1>:f
shl (16|M0) r2.2<4>:hf tdr0.0<0;1,0>:hf inf:hf
math.pow (4|M20) r31.0<1>:f (abs)r31.0<2;2,1>:f (abs)r127.0<4;2,2>:f {NoDDClr}
(~f0.0.all4h) mac (16|M0) (gt)f0.0 r2.0<1>:ud tm0.0<0;1,0>:ud r31.3<0;1,0>:ud {NoDDClr}
(~f1.1.allv) sada2 (2|M0) (le)f1.1 r0.0<2>:q r64.1<16;8,1>:q r64.0<2;1,0>:q {Switch}
math.rsqtm (1|M12) (eo)f0.0 r100.mme5:f -(abs)r2.mme0:f
shr (32|M8) r1.0<4>:uw (abs)r127.3<16;8,2>:uw -(abs)r[a0.1,2]<1,0>:uw
(f1.1.any8h) subb (4|M0) (un)f1.1 r126.0<2>:hf r127.1<32;8,4>:hf r2.2<16;8,1>:q
dp2 (16|M0) (lt)f1.0 r[a0.1]<4>:d -(abs)r64.7<4;1,0>:f r64.0<8;8,0>:f
(W) dph (8|M8) (eq)f0.1 r[a0.1]<4>:hf -(abs)r64.2<8;4,2>:d r0.3<4;1,0>:d {Atomic}
mac (4|M20) r31.2<2>:q (abs)fc0.0<0;1,0>:q -(abs)r0.1<8;4,2>:q
add (16|M0) r0.0<1>:ud r1.2<16;8,1>:ud r7.2<32;8,4>:f
and (8|M8) r127.1<1>:b r0.0<16;8,2>:b -(abs)r1.7<4;4,1>:b
(W) mul (32|M0) r7.2<4>:ud ce<0;1,0>:ud r126.7<16;8,1>:ud {Breakpoint}
lzd (1|M8) r7.2<4>:hf (abs)r0.15<4;2,2>:hf {AccWrEn}
rndz (1|M8) (ne)f1.1 r7.4<4>:hf r1.7<4;4,1>:ub
(~f1.0.all16h) bfrev (16|M0) r127.0<4>:uw r0.0<32;8,4>:w
(f1.0.all2h) lzd (4|M8) (gt)f1.0 r2.0<4>:d -r64.0<8;8,0>:d
(f1.0.any8h) rndz (2|M0) r0.4<1>:ub r126.0<2;2,1>:ub {Switch}
(W&f0.1) rndu (16|M0) r127.1<4>:df r126.1<4;1,0>:df
(W&~f1.1) lzd (4|M16) r31.0<2>:q r64.3<4;1,0>:q {AccWrEn}
(f1.0.all16h) mach (2|M24) r0.0<1>:b -(abs)null<0;1,0>:b -(abs)r100.0<4;1,0>:b
(W) sel (2|M16) r31.1<1>:ub -(abs)r127.2<16;16,1>:ub (abs)r126.2<4;4,1>:ub {Breakpoint}
asr (8|M0) r100.0<2>:uq (abs)r127.3<1;1,0>:uq r126.3<32;8,4>:uq
rnde (16|M0) r0.0<1>:d r31.0<0;4,1>:d {AccWrEn,NoDDClr}
frc (2|M24) r0.0<1>:ub (abs)msg0.0<0;1,0>:ub {NoDDChk,Switch}
math.sqt (16|M0) r1.1<4>:f (abs)r31.7<0;1,0>:f
(W&f1.1) mov (8|M16) f1.0<4>:w 2047:w {NoDDClr,Switch}
subb (4|M28) (ge)f1.0 r[a0.3]<4>:ud r1.1<1;1,0>:ud r7.7<4;4,1>:ud
math.sqt (8|M0) r1.1<1>:f r31.1<2;1,0>:f
(~f1.1.any2h) rnde (8|M0) (lt)f1.1 r1.0<1>:b r64.3<0;1,0>:b {Atomic}
cmpn (1|M28) f1.0<4>:ub sp.0<0;1,0>:f 1e-05:f
(W) shl (1|M16) (ge)f0.0 r100.0<2>:uw f1.1<0;1,0>:uw 0xF9D1:uw
(W&~f0.0) fbl (8|M0) r127.3<1>:df r2.3<16;8,2>:df
math.invm (4|M0) (eo)f0.0 r1.mme5:df r127.mme7:df r27.nomme:df
fbl (8|M8) null<4>:w 0x46A1A42D:vf
mul (16|M24) r127.2<4>:f -r126.0<4;1,0>:ud 0x179A4FCF:ud
smov (16|M24) r126.1<1>:ub r31.1<16;8,1>:f 1e-05:f
cbit (16|M0) r127.4<4>:b r64.15<16;16,1>:b
(f0.1.any8h) cmpn (1|M0) f0.0<4>:ud -(abs)r7.0<0;1,0>:ud (abs)r0.3<4;2,2>:ud {Switch}
bfrev (4|M28) f0.0<1>:q r2.7<0;4,1>:f
rndu (2|M12) r64.2<1>:q -9223372036854775808:q {NoDDClr}
math.pow (16|M0) r100.2<1>:hf -r2.3<32;8,4>:hf r100.15<4;2,2>:hf
shl (8|M0) tm0.0<2>:q -(abs)r7.7<16;8,1>:ud (abs)r31.0<4;2,2>:ud {Atomic,NoDDClr}
bfrev (2|M12) r127.0<4>:d -1:d
cmpn (16|M24) null<4>:df -r64.3<8;8,1>:df r1.3<0;1,0>:df
(f0.1.anyv) dp3 (16|M0) (le)f0.1 (sat)r64.0<1>:hf r100.0<8;4,2>:hf r64.0<0;4,1>:hf
addc (2|M4) r0.2<2>:q r1.0<2;1,0>:ud r64.2<16;8,1>:ub
mul (16|M0) r2.4<4>:f -(abs)tm0.1<0;1,0>:f 1.4013e-45:f {NoDDChk}
(~f0.0.any4h) or (8|M24) f1.0<2>:hf f1.1<0;1,0>:hf 2.0:hf
frc (2|M20) (gt)f1.1 r126.4<2>:b r64.1<0;1,0>:b {AccWrEn}
(~f1.0.all16h) sel (8|M8) (gt)f1.0 r1.0<4>:w -(abs)acc0.0<0;1,0>:w -r2.0<4;4,1>:w {Atomic}
xor (8|M0) r100.3<2>:df sr0.0<0;1,0>:df ~r1.0<2;1,0>:df
bfrev (8|M16) acc0.0<1>:hf r1.0<8;4,2>:q
(f0.1.all2h) frc (1|M12) r2.1<2>:b f1.1<0;1,0>:b
rnde (8|M0) (sat)r7.1<1>:df -(abs)r126.0<1;1,0>:ud {Atomic,NoDDClr}
sel (16|M0) cr0.0<1>:d null<0;1,0>:f 3.14159:f {Atomic,NoDDClr}
mach (2|M28) r100.3<1>:q ip<0;1,0>:q r7.2<4;4,1>:q
mac (4|M0) r1.2<2>:hf (abs)r100.2<4;2,2>:uw 0x1:uw
or (2|M4) (ge)f1.0 r100.4<1>:uw r[a0.2,2]<1,0>:uw 0x1000:uw
(~f1.1.any32h) dp3 (16|M24) r0.0<4>:b tdr0.0<0;1,0>:b r0.15<16;8,1>:b
rndd (8|M0) r2.4<2>:hf r[a0.7]<1,0>:hf
(W&~f0.1) rndd (8|M0) r100.2<4>:w r[a0.2,-32]<4;2,2>:w {Switch}
xor (4|M0) r[a0.1,64]<1>:f msg0.0<0;1,0>:b r0.0<8;8,0>:b {Atomic,NoDDChk}
(f1.1.all8h) rndd (2|M24) ip<4>:b r64.2<32;8,4>:ub
(W&~f1.0) dp3 (1|M0) r7.2<2>:uq r[a0.2,2]<8;4,2>:uq r64.1<2;1,0>:d {NoDDChk}
or (32|M0) (un)f1.0 r127.2<2>:ub ip<0;1,0>:hf r31.0<0;4,1>:hf
(W) avg (8|M8) r126.2<1>:ub r64.7<16;16,1>:ub r64.3<16;16,1>:q
(~f0.0.all16h) or (8|M0) r127.0<1>:q ~tm0.1<0;1,0>:q r7.3<2;2,1>:q {NoDDClr}
(~f1.0.any8h) mul (8|M8) r126.4<1>:w -(abs)sp.0<0;1,0>:w (abs)r127.0<2;1,0>:w {AccWrEn,Breakpoint,NoDDClr}
or (16|M0) (ne)f0.1 r31.1<1>:w r1.7<2;2,1>:w -(abs)r127.2<32;8,4>:w {AccWrEn,NoDDChk,NoDDClr}
sel (8|M0) r31.2<2>:d r126.0<16;8,2>:f r127.7<16;8,2>:f {NoDDClr}
math.invm (8|M24) (eo)f0.0 (sat)r1.mme0:f (abs)r2.nomme:f -r2.mme7:f
rnde (2|M28) (sat)r7.4<2>:uw -r31.15<2;1,0>:uw
(~f1.1.all32h) pln (1|M0) r1.0<1>:uw r7.7<2;2,1>:b r0.15<2;1,0>:b {Switch}
(W) math.irem (1|M0) (sat)r64.1<4>:ud -(abs)r1.3<8;4,2>:ud r[a0.2]<4;2,2>:ud {NoDDClr}
(W&~f1.1) shl (1|M16) r[a0.1,-16]<1>:q -r1.0<2;1,0>:w r1.2<8;8,1>:w {Breakpoint}
mac (16|M24) (eq)f1.0 r127.0<4>:q -r126.2<8;4,2>:d r[a0.2,-512]<0;1,0>:uq {NoDDClr}
cmpn (8|M0) r7.1<4>:f r31.0<1;1,0>:f -(abs)r1.3<8;4,2>:ud
(W) xor (4|M0) r100.0<2>:df null<0;1,0>:df -(abs)r[a0.1,-32]<8;8,1>:df
(f0.1.all32h) mac (32|M8) r1.1<1>:hf sr0.0<0;1,0>:hf -r64.3<8;8,1>:uq
or (4|M24) r1.0<1>:uq tm0.1<0;1,0>:uq r[a0.1,16]<8;8,1>:uq {NoDDChk}
(~f1.0.any32h) shl (16|M0) (sat)r[a0.1,64]<1>:d msg0.0<0;1,0>:d r126.0<16;8,1>:df
and (16|M0) (ge)f0.0 null<1>:ud acc0.0<0;1,0>:ud 0xFFF:ud {AccWrEn}
dph (16|M0) r126.1<2>:b sr0.1<0;1,0>:b r[a0.2,511]<0;1,0>:b
(~f0.1.all32h) math.iqot (8|M24) r126.0<4>:d r127.3<16;8,2>:d 0:d
mov (8|M0) r2.1<4>:ub -(abs)r0.0<16;8,2>:ub
add (16|M24) r1.0<1>:ud -(abs)tm0.1<0;1,0>:ud 0xFFF:ud
(~f0.0.all2h) cmp (8|M0) r2.1<1>:q (abs)n0.0<0;1,0>:q 0xFFF:ud
(W) dp4 (8|M24) r2.0<1>:w sp.0<0;1,0>:w -(abs)r100.3<16;8,1>:w
sada2 (32|M0) r64.4<4>:w r126.0<0;4,1>:w r100.3<8;8,1>:w {Atomic}
cbit (32|M8) null<1>:q r7.3<16;8,1>:q {Atomic}
and (8|M0) r2.2<1>:f (abs)r127.0<2;2,1>:ud (abs)r2.0<8;8,1>:ud
(W&f0.1) shr (16|M0) (ge)f0.1 tm0.0<1>:ud tm0.1<0;1,0>:ud -(abs)r7.0<8;8,0>:ub
dp3 (32|M0) (eq)f0.1 r7.0<1>:d r126.3<4;2,2>:d -(abs)r100.0<2;1,0>:d {Switch}
rnde (16|M8) acc0.0<1>:uq -r126.0<0;1,0>:uq
asr (1|M8) (gt)f1.1 r126.1<2>:w -msg0.0<0;1,0>:w -(abs)r126.0<2;1,0>:w
mov (1|M0) sr0.0<4>:ud -(abs)r1.0<8;8,0>:uq {Breakpoint}
dp2 (16|M16) (ov)f0.1 r1.2<4>:w f1.1<0;1,0>:w r7.0<32;8,4>:w
sad2 (32|M0) (eq)f0.0 (sat)r127.0<1>:d r64.7<16;16,1>:d r126.0<8;4,2>:d
not (8|M24) r64.4<2>:hf (abs)r127.0<4;2,2>:d
sada2 (2|M24) r0.0<1>:uq -r100.0<8;4,2>:uq r1.0<16;8,2>:uq {Atomic}
sel (1|M8) r64.0<4>:d -(abs)r1.7<16;8,1>:d r100.7<8;4,2>:d {Atomic}
(f0.1.any4h) dp2 (8|M0) r64.0<4>:df r31.0<16;8,2>:df r31.0<2;1,0>:df {AccWrEn}
shr (8|M16) (le)f0.1 acc0.0<1>:d r100.7<0;4,1>:d r127.0<8;8,0>:d {Switch}
cmp (32|M8) r100.4<1>:w (abs)r31.7<4;2,2>:ud 0x0:ud
(~f0.0.any2h) avg (8|M0) (gt)f0.0 r126.2<4>:uw -(abs)r100.7<2;1,0>:uw r2.2<16;8,2>:uw {Breakpoint}
rndd (32|M0) (sat)r1.1<1>:d r100.3<16;8,1>:hf
(W) shl (4|M0) (ge)f1.0 r2.1<2>:w sr0.1<0;1,0>:f -r100.7<16;8,2>:f {Atomic}
add (4|M0) r7.2<1>:ub -(abs)r100.0<16;8,1>:ub r1.7<4;4,1>:d {Atomic}
(W) cbit (1|M24) r1.0<1>:hf r31.2<8;4,2>:hf {Breakpoint}
mach (16|M8) r[a0.3,16]<4>:hf (abs)r0.0<16;16,1>:uw -(abs)r100.0<16;8,2>:uw
dp4 (8|M0) (le)f1.0 r[a0.1,64]<1>:ub r64.0<0;4,1>:ub -(abs)r31.0<32;8,4>:ub {Atomic}
(f0.0.allv) add (2|M24) (ge)f0.0 r0.2<2>:d (abs)acc1.0<0;1,0>:d -2049:d
math.sin (16|M0) r7.2<1>:f -(abs)r64.7<4;1,0>:f
shr (8|M16) (un)f0.1 r64.1<4>:d acc0.0<0;1,0>:d (abs)r[a0.1,16]<2;2,1>:d
(~f0.1.any4h) add (1|M4) (gt)f0.1 r7.1<2>:ud fc0.0<0;1,0>:ud -(abs)r2.3<4;2,2>:ud
(~f1.1.any4h) lzd (32|M0) r31.0<1>:df sr0.0<0;1,0>:ub {AccWrEn}
(~f1.1.anyv) cmpn (8|M24) r64.2<2>:ud ce<0;1,0>:d r[a0.7]<8;8,0>:d {Switch}
(~f0.1.allv) movi (8|M0) r64.4<1>:f r[a0.2]<1,0>:f {Switch}
(~f1.0.all4h) mac (16|M0) r31.4<1>:ud null<0;1,0>:ud r100.7<8;4,2>:ud {Atomic}
sada2 (16|M0) r126.0<2>:ud -r126.0<4;1,0>:ud r1.2<4;4,1>:ud {NoDDChk}
mac (16|M16) r[a0.0,-16]<1>:hf r100.7<0;1,0>:hf 1.001358e-05:hf
(W) frc (16|M24) (eq)f0.0 r64.2<4>:hf -null<0;1,0>:hf
(~f0.0.all2h) movi (4|M4) r0.0<2>:f r[a0.0,16]<1,0>:f
mov (16|M16) r2.0<4>:w r64.15<4;4,1>:w
sada2 (16|M24) (gt)f0.0 r127.0<1>:b -(abs)cr0.0<0;1,0>:b (abs)r1.1<0;1,0>:b
(~f0.0.any2h) or (1|M0) r64.0<1>:d r7.0<8;8,1>:w (abs)r7.0<16;8,2>:f
lzd (16|M0) r100.1<1>:ub r1.2<8;8,1>:f {AccWrEn}
(f1.1.all2h) mac (1|M4) r100.0<1>:uq f0.0<0;1,0>:hf -(abs)r64.0<0;1,0>:hf
(f0.1.any4h) fbl (16|M0) r126.2<1>:d 4096:d
shr (16|M8) (ov)f0.0 r1.0<1>:w sr0.0<0;1,0>:w r64.3<8;4,2>:w
(f1.0.anyv) shl (1|M28) r126.2<1>:uw r100.0<2;1,0>:uw r64.0<2;1,0>:uw {Breakpoint}
(~f0.0.all2h) add (1|M12) (eq)f0.0 r7.2<4>:hf -r0.15<16;8,2>:hf r[a0.2,-512]<16;8,2>:hf {AccWrEn}
rnde (16|M0) r2.0<1>:uw (abs)r2.7<2;2,1>:uw {Atomic}
frc (2|M16) (le)f0.1 r1.0<1>:b -(abs)r64.0<8;4,2>:f {NoDDClr}
sel (16|M0) (gt)f0.0 r100.4<4>:w r1.15<0;4,1>:w r0.0<0;4,1>:uw
not (16|M16) (lt)f1.1 r2.1<1>:f -(abs)r31.0<4;4,1>:f
fbl (2|M20) r126.2<1>:w 0xE57AEF5C:uv
(W) cmpn (2|M8) (eq)f1.1 r0.2<1>:b r64.1<2;1,0>:b (abs)r100.1<0;4,1>:b
lzd (16|M16) r0.2<1>:b -(abs)r7.2<4;2,2>:q {NoDDChk}
avg (4|M16) r2.0<1>:w -r2.3<8;8,1>:w r127.0<0;4,1>:w
fbh (8|M8) r2.0<2>:b tdr0.0<0;1,0>:uw {Atomic}
movi (16|M0) r127.4<1>:d r[a0.1]<1,0>:d {AccWrEn,NoDDClr}
(f0.1.all4h) cmp (1|M0) r126.0<4>:q -(abs)r31.0<8;8,0>:q -(abs)r64.3<4;4,1>:q
(W) dp2 (1|M0) (un)f0.0 r100.4<4>:d -(abs)r7.0<32;8,4>:d 2047:d
avg (1|M0) (un)f1.0 r31.0<1>:df r126.3<0;4,1>:df -(abs)r100.3<4;1,0>:df
mac (8|M0) (gt)f0.1 r127.4<1>:f r0.7<0;4,1>:f (abs)r7.0<8;8,0>:f
or (8|M0) r100.4<4>:uw ~acc0.0<0;1,0>:uw r[a0.0,-32]<1,0>:uw {NoDDChk}
bfrev (16|M16) r31.0<4>:b r31.0<2;2,1>:b
dp3 (2|M0) (lt)f1.0 r126.0<4>:uq -(abs)r7.0<2;2,1>:uq r64.3<8;4,2>:uq {Atomic}
(f1.0.all8h) mov (16|M0) (eq)f1.0 r100.0<1>:hf 0.0:hf {Switch}
(W&~f0.1) and (16|M0) r31.0<1>:q (abs)cr0.0<0;1,0>:q (abs)r1.3<2;1,0>:q {NoDDChk}
(~f1.1.anyv) dp2 (8|M0) (sat)r1.1<1>:ub r2.3<4;1,0>:w r2.0<8;8,1>:w {Breakpoint}
(W&~f1.1) dp2 (16|M0) (sat)r31.2<4>:ud f1.1<0;1,0>:f -r126.1<32;8,4>:f
rndu (8|M0) r[a0.0,64]<2>:f r126.15<1;1,0>:hf
(W) sad2 (16|M8) r126.0<2>:hf -acc1.0<0;1,0>:q -(abs)r[a0.0,2]<1,0>:q
movi (8|M0) r7.2<4>:w r[a0.1]<1,0>:w
(f1.1.all4h) rndz (2|M24) r64.0<1>:q -2048:q
dp3 (2|M0) r126.0<1>:df tm0.1<0;1,0>:df r126.3<4;2,2>:df
(~f1.0.all2h) math.pow (8|M0) (sat)r31.0<1>:hf r7.2<0;1,0>:hf -0.0:hf {NoDDClr}
(f1.0.any4h) movi (32|M0) r31.2<4>:f r[a0.0,2]<1,0>:f
movi (8|M0) r2.0<2>:f r[a0.2]<1,0>:f {Atomic,NoDDClr}
(W) dp2 (4|M8) r64.0<4>:ud -(abs)r1.0<32;8,4>:ud 0x1000:ud
(W) mach (16|M0) r0.4<2>:b r[a0.1,-512]<1,0>:b (abs)r0.3<8;4,2>:b
(f0.0.any16h) math.sqt (16|M0) r2.2<1>:f r64.0<4;2,2>:f
math.sqt (32|M16) r64.2<4>:f -(abs)r1.0<16;16,1>:f
dp3 (32|M0) (eq)f1.0 r64.1<1>:uw (abs)r2.0<16;8,1>:uw 0xFFF:uw
mac (4|M20) acc1.0<1>:d acc0.0<0;1,0>:d r127.2<0;4,1>:d
shl (1|M20) r0.0<1>:w -r0.15<2;2,1>:b -r127.0<0;4,1>:b
mov (1|M8) r100.1<1>:q -r0.0<2;2,1>:q {AccWrEn,Breakpoint}
(f1.1.any8h) frc (16|M16) r64.0<2>:w (abs)r126.0<16;8,1>:f {Breakpoint}
rndd (32|M0) r127.2<4>:d r100.2<8;8,0>:d
(W) cmp (16|M16) r2.2<1>:hf -r127.0<16;16,1>:d -2035491671:d
(~f0.1.any16h) asr (16|M0) (sat)f0.0<2>:b -(abs)cr0.0<0;1,0>:b r[a0.0]<1,0>:b
dph (16|M0) r31.0<4>:b -(abs)r[a0.7,-512]<8;8,1>:b r1.7<16;8,1>:b
not (16|M0) r64.0<2>:hf 0xD6930A3B:vf
mov (8|M24) (lt)f0.0 r100.1<1>:ud r126.0<4;4,1>:ud {AccWrEn}
(W) rndu (16|M0) acc1.0<1>:f -r126.0<16;8,1>:f {Breakpoint}
asr (16|M0) r64.0<1>:d r64.0<1;1,0>:w 0:w
bfrev (1|M0) tm0.0<2>:f r31.0<4;2,2>:f {AccWrEn,Switch}
(~f0.0.all16h) fbh (8|M0) r[a0.3,-16]<4>:q 4096:q {Breakpoint}
shr (16|M24) (un)f0.1 r0.2<1>:ud f1.1<0;1,0>:q r100.2<8;4,2>:q
dp3 (8|M8) ip<1>:ub -r127.1<2;2,1>:w -r64.0<0;4,1>:w
dp3 (1|M0) r127.2<2>:w sr0.1<0;1,0>:w 32767:w
addc (16|M8) r2.4<1>:f acc1.0<0;1,0>:f r126.15<8;4,2>:uw {Breakpoint}
shl (8|M0) r7.0<1>:d r126.3<8;4,2>:d r1.1<2;2,1>:d {AccWrEn,Breakpoint}
math.invm (8|M0) (eo)f1.1 r100.mme1:f (abs)r127.mme0:f r2.mme7:f
xor (16|M0) sr0.0<4>:uw (abs)r126.1<8;4,2>:uw (abs)r[a0.7]<1,0>:uw
(W) or (16|M8) (eq)f0.0 r31.1<4>:uw (abs)r7.0<2;2,1>:uw r127.0<4;4,1>:uw {Atomic,NoDDChk}
avg (8|M0) (le)f0.1 r7.3<1>:q r31.2<0;4,1>:q -2048:d {AccWrEn,Breakpoint}
frc (8|M0) r1.1<4>:w -(abs)r2.0<8;8,1>:w
(~f1.1.all4h) frc (8|M16) r2.0<4>:hf (abs)tm0.0<0;1,0>:hf {NoDDChk}
(W) and (8|M0) r0.0<2>:q fc0.0<0;1,0>:q -(abs)r100.1<0;1,0>:ub {Breakpoint,NoDDClr}
avg (32|M0) r64.1<2>:hf -sp.0<0;1,0>:hf -(abs)r31.1<16;8,1>:hf {Atomic}
(W) movi (8|M0) r127.4<2>:d r[a0.1,16]<1,0>:d
xor (4|M8) r7.4<4>:ub r64.0<32;8,4>:ub ~r2.3<8;8,1>:uq
mov (16|M0) r127.0<1>:f -(abs)r0.0<4;2,2>:ub
(W) fbl (16|M24) r2.2<4>:df tdr0.0<0;1,0>:df {Atomic}
(W) movi (1|M0) r127.2<2>:uw r[a0.2,16]<1,0>:uw {Atomic,NoDDChk}
(f0.0.anyv) sel (1|M24) (le)f0.0 (sat)r0.2<2>:uw r0.1<0;1,0>:uw -(abs)r127.1<2;2,1>:uw {Atomic,NoDDClr}
math.log (8|M0) r31.4<4>:hf -(abs)r2.1<8;8,0>:hf
dp2 (2|M0) (gt)f1.0 (sat)r64.2<1>:uq -r[a0.0,2]<1,0>:ub -(abs)r0.0<2;2,1>:ub
(W&f0.1) mul (32|M0) f0.0<1>:ub tdr0.0<0;1,0>:ub r7.0<0;1,0>:ub
(f1.1) mul (4|M0) r64.4<1>:f tm0.0<0;1,0>:d r100.0<4;2,2>:d {NoDDChk}
lzd (1|M0) r[a0.1,64]<1>:b (abs)null<0;1,0>:b
(~f1.0.all4h) and (8|M0) r31.4<2>:uw r64.0<2;2,1>:df r127.3<16;8,1>:df {NoDDClr}
not (16|M16) r2.0<1>:b msg0.0<0;1,0>:b
and (2|M4) r0.0<2>:w r126.0<0;4,1>:df r[a0.7,2]<1,0>:df
and (4|M4) r[a0.0,64]<2>:df tm0.0<0;1,0>:f -0.0:f
(W&~f0.1) bfi1 (32|M0) r7.1<4>:w r7.0<4;1,0>:w r64.0<0;1,0>:w
(~f1.0.all4h) movi (1|M0) r126.0<1>:ud r[a0.2]<1,0>:ud {AccWrEn,NoDDClr}
fbl (4|M0) acc1.0<1>:w 32767:w
(~f0.0.any8h) rndz (1|M0) (un)f0.0 r126.0<1>:d -(abs)r127.7<4;1,0>:d {NoDDClr}
(~f0.0) line (2|M28) r31.0<4>:b (abs)r126.3<16;8,2>:b -(abs)r64.15<16;16,1>:b
(W) not (8|M0) r100.3<1>:q 9223372036854775807:q {Switch}
not (4|M28) r0.0<4>:ud ~r2.1<1;1,0>:ud
(~f1.1.any2h) frc (16|M0) (ne)f1.1 acc1.0<1>:q r64.1<2;1,0>:q
math.rsqtm (2|M0) (eo)f1.1 r100.mme1:f (abs)r27.mme3:f
rndd (8|M24) ip<4>:df -sr0.1<0;1,0>:b {Breakpoint}
math.log (16|M0) r7.0<1>:f r2.0<8;8,1>:f {Switch}
mach (2|M20) (sat)r0.0<1>:f -(abs)r7.2<0;1,0>:w -12613:w
mach (8|M0) r7.2<2>:w r127.2<0;1,0>:w (abs)r2.0<2;1,0>:w {NoDDClr}
rnde (16|M0) r1.0<1>:q -a0.0<0;1,0>:q {Atomic,Breakpoint}
xor (1|M0) r0.0<2>:w r126.0<16;8,2>:df (abs)r100.3<0;1,0>:df {Atomic}
(~f0.1.all32h) or (8|M16) (un)f0.1 r[a0.3,64]<1>:uw -(abs)r0.1<16;8,2>:uw r0.3<1;1,0>:uw
(f1.0.any4h) sel (8|M0) r64.1<1>:uq tm0.1<0;1,0>:uq r100.2<8;8,0>:uq
(W) add (2|M0) r64.2<4>:b r1.3<4;1,0>:b -r2.0<16;16,1>:b
fbl (8|M0) ip<4>:w 1e+06:df
line (4|M0) r126.2<1>:q r126.2<16;8,2>:q -r0.0<2;1,0>:q
(~f0.0.any8h) fbl (8|M24) r[a0.1,16]<2>:w r127.0<4;1,0>:w {NoDDChk}
(~f1.1.all8h) movi (32|M0) r126.0<4>:w r[a0.0,16]<1,0>:w {Switch}
mach (16|M16) r64.0<2>:w -(abs)r127.0<32;8,4>:hf -(abs)r2.3<0;4,1>:hf
mac (16|M0) (eq)f0.1 r[a0.1,-16]<1>:ub r31.1<2;2,1>:ub r64.7<8;4,2>:ub
math.fdiv (16|M0) r64.0<4>:hf (abs)r2.0<4;2,2>:hf -(abs)r[a0.0,-32]<1;1,0>:hf
(f0.1.all16h) xor (16|M0) (le)f0.1 r100.0<4>:f (abs)ce<0;1,0>:ud r64.0<4;2,2>:q
sada2 (1|M0) r0.0<4>:ub fc0.0<0;1,0>:ub r7.7<2;2,1>:ub {NoDDClr}
fbl (16|M16) r0.1<1>:f 1e-05:f
(W) math.idiv (2|M16) r126.4<1>:d -r64.3<4;1,0>:d (abs)r[a0.0,511]<2;2,1>:d
smov (1|M4) r64.0<4>:d r1.0<2;1,0>:d -2049:d
cmp (2|M0) r0.2<1>:hf dbg0.0<0;1,0>:hf r31.0<32;8,4>:hf
(f1.1.all4h) dph (32|M0) r64.0<4>:uq -ce<0;1,0>:uq -(abs)r100.3<8;8,0>:uq {NoDDChk}
(~f1.0.allv) rndz (16|M0) (ov)f1.0 r126.2<1>:uw 0xC5BD0008:vf {AccWrEn}
(~f1.0.all16h) cmp (8|M0) r7.0<2>:q r127.0<8;8,1>:q -(abs)r[a0.7,2]<1,0>:q {AccWrEn}
(f0.0.any2h) pln (8|M0) acc0.0<1>:d r100.1<4;2,2>:d -1:d
avg (32|M24) (gt)f0.1 ip<1>:b -sr0.0<0;1,0>:d (abs)r[a0.7]<2;2,1>:d {Breakpoint}
dp4 (32|M16) (lt)f0.1 r126.1<4>:hf null<0;1,0>:hf r100.0<8;4,2>:hf {Switch}
fbh (4|M28) r1.2<2>:ub r2.1<0;4,1>:ub
bfi1 (8|M0) r31.0<4>:ub r126.7<0;4,1>:ub r31.0<2;2,1>:ub
xor (8|M0) acc1.0<1>:ub ~r2.0<4;2,2>:ub -(abs)r1.0<0;1,0>:ub
math.invm (16|M24) (eo)f0.0 r1.mme1:hf r2.nomme:hf r64.mme0:hf
(W&f1.0) movi (8|M0) acc1.0<2>:f r[a0.1,16]<1,0>:f
(W) movi (16|M8) r[a0.1,-16]<2>:w r[a0.0,16]<1,0>:w {NoDDClr}
(~f0.0.anyv) asr (4|M0) (sat)r7.2<1>:w -r64.7<4;1,0>:f r0.3<2;1,0>:f
rnde (32|M24) (ne)f1.1 r2.0<4>:ud 0x8A700CC2:v
(f0.1.any32h) cbit (32|M0) r127.2<2>:w 2047:w
mac (32|M0) r1.1<1>:hf -(abs)r127.3<2;1,0>:uq r31.1<32;8,4>:uq
(f1.0.all32h) shr (16|M0) (ov)f1.0 r1.2<1>:w r2.0<16;8,1>:ub r2.0<16;8,1>:ub {NoDDChk}
(~f1.0.all4h) fbl (2|M12) r127.0<1>:q 9223372036854775807:q
sel (8|M0) f1.0<1>:f -r0.0<4;2,2>:f -r[a0.2,-32]<1,0>:f
rndd (2|M0) r0.1<4>:b r64.3<4;4,1>:b {Breakpoint,Switch}
sada2 (8|M0) (ge)f1.0 tm0.0<2>:b (abs)r2.7<16;8,1>:b (abs)r[a0.7,-512]<1,0>:b
(f0.0.allv) shl (8|M0) r64.2<2>:d -r0.7<8;4,2>:d 1:d
sel (32|M0) sr0.0<1>:uq (abs)r1.0<16;16,1>:uq -r[a0.0,511]<16;8,1>:uq
(W) asr (2|M16) r0.2<4>:uw -r0.0<32;8,4>:uw r126.3<4;4,1>:uw {NoDDChk}
shl (32|M0) (sat)r0.2<4>:ud r0.7<0;4,1>:uw -(abs)r64.3<8;8,0>:uw {Breakpoint}
(W) lzd (8|M0) (ne)f0.0 f0.0<1>:f -(abs)r[a0.7,511]<4;1,0>:f
fbl (32|M0) r126.1<4>:f r1.7<8;4,2>:f
(~f0.0) rndz (1|M28) (sat)r0.0<1>:f -inf:f {NoDDChk,Switch}
lzd (8|M0) r0.4<1>:f 0xF71F1DBB:v
cmpn (4|M0) (gt)f1.1 f1.0<4>:d (abs)f0.0<0;1,0>:d r7.0<2;2,1>:uq {Atomic}
(W&f0.0) rndu (16|M0) r31.2<1>:uw sr0.0<0;1,0>:uw
(~f1.0.any4h) lzd (4|M16) (sat)r1.1<1>:b -ce<0;1,0>:b {NoDDChk}
rndz (8|M16) (sat)r0.4<1>:b r127.1<8;4,2>:b
fbh (16|M0) r1.0<4>:ub r31.0<0;1,0>:f
(W) rndu (8|M0) (eq)f1.1 a0.0<1>:uq -r0.3<8;4,2>:uq
mach (4|M0) r[a0.1]<4>:df (abs)cr0.0<0;1,0>:df -r2.0<0;4,1>:df {Switch}
(W&~f0.0) math.irem (8|M0) r127.2<2>:ud -(abs)r126.7<0;4,1>:ud 0xFFF:ud
sada2 (4|M0) r64.0<1>:hf r2.7<2;1,0>:hf -(abs)r126.0<16;8,2>:hf
(~f0.0.any16h) add (32|M0) r31.1<1>:w n0.0<0;1,0>:w 32767:w {Atomic}
mach (1|M0) r31.4<1>:ud acc1.0<0;1,0>:ud (abs)r127.0<8;8,0>:ud
line (8|M0) r0.2<4>:uw r64.0<1;1,0>:uw r100.0<16;8,2>:uw
bfi1 (16|M0) r7.4<1>:hf r31.3<8;8,1>:hf 4095:w
(~f1.0.all8h) rndd (8|M8) r126.0<1>:b null<0;1,0>:b
math.invm (1|M0) (eo)f1.1 (sat)r100.mme7:hf -(abs)r2.mme3:hf (abs)r127.nomme:hf {NoDDClr}
dp4 (16|M0) (ge)f1.1 r127.1<1>:uw -(abs)null<0;1,0>:uw 0x1000:uw
math.invm (2|M0) (eo)f0.0 (sat)r100.mme1:df -r127.nomme:df r2.mme7:df
avg (32|M0) (le)f0.0 (sat)tm0.0<4>:d r64.3<4;1,0>:d -(abs)r0.7<8;4,2>:f {Atomic}
or (8|M0) r[a0.3,-16]<2>:uq (abs)r64.2<0;4,1>:d ~r126.0<0;1,0>:d {AccWrEn}
math.idiv (8|M0) r7.1<1>:ud -r2.1<8;8,0>:ud -(abs)r64.3<32;8,4>:ud {Breakpoint}
movi (8|M0) r126.1<4>:d r[a0.0,16]<1,0>:d {Atomic,Breakpoint}
not (16|M24) r2.1<1>:uw 0xEB62DF76:uv
mul (16|M24) (le)f1.1 r64.0<2>:q -r31.15<32;8,4>:w r0.0<2;1,0>:w
mov (2|M8) (ov)f0.1 r7.0<2>:d (abs)f0.0<0;1,0>:d {Atomic}
(~f1.0.any2h) rndz (4|M16) r0.1<1>:uq r127.0<0;4,1>:uq
(f0.0.allv) shr (16|M8) r0.4<1>:w (abs)r127.1<0;4,1>:w (abs)r31.1<1;1,0>:uq
(W&f0.0) fbl (2|M20) r100.3<1>:df r100.0<4;1,0>:df
(~f1.0.any8h) rndd (16|M0) (ne)f1.0 r127.2<1>:df -(abs)r100.0<0;4,1>:df
math.rsqtm (4|M0) (eo)f0.0 r100.mme7:hf -r2.mme7:hf {NoDDChk,Switch}
mach (16|M0) (sat)r126.1<1>:uq r2.1<4;2,2>:ub (abs)r1.7<2;2,1>:ub
mov (1|M0) f0.0<4>:hf r[a0.2,-512]<1,0>:hf {Switch}
cbit (8|M0) r31.2<1>:uq r127.7<8;8,0>:hf {Breakpoint}
pln (32|M0) (ne)f1.0 r2.2<2>:hf r127.7<32;8,4>:b 0x1:ud
(f0.1.any16h) rndu (2|M12) r100.4<2>:ud (abs)r1.0<4;1,0>:ud {Switch}
(f1.0.allv) mul (16|M0) r126.4<2>:ud r0.2<1;1,0>:ud r7.3<4;2,2>:ud
(W) rnde (16|M0) r126.2<1>:w (abs)r64.0<16;8,1>:w {AccWrEn}
dph (16|M0) (eq)f1.0 r0.2<2>:df r1.3<0;4,1>:uq -(abs)r64.2<4;4,1>:f {Breakpoint}
line (8|M24) (ov)f1.1 r[a0.0,64]<4>:hf -r31.1<8;8,1>:hf r126.3<16;16,1>:hf
mach (8|M0) r126.2<2>:b -(abs)r[a0.7,-32]<0;4,1>:f r127.1<16;16,1>:f
(W) dp4 (1|M28) (sat)r127.1<4>:d r31.7<1;1,0>:d r0.0<1;1,0>:ud
(~f1.0.any8h) sada2 (32|M16) r100.1<4>:b r2.0<0;4,1>:b r1.7<8;4,2>:b
rndz (1|M28) (ge)f0.0 r1.0<1>:q (abs)r127.1<8;8,0>:w {NoDDChk}
(W) movi (16|M24) r2.4<2>:ud r[a0.2]<1,0>:ud {AccWrEn,Breakpoint}
(W) add (1|M8) (sat)f1.0<1>:d -(abs)r[a0.0]<4;4,1>:d r100.3<16;8,2>:d {Breakpoint,NoDDClr}
math.sqt (4|M24) r31.0<1>:hf r127.7<4;4,1>:hf
mov (8|M8) (eq)f0.0 r100.4<4>:uw (abs)r7.3<8;8,0>:uw {Breakpoint}
mul (16|M16) acc1.0<2>:q -(abs)r64.3<8;4,2>:df -(abs)r[a0.1,16]<1,0>:df {AccWrEn,Atomic}
dp2 (2|M4) (sat)r1.0<4>:df (abs)dbg0.0<0;1,0>:d 4095:d
(f0.1.all2h) mul (16|M0) r31.0<1>:ud fc0.0<0;1,0>:q -r7.2<4;4,1>:q {AccWrEn}
addc (8|M0) tm0.0<4>:uw tm0.0<0;1,0>:uw 0x571:uw
fbh (2|M24) r1.0<1>:ub ce<0;1,0>:ub
(~f0.0.anyv) cmp (4|M8) r127.4<1>:uw tm0.1<0;1,0>:uw (abs)r[a0.7]<1,0>:uw
(f0.1.any8h) shl (32|M0) r7.0<4>:d r31.7<4;1,0>:d 1:d
movi (16|M24) r[a0.3,16]<1>:w r[a0.1,16]<1,0>:w {AccWrEn}
sada2 (8|M8) r7.1<4>:df r0.2<0;4,1>:d r7.3<2;1,0>:d {Switch}
(~f1.1.allv) cmp (4|M0) (gt)f1.1 r127.1<1>:f -(abs)r7.0<32;8,4>:f r0.0<8;8,1>:f
mov (2|M0) (ne)f1.0 (sat)r0.0<2>:q -tm0.1<0;1,0>:b
sada2 (16|M0) r7.0<2>:w (abs)f1.1<0;1,0>:d 4096:d {AccWrEn}
mov (4|M0) r126.1<4>:uq 0x1000:uq {Breakpoint}
(f1.0.all16h) fbh (8|M24) r31.4<1>:ub msg0.0<0;1,0>:ub
rndd (16|M0) (sat)r127.4<1>:w r100.2<16;8,1>:w {NoDDChk}
(~f0.0.all32h) smov (16|M0) r[a0.0]<4>:uw r126.1<0;1,0>:w -32768:w
(~f1.0.all32h) or (8|M0) r100.0<1>:f -(abs)r31.0<16;16,1>:f r1.2<8;4,2>:f {Switch}
mul (16|M0) (eq)f0.0 r7.2<1>:uw r127.0<16;8,1>:uw 0x1:uw
(f1.0.allv) asr (4|M20) r64.0<1>:uq r126.2<2;1,0>:uq r126.0<8;8,1>:uq
rndz (8|M0) r0.0<4>:b r0.2<8;8,1>:b
(W&~f0.0) lzd (16|M0) r2.4<1>:b -r1.0<0;4,1>:b
(f1.1.all8h) rndd (8|M0) r2.1<1>:w (abs)r2.2<4;4,1>:w {Atomic}
dp4 (16|M0) r7.0<4>:uw -(abs)msg0.0<0;1,0>:uw r[a0.2,-32]<1,0>:uw
frc (32|M0) r64.2<1>:uq 0xFFF:uq
sad2 (2|M12) (eq)f1.0 (sat)r31.4<1>:uw (abs)ip<0;1,0>:uw 0xD349:uw
(W) sel (2|M0) (ne)f1.1 r64.4<4>:ub (abs)tm0.0<0;1,0>:ub r127.15<16;16,1>:ub
sad2 (4|M12) r[a0.3,16]<2>:b msg0.0<0;1,0>:b (abs)r[a0.1,-32]<1,0>:b
sad2 (8|M24) (gt)f1.0 r2.0<2>:ub r100.15<0;4,1>:ub -(abs)r7.2<0;4,1>:ub
sada2 (16|M0) acc0.0<2>:ub -(abs)r64.15<0;4,1>:ub r64.0<16;8,2>:ub
mul (4|M16) ip<1>:ud tdr0.0<0;1,0>:ud -(abs)r127.0<8;4,2>:ud {Atomic}
add (32|M0) (ne)f1.0 (sat)r64.2<2>:d -(abs)r0.0<4;4,1>:d 2047:d
(~f1.0.any2h) sada2 (8|M0) (sat)r127.4<2>:b (abs)dbg0.0<0;1,0>:b r[a0.7,-32]<0;4,1>:b
rndz (8|M24) (un)f1.1 r[a0.3]<1>:ud r2.2<16;16,1>:hf
(W) not (16|M0) (ov)f0.1 r7.2<2>:uw ~r126.0<16;8,2>:uw {AccWrEn,NoDDChk}
line (4|M4) (eq)f0.0 r64.1<4>:q (abs)f0.0<0;1,0>:q (abs)r0.3<1;1,0>:q
(~f1.0.any32h) fbh (8|M0) r31.0<2>:b r100.1<32;8,4>:b {AccWrEn,NoDDClr}
(W&~f1.0) bfrev (32|M0) r7.0<1>:uw 0xFFF:uw
lzd (16|M0) (sat)r7.0<4>:f 0.0:f {NoDDClr}
lzd (8|M0) r7.3<4>:uq -(abs)r31.0<32;8,4>:uq
line (32|M0) (gt)f0.0 r100.4<4>:uw f0.0<0;1,0>:df (abs)r31.15<8;8,0>:uw {AccWrEn}
(f0.0.all8h) movi (4|M0) r31.0<2>:uw r[a0.1,2]<1,0>:uw
(~f1.0.all32h) mach (8|M0) r64.1<2>:d r31.1<16;16,1>:d (abs)r31.0<4;2,2>:uq {NoDDChk}
(W) sel (2|M20) r64.0<1>:ud sr0.0<0;1,0>:d -r[a0.0,16]<1,0>:d
(f1.1.any32h) cmpn (4|M0) r100.4<4>:w r[a0.2]<8;8,1>:w r0.15<4;2,2>:uw
(W) dp4 (1|M8) (sat)r127.4<4>:d r2.3<4;2,2>:uq (abs)r31.0<2;2,1>:ud
(f0.1.any2h) or (4|M28) (lt)f0.1 r2.1<1>:hf r2.15<2;1,0>:hf r0.0<4;2,2>:hf
(~f1.1.all16h) sada2 (8|M0) r2.0<4>:q r64.3<8;8,1>:q -r126.3<2;2,1>:q
frc (1|M0) (ne)f0.0 r7.0<4>:ub r0.15<1;1,0>:ub
rndd (32|M0) (sat)r0.0<4>:hf -(abs)r127.15<32;8,4>:hf
rndd (2|M16) r7.2<2>:uw -(abs)r2.0<8;8,1>:d
shl (32|M24) (eq)f0.1 r126.2<1>:hf (abs)r0.1<16;16,1>:hf r0.1<16;8,2>:hf {Breakpoint}
shr (1|M28) r0.0<4>:q -tdr0.0<0;1,0>:b -(abs)r2.7<2;2,1>:b
(W) mul (32|M0) r127.2<1>:ub r64.2<16;8,2>:ub r[a0.2,16]<4;2,2>:ub
shl (8|M0) (sat)r7.0<4>:f r2.7<8;8,1>:f 1e+06:f
cmpn (8|M8) r1.4<4>:f r[a0.7,-32]<8;8,1>:f inf:f
(f0.1.any8h) asr (32|M16) r7.2<1>:uw tdr0.0<0;1,0>:uw 0xDB6C:uw
cmpn (16|M0) r[a0.3]<4>:ub r[a0.0,-512]<2;1,0>:ub r2.1<32;8,4>:ub
dp3 (8|M24) r127.4<1>:d r[a0.2,16]<1,0>:d r127.7<16;8,2>:d {NoDDClr}
math.exp (4|M12) r127.0<1>:f -r1.7<2;2,1>:f {Atomic}
sad2 (32|M0) (ov)f0.0 r100.1<1>:b (abs)msg0.0<0;1,0>:b r1.2<8;8,1>:b
line (1|M28) f0.0<1>:uq -(abs)r7.0<2;1,0>:hf -r100.15<4;4,1>:hf
(~f0.1.any16h) xor (1|M0) r2.2<2>:ub r100.2<4;1,0>:f (abs)r64.15<0;4,1>:b {NoDDClr}
(f0.0.any8h) mov (2|M0) (gt)f0.0 r[a0.1,64]<1>:ud -(abs)r31.0<4;4,1>:ud
fbh (1|M0) r31.0<4>:df r7.3<4;2,2>:df {AccWrEn}
(W) dp3 (32|M0) r64.1<1>:f -r[a0.2,2]<1,0>:f r[a0.7,511]<8;8,0>:q
mac (32|M0) null<1>:df (abs)r31.3<8;8,0>:df -r[a0.7,-512]<1,0>:df
(f0.1.any16h) mul (32|M0) (le)f0.1 r100.0<1>:w -r2.0<1;1,0>:w 0x8B8669B7:ud {AccWrEn}
(f0.1.any2h) sada2 (1|M0) r0.0<1>:ud -ce<0;1,0>:ud 0xFFFFFFFF:ud
or (2|M24) r1.3<2>:q sp.0<0;1,0>:q (abs)r64.1<2;2,1>:q
not (2|M0) r100.0<4>:uw 9223372036854775807:q
dph (16|M24) r100.0<4>:q r31.0<8;8,0>:q -r2.7<0;4,1>:w {Atomic,NoDDClr}
shr (32|M8) r31.0<1>:ud -r31.3<4;2,2>:ub (abs)r[a0.1]<8;4,2>:ub {NoDDChk}
dph (32|M0) r100.2<1>:ub f1.1<0;1,0>:ub r64.15<0;1,0>:w
bfi1 (32|M0) r100.0<2>:uq ce<0;1,0>:uq 2.0:f
rndd (16|M0) (gt)f1.1 (sat)r2.1<1>:d -(abs)r0.0<16;8,2>:f
rndd (4|M0) r100.4<4>:hf r7.3<2;2,1>:ub {Atomic}
math.exp (1|M4) r1.2<1>:f r64.2<16;8,2>:f
dph (2|M24) cr0.0<4>:q -(abs)dbg0.0<0;1,0>:q r0.0<16;16,1>:ud {Atomic}
line (4|M0) r31.3<1>:df (abs)tdr0.0<0;1,0>:df -r7.3<4;2,2>:df {Switch}
(~f0.1.any32h) or (2|M28) r2.0<1>:uw r126.0<1;1,0>:q -(abs)r[a0.0,-32]<1,0>:q
(~f0.1.allv) lzd (1|M8) r126.2<2>:hf r0.1<2;1,0>:ud
rnde (16|M0) r2.1<1>:b sp.0<0;1,0>:b {NoDDChk}
avg (1|M0) r7.1<2>:uw r64.3<8;8,0>:uw r7.15<2;1,0>:hf {AccWrEn}
(f1.0.any32h) sel (32|M16) (sat)r127.1<1>:b -acc1.0<0;1,0>:b -r126.3<4;1,0>:b {Breakpoint}
math.rsqtm (2|M0) (eo)f1.1 r1.mme5:hf -r27.mme3:hf
(f1.1.allv) movi (2|M20) r2.4<1>:w r[a0.2,16]<1,0>:w
bfrev (1|M20) ip<2>:ud f0.0<0;1,0>:b
movi (16|M16) r126.0<1>:w r[a0.0]<1,0>:w
(W) mov (8|M8) (gt)f1.0 r2.0<4>:ud -(abs)r0.2<16;8,2>:ud
(~f0.0.anyv) dp2 (8|M0) r7.0<1>:uw (abs)r0.0<8;8,0>:uw (abs)r126.2<4;1,0>:uw
(f1.1.any4h) sad2 (2|M0) (lt)f1.1 cr0.0<2>:df r2.3<8;8,0>:df -r[a0.7,16]<1,0>:df
(W) dph (32|M0) (sat)r31.4<1>:d -(abs)r64.1<8;8,1>:d r100.3<8;4,2>:uw
(f0.0.any2h) dp2 (16|M0) sr0.0<4>:q -(abs)acc0.0<0;1,0>:q r0.3<16;16,1>:q {AccWrEn}
mac (16|M0) (le)f1.0 r1.2<4>:hf -(abs)r7.7<2;2,1>:hf -(abs)r2.0<16;16,1>:hf
cbit (2|M0) r[a0.0,16]<2>:w r127.1<0;4,1>:w
mul (8|M0) r7.1<1>:ub -(abs)r0.0<4;4,1>:ub (abs)r1.2<16;8,2>:ub {NoDDChk}
bfrev (32|M0) r100.0<4>:uq r127.2<2;2,1>:uq {Switch}
lzd (4|M28) r100.0<2>:uw r0.1<8;4,2>:uw {Switch}
(f1.0.any16h) cmpn (4|M0) r31.2<1>:q tm0.0<0;1,0>:f (abs)r126.2<4;2,2>:uq
(W&f0.0) subb (16|M0) (sat)r126.0<1>:b r31.0<32;8,4>:uq r126.3<4;1,0>:uq
not (16|M0) (un)f1.1 r2.2<4>:uw r126.0<32;8,4>:uw {AccWrEn}
lzd (16|M0) (lt)f1.0 null<4>:hf r[a0.2,2]<1,0>:w {AccWrEn}
(W) rnde (1|M0) r[a0.3,-16]<1>:ub fc0.0<0;1,0>:ub {NoDDClr}
dp3 (8|M0) sr0.0<2>:uq (abs)fc0.0<0;1,0>:uq (abs)r7.2<8;8,1>:uq {NoDDClr}
(W&f0.1) sad2 (1|M8) (sat)r1.4<2>:hf -acc1.0<0;1,0>:hf r7.3<4;4,1>:hf
dph (8|M0) cr0.0<1>:uw r[a0.2,511]<1,0>:uw 0x0:uw {AccWrEn,Switch}
line (16|M16) r1.0<2>:f (abs)r64.0<4;4,1>:ud r7.7<0;1,0>:ud
mac (32|M24) (ov)f1.0 sr0.0<4>:df -(abs)r64.0<0;4,1>:hf r100.1<0;4,1>:hf {Breakpoint}
(W) dph (32|M0) r1.0<2>:ub (abs)r64.3<16;8,1>:f 0.1:f
(~f1.0.any4h) cmpn (32|M0) (un)f1.0 r127.1<1>:ub -(abs)acc1.0<0;1,0>:ub r[a0.1,-32]<1,0>:ub
cmp (4|M28) r7.1<2>:q r7.3<8;8,0>:df r127.3<16;16,1>:df {AccWrEn,NoDDChk}
(~f0.1.any8h) line (4|M8) r0.4<4>:f r7.1<4;2,2>:hf 32767:w
not (8|M0) r126.1<2>:ub (abs)r[a0.1,16]<32;8,4>:ub
mac (2|M0) r100.4<1>:ud (abs)ce<0;1,0>:d r64.0<1;1,0>:d {Breakpoint}
(W) bfrev (16|M0) r2.0<1>:d cr0.0<0;1,0>:d {NoDDChk}
(W) and (4|M0) sr0.0<2>:ud (abs)ce<0;1,0>:ud ~r7.2<0;1,0>:w
(W) mac (8|M0) r[a0.0,-16]<4>:df sr0.0<0;1,0>:df (abs)r126.0<16;8,2>:df {AccWrEn,Atomic}
(W) sel (4|M0) (ge)f1.0 r31.2<4>:hf cr0.0<0;1,0>:hf r127.0<4;4,1>:hf
or (4|M8) r31.0<2>:ub r7.7<2;2,1>:ub (abs)r2.15<2;1,0>:ub
frc (8|M0) r31.1<1>:uw -(abs)r31.7<8;8,1>:ud
movi (8|M0) r31.0<1>:w r[a0.0,2]<1,0>:w {Breakpoint}
(~f1.0.anyv) add (8|M0) r127.4<2>:hf -(abs)r126.1<2;2,1>:hf -r100.0<4;4,1>:hf {Atomic}
avg (16|M0) r64.1<2>:uq tm0.1<0;1,0>:uq r126.3<8;8,1>:uq
addc (8|M0) r2.1<1>:uw r126.7<2;1,0>:uw 0xFFF:uw
(~f1.0.any16h) rndz (8|M0) (ov)f1.0 r100.1<1>:uw f1.1<0;1,0>:uw {AccWrEn}
(W&f0.0) rndu (32|M0) r100.1<1>:hf (abs)r127.3<0;1,0>:d {AccWrEn}
mac (16|M0) r127.0<4>:b -acc1.0<0;1,0>:ud -r1.0<0;4,1>:ud
(W) xor (8|M24) (ov)f0.0 r0.0<4>:uq r31.0<4;1,0>:uq r0.1<32;8,4>:uq
mul (1|M24) r100.4<2>:w r127.15<2;2,1>:w -(abs)r127.0<4;1,0>:w
mach (16|M0) (sat)r7.4<4>:uw -r2.1<4;2,2>:uw r1.2<2;1,0>:uw {Switch}
math.log (8|M0) r31.0<2>:f -(abs)r7.0<16;8,1>:f {Switch}
or (1|M4) r2.3<1>:uq (abs)r7.1<16;8,2>:uq ~r2.3<8;8,1>:uq
(f0.0.anyv) math.pow (1|M8) r0.4<1>:f r0.1<16;16,1>:f -(abs)r64.3<2;2,1>:f
lzd (1|M0) r1.4<2>:f -(abs)r126.1<4;4,1>:f
(W&~f0.1) shl (8|M8) r127.4<2>:f r31.0<1;1,0>:f r64.1<32;8,4>:f
not (16|M0) (ge)f1.1 r127.4<1>:uw r31.0<0;4,1>:uw
xor (16|M16) (gt)f0.1 f0.0<4>:q -(abs)r7.0<0;4,1>:q (abs)r1.1<8;8,0>:q
(W) mac (1|M0) r31.1<1>:w dbg0.0<0;1,0>:w 0x1:ud
(~f0.0.all8h) movi (16|M0) r0.2<2>:ud r[a0.0,2]<1,0>:ud
(f0.0.any16h) cbit (2|M0) r1.0<1>:q -2049:w {Atomic}
math.inv (16|M0) r7.0<1>:f (abs)r7.3<0;4,1>:f
(f0.0.any16h) cmp (16|M16) r100.1<1>:ub r126.7<8;4,2>:ub -r100.0<1;1,0>:ub {NoDDClr}
mac (2|M0) ip<1>:q null<0;1,0>:q -1:d
(~f0.0.all8h) mul (16|M24) (ov)f0.0 r64.1<2>:q r7.1<0;4,1>:hf -inf:hf
mul (32|M0) (sat)r31.4<1>:uw -(abs)a0.0<0;1,0>:uw (abs)r31.0<0;4,1>:uw
(W) mac (8|M0) f0.0<2>:d (abs)r127.0<1;1,0>:d 0xFFFFFFFF:ud {Breakpoint,NoDDChk,Switch}
fbl (2|M0) cr0.0<2>:ub a0.0<0;1,0>:ub
(f1.1.all4h) smov (8|M0) r127.0<1>:d r0.3<0;1,0>:hf 100.25:hf
math.log (8|M0) r1.1<1>:hf -r1.2<4;1,0>:hf
fbl (8|M0) f1.0<4>:uw r0.2<4;2,2>:uw {Atomic}
(W&f1.0) math.sin (2|M0) (sat)r1.4<1>:hf (abs)r0.1<16;8,2>:hf
math.rsqtm (4|M0) (eo)f0.0 r100.mme7:f -(abs)r27.nomme:f {NoDDChk,NoDDClr}
frc (1|M4) r100.0<1>:w -(abs)r100.3<16;16,1>:b
(W) movi (16|M0) ip<1>:uw r[a0.0,16]<1,0>:uw
rndz (16|M0) r31.0<4>:hf r7.3<32;8,4>:uq
(W&~f0.0) rndd (8|M24) (sat)r64.0<2>:uw 0x2EA8127D:v
(W) rndz (16|M0) sr0.0<2>:ub -(abs)r1.2<16;8,1>:df
smov (2|M16) r[a0.1,64]<2>:ub n0.0<0;1,0>:ub r126.15<32;8,4>:ub {Atomic}
(~f1.1.all16h) fbh (1|M0) r7.0<4>:b r[a0.2,2]<4;1,0>:b {Breakpoint}
frc (4|M0) (eq)f1.0 r[a0.1,-16]<2>:q r64.3<8;4,2>:q {Breakpoint}
lzd (4|M0) r126.2<2>:b r100.7<4;2,2>:w {AccWrEn}
(f1.0) dp3 (2|M0) r127.2<1>:ud -r64.3<8;8,0>:ud 0xFFF:uw
sada2 (16|M0) cr0.0<4>:w (abs)ce<0;1,0>:w r31.3<0;4,1>:w
lzd (32|M0) (eq)f1.0 tm0.0<1>:b (abs)r100.1<16;8,1>:b {AccWrEn}
dph (16|M0) (gt)f1.0 (sat)r100.4<2>:w r100.0<1;1,0>:w (abs)r126.7<2;2,1>:w {NoDDClr,Switch}
sada2 (16|M0) r[a0.3,16]<2>:b r31.0<32;8,4>:b -(abs)r1.0<8;4,2>:b {Switch}
(W) subb (8|M0) r7.0<1>:d r126.3<0;4,1>:df r126.0<16;8,1>:df {NoDDClr}
dph (2|M0) r7.0<1>:hf (abs)r7.0<4;2,2>:hf (abs)r7.2<0;1,0>:hf {AccWrEn,Breakpoint,NoDDClr}
line (16|M24) r1.1<1>:f -ce<0;1,0>:f r64.1<1;1,0>:f {NoDDClr}
(~f1.1.all32h) rnde (16|M8) (ov)f1.1 (sat)r2.2<1>:ud (abs)r7.15<8;8,1>:uw
add (16|M0) r100.0<2>:w -(abs)r31.1<1;1,0>:w 1:w {AccWrEn,NoDDClr}
dph (16|M0) acc0.0<1>:df r126.1<16;16,1>:hf r31.0<4;2,2>:hf
(~f1.0.all4h) not (4|M24) (ov)f1.0 r2.0<1>:b ~sr0.0<0;1,0>:b
dp2 (32|M0) (ne)f0.0 r1.0<1>:df -tdr0.0<0;1,0>:df -(abs)r31.3<16;8,2>:df
(W&f0.1) dp3 (8|M0) (ge)f0.1 r7.2<2>:q msg0.0<0;1,0>:q r[a0.7,-32]<1;1,0>:q
xor (16|M0) r31.0<4>:q (abs)r100.3<4;2,2>:q ~r127.0<1;1,0>:q
(f0.1.all2h) fbl (4|M0) r7.3<1>:uq null<0;1,0>:uq
(f0.0.any32h) asr (2|M12) r64.3<1>:uq (abs)r7.2<2;1,0>:uq r31.0<4;2,2>:uq
xor (4|M24) r7.4<1>:hf (abs)r0.3<0;4,1>:hf 1.001358e-05:hf {Atomic}
mac (32|M0) r127.0<1>:ud -(abs)msg0.0<0;1,0>:ud 0xFFFFFFFF:ud {NoDDClr}
not (2|M0) r64.0<2>:df -0.0:df
sada2 (8|M0) r0.0<1>:w (abs)r100.0<0;1,0>:q -r2.0<4;1,0>:df {Breakpoint}
dp3 (1|M0) (sat)acc1.0<2>:ud -(abs)r31.2<0;4,1>:ud r64.1<8;8,1>:ud {Breakpoint}
(~f1.1.all8h) shl (8|M0) (sat)r126.2<2>:uq tm0.1<0;1,0>:uq r100.0<4;4,1>:uq
shr (16|M24) r126.0<4>:f -(abs)r31.7<0;1,0>:f r0.0<32;8,4>:f
mac (16|M24) (ge)f0.1 r64.0<1>:uw -(abs)r[a0.1]<16;8,1>:uw r127.1<2;2,1>:uw
not (8|M0) r31.0<2>:hf (abs)r1.3<1;1,0>:w
cmp (4|M0) r31.4<4>:d r0.7<8;8,1>:d r64.1<16;16,1>:q {Switch}
mov (2|M0) (le)f0.1 r127.4<2>:w -(abs)r64.2<2;1,0>:w {NoDDChk}
sel (2|M0) r127.0<1>:uw r31.3<2;1,0>:uw r1.1<16;16,1>:q
(W) fbl (16|M0) r[a0.3,64]<2>:uw r126.0<0;1,0>:uw {Breakpoint}
fbl (1|M28) a0.0<2>:uw r100.7<16;8,2>:uw
dph (32|M24) r1.3<4>:uq r100.0<8;4,2>:uw -(abs)r31.0<32;8,4>:uw {Atomic}
(~f1.0.any32h) not (8|M24) ip<2>:b ~r2.0<0;1,0>:hf
cmp (32|M0) r2.0<2>:uq (abs)r0.7<4;2,2>:w 21256:w
rndd (8|M0) (sat)cr0.0<2>:w (abs)r7.1<2;2,1>:ub
(f1.1.any2h) rnde (4|M0) r0.2<4>:w r7.3<0;4,1>:uw
xor (16|M24) (ne)f0.0 r[a0.3,-16]<1>:ub r127.7<16;8,2>:ub ~r127.0<8;8,1>:ub
(W&f1.1) line (2|M4) (ge)f1.1 r1.0<4>:ud (abs)r2.0<2;1,0>:ud 0x0:ud {Atomic,NoDDClr}
fbh (8|M0) r1.4<4>:hf r0.3<2;1,0>:hf {NoDDClr}
line (8|M0) (un)f1.1 r126.1<4>:uw -(abs)r[a0.7]<8;8,1>:uw r31.0<4;2,2>:uw
(f1.1.any2h) mac (2|M0) (ne)f1.1 r100.2<1>:d (abs)msg0.0<0;1,0>:d -2048:d
movi (1|M16) f0.0<1>:f r[a0.0,2]<1,0>:f
(W) cmpn (32|M0) r31.2<4>:d -(abs)r[a0.2]<1,0>:uq r7.2<4;4,1>:uq {Atomic,NoDDChk}
(~f1.1.any16h) mach (2|M0) r127.0<1>:q r100.1<16;16,1>:q -r[a0.7,511]<1,0>:q
dp4 (4|M16) r126.4<1>:w -(abs)r100.1<0;4,1>:w r7.0<2;1,0>:f {Breakpoint}
(W) math.pow (16|M0) r2.1<1>:hf r100.3<8;8,0>:hf -r1.1<8;8,0>:hf
cbit (16|M0) f1.0<4>:ub sp.0<0;1,0>:ub
fbh (1|M0) r127.1<1>:d r64.0<0;4,1>:d
(W&f0.0) mach (16|M0) r0.4<1>:d (abs)r100.7<8;4,2>:d (abs)r[a0.2,2]<1,0>:d
cmp (2|M24) (gt)f1.0 r31.2<1>:w (abs)tm0.0<0;1,0>:w -r0.0<32;8,4>:w {NoDDChk}
mach (8|M0) r[a0.0,64]<1>:ub (abs)r100.7<32;8,4>:ub r2.0<16;8,2>:ub {AccWrEn}
(W&f1.0) avg (8|M0) r2.0<1>:uw (abs)r31.0<0;4,1>:uw r126.0<16;8,2>:uw
(~f1.1) sel (32|M8) (un)f1.1 r[a0.0,16]<1>:uw (abs)r126.2<1;1,0>:uw -(abs)r100.15<8;8,1>:uw {Breakpoint}
(f1.0) mul (8|M0) r126.0<1>:uq -sr0.0<0;1,0>:uq r100.1<2;1,0>:uq {NoDDChk}
math.rsqtm (4|M28) (eo)f0.0 r100.mme0:f -r1.mme0:f
(f1.0.all4h) dp2 (8|M0) r100.4<4>:ud -(abs)r127.3<2;2,1>:q -(abs)r100.0<16;8,2>:q {Atomic,NoDDClr}
(f1.0.all32h) math.pow (1|M0) (sat)r7.0<1>:f r100.7<2;1,0>:f (abs)r100.3<16;8,1>:f
addc (32|M0) a0.0<2>:df ce<0;1,0>:df r7.0<1;1,0>:df
(~f1.0.all32h) add (4|M28) (un)f1.0 r127.4<1>:d r7.0<0;4,1>:d r[a0.7,16]<4;4,1>:d {AccWrEn}
bfrev (4|M16) r0.4<2>:f 0x7FAABA84:uv
asr (4|M0) r[a0.3,16]<1>:uw r1.7<8;4,2>:uw r100.15<8;8,0>:uw
sada2 (8|M0) (ov)f0.1 r100.0<1>:f r31.7<4;4,1>:f 1.0:f
sel (8|M0) r0.2<1>:ub r[a0.2,2]<1,0>:df -r31.0<8;8,0>:df {Breakpoint,Switch}
mach (2|M0) r7.1<2>:b -r100.0<2;2,1>:b (abs)r2.15<32;8,4>:b {AccWrEn}
shl (16|M24) (ne)f0.1 r[a0.0,64]<4>:d -r31.2<8;4,2>:w r0.1<4;1,0>:w
frc (16|M16) (un)f0.0 r127.0<1>:hf r7.0<8;8,1>:hf {Atomic}
(~f0.1.any8h) shr (8|M0) (ov)f0.1 r127.2<1>:ud r126.7<1;1,0>:ud r100.3<4;4,1>:ud
(~f1.0.all32h) not (8|M0) r7.0<1>:hf r[a0.1,-512]<1,0>:hf
(~f0.0.any16h) dp2 (16|M0) r2.0<1>:uw tm0.0<0;1,0>:uw -r126.7<8;8,0>:uw
(f1.0.any4h) rndz (8|M0) r7.1<2>:q 2047:q
dp3 (32|M0) (ne)f1.0 r0.3<1>:q (abs)r7.3<4;1,0>:q 2047:d
fbh (16|M8) r127.4<2>:f r64.1<1;1,0>:f
and (32|M8) r1.4<4>:d -(abs)r127.0<0;1,0>:d r100.3<16;8,1>:d {Breakpoint}
asr (2|M0) r100.4<4>:w -(abs)tdr0.0<0;1,0>:d -r127.7<4;2,2>:d {Switch}
(W) not (16|M0) r31.0<1>:df a0.0<0;1,0>:df
(f1.0.any2h) dp4 (16|M0) a0.0<1>:uw r100.0<8;8,1>:uw r127.1<0;4,1>:uw
math.pow (2|M16) r126.4<1>:hf (abs)r0.3<4;2,2>:hf r0.0<16;8,2>:hf {Switch}
math.invm (8|M8) (eo)f1.1 r1.mme7:f r64.mme7:f -r2.mme7:f
(W) mov (8|M0) (le)f0.0 r100.0<4>:w (abs)r64.0<16;8,2>:w
(W) rndu (2|M0) (sat)tm0.0<4>:q r2.2<2;1,0>:ub {Breakpoint}
(W) dph (2|M8) r1.0<4>:d f1.1<0;1,0>:d (abs)r126.7<8;8,0>:d
subb (4|M0) r31.0<2>:w acc1.0<0;1,0>:w r1.1<2;2,1>:w
(f0.0.anyv) frc (2|M0) r100.4<4>:d (abs)r7.3<4;2,2>:d {NoDDClr}
(~f0.1.anyv) line (16|M8) (un)f0.1 r2.1<1>:f r127.0<8;8,0>:f -(abs)r127.15<1;1,0>:w {AccWrEn,NoDDClr}
(~f0.0.anyv) dp4 (1|M0) (le)f0.0 r31.0<1>:q r1.0<8;8,1>:q (abs)r126.2<16;8,1>:ub
xor (4|M4) r127.0<2>:ud r64.1<8;8,1>:ud r0.0<16;8,2>:ud
(f0.1.all2h) movi (16|M0) tm0.0<4>:d r[a0.1]<1,0>:d
(f0.1.any16h) asr (32|M16) r7.1<4>:uw -(abs)tm0.1<0;1,0>:uw -(abs)r127.7<16;16,1>:uw
xor (16|M0) r1.4<2>:hf (abs)r0.0<8;4,2>:ub ~r0.0<1;1,0>:ub
dp4 (32|M0) r127.0<4>:uw r31.0<8;8,1>:uw r2.3<0;1,0>:df
(W) movi (16|M24) r[a0.3,-16]<1>:uw r[a0.1,2]<1,0>:uw {AccWrEn}
cmpn (16|M24) r126.4<4>:ud (abs)r127.3<16;8,1>:uw r[a0.0,511]<1;1,0>:uw {Atomic}
(f0.1.all2h) fbh (4|M0) acc1.0<1>:uq r100.0<2;1,0>:uq
(f0.0.any16h) avg (1|M12) null<1>:b r2.1<8;4,2>:b r100.2<0;4,1>:uq
dp3 (8|M0) tm0.0<4>:f -msg0.0<0;1,0>:hf -(abs)r127.0<1;1,0>:hf {AccWrEn,NoDDChk}
rndd (32|M16) (ov)f0.0 (sat)r64.2<2>:f 0xC0ED822A:vf
mach (4|M0) r64.0<2>:b -(abs)r127.0<16;8,2>:b (abs)r127.2<8;8,1>:b {Switch}
or (8|M0) (ge)f1.0 r1.1<2>:df r[a0.7]<1,0>:df -(abs)r[a0.7,-512]<1,0>:df
(~f1.0.all4h) rndu (8|M0) r64.1<1>:df acc1.0<0;1,0>:df
(f0.1.all16h) dp4 (2|M4) r7.2<1>:f (abs)r7.1<32;8,4>:f (abs)r1.7<8;8,1>:f {Switch}
(W) sad2 (16|M0) (le)f1.1 r64.4<2>:ud -r1.1<1;1,0>:ud -(abs)r127.7<16;8,1>:ud {NoDDChk}
asr (1|M24) r126.2<4>:w -(abs)r2.0<32;8,4>:w -r64.0<16;8,1>:w
(~f0.0.all2h) sada2 (16|M8) (ne)f0.0 r64.1<2>:hf sr0.1<0;1,0>:hf r127.1<8;4,2>:hf
(f1.1.all4h) dp4 (4|M24) (ge)f1.1 r64.4<4>:b r1.0<8;8,0>:b -r64.2<16;16,1>:b
math.rsqtm (16|M16) (eo)f1.1 (sat)r1.mme7:hf (abs)r27.mme3:hf {AccWrEn}
bfi1 (8|M16) acc1.0<1>:ub r0.0<2;2,1>:ub r127.7<2;2,1>:ub {AccWrEn}
(W&f0.0) math.pow (32|M16) (sat)r31.0<1>:f (abs)r7.0<8;8,0>:f inf:f
(f0.0.any4h) math.irem (8|M0) r127.4<2>:ud -r100.0<8;8,0>:ud -(abs)r1.0<2;1,0>:ud {Atomic}
lzd (16|M0) (lt)f1.1 r126.2<1>:ud (abs)r64.0<16;16,1>:ud
(f0.1.any4h) movi (2|M0) r1.0<2>:uw r[a0.1]<1,0>:uw {NoDDChk}
(f0.1.all2h) shr (32|M0) r64.4<2>:d -r[a0.1,2]<8;8,0>:d (abs)r0.3<0;4,1>:d {Atomic,Breakpoint}
(f0.1.all32h) rnde (4|M8) (un)f0.1 r7.4<1>:b -(abs)a0.0<0;1,0>:b
sel (4|M0) r100.1<4>:df -sr0.0<0;1,0>:hf r31.1<8;8,0>:f
fbl (4|M0) r0.0<1>:q r31.3<2;1,0>:q {AccWrEn,NoDDClr}
line (16|M16) (sat)r127.1<2>:uw r1.1<32;8,4>:uw r100.0<0;1,0>:uw
(f0.0.all2h) mac (1|M0) (sat)r[a0.3,-16]<4>:b (abs)r7.0<4;4,1>:b -r64.0<4;1,0>:b {NoDDChk}
rndz (8|M0) r100.4<4>:hf r0.1<8;8,1>:hf {Breakpoint}
cmpn (4|M8) (ov)f1.1 r0.3<1>:uq (abs)r0.2<4;2,2>:uq (abs)r64.2<4;1,0>:uq {Switch}
fbl (32|M0) r2.1<4>:f r0.0<32;8,4>:ud {Switch}
rnde (16|M0) r31.0<4>:w r2.1<16;16,1>:uq
not (8|M0) r100.4<1>:ub r0.0<32;8,4>:ub {AccWrEn}
(~f0.0.all4h) frc (1|M0) null<1>:b -(abs)msg0.0<0;1,0>:b {NoDDChk}
(W) mach (16|M24) r64.0<1>:hf (abs)r100.1<8;4,2>:ud r64.0<8;8,0>:ud
(W) bfrev (16|M8) r7.2<2>:q r7.3<16;8,1>:q {Atomic}
(~f1.0) frc (16|M0) r2.0<1>:b r100.0<2;2,1>:b
math.rsqtm (2|M20) (eo)f1.1 r1.mme0:f -r27.mme0:f
not (8|M16) acc0.0<1>:ub acc0.0<0;1,0>:ub
math.irem (32|M0) r2.0<1>:ud (abs)r127.7<16;8,1>:ud -r7.7<16;8,1>:ud {AccWrEn}
(f1.0.any2h) lzd (16|M24) r64.3<1>:uq r64.1<8;8,1>:uq
mac (32|M0) (eq)f1.0 r126.0<1>:df -r0.3<8;4,2>:df r2.3<8;4,2>:df {NoDDChk}
(~f1.0.allv) rndd (8|M0) (le)f1.0 r0.1<4>:w -(abs)r1.0<32;8,4>:w {AccWrEn}
(f0.0.any2h) movi (8|M0) r2.0<2>:f r[a0.1]<1,0>:f
frc (16|M16) r7.0<1>:f r126.7<1;1,0>:f {NoDDChk}
(f1.0.any2h) cbit (8|M16) r1.0<1>:hf 1.001358e-05:hf
cmp (1|M12) a0.0<1>:q r126.3<16;16,1>:q -r[a0.1]<1,0>:d
(~f1.0.any32h) rndu (16|M0) (sat)r31.0<2>:f 1:q {Breakpoint}
add (16|M0) r126.0<1>:b (abs)r64.7<4;2,2>:b r[a0.0,16]<2;1,0>:b {Atomic}
(W) mul (8|M0) r1.0<1>:q f1.1<0;1,0>:q 0xFFFFFFFF:ud {NoDDClr}
rndd (2|M24) r64.1<1>:f r1.0<0;1,0>:f {NoDDClr}
bfrev (8|M0) r64.2<2>:hf 0.0:hf
add (8|M0) r[a0.0,-16]<1>:f r100.2<0;4,1>:f -(abs)r100.7<32;8,4>:f
(W&~f0.0) line (8|M0) (lt)f0.0 r7.4<1>:w (abs)r31.0<16;8,2>:w -r31.7<16;8,1>:w
math.sqt (16|M0) r64.2<1>:f -(abs)r2.0<1;1,0>:f {AccWrEn,Breakpoint,Switch}
(f1.0.any4h) frc (1|M16) (un)f1.0 r31.1<1>:q -9223372036854775808:q
avg (4|M8) r127.3<2>:df tm0.0<0;1,0>:df r126.2<2;2,1>:df
(~f0.1) or (2|M28) r127.0<4>:f r126.0<16;8,2>:uw r[a0.7,16]<32;8,4>:uw
rndu (8|M0) r126.1<2>:ub -sp.0<0;1,0>:w {Switch}
(W) frc (2|M12) (gt)f0.0 r[a0.0,16]<2>:ud f0.0<0;1,0>:ud
movi (16|M0) r2.0<2>:w r[a0.1,16]<1,0>:w
rndu (16|M0) (gt)f1.1 r100.1<1>:uw -0.0:hf
dp4 (32|M0) (lt)f1.0 r100.0<1>:w r1.2<8;8,0>:w r127.0<0;1,0>:w {Breakpoint}
(W) shr (16|M0) (lt)f1.0 r0.4<1>:b acc1.0<0;1,0>:b r[a0.1,-512]<16;8,1>:b
(W&f0.0) and (8|M24) (le)f0.0 r[a0.0,-16]<1>:d cr0.0<0;1,0>:ud r126.3<8;8,0>:ud
(~f0.0.allv) cbit (32|M8) r126.4<2>:ud 0xFFF:ud {NoDDClr}
(~f0.1.allv) cmpn (4|M24) r100.0<4>:w -null<0;1,0>:w 4096:w {Switch}
smov (1|M20) r1.1<2>:df r2.0<16;8,1>:f 0.5:f {Switch}
dp3 (8|M0) acc0.0<1>:hf tm0.1<0;1,0>:hf -0.0:hf
sada2 (16|M16) r0.2<2>:f -(abs)r100.0<4;4,1>:f -(abs)r2.0<0;4,1>:f
bfi1 (2|M8) tm0.0<4>:ud msg0.0<0;1,0>:d 2147483647:d {Breakpoint}
addc (32|M0) r7.3<1>:df sp.0<0;1,0>:df r100.0<4;1,0>:df
(f1.1.any16h) smov (32|M0) r100.4<1>:ub r127.0<16;16,1>:b r126.2<8;8,1>:b
(f0.0.any4h) subb (16|M0) f1.0<2>:hf acc0.0<0;1,0>:hf r31.2<1;1,0>:hf {Atomic}
(f1.1.any32h) dph (2|M0) (le)f1.1 r127.0<1>:b r2.15<4;4,1>:b (abs)r7.2<8;8,0>:w {Atomic,NoDDClr}
(~f1.1.all16h) mul (4|M0) r2.4<4>:d dbg0.0<0;1,0>:ub (abs)r127.1<16;16,1>:ub
math.log (1|M0) (sat)r126.0<4>:f -(abs)r2.1<16;8,1>:f
frc (16|M8) r31.0<4>:hf r7.0<2;1,0>:hf
fbh (8|M0) r0.2<2>:f 0xEA446181:uv
(W) sada2 (8|M8) r7.1<2>:w (abs)r127.0<16;16,1>:w r[a0.7,16]<16;8,2>:w {Atomic}
math.invm (1|M0) (eo)f0.0 (sat)r1.mme1:f r1.mme0:f (abs)r64.nomme:f
dp4 (32|M0) (sat)r126.1<2>:df r7.3<4;4,1>:df -(abs)r0.3<1;1,0>:df {NoDDChk,Switch}
or (2|M4) (gt)f1.0 r126.0<1>:d (abs)dbg0.0<0;1,0>:d ~r7.0<0;1,0>:d
mach (16|M0) r100.0<4>:b r127.0<8;8,1>:b -r126.0<8;8,0>:b
(~f0.1.any4h) shr (1|M0) r64.0<1>:ud -(abs)ce<0;1,0>:ud (abs)r7.0<0;1,0>:ud
(~f1.0.all32h) rndd (32|M0) (un)f1.0 r2.0<2>:uw -(abs)tm0.0<0;1,0>:uw {Breakpoint}
(f1.0.all4h) math.cos (8|M0) (sat)r0.2<4>:f -r0.3<16;8,1>:f
lzd (4|M0) r2.4<1>:hf -(abs)r2.3<1;1,0>:ud {NoDDClr}
rnde (16|M0) (sat)r31.4<2>:w r0.0<32;8,4>:w
(f0.1.all2h) shr (32|M0) r31.4<2>:b null<0;1,0>:b -2049:w {AccWrEn,Switch}
(~f1.1.all2h) line (16|M0) (sat)r100.3<4>:q r126.0<8;8,0>:q r100.3<8;4,2>:q {NoDDClr}
dp2 (16|M0) (lt)f0.1 sr0.0<4>:w -(abs)r127.0<1;1,0>:ub -(abs)r126.15<16;8,1>:ub {Switch}
cmpn (16|M0) (un)f0.1 r126.0<1>:ub -r2.3<0;4,1>:d r100.0<16;8,2>:d
cmp (32|M24) null<2>:d -(abs)r100.0<8;8,0>:d -r127.0<16;16,1>:d
(W&f0.1) avg (8|M0) r2.0<2>:d r126.0<4;4,1>:d -(abs)r64.0<16;8,2>:d {Breakpoint}
(f0.1.all16h) lzd (2|M8) (gt)f0.1 r64.0<4>:df -0.0:df {NoDDChk}
and (16|M0) r31.4<2>:w ~r1.15<16;8,1>:w 4095:w {NoDDClr}
rndd (2|M28) (un)f1.1 r64.0<4>:uw r31.1<2;1,0>:uw
dp3 (8|M0) (le)f1.0 r100.4<1>:hf r31.0<0;4,1>:hf r0.7<0;1,0>:hf
cbit (8|M0) tm0.0<1>:q 4095:q {NoDDChk}
cmpn (1|M24) r2.1<1>:ud -(abs)r126.0<2;1,0>:uq r2.2<2;2,1>:uq
dp3 (32|M0) r1.0<1>:d tdr0.0<0;1,0>:d -r0.7<8;4,2>:d {Switch}
(~f0.1.any2h) bfi1 (2|M20) r64.4<1>:d r100.0<4;1,0>:d 100.25:hf {Atomic}
(W) sel (1|M4) f1.0<4>:q -(abs)fc0.0<0;1,0>:q r[a0.2,-512]<1,0>:hf
sel (8|M0) (lt)f0.1 cr0.0<1>:uw (abs)r31.3<2;1,0>:uw 0xFFF:uw
(~f1.0.all32h) frc (1|M0) (le)f1.0 null<4>:ub sr0.1<0;1,0>:ub
(~f0.0.any4h) math.rsqtm (16|M0) (eo)f0.0 r1.mme1:hf -(abs)r2.mme3:hf
(W) movi (16|M0) r64.0<4>:w r[a0.1,2]<1,0>:w {Switch}
(~f1.0.any8h) sada2 (8|M0) tm0.0<4>:q (abs)r[a0.1,-512]<1,0>:q -r126.3<8;8,1>:q {AccWrEn}
movi (16|M0) r7.2<2>:ud r[a0.2,16]<1,0>:ud
not (8|M24) r1.0<1>:uw r31.1<8;8,1>:uw {AccWrEn}
(W&f1.1) movi (32|M0) r100.0<2>:f r[a0.2,2]<1,0>:f
or (32|M0) (eq)f0.1 r100.1<4>:w (abs)r126.2<8;8,1>:w r[a0.1,16]<4;1,0>:w
(W) dp4 (1|M0) tm0.0<1>:ud r[a0.2,2]<1,0>:ud r2.0<1;1,0>:ud {AccWrEn}
rndd (1|M0) (ge)f1.1 r[a0.3]<1>:f ip<0;1,0>:f {Breakpoint}
(~f0.1.anyv) asr (16|M0) (sat)r2.0<2>:w -(abs)r127.0<4;2,2>:b (abs)r[a0.2,2]<1,0>:b {NoDDChk}
(W) sada2 (8|M16) r2.1<1>:b (abs)r64.7<16;16,1>:b r0.15<0;1,0>:b
(W) frc (16|M8) r7.0<1>:hf -(abs)r100.15<16;8,1>:hf
not (16|M0) a0.0<1>:df ~r64.1<32;8,4>:uw
sada2 (4|M16) (lt)f1.0 r31.0<1>:uw -(abs)cr0.0<0;1,0>:hf 0.0:hf {AccWrEn}
mach (1|M0) (sat)r31.2<2>:hf acc0.0<0;1,0>:df r7.0<16;16,1>:df {NoDDChk}
(~f1.1.all16h) lzd (32|M0) r127.3<2>:df r64.3<8;8,1>:df {Breakpoint}
(~f0.0.any2h) rnde (2|M4) r100.0<1>:uq 0xFFF:uq
asr (1|M8) r0.4<2>:hf r64.1<32;8,4>:hf -0.0:hf
(W&~f1.0) mov (16|M24) r0.2<4>:q r1.0<4;1,0>:q
subb (8|M8) r100.1<4>:ub tm0.0<0;1,0>:ub r31.7<2;1,0>:ub
mul (1|M0) r[a0.1,-16]<1>:uq msg0.0<0;1,0>:uq -(abs)r64.1<4;2,2>:uq
cbit (2|M24) r1.1<2>:w 0xD57E8DA3:uv
math.invm (2|M0) (eo)f0.0 r1.mme5:df r1.nomme:df (abs)r27.mme0:df
mac (8|M0) r[a0.1,-16]<1>:f r100.0<32;8,4>:f (abs)r2.1<16;16,1>:f
(W) and (16|M8) (ne)f1.1 r0.1<1>:q ~r[a0.0,16]<8;4,2>:hf -(abs)r64.3<2;2,1>:hf {AccWrEn}
(~f1.1.any4h) cmpn (8|M0) r0.1<4>:d (abs)r0.7<4;1,0>:d r126.3<1;1,0>:uw {NoDDClr,Switch}
rndz (32|M0) r[a0.1,16]<1>:q r7.0<1;1,0>:q
(f1.1.all16h) and (32|M24) f0.0<1>:d r100.0<0;1,0>:ub r1.0<8;8,1>:ub
mov (8|M8) r1.0<4>:ub 1e+06:f
mach (32|M0) r64.3<1>:uq -(abs)r100.0<16;8,2>:hf r0.15<16;8,1>:hf
(~f1.0.any32h) cmpn (1|M4) (ge)f1.0 r1.2<2>:ud r31.3<32;8,4>:ud r127.7<0;4,1>:ud {NoDDClr,Switch}
(f0.0.all32h) rndd (8|M0) r31.0<4>:d -2049:d
shl (2|M0) null<2>:w -(abs)r0.1<4;4,1>:w (abs)r127.7<2;1,0>:uw {Switch}
(~f0.1.any16h) mul (4|M24) (sat)r126.4<4>:b r100.1<4;4,1>:d r31.7<0;1,0>:d
cmp (8|M24) f1.0<2>:w r2.7<0;4,1>:w 32767:w
sad2 (8|M8) (ne)f0.1 r7.4<2>:hf r[a0.2,16]<1,0>:q -r7.3<0;4,1>:q
dp4 (8|M0) (sat)r0.1<4>:w r64.2<4;4,1>:w (abs)r100.1<8;4,2>:ub {NoDDClr}
mov (16|M24) r[a0.3,-16]<2>:uq r127.7<16;16,1>:ub
(W) cbit (16|M0) r2.1<4>:f r127.0<16;8,2>:f
(~f1.0.all4h) mul (32|M0) (sat)r0.0<2>:w r1.3<32;8,4>:ud -(abs)r64.7<4;2,2>:ud {AccWrEn,Switch}
(W) mul (4|M0) r2.1<2>:f r7.0<2;2,1>:f (abs)r64.1<0;4,1>:f
cbit (1|M20) r126.1<1>:uw r7.0<8;4,2>:uw {AccWrEn,Switch}
mac (32|M0) (sat)r127.0<2>:d msg0.0<0;1,0>:d r31.2<8;4,2>:w
(W) avg (16|M0) (ge)f0.1 r2.0<1>:b -(abs)r7.0<2;2,1>:b r[a0.2,2]<8;4,2>:b {AccWrEn,Breakpoint,NoDDChk,Switch}
math.invm (1|M24) (eo)f1.1 r1.mme0:f r27.mme7:f (abs)r64.nomme:f
(f1.0.all32h) rndz (1|M20) r7.0<1>:ub -(abs)r126.0<16;8,2>:ub
addc (1|M0) (ov)f1.0 acc0.0<4>:hf r127.0<8;4,2>:hf inf:hf
cmpn (16|M0) r0.2<1>:w -r64.3<8;4,2>:w 1:w {Breakpoint,NoDDChk}
(W&f1.1) mul (8|M0) r7.0<1>:uq tm0.0<0;1,0>:uq 4096:w
(W&f0.1) dp4 (16|M0) (le)f0.1 r100.0<2>:ud -tm0.0<0;1,0>:df -(abs)r100.3<4;1,0>:df {NoDDClr}
mov (16|M0) null<1>:q 0:q
(f0.0.any2h) cmpn (16|M0) (lt)f0.0 r31.2<2>:hf -(abs)r2.7<4;2,2>:hf -r2.2<32;8,4>:hf
xor (1|M0) r64.0<1>:ub msg0.0<0;1,0>:ub r100.3<4;4,1>:ub {Switch}
sad2 (16|M0) r127.0<2>:w -(abs)r31.15<4;1,0>:w r64.0<16;8,1>:w {Breakpoint}
(f1.1.any8h) xor (32|M0) r126.2<4>:f ~r127.0<16;16,1>:f r0.7<8;8,0>:f
rnde (2|M0) acc1.0<4>:uw -(abs)msg0.0<0;1,0>:ud
(~f0.1.all16h) and (4|M0) r1.4<1>:hf r[a0.1,-512]<1,0>:hf r127.3<4;4,1>:hf
(~f1.0.anyv) mach (8|M0) r7.0<4>:uq r7.3<8;8,0>:uq r64.0<0;1,0>:uq
(~f1.1.all2h) cmpn (2|M4) r7.4<2>:uw r2.0<8;8,0>:uw r0.15<8;4,2>:uw {Breakpoint}
(f0.0.all4h) rndu (8|M0) r126.0<2>:b -(abs)r100.7<32;8,4>:ud
(W) dp2 (1|M0) r127.1<4>:f -(abs)r64.0<2;1,0>:f r2.0<0;1,0>:f
dp2 (16|M24) r7.3<1>:df (abs)r100.1<2;2,1>:df r1.0<2;2,1>:df {AccWrEn}
fbh (2|M0) r[a0.3,-16]<2>:uw r127.0<4;2,2>:uw {NoDDClr}
(f0.1.all8h) dp2 (16|M0) r31.0<1>:f r[a0.7,16]<16;16,1>:f inf:f
rnde (16|M0) r2.0<2>:b r31.15<0;4,1>:b
(W&f0.1) cmpn (4|M24) (ne)f0.1 r0.2<2>:b r126.2<1;1,0>:b -r127.0<8;8,1>:b
sada2 (8|M0) r0.1<1>:hf acc1.0<0;1,0>:hf inf:hf
frc (16|M0) a0.0<2>:q r64.3<1;1,0>:q
cmpn (32|M0) (le)f0.1 acc1.0<2>:d -r127.3<1;1,0>:d -2147483648:d {Breakpoint}
(W&~f0.0) rnde (4|M0) r2.2<1>:d r[a0.2,-512]<1,0>:d
(f0.0.all8h) and (2|M0) null<2>:df dbg0.0<0;1,0>:df r100.3<2;1,0>:df
rndz (8|M0) r64.0<2>:ub -(abs)acc1.0<0;1,0>:ub
xor (4|M4) r100.4<1>:f r31.7<2;2,1>:f r0.7<8;8,0>:f
mac (8|M16) (sat)acc1.0<4>:uq r1.0<4;2,2>:uq -(abs)r[a0.1,2]<1,0>:uq {Atomic}
(f1.0.any4h) cmp (8|M0) (lt)f1.0 r7.0<1>:uw -acc1.0<0;1,0>:uw r126.0<0;4,1>:uw {NoDDClr}
not (4|M28) (ge)f1.0 r[a0.3,16]<1>:ud 0x0:ud
(f1.1.any2h) math.pow (8|M0) r100.1<1>:hf r126.3<4;2,2>:hf r100.2<2;2,1>:hf {Breakpoint}
(f0.0.any4h) frc (32|M8) r100.4<4>:f -(abs)r0.0<2;2,1>:f
rnde (16|M0) r64.4<1>:d a0.0<0;1,0>:d
math.log (2|M0) r64.0<1>:f r127.3<16;16,1>:f
(f0.0.all32h) shl (8|M24) r1.2<4>:hf (abs)r1.1<8;4,2>:q r126.0<32;8,4>:q
subb (8|M0) (le)f1.0 r126.0<2>:f dbg0.0<0;1,0>:f 65504.0:f
(~f1.0.all8h) xor (4|M0) r7.0<4>:f ~r1.0<8;8,0>:uw 2047:w
(f0.1.all2h) rndd (16|M0) r[a0.1]<2>:uq r[a0.1,-512]<1,0>:uq
add (32|M0) (ge)f0.1 r64.4<1>:ub msg0.0<0;1,0>:ub r127.0<32;8,4>:ub
(~f0.0.any8h) bfrev (32|M0) r2.2<1>:f r31.7<32;8,4>:f
or (8|M0) f1.0<4>:f ip<0;1,0>:uw r0.0<4;1,0>:uw
(~f1.0.anyv) bfrev (16|M16) r1.2<1>:hf r64.7<4;4,1>:f
(~f1.1.any2h) dp4 (16|M0) r127.0<4>:uw dbg0.0<0;1,0>:uw r100.15<8;8,0>:uw {AccWrEn}
math.idiv (16|M24) r1.0<1>:ud r31.7<8;4,2>:ud 0xFFFFFFFF:ud
asr (8|M0) r127.0<2>:d r2.7<16;8,2>:d r0.0<8;4,2>:d
(~f1.1.any4h) shr (2|M24) (ge)f1.1 r31.0<1>:w -(abs)r[a0.7]<4;4,1>:hf -0.0:hf {Atomic}
(W) asr (8|M0) r1.0<4>:ud sr0.1<0;1,0>:ud (abs)r31.0<2;1,0>:ud
addc (8|M0) r2.4<1>:d r7.0<2;1,0>:d 4095:d
(W&~f0.1) mach (2|M0) r126.3<2>:uq -(abs)r7.0<2;2,1>:uq r127.2<8;4,2>:uq
dp4 (8|M0) (lt)f1.1 r[a0.0,64]<1>:uw -(abs)r31.0<4;4,1>:uw (abs)r2.0<8;8,1>:uw
cmp (32|M0) r100.4<1>:hf sr0.0<0;1,0>:hf -(abs)r1.7<1;1,0>:hf
or (4|M0) r64.0<2>:d (abs)r100.7<8;8,0>:uw (abs)r0.0<8;4,2>:uw
(W) sada2 (16|M24) (ge)f1.0 f1.0<2>:ub (abs)r7.0<16;8,1>:ub -r2.7<8;8,0>:ub {Breakpoint}
(f0.1.all32h) add (16|M16) sr0.0<4>:hf r127.1<8;8,0>:hf (abs)r64.2<4;1,0>:hf
fbl (16|M0) acc1.0<1>:ud r[a0.2,2]<8;8,1>:ud
rndu (32|M8) (lt)f0.1 f0.0<1>:hf -r[a0.1,2]<2;1,0>:hf
frc (32|M0) r31.2<2>:q (abs)r100.0<8;8,1>:q
(W&f1.1) fbh (8|M16) r126.2<2>:uq 0x10DF2B01EE7ACF06:uq
(f0.0.any4h) cmp (4|M0) (lt)f0.0 r126.4<2>:ud (abs)r64.3<2;2,1>:ud -(abs)r2.0<8;8,1>:ud {AccWrEn}
dp4 (8|M0) f0.0<4>:w -(abs)ce<0;1,0>:d 1:d
(W&f0.0) sada2 (16|M24) (ge)f0.0 r0.0<1>:uq (abs)tm0.1<0;1,0>:uq r1.3<2;2,1>:uq
mach (1|M0) r[a0.3,16]<4>:ud -msg0.0<0;1,0>:w -2048:w
movi (32|M0) r126.1<1>:w r[a0.0]<1,0>:w {NoDDChk}
(~f0.0.all4h) dp3 (4|M0) r7.4<2>:f -(abs)r126.0<2;2,1>:uw (abs)r126.0<2;2,1>:uw
add (16|M8) (un)f0.1 (sat)r0.1<4>:f (abs)cr0.0<0;1,0>:f -r100.0<1;1,0>:f {Breakpoint}
rndu (16|M0) null<1>:df r0.0<16;8,1>:df
rndz (32|M8) r100.0<4>:w -r64.3<0;4,1>:w {NoDDClr}
sada2 (32|M0) r0.1<4>:f (abs)r2.0<1;1,0>:f (abs)r7.7<4;1,0>:f
(W) addc (1|M8) r100.1<4>:b r100.3<0;4,1>:b r64.3<2;1,0>:b {NoDDChk}
(W) dph (8|M0) (sat)r126.0<1>:q r100.3<4;1,0>:q r64.2<8;4,2>:q
add (8|M0) (sat)r1.0<1>:df -(abs)sr0.1<0;1,0>:df -(abs)r1.3<4;4,1>:df {Atomic}
rndd (32|M24) r64.3<1>:df 0.1:df {NoDDChk}
dp2 (8|M0) (eq)f0.1 r7.0<4>:hf r64.0<16;8,1>:uw -(abs)r7.0<2;1,0>:uw
(W) subb (16|M24) (gt)f1.0 r2.0<1>:hf sp.0<0;1,0>:hf r100.0<2;2,1>:hf {NoDDChk}
(W) mac (16|M16) (ge)f1.1 acc0.0<1>:w a0.0<0;1,0>:w -r2.0<2;1,0>:ub
(W) rndz (32|M24) (ov)f0.1 a0.0<2>:q -9223372036854775808:q {Switch}
fbl (16|M0) acc0.0<2>:q r31.2<4;1,0>:q
mul (16|M24) (sat)r127.4<1>:f -ip<0;1,0>:f r31.0<16;16,1>:f {NoDDChk}
(~f0.1.any32h) dp3 (32|M0) (lt)f0.1 a0.0<2>:ub r64.15<0;1,0>:ub -(abs)r0.3<2;2,1>:ub
shl (4|M16) r100.0<1>:d r64.1<0;4,1>:d -(abs)r31.0<8;4,2>:q
(W) not (2|M0) (le)f0.1 r127.0<1>:w (abs)a0.0<0;1,0>:uq {AccWrEn,NoDDChk}
dp3 (32|M0) (sat)r100.0<1>:df sr0.0<0;1,0>:df (abs)r64.3<16;8,1>:df
lzd (16|M24) a0.0<1>:q -9223372036854775808:q
rndd (8|M0) r126.1<2>:b a0.0<0;1,0>:uq
(W) cbit (16|M0) f1.0<1>:b r126.2<4;1,0>:b
(W) not (8|M0) r[a0.0,64]<2>:ud ~r1.0<4;2,2>:ud
and (8|M0) r7.4<1>:hf ~msg0.0<0;1,0>:hf (abs)r2.0<4;2,2>:hf {NoDDClr}
(~f1.1.any2h) or (2|M20) r7.0<4>:df tm0.1<0;1,0>:df r100.3<2;1,0>:df {Switch}
cbit (8|M24) r2.0<1>:hf r126.0<2;2,1>:hf
sad2 (16|M8) r1.1<1>:d (abs)null<0;1,0>:d (abs)r31.2<2;1,0>:d {AccWrEn}
rndz (16|M0) r[a0.1,-16]<1>:d r126.2<1;1,0>:d
math.invm (16|M16) (eo)f1.1 r1.mme1:f r2.nomme:f (abs)r1.nomme:f
(W) dp2 (2|M0) a0.0<2>:uq r7.2<4;1,0>:uq r1.3<2;2,1>:uq
(W) lzd (8|M0) r31.4<1>:d -r1.7<16;8,2>:d
rndu (16|M0) (gt)f1.0 r7.1<4>:ub -0.0:df
sada2 (16|M0) r2.2<2>:w -(abs)r126.7<4;4,1>:f r1.2<0;1,0>:f
shr (8|M0) r64.4<2>:ud -r0.1<1;1,0>:ud (abs)r126.2<16;8,1>:ud {Breakpoint,NoDDChk}
dp4 (2|M24) r1.3<1>:q r0.3<0;1,0>:q r31.7<0;4,1>:ud
(~f1.0.anyv) add (16|M0) (ov)f1.0 r7.2<1>:ub (abs)cr0.0<0;1,0>:ub -(abs)r1.2<0;4,1>:ub {NoDDClr}
(W) shr (2|M0) r0.0<4>:hf r100.2<8;8,1>:d r7.7<32;8,4>:d
mach (1|M8) (sat)r1.2<4>:ud -(abs)r1.7<4;1,0>:ud (abs)r1.0<0;1,0>:ud
(W) math.rsqtm (2|M0) (eo)f1.1 r1.mme7:f (abs)r2.nomme:f
(~f0.0.any8h) dp3 (2|M0) (gt)f0.0 (sat)r2.0<4>:f -r[a0.0,2]<1,0>:f r126.7<8;8,1>:f
(~f1.1.anyv) bfi1 (8|M0) r126.4<1>:uw null<0;1,0>:df r64.3<4;2,2>:df
dph (4|M0) r100.4<4>:ud (abs)acc1.0<0;1,0>:ud -r1.3<4;2,2>:uq {AccWrEn}
(W) rndz (16|M16) r64.2<1>:ub -(abs)r127.0<4;2,2>:ub
(~f1.1.anyv) rndd (32|M8) r0.4<1>:f r100.0<32;8,4>:hf
mac (2|M12) r100.0<1>:f -(abs)r31.3<32;8,4>:f -r2.3<8;8,1>:f
pln (1|M4) (sat)ip<2>:w r[a0.1,-32]<1,0>:w r7.7<4;2,2>:w {Atomic}
(f0.1.all2h) bfrev (8|M0) r31.0<1>:f 0x35391FA0:uv
(f1.1.any4h) sel (2|M4) (ov)f1.1 r31.0<1>:f (abs)r100.2<4;1,0>:w (abs)r1.0<0;4,1>:uq {AccWrEn}
or (16|M0) (lt)f0.1 ip<4>:uw ~r7.7<0;4,1>:uw r[a0.7,16]<1,0>:uw
dph (2|M12) (un)f1.1 r1.2<1>:b -(abs)r31.0<32;8,4>:b r1.2<8;8,0>:hf {Switch}
fbl (2|M24) r7.1<2>:b r7.3<32;8,4>:uq
(W) mach (4|M0) r2.3<1>:q -r0.1<8;8,1>:q r1.0<8;8,0>:q
rndd (4|M0) (gt)f0.0 r126.1<1>:q 0x2AB5090B:vf
movi (8|M0) r[a0.1,-16]<1>:d r[a0.0,2]<1,0>:d {NoDDChk}
(W) rnde (4|M0) r0.0<1>:uq r126.2<0;4,1>:uq
(~f0.1.any8h) shl (8|M24) r[a0.1]<1>:hf r126.2<8;8,1>:w r[a0.0,16]<1,0>:w
or (16|M24) r64.4<4>:ub ~r126.1<16;16,1>:uw r7.7<0;4,1>:uw
fbl (16|M0) r0.2<2>:b r2.7<1;1,0>:b
rndd (8|M0) acc0.0<4>:df (abs)r2.2<16;16,1>:ud
smov (4|M0) r31.1<4>:ub r[a0.7,16]<4;2,2>:q 2.0:hf
math.rsqtm (8|M8) (eo)f1.1 r1.mme0:f r127.mme7:f {NoDDClr}
(f1.0.any32h) rndu (4|M28) r1.4<2>:f (abs)r7.0<0;1,0>:f {NoDDClr}
(f0.0.all2h) math.rsqt (4|M0) r0.0<1>:f -(abs)r0.2<0;4,1>:f
(~f1.0.all8h) frc (16|M16) (ov)f1.0 r31.4<2>:w r7.0<4;2,2>:w
(f0.1) math.sqt (16|M0) r1.4<4>:f -r2.7<1;1,0>:f {Breakpoint}
(W&f0.1) not (16|M16) r127.0<1>:uq r0.1<1;1,0>:uq
and (4|M0) r31.4<1>:d (abs)r127.2<8;4,2>:d ~r2.1<16;16,1>:d
dph (4|M8) r2.3<1>:df -(abs)r2.0<8;4,2>:df r0.3<2;1,0>:df
(W&~f0.0) xor (16|M0) r126.0<4>:f fc0.0<0;1,0>:f r7.3<16;8,1>:df {AccWrEn,NoDDClr}
(f1.1.any32h) pln (1|M0) (sat)r1.0<4>:b f1.1<0;1,0>:b r126.7<8;8,0>:b
shl (8|M0) (eq)f0.0 sr0.0<1>:f r2.7<4;1,0>:f -(abs)r[a0.0,16]<1,0>:f {NoDDChk}
avg (2|M20) (ov)f0.0 r2.1<1>:ud -(abs)r7.7<8;8,0>:ud -(abs)r64.3<4;1,0>:ud
(W) mac (1|M16) r127.4<1>:d cr0.0<0;1,0>:d -r64.0<0;1,0>:d
(f0.1.all32h) shr (1|M28) r100.1<1>:w (abs)msg0.0<0;1,0>:w r31.3<4;4,1>:w
(~f1.1) add (1|M0) (sat)r[a0.3]<1>:f r2.7<4;4,1>:f r127.0<4;2,2>:f {AccWrEn,NoDDChk,NoDDClr}
(~f1.0.anyv) movi (1|M8) r0.0<2>:f r[a0.2,16]<1,0>:f {Switch}
dp4 (8|M0) r1.2<4>:w r100.2<16;8,2>:b r1.2<8;8,0>:b
rndd (4|M20) cr0.0<1>:w sr0.0<0;1,0>:w
(W) math.exp (16|M8) r2.4<1>:f -r127.7<4;1,0>:f
dph (16|M0) (lt)f1.0 r100.0<4>:w -r[a0.0,-32]<4;1,0>:w -r127.15<2;2,1>:ub {AccWrEn}
(W) asr (8|M0) r127.4<1>:w (abs)tm0.0<0;1,0>:w r2.0<2;2,1>:w {Breakpoint}
cbit (1|M0) r64.1<1>:ub r64.7<0;1,0>:ub
(W&~f1.0) xor (8|M8) r[a0.3,16]<1>:f (abs)r2.15<2;2,1>:uw (abs)r64.0<4;2,2>:uw
(~f0.0.any4h) shr (16|M8) (ov)f0.0 (sat)r[a0.3,16]<2>:f r0.3<16;8,1>:f -r126.7<4;1,0>:f
rndu (8|M0) r127.4<1>:ub r7.1<2;2,1>:ub {Switch}
mul (2|M16) (lt)f0.1 r64.3<1>:uq (abs)r1.1<16;16,1>:d r0.0<8;8,1>:d
rndd (4|M0) r2.1<4>:df -inf:df
shl (8|M24) (eq)f0.1 r[a0.1,64]<1>:uw -fc0.0<0;1,0>:uw (abs)r64.0<8;8,1>:hf
cmpn (8|M0) tm0.0<2>:df tm0.1<0;1,0>:ud r127.0<2;2,1>:ud {AccWrEn}
shl (2|M0) r64.0<1>:uq (abs)r126.3<4;4,1>:uq r[a0.7,-512]<1,0>:uq {Switch}
(W&f0.0) add (2|M28) r127.4<1>:uw r100.1<4;1,0>:uw r100.0<16;8,1>:uw
(~f0.0.any32h) asr (4|M0) r7.4<1>:w acc0.0<0;1,0>:w -r1.0<4;4,1>:w
(f1.1.anyv) frc (4|M8) (le)f1.1 r100.3<1>:q (abs)r100.3<0;4,1>:uq {AccWrEn,Atomic}
bfrev (8|M0) r64.2<4>:b r0.2<8;4,2>:ub {AccWrEn}
(f1.0.allv) dp4 (2|M0) r7.1<4>:uw r1.0<16;8,2>:ub r64.15<4;2,2>:ub {AccWrEn}
(f0.0.allv) dp2 (16|M24) r1.1<1>:uq r127.3<2;2,1>:uq r100.7<16;8,1>:w {Breakpoint}
math.rsqtm (32|M24) (eo)f0.0 r100.mme5:hf -r27.mme7:hf {AccWrEn,Breakpoint,Switch}
add (16|M0) (ne)f1.0 r0.0<2>:uq -(abs)r[a0.0,16]<2;2,1>:uq -2048:d {Breakpoint}
dph (4|M20) r126.1<1>:w (abs)r7.1<0;1,0>:w -1:w
(f0.0.anyv) frc (2|M8) r0.1<4>:q (abs)r7.0<4;1,0>:q
(W) movi (4|M20) r31.0<1>:w r[a0.0,16]<1,0>:w
dp3 (16|M0) r100.1<4>:uw r[a0.2]<16;8,1>:uw -r[a0.0,511]<0;1,0>:uw
frc (8|M0) r2.0<4>:b r7.3<8;8,0>:b
fbl (1|M24) r[a0.1,-16]<4>:df r127.0<0;1,0>:uq
(f1.1.all2h) dph (16|M24) r2.0<1>:q -(abs)r0.3<2;1,0>:q 2047:d {AccWrEn}
rnde (32|M0) r[a0.0,64]<4>:d -(abs)r2.0<2;1,0>:d {AccWrEn,Switch}
fbl (8|M24) r0.0<2>:w 1:w {Breakpoint}
dp4 (32|M0) r31.4<2>:ud a0.0<0;1,0>:ud 0x1:ud {Atomic}
shl (32|M0) (ov)f0.0 r100.1<1>:f r127.0<32;8,4>:f 2.0:f
(~f0.0.any32h) lzd (8|M0) (sat)r[a0.0,64]<1>:df r0.3<1;1,0>:df {NoDDChk,NoDDClr}
sad2 (32|M24) ip<2>:uw r0.7<1;1,0>:uw r2.2<8;8,1>:uw
(f0.1.any8h) sad2 (8|M0) r7.0<1>:ud sr0.0<0;1,0>:ud r100.2<16;8,2>:ud
dp3 (16|M0) (ov)f1.1 r126.0<4>:d r2.0<2;1,0>:f 0.5:f {NoDDChk}
(W) rndd (32|M0) (eq)f1.0 ip<2>:uw r126.7<16;8,1>:f
not (16|M8) r100.4<1>:d r100.0<0;1,0>:d
movi (1|M0) r126.4<1>:f r[a0.0,16]<1,0>:f
dp2 (8|M8) r127.1<4>:ub (abs)acc1.0<0;1,0>:ub r7.0<8;4,2>:ub
cmpn (8|M0) r0.2<1>:w a0.0<0;1,0>:w 4096:w
or (32|M0) (ov)f1.1 r[a0.3,16]<1>:w ~tdr0.0<0;1,0>:w 2047:w
(W) and (32|M0) acc0.0<1>:w r2.3<2;1,0>:q -(abs)r2.3<8;8,1>:uw {Switch}
(~f1.1.any2h) mach (2|M4) r100.1<1>:f (abs)fc0.0<0;1,0>:f r64.2<4;4,1>:f {NoDDClr}
math.exp (16|M0) r31.4<4>:hf (abs)r1.0<4;2,2>:hf
(~f1.0.any16h) frc (16|M0) f1.0<2>:ub -(abs)r0.0<0;4,1>:ub
(~f0.0.all4h) fbl (16|M0) r31.0<2>:uw 0xC3974A99:uv {Breakpoint}
cmp (8|M16) r31.1<4>:hf -r2.7<32;8,4>:hf r127.0<16;8,1>:hf
xor (8|M8) r127.1<2>:ub null<0;1,0>:w r[a0.1,-32]<1,0>:w
sel (8|M0) (le)f0.1 r1.0<2>:d -r31.3<2;2,1>:d r1.0<8;4,2>:d {Breakpoint}
(W) avg (8|M0) (ge)f1.0 r2.4<1>:hf ce<0;1,0>:hf -(abs)r7.7<32;8,4>:hf
(W) fbh (4|M8) r7.3<1>:df inf:df
math.rsqtm (4|M12) (eo)f0.0 r1.mme1:df r2.mme0:df
rndd (8|M0) r100.0<1>:f sp.0<0;1,0>:f {NoDDChk}
(W) mac (32|M0) r100.0<2>:q r127.1<4;4,1>:df r[a0.7,2]<1,0>:df
(W&~f1.0) bfrev (32|M0) cr0.0<4>:ud 0xFFF:ud {NoDDChk}
(f1.1) line (8|M0) (sat)r126.1<1>:uw -(abs)msg0.0<0;1,0>:uw r127.2<1;1,0>:uw
add (2|M12) (gt)f1.1 r0.0<1>:q -r64.3<2;2,1>:q (abs)r0.3<1;1,0>:q
sel (16|M0) r31.0<1>:uw -r0.2<8;4,2>:uw r126.0<8;4,2>:uw
lzd (4|M0) r1.0<1>:w r31.0<4;2,2>:uq {Atomic}
(f1.0.anyv) line (32|M0) r64.2<4>:q -r0.0<32;8,4>:f 3.14159:f
(f1.0.any8h) bfrev (8|M0) r0.0<4>:uw r7.0<4;4,1>:uw
(W) or (4|M0) r2.1<1>:hf (abs)r1.15<2;1,0>:hf 0x2E66:hf
add (8|M0) f1.0<2>:f tm0.0<0;1,0>:f -r126.7<0;1,0>:f
(W) rndd (8|M24) r2.4<2>:ud r0.1<16;16,1>:ud
(W&f1.0) cbit (32|M0) r31.1<2>:d r126.1<0;1,0>:d {Atomic,NoDDClr}
asr (8|M8) (sat)r31.0<4>:w -r2.0<16;8,1>:w 1.001358e-05:hf
sel (4|M16) (le)f0.1 r127.0<2>:df -(abs)r2.0<0;1,0>:df r100.0<8;8,1>:df {Breakpoint}
(W) shr (2|M0) r2.0<4>:ub -r100.0<0;1,0>:ub -(abs)r100.2<8;4,2>:ub
dp3 (32|M0) r31.1<1>:b r[a0.7,-512]<1,0>:hf (abs)r100.2<16;8,2>:hf {Atomic}
not (1|M4) r7.0<2>:uq null<0;1,0>:uq
sel (32|M8) r31.1<1>:d r2.2<8;8,0>:d -2147483648:d {AccWrEn}
(~f0.0.anyv) add (16|M0) (sat)r64.0<1>:df dbg0.0<0;1,0>:df -r64.3<2;2,1>:df
(f1.0.any4h) add (8|M0) r31.3<2>:q r2.0<4;2,2>:f -r64.7<4;4,1>:f {NoDDClr}
(~f1.1.all8h) fbh (2|M0) r7.3<2>:df r2.0<8;4,2>:df
and (4|M16) r126.4<1>:hf r1.0<2;1,0>:uw 0x0:uw
cbit (32|M0) r127.0<1>:df r7.3<4;4,1>:df
shl (8|M16) r31.0<4>:ub -(abs)r7.0<8;8,0>:ub r31.3<4;2,2>:ub
(f0.0.all4h) rndd (1|M0) r1.2<4>:f -inf:f {NoDDChk}
(~f0.1.all32h) sel (16|M8) r126.3<1>:uq -r[a0.0]<1,0>:uq -r127.3<8;8,0>:uq
(~f0.1) frc (16|M0) r0.0<1>:f 0xBDCC57D2:uv {AccWrEn}
rndd (8|M0) r126.0<1>:ud (abs)tdr0.0<0;1,0>:ud
(W) and (32|M0) (ov)f0.1 r7.0<2>:df ~r31.0<0;1,0>:df r2.1<8;8,1>:df
(~f1.1.all4h) shl (16|M24) r127.1<2>:f fc0.0<0;1,0>:hf 0x64E887A2:ud
mul (4|M0) cr0.0<4>:df -(abs)r100.3<8;4,2>:df 0x0:uw {Atomic}
(W&f1.1) dp2 (8|M0) r[a0.3,16]<2>:ub -a0.0<0;1,0>:ub r100.1<16;16,1>:ub
avg (32|M16) acc1.0<1>:w -n0.0<0;1,0>:w -(abs)r100.3<8;8,1>:w
(W&~f0.0) add (32|M0) r0.0<2>:ub acc1.0<0;1,0>:ub -r126.7<0;1,0>:ub
dph (16|M24) r31.1<4>:w -(abs)r127.0<8;4,2>:f 0x2E66:hf {AccWrEn}
mul (4|M4) r31.0<4>:ub -(abs)null<0;1,0>:d r127.0<8;8,1>:d
dp2 (16|M24) r1.0<1>:uw r100.2<16;8,1>:uw r[a0.2,511]<0;1,0>:uw {Breakpoint}
(f1.0.any8h) cmp (4|M0) f1.0<1>:ud r2.0<16;8,2>:hf r[a0.0,-32]<4;2,2>:df {Breakpoint}
dp2 (1|M0) ip<4>:uq tm0.1<0;1,0>:uq r31.3<4;4,1>:uq
movi (16|M0) r100.1<1>:ud r[a0.0]<1,0>:ud
shl (1|M8) r2.4<4>:hf r31.0<8;8,0>:hf -r31.3<0;4,1>:hf
mach (8|M0) ip<1>:f msg0.0<0;1,0>:f 2.0:f {NoDDClr}
(f1.1.any16h) rnde (8|M0) r126.1<2>:f 0xF4DA1F99:vf {NoDDChk,NoDDClr}
(W) movi (16|M0) r100.2<1>:w r[a0.1,2]<1,0>:w
lzd (4|M28) r2.0<2>:uq 1.0:df
rndd (2|M20) r0.1<4>:b -r64.0<1;1,0>:b {NoDDClr}
(~f0.0.allv) shr (16|M0) r7.4<1>:b -r64.3<8;8,1>:b r126.3<16;8,1>:b
(W) shr (2|M0) r64.0<1>:df -r[a0.1,-32]<1,0>:df r1.0<8;4,2>:df
(W) shl (8|M8) (sat)r100.0<4>:w -(abs)r64.15<0;1,0>:w r127.0<1;1,0>:w {NoDDClr}
(~f0.1.allv) subb (8|M16) (sat)r7.2<4>:d r0.3<4;2,2>:ud 0xFFFFFFFF:ud {AccWrEn}
(W&f0.1) mach (2|M12) r100.0<4>:ub -r1.3<2;1,0>:ub r1.7<2;1,0>:ub {Atomic}
(W) rndd (8|M8) r31.4<4>:f r127.7<16;8,2>:f
(W) dph (8|M0) (lt)f0.1 (sat)r2.4<4>:hf r126.3<8;8,1>:hf 3.140625e+00:hf {Breakpoint}
add (8|M0) r7.0<1>:uw tm0.1<0;1,0>:uw -(abs)r64.1<2;1,0>:uw {Switch}
not (2|M16) (eq)f0.1 r100.2<2>:uq (abs)r1.0<1;1,0>:uq {Breakpoint,NoDDChk,Switch}
shl (8|M0) (gt)f0.0 r100.0<1>:w r64.2<8;4,2>:w r0.2<2;2,1>:w
movi (1|M0) r64.1<4>:uw r[a0.0]<1,0>:uw
cmp (32|M0) (ov)f0.0 r31.0<1>:uw r7.3<16;16,1>:df -(abs)r126.2<16;16,1>:df {NoDDClr,Switch}
fbh (1|M28) r127.0<1>:b tdr0.0<0;1,0>:b
lzd (8|M0) r[a0.1,16]<1>:hf -r0.1<32;8,4>:hf
dp4 (32|M0) r7.3<2>:uq r7.2<4;4,1>:uq 0x2E66:hf {Atomic}
movi (32|M0) r0.4<1>:uw r[a0.0,2]<1,0>:uw
mul (16|M0) (sat)acc1.0<1>:uq f0.0<0;1,0>:uq (abs)r127.3<0;1,0>:uq
cbit (8|M0) r126.0<4>:d r2.3<32;8,4>:d
(~f1.0.all16h) rnde (8|M0) r7.0<4>:uw -(abs)r7.2<16;16,1>:b {Breakpoint}
fbl (4|M28) null<2>:q -8602832849686893219:q
line (2|M16) acc1.0<4>:w -(abs)r126.0<1;1,0>:w r127.15<4;2,2>:w {Atomic}
(~f1.0.any2h) and (8|M0) a0.0<1>:uq -(abs)acc1.0<0;1,0>:uq r7.3<4;1,0>:uq
and (4|M0) r[a0.3,64]<1>:q r7.0<8;4,2>:q (abs)r100.0<2;2,1>:b {Atomic}
math.exp (16|M24) r7.0<1>:hf (abs)r100.0<8;8,0>:hf
bfrev (4|M28) f0.0<2>:hf -2147483648:d
math.fdiv (8|M0) r7.0<2>:hf -r127.0<4;1,0>:hf r[a0.7]<16;8,2>:hf
(W) dp4 (2|M0) (sat)r7.0<2>:uw -r100.15<16;16,1>:uw r100.0<8;8,0>:uw {Breakpoint}
not (16|M24) r127.4<1>:uw r100.0<16;16,1>:uw
movi (8|M8) r127.0<4>:uw r[a0.2]<1,0>:uw
(W&f1.1) avg (32|M0) (le)f1.1 r7.0<2>:ud -(abs)acc1.0<0;1,0>:ud 0x1D2FFBB8:ud
(f1.1.any32h) fbh (1|M0) f1.0<2>:w ce<0;1,0>:ub
dph (2|M28) r31.0<2>:f (abs)cr0.0<0;1,0>:f r31.7<0;1,0>:f
shr (4|M20) r2.1<4>:ub r31.15<8;8,0>:ub r7.0<16;8,2>:ub {Atomic}
shl (8|M0) (le)f0.1 r2.0<2>:d -r7.7<0;1,0>:f r2.7<16;16,1>:f {AccWrEn}
(f1.0.all16h) rndu (8|M0) (eq)f1.0 r64.1<4>:ud 0xFFF:ud {Breakpoint,NoDDChk}
add (8|M0) r0.0<1>:f msg0.0<0;1,0>:f (abs)r31.7<4;2,2>:f
(W) math.pow (8|M0) r0.4<1>:hf -r31.0<8;8,0>:hf -(abs)r127.0<0;1,0>:hf
(f1.0) rndd (32|M0) r64.3<1>:uq 0xFFFFFFFFFFFFFFFF:uq
(~f0.0.any2h) not (8|M24) (ne)f0.0 r100.1<1>:b ~r1.7<4;1,0>:b {NoDDChk}
not (8|M0) r127.2<2>:b null<0;1,0>:b {AccWrEn}
smov (8|M24) r7.0<4>:d r127.3<4;4,1>:q r126.0<32;8,4>:q {NoDDClr}
(W&~f1.0) mac (16|M0) (un)f1.0 r2.0<2>:ud r1.0<4;1,0>:ud r31.2<32;8,4>:ud {Breakpoint}
(W&f0.0) frc (16|M16) r100.1<1>:q r[a0.1,511]<16;8,2>:d {NoDDChk}
shl (16|M0) r1.1<2>:d r126.1<4;1,0>:d (abs)r1.1<16;8,1>:d
movi (1|M12) a0.0<1>:ud r[a0.1,16]<1,0>:ud
mac (16|M0) r1.2<2>:w -(abs)r127.3<0;4,1>:w -1:w
(W) shr (8|M8) r1.1<1>:uw r[a0.7,-512]<1,0>:uw -(abs)r7.1<16;16,1>:uw
rndd (8|M0) a0.0<1>:ud (abs)fc0.0<0;1,0>:ud {Switch}
(f1.0.any32h) rndd (2|M0) (ge)f1.0 (sat)r2.0<2>:b -(abs)sp.0<0;1,0>:b
line (32|M0) r100.0<1>:w r7.1<16;16,1>:b r7.0<16;16,1>:q {NoDDClr}
cmpn (8|M0) a0.0<2>:b (abs)ip<0;1,0>:b r1.7<16;8,2>:b
(W) sel (1|M12) cr0.0<2>:ub -(abs)r0.0<16;16,1>:ub (abs)r0.0<0;1,0>:ub {Atomic,Breakpoint}
(f0.1) cmp (4|M20) r126.1<1>:df r126.3<1;1,0>:df r126.1<4;1,0>:df
(W) lzd (1|M12) r126.2<1>:uq -r126.0<1;1,0>:uq {Switch}
rndu (4|M4) r64.0<1>:df -r64.1<8;4,2>:df
and (4|M20) acc0.0<1>:w cr0.0<0;1,0>:ub r0.1<2;2,1>:ub
(~f1.1.any32h) dp4 (16|M24) (un)f1.1 r1.4<4>:f tm0.0<0;1,0>:df -(abs)r31.0<0;1,0>:df
fbh (2|M4) r[a0.0,-16]<2>:q -1:q
lzd (16|M0) (sat)r7.0<2>:ub (abs)r1.1<1;1,0>:ub
avg (1|M0) r2.4<1>:uw (abs)r126.0<0;4,1>:uw 0x1000:uw {NoDDClr}
dp4 (16|M0) r0.3<1>:q r1.7<16;16,1>:f 1e+06:f {AccWrEn}
smov (4|M0) tm0.0<2>:b r[a0.2,16]<0;1,0>:b r100.2<8;4,2>:b
math.invm (16|M8) (eo)f0.0 r1.mme1:hf r64.nomme:hf r1.nomme:hf
and (2|M20) r1.0<1>:ud (abs)sr0.0<0;1,0>:ud 0x1000:ud
bfi1 (2|M0) r7.3<2>:df r0.0<0;4,1>:df r1.3<8;8,0>:df
(~f1.1.anyv) mac (4|M12) (ov)f1.1 r100.0<4>:uq (abs)fc0.0<0;1,0>:uq (abs)r2.1<16;16,1>:uq {Switch}
math.pow (2|M28) r31.0<1>:hf r64.3<2;1,0>:hf 1.001358e-05:hf
(~f0.1.any8h) asr (2|M0) (eq)f0.1 r64.0<2>:ub (abs)r2.2<16;16,1>:ub r7.15<2;2,1>:ub
(~f0.1) sad2 (32|M0) (ge)f0.1 r31.0<4>:hf r[a0.7,-512]<8;8,0>:f r64.0<0;4,1>:f {Breakpoint,Switch}
(~f1.1.allv) lzd (8|M8) (ge)f1.1 r2.4<2>:f r2.2<16;8,1>:f {NoDDClr,Switch}
(~f1.0.allv) math.log (8|M24) r126.4<4>:f r1.0<8;8,0>:f {Atomic}
(W) cmpn (1|M16) r[a0.1]<4>:b (abs)r[a0.7,511]<1,0>:b (abs)r64.1<32;8,4>:b
(f1.0.any8h) rnde (8|M8) r2.4<2>:b -dbg0.0<0;1,0>:b
(~f1.1.all16h) bfrev (1|M20) cr0.0<1>:uw 0x6A08702:v {Atomic}
mov (8|M0) r0.0<2>:b 0x0:uw {Breakpoint}
(f0.1.allv) cmp (4|M24) (un)f0.1 r100.0<4>:f tm0.0<0;1,0>:f -r[a0.1,511]<4;1,0>:f
cbit (2|M12) r100.0<2>:w -32768:w {NoDDClr}
(~f1.0) cmpn (4|M0) r7.0<1>:f (abs)r7.1<1;1,0>:f -(abs)r[a0.1]<8;4,2>:f {Atomic,Breakpoint}
not (32|M0) tm0.0<1>:q r0.2<0;4,1>:q
not (4|M0) cr0.0<2>:d -(abs)r0.7<0;4,1>:d
rnde (2|M24) r100.1<1>:uw -(abs)r7.7<1;1,0>:uw
(f1.0.all8h) mul (32|M0) r100.0<1>:ud -r7.7<0;4,1>:ud 0x1000:ud {AccWrEn}
(f0.1.any4h) rnde (1|M4) (ne)f0.1 r0.2<4>:b r[a0.2,-512]<1,0>:b
frc (8|M0) null<1>:ub r100.0<32;8,4>:ub
(~f1.1.all8h) xor (4|M0) r7.2<4>:b r2.0<16;8,1>:b -(abs)r100.7<2;2,1>:b
math.pow (4|M0) r100.0<1>:hf r0.0<16;8,1>:hf 1.0:hf
line (8|M16) tm0.0<1>:hf r100.15<8;8,1>:hf (abs)r0.0<8;4,2>:hf {NoDDChk}
(f1.1) dp2 (16|M16) (ne)f1.1 r[a0.1,-16]<4>:b (abs)r100.2<0;1,0>:b r[a0.7,-32]<1,0>:hf
dp4 (16|M0) r127.1<1>:w r1.0<0;1,0>:w -(abs)r7.15<0;4,1>:w {Switch}
fbh (16|M0) r100.1<1>:q 4095:d
xor (16|M24) r7.2<4>:uw r100.0<4;2,2>:ub r1.3<2;1,0>:ub
(~f0.0.anyv) avg (16|M0) (ov)f0.0 (sat)null<1>:hf (abs)r2.2<0;1,0>:hf r127.7<16;16,1>:d
subb (32|M0) (sat)r1.1<2>:uw r[a0.0,-512]<8;8,0>:ub r7.7<0;1,0>:ub
dp4 (2|M8) (gt)f0.1 r0.1<2>:hf -r64.2<1;1,0>:df -1:w
bfrev (4|M0) r7.1<1>:ub r0.0<8;8,0>:ub
xor (4|M8) r127.2<2>:df r7.0<2;1,0>:df ~r31.3<1;1,0>:df
sad2 (32|M0) r1.0<2>:w -r0.1<0;4,1>:w -(abs)r2.0<8;8,0>:w
lzd (16|M0) (lt)f1.1 r126.0<1>:hf cr0.0<0;1,0>:ub
(W) cmp (32|M0) (ge)f0.1 r31.1<1>:w r64.2<4;2,2>:w r64.0<16;8,2>:w
(W) mov (1|M0) (ne)f1.1 r7.0<2>:ub r127.0<16;16,1>:w {Atomic}
lzd (2|M0) (un)f1.1 r1.1<2>:ub r100.0<4;1,0>:ub
mac (2|M16) (ge)f0.0 f1.0<1>:uq r7.0<4;2,2>:uq -(abs)r31.0<1;1,0>:uq
not (16|M0) (lt)f0.1 r0.2<1>:f r100.1<4;4,1>:hf
(~f0.1.all2h) mov (2|M24) (le)f0.1 (sat)r7.0<1>:uw -cr0.0<0;1,0>:uw
(~f1.0.all8h) dp2 (4|M0) r0.3<1>:uq tdr0.0<0;1,0>:uq (abs)r7.0<1;1,0>:uq {Switch}
dp2 (2|M0) (ov)f0.0 cr0.0<1>:ub r7.2<0;4,1>:ub r126.15<16;8,1>:ub {AccWrEn,Atomic}
(f1.0.all2h) fbh (16|M16) cr0.0<4>:uq r7.0<32;8,4>:uq
(W&f0.1) mach (32|M0) r126.2<4>:w r126.0<2;2,1>:w (abs)r0.0<4;1,0>:q
(W&~f1.0) sada2 (4|M24) acc1.0<4>:df r0.2<32;8,4>:df -(abs)r0.0<32;8,4>:d {NoDDChk}
add (2|M0) r31.3<1>:uq fc0.0<0;1,0>:uq r0.3<0;1,0>:uq
(f1.1.all4h) frc (8|M0) (le)f1.1 r[a0.0,-16]<1>:w (abs)null<0;1,0>:ub
movi (32|M0) r31.4<1>:f r[a0.1]<1,0>:f {Breakpoint}
xor (32|M0) r127.3<1>:df -(abs)r31.0<1;1,0>:f (abs)r7.7<1;1,0>:f {Atomic}
sel (32|M0) r126.0<4>:uq ce<0;1,0>:uq r0.0<4;4,1>:uq {AccWrEn,Breakpoint}
rndd (32|M24) r100.0<4>:w r64.3<1;1,0>:w
(f0.1.all8h) bfrev (1|M0) tm0.0<4>:d r100.1<16;16,1>:d {AccWrEn}
(~f1.0.allv) sad2 (1|M0) r1.2<2>:d -r126.7<16;8,2>:b (abs)r31.7<16;8,2>:b
(f1.1.all32h) add (8|M16) r[a0.0]<1>:d (abs)tm0.0<0;1,0>:b -(abs)r127.3<8;8,0>:b {Switch}
mach (32|M0) cr0.0<1>:ub r64.1<16;8,2>:q r126.0<2;2,1>:q
rndd (8|M0) r31.1<2>:f r126.0<4;4,1>:hf
sad2 (8|M8) r1.2<4>:w a0.0<0;1,0>:w r7.15<0;4,1>:w
(W) shl (16|M0) r[a0.0,64]<2>:df fc0.0<0;1,0>:df -(abs)r100.0<8;8,1>:uq
(~f0.1.any8h) frc (32|M0) (un)f0.1 r127.0<1>:ub r31.3<16;16,1>:ub
(~f0.1.all2h) mach (4|M24) r2.0<2>:w r31.2<2;1,0>:d 2047:d
movi (1|M0) f0.0<1>:ud r[a0.0,16]<1,0>:ud {NoDDClr}
lzd (8|M0) (un)f0.0 (sat)tm0.0<4>:df r0.0<0;1,0>:df
(f1.0.any16h) not (4|M16) r31.2<2>:hf r100.0<4;2,2>:hf
(~f0.0.allv) rnde (16|M0) r1.1<2>:ub -r31.0<8;8,1>:d
not (32|M0) (ov)f1.0 r31.1<4>:ub r100.2<2;1,0>:ub
frc (8|M0) r7.1<1>:w r2.1<0;1,0>:w
sel (1|M0) r[a0.3,64]<4>:w r100.7<4;4,1>:d r127.0<0;4,1>:d {Breakpoint}
rndz (2|M8) (sat)r126.0<1>:df 1e+06:df {Atomic}
lzd (1|M24) (lt)f1.0 r31.1<2>:uq -r7.1<8;8,1>:uq {Atomic}
rndz (4|M28) r64.2<1>:w r127.15<2;2,1>:w
dph (8|M0) ip<1>:w r0.0<0;1,0>:w r[a0.2]<1,0>:w {Atomic}
and (32|M0) r2.2<1>:uw (abs)acc1.0<0;1,0>:ud -(abs)r31.0<2;1,0>:ud {NoDDClr}
avg (1|M0) (sat)r7.1<4>:f -(abs)r1.2<0;1,0>:f r127.3<1;1,0>:f {Breakpoint,NoDDClr}
(W) math.exp (16|M0) r100.0<2>:f (abs)r31.0<2;2,1>:f
not (8|M0) r127.2<2>:d -(abs)r1.3<4;1,0>:df
(~f1.0.allv) movi (8|M0) r0.4<1>:d r[a0.2]<1,0>:d {Atomic,NoDDChk,NoDDClr}
fbl (16|M0) r126.0<4>:q r2.0<4;2,2>:b
(f1.0.all8h) sad2 (2|M0) r0.3<1>:q r100.0<0;4,1>:q r126.3<4;1,0>:ub
dp3 (2|M20) (un)f0.1 r64.1<4>:q (abs)r126.0<16;8,1>:uq (abs)r0.3<4;4,1>:uq
(~f1.1.all4h) mach (4|M0) r2.0<2>:uw (abs)r64.0<0;1,0>:uw -r[a0.0,-32]<1;1,0>:b
movi (32|M0) r127.1<2>:d r[a0.1,2]<1,0>:d
rndz (16|M0) r0.4<1>:b -(abs)f1.1<0;1,0>:b
(f0.0.all4h) frc (8|M24) r100.0<1>:hf 3.140625e+00:hf {AccWrEn}
(f1.0.all16h) not (16|M0) f1.0<2>:w 0x3E4535AE:v {NoDDClr}
(~f1.0.any4h) lzd (16|M0) r100.0<1>:ub r7.0<8;8,1>:ub
(W) bfi1 (4|M28) r31.4<1>:b acc0.0<0;1,0>:b r0.2<8;8,1>:b {NoDDChk,Switch}
mac (16|M0) r127.2<2>:q -r2.2<2;1,0>:q r100.3<1;1,0>:q
dp2 (8|M0) r64.3<1>:uq (abs)r[a0.0,-512]<16;16,1>:uq r[a0.7,16]<32;8,4>:hf
(f1.0.all8h) mac (32|M0) r126.1<4>:ub sp.0<0;1,0>:ub (abs)r1.3<16;8,2>:ub
(f0.0.all2h) sel (4|M16) r64.0<2>:b r126.7<0;1,0>:ud 0xC0FC9C0B:ud {NoDDClr}
bfi1 (16|M16) r1.0<1>:uw r2.0<0;1,0>:uw r7.7<1;1,0>:uw
dp2 (8|M0) r2.0<2>:f ce<0;1,0>:df r0.1<8;4,2>:df
bfrev (1|M8) tm0.0<4>:b dbg0.0<0;1,0>:b
fbl (4|M24) r0.1<2>:f 1.4013e-45:f
(W) xor (8|M16) (eq)f0.0 r7.0<1>:d r[a0.7,-32]<1,0>:d (abs)r64.1<16;16,1>:d
(f0.0.all2h) math.irem (1|M4) r31.0<2>:ud (abs)r64.7<4;4,1>:ud r1.0<8;8,0>:ud {Switch}
(f0.0.all2h) mul (2|M28) r0.1<1>:ub r127.3<16;8,2>:ub -r[a0.1,-32]<8;4,2>:ub {Atomic,NoDDClr}
(~f1.0.any32h) cmp (16|M0) (ge)f1.0 r7.0<1>:ub -acc0.0<0;1,0>:ub r0.7<4;2,2>:d
(f1.1.anyv) not (4|M24) (eq)f1.1 r0.2<4>:hf 0xC302B3FC:uv {Atomic}
(f1.0.all16h) mov (16|M8) (ge)f1.0 r127.0<2>:q r7.2<8;4,2>:q
(f1.1.any32h) mov (8|M8) (ne)f1.1 r127.0<1>:uq r1.3<16;8,1>:df
(~f0.1.any4h) dp2 (16|M0) (sat)r2.3<4>:uq r31.3<1;1,0>:uq r31.1<16;16,1>:uq
rndz (16|M16) null<2>:d r0.0<0;1,0>:uw
(~f1.1) rndz (16|M0) r126.1<1>:ud (abs)r127.0<0;1,0>:d {AccWrEn}
(f1.0.any16h) rnde (2|M28) r1.0<1>:f -r7.2<32;8,4>:q
(f1.0.any2h) mac (32|M16) r0.4<2>:uw -(abs)acc0.0<0;1,0>:uw r0.2<0;1,0>:uw
(W) asr (1|M28) (eq)f0.0 r127.0<4>:w -sr0.1<0;1,0>:w -r0.3<8;8,0>:w
(W) mul (4|M0) r1.0<1>:ud (abs)r126.0<2;2,1>:hf -(abs)r[a0.2,-512]<1;1,0>:hf
(W) sad2 (2|M12) tm0.0<1>:f (abs)r31.3<0;4,1>:f r127.0<32;8,4>:f {Switch}
rnde (8|M0) r2.1<2>:f 0xCA89EA24F62EC6ED:uq
(~f1.1.all8h) sad2 (2|M0) null<1>:df (abs)acc1.0<0;1,0>:df (abs)r31.1<2;2,1>:df
line (1|M24) (le)f0.1 sr0.0<1>:df -r0.3<16;8,1>:df r31.0<8;8,1>:uq {NoDDClr}
mov (1|M0) (ne)f1.1 r0.4<4>:ud r64.1<32;8,4>:ud {Breakpoint}
(~f0.1) dp2 (1|M0) r0.4<4>:b a0.0<0;1,0>:b (abs)r127.0<4;2,2>:ud {AccWrEn}
(~f1.1.any32h) math.sin (8|M0) r127.0<1>:hf r64.3<2;1,0>:hf
(f1.0.all32h) avg (8|M0) (lt)f1.0 r126.1<2>:w r100.7<8;4,2>:ub -(abs)r2.15<8;8,0>:ub {NoDDChk}
(~f1.1.any16h) mach (16|M8) r127.4<2>:b r2.0<8;4,2>:b r127.7<8;8,0>:ud {NoDDChk}
(~f1.1.allv) rndd (2|M4) r0.3<1>:q (abs)r1.0<4;4,1>:uw
(~f0.0) math.invm (8|M24) (eo)f0.0 r100.mme1:f -r27.nomme:f r64.mme3:f {NoDDClr}
(f0.0.all2h) mul (8|M0) r31.2<1>:hf -(abs)r64.0<0;1,0>:hf r100.1<8;8,0>:hf
(f0.0.allv) sel (2|M0) (le)f0.0 r2.2<1>:ub r2.0<16;8,1>:ub -(abs)r126.15<0;4,1>:ub
add (8|M0) r2.2<2>:uw -(abs)r2.2<4;4,1>:uw (abs)r127.1<16;8,2>:uw
math.exp (4|M20) r7.0<1>:hf r64.0<0;1,0>:hf
(~f0.0.all32h) avg (2|M0) (ge)f0.0 r[a0.1,16]<1>:df r[a0.7,-512]<32;8,4>:uq (abs)r[a0.0,2]<4;1,0>:q
(~f1.0) avg (16|M0) r2.2<2>:d -(abs)r64.1<8;4,2>:d -2048:d {Switch}
(~f1.0.allv) not (8|M0) (un)f1.0 sr0.0<4>:q 4096:q {Atomic}
avg (1|M28) (sat)r1.1<1>:uq (abs)a0.0<0;1,0>:uq r[a0.0,511]<1,0>:uq {NoDDChk}
cmpn (2|M16) r[a0.1,16]<1>:uw (abs)tm0.1<0;1,0>:uw r100.0<2;2,1>:uw {AccWrEn}
cmp (16|M0) sr0.0<4>:ub -(abs)r127.2<8;8,0>:ub -(abs)r0.15<16;8,2>:ub
math.rsqtm (16|M0) (eo)f1.1 (sat)r100.mme1:hf r2.mme3:hf {Atomic}
sad2 (4|M4) (eq)f0.0 r126.2<1>:hf (abs)r126.2<2;1,0>:hf r7.15<16;16,1>:hf {AccWrEn}
(f1.1) fbl (4|M16) sr0.0<2>:b r64.15<0;1,0>:b
(W) not (16|M0) ip<4>:f ~r64.0<8;4,2>:f
(~f1.1.any32h) rndz (8|M0) r7.4<4>:ud (abs)r100.3<32;8,4>:uq {NoDDChk}
(f0.1.any4h) rndu (4|M12) r64.0<1>:d r1.0<16;8,2>:d
(W&f1.0) rndd (8|M0) (sat)r31.4<1>:w 0xCCBA1C63:v
(~f1.0.all8h) rndz (32|M0) (ov)f1.0 r100.0<1>:w r100.0<8;4,2>:w
(f0.0.any8h) rndd (2|M0) r64.0<1>:d -(abs)r100.0<4;2,2>:q
rndd (32|M0) r127.0<2>:q r126.1<8;8,0>:q
shr (16|M0) (ov)f0.0 cr0.0<2>:b r100.1<4;2,2>:ud -r0.0<16;8,2>:ud
(f0.1.any4h) dp2 (16|M0) (un)f0.1 r[a0.0,64]<2>:d ip<0;1,0>:d 4095:d
fbh (4|M12) r64.1<4>:d r0.3<8;8,1>:d {AccWrEn}
(W) dp3 (8|M0) (ov)f0.0 r64.1<1>:hf -r0.0<0;1,0>:hf 0.5:hf
add (8|M0) (gt)f1.1 r2.1<1>:d -r1.2<8;4,2>:d r[a0.2,-512]<1,0>:d
(W&~f0.1) shr (32|M0) r7.4<2>:uw -r100.2<4;4,1>:uw r100.15<8;8,0>:uw {Breakpoint}
shl (2|M0) (lt)f0.1 (sat)r31.0<1>:ud tm0.1<0;1,0>:ub (abs)r7.15<2;2,1>:ub {Atomic}
fbh (32|M0) r0.0<1>:uw 0xFFF:uw {AccWrEn}
movi (1|M0) r100.1<2>:f r[a0.1,16]<1,0>:f
rndd (8|M0) (gt)f0.0 r31.2<1>:b r100.0<8;8,0>:b {Breakpoint,NoDDChk}
sada2 (2|M0) acc0.0<1>:q -(abs)a0.0<0;1,0>:q r[a0.0,-512]<1,0>:q {NoDDChk}
(W) lzd (4|M0) (gt)f1.0 r31.2<1>:df -sr0.0<0;1,0>:df {Breakpoint,NoDDClr}
rndd (2|M20) cr0.0<2>:df 4095:w {AccWrEn}
movi (8|M0) r126.0<4>:uw r[a0.2,16]<1,0>:uw
and (2|M8) r2.0<4>:d r1.3<4;1,0>:d r1.2<0;1,0>:d
(f1.1.any32h) fbl (8|M24) r2.0<1>:uq 0x5BAD36790CF1DB09:uq {Switch}
lzd (8|M16) (un)f1.1 (sat)r126.0<1>:w r7.1<8;8,0>:w
math.exp (8|M0) r127.2<1>:hf r64.3<8;8,1>:hf
mov (8|M0) r126.4<1>:w (abs)r0.0<4;1,0>:w {NoDDClr,Switch}
lzd (32|M0) r100.0<2>:uq r0.1<0;4,1>:uq
(f0.1.anyv) lzd (8|M16) r1.2<1>:hf -r100.1<2;1,0>:hf
(~f1.1.all32h) sel (8|M0) cr0.0<1>:uw r64.0<16;8,2>:uw 0xFFF:uw {NoDDClr}
and (1|M0) r7.2<2>:w ~r2.0<8;4,2>:uw r1.15<2;1,0>:uw
mach (2|M8) r126.4<4>:ud -(abs)r7.7<16;8,1>:ud r127.0<8;4,2>:ub
avg (4|M28) (ne)f1.0 r126.0<1>:d r100.0<2;2,1>:d 2147483647:d {Atomic}
fbl (4|M20) r1.0<2>:w r126.1<4;1,0>:f
subb (2|M0) r31.3<2>:q r2.2<0;4,1>:q r[a0.2,-512]<8;8,1>:q {Breakpoint}
movi (1|M4) r126.2<1>:f r[a0.2]<1,0>:f
(~f1.1.any32h) cmpn (16|M8) (gt)f1.1 r0.0<2>:uw -(abs)r100.15<8;4,2>:uw (abs)r0.0<8;8,0>:uw {Breakpoint}
pln (8|M24) r127.2<1>:uq r127.3<8;4,2>:ub r0.3<0;1,0>:ub
(~f1.1.all4h) cmp (4|M0) r0.0<1>:ub (abs)r[a0.7,511]<1,0>:ub r126.0<8;4,2>:ub
(f0.1.any8h) sad2 (1|M0) r0.1<2>:q r31.3<0;1,0>:q r[a0.7,-32]<1,0>:q
shl (1|M24) r0.0<4>:f (abs)r7.3<4;2,2>:uw 0.0:hf
(~f0.0.all32h) sada2 (16|M0) (ne)f0.0 r100.1<4>:b r127.3<16;8,1>:b -r31.3<4;4,1>:b {Switch}
and (4|M28) (un)f1.1 r0.2<1>:uq -(abs)msg0.0<0;1,0>:uq r100.3<0;1,0>:uq
asr (1|M0) r7.2<1>:uw r31.0<8;8,0>:w r126.15<4;2,2>:w {AccWrEn}
(~f1.0.any16h) bfrev (16|M0) r100.4<1>:b sp.0<0;1,0>:b {Atomic}
movi (8|M16) r127.0<2>:w r[a0.0,2]<1,0>:w
(~f0.1.any16h) not (4|M4) (ne)f0.1 r0.4<1>:b r100.1<2;2,1>:b
(f1.1.all8h) pln (1|M0) (sat)r31.2<1>:q r[a0.0,511]<1,0>:q r64.0<32;8,4>:q {Switch}
fbh (2|M0) r126.4<1>:ub acc1.0<0;1,0>:ub
(f1.0.all8h) cmpn (8|M0) (gt)f1.0 r0.4<4>:ub r64.15<16;8,1>:ub r100.3<8;8,0>:ub
math.invm (8|M16) (eo)f0.0 r100.mme1:df -(abs)r127.mme7:df -(abs)r64.mme0:df
(f1.0.any4h) shr (16|M16) (lt)f1.0 r[a0.0,16]<2>:uq -(abs)tdr0.0<0;1,0>:uq (abs)r127.2<2;2,1>:uq
rndz (2|M0) r127.0<4>:q (abs)n0.0<0;1,0>:f
(W) cbit (8|M16) r2.4<4>:d 2147483647:d
cmpn (16|M0) (ge)f0.1 cr0.0<1>:d -a0.0<0;1,0>:d 2047:d
(~f1.1.allv) fbh (4|M0) acc0.0<4>:ud 0.0:f {AccWrEn}
(f0.1.all32h) rnde (4|M20) r2.1<1>:w 0x54F028AC:uv {Breakpoint}
(f0.1.anyv) fbh (2|M16) r64.4<1>:d 0x2E66:hf {Atomic}
cbit (4|M24) r31.1<2>:uw r1.2<1;1,0>:uw
(~f1.0.all2h) asr (16|M0) (le)f1.0 (sat)r2.2<4>:q r64.3<32;8,4>:q (abs)r[a0.0,511]<4;4,1>:q {Breakpoint}
rndd (8|M16) (sat)a0.0<1>:uw -(abs)r127.3<4;2,2>:uw {AccWrEn,Switch}
(~f1.1.any16h) dp3 (4|M24) r7.0<4>:w r2.0<0;1,0>:w 4095:w
frc (16|M0) r1.2<1>:uw -(abs)r31.3<4;1,0>:uw {Atomic}
math.pow (8|M0) (sat)r126.1<1>:f r0.1<8;4,2>:f r2.1<0;1,0>:f
pln (1|M12) r126.4<2>:w r100.2<2;2,1>:w r2.0<16;8,1>:w {NoDDChk}
or (16|M0) (ov)f1.1 r126.4<1>:ub null<0;1,0>:ub r1.0<16;16,1>:ub
(W) shl (16|M24) r7.0<1>:w r100.0<0;1,0>:w -2048:w {NoDDClr}
math.cos (8|M24) (sat)r0.4<4>:hf r100.1<4;1,0>:hf {Switch}
(f1.1.allv) rndu (4|M0) (sat)r64.2<1>:w -(abs)r64.15<1;1,0>:w
xor (8|M0) r31.2<4>:ud (abs)r7.1<4;2,2>:uw 0x0:uw
mach (2|M20) r100.2<4>:ud -(abs)r100.1<2;2,1>:uw -0.0:f
not (8|M8) r64.2<4>:d -(abs)r31.7<8;8,1>:d {AccWrEn}
sad2 (16|M0) (lt)f0.0 r126.1<1>:w -(abs)ce<0;1,0>:w (abs)r100.0<0;1,0>:w {Breakpoint}
dp4 (8|M0) r7.3<4>:q f0.0<0;1,0>:b r1.0<16;8,2>:b
(W&f0.1) sad2 (16|M0) (un)f0.1 r1.1<1>:uq (abs)r0.2<32;8,4>:uq r[a0.0,2]<2;2,1>:q {Atomic}
dp4 (16|M0) (sat)r1.2<2>:ub tdr0.0<0;1,0>:ub 0:d {NoDDChk}
dph (2|M0) (lt)f1.0 r64.2<4>:uq -r7.3<16;8,2>:uq -r[a0.2,511]<1,0>:uq {Atomic}
mach (4|M0) sr0.0<4>:d acc1.0<0;1,0>:df r31.2<8;8,0>:df
(W&~f0.1) frc (1|M0) r[a0.0,64]<4>:df -r[a0.2,-512]<1,0>:w
(W&f0.1) mov (8|M0) ip<4>:w -1:d {AccWrEn}
(W&f0.0) rnde (8|M0) r127.3<1>:q r64.2<32;8,4>:q
mov (16|M16) (sat)r64.4<1>:b -tm0.0<0;1,0>:b
math.idiv (1|M12) r100.4<1>:d -r126.0<8;4,2>:d -r64.3<1;1,0>:d
dp2 (8|M0) r31.0<1>:ud r0.7<2;2,1>:ud -r[a0.0,16]<0;1,0>:ud
fbl (16|M16) r100.2<2>:uw 0xFCF331B7:vf {Breakpoint}
(W) lzd (8|M0) (ne)f1.1 r2.0<4>:df 2047:q {Atomic}
lzd (8|M0) r127.2<2>:ud 0x94DC085:ud {Atomic}
shl (2|M16) (ne)f0.1 (sat)r31.4<1>:d (abs)n0.0<0;1,0>:w -r1.7<8;8,0>:w {Atomic}
rndu (16|M0) r7.0<1>:ub f0.0<0;1,0>:ud
(W) math.sqt (4|M4) r100.0<1>:hf (abs)r7.7<2;1,0>:hf
(f0.1.all32h) mach (8|M24) r2.0<4>:d r7.0<2;1,0>:d 0x2E66:hf {AccWrEn,Switch}
(W) math.log (8|M16) r31.4<1>:f r127.7<8;4,2>:f
(~f1.0.any16h) mach (2|M0) r31.4<1>:b f1.1<0;1,0>:ub (abs)r64.2<8;8,0>:ub
bfrev (2|M24) null<2>:w 0xEAB66CD3:v
(W&f1.1) rndz (32|M24) r7.0<2>:b (abs)r126.0<4;2,2>:b
(f0.0.anyv) cmpn (8|M0) r127.2<2>:df -sp.0<0;1,0>:d r64.0<8;8,0>:d {NoDDClr}
math.fdiv (8|M0) (sat)r1.2<4>:f r1.7<4;1,0>:f r100.7<4;2,2>:f {NoDDChk}
(f1.1.all8h) mach (8|M24) r2.2<2>:ub -(abs)n0.0<0;1,0>:ub -(abs)r31.0<4;1,0>:ub {AccWrEn}
(~f1.1.all4h) math.rsqt (32|M0) r100.0<1>:f -(abs)r100.2<8;8,1>:f
math.invm (32|M0) (eo)f1.1 r100.mme5:df -r27.nomme:df -(abs)r127.mme7:df
(~f0.0.all4h) rnde (4|M0) r[a0.3]<1>:hf 1.0:hf
(~f1.1.allv) pln (1|M4) (ne)f1.1 r2.0<1>:ud r31.7<0;1,0>:ud r126.2<8;4,2>:ud
mov (8|M0) r100.0<2>:q r100.1<8;8,1>:q
rnde (4|M0) r31.0<1>:w (abs)r1.1<8;8,1>:ub {Atomic}
add (32|M0) (gt)f0.1 r2.1<4>:w -tm0.0<0;1,0>:ub (abs)r[a0.2,511]<8;8,1>:ub {AccWrEn,Switch}
(W&~f1.0) frc (8|M16) (un)f1.0 r7.3<1>:uq r0.0<0;1,0>:uq {NoDDClr}
(~f0.1.anyv) frc (8|M0) r[a0.0,64]<2>:uw -(abs)r2.0<32;8,4>:uw {NoDDChk}
(W&~f1.1) bfi1 (2|M0) r7.0<1>:ud n0.0<0;1,0>:ud r31.0<2;2,1>:ud {NoDDClr}
mach (16|M0) r31.0<2>:f -(abs)r2.7<16;8,2>:f r126.0<8;8,0>:f
bfrev (8|M0) r100.3<2>:uq r[a0.2]<8;4,2>:uq {NoDDChk}
mov (4|M0) r[a0.3]<1>:hf 0.5:hf
(f1.1.all8h) sad2 (8|M24) r100.0<4>:ud dbg0.0<0;1,0>:hf 65504.0:hf {Switch}
dp2 (4|M28) f0.0<4>:hf -(abs)r126.15<8;4,2>:hf r[a0.1,511]<1,0>:hf
or (8|M0) r64.0<1>:w -(abs)sr0.1<0;1,0>:w ~r126.0<4;1,0>:w {AccWrEn}
(W) avg (2|M0) (sat)r1.0<4>:b r0.0<0;1,0>:b r100.0<1;1,0>:b
(f0.1.all32h) math.sin (2|M0) r100.0<1>:hf -r7.2<8;8,1>:hf
movi (2|M20) r7.4<1>:w r[a0.0,16]<1,0>:w
sada2 (4|M0) f1.0<1>:w r64.7<8;8,0>:w (abs)r127.1<4;1,0>:w
(W&~f0.0) rnde (8|M0) r126.4<4>:f -r31.7<2;2,1>:f {NoDDClr}
avg (8|M16) r64.4<1>:f r31.7<16;8,1>:b -r7.0<8;4,2>:b {Breakpoint}
cbit (8|M0) r7.2<4>:q -2049:q {NoDDChk}
(f1.1.any16h) movi (4|M0) r127.0<1>:uw r[a0.0]<1,0>:uw {Switch}
(W&~f0.1) mov (8|M0) (eq)f0.1 (sat)r64.2<1>:b r64.2<16;8,2>:b
rndz (2|M0) r[a0.3]<2>:b sr0.1<0;1,0>:b {NoDDClr}
fbl (8|M0) r126.0<4>:f r127.7<8;4,2>:d
(f1.1) rndu (2|M0) r127.4<2>:uw r64.0<2;2,1>:uw
(~f0.0.anyv) line (1|M0) r0.2<1>:b r2.0<8;8,0>:uq -(abs)r7.7<8;8,1>:d {NoDDClr}
mach (16|M24) (sat)r31.4<4>:uw tm0.0<0;1,0>:ud -r2.3<16;8,2>:uq
(~f0.1.all8h) avg (1|M0) (un)f0.1 r126.2<1>:q -null<0;1,0>:f r126.7<16;16,1>:f
xor (8|M0) r127.0<1>:ud r0.7<8;8,1>:f 1.4013e-45:f {Switch}
rndz (2|M0) (sat)r0.2<1>:f r31.7<2;2,1>:f {NoDDChk}
bfi1 (16|M8) r1.0<4>:w r127.0<0;1,0>:w 0:w {Switch}
(~f0.1.all4h) fbl (16|M0) r31.2<2>:uq 0x0:uq {Switch}
cmp (32|M0) r[a0.0,64]<4>:q r1.0<16;16,1>:q -(abs)r100.0<0;1,0>:q
(f0.0.all32h) mul (16|M24) r2.1<2>:df r0.0<8;8,0>:df -r2.3<4;1,0>:df {Atomic}
(f1.1.all8h) bfrev (16|M0) r64.1<1>:d a0.0<0;1,0>:uq
bfi1 (16|M0) cr0.0<1>:f r[a0.7,-32]<8;8,1>:f r100.7<16;8,1>:f {Atomic}
(W) dph (16|M8) (ge)f0.0 r31.0<2>:b r127.7<32;8,4>:b r7.7<2;1,0>:b
(W) cbit (1|M0) r7.2<1>:df r31.2<8;8,0>:b {Atomic}
mach (16|M0) ip<4>:w -r[a0.2]<1,0>:w r127.3<8;8,0>:w
(~f1.1.any4h) shl (16|M16) acc0.0<1>:ub (abs)r31.15<32;8,4>:ub r1.1<16;8,1>:ub {AccWrEn,Atomic,NoDDChk}
(f1.0.any4h) rndz (16|M0) r127.0<4>:ud ce<0;1,0>:w
movi (32|M24) r64.1<1>:ud r[a0.1]<1,0>:ud
(~f1.0) dp4 (2|M24) (sat)f0.0<2>:uw null<0;1,0>:q r100.2<4;1,0>:q {NoDDChk,Switch}
fbh (4|M0) r126.4<1>:f r7.0<8;8,0>:f {AccWrEn}
(f0.1.anyv) fbh (16|M0) r64.0<1>:q r0.3<16;8,1>:uq {Atomic}
line (8|M0) r64.0<1>:d (abs)tm0.0<0;1,0>:d 2047:d
movi (8|M0) r64.4<1>:d r[a0.2]<1,0>:d
(~f1.0.all8h) rndu (16|M0) r[a0.0,64]<4>:w 2047:w {Switch}
or (8|M24) (lt)f1.1 r31.0<4>:w acc0.0<0;1,0>:w -5466:w {NoDDChk}
(W) shl (32|M0) r7.4<2>:b (abs)r1.1<2;2,1>:b r[a0.1]<4;4,1>:b
sad2 (16|M0) (sat)r2.2<4>:uw sr0.0<0;1,0>:uw (abs)r31.3<4;4,1>:uq
(~f0.0.any2h) sad2 (2|M0) null<1>:uw -(abs)ce<0;1,0>:uw -(abs)r127.0<32;8,4>:uw {NoDDClr}
rndd (32|M16) (ge)f0.0 r31.1<4>:f -r126.1<4;2,2>:f {AccWrEn}
(~f1.1.all32h) line (16|M0) r0.1<4>:b -r[a0.1,-512]<1,0>:b -(abs)r31.1<8;4,2>:b
(W) fbl (4|M0) r64.4<4>:hf r100.0<2;2,1>:w {NoDDClr}
cmpn (16|M0) (lt)f1.1 r127.2<4>:hf -(abs)tdr0.0<0;1,0>:w 4096:w
dph (1|M20) r1.0<1>:w -(abs)msg0.0<0;1,0>:w -(abs)r2.1<0;1,0>:w
cbit (8|M8) r126.4<1>:uw r31.0<2;2,1>:hf
(~f0.0.any16h) dp4 (4|M0) (sat)cr0.0<2>:w r[a0.0,16]<1,0>:w r[a0.7,16]<1,0>:ub
mach (1|M4) (sat)r7.0<2>:df msg0.0<0;1,0>:df r0.2<8;4,2>:df {Switch}
asr (8|M0) (lt)f1.0 r127.4<2>:ub f0.0<0;1,0>:ub r100.15<32;8,4>:ub
(~f0.0.all8h) mul (4|M4) (le)f0.0 r31.4<1>:f f1.1<0;1,0>:f r100.3<2;2,1>:w {Switch}
(W) xor (8|M8) (gt)f0.0 r0.3<4>:q -(abs)r126.0<4;1,0>:q (abs)r126.1<4;4,1>:q
fbh (4|M0) sr0.0<1>:d r64.2<2;1,0>:d
bfrev (16|M0) r[a0.0,-16]<4>:w f1.1<0;1,0>:d
(W&f1.0) xor (8|M0) r127.0<1>:ud r7.0<0;4,1>:ud (abs)r0.1<2;1,0>:q {Atomic}
(W&~f0.0) mov (2|M0) f1.0<1>:ud r127.0<4;4,1>:ud
rndd (16|M0) r0.0<1>:hf 0x2E66:hf
dph (8|M0) (ne)f0.0 a0.0<2>:w -r64.0<0;4,1>:w -r0.0<4;1,0>:w
(f1.0.all2h) mov (2|M12) (sat)acc0.0<2>:d 4096:d
(W) frc (1|M0) r64.1<2>:uq -(abs)r[a0.1,-512]<2;1,0>:d
lzd (32|M0) r1.0<1>:w 0xEC76A208:uv
lzd (8|M0) r31.2<1>:f r100.2<4;4,1>:f
and (4|M12) r7.1<1>:uq r1.2<4;1,0>:ub r0.0<4;1,0>:ub {AccWrEn}
(W) math.rsqtm (8|M0) (eo)f0.0 (sat)r100.mme5:df (abs)r127.nomme:df
cmpn (1|M0) r31.0<1>:b (abs)a0.0<0;1,0>:b r127.0<0;1,0>:uq {Switch}
sada2 (8|M0) r[a0.1,16]<1>:f -n0.0<0;1,0>:f -0.0:f
rnde (16|M16) r0.4<4>:uw (abs)r64.15<16;16,1>:uw
add (4|M12) (ge)f0.0 r2.1<4>:ub r31.7<8;8,1>:ub r100.0<1;1,0>:ub {Atomic}
(~f0.1.all8h) or (16|M16) r127.0<2>:ud (abs)r31.0<8;8,0>:ud r64.0<16;16,1>:ud
(f0.0.all16h) shl (4|M20) (un)f0.0 r31.1<1>:b -(abs)r127.0<0;1,0>:b r1.7<8;8,1>:b
mach (16|M8) r31.2<1>:ud -n0.0<0;1,0>:ud r126.7<4;2,2>:w
mov (2|M8) r7.2<2>:ub -(abs)r7.3<0;1,0>:ub {Atomic}
(f1.1.all4h) mul (2|M0) (sat)r126.0<4>:uw r1.1<16;8,1>:uw 0x1:uw
rndz (16|M0) (le)f1.1 r7.0<4>:uw r31.0<4;1,0>:uw
(f0.1.any32h) rnde (1|M8) (gt)f0.1 r31.1<1>:f -(abs)r0.1<2;2,1>:ub {Switch}
cmp (2|M16) (ov)f0.1 r[a0.1,16]<2>:w ip<0;1,0>:w r[a0.0,-32]<2;1,0>:w {Breakpoint}
(~f1.0.any2h) movi (8|M16) r1.0<2>:d r[a0.2]<1,0>:d
rnde (1|M28) (gt)f1.1 r31.3<2>:uq 0xFFFFFFFFFFFFFFFF:uq
frc (8|M8) r31.2<1>:f 0x5ACE98CE:v {Switch}
fbl (1|M0) r126.1<1>:ub dbg0.0<0;1,0>:uq {NoDDChk}
(W) not (32|M0) (ge)f1.1 r126.1<4>:f 1e+06:f
(W) math.invm (4|M0) (eo)f1.1 r1.mme5:f -(abs)r1.mme7:f r64.mme7:f
(~f0.0.anyv) cmp (2|M12) (eq)f0.0 r64.0<1>:d -r7.0<2;1,0>:d r0.0<2;1,0>:b
(W) avg (4|M0) r7.1<1>:w r[a0.2,2]<1,0>:b r31.2<8;8,1>:b
(W) movi (2|M12) r0.4<1>:d r[a0.1,2]<1,0>:d {Switch}
or (1|M16) r100.1<1>:hf ~r2.15<16;8,1>:hf -(abs)r100.2<16;16,1>:hf
and (4|M4) r64.4<2>:w (abs)a0.0<0;1,0>:w (abs)r31.0<1;1,0>:w
(W) lzd (8|M0) r7.0<2>:uq (abs)r[a0.2]<8;8,0>:uq
asr (4|M16) cr0.0<1>:ub (abs)tm0.0<0;1,0>:ub 1:w
fbh (16|M16) f0.0<2>:uw r0.7<16;16,1>:b
and (2|M16) r100.2<2>:hf r0.0<8;4,2>:hf 0.0:hf
math.rsqtm (8|M0) (eo)f0.0 r100.mme1:f -(abs)r1.mme7:f
(W) shl (4|M0) r7.2<1>:f r127.3<1;1,0>:f r126.0<16;16,1>:f {NoDDChk}
dp3 (4|M24) r31.0<1>:d cr0.0<0;1,0>:d r31.7<32;8,4>:d
sad2 (8|M24) (ne)f1.0 r126.2<2>:d -(abs)r7.3<2;1,0>:uq r1.3<8;8,1>:uq
rnde (16|M16) r2.0<1>:ud (abs)r100.0<0;4,1>:ud
(W) line (2|M8) (ge)f0.1 (sat)r2.0<1>:uq -(abs)r2.0<16;8,2>:uq r2.2<16;16,1>:uq {Switch}
bfrev (8|M0) cr0.0<1>:b r127.15<16;8,1>:w
math.pow (16|M0) r127.0<4>:f r31.2<16;8,1>:f r100.0<16;16,1>:f {NoDDChk}
(f0.1.all16h) cmp (16|M16) r2.0<1>:f r2.7<16;8,2>:f r7.7<2;2,1>:f
asr (2|M12) (lt)f1.1 r64.0<4>:f r7.0<4;2,2>:f -r127.7<8;8,0>:f {NoDDChk}
fbh (8|M0) r64.0<2>:uq r[a0.2,511]<8;8,0>:uq
shl (8|M0) (ne)f0.0 r64.4<2>:ud -r7.2<4;2,2>:ud r0.7<2;2,1>:ud {Atomic}
(W) dp2 (16|M0) (sat)r[a0.0]<1>:q acc0.0<0;1,0>:f r100.3<4;1,0>:f {Atomic}
math.idiv (16|M24) r127.2<2>:d -(abs)r31.7<32;8,4>:d (abs)r31.0<1;1,0>:d
dp3 (4|M0) r2.0<1>:hf (abs)r1.2<4;4,1>:q r0.3<0;4,1>:q {NoDDChk,Switch}
(W&~f0.1) avg (16|M0) r126.0<1>:ub r31.2<4;4,1>:df -(abs)r0.3<8;4,2>:df
(W) xor (16|M0) r2.2<1>:ub -(abs)r2.2<8;8,1>:df -(abs)r0.0<1;1,0>:df
and (8|M0) r64.0<4>:q (abs)ip<0;1,0>:q r[a0.0,-32]<16;8,1>:q
xor (8|M8) r7.4<4>:ud ~r100.2<8;8,0>:ud ~r0.0<8;8,1>:ud {Atomic}
shl (16|M0) r2.0<1>:hf r126.3<4;4,1>:hf r0.7<8;8,0>:f
add (16|M0) r126.0<4>:d r1.0<8;8,0>:d r1.7<32;8,4>:d
(~f1.1.all2h) lzd (8|M0) r0.3<1>:uq -(abs)r126.0<16;8,1>:ud {Atomic}
bfrev (4|M0) r100.0<1>:uw r127.0<16;8,2>:uw
dp3 (8|M0) r[a0.3,64]<1>:df -(abs)tdr0.0<0;1,0>:ub r[a0.2,-512]<0;1,0>:ub {Switch}
(f1.0.all4h) fbh (8|M24) acc1.0<1>:f r100.1<4;2,2>:uw
mac (4|M0) (ov)f0.0 r64.4<2>:ud (abs)tm0.1<0;1,0>:ud -r1.0<2;2,1>:uq
addc (32|M0) r64.2<1>:ub r2.0<0;1,0>:uw r7.0<4;1,0>:hf
frc (8|M0) (eq)f1.0 r100.4<1>:hf r64.3<32;8,4>:hf {Atomic}
dp3 (4|M0) r31.0<1>:df a0.0<0;1,0>:b (abs)r2.7<0;4,1>:b
(f1.1) frc (1|M8) r[a0.0,64]<2>:b -(abs)r100.0<16;16,1>:b {AccWrEn}
movi (4|M8) r31.4<4>:ud r[a0.0,16]<1,0>:ud {AccWrEn}
mach (8|M0) acc1.0<2>:f (abs)dbg0.0<0;1,0>:hf r2.3<2;2,1>:hf {Atomic}
and (1|M20) r64.2<1>:b r100.7<0;4,1>:w r0.0<1;1,0>:w {NoDDClr}
mov (8|M8) r31.0<1>:q f1.1<0;1,0>:q {Breakpoint,Switch}
cbit (32|M8) r2.0<1>:d r126.7<4;1,0>:d
pln (8|M16) (le)f1.1 r126.1<4>:w f0.0<0;1,0>:df r1.3<4;1,0>:df {Switch}
fbh (4|M0) r[a0.0,16]<1>:ud r127.2<8;8,1>:ud
frc (32|M0) r64.1<2>:hf -0.0:hf
(~f1.1.all4h) rndd (8|M24) (sat)r1.0<4>:ud -r[a0.1,511]<8;4,2>:ud
(W) lzd (1|M0) r100.1<1>:ub -ce<0;1,0>:ub {NoDDClr}
shl (8|M16) (sat)r31.4<1>:w r7.0<4;2,2>:w r100.1<16;8,1>:w
(f0.1) rndu (4|M8) r100.0<1>:ud (abs)r64.0<4;4,1>:ud
mac (8|M0) ip<4>:ud r126.7<8;8,1>:ud r100.0<16;8,1>:ud
avg (32|M0) (ne)f1.0 r100.1<4>:ub (abs)null<0;1,0>:ub r7.0<4;4,1>:ub {Atomic}
(~f1.1.all32h) shr (8|M0) (ge)f1.1 (sat)r64.2<2>:ub cr0.0<0;1,0>:ub (abs)r7.2<4;4,1>:ub
(f1.0) addc (4|M20) r0.2<1>:ud n0.0<0;1,0>:ud 0x711AAE41:ud
(f1.1.all32h) rndd (8|M0) r[a0.1,64]<1>:q r127.0<2;2,1>:d {NoDDClr,Switch}
(f0.1.all2h) dp3 (16|M0) (sat)acc0.0<1>:df r0.3<0;4,1>:df (abs)r[a0.7,2]<0;4,1>:ud
(~f0.0.all32h) math.pow (16|M0) r31.1<4>:f r126.3<8;8,0>:f r7.7<8;8,1>:f {Breakpoint}
rndd (16|M8) r100.2<1>:d 2147483647:d
(~f0.1.any16h) dph (2|M20) (eq)f0.1 f0.0<1>:ub r[a0.0,2]<4;4,1>:ub (abs)r127.7<4;1,0>:ub
shl (1|M8) r1.0<2>:uw r7.1<2;2,1>:uw 0x0:uw
(f0.0.any2h) add (16|M16) (ov)f0.0 r127.0<4>:q r[a0.2,-32]<8;8,1>:uw -r7.1<0;1,0>:uw {Atomic}
(W&~f0.0) mach (4|M28) r0.2<4>:ub acc0.0<0;1,0>:hf r2.15<16;16,1>:hf
movi (8|M0) acc1.0<1>:ud r[a0.1]<1,0>:ud
(f1.1.any2h) avg (8|M0) (le)f1.1 r1.1<1>:b r64.0<16;16,1>:b -r100.0<4;1,0>:b {Switch}
(W) frc (8|M0) r0.0<1>:uq 0xFFF:ud {Atomic}
movi (8|M24) ip<1>:uw r[a0.1,16]<1,0>:uw
rndu (32|M0) r64.4<1>:hf 3.140625e+00:hf
(f0.1.any16h) lzd (16|M0) r126.1<1>:f 0x388DE185:uv {NoDDChk}
dp3 (2|M8) r0.0<2>:uw acc1.0<0;1,0>:uw 0x1:uw
frc (2|M0) r31.3<4>:df 65504.0:df
(W) fbh (1|M4) r64.1<4>:q 0:q
sel (16|M16) r31.2<1>:df -(abs)acc1.0<0;1,0>:uq r2.2<4;4,1>:uq {Atomic}
mov (1|M20) (eq)f1.1 cr0.0<1>:df r7.1<8;4,2>:df
rnde (16|M24) a0.0<2>:ub cr0.0<0;1,0>:ub
(W) movi (8|M0) r7.1<2>:uw r[a0.1,16]<1,0>:uw
math.sqt (8|M8) r31.0<1>:f r126.7<0;4,1>:f {NoDDChk}
dp2 (1|M0) r7.0<1>:w r64.3<16;16,1>:hf r127.0<16;8,2>:hf
rndu (16|M0) (le)f1.0 r1.2<1>:uw -(abs)r126.0<4;4,1>:f
math.rsqtm (32|M0) (eo)f1.1 (sat)r100.mme0:f -(abs)r127.mme7:f {NoDDChk}
add (2|M0) r126.0<2>:uq -(abs)r31.1<32;8,4>:uq r7.3<1;1,0>:uq
dph (2|M0) r2.0<1>:q r2.0<16;8,1>:q 1.0:f {NoDDClr}
shl (16|M0) f1.0<1>:q r1.2<0;1,0>:uw 0xFFFF:uw {NoDDChk}
fbh (4|M0) r2.0<2>:f acc1.0<0;1,0>:f
and (2|M16) (ov)f0.1 f1.0<1>:d acc1.0<0;1,0>:f 0.1:f {Breakpoint}
(W) mac (2|M20) r126.0<1>:d -tdr0.0<0;1,0>:f r0.3<4;4,1>:df
frc (8|M0) r[a0.1,16]<1>:q (abs)fc0.0<0;1,0>:d
xor (16|M0) r0.1<2>:uq tm0.1<0;1,0>:q ~r2.1<1;1,0>:b
(W) sad2 (8|M8) r2.0<4>:w null<0;1,0>:w r100.7<16;16,1>:hf
math.invm (32|M0) (eo)f1.1 r1.mme7:hf r127.mme3:hf -r64.mme0:hf
sel (16|M0) r2.0<1>:ub (abs)r31.0<0;4,1>:f (abs)r100.0<2;1,0>:f
shl (16|M0) f0.0<1>:f -r[a0.1,511]<1,0>:f -r31.7<8;8,0>:f {Switch}
(f0.0.all2h) rndz (4|M0) (lt)f0.0 (sat)r1.1<1>:uq r0.0<32;8,4>:uq {AccWrEn}
dp4 (1|M0) ip<1>:ud r1.0<4;2,2>:ub r126.0<4;4,1>:ub
mul (16|M0) r1.0<4>:df (abs)r127.3<4;4,1>:df r2.0<0;4,1>:q {NoDDClr}
(f0.1.all8h) rndu (2|M8) (ov)f0.1 r1.1<2>:ub r7.0<32;8,4>:ub
(~f0.0.all2h) rndd (8|M0) (sat)r127.3<4>:uq -r126.0<0;4,1>:hf
(~f1.1) movi (32|M8) cr0.0<1>:d r[a0.0,2]<1,0>:d
movi (8|M0) r1.4<4>:f r[a0.1,16]<1,0>:f
(W&f1.0) bfrev (4|M28) r1.0<1>:uq 0.1:df
mov (2|M24) r126.0<1>:hf r7.1<1;1,0>:hf
lzd (16|M0) r100.2<1>:uw (abs)r127.3<16;8,2>:uw
math.invm (16|M0) (eo)f1.1 r100.mme5:f -(abs)r2.mme7:f (abs)r127.mme3:f
math.irem (16|M0) r127.0<1>:ud -(abs)r100.0<4;4,1>:ud 0x1000:ud
(W) sad2 (32|M0) r127.0<1>:w ip<0;1,0>:w -2049:w
shr (8|M16) (gt)f1.1 acc1.0<1>:f (abs)r2.1<16;8,2>:f r64.0<16;16,1>:f
pln (32|M8) (un)f0.1 r64.2<1>:ud r126.0<16;8,2>:d 2047:d
lzd (2|M0) (gt)f0.1 r126.0<2>:hf -(abs)r7.0<1;1,0>:w
shr (8|M0) r31.1<2>:w -(abs)r7.7<1;1,0>:w r7.0<4;4,1>:w
dp3 (8|M0) r1.2<2>:d -(abs)r2.1<16;8,2>:d -r2.1<0;4,1>:d {Breakpoint}
not (2|M0) (ge)f0.1 r64.2<1>:q r127.3<8;8,0>:q {Breakpoint}
or (8|M0) r2.3<2>:df r127.3<2;1,0>:df -(abs)r100.0<4;2,2>:f {NoDDChk}
avg (32|M24) (lt)f0.1 null<4>:q -(abs)r31.0<4;4,1>:q (abs)r127.3<4;4,1>:q {NoDDChk,NoDDClr}
(W&~f0.1) rnde (32|M24) r127.0<1>:f -(abs)r1.1<16;16,1>:q
math.sin (8|M8) (sat)r64.0<1>:f -r1.0<8;8,1>:f
math.inv (4|M16) r7.1<1>:hf r7.2<0;1,0>:hf
fbl (4|M4) r1.1<2>:df 0.0:df
asr (32|M16) (un)f0.0 (sat)r7.4<1>:w r2.2<2;1,0>:q r127.0<8;4,2>:f
bfrev (1|M0) r31.1<1>:w r1.0<2;1,0>:uw
(f1.0.any4h) rnde (16|M0) null<1>:d -2147483648:d
(f0.0) xor (16|M0) (eq)f0.0 r100.0<4>:uw (abs)f0.0<0;1,0>:uw -(abs)r2.0<0;1,0>:uw
(f0.0.allv) math.pow (8|M0) r2.4<1>:hf -r2.0<32;8,4>:hf -0.0:hf {NoDDChk}
bfrev (32|M0) r1.2<1>:uw r126.0<2;2,1>:uw
(f1.0.all16h) mach (8|M24) r31.4<4>:w r126.0<4;1,0>:w (abs)r100.0<4;2,2>:uq {NoDDClr}
(~f0.0) movi (4|M4) r100.4<4>:f r[a0.1,2]<1,0>:f
(~f0.0.anyv) rndz (16|M16) (sat)r127.0<1>:hf -r0.7<2;1,0>:f {Atomic}
line (2|M0) (sat)r[a0.0,16]<1>:f r31.7<32;8,4>:hf 2.0:hf
or (8|M0) r31.0<1>:hf (abs)r1.0<4;2,2>:hf 1.001358e-05:hf {Atomic,NoDDClr}
(~f1.0.all16h) rndu (1|M28) (eq)f1.0 null<4>:ub r7.0<8;8,0>:ub
(W) dp4 (16|M0) r1.0<4>:ud n0.0<0;1,0>:ud 0xEBC57579:ud
(f1.1.anyv) shr (32|M0) sr0.0<1>:hf -r100.15<0;1,0>:hf r1.7<4;2,2>:ud
(f0.1.any4h) shr (32|M0) r127.4<1>:hf -(abs)r7.0<4;2,2>:hf -r100.0<8;4,2>:hf {Switch}
fbh (2|M24) r126.3<4>:q r31.3<16;16,1>:q
lzd (2|M8) r1.3<1>:uq r64.0<16;8,1>:uq {NoDDClr}
bfrev (32|M0) r7.0<2>:uq r0.3<1;1,0>:uq {AccWrEn}
(f1.0.all32h) fbh (1|M0) r126.1<4>:uw r126.0<4;2,2>:uw
(W) add (4|M0) (ne)f1.0 r[a0.0,-16]<1>:f -ce<0;1,0>:f (abs)r31.7<8;4,2>:f {Atomic}
cmpn (32|M0) f0.0<1>:df r126.1<0;1,0>:df r0.1<4;1,0>:df
mov (1|M0) (sat)r64.1<2>:df r127.0<4;2,2>:df {AccWrEn}
xor (2|M28) r126.0<1>:w tm0.1<0;1,0>:w -(abs)r1.7<4;2,2>:w
rndd (2|M0) (ne)f0.0 ip<4>:w r7.2<4;4,1>:w
mac (8|M16) (lt)f0.0 r1.0<1>:d r2.0<8;8,1>:ub -r126.15<16;8,2>:ub {Breakpoint}
(~f1.0.any16h) mac (2|M0) r127.4<4>:d -tdr0.0<0;1,0>:w -(abs)r2.7<2;2,1>:w
dp3 (2|M28) (lt)f0.0 (sat)r31.2<1>:ud r127.0<2;2,1>:ud 0x1:ud
not (4|M0) r2.1<1>:f -(abs)r1.7<4;4,1>:f {NoDDClr}
mac (4|M0) (sat)null<4>:b f1.1<0;1,0>:b r126.0<16;16,1>:b
(W) rnde (16|M0) f1.0<1>:df 3.14159:df {Breakpoint,NoDDClr}
(W) movi (8|M0) r126.0<2>:ud r[a0.2,16]<1,0>:ud {NoDDChk}
dp3 (32|M16) tm0.0<1>:uw -(abs)r[a0.1,16]<1,0>:uw r100.7<8;4,2>:uw
sada2 (8|M0) (ov)f1.0 f0.0<1>:w r0.0<4;2,2>:w -(abs)r0.0<4;2,2>:w {AccWrEn,NoDDChk,Switch}
bfrev (8|M0) r100.1<1>:ub r[a0.7,511]<32;8,4>:ub
shr (32|M0) (le)f0.1 (sat)r126.0<1>:df -(abs)r0.3<1;1,0>:df r126.3<16;8,2>:df
dp3 (2|M20) r100.0<1>:w fc0.0<0;1,0>:ub -(abs)r7.0<4;4,1>:ub
movi (16|M16) r31.0<1>:ud r[a0.2,16]<1,0>:ud
mov (4|M8) (lt)f0.1 r64.1<4>:w -r7.3<8;8,0>:f {Breakpoint}
asr (32|M16) r127.0<2>:d -(abs)msg0.0<0;1,0>:d r100.0<1;1,0>:d
sel (8|M0) (le)f1.0 (sat)r100.1<4>:uw r31.1<2;2,1>:uw 0x1:uw
(~f0.1.all8h) dp4 (8|M16) r64.0<2>:b (abs)r64.7<4;2,2>:ud (abs)r1.3<4;4,1>:ud
(~f0.1.any2h) sad2 (8|M16) r[a0.3,64]<1>:ud r[a0.1,511]<1,0>:ud -r2.3<2;2,1>:ud
fbh (16|M8) r0.4<2>:hf -1:q
(~f1.1.all4h) dp4 (16|M0) r64.0<1>:hf r0.2<8;8,0>:hf r127.0<0;1,0>:hf {NoDDClr}
(f1.1.all8h) sad2 (4|M0) r1.0<1>:d (abs)cr0.0<0;1,0>:d r2.0<0;4,1>:d
line (2|M28) (eq)f1.0 r64.0<4>:f -r0.2<4;2,2>:f r2.0<4;1,0>:f {AccWrEn}
fbl (8|M0) acc1.0<2>:b ip<0;1,0>:b
rndd (8|M24) r126.0<1>:df 0.5:df
shr (4|M28) (sat)r126.2<1>:df (abs)f1.1<0;1,0>:b r31.15<2;2,1>:b {Breakpoint}
movi (1|M0) r64.0<4>:f r[a0.0,2]<1,0>:f {Atomic,NoDDChk}
(W) avg (8|M0) (ge)f1.1 r31.0<1>:ud -r[a0.1,-512]<0;1,0>:ud -(abs)r7.7<4;4,1>:ud {NoDDChk}
add (16|M0) (sat)r100.0<1>:f r64.7<0;4,1>:f r127.7<8;8,0>:f
bfi1 (1|M8) r127.1<4>:uq r127.7<16;8,2>:ud r1.7<8;4,2>:ud
(f0.1.all2h) math.inv (16|M16) r64.4<2>:f r126.0<4;1,0>:f
(W) asr (8|M0) acc1.0<1>:d -r100.0<16;8,1>:f r7.3<16;16,1>:f {NoDDChk}
rndz (1|M0) r127.0<1>:ud -r126.3<2;1,0>:ud
line (8|M8) (le)f1.0 r1.0<4>:f -(abs)r0.7<16;8,2>:f 3.14159:f
lzd (4|M20) r0.1<1>:ub sr0.0<0;1,0>:ub
dp3 (8|M0) (sat)r31.0<1>:q -ce<0;1,0>:ub r2.1<4;4,1>:ub
(W) rndu (2|M0) r7.2<1>:uq -(abs)r126.1<4;4,1>:uq
add (16|M0) r0.3<1>:df r[a0.1,511]<16;8,2>:df -r2.1<2;1,0>:df
(f0.1.all4h) dp3 (32|M0) (ne)f0.1 r126.0<4>:uw -(abs)acc0.0<0;1,0>:uw r64.7<8;8,1>:uw
math.rsqtm (2|M4) (eo)f1.1 r100.mme5:df r127.nomme:df
fbl (8|M0) r31.0<1>:ub r126.2<8;8,1>:ub {NoDDChk,Switch}
(f0.1.any2h) mac (1|M0) r126.1<1>:df (abs)r[a0.0,-512]<32;8,4>:df r31.2<0;1,0>:df
(~f0.0.anyv) mach (32|M0) r0.4<2>:b (abs)f0.0<0;1,0>:b (abs)r7.7<8;8,0>:b
(f1.1) xor (16|M0) r64.2<1>:uq ~r1.0<2;1,0>:uq ~r31.2<16;8,2>:uq {NoDDChk}
(W) shr (8|M0) (sat)r126.1<4>:f -sp.0<0;1,0>:f -(abs)r127.1<16;8,1>:f {Breakpoint,NoDDClr}
mov (8|M0) (eq)f0.1 r2.0<4>:uq r7.3<8;4,2>:uq {NoDDChk}
mov (4|M8) null<4>:hf (abs)r2.0<8;4,2>:hf
add (16|M8) r31.2<1>:d r126.1<8;8,1>:d r31.7<16;8,2>:d {NoDDClr}
math.fdiv (8|M24) r0.4<2>:hf -(abs)r7.15<8;4,2>:hf -inf:hf
rndz (16|M0) (ge)f1.0 r2.1<1>:b r7.15<8;8,1>:b
(~f0.0.all2h) asr (16|M16) (ne)f0.0 (sat)r64.2<4>:uw -n0.0<0;1,0>:uw r31.15<16;8,1>:uw {Atomic,NoDDClr}
(f0.0.anyv) bfrev (4|M4) r7.0<1>:uq 0x0:uq
bfrev (2|M4) r[a0.1,16]<2>:uw 0xE39F85EC:v
asr (2|M20) (gt)f0.0 cr0.0<1>:ub -r0.0<0;1,0>:ub -r31.7<32;8,4>:ub {Atomic}
sada2 (4|M20) (ge)f1.1 r126.1<1>:ub n0.0<0;1,0>:ub r7.3<8;8,0>:ub {NoDDChk}
(~f0.0.any8h) rndd (2|M0) (ne)f0.0 (sat)r64.0<1>:uq r7.2<4;2,2>:uq {Breakpoint}
rndu (8|M0) (sat)r126.1<1>:hf r[a0.7,-32]<2;2,1>:hf
(W) shl (8|M8) (ov)f1.1 r[a0.3,16]<4>:d r100.3<8;4,2>:q r2.0<2;2,1>:q
(W) bfi1 (1|M20) r127.4<4>:w ip<0;1,0>:w r31.3<4;4,1>:w
math.invm (2|M16) (eo)f0.0 r1.mme1:df (abs)r1.mme3:df (abs)r27.mme0:df
movi (16|M8) r0.1<2>:d r[a0.1,16]<1,0>:d
(f1.0.all32h) sada2 (8|M0) r1.1<1>:d -(abs)r2.0<1;1,0>:d r127.0<4;2,2>:d {NoDDClr}
(~f0.1.any32h) cbit (32|M0) r[a0.0,-16]<1>:uq 0x4545FB95FB62F4F4:uq
(f1.1.all2h) sel (16|M0) (lt)f1.1 r[a0.0,-16]<2>:d r31.0<1;1,0>:d r[a0.7,511]<2;1,0>:d
dp2 (8|M0) r2.4<1>:ub sp.0<0;1,0>:ub -r31.1<16;8,2>:ub
cmp (16|M0) r31.0<1>:d -(abs)r1.0<32;8,4>:d r127.7<8;8,0>:d
dp2 (32|M0) null<2>:ud r2.0<4;2,2>:ud -r31.0<8;4,2>:ud {Breakpoint,NoDDClr}
sad2 (16|M0) r126.4<4>:hf r64.1<2;1,0>:hf inf:hf
movi (16|M0) r0.2<1>:ud r[a0.0]<1,0>:ud
(f1.1.any16h) fbl (8|M0) r126.0<4>:b r0.3<0;1,0>:b {Breakpoint}
sel (1|M0) r100.2<2>:ud fc0.0<0;1,0>:ud r7.1<0;1,0>:ud
cmpn (4|M0) r31.4<1>:d ip<0;1,0>:d 2147483647:d
(f0.0.any16h) asr (8|M0) r100.0<1>:uw (abs)tm0.1<0;1,0>:df (abs)r64.0<0;1,0>:df {AccWrEn}
(W) cmpn (2|M0) r127.0<4>:df r7.0<16;8,2>:uw 0xFFFF:uw {Atomic}
(f1.0.any4h) movi (16|M0) r7.1<4>:d r[a0.1,16]<1,0>:d {NoDDChk}
not (4|M0) r31.0<1>:hf 0.5:hf
avg (16|M0) r100.1<4>:uq acc1.0<0;1,0>:ud r126.15<0;4,1>:hf
dp3 (8|M0) r0.0<4>:f -(abs)r1.0<4;2,2>:f -r127.0<16;8,2>:f
(W&~f0.1) rndd (4|M0) r126.0<4>:f r31.1<0;1,0>:q
cmp (4|M0) r2.4<1>:f sr0.0<0;1,0>:f r1.7<0;1,0>:f
(~f0.0.all2h) dp4 (4|M24) r100.2<2>:q -dbg0.0<0;1,0>:q 4095:w
dp2 (4|M0) (ge)f1.0 r[a0.1]<1>:hf -(abs)r64.0<4;1,0>:w -(abs)r64.0<8;8,0>:w
(f0.1.all16h) rndz (8|M0) ip<4>:q -2048:q
(~f1.0.any4h) rndd (16|M8) r0.0<1>:b (abs)tdr0.0<0;1,0>:b
math.fdiv (32|M0) r31.1<1>:hf r126.2<32;8,4>:hf inf:hf
(f1.1.any8h) rndd (8|M8) (le)f1.1 (sat)r1.2<2>:ud 100.25:hf {NoDDChk}
(W) mul (8|M0) r7.4<1>:w r31.0<2;2,1>:w 2047:w
(f0.1.all32h) movi (8|M0) r[a0.0]<1>:w r[a0.2,16]<1,0>:w {Breakpoint}
asr (4|M0) r126.0<2>:b tm0.1<0;1,0>:b r64.1<4;1,0>:b
(W&~f0.1) shl (8|M16) r1.0<4>:d (abs)r1.0<8;8,1>:d r127.0<4;2,2>:d
rndz (32|M0) (ne)f1.1 r[a0.1,64]<4>:f (abs)sr0.1<0;1,0>:f
sel (16|M24) acc1.0<4>:d r0.0<1;1,0>:w r31.2<2;1,0>:w
(~f0.0.any8h) asr (4|M0) (ne)f0.0 r127.0<4>:d (abs)tm0.0<0;1,0>:w -2049:w
(f1.0.any16h) addc (32|M16) (lt)f1.0 r126.0<4>:hf sr0.1<0;1,0>:hf r2.0<16;8,1>:ub {Atomic}
line (16|M16) r64.0<1>:ub n0.0<0;1,0>:ub r100.0<4;1,0>:ub
(W) fbl (4|M0) r100.0<1>:d r126.0<16;8,2>:hf
rnde (8|M24) cr0.0<1>:ud 0xFFF:ud {Breakpoint}
line (1|M12) r1.2<4>:ub -(abs)r126.0<16;16,1>:ub r2.15<1;1,0>:ub {AccWrEn}
rnde (1|M16) r7.0<4>:q n0.0<0;1,0>:q {AccWrEn}
(~f1.1.allv) asr (4|M4) r126.4<4>:uw f0.0<0;1,0>:uw 0x1:uw
dp2 (8|M0) (sat)r127.2<1>:f (abs)acc1.0<0;1,0>:f -(abs)r1.7<0;4,1>:f {AccWrEn}
rndz (16|M24) r7.2<4>:uw 0x1:uw
rnde (4|M4) (ne)f1.1 (sat)r2.4<2>:ud (abs)acc0.0<0;1,0>:ud {AccWrEn}
dph (4|M20) (sat)null<2>:w (abs)r64.3<4;1,0>:w -(abs)r7.0<0;1,0>:w
(W&~f0.1) asr (16|M0) r127.2<2>:ub f1.1<0;1,0>:ub r31.0<4;2,2>:ub
(f1.0.all8h) rndu (16|M16) (le)f1.0 null<4>:ud r[a0.1,2]<2;1,0>:ud {Atomic,NoDDChk}
math.pow (8|M0) r1.4<1>:hf -r1.3<4;2,2>:hf r1.3<2;2,1>:hf
(~f1.0.anyv) frc (1|M4) r[a0.0]<1>:uq (abs)r7.2<16;8,1>:uq {Atomic}
avg (32|M16) r126.1<1>:f r7.3<4;2,2>:f r[a0.0,-512]<1,0>:f {NoDDClr}
(f0.1.all4h) rndd (8|M0) r[a0.1,-16]<2>:ud r64.7<16;8,2>:ud
(f0.0.any2h) cmp (16|M0) (lt)f0.0 r1.0<1>:b -(abs)r100.15<16;8,1>:b (abs)r2.0<16;16,1>:f
math.rsqtm (1|M0) (eo)f1.1 r1.mme7:df r127.mme3:df
(~f0.1.all16h) bfrev (4|M28) r7.2<4>:b sp.0<0;1,0>:b
(f1.1.allv) not (32|M24) (ge)f1.1 r127.2<1>:w 32767:w
(f1.0.any4h) mov (4|M0) (ov)f1.0 r100.0<2>:hf -(abs)r[a0.7,511]<16;16,1>:uw {NoDDClr}
lzd (16|M0) r126.0<1>:f r0.2<8;8,1>:f
(~f0.0.all16h) xor (4|M0) r100.1<1>:w r0.7<0;1,0>:w -2049:w
(f1.1.any4h) dp3 (32|M24) r126.2<4>:uw sr0.1<0;1,0>:d 2147483647:d
(f0.1) cbit (1|M0) r64.4<1>:w r64.0<2;1,0>:w
(~f0.0) line (2|M0) f1.0<4>:f -null<0;1,0>:hf (abs)r2.15<16;16,1>:hf {Breakpoint}
(f1.0.all16h) frc (16|M0) r0.0<4>:uq (abs)r[a0.1,16]<16;8,1>:ud
rndu (8|M0) (un)f1.1 r126.0<1>:df -0.0:f
bfrev (8|M8) r126.2<1>:f 0xC9B88973:uv
not (16|M8) r7.1<4>:f r127.7<8;4,2>:f {AccWrEn,NoDDChk}
lzd (2|M0) r0.1<4>:ud 2147483647:d
(~f1.0.any32h) fbh (16|M0) r126.1<1>:df r31.3<0;1,0>:df {AccWrEn,Breakpoint}
lzd (4|M24) r126.0<2>:b (abs)acc0.0<0;1,0>:b
pln (2|M0) ip<1>:df r127.3<2;2,1>:df r7.3<2;1,0>:df
rndd (1|M0) f0.0<1>:uw -(abs)r127.3<0;4,1>:d {Atomic,Breakpoint}
line (8|M0) (un)f0.0 r127.0<1>:hf (abs)r100.15<8;8,1>:hf (abs)r7.0<1;1,0>:f
rndz (16|M0) r126.0<2>:w 0xBB7E557A:v {NoDDChk}
math.exp (1|M12) r31.2<1>:hf r126.15<4;2,2>:hf {Breakpoint}
mul (1|M20) (ne)f1.0 r2.4<1>:hf -(abs)f1.1<0;1,0>:hf -r2.3<4;4,1>:hf
frc (4|M0) (eq)f1.1 ip<1>:b 0x8DA58736:uv
xor (32|M0) r0.2<4>:b -(abs)r[a0.1,-512]<1;1,0>:f r126.3<0;1,0>:f
rndd (8|M0) r126.1<1>:q -(abs)r[a0.2,-512]<8;4,2>:q {Atomic}
frc (8|M0) (ov)f1.0 f1.0<4>:f (abs)r0.0<32;8,4>:f {Switch}
(~f0.1.any8h) asr (4|M20) ip<2>:w -(abs)r126.0<8;8,0>:w 1:w
(W&f1.0) fbl (32|M0) r127.0<2>:uq 0xFFFFFFFFFFFFFFFF:uq {Switch}
not (16|M8) r31.0<1>:ud -(abs)r0.0<4;4,1>:f
(~f1.0.all32h) fbl (16|M0) r2.4<4>:uw r126.7<16;8,2>:uw {Switch}
avg (16|M24) r31.0<2>:b -r0.0<16;16,1>:b r31.2<16;8,1>:b {NoDDClr}
(f1.1.any4h) fbh (16|M0) r127.2<2>:d r2.2<16;8,1>:ud
(W) dp4 (32|M0) (sat)r64.0<4>:df r126.1<32;8,4>:df r2.1<4;1,0>:df
asr (8|M16) r64.0<1>:q -r126.3<8;8,0>:q -(abs)r7.3<8;8,1>:q
mov (16|M8) (un)f0.0 r2.1<1>:b r64.2<2;1,0>:b
(~f0.0.all4h) or (16|M0) r64.0<1>:uw -(abs)sr0.1<0;1,0>:uw r100.0<4;4,1>:uw
(f1.1) dp2 (1|M24) (lt)f1.1 r127.1<1>:q sr0.1<0;1,0>:q -(abs)r126.2<8;8,1>:d
(~f1.1.all16h) sada2 (16|M24) (un)f1.1 r127.2<4>:b -(abs)a0.0<0;1,0>:b (abs)r127.7<32;8,4>:b
shr (16|M0) (eq)f1.1 r1.0<1>:uq r31.0<0;4,1>:uq (abs)r126.0<2;1,0>:d
avg (8|M0) r0.2<1>:b null<0;1,0>:b -r100.15<8;8,0>:b {Breakpoint}
(f0.0.any4h) cbit (16|M0) r7.2<1>:q r2.0<8;8,0>:q
(W&~f0.1) line (16|M16) r31.4<2>:ud (abs)r0.3<2;2,1>:ud -290576165:d
rndz (2|M12) (ne)f0.0 r1.2<1>:w r127.1<16;8,1>:w
(~f1.0.all8h) dp4 (1|M12) r0.0<4>:f (abs)a0.0<0;1,0>:uw -r127.0<16;16,1>:uw {Switch}
(f0.0.all16h) bfrev (8|M0) r0.0<1>:f r127.7<2;2,1>:f {Atomic,Breakpoint}
rndu (16|M0) (ov)f1.1 f1.0<4>:w 0x9A77778A:vf
lzd (16|M24) r126.2<4>:b (abs)f0.0<0;1,0>:b {AccWrEn}
(~f0.1.all2h) asr (16|M16) (eq)f0.1 r100.0<2>:w r100.7<2;1,0>:hf r0.2<8;8,1>:hf
math.invm (4|M0) (eo)f1.1 r1.mme0:hf (abs)r1.nomme:hf (abs)r1.nomme:hf {AccWrEn}
(f0.0.any16h) fbl (8|M0) r2.0<2>:uq tdr0.0<0;1,0>:uq {NoDDChk,NoDDClr,Switch}
sel (16|M0) r1.0<2>:uw (abs)cr0.0<0;1,0>:uw r31.2<2;1,0>:hf
(f0.0.all4h) or (16|M0) f0.0<2>:ub r64.0<4;4,1>:df ~r31.3<32;8,4>:df
not (8|M0) (gt)f0.0 sr0.0<1>:q r64.3<0;4,1>:q
shr (8|M24) (ov)f1.1 r7.0<4>:d (abs)r127.2<4;4,1>:d (abs)r0.0<16;8,2>:d {Atomic}
(~f1.1.any8h) or (8|M0) cr0.0<4>:hf r2.1<16;16,1>:hf r7.2<2;1,0>:hf
(f0.0.any8h) cbit (4|M12) r100.2<1>:ub -2049:q {Switch}
(f1.1) mach (1|M8) sr0.0<2>:b msg0.0<0;1,0>:df r127.0<2;2,1>:df
smov (4|M0) r64.0<2>:b msg0.0<0;1,0>:f r1.0<4;1,0>:ub
rndz (1|M0) r[a0.3]<2>:uw r[a0.2,2]<4;2,2>:b
(~f0.0) frc (32|M0) r64.2<2>:d 2147483647:d
(W) rndd (16|M0) r126.2<1>:f 0.0:f
fbh (32|M0) r100.1<1>:ud r64.1<16;8,1>:ud
(~f1.0.any2h) frc (8|M16) r31.0<1>:ub 0x100D330E:v
(W) math.sqt (1|M0) r100.0<2>:f -r127.1<8;8,0>:f
dp2 (32|M0) r100.4<2>:ud (abs)r7.2<16;16,1>:ud r2.7<4;4,1>:ud
(f0.0.any4h) xor (16|M0) (le)f0.0 r126.0<4>:hf (abs)sr0.0<0;1,0>:uq ~r127.3<0;4,1>:uq
rndz (2|M24) r31.4<1>:uw r127.0<16;8,2>:uw
sad2 (32|M0) r2.3<2>:q -(abs)r7.2<16;8,1>:q (abs)r100.3<8;4,2>:q
lzd (1|M0) (le)f0.1 (sat)r127.0<2>:hf r0.0<0;1,0>:hf
(W) bfi1 (1|M0) r2.0<1>:f sr0.0<0;1,0>:f -0.0:f
(f0.0.allv) or (2|M4) (eq)f0.0 r31.1<1>:uw r127.2<4;2,2>:b -(abs)r127.0<32;8,4>:b
(W) cmp (8|M0) (ov)f1.1 r127.4<4>:uw (abs)r2.0<1;1,0>:uw 0x1000:uw {Atomic}
(f1.0.all4h) movi (1|M0) r100.1<1>:w r[a0.1,16]<1,0>:w
(W) mac (16|M0) (sat)r1.0<1>:b r0.0<16;16,1>:b r1.3<16;8,1>:b
(~f1.1.any16h) movi (16|M0) r0.0<1>:f r[a0.2,16]<1,0>:f {Breakpoint,NoDDChk}
(W) math.cos (8|M16) r1.0<2>:hf (abs)r2.1<4;1,0>:hf
(f1.1.any2h) dp3 (32|M0) r7.2<1>:w r1.2<16;8,1>:df -(abs)r1.0<16;16,1>:df
(W) frc (16|M0) r127.2<2>:q 0xFFF:uq
mov (16|M0) (un)f1.0 r7.0<1>:b (abs)ce<0;1,0>:b {NoDDClr,Switch}
(f0.1.allv) avg (16|M0) (le)f0.1 r100.1<2>:f dbg0.0<0;1,0>:f (abs)r126.3<4;1,0>:uq {Atomic,NoDDChk}
xor (8|M8) r64.0<1>:uq ~n0.0<0;1,0>:uq -(abs)r126.2<4;1,0>:f
or (8|M0) r1.0<1>:ub r1.0<4;1,0>:ub ~r7.0<4;4,1>:q
shr (32|M16) r2.2<2>:df ce<0;1,0>:df (abs)r100.3<16;16,1>:df
line (4|M0) (sat)r126.4<1>:b -(abs)sr0.1<0;1,0>:b -r2.2<16;8,2>:b {Switch}
math.irem (4|M0) r2.2<4>:d (abs)r127.7<32;8,4>:d 2147483647:d {NoDDClr}
(~f0.0.all4h) cmp (1|M12) r1.0<4>:ud msg0.0<0;1,0>:b -r126.0<4;4,1>:b {AccWrEn}
(~f0.1.allv) dp2 (1|M24) (un)f0.1 r64.0<2>:hf (abs)null<0;1,0>:df (abs)r100.0<0;1,0>:q
(W) dp3 (1|M20) r0.0<1>:b a0.0<0;1,0>:f 1.4013e-45:f {Atomic}
mach (32|M0) r64.1<2>:ud -(abs)fc0.0<0;1,0>:ud 0x1000:ud {NoDDClr}
fbh (8|M8) r1.0<2>:uw msg0.0<0;1,0>:uw
dp2 (1|M12) (eq)f0.1 r[a0.1]<4>:f r64.2<8;8,0>:f r2.0<16;8,1>:f
frc (1|M24) r127.1<4>:q -2049:q {NoDDClr}
(f1.0.allv) cmp (1|M0) r100.4<4>:f -(abs)null<0;1,0>:f r[a0.1,-512]<4;1,0>:f
shr (8|M8) r31.2<1>:w r7.3<8;8,1>:uw -(abs)r0.15<4;1,0>:uw
rnde (16|M16) (ov)f1.1 r64.2<1>:q r64.0<4;4,1>:hf
(~f1.0.any4h) xor (4|M0) r1.1<2>:hf ~r126.3<4;1,0>:uq r64.0<16;8,2>:uq
math.inv (1|M0) r64.0<1>:f r64.0<4;1,0>:f
cmpn (16|M0) r7.1<4>:uq -r126.3<2;2,1>:uq r2.3<32;8,4>:uq {Atomic}
(W&~f0.0) rndd (2|M28) (sat)null<1>:ud 0x1000:ud {Switch}
(W) cmpn (8|M0) r[a0.1,16]<2>:q r64.2<32;8,4>:df (abs)r1.0<4;2,2>:df {AccWrEn}
(W) add (32|M16) null<1>:uq -(abs)acc1.0<0;1,0>:uq r1.3<1;1,0>:uq {Atomic,NoDDClr}
cmpn (16|M0) r127.4<4>:d r1.7<16;8,1>:d r1.7<4;2,2>:uw
(~f0.0.any8h) movi (16|M0) acc0.0<1>:uw r[a0.1]<1,0>:uw
math.log (1|M24) r2.0<2>:hf -(abs)r2.2<0;4,1>:hf {Switch}
(W) rndu (8|M0) r127.4<1>:d -r126.0<1;1,0>:q
(~f1.0.any4h) rndu (8|M8) (eq)f1.0 r[a0.0,64]<1>:w -r100.0<2;1,0>:uw {AccWrEn}
and (4|M0) (eq)f0.0 r127.1<1>:d null<0;1,0>:w ~r126.0<16;16,1>:w
dp3 (1|M4) r[a0.1,64]<4>:uw r2.0<8;8,0>:uw (abs)r[a0.1,-512]<16;8,1>:uw {Atomic,Breakpoint}
movi (1|M0) ip<4>:d r[a0.0,16]<1,0>:d
dph (32|M0) sr0.0<4>:df r2.2<16;8,2>:uq r64.2<2;2,1>:uq
(f0.0.all4h) frc (16|M0) f1.0<4>:d (abs)r126.3<16;16,1>:d
(f1.1.all8h) mul (8|M24) (un)f1.1 (sat)r7.0<1>:ud msg0.0<0;1,0>:ud -r31.7<0;4,1>:ud
(~f0.0.all4h) sad2 (8|M24) r7.0<1>:hf r0.0<16;16,1>:df -r127.2<0;1,0>:df
sada2 (2|M20) (le)f0.0 r127.4<1>:w (abs)r[a0.2,16]<16;16,1>:w -2049:w {AccWrEn,Breakpoint}
rndd (2|M8) f0.0<2>:ud -sp.0<0;1,0>:ud {NoDDChk,NoDDClr}
math.iqot (16|M0) r1.1<1>:d (abs)r127.7<32;8,4>:d -r0.7<8;4,2>:d
sad2 (1|M0) r0.0<1>:b r64.0<8;4,2>:ub r126.3<32;8,4>:ub
(f1.1.all4h) dph (2|M28) r64.0<2>:b r64.1<2;2,1>:ud r0.1<2;2,1>:ud
mac (1|M0) r7.0<1>:q -n0.0<0;1,0>:f 1.4013e-45:f
frc (32|M8) r2.2<2>:hf 0.0:hf
(~f0.1.any4h) or (2|M16) (ne)f0.1 r0.0<4>:df r[a0.0]<1,0>:hf -inf:hf
dph (16|M8) acc1.0<2>:uq -(abs)r7.3<2;2,1>:uq (abs)r127.1<0;4,1>:uq
(W&~f0.0) shr (8|M8) r7.1<1>:b r1.2<0;1,0>:hf r[a0.0,16]<16;8,2>:hf {Atomic,Breakpoint}
or (2|M0) r1.3<4>:uq r[a0.0,511]<1,0>:uq ~r100.3<2;2,1>:uq
(~f0.0.all16h) dp3 (8|M0) (ne)f0.0 r1.2<1>:b f1.1<0;1,0>:b (abs)r31.15<16;8,2>:b {NoDDChk}
math.rsqtm (32|M0) (eo)f1.1 r1.mme5:f -(abs)r27.mme7:f
(~f0.0) dph (4|M28) (le)f0.0 (sat)acc0.0<1>:hf r126.0<2;2,1>:hf r[a0.2,2]<32;8,4>:uq
(f1.0.all16h) and (32|M24) r0.4<4>:ud ~acc1.0<0;1,0>:ud r31.7<4;4,1>:ud
(~f0.0.all4h) movi (2|M0) r31.0<1>:ud r[a0.1,16]<1,0>:ud
movi (8|M0) r0.1<1>:f r[a0.1]<1,0>:f
mul (2|M0) r7.0<1>:b r[a0.7,-512]<8;8,0>:b r100.15<16;16,1>:b
fbl (4|M0) acc0.0<1>:df r1.3<0;4,1>:df
(f1.1.all4h) frc (16|M0) r127.2<2>:ub r0.0<1;1,0>:ub {Switch}
fbh (16|M16) r126.3<1>:df 0.1:df
rnde (32|M0) r7.0<1>:w -(abs)r100.3<1;1,0>:w {Breakpoint}
(~f0.0.any16h) line (8|M0) r31.0<1>:df acc1.0<0;1,0>:df -r127.0<4;2,2>:df {NoDDChk,NoDDClr}
(W) or (8|M24) (eq)f1.1 r0.3<1>:q -(abs)r31.0<32;8,4>:ud 0x1:ud
(W&~f1.1) cmp (1|M0) (lt)f1.1 r100.0<2>:b (abs)r100.3<2;1,0>:b r2.3<1;1,0>:b {NoDDChk}
movi (1|M28) r0.1<4>:uw r[a0.1]<1,0>:uw
(W&~f1.0) rndd (8|M8) r2.2<1>:df -r100.2<2;2,1>:df {NoDDChk}
(W&f0.1) bfi1 (2|M0) r31.1<1>:ud r127.3<16;16,1>:ud 0xFFF:ud {Breakpoint}
bfrev (8|M0) r100.0<2>:ub r31.0<8;8,0>:w
fbh (16|M0) r126.3<1>:df r0.3<16;8,1>:df {Breakpoint}
(W&~f1.0) mac (1|M12) r64.2<1>:ud (abs)sp.0<0;1,0>:ud -(abs)r0.7<8;8,0>:hf
(W) lzd (1|M12) r1.0<4>:uq (abs)r100.0<16;8,2>:df
(~f1.1.all2h) cmpn (16|M0) r[a0.1,16]<4>:w -r2.3<4;4,1>:w -2048:w
shr (2|M0) (un)f1.0 r100.4<1>:hf -(abs)r1.0<0;4,1>:hf 65504.0:hf {Switch}
(~f0.1.all2h) math.log (8|M24) r2.0<1>:f r0.0<4;2,2>:f
(W&f0.0) sada2 (2|M16) r31.1<1>:f -r64.7<8;8,0>:f r100.1<16;8,2>:hf
rndu (2|M0) r2.1<1>:b r7.0<4;1,0>:ud
shl (1|M12) (ne)f1.0 r64.1<1>:uw dbg0.0<0;1,0>:d (abs)r31.0<4;4,1>:d
math.pow (32|M8) r0.4<2>:f r1.7<4;1,0>:f (abs)r31.7<4;1,0>:f
asr (16|M0) r1.4<4>:f r[a0.7,16]<16;8,2>:f 1.4013e-45:f
rnde (1|M24) r126.0<4>:uw tm0.0<0;1,0>:df
mov (16|M16) (sat)r64.0<4>:f 0x8D06A51E:v
(~f0.1.all2h) rndu (8|M24) r100.0<1>:ud (abs)r7.7<16;8,1>:ud {NoDDClr}
mul (8|M0) ip<1>:ud r[a0.7,-32]<8;4,2>:ud -(abs)r31.0<32;8,4>:ud {Breakpoint}
(W) mac (16|M8) r64.2<4>:w -msg0.0<0;1,0>:d -r100.0<0;4,1>:q
subb (32|M0) r2.0<1>:df sp.0<0;1,0>:f r126.0<32;8,4>:f
(~f0.0.all4h) lzd (2|M28) r127.0<2>:b sp.0<0;1,0>:b {Atomic,NoDDClr}
math.rsqtm (4|M0) (eo)f0.0 r1.mme0:df (abs)r27.mme7:df
rndd (32|M16) r[a0.0,64]<1>:uw tm0.0<0;1,0>:uw {Breakpoint}
(W&~f0.0) not (16|M16) r100.2<4>:ud r127.1<32;8,4>:uq {Switch}
math.fdiv (32|M8) r126.0<1>:f -r100.1<8;8,0>:f 3.14159:f {Breakpoint}
xor (8|M0) (ov)f0.0 f1.0<1>:d r2.0<8;4,2>:d r0.3<2;2,1>:d
(~f0.0.any16h) not (16|M0) r126.0<1>:b r1.0<0;1,0>:b
or (16|M0) (ge)f0.1 r127.0<4>:q -(abs)r7.2<4;4,1>:q (abs)r7.0<8;4,2>:q {Atomic}
(W&~f0.0) rnde (8|M16) (un)f0.0 r64.1<1>:df r127.3<4;1,0>:df
cmpn (8|M0) (le)f0.1 r[a0.3]<2>:uq r0.3<4;1,0>:uq -r1.3<0;4,1>:uq {Breakpoint,NoDDChk,Switch}
(~f0.1) math.idiv (1|M8) r126.4<1>:ud -r100.0<0;4,1>:ud 0xFFFFFFFF:ud
avg (1|M28) r126.1<4>:uw -(abs)r127.7<1;1,0>:hf 0x2E66:hf {Atomic}
line (1|M0) r100.1<1>:uw -r7.15<8;4,2>:uw (abs)r0.1<1;1,0>:uw
or (16|M0) tm0.0<4>:uw r7.2<4;4,1>:uw (abs)r0.0<4;4,1>:uw
(W&f0.0) mul (8|M0) ip<4>:uq -(abs)r7.2<1;1,0>:uq r64.0<8;8,0>:uq {AccWrEn,Atomic,NoDDChk}
(W&f1.0) mac (8|M0) r2.2<4>:d -r127.2<0;4,1>:uw r0.3<8;8,0>:uq
(W) sad2 (2|M0) r100.4<2>:d -a0.0<0;1,0>:ub -r126.7<4;4,1>:ub
frc (2|M0) r7.4<1>:b -cr0.0<0;1,0>:b {Atomic,Breakpoint}
(W) mul (16|M0) (ne)f1.0 cr0.0<2>:b -a0.0<0;1,0>:d 4096:d
or (4|M0) (eq)f0.0 r1.1<1>:w -(abs)r126.0<8;4,2>:w r[a0.1,16]<1;1,0>:w {Atomic}
movi (16|M0) r31.4<1>:ud r[a0.2,2]<1,0>:ud
(f1.0) sad2 (4|M24) acc0.0<2>:ub -a0.0<0;1,0>:ub r127.3<16;16,1>:ub
rnde (32|M0) (le)f1.1 ip<4>:hf -(abs)r2.7<16;8,2>:hf {NoDDClr}
(f0.1.all16h) sel (8|M0) (un)f0.1 r0.2<2>:f -(abs)r[a0.7,2]<1,0>:ud r2.7<32;8,4>:ud
(~f0.1.all32h) sel (8|M0) (ge)f0.1 (sat)r127.0<1>:ud r0.7<32;8,4>:ud r[a0.2,2]<8;8,1>:ud
(~f0.0.all32h) frc (16|M0) r126.0<1>:f -r100.7<4;2,2>:f {NoDDClr}
(W&f1.1) shl (1|M0) r[a0.3,64]<4>:ub (abs)r2.3<16;8,2>:w -r[a0.1]<16;8,2>:w {Atomic}
asr (8|M0) r100.2<1>:uw r0.0<4;1,0>:uw -(abs)r127.15<4;2,2>:uw {Atomic}
or (32|M16) acc1.0<1>:d (abs)r126.0<32;8,4>:f 0.1:f
(~f1.1.any8h) add (4|M0) r126.0<4>:d r64.7<4;4,1>:d -r64.1<8;8,1>:d
shr (8|M0) (ge)f1.0 r64.2<1>:b msg0.0<0;1,0>:b -(abs)r0.2<8;8,0>:b {Atomic}
dp3 (32|M0) r0.0<4>:w -r1.7<16;8,1>:w (abs)r[a0.7,-512]<1,0>:w
(~f1.0.all8h) shl (32|M8) (ge)f1.0 r31.1<2>:ud r127.7<16;8,1>:ud -(abs)r127.7<4;4,1>:w
math.invm (8|M0) (eo)f0.0 r1.mme7:f r2.mme3:f -r1.mme0:f {AccWrEn}
rndu (32|M0) r126.2<4>:b r1.0<8;8,0>:b {Breakpoint}
(f0.1.any4h) movi (16|M8) r7.4<2>:f r[a0.1,16]<1,0>:f
cmpn (2|M0) r7.4<1>:ud a0.0<0;1,0>:ud -r[a0.0]<1,0>:ud
pln (8|M24) r127.2<1>:ud r126.0<0;4,1>:ud r100.3<8;8,0>:ud
rndz (4|M28) r2.2<1>:uq -(abs)r0.7<8;4,2>:d {AccWrEn}
(W) mov (1|M28) r[a0.0]<1>:ub ce<0;1,0>:ub
(W&~f1.1) add (1|M0) r7.2<4>:ub -r1.3<2;1,0>:ub (abs)r100.0<32;8,4>:ub {NoDDChk}
dp2 (2|M12) (ne)f0.0 r64.0<1>:df r100.0<4;1,0>:df r7.1<8;8,0>:df {NoDDClr}
(f1.0.all4h) not (4|M0) r100.0<1>:d -2048:d
dp3 (2|M16) (sat)r1.0<2>:hf (abs)acc0.0<0;1,0>:q r127.0<16;8,2>:w {AccWrEn}
dph (32|M0) (sat)sr0.0<2>:df r126.2<4;2,2>:ud 0x1000:ud {NoDDChk}
and (1|M16) r1.0<2>:uw r7.7<16;8,1>:uw 3.14159:f
sada2 (8|M0) ip<4>:hf sp.0<0;1,0>:hf r0.0<4;1,0>:hf {Atomic}
(W) lzd (16|M16) (sat)r100.3<1>:uq f1.1<0;1,0>:d {Atomic,Breakpoint}
(f0.0.anyv) cmp (8|M0) (gt)f0.0 r1.4<1>:uw -(abs)r64.1<2;2,1>:uw 0xFFFF:uw {NoDDClr}
cmp (8|M24) r127.2<2>:w (abs)r0.2<4;1,0>:w r2.2<0;1,0>:w {NoDDClr}
(~f0.1.any8h) lzd (8|M0) (sat)r1.3<1>:df r1.0<4;2,2>:df {Switch}
(W) add (4|M0) f1.0<4>:w acc1.0<0;1,0>:uw r1.3<0;4,1>:ub
(W) fbh (4|M20) r126.1<1>:b r2.0<32;8,4>:ub
(~f1.1.anyv) shl (8|M0) (sat)r127.4<4>:hf -r127.0<16;16,1>:hf r[a0.7,-32]<0;4,1>:hf
(~f1.0.all32h) mac (2|M0) (un)f1.0 r127.1<4>:uw f1.1<0;1,0>:uw r[a0.2,16]<1,0>:uw
(f0.1) rnde (8|M0) a0.0<2>:ud f0.0<0;1,0>:ub {Switch}
mov (8|M0) r[a0.3,16]<2>:ud -r64.0<16;16,1>:w {Atomic}
sel (8|M8) r1.2<2>:ub r31.3<1;1,0>:ub r31.0<4;4,1>:ub
cmpn (2|M28) r2.4<1>:uw r[a0.7,16]<4;1,0>:ub r[a0.0,16]<4;1,0>:ub
rnde (16|M16) r126.0<4>:ub r[a0.2,511]<1,0>:ub
(W) and (16|M16) r2.4<4>:uw ~sr0.1<0;1,0>:uw 0xFFF:uw
(W) dp3 (1|M0) r1.1<2>:b (abs)r1.3<4;4,1>:uw -r1.3<8;4,2>:uw
(f0.1.allv) line (1|M0) r127.0<2>:uw -r100.7<4;2,2>:b r2.3<8;8,0>:uw
math.log (1|M12) r126.0<2>:hf r0.0<4;4,1>:hf
movi (32|M8) f0.0<4>:w r[a0.1]<1,0>:w
(~f1.1.any16h) dp4 (32|M8) (le)f1.1 r0.1<2>:ud sr0.1<0;1,0>:ud r2.1<4;4,1>:ud
(~f0.0.any16h) fbl (32|M0) r[a0.3,16]<2>:ub r2.1<16;8,1>:ub
shl (2|M16) r2.0<2>:q (abs)sp.0<0;1,0>:q 0xFFF:uw
(f1.1.any8h) fbl (8|M0) tm0.0<2>:b fc0.0<0;1,0>:b
asr (32|M0) r127.0<1>:ud r2.0<16;16,1>:ub 0x1:ud
(f1.0.all32h) cmpn (32|M24) (eq)f1.0 r[a0.0]<1>:d dbg0.0<0;1,0>:d r100.7<0;1,0>:d {Atomic}
shl (4|M0) r0.0<2>:uq n0.0<0;1,0>:df -(abs)r7.0<8;8,0>:uq
(W) mach (8|M0) (sat)f0.0<1>:b (abs)r[a0.7]<16;16,1>:b r127.1<16;8,2>:d
(f1.0.anyv) dp2 (16|M8) (sat)r31.0<1>:q -sp.0<0;1,0>:q -(abs)r2.0<16;16,1>:q
xor (8|M0) r2.0<1>:uq r31.3<8;4,2>:uq ~r2.0<2;2,1>:uq {Breakpoint}
(f0.1.anyv) movi (2|M12) r64.1<1>:uw r[a0.0,2]<1,0>:uw {Atomic}
or (16|M0) sr0.0<1>:uq r64.0<8;4,2>:uq ~r[a0.0,2]<1,0>:b
mov (32|M24) (lt)f0.0 r2.1<1>:df (abs)r[a0.1,16]<32;8,4>:df
(W&f0.0) avg (8|M16) (ge)f0.0 r2.3<4>:q ce<0;1,0>:q 0xFFF:uw
avg (4|M0) (gt)f0.0 r1.0<1>:uq n0.0<0;1,0>:uq r100.0<2;2,1>:uq
(~f0.1.all4h) avg (8|M0) (un)f0.1 r127.0<1>:ud -(abs)r31.1<16;8,1>:uq -(abs)r100.2<0;4,1>:uq {AccWrEn}
asr (16|M16) (gt)f0.1 r31.2<2>:f (abs)r31.2<0;4,1>:ud -r1.7<8;4,2>:ud
cmpn (8|M0) r7.4<4>:uw -r1.3<2;2,1>:uw r1.15<8;8,0>:hf
rnde (32|M0) r1.0<1>:uq (abs)r127.0<8;8,1>:ud {AccWrEn}
(~f1.0) sad2 (16|M24) r64.2<1>:q -(abs)r31.0<8;4,2>:f r0.7<4;2,2>:f
(~f1.0.any8h) sel (1|M0) (sat)r1.0<1>:d (abs)r126.3<1;1,0>:d r126.7<4;1,0>:ud
(f1.0.all8h) lzd (8|M16) (sat)r2.0<4>:uw 0xA131E9C2:v
fbh (16|M0) r1.0<4>:w r7.1<2;2,1>:w
fbh (8|M24) r7.0<4>:b r[a0.0,511]<16;8,2>:b {Switch}
avg (2|M0) (ge)f0.1 (sat)r100.4<1>:b (abs)ip<0;1,0>:b -(abs)r1.7<4;2,2>:b
math.idiv (2|M24) r126.2<4>:d r31.3<8;4,2>:d -1:d {Atomic}
lzd (8|M0) r[a0.0,16]<1>:f 0x46FACBE3:vf {NoDDClr}
rndz (16|M0) (sat)r7.1<1>:df r126.0<4;4,1>:df
cmpn (1|M0) r31.2<1>:df (abs)acc1.0<0;1,0>:df r127.0<16;8,1>:df
(f1.1) shr (16|M0) r127.0<1>:uw r127.0<8;8,0>:ub r64.7<8;8,0>:ub {NoDDClr}
dp4 (4|M24) (ge)f0.0 r1.0<1>:q -r31.1<8;8,0>:q r100.0<0;1,0>:q {AccWrEn,Atomic}
(W&~f1.0) shr (16|M0) r64.1<1>:w -acc1.0<0;1,0>:w r31.3<1;1,0>:w
(f1.0.all16h) sel (4|M28) r[a0.1]<2>:uw -r0.15<2;1,0>:uw (abs)r7.0<4;2,2>:uw
add (8|M8) ip<4>:uq r1.0<8;8,1>:uq (abs)r1.3<4;2,2>:uq
(f0.1.any8h) sad2 (2|M28) r7.2<1>:ud -r100.0<8;8,1>:ud -r127.0<8;8,0>:ud {Breakpoint}
dp2 (16|M0) (le)f0.0 (sat)r1.4<1>:uw r126.3<4;4,1>:uw (abs)r0.1<16;16,1>:uw
(W&f0.0) frc (2|M0) r7.2<1>:df 0xFFF:uq {Breakpoint,Switch}
rndz (16|M24) r1.0<1>:uw -(abs)r127.3<32;8,4>:uw {NoDDChk}
xor (4|M12) (ge)f1.0 r[a0.3,-16]<1>:uq -(abs)r64.0<1;1,0>:uq -(abs)r126.3<16;16,1>:b
(f0.0.any2h) rndz (2|M0) r7.2<1>:hf -r127.2<0;4,1>:hf {NoDDChk}
(f1.0.any4h) movi (2|M0) r126.0<4>:ud r[a0.0]<1,0>:ud
frc (1|M24) f0.0<2>:d -1:d
(W) xor (8|M8) (eq)f1.0 r31.0<4>:uw -(abs)dbg0.0<0;1,0>:uq r126.3<8;8,0>:uq
asr (2|M0) a0.0<2>:f -r100.0<2;2,1>:f -(abs)r64.0<8;8,0>:f {Breakpoint,NoDDChk}
not (32|M0) (ne)f1.0 f1.0<1>:uq r2.0<4;2,2>:uw
shl (16|M0) (sat)r127.1<2>:q -(abs)sr0.0<0;1,0>:w (abs)r[a0.2,16]<0;4,1>:w {NoDDChk,NoDDClr}
(~f0.0.any2h) math.fdiv (2|M28) r64.2<4>:hf r7.0<8;8,0>:hf r126.0<32;8,4>:hf
(W&~f1.1) fbl (32|M16) r100.1<1>:df 0x35BB7689:uv {Breakpoint,Switch}
asr (16|M0) r126.0<4>:q -(abs)r1.3<1;1,0>:q r7.0<4;2,2>:q
math.irem (8|M0) r126.0<2>:ud -(abs)r126.7<8;8,1>:ud -(abs)r31.2<4;1,0>:ud
(~f1.1.any2h) fbh (1|M0) r100.0<2>:q r100.0<1;1,0>:q {Switch}
(~f0.0.any32h) movi (4|M0) r31.4<4>:d r[a0.0]<1,0>:d
(W) mul (16|M0) (sat)r0.2<4>:ud (abs)ce<0;1,0>:uq r127.0<16;8,2>:uq
pln (4|M28) r7.2<2>:df null<0;1,0>:df r31.3<0;1,0>:df
dp2 (4|M24) r[a0.3]<1>:f -(abs)ce<0;1,0>:hf r1.15<4;1,0>:hf
mac (32|M0) r64.1<1>:w r126.0<8;4,2>:w r127.2<0;4,1>:w {AccWrEn}
(f0.0.all32h) rndu (16|M16) (lt)f0.0 r2.4<2>:f (abs)r31.7<16;16,1>:f
mov (8|M0) (ov)f0.0 r[a0.0,-16]<1>:f acc1.0<0;1,0>:ud
(f0.0.all8h) cbit (2|M0) sr0.0<4>:d r7.1<1;1,0>:d
math.fdiv (16|M0) r64.0<1>:f (abs)r1.2<8;4,2>:f -r126.7<8;4,2>:f
(W) dp3 (8|M0) (le)f0.0 (sat)r[a0.1,16]<1>:d (abs)r7.3<2;1,0>:d -1775508947:d {AccWrEn}
(W&f0.0) shr (8|M0) r127.0<2>:d (abs)r64.3<8;4,2>:d 0x1000:ud {NoDDChk}
(~f0.1.anyv) dp3 (32|M0) (un)f0.1 null<2>:f fc0.0<0;1,0>:f r[a0.1]<1,0>:f
line (8|M0) r31.4<2>:hf r[a0.7,511]<1,0>:uw r127.1<32;8,4>:uw
lzd (4|M4) (gt)f1.1 r0.0<1>:d -1:d {NoDDChk}
sad2 (32|M24) r100.0<2>:ud -(abs)dbg0.0<0;1,0>:ud 1.0:hf
(f0.1.any8h) rnde (2|M12) r127.0<2>:df inf:df {AccWrEn,Atomic}
(W) rndz (2|M0) tm0.0<4>:uq r127.0<0;1,0>:ud {Atomic,NoDDChk}
sada2 (16|M0) (ov)f0.0 sr0.0<1>:uw -(abs)r1.0<4;2,2>:uw 0xFFFF:uw {Switch}
and (8|M0) (eq)f1.0 r7.0<2>:ub (abs)r127.0<1;1,0>:ub r127.3<16;8,1>:ub
not (16|M0) r0.0<1>:b -(abs)n0.0<0;1,0>:b
add (16|M0) (sat)r64.0<4>:f (abs)f0.0<0;1,0>:f r2.7<4;4,1>:f
(W) add (16|M0) (le)f0.1 r127.4<4>:hf -r100.0<4;4,1>:hf -(abs)r1.0<16;16,1>:hf
(W&~f0.0) frc (16|M0) r100.0<2>:q 1:q {Breakpoint}
(~f1.1.all32h) bfi1 (8|M0) r7.4<1>:d r0.0<16;8,1>:d -1:d
(W) math.pow (8|M16) r7.2<4>:hf -r127.15<2;1,0>:hf 2.0:hf
cmpn (32|M0) (ge)f0.0 tm0.0<4>:df (abs)r[a0.1]<4;4,1>:df -(abs)r64.3<32;8,4>:df {Switch}
fbh (16|M0) r127.0<2>:q 9223372036854775807:q
rnde (8|M8) r127.1<2>:d (abs)r127.0<8;8,0>:d
(W) add (2|M12) (lt)f1.1 r[a0.0]<2>:uw r127.0<16;8,1>:uw r2.0<16;8,1>:uw {NoDDClr}
not (16|M0) (gt)f1.1 r127.0<1>:f (abs)a0.0<0;1,0>:f
line (1|M0) r[a0.0,16]<1>:uw r126.0<8;4,2>:uw (abs)r[a0.7,-32]<1,0>:uw {Switch}
(f1.1.all32h) frc (2|M0) r31.2<1>:uq -(abs)r64.1<32;8,4>:uq
dp2 (8|M0) (eq)f0.1 r31.0<1>:df sp.0<0;1,0>:df r100.3<8;8,0>:df
(W) rnde (2|M8) r126.4<1>:uw r7.2<4;1,0>:uw {Atomic,NoDDClr}
(f0.0.any8h) rnde (1|M8) r100.0<1>:ub -2049:q
(f1.0.all2h) avg (32|M0) r2.2<1>:uw (abs)r64.0<0;4,1>:hf r[a0.0,511]<1;1,0>:hf {AccWrEn}
(f0.0.any2h) add (2|M0) r126.0<2>:d cr0.0<0;1,0>:d (abs)r100.2<32;8,4>:w {Breakpoint}
rnde (16|M0) r0.0<2>:ub -r31.0<16;8,1>:w {Breakpoint}
sada2 (16|M0) r64.2<4>:hf -acc0.0<0;1,0>:hf -(abs)r7.0<16;16,1>:hf
(f0.1.all4h) bfrev (8|M24) r127.2<2>:d 0x1000:uw
(~f0.1.any4h) mul (1|M0) r31.0<1>:uw tdr0.0<0;1,0>:uw r7.2<0;1,0>:uw {NoDDClr}
rndz (8|M0) (eq)f0.0 r127.0<2>:ub -r[a0.7,-512]<1,0>:uw
asr (8|M0) r2.1<4>:uw -tm0.1<0;1,0>:uw r100.2<2;1,0>:uw {NoDDClr}
(f0.1.allv) avg (4|M12) r[a0.3,64]<4>:q -fc0.0<0;1,0>:q r[a0.2,511]<2;2,1>:q
(W) frc (4|M0) (le)f0.0 r0.0<2>:d 1:d
(W) bfrev (16|M0) r7.0<1>:ud r127.1<0;1,0>:df
(f0.1.any16h) line (32|M0) r127.2<1>:b -(abs)r127.7<0;4,1>:b (abs)r7.0<1;1,0>:b
addc (16|M16) (lt)f1.1 r31.1<2>:uw r126.0<0;1,0>:uw 0x0:uw
bfrev (1|M0) r31.2<4>:f 0x4C5437B:vf {Switch}
(W) rndz (1|M12) a0.0<1>:f r100.0<8;4,2>:f
(~f1.0) frc (4|M12) (ge)f1.0 r31.0<1>:df r127.1<2;2,1>:d {AccWrEn}
mul (32|M0) (eq)f1.0 r[a0.1,-16]<2>:uw (abs)tm0.0<0;1,0>:uw r1.0<4;2,2>:uw
(f0.1.any2h) mach (16|M0) r1.1<1>:b -(abs)r7.7<2;1,0>:b r64.0<4;4,1>:b
movi (1|M0) r100.4<1>:f r[a0.1,16]<1,0>:f
rndu (8|M0) (lt)f0.1 r0.0<4>:hf 0.0:hf {Breakpoint}
(~f1.1.all8h) avg (8|M8) r1.3<1>:uq -(abs)r127.0<0;4,1>:uq r[a0.2,511]<4;2,2>:uq {AccWrEn}
rndd (8|M0) r64.0<4>:ud 0x1:ud
math.pow (8|M0) (sat)r2.0<1>:hf -(abs)r7.2<0;1,0>:hf (abs)r64.15<4;1,0>:hf
cmpn (16|M24) r64.0<1>:f -acc1.0<0;1,0>:ud 0xC5A6325F:ud {NoDDChk}
sad2 (32|M0) (un)f1.1 r64.2<2>:f -(abs)r[a0.1]<1,0>:q -(abs)r64.1<32;8,4>:q {NoDDChk,NoDDClr}
sad2 (8|M16) (ge)f1.0 tm0.0<1>:hf -r[a0.1,-32]<1,0>:uq r2.3<4;4,1>:uq {Atomic,NoDDChk,NoDDClr}
mov (1|M0) r0.0<4>:uq (abs)r126.3<2;1,0>:uq
frc (8|M0) r[a0.0]<1>:ud 0xFFF:ud
dp2 (16|M0) r7.4<1>:ud r7.0<4;2,2>:ud (abs)r31.2<4;2,2>:ud {Switch}
(f1.0.all8h) dph (8|M16) (gt)f1.0 r31.1<4>:ub ce<0;1,0>:ub r2.0<2;1,0>:ub
(W) cbit (1|M0) r126.0<1>:w r[a0.1,-32]<8;8,0>:w
(f0.0.all16h) xor (16|M0) r100.3<1>:uq r[a0.0,-512]<1,0>:uq (abs)r100.3<16;8,2>:uq
frc (16|M24) r100.2<1>:b r0.0<8;8,1>:b
asr (16|M0) tm0.0<1>:uw -(abs)r64.2<8;4,2>:uw r[a0.1,16]<1;1,0>:uw {Atomic}
(f0.1.any8h) rndu (32|M16) r126.2<1>:ud 0xFFBA3BD1:uv
(W&~f1.0) mov (8|M0) r1.1<1>:uq -(abs)r126.1<2;1,0>:hf {NoDDClr}
mul (8|M0) (sat)r31.2<1>:hf -(abs)r7.3<16;8,2>:hf r127.2<8;8,1>:df
dp3 (32|M24) acc0.0<4>:hf -(abs)r0.7<1;1,0>:hf (abs)r2.15<16;8,1>:hf
(f1.1.any2h) sad2 (4|M4) r[a0.1]<2>:ud -r7.3<8;4,2>:ud -r7.1<0;1,0>:ud
(W) pln (8|M0) (sat)r64.0<1>:ub r31.2<4;1,0>:ub r[a0.7]<1,0>:f
(W&~f0.0) rndz (4|M24) (lt)f0.0 r127.4<1>:ud r0.0<32;8,4>:ud
subb (8|M0) (un)f1.0 r31.0<4>:d acc0.0<0;1,0>:d r0.2<0;4,1>:d {AccWrEn,Breakpoint}
(W) bfrev (16|M0) r31.3<1>:df r7.0<32;8,4>:df
rndd (1|M0) (le)f0.0 ip<1>:uw 0x1:uw
dph (8|M0) (ge)f0.0 r0.0<4>:q -r1.3<16;8,2>:q -(abs)r127.0<8;8,1>:ub
add (8|M0) r126.1<1>:f r127.3<4;1,0>:w (abs)r2.15<16;8,1>:uw
(f0.1.any32h) lzd (16|M0) a0.0<4>:b r0.0<4;1,0>:ud
(W&f0.0) mach (16|M16) (sat)r126.2<2>:q r126.3<8;4,2>:q r64.0<8;8,1>:uw
sel (8|M8) r127.4<4>:hf -tm0.0<0;1,0>:hf (abs)r126.1<0;4,1>:hf
(~f0.0.any8h) xor (1|M12) r1.2<2>:b ~r100.7<16;8,1>:b ~r2.2<1;1,0>:b
dp4 (2|M8) r0.0<2>:uq (abs)r0.3<4;1,0>:uq -(abs)r7.0<1;1,0>:uq {Atomic,Breakpoint}
(~f0.1.all16h) sad2 (1|M12) (ge)f0.1 r1.0<2>:f (abs)n0.0<0;1,0>:f r1.7<16;8,2>:f
shr (32|M0) r1.4<1>:w (abs)tm0.1<0;1,0>:w -r31.2<2;1,0>:f
cmp (16|M0) r1.1<2>:d ce<0;1,0>:d r64.7<16;8,1>:d
(~f1.1.all4h) avg (16|M0) r2.0<2>:ud -(abs)dbg0.0<0;1,0>:f -(abs)r100.1<8;8,0>:f {NoDDChk}
add (1|M0) r31.2<1>:uq r7.3<16;8,1>:uq (abs)r64.2<4;4,1>:f
rndz (4|M0) r31.1<2>:q -(abs)r126.3<8;8,1>:uw {NoDDClr}
or (16|M0) r1.2<4>:ud -(abs)msg0.0<0;1,0>:ud -(abs)r[a0.7,-32]<1,0>:ud {Atomic}
(~f0.0.all2h) rndu (16|M0) r2.1<2>:uw sr0.1<0;1,0>:uw {NoDDClr}
rndd (32|M8) r0.1<2>:ub r1.7<0;4,1>:d
(f0.1.all2h) sad2 (8|M0) r126.2<4>:f r64.0<2;2,1>:f r1.3<8;4,2>:f
rndz (1|M4) r7.1<4>:b -(abs)r[a0.1,-512]<8;4,2>:b {NoDDChk}
(W) addc (8|M0) (gt)f1.0 r126.4<1>:ub r31.15<8;4,2>:ub r1.7<2;2,1>:ub {NoDDChk,Switch}
(f0.0.any4h) bfi1 (2|M0) r0.0<1>:b tm0.1<0;1,0>:b r127.0<2;1,0>:b {Atomic}
(~f0.0.any2h) not (32|M0) r1.1<2>:ub 0xB59BA6D6:vf
mov (1|M0) r64.1<1>:w 0x221A52D9:uv
cmpn (16|M0) r64.1<2>:ub r126.0<4;1,0>:ub r127.7<1;1,0>:w
(W&~f0.1) not (2|M28) (ge)f0.1 r1.4<2>:ud tm0.0<0;1,0>:ud
(~f0.1) not (16|M0) r127.1<1>:b -(abs)r126.7<2;2,1>:b
(W) cbit (4|M0) r64.0<1>:f r64.0<16;8,1>:f
frc (8|M16) r2.4<1>:f 0x2E66:hf
mov (16|M24) r0.0<1>:b (abs)r[a0.1,16]<1,0>:b
movi (8|M0) cr0.0<1>:uw r[a0.2]<1,0>:uw
rndz (1|M0) tm0.0<4>:w r31.0<16;16,1>:w
rndz (16|M0) f0.0<1>:ub acc0.0<0;1,0>:ub
dph (1|M0) (ge)f1.0 r64.0<2>:hf -(abs)r127.1<16;16,1>:f r126.1<8;8,1>:f {Breakpoint}
cbit (8|M0) r100.1<4>:b r0.0<8;4,2>:b {Atomic}
add (16|M0) r31.0<1>:f r127.7<8;4,2>:d 0xFFF:uw {Atomic}
math.inv (16|M16) r127.0<2>:hf r64.0<32;8,4>:hf {Switch}
(~f1.1.allv) rnde (8|M0) r100.2<2>:uq 0x1000:uq
pln (1|M0) r127.2<4>:uw r127.2<4;1,0>:uw r1.0<32;8,4>:uw
avg (8|M24) r127.0<4>:ud r126.7<16;16,1>:ud -(abs)r64.1<8;8,0>:ud {NoDDClr}
(W) dph (16|M0) r31.3<1>:df r31.0<8;8,0>:df -(abs)r126.3<16;16,1>:df {NoDDClr,Switch}
xor (16|M0) (ne)f1.1 r127.0<4>:w r2.7<4;2,2>:w -1:w {NoDDChk}
not (2|M0) ip<4>:b -(abs)r126.15<4;4,1>:b
(W) rndz (1|M4) r1.4<2>:uw r0.7<4;1,0>:uw {NoDDChk}
mov (8|M0) r[a0.3]<1>:df (abs)r[a0.1,16]<4;2,2>:df {NoDDClr}
lzd (1|M8) (sat)r[a0.0]<1>:q -r[a0.0]<1,0>:q
(f0.1.any16h) asr (1|M24) r127.1<4>:b r126.0<8;8,0>:uq -r7.3<1;1,0>:uq {Breakpoint}
add (16|M0) r31.4<1>:uw f1.1<0;1,0>:uw 0x1:uw
sada2 (4|M0) r0.1<1>:uw f0.0<0;1,0>:ud -(abs)r1.7<0;1,0>:ub
(f1.1.any2h) sel (8|M24) ip<1>:ub r126.0<2;1,0>:ub -r2.7<4;1,0>:ub
(W&~f0.0) mach (4|M0) r127.1<4>:f -(abs)tdr0.0<0;1,0>:f r100.2<4;4,1>:d {Switch}
line (1|M0) acc0.0<4>:hf r2.2<4;4,1>:hf (abs)r126.0<16;8,1>:hf
movi (8|M0) r127.1<2>:ud r[a0.0,2]<1,0>:ud
(f0.0.all32h) sel (32|M0) r[a0.0,16]<1>:q (abs)r1.2<8;8,0>:q -r0.15<4;2,2>:uw {Atomic}
dp4 (8|M0) (eq)f0.0 (sat)r[a0.1]<2>:ud -r7.0<2;1,0>:q -r[a0.2]<1;1,0>:q {NoDDChk}
(W&~f0.0) or (8|M0) (gt)f0.0 r2.0<1>:uq r64.2<16;8,1>:uq (abs)r64.2<0;4,1>:uq
frc (8|M0) r64.4<1>:b a0.0<0;1,0>:b
shl (16|M24) r64.0<1>:df (abs)r100.0<0;1,0>:ud (abs)r64.0<8;8,1>:ud
cmp (2|M20) r126.2<2>:q null<0;1,0>:q -r1.3<8;8,1>:df
bfrev (16|M16) r31.2<1>:ud r1.0<16;8,2>:ud
shl (1|M0) r126.0<1>:q -(abs)sp.0<0;1,0>:q r2.0<8;8,1>:q {NoDDChk}
math.invm (16|M0) (eo)f0.0 r100.mme7:df -r27.mme0:df -(abs)r2.mme7:df
(f1.0.any2h) not (32|M0) r1.0<2>:hf (abs)r31.0<0;1,0>:hf {Atomic}
(~f1.1.anyv) dp4 (8|M0) ip<1>:q -r1.1<1;1,0>:f -r0.1<32;8,4>:f {Atomic}
rnde (8|M0) (sat)r7.1<1>:q 0xA3345297:ud
sada2 (32|M24) (lt)f1.0 f0.0<1>:d (abs)r7.0<16;16,1>:df r1.3<2;2,1>:df
(f1.1.all4h) mul (2|M20) r64.4<1>:f -(abs)r126.0<4;4,1>:f (abs)r64.0<16;16,1>:w
lzd (2|M0) (sat)f0.0<4>:uq 0xFFFFFFFFFFFFFFFF:uq {NoDDChk}
fbh (4|M0) r7.0<1>:b r[a0.7,-512]<16;8,2>:b
asr (1|M0) r2.0<4>:df (abs)r2.3<2;2,1>:df r100.0<32;8,4>:df {Atomic}
lzd (4|M16) r126.3<1>:q -r126.0<1;1,0>:q
(W) math.exp (1|M8) r2.4<1>:hf r127.15<0;4,1>:hf {Atomic}
(f0.1.all32h) not (2|M28) (un)f0.1 r127.0<1>:ub tdr0.0<0;1,0>:ub
(~f0.0.all2h) not (2|M0) r127.2<2>:ub (abs)r2.1<1;1,0>:hf {Atomic}
cbit (16|M0) r31.3<1>:q r100.3<2;1,0>:hf {AccWrEn}
or (8|M24) r31.0<1>:df r127.0<2;1,0>:df (abs)r7.0<4;4,1>:df
(W&~f1.0) or (32|M0) tm0.0<4>:d -(abs)tdr0.0<0;1,0>:d -(abs)r2.0<8;8,0>:d
math.rsqtm (16|M0) (eo)f1.1 r100.mme1:df (abs)r1.nomme:df
(f1.1.any4h) and (32|M16) r64.4<4>:d (abs)acc1.0<0;1,0>:d ~r1.7<8;4,2>:d
fbh (2|M0) r64.1<2>:ud sr0.1<0;1,0>:ud
and (2|M0) r127.0<4>:uw ~r1.2<8;4,2>:uw r0.1<0;4,1>:ud {AccWrEn}
(~f0.0.allv) movi (1|M28) acc1.0<1>:uw r[a0.2,16]<1,0>:uw
rndd (8|M0) (lt)f0.0 sr0.0<2>:w r7.0<4;4,1>:w {NoDDClr}
(W) cmp (4|M0) (ge)f1.1 r1.3<2>:df sp.0<0;1,0>:uw 0x1:uw {NoDDClr}
(f0.1.any16h) rndz (16|M16) (ge)f0.1 f1.0<1>:d (abs)r64.7<4;4,1>:d
(f0.0.all32h) rndd (32|M8) (un)f0.0 r126.0<2>:df r[a0.2,-32]<32;8,4>:df
fbl (2|M0) r[a0.0,64]<1>:q r1.3<8;4,2>:q
(f1.1.any32h) fbl (32|M0) r1.1<1>:f r31.7<16;8,2>:f
(f1.0.allv) and (1|M28) f0.0<1>:d r64.7<4;1,0>:d r7.1<16;16,1>:d
movi (1|M16) r126.4<4>:d r[a0.0,16]<1,0>:d
(W) dp4 (16|M8) r100.1<1>:ud (abs)f0.0<0;1,0>:ud r126.7<16;8,1>:ud
rndd (2|M0) (sat)f1.0<1>:q -2049:q
(~f1.0.any2h) xor (8|M24) r64.1<1>:w ~r7.3<1;1,0>:w 0x0:ud {NoDDChk}
(~f0.0.any2h) sad2 (32|M8) r2.2<4>:uw (abs)r64.15<2;2,1>:uw (abs)r7.7<2;2,1>:uw
(W&~f0.0) cmp (1|M4) r127.4<1>:d r100.0<2;2,1>:d -(abs)r100.2<16;8,2>:d
(~f0.0.any32h) frc (8|M0) r126.1<1>:b r0.0<16;16,1>:b
(W) math.sin (16|M0) r100.4<1>:f -(abs)r64.7<16;8,2>:f
math.invm (4|M0) (eo)f1.1 r100.mme5:f -r64.mme3:f -(abs)r27.mme3:f {NoDDChk}
(f1.0.allv) and (32|M0) r[a0.0,64]<1>:ub ~r31.1<8;4,2>:ub ~r[a0.2]<1,0>:ub
rndu (1|M4) (ne)f1.1 r31.3<4>:uq r1.1<32;8,4>:uq
(f0.0.any4h) fbl (32|M0) r7.0<1>:b r31.3<16;16,1>:b {Atomic}
cbit (1|M4) r1.1<1>:d r[a0.0,16]<1;1,0>:d
dph (1|M24) r126.0<1>:uq (abs)tdr0.0<0;1,0>:uq -r[a0.7,16]<4;2,2>:uq
movi (16|M0) r100.4<2>:ud r[a0.1,2]<1,0>:ud {Switch}
math.invm (4|M28) (eo)f0.0 r100.mme0:f -(abs)r127.mme3:f -r2.mme3:f
shl (32|M0) r0.4<1>:w r2.0<4;2,2>:q r100.0<4;2,2>:q
(~f0.0.all32h) mov (8|M0) r2.2<4>:uq (abs)r31.3<8;8,0>:uq
(W) and (8|M0) f1.0<4>:uw -(abs)r2.7<0;4,1>:ub (abs)r100.2<8;4,2>:ub {NoDDClr}
(W&f0.1) sel (8|M24) (sat)r0.4<2>:ub n0.0<0;1,0>:uw 0xF2A2:uw
xor (8|M0) r1.2<4>:w ~r31.1<16;8,2>:d r126.3<4;1,0>:d
(~f1.0.all32h) frc (16|M0) r1.2<1>:b r100.15<8;8,1>:b {NoDDChk,NoDDClr}
shr (16|M0) r1.0<1>:q -r0.0<4;2,2>:q r127.0<32;8,4>:q
movi (4|M0) r7.2<1>:uw r[a0.0,2]<1,0>:uw
(f0.1.any32h) cmpn (16|M0) r100.0<2>:q r31.0<16;8,2>:uq (abs)r[a0.1,16]<8;4,2>:uq {NoDDChk,NoDDClr}
rnde (2|M4) r[a0.3,-16]<4>:f -(abs)acc1.0<0;1,0>:f
(W&f1.0) or (2|M0) r64.1<1>:w ~r126.3<8;4,2>:w r2.3<4;1,0>:q
(~f1.1.all16h) cmpn (32|M8) ip<1>:f (abs)tm0.0<0;1,0>:f -r7.7<8;8,0>:w
(~f0.1.all4h) frc (4|M16) (lt)f0.1 r31.1<1>:uw r100.1<0;1,0>:ub
cmp (16|M8) r31.0<4>:w fc0.0<0;1,0>:w -32768:w
(f1.0.allv) dp2 (4|M24) r64.0<2>:uq r100.3<16;8,2>:uq r64.2<4;2,2>:uq {Switch}
(W) cmpn (8|M0) f1.0<1>:df -(abs)r1.3<8;8,0>:df (abs)r0.1<4;4,1>:df
(~f1.1.all16h) sad2 (16|M16) (sat)r2.0<2>:d r1.1<0;4,1>:d r[a0.2,2]<16;8,2>:d {NoDDClr,Switch}
add (16|M16) r126.4<4>:hf (abs)r126.0<0;4,1>:ud -(abs)r126.0<4;4,1>:ud {Switch}
(~f1.0.allv) smov (8|M0) r[a0.3,-16]<1>:uq f0.0<0;1,0>:uq r2.3<0;1,0>:df {AccWrEn,NoDDClr}
(f0.0.all8h) line (32|M0) (un)f0.0 acc1.0<1>:hf r31.7<1;1,0>:hf r127.7<8;8,0>:d {NoDDChk}
math.rsqtm (32|M0) (eo)f1.1 r1.mme7:f r1.mme0:f
(W) asr (32|M8) r7.4<1>:b -(abs)r127.3<16;8,2>:b -(abs)r126.15<4;2,2>:uw {NoDDChk}
(f1.0.all16h) fbl (8|M8) r127.2<2>:f 0x61EFFAD6:vf
asr (2|M0) r1.0<4>:b -(abs)dbg0.0<0;1,0>:w r7.0<8;8,0>:w
(f1.1.any32h) rnde (4|M0) r1.4<1>:b -r7.0<16;8,1>:b {Switch}
smov (16|M0) sr0.0<4>:df r100.7<1;1,0>:w -32768:w {NoDDClr}
(W) rndd (2|M0) r0.1<2>:df r31.0<4;1,0>:df
(~f0.0.anyv) dph (1|M0) (sat)r31.4<2>:uw f1.1<0;1,0>:uw 0x1000:uw
sel (16|M16) r100.1<4>:uw (abs)f1.1<0;1,0>:uw -(abs)r126.3<1;1,0>:uw
(W) not (16|M0) r1.0<1>:b tdr0.0<0;1,0>:b
math.idiv (2|M0) r7.0<2>:ud r0.0<16;8,1>:ud r100.1<8;4,2>:ud
(W&~f0.1) bfi1 (16|M0) r0.0<1>:ud r1.7<1;1,0>:ud 0x2E7009F:ud {AccWrEn,NoDDChk}
sada2 (2|M28) r0.4<2>:uw (abs)r0.0<0;1,0>:ub -(abs)r100.0<8;8,0>:ub
dph (8|M0) r7.3<1>:q r126.2<2;2,1>:q -(abs)r[a0.1,-512]<1,0>:q
sada2 (4|M0) (eq)f0.0 (sat)r1.1<4>:f -(abs)sr0.1<0;1,0>:w r7.7<8;8,1>:w
asr (4|M8) r1.0<1>:df -(abs)r100.3<4;1,0>:df r0.0<1;1,0>:df {NoDDClr,Switch}
not (4|M16) r31.2<1>:ud 0x1000:ud
(~f0.0.any16h) cmpn (16|M0) ip<4>:uw -(abs)tm0.1<0;1,0>:uw r127.7<4;4,1>:uw
(f1.0.anyv) shr (8|M0) r31.0<1>:df -r7.2<0;1,0>:df r126.3<16;16,1>:df {NoDDClr}
lzd (16|M8) (le)f0.0 (sat)r31.4<2>:b r2.7<0;4,1>:hf
mach (16|M0) r126.1<2>:ud fc0.0<0;1,0>:f r64.0<4;2,2>:f
mach (32|M16) r7.0<4>:ub r1.7<8;4,2>:w 32767:w {AccWrEn}
not (16|M16) (ge)f0.1 r127.0<1>:uw r127.0<2;1,0>:uw {AccWrEn}
and (8|M0) (ge)f1.1 r64.2<2>:q -(abs)f1.1<0;1,0>:d (abs)r100.3<16;16,1>:d
rndd (4|M4) r2.2<4>:ub -(abs)tdr0.0<0;1,0>:ub
lzd (1|M4) r64.4<1>:ub r0.0<8;4,2>:ub {AccWrEn,Breakpoint}
math.exp (4|M0) r0.0<1>:hf (abs)r7.0<16;8,1>:hf {NoDDClr}
(~f1.1.any4h) shl (8|M0) (le)f1.1 (sat)r31.0<2>:b r31.0<16;16,1>:b -(abs)r31.15<16;16,1>:uw {Atomic}
(W) lzd (32|M24) r100.4<1>:uw -tm0.1<0;1,0>:uw
dp3 (8|M8) (lt)f1.0 r100.0<2>:hf -fc0.0<0;1,0>:hf inf:hf
(f1.1.all4h) shr (8|M0) f0.0<1>:ud r126.1<8;4,2>:ud -(abs)r1.0<2;2,1>:ud {Atomic}
math.iqot (8|M0) r7.0<1>:d -(abs)r126.2<4;1,0>:d r2.0<8;8,0>:d
dp4 (16|M0) r7.2<1>:uq -(abs)r0.3<16;16,1>:uq r127.0<16;16,1>:uq
dp3 (32|M0) (le)f1.0 r126.0<1>:df -(abs)r127.3<0;1,0>:df (abs)r[a0.7,-32]<4;2,2>:df {AccWrEn}
mach (32|M0) (sat)r0.0<2>:uw sp.0<0;1,0>:ud r127.3<0;4,1>:ud
(W) movi (4|M0) r127.1<1>:w r[a0.0,16]<1,0>:w
cmpn (8|M0) sr0.0<1>:q -r126.0<2;2,1>:f (abs)r[a0.1,-512]<1,0>:f
movi (1|M28) r127.2<1>:d r[a0.1]<1,0>:d {NoDDChk}
(~f0.1.all4h) not (16|M0) r100.4<2>:hf r7.7<4;2,2>:ud {AccWrEn}
(W) cbit (8|M8) r127.1<1>:uq 0.0:hf
(~f1.1.allv) rnde (4|M12) (ge)f1.1 r0.0<2>:hf -1.5:hf {AccWrEn}
line (1|M4) (sat)ip<1>:df r2.0<32;8,4>:ud r1.2<1;1,0>:ud
(f0.1.any2h) fbh (2|M4) r1.1<1>:ub n0.0<0;1,0>:ub
(W&f0.0) frc (8|M0) r1.4<1>:b r126.7<4;2,2>:b
(f1.1) sada2 (8|M0) (sat)r2.2<4>:hf -(abs)r127.0<4;4,1>:hf r7.0<0;4,1>:d {Breakpoint}
cbit (16|M0) r0.1<4>:ud r31.3<4;2,2>:ud {NoDDChk}
sel (16|M24) f1.0<1>:uq -(abs)r2.3<2;2,1>:uq -(abs)r7.0<0;4,1>:uq
(f0.1.any4h) rndd (4|M28) r100.0<4>:ub -(abs)r7.7<4;4,1>:ub {Switch}
(W) lzd (16|M0) r2.0<4>:d -r126.3<4;4,1>:d
movi (8|M0) r31.2<2>:ud r[a0.2]<1,0>:ud
(W) xor (1|M8) r0.0<1>:f r127.15<2;2,1>:w -2048:w
(~f1.1) rndz (16|M16) r64.0<4>:uw r2.0<32;8,4>:uw {Atomic}
(f1.1.all2h) mov (32|M8) r7.1<1>:uw r127.15<0;4,1>:uw
shr (8|M24) (ov)f1.0 r1.0<4>:df r126.0<0;4,1>:df (abs)r2.3<2;1,0>:df
mac (32|M0) r7.4<1>:uw (abs)r1.15<8;8,0>:uw (abs)r0.7<4;2,2>:uw
cbit (8|M0) r127.4<4>:uw a0.0<0;1,0>:q
math.cos (4|M4) (sat)r126.0<2>:f -(abs)r31.0<0;1,0>:f
(W&f0.1) and (8|M0) null<1>:df r2.2<1;1,0>:q r31.0<8;8,0>:q
rndd (4|M28) (lt)f0.1 r0.2<1>:uq 0x0:uq
fbl (16|M0) r7.2<2>:w r[a0.1,16]<0;1,0>:w {NoDDChk}
math.inv (8|M24) r31.0<1>:hf (abs)r2.0<16;16,1>:hf
(f1.0.all8h) cbit (4|M0) r31.0<1>:uw r0.2<4;1,0>:q {Breakpoint}
(f1.1) line (8|M24) r31.4<1>:f r126.0<1;1,0>:f r2.0<2;1,0>:f {Breakpoint,NoDDChk}
(W) cmp (32|M0) r100.4<4>:uw sr0.1<0;1,0>:df -(abs)r[a0.2,16]<1,0>:df
(~f1.0.all8h) movi (8|M0) null<4>:uw r[a0.0,2]<1,0>:uw {Atomic,NoDDClr}
xor (8|M0) (eq)f1.1 r64.1<4>:q ip<0;1,0>:q -(abs)r126.2<4;2,2>:q
asr (1|M0) (sat)r1.4<1>:uw -(abs)sr0.0<0;1,0>:hf r0.0<4;2,2>:df {AccWrEn}
mov (32|M0) (ne)f0.1 null<2>:q r7.3<4;1,0>:f
frc (1|M12) r31.0<1>:b sr0.1<0;1,0>:b
(W&f1.1) math.pow (8|M0) r1.1<1>:hf -(abs)r64.15<8;8,1>:hf 100.25:hf
fbh (32|M24) r64.1<2>:hf r127.0<16;16,1>:ub
mov (2|M8) null<1>:d r127.2<2;2,1>:q
(f0.1.any16h) sad2 (1|M0) (un)f0.1 r31.4<1>:ud cr0.0<0;1,0>:ud r7.0<8;4,2>:ud
(f1.1.any16h) frc (16|M0) acc1.0<4>:uq -(abs)r31.0<4;4,1>:ub
math.idiv (2|M0) r100.1<1>:d r126.0<2;2,1>:d r64.7<2;2,1>:d
(W&f0.1) avg (2|M24) r[a0.1]<2>:f r31.0<0;4,1>:b -(abs)r7.2<0;4,1>:b {Switch}
(~f0.0.all16h) sad2 (16|M0) (ge)f0.0 r7.4<1>:ud sr0.1<0;1,0>:ud 0x1000:ud {Switch}
(W&f0.1) movi (8|M24) r2.0<2>:f r[a0.0]<1,0>:f
frc (2|M0) acc0.0<4>:d r100.2<2;1,0>:d
rndu (4|M28) (ge)f1.0 r1.4<2>:ud r31.1<2;1,0>:ud {AccWrEn,NoDDChk}
bfrev (8|M0) r126.0<1>:uq 0x1000:ud {AccWrEn}
rnde (2|M8) r126.2<1>:ud 0xFC9C063B:ud
rndz (16|M0) r0.1<1>:f sr0.0<0;1,0>:ub {NoDDChk}
cmp (8|M0) r100.2<2>:df r2.0<4;1,0>:df (abs)r7.0<2;1,0>:uq {Atomic,NoDDClr}
(W) sada2 (1|M4) (un)f1.0 acc1.0<2>:f (abs)r0.7<0;1,0>:f r[a0.2,-32]<4;4,1>:hf
(f1.1.anyv) rnde (16|M8) r0.0<2>:ud cr0.0<0;1,0>:df {NoDDClr}
(~f1.0.any32h) sada2 (1|M0) (le)f1.0 r31.0<1>:ud -(abs)r100.7<8;8,0>:ud r2.2<0;1,0>:df
(~f0.1) fbh (8|M24) r127.0<2>:ub r100.0<32;8,4>:ub {AccWrEn,Switch}
dph (8|M24) sr0.0<2>:f -(abs)r64.1<2;1,0>:f -(abs)r127.1<8;8,1>:f {Switch}
(W) line (8|M8) r7.0<4>:ud -null<0;1,0>:b r126.0<1;1,0>:b
(W) movi (8|M0) r0.1<1>:uw r[a0.2,2]<1,0>:uw
dp2 (32|M0) a0.0<4>:d r7.0<0;1,0>:d r127.0<16;8,1>:d {Atomic}
not (4|M4) r1.1<2>:df (abs)r127.0<0;1,0>:df {AccWrEn}
(f0.0.any32h) addc (8|M16) (ge)f0.0 f0.0<2>:q f0.0<0;1,0>:q r127.1<4;2,2>:q {AccWrEn}
fbl (16|M8) r7.4<4>:uw 0x61C253EC:vf
add (8|M8) r127.1<4>:ud (abs)r64.0<8;8,0>:ud r127.2<32;8,4>:ud {NoDDChk}
(W&~f0.0) shl (16|M8) (ge)f0.0 r31.0<2>:f r[a0.7,-512]<1,0>:f r31.3<0;1,0>:f {NoDDChk}
(f0.1.any4h) bfrev (32|M0) r1.0<1>:uq r126.3<16;16,1>:uq
(W) shr (16|M0) r127.3<1>:q -(abs)a0.0<0;1,0>:q -r100.0<16;16,1>:q
lzd (2|M16) tm0.0<4>:q 9223372036854775807:q {Breakpoint}
(f0.1.all2h) rndz (16|M0) null<2>:q 0x19D3D6F1:v
avg (16|M0) r31.0<2>:f -(abs)r100.0<0;1,0>:w (abs)r31.0<8;4,2>:w
line (1|M12) r126.0<1>:uw r7.0<1;1,0>:uw r31.3<2;2,1>:uw
dp4 (2|M16) (ov)f0.1 r100.2<1>:uw a0.0<0;1,0>:uw r126.3<8;8,0>:f
(f1.1.allv) xor (16|M24) (le)f1.1 r2.1<2>:w (abs)r[a0.7,511]<1,0>:w ~r100.2<8;8,1>:uq
rndd (16|M0) (lt)f1.0 r127.0<1>:uw -(abs)f0.0<0;1,0>:uw
(f0.0.allv) rndz (16|M0) r126.0<2>:ub -(abs)r2.2<16;16,1>:ub
(~f0.1.all32h) add (32|M0) (sat)r126.0<1>:ud -(abs)r7.3<0;1,0>:ud r0.2<0;1,0>:ud {NoDDClr}
mov (16|M0) (eq)f1.0 r[a0.0,-16]<2>:ud (abs)f1.1<0;1,0>:ud
(f1.0.all2h) math.rsqt (8|M8) r100.0<1>:hf (abs)r126.7<16;8,1>:hf
(~f1.0.any32h) add (4|M4) (ne)f1.0 r2.0<1>:df -r0.1<4;2,2>:df -r64.3<0;4,1>:w
(f0.0.any16h) mach (32|M0) r126.2<2>:hf (abs)r127.1<32;8,4>:w -r1.0<1;1,0>:w {Switch}
sad2 (4|M0) r100.1<1>:w r0.0<16;8,2>:w r100.0<16;16,1>:w
fbh (32|M0) r64.4<2>:ub tm0.0<0;1,0>:ub
(f0.0.any16h) cmpn (8|M16) (gt)f0.0 f1.0<1>:w -r[a0.0,511]<0;4,1>:uq -(abs)r1.0<4;2,2>:ub
add (2|M0) (le)f1.1 r7.4<2>:uw r2.0<8;4,2>:uw 0x0:uw
(f1.0.all8h) asr (32|M24) r127.3<1>:uq f0.0<0;1,0>:uq r100.0<0;4,1>:uq {Switch}
sada2 (1|M16) r64.4<1>:uw -(abs)r[a0.0,-32]<16;16,1>:ub -r127.15<16;8,1>:ub {Breakpoint}
sada2 (8|M0) r1.1<1>:ud (abs)sr0.0<0;1,0>:ud 0x1000:ud {Switch}
sad2 (16|M0) r126.0<2>:uq r31.3<4;1,0>:uq -(abs)r100.1<2;2,1>:uq
(W&~f0.1) or (32|M0) (ge)f0.1 r64.1<2>:f ~tdr0.0<0;1,0>:f r0.0<16;8,1>:f
(~f0.0.any8h) cmp (4|M28) r127.0<2>:ud f0.0<0;1,0>:ud 0x0:uw {Breakpoint,Switch}
(~f0.0.all8h) rndd (4|M28) r1.0<2>:uq 0x1:uq
(f1.1.allv) asr (32|M16) r126.0<1>:ub (abs)r1.0<16;8,1>:ub r126.15<16;8,1>:ub
sel (32|M0) r7.0<4>:uq -(abs)ce<0;1,0>:uq r31.2<2;2,1>:uq {Switch}
(W&~f1.1) and (8|M8) r[a0.1,64]<4>:uq r1.3<2;1,0>:uq -(abs)r126.0<4;2,2>:uq {Atomic,Breakpoint}
(~f0.1.all4h) mov (2|M4) r1.1<2>:ub -0.0:hf {Atomic}
(~f1.1.all8h) movi (8|M16) acc1.0<1>:f r[a0.2,16]<1,0>:f
rndd (2|M0) (gt)f1.1 r100.4<4>:ub f1.1<0;1,0>:ub {Atomic,Breakpoint}
(W) fbh (2|M0) r127.3<1>:q 0:q
rndd (2|M0) r100.0<1>:uq 0x1:uq
avg (8|M0) r127.2<1>:uw r64.0<4;4,1>:uw -(abs)r100.3<2;1,0>:uw
(~f0.0.any32h) rnde (1|M0) (eq)f0.0 r126.1<4>:b r127.0<8;8,0>:ub
(W) bfrev (8|M0) r1.2<1>:q -2049:q
xor (8|M24) (gt)f0.1 r31.1<2>:b -(abs)r64.0<8;8,0>:q r0.0<8;8,1>:q {Atomic}
(~f0.1.all4h) sad2 (8|M24) r127.4<4>:uw n0.0<0;1,0>:uw -r100.0<0;1,0>:d
shr (32|M8) (sat)r127.0<2>:ud (abs)cr0.0<0;1,0>:ud (abs)r31.3<4;4,1>:ud
(~f0.0.any16h) rndz (16|M0) (le)f0.0 r7.1<1>:ub r64.15<4;2,2>:ub {NoDDChk}
(f1.0.all4h) sad2 (8|M0) f1.0<4>:ud r[a0.7,2]<32;8,4>:ud r0.3<0;4,1>:ud
or (2|M0) (ge)f1.0 r100.0<1>:f ~r0.2<16;16,1>:uq r126.0<8;8,0>:uq
(~f0.1.any16h) rndu (1|M0) r31.4<1>:w 0xFAEED49A:uv {AccWrEn}
(~f0.1.all2h) rndz (4|M0) r0.4<2>:d msg0.0<0;1,0>:d
subb (16|M16) null<1>:uw r64.7<8;4,2>:uw r126.3<2;2,1>:df
(W) lzd (16|M0) (le)f1.1 r100.0<4>:w -r1.0<32;8,4>:w
sad2 (8|M0) (ne)f1.0 (sat)r1.2<2>:f sp.0<0;1,0>:ud -r[a0.1]<1,0>:ud
sel (2|M0) r2.0<2>:ub r7.2<4;4,1>:ub -(abs)r31.7<2;2,1>:ub {AccWrEn}
mac (16|M0) (lt)f1.1 r1.4<1>:d -(abs)r1.2<8;8,0>:d r127.0<8;4,2>:d
sel (16|M16) (sat)r127.0<4>:d r0.15<32;8,4>:ub -r[a0.1,511]<1,0>:ub {AccWrEn}
(W&f0.0) sel (32|M16) r64.0<1>:ud r31.0<16;8,1>:ud 0xFFFFFFFF:ud {AccWrEn,NoDDChk,Switch}
(W) math.invm (1|M12) (eo)f0.0 (sat)r1.mme5:hf (abs)r2.mme7:hf -(abs)r2.mme7:hf
rndd (32|M0) f1.0<2>:w (abs)r0.7<8;8,0>:w
dp2 (2|M8) (sat)r[a0.0]<4>:w r127.1<2;1,0>:w r2.3<8;8,1>:df
(f0.0.all32h) sad2 (4|M12) r100.0<1>:ub r[a0.2,16]<1,0>:w 0:w
(~f1.0.all2h) subb (16|M24) r2.0<1>:ub r127.2<0;1,0>:ub r127.3<4;2,2>:d {Breakpoint,NoDDChk,Switch}
(W) bfrev (8|M0) r[a0.1,-16]<1>:d r126.0<2;2,1>:d
(W) rndu (8|M0) (lt)f0.0 (sat)r127.1<1>:ub r127.2<16;8,1>:q
mach (8|M0) r[a0.1]<1>:q r[a0.2,2]<8;8,0>:q r[a0.7,-512]<8;8,1>:q
(~f0.1.any2h) dp4 (16|M0) r100.1<1>:b -r[a0.7,-512]<16;16,1>:hf 2.0:hf
(~f0.0.all32h) lzd (32|M0) (sat)acc1.0<2>:hf r64.15<8;8,1>:hf
(f1.1.all4h) math.exp (32|M0) r64.2<1>:hf -r126.7<1;1,0>:hf
(~f1.0) dp2 (1|M0) (le)f1.0 r0.4<4>:d r64.2<0;1,0>:d -r[a0.2,-512]<1,0>:d {Atomic}
(~f0.0) shl (1|M0) r100.1<1>:uw r7.0<8;8,1>:uw 0xFFFF:uw {Atomic,NoDDChk}
(f1.1.all8h) movi (1|M0) r100.2<1>:ud r[a0.1]<1,0>:ud
(W) mul (8|M0) sr0.0<1>:w (abs)r7.1<1;1,0>:uq -(abs)r1.3<8;8,0>:uq
mov (32|M0) r[a0.1,16]<1>:q -(abs)r7.0<8;8,1>:q
(f0.1.all4h) frc (1|M12) r[a0.3,64]<1>:ud -0.0:df
(f0.1.any8h) rndz (2|M0) r127.4<1>:ud r[a0.7,511]<4;4,1>:ud
(W&f0.0) xor (2|M0) (lt)f0.0 r100.1<2>:f r100.0<8;8,1>:f 65504.0:f
(W) shr (4|M0) r1.0<1>:b r127.1<8;8,0>:hf (abs)r31.1<16;16,1>:hf {Atomic}
cbit (4|M16) a0.0<1>:ud r[a0.1,16]<1,0>:b {Breakpoint,NoDDChk,NoDDClr}
(W&~f1.0) shr (16|M0) r31.0<1>:ud cr0.0<0;1,0>:ud -1:d
(f0.0.allv) rndd (8|M0) (ne)f0.0 r2.1<2>:df (abs)cr0.0<0;1,0>:b
rnde (8|M0) (sat)r100.0<2>:ub 0x82F2C7:v {Breakpoint}
(~f1.0.all16h) lzd (2|M16) r127.2<1>:ud r127.15<4;4,1>:w
(f0.0.any2h) add (8|M8) (sat)r1.2<4>:d tdr0.0<0;1,0>:d r127.1<16;8,2>:d {Atomic,NoDDChk}
(f0.0) avg (16|M0) (sat)r126.4<1>:ud -(abs)msg0.0<0;1,0>:ud -(abs)r7.2<0;4,1>:ud {NoDDClr}
(~f1.1.all32h) cmpn (8|M8) r1.0<1>:f r127.3<2;2,1>:f (abs)r127.7<8;4,2>:f
(f0.0.all16h) add (1|M0) r64.4<1>:b -msg0.0<0;1,0>:b -r31.2<0;1,0>:b {NoDDClr}
line (8|M0) r100.0<2>:uw r7.15<2;1,0>:uw r2.2<16;8,1>:uw
(~f0.0.anyv) rndz (8|M8) (sat)r100.2<1>:w -r[a0.1,-512]<1,0>:w {AccWrEn}
frc (4|M0) (ge)f1.0 r126.0<1>:uw r7.0<8;8,0>:df {NoDDChk}
(f0.0.allv) rndu (16|M0) (sat)r31.3<2>:q -r126.15<4;1,0>:w
(W) shl (4|M24) ip<1>:hf (abs)r1.15<4;1,0>:hf -r126.1<4;2,2>:hf {Switch}
(W&f0.1) dp4 (16|M16) r31.1<1>:f -(abs)dbg0.0<0;1,0>:f -r31.0<16;8,2>:f
mach (4|M0) (sat)r127.0<4>:d -r1.7<4;1,0>:d -104029096:d {NoDDClr}
(W) add (32|M0) (sat)r7.0<1>:ud r64.7<8;8,1>:f 2.0:f
(W&f1.1) asr (8|M0) r[a0.0,-16]<1>:ub (abs)sr0.1<0;1,0>:d r[a0.1,16]<8;8,1>:d
or (1|M0) acc1.0<1>:uq (abs)r[a0.1]<1,0>:uq r31.3<4;1,0>:uq {Breakpoint}
movi (1|M0) a0.0<1>:d r[a0.1,2]<1,0>:d
math.invm (8|M0) (eo)f0.0 r100.mme7:f -r1.mme7:f r2.mme3:f {Atomic}
rndd (16|M24) (un)f1.0 r126.1<1>:ud r0.0<4;2,2>:ud {AccWrEn}
dph (4|M0) ip<1>:uq r7.7<16;16,1>:uw 0x1000:uw {Switch}
mul (1|M0) (sat)cr0.0<1>:q dbg0.0<0;1,0>:q (abs)r7.0<16;16,1>:q
(~f0.1.all2h) rndu (8|M24) f0.0<1>:q (abs)r100.3<8;8,1>:q {NoDDClr}
mac (1|M20) r7.4<1>:ub -(abs)acc1.0<0;1,0>:ub r126.1<4;1,0>:ub {AccWrEn}
(~f0.0.all8h) sad2 (2|M0) r2.0<4>:w r7.0<4;1,0>:w r1.3<2;1,0>:w
mac (32|M0) r7.0<2>:f (abs)tm0.1<0;1,0>:f r2.7<8;4,2>:f {NoDDClr}
mach (1|M0) r100.4<1>:hf (abs)sr0.0<0;1,0>:hf -(abs)r7.0<1;1,0>:hf {AccWrEn,Breakpoint}
(~f1.0.any8h) and (16|M0) r126.1<4>:df r31.1<8;8,1>:uw 0xFFF:uw {Atomic}
fbh (32|M16) r7.2<4>:d r0.1<4;1,0>:d
(W) asr (32|M8) r127.0<1>:ud r7.7<16;8,1>:ud r7.1<32;8,4>:ud
mac (16|M0) (ne)f1.0 r1.4<4>:w r[a0.1,511]<1,0>:w 32767:w {Atomic,NoDDChk}
(W&~f0.1) bfi1 (16|M0) r2.1<2>:f r127.7<16;8,1>:f r100.0<16;8,2>:ub
rndz (16|M8) f0.0<1>:df -0.0:df
avg (16|M16) r31.3<2>:q -r2.1<2;1,0>:q r7.1<4;1,0>:df
xor (32|M0) (un)f0.0 r31.1<1>:f r0.2<2;1,0>:ud 0x1000:ud {Switch}
line (32|M24) r126.2<1>:uq (abs)sr0.1<0;1,0>:uq r0.3<4;1,0>:uq
sad2 (1|M0) (ov)f1.0 r0.0<1>:uq msg0.0<0;1,0>:uq -(abs)r7.3<16;8,1>:uq
(~f0.0.all2h) or (1|M0) r64.0<2>:b acc0.0<0;1,0>:b r64.7<16;16,1>:b
pln (8|M0) r1.1<1>:ud r7.3<16;16,1>:f 3.14159:f
(~f1.1.any16h) asr (16|M24) (sat)r64.0<2>:df r127.0<8;8,1>:f -r[a0.7]<0;4,1>:f
(f0.1.any8h) dp3 (2|M0) r31.0<1>:hf (abs)r100.7<0;1,0>:hf r64.2<0;4,1>:df
rndz (16|M8) r127.2<2>:ub -r127.0<0;4,1>:ub {Atomic}
dph (8|M0) (gt)f0.1 ip<2>:hf -r127.2<4;2,2>:hf (abs)r127.2<8;8,1>:hf {Switch}
(W&f1.0) cmpn (4|M16) r1.0<1>:df r0.0<2;1,0>:df r1.0<4;4,1>:uw {Atomic,NoDDClr}
mach (16|M24) r7.1<4>:hf tdr0.0<0;1,0>:hf r7.3<16;8,1>:hf
mul (1|M0) r7.2<1>:uq (abs)r31.3<32;8,4>:uq -(abs)r7.0<8;4,2>:uq
shr (4|M16) r100.0<1>:ub -(abs)r100.0<2;2,1>:ub r100.0<8;8,1>:ub {Switch}
dp2 (16|M8) r7.3<1>:df (abs)r64.2<1;1,0>:df r64.3<32;8,4>:df
(f1.1.any16h) add (4|M8) r[a0.1,64]<4>:ub -(abs)fc0.0<0;1,0>:b r31.0<8;8,0>:ud
(~f0.1.all16h) movi (2|M8) r2.1<1>:d r[a0.1,2]<1,0>:d {Atomic}
(f0.0.all4h) cmp (8|M0) r7.0<4>:ud -r127.0<16;8,2>:ud 0xFFFFFFFF:ud
sada2 (8|M24) f1.0<4>:w -(abs)ce<0;1,0>:w -2048:w
(f1.0.all8h) sada2 (16|M0) r7.0<2>:b -(abs)r2.0<16;16,1>:b -r[a0.0,-32]<1,0>:b {Atomic,Breakpoint}
(f1.1.any4h) cmpn (2|M28) null<2>:uw sp.0<0;1,0>:df (abs)r1.0<16;8,1>:df
(f0.0.all2h) shr (32|M0) (lt)f0.0 r7.1<1>:ud r100.7<4;2,2>:ud -(abs)r0.0<2;2,1>:ud
(f0.1.all8h) add (8|M8) (sat)acc0.0<2>:w -dbg0.0<0;1,0>:ud 0x1000:ud {AccWrEn}
dph (8|M0) (ne)f1.0 r[a0.1,-16]<1>:ub (abs)r7.3<4;4,1>:ub r100.7<8;8,0>:ub {AccWrEn}
not (32|M0) (gt)f0.0 r2.4<2>:w r1.3<4;4,1>:w
(f1.1.allv) math.sin (32|M24) r127.4<1>:hf r1.2<4;2,2>:hf
(f1.1.anyv) fbl (16|M24) r1.3<4>:df r7.1<2;1,0>:df
(f1.0.any16h) avg (32|M0) r1.0<1>:hf r2.0<8;4,2>:hf -1.5:hf {NoDDClr,Switch}
(W) rndd (32|M0) r0.1<1>:q 0xD9B8B3B1:uv {NoDDChk}
frc (16|M0) r1.2<1>:ud -(abs)r[a0.1,-512]<1,0>:ud
xor (16|M0) r100.0<2>:w r[a0.2]<1,0>:df -(abs)r[a0.2,-32]<2;1,0>:df
sada2 (2|M0) (sat)f1.0<1>:uq ce<0;1,0>:ub -r127.0<16;8,1>:b
(W) rndd (32|M0) (eq)f0.0 r64.2<1>:q a0.0<0;1,0>:hf
rndu (8|M0) (gt)f1.0 r2.0<1>:ub -r[a0.0,16]<8;8,0>:ub
mach (8|M0) a0.0<1>:w (abs)r100.15<4;1,0>:uw r1.2<2;1,0>:uw {Breakpoint}
rndd (16|M0) r1.0<1>:ub -2049:d
sel (2|M24) r[a0.3,16]<4>:b -(abs)r31.3<2;2,1>:b -(abs)r100.2<8;8,0>:b
(W&f1.0) frc (8|M0) r[a0.0,-16]<1>:ud -(abs)r31.2<8;4,2>:q
(~f0.1.all4h) not (4|M16) r0.0<1>:d r100.0<8;8,0>:d {Switch}
(W) movi (8|M0) a0.0<2>:d r[a0.1]<1,0>:d {Breakpoint}
(~f0.0.all32h) and (16|M0) (le)f0.0 f0.0<4>:q r[a0.1,2]<1,0>:q r7.3<8;4,2>:q
mac (8|M0) a0.0<1>:hf (abs)r31.0<8;8,0>:hf 65504.0:hf
(~f1.1.any2h) fbh (2|M0) r7.1<1>:ub r2.0<32;8,4>:ub
(~f0.1.any2h) sel (8|M0) (le)f0.1 acc1.0<1>:ud (abs)r126.0<16;8,2>:ud r31.3<0;4,1>:uw {NoDDChk}
pln (1|M0) r[a0.3,64]<1>:w r0.0<1;1,0>:w r100.0<16;16,1>:uw {AccWrEn}
(~f1.1) rndu (1|M20) (ov)f1.1 r126.2<1>:df r64.3<2;2,1>:df
shr (8|M0) r[a0.3,-16]<1>:hf -acc0.0<0;1,0>:d -r127.1<8;8,0>:d {Switch}
mov (8|M0) r0.0<2>:w -(abs)fc0.0<0;1,0>:w
(f0.0.any16h) and (16|M16) r[a0.1,64]<4>:df acc0.0<0;1,0>:df -(abs)r31.2<16;16,1>:df {AccWrEn,Breakpoint}
(W) xor (4|M0) r31.2<1>:b -(abs)r31.0<4;2,2>:b r0.15<32;8,4>:b
(f0.1.any32h) fbl (32|M0) f1.0<1>:df 0x9AE6A44C:ud
rndu (4|M0) r126.0<1>:d r[a0.1,16]<1;1,0>:d
fbl (16|M24) r1.0<4>:hf r126.1<2;2,1>:hf
cmp (16|M0) r0.0<1>:uq -r127.3<8;8,0>:uq r100.3<16;8,2>:uq
mul (1|M20) (ov)f0.0 r31.1<1>:ud (abs)null<0;1,0>:hf r[a0.7,511]<8;8,1>:hf {Switch}
(f1.1.allv) xor (8|M16) (ne)f1.1 r1.1<2>:w r126.7<0;4,1>:w (abs)r31.2<4;1,0>:w
not (8|M0) (un)f0.0 r[a0.0,64]<1>:uw ~r1.15<4;2,2>:w {Switch}
(W) shl (8|M0) (sat)r31.0<1>:ub -(abs)r31.7<16;16,1>:ub (abs)r1.2<0;1,0>:ub {NoDDClr}
rndz (16|M0) r7.0<1>:q r0.3<16;8,1>:q {AccWrEn}
shr (8|M0) (gt)f0.0 r127.0<1>:f -(abs)r0.0<16;8,2>:uq -r126.3<4;1,0>:uq {Atomic}
(f1.1.all2h) rndz (16|M0) r31.2<4>:w -(abs)r0.1<8;4,2>:w
(~f0.1.any16h) xor (8|M0) r1.2<4>:q (abs)dbg0.0<0;1,0>:w ~r64.3<4;1,0>:df
rndu (8|M0) r[a0.1,16]<1>:q 2047:q
(~f0.1.any16h) sada2 (32|M16) (le)f0.1 r0.0<1>:df r[a0.1,16]<1,0>:df (abs)r1.7<4;2,2>:ud
subb (32|M24) (lt)f0.1 r7.2<1>:ub r100.0<8;4,2>:hf r64.0<1;1,0>:hf {Breakpoint}
shl (16|M0) r7.4<4>:d r[a0.0,2]<2;2,1>:hf r2.3<8;8,0>:hf
(~f0.1.all4h) mov (1|M4) r127.0<4>:uq (abs)r2.1<2;1,0>:uq
shl (1|M0) (eq)f0.0 r7.0<1>:ud -(abs)r1.0<4;2,2>:ud -(abs)r7.2<2;2,1>:uw {NoDDClr}
shr (1|M8) r7.0<1>:hf f0.0<0;1,0>:hf r100.15<4;2,2>:hf {NoDDClr}
rndd (16|M0) (eq)f0.1 r126.1<4>:ud r2.7<4;2,2>:ud {Switch}
(W) shr (2|M20) r[a0.3,-16]<1>:w r7.0<8;8,0>:w r31.15<16;8,1>:w
(W&f0.0) not (16|M8) (eq)f0.0 r7.0<1>:uq (abs)r126.3<2;1,0>:uq {AccWrEn}
shr (32|M0) r126.1<4>:w r7.1<2;1,0>:w -r2.0<0;1,0>:w
(f1.0.all32h) rnde (1|M0) r1.1<1>:ub -r2.15<1;1,0>:uw {Breakpoint}
avg (8|M0) r1.4<1>:ub (abs)r1.7<16;8,1>:ud 0x0:ud {Switch}
(~f0.1.any4h) sada2 (4|M8) sr0.0<1>:hf -(abs)r2.15<4;1,0>:hf r0.7<16;8,1>:hf {NoDDClr}
math.invm (32|M8) (eo)f1.1 r1.mme5:df r27.mme7:df r1.nomme:df {AccWrEn,Atomic}
(W) and (2|M28) r31.0<4>:f -(abs)r7.7<16;8,2>:f r0.0<2;2,1>:f {NoDDClr}
(~f0.1.all16h) shl (32|M0) (un)f0.1 acc1.0<4>:df r[a0.1,511]<1,0>:uw r[a0.7]<2;1,0>:uw
(f0.1.anyv) sad2 (16|M0) (sat)r1.0<4>:f -(abs)tm0.1<0;1,0>:f r2.3<2;1,0>:df {NoDDClr}
dp3 (8|M0) (sat)tm0.0<1>:uw tdr0.0<0;1,0>:uw r126.7<0;1,0>:uw {Switch}
(f0.1.anyv) avg (4|M0) r7.0<4>:ud -(abs)r31.0<1;1,0>:f r100.0<1;1,0>:f
(~f1.0.allv) bfrev (1|M0) ip<2>:uq r31.0<16;8,2>:uq
line (16|M0) r2.0<1>:ud -r100.7<4;1,0>:ud 0xFF6AEF27:ud
(W&~f0.1) math.irem (32|M24) r126.0<1>:d r64.0<8;8,0>:d -(abs)r[a0.7]<4;1,0>:d
(f0.1.any16h) mach (4|M0) (sat)r7.3<2>:df r100.0<16;16,1>:ud -r7.2<4;1,0>:df
and (1|M20) r127.4<1>:hf -(abs)r100.0<8;8,0>:hf -(abs)r7.0<2;1,0>:hf
subb (16|M24) (le)f0.1 r31.2<1>:hf r0.15<16;8,2>:hf r31.0<16;16,1>:hf {NoDDClr}
rndz (16|M0) r0.1<1>:q -(abs)r1.0<4;2,2>:q
(f0.1.all32h) and (8|M0) r1.1<4>:w (abs)r127.2<4;1,0>:w r2.3<8;8,0>:w
(f0.1) line (4|M20) r0.4<2>:f r100.3<8;4,2>:uq -(abs)r2.3<32;8,4>:w
sel (1|M0) r1.4<2>:uw -(abs)r0.1<2;1,0>:d 4096:d
(~f0.1.any32h) bfrev (8|M0) cr0.0<1>:w 32767:w
(W) frc (8|M24) (ov)f1.1 r64.0<1>:f tm0.1<0;1,0>:ub
mach (8|M0) r126.1<1>:df msg0.0<0;1,0>:df r[a0.1,-512]<1,0>:uw
lzd (16|M0) r2.0<4>:q r7.1<2;1,0>:q {AccWrEn}
(f1.1.any2h) rndd (16|M0) r126.0<1>:b (abs)r1.0<0;4,1>:b
mach (2|M24) r[a0.1]<2>:uq tdr0.0<0;1,0>:uq r[a0.7]<8;8,1>:uq {NoDDClr}
shl (4|M8) r31.2<1>:w r[a0.0,-512]<8;4,2>:hf 0.5:hf
rndu (8|M0) r0.2<4>:b -r127.0<8;8,1>:b {Breakpoint}
dp3 (8|M0) r31.1<1>:b f1.1<0;1,0>:b r126.3<4;1,0>:df
mov (8|M0) a0.0<2>:d -r100.2<16;8,2>:d
mov (32|M16) (ov)f1.1 tm0.0<1>:ud r2.0<2;2,1>:ud {Atomic}
movi (8|M0) r31.2<1>:w r[a0.2]<1,0>:w
(W&~f1.1) rndz (8|M0) ip<4>:ub r7.15<0;4,1>:ub {AccWrEn}
(W) sad2 (1|M0) (lt)f1.0 (sat)r64.1<1>:q -(abs)r100.0<8;8,1>:q (abs)r64.3<0;4,1>:q {AccWrEn}
fbh (1|M16) r1.4<1>:uw 0x88B08643:vf
math.cos (8|M0) r126.0<1>:hf r127.0<2;2,1>:hf
not (1|M0) r127.3<4>:q r127.0<2;1,0>:q
(W&~f1.0) dp3 (32|M0) (gt)f1.0 r0.2<4>:q (abs)r7.0<2;1,0>:q (abs)r126.3<16;8,1>:q {Atomic}
(f0.0.any4h) mac (2|M0) r100.3<1>:df -r0.0<4;4,1>:df -r2.1<4;1,0>:df {AccWrEn}
sada2 (1|M0) r127.0<2>:df fc0.0<0;1,0>:df r1.0<16;8,2>:uw {Atomic}
fbl (2|M0) r31.0<4>:w r64.0<2;2,1>:w {AccWrEn}
(~f1.0.all16h) movi (1|M0) r126.1<2>:uw r[a0.0,16]<1,0>:uw
dph (2|M24) (ge)f0.0 r2.2<2>:ub -(abs)r7.2<32;8,4>:ub r1.3<8;8,1>:ub
(W&f1.0) frc (1|M0) r126.0<4>:w -2049:w {NoDDChk}
sad2 (8|M0) r7.1<1>:ud r100.0<8;8,1>:ud r[a0.0,2]<4;2,2>:ud {Switch}
(W&~f1.0) dp3 (8|M0) r127.0<4>:q -r64.0<32;8,4>:q -r64.0<8;8,1>:q {Switch}
bfrev (8|M0) r64.4<1>:ub cr0.0<0;1,0>:ub
(W&f1.0) smov (1|M0) r2.0<4>:df ce<0;1,0>:ud r100.0<4;2,2>:ud
rndz (2|M28) (lt)f0.0 r1.0<2>:uw 0xFFF:uw
cmp (4|M0) (lt)f0.1 r126.3<1>:q r7.3<4;1,0>:q r31.3<0;1,0>:q
(~f0.0.any8h) avg (16|M0) r7.4<4>:d fc0.0<0;1,0>:hf -1.5:hf
not (4|M0) r1.1<2>:uw r[a0.0]<1,0>:uw {Atomic}
line (8|M0) (sat)r2.1<4>:hf r0.2<8;4,2>:b (abs)r2.0<16;16,1>:hf
rnde (16|M0) (sat)r31.1<1>:d r0.1<2;1,0>:d
(f0.1.all8h) frc (1|M16) r1.0<4>:df r127.0<2;1,0>:df {Atomic}
lzd (8|M24) r31.2<2>:ud r[a0.0]<32;8,4>:ud {AccWrEn,Switch}
sel (16|M0) null<1>:d fc0.0<0;1,0>:d r0.7<2;1,0>:d
rndz (4|M8) r64.0<4>:uw -r2.0<0;1,0>:uw
(W&f0.0) asr (32|M8) (gt)f0.0 r1.4<1>:b -r64.0<16;8,2>:ub 0x2E66:hf {NoDDClr}
rnde (8|M24) r[a0.0,-16]<2>:ub -f1.1<0;1,0>:ub
rndd (16|M0) r1.0<2>:hf -r64.1<0;4,1>:hf {NoDDChk}
mach (32|M0) r127.2<2>:w r1.1<16;16,1>:w r31.7<8;8,0>:w
movi (1|M28) f1.0<1>:f r[a0.1,2]<1,0>:f
(f1.0.all4h) dp4 (16|M0) (gt)f1.0 r7.0<4>:w dbg0.0<0;1,0>:w 32767:w
rndd (16|M0) (un)f0.1 sr0.0<4>:b 0x1:uq
shl (16|M0) r[a0.1,-16]<4>:uw r2.2<4;2,2>:b r2.2<2;2,1>:b {NoDDChk}
asr (32|M0) a0.0<1>:hf (abs)r64.0<8;4,2>:hf 3.140625e+00:hf
cmpn (16|M0) r[a0.1,-16]<1>:ub r126.0<0;4,1>:ub r126.0<8;8,0>:ub
dp3 (16|M0) r7.2<1>:b -(abs)r31.0<2;1,0>:b -r0.15<4;2,2>:b
rndz (16|M0) r100.0<4>:df 0:q
frc (8|M0) r64.0<1>:b r31.2<4;2,2>:b
(W) add (2|M24) r31.0<4>:df ip<0;1,0>:df r126.1<1;1,0>:ub
(~f0.1.allv) cbit (4|M28) r2.0<2>:q r127.1<0;1,0>:q
lzd (16|M24) (ne)f0.0 r[a0.0,-16]<1>:hf -ip<0;1,0>:hf {Switch}
sel (8|M0) (un)f1.0 r7.0<2>:q -(abs)r127.3<8;4,2>:q (abs)r7.0<2;1,0>:q
avg (16|M0) (un)f0.0 r[a0.1,16]<1>:ud r100.1<2;2,1>:ud 0x1:ud {AccWrEn}
cmpn (1|M24) (un)f0.1 null<1>:ud r31.7<4;2,2>:ud r[a0.1,2]<1,0>:f
(f1.1.all32h) xor (8|M0) (le)f1.1 r2.4<4>:uw ce<0;1,0>:uw -(abs)r127.15<1;1,0>:uw {Switch}
(W) rndu (8|M0) r64.0<4>:ub r0.0<8;8,0>:ub
(W) dp3 (4|M0) acc0.0<1>:ud msg0.0<0;1,0>:ud -r126.7<4;2,2>:ud {Breakpoint}
avg (1|M0) r31.2<4>:uw r100.2<8;8,1>:hf inf:hf
(W) movi (16|M24) r1.1<4>:f r[a0.2,2]<1,0>:f
(f0.0.all4h) asr (32|M0) (gt)f0.0 r126.4<1>:f r126.3<4;1,0>:f -r127.0<8;8,1>:f
shl (2|M12) r64.2<1>:w (abs)r100.3<16;16,1>:w -2049:w {AccWrEn}
movi (8|M16) r0.2<1>:ud r[a0.0,16]<1,0>:ud
(W&f1.1) asr (1|M0) r64.2<2>:ub ip<0;1,0>:ud -r0.0<4;2,2>:ud
pln (2|M0) r127.2<4>:ud r[a0.1,16]<0;4,1>:ud 0:d {Breakpoint}
bfi1 (1|M0) null<1>:ub ip<0;1,0>:df r31.1<8;4,2>:df
rndd (4|M0) r127.1<2>:q -r31.0<8;8,0>:q {Atomic,NoDDChk}
(~f1.1.any32h) fbl (16|M16) r[a0.0,64]<4>:d -2147483648:d
(f0.1.all4h) add (1|M0) (un)f0.1 r31.2<1>:f -r7.7<8;8,0>:f (abs)r[a0.0]<0;1,0>:ub
math.invm (8|M0) (eo)f1.1 r100.mme1:df r1.nomme:df -(abs)r64.mme7:df {Switch}
(W) not (2|M0) r127.2<2>:uq 0xFFFFFFFFFFFFFFFF:uq {NoDDClr}
cmp (1|M0) r7.0<2>:f r100.0<4;1,0>:f r126.0<8;8,0>:f
sad2 (16|M0) r7.0<1>:f a0.0<0;1,0>:d -r[a0.7]<1,0>:d
(~f0.0.all16h) lzd (16|M0) f1.0<4>:ud -fc0.0<0;1,0>:b {Breakpoint,NoDDClr}
(~f1.0.allv) rndu (8|M0) (eq)f1.0 (sat)r126.4<2>:ud -(abs)r126.3<0;4,1>:uq
rndd (16|M0) r7.1<4>:w r[a0.7,-512]<0;1,0>:w
cbit (16|M0) acc1.0<2>:ud r[a0.1,-512]<16;8,1>:ud
mov (16|M0) (lt)f1.0 r100.2<1>:f (abs)r2.7<2;1,0>:f
(W&~f1.1) rndu (2|M0) r2.3<2>:q -(abs)r64.0<4;4,1>:q {NoDDChk}
(~f1.0.all4h) mov (2|M12) acc1.0<4>:w -2048:w
or (8|M0) r0.2<2>:ub f0.0<0;1,0>:ub r100.3<16;16,1>:ub
(W) shr (16|M24) (sat)r1.2<4>:w r126.0<2;1,0>:w -(abs)r126.2<32;8,4>:w {AccWrEn}
mul (8|M0) r31.2<2>:df -(abs)r127.3<8;8,0>:df r127.1<2;1,0>:df {Atomic}
(~f1.1.all16h) subb (32|M0) r2.0<1>:q r127.0<8;8,1>:d r126.3<32;8,4>:w
dp4 (32|M0) r31.4<4>:ud sr0.0<0;1,0>:ud r[a0.1,-512]<8;8,0>:ud
(W) rndz (4|M0) (gt)f1.1 r31.2<2>:ub (abs)r[a0.1,511]<4;4,1>:uw
rnde (8|M24) r7.0<2>:w 0xEC3B23DF:vf {Switch}
(W) sad2 (1|M8) r127.1<2>:uq -(abs)tdr0.0<0;1,0>:uq -(abs)r126.2<4;2,2>:uq
(f1.0.anyv) or (32|M0) (lt)f1.0 r[a0.0,16]<1>:w (abs)r2.1<8;8,0>:w (abs)r2.0<0;4,1>:w
cmp (1|M24) acc0.0<1>:uw r126.1<8;4,2>:uw -(abs)r64.7<0;1,0>:ud {AccWrEn}
movi (8|M0) r1.1<1>:d r[a0.2,2]<1,0>:d {NoDDClr}
(~f0.0.any2h) add (8|M0) r64.0<1>:hf ip<0;1,0>:hf r[a0.2,511]<4;1,0>:hf
(f1.1.any16h) fbl (4|M24) f1.0<1>:ud 0xFFFFFFFF:ud
line (4|M24) (ge)f1.0 r0.1<1>:uw -r64.15<2;2,1>:b r1.0<4;2,2>:b
(~f1.0.all2h) movi (16|M0) tm0.0<2>:d r[a0.1,16]<1,0>:d
fbh (8|M0) r100.2<1>:w acc1.0<0;1,0>:ub
(W) fbh (8|M0) r31.1<4>:d r1.0<4;1,0>:d {AccWrEn,Breakpoint}
movi (32|M0) r100.0<4>:ud r[a0.1]<1,0>:ud {AccWrEn}
lzd (16|M0) r126.2<2>:uw -r126.0<0;1,0>:b
(~f1.1.any8h) mach (16|M0) r7.2<2>:d r1.1<4;4,1>:ud r[a0.7,-32]<16;8,1>:ud
asr (4|M0) f1.0<4>:ud -r[a0.1,511]<1,0>:q -r127.3<32;8,4>:q
mach (1|M28) r127.1<1>:uw cr0.0<0;1,0>:df (abs)r[a0.2,-512]<1,0>:df
dph (16|M0) r127.3<1>:q -(abs)n0.0<0;1,0>:q -(abs)r7.3<2;2,1>:q
not (4|M20) r0.3<1>:uq ip<0;1,0>:uq
avg (16|M0) r1.1<2>:ud r64.2<8;4,2>:uq -(abs)r126.0<0;1,0>:uq {NoDDChk}
(f1.1.all4h) math.log (16|M16) r64.2<1>:f r64.3<1;1,0>:f
fbl (16|M0) acc1.0<1>:b r0.3<8;4,2>:b
(~f1.1.all8h) shl (8|M0) r2.0<2>:b fc0.0<0;1,0>:b -(abs)r7.0<4;4,1>:b
avg (4|M0) r0.2<1>:uw r7.2<32;8,4>:ub r127.1<8;8,0>:ub
(W) xor (32|M16) r0.1<4>:f (abs)f1.1<0;1,0>:f ~r[a0.2,-512]<1,0>:f
mul (8|M0) (ne)f0.0 r1.0<4>:df -(abs)r100.2<16;8,2>:df (abs)r1.0<8;4,2>:df {NoDDClr}
(W) frc (4|M0) r1.0<1>:ud -r126.0<4;1,0>:ud {Atomic}
(~f1.1) rndz (16|M24) (ge)f1.1 cr0.0<1>:uw r[a0.7,-32]<1,0>:uw
fbl (8|M0) r7.2<1>:w 0xECAC576:vf {Atomic}
bfrev (16|M0) cr0.0<1>:w r1.3<8;4,2>:w {NoDDChk}
rndd (1|M0) r2.4<4>:hf 0.5:hf
(W) bfrev (1|M0) null<2>:ub r31.0<32;8,4>:ub {Switch}
rndd (2|M0) (lt)f1.1 (sat)r[a0.0,16]<2>:uw 0x950A4BCD:vf
and (1|M28) (ne)f0.1 ip<4>:hf r64.0<16;8,2>:hf r127.0<8;8,1>:hf
movi (2|M4) acc1.0<2>:w r[a0.1,2]<1,0>:w
math.rsqtm (16|M0) (eo)f0.0 r100.mme5:hf r1.nomme:hf {Atomic}
sad2 (2|M0) (sat)r100.0<2>:hf f1.1<0;1,0>:df r100.0<4;2,2>:df
(~f1.1.all8h) rndd (8|M0) (sat)r126.2<4>:hf -r126.0<32;8,4>:hf
mul (8|M0) (sat)r126.0<1>:uw (abs)r2.3<2;2,1>:ub r126.0<0;4,1>:ub {Atomic}
sel (16|M0) tm0.0<1>:w r0.7<2;2,1>:w r2.0<8;8,1>:w {Switch}
(W) dp4 (16|M16) f0.0<2>:hf a0.0<0;1,0>:hf 100.25:hf
lzd (16|M0) (un)f1.1 r1.0<2>:b (abs)r2.2<2;1,0>:b
(W&f0.0) add (8|M8) r127.0<2>:hf -r127.3<8;4,2>:q (abs)r7.2<8;8,0>:q {Breakpoint}
dph (8|M0) r0.2<1>:hf r64.7<16;8,2>:w 0:w {NoDDChk}
(W) smov (16|M0) r7.1<1>:df r100.0<8;4,2>:df r64.3<0;1,0>:df {NoDDChk}
(W) or (16|M24) (lt)f1.0 cr0.0<4>:hf ~tm0.0<0;1,0>:q r7.0<32;8,4>:q {Atomic}
(f0.0.any32h) rndz (4|M0) (ov)f0.0 tm0.0<2>:ud 0xFFFF:uw {NoDDClr}
(f1.1.all8h) smov (32|M0) r0.0<2>:q acc1.0<0;1,0>:f r100.0<8;8,0>:f
(W&~f0.1) cmpn (32|M24) (un)f0.1 r0.2<2>:b (abs)r2.2<4;4,1>:b -r[a0.2,2]<4;4,1>:b
rndz (2|M4) r2.4<1>:ub r127.2<8;4,2>:ub {NoDDChk}
line (8|M24) (sat)r100.0<4>:uw dbg0.0<0;1,0>:uw r[a0.2,2]<1;1,0>:uw {AccWrEn,Switch}
math.rsqt (32|M16) (sat)r100.1<1>:hf -r126.15<16;16,1>:hf
(W) bfrev (8|M16) r127.0<4>:uw 0xFFF:uw
(f1.1.any2h) mach (2|M28) r100.2<1>:d r127.7<16;16,1>:d 4095:d {Atomic,NoDDClr}
dph (1|M16) (un)f0.1 r2.4<4>:ud -r7.7<1;1,0>:ud 0xB74385B6:ud {Breakpoint}
and (4|M0) r126.1<1>:hf r127.0<32;8,4>:hf r100.0<2;2,1>:hf
(~f1.0.all16h) cbit (2|M0) r7.0<1>:b n0.0<0;1,0>:b
xor (4|M0) (ge)f1.0 r64.0<1>:uq -(abs)r1.2<0;4,1>:uq r2.15<8;8,1>:ub
rndz (16|M24) r[a0.0,-16]<1>:hf f0.0<0;1,0>:hf
(f1.0) dp2 (4|M24) (ne)f1.0 r0.0<2>:hf -(abs)sr0.1<0;1,0>:hf 0.5:hf
(~f0.1) rndd (4|M0) (lt)f0.1 r31.4<1>:d -r64.0<0;4,1>:d {NoDDClr}
(W) line (16|M0) (le)f1.1 r126.4<4>:uw -(abs)acc0.0<0;1,0>:uw 0xFFFF:uw
mov (32|M16) r1.1<1>:ud r2.0<8;8,0>:ud
sel (16|M0) r7.4<1>:w dbg0.0<0;1,0>:ub r7.7<8;4,2>:ub {Atomic}
fbl (8|M0) r0.2<1>:hf inf:hf
(W) sad2 (8|M0) (sat)r64.4<1>:f -msg0.0<0;1,0>:uw r0.15<16;8,2>:uw {Breakpoint,NoDDChk}
math.rsqtm (32|M16) (eo)f0.0 r1.mme7:df -(abs)r1.nomme:df {Breakpoint}
lzd (2|M0) f0.0<4>:hf 0xCBACAAD3:uv
line (8|M16) f1.0<4>:df (abs)r[a0.1,511]<1,0>:df (abs)r127.0<32;8,4>:ud {NoDDClr,Switch}
(~f1.0.all8h) mov (2|M24) (un)f1.0 sr0.0<1>:ub ce<0;1,0>:ub {NoDDChk}
rnde (1|M0) (le)f1.0 f1.0<4>:uw tm0.0<0;1,0>:ub {Breakpoint}
rndd (8|M16) (lt)f0.0 r64.2<2>:uw 0xF0B8866D:uv {Breakpoint}
and (4|M24) tm0.0<1>:uq (abs)r100.1<16;8,2>:uq r100.3<16;16,1>:uq
math.log (4|M0) r31.2<1>:hf (abs)r2.7<16;8,1>:hf {Breakpoint}
mov (16|M0) r126.1<1>:q r1.0<2;1,0>:q {Atomic,Breakpoint}
mul (16|M0) f1.0<4>:hf r0.0<8;4,2>:hf 100.25:hf {NoDDClr}
math.rsqtm (2|M0) (eo)f1.1 r1.mme0:f r1.nomme:f
fbl (16|M0) r126.0<4>:d r1.7<4;4,1>:d {Atomic}
(f0.0) cmpn (16|M0) r127.0<2>:ud -tm0.0<0;1,0>:ud r31.0<2;2,1>:ud
(W&~f0.0) cmp (2|M12) r1.3<1>:df -r[a0.7,511]<1,0>:df -r0.2<8;8,0>:df {Switch}
bfrev (16|M24) r2.0<4>:f r31.7<16;16,1>:f {NoDDChk}
or (16|M8) r2.2<1>:q acc1.0<0;1,0>:q r64.3<16;8,2>:q {Atomic,NoDDChk}
cmp (16|M8) r31.0<1>:hf r2.0<1;1,0>:ub r0.7<2;2,1>:ub
not (8|M0) r1.0<2>:hf 0x1000:uq
(f1.0.anyv) sada2 (16|M24) (lt)f1.0 (sat)r64.4<2>:ud -(abs)r100.7<32;8,4>:ud -(abs)r126.3<4;1,0>:ud
(W) add (1|M24) (ge)f0.0 r[a0.1,64]<1>:f r0.0<32;8,4>:b r127.2<8;4,2>:b {AccWrEn}
rndu (2|M20) r[a0.3,-16]<4>:f (abs)r100.3<32;8,4>:f
dp3 (1|M16) ip<1>:b cr0.0<0;1,0>:b r127.0<8;8,1>:b
math.invm (8|M0) (eo)f0.0 r1.mme7:df r2.mme0:df r1.mme0:df
(W) cmp (16|M16) r2.1<2>:uw r2.1<16;16,1>:uw 0xFFFF:uw {Switch}
bfi1 (16|M0) r[a0.1,64]<4>:ud fc0.0<0;1,0>:ud r126.0<8;8,1>:uq
(~f1.0.any2h) mov (2|M0) r7.3<4>:q r7.0<0;4,1>:q
rndz (1|M8) r64.1<2>:q r7.3<2;1,0>:q
(W) not (1|M0) r1.0<1>:w 0x856D943C:vf
(W) mac (16|M0) r0.2<1>:d -(abs)r7.2<8;8,0>:d 0:d {NoDDChk,NoDDClr}
(~f1.1.allv) fbh (1|M20) r127.0<1>:ud f1.1<0;1,0>:ud
rndz (2|M0) (eq)f0.1 r0.1<2>:f 0xFD5B8960:uv
(~f0.0) mul (4|M20) (un)f0.0 sr0.0<1>:w r1.15<16;8,2>:w r31.7<16;8,1>:ub
bfrev (16|M0) r64.1<1>:f -2049:w
mach (8|M0) r7.0<2>:q r1.3<8;8,1>:q -(abs)r[a0.7]<2;1,0>:q {AccWrEn,Breakpoint}
(W) shr (4|M8) r0.0<2>:w r100.1<2;1,0>:w r126.7<2;1,0>:f
sada2 (16|M0) (ov)f0.1 f1.0<1>:q (abs)r64.3<8;4,2>:q r100.7<2;2,1>:w {Atomic}
rnde (8|M0) r1.4<1>:ub r100.15<32;8,4>:ub
rnde (16|M0) (eq)f1.0 f1.0<4>:ub (abs)r100.1<0;4,1>:ub {NoDDClr}
(W) sel (16|M0) (sat)r1.0<1>:ub -(abs)msg0.0<0;1,0>:ub r126.1<1;1,0>:ub
xor (8|M24) (gt)f1.0 r64.1<4>:q r0.7<0;1,0>:w -(abs)r100.1<8;8,0>:hf
rndz (8|M0) r126.0<1>:ud r127.1<16;8,1>:d {Switch}
dph (2|M8) r2.1<2>:f r2.7<2;1,0>:f inf:f
(f0.1.any16h) lzd (16|M0) r[a0.3,-16]<1>:df (abs)r64.3<16;8,2>:df
frc (8|M8) r1.4<1>:w n0.0<0;1,0>:w {Atomic}
pln (8|M0) r0.1<1>:uw sr0.0<0;1,0>:uw r7.15<16;8,1>:uw
(W) or (8|M0) f0.0<2>:ud -(abs)r1.7<8;4,2>:ud r[a0.1,16]<16;8,1>:ud {Breakpoint}
(f1.0.all2h) movi (2|M0) r127.4<4>:ud r[a0.0,16]<1,0>:ud
bfi1 (16|M24) r100.0<1>:uq r31.3<32;8,4>:uq r126.3<32;8,4>:uq
rndu (4|M0) (sat)r31.1<1>:d (abs)r127.0<4;4,1>:d {Switch}
(W) sad2 (4|M16) (eq)f1.1 r126.0<2>:q -(abs)r2.3<4;2,2>:q -(abs)r7.0<16;8,2>:q
line (16|M0) (sat)r0.2<1>:df -(abs)r[a0.0,-32]<1,0>:df (abs)r100.7<2;1,0>:w
shr (1|M0) (le)f1.0 r[a0.1,-16]<1>:b r0.2<0;4,1>:b r[a0.1,2]<1,0>:b {NoDDClr}
(f1.0.any4h) mov (1|M24) (sat)r2.1<1>:ub r[a0.2,-32]<32;8,4>:ub
movi (16|M0) r[a0.0]<1>:uw r[a0.2,2]<1,0>:uw {NoDDClr,Switch}
(W&~f1.0) or (8|M8) r100.1<1>:q (abs)f1.1<0;1,0>:uq -(abs)r7.3<2;2,1>:df
(W) cmp (8|M24) r7.0<4>:w r64.7<2;1,0>:uw -(abs)r[a0.7,2]<1,0>:uw
(~f1.0.any4h) not (1|M20) r31.2<4>:ub (abs)acc0.0<0;1,0>:ub
(~f1.0.any16h) mach (8|M16) r0.4<1>:ud (abs)r126.3<32;8,4>:ud -(abs)r127.7<8;8,0>:ud {AccWrEn,Switch}
bfi1 (16|M0) r64.1<4>:uw a0.0<0;1,0>:uw r2.0<4;2,2>:uq
mach (16|M0) r64.0<1>:hf -(abs)r1.2<4;4,1>:hf r126.0<0;4,1>:hf {NoDDChk}
(~f0.0.allv) movi (16|M16) r100.2<4>:ud r[a0.2,2]<1,0>:ud {NoDDChk}
avg (32|M8) (gt)f0.1 cr0.0<2>:w r31.0<8;8,1>:w 21481:w {NoDDClr}
(W) lzd (4|M0) (gt)f0.1 (sat)r7.2<1>:ud -(abs)r64.7<4;4,1>:ud
(~f0.1.all2h) dp3 (8|M8) r1.1<2>:b r1.0<0;4,1>:b r100.15<0;1,0>:b {Atomic}
(f0.0.any32h) fbh (8|M0) r100.2<4>:f r127.7<2;2,1>:f
rndd (8|M8) r64.2<4>:f r64.7<1;1,0>:f {NoDDClr}
rndd (2|M0) r1.2<1>:ub (abs)r0.0<8;8,0>:w {AccWrEn,NoDDClr}
rndz (32|M0) r100.0<1>:b -(abs)r7.1<8;8,0>:b
(f1.0.all2h) smov (32|M0) r7.0<2>:q n0.0<0;1,0>:w 0:w
(~f0.1.any2h) rndd (32|M24) r100.0<1>:b r31.3<8;4,2>:b
(~f1.1.any8h) mul (16|M0) (un)f1.1 r[a0.1,64]<4>:ud -r127.0<0;1,0>:ud -r0.0<4;4,1>:ud {Breakpoint}
(f1.1.all8h) dp2 (8|M8) (ov)f1.1 r1.3<1>:q ce<0;1,0>:q r2.0<2;2,1>:q
(f0.1.all4h) mul (1|M0) (gt)f0.1 (sat)r1.0<1>:b (abs)r126.0<16;16,1>:b r126.3<4;4,1>:b
(W&~f0.0) addc (8|M0) r1.0<1>:ud r100.1<16;16,1>:uw 0x1:uw
sad2 (4|M0) (ne)f1.0 r31.4<4>:hf (abs)r64.0<32;8,4>:hf r127.2<0;4,1>:hf
(W&f1.0) dp2 (4|M24) r100.4<2>:b r2.7<2;2,1>:b r127.7<16;8,2>:b
fbl (2|M12) r[a0.0,64]<1>:df r100.2<8;4,2>:df
(~f0.1.all2h) or (2|M0) r31.4<2>:uw (abs)r31.0<0;4,1>:w 4096:w {Breakpoint}
shr (8|M16) (un)f1.1 r126.0<2>:q -(abs)r7.3<8;8,0>:q -(abs)r100.1<4;1,0>:q
dp4 (16|M24) (sat)ip<1>:df r31.0<8;8,1>:df r64.2<2;1,0>:df {Breakpoint}
cbit (8|M24) r1.2<4>:w r64.2<4;4,1>:df
and (8|M0) r100.4<1>:w -(abs)r127.2<0;4,1>:w (abs)r100.7<32;8,4>:ud
and (1|M12) r[a0.3,-16]<4>:ud -(abs)n0.0<0;1,0>:uw r126.15<16;8,1>:uw
(f0.0.all4h) rndd (8|M0) (ne)f0.0 (sat)r64.0<1>:b r2.0<2;2,1>:b
rndu (4|M0) f0.0<1>:uw r100.0<2;1,0>:uw
dph (16|M8) (gt)f0.1 r7.1<4>:d -(abs)f0.0<0;1,0>:d 2147483647:d
(f0.0.all4h) math.sqt (1|M20) r1.2<2>:f -r126.0<8;4,2>:f {Atomic}
(~f0.0.all2h) or (8|M0) r31.1<1>:w r127.1<4;2,2>:w 1:w
(f0.1.any4h) sel (1|M8) (sat)r7.4<1>:b n0.0<0;1,0>:b (abs)r100.0<32;8,4>:b
not (2|M24) r127.4<1>:f r7.0<16;8,1>:f {NoDDClr,Switch}
line (16|M0) (ov)f1.0 ip<4>:ud r64.1<0;4,1>:f -r1.0<4;2,2>:f
smov (2|M8) r126.2<2>:q sp.0<0;1,0>:q r64.1<0;1,0>:q {Breakpoint}
(W) shl (16|M16) (gt)f0.0 r64.1<1>:f r[a0.7,511]<1,0>:f -(abs)r1.1<2;1,0>:f
or (16|M0) (ov)f1.0 r7.1<4>:f sr0.1<0;1,0>:f (abs)r100.7<4;2,2>:f
math.idiv (4|M24) r127.1<2>:ud (abs)r100.0<1;1,0>:ud -(abs)r126.7<4;4,1>:ud {Breakpoint}
(f0.0.any32h) dp2 (2|M0) (un)f0.0 r2.0<2>:ud (abs)n0.0<0;1,0>:ud -r2.3<16;8,2>:d
shl (32|M24) (sat)r2.0<1>:df (abs)r7.7<8;8,1>:ud r64.3<16;16,1>:df
frc (32|M24) r0.0<4>:q -tm0.1<0;1,0>:q
(~f1.1.any8h) and (16|M24) r31.2<2>:uw sr0.1<0;1,0>:uw ~r0.3<8;8,1>:uw {Switch}
(~f1.0.any8h) fbh (1|M28) r2.3<2>:q 1:q {AccWrEn}
(~f1.0.all4h) mov (32|M0) r31.0<1>:q -2049:q {Breakpoint}
shr (2|M0) r100.1<1>:b r64.15<4;4,1>:b -r7.7<4;2,2>:b
dp2 (8|M0) r126.1<1>:b (abs)r[a0.0,2]<2;1,0>:b -r64.3<8;4,2>:b
add (8|M0) r7.1<2>:b r1.2<2;2,1>:d (abs)r31.0<16;8,2>:d
(W&f0.0) shr (32|M0) (sat)r2.0<1>:uw -(abs)r126.0<4;1,0>:uw -(abs)r100.0<16;8,2>:uw
and (1|M24) f0.0<4>:ub r0.2<8;4,2>:ub r[a0.1,-32]<1,0>:ub {NoDDChk}
fbh (8|M0) r1.0<1>:uq r126.0<16;8,1>:uq
(f0.0.any2h) shr (4|M8) (lt)f0.0 (sat)r126.0<1>:w -(abs)n0.0<0;1,0>:w -(abs)r127.3<0;1,0>:w {Breakpoint}
(f1.1.any4h) rndz (2|M20) (sat)r126.2<1>:uq -(abs)a0.0<0;1,0>:ub
cmpn (1|M0) r64.0<4>:uq r2.0<2;2,1>:uw -(abs)r100.0<16;8,2>:uw {Switch}
(~f1.1.all16h) frc (16|M16) r64.3<2>:uq 0xFFF:uq {NoDDChk}
math.fdiv (2|M0) r2.0<4>:f r64.7<8;8,1>:f -(abs)r[a0.2]<1,0>:f
rndu (16|M16) (ov)f1.1 r100.1<2>:ud -(abs)r100.0<4;1,0>:ud {Breakpoint}
(f1.0.any2h) add (16|M0) (lt)f1.0 r31.0<4>:d r0.1<8;8,0>:d -2048:d
frc (8|M0) (eq)f0.0 r64.0<4>:d r1.1<2;2,1>:d {Atomic}
math.pow (16|M0) r0.2<1>:f (abs)r2.7<16;8,1>:f r31.7<2;2,1>:f {NoDDClr}
(W&~f0.0) and (16|M0) r7.0<1>:uq -(abs)r7.0<2;1,0>:uq ~r31.1<8;4,2>:f
line (16|M0) (sat)r31.0<1>:f -r31.7<4;1,0>:f r31.7<0;4,1>:f {Breakpoint}
xor (16|M8) (eq)f1.1 r[a0.1]<2>:ub r2.3<16;8,1>:ub r100.0<8;8,0>:ub
rndd (16|M0) cr0.0<1>:uw -(abs)null<0;1,0>:uw {NoDDChk}
math.fdiv (32|M24) r64.2<4>:f -r2.0<0;4,1>:f r100.0<32;8,4>:f {NoDDClr}
(f1.1.any4h) frc (8|M0) r127.0<2>:f (abs)r2.0<1;1,0>:f {AccWrEn}
rndu (8|M16) r31.1<2>:hf 0x1:uw
shl (16|M0) r126.0<1>:q tm0.1<0;1,0>:df -r64.1<4;1,0>:df
smov (16|M0) r64.0<4>:uq cr0.0<0;1,0>:uq r64.1<32;8,4>:hf
asr (16|M0) (gt)f0.0 r[a0.3,-16]<4>:ud -dbg0.0<0;1,0>:ud -(abs)r100.0<2;1,0>:ud {NoDDChk}
(W) mov (8|M0) r100.4<1>:w -ip<0;1,0>:w {NoDDClr}
shl (1|M0) (ov)f1.0 r7.1<2>:uq -(abs)r2.3<4;4,1>:uq r64.3<8;4,2>:uq {NoDDClr}
avg (1|M16) f1.0<2>:d ip<0;1,0>:d r[a0.1,511]<16;8,2>:d {Atomic,NoDDClr}
(W) rndu (2|M20) r31.2<1>:d (abs)r1.0<4;1,0>:d
sel (1|M4) r64.1<2>:ub r2.15<0;1,0>:ub r100.7<16;16,1>:d
fbh (32|M0) r1.1<2>:ud 1e-05:df
movi (2|M8) r64.2<1>:uw r[a0.0,16]<1,0>:uw
movi (16|M0) r31.4<2>:d r[a0.2,2]<1,0>:d {NoDDChk}
(f1.1.all2h) math.sqt (32|M0) r127.1<2>:hf -(abs)r31.1<2;1,0>:hf
math.exp (4|M4) r1.4<2>:hf -r2.0<2;2,1>:hf
(W) mac (16|M16) (le)f0.1 r0.2<4>:ud -msg0.0<0;1,0>:ud r127.0<0;1,0>:ud {AccWrEn}
