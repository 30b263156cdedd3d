#include "data/solar_system_reading.h"

#include <cmath>

#include "astro/units.h"
#include "data/json_document.h"
#include "data/solar_system_format.h"
#include "orbit/satellite_orbit.h"

namespace perihelion::data {

using nlohmann::json;
using astro::degToRad;

const json* numberAt(const json& object, std::string_view key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_number() ? &*it : nullptr;
}

std::vector<double> ringRadiiKm(const json& well, double planetRadiusKm) {
  const ObjectSpec& spec = nestedSpec(nestedSpec(solarSystemFormat(), "bodies"), "gravity_well");
  std::vector<double> radii;
  if (const auto rings = well.find("rings"); rings != well.end()) {
    if (!rings->is_array()) return {};
    for (const json& r : *rings) {
      const json* radius = r.is_object() ? numberAt(r, "radius_km") : nullptr;
      if (!radius) return {};
      radii.push_back(radius->get<double>());
    }
    return radii;
  }
  const auto count = static_cast<std::size_t>(numberOr(well, spec, "ring_count"));
  const double spacing = numberOr(well, spec, "ring_spacing");
  double radius = numberOr(well, spec, "inner_radius_planet_radii") * planetRadiusKm;
  for (std::size_t k = 0; k < count; ++k, radius *= spacing) radii.push_back(radius);
  return radii;
}

double julianDateOfYear(double year) { return astro::kJ2000 + (year - 2000.0) * (astro::kDaysPerJulianCentury / 100.0); }

/// Data follow NASA's fact sheets: a negative period means retrograde, and a retrograde body's tilt
/// may be given either way (Venus 177.36 deg, or 2.64 deg from the north side). Internally the
/// positive pole carries the sense of rotation, so the period is always positive.
/// The data's north pole (IAU: on the north side of the invariable plane) is the positive pole of a
/// body that turns anticlockwise about it; a retrograde body's positive pole is its south pole.
world::AxialRotation toAxialRotation(const json& body, const ObjectSpec& spec) {
  const double periodHours = numberOr(body, spec, "rotation_period_h");
  const double tiltDeg = numberOr(body, spec, "axial_tilt_deg");
  world::AxialRotation r;
  r.siderealPeriod = std::fabs(periodHours) * astro::kSecondsPerHour;
  r.axialTilt = degToRad(periodHours < 0.0 && tiltDeg <= 90.0 ? 180.0 - tiltDeg : tiltDeg);
  if (const auto north = body.find("north_pole"); north != body.end()) {
    const ObjectSpec& poleSpec = nestedSpec(spec, "north_pole");
    // A Laplace plane's pole and a body's are the same kind of direction: RA and Dec on the ICRF.
    const glm::dvec3 pole = orbit::laplacePlaneAxes(degToRad(numberOr(*north, poleSpec, "ra_deg")),
                                                    degToRad(numberOr(*north, poleSpec, "dec_deg")))[2];
    r.pole = periodHours < 0.0 ? -pole : pole;
  }
  return r;
}

}  // namespace perihelion::data
