// What a whole scenario may ask for (data/scenario_totals.h): each fleet and field in range can still add
// up to more ships or obstacles than a run can hold; the gate refuses the scenario where the total is
// passed, and every shipped scenario is within the totals.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "data/scenario_loader.h"
#include "data/scenario_totals.h"

namespace perihelion::data {
namespace {

const std::filesystem::path kScenarios = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios";

/// A scenario of these fleets, one a line ({"name": "F3", ... "count": N, ...}), after a line of its start.
std::string scenarioOfFleets(const std::vector<std::uint64_t>& counts) {
  std::string text = "{\"start\": \"2026-01-01T00:00:00Z\",\n\"fleets\": [\n";
  for (std::size_t k = 0; k < counts.size(); ++k) {
    text += std::string(k ? ",\n" : "") + R"({"name": "F)" + std::to_string(k) + R"(", "ship_type": "Scout", "count": )" +
            std::to_string(counts[k]) + R"(, "position_au": [1, 0, 0]})";
  }
  return text + "\n]}\n";
}

std::vector<Diagnostic> errorsOf(const std::string& text) {
  std::vector<Diagnostic> errors;
  for (const Diagnostic& d : parseScenario(text, kScenarios).diagnostics) {
    if (d.severity == Severity::Error) errors.push_back(d);
  }
  return errors;
}

TEST(ScenarioTotals, AThousandFleetsOfAMillionShipsAreRefusedWhereTheTotalIsPassed) {
  // Each fleet is in range (1 to 1,000,000 ships); together they are a billion. Refused once, at the count
  // of the second fleet (line 4, after the start and "fleets" lines), which passes the million.
  const std::vector<Diagnostic> errors = errorsOf(scenarioOfFleets(std::vector<std::uint64_t>(1000, 1000000)));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].code, DiagnosticCode::OutOfRange);
  EXPECT_EQ(errors[0].pointer, "/fleets/1/count");
  EXPECT_EQ(errors[0].line, 4u);
  EXPECT_EQ(errors[0].column, 47u);  // {"name": "F1", "ship_type": "Scout", "count": 1000000
  EXPECT_EQ(errors[0].message,
            "expected at most 1000000 ships in all the fleets together, found 2000000 in /fleets/0 to /fleets/1");
}

TEST(ScenarioTotals, ShipsUpToTheLimitAreAccepted) {
  EXPECT_TRUE(errorsOf(scenarioOfFleets({400000, 600000})).empty());
  const std::vector<Diagnostic> over = errorsOf(scenarioOfFleets({400000, 1, 600000}));
  ASSERT_EQ(over.size(), 1u);
  EXPECT_EQ(over[0].pointer, "/fleets/2/count");
  static_assert(kMaxScenarioShips == 1000000);
}

TEST(ScenarioTotals, ObstacleFieldsCountWithTheFixedObstacles) {
  const auto withField = [](int count) {
    return R"({"start": "2026-01-01T00:00:00Z", "obstacles": [
      {"position_au": [1, 0, 0], "radius_km": 5}, {"position_au": [2, 0, 0], "radius_km": 5}],
      "obstacle_fields": [{"centre_au": [3, 0, 0], "radius_km": 1e6, "count": 50000, "obstacle_radius_km": 1},
                          {"centre_au": [4, 0, 0], "radius_km": 1e6, "count": )" +
           std::to_string(count) + R"(, "obstacle_radius_km": 1}]})";
  };
  EXPECT_TRUE(errorsOf(withField(49998)).empty());
  const std::vector<Diagnostic> over = errorsOf(withField(49999));
  ASSERT_EQ(over.size(), 1u);
  EXPECT_EQ(over[0].code, DiagnosticCode::OutOfRange);
  EXPECT_EQ(over[0].pointer, "/obstacle_fields/1/count");
}

TEST(ScenarioTotals, ASkirmishsStartStationsCountForEachPlayer) {
  // 9,990 stations and 11 start stations for each of the 2 players: 10,012 at the start.
  std::string text = R"({"start": "2026-01-01T00:00:00Z", "start_planets": ["Earth", "Mars"],
    "players": [{"id": "a", "name": "A", "colour": "#112233"}, {"id": "b", "name": "B", "colour": "#332211"}],
    "start_stations": [)";
  for (int k = 0; k < 11; ++k) text += std::string(k ? ", " : "") + R"({"type": "Sentry"})";
  text += "],\n\"stations\": [";
  for (int k = 0; k < 9990; ++k) text += std::string(k ? ", " : "") + R"({"planet": "Earth", "ring": 1, "type": "Sentry"})";
  const std::vector<Diagnostic> over = errorsOf(text + "]}");
  ASSERT_EQ(over.size(), 1u);
  EXPECT_EQ(over[0].pointer, "/start_stations");
  EXPECT_NE(over[0].message.find("found 10012"), std::string::npos) << over[0].message;
}

TEST(ScenarioTotals, EveryShippedScenarioIsWithinThem) {
  for (const auto& entry : std::filesystem::directory_iterator(kScenarios)) {
    const Loaded<Scenario> s = loadScenarioFile(entry.path());
    EXPECT_TRUE(s.value) << entry.path();
    for (const Diagnostic& d : s.diagnostics) EXPECT_NE(d.code, DiagnosticCode::OutOfRange) << entry.path() << ": " << d.message;
  }
}

}  // namespace
}  // namespace perihelion::data
