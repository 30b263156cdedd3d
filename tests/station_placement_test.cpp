// The rules for placing a station: accepted cases, and every refusal with its reason code.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "data/solar_system_loader.h"
#include "world/station_placement.h"

namespace {

using namespace perihelion;
using world::PlacementRefusal;

constexpr double kPi = 3.14159265358979323846;

// A small system whose Earth has three rings close together (13000, 14000 and 30000 km), the
// outermost holding at most two stations.
constexpr const char* kSystem = R"({
  "bodies": [
    {"name": "Sun", "kind": "star", "radius_km": 695700},
    {"name": "Earth", "kind": "planet", "radius_km": 6371.0, "axial_tilt_deg": 23.44,
     "orbit": {"at_j2000": {"semi_major_axis_au": 1.0, "eccentricity": 0.0167, "inclination_deg": 0.0,
                            "mean_longitude_deg": 100.46, "longitude_of_perihelion_deg": 102.94,
                            "longitude_of_ascending_node_deg": 0.0},
               "per_century": {"mean_longitude_deg": 35999.37}},
     "gravity_well": {"inner_period_h": 4.0,
                      "rings": [{"radius_km": 13000, "accepts": ["small"]},
                                {"radius_km": 14000, "accepts": ["small", "medium"]},
                                {"radius_km": 30000, "accepts": ["large", "small"], "max_stations": 2}]}}
  ]
})";

world::StationCatalogue catalogue() {
  using well::SizeClass;
  world::StationCatalogue c;
  c.types = {{{0}, "Satellite", SizeClass::Small, 150e3, "station.glb", {}, 0.0, {}, false},
             {{1}, "Depot", SizeClass::Medium, 600e3, "station.glb", {}, 0.0, {}, false},
             {{2}, "Shipyard", SizeClass::Large, 1200e3, "station.glb", {}, 0.0, {}, false},
             {{3}, "Dish", SizeClass::Small, 7000e3, "station.glb", {}, 0.0, {}, false}};
  return c;
}

class Placement : public testing::Test {
 protected:
  void SetUp() override {
    data::LoadResult r = data::parseSolarSystem(kSystem);
    ASSERT_TRUE(r.system.has_value());
    system = *r.system;
  }
  world::PlacementVerdict place(std::uint32_t ring, double phase, std::uint32_t type, double time = 0.0) {
    return world::placeStation(system, types, stations, world::StationId{nextId++}, {world::BodyId{1}, ring, phase, {type}, time});
  }

  world::SolarSystem system;
  world::StationCatalogue types = catalogue();
  std::vector<world::Station> stations;
  std::uint32_t nextId = 1;
};

TEST_F(Placement, AcceptsASatelliteOnTheInnerRingWithTheIdItIsGiven) {
  const auto verdict = world::placeStation(system, types, stations, world::StationId{41}, {world::BodyId{1}, 0, 1.0, {0}, 50.0});
  EXPECT_TRUE(verdict.allowed()) << verdict.reason;
  EXPECT_TRUE(verdict.reason.empty());
  ASSERT_EQ(stations.size(), 1u);
  EXPECT_EQ(stations[0].id, world::StationId{41});
  EXPECT_EQ(stations[0].at.ring, 0u);
  EXPECT_EQ(stations[0].at.phaseAtPlacement, 1.0);
  EXPECT_EQ(stations[0].at.placedAt, 50.0);
}

TEST_F(Placement, RefusesTheStarAndUnknownPlanets) {
  EXPECT_EQ(world::placeStation(system, types, stations, {1}, {world::BodyId{0}, 0, 0.0, {0}, 0.0}).refusal,
            PlacementRefusal::NoSuchPlanet);
  EXPECT_EQ(world::placeStation(system, types, stations, {1}, {world::BodyId{7}, 0, 0.0, {0}, 0.0}).refusal,
            PlacementRefusal::NoSuchPlanet);
  EXPECT_FALSE(world::planetNamed(system, "Sun").has_value());
  EXPECT_FALSE(world::planetNamed(system, "Pluto").has_value());
  EXPECT_EQ(world::planetNamed(system, "earth")->value, 1u);
  EXPECT_TRUE(stations.empty());
}

TEST_F(Placement, RefusesARingThatDoesNotExist) {
  const auto v = place(3, 0.0, 0);
  EXPECT_EQ(v.refusal, PlacementRefusal::NoSuchRing);
  EXPECT_NE(v.reason.find("no ring 4"), std::string::npos) << v.reason;
}

TEST_F(Placement, RefusesAnUnknownStationType) { EXPECT_EQ(place(0, 0.0, 9).refusal, PlacementRefusal::NoSuchStationType); }

TEST_F(Placement, RefusesASizeTheRingDoesNotTake) {
  const auto v = place(0, 0.0, 2);
  EXPECT_EQ(v.refusal, PlacementRefusal::SizeNotAccepted);
  EXPECT_NE(v.reason.find("large"), std::string::npos) << v.reason;
  EXPECT_TRUE(place(2, 0.0, 2).allowed());
}

TEST_F(Placement, RefusesAStationThatWouldReachIntoThePlanet) {
  // 13000 km - 7000 km = 6000 km < the Earth's 6371 km.
  EXPECT_EQ(place(0, 0.0, 3).refusal, PlacementRefusal::TouchesPlanet);
}

TEST_F(Placement, RefusesAnOverlapOnTheSameRingAndNamesTheStationInTheWay) {
  ASSERT_TRUE(place(0, 0.0, 0).allowed());
  // 0.02 rad on a 13000 km ring is a 260 km chord, under the 300 km two satellites need.
  const auto v = place(0, 0.02, 0);
  EXPECT_EQ(v.refusal, PlacementRefusal::NoRoom);
  ASSERT_TRUE(v.conflictsWith.has_value());
  EXPECT_EQ(*v.conflictsWith, stations[0].id);
  // 0.025 rad is a 325 km chord: room enough.
  EXPECT_TRUE(place(0, 0.025, 0).allowed());
}

TEST_F(Placement, TheRoomOnARingAllowsForItsTurning) {
  ASSERT_TRUE(place(0, 0.0, 0, 0.0).allowed());
  // A quarter of the 4 h period later the first satellite is at 90 degrees: that spot is taken and
  // the spot at 0 is free.
  const double quarter = 3600.0;
  EXPECT_EQ(place(0, kPi / 2, 0, quarter).refusal, PlacementRefusal::NoRoom);
  EXPECT_TRUE(place(0, 0.0, 0, quarter).allowed());
}

TEST_F(Placement, RefusesAStationThatAStationOnANeighbouringRingWouldHit) {
  // Rings 13000 and 14000 km are 1000 km apart; a satellite (150 km) and a depot (600 km) pass, but
  // two depots (1200 km) would collide when their rings line them up, whatever the phases.
  ASSERT_TRUE(place(1, 0.0, 1).allowed());
  EXPECT_TRUE(place(0, kPi, 0).allowed());
  const auto v = place(1, kPi, 1);  // same ring as the first depot, far from it: allowed
  EXPECT_TRUE(v.allowed()) << v.reason;
  stations.clear();
  ASSERT_TRUE(place(0, 0.0, 0).allowed());
  types.types[0].radius = 900e3;  // a satellite grown to 900 km, against a 600 km depot 1000 km away
  const auto crossing = place(1, kPi, 1);
  EXPECT_EQ(crossing.refusal, PlacementRefusal::CrossesStation);
  EXPECT_EQ(*crossing.conflictsWith, stations[0].id);
}

TEST_F(Placement, RefusesAFullRing) {
  ASSERT_TRUE(place(2, 0.0, 0).allowed());
  ASSERT_TRUE(place(2, kPi, 0).allowed());
  const auto v = place(2, kPi / 2, 0);
  EXPECT_EQ(v.refusal, PlacementRefusal::RingFull);
  EXPECT_NE(v.reason.find("full"), std::string::npos);
}

TEST(PlacementRefusal, EveryCodeHasADistinctName) {
  const PlacementRefusal all[] = {PlacementRefusal::NoSuchPlanet,      PlacementRefusal::NoSuchRing,
                                  PlacementRefusal::NoSuchStationType, PlacementRefusal::SizeNotAccepted,
                                  PlacementRefusal::RingFull,          PlacementRefusal::NoRoom,
                                  PlacementRefusal::CrossesStation,    PlacementRefusal::TouchesPlanet};
  std::set<std::string_view> names;
  for (PlacementRefusal r : all) EXPECT_TRUE(names.insert(world::refusalName(r)).second);
  EXPECT_EQ(world::refusalName(PlacementRefusal::NoRoom), "no-room");
}

}  // namespace
