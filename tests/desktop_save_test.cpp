// Saving and loading at the desktop, headless: a skirmish saved (F5, or a named save) and loaded goes
// on tick for tick as the game that was never saved, computer players and chronicle included; a
// broken save changes nothing and says why; a name cannot leave the saves folder; the list of saves
// is newest first. And a skirmish recorded at the desktop replays headless to its state hash.
#include <gtest/gtest.h>

#include <fstream>

#include "cli_run.h"
#include "desktop/recorded_game.h"
#include "desktop/saved_games.h"
#include "desktop/skirmish_setup.h"
#include "sim/state_hash.h"
#include "skirmish/match_recorder.h"

namespace perihelion {
namespace {

const std::filesystem::path kSkirmish = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios" / "skirmish.json";

std::filesystem::path freshFolder(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("perihelion_desktop_save_" + name + "_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

app::SkirmishGame newSkirmish() {
  auto made = app::makeSkirmishGame({kSkirmish, {"human", "ai:hard"}, 2, 0.0, 0.5});
  return std::move(std::get<app::SkirmishGame>(made));
}

TEST(DesktopSaves, ASavedSkirmishLoadsAndGoesOnAsTheGameNeverSaved) {
  const auto dir = freshFolder("goes_on");
  app::SkirmishGame played = newSkirmish();
  for (int k = 0; k < 2000; ++k) played.game->runTick();  // a few weeks: the computer has built and sent ships
  ASSERT_GT(played.game->state().fleets.ships.size(), 2u);
  const auto file = dir / "mid.json";
  ASSERT_EQ(app::saveDesktopGame(*played.game, played.scenario, file), "");

  auto loaded = app::loadDesktopGame(file);
  ASSERT_TRUE(std::holds_alternative<app::LoadedDesktopGame>(loaded)) << std::get<std::vector<std::string>>(loaded).front();
  app::LoadedDesktopGame& back = std::get<app::LoadedDesktopGame>(loaded);
  EXPECT_TRUE(back.warnings.empty());
  EXPECT_EQ(sim::stateHash(back.game->state()), sim::stateHash(played.game->state()));
  EXPECT_EQ(back.game->player(), played.game->player()) << "the player is the human seat again";
  ASSERT_TRUE(back.game->match().has_value());
  EXPECT_EQ(back.game->match()->chronicle.samples().size(), played.game->match()->chronicle.samples().size());
  for (int k = 0; k < 1000; ++k) {
    played.game->runTick();
    back.game->runTick();
  }
  EXPECT_EQ(sim::hashText(sim::stateHash(back.game->state())), sim::hashText(sim::stateHash(played.game->state())))
      << "a thousand ticks on, the loaded game is the one that was never saved";
  EXPECT_EQ(back.game->match()->computers.decisions(), played.game->match()->computers.decisions());
}

TEST(DesktopSaves, ABrokenSaveIsRefusedWithItsPlaceAndNoGame) {
  const auto dir = freshFolder("broken");
  app::SkirmishGame played = newSkirmish();
  const auto file = dir / "s.json";
  ASSERT_EQ(app::saveDesktopGame(*played.game, played.scenario, file), "");
  const std::string text = testing_cli::slurp(file);
  std::ofstream(dir / "cut.json") << text.substr(0, text.size() / 3);
  auto loaded = app::loadDesktopGame(dir / "cut.json");
  ASSERT_TRUE(std::holds_alternative<std::vector<std::string>>(loaded));
  const std::string first = std::get<std::vector<std::string>>(loaded).front();
  EXPECT_NE(first.find("cut.json:"), std::string::npos) << first;
  EXPECT_NE(first.find("[syntax-error]"), std::string::npos) << first;
  EXPECT_TRUE(std::holds_alternative<std::vector<std::string>>(app::loadDesktopGame(dir / "none.json")));
}

TEST(DesktopSaves, ANameStaysInTheFolderAndTheListIsNewestFirst) {
  const auto dir = freshFolder("names");
  EXPECT_EQ(app::saveFileNamed(dir, "../../etc/passwd"), dir / "etcpasswd.json");
  EXPECT_EQ(app::saveFileNamed(dir, "  day 20, before war! "), dir / "day 20 before war.json");
  EXPECT_FALSE(app::saveFileNamed(dir, "../..").has_value());
  std::ofstream(dir / "old.json") << "{}";
  std::ofstream(dir / "new.json") << "{}";
  std::ofstream(dir / "notes.txt") << "not a save";
  std::filesystem::last_write_time(dir / "old.json", std::filesystem::file_time_type::clock::now() - std::chrono::hours(1));
  const std::vector<app::SaveEntry> saves = app::listSaves(dir);
  ASSERT_EQ(saves.size(), 2u);
  EXPECT_EQ(saves[0].name, "new");
  EXPECT_EQ(saves[1].name, "old");
}

TEST(DesktopSaves, ASkirmishRecordedAtTheDesktopReplaysHeadlessToItsHash) {
  const auto dir = freshFolder("record");
  app::SkirmishGame played = newSkirmish();
  std::ofstream out(dir / "game.txt", std::ios::binary);
  played.game->startRecording(out, played.scenario.name,
                              sim::recordingOrigin(app::absoluteScenario(kSkirmish), sim::RecordedSkirmish{2, 0.0, {"human", "ai:hard"}}));
  for (int k = 0; k < 1500; ++k) played.game->runTick();
  const std::string end = played.game->finishRecording();
  out.close();
  const auto replay = testing_cli::perihelion("replay '" + (dir / "game.txt").string() + "'");
  ASSERT_EQ(replay.exitCode, 0) << replay.err;
  EXPECT_NE(end.find(nlohmann::json::parse(replay.out).at("state_hash").get<std::string>()), std::string::npos)
      << end << " vs " << replay.out.substr(0, 200);

  // And in the window (`perihelion --replay`): the same game, at the viewer's speed, taking no command.
  auto shown = app::replayDesktopGame(dir / "game.txt");
  ASSERT_TRUE(std::holds_alternative<app::LoadedDesktopGame>(shown)) << std::get<std::vector<std::string>>(shown).front();
  app::DesktopGame& viewer = *std::get<app::LoadedDesktopGame>(shown).game;
  viewer.submit(sim::SetTimeRate{viewer.state().secondsPerTick * 8.0});  // Faster: the playback, not the game
  viewer.submit(sim::OrderFleets{{fleet::FleetId{0}}, fleet::Order{}, viewer.player()});
  ASSERT_TRUE(viewer.lastRefusal().has_value());
  EXPECT_EQ(viewer.lastRefusal()->reason, "a replay takes no commands");
  for (int frame = 0; frame < 100000 && viewer.state().tick < 1500; ++frame) viewer.advance(1.0 / 60.0);
  EXPECT_EQ(viewer.state().tick, 1500) << "it stops at the recording's end";
  viewer.advance(1.0);
  EXPECT_EQ(viewer.state().tick, 1500);
  EXPECT_NE(end.find(sim::hashText(sim::stateHash(viewer.state()))), std::string::npos) << "the recorded game's end";
  EXPECT_NE(viewer.replayStatus().find("over, in the recorded state"), std::string::npos) << viewer.replayStatus();
}

}  // namespace
}  // namespace perihelion
