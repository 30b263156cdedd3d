#include "sim/apply_command.h"

#include <cmath>


namespace perihelion::sim {
namespace {

bool finite(const glm::dvec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

Refusal refuse(CommandRefusal code, std::string reason) { return {0, code, {}, std::move(reason)}; }

std::optional<Refusal> orderFleets(GameState& state, const Rules& rules, const OrderFleets& c) {
  if (c.fleets.empty()) return refuse(CommandRefusal::NoFleets, "no fleet to order");
  for (const fleet::FleetId id : c.fleets) {
    if (id.value >= state.fleets.fleets.size()) {
      return refuse(CommandRefusal::NoSuchFleet, "no fleet #" + std::to_string(id.value) + " (the game has " +
                                                     std::to_string(state.fleets.fleets.size()) + ")");
    }
  }
  const fleet::Order& order = c.order;
  if (order.kind == fleet::Order::Kind::MoveTo) {
    if (!finite(order.point)) return refuse(CommandRefusal::NotFinite, "the point to move to is not a finite position");
    const glm::dvec3 p = order.point / kMaxDistanceMetres;  // scaled, so that the square cannot overflow
    if (p.x * p.x + p.y * p.y + p.z * p.z > 1.0) {
      return refuse(CommandRefusal::OutOfRange, "the point to move to is more than 10^15 m from the Sun");
    }
  }
  if (order.kind == fleet::Order::Kind::GoTo) {
    if (order.body.value >= rules.system.bodies.size()) {
      return refuse(CommandRefusal::NoSuchPlanet, "no body #" + std::to_string(order.body.value));
    }
    const world::Body& body = rules.system.body(order.body);
    if (!body.orbit) return refuse(CommandRefusal::NotAPlanet, "ships cannot go to the " + body.name);
  }
  for (const fleet::FleetId id : c.fleets) state.fleets.order(id, order);
  return std::nullopt;
}

std::optional<Refusal> placeStation(GameState& state, const Rules& rules, const PlaceStation& c) {
  if (!std::isfinite(c.request.phase) || !std::isfinite(c.request.time)) {
    return refuse(CommandRefusal::NotFinite, "the station's phase or time is not finite");
  }
  if (c.request.time > state.time || c.request.time < state.time - kMaxSecondsPerTick) {
    return refuse(CommandRefusal::OutOfRange, "a station is placed where the player saw its ring: at most one tick before now");
  }
  const world::PlacementVerdict verdict = world::placeStation(rules.system, rules.stationTypes, state.stations,
                                                              world::StationId{state.nextStationId}, c.request);
  if (!verdict.allowed()) {
    Refusal r = refuse(CommandRefusal::StationRefused, verdict.reason);
    r.detail = std::string(world::refusalName(*verdict.refusal));
    return r;
  }
  ++state.nextStationId;
  return std::nullopt;
}

}  // namespace

std::optional<Refusal> applyCommand(GameState& state, const Rules& rules, const Command& command) {
  if (const auto* c = std::get_if<OrderFleets>(&command)) return orderFleets(state, rules, *c);
  if (const auto* c = std::get_if<PlaceStation>(&command)) return placeStation(state, rules, *c);
  if (const auto* c = std::get_if<SetTimeRate>(&command)) {
    if (!(c->secondsPerTick > 0.0 && c->secondsPerTick <= kMaxSecondsPerTick)) {
      return refuse(CommandRefusal::BadTimeRate, "a time rate must be more than 0 and at most ten years a second");
    }
    state.secondsPerTick = c->secondsPerTick;
    return std::nullopt;
  }
  if (const auto* c = std::get_if<SetPaused>(&command)) {
    state.paused = c->paused;
    return std::nullopt;
  }
  const JumpToTime& jump = std::get<JumpToTime>(command);
  if (!std::isfinite(jump.time)) return refuse(CommandRefusal::NotFinite, "the time to jump to is not finite");
  if (!(jump.time >= kEarliestTime && jump.time <= kLatestTime)) {
    return refuse(CommandRefusal::OutOfRange, "the time to jump to is not between the years 0 and 9999");
  }
  state.time = jump.time;
  return std::nullopt;
}

}  // namespace perihelion::sim
