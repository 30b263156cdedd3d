#include "sim/command.h"

namespace perihelion::sim {

std::string_view refusalName(CommandRefusal refusal) {
  switch (refusal) {
#define PERIHELION_COMMAND_REFUSAL_CASE(id, text) \
  case CommandRefusal::id:                       \
    return text;
    PERIHELION_COMMAND_REFUSALS(PERIHELION_COMMAND_REFUSAL_CASE)
#undef PERIHELION_COMMAND_REFUSAL_CASE
  }
  return "unknown";
}

std::string_view refusalCode(const Refusal& refusal) {
  return refusal.detail.empty() ? refusalName(refusal.code) : std::string_view(refusal.detail);
}

std::string_view commandName(const Command& command) {
  if (const auto* c = std::get_if<OrderFleets>(&command)) {
    switch (c->order.kind) {
      case fleet::Order::Kind::MoveTo: return "move_to";
      case fleet::Order::Kind::GoTo: return "go_to";
      case fleet::Order::Kind::Hold: return "hold";
    }
  }
  if (std::holds_alternative<PlaceStation>(command)) return "place_station";
  if (std::holds_alternative<QueueShip>(command)) return "queue_ship";
  if (std::holds_alternative<CancelShip>(command)) return "cancel_ship";
  if (std::holds_alternative<MoveQueuedShip>(command)) return "move_queued";
  if (std::holds_alternative<SetRally>(command)) return "rally";
  if (std::holds_alternative<FormFleet>(command)) return "form_fleet";
  if (std::holds_alternative<MergeFleets>(command)) return "merge_fleets";
  if (std::holds_alternative<Attack>(command)) return "attack";
  if (std::holds_alternative<AttackMove>(command)) return "attack_move";
  if (std::holds_alternative<SetStance>(command)) return "stance";
  if (std::holds_alternative<LandTroops>(command)) return "land";
  if (std::holds_alternative<SetTimeRate>(command)) return "time_rate";
  if (std::holds_alternative<SetPaused>(command)) return "pause";
  return "jump_to";
}

world::PlayerId issuer(const Command& command) {
  return std::visit(
      [](const auto& c) -> world::PlayerId {
        if constexpr (requires { c.player; }) {
          return c.player;
        } else {
          return world::kNobody;
        }
      },
      command);
}

}  // namespace perihelion::sim
