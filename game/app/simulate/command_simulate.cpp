// `perihelion simulate SCENARIO.json [--ticks N] [--dt SECONDS]`: a scenario run with no window,
// reported as JSON on stdout. Problems go to stderr, one line each, and give exit code 1.
#include <chrono>
#include <cmath>
#include <iostream>

#include <nlohmann/json.hpp>

#include "astro/units.h"
#include "commands.h"
#include "data/scenario_loader.h"
#include "simulate/fleet_metrics.h"
#include "simulate/scenario_world.h"
#include "simulate/station_metrics.h"

namespace perihelion::app {

namespace {
/// At most this many navigation steps per tick, however long the tick: a guard against a huge --dt.
constexpr int kMaxNavigationStepsPerTick = 4096;
}  // namespace

int runSimulate(const SimulateRequest& request) {
  const data::Loaded<data::Scenario> loaded = data::loadScenarioFile(request.scenarioFile);
  if (!report(loaded.diagnostics, request.scenarioFile, std::cerr)) return kExitInputError;
  const data::Scenario& scenario = *loaded.value;

  std::optional<ScenarioWorld> built = buildScenarioWorld(scenario, request.scenarioFile, std::cerr);
  if (!built) return kExitInputError;
  ScenarioWorld& w = *built;
  const double start = w.state.time;

  const std::uint64_t ticks = request.ticks.value_or(scenario.ticks);
  const double dt = request.dtSeconds.value_or(scenario.dtSeconds);
  const fleet::NavigationData navigation{w.system, w.shipTypes, w.stationTypes};
  fleet::StepScratch scratch;
  std::vector<fleet::ShipObservation> seen;
  StationMetrics stations;
  FleetMetrics fleets;
  std::chrono::nanoseconds stepping{0};
  std::size_t nextOrder = 0;
  std::uint64_t navigationSteps = 0;
  stations.measure(w.system, w.state);
  for (std::uint64_t k = 0; k < ticks; ++k) {
    for (; nextOrder < w.orders.size() && w.orders[nextOrder].tick <= k; ++nextOrder) {
      w.state.fleets.order(w.orders[nextOrder].fleet, w.orders[nextOrder].order);
    }
    if (w.state.fleets.ships.size() > 0) {
      // A tick longer than the ships' longest sound step is cut into equal steps, each measured.
      const int steps = fleet::navigationSteps(dt, fleet::longestNavigationStep(w.shipTypes, w.state.fleets.ships),
                                               kMaxNavigationStepsPerTick);
      const double step = dt / steps;
      for (int j = 0; j < steps; ++j) {
        fleets.before(w.state.fleets.ships);
        const auto begin = std::chrono::steady_clock::now();
        fleet::stepFleets(navigation, w.state, step, static_cast<std::int64_t>(k), scratch, &seen);
        stepping += std::chrono::steady_clock::now() - begin;
        fleets.after(w.state.fleets.ships, w.shipTypes, seen, step);
        w.state.time += step;
      }
      navigationSteps += static_cast<std::uint64_t>(steps);
    }
    // Time is start + k dt, not a running sum, so a long run gathers no rounding.
    w.state.time = start + static_cast<double>(k + 1) * dt;
    stations.measure(w.system, w.state);
  }

  nlohmann::ordered_json out;
  out["scenario"] = scenario.name;
  out["ticks"] = ticks;
  out["dt_seconds"] = dt;
  out["simulated_days"] = static_cast<double>(ticks) * dt / astro::kSecondsPerDay;
  const std::uint64_t nans = stations.nanCount() + fleets.nanCount();
  out["nan_count"] = nans;
  out["stations"] = stations.report(w.state.stations.size());
  if (!scenario.fleets.empty()) {
    out["ships"] = fleets.shipsReport(w.state.fleets.ships);
    out["fleets"] = fleets.fleetsReport(w.state.fleets, w.system, w.state.time);
    out["navigation_steps"] = navigationSteps;
    // Ships are never added or removed during a run.
    const double shipSteps = static_cast<double>(w.state.fleets.ships.size()) * static_cast<double>(navigationSteps);
    out["timing"]["ns_per_ship_step"] = shipSteps > 0.0 ? static_cast<double>(stepping.count()) / shipSteps : 0.0;
  }
  std::cout << out.dump(2) << '\n';
  return nans == 0 ? kExitOk : kExitInputError;
}

}  // namespace perihelion::app
