#include "world/station.h"

#include "astro/units.h"
#include "world/names.h"

namespace perihelion::world {

const StationType* StationCatalogue::find(std::string_view name) const {
  for (const StationType& t : types) {
    if (sameName(t.name, name)) return &t;
  }
  return nullptr;
}

StationPose stationPose(const SolarSystem& system, const Station& station, double t) {
  const Body& planet = system.body(station.planet);
  return stationPose(planet, system.positionOf(planet, astro::julianDateOfSeconds(t)), station, t);
}

bool wellHolds(const SolarSystem& system, const Station& station) {
  if (station.planet.value >= system.bodies.size()) return false;
  const Body& planet = system.body(station.planet);
  return planet.well && station.at.ring < planet.well->rings.size();
}

bool stationFits(const SolarSystem& system, const StationCatalogue& catalogue, const Station& station) {
  return wellHolds(system, station) && station.type.value < catalogue.types.size();
}

StationPose stationPose(const Body& planet, const glm::dvec3& planetPosition, const Station& station, double t) {
  const well::GravityWell& well = *planet.well;
  StationPose pose;
  pose.planetPosition = planetPosition;
  pose.offset = well::offsetAt(well, station.at, t);
  pose.position = pose.planetPosition + pose.offset;
  pose.orientation = well::facingPlanet(well, pose.offset);
  return pose;
}

}  // namespace perihelion::world
