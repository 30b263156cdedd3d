// `perihelion simulate SCENARIO.json [--ticks N] [--dt SECONDS]`: a scenario run with no window,
// reported as JSON on stdout. Problems go to stderr, one line each, and give exit code 1.
#include <cmath>
#include <iostream>

#include <nlohmann/json.hpp>

#include "astro/units.h"
#include "commands.h"
#include "data/scenario_loader.h"
#include "data/solar_system_loader.h"
#include "data/station_types_loader.h"
#include "simulate/station_metrics.h"
#include "world/station_placement.h"

namespace perihelion::app {
namespace {

/// Prints a file's diagnostics on stderr; true when it has no error.
bool report(const std::vector<data::Diagnostic>& diagnostics, const std::filesystem::path& file) {
  for (const data::Diagnostic& d : diagnostics) std::cerr << data::formatDiagnostic(d, file.string()) << '\n';
  return !data::hasErrors(diagnostics);
}

struct ScenarioWorld {
  world::SolarSystem system;
  world::StationCatalogue stationTypes;
  world::GameState state;
};

/// Places the scenario's stations in order; the first refusal is printed and ends the run.
bool placeStations(const data::Scenario& scenario, const std::filesystem::path& file, ScenarioWorld& w) {
  for (const data::ScenarioStation& s : scenario.stations) {
    const std::string where = file.string() + ": " + s.pointer + ": ";
    const auto planet = world::planetNamed(w.system, s.planet);
    const world::StationType* type = w.stationTypes.find(s.type);
    world::PlacementVerdict verdict;
    if (!planet) {
      verdict = {world::PlacementRefusal::NoSuchPlanet, "no planet named \"" + s.planet + "\"", {}};
    } else if (!type) {
      verdict = {world::PlacementRefusal::NoSuchStationType, "no station type named \"" + s.type + "\"", {}};
    } else {
      verdict = world::placeStation(w.system, w.stationTypes, w.state, {*planet, s.ring, s.phase, type->id, w.state.time});
    }
    if (!verdict.allowed()) {
      std::cerr << where << "error: station refused: " << verdict.reason << " [" << world::refusalName(*verdict.refusal)
                << "]\n";
      return false;
    }
  }
  return true;
}

}  // namespace

int runSimulate(const SimulateRequest& request) {
  const data::Loaded<data::Scenario> loaded = data::loadScenarioFile(request.scenarioFile);
  if (!report(loaded.diagnostics, request.scenarioFile)) return kExitInputError;
  const data::Scenario& scenario = *loaded.value;

  ScenarioWorld w;
  data::LoadResult system = data::loadSolarSystemFile(scenario.solarSystem);
  if (!report(system.diagnostics, scenario.solarSystem)) return kExitInputError;
  w.system = std::move(*system.system);
  data::Loaded<world::StationCatalogue> types = data::loadStationTypesFile(scenario.stationTypes);
  if (!report(types.diagnostics, scenario.stationTypes)) return kExitInputError;
  w.stationTypes = std::move(*types.value);

  const double start = (scenario.startJulianDate - astro::kJ2000) * astro::kSecondsPerDay;
  w.state.time = start;
  if (!placeStations(scenario, request.scenarioFile, w)) return kExitInputError;

  const std::uint64_t ticks = request.ticks.value_or(scenario.ticks);
  const double dt = request.dtSeconds.value_or(scenario.dtSeconds);
  StationMetrics stations;
  stations.measure(w.system, w.state);
  for (std::uint64_t k = 1; k <= ticks; ++k) {
    // Time is start + k dt, not a running sum, so a long run gathers no rounding.
    w.state.time = start + static_cast<double>(k) * dt;
    stations.measure(w.system, w.state);
  }

  nlohmann::ordered_json out;
  out["scenario"] = scenario.name;
  out["ticks"] = ticks;
  out["dt_seconds"] = dt;
  out["simulated_days"] = static_cast<double>(ticks) * dt / astro::kSecondsPerDay;
  out["nan_count"] = stations.nanCount();
  out["stations"] = stations.report(w.state.stations.size());
  std::cout << out.dump(2) << '\n';
  return stations.nanCount() == 0 ? kExitOk : kExitInputError;
}

}  // namespace perihelion::app
