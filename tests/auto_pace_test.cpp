// The time rate held down while something needs the player's eye (desktop/auto_pace.h), through the
// desktop's game run headless: a fleet's arrival steps the rate down to the steering rate and back to the
// player's once it is over; the player's own choice while held is kept; turned off, nothing changes; a
// battle and hostile ships in a well each ask for the steering rate, seen by the player among them.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "desktop/auto_pace.h"
#include "shipped_data.h"

namespace perihelion::app {
namespace {

namespace fs = std::filesystem;

constexpr double kFrame = 1.0 / 60.0;  // one tick of real time
const double kFiveDays = world::secondsPerTickAt(5.0);
const double kOneMinute = world::secondsPerTickAt(60.0 / 86400.0);
const double kOneHour = world::secondsPerTickAt(3600.0 / 86400.0);

/// A game of 12 frigates (top speed 70 km/s, 0.5 km/s^2) sent 0.02 au (3 million km) from 2 au, at 5 days a
/// second, in the sandbox; on copies of the shipped data in a folder of its own.
class AutoPaceTest : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("perihelion_pace_" + std::to_string(::getpid()));
    testing_data::copyShippedData(dir_);
    std::ofstream(dir_ / "scenarios" / "pace.json") << R"({
      "$schema": "../scenario.schema.json", "format_version": 1, "name": "pace",
      "start": "2026-01-01T00:00:00Z", "ticks": 1, "dt_seconds": 1,
      "fleets": [{"name": "Home Guard", "ship_type": "Frigate", "count": 12, "position_au": [2.0, 0.0, 0.0]}],
      "orders": [{"tick": 0, "fleet": "Home Guard", "move_to_au": [2.0, 0.02, 0.0]}]
    })";
    data::LoadedScenarioWorld loaded = data::loadScenarioWorld(dir_ / "scenarios" / "pace.json");
    ASSERT_TRUE(loaded.world);
    const data::ScenarioWorld& w = *loaded.world;
    game_ = std::make_unique<DesktopGame>(watchScenarioData(w), data::stateStartingAt(w, w.state.time, kFiveDays, false),
                                          w.orders);
  }
  void TearDown() override { fs::remove_all(dir_); }

  /// One frame of real time: its tick, then the pacing.
  void frame() {
    game_->runTick();
    pace_.update(*game_, kFrame);
  }
  bool arrived() const { return game_->state().fleets.fleets[0].lastArrivalTick >= 0; }

  fs::path dir_;
  std::unique_ptr<DesktopGame> game_;
  AutoPace pace_;
};

/// Where the fleet's moving ships are, on average, from its point, m.
double wayLeft(const DesktopGame& game) {
  const fleet::Fleets& fleets = game.state().fleets;
  glm::dvec3 sum(0.0);
  for (const glm::dvec3& p : fleets.ships.position) sum += p;
  return glm::length(fleets.fleets[0].order.point - sum / static_cast<double>(fleets.ships.size()));
}

TEST_F(AutoPaceTest, AnArrivalStepsTheRateDownToTheSteeringRateAndBackAfter) {
  std::vector<double> rates;  // each rate the frames ran at, once
  std::string reason;
  int frames = 0, steering = 0;
  for (; frames < 200'000; ++frames) {
    frame();
    const double rate = game_->secondsPerTickAfterPending();
    if (rates.empty() || rates.back() != rate) rates.push_back(rate);
    if (pace_.holding()) reason = pace_.reason();
    steering += rate == kOneMinute ? 1 : 0;
    if (rate == kFiveDays) break;
  }
  // At 5 days a second the fleet would arrive in about the sixth tick. The first tick, in which the order
  // is given, runs at 5 days a second (2 hours: about 500,000 km). Then the rate halves, and halves again,
  // as the way left shrinks, down to 1 min/s for its last stretch; once the fleet is at its point (within
  // the room it takes: 3 frigate radii times the cube root of 12, 137 km), kHoldRealSeconds later, back
  // to the player's 5 days a second.
  ASSERT_GE(rates.size(), 4u) << frames;
  for (std::size_t k = 1; k + 1 < rates.size(); ++k) EXPECT_LT(rates[k], rates[k - 1]) << k;
  EXPECT_EQ(rates[rates.size() - 2], kOneMinute);
  EXPECT_EQ(rates.back(), kFiveDays);
  EXPECT_EQ(reason, "Home Guard arriving at its point");
  EXPECT_FALSE(pace_.holding());
  // Its last stretch seen at 1 min/s for about kArrivalRealSeconds (less what braking shortens, more the
  // hold); the whole slowing over within half a minute.
  EXPECT_GE(steering, 180);
  EXPECT_LE(steering, 60 * 15);
  EXPECT_LE(frames, 60 * 30);
  // The cap lifted within 137 km of the point; the 120 s held after, braking, leave it there.
  EXPECT_LT(wayLeft(*game_), 200e3);
}

TEST_F(AutoPaceTest, ARateThePlayerChoosesWhileHeldStandsUntilItIsOver) {
  frame();
  ASSERT_TRUE(pace_.holding());
  const double oneDay = world::secondsPerTickAt(1.0);
  game_->submit(sim::SetTimeRate{oneDay});  // the player: 1 day a second
  for (int frames = 0; frames < 200; ++frames) {
    frame();
    ASSERT_EQ(game_->secondsPerTickAfterPending(), oneDay) << frames;
    ASSERT_FALSE(pace_.holding());
  }
  EXPECT_LT(wayLeft(*game_), 200e3);  // at 1 day a second the fleet is there
}

TEST_F(AutoPaceTest, NothingChangesWhilePaused) {
  frame();
  ASSERT_TRUE(pace_.holding());
  const double held = game_->secondsPerTickAfterPending();
  game_->submit(sim::SetPaused{true});
  for (int k = 0; k < 600; ++k) frame();  // 10 real seconds, five times the hold
  EXPECT_TRUE(pace_.holding());
  EXPECT_EQ(game_->secondsPerTickAfterPending(), held);
}

TEST_F(AutoPaceTest, TurnedOffTheRateIsThePlayers) {
  pace_.enabled = false;
  for (int k = 0; k < 10; ++k) frame();
  EXPECT_EQ(game_->secondsPerTickAfterPending(), kFiveDays);
  EXPECT_TRUE(arrived());  // at 5 days a second, within the first ticks
  EXPECT_FALSE(pace_.holding());
}

TEST_F(AutoPaceTest, TurnedOffWhileHeldTheRateGoesBackAtOnce) {
  frame();
  ASSERT_TRUE(pace_.holding());
  pace_.enabled = false;
  frame();
  EXPECT_EQ(game_->secondsPerTickAfterPending(), kFiveDays);
  EXPECT_FALSE(pace_.holding());
}

/// The new game (Blue on the Earth with a shipyard, Red on Mars with one), as it starts.
sim::GameState newGame() {
  data::LoadedScenarioWorld loaded = data::loadScenarioWorld(testing_data::kData / "scenarios" / "new_game.json");
  EXPECT_TRUE(loaded.world);
  return loaded.world ? loaded.world->state : sim::GameState{};
}

/// Puts every ship of fleet `f` in the well of `planet`, at an offset.
void putInWell(sim::GameState& state, std::size_t f, world::BodyId planet) {
  fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.fleet[i].value != f) continue;
    ships.mode[i] = fleet::ShipMode::InWell;
    ships.wellPlanet[i] = planet;
    ships.wellOffset[i] = glm::dvec3(3e7, 0.0, 0.0);
  }
}

TEST(PaceCap, HostileShipsInAWellAskForTheSteeringRateOfThePlayersThere) {
  const testing_data::ShippedData data;
  sim::GameState state = newGame();
  for (fleet::Fleet& f : state.fleets.fleets) f.order = {};  // nobody on the way anywhere
  ASSERT_EQ(state.players.size(), 2u);
  const world::PlayerId blue = state.players[0].id, red = state.players[1].id;
  const world::BodyId earth = data.system.find("Earth")->id;
  const std::size_t homeGuard = 0, redScouts = 1;
  ASSERT_EQ(state.fleets.fleets[homeGuard].owner, blue);
  ASSERT_EQ(state.fleets.fleets[redScouts].owner, red);
  // Red's scouts alone in the Earth's well, which Blue holds and has a shipyard in: no forces meet.
  putInWell(state, redScouts, earth);
  EXPECT_TRUE(paceCap(state, data.system, data.shipTypes, std::nullopt, blue).reason.empty());
  // With Blue's frigates there too: for Blue, Red's ships there; for Red, Blue's.
  putInWell(state, homeGuard, earth);
  PaceCap cap = paceCap(state, data.system, data.shipTypes, std::nullopt, blue);
  EXPECT_EQ(cap.secondsPerSecond, kSteeringRate);
  EXPECT_EQ(cap.reason, "Red Syndicate ships in Earth's well");
  cap = paceCap(state, data.system, data.shipTypes, std::nullopt, red);
  EXPECT_EQ(cap.reason, "Blue League ships in Earth's well");
}

TEST(PaceCap, ABattleOfThePlayersAsksForTheSteeringRateNamingThePlanetNearIt) {
  const testing_data::ShippedData data;
  sim::GameState state = newGame();
  for (fleet::Fleet& f : state.fleets.fleets) f.order = {};  // nobody on the way anywhere
  const world::PlayerId blue = state.players[0].id, red = state.players[1].id;
  sim::TickReport report;
  const world::Body& mars = *data.system.find("Mars");
  combat::Volley volley;  // a shot by Blue's first ship at nothing
  volley.from = {world::TargetRef::Kind::Ship, state.fleets.ships.id[0].value};
  ASSERT_EQ(state.fleets.fleets[state.fleets.ships.fleet[0].value].owner, blue);
  volley.fromPosition = data.system.positionOf(mars, astro::julianDateOfSeconds(state.time)) + glm::dvec3(4e7, 0, 0);
  report.fight.volleys.push_back(volley);
  const auto battle = battleOf(state, report, blue);
  ASSERT_TRUE(battle);
  EXPECT_EQ(*battle, volley.fromPosition);
  EXPECT_FALSE(battleOf(state, report, red));  // not Red's
  const PaceCap cap = paceCap(state, data.system, data.shipTypes, battle, blue);
  EXPECT_EQ(cap.secondsPerSecond, kSteeringRate);
  EXPECT_EQ(cap.reason, "a battle near Mars");
  EXPECT_TRUE(paceCap(state, data.system, data.shipTypes, std::nullopt, blue).reason.empty());
}

TEST(PaceCap, AFleetSentToAPointInAWellIsPacedToWhereThePointHasGone) {
  const testing_data::ShippedData data;
  sim::GameState state = newGame();
  const world::Body& earth = *data.system.find("Earth");
  const glm::dvec3 planet = data.system.positionOf(earth, astro::julianDateOfSeconds(state.time));
  // Blue's 12 frigates 3 million km from the Earth, at 70 km/s, sent to a point 20,000 km from it that the
  // well took in (its order's first point now far behind the planet).
  fleet::Fleet& guard = state.fleets.fleets[0];
  guard.order = {};
  guard.order.kind = fleet::Order::Kind::MoveTo;
  guard.order.point = planet - glm::dvec3(5e10, 0, 0);
  guard.order.well = earth.id;
  guard.order.wellOffset = {2e7, 0, 0};
  state.fleets.fleets[1].order = {};
  fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const bool mine = ships.fleet[i] == guard.id;
    ships.mode[i] = mine ? fleet::ShipMode::Moving : fleet::ShipMode::Idle;
    if (mine) ships.position[i] = planet + glm::dvec3(2e7 + 3e9, 0, 0);
    ships.speed[i] = mine ? 7e4 : 0.0;
  }
  // Left: 3e9 m less the fleet's room (3 x 20 km x 12^(1/3)); 42,854 s at 70 km/s, seen over half a second.
  const double left = 3e9 - 3.0 * 20e3 * std::cbrt(12.0);
  const PaceCap cap = paceCap(state, data.system, data.shipTypes, std::nullopt, state.players[0].id);
  EXPECT_NEAR(cap.secondsPerSecond, left / 7e4 / kApproachRealSeconds, 1e-6);
  EXPECT_EQ(cap.reason, "Home Guard arriving at its point");
}

TEST(PaceCap, EnemyFleetsClosingInAreSlowedForAsTheirRoomsNear) {
  const testing_data::ShippedData data;
  sim::GameState state = newGame();
  for (fleet::Fleet& f : state.fleets.fleets) f.order = {};  // nobody on the way anywhere
  // Blue's 12 frigates still at one point; Red's 8 scouts 2 million km off, at 80 km/s.
  const glm::dvec3 at{1.5e11, 0.0, 0.0};
  fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const bool red = state.fleets.fleets[ships.fleet[i].value].owner == state.players[1].id;
    ships.position[i] = red ? at + glm::dvec3(2e9, 0.0, 0.0) : at;
    ships.heading[i] = {-1.0, 0.0, 0.0};
    ships.speed[i] = red ? 8e4 : 0.0;
  }
  // The gap: 2e9 m less the rooms, 3 x 20 km x 12^(1/3) and 3 x 10 km x 8^(1/3); closed in 24,997.5 s,
  // to be seen over kApproachRealSeconds: 49,995 s a real second.
  const double gap = 2e9 - 3.0 * (20e3 * std::cbrt(12.0) + 10e3 * 2.0);
  PaceCap cap = paceCap(state, data.system, data.shipTypes, {}, state.players[0].id);
  EXPECT_NEAR(cap.secondsPerSecond, gap / 8e4 / 0.5, 1e-6);
  EXPECT_EQ(cap.reason, "Red Syndicate closing in");
  // Heading away: nothing.
  for (std::size_t i = 0; i < ships.size(); ++i) ships.heading[i] = {1.0, 0.0, 0.0};
  EXPECT_TRUE(paceCap(state, data.system, data.shipTypes, {}, state.players[0].id).reason.empty());
}

TEST(PaceCap, TheRateWithinACapIsTheSteeringRateDoubledAsOftenAsItAllows) {
  EXPECT_GT(cappedSecondsPerTick(1e300), world::secondsPerTickAt(world::kTimeRates.back()));  // no cap
  EXPECT_EQ(cappedSecondsPerTick(3600.0), 32.0);   // 60 s/s times 32: 1,920 s/s, 32 s a tick
  EXPECT_EQ(cappedSecondsPerTick(3839.0), 32.0);
  EXPECT_EQ(cappedSecondsPerTick(3840.0), 64.0);
  EXPECT_EQ(cappedSecondsPerTick(119.0), kOneMinute);
  EXPECT_EQ(cappedSecondsPerTick(1.0), kOneMinute);  // real time is slower than steering needs
}

}  // namespace
}  // namespace perihelion::app
