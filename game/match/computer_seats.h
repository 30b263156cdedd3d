// The computer players of a match: each looks at the game every so often (its level's reaction time)
// and hands back the commands it decided, which go into the next tick like anyone's. The headless
// match and the desktop both run them through this, so a skirmish plays the same in either.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/computer_player.h"
#include "match/seat.h"
#include "sim/tick.h"

namespace perihelion::match {

/// Watches the computer players think (the headless command times them; the match reads no clock).
class ThinkObserver {
 public:
  virtual ~ThinkObserver() = default;
  virtual void beforeThinking() = 0;
  virtual void afterThinking() = 0;
};

class ComputerSeats {
 public:
  ComputerSeats() = default;
  /// `seats` by player id; the looks are spread over each level's first interval from `startTime`.
  ComputerSeats(std::vector<Seat> seats, ai::MatchKnowledge knowledge, const sim::EconomyRules& rules, double startTime);

  /// The commands of every computer player due to look at `state` (appended to `out`), in player order.
  void think(const sim::GameState& state, const sim::Rules& rules, std::vector<sim::Command>& out,
             ThinkObserver* observer = nullptr);

  const std::vector<Seat>& seats() const { return seats_; }
  /// The game time of the player's next look (a LAN joiner tells the host it says nothing before it).
  double nextLook(world::PlayerId player) const;
  /// Another plays the seat from now on (the host's computer for a joiner that left); its next look
  /// stays when it was due, so a computer taking over looks at once.
  void takeOver(world::PlayerId player, Seat seat);
  bool isComputer(world::PlayerId player) const;
  std::int64_t decisions() const { return decisions_; }
  /// By player: the game time of its next look (what a saved game keeps of the seats, with decisions()).
  const std::vector<double>& nextLooks() const { return nextThink_; }
  /// Goes on from a saved game: its next looks (one for each seat) and its count of decisions.
  void resume(std::vector<double> nextLooks, std::int64_t decisions) {
    nextThink_ = std::move(nextLooks);
    decisions_ = decisions;
  }

 private:
  std::vector<Seat> seats_;
  ai::MatchKnowledge knowledge_;
  std::vector<double> nextThink_;  ///< by player: the game time of its next look
  std::int64_t decisions_ = 0;
};

}  // namespace perihelion::match
