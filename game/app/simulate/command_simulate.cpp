// `perihelion simulate SCENARIO.json [--ticks N] [--dt SECONDS] [--commands FILE]`: a scenario run
// with no window, through the same tick as the desktop, reported as JSON on stdout. With --commands
// it replays a recording the desktop made (sim/recording.h) and checks that it reaches the recorded
// state hash. Problems go to stderr, one line each, and give exit code 1.
#include <iostream>
#include <map>

#include <nlohmann/json.hpp>

#include "astro/units.h"
#include "commands.h"
#include "data/scenario_world.h"
#include "sim/recording.h"
#include "sim/state_hash.h"
#include "simulate/fleet_metrics.h"
#include "simulate/replay.h"
#include "simulate/station_metrics.h"

namespace perihelion::app {
namespace {

/// What a run did, apart from what the metrics measured.
struct RunCounts {
  std::uint64_t navigationSteps = 0;
  std::uint64_t commands = 0;
  std::map<std::string, std::uint64_t> refused;  ///< by refusal id, sorted for the report
};

nlohmann::ordered_json report(const data::ScenarioWorld& w, const sim::GameState& state, double startTime,
                              std::int64_t ticks, double dt, const StationMetrics& stations, const FleetMetrics& fleets,
                              const RunCounts& counts) {
  nlohmann::ordered_json out;
  out["scenario"] = w.name;
  out["ticks"] = ticks;
  out["dt_seconds"] = dt;
  out["simulated_days"] = (state.time - startTime) / astro::kSecondsPerDay;
  out["state_hash"] = sim::hashText(sim::stateHash(state));
  out["nan_count"] = stations.nanCount() + fleets.nanCount();
  out["commands"] = counts.commands;
  nlohmann::ordered_json refused = nlohmann::ordered_json::object();
  for (const auto& [code, n] : counts.refused) refused[code] = n;
  out["refused_commands"] = refused;
  out["stations"] = stations.report(state.stations.size());
  if (state.fleets.ships.size() > 0) {
    out["ships"] = fleets.shipsReport(state.fleets.ships);
    out["fleets"] = fleets.fleetsReport(state.fleets, w.system, state.time);
    out["navigation_steps"] = counts.navigationSteps;
    // Ships are never added or removed during a run.
    const double shipSteps = static_cast<double>(state.fleets.ships.size()) * static_cast<double>(counts.navigationSteps);
    out["timing"]["ns_per_ship_step"] = shipSteps > 0.0 ? static_cast<double>(fleets.stepping().count()) / shipSteps : 0.0;
  }
  return out;
}

}  // namespace

int runSimulate(const SimulateRequest& request) {
  const data::LoadedScenarioWorld loaded = data::loadScenarioWorld(request.scenarioFile);
  for (const std::string& line : data::formatDiagnostics(loaded.diagnostics)) std::cerr << line << '\n';
  if (!loaded.world) return kExitInputError;
  const data::ScenarioWorld& w = *loaded.world;

  sim::GameState state = w.state;
  std::int64_t ticks = w.ticks;
  std::optional<Replay> replay;
  if (!request.commandsFile.empty()) {
    if (request.ticks || request.dtSeconds) {
      std::cerr << "perihelion simulate: --ticks and --dt do not go with --commands: a recording sets both\n";
      return kExitUsage;
    }
    replay = Replay::open(request.commandsFile, w, std::cerr);
    if (!replay) return kExitInputError;
    state = replay->startingState(w);
    ticks = replay->ticks();
  } else {
    if (request.ticks) ticks = static_cast<std::int64_t>(*request.ticks);
    if (request.dtSeconds) state.secondsPerTick = *request.dtSeconds;
  }

  const double startTime = state.time;
  const sim::Rules rules{w.system, w.shipTypes, w.stationTypes, {}};
  sim::TickScratch scratch;
  StationMetrics stations;
  FleetMetrics fleets(w.shipTypes);
  RunCounts counts;
  std::vector<sim::Command> commands;
  std::size_t nextOrder = 0;
  stations.measure(w.system, state);
  for (std::int64_t k = 0; k < ticks; ++k) {
    commands.clear();
    data::takeOrdersDue(w.orders, state.tick, nextOrder, commands);
    const std::size_t fromScenario = commands.size();
    if (replay && !replay->commandsFor(state, commands, std::cerr)) return kExitInputError;
    const sim::TickReport done = sim::tick(state, rules, commands, scratch, &fleets);
    counts.navigationSteps += static_cast<std::uint64_t>(done.navigationSteps);
    counts.commands += commands.size();
    for (const sim::Refusal& r : done.refusals) {
      ++counts.refused[std::string(sim::refusalCode(r))];
      if (replay && r.command >= fromScenario && !replay->refusalFits(r, r.command - fromScenario, std::cerr)) {
        return kExitInputError;
      }
    }
    stations.measure(w.system, state);
  }
  std::cout << report(w, state, startTime, ticks, state.secondsPerTick, stations, fleets, counts).dump(2) << '\n';
  if (replay && !replay->endsAt(state, std::cerr)) return kExitInputError;
  return stations.nanCount() + fleets.nanCount() == 0 ? kExitOk : kExitInputError;
}

}  // namespace perihelion::app
