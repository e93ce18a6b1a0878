// Gen9 corpus: utils/intelgpu-corpus.py -p 9 -g ternary -n 2500 --seed 20261123; 2015 lines iga64 accepts.
bfe (32|M0) r1.0<1>:d r2.0<0;0>:d r2.0<2;1>:d r64.0<0>:d
(~f0.0) lrp (4|M0) (ov)f0.0 (sat)r1.0<1>:f -(abs)r3.3<2;1>:f r3.0<0;0>:hf (abs)r127.2<1>:hf
(f0.0.any4h) mad (4|M16) r127.0<1>:hf -(abs)r64.0<2;1>:hf r127.0<2;1>:hf (abs)r127.0<0>:f
bfe (2|M20) r1.0<1>:d r3.0<2;1>:d r3.0<0;0>:d r64.1<0>:d {AccWrEn}
(W) madm (32|M0) r64.mme0:f r127.mme2:f r9.mme0:f r1.mme0:f
madm (8|M0) r9.mme2:hf r64.mme0:hf (abs)r9.mme2:hf -r1.mme2:hf {NoDDClr,Switch}
(W) mad (8|M0) r127.0<1>:hf r127.0<0;0>:hf -(abs)r2.0<0;0>:hf (abs)r64.0<1>:f {NoDDChk}
bfe (1|M0) r10.0<1>:ud r2.0<0;0>:ud r127.0<2;1>:ud r64.0<1>:ud
(~f0.0) madm (8|M0) r9.mme7:f r9.mme7:f r127.mme0:f r127.nomme:f
bfe (16|M0) r1.0<1>:d r127.0<0;0>:d r64.3<0;0>:d r3.0<1>:d
(W) bfi2 (16|M8) r1.0<1>:d r127.0<2;1>:d r3.2<2;1>:d r127.0<0>:d {Switch}
lrp (8|M0) r127.0<1>:hf r64.0<2;1>:f r2.0<0;0>:hf -r64.0<1>:hf
lrp (2|M0) r127.0<1>:f (abs)r3.2<0;0>:hf -(abs)r64.0<0;0>:hf r3.0<1>:f {Breakpoint,NoDDChk}
(W) mad (32|M8) r10.0<1>:ud -(abs)r3.2<2;1>:ud r64.0<2;1>:ud (abs)r64.1<1>:ud
bfi2 (8|M0) r1.0<1>:ud r3.0<0;0>:ud r3.1<0;0>:ud r3.0<0>:ud {NoDDChk}
csel (1|M0) r10.0<1>:df r3.2<2;1>:df r64.0<0;0>:df -r2.0<1>:df
(~f1.0.any4h) madm (8|M16) r64.mme7:hf r64.mme2:hf -r9.mme0:hf (abs)r9.mme7:hf
mad (16|M0) r1.0<1>:hf r3.0<0;0>:hf (abs)r127.0<2;1>:hf -(abs)r64.0<0>:f
mad (4|M20) (ov)f0.1 r10.0<1>:df -r64.3<0;0>:df -r64.0<2;1>:df r3.0<0>:df
madm (16|M8) r127.mme7:hf -(abs)r64.mme2:hf r127.mme2:hf -(abs)r64.nomme:hf {Breakpoint}
csel (16|M24) r1.0<1>:d -(abs)r3.0<0;0>:d -r3.0<2;1>:d -(abs)r2.0<1>:d {Switch}
lrp (8|M16) r127.0<1>:df (abs)r127.0<0;0>:df r64.0<0;0>:df r64.0<0>:df {Breakpoint}
lrp (4|M28) (ge)f0.0 (sat)r10.0<1>:ud -r2.0<2;1>:ud -r127.3<2;1>:ud -(abs)r127.0<1>:ud {Switch}
madm (16|M0) r127.mme2:df r127.mme0:df -r64.nomme:df r9.mme2:df {Breakpoint}
bfe (16|M16) r127.0<1>:d r64.0<0;0>:d r64.0<0;0>:d r64.0<0>:d
lrp (32|M0) r1.0<1>:df r2.1<2;1>:df r64.2<0;0>:df r2.0<0>:df
bfe (32|M16) r1.0<1>:d r2.0<2;1>:d r127.1<2;1>:d r127.0<0>:d {AccWrEn}
bfe (16|M0) r1.0<1>:ud r2.0<0;0>:ud r3.1<0;0>:ud r2.0<1>:ud
csel (8|M0) (un)f0.1 (sat)r127.0<1>:ud -r2.0<2;1>:ud (abs)r127.3<0;0>:ud r127.0<1>:ud {NoDDClr}
mad (8|M0) r1.0<1>:f -r127.2<2;1>:f r127.2<0;0>:f r127.0<1>:hf
mad (8|M0) (ne)f0.0 r1.0<1>:d -(abs)r2.0<0;0>:d -(abs)r3.2<2;1>:d r127.0<1>:d
bfe (16|M8) r10.0<1>:d r2.0<2;1>:d r3.0<2;1>:d r2.0<1>:d {Switch}
csel (16|M0) r10.0<1>:hf -r3.0<0;0>:hf r127.0<0;0>:f r2.0<0>:hf {Atomic}
bfe (8|M16) r10.0<1>:ud r64.0<2;1>:ud r64.2<2;1>:ud r64.0<0>:ud {NoDDChk}
(~f0.0.any4h) madm (8|M0) r9.mme7:hf r9.mme0:hf (abs)r9.mme7:hf (abs)r127.mme0:hf {NoDDChk}
bfe (16|M0) r127.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r2.2<1>:d {NoDDClr}
(W) mad (8|M0) r10.0<1>:f r64.2<2;1>:f r64.0<2;1>:f r127.0<1>:hf
csel (8|M0) (lt)f1.1 r10.0<1>:ud r127.2<2;1>:ud -(abs)r2.3<2;1>:ud -r3.1<1>:ud
mad (16|M0) (lt)f0.1 r127.0<1>:f -r127.0<0;0>:f (abs)r127.0<0;0>:f r2.0<1>:f
(f0.0.all4h) madm (4|M4) r1.mme0:hf -(abs)r9.nomme:hf (abs)r9.mme7:hf -r64.nomme:hf {AccWrEn}
(W) mad (2|M12) (sat)r1.0<1>:df -r3.1<2;1>:df (abs)r64.1<0;0>:df r127.0<0>:df {Breakpoint}
lrp (8|M0) r1.0<1>:f (abs)r64.0<2;1>:f (abs)r127.0<0;0>:f -r2.3<1>:f
bfi2 (2|M16) r127.0<1>:d r2.0<0;0>:d r3.3<2;1>:d r3.3<0>:d
bfe (16|M0) r10.0<1>:d r2.2<2;1>:d r3.2<2;1>:d r127.0<1>:d
csel (8|M16) r127.0<1>:df -r127.0<0;0>:df -(abs)r3.1<0;0>:df r3.0<0>:df
mad (16|M24) (ne)f0.0 r127.0<1>:hf (abs)r3.0<2;1>:hf -(abs)r3.0<0;0>:hf r3.0<1>:hf
lrp (16|M0) r1.0<1>:f -(abs)r127.0<2;1>:f r3.1<0;0>:hf -(abs)r2.0<1>:hf {Switch}
csel (16|M0) r127.0<1>:f -r3.0<2;1>:hf r64.0<2;1>:f r64.0<1>:hf
mad (2|M28) r127.0<1>:hf r3.0<0;0>:hf -(abs)r64.0<2;1>:hf -(abs)r2.0<1>:f
mad (4|M16) (sat)r127.0<1>:f r2.0<0;0>:f r3.1<2;1>:hf -(abs)r127.0<1>:f
bfe (16|M16) r10.0<1>:ud r3.3<0;0>:ud r127.0<2;1>:ud r127.0<1>:ud
(W&f0.1) mad (1|M4) r127.3<1>:df r3.0<2;1>:df -(abs)r64.0<0;0>:df (abs)r2.1<0>:df {Switch}
bfe (16|M0) r10.0<1>:ud r3.0<2;1>:ud r3.3<0;0>:ud r64.3<0>:ud
lrp (8|M0) r10.0<1>:hf r127.0<2;1>:f r127.0<0;0>:hf (abs)r3.0<0>:hf
madm (16|M16) r127.mme7:f -(abs)r64.mme0:f -(abs)r64.mme2:f -(abs)r64.mme7:f
(W) madm (4|M24) r1.mme2:hf r64.nomme:hf r9.mme2:hf r127.nomme:hf
(~f1.1.any4h) bfi2 (32|M16) r127.0<1>:ud r3.0<2;1>:ud r2.0<2;1>:ud r64.0<1>:ud
(W) mad (8|M0) (le)f1.0 (sat)r127.0<1>:d -(abs)r64.3<0;0>:d -(abs)r2.0<2;1>:d r3.0<0>:d
lrp (2|M20) r127.0<1>:df -r64.0<2;1>:df r3.1<0;0>:df r127.0<0>:df
lrp (32|M0) r1.0<1>:f (abs)r3.0<0;0>:hf r127.0<0;0>:hf r127.1<0>:hf
lrp (16|M0) r1.0<1>:ud r64.0<2;1>:ud r127.0<2;1>:ud r64.0<0>:ud
(W) bfi2 (1|M0) r127.2<1>:ud r64.0<2;1>:ud r2.0<0;0>:ud r64.0<0>:ud
lrp (8|M16) r10.0<1>:f (abs)r127.2<0;0>:f r2.0<0;0>:f -(abs)r127.1<0>:hf {NoDDClr}
csel (16|M0) r10.0<1>:ud -(abs)r3.0<0;0>:ud r64.0<0;0>:ud -r64.1<1>:ud {Switch}
bfe (16|M0) r10.0<1>:d r2.0<0;0>:d r3.0<2;1>:d r3.0<0>:d
bfi2 (8|M0) r1.0<1>:ud r2.0<0;0>:ud r127.0<2;1>:ud r3.1<1>:ud
(W&f0.1) bfi2 (4|M12) r127.0<1>:ud r3.0<0;0>:ud r127.0<0;0>:ud r127.0<0>:ud
lrp (32|M8) r10.0<1>:hf r64.3<2;1>:f r127.0<0;0>:hf r127.1<0>:hf
(W&~f0.1) lrp (8|M0) (ne)f0.1 r1.0<1>:hf -(abs)r3.0<2;1>:f -(abs)r3.0<0;0>:hf r3.0<0>:f
mad (32|M0) (sat)r10.0<1>:hf (abs)r3.0<0;0>:f (abs)r64.0<2;1>:f (abs)r3.0<1>:f
bfi2 (1|M12) r10.7<1>:ud r2.0<2;1>:ud r2.0<0;0>:ud r127.2<0>:ud {NoDDClr}
(W) mad (16|M8) r127.0<1>:df -r127.0<2;1>:df r2.0<2;1>:df -(abs)r64.0<0>:df
mad (16|M16) (lt)f0.0 r1.0<1>:f -(abs)r3.1<2;1>:hf -r64.0<2;1>:hf -(abs)r127.0<1>:f
(W) mad (1|M24) r1.5<1>:ud r127.0<0;0>:ud (abs)r2.1<0;0>:ud -(abs)r2.2<1>:ud
bfe (8|M0) r127.0<1>:d r3.0<2;1>:d r2.0<0;0>:d r127.2<0>:d
lrp (16|M0) r1.0<1>:f -(abs)r64.0<0;0>:f (abs)r3.2<2;1>:f r3.0<1>:hf
lrp (16|M24) r10.0<1>:hf r3.0<2;1>:hf r127.3<2;1>:hf r127.0<0>:f
mad (16|M0) (eq)f1.1 r1.0<1>:ud r2.0<0;0>:ud r127.0<2;1>:ud -r64.1<0>:ud {Breakpoint}
csel (8|M8) r1.0<1>:f -(abs)r64.0<0;0>:f r3.3<2;1>:hf r127.0<0>:hf
bfi2 (2|M20) r127.0<1>:d r2.0<2;1>:d r2.0<0;0>:d r127.0<0>:d {NoDDClr}
mad (16|M16) (ov)f0.1 r127.0<1>:f (abs)r127.0<2;1>:hf r3.0<0;0>:f r127.0<1>:hf
(f1.0.all4h) madm (2|M28) r64.mme7:df -(abs)r1.mme0:df r9.mme2:df -(abs)r1.nomme:df {Breakpoint}
(W) madm (32|M0) r1.mme0:hf r127.mme2:hf -r127.nomme:hf r127.mme7:hf
madm (4|M8) (sat)r1.mme7:hf -(abs)r64.mme0:hf (abs)r9.nomme:hf r64.mme2:hf
(W) lrp (8|M24) r10.0<1>:f (abs)r127.0<2;1>:f r64.3<2;1>:hf -(abs)r64.0<0>:f {NoDDChk}
(W) mad (32|M0) r1.0<1>:f r64.0<2;1>:hf r127.0<2;1>:f r3.0<1>:f {Breakpoint}
bfi2 (8|M24) r1.0<1>:d r64.0<0;0>:d r3.0<2;1>:d r2.0<1>:d
lrp (8|M0) (le)f1.1 r1.0<1>:hf -(abs)r127.3<2;1>:f r3.3<0;0>:hf r127.0<1>:f
bfe (32|M0) r127.0<1>:d r2.2<2;1>:d r3.0<2;1>:d r127.1<1>:d {NoDDChk}
madm (2|M0) r127.mme7:hf r1.mme2:hf r1.mme7:hf (abs)r9.mme7:hf
(W&~f1.0) bfi2 (8|M0) r1.0<1>:ud r2.0<0;0>:ud r2.0<0;0>:ud r64.0<1>:ud
(W) lrp (32|M0) r10.0<1>:f -(abs)r2.3<2;1>:f -r3.0<2;1>:hf (abs)r127.0<0>:hf
csel (4|M12) (gt)f1.1 r1.0<1>:hf (abs)r127.0<0;0>:hf (abs)r3.3<2;1>:hf r3.1<0>:f {Atomic,NoDDChk}
bfe (16|M8) r1.0<1>:ud r3.0<2;1>:ud r2.0<2;1>:ud r127.0<0>:ud
mad (8|M0) r127.0<1>:hf r3.0<0;0>:f r2.0<0;0>:hf -(abs)r3.0<1>:f {NoDDChk}
madm (4|M24) r9.mme2:f -r127.mme2:f -r1.mme0:f -r64.nomme:f
madm (2|M20) r1.mme7:df -r1.mme7:df -r64.nomme:df -(abs)r127.nomme:df {Switch}
csel (16|M0) (sat)r10.0<1>:d r2.0<2;1>:d r127.0<2;1>:d -r3.1<1>:d
csel (8|M0) r10.0<1>:f -(abs)r3.0<2;1>:hf (abs)r2.0<0;0>:hf (abs)r64.0<0>:hf
(f0.1.any4h) mad (4|M12) (lt)f0.1 r1.0<1>:df (abs)r3.0<2;1>:df r127.0<2;1>:df r2.0<0>:df
(W) madm (4|M0) r9.mme0:f -(abs)r9.nomme:f -r9.nomme:f -(abs)r64.mme7:f {NoDDClr}
bfe (32|M0) r127.0<1>:d r3.0<0;0>:d r3.0<2;1>:d r2.0<1>:d {AccWrEn}
(W&~f1.1) lrp (16|M0) (sat)r10.0<1>:df r2.2<0;0>:df (abs)r3.2<2;1>:df r127.1<0>:df {Switch}
mad (1|M0) r1.7<1>:f -(abs)r127.0<0;0>:hf -r127.0<2;1>:f (abs)r3.3<0>:hf
lrp (2|M0) r10.0<1>:d -(abs)r3.2<0;0>:d r3.0<2;1>:d r127.2<1>:d {Atomic}
csel (8|M24) r10.0<1>:hf -(abs)r127.2<0;0>:f -r3.1<2;1>:f r3.0<1>:f
csel (8|M0) r1.0<1>:hf -(abs)r64.0<0;0>:f r64.1<2;1>:f -r2.0<0>:hf
madm (4|M16) r9.mme0:f r9.nomme:f -r127.mme2:f -r1.mme2:f
csel (8|M0) r10.0<1>:df -r3.2<2;1>:df -(abs)r3.0<2;1>:df (abs)r64.3<1>:df
(~f1.1.any4h) mad (4|M0) (eq)f1.1 r10.0<1>:df r127.0<2;1>:df r127.0<0;0>:df -(abs)r127.0<1>:df {AccWrEn}
lrp (16|M0) r10.0<1>:ud r3.0<2;1>:ud r64.0<0;0>:ud (abs)r3.0<0>:ud
(~f1.1.any4h) mad (1|M24) (ge)f1.1 r10.1<1>:f -r2.0<0;0>:hf r64.1<0;0>:hf r3.0<1>:f {AccWrEn,NoDDChk}
(f1.0.any4h) lrp (16|M0) r1.0<1>:hf r2.0<2;1>:hf -(abs)r2.0<2;1>:hf -r2.0<1>:hf
mad (16|M0) (ge)f0.1 r127.0<1>:d -(abs)r3.0<2;1>:d -(abs)r64.0<2;1>:d r2.2<1>:d {NoDDClr}
csel (4|M12) r10.0<1>:hf -(abs)r2.0<0;0>:hf -(abs)r3.0<2;1>:f -(abs)r127.3<0>:hf
csel (16|M24) r10.0<1>:hf -r64.0<0;0>:f -(abs)r64.0<2;1>:f (abs)r127.0<1>:f {NoDDChk}
(W&~f0.1) mad (8|M0) (lt)f0.1 r1.0<1>:hf r127.0<0;0>:hf r127.0<0;0>:hf (abs)r3.0<1>:hf
madm (16|M8) r1.mme7:f (abs)r1.mme7:f r9.mme2:f -(abs)r64.mme7:f
mad (8|M16) (eq)f0.0 r127.0<1>:df (abs)r64.3<0;0>:df -r2.0<2;1>:df r3.0<0>:df
csel (1|M4) r10.3<1>:df -r64.0<2;1>:df r2.0<0;0>:df -(abs)r3.3<1>:df
bfe (2|M0) r127.0<1>:ud r2.0<2;1>:ud r2.1<2;1>:ud r64.0<0>:ud {Breakpoint,Switch}
(W) lrp (16|M0) (lt)f1.1 r10.0<1>:d -r64.0<0;0>:d (abs)r64.0<2;1>:d -(abs)r3.0<1>:d
(~f0.1) lrp (32|M0) r127.0<1>:f r3.0<0;0>:f r3.0<0;0>:hf (abs)r3.0<0>:f
lrp (8|M0) r10.0<1>:d (abs)r3.0<2;1>:d r3.3<2;1>:d r3.0<1>:d
bfe (4|M16) r127.0<1>:d r127.3<0;0>:d r3.0<0;0>:d r3.0<0>:d
(W) mad (16|M0) r10.0<1>:df r3.2<2;1>:df -(abs)r127.0<0;0>:df r3.0<0>:df {NoDDClr}
lrp (8|M0) r10.0<1>:df r127.0<2;1>:df -r2.0<2;1>:df -r3.3<0>:df {Atomic}
madm (2|M4) r64.mme0:df -(abs)r9.mme7:df (abs)r64.mme7:df r9.nomme:df {Breakpoint,NoDDClr}
bfi2 (32|M16) r10.0<1>:ud r127.0<0;0>:ud r3.0<2;1>:ud r2.3<1>:ud {Atomic}
lrp (8|M0) r127.0<1>:hf (abs)r64.1<0;0>:hf r2.0<0;0>:hf r64.0<0>:hf {AccWrEn}
(W&~f1.1) mad (8|M0) r10.0<1>:df -r127.0<0;0>:df -(abs)r2.0<2;1>:df -r64.0<0>:df {NoDDClr}
lrp (8|M0) r10.0<1>:f -(abs)r127.0<2;1>:hf r2.2<0;0>:f -r64.0<1>:f {AccWrEn,Atomic,NoDDClr}
(W) bfe (4|M0) r10.0<1>:ud r64.0<0;0>:ud r127.0<2;1>:ud r127.1<0>:ud {Atomic,NoDDChk}
mad (8|M16) r127.0<1>:df r2.0<0;0>:df r3.0<2;1>:df -(abs)r3.0<1>:df {Atomic}
mad (16|M0) r10.0<1>:hf -r3.0<2;1>:hf -r2.0<0;0>:f -(abs)r2.0<1>:f {NoDDClr}
bfe (8|M0) r1.0<1>:ud r3.0<2;1>:ud r64.0<0;0>:ud r64.0<1>:ud {Atomic}
(W) csel (2|M12) r10.0<1>:ud -(abs)r64.0<0;0>:ud -r64.0<2;1>:ud r64.3<0>:ud
bfi2 (2|M0) r1.0<1>:ud r2.0<2;1>:ud r64.0<2;1>:ud r3.1<0>:ud
(W) csel (16|M0) (ge)f1.1 r10.0<1>:hf -r3.0<0;0>:hf -(abs)r3.0<2;1>:hf r127.1<0>:f
mad (16|M0) r10.0<1>:f (abs)r2.0<0;0>:hf -r3.0<0;0>:f r127.1<1>:hf
csel (16|M0) (lt)f1.0 r10.0<1>:f (abs)r3.0<2;1>:f r3.0<2;1>:hf r2.0<0>:hf
mad (16|M16) (sat)r127.0<1>:d -(abs)r2.0<0;0>:d r2.3<0;0>:d (abs)r2.0<0>:d
mad (1|M8) r127.1<1>:d r127.0<2;1>:d -(abs)r64.0<0;0>:d -r64.0<1>:d
mad (16|M0) (gt)f0.0 r127.0<1>:ud (abs)r3.1<0;0>:ud r3.0<2;1>:ud r127.0<1>:ud {NoDDClr,Switch}
bfe (16|M16) r1.0<1>:d r2.0<0;0>:d r2.0<2;1>:d r64.0<1>:d {NoDDClr}
mad (4|M16) r1.0<1>:ud -r3.0<0;0>:ud -r3.3<0;0>:ud (abs)r3.0<1>:ud
bfe (32|M0) r10.0<1>:ud r64.0<0;0>:ud r64.0<0;0>:ud r127.0<0>:ud
csel (2|M20) (ne)f0.0 r10.0<1>:df -(abs)r127.0<2;1>:df r64.0<0;0>:df r3.0<0>:df
mad (4|M28) r1.0<1>:d (abs)r64.0<2;1>:d (abs)r2.3<2;1>:d r64.3<0>:d
csel (8|M0) (gt)f1.0 r10.0<1>:hf r2.3<0;0>:hf -(abs)r127.0<2;1>:f -(abs)r3.0<0>:hf
(W&f1.0) madm (2|M8) (sat)r9.mme2:f (abs)r1.mme2:f -(abs)r9.nomme:f -r1.nomme:f
bfi2 (16|M16) r10.0<1>:d r127.0<0;0>:d r2.0<0;0>:d r2.0<0>:d {Breakpoint}
(W) lrp (4|M8) (ge)f0.1 (sat)r1.0<1>:df r3.3<2;1>:df r3.0<2;1>:df r64.0<1>:df
(f0.0.any4h) mad (16|M0) r1.0<1>:hf -(abs)r3.3<2;1>:hf -r64.0<0;0>:f r64.0<1>:f
(W) lrp (8|M0) r127.0<1>:df r2.0<2;1>:df -r127.2<2;1>:df (abs)r64.3<1>:df
csel (2|M12) r1.0<1>:hf -(abs)r3.0<2;1>:f (abs)r2.0<2;1>:f r3.0<1>:f
csel (8|M0) r10.0<1>:ud -(abs)r2.0<0;0>:ud -(abs)r3.0<2;1>:ud -(abs)r2.0<1>:ud {Breakpoint}
lrp (2|M28) (eq)f1.1 r127.0<1>:f r3.0<0;0>:f -r127.0<2;1>:f r127.0<1>:f
bfi2 (16|M24) r1.0<1>:ud r127.3<0;0>:ud r3.3<2;1>:ud r3.2<0>:ud {Atomic}
csel (4|M0) r127.0<1>:ud -r2.0<0;0>:ud -(abs)r2.0<2;1>:ud -(abs)r3.0<0>:ud
mad (8|M0) r127.0<1>:d r64.2<0;0>:d (abs)r64.0<0;0>:d r3.0<0>:d
(W&~f1.0) lrp (8|M16) (ne)f1.0 r1.0<1>:d (abs)r64.3<2;1>:d -r64.0<2;1>:d (abs)r127.1<1>:d {NoDDChk}
csel (8|M8) (eq)f0.1 r10.0<1>:f (abs)r3.0<0;0>:f (abs)r3.0<2;1>:f -(abs)r2.1<1>:hf
csel (2|M4) (sat)r127.0<1>:f -(abs)r127.0<0;0>:hf r127.2<2;1>:hf -r3.0<1>:f {Switch}
mad (2|M12) (ne)f1.1 r10.0<1>:ud (abs)r3.0<2;1>:ud -(abs)r3.0<0;0>:ud (abs)r3.0<0>:ud {NoDDChk}
lrp (1|M0) (gt)f0.1 (sat)r1.7<1>:d -(abs)r64.0<0;0>:d -r3.2<0;0>:d r127.2<0>:d {Atomic,NoDDChk,NoDDClr}
lrp (2|M8) r127.0<1>:df r3.1<2;1>:df -r127.0<0;0>:df -(abs)r3.0<0>:df {Switch}
(W) lrp (2|M0) r127.0<1>:df -r3.0<0;0>:df r64.0<0;0>:df -(abs)r64.0<0>:df
lrp (16|M8) (gt)f1.1 r10.0<1>:hf r2.2<2;1>:f -(abs)r127.0<2;1>:f (abs)r2.1<1>:hf
bfe (8|M8) r127.0<1>:d r2.0<2;1>:d r3.0<0;0>:d r127.3<1>:d {NoDDChk}
lrp (16|M24) r127.0<1>:d r2.0<0;0>:d (abs)r2.0<2;1>:d -r3.0<1>:d
mad (32|M0) r127.0<1>:ud (abs)r2.0<0;0>:ud (abs)r64.0<0;0>:ud -r2.0<0>:ud
bfe (8|M0) r127.0<1>:d r2.1<2;1>:d r64.0<0;0>:d r2.3<1>:d {NoDDChk,Switch}
(W) bfe (4|M0) r10.0<1>:ud r3.0<0;0>:ud r2.3<2;1>:ud r127.0<1>:ud
bfi2 (8|M0) r10.0<1>:d r64.0<0;0>:d r127.0<2;1>:d r3.2<0>:d
(W&~f0.1) bfi2 (32|M0) r127.0<1>:d r64.2<0;0>:d r2.3<0;0>:d r127.2<0>:d
csel (8|M24) r127.0<1>:ud -r2.0<0;0>:ud r127.3<2;1>:ud -(abs)r64.0<1>:ud {Breakpoint,NoDDChk,NoDDClr,Switch}
(W) csel (8|M0) (ov)f0.1 r127.0<1>:ud r2.0<0;0>:ud -r64.0<0;0>:ud (abs)r64.2<1>:ud {Breakpoint}
csel (4|M0) r1.0<1>:d -(abs)r64.1<2;1>:d r3.0<2;1>:d r2.0<1>:d {AccWrEn}
mad (1|M12) r1.3<1>:f -r2.1<2;1>:hf -r2.0<2;1>:hf (abs)r3.0<1>:f {AccWrEn,Atomic}
(W&f1.0) lrp (8|M0) r10.0<1>:df r127.0<2;1>:df r127.2<2;1>:df -r127.0<1>:df
madm (8|M0) (sat)r64.mme0:f -r9.mme7:f r64.nomme:f r127.mme7:f {AccWrEn}
lrp (1|M0) r127.2<1>:df (abs)r127.0<0;0>:df -(abs)r2.0<0;0>:df -(abs)r127.0<1>:df
mad (4|M24) (un)f0.1 r127.0<1>:ud r64.0<2;1>:ud -(abs)r127.3<2;1>:ud -(abs)r2.0<1>:ud
bfi2 (2|M24) r127.0<1>:ud r2.0<0;0>:ud r127.0<0;0>:ud r127.0<0>:ud {NoDDChk}
(W) csel (32|M0) r10.0<1>:ud -(abs)r127.0<2;1>:ud r2.0<0;0>:ud -r2.1<1>:ud
bfi2 (8|M0) r1.0<1>:ud r2.0<2;1>:ud r3.0<0;0>:ud r127.0<1>:ud
(W) mad (16|M0) (le)f1.0 r127.0<1>:f -(abs)r64.0<0;0>:f -r3.0<0;0>:hf r127.0<1>:hf
csel (16|M0) r1.0<1>:d (abs)r2.0<0;0>:d r2.0<0;0>:d -r2.0<1>:d
bfe (1|M0) r10.1<1>:ud r127.0<0;0>:ud r64.0<2;1>:ud r2.2<0>:ud
csel (4|M0) r1.0<1>:ud r3.0<0;0>:ud r127.0<2;1>:ud -r64.2<1>:ud
csel (32|M0) r1.0<1>:hf r3.3<0;0>:f r64.0<2;1>:hf -r64.0<1>:f {Breakpoint,Switch}
bfe (4|M20) r10.0<1>:ud r127.3<0;0>:ud r127.0<0;0>:ud r127.0<0>:ud {NoDDChk,Switch}
(W) mad (8|M0) (lt)f1.0 (sat)r1.0<1>:f r3.0<0;0>:hf -(abs)r127.3<2;1>:hf (abs)r3.3<0>:f {AccWrEn}
(W) csel (1|M20) r1.1<1>:hf (abs)r3.0<0;0>:f -(abs)r127.0<2;1>:f (abs)r2.2<0>:f {AccWrEn}
lrp (8|M0) r127.0<1>:d -(abs)r2.1<0;0>:d -(abs)r127.0<0;0>:d (abs)r3.0<1>:d
bfi2 (8|M0) r127.0<1>:d r127.0<2;1>:d r64.0<0;0>:d r64.0<1>:d
madm (32|M24) r9.mme2:f -(abs)r9.nomme:f (abs)r1.mme7:f r9.mme2:f
mad (1|M0) r1.0<1>:df r2.1<0;0>:df r127.0<0;0>:df r3.3<1>:df
(W) mad (4|M0) r1.0<1>:f r3.0<0;0>:f (abs)r127.0<0;0>:f r3.0<0>:hf {NoDDChk}
madm (8|M16) r127.mme0:f r64.mme2:f (abs)r127.mme7:f -(abs)r64.mme7:f
(f1.1) bfi2 (8|M0) r127.0<1>:d r2.0<0;0>:d r2.2<2;1>:d r3.0<1>:d {Atomic}
madm (4|M8) r9.mme0:f r1.mme7:f (abs)r1.nomme:f -(abs)r127.mme2:f
(W) csel (8|M0) r127.0<1>:d (abs)r3.2<0;0>:d r3.0<2;1>:d r3.3<1>:d
(W) mad (32|M24) (sat)r10.0<1>:ud r64.0<0;0>:ud r127.0<2;1>:ud r2.0<1>:ud {NoDDClr}
mad (8|M0) r1.0<1>:df (abs)r3.0<0;0>:df r127.0<0;0>:df r3.0<0>:df
lrp (16|M16) r10.0<1>:d -r64.0<2;1>:d -r2.0<2;1>:d -r3.0<0>:d
mad (16|M16) r127.0<1>:hf (abs)r3.3<0;0>:f r64.0<2;1>:hf -(abs)r3.0<1>:hf
madm (2|M0) r127.mme0:hf r1.mme2:hf r9.mme2:hf -(abs)r127.nomme:hf
bfe (16|M16) r127.0<1>:ud r127.2<0;0>:ud r3.0<2;1>:ud r3.1<1>:ud
lrp (4|M12) (ne)f1.0 r127.0<1>:hf r64.0<2;1>:hf r64.0<2;1>:hf r127.2<1>:f {Breakpoint}
(W) mad (16|M0) r127.0<1>:df r64.0<0;0>:df r127.0<2;1>:df (abs)r2.0<0>:df
lrp (1|M0) r127.3<1>:hf r127.0<0;0>:f -(abs)r2.1<2;1>:hf r64.0<1>:f
mad (16|M16) r10.0<1>:hf -(abs)r127.0<0;0>:hf r2.0<2;1>:f r64.0<0>:hf {AccWrEn}
mad (8|M0) (ne)f1.0 r1.0<1>:f r3.1<0;0>:f r3.0<2;1>:f (abs)r64.0<1>:f
madm (4|M28) r64.mme7:f -r9.mme2:f r1.nomme:f r9.mme7:f
(~f0.1.all4h) madm (8|M0) r127.mme2:df r9.mme7:df (abs)r9.mme0:df -(abs)r64.nomme:df
csel (1|M0) (le)f0.1 r1.7<1>:hf -(abs)r3.0<2;1>:hf -(abs)r64.0<2;1>:hf (abs)r2.2<1>:hf
bfe (1|M0) r1.1<1>:d r127.2<2;1>:d r3.2<0;0>:d r127.0<0>:d
madm (32|M8) r1.mme2:hf r127.mme0:hf -(abs)r9.nomme:hf r127.mme0:hf
(f1.1.any4h) madm (8|M0) r127.mme7:f (abs)r127.mme2:f (abs)r64.mme0:f -(abs)r9.mme7:f {Atomic}
(W) csel (32|M0) (sat)r10.0<1>:df r3.0<2;1>:df -r2.0<2;1>:df r64.0<1>:df
csel (16|M24) r10.0<1>:ud r3.1<2;1>:ud -r3.0<2;1>:ud r3.0<0>:ud
(W) lrp (16|M24) (sat)r10.0<1>:df -(abs)r2.0<0;0>:df r64.0<2;1>:df r127.0<0>:df {NoDDChk,NoDDClr}
bfe (16|M0) r10.0<1>:ud r127.0<2;1>:ud r3.0<2;1>:ud r2.0<0>:ud
bfe (1|M0) r1.1<1>:ud r127.3<0;0>:ud r127.2<2;1>:ud r64.0<0>:ud {AccWrEn,Breakpoint}
mad (16|M0) (le)f1.0 r10.0<1>:hf -(abs)r127.0<0;0>:hf (abs)r2.2<2;1>:hf (abs)r2.0<0>:hf
(W) bfe (8|M0) r10.0<1>:d r64.2<2;1>:d r3.0<0;0>:d r2.0<0>:d
madm (32|M0) r1.mme7:hf r1.mme7:hf r1.nomme:hf -r9.nomme:hf
madm (8|M16) r9.mme2:f r9.mme7:f r9.mme2:f -(abs)r9.nomme:f
(~f1.0.any4h) mad (2|M24) (ge)f1.0 r1.0<1>:hf -(abs)r64.2<2;1>:hf r127.0<0;0>:f -(abs)r2.0<1>:f
(W) lrp (16|M0) (sat)r1.0<1>:ud r2.0<0;0>:ud r127.1<2;1>:ud r2.3<0>:ud {AccWrEn}
(W&~f0.0) bfi2 (4|M24) r1.0<1>:d r2.0<2;1>:d r2.0<2;1>:d r64.0<1>:d
bfi2 (8|M0) r1.0<1>:ud r127.0<2;1>:ud r2.0<2;1>:ud r2.0<1>:ud
(W) bfe (8|M16) r10.0<1>:ud r127.0<0;0>:ud r127.0<0;0>:ud r3.0<1>:ud
lrp (16|M0) r10.0<1>:f r3.0<2;1>:hf (abs)r3.0<2;1>:f r64.0<1>:hf
(W) bfi2 (16|M0) r10.0<1>:ud r64.3<2;1>:ud r3.0<0;0>:ud r3.0<0>:ud {Breakpoint,Switch}
lrp (32|M0) r1.0<1>:ud r3.0<0;0>:ud -r3.2<0;0>:ud -(abs)r3.0<0>:ud
csel (8|M24) (eq)f0.1 r127.0<1>:d r2.0<0;0>:d -r3.2<0;0>:d (abs)r3.3<1>:d {Atomic}
mad (32|M0) r1.0<1>:hf r127.0<0;0>:hf r3.2<2;1>:hf -(abs)r64.0<0>:hf {AccWrEn}
lrp (16|M0) r1.0<1>:ud (abs)r3.0<0;0>:ud -(abs)r64.1<0;0>:ud -r3.2<1>:ud
bfi2 (16|M0) r1.0<1>:ud r64.1<2;1>:ud r127.0<2;1>:ud r2.1<1>:ud {Switch}
(W&~f1.0) lrp (8|M0) (eq)f1.0 (sat)r127.0<1>:hf r127.1<0;0>:f -(abs)r3.0<2;1>:hf -(abs)r64.0<1>:hf {NoDDClr,Switch}
lrp (8|M8) r10.0<1>:ud -(abs)r64.0<2;1>:ud (abs)r3.0<0;0>:ud (abs)r2.0<1>:ud
madm (8|M0) r1.mme2:hf r9.mme2:hf -(abs)r9.nomme:hf r64.mme0:hf
(W&f0.0) madm (16|M0) (sat)r64.mme7:hf r127.nomme:hf r127.mme0:hf r64.nomme:hf
(W&f0.0) lrp (16|M0) r127.0<1>:f (abs)r64.0<2;1>:hf r2.1<2;1>:hf -(abs)r3.0<1>:f {Breakpoint}
(~f1.1) bfe (16|M24) r1.0<1>:ud r64.0<0;0>:ud r2.0<0;0>:ud r3.3<1>:ud
(f1.0.any4h) madm (16|M8) r1.mme7:f (abs)r127.nomme:f -(abs)r64.nomme:f r127.mme0:f
mad (16|M16) (sat)r127.0<1>:d r3.0<0;0>:d r3.0<0;0>:d -r64.0<0>:d
(~f0.1) bfe (8|M0) r10.0<1>:d r127.0<2;1>:d r3.0<0;0>:d r3.0<1>:d {NoDDClr}
bfe (8|M0) r127.0<1>:d r127.2<0;0>:d r3.2<0;0>:d r2.2<0>:d
bfe (16|M24) r10.0<1>:d r3.0<0;0>:d r2.0<0;0>:d r127.0<0>:d {NoDDChk}
madm (2|M8) r64.mme0:f (abs)r127.mme7:f -(abs)r64.mme7:f -(abs)r64.nomme:f {NoDDClr}
madm (16|M16) r127.mme0:f -(abs)r64.mme7:f r127.mme0:f r9.mme2:f
csel (16|M16) r10.0<1>:f r2.0<0;0>:f -(abs)r3.0<2;1>:hf r3.0<1>:hf
mad (16|M0) r10.0<1>:d -r3.0<2;1>:d (abs)r127.0<2;1>:d r2.0<1>:d
(W) lrp (8|M0) r10.0<1>:df (abs)r2.0<0;0>:df -r127.0<0;0>:df -(abs)r64.0<1>:df
bfe (32|M16) r1.0<1>:d r3.0<2;1>:d r2.1<0;0>:d r2.2<0>:d
csel (16|M0) (ne)f0.1 r10.0<1>:hf r2.0<2;1>:f r2.0<0;0>:f -(abs)r2.1<1>:f
csel (2|M0) r127.0<1>:d -(abs)r3.3<2;1>:d r127.0<2;1>:d r2.0<1>:d
csel (16|M0) (eq)f1.0 r127.0<1>:d r3.0<0;0>:d -r127.0<2;1>:d r3.2<0>:d
mad (2|M28) r127.0<1>:f r2.0<2;1>:hf (abs)r127.0<2;1>:hf r64.2<1>:f {Atomic}
bfe (16|M0) r1.0<1>:ud r2.0<2;1>:ud r64.0<0;0>:ud r2.0<0>:ud
lrp (8|M8) r127.0<1>:ud -r2.0<0;0>:ud -r3.0<2;1>:ud r3.1<1>:ud
mad (8|M0) r10.0<1>:f -(abs)r127.0<2;1>:hf -r64.0<0;0>:f r2.0<0>:hf {Switch}
mad (8|M16) (un)f1.0 r1.0<1>:ud r127.2<2;1>:ud r2.2<0;0>:ud -r3.3<0>:ud
mad (16|M8) (sat)r127.0<1>:f -r64.0<2;1>:hf -(abs)r127.2<2;1>:f r127.0<0>:f
(W) mad (32|M16) (gt)f0.1 r127.0<1>:d -(abs)r2.3<0;0>:d r64.0<2;1>:d r64.0<1>:d
(~f0.0) bfi2 (4|M8) r1.0<1>:ud r64.3<0;0>:ud r64.0<0;0>:ud r127.0<0>:ud {NoDDClr}
(W&~f1.1) madm (8|M0) (sat)r1.mme0:f (abs)r127.mme7:f r127.mme2:f r64.nomme:f
lrp (32|M0) (gt)f1.1 r127.0<1>:df r127.0<2;1>:df (abs)r2.0<0;0>:df (abs)r3.0<0>:df {Switch}
(f0.1) mad (8|M8) (ne)f0.1 r1.0<1>:hf r3.0<0;0>:hf r3.0<0;0>:f -(abs)r127.3<0>:f {Switch}
(W&~f0.1) bfi2 (8|M0) r127.0<1>:ud r2.0<0;0>:ud r127.0<2;1>:ud r2.0<1>:ud
lrp (2|M0) (ge)f0.1 r127.0<1>:hf r64.0<2;1>:f -(abs)r127.0<2;1>:f -r3.0<1>:hf {NoDDChk,Switch}
bfi2 (8|M0) r127.0<1>:d r64.0<2;1>:d r64.3<0;0>:d r2.2<1>:d
csel (16|M24) (ge)f1.1 r127.0<1>:hf -(abs)r127.0<0;0>:f r127.0<2;1>:hf -(abs)r64.0<1>:f
bfi2 (8|M0) r127.0<1>:ud r3.0<0;0>:ud r2.2<0;0>:ud r2.2<0>:ud
madm (2|M24) r127.mme2:df r9.mme2:df r64.nomme:df r127.mme2:df {AccWrEn}
bfe (1|M28) r127.0<1>:ud r127.2<0;0>:ud r2.0<0;0>:ud r127.0<1>:ud
mad (8|M0) r1.0<1>:f -r127.0<2;1>:f r3.0<0;0>:hf -(abs)r2.0<0>:hf {Breakpoint}
(W&~f1.0) madm (16|M0) r1.mme7:df r1.mme2:df -r64.mme0:df (abs)r64.nomme:df
madm (4|M0) r127.mme2:hf r127.nomme:hf (abs)r9.nomme:hf -(abs)r127.nomme:hf
csel (8|M0) (un)f0.1 r127.0<1>:f (abs)r127.3<2;1>:f (abs)r3.0<2;1>:f r127.0<1>:f {NoDDClr}
mad (16|M0) r10.0<1>:f (abs)r3.0<0;0>:f -r2.1<0;0>:f r3.0<1>:f
(~f0.0) madm (4|M0) r127.mme2:hf r1.mme0:hf -r1.nomme:hf -(abs)r127.mme7:hf {Atomic}
(W) madm (32|M8) r1.mme0:f -r127.mme0:f r64.mme7:f r9.mme7:f
csel (2|M0) (gt)f0.1 r127.0<1>:f (abs)r2.1<0;0>:hf r127.1<0;0>:hf (abs)r64.0<0>:f {Breakpoint,NoDDChk}
csel (16|M8) (le)f0.1 r1.0<1>:f -(abs)r64.0<0;0>:f -r2.0<2;1>:hf (abs)r2.0<0>:f
csel (16|M24) r10.0<1>:hf r3.2<0;0>:f -r2.2<0;0>:f -(abs)r2.0<1>:f {NoDDChk,NoDDClr}
csel (16|M0) r127.0<1>:f (abs)r64.0<2;1>:hf -r127.3<2;1>:hf r3.3<1>:hf {NoDDClr}
csel (8|M0) r1.0<1>:f -r127.0<2;1>:f -(abs)r127.0<2;1>:hf r3.0<0>:f {Breakpoint}
(W) madm (2|M8) r127.mme7:hf r1.mme2:hf r1.mme7:hf r127.mme2:hf {NoDDClr}
bfi2 (8|M0) r127.0<1>:d r2.0<2;1>:d r64.2<0;0>:d r3.0<1>:d
csel (1|M16) r10.3<1>:df -r127.0<2;1>:df r64.0<0;0>:df -r127.0<1>:df
mad (16|M16) (le)f0.1 r127.0<1>:f (abs)r2.0<0;0>:f r127.0<0;0>:f r127.0<0>:hf
mad (8|M0) r10.0<1>:f -(abs)r3.0<2;1>:hf -r64.0<2;1>:hf r3.0<1>:hf
(W&~f1.0) mad (8|M0) r10.0<1>:d r3.0<2;1>:d r64.0<0;0>:d r127.0<1>:d
mad (8|M24) r1.0<1>:ud -r64.0<0;0>:ud r127.0<2;1>:ud -(abs)r3.0<0>:ud {Atomic}
mad (32|M0) r127.0<1>:f r64.0<2;1>:f r64.3<2;1>:hf -r64.0<1>:hf
csel (16|M0) r127.0<1>:df -r3.0<2;1>:df (abs)r127.2<2;1>:df (abs)r64.3<0>:df
(W&f0.0) mad (32|M24) r10.0<1>:hf r2.1<2;1>:hf -r2.0<0;0>:hf r2.2<1>:hf {NoDDChk,NoDDClr}
csel (16|M0) r1.0<1>:hf -(abs)r2.2<2;1>:hf (abs)r127.0<0;0>:hf -r2.2<0>:f {Atomic}
mad (16|M0) (ov)f1.0 r10.0<1>:df r64.0<0;0>:df r2.0<2;1>:df (abs)r3.0<1>:df
bfe (4|M0) r127.0<1>:d r2.2<2;1>:d r2.1<2;1>:d r2.0<1>:d {Switch}
bfi2 (1|M12) r1.7<1>:ud r64.1<0;0>:ud r3.0<2;1>:ud r2.0<0>:ud
(f0.0.any4h) bfi2 (2|M28) r127.0<1>:ud r64.0<2;1>:ud r3.3<2;1>:ud r127.0<0>:ud
(W) bfe (16|M24) r1.0<1>:d r3.2<2;1>:d r127.0<2;1>:d r2.0<0>:d
(W) bfi2 (8|M0) r127.0<1>:d r2.0<2;1>:d r2.0<2;1>:d r64.2<1>:d
madm (8|M8) r64.mme2:f r64.mme0:f r9.mme2:f (abs)r64.mme2:f {AccWrEn}
(W) lrp (4|M24) r10.0<1>:hf r3.0<0;0>:f r3.0<0;0>:hf (abs)r2.3<1>:hf
(W) mad (8|M0) r10.0<1>:df -r3.0<2;1>:df r3.2<0;0>:df -r2.0<0>:df
bfe (2|M20) r127.0<1>:ud r64.3<2;1>:ud r64.0<2;1>:ud r3.3<1>:ud
madm (8|M0) r127.mme2:df (abs)r1.nomme:df r1.mme7:df -r127.nomme:df {Atomic}
madm (4|M16) r9.mme0:f -r64.mme0:f r64.mme0:f (abs)r1.mme2:f {AccWrEn}
bfe (4|M0) r127.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r2.0<1>:d {AccWrEn}
mad (8|M16) r1.0<1>:ud r2.3<0;0>:ud -r3.0<2;1>:ud r2.2<1>:ud {Switch}
bfe (8|M24) r127.0<1>:d r3.0<2;1>:d r3.0<2;1>:d r64.1<1>:d
(f1.0.any4h) mad (2|M28) r127.0<1>:ud r3.0<2;1>:ud (abs)r127.1<2;1>:ud (abs)r2.1<1>:ud {AccWrEn,NoDDChk}
madm (8|M0) (sat)r127.mme2:df -r127.mme7:df -r1.mme7:df r1.mme2:df
(W) bfe (2|M0) r127.0<1>:d r127.0<0;0>:d r2.0<0;0>:d r2.3<0>:d
lrp (4|M4) r10.0<1>:f (abs)r127.0<0;0>:hf r2.0<0;0>:f (abs)r127.0<0>:hf
csel (16|M0) (ne)f1.1 r127.0<1>:ud r64.0<0;0>:ud (abs)r2.3<2;1>:ud r127.1<0>:ud {Switch}
csel (32|M0) r1.0<1>:df -r127.3<0;0>:df r3.0<0;0>:df r127.0<1>:df
bfe (2|M20) r1.0<1>:d r2.0<2;1>:d r3.1<2;1>:d r64.0<1>:d {AccWrEn}
(W&~f1.1) bfe (16|M0) r1.0<1>:ud r64.2<0;0>:ud r127.0<0;0>:ud r2.1<0>:ud
(W) mad (2|M0) r1.0<1>:hf -(abs)r3.0<0;0>:f r2.0<2;1>:hf r2.1<0>:hf
csel (8|M16) r127.0<1>:f r2.0<2;1>:f -(abs)r3.1<0;0>:hf -r2.0<0>:hf
csel (16|M0) r127.0<1>:ud r2.3<2;1>:ud -(abs)r64.0<0;0>:ud r3.0<1>:ud
mad (4|M0) r127.0<1>:hf -(abs)r2.3<0;0>:hf -r2.2<2;1>:hf r2.0<0>:f
csel (8|M0) (gt)f0.0 r10.0<1>:hf r127.0<0;0>:f -r127.2<2;1>:f -r127.2<1>:f
lrp (16|M16) r1.0<1>:f r64.1<2;1>:hf -(abs)r64.0<2;1>:f r3.2<1>:hf
bfe (8|M0) r127.0<1>:d r64.0<0;0>:d r127.1<0;0>:d r2.3<1>:d
mad (16|M16) r10.0<1>:hf r127.0<2;1>:hf (abs)r64.0<0;0>:hf r127.3<1>:hf
lrp (16|M16) (le)f0.0 r127.0<1>:f r64.0<0;0>:hf r3.0<2;1>:f r3.0<0>:f {NoDDChk}
mad (8|M0) r127.0<1>:df -(abs)r64.3<2;1>:df -(abs)r3.0<0;0>:df -r2.0<0>:df {NoDDClr,Switch}
mad (32|M8) r127.0<1>:f -(abs)r127.2<2;1>:hf (abs)r127.3<2;1>:f -r3.1<1>:hf
bfi2 (32|M0) r127.0<1>:ud r2.1<0;0>:ud r64.0<0;0>:ud r64.2<0>:ud
bfe (1|M0) r10.1<1>:ud r64.0<2;1>:ud r2.3<0;0>:ud r2.0<1>:ud
mad (16|M0) r127.0<1>:f -r2.0<2;1>:f -(abs)r127.0<2;1>:f -(abs)r3.2<1>:hf
csel (32|M8) r10.0<1>:df -(abs)r2.0<2;1>:df r127.0<2;1>:df -r3.0<0>:df {AccWrEn,NoDDChk}
mad (1|M4) (un)f0.1 r127.0<1>:f -(abs)r127.0<2;1>:hf (abs)r64.0<0;0>:hf -r127.0<0>:hf {Switch}
bfi2 (16|M8) r1.0<1>:ud r64.0<2;1>:ud r64.1<0;0>:ud r64.0<1>:ud
csel (2|M0) r10.0<1>:hf -(abs)r2.0<2;1>:f (abs)r3.2<2;1>:hf -r127.2<0>:hf
csel (8|M8) (un)f0.1 r1.0<1>:df r3.0<2;1>:df r64.0<2;1>:df r3.3<1>:df
(f0.1.all4h) mad (4|M0) (le)f0.1 r127.0<1>:hf r64.3<0;0>:f -r64.0<0;0>:hf r64.0<1>:hf
csel (32|M0) (ge)f1.1 r1.0<1>:df (abs)r3.0<0;0>:df -r2.0<0;0>:df (abs)r3.0<1>:df
mad (8|M24) (un)f0.0 r127.0<1>:f r64.0<0;0>:f -(abs)r127.0<2;1>:f -(abs)r64.0<1>:hf
csel (16|M0) (ov)f1.0 r10.0<1>:f r64.0<0;0>:hf -r3.2<0;0>:f -(abs)r2.2<1>:hf {AccWrEn}
csel (8|M0) r10.0<1>:hf (abs)r3.0<2;1>:hf r2.0<2;1>:hf (abs)r2.0<1>:hf
bfi2 (8|M8) r1.0<1>:ud r127.0<2;1>:ud r64.0<2;1>:ud r127.0<0>:ud
(W) lrp (4|M28) r10.0<1>:d -(abs)r127.0<0;0>:d r127.0<0;0>:d -(abs)r64.0<0>:d
madm (4|M8) r127.mme0:df -r64.mme7:df -r9.mme0:df r64.mme7:df
mad (4|M0) (sat)r10.0<1>:hf r127.2<2;1>:hf (abs)r64.0<0;0>:f r64.0<1>:f
(W) csel (16|M0) r127.0<1>:d (abs)r127.1<2;1>:d (abs)r64.0<0;0>:d -r64.0<0>:d {Atomic,NoDDClr}
madm (16|M0) r64.mme2:df r127.mme7:df -(abs)r9.mme0:df (abs)r127.mme7:df {Breakpoint,NoDDChk}
mad (16|M24) r10.0<1>:ud (abs)r3.2<0;0>:ud r127.0<2;1>:ud r3.0<0>:ud
madm (16|M24) (sat)r9.mme7:df r1.mme7:df -(abs)r9.mme0:df -(abs)r9.mme2:df {NoDDClr}
bfi2 (2|M24) r10.0<1>:ud r127.1<0;0>:ud r3.3<0;0>:ud r64.0<1>:ud {AccWrEn}
lrp (8|M0) (lt)f1.0 r1.0<1>:hf r127.3<0;0>:f (abs)r127.0<2;1>:f -r127.0<0>:f
mad (2|M12) (gt)f0.0 r10.0<1>:d (abs)r2.2<2;1>:d r64.2<0;0>:d (abs)r127.0<0>:d {NoDDChk}
bfe (16|M0) r10.0<1>:ud r3.3<2;1>:ud r3.1<2;1>:ud r3.0<0>:ud {Atomic}
mad (8|M8) r10.0<1>:d r64.0<0;0>:d (abs)r3.0<2;1>:d r64.0<0>:d
(~f1.0) mad (4|M0) r10.0<1>:df -r127.0<2;1>:df r127.0<0;0>:df r3.3<1>:df {NoDDClr}
csel (32|M0) r127.0<1>:d -(abs)r127.0<0;0>:d r2.2<2;1>:d r2.0<0>:d
(W&~f0.0) mad (8|M16) r127.0<1>:hf (abs)r127.2<2;1>:hf -(abs)r2.0<2;1>:f -r64.0<0>:hf
csel (16|M0) r1.0<1>:hf -(abs)r64.0<0;0>:f -r3.0<2;1>:f (abs)r2.0<1>:f
lrp (4|M0) r1.0<1>:f (abs)r2.0<2;1>:f -r2.0<2;1>:f r2.0<1>:f
mad (8|M0) r1.0<1>:df -r64.0<2;1>:df r127.0<2;1>:df -(abs)r64.0<1>:df
(W) bfe (2|M28) r127.0<1>:ud r64.3<2;1>:ud r3.1<2;1>:ud r127.2<1>:ud {Switch}
(W) csel (8|M0) r127.0<1>:f (abs)r127.2<2;1>:f r3.0<0;0>:hf r2.0<1>:f {AccWrEn}
(~f0.1.any4h) bfe (8|M0) r1.0<1>:d r127.0<0;0>:d r127.0<2;1>:d r2.3<1>:d {NoDDClr}
lrp (2|M0) r1.0<1>:hf (abs)r2.0<0;0>:f r2.0<2;1>:f -r127.3<1>:hf {AccWrEn}
csel (1|M0) r10.0<1>:ud -r3.0<2;1>:ud r127.0<2;1>:ud (abs)r127.2<0>:ud
madm (2|M4) r9.mme0:hf (abs)r127.nomme:hf r9.mme0:hf r64.mme0:hf
csel (16|M0) r1.0<1>:d -r3.1<2;1>:d r3.0<2;1>:d r2.0<1>:d
mad (2|M20) r1.0<1>:df -(abs)r127.0<2;1>:df (abs)r2.1<0;0>:df -(abs)r127.0<0>:df
lrp (8|M0) r10.0<1>:f -r2.0<0;0>:f (abs)r2.0<0;0>:hf r2.0<1>:f {NoDDChk}
(W) madm (16|M24) r1.mme2:hf -(abs)r64.mme2:hf -r1.nomme:hf r127.nomme:hf {NoDDChk,Switch}
mad (4|M8) r1.0<1>:ud r127.0<2;1>:ud -r127.0<0;0>:ud r3.3<1>:ud
(W) csel (1|M20) r10.1<1>:hf -r2.1<0;0>:hf -r127.0<2;1>:hf -(abs)r3.0<1>:f {Breakpoint,Switch}
(W) lrp (1|M4) r127.3<1>:df -(abs)r127.0<2;1>:df -(abs)r3.0<2;1>:df -(abs)r127.0<1>:df
csel (1|M0) r10.3<1>:hf -(abs)r2.0<0;0>:f (abs)r2.1<0;0>:f (abs)r127.0<1>:f {AccWrEn}
bfe (4|M0) r127.0<1>:d r64.0<0;0>:d r127.0<0;0>:d r2.2<0>:d
mad (16|M16) r127.0<1>:d r127.0<2;1>:d -(abs)r64.0<2;1>:d (abs)r127.0<1>:d
bfe (8|M0) r1.0<1>:ud r127.1<0;0>:ud r64.0<2;1>:ud r64.3<0>:ud {Atomic}
(f0.1) mad (1|M0) r127.3<1>:f -r64.0<0;0>:hf -(abs)r2.0<0;0>:f -(abs)r2.0<1>:hf
mad (16|M0) r127.0<1>:df r64.0<0;0>:df r64.0<2;1>:df -(abs)r3.3<1>:df
bfi2 (2|M0) r1.0<1>:ud r64.0<0;0>:ud r64.0<0;0>:ud r64.1<0>:ud {Switch}
bfi2 (2|M20) r1.0<1>:d r3.2<0;0>:d r2.0<2;1>:d r127.0<0>:d {NoDDClr}
csel (16|M0) (ne)f0.0 r1.0<1>:f (abs)r2.0<2;1>:f (abs)r2.0<2;1>:f r127.0<1>:f {NoDDChk}
csel (8|M24) r1.0<1>:d -r64.0<2;1>:d (abs)r2.2<2;1>:d -(abs)r3.0<0>:d
mad (2|M28) r1.0<1>:ud -(abs)r3.2<0;0>:ud -(abs)r127.0<0;0>:ud -r2.0<1>:ud {AccWrEn,Switch}
(W) csel (4|M12) (ov)f0.0 r127.0<1>:d r64.0<2;1>:d (abs)r3.0<2;1>:d r3.0<0>:d
bfe (1|M16) r1.5<1>:ud r64.2<0;0>:ud r3.0<2;1>:ud r2.2<0>:ud {AccWrEn}
mad (8|M24) r1.0<1>:d (abs)r127.2<0;0>:d -(abs)r64.1<0;0>:d r3.0<1>:d
(~f1.0) mad (16|M0) r127.0<1>:f -(abs)r3.0<2;1>:f -r64.0<2;1>:hf r2.1<1>:hf
(W) lrp (2|M28) (lt)f0.1 r127.0<1>:d -(abs)r3.3<2;1>:d -(abs)r3.0<2;1>:d (abs)r127.2<0>:d
csel (4|M0) r10.0<1>:df r2.0<2;1>:df r64.0<2;1>:df r127.0<1>:df
csel (4|M0) (gt)f0.0 r127.0<1>:hf -(abs)r2.0<2;1>:hf -(abs)r3.1<2;1>:f -(abs)r127.0<1>:hf
csel (8|M0) (le)f1.1 r1.0<1>:f -r127.1<2;1>:f (abs)r3.0<2;1>:f -r3.0<1>:hf
mad (2|M0) (eq)f0.0 (sat)r127.0<1>:f -r2.0<2;1>:hf -(abs)r64.0<0;0>:hf r64.2<0>:f
mad (8|M0) (sat)r127.0<1>:df r2.0<2;1>:df -(abs)r64.3<2;1>:df (abs)r3.1<0>:df {Switch}
mad (8|M0) r1.0<1>:ud -(abs)r2.0<0;0>:ud r2.1<2;1>:ud -(abs)r127.3<0>:ud {AccWrEn}
mad (2|M24) r1.0<1>:f r2.0<2;1>:f -(abs)r2.3<2;1>:hf r127.3<0>:f
lrp (32|M0) (ne)f1.1 r127.0<1>:f -(abs)r64.2<0;0>:f r2.0<2;1>:hf -(abs)r64.0<1>:f
(W) mad (1|M0) r1.1<1>:df r3.2<0;0>:df r3.0<0;0>:df -(abs)r127.3<0>:df
csel (8|M0) r10.0<1>:f r127.2<2;1>:hf (abs)r127.3<2;1>:f r3.2<0>:f
csel (4|M28) r1.0<1>:d -r3.0<0;0>:d r127.0<0;0>:d -(abs)r64.0<0>:d {NoDDChk}
csel (16|M0) (ne)f1.0 (sat)r1.0<1>:hf (abs)r2.3<2;1>:f -(abs)r3.0<2;1>:f r127.2<0>:hf
(W) lrp (4|M16) r1.0<1>:f -(abs)r3.0<2;1>:hf (abs)r64.0<0;0>:f r2.0<0>:hf {NoDDClr}
csel (2|M0) (lt)f1.1 r127.0<1>:d (abs)r3.0<0;0>:d (abs)r127.0<0;0>:d -r3.0<0>:d
lrp (8|M8) (un)f0.1 r10.0<1>:df -(abs)r127.0<0;0>:df -(abs)r64.0<2;1>:df r64.0<1>:df {Switch}
(~f1.0.any4h) lrp (8|M0) (sat)r10.0<1>:df r2.0<0;0>:df r64.0<2;1>:df r127.0<0>:df
mad (16|M16) r127.0<1>:f (abs)r3.0<0;0>:f r2.0<0;0>:hf (abs)r127.0<1>:f {NoDDChk}
(~f0.0.any4h) bfe (8|M0) r10.0<1>:d r64.0<2;1>:d r64.0<2;1>:d r3.0<0>:d
csel (16|M8) (ge)f1.0 (sat)r10.0<1>:hf (abs)r3.0<2;1>:hf r3.0<2;1>:hf (abs)r3.0<1>:hf {AccWrEn,Atomic}
bfi2 (8|M8) r1.0<1>:d r127.0<0;0>:d r2.0<0;0>:d r64.2<1>:d
madm (4|M8) r9.mme0:hf -(abs)r1.mme7:hf -(abs)r1.mme0:hf -r127.mme2:hf
bfe (16|M8) r127.0<1>:ud r3.0<2;1>:ud r64.2<2;1>:ud r3.0<0>:ud
csel (8|M0) (un)f0.1 r1.0<1>:df r3.0<0;0>:df -r64.3<0;0>:df r64.0<1>:df
mad (2|M20) r10.0<1>:hf -(abs)r3.3<2;1>:f (abs)r3.0<0;0>:hf -(abs)r127.0<1>:hf {NoDDChk}
mad (1|M0) (eq)f1.0 (sat)r10.2<1>:df r64.0<2;1>:df -r2.0<0;0>:df (abs)r64.0<0>:df {NoDDClr}
bfi2 (2|M0) r127.0<1>:ud r2.0<2;1>:ud r127.3<0;0>:ud r2.0<1>:ud
lrp (4|M0) r1.0<1>:f r3.0<0;0>:hf -r64.2<0;0>:hf -r3.1<0>:hf {NoDDClr}
(f1.0.any4h) mad (16|M0) r10.0<1>:f -r64.1<0;0>:hf -r64.0<2;1>:hf -(abs)r2.3<1>:hf
madm (4|M20) (sat)r1.mme0:f -(abs)r9.nomme:f -r1.mme7:f r64.nomme:f
madm (2|M0) r9.mme0:df r1.nomme:df r64.nomme:df -r127.mme0:df
(W) csel (32|M0) (sat)r127.0<1>:ud -r2.0<2;1>:ud r64.0<0;0>:ud (abs)r2.0<0>:ud
mad (32|M0) r127.0<1>:ud -(abs)r3.0<0;0>:ud r64.2<2;1>:ud -r64.0<1>:ud
madm (16|M0) r1.mme0:f -r1.mme7:f (abs)r127.mme2:f r9.mme7:f
bfi2 (8|M0) r10.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r64.1<0>:d
lrp (8|M0) r127.0<1>:hf r64.2<0;0>:hf -(abs)r127.0<2;1>:f -r64.2<0>:hf
lrp (4|M20) (lt)f0.0 r10.0<1>:df r3.0<0;0>:df -(abs)r2.0<0;0>:df -(abs)r127.0<0>:df {Breakpoint,NoDDClr}
mad (4|M0) (ge)f0.0 r10.0<1>:df r3.0<0;0>:df r127.0<0;0>:df -r2.2<1>:df
madm (8|M16) (sat)r1.mme2:hf r1.mme0:hf (abs)r127.nomme:hf r64.mme7:hf
(W&f0.0) lrp (32|M0) (eq)f0.0 r10.0<1>:f r64.2<2;1>:f (abs)r127.0<2;1>:hf r2.0<0>:f
csel (1|M4) r10.0<1>:df (abs)r127.0<0;0>:df (abs)r3.0<0;0>:df r64.2<0>:df {Atomic}
csel (2|M0) r10.0<1>:d (abs)r3.3<2;1>:d -r64.0<2;1>:d (abs)r64.0<1>:d {Atomic}
bfi2 (16|M0) r127.0<1>:ud r64.0<0;0>:ud r127.0<0;0>:ud r2.3<1>:ud {AccWrEn}
bfe (32|M0) r127.0<1>:ud r3.0<0;0>:ud r2.1<2;1>:ud r3.0<1>:ud {Switch}
(W) bfi2 (8|M24) r1.0<1>:ud r127.0<0;0>:ud r127.0<2;1>:ud r3.0<1>:ud
mad (16|M8) (sat)r10.0<1>:ud (abs)r64.2<0;0>:ud r3.0<0;0>:ud -(abs)r3.3<0>:ud
csel (32|M0) r10.0<1>:d -(abs)r2.1<0;0>:d (abs)r64.0<0;0>:d -(abs)r64.2<1>:d {AccWrEn}
madm (2|M4) r1.mme2:f -r127.mme0:f r1.mme2:f r127.mme7:f {Breakpoint,NoDDClr}
(W) csel (32|M0) r1.0<1>:d r64.0<2;1>:d r64.0<2;1>:d (abs)r64.2<0>:d {AccWrEn}
csel (16|M0) (lt)f0.1 r1.0<1>:hf (abs)r3.0<2;1>:f (abs)r3.0<0;0>:hf (abs)r64.3<1>:f {Breakpoint}
(W) lrp (2|M4) (un)f0.1 (sat)r1.0<1>:d (abs)r2.2<0;0>:d -(abs)r2.3<0;0>:d -(abs)r64.0<1>:d
csel (8|M16) (eq)f1.1 r127.0<1>:ud r64.0<2;1>:ud -r127.0<2;1>:ud -r127.0<1>:ud
bfe (2|M0) r127.0<1>:d r64.0<2;1>:d r3.0<0;0>:d r64.0<0>:d
bfi2 (2|M0) r10.0<1>:d r3.3<2;1>:d r64.0<0;0>:d r64.0<1>:d
(W) mad (1|M0) r1.1<1>:hf -(abs)r127.0<0;0>:hf -(abs)r127.0<0;0>:hf r64.0<0>:hf {AccWrEn,Breakpoint}
bfe (2|M16) r10.0<1>:d r2.3<2;1>:d r127.0<0;0>:d r3.1<1>:d
mad (8|M0) (le)f1.0 (sat)r127.0<1>:f -r2.0<2;1>:f -r64.0<2;1>:f r64.0<0>:hf
bfi2 (4|M20) r1.0<1>:d r2.0<0;0>:d r3.0<0;0>:d r64.0<0>:d {Atomic}
bfi2 (16|M0) r127.0<1>:d r2.0<2;1>:d r64.0<0;0>:d r64.1<1>:d {Switch}
bfi2 (16|M16) r10.0<1>:d r64.0<0;0>:d r2.0<2;1>:d r127.0<1>:d
madm (8|M16) r1.mme7:df r64.nomme:df r127.mme7:df r64.mme0:df {Atomic}
mad (2|M16) r127.0<1>:d -r2.0<0;0>:d (abs)r127.0<2;1>:d r3.0<1>:d
(W&f1.0) lrp (16|M0) (sat)r1.0<1>:d r127.0<0;0>:d (abs)r64.0<0;0>:d -r3.3<0>:d {Atomic}
lrp (32|M0) (ov)f0.1 r10.0<1>:df -r3.2<2;1>:df -r3.0<2;1>:df (abs)r64.3<0>:df
(W) lrp (1|M0) (sat)r1.5<1>:d (abs)r64.0<2;1>:d (abs)r2.0<0;0>:d r3.0<1>:d
(W) csel (4|M0) r127.0<1>:f -r2.2<2;1>:hf r2.0<0;0>:hf r2.0<1>:hf
(W&f0.0) lrp (1|M8) r127.7<1>:ud r2.0<0;0>:ud r127.3<0;0>:ud -r3.3<0>:ud {NoDDClr}
bfe (2|M28) r127.0<1>:ud r127.0<0;0>:ud r3.0<2;1>:ud r127.0<0>:ud {AccWrEn,Breakpoint}
mad (16|M0) r127.0<1>:f -r2.0<0;0>:hf r3.0<2;1>:f -r127.0<0>:f {AccWrEn,NoDDChk,NoDDClr,Switch}
lrp (16|M24) r1.0<1>:df -(abs)r64.0<0;0>:df (abs)r3.0<0;0>:df r3.0<0>:df
mad (8|M24) (sat)r127.0<1>:df r127.0<2;1>:df (abs)r2.1<0;0>:df -(abs)r64.0<1>:df
csel (4|M16) (eq)f1.0 (sat)r127.0<1>:f r2.0<0;0>:f -(abs)r3.0<2;1>:f -r64.3<1>:f
(W) mad (16|M8) r10.0<1>:df -(abs)r64.0<0;0>:df -(abs)r3.0<2;1>:df r2.3<1>:df {NoDDClr}
madm (2|M0) r1.mme2:df r1.mme7:df (abs)r1.mme0:df r127.nomme:df
(W) bfi2 (16|M0) r127.0<1>:ud r2.0<2;1>:ud r2.0<2;1>:ud r127.0<1>:ud
mad (1|M0) (sat)r127.3<1>:df (abs)r127.1<2;1>:df -r3.0<0;0>:df r127.1<0>:df
madm (16|M0) r64.mme7:f r127.mme7:f r1.mme0:f r64.nomme:f {AccWrEn,Switch}
(W&~f0.1) mad (4|M20) r1.0<1>:df r3.0<0;0>:df -(abs)r64.0<2;1>:df -r127.0<0>:df {Atomic}
bfi2 (4|M28) r127.0<1>:d r3.0<2;1>:d r2.0<2;1>:d r3.2<1>:d
madm (16|M0) r127.mme0:f (abs)r127.nomme:f (abs)r1.mme7:f (abs)r64.mme7:f
mad (16|M0) (sat)r1.0<1>:df (abs)r2.0<0;0>:df r3.0<2;1>:df (abs)r3.0<0>:df
madm (8|M0) r9.mme0:hf r9.mme7:hf r9.mme0:hf r127.mme2:hf
lrp (1|M4) (ge)f0.0 r1.2<1>:ud r127.0<2;1>:ud r127.0<0;0>:ud r127.0<0>:ud {Switch}
mad (4|M0) r1.0<1>:df -(abs)r127.1<0;0>:df r127.0<0;0>:df r2.0<0>:df {NoDDChk}
bfi2 (8|M0) r127.0<1>:ud r64.2<2;1>:ud r2.0<0;0>:ud r64.0<0>:ud
lrp (8|M0) r10.0<1>:hf -r2.3<0;0>:f r64.0<0;0>:f -r127.1<0>:f {AccWrEn}
(W) bfi2 (8|M0) r10.0<1>:ud r2.0<0;0>:ud r127.0<0;0>:ud r3.0<0>:ud {NoDDChk,Switch}
mad (16|M0) r1.0<1>:ud (abs)r3.1<0;0>:ud -r64.0<2;1>:ud -(abs)r127.0<1>:ud
(f1.0.any4h) lrp (8|M24) r1.0<1>:f r2.3<2;1>:hf r3.3<2;1>:f -r3.0<0>:hf {NoDDChk,Switch}
csel (16|M8) r127.0<1>:ud -r64.0<2;1>:ud r2.0<0;0>:ud r64.0<1>:ud
mad (32|M0) r1.0<1>:hf (abs)r127.0<2;1>:f -r2.0<0;0>:f (abs)r127.0<1>:hf
mad (1|M20) r127.3<1>:d r127.2<2;1>:d (abs)r2.1<0;0>:d (abs)r127.0<0>:d
bfi2 (16|M0) r1.0<1>:d r64.3<0;0>:d r127.1<0;0>:d r3.0<1>:d {NoDDChk,Switch}
(W) mad (16|M0) r127.0<1>:hf r2.0<0;0>:hf r2.1<0;0>:f (abs)r2.0<0>:hf {NoDDChk}
mad (32|M8) r1.0<1>:d (abs)r3.0<0;0>:d -(abs)r2.0<2;1>:d -r64.0<0>:d {Switch}
bfe (16|M0) r10.0<1>:d r127.0<2;1>:d r3.0<2;1>:d r2.2<0>:d {NoDDClr}
lrp (4|M16) r1.0<1>:hf -(abs)r64.0<0;0>:hf -(abs)r64.0<0;0>:f r2.0<0>:hf
(W) madm (16|M0) r1.mme0:hf -r1.mme2:hf r9.mme7:hf -(abs)r64.mme7:hf
(W&~f1.1) madm (16|M0) r64.mme7:f (abs)r127.mme0:f r127.nomme:f -r64.mme7:f {NoDDChk}
csel (2|M0) (gt)f0.1 r10.0<1>:ud r2.1<2;1>:ud -(abs)r64.2<0;0>:ud (abs)r127.0<1>:ud
mad (8|M0) (un)f1.0 (sat)r127.0<1>:hf -(abs)r64.2<2;1>:hf (abs)r127.0<2;1>:f (abs)r3.0<1>:f {Breakpoint}
bfi2 (4|M12) r127.0<1>:d r64.0<0;0>:d r2.0<2;1>:d r3.0<0>:d {Switch}
csel (32|M8) r1.0<1>:df r2.0<2;1>:df r64.3<2;1>:df (abs)r64.0<0>:df {Atomic}
bfi2 (1|M0) r127.0<1>:d r127.0<2;1>:d r2.0<0;0>:d r3.0<1>:d {AccWrEn,NoDDChk}
csel (16|M16) r127.0<1>:d r3.0<2;1>:d r2.0<0;0>:d -(abs)r2.0<1>:d {Switch}
csel (16|M0) r1.0<1>:hf (abs)r2.2<0;0>:f r64.3<0;0>:f -(abs)r127.3<0>:hf
(W) bfe (32|M0) r10.0<1>:d r2.0<0;0>:d r64.0<0;0>:d r64.0<1>:d
csel (1|M8) (le)f0.1 r1.2<1>:hf -(abs)r64.0<0;0>:hf (abs)r2.0<2;1>:f -(abs)r3.0<0>:hf
csel (8|M0) r1.0<1>:d -(abs)r3.0<2;1>:d r127.0<0;0>:d (abs)r127.0<0>:d {Breakpoint}
(W) mad (8|M24) r10.0<1>:hf r3.1<2;1>:hf -r3.1<0;0>:hf r3.1<0>:f
(W) bfi2 (8|M24) r127.0<1>:ud r2.0<0;0>:ud r127.2<2;1>:ud r127.2<0>:ud
mad (1|M0) r10.0<1>:hf -r64.0<0;0>:hf -r127.2<2;1>:f r2.0<0>:f
csel (8|M24) r127.0<1>:ud r127.1<2;1>:ud -(abs)r3.0<0;0>:ud -r127.0<1>:ud
(f0.1.all4h) lrp (8|M0) r127.0<1>:d r2.0<0;0>:d -r3.1<0;0>:d (abs)r3.0<1>:d
mad (1|M0) r127.3<1>:hf -(abs)r64.0<2;1>:f r64.0<0;0>:hf -(abs)r2.0<1>:f
madm (8|M0) r64.mme7:df (abs)r1.mme2:df r64.mme7:df (abs)r64.nomme:df {Breakpoint}
csel (16|M24) (un)f0.1 r10.0<1>:ud -(abs)r3.3<0;0>:ud r3.0<2;1>:ud r2.3<0>:ud {Switch}
madm (16|M0) r64.mme7:df r1.mme2:df -(abs)r127.mme7:df -r1.mme0:df
(W&f1.1) mad (16|M24) (le)f1.1 r10.0<1>:f -(abs)r127.1<0;0>:f -(abs)r3.0<2;1>:hf r64.0<0>:f
lrp (32|M0) r10.0<1>:f -(abs)r3.0<2;1>:f r64.2<2;1>:hf r64.2<1>:f
mad (1|M16) r10.1<1>:ud -(abs)r2.0<0;0>:ud -r64.2<2;1>:ud -(abs)r64.2<0>:ud
mad (8|M0) r1.0<1>:f -r2.0<0;0>:f -(abs)r3.0<2;1>:f r3.1<1>:hf
lrp (16|M0) r1.0<1>:df -(abs)r64.0<0;0>:df r2.0<2;1>:df r127.0<0>:df
csel (16|M0) (sat)r1.0<1>:f (abs)r2.0<2;1>:f -r3.2<2;1>:hf (abs)r64.0<0>:f {NoDDClr}
(W&~f1.0) mad (16|M0) r1.0<1>:ud (abs)r64.0<2;1>:ud r127.0<0;0>:ud -(abs)r64.2<0>:ud
csel (16|M16) r1.0<1>:d (abs)r64.3<0;0>:d r127.0<0;0>:d r3.0<0>:d
(W) bfi2 (1|M12) r1.7<1>:ud r2.0<2;1>:ud r3.0<0;0>:ud r2.0<1>:ud {NoDDChk}
mad (16|M0) r127.0<1>:d -(abs)r3.0<2;1>:d -(abs)r127.3<0;0>:d -(abs)r3.2<1>:d {AccWrEn,Atomic}
(W&~f1.1) bfe (8|M0) r10.0<1>:d r3.0<0;0>:d r2.2<2;1>:d r2.1<0>:d {Atomic}
(W&f0.1) mad (1|M24) (ge)f0.1 r127.3<1>:f r2.0<0;0>:f (abs)r64.0<2;1>:f -(abs)r127.0<0>:hf
lrp (8|M0) r10.0<1>:hf (abs)r64.0<0;0>:f -(abs)r64.0<2;1>:f (abs)r64.0<1>:f
bfi2 (32|M0) r10.0<1>:ud r3.0<2;1>:ud r64.0<0;0>:ud r127.0<0>:ud
madm (8|M0) r1.mme0:f r64.mme2:f -r127.mme0:f -r127.mme0:f
bfi2 (32|M0) r1.0<1>:d r64.2<2;1>:d r3.0<2;1>:d r127.0<1>:d {AccWrEn}
lrp (8|M0) (un)f1.1 r1.0<1>:f -(abs)r127.2<2;1>:f r3.0<0;0>:f -r127.0<1>:f {AccWrEn}
mad (16|M0) r127.0<1>:hf r64.0<2;1>:hf -(abs)r3.1<0;0>:hf r64.2<0>:f
bfe (8|M8) r10.0<1>:d r127.0<0;0>:d r3.1<0;0>:d r3.0<1>:d {NoDDClr,Switch}
bfi2 (4|M0) r127.0<1>:d r2.1<0;0>:d r127.0<2;1>:d r2.3<0>:d {Breakpoint}
mad (16|M8) r127.0<1>:d r127.0<2;1>:d -(abs)r2.0<0;0>:d r64.0<1>:d
(W&~f1.1) mad (16|M8) r10.0<1>:ud r3.3<0;0>:ud (abs)r127.3<2;1>:ud -r2.0<1>:ud {Atomic}
bfi2 (8|M0) r10.0<1>:ud r64.0<2;1>:ud r3.0<2;1>:ud r3.3<1>:ud {NoDDChk}
mad (16|M0) r127.0<1>:d r2.0<2;1>:d -r64.0<0;0>:d r64.2<0>:d
bfe (16|M0) r10.0<1>:d r3.0<0;0>:d r127.0<2;1>:d r64.0<1>:d
csel (8|M0) r10.0<1>:ud -(abs)r2.0<2;1>:ud r64.0<2;1>:ud -r3.3<0>:ud {Atomic}
mad (16|M0) (lt)f0.0 (sat)r10.0<1>:f r2.1<0;0>:hf r2.0<0;0>:f -(abs)r3.0<1>:hf
csel (2|M12) (sat)r127.0<1>:f -r127.0<2;1>:hf r64.0<2;1>:f r64.0<0>:hf {NoDDChk}
mad (8|M0) r10.0<1>:ud -(abs)r64.2<2;1>:ud r127.1<0;0>:ud -r2.3<0>:ud {NoDDChk}
csel (2|M0) r1.0<1>:df -(abs)r64.0<2;1>:df r2.0<0;0>:df r2.0<0>:df
bfi2 (32|M0) r127.0<1>:ud r64.1<0;0>:ud r127.0<0;0>:ud r3.0<0>:ud {Switch}
(f1.1.all4h) lrp (8|M8) r1.0<1>:d r64.0<0;0>:d (abs)r3.0<2;1>:d r3.0<0>:d
csel (2|M0) r127.0<1>:d r64.1<2;1>:d (abs)r127.0<0;0>:d -(abs)r64.3<0>:d
bfe (8|M0) r127.0<1>:ud r3.0<2;1>:ud r2.0<0;0>:ud r2.0<0>:ud {Breakpoint}
(W&f0.1) lrp (32|M0) r1.0<1>:df (abs)r2.0<0;0>:df r2.0<2;1>:df (abs)r2.2<0>:df
(W) bfe (8|M24) r10.0<1>:ud r3.0<2;1>:ud r64.0<0;0>:ud r3.0<1>:ud {AccWrEn}
(~f0.1.all4h) mad (4|M0) r10.0<1>:hf (abs)r2.0<0;0>:f -r64.3<0;0>:f -r127.0<1>:f
mad (16|M0) r127.0<1>:f -r127.0<2;1>:hf -r127.0<2;1>:hf -r3.3<1>:hf
bfe (16|M0) r1.0<1>:d r2.1<2;1>:d r127.1<0;0>:d r64.1<1>:d
(W&f0.0) madm (4|M28) r64.mme7:hf (abs)r64.mme2:hf -r127.mme7:hf -(abs)r1.nomme:hf
mad (16|M0) r10.0<1>:hf (abs)r64.3<0;0>:f r127.0<0;0>:f -(abs)r64.0<1>:f
(W) csel (8|M16) r127.0<1>:ud -(abs)r127.0<2;1>:ud -r3.1<2;1>:ud r127.0<0>:ud
madm (2|M0) (sat)r127.mme7:df r127.mme2:df (abs)r127.mme2:df -(abs)r127.mme7:df
csel (16|M0) r127.0<1>:hf r3.0<2;1>:f -r127.0<2;1>:f r2.2<1>:hf
madm (16|M0) r127.mme7:f r1.mme7:f -(abs)r127.nomme:f (abs)r127.mme7:f {AccWrEn,Atomic}
mad (16|M0) (sat)r10.0<1>:ud -(abs)r127.0<0;0>:ud r3.1<0;0>:ud r3.0<0>:ud
csel (1|M4) r1.0<1>:hf -(abs)r127.0<2;1>:f (abs)r64.0<0;0>:f r2.0<0>:hf
lrp (8|M0) r127.0<1>:df r127.0<2;1>:df (abs)r127.0<0;0>:df -r64.0<0>:df
bfe (16|M8) r1.0<1>:d r127.2<2;1>:d r3.0<0;0>:d r3.0<1>:d
(~f0.1.all4h) madm (2|M0) r64.mme2:f -r9.mme7:f r9.mme7:f r127.nomme:f
mad (2|M12) r10.0<1>:f (abs)r64.0<2;1>:hf r2.1<0;0>:f r2.0<1>:hf
mad (4|M0) (sat)r1.0<1>:hf r3.0<0;0>:hf r64.0<2;1>:f (abs)r2.3<1>:hf {AccWrEn}
bfe (8|M0) r10.0<1>:ud r127.0<0;0>:ud r127.0<0;0>:ud r3.0<1>:ud {NoDDClr}
csel (8|M24) (sat)r127.0<1>:d (abs)r3.0<0;0>:d r3.0<2;1>:d r64.0<1>:d
bfe (2|M8) r127.0<1>:d r64.0<0;0>:d r3.0<2;1>:d r3.0<0>:d
mad (8|M0) (sat)r1.0<1>:d (abs)r64.2<0;0>:d -(abs)r127.0<0;0>:d -(abs)r3.0<0>:d
(W) madm (32|M0) r127.mme0:df r1.mme7:df -(abs)r64.mme2:df r64.mme2:df {NoDDClr}
bfi2 (8|M0) r127.0<1>:ud r127.0<0;0>:ud r3.0<0;0>:ud r127.0<0>:ud
mad (16|M0) r10.0<1>:f r64.0<2;1>:hf -r127.0<0;0>:f -(abs)r3.1<1>:f
bfi2 (8|M24) r127.0<1>:d r127.0<2;1>:d r2.0<2;1>:d r2.0<1>:d
mad (8|M0) (ov)f1.0 r1.0<1>:ud r64.0<0;0>:ud -r64.0<0;0>:ud -r2.2<1>:ud
madm (8|M0) r1.mme7:hf r9.mme2:hf r127.nomme:hf r1.nomme:hf
madm (16|M16) r9.mme7:hf r127.nomme:hf (abs)r64.mme0:hf -r9.mme7:hf
csel (8|M16) (sat)r1.0<1>:ud r64.1<0;0>:ud -(abs)r3.0<2;1>:ud -(abs)r64.0<1>:ud
csel (32|M24) r1.0<1>:f -r127.0<0;0>:hf -r3.0<2;1>:f r3.1<1>:hf
bfi2 (32|M24) r10.0<1>:ud r64.0<2;1>:ud r64.0<0;0>:ud r3.0<1>:ud
bfi2 (16|M24) r127.0<1>:ud r2.0<0;0>:ud r64.0<2;1>:ud r2.0<1>:ud {Switch}
madm (16|M24) r127.mme7:hf -r64.mme7:hf r9.mme0:hf (abs)r127.mme2:hf {NoDDClr}
mad (16|M0) (lt)f1.0 r10.0<1>:f (abs)r64.0<2;1>:hf (abs)r127.2<0;0>:hf -(abs)r3.2<1>:f
(W&~f1.1) bfe (2|M0) r127.0<1>:ud r127.0<2;1>:ud r3.3<2;1>:ud r64.2<1>:ud
bfi2 (1|M16) r1.2<1>:ud r127.0<2;1>:ud r2.1<2;1>:ud r2.1<1>:ud
mad (16|M0) (le)f0.0 r127.0<1>:d r64.0<2;1>:d -(abs)r3.0<0;0>:d (abs)r3.1<0>:d
(~f0.1.any4h) mad (16|M24) (ne)f0.1 r10.0<1>:df -(abs)r64.0<2;1>:df r64.0<0;0>:df -(abs)r2.1<1>:df
(W) csel (4|M12) r127.0<1>:ud r127.3<2;1>:ud -r2.0<2;1>:ud -r3.0<0>:ud {Switch}
lrp (32|M8) (ge)f1.0 r1.0<1>:hf -(abs)r64.0<0;0>:hf r64.0<2;1>:f r3.0<0>:hf
mad (16|M0) (sat)r10.0<1>:hf r3.2<0;0>:hf -(abs)r2.2<0;0>:f (abs)r3.2<0>:f {AccWrEn}
lrp (8|M8) (sat)r127.0<1>:hf (abs)r2.3<0;0>:hf r64.3<2;1>:f -(abs)r2.0<0>:f
lrp (16|M0) r127.0<1>:ud -r2.1<2;1>:ud r3.0<0;0>:ud r127.0<1>:ud {Breakpoint}
mad (1|M0) r10.0<1>:df (abs)r2.0<0;0>:df r127.2<2;1>:df -r3.2<1>:df
csel (32|M24) (sat)r10.0<1>:f r2.0<0;0>:hf (abs)r2.0<0;0>:hf -(abs)r127.1<1>:hf
(W&~f1.0) bfe (8|M24) r10.0<1>:ud r2.0<2;1>:ud r3.0<2;1>:ud r2.0<1>:ud
bfe (2|M0) r1.0<1>:d r3.3<0;0>:d r2.0<0;0>:d r3.0<0>:d
(W) bfi2 (16|M8) r127.0<1>:ud r127.3<2;1>:ud r127.1<0;0>:ud r64.0<0>:ud
lrp (2|M0) (un)f0.0 r10.0<1>:d -r127.0<2;1>:d r127.1<2;1>:d (abs)r127.0<1>:d {Atomic}
bfe (4|M16) r10.0<1>:d r3.0<2;1>:d r127.0<0;0>:d r3.2<0>:d
bfi2 (8|M0) r10.0<1>:ud r2.0<0;0>:ud r127.1<2;1>:ud r127.1<1>:ud {AccWrEn}
csel (4|M12) r1.0<1>:hf (abs)r2.0<0;0>:f -r64.2<2;1>:hf -r3.0<1>:hf {Breakpoint}
madm (8|M8) r64.mme7:hf (abs)r64.mme2:hf -(abs)r64.mme0:hf -(abs)r9.mme2:hf {Switch}
mad (4|M4) r127.0<1>:f (abs)r64.0<2;1>:f -r3.0<2;1>:f (abs)r2.0<1>:hf {NoDDChk}
mad (1|M8) (sat)r1.2<1>:d r3.0<2;1>:d -(abs)r64.0<2;1>:d r127.2<1>:d {NoDDChk}
(f0.1.any4h) bfe (2|M28) r127.0<1>:d r64.0<0;0>:d r3.0<2;1>:d r2.3<1>:d
(W&~f1.1) madm (8|M0) r64.mme2:f (abs)r127.mme2:f -(abs)r9.mme7:f -(abs)r9.mme0:f {NoDDChk}
csel (32|M0) (ne)f0.0 r1.0<1>:f r2.3<0;0>:f (abs)r2.0<2;1>:f -(abs)r64.1<0>:f
mad (1|M12) (un)f0.1 (sat)r10.3<1>:df r3.1<2;1>:df r3.1<2;1>:df -r3.0<1>:df
mad (2|M12) (sat)r1.0<1>:d -(abs)r127.0<2;1>:d -(abs)r127.1<0;0>:d -r3.0<1>:d {NoDDChk,NoDDClr}
madm (32|M16) r127.mme2:f r64.mme7:f -(abs)r9.nomme:f r64.mme7:f
lrp (1|M12) r10.1<1>:df (abs)r64.0<2;1>:df r127.0<2;1>:df (abs)r127.0<1>:df
madm (8|M0) r127.mme2:df (abs)r127.mme2:df -r1.nomme:df r1.mme7:df {AccWrEn}
(W) mad (16|M0) r10.0<1>:hf -(abs)r64.0<2;1>:hf r64.1<0;0>:hf r127.0<0>:hf
(~f0.1.any4h) bfe (16|M0) r10.0<1>:ud r64.0<0;0>:ud r64.0<0;0>:ud r127.0<0>:ud
(~f1.0.all4h) lrp (8|M24) r1.0<1>:ud -(abs)r2.0<0;0>:ud (abs)r2.0<2;1>:ud (abs)r64.2<0>:ud
(W) lrp (2|M20) r1.0<1>:d -(abs)r127.0<2;1>:d (abs)r2.0<2;1>:d (abs)r127.2<1>:d {NoDDChk}
(W&~f0.1) bfe (1|M28) r10.3<1>:ud r2.3<0;0>:ud r127.2<0;0>:ud r2.1<1>:ud {Switch}
(W) bfe (16|M0) r1.0<1>:d r3.0<2;1>:d r127.0<0;0>:d r3.0<1>:d
bfe (8|M0) r10.0<1>:ud r127.0<0;0>:ud r3.2<0;0>:ud r3.0<1>:ud {Atomic}
bfe (32|M0) r127.0<1>:d r127.0<2;1>:d r127.0<0;0>:d r127.2<1>:d {AccWrEn}
bfi2 (1|M0) r1.2<1>:d r127.0<0;0>:d r2.0<0;0>:d r2.0<1>:d {AccWrEn}
csel (1|M0) r10.3<1>:df r2.0<0;0>:df (abs)r3.0<0;0>:df r64.0<0>:df
bfi2 (2|M0) r127.0<1>:d r64.1<0;0>:d r127.0<0;0>:d r3.0<1>:d
mad (8|M0) r127.0<1>:hf (abs)r2.2<2;1>:f r64.0<0;0>:f -(abs)r127.0<1>:hf
bfi2 (16|M16) r10.0<1>:ud r127.2<0;0>:ud r3.0<0;0>:ud r127.1<0>:ud
madm (32|M24) r127.mme7:hf -(abs)r64.nomme:hf -r127.nomme:hf r64.mme2:hf
bfi2 (8|M16) r127.0<1>:ud r127.1<0;0>:ud r64.0<0;0>:ud r64.1<0>:ud
mad (2|M0) r10.0<1>:df r3.0<0;0>:df (abs)r2.1<2;1>:df r3.3<1>:df
csel (16|M0) (ne)f1.1 r10.0<1>:hf -(abs)r3.0<2;1>:hf -(abs)r127.0<2;1>:hf -r127.2<0>:hf
lrp (2|M4) (le)f1.1 r1.0<1>:hf -r64.0<2;1>:f r64.0<0;0>:f (abs)r3.2<1>:f
csel (32|M0) (gt)f1.1 r1.0<1>:f r3.1<2;1>:f r3.0<0;0>:hf r127.2<1>:f {AccWrEn,Breakpoint}
mad (4|M0) r1.0<1>:f r3.0<2;1>:hf -r64.1<2;1>:f r64.0<1>:f {NoDDClr}
(W&f0.1) bfe (2|M0) r127.0<1>:ud r3.3<2;1>:ud r2.0<2;1>:ud r64.0<0>:ud
bfe (8|M0) r1.0<1>:ud r3.3<0;0>:ud r64.2<2;1>:ud r127.2<0>:ud {Breakpoint,NoDDClr}
csel (16|M8) (un)f0.0 r1.0<1>:hf r2.2<2;1>:hf (abs)r2.0<0;0>:f r127.0<1>:hf {NoDDChk}
(W) bfi2 (4|M24) r10.0<1>:ud r127.0<2;1>:ud r3.0<2;1>:ud r2.0<0>:ud {Atomic}
mad (16|M0) (gt)f1.1 (sat)r1.0<1>:f r64.0<2;1>:hf r3.2<0;0>:f -(abs)r2.0<1>:f
lrp (32|M0) (sat)r127.0<1>:df -r127.0<0;0>:df r127.3<0;0>:df r127.0<1>:df
(W) bfe (16|M0) r10.0<1>:ud r2.0<0;0>:ud r3.0<2;1>:ud r64.0<1>:ud
lrp (8|M0) r1.0<1>:ud (abs)r3.0<0;0>:ud (abs)r2.0<2;1>:ud (abs)r64.0<1>:ud {Breakpoint}
mad (16|M24) r1.0<1>:df -r2.0<0;0>:df r3.0<2;1>:df -(abs)r127.0<0>:df {NoDDChk}
(~f1.0) bfe (8|M8) r1.0<1>:d r3.0<2;1>:d r2.0<2;1>:d r64.0<1>:d
bfe (8|M0) r127.0<1>:d r3.0<2;1>:d r2.0<2;1>:d r2.0<0>:d
bfe (1|M0) r1.5<1>:d r127.0<0;0>:d r2.0<0;0>:d r3.3<0>:d
mad (8|M8) r1.0<1>:d r64.0<2;1>:d r64.3<0;0>:d r127.2<1>:d
csel (1|M0) r1.7<1>:hf -(abs)r3.0<0;0>:hf r3.3<2;1>:f r3.0<1>:f {NoDDChk}
mad (8|M24) (eq)f0.0 (sat)r10.0<1>:f -r3.0<0;0>:f r2.0<2;1>:f (abs)r127.0<0>:hf
(W) csel (1|M0) (ov)f0.0 r1.3<1>:df (abs)r127.0<0;0>:df -r3.0<0;0>:df -(abs)r2.2<1>:df {NoDDClr}
mad (2|M0) r1.0<1>:f -r3.0<2;1>:hf r2.0<0;0>:f -(abs)r64.2<0>:f {NoDDClr}
csel (8|M0) (lt)f1.0 r127.0<1>:d -r2.1<0;0>:d r127.1<2;1>:d r3.0<1>:d
bfe (16|M24) r127.0<1>:d r3.2<0;0>:d r127.1<0;0>:d r3.0<0>:d {NoDDChk}
mad (4|M0) r1.0<1>:f (abs)r127.1<0;0>:f -(abs)r127.3<0;0>:hf -r64.0<0>:hf
(W) bfe (32|M24) r127.0<1>:ud r2.0<0;0>:ud r127.2<0;0>:ud r3.0<0>:ud
bfi2 (8|M16) r127.0<1>:d r127.0<2;1>:d r2.0<2;1>:d r2.1<0>:d {NoDDChk}
csel (16|M0) r127.0<1>:ud -r64.0<2;1>:ud -(abs)r127.0<0;0>:ud r64.0<0>:ud {AccWrEn}
csel (1|M0) (le)f1.0 r10.3<1>:f r64.0<2;1>:hf -(abs)r3.0<2;1>:f (abs)r127.3<0>:f
csel (16|M0) r10.0<1>:f r3.0<2;1>:f (abs)r2.0<0;0>:f r64.0<1>:hf
madm (8|M0) r64.mme7:f -r9.mme0:f (abs)r127.mme2:f -(abs)r64.nomme:f
csel (4|M4) (sat)r127.0<1>:df r3.0<2;1>:df (abs)r2.0<2;1>:df r2.1<0>:df {Atomic}
(W) lrp (2|M0) (ov)f0.0 r1.0<1>:f r127.0<2;1>:hf (abs)r127.0<0;0>:hf r127.1<1>:hf
(W) mad (8|M16) r10.0<1>:d -(abs)r2.0<0;0>:d r127.0<2;1>:d (abs)r127.2<1>:d {NoDDChk}
mad (16|M0) r10.0<1>:f (abs)r64.2<0;0>:hf r2.3<0;0>:f r64.1<1>:hf {Switch}
(W) bfe (8|M24) r10.0<1>:d r3.0<0;0>:d r64.0<0;0>:d r3.0<0>:d {NoDDChk}
bfi2 (2|M4) r1.0<1>:ud r2.0<2;1>:ud r2.0<2;1>:ud r2.0<0>:ud
lrp (32|M24) r127.0<1>:d r3.0<2;1>:d r2.3<2;1>:d (abs)r3.0<1>:d
lrp (16|M8) (lt)f1.0 r10.0<1>:df -r64.3<2;1>:df -(abs)r64.3<0;0>:df (abs)r2.0<1>:df
(W) mad (16|M0) (sat)r10.0<1>:f (abs)r64.0<0;0>:hf (abs)r3.0<2;1>:f -(abs)r2.1<1>:f
mad (8|M0) r10.0<1>:d -r3.0<0;0>:d r2.3<0;0>:d -(abs)r127.0<1>:d
bfe (2|M24) r10.0<1>:ud r3.0<0;0>:ud r64.0<2;1>:ud r2.0<0>:ud {Atomic,Breakpoint}
(W) lrp (16|M0) r127.0<1>:f r3.1<0;0>:f -(abs)r64.0<0;0>:hf -r127.3<1>:f {Breakpoint}
bfe (8|M24) r127.0<1>:d r3.0<0;0>:d r64.0<0;0>:d r127.0<0>:d
bfe (16|M0) r10.0<1>:ud r3.0<2;1>:ud r3.0<2;1>:ud r64.0<1>:ud
(~f0.1) lrp (2|M8) (le)f0.1 (sat)r127.0<1>:f -r127.0<2;1>:hf r3.0<2;1>:f r64.0<1>:f
(W) mad (32|M0) r10.0<1>:hf (abs)r64.0<2;1>:hf r64.0<2;1>:f -(abs)r64.2<1>:hf {AccWrEn}
csel (16|M0) r10.0<1>:hf r127.2<2;1>:f r127.2<2;1>:f -(abs)r127.1<0>:f {NoDDClr}
csel (1|M16) r127.1<1>:f r127.0<2;1>:hf r127.1<2;1>:hf -r64.3<0>:f
csel (16|M0) r10.0<1>:f r127.0<0;0>:f -r3.0<0;0>:f r64.0<0>:hf {Atomic,Breakpoint}
csel (1|M0) (un)f1.0 r1.3<1>:df r127.1<0;0>:df r64.0<0;0>:df r2.0<1>:df {AccWrEn}
bfe (16|M0) r10.0<1>:d r127.2<2;1>:d r3.0<2;1>:d r64.0<0>:d
(W) bfe (8|M8) r1.0<1>:d r2.0<2;1>:d r64.2<2;1>:d r64.1<0>:d
(~f1.0.any4h) bfi2 (16|M8) r127.0<1>:ud r3.0<0;0>:ud r2.0<0;0>:ud r64.0<1>:ud
lrp (8|M16) (ne)f0.1 (sat)r10.0<1>:ud -(abs)r64.3<2;1>:ud -(abs)r127.0<0;0>:ud -r64.0<1>:ud
csel (16|M0) r1.0<1>:f r64.0<2;1>:hf r127.0<0;0>:hf (abs)r2.3<1>:f
bfi2 (1|M0) r1.5<1>:ud r64.1<0;0>:ud r3.0<2;1>:ud r2.0<0>:ud {Atomic}
mad (32|M0) (ge)f0.0 r127.0<1>:df r64.2<2;1>:df r64.0<0;0>:df (abs)r64.2<0>:df
lrp (16|M0) r10.0<1>:d -r2.0<0;0>:d (abs)r64.0<2;1>:d -(abs)r2.0<0>:d {NoDDClr}
madm (8|M0) r127.mme0:f r1.mme7:f r1.mme2:f r64.nomme:f {NoDDChk,NoDDClr}
mad (8|M0) (sat)r1.0<1>:ud (abs)r127.3<0;0>:ud -(abs)r64.0<0;0>:ud -(abs)r64.0<0>:ud {NoDDClr}
lrp (16|M0) (un)f0.1 r1.0<1>:d -r3.0<2;1>:d -r2.0<2;1>:d r64.3<1>:d {NoDDClr}
csel (1|M0) r10.3<1>:hf -(abs)r64.0<0;0>:f -(abs)r64.0<0;0>:f (abs)r2.0<0>:f
bfe (4|M0) r1.0<1>:d r127.0<2;1>:d r64.0<2;1>:d r2.0<1>:d {NoDDClr}
mad (8|M0) (ov)f0.0 r10.0<1>:df r64.0<0;0>:df (abs)r127.0<2;1>:df r64.0<0>:df {AccWrEn}
(W) mad (1|M0) r10.3<1>:f (abs)r3.0<0;0>:f r2.0<2;1>:f -r3.0<0>:hf
madm (32|M0) r1.mme0:df -r127.mme7:df -(abs)r127.nomme:df r9.mme0:df
mad (8|M16) r127.0<1>:df -(abs)r127.0<2;1>:df -r3.0<2;1>:df -(abs)r64.0<1>:df {AccWrEn}
csel (16|M0) r1.0<1>:f r2.0<0;0>:hf -(abs)r2.1<0;0>:f -(abs)r3.0<1>:hf {Atomic}
bfi2 (8|M0) r10.0<1>:ud r3.1<0;0>:ud r2.0<0;0>:ud r64.0<0>:ud {Atomic}
(W) bfi2 (4|M0) r127.0<1>:ud r2.2<0;0>:ud r64.2<0;0>:ud r127.0<1>:ud {NoDDClr}
bfi2 (4|M16) r127.0<1>:ud r127.0<0;0>:ud r2.0<2;1>:ud r3.3<1>:ud
bfe (4|M24) r1.0<1>:ud r64.0<0;0>:ud r2.0<2;1>:ud r64.0<1>:ud {NoDDChk}
mad (16|M8) r127.0<1>:df -(abs)r64.0<2;1>:df -r64.0<2;1>:df r3.0<1>:df
madm (16|M8) (sat)r127.mme0:f (abs)r9.mme7:f -r127.mme0:f r64.nomme:f {NoDDClr}
bfe (1|M24) r127.0<1>:ud r64.2<0;0>:ud r3.0<0;0>:ud r2.1<0>:ud
madm (16|M0) (sat)r64.mme7:f r127.mme7:f -r9.nomme:f r9.nomme:f
mad (4|M16) r1.0<1>:d r2.0<2;1>:d (abs)r64.2<0;0>:d -r2.0<1>:d {NoDDChk}
csel (8|M16) r10.0<1>:f r64.0<0;0>:f r127.0<2;1>:hf -r127.0<0>:f
bfi2 (8|M0) r127.0<1>:ud r2.0<2;1>:ud r3.0<2;1>:ud r2.0<0>:ud
csel (4|M0) r127.0<1>:ud r2.1<0;0>:ud -r3.1<2;1>:ud -r64.0<0>:ud
madm (4|M4) r64.mme7:f (abs)r127.mme0:f r1.mme7:f -(abs)r9.mme0:f
(W) madm (8|M0) (sat)r64.mme2:f r64.mme7:f -(abs)r9.mme7:f -(abs)r127.nomme:f {Atomic}
bfe (16|M0) r10.0<1>:ud r64.3<2;1>:ud r3.0<2;1>:ud r2.0<0>:ud
lrp (1|M28) (le)f1.1 r127.7<1>:ud r3.2<2;1>:ud (abs)r2.1<2;1>:ud (abs)r2.0<1>:ud
madm (32|M0) r64.mme0:hf -r9.nomme:hf r127.mme7:hf r1.mme0:hf
(W) bfe (16|M0) r10.0<1>:ud r64.2<2;1>:ud r2.0<2;1>:ud r64.0<1>:ud
mad (1|M16) r10.1<1>:hf -(abs)r2.0<2;1>:f r2.0<2;1>:hf (abs)r64.0<0>:f
(W) mad (2|M8) (sat)r10.0<1>:f r127.0<0;0>:hf r3.3<2;1>:hf (abs)r127.0<0>:f
mad (8|M24) r1.0<1>:hf -(abs)r127.0<0;0>:hf -r3.0<2;1>:hf r64.0<1>:hf {AccWrEn,NoDDClr}
madm (16|M0) (sat)r1.mme0:f -(abs)r1.mme0:f (abs)r9.nomme:f -r64.mme0:f {Atomic}
lrp (4|M0) r10.0<1>:d r2.3<0;0>:d r127.0<0;0>:d -r64.0<0>:d
(W) bfi2 (8|M16) r10.0<1>:d r64.1<2;1>:d r2.0<0;0>:d r127.0<1>:d
madm (16|M0) r127.mme2:f -(abs)r127.nomme:f -(abs)r1.mme7:f (abs)r9.mme0:f
(W) mad (16|M8) r127.0<1>:f -(abs)r3.0<2;1>:f -(abs)r3.0<0;0>:hf -r127.0<1>:hf
madm (32|M24) r127.mme0:hf -(abs)r9.nomme:hf r9.mme7:hf -(abs)r64.nomme:hf {Atomic}
bfi2 (2|M0) r1.0<1>:d r2.1<0;0>:d r64.0<2;1>:d r64.0<0>:d
(W) madm (4|M24) r9.mme2:df -(abs)r64.mme7:df -(abs)r64.mme2:df r1.mme2:df
csel (16|M24) r127.0<1>:df r2.0<2;1>:df -(abs)r64.3<2;1>:df r64.0<0>:df
csel (8|M0) r127.0<1>:hf r64.3<0;0>:hf -(abs)r3.3<2;1>:f r127.3<1>:hf
bfi2 (8|M24) r127.0<1>:ud r2.0<2;1>:ud r127.0<0;0>:ud r127.0<1>:ud {NoDDClr}
bfi2 (8|M0) r10.0<1>:d r127.3<2;1>:d r2.3<0;0>:d r127.0<1>:d {Atomic}
bfe (4|M28) r1.0<1>:d r127.0<2;1>:d r127.0<2;1>:d r2.0<0>:d
mad (8|M0) r127.0<1>:d (abs)r2.0<2;1>:d r127.0<0;0>:d r3.0<0>:d {Breakpoint}
(W&~f1.0) bfe (2|M0) r10.0<1>:ud r3.2<0;0>:ud r2.0<0;0>:ud r64.0<1>:ud {Atomic}
mad (2|M0) r10.0<1>:ud r2.1<0;0>:ud r64.0<2;1>:ud -(abs)r2.0<1>:ud {Switch}
bfe (8|M0) r10.0<1>:ud r3.0<2;1>:ud r64.0<0;0>:ud r3.0<1>:ud
lrp (8|M0) r127.0<1>:f -r64.0<2;1>:f r3.0<0;0>:f (abs)r127.1<1>:f
(W) madm (8|M8) r1.mme7:hf r9.nomme:hf -r64.mme0:hf r127.mme0:hf
bfe (32|M0) r10.0<1>:ud r64.3<2;1>:ud r127.3<0;0>:ud r64.0<1>:ud
madm (8|M0) r9.mme0:f (abs)r64.nomme:f r127.nomme:f r1.mme0:f {AccWrEn}
madm (4|M8) r64.mme2:df r64.mme7:df r1.mme0:df r64.mme2:df
bfi2 (16|M0) r1.0<1>:ud r127.0<0;0>:ud r2.0<2;1>:ud r3.0<0>:ud {Atomic,NoDDClr}
(W) mad (4|M0) (gt)f1.0 r127.0<1>:d (abs)r3.0<2;1>:d (abs)r2.0<2;1>:d (abs)r127.0<0>:d
mad (8|M0) r127.0<1>:hf r127.0<2;1>:hf r3.0<0;0>:hf -r64.1<1>:hf
csel (16|M0) (sat)r1.0<1>:df -(abs)r127.0<0;0>:df -(abs)r64.0<2;1>:df -(abs)r64.0<1>:df
mad (1|M0) r127.7<1>:hf r3.2<0;0>:f (abs)r127.0<2;1>:f -(abs)r3.3<0>:f
csel (2|M0) (gt)f1.1 (sat)r1.0<1>:ud -(abs)r3.0<2;1>:ud r127.3<2;1>:ud -(abs)r2.0<0>:ud
mad (1|M8) r10.2<1>:df (abs)r2.0<2;1>:df -(abs)r64.0<0;0>:df -(abs)r64.0<0>:df
(W) bfe (2|M0) r1.0<1>:ud r3.3<0;0>:ud r2.2<2;1>:ud r2.0<1>:ud {AccWrEn,Breakpoint}
lrp (16|M0) r10.0<1>:hf r2.0<0;0>:f -(abs)r3.0<0;0>:hf -(abs)r64.0<1>:hf
(W) csel (4|M24) r1.0<1>:hf (abs)r2.0<0;0>:hf (abs)r3.2<2;1>:hf -r3.0<1>:hf {Atomic}
bfe (32|M0) r10.0<1>:d r3.1<0;0>:d r3.3<0;0>:d r2.0<0>:d {NoDDClr}
madm (2|M0) r1.mme7:df r64.nomme:df -(abs)r64.mme7:df r127.mme2:df {AccWrEn}
mad (8|M0) r1.0<1>:ud (abs)r2.1<0;0>:ud r64.0<2;1>:ud -(abs)r64.0<1>:ud {Atomic}
(W&~f1.0) bfe (2|M8) r10.0<1>:ud r64.0<0;0>:ud r127.2<0;0>:ud r64.0<1>:ud {NoDDChk}
bfe (8|M0) r10.0<1>:ud r127.0<2;1>:ud r3.0<0;0>:ud r3.3<1>:ud
mad (8|M0) r10.0<1>:f (abs)r127.0<2;1>:hf -(abs)r2.0<0;0>:hf r3.0<1>:f {NoDDClr}
lrp (16|M0) (sat)r127.0<1>:hf r3.2<2;1>:f r2.0<2;1>:f r3.0<0>:f {AccWrEn}
bfi2 (16|M0) r10.0<1>:d r64.0<0;0>:d r64.1<2;1>:d r3.2<1>:d
(W&f0.1) bfe (8|M0) r1.0<1>:ud r64.1<0;0>:ud r64.0<0;0>:ud r2.0<0>:ud
csel (4|M20) r127.0<1>:d -(abs)r2.0<2;1>:d r64.2<0;0>:d -r64.1<0>:d
madm (4|M0) r64.mme7:hf r127.mme2:hf -r127.nomme:hf (abs)r1.nomme:hf
(W) bfe (1|M0) r127.0<1>:d r3.1<2;1>:d r3.0<0;0>:d r3.0<1>:d
lrp (1|M28) r10.5<1>:ud r64.0<2;1>:ud r2.0<0;0>:ud -(abs)r127.0<0>:ud
bfi2 (8|M0) r1.0<1>:d r64.2<0;0>:d r3.0<0;0>:d r127.0<0>:d
(W) mad (32|M0) r10.0<1>:df -(abs)r3.0<0;0>:df r127.3<0;0>:df -r3.2<0>:df
mad (1|M24) (eq)f0.0 r127.2<1>:df r2.0<2;1>:df (abs)r64.0<0;0>:df r2.1<0>:df
csel (8|M0) (le)f1.0 r127.0<1>:d -(abs)r64.0<0;0>:d r127.2<2;1>:d -(abs)r127.0<0>:d
lrp (16|M24) r127.0<1>:df r127.0<0;0>:df r64.0<2;1>:df -r3.0<0>:df {Breakpoint}
(W) mad (16|M8) (ne)f0.0 r127.0<1>:hf -(abs)r127.0<0;0>:hf r64.0<0;0>:f (abs)r64.0<0>:hf
madm (4|M0) r64.mme2:hf r9.nomme:hf -r9.nomme:hf r1.nomme:hf {Atomic}
(W) csel (32|M0) r1.0<1>:df -(abs)r3.0<2;1>:df r2.0<0;0>:df (abs)r2.1<0>:df {AccWrEn}
csel (4|M28) (gt)f1.0 r1.0<1>:d -r3.3<0;0>:d (abs)r2.0<2;1>:d r3.0<0>:d
mad (16|M24) (ge)f1.0 r127.0<1>:d r64.0<0;0>:d -(abs)r2.3<2;1>:d -r127.2<0>:d {NoDDChk}
csel (2|M8) (ne)f0.0 r127.0<1>:f r3.0<0;0>:hf r2.0<2;1>:hf r127.3<0>:f
lrp (16|M24) r127.0<1>:f (abs)r2.0<2;1>:f (abs)r64.1<2;1>:hf -(abs)r3.0<0>:f
bfi2 (4|M0) r127.0<1>:d r64.1<0;0>:d r64.0<2;1>:d r2.0<1>:d
madm (8|M8) r9.mme7:hf (abs)r127.mme7:hf r9.mme7:hf -r9.nomme:hf
(W) bfi2 (1|M16) r10.2<1>:d r64.0<2;1>:d r2.0<2;1>:d r127.2<0>:d
madm (2|M20) r127.mme2:df -(abs)r127.nomme:df -r9.mme0:df -(abs)r1.mme7:df
(~f1.1.any4h) mad (4|M24) r1.0<1>:hf -r2.0<0;0>:hf -r2.0<0;0>:f r3.0<0>:hf {NoDDChk}
(W&~f1.1) lrp (8|M24) r10.0<1>:df r64.0<2;1>:df (abs)r64.0<0;0>:df (abs)r3.0<1>:df
(f0.0.any4h) madm (8|M0) r9.mme2:df -r64.nomme:df -r64.mme7:df (abs)r9.mme0:df
madm (8|M8) r127.mme0:f -(abs)r1.mme7:f (abs)r127.mme2:f (abs)r1.mme2:f
madm (16|M0) r127.mme2:f -r127.mme0:f r64.mme0:f -r1.mme0:f
lrp (4|M0) r1.0<1>:hf r127.0<0;0>:f r3.0<0;0>:f r64.0<1>:f {Breakpoint}
csel (16|M0) (le)f0.0 r127.0<1>:d r2.0<0;0>:d r64.2<2;1>:d (abs)r2.2<1>:d
bfi2 (1|M8) r1.7<1>:ud r64.0<0;0>:ud r3.0<2;1>:ud r127.0<0>:ud
mad (16|M0) (lt)f0.0 r10.0<1>:ud r2.0<2;1>:ud -(abs)r64.2<0;0>:ud (abs)r3.0<1>:ud
madm (8|M8) r127.mme2:f r9.mme2:f -r127.mme7:f -r64.nomme:f
bfe (32|M0) r10.0<1>:ud r2.2<2;1>:ud r64.3<0;0>:ud r127.3<0>:ud
(~f1.1) bfe (2|M20) r1.0<1>:d r3.0<0;0>:d r2.0<0;0>:d r64.0<0>:d
lrp (8|M8) r10.0<1>:hf r3.0<0;0>:f -(abs)r2.0<0;0>:f r2.3<0>:hf {Atomic,NoDDChk}
mad (1|M12) (lt)f0.1 r1.0<1>:f (abs)r2.0<2;1>:f -r127.0<0;0>:hf -r3.3<1>:hf
(W) lrp (1|M12) (le)f1.0 r10.0<1>:f (abs)r3.0<0;0>:f -(abs)r2.0<2;1>:f -r127.0<0>:f
mad (16|M0) r10.0<1>:df (abs)r2.0<0;0>:df r3.0<0;0>:df -(abs)r2.0<0>:df
(W) bfi2 (8|M0) r127.0<1>:ud r3.0<2;1>:ud r3.0<0;0>:ud r3.0<0>:ud
(W) csel (16|M0) (un)f0.1 r127.0<1>:df r64.0<0;0>:df (abs)r2.0<2;1>:df r3.0<1>:df
(f1.0.any4h) lrp (8|M0) (ge)f1.0 r1.0<1>:hf (abs)r2.3<0;0>:hf r127.1<0;0>:hf (abs)r2.0<0>:hf {Switch}
csel (32|M0) (le)f0.1 r10.0<1>:hf (abs)r127.0<0;0>:hf -(abs)r127.0<0;0>:hf r127.0<1>:f {NoDDClr}
bfe (8|M16) r127.0<1>:ud r127.0<0;0>:ud r2.0<0;0>:ud r2.0<0>:ud
(f1.0.any4h) bfi2 (1|M16) r127.2<1>:ud r2.0<2;1>:ud r64.2<2;1>:ud r127.0<0>:ud {Atomic,NoDDChk}
mad (8|M0) (gt)f0.0 r127.0<1>:f r64.3<2;1>:hf r3.2<0;0>:hf (abs)r127.0<0>:hf
(W) madm (8|M0) r9.mme0:f (abs)r127.mme0:f r64.nomme:f -(abs)r127.nomme:f {NoDDChk}
mad (16|M24) (sat)r10.0<1>:hf r3.0<0;0>:hf -(abs)r3.1<2;1>:hf -(abs)r2.1<0>:f
csel (8|M0) (sat)r10.0<1>:d r2.0<0;0>:d (abs)r64.2<2;1>:d -r127.2<0>:d
csel (32|M0) r10.0<1>:hf (abs)r2.0<0;0>:hf r2.0<2;1>:f r2.0<1>:hf
(W) bfi2 (16|M0) r1.0<1>:d r2.0<2;1>:d r2.0<2;1>:d r64.0<1>:d {NoDDChk}
csel (16|M0) r10.0<1>:d r64.0<0;0>:d r64.0<0;0>:d r3.2<1>:d
csel (32|M8) (lt)f1.1 r127.0<1>:d -r3.3<2;1>:d (abs)r64.1<2;1>:d (abs)r127.0<1>:d {Breakpoint}
(W) bfe (16|M0) r1.0<1>:d r2.0<0;0>:d r127.0<2;1>:d r2.0<0>:d {NoDDChk,Switch}
bfi2 (32|M24) r10.0<1>:ud r3.0<0;0>:ud r3.0<0;0>:ud r127.0<1>:ud {Switch}
mad (8|M0) r10.0<1>:df -(abs)r64.0<0;0>:df (abs)r127.0<0;0>:df r127.0<0>:df
mad (2|M0) (sat)r1.0<1>:d r2.0<0;0>:d (abs)r64.0<2;1>:d r3.0<1>:d
madm (16|M0) r9.mme0:hf (abs)r9.mme2:hf -r9.mme2:hf -(abs)r1.nomme:hf {Atomic}
madm (8|M0) r1.mme7:hf r127.mme0:hf r64.mme2:hf -r9.nomme:hf {NoDDClr}
mad (16|M0) r1.0<1>:hf (abs)r64.0<0;0>:f -(abs)r127.0<0;0>:hf (abs)r64.2<0>:hf
csel (1|M4) r10.7<1>:ud -r3.0<2;1>:ud (abs)r3.0<0;0>:ud r64.1<0>:ud
(W) madm (4|M12) r1.mme0:df -r64.mme0:df r127.mme7:df r127.nomme:df
mad (4|M8) (un)f0.1 r1.0<1>:hf -r3.1<0;0>:hf (abs)r2.3<2;1>:f -r64.0<0>:hf {Breakpoint}
(~f0.0) bfe (16|M16) r127.0<1>:d r127.0<0;0>:d r3.0<2;1>:d r64.0<0>:d
bfe (8|M0) r127.0<1>:d r2.0<0;0>:d r3.0<2;1>:d r2.0<1>:d
(W) mad (32|M24) r1.0<1>:ud r3.1<0;0>:ud (abs)r64.0<0;0>:ud (abs)r64.0<0>:ud
madm (32|M0) r127.mme2:df r1.mme2:df (abs)r9.mme0:df r64.nomme:df {Atomic,NoDDClr}
mad (16|M8) (sat)r1.0<1>:df (abs)r64.3<2;1>:df (abs)r3.3<2;1>:df r64.3<1>:df {AccWrEn}
csel (4|M0) (le)f1.0 (sat)r127.0<1>:df (abs)r3.0<2;1>:df -r127.0<0;0>:df -r2.0<0>:df
(W&~f0.0) bfi2 (8|M0) r10.0<1>:d r2.0<2;1>:d r127.1<2;1>:d r3.0<1>:d
mad (4|M0) r127.0<1>:f -(abs)r2.3<2;1>:f -(abs)r3.0<2;1>:f r3.2<0>:hf {NoDDClr}
csel (32|M24) r127.0<1>:ud r2.0<2;1>:ud -r2.0<2;1>:ud (abs)r2.2<1>:ud
(W) bfe (1|M0) r1.5<1>:d r127.0<2;1>:d r127.0<2;1>:d r127.0<0>:d
mad (2|M24) (un)f0.1 r10.0<1>:f (abs)r64.0<0;0>:f -(abs)r64.0<2;1>:hf r3.0<1>:f {AccWrEn}
bfi2 (8|M0) r1.0<1>:d r64.1<0;0>:d r2.0<2;1>:d r127.0<1>:d
mad (2|M8) (sat)r1.0<1>:f r2.0<0;0>:hf (abs)r64.0<0;0>:hf -r127.3<1>:hf
madm (32|M16) (sat)r64.mme7:df r127.nomme:df -(abs)r9.nomme:df -(abs)r9.mme0:df
csel (8|M0) (eq)f1.1 r1.0<1>:d r64.0<0;0>:d r2.0<2;1>:d r64.1<1>:d
(W) lrp (8|M0) r10.0<1>:f -(abs)r64.0<0;0>:hf -r3.0<2;1>:f r2.0<0>:hf
mad (1|M16) r127.1<1>:hf (abs)r64.2<2;1>:f r64.2<2;1>:hf -r3.0<0>:hf {NoDDChk}
(f0.1.any4h) madm (32|M0) r9.mme7:hf r64.nomme:hf (abs)r1.mme0:hf r127.mme0:hf {Switch}
csel (16|M0) r127.0<1>:hf -(abs)r2.0<0;0>:f -(abs)r3.1<2;1>:hf -r2.0<0>:f {AccWrEn}
csel (16|M0) r10.0<1>:d -r2.0<2;1>:d r127.0<2;1>:d -r127.3<1>:d
csel (8|M0) r1.0<1>:f r3.0<2;1>:f r64.3<2;1>:hf r3.0<1>:f {NoDDChk}
madm (4|M24) r64.mme7:f (abs)r127.mme7:f r1.mme2:f (abs)r9.mme0:f {NoDDClr}
(W&f1.1) mad (16|M16) (sat)r127.0<1>:hf r2.0<0;0>:hf r64.0<2;1>:f -r3.0<1>:f {AccWrEn}
(W&f0.0) lrp (16|M0) r127.0<1>:f -r64.2<0;0>:hf -r64.0<0;0>:f -(abs)r3.0<1>:f
(W) mad (32|M24) r127.0<1>:ud -r2.0<0;0>:ud r2.0<2;1>:ud -(abs)r2.0<0>:ud
(~f1.0) bfi2 (1|M0) r10.0<1>:d r127.1<2;1>:d r127.0<2;1>:d r127.0<0>:d {NoDDClr,Switch}
csel (16|M0) (ne)f1.1 r10.0<1>:df -r64.3<0;0>:df -(abs)r64.0<2;1>:df -(abs)r127.0<1>:df {NoDDChk}
csel (8|M0) (le)f1.1 (sat)r10.0<1>:d -r64.0<2;1>:d -(abs)r3.0<0;0>:d r3.0<1>:d
csel (8|M0) r1.0<1>:f (abs)r2.0<2;1>:f -(abs)r3.0<0;0>:f r3.1<1>:hf
mad (8|M0) (sat)r1.0<1>:hf r2.2<0;0>:f r127.0<2;1>:hf -r3.3<0>:f {NoDDChk}
bfe (1|M0) r10.7<1>:ud r2.0<0;0>:ud r2.0<2;1>:ud r64.0<0>:ud
(W&~f0.1) mad (16|M24) r10.0<1>:hf -(abs)r64.0<2;1>:hf -(abs)r3.0<0;0>:hf r64.0<1>:f
(W) bfe (16|M8) r127.0<1>:d r2.2<0;0>:d r64.2<2;1>:d r2.0<1>:d
mad (16|M0) r127.0<1>:d -r127.2<0;0>:d (abs)r127.0<2;1>:d -r2.0<1>:d {NoDDClr}
(W) csel (32|M0) r127.0<1>:df (abs)r3.0<2;1>:df -(abs)r3.3<0;0>:df r127.2<1>:df {AccWrEn}
csel (16|M8) r127.0<1>:d (abs)r64.0<0;0>:d -r127.0<0;0>:d r64.0<1>:d {Atomic}
madm (32|M0) r127.mme0:f (abs)r9.nomme:f r9.mme0:f r9.mme2:f
(W) madm (4|M0) r64.mme0:df r127.mme0:df r127.mme7:df -r1.nomme:df
mad (8|M0) r10.0<1>:d r64.2<2;1>:d -r2.1<2;1>:d -(abs)r3.2<1>:d
(W) mad (1|M0) r127.3<1>:df r64.0<2;1>:df (abs)r64.2<0;0>:df -(abs)r64.0<1>:df
mad (16|M0) r10.0<1>:f -(abs)r3.1<2;1>:f -(abs)r127.0<0;0>:f r127.0<1>:f
madm (8|M16) r9.mme7:df (abs)r9.nomme:df r127.mme2:df r127.mme7:df {Atomic}
(W) mad (16|M0) r127.0<1>:hf -(abs)r64.0<2;1>:f (abs)r3.0<0;0>:hf r64.0<1>:f
lrp (4|M0) r10.0<1>:d r127.0<2;1>:d -(abs)r64.0<0;0>:d r2.0<1>:d
mad (8|M0) (un)f0.0 r1.0<1>:hf r2.3<0;0>:hf r3.0<0;0>:f r3.0<1>:f {AccWrEn}
mad (16|M0) r10.0<1>:ud (abs)r64.0<0;0>:ud r64.0<2;1>:ud -(abs)r2.3<0>:ud {AccWrEn}
(W) csel (32|M16) r127.0<1>:ud -(abs)r2.2<2;1>:ud -r2.0<2;1>:ud -(abs)r2.3<0>:ud
bfe (2|M0) r127.0<1>:d r3.1<0;0>:d r64.0<2;1>:d r64.0<0>:d
lrp (8|M8) (le)f1.1 r127.0<1>:ud -(abs)r3.0<0;0>:ud r2.0<2;1>:ud -(abs)r127.1<1>:ud
(~f1.0.all4h) madm (16|M0) r1.mme2:hf -r127.nomme:hf -r127.mme7:hf (abs)r64.mme0:hf {Atomic,NoDDChk}
mad (16|M0) r127.0<1>:hf r64.3<0;0>:hf r64.0<0;0>:f r2.0<0>:hf
(W) mad (2|M20) r127.0<1>:df (abs)r64.0<2;1>:df -r3.0<0;0>:df -r2.0<0>:df
mad (16|M8) (sat)r127.0<1>:d (abs)r3.0<2;1>:d -r64.0<2;1>:d r2.0<0>:d {Atomic}
mad (8|M16) r10.0<1>:hf (abs)r64.0<2;1>:hf r127.1<2;1>:f r3.0<0>:f
csel (4|M0) (gt)f0.1 r1.0<1>:d r2.0<0;0>:d (abs)r64.0<2;1>:d -r3.0<1>:d {NoDDClr}
mad (2|M0) (gt)f1.0 r10.0<1>:f -(abs)r64.0<2;1>:f r64.3<0;0>:hf -(abs)r2.2<1>:f
bfi2 (32|M0) r127.0<1>:ud r64.2<2;1>:ud r127.0<0;0>:ud r2.3<0>:ud
lrp (1|M12) r1.3<1>:df r2.0<2;1>:df -r64.1<2;1>:df -r64.0<0>:df
madm (16|M16) (sat)r127.mme2:df -r127.mme2:df r9.mme7:df -(abs)r64.mme7:df
(W&~f1.1) bfi2 (8|M0) r10.0<1>:ud r3.0<0;0>:ud r64.2<0;0>:ud r2.0<0>:ud
(W) csel (32|M0) r127.0<1>:f -(abs)r64.2<0;0>:f r127.0<2;1>:hf (abs)r3.0<0>:f {Breakpoint}
mad (32|M0) (ov)f0.0 r10.0<1>:ud -r127.0<2;1>:ud r64.0<0;0>:ud -r3.3<0>:ud {NoDDClr,Switch}
(W&f0.1) bfi2 (8|M8) r1.0<1>:ud r3.0<2;1>:ud r2.0<0;0>:ud r3.0<0>:ud
mad (8|M24) (le)f0.1 r1.0<1>:f r64.1<0;0>:hf -r3.0<2;1>:hf r127.0<0>:hf {NoDDClr}
csel (8|M0) r10.0<1>:ud (abs)r3.0<2;1>:ud -(abs)r2.0<2;1>:ud r2.0<0>:ud
(W&f0.1) bfi2 (16|M0) r10.0<1>:d r64.1<2;1>:d r127.0<2;1>:d r2.0<1>:d
csel (16|M0) r1.0<1>:d r2.0<0;0>:d (abs)r64.0<2;1>:d (abs)r127.0<1>:d
(f0.0) bfi2 (16|M0) r127.0<1>:ud r2.3<0;0>:ud r3.0<0;0>:ud r64.0<1>:ud
csel (16|M16) r1.0<1>:ud (abs)r2.0<2;1>:ud r64.0<2;1>:ud (abs)r64.3<1>:ud
(W) mad (16|M0) r1.0<1>:df -r127.0<0;0>:df (abs)r2.2<2;1>:df -r64.0<0>:df {NoDDChk}
mad (16|M24) (ge)f1.0 r127.0<1>:df (abs)r64.0<0;0>:df r127.0<0;0>:df r3.0<1>:df
bfi2 (16|M0) r1.0<1>:ud r3.0<0;0>:ud r64.3<0;0>:ud r127.2<0>:ud {Atomic}
lrp (1|M0) (le)f1.0 r127.3<1>:f r3.1<2;1>:f -r3.0<0;0>:f (abs)r2.0<1>:hf
mad (16|M24) (eq)f0.0 r127.0<1>:d (abs)r2.0<2;1>:d -r3.0<0;0>:d r127.0<1>:d {Breakpoint}
bfe (2|M20) r10.0<1>:d r2.2<2;1>:d r2.0<2;1>:d r2.0<1>:d {NoDDChk}
mad (16|M16) r1.0<1>:hf r2.0<0;0>:f r64.1<0;0>:f r127.0<1>:hf
(W) bfi2 (8|M0) r1.0<1>:d r3.3<0;0>:d r3.0<2;1>:d r127.1<1>:d {NoDDClr}
(f0.1.all4h) madm (2|M20) r1.mme2:df r64.nomme:df -(abs)r1.mme2:df r9.nomme:df
madm (16|M8) (sat)r1.mme0:f -(abs)r9.mme7:f (abs)r1.mme7:f r127.mme2:f
(f1.1.all4h) lrp (16|M0) r127.0<1>:hf r3.0<0;0>:f -(abs)r127.0<0;0>:f (abs)r2.0<0>:f {Breakpoint}
(W) bfe (16|M8) r10.0<1>:d r64.0<0;0>:d r2.0<2;1>:d r64.0<1>:d {NoDDChk}
bfe (16|M0) r10.0<1>:ud r2.0<2;1>:ud r127.0<2;1>:ud r127.0<1>:ud
madm (16|M16) r127.mme2:hf r127.nomme:hf r1.mme7:hf r64.mme7:hf
lrp (32|M0) r127.0<1>:hf r64.0<0;0>:f -r2.1<2;1>:f -r127.3<1>:f {Switch}
(W) mad (32|M24) (ov)f0.1 r127.0<1>:ud -(abs)r127.0<2;1>:ud r2.1<2;1>:ud r2.0<0>:ud
(W) lrp (2|M20) r10.0<1>:hf -r64.3<2;1>:hf (abs)r2.0<0;0>:hf (abs)r64.0<0>:f
bfi2 (8|M24) r1.0<1>:ud r3.0<0;0>:ud r2.0<2;1>:ud r127.1<0>:ud {Atomic}
madm (32|M0) r64.mme7:f -r127.mme0:f (abs)r64.mme0:f (abs)r1.mme0:f {Switch}
bfe (8|M0) r127.0<1>:d r2.0<0;0>:d r64.0<0;0>:d r127.0<1>:d {NoDDClr}
csel (8|M24) (le)f0.1 r1.0<1>:df -r3.3<2;1>:df -(abs)r2.0<2;1>:df -r64.0<0>:df
mad (1|M20) (le)f0.0 r10.5<1>:f -r127.0<0;0>:f -(abs)r127.0<0;0>:f (abs)r64.0<1>:hf
(W&f1.0) lrp (8|M0) (ge)f1.0 r10.0<1>:f -(abs)r127.0<0;0>:hf (abs)r3.0<0;0>:f r3.0<0>:hf
lrp (1|M0) (sat)r127.3<1>:df r2.0<0;0>:df (abs)r64.0<0;0>:df -r2.0<0>:df
madm (2|M0) r9.mme7:f r1.mme7:f -(abs)r127.mme7:f r127.mme0:f
(W&~f0.0) bfe (32|M0) r10.0<1>:d r127.0<0;0>:d r3.0<0;0>:d r3.0<1>:d
lrp (8|M16) (le)f1.1 r10.0<1>:d -(abs)r2.0<2;1>:d -r64.2<2;1>:d -r2.3<1>:d
(f1.0.any4h) madm (8|M0) r127.mme0:f -(abs)r127.nomme:f -r9.mme0:f r1.mme7:f {NoDDChk,Switch}
csel (8|M0) (eq)f0.0 (sat)r1.0<1>:hf (abs)r3.3<0;0>:hf -r3.3<0;0>:hf r127.0<1>:f {Switch}
madm (8|M0) r9.mme2:hf r1.mme7:hf r9.mme0:hf -(abs)r64.mme7:hf {AccWrEn,Switch}
bfi2 (8|M0) r127.0<1>:d r64.3<2;1>:d r127.1<2;1>:d r127.3<0>:d {Atomic}
(W) csel (2|M12) r1.0<1>:hf r64.0<2;1>:f -r3.2<2;1>:f -(abs)r2.2<1>:hf
csel (16|M8) (un)f0.0 r1.0<1>:ud (abs)r3.0<2;1>:ud -r3.0<2;1>:ud -(abs)r2.1<1>:ud {AccWrEn,Breakpoint}
(f1.0.all4h) bfi2 (16|M0) r127.0<1>:d r127.0<2;1>:d r2.3<2;1>:d r127.2<1>:d
bfi2 (32|M24) r10.0<1>:ud r2.2<2;1>:ud r64.0<0;0>:ud r3.0<1>:ud {AccWrEn,Switch}
madm (4|M0) (sat)r127.mme7:hf -(abs)r64.nomme:hf -(abs)r64.nomme:hf -r9.mme0:hf
mad (8|M0) r10.0<1>:hf -r2.0<2;1>:hf (abs)r2.0<2;1>:f -r127.1<1>:hf {AccWrEn}
lrp (8|M0) r127.0<1>:hf -r127.0<0;0>:f (abs)r2.0<2;1>:f r2.0<1>:f
madm (32|M0) (sat)r127.mme0:f r9.mme2:f (abs)r1.mme7:f -(abs)r127.mme7:f
lrp (2|M20) r1.0<1>:ud (abs)r127.0<2;1>:ud r3.3<0;0>:ud -r127.2<0>:ud
bfi2 (8|M0) r127.0<1>:ud r127.0<0;0>:ud r127.3<0;0>:ud r127.3<1>:ud
csel (8|M0) r127.0<1>:d -(abs)r127.0<2;1>:d r2.0<0;0>:d (abs)r64.0<1>:d {Switch}
lrp (8|M0) (le)f0.1 r1.0<1>:ud r2.0<2;1>:ud r64.0<2;1>:ud -r2.0<1>:ud
bfi2 (8|M0) r10.0<1>:d r127.1<2;1>:d r2.0<0;0>:d r64.0<0>:d
lrp (8|M0) r10.0<1>:d r64.0<2;1>:d -r3.0<0;0>:d r64.0<0>:d {AccWrEn,NoDDClr}
madm (16|M8) r9.mme2:df -(abs)r9.mme0:df -(abs)r127.nomme:df -(abs)r127.mme0:df
(W) lrp (8|M24) r1.0<1>:f -(abs)r2.0<0;0>:hf -(abs)r3.0<2;1>:f (abs)r64.0<1>:hf {NoDDChk}
lrp (16|M0) r1.0<1>:df -r64.1<0;0>:df -(abs)r2.0<0;0>:df r2.2<1>:df
(~f1.1.all4h) bfi2 (8|M8) r127.0<1>:ud r2.1<2;1>:ud r2.0<2;1>:ud r3.0<1>:ud {AccWrEn,Switch}
lrp (1|M4) (ov)f0.0 (sat)r127.2<1>:hf -(abs)r64.1<2;1>:hf -(abs)r3.0<2;1>:hf r2.0<1>:f {Switch}
bfe (16|M0) r1.0<1>:ud r127.0<2;1>:ud r64.0<0;0>:ud r2.2<0>:ud {Atomic}
mad (4|M24) (ge)f0.0 r127.0<1>:hf -r3.0<2;1>:f -(abs)r127.0<0;0>:hf r127.0<0>:hf
mad (8|M0) (ge)f1.1 r127.0<1>:ud r64.3<2;1>:ud r64.3<0;0>:ud r127.0<0>:ud {AccWrEn}
(f0.0.all4h) mad (4|M16) r10.0<1>:hf -(abs)r3.0<2;1>:f -(abs)r127.0<0;0>:hf r3.0<1>:hf
(W) madm (8|M0) (sat)r9.mme2:df -(abs)r9.nomme:df r9.mme7:df r64.mme0:df {NoDDChk}
(W&f0.1) mad (8|M0) r1.0<1>:ud r2.0<0;0>:ud r127.0<2;1>:ud r64.1<0>:ud {Switch}
mad (8|M24) (eq)f0.0 r1.0<1>:hf (abs)r2.0<2;1>:hf -r64.0<2;1>:hf r2.0<0>:hf
(W&f1.1) lrp (16|M0) r127.0<1>:f -r127.0<2;1>:hf -r3.2<0;0>:f r3.3<0>:f {AccWrEn,NoDDChk}
mad (8|M0) r10.0<1>:d r2.0<0;0>:d r64.0<2;1>:d r127.0<1>:d
bfi2 (1|M0) r127.2<1>:ud r2.0<0;0>:ud r3.0<2;1>:ud r127.0<0>:ud {NoDDClr}
bfe (8|M0) r10.0<1>:ud r64.0<2;1>:ud r127.0<2;1>:ud r64.0<0>:ud
mad (1|M20) (le)f0.0 r1.2<1>:d -r64.0<2;1>:d -r64.0<0;0>:d -(abs)r2.0<1>:d
(W&~f0.1) mad (16|M8) (eq)f0.1 r10.0<1>:ud -(abs)r2.2<0;0>:ud (abs)r64.3<0;0>:ud r2.1<0>:ud
(W) csel (16|M0) r127.0<1>:d r3.0<0;0>:d -r127.0<0;0>:d r127.0<1>:d {Breakpoint}
bfe (16|M0) r127.0<1>:d r127.0<0;0>:d r127.0<0;0>:d r127.0<1>:d
mad (16|M8) (sat)r127.0<1>:d r3.1<0;0>:d -(abs)r64.2<0;0>:d r3.0<1>:d {Breakpoint,NoDDChk}
lrp (4|M0) r10.0<1>:hf -r127.1<0;0>:hf -(abs)r2.0<2;1>:hf -(abs)r2.2<1>:hf
madm (16|M8) r9.mme2:f -(abs)r64.mme7:f r127.mme0:f r1.mme2:f
csel (4|M0) (sat)r10.0<1>:d r64.0<0;0>:d -r3.2<0;0>:d -r64.3<0>:d
csel (8|M0) r1.0<1>:ud (abs)r127.2<2;1>:ud -r2.0<2;1>:ud r64.0<1>:ud
csel (16|M0) r1.0<1>:f -r64.0<2;1>:f -r127.0<2;1>:f -(abs)r64.1<0>:hf
(W) lrp (1|M12) (eq)f1.0 r10.0<1>:hf -r64.1<0;0>:f -r127.2<0;0>:hf r127.1<0>:f {Switch}
csel (8|M0) r1.0<1>:df r3.0<2;1>:df (abs)r2.1<0;0>:df (abs)r64.0<0>:df {NoDDClr}
bfe (16|M0) r127.0<1>:ud r127.0<2;1>:ud r2.0<0;0>:ud r64.0<0>:ud
mad (16|M0) (le)f1.0 r10.0<1>:df -(abs)r2.0<0;0>:df (abs)r2.0<0;0>:df r2.0<0>:df
(W) bfe (4|M8) r1.0<1>:d r3.1<0;0>:d r127.0<2;1>:d r127.0<0>:d
madm (2|M12) r9.mme0:hf r64.nomme:hf r1.mme0:hf -(abs)r9.mme7:hf
csel (8|M0) r1.0<1>:d -r3.0<2;1>:d -(abs)r127.0<0;0>:d -(abs)r64.0<0>:d
(W) lrp (16|M0) r127.0<1>:f r64.1<2;1>:f -(abs)r3.0<0;0>:hf (abs)r3.0<0>:hf
csel (8|M0) (sat)r10.0<1>:hf (abs)r64.3<2;1>:f -r64.1<2;1>:f -r2.0<1>:f {NoDDClr}
csel (8|M24) r127.0<1>:f -(abs)r64.0<0;0>:f (abs)r127.0<2;1>:hf -r2.0<0>:f {Switch}
bfe (32|M0) r10.0<1>:d r3.0<0;0>:d r2.0<2;1>:d r127.0<0>:d {Breakpoint}
mad (4|M0) r10.0<1>:f -(abs)r3.0<0;0>:hf r2.0<0;0>:f -r2.3<0>:f {AccWrEn}
bfi2 (4|M12) r1.0<1>:d r127.0<2;1>:d r127.2<2;1>:d r127.2<1>:d {AccWrEn}
(W) madm (16|M0) r64.mme0:f -r9.mme7:f r9.mme0:f -r1.nomme:f {Atomic}
madm (4|M0) r64.mme7:df r64.mme2:df -r64.mme7:df r127.nomme:df
mad (8|M0) r1.0<1>:hf r3.0<0;0>:hf (abs)r2.3<2;1>:f (abs)r2.0<1>:f
madm (32|M8) r1.mme2:hf r1.mme7:hf (abs)r1.mme0:hf -r9.mme2:hf
madm (16|M0) r1.mme2:df -r9.mme2:df -r9.mme0:df r64.mme0:df {AccWrEn}
bfe (8|M16) r1.0<1>:ud r3.0<0;0>:ud r3.1<2;1>:ud r2.0<0>:ud {Breakpoint}
(W) mad (4|M0) (sat)r127.0<1>:df (abs)r2.0<2;1>:df r2.0<2;1>:df (abs)r127.0<1>:df {Breakpoint,Switch}
mad (4|M0) (un)f1.1 r1.0<1>:f -r127.0<2;1>:hf -(abs)r64.0<0;0>:hf r3.0<1>:hf {Switch}
mad (2|M12) r10.0<1>:f r64.0<0;0>:hf -(abs)r2.0<0;0>:hf -r3.0<1>:hf {NoDDClr}
bfi2 (8|M8) r10.0<1>:d r2.2<2;1>:d r127.0<2;1>:d r127.1<0>:d {Atomic}
mad (8|M0) (eq)f1.0 r1.0<1>:f r127.3<2;1>:hf r2.0<0;0>:hf (abs)r127.2<0>:hf
bfe (8|M0) r1.0<1>:ud r127.3<0;0>:ud r64.0<0;0>:ud r2.0<1>:ud
(~f0.0.any4h) mad (16|M0) (sat)r127.0<1>:df -(abs)r2.3<0;0>:df -(abs)r3.0<0;0>:df -r127.0<0>:df
bfi2 (16|M0) r10.0<1>:ud r127.0<2;1>:ud r2.0<0;0>:ud r3.0<0>:ud
mad (8|M0) r10.0<1>:d -r2.0<2;1>:d -r64.0<2;1>:d r2.1<1>:d
mad (8|M0) r1.0<1>:df -(abs)r3.0<2;1>:df r2.0<0;0>:df -(abs)r3.1<0>:df {NoDDClr}
bfi2 (32|M0) r10.0<1>:ud r64.2<2;1>:ud r3.0<0;0>:ud r3.2<0>:ud
mad (16|M0) r1.0<1>:d r2.0<2;1>:d -(abs)r64.0<0;0>:d r64.0<1>:d {NoDDChk,Switch}
mad (1|M28) r127.5<1>:f -r3.0<2;1>:f -(abs)r64.1<2;1>:hf r64.0<1>:hf {Breakpoint,NoDDChk}
csel (16|M0) (sat)r127.0<1>:hf r127.0<0;0>:hf (abs)r2.0<2;1>:f r127.1<1>:hf
bfe (1|M4) r1.5<1>:ud r127.0<0;0>:ud r64.1<2;1>:ud r64.1<0>:ud
mad (1|M0) (sat)r127.1<1>:hf (abs)r3.3<2;1>:f (abs)r2.1<0;0>:hf r2.2<0>:hf {Atomic}
bfe (16|M0) r10.0<1>:ud r3.0<2;1>:ud r2.0<0;0>:ud r3.1<1>:ud
csel (32|M0) (sat)r127.0<1>:ud r3.0<0;0>:ud -(abs)r127.0<0;0>:ud (abs)r2.1<0>:ud
csel (16|M0) (ge)f1.0 (sat)r127.0<1>:d -r127.0<0;0>:d (abs)r3.0<0;0>:d -r2.2<0>:d {NoDDChk}
bfe (16|M8) r10.0<1>:d r2.0<2;1>:d r3.0<2;1>:d r3.0<1>:d
mad (1|M0) r10.5<1>:hf -(abs)r64.0<0;0>:f -(abs)r2.0<0;0>:hf -r127.0<0>:f {Atomic,NoDDClr}
lrp (8|M0) r10.0<1>:f -r3.3<0;0>:hf r3.3<0;0>:hf -(abs)r3.2<0>:f
mad (16|M8) r127.0<1>:d -r3.0<2;1>:d -r2.0<2;1>:d r3.0<1>:d {NoDDChk}
bfe (16|M0) r1.0<1>:d r64.0<2;1>:d r127.0<2;1>:d r3.0<1>:d
madm (32|M24) r1.mme2:f -r1.mme7:f (abs)r9.nomme:f -r127.mme0:f
bfe (4|M0) r10.0<1>:d r2.0<2;1>:d r64.0<2;1>:d r2.0<1>:d {Atomic}
lrp (8|M24) r1.0<1>:hf (abs)r2.1<0;0>:f r3.0<2;1>:f (abs)r2.0<0>:hf {NoDDChk}
bfi2 (8|M0) r1.0<1>:d r2.0<2;1>:d r2.0<2;1>:d r127.1<0>:d {NoDDClr}
bfi2 (4|M0) r127.0<1>:ud r64.0<2;1>:ud r3.3<2;1>:ud r3.0<0>:ud {Switch}
madm (8|M0) r9.mme7:hf -(abs)r64.mme0:hf (abs)r9.nomme:hf -(abs)r64.mme7:hf {Atomic,NoDDClr}
mad (32|M0) r1.0<1>:f r3.0<2;1>:hf r127.0<2;1>:hf -r2.3<0>:hf {NoDDChk}
madm (2|M0) r127.mme2:df -r9.mme0:df r9.mme2:df r127.mme0:df
bfi2 (8|M0) r10.0<1>:ud r2.0<2;1>:ud r3.0<0;0>:ud r64.0<0>:ud
mad (32|M0) r127.0<1>:d (abs)r127.0<0;0>:d -r64.1<0;0>:d r2.0<0>:d
csel (1|M16) (eq)f0.1 r10.0<1>:hf r127.3<0;0>:f r3.2<2;1>:hf r64.0<1>:hf {NoDDChk}
(W) bfe (4|M0) r1.0<1>:ud r64.0<0;0>:ud r64.0<0;0>:ud r3.0<0>:ud {Atomic}
csel (1|M4) r1.3<1>:ud -r2.1<2;1>:ud (abs)r127.3<0;0>:ud r64.1<1>:ud {NoDDClr}
(W) csel (16|M0) r127.0<1>:hf r3.0<0;0>:f r127.3<2;1>:hf r3.0<0>:f
lrp (16|M0) r127.0<1>:f -(abs)r2.0<2;1>:hf -(abs)r64.0<0;0>:f -r3.0<0>:hf {Breakpoint}
(W) mad (16|M0) r127.0<1>:hf (abs)r3.0<0;0>:hf -r127.0<2;1>:f (abs)r64.0<0>:f {NoDDClr}
(W) mad (1|M12) r10.2<1>:f r64.0<2;1>:f r2.0<0;0>:hf r2.0<1>:f {NoDDClr}
mad (8|M24) r1.0<1>:ud r64.0<0;0>:ud -(abs)r2.3<2;1>:ud (abs)r64.0<1>:ud
madm (16|M24) r9.mme2:f r127.mme0:f (abs)r1.nomme:f r64.nomme:f {Atomic}
csel (4|M0) r10.0<1>:ud -(abs)r64.0<0;0>:ud (abs)r64.3<2;1>:ud (abs)r3.0<1>:ud
mad (1|M12) (ov)f0.1 r10.5<1>:f -(abs)r64.3<2;1>:f r64.1<0;0>:hf -r2.0<1>:f {NoDDClr}
lrp (8|M0) (ge)f1.0 r10.0<1>:f (abs)r3.2<2;1>:f -r127.0<2;1>:hf (abs)r64.2<0>:hf {NoDDChk}
bfi2 (8|M0) r10.0<1>:d r64.2<2;1>:d r3.0<2;1>:d r3.0<0>:d
mad (32|M0) (le)f1.1 r1.0<1>:ud r3.0<2;1>:ud (abs)r127.2<2;1>:ud -r3.0<0>:ud {NoDDChk}
bfi2 (1|M24) r1.3<1>:ud r3.0<2;1>:ud r127.3<2;1>:ud r3.1<0>:ud
csel (8|M24) (sat)r10.0<1>:f -(abs)r3.0<2;1>:hf -(abs)r127.2<2;1>:hf r2.0<0>:f
(~f1.0) bfe (32|M0) r1.0<1>:d r64.0<2;1>:d r127.0<2;1>:d r2.0<0>:d
lrp (16|M0) (sat)r10.0<1>:f -(abs)r64.3<0;0>:f r127.0<0;0>:f (abs)r64.1<0>:f
lrp (8|M0) (sat)r127.0<1>:f r2.0<2;1>:f -r3.0<0;0>:hf r64.2<0>:hf
mad (8|M0) r10.0<1>:hf (abs)r64.0<0;0>:hf r64.0<2;1>:f r127.0<0>:f {Atomic}
mad (8|M0) (ne)f0.0 r10.0<1>:df -(abs)r2.0<2;1>:df (abs)r2.2<2;1>:df r2.0<1>:df {Switch}
(W) bfe (2|M4) r1.0<1>:ud r64.0<2;1>:ud r64.0<2;1>:ud r127.2<0>:ud {Atomic,NoDDChk}
csel (2|M8) (le)f0.0 r127.0<1>:d -(abs)r127.0<2;1>:d -r3.0<2;1>:d -r2.0<1>:d
lrp (1|M16) r127.7<1>:f (abs)r64.0<0;0>:f -r64.0<2;1>:f r64.1<0>:hf
(~f0.0) bfe (2|M0) r1.0<1>:ud r64.3<2;1>:ud r127.0<0;0>:ud r2.0<1>:ud {NoDDChk}
mad (16|M0) r10.0<1>:df (abs)r127.0<2;1>:df r64.0<2;1>:df (abs)r2.0<1>:df
csel (2|M16) r127.0<1>:d (abs)r127.0<0;0>:d -r2.0<0;0>:d -(abs)r127.0<0>:d
(W&~f0.0) lrp (8|M0) r10.0<1>:d r3.0<0;0>:d r64.0<2;1>:d -r3.1<0>:d {Switch}
mad (16|M0) r127.0<1>:hf -(abs)r127.0<2;1>:hf r127.2<2;1>:f r64.1<0>:f
mad (16|M8) (gt)f1.1 r10.0<1>:d -r64.0<0;0>:d -(abs)r64.0<2;1>:d -r2.0<1>:d
bfe (4|M16) r127.0<1>:ud r2.0<0;0>:ud r3.3<2;1>:ud r2.0<1>:ud {Switch}
bfe (1|M20) r1.0<1>:ud r127.0<2;1>:ud r2.0<2;1>:ud r127.0<0>:ud
(W) bfi2 (32|M0) r1.0<1>:d r64.0<2;1>:d r3.3<0;0>:d r2.0<0>:d {Breakpoint}
mad (8|M16) r127.0<1>:d r3.0<2;1>:d (abs)r3.2<0;0>:d r64.3<1>:d {AccWrEn,Breakpoint}
bfe (1|M20) r10.5<1>:d r3.0<2;1>:d r2.2<2;1>:d r127.2<0>:d
lrp (1|M12) (ne)f0.1 r127.1<1>:d (abs)r64.2<0;0>:d -r3.0<0;0>:d -r2.3<1>:d
(W) madm (16|M24) r9.mme7:df r127.mme0:df (abs)r1.nomme:df -(abs)r1.nomme:df
(W) bfe (2|M0) r127.0<1>:d r2.0<2;1>:d r127.3<0;0>:d r2.3<0>:d {AccWrEn,Breakpoint}
mad (4|M0) r10.0<1>:hf (abs)r3.0<2;1>:hf r127.0<0;0>:f (abs)r2.2<1>:f
lrp (8|M16) (sat)r127.0<1>:df r127.1<2;1>:df -(abs)r2.0<0;0>:df r64.0<0>:df
(W) bfi2 (4|M20) r10.0<1>:ud r64.0<0;0>:ud r64.0<2;1>:ud r3.0<1>:ud
bfe (1|M0) r10.7<1>:d r127.0<2;1>:d r127.0<2;1>:d r64.2<1>:d
bfi2 (8|M0) r1.0<1>:ud r127.0<2;1>:ud r64.1<0;0>:ud r2.0<1>:ud {NoDDClr}
mad (1|M20) r10.3<1>:df -(abs)r127.3<0;0>:df r127.0<0;0>:df (abs)r3.0<1>:df
(~f1.1) bfi2 (8|M0) r1.0<1>:d r3.3<2;1>:d r2.1<0;0>:d r64.0<0>:d {Switch}
csel (8|M0) r127.0<1>:hf -(abs)r3.0<2;1>:f -(abs)r64.2<2;1>:f r127.0<0>:f {AccWrEn,Switch}
mad (16|M24) r10.0<1>:f -r64.3<2;1>:hf (abs)r3.0<2;1>:f r3.0<1>:f {Breakpoint}
csel (16|M0) (eq)f0.1 r127.0<1>:ud -(abs)r127.0<0;0>:ud -(abs)r127.0<2;1>:ud -r2.0<0>:ud
bfe (4|M0) r127.0<1>:d r127.0<2;1>:d r64.0<2;1>:d r3.0<1>:d {Atomic}
mad (16|M0) r10.0<1>:f (abs)r3.0<2;1>:hf r3.3<2;1>:f -(abs)r2.0<0>:f
(W) mad (1|M12) (ge)f0.0 r10.7<1>:d -(abs)r127.0<0;0>:d -(abs)r127.0<2;1>:d r3.0<0>:d {Switch}
(f0.1) bfe (16|M0) r1.0<1>:d r64.0<0;0>:d r64.0<2;1>:d r3.0<0>:d
mad (8|M0) r10.0<1>:f -(abs)r127.0<0;0>:f -(abs)r64.2<2;1>:f (abs)r3.2<1>:hf
madm (32|M0) r64.mme0:df (abs)r9.mme7:df r64.mme2:df -r9.mme2:df {Atomic}
csel (2|M8) r1.0<1>:ud r3.0<2;1>:ud r2.0<0;0>:ud (abs)r127.1<1>:ud {NoDDChk}
mad (4|M8) r1.0<1>:f r127.2<0;0>:hf r64.2<0;0>:hf r127.0<1>:f
lrp (8|M0) (lt)f1.1 r127.0<1>:ud r127.0<2;1>:ud -(abs)r3.0<2;1>:ud r127.0<1>:ud {Breakpoint}
bfi2 (8|M0) r127.0<1>:ud r64.1<2;1>:ud r2.2<0;0>:ud r3.1<1>:ud {AccWrEn}
mad (2|M0) r1.0<1>:f (abs)r3.0<2;1>:f r3.3<2;1>:hf -(abs)r64.0<0>:hf
bfi2 (4|M4) r10.0<1>:ud r127.0<0;0>:ud r64.0<2;1>:ud r64.0<0>:ud
csel (16|M0) (gt)f0.0 r127.0<1>:hf (abs)r64.1<0;0>:hf r64.0<0;0>:hf (abs)r2.0<0>:hf {NoDDClr}
bfe (32|M0) r127.0<1>:ud r64.0<2;1>:ud r3.0<2;1>:ud r127.0<0>:ud {Breakpoint}
(W) madm (16|M0) (sat)r64.mme2:hf -(abs)r9.mme0:hf -(abs)r127.mme2:hf (abs)r9.nomme:hf
(~f1.0.any4h) mad (8|M24) (ne)f1.0 r127.0<1>:df -r127.2<2;1>:df -r2.2<2;1>:df r127.0<0>:df {NoDDClr}
(~f1.0.any4h) mad (32|M0) (le)f1.0 r1.0<1>:d r3.0<2;1>:d r127.0<0;0>:d r127.0<1>:d
csel (4|M0) (le)f1.0 r10.0<1>:d -(abs)r3.0<0;0>:d r2.0<2;1>:d -(abs)r127.1<1>:d
(W) bfe (32|M0) r1.0<1>:ud r2.1<2;1>:ud r3.0<2;1>:ud r127.0<0>:ud
mad (4|M8) (sat)r127.0<1>:f -r3.0<2;1>:f -r127.0<2;1>:hf r64.2<0>:hf
bfi2 (2|M0) r1.0<1>:d r127.0<0;0>:d r2.2<2;1>:d r64.0<1>:d
csel (8|M0) r10.0<1>:d r127.0<0;0>:d (abs)r2.0<2;1>:d -r64.1<1>:d
(W&f0.1) lrp (16|M0) (eq)f0.1 r127.0<1>:ud r64.0<2;1>:ud -(abs)r64.3<2;1>:ud -(abs)r64.0<0>:ud
csel (1|M0) r1.3<1>:f (abs)r64.0<0;0>:hf (abs)r2.1<2;1>:hf -(abs)r3.1<1>:f
madm (4|M12) (sat)r127.mme2:f r64.mme2:f -r127.mme7:f -r64.nomme:f
(W) lrp (16|M0) r127.0<1>:ud r64.0<0;0>:ud r64.0<2;1>:ud -(abs)r3.3<1>:ud {AccWrEn,Switch}
(W) mad (1|M24) r10.2<1>:d r64.1<2;1>:d -r2.0<0;0>:d (abs)r64.0<1>:d
(W) csel (32|M0) r10.0<1>:hf -(abs)r64.0<0;0>:f -r127.0<0;0>:hf -r127.0<1>:f {Switch}
(W&f1.0) madm (8|M0) (sat)r127.mme2:hf r64.nomme:hf -(abs)r9.mme0:hf r1.nomme:hf {NoDDClr}
mad (16|M24) r127.0<1>:d (abs)r64.3<2;1>:d r3.2<2;1>:d r3.0<1>:d {NoDDChk,Switch}
mad (1|M0) r127.2<1>:df r127.0<0;0>:df -(abs)r64.0<0;0>:df -(abs)r2.0<1>:df {AccWrEn}
mad (32|M16) r127.0<1>:d -(abs)r127.0<2;1>:d -r2.1<0;0>:d -r127.2<0>:d
mad (16|M0) r10.0<1>:f -r2.0<2;1>:f r3.0<0;0>:hf -r3.0<1>:hf {Switch}
(W) bfi2 (16|M16) r127.0<1>:d r3.0<0;0>:d r2.1<2;1>:d r3.0<1>:d {NoDDClr}
bfi2 (16|M0) r127.0<1>:d r64.3<2;1>:d r64.2<0;0>:d r2.0<1>:d {Atomic,NoDDChk}
(W) csel (2|M0) r10.0<1>:f r64.0<2;1>:f -r64.0<2;1>:f -(abs)r3.0<1>:hf {NoDDChk}
bfi2 (16|M16) r1.0<1>:ud r64.3<0;0>:ud r2.0<0;0>:ud r3.3<1>:ud
csel (8|M8) (lt)f1.0 r127.0<1>:f -(abs)r2.3<0;0>:f (abs)r127.0<0;0>:f (abs)r2.0<0>:hf
mad (32|M0) r10.0<1>:hf (abs)r2.1<2;1>:hf -r127.1<0;0>:f -(abs)r64.0<0>:f
(W) mad (8|M0) (eq)f0.1 (sat)r1.0<1>:d -(abs)r127.0<2;1>:d r64.0<2;1>:d r3.0<1>:d
madm (8|M16) r64.mme7:hf r9.mme7:hf r127.mme7:hf r1.mme7:hf
bfe (32|M0) r1.0<1>:ud r64.0<0;0>:ud r64.0<0;0>:ud r3.0<1>:ud
(W) csel (8|M0) r10.0<1>:f (abs)r2.0<0;0>:hf -(abs)r3.1<2;1>:f -(abs)r3.0<0>:f {Atomic}
bfe (16|M0) r1.0<1>:ud r64.0<2;1>:ud r2.0<2;1>:ud r2.0<1>:ud
csel (32|M0) r1.0<1>:hf (abs)r2.3<2;1>:hf r2.0<2;1>:f -(abs)r127.0<1>:hf
mad (32|M8) r1.0<1>:df (abs)r64.0<2;1>:df -(abs)r2.0<2;1>:df r2.0<1>:df
lrp (16|M0) r10.0<1>:f r2.0<2;1>:hf -r127.0<2;1>:f r127.1<1>:f {Atomic}
bfi2 (2|M0) r127.0<1>:ud r2.1<0;0>:ud r2.0<2;1>:ud r3.1<1>:ud
lrp (1|M16) r127.5<1>:d r2.3<0;0>:d -r64.0<0;0>:d r3.0<1>:d
(W) mad (16|M8) r1.0<1>:df r2.0<2;1>:df -(abs)r64.0<2;1>:df -(abs)r64.3<1>:df
bfe (16|M0) r1.0<1>:ud r127.0<2;1>:ud r3.2<2;1>:ud r3.0<0>:ud
madm (4|M0) r9.mme2:df r1.mme2:df r9.mme2:df r127.mme0:df
madm (4|M28) r64.mme2:f -(abs)r127.mme0:f -r9.mme0:f -(abs)r127.mme0:f {Atomic}
madm (16|M0) (sat)r64.mme2:df r1.mme7:df r64.nomme:df -r1.mme7:df {Atomic}
(W&f0.0) lrp (4|M0) (eq)f0.0 r10.0<1>:ud (abs)r2.0<0;0>:ud r2.0<2;1>:ud -r64.0<1>:ud
mad (16|M0) (eq)f0.0 r10.0<1>:f -(abs)r2.0<2;1>:f -r2.0<0;0>:hf r64.0<1>:hf {NoDDClr}
madm (4|M12) r64.mme0:f -r9.mme0:f -r127.mme2:f r1.mme2:f {Switch}
madm (16|M0) (sat)r127.mme2:df -(abs)r9.mme7:df -(abs)r127.nomme:df r64.mme7:df {Atomic}
csel (4|M0) (sat)r127.0<1>:f r2.0<2;1>:f (abs)r2.0<0;0>:f r3.0<1>:hf {Breakpoint,NoDDClr}
lrp (32|M0) (lt)f0.0 r127.0<1>:f r2.3<2;1>:hf -(abs)r127.1<2;1>:hf -r64.3<0>:hf
bfe (4|M28) r10.0<1>:ud r64.0<0;0>:ud r3.0<0;0>:ud r2.0<0>:ud {Breakpoint}
(W) csel (8|M16) (lt)f1.1 r127.0<1>:df r3.0<0;0>:df -(abs)r2.3<2;1>:df (abs)r64.0<1>:df
(~f0.0.all4h) mad (16|M0) r127.0<1>:f r2.0<2;1>:f r127.0<2;1>:hf (abs)r127.0<1>:hf
bfi2 (2|M0) r1.0<1>:ud r64.0<2;1>:ud r3.0<2;1>:ud r3.0<0>:ud
(W&~f0.0) bfi2 (2|M28) r127.0<1>:d r2.0<0;0>:d r2.1<0;0>:d r2.0<1>:d {Switch}
(f0.0.all4h) bfi2 (8|M0) r1.0<1>:d r64.0<0;0>:d r64.0<2;1>:d r2.0<1>:d
csel (16|M8) (eq)f0.0 r127.0<1>:df (abs)r2.2<2;1>:df r64.2<2;1>:df r3.0<1>:df
(W) bfe (16|M0) r1.0<1>:d r2.0<2;1>:d r64.0<0;0>:d r64.0<0>:d
bfi2 (2|M0) r1.0<1>:ud r3.0<0;0>:ud r3.0<2;1>:ud r3.3<1>:ud {Switch}
mad (16|M8) r127.0<1>:f r64.2<0;0>:f r2.0<2;1>:f -(abs)r3.0<1>:f {NoDDClr}
mad (1|M16) (sat)r1.7<1>:d -(abs)r127.2<2;1>:d -r3.3<2;1>:d r2.0<1>:d
(W) lrp (16|M0) (sat)r1.0<1>:hf r2.0<0;0>:f (abs)r3.2<0;0>:f r3.1<1>:f {Atomic}
csel (16|M16) (sat)r10.0<1>:d (abs)r127.0<2;1>:d r2.0<2;1>:d r3.0<1>:d
csel (8|M0) (lt)f1.1 (sat)r10.0<1>:df r64.0<0;0>:df -(abs)r127.0<0;0>:df -(abs)r127.0<1>:df {AccWrEn,Atomic,NoDDChk}
csel (2|M0) r10.0<1>:df -r2.3<0;0>:df -r127.0<0;0>:df (abs)r2.1<1>:df {Switch}
lrp (8|M0) (ov)f0.0 r127.0<1>:hf r3.3<0;0>:f r127.0<0;0>:hf (abs)r3.0<1>:hf {Switch}
mad (16|M0) (ne)f0.0 r1.0<1>:f -(abs)r3.0<0;0>:hf -(abs)r127.0<2;1>:f -r127.0<1>:f {Breakpoint}
csel (32|M0) (sat)r127.0<1>:hf r3.2<2;1>:f r64.0<2;1>:hf r2.1<1>:hf
mad (4|M28) r1.0<1>:df r3.3<0;0>:df r127.0<2;1>:df r64.0<0>:df {AccWrEn}
csel (1|M0) r127.3<1>:hf (abs)r64.0<0;0>:hf r64.1<0;0>:f r127.0<0>:hf
bfe (8|M0) r1.0<1>:d r2.0<0;0>:d r127.0<0;0>:d r2.0<1>:d
bfe (32|M0) r10.0<1>:ud r64.1<0;0>:ud r2.0<0;0>:ud r2.0<1>:ud
bfi2 (2|M24) r1.0<1>:d r3.3<2;1>:d r127.0<2;1>:d r3.0<0>:d
(W) mad (1|M4) (un)f1.0 r127.1<1>:hf -r64.0<2;1>:f -(abs)r2.0<0;0>:f -r2.0<0>:hf
csel (8|M0) r1.0<1>:d -r3.1<2;1>:d r64.0<0;0>:d r127.0<1>:d
(W) bfi2 (8|M8) r10.0<1>:d r127.0<0;0>:d r127.0<0;0>:d r127.0<0>:d
(W) csel (4|M0) r10.0<1>:hf -r64.0<0;0>:f -r2.0<0;0>:f r3.0<0>:f
bfe (32|M0) r10.0<1>:ud r64.0<0;0>:ud r3.0<2;1>:ud r3.0<1>:ud {Atomic,Breakpoint,NoDDClr}
bfe (2|M24) r127.0<1>:ud r2.0<2;1>:ud r2.2<0;0>:ud r127.0<1>:ud
mad (4|M0) r10.0<1>:ud (abs)r3.3<0;0>:ud -r3.0<0;0>:ud -r3.0<0>:ud {NoDDClr}
bfe (32|M24) r1.0<1>:ud r2.1<0;0>:ud r2.0<0;0>:ud r3.0<0>:ud
madm (32|M0) r127.mme0:f r127.nomme:f r9.mme0:f r64.mme7:f
madm (32|M0) r9.mme2:hf (abs)r127.mme7:hf (abs)r9.mme7:hf r1.mme0:hf
mad (16|M16) (sat)r127.0<1>:df r3.0<0;0>:df -(abs)r2.1<2;1>:df -(abs)r2.1<0>:df
csel (32|M16) r127.0<1>:ud -r64.0<2;1>:ud (abs)r3.2<0;0>:ud r2.3<0>:ud
(W) lrp (2|M4) r1.0<1>:hf r127.0<2;1>:f r64.3<2;1>:f -(abs)r2.0<1>:hf {Switch}
lrp (16|M24) r1.0<1>:hf -r127.3<2;1>:f -(abs)r2.0<0;0>:hf r2.0<0>:hf
(f0.1.any4h) lrp (1|M0) r1.7<1>:f (abs)r3.0<0;0>:hf -r127.0<2;1>:hf r2.3<1>:f {AccWrEn}
lrp (1|M0) r127.2<1>:ud r64.0<2;1>:ud -(abs)r64.2<0;0>:ud -(abs)r64.0<1>:ud
lrp (4|M0) r1.0<1>:d r127.1<2;1>:d r2.0<0;0>:d (abs)r64.0<0>:d
mad (1|M0) r1.7<1>:hf (abs)r2.0<0;0>:f (abs)r3.0<2;1>:hf (abs)r2.0<0>:f
csel (8|M24) r10.0<1>:hf r127.0<2;1>:f r64.0<0;0>:hf -r2.3<1>:f {NoDDClr}
csel (2|M0) (gt)f0.0 r10.0<1>:hf r3.3<2;1>:hf r2.0<0;0>:hf -(abs)r2.0<0>:hf
(f0.1) lrp (1|M0) r127.3<1>:df -(abs)r127.0<0;0>:df -(abs)r2.1<2;1>:df r3.0<1>:df {AccWrEn,Switch}
csel (16|M0) (lt)f1.1 r10.0<1>:f (abs)r2.2<0;0>:f r127.0<0;0>:f (abs)r127.1<1>:hf
madm (8|M0) r9.mme0:df -r127.nomme:df -(abs)r9.nomme:df r9.nomme:df
mad (8|M0) r127.0<1>:df -(abs)r2.0<2;1>:df r127.1<2;1>:df -(abs)r2.0<0>:df {AccWrEn}
mad (16|M0) (sat)r127.0<1>:d -(abs)r127.0<0;0>:d (abs)r64.0<2;1>:d (abs)r64.0<1>:d
bfi2 (2|M24) r127.0<1>:ud r64.0<2;1>:ud r127.0<0;0>:ud r64.2<1>:ud
mad (4|M28) r10.0<1>:f -r3.0<2;1>:f r127.0<2;1>:f r64.0<0>:f {Atomic}
mad (8|M0) r10.0<1>:ud r2.0<0;0>:ud -(abs)r3.3<2;1>:ud r3.2<0>:ud {Breakpoint}
bfe (32|M0) r10.0<1>:ud r2.0<0;0>:ud r64.0<0;0>:ud r2.0<0>:ud {Breakpoint}
(W) mad (1|M4) r1.1<1>:f r2.1<2;1>:f r127.0<2;1>:f r64.0<1>:f {Breakpoint}
mad (8|M24) r1.0<1>:hf r3.3<2;1>:hf (abs)r127.1<0;0>:hf r2.0<1>:f
csel (8|M8) r10.0<1>:ud r127.3<0;0>:ud -r3.0<0;0>:ud -r127.0<1>:ud
bfe (32|M16) r10.0<1>:d r64.0<2;1>:d r127.0<2;1>:d r3.0<0>:d
(~f0.1.all4h) bfi2 (16|M0) r1.0<1>:ud r3.1<2;1>:ud r3.2<2;1>:ud r127.0<1>:ud {NoDDClr}
csel (16|M16) r127.0<1>:f (abs)r3.0<0;0>:hf r2.0<2;1>:f (abs)r127.0<1>:hf
(~f0.0.any4h) mad (2|M28) r1.0<1>:d -r2.0<0;0>:d -r2.0<2;1>:d -(abs)r3.3<0>:d
(W) mad (16|M24) r1.0<1>:df -(abs)r2.0<2;1>:df r3.0<2;1>:df -(abs)r64.0<0>:df
(W) lrp (16|M8) (ne)f1.1 r127.0<1>:f -(abs)r3.3<2;1>:hf r64.0<0;0>:f (abs)r127.0<0>:hf
madm (2|M28) r1.mme2:hf -r64.mme2:hf (abs)r64.mme7:hf r64.mme2:hf {AccWrEn}
bfe (16|M16) r10.0<1>:d r2.0<0;0>:d r3.0<2;1>:d r127.0<0>:d {NoDDClr}
madm (16|M16) (sat)r1.mme0:df r127.nomme:df r9.nomme:df r64.nomme:df {AccWrEn,Switch}
bfe (4|M0) r10.0<1>:ud r3.0<2;1>:ud r64.0<2;1>:ud r127.0<0>:ud
(~f1.1.any4h) bfi2 (8|M0) r1.0<1>:ud r2.1<0;0>:ud r3.2<0;0>:ud r127.0<1>:ud
lrp (16|M8) (lt)f1.0 r127.0<1>:d r3.0<2;1>:d r2.0<2;1>:d r127.1<0>:d {Atomic}
bfe (16|M0) r10.0<1>:ud r2.0<0;0>:ud r3.1<2;1>:ud r64.3<0>:ud
lrp (2|M0) r1.0<1>:f r3.0<0;0>:hf (abs)r3.2<2;1>:f (abs)r64.0<0>:hf
(W) lrp (2|M20) r1.0<1>:hf r64.3<2;1>:f -r127.0<0;0>:f -r2.0<1>:hf
(W) bfe (16|M0) r10.0<1>:ud r3.0<0;0>:ud r2.2<2;1>:ud r2.0<1>:ud {Breakpoint}
(W) lrp (8|M8) (le)f0.0 r127.0<1>:df -r127.0<2;1>:df (abs)r127.0<2;1>:df (abs)r3.0<0>:df {Breakpoint}
(f0.0.any4h) mad (8|M0) (ov)f0.0 r1.0<1>:hf -r127.0<2;1>:hf -(abs)r64.0<2;1>:f (abs)r64.0<0>:hf {AccWrEn}
csel (8|M0) r10.0<1>:df (abs)r2.0<0;0>:df -r2.0<0;0>:df r2.0<1>:df
bfi2 (4|M20) r1.0<1>:d r3.0<0;0>:d r127.0<2;1>:d r64.2<0>:d
madm (8|M0) r1.mme2:hf -r64.mme2:hf r127.mme7:hf (abs)r64.nomme:hf {Switch}
madm (8|M0) r1.mme0:df -r9.nomme:df (abs)r1.nomme:df (abs)r1.mme2:df
mad (32|M0) r1.0<1>:f -r3.0<2;1>:f -r3.0<0;0>:hf -r64.0<0>:f
bfi2 (4|M0) r127.0<1>:d r127.0<2;1>:d r127.0<0;0>:d r127.2<0>:d
(W&f1.1) bfe (16|M16) r10.0<1>:d r2.0<2;1>:d r3.0<2;1>:d r64.0<1>:d
mad (8|M0) r1.0<1>:df (abs)r64.3<2;1>:df r127.1<2;1>:df -(abs)r3.0<1>:df
csel (2|M0) r10.0<1>:hf (abs)r3.0<2;1>:f r2.0<0;0>:hf (abs)r127.0<1>:hf
(W) csel (1|M0) (ge)f1.1 (sat)r127.3<1>:hf -(abs)r127.1<0;0>:f -(abs)r127.3<2;1>:hf r3.3<0>:hf {Breakpoint}
(W&~f0.1) lrp (32|M0) (sat)r1.0<1>:d r64.2<0;0>:d -(abs)r127.0<0;0>:d (abs)r64.0<1>:d
mad (8|M24) r127.0<1>:df (abs)r3.0<2;1>:df -(abs)r64.0<0;0>:df r2.0<1>:df {NoDDClr}
mad (16|M0) r10.0<1>:df r3.0<2;1>:df r3.0<0;0>:df (abs)r127.0<1>:df {NoDDClr}
mad (4|M0) (ov)f1.1 r1.0<1>:d (abs)r3.0<0;0>:d (abs)r64.0<0;0>:d -(abs)r64.0<1>:d {Breakpoint,NoDDClr}
lrp (2|M16) r1.0<1>:f (abs)r127.0<0;0>:hf -r2.0<2;1>:f (abs)r2.0<1>:hf {Breakpoint}
bfi2 (4|M0) r127.0<1>:ud r3.2<0;0>:ud r2.0<2;1>:ud r64.0<0>:ud {Atomic}
csel (16|M0) r127.0<1>:d -(abs)r127.0<0;0>:d (abs)r2.0<2;1>:d -r3.0<0>:d
(W&~f0.0) madm (4|M0) r9.mme0:hf (abs)r1.nomme:hf r64.nomme:hf (abs)r9.nomme:hf
(W) madm (8|M0) r9.mme7:hf r64.mme2:hf -(abs)r1.nomme:hf -(abs)r1.nomme:hf {AccWrEn}
mad (4|M20) r127.0<1>:df -r64.2<0;0>:df r64.0<0;0>:df r64.1<1>:df
madm (2|M20) r64.mme0:f r9.mme2:f r9.mme2:f -r9.mme7:f {Atomic}
mad (16|M16) r10.0<1>:d (abs)r64.0<2;1>:d -(abs)r64.0<0;0>:d -(abs)r127.0<0>:d
madm (8|M8) (sat)r1.mme0:hf (abs)r9.mme0:hf -r127.mme0:hf (abs)r64.mme2:hf
(W) mad (16|M8) (ne)f0.0 r127.0<1>:f -(abs)r3.0<0;0>:hf r64.0<2;1>:hf r127.0<0>:f
madm (8|M0) r64.mme7:hf -(abs)r1.mme2:hf r1.mme7:hf -(abs)r64.mme0:hf
mad (8|M8) (eq)f0.1 r10.0<1>:hf r2.0<2;1>:f r2.0<2;1>:hf -(abs)r2.1<0>:hf
csel (8|M16) (sat)r127.0<1>:hf r2.0<0;0>:f -(abs)r3.0<2;1>:f -(abs)r3.2<0>:f
mad (16|M0) (ov)f0.1 r1.0<1>:ud r127.0<2;1>:ud -(abs)r127.0<0;0>:ud r127.2<0>:ud
(W) csel (16|M16) r10.0<1>:f r127.0<2;1>:hf (abs)r2.0<2;1>:hf -r127.2<1>:f
mad (2|M28) (ge)f0.1 r10.0<1>:hf (abs)r64.3<0;0>:hf r127.0<0;0>:hf r127.0<1>:hf {NoDDChk}
bfe (1|M0) r10.7<1>:ud r127.2<0;0>:ud r127.3<2;1>:ud r2.0<0>:ud
(W) lrp (32|M8) (eq)f0.0 r10.0<1>:f r3.0<2;1>:hf r3.0<0;0>:f r3.0<1>:f {Switch}
madm (4|M0) r127.mme7:hf r64.mme7:hf r127.mme7:hf r127.mme2:hf
csel (2|M24) (sat)r127.0<1>:f -r2.0<2;1>:f -r2.0<0;0>:f r64.1<1>:hf {Atomic}
madm (16|M8) r127.mme7:df -r9.mme2:df r9.nomme:df -(abs)r9.mme7:df
bfi2 (1|M20) r10.3<1>:d r2.0<0;0>:d r127.3<2;1>:d r2.0<1>:d
csel (2|M16) (sat)r10.0<1>:df (abs)r64.0<2;1>:df r127.0<2;1>:df r3.0<1>:df
bfe (8|M0) r1.0<1>:ud r2.2<0;0>:ud r127.1<2;1>:ud r127.0<0>:ud {Switch}
bfe (8|M0) r127.0<1>:ud r127.3<0;0>:ud r127.0<2;1>:ud r3.0<0>:ud {Switch}
bfi2 (8|M0) r1.0<1>:ud r3.0<0;0>:ud r64.0<0;0>:ud r127.0<1>:ud {AccWrEn,Breakpoint,NoDDChk}
(~f0.0.all4h) mad (8|M0) r1.0<1>:f r64.0<0;0>:f r64.0<2;1>:hf r3.2<0>:hf
lrp (2|M12) (le)f0.1 r10.0<1>:df r2.0<0;0>:df r64.0<0;0>:df (abs)r3.0<1>:df
csel (32|M0) (eq)f1.0 r127.0<1>:df r127.0<0;0>:df r127.0<2;1>:df (abs)r127.0<1>:df {Atomic}
(W) csel (2|M4) (le)f0.0 r1.0<1>:df r3.0<0;0>:df r127.0<2;1>:df -(abs)r2.0<1>:df
csel (8|M0) (ov)f1.0 (sat)r127.0<1>:f -r3.0<0;0>:f r127.0<2;1>:hf -(abs)r64.0<1>:hf {Breakpoint}
madm (2|M0) r1.mme0:df -(abs)r127.mme2:df -r9.nomme:df r9.mme2:df
bfe (2|M12) r1.0<1>:ud r64.0<2;1>:ud r64.0<2;1>:ud r127.0<0>:ud {NoDDClr}
(f1.1.any4h) bfi2 (32|M16) r127.0<1>:d r64.3<0;0>:d r3.0<2;1>:d r64.2<1>:d {Switch}
bfi2 (1|M8) r127.7<1>:ud r3.3<2;1>:ud r127.1<2;1>:ud r64.2<1>:ud
bfi2 (32|M8) r10.0<1>:ud r64.0<2;1>:ud r64.0<2;1>:ud r3.0<1>:ud {Switch}
madm (16|M16) (sat)r9.mme2:hf (abs)r64.mme0:hf r1.mme2:hf -(abs)r9.nomme:hf
(W) bfe (8|M0) r10.0<1>:d r2.0<0;0>:d r3.0<2;1>:d r2.3<1>:d
madm (2|M0) r127.mme2:df (abs)r127.mme7:df r64.nomme:df r127.mme7:df {AccWrEn}
(W) mad (16|M0) r10.0<1>:f -r2.0<2;1>:f -r64.0<0;0>:hf r64.0<1>:f
lrp (2|M0) (lt)f0.1 r10.0<1>:f -(abs)r127.0<0;0>:f -(abs)r2.1<0;0>:f r64.0<1>:f
bfi2 (32|M16) r127.0<1>:d r127.0<0;0>:d r3.0<0;0>:d r2.0<0>:d
csel (16|M0) (ge)f0.0 r1.0<1>:df (abs)r64.0<0;0>:df r127.1<2;1>:df r127.0<1>:df {NoDDClr}
mad (4|M4) (un)f0.1 (sat)r10.0<1>:df -(abs)r2.1<2;1>:df r3.0<0;0>:df (abs)r127.1<1>:df
bfi2 (2|M0) r1.0<1>:d r2.0<0;0>:d r3.0<2;1>:d r3.0<1>:d
bfi2 (8|M0) r127.0<1>:ud r2.0<0;0>:ud r2.0<2;1>:ud r64.0<1>:ud {AccWrEn}
bfe (2|M0) r10.0<1>:ud r3.0<0;0>:ud r3.0<0;0>:ud r3.0<0>:ud
(W&~f1.1) bfe (1|M8) r1.5<1>:d r2.0<2;1>:d r64.0<2;1>:d r3.1<0>:d {NoDDClr}
(W) mad (8|M8) r1.0<1>:ud -r3.0<0;0>:ud r2.0<0;0>:ud -r3.3<0>:ud
(f0.0.any4h) madm (2|M0) r127.mme0:df -(abs)r1.mme7:df r64.mme2:df (abs)r1.mme0:df {Switch}
mad (2|M24) r127.0<1>:f r3.0<2;1>:f -(abs)r127.0<2;1>:hf -r64.0<1>:f {NoDDChk}
bfe (16|M0) r10.0<1>:ud r64.0<2;1>:ud r64.0<0;0>:ud r3.0<1>:ud {NoDDChk}
madm (2|M0) (sat)r127.mme7:df -r9.nomme:df r1.nomme:df (abs)r127.mme0:df {Atomic}
(f1.0.any4h) bfi2 (2|M0) r127.0<1>:ud r127.0<2;1>:ud r127.0<2;1>:ud r127.0<0>:ud {NoDDClr}
mad (8|M16) (sat)r127.0<1>:hf r127.0<2;1>:hf -r2.0<2;1>:hf (abs)r3.3<1>:hf
csel (8|M0) (lt)f0.0 r10.0<1>:f r2.0<2;1>:f -(abs)r2.0<0;0>:f r3.0<0>:f
csel (8|M0) (le)f1.1 r1.0<1>:ud -r64.0<0;0>:ud r127.0<0;0>:ud -(abs)r3.1<1>:ud {Atomic}
bfi2 (2|M0) r10.0<1>:ud r2.0<0;0>:ud r64.0<0;0>:ud r127.0<0>:ud
(W) mad (8|M16) (sat)r10.0<1>:ud (abs)r127.0<2;1>:ud r2.0<2;1>:ud r127.0<1>:ud {Breakpoint}
mad (16|M16) r127.0<1>:hf r64.0<0;0>:f -r3.0<2;1>:f r127.0<1>:f
bfe (32|M0) r10.0<1>:ud r127.0<2;1>:ud r3.0<2;1>:ud r64.0<0>:ud {Atomic}
bfi2 (1|M8) r10.3<1>:d r3.0<2;1>:d r3.0<0;0>:d r2.0<0>:d
csel (8|M0) r1.0<1>:hf -r127.1<0;0>:hf r127.1<0;0>:f -r127.3<1>:f
bfi2 (8|M0) r10.0<1>:d r127.1<0;0>:d r64.0<2;1>:d r127.0<1>:d
madm (2|M24) r1.mme2:df r1.mme2:df -(abs)r1.mme7:df -r1.mme0:df
lrp (8|M16) r10.0<1>:ud (abs)r3.0<2;1>:ud -(abs)r64.0<0;0>:ud -r127.0<1>:ud {NoDDClr}
csel (16|M0) r127.0<1>:hf -(abs)r2.0<2;1>:f -(abs)r2.1<0;0>:hf r64.3<1>:f
(W&~f0.1) bfi2 (8|M0) r1.0<1>:ud r2.3<2;1>:ud r127.0<0;0>:ud r127.0<1>:ud
bfi2 (32|M24) r127.0<1>:ud r3.0<0;0>:ud r64.2<2;1>:ud r64.0<0>:ud {Breakpoint,Switch}
bfi2 (32|M0) r10.0<1>:ud r64.0<0;0>:ud r127.2<0;0>:ud r64.2<0>:ud
bfi2 (8|M8) r1.0<1>:d r3.1<2;1>:d r2.3<0;0>:d r3.0<1>:d
madm (4|M12) r9.mme0:f (abs)r9.mme0:f r9.mme0:f r64.mme7:f
(W) mad (32|M16) r1.0<1>:d (abs)r127.0<0;0>:d -(abs)r2.0<2;1>:d -(abs)r64.0<0>:d
(~f0.0.any4h) mad (8|M0) (ge)f0.0 r1.0<1>:f -r2.1<2;1>:hf r127.2<2;1>:hf r2.0<1>:hf
mad (32|M0) r10.0<1>:hf r127.0<0;0>:f r64.0<0;0>:hf -(abs)r127.0<1>:f
bfe (16|M0) r127.0<1>:d r64.3<2;1>:d r64.3<2;1>:d r3.0<0>:d {Breakpoint,Switch}
mad (1|M20) r1.3<1>:hf r64.2<0;0>:f -r2.0<0;0>:f -r127.0<1>:f
madm (16|M0) r9.mme7:f (abs)r127.nomme:f r64.mme2:f -(abs)r1.mme7:f
(W) mad (4|M12) (ge)f1.0 r127.0<1>:ud -r3.1<2;1>:ud -r3.0<0;0>:ud (abs)r2.0<1>:ud
csel (16|M0) r10.0<1>:f -(abs)r64.0<0;0>:f (abs)r64.1<0;0>:f (abs)r3.1<0>:hf
csel (16|M24) (lt)f0.1 r1.0<1>:f (abs)r3.0<2;1>:f -r3.3<2;1>:f r3.0<0>:hf
mad (32|M0) (lt)f0.0 r10.0<1>:ud -(abs)r2.0<2;1>:ud (abs)r2.0<2;1>:ud -(abs)r64.0<0>:ud
mad (2|M24) r1.0<1>:f -(abs)r3.0<2;1>:hf r3.0<2;1>:hf r3.3<0>:f
(W) mad (16|M0) (ge)f1.1 r127.0<1>:hf (abs)r127.1<2;1>:hf r127.3<2;1>:f -r127.0<1>:f {Breakpoint}
bfe (1|M0) r127.5<1>:ud r64.0<2;1>:ud r127.3<2;1>:ud r3.3<1>:ud
mad (4|M20) r10.0<1>:hf r3.0<2;1>:hf -r2.0<2;1>:hf -(abs)r64.0<1>:hf {Breakpoint}
lrp (8|M0) (eq)f1.1 r10.0<1>:ud r127.0<2;1>:ud r2.0<0;0>:ud -r3.0<0>:ud
mad (1|M0) r127.5<1>:d (abs)r3.0<0;0>:d (abs)r127.0<0;0>:d -(abs)r2.3<1>:d
(W) csel (4|M0) (eq)f0.1 r10.0<1>:d (abs)r64.0<0;0>:d (abs)r127.0<0;0>:d r127.0<1>:d
bfe (16|M16) r1.0<1>:ud r3.0<2;1>:ud r3.0<0;0>:ud r64.0<0>:ud {NoDDChk}
bfi2 (2|M0) r1.0<1>:ud r3.0<0;0>:ud r3.0<2;1>:ud r127.0<1>:ud
csel (16|M0) r127.0<1>:f -r127.2<2;1>:hf -r127.0<0;0>:f -(abs)r2.0<1>:hf {NoDDChk,NoDDClr}
madm (16|M24) r64.mme2:df -r1.mme2:df -r127.mme0:df -(abs)r64.mme2:df
csel (32|M0) (ge)f1.1 r127.0<1>:df -(abs)r2.0<2;1>:df (abs)r127.0<0;0>:df (abs)r64.0<1>:df
mad (32|M0) r1.0<1>:df r3.0<2;1>:df -r2.0<0;0>:df r127.0<1>:df
bfe (32|M0) r1.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r64.0<0>:d
mad (32|M0) (ge)f1.0 r10.0<1>:hf -(abs)r127.0<0;0>:hf r3.3<0;0>:hf r64.0<0>:f
mad (4|M8) r127.0<1>:hf -(abs)r3.2<0;0>:hf (abs)r127.0<2;1>:hf r127.0<1>:hf {NoDDChk}
bfe (8|M0) r10.0<1>:d r64.0<0;0>:d r127.3<2;1>:d r127.2<0>:d
(W) mad (4|M0) (lt)f0.1 r127.0<1>:hf -(abs)r2.0<0;0>:f r127.2<2;1>:f -r64.0<1>:hf {AccWrEn,Switch}
lrp (1|M0) r1.2<1>:df r64.0<0;0>:df r127.2<2;1>:df -r127.0<0>:df {AccWrEn}
bfe (8|M0) r127.0<1>:ud r127.0<0;0>:ud r127.3<2;1>:ud r127.0<0>:ud
csel (1|M0) r10.3<1>:hf (abs)r3.0<2;1>:f (abs)r64.0<2;1>:hf -(abs)r2.0<1>:hf
(W) lrp (2|M24) r127.0<1>:d -r2.0<2;1>:d -r64.1<0;0>:d -(abs)r64.0<0>:d {NoDDClr}
madm (4|M0) r1.mme7:hf -r1.nomme:hf r127.mme2:hf r64.mme7:hf {AccWrEn,NoDDChk}
bfe (1|M0) r127.3<1>:d r127.2<0;0>:d r3.0<0;0>:d r3.0<0>:d
csel (8|M0) r10.0<1>:hf r2.0<2;1>:hf -(abs)r2.0<2;1>:hf -r3.2<0>:f
csel (16|M0) r10.0<1>:hf -(abs)r64.0<2;1>:hf -(abs)r64.1<0;0>:hf r64.0<0>:f {NoDDChk}
bfe (16|M8) r1.0<1>:ud r64.1<0;0>:ud r64.2<0;0>:ud r3.0<1>:ud {AccWrEn,NoDDClr}
mad (16|M0) (ge)f0.1 r10.0<1>:hf -r3.0<0;0>:hf (abs)r2.0<2;1>:hf -(abs)r2.3<0>:hf {NoDDChk}
bfe (32|M0) r1.0<1>:ud r3.0<0;0>:ud r3.0<2;1>:ud r2.2<0>:ud
mad (16|M24) r127.0<1>:ud -(abs)r127.0<0;0>:ud r64.0<0;0>:ud r2.0<0>:ud {AccWrEn,Atomic}
(W) mad (16|M0) r1.0<1>:df -(abs)r2.0<2;1>:df -r127.0<2;1>:df (abs)r64.1<0>:df {NoDDClr}
bfi2 (8|M0) r1.0<1>:ud r2.3<2;1>:ud r64.0<0;0>:ud r127.0<0>:ud {NoDDChk}
csel (4|M0) (un)f1.1 r1.0<1>:ud (abs)r127.0<0;0>:ud (abs)r2.0<2;1>:ud r3.0<0>:ud
madm (4|M0) r1.mme2:f (abs)r1.mme0:f (abs)r1.mme7:f -(abs)r127.mme7:f
lrp (2|M20) r1.0<1>:d -(abs)r3.0<2;1>:d -r2.0<0;0>:d r64.0<0>:d {Switch}
bfi2 (8|M16) r127.0<1>:ud r127.0<0;0>:ud r64.0<2;1>:ud r127.0<1>:ud
madm (32|M0) r9.mme0:f (abs)r1.mme0:f r1.mme2:f -r1.mme0:f
csel (16|M0) r1.0<1>:ud (abs)r2.0<0;0>:ud r64.0<2;1>:ud (abs)r3.0<1>:ud
(W&~f0.0) lrp (1|M0) r1.2<1>:d r127.0<0;0>:d -(abs)r64.2<2;1>:d -(abs)r2.0<0>:d {AccWrEn}
(W) madm (32|M0) r9.mme7:hf r127.mme0:hf -r1.mme2:hf r127.mme2:hf
mad (8|M0) r10.0<1>:ud r64.3<2;1>:ud -(abs)r2.0<2;1>:ud -r2.3<1>:ud
(W) bfe (16|M0) r127.0<1>:d r2.0<0;0>:d r2.1<0;0>:d r3.3<0>:d
csel (8|M0) r10.0<1>:hf r64.0<0;0>:hf r2.0<2;1>:hf -(abs)r127.3<0>:hf {Breakpoint}
mad (32|M0) r127.0<1>:d r127.0<2;1>:d r127.0<2;1>:d -r127.0<1>:d
mad (32|M8) r10.0<1>:hf (abs)r3.0<2;1>:f (abs)r2.0<0;0>:f -(abs)r2.0<0>:f {Atomic}
mad (8|M0) r10.0<1>:f -r3.0<0;0>:hf -r2.3<0;0>:hf -(abs)r127.0<1>:hf
lrp (8|M8) (sat)r10.0<1>:f (abs)r127.3<0;0>:f (abs)r2.0<0;0>:f r127.3<1>:f {AccWrEn}
csel (8|M0) r127.0<1>:df r3.0<2;1>:df -(abs)r127.3<2;1>:df (abs)r3.2<1>:df
mad (4|M20) r1.0<1>:f -r2.1<2;1>:hf r127.2<0;0>:hf -(abs)r3.3<0>:f
(~f0.1.all4h) bfe (16|M0) r1.0<1>:ud r127.1<2;1>:ud r127.1<2;1>:ud r127.0<0>:ud
(W&f0.1) bfe (2|M0) r1.0<1>:d r64.0<2;1>:d r127.0<0;0>:d r2.0<0>:d
csel (4|M4) (un)f0.1 (sat)r1.0<1>:df (abs)r3.2<2;1>:df -r3.0<2;1>:df -r127.1<1>:df
(W) lrp (8|M0) r127.0<1>:df r2.1<2;1>:df r64.2<2;1>:df -(abs)r64.0<1>:df
mad (2|M0) r127.0<1>:hf r2.0<0;0>:f -(abs)r3.0<2;1>:f r3.0<0>:f
bfe (16|M8) r10.0<1>:d r64.0<0;0>:d r64.0<0;0>:d r64.0<0>:d
csel (2|M0) (eq)f1.1 r127.0<1>:df r2.0<2;1>:df (abs)r2.2<2;1>:df r127.1<1>:df {AccWrEn}
lrp (8|M24) (eq)f1.0 r1.0<1>:f (abs)r2.0<0;0>:f r3.3<2;1>:f -(abs)r127.0<0>:f {Breakpoint}
(~f1.0.all4h) bfe (32|M0) r127.0<1>:d r3.0<2;1>:d r2.0<2;1>:d r2.0<0>:d
madm (2|M0) r127.mme7:hf -r127.mme2:hf r127.mme7:hf r127.mme2:hf {NoDDChk,NoDDClr}
csel (16|M0) r10.0<1>:hf -r3.0<0;0>:hf r2.0<2;1>:hf -(abs)r127.0<0>:hf {NoDDChk}
bfi2 (1|M0) r1.2<1>:ud r3.0<2;1>:ud r64.0<0;0>:ud r64.0<0>:ud {NoDDClr}
mad (8|M0) r127.0<1>:f -r64.2<0;0>:f -(abs)r127.3<0;0>:hf -r2.2<0>:hf {AccWrEn}
mad (16|M0) (ov)f1.1 (sat)r10.0<1>:f -r2.0<0;0>:f -(abs)r64.2<0;0>:f -r127.2<1>:hf
mad (1|M0) r10.5<1>:f r2.0<0;0>:f (abs)r127.1<0;0>:f -(abs)r64.3<1>:f {Atomic}
csel (16|M0) r127.0<1>:f -(abs)r127.0<2;1>:hf -(abs)r64.3<2;1>:hf (abs)r2.0<0>:hf {Atomic,Breakpoint,NoDDChk}
madm (2|M0) (sat)r1.mme2:f -(abs)r64.mme2:f (abs)r64.mme0:f r1.nomme:f
csel (2|M0) r127.0<1>:f -r127.0<2;1>:hf r127.2<0;0>:f -(abs)r64.0<0>:hf
csel (16|M24) r127.0<1>:ud -r2.0<0;0>:ud (abs)r2.0<0;0>:ud -r127.0<0>:ud {NoDDChk}
mad (8|M0) r1.0<1>:f (abs)r127.1<2;1>:f (abs)r127.0<0;0>:hf (abs)r3.0<0>:hf
mad (4|M0) r10.0<1>:f (abs)r127.0<0;0>:f r3.0<0;0>:f -r3.3<0>:hf {NoDDClr}
(W) csel (16|M0) (ge)f1.1 r127.0<1>:d (abs)r64.0<0;0>:d r64.2<0;0>:d -r64.0<1>:d
(f0.1) mad (1|M4) (ov)f0.1 r10.5<1>:ud r127.3<2;1>:ud (abs)r2.0<2;1>:ud -(abs)r2.0<1>:ud
mad (4|M0) (sat)r10.0<1>:f (abs)r127.2<0;0>:f (abs)r2.0<0;0>:f r3.0<0>:f
madm (4|M0) (sat)r9.mme0:df -(abs)r1.mme7:df r64.nomme:df (abs)r9.nomme:df {NoDDClr}
madm (8|M0) (sat)r1.mme2:df r127.mme7:df -r1.mme2:df r64.mme0:df
bfe (8|M0) r10.0<1>:d r3.3<0;0>:d r64.0<2;1>:d r64.0<0>:d {Atomic}
madm (16|M0) (sat)r1.mme0:df r1.mme7:df -r9.nomme:df -(abs)r64.nomme:df {NoDDChk}
mad (2|M0) (sat)r10.0<1>:hf -r3.0<2;1>:f r64.0<0;0>:hf -r64.0<1>:hf
mad (16|M0) r1.0<1>:hf -(abs)r3.0<0;0>:hf r64.0<2;1>:hf -r3.0<0>:hf
lrp (8|M24) r10.0<1>:hf r127.0<2;1>:f -r127.0<0;0>:hf (abs)r3.2<1>:hf
lrp (8|M24) r127.0<1>:ud -r2.0<0;0>:ud -(abs)r3.0<2;1>:ud (abs)r64.0<0>:ud
madm (4|M0) r1.mme0:hf -(abs)r9.mme0:hf (abs)r9.mme2:hf -(abs)r64.nomme:hf
bfi2 (4|M4) r1.0<1>:d r64.0<0;0>:d r2.0<2;1>:d r64.1<0>:d {AccWrEn}
(W) mad (16|M0) r127.0<1>:d -(abs)r127.3<0;0>:d r3.2<2;1>:d r127.0<1>:d
(W) mad (16|M0) r1.0<1>:d -(abs)r3.0<2;1>:d (abs)r3.0<2;1>:d r2.0<0>:d
madm (4|M0) r1.mme0:df r1.mme7:df r1.nomme:df -r9.mme7:df
mad (1|M12) r10.5<1>:d (abs)r2.3<2;1>:d -(abs)r2.3<2;1>:d r127.0<0>:d {Breakpoint}
madm (4|M8) r1.mme7:hf -(abs)r9.mme7:hf r127.mme7:hf -r127.nomme:hf
lrp (16|M0) r1.0<1>:d r64.0<2;1>:d -r127.0<0;0>:d r127.0<0>:d {AccWrEn}
bfi2 (8|M0) r10.0<1>:d r3.0<0;0>:d r2.0<0;0>:d r2.0<0>:d
lrp (8|M0) r10.0<1>:df -r2.0<0;0>:df -r64.0<0;0>:df r127.3<1>:df
csel (16|M0) r10.0<1>:df -(abs)r2.0<0;0>:df r127.0<2;1>:df -r127.0<1>:df
(f1.0.all4h) mad (1|M0) (eq)f1.0 r1.1<1>:d (abs)r64.0<2;1>:d r2.0<0;0>:d -(abs)r64.0<0>:d
madm (2|M28) r9.mme7:df (abs)r64.nomme:df r1.mme0:df r127.nomme:df
mad (8|M0) r127.0<1>:ud r2.2<0;0>:ud r64.0<0;0>:ud r64.0<1>:ud
madm (32|M0) (sat)r64.mme2:hf (abs)r9.mme2:hf r9.mme2:hf -r9.nomme:hf {NoDDChk}
bfi2 (16|M0) r10.0<1>:d r2.3<2;1>:d r64.0<2;1>:d r3.2<0>:d {AccWrEn}
(W&f0.1) mad (16|M16) r10.0<1>:ud (abs)r2.3<0;0>:ud -(abs)r3.0<0;0>:ud -(abs)r2.0<0>:ud
bfe (8|M24) r1.0<1>:d r2.0<0;0>:d r64.1<2;1>:d r2.0<1>:d
lrp (2|M28) (sat)r127.0<1>:df r3.0<2;1>:df (abs)r64.0<0;0>:df r127.1<0>:df {NoDDChk}
csel (32|M0) r1.0<1>:df (abs)r3.1<2;1>:df (abs)r2.0<2;1>:df -(abs)r2.2<1>:df {Breakpoint,NoDDClr}
(W) lrp (8|M0) r10.0<1>:f r127.0<2;1>:hf -r127.3<0;0>:f r64.1<1>:hf
bfi2 (16|M0) r1.0<1>:d r64.0<0;0>:d r64.3<2;1>:d r3.1<0>:d {AccWrEn,Switch}
mad (4|M0) r10.0<1>:d -r64.0<2;1>:d -(abs)r2.2<0;0>:d -r2.0<1>:d
bfi2 (1|M0) r1.1<1>:d r64.0<0;0>:d r3.0<0;0>:d r64.0<1>:d
mad (16|M0) (ne)f1.1 r1.0<1>:hf -(abs)r64.0<0;0>:hf r2.0<0;0>:f -r3.2<1>:hf {AccWrEn,NoDDChk,Switch}
(~f0.0.any4h) mad (16|M0) r1.0<1>:ud r64.0<0;0>:ud (abs)r3.0<0;0>:ud -r127.0<1>:ud
bfe (2|M0) r1.0<1>:ud r2.0<0;0>:ud r3.2<2;1>:ud r64.3<0>:ud
lrp (16|M0) r10.0<1>:hf (abs)r2.0<0;0>:f -(abs)r3.3<0;0>:hf r64.0<1>:hf
csel (16|M0) r1.0<1>:hf (abs)r3.0<0;0>:f r2.0<2;1>:f -r2.0<1>:hf
csel (32|M8) (sat)r127.0<1>:ud -r64.2<2;1>:ud -(abs)r3.0<0;0>:ud -(abs)r64.0<1>:ud
(W&~f0.1) bfi2 (16|M16) r1.0<1>:ud r127.0<2;1>:ud r2.0<0;0>:ud r64.2<1>:ud {NoDDClr}
mad (16|M0) r1.0<1>:f -(abs)r64.3<0;0>:f -(abs)r3.2<2;1>:f (abs)r64.0<0>:hf
madm (16|M24) r64.mme7:hf r64.mme0:hf -(abs)r1.mme0:hf (abs)r9.mme0:hf
csel (32|M16) r10.0<1>:f r64.0<0;0>:f r2.1<2;1>:f -r64.1<1>:f
csel (32|M0) r10.0<1>:d -(abs)r64.2<0;0>:d (abs)r3.0<2;1>:d r3.1<1>:d
madm (16|M8) r1.mme7:df r127.nomme:df -(abs)r9.mme0:df r1.mme7:df
(f1.0) bfi2 (32|M0) r127.0<1>:d r3.0<2;1>:d r2.0<2;1>:d r3.2<0>:d {Atomic,Breakpoint}
bfi2 (4|M4) r127.0<1>:d r127.3<2;1>:d r127.0<0;0>:d r3.0<1>:d {NoDDChk}
madm (8|M0) r127.mme7:df r9.mme2:df (abs)r9.mme2:df (abs)r127.mme7:df
csel (8|M0) (gt)f1.1 r1.0<1>:d r3.1<2;1>:d (abs)r3.0<2;1>:d r64.0<1>:d
lrp (16|M0) r10.0<1>:d -r64.0<0;0>:d (abs)r2.3<0;0>:d (abs)r64.0<0>:d {AccWrEn,Atomic}
mad (16|M0) (ne)f1.1 r1.0<1>:d (abs)r3.0<0;0>:d r2.1<0;0>:d r127.0<1>:d
(W&f1.0) mad (1|M0) r10.0<1>:hf r127.0<0;0>:f r2.0<2;1>:f r2.0<0>:f {NoDDClr}
lrp (8|M8) r127.0<1>:f -r64.0<2;1>:f r64.0<2;1>:hf r127.0<0>:hf
bfe (4|M0) r127.0<1>:d r64.1<0;0>:d r2.1<2;1>:d r2.3<0>:d
mad (32|M8) (sat)r1.0<1>:f -r127.2<0;0>:f r2.0<2;1>:f -r64.0<0>:hf {NoDDClr}
bfi2 (2|M0) r127.0<1>:ud r2.3<0;0>:ud r3.0<0;0>:ud r3.0<0>:ud {NoDDChk}
bfe (1|M8) r127.7<1>:ud r3.0<0;0>:ud r127.0<0;0>:ud r127.3<1>:ud
csel (16|M0) r1.0<1>:f -(abs)r64.3<0;0>:hf r127.0<2;1>:hf -r64.0<1>:hf
mad (2|M8) r127.0<1>:ud r3.0<0;0>:ud r3.0<2;1>:ud -r127.0<0>:ud
(W&~f0.0) mad (8|M16) (gt)f0.0 r10.0<1>:d (abs)r3.0<0;0>:d (abs)r2.2<0;0>:d -(abs)r64.0<0>:d {NoDDChk}
(~f1.0.any4h) bfe (32|M0) r10.0<1>:ud r64.2<2;1>:ud r2.0<0;0>:ud r3.0<0>:ud
mad (32|M0) r1.0<1>:df r3.3<0;0>:df r2.0<0;0>:df -(abs)r3.0<0>:df
madm (8|M8) r1.mme2:hf r9.mme7:hf r64.nomme:hf -r1.mme7:hf
mad (2|M8) r10.0<1>:d -r3.0<0;0>:d r2.0<2;1>:d (abs)r2.0<0>:d
bfi2 (16|M0) r127.0<1>:d r127.0<2;1>:d r127.0<2;1>:d r3.0<0>:d {AccWrEn}
(f1.0) mad (32|M8) (ne)f1.0 r127.0<1>:f -r64.0<0;0>:f -(abs)r3.0<0;0>:hf -(abs)r2.0<1>:hf {NoDDClr}
mad (16|M24) r1.0<1>:ud -(abs)r2.0<2;1>:ud r127.0<0;0>:ud (abs)r3.0<0>:ud
lrp (4|M20) r10.0<1>:hf -r127.0<0;0>:hf -(abs)r3.0<2;1>:f r3.0<0>:f
(~f0.0.all4h) bfe (8|M24) r1.0<1>:ud r3.1<2;1>:ud r3.0<2;1>:ud r3.0<1>:ud
bfe (32|M0) r10.0<1>:d r2.3<2;1>:d r2.0<2;1>:d r64.1<0>:d {Atomic}
madm (4|M0) r1.mme7:f -r64.mme2:f r127.nomme:f (abs)r9.mme0:f {AccWrEn,Switch}
madm (2|M0) r127.mme2:f -(abs)r9.mme2:f -(abs)r9.mme2:f r64.mme2:f
bfi2 (2|M8) r1.0<1>:d r64.0<0;0>:d r2.0<0;0>:d r64.0<1>:d {Switch}
bfi2 (16|M0) r10.0<1>:ud r3.0<2;1>:ud r64.2<0;0>:ud r127.0<1>:ud {NoDDClr}
(W) mad (2|M0) r127.0<1>:f r3.0<0;0>:f -r64.0<0;0>:hf r3.0<0>:hf {Switch}
csel (16|M0) r127.0<1>:hf -r64.1<0;0>:hf -(abs)r2.1<0;0>:hf r3.0<0>:hf
madm (16|M0) r127.mme7:hf -(abs)r127.mme0:hf r127.mme7:hf -r64.mme7:hf {NoDDClr}
(W&f1.1) mad (16|M0) r1.0<1>:f r64.0<0;0>:f r64.0<0;0>:f r2.0<1>:f
madm (16|M0) r127.mme2:hf r64.mme7:hf -r64.mme0:hf -(abs)r1.mme7:hf
mad (2|M12) (sat)r127.0<1>:f (abs)r127.2<2;1>:hf -(abs)r2.0<2;1>:hf r2.0<0>:f
bfe (32|M0) r1.0<1>:ud r127.0<2;1>:ud r3.0<0;0>:ud r3.0<0>:ud {AccWrEn,Breakpoint}
csel (8|M0) r127.0<1>:hf (abs)r127.2<2;1>:hf -r2.0<2;1>:f r127.2<0>:hf
(W) csel (2|M24) r10.0<1>:f (abs)r2.0<2;1>:hf -r127.0<0;0>:hf -(abs)r64.0<1>:hf
bfi2 (32|M0) r1.0<1>:ud r2.2<0;0>:ud r2.0<2;1>:ud r64.0<0>:ud {AccWrEn}
mad (1|M0) (gt)f0.1 r10.0<1>:hf -r3.2<2;1>:f (abs)r2.0<2;1>:hf -r3.0<0>:f
lrp (4|M0) r10.0<1>:d -r127.0<0;0>:d (abs)r127.0<2;1>:d r2.0<1>:d {NoDDChk}
bfi2 (4|M20) r10.0<1>:ud r127.0<0;0>:ud r64.0<0;0>:ud r127.2<0>:ud {Switch}
csel (2|M20) r1.0<1>:hf r2.0<0;0>:f (abs)r2.0<0;0>:f -(abs)r2.3<1>:f
lrp (8|M0) r1.0<1>:d r2.2<0;0>:d -r64.1<2;1>:d r64.0<1>:d
madm (32|M0) r9.mme7:df r64.nomme:df -r64.mme0:df -(abs)r9.nomme:df {AccWrEn}
madm (4|M12) r9.mme2:hf -r1.mme0:hf r127.mme0:hf (abs)r127.nomme:hf {NoDDChk}
(f1.0.all4h) mad (4|M0) r1.0<1>:hf r2.0<0;0>:f r2.1<2;1>:f -r2.3<1>:hf
bfe (4|M0) r10.0<1>:ud r127.0<0;0>:ud r2.0<2;1>:ud r2.0<0>:ud {Switch}
bfe (16|M8) r1.0<1>:d r127.0<0;0>:d r2.0<0;0>:d r64.0<0>:d {NoDDChk}
lrp (2|M8) (lt)f0.0 r1.0<1>:hf -(abs)r64.1<2;1>:hf -r64.2<0;0>:hf -r3.0<0>:f {NoDDChk}
bfe (1|M0) r1.0<1>:d r3.0<2;1>:d r64.0<0;0>:d r127.0<1>:d
bfe (16|M0) r10.0<1>:ud r127.0<2;1>:ud r64.0<0;0>:ud r127.0<0>:ud {AccWrEn,Atomic}
mad (16|M0) r10.0<1>:hf r64.0<2;1>:f -(abs)r127.0<2;1>:f r3.2<0>:f
bfe (4|M0) r127.0<1>:d r64.0<0;0>:d r64.0<0;0>:d r2.3<1>:d
bfe (8|M0) r127.0<1>:d r3.2<0;0>:d r127.0<2;1>:d r3.0<0>:d {NoDDClr}
mad (4|M8) r1.0<1>:d (abs)r64.0<0;0>:d r127.3<2;1>:d (abs)r3.3<1>:d
csel (4|M0) (lt)f1.0 r127.0<1>:ud -r2.3<2;1>:ud r3.0<0;0>:ud r2.0<1>:ud
(W) bfe (2|M0) r1.0<1>:ud r127.0<2;1>:ud r3.0<2;1>:ud r3.0<0>:ud
csel (1|M8) (sat)r127.3<1>:hf r127.0<0;0>:hf (abs)r2.1<2;1>:f -(abs)r64.2<0>:hf {NoDDChk}
madm (4|M4) r9.mme2:f (abs)r64.mme7:f -(abs)r1.mme0:f (abs)r1.mme0:f
(W) lrp (8|M8) (lt)f1.1 (sat)r127.0<1>:hf (abs)r2.0<2;1>:f -(abs)r2.0<2;1>:hf r2.0<1>:hf
(f1.1.all4h) madm (8|M0) r127.mme0:f -(abs)r1.mme2:f (abs)r1.mme0:f r1.mme0:f
(W) lrp (16|M0) r127.0<1>:d (abs)r2.3<2;1>:d r3.0<0;0>:d r2.0<1>:d
mad (32|M0) (un)f0.0 r10.0<1>:hf r127.0<0;0>:f (abs)r64.2<0;0>:f r64.3<1>:f
csel (2|M12) (ne)f0.0 r127.0<1>:f -(abs)r127.0<2;1>:hf r2.0<0;0>:hf -(abs)r3.0<0>:hf {NoDDChk}
(W&~f1.1) madm (32|M0) r127.mme2:f (abs)r127.nomme:f -(abs)r127.mme2:f r127.mme0:f {Breakpoint,NoDDClr}
(W) lrp (4|M28) r1.0<1>:f r2.0<2;1>:hf -r64.0<2;1>:hf -r127.0<0>:hf
madm (16|M0) r127.mme2:hf -(abs)r127.mme2:hf -r9.mme0:hf -(abs)r64.mme2:hf
(f1.1.all4h) lrp (1|M0) (gt)f1.1 r10.1<1>:hf -(abs)r64.0<0;0>:f r64.0<0;0>:f r127.0<1>:f {NoDDChk}
mad (8|M0) r10.0<1>:d r2.0<2;1>:d r3.2<2;1>:d (abs)r2.0<1>:d
mad (4|M0) r1.0<1>:hf r3.2<2;1>:f r64.0<0;0>:f -r2.0<0>:f
(f0.1.all4h) madm (2|M24) r1.mme0:f (abs)r1.mme2:f r127.mme2:f (abs)r9.nomme:f {Breakpoint}
mad (16|M24) (sat)r127.0<1>:f r2.0<0;0>:hf (abs)r64.3<2;1>:f -(abs)r127.0<0>:hf {AccWrEn}
(W&f1.1) bfi2 (8|M24) r10.0<1>:d r64.0<0;0>:d r64.2<0;0>:d r2.0<0>:d
mad (4|M20) r1.0<1>:f -(abs)r2.2<0;0>:f r2.0<2;1>:f (abs)r127.2<1>:hf {Breakpoint}
(W) madm (4|M20) r127.mme2:hf r9.mme2:hf -(abs)r64.nomme:hf -r127.mme0:hf {Atomic}
(W&~f0.1) madm (2|M16) r127.mme0:f r1.mme7:f r9.mme0:f r1.mme2:f
csel (16|M0) (ge)f0.1 r127.0<1>:f (abs)r2.0<0;0>:hf -r127.1<2;1>:hf r64.0<1>:f
bfi2 (1|M0) r10.3<1>:ud r64.0<0;0>:ud r64.0<2;1>:ud r64.1<1>:ud {Switch}
madm (4|M4) (sat)r9.mme7:hf (abs)r64.mme2:hf -r9.mme7:hf -(abs)r127.mme7:hf
madm (2|M0) r9.mme2:df r9.mme7:df -(abs)r127.mme2:df -r1.mme7:df {AccWrEn}
(W) csel (8|M8) r1.0<1>:hf -(abs)r3.0<0;0>:f r2.2<2;1>:hf -(abs)r3.0<1>:f {NoDDClr}
bfi2 (8|M0) r1.0<1>:ud r127.0<0;0>:ud r3.0<0;0>:ud r3.1<1>:ud
csel (8|M0) r1.0<1>:df r127.0<0;0>:df -r64.0<0;0>:df r64.0<1>:df {Breakpoint,NoDDClr}
mad (8|M0) (sat)r127.0<1>:df -r2.3<2;1>:df -(abs)r2.2<0;0>:df (abs)r64.0<0>:df
(W) mad (16|M0) r10.0<1>:ud -r127.0<2;1>:ud r127.2<0;0>:ud r3.0<1>:ud
csel (16|M0) r1.0<1>:df r2.0<0;0>:df -r127.0<0;0>:df -r2.3<1>:df
bfe (8|M0) r1.0<1>:ud r127.0<0;0>:ud r2.0<2;1>:ud r3.2<0>:ud {Switch}
mad (8|M0) (le)f0.0 r1.0<1>:f r64.0<0;0>:f r3.1<2;1>:f r64.0<0>:hf
bfe (16|M0) r10.0<1>:d r64.0<2;1>:d r127.0<2;1>:d r64.2<0>:d
csel (16|M0) (ov)f1.0 r127.0<1>:hf (abs)r3.0<2;1>:f r127.3<0;0>:f r64.0<0>:f
(W&f0.0) madm (2|M12) r64.mme2:df (abs)r1.mme0:df -r127.mme0:df -(abs)r1.mme7:df
bfi2 (1|M0) r10.2<1>:d r2.0<0;0>:d r127.0<0;0>:d r2.0<0>:d {NoDDClr}
(f1.1.all4h) bfe (8|M0) r10.0<1>:d r64.0<2;1>:d r64.0<0;0>:d r3.0<0>:d {AccWrEn,NoDDClr}
(~f0.0.any4h) lrp (8|M0) r10.0<1>:ud (abs)r3.1<0;0>:ud r2.3<2;1>:ud r3.0<0>:ud
bfi2 (8|M0) r127.0<1>:d r3.0<0;0>:d r127.2<2;1>:d r2.2<0>:d {Switch}
mad (32|M0) (gt)f0.0 r10.0<1>:ud -(abs)r2.0<0;0>:ud -(abs)r2.1<2;1>:ud -r127.0<0>:ud
mad (16|M16) r1.0<1>:f r3.0<2;1>:hf (abs)r64.0<2;1>:hf r2.0<1>:hf
csel (4|M16) r127.0<1>:hf r127.1<2;1>:f r3.0<0;0>:f -(abs)r127.1<0>:hf
bfe (16|M8) r1.0<1>:d r64.0<0;0>:d r127.0<0;0>:d r3.3<1>:d {Atomic,NoDDClr}
(f1.0) mad (4|M20) r1.0<1>:f (abs)r127.0<0;0>:hf r64.0<0;0>:f -r127.0<1>:f {AccWrEn,NoDDChk}
(~f1.0.any4h) bfi2 (16|M0) r127.0<1>:d r3.0<0;0>:d r64.0<2;1>:d r127.0<0>:d
bfe (2|M0) r1.0<1>:ud r127.0<2;1>:ud r64.0<2;1>:ud r3.0<0>:ud
csel (16|M0) (ge)f1.1 r10.0<1>:df r3.0<0;0>:df -(abs)r64.0<2;1>:df -(abs)r3.3<1>:df {AccWrEn}
bfi2 (2|M0) r10.0<1>:d r127.0<0;0>:d r3.0<0;0>:d r127.3<0>:d
bfe (2|M8) r1.0<1>:d r2.0<0;0>:d r64.0<0;0>:d r2.0<0>:d
(W) bfe (16|M0) r1.0<1>:d r64.1<2;1>:d r127.0<2;1>:d r127.0<0>:d
(W) bfi2 (1|M24) r127.0<1>:ud r64.0<2;1>:ud r127.0<2;1>:ud r2.0<1>:ud {AccWrEn}
csel (8|M0) r1.0<1>:df r64.0<2;1>:df -r64.0<0;0>:df -r2.0<0>:df
bfi2 (1|M0) r127.7<1>:d r64.0<0;0>:d r3.0<2;1>:d r127.0<1>:d {AccWrEn,Atomic}
mad (4|M0) (sat)r10.0<1>:f r3.2<0;0>:f r64.0<2;1>:f r64.1<0>:f
csel (16|M0) (le)f0.0 r1.0<1>:ud -r64.1<0;0>:ud r2.0<0;0>:ud r127.0<1>:ud {NoDDChk}
(W&~f1.0) lrp (32|M16) (le)f1.0 r127.0<1>:hf (abs)r64.0<2;1>:f -(abs)r64.0<2;1>:hf -(abs)r127.0<1>:f {AccWrEn}
mad (16|M0) (ne)f1.0 r127.0<1>:d r2.3<0;0>:d r127.0<0;0>:d -(abs)r64.2<0>:d {NoDDClr,Switch}
bfi2 (1|M28) r127.3<1>:ud r3.1<0;0>:ud r127.0<0;0>:ud r64.0<1>:ud {AccWrEn}
mad (16|M0) (gt)f0.1 r10.0<1>:hf r2.3<2;1>:f -r2.2<2;1>:hf -r64.0<0>:f
(~f1.1.any4h) bfi2 (2|M0) r1.0<1>:d r2.0<2;1>:d r2.0<0;0>:d r64.0<1>:d
(f0.1) bfi2 (8|M0) r10.0<1>:ud r64.1<0;0>:ud r2.0<0;0>:ud r2.0<0>:ud
(W) bfi2 (2|M20) r1.0<1>:d r2.0<2;1>:d r127.0<2;1>:d r3.3<0>:d
csel (1|M20) r127.2<1>:d (abs)r127.3<0;0>:d -(abs)r127.1<2;1>:d r3.0<0>:d {Switch}
bfe (16|M0) r1.0<1>:d r64.0<0;0>:d r127.0<2;1>:d r2.0<0>:d {Atomic}
bfe (4|M16) r127.0<1>:ud r3.1<2;1>:ud r64.3<0;0>:ud r2.0<1>:ud {Atomic}
madm (32|M0) r1.mme0:f -r64.mme2:f -r9.nomme:f r64.mme2:f
bfe (8|M0) r10.0<1>:ud r3.3<0;0>:ud r3.0<0;0>:ud r3.2<1>:ud
bfe (2|M24) r127.0<1>:ud r64.3<2;1>:ud r2.0<0;0>:ud r2.1<0>:ud
(W) bfe (16|M24) r10.0<1>:d r127.0<0;0>:d r2.2<2;1>:d r127.2<0>:d
csel (4|M0) r10.0<1>:df r3.0<2;1>:df -r2.0<0;0>:df -(abs)r2.0<1>:df
(W&~f0.0) mad (16|M0) (le)f0.0 r127.0<1>:ud -r64.2<0;0>:ud r127.0<2;1>:ud (abs)r3.0<1>:ud {Switch}
(~f1.1.all4h) bfi2 (8|M0) r10.0<1>:d r3.3<0;0>:d r3.2<0;0>:d r3.0<1>:d {Atomic}
bfi2 (16|M0) r127.0<1>:ud r127.0<0;0>:ud r3.0<2;1>:ud r2.1<0>:ud
(W) mad (1|M28) r127.7<1>:f r127.0<0;0>:hf r3.0<0;0>:hf r127.2<1>:f
mad (4|M12) (sat)r10.0<1>:hf (abs)r127.0<0;0>:hf r2.1<2;1>:f -r3.2<1>:hf
mad (32|M16) (sat)r1.0<1>:d r3.1<2;1>:d r127.0<2;1>:d -r127.2<0>:d
bfe (8|M0) r1.0<1>:ud r64.0<2;1>:ud r127.0<2;1>:ud r127.2<1>:ud
madm (16|M0) r1.mme7:f r1.mme0:f r1.nomme:f -(abs)r64.mme0:f
bfi2 (16|M0) r10.0<1>:d r3.0<0;0>:d r64.0<0;0>:d r2.0<0>:d
mad (8|M0) r10.0<1>:hf r3.3<2;1>:hf (abs)r3.3<0;0>:hf -(abs)r3.0<0>:hf
csel (4|M12) r10.0<1>:df r64.3<2;1>:df -r127.0<0;0>:df -r64.1<1>:df
bfe (16|M0) r127.0<1>:d r127.0<2;1>:d r2.0<0;0>:d r64.0<1>:d {AccWrEn}
lrp (32|M0) r1.0<1>:d (abs)r127.0<2;1>:d -r3.0<0;0>:d r127.0<0>:d
bfe (2|M28) r10.0<1>:d r127.0<0;0>:d r2.0<2;1>:d r3.1<0>:d
(W) bfi2 (16|M8) r1.0<1>:ud r127.0<2;1>:ud r127.0<2;1>:ud r2.1<0>:ud
madm (32|M0) r1.mme2:hf -r64.mme2:hf r1.mme7:hf -r64.nomme:hf
madm (16|M8) r1.mme7:f -r1.mme2:f r127.mme7:f -r127.mme0:f
bfe (8|M24) r127.0<1>:ud r127.0<0;0>:ud r2.0<2;1>:ud r127.0<0>:ud
madm (8|M0) (sat)r1.mme0:hf -r64.nomme:hf -r1.mme2:hf r127.mme0:hf {AccWrEn,NoDDChk,NoDDClr}
lrp (16|M16) r1.0<1>:hf -(abs)r3.2<0;0>:f r3.0<2;1>:hf r3.0<0>:f {Switch}
bfi2 (1|M16) r10.5<1>:d r64.2<2;1>:d r2.2<2;1>:d r127.0<1>:d
mad (16|M0) r127.0<1>:f -r2.0<2;1>:f -r127.0<2;1>:f (abs)r127.0<1>:hf
mad (32|M0) r1.0<1>:d r127.0<2;1>:d (abs)r127.0<2;1>:d r64.2<1>:d
bfi2 (8|M0) r1.0<1>:d r3.0<2;1>:d r127.0<0;0>:d r127.2<1>:d
bfe (32|M0) r10.0<1>:d r3.0<2;1>:d r64.0<2;1>:d r64.0<0>:d
(W&~f0.1) bfi2 (1|M8) r127.2<1>:ud r64.1<0;0>:ud r64.0<2;1>:ud r2.2<0>:ud
mad (32|M0) r127.0<1>:hf -r64.0<0;0>:f r3.0<2;1>:hf r2.0<1>:hf {AccWrEn}
csel (32|M0) r127.0<1>:df (abs)r3.0<2;1>:df (abs)r2.3<2;1>:df (abs)r3.0<0>:df {NoDDChk}
bfi2 (16|M16) r127.0<1>:d r2.1<2;1>:d r64.0<2;1>:d r127.0<1>:d
bfi2 (16|M24) r127.0<1>:d r3.0<2;1>:d r64.0<0;0>:d r127.2<1>:d
(W) bfi2 (1|M0) r1.1<1>:ud r127.0<2;1>:ud r64.0<2;1>:ud r64.3<1>:ud {AccWrEn}
mad (16|M0) (un)f0.0 (sat)r127.0<1>:d r2.3<2;1>:d r2.2<0;0>:d (abs)r2.0<0>:d {NoDDChk,NoDDClr}
(W) csel (16|M0) (ge)f0.0 r127.0<1>:ud -(abs)r64.0<0;0>:ud -r2.0<0;0>:ud (abs)r2.1<1>:ud
(W) bfe (8|M0) r10.0<1>:ud r2.2<2;1>:ud r127.0<0;0>:ud r3.0<1>:ud
bfe (4|M0) r10.0<1>:ud r127.2<0;0>:ud r64.0<2;1>:ud r127.0<0>:ud
(W) bfe (1|M0) r1.2<1>:ud r64.3<0;0>:ud r127.0<0;0>:ud r3.0<0>:ud
(W) lrp (1|M16) r10.2<1>:hf r127.1<2;1>:hf -r2.1<0;0>:hf -r127.3<0>:hf
bfi2 (2|M20) r127.0<1>:d r3.0<2;1>:d r64.0<2;1>:d r2.0<1>:d
bfe (4|M0) r1.0<1>:ud r127.1<0;0>:ud r127.3<2;1>:ud r3.3<1>:ud
csel (2|M16) r10.0<1>:df -r127.0<0;0>:df -(abs)r3.0<2;1>:df r64.0<1>:df {AccWrEn}
(~f0.1) mad (32|M0) r1.0<1>:hf r2.0<2;1>:f r3.1<2;1>:f r127.0<0>:f {Switch}
lrp (8|M24) (ov)f0.1 r10.0<1>:f -(abs)r2.3<2;1>:f r3.0<2;1>:hf r127.0<1>:hf
mad (1|M24) r127.3<1>:f (abs)r127.0<2;1>:hf (abs)r64.0<0;0>:f r3.0<0>:hf
lrp (16|M0) (eq)f1.0 r1.0<1>:d -r3.3<0;0>:d r3.0<2;1>:d -(abs)r64.1<1>:d {Breakpoint,Switch}
bfe (16|M0) r127.0<1>:ud r2.3<2;1>:ud r127.1<2;1>:ud r2.0<1>:ud
madm (32|M0) r1.mme2:hf -(abs)r9.nomme:hf -r64.nomme:hf (abs)r127.nomme:hf {NoDDChk}
(W) madm (8|M0) r1.mme2:hf -r64.nomme:hf -r127.mme2:hf -(abs)r1.mme0:hf
(W) bfi2 (4|M0) r127.0<1>:d r2.3<0;0>:d r3.3<0;0>:d r64.0<0>:d {NoDDChk}
madm (16|M16) (sat)r1.mme0:f -r64.mme2:f -(abs)r64.mme2:f -r9.mme7:f
bfi2 (16|M0) r10.0<1>:ud r2.0<0;0>:ud r64.3<0;0>:ud r64.0<0>:ud
madm (8|M16) r1.mme0:f -(abs)r64.nomme:f r127.mme7:f r127.nomme:f {Atomic,NoDDClr}
csel (8|M0) r127.0<1>:ud r127.1<2;1>:ud (abs)r127.0<2;1>:ud -r64.0<1>:ud
bfe (8|M8) r10.0<1>:d r3.0<2;1>:d r64.0<0;0>:d r2.0<1>:d {Atomic}
lrp (2|M0) (ov)f1.0 r10.0<1>:f (abs)r2.2<2;1>:hf -(abs)r127.0<0;0>:f -(abs)r3.0<0>:hf {NoDDClr}
(W) csel (16|M0) r1.0<1>:d -(abs)r2.0<2;1>:d r64.0<0;0>:d r2.2<0>:d
mad (8|M0) r1.0<1>:ud (abs)r127.1<2;1>:ud (abs)r2.0<2;1>:ud (abs)r64.2<1>:ud
mad (2|M4) r127.0<1>:f (abs)r2.1<0;0>:hf (abs)r2.0<0;0>:f r3.1<0>:hf {Atomic}
(W) mad (4|M0) (ge)f1.0 r1.0<1>:hf -r2.0<2;1>:f -(abs)r64.1<0;0>:f -r64.3<0>:hf
csel (4|M0) (lt)f1.0 r127.0<1>:ud -(abs)r127.3<0;0>:ud (abs)r3.0<0;0>:ud (abs)r127.2<1>:ud
csel (32|M24) (sat)r10.0<1>:d r64.0<2;1>:d r64.0<0;0>:d r2.0<1>:d
mad (2|M0) (sat)r1.0<1>:f -(abs)r3.0<2;1>:hf (abs)r3.0<2;1>:hf (abs)r3.0<1>:f
madm (8|M0) r64.mme7:f (abs)r1.mme0:f (abs)r127.mme2:f -r9.mme2:f
mad (32|M0) r1.0<1>:df r64.3<2;1>:df (abs)r127.0<2;1>:df r2.0<1>:df
(W&f0.0) lrp (8|M0) (sat)r10.0<1>:f r127.3<0;0>:f (abs)r64.0<2;1>:hf -(abs)r2.0<1>:hf {Atomic}
lrp (32|M16) (ne)f1.0 r10.0<1>:hf -(abs)r64.0<2;1>:hf r64.1<2;1>:hf r64.2<0>:hf
(f1.0.all4h) mad (16|M0) r10.0<1>:hf (abs)r64.0<2;1>:hf -r64.0<2;1>:hf -(abs)r127.0<1>:f
madm (4|M0) r1.mme0:f -(abs)r127.mme0:f r9.mme2:f (abs)r9.mme0:f {NoDDClr}
bfi2 (1|M20) r127.7<1>:ud r2.0<2;1>:ud r127.0<0;0>:ud r64.0<0>:ud
bfe (16|M16) r1.0<1>:ud r3.2<2;1>:ud r127.3<2;1>:ud r64.0<1>:ud {NoDDChk}
mad (8|M0) (ov)f1.0 r127.0<1>:d -(abs)r64.3<2;1>:d -r127.0<0;0>:d -(abs)r64.0<1>:d
bfe (8|M0) r127.0<1>:ud r64.0<0;0>:ud r127.0<2;1>:ud r64.0<1>:ud
mad (2|M20) r127.0<1>:f (abs)r127.0<0;0>:f r2.1<2;1>:f (abs)r3.0<0>:f
mad (8|M16) r10.0<1>:d (abs)r3.0<0;0>:d -r127.0<0;0>:d r64.1<0>:d {Switch}
madm (32|M0) r64.mme0:hf -(abs)r127.nomme:hf -r127.mme2:hf r64.nomme:hf
(W) bfe (16|M0) r127.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r3.0<1>:d {Switch}
csel (1|M16) (gt)f1.1 r10.0<1>:hf -(abs)r64.2<2;1>:hf (abs)r64.0<2;1>:hf (abs)r2.0<1>:f {Atomic,Breakpoint,NoDDClr}
csel (32|M0) (le)f1.0 r10.0<1>:d r64.0<0;0>:d r3.0<2;1>:d (abs)r3.0<1>:d {NoDDClr}
mad (8|M24) (ne)f1.0 r10.0<1>:hf r2.0<0;0>:f r2.0<2;1>:f (abs)r3.1<0>:hf
csel (8|M0) r127.0<1>:hf -(abs)r127.0<2;1>:hf (abs)r64.0<0;0>:hf r3.2<0>:hf
lrp (4|M0) r1.0<1>:df r127.0<0;0>:df -(abs)r3.1<0;0>:df -(abs)r3.0<0>:df
madm (8|M0) r9.mme2:df -r127.mme7:df -(abs)r64.nomme:df -(abs)r64.mme7:df
madm (4|M0) r9.mme0:f -r64.nomme:f r9.nomme:f -(abs)r9.mme2:f
bfe (8|M16) r1.0<1>:d r64.0<0;0>:d r64.1<0;0>:d r3.3<0>:d {Switch}
(W&f0.0) madm (16|M16) r9.mme2:df r64.nomme:df r64.mme0:df r64.mme0:df {Atomic,Breakpoint}
(~f0.0) madm (8|M0) r64.mme2:df r9.mme7:df -r9.mme0:df r64.mme0:df
mad (16|M0) r1.0<1>:f r2.2<2;1>:hf -(abs)r2.0<0;0>:f -r64.0<0>:hf
madm (8|M0) r64.mme7:hf -r127.mme7:hf -r64.mme0:hf r127.mme0:hf
mad (4|M4) r1.0<1>:d r64.0<2;1>:d r2.1<0;0>:d r127.0<1>:d {Atomic,NoDDClr}
csel (1|M28) (ov)f0.1 r10.3<1>:d (abs)r127.2<0;0>:d -r64.0<2;1>:d -(abs)r64.0<1>:d
(~f0.0.any4h) lrp (16|M0) (un)f0.0 r127.0<1>:hf r127.0<2;1>:f (abs)r64.0<0;0>:f -(abs)r64.0<1>:hf
bfe (4|M28) r10.0<1>:d r2.0<0;0>:d r3.0<2;1>:d r127.0<0>:d {NoDDChk}
(W) mad (32|M0) r127.0<1>:f -r64.3<0;0>:hf -r2.0<2;1>:hf (abs)r64.0<0>:f {NoDDChk,Switch}
csel (8|M16) r127.0<1>:d -r3.3<2;1>:d (abs)r127.0<2;1>:d -(abs)r127.1<0>:d
(f1.0) madm (4|M0) r1.mme2:f (abs)r1.mme7:f r64.mme7:f r1.mme7:f {AccWrEn,NoDDClr}
lrp (1|M0) r1.2<1>:hf r64.0<2;1>:f r64.0<2;1>:hf r64.0<1>:hf {NoDDChk}
mad (8|M24) r127.0<1>:d -r64.1<0;0>:d -(abs)r3.1<2;1>:d (abs)r3.0<0>:d
lrp (2|M20) r10.0<1>:df (abs)r127.0<2;1>:df (abs)r127.0<2;1>:df -(abs)r2.2<1>:df
(W) mad (16|M24) r1.0<1>:hf -r2.2<2;1>:hf -r3.0<0;0>:f -r2.0<0>:hf
(W) madm (16|M0) r64.mme0:f -r64.mme0:f r9.mme7:f r127.mme2:f {Switch}
(W) mad (2|M20) (sat)r127.0<1>:hf -r127.0<2;1>:hf (abs)r3.3<2;1>:hf -(abs)r127.1<0>:hf {NoDDChk}
madm (4|M0) (sat)r1.mme0:df r9.mme0:df (abs)r1.mme0:df r127.mme0:df
mad (16|M0) r127.0<1>:ud -(abs)r2.3<0;0>:ud -r2.3<0;0>:ud r3.0<1>:ud
mad (1|M24) r127.3<1>:df -r64.0<0;0>:df -r3.0<2;1>:df (abs)r127.0<1>:df {AccWrEn,NoDDClr}
mad (16|M0) (gt)f1.1 r127.0<1>:hf (abs)r127.0<0;0>:f r3.0<2;1>:f r127.0<0>:hf
csel (8|M0) r1.0<1>:d r127.0<0;0>:d r2.1<0;0>:d r127.3<1>:d
mad (2|M12) (le)f0.0 (sat)r10.0<1>:hf r3.3<2;1>:hf r127.0<0;0>:hf r64.0<1>:hf
(f1.0) lrp (16|M0) r10.0<1>:f r2.0<0;0>:f r127.0<0;0>:f r2.0<0>:f
(W) csel (8|M16) (sat)r10.0<1>:f r3.0<2;1>:f -(abs)r2.0<2;1>:hf -r3.0<1>:hf
csel (16|M8) (ge)f1.0 r127.0<1>:ud (abs)r127.0<2;1>:ud -r2.0<0;0>:ud (abs)r64.0<0>:ud {Switch}
bfe (2|M24) r127.0<1>:ud r64.0<0;0>:ud r3.0<0;0>:ud r2.0<1>:ud
csel (16|M0) (sat)r1.0<1>:hf r3.0<0;0>:f (abs)r127.0<2;1>:f r64.0<0>:f
bfe (8|M24) r1.0<1>:d r64.0<2;1>:d r3.0<0;0>:d r64.2<1>:d
lrp (4|M12) r1.0<1>:ud r64.0<2;1>:ud -(abs)r2.0<0;0>:ud -r127.0<1>:ud {Breakpoint}
bfe (2|M20) r1.0<1>:d r2.0<0;0>:d r3.0<0;0>:d r3.0<1>:d
mad (32|M0) (sat)r127.0<1>:f -(abs)r127.3<2;1>:f -(abs)r127.0<2;1>:hf r64.0<1>:f
(~f0.1.all4h) bfi2 (2|M8) r1.0<1>:ud r64.0<2;1>:ud r3.1<0;0>:ud r64.0<1>:ud
(W) mad (8|M0) (ne)f1.0 r1.0<1>:f (abs)r127.0<0;0>:hf -r127.0<2;1>:hf (abs)r2.0<0>:hf {Atomic}
mad (16|M0) (ge)f0.1 r10.0<1>:ud r3.0<2;1>:ud r3.2<0;0>:ud r2.2<0>:ud
mad (2|M12) r127.0<1>:df (abs)r2.1<2;1>:df r2.0<2;1>:df -r3.0<1>:df
bfi2 (8|M0) r1.0<1>:d r127.2<0;0>:d r3.0<0;0>:d r64.0<1>:d {Atomic}
bfe (16|M0) r1.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r64.0<0>:d
(W) lrp (4|M0) r127.0<1>:f (abs)r64.0<2;1>:f -(abs)r64.0<0;0>:f r3.0<0>:f {NoDDChk}
madm (2|M0) r1.mme7:f -(abs)r1.mme0:f -r64.mme2:f -(abs)r127.mme2:f
bfe (32|M16) r1.0<1>:d r64.1<0;0>:d r3.0<2;1>:d r2.0<1>:d {NoDDChk}
bfe (32|M8) r1.0<1>:ud r2.2<2;1>:ud r3.0<0;0>:ud r64.3<0>:ud
csel (2|M24) r1.0<1>:hf r2.0<2;1>:hf (abs)r3.0<0;0>:hf r3.0<1>:hf
mad (8|M0) r10.0<1>:df -(abs)r2.2<0;0>:df -(abs)r127.0<0;0>:df (abs)r2.0<1>:df {Atomic}
mad (8|M0) r10.0<1>:d -(abs)r2.0<0;0>:d r2.3<0;0>:d -(abs)r64.0<1>:d
madm (2|M0) r1.mme7:hf r9.mme2:hf r64.mme0:hf -r127.mme0:hf
mad (2|M0) (le)f1.0 (sat)r127.0<1>:df r2.2<2;1>:df r3.0<2;1>:df r64.0<1>:df {Switch}
madm (16|M0) r1.mme7:df -r9.mme7:df (abs)r1.nomme:df -(abs)r1.mme2:df
(~f0.0.any4h) bfi2 (16|M24) r10.0<1>:d r2.0<2;1>:d r64.0<2;1>:d r64.0<0>:d {Atomic,NoDDClr}
bfi2 (32|M0) r127.0<1>:ud r3.0<0;0>:ud r64.0<2;1>:ud r64.1<0>:ud {Switch}
csel (32|M0) r1.0<1>:d (abs)r64.2<2;1>:d -r127.0<2;1>:d -r3.0<1>:d {Atomic}
(W&f0.0) bfi2 (32|M0) r1.0<1>:d r3.3<0;0>:d r127.0<2;1>:d r64.2<1>:d
bfi2 (8|M24) r1.0<1>:d r64.0<0;0>:d r64.0<0;0>:d r2.0<0>:d
bfi2 (2|M28) r10.0<1>:ud r127.1<0;0>:ud r127.0<0;0>:ud r2.3<1>:ud
(f0.1.any4h) madm (8|M0) r1.mme2:f r9.mme2:f -(abs)r64.mme0:f r1.nomme:f
mad (2|M0) r1.0<1>:d -(abs)r3.0<2;1>:d r127.1<2;1>:d -r127.2<1>:d
(f1.0.all4h) bfe (8|M8) r10.0<1>:ud r64.0<0;0>:ud r3.0<2;1>:ud r3.1<1>:ud {Atomic}
madm (8|M0) r127.mme0:hf r64.nomme:hf -r9.mme0:hf -r1.nomme:hf
mad (16|M0) (lt)f0.0 (sat)r10.0<1>:ud -r127.0<0;0>:ud -r127.2<2;1>:ud r64.0<0>:ud {Breakpoint}
csel (8|M16) r10.0<1>:f r3.0<0;0>:f r127.0<0;0>:f r127.0<1>:hf {Breakpoint}
(W) bfi2 (16|M0) r1.0<1>:ud r127.0<2;1>:ud r3.0<0;0>:ud r64.0<0>:ud
mad (4|M20) r127.0<1>:ud -(abs)r64.0<0;0>:ud r2.0<2;1>:ud (abs)r3.0<0>:ud {Atomic}
bfi2 (8|M0) r1.0<1>:d r64.0<2;1>:d r127.0<0;0>:d r3.0<0>:d
madm (2|M16) r1.mme2:hf r9.mme7:hf -(abs)r1.mme0:hf -r127.mme2:hf
bfi2 (8|M24) r1.0<1>:ud r127.0<2;1>:ud r127.1<2;1>:ud r2.0<1>:ud {NoDDChk}
(W&~f1.1) lrp (1|M0) (ge)f1.1 r1.0<1>:f r64.1<2;1>:hf r64.0<0;0>:f -(abs)r64.0<0>:hf {Atomic}
mad (32|M0) (lt)f0.0 (sat)r127.0<1>:hf r2.0<0;0>:f r3.3<0;0>:f r64.3<1>:hf
(W) csel (1|M8) (ov)f0.0 (sat)r1.0<1>:f -(abs)r2.0<2;1>:f (abs)r127.0<0;0>:f r127.0<1>:f {Switch}
madm (16|M0) r64.mme0:f -r127.mme2:f -(abs)r64.mme0:f (abs)r9.mme7:f {Atomic,NoDDClr}
csel (8|M0) r1.0<1>:f -(abs)r2.0<0;0>:hf -(abs)r127.0<2;1>:hf -(abs)r2.0<1>:hf
(W) madm (8|M0) r9.mme2:df (abs)r1.mme2:df -(abs)r9.mme0:df r1.mme7:df
(W) csel (1|M0) (sat)r10.3<1>:d -r2.1<0;0>:d -(abs)r127.0<0;0>:d r2.2<0>:d {Atomic,NoDDChk}
(~f0.0.any4h) bfi2 (2|M12) r10.0<1>:ud r64.0<2;1>:ud r127.0<2;1>:ud r3.0<1>:ud
bfi2 (16|M0) r1.0<1>:d r64.0<0;0>:d r127.2<2;1>:d r64.0<1>:d {Breakpoint}
(W) madm (16|M0) r9.mme0:f r9.nomme:f -(abs)r64.mme0:f -r1.mme0:f
bfe (1|M0) r10.3<1>:d r2.0<0;0>:d r64.0<0;0>:d r64.0<1>:d {NoDDClr}
(W&~f0.0) bfi2 (32|M0) r127.0<1>:ud r3.0<0;0>:ud r127.2<0;0>:ud r2.0<1>:ud {Breakpoint}
mad (32|M0) r1.0<1>:ud r127.2<0;0>:ud (abs)r3.0<0;0>:ud -(abs)r2.0<1>:ud
mad (16|M0) r1.0<1>:hf (abs)r64.0<0;0>:hf -(abs)r3.0<2;1>:f r64.0<0>:f
mad (16|M0) (gt)f1.0 r10.0<1>:ud -r64.0<0;0>:ud -(abs)r2.2<0;0>:ud -r3.0<0>:ud {AccWrEn,Breakpoint}
(W) lrp (16|M0) (lt)f0.0 r10.0<1>:d -r2.0<0;0>:d r2.0<2;1>:d -(abs)r2.0<1>:d
(f1.0.all4h) mad (8|M0) (sat)r1.0<1>:hf r2.0<0;0>:hf (abs)r64.0<2;1>:hf r3.0<0>:hf {Atomic}
bfe (4|M28) r1.0<1>:ud r127.2<2;1>:ud r64.0<2;1>:ud r3.0<0>:ud {NoDDClr}
csel (1|M8) (le)f1.0 (sat)r127.3<1>:f -(abs)r127.0<0;0>:f -r127.0<0;0>:hf -r2.2<0>:hf {Breakpoint}
lrp (2|M24) (le)f1.0 r127.0<1>:df -(abs)r64.3<0;0>:df -(abs)r64.3<2;1>:df -r2.3<1>:df
(W) bfi2 (1|M24) r127.1<1>:d r2.3<0;0>:d r2.0<0;0>:d r64.0<0>:d {NoDDClr}
(~f0.1.any4h) madm (4|M16) (sat)r127.mme2:hf r1.nomme:hf -r9.mme2:hf r1.mme2:hf
mad (2|M24) r127.0<1>:hf -(abs)r3.0<2;1>:hf -(abs)r2.0<0;0>:f r2.0<0>:hf {NoDDClr}
mad (2|M0) r127.0<1>:f -r3.0<2;1>:f (abs)r2.0<0;0>:hf -r64.1<0>:f {Switch}
bfe (32|M0) r127.0<1>:d r3.0<2;1>:d r127.2<0;0>:d r2.2<1>:d
madm (8|M0) r64.mme7:hf -r64.mme7:hf r64.mme2:hf r1.mme0:hf {Atomic}
(W) bfe (16|M0) r10.0<1>:d r127.0<0;0>:d r3.1<2;1>:d r64.1<1>:d {Breakpoint}
lrp (4|M20) (ov)f0.0 r127.0<1>:df r127.0<2;1>:df -r64.0<0;0>:df -(abs)r2.0<0>:df
csel (8|M0) r10.0<1>:df -(abs)r3.0<0;0>:df r2.0<0;0>:df r64.2<1>:df {NoDDChk}
(f1.0.all4h) bfi2 (1|M4) r1.0<1>:d r2.0<2;1>:d r3.3<2;1>:d r64.0<0>:d
mad (2|M28) (gt)f1.0 (sat)r10.0<1>:d r2.3<2;1>:d (abs)r64.0<2;1>:d -(abs)r64.0<1>:d
(W) bfe (16|M0) r1.0<1>:ud r3.0<0;0>:ud r2.0<0;0>:ud r3.0<1>:ud
(~f0.0.any4h) lrp (16|M24) (gt)f0.0 (sat)r127.0<1>:d (abs)r127.0<2;1>:d r2.0<2;1>:d -(abs)r127.3<1>:d
mad (8|M24) (ov)f1.0 (sat)r10.0<1>:df r3.0<2;1>:df -r127.0<0;0>:df r3.0<1>:df {AccWrEn}
(W) csel (4|M0) r127.0<1>:hf r64.0<0;0>:f -(abs)r64.3<0;0>:f -r3.0<1>:hf {NoDDClr}
(W) csel (16|M0) (gt)f0.0 r1.0<1>:d (abs)r3.0<2;1>:d r127.0<2;1>:d r3.2<1>:d
mad (16|M24) r10.0<1>:df -r2.0<2;1>:df -(abs)r64.0<0;0>:df r3.2<0>:df
bfi2 (1|M0) r1.5<1>:d r2.3<0;0>:d r64.0<2;1>:d r2.0<1>:d {NoDDChk,NoDDClr}
bfe (2|M0) r10.0<1>:d r3.0<2;1>:d r127.1<0;0>:d r127.0<1>:d {Switch}
madm (4|M0) r127.mme0:f r1.mme7:f -r64.mme2:f -r127.nomme:f
csel (16|M0) r127.0<1>:df -r2.1<0;0>:df r3.0<2;1>:df -(abs)r3.2<1>:df {Breakpoint}
(W) mad (16|M0) (gt)f0.0 r10.0<1>:df r2.2<2;1>:df (abs)r3.3<0;0>:df (abs)r127.1<0>:df
(W) lrp (16|M0) r10.0<1>:hf r64.0<0;0>:hf r2.0<2;1>:f -r64.0<0>:f {Breakpoint}
bfi2 (4|M8) r10.0<1>:d r2.0<2;1>:d r127.2<0;0>:d r64.2<1>:d
mad (8|M0) r127.0<1>:hf -r127.0<2;1>:f -r3.0<2;1>:hf r2.0<1>:hf {NoDDChk,Switch}
(W) mad (4|M8) r10.0<1>:ud -r127.0<2;1>:ud -(abs)r64.0<2;1>:ud r2.0<1>:ud
mad (4|M0) r1.0<1>:f -r127.0<0;0>:f -r127.0<0;0>:hf -(abs)r127.0<1>:hf
(W&f0.1) mad (32|M0) (lt)f0.1 r1.0<1>:df -(abs)r3.0<2;1>:df r2.0<2;1>:df (abs)r127.1<0>:df
madm (2|M12) (sat)r1.mme2:hf -(abs)r1.mme7:hf r9.mme0:hf -(abs)r9.mme0:hf
bfi2 (32|M0) r127.0<1>:ud r127.0<2;1>:ud r3.0<0;0>:ud r64.0<0>:ud {AccWrEn,NoDDClr}
(W&f1.0) bfe (16|M8) r127.0<1>:d r127.0<2;1>:d r3.3<0;0>:d r64.0<1>:d
(f0.0.any4h) mad (8|M24) (ge)f0.0 r1.0<1>:hf -r3.2<0;0>:hf -r2.3<0;0>:f (abs)r127.2<0>:hf
mad (16|M0) r127.0<1>:hf -(abs)r2.0<2;1>:f r127.0<0;0>:hf r2.0<0>:f
bfe (32|M0) r10.0<1>:d r64.0<0;0>:d r3.0<0;0>:d r3.0<0>:d {Breakpoint}
mad (8|M0) r10.0<1>:d -(abs)r2.1<2;1>:d -r3.0<2;1>:d -r3.2<0>:d {NoDDChk}
bfi2 (16|M0) r127.0<1>:ud r64.3<2;1>:ud r64.0<0;0>:ud r3.1<1>:ud
(W) mad (16|M0) (sat)r127.0<1>:df -(abs)r64.0<0;0>:df r64.2<2;1>:df r3.0<1>:df {AccWrEn}
bfi2 (16|M0) r10.0<1>:ud r127.0<0;0>:ud r127.0<2;1>:ud r127.0<1>:ud
mad (16|M16) (ne)f1.0 r10.0<1>:d -(abs)r3.0<2;1>:d -r64.0<2;1>:d (abs)r64.3<0>:d
(W) csel (8|M0) r1.0<1>:ud r2.3<0;0>:ud (abs)r3.0<2;1>:ud r127.0<1>:ud
mad (32|M0) r1.0<1>:df r2.0<0;0>:df -r127.0<0;0>:df -(abs)r2.0<1>:df
csel (16|M0) r127.0<1>:d r127.2<0;0>:d r2.2<2;1>:d r127.0<1>:d
bfe (16|M0) r10.0<1>:d r64.0<0;0>:d r64.0<2;1>:d r127.0<0>:d
mad (4|M0) r10.0<1>:d r3.0<0;0>:d -r127.0<0;0>:d -r64.0<0>:d
madm (16|M0) r9.mme0:f (abs)r64.mme0:f (abs)r1.mme2:f (abs)r1.mme0:f {NoDDChk}
(W) lrp (2|M0) r10.0<1>:hf -r2.0<0;0>:hf r127.2<0;0>:hf (abs)r127.0<0>:f
(W) csel (8|M0) r1.0<1>:hf (abs)r127.0<2;1>:hf r2.0<2;1>:hf (abs)r127.0<0>:hf
(~f0.1.all4h) bfe (1|M0) r10.5<1>:d r3.3<0;0>:d r127.0<2;1>:d r3.0<1>:d
(W) bfe (8|M0) r127.0<1>:d r127.0<0;0>:d r127.0<0;0>:d r3.0<1>:d
lrp (2|M20) (sat)r127.0<1>:d r2.0<2;1>:d -(abs)r64.3<2;1>:d r2.0<0>:d
csel (8|M0) (le)f0.0 r1.0<1>:f (abs)r127.0<2;1>:f (abs)r64.0<0;0>:f -(abs)r64.2<1>:hf {Breakpoint}
lrp (1|M4) r127.0<1>:f -(abs)r2.0<0;0>:hf r3.0<2;1>:f -(abs)r127.0<0>:f {Atomic}
lrp (2|M0) (le)f0.0 (sat)r10.0<1>:d r64.0<2;1>:d (abs)r64.0<0;0>:d r2.0<0>:d {AccWrEn}
lrp (8|M8) r10.0<1>:hf -(abs)r3.0<0;0>:f -(abs)r127.0<0;0>:hf r2.0<1>:f
mad (8|M24) (sat)r10.0<1>:f -r64.0<0;0>:hf (abs)r3.0<0;0>:hf (abs)r2.0<0>:hf
(W) bfi2 (4|M4) r10.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r127.3<1>:d {AccWrEn,NoDDChk}
bfi2 (4|M16) r127.0<1>:d r64.0<2;1>:d r64.3<2;1>:d r64.1<0>:d {Breakpoint,Switch}
bfi2 (1|M24) r1.5<1>:ud r64.0<2;1>:ud r64.3<0;0>:ud r3.0<0>:ud {Switch}
madm (16|M0) r127.mme7:df -(abs)r64.mme7:df r1.mme7:df (abs)r64.mme0:df
(W&~f0.1) bfi2 (16|M0) r10.0<1>:ud r127.3<2;1>:ud r3.3<2;1>:ud r2.2<0>:ud {NoDDChk}
lrp (1|M0) r127.1<1>:df r64.3<2;1>:df r3.3<0;0>:df r127.2<1>:df {NoDDClr}
lrp (16|M24) (sat)r10.0<1>:hf -(abs)r2.0<0;0>:f -r2.0<0;0>:hf -r3.0<0>:f
(W) bfi2 (16|M0) r1.0<1>:ud r3.2<2;1>:ud r2.0<0;0>:ud r3.0<0>:ud
mad (8|M0) r1.0<1>:hf -(abs)r3.1<2;1>:hf -r127.0<0;0>:hf -r3.0<0>:hf {Atomic}
lrp (8|M0) (le)f0.1 r1.0<1>:f r127.0<2;1>:hf -r2.3<0;0>:f -r127.0<0>:f {AccWrEn}
madm (2|M24) r9.mme0:hf r64.nomme:hf (abs)r9.mme7:hf r64.mme0:hf {NoDDChk}
bfe (16|M0) r1.0<1>:d r3.1<2;1>:d r2.0<0;0>:d r2.0<1>:d {NoDDClr}
mad (2|M0) (lt)f0.0 (sat)r127.0<1>:d -r2.2<0;0>:d (abs)r2.0<0;0>:d -r2.1<1>:d
madm (4|M24) r64.mme0:hf r64.nomme:hf r64.mme2:hf r64.mme0:hf {AccWrEn}
mad (8|M0) r10.0<1>:df r2.0<2;1>:df -(abs)r2.0<0;0>:df -(abs)r2.3<1>:df {AccWrEn,Atomic,NoDDChk}
(W&f1.0) bfe (4|M16) r127.0<1>:d r3.2<2;1>:d r2.0<2;1>:d r127.3<0>:d
csel (16|M16) r1.0<1>:d -(abs)r127.0<0;0>:d -(abs)r64.2<2;1>:d -(abs)r64.0<0>:d
mad (32|M0) r127.0<1>:ud -(abs)r2.0<2;1>:ud (abs)r2.0<0;0>:ud (abs)r64.0<0>:ud {NoDDClr}
(f1.1) madm (4|M0) r9.mme7:hf r1.mme7:hf -r64.mme7:hf -r9.mme0:hf
(W) bfe (2|M16) r1.0<1>:d r3.1<0;0>:d r3.2<2;1>:d r2.0<1>:d {Switch}
(W) lrp (4|M0) r127.0<1>:ud -(abs)r2.0<0;0>:ud r127.0<2;1>:ud (abs)r3.2<1>:ud
mad (8|M0) r1.0<1>:hf r127.0<2;1>:hf r127.0<2;1>:f r2.1<0>:hf {AccWrEn,Switch}
csel (16|M16) (gt)f0.0 r127.0<1>:f r3.0<2;1>:hf r2.2<0;0>:hf -r127.0<1>:hf {AccWrEn}
mad (8|M8) r10.0<1>:ud (abs)r2.3<0;0>:ud -(abs)r127.0<2;1>:ud -r2.0<1>:ud
(W) bfe (16|M0) r1.0<1>:d r127.0<2;1>:d r127.2<0;0>:d r3.0<0>:d {AccWrEn}
bfi2 (4|M4) r127.0<1>:d r3.1<2;1>:d r127.0<2;1>:d r127.0<1>:d
bfe (2|M8) r127.0<1>:ud r3.0<0;0>:ud r64.0<0;0>:ud r2.0<1>:ud
(f1.1.all4h) bfe (16|M0) r10.0<1>:ud r2.0<2;1>:ud r64.2<0;0>:ud r127.0<1>:ud
lrp (1|M20) (lt)f0.1 r1.3<1>:f (abs)r2.3<2;1>:hf -r64.0<2;1>:f (abs)r2.2<0>:f
csel (1|M24) r127.0<1>:f r64.2<2;1>:hf -(abs)r3.3<0;0>:hf r2.0<0>:hf {NoDDClr}
(W) csel (2|M0) r127.0<1>:f r3.0<2;1>:hf -(abs)r64.0<0;0>:f -r64.0<0>:f {Atomic}
(W) csel (8|M0) (ge)f0.1 r127.0<1>:f -(abs)r64.0<2;1>:hf -r127.0<0;0>:hf r64.0<0>:hf {Switch}
(f1.1) madm (8|M0) r127.mme0:f (abs)r9.mme2:f -(abs)r64.mme7:f -r9.mme7:f
csel (16|M8) r1.0<1>:hf r64.2<2;1>:f r64.0<2;1>:hf -(abs)r3.0<0>:hf
csel (32|M8) r1.0<1>:df (abs)r2.1<0;0>:df -(abs)r64.0<2;1>:df -r3.0<0>:df {NoDDClr}
bfi2 (32|M8) r10.0<1>:d r64.0<2;1>:d r2.0<0;0>:d r127.0<0>:d
csel (32|M0) r1.0<1>:f r2.0<0;0>:f -(abs)r127.0<0;0>:f -(abs)r3.2<0>:hf
madm (16|M0) r1.mme0:f -(abs)r64.mme2:f -(abs)r64.nomme:f r9.nomme:f {Atomic}
mad (32|M0) r127.0<1>:df r2.3<2;1>:df r64.3<2;1>:df -r127.0<1>:df {NoDDChk,NoDDClr}
bfi2 (16|M16) r1.0<1>:ud r2.0<0;0>:ud r2.0<0;0>:ud r64.0<0>:ud
bfe (16|M0) r1.0<1>:d r2.2<0;0>:d r127.0<0;0>:d r64.0<1>:d
mad (1|M4) (sat)r1.5<1>:f r3.0<2;1>:f -(abs)r127.2<2;1>:f -r127.0<1>:f
lrp (1|M0) r10.1<1>:f -r3.0<2;1>:f -r3.0<0;0>:f -r2.0<0>:hf
(W) bfi2 (1|M12) r127.7<1>:ud r3.0<2;1>:ud r2.0<2;1>:ud r3.0<1>:ud
mad (1|M0) (eq)f0.1 (sat)r127.2<1>:f -r2.0<2;1>:f r3.0<0;0>:hf -r64.0<0>:f {NoDDClr}
bfe (2|M0) r10.0<1>:d r2.0<2;1>:d r3.0<0;0>:d r3.0<1>:d
madm (16|M0) (sat)r9.mme0:f r127.mme7:f (abs)r127.mme0:f -r9.mme7:f {AccWrEn}
(f0.0.all4h) bfe (8|M8) r127.0<1>:d r3.1<2;1>:d r3.0<2;1>:d r127.1<1>:d
(W) mad (1|M0) r10.0<1>:hf (abs)r64.0<0;0>:hf -r2.0<0;0>:hf -(abs)r127.3<1>:hf
bfe (8|M0) r1.0<1>:d r127.0<2;1>:d r64.0<2;1>:d r64.2<1>:d {Breakpoint}
mad (8|M0) r127.0<1>:hf -r64.0<0;0>:f r2.3<0;0>:f -(abs)r2.1<0>:f {NoDDChk}
bfe (16|M16) r1.0<1>:d r2.0<0;0>:d r3.0<2;1>:d r64.3<0>:d {Breakpoint}
lrp (32|M16) r10.0<1>:df (abs)r127.3<2;1>:df r3.0<0;0>:df r3.0<1>:df
lrp (8|M0) r1.0<1>:f r127.0<2;1>:f r3.0<0;0>:hf -r127.0<0>:hf {AccWrEn}
mad (1|M24) (lt)f0.0 r1.5<1>:ud r127.0<0;0>:ud r64.0<0;0>:ud r127.2<0>:ud
csel (16|M0) r127.0<1>:ud r127.0<2;1>:ud r64.2<2;1>:ud -r64.0<0>:ud {AccWrEn}
(f1.1) bfe (4|M0) r1.0<1>:ud r3.0<0;0>:ud r2.0<0;0>:ud r3.0<0>:ud {AccWrEn,Atomic}
bfe (4|M4) r1.0<1>:ud r3.0<0;0>:ud r3.0<2;1>:ud r127.1<1>:ud {Atomic}
(~f1.0) mad (8|M0) (ov)f1.0 r127.0<1>:df -r2.0<2;1>:df -(abs)r2.0<2;1>:df r3.0<1>:df {NoDDClr,Switch}
(W) madm (4|M0) r9.mme7:df (abs)r127.mme2:df -r64.nomme:df (abs)r64.nomme:df {NoDDChk}
csel (2|M12) (sat)r1.0<1>:d -r64.3<0;0>:d -(abs)r3.0<2;1>:d -(abs)r64.0<1>:d
mad (8|M16) r1.0<1>:df (abs)r127.0<0;0>:df -(abs)r3.0<0;0>:df r127.0<1>:df {Switch}
csel (2|M0) (gt)f0.1 r1.0<1>:hf -(abs)r127.0<2;1>:hf r127.1<2;1>:f r3.0<0>:hf
csel (16|M0) r127.0<1>:df r2.0<2;1>:df (abs)r127.2<2;1>:df r2.2<0>:df
mad (8|M24) r1.0<1>:df r3.1<2;1>:df (abs)r127.0<0;0>:df r64.0<0>:df
(W) bfi2 (1|M24) r127.7<1>:ud r2.0<2;1>:ud r2.0<0;0>:ud r127.0<0>:ud {AccWrEn}
csel (4|M4) r1.0<1>:ud r64.0<2;1>:ud (abs)r2.0<2;1>:ud -r2.0<1>:ud {NoDDChk,NoDDClr,Switch}
(f1.0.any4h) lrp (16|M0) (le)f1.0 r127.0<1>:f r2.0<0;0>:hf r64.0<2;1>:f r64.0<0>:hf {NoDDChk}
bfi2 (16|M0) r1.0<1>:d r64.3<0;0>:d r2.0<0;0>:d r127.0<1>:d {NoDDClr}
mad (8|M0) r127.0<1>:hf (abs)r127.0<0;0>:hf (abs)r127.0<2;1>:hf (abs)r127.0<1>:f
mad (2|M28) (ne)f0.0 r1.0<1>:ud (abs)r3.0<0;0>:ud r64.1<2;1>:ud (abs)r64.0<0>:ud
bfi2 (2|M12) r10.0<1>:ud r127.0<0;0>:ud r127.1<0;0>:ud r127.1<1>:ud
madm (8|M0) r9.mme0:df (abs)r9.mme7:df r1.nomme:df (abs)r64.nomme:df
mad (16|M0) (sat)r10.0<1>:hf -r64.0<2;1>:f r127.1<0;0>:hf (abs)r3.0<1>:hf
mad (8|M0) r10.0<1>:hf (abs)r2.0<0;0>:hf -r2.0<2;1>:hf (abs)r64.0<0>:f
(W) mad (16|M0) r1.0<1>:f (abs)r3.0<0;0>:hf r127.2<2;1>:hf -(abs)r3.0<1>:f
mad (4|M0) (un)f1.1 r10.0<1>:hf -(abs)r2.0<0;0>:hf r2.0<0;0>:hf -r64.1<0>:f
lrp (2|M0) (le)f0.1 r1.0<1>:f r2.1<2;1>:f r2.0<0;0>:hf -(abs)r3.0<1>:hf
bfi2 (1|M0) r1.5<1>:ud r2.0<2;1>:ud r64.0<0;0>:ud r64.3<1>:ud
bfi2 (8|M16) r10.0<1>:d r64.0<2;1>:d r2.3<2;1>:d r2.0<1>:d {AccWrEn}
mad (2|M20) r1.0<1>:hf r2.0<0;0>:hf -(abs)r2.0<2;1>:hf -r3.0<1>:f
(W) lrp (2|M12) r1.0<1>:ud r3.1<2;1>:ud -(abs)r127.0<2;1>:ud -r127.2<0>:ud
(W) madm (8|M0) r127.mme7:hf -r127.mme0:hf (abs)r64.mme2:hf r1.mme0:hf
bfi2 (16|M8) r127.0<1>:d r64.0<0;0>:d r2.0<0;0>:d r127.1<0>:d
(W) bfe (32|M8) r127.0<1>:d r64.1<2;1>:d r2.2<2;1>:d r64.0<0>:d
mad (16|M16) r10.0<1>:d r2.0<2;1>:d r2.2<0;0>:d (abs)r2.0<0>:d {AccWrEn,NoDDClr}
mad (2|M0) (ov)f1.0 r10.0<1>:hf -(abs)r64.0<2;1>:hf (abs)r127.0<0;0>:hf r127.0<0>:hf {Breakpoint}
madm (8|M0) r127.mme2:hf -r9.mme2:hf r9.nomme:hf (abs)r1.mme2:hf {NoDDClr}
(W&f1.1) mad (32|M0) r1.0<1>:ud -r64.0<2;1>:ud r2.0<0;0>:ud (abs)r3.2<0>:ud {NoDDChk}
(W&f0.0) bfe (32|M0) r127.0<1>:ud r2.0<2;1>:ud r2.0<2;1>:ud r64.0<1>:ud {NoDDClr}
madm (2|M28) r127.mme7:df r127.nomme:df -r127.mme0:df r1.mme7:df
bfe (16|M0) r10.0<1>:ud r3.0<2;1>:ud r2.0<2;1>:ud r64.3<1>:ud {Atomic,Breakpoint}
bfe (1|M0) r10.7<1>:d r3.0<0;0>:d r3.0<2;1>:d r2.0<0>:d
mad (32|M0) r10.0<1>:d (abs)r127.2<2;1>:d r3.0<2;1>:d -r64.0<0>:d
csel (8|M16) r10.0<1>:d -(abs)r127.1<0;0>:d r127.0<2;1>:d r2.0<0>:d
bfi2 (16|M0) r127.0<1>:ud r64.3<0;0>:ud r3.3<0;0>:ud r64.3<1>:ud
bfi2 (1|M12) r1.7<1>:ud r2.0<2;1>:ud r3.0<0;0>:ud r64.0<1>:ud
(W) mad (8|M0) (lt)f0.1 r10.0<1>:ud r64.3<0;0>:ud r2.0<0;0>:ud -r127.0<0>:ud
mad (4|M20) (un)f1.1 r10.0<1>:hf (abs)r64.0<0;0>:hf r64.2<2;1>:f -r2.0<1>:hf {Atomic}
csel (8|M0) (ov)f1.0 r10.0<1>:ud -r3.0<2;1>:ud -(abs)r127.0<0;0>:ud r64.3<0>:ud
csel (4|M8) (gt)f0.0 r10.0<1>:ud -r64.0<0;0>:ud -r127.3<2;1>:ud r2.0<1>:ud {AccWrEn}
(W) bfi2 (16|M8) r10.0<1>:ud r2.0<0;0>:ud r2.2<2;1>:ud r64.0<1>:ud
(W) csel (2|M0) (sat)r127.0<1>:hf (abs)r3.0<2;1>:f -(abs)r2.2<2;1>:hf r2.0<1>:hf {Breakpoint,NoDDClr}
lrp (16|M24) r1.0<1>:hf r2.0<2;1>:hf r2.1<0;0>:f (abs)r64.0<1>:f
bfi2 (4|M24) r10.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r3.0<1>:d {Switch}
(W) bfe (16|M0) r1.0<1>:ud r3.0<0;0>:ud r3.0<2;1>:ud r64.0<0>:ud {NoDDClr}
csel (1|M0) r127.1<1>:ud -(abs)r3.0<2;1>:ud r127.0<0;0>:ud (abs)r127.0<0>:ud {Breakpoint}
csel (16|M8) (ov)f1.1 r10.0<1>:hf -r64.3<0;0>:f -(abs)r3.1<0;0>:f r64.0<1>:f {Switch}
(W) madm (8|M0) (sat)r9.mme7:df (abs)r1.mme7:df -r1.mme0:df -(abs)r64.nomme:df {NoDDChk}
(W) bfi2 (32|M0) r10.0<1>:ud r64.2<0;0>:ud r64.0<2;1>:ud r64.2<1>:ud
(W) madm (16|M0) r127.mme0:hf -(abs)r9.nomme:hf (abs)r127.nomme:hf -(abs)r1.nomme:hf {Switch}
(W) lrp (8|M8) r10.0<1>:hf r127.0<2;1>:f r127.0<0;0>:f (abs)r127.0<1>:hf
(W&f0.1) mad (16|M8) (sat)r1.0<1>:d r2.3<0;0>:d r3.0<2;1>:d r64.3<1>:d {NoDDClr}
lrp (2|M4) (eq)f0.0 r1.0<1>:f -r2.0<0;0>:f -r3.3<2;1>:hf -(abs)r3.0<0>:f
(W&~f0.1) mad (8|M0) r10.0<1>:d r2.0<2;1>:d r127.1<0;0>:d (abs)r127.0<1>:d {Atomic,NoDDClr}
csel (8|M0) r1.0<1>:f -(abs)r2.0<0;0>:hf -(abs)r127.0<2;1>:f -(abs)r3.0<1>:f
bfe (8|M0) r1.0<1>:ud r3.0<2;1>:ud r3.0<2;1>:ud r3.0<1>:ud
(W) csel (4|M8) (gt)f0.0 (sat)r1.0<1>:f (abs)r2.3<0;0>:f r127.3<0;0>:f r64.0<0>:hf
bfe (32|M0) r1.0<1>:ud r127.0<2;1>:ud r127.1<2;1>:ud r64.0<1>:ud {NoDDChk}
(f0.0.all4h) madm (4|M28) r1.mme2:f -r1.mme7:f -(abs)r1.mme2:f r9.mme0:f
(~f1.1) bfi2 (2|M0) r10.0<1>:ud r2.0<0;0>:ud r64.0<2;1>:ud r127.0<1>:ud
bfe (2|M0) r10.0<1>:ud r2.0<0;0>:ud r127.2<2;1>:ud r64.3<1>:ud
lrp (16|M16) (sat)r127.0<1>:f -(abs)r2.0<2;1>:hf -r2.0<0;0>:f -(abs)r2.0<1>:f {NoDDChk}
mad (2|M20) r10.0<1>:hf r3.0<2;1>:f r2.0<0;0>:hf -r2.3<0>:f {NoDDClr,Switch}
bfi2 (1|M4) r127.0<1>:d r2.0<0;0>:d r3.0<2;1>:d r3.2<0>:d {AccWrEn,Atomic}
(W) bfi2 (16|M0) r1.0<1>:d r3.0<0;0>:d r3.1<2;1>:d r2.0<1>:d
csel (4|M16) (ov)f0.1 r10.0<1>:d r127.0<2;1>:d r127.0<0;0>:d r64.0<1>:d
csel (2|M0) r10.0<1>:hf r64.1<0;0>:hf (abs)r127.0<2;1>:hf -r2.2<0>:f {Switch}
mad (1|M0) r1.0<1>:f (abs)r3.1<2;1>:f -r2.0<2;1>:f -r2.0<0>:hf
(W) bfe (16|M0) r10.0<1>:ud r64.2<2;1>:ud r64.0<0;0>:ud r64.0<0>:ud {Atomic,NoDDChk}
(W&~f1.0) lrp (8|M0) (lt)f1.0 (sat)r127.0<1>:ud -(abs)r2.0<2;1>:ud r2.0<2;1>:ud (abs)r3.0<1>:ud
lrp (32|M0) (sat)r1.0<1>:f -r127.0<0;0>:f r2.0<2;1>:f r3.1<1>:f
bfe (32|M0) r127.0<1>:ud r127.0<2;1>:ud r64.0<2;1>:ud r2.0<0>:ud {Switch}
lrp (4|M0) (ne)f1.0 r10.0<1>:f r64.0<0;0>:f -(abs)r64.0<0;0>:hf r64.3<0>:f
csel (4|M0) (ge)f1.0 r1.0<1>:df (abs)r3.1<0;0>:df (abs)r64.0<2;1>:df r2.0<1>:df
madm (16|M24) r64.mme2:df r1.mme7:df r9.mme0:df (abs)r64.mme0:df
csel (8|M0) (lt)f1.0 r127.0<1>:df -(abs)r3.2<0;0>:df -r2.0<2;1>:df r3.0<1>:df
bfe (2|M4) r10.0<1>:ud r127.3<0;0>:ud r64.1<2;1>:ud r3.0<0>:ud
bfi2 (16|M24) r127.0<1>:ud r2.0<0;0>:ud r64.0<2;1>:ud r127.0<0>:ud {Atomic}
mad (2|M28) (le)f1.1 (sat)r127.0<1>:df -(abs)r2.0<0;0>:df -(abs)r64.0<0;0>:df -(abs)r64.2<1>:df
bfe (8|M0) r1.0<1>:ud r127.0<2;1>:ud r64.1<0;0>:ud r2.0<0>:ud {Breakpoint,NoDDChk}
mad (8|M0) r1.0<1>:d (abs)r64.0<2;1>:d r64.0<0;0>:d r2.0<1>:d
(W) mad (4|M0) (ne)f1.0 r127.0<1>:hf -r127.0<0;0>:hf r2.0<0;0>:f -(abs)r2.0<1>:f
madm (2|M24) (sat)r9.mme0:hf (abs)r9.mme2:hf -(abs)r1.mme0:hf -r9.mme2:hf {NoDDClr}
bfi2 (8|M0) r127.0<1>:ud r127.0<2;1>:ud r2.0<2;1>:ud r64.0<1>:ud
bfe (16|M0) r127.0<1>:d r127.0<0;0>:d r127.0<2;1>:d r2.2<0>:d
(~f0.0.any4h) mad (2|M8) (un)f0.0 r10.0<1>:ud (abs)r64.0<2;1>:ud -r64.0<2;1>:ud r2.1<1>:ud
bfe (2|M0) r127.0<1>:d r64.0<2;1>:d r2.0<2;1>:d r127.2<1>:d {NoDDClr}
(W) mad (16|M8) r1.0<1>:f -r2.0<0;0>:hf -r64.2<2;1>:f -r2.0<0>:hf {NoDDClr}
mad (8|M0) (ge)f1.0 r127.0<1>:d -(abs)r2.0<0;0>:d -(abs)r3.0<2;1>:d -(abs)r64.0<0>:d {AccWrEn}
bfi2 (16|M0) r10.0<1>:d r2.0<2;1>:d r3.0<0;0>:d r2.0<0>:d {NoDDClr}
bfi2 (8|M0) r1.0<1>:d r3.0<2;1>:d r127.0<0;0>:d r2.0<1>:d
mad (8|M8) (gt)f0.1 r10.0<1>:f r64.0<0;0>:hf -(abs)r2.0<0;0>:f (abs)r2.1<1>:f
lrp (16|M0) r10.0<1>:f -(abs)r3.0<2;1>:hf (abs)r3.0<2;1>:hf r64.0<1>:f
bfi2 (32|M0) r127.0<1>:ud r2.1<2;1>:ud r64.0<2;1>:ud r2.0<0>:ud
mad (2|M4) r10.0<1>:df -r64.0<0;0>:df r3.3<0;0>:df r3.0<1>:df {AccWrEn}
(W&~f0.0) madm (16|M0) r64.mme7:df (abs)r64.mme7:df r64.mme0:df r64.mme7:df
(W&f0.0) bfi2 (2|M0) r10.0<1>:d r3.0<0;0>:d r3.0<0;0>:d r2.2<1>:d
(W) bfe (4|M16) r127.0<1>:ud r2.0<0;0>:ud r127.3<0;0>:ud r3.0<0>:ud {Breakpoint}
csel (2|M20) r1.0<1>:hf r64.0<0;0>:hf -(abs)r3.0<0;0>:f -r3.2<1>:hf {AccWrEn,Atomic}
csel (4|M0) r10.0<1>:ud r64.2<0;0>:ud -(abs)r3.0<2;1>:ud r2.0<0>:ud
(W) csel (2|M20) (le)f0.0 r10.0<1>:d (abs)r2.2<2;1>:d -(abs)r2.0<2;1>:d (abs)r64.3<1>:d
lrp (8|M8) r10.0<1>:d r3.1<0;0>:d r2.0<2;1>:d (abs)r127.2<1>:d
bfe (16|M16) r1.0<1>:ud r64.1<0;0>:ud r127.0<2;1>:ud r2.0<1>:ud
(f0.0.any4h) bfi2 (8|M0) r127.0<1>:ud r3.2<2;1>:ud r64.0<0;0>:ud r3.0<0>:ud
mad (8|M0) (sat)r1.0<1>:hf (abs)r2.0<0;0>:f r127.1<2;1>:hf r2.0<1>:f
(W&~f1.0) bfi2 (32|M0) r1.0<1>:d r127.0<2;1>:d r64.1<0;0>:d r127.1<0>:d {Switch}
csel (4|M0) (ov)f1.1 r1.0<1>:f -(abs)r3.3<0;0>:hf -r2.0<2;1>:f -r127.0<0>:hf
mad (4|M24) (le)f0.1 r10.0<1>:f -r64.2<2;1>:hf r64.0<0;0>:hf r3.0<1>:f
bfi2 (32|M16) r127.0<1>:ud r3.0<2;1>:ud r2.1<2;1>:ud r3.2<0>:ud {AccWrEn}
mad (2|M24) r10.0<1>:hf r2.3<0;0>:f -r2.2<0;0>:hf -r2.0<1>:f
csel (1|M0) (lt)f1.0 r127.3<1>:hf r2.0<0;0>:f -(abs)r64.2<2;1>:hf r3.0<0>:hf {Atomic}
(~f1.0) lrp (1|M16) (gt)f1.0 r127.1<1>:f -(abs)r3.0<2;1>:hf r64.0<2;1>:f (abs)r3.3<0>:hf {NoDDChk}
(W&f0.1) mad (16|M0) (sat)r10.0<1>:hf -(abs)r3.0<2;1>:f -(abs)r127.0<0;0>:hf (abs)r64.1<1>:hf
mad (8|M16) r127.0<1>:ud (abs)r64.0<2;1>:ud r127.0<0;0>:ud r64.0<1>:ud
csel (8|M0) r127.0<1>:hf (abs)r127.3<2;1>:f -r3.3<0;0>:hf r2.0<1>:f {Switch}
mad (8|M0) r127.0<1>:hf -r64.0<2;1>:hf -(abs)r3.0<2;1>:hf -(abs)r64.0<1>:hf {NoDDClr}
mad (16|M0) (le)f0.1 (sat)r10.0<1>:ud -(abs)r3.0<0;0>:ud -(abs)r64.0<2;1>:ud -(abs)r2.0<1>:ud
lrp (8|M0) r10.0<1>:f -(abs)r2.0<0;0>:f r2.1<2;1>:f (abs)r3.0<1>:f {NoDDChk}
bfe (32|M0) r10.0<1>:ud r3.0<2;1>:ud r64.0<0;0>:ud r3.2<1>:ud {Breakpoint}
(f0.0) lrp (4|M0) (sat)r127.0<1>:ud -r64.0<0;0>:ud -(abs)r2.0<2;1>:ud r127.0<1>:ud {NoDDChk}
(f0.0.all4h) mad (8|M0) (ov)f0.0 r1.0<1>:ud -(abs)r2.0<2;1>:ud -r64.1<2;1>:ud -r64.0<0>:ud
lrp (2|M28) r1.0<1>:f r64.2<0;0>:f r127.2<0;0>:hf -(abs)r2.0<0>:hf {AccWrEn,NoDDClr,Switch}
lrp (8|M16) (le)f1.0 r1.0<1>:df (abs)r2.0<2;1>:df -r3.0<2;1>:df r2.0<0>:df
(W) csel (8|M16) r1.0<1>:f r127.1<0;0>:hf r2.0<0;0>:f -(abs)r3.0<0>:hf
madm (8|M24) r64.mme7:f r9.nomme:f (abs)r127.nomme:f -r64.mme7:f {NoDDClr}
(W) csel (8|M0) (gt)f0.1 r127.0<1>:hf r3.0<0;0>:hf -r64.0<0;0>:hf (abs)r3.0<0>:hf {AccWrEn,NoDDChk}
(f1.0.any4h) lrp (16|M0) (gt)f1.0 r127.0<1>:hf r2.0<0;0>:hf -r3.0<0;0>:hf r2.0<0>:hf
mad (4|M24) r10.0<1>:f -r127.0<0;0>:f -r3.0<2;1>:hf r127.1<1>:f
lrp (32|M8) (sat)r1.0<1>:hf -(abs)r2.0<2;1>:hf -r3.0<2;1>:hf r3.0<1>:f {Breakpoint}
(W) bfi2 (2|M20) r1.0<1>:d r64.0<0;0>:d r3.0<2;1>:d r127.2<1>:d
(W) bfe (2|M20) r1.0<1>:d r2.2<0;0>:d r64.3<2;1>:d r64.0<0>:d {Atomic,Breakpoint,NoDDChk}
csel (1|M0) (gt)f1.1 r1.2<1>:d (abs)r64.3<0;0>:d -(abs)r127.0<0;0>:d -r3.3<1>:d
mad (4|M0) (sat)r10.0<1>:hf -(abs)r64.0<2;1>:f -(abs)r3.2<0;0>:f r2.0<0>:f {Atomic}
lrp (1|M24) r10.7<1>:hf r64.0<0;0>:f (abs)r64.0<2;1>:hf -(abs)r2.0<0>:hf
(W&f0.0) mad (16|M0) (sat)r10.0<1>:hf -r64.2<2;1>:f (abs)r127.0<0;0>:hf r2.0<1>:hf {Switch}
mad (2|M28) r1.0<1>:df -r2.0<0;0>:df -r2.0<0;0>:df -r3.0<0>:df
mad (16|M0) (eq)f0.1 r10.0<1>:d -r2.0<2;1>:d -(abs)r127.0<0;0>:d r64.0<1>:d
(W) mad (8|M16) r10.0<1>:df -r3.0<0;0>:df r64.1<0;0>:df -(abs)r127.2<0>:df {NoDDClr}
bfi2 (8|M8) r10.0<1>:ud r3.3<2;1>:ud r64.0<2;1>:ud r3.3<1>:ud
mad (32|M24) (sat)r1.0<1>:ud -(abs)r2.3<0;0>:ud r127.0<2;1>:ud r127.0<0>:ud {NoDDClr}
bfe (8|M0) r1.0<1>:ud r2.0<0;0>:ud r3.0<2;1>:ud r127.0<0>:ud
bfe (8|M0) r1.0<1>:d r127.0<0;0>:d r2.0<2;1>:d r64.0<0>:d
(~f1.0) madm (2|M28) r127.mme7:f (abs)r1.mme0:f r9.nomme:f -r9.mme7:f
(W) bfe (32|M0) r127.0<1>:ud r64.2<2;1>:ud r3.0<0;0>:ud r64.0<0>:ud
csel (32|M0) (lt)f0.1 r127.0<1>:f (abs)r127.0<2;1>:hf r3.3<0;0>:f (abs)r2.0<1>:hf
(~f1.1) bfi2 (16|M8) r10.0<1>:ud r2.0<0;0>:ud r64.0<0;0>:ud r127.0<1>:ud
mad (4|M0) (sat)r10.0<1>:f r2.1<2;1>:hf -(abs)r2.0<0;0>:f r2.0<0>:f
bfi2 (2|M16) r127.0<1>:ud r127.1<2;1>:ud r3.0<0;0>:ud r3.0<1>:ud
madm (8|M0) r1.mme0:df (abs)r9.mme2:df r64.mme2:df r64.nomme:df
mad (2|M24) (lt)f1.0 r127.0<1>:f -(abs)r64.0<0;0>:f r64.0<0;0>:f r127.1<1>:f
(W&f1.0) mad (16|M0) r127.0<1>:hf r3.0<2;1>:hf r127.0<2;1>:f (abs)r64.0<0>:hf
madm (4|M0) r1.mme2:hf -(abs)r127.nomme:hf (abs)r127.nomme:hf r127.nomme:hf
bfe (8|M0) r1.0<1>:ud r3.2<2;1>:ud r2.0<2;1>:ud r2.3<1>:ud {Breakpoint}
lrp (32|M0) r127.0<1>:df r127.0<0;0>:df r64.0<0;0>:df -(abs)r3.1<0>:df
mad (16|M8) r1.0<1>:d r3.2<2;1>:d r127.0<2;1>:d r127.0<1>:d {NoDDChk}
lrp (16|M0) r10.0<1>:hf (abs)r2.0<0;0>:hf (abs)r2.0<0;0>:f (abs)r2.2<1>:hf
mad (8|M24) r1.0<1>:d -(abs)r127.0<0;0>:d r64.3<0;0>:d r3.0<1>:d {NoDDClr}
(W&~f1.1) bfi2 (8|M16) r10.0<1>:ud r2.0<2;1>:ud r3.0<0;0>:ud r127.2<0>:ud
lrp (16|M0) r10.0<1>:hf (abs)r3.0<0;0>:f -(abs)r2.0<0;0>:hf -r2.0<1>:f
mad (16|M0) r127.0<1>:df (abs)r64.0<2;1>:df -r2.0<0;0>:df r2.0<0>:df
(f1.0) mad (16|M0) r1.0<1>:hf (abs)r3.1<0;0>:f -(abs)r3.0<2;1>:hf r3.0<1>:hf
lrp (8|M24) (un)f1.0 r1.0<1>:hf -(abs)r3.0<0;0>:hf -r127.0<2;1>:f r64.2<0>:hf
(W) csel (16|M16) r127.0<1>:ud (abs)r127.0<2;1>:ud (abs)r3.1<0;0>:ud -(abs)r64.0<1>:ud
mad (8|M0) r10.0<1>:d -r64.1<2;1>:d r2.0<0;0>:d -(abs)r2.0<0>:d {Switch}
(W) bfe (16|M8) r127.0<1>:d r2.0<2;1>:d r127.3<2;1>:d r3.2<1>:d
bfe (8|M0) r127.0<1>:d r2.0<2;1>:d r2.3<2;1>:d r127.0<0>:d
(W) mad (4|M0) r10.0<1>:f -(abs)r2.0<0;0>:hf r64.0<0;0>:hf r2.0<0>:f {NoDDChk,NoDDClr}
madm (32|M0) r9.mme7:f -(abs)r9.mme0:f -r9.nomme:f -(abs)r1.nomme:f {NoDDClr}
lrp (8|M8) (sat)r10.0<1>:ud -r64.0<0;0>:ud -(abs)r2.2<2;1>:ud (abs)r127.0<1>:ud {Switch}
(f1.1.any4h) bfe (8|M24) r10.0<1>:d r3.0<2;1>:d r64.0<2;1>:d r127.2<0>:d {Atomic}
(W&f0.0) lrp (2|M4) (ov)f0.0 r127.0<1>:ud -r3.0<2;1>:ud r3.0<2;1>:ud -r64.0<0>:ud {AccWrEn,Breakpoint}
mad (8|M0) r127.0<1>:hf -r127.0<0;0>:hf -r127.0<0;0>:hf -r2.1<1>:hf
bfe (1|M0) r1.0<1>:d r64.0<2;1>:d r3.1<2;1>:d r64.0<1>:d
(~f1.0.any4h) bfe (16|M0) r127.0<1>:ud r3.0<2;1>:ud r2.0<2;1>:ud r127.3<0>:ud
mad (32|M0) r1.0<1>:ud -r127.0<0;0>:ud (abs)r64.0<2;1>:ud -r127.0<0>:ud
bfe (16|M0) r10.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r3.0<1>:d
bfe (16|M8) r1.0<1>:d r2.3<2;1>:d r64.1<2;1>:d r2.3<1>:d
mad (8|M0) r1.0<1>:d (abs)r3.0<2;1>:d r64.0<2;1>:d -(abs)r127.0<1>:d
csel (16|M16) (un)f1.0 r1.0<1>:f -r127.0<2;1>:hf -(abs)r127.0<2;1>:hf -(abs)r127.3<0>:hf
mad (32|M8) (sat)r1.0<1>:ud r2.0<0;0>:ud -r2.0<0;0>:ud (abs)r3.0<1>:ud {Breakpoint,NoDDChk}
madm (16|M16) r1.mme0:f -(abs)r9.mme7:f -(abs)r1.nomme:f r64.nomme:f
mad (16|M0) r127.0<1>:f (abs)r3.1<0;0>:f (abs)r64.2<0;0>:hf r127.1<1>:hf {Atomic,Breakpoint,NoDDChk}
mad (32|M0) r127.0<1>:f -(abs)r64.0<0;0>:hf (abs)r2.0<0;0>:f (abs)r2.2<1>:hf {NoDDChk}
csel (32|M24) (ov)f1.1 r10.0<1>:hf -r127.0<2;1>:f r3.0<0;0>:f r127.0<1>:hf
(W) csel (4|M0) r127.0<1>:ud (abs)r127.0<2;1>:ud r3.3<2;1>:ud -r64.0<0>:ud
(W&f0.0) bfe (16|M0) r10.0<1>:ud r127.0<0;0>:ud r64.0<0;0>:ud r2.0<0>:ud
lrp (16|M0) r10.0<1>:hf -(abs)r64.0<2;1>:hf (abs)r127.3<0;0>:f -r2.0<1>:hf {AccWrEn}
bfi2 (16|M0) r10.0<1>:ud r3.0<2;1>:ud r2.0<2;1>:ud r3.2<0>:ud
madm (8|M0) r1.mme2:df r127.mme0:df -(abs)r127.mme0:df r9.mme2:df {NoDDChk}
madm (8|M8) r9.mme0:hf -r64.mme7:hf r9.mme0:hf -r1.mme7:hf
(W) lrp (8|M16) r1.0<1>:df r2.0<0;0>:df r2.0<2;1>:df (abs)r2.1<1>:df
(f0.0.any4h) bfi2 (1|M0) r10.5<1>:ud r2.1<2;1>:ud r3.1<2;1>:ud r64.2<1>:ud {NoDDChk,Switch}
csel (8|M0) (ge)f1.0 (sat)r1.0<1>:f (abs)r2.3<2;1>:hf -(abs)r2.0<0;0>:f r64.0<0>:hf {NoDDClr}
csel (1|M4) r10.3<1>:d -(abs)r64.0<0;0>:d r64.0<0;0>:d -r2.0<0>:d {NoDDChk,Switch}
csel (8|M0) (gt)f1.0 r10.0<1>:f r3.0<0;0>:f r2.3<0;0>:hf r3.0<1>:f
csel (4|M4) (ne)f0.1 r10.0<1>:f -(abs)r64.0<0;0>:f r2.0<0;0>:f -r127.0<1>:hf
bfe (8|M16) r127.0<1>:ud r2.0<2;1>:ud r2.0<0;0>:ud r3.0<0>:ud {AccWrEn}
csel (4|M20) r127.0<1>:ud -r127.0<0;0>:ud -r2.0<2;1>:ud -(abs)r127.2<0>:ud {Breakpoint,NoDDClr}
