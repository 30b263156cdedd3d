// Who owns a thing: a player's stable id (their index in the game's list of players), or nobody
// (neutral planets, and everything in a game without players: the sandbox).
#pragma once

#include <cstdint>

#include "world/entity_id.h"

namespace perihelion::world {

using PlayerId = EntityId<struct PlayerTag>;

/// The owner of what no player owns; also the issuer of the sandbox's commands.
inline constexpr PlayerId kNobody{0xffffffffu};

}  // namespace perihelion::world
