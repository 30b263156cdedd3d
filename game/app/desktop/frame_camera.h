// The camera as the renderer and the picking see it for one frame: everything derived from the
// OrbitCamera value and the viewport, computed once per frame.
#pragma once

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "camera/orbit_camera.h"
#include "gl/depth_mode.h"
#include "picking/pick_spheres.h"
#include "picking/screen_ray.h"

namespace perihelion::app {

struct FrameCamera {
  glm::dvec3 eye{0.0};            ///< drawn coordinates, metres
  glm::dmat4 view{1.0};           ///< for positions relative to the eye: rotation only
  glm::dmat4 projection{1.0};
  glm::dvec2 viewport{1.0};       ///< pixels
  double verticalFov = 0.78;      ///< radians
  engine::DepthConvention depth = engine::DepthConvention::ReversedZeroToOne;

  /// Radius in pixels of a sphere of `radius` metres at `distance` metres.
  double projectedRadiusPixels(double radius, double distance) const;
  /// What pickNearest takes to turn pixels into a pick radius at a distance (engine::radiansPerPixelFor).
  double radiansPerPixel() const { return engine::radiansPerPixelFor(verticalFov, viewport.y); }
  /// Pixel position (top-left origin) of a drawn position; z > 1 or < 0 means off the depth range.
  glm::dvec3 toScreen(const glm::dvec3& drawnPosition) const;
  /// The ray (drawn coordinates) under a pixel.
  engine::Ray rayThrough(glm::dvec2 pixel) const;
};

/// `sceneRadius`: a sphere round the origin holding everything drawn (metres), for the far plane.
FrameCamera makeFrameCamera(const engine::OrbitCamera& camera, glm::dvec2 viewport, engine::DepthMode depth,
                            double sceneRadius);

}  // namespace perihelion::app
