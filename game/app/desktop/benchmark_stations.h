// The stations the frame-time benchmark (--bench-frames) draws, so that its figure includes them:
// one station of every type in the well of every planet, each on the first ring and phase the
// placement rules allow. Deterministic: the same data give the same stations.
#pragma once

#include "sim/game_state.h"

namespace perihelion::app {

/// Places the benchmark's stations in `state` at its time; returns how many were placed.
int placeBenchmarkStations(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                           sim::GameState& state);

}  // namespace perihelion::app
