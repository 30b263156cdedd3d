// What a fuzz target asserts of what the data gate accepted, beyond "it did not crash": the invariants
// the game relies on past the gate (every number finite, radii positive, orbits elliptic, ids that index
// their lists). A broken one aborts with a message, which libFuzzer reports as a crash with its input.
#pragma once

#include <string_view>
#include <vector>

#include "combat/combat_rules.h"
#include "data/diagnostic.h"
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

void checkSolarSystem(const world::SolarSystem& system);
void checkShipTypes(const fleet::ShipCatalogue& ships);
void checkStationTypes(const world::StationCatalogue& stations);
void checkRules(const sim::EconomyRules& rules, const world::SolarSystem& system);
void checkCombat(const combat::CombatRules& combat, const fleet::ShipCatalogue& ships,
                 const world::StationCatalogue& stations);
void checkScenario(const data::Scenario& scenario);

}  // namespace perihelion::fuzz
