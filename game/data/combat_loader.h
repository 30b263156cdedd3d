// data/combat.json -> combat::CombatRules, through the same gate as the other files. The file arms
// ship and station types by name, so it is read against their catalogues: a type they lack is an
// error, and the armaments come out indexed by type id.
#pragma once

#include <filesystem>
#include <string_view>

#include "combat/combat_rules.h"
#include "data/json_document.h"
#include "fleet/ship_type.h"
#include "world/station.h"

namespace perihelion::data {

/// Parses and checks a combat document held in memory against the ship and station types. No I/O.
/// Converts km to m, degrees to cosines and radians, per cent to basis points.
Loaded<combat::CombatRules> parseCombat(std::string_view text, const fleet::ShipCatalogue& ships,
                                        const world::StationCatalogue& stations);

/// Reads a file and parses it. A missing, unreadable or oversized file is a diagnostic, not a throw.
Loaded<combat::CombatRules> loadCombatFile(const std::filesystem::path& path, const fleet::ShipCatalogue& ships,
                                           const world::StationCatalogue& stations);

}  // namespace perihelion::data
