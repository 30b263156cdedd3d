#include "desktop/recorded_game.h"

#include <sstream>

#include "desktop/skirmish_setup.h"

namespace perihelion::app {
namespace {

/// The lines an error stream gathered.
std::vector<std::string> linesOf(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

std::variant<LoadedDesktopGame, std::vector<std::string>> replayDesktopGame(const std::filesystem::path& file) {
  std::ostringstream errors;
  std::optional<sim::Recording> r = Replay::read(file, errors);
  if (!r) return linesOf(errors.str());
  if (r->scenarioFile.empty()) {
    return std::vector<std::string>{file.string() + ": error: the recording names no scenario file (recorded before they did): "
                                                    "replay it with perihelion simulate SCENARIO --commands FILE"};
  }
  LoadedDesktopGame out;
  if (r->skirmish) {
    auto made = makeSkirmishGame({r->scenarioFile, r->skirmish->seats, r->skirmish->seed, r->skirmish->maxDays, 0.0});
    if (auto* why = std::get_if<std::string>(&made)) return std::vector<std::string>{file.string() + ": error: " + *why};
    SkirmishGame& game = std::get<SkirmishGame>(made);
    out.scenario = std::move(game.scenario);
    out.game = std::move(game.game);
  } else {
    out.scenario = loadGameScenario(r->scenarioFile);
    if (out.scenario.failed()) return out.scenario.messages;
    const data::ScenarioWorld& w = *out.scenario.world;
    out.game = std::make_unique<DesktopGame>(watchScenarioData(w), data::stateStartingAt(w, r->startSeconds, r->secondsPerTick, r->paused),
                                             w.orders);
  }
  std::optional<Replay> replay = Replay::of(file, std::move(*r), *out.scenario.world, errors);
  if (!replay) return linesOf(errors.str());
  if (std::string why; !out.game->playRecording(std::move(*replay), why)) return std::vector<std::string>{file.string() + ": error: " + why};
  return out;
}

}  // namespace perihelion::app
