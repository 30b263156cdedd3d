// The HUD, drawn with Dear ImGui over the scene: date and time controls, the selected body's or
// station's data, the build menu and the placement cursor's verdict, frame time, the data files'
// reload status and errors, body labels, and the help overlay (H).
// It reads the game's state and returns what the player asked for; it changes nothing itself.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "data/solar_system_source.h"
#include "desktop/auto_pace.h"
#include "desktop/build_mode.h"
#include "desktop/combat_log.h"
#include "desktop/fleet_command.h"
#include "desktop/fog.h"
#include "desktop/game_scenario.h"
#include "desktop/frame_camera.h"
#include "picking/box_select.h"
#include "render/scene_view.h"
#include "render/well_view.h"
#include "desktop/desktop_game.h"
#include "sim/economy_rules.h"
#include "sim/game_state.h"

namespace perihelion::app {

struct HudRequests {
  bool togglePause = false;
  bool togglePace = false;  ///< slowing down for events (desktop/auto_pace.h) on or off
  bool openMenu = false;    ///< the pause menu (Esc with nothing to cancel)
  int rateStep = 0;  ///< -1 slower, +1 faster
  bool jumpToToday = false;
  bool focusSelected = false;
  std::optional<world::StationTypeId> startBuilding;  ///< build mode with this type, on the selected planet
  bool stopBuilding = false;
  std::optional<fleet::FleetId> selectFleet;  ///< select every ship of this fleet
  bool addToSelection = false;                ///< with selectFleet (Shift or Ctrl held): add them to the selection
  std::optional<world::BodyId> selectBody;        ///< select this body and focus on it (the holdings list)
  std::optional<world::StationId> selectStation;  ///< select this station and focus on its planet (the holdings list)
  bool holdSelected = false;                  ///< order the selected ships' fleets to hold
  std::optional<fleet::FleetId> attackFleet;  ///< the selected ships' fleets attack this enemy fleet
  bool formFleet = false;                     ///< a new fleet of the selected ships
  bool mergeFleets = false;                   ///< the selected ships' fleets into the first of them
  std::vector<sim::Command> commands;         ///< from the economy's panels (queues, rally), the player's
};

/// The wells' part of the HUD's input: stations, what is selected among them, build mode.
struct HudWells {
  const world::StationCatalogue& catalogue;
  const data::StationTypesSource& typesFile;  ///< its path, its problems, whether the last save was refused
  const sim::GameState& state;
  const std::vector<render::StationView>& stations;  ///< as drawn this frame
  std::optional<world::StationId> selected;
  std::optional<BuildMode> build;
  const std::optional<PlacementPreview>& preview;  ///< under the cursor this frame, if any
};

/// The fleets' part of the HUD's input: the fleets, the selected ships, the selection box being
/// dragged, and the scenario the game started from (its name and problems).
struct HudFleets {
  const fleet::ShipCatalogue& types;
  const data::ShipTypesSource& typesFile;      ///< no path: not watched (a game with no ships)
  const fleet::Fleets& fleets;
  const std::vector<render::ShipView>& ships;  ///< as drawn this frame
  const ShipSelection& selection;
  std::optional<engine::ScreenBox> dragBox;    ///< framebuffer pixels
  const GameScenario& scenario;
  double orderHeightKm = 0.0;                  ///< the height set with Shift, true km above the fleet plane
  bool navigationPaused = false;               ///< the fleets refer to bodies the reloaded data lack
};

struct HudInput {
  const world::SolarSystem& system;
  const sim::GameState& state;  ///< its clock: time, rate, paused
  const std::optional<RefusalNotice>& refusal;  ///< the player's last refused command
  bool recording = false;       ///< --record: live reloads are off
  double renderJd = 0.0;
  std::optional<world::BodyId> selected;
  const data::SolarSystemSource& source;
  const FrameCamera& camera;
  const render::SceneView& scene;
  double frameMilliseconds = 0.0;
  int drawCalls = 0;
  /// Where the ray under the cursor meets the ecliptic plane (drawn metres), if it does.
  std::optional<glm::dvec3> cursorOnEcliptic;
  HudWells wells;
  HudFleets fleets;
  world::PlayerId player = world::kNobody;  ///< the player at this desktop (nobody in the sandbox)
  const sim::EconomyRules* economy = nullptr;
  const data::RulesSource* rulesFile = nullptr;  ///< the game rules' path and problems (no path in the sandbox)
  const data::CombatSource* combatFile = nullptr;  ///< the combat rules' path and problems (no path in the sandbox)
  const combat::CombatRules* combat = nullptr;     ///< the combat rules in use (null: none)
  const combat::CombatRules& combatRules() const { return combat ? *combat : combat::kNoCombat; }
  std::vector<LogEntry> combatLog{};  ///< the combat log's lines now
  double now = 0.0;                 ///< real seconds, the combat log's clock
  const AutoPace* pace = nullptr;   ///< whether the rate is held down for an event, and why
  std::span<const FleetMarker> fleetMarkers{};  ///< fleets drawn as one marker (desktop/fleet_markers.h)
  const Fog* fog = nullptr;                      ///< what the player is shown of the others (null: all)
  std::string match{};                           ///< a skirmish's clock and goal for the top bar; empty: none
  std::span<const Ghost> ghosts{};               ///< the others where the player last saw them
};

/// Draws the HUD for this frame; `showHelp` is toggled by the help window's close button.
HudRequests drawHud(const HudInput& in, bool& showHelp);

/// "1 day/s", "1 year/s": a time rate for people.
std::string describeTimeRate(double daysPerSecond);

}  // namespace perihelion::app
