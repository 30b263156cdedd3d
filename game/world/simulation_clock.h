// The simulation's clock, advanced in fixed ticks so that the simulation never depends on the frame
// rate: a long frame becomes several ticks, and the renderer interpolates between the last two.
// (Quake III's Pmove splits long frames the same way.)
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

struct SimulationClock {
  /// TT seconds since J2000.0. Seconds, not a Julian date: near 2.46e6 a JD in double resolves only
  /// 40 microseconds, too coarse to add a real-time tick of 1/60 s without rounding.
  double secondsSinceJ2000 = 0.0;
  double daysPerSecond = 5.0;  ///< simulated days per real second
  bool paused = false;

  double julianDate() const { return astro::julianDateOfSeconds(secondsSinceJ2000); }
  /// Simulated seconds one tick advances (0 when paused).
  double tickSeconds() const { return paused ? 0.0 : daysPerSecond * astro::kSecondsPerDay * kTickSeconds; }
  void advanceOneTick() { secondsSinceJ2000 += tickSeconds(); }
  void setJulianDate(double jdTT) { secondsSinceJ2000 = astro::secondsSinceJ2000Of(jdTT); }
};

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
