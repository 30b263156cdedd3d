#include "fleet/ring_place.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "fleet/scatter.h"
#include "fleet/well_frame.h"
#include "well/ring_position.h"

namespace perihelion::fleet {
namespace {

/// A GoTo whose fleet has no place yet, to a planet with a well.
bool needsPlace(const world::SolarSystem& system, const Order& order) {
  return order.kind == Order::Kind::GoTo && !order.ringPlace && system.body(order.body).well.has_value();
}

/// What placing a fleet needs of its ships: how many, the largest, and its class.
struct Sizes {
  double ships = 0.0;
  double largestRadius = 0.0;
  well::SizeClass largestClass = well::SizeClass::Small;

  void add(const ShipType& type) {
    ships += 1.0;
    largestRadius = std::max(largestRadius, type.radius);
    largestClass = std::max(largestClass, type.sizeClass);
  }
};

/// What placing a fleet needs of its moving ships.
struct Arrivers {
  glm::dvec3 positionSum{0.0};
  Sizes sizes;
  bool inFrame = false;
};

/// The place on `ring` of `planet`'s well nearest `offset` (from the planet) that a fleet of `sizes`
/// takes at world.time: clear of the ring's stations by the fleet's room and its largest ship.
well::RingPosition placeNear(const NavigationWorld& world, const world::Body& planet, std::uint32_t ring,
                             const glm::dvec3& offset, const Sizes& sizes) {
  const double room = roomFor(sizes.largestRadius, std::max(sizes.ships, 1.0)) + sizes.largestRadius;
  return {ring, clearPhase(world, planet, ring, well::phaseOf(*planet.well, offset), room, world.time), world.time};
}

}  // namespace

std::uint32_t ringFor(const well::GravityWell& well, well::SizeClass size) {
  for (std::uint32_t k = 0; k < well.rings.size(); ++k) {
    if (well.rings[k].accepts.contains(size)) return k;
  }
  return static_cast<std::uint32_t>(well.rings.size() - 1);
}

double clearPhase(const NavigationWorld& world, const world::Body& planet, std::uint32_t ring, double phase,
                  double room, double t) {
  const well::GravityWell& well = *planet.well;
  const double radius = well.rings[ring].radius;
  struct Taken {
    double phase, clearance;
  };
  std::vector<Taken> taken;
  for (const world::Station& s : world.stations) {
    if (!(s.planet == planet.id) || s.at.ring != ring) continue;
    taken.push_back({well::phaseAt(well.rings[ring], s.at, t), world.stationTypes.type(s.type).radius + room});
  }
  const auto clear = [&](double p) {
    return std::all_of(taken.begin(), taken.end(), [&](const Taken& s) {
      return 2.0 * radius * std::fabs(std::sin(0.5 * (p - s.phase))) >= s.clearance;  // the chord between them
    });
  };
  if (clear(phase)) return phase;
  // Out along the ring both ways in steps of a quarter of the room, or of 1/4096 of a turn on a ring
  // so large that the room is a speck on it.
  const double step = std::max(0.25 * room / radius, astro::kTwoPi / 4096.0);
  const auto steps = static_cast<int>(std::ceil(astro::kPi / step));
  for (int j = 1; j <= steps; ++j) {
    for (const double p : {phase + j * step, phase - j * step}) {
      if (clear(p)) return std::fmod(p + astro::kTwoPi, astro::kTwoPi);
    }
  }
  return phase;
}

void placeOnRings(const NavigationWorld& world, std::span<const Obstacle> bodies, Fleets& fleets) {
  const bool any = std::any_of(fleets.fleets.begin(), fleets.fleets.end(),
                               [&](const Fleet& f) { return needsPlace(world.system, f.order); });
  if (!any) return;
  std::vector<Arrivers> arrivers(fleets.fleets.size());
  const Ships& ships = fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.mode[i] != ShipMode::Moving) continue;
    const Fleet& f = fleets.fleets[ships.fleet[i].value];
    if (!needsPlace(world.system, f.order)) continue;
    Arrivers& a = arrivers[f.id.value];
    a.positionSum += ships.position[i];
    a.sizes.add(world.shipTypes.type(ships.type[i]));
    const world::Body& planet = world.system.body(f.order.body);
    const glm::dvec3 fromPlanet = ships.position[i] - bodies[planet.id.value].centre;
    const double frame = wellFrameRadius(planet);
    if (glm::dot(fromPlanet, fromPlanet) <= frame * frame) a.inFrame = true;
  }
  for (Fleet& f : fleets.fleets) {
    const Arrivers& a = arrivers[f.id.value];
    if (!a.inFrame) continue;
    const world::Body& planet = world.system.body(f.order.body);
    const glm::dvec3 middle = a.positionSum / a.sizes.ships - bodies[planet.id.value].centre;
    f.order.ringPlace = placeNear(world, planet, ringFor(*planet.well, a.sizes.largestClass), middle, a.sizes);
  }
}

std::optional<Order> rideFromPoint(const NavigationWorld& world, const Fleets& fleets, FleetId fleet,
                                   const glm::dvec3& point) {
  const double jd = astro::julianDateOfSeconds(world.time);
  for (const world::Body& planet : world.system.bodies) {
    if (!planet.well) continue;
    const glm::dvec3 offset = point - world.system.positionOf(planet, jd);
    const double outer = planet.well->rings.back().radius;
    if (glm::dot(offset, offset) > outer * outer) continue;
    Sizes sizes;
    for (std::size_t i = 0; i < fleets.ships.size(); ++i) {
      if (fleets.ships.fleet[i] == fleet) sizes.add(world.shipTypes.type(fleets.ships.type[i]));
    }
    const well::SizeClass largestClass = sizes.largestClass;
    // The ring nearest the point of those that take the class.
    const well::GravityWell& well = *planet.well;
    const double height = glm::dot(offset, well.normal());
    const double across = glm::length(offset - well.normal() * height);
    std::uint32_t ring = ringFor(well, largestClass);
    for (std::uint32_t k = 0; k < well.rings.size(); ++k) {
      if (!well.rings[k].accepts.contains(largestClass)) continue;
      if (std::hypot(across - well.rings[k].radius, height) < std::hypot(across - well.rings[ring].radius, height)) ring = k;
    }
    Order order = Order::goTo(planet.id);
    order.ringPlace = placeNear(world, planet, ring, offset, sizes);
    return order;
  }
  return std::nullopt;
}

RingTurn ringTurn(const well::GravityWell& well, std::uint32_t ring, double dt) {
  const double angle = well.rings[ring].angularSpeed() * dt;
  if (angle == 0.0) return {};
  return {std::cos(angle), std::sin(angle), well.normal()};
}

glm::dvec3 RingTurn::operator()(const glm::dvec3& offset) const {
  if (sine == 0.0 && cosine == 1.0) return offset;
  // Rodrigues' rotation formula about the unit axis.
  return offset * cosine + glm::cross(axis, offset) * sine + axis * (glm::dot(axis, offset) * (1.0 - cosine));
}

}  // namespace perihelion::fleet
