#include "gl/gl_loader.h"

#include <glad/gl.h>
#include <GLFW/glfw3.h>

namespace perihelion::engine {

GlVersion loadGlFunctions() {
  const int version = gladLoadGL(glfwGetProcAddress);
  if (version == 0 || GLAD_VERSION_MAJOR(version) < 3 ||
      (GLAD_VERSION_MAJOR(version) == 3 && GLAD_VERSION_MINOR(version) < 3)) {
    return {};
  }
  return {GLAD_VERSION_MAJOR(version), GLAD_VERSION_MINOR(version), GLAD_GL_KHR_debug != 0};
}

std::string describeGlContext() {
  const auto text = [](GLenum name) {
    const GLubyte* s = glGetString(name);
    return s ? std::string(reinterpret_cast<const char*>(s)) : std::string("?");
  };
  return "OpenGL " + text(GL_VERSION) + " (" + text(GL_RENDERER) + ")";
}

}  // namespace perihelion::engine
