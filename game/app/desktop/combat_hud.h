// The HUD's part for fighting (see hud.h): health bars over the selected ships and stations and over
// every damaged one (shield, armour and hull as fractions of their type's full defences), and the
// combat log's last lines.
#pragma once

#include "desktop/hud.h"

namespace perihelion::app {

/// The most health bars drawn in a frame: selected ships first, then the others in ship order.
inline constexpr std::size_t kMaxHealthBars = 800;

/// Bars over the ships and stations that are selected or damaged and on screen.
void drawHealthBars(const HudInput& in);
/// The combat log's lines, above the resource bar, each fading in its last second.
void drawCombatLog(const HudInput& in);

}  // namespace perihelion::app
