#include "skirmish/skirmish_result.h"

#include "ai/player_view.h"
#include "sim/state_hash.h"

namespace perihelion::app {

nlohmann::ordered_json skirmishResult(const match::Match& m, std::uint64_t seed, std::int64_t navigationSteps,
                                      double thinkSeconds, const std::string& reason) {
  const sim::GameState& state = m.state();
  nlohmann::ordered_json out;
  out["scenario"] = m.world().name;
  out["seed"] = seed;
  out["winner"] = m.end() && m.end()->winner ? nlohmann::ordered_json(state.players[m.end()->winner->value].key) : nullptr;
  out["reason"] = m.end() ? std::string(sim::endReasonName(m.end()->reason)) : reason;
  out["days"] = m.days();
  out["ticks"] = state.tick;
  out["players"] = nlohmann::ordered_json::array();
  const sim::Rules rules = m.rules();
  for (const sim::Player& p : state.players) {
    const match::PlayerFigures& f = m.samples().back().players[p.id.value];
    nlohmann::ordered_json j;
    j["id"] = p.key;
    j["spec"] = m.seats()[p.id.value].spec();
    j["home"] = m.world().system.body(p.home).name;
    j["planets"] = f.planets;
    j["ships"] = f.ships;
    j["ships_lost"] = m.shipsLost(p.id);
    j["money"] = p.stock.money;
    j["score"] = sim::scoreOf(state, rules, p.id);
    j["refused_commands"] = m.refusedCommands(p.id);
    j["fleets"] = nlohmann::ordered_json::array();
    const ai::PlayerView view = ai::viewOf(state, rules, p.id);
    for (const ai::OwnFleet& own : view.fleets) {
      const char* order = own.order.kind == fleet::Order::Kind::GoTo ? "go_to" : own.order.kind == fleet::Order::Kind::MoveTo ? "move_to" : "hold";
      nlohmann::ordered_json fj{{"name", own.name}, {"ships", own.ships.size()}, {"order", order}};
      if (own.order.kind == fleet::Order::Kind::GoTo) fj["to"] = m.world().system.body(own.order.body).name;
      if (!own.combat.focus.none()) fj["attacking"] = own.combat.focus.id;
      if (own.well) fj["in_well_of"] = m.world().system.body(*own.well).name;
      j["fleets"].push_back(fj);
    }
    out["players"].push_back(j);
  }
  out["events"] = nlohmann::ordered_json::array();
  for (const match::MatchEvent& e : m.events()) out["events"].push_back({{"day", e.day}, {"text", e.text}});
  if (!m.computerRefusals().empty()) out["computer_refusals"] = m.computerRefusals();
  out["navigation_steps"] = navigationSteps;
  out["decisions"] = m.decisions();
  out["ai_ms_per_decision"] = m.decisions() > 0 ? 1000.0 * thinkSeconds / static_cast<double>(m.decisions()) : 0.0;
  out["state_hash"] = sim::hashText(sim::stateHash(state));
  return out;
}

}  // namespace perihelion::app
