// `perihelion validate FILE...`: each file checked in its format (data/data_format.h), every problem on
// stderr as FILE:LINE:COL: error: /pointer: message; a scenario as the commands that run it check it
// (scenario_check.h).
#include <algorithm>
#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "data/combat_loader.h"
#include "data/data_format.h"
#include "data/rules_loader.h"
#include "data/ship_types_loader.h"
#include "data/solar_system_loader.h"
#include "data/station_types_loader.h"
#include "scenario_check.h"

namespace perihelion::app {
namespace {

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
/// A scenario's problems may be in the files it names (`named`); the others' are all in the file.
std::optional<std::string> check(const std::filesystem::path& file, std::vector<data::Diagnostic>& diagnostics,
                                 std::vector<data::FileDiagnostic>& named) {
  data::FileText text = data::readDataFile(file);
  if (!text.text) {
    diagnostics = std::move(text.diagnostics);
    return std::nullopt;
  }
  switch (data::dataFormatOf(*text.text)) {
    case data::DataFormat::StationTypes: {
      auto r = data::parseStationTypes(*text.text);
      diagnostics = std::move(r.diagnostics);
      if (!r.value) return std::nullopt;
      return std::to_string(r.value->types.size()) + " station types";
    }
    case data::DataFormat::ShipTypes: {
      auto r = data::parseShipTypes(*text.text);
      diagnostics = std::move(r.diagnostics);
      if (!r.value) return std::nullopt;
      return std::to_string(r.value->types.size()) + " ship types";
    }
    case data::DataFormat::Scenario: {
      ScenarioCheck r = checkScenario(file, *text.text);
      named = std::move(r.diagnostics);
      return r.summary;
    }
    case data::DataFormat::Rules: {
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
    case data::DataFormat::Combat: return checkCombat(file, *text.text, diagnostics);
    case data::DataFormat::SolarSystem: break;
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
    std::vector<data::FileDiagnostic> named;
    const std::optional<std::string> summary = check(file, diagnostics, named);
    for (const data::Diagnostic& d : diagnostics) std::cerr << data::formatDiagnostic(d, file) << '\n';
    for (const std::string& line : data::formatDiagnostics(named)) std::cerr << line << '\n';
    if (!summary) {
      status = kExitInputError;
      continue;
    }
    std::cout << file << ": ok (" << *summary << ")\n";
  }
  return status;
}

}  // namespace perihelion::app
