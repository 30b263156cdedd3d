#include "desktop/owner_colours.h"

#include "desktop/fleet_command.h"

namespace perihelion::app {
namespace {

glm::vec3 sizeTint(well::SizeClass size) {
  switch (size) {
    case well::SizeClass::Small: return {0.80f, 0.92f, 1.00f};
    case well::SizeClass::Medium: return {1.00f, 0.96f, 0.82f};
    case well::SizeClass::Large: return {1.00f, 0.80f, 0.62f};
  }
  return glm::vec3(1.0f);
}

}  // namespace

glm::vec3 colourOf(std::uint32_t rgb) {
  return glm::vec3(static_cast<float>((rgb >> 16) & 0xff), static_cast<float>((rgb >> 8) & 0xff),
                   static_cast<float>(rgb & 0xff)) /
         255.0f;
}

glm::vec3 ownerColour(const sim::GameState& state, world::PlayerId owner, const glm::vec3& otherwise) {
  const sim::Player* p = state.player(owner);
  return p ? colourOf(p->colour) : otherwise;
}

glm::vec3 fleetColour(const sim::GameState& state, fleet::FleetId fleet) {
  if (fleet.value >= state.fleets.fleets.size()) return fleetColor(fleet);
  return ownerColour(state, state.fleets.fleets[fleet.value].owner, fleetColor(fleet));
}

glm::vec3 stationColour(const sim::GameState& state, world::PlayerId owner, well::SizeClass size) {
  return ownerColour(state, owner, sizeTint(size));
}

}  // namespace perihelion::app
