// The format of data/combat.json, the rules of combat: how each damage type acts on shields, armour
// and hull, the weapon types, what each ship and station type carries, how targets are picked and how a
// planet's ground defence recovers. Every object is closed: a misspelt key would otherwise silently
// leave a ship at its default defences.
#pragma once

#include "data/format_spec.h"

namespace perihelion::data {

inline constexpr std::string_view kCombatSchemaId = "combat.schema.json";

const ObjectSpec& combatFormat();

}  // namespace perihelion::data
