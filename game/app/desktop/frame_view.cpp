#include "desktop/frame_view.h"

#include <algorithm>

#include "astro/units.h"
#include "desktop/moons_on_screen.h"
#include "desktop/owner_colours.h"
#include "render/drawn_space.h"

namespace perihelion::app {

FrameView buildFrameView(const DesktopGame& game, const engine::OrbitCamera& camera, glm::dvec2 viewport,
                         engine::DepthMode depth, double sceneRadius) {
  const world::SolarSystem& system = game.system();
  const sim::GameState& state = game.state();
  FrameView frame;
  frame.renderSeconds = game.renderSeconds();
  frame.camera = makeFrameCamera(camera, viewport, depth, sceneRadius);
  const glm::dvec3 eye = frame.camera.eye;
  frame.scene = render::buildSceneView(system, astro::julianDateOfSeconds(frame.renderSeconds), eye, kOrbitSamples);
  for (render::BodyView& b : frame.scene.bodies) b.crowded = !standsApart(b, frame.scene, system, frame.camera);
  frame.fog = Fog(state, game.player());
  frame.stations = render::stationViews(system, game.stationTypes(), state.stations, frame.renderSeconds, eye);
  std::erase_if(frame.stations, [&](const render::StationView& v) { return !frame.fog.showsStation(v.id, v.owner); });
  for (render::StationView& v : frame.stations) {
    v.tint = stationColour(state, v.owner, game.stationTypes().type(v.type).size);
    if (v.built < 1.0f) v.tint *= 0.45f;  // under construction: dim until it works
  }
  // Ships are drawn only while every id they hold means something in the data (a live edit may
  // remove the planet a fleet is in); the tick holds them still meanwhile.
  if (!fleet::whyFleetsDoNotFit(system, game.shipTypes(), state.fleets)) {
    frame.ships = render::shipViews(system, game.shipTypes(), state.fleets.ships, game.previousShipPositions(),
                                    game.alpha(), frame.renderSeconds, eye, state.time);
    if (frame.fog.on()) std::erase_if(frame.ships, [&](const render::ShipView& v) { return !frame.fog.showsShip(state, v.id); });
    for (render::ShipView& v : frame.ships) v.tint = fleetColour(state, v.fleet);
    frame.fleetMarkers = fleetMarkers(frame.ships, frame.camera);
  }
  frame.ghosts = ghostsOf(state, system, game.player(), frame.renderSeconds);
  if (!frame.ghosts.empty()) {
    const render::DrawnSpace space(system, astro::julianDateOfSeconds(frame.renderSeconds));
    for (Ghost& g : frame.ghosts) g.drawn = space.at(g.position).position;
  }
  return frame;
}

double sceneRadiusOf(const world::SolarSystem& system) {
  double radius = 0.0;
  for (const world::Body& b : system.bodies) {
    if (!b.orbit) continue;
    const orbit::KeplerianSet& k = b.orbit->main().elements().atJ2000;
    radius = std::max(radius, k.semiMajorAxis * (1.0 + k.eccentricity));
  }
  return 1.2 * radius * system.display.distanceScale;
}

}  // namespace perihelion::app
