#include "fleet/well_frame.h"

#include <glm/common.hpp>

#include "astro/units.h"

namespace perihelion::fleet {

void WellFrames::gather(const world::SolarSystem& system, double time, double dt, std::span<const Obstacle> bodies,
                        const glm::dvec3& lo, const glm::dvec3& hi) {
  frames.clear();
  for (const world::Body& b : system.bodies) {
    if (!b.well) continue;
    const glm::dvec3 centre = bodies[b.id.value].centre;
    const double radius = wellFrameRadius(b);
    const glm::dvec3 nearest = glm::clamp(centre, lo, hi);
    if (glm::dot(nearest - centre, nearest - centre) > radius * radius) continue;
    frames.push_back({b.id, centre, system.positionOf(b, astro::julianDateOfSeconds(time + dt)), radius});
  }
}

void anchorPointsInWells(const world::SolarSystem& system, std::span<const Obstacle> bodies, Fleets& fleets) {
  for (Fleet& f : fleets.fleets) {
    Order& order = f.order;
    if (order.kind != Order::Kind::MoveTo || order.well) continue;
    for (const world::Body& b : system.bodies) {
      if (!b.well) continue;
      const glm::dvec3 offset = order.point - bodies[b.id.value].centre;
      const double radius = wellFrameRadius(b);
      if (glm::dot(offset, offset) > radius * radius) continue;
      order.well = b.id;
      order.wellOffset = offset;
      break;
    }
  }
}

}  // namespace perihelion::fleet
