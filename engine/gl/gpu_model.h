// A whole model on the GPU: its meshes (GpuMesh) and, for each, its material's base colour and
// texture, drawn instanced. Made from CPU ModelData (engine/assets), never from a file.
//
// Drawn with the lit mesh shader (shaders/lit_mesh.*), whose material uniforms it sets: uUseMaterial
// = 1, uMaterialColor (linear RGBA), uHasTexture, and the texture on unit 0 (uTexture). The
// instance tint (sRGB) multiplies the material colour.
#pragma once

#include <vector>

#include <glm/vec4.hpp>

#include "assets/model_data.h"
#include "gl/gpu_mesh.h"
#include "gl/shader_program.h"
#include "gl/texture.h"

namespace perihelion::engine {

class GpuModel {
 public:
  explicit GpuModel(const ModelData& model);
  GpuModel(GpuModel&&) noexcept = default;
  GpuModel& operator=(GpuModel&&) = delete;

  /// One draw call per mesh for all of `instances`, each mesh with its own material.
  void drawInstanced(const InstanceBuffer& instances, const ShaderProgram& shader) const;
  /// Half the model's size: the largest |coordinate| of its bounds (model units). An instance scale of
  /// r / halfSize() draws it r wide either side of its origin.
  double halfSize() const { return halfSize_; }

 private:
  struct Material {
    glm::vec4 baseColor{1.0f};  ///< linear RGBA
    Texture2D texture;          ///< not valid(): untextured
  };
  std::vector<GpuMesh> meshes_;
  std::vector<Material> materials_;
  double halfSize_ = 1.0;
};

}  // namespace perihelion::engine
