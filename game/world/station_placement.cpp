#include "world/station_placement.h"

#include <cmath>

#include "astro/units.h"

namespace perihelion::world {
namespace {

PlacementVerdict refuse(PlacementRefusal refusal, std::string reason, std::optional<StationId> conflict = {}) {
  return {refusal, std::move(reason), conflict};
}

std::string km(double metres) { return std::to_string(static_cast<long long>(std::llround(metres / 1000.0))) + " km"; }

std::string ringName(std::uint32_t ring) { return "ring " + std::to_string(ring + 1); }

/// Distance between two points of one ring of radius r whose phases differ by dPhase: the chord.
double chord(double r, double dPhase) { return 2.0 * r * std::fabs(std::sin(0.5 * dPhase)); }

}  // namespace

std::string_view refusalName(PlacementRefusal refusal) {
  switch (refusal) {
#define PERIHELION_PLACEMENT_NAME(id, text) \
  case PlacementRefusal::id: return text;
    PERIHELION_PLACEMENT_REFUSALS(PERIHELION_PLACEMENT_NAME)
#undef PERIHELION_PLACEMENT_NAME
  }
  return "unknown";
}

std::optional<BodyId> planetNamed(const SolarSystem& system, std::string_view name) {
  const Body* body = system.find(name);
  if (!body || !body->well) return std::nullopt;
  return body->id;
}

PlacementVerdict checkPlacement(const SolarSystem& system, const StationCatalogue& catalogue,
                                const std::vector<Station>& stations, const PlacementRequest& request) {
  if (request.planet.value >= system.bodies.size() || !system.body(request.planet).well) {
    return refuse(PlacementRefusal::NoSuchPlanet, "no such planet");
  }
  const Body& planet = system.body(request.planet);
  const well::GravityWell& well = *planet.well;
  if (request.ring >= well.rings.size()) {
    return refuse(PlacementRefusal::NoSuchRing, planet.name + " has " + std::to_string(well.rings.size()) +
                                                    " rings; there is no " + ringName(request.ring));
  }
  if (request.type.value >= catalogue.types.size()) {
    return refuse(PlacementRefusal::NoSuchStationType, "no such station type");
  }
  const StationType& type = catalogue.type(request.type);
  const well::Ring& ring = well.rings[request.ring];
  if (!ring.accepts.contains(type.size)) {
    return refuse(PlacementRefusal::SizeNotAccepted,
                  ringName(request.ring) + " of " + planet.name + " does not take " +
                      std::string(well::nameOf(type.size)) + " structures such as " + type.name);
  }
  if (ring.radius - type.radius <= planet.radius) {
    return refuse(PlacementRefusal::TouchesPlanet, type.name + " (radius " + km(type.radius) + ") would reach into " +
                                                       planet.name + " from " + ringName(request.ring));
  }
  std::uint32_t onRing = 0;
  for (const Station& other : stations) {
    if (other.planet != request.planet) continue;
    const StationType& otherType = catalogue.type(other.type);
    const double clearance = type.radius + otherType.radius;
    if (other.at.ring == request.ring) {
      ++onRing;
      // Stations on one ring turn together, so the phase difference at any one time is for ever.
      const double otherPhase = well::phaseAt(ring, other.at, request.time);
      if (chord(ring.radius, request.phase - otherPhase) < clearance) {
        return refuse(PlacementRefusal::NoRoom,
                      "no room: it would overlap " + otherType.name + " #" + std::to_string(other.id.value) + " on " +
                          ringName(request.ring),
                      other.id);
      }
    } else if (std::fabs(well.rings[other.at.ring].radius - ring.radius) < clearance) {
      // Rings turn at different speeds, so two stations on them line up sooner or later.
      return refuse(PlacementRefusal::CrossesStation,
                    otherType.name + " #" + std::to_string(other.id.value) + " on " + ringName(other.at.ring) +
                        " would hit it as the rings turn",
                    other.id);
    }
  }
  if (ring.maxStations > 0 && onRing >= ring.maxStations) {
    return refuse(PlacementRefusal::RingFull, ringName(request.ring) + " of " + planet.name + " is full (" +
                                                  std::to_string(ring.maxStations) + " stations)");
  }
  return {};
}

PlacementVerdict placeStation(const SolarSystem& system, const StationCatalogue& catalogue, std::vector<Station>& stations,
                              StationId id, const PlacementRequest& request) {
  PlacementVerdict verdict = checkPlacement(system, catalogue, stations, request);
  if (verdict.allowed()) {
    stations.push_back({id, request.type, request.planet, {request.ring, request.phase, request.time}, kNobody, 0.0, {}});
  }
  return verdict;
}

}  // namespace perihelion::world
