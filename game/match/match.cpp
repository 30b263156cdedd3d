#include "match/match.h"

namespace perihelion::match {

Match::Match(Skirmish skirmish)
    : world_(std::move(skirmish.world)),
      computers_(std::move(skirmish.seats), std::move(skirmish.knowledge), world_.economy, world_.state.time),
      chronicle_(world_.state, rules(), skirmish.endTime) {}

sim::Rules Match::rules() const { return world_.rules(); }

std::int64_t Match::shipsLost(world::PlayerId player) const {
  const auto& lost = world_.state.combat.shipsLost;
  return player.value < lost.size() ? lost[player.value] : 0;
}

sim::TickReport Match::step(std::span<const sim::Command> commands, ThinkObserver* observer) {
  const sim::Rules rules = this->rules();
  std::vector<sim::Command> all(commands.begin(), commands.end());
  computers_.think(world_.state, rules, all, observer);
  sim::TickReport report = sim::tick(world_.state, rules, all, scratch_);
  chronicle_.afterTick(world_.state, rules, report, all, computers_);
  return report;
}

std::vector<sim::Command> Match::think(ThinkObserver* observer) {
  std::vector<sim::Command> mine;
  computers_.think(world_.state, rules(), mine, observer);
  return mine;
}

sim::TickReport Match::stepWith(std::span<const sim::Command> commands) {
  const sim::Rules rules = this->rules();
  sim::TickReport report = sim::tick(world_.state, rules, commands, scratch_);
  chronicle_.afterTick(world_.state, rules, report, commands, computers_);
  return report;
}

}  // namespace perihelion::match
