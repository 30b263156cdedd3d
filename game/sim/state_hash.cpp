#include "sim/state_hash.h"

#include <bit>
#include <cstdio>
#include <string_view>
#include <type_traits>

namespace perihelion::sim {
namespace {

static_assert(std::endian::native == std::endian::little, "the hash reads numbers as little-endian bytes");

class Fnv1a {
 public:
  /// Any trivially copyable value, by its bytes (doubles by their bits: +0 and -0 differ, as they do
  /// in the state).
  template <class T>
  void add(const T& value) {
    static_assert(std::is_trivially_copyable_v<T>);
    bytes(&value, sizeof value);
  }
  void add(const glm::dvec3& v) {
    add(v.x);
    add(v.y);
    add(v.z);
  }
  void add(std::string_view text) {
    add(static_cast<std::uint64_t>(text.size()));
    bytes(text.data(), text.size());
  }
  std::uint64_t value() const { return hash_; }

 private:
  void bytes(const void* data, std::size_t size) {
    const auto* b = static_cast<const unsigned char*>(data);
    for (std::size_t k = 0; k < size; ++k) hash_ = (hash_ ^ b[k]) * 1099511628211ull;
  }
  std::uint64_t hash_ = 14695981039346656037ull;
};

/// Whether there is one, then its id (0 when not).
void add(Fnv1a& h, const std::optional<world::BodyId>& body) {
  h.add(static_cast<std::uint8_t>(body.has_value()));
  h.add(body ? body->value : 0u);
}

void add(Fnv1a& h, const world::TargetRef& t) {
  h.add(t.kind);
  h.add(t.id);
}

void add(Fnv1a& h, const world::CombatState& c) {
  h.add(c.shield);
  h.add(c.armour);
  h.add(c.hull);
  h.add(static_cast<std::uint8_t>(c.fittedOut));
  add(h, c.target);
  h.add(c.retargetAt);
  for (const double r : c.reload) h.add(r);
}

void addShips(Fnv1a& h, const fleet::Ships& ships, bool whole) {
  for (std::size_t i = 0; i < ships.size(); ++i) {
    h.add(ships.position[i]);
    h.add(ships.heading[i]);
    h.add(ships.speed[i]);
    h.add(ships.mode[i]);
    if (!whole) continue;
    h.add(ships.type[i].value);
    h.add(ships.fleet[i].value);
    h.add(ships.wellOffset[i]);
    h.add(ships.wellPlanet[i].value);
    h.add(ships.wellRing[i]);
    h.add(ships.id[i].value);
    add(h, ships.combat[i]);
  }
  if (whole) h.add(ships.nextId);
}

/// The fighting's record, ground defences and the match seed.
void addCombat(Fnv1a& h, const GameState& state) {
  h.add(state.seed);
  h.add(static_cast<std::uint64_t>(state.groundDefence.size()));
  for (const std::int64_t d : state.groundDefence) h.add(d);
  const CombatRecord& r = state.combat;
  h.add(r.shots);
  h.add(r.hits);
  for (const double d : r.damage) h.add(d);
  h.add(static_cast<std::uint64_t>(r.shipsLost.size()));
  for (const std::int64_t n : r.shipsLost) h.add(n);
  h.add(static_cast<std::uint64_t>(r.stationsLost.size()));
  for (const std::int64_t n : r.stationsLost) h.add(n);
  h.add(static_cast<std::uint64_t>(r.landings.size()));
  for (const Landing& l : r.landings) {
    h.add(l.planet.value);
    h.add(l.by.value);
    h.add(l.from.value);
    h.add(l.troopers);
    h.add(l.defence);
    h.add(static_cast<std::uint8_t>(l.captured));
    h.add(l.tick);
  }
  h.add(r.firstShotTick);
  h.add(r.lastLossTick);
}

void add(Fnv1a& h, const world::Amounts& a) {
  h.add(a.money);
  h.add(a.resources);
  h.add(a.rare);
}

void add(Fnv1a& h, const fleet::Order& o) {
  h.add(o.kind);
  h.add(o.point);
  h.add(o.body.value);
  add(h, o.well);
  h.add(o.wellOffset);
  h.add(static_cast<std::uint8_t>(o.ringPlace.has_value()));
  if (o.ringPlace) {
    h.add(o.ringPlace->ring);
    h.add(o.ringPlace->phaseAtPlacement);
    h.add(o.ringPlace->placedAt);
  }
}

/// Players, who holds which body, and the shipyards' work.
void addEconomy(Fnv1a& h, const GameState& state) {
  h.add(static_cast<std::uint64_t>(state.players.size()));
  for (const Player& p : state.players) {
    h.add(p.id.value);
    h.add(std::string_view(p.key));
    h.add(std::string_view(p.name));
    h.add(p.colour);
    h.add(p.home.value);
    h.add(p.kind);
    add(h, p.stock);
    add(h, p.ledger.start);
    add(h, p.ledger.income);
    add(h, p.ledger.spent);
    h.add(p.ledger.minMoney);
    add(h, p.owed);
    h.add(p.shipsBuilt);
    h.add(p.stationsBuilt);
    h.add(static_cast<std::uint64_t>(p.heldAtStart.size()));
    for (const world::BodyId b : p.heldAtStart) h.add(b.value);
  }
  h.add(static_cast<std::uint64_t>(state.sight.size()));
  for (const PlayerSight& s : state.sight) {
    h.add(static_cast<std::uint64_t>(s.sightings.size()));
    for (const Sighting& g : s.sightings) {
      add(h, g.what);
      h.add(g.owner.value);
      h.add(g.type);
      h.add(g.fleet.value);
      add(h, g.planet);
      h.add(g.position);
      h.add(g.offset);
      h.add(g.seenAt);
      h.add(static_cast<std::uint8_t>(g.built));
    }
    h.add(static_cast<std::uint64_t>(s.bodies.size()));
    for (const BodyIntel& b : s.bodies) {
      h.add(b.owner.value);
      h.add(b.seenAt);
    }
  }
  h.add(static_cast<std::uint64_t>(state.bodyOwners.size()));
  for (const world::PlayerId owner : state.bodyOwners) h.add(owner.value);
  h.add(state.economySeconds);
  h.add(static_cast<std::uint64_t>(state.shipyards.size()));
  for (const Shipyard& y : state.shipyards) {
    h.add(y.station.value);
    h.add(static_cast<std::uint64_t>(y.queue.size()));
    for (const QueuedShip& q : y.queue) {
      h.add(q.type.value);
      h.add(q.secondsLeft);
      add(h, q.paid);
    }
    h.add(y.rallyFleet.value);
    add(h, y.rally);
    h.add(y.shipsBuilt);
  }
}

}  // namespace

std::uint64_t shipsHash(const fleet::Ships& ships) {
  Fnv1a h;
  addShips(h, ships, false);
  return h.value();
}

std::uint64_t stateHash(const GameState& state) {
  Fnv1a h;
  h.add(state.tick);
  h.add(state.time);
  h.add(state.secondsPerTick);
  h.add(static_cast<std::uint8_t>(state.paused));
  h.add(state.nextStationId);
  h.add(static_cast<std::uint64_t>(state.stations.size()));
  for (const world::Station& s : state.stations) {
    h.add(s.id.value);
    h.add(s.type.value);
    h.add(s.planet.value);
    h.add(s.at.ring);
    h.add(s.at.phaseAtPlacement);
    h.add(s.at.placedAt);
    h.add(s.owner.value);
    h.add(s.buildSecondsLeft);
    add(h, s.combat);
  }
  h.add(static_cast<std::uint64_t>(state.fleets.fleets.size()));
  for (const fleet::Fleet& f : state.fleets.fleets) {
    h.add(f.id.value);
    h.add(std::string_view(f.name));
    add(h, f.order);
    h.add(f.lastArrivalTick);
    h.add(f.owner.value);
    const fleet::FleetCombat& c = f.combat;
    h.add(c.stance);
    add(h, c.focus);
    h.add(c.post);
    h.add(static_cast<std::uint8_t>(c.attackMove));
    add(h, c.chasing);
    add(h, c.landOn);
    add(h, c.postWell);
  }
  h.add(static_cast<std::uint64_t>(state.fleets.ships.size()));
  addShips(h, state.fleets.ships, true);
  h.add(static_cast<std::uint64_t>(state.obstacles.size()));
  for (const fleet::Obstacle& o : state.obstacles) {
    h.add(o.centre);
    h.add(o.radius);
  }
  addEconomy(h, state);
  addCombat(h, state);
  return h.value();
}

std::string hashText(std::uint64_t hash) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

}  // namespace perihelion::sim
