#include "desktop/moons_on_screen.h"

#include <algorithm>
#include <cmath>

namespace perihelion::app {

bool standsApart(const render::BodyView& body, const render::SceneView& scene, const world::SolarSystem& system,
                 const FrameCamera& camera) {
  const world::Body& b = system.body(body.id);
  if (!b.parent) return true;
  const auto planet = std::find_if(scene.bodies.begin(), scene.bodies.end(),
                                   [&](const render::BodyView& p) { return p.id == *b.parent; });
  if (planet == scene.bodies.end()) return true;
  const glm::dvec3 moon = camera.toScreen(body.position), centre = camera.toScreen(planet->position);
  return std::hypot(moon.x - centre.x, moon.y - centre.y) >= kMoonApartPixels;
}

}  // namespace perihelion::app
