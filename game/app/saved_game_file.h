// A saved game's file, for every mode that reads or writes one (`perihelion simulate --load/--save`, the
// desktop's F5, F9 and menus): read within the size limit, checked at the gate (save/save_reader.h) and
// restored from the scenario it names (save/restore.h); written by way of a temporary file.
#pragma once

#include <filesystem>
#include <string>
#include <variant>
#include <vector>

#include "save/restore.h"

namespace perihelion::app {

/// The restored game, or every line of why it could not be ("FILE:LINE:COL: error: ...").
std::variant<save::RestoredGame, std::vector<std::string>> readSavedGame(const std::filesystem::path& file);

/// Writes the game to `file` by way of a temporary file renamed over it, so that a failed write leaves an
/// older save whole. Empty on success, else why.
std::string writeSavedGame(const std::filesystem::path& file, const save::SavedGame& game);

}  // namespace perihelion::app
