// The one gate from a data file to the simulation: read -> parse -> check -> convert to SI units.
// Nothing past this gate sees JSON, degrees or kilometres.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "data/diagnostic.h"
#include "data/json_document.h"
#include "world/solar_system.h"

namespace perihelion::data {

struct LoadResult {
  std::optional<world::SolarSystem> system;  ///< present exactly when there is no error
  std::vector<Diagnostic> diagnostics;       ///< errors and warnings, in file order
};

/// Parses and checks a solar-system document held in memory. No I/O.
LoadResult parseSolarSystem(std::string_view text);

/// Reads a file and parses it. A missing, unreadable or oversized file is a diagnostic, not a throw.
LoadResult loadSolarSystemFile(const std::filesystem::path& path);

}  // namespace perihelion::data
