#include "sim/apply_command.h"

#include <algorithm>
#include <cmath>

#include "fleet/ring_place.h"
#include "sim/prices.h"
#include "sim/recording.h"


namespace perihelion::sim {
namespace {

bool finite(const glm::dvec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

Refusal refuse(CommandRefusal code, std::string reason) { return {0, code, {}, std::move(reason)}; }

/// Whether `player` may give commands: nobody in the sandbox (a game without players), else one of
/// the game's players.
std::optional<Refusal> checkIssuer(const GameState& state, world::PlayerId player) {
  if (state.players.empty()) {
    if (player == world::kNobody) return std::nullopt;
    return refuse(CommandRefusal::NoSuchPlayer, "this game has no players");
  }
  if (state.player(player)) return std::nullopt;
  if (player == world::kNobody) return refuse(CommandRefusal::NoSuchPlayer, "a command must come from a player");
  return refuse(CommandRefusal::NoSuchPlayer, "no player #" + std::to_string(player.value));
}

std::optional<Refusal> checkFleet(const GameState& state, fleet::FleetId id, world::PlayerId player) {
  if (id.value >= state.fleets.fleets.size()) {
    return refuse(CommandRefusal::NoSuchFleet, "no fleet #" + std::to_string(id.value) + " (the game has " +
                                                   std::to_string(state.fleets.fleets.size()) + ")");
  }
  const fleet::Fleet& f = state.fleets.fleets[id.value];
  if (!(f.owner == player)) return refuse(CommandRefusal::NotYours, "fleet " + f.name + " is not yours");
  return std::nullopt;
}

/// A list of ids may name each thing at most once over: longer is refused before any work is done, so a
/// hostile recording cannot make a tick cost ships x list length.
std::optional<Refusal> checkListLength(std::size_t length, std::size_t things, const char* what) {
  if (length <= things) return std::nullopt;
  return refuse(CommandRefusal::TooMany, "a list of " + std::to_string(length) + " " + what + " (the game has " +
                                             std::to_string(things) + ")");
}

/// Takes `cost` from the player (nobody pays in the sandbox), or says what is missing.
std::optional<Refusal> pay(GameState& state, world::PlayerId player, const world::Amounts& cost, std::string_view what) {
  Player* p = state.player(player);
  if (!p) return std::nullopt;
  if (!p->stock.covers(cost)) {
    return refuse(CommandRefusal::CannotAfford, std::string(what) + " costs " + world::describeAmounts(cost) +
                                                     "; you have " + world::describeAmounts(p->stock));
  }
  p->stock -= cost;
  p->ledger.spent += cost;
  return std::nullopt;
}

/// What a player pays: nothing in the sandbox.
world::Amounts costFor(const GameState& state, const world::Amounts& cost) {
  return state.players.empty() ? world::Amounts{} : cost;
}

/// The player's working shipyard with this station id, or why not.
std::optional<Refusal> checkShipyard(GameState& state, world::StationId id, world::PlayerId player, Shipyard*& yard) {
  const world::Station* station = state.station(id);
  if (!station) return refuse(CommandRefusal::NoSuchStation, "no station #" + std::to_string(id.value));
  if (!(station->owner == player)) return refuse(CommandRefusal::NotYours, "station #" + std::to_string(id.value) + " is not yours");
  yard = state.shipyard(id);
  if (!yard) return refuse(CommandRefusal::NotAShipyard, "station #" + std::to_string(id.value) + " does not build ships");
  if (!station->built()) return refuse(CommandRefusal::StillBuilding, "shipyard #" + std::to_string(id.value) + " is still being built");
  return std::nullopt;
}

std::optional<Refusal> checkOrder(const Rules& rules, const fleet::Order& order) {
  if (order.ringPlace) {
    return refuse(CommandRefusal::OutOfRange, "a place on a ring is the game's to choose, not an order's");
  }
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
    if (body.kind == world::BodyKind::Moon) {
      // A moon has no well of its own: it goes round inside its planet's, where the fleet can go.
      return refuse(CommandRefusal::NotAPlanet, "ships cannot go to " + body.name + ", a moon: go to " +
                                                    rules.system.body(*body.parent).name + ", round which it goes");
    }
    if (!body.orbit) return refuse(CommandRefusal::NotAPlanet, "ships cannot go to the " + body.name);
    // A fleet sent to a body arrives in its well and rides with it: a body without one (Pluto in the
    // shipped data) is reached by moving to a point near it.
    if (!body.well) {
      return refuse(CommandRefusal::NotAPlanet, "ships cannot go to " + body.name + ", which has no gravity well: move to a point near it");
    }
  }
  return std::nullopt;
}

/// A new order ends an attack, a chase, a guard and a landing; a fleet holding fire keeps holding it.
void endEngagement(fleet::Fleet& f) {
  fleet::FleetCombat& c = f.combat;
  c.focus = {};
  c.chasing = {};
  c.attackMove = false;
  c.landOn.reset();
  c.postWell.reset();
  if (c.stance == fleet::Stance::Guard) c.stance = fleet::Stance::Engage;
}

/// The fleets of a player's fleet command, each checked.
std::optional<Refusal> checkFleets(const GameState& state, const std::vector<fleet::FleetId>& fleets,
                                   world::PlayerId player) {
  if (fleets.empty()) return refuse(CommandRefusal::NoFleets, "no fleet to order");
  if (auto refused = checkListLength(fleets.size(), state.fleets.fleets.size(), "fleets")) return refused;
  for (const fleet::FleetId id : fleets) {
    if (auto refused = checkFleet(state, id, player)) return refused;
  }
  return std::nullopt;
}

/// Whether any ship of the fleet is armed, or (troops) carries troopers.
bool fleetHas(const GameState& state, const Rules& rules, fleet::FleetId id, bool troops) {
  const fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (!(ships.fleet[i] == id)) continue;
    const combat::Armament& a = rules.combat.of(ships.type[i]);
    if (troops ? a.troopers > 0 : a.armed()) return true;
  }
  return false;
}

/// Who owns what an attack names, if the game has it (a fleet with no ships left is gone).
std::optional<world::PlayerId> ownerOfTarget(const GameState& state, const world::TargetRef& target) {
  switch (target.kind) {
    case world::TargetRef::Kind::Ship: {
      const std::optional<std::size_t> i = state.fleets.ships.indexOf(fleet::ShipId{target.id});
      if (!i) return std::nullopt;
      return state.fleets.fleets[state.fleets.ships.fleet[*i].value].owner;
    }
    case world::TargetRef::Kind::Station: {
      const world::Station* s = state.station(world::StationId{target.id});
      if (!s) return std::nullopt;
      return s->owner;
    }
    case world::TargetRef::Kind::Fleet: {
      if (target.id >= state.fleets.fleets.size()) return std::nullopt;
      const fleet::Ships& ships = state.fleets.ships;
      if (std::find(ships.fleet.begin(), ships.fleet.end(), fleet::FleetId{target.id}) == ships.fleet.end()) {
        return std::nullopt;
      }
      return state.fleets.fleets[target.id].owner;
    }
    case world::TargetRef::Kind::None:
      break;
  }
  return std::nullopt;
}

std::string targetText(const world::TargetRef& t) {
  const char* kind = t.kind == world::TargetRef::Kind::Ship      ? "ship"
                     : t.kind == world::TargetRef::Kind::Station ? "station"
                                                                 : "fleet";
  return std::string(kind) + " #" + std::to_string(t.id);
}

std::optional<Refusal> attack(GameState& state, const Rules& rules, const Attack& c) {
  if (auto refused = checkFleets(state, c.fleets, c.player)) return refused;
  const std::optional<world::PlayerId> owner = ownerOfTarget(state, c.target);
  if (!owner) return refuse(CommandRefusal::NoSuchTarget, "no " + targetText(c.target) + " to attack");
  if (*owner == c.player || *owner == world::kNobody) {
    return refuse(CommandRefusal::NotAnEnemy, targetText(c.target) + (*owner == c.player ? " is yours" : " is nobody's"));
  }
  for (const fleet::FleetId id : c.fleets) {
    if (!fleetHas(state, rules, id, false)) {
      return refuse(CommandRefusal::Unarmed, "fleet " + state.fleets.fleets[id.value].name + " has no weapons");
    }
  }
  for (const fleet::FleetId id : c.fleets) {
    fleet::Fleet& f = state.fleets.fleets[id.value];
    endEngagement(f);
    if (f.combat.stance == fleet::Stance::HoldFire) f.combat.stance = fleet::Stance::Engage;
    f.combat.focus = c.target;  // the fleet closes on it from the next tick's fight (combat/engagement.h)
  }
  return std::nullopt;
}

std::optional<Refusal> attackMove(GameState& state, const Rules& rules, const AttackMove& c) {
  if (auto refused = checkFleets(state, c.fleets, c.player)) return refused;
  const fleet::Order order = fleet::Order::moveTo(c.point);
  if (auto refused = checkOrder(rules, order)) return refused;
  for (const fleet::FleetId id : c.fleets) {
    fleet::Fleet& f = state.fleets.fleets[id.value];
    endEngagement(f);
    f.combat.stance = fleet::Stance::Guard;
    f.combat.post = c.point;
    f.combat.attackMove = true;
    state.fleets.order(id, order);
  }
  return std::nullopt;
}

std::optional<Refusal> setStance(GameState& state, const SetStance& c) {
  if (auto refused = checkFleets(state, c.fleets, c.player)) return refused;
  if (static_cast<std::size_t>(c.stance) >= fleet::kStanceNames.size()) {
    return refuse(CommandRefusal::OutOfRange, "no such stance");
  }
  const fleet::Ships& ships = state.fleets.ships;
  for (const fleet::FleetId id : c.fleets) {
    fleet::Fleet& f = state.fleets.fleets[id.value];
    f.combat.stance = c.stance;
    f.combat.chasing = {};
    f.combat.attackMove = false;
    if (c.stance == fleet::Stance::HoldFire) f.combat.focus = {};
    f.combat.postWell.reset();
    if (c.stance != fleet::Stance::Guard) continue;
    // The post is where the fleet is now: the mean of its ships' positions, or, when they are all in
    // one planet's well, that well (a point in space would be left behind as the planet moves on).
    glm::dvec3 sum(0.0);
    double n = 0.0;
    std::optional<world::BodyId> well;
    bool oneWell = true;
    for (std::size_t i = 0; i < ships.size(); ++i) {
      if (!(ships.fleet[i] == id)) continue;
      sum += ships.position[i];
      n += 1.0;
      const bool in = ships.mode[i] == fleet::ShipMode::InWell;
      if (!in || (well && !(*well == ships.wellPlanet[i]))) oneWell = false;
      if (in && !well) well = ships.wellPlanet[i];
    }
    f.combat.post = n > 0.0 ? sum / n : glm::dvec3(0.0);
    if (oneWell && well) f.combat.postWell = well;
  }
  return std::nullopt;
}

std::optional<Refusal> landTroops(GameState& state, const Rules& rules, const LandTroops& c) {
  if (auto refused = checkFleets(state, c.fleets, c.player)) return refused;
  const fleet::Order order = fleet::Order::goTo(c.planet);
  if (auto refused = checkOrder(rules, order)) return refused;
  if (state.ownerOf(c.planet) == c.player) {
    return refuse(CommandRefusal::NotAnEnemy, rules.system.body(c.planet).name + " is yours already");
  }
  for (const fleet::FleetId id : c.fleets) {
    if (!fleetHas(state, rules, id, true)) {
      return refuse(CommandRefusal::NoTroops, "fleet " + state.fleets.fleets[id.value].name + " carries no troops");
    }
  }
  for (const fleet::FleetId id : c.fleets) {
    fleet::Fleet& f = state.fleets.fleets[id.value];
    endEngagement(f);
    f.combat.landOn = c.planet;
    state.fleets.order(id, order);
  }
  return std::nullopt;
}

std::optional<Refusal> orderFleets(GameState& state, const Rules& rules, const OrderFleets& c) {
  if (auto refused = checkFleets(state, c.fleets, c.player)) return refused;
  if (auto refused = checkOrder(rules, c.order)) return refused;
  const fleet::NavigationWorld world{rules.system, rules.shipTypes, rules.stationTypes, state.stations, {}, state.time};
  for (const fleet::FleetId id : c.fleets) {
    endEngagement(state.fleets.fleets[id.value]);
    // Sent to a point inside a well's rings: to a place on the nearest ring it fits, to ride it.
    std::optional<fleet::Order> ride;
    if (c.order.kind == fleet::Order::Kind::MoveTo) ride = fleet::rideFromPoint(world, state.fleets, id, c.order.point);
    state.fleets.order(id, ride.value_or(c.order));
  }
  return std::nullopt;
}

std::optional<Refusal> placeStation(GameState& state, const Rules& rules, const PlaceStation& c) {
  if (!std::isfinite(c.request.phase) || !std::isfinite(c.request.time)) {
    return refuse(CommandRefusal::NotFinite, "the station's phase or time is not finite");
  }
  if (c.request.time > state.time || c.request.time < state.time - kMaxSecondsPerTick) {
    return refuse(CommandRefusal::OutOfRange, "a station is placed where the player saw its ring: at most one tick before now");
  }
  if (!state.players.empty() && c.request.planet.value < rules.system.bodies.size()) {
    // A planet must be yours; a comet must be no one else's: a station there is how it is taken.
    const world::Body& body = rules.system.body(c.request.planet);
    const world::PlayerId owner = state.ownerOf(body.id);
    const bool comet = body.kind == world::BodyKind::Comet;
    if (!(owner == c.player) && !(comet && owner == world::kNobody)) {
      return refuse(CommandRefusal::NotYourPlanet,
                    body.name + (comet ? " is held by another player: a comet is built on only while no one else holds it"
                                       : " is not yours: stations go only in the wells of your planets"));
    }
  }
  const world::PlacementVerdict verdict =
      world::checkPlacement(rules.system, rules.stationTypes, state.stations, c.request);
  if (!verdict.allowed()) {
    Refusal r = refuse(CommandRefusal::StationRefused, verdict.reason);
    r.detail = std::string(world::refusalName(*verdict.refusal));
    return r;
  }
  const world::StationType& type = rules.stationTypes.type(c.request.type);
  if (auto refused = pay(state, c.player, costFor(state, priceOf(type, rules.combat)), "a " + type.name)) return refused;
  const world::StationId id{state.nextStationId++};
  world::placeStation(rules.system, rules.stationTypes, state.stations, id, c.request);
  world::Station& placed = state.stations.back();
  placed.owner = c.player;
  placed.buildSecondsLeft = state.players.empty() ? 0.0 : type.buildSeconds;  // the sandbox builds at once
  if (type.buildsShips) state.shipyards.push_back({id, {}, kNoFleet, {}, 0});
  return std::nullopt;
}

std::optional<Refusal> queueShip(GameState& state, const Rules& rules, const QueueShip& c) {
  Shipyard* yard = nullptr;
  if (auto refused = checkShipyard(state, c.shipyard, c.player, yard)) return refused;
  if (c.type.value >= rules.shipTypes.types.size()) {
    return refuse(CommandRefusal::UnknownType, "no ship type #" + std::to_string(c.type.value));
  }
  if (yard->queue.size() >= kMaxQueuedShips) {
    return refuse(CommandRefusal::QueueFull, "the shipyard's queue is full (" + std::to_string(kMaxQueuedShips) + " ships)");
  }
  const fleet::ShipType& type = rules.shipTypes.type(c.type);
  const world::Amounts cost = costFor(state, priceOf(type, rules.combat));
  if (auto refused = pay(state, c.player, cost, "a " + type.name)) return refused;
  yard->queue.push_back({c.type, type.buildSeconds, cost});
  return std::nullopt;
}

std::optional<Refusal> checkQueuePosition(const Shipyard& yard, std::uint32_t position) {
  if (position >= yard.queue.size()) {
    return refuse(CommandRefusal::NotInQueue, "the queue has " + std::to_string(yard.queue.size()) +
                                                  " ships; there is none at place " + std::to_string(position + 1));
  }
  return std::nullopt;
}

std::optional<Refusal> cancelShip(GameState& state, const CancelShip& c) {
  Shipyard* yard = nullptr;
  if (auto refused = checkShipyard(state, c.shipyard, c.player, yard)) return refused;
  if (auto refused = checkQueuePosition(*yard, c.position)) return refused;
  const world::Amounts refund = yard->queue[c.position].paid;
  yard->queue.erase(yard->queue.begin() + c.position);
  if (Player* p = state.player(c.player)) {
    p->stock += refund;
    p->ledger.spent -= refund;  // spending undone: the ledger still balances to the unit
  }
  return std::nullopt;
}

std::optional<Refusal> moveQueuedShip(GameState& state, const MoveQueuedShip& c) {
  Shipyard* yard = nullptr;
  if (auto refused = checkShipyard(state, c.shipyard, c.player, yard)) return refused;
  if (auto refused = checkQueuePosition(*yard, c.from)) return refused;
  if (auto refused = checkQueuePosition(*yard, c.to)) return refused;
  const QueuedShip moved = yard->queue[c.from];
  yard->queue.erase(yard->queue.begin() + c.from);
  yard->queue.insert(yard->queue.begin() + c.to, moved);
  return std::nullopt;
}

std::optional<Refusal> setRally(GameState& state, const Rules& rules, const SetRally& c) {
  Shipyard* yard = nullptr;
  if (auto refused = checkShipyard(state, c.shipyard, c.player, yard)) return refused;
  if (auto refused = checkOrder(rules, c.order)) return refused;
  yard->rally = c.order;
  if (yard->rallyFleet != kNoFleet) state.fleets.order(yard->rallyFleet, c.order);
  return std::nullopt;
}

std::optional<Refusal> formFleet(GameState& state, const FormFleet& c) {
  if (c.ships.empty()) return refuse(CommandRefusal::NoShips, "a fleet needs at least one ship");
  fleet::Ships& ships = state.fleets.ships;
  if (auto refused = checkListLength(c.ships.size(), ships.size(), "ships")) return refused;
  // The name as a recording writes it back (one line, no control characters, no edge spaces), so that a
  // replay names the fleet the same and reaches the same hash.
  if (c.name.size() > 64 || recordedName(c.name) != c.name) {
    return refuse(CommandRefusal::BadName, "a fleet's name is at most 64 bytes, with no control characters and no "
                                           "spaces at either end");
  }
  for (const fleet::ShipId s : c.ships) {
    const std::optional<std::size_t> i = ships.indexOf(s);
    if (!i) return refuse(CommandRefusal::NoSuchShip, "no ship #" + std::to_string(s.value));
    if (!(state.fleets.fleets[ships.fleet[*i].value].owner == c.player)) {
      return refuse(CommandRefusal::NotYours, "ship #" + std::to_string(s.value) + " is not yours");
    }
  }
  const auto id = fleet::FleetId{static_cast<std::uint32_t>(state.fleets.fleets.size())};
  state.fleets.addFleet(c.name.empty() ? "Fleet " + std::to_string(id.value) : c.name, c.player);
  for (const fleet::ShipId s : c.ships) ships.fleet[*ships.indexOf(s)] = id;
  state.fleets.order(id, {});  // the new fleet holds: ships on their way stop, ships in a well stay
  return std::nullopt;
}

std::optional<Refusal> mergeFleets(GameState& state, const MergeFleets& c) {
  if (c.from.empty()) return refuse(CommandRefusal::NoFleets, "no fleet to merge");
  if (auto refused = checkListLength(c.from.size(), state.fleets.fleets.size(), "fleets")) return refused;
  if (auto refused = checkFleet(state, c.into, c.player)) return refused;
  for (const fleet::FleetId id : c.from) {
    if (auto refused = checkFleet(state, id, c.player)) return refused;
  }
  std::vector<bool> merged(state.fleets.fleets.size(), false);
  for (const fleet::FleetId id : c.from) merged[id.value] = true;
  fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (merged[ships.fleet[i].value]) ships.fleet[i] = c.into;
  }
  fleet::Order order = state.fleets.fleets[c.into.value].order;
  order.ringPlace.reset();  // taken afresh for the fleet as it now is: its largest class may be larger
  state.fleets.order(c.into, order);  // all of them now follow the fleet's order
  return std::nullopt;
}

}  // namespace

std::optional<Refusal> applyCommand(GameState& state, const Rules& rules, const Command& command) {
  // A player's command must come from a player the game has (nobody in the sandbox); the game-wide ones
  // (time rate, pause, jump) name no player.
  const bool fromAPlayer = std::visit([](const auto& c) { return requires { c.player; }; }, command);
  if (fromAPlayer) {
    if (auto refused = checkIssuer(state, issuer(command))) return refused;
  }
  if (const auto* c = std::get_if<OrderFleets>(&command)) return orderFleets(state, rules, *c);
  if (const auto* c = std::get_if<PlaceStation>(&command)) return placeStation(state, rules, *c);
  if (const auto* c = std::get_if<QueueShip>(&command)) return queueShip(state, rules, *c);
  if (const auto* c = std::get_if<CancelShip>(&command)) return cancelShip(state, *c);
  if (const auto* c = std::get_if<MoveQueuedShip>(&command)) return moveQueuedShip(state, *c);
  if (const auto* c = std::get_if<SetRally>(&command)) return setRally(state, rules, *c);
  if (const auto* c = std::get_if<FormFleet>(&command)) return formFleet(state, *c);
  if (const auto* c = std::get_if<MergeFleets>(&command)) return mergeFleets(state, *c);
  if (const auto* c = std::get_if<Attack>(&command)) return attack(state, rules, *c);
  if (const auto* c = std::get_if<AttackMove>(&command)) return attackMove(state, rules, *c);
  if (const auto* c = std::get_if<SetStance>(&command)) return setStance(state, *c);
  if (const auto* c = std::get_if<LandTroops>(&command)) return landTroops(state, rules, *c);
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
    return refuse(CommandRefusal::OutOfRange, "the time to jump to is not between 4713 BC (JD 0) and the end of the year 9999");
  }
  state.time = jump.time;
  return std::nullopt;
}

}  // namespace perihelion::sim
