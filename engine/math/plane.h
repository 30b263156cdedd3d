// An infinite plane as a value, {normal, offset}: the ground of picking (the ecliptic, a planet's
// tilted ring plane, a plane at a fleet's altitude). Conventions: see math/ray.h.
#pragma once

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

namespace perihelion::engine {

/// The points p with dot(normal, p) == offset.
struct Plane {
  glm::dvec3 normal{0.0, 0.0, 1.0};  ///< unit length
  double offset = 0.0;               ///< m, signed distance of the plane from the world origin along normal
};

/// The plane through `point` (m) perpendicular to `normal` (any non-zero length; it is normalised).
inline Plane planeThrough(glm::dvec3 point, glm::dvec3 normal) {
  const glm::dvec3 n = glm::normalize(normal);
  return Plane{n, glm::dot(n, point)};
}

/// The point of `plane` nearest to `p` (its orthogonal projection).
inline glm::dvec3 projectOnto(const Plane& plane, const glm::dvec3& p) {
  return p - plane.normal * (glm::dot(plane.normal, p) - plane.offset);
}

/// The ecliptic, z = 0, normal +z (north).
inline Plane eclipticPlane() { return Plane{glm::dvec3(0.0, 0.0, 1.0), 0.0}; }

}  // namespace perihelion::engine
