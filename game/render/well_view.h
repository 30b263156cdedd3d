// What the renderer draws of the gravity wells, computed without GL: ring circles and stations.
//
// A planet is drawn bodySizeScale times its true size, so everything in its well is drawn at that same
// scale round the drawn planet, or the inner rings and their stations would sit inside the drawn
// sphere: drawn point = drawnPosition(planet) + trueOffset * wellScale(planet). Station sizes scale
// likewise. Picking undoes the mapping with trueOffsetOf.
#pragma once

#include <cstdint>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "world/station.h"

namespace perihelion::render {

/// Drawn metres per true metre inside a planet's well: drawnRadius(planet) / planet.radius.
double wellScale(const world::SolarSystem& system, const world::Body& planet);

/// The drawn position of a point `offset` (true metres, ecliptic axes) from the planet's centre, at
/// jdTT; `drawnPlanet` is drawnPosition(system, planet, jdTT).
glm::dvec3 drawnWellPoint(const world::SolarSystem& system, const world::Body& planet, const glm::dvec3& drawnPlanet,
                          const glm::dvec3& offset);
/// The inverse: the true offset from the planet's centre of a drawn point (a picking ray's hit).
glm::dvec3 trueOffsetOf(const world::SolarSystem& system, const world::Body& planet, const glm::dvec3& drawnPlanet,
                        const glm::dvec3& drawnPoint);


struct StationView {
  world::StationId id;
  world::StationTypeId type;
  world::BodyId planet;
  std::uint32_t ring = 0;
  glm::dvec3 position{0.0};       ///< drawn position, metres (picking uses this)
  glm::dvec3 planetPosition{0.0}; ///< its planet's drawn position, metres
  glm::vec3 relativeToEye{0.0f};  ///< toRenderSpace(position, eye)
  glm::quat orientation{1.0f, 0.0f, 0.0f, 0.0f};  ///< station to ecliptic: +x faces the planet, +z the ring normal
  double radius = 0.0;            ///< drawn radius, metres
  world::PlayerId owner = world::kNobody;
  float built = 1.0f;             ///< how far built, 0 to 1 (1: working)
  glm::vec3 tint{1.0f};           ///< sRGB: its owner's colour (the app fills it in)
};

/// A station as drawn at t (TT seconds since J2000), seen from `eye` (drawn metres). Its pose comes
/// from world::stationPose, the one function that places stations. The station must be world::wellHolds.
StationView stationView(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                        const world::Station& station, double t, const glm::dvec3& eye);

/// Every station that world::stationFits, in the order given.
std::vector<StationView> stationViews(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                                      const std::vector<world::Station>& stations, double t, const glm::dvec3& eye);

/// Markers drawn on each ring, evenly spaced, turning with it: they show which way and how fast it goes
/// round (the outermost's hold still).
inline constexpr int kRingMarkers = 12;

/// How opaque a ring's markers are drawn (0 to 1) when it turns at `angularSpeed` (rad/s) and a frame
/// shows `secondsPerFrame` of game time: fully while the markers move at most an eighth of their spacing
/// a frame, fading out by a quarter. A pattern that moves half its spacing a frame or more is aliased
/// (it seems to stand, or to turn backwards, as a film's wagon wheels do: the Nyquist limit), so fast
/// rings are drawn as plain circles rather than strobing.
float ringMarkerAlpha(double angularSpeed, double secondsPerFrame, int markers = kRingMarkers);

struct RingView {
  std::uint32_t ring = 0;                 ///< 0 = innermost
  std::vector<glm::vec3> relativePoints;  ///< camera-relative circle in the ring plane, first == last
  std::vector<glm::vec3> markers;         ///< camera-relative: kRingMarkers points turning with the ring; none when faded out
  float markerAlpha = 1.0f;               ///< ringMarkerAlpha at this frame's pace
};

/// The rings of a planet's well at t (TT seconds since J2000), `samples` segments each, their markers as
/// a frame showing `secondsPerFrame` of game time draws them; empty for a body without a well.
std::vector<RingView> ringViews(const world::SolarSystem& system, const world::Body& planet, double t,
                                const glm::dvec3& eye, int samples, double secondsPerFrame = 0.0);

}  // namespace perihelion::render
