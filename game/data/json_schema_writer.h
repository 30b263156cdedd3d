// Writes a declared format (format_spec.h) as a JSON Schema (draft 2020-12), so that editors check a
// data file as it is typed. data/solar_system.schema.json is this function's output; a test keeps
// the committed file equal to it.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "data/format_spec.h"

namespace perihelion::data {

nlohmann::ordered_json toJsonSchema(const ObjectSpec& root, std::string_view id);

/// The schema as committed: two-space indentation and a final newline.
std::string jsonSchemaText(const ObjectSpec& root, std::string_view id);

}  // namespace perihelion::data
