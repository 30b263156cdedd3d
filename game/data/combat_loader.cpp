#include "data/combat_loader.h"

#include <cmath>
#include <string>

#include "astro/units.h"
#include "data/combat_format.h"
#include "world/names.h"

namespace perihelion::data {
namespace {

using nlohmann::json;

/// Per cent to basis points, exactly for the percentages a designer writes (12.5 -> 1250).
std::int64_t basisPoints(double percent) { return std::llround(percent * 100.0); }

/// The string member `key` of an item, when the item is an object that has one (the format check
/// reports the rest).
const json* stringMember(const json& item, const char* key) {
  if (!item.is_object()) return nullptr;
  const auto it = item.find(key);
  return it != item.end() && it->is_string() ? &*it : nullptr;
}

/// "Scout, Frigate, ...": the names a message offers.
template <class Names>
std::string listed(const Names& names) {
  std::string out;
  for (const auto& name : names) out += (out.empty() ? "" : ", ") + std::string(name);
  return out.empty() ? "none" : out;
}

/// The index of the weapon named `name` (without regard to case), if any.
std::optional<std::size_t> weaponIndex(const json& weapons, const std::string& name) {
  for (std::size_t k = 0; k < weapons.size(); ++k) {
    const json* n = stringMember(weapons[k], "name");
    if (n && world::sameName(n->get_ref<const std::string&>(), name)) return k;
  }
  return std::nullopt;
}

/// Every armed type must be one of the catalogue's, listed once, and every mount must name a weapon
/// of this file. `list`: "ships" or "stations".
template <class Catalogue>
void checkArmaments(const json& root, const char* list, const Catalogue& types, std::string_view typesFile,
                    DiagnosticSink& sink) {
  const json& armaments = memberOr(root, list);
  if (!armaments.is_array()) return;
  checkUniqueNames(armaments, "/" + std::string(list), sink, "type", "type");
  std::vector<std::string> typeNames, weaponNames;
  for (const auto& t : types.types) typeNames.push_back(t.name);
  const json& weapons = memberOr(root, "weapons");
  if (weapons.is_array()) {
    for (const json& w : weapons) {
      if (const json* n = stringMember(w, "name")) weaponNames.push_back(n->get<std::string>());
    }
  }
  for (std::size_t k = 0; k < armaments.size(); ++k) {
    const std::string at = "/" + std::string(list) + "/" + std::to_string(k);
    if (const json* type = stringMember(armaments[k], "type"); type && !types.find(type->get_ref<const std::string&>())) {
      sink.error(DiagnosticCode::UnknownName, at + "/type",
                 "expected a type of the " + std::string(typesFile) + " file (" + listed(typeNames) + "), found " +
                     describeValue(*type));
    }
    const json& mounts = memberOr(armaments[k], "weapons");
    if (!mounts.is_array() || !weapons.is_array()) continue;
    for (std::size_t m = 0; m < mounts.size(); ++m) {
      const json* weapon = stringMember(mounts[m], "weapon");
      if (weapon && !weaponIndex(weapons, weapon->get<std::string>())) {
        sink.error(DiagnosticCode::UnknownName, at + "/weapons/" + std::to_string(m) + "/weapon",
                   "expected a weapon of /weapons (" + listed(weaponNames) + "), found " + describeValue(*weapon));
      }
    }
  }
}

combat::DamageTable toTable(const json& types) {
  combat::DamageTable table{};
  for (std::size_t k = 0; k < combat::kDamageTypes; ++k) {
    const json& e = types[std::string(combat::kDamageTypeNames[k])];
    table[k] = {e["shield"].get<double>(), e["armour"].get<double>(), e["hull"].get<double>(),
                e.value("shield_penetration", 0.0)};
  }
  return table;
}

combat::WeaponType toWeapon(const json& w, std::size_t id) {
  const ObjectSpec& spec = nestedSpec(combatFormat(), "weapons");
  combat::WeaponType weapon;
  weapon.id = combat::WeaponId{static_cast<std::uint32_t>(id)};
  weapon.name = w["name"].get<std::string>();
  weapon.damage = *combat::damageTypeNamed(w["damage"].get<std::string>());
  weapon.damagePerShot = w["damage_per_shot"].get<double>();
  weapon.secondsPerShot = w["seconds_per_shot"].get<double>();
  weapon.range = w["range_km"].get<double>() * astro::kKmMetres;
  weapon.projectileSpeed = numberOr(w, spec, "projectile_speed_km_s") * astro::kKmMetres;
  weapon.cosHalfArc = std::cos(astro::degToRad(numberOr(w, spec, "arc_deg") / 2.0));
  weapon.trackingRate = astro::degToRad(w["tracking_deg_s"].get<double>());
  weapon.rareCost = w.value("rare_cost", std::int64_t{0});
  return weapon;
}

combat::Armament toArmament(const json& a, const json& weapons) {
  combat::Armament armament;
  for (const json& m : memberOr(a, "weapons")) {
    const std::size_t weapon = *weaponIndex(weapons, m["weapon"].get<std::string>());
    armament.mounts.push_back({combat::WeaponId{static_cast<std::uint32_t>(weapon)}, m.value("guns", std::uint32_t{1})});
  }
  armament.shield = a.value("shield", 0.0);
  armament.shieldRegen = a.value("shield_regen_per_s", 0.0);
  armament.armour = a.value("armour", 0.0);
  armament.hull = a["hull"].get<double>();
  armament.troopers = a.value("troopers", std::int64_t{0});
  return armament;
}

combat::CombatRules toRules(const json& root, const fleet::ShipCatalogue& ships, const world::StationCatalogue& stations) {
  combat::CombatRules rules;
  rules.table = toTable(root["damage_types"]);
  const json& weapons = root["weapons"];
  for (std::size_t k = 0; k < weapons.size(); ++k) rules.weapons.push_back(toWeapon(weapons[k], k));

  const json& targeting = memberOr(root, "targeting");
  const ObjectSpec& targetingSpec = nestedSpec(combatFormat(), "targeting");
  rules.targeting.retargetSeconds = numberOr(targeting, targetingSpec, "retarget_seconds");
  rules.targeting.cosForwardCone = std::cos(astro::degToRad(numberOr(targeting, targetingSpec, "forward_cone_deg")));
  rules.targeting.coneFarther = numberOr(targeting, targetingSpec, "cone_farther");
  rules.targeting.guardRadius = numberOr(targeting, targetingSpec, "guard_radius_ranges");
  rules.capture.defenceRegenPerDay =
      basisPoints(numberOr(memberOr(root, "capture"), nestedSpec(combatFormat(), "capture"), "defence_regen_percent_per_day"));

  // Types not listed keep the default Armament, which is the unarmed one.
  rules.shipArmaments.resize(ships.types.size());
  for (const json& a : root["ships"]) {
    rules.shipArmaments[ships.find(a["type"].get<std::string>())->id.value] = toArmament(a, weapons);
  }
  rules.stationArmaments.resize(stations.types.size());
  for (const json& a : memberOr(root, "stations")) {
    rules.stationArmaments[stations.find(a["type"].get<std::string>())->id.value] = toArmament(a, weapons);
  }
  return rules;
}

}  // namespace

Loaded<combat::CombatRules> parseCombat(std::string_view text, const fleet::ShipCatalogue& ships,
                                        const world::StationCatalogue& stations) {
  CheckedDocument document = checkDocument(text, combatFormat(), [&](const json& root, DiagnosticSink& sink) {
    if (const json& weapons = memberOr(root, "weapons"); weapons.is_array()) {
      checkUniqueNames(weapons, "/weapons", sink, "weapon name");
    }
    checkArmaments(root, "ships", ships, "ship-types", sink);
    checkArmaments(root, "stations", stations, "station-types", sink);
  });
  return loadedFrom<combat::CombatRules>(std::move(document),
                                         [&](const json& root) { return toRules(root, ships, stations); });
}

Loaded<combat::CombatRules> loadCombatFile(const std::filesystem::path& path, const fleet::ShipCatalogue& ships,
                                           const world::StationCatalogue& stations) {
  return parseDataFile<Loaded<combat::CombatRules>>(
      path, [&](std::string_view text) { return parseCombat(text, ships, stations); });
}

}  // namespace perihelion::data
