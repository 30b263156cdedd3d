// The desktop as a human seat of a LAN match, headless (no window, no GL): a `perihelion skirmish`
// host on the loopback address, the desktop's game joined to it (desktop/lan_join_game.h) and driven
// frame by frame, the player's commands given through DesktopGame::submit as the window gives them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <chrono>
#include <functional>
#include <optional>
#include <thread>

#include "desktop/lan_host_process.h"
#include "desktop/lan_join_game.h"
#include "lan_processes.h"
#include "sim/state_hash.h"
#include "world/simulation_clock.h"

namespace {

using namespace perihelion;

const std::filesystem::path kScenarios = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios";

/// The first shipyard of `player`'s stations.
std::optional<world::StationId> yardOf(const sim::GameState& state, world::PlayerId player) {
  for (const sim::Shipyard& yard : state.shipyards) {
    for (const world::Station& station : state.stations) {
      if (station.id == yard.station && station.owner == player) return yard.station;
    }
  }
  return std::nullopt;
}

class DesktopLanTest : public testing_lan::LanProcessTest {
 protected:
  /// Plays the joined game frame by frame (each frame a 60th of a second, running the tick the host
  /// has sent, if any; between, the host's packets are waited for) until the host ends the match.
  /// `everyTick` sees each state first. The frame count only bounds the test.
  static void playToTheEnd(app::DesktopGame& game, app::HostedTicks& lan, const std::function<void()>& everyTick = {}) {
    for (int frame = 0; frame < 40'000 && !lan.end() && lan.stopped().empty(); ++frame) {
      if (everyTick) everyTick();
      if (game.advance(world::kTickSeconds) == 0) lan.pump(5);
    }
  }

  /// The desktop's game joined to a headless host started with `hostArgs`; none (the failure said) if
  /// the join failed.
  struct Joined {
    app::SkirmishGame skirmish;
    app::HostedTicks* lan = nullptr;
    app::DesktopGame& game() { return *skirmish.game; }
  };
  std::optional<Joined> joinHost(const std::string& hostArgs) {
    const std::string port = host(hostArgs);
    auto joined = app::joinLanMatch({"127.0.0.1:" + port, {}, kScenarios});
    if (const auto* why = std::get_if<std::string>(&joined)) {
      ADD_FAILURE() << *why << '\n' << err("host");
      return std::nullopt;
    }
    Joined j{std::move(std::get<app::SkirmishGame>(joined)), nullptr};
    j.lan = dynamic_cast<app::HostedTicks*>(j.skirmish.game->lockstep());
    if (!j.lan) ADD_FAILURE() << "the joined game plays no host's ticks";
    return j.lan ? std::optional(std::move(j)) : std::nullopt;
  }
};

TEST_F(DesktopLanTest, AHumanSeatAtTheDesktopPlaysTheHostsMatchInLockstep) {
  std::optional<Joined> joined = joinHost("--players ai:easy,remote --seed 3 --max-days 0.5");
  ASSERT_TRUE(joined);
  app::DesktopGame& game = joined->game();
  app::HostedTicks* lan = joined->lan;
  const world::PlayerId me{1}, host{0};
  ASSERT_EQ(game.player(), me) << "the desktop plays the seat the host gave";
  // A person's pace, not the headless hour: skirmish.json's 0.1 game day a real second at 60 ticks a
  // second is 8,640 s / 60 = 144 s a tick, and host and joiner agreed on it (the start hashes matched).
  EXPECT_EQ(game.state().secondsPerTick, 144.0);
  const std::optional<world::StationId> mine = yardOf(game.state(), me), theirs = yardOf(game.state(), host);
  ASSERT_TRUE(mine && theirs);
  const fleet::ShipTypeId scout = game.shipTypes().find("Scout")->id;

  // No peer jumps the clock: refused here, never sent.
  game.submit(sim::JumpToTime{game.state().time + 86400.0});
  ASSERT_TRUE(game.lastRefusal());
  EXPECT_EQ(game.lastRefusal()->command, "jump_to");

  std::size_t queuedBefore = 0;
  std::optional<std::int64_t> givenAt, appliedAt, delay, pausedAt, resumedAt;
  std::optional<double> timeAtPause;
  std::int64_t pausedTicks = 0;
  playToTheEnd(game, *lan, [&] {
    const sim::GameState& state = game.state();
    if (givenAt && !delay) delay = lan->inputDelay();  // the delay the commands went with, at the last frame's tick
    if (state.tick == 3 && !givenAt) {
      queuedBefore = state.shipyard(*mine)->queue.size();
      game.submit(sim::QueueShip{*mine, scout, me});
      game.submit(sim::QueueShip{*theirs, scout, host});  // another player's: the host refuses it
      game.submit(sim::SetPaused{true});                  // the player's pause: every peer's
      givenAt = state.tick;
    }
    if (givenAt && !appliedAt && state.shipyard(*mine)->queue.size() > queuedBefore) appliedAt = state.tick;
    if (state.paused && !pausedAt) {
      pausedAt = state.tick;
      timeAtPause = state.time;
    }
    if (state.paused) {
      EXPECT_EQ(state.time, *timeAtPause) << "a paused tick moves no clock";
      ++pausedTicks;
    }
    if (pausedAt && !resumedAt && state.tick >= *pausedAt + 20) {
      game.submit(sim::SetPaused{false});
      game.submit(sim::SetTimeRate{288.0});  // twice the pace, for everyone
      resumedAt = state.tick;
    }
  });
  ASSERT_TRUE(lan->end()) << lan->status() << '\n' << err("host");
  EXPECT_EQ(lan->end()->reason, "") << "the match ended by its time limit";
  EXPECT_TRUE(lan->stopped().empty()) << lan->status();
  ASSERT_EQ(wait(pids_.front()), 0) << err("host");

  // Both ends in the same state: the host ran the player's pause and rate too.
  const nlohmann::json result = nlohmann::json::parse(out("host"), nullptr, false);
  ASSERT_FALSE(result.is_discarded()) << out("host");
  EXPECT_EQ(result["state_hash"], sim::hashText(sim::stateHash(game.state())));
  EXPECT_EQ(result["players"][1]["spec"], "human");
  EXPECT_EQ(err("host").find("refused pause"), std::string::npos) << err("host");
  EXPECT_EQ(err("host").find("refused time_rate"), std::string::npos) << err("host");
  // The player's commands were applied, at the tick the input delay put them in, and not refused:
  // that tick ran, its state is the one after it.
  ASSERT_TRUE(appliedAt) << "the scout was never queued";
  EXPECT_GE(*delay, 1);
  EXPECT_EQ(*appliedAt, *givenAt + *delay + 1);
  ASSERT_TRUE(pausedAt && resumedAt) << "the pause never came back from the host";
  EXPECT_EQ(*pausedAt, *givenAt + *delay + 1) << "with the scout, in one input";
  EXPECT_FALSE(game.state().paused);
  EXPECT_EQ(game.state().secondsPerTick, 288.0);
  EXPECT_GE(pausedTicks, 20);
  EXPECT_EQ(game.refusedCommands(), 0u) << "by the tick (the jump never reached one)";
  EXPECT_NE(err("host").find("refused queue_ship for player 0 from seat 1"), std::string::npos) << err("host");
}

TEST_F(DesktopLanTest, TheDesktopHostsAMatchAsItsHumanSeatWithAJoinerPlayingTheOther) {
  app::LanHostRequest request;
  request.players = {"human", "remote"};
  request.seed = 5;
  request.maxDays = 0.5;
  request.log = dir_ / "host.err";
  request.program = PERIHELION_EXE;
  auto started = app::startLanHost(request);
  const auto* refused = std::get_if<std::string>(&started);
  ASSERT_FALSE(refused) << *refused;
  const app::LanHostProcess hostProcess = std::get<app::LanHostProcess>(started);
  pids_.push_back(hostProcess.pid);
  // The other player joins once the desktop has the first seat (the desktop waits in its handshake).
  std::thread other([&] {
    awaitLine("host", "takes seat 0 as human");
    spawn("joiner", "skirmish --join 127.0.0.1:" + std::to_string(hostProcess.port) + " --as ai:easy");
  });
  auto joined = app::joinLanMatch({"127.0.0.1:" + std::to_string(hostProcess.port), {}, kScenarios});
  other.join();
  const auto* why = std::get_if<std::string>(&joined);
  ASSERT_FALSE(why) << *why << '\n' << err("host");
  app::DesktopGame& game = *std::get<app::SkirmishGame>(joined).game;
  auto* lan = dynamic_cast<app::HostedTicks*>(game.lockstep());
  ASSERT_TRUE(lan);
  EXPECT_EQ(game.player(), world::PlayerId{0}) << "the desktop's seat is the human one";
  playToTheEnd(game, *lan);
  ASSERT_TRUE(lan->end()) << lan->status() << '\n' << err("host");
  ASSERT_EQ(wait(pids_.back()), 0) << err("joiner");
  app::endLanHost(hostProcess);
  std::erase(pids_, hostProcess.pid);
  const nlohmann::json result = nlohmann::json::parse(out("joiner"), nullptr, false);
  ASSERT_FALSE(result.is_discarded()) << out("joiner");
  EXPECT_EQ(result["state_hash"], sim::hashText(sim::stateHash(game.state())));
  EXPECT_EQ(result["players"][0]["spec"], "human");
}

TEST_F(DesktopLanTest, TheMainMenusJoinRunsBesideTheWindowAndPlaysTheSameMatch) {
  const std::string port = host("--players ai:normal,remote --seed 2 --max-days 0.5");
  app::BackgroundJoin join({"127.0.0.1:" + port, {}, kScenarios});
  std::optional<std::variant<app::SkirmishGame, std::string>> joined;
  for (int frame = 0; frame < 3000 && !joined; ++frame) {  // frames drawn meanwhile; the count bounds the test
    joined = join.take();
    if (!joined) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_TRUE(joined) << err("host");
  const auto* why = std::get_if<std::string>(&*joined);
  ASSERT_FALSE(why) << *why;
  EXPECT_FALSE(join.take()) << "taken once";
  app::DesktopGame& game = *std::get<app::SkirmishGame>(*joined).game;
  auto* lan = dynamic_cast<app::HostedTicks*>(game.lockstep());
  ASSERT_TRUE(lan);
  playToTheEnd(game, *lan);
  ASSERT_EQ(wait(pids_.front()), 0) << err("host");
  const nlohmann::json result = nlohmann::json::parse(out("host"), nullptr, false);
  ASSERT_FALSE(result.is_discarded()) << out("host");
  EXPECT_EQ(result["state_hash"], sim::hashText(sim::stateHash(game.state())));
}

TEST_F(DesktopLanTest, AJoinLeftBeforeTheMatchStartsIsCancelled) {
  const std::string port = host("--players ai:normal,remote,remote --seed 2 --max-days 3");
  {
    app::BackgroundJoin join({"127.0.0.1:" + port, {}, kScenarios});
    awaitLine("host", "takes seat 1 as human");
    EXPECT_FALSE(join.take()) << "the host waits for its other player";
  }  // leaving the menu's join: the handshake gives up (a wait of 300 s otherwise)
  awaitLine("host", "peer 0 disconnected");
}

TEST_F(DesktopLanTest, ADesktopThatKeepsTheHostWaitingIsToldItsSeatWasTakenOver) {
  std::optional<Joined> joined = joinHost("--players ai:easy,remote --seed 3 --max-days 30 --lan-timeout 1");
  ASSERT_TRUE(joined);
  app::DesktopGame& game = joined->game();
  app::HostedTicks* lan = joined->lan;
  for (int frame = 0; frame < 2000 && game.state().tick < 10; ++frame) {
    if (game.advance(world::kTickSeconds) == 0) lan->pump(5);
  }
  ASSERT_GE(game.state().tick, 10) << lan->status();
  // The window held still (dragged, the machine asleep) past the host's --lan-timeout of 1 s.
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  for (int frame = 0; frame < 500 && lan->stopped().empty(); ++frame) {
    if (game.advance(world::kTickSeconds) == 0) lan->pump(10);
  }
  EXPECT_NE(lan->stopped().find("the host gave this seat to ai:normal"), std::string::npos) << lan->status();
  EXPECT_NE(lan->stopped().find("(stalled)"), std::string::npos) << lan->status();
  EXPECT_EQ(lan->stopped().find("host left"), std::string::npos) << lan->status();
  ASSERT_EQ(wait(pids_.front()), 0) << err("host");
  const nlohmann::json result = nlohmann::json::parse(out("host"), nullptr, false);
  ASSERT_FALSE(result.is_discarded()) << out("host");
  EXPECT_EQ(result["players"][1]["taken_over"]["why"], "stalled");
}

/// A host that has sent the ticks before `sent`, each with no command, and keeps what the player gives.
struct ScriptedHost final : app::Lockstep {
  std::int64_t sent = 0;
  std::vector<std::pair<std::int64_t, sim::Command>> given;
  std::int64_t ranTo = 0;
  void give(const sim::GameState& state, std::vector<sim::Command> commands) override {
    for (sim::Command& c : commands) given.emplace_back(state.tick, std::move(c));
  }
  std::optional<std::vector<sim::Command>> take(std::int64_t tick) override {
    return tick < sent ? std::optional(std::vector<sim::Command>{}) : std::nullopt;
  }
  void ran(const sim::GameState& state, bool) override { ranTo = state.tick; }
  std::string status() const override { return "scripted"; }
};

TEST(DesktopLockstep, RunsNoTickTheHostHasNotSentAndHandsItThePlayersCommands) {
  auto made = app::makeSkirmishGame({kScenarios / "skirmish.json", {"human", "ai:easy"}, 1, 0.0});
  ASSERT_TRUE(std::holds_alternative<app::SkirmishGame>(made));
  app::DesktopGame& game = *std::get<app::SkirmishGame>(made).game;
  auto owned = std::make_unique<ScriptedHost>();
  ScriptedHost& host = *owned;
  game.playLockstep(std::move(owned), world::PlayerId{0});
  host.sent = 3;
  EXPECT_EQ(game.advance(0.2), 3) << "a frame of 12 ticks runs the 3 sent";
  EXPECT_EQ(game.state().tick, 3);
  EXPECT_EQ(host.ranTo, 3);
  EXPECT_EQ(game.advance(0.2), 0) << "and then waits";
  game.submit(sim::JumpToTime{0.0});    // no peer's to give
  game.submit(sim::SetTimeRate{60.0});  // the pace: every peer's, through the host
  game.submit(sim::QueueShip{world::StationId{1}, fleet::ShipTypeId{0}, world::PlayerId{0}});
  host.sent = 4;
  EXPECT_EQ(game.advance(0.2), 1);
  ASSERT_EQ(host.given.size(), 2u) << "the rate and the player's own command, not the jump";
  EXPECT_EQ(host.given[0].first, 3);
  EXPECT_TRUE(std::holds_alternative<sim::SetTimeRate>(host.given[0].second));
  EXPECT_TRUE(std::holds_alternative<sim::QueueShip>(host.given[1].second));
  EXPECT_NE(game.state().secondsPerTick, 60.0) << "until the host runs it";
  ASSERT_TRUE(game.lastRefusal());
  EXPECT_EQ(game.lastRefusal()->command, "jump_to");
  EXPECT_FALSE(game.match()->computers.decisions() > 0) << "the host's computers think, not this desktop's";
}

TEST(DesktopLanHost, RefusesSeatsItCannotHost) {
  app::LanHostRequest request;
  for (const auto& players : std::vector<std::vector<std::string>>{{"ai:easy", "remote"}, {"human", "ai:easy"}, {"remote", "human"}}) {
    request.players = players;
    EXPECT_TRUE(std::holds_alternative<std::string>(app::startLanHost(request))) << players[0] << "," << players[1];
  }
}

}  // namespace
