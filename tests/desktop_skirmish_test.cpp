// A skirmish at the desktop, headless: the main menu's form, the game it makes (the computer players
// play through the desktop's ticks exactly as in the headless match), and the fog the player is shown.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "desktop/fog.h"
#include "desktop/frame_view.h"
#include "desktop/player_input.h"
#include "desktop/skirmish_setup.h"
#include "match/match.h"
#include "sim/state_hash.h"

namespace perihelion {
namespace {

using app::SkirmishForm;

const std::filesystem::path kScenarios = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios";
const std::filesystem::path kSkirmish = kScenarios / "skirmish.json";

std::vector<app::SkirmishScenario> scenarios() { return app::findSkirmishScenarios(kScenarios); }

std::unique_ptr<app::DesktopGame> skirmishGame(const std::vector<std::string>& seats, std::uint64_t seed) {
  auto made = app::makeSkirmishGame({kSkirmish, seats, seed, 0.0});
  if (const auto* why = std::get_if<std::string>(&made)) ADD_FAILURE() << *why;
  return std::move(std::get<app::SkirmishGame>(made).game);
}

// [SECTION] The main menu's form ------------------------------------------------------------------

TEST(SkirmishMenu, TheGameItMakesTicksByTheScenariosStepRules) {
  // The desktop's skirmish cuts its ticks as the headless match does (max_navigation_steps 32 in
  // data/scenarios/skirmish.json), so that the same start and commands give the same game.
  EXPECT_EQ(skirmishGame({"human", "none"}, 1)->rules().steps.maxSteps, 32);
}

TEST(SkirmishMenu, OffersTheSkirmishScenarioWithItsFourSeatsAndNotTheOthers) {
  const std::vector<app::SkirmishScenario> found = scenarios();
  const auto named = [&](const char* file) {
    return std::find_if(found.begin(), found.end(), [&](const app::SkirmishScenario& s) { return s.file.filename() == file; });
  };
  ASSERT_NE(named("skirmish.json"), found.end());
  EXPECT_EQ(named("skirmish.json")->playerNames,
            (std::vector<std::string>{"Blue League", "Red Syndicate", "Green Compact", "Gold Directorate"}));
  EXPECT_EQ(named("new_game.json"), found.end());  // no start_planets: not a skirmish
  EXPECT_EQ(named("combat_well.json"), found.end());
}

TEST(SkirmishMenu, TheFormMakesTheSeatsOfTheCommandLineAndRefusesWhatCannotBePlayed) {
  const std::vector<app::SkirmishScenario> found = scenarios();
  SkirmishForm form;
  form.seats = {app::kSeatYou, 3, 1, app::kSeatEmpty};
  form.seed = 7;
  std::string why;
  const auto choice = form.choice(found, why);
  ASSERT_TRUE(choice) << why;
  EXPECT_EQ(choice->seats, (std::vector<std::string>{"human", "ai:hard", "ai:easy"}));
  EXPECT_EQ(choice->seed, 7u);

  form.seats = {app::kSeatYou, app::kSeatEmpty, app::kSeatEmpty, app::kSeatEmpty};
  EXPECT_FALSE(form.choice(found, why));
  EXPECT_NE(why.find("at least two"), std::string::npos) << why;
  form.seats = {app::kSeatYou, app::kSeatYou, app::kSeatEmpty, app::kSeatEmpty};
  EXPECT_FALSE(form.choice(found, why));
  EXPECT_NE(why.find("one seat is yours"), std::string::npos) << why;
  // The first players of the scenario play: a gap would give a seat another player's colour.
  form.seats = {app::kSeatYou, app::kSeatEmpty, app::kSeatNormal, app::kSeatEmpty};
  EXPECT_FALSE(form.choice(found, why));
  EXPECT_NE(why.find("last"), std::string::npos) << why;
}

TEST(SkirmishMenu, LanPlayersSeatsAreForTheMenusHostAndAHostedMatchNeedsOne) {
  const std::vector<app::SkirmishScenario> found = scenarios();
  SkirmishForm form;
  form.seats = {app::kSeatYou, app::kSeatRemote, app::kSeatNormal, app::kSeatEmpty};
  std::string why;
  EXPECT_FALSE(form.choice(found, why)) << "Start plays alone";
  EXPECT_NE(why.find("Host"), std::string::npos) << why;
  const auto hosted = form.choice(found, why, true);
  ASSERT_TRUE(hosted) << why;
  EXPECT_EQ(hosted->seats, (std::vector<std::string>{"human", "remote", "ai:normal"}));
  form.seats = {app::kSeatYou, app::kSeatNormal, app::kSeatEmpty, app::kSeatEmpty};
  EXPECT_FALSE(form.choice(found, why, true));
  EXPECT_NE(why.find("LAN player"), std::string::npos) << why;
}

TEST(SkirmishMenu, ABadSeatOrTooManyPlayersIsExplainedNotStarted) {
  auto made = app::makeSkirmishGame({kSkirmish, {"human", "ai:genius"}, 1, 0.0});
  ASSERT_TRUE(std::holds_alternative<std::string>(made));
  EXPECT_NE(std::get<std::string>(made).find("genius"), std::string::npos);
  made = app::makeSkirmishGame({kSkirmish, {"human", "none", "none", "none", "none"}, 1, 0.0});
  ASSERT_TRUE(std::holds_alternative<std::string>(made));
  EXPECT_NE(std::get<std::string>(made).find("start planets"), std::string::npos) << std::get<std::string>(made);
}

// [SECTION] The game it makes ---------------------------------------------------------------------

TEST(DesktopSkirmish, ThePlayerIsTheHumanSeatAtTheSkirmishPaceOnTheHomeTheSeedDrew) {
  const auto game = skirmishGame({"ai:normal", "human"}, 3);
  ASSERT_TRUE(game->match());
  EXPECT_EQ(game->player(), world::PlayerId{1});
  // skirmish.json: 0.1 game days a real second, at 60 ticks a second.
  EXPECT_DOUBLE_EQ(game->state().secondsPerTick, 0.1 * 86400.0 / 60.0);
  EXPECT_FALSE(game->state().paused);
  // The same draw as the headless match's with the same seed.
  const std::vector<std::size_t> order = match::drawOrder(4, 3);
  const char* candidates[] = {"Venus", "Earth", "Mars", "Jupiter"};
  EXPECT_EQ(game->system().body(game->state().players[1].home).name, candidates[order[1]]);
}

/// The desktop's game and the headless match, from the same seats and seed, each given the same time
/// rate in their first tick: the computer players look at the same times, so the states are the same.
TEST(DesktopSkirmish, TheComputerPlaysThroughTheDesktopsTicksAsInTheHeadlessMatch) {
  const std::vector<std::string> specs = {"ai:normal", "ai:easy"};
  const auto game = skirmishGame(specs, 5);
  const data::Loaded<data::Scenario> scenario = data::loadScenarioFile(kSkirmish);
  std::vector<match::Seat> seats;
  for (const std::string& s : specs) seats.push_back(*match::parseSeat(s));
  match::Match headless(std::get<match::Skirmish>(match::makeSkirmish(*scenario.value, kSkirmish.string(), seats, 5, 0.0)));

  const sim::Command rate = sim::SetTimeRate{1800.0};
  game->submit(rate);
  game->runTick();
  headless.step(std::span(&rate, 1));
  for (int t = 1; t < 24 * 40; ++t) {  // 20 game days
    game->runTick();
    headless.step();
  }
  EXPECT_EQ(sim::stateHash(game->state()), sim::stateHash(headless.state()));
  // And the computer players did play: ships built, their looks counted, nothing refused.
  EXPECT_GT(game->state().fleets.ships.size(), 0u);
  EXPECT_GT(game->match()->computers.decisions(), 100);
  EXPECT_EQ(game->match()->chronicle.refusedCommands(world::PlayerId{0}), 0);
  EXPECT_EQ(game->match()->chronicle.refusedCommands(world::PlayerId{1}), 0);
  EXPECT_EQ(game->match()->chronicle.samples().size(), headless.samples().size());
  EXPECT_EQ(game->refusedCommands(), 0u);
}

TEST(DesktopSkirmish, TheMatchEndsAtTheDesktopAsHeadlessWithItsSummaryFigures) {
  auto made = app::makeSkirmishGame({kSkirmish, {"human", "none"}, 1, 2.0});  // a time limit of two days
  auto game = std::move(std::get<app::SkirmishGame>(made).game);
  while (!game->match()->chronicle.end() && game->state().tick < 10'000) game->runTick();
  ASSERT_TRUE(game->match()->chronicle.end());
  EXPECT_EQ(game->match()->chronicle.end()->reason, sim::EndReason::Time);
  EXPECT_NEAR(game->match()->chronicle.days(game->state()), 2.0, 0.1 / 60.0 + 1e-9);
  // A sample a game day and one at the end: the summary's graphs.
  EXPECT_EQ(game->match()->chronicle.samples().size(), 4u);
}

// [SECTION] The fog the player is shown -------------------------------------------------------------

TEST(DesktopFog, TheOthersHomesAreHiddenAtTheStartAndTheirShipsOnlyWhileSeen) {
  const auto game = skirmishGame({"human", "ai:normal"}, 2);
  const sim::GameState& state = game->state();
  const world::PlayerId me{0}, them{1};
  const app::Fog fog(state, me);
  ASSERT_TRUE(fog.on());
  int mine = 0, theirs = 0;
  for (const world::Station& s : state.stations) {
    if (s.owner == me) mine += fog.showsStation(s.id, s.owner) ? 1 : -100;
    if (s.owner == them) theirs += fog.showsStation(s.id, s.owner) ? 1 : 0;
  }
  EXPECT_EQ(mine, 2);  // the shipyard and the sentry
  EXPECT_EQ(theirs, 0);
  // Their home planet's holder is unknown to me; mine I know.
  EXPECT_EQ(fog.holderOf(state, state.players[1].home), world::kNobody);
  EXPECT_EQ(fog.holderOf(state, state.players[0].home), me);
  // Nobody at the desktop (a match watched): everything shown.
  const app::Fog none(state, world::kNobody);
  EXPECT_FALSE(none.on());
  for (const world::Station& s : state.stations) EXPECT_TRUE(none.showsStation(s.id, s.owner));
}

TEST(DesktopFog, AGhostInAWellGoesRoundWithItsPlanetAndAFleetsGhostsAreOneMarker) {
  auto game = skirmishGame({"human", "none"}, 2);
  sim::GameState state = game->state();
  const world::SolarSystem& system = game->system();
  const world::Body& jupiter = *system.find("Jupiter");
  sim::Sighting a;
  a.what = {world::TargetRef::Kind::Ship, 900};
  a.owner = world::PlayerId{1};
  a.fleet = fleet::FleetId{7};
  a.planet = jupiter.id;
  a.offset = glm::dvec3(1.0e8, 0.0, 0.0);
  a.seenAt = state.time - 86400.0;
  sim::Sighting b = a;
  b.what.id = 901;
  b.offset = glm::dvec3(3.0e8, 0.0, 0.0);
  state.sight[0].sightings = {a, b};
  const double later = state.time + 30.0 * 86400.0;
  const std::vector<app::Ghost> ghosts = app::ghostsOf(state, system, world::PlayerId{0}, later);
  ASSERT_EQ(ghosts.size(), 1u);
  EXPECT_EQ(ghosts[0].count, 2u);
  const glm::dvec3 expected = system.positionOf(jupiter, astro::julianDateOfSeconds(later)) + glm::dvec3(2.0e8, 0.0, 0.0);
  EXPECT_LT(glm::length(ghosts[0].position - expected), 1.0);
  // Seen now, it is no ghost: it is drawn as itself.
  state.sight[0].sightings[0].seenAt = state.sight[0].sightings[1].seenAt = state.time;
  EXPECT_TRUE(app::ghostsOf(state, system, world::PlayerId{0}, later).empty());
}

/// The frame the desktop draws for its player, and the selection the panels report, hold no enemy ship
/// the player does not see; a match watched by nobody shows every ship.
TEST(DesktopFog, TheFrameAndTheSelectionHoldNoEnemyShipThePlayerDoesNotSee) {
  const auto game = skirmishGame({"human", "ai:normal"}, 2);  // Venus against the Earth: out of each other's sight
  while (game->state().tick < 3000) game->runTick();              // five game days: Red has built ships
  const sim::GameState& state = game->state();
  const auto redShips = [&](const auto& indices) {
    std::size_t n = 0;
    for (const std::size_t i : indices) n += state.fleets.fleets[state.fleets.ships.fleet[i].value].owner == world::PlayerId{1};
    return n;
  };
  std::vector<std::size_t> all(state.fleets.ships.size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
  ASSERT_GT(redShips(all), 0u);

  app::PlayerInput player(*game, std::nullopt);
  const auto frameOf = [&](const app::DesktopGame& g) {
    return app::buildFrameView(g, player.camera(), {1280.0, 720.0}, engine::DepthMode::ReversedZ, app::sceneRadiusOf(g.system()));
  };
  app::FrameView frame = frameOf(*game);
  std::vector<std::size_t> drawn;
  for (const render::ShipView& v : frame.ships) drawn.push_back(v.id);
  EXPECT_EQ(redShips(drawn), 0u);
  EXPECT_EQ(drawn.size(), all.size() - redShips(all));  // all of Blue's

  // A Red fleet selected (its row clicked while it was in sight) is dropped once it is not shown.
  app::HudRequests select;
  for (const std::size_t i : all) {
    const fleet::FleetId f = state.fleets.ships.fleet[i];
    if (state.fleets.fleets[f.value].owner == world::PlayerId{1}) select.selectFleet = f;
  }
  player.apply(select, frame, *game, 0.0);
  ASSERT_FALSE(player.selection().empty());
  player.keepToShown(frame, state);
  EXPECT_TRUE(player.selection().empty());

  // Watched by nobody (two computer players): every ship is drawn.
  const auto watched = skirmishGame({"ai:normal", "ai:normal"}, 2);
  while (watched->state().tick < 3000) watched->runTick();
  EXPECT_EQ(frameOf(*watched).ships.size(), watched->state().fleets.ships.size());
}

}  // namespace
}  // namespace perihelion
