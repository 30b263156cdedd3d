// A 64-bit fingerprint of the whole game state, to tell in one number whether two runs (the desktop
// and its replay, two builds, later two network peers) are in the same state, to the bit.
#pragma once

#include <cstdint>
#include <string>

#include "sim/game_state.h"

namespace perihelion::sim {

/// FNV-1a (Fowler, Noll and Vo) over every field of the state in a fixed order: numbers by their bits,
/// in little-endian order, so equal states give equal hashes on every build. Two states that differ in
/// any field almost surely differ in their hash.
std::uint64_t stateHash(const GameState& state);

/// The same over the ships alone (position, heading, speed, mode), as `perihelion simulate` has
/// reported it since the fleets work: the per-scenario figures in the README are of this one.
std::uint64_t shipsHash(const fleet::Ships& ships);

/// "0123456789abcdef": a hash as the report, the recording and the desktop print it.
std::string hashText(std::uint64_t hash);

}  // namespace perihelion::sim
