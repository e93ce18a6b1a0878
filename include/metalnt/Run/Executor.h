//===- Executor.h - Running Metal compute functions -------------*- C++ -*-===//
//
// metal-run's library. A Kernel is one compute function's AIR module,
// specialized; a Dispatch is Metal's dispatchThreads: a grid of threads cut
// into threadgroups (the last one in each dimension may be partial), with
// the buffers bound to [[buffer(i)]] and the sizes of [[threadgroup(i)]]
// memory. An Executor runs a Kernel over a Dispatch: "host" compiles the AIR
// for this machine and is the reference; the GPU simulators of our code
// generators plug in behind the same interface.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_RUN_EXECUTOR_H
#define METALNT_RUN_EXECUTOR_H

#include "metalnt/AIR/Specialize.h"
#include "metalnt/GPUArch/GPUArch.h"
#include "metalnt/Lowering/Lowering.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace metalnt {
namespace run {

using Dim3 = std::array<uint32_t, 3>;

/// One compute function and the module holding it, specialized.
struct Kernel {
  std::unique_ptr<llvm::LLVMContext> Context;
  std::unique_ptr<llvm::Module> Module;
  std::string Name;
  std::string Source; ///< the file it came from, for messages

  Kernel();
  Kernel(Kernel &&);
  Kernel &operator=(Kernel &&);
  ~Kernel();
};

/// Reads the compute function Name from a MetalLib, .air or .ll file (its
/// imports from dynamic libraries linked in, found next to the library or
/// in SearchPaths) and specializes its function constants.
llvm::Expected<Kernel>
loadKernel(llvm::StringRef Path, llvm::StringRef Name,
           const std::vector<air::ConstantValue> &Constants,
           const std::vector<std::string> &SearchPaths = {});

/// What a script (-N: a Metal pipelines script or an AIR pipeline/function
/// script) says of the function Name: the library holding it, its name
/// there, and the function constants the script gives it. Name may be the
/// function's own name or the name a specialization gives it. The script's
/// predicates are evaluated for no GPU family.
struct ScriptedFunction {
  std::string Library;
  std::string Function;
  std::vector<air::ConstantValue> Constants;
};
llvm::Expected<ScriptedFunction>
resolveScriptedFunction(llvm::StringRef ScriptPath, llvm::StringRef Input,
                        llvm::StringRef Name,
                        const std::vector<std::string> &SearchPaths);

/// What each kernel argument is, from its AIR metadata: what a user must
/// bind (buffers, threadgroup memory) and the builtins the executor supplies.
using ArgumentInfo = lower::KernelArg;
llvm::Expected<std::vector<ArgumentInfo>> describeArguments(const Kernel &K);

struct Dispatch {
  Dim3 Grid{1, 1, 1};        ///< threads in each dimension
  Dim3 Threadgroup{1, 1, 1}; ///< threads per (full) threadgroup
  /// Contents of [[buffer(i)]], read and written in place.
  std::map<unsigned, std::vector<uint8_t>> Buffers;
  /// Bytes of [[threadgroup(i)]] memory.
  std::map<unsigned, uint64_t> ThreadgroupMemory;
  /// Threadgroups run on this many OS threads (0: one per core).
  unsigned Workers = 0;
};

/// Statistics of one run, for benchmarks and reports.
struct RunStats {
  uint64_t Threads = 0, Threadgroups = 0;
  bool UsedFibers = false; ///< barriers or SIMD-group functions
  double CompileSeconds = 0, DispatchSeconds = 0; ///< wall clock
  unsigned Workers = 0;
  /// GPU simulators: instructions executed, counted once per SIMD group
  /// and once per active lane.
  std::optional<uint64_t> Instructions, LaneInstructions;
};

class Executor {
public:
  virtual ~Executor();
  virtual llvm::StringRef getName() const = 0;
  /// Runs K over D; D's buffers hold the results. A failure (a missing
  /// buffer, an access past a buffer's end, an unsupported builtin) names
  /// the function and the argument, and leaves no partial result claimed.
  virtual llvm::Expected<RunStats> run(const Kernel &K, Dispatch &D) = 0;
};

/// The first element at which two runs' copies of a buffer differ.
struct BufferDifference {
  uint64_t Element = 0;       ///< index in elements of the buffer's type
  std::string First, Second;  ///< the two values, printed
};
/// Compares two copies of a buffer whose elements are TypeName ("float",
/// "half4", "uint", ...; anything else compares bytes): integers exactly,
/// floats within MaxULP units in the last place (NaNs equal each other).
std::optional<BufferDifference> compareBuffers(llvm::StringRef TypeName,
                                               llvm::ArrayRef<uint8_t> First,
                                               llvm::ArrayRef<uint8_t> Second,
                                               unsigned MaxULP);

/// The executor for -arch=Name ("host"), or an error listing the known ones.
llvm::Expected<std::unique_ptr<Executor>> createExecutor(llvm::StringRef Name);
std::vector<std::string> getExecutorNames();

/// The host executor: the reference meaning of AIR.
std::unique_ptr<Executor> createHostExecutor();

/// The G13 simulator running what the Apple translator makes of a kernel.
std::unique_ptr<Executor> createAppleGPUExecutor(const GPUArch &Arch);

} // namespace run
} // namespace metalnt

#endif
