#include "desktop/benchmark_stations.h"

#include "astro/units.h"
#include "world/station_placement.h"

namespace perihelion::app {

int placeBenchmarkStations(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                           sim::GameState& state) {
  constexpr int kPhases = 12;
  int placed = 0;
  for (const world::Body& planet : system.bodies) {
    if (!planet.well) continue;
    for (const world::StationType& type : catalogue.types) {
      bool done = false;
      for (std::uint32_t ring = 0; ring < planet.well->rings.size() && !done; ++ring) {
        for (int k = 0; k < kPhases && !done; ++k) {
          const world::PlacementRequest request{planet.id, ring, astro::kTwoPi * k / kPhases, type.id, state.time};
          done = world::placeStation(system, catalogue, state.stations, world::StationId{state.nextStationId}, request).allowed();
          if (done) ++state.nextStationId;
        }
      }
      placed += done ? 1 : 0;
    }
  }
  return placed;
}

}  // namespace perihelion::app
