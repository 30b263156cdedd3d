// libFuzzer target: a station-types file (data/stations.json's format) through the data gate.
#include <cstddef>
#include <cstdint>

#include "data/station_types_loader.h"
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  using namespace perihelion;
  fuzz::checkLoaded(data::parseStationTypes(fuzz::textOf(bytes, size)), fuzz::checkStationTypes);
  return 0;
}
