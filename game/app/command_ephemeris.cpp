#include <cstdio>

#include <glm/geometric.hpp>
#include <iostream>

#include "astro/julian_date.h"
#include "astro/units.h"
#include "commands.h"
#include "loaded_system.h"

namespace perihelion::app {
namespace {

std::string knownBodies(const world::SolarSystem& system) {
  std::string names;
  for (const world::Body& b : system.bodies) names += (names.empty() ? "" : ", ") + b.name;
  return names;
}

}  // namespace

void warnIfOutsideFittedInterval(double jdTT, const std::string& dateAsTyped) {
  constexpr double kFitStartJD = 2'378'496.5;  // 1800-01-01
  constexpr double kFitEndJD = 2'470'172.5;    // 2051-01-01
  if (jdTT < kFitStartJD || jdTT > kFitEndJD) {
    std::cerr << "perihelion: warning: " << dateAsTyped
              << " is outside 1800-2050, the interval the orbital elements were fitted to; errors grow\n";
  }
}

int runEphemeris(const EphemerisRequest& request) {
  const auto system = loadAndReport(request.dataFile);
  if (!system) return kExitInputError;

  std::vector<const world::Body*> bodies;
  for (const std::string& name : request.bodies) {
    const world::Body* body = system->find(name);
    if (!body) {
      std::cerr << "perihelion: unknown body '" << name << "'; known bodies: " << knownBodies(*system) << '\n';
      return kExitInputError;
    }
    bodies.push_back(body);
  }
  std::vector<double> dates;
  for (const std::string& text : request.dates) {
    const astro::ParsedDate date = astro::parseDateTT(text);
    if (!date.jdTT) {
      std::cerr << "perihelion: " << date.error << '\n';
      return kExitInputError;
    }
    warnIfOutsideFittedInterval(*date.jdTT, text);
    dates.push_back(*date.jdTT);
  }

  constexpr double kAuPerDay = astro::kAuMetres / astro::kSecondsPerDay;  // m/s in one au/day
  std::printf("date,body,x_au,y_au,z_au,vx_au_per_day,vy_au_per_day,vz_au_per_day,r_au,jd_tt\n");
  for (std::size_t d = 0; d < dates.size(); ++d) {
    for (const world::Body* body : bodies) {
      orbit::StateVector s;
      if (body->orbit) s = body->orbit->stateAt(dates[d]);
      const glm::dvec3 p = s.position / astro::kAuMetres;
      const glm::dvec3 v = s.velocity / kAuPerDay;
      std::printf("%s,%s,%.12f,%.12f,%.12f,%.12f,%.12f,%.12f,%.12f,%.8f\n", request.dates[d].c_str(),
                  body->name.c_str(), p.x, p.y, p.z, v.x, v.y, v.z, glm::length(p), dates[d]);
    }
  }
  return kExitOk;
}

}  // namespace perihelion::app
