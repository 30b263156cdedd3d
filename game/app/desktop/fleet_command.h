// Commanding fleets with the mouse, without GL: which ships are selected, where a right click would
// send them (a point on a plane at their altitude, lifted by a height the player sets with Shift), and
// the orders that follow. Orders go to fleets: a selection spanning several fleets orders each.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "combat/combat_rules.h"
#include "desktop/fleet_markers.h"
#include "fleet/fleet_state.h"
#include "math/plane.h"
#include "math/ray.h"
#include "picking/ground_pick.h"
#include "render/fleet_view.h"

namespace perihelion::app {

/// A ship drawn smaller than this radius (pixels) is shown as an icon instead of its model.
inline constexpr double kShipIconRadiusPixels = 3.0;
/// The move disc's radius on screen, pixels.
inline constexpr double kOrderDiscPixels = 14.0;

/// The selected ships, by their stable ids (fleet::ShipId): a ship's index shifts when others are
/// destroyed, its id never. Kept in ascending id order, as Ships keeps its ships, so that a walk
/// along both finds their indices; a mask by id answers `contains` while drawing.
class ShipSelection {
 public:
  void clear();
  /// Replaces the selection with the ships at these indices of `ships` (a box); others are dropped.
  void setIndices(std::span<const std::uint32_t> indices, const fleet::Ships& ships);
  /// Every ship of a fleet.
  void selectFleet(fleet::FleetId fleet, const fleet::Ships& ships);
  /// Adds every ship of a fleet to those selected.
  void addFleet(fleet::FleetId fleet, const fleet::Ships& ships);
  /// Drops the ships no longer in the game (destroyed); true when any was dropped.
  bool dropGone(const fleet::Ships& ships);
  bool empty() const { return ids_.empty(); }
  std::size_t size() const { return ids_.size(); }
  bool contains(fleet::ShipId ship) const { return ship.value < mask_.size() && mask_[ship.value] != 0; }
  const std::vector<fleet::ShipId>& ids() const { return ids_; }
  /// The selected ships' indices in `ships` now, ascending (those still in the game).
  std::vector<std::size_t> indices(const fleet::Ships& ships) const;
  /// The distinct fleets of the selected ships, in id order.
  std::vector<fleet::FleetId> fleets(const fleet::Ships& ships) const;

 private:
  void setIds(std::vector<fleet::ShipId> ids);
  std::vector<fleet::ShipId> ids_;  ///< ascending
  std::vector<std::uint8_t> mask_;  ///< by id value
};

/// The centre of the selected ships as drawn (views are this frame's, one per ship of `ships`);
/// nothing when none is.
std::optional<glm::dvec3> selectionCentre(const ShipSelection& selection, const fleet::Ships& ships,
                                          std::span<const render::ShipView> views);

/// The plane orders are picked on: through the selection's centre, normal to the ecliptic (+z).
engine::Plane orderPlane(const glm::dvec3& drawnCentre);

/// The height (drawn metres above the order plane) set by holding Shift and moving the mouse: while
/// Shift is held the disc stays where it was and the point slides up and down the vertical line above
/// it, following the cursor (engine::heightUnderRay); the height is kept after Shift is released,
/// until an order is given.
class OrderHeight {
 public:
  /// Call once per frame with the cursor's ray and the selection's centre (the order plane is through it).
  void update(const engine::Ray& ray, const glm::dvec3& centre, bool shift);
  /// Where a right click would send the selection now: the disc on the order plane and the point above
  /// it; where the ray misses the plane, the point of the ray nearest the centre
  /// (engine::pickOnGroundOrNearest), so that every right click gives an order. Nothing only for a ray
  /// with no direction.
  std::optional<engine::GroundPick> target(const engine::Ray& ray, const glm::dvec3& centre) const;
  void reset();
  double height() const { return height_; }
  bool adjusting() const { return anchor_.has_value(); }

 private:
  std::optional<glm::dvec3> anchor_;  ///< the disc's centre, fixed while Shift is held
  double baseHeight_ = 0.0;           ///< height_ when Shift was pressed
  double baseUnderRay_ = 0.0;         ///< heightUnderRay when Shift was pressed
  double height_ = 0.0;
};

/// A MoveTo order to a drawn point, drawn at t (TT seconds since J2000): the true point drawn there
/// (render/drawn_space.h: near a planet, space is drawn stretched).
fleet::Order moveOrderTo(const world::SolarSystem& system, const glm::dvec3& drawnPoint, double t);
fleet::Order goToOrder(world::BodyId planet);

/// Whether any ship of the fleet carries troopers (combat::Armament::troopers): what a landing needs.
bool fleetCarriesTroops(const fleet::Fleets& fleets, fleet::FleetId fleet, const combat::CombatRules& combat);

/// A fleet's colour (sRGB): a fixed palette by id, so a fleet keeps its colour.
glm::vec3 fleetColor(fleet::FleetId fleet);

/// What a right click would order, as the renderer shows it: a disc on the order plane and a line up
/// (or down) to the point.
struct OrderCursor {
  glm::dvec3 onPlane{0.0};  ///< drawn metres
  glm::dvec3 target{0.0};   ///< drawn metres
  double discRadius = 0.0;  ///< drawn metres
};

/// What the fleet renderer draws this frame.
struct FleetFrame {
  glm::dvec3 eye{0.0};
  std::span<const render::ShipView> ships;
  std::span<const FleetMarker> markers;  ///< fleets drawn as one marker by the HUD: none of their ships here
  const ShipSelection* selection = nullptr;
  std::vector<fleet::FleetId> selectedFleets;  ///< the fleets of the selected ships, in id order
  std::vector<render::FleetCourse> courses;
  std::optional<OrderCursor> cursor;
};

}  // namespace perihelion::app
