// The economy's data at the gate: costs, build times and yields in the type files, the game-rules
// file read against the solar system, and players, owners and economy orders in scenarios. Bad data
// is refused with its line, column and JSON pointer; the shipped files load.
#include <gtest/gtest.h>

#include <fstream>

#include "data/rules_loader.h"
#include "data/scenario_loader.h"
#include "data/scenario_world.h"
#include "data/ship_types_loader.h"
#include "data/solar_system_loader.h"
#include "data/station_types_loader.h"
#include "shipped_data.h"

namespace perihelion::data {
namespace {

const std::filesystem::path kData(PERIHELION_DATA_DIR);

world::SolarSystem shippedSystem() { return *loadSolarSystemFile(kData / "solar_system.json").system; }

/// The first error's pointer and whether its message holds `words`.
::testing::AssertionResult refusedAt(const std::vector<Diagnostic>& diagnostics, const std::string& pointer,
                                     const std::string& words) {
  for (const Diagnostic& d : diagnostics) {
    if (d.severity != Severity::Error) continue;
    if (d.pointer == pointer && d.message.find(words) != std::string::npos && d.line > 0) {
      return ::testing::AssertionSuccess();
    }
  }
  std::string all;
  for (const Diagnostic& d : diagnostics) all += formatDiagnostic(d, "f") + "\n";
  return ::testing::AssertionFailure() << "no error at " << pointer << " saying \"" << words << "\" among:\n" << all;
}

std::string shipTypes(const std::string& extra) {
  return R"({"ship_types": [{"name": "Scout", "radius_km": 10, "max_speed_km_s": 80, "acceleration_km_s2": 1,
            "turn_rate_deg_s": 30, "cruise_turn_rate_deg_s": 10)" + extra + "}]}";
}

TEST(EconomyData, ShippedTypesHaveCostsAndBuildTimes) {
  const auto ships = loadShipTypesFile(kData / "ships.json");
  ASSERT_TRUE(ships.value);
  const fleet::ShipType& frigate = *ships.value->find("Frigate");
  EXPECT_EQ(frigate.cost, (world::Amounts{250, 60, 0}));  // data/ships.json
  EXPECT_DOUBLE_EQ(frigate.buildSeconds, 1.5 * 86400.0);
  EXPECT_GT(ships.value->find("Battleship")->cost.rare, 0) << "some type must need rare materials";
  const auto stations = loadStationTypesFile(kData / "stations.json");
  ASSERT_TRUE(stations.value);
  EXPECT_TRUE(stations.value->find("Shipyard")->buildsShips);
  EXPECT_FALSE(stations.value->find("Depot")->buildsShips);
  EXPECT_EQ(stations.value->find("Factory")->yieldPerDay, (world::Amounts{60, 20, 0}));
}

TEST(EconomyData, ATypeWithoutACostIsFreeAndTakesADay) {
  const auto ships = parseShipTypes(shipTypes(""));
  ASSERT_TRUE(ships.value);
  EXPECT_TRUE(ships.value->types[0].cost.isZero());
  EXPECT_DOUBLE_EQ(ships.value->types[0].buildSeconds, 86400.0);
}

TEST(EconomyData, BadCostsAndBuildTimesAreRefusedAtTheirPointers) {
  EXPECT_TRUE(refusedAt(parseShipTypes(shipTypes(R"(, "cost": {"money": -5})")).diagnostics,
                        "/ship_types/0/cost/money", "expected an integer in [0, 1e+12]"));
  EXPECT_TRUE(refusedAt(parseShipTypes(shipTypes(R"(, "cost": {"money": 5, "gold": 3})")).diagnostics,
                        "/ship_types/0/cost/gold", "expected one of money, resources, rare"));
  EXPECT_TRUE(refusedAt(parseShipTypes(shipTypes(R"(, "build_days": 0)")).diagnostics, "/ship_types/0/build_days",
                        "(0, 3652.5]"));
  EXPECT_TRUE(refusedAt(parseShipTypes(shipTypes(R"(, "build_days": 1e400)")).diagnostics, "/ship_types/0/build_days",
                        "too large"));
  EXPECT_TRUE(refusedAt(parseStationTypes(R"({"station_types": [{"name": "S", "size_class": "small", "radius_km": 1,
                         "role": "bank", "yield": {"money": 1.5}}]})").diagnostics,
                        "/station_types/0/role", "\"shipyard\""));
  EXPECT_TRUE(refusedAt(parseStationTypes(R"({"station_types": [{"name": "S", "size_class": "small", "radius_km": 1,
                         "yield": {"money": 1.5}}]})").diagnostics,
                        "/station_types/0/yield/money", "integer"));
}

TEST(EconomyData, TheRulesFileIsReadAgainstTheSolarSystem) {
  const world::SolarSystem system = shippedSystem();
  const auto rules = loadRulesFile(kData / "rules.json", system);
  ASSERT_TRUE(rules.value);
  EXPECT_EQ(rules.value->tax.base, 500);  // data/rules.json: 5 %, 4 % a planet, 40 %
  EXPECT_EQ(rules.value->tax.perPlanet, 400);
  EXPECT_EQ(rules.value->tax.max, 4000);
  EXPECT_EQ(rules.value->of(system.find("Earth")->id).perDay, (world::Amounts{200, 80, 0}));
  EXPECT_EQ(rules.value->of(system.find("Earth")->id).groundDefence, 800);
  EXPECT_NE(rules.value->of(system.find("Earth")->id).perDay, rules.value->of(system.find("Mars")->id).perDay)
      << "planets must differ, so that where a player starts matters";
}

TEST(EconomyData, ShipGhostHoursAreReadInHoursAndDefaultToTenDays) {
  const world::SolarSystem system = shippedSystem();
  const std::string tax = R"("tax": {"base_percent": 5, "per_planet_percent": 4, "max_percent": 40}, "bodies": [])";
  const auto six = parseRules("{" + tax + R"(, "ship_ghost_hours": 6})", system);
  ASSERT_TRUE(six.value);
  EXPECT_EQ(six.value->shipGhostLife, 21'600.0);
  const auto absent = parseRules("{" + tax + "}", system);
  ASSERT_TRUE(absent.value);
  EXPECT_EQ(absent.value->shipGhostLife, 864'000.0);
  EXPECT_TRUE(refusedAt(parseRules("{" + tax + R"(, "ship_ghost_hours": -1})", system).diagnostics, "/ship_ghost_hours",
                        "found -1"));
  EXPECT_TRUE(refusedAt(parseRules("{" + tax + R"(, "ship_ghost_hours": 100001})", system).diagnostics, "/ship_ghost_hours",
                        "found 100001"));
  EXPECT_TRUE(refusedAt(parseRules("{" + tax + R"(, "ship_ghost_hours": "a day"})", system).diagnostics,
                        "/ship_ghost_hours", "expected a number"));
}

TEST(EconomyData, BadRulesAreRefusedAtTheirPointers) {
  const world::SolarSystem system = shippedSystem();
  const std::string tax = R"("tax": {"base_percent": 5, "per_planet_percent": 4, "max_percent": 40})";
  EXPECT_TRUE(refusedAt(parseRules(R"({"tax": {"base_percent": 5, "per_planet_percent": 4, "max_percent": 140},
                                      "bodies": []})", system).diagnostics,
                        "/tax/max_percent", "[0, 100]"));
  EXPECT_TRUE(refusedAt(parseRules("{" + tax + R"(, "bodies": [{"name": "Vulcan", "economics": 5}]})", system).diagnostics,
                        "/bodies/0/name", "expected a planet or comet of the solar system"));
  EXPECT_TRUE(refusedAt(parseRules("{" + tax + R"(, "bodies": [{"name": "Sun"}]})", system).diagnostics,
                        "/bodies/0/name", "found the star"));
  EXPECT_TRUE(refusedAt(parseRules("{" + tax + R"(, "bodies": [{"name": "Mars"}, {"name": "mars"}]})", system).diagnostics,
                        "/bodies/1/name", ""));
  EXPECT_TRUE(refusedAt(parseRules("{" + tax + R"(, "bodies": [{"name": "Mars", "economics": -1}]})", system).diagnostics,
                        "/bodies/0/economics", "found -1"));
  EXPECT_TRUE(refusedAt(parseRules(R"({"tax": {"base_percent": 5, "per_planet_percent": 4, "max_percent": 40, "flat": 1},
                                      "bodies": []})", system).diagnostics,
                        "/tax/flat", "expected one of"));
}

TEST(EconomyData, ScenarioPlayersOwnersAndOrdersAreChecked) {
  const std::string start = R"({"start": "2026-01-01T00:00:00Z", )";
  const auto parsed = [&](const std::string& rest) { return parseScenario(start + rest + "}", kData / "scenarios").diagnostics; };
  const std::string players = R"("players": [{"id": "a", "name": "A", "colour": "#112233", "home": "Earth"}])";
  EXPECT_TRUE(refusedAt(parsed(R"("players": [{"id": "a", "name": "A", "colour": "blue", "home": "Earth"}])"),
                        "/players/0/colour", ""));
  EXPECT_TRUE(refusedAt(parsed(R"("players": [{"id": "a", "name": "A", "colour": "#112233", "home": "Earth"},
                                             {"id": "a", "name": "B", "colour": "#112233", "home": "Mars"}])"),
                        "/players/1/id", "unique"));
  EXPECT_TRUE(refusedAt(parsed(players + R"(, "fleets": [{"name": "F", "owner": "b", "ship_type": "Scout", "count": 1,
                                             "position_au": [1, 0, 0]}])"),
                        "/fleets/0/owner", "expected the id of a player"));
  EXPECT_TRUE(refusedAt(parsed(players + R"(, "orders": [{"player": "a", "queue_ship": {"shipyard": 1, "type": "Scout"},
                                             "build_station": {"planet": "Earth", "ring": 4, "type": "Depot"}}])"),
                        "/orders/0/queue_ship", "one action"));
  EXPECT_TRUE(refusedAt(parsed(players + R"(, "orders": [{"player": "a", "queue_ship": {"shipyard": 0, "type": "Scout"}}])"),
                        "/orders/0/queue_ship/shipyard", ""));
  EXPECT_TRUE(refusedAt(parsed(R"("orders": [{"go_to": "Mars"}])"), "/orders/0", "expected \"fleet\""));
}

TEST(EconomyData, AScenarioPlayerMustStartOnAPlanet) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "perihelion_economy_data";
  testing_data::copyShippedData(dir);
  const auto write = [&](const std::string& text) {
    std::ofstream(dir / "scenarios" / "s.json") << text;
    return loadScenarioWorld(dir / "scenarios" / "s.json");
  };
  LoadedScenarioWorld w = write(R"({"start": "2026-01-01T00:00:00Z", "players": [
      {"id": "a", "name": "A", "colour": "#112233", "home": "Vulcan"}]})");
  EXPECT_FALSE(w.world);
  ASSERT_FALSE(w.diagnostics.empty());
  EXPECT_EQ(w.diagnostics.back().diagnostic.pointer, "/players/0/home");
  w = write(R"({"start": "2026-01-01T00:00:00Z", "players": [
      {"id": "a", "name": "A", "colour": "#112233", "home": "Earth"},
      {"id": "b", "name": "B", "colour": "#112233", "home": "Mars", "holds": ["Earth"]}]})");
  EXPECT_FALSE(w.world) << "a planet held by two players";
  w = write(R"({"start": "2026-01-01T00:00:00Z", "rules": "../missing.json", "players": [
      {"id": "a", "name": "A", "colour": "#112233", "home": "Earth"}]})");
  EXPECT_FALSE(w.world) << "a game with players needs its rules";
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace perihelion::data
