// Build mode's placement preview: the cursor's ray meets the ring plane through the drawn planet, the
// point snaps to the nearest ring, and the rules judge the placement there.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "desktop/build_mode.h"
#include "orbit_test_support.h"
#include "render/scene_view.h"
#include "render/well_view.h"

namespace perihelion::app {
namespace {

constexpr double kT = 8.5e8;  // TT seconds since J2000, in 2026

world::StationCatalogue testCatalogue() {
  world::StationCatalogue catalogue;
  catalogue.types.push_back({world::StationTypeId{0}, "Satellite", well::SizeClass::Small, 150e3, "station.glb", {}, 0.0, {}, false});
  catalogue.types.push_back({world::StationTypeId{1}, "Factory", well::SizeClass::Large, 900e3, "station.glb", {}, 0.0, {}, false});
  return catalogue;
}

/// A ray from above the ring plane straight down through the drawn point of ring `ring` at `phase`.
engine::Ray rayOnto(const world::SolarSystem& system, const world::Body& planet, std::uint32_t ring, double phase) {
  const glm::dvec3 drawnPlanet = render::drawnPosition(system, planet, astro::julianDateOfSeconds(kT));
  const glm::dvec3 target = render::drawnWellPoint(system, planet, drawnPlanet, planet.well->offsetOnRing(ring, phase));
  const glm::dvec3 above = target + planet.well->normal() * (3.0 * render::drawnRadius(system, planet)) +
                           planet.well->frame[0] * 1e5;  // a little slanted
  return {above, glm::normalize(target - above)};
}

TEST(BuildMode, TheCursorSnapsToTheRingUnderIt) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::Body& earth = *system.find("Earth");
  for (std::uint32_t ring = 0; ring < earth.well->rings.size(); ++ring) {
    const auto preview = previewPlacement(system, testCatalogue(), {}, {earth.id, world::StationTypeId{1}},
                                          rayOnto(system, earth, ring, 2.5), kT);
    ASSERT_TRUE(preview);
    EXPECT_EQ(preview->request.ring, ring);
    EXPECT_NEAR(preview->request.phase, 2.5, 1e-6);
    EXPECT_EQ(preview->request.time, kT);
    EXPECT_EQ(preview->request.planet, earth.id);
    // The ghost sits on the drawn ring at the snapped phase, at the station type's drawn size.
    const glm::dvec3 drawnPlanet = render::drawnPosition(system, earth, astro::julianDateOfSeconds(kT));
    const double drawnRing = earth.well->rings[ring].radius * render::wellScale(system, earth);
    EXPECT_NEAR(glm::length(preview->drawnPosition - drawnPlanet), drawnRing, 1e-6 * drawnRing);
    EXPECT_DOUBLE_EQ(preview->drawnRadius, 900e3 * render::wellScale(system, earth));
  }
}

TEST(BuildMode, TheVerdictIsTheRulesVerdict) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::StationCatalogue catalogue = testCatalogue();
  const world::Body& mars = *system.find("Mars");
  const BuildMode factory{mars.id, world::StationTypeId{1}};
  // A large station is refused on the swift innermost ring and allowed on the outermost.
  const auto inner = previewPlacement(system, catalogue, {}, factory, rayOnto(system, mars, 0, 1.0), kT);
  ASSERT_TRUE(inner);
  ASSERT_FALSE(inner->verdict.allowed());
  EXPECT_EQ(*inner->verdict.refusal, world::PlacementRefusal::SizeNotAccepted);
  EXPECT_FALSE(inner->verdict.reason.empty());
  const std::uint32_t outer = static_cast<std::uint32_t>(mars.well->rings.size() - 1);
  const auto free = previewPlacement(system, catalogue, {}, factory, rayOnto(system, mars, outer, 1.0), kT);
  ASSERT_TRUE(free);
  EXPECT_TRUE(free->verdict.allowed());
  // Once placed there, the same spot has no room.
  std::vector<world::Station> stations;
  ASSERT_TRUE(world::placeStation(system, catalogue, stations, world::StationId{1}, free->request).allowed());
  const auto taken = previewPlacement(system, catalogue, stations, factory, rayOnto(system, mars, outer, 1.0), kT);
  ASSERT_TRUE(taken);
  EXPECT_EQ(*taken->verdict.refusal, world::PlacementRefusal::NoRoom);
}

TEST(BuildMode, ARayAlongThePlaneOrAwayFromItShowsNothing) {
  const world::SolarSystem system = test::loadDefaultSystem();
  const world::Body& venus = *system.find("Venus");
  const BuildMode build{venus.id, world::StationTypeId{0}};
  engine::Ray away = rayOnto(system, venus, 1, 0.0);
  away.direction = -away.direction;
  EXPECT_FALSE(previewPlacement(system, testCatalogue(), {}, build, away, kT));
  engine::Ray along{away.origin, venus.well->frame[0]};
  EXPECT_FALSE(previewPlacement(system, testCatalogue(), {}, build, along, kT));
  EXPECT_FALSE(previewPlacement(system, testCatalogue(), {}, {venus.id, world::StationTypeId{9}},
                                rayOnto(system, venus, 1, 0.0), kT));
  EXPECT_FALSE(previewPlacement(system, testCatalogue(), {}, {system.find("Sun")->id, world::StationTypeId{0}},
                                rayOnto(system, venus, 1, 0.0), kT));
}

}  // namespace
}  // namespace perihelion::app
