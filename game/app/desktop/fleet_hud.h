// The HUD's part for fleets (see hud.h): the Fleets panel, the selected ships' panel, the rings
// round selected ships, and the selection box while it is dragged.
#pragma once

#include <string>

#include "desktop/hud.h"

namespace perihelion::app {

/// Every fleet: name, ship count, type, order, how many have arrived; a click on a name selects it.
void drawFleetsPanel(const HudInput& in, HudRequests& requests);
/// The selected ships: how many, in which fleets, of which types, doing what; how to order them.
void drawSelectedShips(const HudInput& in, HudRequests& requests);
/// A ring round every selected ship on screen, and the box being dragged.
void drawShipMarkers(const HudInput& in);

/// "hold", "move to (1.002, 0.315, 0.001) au", "go to Mars": an order for people.
std::string describeOrder(const world::SolarSystem& system, const fleet::Order& order);

}  // namespace perihelion::app
