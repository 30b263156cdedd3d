// Whether a saved state fits the data it is loaded with: every ship, station and queued ship of a
// type the types files have, every body id one of the planet file's, every station on a ring its
// planet's well has. The reader (save/save_reader.h) checks what the state says of itself; this checks
// what it says of the data, once they are loaded.
#pragma once

#include <vector>

#include "data/diagnostic.h"
#include "sim/tick.h"

namespace perihelion::save {

/// Errors by JSON pointer into the save (no line or column: the caller adds them, or not).
std::vector<data::Diagnostic> checkFitsData(const sim::GameState& state, const sim::Rules& rules);

}  // namespace perihelion::save
