// The combat commands: each checked and refused with its reason, changing nothing when refused; what
// each does to a fleet; and their recording, read back to the same text.
#include <gtest/gtest.h>

#include "combat_battle.h"
#include "sim/recording.h"

namespace perihelion::combat_test {
namespace {

using sim::Attack;
using sim::AttackMove;
using sim::Command;
using sim::LandTroops;
using sim::SetStance;

/// Blue's frigates and troop ships and Red's scouts, far apart in open space.
struct Orders : Battle {
  world::PlayerId blue = addPlayer("blue", "Earth");
  world::PlayerId red = addPlayer("red", "Mars");
  const glm::dvec3 here{0.0, 2.5 * astro::kAuMetres, 0.0};
  fleet::FleetId frigates = addFleet(blue, "Frigate", {here}, {1.0, 0.0, 0.0});
  fleet::FleetId troops = addFleet(blue, "Troop ship", {here + glm::dvec3(1e5, 0.0, 0.0)}, {1.0, 0.0, 0.0});
  fleet::FleetId freighters = addFleet(blue, "Freighter", {here + glm::dvec3(2e5, 0.0, 0.0)}, {1.0, 0.0, 0.0});
  fleet::FleetId scouts = addFleet(red, "Scout", {here + glm::dvec3(5e9, 0.0, 0.0)}, {1.0, 0.0, 0.0});

  /// The refusal's code for one command, or "" when it was taken.
  std::string code(const Command& c) {
    const sim::TickReport r = sim::tick(state, rules(), std::span<const Command>(&c, 1), scratch);
    return r.refusals.empty() ? "" : std::string(sim::refusalCode(r.refusals[0]));
  }
};

TEST(CombatOrders, AreRefusedWithTheirReasonAndChangeNothing) {
  Orders o;
  const world::TargetRef scoutShip{world::TargetRef::Kind::Ship, 3};  // the fourth ship added: Red's scout
  EXPECT_EQ(o.code(Attack{{o.frigates}, {world::TargetRef::Kind::Ship, 99}, o.blue}), "no-such-target");
  EXPECT_EQ(o.code(Attack{{o.frigates}, {world::TargetRef::Kind::Ship, 0}, o.blue}), "not-an-enemy");  // its own
  EXPECT_EQ(o.code(Attack{{o.freighters}, scoutShip, o.blue}), "unarmed");
  EXPECT_EQ(o.code(Attack{{o.scouts}, {world::TargetRef::Kind::Ship, 0}, o.blue}), "not-yours");
  EXPECT_EQ(o.code(Attack{{}, scoutShip, o.blue}), "no-fleets");
  EXPECT_EQ(o.code(AttackMove{{o.frigates}, {std::nan(""), 0.0, 0.0}, o.blue}), "not-finite");
  EXPECT_EQ(o.code(LandTroops{{o.frigates}, o.body("Venus"), o.blue}), "no-troops");
  EXPECT_EQ(o.code(LandTroops{{o.troops}, o.body("Earth"), o.blue}), "not-an-enemy");  // Blue's own
  EXPECT_EQ(o.code(LandTroops{{o.troops}, o.body("Sun"), o.blue}), "not-a-planet");
  EXPECT_EQ(o.code(SetStance{{o.frigates}, static_cast<fleet::Stance>(7), o.blue}), "out-of-range");
  // Refused, they changed no fleet's way of fighting nor its order.
  for (const fleet::Fleet& f : o.state.fleets.fleets) {
    EXPECT_EQ(f.combat.stance, fleet::Stance::Engage) << f.name;
    EXPECT_TRUE(f.combat.focus.none()) << f.name;
    EXPECT_FALSE(f.combat.landOn) << f.name;
    EXPECT_EQ(f.order.kind, fleet::Order::Kind::Hold) << f.name;
  }
}

TEST(CombatOrders, SetTheFleetsWayOfFighting) {
  Orders o;
  const world::TargetRef scoutFleet{world::TargetRef::Kind::Fleet, o.scouts.value};
  ASSERT_EQ(o.code(Attack{{o.frigates}, scoutFleet, o.blue}), "");
  EXPECT_EQ(o.state.fleets.fleets[o.frigates.value].combat.focus, scoutFleet);
  // The next fight sends the fleet after its target, to half its shortest range short of it: the light
  // laser's 2,000 km is the shortest of a frigate's weapons (data/combat.json).
  o.run();
  const fleet::Fleet& f = o.state.fleets.fleets[o.frigates.value];
  ASSERT_EQ(f.order.kind, fleet::Order::Kind::MoveTo);
  const glm::dvec3 scout = o.state.fleets.ships.position[*o.state.fleets.ships.indexOf(fleet::ShipId{3})];
  EXPECT_NEAR(glm::length(f.order.point - scout), 0.5 * 2000e3, 1e3);

  // A move order ends the attack; guard sets a post where the fleet is; hold fire clears targets.
  ASSERT_EQ(o.code(sim::OrderFleets{{o.frigates}, {}, o.blue}), "");
  EXPECT_TRUE(o.state.fleets.fleets[o.frigates.value].combat.focus.none());
  ASSERT_EQ(o.code(SetStance{{o.frigates}, fleet::Stance::Guard, o.blue}), "");
  EXPECT_EQ(o.state.fleets.fleets[o.frigates.value].combat.stance, fleet::Stance::Guard);
  EXPECT_EQ(o.state.fleets.fleets[o.frigates.value].combat.post, o.state.fleets.ships.position[0]);
  const glm::dvec3 point = o.here + glm::dvec3(0.0, 1e9, 0.0);
  ASSERT_EQ(o.code(AttackMove{{o.frigates}, point, o.blue}), "");
  EXPECT_TRUE(o.state.fleets.fleets[o.frigates.value].combat.attackMove);
  EXPECT_EQ(o.state.fleets.fleets[o.frigates.value].order.point, point);
  ASSERT_EQ(o.code(LandTroops{{o.troops}, o.body("Venus"), o.blue}), "");
  EXPECT_EQ(o.state.fleets.fleets[o.troops.value].combat.landOn, o.body("Venus"));
  EXPECT_EQ(o.state.fleets.fleets[o.troops.value].order.kind, fleet::Order::Kind::GoTo);
}

TEST(CombatOrders, AGuardInAWellKeepsGuardingItAsThePlanetMovesOn) {
  Battle b(60.0);
  const world::PlayerId blue = b.addPlayer("blue", "Earth");
  const world::PlayerId red = b.addPlayer("red", "Mars");
  const world::BodyId venus = b.body("Venus");
  const fleet::FleetId guards = b.addFleetInWell(blue, "Frigate", venus, {0.0, 2e7, 0.0}, 3, 2e5);
  b.run();  // caught by the well
  const sim::Command guard = SetStance{{guards}, fleet::Stance::Guard, blue};
  const sim::TickReport given = sim::tick(b.state, b.rules(), std::span<const Command>(&guard, 1), b.scratch);
  ASSERT_TRUE(given.refusals.empty()) << given.refusals[0].reason;
  ASSERT_EQ(b.state.fleets.fleets[guards.value].combat.postWell, venus);
  // A game day on, Venus has moved some 3 million km. An enemy scout comes by inside the well's frame
  // (46,500 km: fleet/well_frame.h), beyond the guards' guns (60,000 km from them), on its way out.
  for (int k = 0; k < 1440; ++k) b.run();
  const fleet::FleetId scout =
      b.addFleet(red, "Scout", {b.planetNow(venus) + glm::dvec3(0.0, -4e7, 0.0)}, {0.0, -1.0, 0.0});
  b.state.fleets.order(scout, fleet::Order::moveTo(b.planetNow(venus) + glm::dvec3(0.0, -3e9, 0.0)));
  b.run();
  const fleet::Fleet& f = b.state.fleets.fleets[guards.value];
  EXPECT_EQ(f.order.kind, fleet::Order::Kind::MoveTo) << "the guard goes after it";
  EXPECT_FALSE(f.combat.chasing.none());
  // The scout, faster than the frigates, leaves the well's frame and the guard's sight: the chase ends.
  for (int k = 0; k < 120 && !f.combat.chasing.none(); ++k) b.run();
  ASSERT_TRUE(f.combat.chasing.none());
  // Back to its post: into Venus' well, wherever Venus now is, not to a point it left behind.
  EXPECT_TRUE(f.order.kind == fleet::Order::Kind::GoTo && f.order.body == venus) << static_cast<int>(f.order.kind);
  for (int k = 0; k < 120; ++k) b.run();
  const fleet::Ships& ships = b.state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.fleet[i] == guards) {
      EXPECT_EQ(ships.mode[i], fleet::ShipMode::InWell);
      EXPECT_EQ(ships.wellPlanet[i], venus);
    }
  }
}

TEST(CombatOrders, ReadBackFromARecordingAsWritten) {
  const std::vector<Command> commands{
      Attack{{fleet::FleetId{0}, fleet::FleetId{2}}, {world::TargetRef::Kind::Ship, 17}, world::PlayerId{1}},
      Attack{{fleet::FleetId{1}}, {world::TargetRef::Kind::Station, 4}, world::PlayerId{0}},
      Attack{{fleet::FleetId{1}}, {world::TargetRef::Kind::Fleet, 3}, world::PlayerId{0}},
      AttackMove{{fleet::FleetId{5}}, {1.0 / 3.0, -2e11, 5e-300}, world::PlayerId{1}},
      SetStance{{fleet::FleetId{0}}, fleet::Stance::HoldFire, world::PlayerId{0}},
      SetStance{{fleet::FleetId{0}, fleet::FleetId{1}}, fleet::Stance::Guard, world::PlayerId{0}},
      LandTroops{{fleet::FleetId{2}}, world::BodyId{4}, world::PlayerId{1}},
      Attack{{fleet::FleetId{0}}, {world::TargetRef::Kind::None, 0xffffffffu}, world::PlayerId{0}}};
  std::string text = sim::recordingHeader("t", 0.0, 60.0, false);
  for (const Command& c : commands) text += sim::recordingLine(3, 60.0, c);
  text += sim::recordingEnd(4, 0);
  const sim::ParsedRecording parsed = sim::parseRecording(text);
  ASSERT_TRUE(parsed.recording) << parsed.error->line << ": " << parsed.error->message;
  ASSERT_EQ(parsed.recording->commands.size(), commands.size());
  for (std::size_t k = 0; k < commands.size(); ++k) {
    EXPECT_EQ(sim::recordingLine(3, 60.0, parsed.recording->commands[k].command), sim::recordingLine(3, 60.0, commands[k]));
  }
  EXPECT_EQ(std::get<AttackMove>(parsed.recording->commands[3].command).point.z, 5e-300);
  EXPECT_EQ(std::get<Attack>(parsed.recording->commands[1].command).target.kind, world::TargetRef::Kind::Station);
  // A misspelt stance or target kind is refused with the line and what was expected.
  const sim::ParsedRecording bad = sim::parseRecording(sim::recordingHeader("t", 0.0, 60.0, false) +
                                                       "tick 0 length 60 stance player 0 fleets 1 defend\n" +
                                                       sim::recordingEnd(1, 0));
  ASSERT_FALSE(bad.recording);
  EXPECT_NE(bad.error->message.find("hold_fire"), std::string::npos) << bad.error->message;
}

}  // namespace
}  // namespace perihelion::combat_test
