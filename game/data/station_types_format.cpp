#include "data/station_types_format.h"

#include <array>

#include "data/cost_format.h"
#include "well/size_class.h"

namespace perihelion::data {
namespace {

constexpr std::array<std::string_view, 2> kStationRoles{"none", "shipyard"};

constexpr std::array kStationTypeFields{
    kUniqueNameField,
    FieldSpec{.key = "size_class", .type = ValueType::String, .required = true,
              .description = "\"small\", \"medium\" or \"large\": which rings can hold it.", .allowed = well::kSizeClassNames},
    FieldSpec{.key = "radius_km", .required = true,
              .description = "Radius of the sphere the station occupies, km; stations must not overlap.",
              .range = {0.0, 1e7, true, false}},
    FieldSpec{.key = "sensor_km",
              .description = "How far the station sees once built, km: an enemy ship, station or planet within "
                             "this distance is in its owner's sight (sim/sight.h).",
              .range = {0.0, 1e10}, .defaultNumber = 0.0},
    FieldSpec{.key = "model", .type = ValueType::String,
              .description = "Model file in data/models/ (OBJ, glTF, glb or 3DS).", .defaultString = "station.glb",
              .format = StringFormat::NonEmpty},
    FieldSpec{.key = "cost", .type = ValueType::Object, .description = "Paid when the station is placed.",
              .object = &kCost},
    FieldSpec{.key = "build_days", .description = "Game days from placing the station to its working.",
              .range = kBuildDays, .defaultNumber = 1.0},
    FieldSpec{.key = "yield", .type = ValueType::Object,
              .description = "Added to the owner's income a game day while the station works (depots, factories).",
              .object = &kYield},
    FieldSpec{.key = "role", .type = ValueType::String,
              .description = "What else the station does: \"shipyard\" builds ships from a queue; \"none\".",
              .defaultString = "none", .allowed = kStationRoles},
    kItemNoteField,
};

constexpr ObjectSpec kStationType{"station type", "A kind of station.", kStationTypeFields};

constexpr std::array kRootFields{
    kSchemaField,
    kFormatVersionField,
    kRootNoteField,
    FieldSpec{.key = "station_types", .type = ValueType::ArrayOfObjects, .required = true,
              .description = "The station types; a type's index is its stable id.", .object = &kStationType,
              .minItems = 1},
};

constexpr ObjectSpec kRoot{"Perihelion station types", "The kinds of station that can be built in a gravity well.",
                           kRootFields};

}  // namespace

const ObjectSpec& stationTypesFormat() { return kRoot; }

}  // namespace perihelion::data
