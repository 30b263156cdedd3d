// What a fight has left of a ship or a station, and what it is shooting at. Plain values held by the
// ships (fleet/fleet_state.h) and the stations (world/station.h); the combat step (combat/) fills and
// changes them.
#pragma once

#include <array>
#include <cstdint>

namespace perihelion::world {

/// Something to shoot at or to attack, by its stable id: a ship, a station, or a whole fleet (attack
/// orders only: its nearest ship).
struct TargetRef {
  enum class Kind : std::uint8_t { None, Ship, Station, Fleet };
  Kind kind = Kind::None;
  std::uint32_t id = 0;

  bool none() const { return kind == Kind::None; }
  friend bool operator==(const TargetRef&, const TargetRef&) = default;
};

/// The most weapon mounts a ship or station type may carry (combat::kMaxMounts).
inline constexpr std::size_t kMountSlots = 4;

struct CombatState {
  double shield = 0.0;  ///< points left
  double armour = 0.0;
  double hull = 0.0;
  /// Whether the defences have been set from the type's armament: a ship or station is fitted out by
  /// the first combat step after it appears (launched, placed, or read from a scenario).
  bool fittedOut = false;
  TargetRef target;         ///< what its guns are on; none between fights
  double retargetAt = 0.0;  ///< TT seconds: when it next looks for a better target
  std::array<double, kMountSlots> reload{};  ///< game seconds until each mount's next shot (<= 0: ready)
};

}  // namespace perihelion::world
