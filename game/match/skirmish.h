// A skirmish made from a scenario with start planets (data/scenarios/skirmish.json): the first players
// of its list take the seats, each player's home is drawn from the candidates by the match's seed (so
// no player knows where another starts), and each gets the scenario's start stations at home.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "ai/computer_player.h"
#include "data/scenario_world.h"
#include "match/seat.h"

namespace perihelion::match {

struct Skirmish {
  data::ScenarioWorld world;
  std::vector<Seat> seats;  ///< by player id
  ai::MatchKnowledge knowledge;
  double endTime = 0.0;  ///< TT seconds since J2000.0: the time limit
  double daysPerSecond = 0.0;  ///< the desktop's starting time rate; 0: the planet file's
};

/// Why a skirmish cannot be set up from these arguments (the command line's exit 2): fewer than two
/// seats, more seats than the scenario has players or start planets, a level the rules lack.
struct SetupError {
  std::string message;
};

/// The scenario's files failed their checks (exit 1).
struct ScenarioErrors {
  std::vector<std::string> lines;
};

using SkirmishOrError = std::variant<Skirmish, SetupError, ScenarioErrors>;

/// The scenario as a skirmish of these seats plays it: its first players take the seats, player k at home
/// on start planet `homes[k]` (an index into its start_planets, one for each seat, no two alike) with the
/// start stations there. The seats must be no more than its players and its start planets.
data::Scenario seatedScenario(const data::Scenario& scenario, const std::vector<Seat>& seats,
                              const std::vector<std::size_t>& homes);

/// `maxDays` <= 0: the scenario's max_days.
SkirmishOrError makeSkirmish(const data::Scenario& scenario, const std::string& file,
                             const std::vector<Seat>& seats, std::uint64_t seed, double maxDays);

/// Whether a person plays one of the seats (at this desktop or a LAN peer's).
bool hasHuman(const std::vector<Seat>& seats);

/// The tick length of a skirmish a person plays: the time rate `daysPerSecond` (<= 0: the scenario's,
/// or else the planet file's) at the desktop's 60 ticks a real second. A match of computers alone keeps
/// the scenario's dt_seconds (an hour), runs as fast as the machine can and reports that pace; a match
/// with a person must run at one a person can follow, and in a LAN match every peer must start at the
/// same one (its host and joiners each set it from the same data, before the start hashes are compared).
double humanSecondsPerTick(const Skirmish& skirmish, double daysPerSecond = 0.0);

/// The candidates shuffled by the seed (Fisher-Yates with splitmix64): the first n are the homes.
std::vector<std::size_t> drawOrder(std::size_t candidates, std::uint64_t seed);

}  // namespace perihelion::match
