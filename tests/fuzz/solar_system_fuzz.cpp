// libFuzzer target: a planet file (data/solar_system.json's format) through the data gate.
#include <cstddef>
#include <cstdint>

#include "data/solar_system_loader.h"
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  using namespace perihelion;
  const data::LoadResult loaded = data::parseSolarSystem(fuzz::textOf(bytes, size));
  fuzz::checkDiagnostics(loaded.diagnostics, loaded.system.has_value());
  if (loaded.system) fuzz::checkSolarSystem(*loaded.system);
  return 0;
}
