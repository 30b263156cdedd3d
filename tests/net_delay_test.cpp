// The input delay of a human's command in a LAN match, measured on a simulated network (no sockets,
// no clock: time in simulated microseconds). The host (net::HostTurns) and a joiner run the desktop's
// 60 ticks a second; every packet takes half the round trip to arrive. The joiner schedules its
// player's commands net::inputDelayTicks ahead; the test measures when a command given at 1 s runs on
// the joiner's screen, against a single-player game (the next tick), and how long the host waited.
#include <gtest/gtest.h>

#include <cstdio>
#include <deque>
#include <limits>

#include "net/host_turns.h"
#include "net/input_delay.h"

namespace {

using namespace perihelion;

constexpr std::int64_t kTickUs = 16'667;  // the desktop: 60 ticks a real second
constexpr std::int64_t kStepUs = 100;
constexpr std::int64_t kCommandAtUs = 1'000'000;
constexpr std::int64_t kEndUs = 3'000'000;
constexpr std::int64_t kWarmUpUs = 500'000;  // the first Input's trip at the start is not a wait

struct Outcome {
  double addedMs = 0.0;      ///< when the command ran on the joiner, less when it would in single player
  double hostWaitMs = 0.0;   ///< after the warm-up
};

Outcome simulate(std::int64_t roundTripUs, std::int64_t delayTicks) {
  const std::int64_t oneWayUs = roundTripUs / 2;
  net::HostTurns turns({false, true});
  std::deque<std::pair<std::int64_t, net::Input>> toHost;              // arrival, input
  std::deque<std::pair<std::int64_t, std::vector<sim::Command>>> toJoiner;  // arrival, one tick's commands
  std::int64_t hostTick = 0, joinerTick = 0, sentFor = -1;
  bool given = false;
  Outcome out;
  std::int64_t ranAtUs = -1;
  for (std::int64_t now = 0; now < kEndUs && ranAtUs < 0; now += kStepUs) {
    while (!toHost.empty() && toHost.front().first <= now) {
      turns.receive(1, toHost.front().second, hostTick);
      toHost.pop_front();
    }
    // The host: one tick when its time has come and the seat's commands are known.
    if (now >= hostTick * kTickUs) {
      if (turns.ready(hostTick, 0.0)) {
        toJoiner.push_back({now + oneWayUs, turns.take(1, hostTick)});
        ++hostTick;
      } else if (now >= kWarmUpUs) {
        out.hostWaitMs += kStepUs / 1000.0;
      }
    }
    // The joiner: at each tick's state it sends its player's commands for delayTicks later (the
    // command given at 1 s goes with the first it sends after), then runs the tick once it came.
    if (sentFor < joinerTick) {
      net::Input input{joinerTick + delayTicks, -std::numeric_limits<double>::infinity(), {}};
      if (now >= kCommandAtUs && !given) {
        input.commands.push_back(sim::OrderFleets{{{0}}, {}, {1}});
        given = true;
      }
      toHost.push_back({now + oneWayUs, input});
      sentFor = joinerTick;
    }
    if (!toJoiner.empty() && toJoiner.front().first <= now) {
      if (!toJoiner.front().second.empty()) ranAtUs = now;
      toJoiner.pop_front();
      ++joinerTick;
    }
  }
  // Single player: the command goes into the next tick, which runs at the next multiple of a tick.
  const std::int64_t singleUs = (kCommandAtUs + kTickUs - 1) / kTickUs * kTickUs;
  out.addedMs = (static_cast<double>(ranAtUs) - static_cast<double>(singleUs)) / 1000.0;
  return out;
}

TEST(InputDelay, GrowsWithTheRoundTripAndIsOneTickMoreThanIt) {
  EXPECT_EQ(net::inputDelayTicks(0.001, 1.0 / 60.0), 2);
  EXPECT_EQ(net::inputDelayTicks(0.050, 1.0 / 60.0), 4);
  EXPECT_EQ(net::inputDelayTicks(0.0, 1.0 / 60.0), 1);
  EXPECT_EQ(net::inputDelayTicks(std::nan(""), 1.0 / 60.0), 1);
  EXPECT_EQ(net::inputDelayTicks(1e300, 1.0 / 60.0), 601);  // held at 10 s
}

TEST(InputDelay, TheHostNeverWaitsAtTheChosenDelayAndTheAddedDelayIsMeasured) {
  for (const std::int64_t rttUs : {1'000, 50'000, 100'000}) {
    const std::int64_t d = net::inputDelayTicks(static_cast<double>(rttUs) * 1e-6, static_cast<double>(kTickUs) * 1e-6);
    const Outcome o = simulate(rttUs, d);
    std::printf("round trip %5.1f ms: commands %lld ticks ahead, added input delay %5.1f ms, host waited %.1f ms\n",
                static_cast<double>(rttUs) / 1000.0, static_cast<long long>(d), o.addedMs, o.hostWaitMs);
    EXPECT_EQ(o.hostWaitMs, 0.0) << rttUs;
    // The command runs d ticks after the single-player one, plus at most the rest of the tick it was
    // given in (the joiner's Input for that tick had gone) and the half round trip the joiner runs
    // behind the host.
    EXPECT_GE(o.addedMs, static_cast<double>(d * kTickUs) / 1000.0) << rttUs;
    EXPECT_LE(o.addedMs, static_cast<double>((d + 1) * kTickUs + rttUs / 2 + kStepUs) / 1000.0) << rttUs;
  }
}

TEST(InputDelay, TheChosenDelayIsOneTickMoreThanTheShortestThatNeverWaits) {
  // The tick of margin is for jitter: one tick fewer still never waits here (a steady network), two
  // fewer makes the lockstep stall.
  for (const std::int64_t rttUs : {50'000, 100'000}) {
    const std::int64_t d = net::inputDelayTicks(static_cast<double>(rttUs) * 1e-6, static_cast<double>(kTickUs) * 1e-6);
    EXPECT_EQ(simulate(rttUs, d - 1).hostWaitMs, 0.0) << rttUs;
    EXPECT_GT(simulate(rttUs, d - 2).hostWaitMs, 100.0) << rttUs;
  }
}

}  // namespace
