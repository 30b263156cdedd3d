// The orbit camera as a value, and pure functions on it (raylib rcamera.h's CameraYaw/CameraPitch
// style): it circles a focus point, zooms exponentially, pans in the view plane and glides to a new
// focus. It reads no input: a controller elsewhere maps mouse and keys to these calls. Also the view
// and projection matrices it implies. Conventions: see math/ray.h (metres, radians, +z up).
#pragma once

#include <glm/mat4x4.hpp>
#include <glm/trigonometric.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "math/sphere.h"

namespace perihelion::engine {

/// Pitch limit (rad, 88.8 deg): keeps the view direction off +-z, where an up vector of +z degenerates.
inline constexpr double kMaxPitch = 1.55;
/// Zoom: one wheel step towards the focus multiplies the distance by this (one step out divides).
inline constexpr double kZoomFactorPerStep = 0.85;
/// The near plane is this fraction of the focus distance (a fleet passing 1e-4 of the focus distance
/// from the eye is still drawn), and never closer than kMinNearPlane (m). With reversed-Z and a float
/// depth buffer the precision hardly depends on the near plane, so it can be this small.
inline constexpr double kNearPlaneFraction = 1e-4;
inline constexpr double kMinNearPlane = 1.0;

struct OrbitCamera {
  glm::dvec3 focus{0};    ///< m, world frame: the point looked at and orbited
  double distance = 1e12; ///< m, focus to eye, > 0
  double yaw = 0;         ///< rad about +z; 0 puts the eye on the +x side of the focus, +pi/2 on +y
  double pitch = 0.5;     ///< rad, elevation of the eye above the focus's x-y plane, in [-kMaxPitch, kMaxPitch]
  double verticalFov = glm::radians(45.0);  ///< rad, full angle from the bottom to the top of the view
};

/// The eye: focus + distance * (cos pitch cos yaw, cos pitch sin yaw, sin pitch), m. Every function
/// here treats a pitch outside [-kMaxPitch, kMaxPitch] as clamped.
glm::dvec3 eyePosition(const OrbitCamera& camera);

/// Unit vector from the eye to the focus.
glm::dvec3 viewDirection(const OrbitCamera& camera);

/// Right-handed view matrix (looking down -z of view space, up = the +z side of the world) for a
/// world whose coordinates are given relative to `origin` (m): it maps p - origin to view space.
/// Why: the GPU works in float, whose spacing at 4.5e12 m is 5e5 m, so absolute positions near
/// Neptune cannot place a 100 m station. The renderer subtracts the eye from every position in
/// double on the CPU, converts the small differences to float and passes origin = eyePosition, so
/// the view matrix has no translation at all ("rendering relative to eye": Cozzi and Ring, 3D Engine
/// Design for Virtual Globes, 2011, ch. 5; Ohlarik, "Precisions, Precisions", AGI blog, 2008).
/// origin = {0, 0, 0} gives the plain world-space view matrix.
glm::dmat4 viewMatrix(const OrbitCamera& camera, glm::dvec3 origin);

/// Reversed-Z perspective: view-space z = -nearPlane maps to depth 1 and z = -farPlane to depth 0, for
/// glClipControl(GL_LOWER_LEFT, GL_ZERO_TO_ONE), a 32-bit float depth buffer cleared to 0 and
/// glDepthFunc(GL_GREATER). Float's exponent then cancels the 1/z crowding of depth values, giving
/// nearly constant relative precision from 1 m to 1e13 m (Reed, "Depth Precision Visualized", NVIDIA
/// 2015; Kemen, "Maximizing Depth Buffer Range and Precision", Outerra 2012). Angles rad, planes m.
glm::dmat4 reversedZProjection(double verticalFov, double aspect, double nearPlane, double farPlane);

/// Conventional OpenGL perspective: near -> NDC z -1, far -> +1 (the fallback without glClipControl).
glm::dmat4 perspectiveProjection(double verticalFov, double aspect, double nearPlane, double farPlane);

/// Near plane (m): kNearPlaneFraction of the focus distance, at least kMinNearPlane.
double nearPlaneFor(const OrbitCamera& camera);

/// Far plane (m): beyond every point of `sceneBounds` seen from the eye, and at least twice the
/// focus distance (and the near plane).
double farPlaneFor(const OrbitCamera& camera, const Sphere& sceneBounds);

/// Orbits the focus: yaw += deltaYaw (kept in [-pi, pi]), pitch += deltaPitch clamped to +-kMaxPitch.
OrbitCamera rotated(OrbitCamera camera, double deltaYaw, double deltaPitch);

/// Exponential zoom: distance * kZoomFactorPerStep^wheelSteps (positive steps go in; fractional
/// steps from touchpads compose: two half steps are one step), clamped to [minDistance, maxDistance].
OrbitCamera zoomed(OrbitCamera camera, double wheelSteps, double minDistance, double maxDistance);

/// Drags the world with the cursor: moves the focus (and the eye with it) within the view plane so
/// that every point in the plane through the focus facing the camera follows a cursor moved by
/// pixelDelta (pixels, y down). viewportSize in the same pixels.
OrbitCamera panned(OrbitCamera camera, glm::dvec2 pixelDelta, glm::dvec2 viewportSize);

/// Glides towards a focus and distance, frame-rate independently: after dt, the focus's remaining
/// offset is multiplied by 2^(-dt / halfLife), and so is log(distance / targetDistance) (the distance
/// closes geometrically: zooming 1e12 m -> 1e7 m takes as long as 1e7 -> 1e2). Composes exactly:
/// 10 steps of dt/10 equal 1 step of dt. halfLifeSeconds <= 0 jumps; dtSeconds <= 0 changes nothing.
/// Yaw, pitch and fov are unchanged. Distances > 0.
OrbitCamera approached(OrbitCamera current, glm::dvec3 targetFocus, double targetDistance,
                       double dtSeconds, double halfLifeSeconds);

}  // namespace perihelion::engine
