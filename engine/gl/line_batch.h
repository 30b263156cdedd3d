// Coloured points and line strips streamed to the GPU each frame (orbits, stars, icons, markers),
// drawn in one call per primitive kind. Positions are relative to the camera.
#pragma once

#include <span>
#include <vector>

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

namespace perihelion::engine {

struct ColoredVertex {
  glm::vec3 position{0.0f};
  glm::vec4 color{1.0f};
  float size = 1.0f;  ///< point size in pixels (points only)
};

class LineBatch {
 public:
  LineBatch();
  ~LineBatch();
  LineBatch(const LineBatch&) = delete;
  LineBatch& operator=(const LineBatch&) = delete;

  void clear();
  /// Adds a strip of vertices drawn as connected lines.
  void addStrip(std::span<const ColoredVertex> strip);
  void addPoint(const ColoredVertex& point);
  /// Adds a lone line from a to b: many short lines (weapon fire) go in one GL_LINES call, where a
  /// strip each would be a draw each inside the driver.
  void addSegment(const ColoredVertex& a, const ColoredVertex& b);
  /// Uploads and draws every strip in one glMultiDrawArrays call.
  void drawStrips();
  /// Uploads and draws every segment in one call.
  void drawSegments();
  /// Uploads and draws every point in one call (GL_PROGRAM_POINT_SIZE must be on).
  void drawPoints();

 private:
  void upload(std::span<const ColoredVertex> vertices);
  unsigned vao_ = 0, buffer_ = 0;
  std::size_t capacity_ = 0;
  std::vector<ColoredVertex> stripVertices_;
  std::vector<int> stripFirst_, stripCount_;
  std::vector<ColoredVertex> points_;
  std::vector<ColoredVertex> segments_;
};

}  // namespace perihelion::engine
