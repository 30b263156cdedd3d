// `perihelion replay FILE`: a recording played again with no window. A skirmish's recording names its
// scenario file, seed and seats: the match is made again and stepped with the recorded commands of
// every player (the computer players do not think: what they decided is in the recording), and the
// same result is printed as `perihelion skirmish` printed. A scenario's recording that names its file
// is replayed as `perihelion simulate SCENARIO --commands FILE` replays it.
#include <iostream>

#include "commands.h"
#include "match/match.h"
#include "simulate/replay.h"
#include "skirmish/skirmish_result.h"

namespace perihelion::app {
namespace {

/// The match the recording was made of, at its recorded start; nothing (after saying why) when it
/// cannot be made again.
std::optional<match::Skirmish> skirmishOf(const sim::Recording& r, const std::string& file) {
  std::vector<match::Seat> seats;
  for (const std::string& spec : r.skirmish->seats) {
    const std::optional<match::Seat> seat = match::parseSeat(spec);
    if (!seat) {
      std::cerr << file << ": error: unknown seat \"" << spec << "\" in the skirmish line\n";
      return std::nullopt;
    }
    seats.push_back(*seat);
  }
  const data::Loaded<data::Scenario> scenario = data::loadScenarioFile(r.scenarioFile);
  for (const data::Diagnostic& d : scenario.diagnostics) std::cerr << data::formatDiagnostic(d, r.scenarioFile) << '\n';
  if (!scenario.value) return std::nullopt;
  match::SkirmishOrError made = match::makeSkirmish(*scenario.value, r.scenarioFile, seats, r.skirmish->seed, r.skirmish->maxDays);
  if (const auto* e = std::get_if<match::SetupError>(&made)) std::cerr << file << ": error: " << e->message << '\n';
  if (const auto* e = std::get_if<match::ScenarioErrors>(&made)) {
    for (const std::string& line : e->lines) std::cerr << line << '\n';
  }
  auto* skirmish = std::get_if<match::Skirmish>(&made);
  if (!skirmish) return std::nullopt;
  // The desktop starts a skirmish at its own time rate: the recording says which, and whether paused.
  sim::GameState& s = skirmish->world.state;
  s.secondsPerTick = r.secondsPerTick;
  s.paused = r.paused;
  if (s.time != r.startSeconds) {
    std::cerr << file << ": error: the recording starts at " << r.startSeconds << " s, " << r.scenarioFile
              << "'s match at " << s.time << " s: its data may have changed\n";
    return std::nullopt;
  }
  return std::move(*skirmish);
}

int replaySkirmish(sim::Recording r, const std::filesystem::path& file) {
  const std::uint64_t seed = r.skirmish->seed;
  std::optional<match::Skirmish> skirmish = skirmishOf(r, file.string());
  if (!skirmish) return kExitInputError;
  std::optional<Replay> replay = Replay::of(file, std::move(r), skirmish->world, std::cerr);
  if (!replay) return kExitInputError;
  match::Match m(std::move(*skirmish));
  std::vector<sim::Command> commands;
  std::int64_t steps = 0;
  while (m.state().tick < replay->ticks()) {
    commands.clear();
    if (!replay->commandsFor(m.state(), commands, std::cerr)) return kExitInputError;
    steps += m.stepWith(commands).navigationSteps;
  }
  std::cout << skirmishResult(m, seed, steps, 0.0).dump(2) << '\n';
  return replay->endsAt(m.state(), std::cerr) ? kExitOk : kExitInputError;
}

}  // namespace

int runReplay(const std::filesystem::path& recording) {
  std::optional<sim::Recording> r = Replay::read(recording, std::cerr);
  if (!r) return kExitInputError;
  if (r->scenarioFile.empty()) {
    std::cerr << recording.string() << ": error: the recording names no scenario file: replay it with "
                                       "perihelion simulate SCENARIO --commands "
              << recording.string() << '\n';
    return kExitInputError;
  }
  if (r->skirmish) return replaySkirmish(std::move(*r), recording);
  SimulateRequest request;
  request.scenarioFile = r->scenarioFile;
  request.commandsFile = recording;
  return runSimulate(request);
}

}  // namespace perihelion::app
