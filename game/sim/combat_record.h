// The fighting so far, for the report and the HUD: shots, hits and damage by type, losses by player,
// captures. Part of the game state (so a save or a replay carries it), changed only by the tick.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "combat/damage.h"
#include "world/player_id.h"
#include "world/solar_system.h"

namespace perihelion::sim {

/// A planet that changed hands, or troops that failed to take it.
struct Landing {
  world::BodyId planet;
  world::PlayerId by;
  world::PlayerId from;          ///< who held it (kNobody for a neutral planet)
  std::int64_t troopers = 0;     ///< landed
  std::int64_t defence = 0;      ///< the ground defence they met
  bool captured = false;
  std::int64_t tick = 0;
};

struct CombatRecord {
  std::int64_t shots = 0;
  std::int64_t hits = 0;
  std::array<double, combat::kDamageTypes> damage{};  ///< points taken from defences, by damage type
  std::vector<std::int64_t> shipsLost;     ///< by player id
  std::vector<std::int64_t> stationsLost;  ///< by player id
  std::vector<Landing> landings;           ///< every landing, in order
  std::int64_t firstShotTick = -1;         ///< -1 until a shot is fired
  std::int64_t lastLossTick = -1;          ///< -1 until something is destroyed
};

}  // namespace perihelion::sim
