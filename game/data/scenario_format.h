// The format of a scenario file (data/scenarios/*.json): what `perihelion simulate` runs headless.
#pragma once

#include "data/format_spec.h"

namespace perihelion::data {

const ObjectSpec& scenarioFormat();

inline constexpr std::string_view kScenarioSchemaId = "scenario.schema.json";

}  // namespace perihelion::data
