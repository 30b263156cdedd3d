// Ray queries against planes and spheres: a ray in, a RayHit out by value (raylib's RayCollision,
// GetRayCollisionSphere; in doubles). Pure functions. Conventions: see math/ray.h.
#pragma once

#include <glm/vec3.hpp>

#include "math/plane.h"
#include "math/ray.h"
#include "math/sphere.h"

namespace perihelion::engine {

/// The result of a ray query. A miss has hit == false and every other field zero (never NaN).
struct RayHit {
  bool hit = false;
  double distance = 0;    ///< m along the ray from its origin, >= 0
  glm::dvec3 point{};     ///< m, world frame
  glm::dvec3 normal{};    ///< unit surface normal on the side the ray comes from: dot(normal, direction) <= 0
};

/// Rays closer to parallel than this (|dot(direction, normal)| / |direction|, i.e. the sine of the
/// grazing angle) miss a plane: a 1e-12 rad graze on a plane 1e13 m away still hits within 1e25 m,
/// beyond anything in the game, so nothing pickable is lost, and the division stays finite.
inline constexpr double kParallelEpsilon = 1e-12;

/// Where the ray meets the plane. A miss if the ray is parallel to it (kParallelEpsilon), or if the
/// plane lies behind the origin (t < 0). A ray starting on the plane (and not parallel) hits at 0.
RayHit intersect(const Ray& ray, const Plane& plane);

/// The nearest point of the sphere at t >= 0 along the ray: the near side from outside, the far side
/// from inside, the touching point for a tangent ray. Accurate for a 100 m sphere 4.5e12 m away.
RayHit intersect(const Ray& ray, const Sphere& sphere);

}  // namespace perihelion::engine
