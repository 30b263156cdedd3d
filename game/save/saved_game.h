// A saved game: the whole game state, what it was started from (the scenario, and for a skirmish its
// seats and seed), and what a skirmish's match keeps beside the state (its computer players' next
// looks and its chronicle). Loading it makes the same game go on: the ticks after a load give the
// same state_hash as a game that was never saved. The file is JSON (save/save_writer.h writes it,
// save/save_reader.h is its one gate back; `perihelion schema save` prints its JSON Schema).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "match/chronicle.h"
#include "sim/game_state.h"

namespace perihelion::save {

/// The format this build writes and reads: a save of another version is refused.
inline constexpr std::int64_t kSaveFormatVersion = 1;

/// A skirmish's part: made again from the scenario with these seats and seed (so its data and homes are
/// the match's), then given the saved state and this (the chronicle holds the time limit).
struct SavedMatch {
  std::vector<std::string> seats;  ///< by player: "human", "ai:hard", "none"
  std::uint64_t seed = 0;
  std::vector<double> nextLooks;   ///< by player: TT seconds of the computer player's next look
  std::int64_t decisions = 0;      ///< computer players' looks so far
  match::ChronicleLog chronicle;
};

struct SavedGame {
  std::int64_t formatVersion = kSaveFormatVersion;
  /// The scenario file the game was started from, as an absolute path: a save names its data rather
  /// than copying them.
  std::string scenario;
  /// A hash of the data files the tick read when it was saved (save/data_hash.h): loading with other
  /// data warns that the game may not go on exactly as it would have.
  std::string dataHash;
  std::optional<SavedMatch> match;  ///< a skirmish's; none for a scenario's game
  sim::GameState state;
};

}  // namespace perihelion::save
