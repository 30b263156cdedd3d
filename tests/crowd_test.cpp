// A crowd at one point (fleet/crowd.h): ships stacked far past what could lie in a cell without
// overlapping are laid out on a lattice before the neighbour list pairs them, so that the list and the
// parting cost what they cost in a spread fleet; a dense fleet that does not overlap is never moved.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

#include <glm/geometric.hpp>

#include "fleet/crowd.h"
#include "fleet/fleet_step.h"
#include "shipped_data.h"

namespace {

using namespace perihelion;

const testing_data::ShippedData& shipped() {
  static const testing_data::ShippedData data;
  return data;
}

const glm::dvec3 kAt{0.0, 2.5 * 1.495978707e11, 0.0};  // 2.5 au from the Sun: no planet near

const fleet::ShipType& scout() { return *shipped().shipTypes.find("Scout"); }

/// `n` ships of `type`, all at `at`, at rest, in one fleet.
fleet::Fleets stack(std::uint32_t n, const fleet::ShipType& type, const glm::dvec3& at) {
  fleet::Fleets fleets;
  const fleet::FleetId id = fleets.addFleet("Stack");
  for (std::uint32_t i = 0; i < n; ++i) fleets.ships.add(type.id, id, at, {1.0, 0.0, 0.0});
  return fleets;
}

/// The least distance between any two of the ships, every pair tested.
double leastDistance(const fleet::Ships& ships) {
  double least = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < ships.size(); ++i) {
    for (std::size_t j = i + 1; j < ships.size(); ++j) {
      least = std::min(least, glm::length(ships.position[i] - ships.position[j]));
    }
  }
  return least;
}

glm::dvec3 middleOf(const fleet::Ships& ships) {
  glm::dvec3 sum(0.0);
  for (const glm::dvec3& p : ships.position) sum += p;
  return sum / static_cast<double>(ships.size());
}

/// Spreads the crowds among the ships, sorted into a grid of `cellSize` (m) as the neighbour list sorts them.
bool spread(fleet::Ships& ships, double cellSize, fleet::PartingScratch& parting) {
  fleet::SpatialGrid grid;
  grid.rebuild(ships.position, cellSize);
  fleet::CrowdScratch scratch;
  fleet::clearParted(parting, ships.size());
  return fleet::spreadCrowds(shipped().system, shipped().shipTypes, ships, grid, scratch, parting);
}

TEST(Crowd, TheBoundHoldsForTheDensestPacking) {
  // Face-centred cubic, the densest packing of equal balls (Kepler's conjecture, Hales 2005): balls of
  // radius r touching, centres at the corners and face centres of cubes of side 2 sqrt(2) r. Count the
  // centres in a box of 10 x 20 x 20 radii; no packing puts more there than the bound.
  const double r = 1.0;
  const double side = 2.0 * std::numbers::sqrt2 * r;
  const glm::dvec3 box{10.0, 20.0, 20.0};
  int inBox = 0;
  for (int x = -10; x < 20; ++x) {
    for (int y = -10; y < 20; ++y) {
      for (int z = -10; z < 20; ++z) {
        for (const glm::dvec3 face : {glm::dvec3(0, 0, 0), glm::dvec3(0.5, 0.5, 0), glm::dvec3(0.5, 0, 0.5),
                                      glm::dvec3(0, 0.5, 0.5)}) {
          const glm::dvec3 p = (glm::dvec3(x, y, z) + face) * side;
          if (p.x >= 0 && p.x < box.x && p.y >= 0 && p.y < box.y && p.z >= 0 && p.z < box.z) ++inBox;
        }
      }
    }
  }
  // 4000 / (16 sqrt 2) = 177 cubes of 4 centres: about 700, and more on the box's near faces.
  EXPECT_GT(inBox, 700);
  EXPECT_LE(inBox, fleet::mostWithoutOverlap(box, r));
  // Nor loose by orders: less than three times the count (the grown box, over the packing's 0.74).
  EXPECT_LT(fleet::mostWithoutOverlap(box, r), 3.0 * inBox);
}

TEST(Crowd, AStackIsLaidOutOnALatticeAtTheDefaultStartDensity) {
  const fleet::ShipType& type = scout();
  fleet::Fleets fleets = stack(1000, type, kAt);
  fleet::PartingScratch parting;
  ASSERT_TRUE(spread(fleets.ships, 55e3, parting));
  const fleet::Ships& ships = fleets.ships;
  // Lattice points a spacing apart: no two ships nearer.
  const double spacing = fleet::kCrowdSpacingRadii * type.radius;
  EXPECT_NEAR(leastDistance(ships), spacing, 1e-6 * spacing);
  // As far out as a fleet of 1000 started by default (data/README.md: 3 radii times the cube root of the
  // count, 300 km), not strung along a line (1000 times the parting distance, 22,500 km).
  const glm::dvec3 middle = middleOf(ships);
  double farthest = 0.0;
  for (const glm::dvec3& p : ships.position) farthest = std::max(farthest, glm::length(p - middle));
  const double byDefault = 3.0 * type.radius * std::cbrt(1000.0);
  EXPECT_GT(farthest, 0.8 * byDefault);
  EXPECT_LT(farthest, 1.3 * byDefault);
  EXPECT_LT(glm::length(middle - kAt), spacing);
  // The first ship on the point nearest where they stood; every move recorded as parting's.
  for (std::size_t i = 1; i < ships.size(); ++i) {
    EXPECT_LE(glm::length(ships.position[0] - kAt), glm::length(ships.position[i] - kAt)) << i;
  }
  for (std::size_t i = 0; i < ships.size(); ++i) {
    EXPECT_LT(glm::length(ships.position[i] - parting.parted[i] - kAt), 1e-3) << i;
  }
}

TEST(Crowd, ADenseFleetThatDoesNotOverlapIsNotMoved) {
  // Scouts face-centred cubic at the parting distance (2.25 radii between centres): denser than any fleet
  // flies, but no two overlap.
  const fleet::ShipType& type = scout();
  const double side = 2.25 * type.radius * std::numbers::sqrt2;
  fleet::Fleets fleets;
  const fleet::FleetId id = fleets.addFleet("Packed");
  for (int x = 0; x < 8; ++x) {
    for (int y = 0; y < 8; ++y) {
      for (int z = 0; z < 8; ++z) {
        for (const glm::dvec3 face : {glm::dvec3(0, 0, 0), glm::dvec3(0.5, 0.5, 0), glm::dvec3(0.5, 0, 0.5),
                                      glm::dvec3(0, 0.5, 0.5)}) {
          fleets.ships.add(type.id, id, kAt + (glm::dvec3(x, y, z) + face) * side, {1.0, 0.0, 0.0});
        }
      }
    }
  }
  const fleet::Ships before = fleets.ships;
  fleet::PartingScratch parting;
  for (const double cell : {55e3, 20e3, 200e3}) {
    EXPECT_FALSE(spread(fleets.ships, cell, parting)) << cell;
    EXPECT_EQ(fleets.ships.position, before.position) << cell;
  }
}

TEST(Crowd, StacksSideBySideTakeDifferentPoints) {
  // Two stacks of 200 a metre apart on either side of a cell's edge along x: two crowds, whose middles
  // are nearly one; laid out each on its own round its middle, their lattice points would coincide.
  const fleet::ShipType& type = scout();
  fleet::SpatialGrid probe;
  probe.rebuild(std::vector<glm::dvec3>{kAt}, 55e3);
  const double edge = std::floor(kAt.x / probe.cellWidthX() + 3.0) * probe.cellWidthX();
  fleet::Fleets fleets = stack(200, type, {edge - 0.5, kAt.y, kAt.z});
  for (std::uint32_t i = 0; i < 200; ++i) {
    fleets.ships.add(type.id, fleets.fleets[0].id, {edge + 0.5, kAt.y, kAt.z}, {1.0, 0.0, 0.0});
  }
  fleet::PartingScratch parting;
  ASSERT_TRUE(spread(fleets.ships, 55e3, parting));
  const double spacing = fleet::kCrowdSpacingRadii * type.radius;
  EXPECT_NEAR(leastDistance(fleets.ships), spacing, 1e-6 * spacing);
}

TEST(Crowd, AStackInAWellIsLaidOutInItsFrameWithinItsOutermostRing) {
  // 300 frigates at one offset in the Earth's well, on its outermost ring: each moves its offset, stays
  // where its offset says, and inside the ring, where parting's moves stop; none presses on another there.
  const world::Body& earth = *shipped().system.find("Earth");
  const fleet::ShipType& type = *shipped().shipTypes.find("Frigate");
  const glm::dvec3 planet = shipped().system.positionOf(earth, 2451545.0);
  const glm::dvec3 offset{0.0, earth.well->rings.back().radius, 0.0};
  fleet::Fleets fleets = stack(300, type, planet + offset);
  for (std::size_t i = 0; i < fleets.ships.size(); ++i) {
    fleets.ships.mode[i] = fleet::ShipMode::InWell;
    fleets.ships.wellPlanet[i] = earth.id;
    fleets.ships.wellOffset[i] = offset;
  }
  fleet::PartingScratch parting;
  ASSERT_TRUE(spread(fleets.ships, 110e3, parting));
  int moved = 0;
  for (std::size_t i = 0; i < fleets.ships.size(); ++i) {
    const glm::dvec3 from = fleets.ships.position[i] - fleets.ships.wellOffset[i];
    EXPECT_LT(glm::length(from - planet), 1e-3) << i;  // position = planet + offset, to rounding
    EXPECT_LE(glm::length(fleets.ships.wellOffset[i]), earth.well->rings.back().radius * (1.0 + 1e-12)) << i;
    moved += fleets.ships.wellOffset[i] != offset ? 1 : 0;
  }
  EXPECT_GE(moved, 299);
  const double spacing = fleet::kCrowdSpacingRadii * type.radius;
  EXPECT_NEAR(leastDistance(fleets.ships), spacing, 1e-6 * spacing);
}

TEST(Crowd, AStackIsFoundWhateverLargerShipsSizeTheGrid) {
  // A battleship far away sizes the grid's cells for its reach (330 km), where 5,400 scouts could lie
  // without overlapping; 3,000 scouts stacked at one point are still a crowd, laid out at their own spacing.
  fleet::Fleets fleets = stack(3000, scout(), kAt);
  fleets.ships.add(shipped().shipTypes.find("Battleship")->id, fleets.fleets[0].id, kAt + glm::dvec3(3e10, 0, 0),
                   {1.0, 0.0, 0.0});
  fleet::PartingScratch parting;
  ASSERT_TRUE(spread(fleets.ships, 330e3, parting));
  fleets.ships.position.pop_back();  // the battleship, which did not move
  const double spacing = fleet::kCrowdSpacingRadii * scout().radius;
  fleet::Ships scouts = fleets.ships;
  scouts.position.resize(3000);
  EXPECT_NEAR(leastDistance(scouts), spacing, 1e-6 * spacing);
}

TEST(Crowd, TheShipNearestTheMiddleTakesThePointNearestIt) {
  // 201 scouts strung a millimetre apart along x, in the middle of one box (40 km from x = 0, a box's
  // edge): ship 100 is nearest their middle, and so it stays.
  const fleet::ShipType& type = scout();
  fleet::Fleets fleets;
  const fleet::FleetId id = fleets.addFleet("Strung");
  for (int i = 0; i <= 200; ++i) {
    fleets.ships.add(type.id, id, kAt + glm::dvec3(20e3 + 1e-3 * (i - 100), 0, 0), {1, 0, 0});
  }
  const glm::dvec3 middle = middleOf(fleets.ships);
  fleet::PartingScratch parting;
  ASSERT_TRUE(spread(fleets.ships, 55e3, parting));
  for (std::size_t i = 0; i < fleets.ships.size(); ++i) {
    if (i == 100) continue;
    EXPECT_LT(glm::length(fleets.ships.position[100] - middle), glm::length(fleets.ships.position[i] - middle)) << i;
  }
}

TEST(Crowd, TheFirstListOfAStackPairsEachShipWithItsNearestOnTheLattice) {
  // Through the step: 2,000 scouts at one point. Without the layout each would be listed with the 1,999
  // others. On the lattice, the list's reach and skin (5.5 radii, 1.14 spacings) take in a point's six
  // nearest, padded to eight.
  fleet::Fleets fleets = stack(2000, scout(), kAt);
  fleet::Order order;
  order.kind = fleet::Order::Kind::MoveTo;
  order.point = kAt + glm::dvec3(1.0e10, 0.0, 0.0);
  fleets.order(fleets.fleets[0].id, order);
  fleet::StepScratch scratch;
  const fleet::NavigationWorld world{shipped().system, shipped().shipTypes, shipped().stationTypes, {}, {}, 8.0e8};
  fleet::stepFleets(world, fleets, 1.0 / 60.0, 0, scratch);
  EXPECT_EQ(scratch.neighbours.builds(), 1u);
  std::size_t most = 0;
  for (std::uint32_t s = 0; s < fleets.ships.size(); ++s) most = std::max(most, scratch.neighbours.partnersOf(s).size());
  EXPECT_LE(most, 8u);
  const double parted = fleet::partingDistances(scout().radius, scout().radius).parted;
  EXPECT_GE(leastDistance(fleets.ships), parted);
}

}  // namespace
