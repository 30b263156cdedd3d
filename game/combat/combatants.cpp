#include "combat/combatants.h"

#include <optional>

#include "astro/units.h"

namespace perihelion::combat {

void listCombatants(const CombatWorld& world, const fleet::Fleets& fleets, std::span<const world::Station> stations,
                    std::vector<Combatant>& out) {
  out.clear();
  const fleet::Ships& ships = fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const fleet::Fleet& f = fleets.fleets[ships.fleet[i].value];
    if (f.owner == world::kNobody) continue;
    const fleet::ShipType& type = world.shipTypes.type(ships.type[i]);
    Combatant& c = out.emplace_back();
    c.ref = {world::TargetRef::Kind::Ship, ships.id[i].value};
    c.index = static_cast<std::uint32_t>(i);
    c.owner = f.owner;
    c.position = ships.position[i];
    const bool inWell = ships.mode[i] == fleet::ShipMode::InWell;
    c.velocity = inWell ? glm::dvec3(0.0) : ships.heading[i] * ships.speed[i];
    c.heading = ships.heading[i];
    c.radius = type.radius;
    c.acceleration = type.acceleration;
    if (inWell) c.well = ships.wellPlanet[i].value;
    c.armament = &world.rules.of(ships.type[i]);
    c.holdFire = f.combat.stance == fleet::Stance::HoldFire;
  }
  // The planets' positions once each, however many stations they hold.
  std::vector<std::optional<glm::dvec3>> planets(world.system.bodies.size());
  for (std::uint32_t k = 0; k < stations.size(); ++k) {
    const world::Station& s = stations[k];
    if (s.owner == world::kNobody || !s.built()) continue;
    std::optional<glm::dvec3>& planet = planets[s.planet.value];
    const world::Body& body = world.system.body(s.planet);
    if (!planet) planet = world.system.positionOf(body, astro::julianDateOfSeconds(world.time));
    Combatant& c = out.emplace_back();
    c.ref = {world::TargetRef::Kind::Station, s.id.value};
    c.index = k;
    c.owner = s.owner;
    c.position = world::stationPose(body, *planet, s, world.time).position;
    c.radius = world.stationTypes.type(s.type).radius;
    c.well = s.planet.value;
    c.armament = &world.rules.of(s.type);
    c.station = true;
  }
}

}  // namespace perihelion::combat
