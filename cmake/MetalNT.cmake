# Helpers shared by every component.

include(GNUInstallDirs)

# metalnt_export_name(<target>): MetalNTMetalLib is MetalNT::MetalLib in the
# installed CMake package.
function(metalnt_export_name name)
  string(REGEX REPLACE "^MetalNT" "" short ${name})
  set_target_properties(${name} PROPERTIES EXPORT_NAME ${short})
endfunction()

# metalnt_add_library(<name> <sources...> [LINK <libs...>])
# A static library of ours; LLVM always comes from the shared libLLVM.
function(metalnt_add_library name)
  cmake_parse_arguments(ARG "" "" "LINK" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PUBLIC ${ARG_LINK} LLVM)
  # In the build tree the headers come from include_directories(); installed,
  # from the prefix.
  # LLVM's exported LLVM target carries no include directories (LLVM's own
  # projects use include_directories(${LLVM_INCLUDE_DIRS})); ours do.
  target_include_directories(${name} INTERFACE $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  target_include_directories(${name} SYSTEM INTERFACE $<INSTALL_INTERFACE:${LLVM_INCLUDE_DIRS}>)
  metalnt_export_name(${name})
  install(TARGETS ${name} EXPORT MetalNTTargets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
endfunction()

# metalnt_add_tool(<name> <sources...> [LINK <libs...>] [NO_INSTALL])
# A tool, installed into bin/ (and MetalNT::<name> in the CMake package)
# unless NO_INSTALL (test helpers).
function(metalnt_add_tool name)
  cmake_parse_arguments(ARG "NO_INSTALL" "" "LINK" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE ${ARG_LINK} LLVM)
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
  if(NOT ARG_NO_INSTALL)
    install(TARGETS ${name} EXPORT MetalNTTargets
      RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tools)
  endif()
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

# metalnt_llvm_target_tablegen(<Name> [DAGISEL]) in lib/Target/<Name>: runs
# LLVM's TableGen on <Name>.td into <Name>Gen*.inc (register, instruction,
# subtarget and searchable tables, and with DAGISEL the instruction
# selector) under the target <Name>CommonTableGen, with Debian's
# llvm-tblgen.
macro(metalnt_llvm_target_tablegen name)
  set(LLVM_TABLEGEN_EXE "${LLVM_TOOLS_BINARY_DIR}/llvm-tblgen")
  include(TableGen)
  # add_public_tablegen_target() names an IDE folder through AddLLVM's
  # get_subproject_title(); that module is more than we need.
  if(NOT COMMAND get_subproject_title)
    function(get_subproject_title outvar)
      set(${outvar} "metal-nt" PARENT_SCOPE)
    endfunction()
  endif()
  set(LLVM_TARGET_DEFINITIONS ${name}.td)
  tablegen(LLVM ${name}GenRegisterInfo.inc -gen-register-info)
  tablegen(LLVM ${name}GenInstrInfo.inc -gen-instr-info)
  tablegen(LLVM ${name}GenSubtargetInfo.inc -gen-subtarget)
  tablegen(LLVM ${name}GenSearchableTables.inc -gen-searchable-tables)
  # A target with a code generator: its instruction selector.
  set(_metalnt_tablegen_options ${ARGN})
  if("DAGISEL" IN_LIST _metalnt_tablegen_options)
    tablegen(LLVM ${name}GenDAGISel.inc -gen-dag-isel)
  endif()
  add_public_tablegen_target(${name}CommonTableGen)
endmacro()

# metalnt_add_target_library(<target> <library> <sources...> [LINK <libs...>]):
# a library of an LLVM target, with its source and TableGen directories.
function(metalnt_add_target_library target name)
  metalnt_add_library(${name} ${ARGN})
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}>
    $<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}>)
  add_dependencies(${name} ${target}CommonTableGen)
endfunction()

# metalnt_add_llvm_plugin(<target>): lib/<target>Plugin.so for
# llc --load=..., registering the whole target when loaded.
function(metalnt_add_llvm_plugin target)
  add_library(${target}Plugin MODULE Plugin/${target}Plugin.cpp)
  target_link_libraries(${target}Plugin PRIVATE MetalNT${target}CodeGen LLVM)
  set_target_properties(${target}Plugin PROPERTIES
    PREFIX "" LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lib)
  install(TARGETS ${target}Plugin
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/metal-nt COMPONENT tools)
endfunction()
