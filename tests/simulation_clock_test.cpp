// Real time to ticks: frame-rate independence, long frames split, interpolation fraction, time rates.
#include <gtest/gtest.h>

#include "world/simulation_clock.h"

namespace perihelion::world {
namespace {

double runFrames(double frameSeconds, int frames) {
  double time = 0.0;
  FixedTicker ticker;
  for (int k = 0; k < frames; ++k) {
    for (int t = ticker.ticksFor(frameSeconds); t > 0; --t) time += secondsPerTickAt(1.0);
  }
  return time;
}

TEST(FixedTicker, SameSimulatedTimeWhateverTheFrameRate) {
  // Two real seconds at 30, 60 and 144 frames per second: 120 ticks of one simulated day / 60 each.
  const double expected = 120.0 * 86400.0 / 60.0;
  EXPECT_DOUBLE_EQ(runFrames(1.0 / 30.0, 60), expected);
  EXPECT_DOUBLE_EQ(runFrames(1.0 / 60.0, 120), expected);
  EXPECT_NEAR(runFrames(1.0 / 144.0, 288), expected, 86400.0 / 60.0);  // within one tick of leftover
}

TEST(FixedTicker, LongFramesAreSplitIntoTicksAndCapped) {
  FixedTicker ticker;
  EXPECT_EQ(ticker.ticksFor(0.1), 6);                              // 0.1 s = 6 ticks of 1/60 s
  EXPECT_EQ(ticker.ticksFor(10.0), 15);                            // capped at kMaxFrameSeconds = 0.25 s
  EXPECT_EQ(ticker.ticksFor(-1.0), 0);                             // clocks that go back do nothing
  EXPECT_EQ(ticker.ticksFor(std::numeric_limits<double>::quiet_NaN()), 0);
}

TEST(FixedTicker, TimeRatesAndTickLengthsConvertBothWays) {
  EXPECT_DOUBLE_EQ(secondsPerTickAt(1.0), 1440.0);  // one day a second: 86,400 s over 60 ticks
  EXPECT_DOUBLE_EQ(daysPerSecondOf(1440.0), 1.0);
  for (const double rate : kTimeRates) EXPECT_NEAR(daysPerSecondOf(secondsPerTickAt(rate)), rate, rate * 1e-15);
}

TEST(FixedTicker, AlphaIsTheFractionOfATickLeft) {
  FixedTicker ticker;
  EXPECT_EQ(ticker.ticksFor(kTickSeconds * 2.25), 2);
  EXPECT_NEAR(ticker.alpha(), 0.25, 1e-9);
}

TEST(FixedTicker, JulianDateRoundTrip) {  // the game's clock is seconds; the HUD shows Julian dates
  const double seconds = astro::secondsSinceJ2000Of(2461366.5);
  EXPECT_NEAR(astro::julianDateOfSeconds(seconds), 2461366.5, 1e-9);
  EXPECT_NEAR(seconds, (2461366.5 - 2451545.0) * 86400.0, 1e-3);
}

TEST(TimeRates, SpanRealTimeToAYearPerSecondAndStepToTheNearest) {
  EXPECT_DOUBLE_EQ(kTimeRates.front(), 1.0 / 86400.0);  // real time
  EXPECT_GE(kTimeRates.back(), 365.25);                // at least a year per second
  EXPECT_EQ(nearestTimeRate(5.0), 5u);
  EXPECT_EQ(nearestTimeRate(4.0), 5u);
  EXPECT_EQ(nearestTimeRate(1e-9), 0u);
  EXPECT_EQ(nearestTimeRate(1e9), kTimeRates.size() - 1);
}

}  // namespace
}  // namespace perihelion::world
