#include "data/solar_system_format.h"

#include <array>

#include "well/size_class.h"

namespace perihelion::data {
namespace {

// Generous bounds that keep every later conversion (au -> m, km -> m, deg -> rad) finite.
constexpr NumberRange kPositive{0.0, 1e6, true, false};
constexpr NumberRange kAngleDeg{-36000.0, 36000.0};

constexpr std::array kElementFields{
    FieldSpec{.key = "semi_major_axis_au", .required = true,
              .description = "a: semi-major axis at J2000.0, au.", .range = {0.0, 1e5, true, false}},
    FieldSpec{.key = "eccentricity", .required = true,
              .description = "e: eccentricity at J2000.0, in [0, 1) (elliptic orbits only).",
              .range = {0.0, 1.0, false, true}},
    FieldSpec{.key = "inclination_deg", .required = true,
              .description = "I: inclination to the J2000 ecliptic, degrees in [-180, 180].",
              .range = {-180.0, 180.0}},
    FieldSpec{.key = "mean_longitude_deg", .required = true,
              .description = "L: mean longitude at J2000.0, degrees.", .range = kAngleDeg},
    FieldSpec{.key = "longitude_of_perihelion_deg", .required = true,
              .description = "varpi = omega + Omega: longitude of perihelion at J2000.0, degrees.",
              .range = kAngleDeg},
    FieldSpec{.key = "longitude_of_ascending_node_deg", .required = true,
              .description = "Omega: longitude of the ascending node at J2000.0, degrees.", .range = kAngleDeg},
};

constexpr std::array kRateFields{
    FieldSpec{.key = "semi_major_axis_au", .description = "da/dt, au per Julian century.",
              .range = {-1e3, 1e3}, .defaultNumber = 0.0},
    FieldSpec{.key = "eccentricity", .description = "de/dt, per Julian century.", .range = {-1.0, 1.0},
              .defaultNumber = 0.0},
    FieldSpec{.key = "inclination_deg", .description = "dI/dt, degrees per Julian century.",
              .range = {-1e4, 1e4}, .defaultNumber = 0.0},
    FieldSpec{.key = "mean_longitude_deg", .required = true,
              .description = "dL/dt, degrees per Julian century: sets the orbital period; "
                             "must exceed the perihelion rate.",
              .range = {-1e8, 1e8}},
    FieldSpec{.key = "longitude_of_perihelion_deg", .description = "dvarpi/dt, degrees per Julian century.",
              .range = {-1e6, 1e6}, .defaultNumber = 0.0},
    FieldSpec{.key = "longitude_of_ascending_node_deg", .description = "dOmega/dt, degrees per Julian century.",
              .range = {-1e6, 1e6}, .defaultNumber = 0.0},
};

constexpr ObjectSpec kElements{"elements", "Keplerian elements at J2000.0 (mean ecliptic and equinox of J2000).",
                               kElementFields};
constexpr ObjectSpec kRates{"rates", "Rates of the elements per Julian century (36525 days of TT).", kRateFields};

constexpr std::array kSpanFields{
    FieldSpec{.key = "from_year", .required = true,
              .description = "First year the set is used in, as a Julian epoch year (J2000.0 + 365.25 days a "
                             "year: 1800 is JD 2378495.0; -2999 is 3000 BC).",
              .range = {-100000.0, 100000.0}},
    FieldSpec{.key = "to_year", .required = true,
              .description = "The year it is used until (excluded), as from_year; above from_year.",
              .range = {-100000.0, 100000.0}},
};

constexpr ObjectSpec kSpan{"span", "Dates an element set is used at: from one Julian epoch year to another.", kSpanFields};

constexpr std::array kMeanAnomalyTermFields{
    FieldSpec{.key = "b_deg_per_century2", .description = "b, degrees per Julian century squared.",
              .range = {-1e3, 1e3}, .defaultNumber = 0.0},
    FieldSpec{.key = "c_deg", .description = "c, degrees.", .range = {-360.0, 360.0}, .defaultNumber = 0.0},
    FieldSpec{.key = "s_deg", .description = "s, degrees.", .range = {-360.0, 360.0}, .defaultNumber = 0.0},
    FieldSpec{.key = "f_deg_per_century", .description = "f, degrees per Julian century (f T is an angle in degrees).",
              .range = {-1e5, 1e5}, .defaultNumber = 0.0},
};

constexpr ObjectSpec kMeanAnomalyTerms{
    "mean_anomaly_terms",
    "Terms added to the mean anomaly, M = L - varpi + b T^2 + c cos(f T) + s sin(f T), T in Julian centuries "
    "since J2000 (Standish's Table 2b, for Jupiter to Pluto over 3000 BC - 3000 AD).",
    kMeanAnomalyTermFields};

/// An element set's fields: the elements, their rates, the extra terms, the dates it is used at; and, for
/// the orbit's main set, room for one field more.
template <std::size_t Extra>
constexpr std::array<FieldSpec, 5 + Extra> elementSetFields(bool validRequired, std::string_view validDescription) {
  return {FieldSpec{.key = "source", .type = ValueType::String,
                    .description = "Where the elements come from (free text).", .maxLength = 1000},
          FieldSpec{.key = "valid", .type = ValueType::ArrayOfObjects, .required = validRequired,
                    .description = validDescription, .object = &kSpan, .minItems = 1, .maxItems = 16},
          FieldSpec{.key = "at_j2000", .type = ValueType::Object, .required = true,
                    .description = "Elements at J2000.0.", .object = &kElements},
          FieldSpec{.key = "per_century", .type = ValueType::Object, .required = true,
                    .description = "Linear rates of the elements.", .object = &kRates},
          FieldSpec{.key = "mean_anomaly_terms", .type = ValueType::Object,
                    .description = "Terms added to the mean anomaly; default none.", .object = &kMeanAnomalyTerms}};
}

constexpr std::array kOtherSetFields = elementSetFields<0>(true, "The spans of dates this set is used at.");

constexpr ObjectSpec kOtherSet{"element_set", "Another element set of the orbit, for other dates.", kOtherSetFields};

constexpr std::array kOrbitFields = [] {
  std::array fields = elementSetFields<1>(false, "The spans of dates the main set is used at; default: every date "
                                                 "(and then no other sets).");
  fields[5] = FieldSpec{.key = "other_element_sets", .type = ValueType::ArrayOfObjects,
                        .description = "Element sets for other dates (Standish's Table 2 before 1800 and after 2050): "
                                       "the spans of all the orbit's sets must meet end to end, with no gap and no "
                                       "overlap.",
                        .object = &kOtherSet, .maxItems = 8};
  return fields;
}();

constexpr ObjectSpec kOrbit{"orbit",
                            "Heliocentric Keplerian orbit after Standish, JPL 'Keplerian Elements for "
                            "Approximate Positions of the Major Planets': one element set, or several each for "
                            "its own dates.",
                            kOrbitFields};

// Julian dates (TT) of the years 0000 to 9999, the calendar the game reads dates in.
constexpr NumberRange kJulianDate{1721057.5, 5373484.5};

constexpr std::array kOsculatingFields{
    FieldSpec{.key = "source", .type = ValueType::String,
              .description = "Where the elements come from: catalogue, solution, epoch (free text).",
              .maxLength = 1000},
    FieldSpec{.key = "epoch_jd", .required = true,
              .description = "Epoch of osculation, Julian date (TT): when the elements were the comet's own; "
                             "the orbit is this fixed ellipse at every time.",
              .range = kJulianDate},
    FieldSpec{.key = "perihelion_distance_au", .required = true, .description = "q: perihelion distance, au.",
              .range = {0.0, 100.0, true, false}},
    FieldSpec{.key = "eccentricity", .required = true,
              .description = "e: eccentricity, in [0, 0.99] (elliptic orbits the Kepler solver is checked on).",
              .range = {0.0, 0.99},
              .rangeNote = "a comet must be on an elliptic orbit with e at most 0.99, the largest the Kepler "
                           "solver is checked on; e >= 1 is a parabola or a hyperbola, which never returns"},
    FieldSpec{.key = "inclination_deg", .required = true,
              .description = "i: inclination to the J2000 ecliptic, degrees in [0, 180] (above 90: retrograde).",
              .range = {0.0, 180.0}},
    FieldSpec{.key = "longitude_of_ascending_node_deg", .required = true,
              .description = "Omega: longitude of the ascending node on the J2000 ecliptic, degrees.",
              .range = kAngleDeg},
    FieldSpec{.key = "argument_of_perihelion_deg", .required = true,
              .description = "omega: argument of perihelion, degrees from the ascending node.", .range = kAngleDeg},
    FieldSpec{.key = "perihelion_time_jd", .required = true,
              .description = "tp: time of perihelion passage, Julian date (TT).", .range = kJulianDate},
};

constexpr ObjectSpec kOsculatingOrbit{"osculating_orbit",
                                      "A comet's heliocentric orbit: osculating elements at an epoch (mean ecliptic "
                                      "and equinox of J2000), as JPL's Small-Body Database gives them; a fixed "
                                      "ellipse.",
                                      kOsculatingFields};

constexpr std::array kLaplacePlaneFields{
    FieldSpec{.key = "pole_ra_deg", .required = true,
              .description = "Right ascension of the Laplace plane's pole (ICRF), degrees: JPL's R.A.", .range = {0.0, 360.0}},
    FieldSpec{.key = "pole_dec_deg", .required = true,
              .description = "Declination of the Laplace plane's pole (ICRF), degrees: JPL's Dec.", .range = {-90.0, 90.0}},
    FieldSpec{.key = "tilt_deg",
              .description = "Angle between the planet's equator and the Laplace plane, degrees: JPL's Tilt (for "
                             "the record; the pole alone places the plane).",
              .range = {0.0, 180.0}},
};

constexpr std::array kNorthPoleFields{
    FieldSpec{.key = "ra_deg", .required = true, .description = "Right ascension of the north pole (ICRF, J2000), degrees.",
              .range = {0.0, 360.0}},
    FieldSpec{.key = "dec_deg", .required = true, .description = "Declination of the north pole (ICRF, J2000), degrees.",
              .range = {-90.0, 90.0}},
};

constexpr ObjectSpec kNorthPole{"north_pole",
                                "A body's north pole at J2000: the pole on the north side of the "
                                "solar system's invariable plane, as the IAU gives a planet's; with a negative "
                                "rotation_period_h the body turns clockwise about it, seen from above it. (For a "
                                "dwarf planet or a small body the IAU gives the positive pole: the opposite one if it "
                                "turns backwards.)",
                                kNorthPoleFields};

constexpr ObjectSpec kLaplacePlane{"laplace_plane",
                                   "The moon's local Laplace plane, as JPL gives it: the plane its elements are "
                                   "referred to; its node is measured from the plane's ascending node on the ICRF "
                                   "equator.",
                                   kLaplacePlaneFields};

constexpr std::array kMoonOrbitFields{
    FieldSpec{.key = "source", .type = ValueType::String,
              .description = "Where the elements come from: table, ephemeris solution, epoch (free text).",
              .maxLength = 1000},
    FieldSpec{.key = "epoch_jd", .required = true, .description = "Epoch of the elements, Julian date (TT).",
              .range = kJulianDate},
    FieldSpec{.key = "semi_major_axis_km", .required = true, .description = "a: semi-major axis, km.",
              .range = {0.0, 1e9, true, false}},
    FieldSpec{.key = "eccentricity", .required = true, .description = "e: eccentricity, in [0, 0.99].",
              .range = {0.0, 0.99}},
    FieldSpec{.key = "argument_of_periapsis_deg", .required = true,
              .description = "w: argument of periapsis at the epoch, degrees.", .range = kAngleDeg},
    FieldSpec{.key = "mean_anomaly_deg", .required = true, .description = "M: mean anomaly at the epoch, degrees.",
              .range = kAngleDeg},
    FieldSpec{.key = "inclination_deg", .required = true,
              .description = "i: inclination to the reference plane, degrees in [0, 180] (above 90: retrograde).",
              .range = {0.0, 180.0}},
    FieldSpec{.key = "longitude_of_ascending_node_deg", .required = true,
              .description = "node at the epoch, degrees: from the J2000 equinox on the ecliptic, or, with a "
                             "laplace_plane, from that plane's ascending node on the ICRF equator.",
              .range = kAngleDeg},
    FieldSpec{.key = "mean_motion_deg_per_day", .required = true,
              .description = "n: sidereal mean motion (of the mean longitude), degrees per day; JPL's P is 360 / n.",
              .range = {0.0, 1e5, true, false}},
    FieldSpec{.key = "periapsis_period_years",
              .description = "Pw: period of the argument of periapsis's advance, Julian years; 0 for none.",
              .range = {0.0, 1e9}, .defaultNumber = 0.0},
    FieldSpec{.key = "node_period_years",
              .description = "Pnode: period of the node's precession, Julian years (regressing on a prograde "
                             "orbit, advancing on a retrograde one); 0 for none.",
              .range = {0.0, 1e9}, .defaultNumber = 0.0},
    FieldSpec{.key = "laplace_plane", .type = ValueType::Object,
              .description = "The plane the elements are referred to; absent: the mean ecliptic and equinox of J2000.",
              .object = &kLaplacePlane},
};

constexpr ObjectSpec kMoonOrbit{"moon_orbit",
                                "A moon's orbit round its planet: JPL's planetary satellite mean elements "
                                "(ssd.jpl.nasa.gov/sats/elem), a precessing ellipse.",
                                kMoonOrbitFields};

constexpr std::array kBarycentreFields{
    FieldSpec{.key = "moon", .type = ValueType::String, .required = true,
              .description = "The moon whose barycentre with the planet the orbit is (the Earth's: the Moon).",
              .format = StringFormat::NonEmpty},
    FieldSpec{.key = "name", .type = ValueType::String,
              .description = "The barycentre's name for the ephemeris command (\"EMB\").", .format = StringFormat::Name,
              .maxLength = 64},
};

constexpr ObjectSpec kBarycentre{"barycentre",
                                 "The planet's orbit is that of its barycentre with a moon (Standish's \"EM Bary\"): "
                                 "the planet's centre is found from the moon's place and the two GMs.",
                                 kBarycentreFields};

constexpr std::array kRingFields{
    FieldSpec{.key = "radius_km", .required = true,
              .description = "Radius of the ring from the planet's centre, km; outside the planet, "
                             "larger than the ring before.",
              .range = {0.0, 1e9, true, false}},
    FieldSpec{.key = "accepts", .type = ValueType::ArrayOfStrings,
              .description = "Size classes of station the ring takes; default: small on the inner half of "
                             "the rings, large on the outer half, medium on all but the innermost.",
              .allowed = well::kSizeClassNames, .minItems = 1, .maxItems = 3},
    FieldSpec{.key = "max_stations", .type = ValueType::Integer,
              .description = "Most stations the ring holds; 0 = as many as fit without overlapping.",
              .range = {0.0, 10000.0}, .defaultNumber = 0.0},
};

constexpr ObjectSpec kRing{"ring", "One ring of a gravity well.", kRingFields};

constexpr std::array<std::string_view, 2> kRingPlanes{"equator", "ecliptic"};

constexpr std::array kWellFields{
    FieldSpec{.key = "note", .type = ValueType::String,
              .description = "Why the well has these rings (free text).", .maxLength = 1000},
    FieldSpec{.key = "ring_count", .type = ValueType::Integer,
              .description = "Number of rings, 2 to 6, when \"rings\" does not list them.",
              .range = {2.0, 6.0}, .defaultNumber = 4.0},
    FieldSpec{.key = "inner_radius_planet_radii",
              .description = "Radius of the innermost ring in planet radii, when \"rings\" does not list them.",
              .range = {1.0, 1e4, true, false}, .defaultNumber = 2.0},
    FieldSpec{.key = "ring_spacing",
              .description = "Each ring's radius over the previous one's, when \"rings\" does not list them.",
              .range = {1.0, 100.0, true, false}, .defaultNumber = 1.6},
    FieldSpec{.key = "rings", .type = ValueType::ArrayOfObjects,
              .description = "The rings, innermost first (instead of ring_count, inner_radius_planet_radii "
                             "and ring_spacing).",
              .object = &kRing, .minItems = 2, .maxItems = 6},
    FieldSpec{.key = "inner_period_h",
              .description = "Time for one turn of the innermost ring, hours; default: a circular orbit at "
                             "that radius round the body (its gm_km3_s2, or, without one, a body of its size "
                             "and the Earth's mean density).",
              .range = {0.0, 1e9, true, false}},
    FieldSpec{.key = "plane", .type = ValueType::String,
              .description = "The rings' plane: the planet's \"equator\" or the \"ecliptic\".",
              .defaultString = "equator", .allowed = kRingPlanes},
};

constexpr ObjectSpec kWell{"gravity_well", "The rings round a planet in which stations go round it.", kWellFields};

constexpr std::array<std::string_view, 5> kKinds{"star", "planet", "dwarf_planet", "moon", "comet"};
constexpr std::array<std::string_view, 2> kHeliocentricKinds{"planet", "dwarf_planet"};
constexpr std::array<std::string_view, 1> kCometKind{"comet"};
constexpr std::array<std::string_view, 1> kMoonKind{"moon"};

constexpr std::array kBodyFields{
    kUniqueNameField,
    FieldSpec{.key = "kind", .type = ValueType::String, .required = true,
              .description = "\"star\" (exactly one, fixed at the origin), \"planet\" or \"dwarf_planet\" (has an "
                             "orbit), \"moon\" (has a parent and a moon_orbit) or \"comet\" (has an osculating orbit).",
              .allowed = kKinds},
    kItemNoteField,
    FieldSpec{.key = "source", .type = ValueType::String,
              .description = "Where the physical data come from (free text).", .maxLength = 1000},
    FieldSpec{.key = "radius_km", .required = true, .description = "Mean (volumetric) radius, km.",
              .range = {0.0, 1e9, true, false}},
    FieldSpec{.key = "gm_km3_s2",
              .description = "Standard gravitational parameter GM, km^3/s^2; sets the default period of the "
                             "well's inner ring by Kepler's third law.",
              .range = {0.0, 1e12, true, false}},
    FieldSpec{.key = "rotation_period_h",
              .description = "Sidereal rotation period, hours; negative for retrograde; 0 for none.",
              .range = {-1e9, 1e9}, .defaultNumber = 0.0},
    FieldSpec{.key = "axial_tilt_deg", .description = "Obliquity: tilt of the equator to the orbit, degrees.",
              .range = {0.0, 180.0}, .defaultNumber = 0.0},
    FieldSpec{.key = "north_pole", .type = ValueType::Object,
              .description = "Where the axis points: places the equator, the globe drawn and the well's rings; "
                             "absent: the pole leans axial_tilt_deg from the ecliptic's towards ecliptic longitude 90 deg.",
              .object = &kNorthPole},
    FieldSpec{.key = "color", .type = ValueType::String,
              .description = "Display colour \"#RRGGBB\", used where there is no texture.",
              .defaultString = "#FFFFFF", .format = StringFormat::HexColor},
    FieldSpec{.key = "texture", .type = ValueType::String,
              .description = "Texture file name, looked up in data/textures/ then in system folders.",
              .format = StringFormat::NonEmpty},
    FieldSpec{.key = "orbit", .type = ValueType::Object,
              .description = "The heliocentric orbit: required for a planet or a dwarf planet, not allowed otherwise.",
              .object = &kOrbit, .presentExactlyWhen = PresenceCondition{"kind", kHeliocentricKinds}},
    FieldSpec{.key = "osculating_orbit", .type = ValueType::Object,
              .description = "A comet's orbit: required for a comet, not allowed for another body.",
              .object = &kOsculatingOrbit, .presentExactlyWhen = PresenceCondition{"kind", kCometKind}},
    FieldSpec{.key = "parent", .type = ValueType::String,
              .description = "A moon's planet (or dwarf planet), by name: required for a moon, not allowed otherwise.",
              .format = StringFormat::NonEmpty, .presentExactlyWhen = PresenceCondition{"kind", kMoonKind}},
    FieldSpec{.key = "moon_orbit", .type = ValueType::Object,
              .description = "A moon's orbit round its parent: required for a moon, not allowed otherwise.",
              .object = &kMoonOrbit, .presentExactlyWhen = PresenceCondition{"kind", kMoonKind}},
    FieldSpec{.key = "barycentre", .type = ValueType::Object,
              .description = "A planet whose orbit is its barycentre with one of its moons; both need gm_km3_s2.",
              .object = &kBarycentre},
    FieldSpec{.key = "gravity_well", .type = ValueType::Object,
              .description = "A planet's or a comet's gravity-well rings; every planet and comet has one "
                             "(these are its defaults when absent); a dwarf planet has one only when the data "
                             "give it; not allowed on the star or a moon.",
              .object = &kWell},
};

constexpr ObjectSpec kBody{"body", "A star, a planet, a dwarf planet, a moon or a comet.", kBodyFields};

constexpr std::array kDisplayFields{
    FieldSpec{.key = "distance_scale", .description = "Multiplies heliocentric distances when drawn (1 = true).",
              .range = kPositive, .defaultNumber = 1.0},
    FieldSpec{.key = "body_size_scale", .description = "Multiplies planet radii when drawn (1 = true).",
              .range = kPositive, .defaultNumber = 1000.0},
    FieldSpec{.key = "sun_size_scale", .description = "Multiplies the star's radius when drawn (1 = true).",
              .range = kPositive, .defaultNumber = 20.0},
    FieldSpec{.key = "time_rate_days_per_second",
              .description = "Simulated days per real second when the game starts (0 = paused).",
              .range = {0.0, 1e6}, .defaultNumber = 5.0},
};

constexpr ObjectSpec kDisplay{"display", "How the system is shown; no effect on the simulation.", kDisplayFields};

constexpr std::array kRootFields{
    kSchemaField,
    kFormatVersionField,
    FieldSpec{.key = "name", .type = ValueType::String, .description = "Name of the system.",
              .defaultString = "Solar System", .format = StringFormat::Name, .maxLength = 64},
    kRootNoteField,
    FieldSpec{.key = "display", .type = ValueType::Object, .description = "Display settings.",
              .object = &kDisplay},
    FieldSpec{.key = "bodies", .type = ValueType::ArrayOfObjects, .required = true,
              .description = "The star, its planets, dwarf planets, moons and comets; a body's index is its stable id.", .object = &kBody},
};

constexpr ObjectSpec kRoot{"Perihelion solar system",
                           "Bodies, orbits and display settings of a Perihelion solar system.", kRootFields};

}  // namespace

const ObjectSpec& solarSystemFormat() { return kRoot; }

}  // namespace perihelion::data
