// Starting a scenario at another date than its own: fleets written near a planet ("12 frigates near
// the Earth") travel with that planet, so the game starts with them near the same planets on any date.
#pragma once

#include <optional>

#include <glm/vec3.hpp>

#include "astro/units.h"
#include "fleet/fleet_state.h"
#include "world/solar_system.h"

namespace perihelion::sim {

/// A fleet that starts within this distance of a planet travels with it to the game's start date.
inline constexpr double kCarriedWithinMetres = 0.1 * astro::kAuMetres;

/// The nearest planet within `within` metres of a point at t (TT seconds since J2000), if any.
std::optional<world::BodyId> planetNear(const world::SolarSystem& system, const glm::dvec3& point, double t,
                                        double within);

/// Moves every fleet whose ships' centre lies within `within` metres of a planet at `from` along with
/// that planet to `to` (TT seconds since J2000). Fleets far from every planet stay put; with from ==
/// to nothing moves.
void carryFleetsWithPlanets(const world::SolarSystem& system, fleet::Fleets& fleets, double from, double to,
                            double within);

}  // namespace perihelion::sim
