// The HUD's part for the economy (see hud.h): the resource bar (stock, income a game day, tax) with the
// player's holdings, a station's construction and a shipyard's queue, and the progress rings of
// stations under construction. Only in a game with players: the sandbox has no economy.
#pragma once

#include <string>

#include "desktop/hud.h"

namespace perihelion::app {

/// The bar along the bottom: the player's money, resources and rare materials, net income a game day,
/// the tax rate (its rule in a tooltip), and the holdings: each planet and station the player has, with
/// its yield; a click on one selects it and brings the camera to it (the way to one's own shipyards).
void drawResourceBar(const HudInput& in, HudRequests& requests);
/// In the selected station's panel: owner, construction progress, and for the player's own shipyard
/// the queue (progress, cancel, move up), ship types to queue with their costs, and the rally point.
void drawStationEconomy(const HudInput& in, const world::Station& station, HudRequests& requests);
/// A ring round every station under construction, filled as far as it is built.
void drawConstructionRings(const HudInput& in);

/// Why the player cannot pay `cost` ("needs 1,500 money; you have 1,000"), or empty when they can (or
/// in the sandbox, where nothing costs).
std::string whyUnaffordable(const HudInput& in, const world::Amounts& cost);
/// "1,500 money, 400 resources, 10 days": a cost and a build time for a button.
std::string describeCost(const world::Amounts& cost, double buildSeconds);

}  // namespace perihelion::app
