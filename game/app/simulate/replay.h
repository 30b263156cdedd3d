// A recording played back by `perihelion simulate --commands FILE`: the start it gives, its commands
// handed to the tick at their ticks, and the checks that it is this scenario's game (its tick lengths,
// fleets and planets agree, and it ends in the recorded state hash). Every mismatch is one line,
// "FILE:LINE: error: ...", on the error stream.
#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <vector>

#include "data/scenario_world.h"
#include "sim/recording.h"
#include "sim/tick.h"

namespace perihelion::app {

class Replay {
 public:
  /// Reads and checks the recording against the scenario's world; nothing (after printing why) when
  /// it cannot be read, is not a recording, is truncated or corrupt, or is of another scenario.
  static std::optional<Replay> open(const std::filesystem::path& file, const data::ScenarioWorld& world,
                                    std::ostream& errors);
  /// The two halves of open: the recording read and parsed (nothing, after printing why, when it cannot
  /// be), and a recording checked to be of the world's scenario.
  static std::optional<sim::Recording> read(const std::filesystem::path& file, std::ostream& errors);
  static std::optional<Replay> of(const std::filesystem::path& file, sim::Recording recording,
                                  const data::ScenarioWorld& world, std::ostream& errors);

  /// The game as the recording started it: the scenario at the recording's start time, rate and pause.
  sim::GameState startingState(const data::ScenarioWorld& world) const;
  std::int64_t ticks() const { return recording_.ticks; }
  /// The state hash the recorder saw at the end.
  std::uint64_t stateHash() const { return recording_.stateHash; }
  const sim::Recording& recording() const { return recording_; }

  /// Appends the recorded commands of the state's next tick; false (after printing why) when the
  /// recording's tick length there is not the state's.
  bool commandsFor(const sim::GameState& state, std::vector<sim::Command>& commands, std::ostream& errors);
  /// Whether a refusal of this tick's `index`-th recorded command can be part of the recorded game:
  /// the rules may refuse a player's command (an order to the Sun, a station where none fits), but a
  /// fleet or body id the game does not have means the recording is not of this scenario (false,
  /// after printing why).
  bool refusalFits(const sim::Refusal& refusal, std::size_t index, std::ostream& errors) const;
  /// Whether the replay ended where the recording did (false, after printing both hashes).
  bool endsAt(const sim::GameState& state, std::ostream& errors) const;

 private:
  Replay(std::filesystem::path file, sim::Recording recording) : file_(std::move(file)), recording_(std::move(recording)) {}

  std::filesystem::path file_;
  sim::Recording recording_;
  std::size_t next_ = 0;              ///< the next recorded command
  std::size_t tickFirst_ = 0;         ///< the first recorded command of the tick being run
};

}  // namespace perihelion::app
