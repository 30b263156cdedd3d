// Everything that changes during a game, referring to the static data (planets, catalogues) by id:
// the clock, the stations, the fleets and the fixed obstacles. Only sim::tick changes it. Copyable and
// free of pointers, so a save, a replay check or a lockstep peer can compare it whole (sim/state_hash.h).
#pragma once

#include <cstdint>
#include <vector>

#include "fleet/fleet_state.h"
#include "sim/combat_record.h"
#include "sim/player.h"
#include "sim/shipyard.h"
#include "sim/sight.h"
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
  /// The players; empty in the sandbox, where nobody owns anything, commands come from nobody and
  /// stations are free and built at once.
  std::vector<Player> players;
  std::vector<world::PlayerId> bodyOwners;  ///< by body id; kNobody for a neutral body (and past the end)
  std::vector<Shipyard> shipyards;          ///< one for each shipyard station, in the order they were placed
  double economySeconds = 0.0;  ///< game time played since the start: the economy pays by its whole hours
  /// The match's seed: where the game draws chance (which shots hit), it draws from this alone.
  std::uint64_t seed = 0;
  /// Each body's ground defence now, by body id; a body past the end has its full defence (sim/capture.h).
  std::vector<std::int64_t> groundDefence;
  CombatRecord combat;  ///< the fighting so far
  std::vector<PlayerSight> sight;  ///< by player: what each has seen (fog of war; sim/sight.h)

  /// Simulated seconds the next tick advances: 0 while paused.
  double tickSeconds() const { return paused ? 0.0 : secondsPerTick; }

  /// Who holds a body: a player or kNobody.
  world::PlayerId ownerOf(world::BodyId body) const {
    return body.value < bodyOwners.size() ? bodyOwners[body.value] : world::kNobody;
  }
  /// The player with this id; null for kNobody or an id the game lacks.
  const Player* player(world::PlayerId id) const { return id.value < players.size() ? &players[id.value] : nullptr; }
  Player* player(world::PlayerId id) { return id.value < players.size() ? &players[id.value] : nullptr; }
  /// The shipyard work of a station; null when it is not a shipyard.
  Shipyard* shipyard(world::StationId id) {
    for (Shipyard& y : shipyards) {
      if (y.station == id) return &y;
    }
    return nullptr;
  }
  const Shipyard* shipyard(world::StationId id) const { return const_cast<GameState*>(this)->shipyard(id); }

  /// The station with this id; null when there is none.
  world::Station* station(world::StationId id) {
    for (world::Station& s : stations) {
      if (s.id == id) return &s;
    }
    return nullptr;
  }
  const world::Station* station(world::StationId id) const {
    for (const world::Station& s : stations) {
      if (s.id == id) return &s;
    }
    return nullptr;
  }
};

}  // namespace perihelion::sim
