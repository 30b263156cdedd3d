#include "desktop/desktop_game.h"

#include <algorithm>
#include <sstream>

#include "core/log.h"
#include "sim/recording.h"
#include "sim/state_hash.h"

namespace perihelion::app {
namespace {

/// The highest type id the ships or stations in play use, if any.
template <class Range, class TypeOf>
std::optional<std::uint32_t> highestTypeInPlay(const Range& things, TypeOf typeOf) {
  std::optional<std::uint32_t> highest;
  for (const auto& thing : things) highest = std::max(highest.value_or(0), typeOf(thing).value);
  return highest;
}

/// A types file with fewer types than the game has in play is refused: ids are indices, so the ships or
/// stations of a dropped type would be of no type. (Reordering or editing types is taken as it is.)
template <class Catalogue>
std::vector<data::Diagnostic> refuseDroppedTypes(std::optional<std::uint32_t> highestInPlay, const Catalogue& now,
                                                 const Catalogue& candidate, std::string_view arrayKey,
                                                 std::string_view things) {
  if (!highestInPlay || *highestInPlay < candidate.types.size()) return {};
  const std::uint32_t id = *highestInPlay;
  const std::string name = id < now.types.size() ? " (\"" + now.types[id].name + "\")" : std::string();
  return {{data::Severity::Error, data::DiagnosticCode::TypeInUse, "/" + std::string(arrayKey), 0, 0,
           "expected at least " + std::to_string(id + 1) + " types, found " + std::to_string(candidate.types.size()) +
               ": " + std::string(things) + " in play are of /" + std::string(arrayKey) + "/" + std::to_string(id) +
               name + " (types are known by their place in the list)"}};
}

/// Players hold bodies by id (their place in the planet file): a new file that puts another body, or none,
/// at the id of a held body or a home planet is refused, as the game would hand it to someone else.
std::vector<data::Diagnostic> refuseMovedHoldings(const sim::GameState& state, const world::SolarSystem& now,
                                                  const world::SolarSystem& candidate) {
  const auto held = [&](std::size_t b) {
    if (b < state.bodyOwners.size() && !(state.bodyOwners[b] == world::kNobody)) return true;
    for (const sim::Player& p : state.players) {
      if (p.home.value == b) return true;
    }
    return false;
  };
  for (std::size_t b = 0; b < now.bodies.size(); ++b) {
    if (!held(b)) continue;
    if (b >= candidate.bodies.size() || candidate.bodies[b].name != now.bodies[b].name) {
      return {{data::Severity::Error, data::DiagnosticCode::TypeInUse, "/bodies/" + std::to_string(std::min(b, candidate.bodies.size())),
               0, 0,
               "expected " + now.bodies[b].name + " at /bodies/" + std::to_string(b) +
                   ": a player holds it (bodies are known by their place in the list)"}};
    }
  }
  return {};
}

/// The log lines of one poll of a watched file (`what`: "ship types").
template <class T>
void logPoll(const data::WatchedFile<T>& file, data::ReloadOutcome outcome, std::string_view what,
             std::vector<LogLine>& log) {
  if (outcome == data::ReloadOutcome::Unchanged) return;
  std::vector<LogLine> lines = diagnosticLines(file.diagnostics(), file.path());
  const std::string name = data::printableText(file.path().string());
  if (outcome == data::ReloadOutcome::Reloaded) {
    lines.insert(lines.begin(), {engine::LogLevel::Info, name + ": info: reloaded the " + std::string(what)});
  } else {
    lines.push_back({engine::LogLevel::Warning, name + ": warning: not used; keeping the last good " + std::string(what)});
  }
  log.insert(log.end(), lines.begin(), lines.end());
}

}  // namespace

data::RulesSource rulesAgainst(const data::SolarSystemSource& system, const std::filesystem::path& file,
                               sim::EconomyRules current) {
  // The source lives as long as the game's data (it is held by pointer there), so the parse may keep it.
  const data::SolarSystemSource* planets = &system;
  return data::RulesSource(
      file, [planets](std::string_view text) { return data::parseRules(text, *planets->system()); }, std::move(current));
}

data::CombatSource combatAgainst(std::shared_ptr<const ArmedTypes> types, const std::filesystem::path& file,
                                 combat::CombatRules current) {
  return data::CombatSource(
      file, [types](std::string_view text) { return data::parseCombat(text, types->ships, types->stations); },
      std::move(current));
}

DesktopData watchScenarioData(const data::ScenarioWorld& world, std::unique_ptr<data::SolarSystemSource> solarSystem) {
  if (!solarSystem) solarSystem = std::make_unique<data::SolarSystemSource>(world.solarSystemFile);
  data::RulesSource rules = rulesAgainst(*solarSystem, world.rulesFile, world.economy);
  auto armed = std::make_shared<ArmedTypes>(ArmedTypes{world.shipTypes, world.stationTypes});
  data::CombatSource combat = combatAgainst(armed, world.combatFile, world.combat);
  return {std::move(solarSystem),
          data::StationTypesSource(world.stationTypesFile, data::parseStationTypes, world.stationTypes),
          data::ShipTypesSource(world.shipTypesFile, data::parseShipTypes, world.shipTypes),
          std::move(rules),
          std::move(combat),
          std::move(armed),
          world.steps};
}

std::vector<LogLine> diagnosticLines(const std::vector<data::Diagnostic>& diagnostics, const std::filesystem::path& file) {
  std::vector<LogLine> lines;
  for (const data::Diagnostic& d : diagnostics) {
    lines.push_back({d.severity == data::Severity::Error ? engine::LogLevel::Error : engine::LogLevel::Warning,
                     data::formatDiagnostic(d, file.string())});
  }
  return lines;
}

DesktopGame::DesktopGame(DesktopData data, sim::GameState start, std::vector<data::ScheduledCommand> orders,
                         std::optional<DesktopMatch> match)
    : data_(std::move(data)),
      state_(std::move(start)),
      orders_(std::move(orders)),
      previousSeconds_(state_.time),
      previousShipPositions_(state_.fleets.ships.position),
      previousShipIds_(state_.fleets.ships.id),
      match_(std::move(match)) {
  for (const sim::Player& p : state_.players) {
    if (p.kind == sim::PlayerKind::Human) {
      player_ = p.id;
      break;
    }
  }
}

const world::StationCatalogue& DesktopGame::stationTypes() const {
  static const world::StationCatalogue kNone;
  return data_.stationTypes.value() ? *data_.stationTypes.value() : kNone;
}

const fleet::ShipCatalogue& DesktopGame::shipTypes() const {
  static const fleet::ShipCatalogue kNone;
  return data_.shipTypes.value() ? *data_.shipTypes.value() : kNone;
}

DataReload DesktopGame::reloadData() {
  DataReload reload;
  // A skirmish plays on the data it started with: its homes' worth is in the rules it was given, and an
  // edit in the middle of a match would change the game for one side's player only.
  if (recording() || replaying() || match_) return reload;
  const data::ReloadOutcome system = data_.solarSystem->poll([&](const world::SolarSystem& candidate) {
    return refuseMovedHoldings(state_, this->system(), candidate);
  });
  logPoll(*data_.solarSystem, system, "solar system", reload.log);
  reload.solarSystem = system == data::ReloadOutcome::Reloaded;

  // What is in play is looked at only when a file was saved with new, valid content.
  const data::ReloadOutcome stations = data_.stationTypes.poll([&](const world::StationCatalogue& candidate) {
    const auto inPlay = highestTypeInPlay(state_.stations, [](const world::Station& s) { return s.type; });
    return refuseDroppedTypes(inPlay, stationTypes(), candidate, "station_types", "stations");
  });
  logPoll(data_.stationTypes, stations, "station types", reload.log);
  reload.stationTypes = stations == data::ReloadOutcome::Reloaded;

  const data::ReloadOutcome ships = data_.shipTypes.poll([&](const fleet::ShipCatalogue& candidate) {
    // Ships in play, and ships queued at yards.
    std::optional<std::uint32_t> inPlay = highestTypeInPlay(state_.fleets.ships.type, [](fleet::ShipTypeId t) { return t; });
    for (const sim::Shipyard& yard : state_.shipyards) {
      const auto queued = highestTypeInPlay(yard.queue, [](const sim::QueuedShip& q) { return q.type; });
      if (queued) inPlay = std::max(inPlay.value_or(0), *queued);
    }
    return refuseDroppedTypes(inPlay, shipTypes(), candidate, "ship_types", "ships");
  });
  logPoll(data_.shipTypes, ships, "ship types", reload.log);
  reload.shipTypes = ships == data::ReloadOutcome::Reloaded;

  // The rules name planets: a new planet file may make them wrong, or right again.
  const data::ReloadOutcome rules = reload.solarSystem ? data_.rules.reread() : data_.rules.poll();
  logPoll(data_.rules, rules, "game rules", reload.log);
  reload.rules = rules == data::ReloadOutcome::Reloaded;

  // The combat rules arm ship and station types by name: new types may make them wrong, or right again.
  data::ReloadOutcome combat = data::ReloadOutcome::Unchanged;
  if (reload.shipTypes || reload.stationTypes) {
    if (data_.armedTypes) *data_.armedTypes = {shipTypes(), stationTypes()};
    combat = data_.combat.reread();
  } else {
    combat = data_.combat.poll();
  }
  logPoll(data_.combat, combat, "combat rules", reload.log);
  reload.combat = combat == data::ReloadOutcome::Reloaded;
  return reload;
}

void DesktopGame::startRecording(std::ostream& out, std::string_view scenarioName, std::string_view origin) {
  recorder_ = &out;
  out << sim::recordingHeader(scenarioName, state_.time, state_.secondsPerTick, state_.paused) << origin << std::flush;
}

std::string DesktopGame::finishRecording() {
  const std::uint64_t hash = sim::stateHash(state_);
  if (recorder_) {
    *recorder_ << sim::recordingEnd(state_.tick, hash) << std::flush;
    checkRecorder();
  }
  recorder_ = nullptr;
  return "state_hash " + sim::hashText(hash) + " ticks " + std::to_string(state_.tick);
}

void DesktopGame::checkRecorder() {
  if (recorder_ && !recorder_->good() && !recorderFailed_) {
    recorderFailed_ = true;  // said once: a full disk would say it every tick
    engine::logError("RECORD", "the recording could not be written (disk full?): it will not replay");
  }
}

void DesktopGame::gatherNews(const sim::TickReport& report) {
  const auto append = [](auto& to, const auto& from, std::size_t cap) {
    const std::size_t room = cap > to.size() ? cap - to.size() : 0;
    to.insert(to.end(), from.begin(), from.begin() + static_cast<std::ptrdiff_t>(std::min(room, from.size())));
  };
  append(news_.volleys, report.fight.volleys, kMaxNewsVolleys);
  append(news_.losses, report.fight.losses, kMaxNewsEvents);
  append(news_.landings, report.landings, kMaxNewsEvents);
}

void DesktopGame::playLockstep(std::unique_ptr<Lockstep> lockstep, world::PlayerId seat) {
  lockstep_ = std::move(lockstep);
  player_ = seat;
}

void DesktopGame::submit(const sim::Command& command) {
  if (lockstep_ && std::holds_alternative<sim::JumpToTime>(command)) {
    // The host refuses a clock jump from a joiner (net/host_turns.h): not sent, said at once. Pause and
    // the time rate go to the host like any command, and stop or speed every peer's ticks alike.
    lastRefusal_ = RefusalNotice{std::string(sim::commandName(command)), "in a LAN match the clock jumps for no one", state_.tick};
    return;
  }
  if (!replay_) {
    pending_.push_back(command);
    return;
  }
  // A replay takes no command: the time controls set the playback instead.
  if (const auto* p = std::get_if<sim::SetPaused>(&command)) {
    playbackPaused_ = p->paused;
  } else if (const auto* r = std::get_if<sim::SetTimeRate>(&command)) {
    playback_ = std::clamp(r->secondsPerTick / state_.secondsPerTick, 1.0 / 64.0, 1024.0);
  } else if (!std::holds_alternative<sim::JumpToTime>(command)) {
    lastRefusal_ = RefusalNotice{std::string(sim::commandName(command)), "a replay takes no commands", state_.tick};
  }
}

bool DesktopGame::pausedAfterPending() const {
  if (replay_) return playbackPaused_;
  bool paused = state_.paused;
  for (const sim::Command& c : pending_) {
    if (const auto* p = std::get_if<sim::SetPaused>(&c)) paused = p->paused;
  }
  return paused;
}

double DesktopGame::secondsPerTickAfterPending() const {
  if (replay_) return state_.secondsPerTick * playback_;
  double seconds = state_.secondsPerTick;
  for (const sim::Command& c : pending_) {
    if (const auto* r = std::get_if<sim::SetTimeRate>(&c)) seconds = r->secondsPerTick;
  }
  return seconds;
}

bool DesktopGame::playRecording(Replay replay, std::string& why) {
  const sim::Recording& r = replay.recording();
  if (state_.tick != 0 || state_.time != r.startSeconds) {
    why = "the recording starts at " + std::to_string(r.startSeconds) + " s, its scenario's game at " + std::to_string(state_.time) + " s";
    return false;
  }
  // The recorded start: its rate and pause are the state's (the playback has its own speed).
  state_.secondsPerTick = r.secondsPerTick;
  state_.paused = r.paused;
  replay_ = std::move(replay);
  return true;
}

std::string DesktopGame::replayStatus() const {
  if (!replay_) return {};
  if (replayParted_) return "replay: " + *replayParted_;
  if (replayEndedInRecordedState_) {
    return *replayEndedInRecordedState_ ? "replay: over, in the recorded state (hash " + sim::hashText(replay_->stateHash()) + ")"
                                        : "replay: over, but NOT in the recorded state: the data have changed since";
  }
  char speed[32];
  std::snprintf(speed, sizeof speed, "%g", playback_);
  return "replay: tick " + std::to_string(state_.tick) + " of " + std::to_string(replay_->ticks()) + (playbackPaused_ ? ", paused" : " at " + std::string(speed) + "x");
}

bool DesktopGame::runLockstepTick() {
  lockstep_->give(state_, std::exchange(pending_, {}));
  std::optional<std::vector<sim::Command>> commands = lockstep_->take(state_.tick);
  if (!commands) return false;
  hostCommands_ = std::move(*commands);
  runTick();
  lockstep_->ran(state_, match_ && match_->chronicle.end());
  return true;
}

int DesktopGame::advance(double frameSeconds) {
  if (lockstep_) {
    // The host's ticks, at most the frame's: a tick the host has not sent is waited for, its time lost
    // (the host runs no further ahead than the commands this desktop has sent allow).
    const int ticks = ticker_.ticksFor(frameSeconds);
    int ran = 0;
    while (ran < ticks && runLockstepTick()) ++ran;
    return ran;
  }
  if (replay_) {
    // A replay stops at its last recorded tick, and plays at its own speed.
    if (playbackPaused_ || replayParted_ || state_.tick >= replay_->ticks()) frameSeconds = 0.0;
    frameSeconds *= playback_;
  }
  int ticks = ticker_.ticksFor(frameSeconds);
  if (replay_) ticks = static_cast<int>(std::min<std::int64_t>(ticks, replay_->ticks() - state_.tick));
  const bool ended = match_ && match_->chronicle.end();
  for (int k = 0; k < ticks; ++k) {
    runTick();
    // The frame the match ends in stops there, so that the summary shows the state it ended in.
    if (!ended && match_ && match_->chronicle.end()) return k + 1;
  }
  return ticks;
}

bool DesktopGame::players(std::size_t k, std::size_t fromScenario, std::size_t fromComputers) const {
  if (lockstep_) return k < tickCommands_.size() && sim::issuer(tickCommands_[k]) == player_;
  return k >= fromScenario && k < fromComputers;
}

void DesktopGame::runTick() {
  previousSeconds_ = state_.time;
  previousShipPositions_ = state_.fleets.ships.position;
  previousShipIds_ = state_.fleets.ships.id;
  tickCommands_.clear();
  if (lockstep_) {
    // Every seat's commands as the host ran them: no scenario orders (a skirmish has none), no thinking.
    tickCommands_ = std::move(hostCommands_);
    hostCommands_.clear();
  }
  data::takeOrdersDue(orders_, state_.tick, state_.time, nextOrder_, tickCommands_);
  const std::size_t fromScenario = tickCommands_.size();
  for (sim::Command& c : pending_) {
    if (recorder_) *recorder_ << sim::recordingLine(state_.tick, state_.secondsPerTick, c);
    tickCommands_.push_back(std::move(c));
  }
  pending_.clear();
  if (replay_ && !replayParted_) {
    std::ostringstream why;
    if (!replay_->commandsFor(state_, tickCommands_, why)) {
      replayParted_ = why.str();
      while (!replayParted_->empty() && replayParted_->back() == '\n') replayParted_->pop_back();
    }
  }
  if (recorder_ && tickCommands_.size() > fromScenario) {
    recorder_->flush();
    checkRecorder();
  }
  const sim::Rules rules = this->rules();
  const std::size_t fromComputers = tickCommands_.size();
  if (match_ && !replay_ && !lockstep_) match_->computers.think(state_, rules, tickCommands_);  // a replay has their commands
  // A skirmish's recording holds the computer players' commands too: its replay needs no computer player.
  for (std::size_t k = fromComputers; recorder_ && k < tickCommands_.size(); ++k) {
    *recorder_ << sim::recordingLine(state_.tick, state_.secondsPerTick, tickCommands_[k]);
  }

  const std::int64_t tick = state_.tick;
  lastReport_ = sim::tick(state_, rules, tickCommands_, scratch_);
  const sim::TickReport& report = lastReport_;
  if (match_) match_->chronicle.afterTick(state_, rules, report, tickCommands_, match_->computers);
  gatherNews(report);
  for (const sim::Refusal& r : report.refusals) {
    const std::string name(sim::commandName(tickCommands_[r.command]));
    const std::string code(sim::refusalCode(r));
    const bool mine = players(r.command, fromScenario, fromComputers);
    const std::string origin = mine ? "" : r.command < fromScenario ? "the scenario's " : "another player's ";
    engine::logInfo("COMMAND", origin + name + " refused: " + r.reason + " [" + code + "]");
    if (!mine) continue;
    ++refusedCommands_;
    lastRefusal_ = RefusalNotice{name, r.reason + " [" + code + "]", tick};
  }
  if (report.navigationHeld != navigationHeld_ && report.navigationHeld) {
    engine::logWarning("FLEET", "fleets held: " + *report.navigationHeld);
  }
  if (report.navigationHeld || state_.tickSeconds() > 0.0) navigationHeld_ = report.navigationHeld;
  // Whether a replay ended where its recording did: hashed once, at its last tick, not at each frame.
  if (replay_ && state_.tick == replay_->ticks()) replayEndedInRecordedState_ = sim::stateHash(state_) == replay_->stateHash();
}

}  // namespace perihelion::app
