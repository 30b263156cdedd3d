// A new skirmish at the desktop, from the main menu's form or the command line's --players: the
// scenario read, the seats given, the homes drawn by the seed (match/skirmish.h), and the game made
// with its computer players and chronicle (desktop/desktop_game.h). No GL: the tests make one headless.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "desktop/desktop_game.h"
#include "desktop/game_scenario.h"
#include "match/skirmish.h"

namespace perihelion::app {

struct SkirmishChoice {
  std::filesystem::path scenario;
  std::vector<std::string> seats;  ///< "human", "ai:normal", "none": by player, as `perihelion skirmish` takes them
  std::uint64_t seed = 1;
  double maxDays = 0.0;            ///< <= 0: the scenario's
  double daysPerSecond = 0.0;      ///< the starting time rate; <= 0: the scenario's (or the planet file's)
};

struct SkirmishGame {
  GameScenario scenario;  ///< its name and world, for the HUD
  std::unique_ptr<DesktopGame> game;
};

/// A skirmish scenario the menu offers: its file, name, and the players that can take its seats.
struct SkirmishScenario {
  std::filesystem::path file;
  std::string name;
  std::vector<std::string> playerNames;  ///< the seats, in order (as many as its start planets allow)
  std::vector<std::uint32_t> playerColours;  ///< 0xRRGGBB
};

/// The scenarios in `folder` that are skirmishes (they have start_planets), by file name.
std::vector<SkirmishScenario> findSkirmishScenarios(const std::filesystem::path& folder);

/// Who may take a seat in the form, in the order the menu lists them, with the seat spec each makes.
struct SeatChoice {
  const char* label;
  const char* spec;  ///< empty: the seat stays empty
};
inline constexpr SeatChoice kSeatChoices[] = {{"You", "human"},          {"Computer (easy)", "ai:easy"},
                                              {"Computer (normal)", "ai:normal"}, {"Computer (hard)", "ai:hard"},
                                              {"LAN player", "remote"}, {"Idle player", "none"}, {"Empty", ""}};
inline constexpr int kSeatYou = 0, kSeatNormal = 2, kSeatRemote = 4, kSeatEmpty = 6;  ///< in kSeatChoices
/// The seat spec of a choice ("human", "ai:normal", "none"), or empty for an empty seat.
std::string seatSpec(int choice);

/// The new-skirmish form: what the player has picked so far.
struct SkirmishForm {
  int scenario = 0;               ///< index in the scenarios found
  std::vector<int> seats;         ///< by seat: an index in kSeatChoices
  std::uint64_t seed = 1;
  int maxDays = 0;                ///< 0: the scenario's
  std::string error;              ///< why the last Start did not start

  /// The choice the form makes, or why it is not one yet ("a skirmish needs at least two players"). LAN
  /// players' seats are for a match `hosted` (the menu's Host), and one at least is needed there.
  std::optional<SkirmishChoice> choice(const std::vector<SkirmishScenario>& scenarios, std::string& why, bool hosted = false) const;
};

/// The game, or why there is none ("2 players, but ... has only 1 start planet"; a scenario's errors,
/// one per line).
std::variant<SkirmishGame, std::string> makeSkirmishGame(const SkirmishChoice& choice);

/// The desktop's game of a skirmish made, from `start` (its state, or the state with the desktop's
/// time rate), read from `file`. A LAN match starts from the skirmish's own state, as its host's does.
SkirmishGame skirmishGameOf(match::Skirmish skirmish, sim::GameState start, const std::filesystem::path& file);

}  // namespace perihelion::app
