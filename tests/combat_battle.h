// A battle set up in code for the combat tests: the shipped planets, types, game rules and combat
// rules, two players (Blue on the Earth, Red on Mars), and fleets placed where a test wants them. Built
// by hand rather than from a scenario file so that a test can mirror ships exactly, put ships inside a
// well and swap the players' order.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "astro/units.h"
#include "shipped_data.h"
#include "sim/tick.h"

namespace perihelion::combat_test {

using testing_data::kData;

struct Battle : testing_data::ShippedData {
  sim::GameState state;
  sim::TickScratch scratch;

  /// The shipped data, no players yet; the clock at 8e8 s after J2000 (May 2025), ticks of `dt` s.
  explicit Battle(double dt = 1.0) {
    state.time = 8.0e8;
    state.secondsPerTick = dt;
  }

  sim::TickReport run() { return sim::tick(state, rules(), {}, scratch); }

  world::BodyId body(const char* name) const { return system.find(name)->id; }
  fleet::ShipTypeId shipType(const char* name) const { return shipTypes.find(name)->id; }
  world::StationTypeId stationType(const char* name) const { return stationTypes.find(name)->id; }

  /// A player holding its home planet; players get ids in the order they are added.
  world::PlayerId addPlayer(const char* key, const char* home) {
    sim::Player p;
    p.id = world::PlayerId{static_cast<std::uint32_t>(state.players.size())};
    p.key = key;
    p.name = key;
    p.home = body(home);
    state.players.push_back(p);
    if (state.bodyOwners.size() < system.bodies.size()) state.bodyOwners.resize(system.bodies.size(), world::kNobody);
    state.bodyOwners[p.home.value] = p.id;
    return p.id;
  }

  /// A fleet of `owner` with one ship of `type` at each of `at`, all facing `facing`, holding.
  fleet::FleetId addFleet(world::PlayerId owner, const char* type, const std::vector<glm::dvec3>& at,
                          const glm::dvec3& facing) {
    const fleet::FleetId id = state.fleets.addFleet(std::string(type) + " " + std::to_string(state.fleets.fleets.size()), owner);
    for (const glm::dvec3& p : at) state.fleets.ships.add(shipType(type), id, p, facing);
    return id;
  }

  /// Where a planet is now (heliocentric, m).
  glm::dvec3 planetNow(world::BodyId planet) const {
    return system.positionOf(system.body(planet), astro::julianDateOfSeconds(state.time));
  }
  /// A working station of `owner` on ring `ring` of a planet's well, at angle 0 now; a copy returned.
  world::Station addStation(world::PlayerId owner, const char* type, world::BodyId planet, std::uint32_t ring = 0) {
    world::Station s;
    s.id = world::StationId{state.nextStationId++};
    s.type = stationType(type);
    s.planet = planet;
    s.at = {ring, 0.0, state.time};
    s.owner = owner;
    state.stations.push_back(s);
    return s;
  }

  /// The radius of a planet's well (its outermost ring), m.
  double wellRadius(world::BodyId planet) const { return system.body(planet).well->rings.back().radius; }

  /// A fleet put inside a planet's well, `offset` from its centre, as a fleet sent into it that has
  /// arrived there (in the well, holding its offset from the planet).
  fleet::FleetId addFleetInWell(world::PlayerId owner, const char* type, world::BodyId planet, const glm::dvec3& offset,
                                std::uint32_t count, double apart) {
    std::vector<glm::dvec3> at;
    for (std::uint32_t k = 0; k < count; ++k) {
      at.push_back(planetNow(planet) + offset + glm::dvec3(0.0, 0.0, apart * static_cast<double>(k)));
    }
    const fleet::FleetId id = addFleet(owner, type, at, {1.0, 0.0, 0.0});
    state.fleets.order(id, fleet::Order::goTo(planet));
    fleet::Ships& ships = state.fleets.ships;
    for (std::size_t i = 0; i < ships.size(); ++i) {
      if (!(ships.fleet[i] == id)) continue;
      ships.mode[i] = fleet::ShipMode::InWell;
      ships.wellPlanet[i] = planet;
      ships.wellOffset[i] = ships.position[i] - planetNow(planet);
    }
    return id;
  }

  /// Ships of a player still in the game.
  std::size_t shipsOf(world::PlayerId owner) const {
    std::size_t n = 0;
    for (std::size_t i = 0; i < state.fleets.ships.size(); ++i) {
      if (state.fleets.fleets[state.fleets.ships.fleet[i].value].owner == owner) ++n;
    }
    return n;
  }
};

}  // namespace perihelion::combat_test
