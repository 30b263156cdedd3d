# PERIHELION_FUZZ=ON: the libFuzzer targets of tests/fuzz and the game libraries they need, nothing else
# (no window, GL or tests). Debian's clang (scripts/fuzz.sh installs it); the GCC builds never turn it on.
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "PERIHELION_FUZZ needs clang (libFuzzer): configure with -DCMAKE_CXX_COMPILER=clang++ "
                      "-DCMAKE_C_COMPILER=clang, as scripts/fuzz.sh does")
endif()
if(PERIHELION_SANITIZE)
  message(FATAL_ERROR "PERIHELION_FUZZ brings its own sanitizers: leave PERIHELION_SANITIZE off")
endif()
# Every object is instrumented for coverage and checked by ASan and UBSan; any UB report aborts, so that
# libFuzzer keeps the input. The fuzz targets add -fsanitize=fuzzer (libFuzzer's main) at their link.
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g)
add_link_options(-fsanitize=address,undefined)
