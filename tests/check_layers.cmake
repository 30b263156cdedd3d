# Fails when a layer reaches upwards: engine/ including game code, or the simulation including
# GL, GLFW, Assimp, stb or ImGui. Run by CTest: cmake -DSOURCE_DIR=... -P check_layers.cmake
set(violations "")

file(GLOB_RECURSE engine_files "${SOURCE_DIR}/engine/*.h" "${SOURCE_DIR}/engine/*.cpp")
foreach(f IN LISTS engine_files)
  file(STRINGS "${f}" hits REGEX "#include [\"<](game/|astro/|orbit/|world/|data/|render/|desktop/)")
  if(hits)
    list(APPEND violations "${f}: the engine includes game code: ${hits}")
  endif()
endforeach()

file(GLOB_RECURSE sim_files
  "${SOURCE_DIR}/game/astro/*" "${SOURCE_DIR}/game/orbit/*" "${SOURCE_DIR}/game/world/*" "${SOURCE_DIR}/game/data/*"
  "${SOURCE_DIR}/game/render/*")
foreach(f IN LISTS sim_files)
  file(STRINGS "${f}" hits REGEX "#include [\"<](glad/|GLFW/|GL/|assimp/|stb|imgui|gl/|engine/)")
  if(hits)
    list(APPEND violations "${f}: the simulation includes a platform or GL header: ${hits}")
  endif()
  file(STRINGS "${f}" io REGEX "#include <(fstream|iostream|filesystem)>")
  if(io AND NOT f MATCHES "/game/data/")
    list(APPEND violations "${f}: the simulation does I/O: ${io}")
  endif()
endforeach()

list(LENGTH engine_files n_engine)
list(LENGTH sim_files n_sim)
if(n_engine EQUAL 0 OR n_sim EQUAL 0)
  message(FATAL_ERROR "no sources found under ${SOURCE_DIR}: wrong SOURCE_DIR?")
endif()
if(violations)
  string(REPLACE ";" "\n" text "${violations}")
  message(FATAL_ERROR "layer violations:\n${text}")
endif()
message(STATUS "layers hold: ${n_engine} engine files, ${n_sim} simulation files checked")
