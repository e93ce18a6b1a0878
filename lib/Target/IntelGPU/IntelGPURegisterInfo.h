//===- IntelGPURegisterInfo.h - Gen9/Gen11 registers ------------*- C++ -*-===//

#ifndef METALNT_TARGET_INTELGPU_INTELGPUREGISTERINFO_H
#define METALNT_TARGET_INTELGPU_INTELGPUREGISTERINFO_H

#include <vector>

#define GET_REGINFO_HEADER
#include "IntelGPUGenRegisterInfo.inc"

namespace llvm {

class IntelGPURegisterInfo : public IntelGPUGenRegisterInfo {
public:
  IntelGPURegisterInfo();
  const MCPhysReg *getCalleeSavedRegs(const MachineFunction *MF) const override;
  /// What survives a call (docs/intelgpu-abi.md, "Calls"): r0-r31, the
  /// payload dwords and the frame row.
  const uint32_t *getCallPreservedMask(const MachineFunction &MF,
                                       CallingConv::ID) const override;
  /// The payload's registers, r120-r121 in a kernel with private objects
  /// (the scratch messages' header and addresses), r122-r123 (SIMD-group
  /// operations), r124-r125 (a uniform load's address), r126 (barrier and
  /// fence messages) and r127 (the EOT message's copy of r0), the address
  /// registers' GRFs (addressGRF) and the architecture registers.
  BitVector getReservedRegs(const MachineFunction &MF) const override;
  bool eliminateFrameIndex(MachineBasicBlock::iterator MI, int SPAdj,
                           unsigned FIOperandNum,
                           RegScavenger *RS = nullptr) const override;
  Register getFrameRegister(const MachineFunction &MF) const override;

  /// The payload registers of a kernel: what its parameters need.
  static unsigned payloadGRFs(const MachineFunction &MF);
  /// The kernel has private objects (frame objects other than spill
  /// slots): their messages' header lives in r120 from the prologue on.
  static bool hasPrivateObjects(const MachineFunction &MF);
  /// The first of the GRFs the scalar registers are in, r112-r119
  /// (docs/intelgpu-codegen.md, "Scalar registers").
  static constexpr unsigned ScalarGRF = 112;
  /// The kernel computes values in scalar registers: their GRFs are
  /// reserved.
  static bool hasScalarRegisters(const MachineFunction &MF);
  /// The payload area of texture messages, r100-r111 (the longest sampler
  /// message has 11 GRFs), reserved in a kernel that sends them.
  static constexpr unsigned TexturePayloadGRF = 100, TexturePayloadGRFs = 12;
  static bool hasTextureMessages(const MachineFunction &MF);
  /// The GRFs of the address registers (QGRF), shared with no other
  /// value, below r100: 8 at SIMD8, 16 at SIMD16 and 24 at SIMD32 (four,
  /// four and three address registers). Register Qn is the
  /// 2 x (SIMD width / 8) GRFs from addressGRF + n x that.
  static constexpr unsigned addressGRFs(unsigned Width) {
    return Width == 32 ? 24 : Width == 16 ? 16 : 8;
  }
  static constexpr unsigned addressGRF(unsigned Width) { return 100 - addressGRFs(Width); }

private:
  /// getCallPreservedMask's masks at SIMD8, SIMD16 and SIMD32.
  mutable std::vector<uint32_t> CallPreserved[3];
};

} // namespace llvm

#endif
