# Installation: tools, llc plugins, man pages (component "tools"); static
# libraries, public headers and the CMake package (component "dev"); and a
# CPack configuration making one Debian package of each component.

include(CMakePackageConfigHelpers)

install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/metalnt
        ${CMAKE_BINARY_DIR}/include/metalnt
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev
  FILES_MATCHING PATTERN "*.h" PATTERN "*.def")

file(GLOB METALNT_MAN1 ${CMAKE_SOURCE_DIR}/docs/man/*.1)
file(GLOB METALNT_MAN5 ${CMAKE_SOURCE_DIR}/docs/man/*.5)
install(FILES ${METALNT_MAN1} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT tools)
install(FILES ${METALNT_MAN5} DESTINATION ${CMAKE_INSTALL_MANDIR}/man5 COMPONENT tools)

set(METALNT_CMAKE_INSTALL_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/MetalNT)
set(METALNT_PLUGIN_INSTALL_DIR ${CMAKE_INSTALL_LIBDIR}/metal-nt)
install(EXPORT MetalNTTargets NAMESPACE MetalNT::
  DESTINATION ${METALNT_CMAKE_INSTALL_DIR} COMPONENT dev)
configure_package_config_file(cmake/MetalNTConfig.cmake.in
  ${CMAKE_BINARY_DIR}/MetalNTConfig.cmake
  INSTALL_DESTINATION ${METALNT_CMAKE_INSTALL_DIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR METALNT_PLUGIN_INSTALL_DIR)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/MetalNTConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/MetalNTConfig.cmake
              ${CMAKE_BINARY_DIR}/MetalNTConfigVersion.cmake
  DESTINATION ${METALNT_CMAKE_INSTALL_DIR} COMPONENT dev)

# Debian packages: metal-nt (the tools) and metal-nt-dev (the libraries and
# the CMake package), for bookworm with Debian's LLVM 22.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME metal-nt)
set(CPACK_PACKAGE_VENDOR "metal-nt developers")
set(CPACK_PACKAGE_CONTACT "metal-nt developers <metal-nt@invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "Open Metal native translator: AIR and MetalLibs to GPU binaries")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL tools dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_TOOLS_PACKAGE_NAME metal-nt)
# clang-22: the metal driver compiles OpenCL C with it.
set(CPACK_DEBIAN_TOOLS_PACKAGE_DEPENDS
  "libllvm22, libarchive13, libstdc++6, libc6, libgcc-s1, clang-22")
# The plugins are for the stock llc.
set(CPACK_DEBIAN_TOOLS_PACKAGE_RECOMMENDS "llvm-22")
set(CPACK_DEBIAN_DEV_PACKAGE_NAME metal-nt-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
  "metal-nt (= ${PROJECT_VERSION}), llvm-22-dev, nlohmann-json3-dev, libflatbuffers-dev, libarchive-dev")
set(CPACK_COMPONENT_TOOLS_DESCRIPTION
  "metal-nt, metal-tt, airlib-dump, metallib, metal-run and the other tools, the llc plugins and the manual pages")
set(CPACK_COMPONENT_DEV_DESCRIPTION
  "Static libraries, headers and the CMake package (find_package(MetalNT))")
include(CPack)
