#include "data/data_fingerprint.h"


#include "data/json_document.h"

namespace perihelion::data {
namespace {

void add(std::uint64_t& hash, std::string_view bytes) {
  for (const char c : bytes) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  // The length too, so that moving bytes from one file to the next changes the hash.
  for (std::size_t n = bytes.size(), k = 0; k < 8; ++k, n >>= 8) hash = (hash ^ (n & 0xffu)) * 1099511628211ull;
}

void addFile(std::uint64_t& hash, std::string_view role, const std::filesystem::path& file) {
  add(hash, role);
  if (file.empty()) return add(hash, "");
  const FileText text = readDataFile(file, std::size_t{64} << 20);
  add(hash, text.text ? *text.text : std::string());
}

}  // namespace

std::uint64_t dataFingerprint(const ScenarioWorld& world, const std::filesystem::path& scenarioFile) {
  std::uint64_t hash = 14695981039346656037ull;
  addFile(hash, "scenario", scenarioFile);
  addFile(hash, "solar_system", world.solarSystemFile);
  addFile(hash, "station_types", world.stationTypesFile);
  addFile(hash, "ship_types", world.shipTypesFile);
  addFile(hash, "rules", world.rulesFile);
  addFile(hash, "combat", world.combatFile);
  return hash;
}

}  // namespace perihelion::data
