#include "render/scene_view.h"

#include <algorithm>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "orbit/orbit_sampler.h"

namespace perihelion::render {

glm::dvec3 drawnPosition(const world::SolarSystem& system, const world::Body& body, double jdTT) {
  return system.positionOf(body, jdTT) * system.display.distanceScale;
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
  for (const world::Body& body : system.bodies) {
    // Not the moons yet: at the drawn planets' 200 times they would be inside their planets, and the
    // stretched space round a planet (drawn_space.h) has no room for them yet (issue 21).
    if (body.kind == world::BodyKind::Moon) continue;
    BodyView b;
    b.id = body.id;
    b.position = drawnPosition(system, body, jdTT);
    b.relativeToEye = toRenderSpace(b.position, eye);
    b.radius = drawnRadius(system, body);
    b.orientation = glm::quat(body.rotation.orientationAt(jdTT));
    b.color = body.appearance.color;
    b.texture = body.appearance.texture;
    b.isStar = body.kind == world::BodyKind::Star;
    view.bodies.push_back(std::move(b));
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
