// Planets taken by troops. A fleet ordered to land on a planet (sim/command.h's LandTroops) goes into
// its well; there its troop ships go down together, once none of them is still on its way in (they
// take their places on a ring one by one, fleet/ring_place.h) and no armed enemy (a ship in the well or a
// working station of the planet, of any player but the lander) is left in it: a defended well must be
// cleared first. The troopers fight the planet's ground defence force:
//  - more troopers than defenders: the planet is the lander's; the troopers left over become its new
//    defence (at most the planet's full defence), and its income and both players' organisation tax
//    follow it from the next game hour;
//  - as many or fewer: the landing fails, the troopers are lost and the defence is that much weaker.
// Troop ships that land leave the game (they are not losses). Ground defences recover a share of their
// full strength each game day (combat::CaptureRules), by whole game hours as income is paid.
#pragma once

#include <vector>

#include "combat/combat_rules.h"
#include "sim/economy_rules.h"
#include "sim/game_state.h"

namespace perihelion::sim {

/// The ground defence a body has now: its full defence (from the economy rules) until first attacked.
std::int64_t groundDefenceOf(const GameState& state, const EconomyRules& economy, world::BodyId body);

/// Recovers ground defences over the whole game hours from `hoursBefore` to `hoursAfter` of play.
void recoverDefences(GameState& state, const EconomyRules& economy, const combat::CaptureRules& rules,
                     std::int64_t hoursBefore, std::int64_t hoursAfter);

/// Lands the troop ships that can land this tick (see the top of this file), players taking turns by
/// the tick as commands do. Returns the landings, also added to state.combat.landings.
std::vector<Landing> landTroops(GameState& state, const world::SolarSystem& system, const EconomyRules& economy,
                                const combat::CombatRules& rules);

}  // namespace perihelion::sim
