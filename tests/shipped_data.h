// The shipped data files (data/*.json) loaded into the game's rules, for tests and benchmarks that set
// up a game in code: the planets, the ship and station types, the economy and the combat rules.
#pragma once

#include <filesystem>
#include <initializer_list>

#include "data/combat_loader.h"
#include "data/rules_loader.h"
#include "data/ship_types_loader.h"
#include "data/solar_system_loader.h"
#include "data/station_types_loader.h"
#include "sim/tick.h"

namespace perihelion::testing_data {

inline const std::filesystem::path kData(PERIHELION_DATA_DIR);

struct ShippedData {
  world::SolarSystem system = *data::loadSolarSystemFile(kData / "solar_system.json").system;
  fleet::ShipCatalogue shipTypes = *data::loadShipTypesFile(kData / "ships.json").value;
  world::StationCatalogue stationTypes = *data::loadStationTypesFile(kData / "stations.json").value;
  sim::EconomyRules economy = *data::loadRulesFile(kData / "rules.json", system).value;
  combat::CombatRules combat = *data::loadCombatFile(kData / "combat.json", shipTypes, stationTypes).value;

  sim::Rules rules() const { return {system, shipTypes, stationTypes, {}, economy, combat}; }
};

/// Copies the shipped data files into `dir` (made, with a `scenarios` folder for a test's scenario), so
/// that a test may rewrite them or load a scenario beside them.
inline void copyShippedData(const std::filesystem::path& dir) {
  std::filesystem::create_directories(dir / "scenarios");
  for (const char* f : {"solar_system.json", "stations.json", "ships.json", "rules.json", "combat.json"}) {
    std::filesystem::copy_file(kData / f, dir / f, std::filesystem::copy_options::overwrite_existing);
  }
}

}  // namespace perihelion::testing_data
