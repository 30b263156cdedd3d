// The game rules of the economy, from data/rules.json: what each body yields a game day, its ground
// defence, and the organisation tax. Beside the astronomy, not in it: the orbital elements say where
// a planet is, these say what it is worth to a player.
#pragma once

#include <cstdint>
#include <vector>

#include "astro/units.h"
#include "sim/computer_level.h"
#include "world/amounts.h"
#include "world/solar_system.h"

namespace perihelion::sim {

/// What holding a body is worth. Bodies the rules do not list yield nothing and have no defence.
struct BodyYield {
  world::Amounts perDay;           ///< money ("economics"), resources and rare materials a game day
  std::int64_t groundDefence = 0;  ///< troops a capture must overcome (the capture rules use it)
  double sensorRange = 0.0;        ///< m: how far its holder sees from it (sim/sight.h)
};

/// Basis points (1/100 of a per cent), so that rates are exact integers.
inline constexpr std::int64_t kWholeRate = 10'000;

/// The organisation tax: a share of gross income that grows with the planets a player holds, so that
/// one who quickly takes a few planets does not run away with the game. rate(n) = base + perPlanet *
/// (n - 1) for n >= 1 planets, at most max; 0 with no planet.
struct TaxRule {
  std::int64_t base = 0;       ///< basis points
  std::int64_t perPlanet = 0;  ///< basis points for each planet beyond the first
  std::int64_t max = 0;        ///< basis points, at most kWholeRate

  std::int64_t rateFor(std::int64_t planets) const;
};

/// Who holds a comet, decided every tick: the one player with a working station in its well, or the
/// one player with ships in its well. Two or more players there: contested, nobody holds it (and no
/// list order decides between them).
enum class CometHolding : std::uint8_t { Station, Ships };

/// How long a player remembers an enemy ship it has lost sight of, game hours, unless the rules say
/// otherwise (data/rules.json's ship_ghost_hours; sim/sight.h). Ten game days: 100 real seconds at a
/// skirmish's starting pace of 0.1 day a second, and what the computer players judged a planet's
/// defence by before the rule (a guard in a well stays; with a day's memory ai:easy beat ai:hard in 4
/// of 10 seeds, against 1 with ten days). A fleet on the move may be far from its ghost by then; the
/// ghost shows its age. Mobile units' ghosts fade in most real-time strategy games (0 A.D. and
/// StarCraft keep only buildings' in the fog): here they fade slowly, as fleets in space are slow.
inline constexpr double kDefaultShipGhostHours = 240.0;

struct EconomyRules {
  std::vector<BodyYield> bodies;  ///< by body id; may be shorter than the system (the rest yield nothing)
  TaxRule tax;
  CometHolding cometHolding = CometHolding::Station;
  std::vector<ComputerLevel> computerLevels;  ///< the computer players' levels (ai/computer_player.h)
  /// s: an enemy ship unseen this long is forgotten (sim/sight.h); a station's ghost stays until looked at.
  double shipGhostLife = kDefaultShipGhostHours * astro::kSecondsPerHour;

  BodyYield of(world::BodyId body) const { return body.value < bodies.size() ? bodies[body.value] : BodyYield{}; }
};

/// No economy: nothing yields, no tax (a game without a rules file, such as the sandbox's tests).
inline const EconomyRules kNoEconomy{};

}  // namespace perihelion::sim
