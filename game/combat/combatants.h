// Everything that can shoot or be shot, in one list made after the ships have moved: each ship (in id
// order), then each working station (in id order), with what targeting and fire need of it. Made
// afresh each tick, so it never outlives a ship; the combat step refers back to the ships and
// stations by index.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "combat/combat_rules.h"
#include "fleet/fleet_state.h"
#include "world/solar_system.h"
#include "world/station.h"

namespace perihelion::combat {

/// A combatant's `well` in open space.
inline constexpr std::uint32_t kOpenSpace = 0xffffffffu;

struct Combatant {
  world::TargetRef ref;           ///< Ship or Station, by stable id
  std::uint32_t index = 0;        ///< in the ships, or in the stations
  world::PlayerId owner = world::kNobody;
  glm::dvec3 position{0.0};       ///< heliocentric, m
  glm::dvec3 velocity{0.0};       ///< m/s, relative to the space it moves in (a well moves with its planet)
  glm::dvec3 heading{1.0, 0.0, 0.0};  ///< unit; a station's guns turn all round
  double radius = 0.0;            ///< m
  double acceleration = 0.0;      ///< m/s^2: how sharply it can dodge a projectile (stations: 0)
  std::uint32_t well = kOpenSpace;  ///< the body id of the planet whose well it is in
  const Armament* armament = nullptr;
  bool station = false;
  bool holdFire = false;          ///< its fleet holds fire
};

/// What the combat step reads of the world, besides the ships and stations it changes.
struct CombatWorld {
  const world::SolarSystem& system;
  const fleet::ShipCatalogue& shipTypes;
  const world::StationCatalogue& stationTypes;
  const CombatRules& rules;
  double time = 0.0;  ///< TT seconds: the tick's end, where the ships now are
};

/// The ships (by index, id order) and the working stations that can be seen: owned by a player.
/// Neutral ones (the sandbox's, nobody's) take no part.
void listCombatants(const CombatWorld& world, const fleet::Fleets& fleets, std::span<const world::Station> stations,
                    std::vector<Combatant>& out);

}  // namespace perihelion::combat
