// A player of the game: who they are, what they hold, and the ledger that proves the money adds up.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "world/amounts.h"
#include "world/player_id.h"
#include "world/solar_system.h"

namespace perihelion::sim {

/// Who plays a player: someone at the desktop, the computer, or nobody (a side that only holds).
enum class PlayerKind : std::uint8_t { Human, Ai, None };

/// Every unit in and out of a player's stock, so that stock == start + income - spent holds to the unit
/// at every tick (a refund is spending undone: it lowers `spent`).
struct Ledger {
  world::Amounts start;
  world::Amounts income;  ///< net: after the organisation tax
  world::Amounts spent;
  std::int64_t minMoney = 0;

  world::Amounts expected() const { return start + income - spent; }
};

struct Player {
  world::PlayerId id;
  std::string key;   ///< the scenario's id for the player ("blue"): orders and reports name them by it
  std::string name;  ///< shown in the game ("Blue League")
  std::uint32_t colour = 0xffffff;  ///< 0xRRGGBB
  world::BodyId home;
  PlayerKind kind = PlayerKind::Human;
  world::Amounts stock;
  Ledger ledger;
  /// Income earned but not yet whole: in 1/(24 * kWholeRate) of a unit, below one unit (sim/economy.h).
  world::Amounts owed;
  std::int64_t shipsBuilt = 0;
  std::int64_t stationsBuilt = 0;
  /// The planets they held when the game began: a player who loses them all to one opponent has
  /// lost the match (sim/victory.h).
  std::vector<world::BodyId> heldAtStart;
};

}  // namespace perihelion::sim
