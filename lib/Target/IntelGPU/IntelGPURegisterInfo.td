//===- IntelGPURegisterInfo.td - Intel GPU registers --------*- tablegen -*-===//
//
// Gen9/Gen11 register files. HWEncoding is the value of an operand's RegNum
// field: the GRF number for r0..r127; for the architecture registers (ARF)
// the register's RegNum (bits 7:4 select it, bits 3:0 number it):
// null 0x00, a0 0x10, acc0/acc1 0x20/0x21, mme0..7 0x22..0x29, f0/f1
// 0x30/0x31, ce 0x40, msg 0x50, sp 0x60, sr0 0x70, cr0 0x80, n0 0x90, ip 0xA0,
// tdr0 0xB0, tm0 0xC0, fc 0xD0, dbg0 0xF0 (IGA's Models.cpp; iga64).
//
//===----------------------------------------------------------------------===//

class IGReg<string n, int enc> : Register<n> {
  let Namespace = "IntelGPU";
  let HWEncoding{7-0} = enc;
}

foreach i = 0...127 in
  def R#i : IGReg<"r" # i, i>;

def NULLREG : IGReg<"null", 0x00>;
def A0   : IGReg<"a0", 0x10>;
def ACC0 : IGReg<"acc0", 0x20>;
def ACC1 : IGReg<"acc1", 0x21>;
foreach i = 0...7 in
  def MME#i : IGReg<"mme" # i, !add(0x22, i)>;
def F0   : IGReg<"f0", 0x30>;
def F1   : IGReg<"f1", 0x31>;
def CE   : IGReg<"ce", 0x40>;
def MSG  : IGReg<"msg", 0x50>;
def SP   : IGReg<"sp", 0x60>;
def SR0  : IGReg<"sr0", 0x70>;
def CR0  : IGReg<"cr0", 0x80>;
def N0   : IGReg<"n0", 0x90>;
def IP   : IGReg<"ip", 0xA0>;
def TDR0 : IGReg<"tdr0", 0xB0>;
def TM0  : IGReg<"tm0", 0xC0>;
def FC   : IGReg<"fc", 0xD0>;
def DBG0 : IGReg<"dbg0", 0xF0>;

// A GRF register is 32 bytes; classes carry the widest element type.
def GRF : RegisterClass<"IntelGPU", [v8i32, v8f32], 256, (sequence "R%u", 0, 127)>;
def FLAG : RegisterClass<"IntelGPU", [i32], 32, (add F0, F1)>;
def ADDR : RegisterClass<"IntelGPU", [i16], 16, (add A0)>;
def ACC : RegisterClass<"IntelGPU", [v8i32, v8f32], 256,
                       (add ACC0, ACC1, (sequence "MME%u", 0, 7))>;
def ARF : RegisterClass<"IntelGPU", [i32], 32,
    (add NULLREG, A0, ACC0, ACC1, (sequence "MME%u", 0, 7), F0, F1, CE, MSG, SP,
         SR0, CR0, N0, IP, TDR0, TM0, FC, DBG0)>;
