// `perihelion skirmish [--scenario FILE] --players SPEC[,SPEC...] [--seed N] [--max-days D] [--record FILE]`:
// a match played to its end with no window (and recorded, for `perihelion replay`), every seat a computer player ("ai:LEVEL") or nobody ("none"),
// through the same tick and the same computer players as the desktop. Prints a JSON result on
// stdout and exits 0; bad arguments exit 2, a scenario that fails its checks exits 1.
#include <chrono>
#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "data_paths.h"
#include "skirmish/match_recorder.h"
#include "skirmish/skirmish_result.h"
#include "ai/player_view.h"
#include "match/match.h"
#include "sim/state_hash.h"

namespace perihelion::app {
namespace {

/// Times the computer players' looks with the wall clock, outside the match.
class ThinkTimer final : public match::ThinkObserver {
 public:
  void beforeThinking() override { start_ = std::chrono::steady_clock::now(); }
  void afterThinking() override { seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  double seconds = 0.0;

 private:
  std::chrono::steady_clock::time_point start_;
};

}  // namespace

nlohmann::ordered_json skirmishResult(const match::Match& m, std::uint64_t seed, std::int64_t steps, double thinkSeconds) {
  const sim::GameState& state = m.state();
  nlohmann::ordered_json out;
  out["scenario"] = m.world().name;
  out["seed"] = seed;
  out["winner"] = m.end() && m.end()->winner ? nlohmann::ordered_json(state.players[m.end()->winner->value].key) : nullptr;
  out["reason"] = m.end() ? nlohmann::ordered_json(sim::endReasonName(m.end()->reason)) : nullptr;
  out["days"] = m.days();
  out["ticks"] = state.tick;
  out["players"] = nlohmann::ordered_json::array();
  const sim::Rules rules = m.rules();
  for (const sim::Player& p : state.players) {
    const match::PlayerFigures& f = m.samples().back().players[p.id.value];
    nlohmann::ordered_json j;
    j["id"] = p.key;
    j["spec"] = m.seats()[p.id.value].spec();
    j["home"] = m.world().system.body(p.home).name;
    j["planets"] = f.planets;
    j["ships"] = f.ships;
    j["ships_lost"] = m.shipsLost(p.id);
    j["money"] = p.stock.money;
    j["score"] = sim::scoreOf(state, rules, p.id);
    j["refused_commands"] = m.refusedCommands(p.id);
    j["fleets"] = nlohmann::ordered_json::array();
    const ai::PlayerView view = ai::viewOf(state, rules, p.id);
    for (const ai::OwnFleet& own : view.fleets) {
      const char* order = own.order.kind == fleet::Order::Kind::GoTo ? "go_to" : own.order.kind == fleet::Order::Kind::MoveTo ? "move_to" : "hold";
      nlohmann::ordered_json fj{{"name", own.name}, {"ships", own.ships.size()}, {"order", order}};
      if (own.order.kind == fleet::Order::Kind::GoTo) fj["to"] = m.world().system.body(own.order.body).name;
      if (!own.combat.focus.none()) fj["attacking"] = own.combat.focus.id;
      if (own.well) fj["in_well_of"] = m.world().system.body(*own.well).name;
      j["fleets"].push_back(fj);
    }
    out["players"].push_back(j);
  }
  out["events"] = nlohmann::ordered_json::array();
  for (const match::MatchEvent& e : m.events()) out["events"].push_back({{"day", e.day}, {"text", e.text}});
  if (!m.computerRefusals().empty()) out["computer_refusals"] = m.computerRefusals();
  out["navigation_steps"] = steps;
  out["decisions"] = m.decisions();
  out["ai_ms_per_decision"] = m.decisions() > 0 ? 1000.0 * thinkSeconds / static_cast<double>(m.decisions()) : 0.0;
  out["state_hash"] = sim::hashText(sim::stateHash(state));
  return out;
}

std::filesystem::path defaultSkirmishFile() { return findResourceDir("data") / "scenarios" / "skirmish.json"; }

int runSkirmish(const SkirmishRequest& request) {
  std::vector<match::Seat> seats;
  for (const std::string& spec : request.players) {
    const std::optional<match::Seat> seat = match::parseSeat(spec);
    if (!seat || seat->kind == match::Seat::Kind::Human) {
      std::cerr << "error: --players: unknown player spec '" << spec << "' (expected ai:easy, ai:normal, ai:hard or none)\n";
      return kExitUsage;
    }
    seats.push_back(*seat);
  }
  std::uint64_t seed = 0;
  try {
    std::size_t used = 0;
    if (request.seed.empty() || request.seed[0] == '-') throw std::invalid_argument("sign");
    seed = std::stoull(request.seed, &used, 10);
    if (used != request.seed.size()) throw std::invalid_argument("trailing");
  } catch (const std::exception&) {
    std::cerr << "error: --seed: expected a whole number from 0 to 18446744073709551615, found '" << request.seed << "'\n";
    return kExitUsage;
  }
  const std::filesystem::path file = request.scenarioFile.empty() ? defaultSkirmishFile() : request.scenarioFile;
  const data::Loaded<data::Scenario> scenario = data::loadScenarioFile(file);
  if (!scenario.value) {
    for (const data::Diagnostic& d : scenario.diagnostics) std::cerr << data::formatDiagnostic(d, file.string()) << '\n';
    return kExitInputError;
  }
  match::SkirmishOrError made = match::makeSkirmish(*scenario.value, file.string(), seats, seed, request.maxDays.value_or(0.0));
  if (const auto* e = std::get_if<match::SetupError>(&made)) {
    std::cerr << "error: " << e->message << '\n';
    return kExitUsage;
  }
  if (const auto* e = std::get_if<match::ScenarioErrors>(&made)) {
    for (const std::string& line : e->lines) std::cerr << line << '\n';
    return kExitInputError;
  }
  match::Match m(std::move(std::get<match::Skirmish>(made)));
  std::optional<MatchRecorder> recorder;
  if (!request.recordFile.empty()) {
    recorder.emplace(request.recordFile, m, absoluteScenario(file), sim::RecordedSkirmish{seed, request.maxDays.value_or(0.0), request.players});
    if (!recorder->good()) return kExitInputError;
  }
  ThinkTimer timer;
  std::int64_t steps = 0;
  while (!m.end()) {
    const sim::GameState& before = m.state();
    const std::int64_t tick = before.tick;
    const double length = before.secondsPerTick;
    steps += m.step({}, &timer).navigationSteps;
    if (recorder && !recorder->write(tick, length, m.lastCommands())) return kExitInputError;
  }

  if (recorder && !recorder->finish(m.state())) return kExitInputError;
  std::cout << skirmishResult(m, seed, steps, timer.seconds).dump(2) << '\n';
  return kExitOk;
}
}  // namespace perihelion::app
