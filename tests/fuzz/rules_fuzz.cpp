// libFuzzer target: a rules file (data/rules.json's format, the economy) through the data gate. The rules
// name bodies, so they are read against the shipped solar system, as the game reads them against its own.
#include <cstddef>
#include <cstdint>

#include "data/rules_loader.h"
#include "fuzz_checks.h"
#include "shipped_once.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  perihelion::fuzz::checkSolarSystem(perihelion::fuzz::shippedData().system);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  using namespace perihelion;
  const world::SolarSystem& system = fuzz::shippedData().system;
  fuzz::checkLoaded(data::parseRules(fuzz::textOf(bytes, size), system),
                    [&](const sim::EconomyRules& rules) { fuzz::checkRules(rules, system); });
  return 0;
}
