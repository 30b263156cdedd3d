#include "gl/gl_debug.h"

#include <string>

#include <glad/gl.h>

#include "core/log.h"

namespace perihelion::engine {
namespace {

void GLAD_API_PTR onDebugMessage(GLenum, GLenum type, GLuint id, GLenum severity, GLsizei length,
                                 const GLchar* message, const void*) {
  if (severity == GL_DEBUG_SEVERITY_NOTIFICATION) return;
  const std::string text = "#" + std::to_string(id) + " " + std::string(message, static_cast<std::size_t>(length));
  if (type == GL_DEBUG_TYPE_ERROR || severity == GL_DEBUG_SEVERITY_HIGH) {
    logError("GL", text);
  } else {
    logWarning("GL", text);
  }
}

}  // namespace

void installGlDebugLog() {
  glEnable(GL_DEBUG_OUTPUT);
  glEnable(GL_DEBUG_OUTPUT_SYNCHRONOUS);
  glDebugMessageCallback(onDebugMessage, nullptr);
}

}  // namespace perihelion::engine
