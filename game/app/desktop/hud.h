// The HUD, drawn with Dear ImGui over the scene: date and time controls, the selected body's data,
// frame time, the data file's reload status and errors, body labels, and the help overlay (H).
// It reads the game's state and returns what the player asked for; it changes nothing itself.
#pragma once

#include <optional>
#include <string>

#include "data/solar_system_source.h"
#include "desktop/frame_camera.h"
#include "render/scene_view.h"
#include "world/simulation_clock.h"

namespace perihelion::app {

struct HudRequests {
  bool togglePause = false;
  int rateStep = 0;  ///< -1 slower, +1 faster
  bool jumpToToday = false;
  bool focusSelected = false;
};

struct HudInput {
  const world::SolarSystem& system;
  const world::SimulationClock& clock;
  double renderJd = 0.0;
  std::optional<world::BodyId> selected;
  const data::SolarSystemSource& source;
  const FrameCamera& camera;
  const render::SceneView& scene;
  double frameMilliseconds = 0.0;
  int drawCalls = 0;
  /// Where the ray under the cursor meets the ecliptic plane (drawn metres), if it does.
  std::optional<glm::dvec3> cursorOnEcliptic;
};

/// Draws the HUD for this frame; `showHelp` is toggled by the help window's close button.
HudRequests drawHud(const HudInput& in, bool& showHelp);

/// "1 day/s", "1 year/s": a time rate for people.
std::string describeTimeRate(double daysPerSecond);

}  // namespace perihelion::app
