#include "gl/line_batch.h"

#include <cstddef>

#include <glad/gl.h>

#include "gl/draw_stats.h"
#include "gl/vertex_attribute.h"

namespace perihelion::engine {

LineBatch::LineBatch() {
  glGenVertexArrays(1, &vao_);
  glGenBuffers(1, &buffer_);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, buffer_);
  floatAttribute(0, 3, sizeof(ColoredVertex), offsetof(ColoredVertex, position));
  floatAttribute(1, 4, sizeof(ColoredVertex), offsetof(ColoredVertex, color));
  floatAttribute(2, 1, sizeof(ColoredVertex), offsetof(ColoredVertex, size));
  glBindVertexArray(0);
}

LineBatch::~LineBatch() {
  glDeleteBuffers(1, &buffer_);
  glDeleteVertexArrays(1, &vao_);
}

void LineBatch::clear() {
  stripVertices_.clear();
  stripFirst_.clear();
  stripCount_.clear();
  points_.clear();
  segments_.clear();
}

void LineBatch::addStrip(std::span<const ColoredVertex> strip) {
  if (strip.size() < 2) return;
  stripFirst_.push_back(static_cast<int>(stripVertices_.size()));
  stripCount_.push_back(static_cast<int>(strip.size()));
  stripVertices_.insert(stripVertices_.end(), strip.begin(), strip.end());
}

void LineBatch::addPoint(const ColoredVertex& point) { points_.push_back(point); }

void LineBatch::addSegment(const ColoredVertex& a, const ColoredVertex& b) {
  segments_.push_back(a);
  segments_.push_back(b);
}

void LineBatch::upload(std::span<const ColoredVertex> vertices) {
  glBindBuffer(GL_ARRAY_BUFFER, buffer_);
  if (vertices.size() > capacity_) {
    capacity_ = vertices.size() * 2;
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(capacity_ * sizeof(ColoredVertex)), nullptr, GL_STREAM_DRAW);
  }
  glBufferSubData(GL_ARRAY_BUFFER, 0, static_cast<GLsizeiptr>(vertices.size_bytes()), vertices.data());
}

void LineBatch::drawStrips() {
  if (stripCount_.empty()) return;
  upload(stripVertices_);
  glBindVertexArray(vao_);
  glMultiDrawArrays(GL_LINE_STRIP, stripFirst_.data(), stripCount_.data(), static_cast<GLsizei>(stripCount_.size()));
  glBindVertexArray(0);
  ++drawStats().drawCalls;
}

void LineBatch::drawSegments() {
  if (segments_.empty()) return;
  upload(segments_);
  glBindVertexArray(vao_);
  glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(segments_.size()));
  glBindVertexArray(0);
  ++drawStats().drawCalls;
}

void LineBatch::drawPoints() {
  if (points_.empty()) return;
  upload(points_);
  glBindVertexArray(vao_);
  glDrawArrays(GL_POINTS, 0, static_cast<GLsizei>(points_.size()));
  glBindVertexArray(0);
  ++drawStats().drawCalls;
}

}  // namespace perihelion::engine
