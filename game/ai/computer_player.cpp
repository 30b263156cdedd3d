#include "ai/computer_player.h"

#include "ai/roles.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <string>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "sim/prices.h"
#include "world/station_placement.h"

namespace perihelion::ai {
namespace {

/// A fleet within this of a planet is at it: the reach of a held planet's sensors in the shipped data,
/// and far outside any well (Jupiter's outermost ring is 0.42 million km out).
constexpr double kAtPlanet = 3e9;
/// Scouts look from this far off a planet: outside every gun's reach, well inside a scout's sensors.
constexpr double kScoutStandOff = 2e9;
/// Intel older than this is stale: a scout goes to look again.
constexpr double kStaleSeconds = 60.0 * astro::kSecondsPerDay;
/// A yard keeps this many ships queued: enough that it never idles between two looks.
constexpr std::size_t kQueueDepth = 2;
/// The computer stops building warships at this many ships (its choice, not a rule of the game): more
/// would only wait at home, and every ship costs the simulation time. Troop ships it still builds.
constexpr std::int64_t kEnoughShips = 80;
/// Money kept back when building stations, so that ships keep coming.
constexpr std::int64_t kReserve = 600;

bool affordable(const world::Amounts& stock, const world::Amounts& price) {
  return stock.money >= price.money && stock.resources >= price.resources && stock.rare >= price.rare;
}

double distance(const glm::dvec3& a, const glm::dvec3& b) { return glm::length(a - b); }

class Commander {
 public:
  Commander(const PlayerView& v, const sim::Rules& r, const sim::ComputerLevel& level, const MatchKnowledge& match)
      : v_(v), r_(r), level_(level), match_(match), roles_(r), stock_(v.stock), stations_(v.stations) {}

  std::vector<sim::Command> decide() {
    defend();
    pressAttacks();
    launchAttack();
    scout();
    buildStations();  // first: a factory early pays for many ships later
    buildShips();
    return std::move(out_);
  }

 private:
  // [SECTION] Knowledge ----------------------------------------------------------------------------

  bool room() const { return out_.size() < static_cast<std::size_t>(std::max(1, level_.commandsPerDecision)); }
  bool free(fleet::FleetId f) const { return std::find(ordered_.begin(), ordered_.end(), f) == ordered_.end(); }
  void give(sim::Command c, std::optional<fleet::FleetId> fleet = std::nullopt) {
    if (fleet) ordered_.push_back(*fleet);
    out_.push_back(std::move(c));
  }

  bool enemy(world::PlayerId p) const { return !(p == v_.me) && !(p == world::kNobody); }
  bool isPlanet(world::BodyId b) const { return r_.system.body(b).kind == world::BodyKind::Planet; }
  double wellReach(world::BodyId b) const {
    const world::Body& body = r_.system.body(b);
    return body.well && !body.well->rings.empty() ? 1.5 * body.well->rings.back().radius : 10.0 * body.radius;
  }
  /// Whether a sighting is in (or about) a planet's well.
  bool inWellOf(const sim::Sighting& s, world::BodyId b) const {
    if (s.planet && *s.planet == b) return true;
    return s.what.kind == world::TargetRef::Kind::Ship && distance(s.position, v_.bodyAt[b.value]) < wellReach(b);
  }
  const combat::Armament& armamentOf(const sim::Sighting& s) const {
    return s.what.kind == world::TargetRef::Kind::Ship ? r_.combat.of(fleet::ShipTypeId{s.type})
                                                        : r_.combat.of(world::StationTypeId{s.type});
  }
  bool armed(const sim::Sighting& s) const { return armamentOf(s).armed() && s.built; }

  /// What the player knows defends a planet: the armed enemies seen or remembered in its well; for a
  /// planet never looked at closely, what every home starts with.
  Force knownDefence(world::BodyId b) const {
    Force f;
    bool seen = false;
    // Ships move on: the player forgets one unseen for the rules' ship_ghost_hours (sim/sight.h), so
    // every ship remembered here is recent enough to count.
    for (const sim::Sighting& s : v_.enemies) {
      if (!enemy(s.owner) || !inWellOf(s, b)) continue;
      seen = true;
      if (armed(s)) f.add(armamentOf(s), r_.combat);
    }
    const bool near = v_.bodies[b.value].everSeen();
    if (!seen && !near) {
      for (const world::StationTypeId t : match_.startStations) f.add(r_.combat.of(t), r_.combat);
    }
    return f;
  }

  Force forceOf(const OwnFleet& o, bool withTroops) const {
    Force f;
    for (const fleet::ShipTypeId t : o.types) {
      const combat::Armament& a = r_.combat.of(t);
      if (a.troopers > 0 && !withTroops) continue;
      if (roles_.scout && t == *roles_.scout) continue;
      f.add(a, r_.combat);
    }
    return f;
  }

  /// Troop ships enough to take a planet at its full ground defence, with a quarter to spare.
  std::int64_t troopShipsFor(world::BodyId b) const {
    if (!roles_.troops) return 0;
    const std::int64_t per = std::max<std::int64_t>(1, r_.combat.of(*roles_.troops).troopers);
    const std::int64_t defence = r_.economy.of(b).groundDefence;
    return (defence * 5 / 4) / per + 1;
  }

  glm::dvec3 bodyAtTime(world::BodyId b, double t) const {
    return r_.system.positionOf(r_.system.body(b), astro::julianDateOfSeconds(t));
  }
  double slowestSpeed(const OwnFleet& o) const {
    double v = std::numeric_limits<double>::infinity();
    for (const fleet::ShipTypeId t : o.types) v = std::min(v, r_.shipTypes.type(t).maxSpeed);
    return std::isfinite(v) && v > 0 ? v : 1e4;
  }
  /// Where a planet will be when a fleet from `from` at `speed` gets there, as far as the level
  /// reckons ahead (no foresight: where it is now).
  glm::dvec3 meetingPoint(world::BodyId b, const glm::dvec3& from, double speed) const {
    glm::dvec3 at = v_.bodyAt[b.value];
    for (int k = 0; k < 3; ++k) {  // a few rounds of: time to get there -> where it is then
      const double eta = distance(from, at) / (0.7 * speed);
      at = bodyAtTime(b, v_.time + std::min(eta, level_.foresightSeconds));
    }
    return at;
  }

  std::optional<world::BodyId> bodyNamed(std::string_view name) const {
    const world::Body* b = r_.system.find(name);
    return b ? std::optional<world::BodyId>(b->id) : std::nullopt;
  }
  /// The target of a strike ("Strike Mars") or landing ("Landing Mars") fleet, from its name.
  std::optional<world::BodyId> targetNamed(const OwnFleet& o, std::string_view prefix) const {
    if (o.name.rfind(prefix, 0) != 0) return std::nullopt;
    return bodyNamed(std::string_view(o.name).substr(prefix.size()));
  }
  /// Whether the player knows of an armed enemy in a planet's well, seen now or remembered there.
  bool defended(world::BodyId b) const {
    return std::any_of(v_.enemies.begin(), v_.enemies.end(),
                       [&](const sim::Sighting& s) { return enemy(s.owner) && armed(s) && inWellOf(s, b); });
  }
  /// A point off a planet, sunward, where it will be when a fleet from `from` gets there: where
  /// scouts look from and troops wait, out of every gun's reach.
  glm::dvec3 standOff(world::BodyId b, const OwnFleet& o) const {
    const glm::dvec3 at = meetingPoint(b, o.centre, slowestSpeed(o));
    const double r = glm::length(at);
    const glm::dvec3 sunward = r > 0.0 ? -at / r : glm::dvec3(1.0, 0.0, 0.0);
    return at + kScoutStandOff * sunward;
  }
  bool goingTo(const OwnFleet& o, world::BodyId b) const {
    return o.order.kind == fleet::Order::Kind::GoTo && o.order.body == b;
  }
  bool isScout(const OwnFleet& o) const { return o.name == "Scout"; }
  bool hasWarships(const OwnFleet& o) const { return forceOf(o, false).dps > 0.0; }

  /// The armed enemy seen now in a planet's well to fight first: the hardest-hitting, then the
  /// nearest to `from`, then the lowest id.
  const sim::Sighting* firstTarget(world::BodyId b, const glm::dvec3& from) const {
    const sim::Sighting* best = nullptr;
    double bestDps = 0.0, bestDistance = 0.0;
    for (const sim::Sighting& s : v_.enemies) {
      if (!enemy(s.owner) || !sim::seenNow(s, v_.time) || !armed(s) || !inWellOf(s, b)) continue;
      Force f;
      f.add(armamentOf(s), r_.combat);
      const double d = distance(s.position, from);
      if (!best || f.dps > bestDps || (f.dps == bestDps && d < bestDistance)) {
        best = &s;
        bestDps = f.dps;
        bestDistance = d;
      }
    }
    return best;
  }

  // [SECTION] Fighting -----------------------------------------------------------------------------

  void attack(const OwnFleet& o, const sim::Sighting& target) {
    if (o.combat.focus == target.what || !free(o.id) || !room()) return;
    give(sim::Attack{{o.id}, target.what, v_.me}, o.id);
  }

  /// 1. A fleet at a planet it holds fights the armed enemies seen in its well.
  /// A warship fleet away from a threatened planet comes back to it: its rally fleet, or a strike
  /// still on its way (not yet at its own target) that is nearer the threat than its target.
  bool recall(const OwnFleet& o, world::BodyId threatened) const {
    if (goingTo(o, threatened) || !o.combat.focus.none()) return false;
    if (o.rally) return true;
    const std::optional<world::BodyId> target = targetNamed(o, "Strike ");
    if (!target) return false;
    const double toTarget = distance(o.centre, v_.bodyAt[target->value]);
    return toTarget > kAtPlanet && distance(o.centre, v_.bodyAt[threatened.value]) < toTarget;
  }

  /// Whether an armed enemy is seen now within kAtPlanet of a planet: in its well or on its way in.
  bool threatened(world::BodyId b) const {
    return std::any_of(v_.enemies.begin(), v_.enemies.end(), [&](const sim::Sighting& s) {
      return enemy(s.owner) && sim::seenNow(s, v_.time) && armed(s) &&
             distance(s.position, v_.bodyAt[b.value]) <= kAtPlanet;
    });
  }

  /// 1. Warship fleets at a planet the player holds fight the armed enemies seen in its well; those
  /// away come back while an enemy is closing on it.
  void defend() {
    for (std::size_t b = 0; b < v_.bodies.size(); ++b) {
      const world::BodyId body{static_cast<std::uint32_t>(b)};
      if (!v_.mine(body) || !threatened(body)) continue;
      for (const OwnFleet& o : v_.fleets) {
        if (isScout(o) || !hasWarships(o) || !free(o.id) || !room()) continue;
        if (distance(o.centre, v_.bodyAt[b]) <= kAtPlanet) {
          if (const sim::Sighting* t = firstTarget(body, o.centre)) attack(o, *t);
          else ordered_.push_back(o.id);  // stays to meet them
        } else if (recall(o, body)) {
          give(sim::OrderFleets{{o.id}, fleet::Order::goTo(body), v_.me}, o.id);
        } else if (goingTo(o, body)) {
          ordered_.push_back(o.id);  // on its way back: not sent off again while the threat lasts
        }
      }
    }
  }

  /// 2. Strike fleets (warships) close on their target and clear its well of the armed enemies they
  /// see; landing fleets (troop ships) wait off the planet until no armed enemy is known in its well,
  /// then land. Apart, each fleet's ships keep one pace, and the troops stay out of the guns.
  void pressAttacks() {
    for (const OwnFleet& o : v_.fleets) {
      if (!free(o.id) || !room()) continue;
      if (const std::optional<world::BodyId> t = targetNamed(o, "Strike "); t && !v_.mine(*t)) {
        const sim::Sighting* enemyThere =
            distance(o.centre, v_.bodyAt[t->value]) <= kAtPlanet ? firstTarget(*t, o.centre) : nullptr;
        if (enemyThere) {
          attack(o, *enemyThere);
        } else if (!goingTo(o, *t) && o.combat.focus.none()) {
          give(sim::OrderFleets{{o.id}, fleet::Order::goTo(*t), v_.me}, o.id);
        }
      } else if (const std::optional<world::BodyId> l = targetNamed(o, "Landing "); l && !v_.mine(*l)) {
        if (o.combat.landOn && *o.combat.landOn == *l) continue;
        const std::string strikeName = "Strike " + r_.system.body(*l).name;
        const bool strikeThere = std::any_of(v_.fleets.begin(), v_.fleets.end(), [&](const OwnFleet& f) {
          return f.name == strikeName && hasWarships(f);
        });
        if (!defended(*l) && o.troopers > 0) {
          give(sim::LandTroops{{o.id}, *l, v_.me}, o.id);
        } else if (!strikeThere) {
          // Its strike is lost: home, to wait for the next (which goes without troops of its own).
          if (!goingTo(o, v_.home) && v_.mine(v_.home)) give(sim::OrderFleets{{o.id}, fleet::Order::goTo(v_.home), v_.me}, o.id);
        } else if (distance(o.centre, v_.bodyAt[l->value]) > kAtPlanet &&
                   (o.order.kind == fleet::Order::Kind::Hold || o.arrived)) {
          give(sim::OrderFleets{{o.id}, fleet::Order::moveTo(standOff(*l, o)), v_.me}, o.id);
        }
      }
    }
  }

  /// The fleet new ships gather in: the rally fleet with the most ships.
  const OwnFleet* rallyFleet() const {
    const OwnFleet* best = nullptr;
    for (const OwnFleet& o : v_.fleets) {
      if (o.rally && (!best || o.ships.size() > best->ships.size())) best = &o;
    }
    return best;
  }

  /// The enemy planet to attack: of those known to be an enemy's, the nearest to home when the strike
  /// would get there.
  std::optional<world::BodyId> attackTarget(const OwnFleet& from) const {
    std::optional<world::BodyId> best;
    double bestDistance = 0.0;
    for (std::size_t b = 0; b < v_.bodies.size(); ++b) {
      const world::BodyId body{static_cast<std::uint32_t>(b)};
      if (!isPlanet(body) || !enemy(v_.bodies[b].owner)) continue;
      const double d = distance(from.centre, meetingPoint(body, from.centre, slowestSpeed(from)));
      if (!best || d < bestDistance) {
        best = body;
        bestDistance = d;
      }
    }
    return best;
  }

  /// Whether the target is swinging much closer within the level's foresight: then wait for it,
  /// unless the strike is overwhelming anyway.
  bool worthWaiting(world::BodyId t, const glm::dvec3& from) const {
    if (level_.foresightSeconds <= 0.0) return false;
    const double now = distance(from, v_.bodyAt[t.value]);
    const double step = 5.0 * astro::kSecondsPerDay;
    for (double dt = step; dt <= level_.foresightSeconds; dt += step) {
      if (distance(from, bodyAtTime(t, v_.time + dt)) < 0.6 * now) return true;
    }
    return false;
  }

  /// 3. A strike force formed from the rally fleet when it is strong enough.
  void launchAttack() {
    const OwnFleet* rally = rallyFleet();
    if (!rally || !free(rally->id) || !room()) return;
    const std::optional<world::BodyId> target = attackTarget(*rally);
    if (!target) return;
    const std::string planet = r_.system.body(*target).name;
    const std::string name = "Strike " + planet;
    // A third of the rally fleet's warships stay at home as its guard; what is already on its way
    // to the target counts.
    std::vector<std::size_t> sent;  // indices into the rally fleet of the warships the strike takes
    for (std::size_t k = 0; k < rally->ships.size(); ++k) {
      const fleet::ShipTypeId t = rally->types[k];
      const bool troop = roles_.troops && t == *roles_.troops;
      if (!troop && !(roles_.scout && t == *roles_.scout) && r_.combat.of(t).armed()) sent.push_back(k);
    }
    sent.resize(sent.size() - sent.size() / 3);
    Force leaving;
    for (const std::size_t k : sent) leaving.add(r_.combat.of(rally->types[k]), r_.combat);
    Force underWay;  // the strike fleets already sent there
    std::int64_t troopsThere = 0;
    for (const OwnFleet& o : v_.fleets) {
      if (o.name == name) {
        const Force f = forceOf(o, false);
        underWay.dps += f.dps;
        underWay.hp += f.hp;
      }
      if (o.name == "Landing " + planet && roles_.troops) troopsThere += o.countOf[roles_.troops->value];
    }
    const Force ours{leaving.dps + underWay.dps, leaving.hp + underWay.hp};
    const Force theirs = knownDefence(*target);
    const double need = level_.attackRatio * theirs.strength();
    if (ours.strength() < need || ours.dps <= 0.0) return;
    const std::int64_t troopShips = std::max<std::int64_t>(0, troopShipsFor(*target) - troopsThere);
    const std::int64_t troopsHere = roles_.troops ? rally->countOf[roles_.troops->value] : 0;
    if (troopsHere < troopShips) return;
    // A strike already under way that is strong enough gets only the troops it lacks.
    const bool strikeEnough = underWay.strength() >= need && underWay.dps > 0.0;
    if (strikeEnough && troopShips == 0) return;
    if (ours.strength() < 2.0 * need && worthWaiting(*target, rally->centre)) return;
    sim::FormFleet strike{{}, name, v_.me};
    sim::FormFleet landing{{}, "Landing " + planet, v_.me};
    for (std::size_t k = 0; k < rally->ships.size(); ++k) {
      const bool troop = roles_.troops && rally->types[k] == *roles_.troops;
      if (troop && static_cast<std::int64_t>(landing.ships.size()) < troopShips) landing.ships.push_back(rally->ships[k]);
    }
    if (!strikeEnough) {
      for (const std::size_t k : sent) strike.ships.push_back(rally->ships[k]);
    }
    // Both fleets in one look, or neither: a strike whose landing never comes would wait for nothing.
    const std::size_t orders = (landing.ships.empty() ? 0 : 1) + (strikeEnough ? 0 : 1);
    if ((strike.ships.empty() && !strikeEnough) ||
        out_.size() + orders > static_cast<std::size_t>(std::max(1, level_.commandsPerDecision))) {
      return;
    }
    if (!strike.ships.empty()) give(std::move(strike), rally->id);
    if (!landing.ships.empty()) give(std::move(landing), rally->id);
  }

  // [SECTION] Scouting -----------------------------------------------------------------------------

  /// The body a scout fleet is looking at: the one nearest its point.
  std::optional<world::BodyId> scoutTarget(const OwnFleet& o) const {
    if (o.order.kind != fleet::Order::Kind::MoveTo) return std::nullopt;
    std::optional<world::BodyId> best;
    double bestDistance = 0.0;
    for (const world::Body& b : r_.system.bodies) {
      if (!b.orbit) continue;
      const double d = distance(o.order.point, v_.bodyAt[b.id.value]);
      if (!best || d < bestDistance) {
        best = b.id;
        bestDistance = d;
      }
    }
    return best;
  }

  bool enemyHomeKnown() const {
    for (std::size_t b = 0; b < v_.bodies.size(); ++b) {
      if (isPlanet(world::BodyId{static_cast<std::uint32_t>(b)}) && enemy(v_.bodies[b].owner)) return true;
    }
    return false;
  }

  /// Where to look next: a candidate home not seen lately, else the body seen longest ago (planets and
  /// comets, not one's own), nearest first among equals; not one another scout is bound for.
  std::optional<world::BodyId> nextLook(const OwnFleet& o, const std::vector<world::BodyId>& taken) const {
    const auto stale = [&](world::BodyId b) { return v_.bodies[b.value].seenAt < v_.time - kStaleSeconds; };
    const auto candidate = [&](world::BodyId b) {
      return r_.system.body(b).orbit && !v_.mine(b) && std::find(taken.begin(), taken.end(), b) == taken.end();
    };
    std::optional<world::BodyId> best;
    double bestKey = 0.0;
    for (const world::BodyId b : match_.startPlanets) {
      if (!candidate(b) || !stale(b)) continue;
      const double d = distance(o.centre, v_.bodyAt[b.value]);
      if (!best || d < bestKey) {
        best = b;
        bestKey = d;
      }
    }
    if (best) return best;
    for (const world::Body& body : r_.system.bodies) {
      if (!candidate(body.id)) continue;
      // Oldest intel first; bodies never seen count as seen at the dawn of time, nearest first.
      const double seen = std::max(v_.bodies[body.id.value].seenAt, -1e15);
      const double key = seen + distance(o.centre, v_.bodyAt[body.id.value]) * 1e-3;
      if (!best || key < bestKey) {
        best = body.id;
        bestKey = key;
      }
    }
    return best;
  }

  /// 4. Scouts: split each scout off its rally fleet, and send idle ones to look.
  void scout() {
    if (!roles_.scout) return;
    std::vector<world::BodyId> taken;
    for (const OwnFleet& o : v_.fleets) {
      if (isScout(o) && !(o.arrived && o.order.kind != fleet::Order::Kind::Hold)) {
        if (const auto t = scoutTarget(o)) taken.push_back(*t);
      }
    }
    for (const OwnFleet& o : v_.fleets) {
      if (!room()) return;
      if (o.rally && free(o.id)) {
        for (std::size_t k = 0; k < o.ships.size(); ++k) {
          if (o.types[k] == *roles_.scout && room()) give(sim::FormFleet{{o.ships[k]}, "Scout", v_.me});
        }
        continue;
      }
      if (!isScout(o) || !free(o.id)) continue;
      const bool idle = o.order.kind == fleet::Order::Kind::Hold || o.arrived;
      if (!idle) continue;
      const std::optional<world::BodyId> look = nextLook(o, taken);
      if (!look) continue;
      taken.push_back(*look);
      give(sim::OrderFleets{{o.id}, fleet::Order::moveTo(standOff(*look, o)), v_.me}, o.id);
    }
  }

  // [SECTION] Building -----------------------------------------------------------------------------

  std::int64_t shipsOfType(fleet::ShipTypeId t) const {
    std::int64_t n = 0;
    for (const OwnFleet& o : v_.fleets) n += o.countOf[t.value];
    for (const sim::Shipyard& y : v_.yards) {
      n += std::count_if(y.queue.begin(), y.queue.end(), [&](const sim::QueuedShip& q) { return q.type == t; });
    }
    return n;
  }

  /// The ship a yard builds next; none when the data have no armed ship.
  std::optional<fleet::ShipTypeId> nextShip() const {
    const OwnFleet* rally = rallyFleet();
    if (roles_.scout && shipsOfType(*roles_.scout) < (enemyHomeKnown() ? 1 : 2)) return *roles_.scout;
    if (roles_.troops && roles_.warship) {
      std::optional<world::BodyId> target = rally ? attackTarget(*rally) : std::nullopt;
      const std::int64_t want = target ? troopShipsFor(*target) : 4;
      const std::int64_t have = shipsOfType(*roles_.troops);
      if (have < want && shipsOfType(*roles_.warship) >= 2 * have) return *roles_.troops;
    }
    if (roles_.heavy) {
      const world::Amounts price = sim::priceOf(r_.shipTypes.type(*roles_.heavy), r_.combat);
      if (stock_.rare >= price.rare && stock_.money >= 2 * price.money) return *roles_.heavy;
    }
    return roles_.warship ? roles_.warship : roles_.scout;
  }

  /// 5a. Every working yard keeps its queue full while the money lasts.
  void buildShips() {
    std::int64_t ships = 0;
    for (const OwnFleet& o : v_.fleets) ships += static_cast<std::int64_t>(o.ships.size());
    for (const sim::Shipyard& y : v_.yards) ships += static_cast<std::int64_t>(y.queue.size());
    for (const sim::Shipyard& y : v_.yards) {
      const auto station = std::find_if(v_.stations.begin(), v_.stations.end(),
                                        [&](const world::Station& s) { return s.id == y.station; });
      if (station == v_.stations.end() || !station->built()) continue;
      for (std::size_t queued = y.queue.size(); queued < kQueueDepth && room(); ++queued) {
        const std::optional<fleet::ShipTypeId> next = nextShip();
        if (!next) return;
        const fleet::ShipTypeId t = *next;
        if (ships >= kEnoughShips && !(roles_.troops && t == *roles_.troops)) return;  // troops are never enough
        ++ships;
        const world::Amounts price = sim::priceOf(r_.shipTypes.type(t), r_.combat);
        if (!affordable(stock_, price)) return;
        stock_ = stock_ - price;
        give(sim::QueueShip{y.station, t, v_.me});
      }
    }
  }

  /// Where on a planet's well a station of this type fits: the innermost ring that takes it, at the
  /// first clear phase of twelve, as the player would see the rings now.
  std::optional<world::PlacementRequest> placeFor(world::BodyId planet, world::StationTypeId type) const {
    const world::Body& body = r_.system.body(planet);
    if (!body.well) return std::nullopt;
    for (std::uint32_t ring = 0; ring < body.well->rings.size(); ++ring) {
      for (int k = 0; k < 12; ++k) {
        const world::PlacementRequest request{planet, ring, k * std::numbers::pi / 6.0, type, v_.time};
        if (world::checkPlacement(r_.system, r_.stationTypes, stations_, request).allowed()) return request;
      }
    }
    return std::nullopt;
  }

  bool hasStation(world::BodyId planet, world::StationTypeId type) const {
    return std::any_of(stations_.begin(), stations_.end(),
                       [&](const world::Station& s) { return s.owner == v_.me && s.planet == planet && s.type == type; });
  }

  /// Places a station if it can pay and keep `reserve` money, and there is room.
  void place(world::BodyId planet, world::StationTypeId type, std::int64_t reserve) {
    if (!room()) return;
    world::Amounts price = sim::priceOf(r_.stationTypes.type(type), r_.combat);
    price.money += reserve;
    if (!affordable(stock_, price)) return;
    const std::optional<world::PlacementRequest> at = placeFor(planet, type);
    if (!at) return;
    price.money -= reserve;
    stock_ = stock_ - price;
    give(sim::PlaceStation{*at, v_.me});
    // Later placements of this look go round it, as the tick will have placed it by then.
    world::Station planned;
    planned.id = world::StationId{0xffffffffu};
    planned.type = type;
    planned.planet = planet;
    planned.at = {at->ring, at->phase, at->time};
    planned.owner = v_.me;
    stations_.push_back(planned);
  }

  /// 5b. A shipyard if none, a sentry at each planet held, a factory when money piles up, an outpost on
  /// a free comet in sight.
  void buildStations() {
    const bool anyYard = std::any_of(stations_.begin(), stations_.end(), [&](const world::Station& s) {
      return s.owner == v_.me && roles_.yard && s.type == *roles_.yard;
    });
    std::optional<world::BodyId> seat = v_.mine(v_.home) ? std::optional<world::BodyId>(v_.home) : std::nullopt;
    for (std::size_t b = 0; b < v_.bodies.size() && !seat; ++b) {
      const world::BodyId body{static_cast<std::uint32_t>(b)};
      if (isPlanet(body) && v_.mine(body)) seat = body;
    }
    if (!seat) return;
    if (!anyYard && roles_.yard) place(*seat, *roles_.yard, 0);
    if (roles_.sentry) {
      for (std::size_t b = 0; b < v_.bodies.size(); ++b) {
        const world::BodyId body{static_cast<std::uint32_t>(b)};
        if (isPlanet(body) && v_.mine(body) && !hasStation(body, *roles_.sentry)) place(body, *roles_.sentry, kReserve);
      }
    }
    if (roles_.factory && !hasStation(*seat, *roles_.factory)) place(*seat, *roles_.factory, 0);
    if (roles_.outpost) {
      for (const world::Body& c : r_.system.bodies) {
        if (c.kind != world::BodyKind::Comet) continue;
        const sim::BodyIntel& intel = v_.bodies[c.id.value];
        if (intel.seenAt != v_.time || !(intel.owner == world::kNobody)) continue;
        const bool contested = std::any_of(v_.enemies.begin(), v_.enemies.end(), [&](const sim::Sighting& s) {
          return s.what.kind == world::TargetRef::Kind::Station && s.planet && *s.planet == c.id;
        });
        if (!contested && !hasStation(c.id, *roles_.outpost)) place(c.id, *roles_.outpost, kReserve);
      }
    }
  }

  const PlayerView& v_;
  const sim::Rules& r_;
  const sim::ComputerLevel& level_;
  const MatchKnowledge& match_;
  Roles roles_;
  world::Amounts stock_;  ///< what is left after this look's purchases
  std::vector<world::Station> stations_;  ///< the stations the view knows, and those placed at this look
  std::vector<sim::Command> out_;
  std::vector<fleet::FleetId> ordered_;  ///< fleets given an order at this look
};

}  // namespace

std::vector<sim::Command> decide(const PlayerView& view, const sim::Rules& rules, const sim::ComputerLevel& level,
                                 const MatchKnowledge& match) {
  return Commander(view, rules, level, match).decide();
}

}  // namespace perihelion::ai
