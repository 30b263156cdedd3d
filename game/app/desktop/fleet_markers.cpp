#include "desktop/fleet_markers.h"

#include <algorithm>

#include <glm/geometric.hpp>

namespace perihelion::app {

std::vector<FleetMarker> fleetMarkers(std::span<const render::ShipView> ships, const FrameCamera& camera) {
  std::uint32_t fleets = 0;
  for (const render::ShipView& s : ships) fleets = std::max(fleets, s.fleet.value + 1);
  struct Gathered {
    glm::dvec3 sum{0.0};
    std::uint32_t count = 0;
    bool visible = true;
    glm::vec3 tint{1.0f};
  };
  std::vector<Gathered> gathered(fleets);
  std::vector<glm::dvec3> screen(ships.size());
  for (std::size_t k = 0; k < ships.size(); ++k) {
    const render::ShipView& s = ships[k];
    Gathered& g = gathered[s.fleet.value];
    g.sum += s.position;
    ++g.count;
    g.tint = s.tint;
    screen[k] = camera.toScreen(s.position);
    if (!(screen[k].z >= 0.0 && screen[k].z <= 1.0)) g.visible = false;
  }
  // How far from its middle on screen each fleet's farthest ship is drawn.
  std::vector<glm::dvec3> middle(fleets);
  std::vector<double> spread(fleets, 0.0);
  for (std::uint32_t f = 0; f < fleets; ++f) {
    if (gathered[f].count > 0) middle[f] = camera.toScreen(gathered[f].sum / static_cast<double>(gathered[f].count));
  }
  for (std::size_t k = 0; k < ships.size(); ++k) {
    const std::uint32_t f = ships[k].fleet.value;
    spread[f] = std::max(spread[f], glm::length(glm::dvec2(screen[k]) - glm::dvec2(middle[f])));
  }
  std::vector<FleetMarker> markers;
  for (std::uint32_t f = 0; f < fleets; ++f) {
    const Gathered& g = gathered[f];
    if (g.count < 2 || !g.visible || !(spread[f] < kFleetMarkerPixels)) continue;
    markers.push_back({fleet::FleetId{f}, g.sum / static_cast<double>(g.count), glm::dvec2(middle[f]), g.count, g.tint});
  }
  return markers;
}

std::vector<std::uint8_t> markedFleets(std::span<const FleetMarker> markers, std::size_t fleets) {
  std::vector<std::uint8_t> marked(fleets, 0);
  for (const FleetMarker& m : markers) {
    if (m.fleet.value < fleets) marked[m.fleet.value] = 1;
  }
  return marked;
}

}  // namespace perihelion::app
