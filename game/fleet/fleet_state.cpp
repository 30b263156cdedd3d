#include "fleet/fleet_state.h"

#include <algorithm>

namespace perihelion::fleet {

ShipId Ships::add(ShipTypeId shipType, FleetId fleetId, const glm::dvec3& at, const glm::dvec3& facing) {
  const ShipId newId{nextId++};
  position.push_back(at);
  heading.push_back(facing);
  speed.push_back(0.0);
  type.push_back(shipType);
  fleet.push_back(fleetId);
  mode.push_back(ShipMode::Idle);
  wellOffset.push_back(glm::dvec3(0.0));
  wellPlanet.push_back(world::BodyId{});
  wellRing.push_back(kNoRing);
  id.push_back(newId);
  combat.emplace_back();
  return newId;
}

std::optional<std::size_t> Ships::indexOf(ShipId ship) const {
  const auto at = std::lower_bound(id.begin(), id.end(), ship,
                                   [](ShipId a, ShipId b) { return a.value < b.value; });
  if (at == id.end() || !(*at == ship)) return std::nullopt;
  return static_cast<std::size_t>(at - id.begin());
}

void Ships::remove(const std::vector<std::uint8_t>& gone) {
  std::size_t kept = 0;
  for (std::size_t i = 0; i < size(); ++i) {
    if (gone[i]) continue;
    if (kept != i) {
      position[kept] = position[i];
      heading[kept] = heading[i];
      speed[kept] = speed[i];
      type[kept] = type[i];
      fleet[kept] = fleet[i];
      mode[kept] = mode[i];
      wellOffset[kept] = wellOffset[i];
      wellPlanet[kept] = wellPlanet[i];
      wellRing[kept] = wellRing[i];
      id[kept] = id[i];
      combat[kept] = combat[i];
    }
    ++kept;
  }
  for (auto* v : {&position, &heading, &wellOffset}) v->resize(kept);
  speed.resize(kept);
  type.resize(kept);
  fleet.resize(kept);
  mode.resize(kept);
  wellPlanet.resize(kept);
  wellRing.resize(kept);
  id.resize(kept);
  combat.resize(kept);
}

FleetId Fleets::addFleet(std::string name, world::PlayerId owner) {
  const FleetId id{static_cast<std::uint32_t>(fleets.size())};
  fleets.push_back({id, std::move(name), {}, -1, owner, {}});
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
      ships.mode[i] = ShipMode::Moving;  // ships in a well leave it (and its ring) from where they are
      ships.wellRing[i] = kNoRing;
    } else if (ships.mode[i] == ShipMode::Moving) {
      ships.mode[i] = ShipMode::Idle;  // holding: ships on their way stop; those in a well stay in it
    }
  }
}

namespace {

bool hasRing(const world::Body& planet, std::uint32_t ring) { return planet.well && ring < planet.well->rings.size(); }

}  // namespace

std::optional<std::string> whyFleetsDoNotFit(const world::SolarSystem& system, const ShipCatalogue& types,
                                             const Fleets& fleets) {
  const Ships& ships = fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.type[i].value >= types.types.size()) return "a ship's type is missing from the ship types";
    if (ships.fleet[i].value >= fleets.fleets.size()) return "a ship belongs to a fleet the game does not have";
    if (ships.mode[i] == ShipMode::InWell && ships.wellPlanet[i].value >= system.bodies.size()) {
      return "a ship is in the well of a planet the data no longer have";
    }
    if (ships.mode[i] == ShipMode::InWell && ships.wellRing[i] != kNoRing &&
        !hasRing(system.body(ships.wellPlanet[i]), ships.wellRing[i])) {
      return "a ship rides a ring its planet's well no longer has";
    }
  }
  for (const Fleet& f : fleets.fleets) {
    if (f.order.kind == Order::Kind::MoveTo && f.order.well && f.order.well->value >= system.bodies.size()) {
      return "fleet " + f.name + " is going to a point in the well of a planet the data no longer have";
    }
    if (f.order.kind == Order::Kind::GoTo && f.order.body.value >= system.bodies.size()) {
      return "fleet " + f.name + " is going to a planet the data no longer have";
    }
    if (f.order.kind == Order::Kind::GoTo && f.order.ringPlace && !hasRing(system.body(f.order.body), f.order.ringPlace->ring)) {
      return "fleet " + f.name + " is going to a ring its planet's well no longer has";
    }
  }
  return std::nullopt;
}

}  // namespace perihelion::fleet
