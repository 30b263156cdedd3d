// Far away, a fleet is one marker: when the ships of a fleet drawn this frame all lie within
// kFleetMarkerPixels of their middle on screen, none of them is drawn and the HUD draws one diamond in
// its owner's colour with the fleet's ship count beside it, on top of the planets, as Sins of a Solar
// Empire and Homeworld show fleets far off. Close enough to spread out, each ship is drawn: its model,
// or below kShipIconRadiusPixels a dot.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "desktop/frame_camera.h"
#include "render/fleet_view.h"

namespace perihelion::app {

/// A fleet whose ships lie within this many pixels of their middle on screen is drawn as one marker.
inline constexpr double kFleetMarkerPixels = 12.0;

struct FleetMarker {
  fleet::FleetId fleet;
  glm::dvec3 position{0.0};  ///< drawn: the middle of its ships
  glm::dvec2 screen{0.0};    ///< framebuffer pixels, top-left origin
  std::uint32_t ships = 0;
  glm::vec3 tint{1.0f};      ///< its owner's colour, as its ships carry it
};

/// The fleets of two ships or more drawn this frame (`ships`, as render::shipViews gives them, each
/// fleet's in a run or not) that collapse into a marker, by fleet id. A fleet with a ship behind the
/// camera or past the far plane is never one.
std::vector<FleetMarker> fleetMarkers(std::span<const render::ShipView> ships, const FrameCamera& camera);

/// By fleet id (`fleets` of them): whether its ships are drawn as a marker.
std::vector<std::uint8_t> markedFleets(std::span<const FleetMarker> markers, std::size_t fleets);

}  // namespace perihelion::app
