// data/rules.json -> sim::EconomyRules, through the same gate as the other files. The rules name
// bodies of a solar system, so they are read against one: a name it lacks is an error.
#pragma once

#include <filesystem>
#include <string_view>

#include "data/json_document.h"
#include "sim/economy_rules.h"
#include "world/solar_system.h"

namespace perihelion::data {

/// Parses and checks a rules document held in memory against `system`. No I/O.
Loaded<sim::EconomyRules> parseRules(std::string_view text, const world::SolarSystem& system);

/// Reads a file and parses it. A missing, unreadable or oversized file is a diagnostic, not a throw.
Loaded<sim::EconomyRules> loadRulesFile(const std::filesystem::path& path, const world::SolarSystem& system);

}  // namespace perihelion::data
