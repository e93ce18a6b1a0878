; A dynamic library's function with a threadgroup variable of its own.
target triple = "air64-apple-macosx14.0.0"
@scratch = internal addrspace(3) global [4 x float] undef, align 4
define float @tgfn(float %v, i32 %i) {
  %p = getelementptr [4 x float], ptr addrspace(3) @scratch, i32 0, i32 %i
  store float %v, ptr addrspace(3) %p
  %q = getelementptr [4 x float], ptr addrspace(3) @scratch, i32 0, i32 0
  %r = load float, ptr addrspace(3) %q
  ret float %r
}
