; The Apple G13 preamble (_agc.main.constant_program): what the kernel's
; first block computes from a constant buffer moves to it; a load of a
; buffer the kernel writes, and a load under a condition, stay. Metal
; source:
;
; struct Params { float scale, bias; uint n, stride; };
; kernel void preamble(constant Params &p [[buffer(0)]],
;                      device float *data [[buffer(1)]],
;                      device atomic_uint *counter [[buffer(2)]],
;                      constant float *extra [[buffer(3)]],
;                      uint gid [[thread_position_in_grid]]) {
;   float k = p.scale * p.bias;
;   uint c = atomic_load_explicit(&counter[0], memory_order_relaxed);
;   if (gid < p.n) {
;     uint i = gid * p.stride;
;     data[i] = data[i] * k + float(c) + (gid == 0 ? extra[0] : 0.0f);
;   }
;   atomic_fetch_add_explicit(&counter[1], 1, memory_order_relaxed);
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

%struct.Params = type { float, float, i32, i32 }

define void @preamble(ptr addrspace(2) noalias %p, ptr addrspace(1) noalias %data,
                      ptr addrspace(1) noalias %counter, ptr addrspace(2) noalias %extra,
                      i32 %gid) #0 {
entry:
  %scale = load float, ptr addrspace(2) %p, align 4
  %pbias = getelementptr inbounds %struct.Params, ptr addrspace(2) %p, i64 0, i32 1
  %bias = load float, ptr addrspace(2) %pbias, align 4
  %k = fmul float %scale, %bias
  %c = load atomic i32, ptr addrspace(1) %counter monotonic, align 4
  %pn = getelementptr inbounds %struct.Params, ptr addrspace(2) %p, i64 0, i32 2
  %n = load i32, ptr addrspace(2) %pn, align 4
  %in = icmp ult i32 %gid, %n
  br i1 %in, label %body, label %done

body:
  %pstride = getelementptr inbounds %struct.Params, ptr addrspace(2) %p, i64 0, i32 3
  %stride = load i32, ptr addrspace(2) %pstride, align 4
  %i = mul i32 %gid, %stride
  %i64 = zext i32 %i to i64
  %pd = getelementptr inbounds float, ptr addrspace(1) %data, i64 %i64
  %d = load float, ptr addrspace(1) %pd, align 4
  %cf = uitofp i32 %c to float
  %m = call float @llvm.fma.f32(float %d, float %k, float %cf)
  %first = icmp eq i32 %gid, 0
  br i1 %first, label %extra.load, label %store

extra.load:
  %e = load float, ptr addrspace(2) %extra, align 4
  br label %store

store:
  %add = phi float [ %e, %extra.load ], [ 0.0, %body ]
  %r = fadd float %m, %add
  store float %r, ptr addrspace(1) %pd, align 4
  br label %done

done:
  %pc1 = getelementptr inbounds i32, ptr addrspace(1) %counter, i64 1
  %old = atomicrmw add ptr addrspace(1) %pc1, i32 1 monotonic, align 4
  ret void
}

declare float @llvm.fma.f32(float, float, float)

attributes #0 = { nounwind }

!air.kernel = !{!10}
!air.version = !{!30}
!air.language_version = !{!31}

!10 = !{ptr @preamble, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15, !16, !17}
!13 = !{i32 0, !"air.buffer", !"air.buffer_size", i32 16, !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 2, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"Params", !"air.arg_name", !"p"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"data"}
!15 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"atomic_uint", !"air.arg_name", !"counter"}
!16 = !{i32 3, !"air.buffer", !"air.location_index", i32 3, i32 1, !"air.read", !"air.address_space", i32 2, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"extra"}
!17 = !{i32 4, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}

!30 = !{i32 2, i32 6, i32 0}
!31 = !{!"Metal", i32 3, i32 1, i32 0}
