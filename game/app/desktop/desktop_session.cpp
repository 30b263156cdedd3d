#include "desktop/desktop_session.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iostream>

#include <glad/gl.h>  // before GLFW, which must not include the system's GL header
#include <GLFW/glfw3.h>

#include "astro/julian_date.h"
#include "core/log.h"
#include "data_paths.h"
#include "desktop/benchmark_stations.h"
#include "desktop/match_summary.h"
#include "desktop/saved_games.h"
#include "skirmish/match_recorder.h"
#include "desktop/well_frame.h"
#include "gl/draw_stats.h"
#include "math/intersect.h"
#include "picking/box_select.h"

namespace perihelion::app {
namespace {

constexpr double kReloadPollSeconds = 0.25;

std::filesystem::path helpSeenMarker() {
  const char* config = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  const std::filesystem::path base = config ? std::filesystem::path(config)
                                            : home ? std::filesystem::path(home) / ".config" : std::filesystem::path(".");
  return base / "perihelion" / "help-seen";
}

/// "perihelion-20261122-213005.png": a screenshot's file name, from the UTC wall-clock time.
std::string screenshotName() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char name[64];
  std::strftime(name, sizeof name, "perihelion-%Y%m%d-%H%M%S.png", &utc);
  return name;
}

}  // namespace

// [SECTION] Set-up ---------------------------------------------------------------------------------

sim::GameState DesktopSession::startingState(const world::SolarSystem& system) const {
  // A scenario given on the command line starts at its own date; the default game (new_game.json) now.
  double start = astro::secondsSinceJ2000Of(astro::nowTT());
  if (scenario_.world && !options_.scenarioFile.empty()) start = scenario_.world->state.time;
  if (!options_.date.empty()) start = astro::secondsSinceJ2000Of(*astro::parseDateTT(options_.date).jdTT);  // checked
  // A starting rate of 0 means "start paused"; playing then runs at one day per second.
  const double rate = options_.timeRate > 0.0 ? options_.timeRate / astro::kSecondsPerDay : system.display.timeRateDaysPerSecond;
  const double secondsPerTick = world::secondsPerTickAt(rate > 0.0 ? rate : 1.0);
  if (scenario_.world) return data::stateStartingAt(*scenario_.world, start, secondsPerTick, rate == 0.0);
  sim::GameState state;
  state.time = start;
  state.secondsPerTick = secondsPerTick;
  state.paused = rate == 0.0;
  return state;
}

bool DesktopSession::initialise(std::unique_ptr<data::SolarSystemSource> source, std::unique_ptr<DesktopGame> skirmish,
                                std::string& error) {
  depthMode_ = engine::setUpDepth();
  textures_ = std::make_unique<TextureLibrary>(defaultTextureSearchPath(options_.dataFile));
  renderer_ = SolarSystemRenderer::create(findResourceDir("shaders"), *textures_, error);
  if (!renderer_) return false;
  wellRenderer_ = WellRenderer::create(findResourceDir("shaders"), modelFolderFor(options_.dataFile), error);
  if (!wellRenderer_) return false;
  fleetRenderer_ = FleetRenderer::create(findResourceDir("shaders"), modelFolderFor(options_.dataFile), error);
  if (!fleetRenderer_) return false;
  combatRenderer_ = CombatRenderer::create(findResourceDir("shaders"), error);
  if (!combatRenderer_) return false;
  imgui_ = std::make_unique<engine::ImGuiLayer>(*window_);
  const std::optional<world::BodyId> focus =
      options_.focus.empty() ? std::nullopt : std::optional(source->system()->find(options_.focus)->id);  // checked
  if (skirmish) {  // a skirmish from --players, or a saved game from --load
    adopt(std::move(skirmish), focus);
    if (options_.loadFile.empty() && options_.join.empty()) engine::logInfo("SKIRMISH", scenario_.file.string() + ": seed " + std::to_string(options_.seed));
    return startRecording(error);
  }

  // A scenario's types are the ones its stations and fleets were made with; with none, the station
  // types beside the planet file, and no ship types (there are no ships).
  std::vector<data::ScheduledCommand> orders;
  sim::GameState start = startingState(*source->system());
  DesktopData data = [&] {
    if (scenario_.world) {
      orders = scenario_.world->orders;
      return watchScenarioData(*scenario_.world, std::move(source));  // source: the scenario's planet file
    }
    data::StationTypesSource stationTypes(stationTypesFileFor(options_.dataFile), data::parseStationTypes);
    for (const LogLine& line : diagnosticLines(stationTypes.diagnostics(), stationTypes.path())) {
      engine::logLine(line.level, "DATA", line.text);
    }
    if (!stationTypes.value()) engine::logWarning("DATA", "no station types: nothing can be built");
    data::RulesSource rules = rulesAgainst(*source, {}, {});
    auto armed = std::make_shared<ArmedTypes>();  // no combat file: nothing is armed
    data::CombatSource combat = combatAgainst(armed, {}, {});
    return DesktopData{std::move(source), std::move(stationTypes), data::ShipTypesSource({}, data::parseShipTypes, {}),
                       std::move(rules), std::move(combat), std::move(armed)};
  }();
  if (options_.benchFrames > 0 && data.stationTypes.value()) {
    placeBenchmarkStations(*data.solarSystem->system(), *data.stationTypes.value(), start);
  }
  const std::size_t orderCount = orders.size();
  adopt(std::make_unique<DesktopGame>(std::move(data), std::move(start), std::move(orders)), focus);
  if (scenario_.world) {
    engine::logInfo("SCENARIO", scenario_.file.string() + ": " + std::to_string(game_->state().fleets.fleets.size()) +
                                    " fleets, " + std::to_string(game_->state().fleets.ships.size()) + " ships, " +
                                    std::to_string(game_->state().stations.size()) + " stations, " +
                                    std::to_string(orderCount) + " orders");
  }
  if (!startRecording(error)) return false;
  std::error_code ec;
  player_->showHelp() = options_.benchFrames == 0 && !std::filesystem::exists(helpSeenMarker(), ec);
  return true;
}

bool DesktopSession::startRecording(std::string& error) {
  if (options_.recordFile.empty()) return true;
  if (!scenario_.world) {
    error = "--record needs a scenario that loads: a recording is replayed from it (perihelion replay FILE)";
    return false;
  }
  recording_.open(options_.recordFile, std::ios::binary | std::ios::trunc);
  if (!recording_) {
    error = "cannot write the recording " + options_.recordFile.string();
    return false;
  }
  std::optional<sim::RecordedSkirmish> skirmish;
  if (!options_.players.empty()) skirmish = sim::RecordedSkirmish{options_.seed, options_.maxDays, options_.players};
  game_->startRecording(recording_, scenario_.world->name, sim::recordingOrigin(absoluteScenario(scenario_.file), skirmish));
  engine::logInfo("RECORD", "recording to " + options_.recordFile.string() + " (live reload of the data is off)");
  return true;
}

void DesktopSession::adopt(std::unique_ptr<DesktopGame> game, std::optional<world::BodyId> focus) {
  game_ = std::move(game);
  wellRenderer_->prepare(game_->stationTypes());
  fleetRenderer_->prepare(game_->shipTypes());
  preloadTextures();
  // A skirmish opens on the player's home.
  if (!focus && game_->player() != world::kNobody) focus = game_->state().players[game_->player().value].home;
  player_ = std::make_unique<PlayerInput>(*game_, focus);
  effects_ = CombatEffects{};
  combatLog_ = CombatLog{};
  const bool slowing = pace_.enabled;
  pace_ = AutoPace{};
  // A replay's speed is the viewer's alone; a LAN match's time rate is its host's.
  pace_.enabled = slowing && !game_->replaying() && !game_->lockstep();
  frame_ = {};
  summaryShown_ = false;
}

void DesktopSession::startSkirmish(const SkirmishChoice& choice) {
  if (game_->recording()) {
    form_.error = "not while recording: the recording is of the game it started with";
    return;
  }
  auto made = makeSkirmishGame(choice);
  if (const auto* why = std::get_if<std::string>(&made)) {
    form_.error = *why;
    return;
  }
  SkirmishGame& skirmish = std::get<SkirmishGame>(made);
  scenario_ = std::move(skirmish.scenario);
  adopt(std::move(skirmish.game), std::nullopt);
  form_.error.clear();
  ++form_.seed;  // starting again draws other homes
  menu_ = MenuScreen::None;
  engine::logInfo("SKIRMISH", scenario_.file.string() + ": seed " + std::to_string(choice.seed));
}

void DesktopSession::hostMatch(const SkirmishChoice& choice) {
  const LanHostRequest request = lanHostRequest(choice.seats, lan_.port, choice.seed, choice.maxDays, choice.scenario);
  auto started = startLanHost(request);
  if (const auto* why = std::get_if<std::string>(&started)) {
    lan_.error = *why;
    return;
  }
  hosting_ = std::make_unique<OwnedLanHost>(std::get<LanHostProcess>(started));
  lan_.error.clear();
  lan_.joining = true;
  lan_.hostedPort = hosting_->process.port;
  std::snprintf(lan_.address.data(), lan_.address.size(), "127.0.0.1:%d", lan_.hostedPort);
  engine::logInfo("LAN", "hosting on port " + std::to_string(lan_.hostedPort) + " (the host's log: " + request.log.string() + ")");
  joining_ = std::make_unique<BackgroundJoin>(LanJoinRequest{lan_.address.data(), {}, defaultSkirmishFor(options_.dataFile).parent_path()});
}

void DesktopSession::adoptJoinedMatch() {
  if (!joining_) return;
  std::optional<std::variant<SkirmishGame, std::string>> joined = joining_->take();
  if (!joined) return;
  joining_.reset();
  lan_.joining = false;
  lan_.hostedPort = -1;
  if (const auto* why = std::get_if<std::string>(&*joined)) {
    lan_.error = *why;
    hosting_.reset();
    return;
  }
  if (game_->recording()) {
    lan_.error = "not while recording: the recording is of the game it started with";
    return;
  }
  SkirmishGame& match = std::get<SkirmishGame>(*joined);
  scenario_ = std::move(match.scenario);
  adopt(std::move(match.game), std::nullopt);
  menu_ = MenuScreen::None;
  engine::logInfo("LAN", "joined " + std::string(lan_.address.data()));
}

void DesktopSession::preloadTextures() {
  for (const world::Body& b : game_->system().bodies) textures_->find(b.appearance.texture);
}

// [SECTION] The frame ------------------------------------------------------------------------------

void DesktopSession::pollData(double now) {
  if (now - lastPoll_ < kReloadPollSeconds) return;
  lastPoll_ = now;
  const PlayerInput::Names names = player_->names(game_->system());
  const DataReload reload = game_->reloadData();  // nothing while recording
  for (const LogLine& line : reload.log) engine::logLine(line.level, "DATA", line.text);
  if (!reload.replacedAny()) return;
  frame_ = {};  // last frame's ids and types belong to the old data: nothing is pickable until the next frame
  if (reload.solarSystem) {
    preloadTextures();
    player_->restoreNames(names, game_->system());
  }
  if (reload.stationTypes) wellRenderer_->prepare(game_->stationTypes());
  if (reload.shipTypes) fleetRenderer_->prepare(game_->shipTypes());
}

void DesktopSession::runFrame(double frameSeconds, bool withHud) {
  // The HUD's frame starts first, so that whether it wants the mouse is judged where the mouse is now, not
  // where it was a frame ago (a right-click just after leaving a HUD window must reach the scene).
  if (withHud) imgui_->beginFrame();
  const bool hudMouse = withHud && imgui_->wantsMouse(), hudKeys = withHud && imgui_->wantsKeyboard();
  const double now = astro::nowTT();
  const glm::dvec2 viewport(window_->framebufferSize());
  // While a menu is open the game waits (a LAN match's does not: it is the host's), and the scene takes no input.
  const bool inMenu = menu_ != MenuScreen::None;
  const bool ticking = !inMenu || game_->lockstep();
  if (withHud && !inMenu) player_->handle(window_->input(), viewport, hudMouse, hudKeys, frame_, *game_, now);
  const auto ticksStart = std::chrono::steady_clock::now();
  if (ticking) game_->advance(frameSeconds);
  if (game_->match() && game_->match()->chronicle.end() && !summaryShown_) {
    summaryShown_ = true;
    menu_ = MenuScreen::Summary;
  }
  if (ticking) pace_.update(*game_, frameSeconds);  // its real-time counts wait with the game
  player_->afterTicks(*game_);
  // The fighting of these ticks, placed on the frame drawn before them (which still shows the lost).
  const CombatNews news = game_->takeCombatNews();
  effects_.take(news, *game_, frame_, window_->time());
  combatLog_.take(news, *game_, frame_.fog, window_->time());
  navigationMilliseconds_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - ticksStart).count();
  player_->followCamera(*game_, game_->renderSeconds(), frameSeconds);
  frame_ = buildFrameView(*game_, player_->camera(), viewport, depthMode_, sceneRadiusOf(game_->system()));
  // Ships are placed only by building a frame: following them moves the camera after, and the frame is
  // built again from there (everything in it is stored relative to the eye).
  if (player_->followShips(*game_, frame_)) {
    frame_ = buildFrameView(*game_, player_->camera(), viewport, depthMode_, sceneRadiusOf(game_->system()));
  }
  player_->keepToShown(frame_, game_->state());
  player_->addCursor(window_->input(), hudMouse, *game_, frame_);
  draw(withHud);
}

void DesktopSession::draw(bool withHud) {
  const world::SolarSystem& system = game_->system();
  const glm::ivec2 size = window_->framebufferSize();
  // A frame shows about a tick of game time (a tick a frame at 60 frames a second); none when paused.
  const double secondsPerFrame = game_->state().paused ? 0.0 : game_->state().secondsPerTick;
  const WellFrame wells = makeWellFrame(system, game_->stationTypes(), frame_.stations,
                                        {player_->selectedBody(), player_->selectedStation(), player_->build(), frame_.preview},
                                        frame_.camera, frame_.renderSeconds, secondsPerFrame);
  engine::drawStats() = {};
  target_.resize(size);
  target_.bind();
  engine::applyDepthState(depthMode_);
  glClearColor(0.005f, 0.006f, 0.012f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  renderer_->draw(frame_.scene, frame_.camera, player_->selectedBody());
  wellRenderer_->draw(wells, game_->stationTypes(), frame_.camera);
  FleetFrame fleets{frame_.camera.eye, frame_.ships, frame_.fleetMarkers, &player_->selection(),
                    player_->selection().fleets(game_->state().fleets.ships), {}, frame_.orderCursor};
  fleets.courses = render::fleetCourses(system, game_->state().fleets, frame_.ships, frame_.renderSeconds);
  // Where another player's fleet is going is not for this player to see.
  std::erase_if(fleets.courses, [&](const render::FleetCourse& c) {
    return frame_.fog.hides(game_->state().fleets.fleets[c.fleet.value].owner);
  });
  fleetRenderer_->draw(fleets, frame_.camera);
  combatRenderer_->draw(effects_.build(frame_, window_->time()), frame_.camera);
  drawCallsLastFrame_ = engine::drawStats().drawCalls;
  target_.blitToWindow(size);
  if (!withHud) return;

  const engine::InputState& input = window_->input();
  std::optional<engine::ScreenBox> dragBox;
  if (const auto from = player_->controller().selectionDragStart(input); from && input.down(engine::MouseButton::Left)) {
    dragBox = engine::boxBetween(*from, input.mouse);
  }
  const double renderJd = astro::julianDateOfSeconds(frame_.renderSeconds);
  HudInput in{system, game_->state(), game_->lastRefusal(), game_->recording(), renderJd, player_->selectedBody(),
              game_->source(), frame_.camera, frame_.scene, frameMilliseconds_, drawCallsLastFrame_, std::nullopt,
              HudWells{game_->stationTypes(), game_->stationTypesFile(), game_->state(), frame_.stations,
                       player_->selectedStation(), player_->build(), frame_.preview},
              HudFleets{game_->shipTypes(), game_->shipTypesFile(), game_->state().fleets, frame_.ships,
                        player_->selection(), dragBox, scenario_,
                        player_->orderHeight() / system.display.distanceScale / astro::kKmMetres,
                        game_->navigationHeld().has_value()}};
  // The engine's ground-plane picking, against the ecliptic: where the cursor points in the system.
  const engine::RayHit onEcliptic = engine::intersect(frame_.camera.rayThrough(input.mouse), engine::eclipticPlane());
  if (onEcliptic.hit) in.cursorOnEcliptic = onEcliptic.point;
  in.player = game_->player();
  in.economy = &game_->economy();
  in.rulesFile = &game_->rulesFile();
  in.combatFile = &game_->combatFile();
  in.combat = &game_->combat();
  in.now = window_->time();
  if (menu_ == MenuScreen::None) in.combatLog = combatLog_.lines(in.now);  // not over a menu or the summary
  in.pace = &pace_;
  in.fleetMarkers = frame_.fleetMarkers;
  in.fog = &frame_.fog;
  if (const auto& match = game_->match()) {
    const auto days = static_cast<int>(match->chronicle.days(game_->state()));
    in.match = "skirmish: day " + std::to_string(days) + " of " + std::to_string(std::lround(match->chronicle.lengthDays())) +
               (match->chronicle.end() ? " (over)" : ": take every planet an opponent started on");
  }
  if (game_->replaying()) in.match = game_->replayStatus() + (in.match.empty() ? "" : "; " + in.match);
  if (const Lockstep* lan = game_->lockstep()) in.match = lan->status() + (in.match.empty() ? "" : "; " + in.match);
  in.ghosts = frame_.ghosts;
  bool noHelp = false;  // the help overlay waits while a menu is open; the main menu is drawn alone
  const HudRequests requests =
      menu_ == MenuScreen::Main ? HudRequests{} : drawHud(in, menu_ == MenuScreen::None ? player_->showHelp() : noHelp);
  if (menu_ == MenuScreen::None) {
    if (requests.togglePace) pace_.enabled = !pace_.enabled;
    player_->apply(requests, frame_, *game_, astro::nowTT());
  }
  drawMenus();
  imgui_->endFrame();
  if (helpShownLastFrame_ && !player_->showHelp()) {  // dismissed (H or its close button): not shown at the next start
    std::error_code ec;
    std::filesystem::create_directories(helpSeenMarker().parent_path(), ec);
    std::ofstream(helpSeenMarker()) << "the help overlay was dismissed; delete this file to see it at start\n";
  }
  helpShownLastFrame_ = player_->showHelp();
}

void DesktopSession::drawMenus() {
  if (player_->takeMenuRequest() && menu_ == MenuScreen::None) {
    menu_ = MenuScreen::Pause;  // the Esc that opened it is this frame's: it must not close it again
  } else if (menu_ == MenuScreen::Pause && window_->input().keyPressed(GLFW_KEY_ESCAPE) && !imgui_->wantsKeyboard()) {
    menu_ = MenuScreen::None;
    return;
  }
  MenuRequests requests;
  if (menu_ == MenuScreen::Summary) {
    requests = drawMatchSummary(*game_);
  } else if (menu_ != MenuScreen::None) {
    if (menu_ == MenuScreen::Main && skirmishes_.empty()) skirmishes_ = findSkirmishScenarios(defaultSkirmishFor(options_.dataFile).parent_path());
    requests = drawMenu(menu_, form_, skirmishes_, saves_, lan_);
  } else {
    saves_.listed = false;  // the folder is read again when a menu opens
  }
  if (requests.quit) quit_ = true;
  if (requests.resume) menu_ = MenuScreen::None;
  if (requests.mainMenu) menu_ = MenuScreen::Main;
  if (requests.start) startSkirmish(*requests.start);
  if (requests.host && !joining_) hostMatch(*requests.host);
  if (requests.join && !joining_) {
    lan_.error.clear();
    lan_.joining = true;
    joining_ = std::make_unique<BackgroundJoin>(LanJoinRequest{*requests.join, {}, defaultSkirmishFor(options_.dataFile).parent_path()});
  }
  adoptJoinedMatch();
  if (requests.saveAs) {
    if (const auto file = saveFileNamed(savesFolder(), *requests.saveAs)) {
      saveTo(*file);
    } else {
      notice_ = "A save's name needs a letter or a digit";
      noticeUntil_ = window_->time() + 4.0;
    }
  }
  if (requests.load) loadFrom(*requests.load);
  if (!notice_.empty() && window_->time() < noticeUntil_) drawNotice(notice_);
}

void DesktopSession::saveTo(const std::filesystem::path& file) {
  const std::string why = saveDesktopGame(*game_, scenario_, file);
  notice_ = why.empty() ? "Saved " + file.stem().string() : "Not saved: " + why;
  noticeUntil_ = window_->time() + 4.0;
  engine::log(why.empty() ? engine::LogLevel::Info : engine::LogLevel::Error, "SAVE", why.empty() ? "saved " + file.string() : why);
}

void DesktopSession::loadFrom(const std::filesystem::path& file) {
  noticeUntil_ = window_->time() + 6.0;
  if (game_->recording()) {
    notice_ = "Not loaded: the recording is of the game it started with";
    return;
  }
  if (game_->lockstep()) {
    notice_ = "Not loaded: a LAN match goes on at its host (a saved game is played alone)";
    return;
  }
  auto loaded = loadDesktopGame(file);
  if (const auto* why = std::get_if<std::vector<std::string>>(&loaded)) {
    for (const std::string& line : *why) engine::logLine(engine::LogLevel::Error, "SAVE", line);
    notice_ = "Not loaded (the game goes on): " + (why->empty() ? std::string("?") : why->front());
    return;
  }
  LoadedDesktopGame& game = std::get<LoadedDesktopGame>(loaded);
  for (const std::string& line : game.warnings) engine::logLine(engine::LogLevel::Warning, "SAVE", line);
  scenario_ = std::move(game.scenario);
  adopt(std::move(game.game), std::nullopt);
  menu_ = MenuScreen::None;
  notice_ = "Loaded " + file.stem().string() + (game.warnings.empty() ? "" : " (its data have changed since: see the log)");
  engine::logInfo("SAVE", "loaded " + file.string());
}

std::string DesktopSession::runInteractive() {
  // With no game asked for, the game opens on its main menu (the default game waits behind it), its
  // seed from the clock so that each start draws new homes (the menu shows it; the game reads no clock).
  if (options_.scenarioFile.empty() && options_.players.empty() && options_.loadFile.empty() && options_.replayFile.empty() &&
      options_.join.empty()) {
    menu_ = MenuScreen::Main;
  }
  form_.seed = static_cast<std::uint64_t>(std::time(nullptr)) % 1000;
  double last = window_->time();
  while (!window_->shouldClose()) {
    window_->pollEvents();
    const double now = window_->time();
    const double frameSeconds = now - last;
    last = now;
    frameMilliseconds_ = 0.9 * frameMilliseconds_ + 0.1 * frameSeconds * 1000.0;
    pollData(now);
    runFrame(frameSeconds, true);
    // F5 quick save, F9 quick load, between frames (not while typing, nor over a menu).
    if (menu_ == MenuScreen::None && !imgui_->wantsKeyboard()) {
      if (window_->input().keyPressed(GLFW_KEY_F5)) saveTo(savesFolder() / (std::string(kQuickSaveName) + ".json"));
      if (window_->input().keyPressed(GLFW_KEY_F9)) loadFrom(savesFolder() / (std::string(kQuickSaveName) + ".json"));
    }
    if (player_->takeScreenshotRequest()) {
      const std::string name = screenshotName();
      if (writeWindowPng(name)) engine::logInfo("SCREENSHOT", "wrote " + name);
    }
    if (player_->quitRequested() || quit_) window_->requestClose();
    window_->swapBuffers();
  }
  return game_->finishRecording();
}

}  // namespace perihelion::app
