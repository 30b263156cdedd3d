// Live reload under fire (issue 22): while a game with a player, fleets and stations runs headless, each
// of the five live-reloaded data files (planets, station types, ship types, rules, combat) is rewritten
// 1,000 times with a mix of good edits, broken JSON, valid JSON with bad data, truncated writes and an
// empty file. After every broken write the game keeps the last good data; after every good one it takes
// the new; the ticks go on throughout and nothing in play is lost.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include "data_file_edits.h"
#include "desktop/desktop_game.h"
#include "world/split_mix64.h"

namespace perihelion::app {
namespace {

namespace fs = std::filesystem;

using testing_edits::readText;
using testing_edits::replaced;
using testing_edits::save;

/// One live-reloaded file: its good text, a good edit that sets a number the game reads to `value`, an
/// edit with bad data, and how to read that number from the game (to see which data are in use).
struct Target {
  const char* file;
  std::string anchor;                                   ///< the text of the number edited, as shipped
  std::function<std::string(int)> number;               ///< the text of a good value for step k
  std::string bad;                                      ///< the anchor replaced by this: valid JSON, bad data
  std::function<double(const DesktopGame&)> inUse;      ///< the number as the game uses it now
  std::function<double(int)> expected;                  ///< that number after a good edit of step k
  std::function<bool(const DataReload&)> took;          ///< the reload replaced this file's data
};

TEST(LiveReloadUnderFire, AThousandRewritesOfEachFileKeepTheLastGoodDataAndTheGame) {
  const fs::path dir = fs::temp_directory_path() / ("perihelion_fire_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "scenarios");
  const fs::path data(PERIHELION_DATA_DIR);
  for (const char* name : {"solar_system.json", "ships.json", "stations.json", "rules.json", "combat.json"}) {
    save(dir / name, readText(data / name));
  }
  save(dir / "scenarios" / "fire.json", R"({
    "name": "Under fire", "start": "2026-11-22T00:00:00Z", "dt_seconds": 600,
    "players": [{"id": "blue", "name": "Blue", "colour": "#3d8bff", "home": "Earth", "money": 5000, "resources": 1000}],
    "stations": [{"planet": "Earth", "ring": 4, "phase_deg": 0, "type": "Shipyard", "owner": "blue"}],
    "fleets": [{"name": "Convoy", "owner": "blue", "ship_type": "Freighter", "count": 6, "position_au": [2.0, 0.0, 0.0],
                "spread_km": 2000, "seed": 3}],
    "orders": [{"tick": 0, "fleet": "Convoy", "move_to_au": [2.0, 0.004, 0.0]}]
  })");
  data::LoadedScenarioWorld loaded = data::loadScenarioWorld(dir / "scenarios" / "fire.json");
  ASSERT_TRUE(loaded.world) << (loaded.diagnostics.empty() ? "" : loaded.diagnostics[0].diagnostic.message);
  const data::ScenarioWorld& w = *loaded.world;
  DesktopGame game(watchScenarioData(w), data::stateStartingAt(w, w.state.time, 600.0, false), w.orders);
  const std::size_t ships = game.state().fleets.ships.size(), stations = game.state().stations.size();
  ASSERT_EQ(ships, 6u);

  const std::vector<Target> targets = {
      {"solar_system.json", "\"eccentricity\": 0.20563593", [](int k) { return "\"eccentricity\": 0.2056" + std::to_string(1000 + k); },
       "\"eccentricity\": 1.5",
       [](const DesktopGame& g) { return g.system().find("Mercury")->orbit->main().elements().atJ2000.eccentricity; },
       [](int k) { return std::stod("0.2056" + std::to_string(1000 + k)); }, [](const DataReload& r) { return r.solarSystem; }},
      {"ships.json", "\"max_speed_km_s\": 62", [](int k) { return "\"max_speed_km_s\": " + std::to_string(30 + k % 50); },
       "\"max_speed_km_s\": -62", [](const DesktopGame& g) { return g.shipTypes().types[3].maxSpeed; },
       [](int k) { return 1000.0 * (30 + k % 50); }, [](const DataReload& r) { return r.shipTypes; }},
      {"stations.json", "\"radius_km\": 1200", [](int k) { return "\"radius_km\": " + std::to_string(1000 + k % 300); },
       "\"radius_km\": 0", [](const DesktopGame& g) { return g.stationTypes().types[5].radius; },
       [](int k) { return 1000.0 * (1000 + k % 300); }, [](const DataReload& r) { return r.stationTypes; }},
      {"rules.json", "\"per_planet_percent\": 4", [](int k) { return "\"per_planet_percent\": " + std::to_string(1 + k % 9); },
       "\"per_planet_percent\": -4", [](const DesktopGame& g) { return static_cast<double>(g.economy().tax.perPlanet); },
       [](int k) { return 100.0 * (1 + k % 9); }, [](const DataReload& r) { return r.rules; }},
      {"combat.json", "\"damage_per_shot\": 60", [](int k) { return "\"damage_per_shot\": " + std::to_string(40 + k % 40); },
       "\"damage_per_shot\": -60", [](const DesktopGame& g) { return g.combat().weapons[1].damagePerShot; },
       [](int k) { return static_cast<double>(40 + k % 40); }, [](const DataReload& r) { return r.combat; }},
  };

  world::SplitMix64 chance{20261127};
  std::int64_t goodWrites = 0, brokenWrites = 0;
  for (const Target& t : targets) {
    SCOPED_TRACE(t.file);
    const fs::path path = dir / t.file;
    const std::string shipped = readText(path);
    double lastGood = t.inUse(game);
    for (int k = 0; k < 1000; ++k) {
      const std::string good = replaced(shipped, t.anchor, t.number(k));
      std::string text;
      bool isGood = false;
      switch (k % 6) {
        case 0:
        case 1: text = good, isGood = true; break;                                        // a good edit
        case 2: text = good.substr(0, chance.next() % good.size()); break;                // a truncated write
        case 3: text = good, text.insert(chance.next() % good.size(), "}\x1b,"); break;   // broken JSON
        case 4: text = replaced(shipped, t.anchor, t.bad); break;                         // valid JSON, bad data
        default: text = ""; break;                                                        // an empty file
      }
      save(path, text);
      const DataReload reload = game.reloadData();
      if (isGood) {
        ++goodWrites;
        ASSERT_TRUE(t.took(reload)) << "write " << k << ": a good edit is taken";
        lastGood = t.expected(k);
      } else {
        ++brokenWrites;
        ASSERT_FALSE(reload.replacedAny()) << "write " << k << ": a broken write replaces nothing";
        if (!text.empty() && text.size() != good.size()) {
          ASSERT_FALSE(reload.log.empty()) << "write " << k << ": the error is shown";
        }
      }
      ASSERT_EQ(t.inUse(game), lastGood) << "write " << k << " (" << (isGood ? "good" : "broken") << ")";
      const double before = game.state().time;
      game.runTick();
      ASSERT_GT(game.state().time, before) << "the game goes on";
      ASSERT_EQ(game.state().fleets.ships.size(), ships);
      ASSERT_EQ(game.state().stations.size(), stations);
    }
    save(path, shipped);  // the next file's edits start from the shipped data
    game.reloadData();
  }
  EXPECT_EQ(goodWrites, 5 * 334);
  EXPECT_EQ(brokenWrites, 5 * 666);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace perihelion::app
