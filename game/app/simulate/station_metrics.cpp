#include "simulate/station_metrics.h"

#include <cmath>

#include <glm/geometric.hpp>

#include "astro/units.h"

namespace perihelion::app {
namespace {

bool finite(const glm::dvec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

/// The exact phase, worked out independently of well::phaseAt: elapsed turns in long double (64-bit
/// mantissa), no fmod. The difference to phaseAt is the simulation's phase error.
long double referencePhase(const well::Ring& ring, const well::RingPosition& at, double t) {
  const long double turns = ring.turns() ? (static_cast<long double>(t) - at.placedAt) / ring.period : 0.0L;
  const long double twoPi = 2.0L * 3.141592653589793238462643383279502884L;
  long double phase = std::fmod(static_cast<long double>(at.phaseAtPlacement) + (turns - std::floor(turns)) * twoPi, twoPi);
  return phase < 0.0L ? phase + twoPi : phase;
}

double angleBetween(const glm::dvec3& a, const glm::dvec3& b) {
  // atan2 of |a x b| and a.b keeps its precision at tiny angles, where acos of the dot product does not.
  return std::atan2(glm::length(glm::cross(a, b)), glm::dot(a, b));
}

}  // namespace

void StationMetrics::measure(const world::SolarSystem& system, const sim::GameState& state) {
  for (const world::Station& station : state.stations) {
    const world::StationPose pose = world::stationPose(system, station, state.time);
    if (!finite(pose.position) || !finite(pose.offset) || !std::isfinite(pose.orientation.w)) {
      ++nanCount_;
      continue;
    }
    const world::Body& planet = system.body(station.planet);
    const well::GravityWell& well = *planet.well;
    const well::Ring& ring = well.rings[station.at.ring];

    maxRadiusError_ = std::max(maxRadiusError_, std::fabs(glm::length(pose.offset) - ring.radius));

    const glm::dvec3 forward = pose.orientation * glm::dvec3(1.0, 0.0, 0.0);
    maxFacingError_ = std::max(maxFacingError_, angleBetween(forward, -pose.offset));

    const double exactPhase = static_cast<double>(referencePhase(ring, station.at, state.time));
    const double phaseError = std::remainder(well::phaseAt(ring, station.at, state.time) - exactPhase, astro::kTwoPi);
    maxPhaseError_ = std::max(maxPhaseError_, std::fabs(phaseError));

    const glm::dvec3 planetNow = system.positionOf(planet, astro::julianDateOfSeconds(state.time));
    const glm::dvec3 exactOffset = well.frame[0] * (ring.radius * std::cos(exactPhase)) +
                                   well.frame[1] * (ring.radius * std::sin(exactPhase));
    maxWorldOffsetError_ = std::max(maxWorldOffsetError_, glm::length(pose.position - (planetNow + exactOffset)));
  }
}

nlohmann::ordered_json StationMetrics::report(std::size_t stationCount) const {
  nlohmann::ordered_json j;
  j["count"] = stationCount;
  j["max_radius_error_km"] = maxRadiusError_ / astro::kKmMetres;
  j["max_facing_error_rad"] = maxFacingError_;
  j["max_world_offset_error_km"] = maxWorldOffsetError_ / astro::kKmMetres;
  j["max_phase_error_rad"] = maxPhaseError_;
  return j;
}

}  // namespace perihelion::app
