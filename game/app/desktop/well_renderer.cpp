#include "desktop/well_renderer.h"

#include <glad/gl.h>
#include <glm/geometric.hpp>

#include "render/scene_view.h"

namespace perihelion::app {
namespace {

// The station models (data/models/station.glb) have no forward of their own: a ring round the spin
// axis +z with spokes on +-x and +-y. Model axes are therefore used as the station's axes as they are
// (+x forward to the planet, +z the ring normal): the station lies in its ring's plane, no correction.


glm::vec4 ghostTint(bool allowed) { return allowed ? glm::vec4(0.35f, 1.0f, 0.45f, 0.6f) : glm::vec4(1.0f, 0.3f, 0.25f, 0.6f); }

}  // namespace

std::unique_ptr<WellRenderer> WellRenderer::create(const std::filesystem::path& shaderDir, std::filesystem::path modelDir,
                                                   std::string& error) {
  std::optional<MeshShaders> shaders = MeshShaders::load(shaderDir, error);
  if (!shaders) return nullptr;
  return std::unique_ptr<WellRenderer>(new WellRenderer(std::move(*shaders), std::move(modelDir)));
}

WellRenderer::WellRenderer(MeshShaders shaders, std::filesystem::path modelDir)
    : shaders_(std::move(shaders)), models_(std::move(modelDir)) {}

void WellRenderer::prepare(const world::StationCatalogue& catalogue) {
  for (const world::StationType& type : catalogue.types) models_.get(type.model);
}

const engine::GpuModel* WellRenderer::modelOf(const world::StationCatalogue& catalogue, world::StationTypeId type) const {
  if (type.value >= catalogue.types.size()) return nullptr;
  return models_.find(catalogue.type(type).model);
}

void WellRenderer::draw(const WellFrame& frame, const world::StationCatalogue& catalogue, const FrameCamera& camera) {
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glEnable(GL_PROGRAM_POINT_SIZE);
  drawRings(frame, camera);
  drawStations(frame, catalogue, camera);
  drawIcons(frame, camera);
  if (frame.ghost) drawGhost(*frame.ghost, frame, catalogue, camera);
}

void WellRenderer::drawRings(const WellFrame& frame, const FrameCamera& camera) {
  if (frame.rings.empty()) return;
  lines_.clear();
  std::vector<engine::ColoredVertex> strip;
  for (const RingLine& ring : frame.rings) {
    strip.clear();
    for (const glm::vec3& p : ring.view.relativePoints) strip.push_back({p, ring.color, 1.0f});
    lines_.addStrip(strip);
  }
  shaders_.useColored(camera, false);
  glDepthMask(GL_FALSE);  // see-through lines, hidden only by what is solid in front of them
  lines_.drawStrips();
  glDepthMask(GL_TRUE);
  // The markers that turn with each ring, faded out where they would strobe (render::ringMarkerAlpha).
  lines_.clear();
  for (const RingLine& ring : frame.rings) {
    const float alpha = ring.color.a * ring.view.markerAlpha;
    if (alpha <= 0.0f) continue;
    for (const glm::vec3& p : ring.view.markers) lines_.addPoint({p, glm::vec4(glm::vec3(ring.color), alpha), 5.0f});
  }
  shaders_.useColored(camera, true);
  lines_.drawPoints();
}

void WellRenderer::drawStations(const WellFrame& frame, const world::StationCatalogue& catalogue,
                                const FrameCamera& camera) {
  if (frame.stations.empty()) return;
  shaders_.useLit(camera, frame.eye);
  std::vector<engine::MeshInstance> batch;
  for (const auto& [name, model] : models_.all()) {
    batch.clear();
    for (const render::StationView& s : frame.stations) {
      if (modelOf(catalogue, s.type) != &model) continue;
      // Below the icon size a model is a few pixels of vertex work for nothing: the icon stands in.
      if (camera.projectedRadiusPixels(s.radius, glm::length(s.position - frame.eye)) < kStationIconRadiusPixels) continue;
      const auto scale = static_cast<float>(s.radius / model.halfSize());
      batch.push_back({glm::vec4(s.relativeToEye, scale), engine::instanceOrientation(s.orientation),
                       glm::vec4(s.tint, 1.0f)});
    }
    if (batch.empty()) continue;
    instances_.upload(batch);
    model.drawInstanced(instances_, shaders_.lit);
  }
}

void WellRenderer::drawIcons(const WellFrame& frame, const FrameCamera& camera) {
  lines_.clear();
  for (const render::StationView& s : frame.stations) {
    const double distance = glm::length(s.position - frame.eye);
    if (camera.projectedRadiusPixels(s.radius, distance) >= kStationIconRadiusPixels) continue;
    if (!stationShown(camera, s)) continue;  // a well a few pixels across is all planet icon
    const bool selected = frame.selected && *frame.selected == s.id;
    lines_.addPoint({s.relativeToEye, glm::vec4(s.tint, 0.95f), selected ? 9.0f : 6.0f});
  }
  shaders_.useColored(camera, true);
  lines_.drawPoints();  // depth-tested: a planet hides the icons of the stations behind it
}

void WellRenderer::drawGhost(const StationGhost& ghost, const WellFrame& frame, const world::StationCatalogue& catalogue,
                             const FrameCamera& camera) {
  const glm::vec3 relative = render::toRenderSpace(ghost.position, frame.eye);
  const glm::vec4 tint = ghostTint(ghost.allowed);
  if (const engine::GpuModel* model = modelOf(catalogue, ghost.type)) {
    shaders_.useLit(camera, frame.eye);
    shaders_.lit.set("uEmissive", 1);  // lit or not by the Sun, the ghost must show its colour
    const engine::MeshInstance instance{glm::vec4(relative, static_cast<float>(ghost.radius / model->halfSize())),
                                        engine::instanceOrientation(glm::quat(ghost.orientation)), tint};
    instances_.upload(std::span(&instance, 1));
    glDepthMask(GL_FALSE);  // translucent: it must not hide what is behind it
    model->drawInstanced(instances_, shaders_.lit);
    glDepthMask(GL_TRUE);
  }
  // A marker on top, so the snapped spot shows even when the ghost is a pixel wide.
  lines_.clear();
  lines_.addPoint({relative, glm::vec4(glm::vec3(tint), 1.0f), 7.0f});
  shaders_.useColored(camera, true);
  glDisable(GL_DEPTH_TEST);
  lines_.drawPoints();
  glEnable(GL_DEPTH_TEST);
}

}  // namespace perihelion::app
