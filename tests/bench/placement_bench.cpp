// Speed of placing a scenario's fleet: the start positions of N scouts, as a scenario's fleet gets them
// (data/scenario_world.cpp: at random in its start sphere, seeded, each at least 2.2 radii from the
// others while the sphere has room, 64 tries a ship). Three spheres: the default room
// (fleet::roomFor: 3 radii times the cube root of N, where a point is clear on the first or second try),
// a tenth of it (a thousand times as dense: most tries fail), and a point (`spread_km` 0: every try
// fails, and each ship is taken after its 64th). A placement that compares a try with every ship
// placed so far is quadratic in N; one through a grid is linear.
#include <benchmark/benchmark.h>

#include "astro/units.h"
#include "fleet/scatter.h"

namespace {

using namespace perihelion;

/// A scout's radius, m (data/ships.json).
constexpr double kScoutRadius = 10.0 * astro::kKmMetres;

/// The start sphere's radius as a fraction of the default room for the fleet.
enum class Sphere { Room, TenthOfRoom, Point };

void run(benchmark::State& state, Sphere sphere) {
  const auto n = static_cast<std::uint32_t>(state.range(0));
  const glm::dvec3 centre{0.0, -2.8 * astro::kAuMetres, 0.01 * astro::kAuMetres};
  const double room = fleet::roomFor(kScoutRadius, static_cast<double>(n));
  const double radius = sphere == Sphere::Room ? room : sphere == Sphere::TenthOfRoom ? 0.1 * room : 0.0;
  for (auto _ : state) {
    const std::vector<glm::dvec3> at = fleet::scatterInSphere(centre, radius, n, 5, 2.2 * kScoutRadius);
    benchmark::DoNotOptimize(at.data());
  }
  // Seconds per ship placed, shown with an SI prefix ("250n" is 250 ns).
  state.counters["per_ship"] = benchmark::Counter(static_cast<double>(n), benchmark::Counter::kIsIterationInvariantRate |
                                                                             benchmark::Counter::kInvert);
}

void BM_PlaceFleetInItsRoom(benchmark::State& state) { run(state, Sphere::Room); }
void BM_PlaceFleetInATenthOfItsRoom(benchmark::State& state) { run(state, Sphere::TenthOfRoom); }
void BM_PlaceFleetAtAPoint(benchmark::State& state) { run(state, Sphere::Point); }

BENCHMARK(BM_PlaceFleetInItsRoom)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_PlaceFleetInATenthOfItsRoom)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_PlaceFleetAtAPoint)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
