// The game the desktop plays, without GL: the data it runs on, the one game state, and the ticks. The
// window turns mouse and keys into commands (desktop/player_input.h) and hands them here; each frame
// runs the whole ticks that real time allows (world::FixedTicker), every one through sim::tick with
// the scenario's orders due then and the player's commands. With a recorder, every player command is
// written as it is applied (sim/recording.h), so `perihelion simulate --commands` can replay the game.
#pragma once

#include <memory>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "data/scenario_world.h"
#include "data/solar_system_source.h"
#include "sim/tick.h"
#include "world/simulation_clock.h"

namespace perihelion::app {

/// A refused command, as the HUD shows it.
struct RefusalNotice {
  std::string command;  ///< "place_station"
  std::string reason;   ///< "ring 1 of Mars does not take large structures ... [size-not-accepted]"
  std::int64_t tick = 0;
};

class DesktopGame {
 public:
  DesktopGame(std::unique_ptr<data::SolarSystemSource> source, world::StationCatalogue stationTypes,
              fleet::ShipCatalogue shipTypes, sim::GameState start, std::vector<data::ScheduledCommand> orders,
              sim::EconomyRules economy = {});

  /// The player at this desktop: the first human player, or nobody in the sandbox (a game without
  /// players). Every command the window makes is theirs.
  world::PlayerId player() const { return player_; }
  const sim::EconomyRules& economy() const { return economy_; }

  /// Writes every player command from now on to `out`, after a header naming the scenario and the
  /// start (the state now); finishRecording writes the end line.
  void startRecording(std::ostream& out, std::string_view scenarioName);
  /// The end line: ticks played and the state's hash. Returns "state_hash HEX ticks N".
  std::string finishRecording();
  bool recording() const { return recorder_ != nullptr; }

  /// A player command, applied at the next tick. (Out of line: GCC 12 inlining a temporary variant's
  /// move into the caller warns of uninitialised members of its other alternatives, a false alarm.)
  void submit(const sim::Command& command);
  /// Paused, and the tick length, as they will be once the commands not yet applied are: two presses of
  /// Space in frames that run no tick (a screen faster than 60 Hz) pause and play again.
  bool pausedAfterPending() const;
  double secondsPerTickAfterPending() const;
  /// Runs the ticks a frame of `frameSeconds` real seconds allows; returns how many ran.
  int advance(double frameSeconds);
  /// Runs exactly one tick (the headless tests drive the game tick by tick).
  void runTick();

  const sim::GameState& state() const { return state_; }
  const world::SolarSystem& system() const { return *source_->system(); }
  data::SolarSystemSource& source() { return *source_; }
  const data::SolarSystemSource& source() const { return *source_; }
  const world::StationCatalogue& stationTypes() const { return stationTypes_; }
  const fleet::ShipCatalogue& shipTypes() const { return shipTypes_; }

  /// The time drawn: between the last two ticks, at the real-time fraction left over (orbits and
  /// rings are analytic, so in-between positions are exact).
  double renderSeconds() const { return previousSeconds_ + ticker_.alpha() * (state_.time - previousSeconds_); }
  double alpha() const { return ticker_.alpha(); }
  /// The ships' positions before the last tick, for drawing them in between.
  std::span<const glm::dvec3> previousShipPositions() const { return previousShipPositions_; }
  /// The player's last refused command, if any.
  const std::optional<RefusalNotice>& lastRefusal() const { return lastRefusal_; }
  std::uint64_t refusedCommands() const { return refusedCommands_; }
  /// Why the fleets are held (a live edit removed what they refer to); empty while they may move.
  const std::optional<std::string>& navigationHeld() const { return navigationHeld_; }

 private:
  std::unique_ptr<data::SolarSystemSource> source_;
  world::StationCatalogue stationTypes_;
  fleet::ShipCatalogue shipTypes_;
  sim::EconomyRules economy_;
  sim::GameState state_;
  world::PlayerId player_ = world::kNobody;
  std::vector<data::ScheduledCommand> orders_;  ///< the scenario's, by tick
  std::size_t nextOrder_ = 0;
  std::vector<sim::Command> pending_;
  std::vector<sim::Command> tickCommands_;
  sim::TickScratch scratch_;
  world::FixedTicker ticker_;
  double previousSeconds_ = 0.0;
  std::vector<glm::dvec3> previousShipPositions_;
  /// Logs once when the recording can no longer be written.
  void checkRecorder();

  std::ostream* recorder_ = nullptr;
  bool recorderFailed_ = false;
  std::optional<RefusalNotice> lastRefusal_;
  std::uint64_t refusedCommands_ = 0;
  std::optional<std::string> navigationHeld_;
};

}  // namespace perihelion::app
