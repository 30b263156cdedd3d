#include "desktop/desktop_game.h"

#include "core/log.h"
#include "sim/recording.h"
#include "sim/state_hash.h"

namespace perihelion::app {

DesktopGame::DesktopGame(std::unique_ptr<data::SolarSystemSource> source, world::StationCatalogue stationTypes,
                         fleet::ShipCatalogue shipTypes, sim::GameState start, std::vector<data::ScheduledCommand> orders,
                         sim::EconomyRules economy)
    : source_(std::move(source)),
      stationTypes_(std::move(stationTypes)),
      shipTypes_(std::move(shipTypes)),
      economy_(std::move(economy)),
      state_(std::move(start)),
      orders_(std::move(orders)),
      previousSeconds_(state_.time),
      previousShipPositions_(state_.fleets.ships.position) {
  for (const sim::Player& p : state_.players) {
    if (p.kind == sim::PlayerKind::Human) {
      player_ = p.id;
      break;
    }
  }
}

void DesktopGame::startRecording(std::ostream& out, std::string_view scenarioName) {
  recorder_ = &out;
  out << sim::recordingHeader(scenarioName, state_.time, state_.secondsPerTick, state_.paused) << std::flush;
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

void DesktopGame::submit(const sim::Command& command) { pending_.push_back(command); }

bool DesktopGame::pausedAfterPending() const {
  bool paused = state_.paused;
  for (const sim::Command& c : pending_) {
    if (const auto* p = std::get_if<sim::SetPaused>(&c)) paused = p->paused;
  }
  return paused;
}

double DesktopGame::secondsPerTickAfterPending() const {
  double seconds = state_.secondsPerTick;
  for (const sim::Command& c : pending_) {
    if (const auto* r = std::get_if<sim::SetTimeRate>(&c)) seconds = r->secondsPerTick;
  }
  return seconds;
}

int DesktopGame::advance(double frameSeconds) {
  const int ticks = ticker_.ticksFor(frameSeconds);
  for (int k = 0; k < ticks; ++k) runTick();
  return ticks;
}

void DesktopGame::runTick() {
  previousSeconds_ = state_.time;
  previousShipPositions_ = state_.fleets.ships.position;
  tickCommands_.clear();
  data::takeOrdersDue(orders_, state_.tick, state_.time, nextOrder_, tickCommands_);
  const std::size_t fromScenario = tickCommands_.size();
  for (sim::Command& c : pending_) {
    if (recorder_) *recorder_ << sim::recordingLine(state_.tick, state_.secondsPerTick, c);
    tickCommands_.push_back(std::move(c));
  }
  pending_.clear();
  if (recorder_ && tickCommands_.size() > fromScenario) {
    recorder_->flush();
    checkRecorder();
  }

  const sim::Rules rules{system(), shipTypes_, stationTypes_, {}, economy_};
  const std::int64_t tick = state_.tick;
  const sim::TickReport report = sim::tick(state_, rules, tickCommands_, scratch_);
  for (const sim::Refusal& r : report.refusals) {
    const std::string name(sim::commandName(tickCommands_[r.command]));
    const std::string code(sim::refusalCode(r));
    const std::string origin = r.command < fromScenario ? "the scenario's " : "";
    engine::logInfo("COMMAND", origin + name + " refused: " + r.reason + " [" + code + "]");
    if (r.command < fromScenario) continue;
    ++refusedCommands_;
    lastRefusal_ = RefusalNotice{name, r.reason + " [" + code + "]", tick};
  }
  if (report.navigationHeld != navigationHeld_ && report.navigationHeld) {
    engine::logWarning("FLEET", "fleets held: " + *report.navigationHeld);
  }
  if (report.navigationHeld || state_.tickSeconds() > 0.0) navigationHeld_ = report.navigationHeld;
}

}  // namespace perihelion::app
