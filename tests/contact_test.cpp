// Parting overlapping ships (fleet/contact.h). The step parts ships through the neighbour list, testing
// after the first round only the pairs of ships that moved, after a step only ships that may have come
// near, and not at all when nothing has moved since it last parted them. Each of these must give the bits
// of the plain rule: every pair tested in every round, simultaneous moves summed in whole units. The
// plain rule is written again here, from the header's description, and compared to the bit.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

#include "fleet/contact.h"
#include "fleet/neighbour_push.h"
#include "fleet/scatter.h"
#include "shipped_data.h"

namespace {

using namespace perihelion;

const testing_data::ShippedData& shipped() {
  static const testing_data::ShippedData data;
  return data;
}

/// `n` ships of the given types, in turn, scattered through a sphere of `radiusKm` about a point 2.5 au
/// from the Sun (ships of the first four types, 10 to 40 km in radius, crowd and overlap there).
fleet::Ships crowd(std::uint32_t n, double radiusKm, std::uint64_t seed) {
  fleet::Fleets fleets;
  const fleet::FleetId id = fleets.addFleet("Crowd");
  const glm::dvec3 centre{0.0, 2.5 * 1.495978707e11, 0.0};
  const std::vector<glm::dvec3> at = fleet::scatterInSphere(centre, radiusKm * 1e3, n, seed);
  const auto& types = shipped().shipTypes.types;
  for (std::uint32_t i = 0; i < n; ++i) {
    fleets.ships.add(types[i % 4].id, id, at[i], {1.0, 0.0, 0.0});
  }
  return fleets.ships;
}

/// The rule with nothing spared: every pair, every round, until a round finds none (at most
/// kPartingRounds rounds). Returns the rounds that found an overlap.
int partEveryPair(fleet::Ships& ships) {
  const fleet::ShipCatalogue& types = shipped().shipTypes;
  int rounds = 0;
  for (; rounds < fleet::kPartingRounds; ++rounds) {
    std::vector<glm::dvec3> shift(ships.size(), glm::dvec3(0.0));
    bool overlap = false;
    for (std::uint32_t i = 0; i < ships.size(); ++i) {
      for (std::uint32_t j = i + 1; j < ships.size(); ++j) {
        const glm::dvec3 move = fleet::partingMove(ships.position[i], types.type(ships.type[i]).radius,
                                                   ships.position[j], types.type(ships.type[j]).radius, true);
        if (move == glm::dvec3(0.0)) continue;
        overlap = true;
        const glm::dvec3 units = glm::round(move / fleet::kPartingUnit) * fleet::kPartingUnit;
        shift[i] += units;
        shift[j] -= units;
      }
    }
    if (!overlap) break;
    for (std::uint32_t i = 0; i < ships.size(); ++i) ships.position[i] += shift[i];
  }
  return rounds;
}

/// The plain rule, as many times as it takes to leave no two ships to be parted.
void partUntilNoneOverlaps(fleet::Ships& ships) {
  while (partEveryPair(ships) == fleet::kPartingRounds) {
  }
}

/// What the step has for parting: the neighbour list of the ships where they are, its ships by slot and
/// the pushes they feel there.
struct Neighbourhood {
  fleet::NeighbourList list;
  std::vector<fleet::NeighbourShip> slotShips;
  std::vector<fleet::NeighbourPushes> slotPushes;
  std::vector<fleet::ShipTypeId> slotTypes;

  explicit Neighbourhood(const fleet::Ships& ships) {
    const fleet::ShipCatalogue& types = shipped().shipTypes;
    list.update(ships.position, 4.0 * 60e3);  // more than the largest ship's reach among these
    slotShips.resize(ships.size());
    slotTypes.resize(ships.size());
    for (std::uint32_t i = 0; i < ships.size(); ++i) {
      slotShips[list.slotOfPoint()[i]] =
          fleet::NeighbourShip(i, 0, types.type(ships.type[i]), ships.heading[i], true);
      slotTypes[list.slotOfPoint()[i]] = ships.type[i];
    }
    slotPushes.resize(ships.size());
    fleet::feelNeighbours(list, slotShips, slotPushes, fleet::VectorCode::Sse2);
  }

  /// What the step notes of each ship's room as it starts, the ships being where the list has them.
  void noteRoom(fleet::PartingScratch& scratch) const {
    const fleet::ShipCatalogue& types = shipped().shipTypes;
    fleet::sizeRooms(scratch, slotShips.size());
    for (std::uint32_t s = 0; s < slotShips.size(); ++s) {
      const fleet::ShipType& type = types.type(slotTypes[s]);
      fleet::noteRoom(scratch, slotShips[s].index, slotPushes[s].separation, type.steering.pushRangeRadii * type.radius,
                      type.radius);
    }
  }
};

int partThroughTheList(fleet::Ships& ships, const Neighbourhood& near, bool afterAStep,
                       fleet::PartingScratch& scratch) {
  fleet::clearParted(scratch, ships.size());
  return fleet::partOverlaps(shipped().system, shipped().shipTypes, ships, near.list, near.slotShips, afterAStep,
                             scratch);
}

void expectSamePositions(const fleet::Ships& a, const fleet::Ships& b) {
  ASSERT_EQ(a.size(), b.size());
  int differ = 0;
  for (std::size_t i = 0; i < a.size(); ++i) differ += a.position[i] != b.position[i] ? 1 : 0;
  EXPECT_EQ(differ, 0) << "ships whose position is not the plain rule's, of " << a.size();
}

TEST(Contact, PartingThroughTheListGivesThePlainRulesBits) {
  // 400 ships of 10 to 40 km in a sphere of 300 km: most overlap two or three others.
  fleet::Ships plain = crowd(400, 300.0, 3);
  fleet::Ships listed = plain;
  const int plainRounds = partEveryPair(plain);
  ASSERT_GE(plainRounds, 3);  // a crowd that takes rounds, so later rounds are exercised
  const Neighbourhood near(listed);
  fleet::PartingScratch scratch;
  EXPECT_EQ(partThroughTheList(listed, near, false, scratch), plainRounds);
  expectSamePositions(listed, plain);
}

TEST(Contact, AfterAStepOnlyShipsThatCameNearAreTestedWithTheSameResult) {
  // Parted, the pushes felt; then a step: every ship moves up to 2 km its own way, so that pairs resting
  // at the gap (a quarter of a radius: 2.5 to 10 km) come nearer than it, and others do not.
  fleet::Ships ships = crowd(400, 300.0, 5);
  partUntilNoneOverlaps(ships);
  // 2,000 km from the crowd, a line of 20 scouts 100 km apart that stay where they are (none within another's
  // push range, 30 km), and 1,000 km from its end two scouts 51 km apart (their surfaces 31 km apart:
  // neither sees the other), one of which closes 60 km on the other, which stays: a still ship that is to
  // be tested because its partner moved.
  fleet::Fleets more;
  const fleet::FleetId loose = more.addFleet("Loose");
  const fleet::ShipType& scout = *shipped().shipTypes.find("Scout");
  const glm::dvec3 away = ships.position[0] + glm::dvec3(2e6, 0.0, 0.0);
  for (int k = 0; k < 20; ++k) ships.add(scout.id, loose, away + glm::dvec3(0.0, 1e5 * k, 0.0), {1.0, 0.0, 0.0});
  const auto pair = static_cast<std::uint32_t>(ships.size());
  ships.add(scout.id, loose, away - glm::dvec3(0.0, 1e6, 0.0), {1.0, 0.0, 0.0});
  ships.add(scout.id, loose, away - glm::dvec3(-51e3, 1e6, 0.0), {-1.0, 0.0, 0.0});
  const Neighbourhood near(ships);
  // The step: parting as it starts (nothing to part), the rooms noted, then the moves.
  fleet::PartingScratch scratch;
  ASSERT_EQ(partThroughTheList(ships, near, false, scratch), 0);
  near.noteRoom(scratch);
  for (std::uint32_t i = 0; i < 400; ++i) {
    const double k = static_cast<double>(i);
    ships.position[i] += glm::dvec3(std::sin(k), std::cos(1.3 * k), std::sin(0.7 * k)) * 1150.0;
  }
  ships.position[pair] += glm::dvec3(60e3, 0.0, 0.0);
  fleet::Ships plain = ships;
  const int plainRounds = partEveryPair(plain);
  ASSERT_GE(plainRounds, 1);
  ASSERT_NE(plain.position[pair], ships.position[pair]);  // the pair that closed unseen is parted
  EXPECT_EQ(partThroughTheList(ships, near, true, scratch), plainRounds);
  expectSamePositions(ships, plain);
  // ... and the ships that cannot have come near were not tested: at least the still line. With no bound
  // yet on the farthest move, every ship was tested in slot order.
  EXPECT_LE(scratch.candidates.size() + 20, ships.size());
  EXPECT_EQ(scratch.slotRoom.size(), ships.size());

  // A second step, whose moves (every other ship of the crowd; the rest, and the pair, still) are within
  // the bound the first left on the farthest any ship moves, but so many ships pass it that every ship is
  // tested in slot order. A still ship is to be tested when a partner moves into it.
  const double bound = scratch.farthestBound;
  ASSERT_GE(bound, 120e3);  // twice the pair's 60 km (the first call's common move is zero)
  partUntilNoneOverlaps(ships);
  const Neighbourhood second(ships);
  ASSERT_EQ(partThroughTheList(ships, second, false, scratch), 0);
  second.noteRoom(scratch);
  for (std::uint32_t i = 0; i < 400; i += 2) {
    const double k = static_cast<double>(i);
    ships.position[i] -= glm::dvec3(std::cos(k), std::sin(1.7 * k), std::cos(0.3 * k)) * 1150.0;
  }
  plain = ships;
  const int secondRounds = partEveryPair(plain);
  ASSERT_GE(secondRounds, 1);
  scratch.slotRoom.clear();
  EXPECT_EQ(partThroughTheList(ships, second, true, scratch), secondRounds);
  expectSamePositions(ships, plain);
  EXPECT_GT(scratch.maybe.size(), ships.size() / 16);
  EXPECT_EQ(scratch.slotRoom.size(), ships.size());  // tested in slot order
}

TEST(Contact, AfterAStepAFewShipsThatMayHaveComeNearAreFoundInOnePass) {
  // 60 scouts 100 km apart (none within another's push range, 30 km) and, 1,000 km away, a pair whose
  // surfaces are 3 km apart. In each of two steps one of the pair moves 1 km towards the other, which
  // stays, and they are nearer than the gap (2.4 km for scouts of 10 km). The first step has no bound on
  // the farthest move yet: every ship is tested in slot order (the still one of the pair is found only
  // so). The second is within the bound the first left (twice its farthest move): only the pair can have
  // come near, found in one pass.
  const fleet::ShipType& scout = *shipped().shipTypes.find("Scout");
  fleet::Fleets fleets;
  const fleet::FleetId id = fleets.addFleet("Line");
  fleet::Ships& ships = fleets.ships;
  const glm::dvec3 start{0.0, 2.5 * 1.495978707e11, 0.0};
  for (int k = 0; k < 60; ++k) ships.add(scout.id, id, start + glm::dvec3(0.0, 1e5 * k, 0.0), {1.0, 0.0, 0.0});
  const auto mover = static_cast<std::uint32_t>(ships.size());
  const glm::dvec3 pairAt = start - glm::dvec3(0.0, 1e6, 0.0);
  ships.add(scout.id, id, pairAt, {1.0, 0.0, 0.0});
  ships.add(scout.id, id, pairAt + glm::dvec3(2.0 * scout.radius + 3e3, 0.0, 0.0), {1.0, 0.0, 0.0});
  fleet::PartingScratch scratch;
  for (const bool first : {true, false}) {
    const Neighbourhood near(ships);
    ASSERT_EQ(partThroughTheList(ships, near, false, scratch), 0);
    near.noteRoom(scratch);
    ships.position[mover] += glm::dvec3(1e3, 0.0, 0.0);
    fleet::Ships plain = ships;
    const int plainRounds = partEveryPair(plain);
    ASSERT_GE(plainRounds, 1);
    scratch.slotRoom.clear();
    EXPECT_EQ(partThroughTheList(ships, near, true, scratch), plainRounds);
    expectSamePositions(ships, plain);
    EXPECT_EQ(scratch.candidates.size(), 2u);
    if (first) {
      EXPECT_EQ(scratch.slotRoom.size(), ships.size());  // tested in slot order
      ASSERT_GE(scratch.farthestBound, 1.9e3);
    } else {
      EXPECT_TRUE(scratch.slotRoom.empty());  // in one pass
      EXPECT_EQ(scratch.maybe.size(), 2u);
    }
  }
}

TEST(Contact, ACallOnShipsNothingHasMovedIsSparedButAMovedShipIsSeen) {
  fleet::Ships ships = crowd(200, 600.0, 7);
  const Neighbourhood near(ships);
  fleet::PartingScratch scratch;
  const int rounds = partThroughTheList(ships, near, false, scratch);
  ASSERT_GT(rounds, 0);
  ASSERT_LT(rounds, fleet::kPartingRounds);  // it ended with none overlapping
  ASSERT_EQ(partEveryPair(ships), 0);
  fleet::Ships again = ships;
  EXPECT_EQ(partThroughTheList(again, near, false, scratch), 0);
  // One ship moved halfway to its nearest, with the same list (which holds every pair within a few
  // radii of where the ships were): the call must not take the ships as they were.
  std::uint32_t nearest = 0;
  for (std::uint32_t j = 1; j < again.size(); ++j) {
    if (j != 10 && glm::distance(again.position[j], again.position[10]) <
                       glm::distance(again.position[nearest], again.position[10])) {
      nearest = j;
    }
  }
  again.position[10] = 0.5 * (again.position[10] + again.position[nearest]);
  fleet::Ships plain = again;
  ASSERT_GT(partEveryPair(plain), 0);
  EXPECT_GT(partThroughTheList(again, near, false, scratch), 0);
  expectSamePositions(again, plain);
}

TEST(Contact, ACallIsNotSparedForAnotherShipAtTheSamePlaceOrAListMadeAnew) {
  fleet::Ships ships = crowd(200, 600.0, 7);
  fleet::PartingScratch scratch;
  const Neighbourhood near(ships);
  ASSERT_LT(partThroughTheList(ships, near, false, scratch), fleet::kPartingRounds);
  ASSERT_EQ(partEveryPair(ships), 0);
  // The ship nearest another becomes another ship, a battleship (60 km), where it was: the same
  // positions, the same list.
  std::uint32_t closest = 0;
  double least = 1e300;
  for (std::uint32_t i = 0; i < ships.size(); ++i) {
    for (std::uint32_t j = i + 1; j < ships.size(); ++j) {
      if (glm::distance(ships.position[i], ships.position[j]) < least) {
        least = glm::distance(ships.position[i], ships.position[j]);
        closest = i;
      }
    }
  }
  fleet::Ships swapped = ships;
  swapped.type[closest] = shipped().shipTypes.find("Battleship")->id;
  swapped.id[closest] = fleet::ShipId{1000};
  fleet::Ships plain = swapped;
  ASSERT_GT(partEveryPair(plain), 0);
  EXPECT_GT(partThroughTheList(swapped, near, false, scratch), 0);
  expectSamePositions(swapped, plain);

  // A list that held no pair leaves a crowd "parted"; made anew with a reach that holds the pairs, the
  // same ships at the same places are parted.
  fleet::Ships crowded = crowd(200, 600.0, 9);
  Neighbourhood blind(crowded);
  blind.list.update(crowded.position, 1.0);  // no pair within 1 m
  fleet::PartingScratch fresh;
  ASSERT_EQ(partThroughTheList(crowded, blind, false, fresh), 0);
  blind.list.update(crowded.position, 4.0 * 60e3);  // made anew: the reach changed
  for (std::uint32_t i = 0; i < crowded.size(); ++i) {
    blind.slotShips[blind.list.slotOfPoint()[i]] =
        fleet::NeighbourShip(i, 0, shipped().shipTypes.type(crowded.type[i]), crowded.heading[i], true);
  }
  fleet::Ships plainCrowd = crowded;
  ASSERT_GT(partEveryPair(plainCrowd), 0);
  EXPECT_GT(partThroughTheList(crowded, blind, false, fresh), 0);
  expectSamePositions(crowded, plainCrowd);
}

}  // namespace
