//===- OpenCLToAIR.cpp - A spir64 OpenCL module as AIR --------------------===//
//
// What clang compiled from OpenCL C becomes a module as a Metal library
// holds it (docs/opencl.md):
//
// - every helper function is inlined (OpenCL C has no recursion and AIR
//   translators take kernels whole) and OpenCL's builtins are mapped
//   (OpenCLBuiltins.cpp);
// - each kernel gets Metal's signature: argument n is [[buffer(n)]] (global
//   and constant pointers as they are; scalars, vectors and structures by
//   value in a constant buffer, as Metal passes `constant T &`) or, for a
//   local pointer, [[threadgroup(n)]]; then the builtin arguments its
//   work-item functions need (thread_position_in_grid, ...);
// - !air.kernel, !air.version, !air.language_version and
//   !air.compile_options describe the module; the triple and data layout
//   are AIR's.
//
//===----------------------------------------------------------------------===//

#include "OpenCLInternal.h"
#include "metalnt/AIR/AIRModule.h"
#include "metalnt/Frontend/OpenCL.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace metalnt;
using namespace metalnt::opencl;
using namespace metalnt::opencl::detail;

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// AIR's data layout (Apple's compiler writes it into every module).
static const char *AIRDataLayout =
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-"
    "f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-"
    "v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-"
    "n8:16:32";

namespace {

/// The builtin arguments the work-item functions read, in the order they
/// are appended to a kernel's parameters.
enum class WorkItemArg {
  GlobalID,     ///< thread_position_in_grid (uint3)
  LocalID,      ///< thread_position_in_threadgroup (uint3)
  GroupID,      ///< threadgroup_position_in_grid (uint3)
  GlobalSize,   ///< threads_per_grid (uint3)
  LocalSize,    ///< threads_per_threadgroup (uint3)
  NumGroups,    ///< threadgroups_per_grid (uint3)
  LocalIndex,   ///< thread_index_in_threadgroup (uint)
};
constexpr unsigned NumWorkItemArgs = 7;

struct WorkItemArgInfo {
  const char *Attribute;
  const char *TypeName;
  bool Vector;
};
const WorkItemArgInfo WorkItemArgs[NumWorkItemArgs] = {
    {"air.thread_position_in_grid", "uint3", true},
    {"air.thread_position_in_threadgroup", "uint3", true},
    {"air.threadgroup_position_in_grid", "uint3", true},
    {"air.threads_per_grid", "uint3", true},
    {"air.threads_per_threadgroup", "uint3", true},
    {"air.threadgroups_per_grid", "uint3", true},
    {"air.thread_index_in_threadgroup", "uint", false},
};

/// The builtin arguments a work-item function reads.
SmallVector<WorkItemArg, 2> argsOf(StringRef Base) {
  return StringSwitch<SmallVector<WorkItemArg, 2>>(Base)
      .Case("get_global_id", {WorkItemArg::GlobalID})
      .Case("get_local_id", {WorkItemArg::LocalID})
      .Case("get_group_id", {WorkItemArg::GroupID})
      .Case("get_global_size", {WorkItemArg::GlobalSize})
      .Case("get_work_dim", {WorkItemArg::GlobalSize})
      .Cases({"get_local_size", "get_enqueued_local_size"}, {WorkItemArg::LocalSize})
      .Case("get_num_groups", {WorkItemArg::NumGroups})
      .Case("get_global_linear_id", {WorkItemArg::GlobalID, WorkItemArg::GlobalSize})
      .Case("get_local_linear_id", {WorkItemArg::LocalIndex})
      .Default({});
}

/// OpenCL's per-argument kernel metadata (kernel_arg_*), as clang writes it.
struct ArgInfo {
  unsigned AddressSpace = 0;
  std::string TypeName, Qualifiers, Name;
};

std::vector<ArgInfo> readArgInfo(Function &K) {
  std::vector<ArgInfo> Info(K.arg_size());
  auto Strings = [&](StringRef Kind, auto Set) {
    if (MDNode *N = K.getMetadata(Kind))
      for (unsigned I = 0; I < N->getNumOperands() && I < Info.size(); ++I)
        if (auto *S = dyn_cast_or_null<MDString>(N->getOperand(I)))
          Set(Info[I], S->getString());
  };
  Strings("kernel_arg_type", [](ArgInfo &A, StringRef S) { A.TypeName = S.str(); });
  Strings("kernel_arg_type_qual", [](ArgInfo &A, StringRef S) { A.Qualifiers = S.str(); });
  Strings("kernel_arg_name", [](ArgInfo &A, StringRef S) { A.Name = S.str(); });
  if (MDNode *N = K.getMetadata("kernel_arg_addr_space"))
    for (unsigned I = 0; I < N->getNumOperands() && I < Info.size(); ++I)
      if (auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(I)))
        Info[I].AddressSpace = unsigned(C->getZExtValue());
  return Info;
}

class KernelConverter {
public:
  KernelConverter(Function &K)
      : Old(K), Kernel(K.getName().str()), M(*K.getParent()), Ctx(K.getContext()) {}
  /// The new kernel and its !air.kernel entry.
  Expected<MDNode *> convert();

private:
  Function &Old;
  /// The kernel's name in messages (Old is renamed when it is replaced).
  std::string Kernel;
  Module &M;
  LLVMContext &Ctx;

  MDNode *node(ArrayRef<Metadata *> Ops) { return MDNode::get(Ctx, Ops); }
  Metadata *str(StringRef S) { return MDString::get(Ctx, S); }
  Metadata *i32(uint64_t V) {
    return ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), V));
  }
  /// The image functions called on \p Image, as AIR texture functions of
  /// \p Texture.
  Error lowerImageCalls(Argument &Image, Value *Texture);
};

} // namespace

/// read_image{f,i,ui}(image, int2), write_image{f,i,ui}(image, int2, value)
/// and get_image_width/height (OpenCL C 1.2, 6.12.14) on an image2d_t, as
/// AIR's read_texture_2d, write_texture_2d and get_width/height_texture_2d
/// at mip level 0. Reads with a sampler are not supported yet.
Error KernelConverter::lowerImageCalls(Argument &Image, Value *Texture) {
  Type *I32 = Type::getInt32Ty(Ctx);
  for (User *U : make_early_inc_range(Image.users())) {
    auto *Call = dyn_cast<CallInst>(U);
    Function *Callee = Call ? Call->getCalledFunction() : nullptr;
    std::optional<MangledName> N = Callee ? demangle(Callee->getName()) : std::nullopt;
    if (!N || Call->getArgOperand(0) != &Image)
      return fail("kernel '" + Kernel + "': image argument '" + Image.getName() +
                  "' is used other than as an image function's first operand");
    StringRef Base = N->Base;
    IRBuilder<> B(Call);
    Value *V = nullptr;
    // The element suffix: f (float), i (int, .s), ui (uint, .u).
    auto Typed = [&](StringRef Op, StringRef Kind, Type *Elt) {
      std::string Name = ("air." + Op + "_texture_2d").str();
      if (Kind == "i")
        Name += ".s";
      else if (Kind == "ui")
        Name += ".u";
      return Name + ".v4" + (Elt->isFloatTy() ? "f32" : "i32");
    };
    if (Base.consume_front("read_image")) {
      if (Call->arg_size() != 2 || !Call->getArgOperand(1)->getType()->isVectorTy() ||
          !Call->getArgOperand(1)->getType()->isIntOrIntVectorTy())
        return fail("kernel '" + Kernel + "': " + Callee->getName() +
                    ": reading an image through a sampler is not supported yet");
      Type *Ret = Call->getType();
      StructType *RT = StructType::get(Ret, Type::getInt8Ty(Ctx));
      FunctionCallee F = M.getOrInsertFunction(
          Typed("read", Base, Ret->getScalarType()),
          FunctionType::get(RT, {Texture->getType(), Call->getArgOperand(1)->getType(), I32, I32},
                            false));
      V = B.CreateExtractValue(
          B.CreateCall(F, {Texture, Call->getArgOperand(1), B.getInt32(0), B.getInt32(1)}), 0);
    } else if (Base.consume_front("write_image")) {
      Value *Val = Call->getArgOperand(2);
      if (!Call->getArgOperand(1)->getType()->isIntOrIntVectorTy())
        return fail("kernel '" + Kernel + "': " + Callee->getName() +
                    ": not supported");
      FunctionCallee F = M.getOrInsertFunction(
          Typed("write", Base, Val->getType()->getScalarType()),
          FunctionType::get(Type::getVoidTy(Ctx),
                            {Texture->getType(), Call->getArgOperand(1)->getType(),
                             Val->getType(), I32, I32},
                            false));
      B.CreateCall(F, {Texture, Call->getArgOperand(1), Val, B.getInt32(0), B.getInt32(2)});
    } else if (Base == "get_image_width" || Base == "get_image_height") {
      FunctionCallee F = M.getOrInsertFunction(
          Base == "get_image_width" ? "air.get_width_texture_2d" : "air.get_height_texture_2d",
          FunctionType::get(I32, {Texture->getType(), I32}, false));
      V = B.CreateCall(F, {Texture, B.getInt32(0)});
    } else {
      return fail("kernel '" + Kernel + "': OpenCL image function '" + N->Base +
                  "' is not supported yet");
    }
    if (V)
      Call->replaceAllUsesWith(V);
    Call->eraseFromParent();
  }
  return Error::success();
}

Expected<MDNode *> KernelConverter::convert() {
  std::vector<ArgInfo> Info = readArgInfo(Old);
  const DataLayout &DL = M.getDataLayout();
  Type *ConstantPtr = PointerType::get(Ctx, 2);
  SmallVector<Type *, 16> Params;
  SmallVector<Metadata *, 16> ArgMD;
  enum class Pass { Direct, ByValue, ByVal, Image };
  SmallVector<Pass, 16> How;
  for (Argument &A : Old.args()) {
    unsigned I = A.getArgNo();
    const ArgInfo &AI = Info[I];
    std::string Name = AI.Name.empty() ? "arg" + std::to_string(I) : AI.Name;
    // Argument n is binding n, and a Metal function's argument tables
    // hold 31 buffers (Metal feature set tables).
    if (I > 30)
      return fail("kernel '" + Kernel + "' takes " + Twine(Old.arg_size()) +
                  " arguments; argument " + Twine(I) + " ('" + Name +
                  "') would be buffer(" + Twine(I) + "), past the 31 (0 to 30) "
                  "a Metal function binds");
    StringRef TypeName = AI.TypeName;
    TypeName.consume_back("*");
    Type *T = A.getType();
    if (auto *TT = dyn_cast<TargetExtType>(T)) {
      // image2d_t (SPIR-V's Image: dimension 2D, not arrayed, not
      // multisampled, not depth): [[texture(n)]], a texture2d.
      bool Image2D = TT->getName() == "spirv.Image" && TT->getNumIntParameters() >= 7 &&
                     TT->getIntParameter(0) == 1 && TT->getIntParameter(1) == 0 &&
                     TT->getIntParameter(2) == 0 && TT->getIntParameter(3) == 0;
      if (!Image2D)
        return fail("kernel '" + Kernel + "' argument " + Twine(I) + " ('" +
                    Name + "', " + AI.TypeName +
                    "): of the OpenCL images only image2d_t is supported; "
                    "samplers and other opaque types are not supported yet");
      unsigned Access = TT->getIntParameter(6); // 0 read, 1 write, 2 both
      const char *AccessName[] = {"air.read", "air.write", "air.read_write"};
      const char *Short[] = {"read", "write", "read_write"};
      Params.push_back(PointerType::get(Ctx, 1));
      How.push_back(Pass::Image);
      ArgMD.push_back(node({i32(I), str("air.texture"), str("air.location_index"), i32(I),
                            i32(1), str(AccessName[Access % 3]), str("air.arg_type_name"),
                            str(std::string("texture2d<float, ") + Short[Access % 3] + ">"),
                            str("air.arg_name"), str(Name)}));
      continue;
    }
    auto *PT = dyn_cast<PointerType>(T);
    if (PT && PT->getAddressSpace() != 0) {
      // A global, constant or local pointer: [[buffer(n)]] or
      // [[threadgroup(n)]] as it is.
      unsigned AS = PT->getAddressSpace();
      bool ReadOnly = AS == 2 || StringRef(AI.Qualifiers).contains("const");
      Params.push_back(T);
      How.push_back(Pass::Direct);
      ArgMD.push_back(node({i32(I), str("air.buffer"), str("air.location_index"), i32(I),
                            i32(1), str(ReadOnly ? "air.read" : "air.read_write"),
                            str("air.address_space"), i32(AS), str("air.arg_type_name"),
                            str(TypeName), str("air.arg_name"), str(Name)}));
      continue;
    }
    // By value: a scalar, a vector, or a structure clang passes byval.
    Type *ValueTy = T;
    Pass P = Pass::ByValue;
    if (PT) {
      ValueTy = Old.getParamByValType(I);
      if (!ValueTy)
        return fail("kernel '" + Kernel + "' argument " + Twine(I) + " ('" +
                    Name + "'): a private pointer cannot be a kernel argument");
      P = Pass::ByVal;
    }
    Params.push_back(ConstantPtr);
    How.push_back(P);
    ArgMD.push_back(node({i32(I), str("air.buffer"), str("air.location_index"), i32(I),
                          i32(1), str("air.read"), str("air.address_space"), i32(2),
                          str("air.arg_type_size"), i32(DL.getTypeAllocSize(ValueTy)),
                          str("air.arg_type_align_size"), i32(DL.getABITypeAlign(ValueTy).value()),
                          str("air.arg_type_name"), str(AI.TypeName), str("air.arg_name"),
                          str(Name)}));
  }

  // __attribute__((reqd_work_group_size(x, y, z))): the local size is a
  // constant (OpenCL fails enqueues of any other size; Metal has no such
  // check, docs/opencl.md).
  Constant *RequiredSize = nullptr;
  if (MDNode *R = Old.getMetadata("reqd_work_group_size"); R && R->getNumOperands() == 3) {
    SmallVector<Constant *, 3> Sizes;
    for (const MDOperand &Op : R->operands())
      if (auto *C = mdconst::dyn_extract_or_null<ConstantInt>(Op))
        Sizes.push_back(ConstantInt::get(Type::getInt32Ty(Ctx), C->getZExtValue()));
    if (Sizes.size() == 3)
      RequiredSize = ConstantVector::get(Sizes);
  }
  auto IsLocalSize = [](StringRef Base) {
    return Base == "get_local_size" || Base == "get_enqueued_local_size";
  };

  // The work-item calls in the kernel (every helper is inlined by now).
  SmallVector<std::pair<CallInst *, std::string>, 16> WorkItemCalls;
  bool Needed[NumWorkItemArgs] = {};
  for (Instruction &I : instructions(Old))
    if (auto *Call = dyn_cast<CallInst>(&I))
      if (Function *Callee = Call->getCalledFunction())
        if (std::optional<MangledName> N = demangle(Callee->getName()))
          if (isWorkItemFunction(N->Base)) {
            if (!(RequiredSize && IsLocalSize(N->Base)))
              for (WorkItemArg W : argsOf(N->Base))
                Needed[unsigned(W)] = true;
            WorkItemCalls.push_back({Call, N->Base});
          }
  unsigned ArgIndex[NumWorkItemArgs];
  Type *I32 = Type::getInt32Ty(Ctx);
  for (unsigned W = 0; W != NumWorkItemArgs; ++W) {
    if (!Needed[W])
      continue;
    ArgIndex[W] = Params.size();
    const WorkItemArgInfo &WI = WorkItemArgs[W];
    Params.push_back(WI.Vector ? (Type *)FixedVectorType::get(I32, 3) : I32);
    ArgMD.push_back(node({i32(ArgIndex[W]), str(WI.Attribute), str("air.arg_type_name"),
                          str(WI.TypeName), str("air.arg_name"),
                          str(std::string("__") + (WI.Attribute + 4))}));
  }

  // The new function takes the old one's name and body.
  std::string Name = Old.getName().str();
  Old.setName(Name + ".opencl");
  Function *New = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Params, false),
                                   GlobalValue::ExternalLinkage, Name, &M);
  New->setAttributes(AttributeList::get(Ctx, Old.getAttributes().getFnAttrs(), {}, {}));
  New->removeFnAttr("uniform-work-group-size");
  New->splice(New->begin(), &Old);
  IRBuilder<> B(&*New->getEntryBlock().getFirstInsertionPt());
  for (Argument &A : Old.args()) {
    unsigned I = A.getArgNo();
    Argument *NA = New->getArg(I);
    NA->setName(A.getName());
    switch (How[I]) {
    case Pass::Image:
      if (Error E = lowerImageCalls(A, NA))
        return std::move(E);
      break;
    case Pass::Direct:
      A.replaceAllUsesWith(NA);
      break;
    case Pass::ByValue:
      A.replaceAllUsesWith(B.CreateAlignedLoad(A.getType(), NA, DL.getABITypeAlign(A.getType())));
      break;
    case Pass::ByVal: {
      // A private copy, as byval gives the callee: the kernel may write it.
      Type *VT = Old.getParamByValType(I);
      AllocaInst *Copy = B.CreateAlloca(VT);
      Copy->setAlignment(DL.getABITypeAlign(VT));
      B.CreateMemCpy(Copy, Copy->getAlign(), NA, DL.getABITypeAlign(VT),
                     DL.getTypeAllocSize(VT));
      A.replaceAllUsesWith(Copy);
      break;
    }
    }
  }
  auto Builtin = [&](WorkItemArg W) { return New->getArg(ArgIndex[unsigned(W)]); };
  for (auto &WorkItemCall : WorkItemCalls) {
    CallInst *Call = WorkItemCall.first;
    StringRef Base = WorkItemCall.second;
    B.SetInsertPoint(Call);
    Type *SizeT = Call->getType();
    // Element d of a uint3 builtin as size_t; out-of-range dimensions give
    // Default (0 for IDs, 1 for sizes), as OpenCL specifies.
    auto Dim = [&](Value *Vector, uint64_t Default) -> Value * {
      Value *D = Call->getArgOperand(0);
      Value *InRange = B.CreateICmpULT(D, ConstantInt::get(D->getType(), 3));
      Value *Index = B.CreateSelect(InRange, D, ConstantInt::get(D->getType(), 0));
      Value *E = B.CreateZExt(B.CreateExtractElement(Vector, Index), SizeT);
      return B.CreateSelect(InRange, E, ConstantInt::get(SizeT, Default));
    };
    auto Elt = [&](WorkItemArg W, unsigned D) {
      return B.CreateZExt(B.CreateExtractElement(Builtin(W), D), SizeT);
    };
    Value *V = nullptr;
    if (Base == "get_global_id")
      V = Dim(Builtin(WorkItemArg::GlobalID), 0);
    else if (Base == "get_local_id")
      V = Dim(Builtin(WorkItemArg::LocalID), 0);
    else if (Base == "get_group_id")
      V = Dim(Builtin(WorkItemArg::GroupID), 0);
    else if (Base == "get_global_size")
      V = Dim(Builtin(WorkItemArg::GlobalSize), 1);
    else if (IsLocalSize(Base))
      V = Dim(RequiredSize ? (Value *)RequiredSize : Builtin(WorkItemArg::LocalSize), 1);
    else if (Base == "get_num_groups")
      V = Dim(Builtin(WorkItemArg::NumGroups), 1);
    else if (Base == "get_global_offset")
      V = ConstantInt::get(SizeT, 0); // Metal dispatches have no offset
    else if (Base == "get_work_dim") {
      // Metal does not record the dimensions of a dispatch: the highest
      // dimension with more than one thread (docs/opencl.md).
      Value *Size = Builtin(WorkItemArg::GlobalSize);
      Value *Y = B.CreateICmpUGT(B.CreateExtractElement(Size, 1), B.getInt32(1));
      Value *Z = B.CreateICmpUGT(B.CreateExtractElement(Size, 2), B.getInt32(1));
      V = B.CreateSelect(Z, B.getInt32(3), B.CreateSelect(Y, B.getInt32(2), B.getInt32(1)));
      V = B.CreateZExtOrTrunc(V, SizeT);
    } else if (Base == "get_global_linear_id") {
      Value *X = Elt(WorkItemArg::GlobalID, 0), *Y = Elt(WorkItemArg::GlobalID, 1),
            *Z = Elt(WorkItemArg::GlobalID, 2);
      Value *SX = Elt(WorkItemArg::GlobalSize, 0), *SY = Elt(WorkItemArg::GlobalSize, 1);
      V = B.CreateAdd(B.CreateMul(B.CreateAdd(B.CreateMul(Z, SY), Y), SX), X);
    } else if (Base == "get_local_linear_id") {
      V = B.CreateZExt(Builtin(WorkItemArg::LocalIndex), SizeT);
    }
    Call->replaceAllUsesWith(V);
    Call->eraseFromParent();
  }
  Old.eraseFromParent();
  return node({ValueAsMetadata::get(New), node({}), node(ArgMD)});
}

/// Event values (target("spirv.Event")) carry nothing once the copies and
/// waits are lowered: their stores, allocas and lifetime markers go.
static Error removeEvents(Module &M) {
  for (Function &F : M) {
    SmallVector<Instruction *, 8> Dead;
    for (Instruction &I : instructions(F)) {
      if (auto *S = dyn_cast<StoreInst>(&I))
        if (isa<TargetExtType>(S->getValueOperand()->getType()))
          Dead.push_back(S);
      if (auto *L = dyn_cast<LoadInst>(&I))
        if (isa<TargetExtType>(L->getType()) && L->use_empty())
          Dead.push_back(L);
    }
    for (Instruction *I : Dead)
      I->eraseFromParent();
    SmallVector<AllocaInst *, 4> Allocas;
    for (Instruction &I : instructions(F))
      if (auto *A = dyn_cast<AllocaInst>(&I))
        if (isa<TargetExtType>(A->getAllocatedType()) ||
            (isa<ArrayType>(A->getAllocatedType()) &&
             isa<TargetExtType>(A->getAllocatedType()->getArrayElementType())))
          Allocas.push_back(A);
    for (AllocaInst *A : Allocas) {
      for (User *U : make_early_inc_range(A->users()))
        if (auto *II = dyn_cast<IntrinsicInst>(U); II && II->isLifetimeStartOrEnd())
          II->eraseFromParent();
      if (!A->use_empty())
        return fail("in '" + F.getName() + "': OpenCL events are used other than "
                    "by asynchronous copies and wait_group_events");
      A->eraseFromParent();
    }
  }
  return Error::success();
}

Error opencl::convertToAIR(Module &M, const CompileOptions &Opts) {
  if (!M.getTargetTriple().isSPIR())
    return fail("not a spir module (triple '" + M.getTargetTriple().str() + "')");
  LLVMContext &Ctx = M.getContext();

  // Inline every helper into the kernels. clang 22 also emits each kernel's
  // body as a callable __clang_ocl_kern_imp_<name>, which goes with the
  // other helpers.
  std::vector<Function *> Kernels;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    if (F.getCallingConv() == CallingConv::SPIR_KERNEL) {
      Kernels.push_back(&F);
      continue;
    }
    F.setLinkage(GlobalValue::InternalLinkage);
    F.removeFnAttr(Attribute::NoInline);
    F.removeFnAttr(Attribute::OptimizeNone);
    F.addFnAttr(Attribute::AlwaysInline);
  }
  if (Error E = air::runPasses(M, [](PassBuilder &) -> Expected<ModulePassManager> {
        ModulePassManager MPM;
        MPM.addPass(AlwaysInlinerPass());
        return std::move(MPM);
      }))
    return E;
  air::removeDeadInternals(M);
  for (Function &F : M)
    if (!F.isDeclaration() && F.getCallingConv() != CallingConv::SPIR_KERNEL)
      return fail("function '" + F.getName() +
                  "' could not be inlined into its callers (OpenCL C does "
                  "not allow recursion)");

  if (Error E = lowerBuiltins(M, Opts.FastMath))
    return E;

  SmallVector<Metadata *, 8> Entries;
  for (Function *K : Kernels) {
    KernelConverter C(*K);
    Expected<MDNode *> Entry = C.convert();
    if (!Entry)
      return Entry.takeError();
    Entries.push_back(*Entry);
  }
  if (Error E = removeEvents(M))
    return E;
  for (Function &F : make_early_inc_range(M)) {
    if (!F.isDeclaration() || F.isIntrinsic())
      continue;
    StringRef Name = F.getName();
    if (F.use_empty()) {
      F.eraseFromParent();
      continue;
    }
    if (Name.starts_with("air.") || air::isRuntimeLibraryName(Name))
      continue;
    // What is left is a C function OpenCL declares (printf) or one the
    // program declares without defining it.
    std::string Caller;
    for (User *U : F.users())
      if (auto *I = dyn_cast<Instruction>(U))
        Caller = I->getFunction()->getName().str();
    if (Name == "printf")
      return fail("in '" + Caller + "': printf has no AIR counterpart");
    return fail("in '" + Caller + "': '" + Name +
                "' is declared but not defined (OpenCL C programs are "
                "whole: no external functions)");
  }
  // Plain C calling convention; OpenCL's metadata goes.
  for (Function &F : M) {
    F.setCallingConv(CallingConv::C);
    for (const char *Kind : {"kernel_arg_addr_space", "kernel_arg_access_qual",
                             "kernel_arg_type", "kernel_arg_base_type",
                             "kernel_arg_type_qual", "kernel_arg_name"})
      F.setMetadata(Kind, nullptr);
    for (Instruction &I : instructions(F))
      if (auto *Call = dyn_cast<CallInst>(&I))
        Call->setCallingConv(CallingConv::C);
  }
  for (const char *Name : {"opencl.ocl.version", "opencl.spir.version",
                           "opencl.used.extensions", "opencl.used.optional.core.features",
                           "opencl.compiler.options"})
    if (NamedMDNode *N = M.getNamedMetadata(Name))
      M.eraseNamedMetadata(N);

  M.setTargetTriple(Triple(Opts.Target.Triple));
  M.setDataLayout(AIRDataLayout);
  auto I32 = [&](uint64_t V) {
    return ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), V));
  };
  M.getOrInsertNamedMetadata("air.kernel")->clearOperands();
  for (Metadata *E : Entries)
    M.getOrInsertNamedMetadata("air.kernel")->addOperand(cast<MDNode>(E));
  M.getOrInsertNamedMetadata("air.version")
      ->addOperand(MDNode::get(Ctx, {I32(Opts.Target.AIRMajor), I32(Opts.Target.AIRMinor), I32(0)}));
  M.getOrInsertNamedMetadata("air.language_version")
      ->addOperand(MDNode::get(Ctx, {MDString::get(Ctx, "OpenCL C"), I32(1), I32(2), I32(0)}));
  NamedMDNode *Options = M.getOrInsertNamedMetadata("air.compile_options");
  Options->addOperand(MDNode::get(Ctx, {MDString::get(Ctx, "air.compile.denorms_disable")}));
  if (Opts.FastMath)
    Options->addOperand(MDNode::get(Ctx, {MDString::get(Ctx, "air.compile.fast_math_enable")}));

  // Clean up what the ABI and the builtins left (loads of by-value
  // arguments, copies of structures, range checks of constant dimensions).
  if (Error E = air::runPasses(M, [](PassBuilder &PB) -> Expected<ModulePassManager> {
        return PB.buildPerModuleDefaultPipeline(OptimizationLevel::O2);
      }))
    return E;
  std::string Message;
  raw_string_ostream OS(Message);
  if (verifyModule(M, &OS))
    return fail("the converted module is not valid IR: " + Message);
  return Error::success();
}
