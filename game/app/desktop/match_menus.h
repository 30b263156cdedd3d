// The menus round a game: the main menu (a new skirmish: scenario, who plays each seat, seed and time
// limit; continue; quit) and the pause menu (resume, main menu, quit). While one is open the game
// does not advance and the scene takes no input. They read the game and return what the player chose;
// the session acts on it (desktop/desktop_session.h).
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "desktop/saved_games.h"
#include "desktop/skirmish_setup.h"

namespace perihelion::app {

enum class MenuScreen : unsigned char { None, Main, Pause, Summary };

/// The menus' saved games: the name typed for a new save, and the saves found (read when a menu opens).
struct SaveForm {
  std::array<char, 64> name{};
  std::vector<SaveEntry> saves{};
  bool listed = false;  ///< the folder was read since the menu opened
};

/// The main menu's LAN part: the host's address to join, and the join under way (a host's lobby can
/// wait minutes for its other players: the window goes on drawing meanwhile).
struct LanForm {
  std::array<char, 128> address{};
  int port = 27960;      ///< to host on (0: any free one)
  int hostedPort = -1;   ///< the port hosted on now, if any
  bool joining = false;
  std::string error{};  ///< why the last Join failed
};

struct MenuRequests {
  std::optional<SkirmishChoice> start;  ///< a new skirmish
  bool resume = false;                  ///< close the menu and go on with the game
  bool mainMenu = false;                ///< from the pause menu or the summary
  bool quit = false;
  std::optional<std::string> saveAs;            ///< the pause menu's Save, with the name typed
  std::optional<std::filesystem::path> load;    ///< a saved game's Load
  std::optional<std::string> join;              ///< a LAN match's HOST:PORT to join
  std::optional<SkirmishChoice> host;           ///< the skirmish form's match, to host (on LanForm::port)
};

/// A line for the player at the top of the screen (a save or load done, or why not).
void drawNotice(const std::string& text);

/// Draws the open menu (none when `screen` is None or Summary). Continue goes back to the game behind it.
MenuRequests drawMenu(MenuScreen screen, SkirmishForm& form, const std::vector<SkirmishScenario>& scenarios, SaveForm& saves,
                      LanForm& lan);

}  // namespace perihelion::app
