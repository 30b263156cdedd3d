// What a computer player reckons with: a force's strength (Lanchester's square law) and which of the
// data's ship and station types serve which purpose (found from their figures, never their names).
#pragma once

#include <optional>

#include "combat/combat_rules.h"
#include "sim/tick.h"

namespace perihelion::ai {

/// Lanchester's square law: a force's fighting strength grows with its total fire times its total
/// staying power (F. W. Lanchester, "Aircraft in Warfare", 1916), so two forces compare by dps * hp.
struct Force {
  double dps = 0.0;
  double hp = 0.0;

  void add(const combat::Armament& a, const combat::CombatRules& rules) {
    for (const combat::Mount& m : a.mounts) {
      const combat::WeaponType& w = rules.weapon(m.weapon);
      dps += m.guns * w.damagePerShot / w.secondsPerShot;
    }
    hp += a.shield + a.armour + a.hull;
  }
  double strength() const { return dps * hp; }
};

/// The game's types by what they are for, found from the data (never by name).
struct Roles {
  std::optional<fleet::ShipTypeId> scout;     ///< the cheapest armed ship without troops
  std::optional<fleet::ShipTypeId> troops;    ///< the ship with the most troopers
  std::optional<fleet::ShipTypeId> warship;   ///< the strongest for its money that needs no rare materials
  std::optional<fleet::ShipTypeId> heavy;     ///< the strongest that does
  std::optional<world::StationTypeId> yard;   ///< builds ships
  std::optional<world::StationTypeId> sentry; ///< the strongest armed station for its money, not a yard
  std::optional<world::StationTypeId> factory;  ///< the best money yield
  std::optional<world::StationTypeId> outpost;  ///< the cheapest: holds a comet

  explicit Roles(const sim::Rules& r);
};

}  // namespace perihelion::ai
