// Picking a point anywhere in 3D space with a 2D mouse: the cursor's ray meets a ground plane, and a
// height along the plane's normal lifts the point off it (Homeworld's move disc). Pure: rays and
// planes in, points out. Conventions: see math/ray.h.
#pragma once

#include <optional>

#include <glm/vec3.hpp>

#include "math/plane.h"
#include "math/ray.h"

namespace perihelion::engine {

/// A point picked on a ground plane and lifted off it.
struct GroundPick {
  glm::dvec3 onPlane{0.0};  ///< m, where the ray met the plane (the disc's centre)
  double height = 0.0;      ///< m along the plane's normal
  glm::dvec3 point{0.0};    ///< m, onPlane + height * normal: the picked point
};

/// Where the ray meets the plane, lifted by `height` along its normal; nothing when the ray misses
/// the plane (parallel to it, or the plane behind the ray's origin).
std::optional<GroundPick> pickOnGround(const Ray& ray, const Plane& plane, double height);

/// As pickOnGround, but where the ray misses the plane (looking along it or away from it) the pick is the
/// point of the ray nearest `centre` (for orders, the selection's centre), lifted by `height`, standing
/// over its foot on the plane: the point under the cursor at the centre's depth. So every click picks a
/// point, and the disc and line drawn for it say where. Nothing only for a ray with no direction (zero or
/// not finite).
std::optional<GroundPick> pickOnGroundOrNearest(const Ray& ray, const Plane& plane, double height,
                                                const glm::dvec3& centre);

/// Rays closer to parallel to the vertical line than this (sine of the angle) give no height: looking
/// straight down the line, any height lies under the same pixel.
inline constexpr double kHeightMinSine = 0.02;

/// The height, along the unit `normal`, of the point of the vertical line {anchor + h normal} nearest
/// to the ray: dragging the mouse up and down the screen moves that point up and down the line. Nothing
/// when the ray is within kHeightMinSine of parallel to the line, or the nearest point lies behind the
/// ray's origin.
std::optional<double> heightUnderRay(const Ray& ray, const glm::dvec3& anchor, const glm::dvec3& normal);

}  // namespace perihelion::engine
