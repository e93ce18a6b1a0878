; Program-scope constant tables read at per-thread indices
; (lower::placeConstantData on the G13 and Intel): a float table, a 2D int
; table and a struct with a short, a half and bytes; and a table read only
; at a constant index, which the optimizer folds.
%S = type { i16, half, [2 x i8], i32 }

@tab = internal addrspace(2) constant [16 x float] [float 0.5, float -1.25, float 3.0, float 1.0e10, float -0.0, float 7.75, float 0.25, float -8.0, float 9.5, float 10.0, float -11.5, float 12.25, float 13.0, float -14.0, float 15.5, float 16.0], align 4
@grid2 = internal addrspace(2) constant [4 x [3 x i32]] [[3 x i32] [i32 1, i32 -2, i32 3], [3 x i32] [i32 40, i32 50, i32 -60], [3 x i32] [i32 700, i32 800, i32 900], [3 x i32] [i32 -1000, i32 2000, i32 300000]], align 4
@st = internal addrspace(2) constant [2 x %S] [%S { i16 -7, half 0xH3C00, [2 x i8] c"\05\FA", i32 123456 }, %S { i16 31000, half 0xHC200, [2 x i8] c"\7F\80", i32 -9 }], align 4

define void @tables(ptr addrspace(1) noalias %outf, ptr addrspace(1) noalias %outi, i32 %gid) {
  %i16 = and i32 %gid, 15
  %pt = getelementptr [16 x float], ptr addrspace(2) @tab, i32 0, i32 %i16
  %t = load float, ptr addrspace(2) %pt, align 4
  %r = and i32 %gid, 3
  %c = urem i32 %gid, 3
  %pg = getelementptr [4 x [3 x i32]], ptr addrspace(2) @grid2, i32 0, i32 %r, i32 %c
  %g = load i32, ptr addrspace(2) %pg, align 4
  %s = and i32 %gid, 1
  %ps = getelementptr [2 x %S], ptr addrspace(2) @st, i32 0, i32 %s, i32 0
  %sh = load i16, ptr addrspace(2) %ps, align 4
  %ph = getelementptr [2 x %S], ptr addrspace(2) @st, i32 0, i32 %s, i32 1
  %h = load half, ptr addrspace(2) %ph, align 2
  %b = urem i32 %gid, 2
  %pb = getelementptr [2 x %S], ptr addrspace(2) @st, i32 0, i32 %s, i32 2, i32 %b
  %by = load i8, ptr addrspace(2) %pb, align 1
  %pw = getelementptr [2 x %S], ptr addrspace(2) @st, i32 0, i32 %s, i32 3
  %w = load i32, ptr addrspace(2) %pw, align 4
  %hf = fpext half %h to float
  %f = fmul float %t, %hf
  %pof = getelementptr float, ptr addrspace(1) %outf, i32 %gid
  store float %f, ptr addrspace(1) %pof
  %sx = sext i16 %sh to i32
  %bx = sext i8 %by to i32
  %a1 = add i32 %g, %sx
  %a2 = mul i32 %a1, %bx
  %a3 = xor i32 %a2, %w
  %poi = getelementptr i32, ptr addrspace(1) %outi, i32 %gid
  store i32 %a3, ptr addrspace(1) %poi
  ret void
}

!air.kernel = !{!0}
!0 = !{ptr @tables, !1, !2}
!1 = !{}
!2 = !{!3, !4, !5}
!3 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"float", !"air.arg_name", !"outf"}
!4 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_name", !"int", !"air.arg_name", !"outi"}
!5 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
