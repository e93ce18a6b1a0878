# Helpers shared by every component.

# metalnt_add_library(<name> <sources...> [LINK <libs...>])
# A static library of ours; LLVM always comes from the shared libLLVM.
function(metalnt_add_library name)
  cmake_parse_arguments(ARG "" "" "LINK" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PUBLIC ${ARG_LINK} LLVM)
endfunction()

# metalnt_add_tool(<name> <sources...> [LINK <libs...>])
function(metalnt_add_tool name)
  cmake_parse_arguments(ARG "" "" "LINK" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE ${ARG_LINK} LLVM)
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
endfunction()

# metalnt_add_unittest(<name> <sources...> [LINK <libs...>])
function(metalnt_add_unittest name)
  cmake_parse_arguments(ARG "" "" "LINK" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE ${ARG_LINK} LLVM GTest::gtest GTest::gtest_main)
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/unittests)
  target_compile_definitions(${name} PRIVATE
    METALNT_SHARED_DIR="${METALNT_SHARED_DIR}"
    METALNT_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
  include(GoogleTest)
  # GTEST_SKIP (e.g. no ../shared corpus) shows as "Not Run", not "Passed".
  gtest_discover_tests(${name} DISCOVERY_TIMEOUT 60
    PROPERTIES SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]")
endfunction()
