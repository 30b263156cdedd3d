// The station-types file as the desktop session loads it: once, at start, from beside the planet
// file. A broken file never stops the game: its diagnostics are logged and kept for the HUD, and the
// game runs with no station types (nothing can be built).
#pragma once

#include <filesystem>
#include <vector>

#include "data/diagnostic.h"
#include "world/station.h"

namespace perihelion::app {

/// The file's path and its diagnostics (errors leave the catalogue empty).
struct StationTypesStatus {
  std::filesystem::path file;
  std::vector<data::Diagnostic> diagnostics;
};

/// Loads `file`; its problems are logged and kept in `status`. Empty when the file has errors.
world::StationCatalogue loadStationTypes(const std::filesystem::path& file, StationTypesStatus& status);

}  // namespace perihelion::app
