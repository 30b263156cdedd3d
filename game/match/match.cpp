#include "match/match.h"

#include <cmath>

#include "ai/player_view.h"
#include "astro/units.h"
#include "sim/economy.h"

namespace perihelion::match {

Match::Match(Skirmish skirmish)
    : world_(std::move(skirmish.world)), seats_(std::move(skirmish.seats)), knowledge_(std::move(skirmish.knowledge)),
      startTime_(world_.state.time), endTime_(skirmish.endTime) {
  const std::size_t n = world_.state.players.size();
  // The computer players look in turn, spread over their first interval, so that no seat always
  // looks first.
  nextThink_.resize(n, startTime_);
  for (std::size_t p = 0; p < n; ++p) {
    if (p < seats_.size() && seats_[p].kind == Seat::Kind::Computer) {
      const sim::ComputerLevel* level = sim::levelNamed(world_.economy.computerLevels, seats_[p].level);
      nextThink_[p] = startTime_ + (level ? level->thinkEverySeconds : 0.0) * static_cast<double>(p) / static_cast<double>(n);
    }
  }
  refused_.assign(n, 0);
  out_.assign(n, 0);
  sim::updateSight(world_.state, rules());
  sample();
}

sim::Rules Match::rules() const {
  return {world_.system, world_.shipTypes, world_.stationTypes, {}, world_.economy, world_.combat};
}

double Match::days() const { return (world_.state.time - startTime_) / astro::kSecondsPerDay; }

std::int64_t Match::refusedCommands(world::PlayerId player) const {
  return player.value < refused_.size() ? refused_[player.value] : 0;
}

std::int64_t Match::shipsLost(world::PlayerId player) const {
  const auto& lost = world_.state.combat.shipsLost;
  return player.value < lost.size() ? lost[player.value] : 0;
}

sim::TickReport Match::step(std::span<const sim::Command> commands, ThinkObserver* observer) {
  const sim::Rules rules = this->rules();
  std::vector<sim::Command> all(commands.begin(), commands.end());
  sim::GameState& state = world_.state;
  for (std::size_t p = 0; p < seats_.size() && p < state.players.size(); ++p) {
    if (seats_[p].kind != Seat::Kind::Computer || state.time < nextThink_[p]) continue;
    const sim::ComputerLevel* level = sim::levelNamed(world_.economy.computerLevels, seats_[p].level);
    if (!level) continue;
    const world::PlayerId id{static_cast<std::uint32_t>(p)};
    if (!sim::stillIn(state, id)) continue;
    if (observer) observer->beforeThinking();
    const std::vector<sim::Command> mine = ai::decide(ai::viewOf(state, rules, id), rules, *level, knowledge_);
    if (observer) observer->afterThinking();
    ++decisions_;
    all.insert(all.end(), mine.begin(), mine.end());
    // Whole intervals on from the last look, so the looks keep their rhythm at any tick length (and a
    // jump of the clock skips them in one step).
    nextThink_[p] += level->thinkEverySeconds * (std::floor((state.time - nextThink_[p]) / level->thinkEverySeconds) + 1.0);
  }
  const bool ended = end_.has_value();
  const double dayBefore = std::floor(days());
  sim::TickReport report = sim::tick(state, rules, all, scratch_);
  note(report, all);
  if (std::floor(days()) > dayBefore) sample();
  if (ended) return report;  // played on past its end (the desktop's summary): nothing more to note
  end_ = sim::matchEnd(state, rules, endTime_);
  if (end_) {
    const std::string who = end_->winner ? state.players[end_->winner->value].name : std::string("Nobody");
    events_.push_back({days(), who + " wins by " + std::string(sim::endReasonName(end_->reason))});
    sample();
  }
  return report;
}

void Match::note(const sim::TickReport& report, std::span<const sim::Command> commands) {
  const sim::GameState& state = world_.state;
  for (const sim::Refusal& r : report.refusals) {
    const world::PlayerId p = sim::issuer(commands[r.command]);
    if (p.value >= refused_.size()) continue;
    ++refused_[p.value];
    if (p.value < seats_.size() && seats_[p.value].kind == Seat::Kind::Computer && computerRefusals_.size() < 20) {
      computerRefusals_.push_back("tick " + std::to_string(state.tick - 1) + " " + state.players[p.value].key + " " +
                                  std::string(sim::commandName(commands[r.command])) + ": " +
                                  std::string(sim::refusalCode(r)) + ": " + r.reason);
    }
  }
  if (!firstShots_ && report.fight.shots > 0) {
    firstShots_ = true;
    events_.push_back({days(), "First shots fired"});
  }
  for (const sim::Landing& l : report.landings) {
    const std::string by = state.players[l.by.value].name;
    const std::string planet = world_.system.body(l.planet).name;
    events_.push_back({days(), l.captured ? by + " takes " + planet + " (" + std::to_string(l.troopers) + " troops against " +
                                                std::to_string(l.defence) + ")"
                                          : by + "'s landing on " + planet + " fails (" + std::to_string(l.troopers) +
                                                " troops against " + std::to_string(l.defence) + ")"});
  }
  for (const sim::Player& p : state.players) {
    if (out_[p.id.value] || sim::stillIn(state, p.id)) continue;
    out_[p.id.value] = 1;
    events_.push_back({days(), p.name + " is out"});
  }
}

void Match::sample() {
  const sim::GameState& state = world_.state;
  Sample s;
  s.day = days();
  for (const sim::Player& p : state.players) {
    PlayerFigures f;
    f.money = p.stock.money;
    f.incomePerDay = sim::netPerDay(sim::grossPerDay(state, world_.economy, world_.stationTypes, p.id),
                                    sim::taxRateOf(state, world_.system, world_.economy, p.id))
                         .money;
    f.planets = sim::planetsHeld(state, world_.system, p.id);
    s.players.push_back(f);
  }
  const fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const world::PlayerId owner = state.fleets.fleets[ships.fleet[i].value].owner;
    if (owner.value < s.players.size()) ++s.players[owner.value].ships;
  }
  samples_.push_back(std::move(s));
}

}  // namespace perihelion::match
