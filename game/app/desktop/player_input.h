// The player at the desktop, without GL: the mouse and keys of a frame (engine::InputState) and the
// HUD's buttons (HudRequests) turned into camera moves, selections and build mode, which are the
// player's own, and into commands, which go to the game (DesktopGame::submit) and nowhere else. Clicks
// are judged against the frame the player saw (the last FrameView).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "camera/orbit_camera.h"
#include "desktop/camera_controller.h"
#include "desktop/desktop_game.h"
#include "desktop/fleet_command.h"
#include "desktop/frame_view.h"
#include "desktop/hud.h"
#include "platform/window.h"

namespace perihelion::app {

/// What a click along `ray` picks in this frame, as PlayerInput's click does: a ship first (by its stable
/// id), else the nearer of a station and a body.
struct ClickTarget {
  enum class Kind : std::uint8_t { None, Ship, Station, Body };
  Kind kind = Kind::None;
  std::uint32_t id = 0;  ///< fleet::ShipId, world::StationId or world::BodyId value
};
ClickTarget clickTargetAt(const engine::Ray& ray, const FrameView& frame);

class PlayerInput {
 public:
  /// The camera over the inner system; following `focus` from the start when given.
  PlayerInput(const DesktopGame& game, std::optional<world::BodyId> focus);

  /// This frame's mouse and keys (those the HUD does not want), judged against the last frame drawn.
  /// `now` is the wall clock as a TT time, for "jump to today".
  void handle(const engine::InputState& input, glm::dvec2 viewport, bool hudWantsMouse, bool hudWantsKeyboard,
              const FrameView& last, DesktopGame& game, double now);
  /// The HUD's requests (its buttons) this frame.
  void apply(const HudRequests& requests, const FrameView& frame, DesktopGame& game, double now);
  /// After the frame's ticks: forgets selected ships that were destroyed.
  void afterTicks(const DesktopGame& game);
  /// Moves the camera with the followed body, `frameSeconds` after the last frame.
  void followCamera(const DesktopGame& game, double renderSeconds, double frameSeconds);
  /// Moves the camera with the followed ships' centre as `frame`, just built, draws them (ships are
  /// placed only by building a frame). Returns whether it moved: the frame is then to be built again
  /// from the camera's new place, so that it shows them where they are, not a frame behind.
  bool followShips(const DesktopGame& game, const FrameView& frame);
  /// Adds the player's ghost (build mode) and move cursor (ships selected) to this frame.
  void addCursor(const engine::InputState& input, bool hudWantsMouse, const DesktopGame& game, FrameView& frame);

  const engine::OrbitCamera& camera() const { return camera_; }
  const CameraController& controller() const { return controller_; }
  const ShipSelection& selection() const { return selection_; }
  std::optional<world::BodyId> selectedBody() const { return selected_; }
  std::optional<world::StationId> selectedStation() const { return selectedStation_; }
  const std::optional<BuildMode>& build() const { return build_; }
  double orderHeight() const { return orderHeight_.height(); }
  bool& showHelp() { return showHelp_; }
  /// F12 this frame: a screenshot of the window.
  bool takeScreenshotRequest() { return std::exchange(screenshotRequested_, false); }
  /// Ctrl+Q: leave the game.
  bool quitRequested() const { return quitRequested_; }
  /// Under the fog, drops from the selection the ships and the station the frame does not show (an enemy
  /// fleet's unseen ships, what left sight): the panels must not report them.
  void keepToShown(const FrameView& frame, const sim::GameState& state);
  /// Esc with nothing to cancel, or the HUD's Menu button: the pause menu (once per request).
  bool takeMenuRequest() { return std::exchange(menuRequested_, false); }
  /// The selected and the followed body by name: ids are indices into the planet file's list, so a
  /// reloaded file may renumber them, and the selection is carried across a reload by name.
  struct Names {
    std::string selected, followed;
  };
  Names names(const world::SolarSystem& system) const;
  void restoreNames(const Names& names, const world::SolarSystem& system);

 private:
  void keys(const engine::InputState& input, const DesktopGame& game, HudRequests& requests);
  void pick(glm::dvec2 pixel, bool doubleClick, const FrameView& frame, const DesktopGame& game);
  void boxSelect(glm::dvec2 a, glm::dvec2 b, const FrameView& frame, const DesktopGame& game);
  /// A right click: attack the enemy ship or station under it, go to (or land troops on) the planet,
  /// or move to the point; with `attackMove` (Ctrl), attack-move to the point.
  void orderAt(glm::dvec2 pixel, bool attackMove, const FrameView& frame, DesktopGame& game);
  void attack(world::TargetRef target, DesktopGame& game);
  void goToOrLand(world::BodyId planet, DesktopGame& game);
  void placeAtCursor(const FrameView& frame, DesktopGame& game);
  void order(const fleet::Order& order, DesktopGame& game);
  void focusOn(world::BodyId id, bool immediately, const DesktopGame& game, double renderSeconds);
  void focusSelection(const FrameView& frame, const DesktopGame& game);
  void clearSelection();
  /// Ends following a body or ships.
  void stopFollowing();

  engine::OrbitCamera camera_;
  CameraController controller_;
  ShipSelection selection_;
  OrderHeight orderHeight_;
  std::optional<world::BodyId> selected_;
  std::optional<world::StationId> selectedStation_;  ///< never set together with selected_
  std::optional<BuildMode> build_;
  /// F on selected ships: the camera moves with their centre, as with a followed body (a pan shifts the
  /// view), until the selection is changed for other ships, Esc, Home, or a body is focused. Ships that
  /// are destroyed leave the selection without ending it.
  struct ShipsFollow {
    std::vector<fleet::ShipId> ships;  ///< the selection when F was pressed, ascending
    glm::dvec3 centre{0.0};            ///< their centre as last drawn
  };
  std::optional<ShipsFollow> shipsFollow_;
  bool showHelp_ = false;
  bool screenshotRequested_ = false;
  bool quitRequested_ = false;
  bool menuRequested_ = false;
};

}  // namespace perihelion::app
