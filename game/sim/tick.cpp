#include "sim/tick.h"

#include <algorithm>
#include <cmath>

#include "sim/apply_command.h"
#include "sim/economy.h"

namespace perihelion::sim {

int navigationStepsFor(double tickSeconds, const fleet::ShipCatalogue& types, const fleet::Ships& ships,
                       const StepRules& rules) {
  if (!(tickSeconds > 0.0) || ships.size() == 0) return 0;
  const double longest = fleet::longestNavigationStep(types, ships);
  if (std::isinf(longest)) return 1;  // nothing moves: one step lets ships in wells follow their planets
  return fleet::navigationSteps(tickSeconds, std::min(rules.maxStepSeconds, longest), rules.maxSteps);
}

std::optional<std::string> whyStateDoesNotFit(const GameState& state, const Rules& rules) {
  if (auto why = fleet::whyFleetsDoNotFit(rules.system, rules.shipTypes, state.fleets)) return why;
  for (const world::Station& s : state.stations) {
    if (!world::stationFits(rules.system, rules.stationTypes, s)) {
      return "station #" + std::to_string(s.id.value) + " is on a ring or of a type the data no longer have";
    }
  }
  return std::nullopt;
}

namespace {

/// The fleets through one tick of `seconds`, cut into navigation steps; each step starts from the
/// last's end time, and the tick ends at its start plus its length (not the sum of the steps).
int navigate(GameState& state, const Rules& rules, double seconds, TickScratch& scratch, NavigationObserver* observer) {
  const int steps = navigationStepsFor(seconds, rules.shipTypes, state.fleets.ships, rules.steps);
  const double dt = seconds / steps;
  double time = state.time;
  for (int k = 0; k < steps; ++k) {
    const fleet::NavigationWorld world{rules.system, rules.shipTypes, rules.stationTypes, state.stations,
                                       state.obstacles, time};
    if (observer) observer->beforeStep(state.fleets);
    fleet::stepFleets(world, state.fleets, dt, state.tick, scratch.navigation, observer ? &scratch.seen : nullptr);
    if (observer) observer->afterStep(state.fleets, scratch.seen, dt);
    time += dt;
  }
  return steps;
}

}  // namespace

TickReport tick(GameState& state, const Rules& rules, std::span<const Command> commands, TickScratch& scratch,
                NavigationObserver* observer) {
  TickReport report;
  for (std::size_t k = 0; k < commands.size(); ++k) {
    if (std::optional<Refusal> refused = applyCommand(state, rules, commands[k])) {
      refused->command = k;
      report.refusals.push_back(std::move(*refused));
    }
  }
  const double seconds = state.tickSeconds();
  if (seconds > 0.0) {
    report.navigationHeld = whyStateDoesNotFit(state, rules);
    if (!report.navigationHeld) report.navigationSteps = navigate(state, rules, seconds, scratch, observer);
  }
  const double end = state.time + seconds;
  if (!state.players.empty()) holdComets(state, rules.system, rules.economy);
  payIncome(state, rules.system, rules.economy, rules.stationTypes, state.time, end);
  advanceConstruction(state, rules.system, rules.stationTypes, rules.shipTypes, seconds, end);
  noteBalances(state);
  state.time = end;
  ++state.tick;
  return report;
}

}  // namespace perihelion::sim
