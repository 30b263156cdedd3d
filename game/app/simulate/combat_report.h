// The "combat" block of `perihelion simulate`'s report: shots, hits, damage by type, losses by player,
// planets captured, from the game state's combat record (sim/combat_record.h).
#pragma once

#include <nlohmann/json.hpp>

#include "sim/game_state.h"
#include "world/solar_system.h"

namespace perihelion::app {

nlohmann::ordered_json combatReport(const world::SolarSystem& system, const sim::GameState& state);

}  // namespace perihelion::app
