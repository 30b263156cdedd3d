// A shipyard's work: ships queued and paid for, built one after another, and the fleet new ships join.
#pragma once

#include <cstdint>
#include <vector>

#include "fleet/fleet_state.h"
#include "world/amounts.h"
#include "world/station.h"

namespace perihelion::sim {

struct QueuedShip {
  fleet::ShipTypeId type;
  double secondsLeft = 0.0;  ///< game seconds of work left; only the first in the queue advances
  world::Amounts paid;       ///< what a cancel refunds (the cost when queued, whatever the data say since)
};

/// The most ships a shipyard's queue holds.
inline constexpr std::size_t kMaxQueuedShips = 50;

/// No fleet yet: the rally fleet is made when the first ship is finished.
inline constexpr fleet::FleetId kNoFleet{0xffffffffu};

struct Shipyard {
  world::StationId station;
  std::vector<QueuedShip> queue;
  fleet::FleetId rallyFleet = kNoFleet;  ///< finished ships join it
  fleet::Order rally;                    ///< the rally fleet's standing order (hold: stay at the yard)
  std::int64_t shipsBuilt = 0;           ///< also places each new ship apart from the last
};

}  // namespace perihelion::sim
