// The format of data/stations.json: the kinds of station a player can build (see data/README.md).
#pragma once

#include "data/format_spec.h"

namespace perihelion::data {

const ObjectSpec& stationTypesFormat();

inline constexpr std::string_view kStationTypesSchemaId = "stations.schema.json";

}  // namespace perihelion::data
