// What a ship or station costs a player: its type's cost, plus the rare materials its guns need
// (combat::WeaponType::rareCost). The one place the two are added, for the tick and the HUD alike.
#pragma once

#include "combat/combat_rules.h"
#include "fleet/ship_type.h"
#include "world/amounts.h"
#include "world/station.h"

namespace perihelion::sim {

inline world::Amounts priceOf(const fleet::ShipType& type, const combat::CombatRules& combat) {
  world::Amounts price = type.cost;
  price.rare += combat.rareCost(combat.of(type.id));
  return price;
}

inline world::Amounts priceOf(const world::StationType& type, const combat::CombatRules& combat) {
  world::Amounts price = type.cost;
  price.rare += combat.rareCost(combat.of(type.id));
  return price;
}

}  // namespace perihelion::sim
