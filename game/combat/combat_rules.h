// The rules of combat, from data/combat.json: the damage table, the weapon types, what each ship and
// station type carries (weapons, shield, armour, hull, troopers), how ships fetch targets, and how a
// planet's ground defence recovers. Read against the ship and station types (by name), as the economy
// rules are read against the planets.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "combat/damage.h"
#include "fleet/ship_type.h"
#include "world/entity_id.h"
#include "world/station.h"

namespace perihelion::combat {

using WeaponId = world::EntityId<struct WeaponTag>;

/// A kind of weapon. A beam hits the moment it fires; a projectile flies at its speed and can miss a
/// target that moves across its line of fire (sim: combat/fire.h).
struct WeaponType {
  WeaponId id;
  std::string name;
  DamageType damage = DamageType::Kinetic;
  double damagePerShot = 0.0;   ///< raw damage, before the table
  double secondsPerShot = 0.0;  ///< game seconds between shots of one gun (> 0)
  double range = 0.0;           ///< m
  double projectileSpeed = 0.0;  ///< m/s; 0 for a beam
  double cosHalfArc = -1.0;      ///< a gun fires at targets within this of its mount's heading (-1: all round)
  double trackingRate = 0.0;     ///< rad/s: the fastest a target may cross its sight and still be hit surely
  std::int64_t rareCost = 0;     ///< rare materials per gun, paid with the ship or station that carries it

  bool beam() const { return projectileSpeed <= 0.0; }
};

/// Guns of one type on a ship or station.
struct Mount {
  WeaponId weapon;
  std::uint32_t guns = 1;
};

/// The most mounts a type may carry (kept small: each ship keeps one reload timer a mount).
inline constexpr std::size_t kMaxMounts = 4;

/// What a ship or station type carries into a fight.
struct Armament {
  std::vector<Mount> mounts;       ///< at most kMaxMounts
  double shield = 0.0;             ///< capacity, points
  double shieldRegen = 0.0;        ///< points a game second, up to the capacity
  double armour = 0.0;             ///< points; never repaired in a fight
  double hull = 100.0;             ///< points; at 0 the ship or station is destroyed
  std::int64_t troopers = 0;       ///< troops carried down to a planet (troop ships)

  bool armed() const { return !mounts.empty(); }
  Defences full() const { return {shield, armour, hull}; }
};

/// How ships and stations pick what to shoot (after Drifter's Last Stand's target fetcher): the
/// nearest enemy in reach, but one inside the forward cone if there is one not much further.
struct Targeting {
  double retargetSeconds = 10.0;  ///< game seconds between looks for a better target (0.75 to 1.25 of it, by id)
  double cosForwardCone = 0.5;    ///< cos of the cone's half-angle (60 degrees)
  double coneFarther = 2.0;       ///< an enemy in the cone may be up to this many times further than the nearest
  double guardRadius = 2.0;       ///< a guarding fleet chases enemies within this many weapon ranges of its post
};

/// How troops take planets.
struct CaptureRules {
  /// The share of its full ground defence a planet recovers in a game day (basis points; whole game
  /// hours, as the economy pays).
  std::int64_t defenceRegenPerDay = 1'000;
};

struct CombatRules {
  DamageTable table{};
  std::vector<WeaponType> weapons;         ///< weapons[k].id.value == k
  std::vector<Armament> shipArmaments;     ///< by ship type id; a type past the end is unarmed
  std::vector<Armament> stationArmaments;  ///< by station type id; likewise
  Targeting targeting;
  CaptureRules capture;

  const WeaponType& weapon(WeaponId id) const { return weapons[id.value]; }
  const Armament& of(fleet::ShipTypeId t) const { return t.value < shipArmaments.size() ? shipArmaments[t.value] : unarmed(); }
  const Armament& of(world::StationTypeId t) const {
    return t.value < stationArmaments.size() ? stationArmaments[t.value] : unarmed();
  }
  /// The longest range among a type's weapons (m); 0 when unarmed.
  double longestRange(const Armament& a) const;
  /// The shortest; 0 when unarmed.
  double shortestRange(const Armament& a) const;
  /// The rare materials its guns cost (paid with the ship or station on top of its type's cost).
  std::int64_t rareCost(const Armament& a) const;

  static const Armament& unarmed();
};

/// No combat: nothing is armed (the sandbox, and games without a combat file).
inline const CombatRules kNoCombat{};

}  // namespace perihelion::combat
