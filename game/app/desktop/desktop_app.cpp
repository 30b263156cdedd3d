// The desktop's entry points: open a session (scenario, data, options checked before any window),
// then play, benchmark or take a screenshot. The session itself is desktop/desktop_session.h.
#include "desktop/desktop_app.h"

#include <iostream>

#include "astro/julian_date.h"
#include "astro/units.h"
#include "core/log.h"
#include "desktop/desktop_session.h"
#include "desktop/lan_host_process.h"
#include "desktop/lan_join_game.h"
#include "desktop/recorded_game.h"
#include "desktop/saved_games.h"

namespace perihelion::app {

std::unique_ptr<DesktopSession> DesktopSession::open(const DesktopOptions& requested, bool visible, bool useSandbox,
                                                     std::string& error, int& exitCode) {
  DesktopOptions options = requested;
  GameScenario scenario;
  std::unique_ptr<DesktopGame> skirmish;
  // A skirmish made before the window (joined, or from --players): its scenario and planets, or why not.
  const auto takeGame = [&](std::variant<SkirmishGame, std::string> made, int failure) {
    if (const auto* why = std::get_if<std::string>(&made)) {
      error = *why;
      exitCode = failure;
      return false;
    }
    SkirmishGame& game = std::get<SkirmishGame>(made);
    scenario = std::move(game.scenario);
    skirmish = std::move(game.game);
    options.dataFile = scenario.world->solarSystemFile;
    return true;
  };
  if (!options.join.empty()) {
    // The host gives the match: joined before any window, so that a refusal is reported without a display.
    if (!options.players.empty() || !options.loadFile.empty() || !options.replayFile.empty() || !options.recordFile.empty() ||
        options.benchFrames > 0 || options.seed != 1 || options.maxDays > 0.0 || options.timeRate > 0.0) {
      error = "--join takes the match from its host: no --players, --seed, --max-days, --time-rate, --load, --replay, --record or --bench-frames";
      exitCode = 2;
      return nullptr;
    }
    if (!takeGame(joinLanMatch({options.join, options.scenarioFile, defaultSkirmishFor(options.dataFile).parent_path()}), 1)) return nullptr;
  } else if (!options.loadFile.empty() || !options.replayFile.empty()) {
    // A saved game or a recording is read before any window opens: a bad one is reported without a display.
    if (!options.players.empty() || !options.scenarioFile.empty() || options.benchFrames > 0 || !options.recordFile.empty() ||
        (!options.loadFile.empty() && !options.replayFile.empty())) {
      error = "--load and --replay each give the game: no --players, --scenario, --record, --bench-frames or the other with them";
      exitCode = 2;
      return nullptr;
    }
    auto loaded = options.replayFile.empty() ? loadDesktopGame(options.loadFile) : replayDesktopGame(options.replayFile);
    if (const auto* why = std::get_if<std::vector<std::string>>(&loaded)) {
      for (const std::string& line : *why) std::cerr << line << '\n';
      error = (options.replayFile.empty() ? "the saved game " + options.loadFile.string() : "the recording " + options.replayFile.string()) +
              " could not be played";
      exitCode = 1;
      return nullptr;
    }
    LoadedDesktopGame& game = std::get<LoadedDesktopGame>(loaded);
    for (const std::string& line : game.warnings) std::cerr << line << '\n';
    scenario = std::move(game.scenario);
    skirmish = std::move(game.game);
    options.dataFile = scenario.world->solarSystemFile;
  } else if (options.players.empty() && (options.seed != 1 || options.maxDays > 0.0)) {
    error = "--seed and --max-days go with --players (a skirmish)";
    exitCode = 2;
    return nullptr;
  }
  if (!options.players.empty() && options.loadFile.empty() && options.join.empty()) {
    // A skirmish is made before any window opens, so that a bad seat or scenario is reported without a display.
    if (options.benchFrames > 0) {
      error = "--players does not go with --bench-frames";
      exitCode = 2;
      return nullptr;
    }
    const SkirmishChoice choice{options.scenarioFile.empty() ? defaultSkirmishFor(options.dataFile) : options.scenarioFile,
                                options.players, options.seed, options.maxDays, options.timeRate / astro::kSecondsPerDay};
    if (!takeGame(makeSkirmishGame(choice), 2)) return nullptr;
  }
  std::filesystem::path scenarioFile = skirmish ? std::filesystem::path() : options.scenarioFile;
  std::error_code ec;
  if (!skirmish && scenarioFile.empty() && useSandbox && std::filesystem::is_regular_file(defaultScenarioFor(options.dataFile), ec)) {
    scenarioFile = defaultScenarioFor(options.dataFile);
  }
  if (!scenarioFile.empty()) {
    scenario = loadGameScenario(scenarioFile);
    for (const std::string& line : scenario.messages) std::cerr << line << '\n';
    if (scenario.failed()) {
      engine::logWarning("SCENARIO", scenarioFile.string() + " could not be used: running without its fleets and stations");
    } else if (options.scenarioFile.empty() &&
               !std::filesystem::equivalent(scenario.world->solarSystemFile, options.dataFile, ec)) {
      scenario = GameScenario{};  // the game beside the file is written for another planet file
    } else {
      options.dataFile = scenario.world->solarSystemFile;  // the scenario's planets are the game's
    }
  }
  auto source = std::make_unique<data::SolarSystemSource>(options.dataFile);
  for (const data::Diagnostic& d : source->diagnostics()) std::cerr << data::formatDiagnostic(d, options.dataFile.string()) << '\n';
  exitCode = 1;
  if (!source->system()) {
    error = "the data file has errors; nothing to show";
    return nullptr;
  }
  // Options are checked before a window opens, so a typo is reported even with no display.
  if (!options.recordFile.empty() && options.benchFrames > 0) {
    error = "--record does not go with --bench-frames: the benchmark adds stations no replay would have";
    return nullptr;
  }
  if (!options.date.empty()) {
    if (const astro::ParsedDate date = astro::parseDateTT(options.date); !date.jdTT) {
      error = date.error;
      return nullptr;
    }
  }
  if (!options.focus.empty() && !source->system()->find(options.focus)) {
    error = "unknown body '" + options.focus + "'";
    return nullptr;
  }
  engine::WindowDesc desc;
  desc.width = options.size.x;
  desc.height = options.size.y;
  desc.visible = visible;
  desc.vsync = visible && options.benchFrames == 0;
  auto window = engine::Window::open(desc, error);
  if (!window) {
    exitCode = kExitNoDisplay;
    return nullptr;
  }
  std::unique_ptr<DesktopSession> session(new DesktopSession(options, std::move(window), std::move(scenario)));
  if (!session->initialise(std::move(source), std::move(skirmish), error)) return nullptr;
  exitCode = 0;
  return session;
}

namespace {

int openOrExplain(const DesktopOptions& options, bool visible, bool useSandbox, std::unique_ptr<DesktopSession>& session) {
  std::string error;
  int exitCode = 0;
  session = DesktopSession::open(options, visible, useSandbox, error, exitCode);
  if (!session) std::cerr << "perihelion: " << error << '\n';
  return exitCode;
}

}  // namespace

int runDesktop(const DesktopOptions& requested) {
  DesktopOptions options = requested;
  LanHostProcess host;
  if (options.hostPort >= 0) {
    // The host runs beside the window; this desktop joins it first, as the human seat.
    if (!options.join.empty() || !options.loadFile.empty() || !options.replayFile.empty() || !options.recordFile.empty() ||
        options.benchFrames > 0) {
      std::cerr << "perihelion: --host goes with --players (and --seed, --max-days, --scenario) only\n";
      return 2;
    }
    const LanHostRequest request = lanHostRequest(options.players, options.hostPort, options.seed, options.maxDays, options.scenarioFile);
    auto started = startLanHost(request);
    if (const auto* why = std::get_if<std::string>(&started)) {
      std::cerr << "perihelion: " << *why << '\n';
      return 2;
    }
    host = std::get<LanHostProcess>(started);
    std::cerr << "lan: hosting on port " << host.port << " (the host's log: " << request.log.string() << "); waiting for the remote players" << std::endl;
    options.join = "127.0.0.1:" + std::to_string(host.port);
    options.players.clear();
    options.seed = 1;
    options.maxDays = 0.0;
  }
  std::unique_ptr<DesktopSession> session;
  if (const int code = openOrExplain(options, true, true, session); !session) {
    endLanHost(host);
    return code;
  }
  if (options.benchFrames > 0) {
    session->runBenchmark(options.benchFrames);
  } else {
    std::cout << session->runInteractive() << std::endl;
  }
  endLanHost(host);
  return 0;
}

int runScreenshot(const ScreenshotOptions& options) {
  std::unique_ptr<DesktopSession> session;
  // Screenshots show the system as the data give it: fleets only from an explicit --scenario.
  if (const int code = openOrExplain(options.desktop, false, false, session); !session) return code;
  return session->captureScreenshot(options) ? 0 : 1;
}

}  // namespace perihelion::app
