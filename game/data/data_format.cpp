#include "data/data_format.h"

#include <array>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

#include "data/combat_format.h"
#include "data/rules_format.h"
#include "data/scenario_format.h"
#include "data/ship_types_format.h"
#include "data/solar_system_format.h"
#include "data/station_types_format.h"

namespace perihelion::data {

DataFormat dataFormatOf(std::string_view text) {
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (!j.is_object()) return DataFormat::SolarSystem;
  // A "$schema" that is not a string names no format (the format's check then reports it as a wrong type).
  const auto named = j.find("$schema");
  const std::string schema = named != j.end() && named->is_string() ? named->get<std::string>() : std::string();
  constexpr std::array<std::pair<std::string_view, DataFormat>, 6> kSchemas{{
      {kScenarioSchemaId, DataFormat::Scenario},
      {kStationTypesSchemaId, DataFormat::StationTypes},
      {kShipTypesSchemaId, DataFormat::ShipTypes},
      {kRulesSchemaId, DataFormat::Rules},
      {kCombatSchemaId, DataFormat::Combat},
      {kSolarSystemSchemaId, DataFormat::SolarSystem},
  }};
  for (const auto& [id, format] : kSchemas) {
    if (schema.ends_with(id)) return format;
  }
  // No schema named: a key only that format has at its root. "start" (required in a scenario) first, as a
  // scenario may also have "station_types" and "ship_types" (its files' paths).
  if (j.contains("start")) return DataFormat::Scenario;
  if (j.contains("station_types")) return DataFormat::StationTypes;
  if (j.contains("ship_types")) return DataFormat::ShipTypes;
  if (j.contains("tax")) return DataFormat::Rules;
  if (j.contains("damage_types")) return DataFormat::Combat;
  return DataFormat::SolarSystem;
}

}  // namespace perihelion::data
