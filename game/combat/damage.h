// Damage and the three layers that stop it. Every hit meets the target's shield first, then its
// armour, then its hull; how much each layer takes of each damage type is the damage table's, in data
// (data/combat.json), so that designers balance weapons against defences without touching code.
//
// A layer with P points and multiplier m, hit for R raw damage, loses min(P, R m) points; what it
// could not stop goes on as raw damage R - lost / m. So a multiplier of 2 makes a layer fall twice as
// fast and stop half as much, and 0.5 the reverse (the "damage modifiers against shields, armour and
// hull" of Stellaris' weapons, and EVE's resistances read the other way). A share of each hit, the
// type's shield penetration, goes past the shield untouched (heat spilling through).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace perihelion::combat {

enum class DamageType : std::uint8_t { Kinetic, Em, Heat, Electric };
inline constexpr std::size_t kDamageTypes = 4;

/// Their names in data files and reports, in the enum's order.
inline constexpr std::array<std::string_view, kDamageTypes> kDamageTypeNames{"kinetic", "em", "heat", "electric"};

constexpr std::optional<DamageType> damageTypeNamed(std::string_view name) {
  for (std::size_t k = 0; k < kDamageTypeNames.size(); ++k) {
    if (kDamageTypeNames[k] == name) return static_cast<DamageType>(k);
  }
  return std::nullopt;
}

/// How one damage type acts on each layer: multipliers (> 0) of the raw damage, and the share (0 to 1)
/// of each hit that passes the shield without touching it.
struct DamageEffect {
  double shield = 1.0;
  double armour = 1.0;
  double hull = 1.0;
  double shieldPenetration = 0.0;
};

/// By damage type, in the enum's order.
using DamageTable = std::array<DamageEffect, kDamageTypes>;

/// What is left of a ship's or station's defences (points).
struct Defences {
  double shield = 0.0;
  double armour = 0.0;
  double hull = 0.0;

  bool destroyed() const { return hull <= 0.0; }
};

/// The points each layer lost to one hit.
struct HitTaken {
  double shield = 0.0;
  double armour = 0.0;
  double hull = 0.0;
};

/// Applies a hit of `raw` damage of one type to `target` (see the top of this file); the hull never
/// goes below zero.
HitTaken applyHit(Defences& target, const DamageEffect& effect, double raw);

}  // namespace perihelion::combat
