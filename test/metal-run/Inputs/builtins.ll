; Every compute builtin metal-run provides, written by every thread of the
; grid as 32 uints at its linear position (x fastest): the builtins in the
; order of the argument list, vectors as three words, then 0xABCD.
; @builtins needs no fibers (metal-run runs a group as a loop over its
; threads, the per-thread builtins derived from the position);
; @builtins_fibers is the same after a barrier, so its threads are fibers
; whose builtins the executor fills in one by one.
define void @builtins(ptr addrspace(1) noalias %out, <3 x i32> %thread_position_in_grid, <3 x i32> %thread_position_in_threadgroup, <3 x i32> %threadgroup_position_in_grid, <3 x i32> %threads_per_threadgroup, <3 x i32> %threads_per_grid, <3 x i32> %threadgroups_per_grid, i32 %thread_index_in_threadgroup, i32 %simdgroup_index_in_threadgroup, i32 %thread_index_in_simdgroup, i32 %threads_per_simdgroup, i32 %simdgroups_per_threadgroup, <3 x i32> %dispatch_threads_per_threadgroup, i32 %dispatch_simdgroups_per_threadgroup, i32 %quadgroup_index_in_threadgroup, i32 %thread_index_in_quadgroup, i32 %quadgroups_per_threadgroup, i32 %dispatch_quadgroups_per_threadgroup) {
  %gx = extractelement <3 x i32> %thread_position_in_grid, i32 0
  %gy = extractelement <3 x i32> %thread_position_in_grid, i32 1
  %gz = extractelement <3 x i32> %thread_position_in_grid, i32 2
  %nx = extractelement <3 x i32> %threads_per_grid, i32 0
  %ny = extractelement <3 x i32> %threads_per_grid, i32 1
  %zy = mul i32 %gz, %ny
  %row = add i32 %zy, %gy
  %rx = mul i32 %row, %nx
  %lin = add i32 %rx, %gx
  %base = mul i32 %lin, 32
  %e0 = extractelement <3 x i32> %thread_position_in_grid, i32 0
  %i0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i0
  store i32 %e0, ptr addrspace(1) %p0
  %e1 = extractelement <3 x i32> %thread_position_in_grid, i32 1
  %i1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %i1
  store i32 %e1, ptr addrspace(1) %p1
  %e2 = extractelement <3 x i32> %thread_position_in_grid, i32 2
  %i2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %i2
  store i32 %e2, ptr addrspace(1) %p2
  %e3 = extractelement <3 x i32> %thread_position_in_threadgroup, i32 0
  %i3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %i3
  store i32 %e3, ptr addrspace(1) %p3
  %e4 = extractelement <3 x i32> %thread_position_in_threadgroup, i32 1
  %i4 = add i32 %base, 4
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %i4
  store i32 %e4, ptr addrspace(1) %p4
  %e5 = extractelement <3 x i32> %thread_position_in_threadgroup, i32 2
  %i5 = add i32 %base, 5
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 %i5
  store i32 %e5, ptr addrspace(1) %p5
  %e6 = extractelement <3 x i32> %threadgroup_position_in_grid, i32 0
  %i6 = add i32 %base, 6
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 %i6
  store i32 %e6, ptr addrspace(1) %p6
  %e7 = extractelement <3 x i32> %threadgroup_position_in_grid, i32 1
  %i7 = add i32 %base, 7
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 %i7
  store i32 %e7, ptr addrspace(1) %p7
  %e8 = extractelement <3 x i32> %threadgroup_position_in_grid, i32 2
  %i8 = add i32 %base, 8
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 %i8
  store i32 %e8, ptr addrspace(1) %p8
  %e9 = extractelement <3 x i32> %threads_per_threadgroup, i32 0
  %i9 = add i32 %base, 9
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 %i9
  store i32 %e9, ptr addrspace(1) %p9
  %e10 = extractelement <3 x i32> %threads_per_threadgroup, i32 1
  %i10 = add i32 %base, 10
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 %i10
  store i32 %e10, ptr addrspace(1) %p10
  %e11 = extractelement <3 x i32> %threads_per_threadgroup, i32 2
  %i11 = add i32 %base, 11
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 %i11
  store i32 %e11, ptr addrspace(1) %p11
  %e12 = extractelement <3 x i32> %threads_per_grid, i32 0
  %i12 = add i32 %base, 12
  %p12 = getelementptr i32, ptr addrspace(1) %out, i32 %i12
  store i32 %e12, ptr addrspace(1) %p12
  %e13 = extractelement <3 x i32> %threads_per_grid, i32 1
  %i13 = add i32 %base, 13
  %p13 = getelementptr i32, ptr addrspace(1) %out, i32 %i13
  store i32 %e13, ptr addrspace(1) %p13
  %e14 = extractelement <3 x i32> %threads_per_grid, i32 2
  %i14 = add i32 %base, 14
  %p14 = getelementptr i32, ptr addrspace(1) %out, i32 %i14
  store i32 %e14, ptr addrspace(1) %p14
  %e15 = extractelement <3 x i32> %threadgroups_per_grid, i32 0
  %i15 = add i32 %base, 15
  %p15 = getelementptr i32, ptr addrspace(1) %out, i32 %i15
  store i32 %e15, ptr addrspace(1) %p15
  %e16 = extractelement <3 x i32> %threadgroups_per_grid, i32 1
  %i16 = add i32 %base, 16
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %i16
  store i32 %e16, ptr addrspace(1) %p16
  %e17 = extractelement <3 x i32> %threadgroups_per_grid, i32 2
  %i17 = add i32 %base, 17
  %p17 = getelementptr i32, ptr addrspace(1) %out, i32 %i17
  store i32 %e17, ptr addrspace(1) %p17
  %i18 = add i32 %base, 18
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %i18
  store i32 %thread_index_in_threadgroup, ptr addrspace(1) %p18
  %i19 = add i32 %base, 19
  %p19 = getelementptr i32, ptr addrspace(1) %out, i32 %i19
  store i32 %simdgroup_index_in_threadgroup, ptr addrspace(1) %p19
  %i20 = add i32 %base, 20
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %i20
  store i32 %thread_index_in_simdgroup, ptr addrspace(1) %p20
  %i21 = add i32 %base, 21
  %p21 = getelementptr i32, ptr addrspace(1) %out, i32 %i21
  store i32 %threads_per_simdgroup, ptr addrspace(1) %p21
  %i22 = add i32 %base, 22
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %i22
  store i32 %simdgroups_per_threadgroup, ptr addrspace(1) %p22
  %e23 = extractelement <3 x i32> %dispatch_threads_per_threadgroup, i32 0
  %i23 = add i32 %base, 23
  %p23 = getelementptr i32, ptr addrspace(1) %out, i32 %i23
  store i32 %e23, ptr addrspace(1) %p23
  %e24 = extractelement <3 x i32> %dispatch_threads_per_threadgroup, i32 1
  %i24 = add i32 %base, 24
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %i24
  store i32 %e24, ptr addrspace(1) %p24
  %e25 = extractelement <3 x i32> %dispatch_threads_per_threadgroup, i32 2
  %i25 = add i32 %base, 25
  %p25 = getelementptr i32, ptr addrspace(1) %out, i32 %i25
  store i32 %e25, ptr addrspace(1) %p25
  %i26 = add i32 %base, 26
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %i26
  store i32 %dispatch_simdgroups_per_threadgroup, ptr addrspace(1) %p26
  %i27 = add i32 %base, 27
  %p27 = getelementptr i32, ptr addrspace(1) %out, i32 %i27
  store i32 %quadgroup_index_in_threadgroup, ptr addrspace(1) %p27
  %i28 = add i32 %base, 28
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %i28
  store i32 %thread_index_in_quadgroup, ptr addrspace(1) %p28
  %i29 = add i32 %base, 29
  %p29 = getelementptr i32, ptr addrspace(1) %out, i32 %i29
  store i32 %quadgroups_per_threadgroup, ptr addrspace(1) %p29
  %i30 = add i32 %base, 30
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %i30
  store i32 %dispatch_quadgroups_per_threadgroup, ptr addrspace(1) %p30
  %i31 = add i32 %base, 31
  %p31 = getelementptr i32, ptr addrspace(1) %out, i32 %i31
  store i32 43981, ptr addrspace(1) %p31
  ret void
}
define void @builtins_fibers(ptr addrspace(1) noalias %out, <3 x i32> %thread_position_in_grid, <3 x i32> %thread_position_in_threadgroup, <3 x i32> %threadgroup_position_in_grid, <3 x i32> %threads_per_threadgroup, <3 x i32> %threads_per_grid, <3 x i32> %threadgroups_per_grid, i32 %thread_index_in_threadgroup, i32 %simdgroup_index_in_threadgroup, i32 %thread_index_in_simdgroup, i32 %threads_per_simdgroup, i32 %simdgroups_per_threadgroup, <3 x i32> %dispatch_threads_per_threadgroup, i32 %dispatch_simdgroups_per_threadgroup, i32 %quadgroup_index_in_threadgroup, i32 %thread_index_in_quadgroup, i32 %quadgroups_per_threadgroup, i32 %dispatch_quadgroups_per_threadgroup) {
  call void @air.wg.barrier(i32 2, i32 1)
  %gx = extractelement <3 x i32> %thread_position_in_grid, i32 0
  %gy = extractelement <3 x i32> %thread_position_in_grid, i32 1
  %gz = extractelement <3 x i32> %thread_position_in_grid, i32 2
  %nx = extractelement <3 x i32> %threads_per_grid, i32 0
  %ny = extractelement <3 x i32> %threads_per_grid, i32 1
  %zy = mul i32 %gz, %ny
  %row = add i32 %zy, %gy
  %rx = mul i32 %row, %nx
  %lin = add i32 %rx, %gx
  %base = mul i32 %lin, 32
  %e0 = extractelement <3 x i32> %thread_position_in_grid, i32 0
  %i0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i0
  store i32 %e0, ptr addrspace(1) %p0
  %e1 = extractelement <3 x i32> %thread_position_in_grid, i32 1
  %i1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %i1
  store i32 %e1, ptr addrspace(1) %p1
  %e2 = extractelement <3 x i32> %thread_position_in_grid, i32 2
  %i2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %i2
  store i32 %e2, ptr addrspace(1) %p2
  %e3 = extractelement <3 x i32> %thread_position_in_threadgroup, i32 0
  %i3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %i3
  store i32 %e3, ptr addrspace(1) %p3
  %e4 = extractelement <3 x i32> %thread_position_in_threadgroup, i32 1
  %i4 = add i32 %base, 4
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %i4
  store i32 %e4, ptr addrspace(1) %p4
  %e5 = extractelement <3 x i32> %thread_position_in_threadgroup, i32 2
  %i5 = add i32 %base, 5
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 %i5
  store i32 %e5, ptr addrspace(1) %p5
  %e6 = extractelement <3 x i32> %threadgroup_position_in_grid, i32 0
  %i6 = add i32 %base, 6
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 %i6
  store i32 %e6, ptr addrspace(1) %p6
  %e7 = extractelement <3 x i32> %threadgroup_position_in_grid, i32 1
  %i7 = add i32 %base, 7
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 %i7
  store i32 %e7, ptr addrspace(1) %p7
  %e8 = extractelement <3 x i32> %threadgroup_position_in_grid, i32 2
  %i8 = add i32 %base, 8
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 %i8
  store i32 %e8, ptr addrspace(1) %p8
  %e9 = extractelement <3 x i32> %threads_per_threadgroup, i32 0
  %i9 = add i32 %base, 9
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 %i9
  store i32 %e9, ptr addrspace(1) %p9
  %e10 = extractelement <3 x i32> %threads_per_threadgroup, i32 1
  %i10 = add i32 %base, 10
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 %i10
  store i32 %e10, ptr addrspace(1) %p10
  %e11 = extractelement <3 x i32> %threads_per_threadgroup, i32 2
  %i11 = add i32 %base, 11
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 %i11
  store i32 %e11, ptr addrspace(1) %p11
  %e12 = extractelement <3 x i32> %threads_per_grid, i32 0
  %i12 = add i32 %base, 12
  %p12 = getelementptr i32, ptr addrspace(1) %out, i32 %i12
  store i32 %e12, ptr addrspace(1) %p12
  %e13 = extractelement <3 x i32> %threads_per_grid, i32 1
  %i13 = add i32 %base, 13
  %p13 = getelementptr i32, ptr addrspace(1) %out, i32 %i13
  store i32 %e13, ptr addrspace(1) %p13
  %e14 = extractelement <3 x i32> %threads_per_grid, i32 2
  %i14 = add i32 %base, 14
  %p14 = getelementptr i32, ptr addrspace(1) %out, i32 %i14
  store i32 %e14, ptr addrspace(1) %p14
  %e15 = extractelement <3 x i32> %threadgroups_per_grid, i32 0
  %i15 = add i32 %base, 15
  %p15 = getelementptr i32, ptr addrspace(1) %out, i32 %i15
  store i32 %e15, ptr addrspace(1) %p15
  %e16 = extractelement <3 x i32> %threadgroups_per_grid, i32 1
  %i16 = add i32 %base, 16
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %i16
  store i32 %e16, ptr addrspace(1) %p16
  %e17 = extractelement <3 x i32> %threadgroups_per_grid, i32 2
  %i17 = add i32 %base, 17
  %p17 = getelementptr i32, ptr addrspace(1) %out, i32 %i17
  store i32 %e17, ptr addrspace(1) %p17
  %i18 = add i32 %base, 18
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %i18
  store i32 %thread_index_in_threadgroup, ptr addrspace(1) %p18
  %i19 = add i32 %base, 19
  %p19 = getelementptr i32, ptr addrspace(1) %out, i32 %i19
  store i32 %simdgroup_index_in_threadgroup, ptr addrspace(1) %p19
  %i20 = add i32 %base, 20
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %i20
  store i32 %thread_index_in_simdgroup, ptr addrspace(1) %p20
  %i21 = add i32 %base, 21
  %p21 = getelementptr i32, ptr addrspace(1) %out, i32 %i21
  store i32 %threads_per_simdgroup, ptr addrspace(1) %p21
  %i22 = add i32 %base, 22
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %i22
  store i32 %simdgroups_per_threadgroup, ptr addrspace(1) %p22
  %e23 = extractelement <3 x i32> %dispatch_threads_per_threadgroup, i32 0
  %i23 = add i32 %base, 23
  %p23 = getelementptr i32, ptr addrspace(1) %out, i32 %i23
  store i32 %e23, ptr addrspace(1) %p23
  %e24 = extractelement <3 x i32> %dispatch_threads_per_threadgroup, i32 1
  %i24 = add i32 %base, 24
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %i24
  store i32 %e24, ptr addrspace(1) %p24
  %e25 = extractelement <3 x i32> %dispatch_threads_per_threadgroup, i32 2
  %i25 = add i32 %base, 25
  %p25 = getelementptr i32, ptr addrspace(1) %out, i32 %i25
  store i32 %e25, ptr addrspace(1) %p25
  %i26 = add i32 %base, 26
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %i26
  store i32 %dispatch_simdgroups_per_threadgroup, ptr addrspace(1) %p26
  %i27 = add i32 %base, 27
  %p27 = getelementptr i32, ptr addrspace(1) %out, i32 %i27
  store i32 %quadgroup_index_in_threadgroup, ptr addrspace(1) %p27
  %i28 = add i32 %base, 28
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %i28
  store i32 %thread_index_in_quadgroup, ptr addrspace(1) %p28
  %i29 = add i32 %base, 29
  %p29 = getelementptr i32, ptr addrspace(1) %out, i32 %i29
  store i32 %quadgroups_per_threadgroup, ptr addrspace(1) %p29
  %i30 = add i32 %base, 30
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %i30
  store i32 %dispatch_quadgroups_per_threadgroup, ptr addrspace(1) %p30
  %i31 = add i32 %base, 31
  %p31 = getelementptr i32, ptr addrspace(1) %out, i32 %i31
  store i32 43981, ptr addrspace(1) %p31
  ret void
}
declare void @air.wg.barrier(i32, i32) convergent

!air.kernel = !{!0, !1}
!0 = !{ptr @builtins, !2, !3}
!1 = !{ptr @builtins_fibers, !2, !3}
!2 = !{}
!3 = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21}
!4 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!5 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint3", !"air.arg_name", !"thread_position_in_grid"}
!6 = !{i32 2, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint3", !"air.arg_name", !"thread_position_in_threadgroup"}
!7 = !{i32 3, !"air.threadgroup_position_in_grid", !"air.arg_type_name", !"uint3", !"air.arg_name", !"threadgroup_position_in_grid"}
!8 = !{i32 4, !"air.threads_per_threadgroup", !"air.arg_type_name", !"uint3", !"air.arg_name", !"threads_per_threadgroup"}
!9 = !{i32 5, !"air.threads_per_grid", !"air.arg_type_name", !"uint3", !"air.arg_name", !"threads_per_grid"}
!10 = !{i32 6, !"air.threadgroups_per_grid", !"air.arg_type_name", !"uint3", !"air.arg_name", !"threadgroups_per_grid"}
!11 = !{i32 7, !"air.thread_index_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"thread_index_in_threadgroup"}
!12 = !{i32 8, !"air.simdgroup_index_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"simdgroup_index_in_threadgroup"}
!13 = !{i32 9, !"air.thread_index_in_simdgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"thread_index_in_simdgroup"}
!14 = !{i32 10, !"air.threads_per_simdgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"threads_per_simdgroup"}
!15 = !{i32 11, !"air.simdgroups_per_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"simdgroups_per_threadgroup"}
!16 = !{i32 12, !"air.dispatch_threads_per_threadgroup", !"air.arg_type_name", !"uint3", !"air.arg_name", !"dispatch_threads_per_threadgroup"}
!17 = !{i32 13, !"air.dispatch_simdgroups_per_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"dispatch_simdgroups_per_threadgroup"}
!18 = !{i32 14, !"air.quadgroup_index_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"quadgroup_index_in_threadgroup"}
!19 = !{i32 15, !"air.thread_index_in_quadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"thread_index_in_quadgroup"}
!20 = !{i32 16, !"air.quadgroups_per_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"quadgroups_per_threadgroup"}
!21 = !{i32 17, !"air.dispatch_quadgroups_per_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"dispatch_quadgroups_per_threadgroup"}
