// The one tick: commands applied and refused with their reasons, the step rule, the clock, the state
// hash, and recordings read and written (sim/). Scenario worlds are built directly (data/scenario_world.h).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "data/scenario_world.h"
#include "sim/recording.h"
#include "sim/state_hash.h"
#include "sim/tick.h"

namespace perihelion::sim {
namespace {

const std::filesystem::path kScenarios = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios";

/// The sandbox's world: 3 fleets round Earth, Mars and Venus, its orders at tick 0, and a game state.
class Sandbox : public ::testing::Test {
 protected:
  void SetUp() override {
    data::LoadedScenarioWorld loaded = data::loadScenarioWorld(kScenarios / "sandbox.json");
    ASSERT_TRUE(loaded.world);
    world = std::move(*loaded.world);
    state = world.state;
  }
  Rules rules() const { return {world.system, world.shipTypes, world.stationTypes, {}}; }
  TickReport run(std::vector<Command> commands) { return tick(state, rules(), commands, scratch); }

  data::ScenarioWorld world;
  GameState state;
  TickScratch scratch;
};

TEST_F(Sandbox, OrdersGoToEveryNamedFleetAndAdvanceTheClock) {
  const world::BodyId mars = *world::planetNamed(world.system, "Mars");
  const double before = state.time;
  const TickReport report = run({OrderFleets{{fleet::FleetId{0}, fleet::FleetId{2}}, fleet::Order::goTo(mars)}});
  EXPECT_TRUE(report.refusals.empty());
  EXPECT_EQ(state.fleets.fleets[0].order.body, mars);
  EXPECT_EQ(state.fleets.fleets[1].order.kind, fleet::Order::Kind::Hold);
  EXPECT_EQ(state.fleets.fleets[2].order.body, mars);
  EXPECT_GT(report.navigationSteps, 0);
  EXPECT_EQ(state.tick, 1);
  EXPECT_EQ(state.time, before + world.state.secondsPerTick);
}

TEST_F(Sandbox, RefusedCommandsChangeNothingAndSayWhy) {
  const std::uint64_t before = stateHash(state);
  const fleet::Order toTheSun = fleet::Order::goTo(world::BodyId{0});
  const double nan = std::numeric_limits<double>::quiet_NaN();
  state.paused = true;  // so that the tick itself changes only the tick count
  const std::uint64_t paused = stateHash(state);
  EXPECT_NE(paused, before);
  const TickReport report = run({OrderFleets{{fleet::FleetId{9}}, {}}, OrderFleets{{}, {}}, OrderFleets{{fleet::FleetId{0}}, toTheSun},
                                 OrderFleets{{fleet::FleetId{0}}, fleet::Order::moveTo(glm::dvec3{nan, 0, 0})},
                                 SetTimeRate{0.0}, SetTimeRate{nan}, SetTimeRate{kMaxSecondsPerTick * 2}, JumpToTime{1e300},
                                 OrderFleets{{fleet::FleetId{0}}, fleet::Order::moveTo(glm::dvec3{1e300, 1e300, 0})},
                                 OrderFleets{{fleet::FleetId{0}}, fleet::Order::goTo(world::BodyId{99})},
                                 JumpToTime{nan}});
  const CommandRefusal expected[] = {CommandRefusal::NoSuchFleet, CommandRefusal::NoFleets,    CommandRefusal::NotAPlanet,
                                     CommandRefusal::NotFinite,   CommandRefusal::BadTimeRate, CommandRefusal::BadTimeRate,
                                     CommandRefusal::BadTimeRate, CommandRefusal::OutOfRange,  CommandRefusal::OutOfRange,
                                     CommandRefusal::NoSuchPlanet, CommandRefusal::NotFinite};
  ASSERT_EQ(report.refusals.size(), std::size(expected));
  for (std::size_t k = 0; k < report.refusals.size(); ++k) {
    EXPECT_EQ(report.refusals[k].command, k);
    EXPECT_EQ(report.refusals[k].code, expected[k]) << refusalName(report.refusals[k].code);
    EXPECT_FALSE(report.refusals[k].reason.empty());
  }
  EXPECT_NE(report.refusals[2].reason.find("Sun"), std::string::npos) << report.refusals[2].reason;
  state.tick -= 1;  // all that changed is the tick count
  EXPECT_EQ(stateHash(state), paused);
}

TEST_F(Sandbox, AFleetIsSentToAMoonsPlanetNotToTheMoon) {
  // A moon has no well: the order is refused, naming the planet whose well it goes round.
  const world::Body& io = *world.system.find("Io");
  const TickReport report = run({OrderFleets{{fleet::FleetId{0}}, fleet::Order::goTo(io.id)}});
  ASSERT_EQ(report.refusals.size(), 1u);
  EXPECT_EQ(report.refusals[0].code, CommandRefusal::NotAPlanet);
  EXPECT_NE(report.refusals[0].reason.find("Io, a moon: go to Jupiter"), std::string::npos) << report.refusals[0].reason;
  const TickReport toJupiter = run({OrderFleets{{fleet::FleetId{0}}, fleet::Order::goTo(*io.parent)}});
  EXPECT_TRUE(toJupiter.refusals.empty());
  // Nor to Pluto, which has no well to arrive in (a fleet held there would have none to ride).
  const TickReport toPluto = run({OrderFleets{{fleet::FleetId{0}}, fleet::Order::goTo(world.system.find("Pluto")->id)}});
  ASSERT_EQ(toPluto.refusals.size(), 1u);
  EXPECT_EQ(toPluto.refusals[0].code, CommandRefusal::NotAPlanet);
  EXPECT_NE(toPluto.refusals[0].reason.find("Pluto, which has no gravity well"), std::string::npos) << toPluto.refusals[0].reason;
}

TEST_F(Sandbox, StationsGetNewIdsAndARefusedPlacementNamesItsRule) {
  const world::BodyId mars = *world::planetNamed(world.system, "Mars");
  const world::StationType& shipyard = *world.stationTypes.find("Shipyard");
  const std::uint32_t outer = static_cast<std::uint32_t>(world.system.body(mars).well->rings.size() - 1);
  const TickReport report = run({PlaceStation{{mars, 0, 0.0, shipyard.id, state.time}},  // a large one on ring 1: refused
                                 PlaceStation{{mars, outer, 0.0, shipyard.id, state.time}},  // the outer ring takes it
                                 PlaceStation{{mars, outer, 3.0, shipyard.id, state.time}}});
  ASSERT_EQ(report.refusals.size(), 1u);
  EXPECT_EQ(report.refusals[0].code, CommandRefusal::StationRefused);
  EXPECT_EQ(report.refusals[0].detail, "size-not-accepted");
  ASSERT_EQ(state.stations.size(), 2u);
  EXPECT_EQ(state.stations[0].id.value, 1u);  // the refused one took no id
  EXPECT_EQ(state.stations[1].id.value, 2u);
  EXPECT_EQ(state.nextStationId, 3u);
}

TEST_F(Sandbox, ACometIsABodyWithAWellForOrdersAndStations) {
  // Named like a planet, a go-to target, and its small well takes small and medium stations, never large.
  const std::optional<world::BodyId> halley = world::planetNamed(world.system, "1p/halley");
  const std::optional<world::BodyId> encke = world::planetNamed(world.system, "2P/Encke");
  ASSERT_TRUE(halley && encke);
  EXPECT_EQ(world.system.body(*halley).kind, world::BodyKind::Comet);
  const world::StationType& satellite = *world.stationTypes.find("Satellite");
  const world::StationType& depot = *world.stationTypes.find("Depot");
  const world::StationType& shipyard = *world.stationTypes.find("Shipyard");
  const TickReport report = run({OrderFleets{{fleet::FleetId{1}}, fleet::Order::goTo(*encke)},
                                 PlaceStation{{*halley, 0, 0.0, satellite.id, state.time}},
                                 PlaceStation{{*halley, 1, 0.0, depot.id, state.time}},
                                 PlaceStation{{*halley, 0, 3.0, depot.id, state.time}},  // ring 1 is for small ones
                                 PlaceStation{{*halley, 1, 3.0, shipyard.id, state.time}}});
  ASSERT_EQ(report.refusals.size(), 2u);
  EXPECT_EQ(report.refusals[0].command, 3u);
  EXPECT_EQ(report.refusals[0].detail, "size-not-accepted");
  EXPECT_EQ(report.refusals[1].command, 4u);
  EXPECT_EQ(report.refusals[1].detail, "size-not-accepted");
  EXPECT_EQ(state.fleets.fleets[1].order.body, *encke);
  ASSERT_EQ(state.stations.size(), 2u);
  EXPECT_EQ(state.stations[0].planet, *halley);
}

TEST_F(Sandbox, AStationIsPlacedWhereThePlayerSawItNotInTheFuture) {
  const world::BodyId mars = *world::planetNamed(world.system, "Mars");
  const world::StationType& shipyard = *world.stationTypes.find("Shipyard");
  const std::uint32_t outer = static_cast<std::uint32_t>(world.system.body(mars).well->rings.size() - 1);
  const TickReport report = run({PlaceStation{{mars, outer, 0.0, shipyard.id, state.time + 1.0}},
                                 PlaceStation{{mars, outer, 0.0, shipyard.id, state.time - 2.0 * kMaxSecondsPerTick}},
                                 PlaceStation{{mars, outer, 0.0, shipyard.id, state.time - 5.0}}});
  ASSERT_EQ(report.refusals.size(), 2u);
  EXPECT_EQ(report.refusals[0].code, CommandRefusal::OutOfRange);
  EXPECT_EQ(report.refusals[1].code, CommandRefusal::OutOfRange);
  ASSERT_EQ(state.stations.size(), 1u);
  EXPECT_EQ(state.stations[0].at.placedAt, world.state.time - 5.0);
}

TEST_F(Sandbox, JumpingInTimeMovesTheClockAndLeavesShipsInFlightWhereTheyAre) {
  run({OrderFleets{{fleet::FleetId{0}}, fleet::Order::moveTo(glm::dvec3{1e11, 0, 0})}, SetPaused{true}});
  const GameState before = state;
  const double later = before.time + 365.0 * astro::kSecondsPerDay;
  run({JumpToTime{later}});
  EXPECT_EQ(state.time, later);  // paused: the jump is all that moved the clock
  for (std::size_t i = 0; i < state.fleets.ships.size(); ++i) {
    if (state.fleets.ships.mode[i] == fleet::ShipMode::InWell) continue;  // those follow their planet
    EXPECT_EQ(state.fleets.ships.position[i], before.fleets.ships.position[i]);
  }
}

TEST_F(Sandbox, APausedTickCountsButMovesNothing) {
  run({SetPaused{true}});
  const GameState paused = state;
  const TickReport report = run({});
  EXPECT_EQ(report.navigationSteps, 0);
  EXPECT_EQ(state.tick, paused.tick + 1);
  EXPECT_EQ(state.time, paused.time);
  EXPECT_EQ(state.fleets.ships.position, paused.fleets.ships.position);
  run({SetPaused{false}, SetTimeRate{60.0}});
  EXPECT_EQ(state.time, paused.time + 60.0);
}

TEST_F(Sandbox, TheSameCommandsGiveTheSameHashAndAnotherCommandAnother) {
  const GameState start = state;
  const auto play = [&](std::vector<Command> first) {
    state = start;
    run(std::move(first));
    for (int k = 0; k < 30; ++k) run({});
    return stateHash(state);
  };
  const world::BodyId mars = *world::planetNamed(world.system, "Mars");
  const std::vector<Command> a{OrderFleets{{fleet::FleetId{1}}, fleet::Order::goTo(mars)}};
  const std::vector<Command> b{OrderFleets{{fleet::FleetId{0}}, fleet::Order::goTo(mars)}};
  EXPECT_EQ(play(a), play(a));
  EXPECT_NE(play(a), play(b));
  // One bit of one ship's speed changes the hash, and the ships' own hash.
  GameState copy = start;
  const std::uint64_t ships = shipsHash(copy.fleets.ships), whole = stateHash(copy);
  copy.fleets.ships.speed[5] = std::nextafter(copy.fleets.ships.speed[5], 1.0);
  EXPECT_NE(shipsHash(copy.fleets.ships), ships);
  EXPECT_NE(stateHash(copy), whole);
}

TEST_F(Sandbox, FleetsAreHeldWhenTheDataLackWhatTheyReferTo) {
  run({OrderFleets{{fleet::FleetId{0}}, fleet::Order::moveTo(glm::dvec3{1e11, 0, 0})}});
  state.fleets.fleets[1].order = fleet::Order::goTo(world::BodyId{99});  // as after a reload without it
  const auto positions = state.fleets.ships.position;
  const TickReport report = run({});
  ASSERT_TRUE(report.navigationHeld);
  EXPECT_NE(report.navigationHeld->find("Red Scouts"), std::string::npos) << *report.navigationHeld;
  EXPECT_EQ(state.fleets.ships.position, positions);
}

TEST(StepRules, OneRuleCutsEveryTick) {
  fleet::ShipCatalogue types;
  fleet::ShipType scout;
  scout.radius = 15.0;
  scout.maxSpeed = 200.0;
  scout.steering.pushRangeRadii = 5.0;  // a sound step of 15 * 5 / 200 = 0.375 s
  types.types.push_back(scout);
  fleet::Fleets fleets;
  const StepRules rules;
  EXPECT_EQ(navigationStepsFor(10.0, types, fleets.ships, rules), 0);  // no ships
  fleets.ships.add(fleet::ShipTypeId{0}, fleets.addFleet("a"), {0, 0, 0}, {1, 0, 0});
  EXPECT_EQ(navigationStepsFor(10.0, types, fleets.ships, rules), 1);  // none moving
  EXPECT_EQ(navigationStepsFor(0.0, types, fleets.ships, rules), 0);   // paused
  fleets.ships.mode[0] = fleet::ShipMode::Moving;
  EXPECT_EQ(navigationStepsFor(10.0, types, fleets.ships, rules), 27);     // ceil(10 / 0.375)
  EXPECT_EQ(navigationStepsFor(1440.0, types, fleets.ships, rules), 64);   // capped: one day a second
  scout.maxSpeed = 0.001;  // a sound step of 75,000 s: the 60 s cap decides
  types.types[0] = scout;
  EXPECT_EQ(navigationStepsFor(600.0, types, fleets.ships, rules), 10);
}

// [SECTION] Recordings -----------------------------------------------------------------------------

TEST(Recording, AScenarioNameOfAnyShapeMatchesItselfAfterTheRoundTrip) {
  for (const std::string name : {"Sandbox", "  padded\t", "two\nlines", "\x7f\x1b[2J", ""}) {
    const ParsedRecording parsed = parseRecording(recordingHeader(name, 0.0, 10.0, false) + recordingEnd(0, 0));
    ASSERT_TRUE(parsed.recording) << name;
    EXPECT_EQ(parsed.recording->scenarioName, recordedName(name)) << name;
    EXPECT_EQ(parsed.recording->scenarioName.find_first_of("\n\t\x1b\x7f"), std::string::npos);
  }
  EXPECT_EQ(recordedName("  padded\t"), "padded");
}

TEST(Recording, EveryCommandKindReadsBackToTheBit) {
  const std::vector<Command> commands{
      OrderFleets{{fleet::FleetId{0}, fleet::FleetId{2}}, fleet::Order::moveTo(glm::dvec3{1.0 / 3.0, -2e11, 5e-300})},
      OrderFleets{{fleet::FleetId{1}}, fleet::Order::goTo(world::BodyId{4})},
      OrderFleets{{fleet::FleetId{1}}, {}},
      PlaceStation{{world::BodyId{3}, 2, 0.1 + 0.2, world::StationTypeId{5}, 848275200.123456789}},
      SetTimeRate{1440.0 / 7.0}, SetPaused{true}, JumpToTime{-1.25e9}};
  std::string text = recordingHeader("Sandbox: a name\nwith a line feed", 848275200.1, 1440.0, false);
  for (std::size_t k = 0; k < commands.size(); ++k) text += recordingLine(static_cast<std::int64_t>(k / 2), 1440.0, commands[k]);
  text += recordingEnd(99, 0x0123456789abcdefull);
  const ParsedRecording parsed = parseRecording(text);
  ASSERT_TRUE(parsed.recording) << parsed.error->line << ": " << parsed.error->message;
  const Recording& r = *parsed.recording;
  EXPECT_EQ(r.scenarioName, "Sandbox: a name with a line feed");
  EXPECT_EQ(r.startSeconds, 848275200.1);
  EXPECT_EQ(r.ticks, 99);
  EXPECT_EQ(r.stateHash, 0x0123456789abcdefull);
  ASSERT_EQ(r.commands.size(), commands.size());
  for (std::size_t k = 0; k < commands.size(); ++k) {
    EXPECT_EQ(r.commands[k].line, 6 + k);
    EXPECT_EQ(r.commands[k].tick, static_cast<std::int64_t>(k / 2));
    // Written again, each reads as the same text: every field survived, every double to the bit.
    EXPECT_EQ(recordingLine(r.commands[k].tick, 1440.0, r.commands[k].command),
              recordingLine(static_cast<std::int64_t>(k / 2), 1440.0, commands[k]));
  }
  const auto& move = std::get<OrderFleets>(r.commands[0].command);
  EXPECT_EQ(move.order.point.x, 1.0 / 3.0);
  EXPECT_EQ(move.order.point.z, 5e-300);
  EXPECT_EQ(std::get<PlaceStation>(r.commands[3].command).request.phase, 0.1 + 0.2);
  EXPECT_EQ(std::get<SetTimeRate>(r.commands[4].command).secondsPerTick, 1440.0 / 7.0);
}

struct BadRecording {
  const char* name;
  std::string text;
  std::size_t line;
  const char* says;
};

TEST(Recording, BrokenRecordingsAreRefusedWithTheLineAndWhy) {
  const std::string head = "perihelion-recording 1\nscenario S\nstart_seconds 100\nseconds_per_tick 10\npaused 0\n";
  const std::string end = "end ticks 50 state_hash 0123456789abcdef\n";
  const BadRecording cases[] = {
      {"empty", "", 0, "empty"},
      {"binary", std::string("\x7f" "ELF\x02\x01\x01\0\0\0", 10), 1, "not a Perihelion recording"},
      {"truncated", head + "tick 3 length 10 pause 1\n", 6, "truncated"},
      {"cut mid-line", head + "tick 3 length 10 move_to fleets 0 point 1 2", 6, "z (m)"},
      {"out of order", head + "tick 5 length 10 pause 1\ntick 4 length 10 pause 0\n" + end, 7, "must not go back"},
      {"zero length", head + "tick 5 length 0 pause 1\n" + end, 6, "more than 0"},
      {"NaN", head + "tick 5 length 10 time_rate nan\n" + end, 6, "finite"},
      {"1e400", head + "tick 5 length 10 move_to fleets 0 point 1e400 0 0\n" + end, 6, "finite"},
      {"unknown command", head + "tick 5 length 10 launch_missiles\n" + end, 6, "expected a command"},
      {"no fleets", head + "tick 5 length 10 hold fleets\n" + end, 6, "at least one fleet"},
      {"after the end", head + end + "tick 60 length 10 pause 1\n", 7, "nothing may follow"},
      {"command past the end", head + "tick 60 length 10 pause 1\n" + end, 7, "has a command at tick 60"},
      {"bad header", "perihelion-recording 1\nscenario S\nstart_seconds soon\n", 3, "start time"},
      {"control bytes", head + "tick 5 length 10 \x1b[31mred\n" + end, 6, "\\x1b"},
      {"start far past", "perihelion-recording 1\nscenario S\nstart_seconds 1e308\n", 3, "and the end of the year 9999"},
      {"tick of centuries", "perihelion-recording 1\nscenario S\nstart_seconds 0\nseconds_per_tick 1e300\n", 4, "at most"},
      {"endless", head + "end ticks 1000000000000000 state_hash 0123456789abcdef\n", 6, "ticks played"},
      {"tick beyond any game", head + "tick 1000000000 length 10 pause 1\n" + end, 6, "a tick"},
  };
  for (const BadRecording& c : cases) {
    const ParsedRecording parsed = parseRecording(c.text);
    ASSERT_FALSE(parsed.recording) << c.name;
    ASSERT_TRUE(parsed.error) << c.name;
    EXPECT_EQ(parsed.error->line, c.line) << c.name << ": " << parsed.error->message;
    EXPECT_NE(parsed.error->message.find(c.says), std::string::npos) << c.name << ": " << parsed.error->message;
    EXPECT_EQ(parsed.error->message.find('\x1b'), std::string::npos) << c.name;
  }
}

// [SECTION] Scenario worlds ------------------------------------------------------------------------

TEST(ScenarioWorld, TheSandboxBecomesAGameWithItsOrdersAsCommandsAtTheirTicks) {
  const data::LoadedScenarioWorld loaded = data::loadScenarioWorld(kScenarios / "sandbox.json");
  ASSERT_TRUE(loaded.world);
  EXPECT_TRUE(loaded.diagnostics.empty());
  const data::ScenarioWorld& w = *loaded.world;
  EXPECT_EQ(w.state.fleets.fleets.size(), 3u);
  EXPECT_EQ(w.state.fleets.ships.size(), 24u);
  EXPECT_EQ(w.state.secondsPerTick, 10.0);  // its dt_seconds
  ASSERT_EQ(w.orders.size(), 3u);
  for (const data::ScheduledCommand& o : w.orders) {
    EXPECT_EQ(o.tick, 0);
    EXPECT_EQ(std::get<OrderFleets>(o.command).order.kind, fleet::Order::Kind::GoTo);
  }
}

TEST(ScenarioWorld, ProblemsAreStructuredDiagnosticsAtTheirPointers) {
  const data::LoadedScenarioWorld refused = data::loadScenarioWorld(kScenarios / "refused_shipyard.json");
  EXPECT_FALSE(refused.world);
  ASSERT_EQ(refused.diagnostics.size(), 1u);
  EXPECT_EQ(refused.diagnostics[0].diagnostic.code, data::DiagnosticCode::StationRefused);
  EXPECT_EQ(refused.diagnostics[0].diagnostic.pointer, "/stations/1");
  EXPECT_NE(refused.diagnostics[0].diagnostic.message.find("size-not-accepted"), std::string::npos);

  const std::string text = R"({"name": "typo", "solar_system": "../solar_system.json", "start": "2026-01-01",
    "fleets": [{"name": "A", "ship_type": "scout", "count": 2, "position_au": [1, 0, 0]}],
    "orders": [{"tick": 3, "fleet": "B", "go_to": "Mars"}]})";
  const data::Loaded<data::Scenario> parsed = data::parseScenario(text, kScenarios);
  ASSERT_TRUE(parsed.value);
  const data::LoadedScenarioWorld unknown = data::buildScenarioWorld(*parsed.value, kScenarios / "typo.json");
  EXPECT_FALSE(unknown.world);
  ASSERT_EQ(unknown.diagnostics.size(), 1u);
  EXPECT_EQ(unknown.diagnostics[0].diagnostic.code, data::DiagnosticCode::UnknownName);
  EXPECT_EQ(unknown.diagnostics[0].diagnostic.pointer, "/orders/0/fleet");
  EXPECT_EQ(unknown.diagnostics[0].file, kScenarios / "typo.json");

  const data::LoadedScenarioWorld missing = data::loadScenarioWorld("/nonexistent/scenario.json");
  EXPECT_FALSE(missing.world);
  ASSERT_FALSE(missing.diagnostics.empty());
  EXPECT_EQ(missing.diagnostics[0].diagnostic.code, data::DiagnosticCode::FileUnreadable);
}

TEST(ScenarioWorld, EveryProblemIsReportedAtItsLineAndColumn) {
  // Not only the first: a designer fixes them all from one run.
  const std::string text = R"({"name": "typos", "solar_system": "../solar_system.json", "start": "2026-01-01",
    "fleets": [{"name": "A", "ship_type": "Dreadnought", "count": 2, "position_au": [1, 0, 0]}],
    "orders": [{"tick": 3, "fleet": "B", "go_to": "Mars"},
               {"tick": 4, "fleet": "A", "go_to": "Vulcan"}]})";
  const data::Loaded<data::Scenario> parsed = data::parseScenario(text, kScenarios);
  ASSERT_TRUE(parsed.value);
  const data::LoadedScenarioWorld built = data::buildScenarioWorld(*parsed.value, kScenarios / "typos.json");
  EXPECT_FALSE(built.world);
  ASSERT_EQ(built.diagnostics.size(), 3u);
  const auto at = [&](std::size_t k) {
    const data::Diagnostic& d = built.diagnostics[k].diagnostic;
    return d.pointer + " " + std::to_string(d.line) + ":" + std::to_string(d.column);
  };
  EXPECT_EQ(at(0), "/fleets/0/ship_type 2:43");
  EXPECT_EQ(at(1), "/orders/0/fleet 3:37");
  EXPECT_EQ(at(2), "/orders/1/go_to 4:51");
}

TEST(ScenarioWorld, AFleetStartsApartUnlessItsSpreadIsZero) {
  // Without spread_km: in a sphere of 3 radii times the cube root of the count, no two ships nearer
  // than 2.2 radii. With spread_km 0: all at the one point.
  const auto fleetOf = [](const std::string& spread) {
    const std::string text = R"({"name": "spread", "solar_system": "../solar_system.json", "start": "2026-01-01",
      "fleets": [{"name": "A", "ship_type": "Scout", "count": 64, "position_au": [1, 0, 0])" + spread + "}]}";
    const data::Loaded<data::Scenario> parsed = data::parseScenario(text, kScenarios);
    EXPECT_TRUE(parsed.value);
    const data::LoadedScenarioWorld loaded = data::buildScenarioWorld(*parsed.value, kScenarios / "spread.json");
    EXPECT_TRUE(loaded.world);
    return loaded.world->state.fleets.ships.position;
  };
  const double radius = 10e3, centre = astro::kAuMetres;  // a scout's, m
  const std::vector<glm::dvec3> apart = fleetOf("");
  ASSERT_EQ(apart.size(), 64u);
  for (std::size_t i = 0; i < apart.size(); ++i) {
    EXPECT_LE(glm::length(apart[i] - glm::dvec3(centre, 0.0, 0.0)), 3.0 * radius * 4.0 + 1e-3) << i;
    for (std::size_t j = i + 1; j < apart.size(); ++j) EXPECT_GE(glm::length(apart[i] - apart[j]), 2.2 * radius) << i << ", " << j;
  }
  for (const glm::dvec3& p : fleetOf(R"(, "spread_km": 0)")) EXPECT_EQ(p, glm::dvec3(centre, 0.0, 0.0));
}

TEST(ScenarioWorld, StartingAtAnotherDateCarriesFleetsWithTheirPlanets) {
  const data::LoadedScenarioWorld loaded = data::loadScenarioWorld(kScenarios / "sandbox.json");
  ASSERT_TRUE(loaded.world);
  const data::ScenarioWorld& w = *loaded.world;
  const GameState same = data::stateStartingAt(w, w.state.time, w.state.secondsPerTick, false);
  EXPECT_EQ(same.fleets.ships.position, w.state.fleets.ships.position);
  const double later = w.state.time + 100.0 * astro::kSecondsPerDay;
  const GameState moved = data::stateStartingAt(w, later, 60.0, true);
  EXPECT_EQ(moved.secondsPerTick, 60.0);
  EXPECT_TRUE(moved.paused);
  EXPECT_EQ(moved.time, later);
  const world::Body& earth = *w.system.find("Earth");
  const glm::dvec3 shift = w.system.positionOf(earth, astro::julianDateOfSeconds(later)) -
                           w.system.positionOf(earth, astro::julianDateOfSeconds(w.state.time));
  // The Home Guard (fleet 0) is at the Earth: it moved with it.
  for (std::size_t i = 0; i < w.state.fleets.ships.size(); ++i) {
    if (w.state.fleets.ships.fleet[i].value != 0) continue;
    const glm::dvec3 d = moved.fleets.ships.position[i] - (w.state.fleets.ships.position[i] + shift);
    EXPECT_LT(std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z), 1e-3);
  }
}

}  // namespace
}  // namespace perihelion::sim
