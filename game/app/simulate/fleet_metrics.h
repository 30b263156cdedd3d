// What the fleets did in a headless run, measured step by step from the outside through the tick's
// NavigationObserver (positions, headings and what each ship saw): collisions, clearances, turn rates,
// arrivals. The "ships" and "fleets" parts of `perihelion simulate`'s report.
#pragma once

#include <chrono>
#include <cstdint>
#include <span>
#include <limits>
#include <vector>

#include <nlohmann/json.hpp>

#include "fleet/fleet_step.h"
#include "sim/tick.h"

namespace perihelion::app {

class FleetMetrics : public sim::NavigationObserver {
 public:
  explicit FleetMetrics(const fleet::ShipCatalogue& types) : types_(types) {}
  /// Remembers the ships' headings and speeds before a step.
  void beforeStep(const fleet::Fleets& fleets) override;
  /// Measures a step of dt seconds from what beforeStep saw to the ships' state now.
  void afterStep(const fleet::Fleets& fleets, std::span<const fleet::ShipObservation> seen, double dt,
                 double overPushRange) override;
  /// Wall-clock time spent in the navigation steps themselves (between beforeStep and afterStep, steps
  /// taken again as halves included).
  std::chrono::nanoseconds stepping() const { return stepping_; }

  std::uint64_t nanCount() const { return nanCount_; }
  nlohmann::ordered_json shipsReport(const fleet::Ships& ships) const;
  /// Per fleet; for a fleet sent to a planet also the farthest of its ships from the planet's centre
  /// now, worked out from the planet's own position (so a ship that left the well would show).
  nlohmann::ordered_json fleetsReport(const fleet::Fleets& fleets, const world::SolarSystem& system, double time) const;

 private:
  void measure(const fleet::Ships& ships, std::span<const fleet::ShipObservation> observations, double dt);

  const fleet::ShipCatalogue& types_;
  std::chrono::steady_clock::time_point stepStart_;
  std::chrono::nanoseconds stepping_{0};
  bool stepOpen_ = false;  ///< a step began and was not reported (it is being taken again as halves)
  double maxStepOverPushRange_ = 0.0;
  std::vector<glm::dvec3> heading_;
  std::vector<double> speed_;
  std::vector<fleet::ShipMode> mode_;
  std::vector<glm::dvec3> position_;
  std::vector<glm::dvec3> wellOffset_;
  std::vector<glm::dvec3> lastMove_;  ///< each ship's last displacement at rest (position or well offset)
  std::vector<fleet::ShipId> lastMoveOf_;  ///< whose: ships destroyed or landed leave the list between ticks
  std::uint64_t collisions_ = 0;
  double minClearance_ = std::numeric_limits<double>::infinity();
  double minSeparation_ = std::numeric_limits<double>::infinity();
  double maxTurnRateRatio_ = 0.0;
  std::uint64_t reversalsAfterArrival_ = 0;  ///< an arrived ship's heading turned by more than 90 degrees
  std::uint64_t driftReversals_ = 0;         ///< an arrived ship drifting back the way it drifted
  std::uint64_t nanCount_ = 0;
  double lastMinClearance_ = std::numeric_limits<double>::infinity();   // in the last tick measured
  double lastMinSeparation_ = std::numeric_limits<double>::infinity();
};

}  // namespace perihelion::app
