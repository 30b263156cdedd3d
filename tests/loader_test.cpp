// The solar-system loader against broken input: a corpus of files with one mistake each
// (tests/data/broken, see its README.md), documents with many mistakes, hostile sizes and nesting,
// and fuzz-style truncations and mutations of the real data file.
//
// Every expected line and column below was counted in the files themselves (a small script that
// finds the offending text), never taken from the loader's output.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

#include "data/diagnostic.h"
#include "fleet/well_frame.h"
#include "data/solar_system_loader.h"

#ifndef PERIHELION_TEST_DATA_DIR
#error "PERIHELION_TEST_DATA_DIR (the tests/data folder) must be defined by the build"
#endif
#ifndef PERIHELION_DATA_DIR
#error "PERIHELION_DATA_DIR (the data/ folder) must be defined by the build"
#endif

namespace {

using perihelion::data::codeName;
using perihelion::data::Diagnostic;
using perihelion::data::DiagnosticCode;
using perihelion::data::formatDiagnostic;
using perihelion::data::hasErrors;
using perihelion::data::kMaxDataFileBytes;
using perihelion::data::kMaxDiagnostics;
using perihelion::data::kMaxNestingDepth;
using perihelion::data::LoadResult;
using perihelion::data::loadSolarSystemFile;
using perihelion::data::parseSolarSystem;
using perihelion::data::Severity;
namespace fs = std::filesystem;

const fs::path kBrokenDir = fs::path(PERIHELION_TEST_DATA_DIR) / "broken";
const fs::path kDefaultDataFile = fs::path(PERIHELION_DATA_DIR) / "solar_system.json";

constexpr double kPi = 3.14159265358979323846;
constexpr double kAuMetres = 149597870700.0;  // IAU 2012, written out here rather than taken from the code

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string describe(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const Diagnostic& d : diagnostics) out += "\n  " + formatDiagnostic(d, "");
  return out.empty() ? " (none)" : out;
}

// ---------------------------------------------------------------------------------------------
// The corpus: one row per file of tests/data/broken.

struct CorpusCase {
  const char* file;  ///< file name without ".json"
  DiagnosticCode code;
  const char* pointer;
  std::size_t line;
  std::size_t column;  ///< 0: not checked (see the rows)
  Severity severity = Severity::Error;
  const char* messageContains = "";
};

void PrintTo(const CorpusCase& c, std::ostream* os) { *os << c.file; }

// The one valid file the others are copies of: it must load, or every row below proves nothing.
constexpr const char* kControlFile = "control_valid";

const CorpusCase kCorpus[] = {
    // Not JSON. Positions are where the parser stopped; the column is checked where the offending
    // token is one character, so that it cannot depend on how far the parser read.
    {"syntax_missing_comma", DiagnosticCode::SyntaxError, "/bodies/0/kind", 7, 0},
    {"syntax_trailing_comma", DiagnosticCode::SyntaxError, "/bodies/0/radius_km", 8, 5},
    // The end of the text, after the last newline; the pointer is the last value that started.
    {"syntax_unclosed_brace", DiagnosticCode::SyntaxError,
     "/bodies/1/orbit/per_century/longitude_of_perihelion_deg", 31, 0},
    {"syntax_bare_nan", DiagnosticCode::SyntaxError, "/bodies/1/orbit/at_j2000/eccentricity", 18, 27},
    {"syntax_comment", DiagnosticCode::SyntaxError, "", 2, 3},
    {"syntax_invalid_utf8", DiagnosticCode::SyntaxError, "/bodies/1/name", 10, 18, Severity::Error, "UTF-8"},
    {"empty_file", DiagnosticCode::EmptyFile, "", 1, 1},
    {"whitespace_only", DiagnosticCode::EmptyFile, "", 1, 1},
    // Wrong types.
    {"wrong_type_string_for_number", DiagnosticCode::WrongType, "/bodies/1/radius_km", 12, 20, Severity::Error,
     "expected a number, found a string \"6371.0\""},
    {"wrong_type_number_for_string", DiagnosticCode::WrongType, "/bodies/1/color", 14, 16, Severity::Error,
     "expected a string"},
    {"wrong_type_array_for_object", DiagnosticCode::WrongType, "/bodies/1/orbit/at_j2000", 16, 21,
     Severity::Error, "found an array"},
    {"wrong_type_null", DiagnosticCode::WrongType, "/bodies/1/orbit/at_j2000/eccentricity", 18, 27,
     Severity::Error, "found null"},
    {"wrong_type_string_for_rate", DiagnosticCode::WrongType,
     "/bodies/1/orbit/per_century/longitude_of_perihelion_deg", 26, 42, Severity::Error, "expected a number"},
    {"top_level_array", DiagnosticCode::WrongType, "", 1, 1, Severity::Error, "found an array"},
    // Numbers out of range.
    {"eccentricity_one", DiagnosticCode::OutOfRange, "/bodies/1/orbit/at_j2000/eccentricity", 18, 27,
     Severity::Error, "[0, 1)"},
    {"eccentricity_above_one", DiagnosticCode::OutOfRange, "/bodies/1/orbit/at_j2000/eccentricity", 18, 27},
    {"eccentricity_negative", DiagnosticCode::OutOfRange, "/bodies/1/orbit/at_j2000/eccentricity", 18, 27},
    {"semi_major_axis_zero", DiagnosticCode::OutOfRange, "/bodies/1/orbit/at_j2000/semi_major_axis_au", 17, 33},
    {"semi_major_axis_negative", DiagnosticCode::OutOfRange, "/bodies/1/orbit/at_j2000/semi_major_axis_au", 17,
     33},
    {"radius_zero", DiagnosticCode::OutOfRange, "/bodies/1/radius_km", 12, 20},
    {"radius_negative", DiagnosticCode::OutOfRange, "/bodies/1/radius_km", 12, 20},
    {"number_overflow", DiagnosticCode::OutOfRange, "/bodies/1/orbit/at_j2000/semi_major_axis_au", 17, 33,
     Severity::Error, "1e999"},
    {"axial_tilt_200", DiagnosticCode::OutOfRange, "/bodies/1/axial_tilt_deg", 13, 25},
    {"mean_longitude_rate_below_perihelion_rate", DiagnosticCode::OutOfRange,
     "/bodies/1/orbit/per_century/mean_longitude_deg", 25, 33, Severity::Error, "perihelion rate"},
    // Element sets whose dates do not meet end to end: each reported at the span that breaks the chain.
    {"spans_leave_a_gap", DiagnosticCode::SpansDoNotMeet, "/bodies/1/orbit/other_element_sets/0/valid/1/from_year", 26, 76,
     Severity::Error, "found a gap until 2060"},
    {"spans_overlap", DiagnosticCode::SpansDoNotMeet, "/bodies/1/orbit/valid/0/from_year", 14, 33, Severity::Error,
     "the two sets overlap"},
    {"span_ends_before_it_starts", DiagnosticCode::OutOfRange, "/bodies/1/orbit/other_element_sets/0/valid/1/to_year", 26, 93,
     Severity::Error, "after from_year 2051"},
    {"other_sets_without_main_dates", DiagnosticCode::MissingField, "/bodies/1/orbit", 13, 16, Severity::Error,
     "main set's dates"},
    // Missing or forbidden fields: reported at the object that lacks the field.
    {"missing_bodies", DiagnosticCode::MissingField, "", 1, 1, Severity::Error, "\"bodies\""},
    {"missing_orbit", DiagnosticCode::MissingField, "/bodies/1", 9, 5, Severity::Error, "\"orbit\""},
    {"missing_at_j2000", DiagnosticCode::MissingField, "/bodies/1/orbit", 15, 16, Severity::Error, "\"at_j2000\""},
    {"missing_name", DiagnosticCode::MissingField, "/bodies/1", 9, 5, Severity::Error, "\"name\""},
    {"orbit_on_star", DiagnosticCode::FieldNotAllowed, "/bodies/0/orbit", 8, 16},
    // Warnings only: the file loads. Reported at the key, not the value.
    {"unknown_key_typo", DiagnosticCode::UnknownKey, "/bodies/1/orbit/per_century/eccentricty", 25, 11,
     Severity::Warning, "did you mean \"eccentricity\"?"},
    {"duplicate_key", DiagnosticCode::DuplicateKey, "/bodies/1/radius_km", 13, 7, Severity::Warning},
    // Rules across bodies.
    {"duplicate_name_case", DiagnosticCode::DuplicateName, "/bodies/2/name", 31, 15, Severity::Error,
     "first at /bodies/1"},
    {"no_star", DiagnosticCode::MissingSun, "/bodies", 3, 13},
    {"two_stars", DiagnosticCode::ExtraStar, "/bodies/2/kind", 32, 15, Severity::Error, "/bodies/0"},
    {"bad_color", DiagnosticCode::BadValue, "/bodies/1/color", 14, 16, Severity::Error, "#RRGGBB"},
    {"unknown_kind", DiagnosticCode::BadValue, "/bodies/2/kind", 32, 15, Severity::Error, "\"dwarf planet\""},
    // Gravity wells: 2 to 6 rings, outside the planet, each larger than the one before.
    {"well_ring_count_7", DiagnosticCode::OutOfRange, "/bodies/1/gravity_well/ring_count", 15, 38, Severity::Error,
     "[2, 6]"},
    {"well_one_ring", DiagnosticCode::OutOfRange, "/bodies/1/gravity_well/rings", 15, 33, Severity::Error,
     "2 to 6 items, found 1"},
    {"well_radii_decreasing", DiagnosticCode::OutOfRange, "/bodies/1/gravity_well/rings/1/radius_km", 15, 70,
     Severity::Error, "above the previous ring's 20000"},
    {"well_ring_inside_planet", DiagnosticCode::OutOfRange, "/bodies/1/gravity_well/rings/0/radius_km", 15, 48,
     Severity::Error, "outside the planet"},
    {"well_unknown_size_class", DiagnosticCode::BadValue, "/bodies/1/gravity_well/rings/0/accepts/0", 15, 67,
     Severity::Error, "\"small\", \"medium\" or \"large\""},
    {"well_rings_and_count", DiagnosticCode::FieldNotAllowed, "/bodies/1/gravity_well/ring_count", 15, 38,
     Severity::Error, "either \"rings\" or \"ring_count\""},
    {"well_on_star", DiagnosticCode::FieldNotAllowed, "/bodies/0/gravity_well", 8, 23, Severity::Error, "star"},
    // Moons: a parent that is a planet of the file, an orbit inside its Hill sphere and clear of its rings.
    {"moon_parent_missing", DiagnosticCode::UnknownName, "/bodies/2/parent", 33, 17, Severity::Error, "\"Terra\", which names no body"},
    {"moon_of_a_moon", DiagnosticCode::BadParent, "/bodies/3/parent", 49, 17, Severity::Error, "moons of moons are not supported"},
    {"moon_parent_is_itself", DiagnosticCode::BadParent, "/bodies/2/parent", 33, 17, Severity::Error, "a cycle of parents (Pebble -> Pebble)"},
    // The control's Earth has no GM: a sphere of its radius and mean density, q (GM / 3 GM_sun)^(1/3) = 1.47 million km.
    {"moon_outside_hill_sphere", DiagnosticCode::OutsideHillSphere, "/bodies/2/moon_orbit/semi_major_axis_km", 37, 31, Severity::Error,
     "Hill sphere (1471516 km at its perihelion), found one reaching 2000000 km"},
    // The default rings at 2, 3.2, 5.12 and 8.19 Earth radii: the third at 32,620 km, inside 33,000 +- 1,737 km.
    {"moon_orbit_crosses_ring", DiagnosticCode::RingCutsOrbit, "/bodies/2/moon_orbit/semi_major_axis_km", 37, 31, Severity::Error,
     "crossing ring 3 (32620 km"},
    // 7,000 km from the centre: inside the Earth's 6,371 km with the Moon's own 1,737.4 km.
    {"moon_inside_its_planet", DiagnosticCode::OutOfRange, "/bodies/2/moon_orbit/semi_major_axis_km", 37, 31, Severity::Error,
     "expected an orbit clear of Earth (nearest approach above its radius, 6371 km, plus the moon's, 1737 km), found one coming within 7000 km"},
    // The south celestial pole given for the Earth's north: 156.6 deg from the orbit's pole, not 23.44 (a warning).
    {"pole_against_tilt", DiagnosticCode::PoleAgainstTilt, "/bodies/1/north_pole", 14, 21, Severity::Warning,
     "found one 156.6 deg from it, 23.4 expected"},
    {"well_on_moon", DiagnosticCode::FieldNotAllowed, "/bodies/2/gravity_well", 35, 23, Severity::Error, "on a moon"},
    {"moon_without_moon_orbit", DiagnosticCode::MissingField, "/bodies/2", 30, 5, Severity::Error, "\"moon_orbit\" when \"kind\" is \"moon\""},
    {"barycentre_with_no_moon", DiagnosticCode::BadValue, "/bodies/1/barycentre/moon", 15, 30, Severity::Error,
     "a moon of this planet, found a string \"Sun\", which is not one"},
};

class BrokenCorpusFile : public testing::TestWithParam<CorpusCase> {};

TEST_P(BrokenCorpusFile, ReportsExactlyItsOneProblemWhereItIs) {
  const CorpusCase& c = GetParam();
  const fs::path path = kBrokenDir / (std::string(c.file) + ".json");
  ASSERT_TRUE(fs::is_regular_file(path)) << path;

  const LoadResult result = loadSolarSystemFile(path);

  ASSERT_EQ(result.diagnostics.size(), 1u) << describe(result.diagnostics);
  const Diagnostic& d = result.diagnostics.front();
  EXPECT_EQ(codeName(d.code), codeName(c.code)) << describe(result.diagnostics);
  EXPECT_EQ(d.severity, c.severity) << describe(result.diagnostics);
  EXPECT_EQ(d.pointer, c.pointer);
  EXPECT_EQ(d.line, c.line) << describe(result.diagnostics);
  if (c.column != 0) {
    EXPECT_EQ(d.column, c.column) << describe(result.diagnostics);
  }
  EXPECT_NE(d.message.find(c.messageContains), std::string::npos)
      << "message \"" << d.message << "\" lacks \"" << c.messageContains << "\"";
  // A system exactly when there is no error: warnings alone do not stop the load.
  EXPECT_EQ(result.system.has_value(), c.severity == Severity::Warning);
}

INSTANTIATE_TEST_SUITE_P(SolarSystemLoader, BrokenCorpusFile, testing::ValuesIn(kCorpus),
                         [](const testing::TestParamInfo<CorpusCase>& row) { return std::string(row.param.file); });

TEST(SolarSystemLoader, EveryCorpusFileHasAnExpectation) {
  std::set<std::string> expected{kControlFile};
  for (const CorpusCase& c : kCorpus) EXPECT_TRUE(expected.insert(c.file).second) << "listed twice: " << c.file;

  std::set<std::string> found;
  for (const fs::directory_entry& entry : fs::directory_iterator(kBrokenDir)) {
    if (entry.path().extension() == ".json") found.insert(entry.path().stem().string());
  }
  for (const std::string& f : found) EXPECT_TRUE(expected.count(f)) << f << ".json has no row in kCorpus";
  for (const std::string& f : expected) EXPECT_TRUE(found.count(f)) << f << ".json is listed but missing";

  const std::string readme = readFile(kBrokenDir / "README.md");
  for (const std::string& f : found) {
    EXPECT_NE(readme.find("`" + f + ".json`"), std::string::npos) << f << ".json is not described in README.md";
  }
}

TEST(SolarSystemLoader, LoadsTheCorpusControlFileCleanly) {
  const LoadResult result = loadSolarSystemFile(kBrokenDir / (std::string(kControlFile) + ".json"));
  EXPECT_TRUE(result.diagnostics.empty()) << describe(result.diagnostics);
  ASSERT_TRUE(result.system.has_value());
  ASSERT_EQ(result.system->bodies.size(), 2u);
  EXPECT_EQ(result.system->name, "Minimal");
  const perihelion::world::Body& earth = result.system->bodies[1];
  EXPECT_EQ(earth.name, "Earth");
  EXPECT_NEAR(earth.radius, 6371.0e3, 1e-6);
  EXPECT_NEAR(earth.rotation.axialTilt, 23.44 * kPi / 180.0, 1e-12);
  EXPECT_FLOAT_EQ(earth.appearance.color.r, 0x2F / 255.0f);  // "#2F6FD6"
  EXPECT_FLOAT_EQ(earth.appearance.color.g, 0x6F / 255.0f);
  EXPECT_FLOAT_EQ(earth.appearance.color.b, 0xD6 / 255.0f);
}

TEST(SolarSystemLoader, RejectsEccentricityOfOne) {
  const LoadResult result = loadSolarSystemFile(kBrokenDir / "eccentricity_one.json");
  EXPECT_FALSE(result.system.has_value());
  ASSERT_EQ(result.diagnostics.size(), 1u) << describe(result.diagnostics);
  const std::string text = formatDiagnostic(result.diagnostics[0], "eccentricity_one.json");
  EXPECT_EQ(text.rfind("eccentricity_one.json:18:27: error: /bodies/1/orbit/at_j2000/eccentricity: ", 0), 0u)
      << text;
  EXPECT_TRUE(text.ends_with(" [out-of-range]")) << text;
}

TEST(SolarSystemLoader, LoadsDespiteAKeyTypoAndSuggestsTheKnownKey) {
  const LoadResult result = loadSolarSystemFile(kBrokenDir / "unknown_key_typo.json");
  ASSERT_TRUE(result.system.has_value()) << describe(result.diagnostics);
  ASSERT_EQ(result.diagnostics.size(), 1u);
  EXPECT_EQ(result.diagnostics[0].severity, Severity::Warning);
  EXPECT_NE(result.diagnostics[0].message.find("did you mean \"eccentricity\"?"), std::string::npos);
  // The misspelt rate is ignored: the default (0) is used.
  EXPECT_DOUBLE_EQ(result.system->bodies[1].orbit->main().elements().ratePerCentury.eccentricity, 0.0);
}

TEST(SolarSystemLoader, UsesTheLastOfDuplicateKeys) {
  const LoadResult result = loadSolarSystemFile(kBrokenDir / "duplicate_key.json");
  ASSERT_TRUE(result.system.has_value()) << describe(result.diagnostics);
  EXPECT_NEAR(result.system->bodies[1].radius, 6378.1e3, 1e-6);  // the second "radius_km", in metres
}

TEST(SolarSystemLoader, ReportsAMissingFileWithoutAPosition) {
  const LoadResult result = loadSolarSystemFile(kBrokenDir / "no_such_file.json");
  EXPECT_FALSE(result.system.has_value());
  ASSERT_EQ(result.diagnostics.size(), 1u);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::FileUnreadable);
  EXPECT_EQ(result.diagnostics[0].line, 0u);
  EXPECT_EQ(result.diagnostics[0].pointer, "");
  EXPECT_EQ(formatDiagnostic(result.diagnostics[0], "x.json").rfind("x.json: error: ", 0), 0u);
}

TEST(SolarSystemLoader, ReportsADirectoryAsUnreadable) {
  const LoadResult result = loadSolarSystemFile(kBrokenDir);
  EXPECT_FALSE(result.system.has_value());
  ASSERT_EQ(result.diagnostics.size(), 1u);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::FileUnreadable);
}

TEST(SolarSystemLoader, RefusesAnOversizedFileBeforeReadingIt) {
  const fs::path path = fs::temp_directory_path() /
                        ("perihelion_loader_test_" + std::to_string(std::random_device{}()) + ".json");
  { std::ofstream(path, std::ios::binary) << "{}"; }
  fs::resize_file(path, kMaxDataFileBytes + 1);  // sparse: costs no disk and no reading
  const LoadResult result = loadSolarSystemFile(path);
  fs::remove(path);
  EXPECT_FALSE(result.system.has_value());
  ASSERT_EQ(result.diagnostics.size(), 1u) << describe(result.diagnostics);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::FileTooLarge);
  EXPECT_EQ(result.diagnostics[0].line, 0u);
}

// ---------------------------------------------------------------------------------------------
// The real data file.

TEST(SolarSystemLoader, ACycleOfParentsIsReportedAtEachMoonInIt) {
  const std::string control = readFile(kBrokenDir / "control_valid.json");
  const auto moon = [](const char* name, const char* parent) {
    return std::string(R"({"name": ")") + name + R"(", "kind": "moon", "parent": ")" + parent +
           R"(", "radius_km": 100, "moon_orbit": {"epoch_jd": 2451545.0, "semi_major_axis_km": 1000, "eccentricity": 0,
           "argument_of_periapsis_deg": 0, "mean_anomaly_deg": 0, "inclination_deg": 0,
           "longitude_of_ascending_node_deg": 0, "mean_motion_deg_per_day": 10}})";
  };
  const std::size_t end = control.rfind(']');
  const std::string text = control.substr(0, control.rfind('}', end) + 1) + ", " + moon("Castor", "Pollux") + ", " +
                           moon("Pollux", "Castor") + "\n  ]\n}\n";
  const LoadResult result = perihelion::data::parseSolarSystem(text);
  ASSERT_EQ(result.diagnostics.size(), 2u) << describe(result.diagnostics);
  EXPECT_EQ(result.diagnostics[0].pointer, "/bodies/2/parent");
  EXPECT_NE(result.diagnostics[0].message.find("cycle of parents (Castor -> Pollux -> Castor)"), std::string::npos)
      << describe(result.diagnostics);
  EXPECT_EQ(result.diagnostics[1].pointer, "/bodies/3/parent");
  EXPECT_NE(result.diagnostics[1].message.find("cycle of parents (Pollux -> Castor -> Pollux)"), std::string::npos)
      << describe(result.diagnostics);
  EXPECT_FALSE(result.system.has_value());
}

/// The control file with `extra` spliced in before the closing of its bodies array.
std::string controlWith(const std::string& extraBodies, const std::string& earthExtra = "") {
  std::string text = readFile(kBrokenDir / "control_valid.json");
  const std::size_t end = text.rfind(']');
  text = text.substr(0, text.rfind('}', end) + 1) + extraBodies + "\n  ]\n}\n";
  if (!earthExtra.empty()) text.replace(text.find(R"("color": "#2F6FD6",)"), 0, earthExtra);
  return text;
}

const char* kMoonBody = R"(, {"name": "Moon", "kind": "moon", "parent": "Earth", "radius_km": 1737.4, "moon_orbit": {
    "epoch_jd": 2451545.0, "semi_major_axis_km": 384400, "eccentricity": 0.0554, "argument_of_periapsis_deg": 318.15,
    "mean_anomaly_deg": 135.27, "inclination_deg": 5.16, "longitude_of_ascending_node_deg": 125.08,
    "mean_motion_deg_per_day": 13.176358}})";

TEST(SolarSystemLoader, MoonRulesBeyondTheCorpus) {
  const auto only = [](const std::string& text, DiagnosticCode code, const std::string& says) {
    const LoadResult r = perihelion::data::parseSolarSystem(text);
    ASSERT_EQ(r.diagnostics.size(), 1u) << describe(r.diagnostics);
    EXPECT_EQ(codeName(r.diagnostics[0].code), codeName(code)) << describe(r.diagnostics);
    EXPECT_NE(r.diagnostics[0].message.find(says), std::string::npos) << describe(r.diagnostics);
  };
  std::string moonOfTheSun = kMoonBody;
  moonOfTheSun.replace(moonOfTheSun.find(R"("parent": "Earth")"), 17, R"("parent": "Sun")");
  only(controlWith(moonOfTheSun), DiagnosticCode::BadParent, "found a string \"Sun\", the star");
  // A barycentre needs both GMs: here the Earth's is missing (the Moon's given).
  std::string withGm = kMoonBody;
  withGm.replace(withGm.find(R"("radius_km": 1737.4)"), 19, R"("radius_km": 1737.4, "gm_km3_s2": 4902.8)");
  only(controlWith(withGm, R"("barycentre": {"moon": "Moon"}, )"), DiagnosticCode::MissingField, "gm_km3_s2");
  // A barycentre's name must not be a body's.
  only(controlWith(withGm, R"("gm_km3_s2": 398600, "barycentre": {"moon": "Moon", "name": "sun"}, )"), DiagnosticCode::DuplicateName,
       "a name no body has");
  // With both GMs and its own name it loads, the Earth's centre offset from the barycentre.
  const LoadResult ok = perihelion::data::parseSolarSystem(controlWith(withGm, R"("gm_km3_s2": 398600, "barycentre": {"moon": "Moon", "name": "EMB"}, )"));
  ASSERT_TRUE(ok.system.has_value()) << describe(ok.diagnostics);
  EXPECT_NEAR(ok.system->find("Earth")->barycentre->moonShare, 4902.8 / (398600.0 + 4902.8), 1e-15);
}

TEST(SolarSystemLoader, ABadWellOnAPlanetWithAMoonIsReportedNotThrown) {
  // The moon's ring check reads the parent's well: a ring count of the wrong type, or far out of range,
  // is the field check's one error, not an exception or a billion rings.
  for (const char* count : {R"("4")", "null", "1e11", "-3"}) {
    const std::string text = controlWith(kMoonBody, std::string(R"("gravity_well": {"ring_count": )") + count + "}, ");
    const LoadResult r = perihelion::data::parseSolarSystem(text);
    ASSERT_EQ(r.diagnostics.size(), 1u) << count << describe(r.diagnostics);
    EXPECT_EQ(r.diagnostics[0].pointer, "/bodies/1/gravity_well/ring_count") << count;
    EXPECT_FALSE(r.system.has_value());
  }
}

TEST(SolarSystemLoader, AWellsFrameStopsShortOfTheMoonsBeyondItsRings) {
  // Held ships in a well's frame ride with the planet and do not steer: no moon may pass through it.
  const LoadResult result = loadSolarSystemFile(kDefaultDataFile);
  ASSERT_TRUE(result.system.has_value());
  const perihelion::world::SolarSystem& system = *result.system;
  for (const perihelion::world::Body& moon : system.bodies) {
    if (!moon.parent) continue;
    const perihelion::world::Body& planet = system.body(*moon.parent);
    const double ring = planet.well->rings.back().radius;
    const double nearest = moon.moonOrbit->periapsis() - moon.radius;
    if (nearest < ring) continue;  // Phobos, inside Mars's rings
    EXPECT_LT(perihelion::fleet::wellFrameRadius(planet), nearest) << moon.name;
    EXPECT_GT(perihelion::fleet::wellFrameRadius(planet), ring) << moon.name;
  }
  // Without a moon near it the frame reaches its 1.5 outermost rings, as before the moons.
  const perihelion::world::Body& venus = *system.find("Venus");
  EXPECT_DOUBLE_EQ(perihelion::fleet::wellFrameRadius(venus), 1.5 * venus.well->rings.back().radius);
  EXPECT_NEAR(perihelion::fleet::wellFrameRadius(*system.find("Jupiter")), 0.5 * (409906e3 + 421800e3 * (1 - 0.0041) - 1821.6e3), 2e3);
}

TEST(SolarSystemLoader, LoadsTheDefaultDataFileWithoutAnyDiagnostic) {
  const LoadResult result = loadSolarSystemFile(kDefaultDataFile);
  EXPECT_TRUE(result.diagnostics.empty()) << describe(result.diagnostics);
  ASSERT_TRUE(result.system.has_value());
  const auto& bodies = result.system->bodies;
  // The Sun, eight planets, three comets, then Pluto and nine moons (appended: the others keep their ids).
  ASSERT_EQ(bodies.size(), 22u);
  EXPECT_EQ(std::count_if(bodies.begin(), bodies.end(),
                          [](const auto& b) { return b.kind == perihelion::world::BodyKind::Star; }),
            1);
  EXPECT_EQ(bodies[0].name, "Sun");
  EXPECT_FALSE(bodies[0].orbit.has_value());
  using perihelion::world::BodyKind;
  for (std::size_t k = 0; k < bodies.size(); ++k) {
    EXPECT_EQ(bodies[k].id.value, k);
    const bool moon = bodies[k].kind == BodyKind::Moon;
    EXPECT_EQ(bodies[k].orbit.has_value(), k != 0 && !moon) << bodies[k].name;
    EXPECT_EQ(bodies[k].moonOrbit.has_value(), moon) << bodies[k].name;
    EXPECT_EQ(bodies[k].parent.has_value(), moon) << bodies[k].name;
    EXPECT_EQ(bodies[k].well.has_value(), bodies[k].kind == BodyKind::Planet || bodies[k].kind == BodyKind::Comet) << bodies[k].name;
  }
  for (std::size_t k = 9; k < 12; ++k) {
    EXPECT_EQ(bodies[k].kind, BodyKind::Comet) << bodies[k].name;
    ASSERT_TRUE(bodies[k].well.has_value()) << bodies[k].name;
    EXPECT_EQ(bodies[k].well->rings.size(), 2u) << bodies[k].name;
  }
  EXPECT_EQ(bodies[12].name, "Pluto");
  EXPECT_EQ(bodies[12].kind, BodyKind::DwarfPlanet);
  const std::pair<const char*, const char*> moons[] = {{"Moon", "Earth"},      {"Phobos", "Mars"},    {"Deimos", "Mars"},
                                                       {"Io", "Jupiter"},      {"Europa", "Jupiter"}, {"Ganymede", "Jupiter"},
                                                       {"Callisto", "Jupiter"}, {"Titan", "Saturn"},  {"Triton", "Neptune"}};
  for (const auto& [moon, planet] : moons) {
    const perihelion::world::Body* m = result.system->find(moon);
    ASSERT_NE(m, nullptr) << moon;
    EXPECT_EQ(m->kind, BodyKind::Moon) << moon;
    EXPECT_EQ(result.system->body(*m->parent).name, planet) << moon;
  }
  EXPECT_EQ(bodies[9].name, "1P/Halley");

  const perihelion::world::Body* earth = result.system->find("earth");
  ASSERT_NE(earth, nullptr);
  ASSERT_TRUE(earth->orbit.has_value());
  const auto& elements = earth->orbit->main().elements();
  EXPECT_NEAR(elements.atJ2000.semiMajorAxis, 1.00000261 * kAuMetres, 1.0);
  EXPECT_NEAR(elements.atJ2000.eccentricity, 0.01671123, 1e-15);
  EXPECT_NEAR(elements.atJ2000.inclination, -0.00001531 * kPi / 180.0, 1e-15);
  EXPECT_NEAR(elements.atJ2000.longitudeOfPerihelion, 102.93768193 * kPi / 180.0, 1e-12);
  EXPECT_NEAR(elements.ratePerCentury.meanLongitude, 35999.37244981 * kPi / 180.0, 1e-9);
  EXPECT_NEAR(earth->radius, 6371.0e3, 1e-6);

  const perihelion::world::Body* mercury = result.system->find("Mercury");
  ASSERT_NE(mercury, nullptr);
  EXPECT_NEAR(mercury->orbit->main().elements().atJ2000.inclination, 7.00497902 * kPi / 180.0, 1e-12);
}

// ---------------------------------------------------------------------------------------------
// Many problems at once.

// Seven problems; the loader meets them in another order (display before bodies, fields in
// declaration order, the missing star last) and must report them all, by line and column.
// Column 32 on line 4 comes after "Ærth": counted in characters, it would be 33 in bytes.
constexpr std::string_view kManyProblems = R"({
  "bodies": [
    {
      "name": "Ærth", "color": "#12345", "radius_km": -1,
      "kind": "planet", "texure": "earth.jpg",
      "orbit": {
        "at_j2000": {
          "semi_major_axis_au": 1.0,
          "eccentricity": 1.5,
          "inclination_deg": "flat",
          "mean_longitude_deg": 100.0,
          "longitude_of_perihelion_deg": 102.9,
          "longitude_of_ascending_node_deg": 0.0
        },
        "per_century": { "mean_longitude_deg": 35999.4 }
      }
    }
  ],
  "display": { "distance_scale": 0 }
}
)";

TEST(SolarSystemLoader, ReportsEveryProblemInLineOrder) {
  struct Expected {
    DiagnosticCode code;
    std::string_view pointer;
    std::size_t line, column;
  };
  const Expected expected[] = {
      {DiagnosticCode::MissingSun, "/bodies", 2, 13},
      {DiagnosticCode::BadValue, "/bodies/0/color", 4, 32},
      {DiagnosticCode::OutOfRange, "/bodies/0/radius_km", 4, 55},
      {DiagnosticCode::UnknownKey, "/bodies/0/texure", 5, 25},
      {DiagnosticCode::OutOfRange, "/bodies/0/orbit/at_j2000/eccentricity", 9, 27},
      {DiagnosticCode::WrongType, "/bodies/0/orbit/at_j2000/inclination_deg", 10, 30},
      {DiagnosticCode::OutOfRange, "/display/distance_scale", 19, 34},
  };
  const LoadResult result = parseSolarSystem(kManyProblems);
  EXPECT_FALSE(result.system.has_value());
  ASSERT_EQ(result.diagnostics.size(), std::size(expected)) << describe(result.diagnostics);
  for (std::size_t k = 0; k < std::size(expected); ++k) {
    const Diagnostic& d = result.diagnostics[k];
    SCOPED_TRACE("diagnostic " + std::to_string(k) + ": " + formatDiagnostic(d, ""));
    EXPECT_EQ(d.code, expected[k].code);
    EXPECT_EQ(d.pointer, expected[k].pointer);
    EXPECT_EQ(d.line, expected[k].line);
    EXPECT_EQ(d.column, expected[k].column);
  }
  EXPECT_EQ(result.diagnostics[3].severity, Severity::Warning);
}

TEST(SolarSystemLoader, StopsReportingAfterTheDiagnosticLimit) {
  // 500 planets, each with a negative radius and no orbit: 1000 errors, one line per planet.
  std::string text = "{\n  \"bodies\": [\n    {\"name\": \"Sun\", \"kind\": \"star\", \"radius_km\": 1}";
  for (int k = 0; k < 500; ++k) {
    text += ",\n    {\"name\": \"P" + std::to_string(k) + "\", \"kind\": \"planet\", \"radius_km\": -1}";
  }
  text += "\n  ]\n}\n";

  const auto start = std::chrono::steady_clock::now();
  const LoadResult result = parseSolarSystem(text);
  const auto elapsed = std::chrono::steady_clock::now() - start;

  EXPECT_FALSE(result.system.has_value());
  EXPECT_LE(result.diagnostics.size(), kMaxDiagnostics + 1);
  EXPECT_GE(result.diagnostics.size(), kMaxDiagnostics);
  EXPECT_EQ(std::count_if(result.diagnostics.begin(), result.diagnostics.end(),
                          [](const Diagnostic& d) { return d.code == DiagnosticCode::TooManyErrors; }),
            1);
  EXPECT_TRUE(std::is_sorted(result.diagnostics.begin(), result.diagnostics.end(),
                             [](const Diagnostic& a, const Diagnostic& b) {
                               return std::tie(a.line, a.column) < std::tie(b.line, b.column);
                             }));
  EXPECT_LT(elapsed, std::chrono::seconds(10));
}

// ---------------------------------------------------------------------------------------------
// Text encodings.

TEST(SolarSystemLoader, ReportsTruePositionsInAFileThatStartsWithAByteOrderMark) {
  // Editors on Windows often save UTF-8 with a byte order mark. The parser skips it (RFC 8259
  // allows that), so the file loads; the positions must then still be those of the text.
  const std::string bom = "\xEF\xBB\xBF";
  const LoadResult valid = parseSolarSystem(bom + readFile(kBrokenDir / "control_valid.json"));
  EXPECT_TRUE(valid.system.has_value()) << describe(valid.diagnostics);

  const LoadResult result = parseSolarSystem(bom + readFile(kBrokenDir / "eccentricity_one.json"));
  ASSERT_EQ(result.diagnostics.size(), 1u) << describe(result.diagnostics);
  EXPECT_EQ(result.diagnostics[0].pointer, "/bodies/1/orbit/at_j2000/eccentricity");
  EXPECT_EQ(result.diagnostics[0].line, 18u);
  EXPECT_EQ(result.diagnostics[0].column, 27u);
}

bool isValidUtf8(std::string_view s) {
  for (std::size_t k = 0; k < s.size();) {
    const auto lead = static_cast<unsigned char>(s[k]);
    const std::size_t length = lead < 0x80            ? 1
                               : (lead >> 5) == 0x06  ? 2
                               : (lead >> 4) == 0x0E  ? 3
                               : (lead >> 3) == 0x1E  ? 4
                                                      : 0;
    if (length == 0 || k + length > s.size()) return false;
    for (std::size_t j = 1; j < length; ++j) {
      if ((static_cast<unsigned char>(s[k + j]) & 0xC0) != 0x80) return false;
    }
    k += length;
  }
  return true;
}

TEST(SolarSystemLoader, QuotesLongNonAsciiValuesAsValidUtf8) {
  // A message shortens a long quoted value; it must not cut a character in two. "é" is 2 bytes.
  std::string text = readFile(kBrokenDir / "unknown_kind.json");
  const std::string kind = "\"dwarf planet\"";
  std::string accents;
  for (int k = 0; k < 30; ++k) accents += "\xC3\xA9";
  text.replace(text.find(kind), kind.size(), "\"" + accents + "\"");

  const LoadResult result = parseSolarSystem(text);
  ASSERT_EQ(result.diagnostics.size(), 1u) << describe(result.diagnostics);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::BadValue);
  EXPECT_EQ(result.diagnostics[0].pointer, "/bodies/2/kind");
  EXPECT_TRUE(isValidUtf8(result.diagnostics[0].message)) << result.diagnostics[0].message;
}

// ---------------------------------------------------------------------------------------------
// Hostile sizes and nesting, generated here rather than stored.

TEST(SolarSystemLoader, RefusesDeepNestingBeforeParsing) {
  const std::string text(100000, '[');
  const LoadResult result = parseSolarSystem(text);
  EXPECT_FALSE(result.system.has_value());
  ASSERT_EQ(result.diagnostics.size(), 1u) << describe(result.diagnostics);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::NestingTooDeep);
  EXPECT_EQ(result.diagnostics[0].pointer, "");
  EXPECT_EQ(result.diagnostics[0].line, 1u);
  EXPECT_EQ(result.diagnostics[0].column, kMaxNestingDepth + 1);  // the first '[' too many
}

TEST(SolarSystemLoader, ReportsDeepNestingWhereItCrossesTheLimit) {
  // The root object is level 1, so the 64th '[' (column 11 + 63 = 74 on line 2) is level 65.
  const std::string text = "{\n  \"note\": " + std::string(70, '[') + std::string(70, ']') + "\n}\n";
  const LoadResult result = parseSolarSystem(text);
  ASSERT_EQ(result.diagnostics.size(), 1u) << describe(result.diagnostics);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::NestingTooDeep);
  EXPECT_EQ(result.diagnostics[0].line, 2u);
  EXPECT_EQ(result.diagnostics[0].column, 74u);
}

TEST(SolarSystemLoader, AcceptsNestingUpToTheLimit) {
  // 64 levels are not refused for depth (the document is then just the wrong type).
  const std::string text = std::string(kMaxNestingDepth, '[') + std::string(kMaxNestingDepth, ']');
  const LoadResult result = parseSolarSystem(text);
  ASSERT_EQ(result.diagnostics.size(), 1u) << describe(result.diagnostics);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::WrongType);
}

TEST(SolarSystemLoader, RefusesATwentyMegabyteText) {
  const std::string text = "{\"note\": \"" + std::string(20u << 20, 'x') + "\"}";
  const LoadResult result = parseSolarSystem(text);
  EXPECT_FALSE(result.system.has_value());
  ASSERT_EQ(result.diagnostics.size(), 1u) << describe(result.diagnostics);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::FileTooLarge);
  EXPECT_EQ(result.diagnostics[0].line, 0u);
}

TEST(SolarSystemLoader, AppliesTheSizeLimitAtExactlyItsValue) {
  // White space is cheap to check: at the limit the text is merely empty, one byte more is too large.
  std::string text(kMaxDataFileBytes, ' ');
  LoadResult result = parseSolarSystem(text);
  ASSERT_EQ(result.diagnostics.size(), 1u);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::EmptyFile);
  text += ' ';
  result = parseSolarSystem(text);
  ASSERT_EQ(result.diagnostics.size(), 1u);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::FileTooLarge);
}

// ---------------------------------------------------------------------------------------------
// Fuzz-style robustness: whatever the text, no crash, no exception, and a system exactly when
// there is no error.
//
// A parse of the 10 KB data file costs milliseconds in a Debug+ASan build, so the thousands of
// variants are made from its head instead: the file's own text up to the end of its second body
// (the Sun and Mercury), closed into a document of its own. The head holds every construct the
// file uses (nested objects, escaped quotes, negative and fractional numbers, every field of a
// body and of an orbit); the other planets repeat Mercury's structure. The whole file is still
// truncated, at a stride.

struct Outcome {
  std::string problem;  ///< empty when the result is consistent
  bool loaded = false;
};

Outcome parseAndCheck(std::string_view text) {
  try {
    const LoadResult result = parseSolarSystem(text);
    Outcome outcome{{}, result.system.has_value()};
    if (result.system.has_value() == hasErrors(result.diagnostics)) {
      outcome.problem = std::string(result.system ? "a system" : "no system") + " with" + describe(result.diagnostics);
    }
    return outcome;
  } catch (const std::exception& e) {
    return {std::string("threw: ") + e.what(), false};
  }
}

/// The data file's text up to the end of its second body, closed with "]" and "}".
std::string headOfDataFile() {
  const std::string text = readFile(kDefaultDataFile);
  std::size_t third = 0;  // the third body starts at the third "{" indented as an element of "bodies"
  for (int k = 0; k < 3 && third != std::string::npos; ++k) third = text.find("\n    {\n", third + 1);
  if (third == std::string::npos) return {};
  return text.substr(0, text.rfind(',', third)) + "\n  ]\n}\n";
}

TEST(SolarSystemLoader, ParsesTheHeadOfTheDataFileUsedForFuzzing) {
  const LoadResult result = parseSolarSystem(headOfDataFile());
  EXPECT_TRUE(result.diagnostics.empty()) << describe(result.diagnostics);
  ASSERT_TRUE(result.system.has_value());
  ASSERT_EQ(result.system->bodies.size(), 2u);
  EXPECT_EQ(result.system->bodies[1].name, "Mercury");
}

TEST(SolarSystemLoader, SurvivesEveryTruncationOfTheDataFile) {
  const std::string head = headOfDataFile();
  ASSERT_GT(head.size(), 1000u);
  int failures = 0;
  std::size_t loaded = 0;
  for (std::size_t n = 0; n <= head.size() && failures < 5; ++n) {
    const Outcome outcome = parseAndCheck(std::string_view(head).substr(0, n));
    if (!outcome.problem.empty()) {
      ADD_FAILURE() << "head cut to " << n << " bytes: " << outcome.problem;
      ++failures;
    }
    if (outcome.loaded) ++loaded;
  }
  // Only the whole head, with or without its final newline, is a valid document.
  EXPECT_EQ(loaded, 2u);

  const std::string text = readFile(kDefaultDataFile);
  ASSERT_TRUE(text.ends_with("}\n"));
  loaded = 0;
  for (std::size_t n = 0; n <= text.size() + 96 && failures < 5; n += 97) {  // a prime stride, then the end
    const std::size_t cut = std::min(n, text.size());
    const Outcome outcome = parseAndCheck(std::string_view(text).substr(0, cut));
    if (!outcome.problem.empty()) {
      ADD_FAILURE() << "file cut to " << cut << " bytes: " << outcome.problem;
      ++failures;
    }
    if (outcome.loaded) ++loaded;
  }
  EXPECT_EQ(loaded, 1u);  // only the uncut file
}

TEST(SolarSystemLoader, SurvivesRandomByteMutationsOfTheDataFile) {
  const std::string original = headOfDataFile();
  ASSERT_FALSE(original.empty());
  std::mt19937 rng(20240607u);
  // Bytes that keep a mutated text close to JSON, so that many mutants get past the parser.
  constexpr std::string_view kInteresting = "{}[]\",:0123456789-+.eE \\ntfu\x80\xff";
  std::uniform_int_distribution<int> anyByte(0, 255);
  std::uniform_int_distribution<std::size_t> pick(0, kInteresting.size() - 1);
  std::uniform_int_distribution<int> kind(0, 3);
  std::uniform_int_distribution<int> count(1, 3);

  int failures = 0, loaded = 0;
  for (int iteration = 0; iteration < 2000 && failures < 5; ++iteration) {
    std::string text = original;
    for (int m = count(rng); m > 0; --m) {
      std::uniform_int_distribution<std::size_t> where(0, text.size() - 1);
      const std::size_t at = where(rng);
      const char byte = kind(rng) == 0 ? static_cast<char>(anyByte(rng)) : kInteresting[pick(rng)];
      switch (kind(rng)) {
        case 0: text[at] = byte; break;
        case 1: text.insert(at, 1, byte); break;
        case 2: text.erase(at, 1); break;
        default:  // one digit for another: still JSON, maybe out of range
          if (text[at] >= '0' && text[at] <= '9') text[at] = static_cast<char>('0' + (at + text.size()) % 10);
          break;
      }
    }
    const Outcome outcome = parseAndCheck(text);
    if (!outcome.problem.empty()) {
      ADD_FAILURE() << "mutant " << iteration << ": " << outcome.problem;
      ++failures;
    }
    if (outcome.loaded) ++loaded;
  }
  // The mutations must also reach the checks behind the parser, not only its syntax errors.
  EXPECT_GT(loaded, 0);
}

TEST(SolarSystemLoader, SurvivesEveryValueReplacedByEveryOtherType) {
  // Structured mutation: each leaf value of the head in turn becomes a string, null, a boolean, an
  // array, an object, a negative number, zero and a huge number. The checks behind the parser
  // must answer all of them with diagnostics, not exceptions.
  const nlohmann::json original = nlohmann::json::parse(headOfDataFile());
  const nlohmann::json flat = original.flatten();
  ASSERT_GT(flat.size(), 30u);
  const nlohmann::json replacements[] = {"x", nullptr, true, nlohmann::json::array(), nlohmann::json::object(),
                                         -1.5, 0, 1e300};
  int failures = 0;
  for (const auto& [pointer, value] : flat.items()) {
    for (const nlohmann::json& replacement : replacements) {
      nlohmann::json mutant = original;
      mutant[nlohmann::json::json_pointer(pointer)] = replacement;
      const Outcome outcome = parseAndCheck(mutant.dump(2));
      if (!outcome.problem.empty() && failures < 10) {
        ADD_FAILURE() << pointer << " = " << replacement.dump() << ": " << outcome.problem;
        ++failures;
      }
    }
  }
}

}  // namespace

// Added after review: warnings and errors are capped apart, so warnings alone never refuse a file and
// never hide an error; and a NUL byte cannot cut the file short.
namespace {


std::string withUnknownTopLevelKeys(std::string text, int count) {
  std::string keys;
  for (int k = 0; k < count; ++k) keys += "\"unknown_" + std::to_string(k) + "\": 1, ";
  text.insert(text.find('{') + 1, keys);
  return text;
}

TEST(SolarSystemLoaderLimits, WarningsAloneNeverRefuseAFile) {
  const LoadResult result = parseSolarSystem(withUnknownTopLevelKeys(readFile(kDefaultDataFile), 150));
  EXPECT_TRUE(result.system.has_value());
  EXPECT_FALSE(hasErrors(result.diagnostics));
  EXPECT_EQ(result.diagnostics.size(), kMaxDiagnostics + 1);  // 100 warnings and one "too many warnings"
  EXPECT_EQ(result.diagnostics.back().severity, Severity::Warning);
}

TEST(SolarSystemLoaderLimits, AnErrorAfterManyWarningsIsStillReported) {
  std::string text = withUnknownTopLevelKeys(readFile(kDefaultDataFile), 150);
  text.replace(text.find("\"eccentricity\": 0.20563593"), 26, "\"eccentricity\": 1.5");
  const LoadResult result = parseSolarSystem(text);
  EXPECT_FALSE(result.system.has_value());
  const auto error = std::find_if(result.diagnostics.begin(), result.diagnostics.end(),
                                  [](const Diagnostic& d) { return d.code == DiagnosticCode::OutOfRange; });
  ASSERT_NE(error, result.diagnostics.end());
  EXPECT_EQ(error->pointer, "/bodies/1/orbit/at_j2000/eccentricity");
}

TEST(SolarSystemLoaderLimits, ANulByteIsASyntaxErrorNotTheEndOfTheFile) {
  std::string text = readFile(kDefaultDataFile) + std::string(1, '\0') + " junk {{{";
  const LoadResult result = parseSolarSystem(text);
  EXPECT_FALSE(result.system.has_value());
  ASSERT_EQ(result.diagnostics.size(), 1u);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::SyntaxError);
}

}  // namespace

// Added after the newcomer test: names are names, lengths count characters, quotes stay short.
namespace {

std::string sunWithName(const std::string& nameJson) {
  return R"({"bodies": [{"name": )" + nameJson + R"(, "kind": "star", "radius_km": 695700}]})";
}

TEST(SolarSystemLoaderNames, RefuseControlCharactersAndSpacesAtEitherEnd) {
  for (const char* bad : {R"(" Sun")", R"("Sun ")", R"("Su\u0000n")", R"("Su\tn")", R"("\n")"}) {
    const LoadResult result = parseSolarSystem(sunWithName(bad));
    EXPECT_FALSE(result.system.has_value()) << bad;
    ASSERT_EQ(result.diagnostics.size(), 1u) << bad;
    EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::BadValue) << bad;
    EXPECT_EQ(result.diagnostics[0].pointer, "/bodies/0/name") << bad;
  }
  EXPECT_TRUE(parseSolarSystem(sunWithName(R"("Sol Invictus")")).system.has_value());
}

TEST(SolarSystemLoaderNames, LengthIsCountedInCharactersAsTheSchemaDoes) {
  std::string sixtyFourAccents, sixtyFiveAccents;
  for (int k = 0; k < 64; ++k) sixtyFourAccents += "\xC3\xA9";  // é: 2 bytes, 1 character
  sixtyFiveAccents = sixtyFourAccents + "\xC3\xA9";
  EXPECT_TRUE(parseSolarSystem(sunWithName("\"" + sixtyFourAccents + "\"")).system.has_value());
  const LoadResult tooLong = parseSolarSystem(sunWithName("\"" + sixtyFiveAccents + "\""));
  ASSERT_EQ(tooLong.diagnostics.size(), 1u);
  EXPECT_NE(tooLong.diagnostics[0].message.find("at most 64 characters, found 65"), std::string::npos)
      << tooLong.diagnostics[0].message;
}

TEST(SolarSystemLoaderMessages, QuoteAtMostAFewDozenCharactersOfAHugeValue) {
  const std::string digits(100000, '7');
  const LoadResult result = parseSolarSystem(
      R"({"bodies": [{"name": "Sun", "kind": "star", "radius_km": )" + digits + "}]}");
  ASSERT_EQ(result.diagnostics.size(), 1u);
  EXPECT_LT(result.diagnostics[0].message.size(), 200u);
}

TEST(SolarSystemLoaderMessages, JunkAfterTheDocumentIsReportedAtTheRoot) {
  const LoadResult result = parseSolarSystem(sunWithName(R"("Sun")") + "\n{}");
  ASSERT_EQ(result.diagnostics.size(), 1u);
  EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::SyntaxError);
  EXPECT_EQ(result.diagnostics[0].pointer, "");
  EXPECT_EQ(result.diagnostics[0].line, 2u);
}

}  // namespace
