// Real time to ticks: the game advances in fixed ticks of 1/60 s of real time so that it never
// depends on the frame rate: a long frame becomes several ticks, and the renderer interpolates between
// the last two (Quake III's Pmove splits long frames the same way). The game's clock itself is
// sim::GameState::time; a tick's simulated length is its secondsPerTick.
#pragma once

#include <array>

#include "astro/units.h"

namespace perihelion::world {

/// Real seconds per simulation tick.
inline constexpr double kTickSeconds = 1.0 / 60.0;
/// A frame longer than this (a debugger stop, a dragged window) is cut short: the game slows
/// down rather than running hundreds of ticks to catch up.
inline constexpr double kMaxFrameSeconds = 0.25;

/// Simulated days per real second the player can choose, slowest first: real time up to ten years per second.
inline constexpr std::array<double, 10> kTimeRates{
    1.0 / 86400.0, 60.0 / 86400.0, 3600.0 / 86400.0, 0.25, 1.0, 5.0, 30.0, 100.0, 365.25, 3652.5};

/// Simulated seconds one tick advances at a rate of `daysPerSecond` simulated days per real second.
constexpr double secondsPerTickAt(double daysPerSecond) { return daysPerSecond * astro::kSecondsPerDay * kTickSeconds; }
/// The rate, in simulated days per real second, at which a tick advances `secondsPerTick`.
constexpr double daysPerSecondOf(double secondsPerTick) { return secondsPerTick / (astro::kSecondsPerDay * kTickSeconds); }

/// Turns real frame times into whole ticks and remembers the fraction left over.
class FixedTicker {
 public:
  /// Number of ticks to run for a frame that took `frameSeconds` of real time.
  int ticksFor(double frameSeconds);
  /// Fraction of a tick elapsed since the last one, in [0, 1): where the renderer interpolates.
  double alpha() const { return accumulator_ / kTickSeconds; }

 private:
  double accumulator_ = 0.0;
};

/// The index in kTimeRates nearest to a rate (used to step slower/faster from any starting rate).
std::size_t nearestTimeRate(double daysPerSecond);

}  // namespace perihelion::world
