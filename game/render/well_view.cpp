#include "render/well_view.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "astro/units.h"
#include "render/scene_view.h"
#include "well/ring_position.h"

namespace perihelion::render {

double wellScale(const world::SolarSystem& system, const world::Body& planet) {
  return drawnRadius(system, planet) / planet.radius;
}

glm::dvec3 drawnWellPoint(const world::SolarSystem& system, const world::Body& planet, const glm::dvec3& drawnPlanet,
                          const glm::dvec3& offset) {
  return drawnPlanet + offset * wellScale(system, planet);
}

glm::dvec3 trueOffsetOf(const world::SolarSystem& system, const world::Body& planet, const glm::dvec3& drawnPlanet,
                        const glm::dvec3& drawnPoint) {
  return (drawnPoint - drawnPlanet) / wellScale(system, planet);
}

namespace {

/// A station's view, its planet's heliocentric position at t already known.
StationView stationViewAt(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                          const world::Station& station, const glm::dvec3& planetPosition, double t,
                          const glm::dvec3& eye) {
  const world::Body& planet = system.body(station.planet);
  const world::StationPose pose = world::stationPose(planet, planetPosition, station, t);
  StationView view;
  view.id = station.id;
  view.type = station.type;
  view.planet = station.planet;
  view.ring = station.at.ring;
  // The same drawn planet position the scene view computes (drawnPosition at the same date).
  view.planetPosition = pose.planetPosition * system.display.distanceScale;
  view.position = drawnWellPoint(system, planet, view.planetPosition, pose.offset);
  view.relativeToEye = toRenderSpace(view.position, eye);
  view.orientation = glm::quat(pose.orientation);
  const world::StationType& type = catalogue.type(station.type);
  view.radius = type.radius * wellScale(system, planet);
  view.owner = station.owner;
  view.built = station.built() || !(type.buildSeconds > 0.0)
                   ? 1.0f
                   : static_cast<float>(1.0 - station.buildSecondsLeft / type.buildSeconds);
  return view;
}

}  // namespace

StationView stationView(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                        const world::Station& station, double t, const glm::dvec3& eye) {
  const glm::dvec3 planet = system.positionOf(system.body(station.planet), astro::julianDateOfSeconds(t));
  return stationViewAt(system, catalogue, station, planet, t, eye);
}

std::vector<StationView> stationViews(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                                      const std::vector<world::Station>& stations, double t, const glm::dvec3& eye) {
  std::vector<StationView> views;
  views.reserve(stations.size());
  // Each planet's orbit once, however many stations it has.
  std::vector<std::optional<glm::dvec3>> planets(system.bodies.size());
  for (const world::Station& s : stations) {
    if (!world::stationFits(system, catalogue, s)) continue;
    std::optional<glm::dvec3>& planet = planets[s.planet.value];
    if (!planet) planet = system.positionOf(system.body(s.planet), astro::julianDateOfSeconds(t));
    views.push_back(stationViewAt(system, catalogue, s, *planet, t, eye));
  }
  return views;
}

float ringMarkerAlpha(double angularSpeed, double secondsPerFrame, int markers) {
  const double spacingsPerFrame = angularSpeed * secondsPerFrame / (astro::kTwoPi / markers);
  return static_cast<float>(std::clamp(2.0 - 8.0 * spacingsPerFrame, 0.0, 1.0));  // 1 to 1/8, 0 from 1/4
}

std::vector<RingView> ringViews(const world::SolarSystem& system, const world::Body& planet, double t,
                                const glm::dvec3& eye, int samples, double secondsPerFrame) {
  std::vector<RingView> views;
  if (!planet.well || samples < 3) return views;
  const glm::dvec3 centre = drawnPosition(system, planet, astro::julianDateOfSeconds(t));
  for (std::uint32_t k = 0; k < planet.well->rings.size(); ++k) {
    RingView ring;
    ring.ring = k;
    ring.relativePoints.reserve(static_cast<std::size_t>(samples) + 1);
    for (int s = 0; s <= samples; ++s) {
      const double phase = astro::kTwoPi * (s == samples ? 0 : s) / samples;
      const glm::dvec3 p = drawnWellPoint(system, planet, centre, planet.well->offsetOnRing(k, phase));
      ring.relativePoints.push_back(toRenderSpace(p, eye));
    }
    const well::Ring& r = planet.well->rings[k];
    ring.markerAlpha = ringMarkerAlpha(r.angularSpeed(), secondsPerFrame);
    for (int m = 0; m < kRingMarkers && ring.markerAlpha > 0.0f; ++m) {
      // Each marker placed at phase 2 pi m / M at J2000, as a station would be: analytic, no drift.
      const well::RingPosition at{k, astro::kTwoPi * m / kRingMarkers, 0.0};
      const glm::dvec3 p = drawnWellPoint(system, planet, centre, well::offsetAt(*planet.well, at, t));
      ring.markers.push_back(toRenderSpace(p, eye));
    }
    views.push_back(std::move(ring));
  }
  return views;
}

}  // namespace perihelion::render
