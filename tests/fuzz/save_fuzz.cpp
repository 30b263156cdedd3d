// libFuzzer target: a saved game (save/save_reader.h). What the gate accepts holds together as the
// reader promises (every number finite, ids in order and in range) and, written back with the game's own
// writer, reads back to the same state, to the bit (the same state hash and the same text).
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_checks.h"
#include "save/save_reader.h"
#include "save/save_writer.h"
#include "sim/state_hash.h"

namespace {

using namespace perihelion;

/// The promises of the reader that the tick relies on.
void checkState(const sim::GameState& s) {
  fuzz::require(std::isfinite(s.time) && s.secondsPerTick > 0.0 && s.tick >= 0, "a clock in range");
  const fleet::Ships& ships = s.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    fuzz::require(std::isfinite(ships.position[i].x + ships.position[i].y + ships.position[i].z) && std::isfinite(ships.speed[i]),
                  "a ship's numbers finite");
    fuzz::require(ships.fleet[i].value < s.fleets.fleets.size(), "a ship's fleet in the state");
    fuzz::require(i == 0 || ships.id[i - 1].value < ships.id[i].value, "ship ids ascending");
  }
  for (std::size_t k = 0; k < s.fleets.fleets.size(); ++k) fuzz::require(s.fleets.fleets[k].id.value == k, "fleet ids their places");
  for (const world::Station& st : s.stations) {
    fuzz::require(st.owner == world::kNobody || st.owner.value < s.players.size(), "a station's owner in the state");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const data::Loaded<save::SavedGame> read = save::parseSave(fuzz::textOf(bytes, size));
  fuzz::checkLoaded(read, [](const save::SavedGame& game) {
    checkState(game.state);
    const std::string text = save::saveText(game);
    const data::Loaded<save::SavedGame> again = save::parseSave(text);
    fuzz::require(again.value.has_value(), "a save written back reads back");
    fuzz::require(sim::stateHash(again.value->state) == sim::stateHash(game.state), "a save written back holds the same state");
    fuzz::require(save::saveText(*again.value) == text, "a save written back writes the same text again");
  });
  return 0;
}
