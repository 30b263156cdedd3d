// The ship-types loader: data/ships.json loads with its units converted and its defaults applied, and
// each broken document is refused with the right code, JSON pointer, line and column.
//
// Every expected line and column below was counted by hand in the documents of this file (and checked
// with a small script that finds the offending text in them), never taken from the loader's output.

#include <gtest/gtest.h>

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "data/diagnostic.h"
#include "data/ship_types_loader.h"
#include "fleet/ship_type.h"

#ifndef PERIHELION_DATA_DIR
#error "PERIHELION_DATA_DIR (the data/ folder) must be defined by the build"
#endif

namespace {

using perihelion::data::Diagnostic;
using perihelion::data::DiagnosticCode;
using perihelion::data::formatDiagnostic;
using perihelion::data::hasErrors;
using perihelion::data::loadShipTypesFile;
using perihelion::data::parseShipTypes;
using perihelion::data::Severity;
using perihelion::fleet::FieldOfView;
using perihelion::fleet::ShipCatalogue;
using perihelion::fleet::ShipType;
using perihelion::fleet::SteeringWeights;
namespace fs = std::filesystem;

const fs::path kShipsFile = fs::path(PERIHELION_DATA_DIR) / "ships.json";

// Written out here rather than taken from the code under test.
constexpr double kPi = 3.14159265358979323846;
constexpr double kMetresPerKm = 1000.0;
constexpr double kRadiansPerDegree = kPi / 180.0;

std::string describe(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const Diagnostic& d : diagnostics) out += "\n  " + formatDiagnostic(d, "");
  return out.empty() ? " (none)" : out;
}

/// The type with this exact name, or nullptr (the catalogue's own find lives in the fleet library).
const ShipType* named(const ShipCatalogue& catalogue, const std::string& name) {
  for (const ShipType& t : catalogue.types) {
    if (t.name == name) return &t;
  }
  return nullptr;
}

/// The documented defaults (the issue's three radii and max(1, 4n); data/README.md for the rest),
/// written out rather than read from SteeringWeights, the code under test.
void expectDefaultSteering(const SteeringWeights& w) {
  EXPECT_DOUBLE_EQ(w.pushRangeRadii, 3.0);
  EXPECT_DOUBLE_EQ(w.minSurfaceDistanceRadii, 0.05);
  EXPECT_DOUBLE_EQ(w.pullBoostPerPusher, 4.0);
  EXPECT_DOUBLE_EQ(w.separationWeight, 1.0);
  EXPECT_DOUBLE_EQ(w.sidestepWeight, 0.25);
  EXPECT_EQ(w.fieldOfView, FieldOfView::Wide);
}

TEST(ShipTypesFile, LoadsEveryTypeInOrderWithStableIds) {
  const auto loaded = loadShipTypesFile(kShipsFile);
  ASSERT_TRUE(loaded.value) << describe(loaded.diagnostics);
  EXPECT_TRUE(loaded.diagnostics.empty()) << describe(loaded.diagnostics);
  const std::vector<std::string> names{"Scout", "Frigate", "Troop ship", "Freighter", "Battleship"};
  ASSERT_EQ(loaded.value->types.size(), names.size());
  for (std::size_t k = 0; k < names.size(); ++k) {
    EXPECT_EQ(loaded.value->types[k].name, names[k]);
    EXPECT_EQ(loaded.value->types[k].id.value, k);
    EXPECT_EQ(loaded.value->types[k].model, "ship.obj");
    EXPECT_LE(loaded.value->types[k].cruiseTurnRate, loaded.value->types[k].manoeuvreTurnRate);
  }
}

TEST(ShipTypesFile, ConvertsKilometresAndDegreesToMetresAndRadians) {
  // data/ships.json, "Frigate": radius_km 20, max_speed_km_s 70, acceleration_km_s2 0.5,
  // deceleration_km_s2 1, turn_rate_deg_s 20, cruise_turn_rate_deg_s 6.
  const auto loaded = loadShipTypesFile(kShipsFile);
  ASSERT_TRUE(loaded.value) << describe(loaded.diagnostics);
  const ShipType* frigate = named(*loaded.value, "Frigate");
  ASSERT_NE(frigate, nullptr);
  EXPECT_DOUBLE_EQ(frigate->radius, 20.0 * kMetresPerKm);
  EXPECT_DOUBLE_EQ(frigate->maxSpeed, 70.0 * kMetresPerKm);
  EXPECT_DOUBLE_EQ(frigate->acceleration, 0.5 * kMetresPerKm);
  EXPECT_DOUBLE_EQ(frigate->deceleration, 1.0 * kMetresPerKm);
  EXPECT_DOUBLE_EQ(frigate->manoeuvreTurnRate, 20.0 * kRadiansPerDegree);
  EXPECT_DOUBLE_EQ(frigate->cruiseTurnRate, 6.0 * kRadiansPerDegree);
  EXPECT_NEAR(frigate->manoeuvreTurnRate, 0.3490658503988659, 1e-15);  // 20 deg = pi / 9
  // Its "steering" gives two weights; the others keep their defaults.
  EXPECT_EQ(frigate->steering.fieldOfView, FieldOfView::Limited);
  EXPECT_DOUBLE_EQ(frigate->steering.sidestepWeight, 0.4);
  EXPECT_DOUBLE_EQ(frigate->steering.pushRangeRadii, 3.0 /* the issue: three ship radii */);
  EXPECT_DOUBLE_EQ(frigate->steering.separationWeight, 1.0 /* data/README.md */);

  // "Freighter": steering field_of_view "narrow", pull_boost_per_pusher 2, separation_weight 0.5,
  // min_surface_distance_radii 0.1; the rest default.
  const ShipType* freighter = named(*loaded.value, "Freighter");
  ASSERT_NE(freighter, nullptr);
  EXPECT_EQ(freighter->steering.fieldOfView, FieldOfView::Narrow);
  EXPECT_DOUBLE_EQ(freighter->steering.pullBoostPerPusher, 2.0);
  EXPECT_DOUBLE_EQ(freighter->steering.separationWeight, 0.5);
  EXPECT_DOUBLE_EQ(freighter->steering.minSurfaceDistanceRadii, 0.1);
  EXPECT_DOUBLE_EQ(freighter->steering.pushRangeRadii, 3.0 /* the issue: three ship radii */);
  EXPECT_DOUBLE_EQ(freighter->steering.sidestepWeight, 0.25 /* data/README.md */);
}

TEST(ShipTypesFile, AbsentDecelerationIsTheAccelerationAndAbsentSteeringIsTheDefaults) {
  // data/ships.json, "Troop ship": acceleration_km_s2 0.3, no deceleration_km_s2; "Scout": no steering.
  const auto loaded = loadShipTypesFile(kShipsFile);
  ASSERT_TRUE(loaded.value) << describe(loaded.diagnostics);
  const ShipType* troops = named(*loaded.value, "Troop ship");
  ASSERT_NE(troops, nullptr);
  EXPECT_DOUBLE_EQ(troops->acceleration, 0.3 * kMetresPerKm);
  EXPECT_DOUBLE_EQ(troops->deceleration, 0.3 * kMetresPerKm);
  const ShipType* scout = named(*loaded.value, "Scout");
  ASSERT_NE(scout, nullptr);
  expectDefaultSteering(scout->steering);
}

TEST(ShipTypesDocument, AMinimalTypeGetsEveryDefault) {
  const auto loaded = parseShipTypes(R"({"ship_types": [
  {"name": "Tug", "radius_km": 8, "max_speed_km_s": 30, "acceleration_km_s2": 0.2,
   "turn_rate_deg_s": 4, "cruise_turn_rate_deg_s": 4, "steering": {}}
]}
)");
  ASSERT_TRUE(loaded.value) << describe(loaded.diagnostics);
  ASSERT_EQ(loaded.value->types.size(), 1u);
  const ShipType& tug = loaded.value->types[0];
  EXPECT_EQ(tug.model, "ship.obj");
  EXPECT_DOUBLE_EQ(tug.deceleration, 0.2 * kMetresPerKm);
  // A cruise rate equal to the manoeuvre rate is allowed: the ship turns as fast at any speed.
  EXPECT_DOUBLE_EQ(tug.cruiseTurnRate, tug.manoeuvreTurnRate);
  expectDefaultSteering(tug.steering);
}

TEST(ShipTypesDocument, AMissingFileIsADiagnosticNotAThrow) {
  const auto loaded = loadShipTypesFile("/nonexistent/ships.json");
  EXPECT_FALSE(loaded.value);
  ASSERT_EQ(loaded.diagnostics.size(), 1u);
  EXPECT_EQ(loaded.diagnostics[0].code, DiagnosticCode::FileUnreadable);
}

// ---------------------------------------------------------------------------------------------
// Broken documents, one mistake each.

struct BrokenCase {
  const char* what;
  const char* text;
  DiagnosticCode code;
  const char* pointer;
  std::size_t line;
  std::size_t column;
  const char* messageContains;
};

void PrintTo(const BrokenCase& c, std::ostream* os) { *os << c.what; }

const BrokenCase kBroken[] = {
    // The value "sideways": line 3, column 85.
    {"unknown_field_of_view",
     R"({"ship_types": [
  {"name": "Scout", "radius_km": 5, "max_speed_km_s": 100, "acceleration_km_s2": 0.5,
   "turn_rate_deg_s": 6, "cruise_turn_rate_deg_s": 2, "steering": {"field_of_view": "sideways"}}
]}
)",
     DiagnosticCode::BadValue, "/ship_types/0/steering/field_of_view", 3, 85,
     "expected \"wide\", \"limited\" or \"narrow\", found a string \"sideways\""},
    // The second type's cruise rate 2.5 (above its 2 deg/s at rest): line 5, column 52.
    {"cruise_rate_above_manoeuvre_rate",
     R"({"ship_types": [
  {"name": "Scout", "radius_km": 5, "max_speed_km_s": 100, "acceleration_km_s2": 0.5,
   "turn_rate_deg_s": 6, "cruise_turn_rate_deg_s": 2},
  {"name": "Barge", "radius_km": 30, "max_speed_km_s": 20, "acceleration_km_s2": 0.01,
   "turn_rate_deg_s": 2, "cruise_turn_rate_deg_s": 2.5}
]}
)",
     DiagnosticCode::OutOfRange, "/ship_types/1/cruise_turn_rate_deg_s", 5, 52,
     "expected a cruise turn rate at most the manoeuvre turn rate (turn_rate_deg_s 2 deg/s), found 2.5"},
    // The second "scout" (names are compared without regard to case): line 4, column 12.
    {"duplicate_name",
     R"({"ship_types": [
  {"name": "Scout", "radius_km": 5, "max_speed_km_s": 100, "acceleration_km_s2": 0.5,
   "turn_rate_deg_s": 6, "cruise_turn_rate_deg_s": 2},
  {"name": "scout", "radius_km": 6, "max_speed_km_s": 90, "acceleration_km_s2": 0.4,
   "turn_rate_deg_s": 5, "cruise_turn_rate_deg_s": 2}
]}
)",
     DiagnosticCode::DuplicateName, "/ship_types/1/name", 4, 12,
     "found a string \"scout\" again (first at /ship_types/0)"},
    // Reported at the object that lacks the field: its "{" on line 3, column 3.
    {"missing_max_speed",
     R"({
  "ship_types": [
  {"name": "Scout", "radius_km": 5, "acceleration_km_s2": 0.5,
   "turn_rate_deg_s": 6, "cruise_turn_rate_deg_s": 2}
]}
)",
     DiagnosticCode::MissingField, "/ship_types/0", 3, 3, "expected a field \"max_speed_km_s\""},
    // The value -5: line 2, column 34.
    {"negative_radius",
     R"({"ship_types": [
  {"name": "Scout", "radius_km": -5, "max_speed_km_s": 100, "acceleration_km_s2": 0.5,
   "turn_rate_deg_s": 6, "cruise_turn_rate_deg_s": 2}
]}
)",
     DiagnosticCode::OutOfRange, "/ship_types/0/radius_km", 2, 34, "found -5"},
};

class BrokenShipTypes : public testing::TestWithParam<BrokenCase> {};

TEST_P(BrokenShipTypes, IsRefusedWithCodePointerLineAndColumn) {
  const BrokenCase& c = GetParam();
  const auto loaded = parseShipTypes(c.text);
  EXPECT_FALSE(loaded.value);
  ASSERT_EQ(loaded.diagnostics.size(), 1u) << describe(loaded.diagnostics);
  const Diagnostic& d = loaded.diagnostics[0];
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_EQ(d.code, c.code) << describe(loaded.diagnostics);
  EXPECT_EQ(d.pointer, c.pointer);
  EXPECT_EQ(d.line, c.line) << describe(loaded.diagnostics);
  EXPECT_EQ(d.column, c.column) << describe(loaded.diagnostics);
  EXPECT_NE(d.message.find(c.messageContains), std::string::npos) << d.message;
}

INSTANTIATE_TEST_SUITE_P(OneMistakeEach, BrokenShipTypes, testing::ValuesIn(kBroken),
                         [](const testing::TestParamInfo<BrokenCase>& param) { return std::string(param.param.what); });

TEST(ShipTypesDocument, EveryMistakeIsReportedNotJustTheFirst) {
  const auto loaded = parseShipTypes(R"({"ship_types": [
  {"name": "Scout", "radius_km": 0, "max_speed_km_s": 100, "acceleration_km_s2": 0.5,
   "turn_rate_deg_s": 1, "cruise_turn_rate_deg_s": 2, "steering": {"sidestep_weight": -1}}
]}
)");
  EXPECT_FALSE(loaded.value);
  ASSERT_EQ(loaded.diagnostics.size(), 3u) << describe(loaded.diagnostics);
  EXPECT_TRUE(hasErrors(loaded.diagnostics));
  EXPECT_EQ(loaded.diagnostics[0].pointer, "/ship_types/0/radius_km");
  EXPECT_EQ(loaded.diagnostics[1].pointer, "/ship_types/0/cruise_turn_rate_deg_s");
  EXPECT_EQ(loaded.diagnostics[2].pointer, "/ship_types/0/steering/sidestep_weight");
}

TEST(ShipTypesDocument, NoShipTypesIsRefused) {
  const auto loaded = parseShipTypes(R"({"ship_types": []})");
  EXPECT_FALSE(loaded.value);
  ASSERT_EQ(loaded.diagnostics.size(), 1u) << describe(loaded.diagnostics);
  EXPECT_EQ(loaded.diagnostics[0].code, DiagnosticCode::OutOfRange);
  EXPECT_EQ(loaded.diagnostics[0].pointer, "/ship_types");
}

}  // namespace
