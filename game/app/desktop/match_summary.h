// The screen at a skirmish's end: who won and how, each player's figures at the end, graphs over the
// match (money, income, ships and planets held, per player, from the chronicle's daily samples:
// match/chronicle.h) and its key events. It reads the game; the player chooses what next.
#pragma once

#include "desktop/desktop_game.h"
#include "desktop/match_menus.h"

namespace perihelion::app {

/// Draws the summary of the game's match (it must have one, ended); the requests: main menu or quit,
/// or `resume` to keep watching the game.
MenuRequests drawMatchSummary(const DesktopGame& game);

/// "Victory", "Defeat", "Red Syndicate wins", "A draw": the headline for the player at this desktop.
std::string summaryHeadline(const sim::GameState& state, const sim::MatchEnd& end, world::PlayerId viewer);

}  // namespace perihelion::app
