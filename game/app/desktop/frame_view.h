// One frame as the player sees it, built on the CPU from the game state and the camera, with no GL:
// the camera's matrices, the bodies, the stations and ships the player may see where they are drawn
// (desktop/fog.h), the build ghost's verdict and the move cursor. The renderers draw it; picking and the HUD read it.
#pragma once

#include <optional>
#include <vector>

#include "desktop/build_mode.h"
#include "desktop/desktop_game.h"
#include "desktop/fleet_command.h"
#include "desktop/fog.h"
#include "desktop/frame_camera.h"
#include "render/fleet_view.h"
#include "render/scene_view.h"
#include "render/well_view.h"

namespace perihelion::app {

inline constexpr int kOrbitSamples = 360;
/// A body drawn smaller than this radius (pixels) is shown as an icon of this radius instead.
inline constexpr double kIconRadiusPixels = 5.0;
/// A click within this many pixels of a body or a station picks it.
inline constexpr double kPickMinRadiusPixels = kIconRadiusPixels + 3.0;

struct FrameView {
  FrameCamera camera;
  double renderSeconds = 0.0;  ///< TT seconds since J2000: the time drawn
  render::SceneView scene;
  Fog fog;  ///< what the player at the desktop is shown of the others (desktop/fog.h)
  std::vector<render::StationView> stations;  ///< those shown
  /// Those shown, in the order of Ships (find one by its index with render::shipViewAt).
  std::vector<render::ShipView> ships;
  std::vector<Ghost> ghosts;  ///< the others' fleets and stations where the player last saw them
  std::vector<FleetMarker> fleetMarkers;  ///< fleets far enough off to be drawn as one marker each
  std::optional<PlacementPreview> preview;  ///< in build mode: where the ghost is and whether it may go there
  std::optional<OrderCursor> orderCursor;   ///< with ships selected: where a right click would send them
};

/// The scene at the game's drawn time through `camera` (the ghost and the cursor are the player's,
/// desktop/player_input.h). `sceneRadius`: how far the far plane must reach (drawn metres).
FrameView buildFrameView(const DesktopGame& game, const engine::OrbitCamera& camera, glm::dvec2 viewport,
                         engine::DepthMode depth, double sceneRadius);

/// Radius (drawn metres) of a sphere round the Sun holding every orbit: the far plane reaches past it.
double sceneRadiusOf(const world::SolarSystem& system);

}  // namespace perihelion::app
