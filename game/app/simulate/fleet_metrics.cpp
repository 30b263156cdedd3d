#include "simulate/fleet_metrics.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <utility>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "sim/state_hash.h"

namespace perihelion::app {
namespace {

bool finite(const glm::dvec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

using fleet::hasArrived;

/// A distance for the report: km, or null when nothing was ever in range.
nlohmann::ordered_json km(double metres) {
  return std::isfinite(metres) ? nlohmann::ordered_json(metres / astro::kKmMetres) : nlohmann::ordered_json(nullptr);
}

}  // namespace

void FleetMetrics::beforeStep(const fleet::Fleets& fleets) {
  if (stepOpen_) stepping_ += std::chrono::steady_clock::now() - stepStart_;  // the step thrown away
  stepOpen_ = true;
  const fleet::Ships& ships = fleets.ships;
  heading_ = ships.heading;
  speed_ = ships.speed;
  mode_ = ships.mode;
  position_ = ships.position;
  wellOffset_ = ships.wellOffset;
  // Each ship keeps its own last move, by id, when others have left the game (ids ascend in both lists).
  std::vector<glm::dvec3> kept(ships.size(), glm::dvec3(0.0));
  for (std::size_t i = 0, j = 0; i < ships.size(); ++i) {
    while (j < lastMoveOf_.size() && lastMoveOf_[j].value < ships.id[i].value) ++j;
    if (j < lastMoveOf_.size() && lastMoveOf_[j] == ships.id[i]) kept[i] = lastMove_[j];
  }
  lastMove_ = std::move(kept);
  lastMoveOf_ = ships.id;
  stepStart_ = std::chrono::steady_clock::now();  // the clock is read here, in the app, never in the tick
}

void FleetMetrics::afterStep(const fleet::Fleets& fleets, std::span<const fleet::ShipObservation> seen, double dt,
                             double overPushRange) {
  stepping_ += std::chrono::steady_clock::now() - stepStart_;
  stepOpen_ = false;
  maxStepOverPushRange_ = std::max(maxStepOverPushRange_, overPushRange);
  measure(fleets.ships, seen, dt);
}

void FleetMetrics::measure(const fleet::Ships& ships, std::span<const fleet::ShipObservation> observations, double dt) {
  lastMinClearance_ = std::numeric_limits<double>::infinity();
  lastMinSeparation_ = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (!finite(ships.position[i]) || !finite(ships.heading[i]) || !std::isfinite(ships.speed[i])) {
      ++nanCount_;
      continue;
    }
    const fleet::ShipObservation& seen = observations[i];
    if (seen.clearance < 0.0) ++collisions_;
    minClearance_ = std::min(minClearance_, seen.clearance);
    minSeparation_ = std::min(minSeparation_, seen.separation);
    lastMinClearance_ = std::min(lastMinClearance_, seen.clearance);
    lastMinSeparation_ = std::min(lastMinSeparation_, seen.separation);
    // The turn, measured from the headings alone, against the limit at the speed the tick began with.
    const glm::dvec3& h0 = heading_[i];
    const glm::dvec3& h1 = ships.heading[i];
    const double turned = std::atan2(glm::length(glm::cross(h0, h1)), glm::dot(h0, h1));
    const double limit = types_.type(ships.type[i]).turnRateAt(speed_[i]) * dt;
    if (turned > 0.0) maxTurnRateRatio_ = std::max(maxTurnRateRatio_, limit > 0.0 ? turned / limit : std::numeric_limits<double>::infinity());
    // After arrival a ship may only drift apart from another, steadily: a displacement against the
    // previous one is an oscillation. (In a well, displacements are of the offset from the planet.)
    if (hasArrived(mode_[i]) && hasArrived(ships.mode[i])) {
      const glm::dvec3 move = ships.mode[i] == fleet::ShipMode::InWell ? ships.wellOffset[i] - wellOffset_[i]
                                                                        : ships.position[i] - position_[i];
      if (glm::dot(h0, h1) < 0.0) ++reversalsAfterArrival_;
      if (glm::dot(move, lastMove_[i]) < 0.0) ++driftReversals_;
      if (glm::dot(move, move) > 0.0) lastMove_[i] = move;
    } else {
      lastMove_[i] = glm::dvec3(0.0);
    }
  }
}

nlohmann::ordered_json FleetMetrics::shipsReport(const fleet::Ships& ships) const {
  std::size_t arrivedShips = 0;
  for (fleet::ShipMode m : ships.mode) arrivedShips += hasArrived(m) ? 1 : 0;
  nlohmann::ordered_json j;
  j["count"] = ships.size();
  j["arrived"] = arrivedShips;
  j["collisions"] = collisions_;
  j["min_clearance_km"] = km(minClearance_);
  j["min_separation_km"] = km(minSeparation_);
  // The longest step of a ship with anything within reach, relative to it, over its push range
  // (fleet/step_soundness.h): at most 1 unless the finest halving was not enough.
  j["max_step_over_push_range"] = maxStepOverPushRange_;
  j["max_turn_rate_ratio"] = maxTurnRateRatio_;
  j["heading_reversals_after_arrival"] = reversalsAfterArrival_;
  j["drift_reversals_after_arrival"] = driftReversals_;
  j["last_tick_min_clearance_km"] = km(lastMinClearance_);
  j["last_tick_min_separation_km"] = km(lastMinSeparation_);
  j["state_hash"] = sim::hashText(sim::shipsHash(ships));
  return j;
}

nlohmann::ordered_json FleetMetrics::fleetsReport(const fleet::Fleets& fleets, const world::SolarSystem& system,
                                                 double time) const {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const fleet::Fleet& f : fleets.fleets) {
    const bool goTo = f.order.kind == fleet::Order::Kind::GoTo;
    const glm::dvec3 planet =
        goTo ? system.positionOf(system.body(f.order.body), astro::julianDateOfSeconds(time)) : glm::dvec3(0.0);
    std::size_t ships = 0, arrivedShips = 0, inWell = 0;
    double farthest = 0.0;  // from the planet it goes to
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::size_t> onRings;  // (planet, ring): ships
    for (std::size_t i = 0; i < fleets.ships.size(); ++i) {
      if (!(fleets.ships.fleet[i] == f.id)) continue;
      ++ships;
      arrivedShips += hasArrived(fleets.ships.mode[i]) ? 1 : 0;
      inWell += fleets.ships.mode[i] == fleet::ShipMode::InWell ? 1 : 0;
      if (fleets.ships.mode[i] == fleet::ShipMode::InWell) {
        ++onRings[{fleets.ships.wellPlanet[i].value, fleets.ships.wellRing[i]}];
      }
      if (goTo) farthest = std::max(farthest, glm::length(fleets.ships.position[i] - planet));
    }
    nlohmann::ordered_json j;
    j["id"] = f.name;
    j["ships"] = ships;
    j["arrived"] = arrivedShips;
    j["in_well"] = inWell;
    // Which ring of which well its ships in a well ride (numbered from 1, as scenarios do; null: none, they
    // hold a fixed offset from the planet).
    nlohmann::ordered_json rings = nlohmann::ordered_json::array();
    for (const auto& [at, count] : onRings) {
      nlohmann::ordered_json r;
      r["planet"] = system.body(world::BodyId{at.first}).name;
      r["ring"] = at.second == fleet::kNoRing ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(at.second + 1);
      r["ships"] = count;
      rings.push_back(r);
    }
    j["rings"] = rings;
    if (goTo) j["max_distance_from_planet_km"] = farthest / astro::kKmMetres;
    j["last_arrival_tick"] = f.lastArrivalTick >= 0 ? nlohmann::ordered_json(f.lastArrivalTick) : nlohmann::ordered_json(nullptr);
    list.push_back(j);
  }
  return list;
}

}  // namespace perihelion::app
