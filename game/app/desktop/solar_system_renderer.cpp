#include "desktop/solar_system_renderer.h"

#include <cmath>
#include <random>

#include <glad/gl.h>
#include <glm/geometric.hpp>
#include <glm/gtc/constants.hpp>

#include "assets/sphere_mesh.h"

namespace perihelion::app {
namespace {

constexpr int kStarCount = 3000;

/// A fixed random sky (same seed, same stars): directions on the unit sphere, faint to bright.
void fillStars(engine::LineBatch& stars) {
  std::mt19937 random(20261122u);
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f), brightness(0.0f, 1.0f);
  for (int k = 0; k < kStarCount; ++k) {
    glm::vec3 d;
    do {
      d = {unit(random), unit(random), unit(random)};
    } while (glm::dot(d, d) > 1.0f || glm::dot(d, d) < 1e-4f);
    const float b = std::pow(brightness(random), 6.0f);  // mostly faint, a few bright
    const float warmth = brightness(random) * 0.2f;
    stars.addPoint({glm::normalize(d), {0.55f + 0.45f * b + warmth, 0.55f + 0.45f * b, 0.6f + 0.4f * b - warmth, 0.35f + 0.65f * b},
                    1.0f + 2.0f * b});
  }
}

}  // namespace

std::unique_ptr<SolarSystemRenderer> SolarSystemRenderer::create(const std::filesystem::path& shaderDir,
                                                                 TextureLibrary& textures, std::string& error) {
  std::optional<MeshShaders> shaders = MeshShaders::load(shaderDir, error);
  if (!shaders) return nullptr;
  return std::unique_ptr<SolarSystemRenderer>(new SolarSystemRenderer(std::move(*shaders), textures));
}

SolarSystemRenderer::SolarSystemRenderer(MeshShaders shaders, TextureLibrary& textures)
    : shaders_(std::move(shaders)),
      textures_(textures),
      spheres_{engine::GpuMesh(engine::makeUvSphere(16, 8)), engine::GpuMesh(engine::makeUvSphere(32, 16)),
               engine::GpuMesh(engine::makeUvSphere(64, 32))} {
  fillStars(stars_);
}

void SolarSystemRenderer::draw(const render::SceneView& scene, const FrameCamera& camera,
                               std::optional<world::BodyId> selected) {
  glEnable(GL_PROGRAM_POINT_SIZE);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  drawStars(camera);
  drawBodies(scene, camera);
  drawOrbits(scene, camera, selected);
  drawIcons(scene, camera, selected);
}

void SolarSystemRenderer::drawStars(const FrameCamera& camera) {
  glDisable(GL_DEPTH_TEST);
  glDepthMask(GL_FALSE);
  shaders_.useColored(camera, true);
  shaders_.colored.set("uAtInfinity", 1);
  shaders_.colored.set("uFarDepth", camera.depth == engine::DepthConvention::ReversedZeroToOne ? 0.0f : 1.0f);
  stars_.drawPoints();
  glDepthMask(GL_TRUE);
  glEnable(GL_DEPTH_TEST);
}

void SolarSystemRenderer::drawOrbits(const render::SceneView& scene, const FrameCamera& camera,
                                     std::optional<world::BodyId> selected) {
  lines_.clear();
  std::vector<engine::ColoredVertex> strip;
  for (const render::OrbitView& orbit : scene.orbits) {
    const bool highlighted = selected && *selected == orbit.id;
    const glm::vec4 color(glm::mix(glm::vec3(0.35f), orbit.color, 0.6f), highlighted ? 0.95f : 0.45f);
    strip.clear();
    for (const glm::vec3& p : orbit.relativePoints) strip.push_back({p, color, 1.0f});
    lines_.addStrip(strip);
  }
  for (const render::TailView& tail : scene.tails) {
    const glm::vec3 color = glm::mix(tail.color, glm::vec3(1.0f), 0.3f);
    const engine::ColoredVertex fading[] = {{tail.relativeStart, glm::vec4(color, 0.9f), 1.0f},
                                            {tail.relativeEnd, glm::vec4(color, 0.0f), 1.0f}};
    lines_.addStrip(fading);
  }
  shaders_.useColored(camera, false);
  glDepthMask(GL_FALSE);  // lines are see-through: they must not hide each other
  lines_.drawStrips();
  glDepthMask(GL_TRUE);
}

void SolarSystemRenderer::drawBodies(const render::SceneView& scene, const FrameCamera& camera) {
  const engine::ShaderProgram& lit = shaders_.lit;
  shaders_.useLit(camera, scene.eye);
  lit.set("uTexture", 0);
  for (const render::BodyView& body : scene.bodies) {
    const double distance = glm::length(body.position - scene.eye);
    const double pixels = camera.projectedRadiusPixels(body.radius, distance);
    if (pixels < 0.5) continue;  // an icon will stand in
    const engine::Texture2D* texture = textures_.find(body.texture);
    if (texture) texture->bind(0);
    lit.set("uHasTexture", texture ? 1 : 0);
    lit.set("uEmissive", body.isStar ? 1 : 0);
    const engine::MeshInstance instance{glm::vec4(body.relativeToEye, static_cast<float>(body.radius)),
                                        engine::instanceOrientation(body.orientation),
                                        glm::vec4(body.color, 1.0f)};
    bodyInstance_.upload(std::span(&instance, 1));
    spheres_[pixels < 24.0 ? 0 : pixels < 160.0 ? 1 : 2].drawInstanced(bodyInstance_);
  }
}

void SolarSystemRenderer::drawIcons(const render::SceneView& scene, const FrameCamera& camera,
                                    std::optional<world::BodyId> selected) {
  lines_.clear();
  for (const render::BodyView& body : scene.bodies) {
    const double distance = glm::length(body.position - scene.eye);
    if (camera.projectedRadiusPixels(body.radius, distance) >= kIconRadiusPixels) continue;
    const bool isSelected = selected && *selected == body.id;
    const float diameter = static_cast<float>(2.0 * kIconRadiusPixels) * (isSelected ? 1.4f : 1.0f);
    lines_.addPoint({body.relativeToEye, glm::vec4(body.color, 1.0f), diameter});
  }
  shaders_.useColored(camera, true);
  glDisable(GL_DEPTH_TEST);  // icons stay on top: a marker, not an object in the scene
  lines_.drawPoints();
  glEnable(GL_DEPTH_TEST);
}

}  // namespace perihelion::app
