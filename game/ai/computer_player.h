// A computer player: from what its player knows (ai/player_view.h) to the commands a human would
// give (sim/command.h), which the tick checks like any other. It keeps no memory of its own between
// looks: its plans are in the game, as fleets it has formed and the orders they carry, and in what
// its sight remembers. So a saved game or a replay needs nothing of it but the state.
//
// At each look it, in turn and within its level's commands per decision:
//   1. defends: a fleet at a planet it holds attacks an armed enemy seen in that planet's well;
//   2. presses an attack under way: its strike fleet closes on the target's well, attacks the armed
//      enemies seen there one by one, then lands its troops; a strike fleet too weak for what it
//      meets falls back home;
//   3. launches an attack once its rally fleet (the ships its yards have built) is strong enough,
//      by its level's attack ratio, against what it knows defends the nearest enemy planet, with
//      troops enough for that planet's ground defence: the planet nearest when the fleet would get
//      there, within its foresight, waiting while an enemy planet is swinging much closer;
//   4. scouts: a scout looks at each candidate home, then at the planets and comets seen longest ago;
//   5. builds: ships at every yard (a scout while the enemy's home is unknown, troop ships until the
//      next attack has its troops, warships otherwise, battleships once comets give rare materials),
//      a shipyard if it has none, a sentry at each planet it holds, a factory when money piles up,
//      and a satellite on a free comet a scout is watching.
#pragma once

#include <vector>

#include "ai/player_view.h"
#include "sim/command.h"
#include "sim/computer_level.h"
#include "sim/tick.h"

namespace perihelion::ai {

/// What every player knows of the match from its set-up: where homes may be, and what each home
/// starts with.
struct MatchKnowledge {
  std::vector<world::BodyId> startPlanets;
  std::vector<world::StationTypeId> startStations;
};

/// The commands of one look at the game.
std::vector<sim::Command> decide(const PlayerView& view, const sim::Rules& rules, const sim::ComputerLevel& level,
                                 const MatchKnowledge& match);

}  // namespace perihelion::ai
