// The orbit camera's pure operations and matrices; see orbit_camera.h for the contracts.
#include "camera/orbit_camera.h"

#include <algorithm>
#include <cmath>

#include <glm/ext/matrix_clip_space.hpp>
#include <glm/ext/matrix_transform.hpp>
#include <glm/geometric.hpp>
#include <glm/gtc/constants.hpp>

namespace perihelion::engine {
namespace {

constexpr glm::dvec3 kWorldUp{0.0, 0.0, 1.0};

double clampPitch(double pitch) { return std::clamp(pitch, -kMaxPitch, kMaxPitch); }

/// Unit vector from the focus to the eye.
glm::dvec3 eyeDirection(const OrbitCamera& camera) {
  const double pitch = clampPitch(camera.pitch);
  return glm::dvec3(std::cos(pitch) * std::cos(camera.yaw), std::cos(pitch) * std::sin(camera.yaw),
                    std::sin(pitch));
}

/// The screen's right and up directions in the world (unit).
struct ViewBasis {
  glm::dvec3 right;
  glm::dvec3 up;
};

ViewBasis viewBasis(const OrbitCamera& camera) {
  const glm::dvec3 forward = viewDirection(camera);
  const glm::dvec3 right = glm::normalize(glm::cross(forward, kWorldUp));
  return ViewBasis{right, glm::cross(right, forward)};
}

}  // namespace

glm::dvec3 eyePosition(const OrbitCamera& camera) {
  return camera.focus + camera.distance * eyeDirection(camera);
}

glm::dvec3 viewDirection(const OrbitCamera& camera) { return -eyeDirection(camera); }

glm::dmat4 viewMatrix(const OrbitCamera& camera, glm::dvec3 origin) {
  // The rotation comes from the direction alone, never from a difference of two large positions,
  // so it is exact to rounding whatever the eye's coordinates; the translation is -R (eye - origin),
  // exactly zero when origin == eye.
  const glm::dmat4 rotation = glm::lookAtRH(glm::dvec3(0.0), viewDirection(camera), kWorldUp);
  return glm::translate(rotation, -(eyePosition(camera) - origin));
}

// glm::perspectiveRH_ZO with near and far exchanged: z_clip = n z / (f - n) + f n / (f - n),
// w_clip = -z, so depth = z_clip / w_clip is 1 at z = -n and 0 at z = -f (Reed 2015, "reversed-Z").
glm::dmat4 reversedZProjection(double verticalFov, double aspect, double nearPlane, double farPlane) {
  const double focal = 1.0 / std::tan(0.5 * verticalFov);
  glm::dmat4 m(0.0);
  m[0][0] = focal / aspect;
  m[1][1] = focal;
  m[2][2] = nearPlane / (farPlane - nearPlane);
  m[2][3] = -1.0;
  m[3][2] = farPlane * nearPlane / (farPlane - nearPlane);
  return m;
}

glm::dmat4 perspectiveProjection(double verticalFov, double aspect, double nearPlane, double farPlane) {
  return glm::perspectiveRH_NO(verticalFov, aspect, nearPlane, farPlane);
}

double nearPlaneFor(const OrbitCamera& camera) {
  return std::max(kMinNearPlane, kNearPlaneFraction * camera.distance);
}

double farPlaneFor(const OrbitCamera& camera, const Sphere& sceneBounds) {
  const double beyondScene = glm::length(eyePosition(camera) - sceneBounds.center) + sceneBounds.radius;
  return std::max({beyondScene, 2.0 * camera.distance, 2.0 * nearPlaneFor(camera)});
}

OrbitCamera rotated(OrbitCamera camera, double deltaYaw, double deltaPitch) {
  camera.yaw = std::remainder(camera.yaw + deltaYaw, 2.0 * glm::pi<double>());
  camera.pitch = clampPitch(clampPitch(camera.pitch) + deltaPitch);
  return camera;
}

OrbitCamera zoomed(OrbitCamera camera, double wheelSteps, double minDistance, double maxDistance) {
  camera.distance = std::clamp(camera.distance * std::pow(kZoomFactorPerStep, wheelSteps), minDistance,
                               maxDistance);
  return camera;
}

// In the plane through the focus facing the camera, one pixel is 2 d tan(fov / 2) / height metres
// wide (the view spans 2 d tan(fov / 2) vertically at distance d). Moving the camera by -x along
// the screen's right moves that plane's points by +x on screen; y pixels grow downwards.
OrbitCamera panned(OrbitCamera camera, glm::dvec2 pixelDelta, glm::dvec2 viewportSize) {
  const double metresPerPixel = 2.0 * camera.distance * std::tan(0.5 * camera.verticalFov) / viewportSize.y;
  const ViewBasis basis = viewBasis(camera);
  camera.focus += metresPerPixel * (-pixelDelta.x * basis.right + pixelDelta.y * basis.up);
  return camera;
}

// Exponential decay with the factor 2^(-dt / halfLife) per step: the product over steps depends
// only on their total duration, hence frame-rate independence. The distance decays in log space.
OrbitCamera approached(OrbitCamera current, glm::dvec3 targetFocus, double targetDistance,
                       double dtSeconds, double halfLifeSeconds) {
  if (dtSeconds <= 0.0) {
    return current;
  }
  if (halfLifeSeconds <= 0.0) {
    current.focus = targetFocus;
    current.distance = targetDistance;
    return current;
  }
  const double remaining = std::exp2(-dtSeconds / halfLifeSeconds);
  current.focus = targetFocus + remaining * (current.focus - targetFocus);
  current.distance = targetDistance * std::pow(current.distance / targetDistance, remaining);
  return current;
}

}  // namespace perihelion::engine
