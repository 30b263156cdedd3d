// Kinds of ship, from data/ships.json: size, speed and turning limits, and how they steer.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "well/size_class.h"
#include "world/amounts.h"
#include "world/entity_id.h"

namespace perihelion::fleet {

using ShipTypeId = world::EntityId<struct ShipTypeTag>;

/// Which neighbouring ships a ship keeps apart from: all round, the half ahead, or a 90-degree cone ahead.
enum class FieldOfView : std::uint8_t { Wide, Limited, Narrow };

/// Their names in data files, in the enum's order.
inline constexpr std::array<std::string_view, 3> kFieldOfViewNames{"wide", "limited", "narrow"};

constexpr std::optional<FieldOfView> fieldOfViewNamed(std::string_view name) {
  for (std::size_t k = 0; k < kFieldOfViewNames.size(); ++k) {
    if (kFieldOfViewNames[k] == name) return static_cast<FieldOfView>(k);
  }
  return std::nullopt;
}

/// The cosine of the half-angle of a field of view (a neighbour counts when dot(heading, to it) >= this).
constexpr double cosHalfAngle(FieldOfView f) {
  return f == FieldOfView::Wide ? -1.0 : f == FieldOfView::Limited ? 0.0 : 0.70710678118654752;
}

/// The weights of the swarm rule (fleet/steering.h). Data, so designers can tune them.
struct SteeringWeights {
  double pushRangeRadii = 3.0;         ///< obstacles whose surface is within this many ship radii push
  double minSurfaceDistanceRadii = 0.05;  ///< the surface distance in a push's 1/d is clamped to at least this
  double pullBoostPerPusher = 4.0;     ///< the pull is multiplied by max(1, this * n) while n obstacles push
  double separationWeight = 1.0;       ///< scales the pushes of other ships
  double sidestepWeight = 0.25;        ///< a push to the right of the pull, per pusher: breaks head-on deadlocks
  FieldOfView fieldOfView = FieldOfView::Wide;
};

struct ShipType {
  ShipTypeId id;
  std::string name;
  double radius = 0.0;            ///< m
  well::SizeClass sizeClass = well::SizeClass::Small;  ///< which rings of a well its fleet rides
  double maxSpeed = 0.0;          ///< m/s
  double acceleration = 0.0;      ///< m/s^2
  double deceleration = 0.0;      ///< m/s^2, used for braking to arrive
  double manoeuvreTurnRate = 0.0; ///< rad/s at rest
  double cruiseTurnRate = 0.0;    ///< rad/s at full speed; linear in speed between the two
  std::string model;              ///< model file name, for the renderer
  SteeringWeights steering;
  world::Amounts cost;            ///< paid when the ship is queued at a shipyard
  double buildSeconds = 0.0;      ///< game seconds a shipyard takes to build one
  double sensorRange = 0.0;       ///< m: how far it sees for its owner (sim/sight.h)

  /// The turn-rate limit at a speed: from the manoeuvre rate at rest to the cruise rate at full speed.
  double turnRateAt(double speed) const {
    const double f = maxSpeed > 0.0 ? std::clamp(speed / maxSpeed, 0.0, 1.0) : 0.0;
    return manoeuvreTurnRate + (cruiseTurnRate - manoeuvreTurnRate) * f;
  }
};

struct ShipCatalogue {
  std::vector<ShipType> types;  ///< types[k].id.value == k

  const ShipType* find(std::string_view name) const;
  const ShipType& type(ShipTypeId id) const { return types[id.value]; }
};

}  // namespace perihelion::fleet
