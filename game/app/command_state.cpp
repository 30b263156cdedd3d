#include <algorithm>
#include <cmath>
#include <cstdio>

#include <glm/geometric.hpp>

#include "astro/julian_date.h"
#include "astro/units.h"
#include "commands.h"
#include "loaded_system.h"

namespace perihelion::app {

int runState(const std::filesystem::path& dataFile, const std::string& date) {
  const auto system = loadAndReport(dataFile);
  if (!system) return kExitInputError;
  double jdTT = astro::nowTT();
  if (!date.empty()) {
    const astro::ParsedDate parsed = astro::parseDateTT(date);
    if (!parsed.jdTT) {
      std::fprintf(stderr, "perihelion: %s\n", parsed.error.c_str());
      return kExitInputError;
    }
    jdTT = *parsed.jdTT;
    warnIfExtrapolated(*system, jdTT, date);
  }
  std::printf("%s at %s (JD %.5f TT), from %s\n", system->name.c_str(), astro::formatUtcIso(jdTT).c_str(), jdTT,
              dataFile.string().c_str());
  std::printf("heliocentric, mean ecliptic and equinox of J2000\n\n");
  // The name column as wide as the longest name ("67P/Churyumov-Gerasimenko"), so the columns line up.
  int nameWidth = 10;
  for (const world::Body& b : system->bodies) nameWidth = std::max(nameWidth, static_cast<int>(b.name.size()));
  std::printf("%-*s %12s %12s %12s %10s %9s %9s %10s %9s\n", nameWidth, "body", "x (au)", "y (au)", "z (au)",
              "r (au)", "lon (deg)", "lat (deg)", "v (km/s)", "spin(deg)");
  for (const world::Body& b : system->bodies) {
    const orbit::StateVector s = system->stateOf(b, jdTT);
    const glm::dvec3 p = s.position / astro::kAuMetres;
    const double r = glm::length(p);
    double lon = astro::radToDeg(std::atan2(p.y, p.x));
    if (lon < 0.0) lon += 360.0;
    const double lat = r > 0.0 ? astro::radToDeg(std::asin(p.z / r)) : 0.0;
    std::printf("%-*s %12.6f %12.6f %12.6f %10.6f %9.3f %9.3f %10.3f %9.2f\n", nameWidth, b.name.c_str(), p.x, p.y,
                p.z, r, lon, lat, glm::length(s.velocity) / astro::kKmMetres, astro::radToDeg(b.rotation.angleAt(jdTT)));
  }
  
  return kExitOk;
}

}  // namespace perihelion::app
