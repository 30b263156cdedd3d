#include <algorithm>
#include <cstdio>

#include <glm/geometric.hpp>
#include <iostream>
#include <limits>

#include "astro/julian_date.h"
#include "astro/units.h"
#include "commands.h"
#include "loaded_system.h"

namespace perihelion::app {
namespace {

std::string knownBodies(const world::SolarSystem& system) {
  std::string names;
  for (const world::Body& b : system.bodies) {
    names += (names.empty() ? "" : ", ") + b.name;
    if (b.barycentre && !b.barycentre->name.empty()) names += ", " + b.barycentre->name;
  }
  return names;
}

/// What a name asks for: a body (a planet's centre, a moon through its planet), or a planet's barycentre
/// with its moon ("EMB"), whose state is the planet's orbit itself.
struct Asked {
  std::string name;
  const world::Body* body = nullptr;
  bool barycentre = false;
};

}  // namespace

void warnIfExtrapolated(const world::SolarSystem& system, double jdTT, const std::string& dateAsTyped) {
  const std::vector<std::string> names = system.extrapolatedAt(jdTT);
  if (names.empty()) return;
  std::string list;
  // The dates every one of them holds for.
  orbit::DateSpan all{-std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  for (const std::string& n : names) {
    list += (list.empty() ? "" : ", ") + n;
    const orbit::DateSpan c = system.find(n)->orbit->coverage();
    all = {std::max(all.from, c.from), std::min(all.to, c.to)};
  }
  const auto year = [](double jd) { return 2000.0 + (jd - astro::kJ2000) / (astro::kDaysPerJulianCentury / 100.0); };
  char span[96];
  std::snprintf(span, sizeof span, "the Julian years %.0f to %.0f", year(all.from), year(all.to));
  std::cerr << "perihelion: warning: " << dateAsTyped << " is outside the dates the orbital elements of " << list
            << " hold for (" << span << "); they are extrapolated there and their errors grow\n";
}

int runEphemeris(const EphemerisRequest& request) {
  const auto system = loadAndReport(request.dataFile);
  if (!system) return kExitInputError;

  std::vector<Asked> bodies;
  for (const std::string& name : request.bodies) {
    if (const world::Body* body = system->find(name)) {
      bodies.push_back({body->name, body, false});
    } else if (const world::Body* planet = system->barycentreNamed(name)) {
      bodies.push_back({planet->barycentre->name, planet, true});
    } else {
      std::cerr << "perihelion: unknown body '" << name << "'; known bodies: " << knownBodies(*system) << '\n';
      return kExitInputError;
    }
  }
  std::vector<double> dates;
  for (const std::string& text : request.dates) {
    const astro::ParsedDate date = astro::parseDateTT(text);
    if (!date.jdTT) {
      std::cerr << "perihelion: " << date.error << '\n';
      return kExitInputError;
    }
    warnIfExtrapolated(*system, *date.jdTT, text);
    dates.push_back(*date.jdTT);
  }

  constexpr double kAuPerDay = astro::kAuMetres / astro::kSecondsPerDay;  // m/s in one au/day
  std::printf("date,body,x_au,y_au,z_au,vx_au_per_day,vy_au_per_day,vz_au_per_day,r_au,jd_tt\n");
  for (std::size_t d = 0; d < dates.size(); ++d) {
    for (const Asked& asked : bodies) {
      const orbit::StateVector s = asked.barycentre ? asked.body->orbit->stateAt(dates[d]) : system->stateOf(*asked.body, dates[d]);
      const glm::dvec3 p = s.position / astro::kAuMetres;
      const glm::dvec3 v = s.velocity / kAuPerDay;
      std::printf("%s,%s,%.12f,%.12f,%.12f,%.12f,%.12f,%.12f,%.12f,%.8f\n", request.dates[d].c_str(),
                  asked.name.c_str(), p.x, p.y, p.z, v.x, v.y, v.z, glm::length(p), dates[d]);
    }
  }
  return kExitOk;
}

}  // namespace perihelion::app
