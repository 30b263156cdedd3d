// The solar system as the simulation sees it: validated bodies in SI units, ids that stay stable.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

#include "orbit/orbit_over_time.h"
#include "orbit/satellite_orbit.h"
#include "well/gravity_well.h"
#include "world/axial_rotation.h"
#include "world/entity_id.h"

namespace perihelion::world {

/// A body's stable id: its index in the data file's "bodies" array. Game state refers to bodies
/// by id, never by pointer, so a reload or a save keeps references valid.
using BodyId = EntityId<struct BodyTag>;

/// A comet is a small body on a very eccentric orbit with a small well: everything that goes by a
/// body's orbit and well (go-to orders, stations, wells, navigation) treats it as a planet does; so does
/// a dwarf planet (Pluto). A moon goes round a planet (Body::parent): it has no heliocentric orbit and no
/// well, so orders, stations and wells pass it by; ships steer round it as round any body.
enum class BodyKind { Star, Planet, DwarfPlanet, Moon, Comet };

/// "star", "planet", "dwarf planet", "moon", "comet": the data files' words (with a space for the
/// underscore), for the HUD and messages.
constexpr std::string_view nameOf(BodyKind kind) {
  switch (kind) {
    case BodyKind::Star: return "star";
    case BodyKind::DwarfPlanet: return "dwarf planet";
    case BodyKind::Moon: return "moon";
    case BodyKind::Comet: return "comet";
    case BodyKind::Planet: break;
  }
  return "planet";
}

/// What the renderer needs to draw a body; the simulation ignores it.
struct Appearance {
  glm::vec3 color{1.0f};  ///< display colour, sRGB components in [0, 1]
  std::string texture;    ///< file name looked up in data/textures then system folders; may be empty
};

/// A planet whose heliocentric orbit is that of its barycentre with a moon (the Earth's, Standish's "EM
/// Bary"): the planet's centre is the barycentre less the moon's offset times m_moon / (m_planet + m_moon).
struct Barycentre {
  BodyId moon;
  double moonShare = 0.0;  ///< m_moon / (m_planet + m_moon), from the two GMs
  std::string name;        ///< the barycentre's own name for the ephemeris ("EMB"); may be empty
};

struct Body {
  BodyId id;
  std::string name;
  BodyKind kind = BodyKind::Planet;
  double radius = 0.0;  ///< mean radius, metres
  AxialRotation rotation;
  std::optional<orbit::OrbitOverTime> orbit;  ///< heliocentric; empty for the star (at the origin) and moons
  std::optional<BodyId> parent;               ///< a moon's planet
  std::optional<orbit::SatelliteOrbit> moonOrbit;  ///< a moon's orbit round its parent
  std::optional<Barycentre> barycentre;       ///< when `orbit` is the planet's barycentre with a moon
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

  /// Heliocentric position (m) of a body at a Julian date (TT): a moon's is its planet's plus its offset;
  /// a planet with a Barycentre is its barycentre's less its share of the moon's offset.
  glm::dvec3 positionOf(const Body& body, double jdTT) const;
  /// Heliocentric position and velocity (m, m/s), composed as positionOf.
  orbit::StateVector stateOf(const Body& body, double jdTT) const;
  /// The planet and moon whose barycentre has this name (compared without regard to ASCII case); null
  /// when none has. Its state is the planet's `orbit`.
  const Body* barycentreNamed(std::string_view wanted) const;

  /// The bodies whose orbital elements hold for no span that contains the date (extrapolated there:
  /// their errors grow), in the file's order; empty inside every orbit's dates.
  std::vector<std::string> extrapolatedAt(double jdTT) const;

};

}  // namespace perihelion::world
