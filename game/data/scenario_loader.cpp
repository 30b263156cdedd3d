#include "data/scenario_loader.h"

#include <algorithm>
#include <array>

#include "astro/julian_date.h"
#include "astro/units.h"
#include "data/scenario_format.h"
#include "data/scenario_totals.h"

namespace perihelion::data {
namespace {

using nlohmann::json;

constexpr std::array<const char*, 12> kActions{"move_to_au", "go_to", "build_station", "queue_ship",
                                                "cancel_ship", "rally", "form_fleet", "merge_fleets",
                                                "attack", "attack_move_au", "stance", "land"};

/// The actions given to one fleet, named by "fleet".
bool fleetAction(const std::string& a) {
  return a == "move_to_au" || a == "go_to" || a == "attack_move_au" || a == "stance" || a == "land" || a == "attack";
}

/// An order does exactly one thing; moving to a point and going to a planet need a fleet.
void checkOrders(const json& root, DiagnosticSink& sink) {
  const auto orders = root.find("orders");
  if (orders == root.end() || !orders->is_array()) return;
  for (std::size_t k = 0; k < orders->size(); ++k) {
    const json& o = (*orders)[k];
    if (!o.is_object()) continue;
    const std::string pointer = "/orders/" + std::to_string(k);
    std::vector<std::string> given;
    for (const char* a : kActions) {
      if (o.contains(a)) given.emplace_back(a);
    }
    if (given.empty()) {
      sink.error(DiagnosticCode::MissingField, pointer,
                 "expected one of move_to_au, go_to, attack, attack_move_au, stance, land, build_station, "
                 "queue_ship, cancel_ship, rally, form_fleet, merge_fleets in order, found none");
    } else if (given.size() > 1) {
      sink.error(DiagnosticCode::FieldNotAllowed, pointer + "/" + given[1],
                 "expected one action in an order, found both \"" + given[0] + "\" and \"" + given[1] + "\"");
    } else if (fleetAction(given[0]) && !o.contains("fleet")) {
      sink.error(DiagnosticCode::MissingField, pointer, "expected \"fleet\" with " + given[0] + ", found none");
    } else if (!fleetAction(given[0]) && root.contains("players") && !o.contains("player")) {
      sink.error(DiagnosticCode::MissingField, pointer,
                 "expected \"player\" with " + given[0] + " in a scenario with players, found none");
    }
    if (const auto attack = o.find("attack"); attack != o.end() && attack->is_object() &&
                                              attack->contains("fleet") + attack->contains("ship") +
                                                      attack->contains("station") != 1) {
      sink.error(DiagnosticCode::MissingField, pointer + "/attack",
                 "expected exactly one of fleet, ship or station to attack");
    }
    if (const auto form = o.find("form_fleet"); form != o.end() && form->is_object() && form->contains("ships") &&
                                                (*form)["ships"].is_array()) {
      const json& ships = (*form)["ships"];
      for (std::size_t i = 0; i < ships.size(); ++i) {
        if (ships[i].is_number() && !ships[i].is_number_integer() && !ships[i].is_number_unsigned()) {
          sink.error(DiagnosticCode::WrongType, pointer + "/form_fleet/ships/" + std::to_string(i),
                     "expected a ship id (a whole number), found " + describeValue(ships[i]));
        }
      }
    }
  }
}

/// Player ids are unique, each has a home unless homes are drawn, and the owners and issuers named
/// are players.
void checkPlayers(const json& root, DiagnosticSink& sink) {
  std::vector<std::string> ids;
  if (const auto players = root.find("players"); players != root.end() && players->is_array()) {
    checkUniqueNames(*players, "/players", sink, "player id", "id");
    if (!root.contains("start_planets")) {
      for (std::size_t k = 0; k < players->size(); ++k) {
        const json& p = (*players)[k];
        if (p.is_object() && !p.contains("home")) {
          sink.error(DiagnosticCode::MissingField, "/players/" + std::to_string(k),
                     "expected \"home\": the planet the player starts on (or the scenario's \"start_planets\", "
                     "from which a skirmish draws homes)");
        }
      }
    }
    for (const json& p : *players) {
      if (p.is_object() && p.contains("id") && p["id"].is_string()) ids.push_back(p["id"].get<std::string>());
    }
  }
  const auto checkNamed = [&](const char* list, const char* key) {
    const auto items = root.find(list);
    if (items == root.end() || !items->is_array()) return;
    for (std::size_t k = 0; k < items->size(); ++k) {
      const json& item = (*items)[k];
      if (!item.is_object() || !item.contains(key) || !item[key].is_string()) continue;
      if (std::find(ids.begin(), ids.end(), item[key].get<std::string>()) == ids.end()) {
        sink.error(DiagnosticCode::UnknownName, "/" + std::string(list) + "/" + std::to_string(k) + "/" + key,
                   "expected the id of a player of the scenario, found " + describeValue(item[key]));
      }
    }
  };
  checkNamed("stations", "owner");
  checkNamed("fleets", "owner");
  checkNamed("orders", "player");
}

/// The start date must be one the clock understands; the format check only knows it is a string.
void checkStart(const json& root, DiagnosticSink& sink) {
  const auto start = root.find("start");
  if (start == root.end() || !start->is_string()) return;
  if (const astro::ParsedDate date = astro::parseDateTT(start->get<std::string>()); !date.jdTT) {
    sink.error(DiagnosticCode::BadValue, "/start",
               "expected an ISO 8601 date (\"2026-01-01T00:00:00Z\") or JD<number>, found " + describeValue(*start) +
                   " (" + date.error + ")");
  }
}

glm::dvec3 auVector(const json& a) {
  return glm::dvec3(a[0].get<double>(), a[1].get<double>(), a[2].get<double>()) * astro::kAuMetres;
}

ScenarioOrder toOrder(const json& o, std::string pointer, const ObjectSpec& spec) {
  using Action = ScenarioOrder::Action;
  ScenarioOrder order;
  order.pointer = std::move(pointer);
  order.tick = static_cast<std::uint64_t>(numberOr(o, spec, "tick"));
  order.player = stringOr(o, spec, "player");
  order.fleet = stringOr(o, spec, "fleet");
  if (o.contains("move_to_au")) {
    order.action = Action::MoveTo;
    order.moveTo = auVector(o["move_to_au"]);
  } else if (o.contains("go_to")) {
    order.action = Action::GoTo;
    order.goTo = o["go_to"].get<std::string>();
  } else if (o.contains("build_station")) {
    const json& b = o["build_station"];
    order.action = Action::BuildStation;
    order.station = {order.pointer + "/build_station", b["planet"].get<std::string>(), b["ring"].get<std::uint32_t>() - 1,
                     astro::degToRad(b.value("phase_deg", 0.0)), b["type"].get<std::string>(), {}};
  } else if (o.contains("queue_ship")) {
    order.action = Action::QueueShip;
    order.shipyard = o["queue_ship"]["shipyard"].get<std::uint32_t>();
    order.shipType = o["queue_ship"]["type"].get<std::string>();
  } else if (o.contains("cancel_ship")) {
    order.action = Action::CancelShip;
    order.shipyard = o["cancel_ship"]["shipyard"].get<std::uint32_t>();
    order.position = o["cancel_ship"].value("position", std::uint32_t{1}) - 1;
  } else if (o.contains("rally")) {
    order.action = Action::Rally;
    order.shipyard = o["rally"]["shipyard"].get<std::uint32_t>();
    order.goTo = o["rally"]["go_to"].get<std::string>();
  } else if (o.contains("form_fleet")) {
    order.action = Action::FormFleet;
    order.name = o["form_fleet"]["name"].get<std::string>();
    for (const json& id : o["form_fleet"]["ships"]) order.ships.push_back(static_cast<std::uint32_t>(id.get<double>()));
  } else if (o.contains("attack")) {
    const json& a = o["attack"];
    order.action = Action::Attack;
    order.targetFleet = a.value("fleet", std::string{});
    if (a.contains("ship")) order.targetShip = a["ship"].get<std::uint32_t>();
    if (a.contains("station")) order.targetStation = a["station"].get<std::uint32_t>();
  } else if (o.contains("attack_move_au")) {
    order.action = Action::AttackMove;
    order.moveTo = auVector(o["attack_move_au"]);
  } else if (o.contains("stance")) {
    order.action = Action::Stance;
    order.stance = o["stance"].get<std::string>();
  } else if (o.contains("land")) {
    order.action = Action::Land;
    order.goTo = o["land"].get<std::string>();
  } else {
    order.action = Action::MergeFleets;
    order.fleet = o["merge_fleets"]["into"].get<std::string>();
    for (const json& f : o["merge_fleets"]["from"]) order.from.push_back(f.get<std::string>());
  }
  return order;
}

Scenario toScenario(const json& root, const std::filesystem::path& folder) {
  const ObjectSpec& spec = scenarioFormat();
  const ObjectSpec& stationSpec = nestedSpec(spec, "stations");
  const auto path = [&](std::string_view key) {
    return folder / stringOr(root, spec, key);
  };
  Scenario s;
  s.name = stringOr(root, spec, "name");
  s.solarSystem = path("solar_system");
  s.stationTypes = path("station_types");
  s.shipTypes = path("ship_types");
  s.rules = path("rules");
  s.combat = path("combat");
  const ObjectSpec& playerSpec = nestedSpec(spec, "players");
  const json& players = memberOr(root, "players");
  for (std::size_t k = 0; k < players.size(); ++k) {
    const json& p = players[k];
    ScenarioPlayer player{"/players/" + std::to_string(k), p["id"].get<std::string>(), p["name"].get<std::string>(),
                          static_cast<std::uint32_t>(std::stoul(p["colour"].get<std::string>().substr(1), nullptr, 16)),
                          p.value("home", std::string{}), {}, stringOr(p, playerSpec, "kind"),
                          {p.value("money", std::int64_t{0}), p.value("resources", std::int64_t{0}),
                           p.value("rare", std::int64_t{0})}};
    for (const json& h : memberOr(p, "holds")) player.holds.push_back(h.get<std::string>());
    s.players.push_back(std::move(player));
  }
  for (const json& name : memberOr(root, "start_planets")) s.startPlanets.push_back(name.get<std::string>());
  for (const json& st : memberOr(root, "start_stations")) s.startStations.push_back(st["type"].get<std::string>());
  s.maxDays = numberOr(root, spec, "max_days");
  s.timeRateDaysPerSecond = numberOr(root, spec, "time_rate_days_per_second");
  if (const auto worth = root.find("home_worth"); worth != root.end()) {
    s.homeWorth = {(*worth)["economics"].get<std::int64_t>(), (*worth)["resources"].get<std::int64_t>(),
                   (*worth)["ground_defence"].get<std::int64_t>()};
  }
  s.startJulianDate = *astro::parseDateTT(root["start"].get<std::string>()).jdTT;
  s.ticks = static_cast<std::uint64_t>(numberOr(root, spec, "ticks"));
  s.dtSeconds = numberOr(root, spec, "dt_seconds");
  s.maxNavigationSteps = static_cast<int>(numberOr(root, spec, "max_navigation_steps"));
  s.seed = static_cast<std::uint64_t>(numberOr(root, spec, "seed"));
  const json& stations = memberOr(root, "stations");
  for (std::size_t k = 0; k < stations.size(); ++k) {
    const json& j = stations[k];
    s.stations.push_back({"/stations/" + std::to_string(k), j["planet"].get<std::string>(),
                          j["ring"].get<std::uint32_t>() - 1, astro::degToRad(numberOr(j, stationSpec, "phase_deg")),
                          j["type"].get<std::string>(), stringOr(j, stationSpec, "owner")});
  }
  for (const json& o : memberOr(root, "obstacles")) {
    s.obstacles.emplace_back(auVector(o["position_au"]), o["radius_km"].get<double>() * astro::kKmMetres);
  }
  const ObjectSpec& fieldSpec = nestedSpec(spec, "obstacle_fields");
  for (const json& f : memberOr(root, "obstacle_fields")) {
    s.obstacleFields.push_back({auVector(f["centre_au"]), f["radius_km"].get<double>() * astro::kKmMetres,
                                f["count"].get<std::uint32_t>(), f["obstacle_radius_km"].get<double>() * astro::kKmMetres,
                                numberOr(f, fieldSpec, "min_gap_km") * astro::kKmMetres,
                                static_cast<std::uint32_t>(numberOr(f, fieldSpec, "seed"))});
  }
  const ObjectSpec& fleetSpec = nestedSpec(spec, "fleets");
  const json& fleets = memberOr(root, "fleets");
  for (std::size_t k = 0; k < fleets.size(); ++k) {
    const json& f = fleets[k];
    s.fleets.push_back({"/fleets/" + std::to_string(k), f["name"].get<std::string>(), f["ship_type"].get<std::string>(),
                        f["count"].get<std::uint32_t>(), auVector(f["position_au"]),
                        f.contains("spread_km") ? std::optional(f["spread_km"].get<double>() * astro::kKmMetres) : std::nullopt,
                        static_cast<std::uint32_t>(numberOr(f, fleetSpec, "seed")), stringOr(f, fleetSpec, "owner")});
  }
  const ObjectSpec& orderSpec = nestedSpec(spec, "orders");
  const json& orders = memberOr(root, "orders");
  for (std::size_t k = 0; k < orders.size(); ++k) {
    s.orders.push_back(toOrder(orders[k], "/orders/" + std::to_string(k), orderSpec));
  }
  return s;
}

}  // namespace

Loaded<Scenario> parseScenario(std::string_view text, const std::filesystem::path& folder) {
  CheckedDocument document = checkDocument(text, scenarioFormat(), [](const json& root, DiagnosticSink& sink) {
    checkStart(root, sink);
    checkOrders(root, sink);
    checkPlayers(root, sink);
    if (const auto fleets = root.find("fleets"); fleets != root.end() && fleets->is_array()) {
      checkUniqueNames(*fleets, "/fleets", sink);
    }
    checkScenarioTotals(root, sink);
  });
  return loadedFrom<Scenario>(std::move(document), [&](const json& root) {
    Scenario scenario = toScenario(root, folder);
    scenario.positions = std::make_shared<const SourcePositions>(std::string(text));
    return scenario;
  });
}

Loaded<Scenario> loadScenarioFile(const std::filesystem::path& path) {
  return parseDataFile<Loaded<Scenario>>(path, [&](std::string_view text) { return parseScenario(text, path.parent_path()); });
}

}  // namespace perihelion::data
