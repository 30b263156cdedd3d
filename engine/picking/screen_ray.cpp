// Unprojection of the mouse and projection of world points, with glm's depth-convention-explicit
// project/unproject (glm/ext/matrix_projection.hpp); see screen_ray.h for the contracts.
#include "picking/screen_ray.h"

#include <glm/ext/matrix_projection.hpp>
#include <glm/geometric.hpp>
#include <glm/mat3x3.hpp>
#include <glm/matrix.hpp>
#include <glm/vec4.hpp>

namespace perihelion::engine {
namespace {

glm::dvec4 viewportRect(glm::dvec2 size) { return glm::dvec4(0.0, 0.0, size.x, size.y); }

/// Window coordinates (GL's, origin bottom-left) of a point at a given window depth under the mouse.
glm::dvec3 windowPoint(glm::dvec2 mousePixels, glm::dvec2 viewportSize, double windowDepth) {
  return glm::dvec3(mousePixels.x, viewportSize.y - mousePixels.y, windowDepth);
}

glm::dvec3 unproject(glm::dvec3 window, const glm::dmat4& view, const glm::dmat4& projection,
                     glm::dvec2 viewportSize, DepthConvention depth) {
  return depth == DepthConvention::ReversedZeroToOne
             ? glm::unProjectZO(window, view, projection, viewportRect(viewportSize))
             : glm::unProjectNO(window, view, projection, viewportRect(viewportSize));
}

}  // namespace

// The view's translation is taken out before unprojecting and the eye added back afterwards, in
// double. inverse(projection * view) with the eye 1e12 m out mixes 1e12-sized translations with a
// 1 m near plane; with -1..1 depth, whose near point's w is a difference of nearly equal terms
// (1 - (f + n) / (f - n) for f / n = 1e13), the ray then passed up to 3e-4 of the camera distance
// off the point it was unprojected from (tests/picking_test.cpp, world-frame round trip). Split,
// the error is the rounding of the eye's own coordinates. Valid for any affine view (v = L p + t,
// eye = -L^-1 t); the projection is unchanged.
Ray screenToWorldRay(glm::dvec2 mousePixels, glm::dvec2 viewportSize, const glm::dmat4& view,
                     const glm::dmat4& projection, DepthConvention depth) {
  const glm::dmat3 linear(view);
  const glm::dvec3 eye = -(glm::inverse(linear) * glm::dvec3(view[3]));
  const glm::dmat4 rotationOnly(linear);
  const bool reversed = depth == DepthConvention::ReversedZeroToOne;
  const double nearDepth = reversed ? 1.0 : 0.0;
  const double farDepth = reversed ? 0.0 : 1.0;
  const glm::dvec3 nearPoint = unproject(windowPoint(mousePixels, viewportSize, nearDepth), rotationOnly,
                                         projection, viewportSize, depth);
  const glm::dvec3 farPoint = unproject(windowPoint(mousePixels, viewportSize, farDepth), rotationOnly,
                                        projection, viewportSize, depth);
  return Ray{eye + nearPoint, glm::normalize(farPoint - nearPoint)};
}

glm::dvec3 projectToScreen(glm::dvec3 world, glm::dvec2 viewportSize, const glm::dmat4& view,
                           const glm::dmat4& projection, DepthConvention depth) {
  const glm::dvec3 window = depth == DepthConvention::ReversedZeroToOne
                                ? glm::projectZO(world, view, projection, viewportRect(viewportSize))
                                : glm::projectNO(world, view, projection, viewportRect(viewportSize));
  return glm::dvec3(window.x, viewportSize.y - window.y, window.z);
}

}  // namespace perihelion::engine
