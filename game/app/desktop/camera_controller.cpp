#include "desktop/camera_controller.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace perihelion::app {
namespace {

constexpr double kRotationPerDragPixel = 0.005;  ///< radians of yaw or pitch per pixel dragged

}  // namespace

bool CameraController::applyMouse(engine::OrbitCamera& camera, const engine::InputState& input, glm::dvec2 viewport) {
  using engine::MouseButton;
  if (input.pressed(MouseButton::Left) || input.pressed(MouseButton::Right) || input.pressed(MouseButton::Middle)) {
    pressAt_ = input.mouse;
    dragPixels_ = 0.0;
  }
  if (input.pressed(MouseButton::Left)) leftPressWithShift_ = input.shift;
  dragPixels_ = std::max(dragPixels_, glm::length(input.mouse - pressAt_));
  const bool dragging = dragPixels_ >= kDragThresholdPixels;
  const MouseButton rotateButton = leftDragSelects ? MouseButton::Right : MouseButton::Left;
  if (input.down(rotateButton) && dragging && !input.shift) {
    camera = engine::rotated(camera, -input.mouseDelta.x * kRotationPerDragPixel, input.mouseDelta.y * kRotationPerDragPixel);
  }
  const bool rightPans = !leftDragSelects || input.shift;
  if (((input.down(MouseButton::Right) && rightPans) || input.down(MouseButton::Middle) ||
       (input.down(MouseButton::Left) && input.shift)) && dragging) {
    const glm::dvec3 before = camera.focus;
    camera = engine::panned(camera, input.mouseDelta, viewport);
    if (follow_) follow_->offset += camera.focus - before;  // panning while following shifts the view
  }
  if (input.wheel != 0.0) {
    camera = engine::zoomed(camera, input.wheel, minDistance_, kMaxCameraDistance);
    if (follow_) follow_->targetDistance = camera.distance;
  }
  return input.released(MouseButton::Left) && !dragging;
}

std::optional<glm::dvec2> CameraController::selectionDragStart(const engine::InputState& input) const {
  using engine::MouseButton;
  if (!leftDragSelects || leftPressWithShift_ || dragPixels_ < kDragThresholdPixels) return std::nullopt;
  if (!input.down(MouseButton::Left) && !input.released(MouseButton::Left)) return std::nullopt;
  return pressAt_;
}

void CameraController::follow(const engine::OrbitCamera& camera, world::BodyId body, const glm::dvec3& bodyPosition,
                              double distance) {
  follow_ = Follow{body, camera.focus - bodyPosition, std::clamp(distance, kMinCameraDistance, kMaxCameraDistance)};
}

void CameraController::update(engine::OrbitCamera& camera, const glm::dvec3& bodyPosition, double bodyRadius,
                              double dtSeconds) {
  if (!follow_) return;
  minDistance_ = std::max(kMinCameraDistance, bodyRadius * 1.02);
  follow_->targetDistance = std::max(follow_->targetDistance, minDistance_);
  // The transition runs on the offset from the body, not on the body's position: the body itself is
  // always exactly at focus + offset, so a fast planet never drags behind the camera.
  camera.focus = bodyPosition + follow_->offset;
  camera = engine::approached(camera, bodyPosition, follow_->targetDistance, dtSeconds, kFollowHalfLifeSeconds);
  follow_->offset = camera.focus - bodyPosition;
  if (glm::length(follow_->offset) < 1e-3) follow_->offset = glm::dvec3(0.0);
}

}  // namespace perihelion::app
