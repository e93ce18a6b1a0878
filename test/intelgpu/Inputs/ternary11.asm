// Gen11 corpus: utils/intelgpu-corpus.py -p 11 -g ternary -n 2500 --seed 20261123; 2500 lines iga64 accepts.
mad (4|M0) r10.4<1>:d -(abs)r127.3<4;1>:d -(abs)r64.0<8;1>:ud -(abs)r64.0<4>:ub
madm (1|M0) r127.mme2:hf r1.mme0:hf r1.nomme:hf -(abs)r127.mme7:hf
(W) bfe (8|M0) r127.4<2>:ud r64.2<0;0>:ud r3.0<4;2>:ud r3.0<2>:ud
csel (4|M8) r127.3<1>:df r2.3<8;1>:df r2.0<4;2>:df r64.0<1>:df
bfe (8|M24) r127.0<2>:d r3.0<2;1>:d r3.0<4;1>:d r2.0<4>:d {Atomic}
bfi2 (8|M0) r1.4<1>:d r127.0<0;1>:d r64.1<0;1>:d r127.0<1>:d
(W) mad (1|M24) (un)f1.1 r1.0<2>:ub -(abs)r3.0<0;1>:b -r64.1<8;4>:b -(abs)r2.3<1>:w {Atomic,NoDDClr}
(W&f1.1) bfi2 (32|M16) r10.0<1>:ud r2.0<4;1>:ud r3.0<8;1>:ud r127.3<1>:ud {NoDDClr}
(~f0.0.all16h) madm (4|M16) (sat)r9.mme7:f r9.mme7:f r127.mme2:f r9.mme0:f {AccWrEn}
mad (16|M8) acc0.3<2>:df (abs)r127.1<4;1>:df (abs)r3.0<8;1>:df r127.2<4>:df
csel (8|M24) (sat)r10.0<2>:df -(abs)r64.3<8;1>:df r3.1<4;1>:df -(abs)r2.0<4>:df
csel (4|M0) (ov)f1.1 r127.0<2>:df -(abs)r2.0<0;1>:df -(abs)r64.0<0;0>:df -r127.0<4>:df {Switch}
mad (2|M0) (un)f1.0 r10.2<1>:df (abs)r2.0<0;1>:df -r64.0<0;1>:df -r64.0<1>:df
csel (1|M0) r127.0<1>:df -r64.1<2;1>:df (abs)r3.0<0;1>:df -r2.0<0>:df {NoDDChk}
(W) bfi2 (16|M0) r1.0<1>:d r64.0<8;1>:d acc0.0<8;4>:d r64.0<4>:d
madm (32|M0) (sat)r1.mme0:hf r9.nomme:hf r9.mme2:hf r1.mme0:hf {NoDDChk}
csel (16|M0) (sat)r10.4<1>:d r2.2<4;1>:ud r127.0<2;1>:uw -r127.2<1>:w {Atomic}
csel (1|M28) r1.0<1>:hf r127.0<4;1>:hf -r3.0<0;1>:hf r127.0<0>:hf
(W) csel (1|M0) r10.4<1>:hf -r127.0<0;0>:hf r127.0<0;0>:hf (abs)r64.0<0>:f
mad (8|M0) r10.0<2>:b -r64.0<8;4>:d r127.1<0;0>:d (abs)r3.0<4>:b {NoDDClr}
(W) bfi2 (2|M16) r1.0<2>:ud r127.0<4;1>:ud r3.0<0;1>:ud r2.1<1>:ud
(~f0.0) mad (32|M0) (ov)f0.0 r1.0<2>:df -r64.1<4;1>:df -r127.3<8;1>:df -(abs)r64.3<4>:df
bfe (32|M16) r10.2<1>:d r127.0<8;4>:d r64.0<2;1>:d r64.0<1>:d
(~f1.1.all16h) madm (16|M0) r127.mme7:df -(abs)r127.nomme:df (abs)r127.mme2:df r64.mme2:df {AccWrEn}
csel (4|M0) r1.0<2>:uw -r3.0<8;1>:w r64.0<4;2>:uw -(abs)r127.3<0>:ub
madm (1|M16) r64.mme2:f -(abs)r127.mme7:f (abs)r64.mme7:f r64.nomme:f
bfe (16|M0) r1.0<1>:ud r2.1<0;1>:ud r64.0<4;1>:ud r2.3<2>:ud
bfe (16|M0) r1.4<2>:ud r127.0<4;1>:ud r3.0<0;0>:ud r127.3<0>:ud
bfe (8|M0) acc0.2<1>:ud r2.0<8;4>:ud r2.0<2;1>:ud r3.0<4>:ud
(f0.1.any16h) mad (8|M8) (ge)f0.1 r10.0<2>:b r2.0<0;1>:ud -(abs)r127.0<0;1>:ud -(abs)r127.2<2>:b
bfe (8|M8) r127.0<2>:ud r127.0<8;4>:ud r64.2<0;0>:ud r3.0<1>:ud {Atomic,NoDDChk}
(~f0.1.all8h) mad (1|M20) (un)f0.1 r1.3<1>:df r64.0<8;4>:df -r2.0<8;4>:df (abs)r127.3<1>:df
bfe (8|M0) r1.0<2>:ud r64.1<4;2>:ud r2.0<0;1>:ud r127.3<4>:ud {NoPreempt}
(W) bfe (4|M24) r127.0<2>:d r3.0<4;1>:d r2.0<2;1>:d r127.0<1>:d
(f0.0) bfi2 (8|M0) r1.0<2>:ud r3.3<2;1>:ud r127.2<0;0>:ud r127.0<1>:ud {Atomic}
bfe (16|M16) r127.0<1>:d r64.0<0;1>:d r3.0<0;1>:d r2.1<4>:d
(f1.1.anyv) bfi2 (1|M28) r127.0<1>:d r64.0<4;1>:d r64.1<8;4>:d r127.0<1>:d {Switch}
mad (2|M4) (sat)r127.3<1>:df (abs)r2.1<0;0>:df (abs)r2.2<0;0>:df -r2.0<0>:df {Atomic}
bfe (8|M0) r127.2<1>:ud r2.0<4;1>:ud r3.1<4;1>:ud r2.0<1>:ud {Breakpoint,NoDDChk}
mad (32|M0) r1.2<2>:f r64.2<4;2>:hf (abs)acc0.0<0;1>:hf r64.0<4>:f
madm (4|M0) (sat)r9.mme2:hf r1.mme7:hf r9.mme0:hf (abs)r9.mme2:hf
bfe (1|M0) r127.4<1>:d r3.3<0;0>:d r127.3<4;1>:d r2.0<4>:d {Switch}
(W) mad (1|M0) (le)f0.1 r127.0<1>:ub r64.3<8;1>:ud -r2.1<4;2>:b (abs)r64.3<0>:ud {NoDDClr,NoPreempt}
(W&f1.1) bfe (2|M0) r1.4<1>:ud r64.2<2;1>:ud acc0.0<0;1>:ud r64.0<1>:ud {Switch}
madm (1|M12) r9.mme2:df r9.mme2:df (abs)r64.mme2:df r9.mme0:df {NoDDClr}
(~f0.1.any4h) bfe (16|M0) r1.2<1>:d r127.3<0;0>:d r3.0<4;1>:d r127.3<1>:d
bfi2 (8|M0) r127.0<2>:ud r64.0<8;1>:ud r3.0<8;1>:ud r127.2<0>:ud
bfi2 (1|M4) r127.0<1>:d r127.1<8;4>:d r64.0<8;1>:d r64.0<0>:d {NoDDChk}
(f1.1.any32h) bfe (8|M8) r127.0<2>:d r127.0<4;1>:d r3.0<4;2>:d r64.0<2>:d
(~f0.1.any4h) mad (16|M0) r1.0<2>:df -r2.0<2;1>:df -(abs)r64.0<4;2>:df -(abs)r3.0<4>:df
bfe (16|M8) r127.0<2>:d r64.2<2;1>:d r3.2<0;0>:d r2.0<0>:d
madm (1|M4) r64.mme2:hf r1.mme0:hf (abs)r9.mme0:hf r9.mme2:hf
mad (4|M4) r127.0<1>:ub -(abs)r64.3<0;1>:ub r3.0<0;0>:b -r127.0<1>:b
(W&~f1.0) mad (16|M0) (lt)f1.0 (sat)r10.2<2>:df r64.3<8;1>:df -r64.0<8;4>:df r64.3<4>:df
(f0.1.all4h) mad (16|M0) (gt)f0.1 (sat)r10.4<1>:d r3.0<4;2>:ub r2.0<8;4>:ud -r2.2<1>:b {Breakpoint}
madm (16|M0) r1.mme0:hf r1.mme0:hf (abs)r64.mme0:hf -(abs)r64.mme7:hf
madm (4|M12) r64.mme7:f r127.nomme:f r1.mme0:f -(abs)r64.mme7:f
(f1.0.any8h) mad (4|M0) acc0.0<1>:uw r2.3<4;1>:b -(abs)r64.0<4;1>:ud r127.1<2>:w
bfi2 (4|M0) r10.0<1>:ud r64.2<0;0>:ud acc0.2<0;0>:ud r3.0<2>:ud {Switch}
mad (16|M0) (sat)r10.0<2>:hf r64.0<0;1>:hf -(abs)r127.0<4;1>:f -1.5:hf
(W) mad (16|M16) r10.0<1>:w r3.0<0;1>:ub (abs)r127.0<4;2>:w r64.0<0>:uw {AccWrEn}
bfi2 (2|M0) r1.0<2>:ud r2.0<8;4>:ud r3.0<4;1>:ud r64.0<0>:ud {Breakpoint}
(W) mad (2|M0) (sat)r1.0<2>:d 0:w (abs)r127.1<2;1>:b r127.1<0>:b {NoDDClr}
csel (1|M24) r127.2<2>:df -r3.0<0;1>:df r127.1<0;0>:df -(abs)r2.0<2>:df {NoPreempt}
bfe (1|M0) r127.2<1>:ud r127.3<4;2>:ud r2.2<0;0>:ud r3.0<2>:ud
csel (1|M0) r1.0<1>:df -r127.0<8;1>:df -(abs)r3.0<4;2>:df r3.1<0>:df
mad (4|M0) (gt)f0.1 (sat)r1.3<1>:df r3.0<2;1>:df r64.0<4;1>:df -(abs)r2.0<1>:df {AccWrEn}
(W&f0.1) bfe (16|M0) r10.0<1>:ud r3.0<0;0>:ud r64.0<8;1>:ud r127.0<1>:ud {Atomic}
(f1.1.all8h) mad (8|M0) (lt)f1.1 r127.0<1>:d -r64.0<8;1>:ud -(abs)r3.0<8;1>:uw -r2.0<4>:w
madm (8|M0) (sat)r1.mme0:df (abs)r9.mme0:df r127.mme2:df r9.mme0:df {Breakpoint}
mad (8|M0) r10.4<1>:d -(abs)r64.3<4;2>:w (abs)r3.0<8;1>:ud r3.0<0>:ud
mad (8|M0) (sat)r127.0<1>:ub r127.0<4;2>:b -r64.1<8;1>:b r2.0<2>:b
(W) bfi2 (8|M16) r10.0<1>:ud r2.0<4;1>:ud r3.0<0;0>:ud r3.0<0>:ud
csel (1|M20) (sat)r1.2<1>:df -(abs)r3.2<2;1>:df -(abs)r127.0<4;2>:df r127.0<4>:df
mad (4|M4) r127.3<1>:df -r64.0<4;1>:df r64.0<4;2>:df r127.2<4>:df
mad (2|M28) (sat)r1.0<2>:w -(abs)r3.0<8;4>:ub -r64.0<8;4>:ud r3.2<0>:w
madm (16|M0) r9.mme7:df r127.mme2:df r1.mme7:df (abs)r9.mme2:df
(f0.1.all4h) bfe (16|M0) r10.0<2>:ud r3.1<8;1>:ud r64.0<8;4>:ud r64.0<2>:ud
mad (8|M16) r127.0<1>:ub r64.0<8;4>:ud r127.0<4;1>:w -(abs)r127.0<1>:ud
mad (16|M0) (lt)f1.1 r127.0<1>:hf (abs)r127.0<8;1>:hf (abs)r127.1<8;4>:f r127.2<4>:hf {AccWrEn}
(W&f0.1) mad (16|M0) (ge)f0.1 r10.0<1>:ud -(abs)r64.0<8;4>:ub r64.3<4;2>:w 25007:w
csel (16|M0) r1.2<1>:d r127.1<4;2>:d -(abs)r127.0<4;2>:ud r64.0<2>:b {NoDDClr}
mad (8|M16) r127.0<1>:w -(abs)r64.0<4;1>:w -r2.0<4;2>:ub (abs)r64.2<4>:b
mad (1|M28) (un)f0.1 r1.3<1>:df -(abs)r127.0<0;1>:df r127.2<4;2>:df -r2.1<1>:df {AccWrEn}
bfe (32|M8) r1.0<1>:d r64.0<8;1>:d r3.0<0;1>:d r2.1<4>:d
bfe (32|M0) r127.0<1>:d r2.3<4;1>:d r2.0<8;4>:d r64.3<2>:d {AccWrEn}
bfi2 (2|M16) r127.0<1>:ud r3.0<8;4>:ud r64.0<4;2>:ud r2.0<2>:ud
bfe (16|M0) r10.0<2>:ud r3.2<8;4>:ud r2.0<0;0>:ud r127.0<2>:ud
(W) bfe (16|M16) acc0.4<2>:ud r3.2<4;2>:ud acc0.0<4;2>:ud r64.0<1>:ud {AccWrEn}
(W) mad (16|M0) (ne)f1.1 r1.3<2>:df -r2.1<2;1>:df (abs)r127.0<0;0>:df r3.0<1>:df
bfi2 (16|M0) r127.0<1>:ud r3.3<0;0>:ud r2.2<0;1>:ud r127.0<1>:ud
bfe (1|M0) r10.2<2>:ud r3.0<0;1>:ud r64.0<8;1>:ud r3.0<4>:ud {NoDDClr}
bfe (16|M24) r1.4<1>:ud r3.1<2;1>:ud r2.1<2;1>:ud r2.0<0>:ud {Breakpoint}
bfi2 (16|M0) r1.0<1>:d r127.0<0;1>:d r64.0<8;4>:d r3.1<2>:d
madm (4|M0) r127.mme0:f r127.mme7:f r127.mme7:f -(abs)r64.nomme:f
(~f0.1.any16h) bfi2 (16|M0) r1.0<1>:ud r3.3<4;1>:ud r2.0<8;4>:ud r2.0<1>:ud
bfe (8|M16) r1.4<1>:d r2.0<4;2>:d r2.0<8;1>:d r64.0<4>:d {Breakpoint}
(f0.1.any4h) bfi2 (4|M0) r10.0<1>:d r3.0<2;1>:d r2.0<4;1>:d r2.1<0>:d
csel (4|M4) (ov)f1.0 r1.0<1>:ub -r64.0<4;2>:b -(abs)r127.0<4;1>:b r64.0<1>:b
mad (1|M0) (le)f0.0 r127.3<1>:df r3.0<8;1>:df r64.0<2;1>:df r2.0<0>:df {NoPreempt}
mad (16|M0) (sat)acc0.4<1>:d -r64.0<4;1>:w -(abs)r2.0<0;1>:b -1:w {NoDDChk}
(f1.1.all32h) bfe (32|M16) r127.0<1>:ud r2.3<4;1>:ud r64.3<4;1>:ud r3.0<1>:ud
bfi2 (16|M0) acc0.4<2>:d r64.2<0;1>:d r127.2<0;1>:d r127.0<0>:d {Atomic}
mad (32|M0) (lt)f0.1 acc0.0<1>:df r127.0<8;1>:df -r2.0<4;1>:df r3.0<0>:df
bfe (2|M28) r1.4<2>:ud r2.0<8;4>:ud r2.0<4;2>:ud r3.0<0>:ud {Breakpoint}
(~f0.1.all32h) mad (8|M0) r1.0<1>:uw -r64.0<4;2>:d r2.0<4;1>:uw -r2.0<0>:w
csel (32|M0) r1.0<1>:df (abs)r3.0<8;1>:df r2.2<8;4>:df r3.0<4>:df
mad (8|M0) acc0.3<1>:df r2.0<4;2>:df -r3.0<0;0>:df -(abs)r3.3<2>:df
mad (16|M24) r10.4<1>:d -(abs)r127.3<4;1>:ub -(abs)r3.0<0;0>:uw -2048:w
(W&f1.0) mad (32|M24) r127.0<1>:f r3.0<2;1>:f r64.0<0;0>:hf (abs)r3.0<0>:f
(W) bfi2 (4|M16) r1.0<1>:ud r3.0<8;4>:ud r127.0<0;0>:ud r64.0<1>:ud
csel (32|M24) r1.0<1>:df (abs)r3.0<2;1>:df -(abs)acc0.0<2;1>:df -(abs)r64.0<0>:df
madm (8|M0) r9.mme7:f -(abs)r9.nomme:f r1.mme7:f r127.nomme:f {Atomic}
mad (32|M0) r127.0<1>:f -r2.0<2;1>:f r64.0<4;2>:hf -(abs)r2.0<1>:f
(W) bfe (4|M28) r10.2<1>:ud r127.0<4;1>:ud r2.0<0;0>:ud r64.0<4>:ud {Breakpoint}
(~f0.1) mad (8|M0) r1.0<2>:df -(abs)r3.0<4;2>:df -r64.0<0;1>:df r127.2<0>:df {AccWrEn}
mad (8|M0) r10.0<1>:df (abs)r2.0<8;1>:df -r127.0<8;1>:df -(abs)r64.0<0>:df
madm (16|M16) r1.mme7:f -(abs)r1.mme0:f -(abs)r1.mme7:f r64.mme2:f
csel (8|M8) (sat)r1.0<1>:ub -r127.0<0;0>:d r2.0<8;1>:w -(abs)r64.0<0>:w {Atomic}
bfe (16|M24) r10.4<1>:d r3.0<4;2>:d r127.0<8;4>:d r127.2<2>:d {NoDDClr}
madm (8|M0) r127.mme0:f -r64.mme7:f (abs)r9.mme7:f -r1.nomme:f {AccWrEn,Breakpoint}
(f1.0.all16h) madm (2|M24) r64.mme7:hf -(abs)r64.mme2:hf r64.nomme:hf (abs)r127.mme0:hf
mad (8|M0) r10.0<2>:ub r2.0<2;1>:ub r127.0<4;2>:d r64.0<4>:ub {NoPreempt}
(f1.1.any32h) madm (32|M0) r1.mme0:f r64.mme0:f -r9.mme2:f r9.nomme:f
csel (16|M0) acc0.0<1>:df -r2.0<2;1>:df r2.0<2;1>:df r127.0<1>:df
csel (8|M16) r1.4<2>:uw r127.0<4;2>:uw -(abs)r64.0<4;1>:ub r3.0<2>:d
(~f1.0.any16h) madm (2|M0) r9.mme0:f -r127.nomme:f (abs)r64.nomme:f -(abs)r127.nomme:f
(W) csel (8|M0) (sat)r10.0<1>:b r2.0<0;0>:b -r127.0<0;0>:ub (abs)r64.0<2>:d
bfi2 (4|M12) r10.4<1>:d r64.0<4;2>:d acc0.0<8;4>:d r3.0<2>:d {Switch}
csel (16|M0) (sat)acc0.0<1>:df (abs)r64.0<8;1>:df (abs)r2.0<8;4>:df r2.0<1>:df {Breakpoint}
csel (32|M16) r1.0<1>:df r64.0<2;1>:df (abs)r127.2<8;4>:df r64.1<1>:df
bfe (32|M0) r1.2<1>:d r2.0<0;1>:d r64.0<2;1>:d r127.3<1>:d {AccWrEn}
(~f0.0) bfi2 (8|M0) r10.4<1>:ud r127.0<8;4>:ud r127.0<8;1>:ud r3.2<4>:ud {NoDDChk}
csel (8|M0) r1.0<1>:df -(abs)r2.0<4;2>:df (abs)r64.0<0;1>:df (abs)r2.0<2>:df {AccWrEn}
bfi2 (2|M24) r10.0<1>:d r3.0<2;1>:d r2.0<4;2>:d r3.0<1>:d
(W) csel (2|M0) r1.2<1>:df r127.1<0;0>:df -r2.0<8;1>:df r3.0<4>:df
madm (8|M0) r9.mme7:hf -r9.mme2:hf -r127.mme7:hf -r1.mme0:hf
(W) bfe (2|M12) r1.0<1>:ud r3.1<8;1>:ud r64.0<0;1>:ud r3.0<2>:ud
mad (8|M0) (lt)f1.1 r10.3<2>:df r127.0<2;1>:df -(abs)r2.0<8;4>:df r127.3<1>:df {Breakpoint}
csel (2|M0) r127.3<2>:df (abs)r2.0<8;1>:df r2.2<0;1>:df r3.0<2>:df {NoDDClr,Switch}
(f1.0.any2h) bfe (16|M24) acc0.4<2>:d r3.0<2;1>:d r64.0<2;1>:d r127.0<4>:d {Switch}
(f0.0.any16h) bfe (32|M24) acc0.0<1>:ud r64.0<0;1>:ud acc0.0<2;1>:ud r64.1<2>:ud
(f1.0.allv) madm (8|M24) r127.mme0:df r64.mme7:df (abs)r9.mme0:df -(abs)r127.mme2:df
(f0.0.any4h) madm (32|M0) r9.mme7:f r1.mme0:f r9.mme0:f -(abs)r127.nomme:f
mad (8|M0) r127.3<2>:df -(abs)r3.0<8;4>:df acc0.0<0;1>:df r127.0<0>:df {Breakpoint,NoDDChk}
madm (8|M0) r64.mme7:df -r1.nomme:df -r64.mme0:df r1.nomme:df
bfe (16|M0) r1.0<1>:ud r127.2<0;0>:ud r3.0<4;2>:ud r2.0<1>:ud {NoDDClr}
csel (1|M0) (ne)f1.0 r1.0<1>:df -(abs)r127.0<2;1>:df (abs)r127.0<2;1>:df -(abs)r127.0<4>:df
(f0.0.any16h) bfe (8|M0) r10.0<1>:d r127.0<2;1>:d r127.0<2;1>:d r2.2<1>:d {Breakpoint,NoPreempt}
csel (32|M0) acc0.3<1>:df r127.3<2;1>:df r64.0<8;1>:df -r3.0<0>:df {Breakpoint}
(W) mad (2|M28) r10.4<1>:f (abs)r3.0<4;1>:f -(abs)r3.2<4;2>:f -r64.0<4>:hf {Breakpoint}
mad (32|M0) r10.4<2>:f -(abs)r2.0<8;4>:hf r2.0<0;1>:f -(abs)r64.2<4>:hf {Switch}
csel (8|M0) r10.3<1>:df -r64.2<0;0>:df -r127.0<0;0>:df -r127.0<2>:df
csel (16|M0) (sat)r1.0<1>:ub (abs)r2.3<8;1>:b -(abs)r64.0<0;0>:d (abs)r3.1<4>:w
(~f1.0.any2h) bfe (16|M16) r1.4<1>:ud r64.1<8;4>:ud r3.2<2;1>:ud r127.1<0>:ud
mad (8|M0) acc0.0<1>:ub r64.2<0;0>:w (abs)r2.3<8;4>:ud r64.0<4>:uw
(~f0.0.all16h) mad (2|M0) r10.0<2>:df -r127.0<0;0>:df -(abs)r64.0<4;2>:df r3.1<2>:df
csel (1|M28) (lt)f1.0 r127.0<1>:w -(abs)r3.0<8;4>:d r3.1<0;0>:w -(abs)r127.0<2>:ub {AccWrEn,NoDDClr}
csel (2|M16) (lt)f0.1 r10.2<2>:df r3.0<2;1>:df -(abs)r64.0<2;1>:df -r2.3<2>:df {NoDDChk}
(W) bfe (1|M0) r127.2<1>:ud r64.0<0;0>:ud r127.0<0;1>:ud r64.0<4>:ud
bfi2 (8|M0) r127.0<2>:ud r64.0<2;1>:ud r127.0<2;1>:ud r3.0<0>:ud
bfe (32|M0) r1.2<1>:d r3.0<0;1>:d r2.1<8;1>:d r2.0<4>:d
(f1.0.all16h) mad (1|M28) r1.0<1>:df (abs)r127.0<2;1>:df -(abs)r3.0<8;4>:df r127.0<4>:df
(f1.1.all2h) mad (8|M0) (sat)r1.0<1>:df -(abs)r3.0<8;1>:df r64.0<4;1>:df -r2.0<0>:df
mad (4|M16) r10.4<2>:d -2049:w -r3.0<8;4>:w -(abs)r127.3<2>:ub {NoDDChk}
(W&~f1.0) mad (1|M0) r127.3<1>:df r127.0<4;2>:df -(abs)r2.0<8;4>:df -r2.2<4>:df
mad (4|M0) r10.0<1>:uw -(abs)r2.0<4;2>:d -(abs)acc0.0<0;1>:d 0x1:uw
mad (1|M16) acc0.0<1>:df -(abs)r64.0<2;1>:df (abs)r127.2<0;0>:df -r127.0<0>:df
(W) bfe (8|M8) r127.0<1>:ud r127.0<0;1>:ud acc0.0<2;1>:ud r2.1<1>:ud {Atomic}
(~f1.0.any32h) mad (32|M0) (gt)f1.0 acc0.0<1>:ud r2.2<8;1>:d (abs)r64.0<4;2>:ub r2.0<1>:w
csel (8|M0) r10.4<1>:f -(abs)r127.0<0;1>:hf -r2.0<0;0>:f -(abs)r64.0<4>:hf
bfe (16|M0) r127.0<1>:ud r127.3<0;1>:ud r127.1<4;2>:ud r127.0<4>:ud {NoDDChk}
bfe (2|M28) r10.4<2>:d r3.0<8;4>:d acc0.2<2;1>:d r127.2<1>:d {NoDDChk}
(f1.0.all16h) bfe (16|M0) r127.0<1>:ud r64.0<0;0>:ud r64.0<0;0>:ud r2.3<4>:ud
(f1.1.any2h) bfi2 (32|M8) r1.0<1>:d r3.0<0;1>:d r127.0<2;1>:d r127.0<4>:d {Breakpoint}
bfi2 (16|M0) r10.4<1>:ud r3.0<4;1>:ud r64.0<0;1>:ud r64.2<0>:ud {NoDDClr}
madm (4|M0) r1.mme2:df r9.nomme:df r64.mme7:df -r9.mme0:df {Atomic}
(W) bfi2 (32|M0) r127.4<1>:ud r64.0<2;1>:ud r127.3<4;1>:ud r64.1<2>:ud
(~f0.0.all16h) madm (2|M0) r127.mme2:f -(abs)r127.mme7:f r127.mme0:f -(abs)r1.mme0:f {NoDDChk}
madm (8|M16) r127.mme0:hf -(abs)r127.mme7:hf -r1.mme7:hf r1.mme0:hf
(f0.0.any16h) bfe (8|M0) r127.4<2>:ud r64.0<8;4>:ud r64.0<2;1>:ud r3.0<1>:ud
(f1.0.any2h) mad (16|M0) r1.0<2>:uw (abs)r64.0<4;1>:d -r2.0<8;1>:b -(abs)r127.2<2>:ud
csel (2|M16) r1.4<2>:hf r127.3<8;1>:hf -r2.0<4;1>:f 0.5:hf
mad (8|M0) r127.0<2>:uw -r64.0<2;1>:w r64.2<4;2>:d -(abs)r64.1<0>:w
mad (8|M8) (le)f0.1 r127.2<2>:df -(abs)r2.1<0;0>:df -(abs)r64.0<0;1>:df -(abs)r3.2<4>:df {NoDDChk}
csel (8|M0) r127.0<1>:ub -r2.0<0;0>:ud -(abs)r127.0<8;4>:b -(abs)r127.0<0>:d
(~f0.1.anyv) madm (32|M8) (sat)r1.mme0:hf r9.mme0:hf -r64.nomme:hf r1.mme2:hf {NoDDClr}
madm (2|M0) (sat)r1.mme7:f r1.mme7:f r9.mme2:f -(abs)r127.mme7:f
mad (8|M0) r1.2<1>:df -r2.1<2;1>:df (abs)r2.3<4;2>:df r64.0<0>:df
(W) csel (16|M16) r10.0<2>:df r64.0<0;0>:df (abs)r127.2<4;2>:df r2.2<2>:df
csel (1|M16) (lt)f0.1 r127.2<2>:df r64.2<0;0>:df (abs)r127.0<8;4>:df (abs)r3.0<2>:df
mad (8|M0) r1.2<2>:df -r2.0<0;0>:df (abs)r2.0<4;1>:df r2.0<2>:df {NoDDChk}
mad (16|M0) (ge)f0.1 r10.2<1>:df r3.0<0;1>:df -r127.0<4;2>:df -r127.2<4>:df
(~f0.1.all32h) mad (8|M16) (eq)f0.1 r127.0<1>:ub -(abs)r64.0<4;2>:ub -r3.3<4;1>:d -r127.0<4>:uw
(~f0.1.allv) bfi2 (2|M0) acc0.0<2>:ud r3.0<0;0>:ud r3.0<0;1>:ud r127.0<0>:ud
(~f0.0.any16h) mad (1|M20) acc0.0<1>:w r2.0<4;2>:d -(abs)r3.0<8;1>:ud -r64.0<4>:b
(W) mad (16|M0) r127.0<1>:df r3.3<8;4>:df -r127.0<0;0>:df (abs)r2.0<0>:df
bfi2 (2|M20) r10.2<1>:ud r2.0<2;1>:ud r3.0<8;4>:ud r2.0<2>:ud {AccWrEn}
(W) mad (8|M0) r127.4<2>:w (abs)r2.0<8;1>:d -(abs)r127.0<2;1>:ub -r64.0<4>:uw
(f1.0.anyv) bfe (2|M0) r127.4<1>:ud r127.2<2;1>:ud r127.0<8;1>:ud r3.1<2>:ud {Breakpoint}
(f1.0.all2h) mad (2|M0) r127.0<1>:uw (abs)r64.0<4;1>:ub -(abs)r127.0<2;1>:b (abs)r64.1<4>:d
csel (16|M0) acc0.0<2>:w (abs)r3.0<0;1>:b r3.2<4;1>:w -(abs)r64.0<2>:b {AccWrEn}
mad (4|M0) acc0.0<1>:w (abs)r2.3<8;4>:ub r64.3<8;1>:w -(abs)r64.0<1>:w {NoDDClr,Switch}
(f1.0) mad (16|M24) (un)f1.0 r1.3<1>:df -r127.0<8;4>:df -r127.0<0;1>:df -r2.0<2>:df
(f0.0.any2h) mad (8|M0) (ov)f0.0 r127.0<1>:df r3.0<0;0>:df -(abs)r3.0<0;0>:df r3.0<1>:df
(W) bfe (2|M24) r127.4<1>:ud r2.0<4;1>:ud acc0.0<0;0>:ud r64.0<0>:ud
mad (8|M0) (eq)f1.1 r10.2<1>:df -r3.0<8;1>:df -(abs)r2.0<0;1>:df -(abs)r127.0<2>:df {Switch}
(W) mad (8|M16) (ov)f0.1 r127.2<1>:df r3.3<8;1>:df (abs)r64.0<4;2>:df (abs)r2.0<0>:df {AccWrEn,Atomic}
bfe (8|M24) r10.4<1>:ud r3.0<8;4>:ud r64.0<8;4>:ud r64.3<1>:ud {Atomic}
csel (8|M0) r1.0<1>:df -(abs)r127.1<4;1>:df -r3.3<8;1>:df -(abs)r2.2<2>:df
bfe (1|M24) r127.4<1>:ud r3.0<0;0>:ud r127.0<0;0>:ud r3.0<1>:ud
csel (16|M8) (lt)f0.0 r1.2<1>:df (abs)r64.0<0;1>:df r2.0<0;1>:df -r64.0<1>:df {Atomic}
(~f0.0.anyv) bfi2 (2|M28) r127.2<1>:ud r127.0<0;1>:ud r2.0<4;2>:ud r3.3<4>:ud {NoDDChk}
mad (8|M24) r10.0<1>:w r127.3<0;0>:ub -(abs)r3.0<8;4>:ub r127.2<1>:ud
bfi2 (2|M12) r1.4<1>:ud r127.0<8;1>:ud r64.0<0;0>:ud r3.1<0>:ud
mad (8|M16) (ov)f0.0 r127.4<2>:ud -(abs)r127.0<0;1>:ub -(abs)r3.0<0;1>:ub r64.0<4>:ub
mad (8|M0) r10.0<2>:df r3.0<8;4>:df r64.0<4;1>:df -(abs)r2.0<2>:df {Atomic}
(~f1.0.any16h) bfe (2|M0) r127.2<1>:d r3.0<8;1>:d r3.1<8;4>:d r64.0<0>:d {Atomic,Breakpoint}
mad (8|M16) r10.4<1>:d (abs)r2.3<0;1>:ud -r3.2<0;1>:ud r3.0<2>:ub {NoDDClr}
csel (1|M0) r127.0<1>:ud (abs)r2.0<0;0>:b (abs)r3.0<4;1>:d r127.0<1>:uw
madm (16|M0) r127.mme2:df (abs)r9.mme0:df r9.mme2:df (abs)r1.nomme:df
madm (32|M0) r64.mme2:df r64.mme0:df r127.mme7:df -r64.mme2:df
csel (2|M4) r127.0<1>:df r3.0<4;2>:df -(abs)r127.0<4;1>:df -r2.3<1>:df {Breakpoint}
(~f0.1.all4h) mad (4|M28) (ge)f0.1 r1.0<1>:w -r2.2<4;2>:ud r64.0<0;1>:ud r3.1<1>:b
csel (8|M16) r10.0<1>:d 0x2092:uw -(abs)r3.0<4;1>:uw -(abs)r127.2<2>:w
mad (32|M0) r1.0<2>:df -r127.0<4;1>:df r127.3<4;2>:df -r3.0<0>:df {Atomic}
bfe (32|M16) r1.0<2>:d r127.0<0;1>:d acc0.0<8;1>:d r64.0<1>:d
(f0.0.all32h) bfe (16|M24) acc0.4<1>:ud r2.0<0;0>:ud r2.2<4;1>:ud r127.2<0>:ud {NoDDClr}
bfi2 (2|M0) r127.0<1>:ud r127.0<2;1>:ud r2.0<4;1>:ud r2.0<0>:ud
mad (4|M0) (sat)r10.4<1>:uw -r2.0<2;1>:b -(abs)acc0.2<0;0>:ub (abs)r64.1<0>:w
bfe (1|M20) r1.0<2>:ud r3.0<2;1>:ud acc0.0<0;1>:ud r64.0<4>:ud
csel (4|M0) r1.4<1>:w (abs)r64.0<0;0>:w -r3.0<4;1>:uw r127.0<0>:d
mad (8|M0) r1.0<1>:b -r64.0<8;4>:uw r3.0<2;1>:uw -(abs)r2.0<4>:ub
(f1.0.all32h) bfi2 (2|M24) r127.2<1>:d r127.0<8;1>:d r3.3<0;1>:d r64.0<0>:d
bfi2 (16|M0) r10.0<2>:d r127.3<0;0>:d r127.2<4;1>:d r64.1<4>:d
mad (32|M0) (ov)f1.0 r127.0<2>:b (abs)r2.0<8;1>:w r127.0<8;4>:w -(abs)r2.2<1>:d
csel (32|M0) r1.0<2>:df -r3.0<4;1>:df r127.2<8;1>:df -r3.3<1>:df
mad (16|M0) r127.0<1>:hf -r64.0<4;2>:f (abs)r2.0<0;1>:hf -(abs)r127.0<2>:f {Atomic}
(W) bfe (2|M24) r1.2<1>:ud r64.0<8;4>:ud r127.0<8;4>:ud r2.2<4>:ud {NoPreempt}
bfe (8|M0) r1.4<1>:ud r64.2<2;1>:ud r3.0<8;4>:ud r3.0<2>:ud
bfe (8|M24) r1.0<2>:d r2.0<0;1>:d r3.1<4;1>:d r64.0<0>:d
bfi2 (32|M0) r1.4<1>:ud r2.1<2;1>:ud r3.0<0;0>:ud r64.0<2>:ud
csel (8|M16) (eq)f1.1 r10.3<1>:df -(abs)r2.0<0;1>:df r3.0<8;4>:df r2.0<2>:df {NoDDChk}
bfe (16|M0) r127.0<2>:d r64.1<8;1>:d r64.0<2;1>:d r3.0<0>:d
mad (16|M0) r1.2<2>:df (abs)r127.0<0;0>:df r3.1<4;1>:df r64.0<1>:df
csel (4|M0) (sat)r1.4<1>:hf -(abs)r64.0<8;4>:f (abs)r127.0<0;1>:hf r127.0<4>:hf
(W) madm (4|M16) r9.mme2:df -r1.mme0:df r1.mme2:df -r127.nomme:df {NoDDChk}
mad (8|M0) (sat)r1.0<1>:hf 0x2E66:hf r2.0<0;0>:f (abs)r3.3<4>:f {Breakpoint}
(~f0.1.any2h) mad (2|M0) r1.0<1>:uw r127.0<0;0>:ub -(abs)r127.3<2;1>:ub -(abs)r2.0<0>:ud {AccWrEn,Atomic}
bfe (16|M16) r10.0<2>:d r3.0<2;1>:d r3.0<0;1>:d r64.0<2>:d
(W) bfe (16|M24) r10.2<1>:d r64.0<8;1>:d r127.1<0;0>:d r127.1<0>:d
bfe (1|M0) r10.4<2>:ud r2.0<0;0>:ud r3.0<0;0>:ud r2.2<0>:ud {Atomic}
csel (8|M0) (ne)f1.0 r10.0<2>:ud -(abs)r127.1<4;1>:ub (abs)r3.0<0;0>:b r127.0<2>:d {Atomic}
bfi2 (8|M24) r127.0<2>:d r64.2<4;1>:d r3.0<8;4>:d r3.0<1>:d {NoDDChk}
mad (2|M0) r127.0<2>:df -(abs)r64.0<0;1>:df -(abs)r2.0<2;1>:df r127.0<1>:df {NoDDChk}
(W) mad (16|M8) r10.0<1>:hf (abs)r3.3<4;2>:f r2.0<2;1>:hf -(abs)r3.0<0>:f {NoDDClr}
madm (16|M0) r1.mme0:hf r9.nomme:hf r127.mme2:hf -r1.mme0:hf {Atomic}
(W) madm (32|M8) r9.mme7:hf r9.mme0:hf -(abs)r1.mme2:hf r1.mme0:hf {Switch}
madm (16|M24) r1.mme7:f -(abs)r64.mme2:f (abs)r1.mme0:f -r127.mme0:f
mad (16|M24) (sat)r10.3<1>:df -r3.0<4;1>:df -r127.0<0;0>:df (abs)r127.0<1>:df {Atomic}
(~f0.0.any4h) mad (1|M28) (lt)f0.0 r1.0<1>:ud r2.3<8;4>:b -r3.0<2;1>:w (abs)r2.1<4>:d {Breakpoint}
(f0.1.all32h) mad (8|M0) (sat)r10.4<1>:hf r3.0<8;4>:hf -(abs)r127.0<8;4>:f r2.0<1>:f {NoDDClr}
madm (8|M8) r9.mme2:f r127.mme0:f (abs)r127.mme0:f (abs)r127.mme7:f
mad (1|M0) (ov)f0.1 (sat)r10.0<2>:df -(abs)r127.0<0;0>:df r3.1<8;1>:df r2.0<1>:df
(W) mad (2|M8) (sat)r1.0<2>:df (abs)r127.3<2;1>:df -(abs)r3.0<4;1>:df (abs)r127.1<1>:df
mad (4|M0) (gt)f0.0 acc0.4<2>:f r3.0<8;4>:f -(abs)r2.0<4;2>:hf -r2.0<2>:f {NoDDChk,NoDDClr}
madm (4|M4) (sat)r64.mme7:df -(abs)r127.mme0:df -(abs)r1.nomme:df r64.mme0:df {Switch}
bfi2 (16|M0) r1.0<1>:d r127.0<4;2>:d r3.1<0;0>:d r64.0<2>:d
mad (8|M8) r1.0<1>:df r2.0<0;0>:df -r2.0<8;4>:df r64.0<2>:df
csel (32|M24) r127.0<1>:d (abs)r127.0<8;1>:d (abs)r64.0<4;2>:uw (abs)r127.0<4>:ud {Atomic}
madm (8|M24) r9.mme2:df -r64.mme7:df -r64.mme0:df r64.mme0:df
mad (32|M24) acc0.0<1>:df (abs)r3.0<8;4>:df (abs)r3.0<4;2>:df -r127.0<1>:df {Switch}
csel (1|M0) r127.3<1>:df r2.0<0;1>:df r64.0<8;4>:df -r3.3<1>:df {Breakpoint,NoPreempt}
(~f1.1.any16h) madm (1|M0) r64.mme0:hf (abs)r64.mme2:hf -(abs)r127.mme7:hf -r1.nomme:hf {Switch}
(~f0.1.all2h) bfi2 (16|M8) r10.0<1>:ud r64.0<0;1>:ud r2.0<4;2>:ud r3.0<0>:ud {Switch}
(f0.1.all4h) bfi2 (2|M24) r10.0<1>:ud r2.0<0;1>:ud r64.0<4;2>:ud r64.0<2>:ud
madm (32|M8) r64.mme7:f -(abs)r1.mme7:f -(abs)r127.mme0:f -(abs)r127.mme0:f
bfi2 (1|M0) r10.0<2>:ud r3.0<8;1>:ud r3.2<4;2>:ud r127.0<1>:ud
(~f0.1.any8h) madm (4|M0) r9.mme2:df -r1.mme7:df (abs)r64.nomme:df -r9.mme0:df
bfi2 (32|M0) r10.4<1>:ud r3.3<8;4>:ud r127.0<0;1>:ud r2.0<1>:ud {AccWrEn}
bfe (8|M0) r127.0<1>:ud r127.0<8;4>:ud r2.0<8;4>:ud r127.0<0>:ud
madm (4|M28) r1.mme7:f (abs)r1.nomme:f -(abs)r127.mme0:f r64.nomme:f
(W) mad (1|M4) r1.3<1>:df r2.0<8;4>:df -(abs)r2.0<0;0>:df r3.1<2>:df {Switch}
(W) csel (16|M0) r127.0<1>:df -r2.0<8;4>:df (abs)r64.0<4;2>:df r3.0<2>:df {Atomic}
(~f0.1.any16h) bfi2 (16|M8) r1.0<2>:d r2.1<8;1>:d r64.0<0;1>:d r3.0<2>:d {NoPreempt}
(~f0.0.all2h) madm (4|M24) r1.mme2:hf (abs)r64.mme0:hf -r9.mme7:hf (abs)r9.mme0:hf {NoDDClr,Switch}
(W) madm (1|M8) r1.mme0:df r64.mme7:df -(abs)r127.mme2:df -(abs)r64.mme7:df {Breakpoint}
mad (16|M0) r127.0<1>:df (abs)r3.0<4;2>:df -r127.0<0;0>:df -(abs)r2.0<0>:df
bfe (1|M24) acc0.0<2>:ud r64.0<4;2>:ud r64.0<8;4>:ud r127.0<0>:ud {AccWrEn}
csel (16|M0) (gt)f1.0 (sat)r127.0<1>:df r64.2<8;1>:df acc0.0<4;2>:df -(abs)r2.2<1>:df
(W) mad (2|M0) r1.0<1>:df r2.2<4;2>:df r64.3<4;1>:df -(abs)r127.0<1>:df
(f1.1.any2h) bfi2 (8|M8) r127.0<1>:d r2.3<8;4>:d r127.0<8;4>:d r3.3<4>:d {AccWrEn}
bfe (2|M28) r127.0<1>:d r2.0<8;4>:d r127.0<0;1>:d r64.0<2>:d
bfe (16|M0) r127.0<1>:d r3.1<8;1>:d r2.0<4;2>:d r64.1<1>:d
madm (32|M0) (sat)r64.mme0:hf r1.mme0:hf r64.mme0:hf r127.mme7:hf
(W) csel (2|M24) r127.2<2>:df r127.0<8;4>:df -r64.2<8;1>:df r2.0<4>:df
csel (4|M0) r1.2<1>:df r127.0<0;1>:df r64.0<8;4>:df -(abs)r2.0<0>:df {NoDDClr}
madm (16|M24) r64.mme7:hf (abs)r9.mme7:hf -(abs)r64.mme0:hf r64.mme0:hf
madm (8|M0) r1.mme7:df -r64.mme0:df -(abs)r9.nomme:df (abs)r9.nomme:df
csel (8|M0) r1.0<1>:df -(abs)r127.0<0;1>:df (abs)r64.0<2;1>:df r127.0<0>:df {NoPreempt}
(f0.0.any16h) madm (32|M8) r1.mme2:df r9.mme0:df (abs)r9.nomme:df r1.mme0:df
csel (16|M0) r127.0<1>:d -r64.3<8;4>:d -(abs)r64.0<2;1>:ud (abs)r64.0<2>:d {NoDDClr}
csel (16|M0) r127.0<1>:hf (abs)r64.0<2;1>:hf -(abs)r127.3<4;2>:f 1.001358e-05:hf
bfe (16|M0) r10.0<1>:ud r3.0<8;1>:ud r3.3<2;1>:ud r64.2<0>:ud {Switch}
bfe (16|M0) r127.4<2>:d r127.0<4;2>:d acc0.0<8;1>:d r127.0<4>:d
madm (1|M0) r9.mme0:hf r127.mme7:hf (abs)r64.mme0:hf r127.nomme:hf
(f0.1.all32h) mad (2|M28) r10.0<2>:df r3.0<8;4>:df r2.0<8;4>:df (abs)r2.0<0>:df {Atomic}
bfi2 (32|M0) r1.4<2>:ud r64.0<4;1>:ud r127.0<0;1>:ud r3.0<1>:ud
mad (16|M8) (eq)f0.1 r127.2<2>:df r2.0<4;1>:df -r64.0<4;2>:df -r127.0<4>:df
bfi2 (8|M0) r1.2<1>:d r3.2<4;1>:d r127.0<2;1>:d r64.1<0>:d {Breakpoint}
mad (1|M0) r127.0<2>:df -r2.3<0;0>:df -(abs)r64.2<0;1>:df -(abs)r3.0<0>:df {NoDDClr}
(W) bfe (8|M0) r127.0<2>:ud r127.0<4;2>:ud r2.0<2;1>:ud r64.3<2>:ud
csel (8|M16) (gt)f0.0 acc0.0<2>:hf (abs)r64.0<0;1>:f r2.1<8;1>:f (abs)r2.1<1>:f {Atomic}
csel (8|M8) r127.0<1>:hf -1.5:hf (abs)r2.1<0;0>:hf -r2.0<0>:hf {Breakpoint}
csel (2|M28) (un)f0.1 acc0.0<1>:uw (abs)r2.0<0;0>:b (abs)r127.1<0;1>:d r2.0<1>:w
bfi2 (4|M12) r127.4<1>:ud r127.0<2;1>:ud r127.2<4;1>:ud r64.0<1>:ud {NoDDChk}
mad (16|M0) r10.2<1>:df -(abs)r127.0<2;1>:df -r3.1<0;1>:df -(abs)r2.0<1>:df
(f0.1.allv) madm (4|M0) r9.mme2:f r1.mme2:f r64.nomme:f -(abs)r64.mme0:f {Atomic}
bfe (16|M0) r10.0<2>:d r127.1<4;1>:d r127.2<0;1>:d r64.0<0>:d
(W) mad (2|M0) (un)f1.1 r1.0<2>:df -r3.0<2;1>:df -r64.1<0;1>:df (abs)r2.0<4>:df {NoDDChk}
mad (16|M16) r10.3<2>:df r3.0<8;4>:df r3.2<8;1>:df r127.0<0>:df {AccWrEn,Atomic}
madm (8|M24) r9.mme2:hf r1.mme2:hf -r1.mme2:hf r64.mme0:hf {Switch}
mad (32|M0) acc0.3<1>:df -(abs)r3.3<2;1>:df -(abs)r127.0<4;2>:df r3.0<1>:df {NoDDClr}
(~f1.1.any2h) bfi2 (1|M20) acc0.2<2>:ud r3.0<4;2>:ud r127.0<4;2>:ud r127.0<4>:ud
csel (1|M0) (gt)f0.0 (sat)acc0.2<2>:df (abs)r64.0<2;1>:df (abs)r127.3<8;4>:df (abs)r2.0<1>:df
(W) bfi2 (16|M8) r127.4<1>:ud r2.2<4;1>:ud r127.0<8;1>:ud r64.1<2>:ud {NoDDClr}
bfe (16|M0) r127.2<2>:d r3.2<0;0>:d r127.0<4;2>:d r3.0<2>:d
(W) mad (8|M16) r127.0<1>:ub 0xFFFF:uw r127.0<0;1>:ub r127.0<4>:b
(f0.1.any32h) bfi2 (8|M16) acc0.2<1>:ud r2.0<8;4>:ud acc0.1<8;4>:ud r2.0<4>:ud {AccWrEn}
(W) csel (16|M0) r1.3<1>:df r2.3<8;1>:df r3.1<8;4>:df -(abs)r3.0<4>:df {Atomic}
madm (1|M20) r1.mme7:f -r127.mme2:f -(abs)r64.mme0:f -(abs)r64.nomme:f
(~f0.1.any2h) madm (2|M0) r9.mme0:hf -r64.mme2:hf (abs)r127.mme2:hf r1.mme7:hf
mad (8|M0) (ov)f1.0 r1.0<1>:df (abs)r64.0<0;1>:df -(abs)r2.0<0;0>:df r2.3<0>:df
(W) bfi2 (2|M0) r10.4<1>:ud r64.0<2;1>:ud r3.0<4;1>:ud r64.0<2>:ud {Atomic}
mad (16|M8) (eq)f1.0 r127.0<1>:df r3.0<2;1>:df r64.0<4;2>:df (abs)r2.0<0>:df {AccWrEn}
(~f1.0) bfi2 (8|M24) r10.2<1>:ud r3.0<8;4>:ud r2.0<8;4>:ud r64.0<1>:ud {Atomic}
(~f0.0.all16h) mad (2|M28) r1.0<1>:ub -r2.1<8;4>:d -r2.3<8;4>:w -(abs)r64.0<4>:ub
bfe (16|M0) r1.0<2>:d r64.2<2;1>:d r3.0<0;0>:d r127.0<1>:d {Breakpoint,NoDDClr}
mad (4|M0) r1.0<1>:df -(abs)r2.1<8;1>:df -(abs)r127.1<0;1>:df -r3.1<2>:df {NoDDClr}
bfi2 (4|M8) r1.0<1>:d r2.0<0;0>:d r127.0<4;1>:d r127.0<4>:d
csel (8|M0) (le)f0.1 r127.0<1>:df r2.0<0;1>:df -r64.0<4;1>:df r3.2<0>:df
madm (8|M8) r127.mme7:df r9.mme2:df -(abs)r1.mme7:df r1.mme7:df
(W) mad (8|M0) (lt)f1.1 r127.2<1>:f r64.0<2;1>:hf acc0.0<0;1>:hf r64.1<2>:hf {NoDDClr}
(W) madm (8|M16) r9.mme0:f r64.mme2:f (abs)r9.nomme:f -(abs)r127.nomme:f
madm (32|M0) r1.mme2:hf (abs)r64.mme7:hf -(abs)r64.mme2:hf r127.mme0:hf
(W) mad (32|M0) (le)f0.1 (sat)r1.0<1>:uw (abs)r3.0<0;1>:ub -(abs)r3.3<4;2>:ub -r127.0<4>:w {AccWrEn,Atomic}
madm (16|M0) r64.mme7:df r9.mme7:df -r9.mme2:df r9.mme7:df {NoDDClr}
mad (1|M16) (ge)f0.1 (sat)r1.2<2>:df (abs)r64.0<8;1>:df r3.0<2;1>:df r3.3<0>:df
madm (8|M0) r64.mme0:df r64.mme7:df -r9.mme0:df r64.mme2:df
csel (8|M24) (un)f1.1 r10.0<1>:ud (abs)r64.0<0;0>:uw -r127.1<0;0>:ub (abs)r3.0<2>:ub
(f0.0.any4h) mad (8|M16) (ge)f0.0 r1.0<2>:f inf:hf r127.3<4;1>:hf r64.0<0>:hf
(~f1.1.all2h) bfi2 (16|M0) r127.0<1>:ud r127.3<0;1>:ud r3.3<8;4>:ud r3.0<1>:ud
bfi2 (16|M8) r127.2<1>:ud r127.0<2;1>:ud acc0.3<8;4>:ud r127.2<1>:ud {AccWrEn}
(~f0.0.all2h) mad (4|M0) (sat)r127.2<1>:df r127.0<8;4>:df -(abs)r2.0<2;1>:df r64.2<0>:df {NoDDClr}
mad (4|M0) r10.0<1>:hf r3.0<2;1>:hf -(abs)r2.0<4;2>:hf r127.0<0>:hf {NoDDChk}
(~f0.1.all2h) madm (8|M8) r9.mme2:df -(abs)r1.mme2:df -(abs)r127.nomme:df -r64.mme2:df {NoPreempt}
mad (16|M8) r10.3<2>:df r64.1<8;1>:df -(abs)acc0.0<8;4>:df -(abs)r2.2<4>:df {NoPreempt}
bfe (16|M0) r10.0<1>:ud r3.0<8;4>:ud r127.0<8;4>:ud r2.0<0>:ud {Atomic,NoDDClr}
bfi2 (32|M0) acc0.0<2>:d r127.3<8;1>:d r64.1<0;0>:d r2.0<1>:d
(~f0.0.all4h) mad (2|M0) r127.0<1>:hf r64.0<0;1>:f -r64.0<0;0>:f -(abs)r64.2<1>:f
(~f0.1.any8h) bfi2 (4|M8) r10.4<1>:ud r64.0<0;1>:ud acc0.3<8;1>:ud r2.2<0>:ud {NoDDChk}
bfi2 (16|M0) r1.0<2>:ud r2.0<0;1>:ud r3.0<4;2>:ud r2.0<2>:ud
madm (4|M16) r1.mme0:hf -r9.mme0:hf r127.mme7:hf -(abs)r127.nomme:hf {AccWrEn}
(W&f1.1) madm (4|M28) (sat)r9.mme2:hf r64.nomme:hf r9.mme7:hf -(abs)r1.mme2:hf
madm (2|M12) r64.mme2:hf r64.mme2:hf -(abs)r64.nomme:hf -r1.mme2:hf {Breakpoint}
(W) csel (32|M0) r1.2<1>:df (abs)r127.0<2;1>:df (abs)r3.0<8;1>:df r2.0<0>:df {Atomic}
bfi2 (16|M0) r1.0<1>:ud r64.1<0;0>:ud r2.0<4;1>:ud r3.3<4>:ud
csel (16|M0) r1.0<1>:b -32768:w r2.0<8;1>:b -r3.0<4>:b
csel (32|M8) (gt)f0.1 r1.0<2>:b -r64.0<4;1>:ud -r2.0<0;1>:b -(abs)r64.0<4>:d {Breakpoint}
(~f1.0.all2h) mad (32|M0) (sat)r127.0<2>:df -r2.0<4;1>:df r64.0<0;0>:df r127.2<4>:df
bfi2 (8|M0) acc0.2<1>:d r3.0<8;1>:d r2.1<4;2>:d r127.0<2>:d
(W) csel (2|M24) r1.3<1>:df (abs)r3.0<4;2>:df -r127.3<4;2>:df -(abs)r127.0<1>:df {Breakpoint,NoDDClr}
(~f0.0.any2h) bfi2 (4|M0) r1.2<1>:d r3.0<2;1>:d r2.0<0;1>:d r3.0<4>:d
mad (8|M0) r1.0<1>:b -(abs)r64.0<0;1>:ud r2.0<0;0>:w (abs)r3.1<4>:ud
bfe (8|M24) r127.0<1>:ud r2.2<4;2>:ud r3.0<8;1>:ud r127.0<4>:ud
bfi2 (8|M0) r127.4<1>:d r2.3<8;4>:d r3.1<4;2>:d r2.0<0>:d
csel (8|M0) (ge)f0.1 r1.4<1>:ud -(abs)r64.0<4;2>:w (abs)acc0.0<8;1>:b r2.0<4>:w
(~f1.0.all4h) madm (4|M0) r1.mme2:df (abs)r9.mme2:df r64.mme0:df r9.mme0:df
(f1.1.any32h) madm (16|M16) r127.mme7:hf -r64.nomme:hf r64.mme0:hf r1.mme7:hf
csel (1|M0) r10.2<2>:df r64.0<0;0>:df r2.3<0;1>:df r64.0<2>:df {Atomic}
(f1.1.all16h) mad (4|M12) r127.4<1>:f r3.0<0;0>:f -(abs)r3.0<0;1>:f -(abs)r64.0<2>:f {Atomic}
(W&~f0.0) bfi2 (4|M0) r1.0<1>:d r2.0<0;1>:d r2.3<8;1>:d r3.0<4>:d {NoPreempt}
mad (4|M0) r1.0<1>:ub r127.0<8;1>:d -(abs)r3.0<8;1>:ub -r127.0<2>:b {NoDDChk}
madm (8|M0) r9.mme0:f r1.mme7:f r9.mme2:f (abs)r64.mme2:f
(W) mad (1|M4) r1.0<1>:df -r3.2<8;4>:df r64.0<4;2>:df -(abs)r64.0<4>:df
bfi2 (8|M0) r127.2<1>:ud r2.0<8;4>:ud r127.0<8;4>:ud r3.3<4>:ud
csel (16|M8) r127.2<1>:df -(abs)r2.0<4;2>:df r2.3<8;1>:df -r3.0<1>:df {AccWrEn}
(~f0.1.all2h) bfi2 (1|M0) r1.2<2>:d r3.0<4;1>:d r2.2<0;0>:d r3.0<1>:d
(W) bfe (4|M28) r10.2<1>:d r3.0<2;1>:d r64.2<4;1>:d r3.2<2>:d {NoDDChk}
csel (1|M16) r10.3<2>:df (abs)r2.3<4;2>:df r127.0<4;1>:df r3.0<4>:df {AccWrEn}
mad (8|M0) (eq)f0.1 r1.0<1>:w -r3.0<4;1>:uw r127.0<8;1>:uw -r3.0<1>:d {NoDDChk}
(W&~f1.1) mad (8|M8) acc0.0<2>:f (abs)r3.0<0;1>:hf r127.3<4;2>:hf r127.3<4>:hf {NoDDClr}
(f1.1.any2h) mad (16|M0) (eq)f1.1 (sat)r10.0<1>:df r2.0<0;1>:df -r3.0<8;4>:df -(abs)r3.0<4>:df
mad (8|M16) r127.0<1>:w r127.0<4;2>:ud r64.0<4;2>:uw r3.0<2>:d
bfe (2|M4) r127.0<1>:d r127.0<0;1>:d r3.2<2;1>:d r64.1<0>:d {NoDDChk}
(W) bfe (2|M20) acc0.4<1>:d r2.1<4;2>:d acc0.0<0;1>:d r64.2<0>:d
madm (2|M0) r1.mme2:df (abs)r1.mme7:df r127.nomme:df -(abs)r64.mme7:df
(W&f0.1) mad (2|M12) r10.0<2>:df r3.0<8;1>:df -(abs)r64.0<8;1>:df r127.0<1>:df {Breakpoint}
mad (8|M0) r10.3<1>:df r3.0<0;1>:df r3.0<0;1>:df r64.0<0>:df
mad (4|M12) r1.4<1>:w r3.0<8;1>:w r127.2<4;1>:ud (abs)r3.0<4>:d {NoPreempt}
(f0.1.all32h) bfi2 (8|M8) r127.4<1>:d r3.0<4;1>:d r2.0<8;1>:d r2.2<0>:d {NoPreempt}
(f0.1.any4h) bfe (32|M8) r127.4<2>:ud r127.3<8;1>:ud r64.0<4;2>:ud r3.0<1>:ud
csel (16|M8) r127.3<1>:df -r3.0<2;1>:df -(abs)r127.3<0;1>:df r64.0<4>:df
bfe (8|M0) r1.0<1>:d r127.1<8;1>:d r127.3<4;1>:d r3.0<1>:d
(f0.1.all4h) bfi2 (32|M24) r127.2<2>:d r127.0<2;1>:d r2.0<0;1>:d r64.0<0>:d
(f1.1.all2h) madm (2|M0) r9.mme2:hf -r64.mme2:hf (abs)r64.mme7:hf r127.mme0:hf {Switch}
(~f1.1.any32h) mad (32|M8) r127.0<1>:w -r2.0<4;2>:d (abs)r2.2<8;1>:ud -(abs)r127.0<4>:w
(W) mad (1|M0) (gt)f1.1 acc0.4<1>:d (abs)r64.0<4;2>:d -(abs)r64.0<8;1>:w -r127.0<0>:ud {NoDDChk,NoDDClr}
(f0.1.any16h) bfi2 (1|M0) r1.4<1>:d r127.0<4;2>:d r127.0<0;0>:d r3.0<0>:d
csel (1|M0) r1.0<1>:df -(abs)r3.1<2;1>:df -(abs)r3.3<8;4>:df (abs)r64.0<4>:df
(W&~f1.0) madm (4|M12) r9.mme0:hf (abs)r9.mme7:hf r1.nomme:hf r64.mme0:hf {Breakpoint}
(f0.0.any2h) madm (4|M0) r127.mme0:df -r64.mme2:df -r127.nomme:df -(abs)r1.mme2:df {NoDDClr}
madm (8|M0) r64.mme2:f r9.nomme:f r1.mme2:f (abs)r64.nomme:f
(W) madm (16|M8) r9.mme7:df r64.mme7:df (abs)r127.mme7:df -(abs)r1.nomme:df
csel (4|M0) r127.0<2>:ub -(abs)r3.0<8;1>:ud r2.0<2;1>:b 4095:w
bfe (32|M0) r1.4<1>:ud r64.0<4;2>:ud r3.0<0;0>:ud r2.0<4>:ud {NoPreempt}
madm (16|M0) r64.mme0:df r9.mme7:df -r64.mme7:df r127.mme0:df
(W&f0.1) bfe (2|M0) r127.2<1>:ud r3.0<0;0>:ud r64.3<4;2>:ud r64.3<0>:ud
(W) mad (16|M0) (sat)r127.0<2>:hf (abs)r3.1<0;0>:f (abs)r2.0<8;4>:f -r127.0<0>:f {NoDDChk}
(f0.0.allv) mad (32|M0) r127.0<1>:df -(abs)r2.3<0;1>:df -(abs)r127.2<0;0>:df r127.0<4>:df
(f1.0.all8h) bfi2 (16|M0) r127.2<2>:ud r64.0<4;2>:ud r3.1<4;1>:ud r64.1<2>:ud
bfi2 (16|M16) r127.2<1>:ud r127.0<0;1>:ud r2.0<4;2>:ud r3.0<0>:ud {Breakpoint,NoDDClr}
(W) bfe (32|M0) r1.2<2>:d r2.3<8;1>:d r2.0<8;1>:d r64.3<4>:d
mad (8|M8) acc0.4<1>:f -r127.3<8;1>:hf (abs)r2.1<4;2>:f (abs)r64.0<0>:hf
mad (4|M0) r10.3<1>:df -(abs)r64.0<4;1>:df -r2.0<0;1>:df (abs)r3.0<0>:df
bfe (4|M0) r1.0<2>:ud r127.0<8;4>:ud r3.0<4;1>:ud r64.0<0>:ud {Breakpoint}
bfe (8|M0) r127.4<1>:ud r64.0<0;1>:ud r127.3<4;2>:ud r127.2<0>:ud
(W) madm (8|M0) r1.mme7:f r64.nomme:f -r127.mme0:f -(abs)r64.mme7:f
bfe (8|M8) r1.0<2>:ud r3.3<8;4>:ud r127.0<4;1>:ud r64.0<0>:ud
bfe (32|M8) r10.2<1>:ud r127.0<2;1>:ud r2.3<4;1>:ud r2.0<1>:ud
bfi2 (32|M8) r127.0<1>:ud r3.0<4;2>:ud r3.2<8;1>:ud r127.0<1>:ud
madm (1|M0) (sat)r64.mme7:f -r64.nomme:f -(abs)r127.mme2:f r1.mme0:f
(f0.1.any16h) mad (8|M0) (le)f0.1 r127.2<1>:ud (abs)r2.1<4;1>:d -(abs)r2.1<0;1>:uw -r127.0<0>:d {NoPreempt}
(~f1.0.any16h) bfe (4|M28) r1.4<1>:ud r64.0<0;1>:ud r3.0<8;1>:ud r64.0<0>:ud
(f1.1.all4h) bfi2 (16|M0) r10.2<2>:ud r127.0<8;4>:ud r64.0<2;1>:ud r127.2<1>:ud {AccWrEn}
(W&~f1.1) mad (8|M8) r127.0<2>:ud r127.0<8;4>:d -(abs)r3.0<4;1>:w r3.3<1>:ud
(f0.1.allv) mad (8|M16) (ne)f0.1 r127.0<1>:df r64.0<0;0>:df r2.0<0;0>:df -(abs)r2.2<2>:df {Atomic}
bfe (16|M8) r10.0<1>:d r127.2<4;2>:d r2.0<0;1>:d r64.1<1>:d {Switch}
(f1.1) bfi2 (1|M12) r10.4<1>:ud r127.0<8;4>:ud r64.0<0;0>:ud r127.0<0>:ud
(f1.1) mad (32|M0) (sat)acc0.0<1>:df r64.1<4;1>:df r3.0<2;1>:df -(abs)r2.0<0>:df
csel (4|M12) r1.3<1>:df -(abs)r3.0<2;1>:df r2.0<4;1>:df (abs)r2.0<1>:df {Atomic}
(W&f0.0) bfi2 (16|M0) r127.2<1>:ud r2.0<4;2>:ud r127.0<4;1>:ud r127.0<0>:ud
bfe (2|M0) r127.0<1>:ud r64.3<4;1>:ud r64.3<0;1>:ud r3.3<1>:ud
csel (16|M24) r127.4<2>:ud 2047:w r64.0<8;4>:b (abs)r127.0<0>:uw
(W) csel (32|M0) r127.0<1>:uw r3.1<4;2>:d -r127.0<4;1>:ud -(abs)r2.3<0>:uw
bfe (16|M8) r1.0<1>:d r64.0<8;1>:d r127.0<2;1>:d r127.1<4>:d
(~f1.1.any8h) mad (1|M0) r127.0<1>:d -(abs)r64.0<4;1>:ud -(abs)r3.3<4;2>:d r127.2<1>:ud {NoPreempt}
(W) mad (16|M0) (un)f0.0 acc0.0<2>:df -r2.1<0;0>:df r3.2<0;1>:df r3.1<2>:df {AccWrEn,Switch}
bfe (2|M4) r127.4<1>:d r64.0<8;4>:d r2.2<2;1>:d r127.0<4>:d
mad (16|M8) (gt)f0.1 r10.0<2>:d -r64.0<8;4>:ud -(abs)r2.0<8;1>:w r3.0<4>:b
bfi2 (4|M20) r1.2<1>:d r3.3<4;1>:d r3.1<8;4>:d r64.0<4>:d
bfe (32|M0) acc0.0<2>:ud r3.2<2;1>:ud r64.2<0;1>:ud r127.0<2>:ud {AccWrEn,NoDDClr}
mad (16|M0) (ov)f1.0 r1.0<1>:df r64.0<8;1>:df -r127.0<0;1>:df -(abs)r64.0<1>:df
madm (16|M16) (sat)r64.mme7:df r127.nomme:df r127.nomme:df r64.mme7:df {Switch}
csel (1|M12) (gt)f0.0 r10.2<2>:f (abs)r3.0<2;1>:f r2.1<8;4>:hf (abs)r3.0<4>:hf {Breakpoint}
(~f0.1) mad (4|M24) r127.0<1>:f r3.0<0;1>:f -r127.0<2;1>:f r64.0<1>:f
(f0.1.all16h) bfe (2|M12) r127.2<2>:d r127.0<8;4>:d r64.1<2;1>:d r64.0<0>:d {Breakpoint}
(~f0.0.any2h) mad (16|M0) r1.0<1>:df -r64.2<2;1>:df (abs)r127.0<4;1>:df -(abs)r3.0<1>:df
(~f0.1.any32h) bfe (4|M0) r127.4<2>:ud r64.0<0;1>:ud r127.0<4;1>:ud r127.1<0>:ud
mad (32|M0) (gt)f0.0 (sat)r127.2<1>:ud 1:w (abs)r3.0<2;1>:ub 0:w
bfi2 (2|M20) r10.0<2>:d r3.0<4;1>:d r127.0<4;1>:d r3.0<1>:d
(f1.1.all32h) bfe (4|M12) r1.0<2>:ud r64.0<4;2>:ud r64.0<2;1>:ud r64.0<4>:ud {Breakpoint}
mad (32|M0) r1.2<2>:df r2.0<8;1>:df -r3.1<2;1>:df -(abs)r3.0<2>:df {NoDDChk}
bfe (1|M28) r1.2<2>:d r127.0<8;4>:d r127.0<0;1>:d r2.0<0>:d {Switch}
(W) madm (2|M12) r64.mme7:hf -(abs)r64.mme7:hf r1.mme7:hf r127.nomme:hf {NoDDClr}
(W&f0.0) bfe (2|M0) r10.2<1>:d r64.0<4;1>:d r64.0<4;2>:d r127.0<0>:d
(~f1.1.any32h) bfi2 (16|M0) r10.0<1>:ud r3.0<0;1>:ud r3.0<4;1>:ud r127.0<4>:ud
csel (8|M0) r10.3<2>:df (abs)r127.0<2;1>:df r127.1<8;4>:df r2.2<0>:df
(W) madm (2|M0) (sat)r1.mme7:f r1.nomme:f r64.mme7:f r64.mme7:f {Atomic}
(W) bfe (8|M24) r1.4<1>:d r127.0<4;2>:d r2.1<4;1>:d r2.0<4>:d
(f0.0.all16h) bfi2 (16|M8) r10.0<2>:ud r2.0<8;1>:ud r3.2<8;1>:ud r3.0<4>:ud {NoDDClr}
(~f1.0.any4h) madm (32|M0) (sat)r1.mme7:df (abs)r64.mme0:df -r127.mme2:df -r64.mme0:df
bfe (1|M28) acc0.0<1>:ud r64.3<4;2>:ud acc0.0<2;1>:ud r127.0<1>:ud
mad (8|M0) (sat)r127.4<1>:d -2049:w -r3.0<8;4>:d -2049:w {Breakpoint}
(~f1.0.allv) mad (8|M0) acc0.2<1>:df -r64.0<0;0>:df (abs)r2.0<2;1>:df (abs)r64.0<0>:df {Breakpoint}
(W&f1.0) madm (2|M0) r64.mme2:df (abs)r1.nomme:df (abs)r64.mme7:df (abs)r64.mme2:df
mad (4|M0) r127.4<2>:hf r2.0<8;4>:f -r127.3<4;1>:f -r2.2<2>:hf
mad (32|M0) r1.4<2>:d r64.0<0;0>:ud r64.0<0;0>:uw r64.3<4>:uw {Atomic}
(~f1.1.all2h) madm (8|M8) r127.mme2:f (abs)r9.mme7:f (abs)r127.mme7:f r9.mme7:f {Atomic}
(~f0.1) mad (1|M4) (lt)f0.1 r1.0<1>:hf inf:hf -r2.0<8;1>:f -r127.1<4>:f {Atomic}
(~f0.1.allv) bfi2 (16|M0) acc0.4<2>:ud r2.0<2;1>:ud r127.2<8;1>:ud r127.0<1>:ud
bfe (2|M4) r1.2<2>:ud r64.0<2;1>:ud r2.3<4;2>:ud r3.0<1>:ud
mad (32|M0) r1.0<1>:b -(abs)r64.0<0;0>:d -r127.0<8;4>:ub (abs)r127.2<2>:ub
(f0.1) bfi2 (16|M0) r127.2<1>:ud r2.0<8;4>:ud r127.0<4;1>:ud r64.0<2>:ud {NoDDClr}
(f0.1.all8h) madm (8|M0) r1.mme7:f (abs)r127.nomme:f r1.mme7:f r1.mme0:f
(W&f0.0) mad (1|M12) r1.0<1>:df -(abs)r2.0<4;1>:df -(abs)r2.0<2;1>:df r2.0<4>:df {NoDDChk,Switch}
csel (1|M0) r127.0<1>:df r2.0<8;1>:df (abs)r64.2<4;2>:df -r127.0<2>:df
(f0.0.any16h) mad (8|M24) (eq)f0.0 r1.0<1>:hf -r2.0<0;1>:hf r3.0<4;1>:hf -(abs)r2.2<0>:f {AccWrEn,Switch}
mad (8|M0) acc0.4<2>:f r3.0<4;2>:hf -(abs)r3.2<8;4>:f -r2.0<1>:f
mad (8|M8) (sat)r10.0<1>:b -r2.3<0;1>:ud -r3.0<4;2>:uw r2.0<2>:ud {Switch}
csel (8|M24) acc0.0<1>:d r64.2<4;1>:d -(abs)acc0.0<8;4>:d -(abs)r127.1<1>:ub {NoDDChk}
mad (16|M0) r10.0<1>:df r127.1<4;2>:df -r127.0<0;0>:df r127.0<1>:df
csel (1|M0) (sat)r127.2<1>:df r64.0<8;4>:df -(abs)r3.0<4;2>:df r127.1<2>:df {NoDDClr}
(f0.0.anyv) mad (16|M24) r1.0<1>:ub r3.3<8;1>:uw -(abs)r127.0<2;1>:uw -(abs)r3.0<2>:w {NoDDClr}
(f0.0.all32h) mad (2|M0) (le)f0.0 r10.0<1>:f r3.0<8;4>:hf r2.0<0;0>:hf (abs)r2.0<4>:f
(W&~f1.1) mad (8|M0) (eq)f1.1 (sat)r127.0<1>:f -r64.0<2;1>:hf (abs)r2.3<8;4>:f -r2.2<0>:hf
(W) mad (32|M0) r10.0<1>:w -r2.0<2;1>:b -(abs)r2.0<2;1>:ub -r3.2<4>:d
mad (8|M16) r10.0<1>:df -r127.2<4;2>:df r3.0<8;4>:df -(abs)r3.0<4>:df {Switch}
bfe (16|M0) r10.0<2>:d r64.0<0;1>:d r64.3<0;1>:d r3.0<4>:d {AccWrEn}
(f0.0.allv) madm (8|M0) r127.mme2:df r9.mme7:df r9.nomme:df (abs)r64.mme0:df
(~f1.1.any8h) mad (8|M0) (ne)f1.1 r10.0<1>:df -(abs)r2.0<0;0>:df r127.0<0;1>:df r3.3<0>:df {Atomic,NoDDClr}
csel (16|M0) r127.2<2>:df r64.0<4;1>:df -(abs)r2.0<0;1>:df r64.2<0>:df
mad (8|M24) (le)f0.1 r1.0<1>:df (abs)r3.0<8;1>:df -(abs)acc0.3<8;1>:df -(abs)r127.0<0>:df
(W) madm (8|M0) r9.mme2:hf -(abs)r9.mme2:hf (abs)r1.mme0:hf -r64.mme0:hf
madm (8|M0) r64.mme2:df -(abs)r1.nomme:df -(abs)r127.mme0:df -r1.nomme:df
mad (8|M16) r1.0<1>:w -r127.3<0;1>:b r64.0<4;2>:ub r2.2<1>:b
(f1.1.any4h) mad (32|M0) r1.0<1>:b r127.0<2;1>:uw -(abs)r3.2<4;1>:uw -20771:w {Switch}
csel (16|M0) r10.0<1>:df r2.0<0;0>:df -r127.0<2;1>:df -(abs)r2.0<1>:df
bfe (16|M16) r1.2<1>:d r3.0<8;4>:d r3.2<2;1>:d r127.2<0>:d
(~f1.1.any16h) mad (32|M0) (ne)f1.1 r127.0<1>:b r127.0<4;2>:b r127.0<0;1>:d (abs)r127.0<0>:b {NoDDChk}
mad (8|M0) r127.0<1>:df (abs)r127.0<8;1>:df r2.3<2;1>:df (abs)r2.3<2>:df {Breakpoint}
mad (8|M0) (ge)f1.1 r10.2<1>:df r64.0<8;1>:df r64.1<8;1>:df (abs)r127.0<4>:df
csel (16|M0) (lt)f1.1 r1.0<1>:df r2.0<2;1>:df r3.0<2;1>:df r64.3<0>:df
madm (2|M0) r64.mme2:f r127.mme0:f r127.mme7:f -(abs)r9.nomme:f {NoPreempt}
bfe (32|M8) acc0.4<1>:d r2.0<4;1>:d r127.0<0;0>:d r127.0<4>:d
(~f0.0) mad (16|M0) r1.0<1>:w -r3.0<4;2>:d -(abs)r2.3<0;1>:ud r3.0<1>:b {AccWrEn}
madm (1|M0) (sat)r127.mme7:hf r127.nomme:hf -r127.mme2:hf -r1.mme0:hf
bfe (8|M8) r1.0<1>:d r127.0<0;1>:d acc0.0<4;2>:d r64.0<0>:d
(~f0.1.any8h) mad (4|M0) acc0.2<2>:ud -(abs)r64.1<8;1>:b -r127.1<0;0>:d r64.0<2>:ub {Breakpoint}
(W) madm (2|M16) r1.mme2:f r9.mme2:f -(abs)r9.nomme:f -(abs)r127.nomme:f
(f0.1.allv) bfe (4|M0) r127.0<2>:ud r64.0<0;0>:ud r3.1<8;4>:ud r64.0<4>:ud
(W) madm (8|M0) r64.mme2:f r1.mme2:f r127.mme0:f -r9.mme7:f
(f1.0) mad (1|M16) (le)f1.0 r127.0<2>:ub -(abs)r3.1<8;1>:uw -(abs)r64.0<4;2>:ud -(abs)r127.0<4>:ub
mad (8|M0) r10.0<1>:w r3.0<4;2>:d (abs)r64.0<8;4>:ub -r64.0<0>:b {NoPreempt}
(W) mad (2|M0) (eq)f1.1 r127.0<2>:ud -(abs)r64.0<8;4>:w (abs)r2.0<0;1>:ud -(abs)r2.3<2>:ud {Switch}
madm (8|M0) r1.mme0:hf r9.nomme:hf (abs)r64.mme2:hf (abs)r64.mme2:hf
csel (8|M0) r1.2<2>:df (abs)r127.0<2;1>:df r3.0<4;1>:df (abs)r64.0<1>:df
(~f0.1.all32h) mad (16|M16) (gt)f0.1 (sat)r10.0<2>:hf (abs)r2.0<0;0>:f (abs)r3.3<0;0>:hf -(abs)r127.0<2>:f
bfe (1|M0) r127.2<1>:ud r127.0<8;1>:ud r2.2<0;0>:ud r127.0<1>:ud
csel (1|M4) (eq)f1.0 (sat)r10.0<1>:w r127.0<4;1>:w (abs)r64.0<8;4>:uw (abs)r127.2<2>:ud
(~f1.0.all4h) madm (32|M0) r64.mme2:f (abs)r9.mme0:f -r127.mme7:f -(abs)r9.mme7:f
csel (8|M0) r1.0<1>:df r127.2<2;1>:df (abs)r64.0<8;1>:df -r127.0<2>:df {Atomic}
csel (1|M0) r10.2<1>:f r3.3<0;0>:f r2.0<8;4>:hf -r64.3<1>:hf
(~f1.1) madm (1|M24) r64.mme2:hf r127.mme2:hf -r127.mme7:hf r1.nomme:hf {Breakpoint}
csel (16|M0) (ov)f1.1 (sat)r10.4<2>:d -r3.2<4;1>:b r64.0<0;1>:d -r2.3<0>:uw {Atomic,Breakpoint}
bfe (32|M16) r10.0<1>:d r2.0<2;1>:d r64.0<0;0>:d r64.0<4>:d {Atomic}
(~f0.1.all2h) mad (4|M0) (sat)r1.2<2>:f -r3.0<0;0>:hf -r3.0<8;1>:hf (abs)r3.3<2>:f
mad (16|M0) r127.3<1>:df -(abs)r127.0<8;4>:df r2.0<0;0>:df (abs)r3.0<4>:df
bfe (32|M8) r1.4<2>:d r3.0<4;1>:d r2.0<4;2>:d r3.2<2>:d
(W) madm (2|M20) r1.mme7:df -(abs)r127.mme0:df r1.nomme:df r127.mme7:df
bfe (32|M0) r1.2<1>:d r3.0<0;0>:d acc0.0<0;0>:d r64.0<1>:d {Switch}
(f0.1.any32h) mad (16|M24) (lt)f0.1 r1.0<2>:df -r64.0<4;2>:df -(abs)r64.0<2;1>:df r3.0<2>:df
csel (4|M0) (ov)f1.0 (sat)r10.3<2>:df r2.2<0;1>:df (abs)r2.0<8;4>:df (abs)r2.0<2>:df {Switch}
(~f0.1.any2h) madm (4|M8) r9.mme2:hf -(abs)r127.nomme:hf r64.mme0:hf r1.mme2:hf
(~f1.0.all32h) bfi2 (8|M0) acc0.2<2>:d r64.0<8;1>:d r3.0<0;0>:d r64.0<0>:d
(~f1.1.anyv) bfi2 (16|M0) r127.4<1>:ud r3.0<0;1>:ud r64.0<8;4>:ud r2.0<1>:ud
bfe (2|M0) acc0.0<1>:d r127.0<4;1>:d r3.0<0;0>:d r2.2<4>:d {Atomic,Breakpoint,NoDDClr}
madm (2|M0) r9.mme2:f r9.nomme:f -(abs)r1.nomme:f r9.mme2:f
csel (32|M0) (gt)f0.0 r127.0<1>:ub -r3.0<4;2>:ud acc0.0<2;1>:uw 7532:w {NoDDChk}
mad (16|M0) (le)f0.0 (sat)acc0.0<2>:df -r3.2<4;2>:df -r64.0<2;1>:df -(abs)r127.0<4>:df
(W) bfe (1|M24) r127.4<2>:d r2.0<8;4>:d r3.0<4;2>:d r127.0<0>:d
bfe (32|M16) r10.4<1>:d r2.0<4;2>:d r2.3<8;1>:d r2.0<0>:d {Breakpoint}
mad (8|M16) r1.0<1>:hf r127.0<0;1>:f r127.0<0;1>:f -(abs)r64.2<0>:f
mad (2|M20) r127.0<2>:df r127.2<4;2>:df r127.0<0;0>:df r3.0<4>:df
madm (2|M0) r1.mme0:f (abs)r64.mme7:f -r127.mme7:f (abs)r64.mme2:f
(~f1.1.any8h) mad (32|M0) r1.0<1>:hf -(abs)r3.3<8;4>:hf r3.0<0;1>:hf -r127.3<2>:hf
csel (2|M0) r10.2<2>:df (abs)r2.0<4;1>:df -(abs)r3.0<4;1>:df r3.0<1>:df
mad (32|M0) (ov)f0.1 r127.0<1>:df -r127.2<8;1>:df -r2.1<0;1>:df -r2.3<2>:df {Breakpoint,NoDDClr}
bfe (2|M12) r10.4<1>:d r64.0<0;1>:d r2.0<0;0>:d r2.2<4>:d
bfi2 (4|M12) r127.0<1>:d r127.0<0;1>:d r3.0<8;4>:d r3.0<2>:d
csel (8|M16) (ge)f0.1 acc0.4<1>:ud -r2.0<8;4>:d r64.0<0;0>:b -r3.0<4>:uw {NoDDClr}
(f0.0.all32h) bfi2 (8|M0) r10.4<1>:d r127.0<2;1>:d r127.1<0;0>:d r2.1<4>:d
mad (8|M0) (sat)r127.2<1>:d -(abs)r3.0<0;1>:b -(abs)r64.0<8;4>:b (abs)r127.0<4>:d {Breakpoint}
(f0.0.all8h) madm (8|M0) r64.mme2:hf -r9.mme2:hf (abs)r127.mme2:hf -r64.mme7:hf
(f1.0.any8h) bfe (16|M8) acc0.0<1>:ud r2.2<0;1>:ud r64.0<0;1>:ud r64.0<1>:ud {AccWrEn,Breakpoint}
(W) mad (8|M0) r1.0<2>:f 0.5:hf r3.0<8;4>:f -(abs)r2.0<0>:f
csel (4|M16) (ov)f1.0 r10.0<2>:hf 65504.0:hf acc0.3<4;2>:hf r3.0<4>:f {NoDDChk}
csel (32|M0) (ge)f1.0 r127.0<1>:df r64.0<4;1>:df r3.3<0;1>:df r3.0<1>:df {Atomic,Breakpoint}
mad (16|M0) r10.0<1>:df -r64.0<0;0>:df -(abs)r127.0<8;4>:df r64.0<0>:df {Switch}
(f1.0.all2h) mad (16|M8) r127.0<1>:f r2.0<2;1>:f -r64.0<0;1>:hf (abs)r127.0<4>:f {Breakpoint}
(~f1.1.any2h) mad (4|M8) r127.0<1>:b -(abs)r2.1<0;0>:b r3.0<4;1>:d -(abs)r3.2<0>:ub
(f0.0.all16h) mad (8|M0) r1.3<2>:df r64.1<0;1>:df -r2.0<0;1>:df r127.0<1>:df
(~f0.1.all16h) madm (16|M0) (sat)r64.mme7:f r1.nomme:f -r64.mme0:f -r127.nomme:f
(W) csel (8|M24) r10.0<1>:b r2.2<4;1>:ub r64.0<8;1>:d (abs)r3.0<1>:b
bfe (2|M4) r10.2<1>:ud r2.0<0;0>:ud r3.3<0;1>:ud r64.3<0>:ud {NoDDClr}
mad (2|M0) (sat)acc0.4<2>:hf r2.2<8;1>:hf r64.0<0;1>:hf -(abs)r3.0<4>:f
bfi2 (16|M24) r10.2<2>:ud r3.0<0;1>:ud r2.2<2;1>:ud r2.0<1>:ud
(f1.0.anyv) bfe (16|M24) r10.0<1>:d r64.0<4;1>:d r64.0<8;1>:d r64.0<4>:d {NoPreempt}
bfe (16|M0) r127.4<1>:ud r2.0<8;1>:ud r127.0<2;1>:ud r2.3<4>:ud {NoDDClr}
(W) csel (1|M24) r127.0<1>:df (abs)r3.1<8;4>:df r2.0<0;0>:df r64.0<2>:df
madm (32|M0) r9.mme0:df -(abs)r1.mme0:df r1.nomme:df r127.nomme:df
bfe (16|M24) r127.0<2>:ud r2.0<0;1>:ud r64.2<0;1>:ud r127.3<0>:ud
(~f1.0.all32h) bfe (16|M0) acc0.0<2>:d r3.0<8;1>:d r3.0<4;2>:d r2.0<2>:d {AccWrEn}
bfi2 (16|M8) r127.4<2>:ud r64.3<2;1>:ud r3.3<0;0>:ud r127.0<2>:ud
(f1.1.any32h) mad (2|M0) (le)f1.1 r127.3<1>:df -(abs)r2.0<8;4>:df -(abs)r2.0<4;2>:df (abs)r3.2<2>:df
(~f0.1) bfi2 (4|M24) r1.0<1>:d r3.0<4;2>:d r3.0<4;2>:d r2.2<4>:d
(f0.1.all16h) mad (1|M4) acc0.2<1>:df -r64.0<8;1>:df -(abs)r127.0<0;1>:df r64.2<2>:df
mad (8|M24) (ne)f0.0 (sat)r127.0<2>:b (abs)r2.0<8;1>:ud r64.0<8;1>:d r3.1<1>:ub {AccWrEn}
mad (1|M0) r10.4<1>:ud -(abs)r127.0<8;4>:uw acc0.0<4;1>:w -(abs)r3.1<4>:w {NoPreempt}
(W&f1.0) mad (4|M24) (sat)r127.2<1>:ud r3.0<2;1>:ud r127.0<8;1>:b -(abs)r3.0<0>:ud {Breakpoint,NoDDChk}
mad (1|M0) (ov)f0.1 r10.0<2>:df r64.0<0;1>:df r2.0<2;1>:df (abs)r64.0<0>:df
csel (8|M0) (ov)f1.1 r10.4<2>:ud (abs)r127.0<4;1>:ud -r127.0<8;4>:ub -r64.1<0>:b
(f0.1.all32h) bfe (16|M16) r10.2<1>:d r64.0<4;2>:d r2.0<8;4>:d r127.0<2>:d
mad (16|M0) (sat)r127.0<1>:df (abs)r127.0<4;2>:df r2.2<8;1>:df r3.0<4>:df {Switch}
(W) csel (8|M0) r10.0<2>:ub -(abs)r2.0<0;1>:b -(abs)r64.0<0;1>:ub r3.0<1>:ub {Switch}
(~f0.0.anyv) bfe (16|M0) r1.4<1>:d r127.1<0;1>:d r64.2<4;1>:d r2.1<1>:d
mad (2|M28) r1.2<1>:df (abs)r127.0<4;1>:df -(abs)r3.0<4;1>:df r3.0<4>:df
(~f1.1.all16h) bfi2 (16|M0) r10.0<1>:ud r64.1<0;0>:ud r64.0<4;1>:ud r64.0<4>:ud
bfi2 (32|M0) r10.4<2>:ud r64.3<2;1>:ud r127.0<8;4>:ud r127.0<2>:ud
bfe (16|M0) r127.4<2>:ud r3.2<8;1>:ud r3.0<8;4>:ud r64.0<0>:ud {NoDDChk}
bfi2 (2|M0) r1.0<2>:ud r127.3<4;1>:ud r3.1<4;2>:ud r2.0<4>:ud {Switch}
(f0.1.any4h) madm (2|M16) r64.mme7:hf r127.nomme:hf r127.mme7:hf -(abs)r64.mme0:hf {NoDDClr}
csel (16|M8) (ne)f1.0 r127.0<2>:hf 65504.0:hf -r64.0<8;4>:f r3.3<4>:hf
csel (1|M0) r10.0<1>:b -(abs)r3.0<4;2>:uw -r127.0<8;1>:ud -r2.0<1>:w {NoDDClr}
(W) bfi2 (2|M20) r127.4<1>:d r127.0<4;2>:d r3.0<8;1>:d r64.2<0>:d
mad (32|M0) (le)f0.0 r1.2<1>:df -r3.0<2;1>:df -r127.0<4;1>:df -(abs)r64.1<1>:df {NoDDChk}
madm (16|M0) r9.mme7:df -r127.mme0:df -(abs)r64.nomme:df -(abs)r64.mme2:df
(f0.1.all32h) bfi2 (4|M0) r1.0<2>:d r127.0<8;4>:d r2.0<4;1>:d r127.0<1>:d
(~f0.1.anyv) bfi2 (16|M0) r127.4<2>:ud r127.2<8;4>:ud r3.0<2;1>:ud r64.2<2>:ud
(f0.0.any4h) bfi2 (16|M0) r10.2<2>:ud r2.0<2;1>:ud r127.0<4;2>:ud r127.0<2>:ud
bfi2 (2|M24) acc0.2<1>:ud r3.0<0;1>:ud r127.3<8;1>:ud r2.0<4>:ud
bfi2 (2|M0) r10.0<2>:ud r127.0<2;1>:ud r3.0<4;1>:ud r127.1<2>:ud {Atomic}
mad (2|M24) (sat)r1.0<1>:df -r2.0<0;0>:df -r127.0<0;0>:df -(abs)r127.2<0>:df {AccWrEn,Breakpoint}
madm (1|M4) r9.mme2:f r64.mme0:f -r127.mme0:f (abs)r1.nomme:f {Breakpoint}
madm (2|M0) (sat)r1.mme7:hf r1.nomme:hf r127.mme0:hf (abs)r1.mme0:hf {NoDDChk}
(~f0.1.any2h) madm (16|M0) r64.mme2:df (abs)r64.mme7:df r127.mme7:df -(abs)r9.nomme:df {NoDDClr}
bfe (8|M0) r127.0<2>:d r64.3<0;0>:d r3.0<8;4>:d r64.2<0>:d
(W) madm (32|M0) r1.mme0:df (abs)r9.mme2:df r127.mme7:df r64.nomme:df
bfe (32|M0) r10.2<1>:d r2.0<0;1>:d acc0.1<4;1>:d r2.0<2>:d {NoDDChk}
bfi2 (32|M0) r10.2<1>:ud r3.0<4;1>:ud r3.2<8;4>:ud r3.1<1>:ud
(W) madm (8|M0) r1.mme7:hf -(abs)r127.mme0:hf r9.nomme:hf -r64.mme2:hf
mad (8|M8) r10.4<1>:f 3.140625e+00:hf (abs)acc0.0<8;4>:f -(abs)r64.0<0>:hf
(W) mad (2|M8) r1.0<2>:ub -r3.2<4;2>:b r2.0<8;1>:ud -(abs)r64.3<4>:w
bfi2 (2|M0) r1.2<2>:d r3.0<0;0>:d r127.0<4;2>:d r2.0<0>:d
csel (8|M0) (ge)f1.1 r127.0<1>:df r3.0<8;4>:df r127.0<8;4>:df -(abs)r2.0<4>:df
bfe (4|M0) acc0.0<1>:ud r127.1<2;1>:ud r2.0<4;2>:ud r3.2<0>:ud
mad (2|M0) acc0.4<1>:f -r64.0<8;4>:f (abs)r127.0<0;0>:hf (abs)r64.0<4>:hf
bfi2 (16|M24) r10.2<1>:d r127.0<2;1>:d r127.0<0;1>:d r64.0<4>:d
mad (8|M8) r127.2<1>:df -(abs)r3.0<0;0>:df r2.0<4;1>:df r64.0<0>:df
madm (16|M0) r9.mme0:hf -(abs)r127.mme2:hf r9.mme7:hf -(abs)r127.nomme:hf {NoDDClr}
(~f1.0.all16h) bfi2 (4|M0) r127.4<2>:d r2.0<0;0>:d r2.0<8;1>:d r3.0<2>:d
bfe (32|M8) r10.4<2>:d r127.0<4;2>:d r64.1<0;1>:d r3.0<4>:d
csel (32|M0) r1.0<2>:uw r3.2<2;1>:d (abs)r127.0<8;1>:ub r3.1<0>:d
csel (4|M24) r127.2<2>:df r2.0<8;1>:df r127.0<0;1>:df -(abs)r64.0<0>:df
mad (1|M8) r127.2<1>:df -(abs)r3.0<2;1>:df -(abs)r127.0<2;1>:df -(abs)r3.0<4>:df
bfe (8|M8) r10.2<1>:d r127.3<8;1>:d r3.0<2;1>:d r3.1<2>:d {NoDDClr}
(f1.1.all32h) mad (1|M8) (le)f1.1 r10.0<1>:df -r2.0<8;1>:df -(abs)r127.0<0;1>:df r64.1<2>:df
bfi2 (32|M24) r10.2<1>:d r64.1<4;1>:d r3.0<0;1>:d r127.0<1>:d
csel (4|M20) r127.0<1>:w -(abs)r3.2<0;1>:d r64.3<4;2>:uw -r2.0<2>:d
(f0.1.allv) bfe (8|M0) r10.2<2>:d r127.1<2;1>:d r3.0<0;1>:d r127.0<0>:d {AccWrEn}
csel (16|M0) acc0.0<1>:ub -r127.3<4;2>:ub (abs)r3.3<8;4>:uw r64.0<4>:w
bfi2 (1|M16) r1.2<1>:ud r64.1<2;1>:ud r64.0<4;2>:ud r3.0<1>:ud
csel (32|M0) r1.0<1>:df (abs)r3.1<4;1>:df acc0.1<4;2>:df r64.0<1>:df {AccWrEn}
csel (1|M0) (ge)f1.1 r10.0<2>:hf -(abs)r3.2<4;2>:hf (abs)r2.0<2;1>:hf (abs)r2.0<4>:f {Breakpoint}
mad (2|M0) r127.3<2>:df (abs)r2.3<4;1>:df r127.0<0;0>:df r2.0<4>:df
bfe (32|M8) r127.2<1>:d r64.0<8;4>:d r64.0<0;1>:d r2.0<1>:d {Switch}
(f0.0.any8h) madm (16|M0) r64.mme2:hf (abs)r9.mme2:hf -(abs)r64.nomme:hf -r64.mme7:hf
bfi2 (1|M0) r10.0<2>:d r64.0<4;1>:d r2.0<2;1>:d r127.0<1>:d {AccWrEn}
(~f0.1.any16h) mad (1|M0) (gt)f0.1 r10.0<1>:df r2.0<0;1>:df -(abs)r3.2<8;4>:df r64.0<4>:df
bfe (16|M0) r127.2<2>:d r3.0<4;1>:d r64.3<4;1>:d r3.0<0>:d
(~f0.1.any4h) bfi2 (32|M0) r10.0<1>:ud r127.2<8;1>:ud r3.2<0;1>:ud r3.0<0>:ud
csel (16|M16) r127.0<2>:df -(abs)r3.3<8;1>:df -(abs)r127.0<2;1>:df -(abs)r2.0<2>:df
bfi2 (2|M20) r10.0<2>:d r2.2<2;1>:d r3.0<4;1>:d r127.0<0>:d {AccWrEn}
csel (16|M16) r10.4<2>:w r2.3<8;1>:b -r127.0<4;2>:d -(abs)r127.0<1>:uw {NoDDChk}
(f0.0.all8h) madm (8|M0) r9.mme7:df r1.nomme:df (abs)r64.mme7:df -(abs)r64.mme7:df
bfe (8|M0) r127.4<1>:ud r64.0<8;4>:ud acc0.0<8;1>:ud r127.0<1>:ud
bfi2 (16|M0) r127.2<1>:ud r127.0<0;0>:ud r2.0<4;1>:ud r3.3<2>:ud
mad (1|M24) r10.0<2>:df -(abs)r64.3<2;1>:df (abs)r2.3<8;4>:df -r64.1<2>:df {Atomic}
(W) mad (16|M0) r1.2<1>:df -r2.0<2;1>:df -r127.0<4;1>:df r3.1<1>:df {AccWrEn}
(~f1.0.all4h) bfi2 (8|M0) r127.0<1>:d r3.3<4;2>:d r3.3<4;1>:d r64.2<2>:d {NoPreempt}
csel (2|M8) (ge)f1.1 r10.2<2>:df r127.3<2;1>:df -(abs)r127.0<8;4>:df -r127.0<0>:df {Atomic}
(W) mad (4|M28) r127.2<1>:df r64.0<2;1>:df -acc0.0<2;1>:df -(abs)r3.3<2>:df
csel (16|M8) (ge)f0.1 r1.4<2>:d (abs)r64.2<0;0>:ud -(abs)r64.3<4;2>:b -(abs)r127.0<2>:w
madm (8|M0) r9.mme0:df (abs)r127.mme2:df r1.nomme:df (abs)r9.mme2:df
csel (32|M0) (sat)r1.4<2>:uw (abs)r2.0<4;1>:b -r127.0<2;1>:ud r2.1<2>:uw
(~f1.0.any32h) mad (4|M24) (lt)f1.0 (sat)r1.4<1>:ud -r3.3<4;1>:uw -(abs)r2.0<4;2>:b r127.0<1>:d
(f0.0.any2h) mad (4|M0) r1.3<2>:df r127.0<8;1>:df (abs)r2.1<2;1>:df -(abs)r2.3<2>:df {Breakpoint}
csel (8|M0) r10.0<2>:ub r64.3<0;1>:ub r3.0<4;1>:uw r64.2<2>:ud {NoDDClr}
(W) bfi2 (4|M0) r1.2<1>:ud r3.3<8;4>:ud r127.0<0;1>:ud r3.0<4>:ud {NoPreempt}
madm (2|M28) (sat)r127.mme0:df -r9.mme0:df -r64.mme7:df r9.mme0:df
(W&~f1.0) mad (16|M0) acc0.0<1>:w r3.0<8;1>:d (abs)r64.0<4;2>:ub -1:w
bfe (16|M0) r127.0<1>:ud r3.0<2;1>:ud r64.0<4;1>:ud r127.0<0>:ud
mad (4|M4) r10.0<1>:df -r3.0<8;1>:df r3.0<8;4>:df (abs)r2.0<0>:df {Switch}
(~f0.0.any4h) bfe (4|M0) r1.0<1>:ud r127.0<4;2>:ud r3.0<0;1>:ud r64.0<0>:ud
csel (1|M12) (sat)r127.2<2>:df r127.0<2;1>:df r127.0<4;1>:df r3.0<2>:df {Breakpoint}
csel (32|M0) (eq)f1.0 acc0.0<1>:b r2.3<0;1>:b -(abs)r64.0<0;0>:b (abs)r3.0<0>:ub {NoDDChk}
csel (2|M28) r1.2<1>:df -(abs)r2.0<0;0>:df (abs)r127.2<2;1>:df r127.0<4>:df
bfe (32|M0) r127.0<1>:ud r64.0<4;2>:ud r127.1<0;1>:ud r2.1<2>:ud {AccWrEn,Switch}
csel (8|M16) (ge)f1.1 r127.2<1>:df (abs)r127.0<0;0>:df -r2.0<4;2>:df r3.0<0>:df
madm (16|M0) r127.mme0:hf -r1.mme0:hf (abs)r9.mme0:hf -r1.mme7:hf {NoDDClr}
bfe (32|M24) r1.2<2>:d r64.0<4;2>:d r127.0<2;1>:d r3.3<4>:d {NoPreempt}
(f0.1.any32h) mad (32|M24) r10.4<1>:f (abs)r2.2<4;1>:hf r2.0<4;1>:hf -r64.3<1>:f {Atomic}
(W) bfe (16|M0) r10.0<1>:ud r127.0<8;4>:ud r127.0<8;4>:ud r2.3<0>:ud {AccWrEn}
csel (8|M0) (sat)r10.4<1>:w r3.3<4;1>:uw r127.0<4;2>:d r64.0<1>:b {AccWrEn}
bfi2 (32|M0) r10.0<1>:ud r3.1<0;0>:ud r2.0<0;0>:ud r3.0<0>:ud
mad (2|M20) r127.2<2>:df r2.0<0;1>:df (abs)r64.0<8;1>:df r3.3<2>:df
(W&~f0.1) mad (8|M0) r10.4<2>:d -(abs)r127.0<0;1>:ub r2.0<8;1>:w r64.0<2>:d
(W) bfi2 (4|M16) r10.4<2>:d r3.1<8;1>:d r2.0<4;2>:d r3.0<4>:d {NoDDClr}
mad (8|M0) (ge)f1.0 acc0.0<1>:f -(abs)r127.0<8;4>:hf r2.0<2;1>:f r64.0<2>:f
(f0.1) mad (1|M16) (sat)r127.0<1>:df r2.2<4;1>:df -r2.0<0;0>:df (abs)r2.0<4>:df {NoDDChk}
madm (2|M0) r64.mme7:df -r64.nomme:df -(abs)r1.mme2:df -(abs)r9.mme0:df
bfi2 (32|M0) r1.2<1>:d r2.0<0;0>:d r3.3<4;2>:d r64.2<1>:d
bfi2 (2|M0) r10.4<1>:ud r3.0<8;1>:ud r127.0<4;2>:ud r2.1<2>:ud {Atomic}
(f0.0.all8h) mad (8|M0) r127.0<1>:b r127.1<4;1>:ub r2.0<8;1>:w r2.0<1>:ud {Breakpoint,NoDDClr}
mad (16|M24) (sat)acc0.2<1>:df r2.0<8;4>:df -(abs)r127.0<0;0>:df (abs)r64.0<2>:df {NoDDChk}
(W) bfi2 (8|M16) r1.2<2>:d r64.3<8;1>:d r127.0<4;1>:d r3.0<4>:d
mad (32|M24) r127.4<1>:f -(abs)r64.0<0;0>:hf r127.0<0;0>:f r2.0<2>:hf
(f0.0.all4h) mad (8|M8) r127.0<1>:w r127.0<4;2>:ud r127.0<0;1>:d (abs)r127.0<4>:uw
mad (16|M16) r10.0<1>:w r3.0<4;1>:b (abs)r64.1<8;4>:ud r127.0<1>:w {AccWrEn}
madm (2|M4) r64.mme2:f r9.mme0:f r9.mme0:f r9.nomme:f
bfe (4|M0) r10.0<2>:ud r2.1<2;1>:ud r3.3<8;1>:ud r2.0<1>:ud {AccWrEn,Switch}
(W) bfe (16|M0) r1.0<1>:d r64.2<4;1>:d r127.1<4;1>:d r127.0<2>:d
bfi2 (16|M24) acc0.4<1>:ud r64.0<8;4>:ud r127.3<2;1>:ud r2.3<1>:ud {Switch}
(W) bfi2 (8|M16) r1.2<1>:ud r2.0<0;1>:ud r3.0<8;1>:ud r2.0<2>:ud
(W) madm (4|M0) r9.mme0:hf -r64.mme2:hf -(abs)r1.mme7:hf -r9.mme2:hf
csel (16|M0) (sat)acc0.0<1>:ub (abs)r2.0<4;2>:b r64.0<0;0>:w (abs)r3.1<1>:b
(~f0.1) madm (8|M24) (sat)r127.mme2:f (abs)r1.nomme:f r1.nomme:f r1.mme7:f {Switch}
(W) bfe (16|M0) r127.4<1>:ud r2.0<0;1>:ud r2.3<4;1>:ud r3.0<0>:ud
mad (8|M0) (ne)f0.0 r10.4<2>:f r64.2<4;2>:f r64.0<0;0>:f -(abs)r64.3<2>:f
(f0.0) mad (32|M0) (ge)f0.0 r10.2<2>:ud r2.0<4;2>:ud -r3.0<4;2>:uw r3.0<2>:uw {NoDDChk}
csel (16|M0) (sat)r10.2<1>:df r64.0<0;1>:df -r2.1<8;4>:df r2.2<2>:df
bfi2 (16|M16) acc0.0<1>:d r127.2<8;1>:d r3.0<4;1>:d r2.0<4>:d {Breakpoint}
(W) mad (8|M0) acc0.3<1>:df -r64.0<4;1>:df -r64.0<8;1>:df r2.0<1>:df {AccWrEn,NoDDClr}
mad (1|M0) r10.0<1>:uw -(abs)r127.0<0;1>:b (abs)r127.2<4;2>:uw r3.3<2>:uw {NoPreempt}
csel (1|M24) r1.0<1>:w -(abs)r2.1<8;1>:b r64.3<0;1>:ub r3.0<2>:b
mad (4|M0) r10.0<2>:df -r3.0<0;0>:df (abs)r3.0<4;2>:df -r2.0<1>:df {NoPreempt}
bfe (32|M24) r127.0<2>:d r127.0<4;1>:d r3.2<4;1>:d r3.0<4>:d {NoDDChk}
(f0.0.any32h) mad (2|M20) (ov)f0.0 r127.0<1>:df r3.2<4;1>:df r2.0<0;0>:df (abs)r127.0<4>:df {Switch}
madm (1|M0) r127.mme7:hf (abs)r64.mme7:hf r9.mme2:hf -(abs)r9.mme7:hf {Atomic}
csel (4|M4) (le)f0.1 r127.0<2>:ub -r127.0<8;4>:b -(abs)r3.0<0;1>:uw r3.0<1>:b {AccWrEn,Atomic}
(~f1.0.all32h) mad (2|M12) (ov)f1.0 r127.0<2>:df (abs)r3.3<8;4>:df -r2.1<0;1>:df -(abs)r127.0<1>:df
(~f0.1.all8h) mad (16|M0) r127.0<1>:b r3.0<8;4>:ub -(abs)r3.0<8;4>:ud r2.0<0>:b
bfi2 (32|M0) r127.2<2>:ud r127.0<0;1>:ud r2.0<8;1>:ud r64.1<1>:ud
csel (2|M0) (ov)f1.0 r127.0<1>:hf r3.0<4;1>:f -(abs)r127.0<4;2>:hf -r127.0<2>:hf
(W) mad (32|M0) acc0.4<1>:f -(abs)r64.0<0;1>:f r127.1<0;0>:hf -(abs)r3.1<1>:hf
(W) csel (4|M16) (lt)f1.0 acc0.0<1>:ud -r127.1<4;1>:d (abs)r3.1<2;1>:uw (abs)r3.0<1>:b {Breakpoint,NoDDClr}
(~f1.0.any2h) bfi2 (16|M0) r127.2<2>:d r2.2<0;0>:d r64.3<8;1>:d r2.3<2>:d {AccWrEn}
(~f0.0.any4h) mad (16|M8) r10.0<2>:f -(abs)r2.0<8;4>:f -(abs)r3.0<0;0>:hf r3.3<1>:hf
mad (8|M24) r10.0<2>:w -(abs)r2.1<4;1>:ud r3.3<4;1>:b -2048:w
(W) bfe (16|M0) acc0.2<2>:d r64.0<0;1>:d r2.3<8;4>:d r3.0<2>:d {Breakpoint}
bfe (16|M0) r127.0<1>:d r64.2<4;2>:d acc0.0<8;4>:d r64.0<0>:d {Atomic}
(f1.1.any16h) bfi2 (2|M24) r10.0<2>:d r127.0<0;1>:d r3.1<0;1>:d r3.1<0>:d
mad (32|M16) r1.0<1>:ub -(abs)r3.0<2;1>:ub (abs)r3.0<8;1>:b r64.0<2>:d {AccWrEn,Switch}
csel (8|M24) (sat)r1.0<1>:df -(abs)r64.0<0;1>:df r127.2<8;4>:df -(abs)r3.0<0>:df
csel (4|M20) (un)f0.1 acc0.2<2>:f -(abs)r64.0<0;0>:hf -(abs)r2.0<8;4>:f -(abs)r2.0<1>:f
(f1.1.any32h) madm (2|M16) r9.mme2:df r64.mme2:df r64.mme7:df -(abs)r1.mme7:df
(f1.0.anyv) mad (8|M0) r127.0<1>:df (abs)r127.0<2;1>:df r127.3<2;1>:df r127.0<0>:df {Breakpoint}
bfi2 (4|M0) r127.4<1>:d r127.0<8;4>:d r2.0<8;4>:d r64.0<0>:d
mad (2|M24) acc0.3<1>:df r64.0<2;1>:df -(abs)r127.0<2;1>:df r64.0<2>:df
bfe (32|M0) r127.4<1>:ud r3.0<8;4>:ud r3.0<0;1>:ud r64.2<1>:ud
(~f0.0.any16h) mad (4|M16) r1.0<2>:w (abs)r127.3<8;4>:ub -(abs)r127.1<4;1>:ub (abs)r127.1<1>:ud
(W&~f1.1) mad (4|M20) r1.2<2>:f r64.0<8;4>:f -(abs)r2.1<0;0>:hf -(abs)r3.0<4>:f
madm (4|M12) r64.mme7:df r9.nomme:df (abs)r9.nomme:df -r9.mme0:df
madm (8|M0) (sat)r127.mme0:hf r9.mme2:hf -(abs)r64.nomme:hf (abs)r64.mme0:hf {Switch}
mad (32|M0) r10.3<1>:df -r127.0<0;0>:df -r64.0<0;1>:df r127.1<2>:df
csel (8|M0) r10.0<2>:f -(abs)r127.1<0;1>:hf -(abs)r3.0<8;4>:f (abs)r2.1<4>:hf {NoPreempt}
csel (32|M0) (le)f1.0 r1.0<1>:df r127.0<8;4>:df -r64.0<4;1>:df -r127.0<1>:df
(~f0.1.all4h) madm (2|M28) r127.mme0:f r64.mme0:f r127.mme2:f (abs)r1.mme2:f {Breakpoint}
bfe (32|M0) r127.0<2>:d r2.0<8;1>:d r3.0<4;2>:d r2.0<0>:d {AccWrEn}
csel (8|M0) (eq)f1.0 r127.2<1>:f (abs)r2.0<8;1>:hf r64.3<2;1>:hf -(abs)r127.1<4>:f
mad (2|M12) r1.0<2>:b (abs)r127.0<8;1>:d (abs)r2.2<0;1>:w -r2.2<2>:b
(W) mad (4|M4) (ge)f0.1 r127.0<1>:ud r64.1<8;1>:d r2.0<0;1>:b (abs)r127.0<0>:d
(f0.1.all32h) mad (16|M0) (gt)f0.1 r1.0<1>:df r3.0<0;1>:df acc0.0<0;0>:df (abs)r64.1<0>:df
(~f0.0.any32h) bfe (8|M16) r127.0<1>:ud r127.1<4;1>:ud r64.0<8;1>:ud r2.1<0>:ud
madm (8|M0) r9.mme2:df r64.nomme:df -r1.mme0:df -r1.mme7:df {AccWrEn}
mad (2|M0) r127.4<2>:hf -(abs)r127.3<0;0>:hf -r127.3<0;0>:hf r127.0<4>:f
bfi2 (8|M24) r10.0<2>:ud r3.0<0;1>:ud r127.0<8;1>:ud r127.0<1>:ud {Breakpoint,Switch}
mad (8|M8) (sat)r10.0<1>:uw r3.2<8;1>:ub -(abs)r64.2<2;1>:uw -(abs)r127.0<1>:w
(W&f1.1) mad (16|M24) (lt)f1.1 r127.3<1>:df r2.0<0;1>:df r127.2<8;4>:df r2.0<0>:df {Atomic}
(~f1.1.all2h) bfi2 (1|M0) r1.2<1>:d r64.1<8;1>:d r2.1<4;1>:d r127.1<2>:d {AccWrEn}
bfi2 (32|M0) r1.0<2>:d r2.1<8;1>:d r3.3<2;1>:d r64.0<2>:d
mad (2|M0) acc0.0<2>:w (abs)r127.2<4;2>:ud r2.0<4;2>:b -r2.3<2>:ub {NoDDChk}
csel (32|M0) r127.4<2>:f (abs)r127.0<4;2>:f (abs)r64.0<4;1>:hf 0.0:hf
madm (16|M0) r9.mme2:f -r9.mme2:f r64.nomme:f r127.mme7:f
mad (2|M0) r10.2<2>:f -(abs)r127.0<0;0>:f r64.0<4;1>:hf -r64.3<2>:f
bfe (16|M0) r10.2<1>:d r64.0<8;1>:d r127.1<4;2>:d r127.0<4>:d
bfi2 (8|M8) acc0.0<1>:ud r64.0<4;2>:ud r64.0<8;4>:ud r127.0<4>:ud {Breakpoint}
bfi2 (16|M0) r1.0<2>:ud r2.0<8;1>:ud acc0.0<2;1>:ud r64.3<1>:ud {Breakpoint,NoDDClr}
(~f1.1.any16h) mad (8|M0) (lt)f1.1 r127.0<2>:ub r64.1<4;2>:uw r64.3<4;1>:d r2.0<1>:b
madm (32|M16) (sat)r64.mme7:df r9.mme0:df -(abs)r1.nomme:df (abs)r64.mme0:df
madm (16|M24) r64.mme7:f (abs)r127.mme7:f r1.mme0:f (abs)r9.mme0:f
(f0.0.anyv) mad (32|M8) (sat)r1.2<1>:df r127.0<8;4>:df (abs)r127.0<4;2>:df (abs)r3.0<4>:df {AccWrEn,Breakpoint}
mad (32|M0) (sat)r1.4<2>:hf -(abs)r127.0<2;1>:f r2.3<4;2>:hf r64.0<0>:f {AccWrEn,NoPreempt}
(W) csel (8|M0) (gt)f0.1 r10.0<1>:b (abs)r64.0<0;0>:d (abs)r127.0<4;1>:d -r127.0<4>:b
csel (1|M0) (ge)f0.0 r1.4<1>:ud r64.2<4;1>:w r127.0<8;1>:ub r2.2<1>:ud {Atomic}
madm (8|M0) r64.mme7:hf r127.mme0:hf -r9.mme2:hf -r64.mme0:hf
(~f0.0.any8h) mad (1|M0) r1.3<1>:df (abs)r64.0<2;1>:df r64.0<8;1>:df r2.3<2>:df {Switch}
(W) csel (8|M8) r127.0<1>:ud -r2.0<4;1>:d -r127.0<0;0>:ub r127.0<4>:uw {Breakpoint}
bfe (1|M8) acc0.4<2>:d r2.0<2;1>:d r127.0<0;1>:d r3.0<1>:d
(W&f0.0) mad (8|M0) r1.0<1>:uw r2.0<2;1>:ud -r64.0<4;1>:b -(abs)r64.0<0>:b
madm (1|M20) r9.mme7:f -(abs)r9.mme7:f r64.mme0:f (abs)r9.mme2:f
mad (16|M16) r127.0<1>:uw r127.0<0;1>:ub -(abs)r2.1<8;1>:ub (abs)r127.0<4>:uw {NoDDChk}
madm (8|M0) r9.mme2:df -r1.mme0:df r64.mme2:df -r127.mme7:df
(W) csel (8|M24) (ge)f0.1 acc0.0<2>:df r2.0<0;1>:df r3.3<2;1>:df -(abs)r2.3<0>:df
bfi2 (4|M0) r1.2<2>:d r64.0<8;1>:d r3.0<0;0>:d r3.3<0>:d {Breakpoint}
(W&f1.0) mad (4|M0) (lt)f1.0 r10.2<1>:df -r2.0<0;0>:df -r2.0<8;1>:df -(abs)r127.0<4>:df {NoDDClr}
mad (32|M0) r1.0<2>:ub (abs)r127.0<4;1>:b (abs)r3.0<0;0>:uw r2.0<4>:ub {Breakpoint}
bfi2 (2|M4) acc0.2<1>:d r127.0<4;2>:d r3.0<4;1>:d r127.0<4>:d
bfe (4|M28) r1.0<2>:ud r64.2<0;0>:ud r64.0<4;1>:ud r64.0<0>:ud {Atomic,Breakpoint}
(W&~f1.0) madm (16|M0) r64.mme0:hf -(abs)r64.nomme:hf -r64.mme0:hf (abs)r9.nomme:hf
bfe (16|M0) r1.4<1>:d r64.0<4;1>:d r2.0<8;1>:d r64.0<4>:d {Breakpoint}
(f1.1.any4h) madm (2|M20) r1.mme2:f (abs)r127.mme2:f -r9.nomme:f r9.mme7:f
(W&~f1.1) bfe (2|M0) r1.0<1>:ud r127.0<4;2>:ud r3.0<4;2>:ud r127.0<1>:ud
(~f0.1.any8h) madm (1|M20) r1.mme7:f -(abs)r64.mme7:f r9.mme2:f -r127.mme0:f
madm (8|M0) r1.mme2:df r127.mme7:df -r127.mme0:df r1.mme7:df
csel (8|M0) r1.3<1>:df r64.0<8;1>:df r3.3<0;0>:df r3.2<2>:df {Breakpoint}
(W&f1.1) mad (4|M28) r10.0<2>:df r127.0<4;1>:df r3.0<8;1>:df r127.0<0>:df
mad (1|M16) (ne)f0.1 (sat)r1.0<1>:b r127.0<0;0>:d -(abs)r64.2<0;1>:ud r64.1<0>:b
bfe (2|M0) r10.0<1>:ud r3.0<0;1>:ud acc0.0<2;1>:ud r127.0<1>:ud
(W) mad (1|M0) r1.0<1>:df r3.0<8;4>:df -r3.0<0;0>:df r3.0<4>:df {Breakpoint}
(f0.1.all16h) bfi2 (16|M0) r1.4<1>:ud r64.0<8;1>:ud acc0.3<8;1>:ud r64.0<0>:ud {NoDDClr}
(W) mad (32|M0) r10.0<1>:df -r2.3<4;1>:df -r3.0<0;0>:df r3.0<4>:df {NoDDChk}
bfi2 (32|M8) r1.4<1>:d r127.1<0;0>:d r3.0<8;4>:d r3.0<2>:d {NoDDChk,Switch}
(~f0.0.all4h) mad (8|M0) (sat)acc0.4<1>:w r64.0<4;2>:b -acc0.2<2;1>:ud r3.0<0>:d {Atomic}
mad (8|M0) r127.0<1>:w -(abs)r64.0<2;1>:ud -(abs)r3.2<4;2>:b -r2.0<0>:ub
madm (4|M0) r127.mme0:f -r9.nomme:f r9.mme2:f r1.mme7:f
csel (4|M12) r1.4<2>:d (abs)r127.0<0;0>:d -(abs)r2.0<8;1>:b r64.0<1>:ub {Atomic}
mad (8|M8) r1.2<1>:df -(abs)r2.3<8;4>:df (abs)r64.0<0;0>:df -(abs)r64.3<4>:df {Atomic}
mad (8|M0) r10.2<2>:f r64.3<2;1>:hf r3.0<8;4>:f r64.0<2>:f {AccWrEn}
mad (16|M0) (eq)f1.1 r10.0<1>:df -r3.3<2;1>:df r127.1<8;4>:df r2.0<4>:df {Atomic}
(W) madm (4|M0) r1.mme0:hf -r64.mme0:hf (abs)r9.mme7:hf r64.mme7:hf
madm (2|M0) (sat)r9.mme7:hf (abs)r64.nomme:hf -r127.nomme:hf (abs)r64.mme7:hf
(~f0.1.any2h) bfi2 (8|M24) r1.4<2>:d r2.1<0;1>:d r127.0<2;1>:d r3.0<2>:d
(W) csel (8|M0) (ne)f0.0 r127.4<2>:hf (abs)r3.1<4;2>:hf -r127.1<4;1>:f r64.3<2>:f
bfi2 (16|M0) acc0.0<1>:ud r2.0<4;2>:ud r127.1<0;1>:ud r64.0<2>:ud
(f1.1.all4h) bfi2 (16|M0) r10.0<1>:ud r127.0<0;1>:ud r2.1<4;1>:ud r2.3<4>:ud {Atomic,Breakpoint}
mad (2|M8) (sat)r10.4<2>:ud r127.0<0;0>:b -r127.0<4;1>:w 0xFFF:uw {Switch}
mad (16|M0) r10.2<2>:d -r127.0<2;1>:d (abs)r2.0<4;1>:ud -r3.0<2>:d {AccWrEn}
(~f0.0) mad (4|M20) (ne)f0.0 r127.0<2>:ub r2.0<4;2>:uw -acc0.0<0;0>:d r3.0<2>:uw {Atomic}
mad (4|M16) r127.0<1>:ub r3.0<0;0>:b -r3.0<0;0>:w (abs)r127.0<4>:ub {Atomic,Breakpoint}
bfi2 (2|M0) r127.2<1>:ud r64.0<8;4>:ud r2.0<0;0>:ud r127.0<4>:ud {NoPreempt}
mad (2|M0) r1.0<2>:b r127.0<0;1>:ub (abs)r64.0<8;1>:b r2.0<0>:uw {NoDDChk}
(W) madm (8|M0) r64.mme2:hf -r64.mme7:hf -r64.mme2:hf -r127.mme2:hf
bfe (8|M0) r10.2<2>:d r3.0<0;1>:d r64.2<4;1>:d r3.1<4>:d
bfe (32|M8) r1.4<1>:d r127.1<8;4>:d r127.1<4;2>:d r64.2<2>:d {AccWrEn}
(W) bfi2 (2|M8) r10.4<1>:d r3.0<0;0>:d r2.1<0;0>:d r127.0<2>:d
bfi2 (32|M0) r127.0<1>:d r3.0<4;2>:d r64.0<2;1>:d r127.1<1>:d
mad (1|M0) r10.0<2>:ud r127.0<4;1>:d r127.0<8;1>:ud -(abs)r127.2<2>:ud {AccWrEn,Atomic,Breakpoint,NoDDClr}
(f0.0.any32h) madm (4|M0) (sat)r127.mme0:df (abs)r64.mme2:df -r64.nomme:df -(abs)r9.mme7:df {Breakpoint}
bfi2 (8|M16) r1.0<1>:d r3.0<4;1>:d r3.0<4;2>:d r64.2<1>:d {AccWrEn}
(f1.0.all8h) bfi2 (16|M0) r10.0<1>:d r3.0<0;1>:d r127.0<0;1>:d r64.0<4>:d {NoDDChk}
madm (4|M8) r9.mme7:f -(abs)r9.mme2:f -(abs)r64.mme7:f r9.mme2:f
mad (4|M0) r127.0<1>:w r127.3<4;2>:ub r2.1<4;2>:d -(abs)r2.0<1>:ud
csel (8|M0) (ne)f1.0 r10.3<1>:df -(abs)r3.0<4;2>:df r2.0<0;1>:df r3.3<4>:df
(~f1.0.any16h) bfe (1|M0) r10.0<1>:d r127.0<8;4>:d r64.1<8;1>:d r127.0<2>:d
bfi2 (32|M0) r1.0<1>:d r3.0<0;0>:d r3.0<8;4>:d r64.0<1>:d
mad (4|M0) r10.0<2>:df (abs)r3.0<0;0>:df (abs)acc0.0<4;1>:df -r127.3<2>:df {NoDDClr}
mad (1|M12) r10.0<1>:ud r2.0<8;4>:w (abs)r127.0<8;4>:uw r127.0<4>:ub
mad (2|M0) (sat)r127.3<1>:df r2.0<2;1>:df -(abs)r2.0<4;1>:df -(abs)r3.0<2>:df
mad (2|M16) r1.3<1>:df -r3.0<0;0>:df r127.0<8;4>:df -r127.0<4>:df {Switch}
bfi2 (32|M24) r1.4<1>:d r64.3<4;1>:d r64.1<0;1>:d r2.1<1>:d
madm (16|M0) (sat)r64.mme0:df r64.mme2:df r1.mme0:df r127.nomme:df
(~f1.1.any16h) bfe (8|M8) r1.2<1>:ud r3.0<8;1>:ud r2.0<0;0>:ud r64.2<4>:ud {NoDDChk}
csel (32|M16) r1.0<1>:hf r127.1<8;4>:hf (abs)r2.0<8;1>:f -(abs)r127.0<4>:hf {Breakpoint}
(W) bfe (8|M0) r10.2<1>:d r64.3<4;2>:d acc0.1<0;0>:d r3.0<0>:d {AccWrEn}
madm (32|M0) r9.mme2:hf -r1.mme0:hf (abs)r64.mme0:hf r127.mme2:hf
bfi2 (8|M24) r10.4<2>:ud r127.0<4;2>:ud r64.0<8;4>:ud r3.0<0>:ud {NoDDChk}
(W) bfi2 (2|M12) acc0.2<1>:d r127.0<2;1>:d r2.2<8;1>:d r2.3<0>:d
csel (2|M4) r127.4<2>:f -r127.0<0;0>:f r127.0<4;2>:f (abs)r3.0<0>:hf
(f1.0.all4h) mad (2|M0) (ne)f1.0 r1.2<1>:df r127.0<0;0>:df (abs)r64.0<8;1>:df r2.0<0>:df
bfe (8|M0) r127.0<2>:ud r2.0<4;2>:ud r64.0<2;1>:ud r127.0<1>:ud
mad (32|M16) (ov)f0.1 acc0.0<2>:uw r3.0<4;2>:ub -(abs)r127.0<8;1>:b (abs)r3.2<2>:uw {Breakpoint,NoDDClr}
mad (16|M0) r127.0<1>:df r64.3<8;4>:df -r3.1<4;2>:df -r3.3<2>:df
csel (4|M0) r10.2<1>:df r3.0<2;1>:df -r64.1<2;1>:df r2.2<4>:df
(W) bfe (16|M8) r127.4<1>:ud r64.0<8;1>:ud r3.1<0;1>:ud r3.2<4>:ud {NoDDClr}
mad (8|M0) r127.2<1>:df -(abs)r64.0<0;1>:df r64.0<0;0>:df -r3.0<4>:df {Breakpoint}
madm (8|M0) r1.mme7:df (abs)r1.mme7:df r64.nomme:df r64.nomme:df
(~f0.0.any8h) bfe (8|M0) r127.0<1>:d r3.0<0;0>:d r64.0<8;1>:d r2.1<0>:d {Atomic}
mad (16|M24) (sat)r127.0<1>:w r127.0<4;1>:b r2.0<2;1>:d r64.1<0>:d
(f0.0.any32h) mad (8|M0) r1.0<2>:df (abs)r64.0<8;4>:df -r2.0<4;2>:df r3.0<0>:df
madm (2|M8) (sat)r1.mme7:f -r127.nomme:f r9.mme2:f r64.mme7:f
csel (8|M0) acc0.4<1>:f (abs)r127.3<8;1>:f -(abs)r2.1<4;1>:f r3.0<2>:hf
madm (8|M0) r127.mme0:hf r127.mme2:hf -(abs)r1.mme7:hf -(abs)r1.mme7:hf {AccWrEn}
madm (4|M16) r1.mme7:df -r9.mme0:df r9.mme2:df -(abs)r1.mme2:df {AccWrEn}
(W&f0.0) madm (32|M0) r64.mme0:df r127.nomme:df r9.mme0:df r64.mme7:df
(~f1.0.all8h) madm (8|M0) r64.mme7:f -(abs)r127.mme0:f -(abs)r127.mme2:f r9.mme2:f
(f1.0.any2h) bfi2 (2|M0) acc0.2<1>:d r127.0<4;1>:d r3.2<4;1>:d r127.3<4>:d
mad (16|M0) (sat)r127.0<2>:f (abs)r2.0<0;0>:f r3.3<0;0>:hf (abs)r2.0<2>:hf {NoDDClr}
(~f0.0.all4h) bfe (16|M0) r127.0<2>:ud r2.0<0;1>:ud r3.0<0;0>:ud r2.0<0>:ud
bfe (2|M28) r127.2<1>:d r3.3<2;1>:d r64.0<2;1>:d r127.0<0>:d {AccWrEn}
(~f1.1.all8h) mad (1|M0) (le)f1.1 r1.3<1>:df r64.0<8;1>:df r127.0<2;1>:df -(abs)r3.1<4>:df
csel (8|M0) r10.0<1>:f r64.0<8;4>:hf -(abs)r64.0<8;1>:hf (abs)r3.3<2>:f
mad (16|M16) (gt)f0.1 r10.0<2>:d -r64.0<4;1>:w r3.0<4;2>:ub -(abs)r3.0<0>:uw
(f0.0.any8h) mad (1|M28) r1.0<1>:uw (abs)r3.0<4;1>:uw -r2.3<2;1>:d -r64.0<2>:ud {NoDDClr}
bfi2 (1|M0) r127.4<1>:ud r3.0<2;1>:ud r64.1<4;2>:ud r3.2<0>:ud
bfe (1|M0) acc0.0<1>:d r3.2<8;1>:d r127.2<2;1>:d r3.0<0>:d {NoDDChk}
(f1.0.all32h) mad (16|M24) (sat)r127.0<2>:uw r127.0<8;1>:ub -r127.0<0;1>:d -(abs)r127.0<1>:w
(f1.1.all16h) mad (16|M0) r1.0<1>:b (abs)r3.2<0;1>:ud -r3.0<4;1>:w r127.0<2>:ud {Atomic,NoDDChk}
mad (8|M0) acc0.4<1>:hf r3.2<0;0>:hf r3.0<8;4>:hf r3.0<2>:f {Breakpoint}
(~f0.0) bfi2 (8|M8) r1.4<2>:ud r64.0<2;1>:ud r127.1<8;1>:ud r64.3<1>:ud {NoDDChk,Switch}
(~f1.1.any2h) bfe (32|M0) r10.4<1>:d r3.0<2;1>:d r3.3<8;1>:d r2.3<4>:d {Breakpoint}
bfe (32|M0) r1.0<1>:d r64.1<4;2>:d acc0.0<8;4>:d r64.0<2>:d {Atomic}
madm (16|M0) (sat)r127.mme2:df -r1.mme2:df r1.mme2:df (abs)r1.mme7:df
mad (4|M12) (ov)f0.0 r1.0<1>:b -r2.0<4;2>:d -(abs)r3.0<8;4>:uw (abs)r127.2<2>:ub
bfe (8|M0) r1.4<1>:ud r2.0<8;4>:ud r127.0<2;1>:ud r3.3<0>:ud {AccWrEn,NoDDChk}
mad (2|M12) r10.0<2>:uw r3.0<4;2>:d r64.0<4;2>:ud r127.1<2>:ud
(W) madm (1|M0) r1.mme2:f (abs)r9.mme2:f r1.mme0:f -(abs)r9.nomme:f
(W&f1.0) bfe (1|M0) r10.4<1>:d r2.0<4;2>:d r2.2<0;1>:d r127.2<1>:d {Breakpoint}
bfi2 (2|M4) r127.4<1>:ud r2.0<2;1>:ud r2.3<8;1>:ud r3.2<2>:ud
mad (8|M0) acc0.0<1>:f -(abs)r2.3<0;1>:hf (abs)r127.0<0;0>:f -r2.0<2>:hf {AccWrEn}
(f0.0.any8h) mad (32|M0) r1.0<1>:d (abs)r64.1<0;0>:ud r127.0<8;1>:ub -r64.0<2>:w {Atomic}
(f0.0.all8h) bfe (16|M0) r127.4<1>:d r3.0<0;0>:d acc0.0<0;0>:d r2.0<1>:d
(f0.0.all16h) mad (1|M0) (ne)f0.0 r10.4<1>:w r2.0<2;1>:b r3.1<4;2>:b (abs)r64.0<2>:w {Breakpoint}
csel (8|M0) r10.2<1>:df r64.0<0;1>:df -r64.2<8;1>:df -r64.0<0>:df
(~f0.1.any4h) mad (8|M24) r1.2<1>:f (abs)r127.0<0;0>:f acc0.0<4;1>:f (abs)r127.0<2>:hf {Atomic}
csel (1|M0) r1.0<2>:b r3.0<8;1>:ub (abs)acc0.3<2;1>:uw -r2.0<4>:w {NoDDChk}
(W&f1.1) mad (16|M16) r127.0<1>:uw 0:w r64.0<8;1>:ub -r3.0<0>:w
csel (32|M0) (ge)f1.0 r1.0<1>:hf r3.1<4;2>:f -(abs)acc0.1<0;0>:hf -r2.1<4>:hf
(~f0.1.all2h) bfe (1|M24) r10.2<1>:ud r127.2<8;1>:ud r3.0<8;1>:ud r2.3<1>:ud
(W) bfe (4|M28) r1.0<1>:ud r3.0<2;1>:ud r2.0<4;2>:ud r127.1<2>:ud {AccWrEn}
mad (8|M0) r1.0<2>:d r3.2<0;1>:uw -r2.1<4;1>:uw 0x1000:uw
(f1.0.all8h) mad (8|M0) r1.0<1>:hf r2.0<8;1>:hf r127.0<4;2>:hf r127.3<2>:f {AccWrEn,Atomic}
(f1.1.allv) mad (2|M28) acc0.0<1>:b (abs)r3.0<0;1>:b -(abs)r64.0<4;1>:d (abs)r3.0<2>:uw {Atomic}
bfi2 (2|M20) r127.4<1>:d r127.0<2;1>:d r2.0<0;1>:d r64.0<1>:d
(W) mad (1|M4) r1.0<1>:b (abs)r127.3<4;2>:b r3.0<0;0>:w r64.0<0>:ud
mad (2|M8) (ge)f0.1 acc0.3<1>:df (abs)r3.0<8;1>:df r127.0<8;1>:df r127.0<4>:df
(W) bfi2 (16|M24) r1.2<1>:d r3.0<8;1>:d r127.0<4;2>:d r64.1<2>:d {Breakpoint,NoDDClr}
mad (2|M28) (sat)acc0.0<1>:d -r3.0<4;1>:ud r2.2<8;4>:w r2.3<4>:uw
(W) csel (1|M0) (le)f1.0 acc0.0<1>:hf -(abs)r2.1<4;2>:hf (abs)r64.0<4;1>:hf r2.0<4>:f
mad (1|M0) r1.0<2>:hf -(abs)r64.0<4;2>:hf -r127.0<8;1>:hf (abs)r127.3<0>:hf
csel (4|M0) (gt)f0.0 r1.2<2>:df -(abs)r3.0<0;1>:df -r127.0<0;1>:df (abs)r3.1<1>:df
mad (16|M24) r127.2<1>:df -(abs)r127.0<8;4>:df acc0.0<0;0>:df r2.2<1>:df {Atomic}
madm (1|M0) r1.mme7:df -r1.mme2:df r64.mme7:df -(abs)r1.mme0:df {Switch}
mad (8|M8) (le)f0.0 r1.2<1>:df r127.2<8;1>:df r64.1<8;1>:df (abs)r127.3<1>:df {Atomic}
bfe (8|M0) acc0.0<1>:d r64.1<8;4>:d r3.0<0;0>:d r127.1<0>:d
mad (1|M24) r10.2<2>:df -(abs)r2.0<0;1>:df (abs)r64.1<0;0>:df r64.3<4>:df
(f0.1.allv) bfi2 (16|M0) r1.4<1>:d r2.0<0;1>:d r2.0<4;2>:d r3.0<2>:d
(~f0.1) mad (8|M8) r10.2<1>:df r127.0<0;1>:df -(abs)r64.0<4;1>:df r127.0<0>:df {Atomic}
(~f0.0.anyv) mad (4|M4) (ne)f0.0 acc0.0<1>:b 0x1000:uw -r64.0<2;1>:d r2.0<2>:b
(f0.1.any4h) mad (8|M0) r10.0<2>:df -(abs)r127.0<0;1>:df r127.0<0;0>:df r127.0<0>:df
(W) mad (16|M0) r127.0<2>:ud r127.0<4;1>:w -r64.2<2;1>:d -r2.0<0>:b
(W) bfe (16|M0) r10.0<1>:ud r2.0<0;1>:ud r127.2<4;1>:ud r127.0<2>:ud {AccWrEn,NoDDChk}
mad (32|M0) r1.0<1>:ub r64.0<2;1>:ud -r3.3<0;0>:d -(abs)r2.0<4>:d {NoDDChk}
mad (16|M24) r10.3<1>:df r127.2<2;1>:df acc0.2<4;2>:df r2.2<2>:df {NoDDClr}
madm (8|M0) r127.mme0:f r9.mme2:f r9.nomme:f -r1.mme0:f
madm (8|M0) (sat)r9.mme2:df -(abs)r127.mme7:df -(abs)r9.mme2:df -(abs)r1.mme2:df
(~f1.1.allv) madm (1|M0) r9.mme0:df -r1.mme2:df (abs)r1.mme2:df -r9.mme0:df
bfi2 (2|M28) r10.4<1>:d r64.0<4;1>:d r127.3<8;4>:d r64.0<1>:d
csel (16|M8) r10.0<2>:df -(abs)r64.0<8;1>:df -r3.0<8;4>:df (abs)r2.0<0>:df {NoDDClr}
(W) madm (8|M0) r9.mme7:hf -(abs)r127.mme7:hf (abs)r9.mme7:hf -(abs)r9.mme2:hf
csel (2|M0) r10.0<2>:b -r3.0<0;1>:d (abs)r127.3<8;4>:ud -r64.0<1>:uw {Switch}
mad (2|M0) r10.2<2>:df -r64.3<8;4>:df -r3.0<8;1>:df r127.0<4>:df
(f1.0.all16h) mad (4|M12) r1.3<1>:df -r127.0<8;1>:df (abs)r3.0<4;1>:df -r127.0<4>:df
(W) mad (16|M0) (sat)acc0.0<2>:ud r2.0<0;1>:w -r64.2<4;1>:b 4096:w
(W&~f1.1) mad (32|M0) (le)f1.1 r10.0<1>:df -(abs)r64.0<0;0>:df -(abs)acc0.0<8;1>:df r127.0<1>:df
bfe (16|M24) acc0.4<2>:d r64.2<8;4>:d r3.3<2;1>:d r127.0<4>:d {Atomic}
(f1.0.all2h) bfe (4|M20) r10.0<1>:d r64.2<0;1>:d r3.1<8;4>:d r64.0<4>:d
(f0.1.all2h) madm (8|M0) r9.mme2:hf r1.mme7:hf r64.mme0:hf -r9.mme2:hf {NoDDChk}
(f1.1.all4h) mad (4|M0) (sat)r127.0<1>:df r64.0<4;1>:df -r3.2<4;1>:df r64.2<2>:df {Atomic}
mad (2|M28) (ge)f0.1 (sat)r10.0<1>:f r2.2<8;1>:f -(abs)r3.0<0;0>:hf r2.0<4>:hf
(W) csel (32|M0) r10.4<1>:d -(abs)r2.0<8;1>:ud -(abs)r64.0<4;2>:d (abs)r127.0<0>:ud {AccWrEn}
bfe (16|M0) acc0.4<1>:d r2.0<0;0>:d acc0.0<8;1>:d r3.0<1>:d
csel (1|M0) r1.0<1>:b r3.0<8;4>:d -r3.1<2;1>:b (abs)r3.0<0>:ud
(W) mad (4|M24) r127.4<2>:f -(abs)r2.0<0;1>:f r64.1<0;1>:hf -r2.0<2>:f
csel (16|M0) (un)f1.0 (sat)r127.0<2>:ud (abs)r3.3<4;1>:d -(abs)r127.0<2;1>:d -r3.0<4>:b {Breakpoint}
(~f0.1.all16h) mad (2|M0) r1.3<1>:df r127.1<4;2>:df -(abs)r3.0<8;4>:df r3.0<2>:df
madm (8|M16) r1.mme7:f (abs)r64.mme7:f -r64.nomme:f r64.nomme:f
(W) madm (32|M16) r9.mme2:df -r64.mme7:df r127.nomme:df -r1.mme2:df {Atomic,NoDDChk}
mad (1|M16) r10.0<1>:df -(abs)r2.0<8;4>:df (abs)r3.3<4;1>:df (abs)r3.0<4>:df
mad (16|M0) r1.0<2>:b r127.3<0;1>:ud (abs)r3.1<8;4>:ub (abs)r2.0<0>:w {NoDDChk}
madm (32|M0) r1.mme0:hf r1.mme0:hf r9.mme7:hf r9.mme2:hf
(W&f0.0) mad (1|M0) r1.2<1>:df r64.3<2;1>:df r3.3<2;1>:df r127.0<1>:df
bfe (4|M24) r10.0<1>:d r3.0<4;2>:d r2.0<8;4>:d r127.0<2>:d {Switch}
mad (8|M0) (le)f1.0 r127.0<2>:uw (abs)r64.3<2;1>:ub r64.2<8;1>:w (abs)r3.0<4>:ud {NoDDChk}
bfi2 (1|M0) r1.4<2>:ud r3.0<2;1>:ud r64.0<2;1>:ud r2.1<2>:ud {Atomic}
mad (8|M24) (sat)r1.3<2>:df -(abs)r64.1<0;1>:df (abs)r3.1<8;1>:df r64.0<0>:df
(~f0.0.all4h) madm (16|M0) r9.mme7:df -r127.mme0:df (abs)r64.mme2:df -r1.mme0:df {AccWrEn,Switch}
bfi2 (16|M24) r1.4<1>:ud r127.0<8;1>:ud r127.0<2;1>:ud r3.1<4>:ud {Switch}
mad (32|M8) (ne)f0.1 r127.2<1>:f (abs)r3.2<8;1>:f acc0.3<8;1>:hf -0.0:hf {AccWrEn,NoDDClr}
(W) csel (8|M0) r127.0<1>:df (abs)r2.0<0;1>:df r64.0<0;0>:df (abs)r64.2<0>:df
csel (4|M24) (un)f0.0 r1.0<1>:df -(abs)r64.2<0;1>:df acc0.0<0;1>:df r3.0<0>:df
(f1.1.allv) mad (16|M0) r10.0<2>:ub -(abs)r127.0<4;2>:ud -(abs)acc0.3<8;1>:b r3.0<4>:d {NoDDChk}
csel (16|M0) r10.2<1>:df r127.3<2;1>:df r3.0<8;4>:df -r64.1<4>:df {NoDDChk}
bfi2 (16|M0) r10.0<1>:ud r127.0<0;0>:ud r127.3<4;2>:ud r127.0<2>:ud
madm (4|M0) r1.mme0:df r127.mme7:df r9.mme0:df r1.nomme:df {NoDDClr}
(f0.0.any32h) bfe (4|M0) r10.4<1>:d r3.1<4;2>:d r3.0<0;1>:d r64.3<4>:d {NoDDChk}
(W) mad (16|M0) r10.0<2>:df r127.0<4;1>:df -acc0.0<0;1>:df (abs)r2.0<1>:df {Switch}
mad (4|M0) (lt)f1.0 r127.2<2>:f r2.3<8;4>:hf (abs)r64.0<8;4>:f -(abs)r64.0<4>:hf
mad (32|M8) r1.2<2>:df r64.0<8;4>:df acc0.0<8;1>:df -r2.3<2>:df {AccWrEn}
(f1.0.any32h) madm (32|M0) r1.mme7:hf r127.mme2:hf -r127.mme7:hf -(abs)r1.mme0:hf {Breakpoint}
(W) madm (4|M0) r64.mme0:df (abs)r127.nomme:df -(abs)r1.mme7:df r127.mme2:df
csel (1|M0) (gt)f1.0 r1.2<1>:df (abs)r64.0<0;1>:df (abs)r3.0<0;1>:df -r2.0<4>:df {NoPreempt}
(W) mad (8|M24) r10.4<1>:f r2.1<4;1>:f -(abs)r2.2<8;1>:hf (abs)r64.1<4>:f {Switch}
(W) madm (16|M0) (sat)r127.mme2:df r1.mme7:df (abs)r127.mme0:df r127.mme7:df
csel (2|M0) (un)f1.0 r10.2<1>:d r2.0<0;1>:b -r3.0<4;2>:ub -r3.0<2>:w
(W&~f1.0) bfi2 (8|M24) r127.0<1>:ud r64.1<0;0>:ud r2.0<0;1>:ud r64.0<1>:ud
mad (8|M16) r1.0<1>:ub -r2.0<4;2>:d (abs)r127.1<4;1>:ub -(abs)r3.0<4>:ud
madm (8|M0) r9.mme0:df -r127.mme7:df -r1.mme7:df (abs)r64.mme7:df
(f1.1.any4h) mad (1|M28) r10.0<1>:df (abs)r3.0<2;1>:df r64.2<2;1>:df -(abs)r3.3<1>:df
(~f1.1.all32h) bfe (8|M0) r10.0<2>:ud r3.2<4;1>:ud r2.0<4;2>:ud r64.2<0>:ud
(W) bfi2 (4|M24) r127.2<1>:d r2.3<0;1>:d r3.0<0;0>:d r64.0<2>:d
(W) mad (16|M0) (ov)f0.1 r1.0<1>:df (abs)r2.0<2;1>:df acc0.0<8;4>:df -r127.3<0>:df {Switch}
(~f0.0.any2h) mad (2|M12) r127.0<1>:uw 0x0:uw r2.1<8;1>:b r2.0<2>:b
bfe (16|M8) r10.0<1>:d r64.0<4;2>:d r64.3<8;1>:d r64.0<2>:d {Atomic}
csel (32|M0) r127.0<1>:df (abs)r3.0<4;1>:df r127.3<8;4>:df -(abs)r3.0<0>:df
mad (16|M0) (ov)f1.1 acc0.4<2>:uw r64.3<8;1>:d -r3.1<0;1>:ub r2.0<1>:ub {Switch}
bfi2 (2|M0) r1.0<1>:d r127.0<4;2>:d r64.0<4;2>:d r3.0<4>:d
(~f0.1.all16h) mad (8|M0) r127.0<2>:b r3.2<0;0>:ub -r64.0<8;1>:ud -r2.2<0>:w {Breakpoint}
bfe (16|M0) r1.2<1>:ud r2.0<8;1>:ud r64.0<4;2>:ud r2.0<0>:ud
(W&~f0.1) bfe (4|M0) r1.4<2>:ud r3.0<4;1>:ud r127.1<4;2>:ud r3.3<1>:ud {Atomic}
(W&f0.0) bfi2 (1|M16) r127.0<1>:d r2.2<0;0>:d r2.0<4;1>:d r2.0<1>:d
(~f0.0.allv) mad (2|M28) acc0.0<1>:uw r2.0<0;1>:ub -(abs)acc0.0<0;1>:uw 0xFE4A:uw
mad (32|M8) (ne)f0.0 acc0.0<2>:ub -(abs)r127.0<2;1>:w -(abs)acc0.0<2;1>:ud -(abs)r3.0<0>:b
bfe (4|M8) r1.0<2>:ud r127.0<0;1>:ud r64.0<0;0>:ud r127.0<0>:ud {NoDDChk}
(~f0.0.any4h) bfe (4|M0) acc0.0<1>:ud r64.0<4;1>:ud r127.1<4;2>:ud r64.3<0>:ud {NoDDChk}
(W&f0.1) mad (32|M0) (sat)acc0.3<1>:df -(abs)r64.0<0;0>:df -r2.2<2;1>:df r127.2<0>:df
madm (4|M16) r64.mme0:df -(abs)r127.mme7:df r1.mme2:df (abs)r9.mme2:df
csel (4|M0) (sat)r10.3<1>:df (abs)r64.3<2;1>:df r3.0<4;1>:df (abs)r3.0<1>:df
mad (32|M24) (sat)r10.0<1>:b (abs)r64.1<8;4>:d (abs)r3.0<8;4>:b 4096:w {Breakpoint}
bfi2 (16|M0) r127.4<2>:ud r64.3<8;1>:ud r3.0<8;4>:ud r2.0<4>:ud {Switch}
mad (8|M0) r1.3<1>:df r64.0<0;1>:df r3.0<8;4>:df -r64.0<1>:df
csel (8|M0) (lt)f0.1 r127.2<2>:df (abs)r127.0<4;1>:df -acc0.1<8;1>:df (abs)r127.2<4>:df {AccWrEn}
mad (16|M16) (un)f1.0 r127.3<2>:df (abs)r3.3<2;1>:df r2.0<8;4>:df r3.0<2>:df
(~f0.0.any32h) mad (8|M0) r127.0<2>:uw -r3.0<0;0>:ub -r2.0<4;2>:d r64.0<2>:d {Breakpoint}
csel (16|M16) r127.0<1>:w -(abs)r127.2<0;1>:b -r2.0<4;2>:w -(abs)r3.3<0>:ub
bfi2 (2|M0) r127.0<1>:ud r127.0<2;1>:ud r64.0<2;1>:ud r64.0<2>:ud
csel (8|M24) (ne)f1.0 acc0.0<1>:df r127.0<2;1>:df r64.0<2;1>:df (abs)r3.0<2>:df
(~f1.0.any32h) bfe (1|M0) r1.0<1>:d r3.0<0;0>:d r127.0<2;1>:d r127.0<2>:d {Breakpoint,NoDDChk}
bfe (8|M0) r10.4<2>:d r127.0<2;1>:d r127.0<4;1>:d r3.0<4>:d {NoDDChk}
mad (8|M16) r1.0<1>:d r3.0<0;0>:w (abs)r127.0<0;1>:b -r64.0<4>:d
csel (8|M0) acc0.0<1>:hf -(abs)r2.2<8;4>:hf r2.0<8;4>:f r3.3<0>:f {Breakpoint}
(W) mad (1|M0) (le)f0.0 r1.4<1>:w -r64.0<2;1>:b r3.2<0;0>:ud -(abs)r127.0<2>:w {NoDDClr}
(f0.1.any2h) bfe (16|M16) r127.0<2>:ud r64.2<0;1>:ud r3.0<0;1>:ud r3.0<2>:ud
(W&f1.0) mad (1|M0) (ov)f1.0 r1.0<1>:d r127.0<4;2>:uw -(abs)acc0.0<4;1>:d -(abs)r2.0<4>:w {Breakpoint}
bfe (4|M24) r1.0<1>:ud r127.2<8;1>:ud r127.0<8;1>:ud r2.0<4>:ud
csel (16|M0) r127.2<1>:df -r3.3<0;0>:df (abs)r127.0<8;4>:df (abs)r127.2<4>:df {Switch}
madm (32|M0) r1.mme2:f -(abs)r9.mme2:f -(abs)r64.mme2:f -(abs)r64.mme0:f {Switch}
(W) csel (8|M0) r127.3<1>:df -r3.3<4;1>:df r2.1<4;1>:df r127.0<4>:df
madm (8|M0) r64.mme7:f r9.mme2:f r9.mme0:f -(abs)r64.nomme:f
(f0.0.anyv) bfi2 (8|M16) r1.0<1>:d r3.2<8;1>:d r64.0<0;1>:d r3.0<1>:d {Atomic}
mad (16|M0) (sat)r10.4<1>:ud (abs)r64.2<0;0>:b (abs)r127.1<8;1>:b -2048:w
madm (32|M0) r1.mme0:hf -(abs)r64.mme7:hf -(abs)r127.mme2:hf -(abs)r127.mme0:hf
(f1.1.anyv) bfe (8|M8) acc0.2<1>:ud r64.3<8;1>:ud r127.0<0;0>:ud r2.2<2>:ud
madm (8|M0) r9.mme2:df -(abs)r1.nomme:df -r9.mme2:df -r9.mme2:df
(~f0.1.any16h) bfi2 (8|M16) r1.4<2>:d r127.0<4;1>:d r3.1<4;2>:d r2.0<1>:d {Atomic}
bfi2 (32|M0) r127.2<1>:d r3.1<8;4>:d r127.2<0;0>:d r2.0<1>:d
csel (8|M0) (sat)r127.0<1>:df r64.1<8;4>:df r2.1<2;1>:df r64.0<2>:df
bfi2 (8|M0) r10.0<1>:ud r2.2<8;4>:ud r127.0<8;1>:ud r3.0<0>:ud
(W) mad (4|M0) r127.0<2>:hf (abs)r2.0<8;1>:hf -r127.0<4;1>:hf (abs)r127.1<2>:f
mad (4|M0) r10.0<1>:f r64.0<4;1>:hf -(abs)r64.1<0;1>:f r2.0<4>:f {NoDDChk}
bfe (16|M8) r10.4<2>:d r3.0<2;1>:d r127.0<8;1>:d r127.0<4>:d
bfe (1|M16) r127.0<1>:ud r2.0<8;1>:ud r64.0<2;1>:ud r2.2<0>:ud
bfi2 (16|M0) r1.0<1>:d r3.2<8;4>:d r3.3<0;1>:d r2.3<0>:d
csel (8|M24) acc0.0<2>:df -(abs)r64.2<8;4>:df r64.2<8;1>:df -(abs)r64.1<4>:df
csel (4|M16) (ne)f1.1 r127.0<1>:df (abs)r127.3<0;1>:df -(abs)r3.0<0;0>:df r64.0<0>:df
csel (1|M4) r127.4<2>:uw -(abs)r127.2<4;2>:uw r2.0<8;1>:ud -r3.0<0>:b
(~f0.1.all32h) mad (32|M0) r127.0<1>:ub -r2.0<4;2>:d r2.0<8;4>:b r127.0<4>:d
mad (4|M0) (un)f1.1 r10.0<1>:uw -r64.2<4;2>:d r2.3<0;1>:ud r3.0<2>:ud
bfe (2|M4) r10.4<1>:ud r127.3<8;4>:ud r2.0<2;1>:ud r64.0<1>:ud
madm (1|M8) r64.mme2:df (abs)r127.nomme:df (abs)r127.mme0:df -(abs)r9.mme7:df {NoDDClr}
madm (1|M0) r127.mme7:f r127.mme0:f r64.mme2:f r1.mme7:f
csel (16|M0) r1.0<2>:df (abs)r3.0<0;0>:df -(abs)r3.0<8;1>:df (abs)r127.0<2>:df {NoDDClr}
(~f1.0.any2h) mad (1|M0) r1.0<1>:df (abs)r3.0<0;1>:df -(abs)acc0.0<8;4>:df -(abs)r3.0<4>:df
(f0.0.any2h) madm (1|M8) r64.mme0:df (abs)r64.nomme:df -(abs)r127.mme7:df r1.mme7:df
(~f1.0.any4h) mad (16|M0) (sat)r10.0<1>:df (abs)r127.0<2;1>:df r127.0<2;1>:df (abs)r2.0<0>:df
mad (2|M12) r10.0<1>:hf -r127.0<4;1>:f r2.0<0;0>:f -r2.0<0>:hf
(~f1.1.all32h) madm (8|M24) r127.mme2:df r64.mme7:df r9.mme0:df -r64.mme2:df
mad (2|M0) r127.3<1>:df -r3.0<8;1>:df r127.1<8;4>:df -r2.3<2>:df
mad (16|M24) acc0.0<2>:df r2.0<8;4>:df -r3.1<8;1>:df r2.0<2>:df {Atomic}
mad (4|M0) (sat)r127.0<1>:ud (abs)r127.0<4;2>:ud (abs)r2.0<8;1>:ub (abs)r127.0<0>:w
csel (1|M16) r1.0<1>:df -(abs)r127.0<8;4>:df (abs)r2.0<8;4>:df (abs)r127.0<0>:df
(W&~f1.1) mad (2|M12) r1.0<1>:f (abs)r2.3<8;4>:hf -(abs)r2.3<2;1>:hf (abs)r64.0<2>:hf
(W) bfe (16|M8) r10.2<2>:ud r127.0<0;0>:ud r3.2<8;1>:ud r2.1<2>:ud
mad (16|M0) r10.3<1>:df r64.0<8;4>:df -r2.0<0;0>:df -r2.0<2>:df
mad (8|M0) r10.0<2>:b 0xFFF:uw -(abs)r3.0<4;1>:ub r2.0<4>:uw
csel (1|M0) r127.0<2>:df (abs)r3.0<8;1>:df r127.0<4;2>:df (abs)r127.0<2>:df {Breakpoint,Switch}
(f1.1.anyv) mad (8|M8) r1.0<2>:df r3.3<8;4>:df -(abs)r127.0<8;4>:df -(abs)r2.0<1>:df {NoDDClr}
csel (32|M0) (un)f0.1 acc0.0<1>:ub r127.0<0;1>:d -(abs)r3.3<2;1>:b r2.3<2>:ub
(~f1.0.any8h) bfi2 (32|M0) r1.4<2>:ud r3.0<8;1>:ud r64.0<8;4>:ud r3.0<4>:ud
(W&f1.0) madm (1|M28) (sat)r127.mme7:df r1.nomme:df (abs)r9.nomme:df -(abs)r1.mme2:df
madm (4|M12) r1.mme7:hf -(abs)r127.mme0:hf r127.mme0:hf r64.mme0:hf {NoDDClr}
bfi2 (2|M4) r1.2<1>:d r127.0<8;1>:d r127.0<0;0>:d r127.0<0>:d {Breakpoint,NoDDChk}
(f0.0.allv) madm (8|M0) (sat)r64.mme7:f -(abs)r1.nomme:f r1.mme0:f (abs)r1.mme7:f
(W) madm (8|M0) r64.mme2:df r1.mme0:df r127.nomme:df r9.mme7:df {Atomic}
madm (16|M0) r64.mme0:df -(abs)r1.mme7:df r127.mme0:df r9.mme0:df
bfi2 (8|M16) r1.0<2>:ud r64.3<0;0>:ud r64.0<4;1>:ud r64.0<2>:ud {Atomic}
madm (2|M0) r9.mme7:f (abs)r127.nomme:f -r1.mme0:f -r9.mme2:f
bfe (32|M16) r10.0<1>:d r64.2<8;1>:d r64.3<4;2>:d r64.0<4>:d {AccWrEn}
madm (1|M20) (sat)r127.mme2:df r1.nomme:df r127.nomme:df (abs)r127.mme7:df
csel (4|M20) (lt)f1.0 r1.3<1>:df r3.0<2;1>:df r127.0<8;4>:df r2.0<1>:df {AccWrEn}
bfi2 (2|M28) r1.0<2>:d r2.0<8;4>:d r2.0<8;1>:d r127.0<0>:d
(f1.0.any4h) madm (8|M0) (sat)r1.mme7:df (abs)r127.nomme:df r9.mme7:df -r9.nomme:df {NoDDClr}
csel (16|M0) r127.2<1>:df -(abs)r3.0<8;1>:df -r64.0<4;2>:df -(abs)r3.0<1>:df {NoDDClr}
(f1.0.all4h) bfe (8|M0) r10.0<1>:ud r3.0<2;1>:ud r2.1<8;4>:ud r2.1<2>:ud {Atomic}
(f1.0.any2h) mad (8|M0) r1.0<1>:df r2.0<8;4>:df r127.0<4;1>:df r3.0<4>:df {Switch}
madm (8|M24) (sat)r1.mme7:f r127.mme2:f r1.mme7:f (abs)r64.mme0:f
bfe (32|M0) r1.0<1>:ud r2.0<4;2>:ud r3.1<2;1>:ud r3.0<0>:ud
(W) csel (8|M0) r10.0<1>:ud (abs)r64.1<0;0>:b (abs)r64.1<8;1>:ub r3.0<2>:ub {NoDDChk}
(~f1.1.anyv) madm (16|M8) r127.mme0:f (abs)r9.mme7:f -(abs)r127.mme7:f -(abs)r64.mme0:f
mad (4|M0) r10.0<1>:d (abs)r127.0<2;1>:ub -r127.0<4;1>:uw -r2.0<4>:uw
madm (16|M0) r1.mme0:hf r64.mme2:hf -r127.mme0:hf -(abs)r64.mme2:hf {AccWrEn}
bfe (1|M0) r1.0<2>:ud r64.1<8;1>:ud r127.0<0;1>:ud r2.0<1>:ud {Switch}
(W) bfe (16|M16) r1.0<2>:d r64.1<0;0>:d r3.0<2;1>:d r2.0<4>:d {Switch}
csel (16|M0) (ov)f1.0 r127.0<1>:hf r127.0<8;4>:hf r64.0<8;4>:f -(abs)r2.0<4>:f {NoDDClr}
(~f0.0) madm (32|M0) r127.mme2:f r9.mme2:f (abs)r1.mme0:f -r64.mme0:f
(~f1.0.any8h) bfe (2|M0) r127.0<1>:d r64.0<2;1>:d acc0.2<0;1>:d r3.0<4>:d {NoPreempt}
(f0.0.any4h) madm (8|M16) r127.mme0:f -(abs)r1.mme0:f r64.mme2:f r9.nomme:f {AccWrEn,NoPreempt}
(~f0.0.all2h) bfi2 (16|M8) r10.0<2>:ud r2.0<2;1>:ud r64.3<2;1>:ud r2.2<0>:ud
csel (1|M4) (ov)f1.0 r127.0<1>:df r2.0<8;1>:df -(abs)r127.0<4;1>:df (abs)r127.0<1>:df {Switch}
(~f0.1) mad (8|M16) r127.0<1>:w r2.0<8;1>:b r64.0<8;4>:ud (abs)r127.3<0>:ub
(W&f0.1) mad (16|M0) r127.0<2>:df (abs)r64.3<2;1>:df -(abs)r64.3<4;2>:df r127.0<2>:df
(~f1.0) mad (32|M0) r127.0<2>:b (abs)r64.0<0;1>:b (abs)r2.1<8;4>:d r64.3<4>:ud {NoDDChk,Switch}
(~f1.1) mad (32|M0) (ov)f1.1 r1.0<1>:df (abs)r64.2<4;2>:df r127.0<8;1>:df -r64.0<1>:df {Breakpoint}
bfi2 (4|M0) r1.2<2>:d r64.0<2;1>:d r127.0<0;1>:d r3.0<2>:d
(f0.0.all2h) madm (8|M8) r1.mme0:df r9.mme0:df -r1.nomme:df r1.mme2:df {NoDDChk,Switch}
bfi2 (32|M24) r127.0<1>:d r127.3<0;0>:d r3.0<4;2>:d r3.0<0>:d
(~f1.0.any16h) mad (16|M0) r10.0<2>:d r3.0<0;0>:ub -r64.0<2;1>:d -r2.0<1>:ud
bfe (8|M0) r1.0<1>:d r2.0<8;4>:d r64.0<0;1>:d r2.0<0>:d
(~f1.0.any16h) bfi2 (16|M0) r10.4<2>:ud r3.0<4;1>:ud r2.0<2;1>:ud r64.0<2>:ud {AccWrEn,Atomic}
csel (8|M8) r127.4<1>:w r3.0<0;1>:ub -r3.0<8;1>:ud r64.3<1>:ud
(f1.0) bfi2 (2|M28) r10.4<1>:d r64.1<2;1>:d r3.0<0;1>:d r64.0<2>:d {NoPreempt}
csel (8|M0) (sat)r127.4<1>:w r127.0<0;1>:w -r3.3<2;1>:uw (abs)r2.1<4>:b {NoDDChk}
(f0.1.any4h) mad (16|M0) r127.3<1>:df -(abs)r64.3<0;0>:df -r64.0<8;1>:df -(abs)r2.0<2>:df
bfe (8|M0) r10.2<1>:d r127.0<0;1>:d r2.0<2;1>:d r64.1<4>:d
mad (16|M0) r1.2<1>:df -(abs)r3.0<8;4>:df (abs)acc0.0<4;2>:df r2.0<2>:df {NoDDClr}
bfe (1|M0) r127.0<1>:d r127.0<4;2>:d r3.0<8;4>:d r3.3<2>:d
csel (8|M8) r10.3<1>:df -r127.0<4;2>:df -acc0.0<0;0>:df -(abs)r64.0<0>:df
mad (1|M0) r10.0<2>:df -(abs)r2.0<0;1>:df (abs)r3.0<8;1>:df (abs)r127.3<2>:df
csel (32|M0) r10.2<2>:df -(abs)r2.0<0;1>:df (abs)r3.3<2;1>:df -r64.0<1>:df
(~f1.1) madm (32|M24) r64.mme2:hf -r9.mme0:hf (abs)r9.nomme:hf r64.mme7:hf
csel (1|M8) r10.0<1>:ud r127.0<2;1>:ub -r64.2<2;1>:uw (abs)r2.0<4>:ub
bfe (2|M0) r127.2<2>:d r127.0<0;0>:d acc0.0<0;1>:d r127.1<2>:d
mad (1|M12) (ne)f1.0 r1.0<1>:f r2.0<8;4>:hf -r127.0<4;1>:hf -r3.0<2>:f {Switch}
bfi2 (16|M24) r10.4<2>:ud r64.1<4;2>:ud r2.0<0;0>:ud r3.0<4>:ud
bfi2 (8|M0) r1.2<2>:d r64.0<4;1>:d r2.0<8;4>:d r127.0<4>:d
(f1.1) bfe (2|M0) r10.0<1>:ud r2.0<8;4>:ud r64.0<8;4>:ud r2.3<1>:ud
madm (1|M4) r127.mme2:df r64.mme7:df (abs)r1.mme0:df -r64.mme2:df {Atomic}
bfe (16|M0) r127.2<1>:ud r64.0<4;1>:ud r64.2<4;1>:ud r2.0<4>:ud {Breakpoint,NoDDChk}
(f0.1.any2h) mad (32|M24) r127.0<2>:f inf:hf r2.0<0;1>:hf (abs)r64.3<4>:f
csel (16|M0) (ge)f0.1 r127.4<1>:f r3.0<8;4>:f -(abs)r3.0<8;4>:f -(abs)r3.0<2>:f {NoPreempt}
(f0.0.any8h) bfi2 (16|M0) r127.0<1>:d r3.0<8;1>:d r2.3<8;1>:d r127.0<0>:d
madm (4|M0) r1.mme2:hf (abs)r9.mme0:hf -r9.mme7:hf -r9.mme2:hf
bfi2 (1|M4) r1.2<1>:ud r3.0<2;1>:ud r3.0<0;0>:ud r64.3<0>:ud
madm (16|M24) r1.mme7:df r1.mme2:df r9.mme2:df r9.mme2:df
madm (32|M0) r64.mme2:f r64.nomme:f r1.mme2:f r1.mme2:f
(W) madm (2|M4) r64.mme0:f -(abs)r64.mme2:f -(abs)r1.mme0:f (abs)r1.nomme:f {AccWrEn,NoPreempt}
(~f0.1.all2h) mad (32|M8) (ge)f0.1 r1.0<2>:ud (abs)r3.0<8;4>:b r3.0<2;1>:uw -r2.0<2>:d {AccWrEn}
(~f0.0.any32h) bfi2 (8|M0) r127.0<2>:d r127.0<0;0>:d r2.0<4;2>:d r3.3<2>:d {AccWrEn}
(f0.0) bfi2 (16|M0) r1.2<1>:d r64.0<8;4>:d r64.0<8;1>:d r127.0<1>:d {Switch}
(f1.1.any16h) mad (32|M0) (le)f1.1 r10.2<1>:df -(abs)r127.1<4;1>:df -r127.3<8;1>:df -(abs)r3.0<0>:df
csel (8|M0) r10.2<1>:df (abs)r2.2<4;2>:df r2.1<8;4>:df -r3.0<2>:df {NoPreempt}
mad (32|M16) acc0.2<2>:f r64.3<4;2>:f -r3.0<8;1>:hf (abs)r2.0<2>:f {Breakpoint}
bfi2 (16|M16) r1.0<2>:ud r64.2<2;1>:ud r3.0<4;2>:ud r3.0<1>:ud
mad (1|M4) acc0.3<1>:df r2.0<4;2>:df -r3.0<0;1>:df -(abs)r64.1<4>:df {Atomic}
csel (1|M28) (ne)f0.0 r1.0<1>:ud (abs)r3.2<4;2>:ud -(abs)r127.0<0;0>:ub -(abs)r64.0<1>:b
(W&f1.0) bfi2 (4|M0) r1.0<1>:d r2.0<8;1>:d r64.0<2;1>:d r3.2<2>:d
mad (8|M0) r127.4<2>:w -(abs)r64.1<4;1>:ud -(abs)r3.0<2;1>:w (abs)r2.0<1>:w {NoDDChk}
mad (16|M0) (ne)f1.1 r10.3<1>:df -(abs)r127.0<8;4>:df r64.1<8;4>:df (abs)r127.0<2>:df
csel (1|M12) (ne)f0.1 r10.4<2>:ud -(abs)r64.0<4;2>:ub -r3.0<0;0>:ud -(abs)r64.0<2>:uw
bfi2 (1|M0) r1.4<1>:d r64.0<8;4>:d r127.0<4;1>:d r2.1<4>:d
madm (16|M0) r64.mme7:hf r9.mme2:hf -r9.mme7:hf r127.mme2:hf
csel (8|M16) r127.2<1>:df -r127.1<4;1>:df r127.0<2;1>:df r127.2<4>:df {NoDDChk,Switch}
mad (8|M0) acc0.4<1>:w r3.0<2;1>:d (abs)r127.0<0;0>:uw -r2.3<1>:w
mad (32|M16) r10.0<1>:df (abs)r3.0<4;2>:df r127.0<0;1>:df r2.0<2>:df {Breakpoint}
mad (16|M0) r10.0<1>:b r64.3<2;1>:b -(abs)r127.0<4;2>:w (abs)r64.2<0>:b
(W) csel (32|M24) r1.0<2>:df -(abs)r64.0<0;0>:df (abs)r64.0<4;1>:df -(abs)r2.0<0>:df
(W&f0.1) mad (8|M0) r1.0<2>:b -(abs)r3.0<4;2>:d -(abs)r2.0<4;1>:b -(abs)r64.0<0>:ub
csel (8|M0) r1.4<1>:f r2.2<8;1>:hf r3.0<8;4>:f r3.0<1>:f
bfe (32|M0) r127.0<2>:ud r127.0<0;0>:ud r127.0<4;2>:ud r127.0<0>:ud
(W) mad (32|M0) r1.0<1>:ub -r127.0<8;4>:ub (abs)r64.0<4;2>:w -r64.0<1>:w
csel (16|M8) r10.0<2>:df r2.0<4;2>:df (abs)r2.1<4;1>:df r3.2<2>:df
bfi2 (16|M24) r127.0<1>:d r64.0<0;0>:d r127.0<8;1>:d r2.0<1>:d {AccWrEn}
csel (4|M0) (ge)f1.1 r127.0<1>:df -(abs)r2.0<2;1>:df -r3.3<2;1>:df -r127.0<4>:df {Breakpoint}
madm (2|M0) r9.mme0:df (abs)r9.nomme:df (abs)r64.nomme:df -(abs)r127.nomme:df {NoDDChk}
mad (32|M24) r10.3<1>:df (abs)r127.3<0;1>:df r2.0<2;1>:df r2.2<2>:df
mad (1|M20) r1.0<2>:f r64.0<4;1>:f -(abs)r2.0<4;1>:hf -r127.0<2>:hf
bfi2 (16|M24) r10.0<1>:ud r127.0<4;1>:ud r2.1<0;1>:ud r2.2<4>:ud
mad (4|M4) (ov)f0.0 r1.3<1>:df -r127.0<4;1>:df (abs)acc0.2<4;1>:df -(abs)r2.1<1>:df
csel (16|M24) (un)f1.0 r10.0<2>:ub r2.0<0;0>:b acc0.0<0;0>:b r127.3<0>:b {Atomic,NoDDChk,NoDDClr}
(W&f1.0) mad (2|M0) (lt)f1.0 acc0.0<1>:b -(abs)r127.0<4;2>:d (abs)r3.0<4;1>:ub -(abs)r2.0<2>:b {Atomic}
(W) bfe (1|M0) r127.0<2>:ud r64.0<0;0>:ud r2.1<2;1>:ud r127.2<4>:ud
(~f0.0.any4h) madm (32|M0) r9.mme7:f -r64.mme2:f -r1.mme7:f -r1.mme2:f
mad (1|M28) r10.0<1>:ub r64.3<8;4>:w -r127.0<0;1>:ud (abs)r64.0<2>:b
(W) csel (1|M4) (ge)f1.1 r1.0<1>:w -(abs)r127.0<4;1>:uw -(abs)r3.0<4;1>:uw -(abs)r127.0<1>:ub {Breakpoint}
csel (1|M0) r1.2<1>:d (abs)r64.0<8;1>:uw r2.0<0;0>:w r64.1<0>:ud {Atomic}
(W) bfi2 (2|M0) r10.0<1>:ud r64.0<0;0>:ud r64.0<0;1>:ud r64.0<2>:ud
(f1.0.all8h) madm (4|M16) r1.mme0:hf r9.mme0:hf (abs)r127.nomme:hf (abs)r9.mme7:hf
(f0.0.all8h) mad (16|M0) r1.0<2>:uw -2048:w r3.0<8;4>:ub -(abs)r127.3<4>:d
mad (2|M16) r1.3<1>:df -r3.0<2;1>:df r64.0<0;1>:df r127.0<0>:df {Breakpoint}
mad (8|M0) r10.3<1>:df (abs)r3.0<0;1>:df r127.0<2;1>:df -(abs)r64.0<4>:df
mad (16|M0) (ge)f0.0 r10.0<1>:hf (abs)r64.0<4;2>:hf (abs)r64.1<4;1>:hf r127.2<2>:f
(f1.0.all16h) bfe (8|M16) r127.0<2>:ud r64.1<2;1>:ud r64.0<2;1>:ud r2.2<1>:ud {NoDDChk,NoDDClr}
mad (32|M24) (lt)f1.1 (sat)acc0.0<1>:df r64.0<0;0>:df -r3.0<0;0>:df r127.1<0>:df
madm (32|M24) r1.mme7:hf r1.mme7:hf r64.mme7:hf r64.nomme:hf
(W&f0.1) bfi2 (2|M24) r10.0<1>:ud r2.0<4;2>:ud r3.0<0;1>:ud r127.0<2>:ud {AccWrEn}
bfe (8|M24) r1.0<1>:d r64.1<4;1>:d r2.2<2;1>:d r2.0<0>:d {Atomic}
(W) bfe (16|M0) r10.0<2>:ud r2.3<4;1>:ud r64.0<4;1>:ud r64.0<4>:ud {NoDDClr}
(f1.0.all8h) mad (16|M24) r127.0<1>:d -r127.1<4;2>:ub -(abs)r2.2<8;4>:b (abs)r127.2<2>:uw
(W) madm (8|M16) r9.mme0:hf (abs)r1.nomme:hf r9.mme2:hf r64.mme7:hf {NoDDClr,Switch}
(~f1.0.all4h) bfi2 (4|M0) r1.0<1>:ud r2.0<4;1>:ud r64.0<4;2>:ud r64.2<0>:ud {Breakpoint,Switch}
madm (32|M8) r127.mme2:hf r64.mme2:hf r9.mme0:hf r127.mme2:hf {Atomic}
bfe (16|M0) acc0.4<1>:d r3.0<4;1>:d r2.0<8;1>:d r64.0<1>:d
mad (16|M0) r10.0<2>:hf r3.1<0;1>:f r2.0<2;1>:hf -r3.0<4>:f
mad (4|M16) (ne)f1.1 r1.2<2>:df r64.0<0;0>:df r3.0<8;1>:df r3.0<4>:df {Switch}
(W) madm (16|M0) r9.mme2:hf (abs)r1.mme0:hf -r1.mme7:hf (abs)r1.mme7:hf
(W) csel (8|M0) (sat)r10.2<2>:df r3.1<8;1>:df r2.2<8;1>:df (abs)r64.2<2>:df
bfe (1|M0) r1.0<1>:d r2.0<4;2>:d acc0.0<4;2>:d r127.0<1>:d {NoDDChk,Switch}
bfe (1|M0) acc0.2<1>:ud r3.1<8;1>:ud r3.2<0;1>:ud r2.0<0>:ud {AccWrEn}
(f1.1.any4h) madm (8|M24) (sat)r64.mme7:hf (abs)r9.mme0:hf r1.nomme:hf -r127.mme7:hf {NoDDClr}
mad (8|M0) (eq)f1.1 r10.0<2>:b -r127.0<4;1>:uw r2.0<4;2>:d -r127.3<0>:uw
(~f0.0.any32h) bfe (8|M0) r127.0<2>:d r127.0<8;4>:d r2.0<0;0>:d r3.0<1>:d {AccWrEn}
bfi2 (32|M0) r1.0<1>:d r2.0<8;1>:d r3.0<8;4>:d r3.2<1>:d
mad (8|M0) acc0.0<2>:hf r2.0<8;1>:hf -(abs)r3.0<4;2>:hf r3.3<0>:f
(f0.1.allv) mad (8|M0) r10.0<1>:df r64.0<2;1>:df -(abs)acc0.2<4;1>:df (abs)r3.0<2>:df
(~f1.1) madm (4|M0) r64.mme0:f r9.mme0:f r9.mme0:f r9.nomme:f
(W) mad (4|M0) r127.0<1>:df -(abs)r127.0<4;1>:df acc0.0<8;4>:df (abs)r127.0<2>:df {Atomic}
madm (16|M0) r127.mme0:hf -(abs)r9.mme2:hf -r127.mme2:hf -(abs)r9.nomme:hf
(f1.0.any8h) bfi2 (8|M16) r10.2<1>:d r2.0<8;1>:d r3.2<0;1>:d r2.0<0>:d
(~f1.1.any4h) mad (1|M0) r1.0<1>:df -r127.0<8;1>:df r3.1<2;1>:df -(abs)r127.0<1>:df {Breakpoint,NoDDClr}
(~f0.0.anyv) madm (16|M0) r9.mme7:df -r127.mme7:df r64.mme7:df r64.nomme:df
csel (16|M0) (ov)f0.1 r127.0<1>:b r127.3<8;4>:ud -acc0.3<4;2>:d 0x1000:uw
(W) bfe (8|M24) r127.0<2>:d r3.0<2;1>:d r3.0<8;4>:d r64.0<1>:d {Breakpoint}
mad (32|M8) (sat)r10.0<1>:b -(abs)r127.3<8;1>:uw -(abs)r3.0<8;1>:d r127.2<2>:ud {AccWrEn}
(W) csel (1|M0) r1.2<2>:df r2.1<2;1>:df -(abs)r127.0<0;0>:df -(abs)r3.0<0>:df
csel (16|M0) r127.0<1>:w -(abs)r64.1<2;1>:ub r64.0<8;4>:w (abs)r3.0<2>:uw
mad (8|M0) r127.0<2>:w -(abs)r64.0<4;1>:d -(abs)r3.0<4;1>:b r3.0<0>:ub {Breakpoint}
(f1.1.anyv) bfe (2|M16) acc0.0<2>:d r2.3<4;2>:d r64.1<4;1>:d r3.2<4>:d {NoPreempt}
bfi2 (8|M0) r127.0<2>:ud r64.0<8;4>:ud r127.1<4;2>:ud r127.2<0>:ud {Breakpoint}
csel (32|M0) acc0.0<1>:df (abs)r127.3<8;1>:df r64.3<0;1>:df -r127.0<4>:df
bfe (1|M16) r10.0<1>:d r3.0<8;1>:d acc0.0<4;1>:d r64.0<4>:d
(W) mad (2|M20) r127.4<2>:w -(abs)r2.0<2;1>:uw (abs)r2.0<0;1>:d (abs)r2.3<4>:ub
madm (16|M0) r64.mme2:df r64.nomme:df r127.mme2:df (abs)r9.nomme:df
(f1.1.any4h) bfe (2|M0) r10.0<1>:ud r64.0<2;1>:ud r64.0<0;1>:ud r3.1<1>:ud
madm (2|M4) r64.mme0:hf r64.mme0:hf -r64.mme2:hf -(abs)r1.mme7:hf {Breakpoint}
(~f0.1.all8h) bfi2 (16|M16) r10.2<1>:ud r127.0<0;0>:ud r2.0<4;2>:ud r2.0<2>:ud {Switch}
(W) csel (1|M24) (sat)r127.0<2>:ub (abs)r3.3<8;1>:w -r64.0<0;0>:d r127.0<1>:b
mad (4|M0) acc0.0<1>:hf (abs)r3.2<0;1>:hf r127.0<0;1>:hf r127.0<4>:f {NoDDChk}
bfe (2|M0) acc0.0<1>:ud r127.0<0;1>:ud r3.0<4;1>:ud r127.0<0>:ud {Atomic}
csel (4|M8) r127.0<1>:uw r2.0<8;4>:uw r3.0<0;1>:ub r64.0<1>:ub
(f1.0.allv) bfe (1|M0) r10.2<2>:d r127.0<2;1>:d r64.1<8;4>:d r64.0<1>:d {NoDDChk}
(f0.1.all2h) mad (16|M0) (le)f0.1 r127.4<2>:d (abs)r3.3<4;2>:b -(abs)r127.0<4;1>:w -(abs)r127.0<2>:ub
mad (16|M16) r127.0<1>:df r64.0<2;1>:df -r127.0<4;2>:df r64.0<4>:df
(W) csel (8|M24) (ne)f0.0 r10.0<1>:b 22691:w -acc0.0<8;1>:d -(abs)r3.2<1>:b
(f0.0.any16h) madm (1|M0) r127.mme0:hf r127.mme2:hf -(abs)r1.mme7:hf -r9.mme2:hf
(W&~f1.1) madm (16|M8) r1.mme7:df r1.nomme:df -r1.mme2:df -r64.nomme:df
csel (1|M20) (ov)f0.1 r127.0<1>:df (abs)r127.0<0;0>:df -r64.0<2;1>:df (abs)r64.0<4>:df
csel (1|M20) r1.2<2>:ud r2.0<8;1>:uw (abs)r3.0<4;1>:d -r64.0<2>:d
(f0.0.all2h) madm (8|M0) r9.mme7:df (abs)r127.nomme:df -(abs)r9.mme2:df r1.mme7:df {Breakpoint}
mad (8|M0) (ge)f0.0 r1.0<2>:ub r64.1<8;4>:b (abs)r3.2<2;1>:b -r127.0<0>:ud
csel (8|M0) (ne)f0.0 r10.0<2>:df (abs)r2.0<0;0>:df -(abs)r127.1<4;2>:df r3.0<2>:df {AccWrEn}
(~f1.0.anyv) mad (4|M24) (lt)f1.0 (sat)r10.2<1>:d (abs)r2.0<8;4>:uw r127.0<8;1>:ud r64.1<1>:uw
csel (4|M0) (un)f1.1 r127.2<1>:df r64.0<8;1>:df (abs)r2.0<0;1>:df r64.2<1>:df {NoDDChk}
bfi2 (8|M16) r1.0<1>:ud r64.0<2;1>:ud r3.0<8;4>:ud r3.0<2>:ud
(~f1.0.any4h) madm (16|M0) r127.mme0:df (abs)r64.nomme:df -r1.mme2:df (abs)r64.mme0:df {NoDDChk,NoDDClr}
mad (16|M0) r127.3<2>:df r2.3<0;0>:df r127.0<8;1>:df -r64.0<1>:df {NoDDChk}
bfe (16|M0) r127.0<2>:d r127.2<0;1>:d r3.0<2;1>:d r3.0<0>:d
csel (1|M28) r127.2<1>:df -(abs)r3.0<0;0>:df -r127.3<0;1>:df -r3.1<4>:df
mad (16|M0) (sat)r1.0<2>:df r127.1<8;4>:df -acc0.0<2;1>:df -r3.2<1>:df
(f1.1.any2h) madm (8|M0) r9.mme7:hf -(abs)r127.nomme:hf (abs)r9.nomme:hf (abs)r9.mme2:hf {NoDDChk}
(~f1.1.anyv) bfe (16|M0) r127.0<1>:d r64.0<0;1>:d r3.0<8;1>:d r3.2<1>:d
(W) bfe (8|M0) r127.2<2>:d r2.0<0;1>:d acc0.2<4;1>:d r127.0<0>:d {Atomic,Breakpoint}
(f1.1.any8h) bfe (8|M0) r127.0<2>:d r64.0<8;1>:d r2.0<0;1>:d r64.0<0>:d
(~f0.0.all8h) mad (8|M0) r1.0<1>:ub -r3.1<8;1>:ub r2.2<4;1>:uw -(abs)r3.3<4>:ud {NoDDChk,NoPreempt}
(f1.1.all2h) bfi2 (16|M0) r10.0<1>:ud r2.0<2;1>:ud r3.0<8;4>:ud r127.0<4>:ud {AccWrEn,Breakpoint,NoDDChk}
(W) csel (1|M28) r1.0<2>:ub 0x1:uw (abs)r127.0<0;1>:uw (abs)r2.0<0>:ub {Switch}
bfi2 (8|M0) r1.2<1>:ud r127.0<8;1>:ud r127.0<2;1>:ud r127.0<2>:ud {Switch}
(W&f0.1) mad (4|M28) r10.0<1>:ud -(abs)r2.0<0;1>:d -(abs)r127.0<0;0>:uw r64.0<1>:b {Atomic}
(~f1.0) mad (16|M0) r1.0<1>:df -(abs)r127.1<0;0>:df (abs)acc0.0<4;1>:df r64.0<2>:df {NoDDChk}
(f1.1.any32h) mad (32|M8) r127.0<2>:b r64.0<0;0>:ub r3.3<0;0>:ud -r2.0<1>:b
(f0.1) bfi2 (16|M0) acc0.0<1>:ud r3.0<2;1>:ud r127.3<8;4>:ud r64.0<2>:ud
mad (32|M0) r127.0<1>:hf 0x2E66:hf (abs)acc0.0<0;0>:f -r64.0<0>:hf
madm (8|M24) r64.mme2:df -r9.mme7:df (abs)r127.nomme:df -(abs)r1.mme7:df
csel (2|M28) (gt)f0.0 r127.2<1>:df -r3.2<0;0>:df r3.0<2;1>:df -(abs)r64.1<2>:df
(W) madm (8|M0) r1.mme0:hf r64.mme2:hf r9.mme0:hf r9.mme7:hf
(f1.1) mad (32|M24) r1.0<1>:df -r64.0<8;1>:df (abs)r64.0<0;1>:df -(abs)r2.0<0>:df
mad (8|M24) (eq)f1.0 r10.4<1>:f r2.0<0;1>:hf r64.2<2;1>:f r127.0<0>:f {AccWrEn}
(W) bfe (32|M0) r1.0<2>:d r127.0<4;1>:d r2.0<2;1>:d r127.0<1>:d {Switch}
mad (4|M0) r1.2<1>:df -(abs)r127.0<8;4>:df r127.0<4;2>:df r2.0<4>:df
bfe (1|M20) r127.2<1>:d r2.0<0;0>:d r127.2<0;0>:d r3.1<4>:d
(~f1.1.any4h) mad (2|M0) (le)f1.1 r10.0<2>:df r127.2<0;0>:df -(abs)r2.0<0;0>:df -(abs)r64.2<4>:df {NoDDClr}
csel (16|M0) r127.2<1>:df r2.0<4;2>:df (abs)r2.0<8;4>:df (abs)r2.1<2>:df {AccWrEn}
bfi2 (8|M0) r10.0<2>:d r127.0<8;1>:d acc0.2<4;2>:d r3.0<4>:d {NoDDClr}
madm (8|M0) r127.mme2:hf -r127.mme2:hf (abs)r127.mme0:hf (abs)r64.mme0:hf
madm (8|M0) r1.mme0:hf r1.mme2:hf (abs)r64.mme2:hf r64.mme2:hf
(W) mad (8|M8) r127.2<2>:df (abs)r127.0<8;1>:df (abs)acc0.0<8;4>:df -(abs)r2.0<2>:df {AccWrEn,Switch}
madm (4|M20) r1.mme7:hf r127.mme2:hf (abs)r127.mme0:hf r64.nomme:hf
(~f0.1.allv) madm (16|M0) r1.mme0:df -r1.mme0:df (abs)r64.mme2:df r9.mme0:df {Atomic,Breakpoint,NoDDChk}
bfe (32|M0) r10.0<2>:ud r127.0<8;4>:ud r64.0<0;1>:ud r3.0<4>:ud
mad (32|M24) r10.4<2>:f -(abs)r64.1<8;4>:hf -r64.1<8;1>:f r2.1<0>:hf {AccWrEn}
bfe (16|M8) r10.0<2>:ud r3.0<8;4>:ud acc0.0<4;2>:ud r64.0<4>:ud {NoDDChk,Switch}
(~f0.0.all4h) bfi2 (16|M8) acc0.0<1>:ud r64.3<0;1>:ud r127.2<0;1>:ud r127.0<1>:ud {Atomic,NoDDClr}
mad (8|M0) r127.0<1>:uw r64.0<8;1>:uw r2.0<0;1>:b -(abs)r64.0<1>:uw
madm (8|M0) (sat)r1.mme0:df -r1.mme2:df (abs)r127.mme7:df -r9.mme7:df
bfi2 (32|M0) r127.2<1>:ud r3.0<2;1>:ud r64.1<0;0>:ud r127.0<0>:ud {AccWrEn}
csel (8|M24) r1.0<1>:hf r3.0<4;2>:f r2.0<2;1>:hf -(abs)r64.0<1>:hf
bfi2 (2|M8) r127.4<1>:d r127.0<4;1>:d r2.2<8;1>:d r3.0<0>:d
bfe (8|M0) r127.2<1>:ud r127.0<8;1>:ud acc0.0<4;1>:ud r64.0<1>:ud {NoDDChk}
csel (32|M0) acc0.0<2>:ub r2.0<0;0>:d -(abs)r64.0<4;2>:uw (abs)r127.0<0>:w
bfi2 (4|M20) r127.2<1>:ud r64.3<4;2>:ud r3.3<8;1>:ud r2.0<4>:ud {NoDDChk}
csel (2|M20) r10.0<1>:w -r2.0<0;0>:uw (abs)r3.3<2;1>:uw 0xFFFF:uw
mad (4|M0) (un)f1.0 r10.0<1>:hf (abs)r127.1<4;2>:hf -r2.0<0;0>:hf r64.0<4>:f
bfe (16|M16) r127.0<1>:d r64.1<2;1>:d r3.2<0;1>:d r64.0<0>:d
csel (32|M0) (ge)f0.0 r127.0<1>:df -r64.0<2;1>:df (abs)r64.0<8;4>:df r64.3<2>:df {NoDDChk}
csel (2|M0) r127.0<1>:df r3.0<4;1>:df (abs)r3.0<4;2>:df -(abs)r3.0<1>:df
csel (8|M8) (un)f1.0 r10.2<1>:df r2.0<4;1>:df (abs)r3.0<4;2>:df (abs)r64.1<4>:df {NoDDChk}
mad (4|M0) r127.0<2>:df r127.0<0;1>:df r127.0<8;1>:df r2.0<1>:df
csel (2|M28) r1.0<1>:uw r2.3<8;1>:ud r127.0<4;1>:ub -r2.0<2>:uw {Switch}
mad (8|M0) r1.0<1>:ub r64.3<0;0>:ub -r127.0<8;1>:d 4095:w {Switch}
csel (32|M0) r127.2<1>:df -(abs)r127.0<2;1>:df -r127.3<0;1>:df r64.0<0>:df
(W) mad (16|M0) acc0.0<2>:hf r2.0<8;1>:f -r3.0<0;0>:hf (abs)r127.1<1>:hf {Breakpoint}
mad (8|M0) (lt)f1.0 (sat)r1.0<1>:df -(abs)r64.0<4;1>:df r3.0<4;1>:df r64.2<1>:df
(~f1.1.all2h) mad (32|M24) (un)f1.1 r1.0<1>:uw -(abs)r127.0<8;4>:ub -r3.2<4;2>:ub (abs)r2.1<1>:ub
bfe (8|M8) r127.4<2>:d r64.0<8;1>:d r3.0<0;1>:d r64.3<0>:d {Atomic}
(W&~f1.1) bfe (16|M8) r1.4<1>:ud r2.0<0;0>:ud r2.2<0;1>:ud r3.0<1>:ud
(~f0.1.any4h) mad (16|M0) r127.0<1>:df -(abs)r2.1<8;4>:df -r2.0<0;0>:df -r127.0<2>:df {NoDDClr}
(f1.1.all32h) bfe (32|M16) r10.4<1>:ud r2.0<8;4>:ud r127.3<0;1>:ud r3.0<1>:ud
csel (1|M0) (sat)r127.0<1>:ub r3.3<0;0>:d r3.0<0;1>:b (abs)r127.0<0>:ub
(~f1.1.all8h) mad (16|M0) r127.0<2>:b -(abs)r3.0<0;0>:uw r2.0<4;1>:ub -r3.0<1>:d
mad (1|M28) r127.2<1>:df -r127.0<8;1>:df r2.1<4;2>:df -r64.0<2>:df
(~f1.1.all16h) bfi2 (16|M0) r127.4<2>:d r64.3<4;2>:d r2.0<4;1>:d r2.2<1>:d {NoDDClr}
bfi2 (2|M0) r1.4<2>:ud r3.0<8;1>:ud r2.2<2;1>:ud r64.2<0>:ud {Breakpoint,NoDDClr}
madm (1|M0) r9.mme7:f r127.mme0:f -r64.mme2:f -(abs)r127.mme0:f
bfe (16|M0) r127.4<1>:ud r64.3<0;1>:ud r127.0<0;0>:ud r64.3<0>:ud
(W) bfi2 (8|M0) r1.2<1>:ud r2.0<8;4>:ud r127.2<0;0>:ud r2.0<4>:ud {Switch}
(~f0.0) bfe (16|M0) r127.0<1>:ud r127.0<4;1>:ud r64.1<8;4>:ud r3.0<2>:ud
bfi2 (16|M0) r10.2<1>:ud r64.0<8;1>:ud r3.2<8;1>:ud r3.0<1>:ud {Atomic}
csel (8|M0) r10.0<2>:uw r2.3<0;1>:b r127.0<8;1>:d -(abs)r3.1<0>:b
(f1.1.any4h) bfe (16|M16) r10.0<1>:d r64.0<4;2>:d r127.0<4;1>:d r64.3<4>:d
csel (4|M28) r127.0<1>:w (abs)r64.1<8;4>:d acc0.0<4;2>:uw r3.0<1>:uw
(f1.1.any16h) bfi2 (8|M0) r1.0<2>:d r3.3<4;1>:d r3.0<8;1>:d r127.0<0>:d
bfe (2|M28) r127.0<2>:ud r3.1<0;0>:ud acc0.0<8;4>:ud r2.0<1>:ud
(~f1.1.all4h) bfi2 (2|M12) acc0.0<1>:ud r2.0<0;1>:ud r64.0<4;1>:ud r2.2<0>:ud
csel (1|M24) (ov)f0.1 acc0.3<1>:df -(abs)r64.2<8;4>:df (abs)r127.1<8;4>:df -(abs)r127.0<4>:df {Breakpoint}
(f0.0.any2h) mad (1|M0) (un)f0.0 r10.2<2>:df r64.2<0;1>:df -(abs)r127.0<4;1>:df r3.0<0>:df {AccWrEn}
bfi2 (1|M0) r1.2<1>:d r2.0<8;4>:d r127.0<4;2>:d r3.0<1>:d {NoDDClr}
bfe (16|M0) r10.0<1>:d r3.0<4;1>:d r2.0<4;2>:d r3.0<4>:d
mad (32|M0) r1.0<1>:hf r64.0<4;1>:f -r2.0<0;1>:hf -(abs)r2.0<2>:f
csel (8|M0) (lt)f1.0 r1.0<1>:d r127.0<2;1>:d r2.0<8;1>:ub r3.3<2>:ud {Switch}
madm (4|M12) r64.mme7:df -r1.mme0:df (abs)r64.mme0:df -r64.mme2:df
bfi2 (1|M20) r127.0<2>:d r64.0<8;1>:d r3.1<0;0>:d r127.0<0>:d {NoDDChk}
csel (8|M24) r127.3<1>:df r2.0<4;1>:df -r127.0<4;2>:df r127.0<1>:df {NoDDChk}
(f0.1.anyv) madm (16|M0) r9.mme0:f -r127.nomme:f (abs)r127.mme7:f (abs)r64.mme2:f
(f1.1.allv) mad (1|M12) r127.2<1>:df r64.1<8;4>:df r2.2<8;1>:df -(abs)r3.0<1>:df {NoDDClr}
(W&f0.1) mad (4|M4) (le)f0.1 r127.0<2>:df r127.0<0;0>:df r127.0<8;1>:df -(abs)r64.0<0>:df {NoDDChk}
bfe (8|M0) r1.4<1>:d r2.0<4;1>:d r2.0<8;4>:d r64.2<1>:d {Atomic,Breakpoint}
madm (32|M24) r9.mme7:df (abs)r127.mme2:df -(abs)r127.nomme:df -r9.nomme:df {Atomic}
(~f0.1) mad (16|M0) r1.0<2>:hf -(abs)r3.0<8;4>:f (abs)r127.3<4;1>:hf -(abs)r3.1<1>:f {Switch}
mad (16|M0) (ge)f1.0 r1.0<2>:ub -r64.0<4;1>:b r127.0<4;1>:b r127.2<1>:w
csel (8|M0) r1.0<1>:df r64.0<8;4>:df -acc0.0<2;1>:df -r2.0<0>:df {NoDDChk}
(~f0.0.any32h) bfe (8|M0) r1.0<2>:ud r64.1<2;1>:ud r2.0<2;1>:ud r3.3<4>:ud
(W&~f0.0) bfi2 (32|M16) r10.0<1>:ud r64.0<8;4>:ud r3.0<8;1>:ud r127.0<0>:ud
mad (16|M0) r127.2<2>:d -r64.0<0;0>:d -(abs)r2.2<4;2>:uw 0x0:uw
(f0.1.any16h) mad (2|M0) r10.0<2>:df r127.1<2;1>:df -(abs)r3.0<4;2>:df -r3.3<0>:df
mad (16|M0) r10.4<2>:hf (abs)r3.2<8;4>:f -(abs)r64.0<4;2>:hf -r2.0<0>:hf {AccWrEn,Atomic}
(~f1.1.any32h) mad (2|M24) r1.2<1>:df -r127.0<4;1>:df r2.0<0;1>:df r127.0<1>:df
csel (16|M0) r1.4<1>:uw -r64.0<8;1>:ud -(abs)r127.0<4;1>:ub r3.0<0>:uw {NoDDChk}
bfi2 (32|M0) r10.0<1>:ud r127.0<2;1>:ud r127.0<4;1>:ud r2.2<0>:ud
madm (4|M0) (sat)r1.mme2:df (abs)r1.mme0:df (abs)r1.nomme:df r1.nomme:df
(W) madm (16|M16) r1.mme0:f r1.mme7:f r1.mme7:f r64.mme7:f
(W) mad (16|M0) (ge)f0.0 r10.2<2>:df r127.0<2;1>:df -(abs)r2.0<8;4>:df -r64.2<1>:df
mad (8|M8) (sat)r127.0<1>:df (abs)r127.0<8;4>:df -(abs)r127.0<8;4>:df (abs)r64.0<2>:df {AccWrEn}
(~f1.1.allv) mad (8|M24) acc0.3<1>:df (abs)r2.0<0;1>:df r2.0<0;0>:df (abs)r127.0<0>:df {Switch}
madm (1|M12) r64.mme0:f -r9.nomme:f r64.mme2:f -r64.mme0:f {NoDDChk,NoPreempt}
bfi2 (16|M0) acc0.4<1>:ud r3.0<0;1>:ud r3.0<0;0>:ud r64.0<0>:ud {Atomic}
(f0.0.any32h) madm (2|M8) r127.mme7:hf (abs)r9.mme0:hf -(abs)r1.mme0:hf -r127.mme2:hf {NoDDChk}
mad (8|M0) r1.0<1>:b r127.0<4;2>:ub r127.2<0;0>:d (abs)r3.0<0>:uw
bfi2 (16|M16) r127.0<1>:d r64.0<0;1>:d r64.3<4;2>:d r3.0<4>:d {AccWrEn}
csel (4|M8) r10.0<1>:df r127.0<8;1>:df r127.0<4;2>:df (abs)r3.0<1>:df
bfe (32|M0) r127.0<1>:d r64.1<4;2>:d r64.0<8;1>:d r127.0<0>:d
mad (2|M24) r10.4<1>:d -(abs)r2.0<4;1>:d -r127.0<0;0>:b -r2.0<2>:b {NoDDChk}
bfi2 (2|M0) acc0.4<1>:d r127.0<8;4>:d acc0.0<8;4>:d r64.0<1>:d {AccWrEn}
mad (16|M0) r127.0<1>:df (abs)r2.1<4;1>:df -(abs)r3.1<0;0>:df -(abs)r2.0<0>:df
bfe (8|M0) r10.4<1>:ud r2.0<8;4>:ud r3.3<2;1>:ud r64.0<2>:ud
mad (8|M0) r1.0<2>:df -(abs)r2.0<2;1>:df -(abs)r2.0<4;1>:df r3.0<0>:df {Atomic}
csel (2|M12) r1.2<1>:ud -r2.0<2;1>:d r3.3<4;1>:w -r127.0<1>:ud
bfe (16|M0) r1.0<1>:ud r2.0<2;1>:ud r2.0<8;4>:ud r3.0<0>:ud {AccWrEn}
bfi2 (8|M8) r10.0<1>:d r127.0<4;2>:d r127.0<0;0>:d r2.1<4>:d
(~f0.1.all2h) bfe (8|M0) acc0.4<2>:d r2.0<4;1>:d r2.0<2;1>:d r127.0<0>:d
(f0.0.all32h) mad (2|M0) r10.0<1>:df -r127.0<4;2>:df -r127.0<0;1>:df r3.1<1>:df
mad (4|M0) r1.0<1>:df -(abs)r3.0<2;1>:df r2.0<0;1>:df -r64.0<0>:df {Atomic,NoDDChk,NoDDClr}
(~f1.1.any2h) madm (2|M12) r1.mme2:hf -r64.nomme:hf (abs)r127.mme0:hf -(abs)r9.mme0:hf
bfi2 (32|M16) r127.0<2>:d r127.0<0;0>:d r3.0<0;0>:d r64.0<1>:d {NoDDClr}
mad (32|M24) (un)f1.0 r127.3<1>:df -(abs)r2.3<2;1>:df -r3.0<8;4>:df r3.0<0>:df
(f0.0.all4h) madm (1|M28) r1.mme0:hf -(abs)r1.mme0:hf r64.mme7:hf r1.mme0:hf
(W&f0.0) bfe (8|M24) r127.4<1>:d r127.1<0;0>:d r3.0<0;1>:d r127.3<1>:d
csel (1|M12) (eq)f0.0 r127.0<2>:df (abs)r64.0<8;4>:df -acc0.0<4;2>:df -r2.0<0>:df
mad (8|M0) r1.0<1>:df r2.2<8;4>:df (abs)r64.0<0;0>:df r2.0<0>:df
mad (1|M0) r127.0<1>:ub r2.1<8;1>:ud -r3.0<8;4>:b (abs)r127.1<2>:ub
(~f1.1.any16h) bfi2 (8|M0) r1.2<1>:d r2.3<4;1>:d r64.0<8;4>:d r127.1<4>:d
(W&f1.0) mad (4|M12) r1.0<2>:b r3.0<4;1>:d (abs)r2.2<8;4>:ud r64.3<0>:d {NoDDClr,NoPreempt}
mad (4|M0) r127.0<1>:df -(abs)r127.0<8;1>:df -r127.0<8;4>:df -(abs)r3.3<1>:df
madm (2|M0) r1.mme7:hf (abs)r64.nomme:hf r127.mme2:hf -r64.nomme:hf
madm (2|M12) r64.mme2:f (abs)r9.mme7:f -r1.nomme:f -(abs)r64.nomme:f {NoPreempt}
mad (4|M0) (un)f0.1 r1.0<1>:df -(abs)r64.2<0;0>:df r2.0<0;1>:df -r2.0<2>:df {NoPreempt}
(W&~f0.0) mad (8|M0) (gt)f0.0 acc0.0<1>:d r2.3<0;0>:uw -r64.0<8;1>:w -(abs)r64.0<4>:uw
mad (2|M0) (le)f0.0 r127.0<1>:d (abs)r2.0<8;4>:w r2.0<0;1>:ub (abs)r2.1<4>:ud
csel (8|M0) (sat)r10.0<2>:ub (abs)r2.0<0;0>:b -acc0.0<4;2>:w r127.0<4>:ub
mad (2|M20) r127.0<1>:uw 0x92BE:uw r2.0<2;1>:uw -r127.0<2>:d
(W) bfi2 (8|M0) r10.0<1>:d r64.0<4;1>:d r3.0<4;1>:d r64.0<4>:d {Breakpoint}
mad (8|M0) r10.3<2>:df (abs)r3.0<8;1>:df r64.2<2;1>:df -r127.0<0>:df {AccWrEn}
mad (32|M8) (ov)f0.1 r1.0<2>:df (abs)r3.0<4;2>:df -(abs)r64.0<8;4>:df r127.0<4>:df
(f0.0.any4h) mad (4|M24) (sat)r127.0<2>:df r3.0<8;1>:df (abs)r2.0<4;1>:df -r2.1<0>:df {Switch}
(f0.1) bfe (32|M0) r1.0<1>:ud r3.0<0;1>:ud r3.0<0;1>:ud r127.0<1>:ud {Atomic,Breakpoint}
mad (4|M0) acc0.0<2>:hf -(abs)r3.2<4;2>:f r3.0<0;0>:hf -r3.2<4>:hf
(W) mad (8|M24) (lt)f1.1 r10.2<1>:ud -(abs)r3.0<0;1>:d r127.3<8;1>:uw -(abs)r2.0<0>:ud
bfe (16|M0) r127.0<1>:ud r3.3<4;1>:ud r3.1<4;2>:ud r2.2<4>:ud
(~f0.0) mad (4|M20) (ge)f0.0 r127.0<1>:df r127.0<0;1>:df -r2.0<0;0>:df -(abs)r3.0<1>:df {NoDDChk}
(W) mad (8|M8) r10.2<1>:df r64.0<8;1>:df -r127.1<8;1>:df -r64.0<4>:df
mad (2|M0) r10.4<2>:ud 4095:w -(abs)r127.0<0;0>:b -32768:w
(f0.1.allv) mad (2|M12) r10.2<1>:df r2.1<8;1>:df r3.0<2;1>:df -r127.1<0>:df {Breakpoint}
(W&~f0.0) bfi2 (1|M0) r127.0<1>:d r64.0<4;2>:d r64.0<4;2>:d r64.1<0>:d
(f1.0.any16h) mad (8|M0) (ov)f1.0 r1.0<2>:df (abs)r127.1<4;2>:df (abs)r2.3<8;1>:df (abs)r2.0<0>:df
mad (16|M0) (sat)r1.0<1>:df r64.0<4;1>:df -r64.0<0;0>:df r3.0<4>:df {Switch}
(~f1.0.any4h) mad (16|M0) r127.3<2>:df -(abs)r2.0<8;4>:df (abs)acc0.0<4;1>:df (abs)r127.0<1>:df
mad (8|M0) (sat)r127.0<2>:df r3.0<4;2>:df -r2.1<0;0>:df r2.0<1>:df
csel (16|M8) r10.0<1>:b -r3.0<8;1>:ud -r127.0<8;1>:b -(abs)r127.0<1>:b
madm (8|M16) r9.mme0:hf r9.mme2:hf (abs)r64.mme2:hf (abs)r64.mme7:hf {AccWrEn,Atomic}
bfi2 (2|M28) r127.0<2>:d r127.0<4;1>:d r127.0<0;1>:d r127.0<2>:d {NoDDChk,Switch}
csel (8|M0) (ov)f0.1 acc0.3<1>:df r64.3<2;1>:df (abs)r3.1<8;4>:df -(abs)r64.0<2>:df
mad (8|M24) r10.4<2>:hf (abs)r3.0<4;2>:hf -(abs)r64.0<0;0>:hf r64.0<4>:f {Breakpoint}
mad (16|M0) acc0.0<1>:df r3.0<8;4>:df -r2.0<8;4>:df (abs)r64.3<0>:df
bfe (32|M24) r10.0<1>:ud r3.0<8;1>:ud r3.0<8;4>:ud r3.0<0>:ud {NoDDClr}
mad (2|M4) r127.0<1>:df (abs)r64.0<4;2>:df -r3.1<8;4>:df r127.3<0>:df {NoDDChk,NoDDClr}
(~f0.0.any16h) bfi2 (2|M20) r10.0<2>:ud r2.3<8;1>:ud r64.0<8;4>:ud r64.0<2>:ud {AccWrEn}
mad (32|M0) acc0.0<1>:hf -r64.1<0;1>:f (abs)r3.0<0;0>:hf r64.3<0>:hf {NoPreempt}
(~f0.1.all8h) bfe (1|M20) acc0.0<2>:ud r3.0<8;4>:ud r64.0<0;1>:ud r3.0<2>:ud {NoDDChk}
(W) csel (16|M16) (sat)r1.4<1>:uw r3.0<4;2>:uw r3.0<8;1>:uw r64.1<1>:w {Breakpoint}
madm (8|M0) (sat)r127.mme0:hf r1.mme7:hf -r1.mme0:hf r64.mme0:hf {NoDDClr}
madm (16|M0) r64.mme2:hf -r1.mme7:hf r127.nomme:hf r9.mme0:hf
(f0.0.all32h) madm (4|M20) (sat)r1.mme7:f (abs)r64.mme2:f -r9.nomme:f -(abs)r1.mme7:f {Atomic,Breakpoint}
(W&f0.1) mad (1|M0) (ne)f0.1 r127.4<2>:f r64.0<8;4>:hf -acc0.2<8;4>:hf -(abs)r127.0<0>:hf {Atomic}
(~f0.0.all16h) mad (8|M24) r1.0<2>:df r127.0<8;4>:df -(abs)r2.0<0;1>:df -r64.2<0>:df {Atomic,NoDDClr}
madm (8|M0) (sat)r64.mme7:df -(abs)r1.nomme:df r64.mme0:df r9.mme0:df {Breakpoint}
mad (4|M24) (un)f0.1 r1.0<1>:df -(abs)r64.0<0;0>:df -r3.3<0;0>:df (abs)r3.0<2>:df {AccWrEn}
mad (32|M16) r1.0<1>:hf r3.0<8;4>:hf r64.2<0;0>:f (abs)r2.1<0>:hf
(W) madm (16|M0) r9.mme0:f r1.nomme:f r64.nomme:f -(abs)r127.mme2:f {Atomic}
mad (1|M4) r127.3<2>:df r2.0<2;1>:df -r2.3<0;1>:df -(abs)r127.3<0>:df {Switch}
(W&f0.1) bfi2 (16|M0) r10.0<1>:d r127.2<8;1>:d r2.0<4;1>:d r127.0<1>:d {NoDDChk}
csel (2|M0) (sat)r10.2<1>:f 0x2E66:hf -acc0.0<0;0>:f r2.0<1>:hf
mad (16|M0) r1.4<1>:f 1.001358e-05:hf r64.0<8;1>:f -r3.0<0>:hf
(f0.1.any8h) mad (8|M0) r127.2<1>:ud r2.0<0;0>:uw -(abs)r64.0<8;4>:w -r2.0<1>:b
bfe (8|M0) r10.0<1>:ud r64.0<8;4>:ud r127.3<4;2>:ud r64.3<4>:ud {NoDDClr}
mad (1|M12) r127.0<1>:ub r127.0<2;1>:b -r64.0<4;1>:d r2.3<2>:uw
bfe (16|M16) r1.2<1>:d r127.0<2;1>:d r3.0<2;1>:d r64.0<2>:d
(f1.0.allv) bfe (1|M8) r10.0<2>:ud r127.2<8;1>:ud r127.0<0;0>:ud r3.0<0>:ud {NoDDClr}
csel (32|M0) r127.4<1>:f (abs)r2.3<4;2>:f r127.0<0;0>:f -(abs)r64.3<2>:hf
csel (1|M16) (eq)f0.0 r127.0<1>:df -(abs)r3.0<4;2>:df r3.0<0;1>:df (abs)r3.3<4>:df {NoDDChk}
mad (2|M0) r1.4<1>:w r2.0<0;0>:ud r3.0<4;2>:uw r3.0<1>:uw
csel (16|M8) r127.0<1>:uw -r2.0<4;2>:b -r3.0<8;1>:uw -(abs)r2.0<1>:ub {AccWrEn}
bfe (8|M0) r10.0<2>:ud r2.0<0;0>:ud r3.0<4;1>:ud r127.0<1>:ud {NoDDChk}
mad (32|M0) (ov)f1.0 r10.2<1>:d r64.0<4;1>:ud r2.0<4;2>:uw (abs)r2.0<2>:w
(f0.1.any16h) madm (1|M4) (sat)r127.mme7:df -r1.nomme:df -r127.mme2:df r64.mme0:df
(~f1.1.allv) bfe (32|M0) r1.0<1>:d r2.3<4;2>:d r127.0<0;0>:d r2.3<2>:d {Switch}
madm (1|M0) (sat)r64.mme7:hf -(abs)r64.mme7:hf -r64.mme7:hf r64.nomme:hf {Switch}
(f1.1.all16h) mad (2|M0) (le)f1.1 r10.0<2>:df r127.0<4;1>:df acc0.0<0;0>:df -r127.0<0>:df {Switch}
(~f0.1.any8h) bfi2 (8|M0) acc0.0<1>:ud r3.0<2;1>:ud acc0.0<0;0>:ud r127.2<1>:ud {NoDDClr}
(W) bfe (8|M0) r1.0<1>:d r2.0<8;1>:d r2.0<2;1>:d r64.1<0>:d {Switch}
(W) mad (8|M8) (lt)f0.1 acc0.3<1>:df -(abs)r64.0<0;1>:df -r3.0<8;1>:df -r127.0<4>:df
(f0.1.any4h) mad (1|M0) (ge)f0.1 r1.3<1>:df -r127.0<0;0>:df (abs)r2.0<4;2>:df -(abs)r64.2<2>:df
(~f0.1.all2h) bfe (8|M0) r127.0<1>:ud r3.0<8;4>:ud r127.0<4;1>:ud r64.1<1>:ud
(~f1.0.all4h) bfe (16|M0) r1.0<1>:d r64.0<0;1>:d r64.0<8;4>:d r2.0<0>:d
bfi2 (8|M16) r1.2<1>:ud r2.0<8;1>:ud r64.0<2;1>:ud r3.0<2>:ud {Atomic}
(~f1.1) mad (16|M16) (ne)f1.1 r10.0<1>:ub -r3.0<2;1>:uw -r2.0<0;1>:b -(abs)r3.1<1>:ub
(f0.1.any16h) mad (16|M0) (sat)r1.2<1>:df r2.0<4;1>:df r64.2<8;1>:df -(abs)r64.2<1>:df
bfi2 (1|M16) r1.0<2>:d r127.0<0;1>:d r127.0<8;4>:d r3.3<4>:d {AccWrEn,Atomic}
madm (8|M0) r64.mme2:f r9.mme7:f r127.mme0:f -r9.mme2:f {NoDDClr}
mad (8|M16) r127.0<1>:ub -r127.0<8;1>:ub r3.0<0;0>:w (abs)r127.0<0>:w {AccWrEn}
bfi2 (1|M0) r10.0<1>:d r2.0<4;2>:d r2.0<2;1>:d r127.0<4>:d {Switch}
csel (2|M8) r1.0<1>:uw r127.3<8;4>:b (abs)r127.2<8;1>:ud -(abs)r127.0<1>:ud
(f1.0.all16h) bfi2 (4|M0) r127.0<2>:d r3.0<4;1>:d r2.0<0;0>:d r3.2<2>:d {NoDDChk}
bfi2 (2|M4) r1.4<1>:d r2.1<4;1>:d r3.0<8;1>:d r3.0<4>:d {Breakpoint}
madm (16|M24) (sat)r127.mme0:df (abs)r64.mme0:df r1.nomme:df -r1.nomme:df {NoDDClr}
(~f1.1.any4h) mad (8|M0) (sat)acc0.0<1>:f r3.0<8;1>:f -r3.0<0;1>:hf (abs)r64.0<4>:f
(f0.1.any32h) bfe (4|M24) r127.2<1>:ud r127.0<4;2>:ud acc0.0<8;1>:ud r3.0<0>:ud
(W) bfi2 (8|M0) r127.4<1>:d r127.0<0;1>:d r2.0<2;1>:d r3.0<4>:d {NoPreempt}
bfe (4|M8) r127.4<1>:ud r127.0<4;2>:ud r127.0<0;0>:ud r64.1<2>:ud
csel (32|M16) r1.2<2>:d -(abs)r127.3<0;1>:b r2.0<8;4>:w -(abs)r127.0<0>:w
(~f1.1.all8h) mad (1|M4) (gt)f1.1 r10.0<1>:df r2.0<0;1>:df -r2.2<8;1>:df r127.0<4>:df {AccWrEn}
csel (4|M20) (le)f0.1 r1.2<1>:df r64.0<4;2>:df -(abs)r3.0<4;2>:df -(abs)r64.0<0>:df {Atomic}
mad (2|M4) r127.2<1>:df r3.2<4;1>:df r2.1<4;2>:df r3.3<2>:df {AccWrEn}
bfi2 (1|M8) r10.0<1>:d r3.0<4;2>:d r3.2<0;0>:d r3.0<2>:d
bfi2 (2|M0) r127.2<1>:d r2.0<8;4>:d r3.3<8;4>:d r2.0<4>:d
madm (32|M8) r1.mme0:hf r127.mme2:hf (abs)r64.nomme:hf r127.nomme:hf
(~f1.1.allv) mad (8|M0) r127.0<2>:w (abs)r2.0<4;2>:ud r2.0<0;0>:d r2.0<0>:ub {Atomic}
bfi2 (16|M0) r10.2<2>:d r64.0<0;0>:d acc0.2<8;4>:d r127.1<4>:d
csel (4|M0) (sat)acc0.4<1>:ud -r3.2<4;2>:ub -r2.0<0;0>:uw (abs)r127.2<1>:ud
(W) bfi2 (1|M24) r1.4<2>:ud r3.0<4;2>:ud r127.0<4;2>:ud r2.2<0>:ud
bfi2 (1|M20) r1.2<1>:ud r127.2<8;4>:ud acc0.0<4;2>:ud r3.0<0>:ud {NoDDClr}
(f1.0.all16h) madm (4|M0) (sat)r127.mme0:hf -r1.mme2:hf -(abs)r9.mme7:hf r9.mme7:hf
(~f0.1) bfi2 (16|M0) acc0.0<2>:ud r127.3<2;1>:ud r64.0<4;1>:ud r64.2<4>:ud
mad (4|M20) (eq)f0.1 r10.0<1>:w r127.0<8;4>:b r127.2<4;2>:b (abs)r3.1<1>:ud
mad (2|M16) r1.3<2>:df r64.0<4;2>:df -r64.0<2;1>:df -(abs)r127.1<2>:df
mad (4|M4) (ne)f0.1 r127.0<1>:b -r3.0<4;1>:b r127.0<0;0>:ud -(abs)r64.0<4>:uw {NoPreempt}
(W) mad (16|M0) r127.4<1>:uw -(abs)r3.1<0;0>:ub r64.3<8;1>:b r3.0<0>:ud
mad (16|M8) r127.0<1>:d r3.2<0;1>:uw -r3.0<4;2>:b r3.1<0>:b
csel (2|M28) acc0.4<1>:hf -r3.1<4;2>:hf (abs)r3.0<4;2>:f r127.0<1>:f {NoDDChk}
(~f0.1.allv) madm (1|M0) r9.mme2:df -r9.mme2:df r1.mme0:df r64.nomme:df
mad (4|M20) (eq)f1.0 acc0.2<2>:d (abs)r127.0<0;1>:uw -(abs)r3.0<4;2>:ub -r2.0<4>:uw
(W&f1.0) bfi2 (4|M0) r1.0<1>:ud r127.0<8;4>:ud r64.0<4;2>:ud r127.0<2>:ud
mad (32|M0) (ge)f0.1 r127.0<1>:b -(abs)r127.0<8;1>:w (abs)r2.3<0;1>:ud r127.0<4>:uw
(~f0.1) bfe (8|M0) r10.0<2>:ud r3.0<0;1>:ud r2.0<0;1>:ud r2.3<1>:ud {Breakpoint,NoDDChk}
(f1.0.all16h) mad (4|M4) r10.0<1>:d -32768:w -r127.0<4;1>:d r127.0<4>:ub
(W) bfi2 (1|M4) r1.4<1>:ud r3.3<4;2>:ud r3.0<8;1>:ud r3.0<1>:ud
madm (8|M0) r64.mme0:f (abs)r127.nomme:f r1.mme7:f (abs)r64.mme0:f {Breakpoint}
(W) mad (32|M0) acc0.2<2>:df r64.0<0;1>:df acc0.0<2;1>:df (abs)r2.3<0>:df
(W) bfi2 (4|M16) r10.2<1>:d r2.0<4;2>:d acc0.0<4;1>:d r64.0<2>:d
mad (16|M0) r10.3<2>:df (abs)r3.0<8;1>:df -r127.3<4;2>:df -(abs)r64.1<4>:df
bfi2 (8|M16) r10.2<2>:d r127.0<4;2>:d r3.0<2;1>:d r64.0<0>:d {AccWrEn,Atomic}
bfe (4|M0) r127.4<2>:ud r2.0<0;0>:ud r2.3<0;1>:ud r2.0<0>:ud {Breakpoint}
bfe (8|M24) r127.0<1>:ud r64.1<0;1>:ud r2.0<0;0>:ud r2.0<0>:ud {Switch}
bfe (8|M0) r127.2<1>:d r3.0<2;1>:d r64.1<0;1>:d r2.2<4>:d {AccWrEn}
bfi2 (32|M24) r1.2<1>:d r2.0<4;1>:d r3.0<8;4>:d r127.0<4>:d
mad (4|M0) (sat)r127.2<1>:df r127.0<0;0>:df -(abs)r3.0<2;1>:df -(abs)r64.2<1>:df {AccWrEn}
csel (8|M0) r10.0<1>:f -r3.3<4;2>:hf r64.0<8;4>:f -r3.0<0>:hf
(W) madm (16|M0) r64.mme0:hf -(abs)r127.mme0:hf (abs)r1.mme7:hf r9.mme2:hf
mad (1|M12) (lt)f1.1 r1.2<2>:df r127.0<0;1>:df r3.0<0;0>:df r127.0<1>:df
csel (16|M8) r1.2<1>:df (abs)r3.0<8;1>:df r127.0<4;1>:df (abs)r3.0<2>:df
mad (16|M24) (ov)f0.1 r127.0<2>:d r64.0<4;2>:ud r3.0<8;1>:w -r2.0<0>:w {NoDDChk,NoDDClr}
csel (8|M0) r10.0<1>:df r2.0<0;1>:df (abs)r3.3<4;2>:df r127.2<4>:df
bfi2 (16|M8) r127.0<2>:ud r3.2<4;1>:ud acc0.0<8;4>:ud r2.3<0>:ud
madm (16|M0) r64.mme2:f -r64.nomme:f r127.mme7:f -(abs)r64.mme0:f {Breakpoint}
(f0.1.any32h) mad (4|M0) r127.3<2>:df (abs)r64.0<4;2>:df (abs)r127.0<4;2>:df r2.2<4>:df
(W) mad (2|M0) r10.0<2>:b -r2.0<0;1>:ub -(abs)r3.0<4;2>:uw -r3.2<2>:w
(f1.0.all8h) bfi2 (4|M0) r127.0<1>:d r2.2<4;1>:d r64.0<0;0>:d r127.1<1>:d
(~f0.1.all4h) mad (32|M0) r1.3<2>:df -r2.0<2;1>:df r2.0<0;0>:df -r2.0<0>:df {Breakpoint}
(f0.0.all4h) mad (4|M0) r10.4<1>:d -r64.3<8;4>:b -r3.0<4;1>:ud r2.0<4>:b
(W) csel (2|M0) (sat)acc0.0<1>:w r64.0<8;1>:uw -acc0.1<4;2>:d -(abs)r2.0<1>:w
(~f1.0.all2h) mad (8|M0) r127.0<1>:ub r3.0<8;1>:b (abs)r3.0<0;0>:ub r64.0<0>:d
(~f0.1) mad (16|M0) (eq)f0.1 acc0.0<2>:w -r127.0<4;2>:b r2.0<0;0>:b r64.3<0>:b
(~f1.1.all2h) mad (8|M0) r127.0<1>:w (abs)r3.0<0;0>:d r64.0<4;1>:d r127.0<4>:ub
csel (16|M0) r10.2<2>:df r2.0<4;2>:df (abs)r3.0<8;1>:df -(abs)r64.1<0>:df
(W) mad (2|M0) r1.0<2>:d (abs)r127.3<8;1>:d r64.0<4;1>:d -r3.0<1>:w {Switch}
(~f1.1) bfi2 (16|M0) r10.4<1>:ud r127.0<0;0>:ud r2.0<4;2>:ud r3.0<0>:ud {AccWrEn}
(~f0.1.allv) madm (16|M16) r64.mme2:hf r9.mme7:hf -r127.mme7:hf -r1.nomme:hf
mad (1|M0) (ov)f1.0 r1.0<1>:uw -r64.3<0;0>:d (abs)r64.0<8;1>:b r3.1<2>:b {AccWrEn}
(W) mad (2|M0) r127.2<2>:ud r64.0<4;1>:ub r3.3<8;1>:ub r127.3<4>:ud
(W&f0.0) bfi2 (8|M0) r10.2<1>:d r64.3<2;1>:d r127.0<4;1>:d r64.3<0>:d
csel (4|M4) r127.0<1>:b (abs)r3.0<0;1>:ub -r3.2<2;1>:b r3.2<0>:w
csel (16|M8) (lt)f1.1 acc0.3<2>:df -(abs)r127.0<8;4>:df (abs)r2.3<0;1>:df r2.0<1>:df
bfi2 (16|M8) r127.4<1>:ud r127.0<4;2>:ud r127.0<8;4>:ud r127.0<1>:ud
(~f1.0.all16h) mad (1|M0) r10.0<2>:w r2.2<4;2>:d (abs)r3.1<0;1>:ub (abs)r127.0<0>:ud
(f1.1.any2h) mad (4|M16) r10.0<2>:hf -(abs)r3.0<4;1>:f r3.0<2;1>:hf r127.0<0>:f {Breakpoint,Switch}
(W) bfe (8|M0) r127.4<1>:d r3.0<0;0>:d r2.0<0;0>:d r2.0<1>:d
mad (8|M24) r10.2<1>:df r3.0<8;1>:df r2.0<0;1>:df r64.3<1>:df
mad (8|M0) (ov)f1.1 r1.2<1>:df -(abs)r2.0<8;4>:df (abs)r2.1<8;4>:df r3.2<1>:df
(~f1.0.any2h) mad (16|M24) r127.0<1>:df -(abs)r3.0<4;1>:df -r2.0<0;1>:df -(abs)r64.0<4>:df {Switch}
mad (1|M4) (sat)r1.0<2>:df -r127.0<8;4>:df r3.1<8;4>:df (abs)r64.0<0>:df
mad (2|M24) r127.0<1>:df -(abs)r2.0<2;1>:df -(abs)r64.1<0;1>:df r3.0<0>:df
bfe (8|M0) r127.0<1>:ud r127.1<2;1>:ud r3.3<0;0>:ud r64.0<2>:ud
madm (2|M0) r9.mme7:hf -r64.mme2:hf r1.mme0:hf r1.mme2:hf
bfe (16|M0) r10.4<1>:d r2.0<0;1>:d r127.0<0;1>:d r3.0<4>:d
csel (8|M8) r10.0<1>:b -r2.2<8;4>:d r64.3<4;2>:ub r127.3<0>:b {NoDDChk}
bfi2 (32|M24) r1.2<1>:ud r127.2<2;1>:ud acc0.0<4;2>:ud r2.0<2>:ud {Breakpoint}
csel (32|M8) r10.4<1>:f r3.3<4;1>:hf -(abs)r2.0<2;1>:f (abs)r2.0<0>:hf {NoDDChk}
bfe (32|M0) acc0.0<1>:d r127.1<8;4>:d r127.0<4;2>:d r127.0<1>:d
(~f0.0) madm (8|M24) r1.mme0:hf r64.mme2:hf r1.mme2:hf r1.mme7:hf
bfi2 (16|M0) r10.2<1>:ud r3.0<4;1>:ud acc0.0<8;1>:ud r2.0<4>:ud
(~f1.0.all2h) mad (32|M8) r10.4<2>:uw (abs)r64.0<0;0>:w r2.1<0;1>:uw -r64.1<4>:uw
bfi2 (2|M8) r10.4<1>:d r64.2<4;2>:d r64.0<8;1>:d r64.0<1>:d {Breakpoint}
bfe (2|M20) r10.0<1>:d r3.0<2;1>:d r2.3<0;1>:d r64.0<4>:d
madm (1|M12) r64.mme0:f -r1.nomme:f -r9.mme0:f -(abs)r9.mme7:f
(f0.0.any4h) bfi2 (16|M16) r1.0<2>:ud r3.0<8;4>:ud r2.0<8;4>:ud r127.0<1>:ud
bfi2 (4|M20) r10.2<1>:d r127.0<8;1>:d r3.0<0;1>:d r64.0<2>:d {NoDDClr}
(f0.0.any8h) bfi2 (8|M0) r10.0<2>:d r3.3<4;2>:d r2.3<0;1>:d r64.0<4>:d {NoDDChk}
csel (4|M12) r10.0<1>:uw -(abs)r127.1<8;1>:b -r2.0<4;1>:d r127.1<4>:uw
(~f0.0.all32h) bfe (16|M0) r1.0<1>:ud r2.0<8;4>:ud r64.0<8;1>:ud r64.0<1>:ud
mad (8|M8) (gt)f1.0 r1.0<1>:uw 4096:w r2.2<4;1>:d -r64.0<2>:ud
(~f0.0.any32h) bfe (32|M0) r127.2<2>:d r3.3<0;1>:d acc0.0<4;1>:d r64.0<4>:d
bfe (16|M0) r127.0<2>:ud r127.0<8;1>:ud r2.3<0;0>:ud r2.1<0>:ud
(f1.1.any2h) bfe (16|M0) acc0.0<1>:ud r3.0<0;0>:ud acc0.0<4;1>:ud r127.1<0>:ud {Breakpoint}
madm (1|M4) r127.mme0:f (abs)r64.mme2:f r127.nomme:f r9.nomme:f {NoDDClr}
mad (16|M24) r1.0<1>:df -(abs)r127.0<4;1>:df -(abs)r2.0<4;1>:df -(abs)r64.0<0>:df {AccWrEn}
bfi2 (8|M0) r10.0<1>:ud r3.0<2;1>:ud r3.0<8;1>:ud r127.3<1>:ud {Atomic,Breakpoint}
madm (1|M0) r1.mme2:df (abs)r9.mme7:df -r64.mme0:df r127.nomme:df {Atomic}
madm (8|M0) r9.mme2:hf r64.mme0:hf -r64.mme7:hf r9.nomme:hf
csel (1|M0) acc0.0<1>:b (abs)r2.0<0;0>:ud r64.0<0;0>:d r64.0<0>:ud {Atomic}
bfi2 (4|M20) r10.0<2>:ud r3.0<8;1>:ud r3.0<2;1>:ud r64.0<2>:ud
mad (8|M24) r10.0<2>:ud 0xFFF:uw r127.0<0;0>:ub -(abs)r3.3<2>:ub {Atomic}
(f1.0.any8h) bfe (4|M0) r10.2<1>:d r64.0<8;1>:d acc0.2<0;0>:d r64.3<0>:d {NoDDChk}
bfi2 (16|M24) r1.2<1>:d r3.1<4;2>:d r2.3<8;4>:d r2.3<2>:d
(W) madm (32|M0) r1.mme2:df -r64.mme7:df (abs)r9.nomme:df r1.nomme:df
csel (8|M16) r10.0<1>:df r127.3<4;2>:df r2.0<0;0>:df r2.2<1>:df {Atomic}
(f0.1.all2h) bfi2 (4|M28) r1.4<1>:d r64.0<0;0>:d r2.2<0;0>:d r64.0<1>:d {AccWrEn}
(~f1.0.all32h) bfe (32|M0) r1.0<1>:d r2.0<0;1>:d r3.0<4;2>:d r127.3<4>:d {NoDDClr}
mad (32|M0) (sat)r10.2<1>:df r64.0<2;1>:df acc0.0<0;0>:df (abs)r127.0<4>:df {Atomic}
madm (4|M28) r1.mme0:df (abs)r64.mme7:df r127.mme0:df (abs)r9.mme7:df
(W) mad (32|M8) r10.0<1>:f -r64.0<0;0>:f -(abs)r127.2<4;1>:f r64.1<4>:hf
madm (16|M24) r64.mme7:hf r9.nomme:hf -(abs)r127.mme0:hf -r9.nomme:hf {Switch}
mad (4|M16) (sat)r10.4<1>:uw r64.0<4;2>:d (abs)acc0.0<2;1>:uw -r64.1<0>:uw
(~f1.0.any32h) mad (4|M0) (ov)f1.0 (sat)r1.2<1>:df (abs)r2.1<0;0>:df r127.3<0;1>:df -r64.3<1>:df
madm (1|M28) r64.mme7:df r9.mme7:df (abs)r1.mme0:df r9.nomme:df
csel (16|M0) r1.0<1>:w (abs)r3.0<8;1>:ub (abs)r3.3<8;4>:w (abs)r2.0<2>:ub {Atomic,NoDDClr}
csel (8|M0) r1.2<1>:df (abs)r127.3<0;0>:df r64.1<8;1>:df -r127.0<2>:df {Atomic}
bfi2 (2|M20) r10.0<2>:d r2.0<4;2>:d r3.0<2;1>:d r64.0<4>:d {AccWrEn,Switch}
csel (2|M8) r127.3<2>:df r2.0<0;1>:df (abs)r127.0<4;2>:df (abs)r3.3<0>:df {Atomic}
madm (32|M0) r64.mme2:df r1.mme2:df (abs)r127.nomme:df -(abs)r127.nomme:df {NoDDChk,Switch}
csel (16|M0) r10.0<1>:uw -r2.2<2;1>:uw r64.0<4;2>:b r127.0<4>:d {NoDDClr}
bfi2 (32|M0) r10.2<2>:ud r64.2<4;1>:ud r127.0<8;1>:ud r3.0<0>:ud
(W) madm (2|M16) r9.mme0:df -r64.mme7:df -(abs)r1.mme0:df -r1.mme2:df
mad (1|M28) r10.4<1>:w r3.0<8;4>:d r127.0<0;1>:uw -r2.2<1>:ud {NoDDChk}
(W) csel (8|M16) (eq)f1.0 r127.3<1>:df (abs)r3.0<0;0>:df r2.2<2;1>:df r2.2<2>:df
bfe (1|M0) acc0.0<2>:d r2.0<4;1>:d r3.0<4;1>:d r127.0<0>:d {AccWrEn}
madm (4|M0) r127.mme7:df -(abs)r9.mme7:df (abs)r64.mme7:df r127.mme0:df {AccWrEn}
mad (16|M24) r127.2<2>:df r2.0<0;0>:df -(abs)r3.3<2;1>:df r3.0<0>:df {AccWrEn}
(W) csel (16|M0) (lt)f1.1 r127.3<1>:df r3.0<8;4>:df r3.1<4;2>:df (abs)r64.0<1>:df
(f0.1.allv) mad (8|M24) r10.0<1>:df -(abs)r2.0<2;1>:df -r64.0<8;4>:df r127.0<2>:df
csel (16|M24) (sat)r127.0<2>:df (abs)r3.0<4;2>:df -(abs)r2.0<4;2>:df (abs)r3.0<0>:df
(f1.1.any16h) madm (8|M0) (sat)r9.mme0:df -(abs)r1.mme0:df r9.mme0:df r64.nomme:df
bfi2 (8|M8) r1.4<1>:ud r3.0<4;1>:ud r127.0<8;4>:ud r2.0<4>:ud
bfe (2|M28) r10.2<1>:d r64.0<4;2>:d r127.0<8;4>:d r64.0<1>:d {Switch}
bfi2 (8|M0) r127.0<2>:ud r3.0<8;4>:ud r127.1<0;1>:ud r127.0<2>:ud {Breakpoint}
csel (2|M0) r127.3<1>:df -(abs)r2.1<0;1>:df -r3.0<8;1>:df r3.0<0>:df
mad (32|M0) r1.0<1>:df -(abs)r2.0<4;2>:df -acc0.1<0;1>:df r2.2<1>:df {Breakpoint}
(~f1.1.all8h) bfe (1|M0) r1.0<1>:ud r64.0<4;2>:ud acc0.0<8;4>:ud r127.0<4>:ud
bfi2 (16|M24) r10.4<1>:d r64.0<8;4>:d r2.0<0;1>:d r2.0<4>:d {AccWrEn}
csel (1|M8) r127.0<1>:d r64.3<4;2>:uw -acc0.0<4;1>:w -(abs)r127.0<4>:ub
csel (4|M0) r10.0<2>:b -r127.3<2;1>:ud -(abs)acc0.0<4;2>:b (abs)r3.3<0>:b {Breakpoint}
mad (16|M0) r10.0<2>:df r64.1<8;1>:df r127.0<0;1>:df (abs)r3.0<1>:df
(f1.1) mad (16|M24) r10.4<2>:hf (abs)r3.0<4;2>:hf r2.0<2;1>:f r2.0<1>:f
(W&~f1.0) bfi2 (16|M8) r1.0<1>:d r64.3<2;1>:d r127.1<8;1>:d r3.0<0>:d {NoDDClr}
bfe (16|M24) r127.4<1>:ud r64.0<0;0>:ud r64.2<4;1>:ud r127.0<2>:ud
(f0.1.any8h) bfe (32|M0) r10.4<2>:d r2.3<8;1>:d r127.1<0;0>:d r127.0<2>:d
csel (16|M0) r127.0<1>:w (abs)r64.0<2;1>:w r2.0<0;0>:ud r3.0<1>:uw
bfi2 (1|M0) r127.0<1>:ud r127.0<8;1>:ud r2.0<2;1>:ud r2.0<1>:ud {NoPreempt}
(W) bfe (8|M0) r127.0<1>:d r3.0<8;4>:d r64.0<0;0>:d r64.0<4>:d
(W) madm (8|M16) r127.mme2:f r127.mme2:f -(abs)r127.mme7:f -r9.mme7:f
bfi2 (32|M0) r1.0<1>:ud r2.2<8;1>:ud r127.3<8;4>:ud r3.1<0>:ud {Breakpoint}
csel (8|M24) r10.2<1>:df -r3.2<4;1>:df r3.0<8;4>:df (abs)r3.0<0>:df {Switch}
mad (1|M12) acc0.0<1>:df -(abs)r2.0<8;1>:df (abs)acc0.0<0;1>:df r3.2<4>:df {Atomic}
bfi2 (8|M0) r1.2<1>:d r2.0<8;4>:d r127.0<8;1>:d r127.0<2>:d
mad (32|M0) r10.0<2>:ub 0x0:uw r127.0<8;1>:ud r3.1<2>:w {Breakpoint}
mad (8|M24) r127.0<1>:w -(abs)r64.0<2;1>:uw -acc0.0<4;2>:b r3.0<1>:d {Breakpoint}
mad (32|M0) r1.0<1>:w -20128:w -r3.2<8;4>:ub -(abs)r127.0<2>:w
(W) mad (4|M0) acc0.3<2>:df -(abs)r64.2<8;4>:df -(abs)r3.0<4;2>:df r2.1<4>:df
mad (4|M8) r1.2<1>:ud r127.0<0;0>:b r2.0<2;1>:w -r64.0<4>:d
madm (8|M0) r127.mme7:f -(abs)r127.nomme:f r1.nomme:f r1.mme2:f {AccWrEn}
(f0.1.any16h) mad (1|M0) (le)f0.1 r1.2<1>:df -(abs)r64.0<2;1>:df -acc0.0<4;1>:df (abs)r64.0<1>:df {Switch}
(~f1.0.any8h) madm (16|M0) r1.mme7:df r1.mme2:df -r127.mme2:df -(abs)r64.mme7:df
(W&f0.0) bfe (8|M0) r127.0<1>:d r2.0<4;1>:d r2.0<8;1>:d r64.0<0>:d {NoPreempt}
(f1.1.all8h) mad (16|M0) (ge)f1.1 r1.0<1>:hf -(abs)r127.0<4;1>:f (abs)r127.0<0;0>:f (abs)r3.0<4>:f
bfe (16|M0) r1.4<1>:ud r127.0<0;1>:ud r2.2<8;1>:ud r127.3<2>:ud {Breakpoint}
(~f1.1.any32h) mad (32|M0) r127.0<2>:ub -r64.0<8;1>:d r3.0<8;1>:d -r2.0<0>:uw {NoDDChk}
(W) bfi2 (16|M16) r1.0<1>:ud r127.0<8;1>:ud r3.1<4;1>:ud r64.2<4>:ud {NoDDClr}
bfi2 (16|M0) r127.0<2>:d r127.1<8;4>:d r2.0<8;1>:d r64.2<0>:d
mad (8|M24) (lt)f1.1 acc0.0<1>:df -(abs)r3.2<4;1>:df r2.0<2;1>:df -(abs)r127.0<2>:df
(~f1.1.any32h) mad (1|M8) (eq)f1.1 r1.0<1>:hf -(abs)r2.0<8;1>:f -(abs)acc0.1<2;1>:hf -r2.3<2>:hf {NoDDChk,Switch}
(f0.1.all8h) bfi2 (16|M24) r127.0<1>:ud r2.0<0;1>:ud acc0.2<8;4>:ud r2.0<1>:ud
madm (8|M0) r9.mme0:f r1.mme2:f r127.mme7:f r1.nomme:f
csel (8|M0) r1.0<1>:b r64.0<8;4>:ud -(abs)r3.0<0;1>:d -(abs)r2.0<4>:d
(~f0.1.all32h) mad (4|M0) (sat)r127.0<1>:df r2.0<8;1>:df r3.0<0;0>:df -r64.3<2>:df {Breakpoint}
mad (2|M16) (un)f0.1 r127.3<2>:df r2.0<0;0>:df r64.0<0;1>:df -r3.1<0>:df {Atomic}
(W) mad (8|M0) r1.0<2>:d r3.0<0;0>:w (abs)r3.0<4;1>:ub r64.0<4>:d
mad (16|M8) r10.0<1>:df (abs)r3.0<0;1>:df acc0.0<2;1>:df r3.0<2>:df {AccWrEn}
(f0.0.all4h) mad (8|M16) r10.0<2>:d -(abs)r2.0<0;1>:w r3.0<2;1>:d r3.3<4>:b
madm (16|M0) r64.mme2:df -r9.mme2:df r1.mme0:df -(abs)r1.mme2:df {Breakpoint,NoDDChk}
(~f0.1.any8h) bfe (4|M0) r1.0<1>:ud r2.0<2;1>:ud acc0.0<0;1>:ud r3.3<2>:ud {Switch}
csel (1|M12) acc0.3<1>:df (abs)r2.0<8;4>:df -r3.0<0;1>:df r3.0<4>:df {Breakpoint}
(f1.1.all32h) madm (4|M8) r9.mme0:f -r64.mme7:f r9.nomme:f -(abs)r64.mme2:f
(W&~f1.1) mad (32|M0) (ov)f1.1 acc0.2<2>:f 2.0:hf r3.0<4;1>:hf r64.0<1>:hf {Switch}
mad (1|M12) r1.0<1>:df -(abs)r3.2<8;4>:df (abs)r3.0<0;1>:df r127.2<0>:df {NoDDClr}
(W) bfi2 (2|M0) r127.0<1>:ud r64.3<8;1>:ud r64.3<2;1>:ud r64.0<2>:ud
(~f0.1.any4h) mad (16|M16) r127.0<2>:ud r127.0<2;1>:ud -(abs)acc0.0<4;1>:b r64.0<0>:d
(~f1.0.anyv) mad (8|M8) (gt)f1.0 r10.0<1>:b 0x1000:uw r64.0<4;1>:b r127.0<1>:w
(f1.0.all8h) bfe (16|M0) r127.0<2>:ud r2.0<8;4>:ud r3.0<8;4>:ud r127.0<1>:ud {NoDDClr}
mad (8|M16) r10.0<1>:ud -r3.0<0;0>:ud -(abs)r2.1<0;1>:uw (abs)r2.2<2>:ub
(f1.1.any8h) mad (2|M0) (ov)f1.1 (sat)r10.2<2>:df r64.0<2;1>:df (abs)r2.0<0;0>:df -r127.0<0>:df {Atomic,Breakpoint}
(W) csel (4|M4) acc0.0<1>:f -(abs)r64.0<4;2>:f -(abs)r3.0<8;4>:hf r64.0<0>:f
(~f1.0.allv) bfi2 (8|M16) r127.0<1>:d r127.3<0;1>:d r64.0<0;1>:d r3.0<1>:d
mad (4|M4) r127.4<2>:w (abs)r2.0<4;1>:d -acc0.0<8;4>:uw -(abs)r3.2<2>:ub
bfi2 (4|M0) r127.2<1>:ud r3.0<8;1>:ud r2.0<8;1>:ud r2.0<1>:ud
csel (8|M0) r1.2<1>:df -(abs)r2.2<4;2>:df -(abs)r3.1<0;0>:df r127.1<4>:df
bfe (2|M0) r1.2<1>:d r64.3<0;0>:d r127.0<8;4>:d r2.0<4>:d {AccWrEn}
(f1.0.all2h) mad (8|M0) (sat)r1.2<1>:df -(abs)r2.0<2;1>:df -(abs)r64.0<4;1>:df (abs)r3.2<4>:df {Breakpoint,NoDDChk}
mad (4|M16) r10.3<1>:df -r127.2<0;1>:df -(abs)r2.0<0;0>:df (abs)r2.1<1>:df
bfe (16|M24) r1.2<1>:ud r64.0<4;2>:ud r3.0<2;1>:ud r127.0<4>:ud
mad (2|M0) (ge)f0.1 r10.0<2>:uw -r64.0<0;1>:ub -r2.0<8;4>:d r64.1<4>:b
(f0.1.anyv) bfe (16|M8) r1.4<1>:d r2.2<8;1>:d r3.0<4;1>:d r3.0<0>:d
mad (2|M0) r1.0<1>:df -r64.0<4;2>:df -(abs)acc0.1<0;0>:df r3.0<0>:df {NoPreempt}
(W) bfe (8|M0) r10.2<2>:d r64.3<8;4>:d r3.0<4;1>:d r64.0<1>:d
madm (32|M0) r127.mme7:hf r64.nomme:hf -r9.mme7:hf r127.mme0:hf {Switch}
(f0.0.any4h) bfi2 (8|M8) r1.0<1>:ud r64.0<0;0>:ud r2.0<4;1>:ud r127.0<1>:ud {Atomic}
(~f0.0.all32h) mad (4|M20) (le)f0.0 r10.0<1>:df r127.1<4;2>:df (abs)r3.0<8;1>:df -r64.0<0>:df
bfi2 (1|M4) r10.2<2>:d r2.0<0;0>:d acc0.1<8;4>:d r64.0<0>:d
bfi2 (8|M0) r1.2<1>:d r3.0<8;1>:d r3.0<8;4>:d r3.1<1>:d
csel (16|M16) r10.4<2>:f r127.1<0;1>:f r64.0<8;1>:hf -(abs)r64.0<4>:f {Switch}
bfi2 (8|M0) r127.0<1>:ud r127.2<4;2>:ud r127.0<8;4>:ud r64.0<2>:ud
mad (8|M0) r127.3<1>:df r64.0<0;0>:df r2.1<0;1>:df r64.0<2>:df {NoDDClr}
mad (2|M16) (ne)f0.1 r1.0<1>:hf (abs)r2.0<4;2>:hf r64.3<8;4>:f r2.1<1>:hf {NoDDChk}
bfe (16|M0) r127.0<1>:ud r2.0<8;1>:ud r64.0<0;0>:ud r64.2<4>:ud
madm (8|M0) r127.mme0:f -(abs)r9.nomme:f -(abs)r64.mme2:f -(abs)r64.mme0:f
mad (1|M24) (le)f0.0 r1.0<2>:df -(abs)r64.0<0;0>:df r64.3<8;1>:df -(abs)r127.0<2>:df
(f1.1.allv) mad (1|M12) r10.4<2>:hf 0x2E66:hf acc0.2<2;1>:hf -(abs)r3.0<4>:f
csel (16|M16) r1.0<2>:ud -r64.0<2;1>:d (abs)r127.0<0;1>:ub (abs)r2.0<0>:b
mad (32|M24) r10.0<2>:uw -r127.0<8;4>:d -(abs)r127.3<0;0>:uw r3.0<1>:w {Atomic}
(f0.1.all4h) mad (16|M16) r127.0<1>:df r2.1<8;1>:df -r2.0<0;0>:df (abs)r2.0<1>:df
(f1.0.all4h) bfi2 (32|M8) r1.0<1>:ud r3.0<2;1>:ud r64.0<8;4>:ud r3.0<1>:ud
(W&f1.1) bfe (4|M8) r127.0<2>:ud r127.0<2;1>:ud r64.0<8;4>:ud r3.0<0>:ud {Atomic,Breakpoint}
(f1.1.anyv) mad (2|M12) (sat)r10.2<1>:df r3.3<8;1>:df r2.0<8;4>:df -(abs)r3.0<4>:df
mad (8|M16) (le)f0.1 (sat)r1.3<1>:df r3.0<4;2>:df -r2.3<4;2>:df r2.0<4>:df {Breakpoint}
csel (1|M0) r1.2<2>:df (abs)r2.0<4;2>:df r2.0<0;1>:df -(abs)r2.0<2>:df {AccWrEn,Breakpoint,NoDDClr}
(~f0.0.any32h) mad (8|M0) r1.0<1>:df -(abs)r2.1<0;0>:df (abs)r2.0<4;2>:df r3.1<0>:df
madm (1|M0) r127.mme0:f r127.nomme:f (abs)r1.mme2:f -(abs)r127.nomme:f
(f1.1.all2h) mad (1|M12) (eq)f1.1 r127.0<2>:df -r2.3<2;1>:df acc0.0<8;4>:df -r127.3<4>:df
csel (1|M12) r10.4<1>:d r2.0<4;1>:w -r64.0<8;4>:b (abs)r127.0<4>:ub
bfe (16|M0) r10.2<1>:d r64.0<8;4>:d r2.0<4;2>:d r2.2<0>:d {AccWrEn}
csel (16|M24) r1.0<1>:df -(abs)r64.3<0;1>:df r64.0<4;1>:df -r127.0<0>:df {AccWrEn}
mad (2|M16) (ge)f1.1 r1.2<2>:df -r64.0<4;1>:df r2.0<0;0>:df r127.0<0>:df {NoDDChk}
(f0.1.all2h) mad (8|M0) (gt)f0.1 r127.0<1>:d (abs)r127.0<0;0>:uw acc0.0<4;2>:d -r64.0<2>:w {Atomic}
mad (32|M0) r127.0<2>:ub (abs)r127.0<4;1>:ud r127.0<8;4>:d r127.3<2>:b
mad (16|M0) r1.0<1>:df -(abs)r127.0<0;0>:df -(abs)r2.0<8;4>:df r2.0<2>:df {AccWrEn}
madm (1|M24) (sat)r64.mme7:f -(abs)r9.nomme:f r1.mme0:f (abs)r127.mme7:f {AccWrEn,NoDDChk}
mad (16|M0) acc0.0<2>:w r3.0<0;1>:ud -(abs)r64.0<8;4>:uw -r2.2<2>:w {Breakpoint}
(f0.1.all16h) bfe (32|M0) r10.0<1>:ud r127.1<4;2>:ud r3.0<4;2>:ud r2.0<2>:ud {Atomic}
(W&f1.0) mad (2|M4) (sat)r127.0<1>:df (abs)r3.0<2;1>:df -r2.0<8;1>:df -r127.3<4>:df
mad (2|M28) (lt)f0.1 r10.4<1>:f (abs)r64.1<8;4>:hf (abs)r3.2<4;1>:hf (abs)r127.0<1>:f {NoDDClr}
bfi2 (16|M0) r127.0<1>:d r127.1<0;1>:d r127.0<2;1>:d r2.2<0>:d
csel (16|M0) (gt)f1.0 (sat)r127.0<1>:ub -(abs)r3.0<8;4>:ud -r3.0<8;1>:ub (abs)r3.0<4>:uw {NoDDClr,NoPreempt}
bfi2 (32|M0) acc0.0<1>:ud r3.0<4;1>:ud r2.1<8;4>:ud r127.0<2>:ud
madm (2|M12) (sat)r64.mme7:hf r64.mme7:hf -r127.mme7:hf -(abs)r9.nomme:hf
(f0.1.all4h) madm (16|M0) r1.mme0:df -(abs)r1.nomme:df -(abs)r9.nomme:df r9.mme0:df
csel (16|M0) r10.3<1>:df (abs)r3.0<2;1>:df r3.0<0;1>:df -(abs)r64.0<0>:df
csel (1|M4) (sat)r127.0<1>:hf r64.3<8;1>:f -r127.0<8;1>:hf r64.3<2>:f
(W) csel (4|M0) r1.0<2>:df -r2.0<4;1>:df -r3.0<8;1>:df -r64.0<0>:df
(f0.0.any8h) madm (32|M16) (sat)r127.mme2:hf r9.mme2:hf -(abs)r127.mme0:hf r9.mme2:hf
mad (16|M0) (ov)f1.1 r127.0<1>:d -(abs)r127.0<8;4>:d acc0.0<0;1>:b (abs)r127.2<2>:d {Atomic}
mad (16|M0) (sat)r10.0<1>:d r2.0<8;4>:b -r2.0<0;0>:uw r127.0<0>:d
(f0.0) mad (2|M0) r127.3<1>:df r3.0<8;1>:df r3.0<4;2>:df (abs)r64.0<1>:df
(~f0.1.allv) madm (4|M0) r127.mme0:f (abs)r127.mme7:f (abs)r127.mme2:f (abs)r64.nomme:f
(f1.0.any32h) madm (16|M8) r9.mme0:f -(abs)r9.mme0:f -(abs)r1.mme0:f -r127.nomme:f
(W) mad (8|M16) r10.0<1>:hf r64.0<8;4>:hf r127.0<0;1>:hf r127.0<0>:f
(f0.0.any4h) bfi2 (8|M16) r10.0<1>:ud r127.0<8;4>:ud r127.2<8;1>:ud r64.0<1>:ud {Breakpoint,NoDDChk}
(~f1.0.any32h) madm (16|M0) r9.mme0:df r64.mme7:df -r64.mme7:df -r9.mme7:df {NoPreempt}
csel (8|M0) r1.0<1>:f -r64.2<0;1>:hf r2.2<8;1>:hf (abs)r64.0<1>:hf {Atomic,NoDDClr}
csel (2|M0) (le)f0.0 r1.0<1>:b -(abs)r3.0<2;1>:uw -r127.0<8;4>:ub r3.0<1>:b
bfe (32|M0) r10.4<1>:d r127.0<4;2>:d r3.0<4;1>:d r3.0<2>:d {NoDDChk}
(~f1.1.all16h) madm (8|M16) r127.mme7:df -r127.mme7:df r127.mme7:df r9.mme0:df {Atomic,NoDDChk}
bfi2 (32|M0) r1.2<1>:ud r2.2<0;1>:ud r127.2<8;1>:ud r127.0<4>:ud
bfe (8|M0) acc0.0<2>:d r64.0<0;1>:d r2.0<2;1>:d r3.0<2>:d
madm (16|M16) r9.mme2:hf r9.mme7:hf r9.mme7:hf r127.mme7:hf
mad (8|M24) (eq)f0.0 r127.3<2>:df r2.3<2;1>:df r3.0<8;1>:df -r127.1<0>:df
bfe (32|M0) acc0.2<1>:ud r2.0<4;1>:ud acc0.0<8;4>:ud r2.0<1>:ud
(f1.0.any2h) mad (4|M8) r127.0<1>:b -r2.1<4;2>:ud -(abs)r127.0<8;1>:w r3.0<4>:w
mad (32|M0) r10.0<1>:b r64.1<0;0>:ud r2.3<2;1>:d r2.0<0>:uw {Atomic,NoDDChk}
(~f1.0.all4h) mad (1|M0) r127.0<1>:f r2.0<8;1>:f (abs)r127.0<0;0>:hf -r3.0<4>:f {Breakpoint}
(f1.0.all2h) mad (32|M0) (ge)f1.0 r10.3<1>:df (abs)r2.1<8;4>:df r3.0<4;2>:df -r127.0<0>:df {Atomic}
bfe (8|M0) r10.2<1>:d r127.0<0;1>:d r127.0<2;1>:d r127.2<4>:d
mad (16|M24) r1.0<2>:df r64.0<8;1>:df r2.0<0;0>:df -(abs)r127.0<2>:df
csel (8|M24) r1.0<1>:hf -r127.0<2;1>:f r127.2<8;4>:f r2.0<2>:hf
mad (8|M0) (ge)f1.1 r10.0<2>:ub r3.0<8;1>:ub -r127.0<2;1>:w r127.0<4>:w
csel (1|M16) r1.0<1>:ub r64.0<0;0>:w r2.0<4;2>:uw -(abs)r64.0<4>:d
bfe (1|M4) r1.0<2>:d r127.0<8;4>:d r3.0<4;1>:d r127.0<2>:d
madm (4|M12) r9.mme2:f -(abs)r1.mme7:f -r127.nomme:f r64.mme0:f
(W) mad (8|M0) r127.0<2>:df r2.0<0;1>:df -r3.0<2;1>:df (abs)r127.3<2>:df {AccWrEn}
mad (8|M0) r127.4<1>:hf -(abs)r127.2<2;1>:f r64.3<0;0>:f -r127.0<4>:f {Breakpoint}
(W&~f0.0) bfi2 (16|M0) r1.0<1>:d r3.0<4;1>:d r64.0<0;1>:d r3.0<1>:d {Switch}
mad (1|M0) r127.0<1>:d -r64.0<8;1>:w r64.2<8;1>:ud r64.1<0>:d
(W&~f0.1) mad (1|M20) r127.0<2>:df -(abs)r3.3<4;1>:df -r64.3<2;1>:df -(abs)r127.0<1>:df
(W) mad (8|M24) acc0.4<1>:ud r2.1<4;1>:uw (abs)r2.1<8;1>:ud r2.0<4>:ub
bfi2 (2|M0) r10.0<1>:d r127.0<8;4>:d r2.0<4;2>:d r64.0<1>:d {AccWrEn}
mad (8|M0) (ne)f0.1 r10.3<1>:df r3.0<0;1>:df -r127.0<8;4>:df -(abs)r2.0<0>:df {NoDDClr}
(~f0.0.all32h) mad (1|M0) r10.0<2>:d r64.0<8;1>:w (abs)r3.0<0;1>:b -(abs)r2.0<4>:b
csel (8|M0) (sat)r10.4<1>:hf -r127.0<2;1>:hf r64.1<0;0>:f (abs)r2.0<1>:f {Atomic}
csel (8|M0) (eq)f1.0 r127.0<1>:b r64.0<8;4>:d (abs)r64.0<8;4>:ud -2049:w {NoDDChk}
bfe (4|M20) r127.2<2>:ud r127.0<4;2>:ud r127.0<0;1>:ud r64.0<0>:ud
bfe (16|M0) r10.2<1>:d r3.2<2;1>:d r3.2<2;1>:d r2.2<4>:d {NoDDClr}
mad (16|M0) (ge)f1.1 r10.0<2>:w -(abs)r3.3<4;2>:ud r127.0<4;1>:b -(abs)r64.0<2>:uw
csel (1|M0) r127.2<1>:df -(abs)r2.2<8;4>:df r64.0<2;1>:df r3.0<1>:df
csel (8|M24) (sat)r127.3<1>:df -r3.0<2;1>:df acc0.1<2;1>:df -(abs)r64.0<2>:df
csel (16|M16) r127.0<1>:df r2.1<8;4>:df acc0.2<0;0>:df -r3.1<4>:df {NoDDClr}
(~f1.1.all2h) mad (1|M0) (sat)r10.0<1>:f r2.0<2;1>:hf r127.1<4;1>:f (abs)r64.2<1>:f
(f1.0.allv) bfi2 (16|M0) r1.4<2>:d r2.3<0;0>:d r64.0<0;1>:d r3.2<1>:d
bfi2 (8|M0) r1.0<1>:d r64.0<0;1>:d r127.2<2;1>:d r3.0<2>:d
(f0.1.all2h) mad (2|M20) (sat)r1.0<1>:d r127.1<0;0>:w -r64.0<8;1>:ub r127.0<2>:w
mad (1|M20) r1.0<2>:df -(abs)r3.0<4;1>:df -(abs)r3.0<4;2>:df -(abs)r127.2<2>:df {NoDDChk,NoDDClr,Switch}
csel (4|M28) (ov)f1.0 r127.3<1>:df -(abs)r64.1<4;2>:df (abs)r3.0<8;1>:df (abs)r3.1<0>:df {Atomic}
madm (16|M0) r64.mme7:f -(abs)r9.nomme:f r64.mme0:f r127.mme7:f {Atomic}
(W&~f0.0) mad (32|M0) r10.0<1>:uw (abs)r2.0<8;4>:d -r2.3<8;4>:ud -r127.0<4>:d {Atomic}
bfi2 (16|M0) r10.4<1>:d r64.0<4;2>:d r64.1<2;1>:d r2.0<2>:d
mad (32|M0) (sat)r10.0<1>:ud r127.0<0;0>:ub -(abs)r3.1<8;1>:b -r127.2<4>:d
bfi2 (1|M28) r1.0<2>:ud r2.0<0;1>:ud acc0.1<4;1>:ud r64.0<0>:ud
(f1.0.all4h) mad (4|M20) r127.3<2>:df r64.0<8;1>:df -r3.0<0;1>:df -(abs)r127.0<0>:df {Switch}
mad (2|M24) (ne)f1.1 r1.0<1>:df -(abs)r2.0<4;1>:df -(abs)r2.0<8;1>:df r3.2<0>:df
(f0.0.all16h) mad (8|M8) (sat)r1.0<1>:hf r2.0<2;1>:hf r64.3<4;1>:hf 0.5:hf
(~f0.0.all8h) bfe (2|M0) r1.4<1>:ud r127.0<4;1>:ud r3.0<2;1>:ud r64.0<1>:ud
csel (16|M16) (sat)acc0.4<2>:ud -r3.0<8;1>:d (abs)r127.1<4;1>:w (abs)r64.0<1>:uw
mad (1|M20) r1.0<2>:df r3.0<4;2>:df r127.1<0;1>:df -(abs)r64.1<4>:df
madm (4|M28) r9.mme0:df -r1.mme7:df -r127.mme0:df (abs)r127.mme0:df {Atomic}
(~f0.1.any16h) madm (2|M20) r9.mme7:hf (abs)r127.mme2:hf -(abs)r1.nomme:hf (abs)r1.mme7:hf
mad (8|M0) (sat)r1.0<2>:df (abs)r64.0<0;1>:df -(abs)acc0.3<2;1>:df r2.1<4>:df
(f1.0.any8h) mad (32|M24) r127.0<2>:df -(abs)r127.0<4;2>:df r2.0<4;2>:df -r3.0<0>:df
(~f1.0.all32h) madm (32|M0) r1.mme0:f -r9.nomme:f (abs)r9.nomme:f -r9.nomme:f {NoPreempt}
(W&f1.0) mad (8|M0) r10.0<1>:df r64.0<2;1>:df (abs)r3.2<4;2>:df r127.1<2>:df
mad (32|M0) (eq)f0.0 r10.3<1>:df r64.0<4;2>:df -(abs)r64.0<8;4>:df -(abs)r2.0<2>:df {AccWrEn}
(~f1.0.any4h) bfi2 (8|M0) acc0.0<2>:d r3.0<8;4>:d r64.0<4;1>:d r3.0<2>:d {Atomic,Breakpoint}
(f0.1.any4h) mad (1|M0) r127.0<1>:df -r64.0<0;1>:df -(abs)r64.0<8;1>:df (abs)r2.0<2>:df
csel (8|M0) r10.0<1>:d r64.0<8;1>:ud acc0.0<0;0>:ub r127.0<2>:d {AccWrEn}
(W&~f1.0) madm (2|M0) r9.mme2:hf (abs)r9.mme2:hf (abs)r127.mme7:hf r9.nomme:hf {Breakpoint,NoDDChk}
mad (4|M0) (eq)f0.1 r1.0<2>:f (abs)r2.0<8;1>:f -(abs)r2.0<4;2>:hf -r3.0<1>:f
(f0.1.any16h) mad (8|M0) r1.0<1>:ub (abs)r2.0<4;1>:ub -(abs)r3.0<4;1>:ub -(abs)r3.2<2>:ud {Breakpoint,NoDDClr}
mad (4|M4) r10.0<1>:df -r64.1<4;1>:df (abs)r127.0<0;1>:df r64.0<0>:df {NoPreempt}
csel (32|M0) (ne)f1.0 acc0.0<1>:df (abs)r127.0<8;1>:df r2.3<0;0>:df r3.1<2>:df
(~f0.0.any4h) bfi2 (4|M16) r127.0<1>:ud r3.0<2;1>:ud r3.0<4;2>:ud r127.0<2>:ud
mad (8|M8) r127.0<1>:df -r127.2<8;1>:df -r127.0<2;1>:df (abs)r127.0<4>:df {AccWrEn}
(W) csel (16|M0) (sat)r1.0<1>:df r3.0<4;1>:df r127.0<8;4>:df r64.0<0>:df
(W&f1.0) madm (4|M0) r127.mme7:df -r64.mme2:df r64.nomme:df r64.mme2:df {AccWrEn}
(f1.0.any32h) bfi2 (1|M0) r127.2<1>:d r127.0<4;1>:d r2.0<8;1>:d r64.0<4>:d {NoDDClr}
(f1.0.all4h) mad (8|M8) (sat)r10.0<1>:b r2.0<8;1>:uw r3.1<4;2>:b r127.0<4>:ud {Atomic}
csel (16|M16) r1.0<1>:df (abs)r2.3<4;1>:df (abs)r2.0<4;2>:df -(abs)r2.0<1>:df {Switch}
csel (8|M0) (sat)acc0.0<1>:df -(abs)r127.0<0;0>:df -r2.1<0;0>:df -(abs)r64.3<4>:df {Breakpoint}
mad (16|M16) r10.4<1>:d -r3.0<0;1>:d r127.0<2;1>:ud r3.0<0>:d {NoDDClr}
(W) bfe (2|M12) r1.0<1>:d r2.3<4;1>:d r127.1<0;1>:d r127.0<0>:d {AccWrEn}
(~f0.0.all32h) mad (8|M0) (lt)f0.0 r10.0<2>:df -r127.0<0;0>:df r127.0<0;0>:df r127.0<1>:df
(f1.0.all2h) bfi2 (1|M16) r127.2<1>:d r3.2<0;1>:d r127.3<4;2>:d r127.0<2>:d
bfi2 (16|M0) r1.0<1>:d r127.0<8;1>:d r3.0<8;1>:d r127.0<1>:d
madm (2|M20) (sat)r9.mme2:hf r9.mme2:hf r9.mme0:hf -r1.mme0:hf
bfi2 (2|M20) r1.0<1>:d r127.0<8;1>:d r64.1<4;2>:d r64.3<4>:d
mad (2|M0) (sat)r1.2<1>:df -r2.1<2;1>:df (abs)r64.0<2;1>:df -(abs)r64.2<0>:df
bfe (8|M0) r1.4<1>:ud r2.0<4;2>:ud acc0.0<0;0>:ud r3.3<0>:ud {AccWrEn}
mad (2|M12) r10.3<1>:df (abs)r127.2<4;2>:df (abs)r2.0<0;0>:df -r3.0<0>:df
mad (8|M0) acc0.0<2>:w -r127.0<8;1>:ub r2.0<4;1>:d -(abs)r64.0<2>:d {AccWrEn}
csel (16|M0) (ov)f0.0 r1.0<1>:f -(abs)r3.3<8;1>:f -r3.0<0;0>:hf 3.140625e+00:hf {Atomic}
bfe (32|M0) acc0.0<1>:d r2.0<0;0>:d r2.0<0;0>:d r127.1<0>:d {NoDDClr}
bfe (32|M0) r127.2<1>:d r2.0<0;1>:d r64.0<8;1>:d r3.0<4>:d
bfe (1|M0) r10.0<1>:d r64.0<8;4>:d acc0.0<8;1>:d r2.0<2>:d
mad (16|M0) r127.2<2>:df r127.0<2;1>:df (abs)r2.0<8;4>:df r2.0<2>:df
(W) madm (8|M0) r1.mme7:df -r1.mme0:df -r9.mme2:df (abs)r1.mme0:df
(~f1.0.any32h) bfi2 (1|M4) r1.2<2>:d r127.0<8;1>:d r3.0<0;0>:d r3.0<0>:d {Switch}
(~f1.1.anyv) bfi2 (8|M0) r1.0<1>:ud r64.0<8;1>:ud r3.3<0;1>:ud r127.0<4>:ud {Atomic,NoDDChk}
mad (16|M0) r127.0<2>:df -(abs)r64.0<8;1>:df -(abs)r127.0<4;2>:df (abs)r2.1<2>:df
csel (1|M0) (gt)f1.0 (sat)r1.4<1>:d r64.0<0;1>:b r3.0<4;1>:ub -r2.0<1>:ud
(W&f0.1) madm (4|M0) r64.mme0:f (abs)r1.mme2:f -(abs)r64.mme0:f r127.mme0:f
(W) bfi2 (8|M0) r10.0<2>:ud r3.0<2;1>:ud r3.2<4;2>:ud r2.0<4>:ud
(~f0.0.all2h) bfe (1|M0) r10.4<2>:d r127.0<4;1>:d r2.2<0;1>:d r64.0<4>:d
mad (1|M20) (ov)f1.0 r1.0<1>:df -(abs)r64.3<8;1>:df r2.0<0;0>:df -r64.0<2>:df
madm (8|M0) r64.mme0:f -r9.mme2:f -r127.nomme:f r1.mme7:f
bfi2 (2|M28) r127.0<1>:ud r2.0<0;1>:ud r3.0<0;1>:ud r127.2<0>:ud
csel (4|M28) r1.0<2>:df -(abs)r2.2<8;4>:df r64.0<4;2>:df r127.0<0>:df
(~f0.0.any2h) mad (32|M8) (le)f0.0 r10.0<1>:df r64.0<0;0>:df (abs)r2.0<8;1>:df r127.0<0>:df
mad (16|M24) r127.4<1>:hf r2.0<0;0>:hf -r3.0<0;0>:hf -r64.0<1>:hf
(W) csel (16|M0) (ne)f1.0 r127.0<1>:ub r2.0<8;1>:ub r127.0<8;1>:ud (abs)r64.0<4>:d
csel (8|M24) (un)f0.1 r10.0<1>:w -(abs)r127.0<2;1>:ub r2.0<2;1>:w r127.0<0>:ud
(~f1.1.all8h) mad (4|M0) r10.0<2>:uw r64.0<2;1>:d r3.0<8;4>:ub -(abs)r64.0<0>:w {Breakpoint}
bfe (1|M0) r127.2<1>:d r64.0<0;0>:d r2.0<8;1>:d r127.0<2>:d
(f0.0.all8h) mad (4|M24) (un)f0.0 r1.0<1>:df r127.0<4;2>:df (abs)r3.0<4;1>:df -(abs)r127.2<0>:df {Breakpoint}
csel (32|M8) r1.2<2>:df -r2.0<8;1>:df -r2.1<4;1>:df r127.0<2>:df {Atomic}
csel (8|M24) r1.0<2>:df (abs)r2.0<0;0>:df -(abs)r127.0<8;1>:df -(abs)r2.1<1>:df {Atomic}
(f1.0.all4h) mad (8|M0) r1.0<2>:hf r2.2<4;2>:f r64.0<4;2>:f (abs)r3.0<0>:f
(W) madm (8|M0) (sat)r127.mme0:hf r64.mme2:hf -(abs)r9.mme2:hf r127.mme0:hf
csel (8|M0) (ne)f0.0 r10.4<2>:uw -(abs)r64.0<4;1>:ub r2.0<2;1>:d -r64.0<0>:ub {NoPreempt}
madm (1|M0) r127.mme7:f -r9.mme2:f (abs)r9.mme0:f -(abs)r9.mme7:f {AccWrEn}
mad (16|M0) r127.0<2>:ub r127.1<2;1>:d (abs)r127.0<0;1>:uw r2.1<0>:ud {Switch}
(f1.0.any2h) mad (32|M16) r127.0<2>:df -(abs)r64.0<8;1>:df -(abs)r127.0<8;4>:df r64.0<4>:df {NoDDClr}
csel (4|M12) (sat)acc0.0<1>:f -r3.0<4;2>:hf -(abs)r3.1<0;1>:f r64.1<1>:hf
(W) mad (2|M0) (ge)f1.0 r127.2<2>:df -r127.0<4;1>:df -(abs)r3.0<2;1>:df -r2.0<1>:df {Atomic}
(W&~f0.0) mad (16|M24) r10.3<1>:df r3.0<0;0>:df -r3.3<4;1>:df (abs)r2.0<2>:df {AccWrEn,NoPreempt}
mad (4|M0) (ge)f1.1 r10.3<2>:df r2.0<8;1>:df -r127.0<4;2>:df (abs)r127.2<4>:df
mad (2|M0) (sat)r1.3<1>:df (abs)r3.0<0;1>:df (abs)r3.0<8;1>:df r127.0<1>:df {NoDDChk}
bfi2 (4|M0) r1.0<1>:d r64.0<0;1>:d acc0.0<0;0>:d r2.0<2>:d {Switch}
mad (4|M0) r1.0<1>:df -r3.3<0;1>:df -(abs)r64.0<4;1>:df (abs)r64.0<4>:df {Breakpoint}
mad (2|M0) r127.0<1>:d r127.0<8;1>:ub r64.0<2;1>:ud -(abs)r2.3<4>:ub
csel (16|M16) (ge)f1.1 (sat)r127.0<1>:b r3.3<4;1>:b r2.0<0;1>:b r64.0<0>:ud
mad (32|M24) (eq)f1.1 r10.0<1>:df r3.0<0;0>:df r2.0<8;1>:df -(abs)r64.3<0>:df {NoDDClr}
csel (2|M24) r10.0<2>:hf r127.2<2;1>:hf r2.2<8;4>:hf -r3.0<0>:f
mad (8|M24) r10.0<1>:df -r2.0<8;1>:df r3.0<8;4>:df r64.0<2>:df
bfi2 (8|M0) acc0.4<2>:ud r64.0<4;2>:ud r127.2<8;4>:ud r127.2<4>:ud
(~f1.0.any16h) bfi2 (8|M0) r127.4<1>:ud r127.2<8;1>:ud r3.0<0;0>:ud r3.0<4>:ud
(~f0.0.all4h) bfi2 (1|M24) r127.4<2>:ud r127.0<4;1>:ud r127.0<8;4>:ud r64.0<1>:ud
bfe (16|M0) r127.0<1>:ud r64.0<8;4>:ud r64.3<8;4>:ud r64.0<2>:ud {Atomic,NoDDChk}
mad (4|M12) (sat)r1.0<1>:df r127.0<8;4>:df r64.0<8;1>:df r64.0<0>:df {Atomic}
mad (8|M24) (un)f1.0 r1.0<2>:df (abs)r64.0<2;1>:df r2.0<4;1>:df r2.0<4>:df
(~f0.1.allv) bfi2 (1|M20) r127.0<1>:d r2.3<8;1>:d r64.2<2;1>:d r3.0<4>:d {NoDDChk,NoDDClr}
madm (1|M12) r127.mme7:f -r127.mme0:f -r127.nomme:f -(abs)r1.nomme:f
csel (8|M16) r127.0<1>:uw -(abs)r127.0<0;1>:ud -r2.0<0;0>:ub r127.0<0>:ub {NoDDClr}
(W) bfe (32|M0) r127.0<1>:d r64.0<2;1>:d r2.0<2;1>:d r64.0<4>:d
(W) bfe (16|M0) r127.4<2>:d r64.2<8;1>:d r64.0<0;0>:d r3.1<1>:d
csel (8|M0) r10.4<1>:w -r3.3<8;1>:w r127.0<2;1>:b -r64.1<4>:ub {Breakpoint,Switch}
mad (2|M28) r127.2<1>:df -(abs)r64.0<0;1>:df -(abs)r2.0<2;1>:df (abs)r127.0<1>:df {AccWrEn}
madm (1|M12) r9.mme7:df -r127.nomme:df (abs)r64.mme7:df r9.mme2:df {AccWrEn}
(f1.0.any32h) mad (4|M8) (ne)f1.0 r1.2<2>:df -(abs)r127.2<8;4>:df -(abs)r3.0<8;4>:df r3.0<0>:df {NoDDClr,Switch}
(f0.0.any2h) mad (32|M24) r127.4<2>:ud -r3.3<4;1>:w r127.0<4;1>:ub (abs)r2.1<2>:b
mad (8|M0) r10.0<2>:b -r3.1<8;4>:ub -r64.0<4;2>:ud -(abs)r127.0<0>:w
(f1.1.all16h) bfi2 (2|M0) r1.0<2>:d r2.0<8;4>:d r2.3<0;0>:d r3.0<4>:d
mad (16|M0) r1.4<2>:f -(abs)r3.1<8;1>:hf r2.0<0;1>:hf r64.3<1>:f
bfi2 (8|M0) r127.4<2>:d r2.0<2;1>:d r3.1<4;1>:d r127.3<4>:d
csel (2|M0) acc0.0<2>:df r127.0<2;1>:df -(abs)r127.1<8;1>:df (abs)r64.0<2>:df {Atomic}
mad (16|M16) r127.0<2>:b -r2.0<0;0>:d r64.1<8;4>:ub r2.0<1>:b {NoDDChk}
csel (1|M20) r10.0<2>:df -r64.0<0;0>:df acc0.3<4;1>:df r64.1<2>:df {Switch}
bfe (16|M24) r10.0<1>:d r127.2<4;1>:d r2.0<2;1>:d r127.0<2>:d {Breakpoint}
(f1.1) bfe (4|M20) r1.4<1>:d r127.0<8;4>:d r3.1<2;1>:d r3.0<2>:d
(W) mad (8|M0) r1.2<1>:df -r64.0<4;2>:df (abs)acc0.0<2;1>:df r3.1<4>:df {NoDDClr,Switch}
bfi2 (8|M0) r1.4<1>:d r127.3<4;2>:d r64.0<8;1>:d r127.0<0>:d {Switch}
(f1.1.any32h) bfi2 (2|M0) r127.0<1>:ud r3.0<4;1>:ud r3.2<4;2>:ud r64.0<1>:ud
mad (32|M0) r10.0<1>:df -r127.3<0;1>:df -(abs)r64.3<2;1>:df -r64.0<4>:df
mad (2|M0) (sat)r127.0<1>:w r2.0<2;1>:uw (abs)r127.0<4;2>:ud -r64.0<0>:ub
(W) csel (2|M0) r10.4<1>:d r64.0<4;1>:w (abs)r127.0<4;2>:w r2.2<2>:w {Atomic}
(~f0.1.any4h) mad (1|M0) r1.2<2>:ud r2.0<0;0>:d -(abs)r127.3<0;1>:d r64.1<2>:b {NoDDChk}
csel (8|M0) r1.0<1>:ub 2047:w -(abs)r127.0<8;4>:b -1215:w
(~f1.0.all16h) bfi2 (8|M16) r127.0<1>:d r64.2<4;2>:d r2.0<4;1>:d r64.0<4>:d
bfi2 (4|M0) r1.0<1>:ud r2.0<0;1>:ud r64.0<8;4>:ud r2.0<0>:ud {Switch}
(~f1.0.any32h) bfi2 (2|M28) r1.0<1>:d r64.0<0;0>:d r3.0<4;1>:d r64.3<4>:d
(f1.1.anyv) mad (8|M0) (sat)r10.0<1>:hf (abs)r127.0<4;2>:f r2.0<8;1>:f r64.2<0>:hf {Atomic}
(~f1.1.all8h) bfe (32|M0) r10.0<1>:d r64.0<4;1>:d r64.2<4;2>:d r127.3<1>:d {NoDDChk}
bfi2 (1|M0) r10.0<1>:ud r2.0<8;4>:ud r2.2<4;1>:ud r2.0<2>:ud
bfe (32|M16) r10.0<1>:d r3.0<4;1>:d acc0.0<0;1>:d r2.0<1>:d
mad (8|M16) r1.2<1>:df -r2.0<0;0>:df acc0.1<8;4>:df -(abs)r127.2<4>:df
(f1.0.all32h) madm (1|M0) r64.mme0:hf -r127.nomme:hf (abs)r9.mme7:hf -(abs)r64.mme7:hf {AccWrEn}
bfi2 (32|M16) r1.2<1>:ud r3.1<0;1>:ud r3.0<4;1>:ud r3.2<2>:ud {NoDDChk}
madm (8|M0) r64.mme0:f -(abs)r64.mme0:f -(abs)r64.mme2:f r127.mme2:f
(f0.0.all2h) bfe (1|M0) r10.2<1>:ud r127.0<2;1>:ud r3.0<4;1>:ud r3.1<2>:ud
mad (16|M0) acc0.2<1>:df -(abs)r3.0<2;1>:df (abs)r2.0<8;1>:df r3.2<0>:df {Switch}
mad (16|M0) r1.0<1>:ub -r127.0<4;1>:w r127.0<0;0>:b r127.0<2>:w
(f0.1.any16h) mad (16|M0) r1.0<1>:w -r64.0<4;1>:b -acc0.0<0;1>:uw (abs)r64.3<1>:d {Atomic,NoDDClr}
csel (4|M28) r1.2<1>:df r64.1<0;0>:df -(abs)acc0.0<0;1>:df r64.0<1>:df
(W) bfi2 (1|M20) r127.0<2>:d r64.3<4;1>:d r2.0<0;1>:d r3.0<2>:d {Switch}
(~f1.1.any2h) madm (32|M24) r1.mme0:f (abs)r1.mme7:f (abs)r64.mme0:f r127.nomme:f {AccWrEn}
mad (8|M0) r1.4<1>:w r2.0<0;0>:b (abs)r127.0<4;1>:w r127.2<2>:ud {Switch}
(~f0.0.any4h) bfi2 (8|M0) r127.4<1>:d r64.2<8;4>:d acc0.0<8;4>:d r64.0<1>:d {Breakpoint}
(f1.0.anyv) mad (16|M8) r10.0<1>:w -(abs)r64.0<0;0>:ud (abs)r3.3<8;4>:w r3.2<4>:d {Atomic,NoDDClr}
csel (2|M0) r1.0<1>:df r64.1<8;1>:df (abs)r64.1<8;4>:df r64.3<0>:df
madm (16|M0) r127.mme0:f -r9.mme0:f (abs)r64.mme7:f r9.mme2:f
bfe (8|M8) r10.2<1>:d r2.0<8;1>:d r64.0<2;1>:d r2.2<4>:d {AccWrEn}
csel (4|M0) (un)f1.0 acc0.0<1>:df r2.1<8;4>:df (abs)r3.0<4;1>:df r127.2<0>:df {AccWrEn,Breakpoint}
madm (1|M4) r9.mme7:hf r64.mme2:hf r64.mme0:hf r127.mme0:hf
bfe (16|M0) r127.0<2>:d r3.1<8;1>:d r64.0<0;1>:d r64.3<4>:d
mad (16|M0) r10.3<2>:df -(abs)r2.2<8;4>:df -(abs)acc0.0<0;0>:df (abs)r3.0<2>:df
bfe (32|M8) r10.0<1>:d r3.0<0;1>:d r64.3<0;0>:d r64.2<1>:d
(~f1.1.all32h) madm (8|M0) r1.mme7:f -r127.nomme:f r64.mme2:f r64.mme2:f {NoDDClr}
mad (16|M0) r10.0<2>:ub -r3.3<0;0>:b (abs)r2.2<0;0>:ud -r127.0<4>:ub {AccWrEn,NoDDChk}
bfe (1|M20) r10.0<1>:d r127.0<4;1>:d r127.2<4;1>:d r2.0<0>:d
bfi2 (1|M24) r1.0<1>:ud r64.2<0;1>:ud r64.0<4;2>:ud r3.3<1>:ud {Switch}
mad (8|M0) (ge)f1.1 acc0.2<1>:df r2.0<4;2>:df -(abs)acc0.3<0;0>:df r2.0<0>:df {NoDDChk}
bfi2 (16|M24) r1.2<1>:ud r127.0<4;2>:ud r64.1<4;1>:ud r127.0<4>:ud {NoDDClr}
mad (32|M0) (sat)acc0.2<2>:df r2.0<4;1>:df r3.0<2;1>:df r3.0<2>:df
(W) csel (16|M0) r10.3<2>:df r127.1<2;1>:df (abs)r2.1<8;1>:df -(abs)r2.0<0>:df
bfe (16|M16) r1.0<1>:d r2.1<2;1>:d r127.0<0;1>:d r3.0<2>:d {Atomic}
bfi2 (1|M0) r127.2<1>:ud r2.0<4;1>:ud r64.0<2;1>:ud r3.0<1>:ud
(~f1.1.all2h) bfe (16|M8) r10.2<1>:d r2.0<0;1>:d r127.3<0;1>:d r64.0<0>:d {NoDDChk,NoDDClr}
csel (16|M24) (sat)r127.4<1>:ud r127.0<0;0>:w -(abs)r64.0<0;0>:d -(abs)r2.0<1>:w
mad (32|M0) (ge)f0.0 (sat)r127.0<1>:df -(abs)r127.0<4;2>:df acc0.0<8;1>:df -(abs)r2.0<4>:df
madm (1|M4) r1.mme2:df (abs)r9.mme2:df (abs)r1.mme0:df -r127.nomme:df
(W) csel (32|M24) (ov)f1.1 (sat)acc0.0<2>:ud r127.2<0;1>:ub -(abs)r2.0<4;2>:d (abs)r3.0<2>:uw {NoDDClr}
mad (4|M0) (gt)f1.0 r10.0<2>:ub r3.0<0;0>:uw r2.0<4;2>:w (abs)r2.1<2>:b {NoDDClr}
(f0.0.anyv) madm (16|M16) r9.mme7:hf -r64.mme7:hf -(abs)r64.mme2:hf r9.mme0:hf {Switch}
(W) bfi2 (32|M0) acc0.2<1>:ud r64.2<8;1>:ud r2.0<2;1>:ud r2.0<4>:ud
(~f0.1.all2h) bfe (16|M16) r10.4<1>:d r2.0<4;1>:d r2.0<0;1>:d r2.0<2>:d {Atomic}
mad (4|M28) (un)f0.0 (sat)r127.3<2>:df -r127.0<8;4>:df -acc0.0<4;2>:df r3.0<4>:df
bfi2 (8|M0) r10.2<2>:ud r2.0<0;1>:ud acc0.0<8;1>:ud r2.0<4>:ud
bfe (8|M0) r10.4<1>:ud r64.3<4;1>:ud r3.0<4;2>:ud r2.0<1>:ud
(W&~f0.0) madm (1|M0) r64.mme0:hf -(abs)r64.mme7:hf -r64.mme0:hf r1.mme0:hf {Atomic}
(~f1.1.any8h) bfi2 (32|M0) r1.0<1>:d r2.0<0;0>:d r64.0<4;2>:d r3.1<0>:d
bfi2 (16|M0) r1.4<2>:d r127.0<4;2>:d r127.0<8;1>:d r3.0<1>:d {Atomic}
mad (32|M0) (gt)f0.0 r10.0<2>:b r127.3<0;0>:ub r3.0<4;1>:b r3.0<2>:uw
(W) bfi2 (4|M28) r10.4<2>:d r64.0<4;2>:d r2.3<4;1>:d r64.0<2>:d {NoDDChk}
(f1.1.anyv) bfi2 (16|M0) acc0.2<1>:d r2.0<0;1>:d r64.0<4;2>:d r127.0<0>:d {NoDDChk}
bfe (2|M0) r1.2<2>:d r2.0<0;0>:d r3.0<8;4>:d r3.0<2>:d
bfi2 (2|M0) acc0.0<1>:d r3.0<8;4>:d r3.2<8;4>:d r3.3<4>:d {AccWrEn}
csel (4|M0) (sat)r127.4<2>:w -r3.0<4;1>:b (abs)r127.0<0;0>:b (abs)r64.0<4>:ub {Breakpoint}
mad (32|M8) (un)f0.1 r10.0<2>:df -(abs)r2.0<2;1>:df acc0.0<8;1>:df -(abs)r3.0<4>:df {Atomic}
(f0.1.any32h) bfi2 (16|M0) r127.2<1>:d r127.0<2;1>:d r127.2<0;1>:d r2.3<1>:d {AccWrEn}
mad (1|M0) r1.0<1>:f -(abs)r3.0<4;2>:f -r3.0<8;1>:hf -(abs)r127.0<0>:hf
(~f0.0.any32h) mad (16|M8) (sat)r1.0<2>:hf -r127.0<2;1>:hf -(abs)r3.3<2;1>:hf r64.2<2>:f
(f1.0.any8h) mad (8|M0) r127.2<1>:df -(abs)r2.0<8;1>:df r3.0<8;4>:df r127.0<0>:df
csel (8|M0) (sat)r10.3<1>:df -(abs)r3.0<2;1>:df r3.1<8;4>:df -(abs)r3.0<0>:df
(f1.0.any16h) mad (16|M0) (lt)f1.0 r127.4<2>:hf r127.3<0;1>:hf (abs)r3.2<0;0>:f -r64.0<0>:f {NoDDClr}
madm (16|M0) r64.mme0:hf (abs)r127.mme0:hf -r1.nomme:hf r1.mme7:hf {Atomic}
madm (1|M20) r9.mme7:hf r64.mme0:hf (abs)r1.mme2:hf r64.mme7:hf
madm (1|M28) r64.mme7:hf (abs)r1.mme7:hf -r9.mme2:hf -(abs)r127.nomme:hf {AccWrEn}
bfi2 (8|M0) r1.0<1>:ud r2.3<4;2>:ud r127.2<0;0>:ud r2.3<2>:ud {NoDDChk}
(W&~f1.0) mad (8|M8) r1.2<1>:df -(abs)r2.0<8;4>:df -r127.3<2;1>:df -(abs)r2.3<4>:df
csel (16|M8) acc0.0<1>:df r127.0<4;2>:df (abs)r64.0<8;1>:df (abs)r64.0<0>:df {Atomic}
csel (4|M0) r10.2<1>:d 0xFFF:uw -(abs)r2.0<8;4>:b 1:w {NoDDChk}
csel (16|M0) r10.0<2>:b (abs)r2.0<8;4>:ub r2.2<0;1>:ub -(abs)r64.0<0>:b
csel (8|M0) r127.0<2>:uw r127.0<0;1>:ub (abs)r3.0<8;1>:d (abs)r2.0<2>:d {Atomic,Breakpoint}
(f0.1.any2h) bfi2 (4|M4) r127.4<1>:d r64.0<0;0>:d r3.0<4;1>:d r64.0<4>:d {NoDDChk}
(W&~f0.1) bfi2 (1|M16) r127.0<1>:ud r127.0<2;1>:ud r2.0<4;2>:ud r127.1<0>:ud
(f1.0.allv) bfi2 (1|M0) r10.0<1>:ud r64.0<0;1>:ud r2.0<0;1>:ud r2.2<0>:ud
bfi2 (8|M0) r10.4<1>:ud r3.0<4;1>:ud r127.0<8;1>:ud r2.1<1>:ud
(W) bfi2 (16|M16) r1.0<1>:ud r2.3<4;2>:ud r64.0<2;1>:ud r2.0<2>:ud
madm (1|M0) r127.mme2:f (abs)r64.mme7:f -(abs)r9.nomme:f -r127.mme2:f {NoDDChk,Switch}
bfe (8|M0) r127.0<2>:ud r127.0<2;1>:ud r3.0<4;1>:ud r3.2<4>:ud {NoDDChk}
(f0.0.all4h) bfi2 (8|M0) r10.2<1>:d r3.3<0;0>:d r127.0<0;1>:d r64.0<2>:d
(f0.0.all8h) mad (8|M0) (un)f0.0 r1.3<2>:df -r2.0<4;2>:df r3.0<2;1>:df (abs)r3.0<2>:df
mad (8|M8) r1.0<1>:uw -(abs)r64.0<4;2>:d (abs)acc0.0<4;1>:d -r3.0<1>:ud {AccWrEn}
(W) mad (1|M0) (gt)f0.0 r127.0<1>:df -r2.0<8;4>:df r3.0<8;1>:df r127.0<4>:df
(f0.0.allv) mad (2|M24) (sat)r127.2<1>:df r64.0<4;1>:df r64.0<0;1>:df r2.0<2>:df {AccWrEn}
(W&~f0.1) bfi2 (16|M0) r127.2<1>:d r3.0<0;1>:d r127.3<2;1>:d r2.0<0>:d
(~f0.0.all2h) madm (16|M0) r127.mme2:df (abs)r127.nomme:df -(abs)r64.nomme:df (abs)r1.mme2:df
mad (8|M0) r10.0<2>:b -r3.0<0;1>:b -(abs)r3.0<8;4>:ub r64.0<1>:ud
mad (4|M16) (sat)r1.4<2>:d (abs)r127.2<2;1>:ud (abs)r2.0<4;2>:d -r127.0<1>:d
bfe (2|M0) r127.2<2>:ud r127.0<0;1>:ud r3.1<8;1>:ud r3.0<4>:ud {Breakpoint}
mad (1|M28) (ov)f1.1 r1.0<2>:df r2.0<0;1>:df r64.0<0;1>:df (abs)r127.0<4>:df
mad (8|M16) r10.0<1>:df r2.0<8;1>:df -r2.0<8;1>:df (abs)r3.0<1>:df
mad (16|M0) (eq)f1.0 (sat)r127.4<2>:f r3.0<8;4>:hf -acc0.3<8;1>:hf -r3.0<1>:hf
mad (8|M16) (le)f0.1 r127.0<2>:b r127.0<0;0>:w (abs)r3.0<4;2>:ub -(abs)r64.0<0>:ud
(W) mad (32|M0) r1.2<2>:df -r3.0<8;1>:df -(abs)r2.0<2;1>:df -(abs)r2.0<2>:df
mad (16|M0) (ne)f1.1 r10.0<2>:uw -(abs)r2.0<2;1>:uw -(abs)r127.3<4;1>:b r64.1<4>:ud {Atomic}
csel (8|M0) (ge)f1.1 r10.2<1>:df (abs)r127.1<4;2>:df r64.2<0;0>:df -r2.0<2>:df
csel (16|M24) (sat)r10.2<2>:df -r127.0<4;2>:df -r2.0<2;1>:df r2.0<0>:df {Atomic}
(W) csel (2|M16) r1.4<1>:uw r3.0<0;0>:d r3.0<0;1>:w -r3.0<2>:uw
csel (8|M16) acc0.0<1>:ud (abs)r2.0<2;1>:b (abs)r64.0<0;0>:ub 32767:w
bfi2 (1|M20) r127.0<1>:ud r64.0<8;4>:ud r127.0<0;0>:ud r64.2<1>:ud
(f0.1.all16h) mad (16|M24) (sat)r1.2<1>:df -(abs)r3.0<0;1>:df (abs)r2.0<0;0>:df -r64.0<2>:df
(f1.0.any8h) mad (8|M0) (le)f1.0 r1.2<1>:df (abs)r64.0<2;1>:df r2.0<8;1>:df r2.0<1>:df
csel (4|M8) r1.0<1>:d (abs)r64.0<4;2>:w r127.0<0;0>:uw r64.0<2>:ud {NoPreempt}
csel (16|M24) (ge)f0.1 r1.2<1>:df r127.0<4;1>:df acc0.0<0;1>:df r3.0<0>:df
(~f0.1.any2h) bfi2 (8|M0) r1.0<1>:d r3.1<2;1>:d r2.2<4;1>:d r127.1<1>:d
madm (8|M0) r1.mme2:hf r9.mme7:hf -(abs)r64.mme2:hf r64.mme2:hf {Breakpoint,NoDDClr,Switch}
csel (8|M0) (ge)f1.0 r1.2<1>:d -r2.0<8;1>:ud -r3.0<4;2>:d -2048:w
bfe (8|M0) r10.2<1>:d r3.0<4;2>:d r3.0<4;1>:d r64.3<1>:d
mad (16|M0) (ov)f1.1 r1.0<2>:d -(abs)r3.2<4;2>:d r3.3<8;1>:ud r3.0<1>:b
bfi2 (16|M0) r127.0<1>:d r2.0<4;1>:d acc0.0<4;2>:d r127.3<1>:d
mad (2|M28) r127.3<1>:df r2.0<8;4>:df -(abs)r127.0<0;0>:df -r127.0<1>:df
mad (1|M12) (ov)f1.1 r10.0<2>:b -(abs)r127.0<0;1>:ud -(abs)r127.2<0;0>:w r127.0<2>:d
mad (2|M0) (le)f0.0 r10.0<2>:df -r64.0<0;1>:df r127.0<8;1>:df (abs)r64.1<2>:df {AccWrEn}
bfe (8|M8) r1.2<1>:ud r127.0<8;4>:ud r127.0<8;1>:ud r3.0<4>:ud
(~f0.0.any4h) mad (4|M0) r127.4<1>:uw r127.3<4;2>:w r127.0<4;1>:ub -(abs)r64.0<0>:b
csel (16|M16) r10.0<2>:df r2.0<0;0>:df (abs)r127.2<4;2>:df (abs)r127.0<1>:df {AccWrEn,Switch}
(W) bfi2 (16|M0) r127.4<2>:d r127.0<0;1>:d r127.0<0;0>:d r2.0<1>:d
(W) bfe (16|M16) r1.4<1>:ud r64.0<8;1>:ud r64.0<4;2>:ud r127.0<4>:ud {NoDDChk}
csel (16|M0) r10.0<2>:df r127.0<4;2>:df r127.0<8;4>:df -(abs)r2.0<0>:df
(W) mad (16|M0) (gt)f0.1 r1.3<1>:df r127.0<0;0>:df (abs)r2.0<4;2>:df -(abs)r3.2<0>:df
csel (1|M0) r1.0<1>:f -(abs)r2.0<4;1>:hf (abs)r3.0<0;1>:hf -(abs)r2.1<4>:hf {Atomic}
bfe (32|M24) r10.0<1>:d r64.3<0;0>:d r64.0<0;0>:d r3.0<4>:d
mad (32|M0) (le)f1.0 r1.0<1>:df r2.1<8;4>:df (abs)r127.0<8;4>:df r3.1<4>:df {AccWrEn}
(W&f1.0) bfi2 (8|M0) r1.0<1>:d r3.0<8;4>:d r127.2<4;2>:d r64.0<0>:d
csel (16|M0) r10.4<1>:d r127.1<8;4>:b -r2.1<0;1>:ud -(abs)r64.2<1>:uw
mad (4|M0) r127.0<1>:ud -r64.0<2;1>:ub r127.0<0;1>:d r127.0<2>:b
bfe (8|M0) r10.4<1>:d r3.0<4;1>:d r2.0<8;4>:d r3.0<0>:d
mad (16|M16) acc0.4<1>:hf -r2.0<4;2>:f (abs)r2.2<4;1>:f -(abs)r2.3<2>:hf
mad (4|M28) (sat)r127.3<1>:df (abs)r2.0<2;1>:df acc0.1<8;4>:df r2.2<4>:df
bfe (1|M0) r10.2<2>:d r127.3<8;4>:d r64.2<0;1>:d r3.0<1>:d {NoDDChk}
bfe (32|M0) r1.0<2>:d r127.3<8;4>:d r64.0<0;0>:d r64.0<4>:d
mad (32|M8) (ov)f1.0 r1.3<1>:df -(abs)r127.0<0;0>:df r127.0<8;4>:df r127.0<0>:df
bfi2 (2|M0) r10.4<2>:d r2.2<0;1>:d r127.1<8;4>:d r127.1<2>:d
(W) mad (16|M0) (sat)r10.0<2>:b r2.0<0;0>:w -(abs)r64.0<8;1>:w -(abs)r2.1<2>:b
(~f0.1.any4h) bfi2 (8|M0) r127.2<2>:d r64.0<0;1>:d r64.0<8;4>:d r3.0<4>:d
(W) bfe (8|M0) r127.0<2>:d r64.0<0;0>:d r127.0<8;4>:d r64.0<1>:d
madm (8|M0) (sat)r64.mme7:df r1.mme2:df -r64.mme7:df r127.nomme:df {Atomic,NoDDChk}
mad (1|M12) r127.4<2>:ud -(abs)r3.0<0;0>:uw r127.0<4;2>:d r127.0<1>:ud
madm (8|M0) r64.mme2:f -r9.mme0:f -r64.nomme:f -(abs)r9.nomme:f {NoDDClr}
(f0.1.anyv) mad (2|M0) r127.0<1>:b -(abs)r2.0<2;1>:w -(abs)r127.0<0;0>:ub -r3.0<1>:d
mad (1|M16) r10.0<1>:ub -r3.0<2;1>:ub r2.0<8;1>:uw (abs)r3.3<2>:b
mad (16|M0) r127.4<1>:ud -(abs)r127.2<4;1>:w (abs)r2.0<0;1>:ub (abs)r3.0<0>:uw
(W) mad (8|M0) (sat)r127.3<2>:df r2.0<4;1>:df -(abs)r3.2<2;1>:df -r3.0<4>:df {Breakpoint,NoDDChk,NoDDClr}
bfi2 (32|M16) r127.0<1>:ud r3.0<8;4>:ud r127.0<0;1>:ud r64.0<1>:ud
(W) madm (16|M8) (sat)r127.mme2:hf -r64.nomme:hf r64.mme0:hf -(abs)r127.mme2:hf
(f0.1.any8h) bfe (1|M16) r1.0<2>:d r64.0<4;1>:d r64.2<8;4>:d r64.0<4>:d
madm (8|M8) r127.mme2:hf -r64.mme0:hf r127.mme0:hf -r1.mme2:hf
mad (32|M8) (ne)f1.0 r10.2<2>:df r127.3<2;1>:df -r64.0<8;1>:df r64.0<1>:df
(f0.1.any2h) madm (4|M28) r1.mme0:df r9.mme2:df r1.mme7:df -r64.mme0:df {Atomic}
mad (16|M0) r10.0<2>:b (abs)r3.3<4;1>:uw -(abs)r2.2<0;0>:b r2.2<2>:uw {AccWrEn,NoDDChk}
(W) csel (4|M0) (un)f0.0 r10.0<1>:uw -r127.0<0;1>:uw (abs)r127.0<8;1>:uw (abs)r2.2<1>:d
madm (4|M0) r1.mme2:f (abs)r127.mme7:f (abs)r9.mme0:f r1.nomme:f {AccWrEn}
(W) mad (32|M0) r1.4<2>:ud -(abs)r127.0<4;1>:d r127.3<4;1>:uw r3.0<4>:b
(f1.1.all4h) bfi2 (8|M0) r127.0<2>:d r3.0<2;1>:d r2.0<0;1>:d r2.0<4>:d {Breakpoint}
csel (2|M8) r1.4<2>:uw r2.0<4;2>:uw -acc0.1<0;0>:ud r127.0<2>:w {NoDDChk}
bfi2 (1|M0) r127.0<1>:d r2.0<2;1>:d r64.0<0;0>:d r127.0<1>:d {NoDDChk,Switch}
madm (16|M24) r127.mme0:df r127.mme0:df r9.mme0:df r127.nomme:df {NoDDClr}
mad (8|M0) r10.0<2>:d r127.0<0;0>:b r127.3<8;4>:b -r2.0<0>:w
bfi2 (1|M12) acc0.0<1>:d r3.0<8;1>:d r2.0<4;1>:d r2.3<4>:d
mad (16|M16) (ne)f0.0 r10.2<2>:df (abs)r127.0<0;0>:df r64.1<4;1>:df -r64.0<2>:df
csel (4|M0) r127.0<2>:df r64.0<0;1>:df -r2.3<8;1>:df (abs)r3.0<1>:df
(f0.1.anyv) bfi2 (4|M16) r10.0<2>:d r3.0<4;2>:d r2.0<8;4>:d r3.3<4>:d
(W) csel (2|M0) r10.0<1>:df r2.0<0;0>:df (abs)r127.2<4;1>:df r2.0<2>:df
bfi2 (4|M0) r10.2<1>:ud r2.2<2;1>:ud r64.2<4;2>:ud r64.3<2>:ud
(f0.1.any4h) madm (2|M0) (sat)r1.mme7:df -(abs)r1.nomme:df -r64.mme0:df r9.mme2:df
(W&~f0.1) bfe (4|M0) acc0.2<2>:ud r2.0<8;1>:ud r3.1<0;1>:ud r3.0<4>:ud {Breakpoint}
csel (8|M16) r1.0<1>:hf -r3.0<8;4>:hf r3.0<2;1>:f r2.0<0>:f {NoDDClr}
bfe (16|M0) r127.4<1>:d r3.0<4;1>:d r2.1<4;1>:d r64.0<4>:d
mad (16|M0) r10.4<1>:uw r2.1<0;0>:ub -(abs)r64.0<4;1>:w -(abs)r64.0<1>:d
(W) csel (8|M24) r10.2<1>:df -r127.0<2;1>:df acc0.3<0;0>:df r64.0<0>:df {NoDDClr,Switch}
(W) bfi2 (1|M0) r10.0<2>:d r64.1<8;4>:d r2.0<4;2>:d r3.2<2>:d
(W) csel (8|M0) r1.2<2>:df -(abs)r127.0<4;1>:df -(abs)r64.1<4;2>:df -r64.1<1>:df {NoDDChk}
(W) bfe (16|M16) r127.0<1>:d r64.3<4;1>:d r3.0<0;0>:d r64.0<4>:d {Atomic,NoDDChk}
(W) madm (8|M0) r64.mme0:f r64.nomme:f -(abs)r127.nomme:f -r1.mme7:f
csel (8|M0) (ge)f0.0 r10.0<1>:uw -(abs)r2.3<4;2>:uw -(abs)r127.1<8;4>:ud r2.0<1>:d
mad (2|M28) (sat)r10.3<1>:df -(abs)r2.0<0;1>:df (abs)r3.0<0;1>:df (abs)r64.1<2>:df
mad (16|M0) acc0.0<1>:b 0xFFFF:uw r127.2<2;1>:b r127.0<0>:w
bfe (2|M20) acc0.0<1>:d r64.0<4;1>:d r3.0<8;1>:d r127.0<2>:d
(W&f1.1) bfe (8|M0) r127.0<1>:ud r2.2<4;1>:ud r3.0<0;1>:ud r2.1<2>:ud
(~f1.1.any2h) mad (4|M0) r127.0<1>:b (abs)r64.0<2;1>:uw -r2.0<0;1>:w -r2.0<1>:ub {Atomic}
(~f1.1.all4h) mad (16|M0) r127.0<1>:b (abs)r127.0<8;1>:ud r2.0<4;1>:ub -(abs)r127.0<4>:ub
madm (8|M16) r64.mme0:df -(abs)r9.mme7:df r127.mme7:df (abs)r9.mme0:df
(f0.0.anyv) bfi2 (2|M24) r1.2<1>:ud r3.0<8;1>:ud r2.2<8;1>:ud r127.0<2>:ud {Atomic,NoDDChk}
madm (4|M0) r9.mme7:hf -(abs)r64.mme2:hf (abs)r64.nomme:hf r1.mme2:hf
bfi2 (4|M24) r1.0<2>:d r127.3<0;1>:d r2.0<2;1>:d r64.1<4>:d {Breakpoint}
(W) bfe (8|M0) r10.4<1>:ud r3.0<2;1>:ud r64.0<2;1>:ud r64.0<0>:ud {NoDDClr}
(~f0.0.any32h) mad (8|M16) (le)f0.0 r1.2<2>:ud -(abs)r3.3<4;1>:w (abs)r127.0<8;4>:w (abs)r2.0<2>:b {Atomic,Breakpoint,NoDDClr}
madm (8|M0) r127.mme7:df -r64.mme2:df -(abs)r64.mme0:df r64.mme7:df
(f0.0.all16h) mad (2|M16) (sat)r10.0<1>:df -(abs)r2.0<8;1>:df (abs)r2.0<0;0>:df (abs)r3.0<1>:df {AccWrEn,Breakpoint,NoDDClr}
mad (8|M0) r1.0<1>:uw -r3.0<4;2>:ub r64.0<8;4>:d (abs)r127.0<0>:d
mad (4|M0) r10.2<1>:df -(abs)r3.3<8;4>:df -(abs)r3.0<8;1>:df r3.0<0>:df
bfi2 (4|M8) r1.0<1>:d r2.0<2;1>:d r127.0<0;0>:d r127.1<2>:d
bfi2 (16|M16) r10.2<1>:d r2.0<2;1>:d r3.0<0;0>:d r3.0<4>:d
(f0.1.all32h) bfi2 (2|M8) r127.0<1>:d r127.3<4;1>:d r127.0<4;2>:d r3.0<2>:d {NoDDClr}
csel (1|M8) (un)f1.1 r10.4<1>:w r2.2<0;1>:ud -r127.2<8;1>:uw (abs)r2.0<4>:ud {Atomic}
bfe (8|M0) r1.0<2>:d r64.1<4;2>:d r3.3<0;1>:d r64.0<2>:d
bfi2 (8|M0) r127.0<1>:d r64.3<8;4>:d r3.0<0;1>:d r64.3<4>:d
mad (32|M0) (eq)f0.1 (sat)r1.0<2>:df (abs)r3.0<4;2>:df r64.0<2;1>:df -r3.0<2>:df
bfe (8|M8) r1.0<1>:ud r64.0<0;1>:ud acc0.0<8;4>:ud r3.3<2>:ud {NoDDClr}
(W) madm (16|M0) r64.mme0:df -(abs)r127.mme0:df (abs)r9.mme2:df r1.nomme:df {Switch}
bfi2 (8|M16) acc0.4<2>:d r64.3<0;0>:d r127.0<0;1>:d r64.0<0>:d {Switch}
(W) csel (4|M0) (lt)f0.1 r127.0<2>:f r64.2<8;1>:hf -acc0.0<4;2>:f r3.0<1>:f {NoDDChk,Switch}
mad (4|M16) r1.2<1>:d 0x1E42:uw -r127.0<4;2>:ud -(abs)r2.2<2>:w
madm (8|M16) r127.mme0:hf -r1.mme2:hf -r9.mme0:hf -(abs)r1.mme7:hf
mad (32|M0) r1.4<1>:w (abs)r127.0<0;0>:b -r64.2<4;2>:uw -r2.0<2>:ub
mad (16|M0) (sat)r127.3<2>:df (abs)r64.0<2;1>:df (abs)acc0.0<4;1>:df r64.3<2>:df
bfe (1|M0) r1.4<2>:d r3.0<2;1>:d acc0.1<4;2>:d r127.0<2>:d
bfi2 (2|M0) r127.2<1>:ud r3.0<8;1>:ud r64.0<0;1>:ud r127.0<4>:ud {Breakpoint,Switch}
(f1.1.allv) bfe (8|M24) r10.2<1>:ud r3.3<4;2>:ud r64.2<4;1>:ud r2.0<4>:ud
madm (2|M12) r9.mme7:hf -(abs)r9.mme0:hf (abs)r127.mme0:hf -r1.mme2:hf
(f0.0.all16h) madm (16|M0) r127.mme2:df (abs)r64.nomme:df -(abs)r9.mme7:df -(abs)r127.mme0:df {NoDDClr}
csel (16|M16) (ne)f0.1 r1.0<2>:df r3.0<0;1>:df r2.0<4;1>:df -(abs)r3.0<0>:df {NoPreempt}
csel (16|M0) r1.3<1>:df -(abs)r127.0<0;0>:df r64.0<4;1>:df r2.0<4>:df
bfi2 (2|M24) r127.4<1>:d r127.0<4;1>:d r127.0<8;1>:d r127.0<4>:d
bfe (1|M0) r1.0<2>:ud r3.0<0;1>:ud r2.0<2;1>:ud r127.0<1>:ud {NoDDClr}
csel (16|M0) r1.2<1>:df (abs)r127.0<4;1>:df (abs)r3.0<0;1>:df -(abs)r127.3<0>:df {NoDDChk}
mad (16|M0) r1.0<2>:df -(abs)r2.0<0;1>:df r2.0<0;0>:df -(abs)r127.0<4>:df {AccWrEn}
bfe (4|M0) r10.4<1>:ud r2.1<8;4>:ud r2.0<4;2>:ud r127.0<2>:ud {Switch}
(W&f0.0) mad (16|M0) r127.3<1>:df -r64.0<4;1>:df (abs)r3.0<4;2>:df -r127.0<2>:df
(~f0.1.any4h) bfe (8|M0) r1.0<1>:ud r127.0<4;1>:ud acc0.1<0;1>:ud r2.0<2>:ud {Atomic}
(f1.1.all8h) mad (4|M20) r127.0<1>:w r127.3<0;0>:ub (abs)r127.0<4;1>:b -r64.2<1>:d
(~f1.0.all32h) mad (16|M0) r1.0<2>:hf -r64.0<2;1>:f (abs)r127.0<4;2>:f r64.0<4>:f {Switch}
(W) mad (16|M24) r1.0<2>:df r3.0<8;1>:df r3.0<2;1>:df r3.3<2>:df
bfe (32|M0) r127.2<1>:d r127.1<0;1>:d acc0.0<4;2>:d r2.0<4>:d
bfe (4|M16) r127.0<1>:ud r127.0<4;1>:ud r2.0<0;1>:ud r64.3<1>:ud {Breakpoint}
mad (1|M16) acc0.0<1>:df (abs)r3.0<8;4>:df -(abs)r127.0<8;1>:df -(abs)r3.0<2>:df
(W&f1.1) mad (16|M16) r10.0<1>:ud -r127.0<8;1>:b r2.0<2;1>:w -(abs)r2.3<2>:w
(f0.0.all8h) bfi2 (4|M0) r1.0<2>:ud r127.0<8;1>:ud r3.3<8;1>:ud r127.0<1>:ud
bfe (8|M0) r1.2<1>:d r3.0<4;2>:d r3.0<4;2>:d r3.0<0>:d {Atomic}
mad (2|M20) r1.0<1>:d r127.0<8;1>:ub r2.0<8;1>:ub -r2.0<2>:ud
bfe (8|M24) r127.2<2>:ud r2.2<2;1>:ud acc0.0<4;2>:ud r64.2<0>:ud {Atomic}
madm (4|M0) r127.mme0:hf r127.mme0:hf r9.mme0:hf (abs)r1.mme7:hf {Breakpoint}
mad (2|M0) (gt)f0.0 (sat)acc0.0<2>:df (abs)r127.0<4;1>:df (abs)r127.3<4;1>:df r64.3<1>:df
bfe (4|M0) r10.4<1>:ud r3.0<0;0>:ud r3.0<2;1>:ud r3.0<4>:ud {NoDDClr}
(W&f0.0) bfi2 (1|M0) r1.0<2>:ud r2.2<4;2>:ud r64.0<0;1>:ud r127.0<4>:ud {NoDDClr}
csel (16|M0) (le)f1.0 r10.2<1>:df r3.0<2;1>:df r64.2<4;2>:df r3.2<0>:df
(~f0.0.all4h) bfi2 (8|M0) r1.0<1>:d r64.1<4;2>:d r127.0<4;1>:d r127.0<1>:d
(~f0.1.all2h) bfi2 (4|M12) r10.0<2>:ud r2.0<8;4>:ud r127.0<8;4>:ud r2.0<2>:ud {Switch}
(f0.1.all2h) bfe (2|M0) r127.2<2>:ud r2.0<0;1>:ud r127.0<2;1>:ud r3.1<0>:ud
(~f0.1.any4h) mad (2|M0) r1.0<2>:uw -r127.0<0;1>:w r127.0<8;4>:w r64.0<2>:ub {NoDDChk}
csel (16|M0) (sat)r1.0<1>:f -(abs)r64.0<0;0>:hf acc0.0<0;1>:hf -r127.0<2>:f
(~f0.1) mad (4|M24) acc0.4<1>:uw r3.1<8;1>:b -(abs)r2.0<2;1>:d r127.1<2>:b
bfe (8|M0) r10.4<1>:ud r2.0<4;2>:ud r64.0<4;2>:ud r3.3<1>:ud
mad (1|M8) (un)f1.1 r1.4<1>:ud -r64.0<4;2>:w r3.1<4;1>:uw (abs)r2.3<4>:w
(~f0.0.all16h) bfi2 (4|M24) acc0.2<2>:ud r127.0<4;1>:ud r2.0<4;2>:ud r64.1<0>:ud {Switch}
(~f1.1.any16h) mad (16|M0) r127.0<1>:hf (abs)r127.2<4;2>:f (abs)r2.2<2;1>:hf (abs)r64.0<4>:hf
csel (1|M24) r10.0<1>:df (abs)r127.2<8;4>:df -r2.1<0;0>:df -(abs)r64.0<0>:df
(W) bfi2 (1|M8) acc0.0<1>:d r3.0<8;1>:d r127.1<2;1>:d r2.1<4>:d
(f0.1.any32h) madm (32|M8) r64.mme0:df -(abs)r1.nomme:df -(abs)r64.mme7:df -r127.mme0:df
bfi2 (8|M0) r1.0<1>:ud r2.0<2;1>:ud r127.3<0;0>:ud r3.2<1>:ud
(W&~f1.1) madm (32|M8) r9.mme0:f r1.nomme:f r9.mme7:f -(abs)r127.mme7:f
bfe (1|M24) r10.4<1>:d r2.0<4;1>:d r64.0<0;0>:d r3.0<1>:d {AccWrEn}
(W) mad (16|M0) r127.0<1>:f r3.0<8;1>:f r3.0<0;1>:f -(abs)r3.0<0>:hf
(~f0.1.all8h) bfi2 (1|M0) r10.0<2>:ud r2.0<8;1>:ud r2.3<0;1>:ud r127.0<2>:ud
(~f1.1.allv) bfi2 (16|M24) acc0.0<1>:d r64.0<8;4>:d r64.0<4;2>:d r127.0<1>:d
(W) mad (1|M0) r127.0<1>:df -r3.0<8;4>:df r2.0<8;4>:df r127.3<0>:df {NoDDChk}
mad (32|M16) r1.0<1>:df r3.0<4;2>:df (abs)r64.0<8;1>:df r127.0<2>:df
(~f1.0.any32h) bfi2 (8|M0) r10.4<1>:d r64.3<2;1>:d r3.0<0;0>:d r64.3<0>:d {AccWrEn,NoDDClr}
(W) madm (8|M0) r1.mme2:df r127.nomme:df -(abs)r9.nomme:df -r64.mme7:df
(W) mad (32|M0) (gt)f0.1 r1.3<2>:df (abs)r2.0<4;1>:df r64.2<8;1>:df -(abs)r3.3<1>:df
(~f1.0.any2h) bfe (8|M24) r127.0<1>:d r127.0<4;2>:d r64.0<4;1>:d r127.0<1>:d {NoDDChk}
(W) bfi2 (8|M0) r10.0<1>:ud r3.3<4;1>:ud r127.0<4;1>:ud r2.3<0>:ud
mad (16|M16) r1.0<2>:b r3.0<2;1>:ub -r127.0<0;1>:w r3.0<2>:ub
madm (1|M28) r64.mme0:df r9.mme2:df r9.mme2:df (abs)r127.mme2:df
(W) bfi2 (4|M24) r1.0<1>:ud r3.2<4;2>:ud r3.0<0;0>:ud r2.0<1>:ud {NoDDChk}
(f1.0.any32h) mad (2|M4) r127.4<1>:uw (abs)r64.1<4;2>:b -(abs)r3.0<4;1>:ud r127.3<0>:ud {Atomic}
(~f0.0.allv) madm (8|M0) r9.mme0:hf r64.mme0:hf r64.mme0:hf r127.nomme:hf {AccWrEn,NoDDClr,Switch}
bfi2 (8|M0) r1.2<1>:d r127.0<8;1>:d r64.0<8;1>:d r127.0<2>:d
mad (16|M16) (sat)r127.0<1>:b r64.0<0;1>:ub r2.2<0;0>:d r2.3<0>:d {NoDDChk,NoDDClr}
(~f1.1.all16h) mad (8|M8) (sat)r1.0<2>:ub -r2.0<2;1>:ud r2.0<8;4>:uw (abs)r3.0<4>:uw {AccWrEn}
bfi2 (16|M0) r127.2<2>:ud r64.0<0;1>:ud r3.0<8;1>:ud r2.0<2>:ud
csel (16|M0) (le)f0.1 (sat)r1.0<2>:ub -(abs)r127.0<4;1>:d -(abs)r2.0<8;1>:ud -r64.2<4>:ud {NoDDChk}
csel (16|M0) r1.0<2>:b r3.0<4;1>:b r2.0<4;1>:d r2.0<2>:w
(f0.1.any32h) bfe (16|M0) r1.0<1>:d r2.0<8;4>:d r2.0<0;1>:d r3.0<2>:d {AccWrEn}
(W&~f0.0) mad (8|M24) r127.4<1>:hf -(abs)r127.0<2;1>:f r127.2<4;1>:hf (abs)r2.3<2>:hf {NoDDClr}
bfe (2|M0) r10.4<2>:d r127.0<4;1>:d r3.0<4;2>:d r64.2<4>:d
csel (4|M0) r10.2<1>:ud (abs)r64.0<0;0>:d -r2.2<0;0>:ud 0x1000:uw
(W) bfi2 (8|M24) r127.0<2>:ud r2.0<0;1>:ud r127.0<4;1>:ud r3.0<4>:ud {NoDDClr}
bfi2 (16|M0) acc0.0<2>:ud r64.2<0;0>:ud r3.0<4;1>:ud r2.0<2>:ud {Switch}
madm (2|M4) r9.mme0:df (abs)r127.mme0:df -r127.mme2:df -r127.mme2:df {NoDDChk,Switch}
bfi2 (1|M0) r1.0<1>:ud r127.1<8;1>:ud r3.0<8;4>:ud r2.0<2>:ud
(f1.1.any16h) bfe (8|M8) r10.0<1>:ud r2.0<4;1>:ud r64.0<8;4>:ud r3.0<0>:ud {AccWrEn}
csel (32|M0) r127.0<1>:b r2.1<0;0>:ub -r64.0<8;1>:uw -r3.0<0>:ud {Switch}
(f1.0.allv) mad (1|M0) acc0.0<2>:ub -(abs)r127.0<0;0>:b -(abs)r64.0<0;1>:b -(abs)r64.0<4>:b
(f1.0.all4h) bfe (16|M8) r1.0<2>:ud r127.0<0;0>:ud acc0.0<0;0>:ud r64.3<4>:ud
csel (8|M8) (ge)f1.1 r1.0<1>:df -(abs)r64.0<8;4>:df r3.0<2;1>:df -r127.3<2>:df
madm (16|M0) r1.mme2:hf -r9.mme2:hf -(abs)r64.mme0:hf -(abs)r1.mme2:hf {NoPreempt}
mad (16|M16) r1.0<1>:df (abs)r127.0<0;1>:df r127.0<0;1>:df -r127.1<0>:df
csel (4|M8) (ne)f0.0 r1.0<1>:f r3.1<2;1>:hf r2.0<8;1>:f -r64.0<2>:hf {Switch}
madm (16|M0) (sat)r127.mme0:hf r64.mme2:hf -r1.mme0:hf (abs)r127.mme7:hf {NoDDClr}
mad (16|M0) r1.0<1>:df (abs)r2.0<4;2>:df (abs)r2.1<8;1>:df -r2.0<2>:df
(f0.0.all4h) bfi2 (2|M0) r1.2<1>:ud r2.0<0;1>:ud r64.0<0;1>:ud r2.0<4>:ud
(~f0.0.all32h) madm (8|M0) r64.mme0:df -(abs)r64.mme0:df -r1.mme2:df r64.nomme:df
madm (1|M0) r127.mme0:f r1.mme7:f r9.mme0:f (abs)r1.mme7:f
mad (8|M0) r1.0<2>:df r2.1<4;2>:df r3.0<8;1>:df r2.0<2>:df
csel (16|M16) r127.2<1>:df -r3.0<4;1>:df -(abs)r3.0<8;1>:df (abs)r2.3<1>:df
bfe (8|M0) r10.0<1>:d r64.0<8;1>:d r64.0<0;1>:d r2.1<4>:d
(~f1.1.any2h) madm (4|M28) (sat)r9.mme7:hf -r1.mme0:hf -(abs)r64.nomme:hf -r9.mme7:hf
(~f1.0.all4h) bfi2 (8|M24) r10.0<1>:ud r64.0<2;1>:ud r3.0<8;4>:ud r127.0<4>:ud
bfe (16|M0) r127.4<1>:d r3.0<8;1>:d r3.3<0;0>:d r2.1<0>:d
(~f1.0.all8h) bfe (8|M16) r127.0<1>:d r127.0<8;1>:d r3.0<4;2>:d r64.1<0>:d {NoDDClr}
madm (32|M0) r1.mme2:df r9.nomme:df r64.nomme:df -r127.mme0:df
(f1.0.any8h) bfe (8|M0) r127.4<1>:ud r2.0<0;1>:ud r2.2<4;2>:ud r2.1<2>:ud {Atomic}
(~f0.1.any32h) mad (2|M12) r1.2<1>:df r3.0<8;4>:df (abs)acc0.0<8;4>:df -(abs)r2.0<2>:df
(~f0.0.any2h) mad (4|M0) r127.0<2>:b -(abs)r3.0<2;1>:b r127.2<2;1>:d r127.3<4>:w {NoDDChk,NoDDClr}
(~f0.1.any2h) madm (8|M16) r9.mme0:hf r64.nomme:hf r64.mme2:hf r9.mme2:hf
(~f1.0.all4h) madm (2|M0) r127.mme0:hf -(abs)r1.mme2:hf -r9.mme0:hf -r127.mme7:hf {NoDDClr,Switch}
(W) csel (2|M0) r1.0<2>:df -r2.0<4;1>:df r2.2<4;2>:df (abs)r3.0<2>:df
bfi2 (16|M8) r10.4<1>:ud r127.0<4;2>:ud r64.0<4;2>:ud r3.0<4>:ud {Atomic}
csel (4|M4) r1.4<1>:hf r3.0<4;2>:hf (abs)r2.3<4;2>:hf -(abs)r2.0<4>:hf
(W) mad (8|M0) r1.4<2>:ud r64.0<4;2>:uw r64.2<0;0>:ud -(abs)r2.0<4>:uw {AccWrEn,NoPreempt}
csel (1|M0) r127.0<2>:d -(abs)r2.2<8;1>:w r64.1<8;1>:ub r127.1<0>:ud
(~f0.0.anyv) bfe (1|M0) r127.2<2>:ud r64.0<0;0>:ud r127.0<0;1>:ud r3.1<0>:ud {Switch}
(W) csel (16|M8) (le)f1.1 r1.0<1>:uw -r127.3<4;1>:b r2.3<8;4>:d r64.0<0>:d
(~f0.0.all16h) mad (8|M0) r10.0<1>:ub (abs)r3.0<0;0>:w -(abs)r3.3<2;1>:uw (abs)r127.1<0>:w {Atomic}
bfe (4|M8) r127.0<1>:ud r3.0<8;1>:ud r64.0<4;2>:ud r3.0<0>:ud
madm (8|M24) r127.mme0:df r1.mme2:df -(abs)r127.mme0:df -r9.mme0:df
(f1.0.all16h) madm (16|M0) r1.mme0:df r127.mme7:df r64.mme0:df r127.mme7:df
(W&f1.0) madm (16|M0) r127.mme0:hf r1.nomme:hf (abs)r1.mme7:hf r9.mme0:hf
mad (16|M0) r10.0<1>:d -(abs)r2.0<8;1>:d (abs)acc0.0<0;1>:ub -r3.0<4>:b {Breakpoint}
csel (16|M0) (eq)f1.0 (sat)r1.0<1>:uw -(abs)r64.0<2;1>:uw r2.0<8;1>:ud -r3.3<4>:ud
(W&~f1.1) mad (2|M0) r1.0<1>:ub -r3.0<8;4>:d -r64.0<8;1>:b r127.2<4>:ud {Atomic}
csel (2|M0) (le)f1.0 r1.0<2>:ud r64.0<0;0>:ub -(abs)r64.0<4;1>:w -(abs)r64.0<4>:ub {AccWrEn}
(f0.0) mad (4|M4) r127.0<2>:uw r2.0<2;1>:ud r2.2<2;1>:b r3.0<0>:d {Breakpoint,Switch}
mad (2|M24) r10.0<1>:ub 2047:w r2.0<4;2>:ud -(abs)r127.0<4>:b {NoDDChk}
mad (4|M0) r1.3<1>:df -r127.0<2;1>:df -(abs)r2.3<0;0>:df (abs)r127.3<1>:df
(~f1.1) bfi2 (4|M28) r127.0<1>:ud r64.0<4;2>:ud r2.0<8;4>:ud r64.2<0>:ud {Breakpoint}
bfi2 (1|M0) r127.0<2>:d r127.0<8;4>:d acc0.0<0;0>:d r3.0<4>:d
(f0.1.any8h) mad (16|M0) r10.0<2>:df -(abs)r3.0<8;1>:df -(abs)r2.0<2;1>:df r2.0<4>:df
(W) bfi2 (8|M0) r10.0<1>:d r64.2<4;2>:d r2.0<2;1>:d r127.0<0>:d {NoDDChk}
mad (2|M0) (sat)r127.0<1>:uw -(abs)r64.2<2;1>:w r2.1<8;4>:b -r2.0<0>:ud
(f0.0.any4h) bfi2 (1|M0) acc0.0<1>:ud r3.0<4;2>:ud r127.0<2;1>:ud r3.1<2>:ud
bfe (4|M0) r1.2<2>:d r2.2<2;1>:d r127.0<4;1>:d r2.0<2>:d {Atomic}
csel (1|M0) (ov)f1.1 acc0.0<1>:df -(abs)r64.0<4;1>:df r3.0<8;4>:df -r2.3<2>:df {NoDDChk}
madm (8|M16) r1.mme7:f (abs)r127.mme2:f r9.nomme:f (abs)r64.mme0:f {NoDDClr,NoPreempt}
(W&~f0.0) mad (8|M0) (lt)f0.0 r1.0<1>:df r64.2<8;1>:df -(abs)r127.0<2;1>:df r127.0<4>:df {NoPreempt}
bfe (4|M8) r127.4<1>:ud r2.0<0;1>:ud r3.2<0;0>:ud r127.2<0>:ud {NoDDClr}
madm (8|M0) r1.mme2:df -(abs)r9.mme7:df r127.mme2:df r64.nomme:df
(f1.0) madm (8|M0) r9.mme2:hf r9.nomme:hf -(abs)r127.mme2:hf -(abs)r127.mme7:hf
(~f1.0.all32h) bfe (1|M4) r127.0<2>:ud r2.0<0;0>:ud r64.0<4;2>:ud r64.0<2>:ud {Switch}
csel (2|M0) r1.3<1>:df -r3.0<2;1>:df (abs)r2.1<2;1>:df (abs)r2.0<1>:df {Atomic}
mad (8|M0) r127.3<1>:df (abs)r64.1<8;1>:df acc0.0<2;1>:df (abs)r64.0<1>:df
(W) mad (8|M8) (ne)f0.1 r1.2<1>:df r2.0<8;4>:df -r2.0<2;1>:df -(abs)r2.0<1>:df
madm (4|M4) r64.mme2:f (abs)r127.nomme:f (abs)r1.mme7:f (abs)r9.mme7:f
csel (4|M12) (eq)f1.0 r1.0<1>:df r64.1<0;0>:df (abs)r64.0<2;1>:df r64.2<1>:df
mad (8|M24) r1.0<1>:ub -(abs)r64.0<0;1>:w r127.0<4;1>:b (abs)r127.0<2>:b
madm (4|M0) r1.mme2:df r9.mme7:df r64.mme7:df r1.mme2:df {Atomic}
madm (32|M16) r1.mme2:hf -(abs)r9.mme2:hf (abs)r9.mme7:hf -(abs)r127.mme0:hf
madm (8|M16) r127.mme0:hf (abs)r127.mme2:hf r64.nomme:hf r64.mme0:hf
(W) madm (4|M16) r64.mme0:hf -r1.nomme:hf r127.mme7:hf -(abs)r64.mme7:hf
mad (8|M8) (lt)f0.0 r1.0<1>:df (abs)r64.1<8;4>:df -acc0.1<4;1>:df r2.1<1>:df
madm (2|M28) r127.mme0:f -(abs)r9.mme0:f (abs)r64.mme0:f (abs)r9.mme0:f
(~f0.0.allv) madm (16|M0) (sat)r1.mme7:f r9.mme7:f r64.mme0:f r9.mme7:f {Switch}
csel (8|M8) (gt)f0.1 r1.4<1>:ud r64.0<4;2>:uw (abs)r3.2<8;4>:ub (abs)r2.1<2>:b
bfe (16|M0) r1.2<2>:ud r127.0<4;1>:ud r127.0<2;1>:ud r2.0<0>:ud {AccWrEn}
mad (1|M0) (sat)r10.0<1>:hf -inf:hf r2.0<0;1>:hf (abs)r64.0<1>:f {NoDDClr}
csel (4|M16) r10.0<1>:ud -r3.0<4;2>:ub acc0.1<4;2>:ud (abs)r127.0<0>:b
mad (16|M24) acc0.3<1>:df -r3.0<4;2>:df -r2.0<4;1>:df -r64.3<2>:df {NoDDChk}
(~f1.1.all16h) bfe (8|M24) r127.2<2>:ud r3.0<0;1>:ud r3.2<4;2>:ud r2.0<1>:ud {Breakpoint}
csel (4|M0) r127.4<2>:w -r127.0<8;4>:d (abs)r3.0<2;1>:ud -r127.0<2>:ub
(~f0.1.any8h) bfi2 (8|M24) r127.0<1>:ud r2.1<0;0>:ud r3.3<2;1>:ud r127.0<0>:ud
(f0.0.any32h) madm (8|M0) r127.mme0:df (abs)r64.nomme:df -(abs)r9.mme0:df r1.nomme:df {Switch}
mad (16|M0) (ge)f1.0 acc0.0<1>:hf 1.001358e-05:hf r64.0<8;1>:f r64.2<2>:f {NoDDChk}
(~f1.0.all2h) madm (32|M0) r64.mme0:hf r127.mme7:hf r9.mme0:hf -r64.nomme:hf
csel (32|M24) r127.2<1>:df r64.0<8;1>:df r127.2<4;1>:df -r3.0<2>:df {Switch}
bfi2 (2|M0) r127.2<1>:ud r127.0<0;0>:ud r2.0<8;1>:ud r127.0<0>:ud
(f0.1) mad (2|M0) r127.0<1>:b -(abs)r127.0<4;1>:ub -(abs)r3.0<2;1>:ub r2.1<1>:b
mad (8|M0) r10.2<1>:df -(abs)r2.1<0;0>:df r64.0<8;4>:df r3.0<1>:df
(W) mad (8|M0) r10.0<2>:df r3.0<2;1>:df acc0.1<4;2>:df (abs)r127.0<4>:df {NoDDChk}
(f0.0.all8h) mad (32|M0) (le)f0.0 r1.0<2>:uw (abs)r3.2<4;2>:b r64.0<0;1>:ud -(abs)r2.2<0>:uw
(W) mad (32|M0) r10.0<1>:w -(abs)r2.1<2;1>:d -r64.0<0;1>:w 0xFFFF:uw {Breakpoint}
csel (16|M24) (eq)f1.0 r127.0<1>:b r2.0<8;1>:b (abs)r64.0<4;2>:b r3.0<2>:uw
bfe (2|M0) r10.4<2>:d r127.0<8;4>:d r127.1<0;0>:d r64.0<0>:d
bfe (32|M0) r127.2<2>:ud r3.0<4;1>:ud acc0.0<2;1>:ud r127.1<0>:ud
bfi2 (32|M16) r1.2<1>:d r64.0<0;1>:d r64.0<4;2>:d r3.0<0>:d {Breakpoint}
bfe (2|M24) r10.0<1>:d r2.2<0;0>:d acc0.3<4;2>:d r127.2<1>:d
(W) madm (8|M0) r64.mme7:f (abs)r127.mme7:f (abs)r127.nomme:f r127.mme7:f {AccWrEn,Switch}
mad (32|M0) r1.0<1>:d 4095:w (abs)r64.2<4;2>:w (abs)r3.0<4>:d
(f1.1.any32h) madm (4|M0) r127.mme7:df -(abs)r127.mme0:df r1.mme0:df -(abs)r9.mme0:df {NoDDChk}
bfi2 (8|M0) r10.0<1>:d r2.3<8;4>:d r3.0<2;1>:d r64.0<1>:d {Switch}
bfi2 (16|M0) r10.0<1>:d r2.0<4;1>:d r3.3<4;2>:d r64.2<2>:d {NoDDChk}
(W) mad (4|M24) r1.0<2>:df -(abs)r3.0<4;1>:df (abs)r2.1<0;0>:df (abs)r127.0<1>:df {NoPreempt}
bfe (2|M4) r10.2<2>:d r3.1<0;0>:d r127.0<4;2>:d r2.3<2>:d
csel (16|M16) r10.3<2>:df (abs)r2.1<0;0>:df r127.0<8;4>:df -r2.2<0>:df
(f1.0.all2h) madm (16|M24) r1.mme2:hf r9.nomme:hf -r9.mme2:hf (abs)r127.mme0:hf {NoDDClr}
bfi2 (4|M0) r10.2<1>:d r127.0<0;1>:d r64.0<2;1>:d r2.0<4>:d
csel (16|M0) r1.0<2>:df r127.0<4;2>:df r127.0<0;1>:df r3.0<4>:df
(~f1.1.all4h) mad (16|M0) (eq)f1.1 (sat)acc0.4<1>:w 32767:w -r64.1<0;1>:d (abs)r64.0<1>:ub
(f1.0) mad (32|M0) r1.2<2>:df r3.0<4;2>:df r64.0<2;1>:df -r3.0<0>:df
(~f0.0.any2h) mad (1|M16) r10.2<2>:df r2.0<4;2>:df (abs)r127.0<4;2>:df r64.0<0>:df {NoDDChk}
(W) mad (16|M8) acc0.2<2>:df -(abs)r64.0<2;1>:df r3.0<2;1>:df (abs)r64.0<2>:df {Breakpoint}
csel (4|M0) (lt)f1.1 r127.0<2>:b -(abs)r64.0<0;0>:w r64.0<4;1>:b (abs)r64.1<2>:uw {Breakpoint}
madm (16|M24) r64.mme2:hf -(abs)r127.mme0:hf r9.mme7:hf -r127.mme0:hf
mad (32|M24) r127.0<1>:df r64.0<8;4>:df -(abs)acc0.0<8;1>:df -r3.0<2>:df {NoDDClr}
csel (16|M0) r127.0<1>:df r127.2<0;0>:df -acc0.0<4;1>:df -(abs)r2.0<2>:df {Atomic}
mad (4|M0) (sat)r1.0<1>:b -r127.1<8;4>:ub (abs)r64.0<4;1>:ud -r127.2<4>:ud
csel (4|M20) r127.0<2>:df (abs)r3.0<4;1>:df r3.0<0;1>:df -r2.0<2>:df {Switch}
csel (32|M0) (sat)r10.3<1>:df r3.0<0;0>:df (abs)r3.0<2;1>:df -(abs)r127.0<1>:df
mad (32|M0) r10.0<2>:b -(abs)r64.0<4;1>:ud -r127.0<8;1>:b (abs)r127.0<0>:ud
mad (8|M0) (sat)r1.0<2>:hf r127.0<0;1>:hf r64.3<8;4>:hf -r3.0<0>:f
bfe (1|M8) r127.4<1>:d r2.0<4;2>:d r64.2<8;4>:d r3.0<4>:d
bfe (16|M0) r10.4<1>:ud r2.3<8;1>:ud r64.0<2;1>:ud r127.1<0>:ud
(f1.1.anyv) bfe (1|M16) r10.0<2>:d r64.0<8;4>:d r2.3<2;1>:d r2.0<2>:d {Breakpoint}
csel (8|M16) acc0.0<2>:df r64.0<8;4>:df -(abs)r127.0<0;0>:df (abs)r3.0<2>:df
(~f0.1.all4h) bfi2 (4|M24) acc0.0<1>:d r127.3<0;0>:d acc0.2<4;2>:d r127.0<4>:d
(f0.0.anyv) mad (16|M0) (lt)f0.0 r127.0<2>:b 0:w r127.0<2;1>:uw r127.0<2>:ub {Atomic}
madm (32|M0) r64.mme7:hf (abs)r127.mme7:hf r127.nomme:hf r9.mme2:hf {NoDDClr}
mad (32|M0) r1.2<1>:f r127.0<4;2>:f r127.1<2;1>:f -r2.0<1>:f {Switch}
mad (8|M0) r10.0<1>:f r127.0<0;1>:hf -r127.0<2;1>:f r3.0<2>:f {Breakpoint}
(~f1.1.any32h) madm (4|M0) r1.mme2:df -(abs)r64.mme0:df r9.mme0:df r9.mme7:df
mad (16|M0) (sat)r10.2<1>:f r64.1<8;4>:hf -(abs)r2.0<4;2>:f r2.0<1>:hf {Switch}
bfi2 (16|M0) r1.4<1>:d r3.0<8;4>:d r64.0<2;1>:d r3.0<2>:d
csel (8|M0) (ov)f0.0 r1.0<1>:df -(abs)r64.0<4;2>:df -(abs)r2.0<0;0>:df -(abs)r64.0<1>:df {Breakpoint}
mad (16|M0) (eq)f1.1 (sat)r1.0<1>:df r127.1<2;1>:df -(abs)r3.0<0;1>:df r3.0<1>:df
bfe (2|M4) r10.4<1>:d r127.2<8;1>:d r127.2<4;2>:d r2.0<4>:d
(W) bfe (16|M0) r10.2<1>:ud r127.0<0;1>:ud r64.0<8;4>:ud r64.0<2>:ud {NoPreempt}
bfe (32|M0) r127.2<1>:d r64.0<0;0>:d r64.0<8;1>:d r2.0<2>:d {Breakpoint}
(~f0.0.any8h) bfe (16|M16) acc0.2<2>:d r64.1<4;2>:d r64.0<4;2>:d r127.0<2>:d {NoDDClr}
(W&~f0.1) bfe (1|M16) r127.4<1>:d r127.3<8;1>:d r64.0<8;4>:d r64.0<2>:d {Atomic}
csel (1|M12) r10.0<1>:b r127.3<0;0>:ub r2.3<2;1>:ub r2.0<1>:ub
bfi2 (4|M4) r127.2<1>:ud r2.0<0;1>:ud r127.0<0;1>:ud r2.0<2>:ud {Switch}
bfi2 (16|M8) r127.2<2>:d r2.0<4;1>:d r2.0<8;1>:d r127.1<4>:d {Atomic,NoDDClr}
(f0.1.all8h) bfi2 (32|M24) r1.4<2>:ud r2.0<8;4>:ud r2.0<4;1>:ud r64.2<1>:ud {NoDDChk}
(W) bfe (16|M0) r127.0<1>:ud r127.0<4;1>:ud r2.0<8;1>:ud r64.2<2>:ud
mad (8|M0) acc0.0<2>:hf -(abs)r64.2<2;1>:f -r3.2<2;1>:f (abs)r2.0<0>:f
mad (16|M16) r1.2<2>:ud (abs)r127.3<8;1>:uw -r2.2<0;0>:ud r3.0<0>:ud {Atomic}
csel (16|M16) r127.0<1>:df -r3.0<8;1>:df r3.0<4;1>:df -(abs)r64.0<1>:df
csel (8|M0) (gt)f0.1 acc0.4<1>:ud r64.0<4;2>:d r64.0<4;1>:d r64.0<2>:w
(W) bfi2 (32|M0) r1.2<1>:ud r127.0<4;2>:ud r3.0<4;1>:ud r2.0<0>:ud {NoDDChk}
(~f1.0.all8h) mad (32|M0) (sat)r10.2<1>:df r64.0<8;4>:df -r127.0<2;1>:df r127.0<4>:df {Switch}
bfe (16|M0) acc0.2<2>:d r64.2<2;1>:d r2.0<2;1>:d r2.0<4>:d
(f1.1.allv) bfi2 (16|M0) r1.0<1>:ud r3.0<0;0>:ud r64.1<0;1>:ud r64.0<2>:ud {NoDDChk}
bfi2 (16|M16) r10.0<1>:ud r2.0<2;1>:ud r3.0<0;1>:ud r2.0<1>:ud
bfi2 (32|M0) r10.0<1>:d r3.0<2;1>:d r64.0<4;2>:d r3.0<4>:d
bfi2 (16|M0) r1.0<1>:ud r64.0<4;1>:ud r127.0<8;4>:ud r3.0<0>:ud {Breakpoint,NoDDChk}
(~f1.0.any32h) madm (2|M0) r64.mme2:hf (abs)r1.nomme:hf r1.nomme:hf -(abs)r9.mme0:hf {AccWrEn,Switch}
madm (4|M0) r64.mme7:f r9.mme7:f r64.nomme:f (abs)r64.mme2:f {NoDDChk,NoDDClr}
(~f1.1.all4h) bfe (16|M8) r10.4<2>:ud r127.2<4;2>:ud r127.1<2;1>:ud r127.0<2>:ud
(W) mad (2|M8) (ge)f0.0 r10.4<1>:d -(abs)r64.0<4;2>:ub acc0.2<4;2>:ub 11157:w {NoPreempt}
(f1.0.all8h) bfi2 (16|M16) r127.0<2>:ud r3.3<0;0>:ud r64.3<8;1>:ud r127.2<2>:ud {Switch}
bfe (2|M0) r10.4<1>:d r64.0<4;2>:d acc0.0<2;1>:d r64.2<1>:d {AccWrEn}
(W) bfe (16|M8) acc0.0<1>:d r2.0<0;0>:d r64.0<8;1>:d r3.3<4>:d
mad (2|M16) r1.0<1>:df r64.1<4;1>:df -r2.3<8;4>:df -(abs)r2.2<0>:df
csel (16|M0) r127.2<2>:f r2.0<8;1>:f (abs)r3.0<2;1>:f r3.0<4>:f {Breakpoint}
mad (2|M20) (gt)f0.0 (sat)r10.0<2>:df r2.0<2;1>:df r2.0<0;1>:df (abs)r3.0<0>:df
(~f1.0.allv) bfi2 (8|M24) r127.0<2>:ud r127.1<2;1>:ud acc0.1<0;1>:ud r2.0<2>:ud {Switch}
(f0.0.all16h) bfi2 (2|M24) r10.0<1>:ud r2.0<8;1>:ud r64.0<8;4>:ud r3.1<4>:ud {AccWrEn}
bfe (8|M24) r1.4<2>:d r64.1<4;2>:d r2.0<8;4>:d r64.0<0>:d
bfe (4|M20) r127.0<1>:ud r3.0<8;1>:ud r2.0<4;2>:ud r3.3<1>:ud {NoDDChk}
csel (16|M0) r127.0<2>:ub (abs)r64.0<4;2>:ub -(abs)r127.3<4;2>:uw -r3.0<0>:ub
(W) mad (8|M0) r1.2<1>:df r3.0<8;4>:df r3.0<0;1>:df -(abs)r127.0<2>:df
(W) bfe (2|M24) r10.0<1>:d r64.0<0;1>:d r3.0<0;0>:d r64.3<1>:d {Atomic}
(W&f1.1) madm (4|M4) r127.mme2:hf (abs)r1.mme0:hf r9.mme2:hf r9.nomme:hf
csel (2|M0) r127.4<2>:d -r3.0<4;2>:b (abs)r127.0<0;0>:ub r3.3<2>:uw {Breakpoint}
mad (2|M0) (lt)f0.0 r10.4<2>:d (abs)r2.0<8;1>:w (abs)r2.0<4;2>:uw (abs)r2.0<2>:uw {Breakpoint}
madm (1|M28) r127.mme2:hf r1.mme0:hf -(abs)r1.nomme:hf r9.mme2:hf
csel (32|M0) (gt)f0.0 r10.0<1>:df r2.1<4;2>:df (abs)r2.3<8;4>:df -(abs)r3.0<1>:df
(~f0.1.any16h) bfi2 (8|M0) r10.0<1>:d r64.0<8;4>:d r3.0<4;1>:d r127.0<4>:d {Switch}
csel (8|M0) r127.0<1>:ub -r3.1<2;1>:ub r64.0<0;1>:b (abs)r127.0<4>:w {Atomic}
(f0.0.all8h) mad (8|M8) r127.0<1>:w (abs)r64.1<4;1>:ub -r127.2<8;1>:ub (abs)r3.0<2>:d {AccWrEn}
csel (1|M24) acc0.2<1>:df r64.0<8;1>:df (abs)r3.0<4;2>:df -(abs)r3.0<0>:df
madm (16|M0) r1.mme0:hf (abs)r127.mme0:hf -r9.mme7:hf r64.nomme:hf
(W) bfe (8|M0) r1.2<1>:ud r64.0<2;1>:ud r127.0<8;4>:ud r64.0<4>:ud
bfi2 (16|M0) r127.4<1>:ud r2.0<0;0>:ud r64.0<0;1>:ud r2.0<2>:ud
(W) madm (4|M0) r64.mme2:f -r64.mme0:f -(abs)r1.nomme:f (abs)r64.mme2:f {Switch}
bfi2 (8|M0) acc0.4<1>:ud r2.2<8;1>:ud acc0.0<4;2>:ud r64.0<4>:ud
mad (16|M0) (sat)r1.0<1>:df -(abs)r3.3<2;1>:df -r127.1<4;1>:df -(abs)r2.0<1>:df
mad (32|M0) r127.0<1>:df r64.3<4;2>:df r2.0<2;1>:df -(abs)r2.0<1>:df
(W) mad (2|M0) (ge)f1.0 r10.0<1>:hf -(abs)r2.0<8;4>:f -r2.0<2;1>:hf r3.0<1>:hf {NoDDChk}
bfi2 (16|M0) r127.2<2>:ud r127.0<4;1>:ud r3.3<4;2>:ud r2.2<0>:ud
bfe (32|M16) r10.4<2>:ud r2.0<0;1>:ud acc0.3<8;1>:ud r64.2<2>:ud
bfe (2|M12) r10.0<1>:ud r64.0<0;0>:ud r127.0<8;1>:ud r127.0<1>:ud {Breakpoint}
csel (1|M0) (sat)r10.0<1>:b -r64.0<2;1>:ud r64.0<0;0>:w 0xFFFF:uw
bfi2 (4|M0) r127.2<2>:ud r2.0<8;4>:ud r64.0<8;1>:ud r127.0<0>:ud
(~f1.1.any32h) mad (1|M20) (le)f1.1 r1.0<2>:w (abs)r127.1<4;1>:uw -(abs)r3.0<0;0>:ub (abs)r3.0<0>:d {AccWrEn,NoDDChk,Switch}
madm (2|M0) r64.mme2:hf (abs)r127.mme0:hf -r9.nomme:hf -r127.mme2:hf {Breakpoint}
csel (4|M0) r127.0<2>:uw r3.3<8;4>:w -r64.0<0;0>:ud -(abs)r127.0<1>:d
(W&f1.0) bfe (8|M0) r1.0<1>:ud r64.0<0;0>:ud r3.0<8;4>:ud r2.0<2>:ud
bfe (2|M0) acc0.0<1>:d r3.1<8;1>:d r64.0<0;0>:d r64.1<2>:d
madm (16|M0) r64.mme7:f -r9.mme0:f (abs)r64.mme2:f r64.mme7:f
mad (8|M0) r1.0<1>:ub -(abs)r64.0<4;1>:w (abs)r64.0<4;2>:w r127.0<1>:b
madm (16|M0) r9.mme0:hf (abs)r64.mme0:hf r1.mme2:hf -(abs)r9.nomme:hf
csel (4|M28) (sat)r10.0<2>:ud -r127.0<8;4>:ud -(abs)r127.1<8;1>:ud -r64.0<4>:w {NoDDChk}
bfi2 (8|M0) r127.0<1>:ud r3.0<8;4>:ud r127.3<4;1>:ud r2.0<0>:ud {NoDDClr,NoPreempt}
(f1.0.anyv) mad (8|M0) r127.0<1>:df -(abs)r3.3<0;1>:df -acc0.0<8;1>:df r3.2<2>:df {NoDDClr}
bfe (16|M0) r10.0<1>:d r2.0<4;1>:d r64.3<4;2>:d r2.0<0>:d
bfi2 (8|M0) r127.4<2>:d r64.0<8;1>:d r127.0<4;1>:d r127.3<1>:d {Atomic}
csel (2|M12) acc0.0<1>:df (abs)r3.2<2;1>:df r2.0<0;1>:df r3.0<4>:df {Breakpoint}
(W&~f0.1) bfe (8|M24) r1.0<2>:d r64.2<4;2>:d r64.0<4;2>:d r64.0<2>:d
csel (16|M0) r10.0<2>:b r64.0<8;4>:w r64.0<2;1>:d -r3.3<1>:w
bfe (32|M0) r127.2<1>:ud r64.0<8;4>:ud r127.0<0;1>:ud r127.2<4>:ud
bfi2 (16|M0) r10.4<1>:ud r2.0<2;1>:ud r64.0<8;4>:ud r64.0<4>:ud {NoDDChk}
(W&~f1.1) bfi2 (1|M4) acc0.0<1>:ud r64.0<8;4>:ud r3.0<4;2>:ud r3.0<1>:ud
bfi2 (16|M0) r1.0<1>:ud r3.0<0;0>:ud r2.0<4;2>:ud r3.0<2>:ud {Breakpoint}
csel (16|M0) (gt)f1.0 r10.0<1>:df r2.0<0;1>:df r2.0<8;1>:df r2.0<0>:df
(f0.1.all16h) mad (2|M0) (un)f0.1 (sat)r10.0<1>:ub r127.0<8;4>:uw -(abs)r64.3<8;4>:d r64.1<4>:b
bfe (16|M16) r1.0<2>:ud r3.1<2;1>:ud r3.0<4;2>:ud r127.1<1>:ud {Switch}
bfe (2|M8) r127.2<2>:ud r2.0<0;0>:ud acc0.0<2;1>:ud r64.0<2>:ud
(~f0.0.all2h) mad (8|M24) r127.0<1>:ub -(abs)r64.3<2;1>:uw r3.0<0;1>:ub -r3.0<0>:ub {AccWrEn,NoDDChk}
csel (8|M0) (ne)f1.1 (sat)r10.2<1>:df r2.0<4;1>:df -r127.2<2;1>:df r64.0<2>:df
(~f0.1.all8h) bfe (2|M0) r1.0<1>:d r3.3<2;1>:d r2.3<8;1>:d r64.0<1>:d {NoPreempt}
csel (16|M16) r127.2<1>:df r2.0<4;1>:df r127.0<4;1>:df r3.0<2>:df
(f1.1.allv) bfe (1|M0) r10.0<2>:d r2.1<0;0>:d r2.0<4;1>:d r3.0<0>:d
(W) bfe (32|M0) r10.2<1>:d r2.0<4;1>:d r64.0<0;0>:d r3.0<2>:d
(f1.0) madm (16|M0) r9.mme7:df r127.mme2:df r64.nomme:df -r64.mme0:df {Switch}
(f0.1.all4h) mad (16|M0) (eq)f0.1 r1.0<1>:ub -r127.1<4;2>:ub -r64.0<4;2>:ud -(abs)r127.0<0>:d {NoDDClr}
csel (16|M0) r10.0<2>:df r64.2<0;0>:df -r64.0<4;1>:df r3.3<2>:df {AccWrEn,NoDDChk}
csel (32|M0) (un)f0.1 (sat)r10.2<1>:d (abs)r64.0<0;1>:uw -r3.3<0;1>:uw -r3.0<0>:w
(~f1.0.any32h) bfi2 (16|M0) r10.0<2>:d r64.0<4;2>:d r2.3<0;0>:d r127.0<2>:d {AccWrEn}
mad (16|M0) r1.2<1>:df r3.2<4;1>:df -(abs)r64.0<8;1>:df (abs)r64.0<2>:df
mad (16|M0) (gt)f0.0 acc0.0<1>:b r3.1<2;1>:d r127.0<4;2>:ud r64.0<2>:uw {AccWrEn}
bfi2 (16|M0) r10.0<1>:ud r2.2<8;1>:ud r2.0<0;0>:ud r64.2<0>:ud
(~f0.0.all2h) mad (16|M0) r1.0<1>:df r3.0<0;1>:df r64.0<0;1>:df -r127.0<4>:df {AccWrEn}
(f1.0.any8h) bfe (8|M8) r1.4<1>:ud r3.0<8;1>:ud r2.3<0;0>:ud r64.0<0>:ud {NoDDClr}
csel (4|M0) (un)f0.1 r1.0<2>:df r3.3<0;1>:df r3.1<4;1>:df -(abs)r127.0<2>:df
(W) mad (8|M16) r127.0<1>:b (abs)r127.3<4;2>:ud -r64.3<8;1>:ud -r64.0<4>:uw {Atomic,NoDDClr}
mad (32|M0) r10.2<2>:d -r2.0<8;1>:w (abs)r127.0<2;1>:d -(abs)r2.0<0>:w
csel (4|M0) r10.0<1>:ud (abs)r64.0<4;1>:uw r2.1<8;1>:ub -(abs)r2.0<4>:b
madm (8|M0) r1.mme0:hf -(abs)r1.nomme:hf -r64.mme0:hf -(abs)r127.mme7:hf
mad (8|M0) r10.0<1>:df -(abs)r2.0<4;2>:df r2.0<4;1>:df -(abs)r3.0<0>:df {Atomic,NoDDClr}
(f1.1.any16h) mad (32|M0) r10.3<2>:df (abs)r3.0<8;1>:df r64.0<4;2>:df r2.1<2>:df
(W&~f0.0) madm (8|M0) r64.mme7:hf (abs)r9.mme0:hf -(abs)r127.mme7:hf (abs)r64.nomme:hf {Breakpoint,NoDDClr}
csel (32|M8) r127.0<2>:df r3.1<2;1>:df (abs)r2.0<8;4>:df -(abs)r3.0<0>:df {NoDDChk}
(~f0.0.any32h) bfe (2|M28) acc0.0<2>:d r2.3<8;4>:d r2.0<4;1>:d r3.3<0>:d
(~f1.0.all4h) bfe (1|M0) r127.2<1>:ud r2.2<0;0>:ud r127.3<4;1>:ud r3.3<0>:ud
mad (1|M0) r1.0<1>:df r127.0<8;1>:df -acc0.3<4;1>:df (abs)r64.3<1>:df {Atomic}
madm (1|M28) r64.mme0:hf -(abs)r9.mme0:hf -r9.nomme:hf (abs)r1.mme7:hf
(f0.0.all4h) madm (2|M0) r1.mme2:hf r9.nomme:hf r9.mme0:hf -(abs)r127.mme0:hf
madm (16|M8) r64.mme7:df r64.mme7:df -(abs)r9.mme2:df r127.nomme:df
mad (8|M24) r127.0<2>:w -r64.0<4;2>:b r2.0<2;1>:b 0x1000:uw
mad (16|M0) r10.0<1>:w r127.3<2;1>:ub r64.0<8;4>:ud -(abs)r64.1<2>:ub {NoPreempt}
csel (2|M12) r127.2<1>:df -(abs)r3.2<0;0>:df r2.0<0;1>:df -r127.0<4>:df
mad (2|M28) r127.0<1>:df -(abs)r64.0<8;4>:df -acc0.3<2;1>:df -r127.0<4>:df {Atomic}
(~f1.1.all2h) bfe (32|M0) r1.2<1>:ud r127.0<4;2>:ud r2.0<8;1>:ud r2.0<2>:ud {Breakpoint}
bfe (1|M0) r1.4<1>:d r2.2<0;0>:d r3.0<4;2>:d r2.0<1>:d {Atomic,NoDDClr}
bfi2 (2|M0) r127.0<1>:ud r2.0<4;2>:ud r2.0<4;1>:ud r127.2<2>:ud {NoDDChk}
(f0.1.any8h) madm (4|M0) (sat)r1.mme2:f r64.mme7:f -(abs)r1.mme0:f -r64.mme2:f {NoDDClr}
mad (8|M0) r1.0<2>:w -(abs)r64.3<4;2>:d (abs)r127.0<2;1>:ub r3.0<1>:ud
mad (8|M0) r10.2<1>:df r2.0<8;1>:df -(abs)r3.2<8;1>:df r3.3<0>:df {NoDDChk}
(~f0.0.all2h) mad (16|M0) r1.4<1>:uw -1:w r3.3<4;1>:d r127.0<0>:ud
csel (1|M0) r1.3<2>:df r2.0<4;2>:df -(abs)r2.0<8;4>:df -r64.0<2>:df
(f1.0.all4h) mad (4|M28) (sat)r10.2<1>:d -r64.0<4;1>:w -(abs)r3.0<8;1>:d -(abs)r64.0<1>:ub
(~f1.1) madm (1|M16) r127.mme0:hf -(abs)r9.mme2:hf r1.mme7:hf r9.mme2:hf {NoDDChk}
csel (16|M8) r10.0<2>:b (abs)r127.2<4;1>:uw (abs)r127.0<2;1>:ub r127.2<2>:b {NoDDChk}
mad (4|M24) (ne)f1.0 r10.4<2>:uw r127.0<2;1>:uw -r127.1<8;1>:uw -(abs)r64.0<4>:d {NoDDChk}
(f1.1.allv) bfe (4|M16) r127.0<2>:d r2.2<4;2>:d r3.0<8;1>:d r3.0<4>:d
madm (8|M0) (sat)r127.mme7:df r127.mme7:df -(abs)r127.mme7:df r9.mme7:df {AccWrEn,Switch}
(W) mad (4|M24) (ov)f0.1 acc0.0<1>:df (abs)r3.1<4;1>:df acc0.0<2;1>:df -(abs)r3.0<0>:df {Atomic}
(f1.0.allv) madm (32|M0) (sat)r9.mme0:df r9.nomme:df r9.mme2:df r1.mme7:df
mad (16|M24) r10.0<1>:d r64.0<4;1>:uw r3.2<0;1>:d r64.0<4>:uw
mad (16|M0) (ov)f0.0 r1.0<2>:d -(abs)r2.2<4;1>:ud -r64.2<4;2>:w -(abs)r127.2<2>:uw {NoDDChk}
bfi2 (1|M0) r10.0<2>:d r3.3<2;1>:d r127.0<2;1>:d r3.0<4>:d
(W&f0.1) mad (2|M0) (le)f0.1 acc0.0<1>:df (abs)r2.1<4;1>:df -r127.0<8;1>:df (abs)r2.0<1>:df {Breakpoint}
mad (1|M0) r1.0<2>:ub r3.1<0;1>:ud -(abs)r3.0<4;2>:uw (abs)r3.2<2>:ub
madm (1|M0) r127.mme2:df -r64.mme0:df (abs)r127.mme2:df (abs)r9.mme0:df
bfe (16|M16) r127.2<1>:ud r2.1<2;1>:ud r3.3<8;1>:ud r3.0<2>:ud {NoDDChk}
csel (16|M0) (sat)acc0.0<1>:f 0.0:hf -(abs)r127.0<2;1>:hf -r127.0<2>:hf {NoDDChk}
bfe (2|M0) r1.0<1>:ud r2.0<4;2>:ud r3.0<8;4>:ud r127.2<1>:ud
mad (32|M0) r127.2<2>:df (abs)r127.2<4;2>:df (abs)r64.0<8;4>:df r64.0<2>:df {Switch}
mad (2|M24) (lt)f1.0 acc0.2<1>:df r3.0<0;0>:df -(abs)r2.0<8;4>:df -(abs)r64.0<0>:df
csel (4|M0) (le)f0.1 (sat)acc0.0<2>:w r3.0<8;1>:d r3.3<4;1>:b r127.0<4>:ub {Switch}
bfi2 (8|M16) r1.4<2>:ud r3.0<0;1>:ud r64.0<2;1>:ud r127.0<0>:ud
(~f1.0.all8h) bfe (2|M16) r127.4<2>:ud r64.2<4;1>:ud r64.0<4;2>:ud r3.0<0>:ud {Atomic}
(f0.1) madm (8|M0) r1.mme2:f r64.nomme:f -(abs)r64.mme2:f -(abs)r127.mme0:f
mad (1|M24) (eq)f0.1 r1.0<2>:b r3.0<4;1>:ud -acc0.3<4;1>:uw r64.0<2>:w
csel (4|M20) r1.0<1>:df (abs)r64.0<4;2>:df r127.0<4;1>:df r127.0<4>:df
madm (16|M24) r1.mme0:df r64.nomme:df r64.mme2:df -(abs)r9.mme0:df {AccWrEn,Breakpoint}
(~f0.0.any16h) mad (1|M16) r10.0<2>:b (abs)r64.0<4;1>:ub -r64.2<4;1>:w 4095:w
(~f0.0) madm (16|M0) r9.mme7:f r64.mme7:f -r127.mme2:f (abs)r9.nomme:f
(~f1.0.all2h) mad (16|M0) r1.0<2>:uw -r3.3<4;2>:w (abs)r2.0<0;1>:ub -r64.0<1>:ub
csel (32|M0) r10.0<2>:ub r2.1<0;0>:w -r3.3<0;1>:ud -r3.0<2>:d {AccWrEn,Switch}
(W) mad (4|M0) (sat)r10.0<2>:df -(abs)r64.0<4;2>:df (abs)r127.0<8;4>:df (abs)r127.0<2>:df
(~f0.1.all2h) madm (4|M24) r127.mme2:f r127.mme0:f (abs)r64.nomme:f -(abs)r9.mme0:f
bfe (2|M0) r127.0<1>:d r3.0<4;1>:d r127.2<8;4>:d r2.0<1>:d {NoPreempt}
mad (32|M24) r1.0<2>:df -(abs)r3.1<8;4>:df r3.0<0;1>:df -(abs)r2.2<2>:df {Breakpoint}
mad (4|M16) r1.2<2>:df r64.0<2;1>:df -(abs)r64.0<4;2>:df (abs)r2.0<1>:df {NoDDClr}
(W) bfe (32|M0) r10.0<2>:d r64.0<8;4>:d r2.3<4;2>:d r127.0<1>:d {Breakpoint}
mad (16|M0) (ne)f1.0 (sat)r127.0<1>:df r127.3<8;4>:df -r127.0<8;4>:df r2.1<2>:df
madm (16|M8) r9.mme7:hf (abs)r9.mme7:hf (abs)r127.mme2:hf -(abs)r127.mme7:hf {Atomic}
mad (16|M24) r127.4<1>:d -r64.0<2;1>:ud r2.0<2;1>:uw r2.0<1>:uw
bfe (16|M0) r10.2<2>:ud r3.0<8;1>:ud r64.2<0;0>:ud r127.3<0>:ud {AccWrEn}
mad (4|M4) r10.2<1>:df -(abs)r3.1<0;1>:df -r2.0<0;1>:df (abs)r127.3<1>:df
bfi2 (4|M12) r127.0<2>:d r127.0<2;1>:d r3.0<0;0>:d r64.0<1>:d {NoDDChk,Switch}
madm (8|M8) r127.mme0:f -r64.nomme:f r9.mme2:f (abs)r64.mme0:f
(~f1.0.any16h) madm (2|M0) r64.mme0:f r1.mme0:f r64.mme2:f r64.nomme:f {NoDDClr}
(W) bfe (32|M0) r1.4<1>:d r127.0<2;1>:d r2.1<4;2>:d r3.0<2>:d {NoDDClr,Switch}
(W) csel (8|M16) (le)f1.0 r127.0<1>:ub r64.0<0;0>:ub (abs)r127.1<0;0>:b r2.1<1>:ud {NoDDChk}
bfi2 (8|M0) r1.0<1>:ud r3.3<4;1>:ud r2.1<4;1>:ud r127.2<0>:ud {AccWrEn}
mad (16|M0) (sat)r1.0<2>:b r127.2<8;4>:ub (abs)r3.3<0;1>:d 0:w
(f0.1.any8h) mad (16|M16) (sat)r127.0<2>:b r3.3<8;1>:b -(abs)r3.3<2;1>:ub r3.0<0>:ub {Atomic}
mad (2|M12) r1.2<2>:d -(abs)r64.0<0;1>:d r3.0<0;0>:ub -(abs)r64.0<1>:ud {NoDDClr}
(f1.0) mad (8|M24) r10.4<2>:uw -r3.3<8;1>:d -acc0.0<8;1>:uw (abs)r64.0<1>:uw {Atomic}
bfe (32|M0) r10.2<1>:d r2.0<4;1>:d acc0.0<8;1>:d r64.0<2>:d {Atomic}
mad (16|M0) r127.3<1>:df -(abs)r64.1<8;4>:df -r127.0<0;0>:df -(abs)r3.0<0>:df {Atomic}
mad (2|M0) r1.3<1>:df -(abs)r2.0<8;4>:df r2.0<0;1>:df r2.0<0>:df
mad (32|M0) r1.0<1>:df r127.0<0;1>:df r64.0<8;1>:df -r64.0<2>:df {Atomic}
(W&f0.1) bfe (1|M28) r127.2<1>:ud r64.0<8;4>:ud r64.0<2;1>:ud r64.1<2>:ud
(f1.1.any4h) bfi2 (32|M0) r1.0<2>:ud r64.0<8;4>:ud r127.2<0;1>:ud r127.0<1>:ud {NoDDClr}
bfi2 (16|M16) r1.2<2>:d r2.0<0;0>:d r3.3<4;2>:d r64.0<0>:d
csel (4|M0) (sat)r1.4<1>:uw r2.0<4;2>:d (abs)r2.0<4;1>:ud -(abs)r2.0<1>:w {Breakpoint}
(~f1.0.all16h) madm (16|M0) r64.mme2:df r9.mme0:df r64.mme0:df (abs)r1.nomme:df
bfi2 (16|M16) r10.0<1>:ud r64.0<4;2>:ud r2.0<0;0>:ud r3.0<0>:ud {Atomic}
bfe (8|M16) r1.0<1>:ud r2.0<4;2>:ud r127.1<4;1>:ud r3.1<0>:ud
bfi2 (8|M0) r1.4<1>:d r3.0<4;1>:d acc0.0<2;1>:d r64.0<4>:d
(f1.1) madm (2|M0) r64.mme2:f (abs)r1.mme2:f -r64.nomme:f r127.mme2:f
csel (16|M0) (ov)f1.1 r1.0<2>:df -r3.0<8;1>:df -acc0.0<4;1>:df r2.0<2>:df {Atomic,Breakpoint}
(W&f0.0) bfi2 (8|M16) r127.0<1>:d r64.0<4;1>:d r2.0<0;1>:d r127.3<1>:d {Switch}
(W) mad (4|M4) (gt)f0.0 r10.4<1>:d (abs)r3.3<4;1>:b -(abs)acc0.0<4;2>:d r64.0<1>:d
(~f0.0.allv) mad (2|M8) (ge)f0.0 r10.0<1>:w r64.0<0;0>:ud -r2.0<2;1>:w r127.0<1>:ub {Switch}
(~f0.0.all2h) madm (16|M0) r127.mme7:f r1.mme2:f -(abs)r1.nomme:f -r127.mme0:f
(W) csel (2|M16) r1.2<1>:d r127.2<2;1>:ud r3.1<8;4>:ud -(abs)r3.0<4>:ub
madm (8|M24) r127.mme2:hf r64.nomme:hf -(abs)r127.mme0:hf -r1.nomme:hf
(W) madm (1|M12) r9.mme2:hf -(abs)r64.mme2:hf -r9.mme7:hf -r64.nomme:hf
csel (2|M12) r10.3<1>:df -r3.3<2;1>:df r3.0<8;1>:df r2.1<1>:df {NoDDClr}
madm (8|M0) (sat)r127.mme0:f (abs)r127.mme2:f r64.mme7:f -r1.mme2:f
(~f0.0.any2h) mad (32|M0) r10.2<1>:df r2.0<2;1>:df r64.0<8;4>:df r64.0<2>:df
mad (8|M0) (sat)r1.2<1>:df r64.1<0;1>:df acc0.0<8;4>:df r64.0<2>:df
mad (8|M0) r127.4<1>:w r2.0<2;1>:d (abs)r2.0<8;4>:w r3.1<1>:ub {Breakpoint}
mad (4|M20) r127.0<1>:w r127.2<8;1>:ud acc0.3<4;2>:ud -(abs)r127.0<1>:ud
