#include "ai/player_view.h"

#include "astro/units.h"

namespace perihelion::ai {

PlayerView viewOf(const sim::GameState& state, const sim::Rules& rules, world::PlayerId player) {
  PlayerView v;
  v.me = player;
  v.tick = state.tick;
  v.time = state.time;
  if (const sim::Player* p = state.player(player)) {
    v.home = p->home;
    v.stock = p->stock;
  }
  const double jd = astro::julianDateOfSeconds(state.time);
  for (const world::Body& b : rules.system.bodies) v.bodyAt.push_back(rules.system.positionOf(b, jd));
  const sim::PlayerSight* sight = player.value < state.sight.size() ? &state.sight[player.value] : nullptr;
  v.bodies.resize(rules.system.bodies.size());
  if (sight) {
    for (std::size_t k = 0; k < v.bodies.size() && k < sight->bodies.size(); ++k) v.bodies[k] = sight->bodies[k];
    v.enemies = sight->sightings;
  }
  // One's own planets are always known, even before the first tick has updated the sight.
  for (const world::Body& b : rules.system.bodies) {
    if (state.ownerOf(b.id) == player) v.bodies[b.id.value] = {player, state.time};
  }

  const fleet::Ships& ships = state.fleets.ships;
  std::vector<int> slot(state.fleets.fleets.size(), -1);
  for (const fleet::Fleet& f : state.fleets.fleets) {
    if (!(f.owner == player)) continue;
    slot[f.id.value] = static_cast<int>(v.fleets.size());
    OwnFleet o;
    o.id = f.id;
    o.name = f.name;
    o.order = f.order;
    o.combat = f.combat;
    o.countOf.assign(rules.shipTypes.types.size(), 0);
    o.arrived = true;
    v.fleets.push_back(std::move(o));
  }
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const fleet::FleetId f = ships.fleet[i];
    if (f.value >= slot.size() || slot[f.value] < 0) continue;
    OwnFleet& o = v.fleets[static_cast<std::size_t>(slot[f.value])];
    o.ships.push_back(ships.id[i]);
    o.types.push_back(ships.type[i]);
    if (ships.type[i].value < o.countOf.size()) ++o.countOf[ships.type[i].value];
    o.centre += ships.position[i];
    if (!o.well && ships.mode[i] == fleet::ShipMode::InWell) o.well = ships.wellPlanet[i];
    if (ships.mode[i] == fleet::ShipMode::Moving) o.arrived = false;
    o.troopers += rules.combat.of(ships.type[i]).troopers;
  }
  std::erase_if(v.fleets, [](const OwnFleet& o) { return o.ships.empty(); });
  for (OwnFleet& o : v.fleets) o.centre /= static_cast<double>(o.ships.size());

  for (const sim::Shipyard& y : state.shipyards) {
    const world::Station* s = state.station(y.station);
    if (!s || !(s->owner == player)) continue;
    v.yards.push_back(y);
    for (OwnFleet& o : v.fleets) o.rally = o.rally || o.id == y.rallyFleet;
  }
  for (const world::Station& s : state.stations) {
    if (s.owner == player) v.stations.push_back(s);
  }
  // Enemy stations seen now, for placing one's own beside them: where they are, from the sighting and
  // the station's ring place (what anyone watching the ring sees); nothing of their state.
  for (const sim::Sighting& e : v.enemies) {
    if (e.what.kind != world::TargetRef::Kind::Station || !sim::seenNow(e, state.time)) continue;
    if (const world::Station* s = state.station(world::StationId{e.what.id})) {
      world::Station seen;
      seen.id = s->id;
      seen.type = s->type;
      seen.planet = s->planet;
      seen.at = s->at;
      seen.owner = s->owner;
      seen.buildSecondsLeft = e.built ? 0.0 : 1.0;  // under construction or not, not how long
      v.stations.push_back(seen);
    }
  }
  return v;
}

}  // namespace perihelion::ai
