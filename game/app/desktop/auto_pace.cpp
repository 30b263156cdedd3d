#include "desktop/auto_pace.h"

#include <algorithm>
#include <span>
#include <vector>

#include <glm/geometric.hpp>

#include "astro/julian_date.h"
#include "desktop/fog.h"
#include "fleet/scatter.h"

namespace perihelion::app {
namespace {

/// Whether the ships, fleets and battles of `owner` are the viewer's concern: theirs, or anyone's in the
/// sandbox.
bool watched(world::PlayerId owner, world::PlayerId viewer) { return viewer == world::kNobody || owner == viewer; }

std::string nameOf(const sim::GameState& state, world::PlayerId player) {
  const sim::Player* p = state.player(player);
  return p ? p->name : std::string("someone");
}

/// A lower cap wins; of equal caps the first found.
void offer(PaceCap& cap, double secondsPerSecond, std::string reason) {
  if (secondsPerSecond < cap.secondsPerSecond) cap = {secondsPerSecond, std::move(reason)};
}

/// The planet (a body with a well) nearest `at`, if any.
const world::Body* nearestPlanet(const world::SolarSystem& system, const glm::dvec3& at, double jd) {
  const world::Body* nearest = nullptr;
  double best = 0.0;
  for (const world::Body& b : system.bodies) {
    if (!b.well) continue;
    const double d = glm::length(system.positionOf(b, jd) - at);
    if (!nearest || d < best) {
      nearest = &b;
      best = d;
    }
  }
  return nearest;
}

void offerBattle(PaceCap& cap, const sim::GameState& state, const world::SolarSystem& system,
                 const std::optional<glm::dvec3>& battle) {
  if (!battle) return;
  const world::Body* near = nearestPlanet(system, *battle, astro::julianDateOfSeconds(state.time));
  offer(cap, kSteeringRate, near ? "a battle near " + near->name : std::string("a battle"));
}

/// Ships of two players in one planet's well.
void offerHostileWells(PaceCap& cap, const sim::GameState& state, const world::SolarSystem& system,
                       world::PlayerId viewer, const Fog& fog) {
  if (state.players.empty()) return;
  const fleet::Ships& ships = state.fleets.ships;
  // By planet: whose ships are in its well (a few players: a short list each).
  std::vector<std::vector<world::PlayerId>> shipsIn(system.bodies.size());
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.mode[i] != fleet::ShipMode::InWell || ships.wellPlanet[i].value >= shipsIn.size()) continue;
    if (!fog.showsShip(state, i)) continue;  // the pace tells nothing the player cannot see
    const world::PlayerId owner = state.fleets.fleets[ships.fleet[i].value].owner;
    std::vector<world::PlayerId>& here = shipsIn[ships.wellPlanet[i].value];
    if (owner != world::kNobody && std::find(here.begin(), here.end(), owner) == here.end()) here.push_back(owner);
  }
  for (const world::Body& planet : system.bodies) {
    const std::vector<world::PlayerId>& here = shipsIn[planet.id.value];
    if (here.size() < 2) continue;
    if (viewer != world::kNobody && std::find(here.begin(), here.end(), viewer) == here.end()) continue;
    // Named by the ships that are not the viewer's (the first such, in the order they were found).
    const auto other = std::find_if(here.begin(), here.end(), [&](world::PlayerId p) { return p != viewer; });
    offer(cap, kSteeringRate, nameOf(state, *other) + " ships in " + planet.name + "'s well");
  }
}

/// The rate at which `secondsLeft` (simulated) of closing in is seen: the steering rate for the last
/// kArrivalRealSeconds at it, before that the way left taking kApproachRealSeconds.
double closingRate(double secondsLeft) {
  return secondsLeft <= kArrivalRealSeconds * kSteeringRate ? kSteeringRate : secondsLeft / kApproachRealSeconds;
}

/// A fleet's ships summed, all of them and those still moving, in one pass over the ships.
struct FleetSums {
  glm::dvec3 position{0.0}, velocity{0.0};
  double ships = 0.0, largest = 0.0;  ///< radius, m
  glm::dvec3 movingPosition{0.0};
  double moving = 0.0, movingLargest = 0.0, movingSpeeds = 0.0;  ///< m, m/s
};

/// The ships the player is shown (desktop/fog.h), summed by fleet: an unseen fleet sums to nothing.
std::vector<FleetSums> sumFleets(const sim::GameState& state, const fleet::ShipCatalogue& types, const Fog& fog) {
  const fleet::Fleets& fleets = state.fleets;
  const fleet::Ships& ships = fleets.ships;
  std::vector<FleetSums> sums(fleets.fleets.size());
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (!fog.showsShip(state, i)) continue;
    FleetSums& f = sums[ships.fleet[i].value];
    const double radius = types.type(ships.type[i]).radius;
    f.position += ships.position[i];
    f.velocity += ships.heading[i] * ships.speed[i];
    f.ships += 1.0;
    f.largest = std::max(f.largest, radius);
    if (ships.mode[i] != fleet::ShipMode::Moving) continue;
    f.movingPosition += ships.position[i];
    f.moving += 1.0;
    f.movingLargest = std::max(f.movingLargest, radius);
    f.movingSpeeds += ships.speed[i];
  }
  return sums;
}

/// A fleet's last stretch: the rate at which what is left of its way takes kArrivalRealSeconds.
void offerArrivals(PaceCap& cap, const sim::GameState& state, const world::SolarSystem& system,
                   std::span<const FleetSums> sums, world::PlayerId viewer) {
  const double jd = astro::julianDateOfSeconds(state.time);
  for (const fleet::Fleet& f : state.fleets.fleets) {
    const FleetSums& m = sums[f.id.value];
    if (m.moving == 0.0 || !watched(f.owner, viewer)) continue;
    // A fleet after an enemy (an attack, a guard's chase) is paced by the closing in, not as an arrival.
    if (!f.combat.focus.none() || !f.combat.chasing.none()) continue;
    // The way left: to the point, less the room the fleet takes there (fleet/scatter.h), or to the
    // planet's well. Once there, its ships settle in (a well's ships may take hours to) at the player's rate.
    double left = 0.0;
    std::string where;
    const glm::dvec3 centre = m.movingPosition / m.moving;
    if (f.order.kind == fleet::Order::Kind::MoveTo) {
      // A point in a well goes with its planet (fleet/well_frame.h), as the fleet's aim does.
      const glm::dvec3 point = f.order.well && f.order.well->value < system.bodies.size()
                                   ? system.positionOf(system.body(*f.order.well), jd) + f.order.wellOffset
                                   : f.order.point;
      left = glm::length(point - centre) - fleet::roomFor(m.movingLargest, m.moving);
      where = "its point";
    } else if (f.order.kind == fleet::Order::Kind::GoTo && f.order.body.value < system.bodies.size()) {
      const world::Body& planet = system.body(f.order.body);
      const double well = planet.well ? planet.well->rings.back().radius : planet.radius;
      left = glm::length(system.positionOf(planet, jd) - centre) - well;
      where = planet.name;
    } else {
      continue;
    }
    const double speed = m.movingSpeeds / m.moving;
    if (!(left > 0.0) || !(speed > 0.0)) continue;
    offer(cap, closingRate(left / speed), f.name + " arriving at " + where);
  }
}

/// Fleets of two players closing on one another, one of them the viewer's: slowed as an arrival is, to
/// the moment their rooms (fleet/scatter.h) meet.
void offerApproaches(PaceCap& cap, const sim::GameState& state, std::span<const FleetSums> sums,
                     world::PlayerId viewer) {
  if (state.players.size() < 2) return;
  const std::vector<fleet::Fleet>& fleets = state.fleets.fleets;
  for (std::size_t a = 0; a < fleets.size(); ++a) {
    const fleet::Fleet& fa = fleets[a];
    if (sums[a].ships == 0.0 || fa.owner == world::kNobody) continue;
    for (std::size_t b = a + 1; b < fleets.size(); ++b) {
      const fleet::Fleet& fb = fleets[b];
      if (sums[b].ships == 0.0 || fb.owner == world::kNobody || fb.owner == fa.owner) continue;
      if (!watched(fa.owner, viewer) && !watched(fb.owner, viewer)) continue;
      const FleetSums &wa = sums[a], &wb = sums[b];
      const glm::dvec3 apart = wb.position / wb.ships - wa.position / wa.ships;
      const double distance = glm::length(apart);
      const double gap = distance - (fleet::roomFor(wa.largest, wa.ships) + fleet::roomFor(wb.largest, wb.ships));
      const double closing = glm::dot(wa.velocity / wa.ships - wb.velocity / wb.ships, apart / distance);
      if (!(gap > 0.0) || !(closing > 0.0)) continue;
      const world::PlayerId other = fa.owner == viewer ? fb.owner : fa.owner;
      offer(cap, closingRate(gap / closing), nameOf(state, other) + " closing in");
    }
  }
}

}  // namespace

PaceCap paceCap(const sim::GameState& state, const world::SolarSystem& system, const fleet::ShipCatalogue& types,
                const std::optional<glm::dvec3>& battle, world::PlayerId viewer) {
  PaceCap cap;
  offerBattle(cap, state, system, battle);
  const Fog fog(state, viewer);
  offerHostileWells(cap, state, system, viewer, fog);
  const std::vector<FleetSums> sums = sumFleets(state, types, fog);
  offerArrivals(cap, state, system, sums, viewer);
  offerApproaches(cap, state, sums, viewer);
  return cap;
}

double cappedSecondsPerTick(double secondsPerSecond) {
  double rate = kSteeringRate;
  while (2.0 * rate <= secondsPerSecond && rate < 1e12) rate *= 2.0;
  return rate * world::kTickSeconds;
}

std::optional<glm::dvec3> battleOf(const sim::GameState& state, const sim::TickReport& tick, world::PlayerId viewer) {
  const auto ownerOf = [&](const world::TargetRef& ref) {
    if (ref.kind == world::TargetRef::Kind::Ship) {
      const auto i = state.fleets.ships.indexOf(fleet::ShipId{ref.id});
      return i ? state.fleets.fleets[state.fleets.ships.fleet[*i].value].owner : world::kNobody;
    }
    if (ref.kind == world::TargetRef::Kind::Station) {
      const world::Station* s = state.station(world::StationId{ref.id});
      return s ? s->owner : world::kNobody;
    }
    return world::kNobody;
  };
  for (const combat::Volley& v : tick.fight.volleys) {
    if (viewer == world::kNobody || ownerOf(v.from) == viewer || ownerOf(v.to) == viewer) return v.fromPosition;
  }
  return std::nullopt;
}

void AutoPace::update(DesktopGame& game, double realSeconds) {
  const sim::GameState& state = game.state();
  if (game.pausedAfterPending()) return;  // nothing happens while paused: a hold stays as it is
  const double current = game.secondsPerTickAfterPending();
  if (chosen_ && current != held_) {  // the player chose a rate while held: it stands until it is over
    chosen_.reset();
    reason_.clear();
    overridden_ = true;
  }
  if (const auto at = battleOf(state, game.lastReport(), game.player())) {
    battleAt_ = at;
    battleTime_ = state.time;
  }
  const bool battling = battleAt_ && state.time - battleTime_ <= kBattleLingerSeconds;
  PaceCap cap;
  if (enabled) {
    cap = paceCap(state, game.system(), game.shipTypes(), battling ? battleAt_ : std::nullopt, game.player());
  }
  if (overridden_) {
    if (cap.reason.empty()) overridden_ = false;
    return;
  }
  const double playerRate = chosen_.value_or(current);
  const double capped = cappedSecondsPerTick(cap.secondsPerSecond);
  if (enabled && capped < playerRate) {
    // Down at once; up (a cap that eased) only once it has held kHoldRealSeconds, so as not to flicker.
    const bool rising = chosen_ && capped > held_;
    quiet_ = rising ? quiet_ + realSeconds : 0.0;
    if (!rising || quiet_ >= kHoldRealSeconds) {
      if (current != capped) game.submit(sim::SetTimeRate{capped});
      held_ = capped;
      quiet_ = 0.0;
    }
    chosen_ = playerRate;
    reason_ = cap.reason;
    return;
  }
  if (!chosen_) return;
  quiet_ += realSeconds;
  if (enabled && quiet_ < kHoldRealSeconds) return;
  if (current != *chosen_) game.submit(sim::SetTimeRate{*chosen_});
  chosen_.reset();
  reason_.clear();
  quiet_ = 0.0;
}

}  // namespace perihelion::app
