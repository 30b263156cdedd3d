#include "scenario_check.h"

#include <algorithm>

#include "data/scenario_loader.h"
#include "match/skirmish.h"

namespace perihelion::app {
namespace {

bool sameProblem(const data::FileDiagnostic& a, const data::FileDiagnostic& b) {
  const data::Diagnostic &x = a.diagnostic, &y = b.diagnostic;
  return a.file == b.file && x.severity == y.severity && x.code == y.code && x.pointer == y.pointer &&
         x.line == y.line && x.column == y.column && x.message == y.message;
}

/// Builds the scenario's world and keeps its problems not already kept (the builds of a skirmish's homes
/// find most of them each time); whether it was built.
bool build(const data::Scenario& scenario, const std::filesystem::path& file, ScenarioCheck& check) {
  const data::LoadedScenarioWorld built = data::buildScenarioWorld(scenario, file);
  for (const data::FileDiagnostic& d : built.diagnostics) {
    const auto same = [&](const data::FileDiagnostic& kept) { return sameProblem(kept, d); };
    if (std::none_of(check.diagnostics.begin(), check.diagnostics.end(), same)) check.diagnostics.push_back(d);
  }
  return built.world.has_value();
}

}  // namespace

ScenarioCheck checkScenario(const std::filesystem::path& file, std::string_view text) {
  ScenarioCheck check;
  const data::Loaded<data::Scenario> parsed = data::parseScenario(text, file.parent_path());
  for (const data::Diagnostic& d : parsed.diagnostics) check.diagnostics.push_back({file, d});
  if (!parsed.value) return check;
  const data::Scenario& s = *parsed.value;
  const bool homesGiven =
      std::all_of(s.players.begin(), s.players.end(), [](const data::ScenarioPlayer& p) { return !p.home.empty(); });
  bool built = true;
  // As simulate builds it whenever it can run it, or has nothing else to try (no start planets): a
  // player with no home is then refused here as simulate refuses it.
  if (homesGiven || s.startPlanets.empty()) built = build(s, file, check) && built;
  const std::size_t candidates = s.startPlanets.size();
  const std::size_t seats = std::min(s.players.size(), candidates);
  for (std::size_t first = 0; first < candidates; ++first) {
    std::vector<std::size_t> homes(seats);
    for (std::size_t k = 0; k < seats; ++k) homes[k] = (first + k) % candidates;
    built = build(match::seatedScenario(s, std::vector<match::Seat>(seats), homes), file, check) && built;
  }
  if (!built) return check;
  check.summary = "scenario, " + std::to_string(s.stations.size()) + (s.stations.size() == 1 ? " station" : " stations");
  if (candidates > 0) check.summary->append(", built with each of its " + std::to_string(candidates) + " start planets as a home");
  return check;
}

}  // namespace perihelion::app
