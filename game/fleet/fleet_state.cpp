#include "fleet/fleet_state.h"

namespace perihelion::fleet {

ShipId Ships::add(ShipTypeId shipType, FleetId fleetId, const glm::dvec3& at, const glm::dvec3& facing) {
  const ShipId id{static_cast<std::uint32_t>(position.size())};
  position.push_back(at);
  heading.push_back(facing);
  speed.push_back(0.0);
  type.push_back(shipType);
  fleet.push_back(fleetId);
  mode.push_back(ShipMode::Idle);
  wellOffset.push_back(glm::dvec3(0.0));
  wellPlanet.push_back(world::BodyId{});
  return id;
}

FleetId Fleets::addFleet(std::string name) {
  const FleetId id{static_cast<std::uint32_t>(fleets.size())};
  fleets.push_back({id, std::move(name), {}, -1});
  return id;
}

void Fleets::order(FleetId fleet, const Order& given) {
  Fleet& ordered = fleets[fleet.value];
  ordered.order = given;
  ordered.lastArrivalTick = -1;
  const bool moves = given.kind != Order::Kind::Hold;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (!(ships.fleet[i] == fleet)) continue;
    if (moves) {
      ships.mode[i] = ShipMode::Moving;  // ships in a well leave it from where they are
    } else if (ships.mode[i] == ShipMode::Moving) {
      ships.mode[i] = ShipMode::Idle;  // holding: ships on their way stop; those in a well stay in it
    }
  }
}

}  // namespace perihelion::fleet
