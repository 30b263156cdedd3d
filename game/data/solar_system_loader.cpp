#include "data/solar_system_loader.h"

#include <cmath>
#include <optional>

#include <nlohmann/json.hpp>

#include "astro/units.h"
#include "data/solar_system_format.h"
#include "orbit/perihelion_elements.h"

namespace perihelion::data {
namespace {

using nlohmann::json;
using astro::degToRad;

/// A planet must move forward: its mean-longitude rate above its perihelion rate. Only checked when
/// both are numbers (a wrong type is already reported by the format check).
void checkMeanMotion(const json& rates, const std::string& setPointer, DiagnosticSink& sink) {
  const auto L = rates.find("mean_longitude_deg");
  const auto varpi = rates.find("longitude_of_perihelion_deg");
  if (L == rates.end() || !L->is_number()) return;
  if (varpi != rates.end() && !varpi->is_number()) return;
  const double perihelionRate = varpi == rates.end() ? 0.0 : varpi->get<double>();
  if (!(L->get<double>() > perihelionRate)) {
    sink.error(DiagnosticCode::OutOfRange, setPointer + "/per_century/mean_longitude_deg",
               "expected a mean longitude rate above the perihelion rate (" + describeValue(perihelionRate) +
                   " deg/century), so that the planet moves forward, found " + describeValue(*L));
  }
}

const json* numberAt(const json& object, std::string_view key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_number() ? &*it : nullptr;
}

/// A well's rings must lie outside the planet, each larger than the one before, and be given either
/// as a list or as count, inner radius and spacing, not both.
void checkWell(const json& body, const std::string& bodyPointer, DiagnosticSink& sink) {
  const auto well = body.find("gravity_well");
  if (well == body.end()) return;
  const std::string pointer = bodyPointer + "/gravity_well";
  if (const auto kind = body.find("kind"); kind != body.end() && *kind == "star") {
    sink.error(DiagnosticCode::FieldNotAllowed, pointer, "expected no \"gravity_well\" on the star, found one");
    return;
  }
  if (!well->is_object()) return;
  const auto rings = well->find("rings");
  if (rings == well->end() || !rings->is_array()) return;
  for (const char* key : {"ring_count", "inner_radius_planet_radii", "ring_spacing"}) {
    if (well->contains(key)) {
      sink.error(DiagnosticCode::FieldNotAllowed, pointer + "/" + key,
                 std::string("expected either \"rings\" or \"") + key + "\", found both");
    }
  }
  const json* planetRadius = numberAt(body, "radius_km");
  const json* previous = planetRadius;
  for (std::size_t k = 0; k < rings->size(); ++k) {
    const json& ring = (*rings)[k];
    const json* radius = ring.is_object() ? numberAt(ring, "radius_km") : nullptr;
    if (!radius) {
      previous = nullptr;
      continue;
    }
    if (previous && !(radius->get<double>() > previous->get<double>())) {
      sink.error(DiagnosticCode::OutOfRange, pointer + "/rings/" + std::to_string(k) + "/radius_km",
                 (k == 0 ? "expected a ring outside the planet (radius_km above " + describeValue(*previous) + ")"
                         : "expected a radius above the previous ring's " + describeValue(*previous)) +
                     ", found " + describeValue(*radius));
    }
    previous = radius;
  }
}

/// A Julian epoch year as a Julian date (TT): J2000.0 plus 365.25 days a year.
double julianDateOfYear(double year) { return astro::kJ2000 + (year - 2000.0) * (astro::kDaysPerJulianCentury / 100.0); }

/// An orbit's element sets used at dates that meet end to end: each set's spans in order, the main
/// set's spans given when other sets are, and every span of every set next to the one before it.
void checkElementSpans(const json& orbit, const std::string& pointer, DiagnosticSink& sink) {
  struct Span {
    const json* from;
    const json* to;
    std::string at;
  };
  std::vector<Span> spans;
  const auto collect = [&](const json& set, const std::string& setPointer) {
    const auto valid = set.find("valid");
    if (valid == set.end() || !valid->is_array()) return false;
    for (std::size_t k = 0; k < valid->size(); ++k) {
      const json& span = (*valid)[k];
      const json* from = span.is_object() ? numberAt(span, "from_year") : nullptr;
      const json* to = span.is_object() ? numberAt(span, "to_year") : nullptr;
      if (!from || !to) continue;  // reported by the field checks
      const std::string at = setPointer + "/valid/" + std::to_string(k);
      if (!(to->get<double>() > from->get<double>())) {
        sink.error(DiagnosticCode::OutOfRange, at + "/to_year",
                   "expected a year after from_year " + describeValue(*from) + ", found " + describeValue(*to));
        continue;
      }
      spans.push_back({from, to, at});
    }
    return true;
  };
  const bool mainHasSpans = collect(orbit, pointer);
  const auto others = orbit.find("other_element_sets");
  if (others != orbit.end() && others->is_array() && !others->empty()) {
    if (!mainHasSpans) {
      sink.error(DiagnosticCode::MissingField, pointer,
                 "expected the main set's dates (\"valid\") when the orbit has other element sets");
      return;
    }
    for (std::size_t k = 0; k < others->size(); ++k) {
      if ((*others)[k].is_object()) collect((*others)[k], pointer + "/other_element_sets/" + std::to_string(k));
    }
  }
  // Every span, of one set or several, next to the one before it.
  const auto year = [](const json* y) { return y->get<double>(); };
  std::stable_sort(spans.begin(), spans.end(), [&](const Span& a, const Span& b) { return year(a.from) < year(b.from); });
  for (std::size_t k = 1; k < spans.size(); ++k) {
    const Span& before = spans[k - 1];
    const Span& span = spans[k];
    if (year(span.from) == year(before.to)) continue;
    const std::string end = "year " + describeValue(*before.to) + " (the end of " + before.at + ")";
    sink.error(DiagnosticCode::SpansDoNotMeet, span.at + "/from_year",
               year(span.from) > year(before.to)
                   ? "expected the dates to go on from " + end + ", found a gap until " + describeValue(*span.from)
                   : "expected the dates to start at " + end + ", found " + describeValue(*span.from) + ": the two sets overlap");
  }
}

/// Checks that need more than one field: one star, unique names, planets that move, wells that fit.
void checkBodies(const json& bodies, DiagnosticSink& sink) {
  checkUniqueNames(bodies, "/bodies", sink, "body name");
  std::vector<std::size_t> stars;
  for (std::size_t k = 0; k < bodies.size(); ++k) {
    const json& body = bodies[k];
    if (!body.is_object()) continue;
    const std::string pointer = "/bodies/" + std::to_string(k);
    if (const auto kind = body.find("kind"); kind != body.end() && *kind == "star") stars.push_back(k);
    const json* rates = nullptr;
    if (const auto orbit = body.find("orbit"); orbit != body.end() && orbit->is_object()) {
      if (const auto r = orbit->find("per_century"); r != orbit->end() && r->is_object()) rates = &*r;
      checkElementSpans(*orbit, pointer + "/orbit", sink);
      if (const auto others = orbit->find("other_element_sets"); others != orbit->end() && others->is_array()) {
        for (std::size_t s = 0; s < others->size(); ++s) {
          const json& set = (*others)[s];
          const auto r = set.is_object() ? set.find("per_century") : set.end();
          if (set.is_object() && r != set.end() && r->is_object()) {
            checkMeanMotion(*r, pointer + "/orbit/other_element_sets/" + std::to_string(s), sink);
          }
        }
      }
    }
    if (rates) checkMeanMotion(*rates, pointer + "/orbit", sink);
    checkWell(body, pointer, sink);
  }
  if (stars.empty()) {
    sink.error(DiagnosticCode::MissingSun, "/bodies",
               "expected one body with \"kind\": \"star\" (the Sun), found none");
  }
  for (std::size_t k = 1; k < stars.size(); ++k) {
    sink.error(DiagnosticCode::ExtraStar, "/bodies/" + std::to_string(stars[k]) + "/kind",
               "expected exactly one star, found another (the first is /bodies/" + std::to_string(stars[0]) + ")");
  }
}

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
  return kind == "comet" ? world::BodyKind::Comet : world::BodyKind::Planet;
}

/// Data follow NASA's fact sheets: a negative period means retrograde, and a retrograde body's tilt
/// may be given either way (Venus 177.36 deg, or 2.64 deg from the north side). Internally the
/// positive pole carries the sense of rotation, so the period is always positive.
world::AxialRotation toAxialRotation(double periodHours, double tiltDeg) {
  world::AxialRotation r;
  r.siderealPeriod = std::fabs(periodHours) * astro::kSecondsPerHour;
  r.axialTilt = degToRad(periodHours < 0.0 && tiltDeg <= 90.0 ? 180.0 - tiltDeg : tiltDeg);
  return r;
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
  std::vector<double> radii;
  const auto rings = j.find("rings");
  if (rings != j.end()) {
    for (const json& r : *rings) radii.push_back(r["radius_km"].get<double>() * astro::kKmMetres);
  } else {
    const auto count = static_cast<std::size_t>(numberOr(j, spec, "ring_count"));
    const double spacing = numberOr(j, spec, "ring_spacing");
    double radius = numberOr(j, spec, "inner_radius_planet_radii") * planetRadius;
    for (std::size_t k = 0; k < count; ++k, radius *= spacing) radii.push_back(radius);
  }
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
    body.rotation = toAxialRotation(numberOr(b, bodySpec, "rotation_period_h"), numberOr(b, bodySpec, "axial_tilt_deg"));
    body.appearance.color = toColor(stringOr(b, bodySpec, "color"));
    body.appearance.texture = stringOr(b, bodySpec, "texture");
    if (const auto o = b.find("orbit"); o != b.end()) body.orbit = toOrbit(*o, orbitSpec);
    if (const auto o = b.find("osculating_orbit"); o != b.end()) {
      body.orbit = orbit::OrbitOverTime(toCometElements(*o, nestedSpec(bodySpec, "osculating_orbit")));
    }
    // Every body that moves has a well (the format allows none on the star).
    if (body.orbit) {
      std::optional<double> gm;
      if (const auto g = b.find("gm_km3_s2"); g != b.end()) {
        gm = g->get<double>() * astro::kKmMetres * astro::kKmMetres * astro::kKmMetres;  // km^3/s^2 to m^3/s^2
      }
      body.well = toGravityWell(memberOr(b, "gravity_well"), nestedSpec(bodySpec, "gravity_well"),
                                body.radius, gm, body.rotation);
    }
    system.bodies.push_back(std::move(body));
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
