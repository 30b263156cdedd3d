// Live editing of the three data files while the desktop's game runs headless (no window, no GL):
// each new broken content is logged once with its file, line and column (and no raw control byte), a
// save of the same content is not logged again, a good edit of ships.json or stations.json changes what
// the tick uses while ships and stations keep their ids and positions, a file that drops a type in play
// is refused, and nothing reloads while recording.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "data_file_edits.h"
#include "desktop/desktop_game.h"
#include "shipped_data.h"

namespace perihelion::app {
namespace {

namespace fs = std::filesystem;

using testing_edits::readText;
using testing_edits::replaced;
using testing_edits::save;

/// `text` with `insert` right after its first '{'.
std::string afterFirstBrace(std::string text, const std::string& insert) {
  return text.insert(text.find('{') + 1, insert);
}

/// A raw control character, DEL, C1 control (C2 80-9F) or a byte that is not UTF-8 at all (0xFF).
bool hasRawControl(std::string_view s) {
  for (std::size_t k = 0; k < s.size(); ++k) {
    const auto c = static_cast<unsigned char>(s[k]);
    if (c < 0x20 || c == 0x7F || c == 0xFF || c == 0xC0 || c == 0xC1) return true;
    if (c == 0xC2 && k + 1 < s.size() && (static_cast<unsigned char>(s[k + 1]) & 0xE0) == 0x80) return true;
  }
  return false;
}

/// "FILE:LINE:COL: error: ...", FILE being `file`, LINE and COL numbers. (No std::regex: GCC 12 warns
/// falsely of uninitialised members inside it in the sanitizer build.)
bool isLocatedError(const std::string& text, const std::string& file) {
  if (text.rfind(file + ":", 0) != 0) return false;
  std::size_t k = file.size() + 1;
  for (int part = 0; part < 2; ++part) {
    const std::size_t digits = k;
    while (k < text.size() && std::isdigit(static_cast<unsigned char>(text[k]))) ++k;
    if (k == digits || k >= text.size() || text[k] != ':') return false;
    ++k;
  }
  return text.compare(k, 8, " error: ") == 0;
}

std::size_t occurrences(const std::string& s, const std::string& word) {
  std::size_t n = 0;
  for (auto at = s.find(word); at != std::string::npos; at = s.find(word, at + 1)) ++n;
  return n;
}

/// A copy of the data files in a folder of its own, with a scenario of one station (of the last
/// station type) and one fleet of freighters (ship type 3) sent to a point 60,000 km away.
class DesktopReloadTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() / ("perihelion_reload_" + std::to_string(::getpid()) + "_" + test->name());
    fs::create_directories(dir_ / "scenarios");
    const fs::path data(PERIHELION_DATA_DIR);
    for (const char* name : {"solar_system.json", "ships.json", "stations.json"}) save(dir_ / name, readText(data / name));
    save(dir_ / "scenarios" / "reload.json", R"({
      "name": "Reload", "start": "2026-11-22T00:00:00Z", "dt_seconds": 10,
      "stations": [{"planet": "Earth", "ring": 4, "phase_deg": 0, "type": "Shipyard"}],
      "fleets": [{"name": "Convoy", "ship_type": "Freighter", "count": 4, "position_au": [2.0, 0.0, 0.0],
                  "spread_km": 2000, "seed": 3}],
      "orders": [{"tick": 0, "fleet": "Convoy", "move_to_au": [2.0, 0.0004, 0.0]}]
    })");
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::unique_ptr<DesktopGame> startGame() {
    data::LoadedScenarioWorld loaded = data::loadScenarioWorld(dir_ / "scenarios" / "reload.json");
    EXPECT_TRUE(loaded.world) << (loaded.diagnostics.empty() ? "" : loaded.diagnostics[0].diagnostic.message);
    if (!loaded.world) return nullptr;
    const data::ScenarioWorld& w = *loaded.world;
    return std::make_unique<DesktopGame>(watchScenarioData(w), data::stateStartingAt(w, w.state.time, 10.0, false),
                                         w.orders);
  }
  fs::path file(const char* name) const { return dir_ / name; }

  fs::path dir_;
};

/// Each broken save is logged once: the lines of a new broken content name the file, a line and a
/// column, say "error" once, and carry no raw control byte; a save of the very same content logs
/// nothing; the last good data stay in use throughout, and a good save afterwards is logged as reloaded.
/// `path` is the file as the game names it (the scenario's "../ships.json").
void expectEachBrokenContentLoggedOnce(DesktopGame& game, const fs::path& path, const std::string& good,
                                       const std::string& outOfRangeFrom, const std::string& outOfRangeTo,
                                       const std::function<bool(const DesktopGame&)>& stillTheGoodData) {
  const std::string outOfRange = replaced(good, outOfRangeFrom, outOfRangeTo);
  const std::string hostileKey = R"("\u001b]0;pwned\u0007\n\u009b\u202e": 1, )";
  struct Save {
    std::string what, text;
    bool logged;
  };
  const std::vector<Save> saves = {
      {"a number out of range", outOfRange, true},
      {"a syntax error at a raw ESC", afterFirstBrace(good, "\x1b[2J"), true},
      {"the same syntax error saved again", afterFirstBrace(good, "\x1b[2J"), false},
      {"an unknown key of control characters and the number out of range", afterFirstBrace(outOfRange, hostileKey), true},
      {"a syntax error at raw DEL, C1 and 0xFF bytes", afterFirstBrace(good, "\x7f\xc2\x9b\xff"), true},
      {"the number out of range again, after another content", outOfRange, true},
      {"the same again", outOfRange, false},
  };
  for (const Save& s : saves) {
    SCOPED_TRACE(path.filename().string() + ": " + s.what);
    save(path, s.text);
    const DataReload reload = game.reloadData();
    EXPECT_FALSE(reload.replacedAny());
    EXPECT_TRUE(stillTheGoodData(game));
    if (!s.logged) {
      EXPECT_TRUE(reload.log.empty()) << reload.log.front().text;
      continue;
    }
    const auto errors = std::count_if(reload.log.begin(), reload.log.end(), [&](const LogLine& l) {
      return l.level == engine::LogLevel::Error && isLocatedError(l.text, path.string());
    });
    EXPECT_GE(errors, 1) << (reload.log.empty() ? "nothing logged" : reload.log.front().text);
    for (const LogLine& l : reload.log) {
      EXPECT_FALSE(hasRawControl(l.text)) << l.text;
      EXPECT_LE(occurrences(l.text, "error:"), 1u) << l.text;  // the level word once (a message may say "syntax error")
      EXPECT_EQ(l.text.rfind(path.string(), 0), 0u) << l.text;  // every line names the file first
    }
  }
  save(path, good);
  const DataReload fixed = game.reloadData();
  ASSERT_FALSE(fixed.log.empty());
  EXPECT_EQ(fixed.log.front().text, path.string() + ": info: reloaded the " +
                                        (path.filename() == "solar_system.json" ? std::string("solar system")
                                         : path.filename() == "ships.json"      ? std::string("ship types")
                                                                                : std::string("station types")));
  EXPECT_TRUE(fixed.replacedAny());
}

TEST_F(DesktopReloadTest, EachBrokenSaveOfEachFileIsLoggedOnceWithItsPlace) {
  auto game = startGame();
  ASSERT_TRUE(game);
  game->runTick();
  EXPECT_TRUE(fs::equivalent(game->source().path(), file("solar_system.json")));
  EXPECT_TRUE(fs::equivalent(game->shipTypesFile().path(), file("ships.json")));
  EXPECT_TRUE(fs::equivalent(game->stationTypesFile().path(), file("stations.json")));
  expectEachBrokenContentLoggedOnce(*game, game->source().path(), readText(file("solar_system.json")),
                                    "\"eccentricity\": 0.20563593", "\"eccentricity\": 1.5", [](const DesktopGame& g) {
                                      return g.source().lastLoadFailed() &&
                                             g.system().find("Mercury")->orbit->main().elements().atJ2000.eccentricity < 0.3;
                                    });
  expectEachBrokenContentLoggedOnce(*game, game->shipTypesFile().path(), readText(file("ships.json")),
                                    "\"max_speed_km_s\": 80", "\"max_speed_km_s\": -80", [](const DesktopGame& g) {
                                      return g.shipTypesFile().lastLoadFailed() && g.shipTypes().types.size() == 5 &&
                                             g.shipTypes().types[0].maxSpeed == 80'000.0;
                                    });
  expectEachBrokenContentLoggedOnce(*game, game->stationTypesFile().path(), readText(file("stations.json")),
                                    "\"radius_km\": 1200", "\"radius_km\": 0", [](const DesktopGame& g) {
                                      return g.stationTypesFile().lastLoadFailed() && g.stationTypes().types.size() == 6 &&
                                             g.stationTypes().types[5].radius == 1'200'000.0;
                                    });
  game->runTick();  // the game goes on
}

TEST_F(DesktopReloadTest, AShipSpeedEditedWhileTheGameRunsIsWhatTheTickUses) {
  auto edited = startGame(), control = startGame();
  ASSERT_TRUE(edited && control);
  const std::vector<glm::dvec3> before = edited->state().fleets.ships.position;
  const std::size_t ships = edited->state().fleets.ships.size();

  save(file("ships.json"), replaced(readText(file("ships.json")), "\"max_speed_km_s\": 62", "\"max_speed_km_s\": 20"));
  const DataReload reload = edited->reloadData();
  EXPECT_TRUE(reload.shipTypes);
  EXPECT_FALSE(reload.solarSystem || reload.stationTypes);
  ASSERT_EQ(edited->shipTypes().types.size(), 5u);
  EXPECT_DOUBLE_EQ(edited->shipTypes().types[3].maxSpeed, 20'000.0);
  EXPECT_EQ(edited->state().fleets.ships.position, before);  // the ships in play are where they were
  EXPECT_EQ(edited->state().fleets.ships.size(), ships);

  double fastestEdited = 0.0, fastestControl = 0.0;
  for (int k = 0; k < 120; ++k) {  // 20 minutes of game time: a freighter reaches 62 km/s in 310 s
    edited->runTick();
    control->runTick();
    for (const double v : edited->state().fleets.ships.speed) fastestEdited = std::max(fastestEdited, v);
    for (const double v : control->state().fleets.ships.speed) fastestControl = std::max(fastestControl, v);
  }
  EXPECT_LE(fastestEdited, 20'000.0 * (1.0 + 1e-9));
  EXPECT_GT(fastestEdited, 15'000.0);  // they did move, at the new top speed
  EXPECT_GT(fastestControl, 50'000.0);
  EXPECT_EQ(edited->state().fleets.ships.size(), ships);
}

TEST_F(DesktopReloadTest, AStationSizeEditedWhileTheGameRunsIsTakenAndTheStationStays) {
  auto game = startGame();
  ASSERT_TRUE(game);
  game->runTick();
  ASSERT_EQ(game->state().stations.size(), 1u);
  const world::Station station = game->state().stations[0];

  save(file("stations.json"), replaced(readText(file("stations.json")), "\"radius_km\": 1200", "\"radius_km\": 1500"));
  const DataReload reload = game->reloadData();
  EXPECT_TRUE(reload.stationTypes);
  EXPECT_FALSE(game->stationTypesFile().lastLoadFailed());
  EXPECT_DOUBLE_EQ(game->stationTypes().type(station.type).radius, 1'500'000.0);
  ASSERT_EQ(game->state().stations.size(), 1u);
  EXPECT_EQ(game->state().stations[0].id, station.id);
  EXPECT_EQ(game->state().stations[0].type, station.type);
  EXPECT_EQ(game->state().stations[0].planet, station.planet);
  EXPECT_EQ(game->state().stations[0].at.ring, station.at.ring);
  EXPECT_EQ(game->state().stations[0].at.phaseAtPlacement, station.at.phaseAtPlacement);
  EXPECT_EQ(game->state().stations[0].at.placedAt, station.at.placedAt);
  game->runTick();
  EXPECT_FALSE(game->navigationHeld());
}

TEST_F(DesktopReloadTest, ATypesFileWithoutTheTypesInPlayIsRefusedAndTheGameGoesOn) {
  auto game = startGame();
  ASSERT_TRUE(game);
  game->runTick();
  const std::string ships = readText(file("ships.json"));
  const std::string stations = readText(file("stations.json"));
  // Drop the last type of each file (the freighters' and the shipyard's): valid files, but the game
  // has them in play.
  const std::string threeShips = ships.substr(0, ships.find(",\n    {\"name\": \"Freighter\"")) + "\n  ]\n}\n";
  const std::string fiveStations = stations.substr(0, stations.find(",\n    {\"name\": \"Shipyard\"")) + "\n  ]\n}\n";
  ASSERT_TRUE(data::parseShipTypes(threeShips).value);
  ASSERT_TRUE(data::parseStationTypes(fiveStations).value);

  save(file("ships.json"), threeShips);
  save(file("stations.json"), fiveStations);
  const DataReload reload = game->reloadData();
  EXPECT_FALSE(reload.replacedAny());
  EXPECT_EQ(game->shipTypes().types.size(), 5u);
  EXPECT_EQ(game->stationTypes().types.size(), 6u);
  ASSERT_TRUE(game->shipTypesFile().lastLoadFailed());
  ASSERT_TRUE(game->stationTypesFile().lastLoadFailed());
  ASSERT_EQ(game->shipTypesFile().diagnostics().size(), 1u);
  ASSERT_EQ(game->stationTypesFile().diagnostics().size(), 1u);
  const data::Diagnostic& ship = game->shipTypesFile().diagnostics()[0];
  EXPECT_EQ(ship.code, data::DiagnosticCode::TypeInUse);
  EXPECT_EQ(ship.pointer, "/ship_types");
  EXPECT_EQ(ship.line, 5u);  // where the list starts, counted in data/ships.json
  EXPECT_EQ(game->stationTypesFile().diagnostics()[0].code, data::DiagnosticCode::TypeInUse);
  EXPECT_EQ(game->stationTypesFile().diagnostics()[0].pointer, "/station_types");
  const auto typeInUse = std::count_if(reload.log.begin(), reload.log.end(), [](const LogLine& l) {
    return l.level == engine::LogLevel::Error && l.text.find("[type-in-use]") != std::string::npos;
  });
  EXPECT_EQ(typeInUse, 2);

  for (int k = 0; k < 10; ++k) game->runTick();
  EXPECT_FALSE(game->navigationHeld());  // the types in play are still there
  EXPECT_EQ(game->state().stations.size(), 1u);
}

TEST_F(DesktopReloadTest, NothingReloadsWhileRecording) {
  auto game = startGame();
  ASSERT_TRUE(game);
  std::ostringstream recording;
  game->startRecording(recording, "Reload");
  save(file("ships.json"), replaced(readText(file("ships.json")), "\"max_speed_km_s\": 62", "\"max_speed_km_s\": 20"));
  save(file("stations.json"), "{");
  const DataReload reload = game->reloadData();
  EXPECT_FALSE(reload.replacedAny());
  EXPECT_TRUE(reload.log.empty());
  EXPECT_DOUBLE_EQ(game->shipTypes().types[3].maxSpeed, 62'000.0);
  EXPECT_FALSE(game->stationTypesFile().lastLoadFailed());
}

/// The new game (players, rules and combat) on copies of the shipped data files in a folder of its own
/// (`dir`), so that a test may rewrite them.
data::LoadedScenarioWorld copyOfNewGame(const fs::path& dir) {
  testing_data::copyShippedData(dir);
  save(dir / "scenarios" / "game.json", readText(testing_data::kData / "scenarios" / "new_game.json"));
  return data::loadScenarioWorld(dir / "scenarios" / "game.json");
}

/// A game with players: the rules reload live, and a planet file that moves a held planet is refused.
TEST(DesktopReloadEconomy, RulesReloadLiveAndAHeldPlanetCannotBeMovedAway) {
  const fs::path dir = fs::temp_directory_path() / ("perihelion_reload_economy_" + std::to_string(::getpid()));
  data::LoadedScenarioWorld loaded = copyOfNewGame(dir);
  ASSERT_TRUE(loaded.world);
  DesktopGame game(watchScenarioData(*loaded.world), loaded.world->state, loaded.world->orders);
  const world::BodyId earth = game.system().find("Earth")->id;
  ASSERT_EQ(game.economy().of(earth).perDay.money, 200);  // data/rules.json

  save(dir / "rules.json", replaced(readText(dir / "rules.json"), R"("name": "Earth", "economics": 200)",
                                    R"("name": "Earth", "economics": 260)"));
  DataReload reload = game.reloadData();
  EXPECT_TRUE(reload.rules);
  EXPECT_EQ(game.economy().of(earth).perDay.money, 260) << "the tick now pays the new figure";

  save(dir / "rules.json", replaced(readText(dir / "rules.json"), R"("name": "Earth")", R"("name": "Vulcan")"));
  reload = game.reloadData();
  EXPECT_FALSE(reload.rules);
  EXPECT_TRUE(game.rulesFile().lastLoadFailed());
  EXPECT_EQ(game.economy().of(earth).perDay.money, 260) << "the last good rules stay";
  bool logged = false;
  for (const LogLine& line : reload.log) logged = logged || line.text.find("Vulcan") != std::string::npos;
  EXPECT_TRUE(logged);

  // The Earth is Blue's home: a planet file with another body at its place is refused.
  save(dir / "solar_system.json", replaced(readText(dir / "solar_system.json"), R"("name": "Earth")", R"("name": "Terra")"));
  reload = game.reloadData();
  EXPECT_FALSE(reload.solarSystem);
  EXPECT_TRUE(game.source().lastLoadFailed());
  EXPECT_EQ(game.system().body(earth).name, "Earth");
  fs::remove_all(dir);
}

/// A game with players: the combat rules reload live; a broken save, or a types file that no longer has
/// a type they arm, keeps the last good rules and reports why; a sandbox has no combat.
TEST(DesktopReloadCombat, CombatRulesReloadLiveAndABrokenSaveKeepsTheLastGoodOnes) {
  const fs::path dir = fs::temp_directory_path() / ("perihelion_reload_combat_" + std::to_string(::getpid()));
  data::LoadedScenarioWorld loaded = copyOfNewGame(dir);
  ASSERT_TRUE(loaded.world);
  DesktopGame game(watchScenarioData(*loaded.world), loaded.world->state, loaded.world->orders);
  const fleet::ShipTypeId frigate = game.shipTypes().find("Frigate")->id;
  ASSERT_EQ(game.combat().of(frigate).hull, 500.0);  // data/combat.json
  const std::string good = readText(dir / "combat.json");

  save(dir / "combat.json", replaced(good, R"("armour": 400, "hull": 500)", R"("armour": 400, "hull": 650)"));
  DataReload reload = game.reloadData();
  EXPECT_TRUE(reload.combat);
  EXPECT_TRUE(reload.replacedAny());
  EXPECT_EQ(game.combat().of(frigate).hull, 650.0) << "the new figure is in use";
  ASSERT_FALSE(reload.log.empty());
  EXPECT_EQ(reload.log.front().text, (dir / "scenarios" / ".." / "combat.json").string() + ": info: reloaded the combat rules");

  save(dir / "combat.json", replaced(good, R"("armour": 400, "hull": 500)", R"("armour": 400, "hull": -1)"));
  reload = game.reloadData();
  EXPECT_FALSE(reload.combat);
  EXPECT_FALSE(reload.replacedAny());
  EXPECT_TRUE(game.combatFile().lastLoadFailed());
  EXPECT_EQ(game.combat().of(frigate).hull, 650.0) << "the last good rules stay";
  ASSERT_FALSE(game.combatFile().diagnostics().empty());
  EXPECT_EQ(game.combatFile().diagnostics()[0].pointer, "/ships/1/hull");
  const auto located = std::count_if(reload.log.begin(), reload.log.end(), [&](const LogLine& l) {
    return l.level == engine::LogLevel::Error && isLocatedError(l.text, game.combatFile().path().string()) &&
           l.text.find("/ships/1/hull") != std::string::npos;
  });
  EXPECT_EQ(located, 1);

  // A ships file that renames the Scout is taken, but the combat rules that arm "Scout" no longer fit it.
  save(dir / "combat.json", good);
  EXPECT_TRUE(game.reloadData().combat);
  const std::string ships = readText(dir / "ships.json");
  save(dir / "ships.json", replaced(ships, R"("name": "Scout")", R"("name": "Corvette")"));
  reload = game.reloadData();
  EXPECT_TRUE(reload.shipTypes);
  EXPECT_FALSE(reload.combat);
  EXPECT_TRUE(game.combatFile().lastLoadFailed());
  ASSERT_FALSE(game.combatFile().diagnostics().empty());
  EXPECT_EQ(game.combatFile().diagnostics()[0].pointer, "/ships/0/type");
  EXPECT_TRUE(game.combat().of(frigate).armed()) << "the last good rules stay";
  save(dir / "ships.json", ships);
  reload = game.reloadData();
  EXPECT_TRUE(reload.shipTypes);
  EXPECT_TRUE(reload.combat) << "read again against the types, and good again";
  EXPECT_FALSE(game.combatFile().lastLoadFailed());
  game.runTick();
  fs::remove_all(dir);
}

TEST_F(DesktopReloadTest, ASandboxHasNoCombat) {
  auto game = startGame();
  ASSERT_TRUE(game);
  EXPECT_TRUE(game->combatFile().path().empty());
  EXPECT_TRUE(game->combat().weapons.empty());
  EXPECT_FALSE(game->combat().of(game->shipTypes().find("Freighter")->id).armed());
  save(file("ships.json"), replaced(readText(file("ships.json")), "\"max_speed_km_s\": 62", "\"max_speed_km_s\": 20"));
  EXPECT_FALSE(game->reloadData().combat);
}

}  // namespace
}  // namespace perihelion::app
