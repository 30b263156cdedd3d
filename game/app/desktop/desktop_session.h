// [SECTION] What one running window holds: the game (desktop/desktop_game.h), the player's input
// (desktop/player_input.h), the frame built on the CPU (desktop/frame_view.h) and the GL that draws
// it. A frame: poll the window -> player input becomes commands -> the game runs its ticks -> the
// frame is built from the state -> the renderers draw it -> the HUD reads it and returns requests.
#pragma once

#include <fstream>
#include <memory>
#include <string>

#include "desktop/auto_pace.h"
#include "desktop/desktop_app.h"
#include "desktop/combat_effects.h"
#include "desktop/combat_log.h"
#include "desktop/combat_renderer.h"
#include "desktop/desktop_game.h"
#include "desktop/fleet_renderer.h"
#include "desktop/frame_view.h"
#include "desktop/game_scenario.h"
#include "desktop/lan_host_process.h"
#include "desktop/lan_join_game.h"
#include "desktop/match_menus.h"
#include "desktop/player_input.h"
#include "desktop/solar_system_renderer.h"
#include "desktop/texture_library.h"
#include "desktop/well_renderer.h"
#include "gl/render_target.h"
#include "platform/window.h"
#include "ui/imgui_layer.h"

namespace perihelion::app {

class DesktopSession {
 public:
  /// Everything, window included; null with `error` and `exitCode` set when something failed.
  /// `useSandbox`: with no scenario given, start from the default game (scenarios/new_game.json) beside the planet file.
  static std::unique_ptr<DesktopSession> open(const DesktopOptions& options, bool visible, bool useSandbox,
                                              std::string& error, int& exitCode);

  /// The game until the window is closed (or Ctrl+Q); returns "state_hash HEX ticks N".
  std::string runInteractive();
  /// --bench-frames: draws `frames` frames as fast as it can and prints the median frame time.
  void runBenchmark(int frames);
  /// `perihelion screenshot`: a few frames paused at the requested date, then the PNG (and report).
  bool captureScreenshot(const ScreenshotOptions& options);

 private:
  DesktopSession(const DesktopOptions& options, std::unique_ptr<engine::Window> window, GameScenario scenario)
      : options_(options), window_(std::move(window)), scenario_(std::move(scenario)) {}
  /// `skirmish`: the game made from --players, if any (else the scenario's game is made here).
  bool initialise(std::unique_ptr<data::SolarSystemSource> source, std::unique_ptr<DesktopGame> skirmish,
                  std::string& error);
  /// --record: the recording started (its header naming the scenario file, and a skirmish's set-up).
  bool startRecording(std::string& error);
  /// F5 and the pause menu's Save: the game to `file`; F9 and Load: the game from it, replacing the one
  /// played only when the whole save has loaded. Each says how it went in the notice.
  void saveTo(const std::filesystem::path& file);
  void loadFrom(const std::filesystem::path& file);
  /// Plays `game` from now on: the renderers prepared for its types, the player's input, effects and
  /// log started afresh.
  void adopt(std::unique_ptr<DesktopGame> game, std::optional<world::BodyId> focus);
  /// The main menu's Start: the new skirmish replaces the game, or the form says why not.
  void startSkirmish(const SkirmishChoice& choice);
  /// The main menu's Join: starts the handshake, and takes its game once the host starts the match.
  void adoptJoinedMatch();
  /// The main menu's Host: the host process started, and joined as the human seat.
  void hostMatch(const SkirmishChoice& choice);
  /// The menu open now (main, pause, the match's summary), and what the player chose in it.
  void drawMenus();
  /// The state the game starts from: the scenario (if any) at the start date, the data's time rate.
  sim::GameState startingState(const world::SolarSystem& system) const;
  void pollData(double now);
  /// One frame: input, ticks for `frameSeconds`, then the frame built, drawn and (withHud) the HUD.
  void runFrame(double frameSeconds, bool withHud);
  void draw(bool withHud);
  /// The window's pixels as a PNG file; false when it cannot be written.
  bool writeWindowPng(const std::filesystem::path& file) const;
  /// Reads every body's texture now, so that no file is read while a frame is drawn.
  void preloadTextures();

  DesktopOptions options_;
  std::unique_ptr<engine::Window> window_;
  GameScenario scenario_;
  std::unique_ptr<engine::ImGuiLayer> imgui_;
  std::unique_ptr<TextureLibrary> textures_;
  std::unique_ptr<SolarSystemRenderer> renderer_;
  std::unique_ptr<WellRenderer> wellRenderer_;
  std::unique_ptr<FleetRenderer> fleetRenderer_;
  std::unique_ptr<CombatRenderer> combatRenderer_;
  CombatEffects effects_;  ///< fire, flashes and explosions, in real time
  CombatLog combatLog_;
  AutoPace pace_;  ///< the time rate held down while something needs the player's eye
  std::unique_ptr<DesktopGame> game_;
  std::unique_ptr<PlayerInput> player_;
  std::ofstream recording_;
  FrameView frame_;
  engine::RenderTarget target_;
  engine::DepthMode depthMode_ = engine::DepthMode::ReversedZ;
  bool helpShownLastFrame_ = false;
  double lastPoll_ = 0.0;
  double frameMilliseconds_ = 0.0;
  double navigationMilliseconds_ = 0.0;  ///< the ticks of the last frame (the benchmark prints it)
  int drawCallsLastFrame_ = 0;
  MenuScreen menu_ = MenuScreen::None;  ///< while one is open the game waits and the scene takes no input
  SkirmishForm form_;
  std::vector<SkirmishScenario> skirmishes_;  ///< what the main menu offers, found when it first opens
  bool summaryShown_ = false;  ///< the match's end was shown (Keep watching closes it for good)
  bool quit_ = false;
  SaveForm saves_;          ///< the pause menu's saves: the name typed, the files found
  LanForm lan_;             ///< the main menu's Join
  std::unique_ptr<BackgroundJoin> joining_;  ///< the main menu's Join under way
  std::unique_ptr<OwnedLanHost> hosting_;    ///< the main menu's Host: its host process
  std::string notice_;      ///< a line for the player about a save or load, shown for a few seconds
  double noticeUntil_ = 0.0;
};

}  // namespace perihelion::app
