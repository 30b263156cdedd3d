#include "sim/tick.h"

#include <algorithm>
#include <cmath>

#include "sim/apply_command.h"
#include "sim/capture.h"
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

/// One round of fighting over `dt` seconds ending at `end` (combat/combat_step.h), added to the tick's
/// report and the record. `round` numbers the rounds of the game (chance is drawn by it).
std::size_t fightRound(GameState& state, const Rules& rules, double dt, double end, std::int64_t round, TickScratch& scratch,
                       TickReport& report) {
  const combat::CombatWorld world{rules.system, rules.shipTypes, rules.stationTypes, rules.combat, end};
  const combat::TickFight f =
      combat::fight(world, state.fleets, state.stations, dt, round, state.seed, state.players.size(), scratch.combat);
  CombatRecord& record = state.combat;
  // Held at the largest int64 rather than wrap, however long a game of crafted rates runs.
  record.shots = addHeld(record.shots, f.shots);
  record.hits = addHeld(record.hits, f.hits);
  for (std::size_t d = 0; d < record.damage.size(); ++d) record.damage[d] += f.damage[d];
  if (f.shots > 0 && record.firstShotTick < 0) record.firstShotTick = state.tick;
  record.shipsLost.resize(state.players.size(), 0);
  record.stationsLost.resize(state.players.size(), 0);
  for (const combat::Loss& loss : f.losses) {
    const bool station = loss.what.kind == world::TargetRef::Kind::Station;
    if (loss.owner.value < state.players.size()) ++(station ? record.stationsLost : record.shipsLost)[loss.owner.value];
    record.lastLossTick = state.tick;
    if (station) {
      std::erase_if(state.shipyards, [&](const Shipyard& y) { return y.station.value == loss.what.id; });
    }
  }
  // Ships left the game: the neighbour list's slots refer to ships by index, so it is made anew.
  if (!f.losses.empty()) scratch.navigation.neighbours.forget();
  combat::TickFight& all = report.fight;
  all.shots = addHeld(all.shots, f.shots);
  all.hits = addHeld(all.hits, f.hits);
  for (std::size_t d = 0; d < all.damage.size(); ++d) all.damage[d] += f.damage[d];
  all.losses.insert(all.losses.end(), f.losses.begin(), f.losses.end());
  // What the screen shows of the fire: the last round's volleys (a tick's rounds are a frame apart at most).
  all.volleys = f.volleys;
  return f.engaged;
}

/// The fighting after a navigation step of `dt` ending at `end`, at the step's end positions: in rounds of
/// at most combat::kLongestRoundSeconds while anyone is engaged, so that fire falls on the living and a
/// battle comes out the same at any time rate; once nobody is, the rest of the step in one round (shields
/// and reloads), which is all a step far from any enemy costs beyond one round.
void fightAfterStep(GameState& state, const Rules& rules, double dt, double end, std::int64_t round,
                    TickScratch& scratch, TickReport& report) {
  const int rounds = std::max(1, static_cast<int>(std::ceil(dt / combat::kLongestRoundSeconds)));
  const double each = dt / rounds;
  const double start = end - dt;
  for (int r = 0; r < rounds; ++r) {
    // The first round keeps the step's number, so that steps of one round draw as they always did.
    const std::int64_t id = round + (static_cast<std::int64_t>(r) << 48);
    const bool last = r + 1 == rounds;
    const double roundEnd = last ? end : start + (r + 1) * each;
    if (fightRound(state, rules, each, roundEnd, id, scratch, report) == 0 && !last) {
      fightRound(state, rules, end - roundEnd, end, round + (static_cast<std::int64_t>(rounds) << 48), scratch, report);
      return;
    }
  }
}

/// One navigation step of dt from `time`, measured once taken (fleet/step_soundness.h): one that moved
/// a ship further than its push range relative to what was near it is taken again as two halves, each
/// measured in turn, down to kFinestStepDepth halvings. Ships far from everything keep long steps;
/// every step depends only on the state, so the halvings are the same on every run. Returns the steps
/// taken.
int stepSoundly(GameState& state, const Rules& rules, double time, double dt, int depth, TickScratch& scratch,
                NavigationObserver* observer, TickReport& report) {
  const fleet::NavigationWorld world{rules.system, rules.shipTypes, rules.stationTypes, state.stations,
                                     state.obstacles, time};
  if (scratch.snapshots.size() <= static_cast<std::size_t>(depth)) scratch.snapshots.resize(depth + 1);
  fleet::NavigationSnapshot& before = scratch.snapshots[static_cast<std::size_t>(depth)];
  before.take(state.fleets);
  if (observer) observer->beforeStep(state.fleets);
  fleet::stepFleets(world, state.fleets, dt, state.tick, scratch.navigation, observer ? &scratch.seen : nullptr);
  const double measure =
      fleet::stepOverPushRange(world, before.position, state.fleets, dt, scratch.navigation, scratch.soundness);
  if (measure > 1.0 && depth < fleet::kFinestStepDepth) {
    before.restore(state.fleets);
    const double half = 0.5 * dt;
    const int first = stepSoundly(state, rules, time, half, depth + 1, scratch, observer, report);
    return first + stepSoundly(state, rules, time + half, half, depth + 1, scratch, observer, report);
  }
  if (observer) observer->afterStep(state.fleets, scratch.seen, dt, measure);
  report.stepOverPushRange = std::max(report.stepOverPushRange, measure);
  return 1;
}

/// The fleets through one tick of `seconds`, cut into navigation steps; each step starts from the
/// last's end time, and the tick ends at its start plus its length (not the sum of the steps). With
/// players, a round of fighting follows each step: ships close and die within a long tick, rather than
/// a whole tick's fire landing where the ships were at its end.
int navigate(GameState& state, const Rules& rules, double seconds, TickScratch& scratch, NavigationObserver* observer,
             TickReport& report) {
  const int steps = navigationStepsFor(seconds, rules.shipTypes, state.fleets.ships, rules.steps);
  const bool fights = !state.players.empty();
  if (steps == 0) {
    // No ships: stations may still fight (two players at one comet).
    if (fights && seconds > 0.0) fightRound(state, rules, seconds, state.time + seconds, state.tick << 16, scratch, report);
    return 0;
  }
  const double dt = seconds / steps;
  double time = state.time;
  int taken = 0;
  for (int k = 0; k < steps; ++k) {
    taken += stepSoundly(state, rules, time, dt, 0, scratch, observer, report);
    time += dt;
    if (fights) fightAfterStep(state, rules, dt, time, (state.tick << 16) + k, scratch, report);
  }
  return taken;
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
    if (!report.navigationHeld) report.navigationSteps = navigate(state, rules, seconds, scratch, observer, report);
  }
  const double end = state.time + seconds;
  if (seconds > 0.0 && !state.players.empty() && !report.navigationHeld) {
    report.landings = landTroops(state, rules.system, rules.economy, rules.combat);
    if (!report.landings.empty()) scratch.navigation.neighbours.forget();
  }
  recoverDefences(state, rules.economy, rules.combat.capture, wholeHours(state.economySeconds),
                  wholeHours(state.economySeconds + seconds));
  payIncome(state, rules.system, rules.economy, rules.stationTypes, seconds);
  advanceConstruction(state, rules.system, rules.stationTypes, rules.shipTypes, seconds, end);
  if (!state.players.empty()) holdComets(state, rules.system, rules.economy);  // pays from the next tick on
  noteBalances(state);
  state.time = end;
  ++state.tick;
  updateSight(state, rules);
  return report;
}

}  // namespace perihelion::sim
