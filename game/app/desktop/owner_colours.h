// Whose is it, at a glance: everything a player owns is drawn and listed in their colour. Without
// players (the sandbox) fleets keep a colour each and stations a colour by size class.
#pragma once

#include <cstdint>

#include <glm/vec3.hpp>

#include "sim/game_state.h"
#include "world/station.h"

namespace perihelion::app {

/// 0xRRGGBB as sRGB components in [0, 1].
glm::vec3 colourOf(std::uint32_t rgb);

/// The owner's colour, or `otherwise` for nobody.
glm::vec3 ownerColour(const sim::GameState& state, world::PlayerId owner, const glm::vec3& otherwise);

/// A fleet's colour: its owner's, or a colour of its own in the sandbox.
glm::vec3 fleetColour(const sim::GameState& state, fleet::FleetId fleet);

/// A station's colour: its owner's, or by size class when nobody owns it (cool small, warm large).
glm::vec3 stationColour(const sim::GameState& state, world::PlayerId owner, well::SizeClass size);

}  // namespace perihelion::app
