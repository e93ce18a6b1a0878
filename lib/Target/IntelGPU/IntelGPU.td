//===- IntelGPU.td - Intel GPU (Gen9, Gen11) target ---------*- tablegen -*-===//
//
// Intel's Gen9 (Skylake, Kaby Lake: intelgpu_skl_*, intelgpu_kbl_*) and
// Gen11 (Ice Lake: intelgpu_icl_*) native instruction sets.
// docs/intelgpu-isa.md describes the encoding, the syntax (IGA's) and the
// sources.
//
//===----------------------------------------------------------------------===//

include "llvm/Target/Target.td"

include "IntelGPURegisterInfo.td"
include "IntelGPUInstrFormats.td"
include "IntelGPUInstrInfo.td"
include "IntelGPUCodeGen.td"

def IntelGPUInstrInfo : InstrInfo;
defm : RemapAllTargetPseudoPointerOperands<GRF>;

def FeatureGen9 : SubtargetFeature<"gen9", "IsGen9", "true",
    "Gen9: Align16 three-source instructions, dp2/dp3/dp4/dph/line/lrp/pln/sad2/sada2">;
def FeatureGen11 : SubtargetFeature<"gen11", "IsGen11", "true",
    "Gen11: Align1 three-source instructions, ror/rol, binary movi, new type codes">;

// The generation names, and one processor per intelgpu_* architecture.
foreach cpu = ["skl", "skl_gt2r6", "skl_gt2r7", "skl_gt3r10",
               "kbl", "kbl_gt2r0", "kbl_gt2r2", "kbl_gt2r4", "kbl_gt3r1",
               "kbl_gt3r6"] in
  def : ProcessorModel<cpu, NoSchedModel, [FeatureGen9]>;
foreach cpu = ["icl", "icl_1x6x8r7", "icl_1x8x8r7"] in
  def : ProcessorModel<cpu, NoSchedModel, [FeatureGen11]>;

def IntelGPU : Target {
  let InstructionSet = IntelGPUInstrInfo;
}
