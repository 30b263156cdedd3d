#include "desktop/frame_camera.h"

#include <cmath>

#include <glm/common.hpp>

namespace perihelion::app {

double FrameCamera::projectedRadiusPixels(double radius, double distance) const {
  if (distance <= radius) return viewport.y;  // inside or touching: fills the view
  return radius / (distance * std::tan(verticalFov / 2.0)) * (viewport.y / 2.0);
}

glm::dvec3 FrameCamera::toScreen(const glm::dvec3& drawnPosition) const {
  return engine::projectToScreen(drawnPosition - eye, viewport, view, projection, depth);
}

engine::Ray FrameCamera::rayThrough(glm::dvec2 pixel) const {
  engine::Ray ray = engine::screenToWorldRay(pixel, viewport, view, projection, depth);
  ray.origin += eye;  // the matrices are relative to the eye
  return ray;
}

FrameCamera makeFrameCamera(const engine::OrbitCamera& camera, glm::dvec2 viewport, engine::DepthMode depth,
                            double sceneRadius) {
  FrameCamera frame;
  frame.eye = engine::eyePosition(camera);
  frame.view = engine::viewMatrix(camera, frame.eye);
  frame.viewport = glm::max(viewport, glm::dvec2(1.0));
  frame.verticalFov = camera.verticalFov;
  const double aspect = frame.viewport.x / frame.viewport.y;
  const double nearPlane = engine::nearPlaneFor(camera);
  const double farPlane = engine::farPlaneFor(camera, engine::Sphere{glm::dvec3(0.0), sceneRadius});
  if (depth == engine::DepthMode::ReversedZ) {
    frame.depth = engine::DepthConvention::ReversedZeroToOne;
    frame.projection = engine::reversedZProjection(camera.verticalFov, aspect, nearPlane, farPlane);
  } else {
    frame.depth = engine::DepthConvention::NegativeOneToOne;
    frame.projection = engine::perspectiveProjection(camera.verticalFov, aspect, nearPlane, farPlane);
  }
  return frame;
}

}  // namespace perihelion::app
