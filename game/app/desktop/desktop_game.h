// The game the desktop plays, without GL: the data it runs on, the one game state, and the ticks. The
// window turns mouse and keys into commands (desktop/player_input.h) and hands them here; each frame
// runs the whole ticks that real time allows (world::FixedTicker), every one through sim::tick with
// the scenario's orders due then and the player's commands. With a recorder, every player command is
// written as it is applied (sim/recording.h), so `perihelion simulate --commands` can replay the game.
// Between ticks, reloadData() takes the data files' live edits (off while recording and in a skirmish).
// In a skirmish the computer players' commands join the tick's (match/computer_seats.h), and the match's
// figures and end are kept as the headless match keeps them (match/chronicle.h).
#pragma once

#include <memory>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/log.h"
#include "data/scenario_world.h"
#include "data/solar_system_source.h"
#include "data/type_sources.h"
#include "match/chronicle.h"
#include "match/computer_seats.h"
#include "render/fleet_view.h"
#include "simulate/replay.h"
#include "sim/tick.h"
#include "world/simulation_clock.h"

namespace perihelion::app {

/// A refused command, as the HUD shows it.
struct RefusalNotice {
  std::string command;  ///< "place_station"
  std::string reason;   ///< "ring 1 of Mars does not take large structures ... [size-not-accepted]"
  std::int64_t tick = 0;
};

/// The ship and station types the combat file is read against: copies of the types in use, shared by
/// the combat file's parse function and the game, which renews them when a types file reloads. (The
/// data are moved into the game, so the parse cannot point into the types files' values.)
struct ArmedTypes {
  fleet::ShipCatalogue ships;
  world::StationCatalogue stations;
};

/// The data files the game plays on, each watched for live edits.
struct DesktopData {
  std::unique_ptr<data::SolarSystemSource> solarSystem;  ///< must hold a system
  data::StationTypesSource stationTypes;                 ///< no value: no station types (nothing can be built)
  data::ShipTypesSource shipTypes;                       ///< no value: no ship types
  data::RulesSource rules;                               ///< the scenario's game rules; no path in the sandbox
  data::CombatSource combat;                             ///< the scenario's combat rules; no path in the sandbox
  std::shared_ptr<ArmedTypes> armedTypes;                ///< what `combat` is read against
  sim::StepRules steps{};                                ///< the scenario's (not watched: it is no data file)
};

/// The game-rules file watched, read against the planet file `system` holds (with no path: `current`
/// for ever, as in the sandbox).
data::RulesSource rulesAgainst(const data::SolarSystemSource& system, const std::filesystem::path& file,
                               sim::EconomyRules current);

/// The combat file watched, read against `types` (with no path: `current` for ever, as in the sandbox).
data::CombatSource combatAgainst(std::shared_ptr<const ArmedTypes> types, const std::filesystem::path& file,
                                 combat::CombatRules current);

/// A scenario's files, watched: its planet file (`solarSystem`, or with none the file loaded again), and
/// its types as it read them.
DesktopData watchScenarioData(const data::ScenarioWorld& world, std::unique_ptr<data::SolarSystemSource> solarSystem = {});

/// A line for the log, with its level word already in the text ("data/ships.json:3:5: error: ...").
struct LogLine {
  engine::LogLevel level = engine::LogLevel::Info;
  std::string text;
};

/// What one look at the data files did: which replaced the data in use, and what to log. Each new
/// content of a file is logged once: a broken save with its every problem (file, line and column), a
/// good one as reloaded; a save of the content read last time is not read as new.
struct DataReload {
  bool solarSystem = false;
  bool stationTypes = false;
  bool shipTypes = false;
  bool rules = false;
  bool combat = false;
  std::vector<LogLine> log;
  bool replacedAny() const { return solarSystem || stationTypes || shipTypes || rules || combat; }
};

/// "FILE:LINE:COL: error: ..." for each diagnostic, at its severity's level.
std::vector<LogLine> diagnosticLines(const std::vector<data::Diagnostic>& diagnostics, const std::filesystem::path& file);

/// What the ticks since the last look brought of the fighting, for the screen's effects and the combat
/// log: every volley, loss and landing (each list capped, so that a game nobody looks at, as in the
/// headless tests, does not gather them for ever).
struct CombatNews {
  std::vector<combat::Volley> volleys;
  std::vector<combat::Loss> losses;
  std::vector<sim::Landing> landings;
  bool empty() const { return volleys.empty() && losses.empty() && landings.empty(); }
};

/// The most volleys, losses and landings CombatNews holds between two looks; past these the rest of a
/// tick's are left out (a frame at a fast time rate can bring thousands of volleys).
inline constexpr std::size_t kMaxNewsVolleys = 50'000;
inline constexpr std::size_t kMaxNewsEvents = 5'000;

/// Where a LAN match's ticks come from (desktop/lan_join_game.h): the host runs the match, and this
/// desktop runs exactly the ticks the host sent, with the host's commands, never one ahead.
class Lockstep {
 public:
  virtual ~Lockstep() = default;
  /// Before the tick from `state`: the player's commands given since the last tick (scheduled some
  /// ticks ahead). `state` is the game's, and lives as long as it.
  virtual void give(const sim::GameState& state, std::vector<sim::Command> commands) = 0;
  /// Every seat's commands for `tick` as the host ran them (taken once); none while the host has not
  /// sent the tick (the game waits, drawing frames).
  virtual std::optional<std::vector<sim::Command>> take(std::int64_t tick) = 0;
  /// After a tick, with the state it left and whether the match is over: the hash checkpoints.
  virtual void ran(const sim::GameState& state, bool over) = 0;
  /// For the HUD: "LAN: seat 1, 3 ticks of input delay; pause and time rate are the host's".
  virtual std::string status() const = 0;
};

/// A skirmish at the desktop: its computer players and what the match keeps.
struct DesktopMatch {
  match::ComputerSeats computers;
  match::Chronicle chronicle;
};

class DesktopGame {
 public:
  DesktopGame(DesktopData data, sim::GameState start, std::vector<data::ScheduledCommand> orders,
              std::optional<DesktopMatch> match = std::nullopt);

  /// The player at this desktop: the first human player, or nobody in the sandbox (a game without
  /// players). Every command the window makes is theirs.
  world::PlayerId player() const { return player_; }
  const sim::EconomyRules& economy() const { return data_.rules.value() ? *data_.rules.value() : sim::kNoEconomy; }
  const data::RulesSource& rulesFile() const { return data_.rules; }
  /// The combat rules in use: the last good ones of the combat file, or no combat (the sandbox).
  const combat::CombatRules& combat() const { return data_.combat.value() ? *data_.combat.value() : combat::kNoCombat; }
  const data::CombatSource& combatFile() const { return data_.combat; }

  /// Writes every player command from now on to `out`, after a header naming the scenario and the
  /// start (the state now); finishRecording writes the end line.
  void startRecording(std::ostream& out, std::string_view scenarioName, std::string_view origin = {});
  /// The end line: ticks played and the state's hash. Returns "state_hash HEX ticks N".
  std::string finishRecording();
  bool recording() const { return recorder_ != nullptr; }

  /// Plays a recording of this game from its start (`perihelion --replay FILE`): each tick's commands
  /// are the recorded ones (the computer players do not think) and the player gives none. Pause and
  /// the time rate's commands set the speed of the playback instead, as a multiple of the recorded
  /// rate, so that every tick keeps its recorded length. False (with why) when the recording does not
  /// start where this game does.
  bool playRecording(Replay replay, std::string& why);
  bool replaying() const { return replay_.has_value(); }
  /// "replay: tick 1200 of 3600 at 4x"; at the end, whether the recorded state hash was reached.
  std::string replayStatus() const;

  /// Plays a LAN match's seat `seat`: every tick from `lockstep`, the player's commands handed to it.
  /// Pause and the time rate are the host's: this desktop refuses them.
  void playLockstep(std::unique_ptr<Lockstep> lockstep, world::PlayerId seat);
  Lockstep* lockstep() const { return lockstep_.get(); }

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
  /// Between ticks: loads the data files saved since the last look; off while recording (a replay runs
  /// on the scenario's files as they were). A good planet file replaces the system (fleets that refer
  /// to bodies it lacks are held, see navigationHeld). A good types file replaces the types the tick
  /// reads, ships and stations in play keeping their ids and positions; one with fewer types than
  /// those in play refer to is refused (type-in-use), as a broken file is: the last good types stay.
  /// The game and combat rules are read again when the files they name things of change.
  DataReload reloadData();

  const sim::GameState& state() const { return state_; }
  /// The rules the tick runs on: the data in use.
  sim::Rules rules() const { return {system(), shipTypes(), stationTypes(), data_.steps, economy(), combat()}; }
  /// A skirmish's computer players and chronicle; none in a scenario's game.
  const std::optional<DesktopMatch>& match() const { return match_; }
  const world::SolarSystem& system() const { return *data_.solarSystem->system(); }
  const data::SolarSystemSource& source() const { return *data_.solarSystem; }
  const data::StationTypesSource& stationTypesFile() const { return data_.stationTypes; }
  const data::ShipTypesSource& shipTypesFile() const { return data_.shipTypes; }
  const world::StationCatalogue& stationTypes() const;
  const fleet::ShipCatalogue& shipTypes() const;

  /// The time drawn: between the last two ticks, at the real-time fraction left over (orbits and
  /// rings are analytic, so in-between positions are exact).
  double renderSeconds() const { return previousSeconds_ + ticker_.alpha() * (state_.time - previousSeconds_); }
  double alpha() const { return ticker_.alpha(); }
  /// The ships' positions before the last tick, with their ids, for drawing them in between.
  render::PreviousPositions previousShipPositions() const { return {previousShipPositions_, previousShipIds_}; }
  /// The last tick's report: its refusals, shots, losses and landings.
  const sim::TickReport& lastReport() const { return lastReport_; }
  /// The fighting since the last call (see CombatNews), and forgets it.
  CombatNews takeCombatNews() { return std::exchange(news_, {}); }
  /// The player's last refused command, if any.
  const std::optional<RefusalNotice>& lastRefusal() const { return lastRefusal_; }
  std::uint64_t refusedCommands() const { return refusedCommands_; }
  /// Why the fleets are held (a live edit removed what they refer to); empty while they may move.
  const std::optional<std::string>& navigationHeld() const { return navigationHeld_; }

 private:
  DesktopData data_;
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
  std::vector<fleet::ShipId> previousShipIds_;
  sim::TickReport lastReport_;
  CombatNews news_;
  /// Adds a tick's fighting to the news.
  void gatherNews(const sim::TickReport& report);
  /// Logs once when the recording can no longer be written.
  void checkRecorder();
  /// The next tick of a LAN match, if the host has sent it.
  bool runLockstepTick();
  /// Whether the tick's command `k` is the player's (its refusals are shown): in a LAN match those
  /// the player issued, otherwise those between the scenario's and the computer players'.
  bool players(std::size_t k, std::size_t fromScenario, std::size_t fromComputers) const;

  std::ostream* recorder_ = nullptr;
  std::optional<Replay> replay_;
  double playback_ = 1.0;        ///< the replay's speed: a multiple of the recorded rate
  bool playbackPaused_ = false;
  std::optional<std::string> replayParted_;  ///< why the replay left the recorded game, if it did
  std::optional<bool> replayEndedInRecordedState_;  ///< once the replay has run its last tick
  bool recorderFailed_ = false;
  std::optional<RefusalNotice> lastRefusal_;
  std::uint64_t refusedCommands_ = 0;
  std::optional<std::string> navigationHeld_;
  std::optional<DesktopMatch> match_;
  std::unique_ptr<Lockstep> lockstep_;
  std::vector<sim::Command> hostCommands_;  ///< a LAN match's next tick, as the host ran it
};

}  // namespace perihelion::app
