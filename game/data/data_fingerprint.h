// A fingerprint of the data a game runs on: one hash of the bytes of the scenario file and of every
// data file it brings in (planets, station and ship types, rules, combat). A saved game carries its
// data's, so that loading it with edited data can say so; two peers of a network game compare theirs.
#pragma once

#include <cstdint>
#include <filesystem>

#include "data/scenario_world.h"

namespace perihelion::data {

/// FNV-1a of each file's role and bytes (a file that cannot be read counts as empty); a save writes it
/// as sim::hashText does a state hash.
std::uint64_t dataFingerprint(const ScenarioWorld& world, const std::filesystem::path& scenarioFile);

}  // namespace perihelion::data
