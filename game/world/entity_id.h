// Stable ids for the things of the game state: the index of a thing in the list that holds it,
// wrapped in a type of its own so that a FleetId cannot be passed where a BodyId is wanted. The game
// state refers to things by these, never by pointer (replays, saves and lockstep play need that).
#pragma once

#include <cstdint>

namespace perihelion::world {

template <class Tag>
struct EntityId {
  std::uint32_t value = 0;
  friend bool operator==(EntityId, EntityId) = default;
};

}  // namespace perihelion::world
