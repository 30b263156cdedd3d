// `perihelion skirmish [--scenario FILE] --players SPEC[,SPEC...] [--seed N] [--max-days D] [--record FILE]`:
// a match played to its end with no window (and recorded, for `perihelion replay`), every seat a computer player ("ai:LEVEL") or nobody ("none"),
// through the same tick and the same computer players as the desktop. Prints a JSON result on
// stdout and exits 0; bad arguments exit 2, a scenario that fails its checks exits 1.
#include <iostream>

#include "commands.h"
#include "data_paths.h"
#include "match/match.h"
#include "skirmish/lan.h"
#include "skirmish/match_recorder.h"
#include "skirmish/skirmish_result.h"
#include "skirmish/think_timer.h"

namespace perihelion::app {

std::filesystem::path defaultSkirmishFile() { return findResourceDir("data") / "scenarios" / "skirmish.json"; }

int runSkirmish(const SkirmishRequest& request) {
  if (!request.join.empty()) return runLanJoin(request);
  if (request.players.empty()) {
    std::cerr << "error: --players is required (or --join HOST:PORT)\n";
    return kExitUsage;
  }
  std::vector<match::Seat> seats;
  for (const std::string& spec : request.players) {
    if (spec == "remote" && request.hostPort) {
      seats.push_back({match::Seat::Kind::None, {}, true});  // a joiner's: its kind comes with its Hello
      continue;
    }
    const std::optional<match::Seat> seat = match::parseSeat(spec);
    if (!seat || seat->kind == match::Seat::Kind::Human) {
      std::cerr << "error: --players: unknown player spec '" << spec << "' (expected ai:easy, ai:normal, ai:hard or none; remote with --host)\n";
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
  if (request.hostPort) {
    if (!request.recordFile.empty()) {
      std::cerr << "error: --record does not go with --host yet\n";
      return kExitUsage;
    }
    return runLanHost(request, std::move(std::get<match::Skirmish>(made)), *scenario.value, file, seed);
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
    const std::int64_t tick = m.state().tick;
    const double length = m.state().secondsPerTick;
    steps += m.step({}, &timer).navigationSteps;
    if (recorder && !recorder->write(tick, length, m.lastCommands())) return kExitInputError;
  }
  if (recorder && !recorder->finish(m.state())) return kExitInputError;
  std::cout << skirmishResult(m, seed, steps, timer.seconds).dump(2) << '\n';
  return kExitOk;
}

}  // namespace perihelion::app
