#include "gl/gpu_mesh.h"

#include <cstddef>
#include <utility>

#include <glad/gl.h>

#include "gl/draw_stats.h"
#include "gl/vertex_attribute.h"

namespace perihelion::engine {

InstanceBuffer::InstanceBuffer() { glGenBuffers(1, &id_); }
InstanceBuffer::~InstanceBuffer() { glDeleteBuffers(1, &id_); }

void InstanceBuffer::upload(std::span<const MeshInstance> instances) {
  glBindBuffer(GL_ARRAY_BUFFER, id_);
  const auto bytes = static_cast<GLsizeiptr>(instances.size_bytes());
  if (instances.size() > capacity_) {
    capacity_ = instances.size() * 2;
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(capacity_ * sizeof(MeshInstance)), nullptr, GL_STREAM_DRAW);
  }
  if (bytes > 0) glBufferSubData(GL_ARRAY_BUFFER, 0, bytes, instances.data());
  count_ = static_cast<int>(instances.size());
}

GpuMesh::GpuMesh(const MeshData& mesh)
    : indexCount_(static_cast<int>(mesh.indices.size())), materialIndex_(mesh.materialIndex) {
  glGenVertexArrays(1, &vao_);
  glBindVertexArray(vao_);
  glGenBuffers(1, &vertexBuffer_);
  glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer_);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(mesh.vertices.size() * sizeof(Vertex)),
               mesh.vertices.data(), GL_STATIC_DRAW);
  glGenBuffers(1, &indexBuffer_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indexBuffer_);
  glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(mesh.indices.size() * sizeof(std::uint32_t)),
               mesh.indices.data(), GL_STATIC_DRAW);
  floatAttribute(0, 3, sizeof(Vertex), offsetof(Vertex, position));
  floatAttribute(1, 3, sizeof(Vertex), offsetof(Vertex, normal));
  floatAttribute(2, 2, sizeof(Vertex), offsetof(Vertex, uv));
  for (GLuint location = 3; location <= 5; ++location) {  // per instance; pointed at each draw's buffer
    glEnableVertexAttribArray(location);
    glVertexAttribDivisor(location, 1);
  }
  glBindVertexArray(0);
}

GpuMesh::GpuMesh(GpuMesh&& other) noexcept
    : vao_(std::exchange(other.vao_, 0)),
      vertexBuffer_(std::exchange(other.vertexBuffer_, 0)),
      indexBuffer_(std::exchange(other.indexBuffer_, 0)),
      indexCount_(other.indexCount_),
      materialIndex_(other.materialIndex_) {}

GpuMesh::~GpuMesh() {
  if (vao_) glDeleteVertexArrays(1, &vao_);
  if (vertexBuffer_) glDeleteBuffers(1, &vertexBuffer_);
  if (indexBuffer_) glDeleteBuffers(1, &indexBuffer_);
}

void GpuMesh::drawInstanced(const InstanceBuffer& instances) const {
  if (instances.count() == 0 || indexCount_ == 0) return;
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, instances.id());
  for (GLuint k = 0; k < 3; ++k) floatAttribute(3 + k, 4, sizeof(MeshInstance), k * sizeof(glm::vec4));
  glDrawElementsInstanced(GL_TRIANGLES, indexCount_, GL_UNSIGNED_INT, nullptr, instances.count());
  glBindVertexArray(0);
  ++drawStats().drawCalls;
}

}  // namespace perihelion::engine
