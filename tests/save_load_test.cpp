// Saved games: a game saved at tick T, loaded and run M more ticks reaches the state hash of the same
// game run T + M ticks without a break, for every shipped scenario with players and for a skirmish of
// computer players, at T = 0, 1, 100, 10,000 and in the middle of the first battle. The loaded game
// starts with cold navigation buffers (neighbour lists) while the unbroken run's are warm, so this
// also holds the tick to "no result depends on them".
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "data/data_fingerprint.h"
#include "data/scenario_world.h"
#include "match/match.h"
#include "save/restore.h"
#include "save/save_reader.h"
#include "save/save_writer.h"
#include "sim/state_hash.h"

namespace perihelion {
namespace {

const std::filesystem::path kScenarios = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios";
constexpr std::int64_t kOnAfterLoad = 20;  ///< M: ticks run after each load

/// The save of a game, through its text: written, read back through the gate and restored from the
/// scenario file it names.
save::RestoredGame throughText(const save::SavedGame& game) {
  const std::string text = save::saveText(game);
  data::Loaded<save::SavedGame> read = save::parseSave(text);
  for (const data::Diagnostic& d : read.diagnostics) ADD_FAILURE() << data::formatDiagnostic(d, "save");
  EXPECT_TRUE(read.value.has_value());
  save::RestoredGame restored = save::restoreGame(std::move(*read.value), "save", text);
  for (const std::string& e : restored.errors) ADD_FAILURE() << e;
  EXPECT_TRUE(restored.warnings.empty());
  return restored;
}

/// What the unbroken run of a game saw: its hash before each tick, the shots each tick fired, and
/// so the tick to save at in the middle of the first battle: the first tick after the first shots
/// that fires again (ships that have fired, with their targets and reloads, fire on).
struct UnbrokenRun {
  std::map<std::int64_t, std::uint64_t> hashAt;
  std::map<std::int64_t, std::int64_t> shotsIn;
  std::optional<std::int64_t> battle;
};

/// Runs a new game (`make()`, with step() and state()) `last` ticks.
template <class Make>
UnbrokenRun runUnbroken(Make&& make, std::int64_t last) {
  UnbrokenRun run;
  auto game = make();
  std::int64_t firstShots = -1;
  for (std::int64_t t = 0;; ++t) {
    run.hashAt[t] = sim::stateHash(game->state());
    if (t == last) break;
    const std::int64_t shots = game->step().fight.shots;
    run.shotsIn[t] = shots;
    if (shots > 0 && firstShots < 0) {
      firstShots = t;
    } else if (shots > 0 && !run.battle && t + kOnAfterLoad <= last) {
      run.battle = t;
    }
  }
  return run;
}

/// Runs a new game again, saving it (`save(game)`) before each of the ticks `at`.
template <class Make, class Save>
std::map<std::int64_t, save::SavedGame> savesAt(Make&& make, const std::set<std::int64_t>& at, Save&& save) {
  std::map<std::int64_t, save::SavedGame> saves;
  auto game = make();
  for (std::int64_t t = 0; t <= *at.rbegin(); ++t) {
    if (at.count(t)) saves.emplace(t, save(*game));
    if (t < *at.rbegin()) game->step();
  }
  return saves;
}

// [SECTION] A scenario's game ------------------------------------------------------------------------

struct ScenarioRun {
  data::ScenarioWorld world;
  std::size_t nextOrder = 0;
  sim::TickScratch scratch{};

  sim::TickReport step() {
    std::vector<sim::Command> commands;
    data::takeOrdersDue(world.orders, world.state.tick, world.state.time, nextOrder, commands);
    return sim::tick(world.state, world.rules(), commands, scratch);
  }
  const sim::GameState& state() const { return world.state; }
};

class ScenarioSaves : public ::testing::TestWithParam<std::string> {};

TEST_P(ScenarioSaves, LoadingAndGoingOnGivesTheHashOfTheUnbrokenRun) {
  const std::filesystem::path file = kScenarios / (GetParam() + ".json");
  const auto make = [&file] {
    data::LoadedScenarioWorld loaded = data::loadScenarioWorld(file);
    EXPECT_TRUE(loaded.world.has_value());
    return std::make_unique<ScenarioRun>(ScenarioRun{std::move(*loaded.world)});
  };
  const std::string hash = sim::hashText(data::dataFingerprint(make()->world, file.string()));
  ASSERT_FALSE(make()->state().players.empty()) << "a scenario with players";
  std::set<std::int64_t> at{0, 1, 100, 10'000};
  const UnbrokenRun unbroken = runUnbroken(make, *at.rbegin() + kOnAfterLoad);
  if (GetParam().rfind("combat_", 0) == 0) {
    ASSERT_TRUE(unbroken.battle.has_value()) << "a combat scenario fights";
  }
  if (unbroken.battle) at.insert(*unbroken.battle);
  const auto saves = savesAt(make, at, [&](const ScenarioRun& g) { return save::savedScenarioGame(file.string(), hash, g.state()); });

  for (const auto& [t, game] : saves) {
    save::RestoredGame restored = throughText(game);
    ASSERT_TRUE(restored.scenario.has_value());
    EXPECT_EQ(sim::stateHash(restored.scenario->state), unbroken.hashAt.at(t)) << "the state as saved, at tick " << t;
    const std::size_t nextOrder = restored.nextOrder();
    ScenarioRun after{std::move(*restored.scenario), nextOrder};
    for (std::int64_t k = 0; k < kOnAfterLoad; ++k) {
      const std::int64_t shots = after.step().fight.shots;
      if (k == 0) {
        EXPECT_EQ(shots, unbroken.shotsIn.at(t)) << "the first tick after the load fires as the unbroken run's did";
      }
    }
    EXPECT_EQ(sim::hashText(sim::stateHash(after.state())), sim::hashText(unbroken.hashAt.at(t + kOnAfterLoad)))
        << GetParam() << " saved at tick " << t << (t == unbroken.battle ? " (mid-battle)" : "");
  }
}

INSTANTIATE_TEST_SUITE_P(EveryShippedScenarioWithPlayers, ScenarioSaves,
                         ::testing::Values("combat_capture", "combat_lanchester", "combat_well", "economy_comet",
                                           "economy_refusals", "economy_two_players", "new_game"));

// [SECTION] A skirmish ------------------------------------------------------------------------------

match::Skirmish skirmish(const std::vector<std::string>& specs, std::uint64_t seed) {
  const std::filesystem::path file = kScenarios / "skirmish.json";
  const data::Loaded<data::Scenario> scenario = data::loadScenarioFile(file);
  EXPECT_TRUE(scenario.value.has_value());
  std::vector<match::Seat> seats;
  for (const std::string& s : specs) seats.push_back(*match::parseSeat(s));
  match::SkirmishOrError made = match::makeSkirmish(*scenario.value, file.string(), seats, seed, 0.0);
  return std::move(std::get<match::Skirmish>(made));
}

struct SkirmishCase {
  std::vector<std::string> seats;
  std::uint64_t seed = 0;
  std::set<std::int64_t> at;
  bool fights = true;
};

class SkirmishSaves : public ::testing::TestWithParam<SkirmishCase> {};

TEST_P(SkirmishSaves, AMatchGoesOnAsIfNeverSaved) {
  const std::filesystem::path file = kScenarios / "skirmish.json";
  const auto make = [] { return std::make_unique<match::Match>(skirmish(GetParam().seats, GetParam().seed)); };
  const std::string hash = sim::hashText(data::dataFingerprint(make()->world(), file.string()));
  std::set<std::int64_t> at = GetParam().at;
  const UnbrokenRun unbroken = runUnbroken(make, *at.rbegin() + kOnAfterLoad);
  if (GetParam().fights) {
    ASSERT_TRUE(unbroken.battle.has_value()) << "the computer players fight";
    at.insert(*unbroken.battle);
  }
  std::map<std::int64_t, std::size_t> eventsAt;
  const auto saves = savesAt(make, at, [&](const match::Match& m) {
    eventsAt[m.state().tick] = m.events().size();
    return save::savedMatch(file.string(), hash, m);
  });

  for (const auto& [t, game] : saves) {
    save::RestoredGame restored = throughText(game);
    ASSERT_TRUE(restored.skirmish.has_value());
    match::Match after(std::move(*restored.skirmish));
    save::resumeMatch(after, restored.matchPart);
    EXPECT_EQ(after.seats()[0].spec(), GetParam().seats[0]);
    EXPECT_EQ(after.events().size(), eventsAt.at(t)) << "the chronicle as saved";
    std::int64_t shots = 0;
    for (std::int64_t k = 0; k < kOnAfterLoad; ++k) shots += after.step().fight.shots;
    if (t == unbroken.battle) {
      EXPECT_GT(shots, 0) << "saved before a fight, it is fought after the load";
    }
    EXPECT_EQ(sim::hashText(sim::stateHash(after.state())), sim::hashText(unbroken.hashAt.at(t + kOnAfterLoad)))
        << "skirmish saved at tick " << t << (t == unbroken.battle ? " (mid-battle)" : "");
  }
}

// Computer players who build, fight and take planets (seed 2: first shots on day 39, fights again on
// day 64), saved before their second fight and on day 83 (a run to tick 10,000 would take a minute, a hundred ships fighting on);
// and the match of two players who do nothing, to tick 10,000.
INSTANTIATE_TEST_SUITE_P(Skirmish, SkirmishSaves,
                         ::testing::Values(SkirmishCase{{"ai:hard", "ai:normal"}, 2, {0, 1, 100, 2'000}, true},
                                           SkirmishCase{{"none", "none"}, 2, {0, 1, 100, 10'000}, false}));

// [SECTION] The file itself -------------------------------------------------------------------------

TEST(SaveText, DoublesReadBackToTheSameBits) {
  save::SavedGame game;
  game.scenario = "/x.json";
  game.state.time = 0.1 + 0.2;  // 0.30000000000000004: needs all 17 digits
  game.state.secondsPerTick = 1.0 / 3.0;
  game.state.economySeconds = 5e-324;  // the smallest subnormal
  game.state.obstacles.push_back({glm::dvec3(-0.0, 1e300, -1.2345678901234567e-300), 0.0});
  const data::Loaded<save::SavedGame> back = save::parseSave(save::saveText(game));
  ASSERT_TRUE(back.value.has_value());
  EXPECT_EQ(std::bit_cast<std::uint64_t>(back.value->state.time), std::bit_cast<std::uint64_t>(game.state.time));
  EXPECT_EQ(std::bit_cast<std::uint64_t>(back.value->state.secondsPerTick), std::bit_cast<std::uint64_t>(1.0 / 3.0));
  EXPECT_EQ(back.value->state.economySeconds, 5e-324);
  const glm::dvec3 c = back.value->state.obstacles.at(0).centre;
  EXPECT_TRUE(std::signbit(c.x)) << "-0 stays -0";
  EXPECT_EQ(c.y, 1e300);
  EXPECT_EQ(c.z, -1.2345678901234567e-300);
  EXPECT_EQ(sim::stateHash(back.value->state), sim::stateHash(game.state));
}

}  // namespace
}  // namespace perihelion
