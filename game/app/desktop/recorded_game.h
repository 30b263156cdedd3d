// `perihelion --replay FILE`: the game a recording was made of, made again at its start (a skirmish
// from its scenario, seed and seats; a scenario's game at the recorded start), set to play the
// recording (desktop/desktop_game.h, playRecording). No GL.
#pragma once

#include <filesystem>
#include <string>
#include <variant>
#include <vector>

#include "desktop/saved_games.h"

namespace perihelion::app {

/// The game ready to play the recording, or every line of why it cannot be.
std::variant<LoadedDesktopGame, std::vector<std::string>> replayDesktopGame(const std::filesystem::path& file);

}  // namespace perihelion::app
