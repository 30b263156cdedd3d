// The one gate from a save file back to a SavedGame: JSON within the size limit, every field of
// save/save_fields.h present with its type and range, nothing else, no number that is not finite,
// and a state that holds together (ids unique and in order, every reference to a player, fleet or
// station one the state has). Each problem is a diagnostic at its JSON pointer, with line and column,
// as the data files' are; a save with any error gives no game, so a load never half-replaces one.
// Whether the state fits the data it names (its ship types, planets, rings) is checked where the data
// are loaded (save/save_fit.h).
#pragma once

#include <string_view>

#include "data/json_document.h"
#include "save/saved_game.h"

namespace perihelion::save {

/// Larger save files are refused before they are read: a million ships (the most a scenario may
/// have, data/scenario_totals.h) take about 400 MiB.
inline constexpr std::size_t kMaxSaveBytes = std::size_t{512} << 20;

/// A save file's text (the caller reads the file, refusing one over kMaxSaveBytes: data::readDataFile).
data::Loaded<SavedGame> parseSave(std::string_view text);

}  // namespace perihelion::save
