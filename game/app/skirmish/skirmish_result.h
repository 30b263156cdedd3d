// The JSON result `perihelion skirmish` prints, for the single-process match and for each peer of a
// LAN match alike (same keys; a LAN match adds `taken_over` to a seat the host's computer took over).
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "match/match.h"

namespace perihelion::app {

/// The result of `m` as played so far: `reason` stands when the match has no end of its own yet (a
/// LAN match the host ended: "ended_by_host"). `thinkSeconds`: the wall time this process's computer
/// players spent deciding.
nlohmann::ordered_json skirmishResult(const match::Match& m, std::uint64_t seed, std::int64_t navigationSteps,
                                      double thinkSeconds, const std::string& reason = "");

}  // namespace perihelion::app
