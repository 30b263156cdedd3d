// Maps mouse and keys to the pure camera operations of engine/camera, and follows a body.
//   left drag: rotate       right or middle drag: pan       wheel: zoom (exponential)
// With leftDragSelects (the game, outside build mode) the left drag is left to box selection:
//   right drag: rotate      middle drag, Shift + left drag: pan
// Following keeps the body exactly at the focus while an offset from where the camera was fades
// out over a half-life, so a fast planet never drags behind the camera.
#pragma once

#include <optional>

#include "camera/orbit_camera.h"
#include "platform/window.h"
#include "world/solar_system.h"

namespace perihelion::app {

inline constexpr double kMinCameraDistance = 20.0;   ///< metres: a station's scale
inline constexpr double kMaxCameraDistance = 2e14;   ///< metres: beyond Neptune's orbit at any scale
inline constexpr double kFollowHalfLifeSeconds = 0.18;
inline constexpr double kDragThresholdPixels = 4.0;  ///< a press that moves less is a click

struct Follow {
  world::BodyId body;
  glm::dvec3 offset{0.0};         ///< focus minus body position, fading to zero
  double targetDistance = 0.0;    ///< the distance the transition ends at
};

class CameraController {
 public:
  /// Applies this frame's mouse input (when the HUD does not want it). Returns true when the left
  /// button was released without dragging: a click, for picking.
  bool applyMouse(engine::OrbitCamera& camera, const engine::InputState& input, glm::dvec2 viewport);
  /// After applyMouse: whether `button` was released this frame without dragging (a right click
  /// leaves build mode, while a right drag pans).
  bool clicked(engine::MouseButton button, const engine::InputState& input) const {
    return input.released(button) && dragPixels_ < kDragThresholdPixels;
  }
  /// After applyMouse, with leftDragSelects: the press point of a left drag (no Shift) under way or
  /// released this frame, the other corner being the cursor; nothing otherwise.
  std::optional<glm::dvec2> selectionDragStart(const engine::InputState& input) const;

  /// The left drag selects (a box) instead of rotating; the right drag then rotates.
  bool leftDragSelects = false;

  /// Starts following `body` from the camera's current focus, ending `distance` away.
  void follow(const engine::OrbitCamera& camera, world::BodyId body, const glm::dvec3& bodyPosition, double distance);
  /// Keeps following the same body under a new id (after the data were reloaded).
  void retarget(world::BodyId body) {
    if (follow_) follow_->body = body;
  }
  void stopFollowing() {
    follow_.reset();
    minDistance_ = kMinCameraDistance;
  }
  const std::optional<Follow>& following() const { return follow_; }

  /// Moves the focus onto the followed body (its drawn position this frame, its drawn radius), and
  /// keeps the camera outside it.
  void update(engine::OrbitCamera& camera, const glm::dvec3& bodyPosition, double bodyRadius, double dtSeconds);

 private:
  std::optional<Follow> follow_;
  double minDistance_ = kMinCameraDistance;  ///< just outside the followed body, else kMinCameraDistance
  glm::dvec2 pressAt_{0.0};
  double dragPixels_ = 0.0;
  bool leftPressWithShift_ = false;
};

}  // namespace perihelion::app
