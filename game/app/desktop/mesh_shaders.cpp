#include "desktop/mesh_shaders.h"

#include <glm/mat4x4.hpp>

#include "render/scene_view.h"

namespace perihelion::app {

std::optional<MeshShaders> MeshShaders::load(const std::filesystem::path& shaderDir, std::string& error) {
  auto lit = engine::ShaderProgram::fromFiles(shaderDir / "lit_mesh.vert", shaderDir / "lit_mesh.frag", error);
  auto colored = engine::ShaderProgram::fromFiles(shaderDir / "colored.vert", shaderDir / "colored.frag", error);
  if (!lit || !colored) return std::nullopt;
  return MeshShaders{std::move(*lit), std::move(*colored)};
}

void MeshShaders::useLit(const FrameCamera& camera, const glm::dvec3& eye) const {
  lit.use();
  lit.set("uViewProjection", glm::mat4(camera.projection * camera.view));
  lit.set("uSunRelative", render::toRenderSpace(glm::dvec3(0.0), eye));
  lit.set("uEmissive", 0);
}

void MeshShaders::useColored(const FrameCamera& camera, bool roundPoints) const {
  colored.use();
  colored.set("uViewProjection", glm::mat4(camera.projection * camera.view));
  colored.set("uAtInfinity", 0);
  colored.set("uRoundPoints", roundPoints ? 1 : 0);
}

}  // namespace perihelion::app
