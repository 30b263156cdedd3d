// What the renderer draws of the fleets, computed without GL: every ship's drawn position, size and
// orientation, and each moving fleet's course to its destination.
//
// Scale. Every ship is drawn where the stretched space round the planets puts it (render/drawn_space.h):
// inside a well's outermost ring that is the well's own mapping, as stations are drawn (drawnWellPoint),
// far from any planet the plain distance scale, and continuous in between; a ship in a well
// (ShipMode::InWell) is drawn where its offset puts it at t. So no ship is drawn inside a drawn planet,
// and none jumps as a well takes it or lets it go.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "fleet/fleet_state.h"
#include "world/solar_system.h"

namespace perihelion::render {

/// The ship model's orientation (model to ecliptic) for a heading: the model's nose is +x, its up +z
/// and its left wing +y (data/models/ship.obj). The nose turns onto the heading and the up stays as
/// close to the ecliptic north (+z) as it can; a heading straight up or down keeps +x as up instead.
/// A zero heading gives the identity.
glm::dquat headingOrientation(const glm::dvec3& heading);

struct ShipView {
  std::uint32_t id = 0;            ///< the ship's index in Ships this frame (shifts when ships are destroyed)
  fleet::ShipId ship;              ///< its stable id: what the selection and effects keep across frames
  fleet::ShipTypeId type;
  fleet::FleetId fleet;
  fleet::ShipMode mode = fleet::ShipMode::Idle;
  glm::dvec3 position{0.0};        ///< drawn, metres (picking and box selection use this)
  glm::vec3 relativeToEye{0.0f};   ///< toRenderSpace(position, eye)
  glm::quat orientation{1.0f, 0.0f, 0.0f, 0.0f};  ///< headingOrientation
  double radius = 0.0;             ///< drawn, metres
  glm::vec3 tint{1.0f};            ///< sRGB: its owner's colour (the app fills it in)
};

/// The view of the ship at `index` in Ships, in views ordered by index (as shipViews makes them, or a
/// part of them); null when it is not among them.
const ShipView* shipViewAt(std::span<const ShipView> views, std::size_t index);

/// The ships' positions at the last tick but one, with their ids (ascending, as Ships keeps them):
/// ships are destroyed and launched between two ticks, so positions are matched by id, not by index.
struct PreviousPositions {
  std::span<const glm::dvec3> positions;
  std::span<const fleet::ShipId> ids;  ///< one per position
};

/// Every ship as drawn at t (TT seconds since J2000), seen from `eye`. Ships in flight are drawn
/// between their `previous` position (a ship without one, just launched, where it is now) and their
/// position now, `alpha` of the way; ships in a well at t round their planet drawn at t, those riding a
/// turning ring turned on with it from `offsetsAt` (the time of the ships' state) to t, so that they go
/// round as smoothly as its stations whatever the tick. The fleets must fit the data
/// (fleet::whyFleetsDoNotFit).
std::vector<ShipView> shipViews(const world::SolarSystem& system, const fleet::ShipCatalogue& types,
                                const fleet::Ships& ships, PreviousPositions previous, double alpha, double t,
                                const glm::dvec3& eye, std::optional<double> offsetsAt = std::nullopt);

/// A moving fleet's course: from the centre of its moving ships to its destination, drawn metres.
struct FleetCourse {
  fleet::FleetId fleet;
  glm::dvec3 from{0.0};
  glm::dvec3 to{0.0};
};

/// Where a fleet's order takes it, drawn at t: a MoveTo's point times the distance scale, a GoTo's
/// place on a ring of the planet's well once it has one (fleet/ring_place.h), before that the planet's
/// drawn position; nothing for Hold.
std::optional<glm::dvec3> drawnDestination(const world::SolarSystem& system, const fleet::Order& order, double t);

/// The course of every fleet with a moving ship; `views` are this frame's ship views.
std::vector<FleetCourse> fleetCourses(const world::SolarSystem& system, const fleet::Fleets& fleets,
                                      std::span<const ShipView> views, double t);

}  // namespace perihelion::render
