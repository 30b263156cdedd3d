// The format of data/ships.json: the kinds of ship, their size, speed, turning and steering (see data/README.md).
#pragma once

#include "data/format_spec.h"

namespace perihelion::data {

const ObjectSpec& shipTypesFormat();

inline constexpr std::string_view kShipTypesSchemaId = "ships.schema.json";

}  // namespace perihelion::data
