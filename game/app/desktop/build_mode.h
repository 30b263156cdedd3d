// Build mode: the player has chosen a station type for the selected planet, and the cursor shows
// where it would go. Pure: the cursor's ray in, the snapped placement and the rules' verdict out.
#pragma once

#include <optional>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "math/ray.h"
#include "world/station_placement.h"

namespace perihelion::app {

/// What is being built, and where: the planet whose well takes it and the station type.
struct BuildMode {
  world::BodyId planet;
  world::StationTypeId type;
};

/// Where the cursor would place the station this frame, and whether the rules allow it there.
struct PlacementPreview {
  world::PlacementRequest request;  ///< the snapped ring and phase, at the time given
  world::PlacementVerdict verdict;
  glm::dvec3 drawnPosition{0.0};    ///< the ghost's drawn position, metres
  glm::dquat orientation{1.0, 0.0, 0.0, 0.0};  ///< the ghost faces the planet, like a placed station
  double drawnRadius = 0.0;         ///< metres
};

/// The placement under the cursor: the ray (drawn coordinates) meets the ring plane through the drawn
/// planet, the point is mapped back to a true offset (render::trueOffsetOf) and snapped to the nearest
/// ring (well::nearestRing), and world::checkPlacement judges it at t (TT seconds since J2000).
/// Nothing when the ray misses the plane (parallel to it, or the plane behind the camera) or when the
/// planet or type no longer exists.
std::optional<PlacementPreview> previewPlacement(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                                                 const std::vector<world::Station>& stations, const BuildMode& build,
                                                 const engine::Ray& ray, double t);

}  // namespace perihelion::app
