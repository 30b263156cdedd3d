// What the LAN host and joiner share: the program version, the data hash, the desync dump.
#include <cstdio>
#include <fstream>
#include <iterator>

#include "skirmish/lan.h"
#include "sim/state_hash.h"

namespace perihelion::app {
namespace {

constexpr std::uint64_t kFnvOffset = 14695981039346656037ull, kFnvPrime = 1099511628211ull;

void mix(std::uint64_t& h, std::string_view bytes) {
  for (const char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= kFnvPrime;
  }
}

}  // namespace

std::string programVersion() { return "perihelion " PERIHELION_VERSION; }

std::uint64_t lanDataHash(const data::Scenario& scenario, const std::filesystem::path& file) {
  std::uint64_t h = kFnvOffset;
  // The files as the scenario names them, found where a skirmish of two idle seats finds them.
  const match::SkirmishOrError made = match::makeSkirmish(scenario, file.string(), {{}, {}}, 0, 0.0);
  const auto* skirmish = std::get_if<match::Skirmish>(&made);
  if (!skirmish) return 0;
  const data::ScenarioWorld& w = skirmish->world;
  const std::pair<const char*, std::filesystem::path> files[] = {
      {"scenario", file},       {"solar_system", w.solarSystemFile}, {"station_types", w.stationTypesFile},
      {"ship_types", w.shipTypesFile}, {"rules", w.rulesFile},      {"combat", w.combatFile}};
  for (const auto& [role, path] : files) {
    mix(h, role);
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    mix(h, std::to_string(bytes.size()) + ":");
    mix(h, bytes);
  }
  return h;
}

std::string writeDesyncDump(const std::string& role, std::int64_t tick, std::uint64_t hashAtTick, const sim::GameState& now) {
  const std::string name = "perihelion-desync-" + role + "-tick" + std::to_string(tick) + ".txt";
  std::ofstream out(name);
  out << "desync at tick " << tick << "\nrole " << role << "\nstate_hash at tick " << tick << " " << sim::hashText(hashAtTick)
      << "\nnow at tick " << now.tick << " state_hash " << sim::hashText(sim::stateHash(now)) << "\n";
  return name;
}

std::string seatName(const sim::GameState& state, std::uint32_t seat) {
  const std::string who = seat < state.players.size() ? state.players[seat].name : std::string("?");
  return who + " (seat " + std::to_string(seat) + ")";
}

}  // namespace perihelion::app
