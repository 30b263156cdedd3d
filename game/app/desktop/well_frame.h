// What the wells show this frame, chosen from the game's state and the camera: which planets' rings
// (the selected planet's, the build planet's, and any the camera is close to), in which colours (in
// build mode, the rings that take the chosen type stand out, the snapped one most), the stations,
// and the placement ghost. No GL: WellRenderer draws the result.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec4.hpp>

#include "desktop/build_mode.h"
#include "desktop/frame_camera.h"
#include "render/well_view.h"

namespace perihelion::app {

/// A station drawn smaller than this radius (pixels) is shown as an icon instead.
inline constexpr double kStationIconRadiusPixels = 4.0;
/// A planet's rings are drawn when the camera is closer to it than this many drawn radii.
inline constexpr double kRingsVisibleWithinRadii = 30.0;
inline constexpr int kRingSamples = 180;

/// The station the player is about to place, where the cursor snaps it.
struct StationGhost {
  world::StationTypeId type;
  glm::dvec3 position{0.0};  ///< drawn, metres
  glm::dquat orientation{1.0, 0.0, 0.0, 0.0};
  double radius = 0.0;       ///< drawn, metres
  bool allowed = false;      ///< green when the rules allow it here, red otherwise
};

struct RingLine {
  render::RingView view;
  glm::vec4 color{1.0f};  ///< sRGB and alpha
};

struct WellFrame {
  glm::dvec3 eye{0.0};
  std::vector<RingLine> rings;
  std::span<const render::StationView> stations;  ///< this frame's station views, held by the caller
  std::optional<StationGhost> ghost;
  std::optional<world::StationId> selected;
};

/// What the player has selected and is doing, as far as the wells care.
struct WellFocus {
  std::optional<world::BodyId> selectedBody;
  std::optional<world::StationId> selectedStation;
  std::optional<BuildMode> build;
  const std::optional<PlacementPreview>& preview;
};

/// Whether a station is shown (as a model or an icon) and can be clicked: not when its whole well is
/// a few pixels across, where the planet's icon stands for it all.
bool stationShown(const FrameCamera& camera, const render::StationView& station);

/// Every station shown this frame (stationShown) as a pick target whose id is the station's id.
std::vector<engine::PickTarget> stationPickTargets(const std::vector<render::StationView>& stations,
                                                   const FrameCamera& camera);

/// The frame's wells at t (TT seconds since J2000), a frame showing `secondsPerFrame` of game time (0
/// when paused: render::ringMarkerAlpha); `stations` are this frame's station views.
WellFrame makeWellFrame(const world::SolarSystem& system, const world::StationCatalogue& catalogue,
                        std::span<const render::StationView> stations, const WellFocus& focus, const FrameCamera& camera,
                        double t, double secondsPerFrame);

}  // namespace perihelion::app
