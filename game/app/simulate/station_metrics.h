// How far the stations stray from their exact analytic positions, measured at every tick of a
// headless run: the figures in `perihelion simulate`'s report.
#pragma once

#include <cstdint>

#include <nlohmann/json.hpp>

#include "sim/game_state.h"

namespace perihelion::app {

class StationMetrics {
 public:
  /// Measures every station at the state's time.
  void measure(const world::SolarSystem& system, const sim::GameState& state);

  std::uint64_t nanCount() const { return nanCount_; }
  /// {"count", "max_radius_error_km", "max_facing_error_rad", "max_world_offset_error_km", "max_phase_error_rad"}
  nlohmann::ordered_json report(std::size_t stationCount) const;

 private:
  double maxRadiusError_ = 0.0;       // m
  double maxFacingError_ = 0.0;       // rad
  double maxWorldOffsetError_ = 0.0;  // m
  double maxPhaseError_ = 0.0;        // rad
  std::uint64_t nanCount_ = 0;
};

}  // namespace perihelion::app
