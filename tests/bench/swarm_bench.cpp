// Speed of fleet navigation: nanoseconds per ship-step for N ships spread through a sphere at the
// density that gives about 10 neighbours per query, 100 steps of dt = 1/60 s, one core, all sent to
// a point far away. Targets: at most 100 ns per ship-step at 10,000 ships and 200 ns at 100,000.
// The same with a brute-force neighbour search (every pair of ships tested once, every step) at 1,000
// and 10,000, for comparison.
//
// The ships start nearly at rest (as their first step, which parts those scattered inside others, leaves
// them: at 17 m/s), so in 100 steps none strays far and the neighbour list made in the first step serves
// them all (counter list_builds: lists made per run of 100 steps). BM_SwarmGridScattered
// is the hard case for the list: the ships start at top speed in every direction, so the list must be
// made anew every few steps. BM_SwarmGridStacked is a fleet started at one point (`spread_km` 0): every
// ship at one spot, at rest; the first step lays them out on a lattice (fleet/crowd.h) before the neighbour
// list pairs them, and that first step is timed. BM_SwarmGridClumped is a crowd packed past overlapping
// without being at one point: laid out in many pieces, as one.
#include <benchmark/benchmark.h>

#include <cmath>

#include "astro/units.h"
#include "data/ship_types_loader.h"
#include "data/solar_system_loader.h"
#include "fleet/fleet_step.h"
#include "fleet/scatter.h"

namespace {

using namespace perihelion;

constexpr int kSteps = 100;
constexpr double kDt = 1.0 / 60.0;

struct Bench {
  world::SolarSystem system;
  fleet::ShipCatalogue ships;
  world::StationCatalogue stations;
  fleet::Fleets start;
  double startTime = 8.0e8;  ///< TT seconds since J2000.0
};

/// How the ships start: spread at rest, spread at top speed in every direction, stacked at one point, or
/// clumped at rest in a sphere a tenth as wide as the spread one (a thousand times as dense: nearly every
/// ship inside dozens of others).
enum class Start { Spread, Scattered, Stacked, Clumped };

/// N scouts in a sphere whose density puts about 10 ships within a scout's query radius (its radius,
/// three radii of push range and the largest radius present: 50 km), at 2.5 au from the Sun; or all at
/// its centre.
Bench makeBench(std::uint32_t n, Start start) {
  const bool scattered = start == Start::Scattered;
  Bench b;
  b.system = *data::loadSolarSystemFile(std::string(PERIHELION_DATA_DIR) + "/solar_system.json").system;
  b.ships = *data::loadShipTypesFile(std::string(PERIHELION_DATA_DIR) + "/ships.json").value;
  const fleet::ShipType& scout = *b.ships.find("Scout");
  const double query = scout.radius * (2.0 + scout.steering.pushRangeRadii);
  const double radius = query * std::cbrt(static_cast<double>(n) / 10.0);  // n / R^3 = 10 / query^3
  const glm::dvec3 centre{0.0, 2.5 * astro::kAuMetres, 0.0};
  const fleet::FleetId id = b.start.addFleet("Swarm");
  const std::vector<glm::dvec3> directions = fleet::scatterInSphere({0.0, 0.0, 0.0}, 1.0, n, 12);
  fleet::Ships& ships = b.start.ships;
  const std::vector<glm::dvec3> at =
      fleet::scatterInSphere(centre, start == Start::Clumped ? 0.1 * radius : radius, n, 11);
  for (std::uint32_t i = 0; i < n; ++i) {
    const glm::dvec3 heading =
        scattered ? glm::normalize(directions[i] + glm::dvec3(1e-9, 0.0, 0.0)) : glm::dvec3(1.0, 0.0, 0.0);
    ships.add(scout.id, id, start == Start::Stacked ? centre : at[i], heading);
    ships.speed.back() = scattered ? scout.maxSpeed : 0.0;
  }
  fleet::Order order;
  order.kind = fleet::Order::Kind::MoveTo;
  order.point = centre + glm::dvec3(1.0e10, 0.0, 0.0);
  b.start.order(id, order);
  if (start == Start::Spread || start == Start::Scattered) {
    // Points scattered at random put nearly half the ships inside others (3,099 pairs at 10,000), and the
    // first step parts them, once: a cost of the start, not of the step, that would add about 8 ns to
    // every ship-step of the 100 this measures. So the spread crowds start as their first step leaves
    // them; the stacked and clumped crowds measure their first step at its worst.
    fleet::StepScratch scratch;
    fleet::stepFleets({b.system, b.ships, b.stations, {}, {}, b.startTime}, b.start, kDt, 0, scratch);
    b.startTime += kDt;
  }
  return b;
}

void run(benchmark::State& state, bool bruteForce, Start start = Start::Spread) {
  const auto n = static_cast<std::uint32_t>(state.range(0));
  const Bench b = makeBench(n, start);
  fleet::StepScratch scratch;
  scratch.bruteForceNeighbours = bruteForce;
  for (auto _ : state) {
    state.PauseTiming();
    fleet::Fleets fleets = b.start;
    double time = b.startTime;
    scratch.neighbours.forget();
    state.ResumeTiming();
    for (int k = 0; k < kSteps; ++k) {
      // The Sun and planets only: no station, no fixed obstacle.
      const fleet::NavigationWorld navigation{b.system, b.ships, b.stations, {}, {}, time};
      fleet::stepFleets(navigation, fleets, kDt, k, scratch);
      time += kDt;
    }
    benchmark::DoNotOptimize(fleets.ships.position.data());
  }
  state.counters["list_builds"] = benchmark::Counter(static_cast<double>(scratch.neighbours.builds()),
                                                     benchmark::Counter::kAvgIterations);
  // Seconds per ship-step, shown with an SI prefix ("180n" is 180 ns).
  state.counters["per_ship_step"] = benchmark::Counter(static_cast<double>(n) * kSteps,
                                                       benchmark::Counter::kIsIterationInvariantRate |
                                                           benchmark::Counter::kInvert);
}

void BM_SwarmGrid(benchmark::State& state) { run(state, false); }
void BM_SwarmBruteForce(benchmark::State& state) { run(state, true); }
void BM_SwarmGridScattered(benchmark::State& state) { run(state, false, Start::Scattered); }
void BM_SwarmGridStacked(benchmark::State& state) { run(state, false, Start::Stacked); }
void BM_SwarmGridClumped(benchmark::State& state) { run(state, false, Start::Clumped); }

BENCHMARK(BM_SwarmGrid)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SwarmBruteForce)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SwarmGridScattered)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SwarmGridStacked)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SwarmGridClumped)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
