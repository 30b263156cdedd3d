#include "desktop/recorded_game.h"

#include <fstream>
#include <sstream>

#include "desktop/skirmish_setup.h"
#include "sim/recording.h"

namespace perihelion::app {

std::variant<LoadedDesktopGame, std::vector<std::string>> replayDesktopGame(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::vector<std::string>{file.string() + ": error: cannot read the recording"};
  std::ostringstream text;
  text << in.rdbuf();
  sim::ParsedRecording parsed = sim::parseRecording(text.str());
  if (parsed.error) return std::vector<std::string>{file.string() + ":" + std::to_string(parsed.error->line) + ": error: " + parsed.error->message};
  sim::Recording& r = *parsed.recording;
  if (r.scenarioFile.empty()) {
    return std::vector<std::string>{file.string() + ": error: the recording names no scenario file (recorded before they did): "
                                                    "replay it with perihelion simulate SCENARIO --commands FILE"};
  }
  LoadedDesktopGame out;
  if (r.skirmish) {
    auto made = makeSkirmishGame({r.scenarioFile, r.skirmish->seats, r.skirmish->seed, r.skirmish->maxDays, 0.0});
    if (auto* why = std::get_if<std::string>(&made)) return std::vector<std::string>{file.string() + ": error: " + *why};
    SkirmishGame& game = std::get<SkirmishGame>(made);
    out.scenario = std::move(game.scenario);
    out.game = std::move(game.game);
  } else {
    out.scenario = loadGameScenario(r.scenarioFile);
    if (out.scenario.failed()) return out.scenario.messages;
    const data::ScenarioWorld& w = *out.scenario.world;
    out.game = std::make_unique<DesktopGame>(watchScenarioData(w), data::stateStartingAt(w, r.startSeconds, r.secondsPerTick, r.paused),
                                             w.orders);
  }
  if (std::string why; !out.game->playRecording(std::move(r), why)) return std::vector<std::string>{file.string() + ": error: " + why};
  return out;
}

}  // namespace perihelion::app
