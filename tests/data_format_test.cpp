// Which format a data file is in (data/data_format.h), as `perihelion validate` decides it: by the schema
// it names, then by its keys.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "data/data_format.h"

namespace perihelion::data {
namespace {

const std::filesystem::path kData(PERIHELION_DATA_DIR);

std::string textOf(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(DataFormat, AScenarioThatNamesItsDataFilesIsAScenario) {
  // The keys of the types files' lists name files in a scenario: the schema it names decides.
  EXPECT_EQ(dataFormatOf(R"({"$schema": "../scenario.schema.json", "station_types": "../stations.json",
                             "ship_types": "../ships.json", "start": "2026-01-01"})"),
            DataFormat::Scenario);
  // Without a schema, "start" (which only a scenario has) decides before them.
  EXPECT_EQ(dataFormatOf(R"({"station_types": "../stations.json", "ship_types": "../ships.json", "start": "2026-01-01"})"),
            DataFormat::Scenario);
}

TEST(DataFormat, TheSchemaDecidesBeforeTheKeys) {
  EXPECT_EQ(dataFormatOf(R"({"$schema": "stations.schema.json", "start": "x", "ship_types": []})"), DataFormat::StationTypes);
  EXPECT_EQ(dataFormatOf(R"({"$schema": "https://example.org/data/ships.schema.json", "tax": {}})"), DataFormat::ShipTypes);
  EXPECT_EQ(dataFormatOf(R"({"$schema": "solar_system.schema.json", "station_types": []})"), DataFormat::SolarSystem);
  // A schema that is not a string, or names no format, leaves it to the keys.
  EXPECT_EQ(dataFormatOf(R"({"$schema": 1, "station_types": []})"), DataFormat::StationTypes);
  EXPECT_EQ(dataFormatOf(R"({"$schema": "other.json", "damage_types": {}})"), DataFormat::Combat);
  EXPECT_EQ(dataFormatOf(R"({"tax": {}, "bodies": []})"), DataFormat::Rules);
  EXPECT_EQ(dataFormatOf("[1, 2]"), DataFormat::SolarSystem);
  EXPECT_EQ(dataFormatOf("not json"), DataFormat::SolarSystem);
}

TEST(DataFormat, EveryShippedFileIsTakenForItsOwnFormat) {
  EXPECT_EQ(dataFormatOf(textOf(kData / "solar_system.json")), DataFormat::SolarSystem);
  EXPECT_EQ(dataFormatOf(textOf(kData / "stations.json")), DataFormat::StationTypes);
  EXPECT_EQ(dataFormatOf(textOf(kData / "ships.json")), DataFormat::ShipTypes);
  EXPECT_EQ(dataFormatOf(textOf(kData / "rules.json")), DataFormat::Rules);
  EXPECT_EQ(dataFormatOf(textOf(kData / "combat.json")), DataFormat::Combat);
  for (const auto& entry : std::filesystem::directory_iterator(kData / "scenarios")) {
    EXPECT_EQ(dataFormatOf(textOf(entry.path())), DataFormat::Scenario) << entry.path();
  }
}

}  // namespace
}  // namespace perihelion::data
