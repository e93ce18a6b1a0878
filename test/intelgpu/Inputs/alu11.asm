// Gen11 corpus: utils/intelgpu-corpus.py -p 11 -g alu -n 5000 --seed 20261123; 3501 lines iga64 accepts.
or (32|M0) r7.4<4>:f -(abs)acc1.0<0;1,0>:f ~r0.0<4;1,0>:f
(W&~f1.0) movi (16|M0) r[a0.1,-16]<4>:uw r[a0.1,2]<1,0>:uw 0x1:ud
mach (1|M0) cr0.0<2>:d -r0.1<4;2,2>:q (abs)r64.2<16;8,1>:q
add (16|M0) r[a0.3]<2>:df (abs)r7.3<8;8,0>:df -r[a0.0,-512]<16;8,1>:df {NoPreempt}
rndd (8|M0) r7.0<4>:b -(abs)acc0.0<0;1,0>:b
avg (32|M24) r127.4<2>:d r64.7<0;1,0>:d r[a0.7,2]<8;4,2>:d {AccWrEn}
(W&~f0.1) xor (16|M0) r31.2<2>:hf (abs)ip<0;1,0>:hf r7.0<16;8,1>:hf
(~f1.1.any32h) math.cos (16|M0) r7.4<1>:f (abs)r0.2<8;8,1>:f
(~f1.1.any16h) math.invm (8|M0) (eo)f1.1 r1.mme0:hf r64.nomme:hf r2.nomme:hf {Switch}
lzd (4|M20) r[a0.1,64]<1>:w acc0.0<0;1,0>:uq
and (32|M0) (le)f1.1 r100.2<4>:b (abs)tm0.1<0;1,0>:b r[a0.1]<1;1,0>:b
(f1.1) and (2|M12) (gt)f1.1 r64.2<2>:w (abs)r2.0<8;8,0>:uw ~r31.0<4;4,1>:uw
rndz (16|M0) r31.2<1>:ud r64.1<1;1,0>:ud
cbit (16|M0) r0.2<2>:b r100.0<16;8,1>:w
frc (8|M0) r1.4<2>:hf 0x2E66:hf {Atomic}
shl (8|M0) r64.0<1>:uw ip<0;1,0>:uw (abs)r31.0<16;8,1>:uw {Atomic}
(W&~f1.1) mach (16|M0) r31.1<1>:d r0.0<0;4,1>:d r126.2<8;4,2>:d
(f1.0.anyv) fbl (16|M0) acc0.0<1>:d 4095:d
(~f0.0.all2h) movi (32|M0) sr0.0<1>:d r[a0.2,2]<1,0>:d 0x0:ud
movi (1|M16) r64.2<1>:w r[a0.1,2]<1,0>:w 0x1:ud {Breakpoint,NoDDClr,Switch}
rndu (2|M4) r64.2<1>:ud (abs)r64.0<8;8,1>:ud {AccWrEn}
shr (16|M16) r2.4<4>:w r31.0<0;1,0>:hf r64.7<16;16,1>:ud {AccWrEn}
fbl (32|M0) r1.0<1>:ud r[a0.2,16]<0;4,1>:uq
(~f1.0.anyv) rndz (32|M0) (lt)f1.0 r126.2<1>:hf -r64.15<0;4,1>:hf {Atomic}
cmp (2|M0) r31.0<1>:w r64.0<0;1,0>:df r1.3<16;16,1>:df
(f1.0.all2h) frc (2|M0) (lt)f1.0 r100.0<2>:b null<0;1,0>:b {NoDDChk}
(~f0.1) rndu (32|M24) r64.4<1>:ub r0.15<4;1,0>:ub
(W) asr (16|M0) r7.2<1>:d -(abs)dbg0.0<0;1,0>:d r64.3<16;16,1>:d
mul (4|M0) (ov)f1.0 r31.4<4>:d -(abs)r64.3<8;8,1>:d r31.2<16;8,1>:df {Atomic}
(f0.1.any32h) cmpn (4|M0) f1.0<2>:uq -(abs)r100.0<8;8,0>:uq -r2.0<16;8,2>:uq {Switch}
not (16|M24) (le)f1.1 r127.0<2>:ub r64.7<0;1,0>:ud {NoDDChk}
(f0.0.any2h) shl (16|M0) f1.0<2>:uw r7.0<16;8,2>:uw (abs)r[a0.0,511]<4;2,2>:uw
math.invm (16|M0) (eo)f1.1 r1.mme5:df (abs)r1.mme0:df r64.mme0:df
not (32|M8) (lt)f1.1 r126.0<1>:uq (abs)r127.0<16;16,1>:b {NoDDChk}
(~f1.0.any8h) rndd (32|M16) r127.2<1>:hf r100.2<16;8,2>:hf
(~f0.0.all2h) mul (16|M0) (gt)f0.0 (sat)r0.2<1>:uq (abs)r1.3<2;2,1>:hf -r31.7<4;1,0>:b
(f1.1.all16h) not (1|M0) r7.2<2>:ud 0x1000:ud {Switch}
subb (16|M0) (le)f1.0 (sat)r[a0.0]<2>:f sr0.0<0;1,0>:f r100.2<32;8,4>:f
(~f1.1.anyv) ror (16|M16) (ne)f1.1 r126.4<1>:hf r31.2<1;1,0>:hf r1.0<0;1,0>:hf
movi (1|M0) f0.0<1>:ud r[a0.0,16]<1,0>:ud 0x0:ud
cmpn (2|M8) r31.0<4>:uq acc0.0<0;1,0>:hf r2.1<8;4,2>:hf
(W) xor (4|M0) r1.1<4>:uw r127.3<8;8,1>:uw ~r1.0<8;8,0>:uw {NoDDClr}
xor (8|M16) r7.2<4>:hf -(abs)sr0.0<0;1,0>:uq ~r0.2<4;4,1>:uq {Switch}
(~f1.1.any2h) and (4|M0) r127.1<2>:ub ~cr0.0<0;1,0>:ub -(abs)r7.1<2;1,0>:f {Switch}
(~f1.0.any2h) cmpn (4|M4) r1.4<1>:uw r100.15<1;1,0>:hf r2.15<32;8,4>:hf
add (16|M0) a0.0<1>:ud ip<0;1,0>:ud -(abs)r0.0<4;2,2>:ud {AccWrEn,Switch}
math.sin (16|M24) r1.1<1>:f r100.3<16;8,1>:f
asr (4|M0) r126.0<4>:w ip<0;1,0>:ud -r0.3<0;1,0>:q
lzd (32|M0) r0.0<2>:w 0xBF9AA995:vf {NoDDChk}
(~f0.1.anyv) and (16|M0) (ge)f0.1 r100.2<4>:w r1.0<2;2,1>:w r0.15<0;4,1>:w
cbit (16|M16) r0.2<2>:b acc1.0<0;1,0>:b {NoDDChk}
(W) mul (4|M0) (un)f0.1 (sat)r127.3<2>:uq -r31.3<0;4,1>:uq r[a0.7,511]<1,0>:uq
(~f0.1.anyv) bfi1 (1|M0) r31.0<4>:df a0.0<0;1,0>:df r[a0.2]<1,0>:df {NoDDChk}
(W) math.fdiv (16|M0) r127.0<4>:f (abs)r126.0<0;4,1>:f -r0.0<32;8,4>:f
mach (8|M0) (sat)r[a0.1,16]<4>:uq msg0.0<0;1,0>:uq (abs)r64.0<16;8,1>:uq
shr (32|M0) (eq)f1.1 r126.0<1>:uw -(abs)r100.3<0;4,1>:uw r126.2<4;2,2>:f {Breakpoint}
(f1.0.any32h) rol (16|M0) r64.0<1>:uw r0.7<16;8,1>:uw r127.0<1;1,0>:b
(f0.0.any2h) mul (16|M0) f1.0<1>:uw r7.0<16;8,1>:uw -(abs)r[a0.7,-32]<4;4,1>:d
math.irem (8|M0) r0.0<4>:ud r2.3<8;8,1>:ud r0.3<16;8,2>:ud
(f0.0.any16h) shl (2|M28) a0.0<1>:uw -(abs)r127.15<16;16,1>:w -(abs)r127.3<0;1,0>:w
(W) movi (16|M24) r126.4<1>:f r[a0.2,16]<1,0>:f 0x1:ud
ror (32|M0) r0.0<4>:b r[a0.2,-32]<1,0>:f r2.3<4;1,0>:f {NoDDChk,NoDDClr,Switch}
(f0.0.allv) math.sin (16|M0) r127.2<2>:f r2.0<0;1,0>:f
asr (32|M0) f0.0<1>:w tm0.1<0;1,0>:f -(abs)r127.2<8;8,0>:f
(~f1.0.any8h) mul (4|M16) (le)f1.0 r7.3<1>:df r1.0<1;1,0>:f -r7.7<2;2,1>:f
rnde (16|M8) r1.1<2>:b r[a0.0,-512]<1,0>:b
shr (8|M0) (un)f0.0 r7.0<1>:b r[a0.2,16]<32;8,4>:b 0xFFFFFFFF:ud
(~f0.1.all16h) sel (1|M0) (sat)r31.4<1>:d r7.0<1;1,0>:d r1.1<16;16,1>:d
addc (1|M24) r1.0<1>:f sp.0<0;1,0>:f r0.2<16;8,2>:hf
(~f0.0.all4h) mac (32|M8) r127.0<4>:w dbg0.0<0;1,0>:w r127.0<1;1,0>:uq {NoDDChk}
(~f1.0.all32h) avg (8|M0) r126.4<1>:uw (abs)r127.0<0;1,0>:uw 0x0:uw
or (8|M0) f0.0<2>:uw r2.0<32;8,4>:q -(abs)r126.0<0;4,1>:b
math.invm (8|M8) (eo)f0.0 r100.mme5:df r27.mme7:df r1.nomme:df
(W&f0.1) addc (16|M0) (gt)f0.1 r31.0<2>:f ce<0;1,0>:uw r7.2<16;16,1>:uw {AccWrEn,NoDDClr}
(W&f0.1) asr (1|M0) tm0.0<1>:df r0.3<4;1,0>:df (abs)r64.3<2;1,0>:df
(W) movi (16|M8) r127.1<4>:ud r[a0.1]<1,0>:ud 0x0:ud
(W&f0.0) rndz (32|M0) (ne)f0.0 sr0.0<1>:hf r64.0<8;8,1>:hf
(W) rnde (2|M24) r127.2<1>:uq (abs)sr0.1<0;1,0>:ud
avg (2|M8) (sat)tm0.0<2>:uq r0.2<2;1,0>:uq 0x19B7:uw {Breakpoint}
(f0.1.all8h) or (8|M0) r0.0<2>:df (abs)r31.3<32;8,4>:df -(abs)r126.3<8;4,2>:df
(W) not (16|M8) r[a0.3,16]<1>:uq -(abs)r[a0.7,-32]<1,0>:uq {Switch}
cbit (2|M20) r[a0.1,16]<1>:ud r1.0<1;1,0>:ud
addc (8|M0) r126.0<1>:q r1.0<4;2,2>:q r2.0<8;8,1>:q
xor (4|M0) r[a0.1,16]<2>:uw r100.3<32;8,4>:d r31.1<16;16,1>:d
(~f1.1.all4h) fbl (2|M0) tm0.0<1>:df r126.1<8;4,2>:df
movi (8|M0) r7.1<1>:uw r[a0.2]<1,0>:uw 0x0:ud
cbit (1|M0) r126.0<4>:f r7.3<0;1,0>:f {Switch}
(W&~f1.0) or (4|M4) f0.0<2>:ub r100.2<2;1,0>:ub r7.15<2;2,1>:ub {Atomic}
asr (2|M12) r7.1<4>:d n0.0<0;1,0>:d r1.2<4;2,2>:d {Switch}
not (8|M0) r127.0<4>:ub fc0.0<0;1,0>:ub
frc (4|M12) r[a0.1,64]<2>:d r7.2<8;8,1>:d {NoPreempt}
(~f0.1) math.fdiv (16|M0) r31.4<4>:f -(abs)r31.3<4;2,2>:f r7.0<0;4,1>:f
(~f0.1.any32h) rndu (8|M0) r31.0<2>:df r2.3<8;8,0>:df
shr (8|M0) r7.0<2>:uw -(abs)f0.0<0;1,0>:uw -r7.15<4;2,2>:uw {Switch}
(W) cbit (32|M8) r127.2<1>:d r126.7<0;4,1>:d
rndu (32|M16) r126.1<1>:ud -r[a0.2]<16;8,1>:b {Switch}
(W&~f1.1) rndz (1|M0) (sat)acc1.0<1>:w 1846:w {NoDDClr}
mach (16|M8) tm0.0<4>:ub -(abs)r7.7<2;2,1>:ub -r1.0<2;1,0>:ub
(W) fbh (32|M0) tm0.0<4>:b ip<0;1,0>:b
lzd (16|M0) (ov)f0.1 r64.0<4>:uq -fc0.0<0;1,0>:hf
(f0.1.any32h) math.log (8|M0) r1.0<1>:f r126.1<4;2,2>:f
not (1|M12) r127.2<4>:uw 0xEF2BA3D3:v
frc (16|M0) (ge)f0.0 r[a0.1,-16]<1>:ub -(abs)r100.2<4;1,0>:ub
math.exp (16|M0) r126.4<1>:f (abs)r7.0<0;4,1>:f
(W) cmp (32|M0) r126.4<1>:f r100.7<16;8,1>:f (abs)r7.0<2;2,1>:f
(W) bfrev (16|M0) r1.3<2>:df r127.3<0;4,1>:df {AccWrEn,Switch}
xor (1|M0) r1.0<2>:f ~cr0.0<0;1,0>:f 1e+06:f
mach (4|M24) a0.0<4>:d (abs)r64.2<8;4,2>:d r7.7<4;2,2>:d {NoDDClr}
shr (32|M0) (ne)f0.1 r31.1<2>:b -r31.0<0;1,0>:b -r31.0<16;8,2>:b
shl (2|M8) acc0.0<4>:d (abs)f0.0<0;1,0>:d r2.2<0;1,0>:d
mul (1|M0) (gt)f0.1 r1.0<1>:hf (abs)sr0.0<0;1,0>:hf -1.5:hf
(~f0.1.any16h) rndu (1|M16) r64.0<2>:ub (abs)r31.1<16;16,1>:ub {Atomic}
(W&f1.1) mac (8|M0) r64.0<2>:d r31.3<1;1,0>:d (abs)r[a0.1,-512]<32;8,4>:d
frc (8|M0) r1.0<1>:uq (abs)r7.0<8;4,2>:hf
lzd (16|M0) r31.0<4>:uq 0x1:uq
rndu (2|M0) r127.2<1>:q r2.1<4;4,1>:q {NoDDChk,Switch}
ror (2|M24) r2.0<1>:w r127.0<1;1,0>:w -32768:w
(~f1.1.any8h) movi (16|M0) r126.0<1>:ud r[a0.0,2]<1,0>:ud null<0;1,0>:ud
(f1.1.all16h) avg (16|M0) r31.2<1>:hf r2.15<2;1,0>:hf (abs)r31.1<16;8,2>:hf
bfrev (16|M0) r31.2<1>:d 0:d
(f1.1.any8h) avg (8|M0) r126.1<2>:uw tdr0.0<0;1,0>:uw (abs)r31.0<16;16,1>:uw {Atomic}
asr (8|M0) (ne)f1.0 r7.4<4>:uw -(abs)r7.15<4;1,0>:uw -(abs)r126.7<8;8,0>:uw {Breakpoint}
cmp (1|M20) r100.0<1>:d (abs)r126.0<16;16,1>:d -(abs)r1.0<8;4,2>:ud {Breakpoint}
ror (2|M8) (ov)f1.1 sr0.0<1>:f dbg0.0<0;1,0>:f r64.0<16;8,2>:f
cbit (1|M20) r1.0<1>:hf r64.7<2;2,1>:hf
rndz (1|M0) (sat)r31.0<2>:q (abs)r7.3<4;2,2>:w {NoDDClr,NoPreempt}
mach (1|M0) r64.1<1>:b (abs)r126.0<16;16,1>:b r2.2<0;4,1>:b
avg (4|M0) r31.2<2>:d -(abs)r126.0<8;8,0>:f r127.0<0;1,0>:f {Breakpoint}
shl (8|M0) r126.1<1>:w r7.15<16;16,1>:w r7.7<16;8,1>:w {Atomic}
(~f1.0.any4h) mac (16|M0) (gt)f1.0 r1.2<4>:uq r2.7<16;16,1>:ud 1.0:f
(~f1.0) mov (2|M0) a0.0<1>:q r2.3<2;1,0>:q
mac (8|M0) r127.4<4>:hf -(abs)msg0.0<0;1,0>:hf 1:d {NoDDChk,NoPreempt}
(~f1.0.any4h) rndz (32|M0) r64.2<1>:ub -r31.0<8;8,1>:uq
(~f1.1.all8h) cmp (1|M24) (ov)f1.1 r31.2<2>:w r0.0<0;1,0>:w 32767:w
rndz (32|M0) r0.0<2>:ub -f0.0<0;1,0>:ub {NoDDClr}
bfrev (2|M24) r126.0<2>:uq r7.1<2;2,1>:uq
mov (16|M0) r64.0<2>:d (abs)r64.0<16;8,2>:d
(~f0.1.any2h) movi (4|M4) r126.2<2>:ud r[a0.1,2]<1,0>:ud 0x1:ud
movi (1|M0) r[a0.1]<2>:w r[a0.1,2]<1,0>:w 0x0:ud
frc (8|M0) r2.4<4>:b -acc1.0<0;1,0>:b {Switch}
rndz (32|M0) r64.1<1>:uw dbg0.0<0;1,0>:uw
(f0.1.all2h) mul (32|M8) (sat)r1.4<1>:f r64.0<2;1,0>:f 65504.0:f
rndd (16|M0) r100.0<1>:df inf:df {Breakpoint}
mov (16|M0) (sat)r31.4<1>:f 0x1E367B5A:v
movi (8|M0) r0.2<2>:f r[a0.0,16]<1,0>:f 0x0:ud {NoDDClr}
(~f1.1.all8h) asr (32|M0) r31.2<2>:df (abs)r64.2<4;1,0>:df r64.1<1;1,0>:df
rndz (2|M28) r64.0<1>:uq -r1.3<32;8,4>:uq
shr (2|M0) (ge)f1.0 r[a0.3,16]<2>:uw r0.0<16;8,2>:uw -(abs)r[a0.0,-32]<1,0>:uw
shr (32|M24) r0.2<1>:w -(abs)acc1.0<0;1,0>:w r2.0<4;1,0>:w
mac (8|M8) (le)f1.0 a0.0<2>:hf r126.1<1;1,0>:b -(abs)r127.0<8;8,0>:b
mac (2|M0) r2.0<1>:hf r100.0<0;1,0>:hf (abs)r[a0.2]<1,0>:hf
rndz (2|M0) (ne)f0.1 r31.1<1>:b (abs)sr0.0<0;1,0>:b
sel (1|M12) r126.1<4>:w -cr0.0<0;1,0>:w r127.15<0;1,0>:w
(f0.1.all4h) frc (16|M0) r100.0<2>:b sp.0<0;1,0>:b {AccWrEn,Breakpoint}
(~f0.0.any2h) shl (2|M8) (sat)tm0.0<4>:hf r64.0<16;8,2>:hf 65504.0:hf {Breakpoint,NoDDChk}
shl (8|M16) r127.0<1>:ud (abs)r1.0<8;8,0>:ud 0xFFF:ud
(W) mul (1|M24) r100.2<1>:q (abs)sp.0<0;1,0>:ud r64.0<16;8,1>:ud
(f1.0.all16h) and (1|M0) f0.0<1>:hf r127.3<16;8,1>:hf ~r127.3<0;1,0>:ub
movi (2|M28) r2.2<2>:d r[a0.1,16]<1,0>:d 0x0:ud {Atomic,NoDDClr}
(W&f0.1) rol (8|M0) (ne)f0.1 r2.2<1>:hf r[a0.7,511]<16;16,1>:d 2047:d
(f1.1.any8h) cmp (2|M4) (eq)f1.1 r64.2<1>:uq -ce<0;1,0>:uq -(abs)r126.0<16;8,2>:uq {Breakpoint}
(f1.1.any8h) rnde (8|M0) r64.0<1>:hf 0.0:hf {NoDDChk}
(~f0.1.anyv) add (8|M0) r31.2<4>:w null<0;1,0>:w (abs)r2.0<0;4,1>:w {Breakpoint}
rndu (16|M24) (eq)f0.0 r64.0<4>:w r31.1<16;16,1>:w
lzd (8|M24) (ge)f0.0 (sat)r64.2<2>:hf r2.0<1;1,0>:w {NoDDChk}
sel (8|M0) (sat)r0.0<2>:f cr0.0<0;1,0>:f (abs)r0.1<2;1,0>:f
(W&~f1.1) math.log (8|M0) (sat)r100.4<1>:hf (abs)r7.15<16;16,1>:hf {Breakpoint}
xor (8|M24) acc0.0<1>:f (abs)r1.7<8;8,0>:f -(abs)r31.0<8;4,2>:f {Atomic}
(W) movi (8|M8) r7.1<1>:w r[a0.0]<1,0>:w null<0;1,0>:ud
xor (32|M0) r100.0<2>:ud r64.2<8;8,0>:ud (abs)r[a0.7,-512]<8;4,2>:hf
(W) mov (1|M24) r127.3<2>:df r2.0<0;1,0>:ud
not (8|M0) r100.0<2>:d (abs)r31.0<16;16,1>:d
mov (32|M0) r126.0<4>:uq r100.0<16;16,1>:b {AccWrEn,Atomic}
mac (32|M0) (sat)f1.0<2>:b -(abs)r126.0<32;8,4>:b (abs)r0.0<32;8,4>:b
(~f1.0.any16h) not (32|M0) (ne)f1.0 r0.0<1>:w sr0.0<0;1,0>:w
mach (8|M0) r126.0<1>:f r127.7<2;1,0>:f -(abs)r1.2<8;8,1>:f
(W) not (8|M0) r127.2<2>:ud -(abs)r126.7<4;1,0>:ud
rndz (8|M24) r0.0<4>:ub -(abs)sp.0<0;1,0>:ub
mach (16|M0) (sat)cr0.0<1>:d r[a0.1,2]<1,0>:b r1.7<8;8,1>:b
(~f1.1.allv) rndu (2|M0) (ov)f1.1 r0.0<1>:w (abs)r126.1<16;8,2>:hf
(W) rndz (8|M0) r[a0.3,-16]<2>:ud 0xFFFFFFFF:ud
lzd (16|M0) r100.0<4>:q r1.3<16;8,2>:ud {NoDDClr}
(f1.0.any8h) sel (1|M0) r126.2<1>:uq r31.0<2;1,0>:uq r127.3<8;8,0>:uw {NoDDChk}
movi (16|M24) r126.1<1>:f r[a0.0,2]<1,0>:f 0x1:ud {AccWrEn,Breakpoint}
(f0.1.all2h) mul (8|M0) r126.4<4>:hf r100.0<0;4,1>:hf r[a0.7,2]<1,0>:hf
cbit (16|M24) f1.0<1>:b 1.0:hf {Breakpoint}
(W&~f1.1) rndz (4|M0) (sat)r[a0.0,64]<1>:f r127.3<4;4,1>:f
math.invm (1|M4) (eo)f1.1 r100.mme7:f r64.mme3:f r1.mme3:f
shr (2|M0) r7.0<2>:ud -dbg0.0<0;1,0>:ud r100.3<8;8,1>:ud {Breakpoint}
(~f0.0.anyv) sel (8|M0) (eq)f0.0 r126.0<2>:d -cr0.0<0;1,0>:d r100.0<2;1,0>:d
(W) math.exp (1|M0) r7.0<4>:hf (abs)r1.3<16;8,1>:hf
movi (1|M0) r127.0<4>:ud r[a0.2,16]<1,0>:ud 0x1:ud {AccWrEn,NoDDChk}
(f1.0.all4h) asr (16|M0) r127.0<1>:uw r64.3<8;8,0>:uw (abs)r64.0<4;1,0>:df
(W) fbl (4|M0) r7.0<2>:uq r[a0.1,-32]<16;8,1>:uw
fbl (8|M0) null<1>:hf r100.3<16;8,2>:hf
shl (4|M0) r1.0<4>:hf sp.0<0;1,0>:hf -(abs)r[a0.7,511]<1,0>:hf
rndd (1|M28) (sat)cr0.0<4>:df -r31.1<8;8,1>:df {NoDDClr}
and (32|M0) r64.0<2>:w r64.0<4;1,0>:w r7.7<4;1,0>:w {NoDDClr}
cmp (8|M0) r7.0<1>:ud (abs)r64.3<8;4,2>:uq -(abs)r31.0<16;16,1>:uq {Atomic}
bfrev (8|M24) r7.4<1>:ub r1.15<0;4,1>:ub {Switch}
(W) cmp (4|M28) r1.0<2>:hf -(abs)r100.0<4;4,1>:hf -(abs)r1.7<32;8,4>:w
(f1.1.any4h) rndu (1|M24) f0.0<1>:f acc0.0<0;1,0>:f
(W&~f0.1) avg (8|M24) r7.0<2>:uw (abs)tm0.1<0;1,0>:uw 0xFFFF:uw
(f0.0.any16h) rol (32|M0) r127.2<2>:q r64.15<8;4,2>:b r127.0<2;2,1>:b
mach (2|M0) (sat)r[a0.0,-16]<1>:df (abs)f0.0<0;1,0>:df r127.1<2;1,0>:df
shr (1|M0) r0.4<4>:w r64.0<16;8,1>:w r31.15<4;2,2>:w
and (2|M28) r100.0<4>:w (abs)f1.1<0;1,0>:w 4096:w
(~f0.0.allv) add (2|M8) r127.0<1>:ud -r2.7<16;8,1>:ud 0xFFF:ud
rnde (32|M24) (un)f0.0 r127.2<1>:ud (abs)r7.15<16;16,1>:b
(f1.1.all32h) shr (1|M28) r[a0.3,16]<1>:uw r1.7<2;1,0>:w r64.1<2;2,1>:w
mach (8|M16) r64.1<1>:ub (abs)tm0.0<0;1,0>:ub r2.0<4;2,2>:ud
frc (2|M28) r7.0<1>:d r100.7<8;4,2>:d {NoDDClr}
math.invm (2|M24) (eo)f1.1 r1.mme1:f r27.nomme:f r2.mme0:f
rndz (32|M0) r7.0<1>:q 4095:q {Switch}
(~f1.0.all32h) rndu (32|M8) (ne)f1.0 r1.0<1>:b r2.2<16;8,2>:b {Switch}
(f1.0) shl (8|M8) r100.0<1>:ud r[a0.0,511]<2;2,1>:ud -(abs)r7.0<8;4,2>:ud
(f1.0.anyv) rndz (16|M0) r[a0.3,-16]<1>:f -r0.0<2;1,0>:f {Switch}
(W) sel (4|M20) r64.3<1>:df (abs)tm0.1<0;1,0>:df (abs)r127.3<4;2,2>:df
(W) and (8|M0) r100.2<1>:df r126.1<4;2,2>:df r7.0<8;4,2>:df {AccWrEn}
(f1.1.any4h) and (8|M0) r127.3<1>:uq cr0.0<0;1,0>:ub -(abs)r7.0<4;4,1>:ub
lzd (1|M0) r7.2<1>:df 0.5:df {Atomic}
(f1.0.any4h) shr (1|M0) (ov)f1.0 r64.4<1>:f r31.3<4;4,1>:f (abs)r31.0<0;4,1>:f
lzd (32|M0) r31.1<1>:hf r1.0<16;8,2>:hf {AccWrEn}
cmp (16|M8) (gt)f0.0 null<4>:uq -tm0.0<0;1,0>:uq -(abs)r[a0.2,2]<16;16,1>:uq {NoDDClr}
frc (8|M16) r1.0<4>:w 0x77AC4CB9:uv {AccWrEn,NoDDClr}
(W) not (8|M0) r126.0<1>:w r[a0.2,511]<1,0>:d {AccWrEn}
(f0.0.allv) or (16|M8) (ne)f0.0 r31.1<1>:hf f0.0<0;1,0>:ud -(abs)r1.7<32;8,4>:ud {Switch}
(~f1.1.all4h) rndz (8|M8) r64.0<1>:hf r100.1<16;16,1>:hf {Breakpoint}
mach (8|M0) r100.0<1>:uq -(abs)r0.2<8;8,1>:uq -r1.1<8;8,0>:uq {AccWrEn}
math.exp (8|M8) r1.2<2>:hf r100.1<4;1,0>:hf {NoDDChk}
(~f1.1.all4h) math.cos (8|M16) r31.0<4>:hf -(abs)r100.7<16;8,1>:hf {AccWrEn,NoDDChk}
(~f0.1.all8h) asr (16|M0) r31.1<4>:hf -(abs)r1.2<8;8,1>:ub r0.1<2;1,0>:uq
xor (16|M0) r[a0.1,16]<1>:d r7.7<32;8,4>:d r2.0<8;4,2>:d
rndd (4|M20) (ne)f0.1 r7.4<1>:ud 0xFFFFFFFF:ud
mac (2|M28) (sat)r126.1<4>:w -r7.7<8;4,2>:w -r2.0<32;8,4>:w {AccWrEn,NoDDChk}
(~f0.0.any2h) and (16|M0) r[a0.1]<1>:uw (abs)r7.15<4;1,0>:uw 0x4815:uw
fbh (32|M0) acc1.0<1>:q r7.2<1;1,0>:f {NoDDClr,Switch}
(f1.1.any16h) asr (32|M24) r2.2<2>:df -r7.3<8;8,1>:df 65504.0:f {AccWrEn}
mov (8|M24) r100.2<1>:ub -r64.0<4;1,0>:ub
(W&f1.1) lzd (1|M0) r127.1<4>:uw (abs)r64.7<32;8,4>:uw {Atomic}
(W&~f1.0) asr (8|M0) null<1>:f (abs)r126.2<32;8,4>:f r126.3<8;8,0>:f
shr (16|M0) r0.0<1>:ub r0.7<8;4,2>:d -r100.0<2;1,0>:d
xor (32|M0) (ge)f1.1 r2.2<2>:w r7.0<16;8,1>:w (abs)r126.0<16;16,1>:w
ror (1|M0) (lt)f1.0 sr0.0<4>:ud r7.1<0;4,1>:w r100.2<2;1,0>:w {NoDDChk,Switch}
cmp (4|M8) r[a0.0]<1>:b (abs)r126.0<4;2,2>:b r127.0<4;1,0>:uq
asr (2|M0) r64.1<4>:hf f1.1<0;1,0>:hf 0.0:hf {Switch}
(W) math.cos (16|M0) r31.2<4>:f r100.0<4;4,1>:f
shl (32|M0) (le)f0.0 (sat)r100.3<4>:df (abs)r7.0<8;8,0>:df r1.0<1;1,0>:df
mac (1|M0) (un)f1.0 f0.0<1>:uq -(abs)sr0.0<0;1,0>:uq 0.0:f {Atomic}
xor (16|M0) r[a0.1,16]<1>:b r100.0<8;8,1>:b -(abs)r1.1<4;4,1>:q
fbl (2|M24) r31.0<1>:uq 0x1:uq {NoDDClr}
(W) movi (1|M28) r2.1<1>:w r[a0.1,16]<1,0>:w 0x1:ud {AccWrEn,Switch}
and (4|M0) r64.2<1>:uw dbg0.0<0;1,0>:uw r0.2<2;1,0>:uw
rndz (32|M24) (lt)f0.1 r2.0<1>:q -(abs)r[a0.1]<16;8,2>:q
(f0.1.any32h) rndu (16|M24) (ne)f0.1 r1.2<1>:df 100.25:df
shl (32|M0) r64.2<2>:uw -(abs)r126.0<2;2,1>:b r1.3<0;4,1>:b
math.fdiv (8|M8) r31.0<4>:f r7.7<2;1,0>:f -r2.0<8;8,1>:f
add (4|M16) (sat)r1.1<1>:uq (abs)r64.3<16;16,1>:hf r[a0.0,511]<16;8,2>:hf
lzd (2|M12) r0.0<1>:uw 0xFFFFFFFFFFFFFFFF:uq
sel (16|M0) (sat)r126.3<2>:uq r126.3<0;1,0>:uq (abs)r100.3<1;1,0>:uq
movi (16|M16) r7.4<4>:f r[a0.1,16]<1,0>:f null<0;1,0>:ud
(f1.0.anyv) add (2|M0) r64.2<4>:d -r2.0<16;8,1>:d (abs)r127.0<2;1,0>:d
and (2|M0) (un)f1.0 r1.1<2>:uq (abs)r31.3<4;2,2>:uq -(abs)r64.1<16;8,2>:uq
(f0.0.any2h) math.rsqt (16|M8) r0.2<1>:hf r100.2<4;2,2>:hf
math.invm (32|M0) (eo)f1.1 r100.mme1:df -r127.nomme:df -(abs)r2.nomme:df
(W&~f0.1) frc (4|M16) (eq)f0.1 r126.0<2>:uw r127.0<1;1,0>:uw {Breakpoint}
rnde (16|M0) r2.1<1>:q (abs)r100.0<2;2,1>:f {Breakpoint,NoDDClr}
not (16|M0) r64.0<1>:d -(abs)r7.7<32;8,4>:d
cmpn (4|M8) r126.2<2>:w -(abs)r1.0<2;1,0>:w r126.2<1;1,0>:w
frc (1|M16) r31.1<1>:w -2049:w {NoDDChk}
(W) fbh (32|M0) r7.2<2>:ub tm0.1<0;1,0>:ub {AccWrEn}
(~f0.0.anyv) lzd (1|M24) r127.0<2>:ub r2.0<4;2,2>:ub {NoPreempt}
rndd (16|M16) r0.1<4>:ub (abs)r127.2<2;1,0>:ub
lzd (2|M12) (ge)f1.1 r1.1<4>:w r31.2<4;2,2>:w {Switch}
(f0.0.any2h) math.irem (4|M0) r100.0<2>:ud r100.0<8;8,1>:ud r[a0.2,2]<1,0>:ud {NoDDClr}
bfrev (32|M24) r1.0<1>:q r7.0<0;1,0>:f {Atomic}
rndd (8|M16) r31.3<1>:df r2.2<8;8,0>:df
(f0.1.all16h) or (1|M0) (ge)f0.1 r[a0.3,64]<2>:d -(abs)r7.2<0;1,0>:df r7.3<4;4,1>:df
rndz (16|M0) r[a0.3]<1>:d (abs)dbg0.0<0;1,0>:b
(W) and (4|M0) r2.1<4>:df msg0.0<0;1,0>:df r7.2<16;8,1>:df {NoPreempt}
(f1.1.all8h) sel (8|M16) (sat)r127.0<1>:uw r64.7<1;1,0>:uw r126.0<16;8,2>:uw {Switch}
fbh (16|M0) r1.1<4>:ud r64.0<4;2,2>:uw
fbh (16|M24) r100.0<1>:f -0.0:f {Breakpoint}
frc (8|M16) r0.0<1>:d r1.0<16;16,1>:df {Atomic}
(~f1.1.any8h) fbl (16|M8) r100.1<2>:w r126.15<1;1,0>:w {AccWrEn,Switch}
(f0.1) fbh (16|M0) r100.0<2>:d r0.3<1;1,0>:d
smov (1|M0) r126.0<1>:hf f0.0<0;1,0>:hf 2.0:hf
smov (8|M0) r100.0<1>:uw cr0.0<0;1,0>:uw r2.0<32;8,4>:uw {AccWrEn}
cbit (1|M8) r1.2<2>:b r100.7<0;4,1>:w {Switch}
or (2|M20) r1.0<1>:ub r126.1<32;8,4>:ub r0.3<1;1,0>:ub
(~f0.0.all2h) add (8|M0) sr0.0<1>:d r7.0<16;8,2>:hf -(abs)r64.2<4;1,0>:hf
(W) add (1|M0) ip<1>:f r64.0<8;4,2>:f (abs)r31.3<8;4,2>:f {Breakpoint,Switch}
fbh (16|M8) r2.0<2>:d r126.1<32;8,4>:d
rndz (1|M28) (sat)r126.1<1>:uw 0x3DE05EA8:v
bfi1 (8|M0) ip<4>:f r[a0.0,-32]<1,0>:f inf:f
math.invm (16|M0) (eo)f0.0 r1.mme5:hf r2.mme7:hf r127.nomme:hf {AccWrEn}
avg (8|M8) r31.0<1>:uw r126.1<8;8,1>:uw 1.001358e-05:hf {NoDDChk,NoDDClr,Switch}
not (1|M4) r0.2<2>:w -(abs)r126.7<16;8,1>:w
(W) cmpn (1|M0) r1.4<4>:f (abs)r2.7<1;1,0>:f -inf:f {AccWrEn,Breakpoint}
rndd (8|M24) r126.1<1>:b f0.0<0;1,0>:hf
(W) frc (8|M0) (le)f1.1 r100.0<4>:d 0:d {Atomic}
shr (16|M0) (ge)f0.0 f0.0<1>:ub r126.0<2;1,0>:ub 0.1:f {NoDDClr}
(f0.0.all8h) movi (16|M8) r127.0<4>:f r[a0.0,16]<1,0>:f null<0;1,0>:ud
(f0.1.all32h) fbh (16|M0) r126.0<1>:q r31.0<16;16,1>:q {Atomic,NoDDClr}
(~f1.0.anyv) mov (16|M0) (eq)f1.0 r127.0<2>:f 0xA6327055:uv {AccWrEn}
(W) rndz (32|M0) r1.0<1>:b r1.3<2;2,1>:b
avg (32|M8) (sat)r1.0<2>:d r[a0.7,16]<0;1,0>:d r1.7<2;2,1>:d {NoDDChk}
movi (1|M24) acc1.0<1>:ud r[a0.2]<1,0>:ud 0x1:ud
xor (32|M24) (un)f1.1 r7.2<2>:df acc1.0<0;1,0>:df r1.7<0;4,1>:ub {NoDDChk}
sel (2|M0) f0.0<1>:uw (abs)a0.0<0;1,0>:uw -r64.0<16;8,1>:uw
(W&~f0.1) fbl (8|M8) r0.1<1>:d 1:d {NoDDClr}
(~f0.0.all8h) rnde (8|M0) (ne)f0.0 r[a0.3,-16]<2>:w -(abs)r[a0.1,16]<0;4,1>:b {Breakpoint}
(W) rndd (16|M0) r31.0<4>:ub -f1.1<0;1,0>:ub
add (1|M8) r64.0<2>:uq -tdr0.0<0;1,0>:q r0.0<16;8,1>:q
xor (2|M0) (ne)f0.0 r2.0<2>:ub (abs)msg0.0<0;1,0>:ub (abs)r[a0.2,16]<1,0>:ub {NoDDChk}
(~f1.0.any32h) shr (1|M0) (eq)f1.0 r127.0<2>:d -a0.0<0;1,0>:d -(abs)r126.0<4;4,1>:d {NoDDChk}
asr (2|M12) r1.4<2>:d -r64.1<16;16,1>:d (abs)r31.0<8;8,0>:ub
bfi1 (16|M0) r100.4<2>:uw r[a0.2,-512]<32;8,4>:uw r126.0<0;4,1>:uw
mach (16|M16) r64.0<1>:uw (abs)r100.2<2;2,1>:uw (abs)r2.3<4;1,0>:uw {Atomic}
(f0.0.all32h) mul (16|M0) r100.1<4>:d r31.0<16;16,1>:d 4096:d
(W) and (16|M16) (lt)f0.0 f1.0<1>:ud (abs)r127.3<8;8,0>:uw 0xE3DB:uw {Breakpoint,Switch}
(W&~f0.1) or (8|M0) r2.2<1>:uw r1.3<4;1,0>:uw r0.15<16;8,2>:ub
(f0.1) bfrev (16|M0) r64.0<1>:hf 3.140625e+00:hf {NoDDClr,Switch}
subb (16|M16) (eq)f1.0 r2.2<4>:df r[a0.1,16]<1,0>:df r31.0<32;8,4>:df
shl (32|M0) r126.4<1>:uw n0.0<0;1,0>:uw -r7.1<2;2,1>:uw
bfi1 (2|M28) r7.2<2>:d tdr0.0<0;1,0>:d r31.0<8;8,1>:d {Switch}
(f0.0.all32h) shr (8|M24) r100.4<1>:f -r31.3<0;4,1>:f (abs)r127.7<4;2,2>:f
(~f0.0.any8h) asr (2|M0) r1.2<2>:ud -(abs)r127.0<16;8,2>:ud 0x1:ud
asr (16|M0) r100.1<4>:ud -(abs)r[a0.2,-32]<4;2,2>:ud r126.0<2;2,1>:ud {NoDDChk}
add (4|M12) (sat)r64.0<1>:q -(abs)null<0;1,0>:w r100.1<8;4,2>:w {Atomic}
rnde (32|M0) r64.0<4>:f -r64.0<0;1,0>:f
mul (4|M20) (sat)r0.2<4>:uq (abs)sp.0<0;1,0>:df r7.0<4;4,1>:df {NoDDClr}
frc (32|M0) r2.2<2>:uw -r126.3<4;2,2>:hf
(~f0.1.allv) lzd (8|M0) r31.0<1>:uq r31.3<0;4,1>:uq
(~f1.1.all16h) cmpn (1|M20) (ov)f1.1 r100.0<1>:hf -(abs)f0.0<0;1,0>:uw (abs)r64.1<8;8,1>:uq {Breakpoint}
(W) sel (1|M12) (ne)f0.1 (sat)r64.0<1>:df -f0.0<0;1,0>:df r100.1<4;1,0>:df {Atomic}
(~f1.0.all32h) not (8|M16) r0.1<2>:ud null<0;1,0>:ud
addc (1|M0) (eq)f0.1 r0.0<1>:uw r31.0<4;2,2>:uw 0x822C:uw
lzd (32|M0) (eq)f0.0 r7.1<1>:uq r0.3<1;1,0>:uq
(~f1.1.anyv) add (1|M0) r31.0<1>:uq -r64.2<4;2,2>:uq r126.3<8;4,2>:uq {NoDDClr}
(~f0.0.all2h) mul (8|M24) r127.2<1>:d r0.7<16;8,1>:d 419874245:d {Switch}
and (16|M8) r31.0<2>:uq r2.3<8;4,2>:uq r7.0<2;1,0>:uq {Breakpoint}
(W&~f0.0) lzd (8|M0) sr0.0<4>:f r7.1<16;8,2>:f
xor (1|M24) r64.2<2>:ub r31.0<4;4,1>:ub ~r64.7<8;4,2>:ub
mov (16|M8) tm0.0<4>:w 0xA2907820:uv
(W) math.inv (16|M16) (sat)r64.2<1>:hf -r1.7<2;1,0>:hf
shl (32|M0) (ge)f0.0 r0.0<2>:uq -(abs)tm0.0<0;1,0>:uq r1.0<8;4,2>:ud {AccWrEn}
(f1.1.any2h) add (16|M0) (eq)f1.1 r100.4<1>:f f1.1<0;1,0>:hf (abs)r[a0.2,-512]<1,0>:hf
(~f1.0.any4h) mul (4|M12) r127.0<1>:d -(abs)r0.0<0;4,1>:d r31.0<2;1,0>:uw
(W) movi (16|M0) r1.1<1>:d r[a0.0,16]<1,0>:d 0x1:ud {AccWrEn}
shl (16|M16) r64.0<4>:w r127.0<4;2,2>:w r126.15<2;1,0>:w
avg (16|M0) (sat)r7.4<2>:b -r126.0<4;1,0>:d -r126.3<32;8,4>:d {NoDDChk}
(W) cmp (16|M24) r0.4<4>:uw -r2.7<4;1,0>:uw -r[a0.1]<2;1,0>:uw
fbl (4|M28) acc1.0<1>:df r[a0.2,511]<1,0>:df {NoDDChk}
shl (8|M0) (un)f1.1 r31.0<1>:hf (abs)r[a0.2,511]<1,0>:ud (abs)r126.1<8;4,2>:ud
(f0.1.anyv) mov (32|M0) r64.2<2>:b -(abs)r[a0.2,16]<1,0>:b
lzd (1|M0) (sat)r127.0<2>:ub (abs)r100.0<4;2,2>:uw
(W&~f1.0) or (32|M0) ip<2>:uq (abs)r[a0.0,-512]<1,0>:uq (abs)r0.0<0;1,0>:uq {Breakpoint}
mov (16|M0) r31.2<1>:w 2047:w {Switch}
(f1.1.all32h) math.pow (16|M16) r2.1<1>:hf -(abs)r64.3<2;1,0>:hf r2.3<16;8,2>:hf
math.sqt (4|M8) r64.0<4>:hf r31.0<4;2,2>:hf
rol (8|M0) r64.1<1>:hf r7.1<16;8,2>:w 246:w
rnde (16|M0) r0.0<1>:ud 0x0:ud {NoPreempt}
(f0.1.all2h) mac (16|M0) (un)f0.1 r31.2<1>:d -f0.0<0;1,0>:b (abs)r64.7<4;1,0>:ud {Atomic}
(W) rndu (32|M16) r[a0.1,64]<2>:uw 0x87C79B35:v
movi (16|M0) r126.4<2>:f r[a0.0,16]<1,0>:f 0x1:ud {NoDDClr}
(f1.0.any2h) or (2|M12) r126.0<1>:df (abs)r0.2<16;16,1>:f -(abs)r126.0<4;4,1>:f {NoDDClr}
mul (4|M8) (sat)r7.0<1>:w -r0.15<0;4,1>:w -2049:w {AccWrEn,Switch}
(~f0.1.all32h) smov (4|M0) r0.1<1>:uq r2.0<4;1,0>:uq r126.3<2;2,1>:ub
(W) shr (4|M8) (sat)r2.0<1>:w -(abs)r127.1<1;1,0>:w 4095:w
(W) add (8|M0) r31.3<1>:uq -r0.7<16;8,2>:w -r127.0<16;8,1>:w {Atomic}
fbh (1|M20) f1.0<4>:uq r2.3<16;16,1>:uq {Breakpoint}
fbh (1|M24) acc1.0<1>:f 0x4105CC27:uv
(f0.1.all2h) rndd (16|M0) (ge)f0.1 (sat)f0.0<2>:uw 0x142F4866:v
bfrev (1|M0) r1.2<2>:d r31.0<16;8,2>:d
cmpn (16|M24) r126.2<1>:d sr0.1<0;1,0>:d r126.3<16;16,1>:d {Switch}
movi (16|M8) r64.0<4>:w r[a0.2,2]<1,0>:w 0x1:ud
cmpn (1|M20) r0.2<1>:df acc0.0<0;1,0>:f r2.2<8;8,0>:ub
not (16|M0) r31.0<4>:df ~r64.3<4;2,2>:df
shr (2|M20) (ne)f1.0 r127.4<4>:w -r7.2<4;1,0>:w r127.1<0;4,1>:w {AccWrEn,NoDDClr}
math.invm (16|M0) (eo)f0.0 r100.mme0:df r64.mme3:df (abs)r27.nomme:df
cmpn (8|M0) acc1.0<2>:b f0.0<0;1,0>:ud -r127.3<8;4,2>:b {AccWrEn,NoDDClr}
(W) add (8|M0) r[a0.3,16]<4>:b -(abs)r0.0<32;8,4>:b -(abs)r126.0<16;8,1>:b
(f0.1) math.irem (1|M4) r2.4<4>:d r127.7<0;4,1>:d (abs)r7.7<8;8,1>:d {Switch}
rndd (16|M0) r[a0.1,-16]<4>:ub -r64.7<16;16,1>:d
mov (32|M0) r0.4<4>:uw -(abs)r31.2<4;2,2>:uw
(W&~f1.0) asr (1|M28) r2.3<1>:uq -(abs)sr0.0<0;1,0>:uq r2.7<8;4,2>:f {NoDDClr,NoPreempt}
avg (8|M0) f0.0<4>:d -(abs)r2.0<8;8,0>:d (abs)r1.1<8;8,1>:d
bfrev (32|M24) r64.4<1>:ub 1.0:hf {Atomic}
(W) mach (32|M0) r7.2<1>:f r0.0<16;16,1>:f -r31.7<4;4,1>:ud
(W) math.exp (2|M16) r64.2<1>:f -(abs)r1.0<4;4,1>:f {Atomic}
rol (8|M0) (ov)f0.0 r1.0<1>:f r100.0<4;2,2>:uw 0x79C3:uw {Breakpoint}
asr (1|M0) (sat)r126.0<1>:d -(abs)sp.0<0;1,0>:w -1:w
(~f1.1.all2h) lzd (8|M0) r2.1<2>:ub (abs)fc0.0<0;1,0>:ub
mach (2|M4) r64.4<1>:f -(abs)ip<0;1,0>:d 2047:d
(~f1.1) rndz (16|M0) r126.0<1>:f r7.3<4;2,2>:f
(~f1.1.anyv) mul (4|M0) (ne)f1.1 r31.0<1>:hf tm0.1<0;1,0>:hf (abs)r[a0.7,16]<8;4,2>:hf
mov (2|M0) r64.0<2>:uq r127.2<1;1,0>:uq {Switch}
frc (4|M12) (le)f0.0 r126.0<2>:q r[a0.7,16]<1,0>:q
(W) movi (32|M0) r[a0.3]<1>:w r[a0.0]<1,0>:w 0x1:ud {Switch}
(~f1.0.any8h) math.rsqt (16|M0) (sat)r0.0<1>:f r127.7<16;8,2>:f
sel (16|M0) (sat)r7.4<2>:ub r127.7<4;1,0>:ub -r[a0.7]<1,0>:ub
(W) and (2|M28) (ne)f1.0 r1.0<1>:uw -(abs)sr0.1<0;1,0>:uw (abs)r[a0.7,-512]<1,0>:q
(W) xor (8|M0) r100.0<2>:ud (abs)r100.0<32;8,4>:hf r127.7<8;4,2>:hf {AccWrEn,Switch}
or (8|M0) r1.1<1>:hf r31.0<4;2,2>:hf ~r127.0<0;4,1>:hf
lzd (1|M24) r100.2<1>:ud (abs)r0.1<16;8,1>:ud {Switch}
(~f1.1.any32h) bfrev (8|M0) r7.2<1>:ud r100.3<16;8,2>:ud
frc (1|M12) (ne)f0.0 r100.4<1>:uw -(abs)r2.1<16;8,1>:uw {Atomic}
(W) shr (32|M24) r126.1<2>:hf r[a0.1,2]<1,0>:hf -r7.3<8;8,1>:hf {NoDDChk}
rndu (2|M0) (ge)f0.1 r2.0<1>:uq (abs)r127.1<1;1,0>:uq
(f1.1.all4h) mac (8|M8) f1.0<1>:ud -r[a0.7]<0;1,0>:ud -r2.7<1;1,0>:ud {Atomic}
movi (4|M20) r0.4<4>:w r[a0.0,2]<1,0>:w 0x1:ud {NoDDClr}
fbl (32|M16) r126.2<1>:d -1:d
rnde (2|M4) (sat)r100.0<1>:q (abs)r2.3<16;8,2>:q
(f0.0.any2h) rndz (1|M4) (sat)r31.0<1>:uw (abs)r0.7<1;1,0>:uw
or (4|M0) (un)f1.1 r100.4<1>:hf r64.1<4;4,1>:hf r7.15<1;1,0>:hf
(f1.0.all2h) asr (1|M0) (sat)r[a0.0]<2>:f r100.2<8;8,0>:f -(abs)r2.1<4;2,2>:f {Atomic,NoDDChk}
(~f0.1.allv) add (16|M16) r7.2<1>:hf -(abs)ip<0;1,0>:w (abs)r126.0<16;8,2>:w {NoPreempt}
shl (8|M0) r1.4<4>:uw r100.0<8;8,1>:hf inf:hf
bfrev (16|M0) r100.2<1>:uq r127.0<4;4,1>:uq {Atomic}
(W&f0.0) lzd (8|M0) null<1>:b r31.0<16;16,1>:b
(f0.1.all16h) rndz (4|M0) (sat)r127.0<1>:uw 0xFFFF:uw
(~f0.0.any16h) and (2|M28) r0.2<2>:q fc0.0<0;1,0>:df (abs)r100.0<4;4,1>:df
(~f0.0.any8h) rndd (8|M0) f0.0<4>:ub r0.15<2;2,1>:ub {NoDDChk}
(W) addc (16|M0) r127.4<1>:ub r[a0.1]<1,0>:ub r1.0<4;2,2>:ub {Switch}
cbit (8|M0) r31.4<2>:ub n0.0<0;1,0>:w
(f1.1.any32h) mac (32|M16) r7.0<1>:d -(abs)r2.0<32;8,4>:uq -r127.0<0;1,0>:uq
(W) lzd (8|M0) r1.0<2>:uw r7.0<4;4,1>:d
(~f1.0.all16h) cmpn (16|M16) (gt)f1.0 r127.1<1>:b r126.0<8;4,2>:b r64.0<8;8,1>:w {AccWrEn,Atomic}
(~f1.1.allv) cbit (8|M8) r64.0<2>:ub r126.15<4;4,1>:ub
cmp (1|M16) r[a0.3]<2>:ud r[a0.0,-512]<0;1,0>:ud (abs)r126.0<0;1,0>:uq
mov (16|M0) r0.2<1>:ud r31.3<2;1,0>:d
cbit (2|M8) r126.0<1>:d r0.2<4;2,2>:d
(~f1.0.all2h) movi (8|M16) r126.0<1>:f r[a0.1]<1,0>:f 0x1:ud
rndu (8|M24) r31.0<1>:ud (abs)r7.0<4;1,0>:ud
(W) or (8|M0) r100.2<1>:d (abs)r100.0<8;4,2>:d -2147483648:d
rndd (4|M0) r126.0<4>:b -(abs)r2.1<16;8,2>:b {Breakpoint,NoDDChk}
rndd (2|M8) r0.0<1>:ud -r100.2<16;8,1>:b {NoPreempt}
math.pow (2|M24) (sat)r64.2<4>:f -r2.0<2;2,1>:f r2.0<8;8,0>:f {NoPreempt}
(W&~f1.1) movi (32|M16) r100.0<1>:w r[a0.1,2]<1,0>:w 0x1:ud
shr (2|M0) r31.0<2>:ud -(abs)r31.0<8;8,1>:ud r127.7<8;8,1>:ud
(f1.0.any8h) cmpn (2|M24) (le)f1.0 f0.0<1>:d -(abs)r[a0.7,-32]<1,0>:d (abs)r127.1<0;4,1>:d {AccWrEn,NoDDClr}
(f0.0) shl (8|M0) r127.0<1>:w (abs)r100.0<2;1,0>:f r0.3<2;1,0>:f
(W) asr (2|M20) r0.1<4>:hf (abs)acc1.0<0;1,0>:hf 0.0:hf {Atomic}
(W) xor (32|M24) r2.0<1>:uq (abs)sr0.1<0;1,0>:uq -(abs)r1.3<2;2,1>:uq
(~f1.0.any8h) mach (8|M8) r100.2<2>:df null<0;1,0>:df r64.1<4;1,0>:df {Breakpoint}
cbit (16|M16) r100.0<1>:uw r0.0<4;2,2>:uw {NoDDChk}
(f1.0.all32h) shr (16|M0) a0.0<2>:uq -n0.0<0;1,0>:df r127.7<4;1,0>:uw
shr (1|M16) r127.0<1>:hf -fc0.0<0;1,0>:q r127.1<8;8,1>:q
(~f0.0.all4h) rnde (8|M0) (sat)r0.2<2>:uq 0x1:uq
rnde (2|M0) (ov)f0.1 null<1>:uw r7.0<16;16,1>:uw
or (8|M0) r[a0.1,64]<2>:ud -(abs)r2.0<16;8,1>:q r7.3<2;2,1>:q
(W&~f0.0) add (32|M0) r127.2<1>:b -(abs)tm0.1<0;1,0>:b r100.0<8;8,0>:b {NoDDClr}
(f1.1.any32h) add (2|M0) r31.2<4>:q r1.3<8;8,0>:q r126.0<0;4,1>:q {NoDDChk}
cmpn (4|M24) r2.1<1>:uq -(abs)r100.3<16;8,1>:ud r2.3<2;1,0>:ud
(~f1.0.all2h) bfrev (8|M0) r31.0<4>:f r31.3<4;4,1>:f
mach (8|M16) r31.1<1>:f n0.0<0;1,0>:f r2.0<0;1,0>:d
rnde (32|M0) (ov)f1.0 r64.3<1>:uq r7.7<8;4,2>:f
avg (8|M0) r100.2<2>:ud r[a0.2,2]<1,0>:f 0.1:f
shl (1|M24) r1.2<1>:hf r126.0<8;8,1>:uw r126.3<2;2,1>:uw {NoDDChk,NoPreempt}
math.invm (32|M8) (eo)f0.0 r100.mme5:df (abs)r64.mme7:df -(abs)r127.mme7:df {Atomic,NoDDClr}
(f0.0.all2h) sel (16|M0) r1.2<2>:ud r126.7<4;4,1>:d -r64.1<8;8,0>:d {AccWrEn}
rndz (4|M12) f0.0<1>:q r[a0.1,511]<2;2,1>:q
(~f0.1.all2h) mach (4|M0) r0.0<1>:ud null<0;1,0>:ud r2.0<0;4,1>:ud {AccWrEn}
rndz (2|M20) r0.0<1>:uq 0x1:uq {Atomic,NoDDClr}
(~f0.0.all32h) sel (8|M24) (le)f0.0 r0.4<2>:ub (abs)r0.0<4;4,1>:f r31.3<16;8,1>:q
(W) movi (1|M12) r127.1<4>:w r[a0.0]<1,0>:w 0x0:ud {Breakpoint}
(W) fbl (16|M0) acc1.0<1>:df r126.2<8;8,1>:df
cmpn (2|M0) r64.2<2>:w r7.1<0;4,1>:w -r31.0<8;8,0>:w
(f0.0) fbh (4|M16) r100.1<4>:q r126.3<0;4,1>:q
sel (8|M0) (eq)f0.1 r[a0.1]<2>:ud r126.0<16;8,2>:ud (abs)r126.0<16;8,1>:ud
(f1.1.all16h) ror (16|M0) (ne)f1.1 r2.1<2>:d r64.7<4;1,0>:d r2.7<16;16,1>:f
not (8|M24) (un)f0.1 tm0.0<4>:d (abs)r1.0<0;4,1>:d {Switch}
add (1|M4) a0.0<1>:ub r127.7<0;1,0>:ub r100.0<16;8,2>:ub {Atomic}
asr (32|M0) r100.0<4>:ub -(abs)acc1.0<0;1,0>:ub -r31.0<1;1,0>:ub {Atomic}
movi (32|M16) r64.4<2>:f r[a0.2,16]<1,0>:f null<0;1,0>:ud
math.rsqtm (16|M0) (eo)f0.0 r100.mme7:hf -(abs)r2.mme3:hf
frc (16|M0) (un)f1.1 r127.2<1>:uw (abs)r7.1<2;1,0>:uw {NoDDChk,NoDDClr}
(W) avg (16|M8) r64.0<1>:d r2.0<0;1,0>:d r31.1<16;16,1>:d {Atomic}
rndz (16|M0) r[a0.3,16]<1>:b 0xCD37F777:vf {AccWrEn}
rnde (16|M0) r2.0<4>:f r1.0<16;16,1>:f
(~f1.1.any32h) movi (16|M0) r100.0<1>:ud r[a0.2]<1,0>:ud null<0;1,0>:ud {NoDDClr}
shr (2|M24) (eq)f0.0 r31.0<1>:q r64.1<32;8,4>:q (abs)r126.0<8;8,0>:q {AccWrEn}
(f1.0.any16h) mov (32|M0) (le)f1.0 (sat)r31.0<2>:q r31.3<4;4,1>:q
(f0.1.all16h) xor (2|M28) r2.0<2>:uw cr0.0<0;1,0>:b (abs)r64.0<32;8,4>:hf {Breakpoint}
movi (8|M0) r64.0<2>:w r[a0.1,16]<1,0>:w null<0;1,0>:ud {NoDDClr}
(f0.1.all32h) fbl (16|M0) r64.4<1>:b a0.0<0;1,0>:ub {Breakpoint}
fbh (16|M0) r100.0<2>:f tm0.1<0;1,0>:f
cbit (8|M0) r7.0<1>:w -inf:hf
smov (8|M0) r100.0<1>:f ip<0;1,0>:f r127.2<8;4,2>:f
shr (8|M0) r64.1<2>:uq r1.0<8;4,2>:ud r1.3<8;8,1>:q
mul (1|M0) (ov)f1.1 r64.0<1>:uq cr0.0<0;1,0>:uq r7.2<2;1,0>:uq
math.iqot (4|M0) (sat)r2.0<2>:d -(abs)r64.7<32;8,4>:d -1:d {Atomic,NoDDChk}
(f1.0.all2h) xor (2|M20) (ne)f1.0 r1.0<1>:q -(abs)tm0.0<0;1,0>:uq r31.0<16;8,2>:uq {NoDDClr}
sel (2|M0) r127.0<1>:b r7.2<2;1,0>:ud r100.0<0;4,1>:ud
(~f0.1.all8h) avg (4|M0) r31.0<4>:ud r1.3<0;4,1>:uw r100.0<0;4,1>:uw
rndz (2|M12) (sat)acc0.0<1>:uw r0.2<16;8,1>:ub {NoDDClr,Switch}
sel (2|M0) tm0.0<2>:ub r127.7<4;2,2>:ub -r[a0.7,-32]<1,0>:hf
(f0.1.any4h) bfi1 (1|M0) r0.0<1>:d f1.1<0;1,0>:d 1:d {Breakpoint}
(~f0.1.all8h) avg (16|M0) r1.4<4>:w ce<0;1,0>:w r7.2<8;4,2>:w
lzd (16|M0) r127.2<1>:ud r127.7<4;4,1>:ud
(W) rndz (32|M0) r1.0<2>:ud -r127.7<8;4,2>:ud {Atomic}
movi (1|M0) cr0.0<1>:d r[a0.1,2]<1,0>:d 0x1:ud {Atomic,Breakpoint}
(W) math.invm (8|M0) (eo)f0.0 (sat)r100.mme1:f (abs)r64.mme0:f -(abs)r1.mme0:f
(W) or (32|M16) r31.0<1>:uq (abs)r64.3<16;8,2>:uq ~r31.1<32;8,4>:uq
(~f0.1.anyv) mach (4|M16) (sat)r126.0<1>:w (abs)null<0;1,0>:w 4096:w
(~f0.0.all32h) mov (4|M0) r31.0<1>:d -648100594:d
(~f1.0.all8h) bfrev (32|M8) r0.0<1>:b dbg0.0<0;1,0>:b {AccWrEn}
fbh (16|M0) acc0.0<1>:f 0.1:f
(W) rndd (4|M0) r126.0<2>:f -r126.7<2;1,0>:uw
sel (2|M4) r100.1<1>:ub -(abs)r100.1<16;16,1>:ub r7.0<2;2,1>:df
mul (2|M12) r126.4<2>:f r126.0<0;1,0>:f r126.0<2;1,0>:f
avg (4|M8) r[a0.1,64]<1>:w (abs)r1.2<2;1,0>:w -1:w
(~f1.1.all2h) and (8|M16) (gt)f1.1 r2.1<1>:f r[a0.1,16]<4;1,0>:f -1.5:f {Atomic,NoDDClr}
rndd (8|M0) r0.1<1>:ud 0xFFF:ud
cbit (4|M0) r7.0<1>:uw 0x80FB1265:vf
asr (1|M16) (ne)f1.1 r7.0<1>:ub -r1.2<4;1,0>:ub r[a0.1]<1,0>:ub
(f0.0.all32h) sel (16|M0) r0.1<2>:hf -null<0;1,0>:hf 0.5:f {NoPreempt}
(~f0.0.any2h) avg (2|M4) r7.1<4>:f r64.15<8;8,0>:hf r[a0.0,16]<1,0>:hf
shr (32|M0) a0.0<1>:ud -r0.7<0;4,1>:ud r100.1<0;1,0>:ud
frc (2|M0) r2.2<4>:ud (abs)r0.3<0;1,0>:ud
cmpn (4|M0) tm0.0<4>:q -r1.0<16;16,1>:q -(abs)r127.1<0;1,0>:d
xor (16|M0) r31.0<1>:ub -(abs)r2.3<4;1,0>:ub r100.0<0;4,1>:ub {AccWrEn}
(W) or (4|M0) (le)f0.1 r7.0<2>:uw (abs)r[a0.1,2]<1,0>:hf r1.7<2;2,1>:d {Atomic}
cmp (16|M0) (gt)f0.1 r31.0<4>:b -(abs)ip<0;1,0>:b (abs)r1.0<8;8,0>:b {AccWrEn,NoDDChk,NoDDClr}
math.invm (16|M0) (eo)f0.0 r1.mme5:f -r2.mme7:f -r64.nomme:f
avg (8|M0) (ov)f0.1 r7.0<1>:ud r[a0.1,511]<8;4,2>:ud -(abs)r0.1<32;8,4>:ud
(f1.0.any2h) lzd (2|M8) f0.0<1>:q -a0.0<0;1,0>:q {Atomic}
sel (16|M0) r126.4<1>:d -(abs)r127.0<2;2,1>:d 489057499:d {Atomic}
(W) add (8|M0) (ne)f0.0 r2.3<2>:df acc1.0<0;1,0>:ud 0xDA766F44:ud {Atomic,Breakpoint}
(W) or (16|M0) r2.4<2>:f r126.0<16;8,1>:f -(abs)r31.1<32;8,4>:f {Breakpoint}
(W&f0.0) rndu (4|M0) (le)f0.0 r2.1<1>:d r1.7<8;4,2>:d
mul (1|M28) r64.0<4>:d r[a0.7,-512]<1,0>:d r2.2<4;2,2>:q {Switch}
shr (8|M0) (sat)tm0.0<1>:uw -tdr0.0<0;1,0>:uw 0xFFF:uw {NoPreempt}
avg (16|M0) r2.0<1>:w (abs)f0.0<0;1,0>:w r7.2<16;8,2>:uw {NoDDClr}
(W) cmpn (16|M0) r126.0<1>:w r2.0<8;8,0>:w -(abs)r0.2<2;1,0>:w
bfi1 (16|M24) r31.1<4>:ud ce<0;1,0>:ud r0.3<2;2,1>:ub {Atomic}
movi (16|M0) r2.0<1>:ud r[a0.1,16]<1,0>:ud null<0;1,0>:ud
mov (2|M28) (gt)f1.1 r100.0<1>:f (abs)r127.0<0;4,1>:f
(W) mov (16|M0) r31.0<1>:uw 0x5B9351A:vf
smov (8|M0) r126.3<2>:q a0.0<0;1,0>:ud r0.7<16;16,1>:ud
smov (2|M12) r1.0<1>:ud r[a0.0]<1,0>:ud -32768:w {Atomic}
shl (16|M0) r31.0<4>:b sr0.0<0;1,0>:ub -r7.7<4;2,2>:ub
mac (8|M0) r31.2<1>:q -(abs)acc1.0<0;1,0>:b -r0.3<2;1,0>:b {AccWrEn,Switch}
(W) bfrev (32|M0) r7.3<2>:uq 0xFFFFFFFFFFFFFFFF:uq
frc (1|M0) (ge)f0.0 r127.0<2>:b (abs)r100.1<16;8,1>:b {Breakpoint}
(f1.0.any2h) sel (32|M16) (un)f1.0 (sat)r64.3<4>:q r127.0<8;4,2>:q r[a0.7]<32;8,4>:q
(f0.1.all32h) frc (2|M0) r64.1<2>:hf -1.5:hf
math.invm (8|M0) (eo)f1.1 r1.mme5:df (abs)r2.mme3:df r1.nomme:df {Atomic}
frc (8|M16) (ne)f1.0 r64.1<1>:f r[a0.1,2]<16;8,1>:f
lzd (2|M20) r2.2<1>:df r64.0<8;8,1>:q {AccWrEn,NoDDClr}
(~f0.1.allv) fbh (8|M0) r127.3<1>:df r[a0.2,16]<1,0>:df {NoDDClr,Switch}
mach (2|M20) r[a0.0,-16]<1>:q -r100.1<8;8,1>:q r126.0<16;8,1>:q {NoDDChk}
(W&~f1.1) mach (16|M8) (sat)r0.2<1>:uw (abs)r[a0.0,2]<1,0>:w 0:w
(f0.1.all32h) shl (16|M0) (un)f0.1 r0.0<1>:ud (abs)tdr0.0<0;1,0>:ud -r126.1<4;4,1>:ud
fbh (8|M0) r127.0<2>:f 0x7B3FB929:uv {NoDDChk,NoDDClr}
(f0.0.any2h) mul (16|M24) r31.1<1>:f -tm0.0<0;1,0>:f -r7.1<8;8,1>:f {Atomic}
math.sqt (8|M16) r100.2<1>:hf r127.7<4;4,1>:hf
(~f1.0.any4h) or (16|M0) null<4>:f ~r126.0<32;8,4>:w 0:w {NoDDChk}
not (1|M0) ip<4>:uw (abs)r127.3<8;4,2>:uw
math.irem (16|M0) r7.4<1>:d -r7.0<8;8,1>:d -(abs)r126.3<8;4,2>:d
bfrev (8|M0) r2.0<4>:uq 0xD8215452:ud
addc (4|M28) r2.0<2>:hf fc0.0<0;1,0>:hf r100.3<16;16,1>:uw {NoDDChk,NoDDClr}
shl (8|M0) r64.1<1>:df (abs)ce<0;1,0>:b r126.7<2;2,1>:uw
(~f0.1.anyv) cbit (16|M8) r127.0<1>:ud 0x0:ud {AccWrEn,NoPreempt}
(W&~f0.1) shl (16|M0) r64.1<1>:ud (abs)r0.3<2;1,0>:uq -(abs)r127.3<16;8,2>:uq
mov (4|M0) (eq)f0.1 r0.4<2>:hf -2048:w {NoDDClr}
add (16|M0) r0.4<4>:hf r7.1<2;2,1>:hf (abs)r126.7<2;1,0>:hf
mov (8|M0) (ne)f0.0 (sat)f0.0<1>:df (abs)r64.3<0;4,1>:df
mov (8|M0) f1.0<1>:b -(abs)r1.0<16;8,2>:b {Breakpoint,Switch}
(f1.1.any16h) frc (4|M0) r2.0<2>:f r31.7<8;4,2>:w {AccWrEn}
and (16|M0) (ge)f1.0 r1.1<2>:ub acc1.0<0;1,0>:ub 0xEAA23D12:ud
(~f0.1.all8h) and (4|M0) (un)f0.1 r1.0<4>:ud f1.1<0;1,0>:ud r100.0<16;16,1>:ud {NoDDChk}
mov (2|M0) (gt)f1.1 (sat)null<2>:df r0.0<8;8,0>:df
or (32|M24) acc0.0<2>:q r31.15<32;8,4>:ub r31.3<4;1,0>:q
(~f1.1) rnde (2|M0) cr0.0<4>:hf (abs)r1.0<16;16,1>:hf {Switch}
lzd (16|M0) r127.1<1>:hf -r[a0.7,2]<8;8,0>:hf {AccWrEn,NoPreempt}
movi (8|M0) r1.0<1>:d r[a0.1,2]<1,0>:d null<0;1,0>:ud
rnde (1|M0) r64.0<1>:df r7.0<4;1,0>:df
mac (16|M16) r64.4<2>:w r2.0<16;8,2>:w (abs)r1.2<8;4,2>:w
(~f1.0.anyv) fbl (16|M0) cr0.0<1>:q r1.7<16;8,1>:ud {AccWrEn}
movi (16|M0) f1.0<1>:d r[a0.2,16]<1,0>:d 0x0:ud
(~f0.1.any8h) xor (16|M0) r31.2<4>:b -(abs)r[a0.1,16]<8;8,1>:q -32768:w
movi (32|M0) r2.0<1>:f r[a0.2,16]<1,0>:f 0x1:ud
math.rsqtm (4|M24) (eo)f1.1 r100.mme0:f -r1.nomme:f
or (1|M16) (ne)f1.1 acc1.0<1>:w ~ce<0;1,0>:w 4095:w
(W&~f1.1) rndz (8|M0) r0.1<2>:ud 0x1:ud
(~f1.1.any2h) avg (4|M4) tm0.0<1>:d r1.0<8;4,2>:d 0xFFF:uw
(f0.1.all16h) cmp (16|M0) r100.0<4>:q (abs)acc1.0<0;1,0>:q r100.2<1;1,0>:q
fbh (32|M0) acc0.0<1>:df null<0;1,0>:df
(W&~f0.1) xor (16|M0) (eq)f0.1 r0.4<2>:hf r[a0.7,511]<4;2,2>:b r1.0<16;8,1>:b {Atomic}
shl (8|M24) r0.1<1>:uw fc0.0<0;1,0>:uw (abs)r[a0.7,2]<16;8,2>:uw {Switch}
(~f1.1.all32h) xor (2|M28) (gt)f1.1 r0.0<1>:uw r31.0<4;1,0>:uw 0x1:uw
(W) shl (32|M0) (le)f1.0 r64.0<4>:w r126.3<8;4,2>:w r127.3<4;1,0>:ub {Breakpoint}
(~f1.1.allv) fbh (4|M0) r64.2<1>:q r7.0<4;2,2>:q
shl (8|M16) (le)f1.1 a0.0<2>:f r31.0<4;2,2>:f r127.0<16;8,1>:f {NoDDChk,NoPreempt}
rndd (16|M0) r[a0.0,16]<1>:q ce<0;1,0>:q
bfrev (2|M0) r126.1<4>:b 0.0:hf
or (1|M4) (lt)f0.1 r0.2<4>:uq r0.3<8;4,2>:uw -(abs)r31.1<8;4,2>:uw
sel (2|M16) (un)f0.1 r0.0<1>:d -(abs)r64.0<16;16,1>:d 2.0:f
math.invm (4|M24) (eo)f0.0 r100.mme7:f (abs)r2.nomme:f r1.mme7:f
fbh (16|M0) r31.2<1>:w 0x9068C90B:uv
shr (2|M24) r31.0<4>:q -(abs)r127.0<8;8,1>:q r1.0<8;8,0>:q {NoDDChk}
(f1.1.any8h) avg (16|M8) (ov)f1.1 r0.4<1>:w r100.3<0;4,1>:f 0.1:f
movi (2|M0) r0.0<1>:f r[a0.2,16]<1,0>:f 0x0:ud
or (8|M0) r1.1<1>:b dbg0.0<0;1,0>:d r31.7<8;8,0>:d
movi (16|M8) r[a0.3,64]<1>:f r[a0.1,2]<1,0>:f 0x0:ud
cbit (16|M8) r0.2<4>:f 100.25:f
xor (32|M0) r7.2<1>:uw n0.0<0;1,0>:uw r100.2<2;1,0>:uw {Breakpoint}
(~f0.0.all4h) movi (1|M0) r31.1<1>:w r[a0.1,16]<1,0>:w null<0;1,0>:ud
mul (8|M24) r31.0<1>:ub -(abs)r31.3<4;1,0>:ub r100.7<8;8,1>:ub
fbh (32|M0) r126.1<2>:ud r31.2<2;1,0>:ud {NoDDChk}
movi (16|M0) r0.1<2>:ud r[a0.0,16]<1,0>:ud 0x1:ud
(f1.0.allv) mach (16|M0) r126.1<1>:uq (abs)r127.7<4;4,1>:b r100.2<16;16,1>:b
(f1.0.all4h) rnde (16|M0) r100.1<1>:df r126.0<16;16,1>:df
(W&~f1.1) rndd (8|M0) r64.2<1>:uw -r127.3<32;8,4>:uw {AccWrEn}
(W&~f0.1) mach (2|M24) r[a0.3,64]<4>:ud r126.2<16;16,1>:hf -r7.1<8;8,1>:hf
(W&f1.0) rndu (2|M0) (le)f1.0 r126.0<1>:w 0x8447C16B:v
(W&f0.1) asr (8|M8) r126.2<2>:hf r7.1<32;8,4>:hf 0x4749:uw
add (16|M0) (sat)f1.0<4>:b r127.15<4;4,1>:b -1.5:f
(f1.0.any4h) fbl (16|M16) r126.0<1>:df 0x1000:ud {NoDDChk}
(~f1.1.anyv) fbl (2|M20) r7.0<2>:ub r0.7<0;1,0>:ub {NoDDChk}
movi (2|M16) r64.4<1>:uw r[a0.1]<1,0>:uw 0x1:ud {AccWrEn}
frc (16|M0) r0.4<2>:d r100.2<16;16,1>:d {Switch}
(W) movi (16|M0) r100.0<2>:uw r[a0.0,2]<1,0>:uw 0x1:ud
rndu (4|M0) (gt)f0.0 acc0.0<1>:hf -(abs)r7.15<2;1,0>:hf {Atomic}
rndd (1|M0) (sat)sr0.0<4>:f -(abs)r100.0<0;1,0>:f
(f0.0.allv) shl (16|M0) (ov)f0.0 tm0.0<1>:hf -sp.0<0;1,0>:hf r64.15<16;8,1>:hf {AccWrEn}
(W&~f0.1) avg (32|M8) r126.0<1>:ub -(abs)r127.7<4;1,0>:d (abs)r100.2<16;8,1>:d
math.cos (1|M4) (sat)r0.2<1>:hf r2.1<8;8,0>:hf {NoDDChk,NoPreempt}
(W&f1.0) fbh (16|M0) r1.2<2>:df r100.3<8;4,2>:df {NoPreempt}
xor (16|M0) (ge)f0.1 r0.4<4>:ub -(abs)f1.1<0;1,0>:df -(abs)r1.2<4;1,0>:df
sel (1|M0) (sat)r126.0<2>:q r[a0.0,2]<1,0>:d -r1.7<32;8,4>:d {Switch}
movi (2|M28) f0.0<1>:d r[a0.0,2]<1,0>:d 0x1:ud
math.rsqtm (2|M8) (eo)f1.1 r100.mme5:f -(abs)r64.mme3:f {NoPreempt}
rndu (16|M0) r64.1<1>:ud fc0.0<0;1,0>:df {Breakpoint,Switch}
and (2|M0) r[a0.3]<4>:ub (abs)r[a0.7,16]<8;8,1>:ub r127.0<16;8,1>:ub
(W) and (1|M28) (ne)f0.1 r[a0.3,64]<1>:ud (abs)r[a0.7,511]<0;1,0>:b ~r64.0<1;1,0>:b
(f1.1.anyv) mach (16|M8) r31.0<4>:uq (abs)r2.1<16;8,2>:uq -r1.0<1;1,0>:uq
or (32|M16) r2.4<2>:uw ~acc1.0<0;1,0>:uw ~r31.0<16;8,2>:uw {Atomic,Breakpoint}
rndd (4|M12) (sat)r[a0.0,64]<1>:f (abs)r31.15<8;8,1>:hf
(f1.1.all4h) rndd (4|M8) r[a0.1]<1>:hf 0.5:hf
(~f1.0.any8h) mach (8|M0) r7.2<1>:uq (abs)tdr0.0<0;1,0>:uq (abs)r126.3<4;4,1>:uq
(f1.0) not (32|M0) a0.0<4>:q -(abs)n0.0<0;1,0>:q {NoDDClr}
(W&f1.0) movi (2|M0) r127.4<2>:f r[a0.0,16]<1,0>:f 0x1:ud {Breakpoint}
cmp (1|M0) r1.2<2>:d -(abs)r127.7<8;4,2>:d -(abs)r1.7<2;2,1>:d
avg (8|M0) r7.1<1>:f r7.1<8;8,0>:uw (abs)r127.2<32;8,4>:uw
rol (16|M16) (ne)f0.0 tm0.0<1>:hf sr0.0<0;1,0>:uw 0xFFF:uw
rnde (8|M24) (sat)r126.0<1>:uw -r2.0<0;1,0>:uw
bfrev (32|M16) r64.2<1>:ub r127.3<2;1,0>:q {AccWrEn}
avg (16|M8) f0.0<2>:hf sp.0<0;1,0>:f (abs)r31.0<1;1,0>:ud
rnde (16|M8) r100.0<1>:b msg0.0<0;1,0>:uq
math.irem (1|M12) r100.0<4>:d r2.0<2;2,1>:d -(abs)r126.7<8;4,2>:d
(W) rndu (8|M0) r100.2<1>:ud -r64.0<0;4,1>:ud
rndz (8|M0) (le)f1.1 r[a0.1]<1>:uq r0.2<8;8,1>:uq
mach (16|M0) (sat)r2.1<1>:df msg0.0<0;1,0>:df -r2.3<0;1,0>:df
shr (16|M0) r2.2<2>:b r126.7<2;2,1>:b -(abs)r100.2<8;8,0>:b {Atomic}
(f1.0.any8h) movi (4|M24) r126.4<1>:w r[a0.1,16]<1,0>:w 0x1:ud {Breakpoint}
(~f0.1.any32h) subb (4|M16) (ov)f0.1 r126.0<2>:ud r7.7<4;4,1>:ud r[a0.0,16]<4;4,1>:ud {Breakpoint}
(f1.0.any4h) xor (2|M16) r31.2<1>:df r126.1<4;2,2>:df r100.3<2;1,0>:df
frc (8|M0) r[a0.3,-16]<1>:f -r64.0<16;16,1>:f {Breakpoint,NoPreempt}
(W) mul (16|M0) a0.0<1>:d r7.2<16;8,2>:b -r2.2<0;1,0>:b
math.rsqtm (1|M28) (eo)f1.1 r100.mme0:hf r27.mme0:hf
(W) shl (1|M12) r127.1<1>:hf acc0.0<0;1,0>:hf r2.3<0;1,0>:hf
math.fdiv (16|M0) r100.0<4>:hf r127.1<32;8,4>:hf -inf:hf {NoDDClr}
movi (8|M8) r0.2<1>:uw r[a0.0]<1,0>:uw 0x0:ud {Breakpoint}
shl (32|M0) (sat)r31.2<4>:ub msg0.0<0;1,0>:hf -r31.0<8;4,2>:hf {Atomic}
(~f0.0.any2h) ror (4|M0) r64.0<1>:uw r1.0<16;8,1>:f r1.0<0;1,0>:f
(W) rndz (16|M0) r126.1<1>:f -(abs)r100.0<16;8,1>:f {Atomic}
movi (2|M8) tm0.0<2>:uw r[a0.2,2]<1,0>:uw 0x1:ud
addc (16|M0) r1.2<1>:ud r7.3<8;8,1>:hf -1.5:hf
asr (8|M0) (ov)f1.0 r127.0<1>:uq -(abs)sr0.0<0;1,0>:uq 0x1:ud
shl (32|M0) r[a0.3,-16]<1>:uw r[a0.7,16]<1;1,0>:uw 0x1000:uw
(W&f0.1) not (2|M12) r31.0<4>:hf ~r127.0<16;8,2>:hf
asr (2|M0) r7.2<4>:uw msg0.0<0;1,0>:d r64.0<4;4,1>:d
sel (8|M16) a0.0<4>:b -r2.0<0;4,1>:b r7.0<4;4,1>:b {Breakpoint,NoDDClr}
(~f0.1.any32h) rndz (16|M0) sr0.0<4>:ud (abs)sp.0<0;1,0>:uq
rndu (2|M0) r127.0<1>:uq 1.001358e-05:hf
rndz (2|M4) r100.0<4>:b (abs)r31.0<8;8,0>:ub {NoDDChk}
rndd (4|M0) r0.2<2>:f (abs)f1.1<0;1,0>:f
(W) mov (1|M20) (lt)f0.1 r100.1<1>:hf -ce<0;1,0>:hf
not (16|M0) (lt)f0.0 r100.2<1>:f 0xEF59EC22:uv
asr (16|M0) r1.2<1>:d r100.0<4;1,0>:d (abs)r100.0<1;1,0>:uw
mach (2|M20) (sat)r7.2<4>:ub -r0.2<0;1,0>:ub (abs)r1.0<16;8,1>:ub
rndu (4|M0) r0.3<2>:uq r31.0<16;16,1>:uw
shr (1|M24) (eq)f1.0 r1.0<4>:w -(abs)r7.2<8;4,2>:uw -(abs)r2.7<2;1,0>:uw
mac (16|M0) r1.1<2>:hf -(abs)r7.1<16;8,2>:hf -r2.0<0;4,1>:hf
mov (8|M8) r1.2<2>:f -r1.15<16;16,1>:b {AccWrEn}
(~f1.0.any2h) add (4|M16) r[a0.1,16]<4>:q (abs)r7.0<4;2,2>:q -(abs)r1.1<0;1,0>:q
(f0.1) fbh (4|M0) r31.1<4>:d r[a0.0,16]<4;2,2>:df
(f1.0.anyv) rndz (8|M0) (ov)f1.0 r[a0.1,64]<1>:d r7.0<1;1,0>:d
not (2|M8) r31.0<2>:q -2048:q
shl (4|M0) r1.2<4>:ud -r64.3<4;4,1>:ud -r[a0.2,-512]<1,0>:ud {Breakpoint}
rndu (8|M0) r127.2<1>:hf -r126.3<16;16,1>:b {Switch}
(W) rnde (8|M0) r7.0<2>:b (abs)r31.3<2;1,0>:b
(W) frc (8|M24) (un)f1.1 r1.0<4>:q -(abs)r2.2<1;1,0>:q
(~f0.1.anyv) shl (8|M16) (gt)f0.1 r100.0<4>:f -r126.3<8;8,1>:uq -r1.0<4;2,2>:f {NoDDClr}
subb (2|M0) (le)f0.0 (sat)r100.4<1>:w r[a0.2]<2;1,0>:w -32768:w {Atomic}
(~f1.1.all16h) rndz (16|M24) (le)f1.1 r100.4<4>:uw 2047:d
(~f1.1.any2h) rnde (8|M0) ip<1>:uq -r64.3<8;8,0>:df {AccWrEn,NoDDClr}
rnde (16|M0) (sat)r127.2<1>:w -(abs)r7.2<32;8,4>:w
(~f0.0.any4h) subb (32|M0) r126.4<1>:uw r[a0.7,-512]<32;8,4>:uw r127.0<8;8,0>:uw
(W) mac (4|M16) r0.2<1>:b -r64.0<8;8,0>:uq r0.3<8;4,2>:uq
bfrev (32|M0) r126.4<1>:ub r100.3<4;1,0>:f
mach (2|M20) r1.4<1>:uw -(abs)r31.7<8;4,2>:ud (abs)r2.7<8;4,2>:ud
(f0.0.anyv) sel (1|M20) r127.0<2>:ud tdr0.0<0;1,0>:ub (abs)r31.0<32;8,4>:ub
(~f1.1.all4h) frc (8|M0) (lt)f1.1 r7.0<2>:uw 0x0:uw
(f0.1.any2h) shl (8|M24) (le)f0.1 r1.2<4>:ud r64.0<8;8,1>:ud r7.1<4;4,1>:ud
(~f0.0.any32h) frc (32|M0) r2.4<1>:ub 0.0:hf
(W&f0.1) bfi1 (16|M16) r2.4<1>:d dbg0.0<0;1,0>:d -1919477853:d {AccWrEn,NoDDClr}
(f1.0.all32h) rndd (16|M24) (ne)f1.0 (sat)r0.2<1>:d tdr0.0<0;1,0>:b
(f0.1.any4h) rndu (16|M0) r1.4<1>:ub -(abs)r7.3<8;8,1>:ub
mac (32|M16) r126.1<2>:ud r126.0<2;2,1>:uw r100.7<4;2,2>:d
rnde (8|M0) r64.1<1>:uw -(abs)r100.0<4;1,0>:uw
sel (8|M16) r7.0<2>:b -r[a0.2,2]<1,0>:b (abs)r64.0<2;1,0>:b {AccWrEn,Switch}
asr (16|M24) ip<1>:ub r100.0<2;1,0>:ub (abs)r[a0.1,-32]<1,0>:ub
(~f1.0.all2h) asr (1|M0) (sat)r7.0<4>:hf -r[a0.0,511]<8;8,1>:df -(abs)r100.3<4;4,1>:uq
mach (1|M16) r0.0<2>:f (abs)sr0.0<0;1,0>:f 1e+06:f {NoDDChk}
(f0.0.any2h) ror (16|M16) r0.4<1>:d r7.0<16;8,1>:d r7.7<4;1,0>:d
(f0.1.all16h) bfi1 (2|M0) r64.0<1>:f r64.0<8;4,2>:f r126.0<4;1,0>:f {Atomic}
(W&f1.0) bfrev (32|M0) r31.2<1>:uq 0x1000:uq
bfrev (2|M0) r31.1<4>:ud r0.0<2;2,1>:ud
rndz (4|M20) r[a0.1,16]<2>:hf -(abs)r64.3<4;1,0>:hf {NoDDChk,Switch}
(f0.1.all32h) lzd (4|M16) r1.1<2>:ud r1.0<16;8,2>:ud
(~f1.0.any4h) shr (16|M0) ip<2>:ud r[a0.7,16]<1,0>:ud -r64.1<0;1,0>:uq
not (8|M24) r100.1<4>:q r[a0.0]<16;16,1>:q {Atomic}
(f0.0.allv) asr (8|M8) r100.4<1>:hf -r1.0<1;1,0>:hf -r[a0.7,16]<4;2,2>:hf
mach (1|M4) r127.1<1>:uw (abs)r100.7<8;8,1>:ud r2.7<8;8,0>:ud
xor (4|M0) r0.0<2>:ud r2.0<0;1,0>:ud -(abs)r1.7<4;1,0>:ud
rndu (4|M0) r7.4<1>:hf -acc0.0<0;1,0>:f {NoDDClr}
(f1.0.allv) math.fdiv (16|M0) r31.0<1>:hf r7.0<8;8,0>:hf r7.0<32;8,4>:hf
(f1.0.all8h) shl (4|M12) (sat)r1.0<4>:w -r2.0<16;16,1>:w r100.0<8;8,0>:w
mov (8|M0) (eq)f0.1 r7.2<1>:hf r7.0<8;4,2>:hf
fbh (16|M0) r31.2<2>:uq 0xFFF:uq
add (32|M16) r100.2<4>:hf -(abs)r7.2<2;2,1>:hf 1e+06:f
add (32|M0) (sat)r64.4<1>:ud f0.0<0;1,0>:ud (abs)r64.7<16;16,1>:ud {Breakpoint,NoDDChk}
(f1.1.any32h) mach (16|M24) r[a0.0,16]<4>:ub -r64.0<4;1,0>:q -r64.3<2;2,1>:q
(W) cmp (32|M0) r2.2<4>:ud r0.0<4;4,1>:ud 0x1000:ud
(f1.1.all4h) asr (8|M16) r2.1<1>:w -r2.1<2;1,0>:w r64.3<16;8,2>:w
(~f0.1.anyv) frc (1|M16) (lt)f0.1 tm0.0<1>:f r31.2<4;1,0>:f {Breakpoint}
(W) mach (8|M0) r1.1<4>:d r127.7<2;2,1>:d r1.7<8;8,1>:d {NoDDChk}
lzd (32|M8) r2.0<1>:ub -tdr0.0<0;1,0>:ub {Breakpoint}
(~f1.0.any16h) not (8|M0) r7.0<1>:d cr0.0<0;1,0>:d {NoDDChk}
sel (16|M8) r64.2<4>:uw r127.2<2;1,0>:ud -(abs)r2.7<4;4,1>:ud
(~f1.0.all2h) cmpn (16|M16) r127.0<1>:w r1.0<32;8,4>:w r1.0<4;1,0>:w {NoPreempt}
or (2|M24) r127.4<2>:f ~acc0.0<0;1,0>:f ~r[a0.2]<8;8,1>:f {NoDDChk,NoDDClr}
rnde (8|M0) (ov)f1.0 acc0.0<1>:w 32767:w
(W) mac (1|M0) cr0.0<2>:b r2.3<8;8,1>:q r[a0.0]<0;4,1>:q
add (1|M0) cr0.0<1>:f -(abs)r1.0<8;8,1>:f 100.25:f
(W&f0.1) bfrev (1|M0) r7.0<1>:uw 0xCF89DCAA:v {AccWrEn,Switch}
(W&~f1.1) math.exp (32|M0) r100.2<4>:hf (abs)r1.3<16;8,1>:hf
(f1.1.any32h) lzd (8|M0) (ge)f1.1 r100.1<4>:ub cr0.0<0;1,0>:ub {AccWrEn}
(~f1.0.any8h) mac (1|M0) r31.2<1>:ud -(abs)r1.0<0;1,0>:ud -(abs)r31.0<8;4,2>:ud
movi (2|M0) r7.2<2>:ud r[a0.0]<1,0>:ud null<0;1,0>:ud {Breakpoint,NoDDClr}
(W&f1.0) or (2|M20) r64.1<2>:uw r64.0<16;8,2>:d -2049:d
frc (16|M16) (un)f0.1 r31.0<1>:b -(abs)f1.1<0;1,0>:w
mul (16|M16) r1.4<1>:f -(abs)f1.1<0;1,0>:f 0x0:ud
lzd (4|M20) r31.1<2>:b sr0.1<0;1,0>:uq
(~f0.1.any4h) add (32|M24) r[a0.0,16]<4>:df (abs)f1.1<0;1,0>:uq -r1.0<0;4,1>:uq
sel (2|M0) sr0.0<1>:q sr0.1<0;1,0>:ud -r31.7<16;16,1>:ud {Atomic}
avg (8|M0) (ov)f1.0 r126.4<1>:w -(abs)r100.7<16;16,1>:f r2.0<4;2,2>:uw
(W&~f1.1) xor (32|M24) acc1.0<4>:uq (abs)r100.3<4;1,0>:uq ~r[a0.7]<0;1,0>:q {AccWrEn,Switch}
shr (8|M16) (sat)r64.0<4>:hf r2.0<16;8,2>:uq r7.3<8;8,0>:uq {Breakpoint}
not (4|M24) (gt)f0.1 r31.0<4>:hf -(abs)r31.7<32;8,4>:hf {Switch}
(f0.0) mach (4|M4) r0.1<2>:uw cr0.0<0;1,0>:uw r[a0.0,511]<1,0>:uw
fbh (1|M0) r[a0.1,64]<2>:w r[a0.2,16]<1,0>:w
shr (4|M20) (lt)f1.0 r7.4<4>:w r1.0<0;4,1>:d r64.0<16;8,1>:d {Switch}
(f1.1.all32h) smov (8|M0) r2.1<2>:uq a0.0<0;1,0>:uq r[a0.7]<1,0>:uq {Atomic}
(~f0.1.anyv) cbit (4|M16) r7.1<1>:uq 1.4013e-45:df {Breakpoint}
shr (1|M0) (ov)f0.0 r64.2<2>:b r100.0<16;8,2>:b r126.0<0;4,1>:b
(W) and (1|M0) r31.1<4>:b (abs)cr0.0<0;1,0>:w 2047:w {Atomic}
rndu (1|M0) r0.1<1>:w (abs)r[a0.7,511]<8;8,0>:w {NoDDChk}
rnde (4|M28) (eq)f1.1 r127.0<4>:f 0x65DDBBEC:vf
xor (32|M0) r0.1<4>:ud r127.3<8;8,0>:ud ~r64.0<2;2,1>:ud
shl (16|M0) r0.0<4>:ud -r64.0<0;1,0>:w -2049:w
frc (16|M0) (lt)f1.1 r126.0<1>:w (abs)r100.0<8;8,0>:w
frc (8|M0) r127.1<4>:d -r126.7<0;1,0>:f
(W&~f1.1) fbl (4|M20) r31.1<2>:uq r31.0<0;1,0>:uq
add (8|M0) (un)f0.1 (sat)r1.0<2>:ud r100.7<32;8,4>:ud -(abs)r7.2<8;4,2>:b
mov (16|M16) r126.0<1>:uw -tm0.0<0;1,0>:uw {Breakpoint}
xor (4|M0) r100.0<4>:ud (abs)r127.2<32;8,4>:ud r126.1<8;8,1>:ud
fbh (8|M8) r100.1<4>:w 0x1C71515D:vf
not (16|M0) (lt)f0.1 r100.0<1>:w r100.1<16;8,2>:w {AccWrEn}
smov (32|M0) r2.2<1>:w r31.7<2;2,1>:w r100.2<2;2,1>:w
and (4|M28) (ne)f1.0 r127.4<1>:ud ~r2.0<32;8,4>:ud (abs)r64.7<16;16,1>:ud
math.iqot (32|M16) r2.2<1>:d r64.2<0;4,1>:d -1:d
mul (16|M24) r126.0<1>:d r100.0<2;1,0>:d r31.0<4;4,1>:d
(f1.1.all2h) asr (4|M28) r0.0<1>:hf -n0.0<0;1,0>:hf (abs)r126.0<16;8,1>:hf
(W&f1.0) math.sqt (16|M16) r127.0<1>:f (abs)r7.7<2;2,1>:f {Breakpoint}
and (8|M0) (un)f1.1 r127.1<2>:uq r64.2<4;1,0>:d -1790862716:d
(W&~f1.1) cmp (16|M0) r[a0.3,-16]<2>:f r0.0<2;2,1>:f (abs)r[a0.1,-512]<1,0>:f
not (8|M24) r64.1<1>:w ~r127.0<2;2,1>:df {NoDDClr}
shl (32|M8) r127.3<4>:df -(abs)r2.0<8;8,0>:df r64.3<16;8,1>:df
shl (16|M0) r126.0<4>:df (abs)r1.0<4;4,1>:df (abs)r1.0<16;8,1>:df
lzd (4|M0) r[a0.3,64]<2>:b -r1.0<0;4,1>:b
(f1.0.all2h) movi (8|M16) r1.4<2>:uw r[a0.0,16]<1,0>:uw 0x1:ud
(f0.0.any2h) shl (8|M0) (le)f0.0 (sat)r7.0<1>:f -(abs)r[a0.0,-32]<8;4,2>:ud -r[a0.2,-512]<16;8,1>:ud
(f0.1.all32h) add (2|M0) ip<4>:f r2.0<0;4,1>:d (abs)r126.0<8;8,0>:uw {NoDDClr}
xor (16|M24) r100.0<2>:b ~r[a0.1,16]<1,0>:q ~r64.2<2;2,1>:q {Breakpoint}
(W&~f0.1) mov (4|M8) sr0.0<4>:d -r64.0<8;8,1>:f
movi (8|M8) r7.4<2>:uw r[a0.2,16]<1,0>:uw null<0;1,0>:ud
frc (4|M24) r0.4<4>:b -(abs)r[a0.7]<1,0>:b
or (8|M24) (lt)f1.1 tm0.0<1>:ub ~acc0.0<0;1,0>:ub r31.0<0;4,1>:ub {NoPreempt}
rndd (1|M0) r64.3<1>:q 9223372036854775807:q
rndu (8|M8) r1.0<2>:f 0x56151F86:vf {Atomic,NoDDClr}
(W&~f0.1) add (1|M20) r2.1<1>:w sp.0<0;1,0>:hf r7.7<2;2,1>:hf
not (16|M0) (eq)f1.1 r2.0<4>:ud ~r64.2<2;2,1>:uw {Atomic}
ror (32|M16) r31.4<2>:b r1.0<8;8,0>:w r127.0<16;8,1>:w {Atomic}
shl (8|M8) (ge)f0.0 (sat)r2.1<4>:uw r100.7<4;4,1>:uw r126.7<1;1,0>:uw {Atomic,Breakpoint}
(W&f1.0) mach (8|M16) null<1>:ud -(abs)f0.0<0;1,0>:ud r0.0<4;1,0>:ud {Atomic}
math.invm (8|M16) (eo)f1.1 (sat)r100.mme1:df -(abs)r1.mme7:df (abs)r127.nomme:df {NoPreempt}
avg (1|M12) r0.1<1>:w (abs)r64.0<0;1,0>:w -1:w {Atomic,NoDDClr}
(~f0.1.any8h) frc (1|M0) r64.0<2>:uw r1.0<16;8,1>:uw {NoDDChk}
and (32|M16) r126.0<1>:uw -(abs)r1.1<4;2,2>:uw r31.7<16;8,1>:uw
asr (16|M0) r127.2<4>:f (abs)ce<0;1,0>:f (abs)r127.7<2;2,1>:f {Atomic}
(~f0.0.all4h) rndd (32|M24) r126.0<1>:uq (abs)r64.2<8;4,2>:uq
bfi1 (8|M24) r64.0<2>:df r[a0.1,2]<1,0>:df r100.1<4;1,0>:df {Breakpoint}
(f0.1.all4h) asr (1|M0) r31.0<2>:q (abs)r126.0<16;8,2>:q r126.3<32;8,4>:q {Breakpoint}
xor (1|M16) r127.2<2>:q r100.0<2;1,0>:w r2.0<0;4,1>:w
movi (4|M12) r126.0<1>:uw r[a0.2,2]<1,0>:uw 0x1:ud {NoDDClr}
lzd (1|M16) (gt)f1.0 r7.1<1>:uq -r126.2<0;4,1>:uw
rol (2|M0) r31.4<2>:d dbg0.0<0;1,0>:d -1409070432:d {AccWrEn}
avg (8|M0) r7.2<2>:ud a0.0<0;1,0>:ud -(abs)r31.3<0;1,0>:ud {NoDDChk}
(f0.0.all2h) bfrev (8|M0) r126.0<1>:d 2047:d
mach (2|M28) r1.0<4>:d -(abs)tdr0.0<0;1,0>:d (abs)r[a0.2,-32]<32;8,4>:d
(f0.0.any16h) rndz (16|M0) f0.0<4>:ub r[a0.7,-32]<1,0>:ub
rndu (8|M0) (sat)r7.2<1>:uq -r1.0<0;4,1>:uq {Breakpoint}
shr (16|M0) r126.2<1>:q -r2.3<16;16,1>:q r[a0.2,2]<4;4,1>:q
(f1.1.allv) and (1|M4) r2.1<4>:ub (abs)r127.0<16;8,2>:ub ~r1.2<4;4,1>:ub {Breakpoint}
(W) rndz (16|M24) (sat)r[a0.0,16]<1>:ub r64.0<16;16,1>:ub
(W) rndz (8|M0) r64.4<2>:w -3390:w {NoDDChk}
(W) and (16|M24) r0.0<1>:ub ~r1.2<32;8,4>:f r31.2<2;1,0>:f {Atomic}
rndz (2|M28) r0.0<1>:ud (abs)r[a0.7]<1,0>:ud {NoDDClr}
(f0.1.all32h) shr (16|M0) r0.0<1>:uq -r100.3<2;2,1>:uq -(abs)r2.0<8;8,1>:uq
(f0.1.all2h) add (16|M0) r126.4<4>:uw -(abs)r31.0<4;4,1>:uw r100.0<2;1,0>:uw
(W&f0.1) rndz (8|M0) r31.0<2>:w 0xEC1E6979:vf
rnde (4|M8) (sat)r64.2<2>:b (abs)msg0.0<0;1,0>:b {AccWrEn,Breakpoint,NoDDClr}
(f1.1.any4h) ror (1|M12) f1.0<4>:uq r126.0<4;2,2>:uq r2.3<1;1,0>:uq {AccWrEn}
(~f0.0.any4h) rndd (32|M0) r2.2<2>:b -(abs)r127.2<8;8,1>:b {Atomic}
rnde (16|M8) r1.2<1>:uq -r31.0<4;4,1>:uq {AccWrEn,NoDDClr,NoPreempt}
rndd (1|M16) (sat)r127.1<2>:f r[a0.0,-512]<32;8,4>:f
fbh (32|M0) r0.3<1>:df r126.3<2;1,0>:df
and (32|M8) r2.4<1>:f -(abs)r31.3<2;2,1>:f ~r0.2<32;8,4>:f
or (32|M16) r126.4<1>:b r1.3<16;8,1>:uw 0x1000:uw
cbit (1|M0) r0.1<1>:hf 100.25:hf
frc (8|M0) (eq)f0.1 r64.0<4>:hf r127.0<8;8,0>:hf
frc (32|M0) r2.0<1>:w (abs)r0.1<4;4,1>:w
(f0.0.any2h) avg (1|M12) (gt)f0.0 acc1.0<4>:df -(abs)fc0.0<0;1,0>:b -(abs)r[a0.1,2]<0;4,1>:b {Switch}
math.rsqtm (1|M0) (eo)f0.0 r100.mme0:df r27.mme7:df
cbit (16|M24) r64.4<1>:b r0.0<32;8,4>:b
(~f1.1.any16h) shr (1|M0) (lt)f1.1 (sat)r2.4<1>:hf r1.2<8;8,0>:uw -(abs)r0.15<0;1,0>:uw {Switch}
(W&f0.1) sel (4|M0) (sat)a0.0<4>:d -null<0;1,0>:d -(abs)r64.7<16;8,2>:d {Atomic}
and (2|M0) r100.2<1>:f (abs)tm0.1<0;1,0>:ud ~r2.0<16;16,1>:ud {Switch}
math.irem (8|M0) r126.0<2>:d r127.0<4;1,0>:d -(abs)r0.1<4;1,0>:d {NoDDClr}
(W) rndz (8|M0) r100.1<2>:uw 0x61E34BD9:v
(~f0.0.any16h) rol (4|M24) (lt)f0.0 r127.1<1>:df fc0.0<0;1,0>:df r31.3<2;2,1>:df
(f1.0.allv) add (8|M0) r127.1<4>:q r7.2<0;1,0>:q r31.3<4;4,1>:q
(f0.1) bfrev (8|M24) tm0.0<1>:f 0xFDE10CDF:uv
rnde (16|M0) r7.4<2>:hf -r64.0<16;16,1>:hf
(~f0.0.all8h) sel (32|M0) (le)f0.0 r7.1<4>:q -r64.2<2;2,1>:q -r0.0<0;1,0>:q
(~f0.1.any32h) mac (4|M4) r31.2<1>:uw (abs)r100.15<1;1,0>:uw -(abs)r127.0<0;1,0>:uw
cmp (1|M8) (gt)f1.1 r31.0<1>:df -(abs)tm0.1<0;1,0>:df -r1.1<16;8,2>:df {Breakpoint}
cmp (8|M0) f0.0<4>:uw r[a0.7,511]<8;4,2>:uw r127.1<16;16,1>:uw
(f0.0.allv) mov (8|M0) (ne)f0.0 r1.1<4>:q (abs)r7.1<0;1,0>:q
rnde (32|M0) r0.0<1>:w -r[a0.7,16]<1;1,0>:w
rndu (16|M0) r31.0<2>:b -fc0.0<0;1,0>:b
asr (2|M28) r100.0<1>:ub -null<0;1,0>:ub r2.1<2;1,0>:ub
rndz (8|M0) r100.1<2>:uq ip<0;1,0>:uq
(f0.1.all8h) xor (1|M16) r1.1<4>:d acc0.0<0;1,0>:d r31.7<16;16,1>:d {Atomic}
(W) and (8|M0) r64.2<2>:hf a0.0<0;1,0>:hf -2147483648:d
(~f1.0.any2h) mul (16|M16) r100.0<2>:df (abs)n0.0<0;1,0>:d -(abs)r31.7<0;1,0>:d
shl (2|M0) r126.1<4>:df r127.3<16;8,2>:df -(abs)r7.0<4;1,0>:df
add (16|M0) (sat)r0.4<1>:hf -(abs)acc1.0<0;1,0>:hf r100.1<8;8,1>:hf {NoPreempt}
mac (8|M0) r126.0<4>:hf (abs)r126.2<4;2,2>:uq (abs)r1.3<16;16,1>:uq {NoDDChk}
(f0.0.any32h) addc (4|M0) cr0.0<1>:ub r126.3<1;1,0>:ub r1.2<2;2,1>:ub
cmpn (2|M20) r2.1<1>:d -(abs)f1.1<0;1,0>:d -(abs)r127.3<4;4,1>:b {NoDDChk}
fbl (1|M0) r126.1<4>:q r100.0<8;4,2>:d
(f0.1.all32h) not (1|M0) r126.4<1>:b (abs)r100.1<4;2,2>:ub {Atomic,NoDDClr}
(W) mov (16|M0) (sat)r7.0<2>:w 0xC318607C:v {Atomic,NoDDChk}
mac (8|M0) r127.0<1>:ub -r127.15<4;1,0>:ub (abs)r7.0<4;2,2>:ub {Atomic}
(f1.0.allv) mach (1|M20) ip<4>:f r[a0.1,511]<1,0>:hf r2.0<4;4,1>:hf {Atomic}
(f0.0.any8h) mac (8|M16) r127.0<2>:uq -r2.1<8;4,2>:uq -r0.0<2;1,0>:b
(f0.0.allv) math.rsqtm (8|M0) (eo)f0.0 r100.mme7:f -r64.mme3:f {Atomic}
subb (4|M0) (le)f1.1 r100.2<1>:q r31.15<4;1,0>:hf 3.140625e+00:hf
(f0.1.all32h) lzd (4|M16) r100.1<4>:uq r[a0.7]<1;1,0>:uq
math.rsqt (1|M0) r127.0<2>:hf -(abs)r0.15<8;8,1>:hf {Switch}
math.irem (4|M28) (sat)r31.0<2>:ud r64.0<4;4,1>:ud 0x1000:ud {Atomic,NoDDClr}
(f0.0.any2h) add (8|M0) r0.3<2>:q -(abs)cr0.0<0;1,0>:q -(abs)r[a0.0,16]<0;1,0>:q
rndu (1|M0) (lt)f0.0 r31.2<2>:b r7.0<16;8,1>:b {NoDDClr}
bfrev (32|M0) r64.0<4>:hf r100.3<0;4,1>:q {NoDDClr}
(f0.1.anyv) or (2|M0) r0.3<4>:q -(abs)r2.0<16;16,1>:q (abs)r31.0<4;2,2>:q
bfrev (1|M12) r1.0<2>:df 1.4013e-45:df
math.invm (8|M16) (eo)f0.0 r100.mme7:hf r64.mme3:hf (abs)r27.mme3:hf
cmp (16|M0) r31.0<1>:ud r0.15<16;16,1>:hf r127.7<2;2,1>:hf {Atomic}
fbh (8|M0) r100.0<2>:f 0xE70FDBA3:vf
(W) rndu (4|M0) r1.2<1>:b 0x9895F2B6:v {NoDDChk}
rol (16|M0) r[a0.3]<1>:uw r31.0<1;1,0>:uw r7.0<0;4,1>:uw
mach (16|M0) r127.1<1>:b (abs)r127.2<16;16,1>:q r[a0.7,16]<4;1,0>:q {NoPreempt}
(f0.0.allv) fbl (1|M0) r100.0<4>:f r64.0<16;8,1>:f
(f0.1) fbl (16|M0) sr0.0<2>:df r64.1<16;16,1>:df {Switch}
mul (2|M0) r31.1<4>:d (abs)tdr0.0<0;1,0>:d (abs)r0.7<8;4,2>:d
(~f1.1) fbh (2|M0) r0.0<1>:d 4095:d {AccWrEn,Breakpoint}
bfrev (16|M0) null<1>:ub f1.1<0;1,0>:b
cmp (8|M0) (ge)f0.1 r64.2<4>:uw (abs)r2.15<8;8,1>:uw 0xCFB4:uw
rnde (8|M0) r126.0<1>:ud 0xFFFFFFFF:ud {NoDDClr}
mach (8|M8) r100.2<1>:w r[a0.2,2]<4;1,0>:uw 0xFFF:uw {Breakpoint}
(f1.1.any16h) mach (8|M24) r127.0<4>:w -r7.7<2;1,0>:w -(abs)r31.15<2;2,1>:w {Breakpoint}
(~f0.0.all8h) mach (8|M0) r127.0<4>:d (abs)f1.1<0;1,0>:d r[a0.1,16]<2;1,0>:d {Breakpoint}
math.invm (32|M8) (eo)f0.0 r1.mme1:f r1.mme0:f r64.mme0:f {NoDDChk,NoPreempt}
(W&f1.1) and (16|M8) r64.4<2>:w -(abs)tm0.0<0;1,0>:w ~r7.7<4;2,2>:uw {Breakpoint}
cbit (8|M8) r31.0<1>:hf r127.7<16;8,1>:hf
(~f1.0.any4h) mach (1|M28) r100.2<1>:b -dbg0.0<0;1,0>:ud r7.7<8;8,1>:ud {NoDDClr}
(W&f0.1) rol (4|M16) a0.0<1>:hf r64.1<16;16,1>:hf r127.1<8;4,2>:hf {Breakpoint}
(f1.0.any32h) mac (2|M0) r64.0<1>:hf -(abs)ip<0;1,0>:hf 3.140625e+00:hf
fbh (16|M16) r126.1<1>:df sr0.1<0;1,0>:df
(W&~f1.1) mov (4|M28) r64.0<1>:q -inf:df {Atomic}
(W) xor (16|M0) (le)f1.1 r7.1<1>:w tm0.1<0;1,0>:uq r127.0<8;8,0>:ud {Switch}
shl (16|M0) (ov)f1.0 r127.1<1>:f r31.7<8;4,2>:f -(abs)r[a0.1]<1,0>:f
fbl (8|M0) r0.2<2>:uw r127.3<1;1,0>:w
(W&f0.1) not (8|M0) (ne)f0.1 r2.1<4>:hf -(abs)n0.0<0;1,0>:hf {NoDDClr,NoPreempt}
mac (32|M0) (ge)f0.0 acc1.0<2>:uq tm0.0<0;1,0>:w -r[a0.7]<32;8,4>:w
cbit (8|M0) r0.1<1>:q -2049:w {Atomic}
math.inv (2|M20) r126.1<2>:hf r31.1<16;8,2>:hf {Breakpoint,NoDDChk}
(f0.0.any16h) lzd (8|M24) (gt)f0.0 r31.4<4>:b r64.3<32;8,4>:b
(W) fbl (2|M0) r7.0<4>:uq 1.0:f {NoDDChk}
rndz (1|M24) ip<4>:ud r0.1<0;1,0>:ud
(f1.0.any2h) bfrev (8|M0) r1.3<2>:q cr0.0<0;1,0>:uw
cbit (16|M0) r2.2<1>:hf inf:hf {NoDDChk}
(f1.1.all16h) math.pow (8|M16) r100.2<4>:hf r7.15<8;8,1>:hf r1.1<2;2,1>:hf {AccWrEn,NoDDClr}
(f0.1.any32h) rol (4|M24) r64.4<1>:w a0.0<0;1,0>:w 23775:w
frc (16|M0) r1.0<1>:q -2048:q {AccWrEn}
(f0.0.all16h) frc (8|M0) r2.0<1>:f 0xFB9B14FA:v
shr (8|M0) (sat)r127.0<1>:ud r2.0<2;2,1>:ud r100.3<1;1,0>:ud
frc (16|M0) r31.2<2>:uw -(abs)acc0.0<0;1,0>:d {NoDDChk}
rol (4|M24) r1.2<2>:f ip<0;1,0>:f r126.0<1;1,0>:f {NoDDChk}
(f1.1.any2h) cmp (1|M16) r126.2<4>:ub (abs)r126.0<8;8,1>:ub r127.2<0;4,1>:w {NoPreempt}
(f0.1.any32h) fbh (4|M0) null<2>:w null<0;1,0>:w
mov (8|M0) r64.0<4>:d r31.1<16;8,2>:d {NoDDClr}
(f0.1.any4h) cbit (16|M0) null<2>:ud r100.0<8;4,2>:ud
(f1.0.all16h) math.cos (8|M0) r1.1<1>:f -(abs)r126.1<32;8,4>:f
math.rsqtm (8|M8) (eo)f0.0 r100.mme7:f -(abs)r2.mme7:f {AccWrEn,Switch}
or (4|M0) r0.2<4>:uw (abs)r2.7<4;1,0>:uw -(abs)r[a0.1,16]<8;8,1>:uw
math.rsqtm (1|M0) (eo)f1.1 r1.mme5:hf -r2.nomme:hf
math.pow (16|M0) r7.0<1>:f (abs)r1.0<8;4,2>:f r100.1<0;4,1>:f
lzd (4|M28) tm0.0<2>:hf r31.0<8;8,0>:hf
mov (8|M16) r1.1<4>:d 0x1000:uw {Atomic}
rnde (8|M24) r1.1<1>:w r[a0.2,-512]<1,0>:q {NoPreempt}
fbl (16|M0) r1.2<2>:w r[a0.1]<1,0>:d
mach (2|M0) (sat)r7.0<1>:df -(abs)r127.0<1;1,0>:ub r100.0<16;16,1>:ub {NoDDClr}
(f1.0.all16h) cmp (2|M4) (ge)f1.0 r100.2<4>:ud tdr0.0<0;1,0>:ud -(abs)r64.0<0;4,1>:ud {AccWrEn,NoDDClr}
shr (8|M0) (le)f1.1 ip<1>:d r100.1<8;8,0>:d r100.0<2;1,0>:d
(~f0.0.all4h) mach (16|M0) r7.1<1>:d -n0.0<0;1,0>:d r100.0<0;1,0>:d
(f0.1.all32h) sel (4|M0) f0.0<1>:df r2.3<8;4,2>:df r1.2<16;16,1>:df
movi (16|M8) r[a0.3,16]<2>:uw r[a0.0,16]<1,0>:uw 0x0:ud
rndz (2|M0) (ne)f0.0 r126.4<1>:d -(abs)r[a0.7,16]<16;8,2>:uw
and (4|M4) r100.2<1>:b r31.1<4;1,0>:b ~r7.15<4;1,0>:b
movi (16|M8) r100.2<4>:w r[a0.1,16]<1,0>:w 0x1:ud {Breakpoint}
asr (2|M12) r7.0<2>:uw r100.2<8;8,0>:uw r127.1<8;8,0>:uw
add (2|M12) r[a0.1,-16]<4>:f -r31.1<1;1,0>:b r127.0<8;8,1>:b {AccWrEn}
(~f1.0.any16h) mov (16|M0) (lt)f1.0 r100.1<1>:w r126.15<2;1,0>:w
(W) add (4|M4) (lt)f0.1 r127.1<1>:b -(abs)fc0.0<0;1,0>:uw 0x0:uw {AccWrEn}
(f1.0.anyv) shl (2|M0) r127.4<4>:hf f0.0<0;1,0>:hf 1.0:hf
(f0.1) mov (2|M0) r31.0<1>:d f0.0<0;1,0>:f {Breakpoint,NoDDChk}
(f1.1.any4h) math.inv (32|M8) r0.2<4>:hf r100.0<16;8,1>:hf
mach (8|M0) (sat)r7.0<1>:ud -r31.2<4;1,0>:hf 0x1:uw
(W) ror (32|M0) (un)f0.0 f0.0<4>:d r31.0<4;2,2>:uw r127.7<8;4,2>:uw
math.invm (16|M8) (eo)f0.0 r100.mme0:f r1.nomme:f -(abs)r64.mme3:f
mac (32|M0) r100.2<4>:f r126.0<8;4,2>:d -1:d
(f0.1) xor (16|M0) acc1.0<1>:df ~r7.7<2;1,0>:hf r126.0<8;8,0>:q {Atomic}
rndz (4|M28) r7.1<2>:ub r2.0<4;1,0>:w {Breakpoint}
(W) mac (8|M0) r0.0<1>:d null<0;1,0>:uq (abs)r1.3<1;1,0>:uq
(f1.0.anyv) mac (8|M0) r7.2<2>:ud -r7.0<16;16,1>:ud 0x0:ud
(f0.1.all4h) mov (32|M0) (ne)f0.1 null<1>:w -0.0:df {Switch}
bfrev (8|M8) r0.0<1>:f r127.0<16;16,1>:f {Switch}
(f1.1.any8h) subb (4|M8) (lt)f1.1 f0.0<1>:uq r7.0<4;1,0>:ud 0xFFF:ud {Atomic,NoDDClr}
mac (8|M0) (eq)f1.0 r100.4<1>:d r0.0<16;8,2>:d -(abs)r2.0<4;2,2>:d
rnde (16|M16) r[a0.1,64]<1>:uw -(abs)r2.1<2;1,0>:uw
(~f1.0.all8h) rnde (16|M0) (ne)f1.0 (sat)r126.1<2>:uq -(abs)sr0.0<0;1,0>:uq {Atomic}
cmp (8|M24) (eq)f0.1 r1.4<1>:d r64.3<1;1,0>:uq -r1.0<16;8,2>:b
(W) mov (4|M4) f0.0<1>:b -(abs)r2.0<8;8,0>:b
(f1.1.any4h) math.rsqt (8|M24) r127.0<1>:f r0.0<0;4,1>:f {Switch}
avg (4|M12) r[a0.1,-16]<2>:d -r31.0<8;8,1>:d r0.1<16;16,1>:d
(f1.1.any4h) frc (4|M0) r127.0<1>:ub -(abs)r1.3<8;8,1>:ub {NoDDClr}
(~f1.0.anyv) cmp (16|M0) r31.0<2>:ub -r100.15<0;4,1>:ub r100.1<2;2,1>:ub
rndu (2|M20) (le)f0.1 r126.0<2>:hf 1:w {Atomic}
(~f1.0.all2h) rnde (8|M0) r127.1<2>:uw 0x1A48028D:v {NoDDChk}
shl (2|M0) (sat)r31.1<1>:uq -acc1.0<0;1,0>:d -(abs)r100.0<32;8,4>:d {Breakpoint,NoDDClr}
shl (16|M0) r1.4<1>:b -f0.0<0;1,0>:b r127.15<1;1,0>:b
(W&~f1.1) math.sin (4|M16) r1.2<1>:hf r126.15<0;1,0>:hf
(f0.0.all8h) not (32|M0) r2.0<1>:ud ~r100.0<2;1,0>:ud
(W) bfrev (1|M24) r[a0.1,-16]<1>:w -2049:w
bfrev (8|M0) r64.3<2>:uq r[a0.0,-32]<1,0>:uq {AccWrEn,NoDDClr}
rnde (8|M8) r0.1<1>:uq r31.3<16;16,1>:uq
(f0.0.all4h) rol (4|M8) r127.0<4>:f r2.7<8;4,2>:f r2.0<0;1,0>:f
cbit (4|M4) r64.2<2>:uw tm0.1<0;1,0>:w
mul (16|M0) r7.0<1>:ub r64.3<4;1,0>:uq inf:hf {Atomic,NoDDClr}
add (16|M8) (le)f0.0 r0.0<1>:uq r[a0.7,16]<0;1,0>:uq (abs)r7.1<2;2,1>:uq {Atomic}
(W) mac (2|M0) (sat)r2.0<1>:d r1.2<4;4,1>:d 0:d {NoPreempt}
(W) avg (1|M0) sr0.0<1>:ud -(abs)r1.3<8;8,1>:ud -r64.0<2;2,1>:ud {Breakpoint}
(f1.0.any4h) or (8|M0) r1.3<1>:q -(abs)r7.3<2;2,1>:q r0.0<4;4,1>:q {NoDDClr}
add (2|M0) (ov)f1.0 r1.1<4>:hf -r31.1<0;4,1>:hf 2.0:hf
(W) math.idiv (32|M16) r0.1<2>:d -(abs)r2.0<16;8,1>:d 0:d {AccWrEn,NoDDClr}
(~f0.1.allv) mov (8|M16) r7.2<4>:q -r127.3<4;1,0>:q
(W) asr (8|M0) (ov)f0.0 r64.2<4>:df (abs)r31.2<2;1,0>:ud r7.3<2;1,0>:b {NoDDClr}
(~f0.0.all4h) fbh (1|M0) r127.0<4>:ud cr0.0<0;1,0>:ud
mac (4|M0) (un)f0.0 null<4>:w r127.0<8;4,2>:b -r2.1<8;4,2>:b
frc (2|M24) (le)f0.0 r126.0<2>:q (abs)acc0.0<0;1,0>:q
rndu (8|M24) a0.0<1>:b (abs)r1.15<16;8,2>:hf
avg (8|M16) f0.0<4>:ud tm0.1<0;1,0>:ud -(abs)r127.7<4;2,2>:uw
or (32|M24) r64.0<4>:uw ~r126.2<16;16,1>:uw -(abs)r1.0<0;4,1>:uw
xor (16|M24) (ne)f1.1 r64.0<1>:q ~acc0.0<0;1,0>:q -(abs)r31.1<0;1,0>:q {Atomic}
(W) math.cos (8|M0) r127.4<4>:f r126.3<4;2,2>:f
cmpn (8|M8) r[a0.1]<4>:ub tm0.1<0;1,0>:ub (abs)r0.0<0;4,1>:d
movi (4|M0) r64.2<4>:f r[a0.0,16]<1,0>:f 0x1:ud {NoPreempt}
asr (4|M24) r[a0.3,-16]<1>:d -(abs)r2.2<8;8,0>:d r126.7<8;4,2>:d {NoDDClr}
(W&~f1.1) mach (8|M0) (sat)r127.0<4>:b -sp.0<0;1,0>:b r0.0<0;4,1>:d {NoPreempt}
(W&f1.0) and (2|M28) (ge)f1.0 r[a0.3,64]<4>:f r1.0<16;16,1>:f ~r[a0.1,-32]<8;8,1>:f
cmp (16|M8) r64.4<1>:d r1.1<16;8,2>:d r2.2<16;16,1>:d
(W) math.inv (8|M0) r2.0<4>:f r100.0<1;1,0>:f
cbit (4|M0) r126.3<1>:q r1.0<16;8,1>:f
(f0.0.all32h) asr (8|M0) r126.2<4>:ud -r0.7<2;2,1>:ud (abs)r64.3<32;8,4>:uq {NoDDClr}
(W) not (16|M0) r126.4<1>:uw r[a0.0,2]<1,0>:uw {NoDDChk}
(~f1.1.any32h) lzd (8|M24) (eq)f1.1 sr0.0<1>:hf r[a0.2,-512]<1,0>:hf {NoDDChk}
mov (32|M0) (gt)f1.0 r0.2<4>:b (abs)r100.0<16;8,1>:uq
(W) rndu (8|M0) (ge)f1.1 r[a0.0]<1>:ub r100.2<1;1,0>:ub
(f1.1.all2h) subb (8|M16) r126.0<1>:q r[a0.1,16]<4;1,0>:q r1.3<4;4,1>:q
(f0.1.any16h) add (4|M0) (eq)f0.1 r[a0.3,64]<1>:w -sp.0<0;1,0>:w -r126.0<4;4,1>:hf
add (4|M8) r100.0<1>:w null<0;1,0>:w r64.3<2;2,1>:w
(~f0.0.any32h) or (2|M8) r127.2<2>:df r31.3<0;4,1>:df ~r1.1<4;4,1>:df
add (2|M0) ip<4>:uq cr0.0<0;1,0>:uq r7.0<8;8,1>:uq
rndu (4|M0) (sat)r100.4<4>:d 4096:d
rndd (8|M16) (eq)f0.1 r1.2<4>:uw (abs)r7.15<0;1,0>:uw
rndd (16|M0) r1.2<2>:b r[a0.1,16]<1,0>:b {NoDDChk}
mov (8|M0) (gt)f0.1 r31.2<1>:d 4096:d
(~f0.0.all2h) rol (4|M0) (le)f0.0 r0.1<4>:uw msg0.0<0;1,0>:w r[a0.2]<1,0>:w
addc (32|M8) r2.1<4>:b r127.0<4;1,0>:b r2.2<32;8,4>:b {NoDDChk}
(~f1.0.any16h) mach (8|M8) r64.0<4>:w -fc0.0<0;1,0>:df (abs)r7.3<2;2,1>:df {Breakpoint}
(W) shl (8|M0) r1.0<1>:df r[a0.2,-512]<4;4,1>:df -r126.2<0;1,0>:df
addc (32|M0) (lt)f0.0 r126.1<1>:uq r2.3<8;8,0>:b r127.0<0;1,0>:q
sel (8|M0) r[a0.0,64]<1>:uw r2.7<16;8,2>:uw 1.0:hf {AccWrEn}
not (2|M4) (ne)f1.1 r31.1<1>:b (abs)r[a0.0]<4;2,2>:b {AccWrEn,Atomic}
(W) rndd (8|M24) r[a0.0,16]<4>:d -2147483648:d
mov (16|M0) r31.1<2>:b 0xFFFF:uw
(W) rndd (8|M0) (sat)r100.4<1>:ud sr0.0<0;1,0>:ud
(f0.1.all32h) frc (2|M0) r127.0<4>:b r64.1<0;1,0>:b
bfi1 (16|M0) sr0.0<1>:hf sp.0<0;1,0>:ub r126.3<4;4,1>:ub
(~f0.1.all32h) sel (32|M16) r64.0<2>:df r64.0<0;1,0>:ub (abs)r31.1<2;1,0>:ub {Breakpoint,Switch}
(~f0.0.any16h) cmp (8|M0) r100.0<2>:hf -r0.3<2;2,1>:hf (abs)r100.0<16;16,1>:w {NoDDClr}
mac (16|M0) (le)f1.1 r7.2<1>:f -a0.0<0;1,0>:f 0.0:f
(W) mac (8|M0) r1.0<1>:hf -(abs)r100.3<0;1,0>:d -2049:d {NoDDClr}
math.inv (16|M8) r126.0<1>:hf r1.0<16;16,1>:hf
(~f0.0.allv) math.iqot (8|M0) r7.1<2>:ud r1.0<4;2,2>:ud 0x1000:ud
mach (8|M0) f0.0<1>:df r31.3<4;2,2>:df r127.0<0;1,0>:df
frc (32|M16) (un)f1.1 r1.1<1>:f 1e-05:df
(W) rndu (8|M0) f1.0<1>:uq (abs)r0.3<1;1,0>:uq {Atomic,NoDDClr}
(W) rndd (16|M0) r31.2<1>:f (abs)r7.0<4;2,2>:f
ror (16|M0) r64.2<1>:f r100.2<16;8,1>:f 1e-05:f {AccWrEn,Breakpoint}
rndz (16|M16) (sat)r64.1<1>:w 0x860AC6FD:v
(~f1.0.any2h) mach (8|M0) r1.4<4>:w a0.0<0;1,0>:ud -r0.0<16;8,1>:ud
(f1.0.all8h) rnde (4|M28) null<2>:q -r126.3<0;1,0>:q
(f0.1.any16h) fbh (1|M12) r127.2<1>:ud 0x1000:ud {Switch}
(~f1.1.anyv) movi (2|M4) r2.0<1>:ud r[a0.1,2]<1,0>:ud null<0;1,0>:ud
(~f0.0.any2h) frc (16|M16) (ov)f0.0 r[a0.3,-16]<1>:q -(abs)r2.2<16;16,1>:q {NoDDClr}
lzd (8|M0) r7.1<4>:b -r1.15<2;1,0>:b {Breakpoint,NoDDChk}
(f0.0.all8h) mov (8|M16) r31.0<2>:uw (abs)r[a0.2,-32]<1,0>:hf
rol (8|M16) r126.2<2>:uq r127.3<16;16,1>:uq r31.2<16;8,1>:uq
or (1|M0) r7.2<1>:q ~r31.3<32;8,4>:q (abs)r2.0<8;4,2>:df
(f1.1.all16h) rndd (4|M0) cr0.0<2>:ud -(abs)ip<0;1,0>:ud
rnde (16|M0) r100.1<1>:f -r64.0<1;1,0>:f {NoDDChk,NoDDClr}
(f1.1.all16h) rndz (4|M0) r31.0<2>:ub (abs)r7.1<1;1,0>:ub {AccWrEn,Atomic}
(~f1.0.all2h) cmp (8|M0) f0.0<1>:df (abs)r31.2<16;8,1>:df r100.0<2;1,0>:df {AccWrEn}
cbit (4|M0) acc0.0<1>:w 0x1:ud
math.iqot (8|M8) r64.2<2>:d (abs)r0.3<1;1,0>:d r126.7<16;8,1>:d {NoDDChk}
(W&f1.0) addc (32|M0) r[a0.0,64]<1>:uq r2.3<8;8,1>:uq r126.1<4;1,0>:uq {Breakpoint}
fbh (4|M0) r127.0<1>:uq r1.0<4;4,1>:df
mac (16|M24) r126.2<4>:d -(abs)r1.3<2;2,1>:d 4096:d {Atomic}
rndu (2|M8) r64.0<1>:b (abs)sr0.0<0;1,0>:b
(f1.1.anyv) avg (8|M0) (eq)f1.1 r0.4<1>:b sr0.0<0;1,0>:b r126.1<0;4,1>:ub {Atomic}
shl (8|M0) r7.0<1>:uq -sr0.0<0;1,0>:uq r126.0<32;8,4>:uq
mov (16|M8) (ne)f1.1 r31.1<1>:ud (abs)r126.7<32;8,4>:uw {Switch}
cmp (16|M0) r1.0<1>:b -r[a0.7,511]<1,0>:w r[a0.0,-512]<4;1,0>:w {Atomic}
(W) mac (8|M0) r126.0<1>:uw dbg0.0<0;1,0>:b r100.1<16;8,2>:b
math.inv (32|M0) r0.0<2>:hf (abs)r127.0<4;1,0>:hf {NoDDChk}
(W) bfi1 (2|M20) r1.0<1>:ub f0.0<0;1,0>:ub r[a0.0,-512]<1,0>:ub
fbh (16|M0) r7.3<1>:uq r126.2<0;1,0>:uq
(W&~f0.1) xor (16|M24) r7.0<4>:f (abs)sr0.0<0;1,0>:ub -(abs)r64.7<2;1,0>:ub
(W) xor (2|M24) (un)f1.1 r2.2<4>:df (abs)sp.0<0;1,0>:df -(abs)r127.0<16;8,1>:df
add (16|M0) r126.2<1>:q -r7.3<4;2,2>:q (abs)r[a0.2,2]<8;8,1>:d {NoDDChk}
(f1.1.anyv) mov (1|M0) r64.0<4>:uw 0x0:ud {Breakpoint,NoDDClr}
(~f0.0.any4h) fbl (4|M12) r64.0<2>:w r0.3<8;4,2>:w {Atomic}
movi (8|M0) r[a0.3,-16]<1>:f r[a0.0,16]<1,0>:f 0x1:ud {Atomic}
movi (2|M0) r31.4<4>:ud r[a0.1,2]<1,0>:ud 0x1:ud
(~f0.1.all2h) fbl (1|M8) r[a0.1,64]<2>:hf 0xDAA00405:v
add (4|M12) r126.0<1>:uw r31.7<0;4,1>:f -r[a0.1,2]<0;1,0>:f
rndd (4|M0) (ne)f1.1 r31.0<1>:df r64.0<8;8,0>:df {NoPreempt}
(W) add (2|M20) (le)f0.0 r100.0<2>:ud -(abs)r31.0<16;8,1>:ud 0x0:ud
shl (1|M0) f1.0<2>:f (abs)r64.0<8;8,0>:uw -(abs)r126.0<4;4,1>:uw
(W&~f1.1) movi (1|M20) r126.0<4>:d r[a0.0,16]<1,0>:d 0x0:ud
(W) math.idiv (16|M0) r0.0<4>:ud -(abs)r100.0<32;8,4>:ud 0x2AA3F205:ud
(~f1.0.all2h) movi (4|M0) r64.4<4>:w r[a0.1,16]<1,0>:w null<0;1,0>:ud
(W) rndd (32|M0) r126.3<1>:df tm0.0<0;1,0>:df {Atomic}
rndu (1|M0) r64.0<4>:df f0.0<0;1,0>:df
ror (4|M24) tm0.0<1>:uq r31.0<16;8,1>:uq r64.0<2;1,0>:uq
math.exp (16|M16) r1.2<4>:f r2.1<2;2,1>:f {NoDDClr,Switch}
cmp (4|M4) r0.0<1>:q (abs)r127.0<32;8,4>:q r1.3<4;4,1>:q
(f1.0.any2h) mov (2|M0) r[a0.1,-16]<1>:w r0.7<2;1,0>:b {Switch}
smov (32|M16) r31.0<1>:ud r2.1<16;8,2>:ud 0x1000:ud
(~f0.1.all32h) frc (1|M28) (un)f0.1 r127.0<1>:ud f1.1<0;1,0>:ud {Switch}
rnde (1|M28) (ov)f1.1 r127.2<1>:w 0xF7276D01:vf
mach (4|M0) r100.4<2>:hf r[a0.2,511]<1,0>:hf (abs)r1.1<16;8,1>:uq {NoDDClr}
add (8|M24) r127.1<2>:hf -(abs)r7.1<16;16,1>:hf (abs)r31.0<2;2,1>:hf {AccWrEn}
(f0.0.any4h) fbl (16|M0) r7.3<4>:df dbg0.0<0;1,0>:df {Atomic}
frc (32|M0) (le)f0.0 r31.2<1>:d -r1.0<8;8,1>:d
mov (8|M0) r1.0<1>:ud 0x1:ud
(W&f0.0) shl (8|M0) (ov)f0.0 r100.0<4>:uq r7.0<0;4,1>:uq -inf:f
(W) mul (8|M0) r[a0.0,-16]<1>:q (abs)r7.2<16;8,1>:ub -r64.0<4;2,2>:ub
(W) cmp (4|M0) r64.4<1>:uw -(abs)a0.0<0;1,0>:uw r127.0<8;8,0>:uw
(~f1.0) movi (16|M0) tm0.0<1>:w r[a0.2]<1,0>:w null<0;1,0>:ud
(W) xor (1|M0) r1.0<1>:q (abs)r100.0<8;8,1>:b r0.1<2;2,1>:b {Atomic}
(f0.0.any16h) rndu (32|M0) r126.2<1>:uw 0x1000:uw {Breakpoint,NoDDClr}
mov (4|M0) sr0.0<2>:q r127.3<4;4,1>:q {Switch}
rnde (16|M0) a0.0<1>:q r[a0.2,511]<1,0>:q {NoPreempt}
(~f0.1.any2h) mac (8|M0) (ge)f0.1 (sat)r31.0<1>:f (abs)r[a0.0,511]<1,0>:f r126.2<4;2,2>:f
asr (32|M16) (sat)r2.0<1>:ub -n0.0<0;1,0>:ub r2.2<8;4,2>:ub
mov (2|M20) a0.0<1>:uq 0xFFF:uq {Atomic}
(~f0.0.any4h) add (8|M0) (sat)r2.3<2>:q -(abs)acc0.0<0;1,0>:f -r64.0<0;4,1>:f
rnde (16|M0) (gt)f0.0 r64.1<1>:ud r126.3<8;8,1>:q {Switch}
rndd (32|M0) r0.0<1>:hf (abs)r7.7<4;2,2>:hf {NoDDChk}
mov (8|M0) r126.1<2>:hf 100.25:hf
rol (16|M0) r2.4<1>:w cr0.0<0;1,0>:w r[a0.1,-32]<1,0>:b {Switch}
(f0.0.all8h) rndz (8|M0) r31.2<4>:d r2.2<0;4,1>:d
rndd (16|M8) (ov)f0.1 r127.4<2>:ud n0.0<0;1,0>:ud {AccWrEn}
math.sin (16|M0) r1.0<2>:hf r7.2<4;2,2>:hf
(W) cmp (16|M0) r31.0<1>:b -(abs)sr0.1<0;1,0>:b -2048:w {Atomic}
(W&f0.1) bfrev (8|M0) r126.2<4>:uw r126.7<16;8,2>:uw {AccWrEn}
frc (1|M0) r0.4<1>:uw 0x0:uw
(~f0.0.all4h) fbl (2|M0) f0.0<2>:w r127.0<16;8,1>:w
bfrev (16|M8) r64.0<2>:b null<0;1,0>:b {Atomic,Breakpoint,NoDDClr}
frc (8|M0) r64.0<1>:q -(abs)r[a0.0]<8;8,1>:q
cmp (16|M24) r1.3<1>:q r7.0<1;1,0>:q r126.3<4;1,0>:q {AccWrEn}
movi (16|M8) r126.4<2>:w r[a0.1,16]<1,0>:w null<0;1,0>:ud {Breakpoint}
asr (1|M0) r127.2<2>:f f1.1<0;1,0>:f r0.0<8;8,0>:ub {AccWrEn}
(f1.1.allv) rndz (16|M8) r0.1<1>:q -sr0.1<0;1,0>:q {Switch}
(W&f0.1) cmpn (8|M0) r2.0<1>:hf -r7.0<4;2,2>:hf r64.0<8;8,0>:f {AccWrEn}
fbl (2|M16) r1.0<4>:uq r0.7<8;8,0>:ud {Atomic,NoDDChk}
(W) shr (2|M8) r64.2<2>:hf r127.0<16;16,1>:q r1.0<0;4,1>:df {Switch}
(W) lzd (32|M8) (ne)f1.0 r127.0<1>:b r64.7<4;4,1>:b {Switch}
(~f1.0.any2h) fbl (16|M0) r127.2<1>:ud r[a0.1,511]<32;8,4>:ud
frc (2|M24) r7.0<1>:uw r100.0<16;8,1>:uw {Atomic,Breakpoint}
(~f1.0.any8h) mov (1|M4) (ge)f1.0 (sat)r7.4<1>:hf -r127.15<2;1,0>:hf
lzd (8|M24) (gt)f1.1 r2.0<2>:hf r127.7<0;4,1>:hf
add (16|M8) (sat)r100.4<1>:uw r126.3<16;16,1>:df r126.0<2;2,1>:df
mul (4|M20) (ne)f1.0 r[a0.0,-16]<2>:hf a0.0<0;1,0>:hf 3.140625e+00:hf {NoDDClr}
(f0.1.any32h) bfrev (8|M8) r100.0<1>:df r127.0<2;2,1>:df {Atomic}
(~f0.1.any32h) mul (2|M20) r64.0<4>:f -(abs)r1.0<16;8,1>:q -(abs)r100.0<4;1,0>:q
or (8|M8) (eq)f1.0 r127.2<4>:f ~r0.3<32;8,4>:df r126.2<0;4,1>:df
mul (8|M0) f1.0<1>:f r31.3<4;2,2>:f 1e-05:f {NoDDClr}
and (16|M0) (le)f0.0 r[a0.0,16]<1>:b -(abs)r1.0<4;1,0>:b ~r1.3<16;8,1>:b
(f0.0.all2h) rndd (4|M0) r[a0.1,64]<1>:q r64.0<8;8,1>:q
(~f1.0.any16h) movi (8|M16) r127.1<1>:f r[a0.2,2]<1,0>:f 0x1:ud {NoDDClr}
mul (32|M0) r[a0.0,16]<2>:uw -r1.0<2;1,0>:uw r2.3<2;2,1>:uq {Breakpoint,NoDDClr}
(W) sel (1|M20) r100.4<1>:ud r127.7<8;4,2>:ud 0xFFFFFFFF:ud {NoDDChk}
rndu (16|M16) r100.4<2>:w -(abs)r127.0<4;1,0>:w {NoDDClr}
rndz (8|M0) (sat)r31.3<1>:uq (abs)n0.0<0;1,0>:uq {Breakpoint}
mac (1|M0) (sat)f1.0<1>:hf -(abs)ce<0;1,0>:hf -(abs)r[a0.1,2]<1,0>:hf
movi (16|M0) r64.1<2>:f r[a0.2,16]<1,0>:f 0x0:ud {Atomic}
(W&~f0.1) rndz (4|M0) r100.0<2>:ub -2048:w
mac (8|M0) r7.0<1>:ub (abs)r0.7<4;2,2>:hf 3.140625e+00:hf
math.cos (32|M8) r126.0<2>:hf r64.15<4;4,1>:hf {Atomic,NoDDChk}
sel (8|M0) (sat)r64.1<1>:uw -(abs)dbg0.0<0;1,0>:uw -r127.7<16;16,1>:uw
(f1.0.any16h) avg (16|M0) (lt)f1.0 r2.0<1>:uw tm0.1<0;1,0>:uw -(abs)r2.7<1;1,0>:uw {Switch}
(~f0.0.all16h) rndz (8|M24) r126.1<1>:d -r2.1<2;2,1>:d {NoDDClr}
or (16|M0) r126.4<2>:hf tm0.1<0;1,0>:hf r0.7<0;1,0>:ud {Atomic,Breakpoint}
sel (16|M0) (un)f0.0 sr0.0<1>:ud f0.0<0;1,0>:f -inf:f
cmpn (8|M8) (eq)f1.1 r100.1<1>:df (abs)r2.1<4;1,0>:df -(abs)r64.2<8;4,2>:uq {AccWrEn}
not (1|M28) r0.0<1>:f r100.1<16;8,2>:f
lzd (8|M8) r7.0<4>:ud -(abs)r1.15<0;1,0>:w {Switch}
(~f0.0.any32h) cmpn (16|M0) acc0.0<1>:ub -(abs)cr0.0<0;1,0>:ub (abs)r1.0<16;16,1>:ub
mul (1|M8) r100.2<2>:w f1.1<0;1,0>:ud r7.1<16;8,1>:ud {AccWrEn,Breakpoint}
(~f1.0.all8h) frc (32|M16) (ov)f1.0 r64.2<1>:df r64.3<4;4,1>:df {Atomic,NoDDChk}
fbh (8|M0) r0.0<2>:uw 0x2F56D438:v {Switch}
(f0.1.any2h) shr (2|M8) (ov)f0.1 r7.2<1>:q -(abs)r100.2<4;4,1>:q (abs)r126.0<4;4,1>:d
fbl (16|M0) r7.2<1>:ub r100.3<16;8,2>:df
(W) or (32|M16) r1.2<1>:q r1.3<0;1,0>:q r127.0<8;8,0>:q {NoDDClr,Switch}
(f1.1.any8h) rndd (16|M0) (gt)f1.1 r7.2<1>:hf -r127.0<2;1,0>:hf {NoDDChk}
(~f1.1.any2h) xor (1|M24) r7.0<1>:f ip<0;1,0>:d r1.3<32;8,4>:d
bfrev (4|M12) r2.0<2>:w r7.3<16;16,1>:w
mac (8|M0) r64.0<4>:ud r7.3<2;1,0>:b -r0.1<8;8,0>:b
rndu (16|M0) r1.0<1>:hf (abs)r64.7<8;4,2>:hf
(W&f0.0) mac (8|M0) (gt)f0.0 r31.2<1>:w r7.2<4;2,2>:w -r2.7<1;1,0>:f
(W) add (2|M0) r1.2<4>:q -(abs)r0.3<4;1,0>:uq r126.0<16;16,1>:uq
fbh (8|M16) r64.0<2>:ud r[a0.2,-512]<2;2,1>:ud {NoPreempt}
(~f1.1.any8h) rnde (16|M0) (eq)f1.1 r2.3<4>:q (abs)r31.0<4;4,1>:q {NoDDClr}
(W&~f1.1) fbl (4|M0) r127.0<2>:uq r[a0.1,2]<1,0>:uq {Breakpoint}
xor (8|M16) (lt)f1.0 sr0.0<1>:f ~acc1.0<0;1,0>:hf 4095:w
(f0.0.any2h) shr (4|M20) r126.1<1>:hf -(abs)tm0.1<0;1,0>:hf -r7.0<8;8,0>:hf {Switch}
(f0.0.all2h) rndd (16|M24) (sat)r2.2<1>:w 0xEAF455F5:vf {Atomic}
mac (4|M28) r2.2<1>:hf r127.1<8;8,1>:hf r127.2<0;4,1>:hf
mach (16|M0) r126.2<2>:w msg0.0<0;1,0>:w -r64.3<1;1,0>:w
add (4|M20) acc0.0<4>:f -(abs)r127.3<8;4,2>:f r1.7<16;8,1>:f
mov (8|M0) (sat)r31.2<4>:hf 0.5:hf {NoDDChk,NoDDClr,NoPreempt}
bfrev (16|M0) r31.1<1>:hf r100.3<4;1,0>:hf {AccWrEn,Atomic}
shr (16|M0) (gt)f1.1 r0.2<1>:df r127.0<4;1,0>:f 0.1:f
(~f0.0.all32h) movi (8|M0) r31.0<1>:ud r[a0.0,2]<1,0>:ud null<0;1,0>:ud {AccWrEn,NoDDChk}
cbit (16|M0) r31.2<1>:w r[a0.7,-512]<4;2,2>:uq
avg (1|M0) a0.0<1>:b -tm0.0<0;1,0>:b r[a0.2,511]<0;4,1>:b
mach (16|M0) r100.4<2>:w dbg0.0<0;1,0>:w r127.0<0;4,1>:w
(f0.0.all4h) cmp (16|M0) r100.0<1>:uq sp.0<0;1,0>:w r126.15<2;2,1>:w
(~f0.1.all2h) rndu (4|M0) r31.4<1>:ud 0xA607F4C5:ud
cbit (8|M0) r126.0<2>:hf 1.0:hf {AccWrEn}
rndz (8|M0) r126.0<4>:b (abs)r64.15<4;2,2>:b
(W) rndz (4|M0) (le)f0.1 r64.0<2>:q 4095:q
(W&~f1.0) not (16|M16) r1.4<1>:ud ~msg0.0<0;1,0>:w
rndd (8|M0) r[a0.0,-16]<4>:df (abs)ip<0;1,0>:b {Switch}
mov (32|M0) (sat)r64.1<1>:uq -r7.0<8;8,0>:uq
cmp (16|M16) r2.0<2>:w ip<0;1,0>:w r1.0<16;8,2>:w {AccWrEn,NoDDChk}
shl (16|M24) (sat)acc0.0<4>:b dbg0.0<0;1,0>:b -(abs)r0.1<8;8,1>:b
mach (16|M0) r126.1<2>:b r[a0.1,511]<1;1,0>:b r0.2<8;8,0>:b {Switch}
avg (16|M0) r1.1<1>:uq r127.3<4;4,1>:uq -r126.3<1;1,0>:uq {Atomic}
(W) math.invm (16|M8) (eo)f1.1 (sat)r100.mme1:f -(abs)r1.nomme:f r27.mme0:f
rnde (32|M8) a0.0<2>:hf -r7.1<16;16,1>:hf
(W) fbh (1|M12) r0.1<1>:ud 0x1:ud {NoPreempt}
not (32|M0) r2.3<4>:df ~r127.2<32;8,4>:df {Atomic}
cmp (8|M0) (gt)f0.1 r2.4<1>:w (abs)r2.1<4;2,2>:f -r64.2<32;8,4>:d {NoDDClr}
avg (1|M8) r2.0<1>:f r7.1<4;1,0>:f r64.7<0;4,1>:f {Breakpoint}
(W) shr (4|M0) (le)f0.0 f0.0<4>:df (abs)sr0.1<0;1,0>:df -0.0:hf {Atomic}
(f0.1.allv) rndd (16|M0) (sat)r64.0<1>:d -(abs)r127.0<16;16,1>:d {Breakpoint}
math.log (1|M0) r1.4<4>:hf -(abs)r64.0<32;8,4>:hf
rndd (1|M0) r1.2<1>:d 4095:d
(W&~f0.0) movi (32|M0) r126.1<2>:f r[a0.1,2]<1,0>:f 0x1:ud {AccWrEn,Switch}
(f1.1.any4h) mov (16|M0) (gt)f1.1 r100.0<1>:ud r2.0<1;1,0>:f {Switch}
mach (2|M8) sr0.0<4>:ub r2.0<4;4,1>:ub (abs)r2.1<0;4,1>:ub
(f0.1.all32h) rndd (4|M24) (lt)f0.1 r64.1<1>:d 0:d
not (8|M0) r31.1<1>:ub ~r100.15<4;4,1>:ub
(W&f0.0) frc (16|M24) (eq)f0.0 r100.1<4>:hf (abs)null<0;1,0>:uw
math.sin (4|M0) r7.4<2>:hf r1.7<4;4,1>:hf {Breakpoint}
rnde (8|M0) r0.0<1>:q sr0.1<0;1,0>:q
rnde (2|M24) r64.2<1>:w -r7.15<2;2,1>:w
mac (2|M12) r7.0<1>:b -(abs)dbg0.0<0;1,0>:b r127.15<2;1,0>:b
fbh (8|M16) r31.0<1>:ub r126.15<0;1,0>:uw
movi (4|M28) f0.0<2>:ud r[a0.1,2]<1,0>:ud 0x0:ud {NoDDClr}
(W) movi (1|M8) r7.1<1>:f r[a0.2,16]<1,0>:f 0x0:ud
(~f0.1.all2h) xor (2|M24) r126.2<1>:hf r100.0<4;1,0>:ud -(abs)r127.2<8;8,1>:ud
asr (4|M4) r126.1<2>:uw (abs)tm0.0<0;1,0>:uw 0xF29:uw {AccWrEn}
math.rsqtm (2|M0) (eo)f1.1 r1.mme7:hf r127.mme0:hf {Atomic}
mov (2|M0) (sat)f1.0<4>:d (abs)r[a0.1,-512]<1,0>:d {Breakpoint}
frc (32|M24) r31.0<4>:hf ip<0;1,0>:hf
rnde (1|M16) r[a0.3]<2>:b r100.0<8;8,1>:b
rndz (16|M0) r126.0<2>:w (abs)r[a0.2]<8;8,1>:q
(f1.1) shl (16|M0) (ov)f1.1 r1.1<1>:ud -null<0;1,0>:ud r64.0<4;1,0>:ud
rndd (8|M24) r127.4<1>:hf -r1.3<0;4,1>:hf
(~f0.0.any8h) cbit (4|M0) r64.4<2>:ud r127.0<4;1,0>:ud {Atomic}
rndz (4|M0) (ov)f1.1 r1.2<2>:d n0.0<0;1,0>:w
shr (16|M24) r126.1<4>:ub r[a0.1]<1,0>:ub -r64.0<0;1,0>:ub {NoDDChk}
(f0.1) fbh (32|M0) r0.1<1>:hf 1.0:hf
(~f0.0.all32h) math.iqot (4|M0) r126.4<2>:ud r2.0<2;2,1>:ud -(abs)r7.7<8;4,2>:ud
(~f0.1.any4h) rnde (1|M0) r64.2<4>:uw 0xF76E0E14:uv
mul (8|M0) r31.4<4>:uw -r127.0<32;8,4>:q (abs)r7.0<16;16,1>:b {AccWrEn,Breakpoint}
movi (16|M8) cr0.0<4>:w r[a0.0,16]<1,0>:w 0x1:ud
rnde (2|M28) ip<1>:uq 0xFFF:ud
rndd (1|M0) r127.0<4>:f (abs)r7.7<2;1,0>:f {NoDDChk}
(~f0.1.any4h) lzd (8|M0) r64.0<1>:f r1.2<4;2,2>:f {AccWrEn,NoDDClr}
asr (8|M8) r1.0<1>:w -a0.0<0;1,0>:w (abs)r126.1<2;2,1>:w
(f0.1.all32h) fbh (1|M12) r126.1<1>:d 537874642:d {Switch}
(~f1.0.all16h) frc (1|M0) r2.1<1>:uw r64.2<4;2,2>:ud
(f0.0.any2h) frc (2|M4) (eq)f0.0 r126.4<2>:ud 0x1:ud
(~f0.0) bfrev (4|M0) r2.0<4>:q 0:q
(f0.1.all16h) lzd (16|M0) (le)f0.1 r127.0<4>:b a0.0<0;1,0>:b
(f0.1.any2h) rndu (8|M0) r100.1<1>:ub -r31.7<2;1,0>:ub {Atomic,Breakpoint}
cmp (32|M0) r64.1<4>:uw r1.2<32;8,4>:uw -r64.2<4;2,2>:ub
rndz (8|M0) (ge)f0.0 r2.4<1>:ub r0.1<16;8,1>:w {Atomic}
(f0.1.any4h) rndd (16|M0) (le)f0.1 (sat)acc1.0<1>:d r0.1<8;8,1>:d
(f0.0) xor (8|M0) r7.2<4>:df ~cr0.0<0;1,0>:df ~r0.0<0;1,0>:df
fbl (16|M0) r64.0<2>:hf r[a0.0,511]<1,0>:hf {Switch}
mul (4|M0) (lt)f1.0 (sat)r31.0<2>:uw -(abs)r7.1<8;4,2>:uw 0xFFFF:uw
mul (8|M0) (le)f0.1 r2.4<1>:ub r1.0<0;1,0>:ub r127.0<2;2,1>:ub
(f1.0.any32h) mac (16|M0) (ov)f1.0 r0.2<1>:ud -(abs)r1.7<16;8,2>:ud r2.2<4;1,0>:d {Switch}
(f1.1.any2h) mov (2|M20) (ov)f1.1 r100.4<2>:ub -r126.0<0;1,0>:df
(~f0.1.any8h) math.inv (16|M0) r0.4<2>:hf -r64.7<0;4,1>:hf {AccWrEn}
mul (8|M0) r64.0<1>:w (abs)r31.3<0;1,0>:w 4095:w
frc (16|M0) (un)f1.1 r7.2<2>:w (abs)r2.0<8;8,1>:w
(~f0.1) avg (32|M0) r[a0.0,-16]<1>:uq (abs)r127.3<16;8,1>:uq r64.2<0;1,0>:uq
(W) mach (32|M0) r127.0<1>:b dbg0.0<0;1,0>:f -(abs)r7.0<8;4,2>:f
(~f0.1.all4h) movi (1|M8) r64.0<1>:d r[a0.2,2]<1,0>:d 0x1:ud
(f1.0) rnde (2|M20) (sat)r31.2<1>:uw (abs)r7.1<16;8,2>:uw
(f1.0.all2h) movi (8|M0) f1.0<1>:d r[a0.2]<1,0>:d 0x0:ud
(f1.1.all8h) rndz (16|M0) (le)f1.1 r126.1<1>:uq r2.0<4;1,0>:hf
rndd (4|M28) (eq)f1.1 r126.0<4>:uw r64.0<4;2,2>:ud
(f1.1.all8h) cmpn (16|M0) r127.1<2>:d (abs)r2.7<0;4,1>:d -(abs)r64.0<4;1,0>:d {Atomic}
mac (16|M16) f0.0<1>:w -r1.3<8;8,0>:w r1.0<16;8,2>:w {Breakpoint}
(f1.0.any2h) and (4|M0) r64.0<1>:ud ~acc0.0<0;1,0>:ud (abs)r2.0<1;1,0>:ud {Breakpoint}
cbit (16|M0) r0.1<1>:f r31.0<2;2,1>:f
rndd (16|M0) r2.4<4>:b acc0.0<0;1,0>:b
sel (1|M8) (ge)f0.1 r0.4<4>:ud r100.7<4;1,0>:ud r31.7<8;4,2>:ud
(~f0.0.anyv) math.pow (16|M24) (sat)r64.0<4>:hf r7.3<2;2,1>:hf -(abs)r100.15<0;1,0>:hf
mac (32|M8) r2.4<4>:hf r[a0.7,2]<16;16,1>:hf 3.140625e+00:hf
mov (1|M0) r127.0<4>:q (abs)r1.0<4;2,2>:q {NoPreempt}
addc (16|M0) r127.2<1>:f acc1.0<0;1,0>:f inf:f
lzd (16|M0) r31.2<4>:uw r[a0.0]<1,0>:uw {NoPreempt}
(f0.0.any2h) cbit (4|M4) r7.0<1>:ub ip<0;1,0>:ub
bfrev (32|M0) tm0.0<1>:hf r1.0<16;16,1>:hf
rndz (4|M20) r0.1<1>:b -sr0.0<0;1,0>:b
(f1.0.allv) xor (16|M0) acc1.0<4>:w ~r126.2<32;8,4>:ub r127.2<4;4,1>:ub {AccWrEn}
(~f1.1.all4h) not (2|M20) r[a0.3]<1>:hf -(abs)r7.15<8;8,1>:hf {AccWrEn}
(W) not (1|M0) r[a0.1,-16]<1>:hf ~r1.2<4;4,1>:ub {Breakpoint,NoDDClr}
cmpn (16|M16) r2.3<4>:uq r0.0<16;16,1>:ud r100.7<8;8,1>:ud
(W) bfi1 (8|M8) r31.0<1>:uq r1.2<8;4,2>:uq r1.3<16;8,2>:uq
(f0.0.any4h) rndd (8|M0) (le)f0.0 r2.4<2>:w r7.7<16;8,1>:w {Atomic}
(W&~f1.1) or (8|M0) (le)f1.1 r[a0.1,64]<1>:ud n0.0<0;1,0>:ud r7.0<16;8,1>:ud {Switch}
(W) rndz (2|M4) (gt)f0.1 r1.0<1>:uq -r31.2<2;1,0>:uq {NoDDClr}
math.invm (16|M0) (eo)f1.1 (sat)r1.mme0:hf r64.mme7:hf r1.mme0:hf {AccWrEn}
shl (32|M0) (ov)f0.0 (sat)r100.4<1>:hf r127.3<16;8,2>:hf r31.0<4;2,2>:hf {Breakpoint}
asr (2|M0) (le)f0.0 (sat)r64.0<4>:f -acc0.0<0;1,0>:f -r2.2<4;4,1>:uw {AccWrEn}
rnde (4|M4) (sat)r31.0<4>:w r1.0<16;16,1>:w {NoDDChk}
mach (4|M28) r[a0.0,16]<2>:w r2.0<2;1,0>:w -(abs)r7.2<2;2,1>:d
movi (2|M24) r[a0.0,-16]<2>:ud r[a0.2,16]<1,0>:ud null<0;1,0>:ud
or (8|M0) r2.3<1>:df ~r64.0<1;1,0>:df r31.3<32;8,4>:df
mul (32|M0) (eq)f1.0 null<2>:uq msg0.0<0;1,0>:uq 0:d {Atomic,Breakpoint}
(~f1.0.any4h) fbh (16|M16) r0.1<1>:d r1.1<32;8,4>:d
(W) avg (4|M12) r64.3<4>:q (abs)r126.2<4;4,1>:hf -(abs)r100.0<1;1,0>:uq
movi (8|M8) r1.0<2>:d r[a0.0,2]<1,0>:d null<0;1,0>:ud {Breakpoint}
mov (2|M0) r31.2<1>:ub msg0.0<0;1,0>:w
(f1.1.any16h) sel (8|M0) r64.4<4>:w acc0.0<0;1,0>:w r100.0<4;4,1>:w
(~f1.0.any8h) mac (1|M0) r31.0<1>:uq -tm0.0<0;1,0>:uq -(abs)r126.0<2;1,0>:uq
(f0.1.any4h) xor (16|M0) r64.0<1>:d (abs)f0.0<0;1,0>:f ~r2.1<8;4,2>:w
(f0.0.all16h) not (4|M4) acc1.0<4>:uq ~r100.3<2;2,1>:uq {Switch}
cmp (8|M0) (lt)f1.0 r[a0.3,-16]<1>:q -r126.1<0;4,1>:q -(abs)r1.0<1;1,0>:hf
fbl (16|M0) r7.1<1>:b r64.3<4;1,0>:b {AccWrEn}
(f1.0.all16h) shr (16|M0) r126.0<1>:b -(abs)r31.2<8;8,0>:b r[a0.7,-32]<1,0>:b {Breakpoint}
and (2|M24) r[a0.0,-16]<1>:d ~r126.7<8;8,0>:d ~r126.7<0;1,0>:d {NoDDClr}
rndu (4|M12) r126.0<1>:d r126.7<8;8,1>:d
(W) movi (8|M0) r[a0.3]<4>:w r[a0.0,2]<1,0>:w null<0;1,0>:ud
movi (8|M16) r100.0<1>:d r[a0.1,16]<1,0>:d 0x1:ud
fbh (2|M0) null<2>:d acc0.0<0;1,0>:d
lzd (16|M0) r100.2<1>:d r64.2<8;8,0>:d {Breakpoint}
sel (16|M0) r64.1<1>:d msg0.0<0;1,0>:d r7.7<16;16,1>:d {AccWrEn}
(~f0.0.all8h) rnde (16|M8) (ov)f0.0 (sat)r31.4<1>:ub cr0.0<0;1,0>:ub {Switch}
(~f0.0.all4h) lzd (8|M0) (lt)f0.0 (sat)r64.1<2>:f r1.0<4;4,1>:f
(~f0.0.any8h) avg (8|M16) r7.1<4>:f sr0.1<0;1,0>:f (abs)r64.1<0;1,0>:f
movi (16|M0) r127.0<1>:d r[a0.1,16]<1,0>:d 0x0:ud {Switch}
(W) not (2|M0) r2.0<2>:df f1.1<0;1,0>:hf {Atomic}
(~f0.0.any8h) cmpn (8|M0) (un)f0.0 r127.0<1>:q r64.0<8;8,1>:b r31.7<2;1,0>:b
mach (1|M0) (sat)r100.1<1>:hf (abs)a0.0<0;1,0>:f 0.0:f {Switch}
rndz (32|M0) tm0.0<4>:hf r64.1<1;1,0>:w
or (16|M0) (ov)f0.0 r0.4<1>:uw ~r2.0<16;8,2>:uw r[a0.0]<0;1,0>:uw
(~f1.1.all4h) cmp (16|M0) r126.0<1>:ub r31.15<32;8,4>:ub -(abs)r0.15<16;8,2>:ub
rnde (2|M0) (le)f0.1 r0.0<1>:w r127.7<16;8,1>:f
shr (2|M0) cr0.0<1>:uw -a0.0<0;1,0>:uw -r100.7<0;1,0>:uw {NoDDClr}
(~f1.0.any32h) mov (16|M0) r0.1<2>:f 1.0:f
smov (32|M0) r127.4<4>:hf r7.2<1;1,0>:hf r126.0<32;8,4>:hf {Atomic}
movi (16|M16) tm0.0<1>:f r[a0.0]<1,0>:f 0x0:ud
math.sqt (16|M0) r64.1<2>:hf -(abs)r31.0<4;4,1>:hf {Breakpoint,NoPreempt}
lzd (2|M20) (sat)acc0.0<2>:ub r2.2<0;1,0>:ud
mul (4|M12) a0.0<1>:f -dbg0.0<0;1,0>:f -(abs)r100.1<2;2,1>:f {AccWrEn}
(~f1.1.allv) frc (8|M24) (le)f1.1 r[a0.3,-16]<4>:d -(abs)r0.7<16;8,1>:ud
lzd (8|M0) r1.1<4>:uw r64.2<4;2,2>:uw {Breakpoint}
(~f0.1.any8h) fbl (16|M16) r0.2<1>:hf 0x2E66:hf {NoDDChk}
(~f1.0.any4h) rndd (16|M0) r2.1<1>:uw (abs)r1.15<8;8,1>:uw {Atomic}
rnde (2|M0) r100.0<4>:uq -r31.3<16;8,1>:uq
asr (8|M16) (le)f0.0 r0.0<1>:uw -(abs)tdr0.0<0;1,0>:uw 0x0:uw {Breakpoint}
(f0.0.all8h) asr (16|M0) r127.2<2>:ud -sr0.1<0;1,0>:ud 0x1000:ud {NoDDChk}
(~f0.0.any8h) cbit (1|M28) r127.0<1>:b tdr0.0<0;1,0>:b
movi (16|M0) r0.0<1>:ud r[a0.2,2]<1,0>:ud null<0;1,0>:ud
(f0.0.all2h) shr (2|M0) r7.2<1>:d r1.7<4;4,1>:d r0.0<0;1,0>:d {Switch}
(W&~f1.0) frc (32|M0) r2.3<4>:df -(abs)r0.0<16;16,1>:df {Switch}
(W) cbit (8|M16) r1.1<4>:ud tdr0.0<0;1,0>:ud {Atomic}
(W&~f1.0) avg (16|M8) (ne)f1.0 r127.0<2>:d r127.3<1;1,0>:d -(abs)r0.0<2;2,1>:d {Switch}
rndu (2|M0) r64.3<4>:df 1.0:df
avg (8|M0) (sat)r31.4<1>:uw (abs)sr0.0<0;1,0>:uw r0.3<0;1,0>:uw {NoDDClr}
(W) mov (4|M0) (eq)f0.0 r31.2<1>:q -2048:d
cmp (16|M8) acc0.0<4>:uw r100.0<8;8,0>:f (abs)r127.7<4;4,1>:f
shr (2|M28) (lt)f0.1 (sat)r126.4<2>:f r31.7<16;8,2>:f 100.25:f {NoDDChk}
(W) addc (4|M16) (un)f1.0 r[a0.3,-16]<4>:uq r0.0<16;8,1>:w 4095:w
math.rsqt (16|M8) r7.4<4>:f -(abs)r127.3<32;8,4>:f
(W) not (4|M20) r31.2<1>:uq -(abs)r2.3<1;1,0>:uq {Switch}
rndu (8|M0) acc0.0<1>:df -(abs)cr0.0<0;1,0>:df
smov (2|M16) r2.0<2>:f msg0.0<0;1,0>:f 1e+06:f
(~f1.1.any32h) ror (16|M0) a0.0<1>:df cr0.0<0;1,0>:df r1.2<0;4,1>:df
(f1.0.any4h) fbh (16|M16) r2.0<4>:w f0.0<0;1,0>:uw {NoDDChk}
rndd (16|M0) r126.1<4>:uw r0.15<4;2,2>:uw {NoDDClr}
fbl (32|M0) r31.0<4>:q 4096:q {Breakpoint,NoDDClr}
mov (2|M16) r[a0.0,64]<4>:ud -r[a0.1,511]<1,0>:ud
(f0.0.allv) lzd (8|M0) r64.0<2>:b -sr0.0<0;1,0>:b
and (1|M12) r7.1<4>:hf r2.0<16;16,1>:hf r0.3<0;1,0>:hf
fbl (1|M8) r64.0<1>:w r126.2<4;4,1>:hf
bfrev (32|M8) r31.3<4>:q r31.1<4;2,2>:q {Breakpoint}
subb (1|M24) (le)f0.0 r[a0.0,64]<1>:ub r1.0<1;1,0>:ub r7.0<4;1,0>:ub {AccWrEn}
movi (1|M28) r7.1<1>:ud r[a0.2,16]<1,0>:ud 0x1:ud
(f1.0.any2h) rol (4|M0) (le)f1.0 r2.1<1>:f a0.0<0;1,0>:uw 0xFFFF:uw
rndz (8|M0) (un)f1.0 r100.0<4>:uw r64.0<0;4,1>:b
(f0.1.all8h) rndz (16|M0) r64.0<1>:ub r0.2<8;8,1>:ub
xor (8|M0) (un)f1.0 r127.1<2>:hf -(abs)f0.0<0;1,0>:hf r7.3<16;8,2>:hf
sel (8|M16) r2.2<1>:b -f1.1<0;1,0>:b -r0.0<0;1,0>:b {Breakpoint,NoDDChk}
rnde (16|M0) (sat)r7.1<1>:w r100.15<4;1,0>:hf
(~f1.0.any16h) shr (16|M0) r7.2<4>:df tm0.1<0;1,0>:d r2.2<8;8,1>:d {Breakpoint}
fbh (1|M28) r2.0<4>:q -2048:q {Switch}
mov (32|M0) r2.2<1>:uq r1.0<0;1,0>:uq {NoDDClr}
(W) mul (8|M0) acc0.0<1>:ud f0.0<0;1,0>:ud -r[a0.2,16]<16;8,2>:ud
ror (32|M24) r126.2<1>:uw acc1.0<0;1,0>:q r31.3<32;8,4>:q {Switch}
rndd (8|M0) (gt)f1.0 r127.0<4>:uw r100.0<8;4,2>:uw
avg (1|M4) (sat)r1.0<2>:w r64.7<32;8,4>:w r7.15<4;2,2>:w
(~f0.1.all8h) math.idiv (16|M8) r0.1<1>:ud -(abs)r31.2<0;4,1>:ud r127.0<8;8,1>:ud {NoDDClr}
cmpn (16|M0) acc1.0<4>:f -r100.0<4;4,1>:f -1.5:f
bfrev (16|M0) r1.0<1>:f 0x64FB0ED6:vf
asr (16|M16) r1.0<4>:uw (abs)null<0;1,0>:uw -1:w
(f1.0.all2h) add (8|M0) r127.0<1>:d -(abs)r2.2<16;8,1>:d r64.0<4;4,1>:d
(~f0.1) shl (2|M0) r7.1<1>:df -(abs)ip<0;1,0>:df -(abs)r2.1<32;8,4>:df {Switch}
bfi1 (8|M16) r127.1<1>:ud f0.0<0;1,0>:ud r100.2<16;16,1>:ud
(~f1.1) and (1|M0) (eq)f1.1 r1.4<2>:d (abs)r1.2<32;8,4>:d (abs)r[a0.2]<2;2,1>:uw
rol (16|M0) f0.0<1>:ub r7.1<4;2,2>:ub r1.2<8;8,0>:f
(W&f1.0) mul (16|M16) r0.0<1>:ub (abs)msg0.0<0;1,0>:ub -(abs)r7.1<2;2,1>:ub
cmp (16|M16) r2.4<1>:d -acc0.0<0;1,0>:uw -r100.0<0;1,0>:uw {Switch}
frc (16|M8) (ov)f0.0 r0.4<4>:ud 0xFFF:ud
mov (4|M8) (ge)f1.0 r100.4<1>:f 0x71B01C2E:v
asr (8|M8) r2.3<1>:df -(abs)r64.0<8;8,1>:df r100.0<16;8,1>:df {NoDDChk}
(W) movi (8|M8) r[a0.3,64]<1>:w r[a0.2,16]<1,0>:w 0x0:ud
(~f1.1.all8h) cmpn (1|M24) r31.4<1>:uw r31.0<16;8,2>:d 0:d {NoDDClr}
(W) shr (16|M16) r2.0<1>:w r7.1<4;4,1>:w r2.3<4;2,2>:w
fbh (1|M0) r0.0<1>:w r2.3<16;8,2>:w
avg (16|M16) (gt)f1.1 r0.4<1>:b -(abs)r[a0.7,511]<1,0>:b r31.7<4;1,0>:w {AccWrEn,Breakpoint}
(~f0.1) math.rsqt (8|M24) r126.4<1>:f r1.0<16;8,1>:f
sel (2|M8) r1.4<4>:hf (abs)r7.1<32;8,4>:hf 100.25:hf {NoPreempt}
(W) rnde (8|M8) r7.2<4>:f r0.7<0;4,1>:f
smov (8|M24) r127.2<2>:ub f1.1<0;1,0>:ub r126.0<8;8,1>:d
math.irem (8|M0) r1.2<1>:ud -(abs)r1.2<16;16,1>:ud -r0.7<16;8,2>:ud
add (16|M0) (sat)r1.4<4>:d r1.2<0;4,1>:d 2147483647:d
math.log (2|M0) r1.1<4>:hf r127.2<16;8,1>:hf {NoDDClr}
(f1.0.any16h) avg (2|M28) r127.0<1>:d acc1.0<0;1,0>:d -2049:d {Switch}
(~f0.0.allv) sel (1|M0) (un)f0.0 r31.1<1>:uq -(abs)r7.3<2;2,1>:uq -(abs)r100.3<8;8,0>:uq
movi (4|M20) r100.2<1>:w r[a0.0,2]<1,0>:w 0x0:ud {AccWrEn}
mach (16|M0) r31.0<2>:ud -n0.0<0;1,0>:ud 0xFFFFFFFF:ud {NoDDClr}
fbh (1|M0) r0.0<4>:d r[a0.2,511]<2;1,0>:d
(W&~f1.1) not (1|M0) r[a0.0]<2>:ud cr0.0<0;1,0>:ud
cmpn (32|M24) r126.1<2>:q r100.0<16;8,2>:q r[a0.0,2]<1,0>:q {NoPreempt}
(W) xor (8|M0) (le)f0.0 r0.0<4>:hf f1.1<0;1,0>:hf (abs)r0.2<32;8,4>:f
(~f1.0.all4h) movi (4|M0) r64.0<2>:w r[a0.1]<1,0>:w 0x1:ud {NoDDChk}
(f0.1.any32h) shl (32|M16) r0.0<1>:df -r64.1<8;8,0>:f r0.0<1;1,0>:f
(W) frc (16|M0) (un)f0.0 r64.0<1>:df r[a0.2,16]<8;4,2>:df
xor (32|M0) sr0.0<4>:hf r0.2<1;1,0>:hf 100.25:hf
movi (1|M28) r[a0.1,16]<1>:f r[a0.2,2]<1,0>:f null<0;1,0>:ud
(~f1.0.all2h) shr (4|M4) r31.4<1>:ub r64.0<4;1,0>:ub r[a0.7,16]<32;8,4>:ub
fbh (16|M8) r31.0<2>:ud r[a0.0,16]<1,0>:f
subb (4|M12) (ov)f0.1 r100.1<1>:ud r[a0.7,-32]<1,0>:ud 0x1000:ud {AccWrEn}
(f1.0.all32h) lzd (1|M8) r2.2<4>:d -(abs)r64.7<4;2,2>:d
(f1.0.any2h) rndd (8|M0) (ov)f1.0 null<1>:f (abs)r7.7<1;1,0>:f
(~f1.0.any4h) add (8|M24) r1.0<4>:w -(abs)r[a0.0,16]<32;8,4>:w r7.3<4;1,0>:w {Atomic}
(f1.1.any32h) not (32|M24) r31.0<2>:b ~acc1.0<0;1,0>:b {AccWrEn,Atomic,Breakpoint,NoDDChk}
cmp (2|M4) r100.0<1>:ud dbg0.0<0;1,0>:ud r100.3<8;4,2>:df
(~f0.0.any32h) sel (16|M0) (ne)f0.0 r31.1<2>:b dbg0.0<0;1,0>:uw (abs)r7.0<16;16,1>:uw
rndz (4|M0) r0.0<1>:df r100.1<16;8,2>:df
(~f1.0.anyv) and (4|M4) r127.4<2>:d r127.7<0;4,1>:d r31.7<16;16,1>:d
rndz (16|M0) (ne)f0.1 (sat)r[a0.1,-16]<1>:d r100.3<8;4,2>:df {Breakpoint}
rndd (16|M0) r31.4<1>:f (abs)r2.0<8;8,0>:f
(f1.1.any16h) cmp (2|M0) (gt)f1.1 r126.1<2>:df ce<0;1,0>:df -r7.3<4;4,1>:df
math.sqt (1|M16) (sat)r126.0<4>:hf r31.2<0;4,1>:hf {NoDDChk}
(~f0.1.all4h) shl (32|M16) r2.1<2>:hf r100.0<32;8,4>:hf 0.5:hf
(W) fbh (8|M24) r126.4<1>:uw ce<0;1,0>:uw {AccWrEn,Atomic}
rndz (16|M0) (ne)f1.0 (sat)r64.0<2>:uw -r1.1<1;1,0>:uw
cbit (16|M0) r64.4<1>:b a0.0<0;1,0>:b {Breakpoint,NoDDClr}
rndu (1|M0) (sat)r2.0<1>:uq 9223372036854775807:q
movi (8|M0) r[a0.0,16]<2>:d r[a0.1,16]<1,0>:d null<0;1,0>:ud {AccWrEn}
math.rsqtm (16|M0) (eo)f1.1 r100.mme7:hf -r127.mme3:hf
rnde (1|M0) r126.4<1>:ub -(abs)r127.1<0;1,0>:ub {Breakpoint}
rnde (8|M0) (un)f1.1 r127.2<4>:w ce<0;1,0>:uw {Atomic}
or (1|M0) r0.4<1>:uw (abs)r100.7<2;1,0>:uw 0xFFF:uw
movi (16|M24) r126.1<2>:f r[a0.1,2]<1,0>:f 0x1:ud
(W) xor (16|M16) r1.2<2>:d fc0.0<0;1,0>:d r0.7<8;4,2>:d
(W&f0.0) add (16|M8) r100.4<1>:hf r64.15<8;4,2>:hf 1.0:hf
(~f1.1.all2h) cmp (16|M0) r31.2<2>:uq -(abs)acc0.0<0;1,0>:uq 0xFFF:ud
mul (1|M24) ip<1>:ub -(abs)r126.0<0;4,1>:ub (abs)r7.2<8;8,1>:d
lzd (8|M0) r64.0<2>:ub r2.1<0;4,1>:hf
rndz (16|M0) r127.1<4>:q 1:q {AccWrEn,Switch}
(~f1.0.all2h) frc (16|M0) r100.0<2>:f -(abs)r31.7<4;2,2>:f
rndu (16|M0) null<4>:ud r1.0<8;8,1>:ud {Atomic}
(f0.1.allv) not (2|M0) (ge)f0.1 r31.4<4>:ub r127.0<1;1,0>:ud
(f0.0.all16h) and (2|M0) sr0.0<2>:q (abs)r0.0<16;8,1>:q ~r2.0<8;4,2>:ub
(f1.0.all32h) movi (8|M0) r7.1<1>:d r[a0.0]<1,0>:d 0x1:ud
bfrev (16|M0) r7.0<1>:d dbg0.0<0;1,0>:b {NoDDChk}
(W) lzd (8|M16) r64.1<4>:uw r2.0<2;1,0>:uw
shl (1|M0) r64.4<1>:ub -r1.0<0;4,1>:ub r0.0<16;16,1>:d {NoPreempt}
fbl (16|M0) a0.0<1>:uq r7.0<32;8,4>:hf
rndu (1|M0) (ne)f1.0 (sat)r127.0<2>:d 2147483647:d
avg (16|M0) r7.3<2>:uq -(abs)r0.2<8;4,2>:uq r127.3<16;16,1>:uq {Switch}
mach (8|M0) r2.2<1>:d r7.0<2;1,0>:ud -r126.0<8;4,2>:ud {NoDDClr}
math.invm (8|M0) (eo)f0.0 r100.mme0:df -(abs)r64.nomme:df r1.mme7:df
(f1.1.any16h) mov (16|M8) f0.0<1>:uq 0x1000:uq {Breakpoint}
sel (2|M12) (sat)r100.0<2>:ud -f0.0<0;1,0>:ud -(abs)r127.3<4;1,0>:uq
bfrev (32|M0) r1.1<1>:df r127.3<16;8,1>:q
(f0.0.any16h) bfrev (16|M0) tm0.0<4>:q r64.0<8;4,2>:hf {NoPreempt}
(~f0.1.all4h) shr (16|M24) r1.0<4>:f a0.0<0;1,0>:f -inf:f
or (8|M0) acc1.0<1>:ub -(abs)r7.3<1;1,0>:ub -(abs)r31.1<4;1,0>:ub
sel (4|M0) r0.4<2>:f sr0.0<0;1,0>:f -r7.1<0;4,1>:uw {NoDDChk}
xor (1|M24) r126.0<2>:b (abs)r31.0<4;2,2>:b (abs)r2.2<2;1,0>:b
fbh (16|M0) r2.4<2>:b r[a0.2,2]<2;2,1>:b
(f0.0.all8h) asr (16|M0) (lt)f0.0 f0.0<1>:df r127.3<16;16,1>:df -(abs)r0.0<4;1,0>:w {Atomic,Breakpoint}
and (2|M0) r[a0.0,64]<1>:df r31.0<0;1,0>:df r100.3<8;8,0>:df
cmp (8|M8) (ov)f0.0 r126.1<4>:df (abs)r[a0.7,-32]<1,0>:df r100.3<8;8,1>:df {NoDDClr}
rndz (1|M0) r0.4<1>:hf -r7.3<4;2,2>:hf
(~f1.1.any16h) avg (32|M8) (eq)f1.1 r64.2<4>:b (abs)r7.3<2;1,0>:b r1.0<0;4,1>:b {Breakpoint}
(f0.0.anyv) fbl (8|M0) r[a0.0,-16]<4>:ub tm0.0<0;1,0>:uw
(W) mach (32|M0) r0.0<1>:df (abs)r0.2<4;2,2>:df r[a0.0]<8;4,2>:df {AccWrEn}
(f1.1.all16h) cmpn (16|M0) r127.0<1>:ub r31.2<16;8,1>:uw r2.0<2;1,0>:ud {Atomic,NoDDChk}
fbl (1|M16) cr0.0<1>:ud r0.0<16;16,1>:ub
or (8|M0) (eq)f1.1 f1.0<2>:b r[a0.7,-32]<1;1,0>:b r31.7<16;8,2>:b {Atomic}
(W) shr (8|M0) r100.1<2>:uw -(abs)r0.3<16;8,2>:uw -(abs)r0.0<4;1,0>:uw
(f0.0.any16h) frc (1|M0) r127.4<4>:d 2147483647:d
lzd (4|M0) (un)f0.1 r100.0<1>:d 4095:d {NoDDChk}
(W&f0.1) lzd (8|M0) (le)f0.1 r126.0<1>:q r126.2<16;8,1>:q
fbl (4|M12) r126.1<1>:df r31.3<8;4,2>:ud
(f1.0.all32h) rndz (8|M24) (eq)f1.0 r126.0<4>:ub -(abs)r31.0<4;2,2>:ub
or (16|M0) (ov)f0.1 r1.3<4>:df ~r127.0<8;4,2>:df r2.3<8;8,0>:df
sel (4|M8) r0.2<4>:uw tm0.0<0;1,0>:uw r64.0<2;2,1>:uw
(W) cmpn (8|M0) (ne)f1.1 r31.3<4>:q -(abs)cr0.0<0;1,0>:q r127.3<0;1,0>:q
(~f1.1.any16h) not (32|M0) (gt)f1.1 r2.2<4>:f 0.5:f
(W) lzd (8|M0) a0.0<2>:ud n0.0<0;1,0>:ud {Atomic}
cbit (8|M0) r127.0<2>:ub r[a0.7,511]<1,0>:ub
movi (16|M0) r31.0<4>:d r[a0.2]<1,0>:d null<0;1,0>:ud {NoPreempt}
frc (8|M16) r31.0<4>:ud 0x1000:ud {NoPreempt}
math.invm (8|M0) (eo)f0.0 r100.mme5:f (abs)r64.mme0:f -r1.nomme:f {NoDDClr}
add (16|M0) r126.4<4>:f -(abs)r100.0<32;8,4>:f r64.0<1;1,0>:f {NoDDClr,NoPreempt}
(W) not (8|M0) r[a0.0,16]<1>:b -(abs)ip<0;1,0>:b {Atomic}
cbit (16|M0) f0.0<1>:w 0.0:hf {NoDDClr}
(f0.0.any32h) bfrev (16|M0) r100.1<4>:uw 0x0:ud
(f0.0.anyv) rndz (16|M0) (gt)f0.0 r31.0<4>:df r0.1<2;1,0>:df {Switch}
(W) avg (16|M24) r126.0<2>:w ce<0;1,0>:w -(abs)r7.0<16;8,1>:w {Atomic}
(W) shl (4|M0) r64.2<1>:d r31.7<1;1,0>:w -(abs)r126.3<16;8,1>:w
cmpn (16|M0) r127.2<2>:d -(abs)r100.7<16;16,1>:d (abs)r2.0<4;1,0>:d {Breakpoint}
(W) sel (8|M24) r2.1<2>:hf r127.0<32;8,4>:hf r31.3<4;1,0>:hf
(~f1.1) cmpn (2|M0) r1.4<1>:ub -r126.0<0;1,0>:b -(abs)r7.1<1;1,0>:ud
frc (16|M0) r127.1<2>:uw 0xEFCF9947:v {NoDDClr}
not (1|M0) r0.1<2>:ud (abs)r0.7<0;1,0>:ud {AccWrEn}
sel (32|M24) r1.1<1>:ud -(abs)r31.7<0;4,1>:ud r64.7<1;1,0>:ud
frc (8|M24) r[a0.3,16]<4>:b r[a0.0,-512]<2;1,0>:b
mov (4|M0) r127.0<2>:ud 0x552009B3:ud {Switch}
and (8|M0) r64.1<4>:uq ~ip<0;1,0>:uq -(abs)r127.0<16;8,2>:uq
(W) math.invm (2|M0) (eo)f1.1 r100.mme1:hf (abs)r127.mme3:hf -r64.mme0:hf
mac (16|M8) (ge)f1.1 r64.2<4>:uw r126.2<0;4,1>:hf r7.1<16;8,1>:hf
avg (32|M8) (eq)f1.1 r31.0<2>:ud r2.0<0;1,0>:ud r2.0<16;16,1>:ud {Switch}
smov (8|M0) r7.2<1>:ud r7.2<0;4,1>:ud r127.3<16;8,2>:ud
(~f0.1.any2h) cmpn (1|M0) r2.1<1>:q (abs)r100.0<16;8,2>:q -(abs)r64.0<16;8,2>:q
addc (2|M0) r127.2<2>:q r7.0<0;4,1>:hf r7.1<0;1,0>:hf
(W) mac (32|M24) cr0.0<1>:q r100.0<16;8,2>:q -(abs)r1.1<2;2,1>:q
mach (16|M24) r7.2<1>:q -r2.0<1;1,0>:uw r127.15<4;2,2>:uw {Switch}
add (8|M8) r1.2<2>:b tm0.1<0;1,0>:b r126.15<4;4,1>:b
(W) shl (16|M0) (un)f0.0 (sat)acc0.0<2>:ud dbg0.0<0;1,0>:ud r127.0<0;4,1>:ud
(~f1.0.all4h) rndu (1|M0) r0.0<2>:ub -r2.0<16;8,2>:ub {Atomic,NoDDChk}
mul (2|M0) (ov)f1.1 r31.4<4>:ud tdr0.0<0;1,0>:ud (abs)r1.3<32;8,4>:ud {AccWrEn,Atomic}
(W) fbl (2|M8) r100.4<1>:f r31.7<16;16,1>:f
(f0.0.allv) math.sqt (16|M16) (sat)r126.2<4>:hf -(abs)r31.7<32;8,4>:hf {Switch}
shr (16|M24) (ne)f1.1 r0.2<4>:b -acc0.0<0;1,0>:b -(abs)r0.3<8;8,0>:df
rndd (32|M16) a0.0<4>:df -(abs)r[a0.7,-512]<4;2,2>:uw {Atomic}
mac (8|M0) r100.0<2>:q -r31.3<8;4,2>:q -(abs)r1.3<0;4,1>:q
(W) shr (32|M0) ip<1>:q -r2.0<0;4,1>:q 0x1000:ud
frc (16|M0) (ne)f0.1 r100.0<1>:ud r[a0.7,16]<16;8,1>:ud
(W) rol (16|M0) r1.0<2>:hf r126.0<16;8,1>:hf r7.3<8;4,2>:hf
(W) asr (4|M16) r31.1<4>:b r31.7<2;2,1>:f 1e-05:f
rnde (1|M0) (sat)r0.3<2>:uq r31.0<8;4,2>:uq {NoDDChk}
mach (4|M28) r64.3<1>:df r0.3<16;8,1>:df -r127.1<1;1,0>:df {AccWrEn}
mul (2|M0) (un)f1.0 r64.1<2>:w -n0.0<0;1,0>:ud r7.0<0;4,1>:w
mach (16|M0) r7.4<1>:hf r64.2<8;8,0>:hf 3.140625e+00:hf
rndz (4|M12) (ne)f0.1 r100.0<1>:hf 0x20B5872:ud {AccWrEn}
(W) rndu (8|M16) (sat)r100.0<1>:df sr0.0<0;1,0>:ub
rndz (1|M0) r126.0<4>:uw 0x406CA845:vf
(~f0.1.all8h) mac (1|M16) r126.4<1>:f -(abs)r64.0<8;4,2>:w -r2.2<4;2,2>:w
xor (16|M0) (le)f1.1 r2.2<2>:f r31.1<8;8,0>:d r100.1<8;8,1>:d {Switch}
(W&~f1.1) avg (16|M0) (le)f1.1 r[a0.0,64]<4>:w (abs)f0.0<0;1,0>:ub -(abs)r[a0.7,16]<0;4,1>:ub {NoDDChk}
rndu (1|M8) r2.0<2>:f 100.25:f
(W) not (8|M0) r126.1<4>:w ~r126.7<16;8,2>:b
bfrev (2|M4) r100.0<1>:q -1:q
movi (32|M0) r1.2<2>:ud r[a0.1,16]<1,0>:ud null<0;1,0>:ud
cmpn (8|M0) r0.0<1>:w r1.2<8;4,2>:df r1.0<16;8,1>:df
mov (8|M0) r126.0<1>:q -fc0.0<0;1,0>:q
(W) mov (16|M0) r2.0<1>:q r100.0<16;8,1>:ud
mov (2|M4) r[a0.0]<1>:ud r0.0<0;1,0>:ud
rndd (16|M0) (eq)f0.1 ip<1>:uw r127.15<2;1,0>:uw
or (16|M0) r0.1<1>:ud (abs)r7.0<4;2,2>:w ~r1.0<32;8,4>:w
and (1|M24) (un)f1.0 r0.4<1>:w r7.1<4;4,1>:w r126.3<4;1,0>:w
bfi1 (32|M0) r31.0<1>:hf dbg0.0<0;1,0>:hf -inf:hf
rndu (8|M24) (sat)r7.3<1>:q (abs)r0.3<8;4,2>:q
cmpn (32|M0) r1.3<4>:df (abs)r[a0.2,-512]<1,0>:df r31.2<16;16,1>:df
fbh (2|M0) r[a0.3,64]<4>:hf r1.0<4;4,1>:hf {Atomic}
rndd (16|M16) (lt)f1.0 r2.4<1>:uw r31.0<16;8,1>:uw {NoDDClr}
(W) mac (8|M0) r1.0<1>:uq r[a0.1]<4;1,0>:uw r100.0<16;16,1>:uw {AccWrEn}
(f1.1.all16h) not (4|M0) (ge)f1.1 f1.0<1>:w ~r0.1<16;16,1>:w {Atomic}
(W&~f1.1) rnde (32|M0) (sat)r126.0<1>:uq 0x581B9C02A2F6874B:uq
(f1.1.all2h) math.inv (32|M16) r126.1<1>:hf r100.3<2;1,0>:hf
cmpn (8|M0) (un)f0.1 r100.1<1>:d (abs)fc0.0<0;1,0>:d (abs)r7.2<1;1,0>:df
shr (32|M0) r2.1<2>:w r100.0<8;8,1>:w -(abs)r0.0<4;1,0>:w
movi (32|M0) r[a0.3,-16]<1>:ud r[a0.2,16]<1,0>:ud 0x0:ud
rnde (8|M0) r2.1<2>:df (abs)r127.1<16;16,1>:df {AccWrEn}
math.invm (16|M0) (eo)f0.0 r100.mme0:f -(abs)r127.nomme:f r27.mme3:f {NoDDClr}
(f0.1.any4h) rnde (1|M0) (sat)r1.2<1>:f r7.7<1;1,0>:uw {Switch}
(f1.1.allv) shl (1|M20) r127.0<2>:w (abs)ce<0;1,0>:hf 1.0:hf
rndd (8|M0) r7.4<1>:ub -r1.0<16;16,1>:ub
(f1.1.all32h) rnde (4|M16) cr0.0<2>:uw -sp.0<0;1,0>:uw
shl (2|M0) r1.0<1>:d dbg0.0<0;1,0>:d -r127.7<8;8,1>:d
(f0.0.any8h) or (2|M0) (ge)f0.0 r0.0<4>:hf ~r1.0<16;8,1>:q (abs)r2.0<32;8,4>:df {Atomic}
shr (8|M0) (le)f1.0 r0.2<1>:uw r64.0<8;8,0>:uw 0x1000:uw {Switch}
(~f1.1.allv) frc (16|M0) r1.2<1>:uq 0xFFF:uq
(f0.1.any8h) mul (1|M0) (ov)f0.1 (sat)r[a0.3]<2>:uq r[a0.0,511]<1,0>:uq -(abs)r0.3<32;8,4>:hf
(W&f0.1) not (8|M0) (ne)f0.1 r2.1<4>:q -2048:q {NoPreempt}
lzd (8|M24) (le)f0.1 r31.1<4>:b -(abs)r127.7<0;1,0>:b
math.cos (32|M0) r1.4<1>:hf -r31.7<1;1,0>:hf {AccWrEn}
sel (8|M16) r7.4<4>:ud r1.0<8;4,2>:ud 0x0:ud
cmpn (1|M24) (ov)f0.0 r0.3<1>:uq r127.3<4;2,2>:uq (abs)r1.0<1;1,0>:ub
movi (16|M0) r0.0<1>:f r[a0.2,16]<1,0>:f null<0;1,0>:ud
(f1.0.any32h) lzd (4|M28) r[a0.3,-16]<1>:df -r0.7<16;8,2>:b
(~f0.0.all32h) smov (1|M8) acc1.0<1>:q tdr0.0<0;1,0>:q -2048:d {NoDDChk}
mach (8|M0) (sat)r0.0<1>:uw -r0.0<8;8,0>:uw 0xC6E0:uw
rnde (16|M24) (sat)r2.2<4>:ud -r100.3<16;8,2>:ud {AccWrEn}
rndz (2|M0) (ge)f0.0 r64.0<1>:df r[a0.0]<32;8,4>:df
bfi1 (4|M0) r7.0<4>:ub r0.0<2;2,1>:df r126.0<16;16,1>:df
mach (32|M0) r100.0<2>:f r0.3<0;1,0>:ud 0x1000:ud {NoDDClr}
and (8|M0) (le)f0.0 r127.2<2>:b r0.15<16;16,1>:b (abs)r2.0<8;8,1>:b {Switch}
shl (8|M16) (sat)r31.2<2>:hf (abs)null<0;1,0>:hf -(abs)r[a0.0]<32;8,4>:hf {NoDDChk,Switch}
(W&f1.1) bfrev (2|M16) r126.2<2>:df r64.0<8;4,2>:df {AccWrEn,Switch}
mul (1|M4) r0.0<2>:f cr0.0<0;1,0>:f 1.4013e-45:f {Breakpoint,NoDDClr}
(f1.0.all32h) not (16|M24) r127.4<1>:b -(abs)r31.2<8;8,0>:b
(W&f1.1) bfrev (4|M28) f0.0<4>:hf r[a0.1,511]<1,0>:hf
(~f0.1.any4h) rndd (1|M0) r31.1<1>:d 0xCED1EF0C:v
(f1.0.any2h) ror (16|M8) r1.0<1>:df r100.1<4;4,1>:w r126.0<4;2,2>:w
(~f1.1.anyv) bfrev (8|M16) r126.0<1>:ud 0xFFFFFFFF:ud {AccWrEn}
(~f1.0.any2h) xor (2|M20) r[a0.3,16]<1>:q (abs)r64.2<2;1,0>:q ~r31.0<8;8,0>:q
(W) addc (2|M20) (le)f0.0 r0.4<2>:w tm0.0<0;1,0>:w -32768:w
(f0.0.anyv) asr (8|M0) (lt)f0.0 r2.3<4>:uq sr0.0<0;1,0>:d r126.2<8;8,0>:d
(f1.1) rol (1|M0) r100.0<1>:b r[a0.1,16]<1,0>:b r[a0.0,16]<16;16,1>:b
sel (1|M0) r127.4<4>:uw -(abs)r64.2<8;8,1>:uq -r0.2<16;8,1>:f {NoDDChk}
(f1.1.any16h) mul (8|M16) (ge)f1.1 r127.2<1>:ud (abs)r127.0<32;8,4>:df r127.3<2;2,1>:df {Breakpoint}
(~f0.1) cbit (2|M20) r64.0<1>:f 0x9A56341A:v {Switch}
(~f1.1.all16h) fbh (16|M0) r7.1<4>:b f0.0<0;1,0>:b
asr (4|M12) (lt)f0.0 f1.0<2>:ub -(abs)r127.1<1;1,0>:df -r1.0<0;4,1>:df {AccWrEn,Switch}
(W&f0.1) mov (2|M8) r[a0.1]<1>:ub -(abs)ce<0;1,0>:ub
(W) and (8|M8) cr0.0<4>:w r7.0<4;2,2>:uw (abs)r0.15<0;4,1>:uw
(f0.1.all16h) avg (16|M16) (ov)f0.1 sr0.0<4>:w -(abs)cr0.0<0;1,0>:ub (abs)r0.7<8;4,2>:ud
(~f0.1.all16h) rndd (8|M16) (eq)f0.1 (sat)r127.2<4>:uw (abs)r100.0<4;1,0>:uw
(f1.0) mul (16|M24) r7.1<2>:f (abs)r100.7<8;4,2>:f (abs)r1.1<16;8,2>:f
not (16|M16) (ge)f0.1 r31.3<2>:q 1:q
subb (8|M0) r1.0<1>:ud r31.7<16;8,1>:ud 0x1000:ud
(~f1.1.any2h) cmp (16|M24) (lt)f1.1 r100.0<4>:df -r1.0<16;16,1>:d -(abs)r64.7<2;1,0>:d
mul (4|M0) r2.1<4>:q -r[a0.0,-512]<32;8,4>:q -(abs)r0.0<8;8,1>:w {AccWrEn}
sel (16|M24) (un)f0.1 r31.1<4>:w -r126.1<1;1,0>:ud -(abs)r100.2<4;2,2>:ud
(f0.1.all2h) not (32|M0) (ge)f0.1 r100.4<1>:w ~r127.3<0;1,0>:w {Breakpoint}
fbl (8|M0) r64.4<1>:d r[a0.0,511]<32;8,4>:d
(f1.0.all8h) rndd (1|M0) r127.2<1>:q (abs)r2.3<4;1,0>:q {AccWrEn,Breakpoint}
movi (8|M0) r0.0<4>:d r[a0.1,2]<1,0>:d null<0;1,0>:ud
xor (1|M8) r1.4<4>:hf sp.0<0;1,0>:q (abs)r64.1<0;4,1>:q
rndz (1|M16) (ne)f0.1 f1.0<4>:uq r7.0<16;8,2>:d {NoDDChk}
(W&f1.1) add (1|M12) r31.4<1>:hf msg0.0<0;1,0>:hf (abs)r64.1<4;2,2>:hf {Breakpoint}
(~f0.1.any32h) rndz (8|M0) r100.1<1>:uw r127.1<4;1,0>:uw
add (2|M28) (gt)f1.1 r100.2<1>:d fc0.0<0;1,0>:d r100.3<16;8,2>:d
rndz (32|M0) r31.4<1>:uw -r1.1<8;4,2>:w
(~f0.0.any32h) rndd (4|M0) r64.0<2>:q (abs)r0.3<16;8,1>:q
(W) fbl (8|M0) r7.1<1>:b ce<0;1,0>:b {NoDDClr,NoPreempt}
(W) or (4|M0) (eq)f1.0 r1.0<2>:f r[a0.0,-512]<2;2,1>:f (abs)r31.2<0;4,1>:f
movi (1|M16) r127.0<1>:w r[a0.0,16]<1,0>:w 0x0:ud
(W) avg (2|M20) r100.2<1>:ud r[a0.0,-512]<8;8,1>:uw r1.0<8;8,1>:uw
(~f0.1) cmp (8|M0) r100.2<4>:uq -r64.0<8;8,0>:df r31.0<4;1,0>:df
and (16|M0) (ge)f1.0 r7.1<4>:ud r7.2<16;8,2>:ud -(abs)r[a0.7]<1;1,0>:ud
and (8|M0) r7.4<1>:ub tm0.0<0;1,0>:ub r127.3<4;2,2>:df
(W&~f0.0) shl (16|M0) (gt)f0.0 r126.4<1>:w r126.7<8;8,0>:w r100.15<16;16,1>:w {AccWrEn}
mac (8|M0) r31.2<1>:uq (abs)r0.3<16;8,1>:uq r64.0<16;16,1>:uq
cmp (8|M0) (le)f0.0 r0.1<4>:df n0.0<0;1,0>:w (abs)r64.0<8;4,2>:w
mul (16|M0) r0.2<2>:w -r64.7<8;8,0>:w -1:w
(W) rnde (8|M0) r64.1<1>:b -null<0;1,0>:b
(~f0.1.any16h) bfrev (8|M16) f0.0<1>:hf r1.7<16;8,1>:ud
(f0.0.all16h) fbl (16|M16) r[a0.0,-16]<1>:df 0xEB675204:v
(~f0.1.allv) add (8|M16) r127.4<4>:w r7.0<4;2,2>:d r2.3<8;4,2>:d
(f1.0.all4h) sel (8|M0) r31.0<1>:uw -r31.7<16;8,2>:uw r126.0<32;8,4>:df
math.pow (8|M0) r0.4<1>:hf -(abs)r64.15<16;8,2>:hf -(abs)r126.0<0;4,1>:hf {AccWrEn}
cmp (4|M24) (ne)f1.1 r100.2<1>:uq -r0.0<8;4,2>:uq r64.0<4;2,2>:uq {NoPreempt}
(W) shr (1|M0) r64.2<1>:q -r126.3<8;4,2>:q r127.3<2;1,0>:q {Atomic}
(f0.1.allv) cmp (16|M24) r0.2<1>:d (abs)r2.0<0;1,0>:d -(abs)r1.2<0;1,0>:d
(f0.1.all4h) rndu (8|M0) r126.0<1>:uq -(abs)r[a0.2,2]<0;1,0>:uq
(~f0.1.all32h) cmpn (16|M24) ip<2>:ub r127.0<16;8,2>:ub r7.0<4;2,2>:ub
xor (32|M0) (un)f1.0 r2.4<4>:hf fc0.0<0;1,0>:hf (abs)r100.0<0;1,0>:hf {Atomic}
math.invm (8|M24) (eo)f0.0 r100.mme7:f r2.mme0:f -r1.mme0:f
rnde (4|M0) r100.0<2>:f r126.0<16;8,1>:f {NoDDClr}
mach (32|M0) r64.2<2>:f (abs)r[a0.2,2]<4;4,1>:f r64.7<8;4,2>:f {Switch}
subb (8|M0) r0.1<4>:ub r7.2<4;1,0>:d r127.0<4;4,1>:q
lzd (8|M0) (le)f0.0 (sat)r127.0<4>:uw -r31.15<16;8,1>:uw
lzd (16|M0) null<1>:df r31.0<16;8,1>:df {Breakpoint}
movi (8|M0) r100.1<1>:uw r[a0.0]<1,0>:uw 0x1:ud {NoPreempt}
frc (16|M0) null<2>:uw 0xFFFF:uw
cmpn (16|M0) (ge)f0.0 sr0.0<1>:q -r7.0<2;2,1>:q r31.1<4;4,1>:q
mach (2|M20) r64.4<1>:b r[a0.7,511]<1,0>:b r1.2<4;4,1>:b
fbh (1|M16) r0.0<1>:uq 0xB0B3F4C5B34EF2E7:uq
rndd (1|M0) r1.4<2>:f r1.0<16;8,1>:f
asr (16|M24) r126.0<2>:uw r31.0<8;8,1>:uw -r2.7<4;4,1>:uw {Breakpoint}
xor (16|M0) acc0.0<4>:d (abs)r64.3<2;2,1>:d r64.3<8;8,1>:d {NoDDChk,NoDDClr}
(W) avg (32|M0) r0.2<2>:f -r127.0<8;8,1>:f -r2.1<16;8,2>:uq {NoDDChk}
movi (8|M0) r0.4<2>:w r[a0.2]<1,0>:w 0x0:ud
rnde (32|M0) (lt)f1.0 r31.0<1>:uw r126.0<2;2,1>:f {NoDDChk}
bfrev (16|M0) f0.0<1>:f r100.0<4;4,1>:f {NoDDChk}
(f1.1.all2h) movi (1|M0) r64.4<1>:uw r[a0.2,16]<1,0>:uw null<0;1,0>:ud
(f1.1.any2h) cmp (32|M16) r2.4<2>:uw r100.0<4;4,1>:uw -r126.0<32;8,4>:d {Switch}
(~f0.0.any4h) not (32|M24) r7.0<1>:ud ~r31.0<16;8,1>:ud
math.invm (32|M0) (eo)f1.1 r100.mme1:df -(abs)r2.mme7:df -(abs)r127.mme0:df {Atomic}
movi (16|M0) r126.4<4>:f r[a0.0]<1,0>:f null<0;1,0>:ud
(W) rndz (16|M0) f1.0<1>:q (abs)acc1.0<0;1,0>:q
(~f1.1.anyv) math.cos (8|M24) r0.4<2>:hf r127.15<8;8,1>:hf
(~f1.0.any16h) rndz (8|M0) (un)f1.0 r7.0<4>:uq r2.2<8;4,2>:uq {Atomic,NoDDClr}
(~f0.0.all2h) cmpn (16|M0) r7.0<2>:b (abs)r2.1<4;2,2>:uw r127.0<2;1,0>:ud {NoDDChk}
(W) mov (1|M8) r64.1<1>:f r2.0<4;4,1>:f {NoDDChk,NoDDClr,Switch}
and (8|M0) r2.2<2>:df -(abs)acc1.0<0;1,0>:uw r7.2<16;16,1>:b
(~f0.0.all4h) asr (2|M0) r7.1<1>:ub f1.1<0;1,0>:ub r100.2<16;16,1>:ub
(W) shl (8|M0) null<4>:q -r100.15<4;1,0>:b -(abs)r127.7<4;4,1>:f
mach (32|M0) r126.2<1>:ub -(abs)r[a0.0,2]<1,0>:hf r7.3<2;2,1>:hf
(~f1.0.all32h) add (32|M0) (le)f1.0 r100.0<1>:ud r126.0<8;4,2>:ud 0x0:ud {AccWrEn}
(f0.1.any8h) fbl (32|M0) r1.1<1>:uw r7.0<16;8,1>:uw
lzd (2|M0) r127.0<1>:b (abs)r127.1<16;8,2>:hf {Atomic}
smov (1|M4) r126.0<2>:hf r7.2<16;16,1>:hf r127.0<0;1,0>:hf
mov (8|M0) r2.0<2>:ud (abs)r0.15<0;1,0>:b {Breakpoint}
sel (32|M0) (lt)f0.1 r1.0<1>:d r0.1<32;8,4>:d 4095:d {AccWrEn,Atomic,NoDDChk}
add (16|M0) r127.0<1>:ub (abs)r0.0<4;2,2>:ub (abs)r31.15<32;8,4>:ub {NoDDClr}
math.log (32|M0) (sat)r7.0<4>:f -(abs)r31.1<8;8,0>:f
(~f1.1.all16h) rnde (1|M16) r2.2<1>:d -r100.3<2;2,1>:ub
bfrev (16|M8) r127.4<1>:ud r1.0<2;2,1>:q
rndu (4|M0) r127.1<4>:q -r1.0<1;1,0>:ud
shl (8|M0) r7.0<4>:ud r7.2<2;2,1>:ud -r7.0<32;8,4>:ud
not (4|M12) (un)f1.1 r2.0<4>:uq r[a0.2,-512]<1,0>:q
math.invm (32|M16) (eo)f0.0 (sat)r100.mme5:hf r27.nomme:hf r2.mme3:hf {Breakpoint}
(f1.0.anyv) rndz (8|M0) (un)f1.0 r2.2<4>:w -r7.2<0;1,0>:w
cbit (1|M0) r126.2<1>:hf inf:hf {NoDDClr}
asr (4|M0) r1.4<2>:uw tm0.1<0;1,0>:uw -r2.0<8;8,1>:uw {Breakpoint}
(W) cmpn (8|M0) r2.0<1>:d r2.1<4;4,1>:d -(abs)r[a0.2,-32]<1,0>:d {Switch}
(f1.0.all8h) and (1|M0) r2.2<1>:b r1.3<8;8,0>:b r64.0<16;8,1>:b {Atomic,Breakpoint}
add (1|M0) r100.0<1>:f tm0.0<0;1,0>:f r2.3<32;8,4>:f {Atomic,Breakpoint}
math.log (4|M16) r7.0<1>:f r127.0<4;2,2>:f
frc (16|M16) r100.0<4>:d sp.0<0;1,0>:uw
ror (8|M24) (le)f1.0 r[a0.3,64]<4>:d tm0.1<0;1,0>:d -2049:d
bfi1 (4|M0) r64.0<4>:ub sr0.0<0;1,0>:ub r1.0<0;4,1>:ub
(f1.1.all16h) math.rsqtm (8|M16) (eo)f1.1 (sat)r100.mme7:hf r27.mme0:hf
rndu (8|M0) (sat)r31.0<1>:f 0xE97E3611:v
not (8|M0) r31.0<2>:b (abs)r1.2<8;4,2>:b {Breakpoint}
(~f1.0) movi (8|M0) r7.0<2>:uw r[a0.0,2]<1,0>:uw 0x0:ud {NoDDClr}
(f0.0.any8h) lzd (16|M0) r127.0<1>:uw 0x1000:uw
and (8|M0) sr0.0<1>:df r1.1<8;4,2>:q r127.0<4;2,2>:q
mac (1|M0) r100.0<1>:w (abs)r2.2<16;16,1>:w 4095:w
(W) fbh (8|M0) r2.0<2>:ub r31.7<0;1,0>:ub
shr (16|M0) acc0.0<1>:df tm0.1<0;1,0>:df -(abs)r7.1<16;8,1>:df {Atomic,NoDDChk}
sel (1|M0) r1.1<1>:w a0.0<0;1,0>:w -r31.0<8;8,1>:w
mul (1|M0) (sat)r64.4<1>:d -(abs)ip<0;1,0>:d r1.0<8;4,2>:d
(f0.1.any16h) cbit (8|M8) r2.1<4>:q r2.3<1;1,0>:q {NoDDChk}
cbit (32|M8) r100.0<1>:df r1.3<8;4,2>:df {AccWrEn}
(~f1.0.any32h) movi (1|M0) r31.4<2>:uw r[a0.2,16]<1,0>:uw 0x1:ud {AccWrEn,Atomic,NoDDChk}
avg (8|M16) acc0.0<1>:ud r[a0.0,511]<2;1,0>:ud 0xFFFFFFFF:ud
(W) ror (32|M0) r2.2<2>:ub fc0.0<0;1,0>:ud r100.7<1;1,0>:ud
(W) shl (4|M8) r7.4<2>:f -(abs)null<0;1,0>:f (abs)r64.0<16;16,1>:f
(~f1.0.all8h) mach (8|M0) r31.4<1>:f -r64.0<32;8,4>:f 1.0:f
math.inv (16|M0) r2.0<1>:hf -(abs)r64.0<8;8,0>:hf {Switch}
not (16|M16) r31.2<1>:df 0.1:df {NoDDClr}
(~f0.1.any8h) rndu (8|M0) r0.0<2>:ud (abs)r126.3<4;1,0>:ud
(~f1.1.any16h) rndu (8|M0) (sat)r[a0.1,-16]<1>:ud -r0.0<2;1,0>:ud {AccWrEn,NoDDChk}
math.log (8|M0) (sat)r64.4<1>:hf r0.0<8;8,0>:hf
mul (1|M12) r126.4<2>:ub (abs)sp.0<0;1,0>:ub r100.0<16;16,1>:ub {NoDDClr}
mac (4|M0) (lt)f1.0 sr0.0<2>:df (abs)r2.0<32;8,4>:uw (abs)r126.1<1;1,0>:uw {AccWrEn}
rndd (16|M0) r[a0.0,-16]<1>:uq (abs)r[a0.7]<1;1,0>:hf {NoDDChk}
cmp (16|M0) acc0.0<2>:ub r31.0<1;1,0>:ub -(abs)r2.2<32;8,4>:ub {Breakpoint}
mul (1|M28) (sat)a0.0<2>:d -(abs)r64.0<8;8,1>:d -2147483648:d
math.iqot (32|M8) r126.4<1>:ud r7.1<2;1,0>:ud -r1.7<16;8,2>:ud {NoPreempt}
shl (8|M0) (ne)f0.1 r127.0<2>:q (abs)fc0.0<0;1,0>:q r31.0<0;4,1>:q
frc (32|M0) r127.3<1>:q (abs)null<0;1,0>:q
mov (4|M0) r127.2<1>:b (abs)r31.3<8;8,1>:df
mul (2|M28) r1.0<1>:w r7.0<16;8,1>:w 2047:w {Atomic}
(f1.1.allv) sel (4|M4) (ov)f1.1 r127.1<2>:w r127.0<16;16,1>:w r64.0<4;1,0>:w
bfrev (8|M16) r126.0<2>:uw r0.15<16;8,1>:uw {AccWrEn}
(~f0.0.all2h) sel (4|M0) (ge)f0.0 r2.0<1>:ub r1.3<32;8,4>:q r0.3<4;2,2>:q
(~f1.0.any4h) asr (16|M0) (le)f1.0 r64.4<2>:ub r0.1<4;1,0>:ud r127.15<32;8,4>:w {NoDDClr,Switch}
lzd (2|M0) r126.0<1>:b r[a0.1]<8;4,2>:f
rndz (1|M0) r1.2<2>:ud r126.7<8;4,2>:d {NoDDChk}
(~f0.0.all4h) mac (4|M16) r7.2<4>:d (abs)r0.7<8;8,0>:d r127.0<0;4,1>:d
movi (4|M16) r64.2<2>:ud r[a0.2,16]<1,0>:ud null<0;1,0>:ud
and (16|M8) (un)f1.0 r100.0<1>:f r0.7<4;4,1>:f (abs)r100.7<8;8,0>:f
mov (4|M0) f0.0<1>:b (abs)r1.0<16;8,1>:q {Atomic,Breakpoint}
asr (32|M0) r31.0<1>:b r1.3<16;16,1>:q r7.0<8;4,2>:q {Switch}
avg (32|M16) (lt)f1.0 r64.0<4>:w (abs)cr0.0<0;1,0>:w (abs)r7.0<1;1,0>:w
movi (16|M8) r[a0.3,-16]<1>:d r[a0.2,16]<1,0>:d 0x1:ud {AccWrEn,Breakpoint,NoDDChk}
(f1.0.all4h) xor (8|M0) f0.0<1>:df ~ce<0;1,0>:df (abs)r126.3<16;8,2>:df {Atomic}
add (8|M0) (le)f0.0 r127.1<2>:ub fc0.0<0;1,0>:ub (abs)r[a0.7,-32]<4;2,2>:uq {NoPreempt}
math.invm (8|M0) (eo)f1.1 r1.mme0:f (abs)r1.mme7:f r127.mme3:f
(W&~f1.0) or (2|M0) acc1.0<2>:hf ~r31.0<32;8,4>:hf 0x2E66:hf
(~f0.1.anyv) and (4|M24) (eq)f0.1 acc0.0<1>:b r2.3<8;4,2>:b ~r7.0<16;8,2>:b
(f0.0.any4h) avg (4|M12) r2.0<1>:ud -(abs)r126.0<4;4,1>:w r1.0<1;1,0>:w
(~f0.1.any2h) math.iqot (2|M20) r2.4<1>:ud r2.7<8;4,2>:ud -(abs)r64.2<2;1,0>:ud
(~f1.1.all32h) not (16|M16) a0.0<2>:uq ~r64.0<0;4,1>:uq
(f0.0.any32h) add (1|M8) (ne)f0.0 (sat)r0.3<1>:uq -(abs)acc0.0<0;1,0>:uq -1872902689:d
fbl (2|M0) r100.3<4>:uq 0xFFF:uq {AccWrEn}
math.invm (8|M0) (eo)f0.0 r1.mme5:df r127.nomme:df -r1.mme0:df {Breakpoint}
cbit (8|M0) r126.2<1>:df r100.2<16;8,2>:uw
avg (16|M16) r0.1<4>:w fc0.0<0;1,0>:w -r100.0<1;1,0>:w
sel (16|M0) r2.0<1>:uw r2.7<8;8,0>:uw -(abs)r1.15<4;2,2>:uw {Switch}
(W&f1.0) add (8|M16) (le)f1.0 r31.0<1>:d (abs)r0.2<1;1,0>:w -(abs)r2.3<0;1,0>:w
(~f1.1.anyv) lzd (32|M24) (le)f1.1 acc0.0<4>:w 0x3FE39E73:vf {Breakpoint}
xor (4|M28) (ge)f1.1 r1.4<4>:d r31.0<32;8,4>:d r7.3<32;8,4>:d
or (32|M0) r64.0<4>:q r100.0<8;4,2>:q -(abs)r0.1<4;1,0>:q
(~f0.0.any32h) mov (16|M24) acc0.0<1>:hf -(abs)r127.0<8;4,2>:ud
frc (8|M0) r7.1<1>:uq 0x1000:uq {NoDDClr}
rndz (8|M0) (lt)f1.1 r2.2<2>:d -r0.0<4;4,1>:d
(f0.0.any4h) fbh (16|M24) r127.0<1>:hf r64.2<32;8,4>:hf
rndd (8|M8) r127.4<1>:b -r7.2<2;1,0>:ud
(~f1.1.all8h) cbit (16|M0) r2.1<4>:ud -0.0:hf
fbh (16|M0) r7.0<1>:uw r1.2<1;1,0>:uw {AccWrEn,NoPreempt}
(~f0.1.all2h) xor (16|M0) r2.2<1>:hf f1.1<0;1,0>:hf r[a0.1]<1,0>:hf
(f0.0.all4h) bfrev (8|M0) r[a0.1]<4>:uq 0x62B747C7D0869847:uq {AccWrEn}
and (16|M0) (un)f0.1 r100.1<1>:uw r127.1<4;1,0>:uw 0x247C:uw
rndu (16|M0) (un)f0.1 r31.4<4>:f a0.0<0;1,0>:df
mach (16|M0) r1.2<4>:uq r100.0<4;1,0>:uq r7.1<16;8,1>:hf
(W) rndu (4|M0) r64.2<1>:hf r1.0<8;8,0>:hf {Breakpoint}
(W&f1.1) cmp (16|M0) r127.0<2>:ub r7.0<8;4,2>:ub r[a0.2,2]<2;1,0>:ub
(f1.0.any16h) mov (32|M0) r64.0<2>:uq -r0.1<1;1,0>:uq
rndd (32|M0) r127.0<1>:q r7.0<8;8,1>:q
movi (16|M0) r7.2<1>:uw r[a0.0]<1,0>:uw null<0;1,0>:ud
(W&f0.1) mach (4|M8) null<2>:f -(abs)n0.0<0;1,0>:ud r1.7<8;8,0>:ud
rndd (32|M16) r1.0<1>:b ce<0;1,0>:b {Breakpoint}
(W) or (16|M0) (ov)f0.1 r126.2<1>:q ~r64.3<4;4,1>:q ~r0.0<16;8,2>:q
(~f0.1.anyv) addc (8|M16) r64.2<1>:ud r7.2<2;1,0>:ud r0.7<1;1,0>:ud
(f1.0.all16h) xor (32|M0) r126.0<1>:df (abs)r1.3<8;8,0>:df (abs)r64.0<8;4,2>:df {AccWrEn}
avg (16|M0) (sat)r31.2<1>:b (abs)r31.0<8;8,1>:b 0.0:hf
(f1.1) xor (1|M0) (le)f1.1 r1.2<4>:uw acc1.0<0;1,0>:uw ~r64.0<32;8,4>:uw {AccWrEn,NoPreempt}
sel (2|M12) f1.0<1>:q r126.0<1;1,0>:q r1.0<4;1,0>:q
mach (32|M0) r0.1<2>:hf (abs)r127.0<16;16,1>:hf -(abs)r31.3<0;1,0>:hf {Breakpoint}
(~f0.0.allv) rndd (4|M0) (eq)f0.0 f1.0<1>:uw -(abs)r7.0<8;4,2>:uw
lzd (4|M16) (sat)r31.4<4>:b (abs)r1.0<2;2,1>:ud {AccWrEn}
avg (32|M24) r1.0<1>:hf r64.1<0;4,1>:uq (abs)r64.0<8;8,0>:uq {AccWrEn}
ror (32|M24) r31.1<4>:f sp.0<0;1,0>:uq r126.3<4;4,1>:uq {Breakpoint}
(f0.1.all4h) math.inv (8|M0) r0.4<2>:hf r127.2<2;1,0>:hf
math.rsqt (16|M0) r31.0<2>:hf r7.0<8;8,1>:hf {AccWrEn}
rndz (16|M0) r127.0<1>:hf -r127.0<16;8,2>:hf
cmp (4|M12) r100.1<1>:w r100.2<2;2,1>:w 0:w
add (2|M0) (ge)f0.1 r0.0<1>:b (abs)r7.3<32;8,4>:b r[a0.2,-512]<4;1,0>:q {Atomic,Breakpoint}
(~f1.0) bfi1 (16|M24) r[a0.1]<4>:ud r126.3<4;2,2>:ud r2.15<4;2,2>:hf {NoDDClr}
cmpn (16|M24) r126.2<1>:ud (abs)r127.1<0;4,1>:ud 0xFFFFFFFF:ud {Breakpoint,NoDDClr}
rndu (32|M0) r2.1<1>:ub tm0.0<0;1,0>:ub
shl (32|M24) r126.4<1>:b r64.0<0;1,0>:b (abs)r1.1<8;8,1>:b {Breakpoint}
fbl (8|M16) cr0.0<1>:df 0.1:df
math.invm (8|M0) (eo)f0.0 r100.mme5:hf -r2.mme3:hf r64.mme7:hf
(W) math.rsqt (8|M0) r0.0<1>:f -(abs)r31.0<16;8,2>:f
mul (8|M0) (ge)f1.1 acc1.0<4>:uq n0.0<0;1,0>:uq 32767:w
(~f0.1.any2h) rndu (16|M16) r126.0<2>:q r2.3<4;2,2>:q
(~f1.1.any16h) cmp (8|M16) r126.0<4>:uw r126.7<8;4,2>:uw -r1.3<4;2,2>:uw
mul (8|M8) r7.1<1>:ub (abs)r31.0<2;1,0>:ub (abs)r127.0<8;8,0>:ub
(W&f0.1) mac (8|M8) (le)f0.1 r127.0<1>:q r64.0<0;4,1>:q -(abs)r7.0<0;1,0>:q
ror (32|M0) r100.2<2>:f r1.2<8;8,1>:f r2.3<2;2,1>:f {AccWrEn}
(~f1.0) or (16|M0) (eq)f1.0 r126.4<1>:w (abs)r31.2<0;4,1>:w ~r64.0<0;1,0>:w
avg (16|M0) (sat)r127.0<1>:f (abs)sr0.1<0;1,0>:f 0.1:f {NoDDChk}
or (4|M0) r7.0<2>:w (abs)r0.3<0;1,0>:w ~r31.0<0;1,0>:w {NoDDClr,Switch}
(W) xor (8|M0) acc0.0<1>:ud (abs)ip<0;1,0>:ud ~r100.7<8;8,1>:ud
(~f0.0.all4h) lzd (32|M24) r64.1<4>:df (abs)r[a0.0,-512]<4;4,1>:df
add (16|M0) r0.2<4>:df r[a0.2,-32]<1,0>:df r100.15<2;1,0>:w
(~f1.1.any8h) or (16|M8) (ne)f1.1 r100.1<4>:f (abs)r127.7<2;1,0>:hf ~r64.0<8;8,0>:hf {NoDDChk}
add (1|M12) (le)f1.1 r0.1<1>:w r[a0.2]<1,0>:ud 0x585A5A7A:ud
mov (8|M0) (ov)f1.0 ip<4>:d r1.3<4;4,1>:d {AccWrEn}
(f0.1.any16h) mov (1|M0) (ne)f0.1 r[a0.1,64]<2>:d -r2.0<4;1,0>:d
shl (32|M0) r31.0<1>:df tm0.1<0;1,0>:df r[a0.0]<2;2,1>:df {Switch}
(W) mul (2|M8) f0.0<1>:d -r2.0<2;2,1>:d r64.0<2;2,1>:hf
(~f0.1.all8h) smov (32|M16) r126.0<1>:df null<0;1,0>:df r2.3<2;1,0>:df
(W&f1.1) frc (16|M0) f1.0<4>:uq -(abs)r2.0<0;4,1>:uq {AccWrEn}
avg (16|M0) r1.2<4>:uq r126.3<8;8,0>:uq -r126.3<32;8,4>:uq
rndu (16|M0) f1.0<4>:uw r31.7<8;4,2>:b
movi (32|M0) r[a0.3]<2>:f r[a0.1]<1,0>:f 0x1:ud
(~f1.1.allv) fbh (32|M8) acc0.0<4>:q r127.0<4;1,0>:q {Breakpoint}
cmp (8|M0) (le)f0.0 r126.0<2>:f sr0.1<0;1,0>:f -(abs)r0.3<2;2,1>:f {NoDDClr}
not (32|M0) tm0.0<4>:b r126.0<4;1,0>:b
(f1.0.any32h) math.rsqt (16|M0) (sat)r2.0<2>:f r100.7<0;4,1>:f
addc (32|M16) (gt)f1.0 r[a0.0]<1>:f r2.2<16;8,2>:f -inf:f {AccWrEn,Switch}
(f0.1.any4h) shr (4|M28) a0.0<1>:f f0.0<0;1,0>:f r7.0<4;2,2>:f {Atomic}
(~f0.0.all8h) cmpn (16|M0) r64.0<1>:df -a0.0<0;1,0>:hf -0.0:hf
(~f1.0.any2h) lzd (16|M8) (ge)f1.0 r64.4<4>:hf -(abs)r0.0<2;2,1>:hf
not (8|M0) r7.1<1>:ub r0.2<16;8,2>:hf {NoDDClr}
avg (8|M0) (ge)f1.1 r126.1<1>:df msg0.0<0;1,0>:df -r126.3<4;1,0>:df
(f0.0.all8h) frc (16|M0) r2.2<1>:ud tm0.0<0;1,0>:ud {NoPreempt}
frc (8|M0) r1.0<2>:df sp.0<0;1,0>:df
asr (8|M0) (un)f0.0 (sat)r7.0<1>:d r2.0<8;8,1>:ud 0xFFFFFFFF:ud
(f0.1.any16h) math.exp (1|M0) r0.1<2>:f r127.2<8;4,2>:f
(~f0.0.all4h) rndd (16|M24) r64.0<1>:ub r126.0<16;8,1>:ub
not (4|M20) r1.1<1>:df r2.0<0;4,1>:df
rndu (1|M0) r7.0<1>:uw r2.0<16;16,1>:uw
xor (8|M16) r1.2<1>:w -(abs)f0.0<0;1,0>:w r0.0<8;4,2>:w
xor (16|M16) (gt)f1.1 f0.0<1>:ud r2.0<16;8,1>:ud r1.0<8;4,2>:ud {Breakpoint}
fbl (2|M24) r64.1<4>:q r127.3<1;1,0>:q
(~f1.1.any16h) xor (32|M24) (eq)f1.1 r126.2<1>:b r31.0<16;8,2>:b -(abs)r7.3<8;8,1>:b
(f1.1.all8h) and (16|M0) r1.0<1>:b tm0.0<0;1,0>:b r31.15<4;2,2>:b {AccWrEn}
frc (32|M0) (ov)f0.0 r2.2<1>:ud 0x160EFC9C:ud
mac (2|M8) r64.1<2>:d -(abs)r0.7<32;8,4>:d (abs)r64.0<4;2,2>:d {NoDDClr}
(~f1.0.anyv) cmp (8|M24) (lt)f1.0 r2.2<1>:hf -(abs)r2.0<32;8,4>:hf r100.0<4;2,2>:hf
lzd (16|M24) r2.1<1>:w (abs)r0.2<32;8,4>:w
rndd (4|M0) r2.0<2>:b (abs)r0.3<0;4,1>:b {NoDDClr}
(f1.0.all8h) math.inv (2|M0) r100.0<2>:hf -r126.15<4;4,1>:hf
rndz (16|M0) (gt)f0.0 r126.0<1>:b (abs)r64.3<4;4,1>:b {Atomic}
and (32|M0) r0.0<4>:uw r0.15<8;4,2>:uw 0x1:uw
(f0.1.all4h) rndd (16|M8) (un)f0.1 r127.0<4>:uw r31.0<8;4,2>:uw {AccWrEn}
xor (32|M0) (ov)f1.1 r1.1<1>:ud tm0.1<0;1,0>:ud r64.7<32;8,4>:ud
(f1.1.anyv) mac (8|M0) r7.0<1>:hf (abs)r7.3<8;8,1>:hf (abs)r64.3<8;8,1>:hf {NoDDChk}
xor (8|M0) r127.0<1>:hf ~cr0.0<0;1,0>:f r[a0.1,16]<1,0>:f {Breakpoint}
math.invm (4|M0) (eo)f1.1 r100.mme5:hf (abs)r127.mme7:hf (abs)r2.mme0:hf
(W) rnde (32|M24) r127.2<4>:uw r64.7<2;2,1>:d {NoDDClr}
(f1.0.anyv) shl (1|M24) (lt)f1.0 r126.0<2>:q r31.3<8;8,1>:q r1.0<1;1,0>:ub
mul (1|M0) r31.0<1>:d (abs)f1.1<0;1,0>:d -r[a0.1,511]<1,0>:d
fbl (8|M8) r126.2<2>:uq r2.1<16;8,2>:uq
(~f1.0.any2h) rndd (16|M0) r126.4<4>:d 0:d
asr (4|M0) (sat)r[a0.0,16]<1>:uq -(abs)r1.0<8;8,1>:uq -(abs)r100.0<4;2,2>:ud {AccWrEn,Atomic,Breakpoint}
subb (2|M0) r7.0<1>:hf r7.1<8;8,1>:hf inf:hf
frc (8|M24) r0.0<1>:b (abs)dbg0.0<0;1,0>:hf {AccWrEn}
(W) rndz (1|M0) r0.1<2>:hf r100.15<0;1,0>:hf {Breakpoint}
mach (32|M0) (sat)r2.2<1>:q (abs)sr0.0<0;1,0>:q (abs)r127.0<32;8,4>:q {Switch}
asr (4|M12) r126.0<4>:uq r100.0<2;2,1>:ub (abs)r127.15<32;8,4>:ub
(~f0.1.any16h) not (16|M0) (ov)f0.1 r7.4<1>:uw (abs)r7.7<4;1,0>:uw {NoPreempt}
(W) mac (16|M0) r[a0.1,-16]<4>:df r1.1<8;4,2>:b r126.2<4;4,1>:b
(~f0.1) rndd (8|M8) (ge)f0.1 (sat)r0.0<2>:df r0.1<8;8,0>:df
ror (16|M0) (eq)f0.0 r2.0<4>:hf f0.0<0;1,0>:hf r126.1<32;8,4>:hf
rndd (8|M8) (sat)r7.3<1>:q r7.2<32;8,4>:q
movi (16|M0) a0.0<2>:uw r[a0.1,16]<1,0>:uw 0x1:ud
(W) cmpn (16|M8) (ge)f0.1 r2.2<4>:d -cr0.0<0;1,0>:d r31.1<4;1,0>:d
(W) mov (8|M24) r1.1<1>:hf -r7.1<2;1,0>:hf
(f0.1.any16h) asr (2|M0) r127.0<4>:df r7.0<2;1,0>:f -r2.0<8;8,1>:f
(f1.1.any4h) add (4|M28) r1.2<4>:df (abs)r64.0<16;8,2>:df r31.0<4;4,1>:df {NoPreempt}
(W) frc (16|M0) (eq)f1.1 f0.0<4>:q -(abs)r[a0.7,2]<1,0>:q {Switch}
(f1.0.any2h) rnde (32|M0) (eq)f1.0 r0.0<1>:df 0xEFDB6528:uv
math.invm (16|M16) (eo)f0.0 r100.mme1:f r27.nomme:f (abs)r1.mme0:f {NoDDChk}
lzd (4|M0) r7.1<2>:uq 0xFFFFFFFFFFFFFFFF:uq {AccWrEn}
fbh (32|M24) r0.0<1>:d dbg0.0<0;1,0>:d {Atomic}
not (8|M0) acc0.0<4>:ub ~f0.0<0;1,0>:ub {Breakpoint}
shl (8|M16) r0.2<1>:ub (abs)r7.15<16;16,1>:w -r7.1<1;1,0>:w
or (8|M24) r31.1<4>:d (abs)f0.0<0;1,0>:d -(abs)r0.3<16;8,2>:d
(W&f1.1) rnde (1|M4) r100.0<4>:uq 0xFFF:uq {Breakpoint}
(W) movi (8|M0) acc0.0<2>:uw r[a0.1,2]<1,0>:uw 0x1:ud {NoDDClr}
(~f0.0.any8h) bfrev (1|M20) r127.4<1>:f r126.7<4;4,1>:f {Breakpoint}
(~f0.0.all16h) frc (16|M8) r31.2<4>:uq tm0.0<0;1,0>:b {Breakpoint,Switch}
(f0.0.all8h) add (8|M0) r0.0<4>:f acc1.0<0;1,0>:f r64.7<8;8,0>:f
or (32|M8) r[a0.0,64]<1>:w -(abs)sr0.0<0;1,0>:w 0:w
(~f1.0.all16h) asr (16|M0) (ge)f1.0 acc1.0<1>:b r0.1<8;4,2>:b (abs)r64.15<4;1,0>:b {AccWrEn}
math.iqot (8|M0) r100.0<2>:d r31.7<16;8,2>:d -2048:d
(W) mul (8|M0) r64.4<4>:ud -(abs)r127.2<4;2,2>:ub r1.0<1;1,0>:ub
(f0.0.all4h) cmpn (4|M16) r127.2<1>:uw (abs)sr0.0<0;1,0>:f -(abs)r127.0<4;2,2>:f {Breakpoint,NoPreempt}
cmp (4|M4) r1.4<1>:w ip<0;1,0>:uw 0x1:uw {NoDDChk}
not (32|M0) (lt)f0.0 r127.1<1>:hf r31.7<16;16,1>:hf
(W) fbh (16|M0) r31.1<2>:uq r1.0<16;8,1>:uq
(W) add (16|M16) r31.4<2>:hf r127.3<2;1,0>:b (abs)r[a0.7]<32;8,4>:b
(~f0.1.all16h) xor (8|M16) (ge)f0.1 acc1.0<1>:hf r64.3<32;8,4>:uq r100.0<1;1,0>:b {NoDDChk}
mul (1|M8) a0.0<4>:b r2.0<2;1,0>:b r1.2<8;8,0>:b
(f0.1.anyv) lzd (16|M24) null<1>:uq r126.0<1;1,0>:uq
rndd (1|M4) (sat)r64.1<1>:df r100.0<4;4,1>:df
(~f1.1.all2h) frc (2|M16) r2.2<1>:f -(abs)r7.0<4;1,0>:ub
shr (2|M8) r100.2<1>:q r64.3<0;1,0>:q -(abs)r31.1<4;2,2>:q {NoDDChk}
(f0.1.all8h) rndz (32|M8) (ov)f0.1 (sat)r1.0<1>:f (abs)r127.1<8;8,0>:f
(~f0.0.all8h) cmpn (8|M8) tm0.0<1>:ud a0.0<0;1,0>:hf (abs)r0.2<16;8,2>:hf
cmpn (32|M8) r31.2<1>:uw msg0.0<0;1,0>:uw r31.2<0;4,1>:uw {NoDDClr}
lzd (16|M0) r7.4<1>:uw acc1.0<0;1,0>:df {Breakpoint}
mac (32|M0) (eq)f0.0 r100.2<4>:uw (abs)dbg0.0<0;1,0>:b (abs)r0.0<4;1,0>:b {Breakpoint}
(~f0.1.all2h) xor (16|M0) r[a0.1]<1>:ub -(abs)r64.7<0;4,1>:ud r127.0<0;4,1>:ud
not (16|M0) r126.4<1>:b (abs)r0.7<0;4,1>:b
(W) mul (16|M0) r126.0<1>:hf (abs)r[a0.7,2]<8;8,0>:df -(abs)r126.3<16;16,1>:df
add (1|M0) (ov)f1.0 r2.0<1>:uw null<0;1,0>:uw r127.0<8;8,1>:uw {Switch}
add (8|M24) r7.4<4>:d r126.1<0;4,1>:d 2147483647:d {NoPreempt}
shl (16|M0) r64.4<2>:w r2.0<8;8,0>:w -(abs)r31.0<16;8,1>:w {AccWrEn}
lzd (8|M8) r[a0.3,16]<1>:ub (abs)r[a0.0]<0;4,1>:ud {Switch}
shl (8|M0) (lt)f1.1 (sat)r1.2<1>:ub -(abs)r1.0<0;1,0>:ub -r2.2<32;8,4>:ub {Breakpoint}
(W&f0.1) not (4|M0) r0.1<2>:q 9223372036854775807:q {Atomic}
and (4|M0) (lt)f0.1 r64.0<1>:df r127.2<4;1,0>:df (abs)r0.2<4;4,1>:ud
rndd (16|M24) (sat)r126.2<1>:df -(abs)r2.2<2;1,0>:df
(W) rndd (4|M4) r126.4<1>:b (abs)r100.0<16;8,2>:b {NoDDClr}
shr (8|M0) r2.2<1>:uw -(abs)r64.0<4;4,1>:uw r31.7<16;8,2>:uw {Atomic}
addc (16|M16) acc1.0<4>:w r[a0.7,511]<8;8,1>:w r100.0<8;8,1>:w
rndd (1|M12) acc0.0<2>:df -(abs)r1.3<4;1,0>:df
fbh (8|M0) r0.2<1>:hf r31.2<32;8,4>:uq {Atomic}
(f0.0.all2h) movi (1|M28) r100.0<4>:ud r[a0.0]<1,0>:ud null<0;1,0>:ud
(f1.0.any2h) or (8|M0) (ge)f1.0 r126.4<1>:f r100.0<8;4,2>:f r127.2<4;2,2>:f
mac (8|M24) (le)f0.1 (sat)r[a0.0]<2>:hf -tdr0.0<0;1,0>:q r127.0<8;4,2>:q {Atomic,Breakpoint,NoDDChk}
mul (1|M4) r1.4<1>:d (abs)r64.0<2;1,0>:d 1:d {NoDDChk}
avg (8|M0) tm0.0<4>:d r1.3<0;4,1>:uq (abs)r1.0<2;2,1>:hf
rndu (16|M16) (ge)f0.1 r126.1<1>:ub cr0.0<0;1,0>:ub
not (1|M20) (lt)f1.1 r1.4<4>:hf (abs)r2.0<8;8,0>:ud
subb (4|M0) r0.0<1>:uw r[a0.2,16]<1,0>:uw 0xFFF:uw
(~f0.0.all8h) avg (16|M8) (un)f0.0 r[a0.0]<4>:f (abs)r31.0<0;1,0>:f 1e+06:f {NoPreempt}
(W) xor (16|M0) (ge)f0.1 acc1.0<2>:uw (abs)ce<0;1,0>:uw r100.3<2;1,0>:uw {NoDDClr}
mac (8|M24) acc1.0<1>:ud n0.0<0;1,0>:hf (abs)r[a0.7,511]<4;1,0>:hf
(W&~f1.1) movi (8|M8) r127.1<1>:w r[a0.1,16]<1,0>:w null<0;1,0>:ud {Switch}
cmpn (32|M0) r64.3<1>:df sr0.0<0;1,0>:df r64.1<8;8,0>:df {AccWrEn}
xor (16|M0) r1.1<2>:ub ~a0.0<0;1,0>:uq r127.7<8;4,2>:f {NoPreempt}
(W) movi (16|M16) r31.1<2>:uw r[a0.0,16]<1,0>:uw 0x1:ud
(f0.0.anyv) rndz (8|M0) r2.2<4>:ud r[a0.2,-512]<1,0>:ud
rndz (2|M0) r7.0<4>:f 0x0:ud
asr (8|M8) (ge)f1.0 (sat)r[a0.3,64]<1>:uw -acc1.0<0;1,0>:uw -r0.0<8;8,0>:hf
(W) rndd (8|M8) ip<1>:df 1.0:df {Atomic}
(f0.0.all2h) avg (8|M0) (sat)r7.4<1>:b tm0.0<0;1,0>:b -(abs)r0.3<32;8,4>:b {Breakpoint}
and (8|M16) cr0.0<1>:f -(abs)sr0.0<0;1,0>:uw r100.2<0;4,1>:uq {NoDDChk}
(f1.1.allv) movi (1|M12) null<4>:f r[a0.2]<1,0>:f null<0;1,0>:ud {NoDDChk}
(f0.1.any8h) rnde (16|M8) r127.1<4>:w -r126.15<1;1,0>:w {Breakpoint}
mov (4|M0) (eq)f1.1 (sat)r31.4<4>:hf 2.0:hf {Breakpoint,NoDDClr}
(~f1.1.all32h) shl (16|M0) r100.1<1>:w r127.3<2;1,0>:w r127.3<16;16,1>:w {AccWrEn}
rndu (8|M8) r0.2<4>:f (abs)r1.0<0;1,0>:f
lzd (8|M0) (lt)f1.1 r2.0<4>:q r0.0<0;4,1>:q
(~f1.1.any32h) cbit (8|M16) cr0.0<4>:d r0.2<0;4,1>:d {NoDDChk}
(W&f1.0) bfrev (8|M16) r64.0<1>:d r1.0<16;16,1>:uq
(W) rndz (16|M0) (le)f1.1 r127.1<2>:uq cr0.0<0;1,0>:uq {Switch}
(~f0.0.any16h) mach (8|M0) r2.2<4>:f -acc0.0<0;1,0>:f r0.0<2;1,0>:uq
(~f1.1.any4h) mac (2|M20) (le)f1.1 ip<4>:hf (abs)tm0.0<0;1,0>:hf r64.2<4;2,2>:hf {Atomic}
(W) movi (16|M24) r31.0<2>:f r[a0.1]<1,0>:f 0x1:ud {AccWrEn,Switch}
mov (16|M0) r126.1<1>:d dbg0.0<0;1,0>:d
math.rsqtm (8|M0) (eo)f1.1 r100.mme1:hf (abs)r1.mme7:hf
(f0.1.any16h) and (16|M0) sr0.0<1>:uw -(abs)a0.0<0;1,0>:uw ~r64.15<4;2,2>:uw
(~f0.0.all16h) mac (2|M0) r2.0<1>:d (abs)r64.2<16;16,1>:d 4096:d
(~f1.0.any4h) mach (16|M0) r127.1<2>:uw (abs)r2.0<8;8,0>:f 1.4013e-45:f
(~f1.1.all2h) mov (1|M0) r100.0<1>:ud f0.0<0;1,0>:ud {Atomic}
mov (4|M20) r7.2<1>:d 4095:d
subb (1|M24) r[a0.0]<4>:hf r7.1<2;2,1>:hf r0.15<16;16,1>:hf
(W) mul (8|M0) (ge)f0.1 r64.2<2>:ud -fc0.0<0;1,0>:b -(abs)r1.0<4;4,1>:b {NoPreempt}
ror (8|M0) r100.2<1>:d r7.2<8;8,0>:d r0.0<32;8,4>:d
(f0.1.allv) math.irem (1|M8) r0.0<1>:d -r1.0<4;1,0>:d r126.0<16;8,1>:d
(W) add (32|M0) null<1>:q -(abs)r7.2<2;1,0>:q r7.15<2;1,0>:hf
add (16|M0) r1.0<2>:f -r126.0<32;8,4>:f r127.0<16;16,1>:f
(W) cbit (32|M0) r1.0<4>:w a0.0<0;1,0>:ub {Atomic}
(f0.1.any4h) cmp (16|M0) a0.0<4>:w r64.0<0;1,0>:ud -(abs)r2.7<4;1,0>:ud {Breakpoint}
math.idiv (16|M8) r31.0<1>:ud -(abs)r7.2<0;1,0>:ud -(abs)r64.0<8;8,0>:ud {Atomic}
(~f0.1.any16h) fbl (16|M8) r100.4<2>:ud r7.0<8;8,1>:uq
rndd (4|M24) (sat)r127.0<2>:hf -(abs)r1.1<4;4,1>:hf {AccWrEn,NoDDClr}
not (8|M0) (gt)f1.0 r31.4<4>:b ~r100.0<16;8,2>:b {Atomic,Breakpoint}
(W&f0.0) lzd (4|M28) (lt)f0.0 r31.0<1>:w r1.3<0;1,0>:w {AccWrEn}
mul (16|M0) r2.0<1>:uw cr0.0<0;1,0>:uw r[a0.7,2]<8;8,1>:uw {Switch}
asr (4|M16) r31.2<4>:w r100.3<2;2,1>:df r31.3<8;8,0>:df {AccWrEn}
mov (8|M0) (eq)f0.1 r0.0<1>:df r127.0<8;4,2>:df {NoDDChk}
(f0.0.allv) fbl (4|M0) r0.0<1>:uw 0x9323B4A0:vf
(~f1.0.any4h) fbl (16|M0) r127.0<1>:ub -2049:w {AccWrEn}
cmpn (16|M0) (un)f1.0 a0.0<4>:uw r64.7<16;8,2>:uw -r100.1<8;8,1>:uw
rndz (16|M0) r7.2<4>:w r31.0<16;16,1>:w
mov (8|M16) (ne)f1.0 r100.0<1>:hf -inf:hf
avg (4|M20) r7.1<1>:q r7.7<8;8,0>:ub r126.0<32;8,4>:d
shr (16|M24) r126.0<1>:uw r1.0<16;16,1>:uw -(abs)r1.0<0;4,1>:uw
add (1|M16) acc0.0<2>:w -r0.0<8;8,1>:w r2.0<16;16,1>:w {Atomic}
or (4|M0) r0.1<4>:uq ~r31.0<1;1,0>:uq -(abs)r64.3<4;4,1>:uq
math.exp (1|M12) r7.2<4>:f r2.7<4;2,2>:f
shl (16|M0) (eq)f0.1 r126.3<4>:q -r7.3<4;1,0>:q r2.2<32;8,4>:q {NoDDChk}
(W&f0.1) not (1|M0) r2.2<1>:d r0.7<0;4,1>:d {Atomic}
xor (32|M0) r127.0<1>:w r7.1<2;2,1>:uq r126.3<0;1,0>:d
not (1|M4) acc1.0<4>:d -1:d
ror (4|M0) (ne)f1.0 r127.0<1>:d tdr0.0<0;1,0>:uw r7.7<8;8,1>:uw {NoDDClr}
movi (8|M0) r0.1<4>:ud r[a0.2]<1,0>:ud null<0;1,0>:ud
cmp (8|M0) r100.2<4>:uw -r1.0<0;1,0>:uw r0.0<16;8,2>:uw
(W) lzd (16|M0) (le)f1.1 r100.2<1>:f r100.7<0;4,1>:f {Atomic}
addc (8|M0) r0.3<1>:uq acc1.0<0;1,0>:uq 4095:w
mac (16|M24) ip<1>:w r0.7<4;2,2>:w r2.3<0;1,0>:w
(~f1.0.all16h) movi (16|M16) r127.0<2>:uw r[a0.2,16]<1,0>:uw null<0;1,0>:ud {AccWrEn}
avg (8|M0) (sat)r100.4<1>:ub -r2.7<2;1,0>:uw r1.3<8;4,2>:uw
cbit (2|M0) r126.0<2>:w 2047:w {NoDDChk}
ror (8|M0) (gt)f0.0 r2.2<2>:ud tdr0.0<0;1,0>:ud r2.7<0;4,1>:ud
(~f1.1.any16h) mac (16|M0) a0.0<1>:ub dbg0.0<0;1,0>:df r2.1<8;8,0>:df {Breakpoint,Switch}
lzd (8|M0) (ov)f0.0 r64.4<4>:hf r7.1<8;8,1>:hf
asr (1|M0) r127.4<1>:b (abs)r127.2<8;8,0>:d r2.7<1;1,0>:d {AccWrEn}
(~f0.1.any32h) mul (8|M0) r126.0<1>:w r[a0.0]<1,0>:w r1.1<4;1,0>:b
cmpn (1|M0) r[a0.0,16]<2>:hf (abs)fc0.0<0;1,0>:d -1175860739:d
avg (1|M0) (eq)f1.0 r7.4<2>:hf r[a0.0]<32;8,4>:hf -r[a0.2,16]<1,0>:hf
rol (16|M8) r31.0<1>:ud r7.3<0;1,0>:f -1.5:f
and (4|M12) r0.0<4>:ud r1.2<8;4,2>:ud (abs)r64.0<16;16,1>:ud
(W) cmpn (16|M0) r127.0<1>:w (abs)fc0.0<0;1,0>:w -2049:w
(~f0.0.any32h) and (8|M0) r31.0<4>:ub ~r127.7<4;4,1>:d -1:d
mul (8|M8) r7.0<1>:uw -tm0.0<0;1,0>:uw -(abs)r[a0.7,511]<8;8,0>:uw
and (4|M20) (lt)f1.0 r127.0<1>:df (abs)sr0.1<0;1,0>:df r127.3<0;1,0>:df {AccWrEn}
(W&f1.1) mach (4|M12) r7.0<2>:q tm0.0<0;1,0>:w -(abs)r[a0.7]<1;1,0>:w
xor (1|M8) (ge)f1.0 r7.0<1>:f ~tdr0.0<0;1,0>:f ~r0.7<2;2,1>:f {AccWrEn,NoDDChk}
(f1.1.any2h) lzd (8|M0) r1.4<1>:hf r0.3<2;1,0>:hf
mul (32|M16) (ov)f1.1 r0.0<1>:hf r127.3<2;2,1>:hf r0.7<4;1,0>:hf
ror (32|M0) (eq)f1.1 tm0.0<2>:ud r7.0<16;8,2>:ud 4095:d {Switch}
not (16|M0) r7.2<2>:w ~r126.2<8;8,0>:df
(f1.0) add (16|M0) r7.2<1>:ud r1.7<8;8,0>:ud 0xFFF:ud {Switch}
rndu (16|M0) r[a0.0,-16]<1>:b -(abs)r126.0<8;4,2>:df
(~f0.0.all4h) mach (16|M0) r2.1<1>:hf -(abs)null<0;1,0>:hf r0.0<1;1,0>:hf
mul (16|M0) r2.0<1>:d r7.7<8;8,1>:w (abs)r[a0.2]<4;4,1>:w {NoDDChk}
(W) cmpn (1|M0) r100.2<2>:ud r127.0<2;1,0>:ud -(abs)r100.7<2;2,1>:ud
(~f1.1.all2h) math.exp (2|M0) r0.0<2>:hf -(abs)r127.0<4;2,2>:hf
avg (1|M24) (un)f1.0 r31.0<2>:d -(abs)r127.0<16;8,1>:d -r1.0<32;8,4>:d {AccWrEn}
(W&~f1.0) cmpn (4|M8) r127.2<1>:f r126.0<4;2,2>:f -r64.3<1;1,0>:f {NoDDChk,NoDDClr}
(f0.0.all8h) shr (1|M8) (ov)f0.0 r100.0<2>:ud tdr0.0<0;1,0>:ud (abs)r100.7<16;8,1>:ud {Atomic}
(W) frc (8|M0) r1.2<1>:f -(abs)r31.7<8;8,1>:f {Breakpoint}
mul (2|M4) r31.0<4>:hf r100.3<32;8,4>:hf 0.0:hf
sel (2|M0) (le)f1.1 r0.2<1>:b -(abs)r64.7<16;16,1>:b (abs)r31.2<16;16,1>:b {NoDDClr}
math.invm (16|M0) (eo)f1.1 r1.mme7:f -r2.mme0:f r127.nomme:f {AccWrEn}
(f1.0.all16h) rndu (16|M0) (eq)f1.0 acc0.0<4>:b -(abs)r2.1<8;4,2>:b
cmpn (4|M16) r[a0.1,64]<4>:q r7.7<4;2,2>:w r[a0.7,511]<1,0>:ub {NoDDClr}
(W) and (16|M0) r127.1<4>:d (abs)r100.0<1;1,0>:d r0.1<4;4,1>:f {Switch}
(f0.0) mov (8|M0) r126.0<4>:ub 0xD2FB9474:v
mach (16|M0) r64.1<1>:ud r1.7<4;2,2>:ud 0xFFFFFFFF:ud
shr (1|M12) (lt)f1.1 r100.4<1>:b r126.2<16;8,1>:b -(abs)r7.1<4;1,0>:b {NoDDClr}
rndu (8|M0) r2.0<4>:f acc0.0<0;1,0>:b {AccWrEn}
(W) mac (2|M4) r[a0.0,-16]<4>:ud -r100.7<4;4,1>:ud -(abs)r0.3<8;4,2>:ud
(~f1.1.all8h) frc (16|M24) f1.0<1>:q 1:q
add (32|M24) (ov)f1.1 r31.1<1>:d -(abs)null<0;1,0>:w 4096:w
xor (16|M8) r127.0<1>:d ~r2.0<4;4,1>:df ~r7.0<16;16,1>:q {Switch}
and (16|M0) (eq)f0.0 a0.0<1>:b r7.0<8;4,2>:b (abs)r7.3<16;8,1>:b {NoPreempt}
(f1.1.allv) shr (16|M0) (ge)f1.1 r7.3<1>:df -(abs)sp.0<0;1,0>:df -r126.0<16;8,2>:df {NoDDChk}
(~f0.1.all4h) frc (2|M20) r31.2<1>:hf 3.140625e+00:hf {AccWrEn,Breakpoint}
(W) math.irem (4|M20) r126.4<4>:d r126.0<1;1,0>:d r1.0<16;8,2>:d {Atomic}
(~f1.0.all8h) bfi1 (8|M0) r7.1<1>:d r0.7<8;4,2>:f r126.0<16;8,1>:f {Switch}
(~f1.0.all4h) rndz (16|M16) r2.0<1>:uw r1.3<16;16,1>:uw
(~f1.1.all8h) rndd (16|M0) r127.0<4>:ud r31.2<8;8,1>:d {AccWrEn,Atomic}
rndd (8|M8) (lt)f0.1 acc1.0<4>:uw -(abs)r31.0<2;1,0>:uw {Switch}
(W&f1.0) shl (4|M28) r7.0<1>:w -null<0;1,0>:hf -r100.0<1;1,0>:ub
frc (2|M24) r2.1<1>:uq 0xF80081E8:ud {NoDDClr}
lzd (2|M0) r7.2<2>:hf (abs)r7.0<16;16,1>:b
(W) rnde (1|M12) (lt)f0.1 ip<1>:b r127.3<2;1,0>:b
mul (2|M0) f0.0<1>:q r0.0<16;8,1>:q r0.3<4;4,1>:uq
cbit (16|M0) r1.0<4>:w r7.1<0;4,1>:w {NoDDChk}
(W) mac (8|M0) (sat)r126.1<4>:hf -r1.0<32;8,4>:hf -r[a0.0,511]<1;1,0>:hf {NoPreempt}
(W) cmpn (16|M0) r100.3<1>:q r[a0.7,16]<1,0>:uq -(abs)r2.0<4;2,2>:uq
add (16|M16) r31.2<1>:w -(abs)r31.15<4;2,2>:hf (abs)r64.3<8;8,1>:q {Atomic}
smov (16|M0) a0.0<2>:uq ip<0;1,0>:d r100.0<4;4,1>:f {Atomic}
lzd (2|M0) r64.0<1>:hf r1.1<8;8,0>:hf
not (4|M0) r31.0<2>:q (abs)r100.2<2;1,0>:ud {NoDDChk}
cmp (1|M0) null<1>:uw r64.2<4;2,2>:uw r100.1<32;8,4>:uw
fbh (16|M8) r0.0<4>:q -1:q
shl (1|M4) r31.4<4>:b (abs)r7.0<4;1,0>:b r0.0<32;8,4>:q
cbit (8|M0) r1.0<1>:q r[a0.7,511]<1,0>:uq {NoDDClr}
(f1.0.all8h) fbh (8|M16) r100.4<2>:d r7.3<8;8,0>:d
mov (16|M16) r2.0<4>:q r126.15<4;2,2>:hf {NoPreempt}
(~f0.1.anyv) rndu (32|M8) r100.4<1>:hf 1.0:hf {NoDDChk}
xor (32|M0) (lt)f1.0 r[a0.0,64]<1>:q sp.0<0;1,0>:q r2.7<0;4,1>:f
rol (2|M28) r100.1<4>:ub r[a0.0,-32]<8;4,2>:w 32767:w
cmp (8|M0) (gt)f0.1 r127.2<1>:f -r64.0<4;1,0>:f r100.7<8;4,2>:uw
frc (16|M8) r126.0<1>:d r64.7<4;2,2>:d
(~f1.1.all8h) asr (4|M0) r64.0<1>:ud r1.0<16;8,1>:ud (abs)r100.3<32;8,4>:ud
rndd (16|M16) a0.0<4>:f r7.0<4;2,2>:f {Atomic}
(~f1.1.all32h) rol (2|M20) r2.2<2>:uq r127.0<8;8,0>:uq r64.3<32;8,4>:uq
rndd (8|M0) (ov)f1.0 r2.0<2>:uw r7.0<0;4,1>:hf
and (4|M24) r126.2<2>:hf f1.1<0;1,0>:w r2.1<4;2,2>:w {AccWrEn}
bfi1 (16|M0) r0.2<1>:ud r100.7<4;1,0>:ud 0x1:ud
(W&f1.0) xor (8|M8) null<1>:uw -(abs)sp.0<0;1,0>:uw r31.3<8;8,0>:uw {NoDDChk}
(f1.1.anyv) sel (32|M0) r100.1<4>:uq -(abs)r7.0<32;8,4>:uq (abs)r1.3<4;1,0>:uq {Atomic,NoDDChk}
(W) rnde (32|M24) r100.2<1>:b -r127.0<16;8,2>:ud
mach (16|M24) f0.0<2>:b r7.3<8;8,1>:b -(abs)r0.1<4;2,2>:hf
xor (4|M8) (ne)f1.0 r7.4<1>:hf (abs)r127.15<4;4,1>:b (abs)r64.3<1;1,0>:b {Breakpoint}
bfrev (8|M0) r7.4<4>:b acc1.0<0;1,0>:b {NoDDClr,NoPreempt}
(W&~f0.1) xor (1|M0) (eq)f0.1 sr0.0<2>:d ~r127.0<8;4,2>:q r0.0<2;2,1>:q
(f1.0.any16h) math.exp (32|M0) (sat)r64.2<1>:hf r7.0<32;8,4>:hf
(f1.1.all2h) rndz (32|M0) r31.2<1>:d -(abs)sp.0<0;1,0>:uq
rndu (1|M0) (ge)f1.0 r2.0<4>:df (abs)r7.3<1;1,0>:q
or (16|M0) r100.3<1>:uq -(abs)r[a0.0,-32]<1,0>:uq r100.0<0;4,1>:uq
rndd (8|M0) (eq)f1.1 f0.0<1>:w 4096:w {Breakpoint,NoPreempt}
(f1.1.all32h) shl (32|M0) r1.0<1>:f r7.0<0;4,1>:f 0.0:f
lzd (32|M16) r[a0.0,64]<2>:f -r64.1<8;4,2>:w
rnde (32|M24) (le)f0.1 (sat)r31.1<4>:w 0xCAAD652E:uv
mac (1|M0) r126.4<4>:hf -f1.1<0;1,0>:hf r[a0.2,511]<16;8,1>:hf
lzd (8|M0) r31.4<1>:uw r0.1<16;8,1>:q {NoDDChk}
movi (16|M0) r100.2<1>:ud r[a0.1]<1,0>:ud null<0;1,0>:ud {NoDDChk}
rndd (2|M0) r31.2<1>:w r0.7<16;8,2>:f
rndu (8|M8) (sat)r64.4<1>:f sp.0<0;1,0>:d
(W&~f0.0) lzd (1|M8) (ne)f0.0 r100.1<1>:ub sp.0<0;1,0>:ub {Breakpoint}
(W) mach (16|M0) r1.4<2>:b (abs)tm0.0<0;1,0>:q -(abs)r2.0<2;2,1>:q
add (4|M28) r7.0<1>:ub -msg0.0<0;1,0>:ub r7.15<8;8,1>:ub {NoDDChk}
(~f0.0) mul (8|M8) (ov)f0.0 (sat)a0.0<1>:b (abs)r1.0<8;8,1>:b (abs)r31.0<8;4,2>:ub
rnde (16|M0) (ge)f0.1 r2.4<1>:w -r126.0<16;16,1>:w {AccWrEn,Atomic}
(f1.0.anyv) asr (1|M0) (le)f1.0 r2.4<2>:ud f0.0<0;1,0>:ud 0x0:ud
mul (1|M16) tm0.0<2>:w dbg0.0<0;1,0>:hf -r0.0<0;4,1>:f {Switch}
(W) fbh (2|M0) r100.3<1>:df r7.3<1;1,0>:df
bfrev (8|M0) r1.1<2>:ud 0x0:ud
asr (2|M0) r126.1<4>:q r64.0<2;2,1>:q 0.5:hf
(~f0.1.any16h) cmpn (16|M0) (ge)f0.1 r64.1<2>:uq r127.2<4;2,2>:uq r64.3<1;1,0>:uq
cmpn (1|M20) r127.0<1>:w r126.2<0;1,0>:w -32768:w {Switch}
(~f1.1.anyv) asr (8|M0) (le)f1.1 (sat)r31.1<4>:uw dbg0.0<0;1,0>:hf 0.5:hf
lzd (2|M24) r126.0<4>:b -(abs)fc0.0<0;1,0>:b {NoDDClr}
cmpn (8|M0) r2.2<1>:ud r0.1<2;1,0>:hf -inf:hf
cbit (16|M0) acc1.0<1>:b r126.3<1;1,0>:ud
shr (32|M8) f0.0<2>:q r100.3<32;8,4>:q r100.0<16;8,2>:f {NoDDClr}
fbh (4|M0) f1.0<2>:ub f0.0<0;1,0>:ub {Atomic}
(W&~f1.0) cmpn (8|M0) (le)f1.0 r64.0<2>:df r1.0<2;1,0>:df -r2.1<2;2,1>:df {NoDDClr}
(f1.1.all16h) or (16|M24) (ne)f1.1 f1.0<4>:df ~r100.3<8;8,0>:df -(abs)r31.3<16;8,2>:df {AccWrEn}
and (8|M0) (un)f1.0 r2.1<1>:df ~ce<0;1,0>:df -(abs)r1.2<8;4,2>:ud {Atomic}
(f1.1.any2h) lzd (32|M0) r2.0<1>:uq -r127.15<1;1,0>:uw
rndz (2|M20) acc1.0<1>:df r0.3<4;2,2>:b
math.invm (8|M0) (eo)f0.0 r1.mme7:f (abs)r2.mme0:f r1.mme3:f
mac (2|M4) r7.0<1>:ud f1.1<0;1,0>:q -r127.0<1;1,0>:q
mach (1|M0) r7.1<4>:df -(abs)r2.3<16;16,1>:df -(abs)r64.0<4;4,1>:ub
(~f1.1.allv) rndz (1|M24) r100.0<2>:df (abs)r0.1<2;2,1>:df {NoDDClr,Switch}
(~f1.0.all2h) sel (32|M0) (ge)f1.0 r2.0<1>:w r31.7<2;1,0>:w 0:w
(f1.0.anyv) mul (16|M0) r126.1<4>:f -(abs)msg0.0<0;1,0>:b r0.1<8;8,1>:b {Breakpoint}
(W) smov (2|M4) acc0.0<1>:w r0.1<0;1,0>:w r64.1<0;4,1>:w {Atomic}
(f1.0.all16h) mul (8|M0) r0.0<2>:uq -acc1.0<0;1,0>:uw 0xFFFF:uw {Atomic}
mul (1|M0) (ov)f0.0 r31.1<1>:q -(abs)cr0.0<0;1,0>:q -r2.1<4;2,2>:hf {AccWrEn}
(f1.0.any32h) not (32|M24) r126.0<4>:df cr0.0<0;1,0>:ub {AccWrEn}
(W&f0.1) asr (4|M12) (lt)f0.1 r7.3<2>:uq fc0.0<0;1,0>:uq r126.0<16;16,1>:uq {Switch}
(~f0.1.any16h) cmp (8|M16) (ov)f0.1 r126.1<1>:uw r7.15<4;4,1>:uw 0xFFFF:uw {Breakpoint,NoPreempt}
sel (8|M0) (gt)f1.0 r0.1<4>:ub -(abs)fc0.0<0;1,0>:ub r0.3<16;8,2>:uw
(f0.0.any4h) xor (8|M0) a0.0<2>:uq r[a0.2,-32]<1,0>:q (abs)r[a0.1,2]<1,0>:q
cbit (16|M0) r64.0<1>:q r2.0<1;1,0>:q
(f0.0.any32h) fbl (16|M0) f0.0<4>:b r31.0<16;8,1>:w
(~f0.1.allv) rol (8|M0) (ov)f0.1 r126.1<2>:ud r0.2<8;8,1>:f r31.7<0;1,0>:d
(f0.0.all32h) avg (2|M0) null<4>:hf r0.1<8;8,0>:hf inf:hf {Breakpoint}
(f1.0.any16h) movi (16|M8) r126.4<2>:ud r[a0.1]<1,0>:ud null<0;1,0>:ud {Breakpoint,Switch}
mul (16|M0) (eq)f1.0 f1.0<4>:ud (abs)msg0.0<0;1,0>:ud r0.7<1;1,0>:hf {Atomic}
(W) cbit (16|M0) r1.1<1>:uq f0.0<0;1,0>:f
(~f0.0.anyv) and (1|M0) (ne)f0.0 r127.0<1>:b r126.0<16;8,2>:b r127.1<16;8,1>:uq
and (2|M0) r2.2<2>:w ~r0.2<8;4,2>:w r127.0<8;8,1>:uw
(~f0.1.any2h) rndu (1|M12) r64.0<1>:d r[a0.1,-512]<4;4,1>:uw
(W) mach (16|M0) cr0.0<1>:b -(abs)r0.0<8;8,0>:b -(abs)r126.2<2;1,0>:b
sel (8|M16) r2.1<1>:d r7.2<16;8,1>:d (abs)r1.2<2;1,0>:d
(W) cbit (2|M0) r7.0<1>:f r2.1<8;8,0>:hf
shl (8|M0) (eq)f0.0 (sat)r0.2<2>:w acc0.0<0;1,0>:ud (abs)r100.0<8;8,0>:ud
mov (8|M0) r100.3<1>:q -9223372036854775808:q {Breakpoint,Switch}
(W) rndz (2|M24) r2.4<1>:uw 0x3628DA91:uv
(~f0.0.all2h) and (8|M24) (lt)f0.0 r100.2<1>:d (abs)r7.0<8;4,2>:d -(abs)r1.0<8;4,2>:f
avg (32|M0) (eq)f1.1 r126.4<2>:ub r2.1<16;16,1>:ub -r0.0<0;1,0>:ub {NoDDClr}
fbl (4|M0) r2.0<2>:q r126.3<8;8,1>:q
(~f1.1.any4h) or (1|M0) r7.0<1>:hf (abs)null<0;1,0>:hf r31.3<16;8,2>:hf {AccWrEn}
xor (16|M16) (le)f1.1 r31.0<2>:hf -(abs)tdr0.0<0;1,0>:hf ~r2.3<8;8,0>:hf
(f0.0.any2h) sel (16|M0) r2.0<1>:d (abs)r1.3<8;8,1>:ub r[a0.1,16]<8;8,1>:ub
fbh (4|M0) r31.3<2>:q r0.0<16;8,1>:q
(W) sel (32|M0) r126.1<2>:uw (abs)r127.0<16;16,1>:ud r126.0<8;8,0>:ud
(~f1.1.all4h) avg (8|M0) r31.0<1>:ud r31.1<16;8,1>:ud r31.2<4;2,2>:ud {AccWrEn,NoDDClr}
not (16|M24) r7.0<4>:d 0x701271C76CA4698F:uq
(f0.1.all16h) mac (8|M0) r0.2<4>:b tdr0.0<0;1,0>:b -r126.2<8;8,0>:b {NoDDChk}
rndd (32|M0) (sat)sr0.0<1>:hf r0.0<1;1,0>:hf
mach (32|M0) (sat)r[a0.0,-16]<2>:f -dbg0.0<0;1,0>:b 2.0:hf
mach (2|M0) r31.0<2>:hf r[a0.2,16]<4;4,1>:f (abs)r2.7<32;8,4>:f
math.rsqtm (32|M0) (eo)f1.1 r100.mme1:hf -(abs)r2.mme3:hf
math.cos (32|M24) r126.2<1>:hf -(abs)r31.0<0;1,0>:hf {NoDDChk}
frc (2|M16) r1.0<4>:hf -r127.1<8;8,1>:d
(W) subb (16|M0) r127.1<4>:uw r64.0<32;8,4>:w r127.15<8;8,0>:w
(f0.0.any8h) math.exp (32|M16) r1.0<1>:hf -r126.7<0;4,1>:hf
frc (1|M4) (lt)f0.0 r7.3<1>:df 0.1:df
(W) not (16|M0) r1.0<2>:w (abs)tm0.0<0;1,0>:w {Breakpoint}
frc (16|M0) (le)f1.1 r64.4<4>:w -2049:w {Switch}
math.sin (32|M0) r127.0<4>:f r31.2<0;4,1>:f
(~f0.0.allv) rndd (16|M24) r100.3<4>:df 2.0:df
(~f0.0.allv) mul (16|M8) r100.4<4>:ud (abs)tdr0.0<0;1,0>:ud 0xFFF:ud
mach (8|M0) (sat)r1.1<4>:d -r126.1<8;4,2>:d r2.0<16;8,2>:d
and (4|M28) acc0.0<1>:ub (abs)acc0.0<0;1,0>:ub -(abs)r7.0<16;8,1>:ub {NoDDClr}
(~f0.0.any16h) cbit (8|M0) r64.0<1>:uq 0x1000:uq {Breakpoint}
(W) rndd (8|M24) r31.0<1>:hf r0.1<2;1,0>:hf {Breakpoint}
(~f1.0.any2h) subb (8|M24) (un)f1.0 r7.1<2>:uq r2.2<4;4,1>:f 3.14159:f {NoDDClr}
(W&f1.0) rndu (16|M0) r100.4<1>:uw acc0.0<0;1,0>:uw {NoDDChk}
(W) avg (2|M0) (ne)f1.0 (sat)r2.1<1>:q r7.1<2;2,1>:q -(abs)r127.3<0;4,1>:q
(W&~f1.0) frc (32|M0) r64.4<1>:w -2049:d {Breakpoint}
cmp (32|M0) r126.0<4>:w r[a0.2,511]<16;8,1>:w -r64.0<8;4,2>:w {AccWrEn}
add (8|M8) r[a0.1]<4>:uq (abs)r31.1<16;8,1>:uq r[a0.0,16]<1,0>:uq {AccWrEn}
(~f1.0.any2h) rndz (16|M0) (sat)r100.0<1>:uw r100.7<8;8,1>:uw {AccWrEn}
mov (16|M0) (le)f1.1 acc1.0<2>:q -1.5:hf {NoPreempt}
xor (32|M8) sr0.0<2>:ud (abs)r31.0<4;1,0>:ud ~r0.7<4;1,0>:ud {NoDDClr}
(~f1.1.any8h) fbh (32|M16) sr0.0<1>:w r64.0<16;8,2>:w {NoDDChk}
(f0.1.any32h) lzd (16|M0) r1.3<1>:df -inf:df
avg (8|M0) r31.0<1>:uw -(abs)r[a0.7,-32]<0;1,0>:uw r127.0<1;1,0>:uw {Switch}
xor (16|M16) (ov)f0.0 r126.0<4>:f r126.1<1;1,0>:f r1.1<4;2,2>:f {Switch}
(f0.0.any16h) add (8|M0) tm0.0<2>:ub (abs)r100.15<4;1,0>:uw -r[a0.1,-512]<1,0>:uw {AccWrEn}
mac (16|M8) (sat)r[a0.3,16]<1>:w -(abs)sr0.0<0;1,0>:w -(abs)r31.0<32;8,4>:hf {NoPreempt}
not (1|M0) r100.1<1>:d r2.7<32;8,4>:d
(~f0.1.allv) frc (8|M0) r0.0<1>:df acc0.0<0;1,0>:df {Breakpoint}
rnde (1|M16) (gt)f0.1 r31.2<1>:ud -(abs)r31.0<2;1,0>:b {NoDDChk,NoDDClr}
or (8|M0) r2.1<1>:ud r0.0<1;1,0>:ud -(abs)r126.1<2;1,0>:ub
rndu (8|M24) (eq)f0.0 r31.0<2>:b -(abs)r31.0<16;8,1>:b
shr (16|M16) r127.1<4>:f fc0.0<0;1,0>:f (abs)r2.0<1;1,0>:f
(f1.1.all2h) mov (4|M28) (un)f1.1 r0.2<2>:ud r126.0<8;4,2>:ud {Breakpoint,NoDDClr}
and (4|M0) acc0.0<1>:uq ~r100.0<16;8,2>:uq (abs)r31.3<4;4,1>:uq
not (8|M0) r1.2<1>:uw r100.7<2;2,1>:uw
(W) fbl (16|M24) f0.0<1>:ud r0.0<8;8,1>:ud {NoDDChk}
(f1.0.any32h) shr (8|M24) r7.1<2>:f (abs)msg0.0<0;1,0>:d -r[a0.7,-512]<1,0>:d
math.rsqtm (16|M16) (eo)f1.1 (sat)r1.mme1:hf -(abs)r2.mme7:hf
mov (1|M0) r31.4<1>:uw 0x1000:uw {Breakpoint}
mul (2|M12) (sat)tm0.0<1>:f msg0.0<0;1,0>:w -(abs)r64.0<2;2,1>:w
frc (32|M0) r127.0<2>:df r100.1<4;1,0>:w
rnde (8|M0) (lt)f0.1 r[a0.3]<2>:d -sp.0<0;1,0>:d
rnde (1|M0) (eq)f0.1 r126.1<2>:q -(abs)r31.3<1;1,0>:q
rndz (16|M0) (ne)f1.1 r126.4<1>:f sp.0<0;1,0>:ud
frc (16|M16) (un)f0.0 r64.0<1>:hf r[a0.7,16]<1,0>:hf
fbl (2|M28) r7.0<4>:hf r0.0<8;8,0>:hf {NoDDClr}
(~f0.0.any4h) shr (2|M0) r31.0<4>:hf r1.7<16;16,1>:hf r7.3<4;2,2>:q
(f1.0.any4h) math.inv (16|M0) r1.1<4>:f r31.0<4;1,0>:f {NoDDChk}
mul (16|M0) r31.3<2>:uq -ip<0;1,0>:f -(abs)r1.7<16;16,1>:f
and (4|M20) r7.1<1>:uq sp.0<0;1,0>:uq r[a0.1]<4;4,1>:uq
(~f0.0.anyv) math.fdiv (16|M0) r127.2<4>:f r1.0<0;4,1>:f (abs)r2.0<4;2,2>:f
or (16|M0) (un)f0.0 r[a0.0,16]<1>:hf f0.0<0;1,0>:hf r31.1<0;4,1>:hf {Switch}
or (8|M0) r64.3<1>:df ip<0;1,0>:df ~r2.2<2;2,1>:uq
(~f0.0.all16h) add (16|M0) r100.4<1>:f r64.2<16;16,1>:f r1.0<8;4,2>:d
sel (8|M24) a0.0<2>:b r64.0<2;1,0>:hf 1.0:hf
(f1.1.allv) fbl (32|M0) r[a0.0]<4>:df r2.2<0;4,1>:df
(W) mac (8|M0) (lt)f1.0 r[a0.0,64]<2>:q -(abs)r31.3<0;4,1>:q r7.0<8;8,0>:q
(f1.0.allv) asr (16|M0) r31.0<1>:uq sr0.1<0;1,0>:uq -r2.2<4;2,2>:uq
(~f1.0.all32h) sel (1|M16) (le)f1.0 (sat)r2.4<1>:f -r126.7<16;8,2>:d -(abs)r127.0<4;1,0>:uw {Switch}
cbit (16|M0) r64.2<1>:uq 0x0:uq
(W&~f1.0) math.irem (16|M8) r31.0<1>:ud r64.7<16;8,1>:ud (abs)r100.0<0;1,0>:ud {AccWrEn,NoDDChk}
(W) asr (8|M0) r64.4<1>:hf -(abs)r64.2<0;1,0>:hf -(abs)r[a0.7,-512]<1,0>:b {NoDDChk}
(f0.1.any2h) not (8|M0) (le)f0.1 r64.2<4>:q -2048:q {Atomic,Breakpoint}
(W) mach (32|M24) tm0.0<2>:f -ip<0;1,0>:f r[a0.7,511]<1,0>:uq {Switch}
(W) rndd (32|M8) (ov)f0.1 cr0.0<4>:df r126.2<16;8,1>:ub {Atomic,NoDDChk}
asr (8|M0) (sat)r100.0<1>:f r0.2<4;2,2>:f -(abs)r[a0.2,2]<8;8,0>:f
and (1|M16) (le)f1.1 sr0.0<2>:ud ce<0;1,0>:ud r0.0<1;1,0>:ud {NoDDChk}
(~f1.1.any4h) lzd (8|M8) r1.0<1>:d r127.7<2;1,0>:d
rndd (1|M4) (le)f0.0 (sat)r64.3<4>:q -r126.2<2;1,0>:q
(W) math.log (2|M0) r1.2<1>:f r100.0<16;16,1>:f {NoDDChk}
(f1.1.any8h) frc (8|M0) r127.1<4>:q r1.1<16;8,2>:q
rndd (8|M0) r1.4<4>:d sr0.1<0;1,0>:ud
(W) add (16|M16) (gt)f0.1 r1.0<4>:uq r100.3<0;4,1>:uq r7.1<16;8,2>:uq {NoDDChk,Switch}
mov (4|M0) (ov)f0.1 acc1.0<1>:b r100.7<16;8,2>:b
(W&~f0.1) mach (8|M0) a0.0<1>:uq r31.0<8;4,2>:uq (abs)r64.0<16;16,1>:uq {NoDDClr}
asr (8|M0) r7.0<1>:q -r31.1<2;2,1>:q r64.3<4;2,2>:q
xor (16|M0) (gt)f1.1 r1.0<4>:uq ~sr0.1<0;1,0>:uq r2.0<2;2,1>:uq {Breakpoint,NoDDChk,NoDDClr}
ror (16|M24) r64.0<4>:df r7.2<16;16,1>:q r64.3<2;1,0>:q
(f1.1.any2h) rndz (32|M0) (sat)r126.0<2>:b (abs)r[a0.1,511]<8;8,1>:ub {NoDDChk}
rndd (2|M0) (sat)r7.0<4>:df -(abs)r100.3<16;8,2>:df
mach (2|M0) r126.1<4>:df (abs)r1.1<2;2,1>:df -(abs)r127.1<1;1,0>:b {AccWrEn,NoPreempt}
add (16|M0) r126.1<4>:hf -r127.2<2;2,1>:hf -0.0:hf {NoDDClr}
math.idiv (2|M8) r64.0<4>:ud r31.0<16;16,1>:ud r31.3<8;8,1>:ud
(W) mach (1|M20) r127.1<4>:f -r0.7<2;1,0>:f r2.7<8;4,2>:f
(W) mov (4|M28) (le)f1.0 acc1.0<2>:ud r100.7<4;4,1>:ub
(W&f0.0) rnde (8|M0) r126.1<2>:ub -(abs)a0.0<0;1,0>:ub
(~f0.1.allv) asr (2|M0) r126.2<4>:q f0.0<0;1,0>:q r0.2<0;1,0>:q
mac (2|M0) r127.0<1>:uw r31.2<4;2,2>:ub r100.0<8;4,2>:ub
cmpn (8|M0) f0.0<1>:d -f1.1<0;1,0>:d -r1.7<0;1,0>:d
math.rsqt (32|M0) (sat)r100.0<1>:hf r127.3<2;2,1>:hf
mach (4|M0) r31.4<4>:d r31.3<16;16,1>:q r1.1<4;2,2>:q
rndu (16|M0) r7.1<1>:uq r[a0.0]<1,0>:uq
mul (32|M24) r0.0<1>:w dbg0.0<0;1,0>:q r2.3<4;1,0>:q
(f1.0.all4h) or (32|M0) r64.2<1>:f (abs)tm0.0<0;1,0>:f 2.0:f {Atomic,Breakpoint}
addc (2|M20) r100.0<1>:w r126.15<8;8,1>:w r100.0<4;2,2>:w {NoDDChk}
mach (16|M24) (sat)r[a0.0]<4>:w (abs)r7.3<2;2,1>:df -r2.3<1;1,0>:df {NoDDClr}
addc (8|M24) r31.3<1>:uq sr0.1<0;1,0>:uq r[a0.1,16]<1,0>:uq {Atomic}
rnde (1|M0) r100.1<1>:uw r[a0.1,511]<0;4,1>:uw {AccWrEn,Breakpoint}
mach (32|M8) (sat)r64.1<2>:ud dbg0.0<0;1,0>:df -(abs)r0.0<16;16,1>:df
asr (1|M24) r126.1<2>:d -ip<0;1,0>:uw (abs)r1.2<2;2,1>:uw {Breakpoint}
(W&f1.1) and (32|M8) (un)f1.1 r126.2<1>:uw ce<0;1,0>:df ~r7.0<32;8,4>:df {NoDDChk}
(f1.0.all2h) shr (1|M20) r0.4<4>:ub acc0.0<0;1,0>:ub -(abs)r[a0.7]<1;1,0>:ub
(~f0.1.anyv) and (16|M0) f1.0<1>:uw (abs)r7.0<16;8,2>:uw -(abs)r[a0.0,-32]<1,0>:uw {NoDDClr}
(~f1.0.allv) math.exp (8|M0) (sat)r31.2<1>:f (abs)r100.1<16;8,2>:f
(f0.1.all4h) mov (2|M0) sr0.0<4>:q 1:q
rndu (16|M0) r126.1<4>:w (abs)r31.0<8;4,2>:w {NoDDClr}
mov (1|M0) r0.1<1>:ub -(abs)r7.0<1;1,0>:uq
(W) xor (4|M12) r7.1<1>:d (abs)null<0;1,0>:d r[a0.7,2]<2;1,0>:uw {Atomic}
asr (8|M24) (sat)r1.4<1>:b -(abs)r0.0<4;4,1>:b 0x1:uw
(W) bfrev (8|M16) r64.1<2>:hf r100.7<8;4,2>:hf
(W) rndz (8|M0) r100.0<1>:ub -(abs)r127.2<16;16,1>:df
bfi1 (1|M0) r127.0<1>:d r0.7<0;4,1>:d 0:d {NoDDChk}
and (1|M0) r64.0<4>:w r126.1<8;8,1>:ub (abs)r31.1<16;8,2>:q {NoDDChk}
(f1.1.any8h) frc (4|M16) (gt)f1.1 r2.1<4>:f r64.3<8;4,2>:b {Atomic}
mov (16|M0) (ne)f0.0 r100.0<2>:d -tdr0.0<0;1,0>:d {Breakpoint}
(f0.1.all4h) rndd (8|M24) r31.0<2>:d r0.0<16;8,2>:d {Atomic}
rndu (2|M4) (sat)r31.4<1>:w -r127.15<16;8,2>:w {NoDDChk,NoDDClr}
(~f1.1.any16h) rndd (16|M24) r31.0<2>:uw r126.2<0;1,0>:hf {NoDDClr,NoPreempt}
(~f1.1.any8h) rndz (1|M0) (un)f1.1 r0.1<1>:f 1.0:f
(~f1.1.any16h) math.invm (1|M20) (eo)f1.1 r1.mme0:f r127.mme0:f -r1.mme3:f
(~f0.0.any16h) asr (8|M8) r[a0.0]<1>:ud -(abs)r100.3<4;2,2>:uq r126.0<0;4,1>:uq {AccWrEn}
mach (16|M24) r127.4<4>:ub r2.1<0;4,1>:hf 0x0:ud
(W) math.rsqt (4|M8) r126.2<1>:hf r127.3<0;1,0>:hf
asr (8|M8) (eq)f0.0 r126.0<1>:q tm0.0<0;1,0>:q r64.3<8;4,2>:q
(f0.0.allv) math.log (16|M0) r126.2<2>:f r64.3<0;1,0>:f {Atomic}
mul (16|M0) r126.1<4>:d -f0.0<0;1,0>:d 1351130349:d {Breakpoint}
(~f1.1.all8h) and (2|M8) (le)f1.1 r31.1<2>:w (abs)r31.7<16;16,1>:w ~r7.1<8;8,1>:w
(W) math.rsqtm (32|M0) (eo)f0.0 (sat)r100.mme0:df r64.mme3:df
(f0.1.all2h) or (1|M16) (un)f0.1 r127.4<4>:hf r127.3<8;8,1>:uq ~r1.1<4;2,2>:ub {NoDDClr}
not (8|M16) (ov)f1.1 sr0.0<1>:b dbg0.0<0;1,0>:b {Atomic}
rndz (32|M0) r0.2<4>:ud r100.0<2;2,1>:ud
or (8|M0) (ov)f1.1 r1.0<1>:d -(abs)cr0.0<0;1,0>:d 4095:d {NoPreempt}
(~f0.0.any32h) shr (4|M20) r0.0<2>:df acc1.0<0;1,0>:df (abs)r64.2<16;16,1>:df
(~f0.1.any4h) movi (8|M0) r1.0<2>:w r[a0.0]<1,0>:w 0x1:ud
rndz (8|M24) (ov)f1.0 acc1.0<4>:df r100.3<16;16,1>:df {Atomic,Breakpoint}
(~f1.1.any16h) frc (1|M16) r100.1<1>:ud r100.0<16;8,2>:ud
(~f0.1.allv) sel (8|M0) (eq)f0.1 r127.0<1>:ud (abs)r[a0.7,511]<1,0>:ud (abs)r126.0<16;8,1>:ud
(~f0.0.any4h) and (16|M16) (gt)f0.0 r2.0<2>:f -(abs)r64.2<1;1,0>:w (abs)r7.2<8;8,1>:w
(W) cmpn (8|M0) r100.0<1>:uq -(abs)f0.0<0;1,0>:b -r126.2<4;2,2>:b
rndu (16|M24) r0.0<1>:hf 0x2E66:hf
(W) xor (4|M8) r126.3<1>:df sr0.1<0;1,0>:uw -(abs)r[a0.1,511]<8;8,1>:d
rndz (8|M24) r100.0<2>:uw -r7.1<16;8,1>:q {Breakpoint,NoDDClr}
frc (32|M16) r126.2<4>:f r100.3<16;8,2>:f
(~f0.0.allv) asr (4|M16) r0.0<1>:ub r7.2<4;4,1>:b (abs)r100.2<4;1,0>:b
(W) add (16|M0) (eq)f1.0 (sat)r31.0<1>:uq (abs)r31.0<8;8,0>:f -(abs)r64.2<4;1,0>:uw
rndz (16|M0) r126.2<4>:q -(abs)r126.3<8;4,2>:q
and (8|M24) r100.4<1>:ud r100.0<2;2,1>:ud r64.3<2;1,0>:ud {AccWrEn,Breakpoint}
rndz (4|M16) r31.2<2>:hf -1.5:df
cmp (8|M0) (ge)f0.0 r127.2<4>:ub r[a0.2]<1,0>:ub (abs)r31.7<0;1,0>:ub {Atomic,NoDDChk}
(f1.1.all32h) rnde (8|M0) r100.2<1>:ub msg0.0<0;1,0>:ub
fbh (32|M8) r2.1<4>:uw -1:q
lzd (8|M0) r[a0.3,-16]<1>:w -1:w
(f1.1.all2h) lzd (8|M0) acc0.0<4>:uq 0xFFF:uq {Atomic,NoDDChk}
(f1.0.anyv) rndd (8|M8) (lt)f1.0 r2.3<2>:uq r126.1<16;16,1>:ud
(f0.0.any32h) xor (4|M0) r64.4<1>:ud -(abs)acc0.0<0;1,0>:ud (abs)r126.7<32;8,4>:ud {Switch}
subb (4|M8) (ge)f1.0 (sat)r1.4<1>:w r[a0.0,-32]<16;8,2>:w 0:w
(W) rnde (8|M8) r126.3<4>:uq tm0.1<0;1,0>:uq
(f1.0) math.pow (2|M28) r2.1<1>:f r0.2<16;16,1>:f r2.7<4;4,1>:f
frc (8|M0) (gt)f0.1 r2.2<2>:f r126.7<4;2,2>:f
math.exp (8|M0) r64.4<4>:hf r100.3<4;4,1>:hf {Atomic}
asr (1|M0) (sat)r127.0<4>:hf -tdr0.0<0;1,0>:hf r31.15<4;4,1>:hf
fbl (16|M24) r100.3<4>:uq r127.3<16;8,1>:uq
(W) math.sin (16|M0) r1.2<1>:hf r7.2<16;8,2>:hf {Switch}
(f0.1.allv) shl (16|M16) r126.0<1>:df (abs)r0.15<16;16,1>:w -2049:w {AccWrEn}
mac (4|M0) (lt)f0.0 (sat)r64.0<2>:ud sr0.1<0;1,0>:ud -r64.0<8;8,1>:ud
avg (4|M16) r126.0<4>:f -r1.7<8;8,1>:f 100.25:f {Atomic,Breakpoint}
(f1.0.any16h) rndu (2|M0) r100.1<4>:w 0x182A6BCC:uv
rndd (2|M12) a0.0<1>:f -r64.0<8;8,1>:f {Switch}
rndz (1|M20) r126.4<4>:ub 0x0:uw {AccWrEn}
movi (32|M0) r[a0.1,16]<1>:uw r[a0.1,2]<1,0>:uw 0x1:ud {AccWrEn,Switch}
(f0.1.any4h) cmpn (4|M0) sr0.0<1>:b (abs)r100.7<8;4,2>:uw r126.1<16;8,2>:uw
(f1.0.all32h) math.sin (32|M0) r1.0<1>:f (abs)r64.2<32;8,4>:f {AccWrEn,NoPreempt}
(W) rol (2|M0) r2.2<1>:f r[a0.0,16]<1,0>:w r126.7<2;2,1>:w
(f0.1.any32h) shr (8|M16) r7.2<4>:uw -(abs)r2.7<0;4,1>:ud (abs)r0.2<4;1,0>:df {Switch}
smov (1|M4) r127.0<4>:uw dbg0.0<0;1,0>:uw r100.0<16;8,1>:uw
rndu (8|M0) r126.4<4>:b (abs)r[a0.7,2]<1,0>:b
math.rsqtm (4|M4) (eo)f0.0 r1.mme5:f r64.nomme:f
(f0.0.any2h) not (1|M0) (ov)f0.0 r0.2<2>:q 4095:d
(~f1.0.any4h) subb (16|M24) r7.0<1>:hf fc0.0<0;1,0>:hf -inf:hf {NoDDClr}
mul (32|M0) (un)f0.1 r1.2<1>:uq acc0.0<0;1,0>:w 1:w {NoDDChk}
(~f0.1.any32h) rndu (8|M0) r7.0<4>:ud r[a0.7,-32]<0;4,1>:q
(W) fbh (8|M16) r31.1<1>:ub r[a0.7]<4;1,0>:ub {Breakpoint,NoDDClr,Switch}
asr (8|M0) f1.0<4>:q r31.2<8;4,2>:w (abs)r127.1<16;8,1>:w {NoDDClr}
(f0.0.all16h) rndd (1|M0) (un)f0.0 (sat)r[a0.1,64]<2>:b (abs)cr0.0<0;1,0>:b {NoDDClr}
lzd (16|M0) (ne)f0.0 r1.1<1>:ud (abs)r100.3<2;1,0>:uq {Atomic}
cbit (8|M0) null<2>:uw 0xD6ABB016:uv
not (16|M0) (ne)f1.0 r2.0<1>:f fc0.0<0;1,0>:ub
(W) cmpn (2|M8) r126.0<2>:b ce<0;1,0>:b r127.1<16;16,1>:b
shl (1|M0) r2.2<2>:uw -(abs)null<0;1,0>:uw 0x0:uw {Switch}
(W) fbh (1|M0) r0.2<1>:uw 0xDE883C68:uv
and (8|M24) r126.4<4>:f r31.3<0;1,0>:f 0.0:f
(~f1.1.any2h) mov (2|M0) (un)f1.1 sr0.0<2>:uw -r126.3<4;2,2>:ud {Atomic}
(f1.0) or (1|M0) r64.1<1>:w -(abs)r0.0<0;4,1>:w (abs)r64.1<4;2,2>:w
(f1.0.any2h) mov (16|M0) (sat)r126.0<4>:uw 0x1:uw
(f1.0.all32h) fbh (8|M8) r7.0<1>:f r64.1<2;1,0>:b {Atomic}
mov (4|M0) (le)f1.1 r7.3<1>:q -2049:q {AccWrEn}
(f0.1.allv) shr (4|M0) (ov)f0.1 r7.2<1>:ud fc0.0<0;1,0>:ud r2.2<16;8,1>:ud
avg (8|M0) (un)f1.1 (sat)r100.0<1>:uq -(abs)a0.0<0;1,0>:uq (abs)r0.0<2;1,0>:uq
(f1.1.any8h) movi (1|M0) r0.0<2>:w r[a0.1,16]<1,0>:w 0x1:ud {NoDDChk}
(f0.0) shl (8|M8) r[a0.0,16]<1>:uq -r2.3<16;16,1>:uq r[a0.7,511]<8;4,2>:uq {NoDDClr}
rndd (16|M8) r0.0<1>:w (abs)r126.1<0;4,1>:w
(f0.1.any4h) mul (4|M8) (ov)f0.1 r0.4<1>:ub r1.15<0;4,1>:ub r7.1<8;8,0>:ub
(W) math.fdiv (8|M24) r2.0<2>:f r31.2<2;2,1>:f 2.0:f {NoPreempt}
(W&~f0.1) math.pow (8|M0) r7.0<2>:hf r2.3<2;1,0>:hf -r127.3<8;8,1>:hf
(W&~f1.0) mac (8|M16) (sat)null<1>:w -(abs)r7.2<2;2,1>:w -2048:w {Switch}
mach (32|M24) r2.2<4>:q r126.3<4;2,2>:w 1:w {NoDDClr}
(~f1.1.any4h) rndd (8|M0) (le)f1.1 r0.2<2>:f 0xF56C23B5:uv {Breakpoint}
(f1.0.any8h) mul (16|M0) r127.0<2>:hf ce<0;1,0>:q r31.2<16;16,1>:q
(W) rndu (2|M4) (ov)f0.0 r2.3<1>:uq r31.3<16;16,1>:df
xor (2|M24) (eq)f1.0 r64.1<1>:uw -(abs)acc0.0<0;1,0>:uw -(abs)r[a0.2,-32]<1,0>:uw {NoDDChk,NoDDClr}
movi (2|M16) r31.0<4>:uw r[a0.0]<1,0>:uw null<0;1,0>:ud {Breakpoint}
(~f0.1) bfrev (2|M0) r1.1<2>:df r31.1<4;4,1>:df
subb (16|M0) r2.2<2>:b sr0.0<0;1,0>:df r64.1<0;4,1>:df {Atomic,Breakpoint}
add (32|M24) acc1.0<1>:df r100.7<4;4,1>:f r[a0.1]<4;1,0>:f
rnde (8|M0) r7.4<2>:w 0x6A01BF57:vf
bfrev (32|M0) r1.0<1>:df ip<0;1,0>:ub {AccWrEn}
(f1.1.any16h) rndz (16|M8) r1.2<1>:ud r1.7<2;1,0>:ud {Switch}
rndz (1|M0) r0.0<1>:uw 0x85BFCDB1:uv
asr (16|M0) (ge)f0.0 r31.1<1>:b r100.0<4;4,1>:b r64.0<4;4,1>:b {Atomic}
(~f0.0.all8h) math.cos (32|M8) r126.4<4>:f (abs)r126.0<4;2,2>:f
movi (16|M16) r127.0<4>:ud r[a0.1,2]<1,0>:ud 0x1:ud
(W) bfrev (8|M0) r127.0<4>:uw 0x39306150:v
smov (8|M0) sr0.0<1>:f sr0.1<0;1,0>:f -1.5:f
bfrev (16|M24) r2.4<1>:w r7.0<8;8,0>:hf {Atomic}
(W) mul (16|M8) r1.0<1>:uq r100.3<8;8,1>:ud r31.3<2;1,0>:ud
(~f1.1.any2h) not (4|M28) r[a0.1,-16]<1>:q r[a0.2,511]<8;4,2>:q
(f1.0.allv) shr (16|M0) r2.0<2>:hf (abs)r1.7<4;2,2>:hf r[a0.0,-32]<1,0>:hf
(~f1.0.all4h) xor (2|M24) r64.2<2>:uq r64.0<4;4,1>:uq r100.1<16;16,1>:uq
(~f0.1.all32h) mach (2|M12) r7.4<1>:d r31.0<4;1,0>:uw -(abs)r100.2<32;8,4>:uw
(W) sel (4|M0) (ge)f0.1 r31.2<1>:q -tm0.0<0;1,0>:q r0.0<32;8,4>:df {AccWrEn,NoDDChk}
math.rsqtm (16|M0) (eo)f1.1 r1.mme1:f -r1.mme7:f {Switch}
(f1.1.anyv) mul (2|M0) (sat)r64.0<2>:f sr0.0<0;1,0>:f -r127.0<8;8,0>:f {NoDDChk,Switch}
(~f1.0.allv) shl (16|M0) (gt)f1.0 r64.2<2>:q null<0;1,0>:q -r0.3<8;8,1>:q
(~f1.0) rnde (16|M0) r7.0<4>:q r[a0.1,511]<0;4,1>:f
fbh (8|M0) sr0.0<1>:hf r0.15<2;1,0>:hf
rndz (16|M8) r2.1<2>:f r2.7<4;4,1>:f
(f1.1.all4h) math.inv (8|M0) r64.0<1>:hf -r1.0<32;8,4>:hf
(~f0.1.all32h) shl (32|M0) r1.4<4>:d msg0.0<0;1,0>:d r2.2<0;1,0>:d
rndd (16|M0) r31.4<1>:w r31.0<4;1,0>:w {NoDDClr}
(~f0.0.all16h) lzd (2|M0) r31.0<4>:df -(abs)tm0.1<0;1,0>:df
(W) mov (2|M4) (un)f1.0 r31.0<1>:d r126.0<1;1,0>:uq {NoDDChk}
not (8|M0) (ge)f1.0 f1.0<2>:b r2.2<16;8,1>:b {Breakpoint,NoDDChk}
(W&f1.0) not (32|M24) r2.4<2>:d (abs)sr0.0<0;1,0>:d {Atomic}
(~f1.1.all32h) rol (4|M0) r64.3<1>:q r127.0<8;8,0>:q r[a0.0]<1,0>:q {Atomic}
(~f0.0.any2h) math.iqot (8|M0) (sat)r2.4<2>:d -(abs)r0.0<16;8,2>:d r31.0<4;1,0>:d
rndd (32|M0) r1.1<1>:df r1.7<4;4,1>:ud {NoDDChk}
(f0.0.all4h) math.rsqtm (8|M8) (eo)f0.0 r100.mme0:hf -r1.mme7:hf
rndu (16|M0) (sat)r126.4<2>:hf r7.2<4;4,1>:f
or (4|M0) r100.2<2>:w n0.0<0;1,0>:w 10799:w
cmpn (16|M16) r[a0.3]<2>:b sr0.0<0;1,0>:f 3.14159:f {NoDDChk,NoDDClr}
(W&~f1.0) addc (32|M0) r126.2<1>:hf fc0.0<0;1,0>:hf -1.5:hf {AccWrEn,Breakpoint,NoDDClr}
cbit (8|M8) r31.2<2>:uq r[a0.2]<8;4,2>:uq
asr (16|M0) (ne)f1.0 r64.4<2>:uw r7.1<4;1,0>:uw 0x0:uw
sel (8|M24) (ge)f1.0 f0.0<2>:b r2.15<16;8,1>:b r127.3<1;1,0>:b
(~f0.1.all32h) avg (16|M0) (gt)f0.1 (sat)f1.0<4>:w -(abs)tm0.1<0;1,0>:d -r7.7<4;4,1>:d {NoDDClr}
shr (8|M16) r0.0<1>:uq -r[a0.2,-32]<1,0>:uq r1.0<16;16,1>:uq
mov (8|M0) (gt)f0.0 r0.4<1>:ud 0x1000:ud {Breakpoint}
rnde (8|M0) r127.0<1>:f r1.2<16;16,1>:ud
subb (8|M24) r64.1<2>:df r7.0<16;8,2>:df r100.0<2;2,1>:df
(f1.1.allv) shl (16|M0) (lt)f1.1 r2.0<1>:f (abs)sr0.0<0;1,0>:f r[a0.2,511]<1,0>:ub {Breakpoint}
(~f1.0) mac (8|M0) (ge)f1.0 (sat)r126.1<2>:uq -r126.0<4;1,0>:uq -(abs)r127.1<16;8,2>:uq
(~f0.1.allv) rnde (1|M0) (un)f0.1 r2.0<2>:df r64.3<4;2,2>:df
mach (1|M0) r[a0.0,16]<2>:ud n0.0<0;1,0>:ud 0xCDFA41F2:ud {AccWrEn,NoPreempt}
fbl (16|M0) r2.2<4>:hf r126.2<16;8,2>:hf
(W&~f0.0) sel (1|M28) r100.1<4>:q (abs)r127.2<16;8,2>:q r64.0<16;8,2>:f {NoPreempt}
and (16|M0) r2.0<4>:ub r2.2<8;8,1>:ub r31.0<0;4,1>:uq {Atomic,Breakpoint}
(f1.1.any2h) lzd (4|M12) r0.2<1>:q -2048:q
(f1.1.any8h) math.cos (16|M0) r127.1<1>:hf r0.0<4;2,2>:hf
shl (4|M24) (le)f0.1 (sat)r126.1<1>:f -r127.0<32;8,4>:q r7.3<2;2,1>:q
cmp (4|M0) r[a0.3,-16]<1>:d (abs)tm0.1<0;1,0>:uw -r127.15<0;4,1>:uw {AccWrEn,NoDDChk,NoDDClr}
cmpn (32|M0) r1.2<1>:uw -(abs)r31.2<32;8,4>:uw r[a0.0,-32]<1;1,0>:uw
(W) subb (8|M0) r126.4<1>:ud r7.3<16;8,1>:ud r[a0.0,2]<1,0>:ud
cbit (2|M0) r2.2<2>:w 0xCBC0280B:v {NoDDChk}
(W&~f1.0) fbl (2|M0) acc1.0<4>:f r100.7<2;1,0>:f
cbit (4|M20) r7.2<1>:hf 0.0:hf {NoDDClr}
avg (8|M0) (gt)f1.1 r2.2<1>:w r0.1<4;1,0>:w r1.2<4;1,0>:d
(f0.0.any8h) xor (32|M0) (ne)f0.0 r1.1<1>:w n0.0<0;1,0>:ud (abs)r126.1<2;2,1>:ub
(~f0.0) frc (16|M0) r127.0<1>:d (abs)r126.0<8;8,0>:d
(W) cmpn (8|M0) (gt)f0.1 r7.0<1>:uq r[a0.1,16]<8;4,2>:uq r126.3<0;1,0>:uq
rndu (8|M0) f0.0<2>:q (abs)r0.3<1;1,0>:q
cmpn (32|M24) r100.2<1>:d r64.1<16;16,1>:ud r100.7<16;8,1>:ud {NoPreempt}
(~f0.0.all16h) cmpn (1|M28) (un)f0.0 r0.4<1>:ud f1.1<0;1,0>:ud r[a0.0,-512]<1,0>:ud
mac (4|M12) r31.0<4>:uq r0.7<16;16,1>:uw -2049:w {NoDDClr}
cmp (2|M12) (ne)f0.0 r100.0<1>:df -r100.1<16;16,1>:df r127.3<2;2,1>:df
not (1|M0) r[a0.3,16]<4>:d 0x1000:uq {NoPreempt}
(f1.1.any4h) and (16|M0) r100.2<1>:d -(abs)tm0.0<0;1,0>:w -2049:w {NoDDChk}
not (1|M0) r127.2<2>:ud r127.0<2;2,1>:ud
(~f0.1.any32h) or (32|M0) r126.3<1>:uq r64.2<8;8,0>:uq -(abs)r31.0<8;8,0>:b {NoDDChk}
math.iqot (16|M24) r127.4<1>:ud -r7.2<4;4,1>:ud 0x1000:ud {AccWrEn,Switch}
(W) and (8|M0) r2.2<4>:w r100.1<2;2,1>:w (abs)r0.0<2;2,1>:w {NoDDClr}
mul (16|M16) (sat)r127.4<1>:ub r2.0<16;8,1>:uq -r1.0<1;1,0>:f
shl (32|M16) r100.2<2>:b a0.0<0;1,0>:w 4095:w
(f0.0.all4h) rndu (4|M0) r2.2<1>:f 0.5:f
rndz (4|M0) r100.4<2>:ud r127.7<4;4,1>:ud
xor (16|M16) (gt)f1.1 r31.2<4>:q r127.1<4;2,2>:q r0.0<16;8,2>:w {Atomic}
cbit (32|M0) r127.0<1>:d r2.7<8;8,0>:d
lzd (8|M0) r64.1<1>:uw r64.15<2;2,1>:uw {AccWrEn,Switch}
(~f0.0) add (32|M0) r0.0<2>:b null<0;1,0>:b r126.0<16;8,1>:b
frc (1|M0) r100.1<4>:w 0x63D01D:vf
bfrev (16|M0) r126.0<4>:uw 2147483647:d
cbit (1|M0) ip<4>:f r7.0<4;1,0>:f {NoDDChk}
rndu (32|M0) r126.2<4>:q r[a0.7,511]<16;8,2>:q {Breakpoint}
(W) math.rsqtm (8|M0) (eo)f1.1 r100.mme7:f r127.mme0:f
(~f1.1.all16h) lzd (32|M16) r7.2<1>:d -2049:d {NoDDChk}
(f1.0.any16h) rndz (8|M0) (le)f1.0 r2.2<4>:q a0.0<0;1,0>:q
math.sqt (8|M0) r2.0<1>:hf -(abs)r100.1<2;1,0>:hf
rnde (2|M24) (sat)r[a0.0,64]<2>:uq -1:d
(~f0.1.any16h) or (8|M0) r7.4<4>:d -(abs)r[a0.1,2]<16;8,1>:q r127.0<0;4,1>:b
(f0.1.any2h) shl (8|M0) (ne)f0.1 r31.4<1>:d (abs)r1.7<4;4,1>:d r2.0<0;4,1>:d
(~f0.1.allv) mach (32|M24) acc1.0<1>:w acc0.0<0;1,0>:w r100.0<0;1,0>:w {Breakpoint}
mov (16|M0) r1.0<1>:q -1:q {NoDDChk}
mov (32|M0) (lt)f0.0 r0.0<1>:d 0x9ADBCD0E:vf {Atomic}
mov (1|M12) tm0.0<1>:q (abs)r126.0<4;2,2>:b {NoDDClr}
and (4|M0) r[a0.3,-16]<1>:w (abs)tm0.1<0;1,0>:uq (abs)r1.0<4;4,1>:hf
(~f0.1.all16h) avg (4|M4) (lt)f0.1 r1.2<1>:uq a0.0<0;1,0>:uq r127.0<0;1,0>:uq {Atomic}
and (8|M0) r127.2<4>:df tm0.0<0;1,0>:df (abs)r2.0<0;1,0>:df
math.invm (8|M24) (eo)f1.1 r100.mme7:f (abs)r127.mme0:f r127.mme3:f {Atomic}
smov (16|M8) r64.0<2>:q r64.2<4;4,1>:ud r64.1<16;8,2>:ud {AccWrEn,Switch}
cmp (1|M28) (un)f1.1 r31.0<2>:f -r126.7<4;4,1>:f -r7.7<4;2,2>:f {AccWrEn,Breakpoint}
frc (2|M0) r7.0<1>:uw 0x5D3EBF11:vf
rndz (2|M28) r1.0<2>:b -a0.0<0;1,0>:w {NoDDChk}
bfrev (1|M12) r2.4<1>:uw r2.0<8;8,1>:uw
(~f1.0.all32h) cmpn (16|M8) r127.0<4>:uq r1.2<8;4,2>:w (abs)r1.15<8;4,2>:w
(f0.0.allv) addc (16|M8) r1.2<1>:f sr0.0<0;1,0>:b r7.0<16;16,1>:b {Breakpoint,NoDDClr}
(f0.0.allv) movi (32|M0) r126.0<4>:w r[a0.2,16]<1,0>:w 0x1:ud {NoDDClr}
fbl (8|M0) r64.4<1>:uw r31.1<8;8,1>:uw
mov (8|M16) (sat)r64.0<1>:hf r127.0<0;4,1>:hf
rndu (1|M0) r31.2<4>:q r64.0<32;8,4>:f
(W) math.rsqtm (16|M0) (eo)f1.1 (sat)r1.mme5:f r27.mme0:f
(f1.0.any32h) add (1|M4) (eq)f1.0 r126.1<1>:ub tm0.1<0;1,0>:hf -r126.0<4;4,1>:hf
(W&~f0.0) rndd (16|M8) (eq)f0.0 r127.0<1>:ub r100.15<8;8,1>:ub {Breakpoint}
(~f0.1.all4h) shr (8|M24) r100.3<2>:uq cr0.0<0;1,0>:uq 1.001358e-05:hf
cbit (4|M8) r2.1<2>:df r[a0.0,-512]<1,0>:ud
(~f0.1.any2h) not (2|M8) r[a0.3,-16]<4>:ud r127.0<1;1,0>:ub
(~f1.0.any32h) mov (32|M0) r1.0<1>:uw 0x6BA75BA9:uv
mov (32|M8) r127.1<1>:ud -r7.2<4;2,2>:df {AccWrEn}
mac (8|M16) acc1.0<4>:uq r1.3<2;2,1>:uq (abs)r0.2<0;1,0>:uq
mul (32|M24) r31.4<4>:hf -r127.0<4;2,2>:hf r0.1<2;2,1>:hf {AccWrEn}
(f1.0.anyv) subb (16|M0) (ne)f1.0 r0.1<1>:uw r1.3<0;4,1>:uw r64.0<8;4,2>:uw
(W) cmp (16|M0) r2.1<2>:d r0.7<16;8,2>:d (abs)r0.3<32;8,4>:d
(~f0.0.any4h) sel (32|M0) r126.4<2>:ud f0.0<0;1,0>:ub r[a0.0,2]<32;8,4>:ub {NoDDChk}
(f0.1.all8h) cmp (8|M24) r[a0.1,16]<1>:ub r100.2<32;8,4>:d -r126.2<32;8,4>:d
(W) shl (1|M0) (sat)r100.4<2>:uw (abs)dbg0.0<0;1,0>:uw (abs)r126.15<1;1,0>:uw {NoDDClr}
rndz (2|M0) r7.2<2>:b f0.0<0;1,0>:b
(f0.1.all2h) fbh (2|M0) r100.4<4>:ud 0xED3A9213:vf {Atomic}
mach (1|M16) r127.4<1>:w -(abs)r126.0<4;4,1>:w 4096:w
(f1.0.any16h) asr (8|M16) (ge)f1.0 null<1>:uw (abs)r64.0<8;8,1>:uw r31.7<0;1,0>:hf
(W&f1.1) cmp (1|M0) r2.0<2>:d -sr0.1<0;1,0>:ub (abs)r127.15<2;2,1>:ub
(W&~f1.0) lzd (32|M24) (le)f1.0 r127.1<4>:w (abs)r1.15<8;8,1>:w
(f1.0.any8h) movi (16|M0) r64.4<2>:w r[a0.0]<1,0>:w null<0;1,0>:ud
and (8|M0) null<2>:d -(abs)f1.1<0;1,0>:uq r64.3<8;8,0>:uq
(W) fbl (16|M0) r126.2<1>:hf r100.2<1;1,0>:hf
frc (16|M0) cr0.0<1>:ud -(abs)r31.15<32;8,4>:w
and (32|M0) r64.2<4>:w ~r126.15<0;4,1>:w r31.2<1;1,0>:w
(f1.1.all2h) cmpn (32|M0) (gt)f1.1 r127.0<1>:uw r[a0.0]<1;1,0>:w r1.0<16;8,1>:w
math.invm (1|M4) (eo)f1.1 r1.mme7:f (abs)r1.mme7:f (abs)r2.mme3:f
(f0.1.any2h) math.exp (4|M4) r126.4<4>:hf -(abs)r127.1<2;2,1>:hf
movi (16|M24) r126.0<1>:f r[a0.0]<1,0>:f null<0;1,0>:ud
(f1.1.all32h) rndu (8|M0) r[a0.1,64]<1>:w 1:w {AccWrEn}
xor (2|M24) r31.1<1>:uq -(abs)f1.1<0;1,0>:f ~r100.0<16;16,1>:f
(W) math.invm (2|M0) (eo)f0.0 (sat)r1.mme7:hf r1.mme0:hf -(abs)r64.mme7:hf {AccWrEn}
(W&f0.0) sel (4|M0) r100.0<1>:d (abs)r1.1<0;1,0>:w r31.3<4;2,2>:w
(f1.0.any4h) and (16|M8) r[a0.1,16]<1>:f (abs)r7.0<8;8,1>:f inf:f
shr (16|M24) (eq)f1.0 a0.0<4>:ud (abs)r127.0<4;2,2>:f 0.0:f {NoDDChk}
cmp (8|M0) tm0.0<2>:hf -(abs)r31.7<0;4,1>:f -r7.7<16;8,2>:f {Breakpoint}
(f0.0.allv) add (8|M0) (un)f0.0 (sat)r64.0<2>:b r64.15<16;8,1>:b (abs)r7.2<32;8,4>:b
(~f1.0.all4h) and (16|M0) r64.4<1>:f tm0.0<0;1,0>:d -(abs)r[a0.1,-32]<16;8,1>:d
smov (16|M0) r7.0<2>:d sr0.0<0;1,0>:hf r1.2<8;8,0>:hf
mach (2|M24) r64.1<4>:uw -r126.0<4;1,0>:uw r1.0<4;1,0>:uw {AccWrEn,NoDDChk}
sel (8|M16) (eq)f0.1 (sat)r0.3<2>:q -(abs)r100.3<2;1,0>:df -(abs)r31.3<0;4,1>:df {Breakpoint}
(W) frc (2|M0) (le)f0.1 tm0.0<1>:hf 3.140625e+00:hf
(W) mov (1|M16) r127.4<1>:hf -0.0:hf {NoDDClr}
avg (16|M0) acc1.0<2>:uq r31.2<2;1,0>:uq r126.2<4;4,1>:uq {AccWrEn}
(f1.1.all16h) xor (32|M0) r126.2<1>:df -(abs)r100.3<32;8,4>:df r126.0<8;8,0>:ub {AccWrEn}
(~f0.0.all8h) asr (8|M0) r[a0.0]<1>:d dbg0.0<0;1,0>:d r0.7<4;1,0>:f
math.sin (8|M0) r64.1<2>:hf r64.2<16;8,2>:hf
movi (32|M24) r1.1<4>:d r[a0.0]<1,0>:d 0x1:ud
sel (2|M4) r1.4<4>:uw -(abs)r0.3<4;4,1>:uw r64.0<0;1,0>:uw {Atomic}
(W) rnde (16|M0) (eq)f0.1 acc0.0<4>:d 1:d {NoDDChk,NoDDClr,NoPreempt}
(f0.0.anyv) not (8|M0) r[a0.3,-16]<1>:d r100.0<16;16,1>:d
rnde (8|M0) r7.0<4>:b 1.4013e-45:f {Atomic}
(f1.0.anyv) and (8|M0) r2.4<1>:b (abs)r100.0<0;4,1>:b inf:f
(f0.0) rndd (2|M0) r64.3<1>:df -(abs)r1.3<1;1,0>:df {NoDDClr}
(W) frc (2|M0) null<4>:w r0.15<1;1,0>:w
(~f0.1.anyv) bfrev (8|M0) r1.1<1>:uq 0x1000:uq
shl (16|M0) r100.0<1>:hf ce<0;1,0>:hf (abs)r1.1<8;8,1>:uw
(~f1.1.any16h) avg (32|M8) r64.0<1>:q r0.0<4;4,1>:q 0xFFFFFFFF:ud
(W) rndz (2|M12) r31.0<2>:uw r0.7<0;4,1>:uw
(f0.1.allv) cmp (4|M28) sr0.0<1>:uq r1.0<8;8,0>:uq r1.2<16;8,2>:uq {NoDDClr}
(f0.0) lzd (8|M0) (ov)f0.0 r64.4<2>:f acc0.0<0;1,0>:f
(~f0.1.anyv) mov (8|M0) r7.0<4>:ud 0x1000:ud {NoDDChk}
subb (1|M12) r1.0<1>:df r[a0.7]<1,0>:uq r126.3<4;4,1>:uq
mac (8|M0) r7.2<4>:uw acc0.0<0;1,0>:uq r100.0<16;8,1>:b
(W) mac (8|M0) (ov)f0.0 r127.4<1>:d -(abs)r127.7<16;16,1>:d r2.0<8;4,2>:d
(~f0.0.anyv) not (32|M0) (lt)f0.0 r1.0<2>:f r100.0<0;4,1>:w
(W&f1.1) sel (2|M0) a0.0<4>:b -(abs)f1.1<0;1,0>:b -(abs)r2.2<4;2,2>:b
rndu (4|M0) (ov)f1.1 r127.2<1>:d (abs)r127.0<2;1,0>:d
math.inv (8|M0) r31.0<1>:hf r31.0<4;2,2>:hf
(f0.1.any8h) ror (2|M0) cr0.0<1>:hf r2.2<8;8,1>:hf 100.25:hf {Switch}
(~f0.0.all8h) rndd (16|M8) r31.1<1>:f -r2.7<1;1,0>:f {Breakpoint}
(f1.0.all32h) asr (8|M0) (gt)f1.0 r1.4<2>:w r31.15<1;1,0>:w r0.1<2;1,0>:w {Breakpoint,NoDDClr}
not (8|M0) r64.4<4>:hf r100.3<8;8,0>:hf {NoDDClr}
sel (16|M0) (sat)r31.4<4>:w r2.0<2;1,0>:w -r7.0<2;1,0>:w
add (16|M8) (gt)f1.1 r2.2<2>:q (abs)sr0.0<0;1,0>:q r2.3<4;2,2>:q
asr (2|M24) (eq)f1.1 r100.4<2>:hf -a0.0<0;1,0>:hf r7.7<8;8,1>:hf
(W) and (8|M0) r64.0<4>:ub -(abs)r31.0<8;8,1>:ub r7.1<0;1,0>:ub
mac (2|M28) r64.0<2>:hf r100.7<0;4,1>:hf -r31.7<2;2,1>:hf {Switch}
(f0.1) cmp (4|M0) r31.2<1>:ud -(abs)r1.1<32;8,4>:ud r31.3<8;8,0>:uq
(f1.0.all32h) shl (16|M16) (lt)f1.0 (sat)ip<1>:ud r7.2<16;8,1>:ud 0x1:ud
math.sqt (16|M16) r7.0<1>:f -r2.0<4;1,0>:f
and (8|M16) r2.2<1>:df r7.3<0;4,1>:df r[a0.2,2]<1,0>:df
(f1.1.any2h) fbl (4|M24) acc0.0<1>:df r100.3<16;8,2>:uw {Breakpoint}
sel (4|M0) r100.4<2>:uw r126.1<0;4,1>:uw r2.1<0;4,1>:uw
shr (8|M0) r127.4<1>:w tdr0.0<0;1,0>:uw -r0.1<1;1,0>:uw
(~f0.0.all8h) or (32|M24) r126.1<1>:q r127.1<8;8,1>:q -(abs)r64.0<32;8,4>:q
rndu (8|M8) r[a0.1,16]<1>:f -(abs)r[a0.1,16]<1,0>:f {NoDDClr}
rndd (8|M16) r126.0<1>:f -(abs)r[a0.1,16]<32;8,4>:f {AccWrEn}
(W) rndu (16|M0) (eq)f1.0 r100.2<4>:ud r31.7<4;2,2>:ud {Switch}
mac (1|M20) (eq)f1.1 r126.4<1>:ud -(abs)f0.0<0;1,0>:uq (abs)r0.0<16;16,1>:uq {NoPreempt}
cmp (16|M0) r100.4<1>:ud (abs)a0.0<0;1,0>:ud -r64.7<16;8,2>:ud
rnde (8|M8) (sat)r100.0<1>:df r64.3<4;4,1>:df
rndu (16|M0) (un)f1.1 f1.0<4>:b r100.15<8;8,0>:b
frc (16|M0) r31.2<2>:uw r64.0<0;4,1>:uw
(~f0.0.anyv) bfi1 (32|M8) r0.2<2>:d r7.1<32;8,4>:d 2047:d
and (8|M8) r[a0.3,64]<2>:f tm0.0<0;1,0>:f (abs)r126.0<2;1,0>:uq
rndd (4|M0) r127.0<2>:w fc0.0<0;1,0>:w {NoDDClr,Switch}
rndu (16|M16) r127.1<1>:df r7.3<8;8,1>:uq
(f1.0.any2h) cmpn (32|M24) (ov)f1.0 r1.0<2>:uq -(abs)fc0.0<0;1,0>:ub -(abs)r64.0<16;8,1>:f
(~f1.1.all4h) rndz (2|M0) r2.0<1>:f r[a0.7,-32]<2;1,0>:f
movi (2|M16) acc1.0<2>:uw r[a0.2,2]<1,0>:uw null<0;1,0>:ud {AccWrEn}
frc (2|M12) r2.3<1>:df 65504.0:df {Switch}
(~f0.1.any4h) smov (16|M0) r0.2<2>:ud r[a0.0,511]<4;2,2>:ud 0xFFFFFFFF:ud
(f0.1.any2h) frc (8|M0) r0.0<2>:f -(abs)r100.3<32;8,4>:q
(~f1.0.all8h) bfi1 (16|M16) r64.0<2>:df msg0.0<0;1,0>:df -2048:d
(W&f1.0) mach (8|M0) r[a0.1,16]<4>:ub sr0.1<0;1,0>:ub r100.0<2;2,1>:ub {NoDDClr,NoPreempt}
(~f1.1.anyv) math.sqt (16|M0) r0.0<1>:hf r31.1<2;1,0>:hf {Atomic}
(W) rndz (16|M16) (eq)f1.1 acc1.0<1>:df 0.5:df
cmp (32|M0) (ov)f0.0 r127.1<1>:b (abs)fc0.0<0;1,0>:b r2.0<4;1,0>:uq
xor (4|M0) r2.1<4>:b r0.7<4;1,0>:b -2147483648:d
(f0.1.any4h) movi (32|M24) r0.2<1>:d r[a0.0,16]<1,0>:d 0x1:ud
frc (2|M8) (ne)f0.0 r31.0<1>:hf 0.1:df {NoDDChk}
(f0.1.all8h) movi (1|M28) r1.2<2>:uw r[a0.0,16]<1,0>:uw null<0;1,0>:ud
shr (16|M24) (un)f0.0 r126.1<1>:ub r100.1<8;4,2>:ub 0x89DC2C6F:ud
rndd (1|M0) null<1>:d -(abs)r[a0.7,-512]<1,0>:ud
cbit (8|M0) ip<2>:uq r31.1<8;8,1>:uq {NoDDClr}
bfrev (16|M0) r127.0<1>:q r[a0.7,-512]<1,0>:q
frc (2|M28) r2.2<1>:b -32768:w {Breakpoint,Switch}
lzd (8|M0) (ne)f1.0 r7.2<4>:b -(abs)f1.1<0;1,0>:b {NoDDChk}
asr (2|M0) r31.0<1>:ub -msg0.0<0;1,0>:ub (abs)r100.1<4;2,2>:ub
(W) rndz (8|M0) (lt)f0.1 r127.0<1>:d -r100.3<4;1,0>:d {NoDDChk}
asr (16|M0) (eq)f1.0 (sat)r126.0<1>:uw r2.2<8;8,1>:uw (abs)r31.0<0;4,1>:uw {NoPreempt}
shr (8|M0) (eq)f1.0 r2.2<4>:w r0.3<4;1,0>:ud -(abs)r[a0.7,-32]<1,0>:ud
(~f1.1.all32h) asr (1|M0) (gt)f1.1 r[a0.1]<2>:df (abs)r31.2<16;16,1>:ud -(abs)r64.3<8;8,0>:ud
(~f1.1.all16h) or (16|M0) r127.4<2>:d r64.0<4;1,0>:d r64.0<2;1,0>:d {Breakpoint}
avg (2|M8) sr0.0<2>:uw -(abs)r7.0<0;4,1>:uw r2.15<2;2,1>:uw
(~f0.0.all32h) not (8|M0) r64.0<2>:f r126.7<32;8,4>:f {Atomic}
and (32|M24) r0.3<4>:q r127.3<32;8,4>:q r127.0<32;8,4>:q {NoDDClr}
(W&~f1.1) addc (16|M16) (eq)f1.1 r[a0.1]<2>:d r1.7<16;16,1>:d r[a0.7,511]<1,0>:df
(f0.1.anyv) rndz (8|M16) (lt)f0.1 r64.1<1>:df (abs)fc0.0<0;1,0>:df {Switch}
(~f0.1.all16h) and (1|M0) r0.1<2>:df ~a0.0<0;1,0>:uw 0x0:uw {NoDDClr}
(W) rndz (32|M0) (lt)f1.0 r0.4<4>:uw -r100.3<2;2,1>:uw {NoDDChk}
(f1.1.all8h) mul (32|M0) r100.2<1>:q tdr0.0<0;1,0>:q -(abs)r127.0<2;2,1>:uw {Switch}
lzd (8|M0) (un)f0.0 r7.3<2>:q (abs)acc0.0<0;1,0>:q
avg (1|M0) (sat)r127.4<2>:uw (abs)n0.0<0;1,0>:ub (abs)r[a0.2,2]<4;4,1>:q {Breakpoint,NoPreempt}
avg (16|M0) r64.1<1>:b -(abs)r[a0.2,511]<1,0>:b r31.0<4;1,0>:b {Breakpoint}
mov (16|M24) (gt)f0.0 r127.4<4>:d r127.2<4;4,1>:d
rndd (32|M8) r7.0<1>:hf r100.0<4;1,0>:hf {NoDDClr}
smov (8|M16) r[a0.1,-16]<2>:df r7.2<16;8,2>:df r2.3<16;8,1>:df
(W) avg (8|M8) acc1.0<1>:df -(abs)sp.0<0;1,0>:df -r2.0<8;4,2>:df
asr (2|M8) r7.2<4>:df r[a0.0,16]<4;1,0>:df r127.1<16;8,2>:df
(W) lzd (32|M16) (lt)f0.1 r[a0.3,64]<2>:q r64.3<4;4,1>:q {Breakpoint}
(~f0.0.any2h) fbl (8|M24) r2.0<4>:ub r0.1<4;2,2>:ub
shr (4|M28) (ov)f0.0 r0.1<1>:df (abs)a0.0<0;1,0>:df -(abs)r126.1<8;8,1>:df
(f1.0.any4h) rndd (16|M0) r100.0<1>:d -(abs)r0.0<2;1,0>:d
avg (8|M0) r100.0<1>:ub (abs)r127.1<4;1,0>:hf r2.0<0;1,0>:hf {AccWrEn,Breakpoint,NoDDChk}
(W&~f1.0) asr (2|M24) r100.3<4>:q -(abs)a0.0<0;1,0>:q -(abs)r2.0<8;8,0>:f {NoDDClr}
(~f1.0.all16h) asr (8|M8) r0.2<1>:f (abs)cr0.0<0;1,0>:f r0.7<2;1,0>:d {NoPreempt}
not (16|M16) (ge)f0.0 r[a0.1]<1>:ub ~r100.1<0;4,1>:ub
and (8|M8) (ov)f0.1 r[a0.0,-16]<4>:f fc0.0<0;1,0>:f -(abs)r31.1<16;8,1>:f {Atomic,NoDDClr}
(f1.0.all2h) movi (2|M24) f1.0<1>:w r[a0.0]<1,0>:w 0x1:ud
(~f0.0.all16h) mul (8|M24) (sat)r0.0<1>:ud ip<0;1,0>:ud 0x1:ud
(W&f0.1) cmpn (8|M0) (lt)f0.1 f1.0<1>:uw -null<0;1,0>:uw -r100.3<4;4,1>:uw
(W) math.inv (2|M0) r1.0<2>:hf -r64.15<4;1,0>:hf
(W) lzd (16|M16) (le)f0.0 r1.0<1>:b r126.7<8;8,0>:b {NoDDChk}
xor (16|M24) (gt)f0.0 r0.4<4>:w (abs)r31.0<8;8,1>:w -(abs)r31.7<4;2,2>:w {Switch}
(~f1.1) sel (4|M0) r100.0<4>:d -r2.0<8;4,2>:d (abs)r127.0<32;8,4>:d
rndu (1|M0) (le)f0.0 f0.0<1>:b -r7.0<2;2,1>:hf
(f0.0.all32h) fbl (1|M0) r1.0<4>:b 0x4A28A51E:vf
ror (16|M16) (lt)f0.1 r31.0<1>:df r126.3<2;1,0>:hf r31.0<2;1,0>:f {AccWrEn}
frc (1|M0) r100.1<1>:d r126.7<8;8,1>:b {AccWrEn,Breakpoint}
not (16|M0) acc1.0<1>:f r0.7<1;1,0>:f
(W) movi (2|M24) r127.0<2>:d r[a0.1,16]<1,0>:d 0x1:ud {NoDDChk}
mov (16|M0) r7.2<2>:df -r[a0.2,-32]<1,0>:w
(f1.1.all8h) math.invm (4|M0) (eo)f1.1 r1.mme1:f -r2.mme3:f (abs)r1.mme7:f {Atomic,Breakpoint,NoDDChk}
fbl (8|M16) r31.0<2>:d 0x42F861E7:v
(~f1.1.anyv) mac (8|M8) (ge)f1.1 r100.4<1>:f r1.7<8;4,2>:f -r2.7<16;8,2>:f {NoDDClr}
addc (4|M12) r126.0<2>:w r64.15<4;1,0>:w r0.2<2;2,1>:w
math.invm (32|M0) (eo)f1.1 r1.mme0:f -(abs)r27.mme3:f (abs)r27.mme0:f {AccWrEn,Atomic}
mac (1|M4) (un)f0.0 r64.0<4>:ub r127.1<1;1,0>:ub r7.1<0;4,1>:ub {NoPreempt}
sel (16|M8) sr0.0<1>:b -(abs)r1.2<2;2,1>:b r1.3<16;8,2>:f
math.fdiv (4|M16) (sat)r1.0<1>:f (abs)r7.7<4;2,2>:f -r[a0.1]<16;16,1>:f {Switch}
movi (8|M0) r1.0<4>:d r[a0.1]<1,0>:d null<0;1,0>:ud
rndd (16|M0) (sat)r127.0<1>:w r64.2<0;4,1>:ub {AccWrEn,Breakpoint}
and (16|M24) r7.0<4>:hf (abs)cr0.0<0;1,0>:hf r31.15<2;1,0>:hf
mul (1|M0) (un)f0.0 f1.0<2>:q r126.3<16;16,1>:uq (abs)r1.1<16;8,2>:ud
rndu (1|M0) r31.4<1>:f ip<0;1,0>:f
(W&f1.0) not (2|M0) (ov)f1.0 r2.0<4>:b r64.1<16;8,2>:b
(W) rndu (32|M24) (sat)a0.0<4>:ub -(abs)r[a0.2,-512]<4;1,0>:ub {NoDDClr}
(f0.0.any32h) bfrev (16|M0) r126.4<2>:w 0x85AD0878:vf
avg (16|M0) (sat)r64.2<4>:ud -(abs)r126.0<16;16,1>:b r64.3<8;8,1>:b
cbit (8|M0) r31.0<1>:ud cr0.0<0;1,0>:ud
cmp (4|M20) r31.2<4>:uq r31.3<8;8,0>:df (abs)r127.2<2;1,0>:df
(~f1.1.anyv) and (8|M0) (ov)f1.1 null<1>:ub ~sr0.0<0;1,0>:ub r127.0<2;2,1>:ub {NoDDChk}
(~f1.0.all8h) ror (16|M24) r100.2<1>:uq r2.3<2;2,1>:uq r7.1<4;1,0>:uq {Switch}
lzd (16|M8) r1.4<2>:d r64.2<8;8,1>:b
cmp (8|M16) r100.2<1>:ub n0.0<0;1,0>:ub r0.3<0;4,1>:ub {NoDDClr}
movi (4|M20) r31.0<1>:w r[a0.1,16]<1,0>:w null<0;1,0>:ud {Atomic}
cmpn (8|M0) r7.0<2>:hf r2.2<0;4,1>:hf -(abs)r7.0<8;8,0>:uq
frc (8|M0) (ge)f0.0 r1.2<1>:uq -(abs)acc0.0<0;1,0>:d {NoPreempt}
(~f0.1.anyv) shl (16|M0) (un)f0.1 r2.2<1>:b -r1.2<8;8,1>:b r2.15<4;2,2>:b {Atomic}
(f0.0.any2h) fbl (8|M0) tm0.0<1>:hf r127.3<32;8,4>:hf {AccWrEn}
(f1.0) frc (8|M0) r[a0.3,64]<4>:f r31.1<8;8,1>:f {NoPreempt}
rndd (1|M12) r127.0<1>:f 0x1000:ud
rndd (4|M16) (le)f0.1 r100.0<4>:uq -(abs)r2.3<8;4,2>:uq {Atomic,Breakpoint}
bfrev (1|M8) r100.3<1>:q ip<0;1,0>:q
rndd (1|M28) (ov)f1.0 r7.0<1>:f -r127.0<4;4,1>:f
(~f0.1.all8h) shl (4|M12) r[a0.1]<4>:b -(abs)sr0.1<0;1,0>:b -(abs)r126.0<8;8,0>:ub
(f0.0.any16h) cmpn (16|M16) (gt)f0.0 r7.2<1>:ud (abs)r64.7<2;2,1>:ud (abs)r1.2<32;8,4>:ud
math.rsqtm (4|M0) (eo)f1.1 (sat)r100.mme7:f -(abs)r1.mme3:f {NoDDChk}
(W) movi (1|M12) r0.4<2>:ud r[a0.0,16]<1,0>:ud null<0;1,0>:ud
(~f1.0.all2h) shr (16|M0) r[a0.3,16]<1>:d -ip<0;1,0>:d r100.0<16;8,2>:d
(f1.1.any8h) rndd (2|M0) (eq)f1.1 cr0.0<1>:ud (abs)r[a0.2]<1,0>:ud
(W&~f1.1) smov (16|M8) r2.2<2>:d r64.0<1;1,0>:d -1:d
(W) or (2|M0) (lt)f1.1 r100.2<1>:hf r100.15<8;4,2>:hf -1.5:hf {NoPreempt}
(~f0.0.all2h) sel (8|M0) r64.1<4>:q -f0.0<0;1,0>:uq r2.2<4;4,1>:uq
cmp (32|M0) r126.4<4>:uw (abs)r64.2<4;4,1>:w -r126.0<16;8,2>:w
fbh (32|M0) r7.1<1>:d r64.7<2;1,0>:d {Breakpoint}
movi (32|M0) r126.0<4>:ud r[a0.0,16]<1,0>:ud 0x1:ud {NoDDClr}
(W&f1.0) math.iqot (16|M0) r31.2<1>:d r0.3<4;2,2>:d r0.0<32;8,4>:d
not (16|M0) (ov)f0.0 r100.0<2>:df r127.3<8;8,1>:df {AccWrEn}
xor (16|M0) r2.2<1>:uw a0.0<0;1,0>:q r7.1<8;8,0>:q {AccWrEn}
mov (16|M0) (ne)f0.1 r127.4<2>:d -(abs)r1.2<2;1,0>:d {NoDDClr,Switch}
cbit (16|M0) r[a0.1,-16]<2>:hf r1.0<0;4,1>:hf
(f0.0.any32h) shr (1|M0) r64.0<1>:df -(abs)r31.0<8;8,0>:df (abs)r1.1<16;8,2>:df {Atomic}
(~f1.1.all2h) cmp (16|M0) r0.2<1>:d -r126.0<4;1,0>:b -(abs)r7.2<4;2,2>:b {NoDDClr}
(W) rndu (8|M0) r2.0<1>:hf -r31.2<2;1,0>:hf {AccWrEn}
rndu (2|M0) r127.0<4>:q r126.3<2;1,0>:q {NoDDClr}
(W) math.log (1|M0) r31.0<1>:f (abs)r31.2<4;2,2>:f {NoDDChk}
(W&~f0.0) cmp (1|M0) a0.0<1>:w r[a0.1,16]<1,0>:w -(abs)r2.2<2;2,1>:w
(~f1.1.all16h) math.invm (8|M16) (eo)f1.1 r1.mme0:f r127.nomme:f (abs)r27.mme7:f {AccWrEn}
cmpn (2|M0) (le)f0.0 r2.0<2>:b r7.1<16;8,2>:b r127.1<16;8,2>:uq {Breakpoint}
not (16|M0) r126.3<1>:uq ~r127.1<4;1,0>:uq
lzd (8|M8) (eq)f0.1 r127.0<4>:ud -(abs)fc0.0<0;1,0>:ud {Atomic}
(f0.0) rndu (16|M8) r[a0.0,16]<2>:q -r100.3<32;8,4>:q
xor (8|M0) r0.1<1>:b (abs)r31.3<8;4,2>:b ~r100.3<0;4,1>:b
(W&f1.0) shl (4|M28) r1.2<4>:uw f1.1<0;1,0>:uw 0x1000:uw
(~f0.1) lzd (8|M0) r[a0.1,16]<4>:w r100.7<16;16,1>:w
mul (8|M16) r7.4<2>:uw -(abs)r127.3<16;16,1>:uw -(abs)r126.0<4;2,2>:uw {AccWrEn,Breakpoint,NoDDChk}
cmpn (8|M16) sr0.0<2>:d (abs)r0.0<2;1,0>:uq r64.15<4;2,2>:uw {Atomic}
lzd (8|M0) r7.4<1>:hf 1.001358e-05:hf {Switch}
movi (8|M16) r64.0<2>:f r[a0.0]<1,0>:f null<0;1,0>:ud {AccWrEn}
frc (32|M16) r127.0<2>:w 0xF0CE8290:vf
(~f0.1) xor (2|M0) r7.1<1>:q -(abs)ip<0;1,0>:q ~r100.1<4;1,0>:q
shr (2|M0) (sat)r2.0<2>:ud r2.7<8;4,2>:ud r64.3<4;4,1>:ud
addc (2|M28) tm0.0<1>:ud r1.7<4;2,2>:ud 0x0:uw
(~f1.0.any16h) or (8|M16) r100.3<1>:df r0.0<4;4,1>:df ~r1.0<8;8,0>:df {NoDDClr}
avg (8|M0) tm0.0<1>:hf -r7.7<32;8,4>:hf r64.0<16;16,1>:hf
movi (16|M0) ip<2>:d r[a0.2,16]<1,0>:d 0x0:ud
fbl (4|M12) r7.0<1>:b r100.0<16;16,1>:b
and (16|M16) r[a0.0]<1>:ub r2.0<8;4,2>:ub r126.3<8;8,1>:q
(f0.0.allv) shl (2|M0) r0.2<4>:b r0.1<16;16,1>:b -(abs)r0.0<32;8,4>:ub
(W&f0.0) subb (16|M8) r64.2<1>:q r127.3<4;4,1>:q -2147483648:d
rndz (1|M8) r0.4<4>:ub -(abs)r64.0<16;8,1>:uq
add (32|M0) r100.2<1>:uq r100.1<1;1,0>:uq -r31.0<4;2,2>:uq
add (2|M0) r127.0<2>:uw -acc1.0<0;1,0>:uw r1.3<32;8,4>:uw
(~f1.0.allv) mul (8|M0) r127.0<1>:uw -r0.3<8;4,2>:d -r7.0<0;1,0>:d
(W) bfi1 (1|M0) r126.1<2>:q r127.0<16;8,1>:q r2.7<8;8,1>:b {NoDDClr}
asr (1|M0) r2.0<2>:b (abs)fc0.0<0;1,0>:uq -(abs)r[a0.2,16]<16;16,1>:uq
math.invm (8|M24) (eo)f0.0 r100.mme1:f -(abs)r27.mme0:f (abs)r1.mme0:f
(W) mul (1|M8) r[a0.3,64]<4>:uw sr0.1<0;1,0>:uw r0.0<32;8,4>:uw {NoDDChk}
(f0.0.any16h) mul (8|M0) f1.0<4>:ub r100.0<2;2,1>:ub r64.0<4;1,0>:ub {AccWrEn}
fbl (8|M0) r1.2<1>:q r[a0.7]<1,0>:q
bfi1 (16|M0) r7.0<1>:uw r0.0<2;2,1>:q r7.0<8;4,2>:q
(f0.1.any8h) mac (16|M0) r7.4<4>:hf sp.0<0;1,0>:hf 1.0:hf
rndu (8|M0) r126.0<2>:w r0.7<8;8,1>:w
(f1.0.all16h) frc (8|M0) a0.0<1>:q -9223372036854775808:q
(W) rndd (32|M8) (un)f1.1 r126.4<1>:hf 0xAF349530:uv
(W) mul (2|M24) r7.4<2>:ud -f0.0<0;1,0>:ud -(abs)r[a0.7,-512]<1,0>:ud
(W&f0.1) math.cos (16|M8) r2.1<2>:hf (abs)r2.1<16;8,1>:hf {NoDDClr}
shl (8|M8) r127.2<1>:df r7.2<0;4,1>:df r100.7<4;1,0>:ud
rndd (8|M0) r127.0<1>:d 32767:w
rndu (8|M0) r0.2<2>:ub -1:d
movi (16|M0) acc1.0<2>:d r[a0.1,16]<1,0>:d 0x0:ud
(~f1.1.all4h) mach (8|M0) f1.0<1>:uq -r[a0.2,-512]<2;1,0>:uq -r1.3<16;8,1>:uq {AccWrEn}
or (16|M0) r7.2<4>:b ce<0;1,0>:b r[a0.1]<16;16,1>:b
(~f1.1.allv) rndd (1|M8) r31.2<1>:uq r127.1<16;8,2>:d
rndu (16|M0) (lt)f0.0 r7.2<1>:d -1:d {Atomic}
smov (8|M0) r2.1<1>:uq r2.2<16;8,2>:q r100.0<2;1,0>:q
(f0.1.any16h) smov (2|M28) r2.4<4>:d r31.3<8;4,2>:d 0:d {NoDDClr}
(f1.1.anyv) fbl (16|M0) r7.0<1>:df 0.1:df
math.rsqt (32|M0) r64.0<1>:f -(abs)r64.0<32;8,4>:f
frc (16|M0) (le)f0.1 r1.1<4>:f -(abs)r2.1<1;1,0>:f {Switch}
math.invm (16|M0) (eo)f1.1 r1.mme5:hf -(abs)r27.mme0:hf r2.mme3:hf
(f1.0.all4h) avg (4|M24) (lt)f1.0 r0.0<1>:ud (abs)sr0.0<0;1,0>:ud 0:d
not (32|M0) r64.2<2>:uq -(abs)r0.3<16;8,1>:uq
subb (32|M8) (sat)r0.0<1>:ub acc1.0<0;1,0>:ub r1.3<16;8,2>:ub
avg (8|M0) (sat)r[a0.0,64]<1>:df r127.2<16;16,1>:df -r64.3<8;8,1>:df {AccWrEn,NoPreempt}
rndd (16|M8) r31.2<4>:ud 0xFFF:ud {Breakpoint}
rndz (4|M4) r64.3<2>:df (abs)r1.1<8;8,1>:ud
rndz (8|M0) (sat)r[a0.0,64]<1>:f 65504.0:f
math.invm (8|M24) (eo)f0.0 r100.mme1:df -(abs)r2.mme3:df -(abs)r127.mme3:df {NoPreempt}
shr (8|M8) (le)f1.1 r64.0<1>:d -(abs)r1.7<8;4,2>:d r[a0.1,2]<1,0>:d {Atomic}
not (32|M0) r2.0<2>:b r64.3<8;8,1>:b {NoDDClr}
(f0.1.allv) mov (8|M0) (eq)f0.1 r[a0.0,16]<1>:q msg0.0<0;1,0>:b {Atomic,NoDDClr}
mov (8|M0) r2.0<4>:f r100.3<4;1,0>:df
(f0.0.allv) add (8|M8) r1.2<4>:ub f0.0<0;1,0>:d r0.0<8;8,0>:d {Switch}
fbl (16|M8) r31.2<4>:hf 0x2E66:hf
(~f0.1.any4h) lzd (32|M0) r7.0<1>:ub r7.2<8;4,2>:ub
(~f1.0.all2h) shl (8|M0) (sat)r1.1<2>:f (abs)acc0.0<0;1,0>:df r0.0<0;4,1>:df
lzd (8|M16) r31.3<4>:uq -tm0.1<0;1,0>:uq
mach (16|M8) r7.2<1>:f (abs)sr0.0<0;1,0>:q -r100.0<0;4,1>:q
movi (4|M0) r31.0<4>:w r[a0.1,2]<1,0>:w 0x1:ud {Breakpoint}
bfi1 (8|M0) cr0.0<1>:w r1.0<1;1,0>:w 1:w {NoDDClr}
rndd (16|M0) (ov)f1.0 (sat)null<4>:ub -sp.0<0;1,0>:ub
or (4|M0) r0.0<4>:w r2.0<2;2,1>:w r31.7<2;2,1>:w
cmp (8|M0) (gt)f0.1 r7.0<2>:d -r2.15<1;1,0>:w r100.0<4;1,0>:w
(f0.1.all2h) mac (2|M28) r2.0<4>:q cr0.0<0;1,0>:q -inf:f {NoDDChk}
(f0.1) not (16|M0) r2.2<2>:uw r[a0.7,-32]<1,0>:d {NoPreempt}
(W) cbit (1|M8) r2.0<1>:q r31.2<8;8,1>:q
(~f0.1.all8h) avg (16|M0) (ge)f0.1 r2.0<4>:q cr0.0<0;1,0>:q (abs)r126.2<32;8,4>:q
cmpn (4|M16) r100.0<4>:q r31.3<4;1,0>:uq 0x1:ud
(W) rndd (32|M8) (le)f1.1 r64.4<1>:uw r126.0<4;4,1>:d {NoDDChk}
rndz (2|M0) sr0.0<4>:hf -(abs)r2.7<8;4,2>:hf {Switch}
(~f1.0.any8h) and (4|M4) (gt)f1.0 r0.0<4>:w r64.0<0;1,0>:ub r0.1<4;4,1>:ub {NoDDChk}
(f1.0.allv) cmpn (16|M0) r31.0<1>:ud -(abs)sr0.1<0;1,0>:ud -r64.7<32;8,4>:ud
(~f1.0.any32h) rndd (1|M0) r[a0.3,16]<1>:ud 0xFFFFFFFF:ud
(W&f1.1) and (4|M16) r0.0<4>:hf ~r100.3<16;8,1>:hf r100.2<8;8,0>:hf
fbl (16|M0) r7.2<4>:w r127.1<4;1,0>:w {NoDDChk,NoDDClr}
(~f0.1.any2h) mach (8|M0) r64.4<1>:ud (abs)r64.0<8;8,0>:ud 0xFFF:ud
shl (16|M8) (lt)f0.0 r[a0.3]<4>:f (abs)dbg0.0<0;1,0>:f 0.0:f {NoDDClr}
cmpn (32|M16) (ov)f0.1 r127.0<1>:hf -r2.0<4;1,0>:hf r31.0<16;8,1>:hf
(W) ror (8|M16) (ne)f1.0 r126.4<2>:ub r1.2<4;4,1>:ub r100.2<4;1,0>:ub
cmp (32|M0) r2.3<1>:q r126.3<4;4,1>:q r1.0<2;1,0>:q
rnde (16|M24) (le)f1.0 r1.0<1>:uq (abs)r126.3<2;1,0>:uq
(W&~f1.0) cbit (16|M24) r127.0<1>:d tm0.1<0;1,0>:ub
(W&f0.1) bfrev (8|M0) r64.1<4>:q -1:q {Breakpoint}
(~f0.0.all2h) cmpn (1|M0) a0.0<4>:uq -r[a0.1]<1,0>:q -r1.0<4;1,0>:q
(f0.1.all32h) rndd (8|M0) (sat)r126.2<2>:hf r[a0.1,2]<32;8,4>:hf {Breakpoint}
lzd (8|M16) (eq)f1.1 r31.3<2>:uq 0x0:uq {AccWrEn}
(f1.0.any2h) rnde (4|M24) r127.0<4>:q -(abs)r[a0.0,-512]<2;1,0>:b {AccWrEn}
fbh (16|M0) f0.0<1>:q r126.0<4;1,0>:q
math.pow (16|M0) r7.0<2>:f -r7.7<4;4,1>:f r127.0<4;1,0>:f {Atomic}
math.invm (8|M0) (eo)f1.1 r100.mme7:hf r127.mme7:hf r127.mme7:hf
rndz (32|M0) tm0.0<4>:q 2047:q {NoDDChk}
mov (16|M0) (ge)f1.0 r2.2<1>:ud (abs)r127.0<8;8,0>:ud {Breakpoint}
avg (16|M0) r126.2<4>:ub r7.0<2;2,1>:b r0.7<2;1,0>:b {Atomic,Breakpoint}
(~f0.0) add (2|M0) r64.1<4>:ud (abs)r0.7<8;4,2>:ud r0.0<1;1,0>:ud {Atomic}
(~f1.1.any32h) rndz (4|M0) r64.2<1>:ud r2.1<0;4,1>:ud {NoDDClr}
shr (32|M0) r[a0.0]<1>:q -n0.0<0;1,0>:q r1.2<0;4,1>:q
mul (1|M0) r126.2<1>:ud r1.1<4;1,0>:ud -r[a0.1,2]<1,0>:ud {Switch}
lzd (8|M0) r0.1<1>:w -(abs)r126.0<0;1,0>:w {AccWrEn}
movi (16|M0) f1.0<1>:uw r[a0.2]<1,0>:uw 0x0:ud
cmp (16|M8) r[a0.0,16]<1>:hf -r31.2<4;2,2>:uw r[a0.1]<32;8,4>:uw
rndd (1|M12) r31.4<1>:ud r0.3<0;4,1>:ud
avg (16|M0) ip<2>:uq null<0;1,0>:f (abs)r1.0<4;4,1>:f
(W) ror (4|M4) ip<4>:uw acc0.0<0;1,0>:uw 0x1000:uw {AccWrEn,NoDDChk}
(W) mul (8|M8) r64.0<1>:f r0.0<32;8,4>:f -r126.0<0;4,1>:f
math.invm (16|M0) (eo)f0.0 r1.mme5:f r2.mme3:f -r127.mme0:f {NoDDClr}
(W) math.rsqt (1|M24) (sat)r100.0<2>:hf r64.0<16;16,1>:hf
(~f0.1.all2h) or (16|M0) r127.0<4>:hf tdr0.0<0;1,0>:hf r2.7<4;2,2>:hf {Switch}
mac (16|M16) r[a0.0,16]<1>:f r31.7<2;2,1>:f -(abs)r64.7<2;1,0>:f {NoDDChk,NoDDClr}
(f1.1.any2h) rol (8|M0) r0.0<2>:ud r7.0<0;1,0>:ud r126.1<0;4,1>:ud
(f1.1.anyv) asr (8|M0) r[a0.0,-16]<1>:d r64.1<4;2,2>:d 4096:d
(W) cbit (16|M0) r126.2<4>:uw r7.1<4;1,0>:uw {AccWrEn}
(f0.0.all8h) avg (2|M24) (sat)r1.0<1>:ub -(abs)r7.15<16;16,1>:ub r127.0<2;2,1>:ub
(W) addc (32|M24) r7.4<1>:ub r31.0<1;1,0>:ub r64.1<8;4,2>:hf
(W) xor (2|M12) r0.0<2>:uw r0.0<8;4,2>:b r0.1<2;1,0>:b
fbl (2|M0) r127.1<1>:d r64.0<2;2,1>:w {AccWrEn}
sel (16|M0) (ge)f0.0 (sat)r7.0<1>:w (abs)cr0.0<0;1,0>:w 32767:w
lzd (2|M0) r64.0<2>:uq ce<0;1,0>:ub
math.inv (2|M12) r64.0<2>:hf -r100.2<1;1,0>:hf
(~f1.0.all32h) mac (8|M16) f1.0<1>:f -(abs)r100.0<0;1,0>:f 0.1:f {Breakpoint}
(~f0.1.all4h) mac (8|M24) r31.2<1>:b r126.0<32;8,4>:b r1.0<32;8,4>:b {Switch}
rndu (16|M0) (gt)f1.1 (sat)r31.1<1>:w -r2.0<8;8,0>:w {Breakpoint,NoDDChk}
cmp (8|M0) r2.0<1>:w r1.1<16;16,1>:w r64.2<1;1,0>:w {AccWrEn}
(~f1.0.any16h) fbh (4|M4) tm0.0<1>:hf inf:hf
mov (8|M0) r31.1<2>:f r0.3<8;8,0>:df
(~f0.1.anyv) subb (2|M12) acc1.0<1>:w acc0.0<0;1,0>:w r126.0<0;1,0>:w
(~f1.1.allv) cmp (16|M16) (ne)f1.1 r64.4<4>:f -r0.3<8;8,1>:uq r[a0.7,16]<16;8,2>:uq {AccWrEn,Breakpoint}
(~f1.1.any16h) lzd (4|M4) r7.0<2>:b -r100.0<0;4,1>:b {NoDDClr,NoPreempt}
math.invm (4|M0) (eo)f0.0 (sat)r100.mme5:hf (abs)r2.mme3:hf r27.nomme:hf
math.invm (16|M8) (eo)f1.1 r100.mme7:f -(abs)r2.mme7:f -r2.mme3:f
asr (1|M0) (sat)r2.4<1>:f r[a0.0,2]<2;1,0>:f (abs)r2.0<4;4,1>:f
shr (8|M16) (sat)r7.0<4>:w r7.7<0;1,0>:w -(abs)r64.0<16;8,2>:w
shl (1|M0) (ov)f0.1 f0.0<2>:ud r100.0<0;1,0>:q 65504.0:hf
(W&f0.1) shl (16|M0) (ov)f0.1 r31.2<1>:hf a0.0<0;1,0>:q r[a0.7]<16;16,1>:q {NoDDClr}
(~f1.1.all32h) frc (8|M0) r127.3<2>:q -2049:q
(W&~f0.0) ror (4|M20) r127.2<1>:hf a0.0<0;1,0>:hf -inf:hf
lzd (4|M16) (sat)r100.0<1>:f r64.7<8;8,1>:f
ror (4|M0) (ge)f1.1 r100.0<4>:hf r7.2<1;1,0>:hf r1.0<16;16,1>:hf
rndz (32|M0) r126.0<4>:ud 0x5D2AFA75:uv
(~f0.1) sel (8|M0) null<2>:f (abs)fc0.0<0;1,0>:hf r100.0<4;1,0>:hf {NoDDChk}
(W&f1.1) mac (4|M24) (eq)f1.1 r0.0<4>:uq tm0.0<0;1,0>:uq r1.2<1;1,0>:d {NoDDChk}
cmp (4|M0) r[a0.0]<1>:ub r126.1<4;1,0>:ub (abs)r7.0<4;2,2>:ub
shr (2|M20) (sat)r126.0<2>:f r126.0<0;4,1>:f (abs)r100.0<4;4,1>:ud
(~f0.0.any4h) add (4|M0) (un)f0.0 r126.1<1>:f -r127.0<0;4,1>:f (abs)r127.7<32;8,4>:f
(~f1.1.any16h) fbl (16|M0) ip<4>:uq r1.0<4;4,1>:uw {Breakpoint}
(f1.0.all2h) movi (1|M0) r[a0.3,16]<2>:w r[a0.1,2]<1,0>:w 0x1:ud
frc (16|M0) (ge)f1.0 r31.2<1>:ub -(abs)r100.15<16;8,2>:ub
(~f1.1.all8h) mach (1|M0) (sat)r7.1<1>:q (abs)ce<0;1,0>:q -(abs)r2.3<0;4,1>:q {Breakpoint}
(f1.1.all2h) cmp (16|M0) (ne)f1.1 r126.2<2>:uw (abs)tdr0.0<0;1,0>:uw -r100.0<32;8,4>:uw {Breakpoint}
(~f0.1.any32h) cmp (8|M24) r64.0<1>:d r2.1<4;2,2>:d -(abs)r1.0<16;16,1>:d {Atomic,NoDDClr}
rnde (16|M0) r127.0<2>:d -r2.3<4;4,1>:d
mov (8|M0) r1.1<1>:f 0x73876C6E:vf {Switch}
(~f0.1.any16h) rndd (16|M0) (ne)f0.1 r64.1<4>:df -(abs)r2.2<16;8,1>:df
(~f1.1.any4h) shr (16|M0) null<2>:w r126.0<8;8,1>:w r126.7<0;4,1>:uw
movi (16|M0) r31.4<2>:uw r[a0.1,16]<1,0>:uw null<0;1,0>:ud
(~f0.1.allv) cmpn (8|M0) r64.0<4>:uq -(abs)a0.0<0;1,0>:uq r100.3<0;1,0>:df
lzd (8|M0) r127.4<1>:hf -inf:df {NoDDClr}
or (16|M0) f0.0<1>:ub r0.15<0;1,0>:ub ~r127.3<2;2,1>:ub
fbh (8|M0) r31.0<4>:w r2.0<2;2,1>:b {AccWrEn}
(~f1.0.all4h) movi (8|M0) r64.1<4>:uw r[a0.2,16]<1,0>:uw null<0;1,0>:ud
math.rsqt (8|M0) r7.0<1>:hf r2.1<8;8,0>:hf {Atomic,NoDDClr}
(W) rndz (16|M0) r64.1<1>:b r[a0.7,-32]<8;8,0>:df
not (2|M0) r1.1<1>:ub tm0.1<0;1,0>:ud
(W) lzd (32|M8) r100.1<1>:w -r1.1<2;1,0>:w {Switch}
addc (16|M0) r0.1<1>:uq r100.0<1;1,0>:uq r0.0<8;8,0>:q {NoDDChk}
(~f0.0.any4h) mac (16|M24) (gt)f0.0 r64.4<1>:ud -sr0.0<0;1,0>:ud (abs)r127.7<16;8,2>:ud {AccWrEn}
rndu (32|M0) (lt)f1.0 r127.0<4>:d -2048:d
(f0.1.anyv) sel (16|M0) r64.1<4>:uw r64.3<0;1,0>:df -r127.3<8;4,2>:df
movi (4|M4) r100.0<4>:ud r[a0.0,2]<1,0>:ud null<0;1,0>:ud
(~f1.1.any8h) fbh (4|M24) r0.0<1>:q acc1.0<0;1,0>:hf
cmp (8|M0) r100.0<1>:ub -(abs)dbg0.0<0;1,0>:ub r0.15<4;1,0>:ub
mov (8|M0) r64.1<1>:b -(abs)r126.15<4;2,2>:b {NoDDClr}
(f1.1.all2h) rndd (8|M0) (sat)r100.0<4>:ub -(abs)r1.1<32;8,4>:ub {AccWrEn,Atomic}
(~f1.1.anyv) sel (16|M0) r1.4<1>:uw r[a0.2,16]<1,0>:uw -r[a0.2,16]<1,0>:ub
addc (1|M28) acc1.0<1>:b r31.2<8;8,1>:b r0.7<4;1,0>:b
(f0.0.any4h) bfrev (1|M0) r127.2<4>:w 0xAFD34FA6:uv {NoDDChk}
math.invm (2|M16) (eo)f1.1 r1.mme0:hf (abs)r64.mme7:hf (abs)r64.mme7:hf
(W&f1.0) addc (32|M0) r127.0<1>:w r64.0<2;2,1>:ud r[a0.0,-512]<16;16,1>:ud
rnde (1|M16) r64.4<1>:w 0xBB855D1C:uv
math.cos (1|M12) r1.0<2>:f r2.0<2;1,0>:f
and (8|M0) r31.0<1>:hf r1.15<16;8,2>:hf r100.1<16;16,1>:hf {NoDDChk}
mul (1|M12) (le)f0.1 r[a0.0,16]<1>:ud ce<0;1,0>:ud r7.7<4;2,2>:ud {AccWrEn}
lzd (8|M24) r127.2<1>:df r1.2<32;8,4>:df
fbl (2|M0) r1.0<4>:f 1.0:f {NoDDChk}
(~f0.1.all8h) shr (16|M0) r126.2<4>:f r7.7<8;8,0>:f (abs)r100.0<8;8,0>:f
fbh (16|M16) r31.0<1>:uq 0x0:uq {NoDDClr}
(~f0.0.any8h) rndz (2|M4) r64.0<4>:f (abs)r7.3<2;2,1>:f
rndu (1|M16) r126.0<1>:uw 0x1:uw {NoDDChk}
math.rsqtm (8|M8) (eo)f1.1 r1.mme7:hf r2.mme3:hf
shl (16|M0) r7.0<1>:hf (abs)ip<0;1,0>:uq r64.0<32;8,4>:uq
bfrev (16|M24) r126.0<2>:w r2.7<2;1,0>:w
(W&f1.0) and (8|M8) r[a0.0]<4>:b -(abs)r64.0<16;16,1>:b ~r31.7<2;2,1>:f {Switch}
movi (1|M4) acc1.0<4>:f r[a0.0,16]<1,0>:f 0x0:ud {NoDDChk}
(W&~f1.1) frc (4|M0) (lt)f1.1 f1.0<2>:df r31.1<16;8,2>:df {Breakpoint}
shl (8|M0) (sat)r1.1<1>:hf r0.0<8;8,0>:hf 0.5:hf
sel (4|M16) (ne)f0.0 r2.4<4>:w (abs)r100.2<1;1,0>:w (abs)r1.1<32;8,4>:w
(f1.1.all16h) mach (32|M8) r0.3<4>:df sr0.0<0;1,0>:df r[a0.7,-32]<1,0>:df {NoDDClr,NoPreempt}
(~f1.0.any32h) xor (4|M0) (ov)f1.0 r64.3<4>:df r[a0.7,16]<1,0>:d ~r7.0<8;8,0>:d
(~f0.0.allv) shr (8|M0) cr0.0<1>:f (abs)dbg0.0<0;1,0>:f r100.2<4;1,0>:f
(W&~f1.1) rnde (32|M0) r2.0<2>:uq 0x1000:uw {Switch}
(f0.1.any16h) add (4|M0) (sat)r126.2<1>:w -r7.0<0;1,0>:w r[a0.1]<1;1,0>:w {AccWrEn}
rnde (16|M0) r126.0<1>:hf -r0.0<8;4,2>:hf
rol (16|M0) (ov)f0.1 r64.1<4>:d r[a0.0,-32]<8;8,1>:d r0.3<4;1,0>:d
(f1.0.all2h) xor (2|M0) r31.0<1>:f r127.0<8;8,1>:f r1.7<0;4,1>:f
(~f0.1.allv) lzd (1|M0) r1.0<2>:q -r64.2<2;2,1>:q
(f0.0.all4h) cmpn (32|M0) r1.2<1>:ud (abs)fc0.0<0;1,0>:ud r2.0<4;2,2>:ud {AccWrEn,Atomic}
(W&f1.0) fbh (4|M0) f0.0<1>:b r[a0.7]<16;8,2>:b
sel (32|M0) (ge)f0.0 r[a0.1,16]<4>:ud (abs)r[a0.2,-512]<4;4,1>:q r0.3<32;8,4>:w
rndu (32|M0) (gt)f1.1 r2.3<2>:q r126.2<0;1,0>:q
and (1|M0) r1.1<1>:d a0.0<0;1,0>:d 2147483647:d {NoDDClr}
frc (8|M0) r0.2<1>:df -r31.1<4;1,0>:df {Breakpoint}
mac (2|M20) (sat)cr0.0<4>:ud -(abs)r100.7<32;8,4>:ud (abs)r126.2<16;8,2>:ud
mach (16|M0) (sat)a0.0<1>:w ce<0;1,0>:w (abs)r64.0<8;8,0>:w {Switch}
math.fdiv (16|M24) r2.1<4>:f r64.1<16;8,2>:f -inf:f
math.invm (32|M0) (eo)f0.0 r1.mme7:hf r64.mme7:hf -(abs)r1.mme0:hf
cmp (16|M0) (eq)f0.1 tm0.0<2>:hf r0.3<8;8,0>:q -(abs)r2.3<32;8,4>:q
(W) fbh (1|M16) r64.0<1>:ud r2.0<8;8,0>:ud
(W) rnde (8|M24) r0.0<1>:d r100.0<8;8,0>:d
(W) shr (32|M0) (sat)r7.4<1>:ud r2.0<0;1,0>:hf r0.7<2;2,1>:hf
(~f1.1) movi (16|M16) f0.0<1>:d r[a0.1,16]<1,0>:d null<0;1,0>:ud {NoDDClr}
rndu (4|M24) (sat)r127.2<4>:uw r[a0.2,16]<1,0>:q
(f0.1.any32h) rndd (4|M8) (le)f0.1 r100.0<1>:w -(abs)r126.3<32;8,4>:f
lzd (8|M0) (sat)r127.4<1>:b tm0.0<0;1,0>:uq
(W) fbl (2|M0) r7.0<2>:ud 0x8477AA6D:ud
shl (16|M0) (lt)f1.1 r126.1<4>:f r127.3<2;1,0>:b r0.15<8;4,2>:b {Switch}
mach (8|M0) f1.0<2>:ud fc0.0<0;1,0>:q r[a0.1,16]<1,0>:q
mov (16|M0) (ge)f1.1 acc0.0<1>:ub (abs)sr0.0<0;1,0>:ub {Atomic,Breakpoint}
(f1.0.any8h) shl (1|M8) cr0.0<1>:df r100.3<0;1,0>:df r7.0<0;4,1>:df
(W&~f1.0) mac (16|M0) (sat)r1.4<1>:uw -(abs)r127.0<0;4,1>:f r126.0<1;1,0>:d
not (16|M0) r126.1<2>:uw (abs)r[a0.2,16]<1,0>:uw
(W) rndz (2|M4) r64.2<1>:hf (abs)r127.0<4;4,1>:hf
(f0.0.any2h) mov (8|M0) r2.1<4>:uw tm0.1<0;1,0>:uw
(f1.1.all32h) bfrev (16|M0) ip<1>:d 4096:d
(W&f1.1) avg (8|M0) r126.1<4>:w r1.2<16;16,1>:ub -r[a0.0,2]<1;1,0>:ub
(~f1.0.all4h) and (8|M24) (lt)f1.0 r[a0.0,16]<1>:w ce<0;1,0>:w -(abs)r100.15<32;8,4>:w
xor (2|M28) tm0.0<1>:uq f1.1<0;1,0>:uq (abs)r64.2<32;8,4>:uq
(f0.1.all16h) shl (32|M16) (ne)f0.1 r7.4<1>:hf r127.0<16;8,1>:hf (abs)r31.7<4;2,2>:hf
(f0.1.all16h) add (2|M0) (ov)f0.1 r7.2<1>:df -r100.3<1;1,0>:df r2.3<4;4,1>:df {NoDDClr}
asr (4|M0) (gt)f0.1 (sat)r2.2<2>:b r127.1<1;1,0>:b -(abs)r2.3<32;8,4>:b
lzd (16|M0) (eq)f0.0 a0.0<4>:d r100.0<16;8,1>:d
sel (16|M0) f0.0<1>:ub (abs)r127.0<2;1,0>:ub -r2.3<0;4,1>:ub {Atomic}
fbl (4|M4) acc1.0<1>:uw r31.7<4;4,1>:uw
rnde (16|M16) (sat)r0.0<2>:ud (abs)r64.0<16;8,2>:ud {Atomic}
smov (16|M0) r[a0.3]<1>:b r1.0<16;8,1>:b r0.0<32;8,4>:b {NoDDClr}
(W) mach (32|M8) (sat)r31.2<1>:q -(abs)r1.3<2;1,0>:q r126.1<4;4,1>:q {Switch}
addc (8|M24) (ge)f1.0 r2.2<1>:ub r2.0<2;2,1>:ub r31.0<2;1,0>:ub
(~f1.1.all8h) not (1|M16) (ge)f1.1 r126.0<1>:f -(abs)r2.1<0;4,1>:f
add (16|M0) r126.1<4>:q -(abs)r1.3<8;4,2>:q (abs)r100.1<32;8,4>:q
(~f0.1.any2h) rnde (16|M0) r7.4<1>:ub -(abs)r2.2<4;4,1>:q {NoPreempt}
cbit (16|M0) r1.0<1>:f 0x1000:ud
(W) rnde (32|M8) f1.0<1>:hf 0x0:uq
asr (4|M0) r2.4<1>:f -(abs)ce<0;1,0>:f r7.0<16;16,1>:f
(W) not (4|M0) (le)f0.1 r64.2<4>:ub (abs)r1.0<8;8,1>:f
mac (8|M0) r126.2<4>:uq tm0.0<0;1,0>:uq -(abs)r31.2<8;8,1>:uq
(~f1.0.any32h) mov (2|M16) (ge)f1.0 r64.0<1>:df r[a0.1]<4;1,0>:w
rndd (2|M0) r64.0<4>:ub -r1.0<4;2,2>:ub
(f0.1.allv) xor (1|M4) r100.2<2>:f ip<0;1,0>:f ~r1.7<0;1,0>:f {NoDDChk}
subb (32|M0) r100.2<1>:uw cr0.0<0;1,0>:uw r100.0<8;8,1>:uw
(W&~f0.0) add (16|M0) r127.0<1>:b -(abs)r7.7<16;8,1>:b (abs)r0.7<16;8,1>:b
rol (2|M16) r31.4<4>:b ce<0;1,0>:q r[a0.2,16]<0;4,1>:q
math.rsqtm (32|M0) (eo)f1.1 r100.mme1:hf r64.nomme:hf {Atomic}
cmp (2|M16) r126.0<2>:hf r2.7<2;2,1>:f r31.7<8;4,2>:f
math.fdiv (16|M0) r31.2<4>:f r127.2<8;8,0>:f r64.0<8;4,2>:f
cmpn (8|M0) (le)f0.0 r126.1<2>:d (abs)r127.2<32;8,4>:d r127.1<1;1,0>:d {Switch}
(f1.0.all4h) not (8|M0) r100.1<1>:w r31.2<2;1,0>:f
(f1.1.all4h) cmp (8|M0) r1.0<2>:ud (abs)r100.1<16;16,1>:ud r[a0.2,-512]<1,0>:ud
(f1.0.any8h) avg (8|M0) r2.1<4>:df -(abs)r126.0<8;8,0>:d -r126.7<8;8,1>:d
ror (16|M0) (ne)f0.0 r1.1<1>:q tm0.1<0;1,0>:q r7.3<1;1,0>:q
cmp (32|M24) (gt)f1.0 r126.1<2>:hf (abs)r31.3<0;4,1>:hf r[a0.2]<16;16,1>:hf
(~f1.1.any8h) cmpn (16|M0) (gt)f1.1 r2.4<1>:ud r[a0.1,-512]<2;2,1>:ud r100.0<0;4,1>:b
(~f1.0) mach (16|M0) r127.1<1>:hf r126.7<1;1,0>:hf 0xFFF:ud
ror (16|M0) r[a0.1,16]<4>:q r[a0.7,-512]<1,0>:q r1.1<8;8,0>:q
bfrev (16|M0) r126.0<4>:d 2047:d {Switch}
xor (8|M16) r0.2<4>:d r7.7<8;8,1>:b ~r127.3<8;4,2>:b
(W) add (1|M0) (gt)f1.0 a0.0<1>:hf -r31.0<4;1,0>:hf 0x2E66:hf {NoDDChk,Switch}
or (4|M0) (ge)f0.1 r7.0<1>:df ~r2.3<2;2,1>:df r7.0<1;1,0>:df {Breakpoint}
(f0.0.all8h) mul (4|M12) acc0.0<1>:f tm0.1<0;1,0>:f (abs)r100.1<4;1,0>:ub {Switch}
cmpn (16|M0) acc1.0<4>:ud r64.0<8;4,2>:ud -r31.2<8;4,2>:ud {NoDDClr}
(~f0.0.any4h) cbit (4|M12) r7.4<2>:w 1.4013e-45:f
mach (8|M0) r127.0<4>:uw (abs)r0.0<16;8,2>:uw 0xFFFF:uw {AccWrEn,NoPreempt}
(W) subb (2|M0) r100.0<4>:w r31.3<4;4,1>:q 0xFFF:ud
cbit (2|M20) r64.0<4>:w r[a0.1,16]<1,0>:uq {Breakpoint}
rndz (1|M0) r126.0<1>:hf r126.0<16;8,1>:hf
(W) mach (2|M0) (sat)r[a0.3,-16]<2>:ud -r64.3<0;4,1>:ud 0xFFF:ud
bfrev (4|M20) r7.0<1>:d r126.7<8;8,0>:d
(~f0.0.all16h) lzd (8|M0) r2.4<4>:b -(abs)r64.15<0;1,0>:b
(W) sel (32|M0) r126.1<2>:uq r31.1<2;2,1>:uq r1.0<8;4,2>:b
(~f1.0.any32h) fbh (8|M16) r1.0<4>:ud r31.0<8;8,1>:w
(~f0.0.all16h) mac (8|M0) r[a0.0,-16]<1>:hf (abs)f0.0<0;1,0>:hf 0.0:hf
movi (16|M0) r7.0<4>:ud r[a0.2,16]<1,0>:ud null<0;1,0>:ud
bfi1 (1|M4) r64.1<1>:uw r31.3<16;8,1>:uq r1.1<1;1,0>:uq
frc (1|M0) r2.1<1>:ud r0.3<2;2,1>:ud
rndd (32|M0) (le)f1.0 r64.0<1>:d (abs)r127.2<8;8,1>:df
(f1.1.all2h) not (32|M16) r7.1<4>:d r127.7<4;2,2>:d
bfi1 (4|M8) r7.0<1>:f r64.0<2;2,1>:f -2048:d {AccWrEn}
rnde (8|M8) r100.0<4>:uw -r31.15<8;8,0>:uw
math.invm (32|M0) (eo)f1.1 r1.mme5:f -(abs)r27.mme3:f r1.mme7:f
math.invm (4|M24) (eo)f0.0 r1.mme5:df r64.mme7:df r1.mme0:df {Breakpoint}
subb (16|M24) f0.0<1>:hf r[a0.2]<1,0>:hf r[a0.1,-512]<1,0>:hf
(f1.1) xor (32|M0) r0.0<1>:q r7.1<4;4,1>:q r127.1<4;1,0>:q
xor (1|M0) r100.0<2>:uw ~r1.0<4;2,2>:uw (abs)r31.0<16;16,1>:uq
(W) fbh (16|M24) r126.1<2>:ub r127.0<0;4,1>:hf
(W) mach (8|M0) ip<2>:ub r[a0.0]<1,0>:ub 0x1000:ud
mul (32|M0) r100.3<1>:df -r1.3<8;4,2>:df (abs)r7.3<16;8,1>:df {Breakpoint}
avg (16|M0) (eq)f0.1 r64.4<2>:w (abs)r31.0<4;2,2>:q -(abs)r100.15<2;1,0>:ub
(f1.1.all4h) rndd (8|M24) (ov)f1.1 r2.4<1>:w r126.7<8;8,1>:w
sel (32|M0) r2.0<2>:ud r127.3<2;1,0>:ud r127.1<16;8,1>:ud {AccWrEn}
math.invm (2|M0) (eo)f0.0 r100.mme0:df r2.mme0:df (abs)r2.nomme:df {AccWrEn}
rnde (16|M24) r126.0<4>:hf 0x7131A55D:vf
(W) rnde (4|M24) r64.0<4>:q tm0.1<0;1,0>:q
or (2|M0) r7.0<1>:d ~r1.3<16;8,1>:d r31.0<2;1,0>:d {AccWrEn}
(W) fbh (8|M0) r126.0<1>:ub dbg0.0<0;1,0>:ub {Switch}
(~f1.1.all4h) xor (8|M0) (ov)f1.1 r1.4<4>:f r1.7<16;16,1>:f 2.0:f {Breakpoint}
fbh (32|M8) f0.0<4>:w r126.7<16;8,2>:w
movi (8|M0) r127.2<1>:f r[a0.0,2]<1,0>:f 0x0:ud {NoDDClr}
frc (8|M0) acc0.0<1>:ud r0.3<16;8,2>:ud
xor (8|M0) (ge)f0.1 r7.1<1>:d r[a0.2,2]<1,0>:d r100.0<16;8,2>:d
math.idiv (8|M16) (sat)r126.0<1>:ud r1.2<4;2,2>:ud -r2.0<16;8,1>:ud
sel (32|M0) (sat)null<1>:ud -(abs)r7.0<16;8,1>:ud r64.2<16;8,2>:ud {Switch}
frc (8|M16) r0.0<4>:d (abs)r126.7<2;2,1>:d {NoPreempt}
(~f0.1.all32h) rndd (1|M8) (le)f0.1 r31.1<1>:hf 0.0:hf
(W) not (16|M0) r100.0<2>:hf 4096:d
fbl (2|M0) r0.1<2>:ud 0xBD2CD1EF:v {NoDDClr}
movi (4|M0) r[a0.1]<4>:f r[a0.0]<1,0>:f null<0;1,0>:ud {Breakpoint,Switch}
(W) frc (1|M8) r100.1<1>:df 65504.0:df
mac (1|M8) r1.0<1>:ud r31.7<16;8,1>:ud r126.0<1;1,0>:ud
mov (16|M0) (sat)r31.0<1>:ub -(abs)r2.0<4;1,0>:uq {NoDDChk,Switch}
(W) cbit (16|M0) r64.0<1>:df tdr0.0<0;1,0>:ub
(W) cmpn (1|M16) (lt)f0.1 r0.4<4>:hf r[a0.0,-512]<1,0>:hf (abs)r7.0<1;1,0>:hf {Breakpoint,NoDDClr}
(~f1.0.all16h) math.sin (16|M16) r64.2<2>:f r100.0<16;16,1>:f
cmp (4|M16) (le)f1.1 r64.0<4>:f -(abs)r31.0<32;8,4>:f -(abs)r7.15<4;4,1>:hf {Breakpoint}
(~f0.1.any4h) cmpn (32|M0) r2.0<4>:hf ip<0;1,0>:hf r[a0.0,16]<1,0>:hf
(W&~f0.0) frc (1|M4) r2.0<1>:d (abs)r0.0<8;8,0>:uq
rnde (2|M20) r31.2<4>:uw -(abs)r1.15<2;1,0>:w
(W) fbl (8|M0) r127.0<2>:hf r1.0<16;16,1>:hf
(~f1.0.all2h) rndz (1|M28) r31.1<1>:d r0.7<0;4,1>:d
rndd (8|M8) (eq)f0.1 r1.1<1>:df r126.0<0;1,0>:ud
mach (8|M0) r126.0<1>:f r100.7<16;16,1>:f (abs)r100.7<2;2,1>:f {Atomic}
cbit (2|M8) r[a0.0,-16]<1>:df 0.1:df {NoDDClr}
(~f0.0.anyv) addc (16|M0) r100.0<2>:q r127.3<4;4,1>:q r1.3<2;2,1>:q
rnde (16|M0) r0.4<1>:d -(abs)tdr0.0<0;1,0>:d {AccWrEn}
cbit (4|M8) r127.1<1>:w r126.7<2;1,0>:b {NoDDClr}
frc (16|M0) r127.0<4>:q -2049:q {Breakpoint}
bfrev (2|M12) r7.4<1>:hf r127.3<8;8,0>:hf {AccWrEn}
(W) movi (16|M0) r[a0.1]<4>:w r[a0.1]<1,0>:w null<0;1,0>:ud {NoDDChk}
fbl (8|M0) r0.0<1>:ub r[a0.1,2]<1,0>:ub
(W&~f1.1) sel (8|M0) r[a0.3,-16]<1>:f -(abs)a0.0<0;1,0>:f (abs)r126.7<8;8,1>:f
(W&~f1.0) rndz (1|M16) r126.1<1>:ub -r[a0.0,2]<1,0>:ub {NoDDChk,NoDDClr}
(~f0.0.all4h) shl (2|M16) r2.1<1>:ub r126.3<0;1,0>:w -r100.7<4;4,1>:w {Atomic}
cmp (2|M0) (ne)f0.0 r7.0<1>:b -(abs)r[a0.0,2]<32;8,4>:b r0.7<32;8,4>:b
(f0.0.any16h) movi (8|M0) r31.4<1>:d r[a0.0,2]<1,0>:d 0x0:ud {Switch}
(~f1.0.anyv) shr (8|M16) r2.1<1>:hf -(abs)r2.7<16;8,2>:hf (abs)r[a0.7,-512]<1,0>:hf
sel (2|M0) (sat)r64.0<4>:w r64.2<8;8,1>:w -(abs)r[a0.7,-512]<16;16,1>:b
(~f0.0.any2h) and (8|M0) r100.4<1>:w -(abs)r127.1<16;8,2>:b 3.140625e+00:hf {Atomic}
avg (4|M0) r[a0.0]<4>:hf sr0.0<0;1,0>:hf -r127.1<8;4,2>:hf {Switch}
(f1.0.any16h) sel (32|M0) r127.2<1>:w r100.7<4;1,0>:f r126.3<0;4,1>:f {Breakpoint}
(~f1.1.anyv) mac (4|M0) r1.4<4>:f r0.0<8;8,1>:f (abs)r64.3<4;2,2>:f {AccWrEn,NoPreempt}
(f0.0.any2h) rndz (8|M16) r31.0<1>:ub (abs)r0.1<4;2,2>:ub
rndd (8|M16) (ov)f1.0 r31.1<4>:w -(abs)r2.2<0;4,1>:w
(f1.0.all8h) lzd (1|M28) (sat)r100.4<1>:w r2.7<4;1,0>:ud
avg (2|M24) r127.0<4>:uw r0.3<16;8,1>:df r1.3<2;2,1>:df
rndz (16|M24) r1.4<4>:ud r1.0<4;4,1>:uq
cmp (4|M0) r127.0<1>:w (abs)sp.0<0;1,0>:uw r1.1<8;8,1>:uw
math.invm (16|M0) (eo)f1.1 r100.mme0:f -r2.mme0:f (abs)r127.mme3:f {NoDDChk}
(W) mach (32|M24) r[a0.1,64]<2>:f cr0.0<0;1,0>:f (abs)r0.0<16;8,1>:uq
bfrev (32|M0) acc0.0<2>:uq 0x0:uq {NoDDClr}
fbh (8|M0) f1.0<1>:b r100.0<2;1,0>:b
smov (16|M16) r100.0<4>:d r127.0<16;16,1>:d r0.1<16;8,2>:b
fbh (16|M0) r126.2<1>:hf inf:hf {NoDDClr}
(f1.1.any32h) frc (8|M0) r1.0<1>:uq (abs)sp.0<0;1,0>:ub
(f0.0) avg (16|M0) r127.0<2>:uq r64.0<4;2,2>:f -(abs)r7.1<2;1,0>:f
or (1|M28) r1.4<4>:uw r[a0.7,-32]<1,0>:uw (abs)r1.0<16;8,1>:uw
smov (4|M0) acc0.0<4>:ud msg0.0<0;1,0>:ud 0xFFF:ud
rndz (1|M4) a0.0<2>:w null<0;1,0>:ub
(~f1.1.all16h) bfrev (2|M12) r64.0<1>:uq 2047:w {NoPreempt}
shr (32|M8) (un)f0.0 r100.1<2>:q (abs)acc1.0<0;1,0>:q (abs)r7.0<4;1,0>:q {Breakpoint,NoDDChk}
(~f1.1.any16h) not (16|M16) r100.1<2>:d r[a0.2]<1,0>:d {NoDDClr}
bfrev (16|M0) r64.2<1>:df 0.5:df {Switch}
(W&~f0.1) asr (32|M0) acc1.0<1>:hf (abs)dbg0.0<0;1,0>:hf r127.0<16;8,1>:hf
rol (4|M28) r126.0<2>:b r0.0<8;8,0>:hf 0.0:hf {Breakpoint}
(~f1.1.all16h) rndz (4|M16) (le)f1.1 cr0.0<1>:uq -r0.0<16;8,2>:uq
(W&~f0.1) fbh (16|M0) r7.0<1>:uw r100.0<8;4,2>:uw
(W&f0.0) xor (8|M0) r100.4<4>:ud f1.1<0;1,0>:ud r64.7<4;2,2>:ud
mac (8|M0) r64.0<4>:b ce<0;1,0>:b r7.15<2;1,0>:b
bfrev (8|M0) cr0.0<1>:b r1.0<2;1,0>:uq {Breakpoint}
(~f0.0.any16h) shr (1|M4) r100.4<1>:ub r100.0<16;8,2>:ub (abs)r7.7<8;8,1>:ub
(~f0.0.all4h) mov (2|M28) r7.2<4>:hf r100.0<4;1,0>:df
(W) shr (4|M0) r64.4<1>:b r31.0<16;8,2>:ub r0.0<8;4,2>:ub {NoDDClr}
shr (4|M12) r100.0<2>:f r2.1<16;8,2>:f 1e-05:f {AccWrEn}
(f0.0) mov (16|M0) (ne)f0.0 r[a0.1]<1>:ub sr0.0<0;1,0>:ub
frc (16|M0) r64.0<4>:ud 0x209BCBE8:ud
rndu (4|M0) a0.0<1>:df 1.0:df {Atomic}
(f1.1.all4h) asr (1|M0) (lt)f1.1 (sat)r31.2<1>:hf -r2.3<2;1,0>:hf r126.3<4;1,0>:hf {Atomic}
(f0.0.all16h) cmpn (32|M24) tm0.0<1>:df dbg0.0<0;1,0>:df -r7.1<16;8,2>:df {Switch}
add (8|M0) r31.1<1>:w f1.1<0;1,0>:w -(abs)r126.1<2;1,0>:w
asr (2|M28) (gt)f0.0 r[a0.3,64]<1>:q r127.0<4;2,2>:d r[a0.1,-32]<1,0>:d
(W) cmp (1|M12) (ne)f1.0 r7.1<4>:df -r1.3<4;4,1>:df -(abs)r64.3<32;8,4>:df
rndz (32|M0) (gt)f1.0 r2.0<1>:uw 0xDFFEAAC:vf {Atomic}
subb (1|M28) (eq)f1.0 null<2>:uq null<0;1,0>:hf 3.140625e+00:hf
movi (8|M0) ip<1>:ud r[a0.2]<1,0>:ud null<0;1,0>:ud
(~f1.0.all2h) or (8|M0) r100.4<4>:ub r126.0<8;8,0>:ub r7.0<32;8,4>:w {Switch}
shl (4|M20) r126.1<4>:w (abs)r64.0<4;4,1>:w r64.1<32;8,4>:w
(f0.0.any32h) or (4|M20) r2.0<1>:uq -(abs)fc0.0<0;1,0>:hf r31.1<0;1,0>:hf {NoDDChk,Switch}
(W) rndz (8|M0) r64.0<1>:df -r2.2<0;1,0>:b
ror (2|M8) r1.4<4>:hf r64.0<8;8,0>:hf r126.3<4;1,0>:hf
shl (8|M8) r31.0<1>:ud (abs)r7.0<8;8,0>:ud -r7.0<4;4,1>:ud
(W&~f1.1) math.irem (16|M0) r100.2<1>:d r2.7<4;4,1>:d r[a0.0,2]<16;8,1>:d
(~f0.0.any2h) sel (2|M4) r1.1<4>:ub r64.1<16;16,1>:ud 0x0:ud {AccWrEn}
(W&f1.0) cmpn (16|M24) cr0.0<4>:d r31.15<4;2,2>:w r1.0<1;1,0>:w {Atomic}
shl (2|M12) (gt)f0.0 (sat)r64.4<2>:f -(abs)r0.0<0;1,0>:f 1.4013e-45:f
fbh (4|M0) r[a0.3,-16]<2>:hf r1.2<8;4,2>:hf
cmpn (16|M0) r31.2<1>:w r2.7<4;2,2>:w (abs)r1.0<16;8,2>:w
mach (1|M4) r100.4<1>:ud (abs)r1.2<0;4,1>:ud r127.3<8;8,1>:ud {NoDDChk}
(f1.1.all4h) rndz (8|M24) ip<4>:b (abs)r64.7<4;1,0>:b {NoDDClr,Switch}
(~f1.1.all32h) cmpn (32|M0) r1.2<4>:b (abs)r0.3<8;8,0>:df -(abs)r2.0<32;8,4>:df
and (16|M0) (un)f1.1 r0.2<1>:hf ce<0;1,0>:hf ~r126.3<4;2,2>:hf {Switch}
mov (2|M0) (ov)f1.1 r127.2<1>:uw r0.1<16;8,2>:uw
lzd (32|M16) (ne)f1.0 r[a0.1,64]<1>:uq 0x1000:uq
lzd (16|M16) r0.4<1>:ub r127.3<0;1,0>:uq {AccWrEn}
math.inv (8|M16) (sat)r127.2<2>:f -r2.2<16;16,1>:f
not (4|M0) r64.1<2>:ub r7.0<16;8,1>:ub
(f1.1.allv) rndu (32|M0) (sat)r100.0<1>:df r127.0<32;8,4>:f
asr (2|M0) r7.2<2>:b (abs)ce<0;1,0>:df -(abs)r1.2<16;8,1>:df {Breakpoint}
rndu (2|M0) r100.4<1>:ub sr0.0<0;1,0>:ub {NoDDChk}
math.fdiv (2|M4) r0.2<2>:f -(abs)r100.0<8;8,0>:f r2.0<2;1,0>:f {Switch}
(f1.0.all4h) rndu (8|M0) (ge)f1.0 (sat)r[a0.1,-16]<1>:uw (abs)r7.1<8;8,0>:uw
rndd (16|M0) r64.0<2>:uq 0x9A7F28E66F69B8F2:uq
(~f1.1.any4h) cmpn (2|M8) r2.1<4>:uq -null<0;1,0>:w (abs)r[a0.7]<2;2,1>:w
shl (1|M0) r127.0<1>:ud cr0.0<0;1,0>:w (abs)r0.1<16;16,1>:w
(W) add (16|M0) (un)f1.0 r7.0<2>:q n0.0<0;1,0>:w r7.2<4;4,1>:w
(W) asr (32|M8) (ne)f0.1 (sat)r64.0<2>:w r[a0.2,511]<1,0>:w (abs)r[a0.1,16]<1,0>:w
(f0.1.all8h) shl (16|M0) r31.1<2>:hf -(abs)r64.0<32;8,4>:ud -r0.0<16;8,1>:ud {NoPreempt}
mac (16|M16) acc0.0<1>:uw r[a0.7,2]<1,0>:uw -(abs)r126.0<4;2,2>:w {Atomic}
(~f0.0.any32h) cmpn (32|M16) r1.4<1>:w f0.0<0;1,0>:w 0xFFF:ud
and (1|M8) r[a0.0]<2>:hf null<0;1,0>:hf -1.5:hf {Switch}
(W) frc (8|M0) r64.0<1>:df r[a0.2,-512]<16;8,2>:df
(f1.1.all16h) lzd (8|M0) (lt)f1.1 r1.0<1>:f -0.0:f {NoDDClr}
(~f0.1.allv) sel (16|M8) r127.0<4>:w -r[a0.0,2]<4;4,1>:w -r2.0<4;1,0>:w {NoDDClr}
(W&~f1.1) xor (8|M24) r0.4<4>:w r[a0.0,511]<1,0>:w (abs)r1.0<0;4,1>:w
frc (4|M16) a0.0<2>:f (abs)r0.0<8;8,1>:f
rnde (8|M0) (sat)r64.4<2>:ud (abs)r127.1<8;8,1>:ud
(f1.0.all8h) movi (4|M0) r7.0<2>:f r[a0.2,16]<1,0>:f 0x0:ud {Switch}
cbit (4|M24) r126.2<1>:uw r127.3<4;4,1>:uw {Atomic}
mov (4|M24) r31.1<1>:hf r100.0<4;2,2>:hf {AccWrEn,Breakpoint}
bfrev (16|M16) r2.3<1>:uq 0xFFFFFFFFFFFFFFFF:uq {NoDDChk}
(W) not (16|M0) (gt)f1.1 r0.1<1>:b (abs)r7.0<1;1,0>:df {NoPreempt}
lzd (4|M0) r7.0<4>:q (abs)acc0.0<0;1,0>:d
rndu (4|M8) (ne)f0.1 r126.2<1>:uw -r[a0.1,-32]<4;1,0>:f {NoDDClr}
math.invm (8|M0) (eo)f1.1 (sat)r100.mme5:f -(abs)r127.mme7:f -(abs)r64.mme3:f
math.irem (8|M0) (sat)r126.0<1>:d r1.2<2;1,0>:d r64.7<1;1,0>:d
(f1.0) rnde (8|M16) (sat)ip<2>:q (abs)r[a0.1,-512]<1,0>:q {Switch}
mov (8|M0) r7.2<4>:ub -r[a0.1,-512]<1,0>:ub
avg (2|M12) r64.1<2>:ud r126.0<1;1,0>:ud r64.0<4;4,1>:ud {AccWrEn}
rnde (1|M8) (ov)f1.1 r7.0<1>:d r64.0<4;2,2>:d {Breakpoint,NoDDClr}
(W) shr (16|M16) (un)f1.0 (sat)r100.0<4>:uw r100.1<8;8,0>:uw r100.15<16;8,2>:uw {Switch}
(W&f0.0) rndd (2|M4) r0.1<2>:ub (abs)sp.0<0;1,0>:ub
asr (1|M0) r127.4<4>:d r1.0<4;1,0>:ud 0x0:ud
(W) asr (8|M0) r100.0<2>:hf r2.1<4;4,1>:hf 1.0:hf {NoDDChk,Switch}
shl (8|M0) (sat)ip<1>:q -r126.3<4;2,2>:hf 2.0:hf {Atomic}
frc (16|M0) r2.0<4>:w r126.0<1;1,0>:w
mac (2|M20) r100.1<1>:ud -(abs)r127.7<2;1,0>:ud (abs)r7.0<16;8,1>:ud
add (16|M0) (lt)f1.0 acc1.0<2>:d r126.0<4;2,2>:d -(abs)r7.0<0;4,1>:d {Breakpoint}
(W) mach (1|M12) r31.0<1>:q tm0.0<0;1,0>:q r126.3<16;16,1>:q {Atomic}
bfrev (1|M0) r[a0.0]<1>:q -9223372036854775808:q
rndd (2|M0) r127.1<1>:ud -(abs)ip<0;1,0>:uq
(~f0.1.any32h) math.log (8|M8) (sat)r100.0<1>:f r2.0<16;16,1>:f
sel (2|M20) (eq)f1.1 r64.1<1>:uw dbg0.0<0;1,0>:f -(abs)r[a0.2,16]<1,0>:f
(f1.1.any8h) xor (32|M24) (le)f1.1 r0.2<1>:uq (abs)r2.1<16;8,2>:hf ~r100.3<0;1,0>:hf
frc (2|M4) r31.4<1>:ub -(abs)dbg0.0<0;1,0>:ub {Atomic}
(~f1.1.all32h) lzd (8|M0) (le)f1.1 (sat)r0.0<4>:hf -r1.3<4;4,1>:hf
(~f0.1.all8h) subb (16|M0) r7.4<1>:w f0.0<0;1,0>:w r126.0<0;1,0>:w
cmpn (2|M0) (eq)f1.0 r31.0<1>:d -r127.0<1;1,0>:d 0:d {Breakpoint}
(f1.0.anyv) asr (2|M0) (eq)f1.0 ip<2>:w -tm0.0<0;1,0>:w 4095:w {NoDDChk}
(f0.1.all8h) rndu (4|M12) (un)f0.1 r100.0<1>:f 0x670535BE:v
(~f0.0.all8h) ror (16|M24) r7.2<2>:df r[a0.2,16]<1,0>:df r2.0<32;8,4>:df {Breakpoint}
and (32|M0) r64.2<1>:w ~r31.3<8;8,0>:w r100.0<0;1,0>:w {AccWrEn,NoDDChk,NoPreempt}
(W) shr (32|M16) (ge)f1.0 r64.1<1>:uw -r7.0<8;8,1>:uw r126.2<2;1,0>:f {Switch}
(f1.1.all2h) and (8|M0) (lt)f1.1 r100.1<4>:hf r64.0<4;4,1>:hf 1.0:hf {AccWrEn}
(f1.0.all4h) rnde (2|M20) r2.1<1>:ub ce<0;1,0>:ub
cmp (1|M0) (un)f1.0 r126.4<4>:f (abs)r64.0<0;1,0>:f r64.0<16;16,1>:f
and (1|M0) r1.0<4>:ud r7.7<32;8,4>:ud -(abs)r31.2<16;8,2>:ud
rndu (16|M0) r7.4<1>:d (abs)r31.1<8;8,1>:q
(f1.0.all16h) mach (1|M0) r1.0<2>:b sp.0<0;1,0>:b -(abs)r0.3<1;1,0>:b
(~f0.0.any8h) rndu (32|M0) (sat)r[a0.1]<1>:df -inf:df
cbit (16|M8) r0.0<2>:q r31.0<0;4,1>:q {Breakpoint}
rndz (1|M20) r7.1<1>:uq -r2.2<32;8,4>:uq
(~f1.0.any16h) cmpn (16|M16) (ge)f1.0 r[a0.0,16]<2>:q r0.0<4;4,1>:q (abs)r100.0<1;1,0>:q {Switch}
math.invm (8|M16) (eo)f1.1 r1.mme0:f (abs)r127.mme3:f -r2.mme3:f {NoDDChk}
not (8|M16) r2.4<1>:d (abs)r126.1<32;8,4>:hf {Breakpoint}
rnde (2|M4) (lt)f0.0 r[a0.0,16]<1>:uw -(abs)acc0.0<0;1,0>:uw {AccWrEn}
shl (2|M8) r64.0<2>:df acc1.0<0;1,0>:df r64.1<16;8,2>:df
(W) cbit (16|M8) acc0.0<4>:hf 1.001358e-05:hf {Atomic}
(f1.1.any2h) mac (4|M0) (ne)f1.1 r0.2<1>:uw -(abs)sr0.0<0;1,0>:uw -r2.0<1;1,0>:uw
(f1.0.all4h) and (4|M0) (ov)f1.0 r100.4<1>:w ~r100.0<0;1,0>:w -(abs)r[a0.7]<1;1,0>:w {Atomic,NoDDClr}
(~f0.0.any8h) not (1|M28) (ne)f0.0 r31.4<4>:ub (abs)f1.1<0;1,0>:ub {Atomic,NoDDClr}
(f1.1.all8h) not (8|M0) (gt)f1.1 r7.0<2>:q r2.3<0;1,0>:q {AccWrEn}
rndd (16|M0) a0.0<2>:f -r127.2<8;4,2>:f {NoDDChk,NoDDClr}
mul (16|M0) r0.0<2>:f r0.0<16;8,1>:f r100.7<8;8,0>:f {Switch}
addc (8|M0) sr0.0<2>:q r126.1<0;4,1>:q r0.0<2;2,1>:q {NoDDClr}
(~f0.0.anyv) lzd (4|M0) r127.3<1>:df 100.25:df
(f1.1.all4h) and (1|M16) r[a0.1,16]<2>:df null<0;1,0>:df r64.3<8;8,0>:df
(~f0.1.allv) asr (16|M16) (sat)r100.1<2>:ub n0.0<0;1,0>:ub -(abs)r1.3<4;1,0>:d
frc (32|M0) r7.0<2>:uq r2.3<8;8,0>:uq
(~f1.0) rndu (32|M0) (ge)f1.0 r64.4<1>:ub r[a0.7,-32]<1,0>:ub
(f1.1.any2h) mach (1|M0) (sat)r31.0<1>:ud (abs)r2.7<8;8,0>:ud -r31.7<2;2,1>:ud {NoDDChk}
asr (16|M24) (ov)f1.0 (sat)r1.2<1>:f r127.7<1;1,0>:f -(abs)r1.7<32;8,4>:f {NoPreempt}
(~f1.0.all8h) bfrev (32|M0) r100.0<1>:d r1.1<0;1,0>:d
cmpn (32|M0) r64.4<4>:b r100.1<0;1,0>:b -r7.3<1;1,0>:b
not (8|M0) r127.2<1>:ud 0x0:ud {Atomic}
movi (8|M24) r126.4<4>:uw r[a0.2,2]<1,0>:uw 0x1:ud {Switch}
sel (16|M0) r0.0<4>:w -(abs)fc0.0<0;1,0>:w r64.1<8;4,2>:w
(W) rndz (4|M0) r126.3<4>:df r[a0.0,2]<4;2,2>:df
not (8|M24) r64.0<1>:w tm0.0<0;1,0>:w
(W&f0.0) rndz (16|M0) (ge)f0.0 (sat)r64.0<1>:df (abs)r1.0<2;1,0>:df
rndu (8|M8) r7.4<1>:ub r7.0<8;8,0>:ub
sel (2|M20) r100.3<1>:uq r[a0.7,511]<2;1,0>:uq (abs)r[a0.2,-512]<1,0>:uq
(~f0.0.all8h) mach (8|M16) r126.1<4>:hf -f0.0<0;1,0>:ud -r1.0<2;1,0>:ud
subb (8|M8) r64.2<4>:hf ip<0;1,0>:hf r7.1<16;8,1>:hf {Breakpoint}
cmp (16|M0) r127.0<4>:uw msg0.0<0;1,0>:uw r126.15<32;8,4>:uw
add (16|M24) ip<2>:w r31.0<2;2,1>:f r127.7<0;4,1>:f
bfrev (16|M0) r1.0<2>:ub null<0;1,0>:ub
rndd (8|M24) r2.4<1>:uw r1.2<0;1,0>:uw
subb (32|M8) null<1>:f r[a0.2,511]<16;8,1>:f 1e+06:f
mach (8|M0) r2.3<1>:q r31.2<0;4,1>:q (abs)r[a0.2,511]<1,0>:hf
(~f1.0.allv) shr (16|M0) r0.0<2>:ud r64.7<2;1,0>:ud r[a0.1,-32]<1,0>:ud
math.rsqtm (16|M0) (eo)f1.1 r100.mme1:hf -r27.nomme:hf
(W&f1.0) or (2|M8) r31.1<4>:hf r126.15<16;16,1>:hf r7.2<4;4,1>:hf {NoDDClr}
frc (16|M0) (gt)f0.1 r2.0<1>:b sp.0<0;1,0>:b {NoDDClr}
(f1.0.any2h) frc (8|M16) a0.0<1>:f r126.3<8;8,0>:f
(~f1.1.all2h) movi (32|M24) r1.2<1>:d r[a0.0,2]<1,0>:d 0x1:ud {AccWrEn}
movi (4|M24) r126.0<4>:d r[a0.0,16]<1,0>:d 0x1:ud
cbit (32|M0) r126.0<2>:w r7.0<4;4,1>:w
(f0.0.all2h) cbit (4|M8) r2.1<1>:f 100.25:f
mov (1|M0) r64.2<1>:uq 0xFA8F6F0D8B9A4C77:uq
avg (8|M0) r64.0<1>:b -r127.1<0;4,1>:b r64.7<16;16,1>:b {AccWrEn}
(~f0.1.allv) frc (16|M24) r1.2<4>:hf -r2.3<8;8,1>:hf
bfrev (32|M0) r31.2<1>:f r31.3<2;2,1>:q
lzd (16|M0) r1.2<4>:d -(abs)r0.3<2;2,1>:d {NoDDClr}
(~f0.1.all16h) sel (16|M16) r64.0<1>:d -(abs)ce<0;1,0>:d -r31.7<8;8,1>:d {Atomic}
rnde (16|M0) (sat)r64.1<1>:ud -r126.0<8;8,0>:w
rndz (8|M0) (le)f1.1 r31.4<1>:ub -(abs)sp.0<0;1,0>:ub {NoDDClr}
rndu (32|M0) (gt)f1.1 (sat)f1.0<1>:hf -r0.7<4;2,2>:hf {NoDDClr}
mach (2|M0) r2.1<2>:ud r0.1<1;1,0>:b r7.3<8;8,1>:b
movi (16|M0) r1.0<4>:ud r[a0.0]<1,0>:ud 0x0:ud
fbh (1|M24) r127.4<4>:ub r100.1<16;16,1>:w
rndz (8|M16) (gt)f1.0 r31.0<2>:df tm0.0<0;1,0>:ub
ror (4|M0) r0.1<1>:ub r2.7<2;1,0>:ub r0.0<8;8,1>:ub
rndu (32|M16) r[a0.0,64]<2>:hf r7.15<2;2,1>:hf {AccWrEn}
(W&~f1.1) rndu (4|M4) r64.0<4>:df r100.1<16;16,1>:df {Breakpoint}
xor (4|M0) (un)f1.0 null<2>:ud -(abs)sp.0<0;1,0>:ud r1.0<8;8,1>:ud {AccWrEn}
(W&f0.0) addc (2|M0) (ov)f0.0 r7.4<1>:ud r64.1<2;2,1>:hf 2.0:hf {Atomic}
(W) shl (16|M0) f0.0<2>:d (abs)r127.1<2;2,1>:d -1:d {Breakpoint,NoDDClr}
(W&f0.0) fbh (8|M0) sr0.0<2>:df r126.0<4;1,0>:df
(~f1.0.all32h) xor (32|M24) (lt)f1.0 r0.3<2>:q r2.2<0;4,1>:df r7.0<4;4,1>:q {Switch}
(f0.1.all8h) add (8|M0) (gt)f0.1 (sat)r126.4<1>:d -(abs)r64.2<16;8,1>:d 2147483647:d {Atomic}
(W) add (4|M0) r100.1<4>:ud sp.0<0;1,0>:ud r127.0<16;16,1>:ud
(W) or (8|M0) (un)f0.1 r1.4<4>:w ~r127.0<16;8,1>:w r0.7<4;4,1>:w
sel (32|M0) r1.4<2>:d -(abs)r1.7<8;8,1>:d -2049:d
cmp (8|M0) acc1.0<1>:d (abs)r1.3<2;1,0>:d (abs)r7.3<16;16,1>:d
rndu (4|M16) r2.2<1>:q -r31.3<2;2,1>:q
movi (16|M0) r0.2<2>:uw r[a0.2,16]<1,0>:uw 0x1:ud {Atomic}
xor (8|M0) (le)f1.1 r2.2<1>:b r[a0.0,511]<1,0>:b -(abs)r100.3<8;8,1>:b {Breakpoint}
(~f1.0.all4h) frc (2|M8) (lt)f1.0 r31.0<1>:ub r1.3<16;16,1>:df
lzd (4|M8) r2.0<1>:uw -(abs)r127.2<4;4,1>:b
rnde (8|M8) (un)f1.0 r100.0<2>:b -(abs)r2.15<8;4,2>:b {Switch}
(W) movi (8|M0) r[a0.3]<1>:w r[a0.2,16]<1,0>:w 0x1:ud
(~f1.0.all16h) not (4|M28) a0.0<2>:uq ~r2.3<2;1,0>:df {Breakpoint,Switch}
(~f1.0.any8h) cmp (1|M0) (ov)f1.0 r31.1<1>:f r0.1<4;4,1>:ud (abs)r[a0.0,16]<1,0>:ud
rnde (2|M0) f0.0<1>:b tm0.0<0;1,0>:b {AccWrEn}
(f0.1.all8h) mov (2|M20) r2.0<1>:f 0x932255C2:vf {AccWrEn,NoDDChk}
(~f1.1.any4h) rndu (8|M0) (sat)r100.0<4>:uw 0xFFFF:uw
xor (16|M24) r31.2<1>:df -(abs)cr0.0<0;1,0>:df r2.3<32;8,4>:df {Breakpoint}
bfi1 (16|M0) r0.2<4>:f r126.7<8;4,2>:f -1.5:f
not (8|M24) r64.2<2>:q 2047:q {AccWrEn,Atomic,NoDDClr}
(f0.0.allv) avg (8|M0) (gt)f0.0 r[a0.0,-16]<1>:w -fc0.0<0;1,0>:df r0.0<2;2,1>:df
(W) shr (16|M0) r1.0<2>:uw -r7.3<16;8,2>:uw r1.2<16;8,2>:uw {Atomic}
(W&~f1.0) not (16|M0) r31.1<2>:d r7.2<0;4,1>:uq {AccWrEn}
(W&~f0.1) shl (4|M0) (sat)f1.0<2>:ud r100.2<16;16,1>:ud -(abs)r100.0<8;4,2>:ud
(f1.0) math.fdiv (4|M24) r2.4<1>:f -(abs)r64.1<2;2,1>:f (abs)r0.0<8;4,2>:f
ror (4|M0) (ov)f1.0 r7.4<1>:f r2.1<8;4,2>:f r64.0<32;8,4>:f
fbl (8|M0) r126.0<4>:df 2.0:df
(W) fbh (2|M28) r[a0.0]<2>:d 2047:d
frc (32|M8) r126.1<1>:d -1:d
(W) add (4|M12) r2.2<1>:d -r1.0<4;1,0>:d 2147483647:d
(f1.0.any32h) movi (32|M8) r0.2<1>:uw r[a0.0]<1,0>:uw null<0;1,0>:ud
(~f1.0.any16h) lzd (2|M4) r[a0.3,64]<1>:uq r7.3<8;8,0>:uq
math.rsqt (4|M16) r1.4<2>:hf -r100.2<4;4,1>:hf {Switch}
fbh (16|M0) r1.0<1>:w r1.0<4;2,2>:w
fbl (8|M0) r2.3<1>:df r7.3<4;1,0>:df
(f1.0.anyv) rndz (2|M0) r0.1<2>:w 0xF983BD76:vf
(W) math.rsqtm (2|M28) (eo)f1.1 r1.mme5:hf r27.mme0:hf {AccWrEn}
(W) shr (8|M0) r64.0<1>:df tdr0.0<0;1,0>:df r31.7<16;8,1>:f {NoDDChk}
(~f0.0.all8h) math.cos (16|M0) r31.2<1>:f r127.7<8;8,1>:f {Atomic,NoDDClr}
shr (4|M0) f1.0<1>:q -r64.1<4;4,1>:f (abs)r64.7<2;1,0>:f
mov (4|M12) r64.1<4>:f -(abs)sp.0<0;1,0>:f
(f0.0.allv) rndu (8|M16) (ge)f0.0 r2.2<1>:w -r126.0<2;2,1>:w {AccWrEn}
or (4|M16) (eq)f1.1 acc1.0<1>:q ~r127.0<4;2,2>:q -(abs)r100.0<4;1,0>:q
(W) mov (2|M0) r0.4<2>:ub r100.0<2;1,0>:ub
(~f1.0.any8h) rndu (2|M0) (ov)f1.0 acc0.0<1>:d -2049:d {Switch}
frc (4|M24) (lt)f1.0 r127.0<2>:d r31.3<4;2,2>:d
lzd (16|M0) r127.3<4>:uq 0xFFF:uq {NoDDClr}
(f1.0.any4h) rndu (1|M8) r64.2<2>:df -inf:df {Switch}
(W) math.pow (1|M24) r64.2<4>:f r2.0<32;8,4>:f -(abs)r7.0<2;2,1>:f
(W) xor (32|M0) cr0.0<2>:df ~r126.0<4;2,2>:w ~r127.3<4;2,2>:w
mac (8|M0) (lt)f1.0 r100.2<2>:b fc0.0<0;1,0>:b (abs)r127.2<16;8,2>:b
rndd (8|M0) (sat)r126.1<2>:hf r31.0<8;8,0>:hf
(~f1.1.all2h) rndd (16|M0) (sat)r0.2<4>:hf -(abs)r1.7<2;2,1>:d {NoDDChk}
(W) frc (4|M0) (eq)f1.0 r[a0.0,16]<1>:w 2047:w
fbl (2|M0) r31.0<2>:uw a0.0<0;1,0>:uw
(f1.1.all8h) and (8|M8) r1.4<1>:ud r126.0<4;2,2>:ud 0x41E09EE2:ud
(f0.1.any4h) asr (2|M0) (sat)r0.0<2>:d r2.7<8;4,2>:d -r1.7<2;2,1>:d {AccWrEn,Switch}
math.rsqtm (16|M0) (eo)f1.1 r100.mme7:hf -(abs)r127.mme3:hf
(~f1.1.any16h) bfrev (8|M0) r2.1<1>:uw 0xC569ABBB:v
avg (8|M0) r2.0<1>:d r64.1<2;2,1>:d -1895440784:d
rnde (8|M24) r126.2<1>:f inf:hf
xor (8|M0) (gt)f0.0 r1.1<2>:df r2.3<1;1,0>:df r2.2<8;4,2>:df {Atomic}
rndd (32|M0) (sat)f1.0<4>:b (abs)r[a0.0,511]<1,0>:b {Atomic,NoDDClr}
sel (32|M0) r127.0<4>:hf r7.15<4;4,1>:b -r31.0<16;8,2>:b
rndz (16|M0) (gt)f1.1 r31.0<1>:uw -r2.3<1;1,0>:q
(~f1.1) avg (1|M8) r31.2<1>:hf fc0.0<0;1,0>:hf -0.0:hf
cbit (2|M16) r126.1<2>:b r127.0<4;2,2>:b
(f1.1.all8h) rndz (2|M0) r31.0<1>:uw r127.15<4;4,1>:uw
not (8|M0) r1.4<4>:ud 0xF14625F4:ud
(~f1.1.all16h) fbl (16|M24) r31.4<4>:f 2.0:f
math.sqt (8|M0) r100.2<1>:hf r64.7<4;4,1>:hf {AccWrEn,Atomic}
(f0.0.any4h) shr (2|M0) (ov)f0.0 ip<4>:ub r31.7<2;2,1>:ub -(abs)r100.0<1;1,0>:ub {Atomic}
movi (1|M0) r127.0<1>:f r[a0.1]<1,0>:f null<0;1,0>:ud {Atomic,NoDDClr}
(~f0.0.all4h) addc (4|M20) r64.2<4>:b r1.0<8;4,2>:ub r2.0<2;2,1>:ub
(f0.1.any32h) cbit (16|M0) r7.0<2>:q r64.0<4;2,2>:q {AccWrEn}
(f0.0.all2h) frc (32|M0) (eq)f0.0 r2.2<4>:ud r31.7<2;1,0>:ud
fbh (8|M8) r31.4<2>:uw r7.0<4;1,0>:uw
(W&f1.0) mac (16|M24) r1.1<1>:d -(abs)r0.7<32;8,4>:ud 100.25:hf {AccWrEn}
(f0.0.all16h) cmpn (32|M0) r2.2<2>:w -(abs)r126.2<16;8,1>:uw -(abs)r2.0<4;1,0>:uw {Switch}
ror (1|M4) (ov)f0.0 r1.0<1>:df r2.0<4;2,2>:ud r31.3<16;8,2>:ud
shr (4|M0) r1.0<1>:f -r64.2<32;8,4>:f r64.0<8;4,2>:ud {Breakpoint}
shr (8|M0) r126.1<4>:f -(abs)sp.0<0;1,0>:f 1.4013e-45:f {AccWrEn,Atomic}
(W&~f0.0) and (32|M0) r64.0<4>:uq -(abs)tm0.1<0;1,0>:uq ~r31.0<0;1,0>:uq
or (2|M24) (ge)f1.1 r1.3<1>:uq -(abs)r127.0<16;8,1>:uq (abs)r1.0<16;8,2>:uq {Atomic}
subb (16|M0) (gt)f1.1 r[a0.1,-16]<2>:w ip<0;1,0>:w r[a0.1]<1,0>:w
(f0.1.any2h) or (16|M0) r100.2<4>:uw r0.2<16;8,1>:ud -(abs)r127.0<0;1,0>:ud {AccWrEn}
(~f0.0.any8h) and (8|M0) r7.2<1>:q -(abs)r0.0<16;16,1>:q r7.0<16;8,2>:w {Atomic,NoDDClr}
(~f0.0.allv) mac (16|M16) r7.4<4>:uw -msg0.0<0;1,0>:uw 0x0:uw
or (2|M20) (eq)f0.1 r0.4<1>:uw -(abs)r100.7<2;2,1>:uw r1.0<0;4,1>:uw {Atomic}
(W&~f0.1) and (16|M0) r126.4<1>:b r127.7<8;4,2>:b ~r7.2<1;1,0>:b {AccWrEn}
not (16|M0) (gt)f0.1 r64.4<1>:ud acc0.0<0;1,0>:ud
(~f0.1.any2h) ror (16|M0) (un)f0.1 r0.0<1>:df r31.0<8;8,0>:df r64.2<8;8,0>:df {AccWrEn}
(W) lzd (16|M0) f1.0<1>:q -(abs)ip<0;1,0>:q
(W) cmp (8|M0) f0.0<4>:b r126.0<8;8,1>:b -(abs)r100.7<4;1,0>:b {NoDDChk,NoDDClr}
(W) cmpn (16|M8) r126.4<2>:hf -(abs)r[a0.7]<4;1,0>:hf r2.0<1;1,0>:uw
frc (32|M8) (ge)f0.1 r2.0<1>:uq 0x1000:uq
(W&~f1.1) rnde (8|M0) r127.0<1>:f 4095:d {AccWrEn}
cmp (16|M24) (ne)f0.0 r31.1<1>:ub (abs)r100.7<2;1,0>:ub r127.0<4;1,0>:uq {Atomic}
(f1.1.any4h) and (4|M0) r0.1<1>:ud acc0.0<0;1,0>:ud ~r126.2<32;8,4>:ud
(~f0.1.all16h) movi (8|M0) r127.0<2>:ud r[a0.2,2]<1,0>:ud 0x1:ud {Breakpoint}
math.sqt (8|M8) r126.4<1>:hf r100.0<16;16,1>:hf
sel (4|M12) r[a0.1]<1>:uw ip<0;1,0>:uw r126.0<1;1,0>:uw
mach (16|M8) r1.0<1>:q r7.15<4;4,1>:w (abs)r1.2<16;8,1>:w {NoDDClr}
xor (16|M16) (eq)f0.1 tm0.0<1>:q (abs)r[a0.1,-512]<1,0>:uw r64.1<0;4,1>:q {AccWrEn}
(f0.1.anyv) movi (8|M0) acc0.0<1>:d r[a0.0,16]<1,0>:d 0x0:ud {Atomic}
xor (32|M0) (eq)f1.0 r126.2<1>:f -(abs)r1.0<2;2,1>:d 0.5:f {NoDDChk}
(f1.1.any2h) or (8|M0) r0.1<4>:b tdr0.0<0;1,0>:b r7.2<8;8,0>:b
mach (2|M20) r[a0.1,64]<1>:uw r[a0.1,511]<1,0>:uw r127.7<16;8,1>:uw
sel (4|M0) (ge)f0.0 (sat)ip<2>:hf -(abs)r126.1<16;8,2>:hf r126.15<16;16,1>:hf
mov (16|M8) r7.1<2>:q (abs)r7.3<0;1,0>:q
not (32|M0) (lt)f0.0 r[a0.0]<2>:b -(abs)r[a0.7,-512]<1,0>:b {Switch}
shl (4|M24) (ov)f1.0 r31.2<1>:b n0.0<0;1,0>:b -(abs)r126.0<8;8,1>:b {AccWrEn,Atomic}
(W&f0.1) not (8|M16) r100.1<4>:ub r64.0<2;1,0>:ub
shr (8|M0) r31.2<1>:b msg0.0<0;1,0>:b r31.2<1;1,0>:b {Switch}
(~f1.1.any4h) or (16|M24) (lt)f1.1 r126.2<1>:q (abs)r2.0<0;1,0>:uq r2.0<16;8,1>:uq
xor (4|M12) r0.4<1>:ud r127.1<8;8,0>:uq (abs)r126.0<16;16,1>:uq {NoPreempt}
rndz (8|M0) acc1.0<2>:q 1e-05:df
math.exp (8|M8) r100.0<1>:hf (abs)r127.1<1;1,0>:hf {Switch}
xor (8|M0) r0.1<1>:ub r1.15<32;8,4>:ub r126.0<8;8,0>:q
(W&f1.1) not (8|M16) r[a0.3,-16]<4>:b (abs)r127.3<4;2,2>:b {NoDDChk}
(f1.0.any4h) mach (8|M0) (sat)r2.0<4>:ub (abs)r127.1<0;1,0>:ub r7.3<1;1,0>:ub {NoDDChk}
rol (8|M0) r31.0<1>:b r127.3<4;1,0>:hf r100.15<4;2,2>:hf
or (2|M0) r7.1<4>:hf sr0.1<0;1,0>:d (abs)r2.2<32;8,4>:d
fbl (32|M0) r31.2<1>:q 4096:q {AccWrEn,Atomic}
math.fdiv (8|M0) r0.2<1>:f r100.0<16;16,1>:f (abs)r126.7<1;1,0>:f
math.irem (8|M0) r127.0<2>:ud r100.7<8;4,2>:ud r31.0<32;8,4>:ud
rnde (2|M24) (lt)f0.0 (sat)r126.4<4>:w -(abs)sr0.0<0;1,0>:w
(f0.1.allv) shl (2|M12) acc0.0<1>:d (abs)fc0.0<0;1,0>:d -2048:d
(W) mach (8|M0) r0.1<1>:ud n0.0<0;1,0>:ud r100.0<32;8,4>:ud {NoDDClr}
(f1.0.anyv) frc (16|M8) r2.2<4>:hf r31.0<8;4,2>:hf
(f0.0.any32h) mov (4|M0) r1.4<1>:ud 0xFFFFFFFF:ud
rndu (16|M24) (sat)r1.0<1>:df 3.14159:df {Switch}
(f1.1.any8h) frc (1|M12) (lt)f1.1 f1.0<4>:b -(abs)r126.2<4;2,2>:b
shl (16|M0) r100.0<1>:hf msg0.0<0;1,0>:hf 65504.0:hf
or (32|M0) r127.2<4>:uq ~r64.7<4;1,0>:f 65504.0:f
fbh (1|M0) r0.0<2>:ud r1.0<4;1,0>:ud
(W) or (16|M0) r2.2<1>:hf -(abs)r[a0.0]<1,0>:b r[a0.1,511]<1,0>:hf
(f0.1.any2h) mach (4|M0) r64.4<2>:hf -a0.0<0;1,0>:hf 0.0:hf
(W&~f1.1) mac (16|M0) (sat)r7.2<4>:d -tm0.1<0;1,0>:d 4096:d {Breakpoint}
mov (2|M0) r1.1<1>:q r127.1<0;4,1>:q {Breakpoint}
(f0.0.all16h) shr (16|M16) r1.3<4>:uq r64.7<32;8,4>:d r100.3<32;8,4>:d
(W&~f0.0) rol (32|M16) (gt)f0.0 r127.0<1>:uq r7.2<0;4,1>:hf r2.3<16;16,1>:hf
asr (1|M8) r126.4<1>:hf -(abs)r7.0<0;4,1>:uq r64.0<16;8,2>:uq
(W&f0.0) mac (4|M0) r1.2<4>:ub -r7.15<2;2,1>:ub -r7.0<8;4,2>:hf {AccWrEn}
fbh (2|M0) r64.0<2>:f msg0.0<0;1,0>:ub {Atomic,NoDDChk,NoDDClr}
frc (16|M0) r7.2<4>:b 2047:w
mov (16|M0) tm0.0<1>:w r1.3<0;4,1>:w {Atomic}
rndd (32|M24) r31.0<1>:ud -(abs)sr0.1<0;1,0>:ud
(~f0.1) lzd (8|M24) r127.0<2>:ud -r126.0<2;1,0>:ud {Atomic,NoDDChk}
(f0.1.all16h) not (16|M0) r2.3<1>:uq (abs)r100.3<4;2,2>:uq
(W) shr (1|M24) r7.0<2>:ud (abs)r127.0<4;1,0>:ud r0.2<8;8,0>:ud
(f0.0.allv) rol (32|M0) r[a0.1,16]<1>:ud r64.15<16;8,2>:uw r2.1<2;1,0>:uw
avg (16|M0) null<2>:b r7.15<8;8,1>:b r100.3<4;4,1>:hf
mac (32|M0) r64.4<1>:ud r31.0<2;2,1>:ud r127.3<2;2,1>:ud {Switch}
(~f0.1.all4h) movi (8|M0) r64.4<1>:f r[a0.1,16]<1,0>:f null<0;1,0>:ud
(W) smov (4|M0) r0.2<1>:b msg0.0<0;1,0>:b r0.1<16;8,1>:b {Atomic}
bfrev (16|M24) r7.2<1>:w r[a0.2,-32]<1,0>:w {Breakpoint,NoDDChk}
(W) fbl (1|M0) r100.3<2>:uq r[a0.2]<1,0>:uq {Breakpoint,NoPreempt}
lzd (1|M16) tm0.0<4>:uw 0x1000:uw
(~f0.1.allv) shl (32|M0) r64.4<4>:ub r64.2<32;8,4>:ub r2.0<4;1,0>:ub
(W) asr (16|M0) r126.1<4>:d -(abs)a0.0<0;1,0>:d r[a0.1,2]<32;8,4>:d
subb (8|M0) r0.3<2>:uq dbg0.0<0;1,0>:uq r100.0<1;1,0>:w
mov (8|M0) (ov)f1.0 r127.0<2>:f (abs)r2.0<8;4,2>:w {NoDDClr}
(~f0.0.any16h) mach (8|M8) (sat)r127.4<2>:b r0.0<16;8,2>:b -(abs)r0.2<16;8,1>:b {AccWrEn,Atomic}
(f0.1.all8h) not (8|M0) (ne)f0.1 r7.0<1>:w r127.3<0;1,0>:f {Atomic}
bfrev (1|M4) r31.2<1>:uw -2147483648:d
(W&f0.0) lzd (4|M16) r[a0.0,64]<1>:ud r2.3<32;8,4>:ud {NoDDClr}
shl (16|M0) (sat)r2.4<1>:w (abs)r64.0<2;1,0>:q -(abs)r[a0.1,-512]<1,0>:df
(W) bfrev (8|M8) r[a0.1,-16]<1>:hf 0.5:hf {Breakpoint}
bfrev (1|M0) r31.0<2>:ub a0.0<0;1,0>:ub {NoDDClr}
