// libFuzzer target: a ship-types file (data/ships.json's format) through the data gate.
#include <cstddef>
#include <cstdint>

#include "data/ship_types_loader.h"
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  using namespace perihelion;
  fuzz::checkLoaded(data::parseShipTypes(fuzz::textOf(bytes, size)), fuzz::checkShipTypes);
  return 0;
}
