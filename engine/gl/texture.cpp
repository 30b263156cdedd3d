#include "gl/texture.h"

#include <utility>

#include <glad/gl.h>

namespace perihelion::engine {

Texture2D::Texture2D(const ImageData& image, TextureWrap wrap) {
  if (image.width <= 0 || image.height <= 0) return;
  glGenTextures(1, &id_);
  glBindTexture(GL_TEXTURE_2D, id_);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_SRGB8_ALPHA8, image.width, image.height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
               image.rgba.data());
  glGenerateMipmap(GL_TEXTURE_2D);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, wrap == TextureWrap::Repeat ? GL_REPEAT : GL_CLAMP_TO_EDGE);
}

Texture2D::~Texture2D() {
  if (id_) glDeleteTextures(1, &id_);
}
Texture2D::Texture2D(Texture2D&& other) noexcept : id_(std::exchange(other.id_, 0)) {}
Texture2D& Texture2D::operator=(Texture2D&& other) noexcept {
  if (this != &other) {
    if (id_) glDeleteTextures(1, &id_);
    id_ = std::exchange(other.id_, 0);
  }
  return *this;
}

void Texture2D::bind(int unit) const {
  glActiveTexture(static_cast<GLenum>(GL_TEXTURE0 + unit));
  glBindTexture(GL_TEXTURE_2D, id_);
}

}  // namespace perihelion::engine
