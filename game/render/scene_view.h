// What the renderer draws this frame, computed from the simulation without any GL: bodies with
// their drawn positions and sizes, and the orbit lines. Positions stay in double until
// toRenderSpace, the one place where they become floats relative to the camera.
#pragma once

#include <string>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "world/solar_system.h"

namespace perihelion::render {

/// Converts a drawn (double, metres) position to the float, camera-relative position the GPU gets.
/// Subtracting in double first keeps an object near the camera precise to a millimetre even at
/// Neptune's 4.5e12 m: without it a float world position would jitter by hundreds of kilometres.
inline glm::vec3 toRenderSpace(const glm::dvec3& drawnPosition, const glm::dvec3& eye) {
  return glm::vec3(drawnPosition - eye);
}

/// A body's position as drawn: the heliocentric position times the display's distance scale; a moon's, where
/// its planet's stretched space puts it (render/drawn_space.h).
glm::dvec3 drawnPosition(const world::SolarSystem& system, const world::Body& body, double jdTT);
/// A body's radius as drawn: the real radius times the body-size (or, for the star, sun-size) scale.
double drawnRadius(const world::SolarSystem& system, const world::Body& body);
/// The same at a date: a moon's radius times the stretch where it is (drawn as ships there are).
double drawnRadiusAt(const world::SolarSystem& system, const world::Body& body, double jdTT);

struct BodyView {
  world::BodyId id;
  glm::dvec3 position{0.0};      ///< drawn position, metres (picking and camera focus use this)
  glm::vec3 relativeToEye{0.0f};  ///< toRenderSpace(position, eye)
  double radius = 0.0;            ///< drawn radius, metres
  glm::quat orientation{1.0f, 0.0f, 0.0f, 0.0f};  ///< body to ecliptic, axial tilt and spin
  glm::vec3 color{1.0f};
  std::string texture;
  bool isStar = false;
  /// A moon on its planet's dot in the view it is seen in: not named nor clickable on its own (set by the
  /// desktop once it has a camera: app/desktop/moons_on_screen.h).
  bool crowded = false;
};

struct OrbitView {
  world::BodyId id;
  std::vector<glm::vec3> relativePoints;  ///< camera-relative, first and last at the body
  glm::vec3 color{1.0f};
};

/// A comet's tail, drawn as a line that fades from the comet outwards. Display only: it points away
/// from the Sun (where the ion tail points) and its length is a display choice, kTailLengthAtOneAu
/// times (1 au / r)^2 (the sunlight that drives it falls as 1/r^2), at most kMaxTailLength.
struct TailView {
  world::BodyId id;
  glm::vec3 relativeStart{0.0f};  ///< camera-relative, at the comet
  glm::vec3 relativeEnd{0.0f};    ///< camera-relative, the far end
  glm::vec3 color{1.0f};
};

// Display choices: in the default view of the inner system (about 200 px to the au) a much shorter tail
// hides behind the comet's icon.
inline constexpr double kTailLengthAtOneAu = 0.2;  ///< au, before the display's distance scale
inline constexpr double kMaxTailLength = 0.6;      ///< au

struct SceneView {
  glm::dvec3 eye{0.0};
  std::vector<BodyView> bodies;  ///< in id order
  std::vector<OrbitView> orbits;
  std::vector<TailView> tails;   ///< one per comet
};

/// The scene at a Julian date (TT) seen from `eye` (drawn coordinates, metres).
SceneView buildSceneView(const world::SolarSystem& system, double jdTT, const glm::dvec3& eye, int orbitSamples);

}  // namespace perihelion::render
