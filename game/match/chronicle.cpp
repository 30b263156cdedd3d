#include "match/chronicle.h"

#include <cmath>

#include "astro/units.h"
#include "sim/economy.h"

namespace perihelion::match {

Chronicle::Chronicle(const sim::GameState& state, const sim::Rules& rules, double endTime)
    : log_{.startTime = state.time,
           .endTime = endTime,
           .refused = std::vector<std::int64_t>(state.players.size(), 0),
           .out = std::vector<std::uint8_t>(state.players.size(), 0)} {
  sample(state, rules);
}

double Chronicle::days(const sim::GameState& state) const { return (state.time - log_.startTime) / astro::kSecondsPerDay; }

std::int64_t Chronicle::refusedCommands(world::PlayerId player) const {
  return player.value < log_.refused.size() ? log_.refused[player.value] : 0;
}

void Chronicle::afterTick(const sim::GameState& state, const sim::Rules& rules, const sim::TickReport& report,
                          std::span<const sim::Command> commands, const ComputerSeats& computers) {
  const bool ended = log_.end.has_value();
  note(state, rules, report, commands, computers);
  if (const double day = std::floor(days(state)); day > log_.sampledDay) {
    log_.sampledDay = day;
    sample(state, rules);
  }
  if (ended) return;  // played on past its end (the desktop's summary): nothing more to note
  log_.end = sim::matchEnd(state, rules, log_.endTime);
  if (log_.end) {
    const std::string who = log_.end->winner ? state.players[log_.end->winner->value].name : std::string("Nobody");
    log_.events.push_back({days(state), who + " wins by " + std::string(sim::endReasonName(log_.end->reason))});
    sample(state, rules);
  }
}

void Chronicle::note(const sim::GameState& state, const sim::Rules& rules, const sim::TickReport& report,
                     std::span<const sim::Command> commands, const ComputerSeats& computers) {
  for (const sim::Refusal& r : report.refusals) {
    const world::PlayerId p = sim::issuer(commands[r.command]);
    if (p.value >= log_.refused.size()) continue;
    ++log_.refused[p.value];
    if (computers.isComputer(p) && log_.computerRefusals.size() < 20) {
      log_.computerRefusals.push_back("tick " + std::to_string(state.tick - 1) + " " + state.players[p.value].key + " " +
                                  std::string(sim::commandName(commands[r.command])) + ": " +
                                  std::string(sim::refusalCode(r)) + ": " + r.reason);
    }
  }
  const double day = days(state);
  if (!log_.firstShots && report.fight.shots > 0) {
    log_.firstShots = true;
    log_.events.push_back({day, "First shots fired"});
  }
  for (const sim::Landing& l : report.landings) {
    const std::string by = state.players[l.by.value].name;
    const std::string planet = rules.system.body(l.planet).name;
    const std::string odds = " (" + std::to_string(l.troopers) + " troops against " + std::to_string(l.defence) + ")";
    log_.events.push_back({day, l.captured ? by + " takes " + planet + odds : by + "'s landing on " + planet + " fails" + odds});
  }
  for (const sim::Player& p : state.players) {
    if (p.id.value >= log_.out.size() || log_.out[p.id.value] || sim::stillIn(state, p.id)) continue;
    log_.out[p.id.value] = 1;
    log_.events.push_back({day, p.name + " is out"});
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
  log_.samples.push_back(std::move(s));
}

}  // namespace perihelion::match
