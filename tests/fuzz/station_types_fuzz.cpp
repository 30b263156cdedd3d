// libFuzzer target: a station-types file (data/stations.json's format) through the data gate.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "data/station_types_loader.h"
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  using namespace perihelion;
  const auto loaded = data::parseStationTypes({reinterpret_cast<const char*>(bytes), size});
  fuzz::checkDiagnostics(loaded.diagnostics, loaded.value.has_value());
  if (loaded.value) fuzz::checkStationTypes(*loaded.value);
  return 0;
}
