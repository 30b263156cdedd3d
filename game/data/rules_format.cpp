#include "data/rules_format.h"

#include <array>

#include "data/cost_format.h"

namespace perihelion::data {
namespace {

constexpr NumberRange kPercent{0.0, 100.0};
constexpr NumberRange kPerDay{0.0, 1e9};

constexpr std::array kTaxFields{
    FieldSpec{.key = "base_percent", .required = true,
              .description = "Tax on gross income with one planet held, per cent.", .range = kPercent},
    FieldSpec{.key = "per_planet_percent", .required = true,
              .description = "Added to the rate for each planet held beyond the first, per cent.", .range = kPercent},
    FieldSpec{.key = "max_percent", .required = true, .description = "The rate never exceeds this, per cent.",
              .range = kPercent},
};

constexpr ObjectSpec kTax{"organisation tax",
                          "A share of gross income that grows with each planet held, so that one who takes a few "
                          "planets quickly does not run away with the game.",
                          kTaxFields, true};

constexpr std::array kBodyFields{
    FieldSpec{.key = "name", .type = ValueType::String, .required = true,
              .description = "A planet or comet of the solar-system file.", .format = StringFormat::Name,
              .maxLength = 64},
    FieldSpec{.key = "economics", .type = ValueType::Integer, .description = "Money a game day to its holder.",
              .range = kPerDay, .defaultNumber = 0.0},
    FieldSpec{.key = "resources", .type = ValueType::Integer, .description = "Resources a game day to its holder.",
              .range = kPerDay, .defaultNumber = 0.0},
    FieldSpec{.key = "rare", .type = ValueType::Integer,
              .description = "Rare materials a game day to its holder (comets).", .range = kPerDay,
              .defaultNumber = 0.0},
    FieldSpec{.key = "ground_defence", .type = ValueType::Integer,
              .description = "Troops an invasion must overcome to capture it.", .range = {0.0, 1e9},
              .defaultNumber = 0.0},
    kItemNoteField,
};

constexpr ObjectSpec kBody{"body economy", "What holding a planet or comet is worth.", kBodyFields};

constexpr std::array<std::string_view, 2> kCometHoldings{"station", "ships"};

constexpr std::array kRootFields{
    kSchemaField,
    kFormatVersionField,
    kRootNoteField,
    FieldSpec{.key = "tax", .type = ValueType::Object, .required = true, .description = "The organisation tax.",
              .object = &kTax},
    FieldSpec{.key = "comet_holding", .type = ValueType::String,
              .description = "Who holds a comet: the one player with a working station in its well (\"station\") or "
                             "with ships in its well (\"ships\"); two players there: nobody.",
              .defaultString = "station", .allowed = kCometHoldings},
    FieldSpec{.key = "bodies", .type = ValueType::ArrayOfObjects, .required = true,
              .description = "Each planet's and comet's worth; a body not listed yields nothing.", .object = &kBody,
              .maxItems = 1000},
};

constexpr ObjectSpec kRoot{"Perihelion game rules", "The economy: what bodies yield and the organisation tax.",
                           kRootFields};

}  // namespace

const ObjectSpec& rulesFormat() { return kRoot; }

}  // namespace perihelion::data
