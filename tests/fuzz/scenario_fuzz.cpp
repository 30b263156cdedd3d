// libFuzzer target: a scenario file through the gate's parse (parseScenario: form, ranges, totals), the
// step `validate` and `simulate` take first. Building its world (buildScenarioWorld) reads the files the
// scenario names and places up to a million ships: not done here, so that every input runs in
// milliseconds and reads no file a fuzzed path could name.
#include <cstddef>
#include <cstdint>

#include "data/scenario_loader.h"
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  using namespace perihelion;
  fuzz::checkLoaded(data::parseScenario(fuzz::textOf(bytes, size), "scenarios"), fuzz::checkScenario);
  return 0;
}
