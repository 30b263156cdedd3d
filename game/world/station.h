// Stations: structures in a planet's gravity well, stored relative to their planet (ring, phase,
// placement time) and positioned analytically, so they follow the planet round the Sun exactly.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "astro/units.h"
#include "world/amounts.h"
#include "world/combat_state.h"
#include "world/player_id.h"
#include "well/ring_position.h"
#include "well/size_class.h"
#include "world/solar_system.h"
#include "world/entity_id.h"

namespace perihelion::world {

/// A station type's stable id: its index in the station-types file.
using StationTypeId = EntityId<struct StationTypeTag>;

/// A kind of station, from data/stations.json.
struct StationType {
  StationTypeId id;
  std::string name;
  well::SizeClass size = well::SizeClass::Small;
  double radius = 0.0;  ///< m: stations on a ring must not come closer than the sum of their radii
  std::string model;    ///< model file name, for the renderer
  Amounts cost;               ///< paid when the station is placed
  double buildSeconds = 0.0;  ///< game seconds from placing to working
  Amounts yieldPerDay;        ///< what a working station adds to its owner's income a game day (depots, factories)
  bool buildsShips = false;   ///< a shipyard: builds ships from a queue
  double sensorRange = 0.0;   ///< m: how far it sees for its owner once built (sim/sight.h)
};

struct StationCatalogue {
  std::vector<StationType> types;  ///< types[k].id.value == k

  /// The type with this name, compared without regard to ASCII case; null when there is none.
  const StationType* find(std::string_view name) const;
  const StationType& type(StationTypeId id) const { return types[id.value]; }
};

/// A station's stable id: never reused within a game.
using StationId = EntityId<struct StationTag>;

struct Station {
  StationId id;
  StationTypeId type;
  BodyId planet;
  well::RingPosition at;
  PlayerId owner = kNobody;
  double buildSecondsLeft = 0.0;  ///< game seconds until it works; 0 once built
  CombatState combat;             ///< its defences and guns (combat/); fitted out once built

  bool built() const { return buildSecondsLeft <= 0.0; }
};

/// Where a station is and which way it faces, at one time.
struct StationPose {
  glm::dvec3 planetPosition{0.0};  ///< heliocentric, m
  glm::dvec3 offset{0.0};          ///< from the planet's centre, m
  glm::dvec3 position{0.0};        ///< heliocentric: planetPosition + offset
  glm::dquat orientation{1.0, 0.0, 0.0, 0.0};  ///< local +x faces the planet, +z is the ring normal
};

/// The one function that positions a station: the planet's position plus the analytic ring offset,
/// at t (TT seconds since J2000.0). The planet must have a well holding the station's ring.
StationPose stationPose(const SolarSystem& system, const Station& station, double t);

/// The same when the planet's heliocentric position at t is already known (the navigation step has
/// every planet's position for the tick): stationPose is this with the planet's orbit evaluated.
StationPose stationPose(const Body& planet, const glm::dvec3& planetPosition, const Station& station, double t);

/// Whether a station's planet still has a well holding its ring (a reloaded planet file may have
/// removed it): only then can it be positioned.
bool wellHolds(const SolarSystem& system, const Station& station);

/// Whether every id a station holds means something in these data: its well holds its ring and its
/// type exists. Such a station is stepped round, drawn, picked and shown; another waits for the data.
bool stationFits(const SolarSystem& system, const StationCatalogue& catalogue, const Station& station);

}  // namespace perihelion::world
