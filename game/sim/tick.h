// The one way the game advances: tick(state, rules, commands). Every mode calls it (the desktop,
// `perihelion simulate`, a replay), so the same start and the same commands give the same game, to
// the bit, whichever runs it. A tick:
//   1. applies the tick's commands, each checked against the rules, each player's in the order given
//      and the players taking turns to go first (applicationOrder); a refused one changes nothing and
//      is reported with its reason;
//   2. cuts the tick's simulated time into navigation steps (navigationStepsFor: one rule for every
//      mode) and steps the fleets through each (fleet/fleet_step.h); with players, each step is followed
//      by fighting over it (combat/combat_step.h), in rounds of at most combat::kLongestRoundSeconds while
//      anyone is engaged: targets, shots, hits through shields, armour and hull, the destroyed leaving the game;
//   3. lands troop ships on the planets they were sent to take (sim/capture.h);
//   4. runs the economy over the tick's time (sim/economy.h): income by the game hour, less the
//      organisation tax; construction; shipyards launching finished ships; ground defences recover;
//   5. advances the clock and the tick count.
// Pure: no GL, no files, no clock reads. What a caller wants to measure it measures through a
// NavigationObserver, outside the state.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "combat/combat_rules.h"
#include "combat/combat_step.h"
#include "fleet/fleet_step.h"
#include "fleet/step_soundness.h"
#include "sim/command.h"
#include "sim/economy_rules.h"
#include "sim/game_state.h"

namespace perihelion::sim {

/// How a tick is cut into navigation steps (Quake III's Pmove cuts a long frame the same way): steps
/// no longer than the moving ships' longest sound step (fleet::longestNavigationStep) nor than
/// maxStepSeconds, and at most maxSteps of them; at fast time rates the steps grow longer instead,
/// and the avoidance coarser (braking for obstacles stays exact per step, pushes see less).
struct StepRules {
  double maxStepSeconds = 60.0;
  int maxSteps = 64;
};

/// The number of navigation steps a tick of `tickSeconds` takes: 0 for a tick that advances no time
/// or has no ships, 1 when no ship moves.
int navigationStepsFor(double tickSeconds, const fleet::ShipCatalogue& types, const fleet::Ships& ships,
                       const StepRules& rules);

/// What the tick reads and never changes: the data the state refers to by id, and the step rules.
struct Rules {
  const world::SolarSystem& system;
  const fleet::ShipCatalogue& shipTypes;
  const world::StationCatalogue& stationTypes;
  StepRules steps;
  const EconomyRules& economy = kNoEconomy;
  const combat::CombatRules& combat = combat::kNoCombat;
};

/// Watches each navigation step of a tick (the headless report measures the ships through it).
class NavigationObserver {
 public:
  virtual ~NavigationObserver() = default;
  virtual void beforeStep(const fleet::Fleets& fleets) = 0;
  /// `seen` holds one observation a ship (fleet/fleet_step.h), `dt` the step's length, and
  /// `overPushRange` its measure (fleet/step_soundness.h). A step taken again as two halves is not
  /// reported: beforeStep comes again for its first half.
  virtual void afterStep(const fleet::Fleets& fleets, std::span<const fleet::ShipObservation> seen, double dt,
                         double overPushRange) = 0;
};

struct TickReport {
  std::vector<Refusal> refusals;  ///< in command order
  int navigationSteps = 0;  ///< steps taken, halves included (fleet/step_soundness.h)
  /// The largest measure of a step taken (fleet/step_soundness.h): at most 1 unless a step was halved
  /// kFinestStepDepth times and still moved a ship further than its push range relative to its neighbours.
  double stepOverPushRange = 0.0;
  /// Why the fleets did not move this tick although time passed: the state refers to a body, ring or
  /// type the data lack (a live edit removed it). Empty when they moved, or had nothing to do.
  std::optional<std::string> navigationHeld;
  combat::TickFight fight;         ///< the tick's shots and losses (empty without players)
  std::vector<Landing> landings;   ///< troops that went down this tick
};

/// Buffers the navigation step keeps between ticks; no result depends on them.
struct TickScratch {
  fleet::StepScratch navigation;
  fleet::SoundnessScratch soundness;
  std::vector<fleet::NavigationSnapshot> snapshots;  ///< by halving depth (sim/tick.cpp's stepSoundly)
  std::vector<fleet::ShipObservation> seen;
  combat::CombatScratch combat;
};

/// The order a tick applies its commands in: the game-wide ones first, then each player's in the order
/// given, players taking turns to go first (player tick mod n, then the next...), so that when two
/// players' commands clash in one tick (one ring slot, one free comet) neither always wins by its
/// place in the list. A game without players keeps the order given.
std::vector<std::size_t> applicationOrder(const GameState& state, std::span<const Command> commands);

/// Runs one tick: the commands, then the fleets, then the clock (see the top of this file).
TickReport tick(GameState& state, const Rules& rules, std::span<const Command> commands, TickScratch& scratch,
                NavigationObserver* observer = nullptr);

/// Why the state cannot be stepped with these data, if it cannot: a ship of a type, or a fleet going
/// to a planet, or a station on a ring, that the data lack (after a live edit of the planet file).
std::optional<std::string> whyStateDoesNotFit(const GameState& state, const Rules& rules);

}  // namespace perihelion::sim
