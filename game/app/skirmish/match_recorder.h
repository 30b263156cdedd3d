// Writes a headless match as a recording (sim/recording.h) while it is played: the header with the
// scenario file and the skirmish's seed and seats, every player's commands of every tick (the
// computer players' too, so that a replay needs no computer player), and the end line with the state
// hash. `perihelion replay FILE` plays it again.
#pragma once

#include <filesystem>
#include <fstream>
#include <span>
#include <string>

#include "match/match.h"
#include "sim/recording.h"

namespace perihelion::app {

/// A scenario file as recordings and saves name it: absolute, so that it is found from any folder.
std::string absoluteScenario(const std::filesystem::path& file);

class MatchRecorder {
 public:
  /// Opens `file` and writes the header for the match as it starts.
  MatchRecorder(const std::filesystem::path& file, const match::Match& m, const std::string& scenarioFile,
                const sim::RecordedSkirmish& skirmish);
  /// Whether the file is being written (false, after saying why on stderr, when it cannot be).
  bool good();
  /// The commands of the tick that ran from `tick`, `length` seconds long.
  bool write(std::int64_t tick, double length, std::span<const sim::Command> commands);
  /// The end line.
  bool finish(const sim::GameState& state);

 private:
  std::filesystem::path file_;
  std::ofstream out_;
};

}  // namespace perihelion::app
