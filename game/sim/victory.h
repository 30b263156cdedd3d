// How a match ends (the skirmish's rules):
//   - conquest: one player holds every planet that any opponent held at the start;
//   - elimination: every other player is out (holds no planet, and has no ship and no station);
//   - time: the time limit is reached, and the highest score wins (none on a tie).
// A player's score is what they hold, in money: 1,000 a planet held, their money in stock, and the
// money cost of their ships and stations (from the data's costs). Alliances are not in the game yet:
// every other player is an opponent.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "sim/game_state.h"

namespace perihelion::sim {

struct Rules;

enum class EndReason : std::uint8_t { Conquest, Elimination, Time };

/// "conquest", "elimination", "time".
std::string_view endReasonName(EndReason reason);

struct MatchEnd {
  std::optional<world::PlayerId> winner;  ///< none: a draw (a tie at the time limit, or all out at once)
  EndReason reason = EndReason::Time;
};

/// Money a planet held adds to the score.
inline constexpr std::int64_t kScorePerPlanet = 1000;

/// Whether a player is still in the match: holds a planet or comet, or has a ship or a station.
bool stillIn(const GameState& state, world::PlayerId player);

/// The player's score (see the top of this file).
std::int64_t scoreOf(const GameState& state, const Rules& rules, world::PlayerId player);

/// Whether the match has ended, and how: conquest and elimination at any time, the score once
/// state.time >= endTime. Never ends a game with fewer than two players.
std::optional<MatchEnd> matchEnd(const GameState& state, const Rules& rules, double endTime);

}  // namespace perihelion::sim
