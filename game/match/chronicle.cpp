#include "match/chronicle.h"

#include <cmath>

#include "astro/units.h"
#include "sim/economy.h"

namespace perihelion::match {

Chronicle::Chronicle(const sim::GameState& state, const sim::Rules& rules, double endTime)
    : startTime_(state.time), endTime_(endTime), refused_(state.players.size(), 0), out_(state.players.size(), 0) {
  sample(state, rules);
}

double Chronicle::days(const sim::GameState& state) const { return (state.time - startTime_) / astro::kSecondsPerDay; }

std::int64_t Chronicle::refusedCommands(world::PlayerId player) const {
  return player.value < refused_.size() ? refused_[player.value] : 0;
}

void Chronicle::afterTick(const sim::GameState& state, const sim::Rules& rules, const sim::TickReport& report,
                          std::span<const sim::Command> commands, const ComputerSeats& computers) {
  const bool ended = end_.has_value();
  note(state, rules, report, commands, computers);
  if (const double day = std::floor(days(state)); day > sampledDay_) {
    sampledDay_ = day;
    sample(state, rules);
  }
  if (ended) return;  // played on past its end (the desktop's summary): nothing more to note
  end_ = sim::matchEnd(state, rules, endTime_);
  if (end_) {
    const std::string who = end_->winner ? state.players[end_->winner->value].name : std::string("Nobody");
    events_.push_back({days(state), who + " wins by " + std::string(sim::endReasonName(end_->reason))});
    sample(state, rules);
  }
}

void Chronicle::note(const sim::GameState& state, const sim::Rules& rules, const sim::TickReport& report,
                     std::span<const sim::Command> commands, const ComputerSeats& computers) {
  for (const sim::Refusal& r : report.refusals) {
    const world::PlayerId p = sim::issuer(commands[r.command]);
    if (p.value >= refused_.size()) continue;
    ++refused_[p.value];
    if (computers.isComputer(p) && computerRefusals_.size() < 20) {
      computerRefusals_.push_back("tick " + std::to_string(state.tick - 1) + " " + state.players[p.value].key + " " +
                                  std::string(sim::commandName(commands[r.command])) + ": " +
                                  std::string(sim::refusalCode(r)) + ": " + r.reason);
    }
  }
  const double day = days(state);
  if (!firstShots_ && report.fight.shots > 0) {
    firstShots_ = true;
    events_.push_back({day, "First shots fired"});
  }
  for (const sim::Landing& l : report.landings) {
    const std::string by = state.players[l.by.value].name;
    const std::string planet = rules.system.body(l.planet).name;
    const std::string odds = " (" + std::to_string(l.troopers) + " troops against " + std::to_string(l.defence) + ")";
    events_.push_back({day, l.captured ? by + " takes " + planet + odds : by + "'s landing on " + planet + " fails" + odds});
  }
  for (const sim::Player& p : state.players) {
    if (p.id.value >= out_.size() || out_[p.id.value] || sim::stillIn(state, p.id)) continue;
    out_[p.id.value] = 1;
    events_.push_back({day, p.name + " is out"});
  }
}

void Chronicle::sample(const sim::GameState& state, const sim::Rules& rules) {
  Sample s;
  s.day = days(state);
  for (const sim::Player& p : state.players) {
    PlayerFigures f;
    f.money = p.stock.money;
    f.incomePerDay = sim::netPerDay(sim::grossPerDay(state, rules.economy, rules.stationTypes, p.id),
                                    sim::taxRateOf(state, rules.system, rules.economy, p.id))
                         .money;
    f.planets = sim::planetsHeld(state, rules.system, p.id);
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
