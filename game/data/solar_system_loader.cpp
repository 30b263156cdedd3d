#include "data/solar_system_loader.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <optional>

#include <nlohmann/json.hpp>

#include "astro/units.h"
#include "data/solar_system_format.h"
#include "orbit/kepler_orbit.h"
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
  if (const auto kind = body.find("kind"); kind != body.end() && (*kind == "star" || *kind == "moon")) {
    sink.error(DiagnosticCode::FieldNotAllowed, pointer,
               *kind == "star" ? "expected no \"gravity_well\" on the star, found one"
                               : "expected no \"gravity_well\" on a moon (it goes round inside its planet's), found one");
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

/// The radii (km) of a well's rings as the data give them: listed, or counted from the innermost by the
/// spacing (the defaults where the data say nothing). Empty when a listed radius is not a number (the
/// field checks report it).
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

/// The bodies' indices by name, ASCII case aside (names are unique: checked before).
class BodyIndex {
 public:
  explicit BodyIndex(const json& bodies) {
    for (std::size_t k = 0; k < bodies.size(); ++k) byName_.emplace(key(bodies[k]["name"].get<std::string>()), k);
  }
  std::optional<std::size_t> of(const json& name) const {
    if (!name.is_string()) return std::nullopt;
    const auto it = byName_.find(key(name.get<std::string>()));
    return it == byName_.end() ? std::nullopt : std::optional<std::size_t>(it->second);
  }

 private:
  static std::string key(std::string name) {
    for (char& c : name) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    return name;
  }
  std::map<std::string, std::size_t> byName_;
};

/// Parents followed at most this far to name a cycle in a message (a moon of a moon is refused anyway).
constexpr std::size_t kParentsFollowed = 16;

std::string kindOf(const json& body) {
  const auto kind = body.find("kind");
  return kind != body.end() && kind->is_string() ? kind->get<std::string>() : std::string();
}

/// GM of a body in km^3/s^2: the data's, or that of a sphere of its radius and the Earth's mean density
/// (as defaultInnerPeriod); none without a radius.
std::optional<double> gmKm3s2(const json& body) {
  if (const json* gm = numberAt(body, "gm_km3_s2")) return gm->get<double>();
  const json* radius = numberAt(body, "radius_km");
  if (!radius) return std::nullopt;
  constexpr double kGravitationalConstant = 6.67430e-11, kEarthMeanDensity = 5513.0;  // CODATA 2018; NASA
  const double r = radius->get<double>() * astro::kKmMetres;
  return kGravitationalConstant * 4.0 / 3.0 * astro::kPi * r * r * r * kEarthMeanDensity * 1e-9;
}

std::string km(double value) { return std::to_string(std::llround(value)) + " km"; }

/// A moon's parent is a planet or a dwarf planet of the file (a moon of a moon is not supported, and so
/// no cycle of parents can be made); the moon's orbit stays inside the parent's Hill sphere and clear of
/// its well's rings.
void checkMoon(const json& bodies, const BodyIndex& index, std::size_t k, DiagnosticSink& sink) {
  const json& moon = bodies[k];
  const std::string pointer = "/bodies/" + std::to_string(k);
  const auto parentName = moon.find("parent");
  if (kindOf(moon) != "moon" || parentName == moon.end() || !parentName->is_string()) return;
  const std::optional<std::size_t> parentAt = index.of(*parentName);
  if (!parentAt) {
    sink.error(DiagnosticCode::UnknownName, pointer + "/parent",
               "expected the name of a planet of this file, found " + describeValue(*parentName) + ", which names no body");
    return;
  }
  const json& parent = bodies[*parentAt];
  const std::string parentKind = kindOf(parent);
  if (parentKind == "moon") {
    // Follow the parents: back to this moon is a cycle, which deserves its own words.
    std::string chain = moon.at("name").get<std::string>();
    std::size_t at = *parentAt;
    bool cycle = false;
    for (std::size_t steps = 0; steps < kParentsFollowed && kindOf(bodies[at]) == "moon"; ++steps) {
      chain += " -> " + bodies[at].at("name").get<std::string>();
      if (at == k) {
        cycle = true;
        break;
      }
      const auto next = bodies[at].find("parent");
      const std::optional<std::size_t> nextAt = next != bodies[at].end() ? index.of(*next) : std::nullopt;
      if (!nextAt) break;
      at = *nextAt;
    }
    sink.error(DiagnosticCode::BadParent, pointer + "/parent",
               cycle ? "expected a planet, found a cycle of parents (" + chain + ")"
                     : "expected a planet or a dwarf planet, found " + describeValue(*parentName) +
                           ", a moon (moons of moons are not supported)");
    return;
  }
  if (parentKind != "planet" && parentKind != "dwarf_planet") {
    sink.error(DiagnosticCode::BadParent, pointer + "/parent",
               "expected a planet or a dwarf planet, found " + describeValue(*parentName) + ", the " + parentKind);
    return;
  }
  const auto orbit = moon.find("moon_orbit");
  if (orbit == moon.end() || !orbit->is_object()) return;
  const json* a = numberAt(*orbit, "semi_major_axis_km");
  const json* e = numberAt(*orbit, "eccentricity");
  if (!a || !e) return;
  const double moonRadius = numberAt(moon, "radius_km") ? numberAt(moon, "radius_km")->get<double>() : 0.0;
  const double periapsis = a->get<double>() * (1.0 - e->get<double>());
  const double apoapsis = a->get<double>() * (1.0 + e->get<double>());
  const std::string parentLabel = parent["name"].get<std::string>();
  // The moon stays clear of its planet's surface: the two would touch at a periapsis under the radii's sum.
  const json* parentRadiusKm = numberAt(parent, "radius_km");
  if (parentRadiusKm && !(periapsis > parentRadiusKm->get<double>() + moonRadius)) {
    sink.error(DiagnosticCode::OutOfRange, pointer + "/moon_orbit/semi_major_axis_km",
               "expected an orbit clear of " + parentLabel + " (nearest approach above its radius, " + km(parentRadiusKm->get<double>()) +
                   ", plus the moon's, " + km(moonRadius) + "), found one coming within " + km(periapsis) + " of its centre");
    return;
  }
  // Hill sphere at the parent's perihelion, r_H = q (GM_p / (3 GM_sun))^(1/3) (Hamilton & Burns 1992).
  const auto parentOrbit = parent.find("orbit");
  const auto parentAtJ2000 = parentOrbit != parent.end() && parentOrbit->is_object() ? parentOrbit->find("at_j2000") : parent.end();
  if (parentOrbit != parent.end() && parentOrbit->is_object() && parentAtJ2000 != parentOrbit->end() && parentAtJ2000->is_object()) {
    const json* pa = numberAt(*parentAtJ2000, "semi_major_axis_au");
    const json* pe = numberAt(*parentAtJ2000, "eccentricity");
    const std::optional<double> gm = gmKm3s2(parent);
    if (pa && pe && gm) {
      const double sunGm = orbit::sunGravitationalParameter() * 1e-9;  // km^3/s^2
      const double hill = pa->get<double>() * astro::kAuMetres / astro::kKmMetres * (1.0 - pe->get<double>()) * std::cbrt(*gm / (3.0 * sunGm));
      if (!(apoapsis < hill)) {
        sink.error(DiagnosticCode::OutsideHillSphere, pointer + "/moon_orbit/semi_major_axis_km",
                   "expected an orbit inside " + parentLabel + "'s Hill sphere (" + km(hill) +
                       " at its perihelion), found one reaching " + km(apoapsis));
      }
    }
  }
  // No ring of the parent's well between the moon's nearest and furthest (its radius either side).
  const bool hasWell = parentKind == "planet" || parent.contains("gravity_well");
  if (!hasWell || !parentRadiusKm) return;
  static const json kNoFields = json::object();  // a well the data leave to its defaults
  const json& well = parent.contains("gravity_well") ? parent["gravity_well"] : kNoFields;
  if (!well.is_object()) return;
  const std::vector<double> radii = ringRadiiKm(well, parentRadiusKm->get<double>());
  for (std::size_t r = 0; r < radii.size(); ++r) {
    if (radii[r] >= periapsis - moonRadius && radii[r] <= apoapsis + moonRadius) {
      sink.error(DiagnosticCode::RingCutsOrbit, pointer + "/moon_orbit/semi_major_axis_km",
                 "expected an orbit clear of " + parentLabel + "'s well, found it crossing ring " + std::to_string(r + 1) + " (" +
                     km(radii[r]) + "; the moon goes from " + km(periapsis - moonRadius) + " to " + km(apoapsis + moonRadius) +
                     ", its radius included)");
      return;
    }
  }
}

/// A north pole that puts the equator far from the obliquity the file gives is most likely a positive pole
/// given for a north one (the IAU gives the positive poles of dwarf planets, asteroids and comets, the south
/// one of a body turning backwards), or a stale axial_tilt_deg: warned with both angles, the file still loads
/// (the pole places the axis). The orbit's pole is its J2000 elements' (a comet's osculating ones).
void checkPole(const json& body, const std::string& pointer, DiagnosticSink& sink) {
  const auto north = body.find("north_pole");
  if (north == body.end() || !north->is_object()) return;
  const json* elements = nullptr;
  if (const auto orbit = body.find("orbit"); orbit != body.end() && orbit->is_object()) {
    if (const auto at = orbit->find("at_j2000"); at != orbit->end() && at->is_object()) elements = &*at;
  } else if (const auto osculating = body.find("osculating_orbit"); osculating != body.end() && osculating->is_object()) {
    elements = &*osculating;
  }
  const json* ra = numberAt(*north, "ra_deg");
  const json* dec = numberAt(*north, "dec_deg");
  if (!elements || !ra || !dec) return;
  const json* inclination = numberAt(*elements, "inclination_deg");
  const json* node = numberAt(*elements, "longitude_of_ascending_node_deg");
  if (!inclination || !node) return;
  const double i = degToRad(inclination->get<double>()), n = degToRad(node->get<double>());
  const glm::dvec3 orbitPole{std::sin(i) * std::sin(n), -std::sin(i) * std::cos(n), std::cos(i)};
  const json* period = numberAt(body, "rotation_period_h");
  const bool backwards = period && period->get<double>() < 0.0;
  const glm::dvec3 north3 = orbit::laplacePlaneAxes(degToRad(ra->get<double>()), degToRad(dec->get<double>()))[2];
  const glm::dvec3 pole = backwards ? -north3 : north3;
  const double found = astro::radToDeg(std::atan2(glm::length(glm::cross(pole, orbitPole)), glm::dot(pole, orbitPole)));
  const json* tilt = numberAt(body, "axial_tilt_deg");
  const double given = tilt ? tilt->get<double>() : 0.0;
  const double expected = backwards && given <= 90.0 ? 180.0 - given : given;  // as toAxialRotation reads it
  constexpr double kAllowedDeg = 5.0;  // the shipped bodies agree within 3 (Pluto's fact sheet and pole)
  if (std::fabs(found - expected) <= kAllowedDeg) return;
  char text[64];
  std::snprintf(text, sizeof text, "%.1f deg from it, %.1f", found, expected);
  sink.report(Severity::Warning, DiagnosticCode::PoleAgainstTilt, pointer + "/north_pole",
              "expected a pole about axial_tilt_deg from the orbit's pole, found one " + std::string(text) +
                  " expected: give the north pole (on the north side of the invariable plane; the IAU gives a dwarf "
                  "planet's or a small body's positive pole, the opposite one for a body turning backwards), or "
                  "correct axial_tilt_deg");
}

/// A barycentre's moon is one of the planet's moons, and both have a GM to share the offset by.
void checkBarycentre(const json& bodies, const BodyIndex& index, std::size_t k, DiagnosticSink& sink) {
  const json& planet = bodies[k];
  const auto barycentre = planet.find("barycentre");
  if (barycentre == planet.end() || !barycentre->is_object()) return;
  const std::string pointer = "/bodies/" + std::to_string(k) + "/barycentre";
  const auto moonName = barycentre->find("moon");
  if (moonName == barycentre->end() || !moonName->is_string()) return;
  const std::optional<std::size_t> moonAt = index.of(*moonName);
  const json* parentName = moonAt && bodies[*moonAt].contains("parent") ? &bodies[*moonAt]["parent"] : nullptr;
  if (!moonAt || kindOf(bodies[*moonAt]) != "moon" || !parentName || index.of(*parentName) != k) {
    sink.error(moonAt ? DiagnosticCode::BadValue : DiagnosticCode::UnknownName, pointer + "/moon",
               "expected the name of a moon of this planet, found " + describeValue(*moonName) +
                   (moonAt ? ", which is not one" : ", which names no body"));
    return;
  }
  if (const auto name = barycentre->find("name"); name != barycentre->end() && index.of(*name)) {
    sink.error(DiagnosticCode::DuplicateName, pointer + "/name",
               "expected a name no body has (the ephemeris command would find the body), found " + describeValue(*name));
  }
  if (!numberAt(planet, "gm_km3_s2")) {
    sink.error(DiagnosticCode::MissingField, "/bodies/" + std::to_string(k), "expected \"gm_km3_s2\" with a \"barycentre\", found none");
  }
  if (!numberAt(bodies[*moonAt], "gm_km3_s2")) {
    sink.error(DiagnosticCode::MissingField, "/bodies/" + std::to_string(*moonAt),
               "expected \"gm_km3_s2\" on a moon whose planet's orbit is their barycentre, found none");
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
  // Across bodies by name: only once every field is of its type and in its range (the ring counts, the
  // radii and the names these checks read), and the names are unique.
  if (sink.errors() == 0) {
    const BodyIndex index(bodies);
    for (std::size_t k = 0; k < bodies.size(); ++k) {
      checkMoon(bodies, index, k, sink);
      checkBarycentre(bodies, index, k, sink);
      if (bodies[k].is_object()) checkPole(bodies[k], "/bodies/" + std::to_string(k), sink);
    }
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
