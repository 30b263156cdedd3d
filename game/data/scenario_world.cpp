#include "data/scenario_world.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <system_error>

#include "astro/units.h"
#include "data/combat_loader.h"
#include "data/rules_loader.h"
#include "data/ship_types_loader.h"
#include "data/solar_system_loader.h"
#include "data/station_types_loader.h"
#include "fleet/scatter.h"
#include "sim/carry_fleets.h"
#include "world/names.h"
#include "world/station_placement.h"

namespace perihelion::data {
namespace {

/// Gathers a scenario's problems, each with the file it is in; those of the scenario itself at their line
/// and column when its text is known.
struct Problems {
  std::filesystem::path scenarioFile;
  const SourcePositions* positions = nullptr;
  std::vector<FileDiagnostic> list{};
  std::size_t errors = 0;

  /// Takes the diagnostics of a data file the scenario names at `key` (`what`: "ship-types"); true when it
  /// has no error. A file that cannot be read at all (a folder, none there) is the scenario's mistake: it
  /// is reported at the key, with the path it names (data/README.md).
  bool takeNamed(const std::vector<Diagnostic>& diagnostics, const std::filesystem::path& file, const std::string& key,
                 const std::string& what) {
    for (const Diagnostic& d : diagnostics) {
      if (d.code != DiagnosticCode::FileUnreadable || d.line > 0) {
        list.push_back({file, d});
        continue;
      }
      const std::string pointer = "/" + key;
      const bool given = !positions || positions->has(pointer);
      std::error_code ec;
      std::string found = "cannot read it (" + d.message + ")";
      if (std::filesystem::is_directory(file, ec)) {
        found = "found a folder";
      } else if (!std::filesystem::exists(file, ec)) {
        found = "found no file there";
      }
      error(d.code, given ? pointer : std::string(),
            "expected a " + what + " file at \"" + file.string() + "\"" +
                (given ? "" : " (the default, as the scenario gives no \"" + key + "\")") + ", " + found);
    }
    return !hasErrors(diagnostics);
  }
  /// An error in the scenario at `pointer`; reporting stops after kMaxDiagnostics, as in a file's checks.
  void error(DiagnosticCode code, std::string pointer, std::string message) {
    if (errors > kMaxDiagnostics) return;
    Diagnostic d;
    d.code = code;
    d.pointer = std::move(pointer);
    d.message = std::move(message);
    if (positions) {
      const TextPosition at = positions->valueAt(d.pointer);
      d.line = at.line;
      d.column = at.column;
    }
    if (errors++ == kMaxDiagnostics) {
      d.code = DiagnosticCode::TooManyErrors;
      d.message = "too many errors; stopped reporting them after " + std::to_string(kMaxDiagnostics);
    }
    list.push_back({scenarioFile, std::move(d)});
  }
  bool any() const { return errors > 0; }
};

void placeObstacles(const Scenario& scenario, ScenarioWorld& w) {
  for (const auto& [centre, radius] : scenario.obstacles) w.state.obstacles.push_back({centre, radius});
  for (const ScenarioObstacleField& f : scenario.obstacleFields) {
    for (const glm::dvec3& p : fleet::scatterInSphere(f.centre, f.radius, f.count, f.seed, 2.0 * f.obstacleRadius + f.minGap)) {
      w.state.obstacles.push_back({p, f.obstacleRadius});
    }
  }
}

/// The player with a scenario id: kNobody for an empty id (neutral). Ids were checked by the loader.
world::PlayerId playerNamed(const Scenario& scenario, const std::string& id) {
  for (std::size_t k = 0; k < scenario.players.size(); ++k) {
    if (scenario.players[k].id == id) return world::PlayerId{static_cast<std::uint32_t>(k)};
  }
  return world::kNobody;
}

/// The players, with their home planets and other holdings. An unknown body is reported and left out; the
/// player is made all the same, so that the next ones keep their ids.
void createPlayers(const Scenario& scenario, ScenarioWorld& w, Problems& problems) {
  w.state.bodyOwners.assign(w.system.bodies.size(), world::kNobody);
  for (std::size_t k = 0; k < scenario.players.size(); ++k) {
    const ScenarioPlayer& p = scenario.players[k];
    sim::Player player;
    player.id = world::PlayerId{static_cast<std::uint32_t>(k)};
    player.key = p.id;
    player.name = p.name;
    player.colour = p.colour;
    player.kind = p.kind == "ai" ? sim::PlayerKind::Ai : p.kind == "none" ? sim::PlayerKind::None : sim::PlayerKind::Human;
    player.stock = p.stock;
    player.ledger.start = p.stock;
    player.ledger.minMoney = p.stock.money;
    std::vector<world::BodyId> held;
    if (p.home.empty()) {
      problems.error(DiagnosticCode::MissingField, p.pointer + "/home",
                     "the player has no home: this scenario's homes are drawn from its start_planets by "
                     "`perihelion skirmish`");
    } else if (const auto home = world::planetNamed(w.system, p.home)) {
      player.home = *home;
      held.push_back(*home);
    } else {
      problems.error(DiagnosticCode::UnknownName, p.pointer + "/home", "no planet named \"" + p.home + "\"");
    }
    for (std::size_t h = 0; h < p.holds.size(); ++h) {
      if (const auto body = world::planetNamed(w.system, p.holds[h])) {
        held.push_back(*body);
      } else {
        problems.error(DiagnosticCode::UnknownName, p.pointer + "/holds/" + std::to_string(h),
                       "no planet or comet named \"" + p.holds[h] + "\"");
      }
    }
    for (const world::BodyId b : held) {
      if (!(w.state.bodyOwners[b.value] == world::kNobody) && !(w.state.bodyOwners[b.value] == player.id)) {
        problems.error(DiagnosticCode::BadValue, p.pointer,
                       w.system.body(b).name + " is held by two players: " +
                           w.state.players[w.state.bodyOwners[b.value].value].name + " and " + player.name);
        continue;
      }
      w.state.bodyOwners[b.value] = player.id;
      const bool planet = w.system.body(b).kind == world::BodyKind::Planet;
      if (planet && std::find(player.heldAtStart.begin(), player.heldAtStart.end(), b) == player.heldAtStart.end()) {
        player.heldAtStart.push_back(b);
      }
    }
    w.state.players.push_back(std::move(player));
  }
}

/// Creates the fleets, their ships scattered in their start spheres facing +x. A fleet of an unknown type is
/// reported and made without ships, so that the orders naming it are checked all the same.
void createFleets(const Scenario& scenario, ScenarioWorld& w, Problems& problems) {
  for (const ScenarioFleet& f : scenario.fleets) {
    const fleet::ShipType* type = w.shipTypes.find(f.shipType);
    const fleet::FleetId id = w.state.fleets.addFleet(f.name, playerNamed(scenario, f.owner));
    if (!type) {
      problems.error(DiagnosticCode::UnknownName, f.pointer + "/ship_type", "no ship type named \"" + f.shipType + "\"");
      continue;
    }
    // With no spread_km, the room the fleet takes (fleet/scatter.h).
    const double spread = f.spread.value_or(fleet::roomFor(type->radius, static_cast<double>(f.count)));
    for (const glm::dvec3& p : fleet::scatterInSphere(f.centre, spread, f.count, f.seed, 2.2 * type->radius)) {
      w.state.fleets.ships.add(type->id, id, p, glm::dvec3(1.0, 0.0, 0.0));
    }
  }
}

/// Turns one order's names into ids; an unknown name is an error at its pointer.
class OrderNames {
 public:
  OrderNames(const ScenarioWorld& w, Problems& problems) : w_(w), problems_(problems) {}

  std::optional<fleet::FleetId> fleet(const std::string& name, const std::string& pointer) {
    for (const fleet::Fleet& f : w_.state.fleets.fleets) {
      if (world::sameName(f.name, name)) return f.id;
    }
    problems_.error(DiagnosticCode::UnknownName, pointer, "no fleet named \"" + name + "\"");
    return std::nullopt;
  }
  std::optional<world::BodyId> planet(const std::string& name, const std::string& pointer) {
    const auto planet = world::planetNamed(w_.system, name);
    if (!planet) problems_.error(DiagnosticCode::UnknownName, pointer, "no planet named \"" + name + "\"");
    return planet;
  }

 private:
  const ScenarioWorld& w_;
  Problems& problems_;
};

/// One order as a command; nothing when a name is unknown (reported).
std::optional<sim::Command> commandOf(const Scenario& scenario, const ScenarioOrder& o, const ScenarioWorld& w,
                                      Problems& problems) {
  using Action = ScenarioOrder::Action;
  OrderNames names(w, problems);
  const world::PlayerId player = playerNamed(scenario, o.player);
  switch (o.action) {
    case Action::MoveTo:
    case Action::GoTo: {
      const auto id = names.fleet(o.fleet, o.pointer + "/fleet");
      if (!id) return std::nullopt;
      fleet::Order order = fleet::Order::moveTo(o.moveTo.value_or(glm::dvec3(0.0)));
      if (o.action == Action::GoTo) {
        const auto planet = names.planet(o.goTo, o.pointer + "/go_to");
        if (!planet) return std::nullopt;
        order = fleet::Order::goTo(*planet);
      }
      // Without "player", the fleet's owner gives the order.
      return sim::OrderFleets{{*id}, order, o.player.empty() ? w.state.fleets.fleets[id->value].owner : player};
    }
    case Action::BuildStation: {
      const auto planet = names.planet(o.station.planet, o.station.pointer + "/planet");
      if (!planet) return std::nullopt;
      const world::StationType* type = w.stationTypes.find(o.station.type);
      if (!type) {
        problems.error(DiagnosticCode::UnknownName, o.station.pointer + "/type",
                       "no station type named \"" + o.station.type + "\"");
        return std::nullopt;
      }
      // Placed where its ring is at the tick the order is given: the time is filled in then.
      return sim::PlaceStation{{*planet, o.station.ring, o.station.phase, type->id, 0.0}, player};
    }
    case Action::QueueShip: {
      const fleet::ShipType* type = w.shipTypes.find(o.shipType);
      if (!type) {
        problems.error(DiagnosticCode::UnknownName, o.pointer + "/queue_ship/type",
                       "no ship type named \"" + o.shipType + "\"");
        return std::nullopt;
      }
      return sim::QueueShip{world::StationId{o.shipyard}, type->id, player};
    }
    case Action::CancelShip: return sim::CancelShip{world::StationId{o.shipyard}, o.position, player};
    case Action::Rally: {
      const auto planet = names.planet(o.goTo, o.pointer + "/rally/go_to");
      if (!planet) return std::nullopt;
      return sim::SetRally{world::StationId{o.shipyard}, fleet::Order::goTo(*planet), player};
    }
    case Action::FormFleet: {
      sim::FormFleet c{{}, o.name, player};
      for (const std::uint32_t s : o.ships) c.ships.push_back(fleet::ShipId{s});
      return c;
    }
    case Action::Attack:
    case Action::AttackMove:
    case Action::Stance:
    case Action::Land: {
      const auto id = names.fleet(o.fleet, o.pointer + "/fleet");
      if (!id) return std::nullopt;
      const world::PlayerId by = o.player.empty() ? w.state.fleets.fleets[id->value].owner : player;
      if (o.action == Action::AttackMove) return sim::AttackMove{{*id}, *o.moveTo, by};
      if (o.action == Action::Stance) {
        const auto at = std::find(fleet::kStanceNames.begin(), fleet::kStanceNames.end(), o.stance);
        return sim::SetStance{{*id}, static_cast<fleet::Stance>(at - fleet::kStanceNames.begin()), by};
      }
      if (o.action == Action::Land) {
        const auto planet = names.planet(o.goTo, o.pointer + "/land");
        if (!planet) return std::nullopt;
        return sim::LandTroops{{*id}, *planet, by};
      }
      world::TargetRef target{world::TargetRef::Kind::Ship, o.targetShip.value_or(0)};
      if (o.targetStation) target = {world::TargetRef::Kind::Station, *o.targetStation};
      if (!o.targetFleet.empty()) {
        const auto enemy = names.fleet(o.targetFleet, o.pointer + "/attack/fleet");
        if (!enemy) return std::nullopt;
        target = {world::TargetRef::Kind::Fleet, enemy->value};
      }
      return sim::Attack{{*id}, target, by};
    }
    case Action::MergeFleets: {
      sim::MergeFleets c{{}, {}, player};
      const auto into = names.fleet(o.fleet, o.pointer + "/merge_fleets/into");
      if (!into) return std::nullopt;
      c.into = *into;
      for (std::size_t k = 0; k < o.from.size(); ++k) {
        const auto from = names.fleet(o.from[k], o.pointer + "/merge_fleets/from/" + std::to_string(k));
        if (!from) return std::nullopt;
        c.from.push_back(*from);
      }
      return c;
    }
  }
  return std::nullopt;
}

/// The orders as commands at their ticks; each with an unknown name is reported and left out.
void scheduleOrders(const Scenario& scenario, ScenarioWorld& w, Problems& problems) {
  for (const ScenarioOrder& o : scenario.orders) {
    std::optional<sim::Command> command = commandOf(scenario, o, w, problems);
    if (command) w.orders.push_back({static_cast<std::int64_t>(o.tick), std::move(*command)});
  }
  std::stable_sort(w.orders.begin(), w.orders.end(),
                   [](const ScheduledCommand& a, const ScheduledCommand& b) { return a.tick < b.tick; });
}

/// A skirmish's start station: on the innermost ring that takes it, at the first clear phase of six.
world::PlacementVerdict placeOnFirstFittingRing(ScenarioWorld& w, world::BodyId planet, world::StationTypeId type) {
  const world::Body& body = w.system.body(planet);
  const std::size_t rings = body.well ? body.well->rings.size() : 0;
  world::PlacementVerdict last{world::PlacementRefusal::NoSuchRing, body.name + " has no ring that takes it", {}};
  for (std::uint32_t ring = 0; ring < rings; ++ring) {
    for (int k = 0; k < 6; ++k) {
      const world::PlacementRequest request{planet, ring, k * std::numbers::pi / 3.0, type, w.state.time};
      world::PlacementVerdict v = world::checkPlacement(w.system, w.stationTypes, w.state.stations, request);
      if (v.allowed()) {
        return world::placeStation(w.system, w.stationTypes, w.state.stations, world::StationId{w.state.nextStationId},
                                   request);
      }
      last = std::move(v);
    }
  }
  return last;
}

/// Places the scenario's stations in order; each refused is reported and left out (the next are checked
/// against those placed).
void placeStations(const Scenario& scenario, ScenarioWorld& w, Problems& problems) {
  for (const ScenarioStation& s : scenario.stations) {
    const auto planet = world::planetNamed(w.system, s.planet);
    const world::StationType* type = w.stationTypes.find(s.type);
    world::PlacementVerdict verdict;
    if (!planet) {
      verdict = {world::PlacementRefusal::NoSuchPlanet, "no planet named \"" + s.planet + "\"", {}};
    } else if (!type) {
      verdict = {world::PlacementRefusal::NoSuchStationType, "no station type named \"" + s.type + "\"", {}};
    } else if (s.ring == kFirstFittingRing) {
      verdict = placeOnFirstFittingRing(w, *planet, type->id);
    } else {
      verdict = world::placeStation(w.system, w.stationTypes, w.state.stations, world::StationId{w.state.nextStationId},
                                    {*planet, s.ring, s.phase, type->id, w.state.time});
    }
    if (!verdict.allowed()) {
      problems.error(DiagnosticCode::StationRefused, s.pointer,
                     "station refused: " + verdict.reason + " [" + std::string(world::refusalName(*verdict.refusal)) + "]");
      continue;
    }
    world::Station& placed = w.state.stations.back();
    placed.owner = playerNamed(scenario, s.owner);  // built at the start: no cost, no build time
    if (type->buildsShips) w.state.shipyards.push_back({placed.id, {}, sim::kNoFleet, {}, 0});
    ++w.state.nextStationId;
  }
}

}  // namespace

LoadedScenarioWorld buildScenarioWorld(const Scenario& scenario, const std::filesystem::path& file) {
  Problems problems{file, scenario.positions.get()};
  ScenarioWorld w;
  w.name = scenario.name;
  w.solarSystemFile = scenario.solarSystem;
  w.stationTypesFile = scenario.stationTypes;
  w.shipTypesFile = scenario.shipTypes;
  // The files it names, each that can be (the rules need the planets, the combat rules both types files):
  // a scenario whose files all have problems has them all reported at once.
  const bool players = !scenario.players.empty();
  LoadResult system = loadSolarSystemFile(scenario.solarSystem);
  const bool haveSystem = problems.takeNamed(system.diagnostics, scenario.solarSystem, "solar_system", "planet");
  if (haveSystem) w.system = std::move(*system.system);
  Loaded<world::StationCatalogue> stationTypes = loadStationTypesFile(scenario.stationTypes);
  const bool haveStationTypes = problems.takeNamed(stationTypes.diagnostics, scenario.stationTypes, "station_types", "station-types");
  if (haveStationTypes) w.stationTypes = std::move(*stationTypes.value);
  bool haveRules = !players;
  if (players && haveSystem) {
    w.rulesFile = scenario.rules;
    Loaded<sim::EconomyRules> rules = loadRulesFile(scenario.rules, w.system);
    haveRules = problems.takeNamed(rules.diagnostics, scenario.rules, "rules", "game-rules");
    if (haveRules) w.economy = std::move(*rules.value);
  }
  bool haveShipTypes = true;
  if (!scenario.fleets.empty() || players) {
    Loaded<fleet::ShipCatalogue> ships = loadShipTypesFile(scenario.shipTypes);
    haveShipTypes = problems.takeNamed(ships.diagnostics, scenario.shipTypes, "ship_types", "ship-types");
    if (haveShipTypes) w.shipTypes = std::move(*ships.value);
  }
  bool haveCombat = !players;
  if (players && haveShipTypes && haveStationTypes) {  // after the types: it arms them by name
    w.combatFile = scenario.combat;
    Loaded<combat::CombatRules> combat = loadCombatFile(scenario.combat, w.shipTypes, w.stationTypes);
    haveCombat = problems.takeNamed(combat.diagnostics, scenario.combat, "combat", "combat-rules");
    if (haveCombat) w.combat = std::move(*combat.value);
  }
  if (!(haveSystem && haveStationTypes && haveRules && haveShipTypes && haveCombat)) {
    return {std::nullopt, std::move(problems.list)};
  }
  w.state.time = astro::secondsSinceJ2000Of(scenario.startJulianDate);
  w.state.secondsPerTick = scenario.dtSeconds;
  w.steps.maxSteps = scenario.maxNavigationSteps;
  w.state.seed = scenario.seed;
  w.ticks = static_cast<std::int64_t>(scenario.ticks);
  placeObstacles(scenario, w);
  // Every part is checked, whatever the parts before it found, so that one run reports every mistake.
  createPlayers(scenario, w, problems);
  placeStations(scenario, w, problems);
  createFleets(scenario, w, problems);
  scheduleOrders(scenario, w, problems);
  if (problems.any()) return {std::nullopt, std::move(problems.list)};
  return {std::move(w), std::move(problems.list)};
}

LoadedScenarioWorld loadScenarioWorld(const std::filesystem::path& file) {
  Loaded<Scenario> scenario = loadScenarioFile(file);
  if (!scenario.value) {
    LoadedScenarioWorld out;
    for (const Diagnostic& d : scenario.diagnostics) out.diagnostics.push_back({file, d});
    return out;
  }
  LoadedScenarioWorld out = buildScenarioWorld(*scenario.value, file);
  std::vector<FileDiagnostic> all;
  for (const Diagnostic& d : scenario.diagnostics) all.push_back({file, d});  // its warnings first
  all.insert(all.end(), out.diagnostics.begin(), out.diagnostics.end());
  out.diagnostics = std::move(all);
  return out;
}

std::vector<std::string> formatDiagnostics(const std::vector<FileDiagnostic>& diagnostics) {
  std::vector<std::string> lines;
  for (const FileDiagnostic& d : diagnostics) lines.push_back(formatDiagnostic(d.diagnostic, d.file.string()));
  return lines;
}

sim::GameState stateStartingAt(const ScenarioWorld& world, double startSeconds, double secondsPerTick, bool paused) {
  sim::GameState state = world.state;
  sim::carryFleetsWithPlanets(world.system, state.fleets, state.time, startSeconds, sim::kCarriedWithinMetres);
  state.time = startSeconds;
  state.secondsPerTick = secondsPerTick;
  state.paused = paused;
  return state;
}

void takeOrdersDue(const std::vector<ScheduledCommand>& orders, std::int64_t tick, double now, std::size_t& next,
                   std::vector<sim::Command>& out) {
  for (; next < orders.size() && orders[next].tick <= tick; ++next) {
    out.push_back(orders[next].command);
    if (auto* place = std::get_if<sim::PlaceStation>(&out.back())) place->request.time = now;
  }
}

}  // namespace perihelion::data
