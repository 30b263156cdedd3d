// The menus round a game: the main menu (a new skirmish: scenario, who plays each seat, seed and time
// limit; continue; quit) and the pause menu (resume, main menu, quit). While one is open the game
// does not advance and the scene takes no input. They read the game and return what the player chose;
// the session acts on it (desktop/desktop_session.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "desktop/skirmish_setup.h"

namespace perihelion::app {

enum class MenuScreen : unsigned char { None, Main, Pause, Summary };

struct MenuRequests {
  std::optional<SkirmishChoice> start;  ///< a new skirmish
  bool resume = false;                  ///< close the menu and go on with the game
  bool mainMenu = false;                ///< from the pause menu or the summary
  bool quit = false;
};

/// Draws the open menu (none when `screen` is None or Summary). Continue goes back to the game behind it.
MenuRequests drawMenu(MenuScreen screen, SkirmishForm& form, const std::vector<SkirmishScenario>& scenarios);

}  // namespace perihelion::app
