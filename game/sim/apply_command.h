// A command checked against the rules and, when they allow it, applied to the game state.
#pragma once

#include <optional>

#include "sim/command.h"
#include "sim/game_state.h"
#include "sim/tick.h"

namespace perihelion::sim {

/// Applies `command` to `state` when the rules allow it; otherwise changes nothing and says why
/// (Refusal::command is left 0 for the caller to fill in).
std::optional<Refusal> applyCommand(GameState& state, const Rules& rules, const Command& command);

}  // namespace perihelion::sim
