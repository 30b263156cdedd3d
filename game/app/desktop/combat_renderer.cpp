#include "desktop/combat_renderer.h"

#include <algorithm>

#include <glad/gl.h>
#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "render/scene_view.h"

namespace perihelion::app {
namespace {

/// Points wider than this are not drawn wider (llvmpipe and most drivers allow at least 255).
constexpr float kMaxPointPixels = 200.0f;
/// A projectile's line is this faint beside a beam's; its dot carries it.
constexpr float kProjectileLineAlpha = 0.3f;
constexpr float kProjectileDotPixels = 3.5f;

float burstPixels(const Burst& b, const FrameCamera& camera) {
  const double distance = glm::length(b.at - camera.eye);
  const auto pixels = static_cast<float>(2.0 * camera.projectedRadiusPixels(b.radius, distance));
  return std::clamp(std::max(pixels, b.minPixels), 1.0f, kMaxPointPixels);
}

}  // namespace

std::unique_ptr<CombatRenderer> CombatRenderer::create(const std::filesystem::path& shaderDir, std::string& error) {
  std::optional<MeshShaders> shaders = MeshShaders::load(shaderDir, error);
  if (!shaders) return nullptr;
  return std::unique_ptr<CombatRenderer>(new CombatRenderer(std::move(*shaders)));
}

void CombatRenderer::draw(const CombatFrame& frame, const FrameCamera& camera) {
  if (frame.empty()) return;
  const glm::dvec3 eye = camera.eye;
  lines_.clear();
  bursts_.clear();
  for (const VolleyLine& v : frame.volleys) {
    const glm::vec3 from = render::toRenderSpace(v.from, eye), to = render::toRenderSpace(v.to, eye);
    const float alpha = v.beam ? v.alpha : v.alpha * kProjectileLineAlpha;
    lines_.addSegment({from, glm::vec4(v.colour, alpha), 1.0f}, {to, glm::vec4(v.colour, alpha), 1.0f});
    if (!v.beam) {  // the slug on its way: from the gun to the target over the line's life
      bursts_.addPoint({glm::mix(from, to, v.age), glm::vec4(v.colour, 1.0f), kProjectileDotPixels});
    }
  }
  for (const Burst& b : frame.flashes) {
    bursts_.addPoint({render::toRenderSpace(b.at, eye), glm::vec4(b.colour, b.alpha), burstPixels(b, camera)});
  }
  for (const Burst& b : frame.explosions) {
    bursts_.addPoint({render::toRenderSpace(b.at, eye), glm::vec4(b.colour, b.alpha), burstPixels(b, camera)});
  }
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE);  // additive: fire and flashes add light to what is behind
  glEnable(GL_PROGRAM_POINT_SIZE);
  glDepthMask(GL_FALSE);
  shaders_.useColored(camera, false);
  lines_.drawSegments();
  shaders_.colored.set("uRoundPoints", 1);
  bursts_.drawPoints();
  glDepthMask(GL_TRUE);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
}

}  // namespace perihelion::app
