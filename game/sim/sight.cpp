#include "sim/sight.h"

#include <algorithm>
#include <tuple>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "sim/game_state.h"
#include "sim/tick.h"
#include "world/station.h"

namespace perihelion::sim {
namespace {

/// A point that sees a sphere about it: a station or a held planet.
struct Eye {
  glm::dvec3 centre{0.0};
  double range = 0.0;
};

/// A fleet's ships as eyes, behind one sphere that holds all their ranges, so that a point far from
/// the fleet is ruled out with one test rather than one a ship.
struct FleetEyes {
  glm::dvec3 centre{0.0};
  double reach = 0.0;  ///< the farthest ship's distance from the centre plus the longest range
  std::vector<std::size_t> ships;
};

/// Everything one player sees with.
struct Eyes {
  std::vector<Eye> points;
  std::vector<FleetEyes> fleets;
};

double squared(double x) { return x * x; }
double distance2(const glm::dvec3& a, const glm::dvec3& b) {
  const glm::dvec3 d = a - b;
  return glm::dot(d, d);
}

class SightWorld {
 public:
  SightWorld(const GameState& state, const Rules& rules) : state_(state), rules_(rules) {
    const double jd = astro::julianDateOfSeconds(state.time);
    for (const world::Body& b : rules.system.bodies) bodyAt_.push_back(rules.system.positionOf(b, jd));
    for (const world::Station& s : state.stations) {
      const bool fits = world::stationFits(rules.system, rules.stationTypes, s);
      stationAt_.push_back(fits ? world::stationPose(rules.system.body(s.planet), bodyAt_[s.planet.value], s, state.time).position
                                : glm::dvec3(0.0));  // never seen: an unfit station is not looked at
      stationFits_.push_back(fits);
    }
    const fleet::Ships& ships = state.fleets.ships;
    shipsOf_.resize(state.fleets.fleets.size());
    for (std::size_t i = 0; i < ships.size(); ++i) {
      if (ships.fleet[i].value < shipsOf_.size()) shipsOf_[ships.fleet[i].value].push_back(i);
    }
  }

  Eyes eyesOf(world::PlayerId player) const {
    Eyes eyes;
    const fleet::Ships& ships = state_.fleets.ships;
    for (const fleet::Fleet& f : state_.fleets.fleets) {
      if (!(f.owner == player) || shipsOf_[f.id.value].empty()) continue;
      FleetEyes group;
      group.ships = shipsOf_[f.id.value];
      glm::dvec3 sum{0.0};
      for (const std::size_t i : group.ships) sum += ships.position[i];
      group.centre = sum / static_cast<double>(group.ships.size());
      double spread = 0.0, range = 0.0;
      for (const std::size_t i : group.ships) {
        spread = std::max(spread, glm::length(ships.position[i] - group.centre));
        range = std::max(range, sensorOf(ships.type[i]));
      }
      group.reach = spread + range;
      if (range > 0.0) eyes.fleets.push_back(std::move(group));
    }
    for (std::size_t k = 0; k < state_.stations.size(); ++k) {
      const world::Station& s = state_.stations[k];
      if (!(s.owner == player) || !s.built() || !stationFits_[k]) continue;
      eyes.points.push_back({stationAt_[k], rules_.stationTypes.type(s.type).sensorRange});
    }
    for (const world::Body& b : rules_.system.bodies) {
      if (state_.ownerOf(b.id) == player) eyes.points.push_back({bodyAt_[b.id.value], rules_.economy.of(b.id).sensorRange});
    }
    return eyes;
  }

  bool sees(const Eyes& eyes, const glm::dvec3& x) const {
    for (const Eye& e : eyes.points) {
      if (distance2(x, e.centre) <= squared(e.range)) return true;
    }
    const fleet::Ships& ships = state_.fleets.ships;
    for (const FleetEyes& f : eyes.fleets) {
      if (distance2(x, f.centre) > squared(f.reach)) continue;
      for (const std::size_t i : f.ships) {
        if (distance2(x, ships.position[i]) <= squared(sensorOf(ships.type[i]))) return true;
      }
    }
    return false;
  }

  /// The enemy ships and stations `player` sees now, ordered by kind then id (ships and stations are
  /// kept in id order, so no sort is needed).
  std::vector<Sighting> seenBy(world::PlayerId player, const Eyes& eyes) const {
    std::vector<Sighting> seen;
    const fleet::Ships& ships = state_.fleets.ships;
    for (std::size_t i = 0; i < ships.size(); ++i) {
      const fleet::FleetId fleet = ships.fleet[i];
      const world::PlayerId owner =
          fleet.value < state_.fleets.fleets.size() ? state_.fleets.fleets[fleet.value].owner : world::kNobody;
      if (owner == player || !sees(eyes, ships.position[i])) continue;
      Sighting s;
      s.what = {world::TargetRef::Kind::Ship, ships.id[i].value};
      s.owner = owner;
      s.type = ships.type[i].value;
      s.fleet = fleet;
      if (ships.mode[i] == fleet::ShipMode::InWell && ships.wellPlanet[i].value < bodyAt_.size()) {
        s.planet = ships.wellPlanet[i];
        s.offset = ships.position[i] - bodyAt_[ships.wellPlanet[i].value];
      }
      s.position = ships.position[i];
      s.seenAt = state_.time;
      seen.push_back(s);
    }
    for (std::size_t k = 0; k < state_.stations.size(); ++k) {
      const world::Station& st = state_.stations[k];
      if (st.owner == player || !stationFits_[k] || !sees(eyes, stationAt_[k])) continue;
      Sighting s;
      s.what = {world::TargetRef::Kind::Station, st.id.value};
      s.owner = st.owner;
      s.type = st.type.value;
      s.planet = st.planet;
      s.offset = stationAt_[k] - bodyAt_[st.planet.value];
      s.position = stationAt_[k];
      s.seenAt = state_.time;
      s.built = st.built();
      seen.push_back(s);
    }
    return seen;
  }

  const glm::dvec3& bodyAt(world::BodyId b) const { return bodyAt_[b.value]; }

  /// Where a ghost is to be looked for now: in its planet's well if it was in one.
  glm::dvec3 placeOf(const Sighting& s) const {
    return s.planet && s.planet->value < bodyAt_.size() ? bodyAt_[s.planet->value] + s.offset : s.position;
  }

 private:
  double sensorOf(fleet::ShipTypeId type) const {
    return type.value < rules_.shipTypes.types.size() ? rules_.shipTypes.types[type.value].sensorRange : 0.0;
  }

  const GameState& state_;
  const Rules& rules_;
  std::vector<glm::dvec3> bodyAt_;
  std::vector<glm::dvec3> stationAt_;
  std::vector<bool> stationFits_;
  std::vector<std::vector<std::size_t>> shipsOf_;  ///< by fleet id: its ships' indices
};

/// A ship's ghost fades once the rules' ship_ghost_hours have passed since it was seen: unseen that
/// long, it may be anywhere, and a long game's memory of ships that died or left out of sight would
/// grow without end. A station's ghost stays: it cannot have moved.
bool fadedAt(const Sighting& s, double now, double shipGhostLife) {
  return s.what.kind == world::TargetRef::Kind::Ship && now - s.seenAt > shipGhostLife;
}

auto keyOf(const Sighting& s) { return std::make_tuple(static_cast<int>(s.what.kind), s.what.id); }

}  // namespace

void updateSight(GameState& state, const Rules& rules) {
  if (state.players.empty()) return;
  state.sight.resize(state.players.size());
  const SightWorld world(state, rules);
  for (const Player& p : state.players) {
    PlayerSight& sight = state.sight[p.id.value];
    const Eyes eyes = world.eyesOf(p.id);
    std::vector<Sighting> seen = world.seenBy(p.id, eyes);
    // Merge the old records into the new: a record not seen now stays as a ghost unless its place is
    // in sight (the player looks there and it is gone) or it is a ship's that has faded.
    std::vector<Sighting> merged;
    merged.reserve(seen.size() + sight.sightings.size());
    std::size_t a = 0;
    for (const Sighting& old : sight.sightings) {
      while (a < seen.size() && keyOf(seen[a]) < keyOf(old)) merged.push_back(seen[a++]);
      if (a < seen.size() && keyOf(seen[a]) == keyOf(old)) continue;  // seen now: the new record stands
      if (fadedAt(old, state.time, rules.economy.shipGhostLife)) continue;
      if (!world.sees(eyes, world.placeOf(old))) merged.push_back(old);
    }
    merged.insert(merged.end(), seen.begin() + static_cast<std::ptrdiff_t>(a), seen.end());
    // Stored with the room it needs, not the room for both lists reserved above: the list is kept
    // between ticks, and a player with a thousand ships in sight would otherwise hold twice that.
    merged.shrink_to_fit();
    sight.sightings = std::move(merged);

    sight.bodies.resize(rules.system.bodies.size());
    for (const world::Body& b : rules.system.bodies) {
      if (state.ownerOf(b.id) == p.id || world.sees(eyes, world.bodyAt(b.id))) {
        sight.bodies[b.id.value] = {state.ownerOf(b.id), state.time};
      }
    }
  }
}

}  // namespace perihelion::sim
