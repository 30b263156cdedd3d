// The rules for placing a station in a gravity well. A refusal always says why, with a stable code
// for tools and tests and a sentence for the player.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "world/station.h"

namespace perihelion::world {

// X-macro: one row per reason a placement can be refused (identifier, stable text id).
#define PERIHELION_PLACEMENT_REFUSALS(X)                                                      \
  X(NoSuchPlanet, "no-such-planet")           /* no planet of that name (or it is the star) */ \
  X(NoSuchRing, "no-such-ring")               /* the planet's well has fewer rings */           \
  X(NoSuchStationType, "no-such-station-type") /* not in the station-types file */            \
  X(SizeNotAccepted, "size-not-accepted")     /* the ring does not take this size class */      \
  X(RingFull, "ring-full")                    /* the ring's max_stations is reached */          \
  X(NoRoom, "no-room")                        /* it would overlap a station on the same ring */  \
  X(CrossesStation, "crosses-station")        /* a station on a neighbouring ring would hit it */ \
  X(TouchesPlanet, "touches-planet")          /* the station would reach into the planet */

enum class PlacementRefusal {
#define PERIHELION_PLACEMENT_ENUM(id, text) id,
  PERIHELION_PLACEMENT_REFUSALS(PERIHELION_PLACEMENT_ENUM)
#undef PERIHELION_PLACEMENT_ENUM
};

/// "no-room": the stable text id of a refusal.
std::string_view refusalName(PlacementRefusal refusal);

/// A placement the player or a scenario asks for.
struct PlacementRequest {
  BodyId planet;
  std::uint32_t ring = 0;  ///< 0 = innermost
  double phase = 0.0;      ///< rad in the ring frame, at time `time`
  StationTypeId type;
  double time = 0.0;  ///< TT seconds since J2000.0
};

struct PlacementVerdict {
  std::optional<PlacementRefusal> refusal;  ///< empty: allowed
  std::string reason;                       ///< for the player; empty when allowed
  std::optional<StationId> conflictsWith;   ///< the station in the way, for NoRoom and CrossesStation

  bool allowed() const { return !refusal.has_value(); }
};

/// Whether a station of `request.type` may go at `request`, given the stations already placed.
PlacementVerdict checkPlacement(const SolarSystem& system, const StationCatalogue& catalogue,
                                const std::vector<Station>& stations, const PlacementRequest& request);

/// Places the station, with id `id` (the caller's next unused one), when the rules allow it; the verdict
/// says why not otherwise.
PlacementVerdict placeStation(const SolarSystem& system, const StationCatalogue& catalogue, std::vector<Station>& stations,
                              StationId id, const PlacementRequest& request);

/// The planet a name refers to, or NoSuchPlanet (also for the star, which has no well).
std::optional<BodyId> planetNamed(const SolarSystem& system, std::string_view name);

}  // namespace perihelion::world
