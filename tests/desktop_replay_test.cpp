// The desktop's input handling driven headlessly (no window, no GL) through a short script of mouse
// and keys, recorded as it plays, then replayed by `perihelion simulate --commands`: the two must end
// in the same state_hash.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <nlohmann/json.hpp>

#include "astro/units.h"
#include "desktop/desktop_game.h"
#include "desktop/frame_view.h"
#include "desktop/game_scenario.h"
#include "desktop/player_input.h"

namespace perihelion::app {
namespace {

const std::filesystem::path kSandbox = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios" / "sandbox.json";
const std::filesystem::path kNewGame = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios" / "new_game.json";
constexpr glm::dvec2 kViewport{1280, 720};
constexpr double kNow = 2461370.0;  // "today" for the T key: a fixed JD, so the script is the same every run

/// The desktop's game and player, frame by frame, without a window.
struct HeadlessDesktop {
  GameScenario scenario;
  std::unique_ptr<DesktopGame> game;
  std::unique_ptr<PlayerInput> player;
  FrameView frame;
  int framesRun = 0;

  explicit HeadlessDesktop(std::ostream& recording, const std::filesystem::path& file = kSandbox)
      : scenario(loadGameScenario(file)) {
    const data::ScenarioWorld& w = *scenario.world;
    // A month after the scenario's date, as the desktop starts the sandbox "now": fleets near planets
    // are carried with them, and the replay must carry them the same way from the recorded start.
    const sim::GameState start =
        data::stateStartingAt(w, w.state.time + 30.0 * astro::kSecondsPerDay, world::secondsPerTickAt(1.0), false);
    game = std::make_unique<DesktopGame>(watchScenarioData(w), start, w.orders);
    game->startRecording(recording, w.name);
    player = std::make_unique<PlayerInput>(*game, std::nullopt);
    step({});
  }
  /// One frame: the input judged against the last frame, the ticks real time allows, the new frame
  /// built. Frames alternate between 1/144 s (often no tick: commands wait) and 1/30 s (two ticks).
  void step(const engine::InputState& input, const HudRequests& hud = {}) {
    player->handle(input, kViewport, false, false, frame, *game, kNow);
    player->apply(hud, frame, *game, kNow);
    game->advance(++framesRun % 2 == 0 ? 1.0 / 30.0 : 1.0 / 144.0);
    frame = buildFrameView(*game, player->camera(), kViewport, engine::DepthMode::ReversedZ, sceneRadiusOf(game->system()));
    player->addCursor(input, false, *game, frame);
  }
  void idle(int frames) {
    for (int k = 0; k < frames; ++k) step({});
  }
  void moveTo(glm::dvec2 pixel) {
    engine::InputState in;
    in.mouse = pixel;
    step(in);
  }
  /// A click held for a few frames, as xdotool's 0.1 s press.
  void click(glm::dvec2 pixel, engine::MouseButton button) {
    const auto b = static_cast<std::size_t>(button);
    engine::InputState down;
    down.mouse = pixel;
    down.buttonPressed[b] = down.buttonDown[b] = true;
    step(down);
    engine::InputState held;
    held.mouse = pixel;
    held.buttonDown[b] = true;
    for (int k = 0; k < 5; ++k) step(held);
    engine::InputState up;
    up.mouse = pixel;
    up.buttonReleased[b] = true;
    step(up);
  }
  void key(int code) {
    engine::InputState in;
    in.keysPressed.push_back(code);
    step(in);
  }
  glm::dvec2 pixelOf(const glm::dvec3& drawn) const {
    const glm::dvec3 s = frame.camera.toScreen(drawn);
    return {s.x, s.y};
  }
  glm::dvec2 bodyPixel(const std::string& name) const {
    for (const render::BodyView& b : frame.scene.bodies) {
      if (game->system().body(b.id).name == name) return pixelOf(b.position);
    }
    ADD_FAILURE() << "no body " << name;
    return {};
  }
};

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// `perihelion simulate SCENARIO --commands FILE`'s report; its exit status must be 0.
nlohmann::json replay(const std::filesystem::path& scenario, const std::filesystem::path& recording) {
  const std::string command = "'" PERIHELION_EXE "' simulate '" + scenario.string() + "' --commands '" + recording.string() + "'";
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return {};
  std::string out;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
  const int status = pclose(pipe);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << out;
  return nlohmann::json::parse(out, nullptr, false);
}

TEST(DesktopReplay, AScriptedGameAndItsReplayEndInTheSameStateHash) {
  const std::filesystem::path file = std::filesystem::temp_directory_path() / ("desktop_replay_" + std::to_string(::getpid()) + ".rec");
  std::string ending;
  {
    std::ofstream recording(file, std::ios::binary | std::ios::trunc);
    HeadlessDesktop desktop(recording);
    desktop.idle(10);
    // Click a Red Scout (fleet 1, at Mars): its whole fleet is selected.
    std::optional<std::size_t> scout;
    for (std::size_t i = 0; i < desktop.frame.ships.size() && !scout; ++i) {
      if (desktop.game->state().fleets.ships.fleet[i].value == 1) scout = i;
    }
    ASSERT_TRUE(scout);
    desktop.click(desktop.pixelOf(desktop.frame.ships[*scout].position), engine::MouseButton::Left);
    ASSERT_FALSE(desktop.player->selection().empty());
    EXPECT_EQ(desktop.player->selection().fleets(desktop.game->state().fleets.ships).front().value, 1u);
    // Right click Venus: the scouts go there.
    desktop.click(desktop.bodyPixel("Venus"), engine::MouseButton::Right);
    desktop.idle(20);
    EXPECT_EQ(desktop.game->state().fleets.fleets[1].order.kind, fleet::Order::Kind::GoTo);
    EXPECT_EQ(desktop.game->system().body(desktop.game->state().fleets.fleets[1].order.body).name, "Venus");
    // Right click the Sun: the tick refuses it, with its reason; the recording keeps the command.
    desktop.click(desktop.bodyPixel("Sun"), engine::MouseButton::Right);
    desktop.idle(4);
    ASSERT_TRUE(desktop.game->lastRefusal());
    EXPECT_NE(desktop.game->lastRefusal()->reason.find("[not-a-planet]"), std::string::npos) << desktop.game->lastRefusal()->reason;
    EXPECT_EQ(desktop.game->system().body(desktop.game->state().fleets.fleets[1].order.body).name, "Venus");
    // Faster, then pause and play again.
    const double rate = desktop.game->state().secondsPerTick;
    desktop.key(GLFW_KEY_RIGHT_BRACKET);
    desktop.idle(2);
    EXPECT_GT(desktop.game->state().secondsPerTick, rate);
    desktop.key(GLFW_KEY_SPACE);
    desktop.idle(5);
    EXPECT_TRUE(desktop.game->state().paused);
    desktop.key(GLFW_KEY_SPACE);
    desktop.idle(5);
    EXPECT_FALSE(desktop.game->state().paused);
    // Select Jupiter, choose the shipyard, point at its well and click: a placement, allowed or refused.
    desktop.click(desktop.bodyPixel("Jupiter"), engine::MouseButton::Left);
    ASSERT_TRUE(desktop.player->selectedBody());
    HudRequests build;
    build.startBuilding = desktop.game->stationTypes().find("Shipyard")->id;
    desktop.step({}, build);
    ASSERT_TRUE(desktop.player->build());
    const glm::dvec2 jupiter = desktop.bodyPixel("Jupiter");
    desktop.moveTo(jupiter + glm::dvec2(3, 0));
    ASSERT_TRUE(desktop.frame.preview);
    desktop.click(jupiter + glm::dvec2(3, 0), engine::MouseButton::Left);
    desktop.idle(30);
    ending = desktop.game->finishRecording();
  }
  const std::string text = slurp(file);
  for (const char* command : {" go_to fleets 1 planet 2", " go_to fleets 1 planet 0", " time_rate ", " pause 1",
                              " pause 0", " place_station "}) {
    EXPECT_NE(text.find(command), std::string::npos) << command << " missing from the recording:\n" << text;
  }
  ASSERT_EQ(ending.rfind("state_hash ", 0), 0u) << ending;
  const std::string hash = ending.substr(11, 16);

  EXPECT_EQ(replay(kSandbox, file)["state_hash"], hash) << text;
  std::filesystem::remove(file);
}

TEST(DesktopReplay, ThePlayersEconomyGoesThroughCommandsAndReplays) {
  const std::filesystem::path file = std::filesystem::temp_directory_path() / ("desktop_economy_" + std::to_string(::getpid()) + ".rec");
  std::string ending;
  {
    std::ofstream recording(file, std::ios::binary | std::ios::trunc);
    HeadlessDesktop desktop(recording, kNewGame);
    DesktopGame& game = *desktop.game;
    const world::PlayerId blue = game.player();
    ASSERT_EQ(blue, world::PlayerId{0}) << "the desktop plays the first human player";
    const world::StationId yard{1}, redYard{2};  // new_game.json: Blue's shipyard at the Earth, Red's at Mars
    desktop.idle(4);
    const world::Amounts start = game.state().players[0].stock;
    // The shipyard panel's buttons: two frigates, a scout; the second frigate cancelled; a scout queued
    // at Red's yard (refused: not yours).
    HudRequests queue;
    const fleet::ShipTypeId frigate = game.shipTypes().find("Frigate")->id, scout = game.shipTypes().find("Scout")->id;
    queue.commands = {sim::QueueShip{yard, frigate, blue}, sim::QueueShip{yard, frigate, blue},
                      sim::QueueShip{yard, scout, blue}, sim::QueueShip{redYard, scout, blue}};
    desktop.step({}, queue);
    desktop.idle(3);
    ASSERT_TRUE(game.lastRefusal());
    EXPECT_NE(game.lastRefusal()->reason.find("[not-yours]"), std::string::npos) << game.lastRefusal()->reason;
    ASSERT_EQ(game.state().shipyard(yard)->queue.size(), 3u);
    HudRequests cancel;
    cancel.commands = {sim::CancelShip{yard, 1, blue}};
    desktop.step({}, cancel);
    desktop.idle(3);
    EXPECT_EQ(game.state().shipyard(yard)->queue.size(), 2u);
    EXPECT_EQ(game.state().players[0].ledger.spent, (world::Amounts{250 + 80, 60 + 10, 0}));  // data/ships.json
    // Play on until both are built (1.5 + 0.5 game days at 1 day a second: about 2 s of frames).
    const std::size_t ships = game.state().fleets.ships.size();
    desktop.idle(150);
    ASSERT_EQ(game.state().fleets.ships.size(), ships + 2);
    EXPECT_GT(game.state().players[0].stock.money, start.money - 330) << "income flows while playing";
    // Select the Home Guard and form a fleet of it, then merge it back with the yard's new ships.
    HudRequests select;
    select.selectFleet = fleet::FleetId{0};
    desktop.step({}, select);
    HudRequests form;
    form.formFleet = true;
    desktop.step({}, form);
    desktop.idle(3);
    const fleet::FleetId formed = game.state().fleets.ships.fleet[0];
    EXPECT_NE(formed, fleet::FleetId{0});
    EXPECT_EQ(game.state().fleets.fleets[formed.value].owner, blue);
    ending = game.finishRecording();
  }
  const std::string text = slurp(file);
  for (const char* command : {" queue_ship player 0 shipyard 1 type ", " cancel_ship player 0 shipyard 1 position 1",
                              " queue_ship player 0 shipyard 2 ", " form_fleet player 0 ships "}) {
    EXPECT_NE(text.find(command), std::string::npos) << command << " missing from the recording:\n" << text;
  }
  const nlohmann::json report = replay(kNewGame, file);
  EXPECT_EQ(report["state_hash"], ending.substr(11, 16)) << text;
  EXPECT_EQ(report["economy"]["ledger_error"], 0);
  EXPECT_EQ(report["players"][0]["ships_built"], 2);
  std::filesystem::remove(file);
}

}  // namespace
}  // namespace perihelion::app
