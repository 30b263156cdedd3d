// data/ships.json -> fleet::ShipCatalogue, through the same gate as the planet and station files.
#pragma once

#include <filesystem>
#include <string_view>

#include "data/json_document.h"
#include "fleet/ship_type.h"

namespace perihelion::data {

/// Parses and checks a ship-types document held in memory. No I/O. Converts km to m and degrees to
/// radians; an absent deceleration is the acceleration, absent steering weights are the defaults.
Loaded<fleet::ShipCatalogue> parseShipTypes(std::string_view text);

/// Reads a file and parses it. A missing, unreadable or oversized file is a diagnostic, not a throw.
Loaded<fleet::ShipCatalogue> loadShipTypesFile(const std::filesystem::path& path);

}  // namespace perihelion::data
