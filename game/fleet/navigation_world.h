// What the navigation step reads of the world (fleet/fleet_step.h, and its plain statement
// fleet/reference_step.h): the catalogues, the things ships go round, and the time.
#pragma once

#include <span>

#include "fleet/fleet_state.h"
#include "fleet/ship_type.h"
#include "world/solar_system.h"
#include "world/station.h"

namespace perihelion::fleet {

/// In the spirit of Quake III's pmove_t: the data and the things ships go round come in here, read
/// only; the fleets the step moves come in on their own.
struct NavigationWorld {
  const world::SolarSystem& system;
  const ShipCatalogue& shipTypes;
  const world::StationCatalogue& stationTypes;
  std::span<const world::Station> stations;
  std::span<const Obstacle> obstacles;  ///< fixed spheres (asteroids)
  double time = 0.0;                    ///< TT seconds since J2000.0 at the step's start
};

}  // namespace perihelion::fleet
