#include "sim/apply_command.h"

#include <cmath>

#include "astro/units.h"

namespace perihelion::sim {
namespace {

bool finite(const glm::dvec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

Refusal refuse(CommandRefusal code, std::string reason) { return {0, code, {}, std::move(reason)}; }

/// The earliest and latest times the clock takes: Julian dates 1721059.5 to 5373484.5 (years 0 to
/// 9999, the span astro::parseDateTT reads).
const double kEarliest = astro::secondsSinceJ2000Of(1721059.5);
const double kLatest = astro::secondsSinceJ2000Of(5373484.5);

std::optional<Refusal> orderFleets(GameState& state, const Rules& rules, const OrderFleets& c) {
  if (c.fleets.empty()) return refuse(CommandRefusal::NoFleets, "no fleet to order");
  for (const fleet::FleetId id : c.fleets) {
    if (id.value >= state.fleets.fleets.size()) {
      return refuse(CommandRefusal::NoSuchFleet, "no fleet #" + std::to_string(id.value) + " (the game has " +
                                                     std::to_string(state.fleets.fleets.size()) + ")");
    }
  }
  const fleet::Order& order = c.order;
  if (order.kind == fleet::Order::Kind::MoveTo && !finite(order.point)) {
    return refuse(CommandRefusal::NotFinite, "the point to move to is not a finite position");
  }
  if (order.kind == fleet::Order::Kind::GoTo) {
    if (order.body.value >= rules.system.bodies.size()) {
      return refuse(CommandRefusal::NoSuchPlanet, "no body #" + std::to_string(order.body.value));
    }
    const world::Body& body = rules.system.body(order.body);
    if (!body.orbit) return refuse(CommandRefusal::NoSuchPlanet, "ships cannot go to the " + body.name);
  }
  for (const fleet::FleetId id : c.fleets) state.fleets.order(id, order);
  return std::nullopt;
}

std::optional<Refusal> placeStation(GameState& state, const Rules& rules, const PlaceStation& c) {
  if (!std::isfinite(c.request.phase) || !std::isfinite(c.request.time)) {
    return refuse(CommandRefusal::NotFinite, "the station's phase or time is not finite");
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
  if (!(jump.time >= kEarliest && jump.time <= kLatest)) {
    return refuse(CommandRefusal::NotFinite, "the time to jump to is not between the years 0 and 9999");
  }
  state.time = jump.time;
  return std::nullopt;
}

}  // namespace perihelion::sim
