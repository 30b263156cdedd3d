#include "desktop/saved_games.h"

#include <algorithm>
#include <cstdlib>

#include "data/data_fingerprint.h"
#include "saved_game_file.h"
#include "sim/state_hash.h"
#include "skirmish/match_recorder.h"

namespace perihelion::app {

std::filesystem::path savesFolder() {
  const char* data = std::getenv("XDG_DATA_HOME");
  const char* home = std::getenv("HOME");
  const std::filesystem::path base = data && *data ? std::filesystem::path(data)
                                     : home        ? std::filesystem::path(home) / ".local" / "share"
                                                   : std::filesystem::path(".");
  return base / "perihelion" / "saves";
}

std::vector<SaveEntry> listSaves(const std::filesystem::path& folder) {
  std::vector<std::pair<std::filesystem::file_time_type, SaveEntry>> found;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    if (entry.path().extension() != ".json" || !entry.is_regular_file(ec)) continue;
    found.push_back({entry.last_write_time(ec), {entry.path().stem().string(), entry.path()}});
  }
  // Newest first; equal times by name, so the list does not shuffle between frames.
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second.name < b.second.name;
  });
  std::vector<SaveEntry> saves;
  for (auto& [time, entry] : found) saves.push_back(std::move(entry));
  return saves;
}

std::optional<std::filesystem::path> saveFileNamed(const std::filesystem::path& folder, const std::string& name) {
  std::string kept;
  for (const char c : name) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == ' ';
    if (plain && kept.size() < 64) kept += c;
  }
  while (!kept.empty() && kept.back() == ' ') kept.pop_back();
  while (!kept.empty() && kept.front() == ' ') kept.erase(kept.begin());
  if (kept.empty()) return std::nullopt;
  return folder / (kept + ".json");
}

std::string saveDesktopGame(const DesktopGame& game, const GameScenario& scenario, const std::filesystem::path& file) {
  if (!scenario.world || scenario.file.empty()) return "this game was started from no scenario file, which a save must name";
  const std::string scenarioFile = absoluteScenario(scenario.file);
  const std::string hash = sim::hashText(data::dataFingerprint(*scenario.world, scenarioFile));
  const save::SavedGame saved =
      game.match() ? save::savedMatch(scenarioFile, hash, game.state(), game.match()->computers.seats(), game.match()->computers,
                                      game.match()->chronicle)
                   : save::savedScenarioGame(scenarioFile, hash, game.state());
  return writeSavedGame(file, saved);
}

std::variant<LoadedDesktopGame, std::vector<std::string>> loadDesktopGame(const std::filesystem::path& file) {
  auto read = readSavedGame(file);
  if (auto* errors = std::get_if<std::vector<std::string>>(&read)) return std::move(*errors);
  save::RestoredGame& restored = std::get<save::RestoredGame>(read);
  LoadedDesktopGame out;
  out.warnings = std::move(restored.warnings);
  out.scenario.file = restored.scenarioFile;
  if (restored.skirmish) {
    match::Skirmish& s = *restored.skirmish;
    save::ResumedMatch m = save::resumedMatch(s, std::move(restored.matchPart));
    sim::GameState state = s.world.state;
    out.game = std::make_unique<DesktopGame>(watchScenarioData(s.world), std::move(state), std::vector<data::ScheduledCommand>{},
                                             DesktopMatch{std::move(m.computers), std::move(m.chronicle)});
    out.scenario.world = std::move(s.world);
  } else {
    data::ScenarioWorld& w = *restored.scenario;
    // Only the orders still to come: the game hands out every order due at or before its tick.
    std::vector<data::ScheduledCommand> orders(w.orders.begin() + static_cast<std::ptrdiff_t>(restored.nextOrder()), w.orders.end());
    out.game = std::make_unique<DesktopGame>(watchScenarioData(w), w.state, std::move(orders));
    out.scenario.world = std::move(w);
  }
  out.scenario.name = out.scenario.world->name;
  return out;
}

}  // namespace perihelion::app
