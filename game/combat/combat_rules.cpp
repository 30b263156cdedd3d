#include "combat/combat_rules.h"

#include <algorithm>

namespace perihelion::combat {

double CombatRules::longestRange(const Armament& a) const {
  double r = 0.0;
  for (const Mount& m : a.mounts) r = std::max(r, weapon(m.weapon).range);
  return r;
}

double CombatRules::shortestRange(const Armament& a) const {
  double r = 0.0;
  for (const Mount& m : a.mounts) r = r == 0.0 ? weapon(m.weapon).range : std::min(r, weapon(m.weapon).range);
  return r;
}

std::int64_t CombatRules::rareCost(const Armament& a) const {
  std::int64_t rare = 0;
  for (const Mount& m : a.mounts) rare += static_cast<std::int64_t>(m.guns) * weapon(m.weapon).rareCost;
  return rare;
}

const Armament& CombatRules::unarmed() {
  static const Armament kUnarmed{};
  return kUnarmed;
}

}  // namespace perihelion::combat
