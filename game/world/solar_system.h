// The solar system as the simulation sees it: validated bodies in SI units, ids that stay stable.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

#include "orbit/orbit_over_time.h"
#include "well/gravity_well.h"
#include "world/axial_rotation.h"
#include "world/entity_id.h"

namespace perihelion::world {

/// A body's stable id: its index in the data file's "bodies" array. Game state refers to bodies
/// by id, never by pointer, so a reload or a save keeps references valid.
using BodyId = EntityId<struct BodyTag>;

/// A comet is a small body on a very eccentric orbit with a small well: everything that goes by a
/// body's orbit and well (go-to orders, stations, wells, navigation) treats it as a planet does.
enum class BodyKind { Star, Planet, Comet };

/// "star", "planet", "comet": the data files' words, for the HUD and messages.
constexpr std::string_view nameOf(BodyKind kind) {
  return kind == BodyKind::Star ? "star" : kind == BodyKind::Comet ? "comet" : "planet";
}

/// What the renderer needs to draw a body; the simulation ignores it.
struct Appearance {
  glm::vec3 color{1.0f};  ///< display colour, sRGB components in [0, 1]
  std::string texture;    ///< file name looked up in data/textures then system folders; may be empty
};

struct Body {
  BodyId id;
  std::string name;
  BodyKind kind = BodyKind::Planet;
  double radius = 0.0;  ///< mean radius, metres
  AxialRotation rotation;
  std::optional<orbit::OrbitOverTime> orbit;  ///< empty for the star, which stays at the origin
  std::optional<well::GravityWell> well;    ///< every planet and comet has one; the star has none
  Appearance appearance;
};

/// How the solar system is shown: real distances and real radii cannot both be seen at once.
struct DisplaySettings {
  double distanceScale = 1.0;          ///< multiplies heliocentric distances when drawn
  double bodySizeScale = 1000.0;       ///< multiplies planet radii when drawn
  double sunSizeScale = 20.0;          ///< multiplies the star's radius when drawn
  double timeRateDaysPerSecond = 5.0;  ///< simulated days per real second at start
};

struct SolarSystem {
  std::string name;
  std::vector<Body> bodies;  ///< bodies[k].id.value == k; exactly one is the star
  DisplaySettings display;

  /// The body with this name, compared without regard to ASCII case; null when there is none.
  const Body* find(std::string_view name) const;
  const Body& body(BodyId id) const { return bodies[id.value]; }

  /// Heliocentric position (m) of a body at a Julian date (TT).
  glm::dvec3 positionOf(const Body& body, double jdTT) const;

  /// The bodies whose orbital elements hold for no span that contains the date (extrapolated there:
  /// their errors grow), in the file's order; empty inside every orbit's dates.
  std::vector<std::string> extrapolatedAt(double jdTT) const;

};

}  // namespace perihelion::world
