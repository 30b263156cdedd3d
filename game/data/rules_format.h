// The format of data/rules.json, the game rules beside the astronomy: what each body is worth to the
// player who holds it, and the organisation tax.
#pragma once

#include "data/format_spec.h"

namespace perihelion::data {

inline constexpr std::string_view kRulesSchemaId = "rules.schema.json";

const ObjectSpec& rulesFormat();

}  // namespace perihelion::data
