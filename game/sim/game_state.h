// Everything that changes during a game, referring to the static data (planets, catalogues) by id:
// the clock, the stations, the fleets and the fixed obstacles. Only sim::tick changes it. Copyable and
// free of pointers, so a save, a replay check or a lockstep peer can compare it whole (sim/state_hash.h).
#pragma once

#include <cstdint>
#include <vector>

#include "fleet/fleet_state.h"
#include "world/station.h"

namespace perihelion::sim {

struct GameState {
  std::int64_t tick = 0;  ///< ticks run so far; the next tick is this one
  /// TT seconds since J2000.0: the one clock of the game. Seconds, not a Julian date: near 2.46e6 a JD
  /// in double resolves only 40 microseconds, too coarse to add a short tick without rounding.
  double time = 0.0;
  double secondsPerTick = 0.0;  ///< simulated seconds a tick advances while the game plays (> 0)
  bool paused = false;          ///< a paused tick advances nothing but the tick count
  std::vector<world::Station> stations;
  std::uint32_t nextStationId = 1;  ///< ids are never reused, so an old reference cannot find a new station
  fleet::Fleets fleets;
  std::vector<fleet::Obstacle> obstacles;  ///< fixed spheres ships go round (asteroids)

  /// Simulated seconds the next tick advances: 0 while paused.
  double tickSeconds() const { return paused ? 0.0 : secondsPerTick; }

  /// The station with this id; null when there is none.
  const world::Station* station(world::StationId id) const {
    for (const world::Station& s : stations) {
      if (s.id == id) return &s;
    }
    return nullptr;
  }
};

}  // namespace perihelion::sim
