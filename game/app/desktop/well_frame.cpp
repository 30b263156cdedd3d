#include "desktop/well_frame.h"

#include <algorithm>

#include <glm/geometric.hpp>

#include "desktop/frame_view.h"
#include "render/scene_view.h"

namespace perihelion::app {
namespace {

constexpr glm::vec4 kRingColor{0.55f, 0.72f, 0.95f, 0.35f};
constexpr glm::vec4 kRingTakesType{0.45f, 1.0f, 0.55f, 0.55f};
constexpr glm::vec4 kRingRefusesType{0.6f, 0.6f, 0.6f, 0.18f};

glm::vec4 ringColor(const world::Body& planet, std::uint32_t ring, const world::StationCatalogue& catalogue,
                    const WellFocus& focus) {
  if (!focus.build || focus.build->planet != planet.id || focus.build->type.value >= catalogue.types.size()) {
    return kRingColor;
  }
  const bool takes = planet.well->rings[ring].accepts.contains(catalogue.type(focus.build->type).size);
  glm::vec4 color = takes ? kRingTakesType : kRingRefusesType;
  if (focus.preview && focus.preview->request.ring == ring) color.a = std::min(1.0f, color.a + 0.4f);
  return color;
}

bool showsRings(const world::SolarSystem& system, const world::Body& planet, const WellFocus& focus,
                std::span<const render::StationView> stations, const FrameCamera& camera, double t) {
  if (!planet.well) return false;
  if (focus.selectedBody == planet.id || (focus.build && focus.build->planet == planet.id)) return true;
  if (focus.selectedStation) {
    for (const render::StationView& s : stations) {
      if (s.id == *focus.selectedStation && s.planet == planet.id) return true;
    }
  }
  const glm::dvec3 position = render::drawnPosition(system, planet, astro::julianDateOfSeconds(t));
  return glm::length(position - camera.eye) < kRingsVisibleWithinRadii * render::drawnRadius(system, planet);
}

}  // namespace

bool stationShown(const FrameCamera& camera, const render::StationView& station) {
  const double distance = glm::length(station.position - camera.eye);
  return camera.projectedRadiusPixels(glm::length(station.position - station.planetPosition), distance) >=
         2.0 * kIconRadiusPixels;
}

std::vector<engine::PickTarget> stationPickTargets(const std::vector<render::StationView>& stations,
                                                   const FrameCamera& camera) {
  std::vector<engine::PickTarget> targets;
  for (const render::StationView& s : stations) {
    if (stationShown(camera, s)) targets.push_back({s.position, s.radius, s.id.value});
  }
  return targets;
}

WellFrame makeWellFrame(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                        std::span<const render::StationView> stations, const WellFocus& focus, const FrameCamera& camera,
                        double t, double secondsPerFrame) {
  WellFrame frame;
  frame.eye = camera.eye;
  frame.selected = focus.selectedStation;
  for (const world::Body& planet : system.bodies) {
    if (!showsRings(system, planet, focus, stations, camera, t)) continue;
    for (render::RingView& ring : render::ringViews(system, planet, t, camera.eye, kRingSamples, secondsPerFrame)) {
      const glm::vec4 color = ringColor(planet, ring.ring, catalogue, focus);
      frame.rings.push_back({std::move(ring), color});
    }
  }
  frame.stations = stations;
  if (focus.build && focus.preview) {
    const PlacementPreview& p = *focus.preview;
    frame.ghost = StationGhost{focus.build->type, p.drawnPosition, p.orientation, p.drawnRadius, p.verdict.allowed()};
  }
  return frame;
}

}  // namespace perihelion::app
