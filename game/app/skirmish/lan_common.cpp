// What the LAN host and joiner share: the program version, the data hash, the desync dump.
#include <cstdio>
#include <fstream>
#include <iterator>

#include "skirmish/lan.h"

#include "data/data_fingerprint.h"
#include "save/restore.h"
#include "save/save_writer.h"
#include "sim/state_hash.h"

namespace perihelion::app {

std::string programVersion() { return "perihelion " PERIHELION_VERSION; }

std::uint64_t lanDataHash(const data::Scenario& scenario, const std::filesystem::path& file) {
  // The files as the scenario names them, found where a skirmish of two idle seats finds them.
  const match::SkirmishOrError made = match::makeSkirmish(scenario, file.string(), {{}, {}}, 0, 0.0);
  const auto* skirmish = std::get_if<match::Skirmish>(&made);
  return skirmish ? data::dataFingerprint(skirmish->world, file) : 0;
}

std::string writeDesyncDump(const std::string& role, std::int64_t tick, std::uint64_t hashAtTick, const sim::GameState& now) {
  const std::string name = "perihelion-desync-" + role + "-tick" + std::to_string(tick) + ".txt";
  const std::string state = "perihelion-desync-" + role + "-tick" + std::to_string(tick) + ".json";
  std::ofstream out(name);
  out << "desync at tick " << tick << "\nrole " << role << "\nstate_hash at tick " << tick << " " << sim::hashText(hashAtTick)
      << "\nnow at tick " << now.tick << " state_hash " << sim::hashText(sim::stateHash(now)) << "\nstate now: " << state
      << " (a saved game's state: diff it with the other peer's to see where they part)\n";
  // The whole state in the save format (save/), field by field, so that two peers' files compare line by line.
  std::ofstream(state) << save::saveText(save::savedScenarioGame("", "", now));
  return name;
}

std::string seatName(const sim::GameState& state, std::uint32_t seat) {
  const std::string who = seat < state.players.size() ? state.players[seat].name : std::string("?");
  return who + " (seat " + std::to_string(seat) + ")";
}

}  // namespace perihelion::app
