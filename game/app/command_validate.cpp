#include <algorithm>
#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "data/combat_format.h"
#include "data/combat_loader.h"
#include "data/rules_format.h"
#include "data/rules_loader.h"
#include "data/scenario_format.h"
#include "data/scenario_loader.h"
#include "data/ship_types_format.h"
#include "data/ship_types_loader.h"
#include "data/solar_system_loader.h"
#include "data/station_types_format.h"
#include "data/station_types_loader.h"

namespace perihelion::app {
namespace {

enum class DataFormat { SolarSystem, StationTypes, ShipTypes, Rules, Combat, Scenario };

/// Which format a file is in: by the schema it names, else by its keys; a file that is not even JSON
/// is checked as a planet file, whose diagnostics then say what is wrong with it.
DataFormat formatOf(const std::string& text) {
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (!j.is_object()) return DataFormat::SolarSystem;
  // A "$schema" that is not a string names no format (the check then reports it as a wrong type).
  const auto named = j.find("$schema");
  const std::string schema = named != j.end() && named->is_string() ? named->get<std::string>() : std::string();
  if (schema.ends_with(data::kStationTypesSchemaId) || j.contains("station_types")) return DataFormat::StationTypes;
  if (schema.ends_with(data::kShipTypesSchemaId) || j.contains("ship_types")) return DataFormat::ShipTypes;
  if (schema.ends_with(data::kRulesSchemaId) || j.contains("tax")) return DataFormat::Rules;
  if (schema.ends_with(data::kCombatSchemaId) || j.contains("damage_types")) return DataFormat::Combat;
  if (schema.ends_with(data::kScenarioSchemaId) || j.contains("start")) return DataFormat::Scenario;
  return DataFormat::SolarSystem;
}

/// The combat rules arm ship and station types by name: they are checked against the types files beside
/// them. Returns a summary such as "combat rules, 6 weapons, 5 ship and 6 station types armed".
std::optional<std::string> checkCombat(const std::filesystem::path& file, std::string_view text,
                                       std::vector<data::Diagnostic>& diagnostics) {
  const std::filesystem::path shipsFile = file.parent_path() / "ships.json";
  const std::filesystem::path stationsFile = file.parent_path() / "stations.json";
  auto ships = data::loadShipTypesFile(shipsFile);
  auto stations = data::loadStationTypesFile(stationsFile);
  const auto unloaded = [&](const std::filesystem::path& types) {
    diagnostics.push_back({data::Severity::Error, data::DiagnosticCode::FileUnreadable, "", 0, 0,
                           "combat rules are checked against " + types.string() + ", which could not be loaded"});
  };
  if (!ships.value) unloaded(shipsFile);
  if (!stations.value) unloaded(stationsFile);
  if (!ships.value || !stations.value) return std::nullopt;
  auto r = data::parseCombat(text, *ships.value, *stations.value);
  diagnostics = std::move(r.diagnostics);
  if (!r.value) return std::nullopt;
  const auto armed = [](const std::vector<combat::Armament>& list) {
    return std::to_string(std::count_if(list.begin(), list.end(), [](const combat::Armament& a) { return a.armed(); }));
  };
  return "combat rules, " + std::to_string(r.value->weapons.size()) + " weapons, " + armed(r.value->shipArmaments) +
         " ship and " + armed(r.value->stationArmaments) + " station types armed";
}

/// Checks one file in whichever format it is; returns a summary such as "6 station types", or nothing.
std::optional<std::string> check(const std::filesystem::path& file, std::vector<data::Diagnostic>& diagnostics) {
  data::FileText text = data::readDataFile(file);
  if (!text.text) {
    diagnostics = std::move(text.diagnostics);
    return std::nullopt;
  }
  switch (formatOf(*text.text)) {
    case DataFormat::StationTypes: {
      auto r = data::parseStationTypes(*text.text);
      diagnostics = std::move(r.diagnostics);
      if (!r.value) return std::nullopt;
      return std::to_string(r.value->types.size()) + " station types";
    }
    case DataFormat::ShipTypes: {
      auto r = data::parseShipTypes(*text.text);
      diagnostics = std::move(r.diagnostics);
      if (!r.value) return std::nullopt;
      return std::to_string(r.value->types.size()) + " ship types";
    }
    case DataFormat::Scenario: {
      auto r = data::parseScenario(*text.text, file.parent_path());
      diagnostics = std::move(r.diagnostics);
      if (!r.value) return std::nullopt;
      return "scenario, " + std::to_string(r.value->stations.size()) + " stations";
    }
    case DataFormat::Rules: {
      // Rules name bodies: they are checked against the planet file beside them.
      const std::filesystem::path planets = file.parent_path() / "solar_system.json";
      auto system = data::loadSolarSystemFile(planets);
      if (!system.system) {
        diagnostics.push_back({data::Severity::Error, data::DiagnosticCode::FileUnreadable, "", 0, 0,
                               "game rules are checked against " + planets.string() + ", which could not be loaded"});
        return std::nullopt;
      }
      auto r = data::parseRules(*text.text, *system.system);
      diagnostics = std::move(r.diagnostics);
      if (!r.value) return std::nullopt;
      std::size_t listed = 0;
      for (const sim::BodyYield& y : r.value->bodies) listed += y.perDay.isZero() && y.groundDefence == 0 ? 0 : 1;
      return "game rules, " + std::to_string(listed) + " bodies";
    }
    case DataFormat::Combat: return checkCombat(file, *text.text, diagnostics);
    case DataFormat::SolarSystem: break;
  }
  auto r = data::parseSolarSystem(*text.text);
  diagnostics = std::move(r.diagnostics);
  if (!r.system) return std::nullopt;
  const std::size_t n = r.system->bodies.size();
  return std::to_string(n) + (n == 1 ? " body" : " bodies");
}

}  // namespace

int runValidate(const std::vector<std::string>& files) {
  int status = kExitOk;
  for (const std::string& file : files) {
    std::vector<data::Diagnostic> diagnostics;
    const std::optional<std::string> summary = check(file, diagnostics);
    for (const data::Diagnostic& d : diagnostics) std::cerr << data::formatDiagnostic(d, file) << '\n';
    if (!summary) {
      status = kExitInputError;
      continue;
    }
    std::cout << file << ": ok (" << *summary << ")\n";
  }
  return status;
}

}  // namespace perihelion::app
