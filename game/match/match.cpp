#include "match/match.h"

namespace perihelion::match {

Match::Match(Skirmish skirmish)
    : world_(std::move(skirmish.world)),
      computers_(std::move(skirmish.seats), std::move(skirmish.knowledge), world_.economy, world_.state.time),
      chronicle_(world_.state, rules(), skirmish.endTime) {}

void Match::resume(std::vector<double> nextLooks, std::int64_t decisions, ChronicleLog chronicle) {
  computers_.resume(std::move(nextLooks), decisions);
  chronicle_ = Chronicle(std::move(chronicle));
}

sim::Rules Match::rules() const { return world_.rules(); }

std::int64_t Match::shipsLost(world::PlayerId player) const {
  const auto& lost = world_.state.combat.shipsLost;
  return player.value < lost.size() ? lost[player.value] : 0;
}

sim::TickReport Match::step(std::span<const sim::Command> commands, ThinkObserver* observer) {
  lastCommands_.assign(commands.begin(), commands.end());
  computers_.think(world_.state, rules(), lastCommands_, observer);
  return tickLastCommands();
}

std::vector<sim::Command> Match::think(ThinkObserver* observer) {
  std::vector<sim::Command> mine;
  computers_.think(world_.state, rules(), mine, observer);
  return mine;
}

sim::TickReport Match::stepWith(std::span<const sim::Command> commands) {
  lastCommands_.assign(commands.begin(), commands.end());
  return tickLastCommands();
}

sim::TickReport Match::tickLastCommands() {
  const sim::Rules rules = this->rules();
  sim::TickReport report = sim::tick(world_.state, rules, lastCommands_, scratch_);
  chronicle_.afterTick(world_.state, rules, report, lastCommands_, computers_);
  return report;
}

}  // namespace perihelion::match
