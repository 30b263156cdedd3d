// What `perihelion skirmish` prints at a match's end, and `perihelion replay` of its recording too:
// the winner, each player's figures and fleets, the key events and the state hash.
#pragma once

#include <cstdint>

#include <nlohmann/json.hpp>

#include "match/match.h"

namespace perihelion::app {

/// `steps`: navigation steps run; `thinkSeconds`: wall-clock seconds the computer players took to
/// decide (0 in a replay, where they do not think: its `decisions` and `ai_ms_per_decision` are 0).
nlohmann::ordered_json skirmishResult(const match::Match& m, std::uint64_t seed, std::int64_t steps, double thinkSeconds);

}  // namespace perihelion::app
