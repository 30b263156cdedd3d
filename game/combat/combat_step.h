// One round of fighting, after the ships have moved a navigation step (sim/tick.h calls it after each):
//   1. new ships and stations are fitted out (full shield, armour and hull); fleets that attack or
//      guard are sent after their enemies (combat/engagement.h: their ships aim at them now, and
//      move after them in the next tick's navigation); shields recharge;
//   2. every armed ship or station not holding fire keeps or fetches a target (combat/target_grid.h):
//      its fleet's attack target when in reach, else the nearest enemy, looking again at an interval;
//      a ship at rest turns towards its target so that its fixed guns bear;
//   3. every gun fires at its target over the tick (combat/fire.h). All shots are worked out from
//      where everything is at the tick's end, before any lands, so neither side fires first: a ship
//      destroyed this tick still fires this tick (simultaneous fire, as Lanchester's equations assume);
//   4. the hits land, in shooter order, each through shield, armour and hull (combat/damage.h);
//   5. ships and stations with no hull left leave the game.
// Pure and deterministic; the caller keeps the scratch between ticks.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "combat/combatants.h"
#include "combat/target_grid.h"

namespace perihelion::combat {

/// A gun's fire at one target over a tick, for the screen and the report.
struct Volley {
  world::TargetRef from, to;
  glm::dvec3 fromPosition{0.0}, toPosition{0.0};
  DamageType damage = DamageType::Kinetic;
  bool beam = true;
  std::int64_t shots = 0, hits = 0;
};

/// A ship or station destroyed.
struct Loss {
  world::TargetRef what;
  world::PlayerId owner;
  world::PlayerId by;       ///< the owner of the gun whose hit destroyed it
  std::uint32_t type = 0;   ///< its ship or station type
  glm::dvec3 position{0.0};
  std::uint32_t fleet = 0;  ///< a ship's fleet
};

struct TickFight {
  std::vector<Volley> volleys;  ///< in shooter order
  std::vector<Loss> losses;     ///< ships in id order, then stations
  std::int64_t shots = 0, hits = 0;
  std::array<double, kDamageTypes> damage{};  ///< points taken from defences, by damage type
  std::size_t engaged = 0;                    ///< armed ships and stations with a target this round
};

/// The longest round of fighting, in game seconds. Guns fire every 1 to 8 s and a frigate duel lasts
/// about 45 s (data/combat.json); in a longer round every gun's fire falls on the target it chose at the
/// round's start, most of a fleet's on the few it meets first and then wasted on the dead, so that the
/// outcome of a battle would depend on the time rate rather than on the forces (a round of a 112.5 s
/// step cost 40 attacking frigates 40 against 20 and a sentry and a shipyard in a well; in rounds of
/// 3.5 s, 15). sim/tick.h fights a step longer than this in rounds of at most this while anyone is engaged.
inline constexpr double kLongestRoundSeconds = 5.0;

/// A hit to land once every shot of the round is known.
struct PendingHit {
  std::uint32_t target = 0;  ///< combatant
  std::uint32_t shooter = 0;
  DamageType damage = DamageType::Kinetic;
  double raw = 0.0;
};

/// Buffers kept from round to round, so that nothing growing with the crowd is allocated anew each round.
struct CombatScratch {
  std::vector<Combatant> combatants;
  TargetGrid grid;
  std::vector<std::int64_t> shipCombatant;  ///< by ship index: its combatant, or -1
  std::vector<std::int64_t> stationCombatant;
  std::vector<std::int64_t> aimAt;          ///< by fleet: the combatant its attack or chase is on, or -1
  std::vector<PendingHit> hits;             ///< the round's hits, in shooter order
  std::vector<std::int64_t> killer;         ///< by combatant: the shooter whose hit destroyed it, or -1
  std::vector<std::uint8_t> shipGone;       ///< by ship index: destroyed this round
  std::vector<std::uint8_t> stationGone;    ///< by station index
};

/// Sets the defences of ships and stations that have none yet (new, or built this tick) from their
/// types' armaments; the sandbox's (nobody's) are left unfitted and untouched.
void fitOut(const CombatWorld& world, fleet::Fleets& fleets, std::vector<world::Station>& stations);

/// One round of `seconds` of fighting (see the top of this file). `round` numbers the game's rounds (chance
/// is drawn by it); `players` is the number of players.
TickFight fight(const CombatWorld& world, fleet::Fleets& fleets, std::vector<world::Station>& stations,
                double seconds, std::int64_t round, std::uint64_t seed, std::size_t players, CombatScratch& scratch);

}  // namespace perihelion::combat
