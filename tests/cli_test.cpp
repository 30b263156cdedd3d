// The perihelion executable as a user runs it: exit codes, messages and CSV format.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace {

using testing_cli::CliRun;
using testing_cli::perihelion;
using testing_cli::runShell;
using testing_cli::slurp;

/// `perihelion ARGS` with no display at all, whatever the machine has.
CliRun perihelionWithoutDisplay(const std::string& args) {
  return runShell("env -u DISPLAY -u WAYLAND_DISPLAY '" PERIHELION_EXE "' " + args);
}

const std::string kData = PERIHELION_DATA_DIR;
const std::string kBroken = std::string(PERIHELION_TEST_DATA_DIR) + "/cli";

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

TEST(CliValidate, ValidFileExitsZero) {
  const CliRun run = perihelion("validate '" + kData + "/solar_system.json'");
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(run.err, "");
}

TEST(CliValidate, InvalidFileExitsOneWithEveryErrorAsFileLineColumnPointer) {
  const std::string file = kBroken + "/two_errors.json";
  const CliRun run = perihelion("validate '" + kData + "/solar_system.json' '" + file + "'");
  EXPECT_EQ(run.exitCode, 1);
  // Hand-counted positions in tests/data/cli/two_errors.json.
  EXPECT_NE(run.err.find(file + ":8:37: error: /bodies/1/orbit/at_j2000/eccentricity: expected a number in [0, 1), found 1.5"),
            std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find(file + ":4:50: error: /bodies/0/radius_km: expected a number in (0, 1000000000], found -1"),
            std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find(file + ":5:40: warning: /bodies/1/colour: unknown key \"colour\""), std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find("did you mean \"color\"?"), std::string::npos) << run.err;
}

TEST(CliValidate, MissingFileExitsOne) {
  const CliRun run = perihelion("validate /nonexistent/solar_system.json");
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_NE(run.err.find("/nonexistent/solar_system.json: error: cannot read the file"), std::string::npos) << run.err;
}

TEST(CliValidate, ControlCharactersFromTheFileReachStderrEscaped) {
  // An unknown key of ESC sequences, BEL and a line feed, and a syntax error at a raw ESC: stderr carries
  // them as JSON escapes, one line per problem, never the raw bytes a terminal would act on.
  const auto dir = std::filesystem::temp_directory_path() / ("perihelion_cli_ctl_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "key.json") << R"({"\u001b[2J\u001b]0;pwned\u0007\nx": 1, "ship_types": "no"})";
  std::ofstream(dir / "broken.json") << "{\"ship_types\": \x1b[31m}";
  const CliRun run = perihelion("validate '" + (dir / "key.json").string() + "' '" + (dir / "broken.json").string() + "'");
  std::filesystem::remove_all(dir);
  EXPECT_EQ(run.exitCode, 1);
  for (const char c : run.err) EXPECT_TRUE(c == '\n' || static_cast<unsigned char>(c) >= 0x20) << run.err;
  EXPECT_EQ(lines(run.err).size(), 3u) << run.err;  // the unknown key, the wrong type, the syntax error
  EXPECT_NE(run.err.find("key.json:1:2: warning: /\\u001b[2J\\u001b]0;pwned\\u0007\\nx: unknown key"), std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find("last read: '\"ship_types\": \\u001b'"), std::string::npos) << run.err;
}

TEST(CliValidate, NoFileIsAUsageErrorExitingTwo) {
  EXPECT_EQ(perihelion("validate").exitCode, 2);
  EXPECT_EQ(perihelion("validate --no-such-flag x.json").exitCode, 2);
  EXPECT_EQ(perihelion("no-such-command").exitCode, 2);
}

TEST(CliEphemeris, PrintsCsvWithTheDocumentedHeader) {
  const CliRun run = perihelion("ephemeris --body Earth,Mars --date JD2451545.0 --date 2026-11-22T12:00:00Z");
  ASSERT_EQ(run.exitCode, 0) << run.err;
  const auto rows = lines(run.out);
  ASSERT_EQ(rows.size(), 5u);
  EXPECT_EQ(rows[0].rfind("date,body,x_au,y_au,z_au", 0), 0u) << rows[0];
  EXPECT_EQ(rows[1].rfind("JD2451545.0,Earth,", 0), 0u);
  EXPECT_EQ(rows[2].rfind("JD2451545.0,Mars,", 0), 0u);
  EXPECT_EQ(rows[4].rfind("2026-11-22T12:00:00Z,Mars,", 0), 0u);
  // Mars at J2000 from Standish's algorithm, as in tests/data/reference/standish_expected_tt.csv.
  double x = 0, y = 0, z = 0;
  ASSERT_EQ(std::sscanf(rows[2].c_str(), "JD2451545.0,Mars,%lf,%lf,%lf", &x, &y, &z), 3);
  EXPECT_NEAR(x, 1.390667747678, 1e-9);
  EXPECT_NEAR(y, -0.013391064158, 1e-9);
  EXPECT_NEAR(z, -0.034461259223, 1e-9);
}

TEST(CliEphemeris, BodyNamesAreCaseInsensitiveAndRepeatable) {
  const CliRun run = perihelion("ephemeris --body earth --body JUPITER --date JD2451545.0");
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(lines(run.out).size(), 3u);
}

TEST(CliEphemeris, UnknownBodyListsTheKnownOnes) {
  const CliRun run = perihelion("ephemeris --body Vulcan --date JD2451545.0");
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_EQ(run.err, "perihelion: unknown body 'Vulcan'; known bodies: Sun, Mercury, Venus, Earth, EMB, Mars, Jupiter, "
                     "Saturn, Uranus, Neptune, 1P/Halley, 2P/Encke, 67P/Churyumov-Gerasimenko, Pluto, Moon, Phobos, "
                     "Deimos, Io, Europa, Ganymede, Callisto, Titan, Triton\n");
  EXPECT_EQ(run.out, "");
}

TEST(CliEphemeris, BadDateIsOneClearLine) {
  const CliRun run = perihelion("ephemeris --body Earth --date 2026-02-30");
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_EQ(lines(run.err).size(), 1u) << run.err;
  EXPECT_NE(run.err.find("bad date '2026-02-30'"), std::string::npos);
}

TEST(CliEphemeris, MissingDataFileExitsOne) {
  const CliRun run = perihelion("ephemeris --data /nonexistent.json --body Earth --date JD2451545.0");
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_NE(run.err.find("/nonexistent.json: error: cannot read the file"), std::string::npos) << run.err;
}

TEST(CliEphemeris, MissingRequiredOptionsAreUsageErrors) {
  EXPECT_EQ(perihelion("ephemeris --date JD2451545.0").exitCode, 2);
  EXPECT_EQ(perihelion("ephemeris --body Earth").exitCode, 2);
}

TEST(CliEphemeris, WarnsOutsideTheOrbitsDatesAndOnlyThere) {
  // Inside 3000 BC - 3000 AD (Table 2 outside 1800-2050) no warning; before and after, each planet named.
  for (const char* date : {"2100-01-01", "1700-01-01", "JD625673.5", "JD2817151.5"}) {
    const CliRun run = perihelion(std::string("ephemeris --body Earth --date ") + date);
    EXPECT_EQ(run.exitCode, 0) << date;
    EXPECT_EQ(run.err, "") << date;
  }
  for (const char* date : {"JD600000.5", "3500-06-01"}) {
    const CliRun run = perihelion(std::string("ephemeris --body Earth --date ") + date);
    EXPECT_EQ(run.exitCode, 0) << date;
    EXPECT_NE(run.err.find("is outside the dates the orbital elements of Mercury, Venus, Earth, Mars, Jupiter, Saturn, "
                           "Uranus, Neptune, Pluto hold for"),
              std::string::npos)
        << run.err;
  }
}

TEST(CliState, PrintsTheSystemFromAnyFolder) {
  const CliRun run = perihelion("state --date 2026-11-22");
  ASSERT_EQ(run.exitCode, 0) << run.err;
  for (const char* name : {"Sun", "Mercury", "Earth", "Neptune"}) EXPECT_NE(run.out.find(name), std::string::npos);
  EXPECT_NE(run.out.find("2026-11-22T00:00:00Z"), std::string::npos) << run.out;
}

TEST(CliState, ColumnsLineUpWhateverTheLengthOfTheNames) {
  // "67P/Churyumov-Gerasimenko" is 25 characters: every row as long as the header, name column included.
  const CliRun run = perihelion("state --date 2026-11-22");
  ASSERT_EQ(run.exitCode, 0) << run.err;
  const std::vector<std::string> all = lines(run.out);
  const auto header = std::find_if(all.begin(), all.end(), [](const std::string& l) { return l.starts_with("body "); });
  ASSERT_NE(header, all.end()) << run.out;
  ASSERT_EQ(all.end() - header, 23) << run.out;  // the header and 22 bodies
  for (auto row = header + 1; row != all.end(); ++row) EXPECT_EQ(row->size(), header->size()) << *row;
}

TEST(CliSchema, PrintsTheCommittedSchema) {
  const CliRun run = perihelion("schema");
  EXPECT_EQ(run.exitCode, 0);
  EXPECT_EQ(run.out, slurp(kData + "/solar_system.schema.json"));
}

TEST(CliDesktop, BadWindowSizeIsAUsageError) {
  EXPECT_EQ(perihelion("--size 12x").exitCode, 2);
  EXPECT_EQ(perihelion("screenshot --out x.png --size 0x0").exitCode, 2);
}

TEST(CliDesktop, NoDisplayExitsSeventySevenWithOneClearLine) {
  for (const char* args : {"screenshot --out x.png", "--bench-frames 5"}) {
    const CliRun r = perihelionWithoutDisplay(args);
    EXPECT_EQ(r.exitCode, 77) << args;
    EXPECT_NE(r.err.find("perihelion: cannot open a window"), std::string::npos) << r.err;
  }
}

TEST(CliDesktop, BadOptionsAreReportedBeforeAnyWindowOpens) {
  // Even with no display the typo is what the user hears about, with exit 1, not "no display".
  const CliRun date = perihelionWithoutDisplay("--date 2026-02-30 --bench-frames 5");
  EXPECT_EQ(date.exitCode, 1);
  EXPECT_NE(date.err.find("bad date '2026-02-30'"), std::string::npos) << date.err;
  const CliRun focus = perihelionWithoutDisplay("screenshot --out x.png --focus Vulcan");
  EXPECT_EQ(focus.exitCode, 1);
  EXPECT_NE(focus.err.find("unknown body 'Vulcan'"), std::string::npos) << focus.err;
}

TEST(CliState, WarnsOutsideTheOrbitsDates) {
  const CliRun run = perihelion("state --date 3200-01-01");
  EXPECT_EQ(run.exitCode, 0);
  EXPECT_NE(run.err.find("is outside the dates the orbital elements of Mercury"), std::string::npos) << run.err;
  EXPECT_EQ(perihelion("state --date 1700-01-01").err, "") << "Table 2 holds there";
}

TEST(CliHelp, HelpExitsZero) {
  const CliRun run = perihelion("--help");
  EXPECT_EQ(run.exitCode, 0);
  EXPECT_NE(run.out.find("ephemeris"), std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// perihelion simulate

/// Writes a scenario into a fresh folder next to copies of nothing: its paths point at data/.
std::string writeScenario(const std::string& name, const std::string& text) {
  const auto dir = std::filesystem::temp_directory_path() / ("perihelion_scenarios_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto path = dir / name;
  std::ofstream(path) << text;
  return path.string();
}

TEST(CliSimulate, RunsTheEconomyHeadlessWithAnExactLedger) {
  // data/scenarios/economy_two_players.json: Blue spends a shipyard (1,500 money), a factory (1,200) and
  // three frigates (3 x 250); the fourth ship, a scout, is cancelled and refunded.
  const CliRun two = perihelion("simulate '" + kData + "/scenarios/economy_two_players.json'");
  ASSERT_EQ(two.exitCode, 0) << two.err;
  const nlohmann::json r = nlohmann::json::parse(two.out);
  EXPECT_EQ(r["economy"]["ledger_error"], 0);
  EXPECT_EQ(r["economy"]["refused_commands"], 0);
  ASSERT_EQ(r["players"].size(), 2u);
  EXPECT_EQ(r["players"][0]["id"], "blue");
  EXPECT_EQ(r["players"][0]["spent_money"], 1500 + 1200 + 3 * 250);
  EXPECT_EQ(r["players"][0]["ships_built"], 3);
  EXPECT_EQ(r["players"][1]["ships_built"], 4);
  EXPECT_EQ(r["players"][0]["tax_rate"], 0.05);
  // Earth 200 money a day for 60 days, less 5 %, plus the factory's 60 a day less 5 % once it works.
  EXPECT_GT(r["players"][0]["income_money"].get<int>(), 200 * 60 * 95 / 100);

  // A poor player: every refusal with its reason, the ledger still exact.
  const CliRun poor = perihelion("simulate '" + kData + "/scenarios/economy_refusals.json'");
  ASSERT_EQ(poor.exitCode, 0) << poor.err;
  const nlohmann::json p = nlohmann::json::parse(poor.out);
  EXPECT_EQ(p["economy"]["ledger_error"], 0);
  std::vector<std::string> codes;
  for (const auto& refusal : p["economy"]["refusals"]) codes.push_back(refusal["code"]);
  EXPECT_EQ(codes, (std::vector<std::string>{"cannot-afford", "not-your-planet", "not-a-shipyard", "not-yours"}));
  EXPECT_EQ(p["players"][0]["stations_built"], 2);  // the two satellites it could pay for (2 days each, 4 days run)
  EXPECT_EQ(p["players"][0]["spent_money"], 2 * 150);
  EXPECT_GE(p["players"][0]["min_money"].get<int>(), 0);

  // A comet held: rare materials from it, spent on a battleship; the other player refused there.
  const CliRun comet = perihelion("simulate '" + kData + "/scenarios/economy_comet.json'");
  ASSERT_EQ(comet.exitCode, 0) << comet.err;
  const nlohmann::json c = nlohmann::json::parse(comet.out);
  EXPECT_EQ(c["economy"]["ledger_error"], 0);
  // Halley held from the end of day 2 to day 30: 28 days x 6 rare x 0.95 = 159.6.
  EXPECT_EQ(c["players"][0]["income_rare"], 159);
  EXPECT_EQ(c["players"][0]["spent_rare"], 25 + 10);  // the battleship's armour, and its fusion lance's rare cost
  EXPECT_EQ(c["players"][0]["ships_built"], 1);
  EXPECT_EQ(c["economy"]["refusals"][0]["code"], "not-your-planet");
  EXPECT_GT(c["players"][1]["income_rare"].get<int>(), 0) << "Red holds Encke instead";
}

TEST(CliSimulate, ReportsCombatAndCapturesInTheShippedScenarios) {
  // Troops against ground defence (data/rules.json: Mars 250, Mercury 150; data/combat.json: 100
  // troopers a troop ship, defences recover 10 % of their full strength a game day).
  const CliRun capture = perihelion("simulate '" + kData + "/scenarios/combat_capture.json'");
  ASSERT_EQ(capture.exitCode, 0) << capture.err;
  const nlohmann::json c = nlohmann::json::parse(capture.out)["combat"];
  ASSERT_EQ(c["planets_captured"].size(), 2u) << c.dump();
  const nlohmann::json& mars = c["planets_captured"][0];
  EXPECT_EQ(mars["planet"], "Mars");
  EXPECT_EQ(mars["from"], "red");
  EXPECT_EQ(mars["troopers"], 300);
  EXPECT_EQ(mars["defence"], 250);
  EXPECT_EQ(c["stations_lost"]["red"], 1);
  EXPECT_GE(mars["tick"].get<int>(), c["last_loss_tick"].get<int>()) << "no landing before the Sentry fell";
  ASSERT_EQ(c["landings_failed"].size(), 1u);
  EXPECT_EQ(c["landings_failed"][0]["planet"], "Mercury");
  EXPECT_EQ(c["landings_failed"][0]["defence"], 150);  // 100 troopers lost against it: 50 left
  const nlohmann::json& mercury = c["planets_captured"][1];
  EXPECT_EQ(mercury["planet"], "Mercury");
  EXPECT_EQ(mercury["from"], "nobody");
  // 50 left, then 15 a game day (150 x 10 %, by whole game hours) from the failed landing on.
  const int hours = (mercury["tick"].get<int>() - c["landings_failed"][0]["tick"].get<int>()) / 60;
  EXPECT_NEAR(mercury["defence"].get<double>(), 50.0 + 150.0 * 0.10 * hours / 24.0, 1.0);
  EXPECT_LT(mercury["defence"].get<int>(), 100);

  // Forty frigates against twenty: the square law leaves sqrt(40^2 - 20^2) = 34.6 (87 %).
  const CliRun lanchester = perihelion("simulate '" + kData + "/scenarios/combat_lanchester.json'");
  ASSERT_EQ(lanchester.exitCode, 0) << lanchester.err;
  const nlohmann::json l = nlohmann::json::parse(lanchester.out);
  EXPECT_EQ(l["combat"]["ships_lost"]["red"], 20);
  const int left = l["players"][0]["ships"].get<int>();
  EXPECT_GE(left, 30);  // within 5 of the law (the figure and why it differs: README)
  EXPECT_LE(left, 38);
  EXPECT_EQ(l["combat"]["hits"], l["combat"]["shots"]) << "beams and slugs at 2,000 km, all in arc: no miss";
}

TEST(CliSimulate, TheEarthExampleReportsTheDocumentedFieldsWithinTolerance) {
  // A tenth of the century example: 87660 hourly ticks, ten years.
  const CliRun run = perihelion("simulate '" + kData + "/scenarios/earth_century.json' --ticks 87660");
  ASSERT_EQ(run.exitCode, 0) << run.err;
  const nlohmann::json report = nlohmann::json::parse(run.out);
  EXPECT_EQ(report["ticks"], 87660);
  EXPECT_DOUBLE_EQ(report["simulated_days"].get<double>(), 87660.0 / 24.0);
  EXPECT_EQ(report["nan_count"], 0);
  EXPECT_EQ(report["stations"]["count"], 6);
  EXPECT_LT(report["stations"]["max_radius_error_km"].get<double>(), 1e-6);
  EXPECT_LT(report["stations"]["max_facing_error_rad"].get<double>(), 1e-9);
  EXPECT_LT(report["stations"]["max_world_offset_error_km"].get<double>(), 1e-5);
  EXPECT_GE(report["stations"]["max_radius_error_km"].get<double>(), 0.0);
}

TEST(CliSimulate, DtAndTicksOnTheCommandLineOverrideTheScenario) {
  const CliRun run = perihelion("simulate '" + kData + "/scenarios/every_planet.json' --ticks 10 --dt 8640");
  ASSERT_EQ(run.exitCode, 0) << run.err;
  const nlohmann::json report = nlohmann::json::parse(run.out);
  EXPECT_EQ(report["ticks"], 10);
  EXPECT_DOUBLE_EQ(report["simulated_days"].get<double>(), 1.0);
  EXPECT_EQ(report["stations"]["count"], 16);
}

TEST(CliSimulate, AnIllegalStationIsReportedWithItsReasonAndExitsOne) {
  const CliRun run = perihelion("simulate '" + kData + "/scenarios/refused_shipyard.json'");
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_TRUE(run.out.empty()) << run.out;
  EXPECT_NE(run.err.find("refused_shipyard.json:10:5: error: /stations/1: station refused"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("[size-not-accepted]"), std::string::npos) << run.err;
}

TEST(CliSimulate, UnknownPlanetAndTypeAreRefusals) {
  const std::string base = R"({"solar_system": ")" + kData + R"(/solar_system.json", "station_types": ")" + kData +
                           R"(/stations.json", "start": "2026-01-01", "ticks": 1, "stations": [)";
  const CliRun planet = perihelion("simulate '" + writeScenario("pluto.json", base + R"({"planet": "Pluto", "ring": 1, "type": "Satellite"}]})") + "'");
  EXPECT_EQ(planet.exitCode, 1);
  EXPECT_NE(planet.err.find("[no-such-planet]"), std::string::npos) << planet.err;
  const CliRun type = perihelion("simulate '" + writeScenario("castle.json", base + R"({"planet": "Mars", "ring": 1, "type": "Castle"}]})") + "'");
  EXPECT_EQ(type.exitCode, 1);
  EXPECT_NE(type.err.find("[no-such-station-type]"), std::string::npos) << type.err;
  const CliRun ring = perihelion("simulate '" + writeScenario("ring5.json", base + R"({"planet": "Mars", "ring": 5, "type": "Satellite"}]})") + "'");
  EXPECT_EQ(ring.exitCode, 1);
  EXPECT_NE(ring.err.find("[no-such-ring]"), std::string::npos) << ring.err;
}

TEST(CliSimulate, ABrokenScenarioNamesFileLineColumnAndPointer) {
  const std::string file = writeScenario("bad_start.json", "{\n  \"start\": \"2026-13-01\"\n}\n");
  const CliRun run = perihelion("simulate '" + file + "'");
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_NE(run.err.find(file + ":2:12: error: /start: expected an ISO 8601 date"), std::string::npos) << run.err;
}

TEST(CliSimulate, AMissingScenarioExitsOneAndNoScenarioIsAUsageError) {
  EXPECT_EQ(perihelion("simulate /nonexistent/scenario.json").exitCode, 1);
  EXPECT_EQ(perihelion("simulate").exitCode, 2);
}

TEST(CliValidate, ChecksStationTypesAndScenariosByTheirFormat) {
  const CliRun run = perihelion("validate '" + kData + "/stations.json' '" + kData + "/scenarios/earth_century.json'");
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find("ok (6 station types)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("ok (scenario, 6 stations)"), std::string::npos) << run.out;
  const std::string bad = writeScenario("bad_types.json",
                                        "{\"station_types\": [\n  {\"name\": \"Hut\", \"size_class\": \"tiny\", \"radius_km\": 5}\n]}\n");
  const CliRun broken = perihelion("validate '" + bad + "'");
  EXPECT_EQ(broken.exitCode, 1);
  EXPECT_NE(broken.err.find(bad + ":2:33: error: /station_types/0/size_class: expected \"small\", \"medium\" or \"large\""),
            std::string::npos)
      << broken.err;
}

TEST(CliValidate, ASchemaThatIsNotAStringIsAnErrorNotACrash) {
  const std::string bad = writeScenario("number_schema.json", "{\"$schema\": 1, \"station_types\": []}\n");
  const CliRun run = perihelion("validate '" + bad + "'");
  EXPECT_EQ(run.exitCode, 1) << run.err;
  EXPECT_NE(run.err.find(bad + ":1:13: error: /$schema: expected a string"), std::string::npos) << run.err;
}

TEST(CliSchema, PrintsEachFormatsSchema) {
  EXPECT_EQ(perihelion("schema stations").out, slurp(kData + "/stations.schema.json"));
  EXPECT_EQ(perihelion("schema scenario").out, slurp(kData + "/scenario.schema.json"));
  EXPECT_EQ(perihelion("schema rules").out, slurp(kData + "/rules.schema.json"));
  EXPECT_EQ(perihelion("schema planets").exitCode, 2);
}

TEST(CliValidate, ChecksShipTypesAndPrintsTheirSchema) {
  const CliRun run = perihelion("validate '" + kData + "/ships.json'");
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find("ships.json: ok (5 ship types)"), std::string::npos) << run.out;
  EXPECT_EQ(perihelion("schema ships").out, slurp(kData + "/ships.schema.json"));
  // The cruise rate 2 (above the 1 deg/s at rest) is at line 2, column 132.
  const std::string bad = writeScenario(
      "bad_ships.json",
      "{\"ship_types\": [\n  {\"name\": \"Tug\", \"radius_km\": 5, \"max_speed_km_s\": 20, "
      "\"acceleration_km_s2\": 0.1, \"turn_rate_deg_s\": 1, \"cruise_turn_rate_deg_s\": 2}\n]}\n");
  const CliRun broken = perihelion("validate '" + bad + "'");
  EXPECT_EQ(broken.exitCode, 1);
  EXPECT_NE(broken.err.find(bad + ":2:132: error: /ship_types/0/cruise_turn_rate_deg_s: expected a cruise turn rate"),
            std::string::npos)
      << broken.err;
}

TEST(CliValidate, ChecksCombatRulesAgainstTheTypesBesideThemAndPrintsTheirSchema) {
  const CliRun run = perihelion("validate '" + kData + "/combat.json'");
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find("combat.json: ok (combat rules, 6 weapons, 4 ship and 2 station types armed)"), std::string::npos)
      << run.out;
  EXPECT_EQ(perihelion("schema combat").out, slurp(kData + "/combat.schema.json"));

  // A copy beside the shipped types, arming a ship type they lack: line 3, column 89.
  const auto dir = std::filesystem::temp_directory_path() / ("perihelion_combat_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  for (const char* types : {"ships.json", "stations.json"}) {
    std::filesystem::copy_file(kData + "/" + types, dir / types, std::filesystem::copy_options::overwrite_existing);
  }
  const std::string combat = R"({"damage_types": {"kinetic": {"shield": 1, "armour": 1, "hull": 1},
  "em": {"shield": 1, "armour": 1, "hull": 1}, "heat": {"shield": 1, "armour": 1, "hull": 1},
  "electric": {"shield": 1, "armour": 1, "hull": 1}}, "weapons": [], "ships": [{"type": "Cruiser", "hull": 5}]}
)";
  std::ofstream(dir / "combat.json") << combat;
  const std::string bad = (dir / "combat.json").string();
  const CliRun broken = perihelion("validate '" + bad + "'");
  EXPECT_EQ(broken.exitCode, 1);
  EXPECT_NE(broken.err.find(bad + ":3:89: error: /ships/0/type: expected a type of the ship-types file"), std::string::npos)
      << broken.err;
  // Without the types beside it, the file cannot be checked, and says so.
  std::filesystem::remove(dir / "ships.json");
  const CliRun alone = perihelion("validate '" + bad + "'");
  EXPECT_EQ(alone.exitCode, 1);
  EXPECT_NE(alone.err.find("combat rules are checked against " + (dir / "ships.json").string() + ", which could not be loaded"),
            std::string::npos)
      << alone.err;
  std::filesystem::remove_all(dir);
}

}  // namespace

// [SECTION] Recordings replayed -----------------------------------------------------------------------

namespace {

/// A recording of the sandbox: `body` between the header and the end line.
std::string sandboxRecording(const std::string& body, const std::string& end = "end ticks 20 state_hash 0000000000000000\n") {
  return "perihelion-recording 1\nscenario Sandbox\n"
         "start_seconds 848275200\nseconds_per_tick 1440\npaused 0\n" + body + end;
}

}  // namespace

TEST(CliReplay, BadRecordingsAreRefusedWithTheFileAndExitOne) {
  const std::string sandbox = kData + "/scenarios/sandbox.json";
  const std::string scenarioName = nlohmann::json::parse(slurp(sandbox))["name"];
  ASSERT_EQ(scenarioName, "Sandbox") << "the fixture names the sandbox";
  const std::pair<const char*, std::string> cases[] = {
      {"empty.rec", ""},
      {"truncated.rec", sandboxRecording("tick 3 length 1440 pause 1\n", "")},
      {"binary.rec", std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)},
      {"no_fleet.rec", sandboxRecording("tick 3 length 1440 hold fleets 7\n")},
      {"out_of_order.rec", sandboxRecording("tick 5 length 1440 pause 1\ntick 2 length 1440 pause 0\n")},
      {"zero_length.rec", sandboxRecording("tick 5 length 0 pause 1\n")},
      {"nan.rec", sandboxRecording("tick 5 length nan pause 1\n")},
      {"huge.rec", sandboxRecording("tick 5 length 1440 time_rate 1e400\n")},
      {"other_scenario.rec", "perihelion-recording 1\nscenario Another game\nstart_seconds 0\nseconds_per_tick 10\npaused 0\n"
                             "end ticks 1 state_hash 0000000000000000\n"},
      {"wrong_length.rec", sandboxRecording("tick 5 length 7200 pause 1\n")},
  };
  for (const auto& [name, text] : cases) {
    const std::string file = writeScenario(name, text);
    const CliRun run = perihelion("simulate '" + sandbox + "' --commands '" + file + "'");
    EXPECT_EQ(run.exitCode, 1) << name << "\n" << run.err;
    EXPECT_NE(run.err.find(file + ":"), std::string::npos) << name << ": " << run.err;
    EXPECT_NE(run.err.find("error: "), std::string::npos) << name << ": " << run.err;
  }
  // The line is named where there is one.
  const std::string noFleet = writeScenario("no_fleet.rec", sandboxRecording("tick 3 length 1440 hold fleets 7\n"));
  const CliRun fleet = perihelion("simulate '" + sandbox + "' --commands '" + noFleet + "'");
  EXPECT_NE(fleet.err.find(noFleet + ":6: error: no fleet #7"), std::string::npos) << fleet.err;
  const std::string wrongLength = writeScenario("wrong_length.rec", sandboxRecording("tick 5 length 7200 pause 1\n"));
  const CliRun length = perihelion("simulate '" + sandbox + "' --commands '" + wrongLength + "'");
  EXPECT_NE(length.err.find(wrongLength + ":6: error: tick 5 is 7200 s long"), std::string::npos) << length.err;
  // A recording whose end hash is not the replay's is refused too, naming both.
  const CliRun mismatch = perihelion("simulate '" + sandbox + "' --commands '" + writeScenario("hash.rec", sandboxRecording("")) + "'");
  EXPECT_EQ(mismatch.exitCode, 1);
  EXPECT_NE(mismatch.err.find("the recording in 0000000000000000"), std::string::npos) << mismatch.err;
  // --ticks does not go with a recording.
  EXPECT_EQ(perihelion("simulate '" + sandbox + "' --ticks 5 --commands '" + writeScenario("x.rec", sandboxRecording("")) + "'").exitCode, 2);
}

TEST(CliReplay, AReplayReachesTheHashItReportsAndCountsRefusals) {
  const std::string sandbox = kData + "/scenarios/sandbox.json";
  // Mars is body 4; fleet 1 goes there; a shipyard on Mars's innermost ring is refused by the rules.
  const std::string body = "tick 2 length 1440 go_to fleets 1 planet 4\ntick 4 length 1440 time_rate 360\n"
                           "tick 6 length 360 place_station planet 4 ring 0 phase 1 type 5 time 848281000\n"
                           "tick 9 length 360 pause 1\n";
  const CliRun first = perihelion("simulate '" + sandbox + "' --commands '" + writeScenario("a.rec", sandboxRecording(body)) + "'");
  ASSERT_EQ(first.exitCode, 1) << first.err;  // the made-up end hash does not match ...
  const nlohmann::json report = nlohmann::json::parse(first.out);
  const std::string hash = report["state_hash"];
  EXPECT_EQ(report["ticks"], 20);
  EXPECT_EQ(report["commands"], 3 + 4);  // the scenario's three orders and the recording's four
  EXPECT_EQ(report["refused_commands"]["size-not-accepted"], 1);
  // ... and with the hash it reported, the same recording replays cleanly.
  const std::string good = writeScenario("b.rec", sandboxRecording(body, "end ticks 20 state_hash " + hash + "\n"));
  const CliRun second = perihelion("simulate '" + sandbox + "' --commands '" + good + "'");
  EXPECT_EQ(second.exitCode, 0) << second.err;
  EXPECT_EQ(nlohmann::json::parse(second.out)["state_hash"], hash);
}

// [SECTION] perihelion skirmish ----------------------------------------------------------------------

TEST(CliSkirmish, PrintsTheResultAndTheSameArgumentsGiveTheSameStateHash) {
  const std::string args = "skirmish --players ai:easy,none --seed 5 --max-days 3";
  const CliRun run = perihelion(args);
  ASSERT_EQ(run.exitCode, 0) << run.err;
  const nlohmann::json r = nlohmann::json::parse(run.out);
  EXPECT_EQ(r["scenario"], "Skirmish");
  EXPECT_EQ(r["seed"], 5);
  EXPECT_TRUE(r["winner"].is_null() || r["winner"].is_string());
  EXPECT_EQ(r["reason"], "time") << "nobody is taken in three days";
  EXPECT_DOUBLE_EQ(r["days"].get<double>(), 3.0);
  EXPECT_EQ(r["ticks"], 3 * 24) << "ticks of a game hour";
  ASSERT_EQ(r["players"].size(), 2u);
  EXPECT_EQ(r["players"][0]["spec"], "ai:easy");
  EXPECT_EQ(r["players"][1]["spec"], "none");
  for (const auto& p : r["players"]) {
    for (const char* key : {"id", "planets", "ships", "ships_lost", "money", "refused_commands"}) {
      EXPECT_TRUE(p.contains(key)) << key;
    }
    EXPECT_EQ(p["planets"], 1);
    EXPECT_EQ(p["refused_commands"], 0);
  }
  EXPECT_GT(r["players"][0]["ships"].get<int>(), 0) << "the computer built ships";
  EXPECT_EQ(r["players"][1]["ships"], 0) << "nobody builds for a player who does nothing";
  EXPECT_GE(r["ai_ms_per_decision"].get<double>(), 0.0);
  EXPECT_EQ(nlohmann::json::parse(perihelion(args).out)["state_hash"], r["state_hash"]);
  EXPECT_NE(nlohmann::json::parse(perihelion("skirmish --players ai:easy,none --seed 6 --max-days 3").out)["state_hash"],
            r["state_hash"]);
}

TEST(CliSkirmish, BadArgumentsExitTwoWithAMessage) {
  const struct {
    const char* args;
    const char* says;
  } cases[] = {
      {"skirmish --players ai:brutal,none", "no computer level \"brutal\""},
      {"skirmish --players robot,none", "unknown player spec 'robot'"},
      {"skirmish --players ai:easy", "at least two players"},
      {"skirmish --players ai:easy,none --seed twelve", "expected a whole number"},
      {"skirmish --players ai:easy,none --seed -3", "expected a whole number"},
      {"skirmish --players none,none,none,none,none", "only 4 start planets"},
      {"skirmish --players none,none --scenario '" PERIHELION_DATA_DIR "/scenarios/new_game.json'",
       "has no start_planets"},
      {"skirmish --players ai:easy,remote", "unknown player spec 'remote' (expected ai:easy, ai:normal, ai:hard or none; remote with --host)"},
      {"skirmish", "--players is required (or --join HOST:PORT)"},
      {"skirmish --join localhost", "expected HOST:PORT"},
      {"skirmish --join localhost:80 --as human", "--as: expected ai:easy"},
  };
  for (const auto& c : cases) {
    const CliRun run = perihelion(c.args);
    EXPECT_EQ(run.exitCode, 2) << c.args;
    EXPECT_NE(run.err.find(c.says), std::string::npos) << c.args << "\n" << run.err;
    EXPECT_TRUE(run.out.empty()) << c.args;
  }
}

TEST(CliSkirmish, AScenarioThatFailsItsChecksExitsOne) {
  const CliRun run = perihelion("skirmish --players ai:easy,none --seed 1 --scenario '" + kBroken + "/skirmish_broken.json'");
  EXPECT_EQ(run.exitCode, 1) << run.err;
  EXPECT_NE(run.err.find("Vulcan"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("skirmish_broken.json"), std::string::npos) << run.err;
}
