#include "desktop/build_mode.h"

#include "math/intersect.h"
#include "render/scene_view.h"
#include "render/well_view.h"
#include "well/ring_position.h"

namespace perihelion::app {

std::optional<PlacementPreview> previewPlacement(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                                                 const std::vector<world::Station>& stations, const BuildMode& build,
                                                 const engine::Ray& ray, double t) {
  if (build.planet.value >= system.bodies.size() || build.type.value >= catalogue.types.size()) return std::nullopt;
  const world::Body& planet = system.body(build.planet);
  if (!planet.well || planet.well->rings.empty()) return std::nullopt;
  const well::GravityWell& well = *planet.well;
  const glm::dvec3 drawnPlanet = render::drawnPosition(system, planet, astro::julianDateOfSeconds(t));
  const engine::RayHit hit = engine::intersect(ray, engine::planeThrough(drawnPlanet, well.normal()));
  if (!hit.hit) return std::nullopt;

  const well::RingSnap snap = well::nearestRing(well, render::trueOffsetOf(system, planet, drawnPlanet, hit.point));
  PlacementPreview preview;
  preview.request = {build.planet, snap.ring, snap.phase, build.type, t};
  preview.verdict = world::checkPlacement(system, catalogue, stations, preview.request);
  const glm::dvec3 offset = well.offsetOnRing(snap.ring, snap.phase);
  preview.drawnPosition = render::drawnWellPoint(system, planet, drawnPlanet, offset);
  preview.orientation = well::facingPlanet(well, offset);
  preview.drawnRadius = catalogue.type(build.type).radius * render::wellScale(system, planet);
  return preview;
}

}  // namespace perihelion::app
