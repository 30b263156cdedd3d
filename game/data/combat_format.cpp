#include "data/combat_format.h"

#include <array>

#include "combat/combat_rules.h"
#include "combat/damage.h"
#include "data/cost_format.h"

namespace perihelion::data {
namespace {

/// A multiplier of raw damage on a layer: zero would make a layer immune, and above ten one hit would
/// sweep any layer away, which no design needs.
constexpr NumberRange kMultiplier{0.0, 10.0, true, false};
constexpr NumberRange kShare{0.0, 1.0};
/// Shield, armour and hull points, and a shield's regeneration a second.
constexpr NumberRange kPoints{0.0, 1e9};

constexpr std::array kDamageEffectFields{
    FieldSpec{.key = "shield", .required = true,
              .description = "Multiplier of the raw damage on shields (2: they fall twice as fast).",
              .range = kMultiplier},
    FieldSpec{.key = "armour", .required = true, .description = "Multiplier of the raw damage on armour.",
              .range = kMultiplier},
    FieldSpec{.key = "hull", .required = true, .description = "Multiplier of the raw damage on the hull.",
              .range = kMultiplier},
    FieldSpec{.key = "shield_penetration",
              .description = "Share of each hit (0 to 1) that passes the shield untouched and meets the armour.",
              .range = kShare, .defaultNumber = 0.0},
};

constexpr ObjectSpec kDamageEffect{"damage effect", "How one damage type acts on each layer of a target.",
                                   kDamageEffectFields, true};

/// One field a damage type, named as combat::kDamageTypeNames names them, in the enum's order.
constexpr FieldSpec damageTypeField(std::string_view name) {
  return FieldSpec{.key = name, .type = ValueType::Object, .required = true,
                   .description = "How this damage type acts on shields, armour and hull.", .object = &kDamageEffect};
}

constexpr std::array kDamageTypeFields{damageTypeField(combat::kDamageTypeNames[0]),
                                       damageTypeField(combat::kDamageTypeNames[1]),
                                       damageTypeField(combat::kDamageTypeNames[2]),
                                       damageTypeField(combat::kDamageTypeNames[3])};
static_assert(kDamageTypeFields.size() == combat::kDamageTypes);

constexpr ObjectSpec kDamageTypes{"damage types", "The damage table: every damage type, each against each layer.",
                                  kDamageTypeFields, true};

constexpr std::array kTargetingFields{
    FieldSpec{.key = "retarget_seconds",
              .description = "Game seconds between looks for a better target (at least 0.01: a look costs a "
                             "search through the grid).",
              .range = {0.01, 1e6}, .defaultNumber = 10.0},
    FieldSpec{.key = "forward_cone_deg",
              .description = "Half-angle of the cone ahead in which an enemy is preferred, degrees.",
              .range = {0.0, 180.0, true, false}, .defaultNumber = 60.0},
    FieldSpec{.key = "cone_farther",
              .description = "An enemy in the cone is preferred while at most this many times further than the nearest.",
              .range = {1.0, 100.0}, .defaultNumber = 2.0},
    FieldSpec{.key = "guard_radius_ranges",
              .description = "A guarding fleet chases enemies within this many of its weapons' range of its post.",
              .range = {0.0, 100.0, true, false}, .defaultNumber = 2.0},
};

constexpr ObjectSpec kTargeting{"targeting", "How ships and stations pick what to shoot.", kTargetingFields, true};

constexpr std::array kCaptureFields{
    FieldSpec{.key = "defence_regen_percent_per_day",
              .description = "Share of its full ground defence a planet recovers in a game day, per cent.",
              .range = {0.0, 100.0}, .defaultNumber = 10.0},
};

constexpr ObjectSpec kCapture{"capture", "How troops take planets.", kCaptureFields, true};

constexpr std::array kWeaponFields{
    kUniqueNameField,
    FieldSpec{.key = "damage", .type = ValueType::String, .required = true,
              .description = "Its damage type, a key of damage_types.", .allowed = combat::kDamageTypeNames},
    FieldSpec{.key = "damage_per_shot", .required = true, .description = "Raw damage of one shot of one gun.",
              .range = {0.0, 1e6, true, false}},
    FieldSpec{.key = "seconds_per_shot", .required = true,
              .description = "Game seconds between shots of one gun, at least 0.01 (so that the shots of a tick of "
                             "the longest length, counted in whole numbers, stay far inside their range).",
              .range = {0.01, 1e6}},
    FieldSpec{.key = "range_km", .required = true, .description = "Reach, km.", .range = {0.0, 1e7, true, false}},
    FieldSpec{.key = "projectile_speed_km_s",
              .description = "Speed of its shots, km/s; 0 or absent: a beam, which hits the moment it fires.",
              .range = {0.0, 1e6}, .defaultNumber = 0.0},
    FieldSpec{.key = "arc_deg",
              .description = "Full width of the arc it fires in, centred on its mount's heading, degrees (360: all round).",
              .range = {0.0, 360.0, true, false}, .defaultNumber = 360.0},
    FieldSpec{.key = "tracking_deg_s", .required = true,
              .description = "Fastest a target may cross its sight and still be hit surely, degrees per second.",
              .range = {0.0, 3600.0, true, false}},
    FieldSpec{.key = "rare_cost", .type = ValueType::Integer,
              .description = "Rare materials a gun, paid with the ship or station that carries it.", .range = kAmountRange,
              .defaultNumber = 0.0},
    kItemNoteField,
};

constexpr ObjectSpec kWeapon{"weapon type", "A kind of weapon.", kWeaponFields, true};

constexpr std::array kMountFields{
    FieldSpec{.key = "weapon", .type = ValueType::String, .required = true,
              .description = "The name of a weapon of this file.", .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "guns", .type = ValueType::Integer, .description = "How many guns of it.", .range = {1.0, 1000.0},
              .defaultNumber = 1.0},
};

constexpr ObjectSpec kMount{"mount", "Guns of one weapon type.", kMountFields, true};

constexpr FieldSpec typeNameField(std::string_view description) {
  return FieldSpec{.key = "type", .type = ValueType::String, .required = true, .description = description,
                   .format = StringFormat::Name, .maxLength = 64};
}

// The fields a ship and a station share; a ship adds troopers.
constexpr FieldSpec kMountsField{.key = "weapons", .type = ValueType::ArrayOfObjects,
                                 .description = "Its weapons, at most four mounts; none: unarmed.", .object = &kMount,
                                 .maxItems = combat::kMaxMounts};
constexpr FieldSpec kShieldField{.key = "shield", .description = "Shield capacity, points.", .range = kPoints,
                                 .defaultNumber = 0.0};
constexpr FieldSpec kShieldRegenField{.key = "shield_regen_per_s",
                                      .description = "Shield points regained a game second, up to the capacity.",
                                      .range = kPoints, .defaultNumber = 0.0};
constexpr FieldSpec kArmourField{.key = "armour", .description = "Armour points; never repaired in a fight.",
                                 .range = kPoints, .defaultNumber = 0.0};
constexpr FieldSpec kHullField{.key = "hull", .required = true, .description = "Hull points; at 0 it is destroyed.",
                               .range = {0.0, 1e9, true, false}};

constexpr std::array kShipFields{
    typeNameField("A ship type of the ship-types file."),
    kMountsField,
    kShieldField,
    kShieldRegenField,
    kArmourField,
    kHullField,
    FieldSpec{.key = "troopers", .type = ValueType::Integer, .description = "Troops it carries down to a planet.",
              .range = kPoints, .defaultNumber = 0.0},
    kItemNoteField,
};

constexpr std::array kStationFields{
    typeNameField("A station type of the station-types file."),
    kMountsField,
    kShieldField,
    kShieldRegenField,
    kArmourField,
    kHullField,
    kItemNoteField,
};

constexpr ObjectSpec kShip{"ship armament", "What a ship type carries into a fight.", kShipFields, true};
constexpr ObjectSpec kStation{"station armament", "What a station type carries into a fight.", kStationFields, true};

constexpr std::array kRootFields{
    kSchemaField,
    kFormatVersionField,
    kRootNoteField,
    FieldSpec{.key = "damage_types", .type = ValueType::Object, .required = true,
              .description = "The damage table: kinetic, em, heat and electric against shields, armour and hull.",
              .object = &kDamageTypes},
    FieldSpec{.key = "targeting", .type = ValueType::Object, .description = "How targets are picked.",
              .object = &kTargeting},
    FieldSpec{.key = "capture", .type = ValueType::Object, .description = "How a planet's ground defence recovers.",
              .object = &kCapture},
    FieldSpec{.key = "weapons", .type = ValueType::ArrayOfObjects, .required = true, .description = "The weapon types.",
              .object = &kWeapon, .maxItems = 1000},
    FieldSpec{.key = "ships", .type = ValueType::ArrayOfObjects, .required = true,
              .description = "What each ship type carries; a type not listed is unarmed, with 100 hull points.",
              .object = &kShip, .maxItems = 1000},
    FieldSpec{.key = "stations", .type = ValueType::ArrayOfObjects,
              .description = "What each station type carries; a type not listed is unarmed, with 100 hull points.",
              .object = &kStation, .maxItems = 1000},
};

constexpr ObjectSpec kRoot{"Perihelion combat rules",
                           "Damage types, weapons, what each ship and station type carries, targeting and capture.",
                           kRootFields, true};

}  // namespace

const ObjectSpec& combatFormat() { return kRoot; }

}  // namespace perihelion::data
