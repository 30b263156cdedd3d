#include "data/solar_system_loader.h"

#include <cmath>
#include <optional>

#include <nlohmann/json.hpp>

#include "astro/units.h"
#include "data/solar_system_checks.h"
#include "data/solar_system_format.h"
#include "data/solar_system_reading.h"
#include "orbit/kepler_orbit.h"
#include "orbit/perihelion_elements.h"

namespace perihelion::data {
namespace {

using nlohmann::json;
using astro::degToRad;

orbit::KeplerianSet toKeplerianSet(const json& j, const ObjectSpec& spec) {
  orbit::KeplerianSet k;
  k.semiMajorAxis = numberOr(j, spec, "semi_major_axis_au") * astro::kAuMetres;
  k.eccentricity = numberOr(j, spec, "eccentricity");
  k.inclination = degToRad(numberOr(j, spec, "inclination_deg"));
  k.meanLongitude = degToRad(numberOr(j, spec, "mean_longitude_deg"));
  k.longitudeOfPerihelion = degToRad(numberOr(j, spec, "longitude_of_perihelion_deg"));
  k.longitudeOfAscendingNode = degToRad(numberOr(j, spec, "longitude_of_ascending_node_deg"));
  return k;
}

/// One element set of an orbit and the dates it is used at (none: every date).
orbit::DatedElements toDatedElements(const json& set, const ObjectSpec& spec) {
  orbit::DatedElements d;
  d.elements.atJ2000 = toKeplerianSet(set["at_j2000"], nestedSpec(spec, "at_j2000"));
  d.elements.ratePerCentury = toKeplerianSet(set["per_century"], nestedSpec(spec, "per_century"));
  const ObjectSpec& termsSpec = nestedSpec(spec, "mean_anomaly_terms");
  const json& terms = memberOr(set, "mean_anomaly_terms");
  d.elements.extraTerms = {degToRad(numberOr(terms, termsSpec, "b_deg_per_century2")), degToRad(numberOr(terms, termsSpec, "c_deg")),
                           degToRad(numberOr(terms, termsSpec, "s_deg")), degToRad(numberOr(terms, termsSpec, "f_deg_per_century"))};
  if (const auto valid = set.find("valid"); valid != set.end()) {
    for (const json& span : *valid) {
      d.spans.push_back({julianDateOfYear(span["from_year"].get<double>()), julianDateOfYear(span["to_year"].get<double>())});
    }
  }
  return d;
}

/// A planet's orbit: its main element set and any others.
orbit::OrbitOverTime toOrbit(const json& o, const ObjectSpec& spec) {
  std::vector<orbit::DatedElements> sets{toDatedElements(o, spec)};
  if (const auto others = o.find("other_element_sets"); others != o.end()) {
    for (const json& set : *others) sets.push_back(toDatedElements(set, nestedSpec(spec, "other_element_sets")));
  }
  if (sets.size() == 1 && sets.front().spans.empty()) return orbit::OrbitOverTime(sets.front().elements);
  return orbit::OrbitOverTime(sets);
}

/// A comet's osculating elements, degrees and au converted at the gate.
orbit::OrbitalElements toCometElements(const json& j, const ObjectSpec& spec) {
  orbit::PerihelionElements p;
  p.perihelionDistance = numberOr(j, spec, "perihelion_distance_au") * astro::kAuMetres;
  p.eccentricity = numberOr(j, spec, "eccentricity");
  p.inclination = degToRad(numberOr(j, spec, "inclination_deg"));
  p.longitudeOfAscendingNode = degToRad(numberOr(j, spec, "longitude_of_ascending_node_deg"));
  p.argumentOfPerihelion = degToRad(numberOr(j, spec, "argument_of_perihelion_deg"));
  p.perihelionTimeJd = numberOr(j, spec, "perihelion_time_jd");
  return orbit::fromPerihelionElements(p);
}

world::BodyKind toBodyKind(const json& kind) {
  if (kind == "star") return world::BodyKind::Star;
  if (kind == "dwarf_planet") return world::BodyKind::DwarfPlanet;
  if (kind == "moon") return world::BodyKind::Moon;
  return kind == "comet" ? world::BodyKind::Comet : world::BodyKind::Planet;
}

/// A moon's mean elements (JPL's table): km, degrees, days and years converted at the gate.
orbit::SatelliteElements toMoonElements(const json& j, const ObjectSpec& spec) {
  constexpr double kSecondsPerJulianYear = 365.25 * astro::kSecondsPerDay;
  orbit::SatelliteElements s;
  s.semiMajorAxis = numberOr(j, spec, "semi_major_axis_km") * astro::kKmMetres;
  s.eccentricity = numberOr(j, spec, "eccentricity");
  s.inclination = degToRad(numberOr(j, spec, "inclination_deg"));
  s.node = degToRad(numberOr(j, spec, "longitude_of_ascending_node_deg"));
  s.argumentOfPeriapsis = degToRad(numberOr(j, spec, "argument_of_periapsis_deg"));
  s.meanAnomaly = degToRad(numberOr(j, spec, "mean_anomaly_deg"));
  s.epochJd = numberOr(j, spec, "epoch_jd");
  s.meanMotion = degToRad(numberOr(j, spec, "mean_motion_deg_per_day")) / astro::kSecondsPerDay;
  const double periapsisYears = numberOr(j, spec, "periapsis_period_years");
  s.periapsisRate = periapsisYears > 0.0 ? astro::kTwoPi / (periapsisYears * kSecondsPerJulianYear) : 0.0;
  s.nodeRate = orbit::nodeRateOfPeriod(numberOr(j, spec, "node_period_years") * kSecondsPerJulianYear, s.inclination);
  if (const auto plane = j.find("laplace_plane"); plane != j.end()) {
    const ObjectSpec& planeSpec = nestedSpec(spec, "laplace_plane");
    s.planeToEcliptic = orbit::laplacePlaneAxes(degToRad(numberOr(*plane, planeSpec, "pole_ra_deg")),
                                                degToRad(numberOr(*plane, planeSpec, "pole_dec_deg")));
  }
  return s;
}

/// The default period of the inner ring: a circular orbit of radius r round the body, by Kepler's third
/// law, T = 2 pi sqrt(r^3 / GM). GM is the body's own where the data give it (NASA's fact sheets do for
/// every planet); otherwise that of a sphere of the body's radius R and the Earth's mean density rho
/// (5513 kg/m^3, NASA Earth fact sheet), M = 4/3 pi R^3 rho, which makes it 3.98 h at r = 2 R whatever R.
double defaultInnerPeriod(double innerRadius, double planetRadius, std::optional<double> gravitationalParameter) {
  constexpr double kGravitationalConstant = 6.67430e-11;  // m^3 kg^-1 s^-2, CODATA 2018
  constexpr double kEarthMeanDensity = 5513.0;            // kg/m^3
  const double gm = gravitationalParameter
                        ? *gravitationalParameter
                        : kGravitationalConstant * 4.0 / 3.0 * astro::kPi * planetRadius * planetRadius *
                              planetRadius * kEarthMeanDensity;
  return astro::kTwoPi * std::sqrt(innerRadius * innerRadius * innerRadius / gm);
}

well::GravityWell toGravityWell(const json& j, const ObjectSpec& spec, double planetRadius,
                                std::optional<double> gravitationalParameter, const world::AxialRotation& rotation) {
  const ObjectSpec& ringSpec = nestedSpec(spec, "rings");
  well::GravityWell well;
  std::vector<double> radii = ringRadiiKm(j, planetRadius / astro::kKmMetres);
  for (double& r : radii) r *= astro::kKmMetres;
  const auto rings = j.find("rings");
  const double innerPeriod = j.contains("inner_period_h") ? j["inner_period_h"].get<double>() * astro::kSecondsPerHour
                                                          : defaultInnerPeriod(radii.front(), planetRadius, gravitationalParameter);
  for (std::size_t k = 0; k < radii.size(); ++k) {
    well::Ring ring;
    ring.radius = radii[k];
    if (k + 1 < radii.size()) ring.period = well::ringPeriod(innerPeriod, radii.front(), radii[k]);
    ring.accepts = well::defaultAccepts(k, radii.size());
    if (rings != j.end()) {
      const json& r = (*rings)[k];
      if (const auto accepts = r.find("accepts"); accepts != r.end()) {
        ring.accepts = {};
        for (const json& name : *accepts) ring.accepts.insert(*well::sizeClassNamed(name.get<std::string>()));
      }
      ring.maxStations = static_cast<std::uint32_t>(numberOr(r, ringSpec, "max_stations"));
    }
    well.rings.push_back(ring);
  }
  const bool ecliptic = stringOr(j, spec, "plane") == "ecliptic";
  well.frame = well::ringFrame(ecliptic ? glm::dvec3(0.0, 0.0, 1.0) : rotation.spinAxis());
  return well;
}

glm::vec3 toColor(const std::string& hex) {
  const auto channel = [&](std::size_t at) {
    return static_cast<float>(std::stoi(hex.substr(at, 2), nullptr, 16)) / 255.0f;
  };
  return {channel(1), channel(3), channel(5)};
}

world::SolarSystem toSolarSystem(const json& root) {
  const ObjectSpec& rootSpec = solarSystemFormat();
  const ObjectSpec& bodySpec = nestedSpec(rootSpec, "bodies");
  const ObjectSpec& displaySpec = nestedSpec(rootSpec, "display");
  const ObjectSpec& orbitSpec = nestedSpec(bodySpec, "orbit");
  world::SolarSystem system;
  system.name = stringOr(root, rootSpec, "name");
  const json& display = memberOr(root, "display");
  system.display.distanceScale = numberOr(display, displaySpec, "distance_scale");
  system.display.bodySizeScale = numberOr(display, displaySpec, "body_size_scale");
  system.display.sunSizeScale = numberOr(display, displaySpec, "sun_size_scale");
  system.display.timeRateDaysPerSecond = numberOr(display, displaySpec, "time_rate_days_per_second");
  for (const json& b : root["bodies"]) {
    world::Body body;
    body.id = world::BodyId{static_cast<std::uint32_t>(system.bodies.size())};
    body.name = b["name"].get<std::string>();
    body.kind = toBodyKind(b["kind"]);
    body.radius = b["radius_km"].get<double>() * astro::kKmMetres;
    body.rotation = toAxialRotation(b, bodySpec);
    body.appearance.color = toColor(stringOr(b, bodySpec, "color"));
    body.appearance.texture = stringOr(b, bodySpec, "texture");
    if (const auto o = b.find("orbit"); o != b.end()) body.orbit = toOrbit(*o, orbitSpec);
    if (const auto o = b.find("osculating_orbit"); o != b.end()) {
      body.orbit = orbit::OrbitOverTime(toCometElements(*o, nestedSpec(bodySpec, "osculating_orbit")));
    }
    if (const auto o = b.find("moon_orbit"); o != b.end()) {
      body.moonOrbit = orbit::SatelliteOrbit(toMoonElements(*o, nestedSpec(bodySpec, "moon_orbit")));
    }
    // Every planet and comet has a well; a dwarf planet when the data give it one; the star and moons none.
    if (body.orbit && (body.kind != world::BodyKind::DwarfPlanet || b.contains("gravity_well"))) {
      std::optional<double> gm;
      if (const auto g = b.find("gm_km3_s2"); g != b.end()) {
        gm = g->get<double>() * astro::kKmMetres * astro::kKmMetres * astro::kKmMetres;  // km^3/s^2 to m^3/s^2
      }
      body.well = toGravityWell(memberOr(b, "gravity_well"), nestedSpec(bodySpec, "gravity_well"),
                                body.radius, gm, body.rotation);
    }
    system.bodies.push_back(std::move(body));
  }
  // Names resolved once every body has its id (the gate checked that they resolve).
  const json& bodies = root["bodies"];
  for (world::Body& body : system.bodies) {
    const json& b = bodies[body.id.value];
    if (const auto parent = b.find("parent"); parent != b.end()) body.parent = system.find(parent->get<std::string>())->id;
    if (const auto bary = b.find("barycentre"); bary != b.end()) {
      const world::Body& moon = *system.find((*bary)["moon"].get<std::string>());
      const double planetGm = b["gm_km3_s2"].get<double>(), moonGm = bodies[moon.id.value]["gm_km3_s2"].get<double>();
      body.barycentre = world::Barycentre{moon.id, moonGm / (planetGm + moonGm), stringOr(*bary, nestedSpec(bodySpec, "barycentre"), "name")};
    }
  }
  // Each well's frame stops short of the moons beyond its rings (the gate put none across a ring).
  for (const world::Body& moon : system.bodies) {
    if (!moon.parent || !moon.moonOrbit) continue;
    world::Body& planet = system.bodies[moon.parent->value];
    const double nearest = moon.moonOrbit->periapsis() - moon.radius;
    if (planet.well && nearest > planet.well->rings.back().radius) planet.well->moonsFrom = std::min(planet.well->moonsFrom, nearest);
  }
  return system;
}

}  // namespace

LoadResult parseSolarSystem(std::string_view text) {
  CheckedDocument document = checkDocument(text, solarSystemFormat(), [](const json& root, DiagnosticSink& sink) {
    if (const auto bodies = root.find("bodies"); bodies != root.end() && bodies->is_array()) checkBodies(*bodies, sink);
  });
  LoadResult result;
  result.diagnostics = std::move(document.diagnostics);
  if (document.root) result.system = toSolarSystem(*document.root);
  return result;
}

LoadResult loadSolarSystemFile(const std::filesystem::path& path) {
  return parseDataFile<LoadResult>(path, parseSolarSystem);
}

}  // namespace perihelion::data
