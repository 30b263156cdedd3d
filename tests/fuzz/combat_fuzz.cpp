// libFuzzer target: a combat file (data/combat.json's format: damage table, weapons, armaments) through
// the data gate. It arms types by name, so it is read against the shipped ship and station types, as the
// game reads it against its own.
#include <cstddef>
#include <cstdint>

#include "data/combat_loader.h"
#include "fuzz_checks.h"
#include "shipped_once.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  perihelion::fuzz::checkShipTypes(perihelion::fuzz::shippedData().shipTypes);
  perihelion::fuzz::checkStationTypes(perihelion::fuzz::shippedData().stationTypes);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  using namespace perihelion;
  const testing_data::ShippedData& d = fuzz::shippedData();
  fuzz::checkLoaded(data::parseCombat(fuzz::textOf(bytes, size), d.shipTypes, d.stationTypes),
                    [&](const combat::CombatRules& combat) { fuzz::checkCombat(combat, d.shipTypes, d.stationTypes); });
  return 0;
}
