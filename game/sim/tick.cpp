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

std::vector<std::size_t> applicationOrder(const GameState& state, std::span<const Command> commands) {
  std::vector<std::size_t> order(commands.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  const auto players = static_cast<std::int64_t>(state.players.size());
  if (players < 2) return order;
  const std::int64_t first = state.tick % players;
  const auto rank = [&](std::size_t k) -> std::int64_t {
    const world::PlayerId p = issuer(commands[k]);
    if (p.value >= state.players.size()) return 0;  // game-wide commands (and the refused ones) first
    return 1 + (static_cast<std::int64_t>(p.value) - first + players) % players;
  };
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return rank(a) < rank(b); });
  return order;
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
  for (const std::size_t k : applicationOrder(state, commands)) {
    if (std::optional<Refusal> refused = applyCommand(state, rules, commands[k])) {
      refused->command = k;
      report.refusals.push_back(std::move(*refused));
    }
  }
  std::sort(report.refusals.begin(), report.refusals.end(),
            [](const Refusal& a, const Refusal& b) { return a.command < b.command; });
  const double seconds = state.tickSeconds();
  if (seconds > 0.0) {
    report.navigationHeld = whyStateDoesNotFit(state, rules);
    if (!report.navigationHeld) report.navigationSteps = navigate(state, rules, seconds, scratch, observer);
  }
  const double end = state.time + seconds;
  payIncome(state, rules.system, rules.economy, rules.stationTypes, seconds);
  advanceConstruction(state, rules.system, rules.stationTypes, rules.shipTypes, seconds, end);
  if (!state.players.empty()) holdComets(state, rules.system, rules.economy);  // pays from the next tick on
  noteBalances(state);
  state.time = end;
  ++state.tick;
  return report;
}

}  // namespace perihelion::sim
