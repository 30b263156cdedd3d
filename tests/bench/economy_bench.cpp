// The economy's share of a tick: income, construction and shipyards (sim/economy.h) against the
// navigation step, in a big game: 8 players, 20 bodies, 500 stations (a fifth of them shipyards with
// five ships queued, half of the rest under construction) and 10,000 ships in 80 fleets on their way.
// Target: the economy costs under 5 % of one navigation step (counter share_percent).
//
// The economy runs on ticks of a game hour, so every tick pays income; nothing finishes during the
// run (build times are huge), so each iteration does the same work.
#include <benchmark/benchmark.h>

#include <chrono>

#include "astro/units.h"
#include "fleet/fleet_step.h"
#include "fleet/scatter.h"
#include "shipped_data.h"
#include "sim/economy.h"

namespace {

using namespace perihelion;

constexpr int kPlayers = 8;
constexpr std::size_t kBodies = 20;
constexpr int kStations = 500;
constexpr std::uint32_t kShips = 10'000;
constexpr int kFleets = 80;

struct BigGame : testing_data::ShippedData {
  sim::GameState state;
};

BigGame makeGame() {
  BigGame g;
  // Twenty bodies: the planets again under other names, until there are enough.
  for (std::size_t k = 1; g.system.bodies.size() < kBodies; ++k) {
    world::Body copy = g.system.bodies[k];
    copy.id = world::BodyId{static_cast<std::uint32_t>(g.system.bodies.size())};
    copy.name += " II";
    g.system.bodies.push_back(copy);
    g.economy.bodies.push_back(g.economy.bodies[k]);
  }
  g.economy.bodies.resize(kBodies);
  sim::GameState& s = g.state;
  s.time = 8.0e8;
  s.secondsPerTick = 3600.0;
  s.bodyOwners.assign(kBodies, world::kNobody);
  for (int p = 0; p < kPlayers; ++p) {
    sim::Player player;
    player.id = world::PlayerId{static_cast<std::uint32_t>(p)};
    player.name = "Player " + std::to_string(p);
    player.home = world::BodyId{static_cast<std::uint32_t>(1 + p)};
    player.stock = {1'000'000, 1'000'000, 0};
    player.ledger.start = player.stock;
    s.players.push_back(player);
  }
  for (std::size_t b = 1; b < kBodies; ++b) s.bodyOwners[b] = world::PlayerId{static_cast<std::uint32_t>(b % kPlayers)};
  const world::StationTypeId shipyard = g.stationTypes.find("Shipyard")->id;
  for (int k = 0; k < kStations; ++k) {
    const world::BodyId planet{static_cast<std::uint32_t>(1 + k % (kBodies - 1))};
    const auto ring = static_cast<std::uint32_t>(g.system.body(planet).well->rings.size() - 1);
    world::Station st;
    st.id = world::StationId{s.nextStationId++};
    st.type = k % 5 == 0 ? shipyard : world::StationTypeId{static_cast<std::uint32_t>(k % 5)};
    st.planet = planet;
    st.at = {ring, 0.01 * k, s.time};
    st.owner = s.ownerOf(planet);
    st.buildSecondsLeft = k % 5 != 0 && k % 2 == 0 ? 1e12 : 0.0;
    s.stations.push_back(st);
    if (st.type == shipyard) {
      sim::Shipyard yard{st.id, {}, sim::kNoFleet, {}, 0};
      for (int q = 0; q < 5; ++q) yard.queue.push_back({fleet::ShipTypeId{1}, 1e12, {250, 60, 0}});
      s.shipyards.push_back(yard);
    }
  }
  const fleet::ShipType& scout = *g.shipTypes.find("Scout");
  const glm::dvec3 centre{0.0, 2.5 * astro::kAuMetres, 0.0};
  const std::vector<glm::dvec3> at = fleet::scatterInSphere(centre, 2.0e8, kShips, 11, 2.2 * scout.radius);
  for (int f = 0; f < kFleets; ++f) s.fleets.addFleet("Fleet " + std::to_string(f), world::PlayerId{static_cast<std::uint32_t>(f % kPlayers)});
  for (std::uint32_t i = 0; i < kShips; ++i) {
    s.fleets.ships.add(scout.id, fleet::FleetId{i % kFleets}, at[i], glm::dvec3(1.0, 0.0, 0.0));
  }
  for (int f = 0; f < kFleets; ++f) {
    s.fleets.order(fleet::FleetId{static_cast<std::uint32_t>(f)},
                   fleet::Order::moveTo(centre + glm::dvec3(1.0e10, 1.0e9 * f, 0.0)));
  }
  return g;
}

void BM_EconomyShareOfATick(benchmark::State& bench) {
  BigGame g = makeGame();
  sim::GameState& s = g.state;
  fleet::StepScratch scratch;
  using Clock = std::chrono::steady_clock;
  Clock::duration economy{}, navigation{};
  std::int64_t ticks = 0;
  for (auto _ : bench) {
    const double dt = 10.0;  // one navigation step of a tick
    const auto t0 = Clock::now();
    const fleet::NavigationWorld world{g.system, g.shipTypes, g.stationTypes, s.stations, s.obstacles, s.time};
    fleet::stepFleets(world, s.fleets, dt, s.tick, scratch);
    const auto t1 = Clock::now();
    const double end = s.time + s.secondsPerTick;
    sim::payIncome(s, g.system, g.economy, g.stationTypes, s.secondsPerTick);
    sim::advanceConstruction(s, g.system, g.stationTypes, g.shipTypes, s.secondsPerTick, end);
    sim::noteBalances(s);
    const auto t2 = Clock::now();
    s.time = end;
    ++s.tick;
    navigation += t1 - t0;
    economy += t2 - t1;
    ++ticks;
  }
  const auto us = [&](Clock::duration d) {
    return std::chrono::duration<double, std::micro>(d).count() / static_cast<double>(ticks);
  };
  bench.counters["economy_us"] = us(economy);
  bench.counters["navigation_step_us"] = us(navigation);
  bench.counters["share_percent"] = 100.0 * us(economy) / us(navigation);
  benchmark::DoNotOptimize(s.players.data());
}
BENCHMARK(BM_EconomyShareOfATick)->Unit(benchmark::kMillisecond)->Iterations(50);

}  // namespace

BENCHMARK_MAIN();
