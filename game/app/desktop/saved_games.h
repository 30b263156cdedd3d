// Saving and loading at the desktop: the game to a save file (save/), a save file back to a game
// that goes on as it would have, and the folder the pause menu lists. No GL: the tests save and load
// a desktop game headless. A load that fails gives only why, so the running game is never touched.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "desktop/desktop_game.h"
#include "desktop/game_scenario.h"

namespace perihelion::app {

/// Where saves go: $XDG_DATA_HOME/perihelion/saves, else ~/.local/share/perihelion/saves.
std::filesystem::path savesFolder();

/// The save F5 writes and F9 loads.
inline constexpr const char* kQuickSaveName = "quicksave";

/// A save the pause menu offers: its name (the file's, without .json) and file, newest first.
struct SaveEntry {
  std::string name;
  std::filesystem::path file;
};
std::vector<SaveEntry> listSaves(const std::filesystem::path& folder);

/// The file of a save named by the player: the name with nothing but letters, digits, '-', '_' and
/// spaces kept (so a name cannot leave the folder), in `folder`; none when nothing is left.
std::optional<std::filesystem::path> saveFileNamed(const std::filesystem::path& folder, const std::string& name);

/// Writes the game (the scenario it was started from names its data) to `file`, by way of a temporary
/// file renamed over it, so that a failed write leaves an older save whole. Empty on success, else why.
std::string saveDesktopGame(const DesktopGame& game, const GameScenario& scenario, const std::filesystem::path& file);

/// A loaded game and its scenario, to adopt; or every line of why it could not be loaded.
struct LoadedDesktopGame {
  GameScenario scenario;
  std::unique_ptr<DesktopGame> game;
  std::vector<std::string> warnings;
};
std::variant<LoadedDesktopGame, std::vector<std::string>> loadDesktopGame(const std::filesystem::path& file);

}  // namespace perihelion::app
