// A sphere as a value: a body, a pick target, the bounds of a scene. Conventions: see math/ray.h.
#pragma once

#include <glm/vec3.hpp>

namespace perihelion::engine {

struct Sphere {
  glm::dvec3 center{0.0};  ///< m
  double radius = 0.0;     ///< m, >= 0
};

}  // namespace perihelion::engine
