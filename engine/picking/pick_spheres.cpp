// Nearest-sphere picking with a minimum pick radius in pixels; see pick_spheres.h.
#include "picking/pick_spheres.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "math/intersect.h"
#include "math/sphere.h"

namespace perihelion::engine {

double radiansPerPixelFor(double verticalFov, double viewportHeightPixels) {
  return 2.0 * std::tan(0.5 * verticalFov) / viewportHeightPixels;
}

std::optional<Pick> pickNearest(const Ray& ray, std::span<const PickTarget> targets,
                                double minRadiusPixels, double radiansPerPixel) {
  std::optional<Pick> best;
  for (const PickTarget& target : targets) {
    const double minRadius = minRadiusPixels * radiansPerPixel * glm::length(target.center - ray.origin);
    const RayHit hit = intersect(ray, Sphere{target.center, std::max(target.radius, minRadius)});
    if (!hit.hit) {
      continue;
    }
    const bool better = !best || hit.distance < best->distance ||
                        (hit.distance == best->distance && target.id < best->id);
    if (better) {
      best = Pick{target.id, hit.distance, hit.point};
    }
  }
  return best;
}

}  // namespace perihelion::engine
