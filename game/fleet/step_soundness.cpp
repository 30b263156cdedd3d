#include "fleet/step_soundness.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "world/station.h"

namespace perihelion::fleet {
namespace {

using Group = SoundnessScratch::Group;
using RiderBall = SoundnessScratch::RiderBall;

/// m/s: faster than anything in the solar system moves round the Sun (Mercury at perihelion 59 km/s,
/// a sungrazing comet a few hundred) or a station round its planet.
constexpr double kFastestBody = 1.0e6;

/// The least distance between two points that start `apart` and close by `closing` over the step
/// (linear motion, t in [0, 1]).
double leastDistance(const glm::dvec3& apart, const glm::dvec3& closing) {
  const double c2 = glm::dot(closing, closing);
  const double t = c2 > 0.0 ? std::clamp(-glm::dot(apart, closing) / c2, 0.0, 1.0) : 0.0;
  return glm::length(apart + closing * t);
}

/// The most pairs of ships one test measures ship by ship (a fleet of 362 within itself, two of 256
/// against each other); beyond it the test keeps its bound for the groups as wholes: a fleet of
/// thousands is not measured pair by pair in every step.
constexpr std::size_t kMostPairsMeasured = 65536;

/// SoundnessScratch::groupOf of a ship in no group.
constexpr std::uint32_t kNoGroup = 0xFFFFFFFFu;

/// A ship that rides a ring at the step's end (fleet/ring_place.h): it does not steer, it goes round with
/// its ring, so it is measured as a station is, as something with its own motion, not as a group.
bool ridesRing(const Ships& ships, std::size_t i) {
  return ships.mode[i] == ShipMode::InWell && ships.wellRing[i] != kNoRing;
}

/// Gathers the groups: a fleet's ships in one well's frame (or in none) at the step's start; not the
/// ships that ride a ring.
void gatherGroups(const ShipCatalogue& types, std::span<const glm::dvec3> before, const Fleets& after,
                  const StepScratch& step, SoundnessScratch& scratch) {
  const Ships& b = after.ships;
  const std::size_t frames = step.wells.frames.size() + 1;
  // A ship's own move: what parting did (fleet/contact.h) only takes ships out of overlaps.
  const auto moveOf = [&](std::size_t i) { return b.position[i] - before[i] - step.parting.parted[i]; };
  scratch.groups.assign(after.fleets.size() * frames, Group{});
  scratch.groupOf.resize(b.size());
  for (std::size_t i = 0; i < b.size(); ++i) {
    if (ridesRing(b, i)) {
      scratch.groupOf[i] = kNoGroup;
      continue;
    }
    const std::uint32_t frame = i < step.frameOf.size() && step.frameOf[i] != kNoFrame ? step.frameOf[i] + 1 : 0;
    const std::uint32_t g = b.fleet[i].value * static_cast<std::uint32_t>(frames) + frame;
    scratch.groupOf[i] = g;
    Group& group = scratch.groups[g];
    const ShipType& t = types.type(b.type[i]);
    const double range = t.steering.pushRangeRadii * t.radius;
    group.pushRange = group.ships == 0 ? range : std::min(group.pushRange, range);
    group.reach = std::max(group.reach, t.radius + range);
    group.centre += before[i];
    group.move += moveOf(i);
    ++group.ships;
  }
  for (Group& g : scratch.groups) {
    if (g.ships == 0) continue;
    g.centre /= static_cast<double>(g.ships);
    g.move /= static_cast<double>(g.ships);
  }
  for (std::size_t i = 0; i < b.size(); ++i) {
    if (scratch.groupOf[i] == kNoGroup) continue;
    Group& g = scratch.groups[scratch.groupOf[i]];
    g.radius = std::max(g.radius, glm::length(before[i] - g.centre));
    g.departure = std::max(g.departure, glm::length(moveOf(i) - g.move));
  }
  // Each group's ships, in id order, one group after another: group g's are members[first[g], first[g + 1]).
  scratch.first.assign(scratch.groups.size() + 1, 0);
  for (std::size_t g = 0; g < scratch.groups.size(); ++g) scratch.first[g + 1] = scratch.first[g] + scratch.groups[g].ships;
  scratch.members.resize(scratch.first.back());
  std::vector<std::uint32_t>& next = scratch.filled;
  next.assign(scratch.first.begin(), scratch.first.end() - 1);
  for (std::uint32_t i = 0; i < b.size(); ++i) {
    if (scratch.groupOf[i] != kNoGroup) scratch.members[next[scratch.groupOf[i]]++] = i;
  }
}

/// A ship as the measure sees it: where it started, its own move over the step, its push range and its
/// reach (radius plus push range).
struct ShipMove {
  glm::dvec3 start, move;
  double pushRange, reach;
};

/// Ship i of `after`, moved from before[i].
ShipMove shipMove(const ShipCatalogue& types, std::span<const glm::dvec3> before, const Fleets& after,
                  const StepScratch& step, std::uint32_t i) {
  const Ships& s = after.ships;
  const ShipType& t = types.type(s.type[i]);
  const double range = t.steering.pushRangeRadii * t.radius;
  return {before[i], s.position[i] - before[i] - step.parting.parted[i], range, t.radius + range};
}

/// The measure of two ships: their relative move over the lesser push range, if they came within reach
/// of each other during the step (as two groups of one ship each), else 0.
double pairMeasure(const ShipMove& a, const ShipMove& b) {
  const glm::dvec3 closing = b.move - a.move;
  if (leastDistance(b.start - a.start, closing) >= a.reach + b.reach) return 0.0;
  return glm::length(closing) / std::min(a.pushRange, b.pushRange);
}

/// The measure of a ship against something with its own motion (an obstacle, a rider): `start`,
/// `move` and `radius` as in stepOverPushRange's `against`.
double shipAgainst(const ShipMove& a, const glm::dvec3& start, const glm::dvec3& move, double radius) {
  const glm::dvec3 closing = move - a.move;
  if (leastDistance(start - a.start, closing) >= radius + a.reach) return 0.0;
  return glm::length(closing) / a.pushRange;
}

}  // namespace

void NavigationSnapshot::take(const Fleets& fleets) {
  const Ships& s = fleets.ships;
  position = s.position;
  heading = s.heading;
  wellOffset = s.wellOffset;
  speed = s.speed;
  mode = s.mode;
  wellPlanet = s.wellPlanet;
  wellRing = s.wellRing;
  orders.clear();
  lastArrivalTick.clear();
  for (const Fleet& f : fleets.fleets) {
    orders.push_back(f.order);
    lastArrivalTick.push_back(f.lastArrivalTick);
  }
}

void NavigationSnapshot::restore(Fleets& fleets) const {
  Ships& s = fleets.ships;
  s.position = position;
  s.heading = heading;
  s.wellOffset = wellOffset;
  s.speed = speed;
  s.mode = mode;
  s.wellPlanet = wellPlanet;
  s.wellRing = wellRing;
  for (std::size_t k = 0; k < fleets.fleets.size(); ++k) {
    fleets.fleets[k].order = orders[k];
    fleets.fleets[k].lastArrivalTick = lastArrivalTick[k];
  }
}

double stepOverPushRange(const NavigationWorld& world, std::span<const glm::dvec3> before, const Fleets& after,
                         double dt, const StepScratch& step, SoundnessScratch& scratch) {
  gatherGroups(world.shipTypes, before, after, step, scratch);
  std::vector<Group>& groups = scratch.groups;
  const auto members = [&](std::size_t g) {
    return std::span<const std::uint32_t>(scratch.members).subspan(scratch.first[g], groups[g].ships);
  };
  const auto move = [&](std::uint32_t i) { return shipMove(world.shipTypes, before, after, step, i); };
  double worst = 0.0;
  // Each test first bounds a group as a whole (cheap, and most groups pass it); where that bound is over
  // 1, the step is measured again ship by ship, which the bound never underestimates: a group moving
  // through a well past riders it never comes near is not halved for them.
  // Within a group: any two of its ships closed by at most twice the largest departure.
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (groups[g].ships < 2) continue;
    const double bound = 2.0 * groups[g].departure / groups[g].pushRange;
    const std::size_t pairs = std::size_t{groups[g].ships} * (groups[g].ships - 1) / 2;
    if (bound <= 1.0 || pairs > kMostPairsMeasured) {
      worst = std::max(worst, bound);
      continue;
    }
    const std::span<const std::uint32_t> ships = members(g);
    for (std::size_t a = 0; a < ships.size(); ++a) {
      const ShipMove one = move(ships[a]);
      for (std::size_t b = a + 1; b < ships.size(); ++b) worst = std::max(worst, pairMeasure(one, move(ships[b])));
    }
  }
  // Between groups whose balls came within reach of each other during the step.
  for (std::size_t f = 0; f < groups.size(); ++f) {
    const Group& one = groups[f];
    if (one.ships == 0) continue;
    for (std::size_t h = f + 1; h < groups.size(); ++h) {
      const Group& other = groups[h];
      if (other.ships == 0) continue;
      const glm::dvec3 closing = other.move - one.move;
      const double spread = one.radius + other.radius + one.departure + other.departure;
      if (leastDistance(other.centre - one.centre, closing) >= spread + one.reach + other.reach) continue;
      const double bound =
          (glm::length(closing) + one.departure + other.departure) / std::min(one.pushRange, other.pushRange);
      if (bound <= 1.0 || std::size_t{one.ships} * other.ships > kMostPairsMeasured) {
        worst = std::max(worst, bound);
        continue;
      }
      for (const std::uint32_t a : members(f)) {
        const ShipMove ship = move(a);
        for (const std::uint32_t b : members(h)) worst = std::max(worst, pairMeasure(ship, move(b)));
      }
    }
  }
  // Against the obstacles, each with its own motion over the step: the bodies the step placed, the
  // stations going round their planets, and the fixed obstacles.
  const double end = world.time + dt;
  // One group against something moving from `start` by `travel`: bounded, then ship by ship.
  const auto groupAgainst = [&](std::size_t k, const glm::dvec3& start, const glm::dvec3& travel, double radius) {
    const Group& g = groups[k];
    const glm::dvec3 closing = travel - g.move;
    if (leastDistance(start - g.centre, closing) >= radius + g.radius + g.departure + g.reach) return;
    const double bound = (glm::length(closing) + g.departure) / g.pushRange;
    if (bound <= 1.0 || g.ships > kMostPairsMeasured) {
      worst = std::max(worst, bound);
      return;
    }
    for (const std::uint32_t i : members(k)) worst = std::max(worst, shipAgainst(move(i), start, travel, radius));
  };
  const auto against = [&](const glm::dvec3& start, const glm::dvec3& travel, double radius) {
    for (std::size_t k = 0; k < groups.size(); ++k) {
      if (groups[k].ships > 0) groupAgainst(k, start, travel, radius);
    }
  };
  // A body's orbit (and so its stations' places) is worked out at the step's end only when it could
  // have come near a group: nothing in the solar system moves at kFastestBody.
  const auto mayMeet = [&](const glm::dvec3& start, double radius) {
    for (const Group& g : groups) {
      if (g.ships == 0) continue;
      const double within = radius + g.radius + glm::length(g.move) + g.departure + g.reach + kFastestBody * dt;
      if (glm::dot(start - g.centre, start - g.centre) < within * within) return true;
    }
    return false;
  };
  std::vector<std::optional<glm::dvec3>>& bodyAtEnd = scratch.bodyAtEnd;
  bodyAtEnd.assign(world.system.bodies.size(), std::nullopt);
  const auto bodyEnd = [&](const world::Body& body) -> const glm::dvec3& {
    std::optional<glm::dvec3>& at = bodyAtEnd[body.id.value];
    if (!at) at = step.bodiesAtEnd[body.id.value];  // the step's own, where it worked one out
    if (!at) at = world.system.positionOf(body, astro::julianDateOfSeconds(end));
    return *at;
  };
  for (const world::Body& body : world.system.bodies) {
    const glm::dvec3& start = step.bodies[body.id.value].centre;
    if (mayMeet(start, body.radius)) against(start, bodyEnd(body) - start, body.radius);
  }
  for (const world::Station& station : world.stations) {
    const world::Body& planet = world.system.body(station.planet);
    const double radius = world.stationTypes.type(station.type).radius;
    const glm::dvec3& planetStart = step.bodies[planet.id.value].centre;
    if (!mayMeet(planetStart, planet.well->rings.back().radius + radius)) continue;
    const world::StationPose now = world::stationPose(planet, planetStart, station, world.time);
    const world::StationPose then = world::stationPose(planet, bodyEnd(planet), station, end);
    against(now.position, then.position - now.position, radius);
  }
  for (const Obstacle& o : world.obstacles) against(o.centre, glm::dvec3(0.0), o.radius);
  // The ships that ride a ring, each with its own motion (its ring's turn, its planet's orbit). A rider
  // goes round an arc, not along the line from its start to its end: it is measured along the line with
  // its radius grown by how far the arc bows out from it, r (1 - cos(turn / 2)), or by the ring's whole
  // diameter past half a turn.
  // Most riders sit in wells no group comes near: each well's riders are first bounded as one ball
  // round their planet (start, move and grown radius of each within it), and only the groups that come
  // within reach of that ball are measured against its riders: the same measure, with no test per
  // rider and far group.
  const Ships& ships = after.ships;
  const auto riderMove = [&](std::size_t i) { return ships.position[i] - before[i] - step.parting.parted[i]; };
  const auto riderRadius = [&](std::size_t i) {
    const well::Ring& ring = world.system.body(ships.wellPlanet[i]).well->rings[ships.wellRing[i]];
    const double turn = std::fabs(ring.angularSpeed()) * dt;
    const double r = glm::length(ships.wellOffset[i]);
    const double bow = turn <= astro::kPi ? r * (1.0 - std::cos(0.5 * turn)) : 2.0 * r;
    return world.shipTypes.type(ships.type[i]).radius + bow;
  };
  std::vector<RiderBall>& balls = scratch.riderBalls;
  balls.assign(step.bodies.size(), RiderBall{});
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (scratch.groupOf[i] != kNoGroup) continue;
    RiderBall& ball = balls[ships.wellPlanet[i].value];
    const glm::dvec3& planet = step.bodies[ships.wellPlanet[i].value].centre;
    ball.riders = true;
    ball.radius = std::max(ball.radius, glm::length(before[i] - planet) + glm::length(riderMove(i)) + riderRadius(i));
  }
  for (std::uint32_t b = 0; b < balls.size(); ++b) {
    if (!balls[b].riders) continue;
    const glm::dvec3& planet = step.bodies[b].centre;
    for (std::uint32_t k = 0; k < groups.size(); ++k) {
      const Group& g = groups[k];
      if (g.ships == 0) continue;
      // No point of the ball comes nearer the group's centre over the step than this (a margin for rounding
      // in leastDistance below).
      const double least = glm::length(g.centre - planet) - glm::length(g.move) - balls[b].radius;
      if (least >= (g.radius + g.departure + g.reach) * (1.0 + 1e-9) + 1.0) continue;
      balls[b].reached.push_back(k);
    }
  }
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (scratch.groupOf[i] != kNoGroup) continue;
    const RiderBall& ball = balls[ships.wellPlanet[i].value];
    if (ball.reached.empty()) continue;
    const glm::dvec3 travel = riderMove(i);
    const double radius = riderRadius(i);
    for (const std::uint32_t k : ball.reached) groupAgainst(k, before[i], travel, radius);
  }
  return worst;
}

}  // namespace perihelion::fleet
