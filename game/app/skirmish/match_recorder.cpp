#include "skirmish/match_recorder.h"

#include <iostream>

#include "sim/state_hash.h"

namespace perihelion::app {

std::string absoluteScenario(const std::filesystem::path& file) {
  return std::filesystem::absolute(file).lexically_normal().string();
}

MatchRecorder::MatchRecorder(const std::filesystem::path& file, const match::Match& m, const std::string& scenarioFile,
                             const sim::RecordedSkirmish& skirmish)
    : file_(file), out_(file, std::ios::binary | std::ios::trunc) {
  const sim::GameState& s = m.state();
  out_ << sim::recordingHeader(m.world().name, s.time, s.secondsPerTick, s.paused) << sim::recordingOrigin(scenarioFile, skirmish);
}

bool MatchRecorder::good() {
  if (!out_) std::cerr << file_.string() << ": error: cannot write the recording\n";
  return static_cast<bool>(out_);
}

bool MatchRecorder::write(std::int64_t tick, double length, std::span<const sim::Command> commands) {
  for (const sim::Command& c : commands) out_ << sim::recordingLine(tick, length, c);
  return good();
}

bool MatchRecorder::finish(const sim::GameState& state) {
  out_ << sim::recordingEnd(state.tick, sim::stateHash(state));
  out_.close();
  return good();
}

}  // namespace perihelion::app
