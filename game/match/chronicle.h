// What a match keeps for its summary screen and its headless result: each player's figures sampled
// every game day, the key events (first shots, landings, players out, the end), the refused commands,
// and how the match ended (sim/victory.h). It reads the state and the tick's report after each tick;
// it changes nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "astro/units.h"
#include "match/computer_seats.h"
#include "sim/tick.h"
#include "sim/victory.h"

namespace perihelion::match {

/// One player's figures at one sample.
struct PlayerFigures {
  std::int64_t money = 0;
  std::int64_t incomePerDay = 0;  ///< net money a game day
  std::int64_t ships = 0;
  std::int64_t planets = 0;
};

struct Sample {
  double day = 0.0;  ///< game days since the start
  std::vector<PlayerFigures> players;  ///< by player id
};

/// Something the summary lists: a capture, a failed landing, a player out, the first shots.
struct MatchEvent {
  double day = 0.0;
  std::string text;
};

/// Everything a chronicle keeps: plain values, so that a saved game carries them (save/).
struct ChronicleLog {
  double startTime = 0.0;
  double endTime = 0.0;
  std::vector<std::int64_t> refused{};  ///< by player
  std::vector<std::uint8_t> out{};      ///< by player: already announced as out
  std::vector<Sample> samples{};
  std::vector<MatchEvent> events{};
  std::vector<std::string> computerRefusals{};
  std::optional<sim::MatchEnd> end{};
  double sampledDay = 0.0;  ///< the whole game days since the start at the last daily sample
  bool firstShots = false;
};

class Chronicle {
 public:
  Chronicle() = default;
  /// From `state` (the match's start: its first sample), to end at `endTime` (TT seconds) at the latest.
  Chronicle(const sim::GameState& state, const sim::Rules& rules, double endTime);
  /// Goes on from a saved log.
  explicit Chronicle(ChronicleLog log) : log_(std::move(log)) {}

  /// After each tick: `commands` are the tick's, `computers` says whose were the computer's (their
  /// refusals are kept word for word, for a bug report).
  void afterTick(const sim::GameState& state, const sim::Rules& rules, const sim::TickReport& report,
                 std::span<const sim::Command> commands, const ComputerSeats& computers);

  double days(const sim::GameState& state) const;
  double endTime() const { return log_.endTime; }
  /// Game days from the start to the time limit.
  double lengthDays() const { return (log_.endTime - log_.startTime) / astro::kSecondsPerDay; }
  const std::optional<sim::MatchEnd>& end() const { return log_.end; }
  const std::vector<Sample>& samples() const { return log_.samples; }
  const std::vector<MatchEvent>& events() const { return log_.events; }
  std::int64_t refusedCommands(world::PlayerId player) const;
  /// The first 20 refusals of computer players' commands ("tick 120 blue queue_ship: ...").
  const std::vector<std::string>& computerRefusals() const { return log_.computerRefusals; }
  const ChronicleLog& log() const { return log_; }

 private:
  void sample(const sim::GameState& state, const sim::Rules& rules);
  void note(const sim::GameState& state, const sim::Rules& rules, const sim::TickReport& report,
            std::span<const sim::Command> commands, const ComputerSeats& computers);

  ChronicleLog log_;
};

}  // namespace perihelion::match
