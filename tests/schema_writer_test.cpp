// The JSON Schema and the data README are generated from / kept in step with the one declaration of
// the format, so an editor's checks and the docs cannot drift from the loader's.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "data/json_schema_writer.h"
#include "data/scenario_format.h"
#include "data/ship_types_format.h"
#include "data/solar_system_format.h"
#include "data/station_types_format.h"

namespace perihelion::data {
namespace {

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(JsonSchema, CommittedSchemaIsTheGeneratedOne) {
  const std::string committed = readFile(std::string(PERIHELION_DATA_DIR) + "/solar_system.schema.json");
  ASSERT_FALSE(committed.empty());
  EXPECT_EQ(committed, jsonSchemaText(solarSystemFormat(), kSolarSystemSchemaId))
      << "regenerate with: build/perihelion schema > data/solar_system.schema.json";
}

TEST(JsonSchema, CommittedStationAndScenarioSchemasAreTheGeneratedOnes) {
  EXPECT_EQ(readFile(std::string(PERIHELION_DATA_DIR) + "/stations.schema.json"),
            jsonSchemaText(stationTypesFormat(), kStationTypesSchemaId))
      << "regenerate with: build/perihelion schema stations > data/stations.schema.json";
  EXPECT_EQ(readFile(std::string(PERIHELION_DATA_DIR) + "/scenario.schema.json"),
            jsonSchemaText(scenarioFormat(), kScenarioSchemaId))
      << "regenerate with: build/perihelion schema scenario > data/scenario.schema.json";
}

TEST(JsonSchema, CommittedShipsSchemaIsTheGeneratedOne) {
  const std::string committed = readFile(std::string(PERIHELION_DATA_DIR) + "/ships.schema.json");
  ASSERT_FALSE(committed.empty());
  EXPECT_EQ(committed, jsonSchemaText(shipTypesFormat(), kShipTypesSchemaId))
      << "regenerate with: build/perihelion schema ships > data/ships.schema.json";
}

TEST(JsonSchema, ArraysOfStringsAndNumbersStateTheirItemsAndCounts) {
  const auto schema = toJsonSchema(solarSystemFormat(), kSolarSystemSchemaId);
  const auto& well = schema["properties"]["bodies"]["items"]["properties"]["gravity_well"];
  EXPECT_EQ(well["properties"]["rings"]["minItems"], 2);
  EXPECT_EQ(well["properties"]["rings"]["maxItems"], 6);
  const auto& accepts = well["properties"]["rings"]["items"]["properties"]["accepts"];
  EXPECT_EQ(accepts["type"], "array");
  EXPECT_EQ(accepts["items"]["type"], "string");
  EXPECT_EQ(accepts["items"]["enum"], nlohmann::ordered_json::array({"small", "medium", "large"}));
}

TEST(JsonSchema, StatesRangesRequiredFieldsAndTheOrbitCondition) {
  const auto schema = toJsonSchema(solarSystemFormat(), kSolarSystemSchemaId);
  const auto& body = schema["properties"]["bodies"]["items"];
  const auto& e = body["properties"]["orbit"]["properties"]["at_j2000"]["properties"]["eccentricity"];
  EXPECT_EQ(e["minimum"], 0.0);
  EXPECT_EQ(e["exclusiveMaximum"], 1.0);
  EXPECT_EQ(schema["required"], nlohmann::ordered_json::array({"bodies"}));
  EXPECT_EQ(body["allOf"][0]["then"]["required"], nlohmann::ordered_json::array({"orbit"}));
  EXPECT_EQ(body["additionalProperties"], false);
}

void collectKeys(const ObjectSpec& spec, std::vector<std::string_view>& keys) {
  for (const FieldSpec& f : spec.fields) {
    keys.push_back(f.key);
    if (f.object) collectKeys(*f.object, keys);
  }
}

TEST(DataReadme, DocumentsEveryField) {
  const std::string readme = readFile(std::string(PERIHELION_DATA_DIR) + "/README.md");
  ASSERT_FALSE(readme.empty());
  std::vector<std::string_view> keys;
  collectKeys(solarSystemFormat(), keys);
  collectKeys(stationTypesFormat(), keys);
  collectKeys(shipTypesFormat(), keys);
  collectKeys(scenarioFormat(), keys);
  for (const std::string_view key : keys) {
    EXPECT_NE(readme.find("`" + std::string(key) + "`"), std::string::npos) << "data/README.md lacks `" << key << "`";
  }
}

}  // namespace
}  // namespace perihelion::data
