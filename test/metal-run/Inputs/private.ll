; Private arrays indexed by per-thread values, by hand in AIR, for
; metal-run's tests. Metal source:
;
; kernel void private_sort(device const uint *in [[buffer(0)]],
;                          device uint *out [[buffer(1)]],
;                          uint gid [[thread_position_in_grid]]) {
;   uint a[16];
;   for (uint i = 0; i < 16; ++i) a[i] = in[gid * 16 + i];
;   for (uint i = 1; i < 16; ++i) {            // insertion sort
;     uint v = a[i]; uint j = i;
;     while (j > 0 && a[j - 1] > v) { a[j] = a[j - 1]; --j; }
;     a[j] = v;
;   }
;   for (uint i = 0; i < 16; ++i) out[gid * 16 + i] = a[i];
; }
;
; kernel void private_bytes(device const uint *in [[buffer(0)]],
;                           device uint *out [[buffer(1)]],
;                           uint gid [[thread_position_in_grid]]) {
;   uchar c[8] = {};  ushort s[8] = {};  ulong w[2] = {};
;   for (uint i = 0; i < 16; ++i) {
;     uint v = in[gid * 16 + i];
;     c[v & 7] += 1; s[(v >> 3) & 7] += ushort(v); w[v & 1] += ulong(v) << 20;
;   }
;   for (uint i = 0; i < 8; ++i) out[gid * 20 + i] = c[i];
;   for (uint i = 0; i < 8; ++i) out[gid * 20 + 8 + i] = s[i];
;   for (uint i = 0; i < 2; ++i) {
;     out[gid * 20 + 16 + 2 * i] = uint(w[i]);
;     out[gid * 20 + 17 + 2 * i] = uint(w[i] >> 32);
;   }
; }
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @private_sort(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %gid) #0 {
entry:
  %a = alloca [16 x i32], align 4
  %base = mul i32 %gid, 16
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %k = add i32 %base, %i
  %k64 = zext i32 %k to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %k64
  %x = load i32, ptr addrspace(1) %ip, align 4
  %ap = getelementptr inbounds [16 x i32], ptr %a, i32 0, i32 %i
  store i32 %x, ptr %ap, align 4
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 16
  br i1 %more, label %fill, label %outer

outer:
  %o = phi i32 [ 1, %fill ], [ %o1, %place ]
  %vp = getelementptr inbounds [16 x i32], ptr %a, i32 0, i32 %o
  %v = load i32, ptr %vp, align 4
  br label %inner

inner:
  %j = phi i32 [ %o, %outer ], [ %jm, %shift ]
  %nz = icmp ugt i32 %j, 0
  br i1 %nz, label %test, label %place

test:
  %jm = sub i32 %j, 1
  %pp = getelementptr inbounds [16 x i32], ptr %a, i32 0, i32 %jm
  %p = load i32, ptr %pp, align 4
  %gt = icmp ugt i32 %p, %v
  br i1 %gt, label %shift, label %place

shift:
  %jp = getelementptr inbounds [16 x i32], ptr %a, i32 0, i32 %j
  store i32 %p, ptr %jp, align 4
  br label %inner

place:
  %jj = phi i32 [ %j, %inner ], [ %j, %test ]
  %dp = getelementptr inbounds [16 x i32], ptr %a, i32 0, i32 %jj
  store i32 %v, ptr %dp, align 4
  %o1 = add i32 %o, 1
  %again = icmp ult i32 %o1, 16
  br i1 %again, label %outer, label %drain

drain:
  %d = phi i32 [ 0, %place ], [ %d1, %drain ]
  %sp = getelementptr inbounds [16 x i32], ptr %a, i32 0, i32 %d
  %s = load i32, ptr %sp, align 4
  %dk = add i32 %base, %d
  %dk64 = zext i32 %dk to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %dk64
  store i32 %s, ptr addrspace(1) %op, align 4
  %d1 = add i32 %d, 1
  %dmore = icmp ult i32 %d1, 16
  br i1 %dmore, label %drain, label %done

done:
  ret void
}

define void @private_bytes(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %gid) #0 {
entry:
  %c = alloca [8 x i8], align 1
  %s = alloca [8 x i16], align 2
  %w = alloca [2 x i64], align 8
  call void @llvm.memset.p0.i64(ptr %c, i8 0, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr %s, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %w, i8 0, i64 16, i1 false)
  %base = mul i32 %gid, 16
  br label %count

count:
  %i = phi i32 [ 0, %entry ], [ %i1, %count ]
  %k = add i32 %base, %i
  %k64 = zext i32 %k to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %k64
  %v = load i32, ptr addrspace(1) %ip, align 4
  %lo = and i32 %v, 7
  %cp = getelementptr inbounds [8 x i8], ptr %c, i32 0, i32 %lo
  %cv = load i8, ptr %cp, align 1
  %cv1 = add i8 %cv, 1
  store i8 %cv1, ptr %cp, align 1
  %sh = lshr i32 %v, 3
  %mid = and i32 %sh, 7
  %spp = getelementptr inbounds [8 x i16], ptr %s, i32 0, i32 %mid
  %sv = load i16, ptr %spp, align 2
  %v16 = trunc i32 %v to i16
  %sv1 = add i16 %sv, %v16
  store i16 %sv1, ptr %spp, align 2
  %bit = and i32 %v, 1
  %wp = getelementptr inbounds [2 x i64], ptr %w, i32 0, i32 %bit
  %wv = load i64, ptr %wp, align 8
  %v64 = zext i32 %v to i64
  %v64s = shl i64 %v64, 20
  %wv1 = add i64 %wv, %v64s
  store i64 %wv1, ptr %wp, align 8
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 16
  br i1 %more, label %count, label %emit

emit:
  %e = phi i32 [ 0, %count ], [ %e1, %emit ]
  %ob = mul i32 %gid, 20
  %cq = getelementptr inbounds [8 x i8], ptr %c, i32 0, i32 %e
  %cx = load i8, ptr %cq, align 1
  %cx32 = zext i8 %cx to i32
  %o0 = add i32 %ob, %e
  %o064 = zext i32 %o0 to i64
  %op0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o064
  store i32 %cx32, ptr addrspace(1) %op0, align 4
  %sq = getelementptr inbounds [8 x i16], ptr %s, i32 0, i32 %e
  %sx = load i16, ptr %sq, align 2
  %sx32 = zext i16 %sx to i32
  %o1 = add i32 %o0, 8
  %o164 = zext i32 %o1 to i64
  %op1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o164
  store i32 %sx32, ptr addrspace(1) %op1, align 4
  %e1 = add i32 %e, 1
  %emore = icmp ult i32 %e1, 8
  br i1 %emore, label %emit, label %words

words:
  %n = phi i32 [ 0, %emit ], [ %n1, %words ]
  %ob2 = mul i32 %gid, 20
  %wq = getelementptr inbounds [2 x i64], ptr %w, i32 0, i32 %n
  %wx = load i64, ptr %wq, align 8
  %wlo = trunc i64 %wx to i32
  %whi64 = lshr i64 %wx, 32
  %whi = trunc i64 %whi64 to i32
  %n2 = mul i32 %n, 2
  %ol = add i32 %ob2, 16
  %ol2 = add i32 %ol, %n2
  %ol64 = zext i32 %ol2 to i64
  %opl = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ol64
  store i32 %wlo, ptr addrspace(1) %opl, align 4
  %oh = add i32 %ol2, 1
  %oh64 = zext i32 %oh to i64
  %oph = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oh64
  store i32 %whi, ptr addrspace(1) %oph, align 4
  %n1 = add i32 %n, 1
  %nmore = icmp ult i32 %n1, 2
  br i1 %nmore, label %words, label %done

done:
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

attributes #0 = { nounwind }

!air.kernel = !{!10, !20}
!air.version = !{!30}
!air.language_version = !{!31}

!10 = !{ptr @private_sort, !11, !12}
!11 = !{}
!12 = !{!13, !14, !15}
!13 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"in"}
!14 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!15 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!20 = !{ptr @private_bytes, !11, !12}

!30 = !{i32 2, i32 6, i32 0}
!31 = !{!"Metal", i32 3, i32 1, i32 0}
