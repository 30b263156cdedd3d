#include "orbit/orbit_sampler.h"

#include <algorithm>

#include "astro/units.h"
#include "orbit/kepler_equation.h"

namespace perihelion::orbit {

std::vector<glm::dvec3> sampleOrbit(const KeplerOrbit& orbit, double jdTT, int count) {
  count = std::max(count, 3);
  const KeplerianSet k = orbit.elements().at(jdTT);
  const double E0 = solveKeplerEquation(k.meanLongitude - k.longitudeOfPerihelion, k.eccentricity);
  std::vector<glm::dvec3> points;
  points.reserve(static_cast<std::size_t>(count) + 1);
  points.push_back(orbit.positionAt(jdTT));
  for (int i = 1; i < count; ++i) points.push_back(positionOnEllipse(k, E0 + astro::kTwoPi * i / count));
  points.push_back(points.front());
  return points;
}

}  // namespace perihelion::orbit
