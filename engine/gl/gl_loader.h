// Loads the OpenGL 3.3 core functions (glad, generated at build time) for the current GLFW context.
#pragma once

#include <string>

namespace perihelion::engine {

struct GlVersion {
  int major = 0;
  int minor = 0;
  bool hasKhrDebug = false;  ///< GL_KHR_debug: driver messages can be logged
};

/// Loads GL entry points for the context current on this thread. Returns a zero version when the
/// context cannot provide OpenGL 3.3 core.
GlVersion loadGlFunctions();

/// "OpenGL 4.5 (Mesa llvmpipe ...)" for logs.
std::string describeGlContext();

}  // namespace perihelion::engine
