#include "data/scenario_totals.h"

#include <algorithm>
#include <string>

namespace perihelion::data {
namespace {

using nlohmann::json;

/// The items of a list, or none where it is absent or not a list (the format check reports that).
const json& itemsOf(const json& root, const char* key) {
  static const json kNone = json::array();
  const auto it = root.find(key);
  return it != root.end() && it->is_array() ? *it : kNone;
}

/// An item's whole, non-negative "count", or 0 where it has none (the format check reports that).
std::uint64_t countOf(const json& item) {
  if (!item.is_object()) return 0;
  const auto it = item.find("count");
  if (it == item.end() || !it->is_number() || !(it->get<double>() >= 0.0)) return 0;
  return static_cast<std::uint64_t>(std::min(it->get<double>(), 1e18));
}

/// Sums the counts of a list's items from `already` (a list's own length, which the format check holds to
/// the limit), and reports the item whose count passes `limit`.
void checkCounts(const json& root, const char* list, std::uint64_t already, std::uint64_t limit, const std::string& what,
                 DiagnosticSink& sink) {
  if (already > limit) return;
  std::uint64_t total = already;
  const json& items = itemsOf(root, list);
  const std::string pointer = "/" + std::string(list) + "/";
  for (std::size_t k = 0; k < items.size(); ++k) {
    total += countOf(items[k]);
    if (total > limit) {
      sink.error(DiagnosticCode::OutOfRange, pointer + std::to_string(k) + "/count",
                 "expected at most " + std::to_string(limit) + " " + what + ", found " + std::to_string(total) +
                     " in " + pointer + "0 to " + pointer + std::to_string(k));
      return;
    }
  }
}

}  // namespace

void checkScenarioTotals(const json& root, DiagnosticSink& sink) {
  checkCounts(root, "fleets", 0, kMaxScenarioShips, "ships in all the fleets together", sink);
  checkCounts(root, "obstacle_fields", itemsOf(root, "obstacles").size(), kMaxScenarioObstacles,
              "obstacles in all (the fixed ones and every field's)", sink);
  // The list alone is held to the limit by the format check; a skirmish's start stations can pass it.
  const std::uint64_t listed = itemsOf(root, "stations").size();
  const std::uint64_t stations = listed + itemsOf(root, "start_stations").size() * itemsOf(root, "players").size();
  if (listed <= kMaxStartStations && stations > kMaxStartStations) {
    sink.error(DiagnosticCode::OutOfRange, "/start_stations",
               "expected at most " + std::to_string(kMaxStartStations) +
                   " stations at the start (the scenario's, and the start stations for each player), found " +
                   std::to_string(stations));
  }
}

}  // namespace perihelion::data
