#include "simulate/replay.h"

#include <fstream>
#include <iterator>

#include "sim/state_hash.h"

namespace perihelion::app {
namespace {

/// Larger than any recording a person plays (a command a second for a day is under 10 MiB).
constexpr std::uintmax_t kMaxRecordingBytes = 64u << 20;

std::optional<std::string> readText(const std::filesystem::path& file, std::ostream& errors) {
  std::error_code ec;
  const std::uintmax_t size = std::filesystem::file_size(file, ec);
  if (ec || !std::filesystem::is_regular_file(file, ec)) {
    errors << file.string() << ": error: cannot read the recording (missing, or not a file)\n";
    return std::nullopt;
  }
  if (size > kMaxRecordingBytes) {
    errors << file.string() << ": error: the recording is " << size << " bytes, more than the " << kMaxRecordingBytes
           << " a recording may have\n";
    return std::nullopt;
  }
  std::ifstream in(file, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in && !in.eof()) {
    errors << file.string() << ": error: cannot read the recording\n";
    return std::nullopt;
  }
  return text;
}

}  // namespace

std::optional<sim::Recording> Replay::read(const std::filesystem::path& file, std::ostream& errors) {
  const std::optional<std::string> text = readText(file, errors);
  if (!text) return std::nullopt;
  sim::ParsedRecording parsed = sim::parseRecording(*text);
  if (parsed.error) {
    errors << file.string();
    if (parsed.error->line > 0) errors << ':' << parsed.error->line;
    errors << ": error: " << parsed.error->message << '\n';
    return std::nullopt;
  }
  return std::move(parsed.recording);
}

std::optional<Replay> Replay::of(const std::filesystem::path& file, sim::Recording recording, const data::ScenarioWorld& world,
                                 std::ostream& errors) {
  if (recording.scenarioName != sim::recordedName(world.name)) {
    errors << file.string() << ":2: error: the recording is of scenario \"" << recording.scenarioName << "\", not \""
           << world.name << "\"\n";
    return std::nullopt;
  }
  return Replay(file, std::move(recording));
}

std::optional<Replay> Replay::open(const std::filesystem::path& file, const data::ScenarioWorld& world,
                                   std::ostream& errors) {
  std::optional<sim::Recording> recording = read(file, errors);
  if (!recording) return std::nullopt;
  return of(file, std::move(*recording), world, errors);
}

sim::GameState Replay::startingState(const data::ScenarioWorld& world) const {
  return data::stateStartingAt(world, recording_.startSeconds, recording_.secondsPerTick, recording_.paused);
}

bool Replay::commandsFor(const sim::GameState& state, std::vector<sim::Command>& commands, std::ostream& errors) {
  tickFirst_ = next_;
  for (; next_ < recording_.commands.size() && recording_.commands[next_].tick == state.tick; ++next_) {
    const sim::RecordedCommand& c = recording_.commands[next_];
    if (c.tickLength != state.secondsPerTick) {
      errors << file_.string() << ':' << c.line << ": error: tick " << c.tick << " is " << c.tickLength
             << " s long in the recording but " << state.secondsPerTick
             << " s in the replay: the recording does not match its scenario\n";
      return false;
    }
    commands.push_back(c.command);
  }
  return true;
}

bool Replay::refusalFits(const sim::Refusal& refusal, std::size_t index, std::ostream& errors) const {
  if (refusal.code != sim::CommandRefusal::NoSuchFleet && refusal.code != sim::CommandRefusal::NoSuchPlanet) return true;
  const sim::RecordedCommand& c = recording_.commands[tickFirst_ + index];
  errors << file_.string() << ':' << c.line << ": error: " << refusal.reason << " [" << sim::refusalName(refusal.code)
         << "]: the recording does not match its scenario\n";
  return false;
}

bool Replay::endsAt(const sim::GameState& state, std::ostream& errors) const {
  const std::uint64_t hash = sim::stateHash(state);
  if (hash == recording_.stateHash) return true;
  errors << file_.string() << ": error: the replay ends in state hash " << sim::hashText(hash)
         << ", the recording in " << sim::hashText(recording_.stateHash) << "\n";
  return false;
}

}  // namespace perihelion::app
