// The swarm rule's pushes between ships (fleet/steering.h): the inner loop of navigation. Each ship
// feels the partners the neighbour list holds for it (fleet/neighbour_list.h) as the rule says for it
// (its own radius, push range, weights and field of view), four partners at a time in float (SSE2
// lanes, which every x86-64 processor has). Along the way it gathers what the arrival rule and the
// report need to know of its neighbours.
//
// The sums do not depend on the order of the partners, nor on which four go together: each push is
// rounded to a multiple of 2^-24 and summed as an integer count of 2^-24 (64 bits: a push is at most
// 1e6, the largest weight over the smallest distance data allow, so the sum is exact for up to 5e11
// of them); the nearest pusher is the nearest, ties going to the larger direction; the rest are
// minima and flags. So which step made the neighbour list, and in what order it holds a ship's
// partners, changes no bit of a step.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <span>

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "fleet/ship_type.h"
#include "fleet/neighbour_list.h"
#include "fleet/vector_code.h"

namespace perihelion::fleet {

/// How a ship feels its neighbours, and what they need to know of it.
struct NeighbourShip {
  glm::vec3 heading{1.0f, 0.0f, 0.0f};  ///< unit
  float radius = 1.0f;                  ///< m
  /// All bits set if it is idle, arrived or in a well (still), else 0: a lane mask as it stands, read
  /// with the radius in one load (fleet/neighbour_push.cpp).
  std::int32_t still = 0;
  float inverseRadius = 1.0f;
  /// m: its push range. It sees the ships whose surface is nearer than this (separation, braking for
  /// still ships), and a moving ship is pushed by them; a still ship only by ships overlapping it and
  /// moving ships it sees within their radius of it, so that it drifts out of an overlap and out of the
  /// way of a ship leaving its crowd, and a fleet at rest does not push itself about.
  float pushRange = 3.0f;
  float minSurfaceRadii = 0.05f;        ///< the rule's clamp on 1 / distance
  float separationWeight = 1.0f;
  float cosView = -1.0f;                ///< cosine of the field of view's half-angle
  std::uint32_t index = 0;              ///< among the ships: two ships at one spot part by index
  std::uint32_t fleet = 0;
  bool limitedView = false;             ///< moving with a field of view narrower than all round

  NeighbourShip() = default;
  /// What depends on the type alone.
  explicit NeighbourShip(const ShipType& type);
  NeighbourShip(std::uint32_t shipIndex, std::uint32_t fleetIndex, const ShipType& type, const glm::dvec3& heading,
                bool moving);

  /// Becomes a ship of the type whose NeighbourShip is `ofType`: cheaper than building each ship's
  /// anew (a division and a few conversions a ship). Written in place, field by field: a copy built
  /// elsewhere and moved in would be read back through stores the processor cannot forward.
  void setShip(const NeighbourShip& ofType, std::uint32_t shipIndex, std::uint32_t fleetIndex,
               const glm::dvec3& shipHeading, bool moving) {
    *this = ofType;
    heading = glm::vec3(shipHeading);
    index = shipIndex;
    fleet = fleetIndex;
    still = moving ? 0 : -1;
    limitedView = moving && ofType.cosView > -1.0f;
  }
};

/// What a ship's neighbours do to it: one cache line, read in ship order from a list in slot order.
struct alignas(64) NeighbourPushes {
  /// x, y, z: the sum of the pushes of ships within push range (fleet/steering.h); w: how many push;
  /// in 2^-24ths (see above), two's complement. Read through push().
  std::array<std::uint64_t, 4> pushSum{};
  /// x, y, z: unit, from the nearest pushing ship to this one; w: its surface distance (m), +inf
  /// while none pushes.
  glm::vec4 nearest{0.0f, 0.0f, 0.0f, std::numeric_limits<float>::infinity()};
  /// The smallest surface distance to a ship within push range (negative when they overlap), m.
  float separation = std::numeric_limits<float>::infinity();
  /// A still ship (of any fleet) is within 1.5 radii of this one's surface.
  bool touchesStill = false;
  /// How far this ship can go along its heading before it meets a still ship (fleet/steering.h's
  /// pathContactDistance), m: still ships are braked for like obstacles.
  double onPath = std::numeric_limits<double>::infinity();

  /// The sum of the pushes (x, y, z) and how many push (w).
  glm::dvec4 push() const {
    const auto at = [this](int k) { return static_cast<double>(static_cast<std::int64_t>(pushSum[k])) * 0x1p-24; };
    return {at(0), at(1), at(2), at(3)};
  }
  int pushers() const { return static_cast<int>(static_cast<std::int64_t>(pushSum[3]) >> 24); }
};

/// What the ship at each slot feels from the ships listed as its partners (`list`; `ships` in the list's
/// order), written to `slotPushes` (one a slot), four partners at a time, in the instructions `code`
/// (SSE2 where the processor lacks them). Each ship sees the others within its own push range, however
/// far the list reached (which depends on the largest ship present). A moving ship is pushed only by
/// those in its field of view, unless they overlap it; a still one only by those overlapping it and
/// moving ones within their radius of it.
void feelNeighbours(const NeighbourList& list, std::span<const NeighbourShip> ships,
                    std::span<NeighbourPushes> slotPushes, VectorCode code);

}  // namespace perihelion::fleet
