// Where each fleet is heading in a tick: its target (a point, or where a planet will be when the
// fleet gets there), the radii within which its ships have arrived, and, when another fleet comes
// head-on, a point beside it to keep right. Fleet-level work, once per fleet and tick.
#pragma once

#include "fleet/fleet_step.h"

namespace perihelion::fleet {

/// Fills the scratch's per-fleet vectors (fleetTarget, fleetAim, fleetArrivalRadius,
/// fleetCrowdRadius, fleetShips, fleetArrivedShips) for the state's time.
void aimFleets(const NavigationData& data, const world::GameState& state, StepScratch& s);

}  // namespace perihelion::fleet
