// The economy in the tick: income by the game hour less the organisation tax, costs, build times,
// shipyard queues with refunds, ownership, fleets formed and merged, and the ledger that must balance
// to the unit. Expected figures are worked out here by hand from data/rules.json, ships.json and
// stations.json (quoted beside each), never read back from the code under test.
#include <gtest/gtest.h>

#include <limits>

#include "data/scenario_world.h"
#include "sim/economy.h"
#include "sim/recording.h"
#include "sim/state_hash.h"
#include "sim/tick.h"

namespace perihelion::sim {
namespace {

const std::filesystem::path kScenarios = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios";
constexpr double kHour = 3600.0;
constexpr double kDay = 86400.0;
const world::PlayerId kBlue{0}, kRed{1};

/// The two-player scenario's start (Blue on the Earth, Red on Mars), without its orders.
class Economy : public ::testing::Test {
 protected:
  void SetUp() override {
    data::LoadedScenarioWorld loaded = data::loadScenarioWorld(kScenarios / "economy_two_players.json");
    ASSERT_TRUE(loaded.world);
    world = std::move(*loaded.world);
    state = world.state;
    state.secondsPerTick = kHour;
  }
  Rules rules() const { return {world.system, world.shipTypes, world.stationTypes, {}, world.economy, world.combat}; }
  TickReport run(std::vector<Command> commands = {}) { return tick(state, rules(), commands, scratch); }
  void runFor(double seconds) {
    const auto ticks = static_cast<int>(std::llround(seconds / state.secondsPerTick));
    for (int k = 0; k < ticks; ++k) run();
  }
  world::BodyId body(const char* name) const { return world.system.find(name)->id; }
  world::StationTypeId stationType(const char* name) const { return world.stationTypes.find(name)->id; }
  fleet::ShipTypeId shipType(const char* name) const { return world.shipTypes.find(name)->id; }
  /// Places a station now for `player` at ring `ring` (0 = innermost), phase 0.
  TickReport place(world::PlayerId player, const char* planet, std::uint32_t ring, const char* type, double phase = 0.0) {
    return run({PlaceStation{{body(planet), ring, phase, stationType(type), state.time}, player}});
  }
  const Player& blue() const { return state.players[0]; }
  const Player& red() const { return state.players[1]; }
  std::string code(const TickReport& r) const { return r.refusals.empty() ? "" : std::string(refusalCode(r.refusals[0])); }

  data::ScenarioWorld world;
  GameState state;
  TickScratch scratch;
};

TEST(TaxRule, GrowsByAStepPerPlanetBeyondTheFirstUpToItsCap) {
  const TaxRule rule{500, 400, 4000};  // data/rules.json: 5 %, 4 % a planet, at most 40 %
  EXPECT_EQ(rule.rateFor(0), 0);       // no planet, no income to tax
  EXPECT_EQ(rule.rateFor(1), 500);
  EXPECT_EQ(rule.rateFor(2), 900);
  EXPECT_EQ(rule.rateFor(9), 3700);
  EXPECT_EQ(rule.rateFor(10), 4000);  // 41 % capped
  EXPECT_EQ(rule.rateFor(100), 4000);
}

TEST_F(Economy, PlayersStartWithTheirHomePlanetsAndMoney) {
  ASSERT_EQ(state.players.size(), 2u);
  EXPECT_EQ(blue().key, "blue");
  EXPECT_EQ(blue().colour, 0x3d8bffu);
  EXPECT_EQ(state.ownerOf(body("Earth")), kBlue);
  EXPECT_EQ(state.ownerOf(body("Mars")), kRed);
  EXPECT_EQ(state.ownerOf(body("Venus")), world::kNobody);
  EXPECT_EQ(blue().stock, (world::Amounts{6000, 1500, 0}));
  EXPECT_EQ(blue().kind, PlayerKind::Human);
  EXPECT_EQ(red().kind, PlayerKind::Ai);
}

TEST_F(Economy, TheEarthPaysItsEconomicsLessFivePerCentADay) {
  runFor(kDay);
  // Earth: economics 200, resources 80 a day; one planet: 5 % tax. 200 * 0.95 = 190, 80 * 0.95 = 76.
  EXPECT_EQ(blue().stock.money, 6000 + 190);
  EXPECT_EQ(blue().stock.resources, 1500 + 76);
  // Mars: 90 and 120 a day: 85.5 and 114; the half unit is owed, not lost.
  EXPECT_EQ(red().stock.money, 5000 + 85);
  runFor(kDay);
  EXPECT_EQ(red().stock.money, 5000 + 171);
}

TEST_F(Economy, ShortTicksPayExactlyWhatLongTicksPay) {
  GameState coarse = state;
  state.secondsPerTick = 60.0;  // a game minute a tick: an hour is crossed every 60th tick
  runFor(3 * kDay);
  coarse.secondsPerTick = kDay;  // a whole game day a tick
  for (int k = 0; k < 3; ++k) tick(coarse, rules(), {}, scratch);
  EXPECT_EQ(blue().stock, coarse.players[0].stock);
  EXPECT_EQ(red().stock, coarse.players[1].stock);
  EXPECT_EQ(blue().stock.money, 6000 + 570);  // 3 * 190
}

TEST_F(Economy, MorePlanetsRaiseTheTaxOnAllOfThem) {
  state.bodyOwners[body("Venus").value] = kBlue;
  state.bodyOwners[body("Jupiter").value] = kBlue;
  EXPECT_EQ(taxRateOf(state, world.system, world.economy, kBlue), 1300);  // 5 % + 2 * 4 %
  runFor(kDay);
  // Earth 200 + Venus 70 + Jupiter 120 = 390 a day at 13 %: 339.3.
  EXPECT_EQ(blue().stock.money, 6000 + 339);
}

TEST_F(Economy, APausedGameEarnsNothing) {
  state.paused = true;
  runFor(kDay);
  EXPECT_EQ(blue().stock.money, 6000);
}

TEST_F(Economy, AStationCostsItsPriceAndWorksAfterItsBuildTime) {
  const TickReport r = place(kBlue, "Earth", 2, "Factory");  // ring 3 (large): 1,200 money, 300 resources, 8 days
  ASSERT_TRUE(r.refusals.empty()) << r.refusals[0].reason;
  ASSERT_EQ(state.stations.size(), 1u);
  const world::Station& s = state.stations[0];
  EXPECT_EQ(s.owner, kBlue);
  EXPECT_FALSE(s.built());
  EXPECT_EQ(blue().ledger.spent, (world::Amounts{1200, 300, 0}));
  // The tick crossed one whole game hour (the start is 69.184 s past one: TT - UTC), paying 190 / 24 =
  // 7.9 money: 7 now, the rest owed.
  EXPECT_EQ(blue().stock.money, 6000 - 1200 + 7);
  runFor(8 * kDay - 2 * kHour);
  EXPECT_FALSE(state.stations[0].built());
  runFor(2 * kHour);
  EXPECT_TRUE(state.stations[0].built());
  EXPECT_EQ(blue().stationsBuilt, 1);
  // A working factory adds 60 money and 20 resources a day before tax.
  EXPECT_EQ(grossPerDay(state, world.economy, world.stationTypes, kBlue), (world::Amounts{260, 100, 0}));
}

TEST_F(Economy, RefusedCommandsChangeNothing) {
  state.players[0].stock = {1000, 100, 0};
  state.players[0].ledger.start = {1000, 100, 0};
  const std::uint64_t before = stateHash(state);
  GameState copy = state;
  const std::vector<Command> refused{
      PlaceStation{{body("Earth"), 3, 0.0, stationType("Shipyard"), state.time}, kBlue},    // cannot-afford
      PlaceStation{{body("Mars"), 1, 0.0, stationType("Satellite"), state.time}, kBlue},     // not-your-planet
      PlaceStation{{body("Earth"), 0, 0.0, stationType("Satellite"), state.time}, world::kNobody},  // no-such-player
      PlaceStation{{body("Earth"), 0, 0.0, stationType("Shipyard"), state.time}, kBlue},     // ring too small
      QueueShip{world::StationId{7}, shipType("Scout"), kBlue},                              // no-such-station
  };
  const TickReport r = tick(state, rules(), refused, scratch);
  ASSERT_EQ(r.refusals.size(), 5u);
  EXPECT_EQ(refusalCode(r.refusals[0]), "cannot-afford");
  EXPECT_NE(r.refusals[0].reason.find("1,500 money"), std::string::npos) << r.refusals[0].reason;
  EXPECT_EQ(refusalCode(r.refusals[1]), "not-your-planet");
  EXPECT_EQ(refusalCode(r.refusals[2]), "no-such-player");
  EXPECT_EQ(refusalCode(r.refusals[3]), "size-not-accepted");
  EXPECT_EQ(refusalCode(r.refusals[4]), "no-such-station");
  tick(copy, rules(), {}, scratch);  // the same tick with no commands at all
  EXPECT_EQ(stateHash(state), stateHash(copy));
  EXPECT_NE(stateHash(state), before);
}

class Shipyards : public Economy {
 protected:
  void SetUp() override {
    Economy::SetUp();
    ASSERT_TRUE(place(kBlue, "Earth", 3, "Shipyard").refusals.empty());  // 1,500 money, 400 resources, 10 days
    yard = state.stations.back().id;
    runFor(10 * kDay);
    ASSERT_TRUE(state.stations.back().built());
  }
  world::StationId yard;
};

TEST_F(Shipyards, AYardUnderConstructionTakesNoOrders) {
  ASSERT_TRUE(place(kRed, "Mars", 3, "Shipyard").refusals.empty());
  EXPECT_EQ(code(run({QueueShip{state.stations.back().id, shipType("Scout"), kRed}})), "still-building");
  EXPECT_EQ(code(run({QueueShip{yard, shipType("Scout"), kRed}})), "not-yours");
  EXPECT_EQ(code(run({QueueShip{yard, fleet::ShipTypeId{99}, kBlue}})), "unknown-type");
}

TEST_F(Shipyards, QueuedShipsArePaidThenLaunchedInOrderIntoTheRallyFleet) {
  const world::Amounts before = blue().stock;
  run({QueueShip{yard, shipType("Frigate"), kBlue}, QueueShip{yard, shipType("Scout"), kBlue}});
  // Frigate 250 money, 60 resources, 1.5 days; Scout 80 money, 10 resources, 0.5 days.
  EXPECT_EQ(blue().ledger.spent - (world::Amounts{1500, 400, 0}), (world::Amounts{330, 70, 0}));
  EXPECT_LE(blue().stock.money, before.money - 330 + 8);  // one hour's income at most
  const std::size_t ships = state.fleets.ships.size();
  runFor(1.5 * kDay - kHour);  // the tick that queued them already worked an hour
  ASSERT_EQ(state.fleets.ships.size(), ships + 1);
  EXPECT_EQ(state.fleets.ships.type[ships], shipType("Frigate"));
  const fleet::FleetId rally = state.fleets.ships.fleet[ships];
  EXPECT_EQ(state.fleets.fleets[rally.value].owner, kBlue);
  EXPECT_EQ(state.fleets.ships.mode[ships], fleet::ShipMode::InWell);  // waits at the yard, round the Earth
  runFor(0.5 * kDay);
  ASSERT_EQ(state.fleets.ships.size(), ships + 2);
  EXPECT_EQ(state.fleets.ships.fleet[ships + 1], rally);
  EXPECT_GT(glm::length(state.fleets.ships.wellOffset[ships + 1] - state.fleets.ships.wellOffset[ships]), 1e4)
      << "two new ships must not start at one point";
  EXPECT_EQ(blue().shipsBuilt, 2);
}

TEST_F(Shipyards, ACancelledShipIsRefundedToTheUnitAndTheQueueReorders) {
  run({QueueShip{yard, shipType("Frigate"), kBlue}, QueueShip{yard, shipType("Scout"), kBlue},
       QueueShip{yard, shipType("Freighter"), kBlue}});
  const Shipyard& y = *state.shipyard(yard);
  ASSERT_EQ(y.queue.size(), 3u);
  run({MoveQueuedShip{yard, 2, 0, kBlue}});
  EXPECT_EQ(y.queue[0].type, shipType("Freighter"));
  EXPECT_EQ(y.queue[1].type, shipType("Frigate"));
  const world::Amounts stock = blue().stock, spent = blue().ledger.spent;
  const world::Amounts income = blue().ledger.income;
  run({CancelShip{yard, 1, kBlue}});  // the frigate: 250 money, 60 resources back
  ASSERT_EQ(y.queue.size(), 2u);
  EXPECT_EQ(blue().ledger.spent, (spent - world::Amounts{250, 60, 0}));
  EXPECT_EQ(blue().stock - (blue().ledger.income - income), (stock + world::Amounts{250, 60, 0}));
  EXPECT_EQ(code(run({CancelShip{yard, 5, kBlue}})), "not-in-queue");
  EXPECT_EQ(blue().stock, blue().ledger.expected());
}

TEST_F(Shipyards, ARallyPointSendsNewShipsOnTheirWay) {
  run({SetRally{yard, fleet::Order::goTo(body("Mars")), kBlue}, QueueShip{yard, shipType("Scout"), kBlue}});
  runFor(0.5 * kDay);
  const std::size_t last = state.fleets.ships.size() - 1;
  EXPECT_EQ(state.fleets.ships.mode[last], fleet::ShipMode::Moving);
  EXPECT_EQ(state.fleets.fleets[state.fleets.ships.fleet[last].value].order.body, body("Mars"));
}

TEST_F(Shipyards, FleetsAreFormedFromShipsAndMergedByTheirOwnerOnly) {
  run({QueueShip{yard, shipType("Scout"), kBlue}, QueueShip{yard, shipType("Scout"), kBlue},
       QueueShip{yard, shipType("Scout"), kBlue}});
  runFor(1.5 * kDay);
  const std::size_t n = state.fleets.ships.size();
  ASSERT_GE(n, 3u);
  const fleet::ShipId a{static_cast<std::uint32_t>(n - 3)}, b{static_cast<std::uint32_t>(n - 2)};
  const fleet::FleetId rally = state.fleets.ships.fleet[a.value];
  EXPECT_EQ(code(run({FormFleet{{a}, "Stolen", kRed}})), "not-yours");
  EXPECT_EQ(code(run({FormFleet{{}, "Empty", kBlue}})), "no-ships");
  ASSERT_TRUE(run({FormFleet{{a, b}, "Pickets", kBlue}}).refusals.empty());
  const fleet::FleetId pickets = state.fleets.ships.fleet[a.value];
  EXPECT_NE(pickets, rally);
  EXPECT_EQ(state.fleets.fleets[pickets.value].name, "Pickets");
  EXPECT_EQ(state.fleets.fleets[pickets.value].owner, kBlue);
  EXPECT_EQ(state.fleets.ships.fleet[n - 1], rally);  // the third stayed
  ASSERT_TRUE(run({MergeFleets{rally, {pickets}, kBlue}}).refusals.empty());
  EXPECT_EQ(state.fleets.ships.fleet[a.value], rally);
  EXPECT_EQ(state.fleets.ships.fleet[b.value], rally);
}

TEST_F(Economy, TheLedgerBalancesToTheUnitThroughTheScenario) {
  // The whole scripted scenario: stations, queues, a cancel and a rally.
  std::size_t next = 0;
  std::vector<Command> commands;
  state = world.state;
  for (std::int64_t k = 0; k < world.ticks; ++k) {
    commands.clear();
    data::takeOrdersDue(world.orders, state.tick, state.time, next, commands);
    const TickReport r = tick(state, rules(), commands, scratch);
    ASSERT_TRUE(r.refusals.empty()) << r.refusals[0].reason;
    for (const Player& p : state.players) ASSERT_EQ(p.stock, p.ledger.expected()) << p.name << " at tick " << k;
  }
  // Spent: Blue a shipyard, a factory and three frigates (the scout was cancelled); Red a shipyard, a
  // depot and four scouts.
  EXPECT_EQ(blue().ledger.spent, (world::Amounts{1500 + 1200 + 3 * 250, 400 + 300 + 3 * 60, 0}));
  EXPECT_EQ(red().ledger.spent, (world::Amounts{1500 + 500 + 4 * 80, 400 + 100 + 4 * 10, 0}));
  EXPECT_EQ(blue().shipsBuilt, 3);
  EXPECT_EQ(red().shipsBuilt, 4);
}

TEST_F(Economy, AStationInAFreeCometsWellTakesItForItsRareMaterials) {
  const world::BodyId halley = body("1P/Halley");
  EXPECT_EQ(code(place(kRed, "1P/Halley", 0, "Satellite", 1.0)), "");  // a free comet: anyone may build there
  EXPECT_EQ(state.ownerOf(halley), world::kNobody) << "held only once the station works";
  runFor(2 * kDay);  // a satellite: 2 days (data/stations.json)
  EXPECT_EQ(state.ownerOf(halley), kRed);
  EXPECT_EQ(code(place(kBlue, "1P/Halley", 0, "Satellite", 4.0)), "not-your-planet") << "held by another";
  const std::int64_t rare = red().stock.rare;
  runFor(10 * kDay);
  // data/rules.json: Halley 6 rare a day, 5 % tax: 57 in ten days, give or take the unit owed before.
  EXPECT_NEAR(static_cast<double>(red().stock.rare - rare), 57.0, 1.0);
  EXPECT_EQ(planetsHeld(state, world.system, kRed), 1) << "a comet is no planet: the tax does not grow";
}

TEST_F(Economy, TwoPlayersAtOneCometContestItAndNeitherHoldsIt) {
  const world::BodyId encke = body("2P/Encke");
  ASSERT_EQ(code(run({PlaceStation{{encke, 0, 0.0, stationType("Satellite"), state.time}, kRed},
                      PlaceStation{{encke, 0, 3.0, stationType("Satellite"), state.time}, kBlue}})),
            "");  // both placed in one tick while it was free
  runFor(3 * kDay);
  EXPECT_EQ(state.ownerOf(encke), world::kNobody);
  EXPECT_EQ(blue().stock.rare + red().stock.rare, 0);
}

TEST_F(Economy, WithTheShipsRuleTheOnePlayerWithShipsInItsWellHoldsAComet) {
  world.economy.cometHolding = CometHolding::Ships;
  const world::BodyId encke = body("2P/Encke");
  // Both hold fire: the test is of who holds the comet, not of a fight between scouts 4,000 km apart.
  const fleet::FleetId blues = state.fleets.addFleet("Blue pickets", kBlue);
  state.fleets.fleets[blues.value].combat.stance = fleet::Stance::HoldFire;
  const fleet::ShipId ship = state.fleets.ships.add(shipType("Scout"), blues, glm::dvec3(0.0), glm::dvec3(1, 0, 0));
  state.fleets.ships.mode[ship.value] = fleet::ShipMode::InWell;
  state.fleets.ships.wellPlanet[ship.value] = encke;
  state.fleets.ships.wellOffset[ship.value] = glm::dvec3(2e6, 0.0, 0.0);
  run();
  EXPECT_EQ(state.ownerOf(encke), kBlue);
  const fleet::FleetId reds = state.fleets.addFleet("Red raiders", kRed);
  state.fleets.fleets[reds.value].combat.stance = fleet::Stance::HoldFire;
  const fleet::ShipId raider = state.fleets.ships.add(shipType("Scout"), reds, glm::dvec3(0.0), glm::dvec3(1, 0, 0));
  state.fleets.ships.mode[raider.value] = fleet::ShipMode::InWell;
  state.fleets.ships.wellPlanet[raider.value] = encke;
  state.fleets.ships.wellOffset[raider.value] = glm::dvec3(-2e6, 0.0, 0.0);
  run();
  EXPECT_EQ(state.ownerOf(encke), world::kNobody);
}

TEST_F(Economy, AJumpOfTheClockNeitherPaysNorOwes) {
  runFor(kDay);
  const world::Amounts afterADay = blue().stock;
  run({JumpToTime{state.time - 30 * kDay}});  // back a month: the same hours again must not pay twice
  runFor(kDay - kHour);
  EXPECT_EQ(blue().stock.money, afterADay.money + 190) << "one more day of play: 190, whatever the calendar says";
  run({JumpToTime{state.time + 365 * kDay}});
  EXPECT_LE(blue().stock.money, afterADay.money + 190 + 8) << "a jump ahead pays at most the tick's own hour";
}

TEST_F(Economy, IncomeAtTheDataCapsIsExactAndNeverWraps) {
  // A billion money a day (the cap of a yield) for one tick of the longest length: 60.875 days.
  world.economy.bodies[body("Earth").value].perDay = {1'000'000'000, 0, 0};
  state.secondsPerTick = kMaxSecondsPerTick;
  run();
  // 1e9 * 0.95 a day for 1461 hours: 57,831,250,000.
  EXPECT_EQ(blue().stock.money - 6000, 57'831'250'000);
  // Far beyond the data (the bodies' yields are capped at a billion): held at the largest int64.
  world.economy.bodies[body("Earth").value].perDay = {4'000'000'000'000'000'000, 0, 0};
  for (int k = 0; k < 3; ++k) run();
  EXPECT_EQ(blue().stock.money, std::numeric_limits<std::int64_t>::max());
}

TEST_F(Economy, PlayersTakeTurnsToGoFirstWhenTheirCommandsClash) {
  // Both ask for one free comet's ring slot in one tick; whoever goes first gets it, and that alternates.
  const world::BodyId encke = body("2P/Encke");
  const auto clash = [&] {
    return std::vector<Command>{PlaceStation{{encke, 0, 0.0, stationType("Satellite"), state.time}, kBlue},
                                PlaceStation{{encke, 0, 0.0, stationType("Satellite"), state.time}, kRed}};
  };
  GameState odd = state;
  odd.tick = 1;
  const TickReport even = run(clash());  // tick 0: Blue (player 0) first
  ASSERT_EQ(even.refusals.size(), 1u);
  EXPECT_EQ(even.refusals[0].command, 1u) << "Red's, the second in the list, refused";
  EXPECT_EQ(state.stations.back().owner, kBlue);
  state = odd;  // tick 1: Red first, though still second in the list
  const TickReport second = run(clash());
  ASSERT_EQ(second.refusals.size(), 1u);
  EXPECT_EQ(second.refusals[0].command, 0u) << "Blue's refused this time";
  EXPECT_EQ(state.stations.back().owner, kRed);
}

TEST_F(Economy, AFleetNameMustRecordAsItIsAndListsMustNotRunLong) {
  const fleet::FleetId guard = state.fleets.addFleet("Guard", kBlue);
  const fleet::ShipId s = state.fleets.ships.add(shipType("Scout"), guard, glm::dvec3(1e11, 0, 0), glm::dvec3(1, 0, 0));
  EXPECT_EQ(code(run({FormFleet{{s}, " A\nmove_to fleets 0", kBlue}})), "bad-name");
  EXPECT_EQ(code(run({FormFleet{{s}, std::string(65, 'x'), kBlue}})), "bad-name");
  EXPECT_EQ(code(run({FormFleet{std::vector<fleet::ShipId>(5, s), "Five", kBlue}})), "too-many");
  EXPECT_EQ(code(run({OrderFleets{std::vector<fleet::FleetId>(1000, guard), {}, kBlue}})), "too-many");
  EXPECT_EQ(code(run({MergeFleets{guard, std::vector<fleet::FleetId>(1000, guard), kBlue}})), "too-many");
  EXPECT_EQ(state.fleets.ships.fleet[s.value], guard) << "nothing was half done";
}

TEST(Sandbox, AStationIsFreeAndBuiltAtOnce) {
  data::LoadedScenarioWorld loaded = data::loadScenarioWorld(kScenarios / "sandbox.json");
  ASSERT_TRUE(loaded.world);
  GameState state = loaded.world->state;
  TickScratch scratch;
  const Rules rules{loaded.world->system, loaded.world->shipTypes, loaded.world->stationTypes, {}};
  const world::StationTypeId yard = loaded.world->stationTypes.find("Shipyard")->id;
  const TickReport r = tick(state, rules,
                            std::vector<Command>{PlaceStation{{loaded.world->system.find("Jupiter")->id, 3, 0.0, yard, state.time}}},
                            scratch);
  ASSERT_TRUE(r.refusals.empty()) << refusalCode(r.refusals[0]) << ": " << r.refusals[0].reason;
  EXPECT_TRUE(state.stations.back().built());
  EXPECT_EQ(state.stations.back().owner, world::kNobody);
}

TEST(EconomyRecording, EveryNewCommandReadsBackAsWritten) {
  const std::vector<Command> commands{
      QueueShip{world::StationId{3}, fleet::ShipTypeId{1}, world::PlayerId{1}},
      CancelShip{world::StationId{3}, 2, world::PlayerId{0}},
      MoveQueuedShip{world::StationId{4}, 3, 0, world::PlayerId{1}},
      SetRally{world::StationId{4}, fleet::Order::goTo(world::BodyId{4}), world::PlayerId{0}},
      FormFleet{{fleet::ShipId{5}, fleet::ShipId{9}}, "Strike group", world::PlayerId{0}},
      MergeFleets{fleet::FleetId{2}, {fleet::FleetId{5}, fleet::FleetId{6}}, world::PlayerId{1}},
      PlaceStation{{world::BodyId{3}, 2, 0.5, world::StationTypeId{5}, 100.0}, world::PlayerId{1}},
  };
  std::string text = recordingHeader("t", 0.0, 60.0, false);
  for (const Command& c : commands) text += recordingLine(0, 60.0, c);
  text += recordingEnd(1, 0);
  const ParsedRecording parsed = parseRecording(text);
  ASSERT_TRUE(parsed.recording) << parsed.error->message << " at line " << parsed.error->line;
  ASSERT_EQ(parsed.recording->commands.size(), commands.size());
  for (std::size_t k = 0; k < commands.size(); ++k) {
    const Command& read = parsed.recording->commands[k].command;
    EXPECT_EQ(recordingLine(0, 60.0, read), recordingLine(0, 60.0, commands[k]));
    EXPECT_EQ(issuer(read), issuer(commands[k]));
  }
  const auto* form = std::get_if<FormFleet>(&parsed.recording->commands[4].command);
  ASSERT_TRUE(form);
  EXPECT_EQ(form->name, "Strike group");
  EXPECT_EQ(form->ships, (std::vector<fleet::ShipId>{fleet::ShipId{5}, fleet::ShipId{9}}));
  const auto* merge = std::get_if<MergeFleets>(&parsed.recording->commands[5].command);
  ASSERT_TRUE(merge);
  EXPECT_EQ(merge->into, fleet::FleetId{2});
  EXPECT_EQ(merge->from, (std::vector<fleet::FleetId>{fleet::FleetId{5}, fleet::FleetId{6}}));
  const auto* rally = std::get_if<SetRally>(&parsed.recording->commands[3].command);
  ASSERT_TRUE(rally);
  EXPECT_EQ(rally->order.kind, fleet::Order::Kind::GoTo);
  EXPECT_EQ(rally->order.body, world::BodyId{4});
  // A game-wide command names no player.
  EXPECT_FALSE(parseRecording(recordingHeader("t", 0.0, 60.0, false) + "tick 0 length 60 pause player 1 1\n" +
                              recordingEnd(1, 0)).recording);
}

}  // namespace
}  // namespace perihelion::sim
