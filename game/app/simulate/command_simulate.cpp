// `perihelion simulate SCENARIO.json [--ticks N] [--dt SECONDS] [--commands FILE] [--save FILE]` and
// `perihelion simulate --load FILE [--ticks N] [--save FILE]`: a scenario run with no window, through
// the same tick as the desktop, reported as JSON on stdout. With --commands it replays a recording the
// desktop made (sim/recording.h) and checks that it reaches the recorded state hash. --save writes the
// game after the run (save/), --load goes on from one: T ticks, a save and M more give the state hash
// of T + M ticks in one run. Problems go to stderr, one line each, and give exit code 1.
#include <iostream>
#include <map>

#include <nlohmann/json.hpp>

#include "astro/units.h"
#include "commands.h"
#include "data/data_fingerprint.h"
#include "data/scenario_world.h"
#include "saved_game_file.h"
#include "sim/economy.h"
#include "simulate/combat_report.h"
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
  double shipSteps = 0.0;  ///< ships times navigation steps, summed over ticks (shipyards add ships)
  std::uint64_t commands = 0;
  std::map<std::string, std::uint64_t> refused;  ///< by refusal id, sorted for the report
  nlohmann::ordered_json refusals = nlohmann::ordered_json::array();  ///< the players' commands refused
  std::int64_t ledgerError = 0;  ///< the largest |stock - (start + income - spent)| seen, any amount
};

/// The ledger's worst error now, over players and amounts.
std::int64_t ledgerError(const sim::GameState& state) {
  std::int64_t worst = 0;
  for (const sim::Player& p : state.players) {
    const world::Amounts off = p.stock - p.ledger.expected();
    worst = std::max({worst, std::abs(off.money), std::abs(off.resources), std::abs(off.rare)});
  }
  return worst;
}

nlohmann::ordered_json playersReport(const data::ScenarioWorld& w, const sim::GameState& state) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const sim::Player& p : state.players) {
    std::int64_t stations = 0, ships = 0;
    for (const world::Station& s : state.stations) stations += s.owner == p.id ? 1 : 0;
    for (std::size_t i = 0; i < state.fleets.ships.size(); ++i) {
      ships += state.fleets.fleets[state.fleets.ships.fleet[i].value].owner == p.id ? 1 : 0;
    }
    std::int64_t bodies = 0;
    for (const world::PlayerId owner : state.bodyOwners) bodies += owner == p.id ? 1 : 0;
    nlohmann::ordered_json j;
    j["id"] = p.key;
    j["name"] = p.name;
    j["money"] = p.stock.money;
    j["resources"] = p.stock.resources;
    j["rare"] = p.stock.rare;
    j["min_money"] = p.ledger.minMoney;
    j["planets"] = sim::planetsHeld(state, w.system, p.id);
    j["bodies"] = bodies;
    j["stations"] = stations;
    j["ships"] = ships;
    j["ships_built"] = p.shipsBuilt;
    j["stations_built"] = p.stationsBuilt;
    j["income_money"] = p.ledger.income.money;
    j["income_resources"] = p.ledger.income.resources;
    j["income_rare"] = p.ledger.income.rare;
    j["spent_money"] = p.ledger.spent.money;
    j["spent_resources"] = p.ledger.spent.resources;
    j["spent_rare"] = p.ledger.spent.rare;
    j["tax_rate"] = static_cast<double>(sim::taxRateOf(state, w.system, w.economy, p.id)) / static_cast<double>(sim::kWholeRate);
    out.push_back(j);
  }
  return out;
}

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
  if (!state.players.empty()) {
    out["players"] = playersReport(w, state);
    out["economy"]["ledger_error"] = counts.ledgerError;
    out["economy"]["refused_commands"] = counts.refusals.size();
    out["economy"]["refusals"] = counts.refusals;
    out["combat"] = combatReport(w.system, state);
  }
  if (state.fleets.ships.size() > 0) {
    out["ships"] = fleets.shipsReport(state.fleets.ships);
    out["fleets"] = fleets.fleetsReport(state.fleets, w.system, state.time);
    out["navigation_steps"] = counts.navigationSteps;
    out["timing"]["ns_per_ship_step"] =
        counts.shipSteps > 0.0 ? static_cast<double>(fleets.stepping().count()) / counts.shipSteps : 0.0;
  }
  return out;
}

}  // namespace

namespace {

/// The game a run starts from: a scenario's start, or a saved game's (a skirmish's computer players
/// think before each tick, as in a match, and its chronicle goes on: a save at the end carries both).
struct RunStart {
  std::optional<data::ScenarioWorld> world;
  std::optional<save::ResumedMatch> match;
  std::size_t nextOrder = 0;  ///< the scenario's first order still to come
  std::string scenario;       ///< the scenario file, absolute, as a save names it
};

/// Reads, checks and restores a saved game (printing every problem); nothing when it cannot be.
std::optional<RunStart> loadSaved(const std::filesystem::path& file) {
  auto read = readSavedGame(file);
  if (const auto* errors = std::get_if<std::vector<std::string>>(&read)) {
    for (const std::string& line : *errors) std::cerr << line << '\n';
    return std::nullopt;
  }
  save::RestoredGame& restored = std::get<save::RestoredGame>(read);
  for (const std::string& line : restored.warnings) std::cerr << line << '\n';
  RunStart start;
  start.scenario = restored.scenarioFile;
  if (restored.scenario) {
    start.nextOrder = restored.nextOrder();
    start.world = std::move(restored.scenario);
  } else {
    start.match = save::resumedMatch(*restored.skirmish, std::move(restored.matchPart));
    start.world = std::move(restored.skirmish->world);
  }
  return start;
}

/// Writes the game as it is now to `file`; false (after saying why) when it cannot be written.
bool saveRun(const std::filesystem::path& file, const RunStart& run, const sim::GameState& state) {
  const std::string hash = sim::hashText(data::dataFingerprint(*run.world, run.scenario));
  const save::SavedGame game = run.match ? save::savedMatch(run.scenario, hash, state, run.match->computers.seats(),
                                                            run.match->computers, run.match->chronicle)
                                         : save::savedScenarioGame(run.scenario, hash, state);
  const std::string why = writeSavedGame(file, game);
  if (!why.empty()) std::cerr << file.string() << ": error: " << why << '\n';
  return why.empty();
}

}  // namespace

int runSimulate(const SimulateRequest& request) {
  RunStart run;
  if (!request.loadFile.empty()) {
    if (!request.scenarioFile.empty() || !request.commandsFile.empty()) {
      std::cerr << "perihelion simulate: --load goes on from a saved game: give no scenario and no --commands with it\n";
      return kExitUsage;
    }
    std::optional<RunStart> loaded = loadSaved(request.loadFile);
    if (!loaded) return kExitInputError;
    run = std::move(*loaded);
  } else {
    if (request.scenarioFile.empty()) {
      std::cerr << "perihelion simulate: a scenario file is needed (or --load FILE)\n";
      return kExitUsage;
    }
    data::LoadedScenarioWorld loaded = data::loadScenarioWorld(request.scenarioFile);
    for (const std::string& line : data::formatDiagnostics(loaded.diagnostics)) std::cerr << line << '\n';
    if (!loaded.world) return kExitInputError;
    run.world = std::move(loaded.world);
    run.scenario = std::filesystem::absolute(request.scenarioFile).lexically_normal().string();
  }
  const data::ScenarioWorld& w = *run.world;

  sim::GameState state = w.state;
  std::int64_t ticks = request.loadFile.empty() ? w.ticks : std::max<std::int64_t>(0, w.ticks - state.tick);
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
  const sim::Rules rules = w.rules();
  sim::TickScratch scratch;
  StationMetrics stations;
  FleetMetrics fleets(w.shipTypes);
  RunCounts counts;
  std::vector<sim::Command> commands;
  std::size_t nextOrder = run.nextOrder;
  stations.measure(w.system, state);
  for (std::int64_t k = 0; k < ticks; ++k) {
    commands.clear();
    data::takeOrdersDue(w.orders, state.tick, state.time, nextOrder, commands);
    const std::size_t fromScenario = commands.size();
    if (replay && !replay->commandsFor(state, commands, std::cerr)) return kExitInputError;
    if (run.match) run.match->computers.think(state, rules, commands);
    const std::int64_t tick = state.tick;
    const auto shipsBefore = static_cast<double>(state.fleets.ships.size());
    const sim::TickReport done = sim::tick(state, rules, commands, scratch, &fleets);
    counts.navigationSteps += static_cast<std::uint64_t>(done.navigationSteps);
    counts.shipSteps += shipsBefore * done.navigationSteps;
    counts.ledgerError = std::max(counts.ledgerError, ledgerError(state));
    counts.commands += commands.size();
    if (run.match) run.match->chronicle.afterTick(state, rules, done, commands, run.match->computers);
    for (const sim::Refusal& r : done.refusals) {
      ++counts.refused[std::string(sim::refusalCode(r))];
      if (const sim::Player* by = state.player(sim::issuer(commands[r.command]))) {
        counts.refusals.push_back({{"tick", tick}, {"player", by->key}, {"command", sim::commandName(commands[r.command])},
                                   {"code", sim::refusalCode(r)}, {"reason", r.reason}});
      }
      if (replay && r.command >= fromScenario && !replay->refusalFits(r, r.command - fromScenario, std::cerr)) {
        return kExitInputError;
      }
    }
    stations.measure(w.system, state);
  }
  std::cout << report(w, state, startTime, ticks, state.secondsPerTick, stations, fleets, counts).dump(2) << '\n';
  if (!request.saveFile.empty() && !saveRun(request.saveFile, run, state)) return kExitInputError;
  if (replay && !replay->endsAt(state, std::cerr)) return kExitInputError;
  return stations.nanCount() + fleets.nanCount() == 0 ? kExitOk : kExitInputError;
}

}  // namespace perihelion::app
