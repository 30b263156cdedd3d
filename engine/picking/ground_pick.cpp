// Ground-plane picking with a height; see ground_pick.h.
#include "picking/ground_pick.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "math/intersect.h"

namespace perihelion::engine {

std::optional<GroundPick> pickOnGround(const Ray& ray, const Plane& plane, double height) {
  const RayHit hit = intersect(ray, plane);
  if (!hit.hit) return std::nullopt;
  return GroundPick{hit.point, height, hit.point + plane.normal * height};
}

std::optional<GroundPick> pickOnGroundOrNearest(const Ray& ray, const Plane& plane, double height,
                                                const glm::dvec3& centre) {
  if (const auto pick = pickOnGround(ray, plane, height)) return pick;
  const double length = glm::length(ray.direction);
  if (!(length > 0.0 && std::isfinite(length))) return std::nullopt;
  const glm::dvec3 d = ray.direction / length;
  const glm::dvec3 nearest = ray.origin + d * std::max(0.0, glm::dot(centre - ray.origin, d));
  const glm::dvec3 foot = projectOnto(plane, nearest);
  return GroundPick{foot, height + glm::dot(nearest - foot, plane.normal), nearest + plane.normal * height};
}

// The nearest points of two lines p + s d (the ray, |d| = 1) and a + h n (|n| = 1): with w = p - a,
// b = d.n, the normal equations give h = (d.w b - n.w) / (b^2 - 1) and s = (b n.w - d.w) / (1 - b^2).
std::optional<double> heightUnderRay(const Ray& ray, const glm::dvec3& anchor, const glm::dvec3& normal) {
  const glm::dvec3 d = glm::normalize(ray.direction);
  const glm::dvec3 n = glm::normalize(normal);
  const double b = glm::dot(d, n);
  const double sine2 = 1.0 - b * b;
  if (!(sine2 > kHeightMinSine * kHeightMinSine)) return std::nullopt;
  const glm::dvec3 w = ray.origin - anchor;
  const double dw = glm::dot(d, w);
  const double nw = glm::dot(n, w);
  const double s = (b * nw - dw) / sine2;
  if (s < 0.0) return std::nullopt;
  return (nw - b * dw) / sine2;
}

}  // namespace perihelion::engine
