// ModelData: a model in CPU memory (meshes in model space, materials, decoded textures), produced by
// model_loader.h, consumed by the GPU upload. No GL here.
//
// Conventions: positions in the model file's units and axes, as written (our own models: metres, Z-up;
// the loader undoes Assimp's 3DS Z-up to Y-up rotation and applies no other axis change); every node
// transform is already applied, so all meshes share one model space. Triangles wind counter-clockwise seen from the
// front. uv (0,0) is the first texel of ImageData row 0 (the top-left of the picture) for every format,
// so textures upload without flipping; sample with GL_REPEAT, as uvs may leave [0,1].
#pragma once

#include "assets/image_data.h"

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace perihelion::engine {

struct Vertex {
  glm::vec3 position;  ///< model space
  glm::vec3 normal;    ///< model space, unit length
  glm::vec2 uv;        ///< (0,0) = top-left texel of the texture
};

struct MaterialData {
  std::string name;
  glm::vec4 baseColor{1};                      ///< linear RGBA factor, multiplied with the texture
  std::optional<ImageData> baseColorTexture;   ///< nullopt: untextured, or the texture failed to load
  bool textureMissing = false;                 ///< a texture was named but could not be loaded: draw a checker
};

/// Triangles of one material. Invariant: indices.size() % 3 == 0, every index < vertices.size().
struct MeshData {
  std::vector<Vertex> vertices;
  std::vector<std::uint32_t> indices;
  std::uint32_t materialIndex = 0;  ///< into ModelData::materials (always valid)
};

struct ModelData {
  std::string path;                     ///< the path it was loaded from (for log messages)
  std::vector<MeshData> meshes;         ///< never empty once loaded (a failed load gives the placeholder)
  std::vector<MaterialData> materials;  ///< at least one
  glm::vec3 boundsMin{0}, boundsMax{0};  ///< axis-aligned bounds of all vertices, model space
  bool isPlaceholder = false;           ///< true: loading failed and this is makePlaceholderModel()
};

/// Total number of vertices over all meshes.
inline std::size_t vertexCount(const ModelData& model) {
  std::size_t count = 0;
  for (const MeshData& mesh : model.meshes) count += mesh.vertices.size();
  return count;
}

}  // namespace perihelion::engine
