// The format of data/solar_system.json, declared once (see format_spec.h and data/README.md).
#pragma once

#include "data/format_spec.h"

namespace perihelion::data {

/// The root object of a solar-system file.
const ObjectSpec& solarSystemFormat();

/// The "$id" of the generated JSON Schema.
inline constexpr std::string_view kSolarSystemSchemaId = "solar_system.schema.json";

}  // namespace perihelion::data
