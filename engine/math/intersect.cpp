// Ray-plane and ray-sphere intersection in doubles; see intersect.h for the contracts.
#include "math/intersect.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace perihelion::engine {
namespace {

/// A hit at parameter t >= 0 with the given outward normal, turned to face the ray.
RayHit makeHit(const Ray& ray, double t, glm::dvec3 normal) {
  RayHit h;
  h.hit = true;
  h.distance = std::max(0.0, t);  // also turns a -0.0 from 0 / negative into +0.0
  h.point = pointAt(ray, h.distance);
  h.normal = glm::dot(normal, ray.direction) > 0.0 ? -normal : normal;
  return h;
}

}  // namespace

// Solve dot(n, o + t d) = offset for t: t = (offset - dot(n, o)) / dot(n, d).
RayHit intersect(const Ray& ray, const Plane& plane) {
  const double denom = glm::dot(plane.normal, ray.direction);
  if (!(std::fabs(denom) > kParallelEpsilon * glm::length(ray.direction))) {
    return {};  // parallel (or a NaN direction): no single crossing point
  }
  const double t = (plane.offset - glm::dot(plane.normal, ray.origin)) / denom;
  if (t < 0.0) {
    return {};  // the plane is behind the ray
  }
  return makeHit(ray, t, plane.normal);
}

// Everything is computed relative to the sphere's centre, and the discriminant from the ray's
// perpendicular offset from the centre instead of b^2 - 4ac: Haines, Guenther, Akenine-Moeller,
// "Precision Improvements for Ray/Sphere Intersection", Ray Tracing Gems (2019), ch. 7, eq. 7.5-7.8.
// The textbook quadratic in absolute coordinates computes |o - c|^2 - r^2 with |o - c|^2 ~ 2e25 m^2
// for a sphere at 4.5e12 m, whose rounding (~4e9 m^2) swamps r^2 = 1e4 m^2 of a station: it misses.
RayHit intersect(const Ray& ray, const Sphere& sphere) {
  const glm::dvec3 f = ray.origin - sphere.center;  // centre to origin
  const glm::dvec3 d = ray.direction;               // unit
  const double r2 = sphere.radius * sphere.radius;
  const double b = -glm::dot(f, d);                 // t of the point closest to the centre
  const glm::dvec3 perpendicular = f + b * d;       // centre to that point, |.| ~ its miss distance
  const double discriminant = r2 - glm::dot(perpendicular, perpendicular);
  if (discriminant < 0.0) {
    return {};
  }
  // The two roots of t^2 - 2 b t + c = 0 without cancellation: q = b + sign(b) sqrt(disc), t = q and c / q.
  const double c = glm::dot(f, f) - r2;
  const double q = b + std::copysign(std::sqrt(discriminant), b);
  double tNear = q;
  double tFar = q;
  if (q != 0.0) {
    tNear = std::min(q, c / q);
    tFar = std::max(q, c / q);
  }
  const double t = tNear >= 0.0 ? tNear : tFar;
  if (t < 0.0) {
    return {};  // the sphere is behind the ray
  }
  const glm::dvec3 outward = sphere.radius > 0.0 ? (f + t * d) / sphere.radius : -d;
  return makeHit(ray, t, outward);
}

}  // namespace perihelion::engine
