// Box selection; see box_select.h.
#include "picking/box_select.h"

#include <glm/common.hpp>

namespace perihelion::engine {

ScreenBox boxBetween(glm::dvec2 a, glm::dvec2 b) { return ScreenBox{glm::min(a, b), glm::max(a, b)}; }

bool insideBox(const ScreenBox& box, const glm::dvec3& p) {
  return p.z >= 0.0 && p.z <= 1.0 && p.x >= box.min.x && p.x <= box.max.x && p.y >= box.min.y && p.y <= box.max.y;
}

std::vector<std::uint32_t> pointsInBox(const ScreenBox& box, std::span<const glm::dvec3> screenPoints) {
  std::vector<std::uint32_t> inside;
  for (std::size_t k = 0; k < screenPoints.size(); ++k) {
    if (insideBox(box, screenPoints[k])) inside.push_back(static_cast<std::uint32_t>(k));
  }
  return inside;
}

}  // namespace perihelion::engine
