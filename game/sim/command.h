// Every player action is a command: a plain value, applied by sim::tick at a tick, checked there and
// refused with a reason when it breaks the rules. The desktop, `perihelion simulate`, recordings (and
// later the computer opponent and network play) all reach the game state through these alone.
// (0 A.D.'s turn manager and Age of Empires' lockstep work the same way: see shared/STYLE.md, 16-17.)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <glm/vec3.hpp>

#include "fleet/fleet_state.h"
#include "world/player_id.h"
#include "world/station_placement.h"

namespace perihelion::sim {

/// Give fleets an order: move to a point, go to a planet (into its well), or hold.
struct OrderFleets {
  std::vector<fleet::FleetId> fleets;  ///< at least one (a fleet named twice is ordered twice, harmlessly)
  fleet::Order order;
  world::PlayerId player = world::kNobody;  ///< who gives it: they must own every fleet
};

/// Build a station in a planet's well: ring and phase at the request's time, as the build cursor showed
/// them (the time drawn, between the last two ticks: at most one tick's length before the tick's time).
/// With players, the planet must be the player's and the station is paid for and then built over
/// its type's build time; in the sandbox it is free and built at once.
struct PlaceStation {
  world::PlacementRequest request;
  world::PlayerId player = world::kNobody;
};

/// Queue a ship at one of the player's working shipyards, paying its cost now.
struct QueueShip {
  world::StationId shipyard;
  fleet::ShipTypeId type;
  world::PlayerId player = world::kNobody;
};

/// Take a ship out of a shipyard's queue (0 = the one being built), refunding what it cost.
struct CancelShip {
  world::StationId shipyard;
  std::uint32_t position = 0;
  world::PlayerId player = world::kNobody;
};

/// Move a queued ship from one place in the queue to another (the first is the one being built; work
/// done on a ship stays with it).
struct MoveQueuedShip {
  world::StationId shipyard;
  std::uint32_t from = 0;
  std::uint32_t to = 0;
  world::PlayerId player = world::kNobody;
};

/// Where a shipyard's new ships go: the standing order of its rally fleet (hold: stay at the yard).
struct SetRally {
  world::StationId shipyard;
  fleet::Order order;
  world::PlayerId player = world::kNobody;
};

/// A new fleet from some of the player's ships (from one fleet: a split), holding where they are.
struct FormFleet {
  std::vector<fleet::ShipId> ships;
  std::string name;  ///< empty: "Fleet <id>"
  world::PlayerId player = world::kNobody;
};

/// The ships of fleets `from` join fleet `into` and take its order; the emptied fleets stay, empty
/// (ids are never reused).
struct MergeFleets {
  fleet::FleetId into;
  std::vector<fleet::FleetId> from;
  world::PlayerId player = world::kNobody;
};

/// Send fleets against an enemy ship, station or fleet: every ship that can reach it fires at it, and
/// the fleets close on it, or follow it into its well (combat/engagement.h). Until it is destroyed, or
/// the fleets are given another order.
struct Attack {
  std::vector<fleet::FleetId> fleets;
  world::TargetRef target;
  world::PlayerId player = world::kNobody;
};

/// Move to a point, chasing and fighting the enemies met on the way, then guard the point.
struct AttackMove {
  std::vector<fleet::FleetId> fleets;
  glm::dvec3 point{0.0};  ///< heliocentric, m
  world::PlayerId player = world::kNobody;
};

/// How fleets fight (fleet::Stance): hold fire, engage what comes in reach (the default), or guard
/// where they are now, chasing enemies that come near and returning.
struct SetStance {
  std::vector<fleet::FleetId> fleets;
  fleet::Stance stance = fleet::Stance::Engage;
  world::PlayerId player = world::kNobody;
};

/// Send fleets into a planet's well to land their troop ships there (sim/capture.h): the planet must
/// be neutral or an enemy's, and each fleet must carry troops.
struct LandTroops {
  std::vector<fleet::FleetId> fleets;
  world::BodyId planet;
  world::PlayerId player = world::kNobody;
};

/// Play at another speed: simulated seconds per tick (> 0, at most kMaxSecondsPerTick).
struct SetTimeRate {
  double secondsPerTick = 0.0;
};

/// Pause or play.
struct SetPaused {
  bool paused = false;
};

/// Move the clock to a time (TT seconds since J2000.0): "jump to today". Ships in flight stay where they are.
struct JumpToTime {
  double time = 0.0;
};

using Command = std::variant<OrderFleets, PlaceStation, SetTimeRate, SetPaused, JumpToTime, QueueShip, CancelShip,
                             MoveQueuedShip, SetRally, FormFleet, MergeFleets, Attack, AttackMove, SetStance, LandTroops>;

/// Who gives a command: its player, or kNobody for the game-wide ones (time rate, pause, jump) and the
/// sandbox's.
world::PlayerId issuer(const Command& command);

/// The fastest time rate a command may ask for: ten years per real second at 60 ticks a second.
inline constexpr double kMaxSecondsPerTick = 3652.5 * 86400.0 / 60.0;
/// The earliest and latest times the clock takes (TT seconds since J2000.0): Julian dates 0 (4713 BC) to
/// 5373484.5 (the end of year 9999), what astro::parseDateTT reads.
inline constexpr double kEarliestTime = (0.0 - 2451545.0) * 86400.0;
inline constexpr double kLatestTime = (5373484.5 - 2451545.0) * 86400.0;
/// How far from the Sun a point to move to may lie: 10^15 m, about 6,700 au (the orbits end near 30).
inline constexpr double kMaxDistanceMetres = 1e15;
/// The most ticks a run or a recording may have: a billion, 190 days of play at 60 ticks a second.
inline constexpr std::int64_t kMaxTicks = 1'000'000'000;

// X-macro: one row per reason a command other than a placement can be refused (identifier, stable
// text id). A refused placement carries the placement rules' own id ("size-not-accepted", ...).
#define PERIHELION_COMMAND_REFUSALS(X)                                                 \
  X(NoFleets, "no-fleets")             /* an order for no fleet at all */              \
  X(NoSuchFleet, "no-such-fleet")      /* a fleet id the game does not have */         \
  X(NoSuchPlanet, "no-such-planet")    /* a body id the game lacks */                  \
  X(NotAPlanet, "not-a-planet")        /* the star: ships do not go into it */          \
  X(NotFinite, "not-finite")           /* a point, phase or time that is NaN or inf */  \
  X(OutOfRange, "out-of-range")        /* a point or a time beyond the game's bounds */ \
  X(BadTimeRate, "bad-time-rate")      /* not in (0, kMaxSecondsPerTick] */            \
  X(StationRefused, "station-refused") /* the placement rules said no (see reason) */  \
  X(NoSuchPlayer, "no-such-player")    /* a player the game lacks, or nobody in a game with players */ \
  X(NotYours, "not-yours")             /* a fleet, ship or station of another player */ \
  X(NotYourPlanet, "not-your-planet")  /* a station in the well of a planet the player does not hold */ \
  X(CannotAfford, "cannot-afford")     /* not enough money, resources or rare materials */ \
  X(UnknownType, "unknown-type")       /* a ship or station type the data lack */ \
  X(NoSuchStation, "no-such-station")  /* a station id the game does not have */ \
  X(NotAShipyard, "not-a-shipyard")    /* a station that does not build ships */ \
  X(StillBuilding, "still-building")   /* a shipyard still under construction */ \
  X(QueueFull, "queue-full")           /* kMaxQueuedShips already queued */ \
  X(NotInQueue, "not-in-queue")        /* a queue position past the end */ \
  X(NoShips, "no-ships")               /* a fleet formed of no ship */ \
  X(NoSuchShip, "no-such-ship")        /* a ship id the game does not have */ \
  X(TooMany, "too-many")               /* a list longer than there are fleets or ships */ \
  X(BadName, "bad-name")               /* a fleet name over 64 bytes, or with control characters or edge spaces */ \
  X(NoSuchTarget, "no-such-target")    /* an attack on a ship, station or fleet the game does not have */ \
  X(NotAnEnemy, "not-an-enemy")        /* an attack on your own or nobody's, a landing on your own planet */ \
  X(Unarmed, "unarmed")                /* an attack by fleets with no weapons */ \
  X(NoTroops, "no-troops")             /* a landing by a fleet with no troop ship */

enum class CommandRefusal {
#define PERIHELION_COMMAND_REFUSAL_ENUM(id, text) id,
  PERIHELION_COMMAND_REFUSALS(PERIHELION_COMMAND_REFUSAL_ENUM)
#undef PERIHELION_COMMAND_REFUSAL_ENUM
};

/// "no-such-fleet": the stable text id of a refusal.
std::string_view refusalName(CommandRefusal refusal);

/// A command the tick refused: which (its index in the tick's list), and why.
struct Refusal {
  std::size_t command = 0;
  CommandRefusal code = CommandRefusal::NotFinite;
  std::string detail;  ///< the placement rules' text id for StationRefused ("no-room"), else empty
  std::string reason;  ///< for the player: "ring 1 of Mars does not take large structures ..."
};

/// The refusal's stable id as messages and counts show it: the placement rule's for StationRefused
/// ("size-not-accepted"), else the command refusal's ("no-such-fleet").
std::string_view refusalCode(const Refusal& refusal);

/// "move_to", "go_to", "hold", "place_station", "time_rate", "pause", "jump_to", "queue_ship",
/// "cancel_ship", "move_queued", "rally", "form_fleet", "merge_fleets", "attack", "attack_move", "stance",
/// "land": a command's name, as recordings write it and the HUD counts it.
std::string_view commandName(const Command& command);

}  // namespace perihelion::sim
