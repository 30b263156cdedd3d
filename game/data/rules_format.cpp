#include "data/rules_format.h"

#include <array>

#include "data/cost_format.h"
#include "sim/economy_rules.h"

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
    FieldSpec{.key = "sensor_km",
              .description = "How far its holder sees from it, km (sim/sight.h): a held planet watches its own "
                             "well and the space about it.",
              .range = {0.0, 1e10}, .defaultNumber = 0.0},
    kItemNoteField,
};

constexpr ObjectSpec kBody{"body economy", "What holding a planet or comet is worth.", kBodyFields};

constexpr std::array kLevelFields{
    FieldSpec{.key = "name", .type = ValueType::String, .required = true,
              .description = "The level's name: a skirmish's player spec ai:NAME.", .format = StringFormat::Name,
              .maxLength = 32},
    FieldSpec{.key = "think_every_minutes", .required = true,
              .description = "Game minutes between the computer's looks at the game: its reaction time.",
              .range = {1.0, 100000.0}},
    FieldSpec{.key = "commands_per_decision", .type = ValueType::Integer, .required = true,
              .description = "The most orders it gives at one look.", .range = {1.0, 1000.0}},
    FieldSpec{.key = "foresight_days", .required = true,
              .description = "How far ahead it reckons where the planets will be, game days: 0 judges distances as "
                             "they are now; more waits for an enemy planet to swing close.",
              .range = {0.0, 3650.0}},
    FieldSpec{.key = "attack_ratio", .required = true,
              .description = "How much stronger than what it knows defends a target its strike force must be "
                             "before it attacks (lower is bolder).",
              .range = {0.1, 100.0}},
    kItemNoteField,
};

constexpr ObjectSpec kLevel{"computer level", "How a computer player plays: never more income or sight.", kLevelFields};

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
    FieldSpec{.key = "ship_ghost_hours",
              .description = "How long a player remembers an enemy ship after losing sight of it, game hours: its "
                             "ghost then fades (a station's stays until its place is looked at again). 0: a ship "
                             "is forgotten as it leaves sight.",
              .range = {0.0, 1e5}, .defaultNumber = sim::kDefaultShipGhostHours},
    FieldSpec{.key = "bodies", .type = ValueType::ArrayOfObjects, .required = true,
              .description = "Each planet's and comet's worth; a body not listed yields nothing.", .object = &kBody,
              .maxItems = 1000},
    FieldSpec{.key = "computer_players", .type = ValueType::ArrayOfObjects,
              .description = "The levels a computer player can play at (ai:NAME in a skirmish).", .object = &kLevel,
              .maxItems = 32},
};

constexpr ObjectSpec kRoot{"Perihelion game rules", "The economy: what bodies yield and the organisation tax.",
                           kRootFields};

}  // namespace

const ObjectSpec& rulesFormat() { return kRoot; }

}  // namespace perihelion::data
