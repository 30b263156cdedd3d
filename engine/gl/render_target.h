// An off-screen colour + float-depth framebuffer the scene is drawn into, then copied to the window.
// The default framebuffer's depth is 24-bit fixed point, too coarse for reversed-Z; this one is 32F.
// Screenshots read from it too.
#pragma once

#include <cstdint>
#include <vector>

#include <glm/vec2.hpp>

namespace perihelion::engine {

class RenderTarget {
 public:
  RenderTarget() = default;
  ~RenderTarget();
  RenderTarget(const RenderTarget&) = delete;
  RenderTarget& operator=(const RenderTarget&) = delete;

  /// (Re)creates the attachments when the size changed.
  void resize(glm::ivec2 size);
  void bind() const;
  /// Copies the colour to the window's framebuffer (size `windowSize`) and binds the window again.
  void blitToWindow(glm::ivec2 windowSize) const;
  /// RGBA8 pixels, rows from the top (for PNG files).
  std::vector<std::uint8_t> readPixels() const;
  glm::ivec2 size() const { return size_; }

 private:
  void release();
  unsigned framebuffer_ = 0;
  unsigned color_ = 0;
  unsigned depth_ = 0;
  glm::ivec2 size_{0};
};

/// Reads RGBA8 pixels of a framebuffer (0: the window's back buffer, before the swap) with
/// GL_PACK_ALIGNMENT 1, and flips them so that rows run from the top as image files expect.
std::vector<std::uint8_t> readPixelsTopDown(unsigned framebuffer, glm::ivec2 size);

}  // namespace perihelion::engine
