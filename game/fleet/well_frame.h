// A planet's well is the frame of the ships in and near it. Steering sees the planet and the stations
// on its rings where they are at the step's start, as if they stood still; they do not: the Earth
// comes on at 30 km/s, Mercury at up to 59. So a ship within a well's frame (its outermost ring and
// half as far again beyond, where every station of the well lies) moves with the planet, as ships in
// the well already do: its own heading and speed are relative to the planet, and the planet's motion
// over the step is added. A ship ordered out of a well leaves it with the planet's velocity, and the
// planet cannot run into it; a ship entering sees the stations on the outermost ring stand still, and
// those on the turning rings go round at a few km/s. A still ship (idle or arrived) that the frame
// takes in goes into the well, and follows the planet from then on.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "fleet/fleet_state.h"
#include "world/solar_system.h"

namespace perihelion::fleet {

/// How far a well's frame reaches, in radii of its outermost ring.
inline constexpr double kWellFrameReach = 1.5;

/// The radius (m) of the frame of a body's well (it must have one): kWellFrameReach outermost rings, or,
/// where a moon comes nearer than that (Io, Titan, Triton, Deimos), halfway from the ring to the moon's path.
inline double wellFrameRadius(const world::Body& body) {
  const double ring = body.well->rings.back().radius;
  return std::min(kWellFrameReach * ring, ring + 0.5 * (body.well->moonsFrom - ring));
}

/// Whether a ship in a well may drift (out of an overlap) from `offset` to `moved`: never out of the
/// well's outermost ring, unless it was already beyond it (taken in by the frame), and then only inwards.
inline bool mayDriftTo(const world::Body& body, const glm::dvec3& offset, const glm::dvec3& moved) {
  const double ring = body.well->rings.back().radius;
  const double to = glm::dot(moved, moved);
  return to <= ring * ring || to <= glm::dot(offset, offset);
}

/// No frame: a ship in none.
inline constexpr std::uint32_t kNoFrame = 0xFFFFFFFFu;

/// One well's frame over a step: its planet, where the planet is at the step's start and end, and the
/// frame's radius.
struct WellFrame {
  world::BodyId body;
  glm::dvec3 start{0.0};
  glm::dvec3 end{0.0};
  double radius = 0.0;
};

/// The frames of a step: those of every well whose frame meets the box [lo, hi] round the ships.
struct WellFrames {
  std::vector<WellFrame> frames;

  /// Fills the frames for a step of dt from `time` (TT s since J2000), from the bodies where they are at
  /// the step's start (`bodies`, by body id).
  void gather(const world::SolarSystem& system, double time, double dt, std::span<const Obstacle> bodies,
              const glm::dvec3& lo, const glm::dvec3& hi);

  /// The frame (its index in `frames`) that holds `x`, or kNoFrame (wells do not overlap; if two ever
  /// did, the lower body id would win).
  std::uint32_t frameAt(const glm::dvec3& x) const {
    for (std::uint32_t k = 0; k < frames.size(); ++k) {
      const glm::dvec3 d = x - frames[k].start;
      if (glm::dot(d, d) <= frames[k].radius * frames[k].radius) return k;
    }
    return kNoFrame;
  }
};

/// A point a fleet is sent to is taken in by a well's frame as a still ship would be: once it lies in
/// one (when the order is given, or when a planet comes by), it goes with the planet. Otherwise ships
/// in the frame would chase a point that moves through it at the planet's speed, and never stop there.
/// `bodies` are the bodies where they are now, by body id.
void anchorPointsInWells(const world::SolarSystem& system, std::span<const Obstacle> bodies, Fleets& fleets);

}  // namespace perihelion::fleet
