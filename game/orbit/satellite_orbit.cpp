#include "orbit/satellite_orbit.h"

#include <cmath>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "orbit/kepler_equation.h"

namespace perihelion::orbit {
namespace {

/// The obliquity of the ecliptic at J2000, 84381.448" (IAU 1976; Lieske et al. 1977).
constexpr double kObliquityJ2000 = astro::arcsecToRad(84381.448);

/// The reference plane's coordinates of a point at (x, y) in the orbit's plane, x towards periapsis:
/// turned by omega in the orbit, tilted by i about the line of nodes, turned by the node.
glm::dvec3 toReferencePlane(double x, double y, double node, double inclination, double omega) {
  const double cw = std::cos(omega), sw = std::sin(omega);
  const double cn = std::cos(node), sn = std::sin(node);
  const double ci = std::cos(inclination), si = std::sin(inclination);
  const double xp = x * cw - y * sw;  // in the orbit's plane, x along the ascending node
  const double yp = x * sw + y * cw;
  return {xp * cn - yp * ci * sn, xp * sn + yp * ci * cn, yp * si};
}

}  // namespace

glm::dmat3 laplacePlaneAxes(double poleRa, double poleDec) {
  // ICRF (equatorial) axes of the plane: the node on the equator, 90 deg east of the pole's meridian.
  const glm::dvec3 z{std::cos(poleDec) * std::cos(poleRa), std::cos(poleDec) * std::sin(poleRa), std::sin(poleDec)};
  const glm::dvec3 x{-std::sin(poleRa), std::cos(poleRa), 0.0};
  const glm::dvec3 y = glm::cross(z, x);
  // Equatorial to ecliptic: a turn of -epsilon about the equinox (the common x axis).
  const double c = std::cos(kObliquityJ2000), s = std::sin(kObliquityJ2000);
  const auto toEcliptic = [&](const glm::dvec3& v) { return glm::dvec3(v.x, c * v.y + s * v.z, -s * v.y + c * v.z); };
  return {toEcliptic(x), toEcliptic(y), toEcliptic(z)};  // columns
}

double nodeRateOfPeriod(double period, double inclination) {
  if (!(period > 0.0)) return 0.0;
  return (std::cos(inclination) >= 0.0 ? -1.0 : 1.0) * astro::kTwoPi / period;
}

SatelliteOrbit::SatelliteOrbit(const SatelliteElements& elements) : elements_(elements) {}

glm::dvec3 SatelliteOrbit::offsetAt(double jdTT) const { return stateAt(jdTT).position; }

StateVector SatelliteOrbit::stateAt(double jdTT) const {
  const SatelliteElements& k = elements_;
  const double dt = (jdTT - k.epochJd) * astro::kSecondsPerDay;
  const double omega = k.argumentOfPeriapsis + k.periapsisRate * dt;
  const double node = k.node + k.nodeRate * dt;
  // n is the sidereal rate: once round against the stars in P. Going round prograde, the moon's direction
  // in the plane is node + omega + nu, so M runs at n - omega' - node'; retrograde (Triton), the orbit is
  // turned over and the direction is node - (omega + nu), so M runs at n - omega' + node'. Either way the
  // regressing node speeds M up, as the Moon's anomalistic month (27.5546 d) is longer than its sidereal
  // month (27.3217 d) by the perigee's advance alone.
  const double nodeTurn = std::cos(k.inclination) >= 0.0 ? k.nodeRate : -k.nodeRate;
  const double meanAnomalyRate = k.meanMotion - k.periapsisRate - nodeTurn;
  const double e = k.eccentricity, a = k.semiMajorAxis;
  const EccentricAnomaly anomaly = solveKepler(reduceAngle(k.meanAnomaly + meanAnomalyRate * dt), e);
  const double s = std::sqrt(1.0 - e * e);
  const double x = a * (anomaly.cosE - e), y = a * s * anomaly.sinE;
  const double EDot = meanAnomalyRate / (1.0 - e * anomaly.cosE);
  const double xDot = -a * anomaly.sinE * EDot, yDot = a * s * anomaly.cosE * EDot;
  const glm::dvec3 position = toReferencePlane(x, y, node, k.inclination, omega);
  // The ellipse's own motion, its periapsis turning within its plane, and the plane turning about the pole.
  glm::dvec3 velocity = toReferencePlane(xDot - k.periapsisRate * y, yDot + k.periapsisRate * x, node, k.inclination, omega);
  velocity += k.nodeRate * glm::cross(glm::dvec3(0.0, 0.0, 1.0), position);
  return {k.planeToEcliptic * position, k.planeToEcliptic * velocity};
}

double SatelliteOrbit::siderealPeriod() const { return astro::kTwoPi / elements_.meanMotion; }

}  // namespace perihelion::orbit
