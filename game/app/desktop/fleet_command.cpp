#include "desktop/fleet_command.h"

#include <algorithm>

#include <glm/geometric.hpp>

namespace perihelion::app {

void ShipSelection::clear() {
  ids_.clear();
  mask_.clear();
}

void ShipSelection::set(std::span<const std::uint32_t> ships, std::size_t shipCount) {
  clear();
  mask_.assign(shipCount, 0);
  for (const std::uint32_t id : ships) {
    if (id >= shipCount || mask_[id]) continue;
    mask_[id] = 1;
    ids_.push_back(id);
  }
}

void ShipSelection::selectFleet(fleet::FleetId fleet, const fleet::Ships& ships) {
  std::vector<std::uint32_t> ids;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.fleet[i] == fleet) ids.push_back(static_cast<std::uint32_t>(i));
  }
  set(ids, ships.size());
}

std::vector<fleet::FleetId> ShipSelection::fleets(const fleet::Ships& ships) const {
  // Marked by fleet, then listed in fleet order: one pass, no sort (it runs every frame, and a
  // selection may hold every ship).
  std::vector<std::uint8_t> selected;
  for (const std::uint32_t id : ids_) {
    if (id >= ships.size()) continue;
    const std::uint32_t k = ships.fleet[id].value;
    if (k >= selected.size()) selected.resize(k + 1, 0);
    selected[k] = 1;
  }
  std::vector<fleet::FleetId> out;
  for (std::uint32_t k = 0; k < selected.size(); ++k) {
    if (selected[k]) out.push_back(fleet::FleetId{k});
  }
  return out;
}

std::optional<glm::dvec3> selectionCentre(const ShipSelection& selection, std::span<const render::ShipView> views) {
  glm::dvec3 sum(0.0);
  double count = 0.0;
  for (const std::uint32_t id : selection.ids()) {
    if (id >= views.size()) continue;
    sum += views[id].position;
    count += 1.0;
  }
  if (count == 0.0) return std::nullopt;
  return sum / count;
}

engine::Plane orderPlane(const glm::dvec3& drawnCentre) { return engine::planeThrough(drawnCentre, glm::dvec3(0.0, 0.0, 1.0)); }

void OrderHeight::update(const engine::Ray& ray, const engine::Plane& plane, bool shift) {
  if (!shift) {
    anchor_.reset();
    return;
  }
  if (!anchor_) {
    const auto pick = engine::pickOnGround(ray, plane, height_);
    if (!pick) return;
    anchor_ = pick->onPlane;
    baseHeight_ = height_;
    baseUnderRay_ = engine::heightUnderRay(ray, *anchor_, plane.normal).value_or(0.0);
    return;
  }
  // The anchor stays on the (moving) plane: its height above the plane is taken out.
  const glm::dvec3 onPlane = engine::projectOnto(plane, *anchor_);
  if (const auto h = engine::heightUnderRay(ray, onPlane, plane.normal)) height_ = baseHeight_ + (*h - baseUnderRay_);
}

std::optional<engine::GroundPick> OrderHeight::target(const engine::Ray& ray, const engine::Plane& plane) const {
  if (anchor_) {
    const glm::dvec3 onPlane = engine::projectOnto(plane, *anchor_);
    return engine::GroundPick{onPlane, height_, onPlane + plane.normal * height_};
  }
  return engine::pickOnGround(ray, plane, height_);
}

void OrderHeight::reset() {
  anchor_.reset();
  height_ = baseHeight_ = baseUnderRay_ = 0.0;
}

fleet::Order moveOrderTo(const world::SolarSystem& system, const glm::dvec3& drawnPoint) {
  fleet::Order order;
  order.kind = fleet::Order::Kind::MoveTo;
  order.point = drawnPoint / system.display.distanceScale;
  return order;
}

fleet::Order goToOrder(world::BodyId planet) {
  fleet::Order order;
  order.kind = fleet::Order::Kind::GoTo;
  order.body = planet;
  return order;
}

glm::vec3 fleetColor(fleet::FleetId fleet) {
  static constexpr glm::vec3 kPalette[] = {
      {0.40f, 0.75f, 1.00f}, {1.00f, 0.55f, 0.35f}, {0.55f, 1.00f, 0.45f}, {1.00f, 0.85f, 0.30f},
      {0.85f, 0.50f, 1.00f}, {0.35f, 1.00f, 0.90f}, {1.00f, 0.45f, 0.65f}, {0.75f, 0.80f, 0.55f}};
  return kPalette[fleet.value % (sizeof kPalette / sizeof kPalette[0])];
}

}  // namespace perihelion::app
