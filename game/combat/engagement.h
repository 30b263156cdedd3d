// Fleets sent after their enemies: what an attack order or a guard's post means for where a fleet
// goes. Fleet-level, once a tick before the shooting; the next tick's navigation carries it out;
// the ships keep the swarm rule all the while (fleet/steering.h).
//  - An attack order (a focus) on a ship, station or fleet: every ship that can reach the target fires
//    at it; the fleet closes to half its shortest weapon range of it, or follows it into its well.
//    When the target is gone the fleet holds (a guard goes back to its post).
//  - Guard: an enemy within guardRadius weapon ranges of the post (of the fleet, while it attack-moves
//    to the post) is chased as an attack target; with none left, the fleet returns to its post
//    (after Drifter's Last Stand: fighters go back to their guard position after a chase).
//  - Engage, the default, and hold fire: the fleet goes where it is ordered; engage fires at whatever
//    comes within reach.
#pragma once

#include <span>

#include "combat/combat_step.h"

namespace perihelion::combat {

/// The combatant a fleet's attack or chase is on, by fleet id (-1: none), after updating the fleets'
/// chases and orders. `combatants` and `grid` as the tick's fight made them.
void engageFleets(const CombatWorld& world, fleet::Fleets& fleets, std::span<const Combatant> combatants,
                  std::span<const std::int64_t> shipCombatant, std::span<const std::int64_t> stationCombatant,
                  std::span<const world::Station> stations, const TargetGrid& grid, std::vector<std::int64_t>& aimAt);

/// The combatant a target refers to, or -1 when it is gone. A fleet means its ship nearest `near`.
std::int64_t combatantOf(const world::TargetRef& target, const fleet::Fleets& fleets,
                         std::span<const std::int64_t> shipCombatant, std::span<const world::Station> stations,
                         std::span<const std::int64_t> stationCombatant, const glm::dvec3& near);

}  // namespace perihelion::combat
