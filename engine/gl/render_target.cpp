#include "gl/render_target.h"

#include <cstring>

#include <glad/gl.h>
#include <glm/common.hpp>

#include "core/log.h"

namespace perihelion::engine {

RenderTarget::~RenderTarget() { release(); }

void RenderTarget::release() {
  if (framebuffer_) glDeleteFramebuffers(1, &framebuffer_);
  if (color_) glDeleteRenderbuffers(1, &color_);
  if (depth_) glDeleteRenderbuffers(1, &depth_);
  framebuffer_ = color_ = depth_ = 0;
}

void RenderTarget::resize(glm::ivec2 size) {
  size = glm::max(size, glm::ivec2(1));
  if (size == size_ && framebuffer_) return;
  release();
  size_ = size;
  glGenRenderbuffers(1, &color_);
  glBindRenderbuffer(GL_RENDERBUFFER, color_);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, size.x, size.y);
  glGenRenderbuffers(1, &depth_);
  glBindRenderbuffer(GL_RENDERBUFFER, depth_);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT32F, size.x, size.y);
  glGenFramebuffers(1, &framebuffer_);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, color_);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, depth_);
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
    logError("GL", "the off-screen framebuffer is incomplete");
  }
}

void RenderTarget::bind() const {
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
  glViewport(0, 0, size_.x, size_.y);
}

void RenderTarget::blitToWindow(glm::ivec2 windowSize) const {
  glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer_);
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
  glBlitFramebuffer(0, 0, size_.x, size_.y, 0, 0, windowSize.x, windowSize.y, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glViewport(0, 0, windowSize.x, windowSize.y);
}

std::vector<std::uint8_t> RenderTarget::readPixels() const { return readPixelsTopDown(framebuffer_, size_); }

std::vector<std::uint8_t> readPixelsTopDown(unsigned framebuffer, glm::ivec2 size) {
  const auto w = static_cast<std::size_t>(size.x), h = static_cast<std::size_t>(size.y);
  std::vector<std::uint8_t> bottomUp(w * h * 4);
  glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer);
  if (framebuffer == 0) glReadBuffer(GL_BACK);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, size.x, size.y, GL_RGBA, GL_UNSIGNED_BYTE, bottomUp.data());
  std::vector<std::uint8_t> topDown(bottomUp.size());
  for (std::size_t row = 0; row < h; ++row) {  // GL's rows start at the bottom; images at the top
    std::memcpy(&topDown[row * w * 4], &bottomUp[(h - 1 - row) * w * 4], w * 4);
  }
  return topDown;
}

}  // namespace perihelion::engine
