#include "player_input.h"

#include <algorithm>

#define GLFW_INCLUDE_NONE  // the key codes only: no GL header, no window
#include <GLFW/glfw3.h>

#include "astro/units.h"
#include "core/log.h"
#include "desktop/well_frame.h"
#include "picking/box_select.h"
#include "picking/pick_spheres.h"

namespace perihelion::app {
namespace {

constexpr double kShipPickMinRadiusPixels = 6.0;

/// Every body as something a click can hit: its drawn position and radius (not a moon on its planet's
/// dot: desktop/moons_on_screen.h).
std::vector<engine::PickTarget> bodyTargets(const render::SceneView& scene) {
  std::vector<engine::PickTarget> targets;
  for (const render::BodyView& b : scene.bodies) {
    if (!b.crowded) targets.push_back({b.position, b.radius, b.id.value});
  }
  return targets;
}

/// Every ship as something a click can hit; the id is the ship's stable id (fleet::ShipId).
std::vector<engine::PickTarget> shipTargets(const std::vector<render::ShipView>& ships) {
  std::vector<engine::PickTarget> targets;
  targets.reserve(ships.size());
  for (const render::ShipView& s : ships) targets.push_back({s.position, s.radius, s.ship.value});
  return targets;
}

/// The index of the ship under a ray in this frame, if any.
std::optional<std::size_t> shipUnder(const engine::Ray& ray, const FrameView& frame, const fleet::Ships& ships) {
  const auto hit = engine::pickNearest(ray, shipTargets(frame.ships), kShipPickMinRadiusPixels, frame.camera.radiansPerPixel());
  if (!hit) return std::nullopt;
  return ships.indexOf(fleet::ShipId{hit->id});
}

/// Whether `owner` is another player's: what an attack may be made on (never nobody's).
bool isEnemy(world::PlayerId owner, world::PlayerId player) { return owner != world::kNobody && owner != player; }

/// The body and the station under a ray in this frame, each if any.
struct PickedPlace {
  std::optional<engine::Pick> body, station;
  bool stationFirst() const { return station && (!body || station->distance < body->distance); }
};

PickedPlace placeUnder(const engine::Ray& ray, const FrameView& frame) {
  const double perPixel = frame.camera.radiansPerPixel();
  return {engine::pickNearest(ray, bodyTargets(frame.scene), kPickMinRadiusPixels, perPixel),
          engine::pickNearest(ray, stationPickTargets(frame.stations, frame.camera), kPickMinRadiusPixels, perPixel)};
}

}  // namespace

namespace {

/// The nearer of the station and the body under a ray, if any.
ClickTarget placeTargetAt(const engine::Ray& ray, const FrameView& frame) {
  const PickedPlace place = placeUnder(ray, frame);
  if (place.stationFirst()) return {ClickTarget::Kind::Station, place.station->id};
  if (place.body) return {ClickTarget::Kind::Body, place.body->id};
  return {};
}

}  // namespace

ClickTarget clickTargetAt(const engine::Ray& ray, const FrameView& frame) {
  const auto ship = engine::pickNearest(ray, shipTargets(frame.ships), kShipPickMinRadiusPixels, frame.camera.radiansPerPixel());
  if (ship) return {ClickTarget::Kind::Ship, ship->id};
  return placeTargetAt(ray, frame);
}

PlayerInput::PlayerInput(const DesktopGame& game, std::optional<world::BodyId> focus) {
  camera_.focus = glm::dvec3(0.0);
  camera_.distance = 4.5 * astro::kAuMetres * game.system().display.distanceScale;
  camera_.yaw = -1.9;
  camera_.pitch = 0.55;
  if (focus) focusOn(*focus, true, game, game.state().time);
}

void PlayerInput::handle(const engine::InputState& input, glm::dvec2 viewport, bool hudWantsMouse,
                         bool hudWantsKeyboard, const FrameView& last, DesktopGame& game, double now) {
  if (!hudWantsMouse) {
    controller_.leftDragSelects = !build_;  // in build mode the left drag rotates, as it always did
    const bool clicked = controller_.applyMouse(camera_, input, viewport);
    if (build_) {  // in build mode a click places, a right click ends it
      if (clicked) placeAtCursor(last, game);
      if (controller_.clicked(engine::MouseButton::Right, input)) build_.reset();
    } else {
      const auto boxFrom = controller_.selectionDragStart(input);
      if (boxFrom && input.released(engine::MouseButton::Left)) {
        boxSelect(*boxFrom, input.mouse, last, game);
      } else if (input.doubleClick) {
        pick(input.mouse, true, last, game);
      } else if (clicked) {
        pick(input.mouse, false, last, game);
      }
      if (controller_.clicked(engine::MouseButton::Right, input)) orderAt(input.mouse, input.control, last, game);
    }
  }
  if (hudWantsKeyboard) return;
  HudRequests requests;
  keys(input, game, requests);
  apply(requests, last, game, now);
}

void PlayerInput::keys(const engine::InputState& input, const DesktopGame& game, HudRequests& requests) {
  if (input.keyPressed(GLFW_KEY_SPACE)) requests.togglePause = true;
  if (input.keyPressed(GLFW_KEY_LEFT_BRACKET) || input.keyPressed(GLFW_KEY_MINUS) || input.keyPressed(GLFW_KEY_KP_SUBTRACT)) {
    requests.rateStep = -1;
  }
  if (input.keyPressed(GLFW_KEY_RIGHT_BRACKET) || input.keyPressed(GLFW_KEY_EQUAL) || input.keyPressed(GLFW_KEY_KP_ADD)) {
    requests.rateStep = +1;
  }
  if (input.keyPressed(GLFW_KEY_T)) requests.jumpToToday = true;
  if (input.keyPressed(GLFW_KEY_F)) requests.focusSelected = true;
  if (input.keyPressed(GLFW_KEY_H)) showHelp_ = !showHelp_;
  if (input.keyPressed(GLFW_KEY_F12)) screenshotRequested_ = true;
  if (input.control && input.keyPressed(GLFW_KEY_Q)) quitRequested_ = true;
  if (input.keyPressed(GLFW_KEY_ESCAPE)) {
    if (build_) {
      build_.reset();
    } else if (controller_.following() || shipsFollow_) {
      stopFollowing();
    } else if (!selection_.empty() || selected_ || selectedStation_) {
      clearSelection();
    } else {
      requests.openMenu = true;
    }
  }
  if (input.keyPressed(GLFW_KEY_HOME)) {
    stopFollowing();
    camera_.focus = glm::dvec3(0.0);
    camera_.distance = 60.0 * astro::kAuMetres * game.system().display.distanceScale;
  }
}

void PlayerInput::apply(const HudRequests& requests, const FrameView& frame, DesktopGame& game, double now) {
  const sim::GameState& state = game.state();
  if (requests.togglePause) game.submit(sim::SetPaused{!game.pausedAfterPending()});
  if (requests.rateStep != 0) {
    const double rate = world::daysPerSecondOf(game.secondsPerTickAfterPending());
    const int k = static_cast<int>(world::nearestTimeRate(rate)) + requests.rateStep;
    const int last = static_cast<int>(world::kTimeRates.size()) - 1;
    game.submit(sim::SetTimeRate{world::secondsPerTickAt(world::kTimeRates[static_cast<std::size_t>(std::clamp(k, 0, last))])});
  }
  // A skirmish keeps its own clock: a jump would stop the computer players' looks or end it at its limit.
  if (requests.jumpToToday && !game.match()) game.submit(sim::JumpToTime{astro::secondsSinceJ2000Of(now)});
  if (requests.focusSelected) focusSelection(frame, game);
  if (requests.selectFleet && requests.selectFleet->value < state.fleets.fleets.size()) {
    if (requests.addToSelection && !selection_.empty()) {
      selection_.addFleet(*requests.selectFleet, state.fleets.ships);
    } else {
      clearSelection();
      selection_.selectFleet(*requests.selectFleet, state.fleets.ships);
    }
  }
  if (requests.selectBody && requests.selectBody->value < game.system().bodies.size()) {
    clearSelection();
    focusOn(*requests.selectBody, false, game, frame.renderSeconds);
  }
  if (requests.selectStation && game.state().station(*requests.selectStation)) {
    clearSelection();
    selectedStation_ = *requests.selectStation;
    focusSelection(frame, game);
  }
  if (requests.holdSelected) order(fleet::Order{}, game);
  if (requests.attackFleet) attack({world::TargetRef::Kind::Fleet, requests.attackFleet->value}, game);
  for (const sim::Command& c : requests.commands) game.submit(c);
  if (requests.formFleet && !selection_.empty()) {
    sim::FormFleet form;
    form.ships = selection_.ids();  // ids, not indices: the tick may run after ships are destroyed
    form.player = game.player();
    game.submit(form);
  }
  if (requests.mergeFleets) {
    const std::vector<fleet::FleetId> fleets = selection_.fleets(state.fleets.ships);
    if (fleets.size() > 1) {
      game.submit(sim::MergeFleets{fleets.front(), {fleets.begin() + 1, fleets.end()}, game.player()});
    }
  }
  if (requests.startBuilding) {
    const world::StationTypeId type = *requests.startBuilding;
    if (selected_ && game.system().body(*selected_).well && type.value < game.stationTypes().types.size()) {
      build_ = BuildMode{*selected_, type};
    }
  }
  if (requests.stopBuilding) build_.reset();
  if (requests.openMenu) menuRequested_ = true;
}

void PlayerInput::keepToShown(const FrameView& frame, const sim::GameState& state) {
  if (!frame.fog.on()) return;
  if (!selection_.empty()) {
    std::vector<std::uint32_t> shown;
    const std::vector<std::size_t> selected = selection_.indices(state.fleets.ships);
    for (const std::size_t i : selected) {
      if (render::shipViewAt(frame.ships, i)) shown.push_back(static_cast<std::uint32_t>(i));
    }
    if (shown.size() != selected.size()) selection_.setIndices(shown, state.fleets.ships);
  }
  if (selectedStation_ && std::none_of(frame.stations.begin(), frame.stations.end(), [&](const render::StationView& v) {
        return v.id == *selectedStation_;
      })) {
    selectedStation_.reset();
  }
}

void PlayerInput::focusSelection(const FrameView& frame, const DesktopGame& game) {
  if (selected_) focusOn(*selected_, false, game, frame.renderSeconds);
  if (!selection_.empty()) {
    // The camera goes to the selected ships and moves with them (followShips) until another selection.
    const fleet::Ships& ships = game.state().fleets.ships;
    if (const auto centre = selectionCentre(selection_, ships, frame.ships)) {
      // Far enough to see the largest ship and the whole selection: a fleet strung out on its way
      // spans hundreds of thousands of km, and framing one ship of it would show empty space.
      double largest = 0.0, spread = 0.0;
      for (const std::size_t i : selection_.indices(ships)) {
        if (const render::ShipView* v = render::shipViewAt(frame.ships, i)) {
          largest = std::max(largest, v->radius);
          spread = std::max(spread, glm::length(v->position - *centre));
        }
      }
      controller_.stopFollowing();
      camera_.focus = *centre;
      camera_.distance = std::clamp(std::max(60.0 * largest, 3.0 * spread), kMinCameraDistance * 10.0, kMaxCameraDistance);
      shipsFollow_ = ShipsFollow{selection_.ids(), *centre};
    }
  }
  if (selectedStation_) {
    const world::Station* station = game.state().station(*selectedStation_);
    const world::StationId keep = *selectedStation_;
    if (station && world::wellHolds(game.system(), *station)) {
      focusOn(station->planet, false, game, frame.renderSeconds);
      selected_.reset();
      selectedStation_ = keep;
    }
  }
}

bool PlayerInput::followShips(const DesktopGame& game, const FrameView& frame) {
  if (!shipsFollow_) return false;
  // Still the same ships (fewer, if some were destroyed)? Another selection ends the follow.
  const auto byId = [](fleet::ShipId x, fleet::ShipId y) { return x.value < y.value; };
  const std::vector<fleet::ShipId>& now = selection_.ids();
  const bool same = !now.empty() && std::includes(shipsFollow_->ships.begin(), shipsFollow_->ships.end(), now.begin(),
                                                  now.end(), byId);
  const auto centre = same ? selectionCentre(selection_, game.state().fleets.ships, frame.ships) : std::nullopt;
  if (!centre) {
    shipsFollow_.reset();
    return false;
  }
  camera_.focus += *centre - shipsFollow_->centre;  // keeps any pan made while following
  shipsFollow_->centre = *centre;
  return true;
}

void PlayerInput::followCamera(const DesktopGame& game, double renderSeconds, double frameSeconds) {
  const auto& follow = controller_.following();
  if (!follow) return;
  const world::Body& body = game.system().body(follow->body);
  const double jd = astro::julianDateOfSeconds(renderSeconds);
  controller_.update(camera_, render::drawnPosition(game.system(), body, jd), render::drawnRadiusAt(game.system(), body, jd),
                     frameSeconds);
}

void PlayerInput::focusOn(world::BodyId id, bool immediately, const DesktopGame& game, double renderSeconds) {
  shipsFollow_.reset();
  selected_ = id;
  selectedStation_.reset();
  const world::Body& body = game.system().body(id);
  const glm::dvec3 position = render::drawnPosition(game.system(), body, astro::julianDateOfSeconds(renderSeconds));
  const double drawnRadius = render::drawnRadiusAt(game.system(), body, astro::julianDateOfSeconds(renderSeconds));
  const double distance = std::max(drawnRadius * 8.0, kMinCameraDistance * 10.0);
  if (immediately) {
    camera_.focus = position;
    camera_.distance = distance;
  }
  controller_.follow(camera_, id, position, distance);
}

void PlayerInput::afterTicks(const DesktopGame& game) {
  // Destroyed ships leave the selection; when the last goes, so does the move cursor's height.
  if (selection_.dropGone(game.state().fleets.ships) && selection_.empty()) orderHeight_.reset();
}

void PlayerInput::stopFollowing() {
  controller_.stopFollowing();
  shipsFollow_.reset();
}

void PlayerInput::clearSelection() {
  selected_.reset();
  selectedStation_.reset();
  selection_.clear();
  orderHeight_.reset();
}

void PlayerInput::pick(glm::dvec2 pixel, bool doubleClick, const FrameView& frame, const DesktopGame& game) {
  const sim::GameState& state = game.state();
  // Ships first: a fleet near a planet or a station is what the player is after when it is under the
  // cursor. A click on a ship selects its whole fleet (orders go to fleets); a box selects single ships.
  const engine::Ray ray = frame.camera.rayThrough(pixel);
  ClickTarget hit = clickTargetAt(ray, frame);
  if (hit.kind == ClickTarget::Kind::Ship) {
    if (const auto ship = state.fleets.ships.indexOf(fleet::ShipId{hit.id})) {
      clearSelection();
      selection_.selectFleet(state.fleets.ships.fleet[*ship], state.fleets.ships);
      return;
    }
    hit = placeTargetAt(ray, frame);  // a ship drawn last frame and gone since
  }
  if (hit.kind == ClickTarget::Kind::Station) {
    const world::Station* picked = state.station(world::StationId{hit.id});
    if (doubleClick && picked) focusOn(picked->planet, false, game, frame.renderSeconds);  // the camera follows bodies
    clearSelection();
    selectedStation_ = world::StationId{hit.id};
    return;
  }
  if (hit.kind == ClickTarget::Kind::None) {
    if (!doubleClick) clearSelection();
    return;
  }
  const world::BodyId id{hit.id};
  selection_.clear();
  if (doubleClick) {
    focusOn(id, false, game, frame.renderSeconds);
  } else {
    selected_ = id;
    selectedStation_.reset();
  }
}

void PlayerInput::boxSelect(glm::dvec2 a, glm::dvec2 b, const FrameView& frame, const DesktopGame& game) {
  std::vector<glm::dvec3> onScreen;
  onScreen.reserve(frame.ships.size());
  for (const render::ShipView& s : frame.ships) onScreen.push_back(frame.camera.toScreen(s.position));
  std::vector<std::uint32_t> inside = engine::pointsInBox(engine::boxBetween(a, b), onScreen);
  for (std::uint32_t& k : inside) k = frame.ships[k].id;  // the frame shows some ships: their indices in Ships
  if (!inside.empty()) clearSelection();
  selection_.setIndices(inside, game.state().fleets.ships);
  orderHeight_.reset();
}

void PlayerInput::order(const fleet::Order& order, DesktopGame& game) {
  std::vector<fleet::FleetId> fleets = selection_.fleets(game.state().fleets.ships);
  if (fleets.empty()) return;
  sim::OrderFleets command{std::move(fleets), order, game.player()};
  engine::logInfo("FLEET", std::string(sim::commandName(command)) + " for " + std::to_string(command.fleets.size()) +
                               (command.fleets.size() == 1 ? " fleet" : " fleets"));
  game.submit(std::move(command));
  orderHeight_.reset();
}

void PlayerInput::attack(world::TargetRef target, DesktopGame& game) {
  std::vector<fleet::FleetId> fleets = selection_.fleets(game.state().fleets.ships);
  if (fleets.empty()) return;
  engine::logInfo("FLEET", "attack by " + std::to_string(fleets.size()) + (fleets.size() == 1 ? " fleet" : " fleets"));
  game.submit(sim::Attack{std::move(fleets), target, game.player()});
  orderHeight_.reset();
}

void PlayerInput::goToOrLand(world::BodyId planet, DesktopGame& game) {
  // A planet not the player's, with troop ships selected: their fleets land, the others go along
  // (into the same well, as escorts). The tick refuses a landing on the player's own planet or the Sun.
  const sim::GameState& state = game.state();
  const bool theirs = game.player() != world::kNobody && state.ownerOf(planet) != game.player();
  std::vector<fleet::FleetId> landing, going;
  for (const fleet::FleetId f : selection_.fleets(state.fleets.ships)) {
    (theirs && fleetCarriesTroops(state.fleets, f, game.combat()) ? landing : going).push_back(f);
  }
  if (!landing.empty()) {
    engine::logInfo("FLEET", "land troops of " + std::to_string(landing.size()) + (landing.size() == 1 ? " fleet" : " fleets"));
    game.submit(sim::LandTroops{std::move(landing), planet, game.player()});
  }
  if (!going.empty()) game.submit(sim::OrderFleets{std::move(going), goToOrder(planet), game.player()});
  orderHeight_.reset();
}

void PlayerInput::orderAt(glm::dvec2 pixel, bool attackMove, const FrameView& frame, DesktopGame& game) {
  if (selection_.empty()) return;
  const engine::Ray ray = frame.camera.rayThrough(pixel);
  const sim::GameState& state = game.state();
  if (attackMove) {  // Ctrl: to the point under the cursor, fighting on the way, whatever is under it
    if (!frame.orderCursor) return;
    std::vector<fleet::FleetId> fleets = selection_.fleets(state.fleets.ships);
    if (fleets.empty()) return;
    const glm::dvec3 point = moveOrderTo(game.system(), frame.orderCursor->target, frame.renderSeconds).point;
    game.submit(sim::AttackMove{std::move(fleets), point, game.player()});
    orderHeight_.reset();
    return;
  }
  // An enemy ship or station under the cursor is attacked; one's own ships are looked through.
  if (const auto ship = shipUnder(ray, frame, state.fleets.ships)) {
    const fleet::FleetId fleet = state.fleets.ships.fleet[*ship];
    if (fleet.value < state.fleets.fleets.size() && isEnemy(state.fleets.fleets[fleet.value].owner, game.player())) {
      attack({world::TargetRef::Kind::Ship, state.fleets.ships.id[*ship].value}, game);
      return;
    }
  }
  const PickedPlace place = placeUnder(ray, frame);
  if (place.stationFirst()) {
    if (const world::Station* picked = state.station(world::StationId{place.station->id})) {
      if (isEnemy(picked->owner, game.player())) {
        attack({world::TargetRef::Kind::Station, picked->id.value}, game);
      } else {
        order(goToOrder(picked->planet), game);
      }
    }
  } else if (place.body) {
    // Orders to the Sun are the tick's to refuse, with its reason in the HUD.
    goToOrLand(world::BodyId{place.body->id}, game);
  } else if (frame.orderCursor) {
    order(moveOrderTo(game.system(), frame.orderCursor->target, frame.renderSeconds), game);
  }
}

void PlayerInput::placeAtCursor(const FrameView& frame, DesktopGame& game) {
  // The placement the ghost showed when the player clicked, at the time it was drawn; the tick checks
  // the rules again against the stations as they are then.
  if (!frame.preview) return;
  game.submit(sim::PlaceStation{frame.preview->request, game.player()});
  engine::logInfo("BUILD", game.stationTypes().type(frame.preview->request.type).name + " asked for on ring " +
                               std::to_string(frame.preview->request.ring + 1) + " of " +
                               game.system().body(frame.preview->request.planet).name);
}

void PlayerInput::addCursor(const engine::InputState& input, bool hudWantsMouse, const DesktopGame& game,
                            FrameView& frame) {
  frame.preview.reset();
  frame.orderCursor.reset();
  const engine::Ray ray = frame.camera.rayThrough(input.mouse);
  // The placement is judged at the time drawn, the time the player sees the other stations at.
  if (build_ && !hudWantsMouse) {
    frame.preview = previewPlacement(game.system(), game.stationTypes(), game.state().stations, *build_, ray,
                                     frame.renderSeconds);
  }
  if (selection_.empty() || build_ || hudWantsMouse) {
    orderHeight_.update({}, {}, false);
    return;
  }
  const auto centre = selectionCentre(selection_, game.state().fleets.ships, frame.ships);
  if (!centre) return;
  orderHeight_.update(ray, *centre, input.shift);
  // Over a planet or a station a right click goes there: no disc then (unless the height is being set).
  if (!orderHeight_.adjusting()) {
    const PickedPlace place = placeUnder(ray, frame);
    if (place.body || place.station) return;
  }
  const auto pick = orderHeight_.target(ray, *centre);
  if (!pick) return;
  const double discRadius = kOrderDiscPixels * frame.camera.radiansPerPixel() * glm::length(pick->onPlane - frame.camera.eye);
  frame.orderCursor = OrderCursor{pick->onPlane, pick->point, discRadius};
}

PlayerInput::Names PlayerInput::names(const world::SolarSystem& system) const {
  Names n;
  if (selected_ && selected_->value < system.bodies.size()) n.selected = system.body(*selected_).name;
  if (const auto& f = controller_.following(); f && f->body.value < system.bodies.size()) {
    n.followed = system.body(f->body).name;
  }
  return n;
}

void PlayerInput::restoreNames(const Names& names, const world::SolarSystem& system) {
  const world::Body* selected = names.selected.empty() ? nullptr : system.find(names.selected);
  selected_ = selected ? std::optional(selected->id) : std::nullopt;
  const world::Body* followed = names.followed.empty() ? nullptr : system.find(names.followed);
  if (followed) {
    controller_.retarget(followed->id);
  } else {
    controller_.stopFollowing();
  }
}

}  // namespace perihelion::app
