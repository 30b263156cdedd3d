// Object picking: which of a list of spheres (bodies, stations, fleets) the mouse ray hits first,
// with a minimum on-screen size so that a planet drawn as a few pixels, or as its icon, stays
// clickable. Pure: targets in, the winner out. Conventions: see math/ray.h.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include <glm/vec3.hpp>

#include "math/ray.h"

namespace perihelion::engine {

struct PickTarget {
  glm::dvec3 center{0.0};  ///< m, in the ray's coordinates
  double radius = 0.0;     ///< m, the true size
  std::uint32_t id = 0;    ///< the caller's handle, returned in Pick
};

struct Pick {
  std::uint32_t id = 0;
  double distance = 0.0;  ///< m along the ray to the (possibly enlarged) pick sphere
  glm::dvec3 point{};     ///< m, where the ray enters the pick sphere (exits it if the origin is inside)
};

/// The angle one pixel subtends at the centre of the screen (rad per pixel), the last argument of pickNearest:
/// 2 tan(verticalFov / 2) / viewportHeight; a pixel at distance D is this times D metres wide.
double radiansPerPixelFor(double verticalFov, double viewportHeightPixels);

/// The target whose pick sphere the ray meets first (smallest distance; ties: the smaller id), or
/// nullopt. A target's pick sphere has radius max(radius, minRadiusPixels * radiansPerPixel * D), D
/// the distance from the ray's origin to its centre: a target never looks smaller than
/// minRadiusPixels to the picker. minRadiusPixels = 0 picks by the true radii.
std::optional<Pick> pickNearest(const Ray& ray, std::span<const PickTarget> targets,
                                double minRadiusPixels, double radiansPerPixel);

}  // namespace perihelion::engine
