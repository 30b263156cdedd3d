// The camera as the player drives it: clicks versus drags, zoom limits, and following a moving body.
#include <gtest/gtest.h>

#include <glm/geometric.hpp>

#include "desktop/camera_controller.h"

namespace perihelion::app {
namespace {

using engine::InputState;
using engine::MouseButton;

InputState press(glm::dvec2 at) {
  InputState in;
  in.mouse = at;
  in.buttonDown[0] = in.buttonPressed[0] = true;
  return in;
}

InputState move(glm::dvec2 at, glm::dvec2 delta) {
  InputState in;
  in.mouse = at;
  in.mouseDelta = delta;
  in.buttonDown[0] = true;
  return in;
}

InputState release(glm::dvec2 at) {
  InputState in;
  in.mouse = at;
  in.buttonReleased[0] = true;
  return in;
}

TEST(CameraController, APressWithoutMovementIsAClickAndADragIsNot) {
  CameraController controller;
  engine::OrbitCamera camera;
  const glm::dvec2 viewport{800, 600};
  EXPECT_FALSE(controller.applyMouse(camera, press({100, 100}), viewport));
  EXPECT_TRUE(controller.applyMouse(camera, release({101, 100}), viewport));  // 1 px: still a click

  const double yawBefore = camera.yaw;
  controller.applyMouse(camera, press({100, 100}), viewport);
  controller.applyMouse(camera, move({140, 100}, {40, 0}), viewport);
  EXPECT_FALSE(controller.applyMouse(camera, release({140, 100}), viewport));  // a drag rotates instead
  EXPECT_NE(camera.yaw, yawBefore);
}

TEST(CameraController, FollowingEndsExactlyOnAMovingBody) {
  CameraController controller;
  engine::OrbitCamera camera;
  camera.focus = {0, 0, 0};
  camera.distance = 1e11;
  glm::dvec3 body{1.5e11, 0, 0};
  controller.follow(camera, world::BodyId{3}, body, 1e9);
  for (int frame = 0; frame < 600; ++frame) {  // ten seconds at 60 Hz, the body moving fast
    body += glm::dvec3(0, 3e7, 0);
    controller.update(camera, body, 6.4e6, 1.0 / 60.0);
  }
  // After 55 half-lives the 1.5e11 m offset is below a millimetre and snaps to zero: the body sits
  // exactly at the focus, with no lag however fast it moves.
  EXPECT_EQ(camera.focus, body);
  EXPECT_NEAR(camera.distance, 1e9, 1.0);
}

TEST(CameraController, HalfTheOffsetRemainsAfterOneHalfLife) {
  CameraController controller;
  engine::OrbitCamera camera;
  camera.focus = {0, 0, 0};
  camera.distance = 1e9;
  const glm::dvec3 body{1000, 0, 0};
  controller.follow(camera, world::BodyId{1}, body, 1e9);
  controller.update(camera, body, 1.0, kFollowHalfLifeSeconds);
  EXPECT_NEAR(glm::length(camera.focus - body), 500.0, 1e-6);
}

TEST(CameraController, TheCameraStaysOutsideTheFollowedBody) {
  CameraController controller;
  engine::OrbitCamera camera;
  camera.distance = 1e8;
  const glm::dvec3 body{0, 0, 0};
  controller.follow(camera, world::BodyId{1}, body, 1e8);
  controller.update(camera, body, 6.4e7, 0.0);
  InputState zoomIn;
  zoomIn.wheel = 200.0;  // far more than needed to reach the minimum
  controller.applyMouse(camera, zoomIn, {800, 600});
  EXPECT_GE(camera.distance, 6.4e7);
  controller.stopFollowing();
  controller.applyMouse(camera, zoomIn, {800, 600});
  EXPECT_NEAR(camera.distance, kMinCameraDistance, 1e-9);  // free flight goes down to a station's scale
}

}  // namespace
}  // namespace perihelion::app
