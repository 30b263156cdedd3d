// The swarm rule, one ship at a time: a unit pull towards the target, and for every obstacle (the
// Sun, planets, stations, other ships) whose surface is within a few ship radii of the ship's surface,
// a push away from it weighted by 1 / (surface distance); while n obstacles push, the pull is
// multiplied by max(1, k n) so that the ship still gets through, and a small push to the side of the
// pull breaks head-on deadlocks (two ships that both keep to their side pass each other). The side is
// fixed by the pull alone, about the ecliptic axis least along it (sideOf), never by one direction in
// space for all: two ships meeting head-on along any axis, the ecliptic pole included, take opposite
// sides. (Taken from the nearest pusher instead, it would change with the pushers a ship sees, and a
// ring of ships round a point would turn to and fro for ever.) The normalised sum
// is the heading the ship wants. Distances are counted in ship radii, so the rule has no units.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "fleet/ship_type.h"

namespace perihelion::fleet {

/// The axis turnTowards turns about for a turn from exactly opposite (any will do; this one is fixed).
inline constexpr glm::dvec3 kTurnAxisFromOpposite{0.0, 0.0, 1.0};

/// The ecliptic axis least along `v` (the smallest |component|, the first of equals): the same for v
/// and -v, so that two ships meeting exactly head-on take opposite sides about it.
inline glm::dvec3 leastAlignedAxis(const glm::dvec3& v) {
  const glm::dvec3 a = glm::abs(v);
  if (a.x <= a.y && a.x <= a.z) return {1.0, 0.0, 0.0};
  return a.y <= a.z ? glm::dvec3(0.0, 1.0, 0.0) : glm::dvec3(0.0, 0.0, 1.0);
}

/// The side a ship pulled along `pull` (unit) keeps to: pull x the axis least along the pull. Unit;
/// opposite for -pull, so that ships meeting head-on pass.
inline glm::dvec3 sideOf(const glm::dvec3& pull) {
  const glm::dvec3 side = glm::cross(pull, leastAlignedAxis(pull));
  const double side2 = glm::dot(side, side);
  return side2 > 1e-24 ? side * (1.0 / std::sqrt(side2)) : glm::dvec3(0.0);
}

/// The side a ship pulled along `pull` (unit) steps to, away from what lies along -`away` (unit, away
/// from it, or zero): the part of `away` square to the pull; when there is none (it is dead ahead or
/// behind), pull x the axis least along the pull, so that two ships meeting exactly head-on step to
/// opposite sides. Unit.
inline glm::dvec3 sideStepOf(const glm::dvec3& pull, const glm::dvec3& away) {
  const glm::dvec3 across = away - pull * glm::dot(pull, away);
  const double across2 = glm::dot(across, across);
  if (across2 > 1e-12) return across * (1.0 / std::sqrt(across2));
  return sideOf(pull);
}

/// A still ship overlapping another drifts apart at this fraction of its top speed.
inline constexpr double kDriftSpeedFraction = 0.02;

class SteeringSum {
 public:
  SteeringSum(const SteeringWeights& weights, double shipRadius)
      : weights_(weights), radius_(shipRadius), range_(weights.pushRangeRadii * shipRadius) {}

  /// An obstacle of `radius` at `centre`, seen from a ship at `position`; a ship at its very centre
  /// is pushed towards the north ecliptic pole. (Other ships push through fleet/neighbour_push.h, four
  /// at a time, and come in through addPushes.)
  void addObstacle(const glm::dvec3& position, const glm::dvec3& centre, double radius) {
    const glm::dvec3 away = position - centre;
    const double reach = range_ + radius + radius_;
    const double squared = glm::dot(away, away);
    if (squared >= reach * reach) return;  // out of range: no square root spent on it
    const double distance = std::sqrt(squared);
    const double surface = distance - radius - radius_;
    if (surface >= range_) return;

    const double inRadii = std::max(surface / radius_, weights_.minSurfaceDistanceRadii);
    const glm::dvec3 unitAway = distance > 0.0 ? away / distance : glm::dvec3(0.0, 0.0, 1.0);
    push_ += unitAway * (1.0 / inRadii);
    ++pushers_;
    if (surface < nearestSurface_) {
      nearestSurface_ = surface;
      nearestAway_ = unitAway;
    }
  }

  /// Pushes summed elsewhere (fleet/neighbour_push.h): their sum, how many, and the nearest of them.
  void addPushes(const glm::dvec3& push, int pushers, double nearestSurface, const glm::dvec3& nearestAway) {
    push_ += push;
    pushers_ += pushers;
    if (pushers > 0 && nearestSurface < nearestSurface_) {
      nearestSurface_ = nearestSurface;
      nearestAway_ = nearestAway;
    }
  }

  int pushers() const { return pushers_; }
  const glm::dvec3& push() const { return push_; }
  /// Unit, away from the nearest pushing obstacle (zero while none pushes).
  const glm::dvec3& nearestAway() const { return nearestAway_; }
  const SteeringWeights& weights() const { return weights_; }

  /// The desired heading (unit) for a unit (or zero) pull.
  ///
  /// Beyond the bare rule: a boosted pull straight into the nearest obstacle balances its 1/d push at
  /// d = 1/(4n) radii, and the ship would rest against it for ever. So the part of the pull that points
  /// into the nearest pushing obstacle is dropped (the ship slides round it, along its surface), and
  /// when nothing is left, as in a head-on meeting, the pull turns to its side (sideOf).
  /// `boost` false leaves the pull at 1: a ship arriving among its gathered fleet-mates is not trying
  /// to get through them, and a boosted pull would squeeze it in among them.
  glm::dvec3 heading(const glm::dvec3& pull, bool boost = true) const {
    if (pushers_ == 0) return pull;  // nothing in range: the pull alone (a unit vector already)
    const double factor = boost ? std::max(1.0, weights_.pullBoostPerPusher * pushers_) : 1.0;
    const glm::dvec3 side = sideOf(pull);
    glm::dvec3 along = pull;
    const double into = glm::dot(pull, nearestAway_);
    if (into < 0.0) {
      along = pull - nearestAway_ * into;
      const double left = std::sqrt(glm::dot(along, along));
      along = left > 1e-6 ? along * (1.0 / left) : side;
    }
    const glm::dvec3 sum = along * factor + push_ + side * (weights_.sidestepWeight * pushers_);
    const double length = std::sqrt(glm::dot(sum, sum));
    return length > 1e-12 ? sum * (1.0 / length) : pull;
  }

 private:
  SteeringWeights weights_;  // a copy: a reference to a temporary would dangle
  double radius_;
  double range_;
  glm::dvec3 push_{0.0};
  int pushers_ = 0;
  double nearestSurface_ = std::numeric_limits<double>::infinity();
  glm::dvec3 nearestAway_{0.0};
};

/// A ship against an obstacle (or a still ship) and pulled into it (pulledInto) is stopped there by its braking as soon as it heads that way, and would be held there for
/// good if a nearer pusher (a ship beside it) took the slide from it (SteeringSum::heading): so its pull
/// itself loses the part into that obstacle. `away` is unit, from
/// the obstacle to the ship. Unit; the pull as it is when it points away from the obstacle.
inline glm::dvec3 pullPast(const glm::dvec3& pull, const glm::dvec3& away) {
  const double into = glm::dot(pull, away);
  if (!(into < 0.0)) return pull;
  const glm::dvec3 slid = pull - away * into;
  const double left = std::sqrt(glm::dot(slid, slid));
  return left > 1e-6 ? slid * (1.0 / left) : sideStepOf(pull, away);
}

/// Notes an obstacle a ship is pulled into (see pullPast): the one whose surface is nearest.
struct Blocker {
  double surface = std::numeric_limits<double>::infinity();  ///< m
  glm::dvec3 away{0.0};                                     ///< unit, from it to the ship

  void note(const glm::dvec3& position, const glm::dvec3& centre, double radius, double shipRadius) {
    const glm::dvec3 d = position - centre;
    const double distance = glm::length(d);
    const double s = distance - radius - shipRadius;
    if (!(s < surface) || !(distance > 0.0)) return;
    surface = s;
    away = d / distance;
  }
  bool blocked() const { return surface < std::numeric_limits<double>::infinity(); }
};

/// Whether a ship of radius r at `position` touches the sphere (centre, radius) (within the reach at
/// which braking stops it, pathContactDistance) and is pulled along `pull` towards it at all. Any angle
/// counts, so that what pullPast takes from the pull grows from nothing as the pull turns into it.
inline bool pulledInto(const glm::dvec3& position, const glm::dvec3& pull, double r, const glm::dvec3& centre,
                       double radius) {
  const glm::dvec3 to = centre - position;
  const double reach = radius + 1.25 * r;
  return glm::dot(to, to) < 1.1025 * reach * reach && glm::dot(to, pull) > 0.0;
}

/// How far (m) a ship of radius r at `position` can go along its unit `heading` before its sphere,
/// grown by a quarter radius, touches the sphere (centre, radius); +inf when the path misses it or it
/// is behind. Three radii of push range cannot stop a fast ship, so each ship also brakes for what
/// lies on its path, as far ahead as its braking distance (the "predictive" half of avoidance).
inline double pathContactDistance(const glm::dvec3& position, const glm::dvec3& heading, double r,
                                  const glm::dvec3& centre, double radius) {
  const glm::dvec3 to = centre - position;
  const double along = glm::dot(to, heading);
  if (along <= 0.0) return std::numeric_limits<double>::infinity();
  const double reach = radius + 1.25 * r;
  const double distance2 = glm::dot(to, to);
  // A ship already braked to the edge may slide along it (the pushes keep it off the surface): only a
  // heading steeply into the obstacle, within 60 degrees of its centre, is stopped there.
  if (distance2 < 1.1025 * reach * reach) return along * along > 0.25 * distance2 ? 0.0 : std::numeric_limits<double>::infinity();
  const double offPath2 = distance2 - along * along;
  if (offPath2 >= reach * reach) return std::numeric_limits<double>::infinity();
  return std::max(0.0, along - std::sqrt(reach * reach - offPath2));
}

}  // namespace perihelion::fleet
