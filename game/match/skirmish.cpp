#include "match/skirmish.h"

#include "astro/units.h"
#include "sim/sight.h"
#include "sim/tick.h"
#include "world/simulation_clock.h"
#include "world/split_mix64.h"

namespace perihelion::match {
std::vector<std::size_t> drawOrder(std::size_t candidates, std::uint64_t seed) {
  std::vector<std::size_t> order(candidates);
  for (std::size_t k = 0; k < candidates; ++k) order[k] = k;
  world::SplitMix64 random{seed};
  for (std::size_t k = candidates; k > 1; --k) {
    const std::size_t j = static_cast<std::size_t>(random.next() % k);  // bias below 2^-60: none in practice
    std::swap(order[k - 1], order[j]);
  }
  return order;
}

data::Scenario seatedScenario(const data::Scenario& scenario, const std::vector<Seat>& seats,
                              const std::vector<std::size_t>& homes) {
  data::Scenario s = scenario;
  s.players.resize(seats.size());
  for (std::size_t k = 0; k < seats.size(); ++k) {
    data::ScenarioPlayer& p = s.players[k];
    p.home = s.startPlanets[homes[k]];
    p.kind = seats[k].kind == Seat::Kind::Computer ? "ai" : seats[k].kind == Seat::Kind::Human ? "human" : "none";
    for (std::size_t t = 0; t < s.startStations.size(); ++t) {
      s.stations.push_back({"/start_stations/" + std::to_string(t), p.home, data::kFirstFittingRing, 0.0,
                            s.startStations[t], p.id});
    }
  }
  return s;
}

SkirmishOrError makeSkirmish(const data::Scenario& scenario, const std::string& file,
                             const std::vector<Seat>& seats, std::uint64_t seed, double maxDays) {
  if (seats.size() < 2) return SetupError{"a skirmish needs at least two players, found " + std::to_string(seats.size())};
  if (scenario.startPlanets.empty()) {
    return SetupError{file + " has no start_planets: it is not a skirmish scenario"};
  }
  if (seats.size() > scenario.startPlanets.size()) {
    return SetupError{std::to_string(seats.size()) + " players, but " + file + " has only " +
                      std::to_string(scenario.startPlanets.size()) + " start planets"};
  }
  if (seats.size() > scenario.players.size()) {
    return SetupError{std::to_string(seats.size()) + " players, but " + file + " lists only " +
                      std::to_string(scenario.players.size())};
  }
  data::Scenario s = seatedScenario(scenario, seats, drawOrder(scenario.startPlanets.size(), seed));
  s.seed = seed;
  data::LoadedScenarioWorld loaded = data::buildScenarioWorld(s, file);
  if (!loaded.world) return ScenarioErrors{data::formatDiagnostics(loaded.diagnostics)};
  Skirmish m{std::move(*loaded.world), seats, {}, 0.0, s.timeRateDaysPerSecond};
  for (std::size_t k = 0; k < seats.size(); ++k) {
    if (seats[k].kind == Seat::Kind::Computer && !sim::levelNamed(m.world.economy.computerLevels, seats[k].level)) {
      std::string known;
      for (const sim::ComputerLevel& l : m.world.economy.computerLevels) known += (known.empty() ? "" : ", ") + l.name;
      return SetupError{"no computer level \"" + seats[k].level + "\" in " + m.world.rulesFile.string() +
                        " (it has: " + (known.empty() ? "none" : known) + ")"};
    }
  }
  if (s.homeWorth) {
    // Every candidate, drawn or not: the rules (which everyone reads) must not tell which were drawn.
    sim::EconomyRules& economy = m.world.economy;
    for (const std::string& name : s.startPlanets) {
      const world::Body* home = m.world.system.find(name);
      if (!home) continue;
      if (economy.bodies.size() <= home->id.value) economy.bodies.resize(home->id.value + 1);
      sim::BodyYield& y = economy.bodies[home->id.value];
      y.perDay.money = (*s.homeWorth)[0];
      y.perDay.resources = (*s.homeWorth)[1];
      y.groundDefence = (*s.homeWorth)[2];
    }
  }
  for (const std::string& name : s.startPlanets) {
    if (const world::Body* b = m.world.system.find(name)) m.knowledge.startPlanets.push_back(b->id);
  }
  for (const std::string& name : s.startStations) {
    if (const world::StationType* t = m.world.stationTypes.find(name)) m.knowledge.startStations.push_back(t->id);
  }
  const double days = maxDays > 0.0 ? maxDays : s.maxDays;
  m.endTime = m.world.state.time + days * astro::kSecondsPerDay;
  // Everyone sees their own home from the start (the computer's first look, the desktop's first frame).
  sim::updateSight(m.world.state, m.world.rules());
  return m;
}

bool hasHuman(const std::vector<Seat>& seats) {
  for (const Seat& s : seats) {
    if (s.kind == Seat::Kind::Human) return true;
  }
  return false;
}

double humanSecondsPerTick(const Skirmish& skirmish, double daysPerSecond) {
  const double rate = daysPerSecond > 0.0           ? daysPerSecond
                      : skirmish.daysPerSecond > 0.0 ? skirmish.daysPerSecond
                                                     : skirmish.world.system.display.timeRateDaysPerSecond;
  return world::secondsPerTickAt(rate > 0.0 ? rate : 1.0);
}

}  // namespace perihelion::match
