// The lockstep turn logic without sockets (net/host_turns.h, net/checkpoints.h): when the host may
// run a tick, which commands it runs there, what it refuses, and the hash checks between peers.
#include <gtest/gtest.h>

#include <limits>

#include "net/checkpoints.h"
#include "net/host_turns.h"

namespace {

using namespace perihelion;

sim::Command hold(std::uint32_t player) { return sim::OrderFleets{{{0}}, {}, {player}}; }

TEST(HostTurns, WaitsForARemoteSeatsFirstInput) {
  net::HostTurns turns({false, true});
  EXPECT_FALSE(turns.ready(0, 0.0));
  EXPECT_EQ(turns.waitingFor(0, 0.0), std::vector<std::uint32_t>{1});
  EXPECT_TRUE(turns.receive(1, {0, 100.0, {hold(1)}}, 0).accepted);
  EXPECT_TRUE(turns.ready(0, 0.0));
  EXPECT_TRUE(turns.waitingFor(0, 0.0).empty());
}

TEST(HostTurns, AQuietSeatLetsTicksRunUntilItsNextLook) {
  net::HostTurns turns({false, true});
  turns.receive(1, {0, 100.0, {}}, 0);
  EXPECT_TRUE(turns.ready(1, 50.0));
  EXPECT_TRUE(turns.ready(5, 99.9));
  EXPECT_FALSE(turns.ready(6, 100.0));  // its look: the host waits for what it decides
  EXPECT_TRUE(turns.receive(1, {6, 200.0, {hold(1)}}, 6).accepted);
  EXPECT_TRUE(turns.ready(6, 100.0));
}

TEST(HostTurns, CommandsRunAtTheirTickOnce) {
  net::HostTurns turns({true, false});
  turns.receive(0, {4, 0.0, {hold(0), hold(0)}}, 0);
  EXPECT_TRUE(turns.take(0, 3).empty());
  EXPECT_EQ(turns.take(0, 4).size(), 2u);
  EXPECT_TRUE(turns.take(0, 4).empty());
}

TEST(HostTurns, ACommandForAnotherPlayerIsDroppedAndReported) {
  net::HostTurns turns({false, true});
  const net::InputVerdict v = turns.receive(1, {0, 0.0, {hold(0), hold(1), sim::SetPaused{true}}}, 0);
  EXPECT_TRUE(v.accepted);
  ASSERT_EQ(v.problems.size(), 2u);
  EXPECT_NE(v.problems[0].find("refused hold for player 0 from seat 1"), std::string::npos) << v.problems[0];
  EXPECT_NE(v.problems[1].find("for player nobody"), std::string::npos) << v.problems[1];
  const std::vector<sim::Command> kept = turns.take(1, 0);
  ASSERT_EQ(kept.size(), 1u);
  EXPECT_EQ(sim::issuer(kept[0]).value, 1u);
}

TEST(HostTurns, APersonsSeatMayPauseAndSetTheRateButNotJumpTheClock) {
  net::HostTurns turns({false, true, true}, {false, true, false});  // seat 1 a desktop's, seat 2 a computer's
  const net::InputVerdict person = turns.receive(1, {0, 0.0, {sim::SetPaused{true}, sim::SetTimeRate{288.0}, sim::JumpToTime{0.0}}}, 0);
  EXPECT_TRUE(person.accepted);
  ASSERT_EQ(person.problems.size(), 1u);
  EXPECT_NE(person.problems[0].find("refused jump_to for player nobody from seat 1"), std::string::npos) << person.problems[0];
  const std::vector<sim::Command> kept = turns.take(1, 0);
  ASSERT_EQ(kept.size(), 2u);
  EXPECT_TRUE(std::holds_alternative<sim::SetPaused>(kept[0]));
  EXPECT_TRUE(std::holds_alternative<sim::SetTimeRate>(kept[1]));
  const net::InputVerdict computer = turns.receive(2, {0, 0.0, {sim::SetPaused{true}}}, 0);
  ASSERT_EQ(computer.problems.size(), 1u) << "a computer's seat sets no pace";
  EXPECT_TRUE(turns.take(2, 0).empty());
}

TEST(HostTurns, InputsForRunTicksOldTicksOrFarAheadAreRefused) {
  net::HostTurns turns({false, true});
  EXPECT_FALSE(turns.receive(1, {3, 0.0, {hold(1)}}, 5).accepted);  // tick 3 already run
  EXPECT_TRUE(turns.receive(1, {5, 0.0, {}}, 5).accepted);
  EXPECT_FALSE(turns.receive(1, {5, 0.0, {hold(1)}}, 5).accepted);  // not after its last
  EXPECT_FALSE(turns.receive(1, {5 + net::kMaxLeadTicks + 1, 0.0, {}}, 5).accepted);
  EXPECT_FALSE(turns.receive(0, {6, 0.0, {}}, 5).accepted);  // seat 0 is the host's own
  EXPECT_FALSE(turns.receive(7, {6, 0.0, {}}, 5).accepted);  // no such seat
}

TEST(HostTurns, AHumanSchedulingAheadSettlesTheTicksBetween) {
  // A desktop player's command for tick 12, sent at tick 8 (a delay of 4): ticks 8..12 need no more.
  net::HostTurns turns({false, true});
  turns.receive(1, {12, -std::numeric_limits<double>::infinity(), {hold(1)}}, 8);
  for (std::int64_t t = 8; t <= 12; ++t) EXPECT_TRUE(turns.ready(t, 1e9)) << t;
  EXPECT_FALSE(turns.ready(13, 1e9));
}

TEST(HostTurns, AReleasedSeatHoldsNothingBackAndDropsItsPending) {
  net::HostTurns turns({false, true});
  turns.receive(1, {3, 0.0, {hold(1)}}, 0);
  turns.release(1);
  EXPECT_FALSE(turns.isRemote(1));
  EXPECT_TRUE(turns.ready(4, 1e9));
  EXPECT_TRUE(turns.take(1, 3).empty());
}

TEST(HostTurns, PendingCommandsAreBounded) {
  net::HostTurns turns({false, true});
  net::Input flood{1, 0.0, std::vector<sim::Command>(net::kMaxPendingCommands + 5, hold(1))};
  const net::InputVerdict v = turns.receive(1, flood, 0);
  EXPECT_EQ(turns.take(1, 1).size(), net::kMaxPendingCommands);
  EXPECT_EQ(v.problems.size(), 5u);
}

TEST(Checkpoints, AgreeingHashesConfirmInEitherOrder) {
  net::Checkpoints c(10, 2);
  EXPECT_FALSE(c.own(10, 7));
  EXPECT_FALSE(c.peer(0, 10, 7));
  EXPECT_EQ(c.confirmed(0), 10);
  EXPECT_FALSE(c.peer(1, 20, 9));  // before this peer got there
  EXPECT_FALSE(c.own(20, 9));
  EXPECT_EQ(c.confirmed(1), 20);
}

TEST(Checkpoints, ADifferentHashIsADesyncAtItsTickInEitherOrder) {
  net::Checkpoints c(10, 1);
  c.own(10, 7);
  EXPECT_EQ(c.peer(0, 10, 8), std::optional<std::int64_t>(10));
  net::Checkpoints d(10, 1);
  EXPECT_FALSE(d.peer(0, 10, 8));
  EXPECT_EQ(d.own(10, 7), std::optional<std::int64_t>(10));
}

TEST(Checkpoints, TicksThatAreNoCheckpointAreIgnored) {
  net::Checkpoints c(10, 1);
  c.own(10, 7);
  EXPECT_FALSE(c.peer(0, 11, 1));
  EXPECT_FALSE(c.peer(0, 0, 1));
  EXPECT_FALSE(c.peer(0, -10, 1));
}

TEST(Checkpoints, TheHostRunsNoFurtherThanTheWindowPastTheSlowestPeer) {
  net::Checkpoints c(net::kCheckpointEvery, 2);
  EXPECT_TRUE(c.mayRun(net::kWindowTicks - 1));
  EXPECT_FALSE(c.mayRun(net::kWindowTicks));
  c.own(net::kCheckpointEvery, 1);
  c.peer(0, net::kCheckpointEvery, 1);
  EXPECT_FALSE(c.mayRun(net::kWindowTicks));  // peer 1 has confirmed nothing
  c.forget(1);                                 // gone: it holds nothing back
  EXPECT_TRUE(c.mayRun(net::kWindowTicks));
  EXPECT_FALSE(c.mayRun(net::kCheckpointEvery + net::kWindowTicks));
}

}  // namespace
