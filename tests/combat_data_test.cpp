// The combat rules at the gate: data/combat.json read against the shipped ship and station types gives
// the figures written in it in SI units (km -> m, degrees -> cosines and radians, per cent -> basis
// points); bad data are refused with their line, column and JSON pointer; scenarios with players
// bring the combat file in.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <fstream>

#include "astro/units.h"
#include "data/combat_loader.h"
#include "data/scenario_world.h"
#include "data/ship_types_loader.h"
#include "data/station_types_loader.h"
#include "shipped_data.h"

namespace perihelion::data {
namespace {

const std::filesystem::path kData(PERIHELION_DATA_DIR);

fleet::ShipCatalogue shippedShips() { return *loadShipTypesFile(kData / "ships.json").value; }
world::StationCatalogue shippedStations() { return *loadStationTypesFile(kData / "stations.json").value; }

/// An error at `pointer` with a line, whose message holds `words`.
::testing::AssertionResult refusedAt(const std::vector<Diagnostic>& diagnostics, const std::string& pointer,
                                     const std::string& words) {
  for (const Diagnostic& d : diagnostics) {
    if (d.severity == Severity::Error && d.pointer == pointer && d.message.find(words) != std::string::npos &&
        d.line > 0) {
      return ::testing::AssertionSuccess();
    }
  }
  std::string all;
  for (const Diagnostic& d : diagnostics) all += formatDiagnostic(d, "f") + "\n";
  return ::testing::AssertionFailure() << "no error at " << pointer << " saying \"" << words << "\" among:\n" << all;
}

/// The members of a valid weapon after its name.
const std::string kLaser = R"("damage": "heat", "damage_per_shot": 10, "seconds_per_shot": 2, "range_km": 1000,
                              "tracking_deg_s": 10)";

/// A small valid combat file with `weapon` (the members of its one weapon, "Laser", after its name) and
/// `ships` (the members of the top level after "weapons") spliced in.
std::string combatFile(const std::string& weapon = kLaser,
                       const std::string& ships = R"("ships": [{"type": "Scout", "weapons": [{"weapon": "Laser"}], "hull": 50}])") {
  return R"({
  "damage_types": {
    "kinetic": {"shield": 0.5, "armour": 1.5, "hull": 1},
    "em": {"shield": 2, "armour": 0.5, "hull": 0.75},
    "heat": {"shield": 1, "armour": 1, "hull": 1, "shield_penetration": 0.25},
    "electric": {"shield": 0.75, "armour": 0.5, "hull": 2}
  },
  "weapons": [{"name": "Laser", )" + weapon + R"(}],
  )" + ships + "\n}\n";
}

Loaded<combat::CombatRules> parsed(const std::string& text) { return parseCombat(text, shippedShips(), shippedStations()); }

TEST(CombatData, TheShippedFileLoadsAgainstTheShippedTypes) {
  const fleet::ShipCatalogue ships = shippedShips();
  const world::StationCatalogue stations = shippedStations();
  const auto loaded = loadCombatFile(kData / "combat.json", ships, stations);
  ASSERT_TRUE(loaded.value) << (loaded.diagnostics.empty() ? "" : formatDiagnostic(loaded.diagnostics[0], "combat.json"));
  EXPECT_TRUE(loaded.diagnostics.empty());
  const combat::CombatRules& rules = *loaded.value;
  ASSERT_EQ(rules.shipArmaments.size(), ships.types.size());
  ASSERT_EQ(rules.stationArmaments.size(), stations.types.size());
  for (std::size_t k = 0; k < rules.weapons.size(); ++k) EXPECT_EQ(rules.weapons[k].id.value, k);
}

TEST(CombatData, TheShippedFiguresAreConvertedToSiUnits) {
  const fleet::ShipCatalogue ships = shippedShips();
  const world::StationCatalogue stations = shippedStations();
  const combat::CombatRules rules = *loadCombatFile(kData / "combat.json", ships, stations).value;
  // data/combat.json, converted by hand.
  const combat::DamageEffect& em = rules.table[static_cast<std::size_t>(combat::DamageType::Em)];
  EXPECT_EQ(em.shield, 2.0);
  EXPECT_EQ(em.armour, 0.5);
  EXPECT_EQ(rules.table[static_cast<std::size_t>(combat::DamageType::Heat)].shieldPenetration, 0.25);
  EXPECT_EQ(rules.table[static_cast<std::size_t>(combat::DamageType::Kinetic)].shieldPenetration, 0.0);

  ASSERT_EQ(rules.weapons.size(), 6u);
  const combat::WeaponType& railgun = rules.weapons[1];
  EXPECT_EQ(railgun.name, "Railgun");
  EXPECT_EQ(railgun.damage, combat::DamageType::Kinetic);
  EXPECT_EQ(railgun.damagePerShot, 60.0);
  EXPECT_EQ(railgun.secondsPerShot, 6.0);
  EXPECT_EQ(railgun.range, 6'000'000.0);            // 6000 km
  EXPECT_EQ(railgun.projectileSpeed, 1'000'000.0);  // 1000 km/s
  EXPECT_FALSE(railgun.beam());
  EXPECT_NEAR(railgun.cosHalfArc, 0.96592582628906831, 1e-15);  // cos 15 degrees: a 30-degree arc
  EXPECT_NEAR(railgun.trackingRate, 2.0 * 3.14159265358979324 / 180.0, 1e-15);  // 2 deg/s
  const combat::WeaponType& laser = rules.weapons[0];
  EXPECT_TRUE(laser.beam());
  EXPECT_EQ(laser.cosHalfArc, -1.0);  // 360 degrees: all round
  EXPECT_EQ(laser.rareCost, 0);
  EXPECT_EQ(rules.weapons[5].name, "Fusion lance");
  EXPECT_EQ(rules.weapons[5].rareCost, 10);

  const combat::Armament& frigate = rules.of(ships.find("Frigate")->id);
  ASSERT_EQ(frigate.mounts.size(), 3u);
  EXPECT_EQ(rules.weapon(frigate.mounts[0].weapon).name, "Light laser");
  EXPECT_EQ(frigate.mounts[0].guns, 2u);
  EXPECT_EQ(frigate.mounts[1].guns, 1u);  // the default
  EXPECT_EQ(frigate.shield, 300.0);
  EXPECT_EQ(frigate.shieldRegen, 3.0);
  EXPECT_EQ(frigate.armour, 400.0);
  EXPECT_EQ(frigate.hull, 500.0);
  EXPECT_EQ(rules.longestRange(frigate), 6'000'000.0);
  EXPECT_EQ(rules.of(ships.find("Troop ship")->id).troopers, 100);
  const combat::Armament& freighter = rules.of(ships.find("Freighter")->id);
  EXPECT_FALSE(freighter.armed());
  EXPECT_EQ(freighter.hull, 600.0);
  EXPECT_TRUE(rules.of(stations.find("Sentry")->id).armed());
  EXPECT_TRUE(rules.of(stations.find("Shipyard")->id).armed());
  EXPECT_FALSE(rules.of(stations.find("Depot")->id).armed());

  EXPECT_EQ(rules.targeting.retargetSeconds, 10.0);
  EXPECT_NEAR(rules.targeting.cosForwardCone, 0.5, 1e-15);  // cos 60 degrees
  EXPECT_EQ(rules.targeting.coneFarther, 2.0);
  EXPECT_EQ(rules.targeting.guardRadius, 2.0);
  EXPECT_EQ(rules.capture.defenceRegenPerDay, 1'000);  // 10 % a day
}

TEST(CombatData, AbsentKeysTakeTheirDefaultsAndUnlistedTypesAreUnarmed) {
  const auto loaded = parsed(combatFile());
  ASSERT_TRUE(loaded.value);
  const combat::CombatRules& rules = *loaded.value;
  const combat::CombatRules defaults;
  EXPECT_EQ(rules.targeting.retargetSeconds, defaults.targeting.retargetSeconds);
  EXPECT_NEAR(rules.targeting.cosForwardCone, defaults.targeting.cosForwardCone, 1e-15);
  EXPECT_EQ(rules.targeting.coneFarther, defaults.targeting.coneFarther);
  EXPECT_EQ(rules.targeting.guardRadius, defaults.targeting.guardRadius);
  EXPECT_EQ(rules.capture.defenceRegenPerDay, defaults.capture.defenceRegenPerDay);
  EXPECT_TRUE(rules.weapons[0].beam());
  EXPECT_EQ(rules.weapons[0].cosHalfArc, -1.0);
  const fleet::ShipCatalogue ships = shippedShips();
  const combat::Armament& scout = rules.of(ships.find("Scout")->id);
  EXPECT_EQ(scout.hull, 50.0);
  EXPECT_EQ(scout.shield, 0.0);
  EXPECT_EQ(scout.troopers, 0);
  const combat::Armament& frigate = rules.of(ships.find("Frigate")->id);
  EXPECT_FALSE(frigate.armed());
  EXPECT_EQ(frigate.hull, combat::CombatRules::unarmed().hull);
  EXPECT_EQ(rules.stationArmaments.size(), shippedStations().types.size());
}

TEST(CombatData, PercentagesBecomeBasisPointsAndArcsCosines) {
  const std::string ships = R"("ships": [], "capture": {"defence_regen_percent_per_day": 12.5},
  "targeting": {"forward_cone_deg": 90})";
  const auto loaded = parsed(combatFile(R"("damage": "em", "damage_per_shot": 10, "seconds_per_shot": 2,
                                           "range_km": 1000, "tracking_deg_s": 90, "arc_deg": 120)",
                                        ships));
  ASSERT_TRUE(loaded.value);
  EXPECT_EQ(loaded.value->capture.defenceRegenPerDay, 1'250);
  EXPECT_NEAR(loaded.value->targeting.cosForwardCone, 0.0, 1e-15);
  EXPECT_NEAR(loaded.value->weapons[0].cosHalfArc, 0.5, 1e-15);  // a 120-degree arc: 60 either side
  EXPECT_NEAR(loaded.value->weapons[0].trackingRate, astro::kPi / 2.0, 1e-15);
  EXPECT_EQ(loaded.value->weapons[0].damage, combat::DamageType::Em);
}

TEST(CombatData, BadNumbersAreRefusedAtTheirPointers) {
  std::string negative = combatFile();
  negative.replace(negative.find(R"("shield": 0.5)"), 13, R"("shield": -1)");
  EXPECT_TRUE(refusedAt(parsed(negative).diagnostics, "/damage_types/kinetic/shield", "expected a number in (0, 10], found -1"));
  const auto withRange = [](const std::string& range) {
    return combatFile(R"("damage": "heat", "damage_per_shot": 10, "seconds_per_shot": 2, "tracking_deg_s": 10,
                         "range_km": )" + range);
  };
  EXPECT_TRUE(refusedAt(parsed(withRange("0")).diagnostics, "/weapons/0/range_km", "(0, 10000000], found 0"));
  EXPECT_TRUE(refusedAt(parsed(withRange("1e400")).diagnostics, "/weapons/0/range_km", "too large"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(R"("damage": "heat", "damage_per_shot": -5, "seconds_per_shot": 2,
                                             "range_km": 1000, "tracking_deg_s": 10)"))
                            .diagnostics,
                        "/weapons/0/damage_per_shot", "found -5"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(R"("damage": "heat", "damage_per_shot": 10, "seconds_per_shot": 2,
                                             "range_km": 1000, "tracking_deg_s": 10, "rare_cost": 1.5)"))
                            .diagnostics,
                        "/weapons/0/rare_cost", "integer"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(kLaser, R"("ships": [{"type": "Scout", "hull": 0}])")).diagnostics,
                        "/ships/0/hull", "found 0"));
}

TEST(CombatData, BadNamesAreRefusedAtTheirPointers) {
  EXPECT_TRUE(refusedAt(parsed(combatFile(R"("damage": "plasma", "damage_per_shot": 10, "seconds_per_shot": 2,
                                             "range_km": 1000, "tracking_deg_s": 10)"))
                            .diagnostics,
                        "/weapons/0/damage", R"(expected "kinetic", "em", "heat" or "electric", found a string "plasma")"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(kLaser, R"("ships": [{"type": "Scout", "weapons": [{"weapon": "Phaser"}], "hull": 5}])"))
                            .diagnostics,
                        "/ships/0/weapons/0/weapon", R"(expected a weapon of /weapons (Laser), found a string "Phaser")"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(kLaser, R"("ships": [{"type": "Cruiser", "hull": 5}])")).diagnostics,
                        "/ships/0/type", R"(expected a type of the ship-types file (Scout, Frigate, Troop ship, Freighter, Battleship), found a string "Cruiser")"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(kLaser, R"("ships": [], "stations": [{"type": "Fortress", "hull": 5}])")).diagnostics,
                        "/stations/0/type", "station-types file"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(kLaser, R"("ships": [{"type": "Scout", "hull": 5}, {"type": "scout", "hull": 6}])")).diagnostics,
                        "/ships/1/type", "(first at /ships/0)"));
  std::string twice = combatFile();
  twice.replace(twice.find(R"("weapons": [{"name": "Laser", )"), 30,
                R"("weapons": [{"name": "laser", "damage": "em", "damage_per_shot": 1, "seconds_per_shot": 1, "range_km": 1,
                               "tracking_deg_s": 1}, {"name": "Laser", )");
  EXPECT_TRUE(refusedAt(parsed(twice).diagnostics, "/weapons/1/name", "expected a unique weapon name"));
}

TEST(CombatData, FiveMountsAndUnknownKeysAreRefused) {
  const std::string mount = R"({"weapon": "Laser"})";
  const std::string five = mount + ", " + mount + ", " + mount + ", " + mount + ", " + mount;
  EXPECT_TRUE(refusedAt(parsed(combatFile(kLaser, R"("ships": [{"type": "Battleship", "weapons": [)" + five + R"(], "hull": 5}])"))
                            .diagnostics,
                        "/ships/0/weapons", "expected 0 to 4 items, found 5"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(kLaser, R"("ships": [{"type": "Scout", "hull": 5, "crew": 3}])")).diagnostics,
                        "/ships/0/crew", "expected one of type, weapons"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(kLaser, R"("ships": [{"type": "Scout", "weapons": [{"weapon": "Laser", "gun": 2}], "hull": 5}])"))
                            .diagnostics,
                        "/ships/0/weapons/0/gun", "expected one of weapon, guns"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(kLaser, R"("ships": [], "stations": [{"type": "Sentry", "hull": 5, "troopers": 3}])")).diagnostics,
                        "/stations/0/troopers", "unknown key"));
  EXPECT_TRUE(refusedAt(parsed(combatFile(kLaser, R"("ships": [], "armour_types": {})")).diagnostics, "/armour_types", "unknown key"));
  std::string plasma = combatFile();
  plasma.replace(plasma.find(R"("electric")"), 10, R"("plasma": {"shield": 1, "armour": 1, "hull": 1}, "electric")");
  EXPECT_TRUE(refusedAt(parsed(plasma).diagnostics, "/damage_types/plasma", "expected one of kinetic, em, heat, electric"));
  std::string noElectric = combatFile();
  const std::string electric = R"(,
    "electric": {"shield": 0.75, "armour": 0.5, "hull": 2})";
  noElectric.erase(noElectric.find(electric), electric.size());
  EXPECT_TRUE(refusedAt(parsed(noElectric).diagnostics, "/damage_types", "\"electric\""));
}

TEST(CombatData, AScenarioWithPlayersBringsInItsCombatFile) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("perihelion_combat_data_" + std::to_string(::getpid()));
  testing_data::copyShippedData(dir);
  const auto write = [&](const std::string& text) {
    std::ofstream(dir / "scenarios" / "s.json") << text;
    return loadScenarioWorld(dir / "scenarios" / "s.json");
  };
  const std::string players = R"("players": [{"id": "a", "name": "A", "colour": "#112233", "home": "Earth"}])";
  LoadedScenarioWorld w = write(R"({"start": "2026-01-01T00:00:00Z", )" + players + "}");
  ASSERT_TRUE(w.world);
  EXPECT_TRUE(std::filesystem::equivalent(w.world->combatFile, dir / "combat.json"));
  EXPECT_TRUE(w.world->combat.of(w.world->shipTypes.find("Frigate")->id).armed());

  w = write(R"({"start": "2026-01-01T00:00:00Z"})");
  ASSERT_TRUE(w.world) << "a sandbox reads no combat file";
  EXPECT_TRUE(w.world->combatFile.empty());
  EXPECT_TRUE(w.world->combat.weapons.empty());

  w = write(R"({"start": "2026-01-01T00:00:00Z", "combat": "../missing.json", )" + players + "}");
  EXPECT_FALSE(w.world);
  ASSERT_FALSE(w.diagnostics.empty());
  // A file the scenario names that is not there is the scenario's mistake, at the key that names it.
  EXPECT_EQ(w.diagnostics.back().file, dir / "scenarios" / "s.json");
  EXPECT_EQ(w.diagnostics.back().diagnostic.pointer, "/combat");
  EXPECT_EQ(w.diagnostics.back().diagnostic.code, DiagnosticCode::FileUnreadable);
  EXPECT_NE(w.diagnostics.back().diagnostic.message.find((dir / "scenarios" / ".." / "missing.json").string()), std::string::npos);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace perihelion::data
