#include "world/simulation_clock.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace perihelion::world {

int FixedTicker::ticksFor(double frameSeconds) {
  if (!(frameSeconds > 0.0)) return 0;  // also NaN
  accumulator_ += std::min(frameSeconds, kMaxFrameSeconds);
  int ticks = 0;
  while (accumulator_ >= kTickSeconds) {
    accumulator_ -= kTickSeconds;
    ++ticks;
  }
  return ticks;
}

std::size_t nearestTimeRate(double daysPerSecond) {
  std::size_t best = 0;
  double bestDistance = std::numeric_limits<double>::infinity();
  for (std::size_t k = 0; k < kTimeRates.size(); ++k) {
    const double d = std::fabs(std::log(std::max(daysPerSecond, 1e-12) / kTimeRates[k]));
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  }
  return best;
}

}  // namespace perihelion::world
