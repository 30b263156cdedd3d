#include "data/station_types_format.h"

#include <array>

#include "well/size_class.h"

namespace perihelion::data {
namespace {

constexpr std::array kStationTypeFields{
    kUniqueNameField,
    FieldSpec{.key = "size_class", .type = ValueType::String, .required = true,
              .description = "\"small\", \"medium\" or \"large\": which rings can hold it.", .allowed = well::kSizeClassNames},
    FieldSpec{.key = "radius_km", .required = true,
              .description = "Radius of the sphere the station occupies, km; stations must not overlap.",
              .range = {0.0, 1e7, true, false}},
    FieldSpec{.key = "model", .type = ValueType::String,
              .description = "Model file in data/models/ (OBJ, glTF, glb or 3DS).", .defaultString = "station.glb",
              .format = StringFormat::NonEmpty},
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
