// From a running game to a SavedGame, and from a SavedGame back to a game that goes on: the scenario
// it names loaded again (for a skirmish, made again with its seats and seed, so that its data, homes
// and computer players are the match's), then given the saved state, which must fit those data.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "data/scenario_world.h"
#include "match/match.h"
#include "match/skirmish.h"
#include "save/saved_game.h"

namespace perihelion::save {

/// A scenario's game now. `scenario` is the scenario file (an absolute path), `dataHash` its data's
/// fingerprint (data/data_fingerprint.h).
SavedGame savedScenarioGame(const std::string& scenario, std::string dataHash, const sim::GameState& state);

/// A skirmish now: its state, its seats, the computer players' next looks and the chronicle.
SavedGame savedMatch(const std::string& scenario, std::string dataHash, const sim::GameState& state,
                     const std::vector<match::Seat>& seats, const match::ComputerSeats& computers,
                     const match::Chronicle& chronicle);

/// The same for a headless match.
SavedGame savedMatch(const std::string& scenario, std::string dataHash, const match::Match& m);

struct RestoredGame {
  std::string scenarioFile;                     ///< the scenario the save names (absolute)
  std::optional<data::ScenarioWorld> scenario;  ///< a scenario's game: its world, holding the saved state
  std::optional<match::Skirmish> skirmish;      ///< a skirmish's: its world holds the saved state
  SavedMatch matchPart;                         ///< a skirmish's next looks and chronicle
  std::vector<std::string> errors;    ///< "FILE:LINE:COL: error: ..." lines; then neither game is given
  std::vector<std::string> warnings;  ///< the data differ from those it was saved with

  /// The saved scenario's orders still to come: the first one at or after the state's tick.
  std::size_t nextOrder() const;
};

/// Loads what a checked save names and gives it the save's state. `saveFile` and `saveText` are for
/// the messages (a state that does not fit the data is reported at its place in the save).
RestoredGame restoreGame(SavedGame saved, const std::string& saveFile, std::string_view saveText);

/// A headless match going on from a restored skirmish.
void resumeMatch(match::Match& m, const SavedMatch& part);

/// The same for a skirmish stepped by hand (the desktop, `simulate --load`): its computer players at
/// their saved next looks, and its chronicle.
struct ResumedMatch {
  match::ComputerSeats computers;
  match::Chronicle chronicle;
};
ResumedMatch resumedMatch(const match::Skirmish& skirmish, SavedMatch part);

}  // namespace perihelion::save
