// Mouse pixel -> world ray, and world point -> pixel: the two halves of picking and of drawing
// labels (raylib's GetScreenToWorldRayEx / GetWorldToScreenEx). Pure: the viewport is a parameter,
// nothing reads the window. Conventions: see math/ray.h.
//
// Pixels: origin at the TOP-left corner of the viewport, y down, as GLFW reports the cursor; the
// mouse and the viewport size must be in the same unit (on a HiDPI screen, either both in window
// coordinates or both in framebuffer pixels). Coordinates are continuous: (0, 0) is the top-left
// corner of the first pixel, (width, height) the bottom-right corner of the last.
#pragma once

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "math/ray.h"

namespace perihelion::engine {

/// How clip-space depth maps to window depth; must match the projection matrix and the GL state.
enum class DepthConvention {
  NegativeOneToOne,   ///< OpenGL's default: NDC z in [-1, 1], near -> window depth 0, far -> 1
  ReversedZeroToOne,  ///< glClipControl(GL_LOWER_LEFT, GL_ZERO_TO_ONE) + reversed-Z: near -> 1, far -> 0
};

/// The ray under the mouse, from the point on the near plane towards the far plane (unit direction).
/// `view` and `projection` are the matrices the frame was drawn with; the ray is in the coordinates
/// `view` takes as input: with a view built relative to an origin (viewMatrix(camera, eye)), add that
/// origin to ray.origin to get world coordinates (which is also the more precise way, see the tests).
/// The projection must have a finite far plane (an infinite reversed-Z one puts the far point at infinity).
Ray screenToWorldRay(glm::dvec2 mousePixels, glm::dvec2 viewportSize, const glm::dmat4& view,
                     const glm::dmat4& projection,
                     DepthConvention depth = DepthConvention::NegativeOneToOne);

/// Where a point lands on the screen: x, y in pixels (top-left origin, y down), z the window depth.
/// The point is in front of the eye and between the near and far planes iff 0 <= z <= 1; points
/// behind the eye give a z outside [0, 1] in both conventions (and a mirrored x, y: don't draw them).
glm::dvec3 projectToScreen(glm::dvec3 world, glm::dvec2 viewportSize, const glm::dmat4& view,
                           const glm::dmat4& projection,
                           DepthConvention depth = DepthConvention::NegativeOneToOne);

}  // namespace perihelion::engine
