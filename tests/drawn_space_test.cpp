// One scale near a planet (render/drawn_space.h): inside the outermost ring a point is drawn as the well
// draws its stations, far off at the plain distance scale, and in between continuously and in order; no
// point outside a planet is drawn inside its drawn globe; pointing undoes the drawing; and a ship flying
// into a well is drawn where the well then draws it, with no jump.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "astro/julian_date.h"
#include "astro/units.h"
#include "fleet/fleet_state.h"
#include "orbit_test_support.h"
#include "render/drawn_space.h"
#include "render/fleet_view.h"
#include "render/scene_view.h"
#include "render/well_view.h"

namespace perihelion::render {
namespace {

constexpr double kT = 8.5e8;  // TT seconds since J2000, in 2026

struct Earth {
  world::SolarSystem system = test::loadDefaultSystem();
  const world::Body& body = *system.find("Earth");
  double jd = astro::julianDateOfSeconds(kT);
  glm::dvec3 centre = system.positionOf(body, jd);
  glm::dvec3 drawnCentre = drawnPosition(system, body, jd);
  double ring = body.well->rings.back().radius;
  DrawnSpace space{system, jd};
  /// A point `d` true metres from the Earth's centre, along a fixed slanting direction.
  glm::dvec3 at(double d) const { return centre + d * glm::normalize(glm::dvec3(0.3, -0.8, 0.2)); }
  double drawnDistance(double d) const { return glm::length(space.at(at(d)).position - drawnCentre); }
};

TEST(DrawnSpace, InsideTheRingAsTheWellDrawsFarOffPlainAndInOrderBetween) {
  const Earth e;
  // Inside the outermost ring: where the well draws a station at that offset.
  for (const double d : {7000e3, 20000e3, e.ring}) {
    const glm::dvec3 well = drawnWellPoint(e.system, e.body, e.drawnCentre, e.at(d) - e.centre);
    EXPECT_LT(glm::length(e.space.at(e.at(d)).position - well), 1e-6 * glm::length(well - e.drawnCentre)) << d;
  }
  // Past 1.5 times the edge of the Moon's zone drawn (1.4 times the ring at the well's scale, 200: 21.9
  // million km), plain.
  const double far = kBlendOverWell * (1.0 + kMoonRoom) * 200.0 * e.ring * 1.0001;
  EXPECT_EQ(e.space.at(e.at(far)).position, e.at(far) * e.system.display.distanceScale);
  EXPECT_EQ(e.space.at(e.at(far)).scale, e.system.display.distanceScale);
  // In between, every step out is drawn further out, by no more than the well's scale times the step.
  double last = e.drawnDistance(0.9 * e.ring);
  const double step = (far - 0.9 * e.ring) / 20000.0;
  for (double d = 0.9 * e.ring + step; d < 1.1 * far; d += step) {
    const double now = e.drawnDistance(d);
    ASSERT_GT(now, last) << d;
    ASSERT_LT(now - last, 200.0 * step * 1.0001) << d;
    last = now;
  }
}

TEST(DrawnSpace, MoonsAreDrawnBeyondTheRingsInTheirOrderAlongTheirTrueDirections) {
  // Jupiter's four at a date: each drawn past the outermost ring as the well draws it, within the moons'
  // zone, further out in the order of their true distances, along the direction of their true offsets;
  // the scene draws each where the stretched space puts its true place (so a ship there is drawn on it).
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::Body& jupiter = *system.find("Jupiter");
  for (const double jd : {2461375.5, 2461380.25, 2470000.5}) {
    const DrawnSpace space(system, jd);
    const glm::dvec3 centre = system.positionOf(jupiter, jd), drawnCentre = drawnPosition(system, jupiter, jd);
    const double ringDrawn = 200.0 * jupiter.well->rings.back().radius;
    const SceneView view = buildSceneView(system, jd, drawnCentre + glm::dvec3(1e11, 0.0, 0.0), 8);
    double lastTrue = 0.0, lastDrawn = 0.0;
    for (const char* name : {"Io", "Europa", "Ganymede", "Callisto"}) {
      const world::Body& moon = *system.find(name);
      const glm::dvec3 offset = system.positionOf(moon, jd) - centre;
      const glm::dvec3 drawn = space.at(system.positionOf(moon, jd)).position - drawnCentre;
      EXPECT_GT(glm::length(drawn), ringDrawn) << name << " at JD " << jd;
      EXPECT_LT(glm::length(drawn), (1.0 + kMoonRoom) * ringDrawn) << name;
      EXPECT_GT(glm::dot(glm::normalize(drawn), glm::normalize(offset)), 1.0 - 1e-12) << name;
      // In order: the true distances first (the moons' orbits are nearly circular and do not cross).
      EXPECT_GT(glm::length(offset), lastTrue) << name;
      EXPECT_GT(glm::length(drawn), lastDrawn) << name;
      lastTrue = glm::length(offset);
      lastDrawn = glm::length(drawn);
      const auto b = std::find_if(view.bodies.begin(), view.bodies.end(), [&](const BodyView& v) { return v.id == moon.id; });
      ASSERT_NE(b, view.bodies.end()) << name;
      EXPECT_LT(glm::length(b->position - (drawnCentre + drawn)), 1e-6 * ringDrawn) << name;
      EXPECT_NEAR(b->radius, moon.radius * space.at(system.positionOf(moon, jd)).scale, 1e-6 * b->radius) << name;
    }
  }
}

TEST(DrawnSpace, NothingOutsideAPlanetIsDrawnInsideItsDrawnGlobe) {
  const Earth e;
  const double globe = drawnRadius(e.system, e.body);
  for (double d = e.body.radius * 1.001; d < 1e10; d *= 1.05) EXPECT_GT(e.drawnDistance(d), globe) << d;
}

TEST(DrawnSpace, PointingUndoesTheDrawing) {
  const Earth e;
  for (double d = 1e6; d < 1e11; d *= 1.7) {
    const glm::dvec3 p = e.at(d);
    EXPECT_LT(glm::length(e.space.trueOf(e.space.at(p).position) - p), 1e-9 * glm::length(p)) << d;
  }
}

TEST(DrawnSpace, AShipTakenIntoAWellIsDrawnWhereItWasInFlight) {
  // The same ship in flight, then as the well holds it: a true 40,000 km from the Earth's centre, and
  // 1.3 times the outermost ring out (the well's frame takes ships in up to 1.5 times).
  const Earth e;
  fleet::ShipCatalogue types;
  fleet::ShipType frigate;
  frigate.radius = 20e3;
  types.types.push_back(frigate);
  for (const double d : {40000e3, 1.3 * e.ring}) {
    fleet::Fleets fleets;
    const fleet::FleetId f = fleets.addFleet("One");
    const glm::dvec3 offset = e.at(d) - e.centre;
    fleets.ships.add(types.types[0].id, f, e.centre + offset, {1.0, 0.0, 0.0});
    const ShipView flying = shipViews(e.system, types, fleets.ships, {}, 1.0, kT, glm::dvec3(0.0))[0];
    fleets.ships.mode[0] = fleet::ShipMode::InWell;
    fleets.ships.wellPlanet[0] = e.body.id;
    fleets.ships.wellOffset[0] = offset;
    const ShipView held = shipViews(e.system, types, fleets.ships, {}, 1.0, kT, glm::dvec3(0.0))[0];
    EXPECT_LT(glm::length(flying.position - held.position), 1e-6 * glm::length(held.position - e.drawnCentre)) << d;
    EXPECT_NEAR(flying.radius, held.radius, 1e-9 * held.radius) << d;
    // At its true place, as a ship in flight was drawn before this scale, it would be inside the globe.
    if (d < e.ring) {
      EXPECT_LT(glm::length(e.centre + offset - e.drawnCentre), drawnRadius(e.system, e.body));
    }
  }
}

}  // namespace
}  // namespace perihelion::render
