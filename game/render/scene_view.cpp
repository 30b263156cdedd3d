#include "render/scene_view.h"

#include <algorithm>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "orbit/orbit_sampler.h"
#include "render/drawn_space.h"

namespace perihelion::render {

glm::dvec3 drawnPosition(const world::SolarSystem& system, const world::Body& body, double jdTT) {
  if (body.kind == world::BodyKind::Moon) return DrawnSpace(system, jdTT).at(system.positionOf(body, jdTT)).position;
  return system.positionOf(body, jdTT) * system.display.distanceScale;
}

double drawnRadiusAt(const world::SolarSystem& system, const world::Body& body, double jdTT) {
  if (body.kind == world::BodyKind::Moon) return body.radius * DrawnSpace(system, jdTT).at(system.positionOf(body, jdTT)).scale;
  return drawnRadius(system, body);
}

double drawnRadius(const world::SolarSystem& system, const world::Body& body) {
  const double scale = body.kind == world::BodyKind::Star ? system.display.sunSizeScale : system.display.bodySizeScale;
  return body.radius * scale;
}

namespace {

TailView tailOf(const world::SolarSystem& system, const world::Body& comet, const glm::dvec3& heliocentric,
                const glm::dvec3& eye) {
  const double r = glm::length(heliocentric) / astro::kAuMetres;
  const double lengthAu = std::min(kTailLengthAtOneAu / (r * r), kMaxTailLength);
  const glm::dvec3 start = heliocentric * system.display.distanceScale;
  const double length = lengthAu * astro::kAuMetres * system.display.distanceScale;
  const glm::dvec3 end = start + glm::normalize(heliocentric) * length;
  return {comet.id, toRenderSpace(start, eye), toRenderSpace(end, eye), comet.appearance.color};
}

}  // namespace

SceneView buildSceneView(const world::SolarSystem& system, double jdTT, const glm::dvec3& eye, int orbitSamples) {
  SceneView view;
  view.eye = eye;
  view.bodies.reserve(system.bodies.size());
  const DrawnSpace space(system, jdTT);  // for the moons, which are drawn in their planets' stretched space
  for (const world::Body& body : system.bodies) {
    BodyView b;
    b.id = body.id;
    if (body.kind == world::BodyKind::Moon) {
      const DrawnAt at = space.at(system.positionOf(body, jdTT));
      b.position = at.position;
      b.radius = body.radius * at.scale;
    } else {
      b.position = drawnPosition(system, body, jdTT);
      b.radius = drawnRadius(system, body);
    }
    b.relativeToEye = toRenderSpace(b.position, eye);
    b.orientation = glm::quat(body.rotation.orientationAt(jdTT));
    b.color = body.appearance.color;
    b.texture = body.appearance.texture;
    b.isStar = body.kind == world::BodyKind::Star;
    view.bodies.push_back(std::move(b));
    if (body.moonOrbit) {
      // The moon's ellipse about where its planet is now, drawn through the same stretch.
      const glm::dvec3 planet = system.positionOf(system.body(*body.parent), jdTT);
      const double period = body.moonOrbit->siderealPeriod() / astro::kSecondsPerDay;
      OrbitView orbit;
      orbit.id = body.id;
      orbit.color = body.appearance.color;
      const int samples = std::max(orbitSamples, 16);
      for (int k = 0; k <= samples; ++k) {
        const glm::dvec3 p = planet + body.moonOrbit->offsetAt(jdTT + period * k / samples);
        orbit.relativePoints.push_back(toRenderSpace(space.at(p).position, eye));
      }
      view.orbits.push_back(std::move(orbit));
    }
    if (!body.orbit) continue;
    if (body.kind == world::BodyKind::Comet) {
      view.tails.push_back(tailOf(system, body, system.positionOf(body, jdTT), eye));
    }
    OrbitView orbit;
    orbit.id = body.id;
    orbit.color = body.appearance.color;
    for (const glm::dvec3& p : orbit::sampleOrbit(body.orbit->at(jdTT), jdTT, orbitSamples)) {
      orbit.relativePoints.push_back(toRenderSpace(p * system.display.distanceScale, eye));
    }
    view.orbits.push_back(std::move(orbit));
  }
  return view;
}

}  // namespace perihelion::render
