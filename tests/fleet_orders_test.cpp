// Commanding fleets in the game, the parts without GL: the move point picked on a plane at the fleet's
// altitude and lifted off it, box selection of projected ships, the ship model's orientation, where
// ships are drawn, the selection and the orders it gives, and a scenario's fleets carried with their
// planets to the game's start date.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "astro/units.h"
#include "desktop/fleet_command.h"
#include "desktop/fleet_markers.h"
#include "desktop/frame_camera.h"
#include "desktop/game_scenario.h"
#include "sim/carry_fleets.h"
#include "orbit_test_support.h"
#include "picking/box_select.h"
#include "picking/ground_pick.h"
#include "picking/screen_ray.h"
#include "render/fleet_view.h"
#include "render/scene_view.h"
#include "render/well_view.h"
#include "vector_assertions.h"

namespace perihelion::app {
namespace {

using test::near3;

constexpr double kT = 8.5e8;  // TT seconds since J2000, in 2026

// [SECTION] Ground plane and height --------------------------------------------------------------

TEST(GroundPick, TheRayMeetsThePlaneAndTheHeightLiftsThePoint) {
  const engine::Plane plane = engine::planeThrough({0.0, 0.0, 5e10}, {0.0, 0.0, 1.0});
  const engine::Ray ray{{1e11, 2e11, 6e10}, glm::normalize(glm::dvec3(1.0, -1.0, -1.0))};
  const auto pick = engine::pickOnGround(ray, plane, 2e9);
  ASSERT_TRUE(pick);
  EXPECT_NEAR(pick->onPlane.z, 5e10, 1e-3);
  EXPECT_TRUE(near3(pick->onPlane, {1.1e11, 1.9e11, 5e10}, 1e-3));
  EXPECT_TRUE(near3(pick->point, pick->onPlane + glm::dvec3(0.0, 0.0, 2e9), 1e-3));
  EXPECT_EQ(pick->height, 2e9);
}

TEST(GroundPick, ARayAwayFromThePlaneOrAlongItPicksNothing) {
  const engine::Plane plane = engine::eclipticPlane();
  EXPECT_FALSE(engine::pickOnGround({{0.0, 0.0, 1.0}, {0.0, 0.0, 1.0}}, plane, 0.0));   // plane behind
  EXPECT_FALSE(engine::pickOnGround({{0.0, 0.0, 1.0}, {1.0, 0.0, 0.0}}, plane, 0.0));   // parallel
}

TEST(GroundPick, ARayThatMissesThePlanePicksItsPointNearestTheCentre) {
  const engine::Plane plane = engine::eclipticPlane();
  // Along the plane, 1 m above it: the point of the ray abreast of the centre, 1 m up, over its foot.
  std::optional<engine::GroundPick> pick = engine::pickOnGroundOrNearest({{0.0, 0.0, 1.0}, {1.0, 0.0, 0.0}}, plane, 0.0, {5.0, 3.0, 0.0});
  EXPECT_TRUE(near3(pick->point, {5.0, 0.0, 1.0}, 1e-12));
  EXPECT_TRUE(near3(pick->onPlane, {5.0, 0.0, 0.0}, 1e-12));
  EXPECT_NEAR(pick->height, 1.0, 1e-12);
  // With a height set, lifted by it.
  pick = engine::pickOnGroundOrNearest({{0.0, 0.0, 1.0}, {1.0, 0.0, 0.0}}, plane, 2.0, {5.0, 3.0, 0.0});
  EXPECT_TRUE(near3(pick->point, {5.0, 0.0, 3.0}, 1e-12));
  EXPECT_NEAR(pick->height, 3.0, 1e-12);
  // Away from the plane, up at 45 degrees: nearest (10, 0, 0) at t = 9 / sqrt 2, the point (4.5, 0, 5.5).
  pick = engine::pickOnGroundOrNearest({{0.0, 0.0, 1.0}, {1.0, 0.0, 1.0}}, plane, 0.0, {10.0, 0.0, 0.0});
  EXPECT_TRUE(near3(pick->point, {4.5, 0.0, 5.5}, 1e-12));
  EXPECT_TRUE(near3(pick->onPlane, {4.5, 0.0, 0.0}, 1e-12));
  // In the plane itself: the point abreast of the centre, on the plane.
  pick = engine::pickOnGroundOrNearest({{0.0, 0.0, 0.0}, {0.0, 1.0, 0.0}}, plane, 0.0, {7.0, 4.0, 0.0});
  EXPECT_TRUE(near3(pick->point, {0.0, 4.0, 0.0}, 1e-12));
  // A ray that meets the plane picks where it meets it, as pickOnGround does.
  const engine::Ray down{{1e11, 2e11, 6e10}, glm::normalize(glm::dvec3(1.0, -1.0, -1.0))};
  pick = engine::pickOnGroundOrNearest(down, plane, 2e9, {0.0, 0.0, 0.0});
  EXPECT_TRUE(near3(pick->point, engine::pickOnGround(down, plane, 2e9)->point, 1e-3));
  // Only a ray with no direction picks nothing.
  EXPECT_FALSE(engine::pickOnGroundOrNearest({{0.0, 0.0, 1.0}, {0.0, 0.0, 0.0}}, plane, 0.0, {1.0, 0.0, 0.0}));
  EXPECT_FALSE(engine::pickOnGroundOrNearest({{0.0, 0.0, 1.0}, {std::nan(""), 0.0, 0.0}}, plane, 0.0, {1.0, 0.0, 0.0}));
}

TEST(GroundPick, TheHeightIsWhereTheCursorRayPassesTheVerticalLine) {
  // A camera off to the side, looking at points up the vertical line through the anchor.
  const glm::dvec3 anchor{3e11, -1e11, 2e9};
  const glm::dvec3 eye = anchor + glm::dvec3(-4e10, 1e10, 1.5e10);
  for (const double h : {-3e10, -1e9, 0.0, 7e8, 2.5e10}) {
    const glm::dvec3 target = anchor + glm::dvec3(0.0, 0.0, h);
    const auto got = engine::heightUnderRay({eye, glm::normalize(target - eye)}, anchor, {0.0, 0.0, 1.0});
    ASSERT_TRUE(got) << h;
    EXPECT_NEAR(*got, h, 1e-4 * std::abs(h) + 1e-3) << h;
  }
}

TEST(GroundPick, LookingStraightDownTheLineGivesNoHeight) {
  const glm::dvec3 anchor{1e11, 0.0, 0.0};
  EXPECT_FALSE(engine::heightUnderRay({anchor + glm::dvec3(0, 0, 1e10), {0.0, 0.0, -1.0}}, anchor, {0.0, 0.0, 1.0}));
  // The line behind the camera: nothing either.
  EXPECT_FALSE(engine::heightUnderRay({anchor + glm::dvec3(1e10, 0, 0), {1.0, 0.0, 0.0}}, anchor, {0.0, 0.0, 1.0}));
}

TEST(OrderHeight, ShiftAndTheMouseSetTheHeightThenTheDiscFollowsTheCursorAgain) {
  const glm::dvec3 centre{0.0, 0.0, 1e9};  // the order plane is z = 1e9
  const glm::dvec3 eye{-5e10, -5e10, 4e10};
  const glm::dvec3 spot{1e10, 2e10, 1e9};
  const auto rayTo = [&](const glm::dvec3& p) { return engine::Ray{eye, glm::normalize(p - eye)}; };
  OrderHeight height;
  height.update(rayTo(spot), centre, false);
  auto target = height.target(rayTo(spot), centre);
  ASSERT_TRUE(target);
  EXPECT_TRUE(near3(target->point, spot, 1.0));

  height.update(rayTo(spot), centre, true);  // Shift pressed: the disc stays at the spot
  height.update(rayTo(spot + glm::dvec3(0, 0, 6e9)), centre, true);  // the mouse moves up the screen
  EXPECT_NEAR(height.height(), 6e9, 1e3);
  target = height.target(rayTo(glm::dvec3(9e10, 0, 0)), centre);  // wherever the cursor is now
  EXPECT_TRUE(near3(target->onPlane, spot, 1.0));
  EXPECT_TRUE(near3(target->point, spot + glm::dvec3(0, 0, 6e9), 1e3));

  height.update(rayTo(spot), centre, false);  // Shift released: the height stays, the disc follows the cursor
  const glm::dvec3 elsewhere{3e10, -1e10, 1e9};
  target = height.target(rayTo(elsewhere), centre);
  EXPECT_TRUE(near3(target->onPlane, elsewhere, 10.0));
  EXPECT_TRUE(near3(target->point, elsewhere + glm::dvec3(0, 0, 6e9), 1e3));
  height.reset();
  EXPECT_EQ(height.height(), 0.0);
}

TEST(OrderHeight, ARayAlongTheOrderPlaneStillGivesATarget) {
  // Looking along the plane (the camera at the fleet's altitude): the ray never meets it, and the target
  // is the point of the ray abreast of the fleet's centre.
  const glm::dvec3 centre{2e10, 5e10, 1e9};
  const engine::Ray along{{-3e10, 0.0, 1e9}, {0.0, 1.0, 0.0}};
  OrderHeight height;
  height.update(along, centre, false);
  const auto target = height.target(along, centre);
  ASSERT_TRUE(target);
  EXPECT_TRUE(near3(target->point, {-3e10, 5e10, 1e9}, 1.0));
  EXPECT_TRUE(near3(target->onPlane, {-3e10, 5e10, 1e9}, 1.0));
  // Shift pressed there anchors the disc at that point, and the height then moves along its vertical line.
  height.update(along, centre, true);
  const engine::Ray up{{-3e10, 0.0, 1e9}, glm::normalize(glm::dvec3(0.0, 5e10, 2e9))};
  height.update(up, centre, true);
  EXPECT_NEAR(height.height(), 2e9, 1e3);
  EXPECT_TRUE(near3(height.target(up, centre)->point, {-3e10, 5e10, 3e9}, 1e3));
}

// [SECTION] Fleet markers ------------------------------------------------------------------------

/// `n` ships of `fleet`, drawn in a cube of `sideMetres` round `at`.
std::vector<render::ShipView> fleetViews(std::uint32_t fleet, std::uint32_t n, const glm::dvec3& at, double sideMetres) {
  std::vector<render::ShipView> views;
  for (std::uint32_t k = 0; k < n; ++k) {
    render::ShipView v;
    v.fleet = fleet::FleetId{fleet};
    v.position = at + sideMetres * glm::dvec3(k % 3, (k / 3) % 3, k / 9) / 2.0 - glm::dvec3(0.5 * sideMetres);
    v.tint = {0.2f, 0.5f, 1.0f};
    views.push_back(v);
  }
  return views;
}

FrameCamera cameraOn(const glm::dvec3& focus, double distance) {
  engine::OrbitCamera orbit;
  orbit.focus = focus;
  orbit.distance = distance;
  return makeFrameCamera(orbit, {1280.0, 720.0}, engine::DepthMode::ReversedZ, 1e14);
}

TEST(FleetMarkers, AFarFleetIsOneMarkerWithItsCountAndANearOneIsNot) {
  const glm::dvec3 at{1e11, 2e10, 0.0};
  std::vector<render::ShipView> views = fleetViews(3, 12, at, 1e6);  // 12 ships in 1,000 km
  // 45 degrees of view over 720 pixels: 1,000 km at 1e10 m is 0.04 pixels; at 2e6 m, several hundred.
  const FrameCamera far = cameraOn(at, 1e10);
  std::vector<FleetMarker> markers = fleetMarkers(views, far);
  ASSERT_EQ(markers.size(), 1u);
  EXPECT_EQ(markers[0].fleet.value, 3u);
  EXPECT_EQ(markers[0].ships, 12u);
  EXPECT_NEAR(markers[0].screen.x, 640.0, 1.0);  // the focus is the middle of the view
  EXPECT_NEAR(markers[0].screen.y, 360.0, 1.0);
  EXPECT_EQ(markedFleets(markers, 5), (std::vector<std::uint8_t>{0, 0, 0, 1, 0}));
  EXPECT_TRUE(fleetMarkers(views, cameraOn(at, 2e6)).empty());
  // One ship is drawn as itself; a fleet with a ship behind the camera is never a marker.
  EXPECT_TRUE(fleetMarkers(fleetViews(0, 1, at, 1e6), far).empty());
  views[5].position = far.eye + (far.eye - at);
  EXPECT_TRUE(fleetMarkers(views, far).empty());
}

// [SECTION] Box selection ------------------------------------------------------------------------

TEST(BoxSelect, PointsInsideTheDraggedBoxInFrontOfTheCameraAreSelected) {
  const engine::ScreenBox box = engine::boxBetween({300, 200}, {100, 50});  // dragged up and left
  EXPECT_EQ(box.min, glm::dvec2(100, 50));
  EXPECT_EQ(box.max, glm::dvec2(300, 200));
  const std::vector<glm::dvec3> points{
      {150, 100, 0.5},   // inside
      {100, 50, 0.9},    // on the corner: inside
      {301, 100, 0.5},   // right of it
      {150, 100, 1.5},   // behind the camera (or past the far plane)
      {150, 100, -0.1},  // likewise
      {299, 199, 0.0},   // inside, at the far plane
  };
  EXPECT_EQ(engine::pointsInBox(box, points), (std::vector<std::uint32_t>{0, 1, 5}));
}

TEST(BoxSelect, WorksOnProjectedPoints) {
  const glm::dvec2 viewport{800, 600};
  const glm::dmat4 view = glm::lookAt(glm::dvec3(0, -10, 0), glm::dvec3(0), glm::dvec3(0, 0, 1));
  const glm::dmat4 projection = glm::perspective(0.8, 800.0 / 600.0, 0.1, 1000.0);
  const std::vector<glm::dvec3> world{{0, 0, 0}, {3, 0, 0}, {-3, 0, 2}, {0, -20, 0}};  // the last behind the eye
  std::vector<glm::dvec3> screen;
  for (const glm::dvec3& p : world) screen.push_back(engine::projectToScreen(p, viewport, view, projection));
  // The right half of the screen holds the centre point's right neighbour only (and the centre on its edge).
  EXPECT_EQ(engine::pointsInBox(engine::boxBetween({401, 0}, {800, 600}), screen), (std::vector<std::uint32_t>{1}));
  EXPECT_EQ(engine::pointsInBox(engine::boxBetween({0, 0}, {800, 600}), screen), (std::vector<std::uint32_t>{0, 1, 2}));
}

// [SECTION] Ships as drawn -----------------------------------------------------------------------

TEST(ShipView, TheModelsNoseTurnsOntoTheHeadingWithItsUpTowardsTheNorth) {
  for (const glm::dvec3 h : {glm::dvec3(1, 0, 0), glm::dvec3(0, 1, 0), glm::dvec3(-1, 0.2, 0.3), glm::dvec3(0.1, -1, -0.9)}) {
    const glm::dquat q = render::headingOrientation(h);
    EXPECT_TRUE(near3(q * glm::dvec3(1, 0, 0), glm::normalize(h), 1e-12));
    const glm::dvec3 up = q * glm::dvec3(0, 0, 1);
    EXPECT_NEAR(glm::dot(up, glm::normalize(h)), 0.0, 1e-12);
    EXPECT_GT(up.z, 0.0);  // the top of the ship faces the north side
    EXPECT_NEAR(glm::length(q), 1.0, 1e-12);
  }
  // Straight up or down: still a proper rotation with the nose on the heading.
  for (const glm::dvec3 h : {glm::dvec3(0, 0, 1), glm::dvec3(0, 0, -2)}) {
    const glm::dquat q = render::headingOrientation(h);
    EXPECT_TRUE(near3(q * glm::dvec3(1, 0, 0), glm::normalize(h), 1e-12));
  }
  const glm::dquat none = render::headingOrientation(glm::dvec3(0.0));
  EXPECT_EQ(none, glm::dquat(1, 0, 0, 0));
}

fleet::ShipCatalogue testShipTypes() {
  fleet::ShipCatalogue types;
  fleet::ShipType frigate;
  frigate.id = fleet::ShipTypeId{0};
  frigate.name = "Frigate";
  frigate.radius = 20e3;
  frigate.maxSpeed = 70e3;
  frigate.model = "ship.obj";
  types.types.push_back(frigate);
  return types;
}

TEST(ShipView, ShipsInFlightAreDrawnAtTheirTruePositionAndShipsInAWellWithTheWellsMapping) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::Body& earth = *system.find("Earth");
  const double jd = astro::julianDateOfSeconds(kT);
  fleet::Fleets fleets;
  const fleet::FleetId id = fleets.addFleet("A");
  const glm::dvec3 flying{1.2e11, 3e10, 1e8};
  fleets.ships.add(fleet::ShipTypeId{0}, id, flying, {0, 1, 0});
  fleets.ships.add(fleet::ShipTypeId{0}, id, system.positionOf(earth, jd) + glm::dvec3(5e7, 0, 0), {1, 0, 0});
  fleets.ships.mode[1] = fleet::ShipMode::InWell;
  fleets.ships.wellPlanet[1] = earth.id;
  fleets.ships.wellOffset[1] = glm::dvec3(5e7, 0, 0);
  const fleet::ShipCatalogue types = testShipTypes();
  ASSERT_FALSE(fleet::whyFleetsDoNotFit(system, types, fleets));

  // Half-way between the last two ticks.
  const std::vector<glm::dvec3> previous{flying - glm::dvec3(2e6, 0, 0), fleets.ships.position[1]};
  const auto views = render::shipViews(system, types, fleets.ships, {previous, fleets.ships.id}, 0.5, kT, glm::dvec3(1e11, 0, 0));
  ASSERT_EQ(views.size(), 2u);
  EXPECT_TRUE(near3(views[0].position, (flying - glm::dvec3(1e6, 0, 0)) * system.display.distanceScale, 1e-3));
  EXPECT_DOUBLE_EQ(views[0].radius, 20e3 * system.display.distanceScale);
  const glm::dvec3 drawnEarth = render::drawnPosition(system, earth, jd);
  EXPECT_TRUE(near3(views[1].position, render::drawnWellPoint(system, earth, drawnEarth, {5e7, 0, 0}), 1e-3));
  EXPECT_DOUBLE_EQ(views[1].radius, 20e3 * render::wellScale(system, earth));
  // A float 1.5e11 m from the eye: within a float's rounding (1e-7 relative).
  EXPECT_TRUE(near3(glm::dvec3(views[1].relativeToEye), views[1].position - glm::dvec3(1e11, 0, 0), 2e4));

  // Nothing is moving: no courses. Ordered to Mars: a course from the moving ships' centre to Mars.
  EXPECT_TRUE(render::fleetCourses(system, fleets, views, kT).empty());
  fleets.order(id, goToOrder(system.find("Mars")->id));
  const auto moving = render::shipViews(system, types, fleets.ships, {}, 0.0, kT, glm::dvec3(0.0));
  const auto courses = render::fleetCourses(system, fleets, moving, kT);
  ASSERT_EQ(courses.size(), 1u);
  EXPECT_TRUE(near3(courses[0].to, render::drawnPosition(system, *system.find("Mars"), jd), 1e-3));
  EXPECT_TRUE(near3(courses[0].from, 0.5 * (moving[0].position + moving[1].position), 1e-3));

  // A planet file with fewer bodies: the well's planet is gone, nothing may be indexed.
  world::SolarSystem small = system;
  small.bodies.resize(2);
  EXPECT_TRUE(fleet::whyFleetsDoNotFit(small, types, fleets));
}

// [SECTION] Selection and orders -----------------------------------------------------------------

TEST(ShipSelection, OrdersGoToEveryFleetOfTheSelectedShips) {
  const world::SolarSystem system = test::loadDefaultSystem();
  fleet::Fleets fleets;
  for (const char* name : {"A", "B", "C"}) {
    const fleet::FleetId id = fleets.addFleet(name);
    for (int k = 0; k < 3; ++k) fleets.ships.add(fleet::ShipTypeId{0}, id, glm::dvec3(1e11 + 1e6 * k, 0, 0), {1, 0, 0});
  }
  ShipSelection selection;
  const std::vector<std::uint32_t> picked{7, 1, 2, 1, 99};  // fleets A and C; a repeat; an unknown ship
  selection.setIndices(picked, fleets.ships);
  EXPECT_EQ(selection.size(), 3u);
  EXPECT_TRUE(selection.contains(fleet::ShipId{7}));
  EXPECT_FALSE(selection.contains(fleet::ShipId{99}));
  const auto ids = selection.fleets(fleets.ships);
  ASSERT_EQ(ids.size(), 2u);
  EXPECT_EQ(ids[0].value, 0u);
  EXPECT_EQ(ids[1].value, 2u);

  // A drawn point far from the planets goes back to true metres through the distance scale.
  const glm::dvec3 drawn{2e11, 1e10, -3e9};
  const fleet::Order order = moveOrderTo(system, drawn, kT);
  EXPECT_EQ(order.kind, fleet::Order::Kind::MoveTo);
  EXPECT_TRUE(near3(order.point * system.display.distanceScale, drawn, 1e-3));
  for (const fleet::FleetId id : ids) fleets.order(id, order);  // as the tick applies an OrderFleets command
  EXPECT_EQ(fleets.fleets[0].order.kind, fleet::Order::Kind::MoveTo);
  EXPECT_EQ(fleets.fleets[1].order.kind, fleet::Order::Kind::Hold);
  EXPECT_EQ(fleets.fleets[2].order.kind, fleet::Order::Kind::MoveTo);
  EXPECT_EQ(fleets.ships.mode[3], fleet::ShipMode::Idle);
  EXPECT_EQ(fleets.ships.mode[8], fleet::ShipMode::Moving);

  selection.selectFleet(fleet::FleetId{1}, fleets.ships);
  EXPECT_EQ(selection.ids(), (std::vector<fleet::ShipId>{fleet::ShipId{3}, fleet::ShipId{4}, fleet::ShipId{5}}));

  // The order plane goes through the selection's centre, level with the ecliptic.
  std::vector<render::ShipView> views(fleets.ships.size());
  for (std::size_t i = 0; i < views.size(); ++i) {
    views[i].id = static_cast<std::uint32_t>(i);  // views know their ship by its index, as render::shipViews makes them
    views[i].position = glm::dvec3(1e11, 0, 1e9 * static_cast<double>(i));
  }
  const auto centre = selectionCentre(selection, fleets.ships, views);
  ASSERT_TRUE(centre);
  EXPECT_TRUE(near3(*centre, {1e11, 0, 4e9}, 1e-3));
  const engine::Plane plane = orderPlane(*centre);
  EXPECT_EQ(plane.normal, glm::dvec3(0, 0, 1));
  EXPECT_NEAR(plane.offset, 4e9, 1e-3);
}

TEST(ShipSelection, KeepsShipsByIdWhenOthersAreDestroyedAndDropsTheDestroyed) {
  fleet::Fleets fleets;
  const fleet::FleetId a = fleets.addFleet("A");
  const fleet::FleetId b = fleets.addFleet("B");
  for (int k = 0; k < 6; ++k) fleets.ships.add(fleet::ShipTypeId{0}, k < 3 ? a : b, glm::dvec3(1e11 + 1e6 * k, 0, 0), {1, 0, 0});
  ShipSelection selection;
  selection.selectFleet(b, fleets.ships);  // ships 3, 4, 5
  const std::vector<glm::dvec3> before = fleets.ships.position;
  const std::vector<fleet::ShipId> idsBefore = fleets.ships.id;

  // Ships 0 and 4 are destroyed: the others' indices shift down, their ids stay.
  fleets.ships.remove({1, 0, 0, 0, 1, 0});
  EXPECT_TRUE(selection.dropGone(fleets.ships));
  EXPECT_EQ(selection.ids(), (std::vector<fleet::ShipId>{fleet::ShipId{3}, fleet::ShipId{5}}));
  EXPECT_FALSE(selection.contains(fleet::ShipId{4}));
  EXPECT_EQ(selection.indices(fleets.ships), (std::vector<std::size_t>{2, 3}));
  EXPECT_EQ(selection.fleets(fleets.ships), (std::vector<fleet::FleetId>{b}));
  EXPECT_FALSE(selection.dropGone(fleets.ships));

  // Drawn between the ticks, each ship starts from its own previous position (matched by id).
  fleets.order(b, moveOrderTo(test::loadDefaultSystem(), glm::dvec3(2e11, 0, 0), kT));
  for (std::size_t i = 0; i < fleets.ships.size(); ++i) fleets.ships.position[i] += glm::dvec3(0, 1e6, 0);
  const world::SolarSystem system = test::loadDefaultSystem();
  const auto views = render::shipViews(system, testShipTypes(), fleets.ships, {before, idsBefore}, 0.5, kT, glm::dvec3(0.0));
  for (std::size_t i = 0; i < views.size(); ++i) {
    EXPECT_EQ(views[i].ship, fleets.ships.id[i]);
    const glm::dvec3 was = before[fleets.ships.id[i].value];
    EXPECT_TRUE(near3(views[i].position, (was + glm::dvec3(0, 0.5e6, 0)) * system.display.distanceScale, 1e-3)) << i;
  }

  // The last selected ships gone: an empty selection.
  fleets.ships.remove({0, 0, 1, 1});
  EXPECT_TRUE(selection.dropGone(fleets.ships));
  EXPECT_TRUE(selection.empty());
}

// [SECTION] Scenario start -----------------------------------------------------------------------

TEST(GameScenario, FleetsNearAPlanetTravelWithItToTheGamesDateOthersStayPut) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::Body& mars = *system.find("Mars");
  const double from = kT, to = kT + 200.0 * astro::kSecondsPerDay;
  const glm::dvec3 marsThen = system.positionOf(mars, astro::julianDateOfSeconds(from));
  const glm::dvec3 marsNow = system.positionOf(mars, astro::julianDateOfSeconds(to));
  fleet::Fleets fleets;
  const fleet::FleetId near = fleets.addFleet("near");
  const fleet::FleetId far = fleets.addFleet("far");
  const glm::dvec3 offset{2e9, -1e9, 3e8};
  fleets.ships.add(fleet::ShipTypeId{0}, near, marsThen + offset, {1, 0, 0});
  fleets.ships.add(fleet::ShipTypeId{0}, near, marsThen + offset + glm::dvec3(1e7, 0, 0), {1, 0, 0});
  const glm::dvec3 deepSpace{0, 3.0 * astro::kAuMetres, 0};
  fleets.ships.add(fleet::ShipTypeId{0}, far, deepSpace, {1, 0, 0});
  EXPECT_EQ(sim::planetNear(system, marsThen + offset, from, sim::kCarriedWithinMetres)->value, mars.id.value);
  sim::carryFleetsWithPlanets(system, fleets, from, to, sim::kCarriedWithinMetres);
  EXPECT_TRUE(near3(fleets.ships.position[0], marsNow + offset, 1e-2));
  EXPECT_TRUE(near3(fleets.ships.position[1], marsNow + offset + glm::dvec3(1e7, 0, 0), 1e-2));
  EXPECT_EQ(fleets.ships.position[2], deepSpace);
}

TEST(GameScenario, TheSandboxLoadsWithItsFleetsAndABrokenScenarioOnlyReports) {
  const GameScenario sandbox = loadGameScenario(std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios" / "sandbox.json");
  ASSERT_FALSE(sandbox.failed()) << (sandbox.messages.empty() ? "" : sandbox.messages.front());
  EXPECT_EQ(sandbox.world->state.fleets.fleets.size(), 3u);
  EXPECT_EQ(sandbox.world->state.fleets.ships.size(), 24u);
  // Each fleet starts near its planet (within the distance at which it is carried along).
  const world::SolarSystem& system = sandbox.world->system;
  for (const auto& [fleetName, planet] : {std::pair{"Home Guard", "Earth"}, {"Red Scouts", "Mars"}, {"Venus Convoy", "Venus"}}) {
    std::optional<std::uint32_t> first;
    for (std::size_t i = 0; i < sandbox.world->state.fleets.ships.size() && !first; ++i) {
      if (sandbox.world->state.fleets.fleets[sandbox.world->state.fleets.ships.fleet[i].value].name == fleetName) {
        first = static_cast<std::uint32_t>(i);
      }
    }
    ASSERT_TRUE(first) << fleetName;
    const auto near = sim::planetNear(system, sandbox.world->state.fleets.ships.position[*first],
                                      sandbox.world->state.time, sim::kCarriedWithinMetres);
    ASSERT_TRUE(near) << fleetName;
    EXPECT_EQ(system.body(*near).name, planet);
  }

  const GameScenario missing = loadGameScenario("/nonexistent/scenario.json");
  EXPECT_TRUE(missing.failed());
  EXPECT_FALSE(missing.messages.empty());
}

}  // namespace
}  // namespace perihelion::app
