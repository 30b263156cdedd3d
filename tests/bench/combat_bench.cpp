// The cost of a battle: 5,000 frigates against 5,000 (two players) in one region of open space, each
// side sent through the other: the two crowds side by side in spheres of 1,000 km (argument 0: every
// ship reaches its nearest enemies; the railguns reach every enemy), or mixed in one sphere at the
// same density (argument 1). Per ship, with the shipped weapons:
//   BM_CombatTick          the whole sim::tick mid-battle: one navigation step, targeting, fire and
//                          damage, with the ships' looks for a better target spread over the
//                          retarget interval as the game spreads them (10 s; a twentieth a 0.5 s tick);
//   BM_CombatTickFirstContact  the same in the round two crowds meet: every ship looks;
//   BM_CombatFightKept     combat::fight alone, mid-battle as BM_CombatTick;
//   BM_CombatFightLooking  combat::fight alone with every ship looking for a target through the grid;
//   BM_NavigationStep      fleet::stepFleets alone, one step.
// Targets (the issue): the whole tick under 500 ns a ship; targeting under twice the navigation step.
//
// Frigates here have a billion hull points, so nothing is destroyed and the measured ticks stay
// mid-battle; each iteration starts from one copy of the same state, five ticks into the battle
// (ships under way, shields being shot down, targets chosen), so iterations do the same work.
#include <benchmark/benchmark.h>

#include <cmath>

#include "astro/units.h"
#include "fleet/scatter.h"
#include "shipped_data.h"
#include "sim/tick.h"

namespace {

using namespace perihelion;

constexpr std::uint32_t kPerSide = 5'000;
constexpr double kShips = 2.0 * kPerSide;
constexpr double kKm = 1000.0;

struct Battle : testing_data::ShippedData {
  sim::GameState start;  ///< mid-battle
  double tickSeconds = 1.0;
};

/// How the two crowds stand: side by side (as fleets meet), or mixed in one sphere (a melee).
enum class Layout { SideBySide, Mixed };

Battle makeBattle(Layout layout) {
  Battle g;
  const fleet::ShipType& frigate = *g.shipTypes.find("Frigate");
  g.combat.shipArmaments[frigate.id.value].hull = 1.0e9;
  sim::GameState& s = g.start;
  s.time = 8.0e8;
  s.bodyOwners.assign(g.system.bodies.size(), world::kNobody);
  for (std::uint32_t p = 0; p < 2; ++p) {
    sim::Player player;
    player.id = world::PlayerId{p};
    player.home = g.system.find(p == 0 ? "Earth" : "Mars")->id;
    s.bodyOwners[player.home.value] = player.id;
    s.players.push_back(player);
  }
  // Between Mars and Jupiter, far from every planet. Side by side: the crowds touch at x = 0; mixed:
  // one sphere of twice the volume, the ships dealt out in turn, at the same density.
  const glm::dvec3 centre{0.0, 2.5 * astro::kAuMetres, 0.0};
  const fleet::FleetId blue = s.fleets.addFleet("Blue", world::PlayerId{0});
  const fleet::FleetId red = s.fleets.addFleet("Red", world::PlayerId{1});
  const glm::dvec3 east{1000.0 * kKm, 0.0, 0.0};
  if (layout == Layout::SideBySide) {
    for (const glm::dvec3& x : fleet::scatterInSphere(centre - east, 1000.0 * kKm, kPerSide, 21, 2.2 * frigate.radius)) {
      s.fleets.ships.add(frigate.id, blue, x, {1.0, 0.0, 0.0});
    }
    for (const glm::dvec3& x : fleet::scatterInSphere(centre + east, 1000.0 * kKm, kPerSide, 22, 2.2 * frigate.radius)) {
      s.fleets.ships.add(frigate.id, red, x, {-1.0, 0.0, 0.0});
    }
  } else {
    const std::vector<glm::dvec3> at =
        fleet::scatterInSphere(centre, 1000.0 * kKm * std::cbrt(2.0), 2 * kPerSide, 23, 2.2 * frigate.radius);
    for (std::size_t i = 0; i < at.size(); ++i) {
      s.fleets.ships.add(frigate.id, i % 2 == 0 ? blue : red, at[i], {i % 2 == 0 ? 1.0 : -1.0, 0.0, 0.0});
    }
  }
  s.fleets.order(blue, fleet::Order::moveTo(centre + east));
  s.fleets.order(red, fleet::Order::moveTo(centre - east));
  // Ticks short enough for one navigation step (sim::navigationStepsFor, with the ships under way).
  s.secondsPerTick = g.tickSeconds;
  sim::TickScratch scratch;
  for (int k = 0; k < 5; ++k) sim::tick(s, g.rules(), {}, scratch);
  while (sim::navigationStepsFor(g.tickSeconds, g.shipTypes, s.fleets.ships, {}) > 1) g.tickSeconds *= 0.5;
  s.secondsPerTick = g.tickSeconds;
  // Guns at every point of their reload, as after minutes of fighting (here all fired together in
  // the first tick, and a measured tick would hold all of a volley or none of it): mount m of ship i
  // at the fraction (4 i + m) / golden ratio, mod 1, of its reload.
  const combat::Armament& armed = g.combat.of(frigate.id);
  for (std::size_t i = 0; i < s.fleets.ships.size(); ++i) {
    for (std::size_t m = 0; m < armed.mounts.size(); ++m) {
      const double phase = std::fmod(static_cast<double>(4 * i + m) * 0.6180339887498949, 1.0);
      s.fleets.ships.combat[i].reload[m] = phase * g.combat.weapon(armed.mounts[m].weapon).secondsPerShot;
    }
    // Looks for a better target spread over the interval, as minutes into a fight (each ship looks
    // every 0.75 to 1.25 intervals, by its id): a tick of 0.5 s sees about a twentieth of them look.
    const double look = std::fmod(static_cast<double>(i) * 0.6180339887498949, 1.0);
    s.fleets.ships.combat[i].retargetAt = s.time + look * g.combat.targeting.retargetSeconds;
  }
  return g;
}

const Battle& battle(const benchmark::State& bench) {
  static const Battle sideBySide = makeBattle(Layout::SideBySide);
  static const Battle mixed = makeBattle(Layout::Mixed);
  return bench.range(0) == 0 ? sideBySide : mixed;
}

void perShip(benchmark::State& bench) {
  // Seconds per ship, shown with an SI prefix ("180n" is 180 ns).
  bench.counters["per_ship"] =
      benchmark::Counter(kShips, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void wholeTick(benchmark::State& bench, bool firstContact) {
  const Battle& b = battle(bench);
  sim::TickScratch scratch;
  std::int64_t steps = 0, shots = 0;
  for (auto _ : bench) {
    bench.PauseTiming();
    sim::GameState s = b.start;
    if (firstContact) {
      for (world::CombatState& c : s.fleets.ships.combat) c.target = {};
    }
    bench.ResumeTiming();
    const sim::TickReport r = sim::tick(s, b.rules(), {}, scratch);
    steps = r.navigationSteps;
    shots = r.fight.shots;
    benchmark::DoNotOptimize(s.fleets.ships.position.data());
  }
  perShip(bench);
  bench.counters["navigation_steps"] = static_cast<double>(steps);
  bench.counters["shots"] = static_cast<double>(shots);
  bench.counters["tick_s"] = b.tickSeconds;
}

// Mid-battle: a twentieth of the ships look for a target, the rest keep theirs.
void BM_CombatTick(benchmark::State& bench) { wholeTick(bench, false); }
// The round the crowds meet: every ship looks.
void BM_CombatTickFirstContact(benchmark::State& bench) { wholeTick(bench, true); }

void fightAlone(benchmark::State& bench, bool looking) {
  const Battle& b = battle(bench);
  combat::CombatScratch scratch;
  const double end = b.start.time + b.tickSeconds;
  const combat::CombatWorld world{b.system, b.shipTypes, b.stationTypes, b.combat, end};
  std::int64_t losses = 0;
  for (auto _ : bench) {
    bench.PauseTiming();
    sim::GameState s = b.start;
    if (looking) {
      for (world::CombatState& c : s.fleets.ships.combat) c.target = {};
    }
    bench.ResumeTiming();
    const combat::TickFight f =
        combat::fight(world, s.fleets, s.stations, b.tickSeconds, s.tick, s.seed, s.players.size(), scratch);
    losses = static_cast<std::int64_t>(f.losses.size());
    benchmark::DoNotOptimize(f.volleys.data());
  }
  perShip(bench);
  bench.counters["losses"] = static_cast<double>(losses);  // 0: the battle stays as it is
}

void BM_CombatFightKept(benchmark::State& bench) { fightAlone(bench, false); }
void BM_CombatFightLooking(benchmark::State& bench) { fightAlone(bench, true); }

void BM_NavigationStep(benchmark::State& bench) {
  const Battle& b = battle(bench);
  fleet::StepScratch scratch;
  for (auto _ : bench) {
    bench.PauseTiming();
    sim::GameState s = b.start;
    bench.ResumeTiming();
    const fleet::NavigationWorld world{b.system, b.shipTypes, b.stationTypes, s.stations, s.obstacles, s.time};
    fleet::stepFleets(world, s.fleets, b.tickSeconds, s.tick, scratch);
    benchmark::DoNotOptimize(s.fleets.ships.position.data());
  }
  perShip(bench);
}

// Argument 0: the crowds side by side; 1: mixed.
BENCHMARK(BM_CombatTick)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_CombatTickFirstContact)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_CombatFightKept)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_CombatFightLooking)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_NavigationStep)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
