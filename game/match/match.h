// A match in play: the skirmish's game, stepped one tick at a time with the commands of its human
// player (if any) and of its computer players, which look at the game every so often (their level's
// reaction time) and whose commands go into the next tick like anyone's. Keeps what the summary screen
// and the headless result show: per-player figures sampled each game day, the key events, the
// refused commands, and how the match ended.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "match/skirmish.h"
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

/// Watches the computer players think (the headless command times them; the match reads no clock).
class ThinkObserver {
 public:
  virtual ~ThinkObserver() = default;
  virtual void beforeThinking() = 0;
  virtual void afterThinking() = 0;
};

class Match {
 public:
  explicit Match(Skirmish skirmish);
  Match(const Match&) = delete;
  Match& operator=(const Match&) = delete;

  /// One tick with the given commands (the human player's) and the computer players' due ones.
  sim::TickReport step(std::span<const sim::Command> commands = {}, ThinkObserver* observer = nullptr);

  const sim::GameState& state() const { return world_.state; }
  sim::Rules rules() const;
  const data::ScenarioWorld& world() const { return world_; }
  const std::vector<Seat>& seats() const { return seats_; }
  const std::optional<sim::MatchEnd>& end() const { return end_; }
  double days() const;
  const std::vector<Sample>& samples() const { return samples_; }
  const std::vector<MatchEvent>& events() const { return events_; }
  std::int64_t refusedCommands(world::PlayerId player) const;
  std::int64_t shipsLost(world::PlayerId player) const;
  std::int64_t decisions() const { return decisions_; }
  /// The first 20 refusals of computer players' commands, for a bug report ("tick 120 blue queue_ship: ...").
  const std::vector<std::string>& computerRefusals() const { return computerRefusals_; }

 private:
  void sample();
  void note(const sim::TickReport& report, std::span<const sim::Command> commands);

  data::ScenarioWorld world_;
  std::vector<Seat> seats_;
  ai::MatchKnowledge knowledge_;
  double startTime_ = 0.0;
  double endTime_ = 0.0;
  sim::TickScratch scratch_;
  std::vector<double> nextThink_;  ///< by player: the game time of its next look
  std::vector<std::int64_t> refused_;
  std::vector<std::uint8_t> out_;  ///< by player: already announced as out
  std::vector<Sample> samples_;
  std::vector<MatchEvent> events_;
  std::vector<std::string> computerRefusals_;
  std::optional<sim::MatchEnd> end_;
  std::int64_t decisions_ = 0;
  bool firstShots_ = false;
};

}  // namespace perihelion::match
