// LAN play of `perihelion skirmish`, headless: the host (`--host PORT`, with `remote` seats) and the
// joiner (`--join HOST:PORT --as SPEC`). Lockstep over ENet, the host the authority: docs/lan.md has
// the protocol (handshake, turns and delay, hash checks, takeover). Both print skirmish's result JSON.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "commands.h"
#include "data/scenario_format.h"
#include "match/skirmish.h"
#include "sim/game_state.h"

namespace perihelion::app {

/// Hosts the match `skirmish` (seats marked remote wait for joiners, who choose their kind): waits
/// for every remote seat, plays to the end, prints the result. `scenario`, `file` and `seed` are what
/// `skirmish` was made from (the host makes it again once the joiners' seats are known).
int runLanHost(const SkirmishRequest& request, match::Skirmish skirmish, const data::Scenario& scenario,
               const std::filesystem::path& file, std::uint64_t seed);

/// Joins the match at request.join and plays its seat as request.as.
int runLanJoin(const SkirmishRequest& request);

// [SECTION] shared by host and joiner (lan_common.cpp)

/// data/scenarios/skirmish.json, found as the game finds its data (command_skirmish.cpp).
std::filesystem::path defaultSkirmishFile();

/// "perihelion 0.1.0": a joiner of another build is refused.
std::string programVersion();

/// FNV-1a over the bytes of every file the tick reads (the scenario, its solar system, ship and
/// station types, rules, combat), each with its role: peers whose data differ in one byte differ here.
std::uint64_t lanDataHash(const data::Scenario& scenario, const std::filesystem::path& file);

/// Writes what this peer knows at a desync (the tick, its hash there, the state it has now) to
/// perihelion-desync-ROLE-tickN.txt in the working folder; returns the file's name. The one place to
/// switch to the save format (game/save) once it exists, to write the whole state.
std::string writeDesyncDump(const std::string& role, std::int64_t tick, std::uint64_t hashAtTick, const sim::GameState& now);

/// "Red Syndicate (seat 1)": a seat for messages.
std::string seatName(const sim::GameState& state, std::uint32_t seat);

}  // namespace perihelion::app
