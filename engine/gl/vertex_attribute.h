// Declares one float vertex attribute of the bound VAO and buffer: enabled, with its component
// count, the vertex stride and the member's byte offset (GL takes the offset as a pointer).
#pragma once

#include <cstddef>

#include <glad/gl.h>

namespace perihelion::engine {

inline void floatAttribute(GLuint location, GLint components, std::size_t stride, std::size_t offset) {
  glEnableVertexAttribArray(location);
  glVertexAttribPointer(location, components, GL_FLOAT, GL_FALSE, static_cast<GLsizei>(stride),
                        reinterpret_cast<const void*>(offset));
}

}  // namespace perihelion::engine
