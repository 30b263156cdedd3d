# Warnings are errors for every target of ours (not for generated or third-party code).
function(perihelion_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror
    -Wshadow -Wconversion -Wno-sign-conversion -Wdouble-promotion -Wold-style-cast)
  # GCC 12 reports a false -Wrestrict inside libstdc++ for `"text" + std::string` at -O2
  # (GCC bug 105329, fixed in GCC 13); only that one diagnostic is turned off, only there.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
endfunction()
