// The ship- and station-types files (and the game and combat rules) watched while the game runs (data/watched_file.h), as the
// solar-system file is: saved with new content, they are loaded again; a file with errors, or one the
// game refuses, never replaces the types in use.
#pragma once

#include "data/combat_loader.h"
#include "data/rules_loader.h"
#include "data/ship_types_loader.h"
#include "data/station_types_loader.h"
#include "data/watched_file.h"

namespace perihelion::data {

using ShipTypesSource = WatchedFile<fleet::ShipCatalogue>;
using StationTypesSource = WatchedFile<world::StationCatalogue>;
/// The game rules, parsed against the solar system in use (its parse function holds it).
using RulesSource = WatchedFile<sim::EconomyRules>;
/// The combat rules, parsed against the ship and station types in use (its parse function holds them).
using CombatSource = WatchedFile<combat::CombatRules>;

}  // namespace perihelion::data
