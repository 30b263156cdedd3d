#include "sim/capture.h"

#include <algorithm>

namespace perihelion::sim {
namespace {

/// Products that can pass the int64 range before their division brings them back.
__extension__ using Wide = __int128;

/// Sets a body's ground defence, first giving every body its full defence.
void setDefence(GameState& state, const EconomyRules& economy, world::BodyId body, std::int64_t value) {
  while (state.groundDefence.size() <= body.value) {
    state.groundDefence.push_back(economy.of(world::BodyId{static_cast<std::uint32_t>(state.groundDefence.size())})
                                      .groundDefence);
  }
  state.groundDefence[body.value] = value;
}

/// Whether an armed enemy of `player` is in the planet's well: a ship in it, or a working station of it.
bool defended(const GameState& state, const combat::CombatRules& rules, world::BodyId planet, world::PlayerId player) {
  const auto enemy = [&](world::PlayerId owner) { return owner != world::kNobody && owner != player; };
  for (const world::Station& s : state.stations) {
    if (s.planet == planet && s.built() && enemy(s.owner) && rules.of(s.type).armed()) return true;
  }
  const fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.mode[i] != fleet::ShipMode::InWell || !(ships.wellPlanet[i] == planet)) continue;
    if (enemy(state.fleets.fleets[ships.fleet[i].value].owner) && rules.of(ships.type[i]).armed()) return true;
  }
  return false;
}

}  // namespace

std::int64_t groundDefenceOf(const GameState& state, const EconomyRules& economy, world::BodyId body) {
  return body.value < state.groundDefence.size() ? state.groundDefence[body.value] : economy.of(body).groundDefence;
}

void recoverDefences(GameState& state, const EconomyRules& economy, const combat::CaptureRules& rules,
                     std::int64_t hoursBefore, std::int64_t hoursAfter) {
  if (hoursAfter <= hoursBefore) return;
  for (std::size_t b = 0; b < state.groundDefence.size(); ++b) {
    const std::int64_t full = economy.of(world::BodyId{static_cast<std::uint32_t>(b)}).groundDefence;
    std::int64_t& now = state.groundDefence[b];
    if (now >= full) continue;
    // Recovered by the hour count since the start, so that no fraction is lost however short the ticks:
    // floor(full * rate * h / (24 * 10000)) at h = after, less the same at h = before.
    const auto at = [&](std::int64_t hours) {
      return static_cast<std::int64_t>(static_cast<Wide>(full) * rules.defenceRegenPerDay * hours /
                                       (24 * kWholeRate));
    };
    now = std::min(full, now + (at(hoursAfter) - at(hoursBefore)));
  }
}

std::vector<Landing> landTroops(GameState& state, const world::SolarSystem& system, const EconomyRules& economy,
                                const combat::CombatRules& rules) {
  std::vector<Landing> landings;
  fleet::Fleets& fleets = state.fleets;
  // Fleets in the order their players take turns this tick (as commands are applied), then by id.
  const auto players = static_cast<std::int64_t>(std::max<std::size_t>(state.players.size(), 1));
  std::vector<std::uint32_t> order;
  for (const fleet::Fleet& f : fleets.fleets) {
    if (f.combat.landOn && f.owner != world::kNobody) order.push_back(f.id.value);
  }
  const auto turn = [&](std::uint32_t k) {
    return (static_cast<std::int64_t>(fleets.fleets[k].owner.value) - state.tick % players + players) % players;
  };
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return turn(a) < turn(b); });

  std::vector<std::uint8_t> landed(fleets.ships.size(), 0);
  bool anyLanded = false;
  for (const std::uint32_t k : order) {
    fleet::Fleet& f = fleets.fleets[k];
    const world::BodyId planet = *f.combat.landOn;
    if (planet.value >= system.bodies.size() || state.ownerOf(planet) == f.owner) {
      f.combat.landOn.reset();  // gone from the data, or ours already
      continue;
    }
    if (defended(state, rules, planet, f.owner)) continue;
    const fleet::Ships& ships = fleets.ships;
    // Its troop ships land together: not while one of them is still coming in.
    bool coming = false;
    for (std::size_t i = 0; i < ships.size() && !coming; ++i) {
      coming = ships.fleet[i].value == k && ships.mode[i] == fleet::ShipMode::Moving &&
               rules.of(ships.type[i]).troopers > 0;
    }
    if (coming) continue;
    std::int64_t troopers = 0;
    bool troopsLeft = false;
    for (std::size_t i = 0; i < ships.size(); ++i) {
      if (ships.fleet[i].value != k || landed[i]) continue;
      const std::int64_t carried = rules.of(ships.type[i]).troopers;
      if (carried <= 0) continue;
      if (ships.mode[i] == fleet::ShipMode::InWell && ships.wellPlanet[i] == planet) {
        troopers += carried;
        landed[i] = 1;
      } else {
        troopsLeft = true;
      }
    }
    if (!troopsLeft) f.combat.landOn.reset();
    if (troopers == 0) continue;
    anyLanded = true;
    const std::int64_t defence = groundDefenceOf(state, economy, planet);
    Landing l{planet, f.owner, state.ownerOf(planet), troopers, defence, troopers > defence, state.tick};
    if (l.captured) {
      if (state.bodyOwners.size() <= planet.value) state.bodyOwners.resize(planet.value + 1, world::kNobody);
      state.bodyOwners[planet.value] = f.owner;
      setDefence(state, economy, planet, std::min(troopers - defence, economy.of(planet).groundDefence));
    } else {
      setDefence(state, economy, planet, defence - troopers);
    }
    landings.push_back(l);
    state.combat.landings.push_back(l);
  }
  if (anyLanded) fleets.ships.remove(landed);
  return landings;
}

}  // namespace perihelion::sim
