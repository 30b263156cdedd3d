#include "gl/gpu_model.h"

#include <algorithm>

#include <glm/common.hpp>

namespace perihelion::engine {

GpuModel::GpuModel(const ModelData& model) {
  meshes_.reserve(model.meshes.size());
  for (const MeshData& mesh : model.meshes) meshes_.emplace_back(mesh);
  for (const MaterialData& m : model.materials) {
    Material material;
    material.baseColor = m.baseColor;
    if (m.baseColorTexture) material.texture = Texture2D(*m.baseColorTexture, TextureWrap::Repeat);
    materials_.push_back(std::move(material));
  }
  if (materials_.empty()) materials_.emplace_back();
  const glm::vec3 extent = glm::max(glm::abs(model.boundsMin), glm::abs(model.boundsMax));
  halfSize_ = static_cast<double>(std::max({extent.x, extent.y, extent.z, 1e-6f}));
}

void GpuModel::drawInstanced(const InstanceBuffer& instances, const ShaderProgram& shader) const {
  if (instances.count() == 0) return;
  shader.set("uUseMaterial", 1);
  shader.set("uTexture", 0);
  for (const GpuMesh& mesh : meshes_) {
    const Material& material = materials_[std::min<std::size_t>(mesh.materialIndex(), materials_.size() - 1)];
    shader.set("uMaterialColor", material.baseColor);
    shader.set("uHasTexture", material.texture.valid() ? 1 : 0);
    if (material.texture.valid()) material.texture.bind(0);
    mesh.drawInstanced(instances);
  }
}

}  // namespace perihelion::engine
