// Gen9 corpus: utils/intelgpu-corpus.py -p 9 -g send -n 800 --seed 20261123; 800 lines iga64 accepts.
(W) send (8|M8) null r0 0xC 0x7FFFFFFF {Breakpoint}
sends (8|M0) r10:uw r2 r10 0x123403CA 0x00000000 {Breakpoint}
send (8|M0) r127:uw r0 0x2D 0x040688FD {EOT}
(~f1.1.any2h) sendsc (8|M16) r0:d r2 r64 0x3C2 0x00A40001
send (8|M16) null:f r0 0x4 0x12345678 {NoSrcDepSet}
(W) sendsc (1|M0) null:ud r2 null 0xFFFF000C 0x040688FD {Breakpoint,NoSrcDepSet}
(W) sends (2|M0) null:ud r2 null 0x1234008C a0.0 {NoSrcDepSet}
(f1.0.anyv) send (16|M0) r10 r0:f 0x6 0x02000010
send (2|M4) null:uw r127:uw 0x9 0x7FFFFFFF
(~f0.0.all8h) sendc (8|M24) r0 r0:f 0x6 a0.0 {Breakpoint}
(f1.1.anyv) sendsc (1|M4) r127:hf r2 null 0x40 0x040688FD {Atomic}
sendc (2|M0) r0:hf r2:uw 0x2 0x02080000
sendsc (4|M0) r10:f r2 r64 0xFFFF000A 0x7FFFFFFF
(W) sends (8|M0) r0:ud r2 r10 0xFFFF03E2 0x040688FD {EOT}
send (2|M24) null:uw r0:uw 0x2B 0x00A40001 {EOT}
sendc (8|M0) r10:d r127:uw 0xC 0x02080000
sendsc (16|M0) r127:ud r2 null 0x1234000C a0.0 {Breakpoint}
(W) sendsc (8|M0) null:ud r2 null 0x12340080 a0.0
(f1.1.any8h) sendsc (4|M0) r10:uw r2 r64 0xFFFF03CA 0x040688FD {NoSrcDepSet}
(~f1.1.any32h) sendc (16|M8) null:d r127 0xC 0x00A40001
sends (8|M16) r127:ud r2 r64 0x10000 a0.0 {Switch}
sendc (4|M0) r0 r127:f 0x9 a0.0
(f1.0.anyv) send (1|M0) r0 r0 0x9 0x7FFFFFFF {Switch}
(f1.1.anyv) sendc (4|M4) r127:uw r127 0x4 0x7FFFFFFF
(W) sendc (16|M0) r127:hf r127:f 0x28 a0.0 {EOT}
send (8|M24) r127 r2 0x2 0x7FFFFFFF {Breakpoint}
(f1.0.all2h) sendsc (16|M0) r10:f r2 r64 0xFFFF004A 0x7FFFFFFF {Atomic,Breakpoint,NoSrcDepSet}
send (16|M16) r127:uw r127 0x4 0x02000010 {NoSrcDepSet}
send (16|M0) r0 r0 0x7 0x00A40001
sendsc (8|M0) r0:uw r2 r10 0x42 0x12345678
sends (2|M0) null:ud r2 r64 0x10080 0x040688FD
sendc (8|M24) null:f r0:uw 0x9 0x04146EFD {Switch}
(f0.1.any16h) send (8|M0) r127:d r0:uw 0x24 0x00A40001 {EOT}
sends (2|M4) r10:ud r2 r10 0xFFFF0000 0x02000010 {Breakpoint}
send (8|M16) r127:uw r2 0x4 a0.0 {NoSrcDepSet}
(f1.0.any16h) sendc (8|M0) r10:d r0 0xC 0x040688FD
send (8|M0) r0 r127 0x2 0x00000000
(f1.0.allv) send (1|M24) null:d r2 0x29 0x7FFFFFFF {EOT,NoSrcDepSet}
(~f0.0.all4h) send (16|M0) r127:uw r127:f 0xC 0x12345678
(f1.1.all16h) sendc (16|M0) r10:d r127 0xD 0x04146EFD
sendc (8|M0) r10:d r127:f 0x8 0x00A40001 {NoSrcDepSet}
sendc (16|M0) r0 r2:f 0x27 0x00A40001 {EOT,NoSrcDepSet}
(W) sends (32|M0) r127:f r2 r10 0x40 0x04146EFD
send (16|M16) null:f r127 0x9 0x00000000
sendc (16|M0) r10:hf r127:uw 0x8 0x00A40001
(f1.1.all32h) sendc (2|M0) r10 r0:f 0x5 a0.0
(W&f0.0) sendsc (2|M24) null:ud r2 r10 0xFFFF0040 0x02000010
sends (16|M0) r10:hf r2 null 0xFFFF0040 0x7FFFFFFF
sendc (2|M0) r10:hf r0 0xC 0x00A40001 {Breakpoint}
(f0.1.all8h) sendc (2|M16) r10 r0:uw 0xB 0x04146EFD {Atomic}
(f1.0.all4h) send (8|M0) r10 r127 0x2A 0x040688FD {EOT}
send (4|M8) r10:d r0 0x29 a0.0 {EOT}
(W&f0.0) send (2|M0) r10 r0 0x2B 0x7FFFFFFF {EOT}
(f1.1.any8h) send (4|M16) null:f r127:uw 0x5 0x00000000
sendsc (16|M16) r10:uw r2 null a0.7 0x02000010 {Switch}
(~f1.1.all8h) sends (8|M0) r127:hf r2 r64 0xFFFF0042 0x04146EFD
sendsc (8|M16) r0:ud r2 r64 0x80 a0.0 {NoSrcDepSet}
(~f0.0.any16h) send (16|M0) r10:d r2:f 0xD a0.0 {NoSrcDepSet}
(W) sends (1|M24) r127:f r2 null 0x1004A 0x04146EFD {NoSrcDepSet}
sendc (2|M20) r127:uw r2:uw 0xB 0x7FFFFFFF
sendc (4|M4) r0:hf r2 0x5 0x00A40001
(f0.0.all2h) send (16|M0) r0:f r127:uw 0x2C 0x040688FD {EOT}
(W) send (8|M0) null:hf r0 0xD 0x12345678
(~f0.1.allv) sends (8|M0) r0:uw r2 r64 0xFFFF008C 0x02080000 {Breakpoint}
sendc (32|M24) r127 r127:f 0xC 0x02080000
sendsc (32|M0) r10:uw r2 r10 0x3C2 0x02080000 {NoSrcDepSet}
(~f1.1.all4h) sendc (8|M0) r127 r127:f 0x8 0x02000010
(~f0.1.all32h) send (32|M0) r0:f r0 0x22 0x00000000 {EOT}
sendsc (32|M0) r10:d r2 null a0.0 0x02080000
(W) sends (8|M0) r10:hf r2 r64 0x103CC 0x02080000 {Switch}
sendc (8|M16) r10:hf r127:f 0xD 0x02080000 {Atomic}
(~f1.1) sends (16|M0) r127:f r2 null 0x1000A a0.0 {NoSrcDepSet}
(~f0.0.any4h) sends (4|M0) null:uw r2 r64 0x10082 0x7FFFFFFF
sendsc (8|M0) r127:ud r2 null a0.7 0x00000000 {Breakpoint,EOT}
sendsc (8|M0) r0:d r2 r64 0x3CC 0x7FFFFFFF
sendsc (32|M0) null:f r2 null 0x10000 0x02000010
(W&f1.0) sendsc (1|M28) r0:ud r2 null a0.7 a0.0 {EOT}
(f1.0.any32h) sendc (8|M16) r0:uw r127:uw 0x2A 0x12345678 {EOT}
(W) sends (8|M16) r127:ud r2 null 0x1000C 0x7FFFFFFF {Atomic}
sendc (8|M0) r0:d r2 0x4 0x7FFFFFFF
sendsc (4|M20) r0:ud r2 r64 a0.7 0x04146EFD
(W) sends (32|M0) r0:uw r2 r64 0x103C0 0x02000010 {Switch}
(W&f1.0) sendsc (2|M8) null:hf r2 null 0x8C 0x00A40001 {NoSrcDepSet}
sends (32|M8) r0:d r2 r10 0xFFFF0080 0x00000000
(W) send (8|M16) null r2:uw 0x9 0x04146EFD
(f0.0.anyv) sends (4|M0) r0:uw r2 r10 0xFFFF008A 0x02000010 {Breakpoint}
(~f1.1.all4h) sendsc (16|M24) null:hf r2 null 0x4A 0x00A40001
sends (8|M24) r10:f r2 r64 a0.7 0x00000000
(f0.1.all16h) sendsc (1|M0) r0:ud r2 r64 a0.0 0x04146EFD {Breakpoint}
sendc (32|M0) r127:hf r2:f 0xA a0.0 {NoSrcDepSet}
(~f0.1.anyv) sendc (32|M24) r0 r127 0xD a0.0
sends (4|M8) r0:ud r2 null 0x1234000A a0.0 {NoSrcDepSet}
sends (2|M0) null:ud r2 r64 0x10060 0x040688FD {EOT}
send (16|M0) null r127 0x6 0x02000010 {Atomic}
sendsc (1|M0) r127:ud r2 null a0.7 a0.0 {Switch}
(W) send (16|M8) r0:d r127 0x0 a0.0
send (16|M8) r127:d r2:uw 0x2 0x02080000 {Atomic}
sends (16|M0) r0:f r2 null 0xFFFF0082 a0.0
(~f1.0.all32h) sendc (32|M0) r127:hf r2:uw 0x2 0x02080000
(f1.1.any16h) sendsc (8|M0) r10:ud r2 r10 0x40 0x04146EFD
sends (16|M8) null:hf r2 null 0x12340000 0x02000010
sendc (32|M0) null:uw r2 0x22 a0.0 {EOT}
sends (2|M0) r0:uw r2 null 0xFFFF0080 0x7FFFFFFF {Breakpoint}
(W) send (1|M0) r0:f r0 0x2 0x12345678 {Switch}
(~f0.0.any32h) sendsc (2|M28) null:hf r2 null a0.0 0x00000000
(f0.1.all4h) sendsc (1|M0) r0:hf r2 r64 a0.0 0x00A40001
sendsc (8|M0) r10:d r2 r64 a0.0 0x00000000 {EOT,NoSrcDepSet}
(f0.1.all16h) sendsc (1|M24) null:d r2 r64 0x3C0 a0.0
(~f0.0.all32h) send (32|M0) r10 r127 0x8 0x02000010
(W) send (2|M16) r127:f r2:f 0x2C 0x7FFFFFFF {Atomic,EOT}
sendc (32|M16) r127:d r0:uw 0x2A 0x00A40001 {EOT}
(W) sendsc (8|M16) r10:uw r2 r64 0x103C2 0x00000000
send (16|M0) null:d r127:f 0x2 0x02000010
(~f0.1.all16h) sendsc (16|M0) r10:ud r2 r64 0x12340040 0x00000000 {Switch}
sends (1|M0) r127:d r2 r64 0x3CA a0.0 {NoSrcDepSet}
sendsc (16|M0) null:uw r2 r10 0x8C 0x7FFFFFFF
(W&f0.1) sends (32|M0) r10:ud r2 null a0.2 0x040688FD
sendsc (16|M0) r0:hf r2 null 0x12340002 0x02000010
(W) sendsc (8|M0) null:uw r2 r10 a0.2 0x00A40001 {NoSrcDepSet}
send (8|M0) r10 r0:uw 0x4 0x12345678 {NoSrcDepSet}
send (2|M12) null r127:uw 0xB 0x040688FD
(f1.1.any8h) sends (8|M0) r127:f r2 r64 0x8C 0x040688FD
(W) sends (8|M0) null:ud r2 null 0xFFFF000C 0x02080000 {NoSrcDepSet}
(~f1.0.all32h) sends (16|M24) r0:hf r2 r10 0x10022 a0.0 {EOT,NoSrcDepSet}
(W&~f0.0) send (8|M16) r0 r2 0x8 a0.0 {Switch}
sendsc (2|M0) null:ud r2 r64 0x4A 0x02000010
(~f1.1.allv) send (16|M0) r0:uw r2:uw 0x0 a0.0
sendc (16|M0) r0 r0 0xD 0x040688FD {NoSrcDepSet}
send (4|M8) null r127:uw 0x29 a0.0 {EOT}
sendc (1|M24) r127:f r0:uw 0xC 0x12345678 {NoSrcDepSet}
sendc (1|M0) r10 r0 0x0 a0.0
sends (2|M12) r0:uw r2 null 0x12340040 0x04146EFD {Breakpoint}
(f0.1.all8h) send (4|M0) r10:uw r0 0x7 a0.0
sendsc (16|M0) r127:f r2 null 0x123403C2 0x04146EFD
sendsc (16|M24) r10:uw r2 null 0xA a0.0 {Breakpoint}
sendsc (16|M24) r0:uw r2 r10 0xFFFF00AA 0x7FFFFFFF {EOT,Switch}
(W) sendc (2|M0) r10 r0 0x20 0x04146EFD {EOT,NoSrcDepSet,Switch}
sendsc (1|M0) r10:uw r2 null 0x12340000 0x7FFFFFFF
(~f1.1) sendc (32|M0) r10:hf r2 0x2 0x12345678
(W&f1.0) send (1|M20) null:hf r0 0x9 0x040688FD {Atomic}
(W) sends (16|M0) null:d r2 r64 0xFFFF0042 0x02080000
sends (4|M16) r10:uw r2 r10 0x10062 a0.0 {EOT,NoSrcDepSet}
send (2|M12) null r127 0x2B 0x00A40001 {EOT,NoSrcDepSet}
sends (8|M0) r10:ud r2 r10 a0.2 0x040688FD {Atomic}
send (32|M8) null:d r0 0x2D 0x02080000 {Atomic,EOT}
sendsc (32|M16) null:ud r2 null 0x12340000 0x12345678
(~f0.1.any4h) send (8|M0) r127:f r2:f 0x9 a0.0 {Atomic}
(W&f0.1) send (16|M8) r127 r2 0x29 0x00000000 {EOT,Switch}
send (16|M16) r127 r2 0x2C 0x00A40001 {EOT,NoSrcDepSet}
(~f0.0.any8h) sendsc (8|M0) null:d r2 r10 0x123403C2 0x040688FD
sends (8|M0) r10:d r2 r10 0x10000 0x04146EFD
sendsc (4|M0) null:hf r2 r10 0x1234004A 0x12345678
(W&f1.1) sendsc (8|M0) r0:ud r2 r64 0x10000 0x00000000
sendc (2|M0) r10:f r127:f 0x0 0x00A40001
sendsc (32|M0) null:ud r2 null 0x10082 0x12345678
sendsc (16|M0) r127:f r2 r10 0xFFFF000C 0x7FFFFFFF
send (16|M24) null r2:f 0xC 0x02080000 {NoSrcDepSet,Switch}
sendsc (8|M16) null:f r2 r10 0x10082 0x02080000 {NoSrcDepSet}
send (8|M24) r10:f r127:uw 0x7 0x7FFFFFFF
(W) send (8|M0) r10:uw r0 0x8 a0.0 {Atomic}
(~f0.0.any8h) sendc (16|M0) null r2:uw 0x29 0x00000000 {EOT}
sendsc (8|M0) r0:uw r2 r64 0xFFFF0080 0x040688FD
sendsc (2|M12) r127:ud r2 null a0.0 a0.0
send (16|M24) r10 r0:uw 0x9 a0.0
sendsc (32|M24) r10:f r2 r10 0x4A 0x00A40001 {Breakpoint}
(f1.0.anyv) send (4|M0) r10 r127:f 0xB 0x00000000
sendsc (32|M0) r127:d r2 r10 a0.2 0x7FFFFFFF
sends (1|M0) null:ud r2 r64 0x1000A 0x04146EFD {Switch}
(W) sendc (16|M8) null:d r2:f 0x8 a0.0
(~f1.0.anyv) sends (4|M24) r10:ud r2 r64 0x1234008A 0x04146EFD
(f1.1) sendc (2|M4) r10:uw r127:uw 0x20 0x00000000 {EOT}
sends (8|M0) null:ud r2 r64 0x80 0x02000010
sends (16|M24) r0:hf r2 r10 0x12340082 a0.0 {Atomic}
sendsc (8|M0) r10:uw r2 r10 0x3C0 0x04146EFD
send (1|M8) r127 r2 0x7 0x00000000
sends (8|M0) r127:ud r2 r64 a0.7 0x04146EFD
sends (32|M0) r127:uw r2 r10 0xFFFF03C2 0x04146EFD {NoSrcDepSet}
(~f1.1.all32h) sendc (8|M0) null:hf r127:f 0x9 0x7FFFFFFF {Switch}
(f1.1.all16h) send (16|M0) null:d r127:uw 0x27 0x02000010 {EOT}
(f0.1.anyv) sendsc (8|M16) r10:hf r2 null 0xFFFF000C 0x02000010
(f1.1.anyv) sendc (16|M0) r10 r0:uw 0x9 0x00000000
(W&~f0.1) sendsc (32|M0) r10:ud r2 r64 0xFFFF0042 0x00A40001
(W&~f1.1) sendsc (8|M24) r127:ud r2 r64 0x1004C 0x7FFFFFFF
(W&f0.1) send (8|M16) r127 r2 0x5 a0.0
sends (1|M12) null:ud r2 r64 a0.0 a0.0
sendc (16|M0) null r127 0x2 0x00A40001 {Atomic}
sends (8|M0) r10:ud r2 r64 a0.2 0x040688FD
sendsc (1|M0) r0:d r2 null 0x1234000C 0x04146EFD {Breakpoint}
(~f1.0.all8h) sendsc (1|M8) r10:ud r2 null 0x80 0x02080000 {NoSrcDepSet}
(f0.1.all8h) sendsc (2|M0) r127:ud r2 r64 0x8C a0.0
sends (8|M8) r127:d r2 r10 0x123403C0 0x02000010
sends (32|M24) r0:f r2 r10 0x0 0x02000010 {NoSrcDepSet}
sendc (4|M16) r0:uw r2:uw 0x5 0x040688FD
sendsc (8|M0) r10:ud r2 r64 0xFFFF0040 0x12345678
(~f1.0.allv) sends (16|M24) r127:ud r2 r10 0xFFFF0080 0x02000010
send (32|M16) r10 r0 0x9 0x02000010
send (16|M0) r10:uw r0:uw 0x2D 0x02000010 {Atomic,EOT}
sends (1|M4) r10:hf r2 null 0x82 0x00000000
sendc (8|M0) null:f r2 0x9 a0.0 {Breakpoint}
send (8|M0) r10:hf r127:f 0x2 0x12345678 {NoSrcDepSet}
(~f0.0.all16h) sends (1|M28) r10:d r2 null 0xFFFF000A a0.0
sendsc (8|M0) null:d r2 r10 0x123403CC 0x7FFFFFFF
sendsc (16|M0) null:d r2 r64 0x1008A 0x04146EFD
(~f1.1.any32h) sendsc (1|M0) r127:hf r2 r10 0x1000A 0x12345678 {NoSrcDepSet}
(f0.1.any4h) sendsc (8|M0) null:f r2 r64 0x1004A 0x04146EFD {Atomic,NoSrcDepSet}
(~f1.0) sendc (4|M0) null:hf r127:uw 0x24 a0.0 {EOT,NoSrcDepSet}
(W&f0.0) sendc (32|M0) r127 r2:f 0xC 0x02080000
(W) sendc (32|M0) null:f r0 0x5 0x04146EFD
sendc (1|M8) r127:uw r0:f 0xC 0x04146EFD
sendc (8|M0) r10:uw r0:uw 0x4 0x00000000
send (2|M0) r0 r2:uw 0x2D 0x02000010 {EOT}
(~f0.1.all32h) sendsc (32|M16) r0:ud r2 null a0.2 0x12345678
(~f1.0.any16h) sendsc (16|M24) r127:uw r2 r10 0x12340040 0x12345678
send (16|M8) r127 r0:f 0x0 0x040688FD {NoSrcDepSet}
(~f1.0.any4h) sendsc (32|M0) r0:uw r2 r64 a0.2 a0.0 {EOT,NoSrcDepSet}
sendsc (1|M0) r127:hf r2 r10 a0.7 a0.0
send (4|M0) r10:f r0 0x9 0x040688FD
send (8|M0) r127:hf r0 0xC 0x040688FD {Atomic}
send (32|M0) r10:d r0:f 0xB 0x040688FD
(~f1.1.any32h) sendsc (1|M12) r127:hf r2 null 0xFFFF000C 0x02000010 {NoSrcDepSet}
(W) send (2|M0) r10 r127 0x2A 0x00000000 {EOT}
send (8|M0) r0:f r127:uw 0x7 a0.0
(f1.0) send (16|M0) null:uw r2:uw 0x2A 0x00A40001 {EOT}
sendc (32|M24) r0 r2:f 0x4 0x12345678 {NoSrcDepSet}
sendc (16|M8) r0:hf r127:f 0xC 0x00A40001
(f0.0.any8h) sendsc (32|M0) null:uw r2 r10 0xFFFF0042 0x7FFFFFFF
sendc (4|M28) r127 r2:f 0xB 0x00A40001
(W) send (16|M0) r127 r0 0x7 0x12345678
(f1.0.any8h) send (8|M0) null r2 0x7 0x00000000
(W) sends (2|M0) r127:ud r2 r64 0x3CA 0x040688FD {NoSrcDepSet}
send (4|M16) r0:hf r127:f 0x8 a0.0
sendc (1|M0) r0:uw r0:f 0x4 0x00000000
(W) sends (4|M16) r127:ud r2 r64 0x10080 0x00000000 {Atomic}
send (32|M0) r0 r2 0x2D 0x040688FD {EOT}
sendc (1|M12) r10:f r0 0x8 a0.0
sendc (8|M16) null r2:f 0x5 0x7FFFFFFF
send (16|M0) r10:uw r0 0x8 0x04146EFD {Atomic}
sends (32|M0) r10:uw r2 r64 a0.0 0x02080000 {Atomic}
sendsc (32|M0) r127:f r2 r64 0x123403C0 0x12345678 {NoSrcDepSet}
sendc (16|M16) r127 r2:f 0x28 0x04146EFD {EOT,NoSrcDepSet}
send (32|M8) r127:f r0 0x2 0x040688FD {Switch}
send (2|M0) r0 r127 0x6 0x040688FD {Atomic}
sends (8|M16) r10:ud r2 r64 0x4C 0x7FFFFFFF {Breakpoint}
sendc (16|M24) r127 r0:f 0x7 a0.0 {Atomic}
send (4|M0) r10:f r0:f 0x25 0x00000000 {EOT}
sends (8|M0) null:ud r2 r10 0x123400A2 a0.0 {Atomic,EOT}
(f0.0.all4h) sends (16|M24) r10:d r2 null 0x8A 0x04146EFD
send (8|M0) r0:f r2 0x6 0x7FFFFFFF
sends (32|M0) r10:ud r2 r64 0x1234008A 0x02000010 {Switch}
sendc (2|M0) r0:f r0 0xA 0x7FFFFFFF
(~f0.0.all2h) send (32|M0) r10:f r2:uw 0x7 a0.0
sends (2|M28) r127:hf r2 r10 a0.0 0x02000010 {Switch}
sendc (2|M24) r10 r0 0x2C 0x02080000 {EOT}
(~f0.0.any8h) sendsc (16|M8) r10:f r2 r64 0x1234008A a0.0
send (1|M28) r0:f r0 0x2D 0x04146EFD {EOT}
(f1.0) sends (8|M0) r10:ud r2 r10 0x1234000C 0x00000000
(~f0.0.all2h) send (2|M0) null r127:uw 0x4 0x7FFFFFFF
(~f1.0.any32h) sendsc (16|M0) null:ud r2 r64 0x3CA 0x02000010 {NoSrcDepSet}
(f0.1.all16h) sendc (1|M28) null:uw r0 0x5 a0.0
sendsc (8|M0) r0:ud r2 r10 0x3CA a0.0
sendsc (16|M16) null:hf r2 r64 0x3C0 0x02080000
sends (1|M28) r10:f r2 r64 0xFFFF0040 a0.0
sendsc (4|M0) null:ud r2 r64 0x123403EC a0.0 {EOT}
(~f1.1.all4h) sendsc (16|M0) r127:ud r2 r10 0xFFFF000C 0x00000000
(f0.1.allv) sendsc (8|M0) r0:uw r2 r10 0xAA 0x04146EFD {EOT}
sendsc (2|M20) null:ud r2 r64 a0.2 0x12345678
send (1|M0) r10:d r127 0xC 0x00A40001 {NoSrcDepSet}
send (8|M0) r0 r2 0x2 0x02080000
sendsc (4|M0) r127:ud r2 r10 a0.7 a0.0 {Breakpoint}
sendsc (16|M8) r127:ud r2 r10 0x3C0 a0.0
sendsc (2|M0) r10:ud r2 r64 0x10060 0x00A40001 {EOT,NoSrcDepSet}
sendsc (16|M0) r10:ud r2 null 0x1234008C 0x00A40001
sendc (8|M24) r0:hf r2 0x6 0x02000010
(W) sendc (32|M0) r127 r0:uw 0x2D 0x12345678 {EOT}
sendsc (8|M0) r10:ud r2 r10 0x80 0x04146EFD
(f0.1.any32h) sendc (8|M0) r127:hf r127 0x4 0x02000010
(~f1.0.any16h) sendc (4|M0) null r2:uw 0x7 0x040688FD {NoSrcDepSet}
sends (2|M12) null:hf r2 r64 0xFFFF03CC 0x02080000 {Switch}
(~f1.1.any32h) sends (2|M0) r0:d r2 r10 0x1004C 0x7FFFFFFF {Breakpoint,Switch}
(W&f0.0) sends (1|M0) null:uw r2 null 0x40 0x02000010
sends (8|M16) r127:uw r2 r64 0x3C0 a0.0 {Atomic}
send (16|M16) r10:hf r0 0x7 a0.0
send (4|M24) r127 r127:uw 0x2A 0x02000010 {EOT}
sends (1|M0) r127:ud r2 null 0x3CA 0x12345678
send (8|M24) r127:hf r0:uw 0x4 0x040688FD {Atomic}
(W) sends (2|M0) r127:ud r2 r10 0x2 0x02000010
(f0.1.all16h) sendsc (16|M0) null:ud r2 null 0x103CA 0x00000000
sendc (8|M0) r127 r2:f 0x5 0x00000000
send (2|M8) null:f r127 0xA a0.0
sendsc (16|M0) null:f r2 r10 a0.0 0x04146EFD
send (2|M0) r10 r0 0xD 0x02080000 {Atomic,NoSrcDepSet}
sendc (4|M0) r10:f r127 0x8 a0.0
send (8|M0) r0:hf r127 0x2 0x00000000
(f0.1.anyv) send (8|M16) null r127:uw 0x2C 0x00000000 {EOT}
send (8|M0) r127 r2:uw 0x28 0x12345678 {Atomic,EOT}
send (32|M0) r127 r127 0x2D 0x00A40001 {EOT,NoSrcDepSet}
sends (8|M0) r0:uw r2 r64 0xFFFF03C0 0x00000000
sends (32|M0) r127:f r2 r10 0xFFFF0040 0x12345678
(f1.0.all2h) sendsc (32|M0) r10:f r2 r64 a0.0 0x12345678
sends (8|M0) r0:hf r2 null 0xC 0x00A40001 {NoSrcDepSet}
send (2|M0) null r2:f 0x5 0x00000000
sendsc (16|M0) r0:ud r2 null a0.0 a0.0
(W) sendsc (16|M8) r127:uw r2 r10 0x8C 0x12345678
sendsc (16|M24) r0:uw r2 r10 a0.2 0x12345678 {NoSrcDepSet}
sendc (4|M20) r127 r2:uw 0x8 0x7FFFFFFF {Breakpoint,NoSrcDepSet}
send (32|M0) null:hf r0 0x0 0x7FFFFFFF
send (16|M0) r127 r0:f 0x9 0x04146EFD {NoSrcDepSet}
sendc (32|M0) r0 r127 0x2B 0x040688FD {EOT,NoSrcDepSet}
sendsc (16|M0) r0:d r2 r64 0x1234004C 0x00A40001 {NoSrcDepSet}
(~f0.0.all8h) sendsc (16|M0) r10:ud r2 null 0x103C0 0x12345678 {Breakpoint}
(f0.0.all16h) sendc (1|M12) r10:d r127:uw 0x4 0x02000010
(~f1.1.all32h) sendsc (8|M24) r127:uw r2 r64 0xFFFF000A 0x040688FD
(W&~f1.1) sendsc (8|M8) null:ud r2 null 0x4A 0x04146EFD
(f1.1.any32h) send (4|M0) r10:hf r2:uw 0x0 0x02080000
(~f0.0.all8h) send (16|M0) r10 r2 0x29 0x00A40001 {Atomic,EOT}
sendsc (32|M0) r127:f r2 r10 0xFFFF03CA 0x00000000
(W&f0.0) sendc (8|M24) r10 r0 0xB 0x02000010 {Atomic}
sendc (4|M0) r0 r127 0x2B a0.0 {EOT}
sendc (16|M0) null:uw r127:f 0x2B 0x04146EFD {EOT}
sendsc (16|M24) r127:f r2 null 0x12340022 0x00000000 {EOT}
send (32|M0) r0 r127 0x8 a0.0
sends (4|M28) r0:uw r2 null 0x103CC a0.0 {NoSrcDepSet}
sendsc (16|M0) r10:ud r2 r64 0x42 a0.0 {NoSrcDepSet}
sends (2|M0) r0:d r2 r64 0xFFFF004A 0x02000010
(W) send (8|M16) r10 r0:uw 0x0 0x12345678
sends (32|M0) r10:f r2 null 0x2 0x040688FD
sends (8|M0) r10:f r2 r64 0x1000A 0x02080000
send (8|M16) r10:uw r0 0xB 0x00000000
(W) send (8|M16) r127:uw r0 0x5 0x04146EFD {Switch}
(W) sendsc (16|M0) r0:ud r2 r64 0xFFFF000C 0x02080000 {NoSrcDepSet}
sends (16|M8) r0:d r2 r64 0x1234008C 0x00000000 {Breakpoint}
sendsc (8|M0) null:hf r2 null 0xFFFF03C0 0x12345678
sendc (2|M28) r0 r0:f 0x4 0x04146EFD
(f0.0.any2h) sendc (16|M0) r0 r2:f 0x2 0x04146EFD {Switch}
sendsc (16|M16) r127:ud r2 null 0x1008A a0.0
(f0.0.anyv) sends (16|M0) r127:ud r2 null 0xFFFF03C2 a0.0
(W) send (8|M0) null:hf r127 0x8 0x040688FD
(f0.0.any16h) sends (16|M16) null:uw r2 null 0x1004C 0x02080000
send (16|M24) r0:f r2 0x0 0x00A40001
(f0.1.all4h) sendsc (2|M4) r127:ud r2 r64 0x1234008A a0.0
(W&~f0.1) sendc (8|M0) r127:d r0:f 0xA a0.0
sendc (16|M0) r127 r0:f 0x26 0x12345678 {EOT}
sendsc (8|M16) r127:ud r2 r64 0x103CA a0.0
(W) sends (2|M0) r10:ud r2 null 0x10040 0x7FFFFFFF {Atomic}
(f1.0.any2h) sends (1|M16) r0:uw r2 r64 0x1004C a0.0 {NoSrcDepSet}
sendsc (8|M0) r0:uw r2 r64 0x123403C0 a0.0 {Atomic}
(f0.0.all32h) sendc (32|M8) null r127 0x24 0x04146EFD {EOT}
send (4|M0) null:d r0:uw 0x5 0x7FFFFFFF {Breakpoint}
sends (1|M0) null:ud r2 r64 0x40 0x02080000
(f1.0.any32h) send (16|M16) r0:d r0 0x9 0x00A40001 {Breakpoint,Switch}
(f0.1.all4h) send (8|M0) r127 r2:f 0x0 0x02080000
sendsc (4|M4) r127:ud r2 r64 0xFFFF0042 0x12345678
send (32|M16) r10:hf r127:uw 0xD 0x00000000 {Breakpoint}
(W) sendc (16|M0) r0 r127 0x0 0x04146EFD {Breakpoint}
sendsc (16|M0) r10:ud r2 r64 0x3E2 0x7FFFFFFF {EOT}
(~f1.0.all32h) sendc (4|M0) null r0:uw 0xD a0.0
sends (16|M24) r127:ud r2 r10 0x10000 0x04146EFD {Atomic}
sendsc (32|M0) r127:f r2 r10 0x1004C 0x040688FD
sends (8|M0) r10:uw r2 r64 0x1234004C 0x02000010
(f1.1.allv) sends (2|M0) null:ud r2 r64 0xFFFF0082 0x04146EFD
sends (32|M0) r10:hf r2 null 0x10002 0x7FFFFFFF {Atomic}
(f1.1.all2h) sendc (16|M0) r10:f r127 0x2D 0x02000010 {EOT}
(~f1.1.any8h) sendsc (4|M4) r127:f r2 r64 0x1234008C 0x02080000
sendc (2|M16) null:uw r127 0x4 0x00000000
sends (2|M4) null:uw r2 r10 0x10080 a0.0 {NoSrcDepSet}
(f1.0.any4h) send (4|M28) r127:f r2 0xC a0.0
(W) sends (16|M0) r127:uw r2 r64 0x103CA 0x04146EFD {Breakpoint,NoSrcDepSet}
sendc (16|M24) r10:f r2 0xB 0x00A40001
sendsc (16|M0) null:ud r2 r10 0x3CC 0x04146EFD
sendc (8|M0) r127 r0 0x0 0x12345678
sendsc (4|M0) r10:d r2 r10 0x3EC 0x00000000 {EOT,Switch}
send (1|M0) r10:d r127:f 0x28 0x02080000 {EOT}
(f0.1.all32h) send (2|M0) null:d r0:f 0x25 0x12345678 {EOT,NoSrcDepSet}
send (16|M24) null:hf r2:f 0x7 0x04146EFD {NoSrcDepSet}
(f1.1.any16h) sends (4|M20) null:f r2 r64 a0.0 0x00000000 {Breakpoint}
(~f0.0.allv) sendsc (4|M0) r127:ud r2 null 0xFFFF002C 0x02080000 {EOT}
send (1|M12) r0:hf r0 0x20 0x04146EFD {EOT}
(~f1.0.all4h) sendc (4|M28) null:d r127:f 0x22 a0.0 {EOT,Switch}
(~f1.0.any16h) send (8|M0) r10:uw r0:f 0x4 0x02080000
(~f1.1.any16h) sendsc (8|M8) r127:d r2 null 0x10040 0x02080000 {Switch}
(f1.0.all8h) sendsc (8|M0) null:hf r2 r10 0x1234000C a0.0 {NoSrcDepSet}
(f1.1.any4h) sendc (16|M24) r0:d r2 0x4 0x12345678 {NoSrcDepSet}
(W) send (32|M0) r127:f r127 0x4 0x00A40001
(W) send (1|M24) r127 r0:uw 0xC 0x00000000
sends (32|M0) r10:ud r2 null 0xFFFF03CA 0x02080000 {Breakpoint}
sends (2|M24) null:d r2 null 0x2 0x00000000
sendsc (16|M24) r127:d r2 null a0.0 0x7FFFFFFF {Atomic}
sendsc (4|M8) r127:ud r2 null a0.7 0x02080000 {NoSrcDepSet}
sendsc (32|M0) r127:ud r2 null 0x1004C 0x00A40001
(~f1.0) sendc (1|M8) r0 r127 0xD 0x02080000
sends (16|M0) r127:uw r2 r10 a0.2 0x12345678 {NoSrcDepSet}
send (4|M4) r0:d r2:f 0x6 a0.0
(W) sendc (2|M0) r0 r127 0x7 0x00A40001
(W&~f1.0) sends (2|M0) r0:ud r2 null a0.7 0x7FFFFFFF
send (32|M16) r10:uw r2:uw 0x5 a0.0
(~f1.1.anyv) sendsc (8|M0) r0:ud r2 null 0x10042 0x04146EFD
sendc (4|M16) r127:f r127 0xD 0x040688FD
sendc (2|M28) r127 r0 0x25 0x040688FD {EOT,NoSrcDepSet}
(~f1.0.any16h) sendsc (1|M0) r0:uw r2 r64 0x10002 0x040688FD
(f1.0.all32h) sendc (8|M0) r127:f r0 0x28 0x7FFFFFFF {EOT}
sendsc (16|M0) r0:ud r2 r64 0x1008A a0.0 {Switch}
sendsc (8|M24) r10:ud r2 r10 0x1004C 0x02080000
send (8|M0) r10 r0 0xA 0x00A40001
send (8|M0) r127 r2 0xC 0x02080000 {Switch}
(~f1.0) sends (4|M28) null:hf r2 r10 0xA2 0x02000010 {EOT,NoSrcDepSet}
(~f0.0.all32h) sendsc (8|M8) null:hf r2 r64 0x80 0x12345678
(~f1.1.any8h) sendsc (4|M20) r0:ud r2 r64 a0.0 0x7FFFFFFF {Breakpoint,NoSrcDepSet}
(f1.1.all2h) send (4|M0) null r127 0x2 0x7FFFFFFF
sendc (16|M0) r0:f r2 0x0 0x00000000 {Breakpoint,NoSrcDepSet}
(f1.1.all8h) sends (32|M0) r127:f r2 r64 0x103EA 0x7FFFFFFF {EOT}
(W) sendc (32|M0) null:f r127 0xD 0x7FFFFFFF
(f1.0.any4h) sendc (32|M0) r0 r0:uw 0x8 a0.0 {NoSrcDepSet}
sendc (8|M24) null r0:uw 0xC 0x00A40001
sendsc (16|M0) null:ud r2 r64 0x4C 0x02080000
sends (2|M20) null:uw r2 null 0xFFFF000A 0x7FFFFFFF
sendc (32|M0) r127 r127 0xC 0x04146EFD {Switch}
sendsc (8|M0) r10:f r2 null 0x3CA 0x12345678 {NoSrcDepSet}
(f0.1.any2h) sendc (8|M0) r10:f r127:f 0xC 0x040688FD
sendsc (4|M12) r0:ud r2 r10 0x1234000A a0.0
sends (8|M0) r10:ud r2 r10 0xFFFF03C0 0x7FFFFFFF
sendc (16|M0) r0 r127:uw 0x6 0x12345678 {Atomic}
(~f1.0.any2h) sendc (8|M0) null r2:uw 0x6 0x12345678
(W) send (32|M0) r10 r0:uw 0x5 0x00000000
(W) sends (32|M8) null:f r2 r64 0x1000A 0x00A40001
sendc (8|M0) null:f r2:uw 0x26 0x02080000 {EOT}
sendc (2|M20) r10:hf r0 0x20 0x02000010 {EOT}
(W) send (8|M0) r10 r0:f 0x24 0x00000000 {EOT,NoSrcDepSet}
sends (1|M12) r127:ud r2 null 0x10042 0x02080000
(~f0.1.all2h) send (8|M0) r0:f r0:f 0x26 0x02000010 {EOT}
sendc (8|M0) r0:d r127:uw 0x2D 0x02080000 {EOT}
(f0.0.any16h) sendsc (16|M0) r0:d r2 r64 0x1234008A 0x04146EFD
sendsc (16|M0) r127:d r2 r64 a0.2 0x04146EFD {NoSrcDepSet}
(~f0.0.any8h) sendsc (16|M0) r127:uw r2 r10 0x1000A 0x7FFFFFFF
(~f1.0.anyv) sends (16|M0) null:d r2 null 0x1004A 0x02080000 {Breakpoint,NoSrcDepSet,Switch}
send (4|M0) r10 r0 0x7 0x00A40001 {Switch}
(~f0.0.allv) sendc (2|M16) r10:uw r0 0xC 0x00000000
(~f1.0.any16h) sendc (8|M24) r127 r0:f 0x5 0x02080000 {NoSrcDepSet}
sendsc (16|M0) r10:ud r2 r64 0xFFFF000A 0x040688FD
sendc (1|M12) r10:f r2:uw 0xB 0x02080000
sendc (2|M24) null r127:uw 0x7 0x02000010 {NoSrcDepSet,Switch}
(f0.1.all2h) sends (8|M16) r127:uw r2 null 0x80 0x02000010
(W) sendc (32|M0) null r0 0x2 0x02080000
(~f0.1.all4h) sends (16|M0) r127:uw r2 r64 0x12340080 a0.0
(~f0.1.all16h) sendsc (16|M0) r10:ud r2 null a0.7 0x12345678 {NoSrcDepSet}
(~f1.0.any2h) send (16|M0) r127:d r0:uw 0xD 0x040688FD {Switch}
send (2|M20) r0 r127:uw 0x6 0x00A40001
(W) send (2|M0) r10 r2:uw 0xA 0x04146EFD
(W) sendc (8|M8) r0:hf r0 0xA a0.0
sendsc (8|M16) r0:uw r2 r64 0x0 0x02000010
sendc (32|M0) r0:d r0:uw 0xD 0x00A40001
sends (8|M16) r127:ud r2 r10 0xFFFF0002 0x00A40001 {Atomic}
send (8|M24) r10:d r2 0x9 0x7FFFFFFF {NoSrcDepSet}
(~f1.1.any4h) sendsc (32|M0) r127:d r2 r64 0x4C a0.0 {Atomic}
sends (2|M24) null:d r2 r64 0xC 0x02080000
sendsc (4|M12) r10:ud r2 r10 a0.0 0x00A40001
(W) sends (8|M16) r0:ud r2 null 0xFFFF008C 0x02080000 {NoSrcDepSet}
(~f1.0.anyv) sends (8|M0) r0:f r2 r64 0xFFFF0040 0x02080000 {NoSrcDepSet}
sendsc (2|M8) null:ud r2 r10 a0.2 0x7FFFFFFF
send (8|M24) null:d r127:uw 0xB 0x00A40001
sendc (2|M24) r127 r127 0x2A 0x02000010 {Atomic,EOT}
(f1.1.any4h) send (1|M0) null:d r127:f 0x9 a0.0
(f0.0.all16h) sends (16|M16) r10:f r2 null 0x10082 0x7FFFFFFF {Atomic}
(~f1.1.any8h) send (8|M0) null:hf r0:uw 0xB 0x00A40001 {Switch}
sendc (16|M0) r10:hf r0 0x0 0x040688FD {Switch}
(W&f0.1) sendsc (1|M0) null:hf r2 null 0x4A 0x040688FD {Switch}
sendsc (4|M0) r10:hf r2 r64 0xFFFF0000 0x040688FD
sendc (2|M4) null:f r127:f 0xC 0x04146EFD
(W&f1.0) sendsc (8|M8) r10:f r2 r10 0x12340082 a0.0 {Switch}
(W) send (16|M0) r127:hf r0:uw 0x2 0x04146EFD {NoSrcDepSet}
(f0.1.all8h) sends (32|M8) r127:uw r2 r64 0x123403C2 0x00000000 {Atomic,NoSrcDepSet}
(~f0.0) sends (2|M0) r0:d r2 null 0x42 0x7FFFFFFF {Atomic}
send (2|M4) r10 r127:uw 0x26 a0.0 {EOT}
sendc (4|M8) r127:uw r2 0x5 0x00000000
(f0.1.all16h) send (32|M24) r0:uw r127 0xD 0x02000010 {NoSrcDepSet}
sends (1|M16) r0:hf r2 r10 0x12340080 0x00A40001
(~f0.0.anyv) send (2|M20) r127:uw r0:f 0x5 0x04146EFD {NoSrcDepSet}
(W) sends (1|M16) r10:f r2 r64 a0.2 0x12345678 {NoSrcDepSet}
send (16|M16) r10:uw r0:f 0x4 0x00000000 {Breakpoint,NoSrcDepSet}
sends (8|M8) r10:ud r2 r10 0x40 0x00A40001 {Switch}
sendc (16|M0) r127:uw r127 0x2D a0.0 {EOT}
(W) sendsc (32|M0) null:ud r2 r10 0x1008C 0x00A40001 {NoSrcDepSet}
sendsc (4|M0) r127:d r2 r64 0xFFFF0042 0x00000000 {NoSrcDepSet}
sendsc (8|M0) r127:hf r2 r64 0x40 0x7FFFFFFF
sendsc (8|M0) null:hf r2 r64 0x10080 0x040688FD {NoSrcDepSet}
sends (2|M24) null:hf r2 r10 0x82 0x02080000
sendsc (16|M0) r0:ud r2 null 0x40 0x04146EFD
(W) sendsc (16|M0) r10:f r2 r10 0x0 0x7FFFFFFF {NoSrcDepSet}
sendsc (32|M0) r10:ud r2 null 0x2 0x04146EFD
sendsc (4|M0) r0:hf r2 null 0x1234000C 0x12345678
send (2|M4) r127:uw r127 0xC 0x12345678
send (1|M0) r10:f r127 0x2B a0.0 {EOT,NoSrcDepSet}
sends (8|M0) r10:ud r2 r10 0x1234004C 0x7FFFFFFF {NoSrcDepSet}
(~f0.1.all8h) sendsc (16|M0) r0:ud r2 r10 0xFFFF0022 0x12345678 {Atomic,EOT}
send (16|M0) r127:hf r127:f 0x24 0x02080000 {EOT}
sendc (16|M8) r127 r2 0x0 0x00A40001
(~f1.0.any8h) send (16|M16) null r127 0x8 a0.0
sendsc (8|M0) null:f r2 r10 0xFFFF004C 0x7FFFFFFF
sendc (2|M4) r127:uw r2:uw 0x5 0x04146EFD {Breakpoint,NoSrcDepSet}
(W) sends (8|M0) r0:hf r2 r64 a0.7 0x02080000
sendsc (16|M8) r127:ud r2 null 0x3C0 0x7FFFFFFF {NoSrcDepSet}
send (16|M0) r127 r2:f 0xB 0x02000010
(f1.0.all4h) send (16|M16) r127 r0:uw 0xA 0x02080000
sends (1|M12) r10:hf r2 r64 0xFFFF03CA a0.0
(f0.0.all4h) send (16|M0) r127:d r2:uw 0x2C 0x7FFFFFFF {EOT}
(~f1.0.any2h) sendc (16|M24) r10 r127:f 0x6 0x7FFFFFFF
send (4|M8) null:d r127:f 0x2 0x12345678
sendc (16|M0) null:hf r127:f 0x5 0x00A40001 {NoSrcDepSet}
(W) sendc (1|M0) r0 r2 0x6 0x04146EFD
sendsc (2|M0) r10:uw r2 r64 0x10080 a0.0
send (8|M16) r10 r127:f 0xB a0.0
(f0.1.all16h) sends (32|M8) r127:hf r2 null 0x10000 0x00A40001
sendsc (16|M8) null:d r2 r10 0x12340080 0x040688FD
send (16|M0) null r2 0x8 0x00A40001 {Switch}
sendsc (8|M0) null:f r2 r10 0x123403CA 0x02080000
(W) sends (4|M0) null:hf r2 r64 0xFFFF000A 0x02000010 {NoSrcDepSet,Switch}
(~f1.1.all32h) sendc (8|M16) r0:uw r127 0x7 0x12345678 {Switch}
sends (16|M0) r0:d r2 null 0xFFFF0040 0x00A40001 {NoSrcDepSet}
send (2|M0) r10 r2 0x0 0x00A40001 {NoSrcDepSet}
(~f0.1.all2h) sends (1|M28) r127:uw r2 r10 0x1234004C 0x04146EFD {NoSrcDepSet}
(f1.0.any32h) sends (32|M0) r127:f r2 r10 0xFFFF008A 0x02080000
(f0.0.all16h) send (8|M0) r127:hf r0 0x5 0x12345678
(W&f1.1) sendc (8|M16) r0 r2:f 0xC 0x02000010 {Breakpoint,NoSrcDepSet}
(~f0.1.any8h) send (8|M0) r127:hf r0 0xB a0.0
sendc (16|M8) r10:f r0:f 0x2C 0x02080000 {EOT,NoSrcDepSet}
(~f0.0.all8h) sends (16|M0) null:d r2 null 0x123403C2 0x7FFFFFFF {Switch}
(W) sendc (8|M8) r0:d r2:f 0x8 0x02000010 {Breakpoint,Switch}
(~f0.0.anyv) sendc (2|M12) r10:uw r0:uw 0x6 0x00A40001 {NoSrcDepSet}
sends (2|M0) r0:ud r2 r10 0xFFFF008A 0x02000010 {Atomic}
(~f0.1.all16h) send (16|M16) r127:d r2 0x0 a0.0
sendc (2|M0) null r127:uw 0x8 a0.0 {Switch}
(W&~f1.0) sendsc (8|M0) null:ud r2 null 0x8A 0x12345678
sendsc (16|M0) r0:ud r2 r64 0xFFFF000A 0x12345678
(f1.1.all2h) sendsc (32|M0) r127:ud r2 r64 0xFFFF0040 0x02080000
sendc (1|M0) r0:d r127 0x2A 0x12345678 {EOT}
sendc (16|M0) r127:hf r127 0x2 0x00000000
(W&f1.0) sendc (2|M0) r10:f r2:f 0xB a0.0
(W&f1.1) sendsc (4|M0) r10:d r2 null 0x12340082 0x00A40001
sends (16|M0) r0:ud r2 null 0xFFFF004A 0x02080000 {NoSrcDepSet}
(f1.1.any4h) sendc (32|M0) r10 r127:f 0x8 0x7FFFFFFF {NoSrcDepSet}
(f1.0.all4h) sendc (4|M28) r127 r2:uw 0x2 0x04146EFD {Atomic}
sendc (32|M24) r127:d r0:uw 0xD a0.0
(f1.1.all32h) send (16|M0) r0 r0 0x8 0x02000010 {NoSrcDepSet}
(W) sends (16|M0) null:ud r2 r10 0xFFFF0082 a0.0
(W&~f1.1) sends (8|M0) r10:uw r2 r10 0x10040 0x7FFFFFFF {Atomic}
(f1.1.all32h) send (8|M0) r127 r2 0xD 0x040688FD {Switch}
send (8|M0) r0:f r127 0x4 0x02080000
sendsc (8|M24) r0:ud r2 r10 0x3C0 0x04146EFD
(~f0.0.anyv) sendc (2|M0) r10:hf r127:uw 0x25 a0.0 {Breakpoint,EOT}
(W) sendc (32|M0) r10:uw r127 0xD 0x04146EFD {NoSrcDepSet}
sendsc (16|M0) r0:ud r2 null 0x8C 0x02000010 {NoSrcDepSet}
(~f1.1.all2h) send (16|M0) r127:hf r127 0x6 0x02000010
sends (8|M0) r10:uw r2 r10 0x3E0 0x12345678 {EOT}
(f0.1.any32h) send (8|M16) r127:f r127:uw 0x2 0x7FFFFFFF
(f0.0.any32h) sendc (8|M16) null r2:f 0x8 0x02000010
(f0.0) sendsc (8|M0) null:ud r2 r64 0xFFFF004A 0x12345678
sends (1|M20) null:f r2 r10 0x1234000C a0.0 {Atomic}
sends (2|M28) r10:d r2 r10 0xFFFF004C 0x00A40001
(f0.1) send (8|M0) r0:hf r127:uw 0x22 0x02080000 {EOT}
send (8|M16) r10 r2:uw 0x4 a0.0
(W&~f0.0) sends (2|M28) r127:uw r2 null 0x123403EA 0x12345678 {EOT}
sendsc (16|M0) r10:f r2 null 0xFFFF00AA a0.0 {Atomic,EOT,NoSrcDepSet}
sendc (32|M0) r0:f r127:f 0x2C 0x04146EFD {EOT}
sendsc (8|M0) r10:ud r2 r10 0x123403C0 0x12345678
sendsc (16|M0) r0:ud r2 null 0x82 0x02000010
sendsc (1|M4) r10:ud r2 null 0xFFFF000C 0x00000000 {Atomic,NoSrcDepSet}
send (8|M24) null r2 0x2 0x12345678 {Breakpoint}
sendsc (4|M8) null:hf r2 null 0xC 0x04146EFD
sendc (16|M0) r10:hf r127:f 0xD 0x04146EFD
(~f0.0.allv) sendsc (8|M0) r10:hf r2 r10 0xFFFF004A 0x00A40001 {Breakpoint,NoSrcDepSet}
sendc (1|M0) r10 r127 0x5 0x02000010
(f0.1.all32h) sendsc (8|M0) r0:uw r2 null 0x3CA 0x00A40001
send (16|M0) r10:uw r127:f 0xA 0x7FFFFFFF {Switch}
send (2|M8) r0 r0 0x7 0x00000000
send (8|M0) r10:f r127:uw 0x26 0x040688FD {EOT}
sends (1|M20) r10:hf r2 r64 0x6C 0x7FFFFFFF {EOT}
send (8|M24) r127 r2 0x6 0x00A40001 {Switch}
(W) sends (16|M0) r0:hf r2 r10 0xFFFF0040 0x00000000
(f0.0.all8h) sendc (16|M0) null r0 0x8 a0.0
sendc (1|M0) r127:hf r0 0xA 0x04146EFD
(~f0.1.all4h) sendc (4|M24) r0 r127 0xD 0x7FFFFFFF
(W) sendc (32|M0) r127 r127 0x2 0x7FFFFFFF {Atomic,Breakpoint}
(W) sendc (32|M24) r10:f r2 0x6 0x12345678 {NoSrcDepSet}
sendc (4|M0) null:hf r127:uw 0x2B 0x040688FD {EOT,Switch}
(~f1.1.all2h) sendsc (16|M16) r10:f r2 r64 0x1234008C 0x04146EFD {Atomic,Breakpoint}
sends (4|M0) r127:ud r2 r64 0x10080 0x12345678
(f0.0.any8h) send (8|M16) r0:hf r0 0x2C 0x00A40001 {EOT}
(~f0.0.allv) send (32|M0) r127:d r127 0x29 0x04146EFD {EOT}
send (2|M0) null:f r127 0x27 a0.0 {EOT,Switch}
sends (4|M24) r0:ud r2 r10 a0.0 0x00A40001
sendc (32|M8) r10 r127:uw 0x9 a0.0
(f0.1.any4h) sendsc (16|M0) r10:f r2 r64 0x10040 0x00000000
send (16|M24) r0 r0 0x0 0x02000010 {Switch}
(W) sendc (1|M0) null r2 0xB 0x7FFFFFFF
sends (8|M0) r127:f r2 null 0x12340000 0x00A40001 {Breakpoint}
send (8|M0) null r127:uw 0x2 0x00A40001
(W&~f0.1) sends (32|M0) r10:f r2 r64 0xFFFF0000 0x00000000
(W&~f0.0) sendc (8|M16) null:f r127:uw 0x4 a0.0
(f1.1.any8h) sends (16|M0) null:ud r2 r64 0xFFFF0020 a0.0 {EOT,NoSrcDepSet,Switch}
sendc (16|M0) null r127:uw 0x2D 0x02000010 {Atomic,EOT}
sends (8|M24) r10:f r2 r64 0xA a0.0 {NoSrcDepSet}
sendsc (1|M12) null:ud r2 r64 0x123403C0 0x02080000 {NoSrcDepSet}
sendc (32|M16) r127 r127 0x20 0x12345678 {EOT,Switch}
sendsc (2|M16) null:hf r2 null 0x103C2 0x02080000
(~f0.0) sendc (4|M8) r127 r127 0xD 0x02080000
(W) sendsc (4|M24) r127:ud r2 null 0xC 0x040688FD {NoSrcDepSet}
send (4|M28) null:uw r127 0x2 0x12345678 {NoSrcDepSet}
sends (8|M16) null:uw r2 r64 0x8C 0x00A40001 {Atomic}
send (4|M4) r127:f r2:f 0x8 a0.0 {NoSrcDepSet,Switch}
sendc (4|M28) null r2:f 0x7 0x7FFFFFFF
sendc (8|M0) r10 r2 0x5 0x12345678 {NoSrcDepSet}
(W) send (32|M24) r0:d r2 0x20 0x02000010 {Breakpoint,EOT}
(W) sends (2|M0) r10:d r2 r64 0x12340042 0x04146EFD
(W) sendc (2|M4) r0 r127:f 0x20 0x04146EFD {EOT}
send (4|M0) r10:f r0 0x9 0x02080000 {NoSrcDepSet}
(f0.1.any2h) send (16|M0) null r0 0x5 0x12345678
sendsc (1|M0) null:ud r2 r64 0x82 a0.0
(~f0.1.all4h) sendsc (4|M4) null:uw r2 r10 a0.7 0x12345678
sendsc (2|M24) r127:ud r2 null 0x1234004C 0x7FFFFFFF
(W&~f0.0) sendc (1|M0) r0:hf r127:f 0x0 0x00000000 {Breakpoint,Switch}
sendc (2|M0) null:hf r2 0x20 0x02080000 {EOT}
sendc (32|M0) r127 r2:f 0x9 0x04146EFD {NoSrcDepSet}
(f0.0) sendsc (1|M8) null:ud r2 r64 0x80 0x04146EFD
(W) sends (4|M12) r127:hf r2 r10 0x1002A 0x04146EFD {Breakpoint,EOT}
(f0.1.any4h) sendc (8|M8) null r127 0x0 0x04146EFD
sends (16|M0) null:hf r2 r64 a0.0 0x00000000
(f0.1.any32h) sendsc (16|M24) null:ud r2 r10 0x123403C0 a0.0
send (2|M20) r10 r2:uw 0x9 0x02080000
(~f1.0.any8h) sendc (2|M0) r0:hf r127:uw 0x2A 0x00000000 {EOT,Switch}
(~f1.0.any8h) sendsc (4|M8) r127:ud r2 null 0x123403CC 0x7FFFFFFF
sendc (8|M24) null:hf r127:f 0xD 0x04146EFD {NoSrcDepSet}
sendc (16|M0) null r2 0xC 0x7FFFFFFF
sends (16|M0) r10:ud r2 r64 0xFFFF008C 0x00A40001 {NoSrcDepSet}
sendsc (2|M24) r0:d r2 r10 0x103CA 0x04146EFD
(~f0.1.any16h) send (8|M0) r0:hf r0 0x6 a0.0
sendsc (1|M4) r0:hf r2 r64 0xFFFF03CC 0x00A40001
sendsc (32|M0) r0:d r2 r64 a0.7 0x7FFFFFFF {Switch}
(~f1.1.any16h) send (16|M8) r10 r127 0x20 0x7FFFFFFF {EOT}
(W) send (1|M8) r127:f r0:uw 0x2D 0x02000010 {EOT,NoSrcDepSet}
sendsc (32|M0) r0:d r2 r64 0x10042 0x02080000 {Breakpoint,NoSrcDepSet}
(W&~f0.1) sendc (8|M0) r127 r0:uw 0xD 0x7FFFFFFF
sendc (8|M24) null r127:uw 0xD a0.0
send (2|M4) r10:hf r2:f 0x0 a0.0
(f1.1.any4h) sends (1|M12) r127:hf r2 r64 a0.0 0x040688FD
sendc (8|M0) r127:uw r2:uw 0xD 0x02000010
sendsc (1|M0) null:ud r2 r64 0x0 a0.0
(f1.0.any32h) sendsc (16|M0) r127:d r2 null 0xFFFF03C2 0x02080000 {NoSrcDepSet}
sendsc (4|M12) r127:uw r2 r10 0xFFFF00AA 0x040688FD {EOT}
send (32|M0) null:f r0:uw 0x7 0x02000010 {Breakpoint,Switch}
send (1|M0) r10 r0:f 0x6 a0.0
(f1.0.allv) sendc (8|M8) r10:hf r2 0x0 0x00000000
sendc (16|M24) r10 r127:uw 0xD 0x12345678
sends (4|M12) null:d r2 r64 0x103C0 0x040688FD
(~f1.0.all8h) send (4|M0) null:d r0:f 0x4 a0.0
(f0.1.all8h) send (16|M0) null r2 0x20 0x040688FD {EOT}
sendc (16|M0) r0:d r127:f 0xD 0x02080000
(~f1.1.any16h) sends (32|M0) r10:uw r2 r10 0x8A 0x00A40001
send (2|M16) null r2 0x8 0x040688FD {Breakpoint,Switch}
(W) sends (8|M0) r127:hf r2 r64 a0.2 0x12345678
sendc (1|M0) null:uw r127:f 0x8 0x12345678
sends (8|M0) r127:ud r2 null 0xFFFF03CA 0x12345678 {NoSrcDepSet}
sendc (8|M0) r0:f r0 0x4 0x7FFFFFFF {Atomic}
send (16|M0) null:f r2:uw 0x2 0x02080000 {Breakpoint,NoSrcDepSet}
(f1.1.allv) sends (4|M0) r10:uw r2 r64 0xFFFF03C2 0x04146EFD
(f0.0.any32h) sends (32|M0) null:ud r2 r10 0x1234004A a0.0 {Atomic}
(f1.1.any16h) sendc (8|M0) null r0 0x2A 0x040688FD {EOT}
(f0.0.any2h) sends (4|M0) r10:ud r2 r64 0xA 0x00A40001
sends (4|M0) null:hf r2 r64 0xFFFF0082 0x00000000
(~f0.1.any2h) sendsc (8|M0) r10:ud r2 r10 0xFFFF008A a0.0
sends (8|M0) r127:ud r2 r64 0x3CA 0x02080000 {NoSrcDepSet}
sends (32|M24) r127:d r2 null a0.7 a0.0
(f0.0.all2h) sendc (16|M8) r0 r2 0x9 a0.0 {Breakpoint}
sendsc (16|M0) r0:uw r2 r10 0x3CA 0x02080000
send (1|M0) r10:d r2 0x9 0x040688FD
send (32|M8) r0 r0:f 0x2 0x7FFFFFFF {Switch}
send (16|M0) r0 r0 0x25 0x040688FD {Breakpoint,EOT}
send (8|M0) null r2:uw 0x9 0x12345678 {NoSrcDepSet}
(~f1.0.all4h) send (32|M0) r0 r2 0x6 0x02000010
sendsc (8|M0) r127:ud r2 r64 0x1234008C 0x02080000
sendsc (32|M0) r10:ud r2 null 0x103CA 0x02000010
(W) sendsc (16|M24) null:uw r2 r64 0x3C0 0x040688FD
sendsc (16|M0) r127:ud r2 r10 0xFFFF0002 a0.0
sendc (16|M0) r127:hf r0:f 0xD 0x040688FD
sendc (16|M8) r127:d r127 0xD 0x00000000 {Switch}
(W) sendc (1|M20) r10:hf r2:uw 0x9 0x02000010
sends (8|M0) null:ud r2 r64 0xFFFF03C0 0x12345678 {Switch}
(W) sends (16|M0) r0:ud r2 r10 a0.2 0x00000000
send (32|M24) r127 r2:f 0xD 0x12345678
sends (32|M0) r127:ud r2 r64 0xFFFF03CC 0x02000010
send (4|M28) r10:uw r0:f 0x5 0x00A40001
sends (8|M24) r10:ud r2 r10 a0.0 0x7FFFFFFF
send (32|M16) null:f r127 0xB 0x7FFFFFFF
sendsc (16|M24) r0:uw r2 r10 0x103C2 0x00000000 {NoSrcDepSet,Switch}
sends (1|M0) r0:ud r2 r64 0xFFFF03C0 a0.0
(f1.0.any16h) send (1|M24) null r2 0x8 0x02080000
sends (32|M16) r0:f r2 r64 0x123403CA 0x02080000
sendc (1|M28) r0:d r127:f 0x4 0x7FFFFFFF
send (4|M24) r0:hf r0 0xA 0x04146EFD {Breakpoint,Switch}
(W) send (2|M16) r0 r2:f 0x2A 0x12345678 {EOT}
sendc (8|M0) r127 r127 0x0 0x00A40001
(~f0.1.all8h) sendc (2|M0) r127:d r2:uw 0x7 0x02080000 {Switch}
(W&f0.1) sendc (4|M0) null:d r2 0x0 0x00000000
sends (4|M0) r0:uw r2 r10 0xFFFF000A 0x04146EFD {Breakpoint}
(~f0.0.any4h) send (32|M8) null:d r127 0x2 0x12345678 {Breakpoint}
send (16|M0) r0:uw r2 0xA 0x040688FD
sendsc (8|M0) null:hf r2 null 0xFFFF03CA 0x7FFFFFFF
(~f0.1.any8h) sends (8|M0) r10:ud r2 null a0.2 0x12345678
sends (1|M28) r10:ud r2 r10 0x1006C 0x00A40001 {EOT}
(f1.1.any2h) sendsc (32|M0) r0:hf r2 r10 a0.0 0x02080000 {NoSrcDepSet}
(~f0.0) sends (32|M0) r10:ud r2 r64 0x10000 0x00000000
sendsc (16|M24) r127:f r2 null a0.2 a0.0
(f1.1.all32h) send (16|M8) r0:uw r2:f 0x5 0x12345678
(~f1.0) sendsc (16|M0) r0:uw r2 null a0.7 0x02000010 {Breakpoint}
(f1.1.all2h) sendc (16|M0) r127 r127 0x2D 0x02080000 {EOT}
(W) sendsc (1|M20) null:hf r2 r64 0x123403CC a0.0 {Atomic,Breakpoint}
(W&f1.0) sendsc (4|M24) r127:uw r2 null a0.7 a0.0
sendsc (2|M8) r10:uw r2 null 0xC 0x00000000
(~f0.0) sendsc (1|M0) null:hf r2 r64 0x82 0x04146EFD {Breakpoint}
sendc (8|M16) null r2 0x2C 0x02000010 {Atomic,EOT}
(~f1.0.any32h) sends (8|M0) null:ud r2 r64 0x42 0x040688FD
(f1.1.any32h) send (4|M0) r0 r0 0x0 0x12345678 {Switch}
(~f1.0.any4h) sends (2|M16) r10:ud r2 r64 0xFFFF03CC 0x02080000 {Switch}
sends (8|M16) null:ud r2 r10 0x10082 0x02080000 {Switch}
sendc (2|M0) null r0:f 0x2C 0x00000000 {EOT}
(~f1.1.all4h) sendsc (32|M0) r127:ud r2 r64 0x1234000A a0.0 {NoSrcDepSet}
(~f0.1.any32h) send (8|M24) r10:f r127:f 0x2 0x04146EFD
(~f0.1.anyv) sendsc (2|M28) r0:ud r2 r64 a0.0 0x7FFFFFFF {EOT}
(W) sends (1|M24) r127:d r2 r10 0xFFFF0002 0x04146EFD
send (2|M24) null r2 0x4 0x040688FD {NoSrcDepSet,Switch}
sendc (2|M8) null r127 0x0 0x02000010 {Switch}
(~f0.0.any8h) sends (16|M0) r0:hf r2 r64 0x22 0x7FFFFFFF {EOT,NoSrcDepSet}
(~f0.1.any4h) sendsc (4|M0) r0:uw r2 r64 0x4A 0x02000010 {Switch}
sendc (16|M0) null:uw r0 0x22 0x02080000 {EOT}
(~f0.0.any4h) send (4|M0) r10:f r0:f 0xD 0x04146EFD {Breakpoint}
sendc (8|M24) r127:d r2 0xC 0x00A40001
(f1.0) sendc (4|M4) r127 r0 0xA 0x7FFFFFFF {Atomic,NoSrcDepSet}
send (2|M28) r10:d r0 0x4 0x12345678 {Breakpoint}
sends (8|M8) r127:ud r2 r64 0xFFFF008C 0x04146EFD {NoSrcDepSet}
(f0.1.all8h) send (4|M0) r0 r0 0xD 0x040688FD {NoSrcDepSet}
sends (16|M24) r10:ud r2 null 0x12340020 a0.0 {EOT}
sendc (8|M0) r127 r0:uw 0xB 0x02080000
(f0.1.any32h) sends (16|M8) r0:ud r2 r10 0x3CA a0.0 {Breakpoint}
sendc (4|M4) null:uw r127 0xA 0x02080000
send (2|M12) r10:hf r2 0xC a0.0
sends (16|M0) r10:ud r2 null 0xFFFF03CC 0x02000010
sendsc (8|M0) r127:f r2 r10 0xFFFF008C 0x02080000 {Breakpoint}
(~f0.1.all32h) sendc (8|M0) r0:uw r2:uw 0x4 0x02000010
(~f0.0.any2h) sendsc (8|M0) r0:ud r2 r10 0x3C0 0x040688FD
send (8|M0) null:uw r0:f 0x7 0x04146EFD
(f0.0.all8h) sendc (1|M0) r127 r0:uw 0x28 0x04146EFD {Atomic,EOT,NoSrcDepSet}
(W&~f0.0) sendsc (1|M20) r10:ud r2 null 0x1004A 0x04146EFD {NoSrcDepSet}
sends (2|M0) r0:ud r2 r10 0x1008C 0x00A40001
sendsc (8|M8) r127:uw r2 r10 0x3CA 0x00000000 {Switch}
(W) sendsc (2|M4) r0:ud r2 r64 0xFFFF00AA 0x7FFFFFFF {EOT}
sends (32|M0) r0:ud r2 null a0.7 0x02000010 {Breakpoint}
send (8|M0) r127:d r0:uw 0x6 0x040688FD {Atomic,NoSrcDepSet}
(W) send (1|M12) r10:d r127 0x0 0x12345678 {Switch}
(f1.0.all2h) sends (8|M0) r0:ud r2 null 0x1008A 0x12345678 {Breakpoint}
sendc (16|M16) r0:hf r2:uw 0x2A 0x12345678 {EOT}
(~f0.1) send (2|M0) r0 r0 0x9 0x02080000
send (4|M8) r127 r2:f 0x5 0x12345678
sendsc (2|M16) r127:ud r2 r64 0x42 0x040688FD
sends (4|M8) null:ud r2 r64 a0.0 0x02080000
(f1.1.all16h) send (1|M0) r10:uw r2 0x22 0x00A40001 {EOT}
send (4|M0) null:hf r0 0xC 0x02000010
(~f0.0.any16h) send (32|M0) null r2:f 0xC 0x00000000
sendc (8|M0) r127 r2 0x7 a0.0 {Breakpoint}
(W) sends (8|M0) r0:ud r2 null 0x1234004A 0x02000010
send (2|M0) r127:hf r2 0x0 0x02000010 {Breakpoint}
(~f0.0.all32h) sendc (1|M0) r10:uw r0:f 0xD a0.0 {Breakpoint}
send (2|M12) r10 r2:f 0xA 0x02080000
sendsc (2|M8) null:hf r2 r64 0x103C0 a0.0 {NoSrcDepSet}
send (16|M0) null r0:f 0x2C 0x040688FD {EOT}
(W) send (4|M0) r10:d r0:f 0x2C 0x00000000 {EOT}
(~f0.1.any8h) sendsc (16|M0) r0:ud r2 r64 0x12340082 0x04146EFD
(f1.1.all2h) sends (16|M0) r10:ud r2 r10 0x10042 0x7FFFFFFF
(~f1.0.any4h) sendsc (32|M0) null:ud r2 r64 0xFFFF008C 0x02000010 {NoSrcDepSet}
(W&f0.1) sendsc (1|M0) r10:f r2 null 0x10000 0x02080000 {NoSrcDepSet}
sendsc (8|M16) r127:ud r2 null 0xFFFF03EC 0x12345678 {Atomic,EOT}
sends (16|M8) r10:f r2 null 0x1004A 0x04146EFD
sendsc (16|M0) r127:d r2 r64 a0.7 0x04146EFD {Breakpoint,EOT,Switch}
send (32|M0) r10:d r127 0x29 0x02080000 {Breakpoint,EOT}
(f1.0.anyv) sends (16|M0) r0:ud r2 r10 0x4A 0x12345678
(W&~f0.1) send (8|M0) r127:hf r2 0x9 0x02080000 {NoSrcDepSet}
sendsc (8|M24) null:ud r2 r64 0x1234000A 0x02080000
sends (4|M0) null:ud r2 null 0x12340040 0x12345678
sendc (4|M8) r10 r127 0x8 0x00A40001
sendc (1|M16) r10:f r0 0x2 0x02080000
sendc (16|M0) r0:hf r0:f 0x2 0x00A40001 {NoSrcDepSet}
send (16|M0) r10 r0:uw 0x8 0x00000000
sendsc (16|M16) r127:uw r2 null a0.0 0x04146EFD {Atomic,NoSrcDepSet}
(W) sendsc (16|M0) r127:ud r2 r64 0xFFFF03C2 0x00000000
(W) sends (4|M0) null:ud r2 null 0xFFFF0080 0x040688FD
(W) send (8|M16) null r2 0x0 a0.0
(W&f0.0) sendsc (16|M0) r127:ud r2 r10 0x8C 0x02000010 {NoSrcDepSet}
(f1.1.all16h) sends (16|M0) null:hf r2 null 0xFFFF008A 0x02080000
sendc (16|M16) r10:d r0 0x2C 0x00000000 {EOT}
sends (32|M0) r0:f r2 r64 a0.7 0x040688FD {EOT}
(f0.1) sendsc (1|M0) r0:ud r2 null 0x1008A 0x7FFFFFFF
sendc (4|M0) null r0 0x9 a0.0 {NoSrcDepSet}
sendc (16|M24) r0:d r2 0x9 0x02000010
