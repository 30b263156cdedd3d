// The combat log, without GL: a line per loss ("Red Scouts lost a Scout to Blue League") and per
// landing ("Blue League took Mars (300 troopers against 250)"), kept a few real seconds. The losses of
// one look that share a fleet (or a station owner), a type and a victor are one line ("lost 3 Scouts"),
// so that a battle of a thousand ships stays readable.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "desktop/desktop_game.h"
#include "desktop/fog.h"

namespace perihelion::app {

inline constexpr double kLogLineSeconds = 8.0;  ///< a line stays this long
inline constexpr std::size_t kMaxLogLines = 8;  ///< the newest kept

struct LogEntry {
  std::string text;
  std::uint64_t key = 0;   ///< what a loss line counts (0: a landing); the next frames' like losses add to it
  std::size_t count = 0;
  glm::vec3 colour{1.0f};  ///< sRGB: the loser's colour for a loss, the taker's for a landing
  double born = 0.0;       ///< real seconds
};

class CombatLog {
 public:
  /// Adds the lines of the fighting just taken (`now`: real seconds) and forgets the old ones.
  /// Under `fog` (the frame's, desktop/fog.h) only the fights and landings of the player at the desktop.
  void take(const CombatNews& news, const DesktopGame& game, const Fog& fog, double now);
  /// The lines younger than kLogLineSeconds at `now`, oldest first.
  std::vector<LogEntry> lines(double now) const;

 private:
  std::deque<LogEntry> lines_;
};

/// "Red Scouts lost a Scout to Blue League", "Red Syndicate lost 2 Shipyards to Blue League".
std::string lossLine(const sim::GameState& state, const combat::Loss& loss, std::size_t count,
                     const fleet::ShipCatalogue& ships, const world::StationCatalogue& stations);
/// "Blue League took Mars (300 troopers against 250)", "Blue League failed to take Mars (...)".
std::string landingLine(const sim::GameState& state, const world::SolarSystem& system, const sim::Landing& landing);

}  // namespace perihelion::app
