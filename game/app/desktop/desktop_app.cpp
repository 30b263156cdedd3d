// [SECTION] The desktop session: what one running window holds
// [SECTION] Input: picking, keys, HUD requests
// [SECTION] The frame: ticks, scene, draw
// [SECTION] Entry points: the game, the screenshot, the benchmark
#include "desktop/desktop_app.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <vector>

#include <glad/gl.h>  // before GLFW, which must not include the system's GL header
#include <GLFW/glfw3.h>
#include <glm/geometric.hpp>
#include <nlohmann/json.hpp>
#include <stb_image_write.h>

#include "astro/julian_date.h"
#include "astro/units.h"
#include "core/log.h"
#include "data/solar_system_source.h"
#include "data_paths.h"
#include "desktop/benchmark_stations.h"
#include "desktop/build_mode.h"
#include "desktop/camera_controller.h"
#include "desktop/fleet_command.h"
#include "desktop/fleet_hud.h"
#include "desktop/fleet_renderer.h"
#include "desktop/game_scenario.h"
#include "desktop/hud.h"
#include "desktop/solar_system_renderer.h"
#include "desktop/station_types_file.h"
#include "desktop/well_frame.h"
#include "desktop/well_renderer.h"
#include "gl/draw_stats.h"
#include "gl/render_target.h"
#include "fleet/fleet_step.h"
#include "math/intersect.h"
#include "picking/box_select.h"
#include "picking/pick_spheres.h"
#include "platform/window.h"
#include "render/fleet_view.h"
#include "render/scene_view.h"
#include "render/well_view.h"
#include "ui/imgui_layer.h"
#include "world/game_state.h"
#include "world/simulation_clock.h"
#include "world/station_placement.h"

namespace perihelion::app {
namespace {

constexpr int kOrbitSamples = 360;
constexpr double kReloadPollSeconds = 0.25;
constexpr double kPickMinRadiusPixels = kIconRadiusPixels + 3.0;
constexpr double kShipPickMinRadiusPixels = 6.0;
/// Fleet navigation per game tick: steps of at most a minute (shorter while ships move fast near
/// each other, see fleet::longestNavigationStep), at most 64 of them.
constexpr double kMaxNavigationStepSeconds = 60.0;
constexpr int kMaxNavigationSteps = 64;

// [SECTION] The desktop session -------------------------------------------------------------------

std::filesystem::path helpSeenMarker() {
  const char* config = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  const std::filesystem::path base = config ? std::filesystem::path(config)
                                            : home ? std::filesystem::path(home) / ".config" : std::filesystem::path(".");
  return base / "perihelion" / "help-seen";
}

bool writePng(const std::filesystem::path& file, glm::ivec2 size, const std::vector<std::uint8_t>& rgba) {
  return stbi_write_png(file.string().c_str(), size.x, size.y, 4, rgba.data(), size.x * 4) != 0;
}

/// Every body as something a click can hit: its drawn position and radius.
std::vector<engine::PickTarget> pickTargets(const render::SceneView& scene) {
  std::vector<engine::PickTarget> targets;
  for (const render::BodyView& b : scene.bodies) targets.push_back({b.position, b.radius, b.id.value});
  return targets;
}

/// Every ship as something a click can hit: its drawn position and radius; the id is the ship's.
std::vector<engine::PickTarget> shipPickTargets(const std::vector<render::ShipView>& ships) {
  std::vector<engine::PickTarget> targets;
  targets.reserve(ships.size());
  for (const render::ShipView& s : ships) targets.push_back({s.position, s.radius, s.id});
  return targets;
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

class DesktopSession {
 public:
  /// Everything but the window; `error` says what failed.
  /// `useSandbox`: with no scenario given, start from the sandbox beside the planet file.
  static std::unique_ptr<DesktopSession> open(const DesktopOptions& options, bool visible, bool useSandbox,
                                              std::string& error, int& exitCode);

  void runInteractive();
  void runBenchmark(int frames);
  bool captureScreenshot(const ScreenshotOptions& options);

 private:
  DesktopSession(const DesktopOptions& options, std::unique_ptr<engine::Window> window);
  bool initialise(std::string& error);
  void handleInput(bool hudWantsMouse, bool hudWantsKeyboard);
  void applyRequests(const HudRequests& requests);
  void pick(glm::dvec2 pixel, bool doubleClick);
  /// Selects the ships whose drawn positions project inside the box between two pixels.
  void boxSelect(glm::dvec2 a, glm::dvec2 b);
  /// A right click with ships selected: GoTo the planet (or station's planet) under the cursor, else
  /// MoveTo the point the move disc shows.
  void orderAt(glm::dvec2 pixel);
  void clearSelection();
  /// One game tick of fleet navigation, `tickSeconds` of simulated time from state_.time.
  void stepNavigation(double tickSeconds);
  /// The move disc under the cursor this frame, when ships are selected and nothing else is pointed at.
  void updateOrderCursor(bool hudWantsMouse);
  /// In build mode: places the station where the ghost shows it, when the rules allow.
  void placeAtCursor();
  void startBuilding(world::StationTypeId type);
  void focusOn(world::BodyId id, bool immediately);
  void pollData(double now);
  /// One frame: ticks for `frameSeconds`, then the scene drawn into the off-screen target and copied to the window.
  void drawFrame(double frameSeconds, bool withHud);
  const world::SolarSystem& system() const { return *source_->system(); }
  /// Radius (drawn metres) of a sphere round the Sun holding every orbit: the far plane reaches past it.
  double sceneRadius() const;
  /// Reads every body's texture now, so that no file is read while a frame is drawn.
  void preloadTextures();

  DesktopOptions options_;
  std::unique_ptr<engine::Window> window_;
  std::unique_ptr<engine::ImGuiLayer> imgui_;
  std::unique_ptr<data::SolarSystemSource> source_;
  std::unique_ptr<TextureLibrary> textures_;
  std::unique_ptr<SolarSystemRenderer> renderer_;
  std::unique_ptr<WellRenderer> wellRenderer_;
  std::unique_ptr<FleetRenderer> fleetRenderer_;
  GameScenario scenario_;
  fleet::ShipCatalogue shipTypes_;
  fleet::StepScratch navigation_;
  std::int64_t tick_ = 0;
  bool navigationPaused_ = false;  ///< the fleets or stations refer to ids the reloaded data lack
  bool fleetIdsValid_ = true;      ///< the fleets refer only to ids the data have (ships can be drawn)
  double navigationMilliseconds_ = 0.0;  ///< fleet navigation in the last frame (the benchmark prints it)
  std::vector<glm::dvec3> previousShipPositions_;  ///< before the last tick, for interpolation
  std::vector<render::ShipView> ships_;             ///< as drawn in the last frame
  ShipSelection selection_;
  OrderHeight orderHeight_;
  std::optional<OrderCursor> orderCursor_;
  engine::RenderTarget target_;
  engine::DepthMode depthMode_ = engine::DepthMode::ReversedZ;
  world::SimulationClock clock_;
  world::FixedTicker ticker_;
  double previousSeconds_ = 0.0;  ///< clock before the last tick, for interpolation
  engine::OrbitCamera camera_;
  CameraController controller_;
  std::optional<world::BodyId> selected_;
  std::optional<world::StationId> selectedStation_;  ///< never set together with selected_
  world::StationCatalogue catalogue_;
  StationTypesStatus stationTypes_;
  world::GameState state_;
  std::optional<BuildMode> build_;
  std::optional<PlacementPreview> preview_;  ///< what the ghost showed in the last frame
  FrameCamera frameCamera_;
  render::SceneView scene_;
  std::vector<render::StationView> stations_;  ///< as drawn in the last frame
  bool showHelp_ = false;
  bool helpShownLastFrame_ = false;
  bool screenshotRequested_ = false;
  double lastPoll_ = 0.0;
  double frameMilliseconds_ = 0.0;
  int drawCallsLastFrame_ = 0;
};

DesktopSession::DesktopSession(const DesktopOptions& options, std::unique_ptr<engine::Window> window)
    : options_(options), window_(std::move(window)) {}

std::unique_ptr<DesktopSession> DesktopSession::open(const DesktopOptions& requested, bool visible, bool useSandbox,
                                                     std::string& error, int& exitCode) {
  DesktopOptions options = requested;
  GameScenario scenario;
  std::filesystem::path scenarioFile = options.scenarioFile;
  std::error_code ec;
  if (scenarioFile.empty() && useSandbox && std::filesystem::is_regular_file(sandboxScenarioFor(options.dataFile), ec)) {
    scenarioFile = sandboxScenarioFor(options.dataFile);
  }
  if (!scenarioFile.empty()) {
    scenario = loadGameScenario(scenarioFile);
    for (const std::string& line : scenario.messages) std::cerr << line << '\n';
    if (scenario.failed()) {
      engine::logWarning("SCENARIO", scenarioFile.string() + " could not be used: running without its fleets and stations");
    } else if (options.scenarioFile.empty() && !std::filesystem::equivalent(scenario.solarSystem, options.dataFile, ec)) {
      scenario = GameScenario{};  // the sandbox beside the file is written for another planet file
    } else {
      options.dataFile = scenario.solarSystem;  // the scenario's planets are the game's
    }
  }
  auto source = std::make_unique<data::SolarSystemSource>(options.dataFile);
  for (const data::Diagnostic& d : source->diagnostics()) {
    std::cerr << data::formatDiagnostic(d, options.dataFile.string()) << '\n';
  }
  if (!source->system()) {
    error = "the data file has errors; nothing to show";
    exitCode = 1;
    return nullptr;
  }
  // Options are checked before a window opens, so a typo is reported even with no display.
  if (!options.date.empty()) {
    const astro::ParsedDate date = astro::parseDateTT(options.date);
    if (!date.jdTT) {
      error = date.error;
      exitCode = 1;
      return nullptr;
    }
  }
  if (!options.focus.empty() && !source->system()->find(options.focus)) {
    error = "unknown body '" + options.focus + "'";
    exitCode = 1;
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
  std::unique_ptr<DesktopSession> session(new DesktopSession(options, std::move(window)));
  session->source_ = std::move(source);
  session->scenario_ = std::move(scenario);
  if (!session->initialise(error)) {
    exitCode = 1;
    return nullptr;
  }
  return session;
}

bool DesktopSession::initialise(std::string& error) {
  depthMode_ = engine::setUpDepth();
  textures_ = std::make_unique<TextureLibrary>(defaultTextureSearchPath(options_.dataFile));
  renderer_ = SolarSystemRenderer::create(findResourceDir("shaders"), *textures_, error);
  if (!renderer_) return false;
  wellRenderer_ = WellRenderer::create(findResourceDir("shaders"), modelFolderFor(options_.dataFile), error);
  if (!wellRenderer_) return false;
  fleetRenderer_ = FleetRenderer::create(findResourceDir("shaders"), modelFolderFor(options_.dataFile), error);
  if (!fleetRenderer_) return false;
  if (scenario_.world) {  // its station types are the ones its stations were placed with
    catalogue_ = scenario_.world->stationTypes;
    stationTypes_.file = scenario_.stationTypes;
    shipTypes_ = scenario_.world->shipTypes;
  } else {
    catalogue_ = loadStationTypes(stationTypesFileFor(options_.dataFile), stationTypes_);
  }
  wellRenderer_->prepare(catalogue_);
  fleetRenderer_->prepare(shipTypes_);
  preloadTextures();
  imgui_ = std::make_unique<engine::ImGuiLayer>(*window_);

  // A starting rate of 0 means "start paused"; playing then runs at one day per second.
  clock_.daysPerSecond = system().display.timeRateDaysPerSecond > 0.0 ? system().display.timeRateDaysPerSecond : 1.0;
  clock_.paused = system().display.timeRateDaysPerSecond == 0.0;
  clock_.setJulianDate(astro::nowTT());
  // A scenario given on the command line starts at its own date; the sandbox, like the game, now.
  if (scenario_.world && !options_.scenarioFile.empty()) clock_.secondsSinceJ2000 = scenario_.startSeconds;
  if (!options_.date.empty()) clock_.setJulianDate(*astro::parseDateTT(options_.date).jdTT);  // checked in open()
  previousSeconds_ = clock_.secondsSinceJ2000;
  if (scenario_.world) {
    state_ = scenario_.world->state;
    // Fleets written near a planet at the scenario's date start near it on the game's date.
    carryFleetsWithPlanets(system(), state_.fleets, scenario_.startSeconds, clock_.secondsSinceJ2000, kCarriedWithinMetres);
    const std::size_t later = applyStartingOrders(scenario_.world->orders, state_.fleets);
    if (later > 0) engine::logInfo("SCENARIO", std::to_string(later) + " orders after tick 0 left out: the game gives only the starting ones");
    engine::logInfo("SCENARIO", scenario_.file.string() + ": " + std::to_string(state_.fleets.fleets.size()) + " fleets, " +
                                    std::to_string(state_.fleets.ships.size()) + " ships, " +
                                    std::to_string(state_.stations.size()) + " stations");
  }
  state_.time = clock_.secondsSinceJ2000;
  previousShipPositions_ = state_.fleets.ships.position;
  camera_.focus = glm::dvec3(0.0);
  camera_.distance = 4.5 * astro::kAuMetres * system().display.distanceScale;
  camera_.yaw = -1.9;
  camera_.pitch = 0.55;
  if (!options_.focus.empty()) focusOn(system().find(options_.focus)->id, true);  // checked in open()
  std::error_code ec;
  showHelp_ = options_.benchFrames == 0 && !std::filesystem::exists(helpSeenMarker(), ec);
  return true;
}

void DesktopSession::preloadTextures() {
  for (const world::Body& b : system().bodies) textures_->find(b.appearance.texture);
}

double DesktopSession::sceneRadius() const {
  double radius = 0.0;
  for (const world::Body& b : system().bodies) {
    if (!b.orbit) continue;
    const orbit::KeplerianSet& k = b.orbit->elements().atJ2000;
    radius = std::max(radius, k.semiMajorAxis * (1.0 + k.eccentricity));
  }
  return 1.2 * radius * system().display.distanceScale;
}

// [SECTION] Input ------------------------------------------------------------------------------------

void DesktopSession::focusOn(world::BodyId id, bool immediately) {
  selected_ = id;
  selectedStation_.reset();
  const world::Body& body = system().body(id);
  const double jd = clock_.julianDate();
  const glm::dvec3 position = render::drawnPosition(system(), body, jd);
  const double distance = std::max(render::drawnRadius(system(), body) * 8.0, kMinCameraDistance * 10.0);
  if (immediately) {
    camera_.focus = position;
    camera_.distance = distance;
  }
  controller_.follow(camera_, id, position, distance);
}

void DesktopSession::clearSelection() {
  selected_.reset();
  selectedStation_.reset();
  selection_.clear();
  orderHeight_.reset();
}

void DesktopSession::pick(glm::dvec2 pixel, bool doubleClick) {
  const engine::Ray ray = frameCamera_.rayThrough(pixel);
  // Ships first: a fleet near a planet or a station is what the player is after when it is under the cursor.
  // A click on a ship selects its whole fleet (orders go to fleets); a box selects single ships.
  const std::vector<engine::PickTarget> ships = shipPickTargets(ships_);
  if (const auto ship = engine::pickNearest(ray, ships, kShipPickMinRadiusPixels, frameCamera_.radiansPerPixel());
      ship && ship->id < state_.fleets.ships.size()) {
    clearSelection();
    selection_.selectFleet(state_.fleets.ships.fleet[ship->id], state_.fleets.ships);
    return;
  }
  const std::vector<engine::PickTarget> bodies = pickTargets(scene_);
  const std::vector<engine::PickTarget> stations = stationPickTargets(stations_, frameCamera_);
  const auto body = engine::pickNearest(ray, bodies, kPickMinRadiusPixels, frameCamera_.radiansPerPixel());
  const auto station = engine::pickNearest(ray, stations, kPickMinRadiusPixels, frameCamera_.radiansPerPixel());
  if (station && (!body || station->distance < body->distance)) {
    const world::Station* picked = state_.station(world::StationId{station->id});
    if (doubleClick && picked) focusOn(picked->planet, false);  // the camera follows bodies: its planet
    clearSelection();
    selectedStation_ = world::StationId{station->id};
    return;
  }
  if (!body) {
    if (!doubleClick) clearSelection();
    return;
  }
  const world::BodyId id{body->id};
  selection_.clear();
  if (doubleClick) {
    focusOn(id, false);
  } else {
    selected_ = id;
    selectedStation_.reset();
  }
}

void DesktopSession::boxSelect(glm::dvec2 a, glm::dvec2 b) {
  std::vector<glm::dvec3> onScreen;
  onScreen.reserve(ships_.size());
  for (const render::ShipView& s : ships_) onScreen.push_back(frameCamera_.toScreen(s.position));
  const std::vector<std::uint32_t> inside = engine::pointsInBox(engine::boxBetween(a, b), onScreen);
  const bool any = !inside.empty();
  if (any) clearSelection();
  selection_.set(inside, state_.fleets.ships.size());
  orderHeight_.reset();
}

void DesktopSession::orderAt(glm::dvec2 pixel) {
  if (selection_.empty()) return;
  const engine::Ray ray = frameCamera_.rayThrough(pixel);
  const std::vector<engine::PickTarget> bodies = pickTargets(scene_);
  const std::vector<engine::PickTarget> stations = stationPickTargets(stations_, frameCamera_);
  const auto body = engine::pickNearest(ray, bodies, kPickMinRadiusPixels, frameCamera_.radiansPerPixel());
  const auto station = engine::pickNearest(ray, stations, kPickMinRadiusPixels, frameCamera_.radiansPerPixel());
  std::optional<fleet::Order> order;
  if (station && (!body || station->distance < body->distance)) {
    if (const world::Station* picked = state_.station(world::StationId{station->id})) order = goToOrder(picked->planet);
  } else if (body) {
    const world::Body& target = system().body(world::BodyId{body->id});
    if (target.orbit) {
      order = goToOrder(target.id);
    } else {
      engine::logInfo("FLEET", "no order: ships cannot go to the " + target.name);
      return;
    }
  } else if (orderCursor_) {
    order = moveOrderTo(system(), orderCursor_->target);
  }
  if (!order) return;
  const std::size_t fleets = orderSelection(state_.fleets, selection_, *order);
  engine::logInfo("FLEET", std::to_string(fleets) + (fleets == 1 ? " fleet: " : " fleets: ") + describeOrder(system(), *order));
  orderHeight_.reset();
}

void DesktopSession::startBuilding(world::StationTypeId type) {
  if (!selected_ || !system().body(*selected_).well || type.value >= catalogue_.types.size()) return;
  build_ = BuildMode{*selected_, type};
  preview_.reset();
}

void DesktopSession::placeAtCursor() {
  // The placement the ghost showed when the player clicked, at the time it was drawn; the rules
  // are checked again against the stations as they are now.
  if (!preview_) return;
  world::StationId placed;
  const world::PlacementVerdict verdict = world::placeStation(system(), catalogue_, state_, preview_->request, &placed);
  if (verdict.allowed()) {
    engine::logInfo("BUILD", catalogue_.type(preview_->request.type).name + " #" + std::to_string(placed.value) +
                                 " placed on ring " + std::to_string(preview_->request.ring + 1) + " of " +
                                 system().body(preview_->request.planet).name);
  } else {
    engine::logInfo("BUILD", "not placed: " + verdict.reason);
  }
}

void DesktopSession::handleInput(bool hudWantsMouse, bool hudWantsKeyboard) {
  const engine::InputState& input = window_->input();
  const glm::dvec2 viewport = glm::dvec2(window_->framebufferSize());
  if (!hudWantsMouse) {
    controller_.leftDragSelects = !build_;  // in build mode the left drag rotates, as it always did
    const bool clicked = controller_.applyMouse(camera_, input, viewport);
    if (build_) {  // in build mode a click places, a right click ends it
      if (clicked) placeAtCursor();
      if (controller_.clicked(engine::MouseButton::Right, input)) build_.reset();
    } else {
      const auto boxFrom = controller_.selectionDragStart(input);
      if (boxFrom && input.released(engine::MouseButton::Left)) {
        boxSelect(*boxFrom, input.mouse);
      } else if (input.doubleClick) {
        pick(input.mouse, true);
      } else if (clicked) {
        pick(input.mouse, false);
      }
      if (controller_.clicked(engine::MouseButton::Right, input)) orderAt(input.mouse);
    }
  }
  if (hudWantsKeyboard) return;
  HudRequests keys;
  if (input.keyPressed(GLFW_KEY_SPACE)) keys.togglePause = true;
  if (input.keyPressed(GLFW_KEY_LEFT_BRACKET) || input.keyPressed(GLFW_KEY_MINUS) || input.keyPressed(GLFW_KEY_KP_SUBTRACT)) keys.rateStep = -1;
  if (input.keyPressed(GLFW_KEY_RIGHT_BRACKET) || input.keyPressed(GLFW_KEY_EQUAL) || input.keyPressed(GLFW_KEY_KP_ADD)) keys.rateStep = +1;
  if (input.keyPressed(GLFW_KEY_T)) keys.jumpToToday = true;
  if (input.keyPressed(GLFW_KEY_F)) keys.focusSelected = true;
  if (input.keyPressed(GLFW_KEY_H)) showHelp_ = !showHelp_;
  if (input.keyPressed(GLFW_KEY_F12)) screenshotRequested_ = true;
  if (input.keyPressed(GLFW_KEY_ESCAPE)) {
    if (build_) {
      build_.reset();
    } else if (controller_.following()) {
      controller_.stopFollowing();
    } else {
      clearSelection();
    }
  }
  if (input.keyPressed(GLFW_KEY_HOME)) {
    controller_.stopFollowing();
    camera_.focus = glm::dvec3(0.0);
    camera_.distance = 60.0 * astro::kAuMetres * system().display.distanceScale;
  }
  applyRequests(keys);
}

void DesktopSession::applyRequests(const HudRequests& requests) {
  if (requests.togglePause) clock_.paused = !clock_.paused;
  if (requests.rateStep != 0) {
    const auto k = static_cast<int>(world::nearestTimeRate(clock_.daysPerSecond)) + requests.rateStep;
    clock_.daysPerSecond = world::kTimeRates[static_cast<std::size_t>(std::clamp(k, 0, static_cast<int>(world::kTimeRates.size()) - 1))];
  }
  if (requests.jumpToToday) {
    clock_.setJulianDate(astro::nowTT());
    previousSeconds_ = clock_.secondsSinceJ2000;
  }
  if (requests.focusSelected && selected_) focusOn(*selected_, false);
  if (requests.focusSelected && !selection_.empty()) {
    // The camera follows bodies only: it moves to the selected ships and stays there.
    if (const auto centre = selectionCentre(selection_, ships_)) {
      double largest = 0.0;
      for (const std::uint32_t id : selection_.ids()) largest = std::max(largest, id < ships_.size() ? ships_[id].radius : 0.0);
      controller_.stopFollowing();
      camera_.focus = *centre;
      camera_.distance = std::clamp(60.0 * largest, kMinCameraDistance * 10.0, kMaxCameraDistance);
    }
  }
  if (requests.focusSelected && selectedStation_) {
    const world::Station* station = state_.station(*selectedStation_);
    const world::StationId keep = *selectedStation_;
    if (station && render::wellHolds(system(), *station)) {
      focusOn(station->planet, false);
      selected_.reset();
      selectedStation_ = keep;
    }
  }
  if (requests.selectFleet && requests.selectFleet->value < state_.fleets.fleets.size()) {
    clearSelection();
    selection_.selectFleet(*requests.selectFleet, state_.fleets.ships);
  }
  if (requests.holdSelected) orderSelection(state_.fleets, selection_, fleet::Order{});
  if (requests.startBuilding) startBuilding(*requests.startBuilding);
  if (requests.stopBuilding) build_.reset();
}

void DesktopSession::pollData(double now) {
  if (now - lastPoll_ < kReloadPollSeconds) return;
  lastPoll_ = now;
  const bool wasFailing = source_->lastLoadFailed();
  // Ids are indices into the file's list: a reordered file renumbers them, so the selection and the
  // followed body are carried across a reload by name.
  const std::string selectedName = selected_ ? system().body(*selected_).name : std::string();
  const std::string followedName = controller_.following() ? system().body(controller_.following()->body).name : std::string();
  if (source_->poll()) {
    engine::logInfo("DATA", "reloaded " + source_->path().string());
    // A reloaded planet file may have dropped a body a fleet goes to, or a ring a station is on:
    // checked once here, not every tick (the ids change only with the data).
    fleetIdsValid_ = render::fleetsReferToValidIds(system(), shipTypes_, state_.fleets);
    navigationPaused_ = !fleetIdsValid_ ||
                        std::any_of(state_.stations.begin(), state_.stations.end(), [&](const world::Station& st) {
                          return !render::stationDrawable(system(), catalogue_, st);
                        });
    scene_ = {};  // last frame's ids belong to the old system: nothing is pickable until the next frame
    preloadTextures();
    const world::Body* selected = selectedName.empty() ? nullptr : system().find(selectedName);
    selected_ = selected ? std::optional(selected->id) : std::nullopt;
    const world::Body* followed = followedName.empty() ? nullptr : system().find(followedName);
    if (followed) {
      controller_.retarget(followed->id);
    } else {
      controller_.stopFollowing();
    }
  } else if (source_->lastLoadFailed() && !wasFailing) {
    for (const data::Diagnostic& d : source_->diagnostics()) {
      const std::string line = data::formatDiagnostic(d, source_->path().string());
      d.severity == data::Severity::Error ? engine::logError("DATA", line) : engine::logWarning("DATA", line);
    }
    engine::logWarning("DATA", "keeping the last good data");
  }
}

// [SECTION] The frame -----------------------------------------------------------------------------

void DesktopSession::stepNavigation(double tickSeconds) {
  if (!(tickSeconds > 0.0) || state_.fleets.ships.size() == 0 || navigationPaused_) return;
  // Steps no longer than the moving ships' longest sound step, at most kMaxNavigationSteps a tick (at
  // fast time rates the steps grow longer and the avoidance coarser); one when nothing moves.
  const double longest = fleet::longestNavigationStep(shipTypes_, state_.fleets.ships);
  const int steps = std::isinf(longest) ? 1
                                        : fleet::navigationSteps(tickSeconds, std::min(kMaxNavigationStepSeconds, longest),
                                                                 kMaxNavigationSteps);
  const fleet::NavigationData data{system(), shipTypes_, catalogue_};
  const double dt = tickSeconds / steps;
  for (int k = 0; k < steps; ++k) {
    fleet::stepFleets(data, state_, dt, tick_, navigation_);
    state_.time += dt;
  }
  ++tick_;
}

void DesktopSession::updateOrderCursor(bool hudWantsMouse) {
  orderCursor_.reset();
  const engine::InputState& input = window_->input();
  if (selection_.empty() || build_ || hudWantsMouse) {
    orderHeight_.update({}, {}, false);
    return;
  }
  const auto centre = selectionCentre(selection_, ships_);
  if (!centre) return;
  const engine::Plane plane = orderPlane(*centre);
  const engine::Ray ray = frameCamera_.rayThrough(input.mouse);
  orderHeight_.update(ray, plane, input.shift);
  // Over a planet or a station a right click goes there: no disc then (unless the height is being set).
  if (!orderHeight_.adjusting()) {
    const std::vector<engine::PickTarget> bodies = pickTargets(scene_);
    const std::vector<engine::PickTarget> stations = stationPickTargets(stations_, frameCamera_);
    if (engine::pickNearest(ray, bodies, kPickMinRadiusPixels, frameCamera_.radiansPerPixel()) ||
        engine::pickNearest(ray, stations, kPickMinRadiusPixels, frameCamera_.radiansPerPixel())) {
      return;
    }
  }
  const auto pick = orderHeight_.target(ray, plane);
  if (!pick) return;
  const double discRadius = kOrderDiscPixels * frameCamera_.radiansPerPixel() * glm::length(pick->onPlane - frameCamera_.eye);
  orderCursor_ = OrderCursor{pick->onPlane, pick->point, discRadius};
}

void DesktopSession::drawFrame(double frameSeconds, bool withHud) {
  const int ticks = ticker_.ticksFor(frameSeconds);
  const auto navigationStart = std::chrono::steady_clock::now();
  for (int k = 0; k < ticks; ++k) {
    previousSeconds_ = clock_.secondsSinceJ2000;
    previousShipPositions_ = state_.fleets.ships.position;
    const double tickSeconds = clock_.tickSeconds();
    state_.time = clock_.secondsSinceJ2000;
    stepNavigation(tickSeconds);  // from state_.time, by the tick's simulated seconds
    clock_.advanceOneTick();
    state_.time = clock_.secondsSinceJ2000;
  }
  navigationMilliseconds_ =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - navigationStart).count();
  // Orbits and rings are analytic, so the interpolated time gives exact in-between positions.
  const double renderSeconds = previousSeconds_ + ticker_.alpha() * (clock_.secondsSinceJ2000 - previousSeconds_);
  const double renderJd = astro::julianDateOfSeconds(renderSeconds);

  if (const auto& follow = controller_.following()) {
    const world::Body& body = system().body(follow->body);
    controller_.update(camera_, render::drawnPosition(system(), body, renderJd), render::drawnRadius(system(), body),
                       frameSeconds);
  }
  const glm::ivec2 size = window_->framebufferSize();
  frameCamera_ = makeFrameCamera(camera_, glm::dvec2(size), depthMode_, sceneRadius());
  scene_ = render::buildSceneView(system(), renderJd, frameCamera_.eye, kOrbitSamples);
  stations_ = render::stationViews(system(), catalogue_, state_.stations, renderSeconds, frameCamera_.eye);
  if (fleetIdsValid_) {
    ships_ = render::shipViews(system(), shipTypes_, state_.fleets.ships, previousShipPositions_, ticker_.alpha(),
                               renderSeconds, frameCamera_.eye);
  } else {
    ships_.clear();
  }
  updateOrderCursor(withHud && imgui_->wantsMouse());
  // The placement is judged at the time drawn, the time the player sees the other stations at.
  preview_.reset();
  if (build_ && !(withHud && imgui_->wantsMouse())) {
    preview_ = previewPlacement(system(), catalogue_, state_.stations, *build_,
                                frameCamera_.rayThrough(window_->input().mouse), renderSeconds);
  }
  const WellFrame wells = makeWellFrame(system(), catalogue_, stations_, {selected_, selectedStation_, build_, preview_},
                                        frameCamera_, renderSeconds);

  engine::drawStats() = {};
  target_.resize(size);
  target_.bind();
  engine::applyDepthState(depthMode_);
  glClearColor(0.005f, 0.006f, 0.012f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  renderer_->draw(scene_, frameCamera_, selected_);
  wellRenderer_->draw(wells, catalogue_, frameCamera_);
  FleetFrame fleets{frameCamera_.eye, ships_, &selection_, {}, orderCursor_};
  fleets.courses = render::fleetCourses(system(), state_.fleets, ships_, renderSeconds);
  fleetRenderer_->draw(fleets, frameCamera_);
  drawCallsLastFrame_ = engine::drawStats().drawCalls;
  target_.blitToWindow(size);

  if (withHud) {
    imgui_->beginFrame();
    std::optional<engine::ScreenBox> dragBox;
    if (const auto from = controller_.selectionDragStart(window_->input());
        from && window_->input().down(engine::MouseButton::Left)) {
      dragBox = engine::boxBetween(*from, window_->input().mouse);
    }
    HudInput in{system(), clock_, renderJd, selected_, *source_, frameCamera_, scene_, frameMilliseconds_,
                drawCallsLastFrame_, std::nullopt,
                HudWells{catalogue_, stationTypes_, state_, stations_, selectedStation_, build_, preview_},
                HudFleets{shipTypes_, state_.fleets, ships_, selection_, dragBox, scenario_,
                          orderHeight_.height() / system().display.distanceScale / astro::kKmMetres, navigationPaused_}};
    // The engine's ground-plane picking, against the ecliptic: where the cursor points in the system.
    const engine::RayHit onEcliptic = engine::intersect(frameCamera_.rayThrough(window_->input().mouse), engine::eclipticPlane());
    if (onEcliptic.hit) in.cursorOnEcliptic = onEcliptic.point;
    applyRequests(drawHud(in, showHelp_));
    imgui_->endFrame();
  }
  if (helpShownLastFrame_ && !showHelp_) {  // dismissed (H or its close button): not shown at the next start
    std::error_code ec;
    std::filesystem::create_directories(helpSeenMarker().parent_path(), ec);
    std::ofstream(helpSeenMarker()) << "the help overlay was dismissed; delete this file to see it at start\n";
  }
  helpShownLastFrame_ = showHelp_;
}

void DesktopSession::runInteractive() {
  double last = window_->time();
  while (!window_->shouldClose()) {
    window_->pollEvents();
    const double now = window_->time();
    const double frameSeconds = now - last;
    last = now;
    frameMilliseconds_ = 0.9 * frameMilliseconds_ + 0.1 * frameSeconds * 1000.0;
    pollData(now);
    handleInput(imgui_->wantsMouse(), imgui_->wantsKeyboard());
    drawFrame(frameSeconds, true);
    if (screenshotRequested_) {
      screenshotRequested_ = false;
      const std::string name = screenshotName();
      const glm::ivec2 size = window_->framebufferSize();
      if (writePng(name, size, engine::readPixelsTopDown(0, size))) engine::logInfo("SCREENSHOT", "wrote " + name);
    }
    window_->swapBuffers();
  }
}

// [SECTION] Entry points ------------------------------------------------------------------------------

void DesktopSession::runBenchmark(int frames) {
  using Clock = std::chrono::steady_clock;
  const auto ms = [](Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
  };
  const int stations = placeBenchmarkStations(system(), catalogue_, state_);
  std::vector<double> total, cpu, gpu, swap, navigation;
  constexpr int kWarmUp = 10;
  for (int k = 0; k < frames + kWarmUp; ++k) {
    const auto start = Clock::now();
    window_->pollEvents();
    drawFrame(world::kTickSeconds, true);
    const auto submitted = Clock::now();
    glFinish();  // count the GPU's (here llvmpipe's) work in the frame, not just the submission
    const auto finished = Clock::now();
    window_->swapBuffers();
    const auto end = Clock::now();
    if (k < kWarmUp) continue;
    total.push_back(ms(start, end));
    cpu.push_back(ms(start, submitted));
    gpu.push_back(ms(submitted, finished));
    swap.push_back(ms(finished, end));
    navigation.push_back(navigationMilliseconds_);
  }
  const auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  std::vector<double> sorted = total;
  std::sort(sorted.begin(), sorted.end());
  const glm::ivec2 size = window_->framebufferSize();
  std::printf("frames %d at %dx%d with %d stations, %zu ships: median %.2f ms (cpu %.2f of which fleet navigation "
              "%.2f, gpu %.2f, swap %.2f), p90 %.2f ms; %d draw calls; %s\n",
              frames, size.x, size.y, stations, state_.fleets.ships.size(), median(total), median(cpu),
              median(navigation), median(gpu), median(swap), sorted[sorted.size() * 9 / 10], drawCallsLastFrame_,
              window_->glDescription().c_str());
}

bool DesktopSession::captureScreenshot(const ScreenshotOptions& options) {
  clock_.paused = true;  // the picture shows exactly the requested date
  for (int k = 0; k < std::max(options.frames, 1); ++k) {
    window_->pollEvents();
    drawFrame(world::kTickSeconds, false);
    if (k + 1 < options.frames) window_->swapBuffers();
  }
  const glm::ivec2 size = window_->framebufferSize();
  const std::vector<std::uint8_t> pixels = engine::readPixelsTopDown(0, size);
  if (!writePng(options.out, size, pixels)) {
    std::cerr << "perihelion: cannot write " << options.out.string() << '\n';
    return false;
  }
  if (!options.report.empty()) {
    nlohmann::json report;
    report["width"] = size.x;
    report["height"] = size.y;
    report["jd_tt"] = clock_.julianDate();
    report["draw_calls"] = drawCallsLastFrame_;
    report["bodies"] = nlohmann::json::array();
    const std::vector<engine::PickTarget> targets = pickTargets(scene_);
    for (const render::BodyView& b : scene_.bodies) {
      const glm::dvec3 s = frameCamera_.toScreen(b.position);
      const double distance = glm::length(b.position - scene_.eye);
      nlohmann::json entry;
      entry["name"] = system().body(b.id).name;
      entry["x"] = s.x;
      entry["y"] = s.y;
      entry["depth"] = s.z;
      entry["radius_px"] = frameCamera_.projectedRadiusPixels(b.radius, distance);
      entry["on_screen"] = s.z >= 0.0 && s.z <= 1.0 && s.x >= 0 && s.y >= 0 && s.x < size.x && s.y < size.y;
      const auto hit = engine::pickNearest(frameCamera_.rayThrough({s.x, s.y}), targets, kPickMinRadiusPixels,
                                           frameCamera_.radiansPerPixel());
      entry["picked"] = hit ? nlohmann::json(system().body(world::BodyId{hit->id}).name) : nlohmann::json(nullptr);
      report["bodies"].push_back(entry);
    }
    std::ofstream(options.report) << report.dump(2) << '\n';
  }
  return true;
}

int openOrExplain(const DesktopOptions& options, bool visible, bool useSandbox, std::unique_ptr<DesktopSession>& session) {
  std::string error;
  int exitCode = 0;
  session = DesktopSession::open(options, visible, useSandbox, error, exitCode);
  if (!session) std::cerr << "perihelion: " << error << '\n';
  return exitCode;
}

}  // namespace

int runDesktop(const DesktopOptions& options) {
  std::unique_ptr<DesktopSession> session;
  if (const int code = openOrExplain(options, true, true, session); !session) return code;
  if (options.benchFrames > 0) {
    session->runBenchmark(options.benchFrames);
  } else {
    session->runInteractive();
  }
  return 0;
}

int runScreenshot(const ScreenshotOptions& options) {
  std::unique_ptr<DesktopSession> session;
  // Screenshots show the system as the data give it: fleets only from an explicit --scenario.
  if (const int code = openOrExplain(options.desktop, false, false, session); !session) return code;
  return session->captureScreenshot(options) ? 0 : 1;
}

}  // namespace perihelion::app
