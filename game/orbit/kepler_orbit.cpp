#include "orbit/kepler_orbit.h"

#include <cmath>

#include <glm/geometric.hpp>

#include "astro/units.h"
#include "orbit/kepler_equation.h"

namespace perihelion::orbit {
namespace {

constexpr double kSecondsPerCentury = astro::kDaysPerJulianCentury * astro::kSecondsPerDay;

/// Rz(Omega) Rx(I) Rz(omega): orbital plane (+x towards perihelion) -> J2000 ecliptic (Standish, step 5).
struct PlaneToEcliptic {
  glm::dvec3 xAxis;  ///< image of the orbital-plane x axis (towards perihelion)
  glm::dvec3 yAxis;  ///< image of the orbital-plane y axis

  PlaneToEcliptic(SinCos node, SinCos inclination, SinCos argumentOfPerihelion) {
    const double cO = node.cos, sO = node.sin;
    const double cI = inclination.cos, sI = inclination.sin;
    const double cw = argumentOfPerihelion.cos, sw = argumentOfPerihelion.sin;
    xAxis = {cw * cO - sw * sO * cI, cw * sO + sw * cO * cI, sw * sI};
    yAxis = {-sw * cO - cw * sO * cI, -sw * sO + cw * cO * cI, cw * sI};
  }
  glm::dvec3 operator()(double x, double y) const { return x * xAxis + y * yAxis; }
};

}  // namespace

double sunGravitationalParameter() {
  const double k = astro::kGaussianK / astro::kSecondsPerDay;  // rad/s
  return k * k * astro::kAuMetres * astro::kAuMetres * astro::kAuMetres;
}

KeplerOrbit::KeplerOrbit(const OrbitalElements& elements)
    : elements_(elements),
      node_(elements.atJ2000.longitudeOfAscendingNode, elements.ratePerCentury.longitudeOfAscendingNode),
      inclination_(elements.atJ2000.inclination, elements.ratePerCentury.inclination),
      argumentOfPerihelion_(
          elements.atJ2000.longitudeOfPerihelion - elements.atJ2000.longitudeOfAscendingNode,
          elements.ratePerCentury.longitudeOfPerihelion - elements.ratePerCentury.longitudeOfAscendingNode) {}

double KeplerOrbit::meanMotion() const {
  const KeplerianSet& rate = elements_.ratePerCentury;
  return (rate.meanLongitude - rate.longitudeOfPerihelion) / kSecondsPerCentury;
}

glm::dvec3 positionOnEllipse(const KeplerianSet& k, double E) {
  const double omega = k.longitudeOfPerihelion - k.longitudeOfAscendingNode;
  const PlaneToEcliptic toEcliptic({std::sin(k.longitudeOfAscendingNode), std::cos(k.longitudeOfAscendingNode)},
                                   {std::sin(k.inclination), std::cos(k.inclination)},
                                   {std::sin(omega), std::cos(omega)});
  const double a = k.semiMajorAxis, e = k.eccentricity;
  return toEcliptic(a * (std::cos(E) - e), a * std::sqrt(1.0 - e * e) * std::sin(E));
}

double KeplerOrbit::siderealPeriod() const {
  return astro::kTwoPi * kSecondsPerCentury / std::fabs(elements_.ratePerCentury.meanLongitude);
}

double KeplerOrbit::anomalisticPeriod() const { return astro::kTwoPi / std::fabs(meanMotion()); }

glm::dvec3 KeplerOrbit::positionAt(double jdTT) const {
  const KeplerianSet k = elements_.at(jdTT);                                                  // step 1
  const EccentricAnomaly E = solveKepler(k.meanLongitude - k.longitudeOfPerihelion, k.eccentricity);  // 2-3
  const double a = k.semiMajorAxis, e = k.eccentricity;
  const double T = astro::julianCenturiesSinceJ2000(jdTT);
  const PlaneToEcliptic toEcliptic(node_.at(T), inclination_.at(T), argumentOfPerihelion_.at(T));
  return toEcliptic(a * (E.cosE - e), a * std::sqrt(1.0 - e * e) * E.sinE);  // steps 4-5
}

StateVector KeplerOrbit::stateAt(double jdTT) const {
  const KeplerianSet k = elements_.at(jdTT);
  const KeplerianSet& perCentury = elements_.ratePerCentury;
  const double a = k.semiMajorAxis, e = k.eccentricity;
  const EccentricAnomaly anomaly = solveKepler(k.meanLongitude - k.longitudeOfPerihelion, e);
  const double cosE = anomaly.cosE, sinE = anomaly.sinE;
  const double s = std::sqrt(1.0 - e * e);
  const double x = a * (cosE - e);
  const double y = a * s * sinE;

  // Element rates in SI (per second).
  const double aDot = perCentury.semiMajorAxis / kSecondsPerCentury;
  const double eDot = perCentury.eccentricity / kSecondsPerCentury;
  const double iDot = perCentury.inclination / kSecondsPerCentury;
  const double nodeDot = perCentury.longitudeOfAscendingNode / kSecondsPerCentury;
  const double omegaDot = (perCentury.longitudeOfPerihelion - perCentury.longitudeOfAscendingNode) / kSecondsPerCentury;

  // Differentiating Kepler's equation E - e sin E = M with e = e(t): E' (1 - e cos E) = M' + e' sin E,
  // M' the mean motion and the rate of Table 2b's terms.
  const double T = astro::julianCenturiesSinceJ2000(jdTT);
  const double MDot = meanMotion() + elements_.extraTerms.rateAt(T) / kSecondsPerCentury;
  const double EDot = (MDot + eDot * sinE) / (1.0 - e * cosE);
  // In-plane velocity: the ellipse's own change (a', e', E'), then its turning within the plane (omega').
  const double xDot = aDot * (cosE - e) - a * (sinE * EDot + eDot);
  const double yDot = aDot * s * sinE + a * (-e * eDot / s) * sinE + a * s * cosE * EDot;
  const SinCos node = node_.at(T);
  const PlaneToEcliptic toEcliptic(node, inclination_.at(T), argumentOfPerihelion_.at(T));
  const glm::dvec3 position = toEcliptic(x, y);
  glm::dvec3 velocity = toEcliptic(xDot - omegaDot * y, yDot + omegaDot * x);
  // The plane's turning: about the ecliptic pole (Omega') and about the line of nodes (I').
  const glm::dvec3 pole{0.0, 0.0, 1.0};
  const glm::dvec3 lineOfNodes{node.cos, node.sin, 0.0};
  velocity += nodeDot * glm::cross(pole, position) + iDot * glm::cross(lineOfNodes, position);
  return {position, velocity};
}

}  // namespace perihelion::orbit
