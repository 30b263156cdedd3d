// `perihelion validate` on a scenario checks what `simulate` checks before it runs, by the same code, so
// that a designer finds every mistake without running it; and a data file a scenario names that cannot be
// read is reported in the scenario, at the key that names it (issue 22).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_run.h"

namespace {

using testing_cli::CliRun;
using testing_cli::perihelion;

const std::string kData = PERIHELION_DATA_DIR;

/// This test's own folder, whose scenarios/ holds the scenarios it writes (and which has no data files, so
/// that the defaults, ../stations.json and the others, are not there).
const std::filesystem::path kFolder =
    std::filesystem::temp_directory_path() / ("perihelion_scenario_check_" + std::to_string(::getpid()));

/// The folder goes when the tests are done.
struct RemovedAtExit {
  ~RemovedAtExit() {
    std::error_code ignored;
    std::filesystem::remove_all(kFolder, ignored);
  }
} const kRemoved;

/// Writes a scenario into the test's scenarios/ folder and returns its path.
std::string writeScenario(const std::string& name, const std::string& text) {
  std::filesystem::create_directories(kFolder / "scenarios");
  std::ofstream(kFolder / "scenarios" / name) << text;
  return (kFolder / "scenarios" / name).string();
}

/// The lines naming the shipped data files, from line 2 on (five lines).
std::string shippedFiles() {
  return "\"solar_system\": \"" + kData + "/solar_system.json\",\n\"station_types\": \"" + kData +
         "/stations.json\",\n\"ship_types\": \"" + kData + "/ships.json\",\n\"rules\": \"" + kData +
         "/rules.json\",\n\"combat\": \"" + kData + "/combat.json\",\n";
}

TEST(CliValidate, TakesAScenarioThatNamesItsDataFilesForAScenario) {
  // "station_types" and "ship_types" are also the keys of the types files' lists: the schema decides.
  const std::string file = writeScenario("names_its_files.json", "{\"$schema\": \"../scenario.schema.json\",\n" + shippedFiles() +
                                                                      R"("start": "2026-01-01T00:00:00Z",
"fleets": [{"name": "A", "ship_type": "Scout", "count": 3, "position_au": [1, 0, 0]}]}
)");
  const CliRun run = perihelion("validate '" + file + "'");
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(run.err, "");
  EXPECT_NE(run.out.find("names_its_files.json: ok (scenario, 0 stations)"), std::string::npos) << run.out;
}

TEST(CliValidate, FindsEveryMistakeInAScenarioThatSimulateStopsAt) {
  // Each is in range and well formed, so the format's checks pass them; the game's data do not.
  const std::string file = writeScenario("mistakes.json", "{\n" + shippedFiles() + R"("start": "2026-01-01T00:00:00Z",
"stations": [{"planet": "Mars", "ring": 1, "type": "Hut"},
  {"planet": "Mercury", "ring": 5, "type": "Satellite"},
  {"planet": "Vulcan", "ring": 1, "type": "Satellite"}],
"fleets": [{"name": "A", "ship_type": "Dreadnought", "count": 3, "position_au": [1, 0, 0]},
  {"name": "B", "ship_type": "Scout", "count": 3, "position_au": [1, 0, 0]}],
"orders": [{"fleet": "C", "go_to": "Mars"},
  {"fleet": "B", "go_to": "Sun"}]}
)");
  const CliRun validate = perihelion("validate '" + file + "'");
  EXPECT_EQ(validate.exitCode, 1);
  EXPECT_EQ(validate.out, "");
  for (const std::string& expected : {
           file + ":8:14: error: /stations/0: station refused: no station type named \"Hut\"",
           file + ":9:3: error: /stations/1: station refused: Mercury has 2 rings; there is no ring 5 [no-such-ring]",
           file + ":10:3: error: /stations/2: station refused: no planet named \"Vulcan\"",
           file + ":11:39: error: /fleets/0/ship_type: no ship type named \"Dreadnought\" [unknown-name]",
           file + ":13:22: error: /orders/0/fleet: no fleet named \"C\" [unknown-name]",
           file + ":14:27: error: /orders/1/go_to: no planet named \"Sun\" [unknown-name]",
       }) {
    EXPECT_NE(validate.err.find(expected + ""), std::string::npos) << expected << "\nin\n" << validate.err;
  }
  // simulate stops at the same mistakes, reported by the same code, before it runs.
  const CliRun simulate = perihelion("simulate '" + file + "'");
  EXPECT_EQ(simulate.exitCode, 1);
  EXPECT_EQ(simulate.err, validate.err);
}

TEST(CliValidate, RefusesWhatSimulateRefusesAndTriesEveryHomeOfASkirmish) {
  const CliRun refused = perihelion("validate '" + kData + "/scenarios/refused_shipyard.json'");
  EXPECT_EQ(refused.exitCode, 1);
  EXPECT_EQ(refused.err, perihelion("simulate '" + kData + "/scenarios/refused_shipyard.json'").err);

  const CliRun skirmish = perihelion("validate '" + kData + "/scenarios/skirmish.json'");
  EXPECT_EQ(skirmish.exitCode, 0) << skirmish.err;
  EXPECT_NE(skirmish.out.find("ok (scenario, 0 stations, built with each of its 4 start planets as a home)"),
            std::string::npos)
      << skirmish.out;
  // One seat, two candidate homes: a shipyard fits at the Earth but at no ring of 1P/Halley's, so the
  // mistake shows only when the comet is the home the seed draws.
  const std::string halley = writeScenario("halley.json", "{\n" + shippedFiles() + R"("start": "2026-01-01T00:00:00Z",
"start_planets": ["Earth", "1P/Halley"], "players": [{"id": "a", "name": "A", "colour": "#112233"}],
"start_stations": [{"type": "Shipyard"}]}
)");
  const CliRun home = perihelion("validate '" + halley + "'");
  EXPECT_EQ(home.exitCode, 1);
  EXPECT_NE(home.err.find(halley + ":9:20: error: /start_stations/0: station refused: ring 2 of 1P/Halley does not take "
                                   "large structures such as Shipyard"),
            std::string::npos)
      << home.err;
}

TEST(CliScenario, AThousandFleetsOfAMillionShipsAreRefusedBeforeAnyIsPlaced) {
  // Every number in range; a billion ships together, which simulate would spend hours placing.
  std::string text = "{\n" + shippedFiles() + "\"start\": \"2026-01-01T00:00:00Z\",\n\"fleets\": [\n";
  for (int k = 0; k < 1000; ++k) {
    text += std::string(k ? ",\n" : "") + R"({"name": "F)" + std::to_string(k) +
            R"(", "ship_type": "Scout", "count": 1000000, "position_au": [1, 0, 0]})";
  }
  const std::string file = writeScenario("billion.json", text + "\n]}\n");
  const std::string refused = file + ":10:47: error: /fleets/1/count: expected at most 1000000 ships in all the fleets "
                                     "together, found 2000000 in /fleets/0 to /fleets/1 [out-of-range]\n";
  const CliRun validate = perihelion("validate '" + file + "'");
  EXPECT_EQ(validate.exitCode, 1);
  ASSERT_EQ(validate.err, refused);  // else simulate below would try to place them
  const CliRun simulate = perihelion("simulate '" + file + "'");
  EXPECT_EQ(simulate.exitCode, 1);
  EXPECT_EQ(simulate.err, refused);
}

TEST(CliScenario, ADataFileReferenceNamingAFolderIsReportedAtItsKey) {
  // "ship_types" names the data folder rather than ships.json in it; "station_types" is left to its
  // default, ../stations.json beside the scenario's folder, which is not there.
  const std::string file = writeScenario("folder.json", "{\"start\": \"2026-01-01T00:00:00Z\",\n\"solar_system\": \"" + kData +
                                                            "/solar_system.json\",\n\"ship_types\": \"" + kData + R"(",
"fleets": [{"name": "A", "ship_type": "Scout", "count": 3, "position_au": [1, 0, 0]}]}
)");
  const std::string folder = file + ":3:15: error: /ship_types: expected a ship-types file at \"" + kData +
                             "\", found a folder [file-unreadable]";
  const std::string stations = (kFolder / "scenarios" / ".." / "stations.json").string();
  const std::string missing = file + ":1:1: error: /: expected a station-types file at \"" + stations +
                              "\" (the default, as the scenario gives no \"station_types\"), found no file there";
  for (const char* command : {"validate", "simulate"}) {
    const CliRun run = perihelion(std::string(command) + " '" + file + "'");
    EXPECT_EQ(run.exitCode, 1) << command;
    EXPECT_NE(run.err.find(folder), std::string::npos) << command << ":\n" << run.err;
    EXPECT_NE(run.err.find(missing), std::string::npos) << command << ":\n" << run.err;
  }
}

TEST(CliValidate, RefusesAPlayerWithNoHomeAndNoStartPlanetsAsSimulateDoes) {
  // An empty start_planets: no skirmish can seat the player, and simulate has no home for it.
  const std::string file = writeScenario("no_home.json", "{\"$schema\": \"../scenario.schema.json\",\n" + shippedFiles() +
                                                             R"("start": "2026-01-01T00:00:00Z", "start_planets": [],
"players": [{"id": "blue", "name": "Blue", "colour": "#3d8bff"}]}
)");
  for (const char* command : {"validate", "simulate"}) {
    const CliRun run = perihelion(std::string(command) + " '" + file + "'");
    EXPECT_EQ(run.exitCode, 1) << command << ":\n" << run.out;
    EXPECT_NE(run.err.find("error: /players/0/home: the player has no home"), std::string::npos) << command << ":\n" << run.err;
  }
}

}  // namespace
