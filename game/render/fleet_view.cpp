#include "render/fleet_view.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/mat3x3.hpp>

#include "fleet/ring_place.h"
#include "render/drawn_space.h"
#include "render/scene_view.h"
#include "render/well_view.h"
#include "world/station.h"

namespace perihelion::render {

glm::dquat headingOrientation(const glm::dvec3& heading) {
  const double length = glm::length(heading);
  if (!(length > 0.0)) return glm::dquat(1.0, 0.0, 0.0, 0.0);
  const glm::dvec3 forward = heading / length;
  // Up: the ecliptic north with its part along the heading taken out; straight up or down, +x.
  glm::dvec3 up = glm::dvec3(0.0, 0.0, 1.0) - forward * forward.z;
  if (glm::length(up) < 1e-9) up = glm::dvec3(1.0, 0.0, 0.0) - forward * forward.x;
  up = glm::normalize(up);
  const glm::dvec3 left = glm::cross(up, forward);  // model axes: x nose, y left, z up (x cross y = z)
  return glm::quat_cast(glm::dmat3(forward, left, up));
}

std::vector<ShipView> shipViews(const world::SolarSystem& system, const fleet::ShipCatalogue& types,
                                const fleet::Ships& ships, PreviousPositions previous, double alpha, double t,
                                const glm::dvec3& eye, std::optional<double> offsetsAt) {
  const double jd = astro::julianDateOfSeconds(t);
  const DrawnSpace space(system, jd);
  // Both lists ascend by id: one walk pairs each ship with its previous position, if it had one.
  const std::size_t previousCount = std::min(previous.positions.size(), previous.ids.size());
  std::size_t p = 0;
  std::vector<ShipView> views(ships.size());
  // Planets' positions are computed once per planet, not once per ship.
  std::vector<glm::dvec3> planetAt(system.bodies.size());
  std::vector<bool> havePlanet(system.bodies.size(), false);
  for (std::size_t i = 0; i < ships.size(); ++i) {
    ShipView& v = views[i];
    v.id = static_cast<std::uint32_t>(i);
    v.ship = ships.id[i];
    v.type = ships.type[i];
    v.fleet = ships.fleet[i];
    v.mode = ships.mode[i];
    const double radius = types.type(ships.type[i]).radius;
    if (v.mode == fleet::ShipMode::InWell) {
      // Where the well holds it at t; drawn as a ship in flight there would be (inside the outermost
      // ring that is the well's own mapping, drawnWellPoint), so that nothing jumps as a well takes it.
      const world::Body& planet = system.body(ships.wellPlanet[i]);
      const std::size_t k = planet.id.value;
      if (!havePlanet[k]) {
        planetAt[k] = system.positionOf(planet, jd);
        havePlanet[k] = true;
      }
      glm::dvec3 offset = ships.wellOffset[i];
      if (ships.wellRing[i] != fleet::kNoRing && offsetsAt) {
        offset = fleet::ringTurn(*planet.well, ships.wellRing[i], t - *offsetsAt)(offset);
      }
      const DrawnAt drawn = space.at(planetAt[k] + offset);
      v.position = drawn.position;
      v.radius = radius * drawn.scale;
    } else {
      while (p < previousCount && previous.ids[p].value < ships.id[i].value) ++p;
      const bool had = p < previousCount && previous.ids[p] == ships.id[i];
      const glm::dvec3 at =
          had ? previous.positions[p] + (ships.position[i] - previous.positions[p]) * alpha : ships.position[i];
      const DrawnAt drawn = space.at(at);
      v.position = drawn.position;
      v.radius = radius * drawn.scale;
    }
    v.relativeToEye = toRenderSpace(v.position, eye);
    v.orientation = glm::quat(headingOrientation(ships.heading[i]));
  }
  return views;
}

std::optional<glm::dvec3> drawnDestination(const world::SolarSystem& system, const fleet::Order& order, double t) {
  switch (order.kind) {
    case fleet::Order::Kind::Hold: return std::nullopt;
    case fleet::Order::Kind::MoveTo: {
      const double jd = astro::julianDateOfSeconds(t);
      const DrawnSpace space(system, jd);
      if (order.well && order.well->value < system.bodies.size()) {
        // The point went with the planet whose well took it in (fleet/well_frame.h).
        return space.at(system.positionOf(system.body(*order.well), jd) + order.wellOffset).position;
      }
      return space.at(order.point).position;
    }
    case fleet::Order::Kind::GoTo: {
      if (order.body.value >= system.bodies.size()) return std::nullopt;
      const world::Body& planet = system.body(order.body);
      const double jd = astro::julianDateOfSeconds(t);
      if (!order.ringPlace || !planet.well || order.ringPlace->ring >= planet.well->rings.size()) {
        return drawnPosition(system, planet, jd);
      }
      // Its place on a ring, going round with it (fleet/ring_place.h).
      return DrawnSpace(system, jd).at(system.positionOf(planet, jd) + well::offsetAt(*planet.well, *order.ringPlace, t)).position;
    }
  }
  return std::nullopt;
}

std::vector<FleetCourse> fleetCourses(const world::SolarSystem& system, const fleet::Fleets& fleets,
                                      std::span<const ShipView> views, double t) {
  std::vector<glm::dvec3> sum(fleets.fleets.size(), glm::dvec3(0.0));
  std::vector<int> moving(fleets.fleets.size(), 0);
  for (const ShipView& v : views) {
    if (v.mode != fleet::ShipMode::Moving || v.fleet.value >= fleets.fleets.size()) continue;
    sum[v.fleet.value] += v.position;
    ++moving[v.fleet.value];
  }
  std::vector<FleetCourse> courses;
  for (const fleet::Fleet& f : fleets.fleets) {
    if (moving[f.id.value] == 0) continue;
    const auto to = drawnDestination(system, f.order, t);
    if (!to) continue;
    courses.push_back({f.id, sum[f.id.value] / static_cast<double>(moving[f.id.value]), *to});
  }
  return courses;
}

const ShipView* shipViewAt(std::span<const ShipView> views, std::size_t index) {
  const auto it = std::lower_bound(views.begin(), views.end(), index,
                                   [](const ShipView& v, std::size_t i) { return v.id < i; });
  return it != views.end() && it->id == index ? &*it : nullptr;
}

}  // namespace perihelion::render
