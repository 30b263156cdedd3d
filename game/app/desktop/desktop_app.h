// The desktop prototype: a window on the moving solar system, to fly around, click on and edit live.
// Also its headless uses: a screenshot to a PNG file, and a frame-time benchmark.
#pragma once

#include <filesystem>
#include <cstdint>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

namespace perihelion::app {

/// Exit code when no window can be opened (no display): CTest counts it as skipped.
inline constexpr int kExitNoDisplay = 77;

struct DesktopOptions {
  std::filesystem::path dataFile;
  glm::ivec2 size{1280, 720};
  std::string date;   ///< start date (JD or ISO); empty: now
  std::string focus;  ///< body to focus and follow at start; empty: the whole inner system
  int benchFrames = 0;  ///< > 0: draw that many frames without vsync, print the median time, exit
  /// The scenario to start from (its planet file replaces dataFile); empty: the game starts from
  /// scenarios/new_game.json beside dataFile when there is one (screenshots: from none).
  std::filesystem::path scenarioFile;
  /// Record the game to this file as it is played (sim/recording.h); empty: no recording.
  std::filesystem::path recordFile;
  /// Game seconds per real second at the start (1: real time, as a fight is best watched); 0: the
  /// planet file's time_rate_days_per_second.
  double timeRate = 0.0;
  /// A skirmish rather than a scenario's game: the seats ("human", "ai:normal", "none"), from
  /// --scenario or scenarios/skirmish.json beside the planet file; empty: no skirmish.
  std::vector<std::string> players;
  std::uint64_t seed = 1;  ///< the skirmish's: it draws the homes
  double maxDays = 0.0;    ///< the skirmish's time limit; <= 0: the scenario's
  /// A saved game to go on from (save/); empty: a new game.
  std::filesystem::path loadFile;
  /// A recording to play in the window (time controls and free camera, no commands); empty: none.
  std::filesystem::path replayFile;
  /// HOST:PORT of a LAN match to join as a human seat (desktop/lan_join_game.h); empty: none.
  std::string join;
  /// With --players (one human, remote seats): host a LAN match on this UDP port (0: any free one) and
  /// play its human seat (desktop/lan_host_process.h); -1: no LAN match.
  int hostPort = -1;
};

struct ScreenshotOptions {
  DesktopOptions desktop;
  std::filesystem::path out;     ///< PNG file
  std::filesystem::path report;  ///< optional JSON: where each body was drawn and what a click there picks
  int frames = 3;
  int playFrames = 0;  ///< frames played at the time rate first, a 60th of a second each (no clock read)
  bool hud = false;    ///< draw the HUD in the picture
};

/// The game; on exit prints "state_hash HEX ticks N" on stdout (what a replay of --record must reach).
int runDesktop(const DesktopOptions& options);
int runScreenshot(const ScreenshotOptions& options);

}  // namespace perihelion::app
