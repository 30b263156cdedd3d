#include "data/solar_system_checks.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "astro/units.h"
#include "data/json_document.h"
#include "data/solar_system_format.h"
#include "data/solar_system_reading.h"
#include "orbit/kepler_orbit.h"
#include "world/axial_rotation.h"

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
  if (!body.contains("north_pole")) return;
  const json* elements = nullptr;
  if (const auto orbit = body.find("orbit"); orbit != body.end() && orbit->is_object()) {
    if (const auto at = orbit->find("at_j2000"); at != orbit->end() && at->is_object()) elements = &*at;
  } else if (const auto osculating = body.find("osculating_orbit"); osculating != body.end() && osculating->is_object()) {
    elements = &*osculating;
  }
  if (!elements) return;
  const json* inclination = numberAt(*elements, "inclination_deg");
  const json* node = numberAt(*elements, "longitude_of_ascending_node_deg");
  if (!inclination || !node) return;
  const double i = degToRad(inclination->get<double>()), n = degToRad(node->get<double>());
  const glm::dvec3 orbitPole{std::sin(i) * std::sin(n), -std::sin(i) * std::cos(n), std::cos(i)};
  // The axis and the obliquity as the game will read them.
  const world::AxialRotation spin = toAxialRotation(body, nestedSpec(solarSystemFormat(), "bodies"));
  const glm::dvec3 pole = spin.spinAxis();
  const double found = astro::radToDeg(std::atan2(glm::length(glm::cross(pole, orbitPole)), glm::dot(pole, orbitPole)));
  const double expected = astro::radToDeg(spin.axialTilt);
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

}  // namespace

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


}  // namespace perihelion::data
