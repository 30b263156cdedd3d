// Meshes on the GPU, drawn instanced: one draw call per mesh whatever the number of copies.
//
// Vertex layout (locations): 0 position, 1 normal, 2 uv (from engine/assets MeshData).
// Instance layout: 3 position relative to the camera (xyz) and uniform scale (w); 4 orientation
// quaternion (x, y, z, w); 5 tint colour (rgba). Positions are relative to the camera so that floats
// stay precise near the viewer however far from the Sun the scene is.
#pragma once

#include <span>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec4.hpp>

#include "assets/model_data.h"

namespace perihelion::engine {

struct MeshInstance {
  glm::vec4 positionAndScale{0.0f, 0.0f, 0.0f, 1.0f};
  glm::vec4 orientation{0.0f, 0.0f, 0.0f, 1.0f};
  glm::vec4 tint{1.0f};
};

/// A quaternion in the instance layout (x, y, z, w): glm stores its components in another order.
inline glm::vec4 instanceOrientation(const glm::quat& q) { return {q.x, q.y, q.z, q.w}; }

class InstanceBuffer {
 public:
  InstanceBuffer();
  ~InstanceBuffer();
  InstanceBuffer(const InstanceBuffer&) = delete;
  InstanceBuffer& operator=(const InstanceBuffer&) = delete;
  void upload(std::span<const MeshInstance> instances);
  unsigned id() const { return id_; }
  int count() const { return count_; }

 private:
  unsigned id_ = 0;
  int count_ = 0;
  std::size_t capacity_ = 0;
};

class GpuMesh {
 public:
  explicit GpuMesh(const MeshData& mesh);
  ~GpuMesh();
  GpuMesh(GpuMesh&& other) noexcept;
  GpuMesh& operator=(GpuMesh&&) = delete;
  GpuMesh(const GpuMesh&) = delete;
  GpuMesh& operator=(const GpuMesh&) = delete;

  /// One draw call for all of `instances`.
  void drawInstanced(const InstanceBuffer& instances) const;
  unsigned materialIndex() const { return materialIndex_; }

 private:
  unsigned vao_ = 0, vertexBuffer_ = 0, indexBuffer_ = 0;
  int indexCount_ = 0;
  unsigned materialIndex_ = 0;
};

}  // namespace perihelion::engine
