//===- Plan.h - What metal-nt translates ------------------------*- C++ -*-===//
//
// The functions one metal-nt run translates, each with its source, the name
// it gets and the function constant values it is specialized with: from a
// resolved script, or from the input MetalLib alone.
//
//===----------------------------------------------------------------------===//

#ifndef METALNT_DRIVER_PLAN_H
#define METALNT_DRIVER_PLAN_H

#include "metalnt/AIR/Specialize.h"
#include "metalnt/MetalLib/LibraryCache.h"
#include "metalnt/MetalLib/MetalLib.h"
#include "metalnt/MetalScript/PipelinesScript.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace metalnt {

struct PlannedFunction {
  std::string LibraryPath; ///< the MetalLib holding the function
  std::string Function;    ///< its name there
  std::string OutputName;  ///< its name after specialization
  uint8_t Type = 0;        ///< MetalLib function type
  std::vector<air::ConstantValue> Constants;
  /// A vertex or fragment function of a render pipeline: the first such
  /// pipeline's state (one variant per function is translated).
  std::optional<script::ResolvedRenderState> Render;
  /// The tile function of a tile render pipeline: where the script names
  /// it ("pipelines.tile_render_pipelines[i].tile_function"); else empty.
  std::string TileWhere;

  bool operator<(const PlannedFunction &O) const;
};

/// The functions of a resolved script: every function of an enabled
/// pipeline (a specialized library's function with its constants), or the
/// function of an AIR function script. Duplicates are planned once.
std::vector<PlannedFunction>
planFromScript(const script::ResolvedPipelinesScript &R);

/// Every qualified function of an executable MetalLib (every function of a
/// dynamic one).
std::vector<PlannedFunction> planFromLibrary(const metallib::Library &Lib,
                                             llvm::StringRef Path);

/// The specialize stage: each planned function's module, specialized and
/// renamed, in an executable MetalLib (what -stop-after=specialize writes).
/// Functions a module imports from the dynamic libraries its MetalLib links
/// (HDYN DYNL) are linked in first: each install name is looked for among
/// the MetalLibs next to the importing library (@loader_path) and in the
/// SearchPaths, by the install name their own HDYN records.
llvm::Expected<metallib::Library>
specializePlan(const std::vector<PlannedFunction> &Plan,
               metallib::LibraryCache &Cache,
               const std::vector<std::string> &SearchPaths = {});

} // namespace metalnt

#endif
