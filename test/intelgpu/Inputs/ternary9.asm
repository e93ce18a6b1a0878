// Gen9 corpus: utils/intelgpu-corpus.py -p 9 -g ternary -n 2500 --seed 20261123; 2027 lines iga64 accepts.
bfe (32|M0) r1.0<1>:d r2.0<0;0>:d r2.0<2;1>:d r64.0<0>:d
mad (8|M0) (sat)r10.0<1>:f -(abs)r64.3<0;0>:hf -r2.0<2;1>:f r3.0<0>:f {Atomic}
bfe (16|M0) r127.0<1>:ud r127.3<0;0>:ud r2.0<0;0>:ud r64.1<1>:ud {Breakpoint}
(~f1.1.all4h) bfi2 (8|M0) r10.0<1>:d r3.3<0;0>:d r127.0<0;0>:d r2.3<1>:d {Switch}
bfi2 (1|M0) r127.0<1>:d r64.0<2;1>:d r3.0<0;0>:d r127.0<1>:d
csel (16|M0) (sat)r1.0<1>:f r3.0<0;0>:f -(abs)r64.1<2;1>:hf r3.0<1>:f
lrp (4|M0) r127.0<1>:ud -r127.0<2;1>:ud r2.0<0;0>:ud (abs)r64.0<1>:ud {Breakpoint}
bfe (1|M0) r10.0<1>:ud r2.0<0;0>:ud r127.0<2;1>:ud r64.0<1>:ud
(~f0.0) lrp (8|M0) r1.0<1>:f r127.3<2;1>:f (abs)r64.1<2;1>:hf -r3.0<0>:f
bfe (2|M20) r10.0<1>:d r2.0<0;0>:d r3.3<2;1>:d r3.0<0>:d
csel (16|M0) r1.0<1>:d (abs)r3.3<2;1>:d (abs)r2.3<2;1>:d (abs)r127.2<0>:d {AccWrEn}
(~f1.0.all4h) mad (16|M8) r1.0<1>:d -r3.0<0;0>:d r3.0<2;1>:d r127.0<0>:d {AccWrEn}
bfe (8|M0) r1.0<1>:ud r64.0<2;1>:ud r2.0<0;0>:ud r3.1<1>:ud {Breakpoint}
csel (2|M0) (eq)f1.0 r127.0<1>:ud -r127.0<2;1>:ud (abs)r2.1<0;0>:ud (abs)r3.2<0>:ud
lrp (16|M0) r1.0<1>:hf -r127.0<2;1>:f -(abs)r3.2<2;1>:f r64.0<1>:hf
bfe (16|M0) r127.0<1>:ud r64.0<0;0>:ud r3.2<0;0>:ud r64.1<0>:ud {AccWrEn,Breakpoint}
mad (4|M0) r1.0<1>:hf -(abs)r3.0<0;0>:hf r127.1<0;0>:f r2.3<0>:hf
csel (1|M0) r10.0<1>:df r3.2<2;1>:df r64.0<0;0>:df -r2.0<1>:df
(~f1.0.any4h) lrp (8|M16) r127.0<1>:df -r2.1<0;0>:df -(abs)r3.1<0;0>:df r64.3<1>:df
mad (2|M4) r127.0<1>:f (abs)r3.0<2;1>:f -(abs)r64.0<0;0>:f r3.0<0>:hf {AccWrEn}
bfi2 (1|M0) r127.1<1>:d r2.0<0;0>:d r127.0<0;0>:d r2.0<1>:d
bfi2 (2|M0) r1.0<1>:ud r3.0<2;1>:ud r127.2<2;1>:ud r64.0<0>:ud
bfe (8|M0) r1.0<1>:d r2.0<2;1>:d r2.0<0;0>:d r127.0<0>:d {AccWrEn}
mad (4|M28) (ge)f1.1 (sat)r127.0<1>:df -(abs)r127.0<2;1>:df r2.3<2;1>:df -r127.0<0>:df
csel (1|M0) (gt)f0.0 r10.3<1>:df (abs)r64.0<0;0>:df (abs)r64.0<0;0>:df r2.1<1>:df
(W) lrp (4|M0) (lt)f1.1 r1.0<1>:df r3.2<0;0>:df -(abs)r127.0<2;1>:df -(abs)r127.0<0>:df
mad (2|M0) r10.0<1>:f (abs)r127.3<0;0>:f r127.0<0;0>:f r2.0<0>:f
mad (8|M0) r1.0<1>:f -r127.2<2;1>:f r127.2<0;0>:f r127.0<1>:hf
mad (8|M0) (ne)f0.0 r1.0<1>:d -(abs)r2.0<0;0>:d -(abs)r3.2<2;1>:d r127.0<1>:d
bfe (16|M8) r10.0<1>:d r2.0<2;1>:d r3.0<2;1>:d r2.0<1>:d {Switch}
csel (16|M0) r10.0<1>:hf -r3.0<0;0>:hf r127.0<0;0>:f r2.0<0>:hf {Atomic}
bfe (8|M16) r10.0<1>:ud r64.0<2;1>:ud r64.2<2;1>:ud r64.0<0>:ud {NoDDChk}
(~f0.0.any4h) lrp (8|M0) (le)f0.0 r127.0<1>:df r3.0<0;0>:df r127.0<0;0>:df (abs)r2.0<1>:df {NoDDChk}
bfe (16|M0) r127.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r2.2<1>:d {NoDDClr}
(W) mad (8|M0) r10.0<1>:f r64.2<2;1>:f r64.0<2;1>:f r127.0<1>:hf
csel (8|M0) (lt)f1.1 r10.0<1>:ud r127.2<2;1>:ud -(abs)r2.3<2;1>:ud -r3.1<1>:ud
mad (16|M0) (lt)f0.1 r127.0<1>:f -r127.0<0;0>:f (abs)r127.0<0;0>:f r2.0<1>:f
(f0.0.all4h) lrp (1|M4) r127.0<1>:df r127.1<0;0>:df -r127.0<0;0>:df r64.2<0>:df {AccWrEn}
csel (32|M8) (un)f0.0 r1.0<1>:hf (abs)r2.0<0;0>:f -r2.3<2;1>:hf (abs)r3.0<0>:f
lrp (16|M0) (eq)f0.1 r10.0<1>:hf r2.0<0;0>:hf (abs)r127.0<2;1>:hf -(abs)r2.0<0>:hf {Breakpoint}
mad (2|M12) r10.0<1>:df -(abs)r64.0<0;0>:df r2.0<0;0>:df (abs)r3.0<1>:df {NoDDChk}
lrp (16|M0) r10.0<1>:df r64.0<2;1>:df (abs)r64.0<0;0>:df -(abs)r2.3<1>:df {Atomic,NoDDClr}
mad (8|M0) r10.0<1>:df r3.0<2;1>:df -r3.0<0;0>:df (abs)r2.0<0>:df
bfi2 (16|M0) r1.0<1>:ud r64.0<2;1>:ud r3.0<2;1>:ud r64.0<1>:ud
csel (32|M0) r1.0<1>:df r2.0<2;1>:df -r127.0<2;1>:df -(abs)r64.0<1>:df {Switch}
csel (16|M8) r10.0<1>:hf r64.0<2;1>:hf (abs)r64.1<0;0>:f -(abs)r2.0<1>:hf {NoDDChk,Switch}
(W&~f0.1) lrp (16|M0) (ne)f0.1 r10.0<1>:f r2.0<0;0>:f r2.0<2;1>:f -r2.0<0>:hf {Switch}
(W) mad (16|M0) r1.0<1>:d -(abs)r3.3<0;0>:d (abs)r2.1<0;0>:d r2.1<0>:d
lrp (32|M8) (sat)r1.0<1>:ud r3.0<0;0>:ud -(abs)r64.1<0;0>:ud r3.0<0>:ud
bfi2 (16|M0) r127.0<1>:ud r127.2<0;0>:ud r3.0<2;1>:ud r2.0<0>:ud
(~f0.1.all4h) bfi2 (1|M0) r127.0<1>:d r64.0<0;0>:d r64.0<2;1>:d r64.2<1>:d
mad (8|M0) r127.0<1>:ud r127.0<0;0>:ud (abs)r127.0<0;0>:ud r3.0<1>:ud {Breakpoint}
bfi2 (4|M28) r1.0<1>:d r64.2<0;0>:d r64.0<0;0>:d r64.0<1>:d
bfi2 (4|M0) r10.0<1>:d r2.0<2;1>:d r127.0<0;0>:d r3.0<1>:d
bfe (8|M8) r1.0<1>:d r3.1<2;1>:d r2.1<2;1>:d r2.0<0>:d {NoDDChk}
bfi2 (16|M0) r127.0<1>:d r64.3<0;0>:d r64.3<2;1>:d r64.0<0>:d
lrp (2|M8) r1.0<1>:df (abs)r64.3<0;0>:df (abs)r3.0<0;0>:df -(abs)r64.0<1>:df
mad (4|M12) r1.0<1>:d -r3.0<2;1>:d -(abs)r64.0<0;0>:d r64.3<0>:d
mad (32|M0) (ge)f1.0 r127.0<1>:f (abs)r127.0<2;1>:f r3.1<2;1>:hf (abs)r64.2<0>:hf {Breakpoint}
csel (2|M28) (un)f1.0 (sat)r1.0<1>:f -r2.0<2;1>:hf (abs)r2.2<0;0>:hf -(abs)r64.3<0>:f
(W&f0.1) bfi2 (1|M28) r10.1<1>:d r3.2<2;1>:d r64.0<2;1>:d r2.1<0>:d {AccWrEn}
mad (16|M0) (sat)r1.0<1>:d -(abs)r127.1<2;1>:d -(abs)r127.3<0;0>:d -(abs)r64.3<1>:d
mad (32|M0) r10.0<1>:df -r2.1<2;1>:df (abs)r64.0<2;1>:df -r64.0<1>:df
mad (8|M0) r127.0<1>:f (abs)r64.0<0;0>:f r3.0<2;1>:f (abs)r127.2<0>:f
mad (1|M24) r127.2<1>:d -(abs)r127.0<2;1>:d -(abs)r3.0<0;0>:d r64.0<0>:d
csel (16|M8) r10.0<1>:df -r127.3<0;0>:df r64.1<0;0>:df r127.0<0>:df
bfe (8|M16) r1.0<1>:d r3.3<2;1>:d r3.0<0;0>:d r2.0<0>:d
bfe (32|M24) r1.0<1>:ud r3.1<0;0>:ud r3.0<2;1>:ud r64.3<0>:ud
(W) csel (4|M0) r1.0<1>:df r2.0<0;0>:df r127.0<2;1>:df r64.2<0>:df {NoDDClr}
csel (16|M24) r10.0<1>:f r64.0<2;1>:f r127.0<0;0>:hf r127.0<0>:f {Breakpoint}
(W) bfi2 (1|M0) r127.2<1>:d r127.0<2;1>:d r64.0<0;0>:d r64.0<1>:d {Breakpoint}
bfe (8|M8) r10.0<1>:ud r2.0<0;0>:ud r2.0<2;1>:ud r3.1<0>:ud
bfi2 (2|M0) r10.0<1>:d r2.3<0;0>:d r64.0<0;0>:d r64.0<0>:d
bfe (16|M0) r10.0<1>:ud r127.3<2;1>:ud r64.1<2;1>:ud r127.0<0>:ud {Atomic}
bfe (32|M0) r10.0<1>:ud r64.3<0;0>:ud r64.3<2;1>:ud r64.3<1>:ud
lrp (4|M20) r10.0<1>:hf (abs)r64.0<2;1>:hf -(abs)r2.0<2;1>:hf (abs)r64.0<1>:f {Breakpoint}
csel (8|M0) r127.0<1>:ud r2.0<2;1>:ud (abs)r127.0<0;0>:ud -r3.0<0>:ud
lrp (1|M8) (le)f0.1 r1.0<1>:f -(abs)r127.3<0;0>:f (abs)r127.0<2;1>:f (abs)r127.0<0>:f {NoDDClr}
mad (4|M0) r1.0<1>:d -r2.0<2;1>:d (abs)r2.1<2;1>:d r3.0<0>:d {AccWrEn}
lrp (16|M0) (eq)f0.0 r127.0<1>:ud r2.0<2;1>:ud -(abs)r2.0<2;1>:ud r2.0<0>:ud
csel (2|M16) (un)f0.0 r1.0<1>:f r2.0<2;1>:hf -(abs)r127.3<2;1>:hf -r3.0<0>:hf {AccWrEn,Breakpoint,NoDDClr}
(W&f1.1) lrp (4|M0) r10.0<1>:hf r2.1<0;0>:hf -(abs)r64.0<0;0>:hf (abs)r3.2<1>:hf
(W) mad (8|M0) r1.0<1>:df (abs)r127.3<2;1>:df (abs)r127.0<0;0>:df r3.2<1>:df
csel (32|M0) (le)f1.1 (sat)r1.0<1>:df -(abs)r127.0<0;0>:df r2.0<0;0>:df r127.0<1>:df
csel (8|M0) (ge)f0.0 r127.0<1>:ud r64.0<0;0>:ud r3.0<2;1>:ud -r3.0<1>:ud
(~f0.1) mad (1|M0) r1.0<1>:f (abs)r3.0<2;1>:hf -r2.3<0;0>:hf r127.0<0>:f
mad (16|M16) (ov)f0.1 r127.0<1>:f (abs)r127.0<2;1>:hf r3.0<0;0>:f r127.0<1>:hf
(f1.0.all4h) lrp (1|M28) r127.7<1>:ud -r2.0<0;0>:ud -(abs)r127.0<2;1>:ud -r127.0<0>:ud {Breakpoint}
mad (8|M0) (gt)f1.1 r127.0<1>:ud -r3.0<0;0>:ud r127.2<0;0>:ud r64.0<1>:ud {NoDDChk}
lrp (8|M8) r127.0<1>:hf -r2.0<0;0>:f -(abs)r64.1<0;0>:hf -(abs)r2.0<1>:hf
bfe (8|M0) r10.0<1>:ud r64.2<0;0>:ud r3.0<0;0>:ud r127.0<0>:ud {Atomic}
(W) bfe (8|M0) r1.0<1>:d r2.0<0;0>:d r2.0<2;1>:d r64.0<0>:d
(W&~f0.0) mad (1|M0) r1.2<1>:ud r2.2<2;1>:ud -r64.0<2;1>:ud r64.0<0>:ud
lrp (32|M0) (ne)f1.0 r1.0<1>:hf r64.0<0;0>:hf r3.0<2;1>:hf -(abs)r2.2<0>:f
mad (16|M24) (eq)f0.1 r127.0<1>:f -r64.0<2;1>:hf -(abs)r127.0<2;1>:f -(abs)r2.0<1>:f
(~f1.1) mad (4|M16) (ne)f1.1 r127.0<1>:ud (abs)r3.1<2;1>:ud r64.0<0;0>:ud r3.0<0>:ud
mad (32|M8) r10.0<1>:hf r64.0<2;1>:hf r3.0<2;1>:hf r127.0<0>:hf
(W&~f1.0) bfi2 (8|M0) r1.0<1>:ud r2.0<0;0>:ud r2.0<0;0>:ud r64.0<1>:ud
(W) bfe (4|M28) r1.0<1>:ud r3.3<2;1>:ud r64.0<0;0>:ud r2.3<1>:ud
csel (4|M24) r1.0<1>:f r64.0<0;0>:f (abs)r127.0<0;0>:f (abs)r3.3<1>:hf
mad (8|M8) r1.0<1>:hf -r2.1<0;0>:hf -(abs)r2.3<0;0>:f r64.2<1>:hf {AccWrEn}
(~f0.0.any4h) lrp (16|M0) r127.0<1>:d -r64.1<0;0>:d -(abs)r2.0<2;1>:d (abs)r64.0<1>:d {Atomic}
csel (16|M0) (sat)r10.0<1>:d r2.0<2;1>:d r127.0<2;1>:d -r3.1<1>:d
csel (8|M0) r10.0<1>:f -(abs)r3.0<2;1>:hf (abs)r2.0<0;0>:hf (abs)r64.0<0>:hf
(f0.1.any4h) mad (4|M12) (lt)f0.1 r1.0<1>:df (abs)r3.0<2;1>:df r127.0<2;1>:df r2.0<0>:df
(W) lrp (4|M0) (un)f0.0 r10.0<1>:f (abs)r3.0<2;1>:f -r127.0<0;0>:hf -(abs)r64.1<0>:f {NoDDClr}
csel (1|M12) r1.7<1>:hf -(abs)r127.0<2;1>:f r2.0<0;0>:f -(abs)r64.0<0>:hf {NoDDChk}
mad (16|M0) r10.0<1>:hf (abs)r3.0<2;1>:hf -r2.0<2;1>:hf -(abs)r64.0<1>:hf
lrp (4|M0) r127.0<1>:df (abs)r3.3<0;0>:df r64.0<2;1>:df -r64.0<0>:df {AccWrEn,NoDDChk}
csel (8|M0) r1.0<1>:f (abs)r2.2<0;0>:f -(abs)r64.0<2;1>:f r2.0<0>:hf {Atomic}
bfe (2|M16) r1.0<1>:d r64.2<2;1>:d r3.0<2;1>:d r2.0<0>:d
csel (8|M16) r127.0<1>:ud -r2.0<0;0>:ud r64.2<0;0>:ud -(abs)r3.0<0>:ud
lrp (8|M0) (sat)r1.0<1>:hf r64.1<2;1>:hf r3.0<2;1>:hf -(abs)r3.2<1>:f {NoDDChk}
bfi2 (4|M0) r10.0<1>:ud r64.2<2;1>:ud r64.0<0;0>:ud r64.0<1>:ud
bfi2 (8|M24) r10.0<1>:ud r2.2<0;0>:ud r127.3<2;1>:ud r127.0<1>:ud
lrp (2|M0) (sat)r1.0<1>:ud -(abs)r64.0<2;1>:ud (abs)r127.2<2;1>:ud r2.0<1>:ud
bfe (8|M0) r1.0<1>:ud r127.0<0;0>:ud r2.0<2;1>:ud r64.0<0>:ud
mad (4|M0) (ge)f0.0 r1.0<1>:ud r127.2<2;1>:ud r127.0<0;0>:ud -r2.2<0>:ud {NoDDChk,NoDDClr}
(W) csel (16|M24) (sat)r1.0<1>:f -(abs)r127.2<0;0>:f r3.0<0;0>:hf (abs)r127.0<0>:hf
bfi2 (2|M0) r1.0<1>:ud r2.0<2;1>:ud r3.1<0;0>:ud r2.0<0>:ud
csel (8|M0) r10.0<1>:hf r64.2<0;0>:f r64.0<2;1>:hf -r127.0<0>:hf
csel (32|M0) r127.0<1>:df -r3.3<0;0>:df r64.3<2;1>:df -r64.0<1>:df
csel (1|M0) (un)f1.0 r1.2<1>:ud (abs)r127.2<0;0>:ud -r2.0<2;1>:ud r3.0<0>:ud {Breakpoint}
csel (1|M4) r10.3<1>:df -r64.0<2;1>:df r2.0<0;0>:df -(abs)r3.3<1>:df
bfe (2|M0) r127.0<1>:ud r2.0<2;1>:ud r2.1<2;1>:ud r64.0<0>:ud {Breakpoint,Switch}
bfe (8|M16) r127.0<1>:ud r64.0<0;0>:ud r127.0<2;1>:ud r64.0<0>:ud
bfi2 (16|M16) r1.0<1>:ud r3.0<0;0>:ud r3.0<0;0>:ud r3.0<0>:ud
lrp (16|M0) r10.0<1>:hf r3.0<0;0>:hf -r64.1<2;1>:hf r64.3<1>:f {AccWrEn}
bfi2 (8|M0) r10.0<1>:ud r127.0<0;0>:ud r3.0<0;0>:ud r3.0<0>:ud
(W) mad (16|M0) r10.0<1>:df r3.2<2;1>:df -(abs)r127.0<0;0>:df r3.0<0>:df {NoDDClr}
lrp (8|M0) r10.0<1>:df r127.0<2;1>:df -r2.0<2;1>:df -r3.3<0>:df {Atomic}
lrp (2|M4) r1.0<1>:ud -r64.0<0;0>:ud (abs)r64.0<0;0>:ud (abs)r3.0<1>:ud {Breakpoint,NoDDClr}
bfi2 (32|M0) r1.0<1>:d r3.0<2;1>:d r2.3<2;1>:d r3.0<0>:d
bfe (2|M16) r10.0<1>:ud r64.0<2;1>:ud r64.3<0;0>:ud r2.0<0>:ud
csel (16|M0) r10.0<1>:df -r127.0<0;0>:df -(abs)r2.0<2;1>:df -r64.0<0>:df {Switch}
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
(W&f1.0) lrp (2|M8) (sat)r1.0<1>:hf -(abs)r127.0<2;1>:f -(abs)r127.3<2;1>:hf -(abs)r127.3<0>:f
csel (16|M16) r127.0<1>:d r2.0<0;0>:d r127.0<2;1>:d -r3.0<0>:d {AccWrEn}
mad (4|M0) (sat)r127.0<1>:d (abs)r2.0<0;0>:d -r3.1<2;1>:d r2.0<0>:d {AccWrEn}
lrp (32|M0) (sat)r1.0<1>:d -(abs)r64.1<2;1>:d r64.1<2;1>:d r64.1<1>:d
(~f1.0) mad (1|M0) (sat)r1.1<1>:f -r127.0<0;0>:hf -(abs)r3.3<2;1>:hf -r64.0<0>:f
(f1.0.any4h) mad (16|M0) r10.0<1>:hf (abs)r64.1<2;1>:f -r127.0<2;1>:f -r2.0<1>:hf
(W) bfe (1|M12) r1.5<1>:d r127.1<2;1>:d r3.0<2;1>:d r127.0<1>:d {AccWrEn,Switch}
(W) csel (8|M0) r1.0<1>:d -(abs)r64.0<0;0>:d -(abs)r3.0<2;1>:d -(abs)r2.0<1>:d {AccWrEn}
lrp (2|M28) (eq)f1.1 r127.0<1>:f r3.0<0;0>:f -r127.0<2;1>:f r127.0<1>:f
bfi2 (16|M24) r1.0<1>:ud r127.3<0;0>:ud r3.3<2;1>:ud r3.2<0>:ud {Atomic}
csel (4|M0) r127.0<1>:ud -r2.0<0;0>:ud -(abs)r2.0<2;1>:ud -(abs)r3.0<0>:ud
mad (8|M0) r127.0<1>:d r64.2<0;0>:d (abs)r64.0<0;0>:d r3.0<0>:d
(W&~f1.0) bfi2 (8|M16) r10.0<1>:d r64.3<2;1>:d r64.2<2;1>:d r127.1<1>:d {NoDDChk}
csel (8|M8) (eq)f0.1 r10.0<1>:f (abs)r3.0<0;0>:f (abs)r3.0<2;1>:f -(abs)r2.1<1>:hf
csel (2|M4) (sat)r127.0<1>:f -(abs)r127.0<0;0>:hf r127.2<2;1>:hf -r3.0<1>:f {Switch}
mad (2|M12) (ne)f1.1 r10.0<1>:ud (abs)r3.0<2;1>:ud -(abs)r3.0<0;0>:ud (abs)r3.0<0>:ud {NoDDChk}
lrp (2|M8) r127.0<1>:df r3.1<2;1>:df -r127.0<0;0>:df -(abs)r3.0<0>:df {Switch}
(f1.0.all4h) mad (1|M0) r10.5<1>:f -(abs)r2.0<2;1>:hf (abs)r3.0<2;1>:hf (abs)r64.0<1>:f
bfe (16|M24) r127.0<1>:ud r64.0<2;1>:ud r2.1<2;1>:ud r127.0<1>:ud {Breakpoint}
bfe (4|M12) r127.0<1>:d r127.0<2;1>:d r3.0<0;0>:d r127.3<1>:d {Atomic}
(W) bfe (2|M28) r1.0<1>:d r3.0<2;1>:d r2.0<2;1>:d r64.0<0>:d
csel (2|M24) (lt)f1.1 r127.0<1>:d -(abs)r127.1<0;0>:d (abs)r64.0<0;0>:d -r2.0<0>:d
mad (1|M0) r10.7<1>:d (abs)r3.0<0;0>:d (abs)r127.0<2;1>:d r127.0<0>:d
bfe (2|M0) r10.0<1>:d r2.0<0;0>:d r2.1<2;1>:d r64.0<0>:d
mad (32|M16) (ge)f0.0 r10.0<1>:f r64.1<0;0>:hf r64.0<2;1>:hf r64.0<0>:hf
(W) bfi2 (16|M0) r1.0<1>:d r127.0<2;1>:d r2.0<0;0>:d r64.0<1>:d
csel (1|M0) r10.1<1>:df -(abs)r3.0<2;1>:df r64.2<0;0>:df r2.0<0>:df {AccWrEn}
csel (1|M0) (gt)f1.1 r1.3<1>:df r64.1<2;1>:df -(abs)r3.0<0;0>:df -(abs)r64.1<1>:df {Atomic}
(W) lrp (32|M0) r127.0<1>:df -r127.3<2;1>:df -r2.0<2;1>:df -r127.2<0>:df
(W) csel (32|M8) (ov)f1.0 r1.0<1>:df -(abs)r2.0<0;0>:df r3.0<0;0>:df r64.1<0>:df
lrp (1|M20) r10.7<1>:f -(abs)r127.2<2;1>:hf r3.0<0;0>:f -(abs)r2.0<0>:f {NoDDChk}
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
mad (2|M0) r127.0<1>:hf -(abs)r3.0<0;0>:f -(abs)r3.0<0;0>:hf r127.0<1>:f
csel (16|M0) r10.0<1>:f (abs)r3.0<0;0>:f -r127.2<0;0>:f r3.1<0>:hf {Breakpoint}
mad (32|M24) (sat)r1.0<1>:f -r64.1<0;0>:f (abs)r3.0<2;1>:hf (abs)r64.2<0>:hf
(W) mad (16|M0) (sat)r10.0<1>:f -(abs)r2.0<0;0>:hf r2.3<2;1>:hf r3.1<1>:f
csel (1|M12) (sat)r1.2<1>:f r3.0<0;0>:hf r64.0<2;1>:hf (abs)r2.0<0>:f
bfe (8|M0) r127.0<1>:d r127.0<2;1>:d r127.0<0;0>:d r3.0<1>:d
mad (4|M8) r10.0<1>:ud -r2.0<2;1>:ud r64.0<0;0>:ud r127.0<1>:ud {NoDDChk,Switch}
mad (2|M0) r127.0<1>:d -(abs)r64.0<0;0>:d (abs)r3.0<0;0>:d r127.0<0>:d
mad (8|M16) (ge)f0.0 (sat)r127.0<1>:df -r127.3<0;0>:df (abs)r3.3<0;0>:df (abs)r64.0<1>:df {Breakpoint}
bfe (16|M16) r10.0<1>:ud r64.0<2;1>:ud r64.1<2;1>:ud r64.1<0>:ud
mad (16|M16) r127.0<1>:hf (abs)r3.3<0;0>:f r64.0<2;1>:hf -(abs)r3.0<1>:hf
lrp (2|M0) r1.0<1>:f r3.2<2;1>:hf (abs)r127.2<2;1>:f -r2.1<0>:f
csel (8|M8) (gt)f1.0 r1.0<1>:df -r64.0<2;1>:df r64.0<0;0>:df -r2.2<1>:df
csel (8|M0) r10.0<1>:f -(abs)r2.0<0;0>:f r2.0<2;1>:hf (abs)r2.2<0>:hf
lrp (16|M0) (ne)f1.0 r127.0<1>:f r64.2<2;1>:hf r127.0<0;0>:hf r2.0<1>:hf {Breakpoint,NoDDChk,NoDDClr}
bfe (8|M0) r1.0<1>:d r64.0<0;0>:d r3.0<2;1>:d r2.0<0>:d {NoDDClr}
lrp (1|M28) (ov)f1.0 r10.1<1>:hf r2.0<2;1>:hf r3.2<2;1>:f r127.0<1>:f
(W) mad (32|M16) r1.0<1>:f r3.0<0;0>:hf -(abs)r3.3<2;1>:hf r3.2<0>:hf {Atomic}
(W&f0.0) bfe (8|M0) r127.0<1>:d r3.0<2;1>:d r64.0<0;0>:d r2.0<0>:d
csel (32|M0) (gt)f1.1 r10.0<1>:ud (abs)r127.0<0;0>:ud -r64.0<0;0>:ud r64.0<1>:ud
csel (16|M0) (sat)r1.0<1>:hf r127.0<2;1>:f r127.0<2;1>:f (abs)r3.0<1>:hf {NoDDChk}
(W) lrp (8|M0) r10.0<1>:ud -r2.1<0;0>:ud -r64.1<2;1>:ud r64.0<1>:ud
csel (16|M24) r10.0<1>:ud r3.1<2;1>:ud -r3.0<2;1>:ud r3.0<0>:ud
bfe (16|M0) r1.0<1>:d r2.3<0;0>:d r3.1<2;1>:d r2.0<1>:d
lrp (8|M8) (ov)f1.1 r127.0<1>:d -r64.3<2;1>:d -(abs)r3.0<2;1>:d r2.0<1>:d
(~f0.1.all4h) mad (16|M0) (ov)f0.1 (sat)r1.0<1>:d (abs)r64.0<2;1>:d -(abs)r64.0<0;0>:d r64.0<0>:d {Atomic,NoDDChk}
(W) bfe (8|M0) r10.0<1>:d r64.2<2;1>:d r3.0<0;0>:d r2.0<0>:d
lrp (32|M0) r1.0<1>:f (abs)r2.0<2;1>:f -(abs)r127.3<0;0>:hf (abs)r127.0<1>:f
mad (4|M0) r127.0<1>:d -r64.0<2;1>:d -(abs)r64.0<2;1>:d -(abs)r3.0<0>:d {Switch}
mad (2|M0) r10.0<1>:hf -(abs)r64.0<2;1>:hf -(abs)r2.0<2;1>:f -(abs)r64.0<1>:hf
mad (32|M0) r10.0<1>:d (abs)r3.0<0;0>:d -(abs)r64.0<2;1>:d -r64.0<1>:d
bfe (1|M16) r127.1<1>:ud r127.0<0;0>:ud r3.0<0;0>:ud r2.0<1>:ud {Atomic}
mad (16|M0) r10.0<1>:f -r64.0<0;0>:f r64.0<0;0>:f -r2.0<0>:hf
(f1.0.any4h) mad (2|M20) r127.0<1>:f (abs)r64.0<2;1>:f -(abs)r3.0<0;0>:hf -(abs)r64.0<1>:f
(~f0.1.all4h) bfi2 (8|M0) r10.0<1>:d r127.0<0;0>:d r2.0<2;1>:d r2.1<1>:d
lrp (16|M0) r10.0<1>:ud (abs)r127.0<2;1>:ud r64.0<0;0>:ud -r64.1<1>:ud
bfi2 (8|M24) r1.0<1>:ud r3.3<0;0>:ud r64.2<2;1>:ud r64.3<0>:ud
(W) csel (16|M0) (sat)r1.0<1>:hf r127.1<2;1>:f r2.0<0;0>:hf (abs)r127.1<0>:hf
mad (16|M0) (un)f1.1 r127.0<1>:df r127.0<2;1>:df (abs)r64.0<0;0>:df -r2.2<0>:df {NoDDClr}
csel (8|M8) r10.0<1>:d -r127.0<2;1>:d -r64.3<2;1>:d -r64.3<1>:d {NoDDClr}
(W) bfe (4|M0) r10.0<1>:d r127.0<2;1>:d r2.0<2;1>:d r127.0<1>:d {NoDDClr}
mad (8|M0) r1.0<1>:f (abs)r2.0<2;1>:f r2.0<2;1>:hf r64.0<0>:f {NoDDChk}
mad (8|M16) r10.0<1>:df (abs)r64.2<0;0>:df -(abs)r127.2<0;0>:df -(abs)r3.2<0>:df {Atomic}
mad (8|M0) (ov)f1.1 r1.0<1>:ud r3.0<0;0>:ud r2.0<0;0>:ud (abs)r3.0<0>:ud
bfi2 (16|M0) r10.0<1>:ud r127.0<0;0>:ud r127.0<2;1>:ud r3.0<1>:ud {Switch}
csel (4|M20) (sat)r127.0<1>:hf -(abs)r2.0<2;1>:hf (abs)r64.0<0;0>:hf -(abs)r3.0<0>:f
csel (4|M0) (sat)r127.0<1>:df (abs)r64.0<0;0>:df -r3.2<2;1>:df -(abs)r64.3<0>:df {Atomic}
(W) bfi2 (16|M0) r10.0<1>:ud r127.0<2;1>:ud r3.0<0;0>:ud r64.2<0>:ud {Switch}
(W) mad (8|M16) r1.0<1>:hf r3.0<2;1>:hf -(abs)r2.1<0;0>:f -(abs)r2.2<0>:f
csel (16|M0) (ne)f0.1 r10.0<1>:hf r2.0<2;1>:f r2.0<0;0>:f -(abs)r2.1<1>:f
csel (2|M0) r127.0<1>:d -(abs)r3.3<2;1>:d r127.0<2;1>:d r2.0<1>:d
csel (16|M0) (eq)f1.0 r127.0<1>:d r3.0<0;0>:d -r127.0<2;1>:d r3.2<0>:d
mad (2|M28) r127.0<1>:f r2.0<2;1>:hf (abs)r127.0<2;1>:hf r64.2<1>:f {Atomic}
bfe (16|M0) r1.0<1>:ud r2.0<2;1>:ud r64.0<0;0>:ud r2.0<0>:ud
(W) mad (16|M0) r10.0<1>:ud r127.0<0;0>:ud -r3.0<2;1>:ud r3.1<1>:ud
mad (8|M0) r10.0<1>:f -(abs)r127.0<2;1>:hf -r64.0<0;0>:f r2.0<0>:hf {Switch}
mad (8|M16) (un)f1.0 r1.0<1>:ud r127.2<2;1>:ud r2.2<0;0>:ud -r3.3<0>:ud
mad (16|M8) (sat)r127.0<1>:f -r64.0<2;1>:hf -(abs)r127.2<2;1>:f r127.0<0>:f
(W) mad (32|M16) (gt)f0.1 r127.0<1>:d -(abs)r2.3<0;0>:d r64.0<2;1>:d r64.0<1>:d
(~f0.0) bfi2 (4|M8) r1.0<1>:ud r64.3<0;0>:ud r64.0<0;0>:ud r127.0<0>:ud {NoDDClr}
(W&~f1.1) lrp (8|M0) (sat)r10.0<1>:f r3.0<2;1>:f -r127.0<2;1>:hf -r3.0<0>:hf
(W&~f1.0) mad (16|M0) r127.0<1>:df -(abs)r2.0<0;0>:df (abs)r3.0<0;0>:df r64.0<0>:df {AccWrEn}
(W&~f0.1) bfi2 (8|M0) r127.0<1>:ud r2.0<0;0>:ud r127.0<2;1>:ud r2.0<1>:ud
mad (4|M28) (ge)f0.1 r127.0<1>:hf r64.0<2;1>:f -(abs)r127.0<2;1>:f -r3.0<1>:hf {NoDDChk,Switch}
bfi2 (8|M0) r127.0<1>:d r64.0<2;1>:d r64.3<0;0>:d r2.2<1>:d
csel (16|M24) (ge)f1.1 r127.0<1>:hf -(abs)r127.0<0;0>:f r127.0<2;1>:hf -(abs)r64.0<1>:f
bfi2 (8|M0) r127.0<1>:ud r3.0<0;0>:ud r2.2<0;0>:ud r2.2<0>:ud
lrp (2|M24) r10.0<1>:ud -(abs)r127.0<0;0>:ud r3.2<2;1>:ud r3.2<0>:ud {AccWrEn}
bfi2 (16|M0) r127.0<1>:d r2.0<2;1>:d r127.0<0;0>:d r64.0<0>:d {NoDDClr}
mad (1|M28) (eq)f1.1 r10.3<1>:df r3.0<0;0>:df -(abs)r2.0<0;0>:df (abs)r64.1<1>:df
bfi2 (4|M4) r10.0<1>:ud r3.3<0;0>:ud r3.0<2;1>:ud r127.2<0>:ud
bfe (4|M20) r1.0<1>:d r3.0<0;0>:d r2.0<0;0>:d r64.0<0>:d
mad (4|M4) r127.0<1>:df r2.0<2;1>:df r2.0<0;0>:df r64.0<0>:df
bfe (1|M0) r127.7<1>:ud r2.0<2;1>:ud r127.0<0;0>:ud r127.0<1>:ud
mad (32|M8) r127.0<1>:d -r64.2<0;0>:d r127.0<0;0>:d r127.1<1>:d {Breakpoint}
lrp (4|M0) (sat)r127.0<1>:ud -(abs)r64.1<0;0>:ud -r2.3<0;0>:ud r3.0<1>:ud {Breakpoint,NoDDChk,NoDDClr}
bfi2 (4|M0) r1.0<1>:ud r127.0<0;0>:ud r2.1<0;0>:ud r2.0<1>:ud {NoDDClr}
csel (16|M24) r10.0<1>:hf r3.2<0;0>:f -r2.2<0;0>:f -(abs)r2.0<1>:f {NoDDChk,NoDDClr}
csel (16|M0) r127.0<1>:f (abs)r64.0<2;1>:hf -r127.3<2;1>:hf r3.3<1>:hf {NoDDClr}
csel (8|M0) r1.0<1>:f -r127.0<2;1>:f -(abs)r127.0<2;1>:hf r3.0<0>:f {Breakpoint}
(W) lrp (2|M8) r127.0<1>:df (abs)r2.0<0;0>:df -r2.0<0;0>:df (abs)r64.1<1>:df {NoDDClr}
mad (8|M0) r10.0<1>:f -r2.0<2;1>:f -(abs)r127.0<2;1>:f -r127.0<1>:f {Atomic,NoDDClr}
bfe (8|M24) r127.0<1>:d r3.1<2;1>:d r64.0<0;0>:d r2.3<1>:d
csel (1|M0) r1.1<1>:hf (abs)r3.1<0;0>:hf r2.0<2;1>:hf r2.3<0>:f {NoDDChk}
(W) csel (8|M0) r127.0<1>:hf r2.0<2;1>:hf r3.3<2;1>:hf (abs)r64.0<1>:f
mad (8|M0) r1.0<1>:ud r3.0<0;0>:ud -r3.1<0;0>:ud (abs)r64.0<0>:ud
lrp (2|M0) (lt)f1.0 (sat)r127.0<1>:hf r2.0<2;1>:f r2.2<2;1>:f -r3.0<1>:f
bfi2 (16|M0) r127.0<1>:ud r64.3<0;0>:ud r127.1<0;0>:ud r64.0<1>:ud
mad (8|M16) r127.0<1>:ud r2.0<2;1>:ud (abs)r3.3<0;0>:ud -(abs)r127.0<1>:ud {NoDDChk}
csel (16|M0) r10.0<1>:ud -r2.0<2;1>:ud -r64.0<2;1>:ud r3.0<0>:ud
bfe (16|M0) r127.0<1>:ud r64.0<2;1>:ud r127.0<0;0>:ud r2.2<1>:ud
(~f0.1) bfe (32|M0) r127.0<1>:d r127.0<0;0>:d r64.2<0;0>:d r127.1<1>:d
(f0.0.any4h) lrp (4|M0) (sat)r1.0<1>:ud r127.0<0;0>:ud (abs)r2.0<0;0>:ud r127.0<1>:ud
mad (1|M0) r1.5<1>:hf r2.0<0;0>:f -r2.0<2;1>:hf r2.2<0>:f {Breakpoint}
bfi2 (16|M0) r127.0<1>:ud r127.0<0;0>:ud r127.0<2;1>:ud r2.0<1>:ud
(W) csel (4|M28) r10.0<1>:df r64.3<0;0>:df -(abs)r64.0<2;1>:df r3.0<0>:df {Switch}
(f1.0.all4h) mad (1|M4) r1.0<1>:f (abs)r3.0<0;0>:f r2.0<0;0>:hf -r3.0<0>:hf
bfi2 (8|M0) r1.0<1>:ud r127.0<2;1>:ud r64.0<2;1>:ud r3.3<1>:ud {NoDDChk}
(W) bfe (16|M0) r127.0<1>:d r64.0<0;0>:d r3.0<0;0>:d r2.0<1>:d {Atomic}
bfe (8|M0) r10.0<1>:ud r127.3<2;1>:ud r64.1<0;0>:ud r127.3<1>:ud
mad (8|M0) r10.0<1>:hf r127.0<2;1>:f -(abs)r3.3<2;1>:hf -(abs)r2.0<0>:hf
mad (8|M0) r10.0<1>:d r127.0<2;1>:d (abs)r64.0<2;1>:d -r127.0<1>:d
(W) bfi2 (2|M12) r1.0<1>:d r3.3<0;0>:d r127.0<0;0>:d r64.1<0>:d
csel (4|M0) (eq)f1.0 (sat)r1.0<1>:df -(abs)r3.2<0;0>:df -r2.0<0;0>:df (abs)r2.0<1>:df
mad (2|M20) (un)f1.1 r127.0<1>:d (abs)r64.0<2;1>:d r2.0<2;1>:d r64.0<1>:d
(W) mad (8|M0) (un)f0.1 r1.0<1>:d r2.0<0;0>:d -r3.0<2;1>:d -(abs)r127.0<0>:d
bfi2 (1|M0) r1.7<1>:ud r127.0<0;0>:ud r127.0<0;0>:ud r3.0<1>:ud
csel (4|M28) (ge)f1.1 r127.0<1>:hf (abs)r127.0<2;1>:f r3.0<0;0>:f -(abs)r64.0<1>:f {Atomic,NoDDChk}
(~f1.1.all4h) mad (16|M0) r1.0<1>:df r3.0<2;1>:df -(abs)r64.0<2;1>:df r2.0<0>:df
lrp (8|M0) (gt)f1.0 (sat)r1.0<1>:hf r2.2<0;0>:hf -r3.0<2;1>:f r2.2<1>:f {AccWrEn,NoDDChk,NoDDClr}
bfe (8|M24) r127.0<1>:d r3.0<2;1>:d r3.0<2;1>:d r64.1<1>:d
(f1.0.any4h) mad (2|M28) r127.0<1>:ud r3.0<2;1>:ud (abs)r127.1<2;1>:ud (abs)r2.1<1>:ud {AccWrEn,NoDDChk}
(~f1.1.any4h) mad (4|M0) r10.0<1>:df -r127.0<0;0>:df -(abs)r3.0<0;0>:df (abs)r2.0<0>:df
(W&~f0.1) bfe (4|M28) r127.0<1>:d r2.3<2;1>:d r2.3<0;0>:d r3.2<0>:d {Atomic}
bfi2 (4|M16) r1.0<1>:ud r64.0<2;1>:ud r64.0<2;1>:ud r127.0<1>:ud {Switch}
csel (8|M0) (sat)r1.0<1>:df r64.0<2;1>:df (abs)r2.3<0;0>:df -(abs)r3.0<0>:df
(W&~f0.1) bfe (4|M28) r1.0<1>:ud r127.2<2;1>:ud r127.0<0;0>:ud r3.3<0>:ud
mad (16|M8) (ov)f0.1 r1.0<1>:f r2.0<0;0>:hf (abs)r2.3<2;1>:f r127.1<0>:f
csel (32|M0) r1.0<1>:df -r127.3<0;0>:df r3.0<0;0>:df r127.0<1>:df
bfe (2|M20) r1.0<1>:d r2.0<2;1>:d r3.1<2;1>:d r64.0<1>:d {AccWrEn}
(W&~f1.1) bfe (16|M0) r1.0<1>:ud r64.2<0;0>:ud r127.0<0;0>:ud r2.1<0>:ud
(W) mad (2|M0) r1.0<1>:hf -(abs)r3.0<0;0>:f r2.0<2;1>:hf r2.1<0>:hf
csel (8|M16) r127.0<1>:f r2.0<2;1>:f -(abs)r3.1<0;0>:hf -r2.0<0>:hf
csel (16|M0) r127.0<1>:ud r2.3<2;1>:ud -(abs)r64.0<0;0>:ud r3.0<1>:ud
mad (4|M0) r127.0<1>:hf -(abs)r2.3<0;0>:hf -r2.2<2;1>:hf r2.0<0>:f
csel (8|M0) (gt)f0.0 r10.0<1>:hf r127.0<0;0>:f -r127.2<2;1>:f -r127.2<1>:f
bfi2 (16|M16) r1.0<1>:d r64.0<2;1>:d r3.3<2;1>:d r64.2<1>:d
(~f1.0.all4h) bfi2 (1|M0) r1.1<1>:ud r64.1<2;1>:ud r127.3<2;1>:ud r127.0<0>:ud
mad (8|M8) r1.0<1>:ud -(abs)r127.1<0;0>:ud -r3.0<0;0>:ud -r2.0<0>:ud {Atomic}
lrp (2|M0) r127.0<1>:df r2.0<2;1>:df -r64.0<2;1>:df -r64.0<1>:df
bfe (32|M0) r127.0<1>:d r64.0<2;1>:d r127.0<2;1>:d r64.0<1>:d {Breakpoint}
csel (32|M0) (le)f0.0 r1.0<1>:hf -r3.0<0;0>:hf -r127.0<2;1>:f r2.0<1>:hf
mad (8|M24) r10.0<1>:f -r127.2<2;1>:hf r2.0<0;0>:f r2.1<0>:hf {Atomic}
(W) bfi2 (16|M24) r1.0<1>:d r127.0<0;0>:d r3.0<0;0>:d r3.3<1>:d
bfi2 (1|M0) r127.2<1>:ud r3.0<2;1>:ud r127.2<0;0>:ud r2.2<1>:ud {Atomic,NoDDClr}
csel (16|M0) r10.0<1>:ud r64.0<0;0>:ud -r64.0<0;0>:ud r64.3<0>:ud {AccWrEn}
bfe (8|M0) r10.0<1>:d r3.1<0;0>:d r64.0<0;0>:d r3.0<1>:d {NoDDChk}
mad (2|M0) r10.0<1>:f -r64.2<0;0>:hf (abs)r2.0<0;0>:hf r3.0<0>:f {Breakpoint}
lrp (16|M0) (un)f1.0 r1.0<1>:df r127.0<2;1>:df (abs)r127.0<2;1>:df r64.3<1>:df
csel (1|M12) (ge)f1.0 r127.2<1>:df -r127.3<2;1>:df -r127.0<2;1>:df r64.1<1>:df {Atomic}
bfi2 (8|M0) r127.0<1>:ud r2.0<0;0>:ud r3.0<0;0>:ud r3.2<0>:ud {Atomic}
bfe (4|M24) r1.0<1>:ud r127.0<0;0>:ud r3.0<2;1>:ud r2.0<1>:ud
lrp (4|M0) r1.0<1>:hf -(abs)r64.1<2;1>:hf -r3.1<0;0>:hf -(abs)r3.0<1>:hf
mad (8|M0) r127.0<1>:hf r2.2<2;1>:f -r2.2<0;0>:hf -(abs)r127.2<0>:f
mad (8|M8) r127.0<1>:f r3.0<2;1>:f -(abs)r3.0<0;0>:hf -(abs)r3.2<1>:hf
csel (4|M20) (sat)r10.0<1>:f -(abs)r2.1<0;0>:hf (abs)r127.0<2;1>:hf r2.0<0>:hf
mad (8|M0) (lt)f0.0 (sat)r10.0<1>:df -(abs)r2.0<2;1>:df r127.0<0;0>:df -r64.2<0>:df {Atomic,Breakpoint}
(W) csel (8|M0) r10.0<1>:hf r127.2<2;1>:hf (abs)r64.0<0;0>:f r64.0<1>:f
(W) csel (16|M0) r127.0<1>:d (abs)r127.1<2;1>:d (abs)r64.0<0;0>:d -r64.0<0>:d {Atomic,NoDDClr}
lrp (16|M0) r10.0<1>:ud -r3.0<2;1>:ud (abs)r2.2<2;1>:ud (abs)r2.3<0>:ud {Breakpoint,NoDDChk}
bfi2 (16|M8) r1.0<1>:ud r2.2<2;1>:ud r2.0<0;0>:ud r3.0<0>:ud
mad (8|M0) r127.0<1>:f -(abs)r127.3<2;1>:f -(abs)r2.0<2;1>:f -(abs)r3.0<0>:f {NoDDClr}
bfi2 (16|M0) r1.0<1>:d r3.0<2;1>:d r127.0<0;0>:d r3.0<0>:d
bfi2 (8|M24) r127.0<1>:d r64.0<2;1>:d r64.0<0;0>:d r64.0<1>:d
lrp (16|M0) r1.0<1>:f -(abs)r127.0<2;1>:hf (abs)r127.0<0;0>:hf r127.1<1>:hf
csel (16|M0) r1.0<1>:hf r2.0<2;1>:hf -r3.0<2;1>:f r3.2<1>:f
bfe (1|M0) r1.1<1>:ud r127.0<0;0>:ud r127.0<2;1>:ud r3.0<0>:ud {NoDDChk}
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
csel (16|M0) r10.0<1>:df r127.2<2;1>:df r3.2<2;1>:df r3.0<1>:df {Breakpoint,Switch}
csel (1|M0) r10.0<1>:ud -r3.0<2;1>:ud r127.0<2;1>:ud (abs)r127.2<0>:ud
lrp (2|M4) r1.0<1>:df r127.0<2;1>:df r2.0<2;1>:df -r127.0<0>:df
lrp (16|M0) (sat)r127.0<1>:f (abs)r3.0<0;0>:f (abs)r2.0<0;0>:f -r3.1<0>:f
(W&f0.0) mad (8|M0) (sat)r10.0<1>:d -r127.0<2;1>:d (abs)r2.0<0;0>:d (abs)r64.0<1>:d {AccWrEn}
csel (16|M24) r1.0<1>:hf r2.0<2;1>:hf -r127.0<0;0>:f r3.3<1>:f
(W) csel (1|M20) r10.1<1>:hf -r2.1<0;0>:hf -r127.0<2;1>:hf -(abs)r3.0<1>:f {Breakpoint,Switch}
(f1.1.any4h) bfe (16|M0) r127.0<1>:d r64.0<0;0>:d r3.0<2;1>:d r64.0<0>:d {NoDDChk}
mad (2|M0) r10.0<1>:hf -r2.0<0;0>:f (abs)r2.1<0;0>:f (abs)r127.0<1>:f {AccWrEn}
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
mad (1|M16) r1.0<1>:ud r2.1<2;1>:ud -(abs)r127.3<0;0>:ud r2.0<1>:ud
bfi2 (1|M4) r1.0<1>:d r2.0<2;1>:d r2.3<2;1>:d r2.1<0>:d
bfe (1|M20) r1.0<1>:ud r64.0<2;1>:ud r2.0<0;0>:ud r2.0<1>:ud
bfi2 (8|M8) r10.0<1>:ud r3.0<0;0>:ud r127.0<0;0>:ud r3.0<0>:ud
bfi2 (16|M0) r1.0<1>:ud r64.0<2;1>:ud r2.0<0;0>:ud r2.0<1>:ud
csel (32|M8) r10.0<1>:f (abs)r2.0<2;1>:hf r127.0<0;0>:f -r3.0<0>:hf
mad (32|M24) (sat)r127.0<1>:f r2.0<2;1>:f r127.0<2;1>:hf -(abs)r64.0<1>:hf {Switch}
mad (32|M16) (gt)f0.0 r127.0<1>:ud (abs)r127.2<2;1>:ud r2.0<0;0>:ud -r3.0<0>:ud
(f1.0) bfi2 (16|M16) r127.0<1>:d r64.1<0;0>:d r64.1<2;1>:d r127.3<1>:d
mad (16|M0) r127.0<1>:hf (abs)r3.0<2;1>:f -r64.2<2;1>:hf -(abs)r127.0<0>:f
(W) bfi2 (8|M0) r1.0<1>:ud r64.3<2;1>:ud r127.0<2;1>:ud r2.0<0>:ud {Breakpoint}
csel (32|M0) (le)f1.1 r10.0<1>:f r2.1<2;1>:hf -r64.0<0;0>:f r2.0<1>:hf
csel (16|M0) r1.0<1>:ud -(abs)r64.0<2;1>:ud r2.1<0;0>:ud (abs)r3.0<0>:ud
mad (1|M12) r127.7<1>:hf -r64.0<2;1>:hf -r64.0<2;1>:hf -r127.1<1>:hf {Switch}
(W) bfi2 (8|M8) r10.0<1>:d r2.1<2;1>:d r3.0<0;0>:d r127.1<1>:d
csel (32|M0) r1.0<1>:d r3.0<0;0>:d (abs)r2.0<0;0>:d -r2.0<0>:d
mad (8|M0) (ov)f1.1 r1.0<1>:hf -(abs)r2.0<2;1>:f (abs)r64.0<2;1>:f r64.2<1>:hf
mad (32|M8) r127.0<1>:d r64.0<0;0>:d r2.0<0;0>:d r127.2<0>:d {NoDDChk}
mad (16|M24) (sat)r1.0<1>:ud -r127.0<0;0>:ud (abs)r64.0<2;1>:ud -(abs)r3.0<0>:ud
(W) csel (4|M0) r1.0<1>:df -r2.0<2;1>:df -(abs)r3.0<2;1>:df -r2.0<0>:df {Breakpoint}
(f1.1) mad (8|M0) r1.0<1>:ud r127.0<2;1>:ud r2.3<0;0>:ud -(abs)r2.2<0>:ud
bfe (16|M0) r1.0<1>:d r3.0<2;1>:d r2.0<0;0>:d r2.3<0>:d
csel (8|M0) r10.0<1>:df -r127.0<2;1>:df -(abs)r64.0<2;1>:df -(abs)r2.3<1>:df
lrp (1|M20) (sat)r127.2<1>:f -r2.0<2;1>:f -r2.0<0;0>:hf -r3.3<1>:f
bfe (4|M0) r10.0<1>:ud r64.1<2;1>:ud r2.0<0;0>:ud r127.3<0>:ud {AccWrEn}
bfe (2|M8) r127.0<1>:d r127.0<0;0>:d r127.0<0;0>:d r2.1<1>:d
mad (2|M0) r10.0<1>:df -(abs)r64.0<0;0>:df r2.0<2;1>:df -r3.0<1>:df {Switch}
mad (16|M0) r127.0<1>:hf r2.0<2;1>:hf r127.0<2;1>:f -r2.0<0>:hf
(~f0.0.all4h) lrp (2|M0) r10.0<1>:df (abs)r2.2<0;0>:df (abs)r64.0<0;0>:df -(abs)r2.2<1>:df
lrp (1|M0) r1.0<1>:ud (abs)r64.3<0;0>:ud r2.0<0;0>:ud r3.1<0>:ud
lrp (16|M0) r10.0<1>:f -r64.0<0;0>:f r2.0<0;0>:hf (abs)r2.1<1>:f
bfe (4|M4) r127.0<1>:d r2.3<0;0>:d r64.0<2;1>:d r64.0<1>:d {Breakpoint}
lrp (16|M0) r1.0<1>:f r64.0<0;0>:hf -r3.0<2;1>:hf -r3.3<0>:hf
mad (2|M0) r127.0<1>:hf -(abs)r3.0<0;0>:f r127.0<2;1>:f r64.0<1>:hf {Breakpoint}
(f1.1.any4h) lrp (2|M0) r127.0<1>:ud r3.0<2;1>:ud -r2.0<0;0>:ud -(abs)r3.3<0>:ud
csel (32|M0) r10.0<1>:d -(abs)r2.1<0;0>:d (abs)r64.0<0;0>:d -(abs)r64.2<1>:d {AccWrEn}
lrp (2|M4) (gt)f1.1 r10.0<1>:hf r3.1<2;1>:f r2.0<0;0>:hf (abs)r3.0<1>:f {Breakpoint,NoDDClr}
mad (32|M16) r1.0<1>:f r64.2<0;0>:hf r64.1<0;0>:hf -(abs)r3.3<0>:f {AccWrEn,NoDDChk}
csel (16|M24) r10.0<1>:f -r3.1<0;0>:f r2.0<0;0>:hf (abs)r2.3<0>:f
lrp (8|M0) r1.0<1>:hf -r3.0<0;0>:hf (abs)r2.0<0;0>:hf -r2.1<1>:f
(W&~f1.0) lrp (16|M0) (ov)f1.0 r127.0<1>:d r127.0<0;0>:d r64.2<2;1>:d r127.0<0>:d
lrp (8|M0) (un)f0.0 r10.0<1>:d -(abs)r64.3<0;0>:d r3.0<0;0>:d -r2.0<1>:d {NoDDClr}
bfi2 (4|M0) r127.0<1>:ud r64.0<0;0>:ud r3.0<2;1>:ud r64.0<1>:ud {Breakpoint}
bfi2 (16|M0) r10.0<1>:ud r64.2<0;0>:ud r3.0<2;1>:ud r3.0<0>:ud
(f1.0.any4h) mad (1|M12) r10.3<1>:df -r127.2<0;0>:df -r64.2<2;1>:df (abs)r64.0<0>:df {Switch}
mad (1|M0) (sat)r1.1<1>:d -(abs)r64.0<0;0>:d (abs)r127.0<2;1>:d (abs)r2.2<1>:d {Atomic}
csel (8|M8) r1.0<1>:f -(abs)r2.0<0;0>:f -(abs)r3.0<0;0>:hf r127.0<0>:f
(f1.1.any4h) lrp (2|M28) (eq)f1.1 r1.0<1>:hf -(abs)r64.0<2;1>:hf (abs)r64.0<0;0>:f -(abs)r127.0<0>:hf
lrp (8|M0) r10.0<1>:ud (abs)r127.0<2;1>:ud -(abs)r2.0<2;1>:ud (abs)r2.0<0>:ud {Breakpoint}
(W) mad (4|M0) (eq)f0.0 r127.0<1>:ud (abs)r3.0<2;1>:ud (abs)r64.0<0;0>:ud -(abs)r2.0<1>:ud
csel (1|M20) r127.2<1>:d -(abs)r64.0<2;1>:d -(abs)r2.3<0;0>:d r3.0<1>:d
mad (16|M0) (sat)r10.0<1>:f (abs)r3.0<0;0>:hf -(abs)r64.3<0;0>:hf (abs)r2.0<1>:f
csel (1|M28) r10.1<1>:f -(abs)r3.3<0;0>:hf (abs)r2.1<0;0>:hf r127.3<0>:hf
bfi2 (16|M0) r10.0<1>:ud r127.0<2;1>:ud r64.0<0;0>:ud r2.0<0>:ud {AccWrEn}
csel (4|M0) (un)f0.1 r127.0<1>:df -r2.2<2;1>:df r2.0<0;0>:df r2.0<1>:df
(W&f0.0) lrp (1|M8) r127.7<1>:ud r2.0<0;0>:ud r127.3<0;0>:ud -r3.3<0>:ud {NoDDClr}
bfe (2|M28) r127.0<1>:ud r127.0<0;0>:ud r3.0<2;1>:ud r127.0<0>:ud {AccWrEn,Breakpoint}
mad (16|M0) r127.0<1>:f -r2.0<0;0>:hf r3.0<2;1>:f -r127.0<0>:f {AccWrEn,NoDDChk,NoDDClr,Switch}
csel (32|M0) r10.0<1>:d (abs)r3.0<2;1>:d -(abs)r3.0<0;0>:d r3.0<0>:d
mad (8|M24) (sat)r127.0<1>:df r127.0<2;1>:df (abs)r2.1<0;0>:df -(abs)r64.0<1>:df
csel (4|M16) (eq)f1.0 (sat)r127.0<1>:f r2.0<0;0>:f -(abs)r3.0<2;1>:f -r64.3<1>:f
(W) mad (16|M8) r10.0<1>:df -(abs)r64.0<0;0>:df -(abs)r3.0<2;1>:df r2.3<1>:df {NoDDClr}
lrp (2|M0) (le)f0.0 r10.0<1>:ud r3.2<0;0>:ud r3.2<2;1>:ud r64.0<1>:ud
csel (16|M8) (gt)f1.0 r10.0<1>:hf r3.0<2;1>:f (abs)r64.3<2;1>:hf -(abs)r2.0<0>:hf {NoDDChk}
bfi2 (16|M0) r10.0<1>:ud r2.0<2;1>:ud r64.3<0;0>:ud r64.0<0>:ud {NoDDChk}
csel (2|M24) r127.0<1>:df -r127.0<2;1>:df (abs)r64.2<2;1>:df (abs)r3.0<0>:df {NoDDClr}
(W) mad (32|M16) r1.0<1>:f -(abs)r3.0<0;0>:hf r64.0<2;1>:hf (abs)r2.3<0>:hf
bfi2 (8|M0) r10.0<1>:d r3.0<0;0>:d r127.0<0;0>:d r3.0<1>:d {Atomic}
mad (1|M24) (sat)r127.0<1>:f (abs)r3.2<0;0>:f r3.0<2;1>:hf (abs)r127.1<0>:hf
mad (2|M20) (lt)f0.1 r10.0<1>:ud r3.0<0;0>:ud r2.0<0;0>:ud -(abs)r2.0<0>:ud
lrp (8|M0) (ne)f1.0 r1.0<1>:f r2.0<0;0>:f -(abs)r3.3<0;0>:f (abs)r2.0<0>:hf
lrp (8|M0) (eq)f0.1 r10.0<1>:d r2.0<0;0>:d r2.0<0;0>:d r3.1<1>:d {Switch}
(f0.1) bfi2 (8|M0) r10.0<1>:d r3.0<0;0>:d r2.0<0;0>:d r3.0<1>:d
(W) bfi2 (4|M16) r10.0<1>:ud r2.0<0;0>:ud r64.0<0;0>:ud r64.0<1>:ud
lrp (16|M0) (lt)f1.0 r127.0<1>:hf -(abs)r2.1<0;0>:hf r3.2<0;0>:f r64.0<1>:hf
(W) lrp (8|M16) (un)f1.0 r10.0<1>:hf r3.0<2;1>:f r2.0<2;1>:hf -(abs)r64.2<1>:f {Breakpoint,NoDDClr}
csel (2|M4) r127.0<1>:hf (abs)r64.0<2;1>:hf r127.0<0;0>:hf r2.0<0>:hf {AccWrEn}
(f1.0.any4h) mad (32|M0) (un)f1.0 r10.0<1>:df -(abs)r127.0<0;0>:df -r3.0<2;1>:df -r127.0<0>:df
(W) mad (1|M0) (ov)f0.1 r10.7<1>:hf (abs)r2.0<0;0>:f r127.2<2;1>:hf -(abs)r64.0<1>:f {Atomic}
mad (32|M16) (ne)f1.1 r1.0<1>:hf (abs)r64.3<0;0>:f r127.0<2;1>:hf (abs)r127.0<1>:hf
lrp (8|M16) r1.0<1>:hf (abs)r64.1<0;0>:hf -r3.3<2;1>:f -(abs)r127.0<1>:hf {Breakpoint,NoDDClr}
bfe (32|M0) r1.0<1>:d r127.1<2;1>:d r127.0<0;0>:d r127.0<0>:d {AccWrEn,Switch}
bfe (4|M4) r1.0<1>:d r2.0<2;1>:d r3.0<0;0>:d r2.0<0>:d {NoDDChk}
csel (32|M0) (sat)r127.0<1>:df r64.0<0;0>:df r127.3<2;1>:df r64.0<0>:df
csel (4|M12) r127.0<1>:d -r64.0<2;1>:d -r127.0<0;0>:d -r127.0<1>:d
mad (8|M0) r1.0<1>:hf (abs)r64.3<2;1>:f -r3.0<0;0>:hf r3.0<0>:f
lrp (8|M24) (sat)r127.0<1>:f -(abs)r3.0<0;0>:f -(abs)r3.2<0;0>:hf (abs)r3.0<0>:f
csel (4|M24) r127.0<1>:f (abs)r2.0<0;0>:hf -(abs)r3.0<0;0>:f -(abs)r64.2<1>:f
lrp (16|M8) r1.0<1>:d -(abs)r64.0<2;1>:d r3.0<2;1>:d (abs)r3.0<1>:d
lrp (2|M24) r10.0<1>:hf -r64.1<2;1>:f -(abs)r2.0<0;0>:hf r127.0<0>:hf {NoDDChk}
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
(f0.1.all4h) bfi2 (8|M0) r1.0<1>:d r127.0<0;0>:d r64.0<0;0>:d r127.3<0>:d
bfe (8|M16) r127.0<1>:ud r3.1<0;0>:ud r127.0<2;1>:ud r127.0<1>:ud
mad (8|M24) (eq)f0.0 r10.0<1>:ud -r64.3<0;0>:ud (abs)r127.0<2;1>:ud (abs)r3.1<1>:ud
lrp (16|M16) (sat)r10.0<1>:d (abs)r2.1<0;0>:d (abs)r64.0<0;0>:d r3.0<1>:d
mad (2|M0) r127.0<1>:df -(abs)r64.2<0;0>:df -(abs)r3.1<0;0>:df r2.0<1>:df
(~f0.0.all4h) bfe (8|M0) r127.0<1>:ud r64.0<2;1>:ud r2.2<2;1>:ud r2.0<1>:ud {NoDDClr}
mad (8|M0) r1.0<1>:f -r2.2<2;1>:f r64.0<0;0>:f -(abs)r64.0<0>:f {AccWrEn,NoDDChk,Switch}
bfi2 (16|M0) r127.0<1>:d r2.0<2;1>:d r64.0<2;1>:d r3.0<0>:d
bfe (4|M0) r10.0<1>:d r127.0<2;1>:d r3.0<0;0>:d r2.0<0>:d {Atomic}
csel (32|M0) r127.0<1>:hf -r127.0<0;0>:hf r64.3<2;1>:hf -r3.1<1>:hf
bfi2 (8|M8) r127.0<1>:d r3.0<0;0>:d r64.0<2;1>:d r127.0<1>:d
bfe (8|M0) r127.0<1>:d r2.0<0;0>:d r127.0<0;0>:d r3.0<1>:d
csel (8|M0) r10.0<1>:d r3.0<0;0>:d r127.2<0;0>:d -r127.3<0>:d
lrp (16|M8) (lt)f1.0 r10.0<1>:hf (abs)r127.0<2;1>:hf -r3.1<2;1>:hf (abs)r64.0<0>:f {AccWrEn}
bfe (8|M0) r10.0<1>:ud r127.0<2;1>:ud r127.3<2;1>:ud r3.0<0>:ud
bfe (16|M0) r1.0<1>:d r64.0<0;0>:d r3.0<0;0>:d r2.3<0>:d
mad (4|M4) r1.0<1>:f (abs)r3.1<2;1>:hf -r2.3<2;1>:hf r3.0<0>:hf
(f1.1.any4h) bfe (32|M8) r1.0<1>:d r64.3<0;0>:d r3.0<0;0>:d r127.0<1>:d
bfi2 (32|M0) r127.0<1>:ud r64.1<0;0>:ud r2.0<0;0>:ud r64.0<1>:ud
mad (8|M8) (eq)f0.0 r127.0<1>:d (abs)r3.3<0;0>:d -(abs)r64.2<2;1>:d (abs)r127.0<1>:d
lrp (8|M8) (un)f0.0 r10.0<1>:d -r127.0<2;1>:d r64.0<0;0>:d -r2.3<1>:d {Breakpoint}
mad (16|M0) r1.0<1>:ud (abs)r3.0<0;0>:ud r64.2<2;1>:ud -r64.0<1>:ud
csel (32|M0) (sat)r10.0<1>:df -(abs)r127.0<0;0>:df r3.0<0;0>:df (abs)r127.0<0>:df
csel (2|M0) r1.0<1>:f -r3.3<2;1>:hf -(abs)r3.0<2;1>:hf -(abs)r2.0<1>:hf
mad (16|M0) r10.0<1>:ud (abs)r64.2<0;0>:ud r127.2<2;1>:ud r3.0<0>:ud
csel (8|M0) (un)f0.0 r1.0<1>:ud (abs)r3.1<0;0>:ud r64.2<0;0>:ud -(abs)r127.0<1>:ud
lrp (2|M0) r10.0<1>:ud r64.0<2;1>:ud r64.1<2;1>:ud r3.3<1>:ud
lrp (8|M8) r1.0<1>:d (abs)r2.0<0;0>:d r3.0<2;1>:d -(abs)r2.0<0>:d
(f1.1.any4h) bfe (32|M0) r10.0<1>:d r127.3<0;0>:d r64.3<2;1>:d r64.0<0>:d
mad (2|M0) (gt)f0.0 r1.0<1>:df (abs)r64.0<2;1>:df -(abs)r3.1<0;0>:df -(abs)r3.0<1>:df
(W&f0.1) bfi2 (8|M0) r127.0<1>:ud r2.3<2;1>:ud r64.3<0;0>:ud r2.0<1>:ud {NoDDClr}
bfe (1|M12) r10.3<1>:d r127.0<0;0>:d r3.1<0;0>:d r64.1<0>:d
bfe (16|M0) r10.0<1>:ud r3.3<0;0>:ud r2.1<0;0>:ud r3.0<1>:ud {AccWrEn}
(W) mad (16|M0) (sat)r10.0<1>:ud r3.0<0;0>:ud r64.0<0;0>:ud (abs)r127.0<0>:ud {Atomic}
csel (2|M12) (sat)r127.0<1>:f -r127.0<2;1>:hf r64.0<2;1>:f r64.0<0>:hf {NoDDChk}
mad (8|M0) r10.0<1>:ud -(abs)r64.2<2;1>:ud r127.1<0;0>:ud -r2.3<0>:ud {NoDDChk}
csel (2|M0) r1.0<1>:df -(abs)r64.0<2;1>:df r2.0<0;0>:df r2.0<0>:df
bfi2 (32|M0) r127.0<1>:ud r64.1<0;0>:ud r127.0<0;0>:ud r3.0<0>:ud {Switch}
csel (16|M16) r1.0<1>:d r64.0<0;0>:d (abs)r3.0<2;1>:d r3.0<0>:d {Switch}
csel (2|M0) r127.0<1>:d r64.1<2;1>:d (abs)r127.0<0;0>:d -(abs)r64.3<0>:d
bfe (8|M0) r127.0<1>:ud r3.0<2;1>:ud r2.0<0;0>:ud r2.0<0>:ud {Breakpoint}
bfe (8|M0) r1.0<1>:ud r127.0<0;0>:ud r127.0<0;0>:ud r64.0<1>:ud
(f1.1.any4h) mad (16|M0) (ne)f1.1 (sat)r10.0<1>:hf r3.0<2;1>:f r3.1<2;1>:hf (abs)r127.0<1>:hf {AccWrEn}
(W&~f0.0) bfe (32|M16) r127.0<1>:ud r2.3<2;1>:ud r127.0<2;1>:ud r127.0<1>:ud {AccWrEn,NoDDChk}
(W) bfi2 (16|M0) r10.0<1>:ud r2.0<2;1>:ud r3.3<2;1>:ud r127.0<0>:ud
(W) mad (8|M0) (eq)f0.1 r127.0<1>:df r127.2<0;0>:df r127.0<2;1>:df (abs)r64.3<1>:df
mad (1|M0) (ne)f0.1 (sat)r10.0<1>:hf r64.0<0;0>:hf (abs)r3.1<2;1>:f (abs)r2.3<1>:hf
(W) mad (8|M8) r10.0<1>:hf (abs)r3.0<0;0>:hf (abs)r3.2<2;1>:hf -r2.0<0>:hf
bfi2 (4|M4) r127.0<1>:ud r3.0<2;1>:ud r64.0<0;0>:ud r127.0<1>:ud {AccWrEn,Switch}
bfe (8|M8) r10.0<1>:ud r127.0<2;1>:ud r2.0<0;0>:ud r127.0<0>:ud {Atomic}
csel (16|M16) (le)f0.0 r10.0<1>:ud r127.0<2;1>:ud -r64.3<0;0>:ud (abs)r2.0<1>:ud {AccWrEn}
csel (1|M0) (eq)f0.1 r127.3<1>:ud r127.0<2;1>:ud (abs)r127.0<2;1>:ud r64.1<1>:ud {AccWrEn,Breakpoint,Switch}
mad (8|M0) r1.0<1>:hf (abs)r2.0<2;1>:f r127.0<2;1>:f (abs)r64.3<1>:hf {NoDDChk}
csel (16|M8) (le)f0.0 r1.0<1>:hf r3.0<0;0>:hf (abs)r3.0<0;0>:hf r64.0<0>:f {NoDDChk}
bfi2 (16|M8) r10.0<1>:ud r2.0<2;1>:ud r127.0<2;1>:ud r2.1<1>:ud
(W&~f1.0) mad (1|M4) r1.3<1>:d r127.2<2;1>:d r3.0<0;0>:d r127.0<0>:d
bfi2 (16|M0) r127.0<1>:ud r3.1<2;1>:ud r64.0<0;0>:ud r2.0<0>:ud
(f0.1.any4h) mad (16|M8) (ge)f0.1 r10.0<1>:hf -r2.0<0;0>:f -r3.0<0;0>:hf -(abs)r64.0<0>:hf
(f1.0) mad (16|M0) r127.0<1>:f r2.0<2;1>:f r3.0<2;1>:f (abs)r2.3<1>:f
bfe (8|M0) r10.0<1>:ud r127.0<0;0>:ud r127.0<0;0>:ud r3.0<1>:ud {NoDDClr}
csel (8|M24) (sat)r127.0<1>:d (abs)r3.0<0;0>:d r3.0<2;1>:d r64.0<1>:d
bfe (2|M8) r127.0<1>:d r64.0<0;0>:d r3.0<2;1>:d r3.0<0>:d
mad (8|M0) (sat)r1.0<1>:d (abs)r64.2<0;0>:d -(abs)r127.0<0;0>:d -(abs)r3.0<0>:d
(W) lrp (32|M0) r1.0<1>:d (abs)r3.3<0;0>:d -r2.1<2;1>:d r64.0<0>:d {NoDDClr}
(W) lrp (32|M0) r127.0<1>:hf (abs)r64.0<0;0>:hf -(abs)r64.0<2;1>:f (abs)r64.0<1>:f
(f1.1.all4h) mad (16|M0) (le)f1.1 r1.0<1>:hf (abs)r127.0<0;0>:hf (abs)r64.3<0;0>:hf r127.0<1>:f
(W&~f1.1) bfe (32|M0) r1.0<1>:d r127.3<2;1>:d r2.0<2;1>:d r2.0<1>:d
mad (32|M0) r10.0<1>:d -r64.0<0;0>:d -r3.2<2;1>:d -r2.0<1>:d
lrp (8|M0) r10.0<1>:hf r64.0<0;0>:hf -r64.0<2;1>:hf -(abs)r64.0<1>:hf
mad (16|M16) r10.0<1>:hf -(abs)r127.0<2;1>:f (abs)r3.1<0;0>:hf r64.0<1>:hf {Atomic}
(W) mad (8|M8) r127.0<1>:f -r64.0<2;1>:f -r64.0<2;1>:f -r127.0<1>:f
lrp (4|M24) (un)f1.1 r1.0<1>:df r3.0<2;1>:df (abs)r64.0<2;1>:df -(abs)r64.0<0>:df
mad (16|M0) (sat)r10.0<1>:hf (abs)r64.3<0;0>:f r3.0<2;1>:f r2.0<0>:f
csel (16|M0) (gt)f0.1 r127.0<1>:hf -r2.1<0;0>:f (abs)r127.0<2;1>:hf r3.0<1>:hf
(f1.1.all4h) bfe (32|M8) r1.0<1>:d r64.2<0;0>:d r3.0<2;1>:d r127.0<1>:d
mad (16|M8) r127.0<1>:hf r64.0<2;1>:hf r2.0<2;1>:hf r2.0<1>:hf {Atomic}
mad (32|M0) r10.0<1>:df -(abs)r127.1<2;1>:df -(abs)r127.0<0;0>:df -(abs)r64.0<1>:df {NoDDClr}
bfi2 (16|M0) r127.0<1>:ud r3.0<0;0>:ud r2.2<2;1>:ud r2.0<0>:ud {Breakpoint,NoDDClr}
(W) csel (16|M0) (un)f1.1 r1.0<1>:df (abs)r127.0<0;0>:df r3.0<0;0>:df r64.0<1>:df
csel (1|M12) r10.7<1>:f -(abs)r2.2<0;0>:f r127.0<2;1>:hf -r3.0<1>:f
csel (16|M0) r127.0<1>:hf -(abs)r127.3<0;0>:hf -r3.0<2;1>:hf (abs)r64.0<0>:f
mad (16|M0) r1.0<1>:df -(abs)r64.0<0;0>:df r64.0<2;1>:df r3.0<0>:df
mad (16|M0) (sat)r10.0<1>:hf r3.2<0;0>:hf -(abs)r2.2<0;0>:f (abs)r3.2<0>:f {AccWrEn}
csel (16|M0) r127.0<1>:hf r64.3<2;1>:f -(abs)r2.0<0;0>:f (abs)r3.0<0>:f {Switch}
csel (32|M0) r1.0<1>:hf (abs)r127.0<0;0>:f r64.0<2;1>:f (abs)r64.1<1>:f
bfi2 (16|M0) r10.0<1>:ud r64.3<2;1>:ud r2.0<0;0>:ud r127.0<1>:ud
mad (2|M28) r127.0<1>:hf r127.1<2;1>:f (abs)r3.0<2;1>:f -(abs)r64.0<1>:f
bfi2 (16|M0) r10.0<1>:d r2.2<0;0>:d r2.0<2;1>:d r127.2<1>:d {Breakpoint}
mad (2|M20) r1.0<1>:ud -r3.0<0;0>:ud -r64.0<0;0>:ud r127.0<1>:ud
(f0.0.all4h) mad (16|M24) r1.0<1>:df r64.0<2;1>:df r64.1<0;0>:df r2.0<0>:df
bfe (16|M0) r127.0<1>:d r3.2<0;0>:d r64.3<2;1>:d r2.0<1>:d {AccWrEn}
(W) bfi2 (8|M0) r10.0<1>:d r64.1<2;1>:d r64.0<0;0>:d r127.0<0>:d {Breakpoint}
(W) mad (4|M4) r127.0<1>:hf -r3.0<2;1>:f r127.0<2;1>:hf r3.1<0>:hf {Atomic,NoDDChk}
(~f0.0.any4h) bfi2 (2|M0) r10.0<1>:ud r2.0<2;1>:ud r2.0<0;0>:ud r127.0<0>:ud
(W) mad (8|M0) (le)f1.1 r1.0<1>:hf r3.1<2;1>:f -r64.0<2;1>:hf r64.0<0>:f
(W) mad (2|M0) r1.0<1>:df (abs)r127.0<2;1>:df r3.0<0;0>:df r3.2<1>:df
csel (4|M0) r1.0<1>:hf r127.0<0;0>:f r127.0<0;0>:hf -(abs)r64.0<1>:f {NoDDChk,Switch}
mad (4|M0) r10.0<1>:hf (abs)r2.0<0;0>:hf r3.0<0;0>:hf (abs)r2.0<0>:hf
bfe (32|M0) r127.0<1>:ud r3.2<2;1>:ud r3.0<2;1>:ud r64.0<0>:ud
(W) bfi2 (8|M0) r1.0<1>:ud r2.0<0;0>:ud r64.0<0;0>:ud r64.2<1>:ud
mad (16|M0) r127.0<1>:hf -r127.0<0;0>:f r64.0<2;1>:f (abs)r2.0<1>:hf {Atomic}
(~f0.1) bfe (2|M0) r127.0<1>:ud r64.0<2;1>:ud r3.0<2;1>:ud r3.0<1>:ud {Breakpoint}
mad (1|M12) (un)f0.1 (sat)r10.3<1>:df r3.1<2;1>:df r3.1<2;1>:df -r3.0<1>:df
mad (2|M12) (sat)r1.0<1>:d -(abs)r127.0<2;1>:d -(abs)r127.1<0;0>:d -r3.0<1>:d {NoDDChk,NoDDClr}
lrp (32|M16) r10.0<1>:hf -(abs)r127.1<2;1>:hf -(abs)r2.0<2;1>:f -r64.0<0>:hf
lrp (1|M0) r1.3<1>:df (abs)r127.0<2;1>:df -r3.0<2;1>:df r2.2<1>:df
bfe (2|M24) r127.0<1>:ud r2.1<0;0>:ud r2.0<0;0>:ud r64.0<0>:ud
lrp (32|M0) r1.0<1>:df -(abs)r64.1<0;0>:df r127.0<0;0>:df (abs)r127.0<0>:df
mad (16|M0) r10.0<1>:f (abs)r3.2<0;0>:hf r2.0<2;1>:f r3.2<1>:f
csel (16|M16) r127.0<1>:ud -r2.0<2;1>:ud (abs)r64.3<2;1>:ud -(abs)r127.0<0>:ud
bfi2 (8|M24) r1.0<1>:ud r127.0<0;0>:ud r64.1<0;0>:ud r64.2<0>:ud
mad (8|M8) (sat)r10.0<1>:df (abs)r127.0<2;1>:df -r127.0<2;1>:df -r127.0<1>:df
lrp (8|M24) (sat)r127.0<1>:hf -r127.3<2;1>:f -r127.1<2;1>:f r64.0<0>:hf {Breakpoint,Switch}
csel (1|M20) r1.5<1>:f -(abs)r127.0<0;0>:hf r64.0<2;1>:f -r127.0<0>:f
(W) lrp (4|M0) (lt)f1.0 r127.0<1>:f -(abs)r127.0<2;1>:f -(abs)r127.0<0;0>:f (abs)r2.0<1>:f {Switch}
csel (1|M0) (ne)f1.0 r10.1<1>:d r127.0<0;0>:d r127.0<0;0>:d r64.0<0>:d {AccWrEn}
mad (32|M0) r127.0<1>:f r3.0<2;1>:f r2.0<2;1>:hf (abs)r3.3<0>:f
csel (16|M24) r10.0<1>:hf -(abs)r127.0<0;0>:f r64.1<0;0>:hf r127.3<1>:hf {AccWrEn}
lrp (32|M0) r1.0<1>:f r64.0<2;1>:hf -r127.1<2;1>:hf r3.0<0>:f
(W&f1.1) mad (8|M0) (un)f1.1 r10.0<1>:f -r127.3<0;0>:hf -r64.0<2;1>:hf -r127.0<1>:hf
(W&~f0.0) lrp (16|M24) r1.0<1>:df -r2.0<0;0>:df r2.0<2;1>:df r3.0<1>:df
csel (4|M4) (ov)f0.0 (sat)r1.0<1>:f -(abs)r64.0<2;1>:f -r3.0<2;1>:f -r2.0<0>:f
lrp (2|M0) (le)f1.1 r10.0<1>:ud -r127.0<0;0>:ud r3.0<0;0>:ud r64.1<1>:ud
bfe (32|M0) r10.0<1>:ud r127.2<0;0>:ud r127.0<0;0>:ud r127.0<0>:ud
bfe (32|M0) r10.0<1>:d r64.3<2;1>:d r2.0<0;0>:d r2.0<0>:d
(W) bfe (16|M0) r127.0<1>:d r2.1<2;1>:d r127.0<2;1>:d r3.3<0>:d {Breakpoint}
(W) bfe (4|M0) r10.0<1>:d r127.3<0;0>:d r2.0<0;0>:d r2.0<1>:d {Breakpoint}
(W) mad (4|M0) r127.0<1>:d (abs)r3.0<0;0>:d r2.3<2;1>:d r2.0<0>:d
bfi2 (32|M8) r127.0<1>:d r64.1<0;0>:d r2.0<2;1>:d r127.0<0>:d
(W) mad (8|M0) r10.0<1>:f r2.0<0;0>:hf (abs)r64.1<2;1>:f (abs)r2.0<1>:f
bfe (16|M16) r127.0<1>:d r3.1<2;1>:d r3.0<2;1>:d r3.0<1>:d
mad (4|M8) (ge)f1.0 r10.0<1>:ud r3.3<0;0>:ud -r3.0<2;1>:ud (abs)r2.0<0>:ud {NoDDChk,Switch}
csel (16|M8) (un)f0.0 r1.0<1>:hf r2.2<2;1>:hf (abs)r2.0<0;0>:f r127.0<1>:hf {NoDDChk}
(W) bfi2 (4|M24) r10.0<1>:ud r127.0<2;1>:ud r3.0<2;1>:ud r2.0<0>:ud {Atomic}
mad (16|M0) (gt)f1.1 (sat)r1.0<1>:f r64.0<2;1>:hf r3.2<0;0>:f -(abs)r2.0<1>:f
bfe (8|M0) r1.0<1>:d r127.3<0;0>:d r2.1<2;1>:d r127.2<1>:d
(f0.0.any4h) mad (32|M0) r10.0<1>:f -r64.0<2;1>:hf -(abs)r2.0<0;0>:hf -r3.0<0>:hf {NoDDClr}
mad (8|M0) (lt)f1.1 r1.0<1>:f -(abs)r2.1<0;0>:f -(abs)r127.3<2;1>:f r2.1<0>:hf
csel (8|M8) r127.0<1>:hf r64.0<0;0>:hf (abs)r127.0<0;0>:hf -(abs)r3.0<1>:hf
mad (1|M12) r1.7<1>:f (abs)r2.3<2;1>:f (abs)r64.0<2;1>:hf -r2.0<0>:f
bfi2 (2|M8) r10.0<1>:d r64.3<0;0>:d r64.2<0;0>:d r127.0<1>:d {NoDDChk}
(W) mad (4|M4) (ge)f1.0 r10.0<1>:f r64.0<0;0>:f -(abs)r2.2<2;1>:f r64.0<0>:f
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
lrp (8|M0) r10.0<1>:hf r127.0<2;1>:hf -r64.0<2;1>:f r64.0<0>:f
mad (8|M0) (gt)f1.1 r10.0<1>:df -r3.0<0;0>:df r127.2<2;1>:df -(abs)r2.0<0>:df
bfe (8|M0) r1.0<1>:d r2.0<2;1>:d r127.0<2;1>:d r127.2<1>:d
mad (16|M0) r10.0<1>:f (abs)r64.2<0;0>:hf r2.3<0;0>:f r64.1<1>:hf {Switch}
(W) bfe (8|M24) r10.0<1>:d r3.0<0;0>:d r64.0<0;0>:d r3.0<0>:d {NoDDChk}
bfi2 (2|M4) r1.0<1>:ud r2.0<2;1>:ud r2.0<2;1>:ud r2.0<0>:ud
lrp (16|M8) (lt)f1.0 r10.0<1>:df -r64.3<2;1>:df -(abs)r64.3<0;0>:df (abs)r2.0<1>:df
(W) mad (16|M0) (sat)r10.0<1>:f (abs)r64.0<0;0>:hf (abs)r3.0<2;1>:f -(abs)r2.1<1>:f
mad (8|M0) r10.0<1>:d -r3.0<0;0>:d r2.3<0;0>:d -(abs)r127.0<1>:d
bfe (2|M24) r10.0<1>:ud r3.0<0;0>:ud r64.0<2;1>:ud r2.0<0>:ud {Atomic,Breakpoint}
csel (4|M0) r127.0<1>:f r3.1<0;0>:f -(abs)r64.0<0;0>:hf -r127.3<1>:f
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
csel (32|M0) (ge)f1.1 r127.0<1>:f r64.0<2;1>:f -(abs)r127.1<0;0>:hf -(abs)r2.0<0>:hf
csel (8|M16) r1.0<1>:f r127.0<0;0>:hf -(abs)r64.0<2;1>:f (abs)r3.0<1>:hf
(~f1.0.all4h) bfi2 (4|M12) r1.0<1>:ud r127.0<2;1>:ud r127.0<2;1>:ud r127.0<1>:ud
(f0.0) lrp (16|M0) r10.0<1>:hf -(abs)r64.0<2;1>:hf r2.0<2;1>:f r3.0<0>:hf {NoDDChk}
(f0.1.all4h) bfi2 (16|M0) r127.0<1>:ud r2.2<0;0>:ud r127.0<0;0>:ud r64.0<0>:ud {NoDDChk}
bfi2 (16|M0) r10.0<1>:ud r2.3<0;0>:ud r64.0<0;0>:ud r64.3<0>:ud
csel (4|M12) (ne)f1.0 (sat)r10.0<1>:df -r3.0<0;0>:df -(abs)r2.2<2;1>:df -(abs)r64.0<0>:df {Breakpoint}
bfi2 (8|M0) r127.0<1>:ud r3.3<0;0>:ud r3.2<0;0>:ud r3.0<0>:ud {NoDDChk,NoDDClr,Switch}
mad (32|M0) r1.0<1>:df -(abs)r3.0<2;1>:df r2.3<0;0>:df (abs)r64.3<0>:df {Breakpoint}
(W) lrp (16|M0) r1.0<1>:ud r3.0<0;0>:ud -r64.0<2;1>:ud -(abs)r3.0<0>:ud
mad (1|M0) r127.0<1>:hf r127.0<0;0>:hf (abs)r127.1<2;1>:f (abs)r3.0<1>:f
lrp (2|M12) r1.0<1>:d r2.0<2;1>:d (abs)r64.0<0;0>:d (abs)r3.1<1>:d {Switch}
bfe (32|M0) r127.0<1>:d r64.2<2;1>:d r2.0<0;0>:d r3.0<0>:d
(W) mad (1|M0) r1.2<1>:f r2.2<2;1>:f -r3.0<0;0>:hf (abs)r3.0<0>:hf {Breakpoint}
(W) bfe (8|M0) r10.0<1>:d r3.2<0;0>:d r127.0<2;1>:d r64.1<1>:d
(~f0.0.any4h) mad (1|M20) (sat)r1.7<1>:f r127.1<0;0>:f (abs)r127.0<0;0>:f -(abs)r127.0<1>:hf
bfi2 (4|M16) r127.0<1>:ud r127.0<0;0>:ud r2.0<2;1>:ud r3.3<1>:ud
bfe (4|M24) r1.0<1>:ud r64.0<0;0>:ud r2.0<2;1>:ud r64.0<1>:ud {NoDDChk}
mad (16|M8) r127.0<1>:df -(abs)r64.0<2;1>:df -r64.0<2;1>:df r3.0<1>:df
lrp (16|M8) (sat)r127.0<1>:f -(abs)r3.0<0;0>:hf (abs)r2.2<0;0>:hf -r127.0<0>:hf {NoDDClr}
csel (1|M0) r127.0<1>:f -r64.0<0;0>:hf -r3.0<2;1>:f r64.2<1>:hf
lrp (16|M0) (sat)r10.0<1>:df (abs)r2.0<2;1>:df -(abs)r3.3<0;0>:df r127.1<1>:df
lrp (16|M0) (eq)f1.0 r10.0<1>:f (abs)r127.3<2;1>:hf r2.0<2;1>:f -(abs)r3.1<1>:f {Atomic,NoDDChk}
csel (32|M0) (le)f1.0 r1.0<1>:f r3.0<2;1>:f r3.0<0;0>:hf -r3.3<0>:f
lrp (2|M0) r127.0<1>:f -r64.0<2;1>:hf r2.0<2;1>:f -r127.3<1>:hf
csel (16|M0) r127.0<1>:hf -(abs)r2.0<0;0>:f (abs)r127.0<0;0>:hf -r64.0<1>:f
(f0.0.any4h) bfi2 (2|M20) r1.0<1>:ud r3.1<0;0>:ud r3.3<0;0>:ud r127.0<1>:ud
lrp (8|M0) r127.0<1>:f (abs)r2.3<2;1>:hf (abs)r3.2<2;1>:f (abs)r2.1<1>:hf
bfe (2|M24) r127.0<1>:ud r3.1<2;1>:ud r127.1<0;0>:ud r64.0<1>:ud
bfe (8|M0) r10.0<1>:ud r64.0<0;0>:ud r3.2<0;0>:ud r2.3<1>:ud {NoDDChk}
bfe (16|M0) r1.0<1>:ud r3.0<2;1>:ud r3.2<0;0>:ud r3.3<0>:ud
lrp (32|M0) r1.0<1>:f (abs)r127.0<0;0>:hf (abs)r64.3<2;1>:f -(abs)r64.0<1>:f
csel (16|M0) (un)f0.0 r10.0<1>:f -r3.0<0;0>:f (abs)r3.0<0;0>:f -r127.2<1>:f {Breakpoint}
mad (8|M0) r1.0<1>:hf -(abs)r127.0<0;0>:hf -r3.0<2;1>:hf r64.0<1>:hf {AccWrEn,NoDDClr}
lrp (16|M0) (ov)f1.0 (sat)r10.0<1>:f (abs)r3.0<0;0>:f -r3.1<2;1>:f -r64.0<0>:f {Atomic}
(W) csel (4|M24) r10.0<1>:f r2.2<0;0>:f r3.1<0;0>:hf (abs)r127.0<1>:f {NoDDChk,Switch}
(W) csel (2|M0) r127.0<1>:f -(abs)r127.3<2;1>:hf -(abs)r127.2<2;1>:hf -(abs)r127.1<0>:hf
(f0.1) bfe (2|M28) r1.0<1>:ud r64.0<0;0>:ud r127.0<0;0>:ud r3.2<0>:ud {Breakpoint}
(~f0.1.any4h) lrp (8|M0) r10.0<1>:d -(abs)r127.2<0;0>:d r3.0<0;0>:d r2.1<0>:d
(W&~f1.0) bfe (2|M12) r10.0<1>:ud r2.2<0;0>:ud r3.1<0;0>:ud r127.0<0>:ud
csel (32|M8) r1.0<1>:d -r3.0<2;1>:d -(abs)r127.0<0;0>:d r64.2<1>:d {Breakpoint}
bfi2 (2|M0) r1.0<1>:d r2.1<0;0>:d r64.0<2;1>:d r64.0<0>:d
(W) lrp (4|M24) r10.0<1>:ud r64.3<0;0>:ud -r3.1<2;1>:ud -(abs)r3.3<0>:ud
mad (16|M0) (le)f1.1 r1.0<1>:f (abs)r127.0<2;1>:f r2.1<2;1>:hf -(abs)r2.3<1>:hf
(W&f1.1) bfi2 (1|M28) r127.3<1>:ud r2.0<0;0>:ud r127.0<2;1>:ud r2.0<1>:ud
bfe (4|M12) r10.0<1>:d r2.0<2;1>:d r127.0<2;1>:d r3.2<0>:d
mad (8|M16) r1.0<1>:hf -r127.3<2;1>:hf r3.0<0;0>:hf (abs)r127.2<1>:f
lrp (16|M0) r127.0<1>:hf (abs)r2.0<0;0>:hf -r3.0<0;0>:hf (abs)r2.0<1>:f
lrp (8|M8) (ge)f0.0 (sat)r127.0<1>:df -(abs)r2.0<2;1>:df -r64.1<2;1>:df -r127.0<1>:df {Atomic}
bfe (4|M28) r1.0<1>:d r127.0<2;1>:d r127.0<2;1>:d r2.0<0>:d
mad (8|M0) r127.0<1>:d (abs)r2.0<2;1>:d r127.0<0;0>:d r3.0<0>:d {Breakpoint}
(W&~f1.0) bfe (2|M0) r10.0<1>:ud r3.2<0;0>:ud r2.0<0;0>:ud r64.0<1>:ud {Atomic}
mad (2|M0) r10.0<1>:ud r2.1<0;0>:ud r64.0<2;1>:ud -(abs)r2.0<1>:ud {Switch}
bfe (8|M0) r10.0<1>:ud r3.0<2;1>:ud r64.0<0;0>:ud r3.0<1>:ud
lrp (8|M0) r127.0<1>:f -r64.0<2;1>:f r3.0<0;0>:f (abs)r127.1<1>:f
(W) lrp (8|M8) r127.0<1>:df r3.1<0;0>:df -r3.2<2;1>:df -(abs)r127.0<0>:df
bfi2 (16|M16) r10.0<1>:ud r64.0<2;1>:ud r3.0<2;1>:ud r127.0<0>:ud
mad (8|M0) r10.0<1>:f -(abs)r2.3<2;1>:f -(abs)r64.0<0;0>:hf r64.0<1>:hf
mad (16|M0) r1.0<1>:hf -(abs)r3.0<0;0>:hf -(abs)r127.0<2;1>:f (abs)r3.0<1>:f
bfi2 (16|M0) r127.0<1>:ud r127.3<0;0>:ud r2.0<0;0>:ud r3.0<1>:ud {AccWrEn}
mad (8|M0) r10.0<1>:hf -r127.0<2;1>:f (abs)r3.0<2;1>:f -(abs)r3.0<1>:hf
lrp (1|M4) r1.1<1>:f (abs)r3.0<0;0>:f -(abs)r3.2<0;0>:hf (abs)r127.0<1>:f
(~f0.0) bfi2 (8|M0) r10.0<1>:d r3.2<2;1>:d r127.0<2;1>:d r127.2<0>:d
bfi2 (8|M8) r10.0<1>:ud r64.0<0;0>:ud r127.0<0;0>:ud r127.3<1>:ud {Atomic}
bfi2 (32|M8) r10.0<1>:ud r64.0<0;0>:ud r64.0<0;0>:ud r3.0<0>:ud {AccWrEn,Switch}
(W&f1.0) bfi2 (1|M16) r10.2<1>:d r127.0<2;1>:d r2.0<2;1>:d r127.0<1>:d
bfe (2|M4) r10.0<1>:ud r127.0<2;1>:ud r2.0<2;1>:ud r3.0<0>:ud
(W&f0.1) mad (8|M24) (le)f0.1 r10.0<1>:f r2.0<0;0>:f r127.0<0;0>:f r127.0<1>:hf
bfi2 (8|M0) r1.0<1>:ud r3.0<0;0>:ud r3.0<2;1>:ud r127.3<0>:ud
mad (8|M0) r10.0<1>:hf (abs)r3.1<0;0>:hf r2.1<2;1>:hf -r64.0<0>:hf {Atomic}
lrp (8|M0) r1.0<1>:hf r3.0<0;0>:hf -(abs)r127.0<0;0>:f -r127.0<1>:hf
bfi2 (8|M16) r10.0<1>:d r64.0<2;1>:d r3.0<0;0>:d r2.0<1>:d {Breakpoint,Switch}
(W) csel (1|M0) r127.7<1>:d -r2.0<2;1>:d (abs)r2.0<2;1>:d (abs)r3.0<1>:d {NoDDChk}
csel (8|M8) r127.0<1>:hf r127.0<2;1>:f r3.0<2;1>:f (abs)r127.0<1>:hf {Switch}
mad (16|M0) (ge)f0.1 r1.0<1>:hf -r3.3<0;0>:f -(abs)r3.0<2;1>:hf -r64.0<1>:hf
lrp (8|M0) r10.0<1>:d (abs)r127.0<0;0>:d r2.2<2;1>:d r3.2<1>:d
csel (4|M0) r1.0<1>:f (abs)r3.1<2;1>:hf r2.0<2;1>:hf (abs)r64.2<1>:hf
lrp (16|M16) (eq)f0.1 r127.0<1>:df r2.0<2;1>:df r64.0<2;1>:df r2.0<0>:df
mad (16|M0) r1.0<1>:hf (abs)r127.3<0;0>:hf -r3.2<0;0>:f r2.0<1>:f
csel (1|M0) r10.2<1>:d -r2.1<2;1>:d r64.1<0;0>:d r64.0<1>:d {Switch}
lrp (2|M16) r127.0<1>:df -r127.0<0;0>:df (abs)r3.0<2;1>:df -r64.0<0>:df
lrp (4|M8) (un)f0.1 r10.0<1>:f r3.3<0;0>:f r127.0<2;1>:f -(abs)r2.1<1>:hf
(W) bfi2 (2|M0) r10.0<1>:ud r127.3<2;1>:ud r64.0<2;1>:ud r2.0<0>:ud {NoDDClr}
mad (32|M0) (ge)f0.0 r1.0<1>:df r2.3<0;0>:df (abs)r64.0<0;0>:df -(abs)r3.3<0>:df
mad (8|M0) r127.0<1>:f (abs)r2.3<2;1>:hf (abs)r2.3<0;0>:f -(abs)r2.1<1>:hf
mad (1|M0) r127.7<1>:f -r3.0<0;0>:hf -r127.0<2;1>:hf (abs)r3.1<1>:f {NoDDClr}
mad (4|M20) r1.0<1>:ud (abs)r2.0<0;0>:ud r3.0<0;0>:ud r2.0<0>:ud {NoDDChk}
bfi2 (16|M0) r1.0<1>:ud r2.1<0;0>:ud r127.0<2;1>:ud r3.1<1>:ud {Breakpoint}
csel (32|M0) (gt)f1.0 r127.0<1>:ud r3.0<0;0>:ud -r127.0<2;1>:ud r127.3<0>:ud
bfe (32|M8) r1.0<1>:d r64.0<2;1>:d r2.0<2;1>:d r127.0<1>:d
csel (8|M0) r10.0<1>:hf r3.0<2;1>:hf r127.0<2;1>:f (abs)r2.0<1>:hf {AccWrEn,NoDDChk}
lrp (8|M8) r1.0<1>:f -r3.2<0;0>:hf -(abs)r2.0<0;0>:hf -r64.0<1>:hf
lrp (2|M24) r127.0<1>:f r3.3<0;0>:hf r2.2<2;1>:f r3.0<1>:hf {NoDDChk}
mad (8|M0) (lt)f0.1 r1.0<1>:d r3.0<0;0>:d -r64.0<2;1>:d (abs)r2.0<1>:d
csel (16|M0) (gt)f0.1 r10.0<1>:hf -(abs)r3.3<0;0>:hf r3.0<2;1>:hf r64.0<1>:hf {AccWrEn}
(W&~f1.1) mad (16|M16) r127.0<1>:hf -(abs)r127.2<2;1>:hf (abs)r127.0<2;1>:f r64.2<0>:f {NoDDClr}
csel (16|M0) (sat)r1.0<1>:ud -r127.0<2;1>:ud -r3.0<0;0>:ud -(abs)r2.3<0>:ud {NoDDChk}
lrp (1|M8) r10.3<1>:f -r127.0<2;1>:hf r64.0<0;0>:f -(abs)r3.0<0>:hf {AccWrEn,Breakpoint}
bfe (16|M8) r10.0<1>:d r127.0<0;0>:d r2.1<2;1>:d r127.0<1>:d
lrp (8|M0) r1.0<1>:df r127.0<2;1>:df -(abs)r2.1<2;1>:df r64.3<1>:df {Breakpoint,NoDDChk}
(W) mad (8|M0) (ne)f1.0 r10.0<1>:df r3.0<0;0>:df (abs)r127.0<2;1>:df r2.0<1>:df
csel (1|M0) (sat)r127.3<1>:f r127.0<0;0>:f r64.0<0;0>:hf (abs)r2.0<1>:f
csel (16|M8) (un)f0.0 r10.0<1>:ud -r2.0<2;1>:ud r2.0<2;1>:ud (abs)r3.1<1>:ud
bfe (8|M16) r10.0<1>:ud r127.0<0;0>:ud r3.1<0;0>:ud r2.0<1>:ud
lrp (8|M0) r10.0<1>:f r127.3<0;0>:hf r3.0<0;0>:f r64.0<0>:hf
lrp (16|M0) r1.0<1>:hf (abs)r3.0<2;1>:hf -r3.0<0;0>:hf r2.0<0>:hf {NoDDClr}
csel (32|M0) r127.0<1>:d r127.2<2;1>:d r3.0<0;0>:d r3.0<0>:d
(W) mad (8|M0) (un)f1.0 (sat)r10.0<1>:d -(abs)r3.0<2;1>:d r3.0<0;0>:d r3.0<0>:d
(W) csel (16|M0) (un)f0.1 r127.0<1>:df r64.0<0;0>:df (abs)r2.0<2;1>:df r3.0<1>:df
(f1.0.any4h) lrp (8|M0) (ge)f1.0 r1.0<1>:hf (abs)r2.3<0;0>:hf r127.1<0;0>:hf (abs)r2.0<0>:hf {Switch}
csel (32|M0) (le)f0.1 r10.0<1>:hf (abs)r127.0<0;0>:hf -(abs)r127.0<0;0>:hf r127.0<1>:f {NoDDClr}
bfe (8|M16) r127.0<1>:ud r127.0<0;0>:ud r2.0<0;0>:ud r2.0<0>:ud
(f1.0.any4h) bfi2 (1|M16) r127.2<1>:ud r2.0<2;1>:ud r64.2<2;1>:ud r127.0<0>:ud {Atomic,NoDDChk}
mad (8|M0) (gt)f0.0 r127.0<1>:f r64.3<2;1>:hf r3.2<0;0>:hf (abs)r127.0<0>:hf
(W) lrp (8|M0) r127.0<1>:f (abs)r2.0<2;1>:f -r127.3<2;1>:hf -(abs)r2.0<0>:f {NoDDChk}
(W&f0.0) mad (8|M16) (ov)f0.0 r127.0<1>:d r127.0<0;0>:d -(abs)r3.1<2;1>:d -(abs)r2.1<0>:d {AccWrEn}
csel (8|M0) (sat)r10.0<1>:d r2.0<0;0>:d (abs)r64.2<2;1>:d -r127.2<0>:d
csel (32|M0) r10.0<1>:hf (abs)r2.0<0;0>:hf r2.0<2;1>:f r2.0<1>:hf
(W) bfi2 (16|M0) r1.0<1>:d r2.0<2;1>:d r2.0<2;1>:d r64.0<1>:d {NoDDChk}
csel (16|M0) r10.0<1>:d r64.0<0;0>:d r64.0<0;0>:d r3.2<1>:d
csel (32|M8) (lt)f1.1 r127.0<1>:d -r3.3<2;1>:d (abs)r64.1<2;1>:d (abs)r127.0<1>:d {Breakpoint}
(W) bfe (16|M0) r1.0<1>:d r2.0<0;0>:d r127.0<2;1>:d r2.0<0>:d {NoDDChk,Switch}
bfi2 (32|M24) r10.0<1>:ud r3.0<0;0>:ud r3.0<0;0>:ud r127.0<1>:ud {Switch}
mad (8|M0) r10.0<1>:df -(abs)r64.0<0;0>:df (abs)r127.0<0;0>:df r127.0<0>:df
mad (2|M0) (sat)r1.0<1>:d r2.0<0;0>:d (abs)r64.0<2;1>:d r3.0<1>:d
lrp (16|M0) (eq)f1.0 r1.0<1>:df r127.0<2;1>:df -(abs)r3.0<0;0>:df -(abs)r127.3<0>:df {Atomic}
(W) mad (1|M16) r10.1<1>:f -r127.2<0;0>:f (abs)r3.0<2;1>:hf (abs)r3.0<0>:f {NoDDChk}
mad (32|M0) (le)f1.0 r10.0<1>:hf -(abs)r2.0<2;1>:f r127.0<2;1>:hf (abs)r3.0<1>:f
csel (8|M0) r127.0<1>:f r64.0<0;0>:f -(abs)r2.1<0;0>:f -(abs)r3.0<0>:f {NoDDChk}
bfi2 (2|M20) r1.0<1>:d r127.0<0;0>:d r2.0<0;0>:d r64.0<1>:d
bfi2 (8|M8) r1.0<1>:d r2.0<2;1>:d r3.0<0;0>:d r64.0<0>:d {NoDDChk}
(W) bfi2 (1|M0) r127.0<1>:ud r127.0<2;1>:ud r64.0<0;0>:ud r3.0<1>:ud
bfi2 (4|M4) r1.0<1>:ud r127.0<0;0>:ud r127.1<2;1>:ud r3.0<0>:ud
lrp (32|M0) (lt)f0.1 r1.0<1>:df (abs)r64.0<0;0>:df (abs)r2.0<2;1>:df r64.0<0>:df {Switch}
csel (16|M0) r10.0<1>:f r2.2<0;0>:hf r3.0<2;1>:f -(abs)r64.0<0>:hf
lrp (16|M24) r1.0<1>:d -r3.0<2;1>:d (abs)r3.0<2;1>:d -r127.0<0>:d {NoDDChk}
csel (1|M16) (sat)r10.0<1>:f -(abs)r2.0<2;1>:f (abs)r64.2<0;0>:f (abs)r3.0<1>:hf
csel (4|M4) r1.0<1>:ud (abs)r2.3<2;1>:ud -(abs)r3.0<2;1>:ud r3.2<0>:ud
csel (32|M24) r127.0<1>:ud r2.0<2;1>:ud -r2.0<2;1>:ud (abs)r2.2<1>:ud
(W) bfe (1|M0) r1.5<1>:d r127.0<2;1>:d r127.0<2;1>:d r127.0<0>:d
mad (2|M24) (un)f0.1 r10.0<1>:f (abs)r64.0<0;0>:f -(abs)r64.0<2;1>:hf r3.0<1>:f {AccWrEn}
bfi2 (8|M0) r1.0<1>:d r64.1<0;0>:d r2.0<2;1>:d r127.0<1>:d
mad (2|M8) (sat)r1.0<1>:f r2.0<0;0>:hf (abs)r64.0<0;0>:hf -r127.3<1>:hf
lrp (32|M16) (sat)r127.0<1>:ud -r3.0<2;1>:ud -(abs)r127.0<0;0>:ud -r64.0<1>:ud
bfe (4|M0) r1.0<1>:d r64.0<0;0>:d r3.0<0;0>:d r64.0<1>:d
mad (16|M0) r1.0<1>:ud (abs)r3.0<2;1>:ud r64.1<2;1>:ud r64.0<0>:ud
mad (8|M0) (eq)f0.0 r10.0<1>:hf (abs)r3.0<2;1>:hf (abs)r127.0<2;1>:hf r2.1<1>:f
(W) mad (4|M0) (ne)f1.1 r1.0<1>:df -(abs)r127.0<0;0>:df r127.0<2;1>:df r2.3<0>:df
bfi2 (32|M0) r127.0<1>:ud r3.0<2;1>:ud r3.0<2;1>:ud r3.0<0>:ud {NoDDChk}
(~f0.1.all4h) bfi2 (2|M16) r1.0<1>:ud r127.0<0;0>:ud r2.3<2;1>:ud r127.2<1>:ud {AccWrEn,Breakpoint}
(W) bfe (4|M24) r127.0<1>:d r64.0<2;1>:d r64.0<2;1>:d r3.1<1>:d {Switch}
(W) bfe (16|M0) r1.0<1>:ud r127.3<0;0>:ud r2.0<2;1>:ud r2.0<0>:ud
lrp (8|M16) (eq)f1.0 r1.0<1>:ud r2.0<2;1>:ud r3.0<0;0>:ud -r64.0<0>:ud
mad (4|M12) r1.0<1>:f r127.0<2;1>:hf r3.0<0;0>:hf r64.0<0>:hf {AccWrEn,NoDDClr}
(f1.0.any4h) lrp (16|M0) (ge)f1.0 r127.0<1>:hf -r3.0<0;0>:hf (abs)r127.0<2;1>:hf r2.0<0>:hf
mad (1|M20) (eq)f0.0 r1.3<1>:hf (abs)r2.0<0;0>:f (abs)r127.1<2;1>:hf -(abs)r127.0<1>:f {AccWrEn,Atomic}
bfi2 (32|M16) r127.0<1>:ud r64.0<0;0>:ud r3.0<2;1>:ud r64.0<1>:ud
bfi2 (4|M20) r1.0<1>:d r3.0<0;0>:d r64.0<2;1>:d r2.0<1>:d
csel (8|M0) r10.0<1>:hf -r2.0<2;1>:hf r64.0<2;1>:f -r2.0<0>:f
mad (16|M0) (gt)f1.0 r10.0<1>:hf (abs)r127.0<0;0>:f (abs)r3.0<0;0>:hf r64.2<0>:hf {Atomic}
(f1.1.all4h) bfi2 (8|M0) r1.0<1>:ud r127.0<0;0>:ud r3.0<2;1>:ud r127.0<0>:ud
csel (8|M0) r10.0<1>:df (abs)r3.1<2;1>:df r64.0<0;0>:df (abs)r3.0<0>:df
(~f1.1.all4h) mad (8|M0) r10.0<1>:d r127.0<2;1>:d -r2.0<0;0>:d r2.2<0>:d {NoDDChk}
lrp (8|M0) r10.0<1>:hf r3.0<2;1>:hf (abs)r3.3<0;0>:f (abs)r127.0<1>:hf {AccWrEn}
csel (2|M24) r10.0<1>:hf -(abs)r3.0<0;0>:hf (abs)r127.0<0;0>:hf r127.2<1>:f {Breakpoint}
csel (16|M8) r127.0<1>:d (abs)r64.0<0;0>:d -r127.0<0;0>:d r64.0<1>:d {Atomic}
lrp (32|M0) r127.0<1>:f r2.0<0;0>:hf r3.0<0;0>:hf r127.3<1>:hf
bfi2 (4|M24) r127.0<1>:ud r2.0<2;1>:ud r3.0<2;1>:ud r127.0<0>:ud
bfe (32|M0) r10.0<1>:ud r127.0<2;1>:ud r127.0<2;1>:ud r3.0<1>:ud
(W) bfe (16|M0) r10.0<1>:ud r3.1<2;1>:ud r127.0<0;0>:ud r64.0<1>:ud {Switch}
mad (16|M0) r10.0<1>:f -(abs)r3.1<2;1>:f -(abs)r127.0<0;0>:f r127.0<1>:f
lrp (8|M16) (ov)f0.1 r127.0<1>:d r127.0<0;0>:d r3.1<2;1>:d r64.0<1>:d {Atomic}
bfi2 (4|M0) r127.0<1>:ud r2.1<2;1>:ud r64.0<0;0>:ud r2.0<0>:ud
bfi2 (16|M16) r1.0<1>:d r3.0<2;1>:d r127.0<0;0>:d r2.0<0>:d {AccWrEn,NoDDClr}
lrp (4|M16) (gt)f0.1 r1.0<1>:hf r3.2<0;0>:hf r3.0<0;0>:hf (abs)r127.0<1>:f
bfi2 (16|M8) r10.0<1>:d r2.0<2;1>:d r2.2<2;1>:d r127.0<0>:d {NoDDClr}
(f0.0) mad (16|M0) (gt)f0.0 (sat)r127.0<1>:ud r2.0<2;1>:ud (abs)r3.0<0;0>:ud r127.0<0>:ud
(W&~f0.1) bfe (2|M24) r1.0<1>:ud r2.0<2;1>:ud r64.0<0;0>:ud r64.0<1>:ud
(W&f1.0) lrp (4|M4) r1.0<1>:d r3.0<2;1>:d -(abs)r127.1<2;1>:d (abs)r2.0<1>:d
bfi2 (2|M0) r10.0<1>:d r2.0<0;0>:d r3.0<0;0>:d r127.0<0>:d
csel (8|M0) r1.0<1>:f -r2.0<0;0>:hf r127.0<0;0>:f (abs)r2.2<1>:f
mad (1|M0) (eq)f1.1 r127.1<1>:ud -(abs)r3.0<0;0>:ud -(abs)r3.2<0;0>:ud r127.0<0>:ud
mad (8|M0) (un)f1.0 r10.0<1>:f -r127.1<2;1>:f -r3.0<2;1>:f -(abs)r64.0<0>:f {Switch}
csel (16|M24) r127.0<1>:hf r64.0<2;1>:hf r64.0<0;0>:f -r3.0<0>:f
(W) mad (4|M0) (sat)r1.0<1>:ud -(abs)r127.0<0;0>:ud -r2.0<0;0>:ud -(abs)r64.0<0>:ud
mad (16|M16) r127.0<1>:d r64.0<2;1>:d r127.0<0;0>:d -(abs)r3.0<0>:d
mad (4|M16) r127.0<1>:f -r64.1<2;1>:f -r64.0<0;0>:hf -r127.3<0>:hf
csel (16|M0) r1.0<1>:ud -r2.0<0;0>:ud r2.0<0;0>:ud r2.2<1>:ud
mad (2|M0) (ov)f0.0 r10.0<1>:f (abs)r3.0<0;0>:f r3.0<2;1>:hf -(abs)r2.1<0>:f
(W&f0.1) mad (32|M0) r10.0<1>:ud r127.0<2;1>:ud r64.0<2;1>:ud r2.0<1>:ud
csel (16|M16) (ge)f1.0 r127.0<1>:d (abs)r3.0<2;1>:d (abs)r64.0<2;1>:d (abs)r64.0<0>:d {NoDDClr}
mad (2|M20) (sat)r10.0<1>:df r127.2<0;0>:df r2.0<2;1>:df -(abs)r64.0<1>:df {Switch}
bfi2 (32|M0) r10.0<1>:d r2.0<0;0>:d r3.0<0;0>:d r64.0<0>:d
lrp (2|M20) (ov)f1.1 r1.0<1>:hf (abs)r64.2<0;0>:hf -(abs)r127.3<0;0>:hf -r3.0<1>:hf
mad (16|M0) r127.0<1>:hf -r127.2<0;0>:f -(abs)r3.0<2;1>:hf r2.0<0>:hf
mad (8|M24) (le)f0.1 r1.0<1>:f r64.1<0;0>:hf -r3.0<2;1>:hf r127.0<0>:hf {NoDDClr}
csel (8|M0) r10.0<1>:ud (abs)r3.0<2;1>:ud -(abs)r2.0<2;1>:ud r2.0<0>:ud
(W&f0.1) bfi2 (16|M0) r10.0<1>:d r64.1<2;1>:d r127.0<2;1>:d r2.0<1>:d
csel (16|M0) r1.0<1>:d r2.0<0;0>:d (abs)r64.0<2;1>:d (abs)r127.0<1>:d
(f0.0) bfi2 (16|M0) r127.0<1>:ud r2.3<0;0>:ud r3.0<0;0>:ud r64.0<1>:ud
csel (16|M16) r1.0<1>:ud (abs)r2.0<2;1>:ud r64.0<2;1>:ud (abs)r64.3<1>:ud
(W) mad (16|M0) r1.0<1>:df -r127.0<0;0>:df (abs)r2.2<2;1>:df -r64.0<0>:df {NoDDChk}
mad (16|M24) (ge)f1.0 r127.0<1>:df (abs)r64.0<0;0>:df r127.0<0;0>:df r3.0<1>:df
bfi2 (16|M0) r1.0<1>:ud r3.0<0;0>:ud r64.3<0;0>:ud r127.2<0>:ud {Atomic}
bfi2 (1|M0) r127.0<1>:ud r3.3<2;1>:ud r127.0<0;0>:ud r2.0<1>:ud
lrp (16|M0) r1.0<1>:d -(abs)r3.0<0;0>:d -(abs)r2.0<2;1>:d r2.0<1>:d
bfe (2|M8) r127.0<1>:ud r64.2<2;1>:ud r64.2<0;0>:ud r2.0<1>:ud {Switch}
mad (8|M0) r127.0<1>:df -r2.1<0;0>:df (abs)r3.2<2;1>:df (abs)r64.3<1>:df {NoDDChk}
lrp (8|M0) (ov)f1.0 r127.0<1>:d -r127.1<2;1>:d r3.0<2;1>:d -r2.0<1>:d
csel (8|M0) r127.0<1>:hf -r64.3<0;0>:hf r2.0<0;0>:f (abs)r64.0<0>:f {Breakpoint}
(W) bfe (16|M8) r10.0<1>:d r64.0<0;0>:d r2.0<2;1>:d r64.0<1>:d {NoDDChk}
bfe (16|M0) r10.0<1>:ud r2.0<2;1>:ud r127.0<2;1>:ud r127.0<1>:ud
lrp (16|M16) r10.0<1>:df -(abs)r127.3<2;1>:df r64.1<2;1>:df (abs)r64.3<1>:df
mad (32|M0) r127.0<1>:d r2.0<0;0>:d -r2.0<0;0>:d r64.2<1>:d {AccWrEn}
csel (32|M0) r127.0<1>:f -(abs)r127.0<0;0>:hf r127.0<0;0>:hf (abs)r3.0<0>:hf
lrp (8|M8) r10.0<1>:hf -r3.0<2;1>:f r127.0<2;1>:hf -r3.0<0>:hf
bfi2 (2|M28) r1.0<1>:ud r3.0<0;0>:ud r2.0<2;1>:ud r127.1<0>:ud {AccWrEn,NoDDClr}
lrp (32|M0) (le)f1.1 r10.0<1>:hf r64.0<2;1>:hf -r3.0<2;1>:f -r2.0<1>:hf {Switch}
bfi2 (2|M8) r10.0<1>:ud r3.0<0;0>:ud r64.0<2;1>:ud r127.0<0>:ud {Atomic}
bfi2 (32|M0) r127.0<1>:d r2.0<0;0>:d r64.3<0;0>:d r3.2<1>:d
csel (4|M20) (ne)f1.0 r1.0<1>:df r127.0<2;1>:df -r64.0<2;1>:df r3.0<0>:df {NoDDChk}
mad (32|M24) r127.0<1>:df (abs)r3.0<0;0>:df (abs)r3.0<0;0>:df r3.0<0>:df
lrp (1|M0) (sat)r127.3<1>:df r2.0<0;0>:df (abs)r64.0<0;0>:df -r2.0<0>:df
lrp (2|M0) (ge)f1.0 r127.0<1>:f -(abs)r64.0<2;1>:f (abs)r127.0<0;0>:hf r127.0<0>:f
csel (4|M0) r1.0<1>:hf (abs)r127.0<2;1>:hf -(abs)r64.2<0;0>:f -(abs)r3.0<1>:hf
lrp (8|M0) r127.0<1>:ud -r3.3<0;0>:ud -r2.0<2;1>:ud (abs)r64.3<1>:ud {Breakpoint,NoDDChk}
(W) csel (1|M0) (un)f0.0 r10.1<1>:hf r64.0<0;0>:f (abs)r2.0<0;0>:f -(abs)r2.0<1>:hf
(W) csel (1|M8) (eq)f1.1 r1.5<1>:f (abs)r64.0<2;1>:hf -r127.1<2;1>:hf (abs)r3.0<0>:f
(W) csel (2|M12) r1.0<1>:hf r64.0<2;1>:f -r3.2<2;1>:f -(abs)r2.2<1>:hf
csel (16|M8) (un)f0.0 r1.0<1>:ud (abs)r3.0<2;1>:ud -r3.0<2;1>:ud -(abs)r2.1<1>:ud {AccWrEn,Breakpoint}
(f1.0.all4h) bfi2 (16|M0) r127.0<1>:d r127.0<2;1>:d r2.3<2;1>:d r127.2<1>:d
bfi2 (32|M24) r10.0<1>:ud r2.2<2;1>:ud r64.0<0;0>:ud r3.0<1>:ud {AccWrEn,Switch}
lrp (1|M0) (sat)r127.7<1>:hf -r64.0<2;1>:hf -(abs)r64.2<0;0>:hf -(abs)r2.2<1>:hf
csel (4|M0) r10.0<1>:d -(abs)r127.0<0;0>:d r127.0<0;0>:d -r64.2<0>:d {Atomic}
lrp (8|M0) (lt)f0.0 r1.0<1>:hf -(abs)r3.0<2;1>:hf r3.2<2;1>:hf -r2.0<0>:f
mad (32|M0) r1.0<1>:d r3.0<2;1>:d (abs)r2.0<2;1>:d r3.3<0>:d {Switch}
(W) csel (32|M0) r127.0<1>:hf r64.1<2;1>:f -(abs)r127.0<0;0>:hf (abs)r3.0<0>:hf
(W) bfe (32|M0) r1.0<1>:d r127.0<2;1>:d r3.0<0;0>:d r2.2<1>:d
lrp (1|M20) (ne)f1.0 r1.7<1>:hf -(abs)r127.1<2;1>:f r3.1<0;0>:f -r64.0<1>:f {AccWrEn}
bfi2 (8|M0) r10.0<1>:d r127.1<2;1>:d r2.0<0;0>:d r64.0<0>:d
bfi2 (8|M0) r1.0<1>:ud r64.0<2;1>:ud r64.0<0;0>:ud r3.1<1>:ud {AccWrEn,NoDDClr}
lrp (16|M8) r10.0<1>:d r2.3<2;1>:d (abs)r2.0<2;1>:d -r2.2<1>:d
bfe (16|M0) r127.0<1>:d r64.1<2;1>:d r64.0<2;1>:d r2.2<1>:d {AccWrEn}
bfe (4|M4) r1.0<1>:ud r64.0<2;1>:ud r2.0<0;0>:ud r3.0<0>:ud
(f1.1) lrp (8|M0) r127.0<1>:hf -r3.2<2;1>:f (abs)r64.0<2;1>:hf -(abs)r64.0<0>:f
mad (2|M28) (ge)f1.1 r1.0<1>:hf r64.3<2;1>:f (abs)r2.0<2;1>:hf -(abs)r64.0<0>:f {Switch}
(f0.1) mad (16|M16) r127.0<1>:df -(abs)r64.0<2;1>:df -r3.0<2;1>:df r127.3<0>:df {Atomic,Breakpoint}
bfi2 (8|M0) r10.0<1>:ud r127.2<0;0>:ud r2.0<0;0>:ud r127.0<0>:ud {NoDDClr}
csel (8|M0) r1.0<1>:f r3.0<2;1>:f -(abs)r3.0<2;1>:f r3.3<0>:f
(W) lrp (4|M28) (gt)f0.0 r10.0<1>:ud r2.0<0;0>:ud r3.0<0;0>:ud r127.0<1>:ud {AccWrEn,Atomic}
mad (8|M0) (eq)f1.0 r10.0<1>:hf -r2.0<0;0>:f -(abs)r64.0<2;1>:hf -r2.0<0>:hf
bfe (8|M8) r127.0<1>:d r3.0<2;1>:d r2.0<0;0>:d r64.1<1>:d {AccWrEn,NoDDChk}
csel (4|M8) r10.0<1>:f (abs)r64.0<0;0>:hf -(abs)r3.0<2;1>:hf (abs)r2.3<1>:f {Atomic}
bfi2 (4|M24) r10.0<1>:ud r64.0<2;1>:ud r127.0<2;1>:ud r64.0<0>:ud
mad (1|M20) (le)f0.0 r1.2<1>:d -r64.0<2;1>:d -r64.0<0;0>:d -(abs)r2.0<1>:d
(W&~f0.1) mad (16|M8) (eq)f0.1 r10.0<1>:ud -(abs)r2.2<0;0>:ud (abs)r64.3<0;0>:ud r2.1<0>:ud
(W) csel (16|M0) r127.0<1>:d r3.0<0;0>:d -r127.0<0;0>:d r127.0<1>:d {Breakpoint}
bfe (16|M0) r127.0<1>:d r127.0<0;0>:d r127.0<0;0>:d r127.0<1>:d
mad (16|M8) (sat)r127.0<1>:d r3.1<0;0>:d -(abs)r64.2<0;0>:d r3.0<1>:d {Breakpoint,NoDDChk}
mad (4|M0) r10.0<1>:df -r64.1<2;1>:df -r2.0<0;0>:df -r2.2<1>:df
lrp (16|M8) r1.0<1>:hf r127.0<0;0>:f r64.0<2;1>:hf r127.0<0>:hf
csel (16|M24) (sat)r10.0<1>:f -(abs)r2.0<2;1>:hf -r64.1<0;0>:f -r127.3<0>:hf
bfi2 (8|M0) r10.0<1>:ud r64.0<2;1>:ud r2.0<0;0>:ud r2.0<1>:ud
csel (16|M0) (lt)f0.0 r1.0<1>:d (abs)r2.1<2;1>:d (abs)r64.0<0;0>:d -r127.2<0>:d {Breakpoint}
bfe (16|M0) r127.0<1>:ud r127.0<2;1>:ud r2.0<0;0>:ud r64.0<0>:ud
mad (16|M0) (le)f1.0 r10.0<1>:df -(abs)r2.0<0;0>:df (abs)r2.0<0;0>:df r2.0<0>:df
(W) bfe (4|M8) r1.0<1>:d r3.1<0;0>:d r127.0<2;1>:d r127.0<0>:d
lrp (2|M12) r1.0<1>:df r2.0<0;0>:df r64.0<0;0>:df -r127.0<0>:df
mad (8|M24) (sat)r10.0<1>:d r64.0<0;0>:d (abs)r3.0<0;0>:d r64.0<0>:d {NoDDClr}
mad (4|M16) (le)f1.1 r127.0<1>:df -(abs)r3.0<0;0>:df r127.0<0;0>:df r127.0<0>:df
bfe (4|M0) r127.0<1>:d r3.1<2;1>:d r2.0<2;1>:d r2.0<1>:d {NoDDChk,Switch}
(W) bfe (32|M0) r1.0<1>:ud r64.1<0;0>:ud r2.0<2;1>:ud r2.0<1>:ud {AccWrEn}
csel (1|M24) r127.3<1>:hf r64.2<0;0>:hf -r64.3<0;0>:hf r64.0<1>:f
lrp (8|M24) r10.0<1>:hf r2.1<2;1>:hf r2.0<0;0>:hf -(abs)r3.1<0>:f
bfi2 (8|M16) r1.0<1>:ud r64.0<0;0>:ud r64.0<2;1>:ud r2.0<0>:ud {AccWrEn}
mad (16|M8) (gt)f0.0 r127.0<1>:ud (abs)r127.0<2;1>:ud r3.3<0;0>:ud r2.0<1>:ud {NoDDChk}
lrp (2|M0) r10.0<1>:ud -r2.0<2;1>:ud (abs)r127.0<0;0>:ud (abs)r127.2<1>:ud {Atomic}
bfe (32|M24) r1.0<1>:ud r2.2<0;0>:ud r3.0<0;0>:ud r64.0<1>:ud {Breakpoint}
(f0.1.any4h) lrp (16|M0) r10.0<1>:df (abs)r3.0<2;1>:df (abs)r64.0<2;1>:df r3.3<1>:df
csel (2|M8) r1.0<1>:hf r3.0<0;0>:f -(abs)r2.0<0;0>:hf -r64.0<1>:hf {Atomic}
csel (4|M0) r127.0<1>:d r64.0<0;0>:d (abs)r64.0<0;0>:d -(abs)r2.0<0>:d {NoDDChk,NoDDClr}
(W) bfe (4|M0) r127.0<1>:d r2.2<0;0>:d r127.0<0;0>:d r64.0<1>:d {AccWrEn}
bfi2 (2|M0) r1.0<1>:ud r64.0<0;0>:ud r3.1<0;0>:ud r2.0<1>:ud
(f0.1) bfe (1|M12) r10.3<1>:ud r127.0<2;1>:ud r2.0<0;0>:ud r127.0<0>:ud {NoDDChk}
mad (1|M0) (sat)r10.2<1>:d -r127.3<0;0>:d r64.1<0;0>:d r2.0<0>:d
csel (8|M0) (sat)r127.0<1>:ud -(abs)r64.3<0;0>:ud (abs)r127.2<0;0>:ud (abs)r64.0<0>:ud
csel (16|M0) (ov)f0.0 r1.0<1>:ud r127.3<0;0>:ud r64.0<2;1>:ud -(abs)r2.1<1>:ud
bfi2 (2|M0) r1.0<1>:d r2.1<2;1>:d r2.0<0;0>:d r2.0<0>:d
(W&f0.0) bfi2 (16|M0) r1.0<1>:ud r64.0<0;0>:ud r64.2<2;1>:ud r64.0<1>:ud
(W&f0.1) mad (2|M16) (ge)f0.1 r127.0<1>:d -r127.0<2;1>:d (abs)r64.2<2;1>:d r2.0<0>:d
(~f1.1.any4h) mad (16|M16) r1.0<1>:df -r127.0<0;0>:df r2.0<2;1>:df -(abs)r64.0<0>:df
mad (16|M0) (ge)f1.0 (sat)r127.0<1>:f -r3.0<2;1>:hf -(abs)r64.0<0;0>:f r64.0<1>:f {NoDDChk}
(f1.0.any4h) mad (8|M8) r127.0<1>:d -r3.0<2;1>:d -(abs)r64.1<2;1>:d r64.0<1>:d
csel (16|M0) (sat)r127.0<1>:hf r127.0<0;0>:hf (abs)r2.0<2;1>:f r127.1<1>:hf
bfe (1|M4) r1.5<1>:ud r127.0<0;0>:ud r64.1<2;1>:ud r64.1<0>:ud
mad (1|M0) (sat)r127.1<1>:hf (abs)r3.3<2;1>:f (abs)r2.1<0;0>:hf r2.2<0>:hf {Atomic}
bfe (16|M0) r10.0<1>:ud r3.0<2;1>:ud r2.0<0;0>:ud r3.1<1>:ud
csel (32|M0) (sat)r127.0<1>:ud r3.0<0;0>:ud -(abs)r127.0<0;0>:ud (abs)r2.1<0>:ud
csel (16|M0) (ge)f1.0 (sat)r127.0<1>:d -r127.0<0;0>:d (abs)r3.0<0;0>:d -r2.2<0>:d {NoDDChk}
bfe (16|M8) r10.0<1>:d r2.0<2;1>:d r3.0<2;1>:d r3.0<1>:d
mad (1|M0) r10.5<1>:hf -(abs)r64.0<0;0>:f -(abs)r2.0<0;0>:hf -r127.0<0>:f {Atomic,NoDDClr}
bfi2 (8|M0) r1.0<1>:ud r64.0<0;0>:ud r64.2<2;1>:ud r2.0<0>:ud
(W) bfi2 (8|M24) r1.0<1>:ud r127.0<0;0>:ud r127.0<0;0>:ud r2.1<1>:ud
csel (16|M24) (le)f1.1 r1.0<1>:ud r127.0<2;1>:ud r2.0<0;0>:ud -r64.0<0>:ud {Atomic}
lrp (16|M0) r127.0<1>:d r2.0<2;1>:d (abs)r64.0<0;0>:d -r2.2<1>:d
bfe (16|M0) r1.0<1>:ud r2.0<2;1>:ud r2.0<2;1>:ud r127.0<1>:ud
csel (16|M0) (ge)f1.1 r1.0<1>:df (abs)r2.1<0;0>:df r3.0<2;1>:df (abs)r2.0<0>:df {Atomic}
bfi2 (8|M0) r1.0<1>:d r2.0<2;1>:d r2.0<2;1>:d r127.1<0>:d {NoDDClr}
csel (32|M16) r10.0<1>:df (abs)r64.0<2;1>:df (abs)r3.1<2;1>:df r2.3<0>:df
bfi2 (16|M0) r127.0<1>:ud r127.3<0;0>:ud r3.0<0;0>:ud r3.0<1>:ud {AccWrEn}
lrp (8|M24) r10.0<1>:ud -(abs)r64.1<2;1>:ud -(abs)r127.0<2;1>:ud -r2.2<1>:ud
(W) bfi2 (16|M0) r10.0<1>:d r2.0<0;0>:d r2.0<2;1>:d r127.0<0>:d
csel (16|M0) r10.0<1>:df r127.0<2;1>:df (abs)r127.0<2;1>:df r3.0<1>:df {NoDDChk}
mad (2|M12) (le)f0.0 r1.0<1>:hf -r3.0<2;1>:hf (abs)r3.2<2;1>:f (abs)r2.1<1>:f {AccWrEn}
mad (8|M0) (sat)r10.0<1>:d r64.0<2;1>:d r127.2<0;0>:d (abs)r2.0<0>:d
(f0.0.all4h) lrp (8|M8) r127.0<1>:hf -r64.3<2;1>:hf -r3.3<2;1>:f (abs)r2.0<1>:hf
lrp (8|M0) r1.0<1>:f r127.0<2;1>:hf -(abs)r3.3<0;0>:f r127.2<1>:hf
mad (32|M24) r10.0<1>:f (abs)r64.0<0;0>:hf -(abs)r64.0<2;1>:hf r64.0<0>:hf
csel (32|M0) r127.0<1>:f -(abs)r3.0<2;1>:hf -r64.1<2;1>:f -(abs)r2.0<1>:f {Atomic,NoDDClr}
lrp (2|M12) (sat)r127.0<1>:f -r64.2<2;1>:f r64.0<0;0>:f r127.3<1>:f {AccWrEn}
(W) lrp (2|M0) r10.0<1>:df -(abs)r3.0<0;0>:df -r64.0<2;1>:df -(abs)r3.0<1>:df
mad (8|M24) (ov)f1.1 r10.0<1>:ud (abs)r2.0<2;1>:ud r2.1<0;0>:ud -(abs)r3.2<0>:ud {AccWrEn}
bfi2 (16|M0) r10.0<1>:ud r2.0<0;0>:ud r2.3<0;0>:ud r3.2<0>:ud
(W) lrp (16|M0) r10.0<1>:d (abs)r127.0<2;1>:d r3.0<2;1>:d r64.3<1>:d
bfi2 (1|M12) r127.3<1>:ud r127.0<2;1>:ud r127.2<0;0>:ud r3.0<0>:ud
lrp (4|M24) (sat)r10.0<1>:df r3.3<0;0>:df -(abs)r2.3<2;1>:df r127.0<0>:df
lrp (16|M0) r10.0<1>:ud (abs)r127.2<2;1>:ud -r3.0<0;0>:ud -(abs)r2.0<1>:ud
(W) bfe (16|M0) r10.0<1>:d r127.3<2;1>:d r3.1<0;0>:d r64.1<0>:d {Switch}
(W) mad (16|M0) (lt)f1.0 r10.0<1>:d -r2.0<2;1>:d -(abs)r127.2<2;1>:d r2.0<0>:d
(~f1.0) bfe (32|M0) r1.0<1>:d r64.0<2;1>:d r127.0<2;1>:d r2.0<0>:d
bfe (2|M20) r127.0<1>:ud r2.0<0;0>:ud r3.0<2;1>:ud r64.3<0>:ud
mad (32|M0) (lt)f1.1 (sat)r10.0<1>:f -(abs)r3.3<0;0>:f r3.0<2;1>:hf -r127.1<0>:f
(W) csel (16|M0) r1.0<1>:ud -(abs)r3.3<2;1>:ud r2.0<0;0>:ud -r64.0<1>:ud
mad (16|M8) r10.0<1>:f (abs)r3.1<2;1>:hf -r3.0<0;0>:f r64.2<0>:f {AccWrEn}
mad (8|M0) r10.0<1>:hf (abs)r64.0<0;0>:hf r64.0<2;1>:f r127.0<0>:f {Atomic}
mad (8|M0) (ne)f0.0 r10.0<1>:df -(abs)r2.0<2;1>:df (abs)r2.2<2;1>:df r2.0<1>:df {Switch}
(W) bfe (2|M4) r1.0<1>:ud r64.0<2;1>:ud r64.0<2;1>:ud r127.2<0>:ud {Atomic,NoDDChk}
lrp (4|M8) (lt)f0.1 r127.0<1>:hf r127.0<2;1>:f -(abs)r127.2<0;0>:f -(abs)r127.0<0>:hf
(W) bfi2 (32|M0) r127.0<1>:d r64.0<2;1>:d r2.0<0;0>:d r2.0<1>:d
mad (8|M24) r1.0<1>:d r127.0<0;0>:d -(abs)r3.2<2;1>:d (abs)r127.0<0>:d {NoDDClr,Switch}
(W) bfi2 (8|M0) r10.0<1>:d r127.3<2;1>:d r64.0<0;0>:d r2.0<1>:d
csel (4|M20) r1.0<1>:ud r127.0<2;1>:ud r127.2<2;1>:ud r64.1<0>:ud {NoDDClr}
mad (16|M8) (gt)f1.1 r10.0<1>:d -r64.0<0;0>:d -(abs)r64.0<2;1>:d -r2.0<1>:d
bfe (4|M16) r127.0<1>:ud r2.0<0;0>:ud r3.3<2;1>:ud r2.0<1>:ud {Switch}
bfe (1|M20) r1.0<1>:ud r127.0<2;1>:ud r2.0<2;1>:ud r127.0<0>:ud
(W) bfi2 (32|M0) r1.0<1>:d r64.0<2;1>:d r3.3<0;0>:d r2.0<0>:d {Breakpoint}
mad (8|M16) r127.0<1>:d r3.0<2;1>:d (abs)r3.2<0;0>:d r64.3<1>:d {AccWrEn,Breakpoint}
bfe (1|M20) r10.5<1>:d r3.0<2;1>:d r2.2<2;1>:d r127.2<0>:d
(f0.1.all4h) mad (8|M16) (ov)f0.1 r10.0<1>:ud -(abs)r64.2<0;0>:ud -r3.0<0;0>:ud -r2.3<1>:ud
(W) lrp (16|M24) (ov)f0.0 r127.0<1>:d r2.2<2;1>:d r127.3<0;0>:d -r2.0<1>:d
(W) bfe (32|M0) r1.0<1>:d r127.0<2;1>:d r127.1<2;1>:d r127.0<1>:d {Switch}
(~f1.0) bfi2 (2|M8) r127.0<1>:d r3.1<0;0>:d r3.0<2;1>:d r64.0<0>:d {Switch}
(~f1.0.all4h) lrp (16|M0) r1.0<1>:d (abs)r127.1<2;1>:d -r64.3<2;1>:d r127.2<1>:d
bfe (16|M0) r1.0<1>:ud r64.1<0;0>:ud r64.0<2;1>:ud r2.0<1>:ud
(W) mad (8|M0) (sat)r10.0<1>:ud r3.0<0;0>:ud -r3.2<2;1>:ud (abs)r64.0<1>:ud {NoDDClr}
csel (8|M0) (ge)f1.1 r127.0<1>:f -(abs)r3.3<2;1>:hf -(abs)r2.0<0;0>:f (abs)r127.0<1>:f {NoDDClr}
csel (1|M12) (ge)f1.0 r1.1<1>:hf r64.2<2;1>:hf -r64.1<0;0>:f -r64.0<1>:hf {NoDDClr}
mad (4|M4) r10.0<1>:f -r64.3<2;1>:hf (abs)r3.0<2;1>:f r3.0<1>:f {Breakpoint}
csel (16|M0) (eq)f0.1 r127.0<1>:ud -(abs)r127.0<0;0>:ud -(abs)r127.0<2;1>:ud -r2.0<0>:ud
bfe (4|M0) r127.0<1>:d r127.0<2;1>:d r64.0<2;1>:d r3.0<1>:d {Atomic}
mad (16|M0) r10.0<1>:f (abs)r3.0<2;1>:hf r3.3<2;1>:f -(abs)r2.0<0>:f
(W) mad (1|M12) (ge)f0.0 r10.7<1>:d -(abs)r127.0<0;0>:d -(abs)r127.0<2;1>:d r3.0<0>:d {Switch}
(f0.1) bfe (16|M0) r1.0<1>:d r64.0<0;0>:d r64.0<2;1>:d r3.0<0>:d
mad (8|M0) r10.0<1>:f -(abs)r127.0<0;0>:f -(abs)r64.2<2;1>:f (abs)r3.2<1>:hf
lrp (32|M0) r1.0<1>:d -r127.0<0;0>:d r64.0<2;1>:d r3.2<1>:d {Atomic}
csel (4|M4) r10.0<1>:f r3.0<2;1>:f r3.0<2;1>:f -r127.0<1>:hf {AccWrEn}
csel (16|M24) r1.0<1>:df r64.2<0;0>:df r127.0<2;1>:df -r2.0<1>:df {Switch}
lrp (8|M24) r127.0<1>:d r3.0<2;1>:d -(abs)r127.0<0;0>:d -(abs)r3.0<0>:d {Breakpoint,Switch}
bfe (16|M0) r1.0<1>:ud r64.0<2;1>:ud r64.0<0;0>:ud r64.0<1>:ud
mad (1|M12) (ne)f0.1 (sat)r1.2<1>:hf -(abs)r64.3<2;1>:hf (abs)r3.3<0;0>:hf r127.3<1>:hf {NoDDChk}
bfe (8|M16) r10.0<1>:ud r2.0<0;0>:ud r2.2<0;0>:ud r2.0<0>:ud
(W) lrp (16|M0) (sat)r127.0<1>:hf -(abs)r3.2<0;0>:hf r3.0<0;0>:f (abs)r64.0<1>:f
mad (2|M8) r1.0<1>:df (abs)r64.0<2;1>:df r64.0<2;1>:df r127.0<0>:df {Breakpoint}
(~f1.0.any4h) mad (32|M0) (le)f1.0 r1.0<1>:d r3.0<2;1>:d r127.0<0;0>:d r127.0<1>:d
csel (4|M0) (le)f1.0 r10.0<1>:d -(abs)r3.0<0;0>:d r2.0<2;1>:d -(abs)r127.1<1>:d
(W) bfe (32|M0) r1.0<1>:ud r2.1<2;1>:ud r3.0<2;1>:ud r127.0<0>:ud
bfe (8|M0) r1.0<1>:ud r127.3<2;1>:ud r3.0<0;0>:ud r2.0<0>:ud {Breakpoint,Switch}
bfi2 (2|M12) r1.0<1>:ud r64.2<0;0>:ud r2.0<2;1>:ud r3.0<1>:ud {Atomic}
mad (1|M20) r127.2<1>:df (abs)r64.0<0;0>:df (abs)r2.0<0;0>:df r3.0<0>:df
bfe (4|M0) r127.0<1>:ud r64.1<2;1>:ud r127.2<0;0>:ud r3.0<1>:ud {AccWrEn}
bfe (8|M8) r10.0<1>:d r2.0<2;1>:d r127.3<2;1>:d r2.2<1>:d {Breakpoint}
mad (32|M0) r127.0<1>:hf r2.0<0;0>:f r2.0<2;1>:hf (abs)r2.0<1>:hf {Atomic,NoDDChk}
(~f1.0.any4h) bfe (4|M0) r127.0<1>:d r64.0<0;0>:d r2.2<2;1>:d r64.0<1>:d {Switch}
(f0.0) mad (1|M0) (ov)f0.0 r1.7<1>:hf r127.3<2;1>:hf -r3.1<2;1>:hf -r2.0<0>:hf
(~f1.0.any4h) bfe (16|M8) r10.0<1>:d r64.0<0;0>:d r64.0<0;0>:d r127.0<1>:d
bfi2 (2|M0) r10.0<1>:d r3.0<2;1>:d r64.0<0;0>:d r127.2<1>:d
mad (4|M0) (gt)f1.1 r10.0<1>:f (abs)r2.2<2;1>:f r127.0<0;0>:hf -(abs)r64.0<0>:hf {AccWrEn}
bfi2 (1|M0) r10.0<1>:d r3.1<0;0>:d r64.2<0;0>:d r64.0<1>:d {NoDDClr}
(W) bfe (16|M0) r10.0<1>:ud r127.0<2;1>:ud r127.0<2;1>:ud r64.1<0>:ud {AccWrEn}
csel (16|M0) (ge)f0.1 r1.0<1>:f (abs)r64.0<2;1>:f -r2.0<2;1>:f r3.0<0>:f
csel (8|M0) r10.0<1>:d r64.3<0;0>:d (abs)r127.2<0;0>:d r64.0<1>:d
csel (32|M16) r10.0<1>:d (abs)r127.0<2;1>:d (abs)r3.0<0;0>:d (abs)r2.3<1>:d {Breakpoint,NoDDClr,Switch}
lrp (1|M0) (ov)f1.0 r10.0<1>:f -(abs)r64.0<0;0>:f (abs)r3.0<0;0>:f -(abs)r64.1<0>:f
csel (2|M24) r10.0<1>:d -(abs)r64.2<0;0>:d -r2.0<0;0>:d -(abs)r64.3<1>:d
bfi2 (16|M0) r127.0<1>:d r64.3<2;1>:d r64.2<0;0>:d r2.0<1>:d {Atomic,NoDDChk}
(W) csel (2|M0) r10.0<1>:f r64.0<2;1>:f -r64.0<2;1>:f -(abs)r3.0<1>:hf {NoDDChk}
bfi2 (16|M16) r1.0<1>:ud r64.3<0;0>:ud r2.0<0;0>:ud r3.3<1>:ud
csel (8|M8) (lt)f1.0 r127.0<1>:f -(abs)r2.3<0;0>:f (abs)r127.0<0;0>:f (abs)r2.0<0>:hf
mad (32|M0) r10.0<1>:hf (abs)r2.1<2;1>:hf -r127.1<0;0>:f -(abs)r64.0<0>:f
(W) mad (8|M0) (eq)f0.1 (sat)r1.0<1>:d -(abs)r127.0<2;1>:d r64.0<2;1>:d r3.0<1>:d
lrp (8|M16) (gt)f1.0 r1.0<1>:hf -r127.0<2;1>:f r127.0<2;1>:hf r2.3<0>:f
csel (2|M0) r127.0<1>:ud r3.0<2;1>:ud r64.0<0;0>:ud r64.1<1>:ud {Atomic,NoDDChk}
(W&~f1.0) bfi2 (16|M0) r127.0<1>:d r64.0<2;1>:d r64.1<2;1>:d r127.0<0>:d
bfi2 (16|M0) r127.0<1>:d r127.0<0;0>:d r2.0<0;0>:d r127.3<0>:d
csel (2|M0) r127.0<1>:f -(abs)r127.0<2;1>:f r127.0<2;1>:f r2.0<0>:hf
csel (32|M24) r10.0<1>:hf -(abs)r2.1<0;0>:f -(abs)r2.0<2;1>:f r3.1<1>:hf {Switch}
mad (2|M0) (sat)r1.0<1>:d -(abs)r2.3<0;0>:d -r64.0<0;0>:d r3.0<1>:d
(W) mad (16|M8) r1.0<1>:df r2.0<2;1>:df -(abs)r64.0<2;1>:df -(abs)r64.3<1>:df
bfe (16|M0) r1.0<1>:ud r127.0<2;1>:ud r3.2<2;1>:ud r3.0<0>:ud
lrp (4|M0) (le)f0.1 r10.0<1>:d r3.0<0;0>:d r3.0<0;0>:d (abs)r3.0<1>:d
csel (1|M4) (sat)r127.1<1>:f r127.0<2;1>:hf r127.0<2;1>:hf r127.0<1>:f
mad (32|M0) r1.0<1>:d r2.0<0;0>:d r2.3<2;1>:d r64.2<1>:d {Breakpoint}
(f0.0) mad (1|M12) r1.0<1>:d r2.0<2;1>:d (abs)r127.0<2;1>:d r2.0<1>:d
bfi2 (16|M0) r127.0<1>:ud r3.0<2;1>:ud r127.2<0;0>:ud r3.0<1>:ud
lrp (4|M16) (le)f1.1 r1.0<1>:hf r3.0<0;0>:f r2.0<2;1>:hf r3.0<1>:hf
bfi2 (4|M0) r1.0<1>:d r127.0<0;0>:d r64.0<2;1>:d r3.1<1>:d
(~f1.1.all4h) lrp (4|M4) r1.0<1>:f -r64.0<2;1>:f r2.0<0;0>:hf r64.3<0>:hf
bfe (4|M0) r10.0<1>:d r127.0<2;1>:d r64.3<0;0>:d r127.1<0>:d {Breakpoint}
(W) lrp (4|M0) (un)f1.0 r127.0<1>:df r3.0<0;0>:df -(abs)r2.1<2;1>:df -(abs)r127.0<0>:df
csel (4|M0) r10.0<1>:d (abs)r64.0<2;1>:d -(abs)r2.0<0;0>:d r3.0<0>:d
lrp (16|M8) (ov)f0.1 r10.0<1>:f -r64.0<2;1>:f r2.2<2;1>:f -(abs)r2.0<1>:f {Breakpoint}
(W) bfi2 (32|M24) r1.0<1>:d r2.0<0;0>:d r127.0<2;1>:d r127.1<0>:d {AccWrEn,Breakpoint}
mad (8|M0) (gt)f1.0 r10.0<1>:hf r2.0<0;0>:f (abs)r64.1<0;0>:hf -(abs)r127.0<1>:f
mad (1|M24) (ge)f0.0 (sat)r1.1<1>:d r3.0<0;0>:d (abs)r64.0<2;1>:d -r127.0<1>:d {Breakpoint,NoDDChk}
lrp (4|M8) (gt)f1.1 r127.0<1>:d -r127.0<2;1>:d -r2.0<2;1>:d -(abs)r2.2<1>:d {Atomic}
bfe (1|M8) r127.0<1>:ud r127.0<0;0>:ud r2.0<2;1>:ud r3.1<0>:ud {AccWrEn}
(W&~f0.1) bfe (8|M0) r1.0<1>:ud r3.2<0;0>:ud r64.3<0;0>:ud r64.0<0>:ud
bfe (4|M8) r127.0<1>:ud r2.0<0;0>:ud r2.0<0;0>:ud r2.0<1>:ud
csel (32|M16) r127.0<1>:ud -r2.0<2;1>:ud r127.1<0;0>:ud -(abs)r127.2<1>:ud
(W&~f1.0) bfi2 (1|M20) r10.1<1>:ud r64.2<0;0>:ud r3.0<0;0>:ud r3.0<1>:ud
csel (1|M8) (le)f0.0 r10.2<1>:hf r3.2<0;0>:hf r3.2<0;0>:f -r64.0<0>:f {Atomic,NoDDChk}
bfi2 (8|M0) r1.0<1>:ud r3.0<2;1>:ud r3.0<2;1>:ud r2.0<1>:ud {AccWrEn,NoDDClr}
mad (32|M24) (un)f1.0 r127.0<1>:d r127.0<2;1>:d -r127.0<2;1>:d -(abs)r64.1<0>:d
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
lrp (32|M0) r10.0<1>:f r2.0<0;0>:hf -r64.0<2;1>:f -r2.0<1>:hf
bfi2 (16|M16) r1.0<1>:d r2.2<0;0>:d r2.0<0;0>:d r64.1<0>:d
mad (32|M0) r1.0<1>:f r2.0<2;1>:hf (abs)r3.0<0;0>:hf r64.0<1>:hf {Atomic,NoDDClr}
csel (16|M16) r10.0<1>:hf -(abs)r3.0<0;0>:hf (abs)r2.0<2;1>:hf -(abs)r3.0<1>:hf
(W) mad (8|M16) r127.0<1>:d -(abs)r2.0<2;1>:d -r64.0<2;1>:d -(abs)r64.0<1>:d
bfi2 (16|M8) r1.0<1>:d r64.0<0;0>:d r2.0<0;0>:d r127.0<1>:d
csel (8|M0) (un)f0.0 r1.0<1>:df r64.0<2;1>:df r2.3<2;1>:df r2.1<0>:df {Atomic,NoDDClr}
csel (8|M0) (ne)f1.0 r1.0<1>:df -(abs)r64.0<2;1>:df r3.0<2;1>:df (abs)r64.0<1>:df
(f0.0) lrp (16|M16) r127.0<1>:f (abs)r3.1<2;1>:f -(abs)r2.0<2;1>:f r2.3<0>:hf {Breakpoint}
bfe (8|M16) r127.0<1>:d r2.2<2;1>:d r127.0<2;1>:d r127.2<0>:d {AccWrEn,NoDDChk}
bfe (1|M4) r127.0<1>:d r64.0<0;0>:d r64.0<0;0>:d r64.0<0>:d {Atomic,Breakpoint}
mad (16|M0) r127.0<1>:ud r3.0<0;0>:ud -(abs)r2.0<0;0>:ud r3.0<0>:ud {Switch}
mad (16|M0) (sat)r127.0<1>:ud -(abs)r127.0<0;0>:ud -(abs)r2.1<2;1>:ud r3.0<1>:ud {NoDDClr}
lrp (8|M0) r127.0<1>:hf r2.0<2;1>:f r127.0<0;0>:hf r64.0<1>:hf
lrp (8|M0) r1.0<1>:ud r64.0<2;1>:ud -(abs)r127.0<0;0>:ud r127.0<1>:ud
lrp (16|M0) (eq)f0.0 r127.0<1>:d r127.0<2;1>:d r2.3<0;0>:d r64.0<0>:d
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
(f1.0.any4h) mad (8|M0) (gt)f1.0 r1.0<1>:hf r2.0<2;1>:hf -r2.0<2;1>:f r127.0<1>:hf
csel (16|M0) r1.0<1>:hf r2.3<0;0>:f -(abs)r64.2<0;0>:hf -r64.0<1>:hf
(~f0.0.all4h) bfe (8|M0) r1.0<1>:ud r2.0<2;1>:ud r2.0<0;0>:ud r3.0<1>:ud
bfe (8|M0) r10.0<1>:d r2.0<2;1>:d r127.3<0;0>:d r3.0<1>:d {Breakpoint}
bfe (16|M16) r1.0<1>:ud r3.1<2;1>:ud r3.1<2;1>:ud r64.0<1>:ud
(W) bfe (2|M12) r1.0<1>:d r127.0<0;0>:d r64.2<0;0>:d r127.0<1>:d
bfi2 (16|M8) r1.0<1>:d r127.3<2;1>:d r64.0<0;0>:d r64.0<1>:d {Atomic}
bfi2 (16|M0) r10.0<1>:ud r2.0<0;0>:ud r3.1<2;1>:ud r64.3<0>:ud
mad (4|M0) r1.0<1>:df (abs)r2.0<0;0>:df r2.3<0;0>:df r127.0<1>:df
bfe (8|M0) r1.0<1>:ud r64.0<0;0>:ud r127.0<0;0>:ud r64.3<1>:ud
csel (32|M24) (le)f1.1 r127.0<1>:d (abs)r3.1<2;1>:d (abs)r3.0<0;0>:d -(abs)r3.3<0>:d
bfe (16|M16) r127.0<1>:ud r2.0<2;1>:ud r64.3<0;0>:ud r2.2<1>:ud
mad (32|M24) r10.0<1>:hf r2.1<2;1>:f r64.2<2;1>:hf -(abs)r127.0<0>:hf {Atomic}
lrp (2|M0) (ge)f0.1 r10.0<1>:hf -r3.0<0;0>:hf -r127.0<2;1>:hf -(abs)r64.0<1>:hf
(f0.0.any4h) bfi2 (8|M0) r1.0<1>:ud r3.0<0;0>:ud r127.0<2;1>:ud r64.2<0>:ud
lrp (8|M0) (ov)f1.1 r10.0<1>:df -(abs)r2.0<0;0>:df -r2.0<2;1>:df (abs)r127.0<1>:df {Switch}
mad (32|M0) r1.0<1>:ud r64.0<2;1>:ud -(abs)r127.2<0;0>:ud r2.0<1>:ud
bfi2 (4|M0) r1.0<1>:d r64.0<0;0>:d r3.0<0;0>:d r64.0<0>:d
csel (2|M24) r10.0<1>:d r64.0<0;0>:d -(abs)r127.0<2;1>:d (abs)r64.0<0>:d
csel (16|M16) (un)f0.0 (sat)r1.0<1>:ud r64.1<2;1>:ud -r64.3<2;1>:ud r2.0<0>:ud
(W) bfi2 (16|M0) r1.0<1>:d r3.2<0;0>:d r64.2<0;0>:d r64.1<0>:d {NoDDClr}
bfe (32|M24) r1.0<1>:ud r127.0<2;1>:ud r3.0<0;0>:ud r2.2<0>:ud {Atomic}
mad (16|M0) (sat)r127.0<1>:hf -r127.0<2;1>:hf (abs)r127.0<2;1>:f r127.3<1>:hf {NoDDClr}
mad (8|M0) r1.0<1>:hf -(abs)r3.0<0;0>:f -r64.0<2;1>:hf (abs)r2.0<0>:hf
bfe (1|M0) r127.5<1>:ud r127.2<2;1>:ud r64.0<0;0>:ud r2.0<0>:ud {NoDDClr}
lrp (16|M0) r1.0<1>:f r64.3<0;0>:hf r127.0<2;1>:hf -(abs)r64.0<1>:hf {Breakpoint}
(W&~f1.0) lrp (8|M0) (eq)f1.0 r10.0<1>:df r3.3<2;1>:df -(abs)r64.0<2;1>:df r3.1<0>:df
(W&~f0.0) mad (32|M0) (ne)f0.0 r1.0<1>:ud -(abs)r64.0<0;0>:ud -(abs)r64.1<2;1>:ud r3.3<1>:ud {NoDDChk,NoDDClr}
bfi2 (2|M0) r127.0<1>:ud r2.0<2;1>:ud r3.3<2;1>:ud r2.0<0>:ud {NoDDClr}
lrp (16|M24) (un)f0.1 r127.0<1>:d -r3.2<0;0>:d r64.0<2;1>:d -(abs)r64.0<0>:d
csel (16|M0) r127.0<1>:d -(abs)r127.0<0;0>:d (abs)r2.0<2;1>:d -r3.0<0>:d
(W&~f0.0) lrp (4|M0) (ov)f0.0 r127.0<1>:f r2.1<2;1>:f (abs)r3.0<2;1>:hf r2.0<0>:hf
bfe (32|M24) r127.0<1>:d r64.0<0;0>:d r127.0<0;0>:d r3.0<0>:d {Switch}
bfe (16|M0) r1.0<1>:ud r2.0<0;0>:ud r2.0<0;0>:ud r3.0<1>:ud
bfe (8|M0) r127.0<1>:ud r3.0<2;1>:ud r3.0<0;0>:ud r3.0<0>:ud {NoDDChk}
lrp (8|M8) (sat)r127.0<1>:f r64.2<0;0>:f -r3.0<2;1>:hf r64.0<1>:f
(f1.1.all4h) mad (2|M0) (sat)r127.0<1>:f (abs)r64.1<2;1>:f r64.0<2;1>:f r2.0<1>:hf
lrp (1|M24) r10.7<1>:hf r64.3<0;0>:hf -r64.0<2;1>:f r127.2<1>:hf
csel (2|M0) r10.0<1>:d r64.0<2;1>:d -(abs)r3.0<0;0>:d r2.0<1>:d {Switch}
mad (16|M0) r1.0<1>:ud r64.0<0;0>:ud (abs)r64.0<2;1>:ud r127.2<0>:ud
csel (8|M0) (un)f1.0 r1.0<1>:df -r64.3<0;0>:df (abs)r64.0<2;1>:df -(abs)r3.3<1>:df {NoDDChk}
mad (8|M0) r127.0<1>:df r64.2<2;1>:df (abs)r127.0<0;0>:df r3.0<1>:df
(W) lrp (2|M4) (un)f1.1 r127.0<1>:f -(abs)r3.0<2;1>:hf (abs)r127.0<0;0>:hf -r127.0<1>:hf
lrp (8|M0) r127.0<1>:hf (abs)r64.0<2;1>:hf (abs)r127.3<0;0>:hf r2.0<1>:hf {Breakpoint}
mad (8|M0) r10.0<1>:hf (abs)r2.0<2;1>:f r3.0<2;1>:f -(abs)r2.0<1>:f {Switch}
(W&~f0.0) mad (4|M0) r1.0<1>:f r2.3<0;0>:hf -(abs)r64.0<0;0>:hf -(abs)r2.0<1>:hf
csel (16|M0) r127.0<1>:d (abs)r2.2<0;0>:d (abs)r127.0<0;0>:d -(abs)r3.0<0>:d {NoDDClr}
mad (8|M0) r127.0<1>:hf -(abs)r64.0<2;1>:hf r2.0<2;1>:f -r2.0<1>:hf {Switch}
csel (4|M0) r10.0<1>:hf -(abs)r2.0<0;0>:f r2.2<2;1>:f -(abs)r2.2<0>:f
bfe (16|M8) r1.0<1>:d r64.2<0;0>:d r2.0<2;1>:d r3.0<0>:d {Breakpoint}
(W) mad (16|M0) (un)f0.0 (sat)r10.0<1>:f (abs)r2.0<0;0>:hf r64.0<0;0>:f (abs)r64.0<1>:f
(W) mad (16|M16) r127.0<1>:hf (abs)r3.0<2;1>:hf -(abs)r2.0<0;0>:f (abs)r3.2<1>:f
csel (16|M0) (lt)f1.1 (sat)r127.0<1>:f -r127.3<0;0>:hf (abs)r127.0<2;1>:f r3.0<0>:hf
bfi2 (8|M0) r1.0<1>:ud r3.0<0;0>:ud r64.0<0;0>:ud r127.0<1>:ud {AccWrEn,Breakpoint,NoDDChk}
(~f0.0.all4h) mad (8|M0) r1.0<1>:f r64.0<0;0>:f r64.0<2;1>:hf r3.2<0>:hf
mad (8|M0) (gt)f1.0 r10.0<1>:f r2.0<0;0>:f -r127.0<0;0>:f (abs)r64.0<1>:hf
(W) bfe (1|M16) r1.0<1>:ud r3.0<2;1>:ud r127.0<2;1>:ud r3.3<0>:ud
mad (8|M0) (ge)f1.1 r10.0<1>:f (abs)r2.0<2;1>:hf -(abs)r127.0<2;1>:f r2.0<1>:hf
csel (8|M0) (sat)r127.0<1>:hf -(abs)r127.0<0;0>:f -r64.0<2;1>:hf -(abs)r64.0<1>:f {Switch}
lrp (2|M0) (ov)f0.0 r1.0<1>:f (abs)r3.0<2;1>:hf -r64.0<0;0>:hf -(abs)r3.0<0>:hf {Switch}
csel (8|M0) (ov)f1.0 (sat)r127.0<1>:f -r3.0<0;0>:f r127.0<2;1>:hf -(abs)r64.0<1>:hf {Breakpoint}
lrp (2|M0) r1.0<1>:ud -(abs)r2.0<0;0>:ud (abs)r64.0<2;1>:ud r3.0<0>:ud
bfe (2|M12) r1.0<1>:ud r64.0<2;1>:ud r64.0<2;1>:ud r127.0<0>:ud {NoDDClr}
(f1.1.any4h) bfi2 (32|M16) r127.0<1>:d r64.3<0;0>:d r3.0<2;1>:d r64.2<1>:d {Switch}
bfi2 (1|M8) r127.7<1>:ud r3.3<2;1>:ud r127.1<2;1>:ud r64.2<1>:ud
bfi2 (32|M8) r10.0<1>:ud r64.0<2;1>:ud r64.0<2;1>:ud r3.0<1>:ud {Switch}
lrp (16|M16) (sat)r10.0<1>:df r127.0<0;0>:df r127.0<0;0>:df -r64.3<0>:df
bfe (8|M16) r10.0<1>:d r3.0<0;0>:d r127.0<0;0>:d r127.3<0>:d {AccWrEn}
bfe (8|M8) r10.0<1>:d r64.0<0;0>:d r127.1<2;1>:d r2.1<1>:d {Atomic}
mad (32|M0) r1.0<1>:f -r2.0<0;0>:hf r127.0<2;1>:f -(abs)r127.0<0>:f
mad (32|M24) (lt)f1.1 (sat)r1.0<1>:ud -r64.0<0;0>:ud r127.0<0;0>:ud r2.1<0>:ud
bfe (2|M0) r1.0<1>:ud r2.2<2;1>:ud r2.0<2;1>:ud r127.3<0>:ud
bfi2 (1|M4) r127.5<1>:d r3.3<2;1>:d r3.0<0;0>:d r127.2<1>:d {AccWrEn}
(~f1.1.all4h) bfi2 (1|M8) r1.5<1>:d r3.0<0;0>:d r2.0<0;0>:d r64.2<0>:d {Breakpoint}
(W) mad (2|M0) (ge)f1.1 r10.0<1>:ud (abs)r64.0<2;1>:ud -(abs)r2.0<0;0>:ud -(abs)r2.0<1>:ud {NoDDClr}
csel (1|M20) r127.0<1>:d r127.0<2;1>:d r127.0<0;0>:d r2.0<0>:d
bfe (32|M8) r10.0<1>:ud r2.1<0;0>:ud r2.0<0;0>:ud r2.0<1>:ud
csel (8|M0) (lt)f0.1 r127.0<1>:ud r64.0<2;1>:ud r64.0<0;0>:ud r64.0<0>:ud
csel (1|M24) (ge)f0.0 r127.0<1>:df -(abs)r3.0<2;1>:df -(abs)r64.0<2;1>:df (abs)r2.0<1>:df
(f0.1.any4h) bfe (8|M16) r127.0<1>:d r3.0<2;1>:d r127.0<2;1>:d r64.2<1>:d
bfe (1|M12) r10.2<1>:ud r64.1<0;0>:ud r3.2<2;1>:ud r2.0<0>:ud {NoDDChk}
(W) bfi2 (8|M0) r127.0<1>:ud r64.0<0;0>:ud r2.3<0;0>:ud r2.0<0>:ud
lrp (1|M0) (sat)r10.7<1>:d -r127.0<2;1>:d -(abs)r2.2<0;0>:d -r64.0<1>:d {Atomic}
mad (32|M16) r10.0<1>:d -r127.0<2;1>:d (abs)r2.0<2;1>:d r127.0<1>:d {Atomic}
mad (16|M0) (ne)f1.0 (sat)r127.0<1>:d r127.0<2;1>:d r64.1<2;1>:d (abs)r3.0<1>:d {Breakpoint}
bfe (2|M16) r1.0<1>:d r127.0<0;0>:d r3.1<2;1>:d r3.0<0>:d
(f0.0) lrp (1|M0) r127.3<1>:hf -(abs)r127.0<2;1>:hf r64.0<0;0>:hf (abs)r2.0<0>:hf
csel (8|M0) r1.0<1>:f -(abs)r64.0<0;0>:hf -(abs)r2.2<2;1>:f -r2.0<1>:f {Breakpoint}
csel (8|M8) r1.0<1>:ud (abs)r64.0<0;0>:ud (abs)r64.0<0;0>:ud -r3.0<1>:ud {Switch}
bfi2 (2|M0) r127.0<1>:ud r127.0<0;0>:ud r2.0<2;1>:ud r64.0<1>:ud
mad (4|M0) r1.0<1>:f -r2.0<0;0>:f r127.0<2;1>:hf r2.0<0>:f
mad (16|M16) r10.0<1>:f r2.3<2;1>:f (abs)r127.0<2;1>:hf r127.2<1>:f
mad (2|M0) (un)f0.0 (sat)r1.0<1>:ud r127.0<2;1>:ud -r2.3<2;1>:ud (abs)r127.0<1>:ud
(W&~f0.1) lrp (2|M0) (sat)r127.0<1>:hf -(abs)r127.0<0;0>:f r64.0<2;1>:f -r64.0<0>:hf {Breakpoint}
csel (16|M0) r1.0<1>:ud r127.0<0;0>:ud r3.3<2;1>:ud r64.0<0>:ud
lrp (2|M28) r1.0<1>:f -(abs)r64.0<2;1>:f r2.3<2;1>:hf -r127.1<0>:hf
lrp (16|M0) r1.0<1>:hf -r3.0<0;0>:f -(abs)r127.0<0;0>:f r64.0<1>:hf
mad (4|M16) (gt)f1.1 r1.0<1>:df r64.0<0;0>:df r64.0<2;1>:df (abs)r2.0<1>:df
bfe (32|M0) r1.0<1>:d r127.3<0;0>:d r127.0<0;0>:d r64.2<1>:d
csel (8|M0) (le)f1.1 r127.0<1>:f -(abs)r127.2<2;1>:hf r64.0<2;1>:hf -(abs)r127.0<0>:f {Switch}
lrp (2|M0) r127.0<1>:d r127.2<0;0>:d -r3.2<0;0>:d -(abs)r3.3<1>:d
bfi2 (1|M0) r127.1<1>:d r2.0<2;1>:d r64.0<0;0>:d r127.0<0>:d
mad (4|M0) (sat)r10.0<1>:f (abs)r2.1<2;1>:hf r3.0<2;1>:hf r64.0<0>:f {Switch}
bfi2 (4|M4) r127.0<1>:ud r2.0<0;0>:ud r2.0<2;1>:ud r2.0<1>:ud
mad (16|M0) r127.0<1>:df -r127.0<0;0>:df -(abs)r127.2<2;1>:df r2.0<1>:df
mad (32|M0) r10.0<1>:hf r127.0<0;0>:f r64.0<0;0>:hf -(abs)r127.0<1>:f
(f1.1.all4h) mad (4|M8) r1.0<1>:ud -(abs)r64.3<2;1>:ud -r2.0<2;1>:ud r2.0<0>:ud {Breakpoint,Switch}
lrp (4|M8) (sat)r1.0<1>:f r64.2<0;0>:f -r2.0<0;0>:f -r127.0<1>:hf
lrp (16|M0) (gt)f0.0 r1.0<1>:f r64.0<2;1>:hf r3.3<2;1>:hf -r3.0<1>:hf
(f0.1.any4h) lrp (8|M24) r1.0<1>:ud (abs)r2.0<2;1>:ud -r127.0<0;0>:ud -r3.3<1>:ud {Breakpoint}
lrp (32|M8) (ne)f1.1 r127.0<1>:hf -(abs)r2.2<2;1>:hf r64.0<2;1>:hf -(abs)r3.0<0>:hf
mad (8|M0) r1.0<1>:df (abs)r3.0<2;1>:df -r3.3<2;1>:df r3.0<0>:df {NoDDChk,NoDDClr}
(W) csel (2|M0) (sat)r127.0<1>:df r2.1<2;1>:df -(abs)r3.2<0;0>:df (abs)r64.0<0>:df
(W) bfe (1|M20) r127.0<1>:d r127.0<0;0>:d r64.1<0;0>:d r2.0<1>:d
mad (32|M16) (sat)r127.0<1>:d (abs)r64.0<0;0>:d -r2.0<2;1>:d (abs)r64.0<0>:d
csel (16|M0) r1.0<1>:d r2.0<2;1>:d r64.0<2;1>:d -r64.0<1>:d {Atomic}
lrp (4|M4) r10.0<1>:f r127.0<0;0>:hf r2.0<2;1>:f r127.0<0>:f
bfi2 (8|M0) r10.0<1>:ud r64.1<2;1>:ud r2.3<0;0>:ud r127.0<1>:ud
bfi2 (16|M0) r127.0<1>:ud r127.0<2;1>:ud r2.0<0;0>:ud r127.0<0>:ud
(W) csel (2|M0) r127.0<1>:hf -r2.3<2;1>:hf r3.0<2;1>:f -r2.0<1>:hf
csel (32|M0) r1.0<1>:f r3.3<2;1>:hf r3.0<0;0>:f -(abs)r127.0<1>:f
csel (4|M24) (lt)f0.1 r10.0<1>:hf r3.0<2;1>:f -(abs)r3.0<0;0>:hf r3.1<0>:f {Breakpoint,NoDDClr,Switch}
mad (1|M0) r1.3<1>:f -(abs)r2.2<0;0>:f -(abs)r127.3<0;0>:hf (abs)r127.0<0>:hf
bfi2 (2|M8) r1.0<1>:d r64.0<0;0>:d r3.0<2;1>:d r127.0<1>:d {Breakpoint}
bfi2 (2|M0) r1.0<1>:ud r3.0<0;0>:ud r3.0<2;1>:ud r127.0<1>:ud
csel (16|M0) r127.0<1>:f -r127.2<2;1>:hf -r127.0<0;0>:f -(abs)r2.0<1>:hf {NoDDChk,NoDDClr}
lrp (16|M24) r10.0<1>:ud -r64.0<0;0>:ud r64.3<0;0>:ud -r64.0<1>:ud
(W) csel (16|M8) (ge)f0.0 r1.0<1>:df r64.0<0;0>:df r127.0<2;1>:df r64.0<0>:df {Switch}
bfi2 (16|M0) r10.0<1>:ud r3.0<0;0>:ud r3.3<0;0>:ud r2.0<0>:ud {Atomic}
mad (4|M8) r127.0<1>:hf -(abs)r3.2<0;0>:hf (abs)r127.0<2;1>:hf r127.0<1>:hf {NoDDChk}
bfe (8|M0) r10.0<1>:d r64.0<0;0>:d r127.3<2;1>:d r127.2<0>:d
(W) mad (4|M0) (lt)f0.1 r127.0<1>:hf -(abs)r2.0<0;0>:f r127.2<2;1>:f -r64.0<1>:hf {AccWrEn,Switch}
(W) lrp (4|M16) r127.0<1>:d -(abs)r64.1<0;0>:d -r2.1<2;1>:d -(abs)r3.0<0>:d
lrp (8|M0) r10.0<1>:ud -r3.0<2;1>:ud (abs)r3.0<2;1>:ud -r64.0<1>:ud
csel (1|M24) r127.2<1>:df r64.0<0;0>:df -(abs)r64.0<0;0>:df r2.0<1>:df
(W&~f0.0) lrp (8|M0) r10.0<1>:f -r3.0<0;0>:hf (abs)r127.2<0;0>:hf -(abs)r3.0<0>:hf
(W) mad (16|M24) (le)f0.1 r1.0<1>:d -r2.1<0;0>:d (abs)r3.0<0;0>:d (abs)r2.0<1>:d
(W) csel (8|M0) r1.0<1>:f -(abs)r64.0<2;1>:hf r127.0<2;1>:f (abs)r2.0<1>:hf {NoDDClr}
(W) csel (16|M0) (ge)f0.1 r1.0<1>:df -(abs)r3.1<2;1>:df (abs)r2.0<0;0>:df r2.0<0>:df
(W) lrp (8|M0) r127.0<1>:df -(abs)r3.2<0;0>:df (abs)r127.0<0;0>:df (abs)r2.3<0>:df
bfi2 (16|M0) r10.0<1>:d r64.0<2;1>:d r2.0<2;1>:d r64.0<0>:d
csel (16|M0) r1.0<1>:d (abs)r127.2<2;1>:d (abs)r64.1<0;0>:d r127.0<0>:d {AccWrEn}
bfi2 (2|M0) r127.0<1>:ud r2.0<0;0>:ud r127.3<0;0>:ud r127.0<0>:ud
csel (32|M0) (ne)f0.1 r10.0<1>:ud -(abs)r64.1<0;0>:ud (abs)r2.0<2;1>:ud -(abs)r64.0<1>:ud {NoDDClr}
bfe (4|M16) r10.0<1>:ud r127.3<2;1>:ud r2.0<0;0>:ud r64.1<1>:ud
csel (4|M28) (gt)f0.1 r1.0<1>:f (abs)r2.0<2;1>:f r3.0<0;0>:hf r2.0<1>:hf
(f0.0.any4h) lrp (16|M24) r127.0<1>:hf (abs)r64.0<2;1>:hf (abs)r127.0<2;1>:f r64.0<0>:f {Atomic}
(W) lrp (32|M0) r127.0<1>:d r64.0<2;1>:d -(abs)r3.0<0;0>:d r127.3<0>:d {Switch}
csel (4|M20) (le)f0.0 r1.0<1>:hf r3.3<0;0>:hf (abs)r2.0<0;0>:hf -(abs)r2.0<1>:hf {Breakpoint}
mad (1|M0) r127.7<1>:ud r127.0<2;1>:ud -(abs)r2.0<0;0>:ud r64.0<1>:ud
(W) bfe (8|M24) r1.0<1>:ud r64.0<2;1>:ud r2.2<0;0>:ud r2.3<0>:ud
csel (8|M0) r10.0<1>:hf r64.0<2;1>:f (abs)r2.0<2;1>:hf -(abs)r2.0<1>:f {Breakpoint,NoDDClr}
(W) csel (1|M0) (sat)r1.7<1>:f r3.0<0;0>:f (abs)r2.1<0;0>:hf r2.0<0>:hf
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
(W) mad (1|M0) r127.1<1>:ud -(abs)r2.2<0;0>:ud r3.0<0;0>:ud (abs)r127.0<1>:ud {AccWrEn}
(W) bfi2 (32|M0) r1.0<1>:ud r127.0<0;0>:ud r2.0<2;1>:ud r2.0<1>:ud {Atomic}
mad (8|M0) r127.0<1>:d (abs)r127.2<0;0>:d -r127.0<0;0>:d (abs)r64.2<1>:d {NoDDClr,Switch}
lrp (1|M0) (ge)f0.1 r127.5<1>:f (abs)r2.0<0;0>:f r2.1<2;1>:f r3.1<1>:hf
mad (8|M0) r10.0<1>:d (abs)r64.0<0;0>:d -r2.2<0;0>:d r127.0<0>:d {NoDDChk}
(W&f1.0) bfe (32|M0) r127.0<1>:d r127.1<0;0>:d r2.0<2;1>:d r127.1<1>:d {AccWrEn}
csel (32|M24) r1.0<1>:hf r64.0<0;0>:f (abs)r127.1<0;0>:f -(abs)r64.3<1>:f {Switch}
csel (16|M0) r127.0<1>:f -(abs)r127.0<2;1>:hf -(abs)r64.3<2;1>:hf (abs)r2.0<0>:hf {Atomic,Breakpoint,NoDDChk}
lrp (2|M0) (ov)f1.1 (sat)r10.0<1>:hf r64.3<0;0>:f -r2.0<2;1>:f r64.1<1>:hf
csel (32|M0) (ge)f1.1 r1.0<1>:df (abs)r2.0<2;1>:df r64.0<0;0>:df -r64.0<0>:df
(W) csel (32|M0) r10.0<1>:hf -r2.2<0;0>:hf (abs)r2.0<0;0>:hf -(abs)r64.0<1>:hf
mad (4|M0) r10.0<1>:df r2.0<0;0>:df -r3.3<0;0>:df (abs)r127.0<1>:df {AccWrEn,NoDDChk}
bfe (16|M0) r127.0<1>:ud r127.1<0;0>:ud r64.0<2;1>:ud r127.0<0>:ud
csel (8|M24) (ov)f1.0 r1.0<1>:hf r64.2<2;1>:f (abs)r127.0<0;0>:hf -(abs)r2.0<1>:f {NoDDClr}
(~f1.0.any4h) lrp (16|M8) (ne)f1.0 r127.0<1>:f -r3.0<2;1>:f -(abs)r127.1<2;1>:f (abs)r2.0<1>:hf
lrp (1|M0) (lt)f1.0 r127.3<1>:d (abs)r64.3<0;0>:d -(abs)r3.0<0;0>:d r2.2<0>:d {Breakpoint}
csel (2|M0) (ge)f0.1 (sat)r127.0<1>:f -(abs)r127.2<0;0>:f (abs)r2.0<0;0>:hf r3.0<0>:hf
lrp (4|M0) (sat)r1.0<1>:d r64.0<0;0>:d r127.2<0;0>:d -(abs)r64.0<1>:d {NoDDClr}
bfe (16|M8) r1.0<1>:d r2.0<0;0>:d r3.0<2;1>:d r64.0<1>:d {AccWrEn}
csel (1|M0) (ge)f0.0 (sat)r127.7<1>:ud -r127.0<0;0>:ud r2.0<2;1>:ud -r3.0<1>:ud
bfe (8|M0) r1.0<1>:d r64.3<0;0>:d r127.0<2;1>:d r127.0<1>:d
(W) bfe (4|M20) r1.0<1>:d r3.2<0;0>:d r64.1<2;1>:d r64.0<0>:d {Atomic}
lrp (16|M0) r1.0<1>:f r2.0<0;0>:f r127.0<0;0>:f r3.0<1>:hf
mad (4|M0) r1.0<1>:hf -r64.0<2;1>:hf -(abs)r64.0<0;0>:hf r64.0<1>:hf
csel (4|M28) r127.0<1>:ud -(abs)r64.0<2;1>:ud -(abs)r127.2<0;0>:ud -r64.0<0>:ud
bfe (8|M24) r1.0<1>:ud r127.1<2;1>:ud r3.0<0;0>:ud r127.3<1>:ud
lrp (16|M0) (ne)f1.0 r127.0<1>:ud r3.0<2;1>:ud (abs)r127.2<2;1>:ud r127.0<1>:ud
mad (32|M8) r127.0<1>:d -(abs)r3.0<2;1>:d (abs)r3.0<2;1>:d r2.0<0>:d
lrp (4|M0) (le)f1.1 r1.0<1>:ud r2.0<2;1>:ud r64.3<0;0>:ud r2.0<1>:ud
bfe (8|M0) r10.0<1>:d r127.0<0;0>:d r127.2<0;0>:d r127.0<0>:d {Atomic}
lrp (4|M8) r127.0<1>:df -(abs)r2.0<0;0>:df r64.2<2;1>:df (abs)r64.3<1>:df
mad (1|M20) r1.3<1>:hf -r3.0<2;1>:hf -r2.0<0;0>:f r127.2<0>:f {Breakpoint}
bfi2 (4|M4) r1.0<1>:d r64.0<0;0>:d r64.3<2;1>:d r3.3<0>:d {Atomic,NoDDChk}
bfe (8|M24) r1.0<1>:d r64.3<0;0>:d r127.0<2;1>:d r127.0<0>:d
mad (2|M0) r1.0<1>:df (abs)r127.0<0;0>:df r64.0<2;1>:df -r3.0<0>:df
bfe (16|M0) r1.0<1>:d r127.3<0;0>:d r2.0<2;1>:d r3.3<0>:d
mad (8|M0) r10.0<1>:f -r64.3<0;0>:f -(abs)r3.3<0;0>:hf -r127.2<0>:hf
bfi2 (16|M24) r127.0<1>:ud r2.0<0;0>:ud r2.0<0;0>:ud r64.0<0>:ud {Switch}
bfe (8|M24) r1.0<1>:d r2.0<0;0>:d r64.1<2;1>:d r2.0<1>:d
mad (8|M16) (ov)f0.0 r1.0<1>:ud (abs)r127.3<0;0>:ud r127.1<0;0>:ud -(abs)r2.1<0>:ud {AccWrEn}
lrp (8|M24) (un)f1.1 r10.0<1>:f -r127.3<0;0>:hf r64.0<2;1>:hf r2.0<0>:hf
mad (16|M0) r10.0<1>:hf r127.0<2;1>:f -(abs)r64.2<0;0>:hf r127.0<1>:hf
(W&~f1.1) bfi2 (32|M0) r1.0<1>:ud r64.0<2;1>:ud r64.0<2;1>:ud r64.0<0>:ud {NoDDClr}
csel (8|M0) r10.0<1>:f -(abs)r64.1<2;1>:f (abs)r127.0<2;1>:hf -r64.0<1>:f
bfi2 (2|M0) r127.0<1>:ud r127.3<2;1>:ud r2.0<0;0>:ud r64.0<0>:ud {Breakpoint}
mad (4|M24) (le)f1.0 (sat)r1.0<1>:d r127.0<2;1>:d (abs)r2.3<2;1>:d r2.0<0>:d
csel (8|M8) r10.0<1>:hf -(abs)r64.0<2;1>:f -(abs)r2.0<2;1>:hf -r3.0<0>:f {NoDDClr}
mad (8|M0) r10.0<1>:ud -(abs)r3.0<0;0>:ud r64.2<2;1>:ud r3.1<0>:ud {Switch}
(f1.1.any4h) lrp (16|M0) (sat)r10.0<1>:hf (abs)r2.0<0;0>:hf (abs)r3.3<2;1>:f -r3.1<0>:hf {Breakpoint}
bfi2 (16|M8) r127.0<1>:d r3.1<2;1>:d r127.0<0;0>:d r127.0<1>:d {Atomic}
mad (4|M24) (sat)r1.0<1>:f r3.0<2;1>:hf -r127.3<2;1>:f r64.0<0>:f
bfi2 (16|M0) r127.0<1>:d r64.0<2;1>:d r127.0<2;1>:d r2.0<1>:d {AccWrEn}
lrp (16|M0) (gt)f1.1 (sat)r10.0<1>:f (abs)r3.2<0;0>:hf (abs)r127.0<2;1>:f (abs)r2.0<1>:f
bfi2 (2|M0) r10.0<1>:ud r3.0<0;0>:ud r2.0<2;1>:ud r127.1<0>:ud {Breakpoint}
mad (16|M24) r127.0<1>:hf r2.0<0;0>:f r3.0<0;0>:f r2.0<0>:hf
mad (8|M0) (ge)f0.1 r10.0<1>:f (abs)r127.3<0;0>:f r2.1<2;1>:hf -r64.1<1>:f {Switch}
csel (32|M0) r10.0<1>:d -(abs)r64.2<0;0>:d (abs)r3.0<2;1>:d r3.1<1>:d
lrp (16|M8) r127.0<1>:ud -(abs)r2.3<2;1>:ud (abs)r2.0<0;0>:ud -r2.0<1>:ud
(W) bfe (8|M16) r1.0<1>:ud r127.0<0;0>:ud r3.1<2;1>:ud r127.0<0>:ud {Atomic}
mad (2|M28) r10.0<1>:df r2.1<2;1>:df -(abs)r127.0<2;1>:df -r2.2<1>:df {NoDDChk}
csel (16|M0) r10.0<1>:ud r3.2<0;0>:ud -r127.0<2;1>:ud -r3.1<1>:ud
csel (32|M16) (ov)f0.0 r10.0<1>:hf r127.0<2;1>:f r2.0<2;1>:hf -(abs)r64.0<0>:hf
(f0.0) mad (2|M0) (gt)f0.0 r127.0<1>:hf r3.2<2;1>:f -r64.0<2;1>:f (abs)r3.0<1>:f {NoDDClr}
mad (8|M24) r127.0<1>:d r127.3<0;0>:d r64.2<2;1>:d r64.0<0>:d {Breakpoint}
mad (16|M0) (sat)r1.0<1>:f r127.0<2;1>:f r2.0<2;1>:f (abs)r127.0<0>:hf
lrp (4|M12) r1.0<1>:hf -(abs)r2.0<2;1>:f r2.0<0;0>:hf -(abs)r127.0<0>:f
(~f0.1) bfe (4|M0) r10.0<1>:d r3.0<2;1>:d r64.3<0;0>:d r3.0<0>:d {Switch}
mad (16|M24) r1.0<1>:f (abs)r3.2<0;0>:hf (abs)r64.2<2;1>:hf r127.0<1>:f {NoDDClr,Switch}
(W) bfi2 (8|M0) r127.0<1>:d r127.0<2;1>:d r127.0<0;0>:d r2.1<1>:d
(f1.1.all4h) mad (32|M0) (sat)r127.0<1>:f r127.3<2;1>:f -(abs)r2.0<2;1>:f -r64.0<0>:hf
bfi2 (16|M16) r1.0<1>:ud r64.1<0;0>:ud r127.0<2;1>:ud r64.2<1>:ud
bfi2 (2|M0) r10.0<1>:ud r3.0<2;1>:ud r64.2<2;1>:ud r2.0<1>:ud
csel (32|M0) r127.0<1>:f -r127.0<0;0>:f r3.0<2;1>:f r64.3<0>:hf
lrp (8|M8) (sat)r1.0<1>:df -(abs)r64.0<0;0>:df r3.0<0;0>:df -(abs)r127.0<0>:df {NoDDChk}
mad (8|M0) (ne)f0.1 r127.0<1>:df -r127.1<0;0>:df -r127.1<2;1>:df -(abs)r2.0<0>:df
csel (16|M16) (lt)f1.1 r10.0<1>:d r127.0<0;0>:d r127.0<0;0>:d r2.0<0>:d
mad (1|M0) r10.7<1>:ud -r127.0<2;1>:ud -(abs)r64.0<2;1>:ud r3.0<1>:ud
csel (8|M0) r10.0<1>:d -r3.0<0;0>:d r2.0<2;1>:d (abs)r2.0<0>:d
bfi2 (16|M0) r127.0<1>:d r127.0<2;1>:d r127.0<2;1>:d r3.0<0>:d {AccWrEn}
(f1.0) mad (32|M8) (ne)f1.0 r127.0<1>:f -r64.0<0;0>:f -(abs)r3.0<0;0>:hf -(abs)r2.0<1>:hf {NoDDClr}
mad (16|M24) r1.0<1>:ud -(abs)r2.0<2;1>:ud r127.0<0;0>:ud (abs)r3.0<0>:ud
(W&~f0.0) mad (1|M16) r1.5<1>:f r3.0<2;1>:hf r3.0<0;0>:hf (abs)r3.0<0>:hf
mad (16|M8) (ne)f1.0 r1.0<1>:hf r3.0<2;1>:f (abs)r2.0<0;0>:f -(abs)r3.0<0>:f {AccWrEn}
mad (16|M0) r10.0<1>:f -(abs)r64.2<0;0>:hf (abs)r127.0<0;0>:hf r3.0<0>:f {NoDDChk}
(W&~f0.0) mad (8|M0) (ge)f0.0 r127.0<1>:hf r64.0<2;1>:f -(abs)r127.3<2;1>:f -r3.0<1>:f
mad (2|M0) (le)f0.1 r1.0<1>:ud r2.2<2;1>:ud r127.0<0;0>:ud r2.2<1>:ud
lrp (2|M0) r1.0<1>:ud -r64.0<0;0>:ud r3.0<0;0>:ud -r64.2<0>:ud {Breakpoint}
lrp (16|M0) (ne)f0.0 r10.0<1>:hf (abs)r64.0<2;1>:f -r2.0<2;1>:hf r127.0<1>:f {NoDDClr}
(W) bfe (16|M0) r1.0<1>:ud r2.0<2;1>:ud r2.0<0;0>:ud r2.0<1>:ud
lrp (16|M0) (lt)f1.1 r10.0<1>:df (abs)r2.1<0;0>:df -r64.0<0;0>:df r3.3<0>:df
(W) mad (2|M24) r1.0<1>:f -(abs)r64.1<2;1>:f -r127.0<0;0>:hf r64.2<0>:hf {NoDDClr}
bfe (32|M0) r1.0<1>:ud r127.2<0;0>:ud r64.0<2;1>:ud r2.0<1>:ud {Breakpoint,NoDDChk,NoDDClr}
lrp (32|M0) r1.0<1>:hf (abs)r3.2<2;1>:f r3.3<0;0>:f (abs)r127.0<1>:f {Atomic}
(W&~f0.0) lrp (32|M8) r1.0<1>:d r64.0<2;1>:d -(abs)r2.0<2;1>:d -r3.0<0>:d
lrp (8|M0) r10.0<1>:f -r3.2<0;0>:hf (abs)r2.0<2;1>:f -(abs)r2.0<1>:f
(f1.1.all4h) bfe (16|M16) r1.0<1>:ud r127.1<0;0>:ud r127.3<0;0>:ud r64.0<1>:ud
csel (16|M8) (sat)r127.0<1>:ud -r64.0<2;1>:ud r3.0<2;1>:ud r3.0<1>:ud
mad (1|M24) r127.0<1>:ud r2.0<2;1>:ud r3.0<0;0>:ud (abs)r127.0<1>:ud {Atomic}
bfe (8|M16) r127.0<1>:d r127.0<0;0>:d r3.0<2;1>:d r64.3<1>:d
csel (2|M12) (ov)f0.0 (sat)r10.0<1>:f (abs)r2.2<2;1>:f r2.3<0;0>:f -(abs)r127.2<0>:hf
csel (2|M20) r1.0<1>:hf r2.0<0;0>:f (abs)r2.0<0;0>:f -(abs)r2.3<1>:f
lrp (8|M0) r1.0<1>:d r2.2<0;0>:d -r64.1<2;1>:d r64.0<1>:d
lrp (32|M0) r127.0<1>:ud r2.0<2;1>:ud -r64.3<2;1>:ud r3.0<1>:ud {AccWrEn}
(f1.1) bfe (16|M0) r10.0<1>:ud r127.0<2;1>:ud r2.0<0;0>:ud r64.0<0>:ud {NoDDClr}
bfe (8|M0) r10.0<1>:d r2.0<0;0>:d r3.1<2;1>:d r64.0<0>:d
bfe (16|M8) r1.0<1>:d r127.0<0;0>:d r2.0<0;0>:d r64.0<0>:d {NoDDChk}
(~f1.0.all4h) mad (32|M0) r127.0<1>:ud -r64.0<2;1>:ud -r64.1<2;1>:ud -r127.0<0>:ud
csel (4|M24) (gt)f0.1 r1.0<1>:hf -(abs)r2.0<0;0>:f r64.0<2;1>:f -r3.0<1>:hf {Switch}
bfi2 (4|M16) r1.0<1>:ud r127.0<2;1>:ud r3.0<0;0>:ud r2.1<1>:ud {AccWrEn}
csel (8|M16) r10.0<1>:ud -r64.0<2;1>:ud (abs)r127.0<2;1>:ud -r3.0<0>:ud
(f0.1.all4h) mad (2|M8) (gt)f0.1 r127.0<1>:hf -(abs)r64.0<0;0>:hf -r127.0<0;0>:hf -(abs)r2.3<1>:f
bfe (8|M0) r127.0<1>:d r3.2<0;0>:d r127.0<2;1>:d r3.0<0>:d {NoDDClr}
mad (4|M8) r1.0<1>:d (abs)r64.0<0;0>:d r127.3<2;1>:d (abs)r3.3<1>:d
csel (4|M0) (lt)f1.0 r127.0<1>:ud -r2.3<2;1>:ud r3.0<0;0>:ud r2.0<1>:ud
(W) bfe (2|M0) r1.0<1>:ud r127.0<2;1>:ud r3.0<2;1>:ud r3.0<0>:ud
csel (1|M8) (sat)r127.3<1>:hf r127.0<0;0>:hf (abs)r2.1<2;1>:f -(abs)r64.2<0>:hf {NoDDChk}
lrp (4|M4) (ne)f1.1 r10.0<1>:hf -(abs)r2.2<0;0>:f r3.0<2;1>:hf (abs)r64.1<0>:hf
csel (8|M0) r10.0<1>:d (abs)r127.0<2;1>:d -(abs)r2.0<2;1>:d r2.0<1>:d
(f1.1.all4h) lrp (8|M0) (un)f1.1 r10.0<1>:f r2.0<0;0>:hf r127.1<2;1>:f r64.0<0>:f
bfe (1|M16) r127.5<1>:d r2.0<0;0>:d r2.0<2;1>:d r127.0<0>:d
csel (16|M0) r1.0<1>:f r3.3<0;0>:hf r2.2<2;1>:f r127.0<1>:f
csel (4|M0) (ne)f1.1 (sat)r1.0<1>:hf r64.0<0;0>:f (abs)r2.0<2;1>:hf r3.0<1>:hf
(W&~f1.1) bfe (1|M0) r10.2<1>:d r3.0<2;1>:d r127.0<0;0>:d r127.0<1>:d
mad (1|M16) r127.0<1>:d -r2.3<0;0>:d -r64.0<2;1>:d (abs)r2.0<0>:d
mad (1|M4) r10.1<1>:hf r3.0<2;1>:f r127.0<2;1>:f (abs)r127.0<1>:hf {AccWrEn}
bfe (8|M0) r10.0<1>:ud r3.0<0;0>:ud r3.0<0;0>:ud r127.0<1>:ud {AccWrEn}
csel (2|M12) (ne)f0.0 r127.0<1>:f -(abs)r127.0<2;1>:hf r2.0<0;0>:hf -(abs)r3.0<0>:hf {NoDDChk}
(W&~f1.1) lrp (32|M0) (le)f1.1 r127.0<1>:hf (abs)r3.0<0;0>:hf r127.0<0;0>:hf -(abs)r2.0<1>:hf {Breakpoint,NoDDClr}
(f1.1) mad (16|M0) r10.0<1>:d (abs)r2.0<0;0>:d r3.0<2;1>:d r3.0<1>:d
lrp (8|M0) r1.0<1>:df r2.0<0;0>:df -(abs)r2.0<0;0>:df -r64.3<0>:df
bfe (8|M0) r127.0<1>:ud r127.0<0;0>:ud r127.0<2;1>:ud r3.0<0>:ud {Breakpoint}
mad (8|M0) (ne)f1.0 r127.0<1>:f -(abs)r127.0<2;1>:hf r2.0<2;1>:f r3.2<1>:f
bfe (2|M0) r10.0<1>:ud r2.0<2;1>:ud r64.0<2;1>:ud r2.0<0>:ud
(W) mad (2|M24) (sat)r127.0<1>:f r64.2<2;1>:f -(abs)r2.1<0;0>:hf (abs)r2.3<1>:hf
csel (16|M0) (le)f0.1 r1.0<1>:f r3.2<2;1>:f r2.0<2;1>:hf -(abs)r3.0<0>:f {Breakpoint}
mad (4|M0) r127.0<1>:f -r2.0<2;1>:f -(abs)r127.0<0;0>:f r127.0<0>:hf
bfi2 (8|M0) r10.0<1>:ud r2.1<0;0>:ud r64.1<0;0>:ud r2.0<1>:ud
bfi2 (8|M8) r1.0<1>:ud r127.0<2;1>:ud r127.0<2;1>:ud r64.0<0>:ud
csel (1|M24) (un)f1.1 r10.3<1>:d -r3.0<0;0>:d r64.3<0;0>:d -r2.3<0>:d {NoDDClr}
mad (1|M24) (ov)f1.0 r127.7<1>:d r2.0<0;0>:d -r127.0<0;0>:d -(abs)r3.2<1>:d
csel (1|M24) r10.0<1>:hf r64.0<0;0>:hf r2.0<0;0>:hf r2.0<0>:f
mad (1|M20) (gt)f1.1 r10.1<1>:ud (abs)r3.2<0;0>:ud -r64.0<0;0>:ud -(abs)r3.2<0>:ud
csel (8|M0) r10.0<1>:d r2.0<0;0>:d r3.0<0;0>:d r2.0<1>:d
bfe (8|M8) r1.0<1>:ud r64.0<0;0>:ud r2.0<2;1>:ud r127.0<0>:ud
(W) bfi2 (8|M0) r127.0<1>:ud r64.3<0;0>:ud r64.0<2;1>:ud r127.2<1>:ud
csel (8|M8) (eq)f0.0 r10.0<1>:f (abs)r3.0<2;1>:f -(abs)r64.0<0;0>:f -(abs)r2.2<0>:f
lrp (8|M0) r127.0<1>:d -(abs)r3.0<0;0>:d -(abs)r3.1<2;1>:d -(abs)r64.0<0>:d
bfi2 (4|M0) r1.0<1>:d r127.0<2;1>:d r3.1<2;1>:d r3.3<1>:d {Breakpoint}
mad (4|M0) (sat)r1.0<1>:hf r2.0<2;1>:hf -(abs)r127.0<2;1>:f (abs)r3.0<0>:hf
bfe (2|M28) r10.0<1>:d r127.2<2;1>:d r127.0<0;0>:d r127.0<0>:d {AccWrEn}
bfe (16|M8) r10.0<1>:ud r127.2<0;0>:ud r3.3<0;0>:ud r64.0<1>:ud
csel (32|M24) r1.0<1>:f -(abs)r127.0<0;0>:f r64.0<0;0>:hf r127.0<0>:f {Atomic}
csel (32|M0) r1.0<1>:f r64.3<2;1>:hf r2.3<0;0>:hf -(abs)r64.3<1>:hf {Switch}
(W) bfe (4|M0) r10.0<1>:d r3.3<2;1>:d r64.0<2;1>:d r64.2<0>:d {Breakpoint}
mad (16|M0) (sat)r10.0<1>:d r64.0<0;0>:d r3.0<0;0>:d r127.0<1>:d
lrp (1|M0) (gt)f0.0 r1.2<1>:ud r3.0<0;0>:ud -(abs)r3.1<0;0>:ud r3.0<1>:ud
bfi2 (1|M0) r127.1<1>:d r3.1<2;1>:d r2.0<0;0>:d r127.3<0>:d
lrp (8|M0) r10.0<1>:ud (abs)r64.3<2;1>:ud r3.0<2;1>:ud -(abs)r2.0<0>:ud
lrp (8|M16) (eq)f1.1 r1.0<1>:ud -r64.0<0;0>:ud -(abs)r127.2<0;0>:ud r64.3<1>:ud
(~f0.0) lrp (16|M0) (un)f0.0 r127.0<1>:ud r64.0<2;1>:ud r2.0<0;0>:ud -(abs)r127.0<0>:ud {NoDDClr}
(f1.1.all4h) bfe (8|M0) r10.0<1>:d r64.0<2;1>:d r64.0<0;0>:d r3.0<0>:d {AccWrEn,NoDDClr}
csel (8|M24) r10.0<1>:ud (abs)r3.1<0;0>:ud r2.3<2;1>:ud r3.0<0>:ud
bfi2 (8|M0) r127.0<1>:d r3.0<0;0>:d r127.2<2;1>:d r2.2<0>:d {Switch}
mad (32|M0) (gt)f0.0 r10.0<1>:ud -(abs)r2.0<0;0>:ud -(abs)r2.1<2;1>:ud -r127.0<0>:ud
(W) lrp (32|M0) (gt)f1.1 r127.0<1>:f -r2.3<0;0>:f (abs)r3.0<2;1>:hf -r3.0<0>:hf
lrp (16|M24) r1.0<1>:ud r64.0<0;0>:ud (abs)r3.0<2;1>:ud (abs)r127.0<1>:ud {Breakpoint,Switch}
mad (4|M0) (eq)f0.0 (sat)r10.0<1>:hf (abs)r127.0<0;0>:f -r64.0<2;1>:f -(abs)r127.0<1>:f {NoDDClr}
(~f1.0.any4h) bfi2 (16|M0) r127.0<1>:d r3.0<0;0>:d r64.0<2;1>:d r127.0<0>:d
bfe (2|M0) r1.0<1>:ud r127.0<2;1>:ud r64.0<2;1>:ud r3.0<0>:ud
csel (16|M0) (ge)f1.1 r10.0<1>:df r3.0<0;0>:df -(abs)r64.0<2;1>:df -(abs)r3.3<1>:df {AccWrEn}
lrp (8|M0) r10.0<1>:df -(abs)r3.0<0;0>:df (abs)r64.0<0;0>:df (abs)r64.3<0>:df {Switch}
mad (32|M24) r10.0<1>:f r127.3<2;1>:f r3.0<2;1>:f -(abs)r127.0<1>:hf {AccWrEn,Breakpoint}
mad (2|M0) r10.0<1>:df r3.0<0;0>:df r3.0<2;1>:df -r64.1<1>:df {NoDDClr}
lrp (16|M0) (lt)f1.1 r1.0<1>:df (abs)r64.0<0;0>:df r127.0<0;0>:df -r127.1<1>:df
bfi2 (4|M0) r10.0<1>:d r2.0<0;0>:d r2.0<0;0>:d r127.2<1>:d
(f0.0.any4h) lrp (8|M16) (lt)f0.0 r10.0<1>:d r3.3<0;0>:d r64.0<0;0>:d -(abs)r64.0<0>:d {AccWrEn}
(f0.0.any4h) bfe (4|M0) r1.0<1>:ud r127.0<0;0>:ud r64.1<0;0>:ud r2.0<0>:ud
(W) lrp (4|M4) (un)f0.0 r127.0<1>:hf (abs)r2.2<2;1>:f -r64.0<2;1>:hf -(abs)r127.0<1>:f
mad (16|M0) (ne)f1.0 r127.0<1>:d r2.3<0;0>:d r127.0<0;0>:d -(abs)r64.2<0>:d {NoDDClr,Switch}
bfi2 (1|M28) r127.3<1>:ud r3.1<0;0>:ud r127.0<0;0>:ud r64.0<1>:ud {AccWrEn}
mad (16|M0) (gt)f0.1 r10.0<1>:hf r2.3<2;1>:f -r2.2<2;1>:hf -r64.0<0>:f
(~f1.1.any4h) bfi2 (2|M0) r1.0<1>:d r2.0<2;1>:d r2.0<0;0>:d r64.0<1>:d
(f0.1) bfi2 (8|M0) r10.0<1>:ud r64.1<0;0>:ud r2.0<0;0>:ud r2.0<0>:ud
(W) bfi2 (2|M20) r1.0<1>:d r2.0<2;1>:d r127.0<2;1>:d r3.3<0>:d
csel (1|M20) r127.2<1>:d (abs)r127.3<0;0>:d -(abs)r127.1<2;1>:d r3.0<0>:d {Switch}
bfe (16|M0) r1.0<1>:d r64.0<0;0>:d r127.0<2;1>:d r2.0<0>:d {Atomic}
bfe (4|M16) r127.0<1>:ud r3.1<2;1>:ud r64.3<0;0>:ud r2.0<1>:ud {Atomic}
lrp (32|M0) r10.0<1>:f -r127.0<2;1>:f (abs)r3.3<2;1>:hf -(abs)r2.0<0>:f
(W) lrp (8|M0) r10.0<1>:df (abs)r2.0<2;1>:df r3.0<0;0>:df -(abs)r3.3<1>:df
csel (16|M0) (lt)f1.0 r10.0<1>:d -r2.0<0;0>:d -(abs)r127.0<2;1>:d (abs)r3.2<1>:d {NoDDChk}
lrp (4|M0) r10.0<1>:hf r127.0<0;0>:f r127.2<0;0>:f -r3.0<1>:f
mad (8|M16) r127.0<1>:df r64.0<2;1>:df -r127.3<2;1>:df -r127.2<1>:df {AccWrEn}
(W) lrp (8|M0) (sat)r1.0<1>:df -r2.3<2;1>:df -(abs)r2.0<0;0>:df r2.0<1>:df
csel (32|M8) (lt)f0.0 r1.0<1>:hf -r64.0<0;0>:f r127.3<0;0>:hf r3.0<0>:hf
bfe (8|M0) r127.0<1>:ud r127.0<2;1>:ud r127.0<0;0>:ud r64.0<1>:ud {Breakpoint}
csel (16|M16) (eq)f1.0 r1.0<1>:d r2.0<2;1>:d -r3.3<0;0>:d -r64.0<1>:d
bfi2 (16|M0) r127.0<1>:ud r64.0<0;0>:ud r64.1<2;1>:ud r64.3<1>:ud {NoDDChk,NoDDClr}
bfe (1|M0) r10.7<1>:ud r127.2<0;0>:ud r127.1<2;1>:ud r3.0<0>:ud {Breakpoint}
mad (16|M8) r10.0<1>:f -r2.3<0;0>:hf -r127.1<2;1>:hf -(abs)r2.0<0>:f {AccWrEn,Atomic,Breakpoint}
bfi2 (16|M24) r127.0<1>:d r127.0<2;1>:d r127.0<0;0>:d r3.3<1>:d {Atomic}
csel (32|M8) (ne)f0.1 r10.0<1>:hf r64.0<2;1>:f -r3.0<0;0>:f -r127.2<1>:f {NoDDChk,NoDDClr}
mad (8|M0) r10.0<1>:df -(abs)r64.0<0;0>:df (abs)r64.0<0;0>:df -r64.0<0>:df
bfe (4|M24) r127.0<1>:d r127.0<0;0>:d r2.0<2;1>:d r3.2<1>:d
(f1.0) bfe (32|M0) r1.0<1>:d r127.0<0;0>:d r2.0<0;0>:d r127.0<1>:d
mad (4|M12) r1.0<1>:d r2.0<0;0>:d r127.0<2;1>:d r64.0<0>:d
mad (16|M0) r1.0<1>:ud (abs)r127.0<0;0>:ud r127.0<0;0>:ud -r64.0<0>:ud
mad (8|M0) r127.0<1>:hf r64.3<0;0>:hf -(abs)r127.0<0;0>:f -(abs)r127.0<1>:f
(W) csel (4|M12) (gt)f0.1 r1.0<1>:f -r127.1<2;1>:hf r2.3<0;0>:f -(abs)r127.0<0>:hf
mad (4|M0) (le)f0.0 (sat)r127.0<1>:d (abs)r127.0<2;1>:d -(abs)r3.0<0;0>:d r3.0<0>:d {Breakpoint}
bfe (16|M24) r10.0<1>:ud r2.0<2;1>:ud r127.1<2;1>:ud r127.0<1>:ud
mad (1|M20) (eq)f0.1 r1.7<1>:ud r2.0<0;0>:ud (abs)r127.1<0;0>:ud r2.0<0>:ud {AccWrEn,Atomic,Breakpoint}
bfi2 (1|M0) r127.3<1>:d r64.0<2;1>:d r3.0<2;1>:d r2.0<1>:d {Switch}
(W) lrp (2|M0) r10.0<1>:hf r127.0<2;1>:hf -(abs)r64.0<0;0>:hf (abs)r64.0<1>:hf
(~f0.0) bfi2 (32|M0) r127.0<1>:d r64.0<2;1>:d r3.0<0;0>:d r2.0<0>:d {Breakpoint}
bfe (4|M0) r1.0<1>:d r64.0<2;1>:d r127.0<0;0>:d r2.0<1>:d
mad (8|M0) r10.0<1>:d r64.2<2;1>:d -(abs)r127.0<2;1>:d r64.3<1>:d
(~f0.0) bfi2 (16|M24) r10.0<1>:ud r64.0<0;0>:ud r64.0<0;0>:ud r2.1<0>:ud
(W&f1.1) mad (16|M0) (sat)r10.0<1>:f -r3.0<0;0>:f -r127.0<2;1>:f r2.0<0>:hf
(W) mad (4|M0) (ne)f1.0 r127.0<1>:df (abs)r127.0<2;1>:df -(abs)r2.2<0;0>:df r3.0<1>:df
(W) bfi2 (16|M0) r10.0<1>:d r2.0<2;1>:d r127.0<0;0>:d r3.0<1>:d {Breakpoint,NoDDChk,NoDDClr,Switch}
bfe (32|M0) r10.0<1>:ud r64.2<0;0>:ud r127.0<2;1>:ud r64.3<1>:ud
bfi2 (32|M0) r10.0<1>:d r127.0<2;1>:d r127.2<2;1>:d r2.2<0>:d
(W&~f1.1) mad (2|M8) r10.0<1>:f -r127.0<2;1>:hf (abs)r2.0<0;0>:f -(abs)r2.0<1>:hf
bfi2 (8|M0) r10.0<1>:d r3.0<2;1>:d r3.0<0;0>:d r127.2<0>:d
bfi2 (8|M0) r127.0<1>:ud r2.2<0;0>:ud r64.1<0;0>:ud r64.0<0>:ud
mad (16|M0) (un)f1.0 r1.0<1>:ud (abs)r127.0<2;1>:ud (abs)r3.0<0;0>:ud -(abs)r64.0<1>:ud {Breakpoint}
mad (2|M8) r10.0<1>:hf -(abs)r64.0<2;1>:hf r3.0<0;0>:f r127.0<1>:f
lrp (8|M0) r10.0<1>:ud -r127.0<0;0>:ud -(abs)r2.0<2;1>:ud r2.0<1>:ud {Breakpoint,Switch}
csel (8|M8) r10.0<1>:hf r2.2<0;0>:f -(abs)r2.3<2;1>:f r2.2<0>:hf {NoDDChk}
bfe (1|M0) r10.1<1>:d r3.0<2;1>:d r64.0<2;1>:d r2.0<1>:d
csel (1|M0) (ne)f0.0 r1.2<1>:d r64.3<2;1>:d -r127.3<2;1>:d (abs)r127.0<0>:d
bfe (8|M16) r1.0<1>:d r3.2<2;1>:d r2.2<2;1>:d r64.0<1>:d {NoDDClr}
lrp (8|M0) r10.0<1>:hf -r64.0<0;0>:f r64.0<0;0>:f (abs)r64.3<1>:f {NoDDClr}
csel (8|M24) (sat)r127.0<1>:hf r3.0<2;1>:f (abs)r127.1<0;0>:f (abs)r3.0<1>:f
csel (16|M0) (lt)f1.1 r127.0<1>:d r127.0<2;1>:d r3.0<0;0>:d r2.0<1>:d
mad (8|M0) (sat)r127.0<1>:d r127.2<0;0>:d r127.2<0;0>:d r64.0<0>:d {Atomic}
lrp (16|M0) (le)f0.0 r10.0<1>:f (abs)r2.0<0;0>:f (abs)r64.0<2;1>:f r3.0<1>:f {Breakpoint}
bfi2 (4|M0) r1.0<1>:d r127.2<0;0>:d r3.1<2;1>:d r3.0<0>:d {Atomic,NoDDClr}
(f0.1.any4h) bfe (2|M0) r1.0<1>:ud r127.2<2;1>:ud r2.0<2;1>:ud r3.1<0>:ud
csel (2|M0) (ge)f0.1 r1.0<1>:hf -(abs)r3.0<2;1>:f -(abs)r64.1<2;1>:f (abs)r64.0<0>:f {Atomic,NoDDClr}
(W&~f1.1) lrp (4|M8) r1.0<1>:ud r127.0<2;1>:ud r64.0<0;0>:ud (abs)r127.0<1>:ud
mad (2|M0) (sat)r10.0<1>:d r64.1<2;1>:d (abs)r127.0<0;0>:d r64.0<1>:d {Atomic}
(W) csel (4|M0) r127.0<1>:ud r3.3<0;0>:ud -r64.0<0;0>:ud r64.0<0>:ud {Switch}
mad (4|M0) r127.0<1>:ud -(abs)r3.0<2;1>:ud -r64.0<0;0>:ud -(abs)r127.0<1>:ud {NoDDClr}
bfi2 (32|M0) r1.0<1>:ud r64.2<2;1>:ud r3.0<2;1>:ud r127.0<1>:ud
bfi2 (4|M4) r127.0<1>:ud r2.0<0;0>:ud r64.3<2;1>:ud r127.3<1>:ud {Breakpoint}
bfi2 (8|M16) r1.0<1>:d r3.0<2;1>:d r64.0<0;0>:d r2.3<0>:d
(W) mad (1|M0) r10.2<1>:f r127.3<2;1>:hf -(abs)r127.0<0;0>:f -(abs)r3.0<0>:hf {NoDDClr}
(W) csel (16|M0) r1.0<1>:d -(abs)r2.0<2;1>:d r64.0<0;0>:d r2.2<0>:d
mad (8|M0) r1.0<1>:ud (abs)r127.1<2;1>:ud (abs)r2.0<2;1>:ud (abs)r64.2<1>:ud
mad (2|M4) r127.0<1>:f (abs)r2.1<0;0>:hf (abs)r2.0<0;0>:f r3.1<0>:hf {Atomic}
(W) mad (4|M0) (ge)f1.0 r1.0<1>:hf -r2.0<2;1>:f -(abs)r64.1<0;0>:f -r64.3<0>:hf
csel (4|M0) (lt)f1.0 r127.0<1>:ud -(abs)r127.3<0;0>:ud (abs)r3.0<0;0>:ud (abs)r127.2<1>:ud
csel (32|M24) (sat)r10.0<1>:d r64.0<2;1>:d r64.0<0;0>:d r2.0<1>:d
mad (2|M0) (sat)r1.0<1>:f -(abs)r3.0<2;1>:hf (abs)r3.0<2;1>:hf (abs)r3.0<1>:f
lrp (8|M0) (eq)f0.1 r10.0<1>:hf r127.0<0;0>:hf (abs)r2.0<2;1>:f -(abs)r127.0<0>:f
lrp (8|M0) r10.0<1>:df -(abs)r3.0<0;0>:df -(abs)r2.0<2;1>:df (abs)r64.1<1>:df
(f1.0) mad (8|M0) (ov)f1.0 r10.0<1>:df r3.0<0;0>:df r64.3<0;0>:df -(abs)r127.1<1>:df {Atomic}
csel (1|M8) r10.0<1>:df r127.0<0;0>:df r3.0<0;0>:df r127.0<1>:df {Breakpoint}
csel (4|M24) (sat)r1.0<1>:f -(abs)r64.3<0;0>:hf r3.0<2;1>:f -r64.0<1>:hf {Breakpoint}
(~f0.0) bfe (16|M0) r1.0<1>:d r2.0<2;1>:d r64.0<2;1>:d r3.0<0>:d {AccWrEn}
mad (8|M0) (sat)r1.0<1>:f r64.0<0;0>:f -(abs)r2.0<2;1>:f -(abs)r127.0<1>:hf
(W) lrp (16|M0) r127.0<1>:f -r64.0<0;0>:hf -(abs)r127.0<2;1>:hf r64.3<1>:f {NoDDClr}
mad (8|M0) r127.0<1>:ud r2.0<0;0>:ud r3.0<2;1>:ud -r2.0<0>:ud
(f0.1.all4h) bfi2 (8|M0) r10.0<1>:ud r127.2<2;1>:ud r3.1<2;1>:ud r3.0<1>:ud
csel (8|M8) r1.0<1>:hf (abs)r127.0<0;0>:f -r2.0<0;0>:hf (abs)r2.3<0>:hf
mad (2|M0) (sat)r127.0<1>:f -(abs)r2.0<2;1>:hf -(abs)r127.0<0;0>:f r3.2<1>:f
csel (16|M0) (le)f0.1 r127.0<1>:ud (abs)r64.0<2;1>:ud r3.0<2;1>:ud (abs)r127.0<1>:ud {Atomic}
(W) lrp (16|M24) r127.0<1>:hf r3.0<0;0>:f -(abs)r127.2<0;0>:hf -r127.0<1>:hf
(W&~f0.1) bfi2 (8|M0) r127.0<1>:d r3.0<0;0>:d r127.0<2;1>:d r3.2<0>:d
csel (16|M0) r10.0<1>:f (abs)r127.0<2;1>:f (abs)r2.0<2;1>:f r3.0<0>:f {NoDDClr}
lrp (4|M0) r127.0<1>:f r3.0<0;0>:f (abs)r3.0<2;1>:hf (abs)r3.0<1>:hf
(W) mad (16|M8) r10.0<1>:f (abs)r127.0<2;1>:f r3.0<0;0>:hf r3.0<1>:hf
bfe (4|M0) r1.0<1>:ud r2.1<0;0>:ud r2.0<0;0>:ud r64.0<0>:ud
lrp (32|M8) r1.0<1>:ud (abs)r64.0<2;1>:ud -r3.1<2;1>:ud (abs)r2.0<1>:ud
mad (16|M0) r127.0<1>:df -r2.0<2;1>:df r3.1<2;1>:df (abs)r64.1<1>:df {Breakpoint}
bfe (1|M24) r127.1<1>:ud r127.3<0;0>:ud r2.0<2;1>:ud r3.1<1>:ud {Switch}
bfe (1|M0) r1.1<1>:d r64.1<0;0>:d r64.0<2;1>:d r2.0<1>:d
(W) mad (32|M0) r10.0<1>:hf -r127.0<0;0>:hf -r64.0<2;1>:hf -(abs)r2.1<0>:hf {NoDDClr}
csel (8|M16) r10.0<1>:hf -r127.3<0;0>:hf r127.0<0;0>:f r64.3<1>:hf
mad (8|M0) r127.0<1>:f -r64.3<2;1>:f r3.0<0;0>:hf r127.0<1>:hf
bfi2 (16|M0) r10.0<1>:ud r2.0<0;0>:ud r2.1<2;1>:ud r2.1<1>:ud
mad (8|M16) (le)f0.1 r10.0<1>:hf (abs)r127.0<2;1>:f (abs)r64.0<2;1>:hf r3.1<0>:hf
(W) csel (32|M0) r10.0<1>:f r127.0<2;1>:f -(abs)r127.1<0;0>:hf (abs)r2.2<0>:hf
(W) mad (4|M8) r127.0<1>:f r3.0<2;1>:hf -(abs)r3.3<2;1>:hf -(abs)r127.0<1>:hf {Breakpoint}
bfi2 (8|M16) r1.0<1>:ud r3.0<0;0>:ud r64.0<0;0>:ud r64.1<0>:ud
mad (16|M0) (eq)f1.0 r127.0<1>:f (abs)r64.0<2;1>:hf r2.1<2;1>:f r3.0<1>:f {Breakpoint,NoDDChk}
mad (2|M0) (sat)r1.0<1>:hf r2.3<2;1>:f r2.0<2;1>:hf r64.1<0>:f
bfi2 (4|M24) r127.0<1>:d r64.2<0;0>:d r2.0<2;1>:d r64.2<0>:d {Breakpoint}
mad (32|M0) (ge)f1.1 r1.0<1>:ud r127.2<2;1>:ud (abs)r127.3<2;1>:ud r127.0<0>:ud {Switch}
(f0.0.all4h) mad (32|M24) (un)f0.0 r127.0<1>:hf (abs)r64.0<2;1>:f r64.0<2;1>:f -(abs)r127.0<1>:hf {AccWrEn}
bfe (16|M0) r127.0<1>:d r2.1<2;1>:d r2.0<2;1>:d r127.3<1>:d
(W) bfi2 (8|M0) r1.0<1>:ud r3.0<2;1>:ud r127.2<0;0>:ud r2.1<1>:ud
mad (2|M24) r127.0<1>:f -(abs)r127.0<2;1>:hf r2.0<2;1>:hf (abs)r64.0<1>:f
bfi2 (16|M16) r1.0<1>:d r2.3<2;1>:d r2.0<2;1>:d r3.2<0>:d {Breakpoint}
lrp (1|M0) r10.3<1>:f -r2.0<0;0>:f r3.1<2;1>:hf -r2.1<1>:f
csel (8|M0) (sat)r1.0<1>:df -(abs)r3.0<0;0>:df r64.0<0;0>:df r64.0<1>:df
mad (32|M0) r1.0<1>:hf -(abs)r64.0<0;0>:f -(abs)r64.0<2;1>:hf r3.0<1>:hf
mad (4|M0) r1.0<1>:ud -(abs)r2.0<2;1>:ud (abs)r64.0<2;1>:ud (abs)r127.0<1>:ud {Switch}
csel (32|M16) (sat)r1.0<1>:ud -r127.0<2;1>:ud -r3.0<0;0>:ud -r64.0<1>:ud
mad (16|M0) r127.0<1>:d r64.0<2;1>:d r127.0<2;1>:d -r2.0<0>:d
(W) csel (32|M0) r1.0<1>:d r2.3<2;1>:d -r2.0<2;1>:d r64.2<1>:d
bfi2 (1|M0) r1.7<1>:d r64.0<0;0>:d r2.0<2;1>:d r2.2<1>:d
(W) bfi2 (8|M0) r127.0<1>:ud r127.1<0;0>:ud r64.0<2;1>:ud r2.0<0>:ud {NoDDClr}
(f0.0.all4h) mad (32|M0) (ne)f0.0 r1.0<1>:d -(abs)r2.0<0;0>:d -r2.0<2;1>:d r2.0<1>:d {NoDDClr}
(~f1.1.any4h) bfe (32|M0) r1.0<1>:d r64.0<2;1>:d r64.0<2;1>:d r2.0<0>:d
bfi2 (4|M0) r127.0<1>:d r2.2<0;0>:d r3.0<0;0>:d r64.0<0>:d {Atomic}
(W&f0.1) lrp (32|M24) (sat)r10.0<1>:f r3.0<2;1>:f -(abs)r2.0<2;1>:hf -r3.0<1>:hf
csel (16|M8) (ge)f1.0 r127.0<1>:ud (abs)r127.0<2;1>:ud -r2.0<0;0>:ud (abs)r64.0<0>:ud {Switch}
bfe (2|M24) r127.0<1>:ud r64.0<0;0>:ud r3.0<0;0>:ud r2.0<1>:ud
csel (16|M0) (sat)r1.0<1>:hf r3.0<0;0>:f (abs)r127.0<2;1>:f r64.0<0>:f
bfe (8|M24) r1.0<1>:d r64.0<2;1>:d r3.0<0;0>:d r64.2<1>:d
bfi2 (4|M12) r1.0<1>:d r64.0<2;1>:d r2.0<0;0>:d r64.3<1>:d {Breakpoint}
bfe (2|M20) r1.0<1>:d r2.0<0;0>:d r3.0<0;0>:d r3.0<1>:d
mad (32|M0) (sat)r127.0<1>:f -(abs)r127.3<2;1>:f -(abs)r127.0<2;1>:hf r64.0<1>:f
(~f0.1.all4h) bfi2 (2|M8) r1.0<1>:ud r64.0<2;1>:ud r3.1<0;0>:ud r64.0<1>:ud
(W) mad (8|M0) (ne)f1.0 r1.0<1>:f (abs)r127.0<0;0>:hf -r127.0<2;1>:hf (abs)r2.0<0>:hf {Atomic}
mad (16|M0) (ge)f0.1 r10.0<1>:ud r3.0<2;1>:ud r3.2<0;0>:ud r2.2<0>:ud
mad (2|M12) r127.0<1>:df (abs)r2.1<2;1>:df r2.0<2;1>:df -r3.0<1>:df
bfi2 (8|M0) r1.0<1>:d r127.2<0;0>:d r3.0<0;0>:d r64.0<1>:d {Atomic}
bfe (16|M0) r1.0<1>:d r64.0<2;1>:d r3.0<2;1>:d r64.0<0>:d
(W&f1.1) bfe (32|M16) r1.0<1>:d r64.1<0;0>:d r3.0<2;1>:d r2.0<1>:d {NoDDChk}
bfe (32|M8) r1.0<1>:ud r2.2<2;1>:ud r3.0<0;0>:ud r64.3<0>:ud
csel (2|M24) r1.0<1>:hf r2.0<2;1>:hf (abs)r3.0<0;0>:hf r3.0<1>:hf
mad (8|M0) r10.0<1>:df -(abs)r2.2<0;0>:df -(abs)r127.0<0;0>:df (abs)r2.0<1>:df {Atomic}
mad (8|M0) r10.0<1>:d -(abs)r2.0<0;0>:d r2.3<0;0>:d -(abs)r64.0<1>:d
lrp (2|M0) r1.0<1>:f r64.0<0;0>:f (abs)r2.1<2;1>:f -(abs)r64.1<0>:f
csel (16|M0) (sat)r1.0<1>:f -r64.0<0;0>:f r127.1<2;1>:hf r3.0<1>:hf
(W) bfe (16|M8) r127.0<1>:ud r2.1<2;1>:ud r127.0<0;0>:ud r127.0<0>:ud
(W&~f1.0) bfe (1|M16) r127.0<1>:d r64.3<0;0>:d r3.0<2;1>:d r127.0<1>:d
bfi2 (32|M0) r127.0<1>:d r127.0<0;0>:d r2.0<2;1>:d r127.0<1>:d
bfe (1|M8) r127.0<1>:d r2.0<0;0>:d r2.1<2;1>:d r2.0<0>:d
bfe (8|M0) r127.0<1>:d r127.0<2;1>:d r2.0<0;0>:d r127.3<0>:d
mad (16|M8) r127.0<1>:ud -(abs)r2.2<2;1>:ud r64.1<2;1>:ud -(abs)r2.0<0>:ud {Atomic}
bfi2 (2|M12) r127.0<1>:ud r2.0<0;0>:ud r3.0<2;1>:ud r127.1<1>:ud {Atomic}
mad (4|M24) r127.0<1>:d -r3.0<0;0>:d r3.0<2;1>:d r127.0<1>:d
csel (16|M0) r1.0<1>:hf -r3.1<2;1>:f (abs)r64.1<2;1>:hf -r64.0<0>:f
mad (32|M0) r127.0<1>:f -r64.2<0;0>:hf (abs)r3.0<2;1>:f -r2.2<0>:f
mad (16|M0) (lt)f0.0 (sat)r10.0<1>:ud -r127.0<0;0>:ud -r127.2<2;1>:ud r64.0<0>:ud {Breakpoint}
csel (8|M16) r10.0<1>:f r3.0<0;0>:f r127.0<0;0>:f r127.0<1>:hf {Breakpoint}
(W) bfi2 (16|M0) r1.0<1>:ud r127.0<2;1>:ud r3.0<0;0>:ud r64.0<0>:ud
mad (4|M20) r127.0<1>:ud -(abs)r64.0<0;0>:ud r2.0<2;1>:ud (abs)r3.0<0>:ud {Atomic}
bfi2 (8|M0) r1.0<1>:d r64.0<2;1>:d r127.0<0;0>:d r3.0<0>:d
lrp (2|M16) r1.0<1>:hf -(abs)r2.0<2;1>:f -(abs)r3.0<2;1>:f -(abs)r3.0<0>:hf
mad (8|M0) (ne)f0.0 r10.0<1>:ud (abs)r2.0<2;1>:ud -(abs)r2.2<2;1>:ud (abs)r64.0<0>:ud {Atomic}
mad (16|M24) (ne)f0.1 r10.0<1>:f r2.0<0;0>:f -(abs)r64.0<0;0>:f r127.0<1>:hf {Atomic,Breakpoint}
(W) mad (8|M0) r127.0<1>:d r2.2<0;0>:d r64.3<2;1>:d -r2.0<1>:d {NoDDClr}
(W) mad (4|M4) r10.0<1>:hf (abs)r3.0<0;0>:hf (abs)r127.2<0;0>:hf -(abs)r127.3<1>:f
(f0.1.any4h) bfi2 (32|M0) r127.0<1>:ud r64.0<0;0>:ud r3.0<0;0>:ud r2.0<1>:ud {AccWrEn}
(W) mad (16|M0) (ne)f0.1 (sat)r10.0<1>:ud (abs)r64.1<0;0>:ud (abs)r2.0<0;0>:ud -r127.2<0>:ud
mad (4|M12) r127.0<1>:f -(abs)r3.0<0;0>:hf -(abs)r2.0<0;0>:f r127.2<1>:f
bfi2 (4|M12) r10.0<1>:ud r2.2<0;0>:ud r2.0<0;0>:ud r2.0<1>:ud
mad (8|M24) r127.0<1>:d (abs)r3.3<0;0>:d -r2.0<0;0>:d -(abs)r2.2<1>:d {AccWrEn,Breakpoint}
(W) bfi2 (1|M0) r127.0<1>:d r127.0<2;1>:d r127.0<0;0>:d r2.0<1>:d
bfi2 (16|M0) r1.0<1>:d r64.0<0;0>:d r127.2<2;1>:d r64.0<1>:d {Breakpoint}
(W) lrp (16|M0) (un)f0.1 r1.0<1>:f -(abs)r2.0<2;1>:f -r2.0<2;1>:f r3.1<0>:hf
(W) bfi2 (8|M0) r127.0<1>:ud r3.0<2;1>:ud r127.0<2;1>:ud r3.1<1>:ud
bfe (8|M16) r10.0<1>:d r3.2<0;0>:d r2.0<2;1>:d r3.0<1>:d {AccWrEn}
csel (4|M12) r1.0<1>:df (abs)r3.0<0;0>:df -(abs)r2.0<2;1>:df r127.3<0>:df
csel (16|M0) r127.0<1>:f -r3.0<0;0>:f (abs)r2.0<2;1>:hf -r3.0<1>:f {Breakpoint}
lrp (16|M0) r127.0<1>:hf r127.1<2;1>:hf (abs)r127.0<0;0>:f -r64.2<1>:hf
mad (2|M0) (sat)r1.0<1>:ud -r64.3<0;0>:ud (abs)r2.0<2;1>:ud r2.0<1>:ud
(W) lrp (8|M0) r127.0<1>:f (abs)r2.0<0;0>:hf (abs)r3.0<2;1>:hf r2.2<0>:hf
(W) csel (16|M0) (ov)f0.0 (sat)r10.0<1>:hf -(abs)r2.2<0;0>:f -r2.0<0;0>:f (abs)r2.2<1>:f
(~f0.1.all4h) mad (1|M0) r10.3<1>:df r64.0<0;0>:df r127.0<0;0>:df r64.1<0>:df
csel (4|M12) r127.0<1>:hf (abs)r64.0<2;1>:f -(abs)r64.0<0;0>:hf r127.3<0>:f
csel (16|M8) (gt)f0.0 r127.0<1>:f r2.0<2;1>:f r2.0<0;0>:f r2.0<0>:f {AccWrEn,NoDDChk,Switch}
(W&~f1.0) bfe (32|M16) r1.0<1>:d r127.0<2;1>:d r127.3<0;0>:d r2.0<1>:d
csel (4|M8) r127.0<1>:hf -(abs)r64.1<2;1>:f (abs)r2.2<2;1>:hf r3.0<1>:f
csel (16|M0) (ov)f1.0 r10.0<1>:ud (abs)r127.0<0;0>:ud -(abs)r3.0<2;1>:ud (abs)r64.0<1>:ud {AccWrEn}
mad (2|M0) r127.0<1>:hf -r64.0<2;1>:f -r64.0<2;1>:hf r3.0<0>:f {Breakpoint}
mad (16|M0) r10.0<1>:hf r127.0<0;0>:f -(abs)r64.1<0;0>:hf (abs)r127.0<1>:f
(W) bfe (16|M0) r10.0<1>:d r127.0<0;0>:d r3.1<2;1>:d r64.1<1>:d {Breakpoint}
(W) mad (1|M16) r1.3<1>:df (abs)r64.0<2;1>:df r2.0<2;1>:df r64.1<1>:df
csel (8|M0) (gt)f0.1 r1.0<1>:f r2.0<2;1>:f r3.0<2;1>:hf -r2.0<0>:hf {Atomic}
mad (16|M0) r1.0<1>:f -(abs)r64.0<2;1>:f r2.3<2;1>:hf -(abs)r3.0<0>:f
(W) mad (4|M4) r10.0<1>:df -(abs)r127.0<0;0>:df -r127.1<0;0>:df (abs)r64.0<1>:df
(W) csel (32|M16) r127.0<1>:f r3.2<2;1>:hf r64.2<2;1>:hf r127.0<1>:hf {Atomic}
(W&f1.0) bfi2 (32|M16) r127.0<1>:d r127.0<0;0>:d r127.0<0;0>:d r3.0<0>:d
csel (1|M0) r10.1<1>:f (abs)r127.0<2;1>:hf -(abs)r64.0<0;0>:hf r64.0<0>:f {Switch}
csel (2|M24) r127.0<1>:d r64.0<2;1>:d r64.0<2;1>:d r3.0<1>:d
(f0.1.any4h) bfe (16|M0) r1.0<1>:ud r127.2<2;1>:ud r3.0<0;0>:ud r64.0<0>:ud {NoDDChk}
(W) mad (2|M4) r1.0<1>:hf -(abs)r3.0<0;0>:hf -r64.0<0;0>:f -r3.0<0>:f
mad (32|M8) (ne)f0.0 r1.0<1>:df r64.2<2;1>:df r64.0<0;0>:df -(abs)r64.0<0>:df
mad (16|M0) (sat)r1.0<1>:f -(abs)r2.1<0;0>:hf -r2.0<0;0>:f -(abs)r3.0<0>:hf
csel (1|M28) (sat)r10.2<1>:df r3.0<2;1>:df r127.0<0;0>:df -(abs)r3.0<1>:df
bfe (1|M0) r1.3<1>:d r64.0<0;0>:d r2.0<0;0>:d r3.0<1>:d
bfe (16|M0) r1.0<1>:d r64.0<2;1>:d r2.0<0;0>:d r3.3<1>:d
bfe (8|M0) r10.0<1>:ud r2.0<2;1>:ud r3.0<2;1>:ud r2.0<1>:ud
(W) bfi2 (8|M24) r10.0<1>:d r127.0<2;1>:d r3.2<2;1>:d r2.0<1>:d {NoDDChk}
lrp (1|M4) r127.2<1>:ud -(abs)r2.3<2;1>:ud -(abs)r127.0<2;1>:ud -r3.0<1>:ud {Breakpoint,NoDDClr}
mad (4|M0) r1.0<1>:f -r127.0<0;0>:f -r127.0<0;0>:hf -(abs)r127.0<1>:hf
(W&f0.1) mad (32|M0) (lt)f0.1 r1.0<1>:df -(abs)r3.0<2;1>:df r2.0<2;1>:df (abs)r127.1<0>:df
lrp (2|M12) (lt)f1.1 (sat)r127.0<1>:hf r2.0<0;0>:f -(abs)r2.0<0;0>:hf -(abs)r127.0<1>:f
(W&~f0.0) bfe (8|M8) r10.0<1>:d r3.0<0;0>:d r64.0<0;0>:d r127.0<1>:d {NoDDClr}
bfe (8|M16) r10.0<1>:ud r3.0<2;1>:ud r2.0<2;1>:ud r64.1<0>:ud
lrp (8|M24) r127.0<1>:ud -(abs)r3.0<2;1>:ud r2.0<2;1>:ud r127.0<0>:ud
mad (1|M12) (sat)r1.7<1>:hf r127.0<2;1>:f (abs)r2.0<0;0>:f -r2.3<1>:f
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
lrp (16|M0) r10.0<1>:f (abs)r3.2<0;0>:f r2.1<0;0>:hf -(abs)r127.0<0>:f {NoDDChk}
(W&f1.0) bfe (4|M8) r127.0<1>:ud r3.1<0;0>:ud r127.0<0;0>:ud r2.2<1>:ud {AccWrEn,NoDDClr}
bfe (16|M16) r127.0<1>:ud r3.0<0;0>:ud r64.0<2;1>:ud r127.0<0>:ud
(~f0.1.all4h) bfe (1|M0) r10.5<1>:d r3.3<0;0>:d r127.0<2;1>:d r3.0<1>:d
(W) bfe (8|M0) r127.0<1>:d r127.0<0;0>:d r127.0<0;0>:d r3.0<1>:d
bfi2 (8|M16) r1.0<1>:d r127.0<0;0>:d r2.0<0;0>:d r127.0<0>:d {AccWrEn}
mad (2|M20) (gt)f0.1 (sat)r127.0<1>:f -(abs)r64.0<0;0>:f r3.3<2;1>:hf r64.0<1>:f
bfe (16|M0) r127.0<1>:ud r127.2<2;1>:ud r127.0<0;0>:ud r127.3<0>:ud {Switch}
bfi2 (32|M0) r127.0<1>:ud r2.0<2;1>:ud r127.1<2;1>:ud r64.1<1>:ud {NoDDChk}
bfe (16|M0) r127.0<1>:d r3.2<0;0>:d r3.1<0;0>:d r2.0<1>:d
mad (2|M0) r127.0<1>:d r2.0<0;0>:d -r127.0<0;0>:d r2.0<0>:d
lrp (1|M0) r127.1<1>:df r64.3<2;1>:df r3.3<0;0>:df r127.2<1>:df {NoDDClr}
(~f1.1.any4h) bfe (8|M0) r1.0<1>:ud r127.0<0;0>:ud r2.3<0;0>:ud r64.3<0>:ud
(W) bfi2 (16|M0) r1.0<1>:ud r3.2<2;1>:ud r2.0<0;0>:ud r3.0<0>:ud
mad (8|M0) r1.0<1>:hf -(abs)r3.1<2;1>:hf -r127.0<0;0>:hf -r3.0<0>:hf {Atomic}
csel (16|M0) (ge)f0.0 r127.0<1>:df r3.0<2;1>:df (abs)r3.0<0;0>:df -(abs)r3.0<1>:df
mad (8|M0) r1.0<1>:hf r127.2<2;1>:f r2.2<2;1>:hf r64.0<0>:f
(W&~f1.0) bfi2 (1|M8) r10.3<1>:d r64.3<2;1>:d r64.0<2;1>:d r64.0<0>:d {AccWrEn,NoDDChk}
(W) bfi2 (1|M0) r10.7<1>:d r64.0<0;0>:d r64.2<2;1>:d r2.0<1>:d
(W) bfe (4|M16) r10.0<1>:ud r127.0<0;0>:ud r127.0<0;0>:ud r64.2<1>:ud
bfi2 (8|M0) r1.0<1>:d r3.0<2;1>:d r3.2<2;1>:d r3.1<1>:d
bfe (4|M0) r10.0<1>:ud r2.0<2;1>:ud r2.0<2;1>:ud r127.0<1>:ud {Atomic}
bfi2 (8|M24) r127.0<1>:ud r64.0<0;0>:ud r64.0<0;0>:ud r3.0<1>:ud {NoDDChk}
(f1.0.all4h) mad (8|M0) (un)f1.0 r1.0<1>:d r2.0<2;1>:d r3.2<2;1>:d -(abs)r2.0<1>:d
(W) bfi2 (4|M0) r10.0<1>:d r2.0<0;0>:d r2.0<2;1>:d r64.2<1>:d
mad (4|M28) r10.0<1>:hf r2.2<0;0>:f -r127.0<2;1>:f r3.0<1>:hf {Breakpoint}
bfi2 (16|M0) r10.0<1>:d r64.0<2;1>:d r127.2<2;1>:d r3.3<1>:d {NoDDClr}
csel (1|M0) r10.3<1>:hf r64.0<0;0>:f r127.0<0;0>:f -(abs)r3.1<1>:f {Atomic}
bfi2 (16|M0) r10.0<1>:d r64.0<0;0>:d r64.0<0;0>:d r64.0<0>:d
(W) csel (4|M0) r127.0<1>:ud (abs)r64.0<2;1>:ud -r64.2<0;0>:ud (abs)r64.0<0>:ud {Breakpoint,NoDDChk,NoDDClr}
bfi2 (8|M0) r1.0<1>:d r127.0<0;0>:d r127.3<2;1>:d r64.0<1>:d
bfe (2|M0) r1.0<1>:d r64.2<0;0>:d r127.0<2;1>:d r127.0<1>:d {Atomic}
(W) mad (8|M0) r1.0<1>:ud -r2.0<0;0>:ud -r127.0<0;0>:ud -(abs)r2.3<0>:ud
bfe (8|M0) r127.0<1>:ud r2.0<0;0>:ud r3.1<0;0>:ud r3.0<0>:ud
bfi2 (2|M16) r127.0<1>:d r2.0<2;1>:d r2.0<0;0>:d r2.0<1>:d
bfe (8|M0) r1.0<1>:d r64.0<2;1>:d r64.0<0;0>:d r64.1<0>:d {Breakpoint}
bfe (8|M0) r1.0<1>:ud r127.0<2;1>:ud r3.0<2;1>:ud r3.0<0>:ud {Breakpoint}
csel (32|M8) r1.0<1>:df (abs)r2.1<0;0>:df -(abs)r64.0<2;1>:df -r3.0<0>:df {NoDDClr}
bfi2 (32|M8) r10.0<1>:d r64.0<2;1>:d r2.0<0;0>:d r127.0<0>:d
csel (32|M0) r1.0<1>:f r2.0<0;0>:f -(abs)r127.0<0;0>:f -(abs)r3.2<0>:hf
lrp (16|M0) r127.0<1>:f (abs)r64.0<0;0>:f (abs)r3.0<0;0>:f -r127.0<0>:hf {Atomic}
(W) lrp (16|M0) r1.0<1>:f r64.3<0;0>:hf (abs)r3.0<0;0>:hf -r127.3<0>:f
bfe (2|M28) r1.0<1>:d r2.0<0;0>:d r3.1<2;1>:d r2.0<1>:d
csel (16|M16) r10.0<1>:f -r3.0<2;1>:f -r3.0<0;0>:hf -r2.0<0>:f {NoDDChk}
(W) bfi2 (1|M12) r127.7<1>:ud r3.0<2;1>:ud r2.0<2;1>:ud r3.0<1>:ud
mad (1|M0) (eq)f0.1 (sat)r127.2<1>:f -r2.0<2;1>:f r3.0<0;0>:hf -r64.0<0>:f {NoDDClr}
bfe (2|M0) r10.0<1>:d r2.0<2;1>:d r3.0<0;0>:d r3.0<1>:d
lrp (16|M0) (sat)r10.0<1>:f (abs)r2.0<2;1>:f -r64.1<2;1>:f r2.0<1>:hf {AccWrEn}
bfi2 (16|M24) r127.0<1>:ud r3.0<2;1>:ud r127.1<2;1>:ud r3.0<1>:ud
bfe (16|M8) r127.0<1>:ud r64.1<0;0>:ud r127.0<2;1>:ud r64.0<0>:ud
csel (1|M24) r127.0<1>:hf r127.0<0;0>:f r127.0<2;1>:hf -r127.0<1>:hf {AccWrEn}
mad (1|M0) r10.3<1>:df (abs)r3.2<0;0>:df (abs)r2.0<0;0>:df r2.3<0>:df {NoDDChk}
(W&f0.0) mad (32|M0) r1.0<1>:ud (abs)r127.0<0;0>:ud -(abs)r127.2<2;1>:ud -r64.3<0>:ud
mad (8|M0) (gt)f1.1 r10.0<1>:hf -r3.3<0;0>:f -r2.3<0;0>:f -r127.0<0>:f {Atomic}
mad (1|M24) (lt)f0.0 r1.5<1>:ud r127.0<0;0>:ud r64.0<0;0>:ud r127.2<0>:ud
csel (16|M0) r127.0<1>:ud r127.0<2;1>:ud r64.2<2;1>:ud -r64.0<0>:ud {AccWrEn}
(f1.1) bfe (4|M0) r1.0<1>:ud r3.0<0;0>:ud r2.0<0;0>:ud r3.0<0>:ud {AccWrEn,Atomic}
bfe (4|M4) r1.0<1>:ud r3.0<0;0>:ud r3.0<2;1>:ud r127.1<1>:ud {Atomic}
(~f1.0) mad (8|M0) (ov)f1.0 r127.0<1>:df -r2.0<2;1>:df -(abs)r2.0<2;1>:df r3.0<1>:df {NoDDClr,Switch}
(W) lrp (4|M0) r127.0<1>:ud -(abs)r3.0<0;0>:ud (abs)r64.0<2;1>:ud (abs)r127.0<1>:ud {NoDDChk}
mad (4|M8) (sat)r127.0<1>:df r127.0<2;1>:df r64.0<0;0>:df (abs)r2.1<1>:df
(W) mad (8|M8) (ne)f0.0 r10.0<1>:hf -(abs)r127.2<2;1>:f r2.2<0;0>:f r64.0<0>:hf
bfi2 (16|M0) r10.0<1>:ud r127.0<2;1>:ud r3.0<0;0>:ud r64.0<0>:ud
(W) bfi2 (1|M24) r127.7<1>:ud r2.0<2;1>:ud r2.0<0;0>:ud r127.0<0>:ud {AccWrEn}
bfe (8|M0) r10.0<1>:d r2.0<2;1>:d r2.1<0;0>:d r3.0<0>:d
csel (1|M28) (ov)f1.0 (sat)r10.2<1>:f -(abs)r3.0<2;1>:hf -(abs)r127.0<0;0>:f r64.0<0>:f
mad (8|M24) r10.0<1>:hf (abs)r2.2<2;1>:hf -(abs)r64.3<0;0>:hf r3.0<1>:f
(W) csel (8|M8) (sat)r10.0<1>:df -r64.2<2;1>:df -r64.1<0;0>:df (abs)r64.0<0>:df
(f0.1.all4h) mad (32|M0) r1.0<1>:d r127.2<0;0>:d r64.0<0;0>:d (abs)r3.1<1>:d
csel (8|M0) r127.0<1>:hf r127.3<0;0>:f (abs)r3.0<2;1>:hf (abs)r127.2<1>:hf {Switch}
mad (32|M0) r1.0<1>:df r3.2<0;0>:df -r127.0<2;1>:df r3.0<0>:df
lrp (2|M0) r10.0<1>:f -r3.0<0;0>:f r3.0<0;0>:f -r64.0<0>:f
csel (16|M0) (sat)r127.0<1>:hf r64.0<0;0>:f r2.0<0;0>:f -r127.3<0>:f
(W) lrp (1|M20) r127.5<1>:hf r127.2<0;0>:f r64.1<0;0>:hf r3.2<1>:hf
csel (8|M8) r10.0<1>:f r2.0<2;1>:hf r2.3<2;1>:hf -r2.0<1>:f
bfe (8|M0) r127.0<1>:d r2.0<0;0>:d r127.1<0;0>:d r127.2<1>:d {Atomic,NoDDChk}
csel (16|M0) (un)f0.0 r1.0<1>:df (abs)r127.0<0;0>:df r64.0<2;1>:df r127.0<0>:df
mad (16|M0) r1.0<1>:df (abs)r2.0<0;0>:df r2.1<0;0>:df -(abs)r127.0<0>:df
lrp (1|M12) (gt)f1.1 r1.2<1>:f r127.0<0;0>:hf -r64.0<0;0>:hf r2.2<0>:hf
lrp (8|M0) r1.0<1>:d r127.0<2;1>:d (abs)r127.0<0;0>:d -(abs)r127.2<0>:d
mad (32|M0) r127.0<1>:hf (abs)r2.1<0;0>:hf -r3.3<2;1>:f r127.3<1>:hf {Atomic,NoDDChk}
bfe (1|M24) r127.0<1>:d r2.1<2;1>:d r2.0<0;0>:d r64.3<1>:d
mad (32|M16) (ne)f1.0 r127.0<1>:df r127.0<0;0>:df r3.0<2;1>:df -(abs)r2.0<1>:df {Breakpoint}
csel (8|M0) r10.0<1>:ud -r127.0<0;0>:ud -(abs)r127.1<2;1>:ud (abs)r64.0<0>:ud
lrp (8|M0) r127.0<1>:f -(abs)r3.2<2;1>:f r127.0<0;0>:hf (abs)r3.0<0>:f
(W&f0.0) bfi2 (4|M0) r127.0<1>:ud r3.2<2;1>:ud r64.3<0;0>:ud r127.2<1>:ud
mad (16|M24) (sat)r1.0<1>:hf r64.0<0;0>:hf r127.0<2;1>:hf r64.0<0>:hf {Switch}
(W) mad (2|M24) r10.0<1>:hf r64.0<2;1>:hf (abs)r2.2<0;0>:f r64.0<1>:hf
mad (8|M0) r127.0<1>:f -r64.0<2;1>:f (abs)r127.0<0;0>:hf (abs)r127.3<0>:hf
(W&f1.1) mad (32|M0) r10.0<1>:hf -(abs)r64.0<0;0>:f r64.0<0;0>:hf (abs)r2.0<1>:hf
(W) mad (2|M12) r1.0<1>:f -r127.0<0;0>:hf r3.0<2;1>:f -(abs)r64.1<1>:f
(~f1.0.any4h) mad (16|M24) (sat)r10.0<1>:d -(abs)r127.2<2;1>:d r64.1<0;0>:d r127.0<0>:d
(W) lrp (8|M16) (gt)f1.0 r10.0<1>:df -(abs)r2.0<2;1>:df -(abs)r64.0<2;1>:df r2.3<0>:df {NoDDClr}
bfe (1|M4) r127.0<1>:d r64.0<2;1>:d r127.0<0;0>:d r127.0<1>:d
mad (2|M0) (eq)f1.0 (sat)r127.0<1>:df -(abs)r64.0<2;1>:df (abs)r127.3<0;0>:df r127.0<1>:df {AccWrEn,NoDDChk}
(W&~f1.0) mad (4|M20) (ne)f1.0 r10.0<1>:df -r64.3<0;0>:df r64.1<0;0>:df -(abs)r3.0<0>:df
csel (1|M16) (gt)f1.0 r127.3<1>:hf -r127.0<2;1>:f -r2.0<0;0>:hf (abs)r3.0<0>:f {Breakpoint}
lrp (16|M8) (sat)r10.0<1>:f -(abs)r3.0<0;0>:hf (abs)r127.0<0;0>:f -r64.0<0>:f {AccWrEn,NoDDClr}
bfi2 (4|M28) r127.0<1>:ud r127.0<2;1>:ud r2.0<2;1>:ud r3.1<1>:ud
bfe (1|M4) r1.5<1>:d r3.1<0;0>:d r3.0<2;1>:d r64.1<0>:d
csel (16|M0) (ov)f1.1 r127.0<1>:hf -r3.0<2;1>:f (abs)r64.2<2;1>:f r127.0<1>:hf
csel (2|M0) r1.0<1>:df -r2.2<0;0>:df r64.0<0;0>:df -r127.2<0>:df
(W) lrp (1|M0) r10.3<1>:df r3.0<2;1>:df r64.2<0;0>:df (abs)r2.0<0>:df
bfi2 (8|M0) r127.0<1>:d r127.0<0;0>:d r127.0<2;1>:d r2.0<1>:d
csel (1|M0) r1.1<1>:f r127.0<0;0>:hf -r64.1<0;0>:hf (abs)r2.0<0>:f
mad (1|M0) (sat)r127.2<1>:f r3.0<2;1>:hf -(abs)r3.0<0;0>:f r64.0<0>:f
(f1.1) bfe (16|M16) r1.0<1>:ud r127.1<0;0>:ud r127.0<2;1>:ud r3.0<1>:ud
csel (8|M0) r1.0<1>:f -(abs)r2.0<0;0>:hf -(abs)r127.0<2;1>:f -(abs)r3.0<1>:f
bfe (8|M0) r1.0<1>:ud r3.0<2;1>:ud r3.0<2;1>:ud r3.0<1>:ud
(W) csel (4|M8) (gt)f0.0 (sat)r1.0<1>:f (abs)r2.3<0;0>:f r127.3<0;0>:f r64.0<0>:hf
bfe (32|M0) r1.0<1>:ud r127.0<2;1>:ud r127.1<2;1>:ud r64.0<1>:ud {NoDDChk}
(f0.0.all4h) lrp (4|M28) (le)f0.0 r1.0<1>:hf -(abs)r3.0<0;0>:f r3.3<0;0>:hf r2.0<1>:hf
bfe (2|M16) r1.0<1>:d r127.0<2;1>:d r2.0<2;1>:d r127.0<0>:d {Breakpoint}
(f1.0.any4h) bfe (8|M8) r10.0<1>:d r3.0<2;1>:d r127.0<2;1>:d r127.0<0>:d
bfe (2|M28) r127.0<1>:d r127.2<2;1>:d r64.3<2;1>:d r64.0<1>:d
csel (16|M0) r1.0<1>:ud -(abs)r3.0<0;0>:ud (abs)r64.3<2;1>:ud r2.0<1>:ud {AccWrEn}
mad (2|M20) r10.0<1>:hf r3.0<2;1>:f r2.0<0;0>:hf -r2.3<0>:f {NoDDClr,Switch}
bfi2 (1|M4) r127.0<1>:d r2.0<0;0>:d r3.0<2;1>:d r3.2<0>:d {AccWrEn,Atomic}
csel (8|M24) r127.0<1>:df (abs)r64.0<0;0>:df r64.0<0;0>:df r64.0<1>:df
mad (16|M24) r1.0<1>:df (abs)r2.0<0;0>:df (abs)r127.2<2;1>:df r64.0<0>:df
lrp (16|M0) (sat)r127.0<1>:f (abs)r2.0<2;1>:hf r3.3<2;1>:f -r2.0<0>:hf
lrp (4|M8) r1.0<1>:ud -r2.1<2;1>:ud -(abs)r2.0<2;1>:ud -r2.1<1>:ud {NoDDChk}
csel (2|M20) r1.0<1>:f (abs)r64.0<2;1>:hf (abs)r64.2<2;1>:f -r127.0<0>:f
lrp (8|M0) r127.0<1>:f (abs)r2.0<2;1>:hf r2.0<2;1>:hf (abs)r3.0<1>:hf {Switch}
mad (32|M0) (ge)f1.0 r127.0<1>:d -r3.0<0;0>:d r64.3<2;1>:d (abs)r127.0<1>:d
lrp (32|M0) (sat)r1.0<1>:f -r127.0<0;0>:f r2.0<2;1>:f r3.1<1>:f
bfe (32|M0) r127.0<1>:ud r127.0<2;1>:ud r64.0<2;1>:ud r2.0<0>:ud {Switch}
csel (2|M24) (lt)f0.0 r1.0<1>:df r2.0<0;0>:df -r3.0<2;1>:df -(abs)r2.0<1>:df {AccWrEn}
csel (8|M0) (ov)f1.0 r10.0<1>:df -r64.0<0;0>:df (abs)r127.0<2;1>:df -r3.0<0>:df
bfi2 (4|M4) r10.0<1>:ud r2.2<2;1>:ud r127.0<0;0>:ud r3.0<0>:ud
(W) csel (1|M24) r1.1<1>:df r3.0<0;0>:df (abs)r2.3<0;0>:df r3.0<0>:df
lrp (32|M0) (ge)f1.1 r10.0<1>:hf r64.0<2;1>:f -(abs)r127.3<0;0>:f -r2.2<0>:f {NoDDChk,NoDDClr}
lrp (2|M12) r127.0<1>:df (abs)r2.0<0;0>:df -r127.0<2;1>:df r3.2<1>:df {NoDDChk}
csel (16|M24) r1.0<1>:d r64.0<0;0>:d -(abs)r64.2<2;1>:d (abs)r127.0<0>:d
lrp (4|M24) (un)f0.1 r1.0<1>:hf r2.2<0;0>:hf (abs)r64.2<2;1>:f r64.0<1>:f
bfi2 (1|M0) r127.0<1>:d r2.3<0;0>:d r3.0<2;1>:d r3.0<1>:d
mad (16|M0) (eq)f1.1 r127.0<1>:f r64.3<0;0>:f -(abs)r2.0<0;0>:hf -r64.0<1>:f
lrp (4|M20) r10.0<1>:ud r3.0<0;0>:ud r2.0<2;1>:ud r2.0<0>:ud {NoDDChk}
csel (16|M8) (ge)f0.1 r1.0<1>:f r64.1<0;0>:f r127.0<0;0>:hf -(abs)r3.0<1>:f
bfi2 (8|M16) r1.0<1>:ud r64.2<2;1>:ud r3.0<0;0>:ud r127.0<1>:ud
lrp (16|M0) r10.0<1>:hf -r3.3<2;1>:f (abs)r127.0<2;1>:f -(abs)r127.2<0>:f {Switch}
lrp (32|M16) r10.0<1>:f -r127.0<2;1>:hf (abs)r3.0<2;1>:hf r2.0<1>:f {NoDDChk}
(W) bfe (16|M8) r127.0<1>:d r2.3<0;0>:d r3.0<2;1>:d r2.0<0>:d
lrp (16|M24) r1.0<1>:f -(abs)r64.0<2;1>:f r3.0<2;1>:f (abs)r3.2<0>:f
lrp (16|M16) (gt)f0.0 r10.0<1>:df (abs)r127.0<2;1>:df r64.0<0;0>:df -(abs)r2.0<1>:df
mad (16|M0) (sat)r1.0<1>:df -r2.1<2;1>:df r64.0<2;1>:df -r127.0<0>:df
csel (8|M8) r10.0<1>:f r64.0<0;0>:hf -(abs)r127.0<0;0>:hf -r3.0<0>:hf
bfi2 (2|M12) r127.0<1>:d r2.0<0;0>:d r127.0<2;1>:d r64.0<1>:d
(W) lrp (16|M0) r10.0<1>:df -(abs)r2.0<0;0>:df r127.2<0;0>:df -r64.0<1>:df
csel (4|M0) r127.0<1>:hf -(abs)r3.0<2;1>:f r3.0<2;1>:f r2.0<1>:f
bfi2 (1|M0) r1.2<1>:ud r127.0<2;1>:ud r64.0<2;1>:ud r64.0<0>:ud {AccWrEn}
csel (16|M8) r127.0<1>:d -r64.3<0;0>:d -r127.0<2;1>:d r2.0<1>:d
(W) mad (16|M0) (ge)f0.0 (sat)r1.0<1>:d (abs)r3.0<0;0>:d r127.0<0;0>:d r127.0<1>:d {AccWrEn}
(W) bfe (4|M16) r127.0<1>:ud r2.0<0;0>:ud r127.3<0;0>:ud r3.0<0>:ud {Breakpoint}
csel (2|M20) r1.0<1>:hf r64.0<0;0>:hf -(abs)r3.0<0;0>:f -r3.2<1>:hf {AccWrEn,Atomic}
csel (4|M0) r10.0<1>:ud r64.2<0;0>:ud -(abs)r3.0<2;1>:ud r2.0<0>:ud
(W) csel (2|M20) (le)f0.0 r10.0<1>:d (abs)r2.2<2;1>:d -(abs)r2.0<2;1>:d (abs)r64.3<1>:d
csel (16|M24) r10.0<1>:d r3.1<0;0>:d r2.0<2;1>:d (abs)r127.2<1>:d
bfe (16|M16) r1.0<1>:ud r64.1<0;0>:ud r127.0<2;1>:ud r2.0<1>:ud
(f0.0.any4h) bfi2 (8|M0) r127.0<1>:ud r3.2<2;1>:ud r64.0<0;0>:ud r3.0<0>:ud
mad (8|M0) (sat)r1.0<1>:hf (abs)r2.0<0;0>:f r127.1<2;1>:hf r2.0<1>:f
(W&~f1.0) bfi2 (32|M0) r1.0<1>:d r127.0<2;1>:d r64.1<0;0>:d r127.1<0>:d {Switch}
csel (4|M0) (ov)f1.1 r1.0<1>:f -(abs)r3.3<0;0>:hf -r2.0<2;1>:f -r127.0<0>:hf
mad (4|M24) (le)f0.1 r10.0<1>:f -r64.2<2;1>:hf r64.0<0;0>:hf r3.0<1>:f
bfi2 (32|M16) r127.0<1>:ud r3.0<2;1>:ud r2.1<2;1>:ud r3.2<0>:ud {AccWrEn}
mad (2|M24) r10.0<1>:hf r2.3<0;0>:f -r2.2<0;0>:hf -r2.0<1>:f
csel (1|M0) (lt)f1.0 r127.3<1>:hf r2.0<0;0>:f -(abs)r64.2<2;1>:hf r3.0<0>:hf {Atomic}
mad (16|M0) (gt)f1.1 r1.0<1>:f -(abs)r3.0<2;1>:hf r64.0<2;1>:f (abs)r3.3<0>:hf {NoDDChk}
mad (8|M0) r127.0<1>:hf -(abs)r3.0<2;1>:hf r2.0<0;0>:hf -r127.0<0>:hf
bfe (16|M0) r1.0<1>:d r3.0<2;1>:d r2.0<2;1>:d r2.0<1>:d
bfi2 (2|M0) r1.0<1>:d r64.1<0;0>:d r3.0<2;1>:d r3.2<1>:d
csel (4|M24) r10.0<1>:d r64.3<0;0>:d -r3.0<2;1>:d -(abs)r3.2<1>:d
lrp (1|M0) r1.1<1>:hf -r3.0<2;1>:hf -(abs)r127.0<0;0>:f -r3.0<1>:hf {AccWrEn}
(W&~f1.1) mad (16|M0) r127.0<1>:hf (abs)r2.0<0;0>:hf -r64.3<2;1>:f -r2.1<0>:f {NoDDChk,Switch}
lrp (4|M20) r1.0<1>:hf -(abs)r3.0<0;0>:f -(abs)r127.0<0;0>:hf -r127.0<1>:hf
bfi2 (32|M24) r10.0<1>:d r64.0<0;0>:d r2.0<2;1>:d r3.0<0>:d
bfi2 (16|M0) r10.0<1>:ud r127.0<2;1>:ud r3.0<2;1>:ud r127.0<1>:ud {Breakpoint}
mad (2|M12) (le)f0.1 r1.0<1>:df r2.0<0;0>:df r2.0<0;0>:df r3.0<0>:df {AccWrEn}
mad (8|M0) (eq)f0.0 r127.0<1>:f r3.0<2;1>:f -r64.0<0;0>:f r127.0<0>:hf
csel (2|M12) (ne)f0.0 r10.0<1>:f (abs)r127.0<0;0>:f (abs)r64.2<2;1>:f r3.0<0>:hf
mad (2|M4) r1.0<1>:f -r3.0<2;1>:hf r127.1<2;1>:f -(abs)r127.2<1>:f
lrp (16|M0) r1.0<1>:d r2.0<0;0>:d -(abs)r64.0<2;1>:d r2.0<0>:d {NoDDClr}
mad (16|M0) r10.0<1>:d (abs)r2.1<0;0>:d r64.0<0;0>:d -(abs)r127.0<1>:d {NoDDChk}
bfe (2|M8) r1.0<1>:d r2.1<2;1>:d r127.1<0;0>:d r127.0<1>:d {Switch}
(W&f1.1) lrp (16|M0) r1.0<1>:hf r127.0<0;0>:hf r127.1<0;0>:hf (abs)r127.0<0>:hf
bfe (32|M16) r1.0<1>:ud r3.2<0;0>:ud r2.0<0;0>:ud r64.0<0>:ud
csel (4|M20) r10.0<1>:df (abs)r2.3<0;0>:df -r3.0<0;0>:df r2.0<0>:df
bfi2 (8|M16) r1.0<1>:ud r64.0<2;1>:ud r127.0<2;1>:ud r127.0<1>:ud
lrp (2|M0) (gt)f0.1 r10.0<1>:f r64.0<0;0>:f -(abs)r3.0<2;1>:hf -(abs)r2.0<1>:hf
(W&~f1.0) lrp (8|M16) r1.0<1>:df (abs)r127.0<0;0>:df r3.2<2;1>:df (abs)r2.0<0>:df
(f1.0.all4h) mad (8|M16) r10.0<1>:df -(abs)r3.3<0;0>:df r2.0<2;1>:df -(abs)r3.2<1>:df {Breakpoint,Switch}
mad (8|M8) r1.0<1>:df r127.1<2;1>:df r3.0<2;1>:df (abs)r64.0<1>:df {NoDDClr}
mad (16|M24) r1.0<1>:ud -r3.3<2;1>:ud r3.0<2;1>:ud (abs)r2.0<0>:ud
lrp (8|M0) r127.0<1>:d -r127.0<2;1>:d (abs)r127.0<0;0>:d -(abs)r2.0<0>:d
lrp (2|M12) r127.0<1>:hf -(abs)r64.0<0;0>:hf (abs)r64.0<2;1>:hf -(abs)r2.0<0>:f
(W&f0.0) mad (16|M0) (sat)r10.0<1>:hf -r64.2<2;1>:f (abs)r127.0<0;0>:hf r2.0<1>:hf {Switch}
mad (2|M28) r1.0<1>:df -r2.0<0;0>:df -r2.0<0;0>:df -r3.0<0>:df
mad (16|M0) (eq)f0.1 r10.0<1>:d -r2.0<2;1>:d -(abs)r127.0<0;0>:d r64.0<1>:d
(W) mad (8|M16) r10.0<1>:df -r3.0<0;0>:df r64.1<0;0>:df -(abs)r127.2<0>:df {NoDDClr}
bfi2 (8|M8) r10.0<1>:ud r3.3<2;1>:ud r64.0<2;1>:ud r3.3<1>:ud
mad (32|M24) (sat)r1.0<1>:ud -(abs)r2.3<0;0>:ud r127.0<2;1>:ud r127.0<0>:ud {NoDDClr}
bfe (8|M0) r1.0<1>:ud r2.0<0;0>:ud r3.0<2;1>:ud r127.0<0>:ud
bfe (8|M0) r1.0<1>:d r127.0<0;0>:d r2.0<2;1>:d r64.0<0>:d
(~f1.0) lrp (2|M28) r1.0<1>:hf (abs)r3.0<2;1>:hf -(abs)r64.0<0;0>:f (abs)r127.0<0>:f
csel (8|M0) (sat)r10.0<1>:df -r3.0<0;0>:df -r3.0<0;0>:df r3.0<1>:df
csel (32|M0) (lt)f1.0 r1.0<1>:df (abs)r127.1<0;0>:df -(abs)r3.3<0;0>:df (abs)r2.0<1>:df {AccWrEn}
(~f1.1) bfi2 (16|M8) r10.0<1>:ud r2.0<0;0>:ud r64.0<0;0>:ud r127.0<1>:ud
mad (4|M0) (sat)r10.0<1>:f r2.1<2;1>:hf -(abs)r2.0<0;0>:f r2.0<0>:f
bfi2 (2|M16) r127.0<1>:ud r127.1<2;1>:ud r3.0<0;0>:ud r3.0<1>:ud
mad (32|M0) (gt)f1.0 r127.0<1>:df r3.0<2;1>:df r127.0<0;0>:df (abs)r3.0<1>:df
csel (8|M24) (sat)r1.0<1>:f r2.0<0;0>:f -r3.0<0;0>:hf -r64.2<1>:hf
mad (1|M20) (lt)f0.1 r10.2<1>:hf (abs)r64.2<2;1>:hf -r3.3<2;1>:f (abs)r64.1<1>:hf {Atomic}
mad (16|M0) r127.0<1>:f (abs)r64.0<2;1>:f -(abs)r2.0<2;1>:f -r2.0<1>:hf
(W) mad (32|M0) r10.0<1>:hf r2.0<0;0>:f -r3.3<0;0>:f (abs)r64.0<1>:f
lrp (8|M0) (le)f0.1 (sat)r10.0<1>:ud r2.0<0;0>:ud r127.3<0;0>:ud r3.0<0>:ud {Switch}
mad (16|M8) r1.0<1>:d r3.2<2;1>:d r127.0<2;1>:d r127.0<1>:d {NoDDChk}
lrp (16|M0) r10.0<1>:hf (abs)r2.0<0;0>:hf (abs)r2.0<0;0>:f (abs)r2.2<1>:hf
mad (8|M24) r1.0<1>:d -(abs)r127.0<0;0>:d r64.3<0;0>:d r3.0<1>:d {NoDDClr}
(W&~f1.1) bfi2 (8|M16) r10.0<1>:ud r2.0<2;1>:ud r3.0<0;0>:ud r127.2<0>:ud
csel (8|M16) r127.0<1>:df r64.0<2;1>:df -(abs)r3.0<0;0>:df (abs)r2.3<1>:df
mad (16|M0) r127.0<1>:df (abs)r64.0<2;1>:df -r2.0<0;0>:df r2.0<0>:df
(f1.0) mad (16|M0) r1.0<1>:hf (abs)r3.1<0;0>:f -(abs)r3.0<2;1>:hf r3.0<1>:hf
bfe (8|M0) r10.0<1>:ud r3.0<2;1>:ud r2.0<0;0>:ud r127.3<1>:ud {AccWrEn}
(W) lrp (2|M16) r127.0<1>:f -(abs)r127.2<2;1>:hf r64.0<0;0>:f (abs)r2.0<0>:hf {NoDDChk}
csel (8|M8) (sat)r1.0<1>:f r127.0<2;1>:f r127.0<0;0>:hf (abs)r2.0<0>:hf {NoDDClr}
lrp (2|M8) (lt)f0.1 r1.0<1>:ud -r3.0<0;0>:ud r127.3<2;1>:ud -r3.2<0>:ud
(W) bfi2 (32|M0) r10.0<1>:d r3.0<0;0>:d r127.0<2;1>:d r64.0<0>:d
bfi2 (1|M0) r127.0<1>:ud r64.0<0;0>:ud r2.0<2;1>:ud r3.2<0>:ud
bfe (32|M0) r127.0<1>:ud r127.0<2;1>:ud r3.2<0;0>:ud r127.0<0>:ud {AccWrEn}
csel (4|M28) r1.0<1>:df (abs)r2.0<0;0>:df -r127.3<2;1>:df (abs)r64.3<1>:df
(W) bfi2 (2|M28) r10.0<1>:d r2.0<0;0>:d r127.0<0;0>:d r3.0<0>:d
mad (4|M24) r1.0<1>:d r64.0<2;1>:d (abs)r127.2<2;1>:d r127.0<1>:d
csel (8|M0) r1.0<1>:d r64.2<0;0>:d r127.0<0;0>:d -r3.1<1>:d
csel (8|M0) (lt)f1.0 r127.0<1>:d -(abs)r64.0<2;1>:d (abs)r127.0<0;0>:d -r64.0<1>:d {Breakpoint}
csel (32|M24) r1.0<1>:d -(abs)r64.3<0;0>:d r127.3<2;1>:d -(abs)r2.0<1>:d {Switch}
csel (16|M0) (ne)f1.0 r127.0<1>:hf r64.0<2;1>:hf (abs)r2.3<2;1>:f -(abs)r3.0<1>:hf
lrp (4|M24) r1.0<1>:ud -(abs)r2.0<2;1>:ud -r64.3<2;1>:ud r2.2<0>:ud
csel (1|M8) (ne)f0.0 r10.3<1>:hf -r2.0<0;0>:f r64.3<0;0>:f -(abs)r64.0<0>:f
mad (8|M16) (sat)r127.0<1>:hf -r127.0<2;1>:f -(abs)r127.3<0;0>:hf r127.3<1>:hf
bfi2 (16|M0) r10.0<1>:d r2.0<0;0>:d r127.0<2;1>:d r64.0<1>:d {AccWrEn,Switch}
bfi2 (8|M16) r127.0<1>:d r64.2<0;0>:d r3.0<2;1>:d r3.0<1>:d {Breakpoint}
mad (1|M0) (eq)f1.0 r1.3<1>:d r64.0<0;0>:d (abs)r64.2<0;0>:d r127.1<1>:d
mad (32|M0) r127.0<1>:f -(abs)r64.0<0;0>:hf (abs)r2.0<0;0>:f (abs)r2.2<1>:hf {NoDDChk}
csel (32|M24) (ov)f1.1 r10.0<1>:hf -r127.0<2;1>:f r3.0<0;0>:f r127.0<1>:hf
(W) csel (4|M0) r127.0<1>:ud (abs)r127.0<2;1>:ud r3.3<2;1>:ud -r64.0<0>:ud
(W&f0.0) bfe (16|M0) r10.0<1>:ud r127.0<0;0>:ud r64.0<0;0>:ud r2.0<0>:ud
bfi2 (16|M0) r10.0<1>:ud r127.1<2;1>:ud r64.0<2;1>:ud r127.0<1>:ud {AccWrEn}
mad (8|M0) r1.0<1>:f r3.0<2;1>:hf (abs)r2.0<0;0>:f -(abs)r127.3<1>:hf {AccWrEn}
(W) lrp (4|M4) r10.0<1>:f (abs)r64.0<2;1>:hf r64.0<2;1>:hf -r127.0<0>:f
bfi2 (1|M0) r127.2<1>:ud r127.2<2;1>:ud r3.0<2;1>:ud r3.0<1>:ud {Breakpoint}
csel (8|M16) r1.0<1>:ud -(abs)r2.0<2;1>:ud r64.1<2;1>:ud r2.0<0>:ud
csel (16|M0) (lt)f0.0 r1.0<1>:ud -r3.0<0;0>:ud (abs)r64.0<0;0>:ud (abs)r2.0<0>:ud {Breakpoint}
(W) csel (1|M8) r10.7<1>:hf r127.0<2;1>:f r3.0<2;1>:hf -r64.0<0>:f {Atomic}
(W&f1.0) lrp (8|M0) r1.0<1>:f r2.3<0;0>:hf -(abs)r64.0<0;0>:f r127.1<0>:f
bfi2 (1|M24) r127.2<1>:d r2.0<0;0>:d r3.0<2;1>:d r64.0<0>:d {Switch}
bfe (8|M16) r1.0<1>:d r3.0<2;1>:d r64.0<0;0>:d r3.2<0>:d {Switch}
csel (32|M0) r1.0<1>:hf r3.0<0;0>:hf -r3.0<2;1>:f -r127.0<0>:hf {Breakpoint,NoDDChk}
bfe (8|M0) r127.0<1>:ud r127.2<0;0>:ud r3.2<0;0>:ud r127.0<0>:ud {NoDDClr}
bfi2 (4|M28) r10.0<1>:d r3.0<0;0>:d r3.0<2;1>:d r127.0<1>:d {Breakpoint}
bfe (16|M0) r127.0<1>:d r64.0<0;0>:d r64.1<2;1>:d r127.1<0>:d
bfe (32|M24) r10.0<1>:ud r127.0<2;1>:ud r3.0<2;1>:ud r3.0<1>:ud
lrp (8|M0) r10.0<1>:d -(abs)r64.0<0;0>:d -(abs)r2.0<2;1>:d -(abs)r2.0<0>:d
mad (1|M20) (lt)f0.1 r1.1<1>:f r64.0<2;1>:f r2.0<0;0>:hf r2.0<0>:f
(W&~f0.0) lrp (32|M0) r10.0<1>:f (abs)r2.0<2;1>:f r3.3<2;1>:f r127.0<0>:f {NoDDChk,Switch}
bfi2 (1|M24) r10.7<1>:ud r127.0<2;1>:ud r3.2<0;0>:ud r3.0<1>:ud {AccWrEn,Atomic}
mad (8|M0) r10.0<1>:f (abs)r3.1<2;1>:hf -r127.0<2;1>:f r127.3<1>:f {Atomic}
bfi2 (16|M8) r1.0<1>:ud r2.0<0;0>:ud r127.0<0;0>:ud r127.0<0>:ud
bfi2 (16|M8) r127.0<1>:d r127.0<0;0>:d r3.3<0;0>:d r3.2<0>:d
mad (16|M0) (lt)f0.0 r1.0<1>:df -r2.0<2;1>:df -(abs)r64.0<0;0>:df r2.0<0>:df {Atomic}
(W) csel (16|M0) (eq)f0.1 r10.0<1>:ud r127.2<2;1>:ud -r2.0<0;0>:ud r2.0<0>:ud {AccWrEn,NoDDClr,Switch}
lrp (32|M0) (lt)f1.1 r1.0<1>:hf (abs)r3.0<0;0>:hf -r127.0<0;0>:hf r64.0<1>:f
(f1.1) bfe (1|M4) r10.1<1>:ud r64.1<2;1>:ud r127.0<2;1>:ud r64.2<1>:ud {Atomic}
csel (16|M0) r127.0<1>:f r3.0<2;1>:f r127.0<0;0>:hf -(abs)r2.0<1>:hf
(W) mad (2|M0) r1.0<1>:hf (abs)r3.0<2;1>:f r127.0<2;1>:f -(abs)r2.0<0>:f
csel (16|M24) r1.0<1>:f -(abs)r2.0<0;0>:hf r127.0<0;0>:hf -r127.0<0>:hf
csel (4|M0) r127.0<1>:ud -r64.0<0;0>:ud -(abs)r127.3<2;1>:ud r127.0<0>:ud
(W) mad (16|M0) r127.0<1>:df -r3.0<2;1>:df (abs)r3.0<2;1>:df -r3.0<0>:df
lrp (2|M24) (ne)f0.0 r127.0<1>:f r127.0<0;0>:hf (abs)r127.3<2;1>:f r3.2<0>:hf
bfe (16|M0) r1.0<1>:ud r64.2<2;1>:ud r3.0<2;1>:ud r127.0<0>:ud {NoDDClr}
bfi2 (16|M0) r10.0<1>:ud r64.0<0;0>:ud r127.0<2;1>:ud r127.1<1>:ud
mad (16|M0) (le)f1.1 (sat)r1.0<1>:hf (abs)r2.2<0;0>:f r127.3<2;1>:f r127.0<0>:hf
bfi2 (16|M0) r1.0<1>:d r2.0<2;1>:d r127.0<2;1>:d r3.0<0>:d
csel (8|M16) r1.0<1>:df (abs)r64.0<2;1>:df r2.0<0;0>:df -(abs)r3.0<1>:df {NoDDChk}
(W) csel (4|M0) (le)f1.0 r10.0<1>:d r127.1<2;1>:d r127.0<0;0>:d (abs)r64.1<0>:d
(W) bfi2 (1|M24) r127.5<1>:ud r2.0<0;0>:ud r3.0<0;0>:ud r127.0<1>:ud {Breakpoint}
mad (16|M8) (le)f1.1 r10.0<1>:ud (abs)r3.0<0;0>:ud -(abs)r127.1<0;0>:ud r64.0<1>:ud {AccWrEn}
csel (4|M0) (ne)f1.1 r127.0<1>:hf -(abs)r3.0<2;1>:hf -(abs)r64.2<2;1>:hf r64.0<1>:hf {NoDDClr}
bfe (16|M8) r10.0<1>:ud r127.2<2;1>:ud r2.0<0;0>:ud r64.0<0>:ud
bfe (16|M0) r1.0<1>:ud r64.0<0;0>:ud r2.1<0;0>:ud r3.0<0>:ud {NoDDChk}
mad (32|M0) r127.0<1>:ud -(abs)r64.1<0;0>:ud (abs)r2.0<2;1>:ud r127.2<0>:ud
csel (2|M0) r127.0<1>:ud r2.0<0;0>:ud -(abs)r64.0<0;0>:ud r127.0<1>:ud
lrp (4|M0) (gt)f1.1 r127.0<1>:df r2.0<2;1>:df r3.3<2;1>:df -(abs)r127.0<0>:df
mad (1|M4) (ge)f0.1 r1.0<1>:ud -r127.0<0;0>:ud -(abs)r3.0<0;0>:ud -(abs)r64.0<0>:ud
(~f0.0) bfe (32|M0) r127.0<1>:d r3.0<2;1>:d r64.0<0;0>:d r2.0<0>:d
csel (8|M16) (eq)f0.0 r10.0<1>:hf (abs)r64.2<0;0>:f -r3.3<2;1>:f -(abs)r127.3<1>:hf {Breakpoint}
csel (4|M0) (eq)f0.1 (sat)r10.0<1>:d -(abs)r2.0<0;0>:d (abs)r127.0<2;1>:d (abs)r64.0<0>:d
csel (8|M0) r10.0<1>:d r127.0<0;0>:d r64.0<2;1>:d -(abs)r127.1<0>:d {Switch}
csel (2|M0) r127.0<1>:hf -(abs)r2.0<0;0>:hf (abs)r64.0<0;0>:hf r64.0<1>:hf
mad (1|M0) r1.1<1>:d -(abs)r64.0<2;1>:d -(abs)r64.1<0;0>:d (abs)r2.0<0>:d
mad (2|M16) r1.0<1>:f r64.3<0;0>:f r64.2<2;1>:hf r127.0<1>:f
bfe (16|M16) r1.0<1>:ud r3.0<0;0>:ud r2.0<0;0>:ud r3.0<1>:ud
bfe (1|M0) r10.3<1>:d r2.1<2;1>:d r127.0<2;1>:d r127.0<0>:d
mad (2|M24) r10.0<1>:ud r64.2<2;1>:ud (abs)r2.3<0;0>:ud r64.3<1>:ud
csel (32|M0) r10.0<1>:f r127.0<0;0>:f -(abs)r3.0<2;1>:hf r64.0<0>:hf {Breakpoint}
bfi2 (8|M8) r1.0<1>:ud r127.0<0;0>:ud r64.0<2;1>:ud r2.0<0>:ud
mad (8|M24) r10.0<1>:hf r64.0<0;0>:f (abs)r64.3<2;1>:f r127.0<0>:f
