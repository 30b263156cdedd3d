// Turns a GLSL compiler log into lines that name the shader file, as compilers do:
// Mesa's "0:12(5): error: ..." and NVIDIA's "0(12) : error ..." become "shaders/x.frag:12: error: ...".
#pragma once

#include <string>
#include <string_view>

namespace perihelion::engine {

std::string formatShaderLog(std::string_view fileName, std::string_view log);

}  // namespace perihelion::engine
