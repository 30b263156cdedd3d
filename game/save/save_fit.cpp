#include "save/save_fit.h"

#include <string>

namespace perihelion::save {
namespace {

class Fit {
 public:
  Fit(const sim::GameState& state, const sim::Rules& rules) : state_(state), rules_(rules) {}

  std::vector<data::Diagnostic> check() {
    const std::size_t bodies = rules_.system.bodies.size();
    for (std::size_t k = 0; k < state_.players.size(); ++k) {
      const std::string pointer = "/state/players/" + std::to_string(k);
      body(state_.players[k].home.value, pointer + "/home");
      for (std::size_t h = 0; h < state_.players[k].heldAtStart.size(); ++h) {
        body(state_.players[k].heldAtStart[h].value, pointer + "/held_at_start/" + std::to_string(h));
      }
    }
    atMostOneABody(state_.bodyOwners.size(), "/state/body_owners");
    atMostOneABody(state_.groundDefence.size(), "/state/ground_defence");
    for (std::size_t p = 0; p < state_.sight.size(); ++p) atMostOneABody(state_.sight[p].bodies.size(), "/state/sight/" + std::to_string(p) + "/bodies");
    for (std::size_t k = 0; k < state_.stations.size(); ++k) {
      const world::Station& s = state_.stations[k];
      const std::string pointer = "/state/stations/" + std::to_string(k);
      if (s.type.value >= rules_.stationTypes.types.size()) {
        fail(pointer + "/type", "expected a station type below " + std::to_string(rules_.stationTypes.types.size()) +
                                    " (the station types file's), found " + std::to_string(s.type.value));
      } else if (s.planet.value >= bodies || !world::wellHolds(rules_.system, s)) {
        fail(pointer + "/at/ring", "expected a ring of the well of a planet of the planet file, found ring " +
                                       std::to_string(s.at.ring) + " of body " + std::to_string(s.planet.value));
      }
    }
    for (std::size_t y = 0; y < state_.shipyards.size(); ++y) {
      const auto& queue = state_.shipyards[y].queue;
      for (std::size_t q = 0; q < queue.size(); ++q) {
        shipType(queue[q].type.value, "/state/shipyards/" + std::to_string(y) + "/queue/" + std::to_string(q) + "/type");
      }
    }
    const fleet::Ships& ships = state_.fleets.ships;
    for (std::size_t i = 0; i < ships.size(); ++i) shipType(ships.type[i].value, "/state/fleets/ships/" + std::to_string(i) + "/type");
    if (out_.empty()) {
      if (const auto why = fleet::whyFleetsDoNotFit(rules_.system, rules_.shipTypes, state_.fleets)) fail("/state/fleets", *why);
    }
    return std::move(out_);
  }

 private:
  void fail(std::string pointer, std::string message) {
    if (out_.size() < data::kMaxDiagnostics) {
      out_.push_back({data::Severity::Error, data::DiagnosticCode::OutOfRange, std::move(pointer), 0, 0, std::move(message)});
    }
  }
  void body(std::uint32_t id, const std::string& pointer) {
    if (id >= rules_.system.bodies.size()) {
      fail(pointer, "expected a body id below " + std::to_string(rules_.system.bodies.size()) + " (the planet file's), found " + std::to_string(id));
    }
  }
  void atMostOneABody(std::size_t n, const std::string& pointer) {
    if (n > rules_.system.bodies.size()) {
      fail(pointer, "expected at most one item for each of the " + std::to_string(rules_.system.bodies.size()) +
                        " bodies of the planet file, found " + std::to_string(n));
    }
  }
  void shipType(std::uint32_t id, const std::string& pointer) {
    if (id >= rules_.shipTypes.types.size()) {
      fail(pointer, "expected a ship type below " + std::to_string(rules_.shipTypes.types.size()) + " (the ship types file's), found " +
                        std::to_string(id));
    }
  }

  const sim::GameState& state_;
  const sim::Rules& rules_;
  std::vector<data::Diagnostic> out_;
};

}  // namespace

std::vector<data::Diagnostic> checkFitsData(const sim::GameState& state, const sim::Rules& rules) { return Fit(state, rules).check(); }

}  // namespace perihelion::save
