// Which of the data formats a file is in, for the commands that take any of them (`perihelion validate`):
// by the schema it names, else by its keys.
#pragma once

#include <string_view>

namespace perihelion::data {

enum class DataFormat { SolarSystem, StationTypes, ShipTypes, Rules, Combat, Scenario };

/// The format a file names in "$schema" (a path or address ending in one of the formats' schema files,
/// such as "../scenario.schema.json"); without one, the format whose keys it has ("start": a scenario,
/// "station_types": station types, ...). The schema is read first because the keys are not enough: a
/// scenario names its data files under the keys "station_types" and "ship_types" that the types files'
/// lists have. A file that is not a JSON object is taken for a planet file, whose checks then say what
/// is wrong with it.
DataFormat dataFormatOf(std::string_view text);

}  // namespace perihelion::data
