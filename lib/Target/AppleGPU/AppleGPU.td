//===- AppleGPU.td - Apple GPU (G13) target description ----*- tablegen -*-===//
//
// The Apple G13 GPU (applegpu_g13p/g/s/c/d, the M1 generation). The
// instruction set is described in AppleGPUInstructions.td, generated from
// Mesa's AGX2.xml; docs/applegpu-isa.md explains the encoding scheme.
//
//===----------------------------------------------------------------------===//

include "llvm/Target/Target.td"

include "AppleGPURegisterInfo.td"
include "AppleGPUInstrFormats.td"
include "AppleGPUInstructions.td"
include "AppleGPUInstrInfo.td"
include "AppleGPUMCLowering.td"

def AppleGPUInstrInfo : InstrInfo;

// LLVM 22 wants every target to say which register class a pseudo's pointer
// operand uses; 64-bit registers hold addresses.
defm : RemapAllTargetPseudoPointerOperands<GPR64>;

//===----------------------------------------------------------------------===//
// Processors: one per applegpu_* architecture of the G13 family.
//===----------------------------------------------------------------------===//

def FeatureG13 : SubtargetFeature<"g13", "HasG13", "true",
                                  "The G13 instruction set (Apple M1 generation)">;

def : ProcessorModel<"g13p", NoSchedModel, [FeatureG13]>;
def : ProcessorModel<"g13g", NoSchedModel, [FeatureG13]>;
def : ProcessorModel<"g13s", NoSchedModel, [FeatureG13]>;
def : ProcessorModel<"g13c", NoSchedModel, [FeatureG13]>;
def : ProcessorModel<"g13d", NoSchedModel, [FeatureG13]>;

def AppleGPU : Target {
  let InstructionSet = AppleGPUInstrInfo;
}
