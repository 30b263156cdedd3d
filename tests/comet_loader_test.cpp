// The loader and comets: kind "comet" with its osculating orbit and small well, and what it refuses
// (e >= 1, a planet's orbit on a comet, a comet's orbit on a planet). Expected lines and columns are
// found in the test's own text, never taken from the loader's output.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "data/diagnostic.h"
#include "data/solar_system_loader.h"

namespace {

using perihelion::data::DiagnosticCode;
using perihelion::data::formatDiagnostic;
using perihelion::data::hasErrors;
using perihelion::data::LoadResult;
using perihelion::data::parseSolarSystem;
using perihelion::world::BodyKind;

constexpr double kAuMetres = 149597870700.0;  // IAU 2012, written out here rather than taken from the code

// 67P's elements as in data/solar_system.json (JPL#K213/6), with a two-ring well of small stations.
constexpr std::string_view kSunAndComet = R"({
  "bodies": [
    {"name": "Sun", "kind": "star", "radius_km": 695700},
    {
      "name": "67P", "kind": "comet", "radius_km": 1.7, "color": "#D8CBB0",
      "gravity_well": {"plane": "ecliptic",
                       "rings": [{"radius_km": 600, "accepts": ["small"]},
                                 {"radius_km": 1500, "accepts": ["small", "medium"]}]},
      "osculating_orbit": {
        "epoch_jd": 2457305.5,
        "perihelion_distance_au": 1.243265641416762,
        "eccentricity": 0.6409081306555051,
        "inclination_deg": 7.040294906760007,
        "longitude_of_ascending_node_deg": 50.13557380441372,
        "argument_of_perihelion_deg": 12.79824973415729,
        "perihelion_time_jd": 2457247.5886578634
      }
    }
  ]
}
)";

std::string replaced(std::string_view text, std::string_view from, std::string_view to) {
  std::string out(text);
  const std::size_t at = out.find(from);
  if (at == std::string::npos) throw std::logic_error("no " + std::string(from) + " in the text");
  return out.replace(at, from.size(), to);
}

/// "LINE:COL" of the value after the first occurrence of `key` in `text`, 1-based (the text is ASCII).
std::string positionOfValueAfter(std::string_view text, std::string_view key) {
  const std::size_t at = text.find(key) + key.size();
  const std::size_t lineStart = text.rfind('\n', at) + 1;
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n');
  return std::to_string(line) + ":" + std::to_string(at - lineStart + 1);
}

std::string describe(const LoadResult& r) {
  std::string out;
  for (const auto& d : r.diagnostics) out += "\n  " + formatDiagnostic(d, "");
  return out;
}

TEST(CometLoader, LoadsACometAsABodyWithAnOrbitAndASmallWell) {
  const LoadResult result = parseSolarSystem(kSunAndComet);
  ASSERT_TRUE(result.system.has_value()) << describe(result);
  EXPECT_TRUE(result.diagnostics.empty()) << describe(result);
  const perihelion::world::Body& comet = result.system->bodies[1];
  EXPECT_EQ(comet.kind, BodyKind::Comet);
  EXPECT_NEAR(comet.radius, 1700.0, 1e-9);
  ASSERT_TRUE(comet.orbit.has_value());
  const auto& k = comet.orbit->main().elements().atJ2000;
  EXPECT_NEAR(k.semiMajorAxis / kAuMetres, 1.243265641416762 / (1.0 - 0.6409081306555051), 1e-12);
  EXPECT_DOUBLE_EQ(k.eccentricity, 0.6409081306555051);
  ASSERT_TRUE(comet.well.has_value());
  ASSERT_EQ(comet.well->rings.size(), 2u);
  EXPECT_NEAR(comet.well->rings[0].radius, 600e3, 1e-6);
  EXPECT_TRUE(comet.well->rings[0].accepts.contains(perihelion::well::SizeClass::Small));
  EXPECT_FALSE(comet.well->rings[0].accepts.contains(perihelion::well::SizeClass::Medium));
  EXPECT_FALSE(comet.well->rings[1].accepts.contains(perihelion::well::SizeClass::Large));
}

TEST(CometLoader, AcceptsEccentricityUpTo0Point99TheSolversCheckedLimit) {
  const LoadResult result = parseSolarSystem(replaced(kSunAndComet, "0.6409081306555051", "0.99"));
  ASSERT_TRUE(result.system.has_value()) << describe(result);
  EXPECT_DOUBLE_EQ(result.system->bodies[1].orbit->main().elements().atJ2000.eccentricity, 0.99);
}

TEST(CometLoader, RefusesParabolicAndHyperbolicOrbitsWithTheReason) {
  // 1.000158255391203: C/2023 A3 (Tsuchinshan-ATLAS), JPL solution #43, a real hyperbolic comet.
  for (const char* e : {"0.9900001", "1.0", "1.000158255391203", "5"}) {
    const std::string text = replaced(kSunAndComet, "0.6409081306555051", e);
    const LoadResult result = parseSolarSystem(text);
    EXPECT_FALSE(result.system.has_value()) << e;
    ASSERT_EQ(result.diagnostics.size(), 1u) << e << describe(result);
    EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::OutOfRange) << e;
    const std::string line = formatDiagnostic(result.diagnostics[0], "comet.json");
    const std::string where = "comet.json:" + positionOfValueAfter(text, "\"eccentricity\": ") +
                              ": error: /bodies/1/osculating_orbit/eccentricity: expected a number in [0, 0.99]";
    EXPECT_EQ(line.rfind(where, 0), 0u) << line;
    EXPECT_NE(line.find("e >= 1 is a parabola or a hyperbola, which never returns"), std::string::npos) << line;
  }
}

TEST(CometLoader, RefusesAPlanetsOrbitOnACometAndACometsOrbitOnAPlanet) {
  const std::string planetOrbit = R"("orbit": {"at_j2000": {}, "per_century": {}})";
  const LoadResult comet = parseSolarSystem(replaced(kSunAndComet, R"("osculating_orbit")", planetOrbit + R"(, "x")"));
  EXPECT_FALSE(comet.system.has_value());
  bool orbitRefused = false, osculatingMissing = false;
  for (const auto& d : comet.diagnostics) {
    orbitRefused |= d.code == DiagnosticCode::FieldNotAllowed && d.pointer == "/bodies/1/orbit";
    osculatingMissing |= d.code == DiagnosticCode::MissingField && d.pointer == "/bodies/1" &&
                         d.message.find("\"osculating_orbit\"") != std::string::npos;
  }
  EXPECT_TRUE(orbitRefused) << describe(comet);
  EXPECT_TRUE(osculatingMissing) << describe(comet);

  const LoadResult planet = parseSolarSystem(replaced(kSunAndComet, R"("kind": "comet")", R"("kind": "planet")"));
  EXPECT_FALSE(planet.system.has_value());
  bool osculatingRefused = false;
  for (const auto& d : planet.diagnostics) {
    osculatingRefused |= d.code == DiagnosticCode::FieldNotAllowed && d.pointer == "/bodies/1/osculating_orbit";
  }
  EXPECT_TRUE(osculatingRefused) << describe(planet);
}

TEST(CometLoader, RefusesAnElementOutOfItsRange) {
  const std::pair<const char*, const char*> cases[] = {
      {"\"perihelion_distance_au\": 1.243265641416762", "/bodies/1/osculating_orbit/perihelion_distance_au"},
      {"\"inclination_deg\": 7.040294906760007", "/bodies/1/osculating_orbit/inclination_deg"},
      {"\"perihelion_time_jd\": 2457247.5886578634", "/bodies/1/osculating_orbit/perihelion_time_jd"},
  };
  for (const auto& [field, pointer] : cases) {
    const std::string key = std::string(field).substr(0, std::string(field).find(':'));
    const LoadResult result = parseSolarSystem(replaced(kSunAndComet, field, key + ": -1"));
    ASSERT_EQ(result.diagnostics.size(), 1u) << field << describe(result);
    EXPECT_EQ(result.diagnostics[0].code, DiagnosticCode::OutOfRange) << field;
    EXPECT_EQ(result.diagnostics[0].pointer, pointer);
  }
}

TEST(CometLoader, SurvivesEveryValueReplacedByEveryOtherType) {
  // As the planets' structured mutation (loader_test.cpp): diagnostics, never exceptions, and a system
  // exactly when there is no error.
  const nlohmann::json original = nlohmann::json::parse(kSunAndComet);
  const nlohmann::json replacements[] = {"x", nullptr, true, nlohmann::json::array(), nlohmann::json::object(),
                                         -1.5, 0, 0.99, 1e300};
  const nlohmann::json flat = original.flatten();  // named: items() of a temporary would dangle
  for (const auto& [pointer, value] : flat.items()) {
    for (const nlohmann::json& replacement : replacements) {
      nlohmann::json mutant = original;
      mutant[nlohmann::json::json_pointer(pointer)] = replacement;
      try {
        const LoadResult result = parseSolarSystem(mutant.dump(2));
        EXPECT_NE(result.system.has_value(), hasErrors(result.diagnostics)) << pointer << " = " << replacement;
      } catch (const std::exception& e) {
        ADD_FAILURE() << pointer << " = " << replacement << " threw " << e.what();
      }
    }
  }
}

}  // namespace
