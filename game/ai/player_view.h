// What one player knows of the game: everything of their own, the enemy as their sight has it
// (sim/sight.h: seen now, or ghosts where last seen), and what is public (the data, where the
// planets are: anyone can read an ephemeris). A computer player decides from this alone, so it can
// never read hidden state: the view is made before it thinks, and it holds nothing else.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "fleet/fleet_state.h"
#include "sim/game_state.h"
#include "sim/tick.h"

namespace perihelion::ai {

/// One of the player's own fleets, with the sums a commander looks at.
struct OwnFleet {
  fleet::FleetId id;
  std::string name;
  fleet::Order order;
  fleet::FleetCombat combat;
  std::vector<fleet::ShipId> ships;  ///< ascending
  std::vector<fleet::ShipTypeId> types;  ///< each ship's type, as `ships`
  std::vector<std::uint32_t> countOf;  ///< by ship type id
  glm::dvec3 centre{0.0};            ///< the mean of its ships' positions, m
  std::optional<world::BodyId> well;  ///< the planet whose well holds its first ship in a well, if any
  bool arrived = false;              ///< every ship has got where the fleet was sent (or it holds)
  bool rally = false;                ///< a shipyard's rally fleet: new ships join it
  std::int64_t troopers = 0;
};

struct PlayerView {
  world::PlayerId me;
  world::BodyId home;
  std::int64_t tick = 0;
  double time = 0.0;  ///< TT seconds since J2000.0
  world::Amounts stock;
  std::vector<glm::dvec3> bodyAt;        ///< by body id, now (public: the orbits)
  std::vector<sim::BodyIntel> bodies;    ///< by body id: who held it when last seen (own: now)
  std::vector<OwnFleet> fleets;          ///< own fleets with ships, by id
  std::vector<world::Station> stations;  ///< own stations, and enemy stations seen now
  std::vector<sim::Shipyard> yards;      ///< own shipyards
  std::vector<sim::Sighting> enemies;    ///< seen now or remembered (sim/sight.h)

  bool mine(world::BodyId b) const { return b.value < bodies.size() && bodies[b.value].owner == me && bodies[b.value].seenAt == time; }
};

/// The view of `player` at the state's time.
PlayerView viewOf(const sim::GameState& state, const sim::Rules& rules, world::PlayerId player);

}  // namespace perihelion::ai
