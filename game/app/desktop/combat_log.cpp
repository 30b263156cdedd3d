#include "desktop/combat_log.h"

#include <map>
#include <tuple>

#include "desktop/owner_colours.h"

namespace perihelion::app {
namespace {

std::string playerName(const sim::GameState& state, world::PlayerId id) {
  const sim::Player* p = state.player(id);
  return p ? p->name : std::string("nobody");
}

/// "a Scout", "3 Scouts": plain English plurals are enough for the shipped type names.
std::string counted(std::size_t count, const std::string& name) {
  if (count == 1) {
    const bool vowel = !name.empty() && std::string("AEIOUaeiou").find(name[0]) != std::string::npos;
    return (vowel ? "an " : "a ") + name;
  }
  return std::to_string(count) + " " + name + "s";
}

}  // namespace

std::string lossLine(const sim::GameState& state, const combat::Loss& loss, std::size_t count,
                     const fleet::ShipCatalogue& ships, const world::StationCatalogue& stations) {
  std::string who, type;
  if (loss.what.kind == world::TargetRef::Kind::Station) {
    who = playerName(state, loss.owner);
    type = loss.type < stations.types.size() ? stations.types[loss.type].name : "station";
  } else {
    who = loss.fleet < state.fleets.fleets.size() ? state.fleets.fleets[loss.fleet].name : playerName(state, loss.owner);
    type = loss.type < ships.types.size() ? ships.types[loss.type].name : "ship";
  }
  return who + " lost " + counted(count, type) + " to " + playerName(state, loss.by);
}

std::string landingLine(const sim::GameState& state, const world::SolarSystem& system, const sim::Landing& landing) {
  const std::string planet = landing.planet.value < system.bodies.size() ? system.body(landing.planet).name : "?";
  const std::string odds =
      " (" + std::to_string(landing.troopers) + " troopers against " + std::to_string(landing.defence) + ")";
  return playerName(state, landing.by) + (landing.captured ? " took " : " failed to take ") + planet + odds;
}

void CombatLog::take(const CombatNews& news, const DesktopGame& game, const Fog& fog, double now) {
  const sim::GameState& state = game.state();
  // Grouped by (station or ship, fleet or owner, type, victor), in the order first met.
  using Key = std::tuple<bool, std::uint32_t, std::uint32_t, std::uint32_t>;
  std::map<Key, std::size_t> group;
  std::vector<std::pair<const combat::Loss*, std::size_t>> grouped;
  // Under the fog the player hears of their own fights and landings only: one between two others
  // would tell where those are.
  const world::PlayerId viewer = game.player();
  const auto involves = [&](world::PlayerId a, world::PlayerId b) { return !fog.on() || a == viewer || b == viewer; };
  for (const combat::Loss& loss : news.losses) {
    if (!involves(loss.owner, loss.by)) continue;
    const bool station = loss.what.kind == world::TargetRef::Kind::Station;
    const Key key{station, station ? loss.owner.value : loss.fleet, loss.type, loss.by.value};
    const auto [it, added] = group.emplace(key, grouped.size());
    if (added) grouped.push_back({&loss, 0});
    ++grouped[it->second].second;
  }
  for (const auto& [loss, count] : grouped) {
    // Losses like those of the last line within a second add to it: a battle is a few lines, not a flood.
    const bool station = loss->what.kind == world::TargetRef::Kind::Station;
    const std::uint64_t key = 1 + ((std::uint64_t{station} << 63) | (std::uint64_t{station ? loss->owner.value : loss->fleet} << 40) |
                                   (std::uint64_t{loss->type} << 20) | loss->by.value);
    LogEntry* same = nullptr;
    for (LogEntry& e : lines_) {
      if (e.key == key && now - e.born < 1.0) same = &e;
    }
    const std::size_t total = count + (same ? same->count : 0);
    LogEntry entry{lossLine(state, *loss, total, game.shipTypes(), game.stationTypes()), key, total,
                   ownerColour(state, loss->owner, glm::vec3(0.85f)), now};
    if (same) {
      entry.born = same->born;
      *same = std::move(entry);
    } else {
      lines_.push_back(std::move(entry));
    }
  }
  for (const sim::Landing& landing : news.landings) {
    if (!involves(landing.by, landing.from)) continue;
    lines_.push_back({landingLine(state, game.system(), landing), 0, 1, ownerColour(state, landing.by, glm::vec3(0.85f)), now});
  }
  while (lines_.size() > kMaxLogLines) lines_.pop_front();
  while (!lines_.empty() && now - lines_.front().born >= kLogLineSeconds) lines_.pop_front();
}

std::vector<LogEntry> CombatLog::lines(double now) const {
  std::vector<LogEntry> out;
  for (const LogEntry& e : lines_) {
    if (now - e.born < kLogLineSeconds) out.push_back(e);
  }
  return out;
}

}  // namespace perihelion::app
