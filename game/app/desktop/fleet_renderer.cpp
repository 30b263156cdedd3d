#include "desktop/fleet_renderer.h"

#include <algorithm>
#include <cmath>

#include <glad/gl.h>
#include <glm/geometric.hpp>

#include "astro/units.h"
#include "render/scene_view.h"

namespace perihelion::app {
namespace {

// The ship model (data/models/ship.obj) points its nose along model +x, up +z, left wing +y;
// render::headingOrientation turns +x onto the ship's heading with +z towards the ecliptic north.

constexpr glm::vec4 kCursorColor{0.45f, 0.95f, 1.0f, 0.9f};
constexpr int kDiscSegments = 48;

/// A selected ship is drawn near white, the others in a light version of their owner's colour.
glm::vec3 shipTint(const render::ShipView& s, bool selected) {
  const glm::vec3 c = s.tint;
  return selected ? glm::mix(c, glm::vec3(1.0f), 0.75f) : glm::mix(c, glm::vec3(1.0f), 0.35f);
}

bool isSelected(const FleetFrame& frame, const render::ShipView& s) {
  return frame.selection && frame.selection->contains(s.ship);
}

}  // namespace

std::unique_ptr<FleetRenderer> FleetRenderer::create(const std::filesystem::path& shaderDir, std::filesystem::path modelDir,
                                                     std::string& error) {
  std::optional<MeshShaders> shaders = MeshShaders::load(shaderDir, error);
  if (!shaders) return nullptr;
  return std::unique_ptr<FleetRenderer>(new FleetRenderer(std::move(*shaders), std::move(modelDir)));
}

FleetRenderer::FleetRenderer(MeshShaders shaders, std::filesystem::path modelDir)
    : shaders_(std::move(shaders)), models_(std::move(modelDir)) {}

void FleetRenderer::prepare(const fleet::ShipCatalogue& types) {
  batchModels_.clear();
  batchOfType_.clear();
  for (const fleet::ShipType& type : types.types) {
    const engine::GpuModel* model = &models_.get(type.model);
    const auto known = std::find(batchModels_.begin(), batchModels_.end(), model);
    batchOfType_.push_back(static_cast<std::size_t>(known - batchModels_.begin()));
    if (known == batchModels_.end()) batchModels_.push_back(model);
  }
  batches_.resize(batchModels_.size());
}

void FleetRenderer::draw(const FleetFrame& frame, const FrameCamera& camera) {
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glEnable(GL_PROGRAM_POINT_SIZE);
  if (!frame.ships.empty()) {
    drawShips(frame, camera);
    drawCourses(frame, camera);
  }
  if (frame.cursor) drawCursor(*frame.cursor, frame, camera);
}

void FleetRenderer::drawShips(const FleetFrame& frame, const FrameCamera& camera) {
  // One pass: each ship into its model's batch, or, below the icon size, where a model is a few
  // pixels of vertex work for nothing, an icon in its stead.
  for (auto& batch : batches_) batch.clear();
  lines_.clear();
  std::size_t fleets = 0;
  for (const render::ShipView& s : frame.ships) fleets = std::max<std::size_t>(fleets, s.fleet.value + 1);
  const std::vector<std::uint8_t> marked = markedFleets(frame.markers, fleets);  // the HUD draws those
  for (const render::ShipView& s : frame.ships) {
    if (marked[s.fleet.value]) continue;
    const bool selected = isSelected(frame, s);
    if (camera.projectedRadiusPixels(s.radius, glm::length(s.position - frame.eye)) < kShipIconRadiusPixels) {
      lines_.addPoint({s.relativeToEye, glm::vec4(shipTint(s, selected), 0.95f), selected ? 6.0f : 4.0f});
      continue;
    }
    if (s.type.value >= batchOfType_.size()) continue;  // a type the renderer was not prepared for
    const std::size_t batch = batchOfType_[s.type.value];
    const auto scale = static_cast<float>(s.radius / batchModels_[batch]->halfSize());
    batches_[batch].push_back(
        {glm::vec4(s.relativeToEye, scale), engine::instanceOrientation(s.orientation), glm::vec4(shipTint(s, selected), 1.0f)});
  }
  shaders_.useLit(camera, frame.eye);
  for (std::size_t k = 0; k < batches_.size(); ++k) {
    if (batches_[k].empty()) continue;
    instances_.upload(batches_[k]);
    batchModels_[k]->drawInstanced(instances_, shaders_.lit);
  }
  shaders_.useColored(camera, true);
  lines_.drawPoints();  // depth-tested: a planet hides the ships behind it
}

void FleetRenderer::drawCourses(const FleetFrame& frame, const FrameCamera& camera) {
  if (frame.courses.empty()) return;
  lines_.clear();
  for (const render::FleetCourse& c : frame.courses) {
    // The selected ships' order lines stand out, with a dot where they end; the others are faint, so
    // that a crowded sky still reads.
    const bool selected =
        std::find(frame.selectedFleets.begin(), frame.selectedFleets.end(), c.fleet) != frame.selectedFleets.end();
    const glm::vec3 color = selected ? glm::mix(fleetColor(c.fleet), glm::vec3(1.0f), 0.3f) : fleetColor(c.fleet);
    const glm::vec3 to = render::toRenderSpace(c.to, frame.eye);
    const engine::ColoredVertex strip[] = {
        {render::toRenderSpace(c.from, frame.eye), glm::vec4(color, selected ? 0.6f : 0.15f), 1.0f},
        {to, glm::vec4(color, selected ? 0.95f : 0.4f), 1.0f}};
    lines_.addStrip(strip);
    if (selected) lines_.addPoint({to, glm::vec4(color, 0.95f), 7.0f});
  }
  shaders_.useColored(camera, false);
  glDepthMask(GL_FALSE);  // see-through lines, hidden only by what is solid in front of them
  lines_.drawStrips();
  shaders_.colored.set("uRoundPoints", 1);
  lines_.drawPoints();
  glDepthMask(GL_TRUE);
}

void FleetRenderer::drawCursor(const OrderCursor& cursor, const FleetFrame& frame, const FrameCamera& camera) {
  lines_.clear();
  std::vector<engine::ColoredVertex> disc;
  for (int k = 0; k <= kDiscSegments; ++k) {
    const double a = astro::kTwoPi * (k == kDiscSegments ? 0 : k) / kDiscSegments;
    const glm::dvec3 p = cursor.onPlane + cursor.discRadius * glm::dvec3(std::cos(a), std::sin(a), 0.0);
    disc.push_back({render::toRenderSpace(p, frame.eye), glm::vec4(glm::vec3(kCursorColor), 0.6f), 1.0f});
  }
  lines_.addStrip(disc);
  const engine::ColoredVertex stem[] = {{render::toRenderSpace(cursor.onPlane, frame.eye), kCursorColor, 1.0f},
                                        {render::toRenderSpace(cursor.target, frame.eye), kCursorColor, 1.0f}};
  lines_.addStrip(stem);
  lines_.addPoint({render::toRenderSpace(cursor.target, frame.eye), kCursorColor, 7.0f});
  shaders_.useColored(camera, false);
  glDisable(GL_DEPTH_TEST);  // a cursor: always on top
  lines_.drawStrips();
  shaders_.colored.set("uRoundPoints", 1);
  lines_.drawPoints();
  glEnable(GL_DEPTH_TEST);
}

}  // namespace perihelion::app
