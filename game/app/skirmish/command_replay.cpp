// `perihelion replay FILE`: a recording played again with no window. A skirmish's recording names its
// scenario file, seed and seats: the match is made again and stepped with the recorded commands of
// every player (the computer players do not think: what they decided is in the recording), and the
// same result is printed as `perihelion skirmish` printed. A scenario's recording that names its file
// is replayed as `perihelion simulate SCENARIO --commands FILE` replays it.
#include <fstream>
#include <iostream>
#include <sstream>

#include "commands.h"
#include "match/match.h"
#include "sim/recording.h"
#include "sim/state_hash.h"
#include "skirmish/skirmish_result.h"

namespace perihelion::app {
namespace {

/// The match the recording was made of; nothing (after saying why) when it cannot be made again.
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
  if (sim::recordedName(skirmish->world.name) != r.scenarioName || s.time != r.startSeconds) {
    std::cerr << file << ": error: the recording is of another game than " << r.scenarioFile << " makes now (scenario \""
              << r.scenarioName << "\" from " << r.startSeconds << " s); its data may have changed\n";
    return std::nullopt;
  }
  return std::move(*skirmish);
}

int replaySkirmish(const sim::Recording& r, const std::string& file) {
  std::optional<match::Skirmish> skirmish = skirmishOf(r, file);
  if (!skirmish) return kExitInputError;
  match::Match m(std::move(*skirmish));
  std::vector<sim::Command> commands;
  std::int64_t steps = 0;
  std::size_t next = 0;
  while (m.state().tick < r.ticks) {
    commands.clear();
    for (; next < r.commands.size() && r.commands[next].tick == m.state().tick; ++next) {
      if (r.commands[next].tickLength != m.state().secondsPerTick) {
        std::cerr << file << ":" << r.commands[next].line << ": error: the recording's tick is " << r.commands[next].tickLength
                  << " s long, the replay's " << m.state().secondsPerTick << " s: the games have parted\n";
        return kExitInputError;
      }
      commands.push_back(r.commands[next].command);
    }
    steps += m.stepWith(commands).navigationSteps;
  }
  std::cout << skirmishResult(m, r.skirmish->seed, steps, 0.0).dump(2) << '\n';
  if (const std::uint64_t hash = sim::stateHash(m.state()); hash != r.stateHash) {
    std::cerr << file << ": error: the replay ends in state hash " << sim::hashText(hash) << ", the recording in "
              << sim::hashText(r.stateHash) << "\n";
    return kExitInputError;
  }
  return kExitOk;
}

}  // namespace

int runReplay(const std::filesystem::path& recording) {
  std::ifstream in(recording, std::ios::binary);
  if (!in) {
    std::cerr << recording.string() << ": error: cannot read the recording\n";
    return kExitInputError;
  }
  std::ostringstream text;
  text << in.rdbuf();
  const sim::ParsedRecording parsed = sim::parseRecording(text.str());
  if (parsed.error) {
    std::cerr << recording.string() << ":" << parsed.error->line << ": error: " << parsed.error->message << '\n';
    return kExitInputError;
  }
  const sim::Recording& r = *parsed.recording;
  if (r.scenarioFile.empty()) {
    std::cerr << recording.string() << ": error: the recording names no scenario file: replay it with "
                                       "perihelion simulate SCENARIO --commands "
              << recording.string() << '\n';
    return kExitInputError;
  }
  if (r.skirmish) return replaySkirmish(r, recording.string());
  SimulateRequest request;
  request.scenarioFile = r.scenarioFile;
  request.commandsFile = recording;
  return runSimulate(request);
}

}  // namespace perihelion::app
