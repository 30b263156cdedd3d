// data/stations.json -> world::StationCatalogue, through the same gate as the planet file.
#pragma once

#include <filesystem>
#include <string_view>

#include "data/json_document.h"
#include "world/station.h"

namespace perihelion::data {

/// Parses and checks a station-types document held in memory. No I/O.
Loaded<world::StationCatalogue> parseStationTypes(std::string_view text);

/// Reads a file and parses it. A missing, unreadable or oversized file is a diagnostic, not a throw.
Loaded<world::StationCatalogue> loadStationTypesFile(const std::filesystem::path& path);

}  // namespace perihelion::data
