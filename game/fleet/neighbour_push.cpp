#include "fleet/neighbour_push.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "fleet/steering.h"

namespace perihelion::fleet {

NeighbourShip::NeighbourShip(std::uint32_t shipIndex, std::uint32_t fleetIndex, const ShipType& type,
                             const glm::dvec3& shipHeading, bool moving)
    : heading(shipHeading),
      radius(static_cast<float>(type.radius)),
      inverseRadius(static_cast<float>(1.0 / type.radius)),
      pushRange(static_cast<float>(type.steering.pushRangeRadii * type.radius)),
      minSurfaceRadii(static_cast<float>(type.steering.minSurfaceDistanceRadii)),
      separationWeight(static_cast<float>(type.steering.separationWeight)),
      cosView(static_cast<float>(cosHalfAngle(type.steering.fieldOfView))),
      index(shipIndex),
      fleet(fleetIndex),
      still(!moving),
      limitedView(moving && type.steering.fieldOfView != FieldOfView::Wide) {}

namespace {

/// `self` feels `other`, whose surface is `surface` from its own, along the unit `away` (from other
/// to self) at `distance`.
[[gnu::always_inline]] inline void feel(const NeighbourShip& self, NeighbourPushes& pushes, const NeighbourShip& other,
                                        float awayX, float awayY, float awayZ, float distance, float surface) {
  if (surface >= self.pushRange) return;  // beyond what it sees, however far the grid looked
  pushes.separation = std::min(pushes.separation, surface);
  if (other.still) {
    // Within 1.5 radii: the rest point of one push against an unboosted pull is 1 radius.
    if (surface <= 1.5f * self.radius && other.fleet == self.fleet) pushes.touchesStillMate = true;
  }
  // The field of view is for steering on the move; a ship at rest, or one already overlapping,
  // feels every neighbour, so that overlaps always clear.
  if (self.limitedView && surface > 0.0f &&
      -(self.heading.x * awayX + self.heading.y * awayY + self.heading.z * awayZ) < self.cosView) {
    return;
  }
  if (!self.still || surface < 0.0f) {
    const float push = self.separationWeight / std::max(surface * self.inverseRadius, self.minSurfaceRadii);
    pushes.push.x += awayX * push;
    pushes.push.y += awayY * push;
    pushes.push.z += awayZ * push;
    ++pushes.pushers;
    const bool nearer = surface < pushes.nearestSurface;
    pushes.nearestSurface = nearer ? surface : pushes.nearestSurface;
    pushes.nearestAway.x = nearer ? awayX : pushes.nearestAway.x;
    pushes.nearestAway.y = nearer ? awayY : pushes.nearestAway.y;
    pushes.nearestAway.z = nearer ? awayZ : pushes.nearestAway.z;
  }
  // A ship standing still is braked for like an obstacle; moving ones give way by pushing.
  if (other.still) {
    const glm::dvec3 toOther = -glm::dvec3(awayX, awayY, awayZ) * static_cast<double>(distance);
    pushes.onPath = std::min(pushes.onPath, pathContactDistance(glm::dvec3(0.0), glm::dvec3(self.heading),
                                                                static_cast<double>(self.radius), toOther,
                                                                static_cast<double>(other.radius)));
  }
}

}  // namespace

void addPairPushes(std::uint32_t slot, const NearbyPoints& near, std::span<const NeighbourShip> ships,
                   std::span<NeighbourPushes> pushes) {
  const NeighbourShip& a = ships[slot];
  NeighbourPushes& pa = pushes[slot];
  for (std::size_t h = 0; h < near.hitCount; ++h) {
    const std::uint32_t c = near.hits[h];
    const std::uint32_t k = near.slot[c];
    const NeighbourShip& b = ships[k];
    const float distance = std::sqrt(near.distance2[c]);  // the one square root of a pair
    const float surface = distance - a.radius - b.radius;
    float x = 0.48f, y = 0.6f, z = 0.64f;  // unit, from b to a
    if (distance > 0.0f) {
      const float inverse = 1.0f / distance;
      x = near.x[c] * inverse;
      y = near.y[c] * inverse;
      z = near.z[c] * inverse;
    } else if (b.index < a.index) {  // two ships at one spot push each other apart, opposite ways
      x = -x, y = -y, z = -z;
    }
    feel(a, pa, b, x, y, z, distance, surface);
    feel(b, pushes[k], a, -x, -y, -z, distance, surface);
  }
}

}  // namespace perihelion::fleet
