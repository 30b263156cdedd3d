#include "desktop/fleet_command.h"

#include <algorithm>

#include <glm/geometric.hpp>

#include "astro/julian_date.h"
#include "render/drawn_space.h"

namespace perihelion::app {

void ShipSelection::clear() {
  ids_.clear();
  mask_.clear();
}

void ShipSelection::setIds(std::vector<fleet::ShipId> ids) {
  std::sort(ids.begin(), ids.end(), [](fleet::ShipId a, fleet::ShipId b) { return a.value < b.value; });
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  ids_ = std::move(ids);
  mask_.assign(ids_.empty() ? 0 : ids_.back().value + 1, 0);
  for (const fleet::ShipId id : ids_) mask_[id.value] = 1;
}

void ShipSelection::setIndices(std::span<const std::uint32_t> indices, const fleet::Ships& ships) {
  std::vector<fleet::ShipId> ids;
  ids.reserve(indices.size());
  for (const std::uint32_t i : indices) {
    if (i < ships.size()) ids.push_back(ships.id[i]);
  }
  setIds(std::move(ids));
}

void ShipSelection::selectFleet(fleet::FleetId fleet, const fleet::Ships& ships) {
  std::vector<fleet::ShipId> ids;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.fleet[i] == fleet) ids.push_back(ships.id[i]);
  }
  setIds(std::move(ids));
}

void ShipSelection::addFleet(fleet::FleetId fleet, const fleet::Ships& ships) {
  std::vector<fleet::ShipId> ids = ids_;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.fleet[i] == fleet) ids.push_back(ships.id[i]);
  }
  setIds(std::move(ids));
}

std::vector<std::size_t> ShipSelection::indices(const fleet::Ships& ships) const {
  // Both lists ascend by id: one walk, no search (it runs every frame, and a selection may hold every ship).
  std::vector<std::size_t> out;
  out.reserve(ids_.size());
  std::size_t i = 0;
  for (const fleet::ShipId id : ids_) {
    while (i < ships.size() && ships.id[i].value < id.value) ++i;
    if (i == ships.size()) break;
    if (ships.id[i] == id) out.push_back(i);
  }
  return out;
}

bool ShipSelection::dropGone(const fleet::Ships& ships) {
  const std::vector<std::size_t> present = indices(ships);
  if (present.size() == ids_.size()) return false;
  for (const fleet::ShipId id : ids_) mask_[id.value] = 0;
  ids_.clear();
  for (const std::size_t i : present) {
    ids_.push_back(ships.id[i]);
    mask_[ships.id[i].value] = 1;
  }
  return true;
}

std::vector<fleet::FleetId> ShipSelection::fleets(const fleet::Ships& ships) const {
  // Marked by fleet, then listed in fleet order: one pass, no sort.
  std::vector<std::uint8_t> selected;
  for (const std::size_t i : indices(ships)) {
    const std::uint32_t k = ships.fleet[i].value;
    if (k >= selected.size()) selected.resize(k + 1, 0);
    selected[k] = 1;
  }
  std::vector<fleet::FleetId> out;
  for (std::uint32_t k = 0; k < selected.size(); ++k) {
    if (selected[k]) out.push_back(fleet::FleetId{k});
  }
  return out;
}

std::optional<glm::dvec3> selectionCentre(const ShipSelection& selection, const fleet::Ships& ships,
                                          std::span<const render::ShipView> views) {
  glm::dvec3 sum(0.0);
  double count = 0.0;
  for (const std::size_t i : selection.indices(ships)) {
    const render::ShipView* v = render::shipViewAt(views, i);
    if (!v) continue;
    sum += v->position;
    count += 1.0;
  }
  if (count == 0.0) return std::nullopt;
  return sum / count;
}

engine::Plane orderPlane(const glm::dvec3& drawnCentre) { return engine::planeThrough(drawnCentre, glm::dvec3(0.0, 0.0, 1.0)); }

void OrderHeight::update(const engine::Ray& ray, const glm::dvec3& centre, bool shift) {
  if (!shift) {
    anchor_.reset();
    return;
  }
  const engine::Plane plane = orderPlane(centre);
  if (!anchor_) {
    const auto pick = engine::pickOnGroundOrNearest(ray, plane, height_, centre);
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

std::optional<engine::GroundPick> OrderHeight::target(const engine::Ray& ray, const glm::dvec3& centre) const {
  const engine::Plane plane = orderPlane(centre);
  if (anchor_) {
    const glm::dvec3 onPlane = engine::projectOnto(plane, *anchor_);
    return engine::GroundPick{onPlane, height_, onPlane + plane.normal * height_};
  }
  return engine::pickOnGroundOrNearest(ray, plane, height_, centre);
}

void OrderHeight::reset() {
  anchor_.reset();
  height_ = baseHeight_ = baseUnderRay_ = 0.0;
}

fleet::Order moveOrderTo(const world::SolarSystem& system, const glm::dvec3& drawnPoint, double t) {
  fleet::Order order;
  order.kind = fleet::Order::Kind::MoveTo;
  order.point = render::DrawnSpace(system, astro::julianDateOfSeconds(t)).trueOf(drawnPoint);
  return order;
}

fleet::Order goToOrder(world::BodyId planet) {
  fleet::Order order;
  order.kind = fleet::Order::Kind::GoTo;
  order.body = planet;
  return order;
}

bool fleetCarriesTroops(const fleet::Fleets& fleets, fleet::FleetId fleet, const combat::CombatRules& combat) {
  const fleet::Ships& ships = fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.fleet[i] == fleet && combat.of(ships.type[i]).troopers > 0) return true;
  }
  return false;
}

glm::vec3 fleetColor(fleet::FleetId fleet) {
  static constexpr glm::vec3 kPalette[] = {
      {0.40f, 0.75f, 1.00f}, {1.00f, 0.55f, 0.35f}, {0.55f, 1.00f, 0.45f}, {1.00f, 0.85f, 0.30f},
      {0.85f, 0.50f, 1.00f}, {0.35f, 1.00f, 0.90f}, {1.00f, 0.45f, 0.65f}, {0.75f, 0.80f, 0.55f}};
  return kPalette[fleet.value % (sizeof kPalette / sizeof kPalette[0])];
}

}  // namespace perihelion::app
