#include "simulate/combat_report.h"

namespace perihelion::app {
namespace {

std::string playerKey(const sim::GameState& state, world::PlayerId id) {
  const sim::Player* p = state.player(id);
  return p ? p->key : "nobody";
}

/// -1 (not yet) as null.
nlohmann::ordered_json tickOrNull(std::int64_t tick) {
  return tick < 0 ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(tick);
}

}  // namespace

nlohmann::ordered_json combatReport(const world::SolarSystem& system, const sim::GameState& state) {
  const sim::CombatRecord& r = state.combat;
  nlohmann::ordered_json out;
  out["shots"] = r.shots;
  out["hits"] = r.hits;
  for (std::size_t d = 0; d < combat::kDamageTypes; ++d) out["damage"][combat::kDamageTypeNames[d]] = r.damage[d];
  out["ships_lost"] = nlohmann::ordered_json::object();
  out["stations_lost"] = nlohmann::ordered_json::object();
  for (const sim::Player& p : state.players) {
    out["ships_lost"][p.key] = p.id.value < r.shipsLost.size() ? r.shipsLost[p.id.value] : 0;
    out["stations_lost"][p.key] = p.id.value < r.stationsLost.size() ? r.stationsLost[p.id.value] : 0;
  }
  out["planets_captured"] = nlohmann::ordered_json::array();
  out["landings_failed"] = nlohmann::ordered_json::array();
  for (const sim::Landing& l : r.landings) {
    const std::string planet = l.planet.value < system.bodies.size() ? system.body(l.planet).name : "?";
    if (l.captured) {
      out["planets_captured"].push_back({{"planet", planet}, {"by", playerKey(state, l.by)},
                                         {"from", playerKey(state, l.from)}, {"tick", l.tick},
                                         {"troopers", l.troopers}, {"defence", l.defence}});
    } else {
      out["landings_failed"].push_back({{"planet", planet}, {"by", playerKey(state, l.by)}, {"tick", l.tick},
                                        {"troopers", l.troopers}, {"defence", l.defence}});
    }
  }
  out["first_shot_tick"] = tickOrNull(r.firstShotTick);
  out["last_loss_tick"] = tickOrNull(r.lastLossTick);
  return out;
}

}  // namespace perihelion::app
