#include "combat/combat_step.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "combat/engagement.h"
#include "combat/fire.h"
#include "fleet/ship_motion.h"
#include "fleet/steering.h"
#include "fleet/well_frame.h"

namespace perihelion::combat {

void fitOut(const CombatWorld& world, fleet::Fleets& fleets, std::vector<world::Station>& stations) {
  const auto fit = [](world::CombatState& state, const Armament& a) {
    state.shield = a.shield;
    state.armour = a.armour;
    state.hull = a.hull;
    state.fittedOut = true;
  };
  fleet::Ships& ships = fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.combat[i].fittedOut || fleets.fleets[ships.fleet[i].value].owner == world::kNobody) continue;
    fit(ships.combat[i], world.rules.of(ships.type[i]));
  }
  for (world::Station& s : stations) {
    if (s.combat.fittedOut || s.owner == world::kNobody || !s.built()) continue;
    fit(s.combat, world.rules.of(s.type));
  }
}

namespace {

world::CombatState& stateOf(const Combatant& c, fleet::Fleets& fleets, std::vector<world::Station>& stations) {
  return c.station ? stations[c.index].combat : fleets.ships.combat[c.index];
}

void indexCombatants(const fleet::Fleets& fleets, std::size_t stations, CombatScratch& s) {
  s.shipCombatant.assign(fleets.ships.size(), -1);
  s.stationCombatant.assign(stations, -1);
  for (std::size_t k = 0; k < s.combatants.size(); ++k) {
    const Combatant& c = s.combatants[k];
    (c.station ? s.stationCombatant : s.shipCombatant)[c.index] = static_cast<std::int64_t>(k);
  }
}

/// Whether any of a combatant's guns could fire at a target (range, or a common well; arcs aside).
bool inReach(const CombatWorld& world, const Combatant& shooter, const Combatant& target) {
  if (shooter.well != kOpenSpace && shooter.well == target.well) return true;
  return glm::length(target.position - shooter.position) <= world.rules.longestRange(*shooter.armament);
}

/// The combatant `k` is to fire at this tick, or -1: its fleet's attack target when in reach; else its
/// target of last tick while it lasts, is in reach and the interval has not run out; else a new one.
std::int64_t chooseTarget(const CombatWorld& world, const fleet::Fleets& fleets, std::span<const world::Station> stations,
                          std::size_t k, world::CombatState& state, CombatScratch& s) {
  const Combatant& c = s.combatants[k];
  if (!c.station) {
    const std::int64_t aim = s.aimAt[fleets.ships.fleet[c.index].value];
    if (aim >= 0 && inReach(world, c, s.combatants[static_cast<std::size_t>(aim)])) {
      state.target = s.combatants[static_cast<std::size_t>(aim)].ref;
      return aim;
    }
  }
  if (!state.target.none() && world.time < state.retargetAt) {
    const std::int64_t kept = combatantOf(state.target, fleets, s.shipCombatant, stations, s.stationCombatant, c.position);
    if (kept >= 0 && s.combatants[static_cast<std::size_t>(kept)].owner != c.owner &&
        inReach(world, c, s.combatants[static_cast<std::size_t>(kept)])) {
      return kept;
    }
  }
  const Targeting& t = world.rules.targeting;
  TargetQuery q;
  q.from = c.position;
  q.heading = c.heading;
  q.owner = c.owner;
  q.reach = world.rules.longestRange(*c.armament);
  q.well = c.well;
  if (c.well != kOpenSpace) {
    const world::Body& planet = world.system.body(world::BodyId{c.well});
    q.wellRadius = planet.well ? planet.well->rings.back().radius : 0.0;
  }
  q.cosForwardCone = t.cosForwardCone;
  q.coneFarther = t.coneFarther;
  q.preferCone = !c.station;
  const std::int64_t found = s.grid.find(q);
  state.target = found >= 0 ? s.combatants[static_cast<std::size_t>(found)].ref : world::TargetRef{};
  // The next look comes after 0.75 to 1.25 intervals, by the shooter's id: ships that met an enemy
  // together do not all look again in the same round.
  const double spread = 0.75 + 0.5 * static_cast<double>(drawFor(0, 0, c.ref, 0) >> 11) * 0x1.0p-53;
  state.retargetAt = world.time + t.retargetSeconds * spread;
  return found;
}

/// The farthest a target search looks in this solar system: across a well (a shooter in one looks that
/// far, fleet/well_frame.h), or a guard round its post; weapons reach far less.
double lookoutOf(const world::SolarSystem& system) {
  double frame = 0.0;
  for (const world::Body& b : system.bodies) {
    if (b.well) frame = std::max(frame, fleet::wellFrameRadius(b));
  }
  return 2.0 * frame;
}

/// A ship at rest with a target turns towards it at its manoeuvre rate, so that guns fixed along its
/// keel (a railgun's 30 degrees) come to bear; a moving ship's heading is its navigation's.
void bringToBear(const CombatWorld& world, fleet::Ships& ships, const Combatant& shooter, const Combatant& target,
                 double seconds) {
  if (ships.mode[shooter.index] == fleet::ShipMode::Moving) return;
  const glm::dvec3 to = target.position - shooter.position;
  const double d = glm::length(to);
  if (d <= 0.0) return;
  const fleet::ShipType& type = world.shipTypes.type(ships.type[shooter.index]);
  glm::dvec3& heading = ships.heading[shooter.index];
  heading = fleet::turnTowards(heading, to / d, type.manoeuvreTurnRate * seconds, fleet::kTurnAxisFromOpposite);
}

}  // namespace

TickFight fight(const CombatWorld& world, fleet::Fleets& fleets, std::vector<world::Station>& stations,
                double seconds, std::int64_t round, std::uint64_t seed, std::size_t players, CombatScratch& s) {
  TickFight out;
  fitOut(world, fleets, stations);
  listCombatants(world, fleets, stations, s.combatants);
  indexCombatants(fleets, stations.size(), s);
  s.grid.rebuild(s.combatants, players, lookoutOf(world.system));
  // Fleets after their enemies: whom their ships aim at now, where they go in the next tick's moves.
  engageFleets(world, fleets, s.combatants, s.shipCombatant, s.stationCombatant, stations, s.grid, s.aimAt);

  // 1. Shields recharge.
  for (const Combatant& c : s.combatants) {
    world::CombatState& state = stateOf(c, fleets, stations);
    state.shield = std::min(c.armament->shield, state.shield + c.armament->shieldRegen * seconds);
  }
  // 2-3. Targets and shots, from where everything is now.
  std::vector<PendingHit>& hits = s.hits;
  hits.clear();
  for (std::size_t k = 0; k < s.combatants.size(); ++k) {
    const Combatant& c = s.combatants[k];
    world::CombatState& state = stateOf(c, fleets, stations);
    if (!c.armament->armed() || c.holdFire || seconds <= 0.0) {
      for (double& r : state.reload) r = std::max(0.0, r - seconds);
      if (c.holdFire) state.target = {};
      continue;
    }
    const std::int64_t target = chooseTarget(world, fleets, stations, k, state, s);
    if (target >= 0) ++out.engaged;
    if (target >= 0 && !c.station) bringToBear(world, fleets.ships, c, s.combatants[static_cast<std::size_t>(target)], seconds);
    for (std::size_t m = 0; m < c.armament->mounts.size(); ++m) {
      const Mount& mount = c.armament->mounts[m];
      const WeaponType& weapon = world.rules.weapon(mount.weapon);
      double& reload = state.reload[m];
      const double share = target >= 0 ? hitShare(weapon, c, s.combatants[static_cast<std::size_t>(target)]) : -1.0;
      if (share < 0.0) {
        reload = std::max(0.0, reload - seconds);  // ready, waiting for something to bear on
        continue;
      }
      const std::int64_t shots = shotsIn(seconds, weapon.secondsPerShot, reload) * mount.guns;
      if (shots == 0) continue;
      const std::int64_t landed = hitsOf(shots, share, drawFor(seed, round, c.ref, static_cast<std::uint32_t>(m)));
      const Combatant& aimed = s.combatants[static_cast<std::size_t>(target)];
      out.shots += shots;
      out.hits += landed;
      out.volleys.push_back({c.ref, aimed.ref, c.position, aimed.position, weapon.damage, weapon.beam(), shots, landed});
      if (landed > 0) {
        hits.push_back({static_cast<std::uint32_t>(target), static_cast<std::uint32_t>(k), weapon.damage,
                        static_cast<double>(landed) * weapon.damagePerShot});
      }
    }
  }
  // 4. The hits land, in shooter order; the one that takes the hull to nothing is the kill.
  std::vector<std::int64_t>& killer = s.killer;
  killer.assign(s.combatants.size(), -1);
  for (const PendingHit& h : hits) {
    world::CombatState& state = stateOf(s.combatants[h.target], fleets, stations);
    if (state.hull <= 0.0) continue;  // already destroyed: the rest of the volley is wasted
    Defences d{state.shield, state.armour, state.hull};
    const HitTaken taken = applyHit(d, world.rules.table[static_cast<std::size_t>(h.damage)], h.raw);
    state.shield = d.shield;
    state.armour = d.armour;
    state.hull = d.hull;
    out.damage[static_cast<std::size_t>(h.damage)] += taken.shield + taken.armour + taken.hull;
    if (d.destroyed()) killer[h.target] = h.shooter;
  }
  // 5. The destroyed leave the game.
  s.shipGone.assign(fleets.ships.size(), 0);
  std::vector<std::uint8_t>& stationGone = s.stationGone;
  stationGone.assign(stations.size(), 0);
  for (std::size_t k = 0; k < s.combatants.size(); ++k) {
    if (killer[k] < 0) continue;
    const Combatant& c = s.combatants[k];
    Loss loss{c.ref, c.owner, s.combatants[static_cast<std::size_t>(killer[k])].owner, 0, c.position, 0};
    if (c.station) {
      loss.type = stations[c.index].type.value;
      stationGone[c.index] = 1;
    } else {
      loss.type = fleets.ships.type[c.index].value;
      loss.fleet = fleets.ships.fleet[c.index].value;
      s.shipGone[c.index] = 1;
    }
    out.losses.push_back(loss);
  }
  if (!out.losses.empty()) {
    fleets.ships.remove(s.shipGone);
    std::size_t kept = 0;
    for (std::size_t k = 0; k < stations.size(); ++k) {
      if (!stationGone[k]) stations[kept++] = std::move(stations[k]);
    }
    stations.resize(kept);
  }
  return out;
}

}  // namespace perihelion::combat
