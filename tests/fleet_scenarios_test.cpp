// Fleets as a user runs them: `perihelion simulate` on the example scenarios in data/scenarios and
// on hostile ones written here, judged by the report (see data/README.md, "Scenarios").
#include <gtest/gtest.h>

#include <cmath>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string kData = PERIHELION_DATA_DIR;

struct SimulateRun {
  int exitCode = -1;
  json report;
};

SimulateRun simulate(const std::string& scenario, const std::string& extra = "") {
  const fs::path out = fs::temp_directory_path() / ("perihelion_fleet_" + std::to_string(::getpid()) + ".json");
  const std::string command = "'" PERIHELION_EXE "' simulate '" + scenario + "' " + extra + " > '" + out.string() + "'";
  const int status = std::system(command.c_str());
  SimulateRun run;
  run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream in(out);
  std::ostringstream text;
  text << in.rdbuf();
  run.report = json::parse(text.str(), nullptr, false);
  return run;
}

std::string writeScenario(const std::string& name, const std::string& text) {
  const fs::path dir = fs::temp_directory_path() / ("perihelion_fleet_scenarios_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / name) << text;
  return (dir / name).string();
}

/// What every fleet run must show: no NaN, turns within the limits, no heading reversal once
/// arrived, and no two ships overlapping when the run ends.
void expectSoundMotion(const json& r) {
  EXPECT_EQ(r["nan_count"], 0);
  EXPECT_LE(r["ships"]["max_turn_rate_ratio"].get<double>(), 1.0);
  EXPECT_EQ(r["ships"]["heading_reversals_after_arrival"], 0);
  const json& last = r["ships"]["last_tick_min_separation_km"];
  EXPECT_TRUE(last.is_null() || last.get<double>() >= 0.0) << last;
}

TEST(FleetScenario, CrossesTheAsteroidFieldWithNoCollisionAndEveryShipArrives) {
  const SimulateRun run = simulate(kData + "/scenarios/fleet_obstacle_field.json");
  ASSERT_EQ(run.exitCode, 0);
  const json& r = run.report;
  expectSoundMotion(r);
  EXPECT_EQ(r["ships"]["count"], 50);
  EXPECT_EQ(r["ships"]["arrived"], 50);
  EXPECT_EQ(r["ships"]["collisions"], 0);
  EXPECT_GT(r["ships"]["min_clearance_km"].get<double>(), 0.0);
  EXPECT_LT(r["ships"]["min_clearance_km"].get<double>(), 30.0);  // it did go between the asteroids
  // Scouts are 10 km in radius: crowding onto the point, no two overlap by half a radius.
  EXPECT_GT(r["ships"]["min_separation_km"].get<double>(), -5.0);
  EXPECT_GE(r["fleets"][0]["last_arrival_tick"].get<int>(), 0);
}

TEST(FleetScenario, AFleetSentToTheMovingEarthEntersItsWellAndStaysThere) {
  const SimulateRun run = simulate(kData + "/scenarios/fleet_to_earth.json");
  ASSERT_EQ(run.exitCode, 0);
  const json& r = run.report;
  expectSoundMotion(r);
  EXPECT_EQ(r["ships"]["collisions"], 0);
  EXPECT_EQ(r["fleets"][0]["arrived"], 40);
  const int arrivedAt = r["fleets"][0]["last_arrival_tick"].get<int>();
  EXPECT_GT(arrivedAt, 0);
  // The run goes on for 30,000 ticks of 10 s; well after arriving, every ship is still in the Earth's
  // well: within its outermost ring (8.192 Earth radii of 6371 km = 52,191.232 km, by the data's
  // defaults) and outside the Earth, measured from the Earth's own position.
  EXPECT_LT(arrivedAt, 30000 - 1000);
  EXPECT_EQ(r["fleets"][0]["in_well"], 40);
  const double farthest = r["fleets"][0]["max_distance_from_planet_km"].get<double>();
  EXPECT_LE(farthest, 52191.233);  // 6371 km x 8.192, to a metre
  EXPECT_GT(farthest, 6371.0 + 20.0);
  // Frigates are small (data/ships.json): all 40 ride the Earth's first ring, the innermost that takes
  // small ships, 12,742 km out. The well takes a ship within the ball the fleet fills round its place
  // (1.5 radii plus 3 radii times the cube root of 40: 235 km), or touching a ship of it within twice
  // that: none is further out than that and its own radius.
  EXPECT_EQ(r["fleets"][0]["rings"], json::parse(R"([{"planet": "Earth", "ring": 1, "ships": 40}])"));
  EXPECT_LE(farthest, 12742.0 + 2.0 * (1.5 * 20.0 + 3.0 * 20.0 * std::cbrt(40.0)) + 20.0);
}

TEST(FleetScenario, TwoFleetsMeetingHeadOnBothGetThrough) {
  const SimulateRun run = simulate(kData + "/scenarios/fleets_head_on.json");
  ASSERT_EQ(run.exitCode, 0);
  const json& r = run.report;
  expectSoundMotion(r);
  EXPECT_EQ(r["ships"]["collisions"], 0);
  EXPECT_EQ(r["fleets"][0]["arrived"], 40);
  EXPECT_EQ(r["fleets"][1]["arrived"], 40);
  // Frigates are 20 km in radius: passing each other and gathering, none overlaps by half a radius.
  EXPECT_GT(r["ships"]["min_separation_km"].get<double>(), -10.0);
}

TEST(FleetScenario, CoincidentShipsInsideAnObstacleGiveNoNaNAndGetOut) {
  // Twenty scouts at one point (no spread), inside a 100 km asteroid centred there.
  const std::string file = writeScenario("coincident.json", R"({
    "solar_system": ")" + kData + R"(/solar_system.json", "station_types": ")" + kData + R"(/stations.json",
    "ship_types": ")" + kData + R"(/ships.json", "start": "2026-01-01", "ticks": 3000, "dt_seconds": 0.5,
    "obstacles": [{"position_au": [0, 2.7, 0], "radius_km": 100}],
    "fleets": [{"name": "Stack", "ship_type": "Scout", "count": 20, "position_au": [0, 2.7, 0], "spread_km": 0}],
    "orders": [{"fleet": "Stack", "move_to_au": [0.0001, 2.7, 0]}]})");
  const SimulateRun run = simulate(file);
  ASSERT_EQ(run.exitCode, 0);
  const json& r = run.report;
  expectSoundMotion(r);
  // They start on top of each other (spread_km 0), and are parted before any step sees them
  // (fleet/contact.h): no step ever saw two of them overlap.
  EXPECT_GE(r["ships"]["min_separation_km"].get<double>(), 0.0);
  EXPECT_GT(r["ships"]["collisions"].get<int>(), 0);              // and inside the asteroid
  EXPECT_EQ(r["ships"]["arrived"], 20);                           // yet all got out and arrived
  const json& clearance = r["ships"]["last_tick_min_clearance_km"];
  EXPECT_TRUE(clearance.is_null() || clearance.get<double>() > 0.0) << clearance;
  const json& separation = r["ships"]["last_tick_min_separation_km"];
  EXPECT_TRUE(separation.is_null() || separation.get<double>() > -1.0) << separation;
}

TEST(FleetScenario, TwoRunsOfAScenarioAgreeBitForBit) {
  for (const char* name : {"fleets_head_on.json", "fleet_obstacle_field.json"}) {
    SimulateRun a = simulate(kData + "/scenarios/" + name);
    SimulateRun b = simulate(kData + "/scenarios/" + name);
    ASSERT_EQ(a.exitCode, 0);
    a.report.erase("timing");
    b.report.erase("timing");
    EXPECT_EQ(a.report, b.report) << name;
    EXPECT_EQ(a.report["ships"]["state_hash"].get<std::string>().size(), 16u);
  }
  // A different seed gives a different run: the hash does depend on the state.
  const SimulateRun one = simulate(kData + "/scenarios/fleets_head_on.json", "--ticks 200");
  const SimulateRun other = simulate(kData + "/scenarios/fleets_head_on.json", "--ticks 201");
  EXPECT_NE(one.report["ships"]["state_hash"], other.report["ships"]["state_hash"]);
}

TEST(FleetScenario, UnknownShipTypeFleetOrPlanetIsAClearError) {
  const std::string base = R"({"solar_system": ")" + kData + R"(/solar_system.json", "station_types": ")" + kData +
                           R"(/stations.json", "ship_types": ")" + kData + R"(/ships.json", "start": "2026-01-01", )";
  EXPECT_EQ(simulate(writeScenario("t.json", base + R"("fleets": [{"name": "A", "ship_type": "Dreadnought", "count": 1, "position_au": [1, 0, 0]}]})")).exitCode, 1);
  EXPECT_EQ(simulate(writeScenario("f.json", base + R"("fleets": [{"name": "A", "ship_type": "Scout", "count": 1, "position_au": [1, 0, 0]}], "orders": [{"fleet": "B", "go_to": "Mars"}]})")).exitCode, 1);
  EXPECT_EQ(simulate(writeScenario("p.json", base + R"("fleets": [{"name": "A", "ship_type": "Scout", "count": 1, "position_au": [1, 0, 0]}], "orders": [{"fleet": "A", "go_to": "Vulcan"}]})")).exitCode, 1);
}

}  // namespace
