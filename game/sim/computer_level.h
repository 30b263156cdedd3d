// How well a computer player plays, from the rules file's computer_players: a level differs from
// another only in how it thinks (how often, how many orders, how far ahead, how boldly), never in
// income or sight, which are the rules' and the sensors' for every player alike.
#pragma once

#include <string>
#include <vector>

namespace perihelion::sim {

struct ComputerLevel {
  std::string name;                 ///< "easy", "normal", "hard": the skirmish's ai:NAME
  double thinkEverySeconds = 3600;  ///< game seconds between looks at the game: its reaction time
  int commandsPerDecision = 4;      ///< the most orders it gives at one look
  double foresightSeconds = 0.0;    ///< how far ahead it reckons where the planets will be
  /// How strong its strike force must be against what it knows defends a target before it attacks
  /// (1: as strong; lower is bolder).
  double attackRatio = 1.5;
};

/// The level with this name; null when the rules have none.
inline const ComputerLevel* levelNamed(const std::vector<ComputerLevel>& levels, const std::string& name) {
  for (const ComputerLevel& l : levels) {
    if (l.name == name) return &l;
  }
  return nullptr;
}

}  // namespace perihelion::sim
