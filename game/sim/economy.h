// The economy's part of a tick: income from held bodies and working stations, less the organisation
// tax; stations under construction coming into service; shipyards building their queues. Money and
// other amounts are whole units (world/amounts.h); the ledger (sim/player.h) records every unit.
#pragma once

#include <cstdint>

#include "sim/economy_rules.h"
#include "sim/game_state.h"
#include "world/station.h"

namespace perihelion::sim {

/// Whole game hours in `seconds` of play, rounded down: income is paid, and ground defences recover
/// (sim/capture.h), by the hours a tick completes.
std::int64_t wholeHours(double seconds);

/// `a + b` for b >= 0, held at the largest int64 rather than wrapping (only an absurd game gets there).
std::int64_t addHeld(std::int64_t a, std::int64_t b);

/// What a player earns a game day before tax: the yields of the bodies they hold and of their working
/// stations.
world::Amounts grossPerDay(const GameState& state, const EconomyRules& rules, const world::StationCatalogue& stationTypes,
                           world::PlayerId player);

/// How many planets (not comets) a player holds: what the organisation tax grows with.
std::int64_t planetsHeld(const GameState& state, const world::SolarSystem& system, world::PlayerId player);

/// The player's organisation tax now, in basis points.
std::int64_t taxRateOf(const GameState& state, const world::SolarSystem& system, const EconomyRules& rules,
                       world::PlayerId player);

/// After tax, a game day, at today's holdings (the HUD's figure; the tick pays by the game hour).
world::Amounts netPerDay(const world::Amounts& gross, std::int64_t taxRate);

/// Decides who holds each comet now, by the rules' comet holding (sim/economy_rules.h).
void holdComets(GameState& state, const world::SolarSystem& system, const EconomyRules& rules);

/// Pays each player for the whole hours of play the tick's `seconds` complete (GameState::economySeconds:
/// game time played, which a jump of the clock does not change): gross yields less tax, with the part
/// of a unit not yet earned kept in Player::owed, so that nothing is lost to rounding however short the
/// ticks are. Amounts are held at the largest int64 rather than wrap.
void payIncome(GameState& state, const world::SolarSystem& system, const EconomyRules& rules,
               const world::StationCatalogue& stationTypes, double seconds);

/// Advances construction by `seconds` of game time: stations under construction come into service,
/// shipyards work on the first ship of their queue and launch it when done, at time `now`, into their
/// rally fleet beside the yard.
void advanceConstruction(GameState& state, const world::SolarSystem& system, const world::StationCatalogue& stationTypes,
                         const fleet::ShipCatalogue& shipTypes, double seconds, double now);

/// Records each player's lowest money so far (Ledger::minMoney).
void noteBalances(GameState& state);

}  // namespace perihelion::sim
