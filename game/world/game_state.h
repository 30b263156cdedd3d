// Everything that changes during a game, referring to the static data (planets, catalogues) by id.
// Copyable and free of pointers, so a save, a replay check or a lockstep peer can compare it whole.
#pragma once

#include <cstdint>
#include <vector>

#include "fleet/fleet_state.h"
#include "world/station.h"

namespace perihelion::world {

struct GameState {
  double time = 0.0;  ///< TT seconds since J2000.0
  std::vector<Station> stations;
  std::uint32_t nextStationId = 1;  ///< ids are never reused, so an old reference cannot find a new station
  fleet::Fleets fleets;
  std::vector<fleet::Obstacle> obstacles;  ///< fixed spheres ships go round (asteroids)

  /// The station with this id; null when there is none.
  const Station* station(StationId id) const {
    for (const Station& s : stations) {
      if (s.id == id) return &s;
    }
    return nullptr;
  }
};

}  // namespace perihelion::world
