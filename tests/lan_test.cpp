// LAN play as users run it: perihelion processes on the loopback address, the host on a port the
// system chose (--host 0, read from its stderr). Each test is bounded by CTest's TIMEOUT
// (tests/CMakeLists.txt) and by the waits below, which only bound how long a process may take.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_run.h"
#include "lan_processes.h"
#include "net/enet_transport.h"
#include "net/packet.h"
#include "sim/recording.h"

namespace {

using namespace perihelion;
using testing_cli::slurp;
namespace fs = std::filesystem;

/// The host and joiner processes (tests/lan_processes.h), and the match they play.
class LanTest : public testing_lan::LanProcessTest {
 protected:
  /// The result JSON less this process's own figures (its computer players' decisions and their time).
  static nlohmann::json game(const std::string& text) {
    nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded()) return "(not JSON) " + text;
    j.erase("decisions");
    j.erase("ai_ms_per_decision");
    return j;
  }

  void expectTheSingleProcessMatch(const std::string& match, const std::string& lan);
};

/// `ai:hard` hosting `remote`, joined `--as ai:easy`, both with `lan` arguments: each prints the result
/// of the match `ai:hard,ai:easy` in one process (`match`: its seed and time limit).
void LanTest::expectTheSingleProcessMatch(const std::string& match, const std::string& lan) {
  const std::string single = testing_cli::perihelion("skirmish --players ai:hard,ai:easy " + match).out;
  const std::string port = host("--players ai:hard,remote " + match + " " + lan);
  const pid_t joiner = spawn("joiner", "skirmish --join 127.0.0.1:" + port + " --as ai:easy " + lan);
  ASSERT_EQ(wait(joiner), 0) << err("joiner");
  ASSERT_EQ(wait(pids_.front()), 0) << err("host");
  EXPECT_EQ(game(out("host")), game(single)) << err("host");
  EXPECT_EQ(game(out("joiner")), game(single)) << err("joiner");
  EXPECT_EQ(nlohmann::json::parse(out("host"))["players"][1]["spec"], "ai:easy");
}

TEST_F(LanTest, AHostAndAJoinerPlayTheSingleProcessMatch) { expectTheSingleProcessMatch("--seed 3 --max-days 20", ""); }

TEST_F(LanTest, ASlowNetworkGivesTheSameMatch) {
  // Every packet held 25 ms at each end: a 50 ms round trip more; the match is the same to the bit.
  expectTheSingleProcessMatch("--seed 4 --max-days 5", "--lan-delay-ms 25");
}

TEST_F(LanTest, TheHostEndsTheMatchOnCtrlCAndEveryPeerPrintsTheResultSoFar) {
  const std::string port = host("--players ai:hard,remote --seed 3");  // two game years: far from over
  const pid_t joiner = spawn("joiner", "skirmish --join 127.0.0.1:" + port + " --as ai:easy");
  awaitLine("host", "the match starts");
  ::kill(pids_.front(), SIGINT);
  ASSERT_EQ(wait(pids_.front()), 0) << err("host");
  ASSERT_EQ(wait(joiner), 0) << err("joiner");
  const nlohmann::json result = game(out("host"));
  EXPECT_EQ(result["reason"], "ended_by_host");
  EXPECT_TRUE(result["winner"].is_null());
  EXPECT_LT(result["ticks"].get<int>(), 730 * 24);
  EXPECT_EQ(game(out("joiner")), result);
}

TEST_F(LanTest, AHostAndThreeJoinersPlayTheSingleProcessMatch) {
  const std::string single =
      testing_cli::perihelion("skirmish --players ai:hard,ai:easy,ai:normal,ai:hard --seed 5 --max-days 10").out;
  const std::string port = host("--players ai:hard,remote,remote,remote --seed 5 --max-days 10");
  // One at a time, so that the seats go in the order of the single-process match's specs.
  const char* specs[] = {"ai:easy", "ai:normal", "ai:hard"};
  std::vector<pid_t> joiners;
  for (int k = 0; k < 3; ++k) {
    joiners.push_back(spawn("joiner" + std::to_string(k), "skirmish --join 127.0.0.1:" + port + " --as " + specs[k]));
    awaitLine("host", "takes seat " + std::to_string(k + 1));
  }
  for (int k = 0; k < 3; ++k) ASSERT_EQ(wait(joiners[static_cast<std::size_t>(k)]), 0) << err("joiner" + std::to_string(k));
  ASSERT_EQ(wait(pids_.front()), 0) << err("host");
  EXPECT_EQ(game(out("host")), game(single));
  for (int k = 0; k < 3; ++k) EXPECT_EQ(game(out("joiner" + std::to_string(k))), game(single)) << k;
}

TEST_F(LanTest, AJoinerKilledMidMatchIsTakenOverByTheHost) {
  const std::string port = host("--players ai:hard,remote --seed 3 --max-days 10");
  const pid_t joiner = spawn("joiner", "skirmish --join 127.0.0.1:" + port + " --as ai:easy --lan-test-kill-at 100");
  EXPECT_EQ(wait(joiner), -1);  // SIGKILL at tick 100 of 240
  ASSERT_EQ(wait(pids_.front()), 0) << err("host");
  EXPECT_NE(err("host").find("Red Syndicate (seat 1) disconnected at tick"), std::string::npos) << err("host");
  EXPECT_NE(err("host").find("ai:normal takes the seat over"), std::string::npos) << err("host");
  const nlohmann::json result = nlohmann::json::parse(out("host"));
  EXPECT_EQ(result["ticks"], 240);
  EXPECT_EQ(result["players"][1]["spec"], "ai:easy");
  EXPECT_EQ(result["players"][1]["taken_over"]["by"], "ai:normal");
  EXPECT_EQ(result["players"][1]["taken_over"]["why"], "disconnected");
  EXPECT_GE(result["players"][1]["taken_over"]["at_tick"].get<int>(), 100);
  EXPECT_FALSE(result["players"][0].contains("taken_over"));
}

TEST_F(LanTest, AStalledJoinerIsTakenOverAfterTheTimeout) {
  // Stopped (SIGSTOP) after the start: the host waits --lan-timeout 1 s, before ENet's 2 s at least
  // would call the peer gone, then plays its seat.
  const std::string port = host("--players ai:hard,remote --seed 3 --max-days 10 --lan-timeout 1");
  const pid_t joiner = spawn("joiner", "skirmish --join 127.0.0.1:" + port + " --as ai:easy");
  awaitLine("joiner", "the match starts");
  ::kill(joiner, SIGSTOP);
  ASSERT_EQ(wait(pids_.front()), 0) << err("host");
  ::kill(joiner, SIGKILL);
  EXPECT_NE(err("host").find("Red Syndicate (seat 1) stalled at tick"), std::string::npos) << err("host");
  const nlohmann::json result = nlohmann::json::parse(out("host"));
  EXPECT_EQ(result["players"][1]["taken_over"]["why"], "stalled");
  EXPECT_EQ(result["ticks"], 240);
}

TEST_F(LanTest, AWrongHashStopsEveryPeerWithADesync) {
  const std::string port = host("--players ai:hard,remote --seed 3 --max-days 10");
  const pid_t joiner = spawn("joiner", "skirmish --join 127.0.0.1:" + port + " --as ai:easy --lan-test-desync-at 60");
  EXPECT_EQ(wait(joiner), 1) << err("joiner");
  EXPECT_EQ(wait(pids_.front()), 1) << err("host");
  // The first checkpoint at or after tick 60 (every 48 ticks): 96.
  EXPECT_NE(err("host").find("desync at tick 96"), std::string::npos) << err("host");
  EXPECT_NE(err("joiner").find("desync at tick 96"), std::string::npos) << err("joiner");
  EXPECT_TRUE(fs::exists(dir_ / "perihelion-desync-host-tick96.txt"));
  EXPECT_TRUE(fs::exists(dir_ / "perihelion-desync-seat1-tick96.txt"));
  EXPECT_EQ(out("host"), "");
}

TEST_F(LanTest, AJoinerWithOtherDataIsRefused) {
  // The same scenario with one byte more (a space): the data hash differs, the host refuses.
  std::ifstream in(fs::path(PERIHELION_DATA_DIR) / "scenarios" / "skirmish.json");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  text.insert(text.find('{') + 1, " ");
  // Beside the shipped one, so that the files it names are found the same way.
  const fs::path other = fs::path(PERIHELION_DATA_DIR) / "scenarios" / ("lan_test_other_" + std::to_string(::getpid()) + ".json");
  std::ofstream(other) << text;
  const std::string port = host("--players ai:hard,remote --seed 3 --max-days 2");
  const pid_t joiner = spawn("joiner", "skirmish --join 127.0.0.1:" + port + " --as ai:easy --scenario '" + other.string() + "'");
  const int code = wait(joiner, 30);
  fs::remove(other);
  EXPECT_EQ(code, 1);
  EXPECT_NE(err("joiner").find("the host refused this player: its data differ from the host's"), std::string::npos) << err("joiner");
  EXPECT_NE(err("host").find("refused peer 0: its data differ"), std::string::npos) << err("host");
}

/// Sends `bytes` to the host as peer `transport` and gives the host time to read them.
void sendRaw(net::EnetTransport& transport, const std::vector<std::uint8_t>& bytes) {
  transport.send(0, bytes);
  transport.flush();
}

/// Polls until a packet comes from the host (at most 10 s); its decoding.
net::Decoded nextPacket(net::EnetTransport& transport) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (std::chrono::steady_clock::now() < until) {
    for (net::NetEvent& e : transport.poll(50)) {
      if (e.kind == net::NetEvent::Kind::Received) return net::decode(e.bytes);
    }
  }
  return net::DecodeError{"nothing came"};
}

TEST_F(LanTest, TheHostRefusesAndLogsHostilePacketsAndFinishes) {
  const std::string port = host("--players ai:hard,remote --seed 3 --max-days 3");
  std::string error;
  auto peer = net::EnetTransport::connect("127.0.0.1", static_cast<std::uint16_t>(std::stoi(port)), 5000, error);
  ASSERT_TRUE(peer) << error;
  // Before the handshake: empty, truncated, oversized, another protocol version.
  std::vector<std::uint8_t> hello = net::encode(net::Hello{net::kProtocolVersion, "perihelion 0.1.0", "ai:easy"});
  sendRaw(*peer, {});
  sendRaw(*peer, std::vector<std::uint8_t>(hello.begin(), hello.begin() + 7));
  sendRaw(*peer, std::vector<std::uint8_t>(net::kMaxPacketBytes + 10, 'P'));
  std::vector<std::uint8_t> wrongVersion = hello;
  wrongVersion[2] = 9;
  sendRaw(*peer, wrongVersion);
  // The handshake, done right (the program version as the host has it: read from its refusal first
  // would need a second connection, so the test's build is the host's).
  sendRaw(*peer, net::encode(net::Hello{net::kProtocolVersion, "perihelion " PERIHELION_VERSION, "ai:easy"}));
  net::Decoded welcome = nextPacket(*peer);
  ASSERT_TRUE(std::holds_alternative<net::Packet>(welcome));
  const auto* w = std::get_if<net::Welcome>(&std::get<net::Packet>(welcome));
  ASSERT_TRUE(w);
  sendRaw(*peer, net::encode(net::Ready{w->dataHash}));
  net::Decoded start = nextPacket(*peer);
  ASSERT_TRUE(std::holds_alternative<net::Packet>(start));
  ASSERT_TRUE(std::holds_alternative<net::Start>(std::get<net::Packet>(start)));
  // In play: a command for the other player, ids out of range, 1e400, NaN.
  sim::OrderFleets theirs{{{0}}, {}, {0}};
  // Quiet before the game's start time: the host must wait for this seat at tick 1, which it never
  // gets, so the seat is still in play when the peer goes.
  sendRaw(*peer, net::encode(net::Input{0, 0.0, {theirs}}));
  auto input = [](std::string_view command, double quiet) {
    std::vector<std::uint8_t> b = net::encode(net::Input{1, quiet, {sim::OrderFleets{{{0}}, {}, {1}}}});
    const std::string original = sim::commandText(sim::OrderFleets{{{0}}, {}, {1}});
    // Replace the command's text (its length first) with `command`.
    const std::size_t at = b.size() - original.size() - 4;
    b.resize(at);
    for (int k = 0; k < 4; ++k) b.push_back(static_cast<std::uint8_t>(command.size() >> (8 * k)));
    b.insert(b.end(), command.begin(), command.end());
    return b;
  };
  sendRaw(*peer, input("move_to player 1 fleets 0 point 1e400 0 0", 1e300));
  sendRaw(*peer, input("hold player 1 fleets 4294967295", 1e300));
  sendRaw(*peer, input("hold player 1 fleets 0", std::nan("")));
  sendRaw(*peer, net::encode(net::TakeOver{0, 0, "ai:easy", "x"}));  // a host's packet from a joiner
  std::vector<std::uint8_t> seatOutOfRange = net::encode(net::TakeOver{0, 0, "ai:easy", "x"});
  seatOutOfRange[4] = 99;
  sendRaw(*peer, seatOutOfRange);
  peer->poll(200);
  peer.reset();  // gone without a word: the host takes the seat over and finishes
  ASSERT_EQ(wait(pids_.front()), 0) << err("host");
  const std::string log = err("host");
  for (const char* expected :
       {"dropped a packet of 0 bytes: empty packet", "dropped a packet of 7 bytes: truncated",
        "bytes: oversized packet", "protocol version 9, expected 1",
        "refused hold for player 0 from seat 1 at tick 0", "1e400", "expected a fleet id", "quiet before is not finite",
        "unexpected takeover", "seat 99 out of range", "ai:normal takes the seat over"}) {
    EXPECT_NE(log.find(expected), std::string::npos) << expected << " not in:\n" << log;
  }
  const nlohmann::json result = nlohmann::json::parse(out("host"));
  EXPECT_EQ(result["players"][1]["taken_over"]["by"], "ai:normal");
  EXPECT_EQ(result["players"][1]["refused_commands"], 0);  // the other player's command never reached the tick
}

}  // namespace
