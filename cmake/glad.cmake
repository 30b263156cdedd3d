# The OpenGL loader is generated at build time by Debian's glad (package python3-glad), never committed.
# --reproducible makes glad use the Khronos XML it ships instead of downloading the latest one.
find_program(GLAD_EXECUTABLE glad PATHS /usr/bin NO_DEFAULT_PATH REQUIRED)
set(GLAD_API "gl:core=3.3")
set(GLAD_EXTENSIONS "GL_KHR_debug,GL_ARB_clip_control,GL_ARB_debug_output")
set(GLAD_OUT "${CMAKE_BINARY_DIR}/glad")
add_custom_command(
  OUTPUT "${GLAD_OUT}/src/gl.c" "${GLAD_OUT}/include/glad/gl.h" "${GLAD_OUT}/include/KHR/khrplatform.h"
  COMMAND "${GLAD_EXECUTABLE}" --reproducible --quiet --api "${GLAD_API}"
          --extensions "${GLAD_EXTENSIONS}" --out-path "${GLAD_OUT}" c
  COMMENT "Generating the OpenGL ${GLAD_API} loader with glad"
  VERBATIM)
add_library(glad STATIC "${GLAD_OUT}/src/gl.c")
target_include_directories(glad SYSTEM PUBLIC "${GLAD_OUT}/include")
target_link_libraries(glad PUBLIC ${CMAKE_DL_LIBS})
