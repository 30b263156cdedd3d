// Speed of the orbit model: one Kepler solve, and the positions of all eight planets at one time.
// Target: all eight planets in under 1 microsecond (g++ -O2) on the 2-core reference machine.
#include <benchmark/benchmark.h>

#include <array>
#include <vector>

#include "data/solar_system_loader.h"
#include "orbit/kepler_equation.h"

namespace {

using namespace perihelion;

world::SolarSystem loadSystem() {
  return *data::loadSolarSystemFile(std::string(PERIHELION_DATA_DIR) + "/solar_system.json").system;
}

void BM_KeplerSolve(benchmark::State& state) {
  const double e = static_cast<double>(state.range(0)) / 1000.0;
  double M = 0.1;
  for (auto _ : state) {
    benchmark::DoNotOptimize(orbit::solveKeplerEquation(M, e));
    M += 0.7;  // a new angle each time, so no branch or cache pattern repeats
  }
}
BENCHMARK(BM_KeplerSolve)->Arg(17)->Arg(206)->Arg(900)->Arg(990);

void BM_EightPlanetPositions(benchmark::State& state) {
  const world::SolarSystem system = loadSystem();
  std::vector<orbit::OrbitOverTime> planets;  // and the comets: every body that moves
  for (const world::Body& b : system.bodies) {
    if (b.orbit) planets.push_back(*b.orbit);
  }
  std::vector<glm::dvec3> out(planets.size());
  double jd = 2461366.5;
  for (auto _ : state) {
    for (std::size_t k = 0; k < planets.size(); ++k) out[k] = planets[k].positionAt(jd);
    benchmark::DoNotOptimize(out);
    jd += 0.37;
  }
  state.counters["planets"] = static_cast<double>(planets.size());
}
BENCHMARK(BM_EightPlanetPositions);

void BM_EightPlanetStates(benchmark::State& state) {
  const world::SolarSystem system = loadSystem();
  std::vector<orbit::StateVector> out(system.bodies.size());
  double jd = 2461366.5;
  for (auto _ : state) {
    for (std::size_t k = 0; k < system.bodies.size(); ++k) {
      if (system.bodies[k].orbit) out[k] = system.bodies[k].orbit->stateAt(jd);
    }
    benchmark::DoNotOptimize(out);
    jd += 0.37;
  }
}
BENCHMARK(BM_EightPlanetStates);

void BM_LoadDefaultDataFile(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(loadSystem());
}
BENCHMARK(BM_LoadDefaultDataFile)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
