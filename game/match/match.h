// A headless match: the skirmish's game stepped one tick at a time with the commands of its computer
// players (match/computer_seats.h) and any given, its figures and events kept (match/chronicle.h).
// The desktop plays a skirmish through the same two pieces, with its own ticks (desktop/desktop_game.h).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "match/chronicle.h"
#include "match/computer_seats.h"
#include "match/skirmish.h"
#include "sim/tick.h"

namespace perihelion::match {

class Match {
 public:
  explicit Match(Skirmish skirmish);
  Match(const Match&) = delete;
  Match& operator=(const Match&) = delete;

  /// Goes on from a saved game (the state already in the skirmish's world): the computer players' next
  /// looks and decisions so far, and the chronicle.
  void resume(std::vector<double> nextLooks, std::int64_t decisions, ChronicleLog chronicle);

  /// One tick with the given commands (a human player's) and the computer players' due ones.
  sim::TickReport step(std::span<const sim::Command> commands = {}, ThinkObserver* observer = nullptr);
  /// The last tick's commands, the given and the computer players': what a recording writes.
  const std::vector<sim::Command>& lastCommands() const { return lastCommands_; }

  // A LAN match splits step in two (app/skirmish/lan_*.cpp): each peer's computers think on the same
  // state, the host gathers every seat's commands, and every peer ticks with the same list.
  /// The commands of this machine's computer players due to look now, for the next tick.
  std::vector<sim::Command> think(ThinkObserver* observer = nullptr);
  /// One tick with exactly these commands (no computer thinks): a LAN peer's, and a replay's.
  sim::TickReport stepWith(std::span<const sim::Command> commands);
  double nextLook(world::PlayerId player) const { return computers_.nextLook(player); }
  void takeOver(world::PlayerId player, Seat seat) { computers_.takeOver(player, std::move(seat)); }

  const sim::GameState& state() const { return world_.state; }
  sim::Rules rules() const;
  const data::ScenarioWorld& world() const { return world_; }
  const std::vector<Seat>& seats() const { return computers_.seats(); }
  const Chronicle& chronicle() const { return chronicle_; }
  const ComputerSeats& computers() const { return computers_; }
  const std::optional<sim::MatchEnd>& end() const { return chronicle_.end(); }
  double days() const { return chronicle_.days(world_.state); }
  const std::vector<Sample>& samples() const { return chronicle_.samples(); }
  const std::vector<MatchEvent>& events() const { return chronicle_.events(); }
  std::int64_t refusedCommands(world::PlayerId player) const { return chronicle_.refusedCommands(player); }
  std::int64_t shipsLost(world::PlayerId player) const;
  std::int64_t decisions() const { return computers_.decisions(); }
  const std::vector<std::string>& computerRefusals() const { return chronicle_.computerRefusals(); }

 private:
  data::ScenarioWorld world_;
  ComputerSeats computers_;
  Chronicle chronicle_;
  sim::TickScratch scratch_;
  std::vector<sim::Command> lastCommands_;

  /// The tick with lastCommands_, and the chronicle after it.
  sim::TickReport tickLastCommands();
};

}  // namespace perihelion::match
