; A dynamic library of the bundled example: one exported function, called
; by scaled_copy in uses_mathlib.ll.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

; float mathlib::scale(float v, float s) { return v * s; }
define float @_ZN7mathlib5scaleEff(float %v, float %s) #0 {
  %r = fmul fast float %v, %s
  ret float %r
}

; A helper the library keeps to itself.
define internal float @_ZN7mathlibL6squareEf(float %v) #0 {
  %r = fmul fast float %v, %v
  ret float %r
}

; float mathlib::norm2(float2 v)
define float @_ZN7mathlib5norm2EDv2_f(<2 x float> %v) #0 {
  %x = extractelement <2 x float> %v, i64 0
  %y = extractelement <2 x float> %v, i64 1
  %xx = call float @_ZN7mathlibL6squareEf(float %x)
  %yy = call float @_ZN7mathlibL6squareEf(float %y)
  %s = fadd fast float %xx, %yy
  ret float %s
}

attributes #0 = { mustprogress nounwind willreturn }

!air.version = !{!0}
!air.language_version = !{!1}
!0 = !{i32 2, i32 6, i32 0}
!1 = !{!"Metal", i32 3, i32 1, i32 0}
