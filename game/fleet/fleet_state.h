// Ships and fleets as game state: the ships in a structure of arrays (the step's loops read a few
// arrays each, contiguously), fleets with their orders. Ships refer to fleets, fleets to bodies, by
// id; nothing holds a pointer.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

#include "fleet/ship_type.h"
#include "well/ring_position.h"
#include "world/solar_system.h"
#include "world/combat_state.h"
#include "world/entity_id.h"
#include "world/player_id.h"

namespace perihelion::fleet {

using FleetId = world::EntityId<struct FleetTag>;

/// A ship's stable id: never reused within a game. Ships are kept in id order, so a ship's index in
/// Ships only grows smaller as others are destroyed (Ships::indexOf finds it).
using ShipId = world::EntityId<struct ShipTag>;

enum class ShipMode : std::uint8_t {
  Idle,     ///< no order: holds still
  Moving,   ///< steering towards its fleet's target
  Arrived,  ///< at a point target: holds still, and is not pushed by its fleet-mates
  InWell,   ///< inside a planet's well: follows the planet, riding a ring (Ships::wellRing) or at a fixed offset
};

/// Ships::wellRing of a ship that rides no ring.
inline constexpr std::uint32_t kNoRing = 0xFFFFFFFFu;

/// Whether a ship has got where its fleet was sent: at its point, or in its planet's well.
constexpr bool hasArrived(ShipMode m) { return m == ShipMode::Arrived || m == ShipMode::InWell; }

struct Order {
  enum class Kind : std::uint8_t { Hold, MoveTo, GoTo };
  Kind kind = Kind::Hold;
  glm::dvec3 point{0.0};  ///< MoveTo: heliocentric, m, as given
  world::BodyId body;     ///< GoTo: a planet
  /// MoveTo: the planet whose well's frame took the point in (fleet/well_frame.h), and the point's
  /// offset from it: from then on the point goes with the planet.
  std::optional<world::BodyId> well;
  glm::dvec3 wellOffset{0.0};
  /// GoTo: the place on a ring of the planet's well the fleet takes, once its ships come within the
  /// well's frame (fleet/ring_place.h); it goes round with the ring, as a station does.
  std::optional<well::RingPosition> ringPlace;

  static Order moveTo(const glm::dvec3& point) {
    Order o;
    o.kind = Kind::MoveTo;
    o.point = point;
    return o;
  }
  static Order goTo(world::BodyId planet) {
    Order o;
    o.kind = Kind::GoTo;
    o.body = planet;
    return o;
  }
};

/// Whether a fleet steers to a point and brakes there: a MoveTo's point, or the place on a ring its
/// planet's well gave a GoTo.
inline bool headsForPoint(const Order& o) {
  return o.kind == Order::Kind::MoveTo || (o.kind == Order::Kind::GoTo && o.ringPlace.has_value());
}

/// How a fleet fights (combat/engagement.h).
enum class Stance : std::uint8_t {
  HoldFire,  ///< never fires
  Engage,    ///< fires at enemies within reach; goes where it is ordered, and does not chase
  Guard,     ///< fires, chases enemies that come near its post, then returns to it
};

/// Their names in commands and recordings, in the enum's order.
inline constexpr std::array<std::string_view, 3> kStanceNames{"hold_fire", "engage", "guard"};

struct FleetCombat {
  Stance stance = Stance::Engage;
  world::TargetRef focus;    ///< an attack order's target: every ship that can reach it fires at it
  glm::dvec3 post{0.0};      ///< Guard: where it returns after a chase (heliocentric, m)...
  std::optional<world::BodyId> postWell;  ///< ...or the planet whose well it guards (the post moves with it)
  bool attackMove = false;   ///< Guard while on its way to its post: engages what it meets on the way
  world::TargetRef chasing;  ///< Guard: the enemy it is after, if any
  std::optional<world::BodyId> landOn;  ///< a planet its troop ships are to land on
};

struct Fleet {
  FleetId id;
  std::string name;
  Order order;
  std::int64_t lastArrivalTick = -1;  ///< the tick its last ship arrived; -1 until all have
  world::PlayerId owner = world::kNobody;  ///< whose it is; its ships are theirs
  FleetCombat combat;
};

struct Ships {
  std::vector<glm::dvec3> position;  ///< heliocentric, m
  std::vector<glm::dvec3> heading;   ///< unit
  std::vector<double> speed;         ///< m/s, along heading
  std::vector<ShipTypeId> type;
  std::vector<FleetId> fleet;
  std::vector<ShipMode> mode;
  std::vector<glm::dvec3> wellOffset;  ///< InWell: the fixed offset from the planet, m
  std::vector<world::BodyId> wellPlanet;
  std::vector<std::uint32_t> wellRing;  ///< InWell: the ring it rides and turns with, or kNoRing
  std::vector<ShipId> id;                   ///< ascending
  std::vector<world::CombatState> combat;  ///< its defences and guns (combat/)
  std::uint32_t nextId = 0;                 ///< the id the next ship gets

  std::size_t size() const { return position.size(); }
  ShipId add(ShipTypeId shipType, FleetId fleetId, const glm::dvec3& at, const glm::dvec3& facing);
  /// The index of the ship with this id, if it is still in the game (a binary search: ids ascend).
  std::optional<std::size_t> indexOf(ShipId ship) const;
  /// Takes out the ships whose `gone` entry (by index) is non-zero, keeping the others in order.
  void remove(const std::vector<std::uint8_t>& gone);
};

struct Fleets {
  Ships ships;
  std::vector<Fleet> fleets;  ///< fleets[k].id.value == k

  FleetId addFleet(std::string name, world::PlayerId owner = world::kNobody);
  /// Gives a fleet an order: to move, every ship of the fleet sets off (leaving a well if it is in one);
  /// to hold, ships on their way stop where they are and ships in a well stay in it.
  void order(FleetId fleet, const Order& order);
};

/// Why the fleets cannot be stepped or drawn with these data, if they cannot: a ship of a type the
/// catalogue lacks, or in the well of (or a fleet going to) a body the system lacks, as after a live
/// edit removed it. Ids index lists: a reloaded file with fewer items must never be indexed past its end.
std::optional<std::string> whyFleetsDoNotFit(const world::SolarSystem& system, const ShipCatalogue& types,
                                             const Fleets& fleets);

/// A fixed sphere in space that ships must go round (an asteroid; later comets).
struct Obstacle {
  glm::dvec3 centre{0.0};  ///< heliocentric, m
  double radius = 0.0;     ///< m
};

}  // namespace perihelion::fleet
