// Box selection on the screen: which projected points lie inside a rectangle the player dragged.
// Pure: screen points in (from projectToScreen), indices out. Pixels as in screen_ray.h.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace perihelion::engine {

/// A rectangle on the screen, pixels, min <= max.
struct ScreenBox {
  glm::dvec2 min{0.0};
  glm::dvec2 max{0.0};
};

/// The box with corners `a` and `b`, in either order (the press and the release of a drag).
ScreenBox boxBetween(glm::dvec2 a, glm::dvec2 b);

/// Whether a projected point (x, y pixels, z window depth) is inside the box, edges included, and
/// in front of the camera within the depth range (0 <= z <= 1; see projectToScreen).
bool insideBox(const ScreenBox& box, const glm::dvec3& screenPoint);

/// The indices of the points insideBox, in order.
std::vector<std::uint32_t> pointsInBox(const ScreenBox& box, std::span<const glm::dvec3> screenPoints);

}  // namespace perihelion::engine
