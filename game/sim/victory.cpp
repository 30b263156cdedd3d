#include "sim/victory.h"

#include <algorithm>

#include "sim/economy.h"
#include "sim/tick.h"

namespace perihelion::sim {

std::string_view endReasonName(EndReason reason) {
  switch (reason) {
    case EndReason::Conquest: return "conquest";
    case EndReason::Elimination: return "elimination";
    case EndReason::Time: return "time";
  }
  return "time";
}

bool stillIn(const GameState& state, world::PlayerId player) {
  if (std::find(state.bodyOwners.begin(), state.bodyOwners.end(), player) != state.bodyOwners.end()) return true;
  if (std::any_of(state.stations.begin(), state.stations.end(), [&](const world::Station& s) { return s.owner == player; })) {
    return true;
  }
  const fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const fleet::FleetId f = ships.fleet[i];
    if (f.value < state.fleets.fleets.size() && state.fleets.fleets[f.value].owner == player) return true;
  }
  return false;
}

std::int64_t scoreOf(const GameState& state, const Rules& rules, world::PlayerId player) {
  const Player* p = state.player(player);
  if (!p) return 0;
  std::int64_t score = addHeld(p->stock.money, kScorePerPlanet * planetsHeld(state, rules.system, player));
  for (const world::Station& s : state.stations) {
    if (s.owner == player && s.type.value < rules.stationTypes.types.size()) {
      score = addHeld(score, rules.stationTypes.type(s.type).cost.money);
    }
  }
  const fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const fleet::FleetId f = ships.fleet[i];
    if (f.value >= state.fleets.fleets.size() || !(state.fleets.fleets[f.value].owner == player)) continue;
    if (ships.type[i].value < rules.shipTypes.types.size()) score = addHeld(score, rules.shipTypes.types[ships.type[i].value].cost.money);
  }
  return score;
}

namespace {

/// Whether `player` holds every planet that any other player held at the start (and some player did).
bool conquered(const GameState& state, world::PlayerId player) {
  bool any = false;
  for (const Player& other : state.players) {
    if (other.id == player) continue;
    for (const world::BodyId b : other.heldAtStart) {
      any = true;
      if (!(state.ownerOf(b) == player)) return false;
    }
  }
  return any;
}

}  // namespace

std::optional<MatchEnd> matchEnd(const GameState& state, const Rules& rules, double endTime) {
  if (state.players.size() < 2) return std::nullopt;
  // Players in id order: if two could claim the same tick (they cannot both hold every planet), the
  // first found is not favoured by list position, as only one can.
  for (const Player& p : state.players) {
    if (conquered(state, p.id)) return MatchEnd{p.id, EndReason::Conquest};
  }
  std::optional<world::PlayerId> last;
  int in = 0;
  for (const Player& p : state.players) {
    if (stillIn(state, p.id)) {
      ++in;
      last = p.id;
    }
  }
  if (in == 0) return MatchEnd{std::nullopt, EndReason::Elimination};
  if (in == 1) return MatchEnd{last, EndReason::Elimination};
  if (state.time < endTime) return std::nullopt;
  std::optional<world::PlayerId> best;
  std::int64_t bestScore = 0;
  bool tie = false;
  for (const Player& p : state.players) {
    const std::int64_t s = scoreOf(state, rules, p.id);
    if (!best || s > bestScore) {
      best = p.id;
      bestScore = s;
      tie = false;
    } else if (s == bestScore) {
      tie = true;
    }
  }
  return MatchEnd{tie ? std::nullopt : best, EndReason::Time};
}

}  // namespace perihelion::sim
