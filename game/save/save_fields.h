// The fields of a saved game, declared once for each struct of the state and walked by an archive:
// the writer (save_writer.cpp) puts each into JSON, the reader (save_reader.cpp) takes each back
// with its checks, and the schema (save_schema.cpp) describes each, so the three cannot disagree. An
// archive `a` takes:
//   a("key", value)                  a number, string, bool, id, vector, optional or struct with fields()
//   a.choice("key", value, names)    an enum as one of its names (in the enum's order)
//   a.orNever("key", seconds)        a time that may be -infinity ("never"), written as null
//   a.rows("key", n, resize, row)    a structure of arrays as an array of objects, one a row
// Every key is required and no other is allowed: a save is written by the game, not by hand.
#pragma once

#include <array>
#include <string_view>

#include "save/saved_game.h"

namespace perihelion::save {

inline constexpr std::array<std::string_view, 4> kTargetKinds{"none", "ship", "station", "fleet"};
inline constexpr std::array<std::string_view, 3> kOrderKinds{"hold", "move_to", "go_to"};
inline constexpr std::array<std::string_view, 4> kShipModes{"idle", "moving", "arrived", "in_well"};
inline constexpr std::array<std::string_view, 3> kPlayerKinds{"human", "ai", "none"};
inline constexpr std::array<std::string_view, 3> kEndReasons{"conquest", "elimination", "time"};

template <class A> void fields(A& a, world::Amounts& x) {
  a("money", x.money);
  a("resources", x.resources);
  a("rare", x.rare);
}

template <class A> void fields(A& a, world::TargetRef& x) {
  a.choice("kind", x.kind, kTargetKinds);
  a("id", x.id);
}

template <class A> void fields(A& a, world::CombatState& x) {
  a("shield", x.shield);
  a("armour", x.armour);
  a("hull", x.hull);
  a("fitted_out", x.fittedOut);
  a("target", x.target);
  a("retarget_at", x.retargetAt);
  a("reload", x.reload);
}

template <class A> void fields(A& a, well::RingPosition& x) {
  a("ring", x.ring);
  a("phase_at_placement", x.phaseAtPlacement);
  a("placed_at", x.placedAt);
}

template <class A> void fields(A& a, world::Station& x) {
  a("id", x.id);
  a("type", x.type);
  a("planet", x.planet);
  a("at", x.at);
  a("owner", x.owner);
  a("build_seconds_left", x.buildSecondsLeft);
  a("combat", x.combat);
}

template <class A> void fields(A& a, fleet::Order& x) {
  a.choice("kind", x.kind, kOrderKinds);
  a("point", x.point);
  a("body", x.body);
  a("well", x.well);
  a("well_offset", x.wellOffset);
  a("ring_place", x.ringPlace);
}

template <class A> void fields(A& a, fleet::FleetCombat& x) {
  a.choice("stance", x.stance, fleet::kStanceNames);
  a("focus", x.focus);
  a("post", x.post);
  a("post_well", x.postWell);
  a("attack_move", x.attackMove);
  a("chasing", x.chasing);
  a("land_on", x.landOn);
}

template <class A> void fields(A& a, fleet::Fleet& x) {
  a("id", x.id);
  a("name", x.name);
  a("owner", x.owner);
  a("order", x.order);
  a("last_arrival_tick", x.lastArrivalTick);
  a("combat", x.combat);
}

template <class A> void fields(A& a, fleet::Fleets& x) {
  a("fleets", x.fleets);
  fleet::Ships& s = x.ships;
  std::size_t n = s.size();
  a.rows("ships", n,
         [&s](std::size_t size) {
           s.position.resize(size);
           s.heading.resize(size);
           s.speed.resize(size);
           s.type.resize(size);
           s.fleet.resize(size);
           s.mode.resize(size);
           s.wellOffset.resize(size);
           s.wellPlanet.resize(size);
           s.wellRing.resize(size);
           s.id.resize(size);
           s.combat.resize(size);
         },
         [&s](A& row, std::size_t i) {
           row("id", s.id[i]);
           row("type", s.type[i]);
           row("fleet", s.fleet[i]);
           row.choice("mode", s.mode[i], kShipModes);
           row("position", s.position[i]);
           row("heading", s.heading[i]);
           row("speed", s.speed[i]);
           row("well_planet", s.wellPlanet[i]);
           row("well_ring", s.wellRing[i]);
           row("well_offset", s.wellOffset[i]);
           row("combat", s.combat[i]);
         });
  a("next_ship_id", s.nextId);
}

template <class A> void fields(A& a, fleet::Obstacle& x) {
  a("centre", x.centre);
  a("radius", x.radius);
}

template <class A> void fields(A& a, sim::Ledger& x) {
  a("start", x.start);
  a("income", x.income);
  a("spent", x.spent);
  a("min_money", x.minMoney);
}

template <class A> void fields(A& a, sim::Player& x) {
  a("id", x.id);
  a("key", x.key);
  a("name", x.name);
  a("colour", x.colour);
  a("home", x.home);
  a.choice("kind", x.kind, kPlayerKinds);
  a("stock", x.stock);
  a("ledger", x.ledger);
  a("owed", x.owed);
  a("ships_built", x.shipsBuilt);
  a("stations_built", x.stationsBuilt);
  a("held_at_start", x.heldAtStart);
}

template <class A> void fields(A& a, sim::QueuedShip& x) {
  a("type", x.type);
  a("seconds_left", x.secondsLeft);
  a("paid", x.paid);
}

template <class A> void fields(A& a, sim::Shipyard& x) {
  a("station", x.station);
  a("queue", x.queue);
  a("rally_fleet", x.rallyFleet);
  a("rally", x.rally);
  a("ships_built", x.shipsBuilt);
}

template <class A> void fields(A& a, sim::Landing& x) {
  a("planet", x.planet);
  a("by", x.by);
  a("from", x.from);
  a("troopers", x.troopers);
  a("defence", x.defence);
  a("captured", x.captured);
  a("tick", x.tick);
}

template <class A> void fields(A& a, sim::CombatRecord& x) {
  a("shots", x.shots);
  a("hits", x.hits);
  a("damage", x.damage);
  a("ships_lost", x.shipsLost);
  a("stations_lost", x.stationsLost);
  a("landings", x.landings);
  a("first_shot_tick", x.firstShotTick);
  a("last_loss_tick", x.lastLossTick);
}

template <class A> void fields(A& a, sim::Sighting& x) {
  a("what", x.what);
  a("owner", x.owner);
  a("type", x.type);
  a("fleet", x.fleet);
  a("planet", x.planet);
  a("position", x.position);
  a("offset", x.offset);
  a("seen_at", x.seenAt);
  a("built", x.built);
}

template <class A> void fields(A& a, sim::BodyIntel& x) {
  a("owner", x.owner);
  a.orNever("seen_at", x.seenAt);
}

template <class A> void fields(A& a, sim::PlayerSight& x) {
  a("sightings", x.sightings);
  a("bodies", x.bodies);
}

template <class A> void fields(A& a, sim::GameState& x) {
  a("tick", x.tick);
  a("time", x.time);
  a("seconds_per_tick", x.secondsPerTick);
  a("paused", x.paused);
  a("economy_seconds", x.economySeconds);
  a("seed", x.seed);
  a("players", x.players);
  a("body_owners", x.bodyOwners);
  a("ground_defence", x.groundDefence);
  a("stations", x.stations);
  a("next_station_id", x.nextStationId);
  a("shipyards", x.shipyards);
  a("fleets", x.fleets);
  a("obstacles", x.obstacles);
  a("combat", x.combat);
  a("sight", x.sight);
}

template <class A> void fields(A& a, match::PlayerFigures& x) {
  a("money", x.money);
  a("income_per_day", x.incomePerDay);
  a("ships", x.ships);
  a("planets", x.planets);
}

template <class A> void fields(A& a, match::Sample& x) {
  a("day", x.day);
  a("players", x.players);
}

template <class A> void fields(A& a, match::MatchEvent& x) {
  a("day", x.day);
  a("text", x.text);
}

template <class A> void fields(A& a, sim::MatchEnd& x) {
  a("winner", x.winner);
  a.choice("reason", x.reason, kEndReasons);
}

template <class A> void fields(A& a, match::ChronicleLog& x) {
  a("start_time", x.startTime);
  a("end_time", x.endTime);
  a("refused", x.refused);
  a("out", x.out);
  a("samples", x.samples);
  a("events", x.events);
  a("computer_refusals", x.computerRefusals);
  a("end", x.end);
  a("sampled_day", x.sampledDay);
  a("first_shots", x.firstShots);
}

template <class A> void fields(A& a, SavedMatch& x) {
  a("seats", x.seats);
  a("seed", x.seed);
  a("next_looks", x.nextLooks);
  a("decisions", x.decisions);
  a("chronicle", x.chronicle);
}

/// The file's root, after "$schema".
template <class A> void fields(A& a, SavedGame& x) {
  a("format_version", x.formatVersion);
  a("scenario", x.scenario);
  a("data_hash", x.dataHash);
  a("match", x.match);
  a("state", x.state);
}

}  // namespace perihelion::save
