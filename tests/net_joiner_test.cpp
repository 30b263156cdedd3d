// A joiner's side of lockstep (net/joiner_turns.h): the host's Turns taken in order only, each tick's
// commands once, the host's hashes compared with this peer's; and the HOST:PORT a joiner is given.
#include <gtest/gtest.h>

#include "net/joiner_turns.h"

namespace {

using namespace perihelion;

TEST(JoinerTurns, TakesTheHostsTurnsInOrderAndEachTicksCommandsOnce) {
  net::JoinerTurns turns(48);
  const sim::Command pause = sim::SetPaused{true};
  std::string ignored;
  EXPECT_FALSE(turns.receive({0, 3, {{1, pause}}, {}}, ignored));
  EXPECT_TRUE(ignored.empty());
  EXPECT_TRUE(turns.known(2));
  EXPECT_FALSE(turns.known(3));
  EXPECT_FALSE(turns.receive({5, 6, {}, {}}, ignored));  // a gap: ignored
  EXPECT_NE(ignored.find("expected 3"), std::string::npos) << ignored;
  EXPECT_FALSE(turns.known(5));
  EXPECT_TRUE(turns.take(0).empty());
  EXPECT_EQ(turns.take(1).size(), 1u);
  EXPECT_TRUE(turns.take(1).empty()) << "taken once";
}

TEST(JoinerTurns, AHostHashUnlikeThisPeersIsADesyncAtItsTick) {
  net::JoinerTurns turns(48);
  std::string ignored;
  EXPECT_FALSE(turns.checkpoints().own(48, 7));
  EXPECT_FALSE(turns.receive({0, 49, {}, {{48, 7}}}, ignored)) << "the same hash";
  EXPECT_FALSE(turns.receive({49, 97, {}, {{96, 8}}}, ignored)) << "a hash this peer has not reached yet";
  EXPECT_EQ(turns.checkpoints().own(96, 9), std::optional<std::int64_t>(96));
}

TEST(HostPort, TakesHostColonPortOnly) {
  EXPECT_EQ(net::parseHostPort("127.0.0.1:27960"), (std::pair<std::string, std::uint16_t>{"127.0.0.1", 27960}));
  EXPECT_EQ(net::parseHostPort("[::1]:5"), (std::pair<std::string, std::uint16_t>{"[::1]", 5}));
  for (const char* bad : {"127.0.0.1", ":27960", "host:0", "host:65536", "host:12x", "host:", "host:-1"}) {
    EXPECT_FALSE(net::parseHostPort(bad)) << bad;
  }
}

}  // namespace
