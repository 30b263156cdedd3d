#include "desktop/fog.h"

#include <algorithm>
#include <limits>
#include <map>

#include "astro/julian_date.h"
#include "sim/sight.h"

namespace perihelion::app {
namespace {

bool contains(const std::vector<std::uint32_t>& sorted, std::uint32_t id) {
  return std::binary_search(sorted.begin(), sorted.end(), id);
}

const sim::PlayerSight* sightOf(const sim::GameState& state, world::PlayerId viewer) {
  if (viewer == world::kNobody || viewer.value >= state.sight.size()) return nullptr;
  return &state.sight[viewer.value];
}

}  // namespace

Fog::Fog(const sim::GameState& state, world::PlayerId viewer) : viewer_(viewer) {
  const sim::PlayerSight* sight = sightOf(state, viewer);
  if (!sight) return;
  on_ = true;
  for (const sim::Sighting& s : sight->sightings) {
    if (!sim::seenNow(s, state.time)) continue;
    if (s.what.kind == world::TargetRef::Kind::Ship) shipsSeen_.push_back(s.what.id);
    if (s.what.kind == world::TargetRef::Kind::Station) stationsSeen_.push_back(s.what.id);
  }
  std::sort(shipsSeen_.begin(), shipsSeen_.end());
  std::sort(stationsSeen_.begin(), stationsSeen_.end());
  const fleet::Fleets& fleets = state.fleets;
  shownOfFleet_.assign(fleets.fleets.size(), 0);
  for (std::size_t i = 0; i < fleets.ships.size(); ++i) {
    const std::uint32_t f = fleets.ships.fleet[i].value;
    if (f < shownOfFleet_.size() && showsShip(state, i)) ++shownOfFleet_[f];
  }
}

bool Fog::showsShip(const sim::GameState& state, std::size_t i) const {
  const world::PlayerId owner = state.fleets.fleets[state.fleets.ships.fleet[i].value].owner;
  return !hides(owner) || contains(shipsSeen_, state.fleets.ships.id[i].value);
}

bool Fog::showsStation(world::StationId station, world::PlayerId owner) const {
  return !hides(owner) || contains(stationsSeen_, station.value);
}

std::uint32_t Fog::shownOf(fleet::FleetId fleet) const {
  if (!on_) return std::numeric_limits<std::uint32_t>::max();
  return fleet.value < shownOfFleet_.size() ? shownOfFleet_[fleet.value] : 0;
}

world::PlayerId Fog::holderOf(const sim::GameState& state, world::BodyId body) const {
  const sim::PlayerSight* sight = on_ ? sightOf(state, viewer_) : nullptr;
  if (!sight || body.value >= sight->bodies.size()) return state.ownerOf(body);
  if (state.ownerOf(body) == viewer_) return viewer_;
  return sight->bodies[body.value].owner;
}

std::vector<Ghost> ghostsOf(const sim::GameState& state, const world::SolarSystem& system, world::PlayerId viewer, double t) {
  const sim::PlayerSight* sight = sightOf(state, viewer);
  if (!sight) return {};
  const double jd = astro::julianDateOfSeconds(t);
  std::map<std::uint32_t, glm::dvec3> planetAt;  // the wells ghosts are in, at t
  const auto placeOf = [&](const sim::Sighting& s) {
    if (!s.planet) return s.position;
    auto it = planetAt.find(s.planet->value);
    if (it == planetAt.end()) it = planetAt.emplace(s.planet->value, system.positionOf(system.body(*s.planet), jd)).first;
    return it->second + s.offset;
  };
  std::vector<Ghost> ghosts;
  std::map<std::uint32_t, std::size_t> fleetGhost;  // fleet id -> its ghost
  for (const sim::Sighting& s : sight->sightings) {
    if (sim::seenNow(s, state.time)) continue;
    if (s.what.kind == world::TargetRef::Kind::Station) {
      ghosts.push_back({placeOf(s), {}, s.owner, true, 1, s.seenAt});
      continue;
    }
    const auto [it, fresh] = fleetGhost.emplace(s.fleet.value, ghosts.size());
    if (fresh) {
      ghosts.push_back({placeOf(s), {}, s.owner, false, 1, s.seenAt});
    } else {
      Ghost& g = ghosts[it->second];
      g.position += (placeOf(s) - g.position) / static_cast<double>(++g.count);  // the running mean
      g.seenAt = std::max(g.seenAt, s.seenAt);
    }
  }
  return ghosts;
}

}  // namespace perihelion::app
