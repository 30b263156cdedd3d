// A half-line in the world frame: the input of every picking query (raylib's Ray, in doubles).
//
// CONVENTIONS of engine/math (shared by plane.h, sphere.h, intersect.h):
//   - double precision everywhere: the solar system spans 1e13 m and a station is 100 m;
//   - lengths in metres, angles in radians;
//   - world frame right-handed, +z up (the ecliptic north pole), x-y the ecliptic plane;
//   - glm matrices are column-major, column vectors: p' = M * p.
#pragma once

#include <glm/vec3.hpp>

namespace perihelion::engine {

struct Ray {
  glm::dvec3 origin{0.0};     ///< m
  glm::dvec3 direction{0.0};  ///< unit length (the intersection distances are in metres only if it is)
};

/// The point at distance t (m) along the ray: origin + t * direction.
inline glm::dvec3 pointAt(const Ray& ray, double t) { return ray.origin + t * ray.direction; }

}  // namespace perihelion::engine
