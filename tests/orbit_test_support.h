// Shared by the orbit tests: the project's data file, and orbits built straight from Standish's
// table (independently of the data file), so a typo in either shows up.
#pragma once

#include <cmath>
#include <map>
#include <stdexcept>
#include <string>

#include "astro/units.h"
#include "data/solar_system_loader.h"
#include "orbit/kepler_orbit.h"
#include "reference_csv.h"

namespace perihelion::test {

inline world::SolarSystem loadDefaultSystem() {
  data::LoadResult result = data::loadSolarSystemFile(std::string(PERIHELION_DATA_DIR) + "/solar_system.json");
  if (!result.system) throw std::runtime_error("data/solar_system.json does not load");
  return std::move(*result.system);
}

/// Orbits from tests/data/reference/jpl_elements_1800_2050.csv, keyed by the table's row names
/// ("EM Bary" for the Earth-Moon barycentre).
inline std::map<std::string, orbit::KeplerOrbit> orbitsFromStandishTable() {
  std::map<std::string, orbit::KeplerOrbit> orbits;
  for (const CsvRow& row : readReferenceCsv("jpl_elements_1800_2050.csv")) {
    const auto set = [&](const std::string& suffix) {
      orbit::KeplerianSet k;
      k.semiMajorAxis = std::stod(row.at("a" + suffix)) * astro::kAuMetres;
      k.eccentricity = std::stod(row.at("e" + suffix));
      k.inclination = astro::degToRad(std::stod(row.at("I" + suffix)));
      k.meanLongitude = astro::degToRad(std::stod(row.at("L" + suffix)));
      k.longitudeOfPerihelion = astro::degToRad(std::stod(row.at("long_peri" + suffix)));
      k.longitudeOfAscendingNode = astro::degToRad(std::stod(row.at("long_node" + suffix)));
      return k;
    };
    orbits.emplace(row.at("planet"), orbit::KeplerOrbit({set("_0"), set("_rate")}));
  }
  return orbits;
}

/// Orbits from tests/data/reference/jpl_elements_3000bc_3000ad.csv (Standish's Tables 2a and 2b, Pluto
/// included), keyed by row name, with Table 2b's b, c, s, f (an empty cell: none).
inline std::map<std::string, orbit::KeplerOrbit> orbitsFromStandishTable2() {
  std::map<std::string, orbit::KeplerOrbit> orbits;
  for (const CsvRow& row : readReferenceCsv("jpl_elements_3000bc_3000ad.csv")) {
    const auto number = [&](const std::string& column) {
      const std::string& text = row.at(column);
      return text.empty() ? 0.0 : std::stod(text);
    };
    const auto set = [&](const std::string& suffix) {
      orbit::KeplerianSet k;
      k.semiMajorAxis = number("a" + suffix) * astro::kAuMetres;
      k.eccentricity = number("e" + suffix);
      k.inclination = astro::degToRad(number("I" + suffix));
      k.meanLongitude = astro::degToRad(number("L" + suffix));
      k.longitudeOfPerihelion = astro::degToRad(number("long_peri" + suffix));
      k.longitudeOfAscendingNode = astro::degToRad(number("long_node" + suffix));
      return k;
    };
    const orbit::MeanAnomalyTerms terms{astro::degToRad(number("b")), astro::degToRad(number("c")),
                                        astro::degToRad(number("s")), astro::degToRad(number("f"))};
    orbits.emplace(row.at("planet"), orbit::KeplerOrbit({set("_0"), set("_rate"), terms}));
  }
  return orbits;
}

/// The model's heliocentric position (m) of a reference file's body. The files call the Earth-Moon
/// barycentre "EMB" (Standish's table "EM Bary", and his expected positions "Earth" too, his table having
/// no geocentre): the data's barycentre of that name, the Earth's orbit itself. Any other name is the
/// data's body (a geocentric "Earth" of VSOP87 is the data's Earth, its centre).
inline glm::dvec3 modelPositionOf(const world::SolarSystem& system, const std::string& referenceBody, double jd,
                                  bool earthIsTheBarycentre) {
  if (referenceBody == "EMB" || referenceBody == "EM Bary" || (earthIsTheBarycentre && referenceBody == "Earth")) {
    const world::Body* earth = system.barycentreNamed("EMB");
    if (!earth) throw std::runtime_error("no barycentre named EMB in the data");
    return earth->orbit->positionAt(jd);
  }
  const world::Body* body = system.find(referenceBody);
  if (!body) throw std::runtime_error("no body " + referenceBody + " in the data");
  return system.positionOf(*body, jd);
}

inline double julianDateOf(const CsvRow& row) { return std::stod(row.at("jd_tt")); }

inline glm::dvec3 positionAuOf(const CsvRow& row) {
  return {std::stod(row.at("x")), std::stod(row.at("y")), std::stod(row.at("z"))};
}

/// The same, from the files whose columns are x_au, y_au, z_au.
inline glm::dvec3 positionAuOfColumns(const CsvRow& row) {
  return {std::stod(row.at("x_au")), std::stod(row.at("y_au")), std::stod(row.at("z_au"))};
}

/// Whether the default data use Table 1 at a date: 1800.0 to 2051.0 in Julian epoch years.
inline bool table1Applies(double jdTT) { return jdTT >= 2378495.0 && jdTT < 2470172.75; }

/// Whether a date is in a seam where the data's position passes between the tables: 1799.0 to 1800.0
/// and 2051.0 to 2052.0 (orbit/orbit_over_time.h).
inline bool inSeam(double jdTT) {
  return (jdTT >= 2378495.0 - 365.25 && jdTT < 2378495.0) || (jdTT >= 2470172.75 && jdTT < 2470172.75 + 365.25);
}

/// ICRF (equatorial) axes to the J2000 ecliptic's: a turn about x by the obliquity 84381.448" (IAU 1976, the
/// J2000 value), written here apart from the game's. The ICRF's 0.02" frame bias is left out: at
/// Callisto's 1.9 million km it is 0.2 km.
inline glm::dvec3 equatorialToEcliptic(const glm::dvec3& v) {
  const double eps = astro::degToRad(84381.448 / 3600.0);
  return {v.x, std::cos(eps) * v.y + std::sin(eps) * v.z, -std::sin(eps) * v.y + std::cos(eps) * v.z};
}

/// A direction given by right ascension and declination (deg, ICRF), in J2000 ecliptic axes.
inline glm::dvec3 eclipticDirection(double raDeg, double decDeg) {
  const double ra = astro::degToRad(raDeg), dec = astro::degToRad(decDeg);
  return equatorialToEcliptic({std::cos(dec) * std::cos(ra), std::cos(dec) * std::sin(ra), std::sin(dec)});
}

/// The angle between two directions, degrees (atan2: exact near 0 and 180 as acos is not).
inline double degreesBetween(const glm::dvec3& a, const glm::dvec3& b) {
  return astro::radToDeg(std::atan2(glm::length(glm::cross(a, b)), glm::dot(a, b)));
}

}  // namespace perihelion::test
