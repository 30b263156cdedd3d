#include "combat/engagement.h"

#include <algorithm>
#include <limits>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "fleet/well_frame.h"

namespace perihelion::combat {

std::int64_t combatantOf(const world::TargetRef& target, const fleet::Fleets& fleets,
                         std::span<const std::int64_t> shipCombatant, std::span<const world::Station> stations,
                         std::span<const std::int64_t> stationCombatant, const glm::dvec3& near) {
  switch (target.kind) {
    case world::TargetRef::Kind::None:
      return -1;
    case world::TargetRef::Kind::Ship: {
      const std::optional<std::size_t> i = fleets.ships.indexOf(fleet::ShipId{target.id});
      return i && *i < shipCombatant.size() ? shipCombatant[*i] : -1;
    }
    case world::TargetRef::Kind::Station: {
      // Stations are kept in id order (ids are given in turn, and losses keep the order).
      const auto at = std::lower_bound(stations.begin(), stations.end(), target.id,
                                       [](const world::Station& s, std::uint32_t id) { return s.id.value < id; });
      if (at == stations.end() || at->id.value != target.id) return -1;
      const auto k = static_cast<std::size_t>(at - stations.begin());
      return k < stationCombatant.size() ? stationCombatant[k] : -1;
    }
    case world::TargetRef::Kind::Fleet: {
      // Its ship nearest the attackers; ties to the lower id (ships are in id order).
      std::int64_t best = -1;
      double nearest = std::numeric_limits<double>::infinity();
      const fleet::Ships& ships = fleets.ships;
      for (std::size_t i = 0; i < ships.size(); ++i) {
        if (ships.fleet[i].value != target.id || i >= shipCombatant.size() || shipCombatant[i] < 0) continue;
        const glm::dvec3 d = ships.position[i] - near;
        const double d2 = glm::dot(d, d);
        if (d2 < nearest) {
          nearest = d2;
          best = shipCombatant[i];
        }
      }
      return best;
    }
  }
  return -1;
}

namespace {

/// What engagement needs of a fleet: where its ships are on average, whether any is in a well (and
/// which), and the reach of its armed ships.
struct FleetShape {
  glm::dvec3 centre{0.0};
  std::uint32_t ships = 0;
  std::uint32_t inWell = kOpenSpace;  ///< the well all its ships are in, if they are all in one
  double shortestRange = 0.0;
  double longestRange = 0.0;
};

std::vector<FleetShape> shapesOf(const CombatWorld& world, const fleet::Fleets& fleets) {
  std::vector<FleetShape> shapes(fleets.fleets.size());
  const fleet::Ships& ships = fleets.ships;
  constexpr std::uint32_t kMixed = kOpenSpace - 1;  // ships in different places: not in one well
  for (std::size_t i = 0; i < ships.size(); ++i) {
    FleetShape& s = shapes[ships.fleet[i].value];
    s.centre += ships.position[i];
    const std::uint32_t here = ships.mode[i] == fleet::ShipMode::InWell ? ships.wellPlanet[i].value : kMixed;
    s.inWell = s.ships == 0 || s.inWell == here ? here : kMixed;
    ++s.ships;
    const Armament& a = world.rules.of(ships.type[i]);
    if (!a.armed()) continue;
    const double shortest = world.rules.shortestRange(a);
    s.shortestRange = s.shortestRange == 0.0 ? shortest : std::min(s.shortestRange, shortest);
    s.longestRange = std::max(s.longestRange, world.rules.longestRange(a));
  }
  for (FleetShape& s : shapes) {
    if (s.ships > 0) s.centre /= static_cast<double>(s.ships);
    if (s.inWell == kMixed) s.inWell = kOpenSpace;
  }
  return shapes;
}

/// Sends a fleet towards a target: into its well if it is in one, else to half the fleet's shortest
/// range of it on the near side. An order is given again only when the point it would give has moved
/// by a quarter of that range, so the ships are not restarted every tick.
void closeOn(fleet::Fleets& fleets, fleet::Fleet& f, const FleetShape& shape, const Combatant& target) {
  if (target.well != kOpenSpace) {
    if (shape.inWell == target.well) return;
    const fleet::Order goTo = fleet::Order::goTo(world::BodyId{target.well});
    if (!(f.order.kind == goTo.kind && f.order.body == goTo.body)) fleets.order(f.id, goTo);
    return;
  }
  const double standoff = 0.5 * shape.shortestRange;
  const glm::dvec3 from = target.position - shape.centre;
  const double d = glm::length(from);
  const glm::dvec3 point = d > standoff ? target.position - from * (standoff / d) : shape.centre;
  if (f.order.kind == fleet::Order::Kind::MoveTo && glm::length(f.order.point - point) < 0.25 * standoff) return;
  fleets.order(f.id, fleet::Order::moveTo(point));
}

/// Sends a guard back to its post, if it is not already going there: into its planet's well, or to its
/// point.
void returnToPost(fleet::Fleets& fleets, fleet::Fleet& f) {
  if (f.combat.postWell) {
    if (f.order.kind == fleet::Order::Kind::GoTo && f.order.body == *f.combat.postWell) return;
    fleets.order(f.id, fleet::Order::goTo(*f.combat.postWell));
    return;
  }
  if (f.order.kind == fleet::Order::Kind::MoveTo && f.order.point == f.combat.post) return;
  fleets.order(f.id, fleet::Order::moveTo(f.combat.post));
}

}  // namespace

void engageFleets(const CombatWorld& world, fleet::Fleets& fleets, std::span<const Combatant> combatants,
                  std::span<const std::int64_t> shipCombatant, std::span<const std::int64_t> stationCombatant,
                  std::span<const world::Station> stations, const TargetGrid& grid, std::vector<std::int64_t>& aimAt) {
  aimAt.assign(fleets.fleets.size(), -1);
  const std::vector<FleetShape> shapes = shapesOf(world, fleets);
  for (fleet::Fleet& f : fleets.fleets) {
    const FleetShape& shape = shapes[f.id.value];
    fleet::FleetCombat& c = f.combat;
    if (shape.ships == 0 || f.owner == world::kNobody || c.stance == fleet::Stance::HoldFire) continue;
    if (!c.focus.none()) {
      const std::int64_t k =
          combatantOf(c.focus, fleets, shipCombatant, stations, stationCombatant, shape.centre);
      if (k >= 0 && combatants[static_cast<std::size_t>(k)].owner == f.owner) {
        c.focus = {};  // it changed hands (a fleet merged into ours): no longer a target
      } else if (k >= 0) {
        aimAt[f.id.value] = k;
        if (shape.shortestRange > 0.0) closeOn(fleets, f, shape, combatants[static_cast<std::size_t>(k)]);
        continue;
      } else {
        c.focus = {};
        if (c.stance == fleet::Stance::Guard) {
          returnToPost(fleets, f);
        } else {
          fleets.order(f.id, {});  // the target is gone: hold where the fleet is
        }
        continue;
      }
    }
    if (c.stance != fleet::Stance::Guard || shape.shortestRange == 0.0) continue;
    // A guard looks round its post (a well's guard round its planet, over the well's whole frame at
    // least: fleet/well_frame.h); an attack-move round the fleet on its way.
    glm::dvec3 lookFrom = c.attackMove ? shape.centre : c.post;
    double lookRadius = world.rules.targeting.guardRadius * shape.longestRange;
    if (c.postWell && c.postWell->value < world.system.bodies.size()) {
      const world::Body& planet = world.system.body(*c.postWell);
      lookFrom = world.system.positionOf(planet, astro::julianDateOfSeconds(world.time));
      if (planet.well) lookRadius = std::max(lookRadius, fleet::wellFrameRadius(planet));
    }
    const std::int64_t k = grid.nearestEnemy(lookFrom, f.owner, lookRadius);
    if (k >= 0) {
      c.chasing = combatants[static_cast<std::size_t>(k)].ref;
      aimAt[f.id.value] = k;
      closeOn(fleets, f, shape, combatants[static_cast<std::size_t>(k)]);
    } else if (!c.chasing.none()) {
      c.chasing = {};
      returnToPost(fleets, f);
    }
    if (c.attackMove && f.lastArrivalTick >= 0 && c.chasing.none()) c.attackMove = false;  // at its post: guards it
  }
}

}  // namespace perihelion::combat
