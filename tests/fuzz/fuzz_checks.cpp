#include "fuzz_checks.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numbers>
#include <string>

#include "data/scenario_totals.h"
#include "sim/command.h"
#include "well/gravity_well.h"

namespace perihelion::fuzz {
namespace {

bool positive(double x) { return std::isfinite(x) && x > 0.0; }
bool nonNegative(double x) { return std::isfinite(x) && x >= 0.0; }
bool nonNegative(const world::Amounts& a) { return a.money >= 0 && a.resources >= 0 && a.rare >= 0; }
bool allFinite(const orbit::KeplerianSet& k) {
  return std::isfinite(k.semiMajorAxis) && std::isfinite(k.eccentricity) && std::isfinite(k.inclination) &&
         std::isfinite(k.meanLongitude) && std::isfinite(k.longitudeOfPerihelion) &&
         std::isfinite(k.longitudeOfAscendingNode);
}

/// The rings go outwards from outside the planet, each inner one turning in a finite positive time and
/// the outermost holding still (well/gravity_well.h).
void checkWell(const well::GravityWell& well, double bodyRadius) {
  require(well.rings.size() >= well::kMinRings && well.rings.size() <= well::kMaxRings, "a well has 2 to 6 rings");
  double inside = bodyRadius;
  for (std::size_t k = 0; k < well.rings.size(); ++k) {
    const well::Ring& ring = well.rings[k];
    require(positive(ring.radius) && ring.radius > inside, "a ring lies outside the planet and the rings inside it");
    inside = ring.radius;
    if (k + 1 < well.rings.size()) {
      require(positive(ring.period), "an inner ring turns in a finite, positive time");
    } else {
      require(!ring.turns(), "the outermost ring holds still");
    }
  }
  for (int c = 0; c < 3; ++c) require(finite(well.frame[c]), "the ring frame is finite");
}

void checkOrbit(const orbit::OrbitOverTime& orbit) {
  for (std::size_t k = 0; k < orbit.sets(); ++k) {
    const orbit::OrbitalElements& e = orbit.set(k).elements();
    require(allFinite(e.atJ2000) && allFinite(e.ratePerCentury), "orbital elements and rates are finite");
    const orbit::MeanAnomalyTerms& t = e.extraTerms;
    require(std::isfinite(t.b + t.c + t.s + t.f), "the mean anomaly's extra terms are finite");
    require(e.atJ2000.semiMajorAxis > 0.0, "a semi-major axis is positive");
    require(e.atJ2000.eccentricity >= 0.0 && e.atJ2000.eccentricity < 1.0, "an orbit is an ellipse: 0 <= e < 1");
  }
  // 3000 BC, 1800, 2000, 2050 and 3000 AD, the element sets' usual ends and J2000: a place at each.
  for (const double jd : {625673.5, 2378496.5, 2451545.0, 2469807.5, 2817151.5}) {
    require(finite(orbit.positionAt(jd)), "an orbit gives a finite position");
  }
}

void checkAmounts(const world::Amounts& a, std::string_view what) { require(nonNegative(a), what); }

void checkArmament(const combat::Armament& a, const combat::CombatRules& combat) {
  require(a.mounts.size() <= combat::kMaxMounts, "at most kMaxMounts mounts");
  for (const combat::Mount& m : a.mounts) {
    require(m.weapon.value < combat.weapons.size(), "a mount's weapon is one of the weapons");
    require(m.guns >= 1, "a mount has a gun");
  }
  require(nonNegative(a.shield) && nonNegative(a.shieldRegen) && nonNegative(a.armour), "defences are finite, >= 0");
  require(positive(a.hull), "a hull has points");
  require(a.troopers >= 0, "troopers are not negative");
}

}  // namespace

bool finite(const glm::dvec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

void require(bool holds, std::string_view what) {
  if (holds) return;
  std::fprintf(stderr, "invariant broken: %.*s\n", static_cast<int>(what.size()), what.data());
  std::abort();
}

void checkDiagnostics(const std::vector<data::Diagnostic>& diagnostics, bool loaded) {
  require(loaded == !data::hasErrors(diagnostics), "a value exactly when there is no error");
  require(diagnostics.size() <= 2 * (data::kMaxDiagnostics + 1), "reporting stops at the error limit");
  for (const data::Diagnostic& d : diagnostics) {
    for (const char c : data::formatDiagnostic(d, "fuzz.json")) {
      require(static_cast<unsigned char>(c) >= 0x20 && c != 0x7f, "a message is one line of printable text");
    }
  }
}

/// A moon goes round a body that is no moon, on a finite ellipse, with no orbit or well of its own; its
/// place is finite at the dates checkOrbit tries, and no ring of its planet's well crosses its orbit.
void checkMoon(const world::SolarSystem& system, const world::Body& moon) {
  require(!moon.orbit && !moon.well && moon.moonOrbit.has_value() && moon.parent.has_value(),
          "a moon has a parent and an orbit round it, and no orbit or well of its own");
  require(moon.parent->value < system.bodies.size(), "a moon's parent is a body");
  const world::Body& parent = system.bodies[moon.parent->value];
  require(parent.kind != world::BodyKind::Moon && parent.id.value != moon.id.value, "a moon's parent is no moon");
  const orbit::SatelliteOrbit& orbit = *moon.moonOrbit;
  require(positive(orbit.elements().semiMajorAxis) && orbit.elements().eccentricity >= 0.0 &&
              orbit.elements().eccentricity < 1.0,
          "a moon's orbit is an ellipse with a > 0");
  require(orbit.periapsis() * (1.0 + 1e-12) > parent.radius, "a moon goes round outside its planet");
  if (parent.well) {
    for (const well::Ring& ring : parent.well->rings) {
      // The gate compares in km, this in m: a ring a rounding's width from the limit may pass either way.
      const double slack = 1e-12 * orbit.apoapsis();
      require(ring.radius + moon.radius < orbit.periapsis() + slack || ring.radius - moon.radius > orbit.apoapsis() - slack,
              "no ring crosses a moon's orbit");
    }
  }
  for (const double jd : {625673.5, 2451545.0, 2817151.5}) {
    require(finite(system.positionOf(moon, jd)), "a moon's place is finite");
  }
}

void checkSolarSystem(const world::SolarSystem& system) {
  std::size_t stars = 0;
  for (std::size_t k = 0; k < system.bodies.size(); ++k) {
    const world::Body& b = system.bodies[k];
    require(b.id.value == k, "a body's id is its index");
    require(positive(b.radius), "a body's radius is finite and positive");
    require(nonNegative(b.rotation.siderealPeriod) && std::isfinite(b.rotation.angleAtJ2000),
            "a rotation is finite");
    require(b.rotation.axialTilt >= 0.0 && b.rotation.axialTilt <= std::numbers::pi, "an axial tilt is in [0, pi]");
    if (b.rotation.pole) {
      require(finite(*b.rotation.pole) && std::abs(glm::length(*b.rotation.pole) - 1.0) < 1e-12, "a pole is a unit vector");
    }
    for (int c = 0; c < 3; ++c) {
      const float channel = b.appearance.color[c];
      require(channel >= 0.0f && channel <= 1.0f, "a colour channel is in [0, 1]");
    }
    if (b.kind == world::BodyKind::Star) {
      ++stars;
      require(!b.orbit && !b.well, "the star has no orbit and no well");
      continue;
    }
    if (b.kind == world::BodyKind::Moon) {
      checkMoon(system, b);
      continue;
    }
    // A dwarf planet has a well only when the data give it one (Pluto has none); planets and comets always.
    require(b.orbit.has_value() && !b.parent && !b.moonOrbit, "a planet, dwarf planet or comet has an orbit of its own");
    require(b.well.has_value() || b.kind == world::BodyKind::DwarfPlanet, "a planet or comet has a well");
    checkOrbit(*b.orbit);
    if (b.well) checkWell(*b.well, b.radius);
    if (b.barycentre) {
      require(b.barycentre->moon.value < system.bodies.size() &&
                  system.bodies[b.barycentre->moon.value].parent == std::optional<world::BodyId>(b.id),
              "a barycentre's moon goes round the planet");
      require(b.barycentre->moonShare > 0.0 && b.barycentre->moonShare < 1.0, "a moon's share of the mass is in (0, 1)");
    }
  }
  require(stars == 1, "a solar system has one star");
  const world::DisplaySettings& d = system.display;
  require(positive(d.distanceScale) && positive(d.bodySizeScale) && positive(d.sunSizeScale),
          "display scales are finite and positive");
  require(nonNegative(d.timeRateDaysPerSecond), "the starting time rate is finite, >= 0");
}

void checkShipTypes(const fleet::ShipCatalogue& ships) {
  for (std::size_t k = 0; k < ships.types.size(); ++k) {
    const fleet::ShipType& t = ships.types[k];
    require(t.id.value == k, "a ship type's id is its index");
    require(positive(t.radius), "a ship's radius is finite and positive");
    require(positive(t.maxSpeed) && positive(t.acceleration) && positive(t.deceleration), "a ship's motion is > 0");
    require(positive(t.manoeuvreTurnRate) && positive(t.cruiseTurnRate), "a ship's turn rates are > 0");
    const fleet::SteeringWeights& s = t.steering;
    require(positive(s.pushRangeRadii) && positive(s.minSurfaceDistanceRadii), "a ship's push range is > 0");
    require(nonNegative(s.pullBoostPerPusher) && nonNegative(s.separationWeight) && nonNegative(s.sidestepWeight),
            "steering weights are finite, >= 0");
    checkAmounts(t.cost, "a ship's cost is not negative");
    require(nonNegative(t.buildSeconds) && nonNegative(t.sensorRange), "build time and sensor range are >= 0");
  }
}

void checkStationTypes(const world::StationCatalogue& stations) {
  for (std::size_t k = 0; k < stations.types.size(); ++k) {
    const world::StationType& t = stations.types[k];
    require(t.id.value == k, "a station type's id is its index");
    require(positive(t.radius), "a station's radius is finite and positive");
    checkAmounts(t.cost, "a station's cost is not negative");
    checkAmounts(t.yieldPerDay, "a station's yield is not negative");
    require(nonNegative(t.buildSeconds) && nonNegative(t.sensorRange), "build time and sensor range are >= 0");
  }
}

void checkRules(const sim::EconomyRules& rules, const world::SolarSystem& system) {
  require(rules.bodies.size() <= system.bodies.size(), "the rules name only the system's bodies");
  for (const sim::BodyYield& y : rules.bodies) {
    checkAmounts(y.perDay, "a body's yield is not negative");
    require(y.groundDefence >= 0 && nonNegative(y.sensorRange), "ground defence and sensor range are >= 0");
  }
  const sim::TaxRule& tax = rules.tax;
  for (const std::int64_t rate : {tax.base, tax.perPlanet, tax.max}) {
    require(rate >= 0 && rate <= sim::kWholeRate, "a tax rate is 0 to 100 %");
  }
  for (std::int64_t planets = 0; planets <= 20; ++planets) {
    const std::int64_t rate = tax.rateFor(planets);
    require(rate >= 0 && rate <= sim::kWholeRate, "the tax on any number of planets is 0 to 100 %");
  }
  for (const sim::ComputerLevel& level : rules.computerLevels) {
    require(positive(level.thinkEverySeconds) && level.commandsPerDecision >= 1, "a computer player looks and acts");
    require(nonNegative(level.foresightSeconds) && positive(level.attackRatio), "a computer level is finite");
  }
}

void checkCombat(const combat::CombatRules& combat, const fleet::ShipCatalogue& ships,
                 const world::StationCatalogue& stations) {
  for (const combat::DamageEffect& e : combat.table) {
    require(positive(e.shield) && positive(e.armour) && positive(e.hull), "damage multipliers are > 0");
    require(e.shieldPenetration >= 0.0 && e.shieldPenetration <= 1.0, "shield penetration is a share");
  }
  for (std::size_t k = 0; k < combat.weapons.size(); ++k) {
    const combat::WeaponType& w = combat.weapons[k];
    require(w.id.value == k, "a weapon's id is its index");
    require(positive(w.damagePerShot) && positive(w.secondsPerShot) && positive(w.range), "a weapon fires, and reaches");
    require(nonNegative(w.projectileSpeed) && positive(w.trackingRate), "a weapon's speeds are finite");
    require(w.cosHalfArc >= -1.0 && w.cosHalfArc <= 1.0, "a weapon's arc is a cosine");
    require(w.rareCost >= 0, "a gun's rare cost is not negative");
  }
  require(combat.shipArmaments.size() <= ships.types.size(), "armaments only for the ship types there are");
  require(combat.stationArmaments.size() <= stations.types.size(), "armaments only for the station types there are");
  for (const combat::Armament& a : combat.shipArmaments) checkArmament(a, combat);
  for (const combat::Armament& a : combat.stationArmaments) checkArmament(a, combat);
  const combat::Targeting& t = combat.targeting;
  require(positive(t.retargetSeconds) && t.cosForwardCone >= -1.0 && t.cosForwardCone <= 1.0,
          "targeting looks again, within a cone");
  require(std::isfinite(t.coneFarther) && t.coneFarther >= 1.0 && positive(t.guardRadius), "targeting is finite");
  require(combat.capture.defenceRegenPerDay >= 0 && combat.capture.defenceRegenPerDay <= sim::kWholeRate,
          "ground defence recovers 0 to 100 % a day");
}

void checkScenario(const data::Scenario& s) {
  require(std::isfinite(s.startJulianDate), "the start date is finite");
  require(positive(s.dtSeconds) && s.dtSeconds <= sim::kMaxSecondsPerTick, "a tick's length is in range");
  require(positive(s.maxDays) && nonNegative(s.timeRateDaysPerSecond), "a skirmish's limit and rate are finite");
  require(s.maxNavigationSteps >= 1, "a tick has at least one navigation step");
  const auto checkStation = [](const data::ScenarioStation& st) {
    require(st.ring < well::kMaxRings || st.ring == data::kFirstFittingRing, "a station's ring is one a well can have");
    require(std::isfinite(st.phase), "a station's phase is finite");
  };
  for (const data::ScenarioStation& st : s.stations) checkStation(st);
  for (const data::ScenarioPlayer& p : s.players) checkAmounts(p.stock, "a player's stock is not negative");
  std::uint64_t obstacles = s.obstacles.size(), ships = 0;
  for (const auto& [centre, radius] : s.obstacles) {
    require(finite(centre) && positive(radius), "an obstacle is finite, of positive radius");
  }
  for (const data::ScenarioObstacleField& f : s.obstacleFields) {
    require(finite(f.centre) && positive(f.radius) && positive(f.obstacleRadius) && nonNegative(f.minGap),
            "an obstacle field is finite, of positive radii");
    obstacles += f.count;
  }
  for (const data::ScenarioFleet& f : s.fleets) {
    require(finite(f.centre) && (!f.spread || nonNegative(*f.spread)), "a fleet's place and spread are finite");
    require(f.count >= 1, "a fleet has a ship");
    ships += f.count;
  }
  require(ships <= data::kMaxScenarioShips, "the ships in all fleets are within the scenario's total");
  require(obstacles <= data::kMaxScenarioObstacles, "the obstacles are within the scenario's total");
  require(s.stations.size() <= data::kMaxStartStations, "the start stations are within the scenario's total");
  for (const data::ScenarioOrder& o : s.orders) {
    require(!o.moveTo || finite(*o.moveTo), "an order's point is finite");
    if (o.action == data::ScenarioOrder::Action::BuildStation) checkStation(o.station);
  }
  if (s.homeWorth) {
    for (const std::int64_t v : *s.homeWorth) require(v >= 0, "a home's worth is not negative");
  }
}

}  // namespace perihelion::fuzz
