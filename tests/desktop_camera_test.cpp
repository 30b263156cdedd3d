// Finding and gathering one's own things at the desktop, without a window: the holdings list selects a
// planet or a station and brings the camera to it; F on selected ships frames all of them and follows
// them as they move; Shift on a fleet's name adds it to the selection (found wanting in a play-test: a
// player could not get back to their own shipyards, F on a fleet under way showed empty space that the
// fleet had left, and fleets at home could not be gathered into one to strike together).
#include <gtest/gtest.h>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "astro/units.h"
#include "desktop/desktop_game.h"
#include "desktop/fleet_command.h"
#include "desktop/frame_view.h"
#include "desktop/game_scenario.h"
#include "desktop/player_input.h"

namespace perihelion::app {
namespace {

const std::filesystem::path kNewGame = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios" / "new_game.json";
constexpr glm::dvec2 kViewport{1280, 720};

/// The desktop's game and player frame by frame at one game day a second, as the desktop runs them.
struct Desktop {
  GameScenario scenario = loadGameScenario(kNewGame);
  std::unique_ptr<DesktopGame> game;
  std::unique_ptr<PlayerInput> player;
  FrameView frame;

  Desktop() {
    const data::ScenarioWorld& w = *scenario.world;
    game = std::make_unique<DesktopGame>(watchScenarioData(w),
                                         data::stateStartingAt(w, w.state.time, world::secondsPerTickAt(1.0), false), w.orders);
    player = std::make_unique<PlayerInput>(*game, std::nullopt);
    step();
  }
  void step(const engine::InputState& input = {}, const HudRequests& hud = {}) {
    player->handle(input, kViewport, false, false, frame, *game, 0.0);
    player->apply(hud, frame, *game, 0.0);
    game->advance(1.0 / 60.0);
    player->followCamera(*game, game->renderSeconds(), 1.0 / 60.0);
    const double sceneRadius = sceneRadiusOf(game->system());
    frame = buildFrameView(*game, player->camera(), kViewport, engine::DepthMode::ReversedZ, sceneRadius);
    if (player->followShips(*game, frame)) {
      frame = buildFrameView(*game, player->camera(), kViewport, engine::DepthMode::ReversedZ, sceneRadius);
    }
  }
  void idle(int frames) {
    for (int k = 0; k < frames; ++k) step();
  }
  void key(int code) {
    engine::InputState in;
    in.keysPressed.push_back(code);
    step(in);
  }
  glm::dvec3 drawnBody(world::BodyId id) const {
    for (const render::BodyView& b : frame.scene.bodies) {
      if (b.id == id) return b.position;
    }
    ADD_FAILURE() << "body " << id.value << " not drawn";
    return {};
  }
  /// The selected ships' centre and the farthest of them from it, as drawn in the last frame.
  std::pair<glm::dvec3, double> selectionSpread() const {
    const auto centre = selectionCentre(player->selection(), game->state().fleets.ships, frame.ships);
    EXPECT_TRUE(centre);
    double spread = 0.0;
    for (const std::size_t i : player->selection().indices(game->state().fleets.ships)) {
      if (const render::ShipView* v = render::shipViewAt(frame.ships, i)) spread = std::max(spread, glm::length(v->position - *centre));
    }
    return {centre.value_or(glm::dvec3(0.0)), spread};
  }
};

TEST(Holdings, AClickOnOnesShipyardSelectsItAndTheCameraGoesToItsPlanet) {
  Desktop d;
  const world::StationId yard{1};  // new_game.json: Blue's shipyard, at the Earth
  const world::Station* station = d.game->state().station(yard);
  ASSERT_TRUE(station);
  ASSERT_EQ(station->owner, d.game->player());
  const glm::dvec3 before = d.player->camera().focus;
  HudRequests click;
  click.selectStation = yard;
  d.step({}, click);
  EXPECT_EQ(d.player->selectedStation(), yard);
  EXPECT_FALSE(d.player->selectedBody()) << "the station's panel, not its planet's";
  d.idle(120);  // two seconds of frames: the camera's approach has a half-life of 0.18 s
  const glm::dvec3 earth = d.drawnBody(station->planet);
  EXPECT_GT(glm::length(before - earth), 1000.0 * glm::length(d.player->camera().focus - earth))
      << "the camera ends at the yard's planet, from the inner system's view it started in";
  ASSERT_TRUE(d.player->controller().following());
  EXPECT_EQ(d.player->controller().following()->body, station->planet);
}

TEST(Holdings, AClickOnAPlanetHeldSelectsItAndFollowsIt) {
  Desktop d;
  const world::BodyId earth = d.game->state().station(world::StationId{1})->planet;
  HudRequests click;
  click.selectBody = earth;
  d.step({}, click);
  EXPECT_EQ(d.player->selectedBody(), earth);
  ASSERT_TRUE(d.player->controller().following());
  EXPECT_EQ(d.player->controller().following()->body, earth);
}

TEST(ShipsFollow, FFramesEverySelectedShipAndTheCameraMovesWithThem) {
  Desktop d;
  HudRequests select;
  select.selectFleet = fleet::FleetId{0};  // Blue's Home Guard, riding the Earth's well
  d.step({}, select);
  ASSERT_FALSE(d.player->selection().empty());
  d.key(GLFW_KEY_F);
  const auto [centreThen, spread] = d.selectionSpread();
  EXPECT_GE(d.player->camera().distance, spread) << "every selected ship within the view";
  // Two game days: the Earth carries its well five million km, the ships with it.
  d.idle(120);
  const auto [centreNow, spreadNow] = d.selectionSpread();
  const double moved = glm::length(centreNow - centreThen);
  ASSERT_GT(moved, 100.0 * std::max(spreadNow, 1.0)) << "the ships must have gone far for the test to mean anything";
  EXPECT_LT(glm::length(d.player->camera().focus - centreNow), 0.01 * moved) << "the camera kept with them";
  EXPECT_EQ(d.frame.scene.eye, d.frame.camera.eye) << "the frame drawn from where the camera is, not a frame behind";
  // Esc ends the follow: the camera stays where it is while they go on.
  d.key(GLFW_KEY_ESCAPE);
  const glm::dvec3 left = d.player->camera().focus;
  d.idle(60);
  EXPECT_EQ(d.player->camera().focus, left);
  EXPECT_FALSE(d.player->selection().empty()) << "the first Esc stops following; the selection stays";
}

TEST(ShipsFollow, SelectingOtherShipsEndsTheFollow) {
  Desktop d;
  // Two fleets of Blue's: the Home Guard's first ship on its own, and the rest.
  const fleet::Ships& ships = d.game->state().fleets.ships;
  d.game->submit(sim::FormFleet{{ships.id[0]}, "Picket", d.game->player()});
  d.idle(10);
  const fleet::FleetId picket = ships.fleet[0];
  ASSERT_NE(picket, fleet::FleetId{0}) << "the split must have happened for the test to mean anything";
  HudRequests select;
  select.selectFleet = fleet::FleetId{0};
  d.step({}, select);
  d.key(GLFW_KEY_F);
  d.idle(5);
  HudRequests other;
  other.selectFleet = picket;  // other ships, none of those followed
  d.step({}, other);
  const glm::dvec3 left = d.player->camera().focus;
  d.idle(60);  // a game day: the Earth carries both fleets millions of km
  EXPECT_EQ(d.player->camera().focus, left) << "the follow ended with the selection";
}

TEST(FleetsPanel, AShiftClickAddsAFleetToTheSelectionAndTheTwoMerge) {
  Desktop d;
  const world::PlayerId blue = d.game->player();
  // Split the Home Guard: its first two ships become a fleet of their own.
  const fleet::Ships& ships = d.game->state().fleets.ships;
  std::vector<fleet::ShipId> two;
  for (std::size_t i = 0; i < ships.size() && two.size() < 2; ++i) {
    if (ships.fleet[i] == fleet::FleetId{0}) two.push_back(ships.id[i]);
  }
  ASSERT_EQ(two.size(), 2u);
  d.game->submit(sim::FormFleet{two, "Split", blue});
  d.idle(10);
  const fleet::FleetId split = d.game->state().fleets.ships.fleet[0];
  ASSERT_NE(split, fleet::FleetId{0}) << "the split must have happened for the test to mean anything";
  std::size_t guard = 0;
  for (std::size_t i = 0; i < ships.size(); ++i) guard += ships.fleet[i] == fleet::FleetId{0} ? 1 : 0;
  ASSERT_GT(guard, 0u);
  HudRequests first;
  first.selectFleet = fleet::FleetId{0};
  d.step({}, first);
  ASSERT_EQ(d.player->selection().size(), guard);
  HudRequests added;
  added.selectFleet = split;
  added.addToSelection = true;
  d.step({}, added);
  EXPECT_EQ(d.player->selection().size(), guard + 2) << "both fleets selected";
  HudRequests plain;
  plain.selectFleet = split;
  d.step({}, plain);
  EXPECT_EQ(d.player->selection().size(), 2u) << "without Shift a click replaces the selection";
  // Gathered with Shift, the two merge into one.
  d.step({}, first);
  d.step({}, added);
  HudRequests merge;
  merge.mergeFleets = true;
  d.step({}, merge);
  d.idle(10);
  std::size_t merged = 0;
  for (std::size_t i = 0; i < ships.size(); ++i) merged += ships.fleet[i] == fleet::FleetId{0} ? 1 : 0;
  EXPECT_EQ(merged, guard + 2) << "the split's ships back in the Home Guard";
  EXPECT_EQ(d.player->selection().fleets(ships).size(), 1u);
}

}  // namespace
}  // namespace perihelion::app
