// The HUD's part for gravity wells (see hud.h): the Build menu of a selected planet, the selected
// station's panel, and the placement verdict next to the cursor in build mode.
#pragma once

#include <string>

#include "desktop/hud.h"

namespace perihelion::app {

/// The Build section inside the selected planet's panel: one button per station type.
void drawBuildMenu(const HudInput& in, HudRequests& requests);
/// The selected station's panel: type, size class, planet, ring, the ring's period and radius.
void drawStationSelection(const HudInput& in, HudRequests& requests);
/// In build mode: what is being placed, and the rules' verdict next to the cursor.
void drawPlacementTip(const HudInput& in);
/// A circle round the selected station, like the selected body's.
void drawStationMarker(const HudInput& in);

/// "3.98 h", "12.4 days", or "does not turn" (the outermost ring): a ring's period for people.
std::string describeRingPeriod(const well::Ring& ring);

}  // namespace perihelion::app
