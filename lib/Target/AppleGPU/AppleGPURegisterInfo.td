//===- AppleGPURegisterInfo.td - Apple GPU registers -------*- tablegen -*-===//
//
// The register files of the G13 GPU. Every operand field numbers registers
// in 16-bit halves; HWEncoding is that half index for the 16-bit registers
// and the index of the low half for the wider ones.
//
//   r0l r0h ... r127h   GPR16   the 16-bit halves of the general registers
//   r0 ... r127         GPR32   32-bit general registers (lo16, hi16)
//   dr0 ... dr126       GPR64   64-bit pairs r(i):r(i+1), at any alignment
//   r0_r1_r2 ...        GPR96, GPR128: 3- and 4-register vectors
//   r0_..._r4 ...       GPR160, GPR192, GPR224: 5 to 7 registers, only
//                       for smpf's gradients (and their minimum)
//   u0l ... u255h       UGPR16  the 16-bit halves of the uniform registers
//   u0 ... u255         UGPR32
//   du0 ... du254       UGPR64
//   special registers   SR      read with mov (mfsr); enum "sr" of AGX2.xml
//
//===----------------------------------------------------------------------===//

class AGXReg<string n, int enc, list<Register> subregs = []>
    : RegisterWithSubRegs<n, subregs> {
  let Namespace = "AppleGPU";
  let HWEncoding{15-0} = enc;
}

let Namespace = "AppleGPU" in {
def lo16 : SubRegIndex<16, 0>;
def hi16 : SubRegIndex<16, 16>;
def sub0 : SubRegIndex<32, 0>;
def sub1 : SubRegIndex<32, 32>;
def sub2 : SubRegIndex<32, 64>;
def sub3 : SubRegIndex<32, 96>;
def sub4 : SubRegIndex<32, 128>;
def sub5 : SubRegIndex<32, 160>;
def sub6 : SubRegIndex<32, 192>;
}

// General registers.
foreach i = 0...255 in
  def RH#i : AGXReg<"r" # !srl(i, 1) # !if(!and(i, 1), "h", "l"), i>;

let SubRegIndices = [lo16, hi16], CoveredBySubRegs = 1 in
foreach i = 0...127 in
  def R#i : AGXReg<"r" # i, !mul(i, 2),
                   [!cast<Register>("RH" # !mul(i, 2)),
                    !cast<Register>("RH" # !add(!mul(i, 2), 1))]>;

// Uniform registers.
foreach i = 0...511 in
  def UH#i : AGXReg<"u" # !srl(i, 1) # !if(!and(i, 1), "h", "l"), i>;

let SubRegIndices = [lo16, hi16], CoveredBySubRegs = 1 in
foreach i = 0...255 in
  def U#i : AGXReg<"u" # i, !mul(i, 2),
                   [!cast<Register>("UH" # !mul(i, 2)),
                    !cast<Register>("UH" # !add(!mul(i, 2), 1))]>;

def GPR16 : RegisterClass<"AppleGPU", [i16, f16], 16, (sequence "RH%u", 0, 255)>;
def GPR32 : RegisterClass<"AppleGPU", [i32, f32], 32, (sequence "R%u", 0, 127)>;
def UGPR16 : RegisterClass<"AppleGPU", [i16, f16], 16, (sequence "UH%u", 0, 511)>;
def UGPR32 : RegisterClass<"AppleGPU", [i32, f32], 32, (sequence "U%u", 0, 255)>;

// Wider registers: consecutive 32-bit registers at any alignment (dr23 is
// r23:r24).
def GPR64Tuples : RegisterTuples<[sub0, sub1],
    [(sequence "R%u", 0, 126), (sequence "R%u", 1, 127)],
    !foreach(i, !range(0, 127), "dr" # i)>;
def GPR96Tuples : RegisterTuples<[sub0, sub1, sub2],
    [(sequence "R%u", 0, 125), (sequence "R%u", 1, 126),
     (sequence "R%u", 2, 127)],
    !foreach(i, !range(0, 126),
             "r" # i # "_r" # !add(i, 1) # "_r" # !add(i, 2))>;
def GPR128Tuples : RegisterTuples<[sub0, sub1, sub2, sub3],
    [(sequence "R%u", 0, 124), (sequence "R%u", 1, 125),
     (sequence "R%u", 2, 126), (sequence "R%u", 3, 127)],
    !foreach(i, !range(0, 125),
             "r" # i # "_r" # !add(i, 1) # "_r" # !add(i, 2) # "_r" # !add(i, 3))>;
// smpf's gradients with a minimum, of 3D textures, and both.
foreach N = [5, 6, 7] in
  def GPR#!mul(N, 32)#Tuples : RegisterTuples<
      !foreach(k, !range(0, N), !cast<SubRegIndex>("sub" # k)),
      !foreach(k, !range(0, N), (sequence "R%u", k, !add(k, !sub(128, N)))),
      !foreach(i, !range(0, !sub(129, N)),
               !interleave(!foreach(k, !range(0, N), "r" # !add(i, k)), "_"))>;
def UGPR64Tuples : RegisterTuples<[sub0, sub1],
    [(sequence "U%u", 0, 254), (sequence "U%u", 1, 255)],
    !foreach(i, !range(0, 255), "du" # i)>;

def GPR64 : RegisterClass<"AppleGPU", [i64, f64], 32, (add GPR64Tuples)>;
def GPR96 : RegisterClass<"AppleGPU", [v3i32, v3f32], 32, (add GPR96Tuples)>;
def GPR128 : RegisterClass<"AppleGPU", [v4i32, v4f32], 32, (add GPR128Tuples)>;
def GPR160 : RegisterClass<"AppleGPU", [v5i32], 32, (add GPR160Tuples)>;
def GPR192 : RegisterClass<"AppleGPU", [v6i32], 32, (add GPR192Tuples)>;
def GPR224 : RegisterClass<"AppleGPU", [v7i32], 32, (add GPR224Tuples)>;
def UGPR64 : RegisterClass<"AppleGPU", [i64, f64], 32, (add UGPR64Tuples)>;

// What a call preserves (docs/applegpu-abi.md, "Calls"): r0 (the execution
// mask's nesting counter), the frame base r2 and its scratch r3, and the
// uniform registers, which code only reads. Every other general register
// is the caller's to save.
def CSR_AppleGPU_Call : CalleeSavedRegs<(add R0, R2, R3, (sequence "U%u", 0, 255))>;
