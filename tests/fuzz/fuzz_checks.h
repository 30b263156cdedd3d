// What a fuzz target asserts of what the data gate accepted, beyond "it did not crash": the invariants
// the game relies on past the gate (every number finite, radii positive, orbits elliptic, ids that index
// their lists). A broken one aborts with a message, which libFuzzer reports as a crash with its input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

#include "combat/combat_rules.h"
#include "data/diagnostic.h"
#include "data/json_document.h"
#include "data/scenario_loader.h"
#include "fleet/ship_type.h"
#include "sim/economy_rules.h"
#include "world/solar_system.h"
#include "world/station.h"

namespace perihelion::fuzz {

/// Aborts with "invariant broken: WHAT" when `holds` is false.
void require(bool holds, std::string_view what);

/// What every load gives: a value exactly when no diagnostic is an error, at most the error limit of each
/// severity (and the note that reporting stopped), and messages that are one line of printable text.
void checkDiagnostics(const std::vector<data::Diagnostic>& diagnostics, bool loaded);

/// Whether every coordinate is a finite number.
bool finite(const glm::dvec3& v);

/// libFuzzer's input as the text a loader reads.
inline std::string_view textOf(const std::uint8_t* bytes, std::size_t size) {
  return {reinterpret_cast<const char*>(bytes), size};
}

/// A load checked as every load is, then its value, if any, by `checkValue`.
template <class T, class CheckValue>
void checkLoaded(const data::Loaded<T>& loaded, CheckValue&& checkValue) {
  checkDiagnostics(loaded.diagnostics, loaded.value.has_value());
  if (loaded.value) checkValue(*loaded.value);
}

void checkSolarSystem(const world::SolarSystem& system);
void checkShipTypes(const fleet::ShipCatalogue& ships);
void checkStationTypes(const world::StationCatalogue& stations);
void checkRules(const sim::EconomyRules& rules, const world::SolarSystem& system);
void checkCombat(const combat::CombatRules& combat, const fleet::ShipCatalogue& ships,
                 const world::StationCatalogue& stations);
void checkScenario(const data::Scenario& scenario);

}  // namespace perihelion::fuzz
