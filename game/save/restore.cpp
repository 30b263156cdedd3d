#include "save/restore.h"

#include <algorithm>

#include "data/data_fingerprint.h"
#include "data/json_source_map.h"
#include "save/save_fit.h"
#include "sim/state_hash.h"

namespace perihelion::save {

SavedGame savedScenarioGame(const std::string& scenario, std::string dataHash, const sim::GameState& state) {
  SavedGame game;
  game.scenario = scenario;
  game.dataHash = std::move(dataHash);
  game.state = state;
  return game;
}

SavedGame savedMatch(const std::string& scenario, std::string dataHash, const sim::GameState& state,
                     const std::vector<match::Seat>& seats, const match::ComputerSeats& computers,
                     const match::Chronicle& chronicle) {
  SavedGame game = savedScenarioGame(scenario, std::move(dataHash), state);
  SavedMatch& m = game.match.emplace();
  for (const match::Seat& seat : seats) m.seats.push_back(seat.spec());
  m.seed = state.seed;
  m.nextLooks = computers.nextLooks();
  m.decisions = computers.decisions();
  m.chronicle = chronicle.log();
  return game;
}

SavedGame savedMatch(const std::string& scenario, std::string dataHash, const match::Match& m) {
  return savedMatch(scenario, std::move(dataHash), m.state(), m.seats(), m.computers(), m.chronicle());
}

std::size_t RestoredGame::nextOrder() const {
  if (!scenario) return 0;
  const auto& orders = scenario->orders;
  const std::int64_t tick = scenario->state.tick;
  return static_cast<std::size_t>(
      std::find_if(orders.begin(), orders.end(), [tick](const data::ScheduledCommand& o) { return o.tick >= tick; }) - orders.begin());
}

namespace {

/// The world the save names: the scenario loaded again, or the skirmish made again.
void loadWorld(const SavedGame& saved, RestoredGame& out) {
  if (!saved.match) {
    data::LoadedScenarioWorld loaded = data::loadScenarioWorld(saved.scenario);
    out.errors = data::formatDiagnostics(loaded.diagnostics);
    if (loaded.world) out.scenario = std::move(*loaded.world);
    return;
  }
  const data::Loaded<data::Scenario> scenario = data::loadScenarioFile(saved.scenario);
  if (!scenario.value) {
    for (const data::Diagnostic& d : scenario.diagnostics) out.errors.push_back(data::formatDiagnostic(d, saved.scenario));
    return;
  }
  std::vector<match::Seat> seats;
  for (const std::string& spec : saved.match->seats) seats.push_back(*match::parseSeat(spec));  // checked by the reader
  match::SkirmishOrError made = match::makeSkirmish(*scenario.value, saved.scenario, seats, saved.match->seed, 0.0);
  if (const auto* e = std::get_if<match::SetupError>(&made)) out.errors.push_back(saved.scenario + ": error: " + e->message);
  if (const auto* e = std::get_if<match::ScenarioErrors>(&made)) out.errors = e->lines;
  if (auto* skirmish = std::get_if<match::Skirmish>(&made)) out.skirmish = std::move(*skirmish);
}

}  // namespace

RestoredGame restoreGame(SavedGame saved, const std::string& saveFile, std::string_view saveText) {
  RestoredGame out;
  out.scenarioFile = saved.scenario;
  loadWorld(saved, out);
  data::ScenarioWorld* world = out.scenario ? &*out.scenario : out.skirmish ? &out.skirmish->world : nullptr;
  if (!world) {
    out.errors.insert(out.errors.begin(), saveFile + ": error: /scenario: the game's scenario could not be loaded:");
    return out;
  }
  std::vector<data::Diagnostic> misfits = checkFitsData(saved.state, world->rules());
  if (!misfits.empty()) {
    const data::JsonSourceMap map(saveText);
    for (data::Diagnostic& d : misfits) {
      const data::TextPosition p = map.valueAt(d.pointer);
      d.line = p.line;
      d.column = p.column;
      out.errors.push_back(data::formatDiagnostic(d, saveFile));
    }
    out.scenario.reset();
    out.skirmish.reset();
    return out;
  }
  if (const std::string now = sim::hashText(data::dataFingerprint(*world, saved.scenario)); now != saved.dataHash) {
    out.warnings.push_back(saveFile + ": warning: /data_hash: the data files differ from those the game was saved with (" +
                           saved.dataHash + ", now " + now + "): it goes on with today's, and may not play out as it would have");
  }
  world->state = std::move(saved.state);
  if (out.skirmish) {
    out.matchPart = std::move(*saved.match);
    out.skirmish->endTime = out.matchPart.chronicle.endTime;
  }
  return out;
}

void resumeMatch(match::Match& m, const SavedMatch& part) { m.resume(part.nextLooks, part.decisions, part.chronicle); }

ResumedMatch resumedMatch(const match::Skirmish& skirmish, SavedMatch part) {
  ResumedMatch out{match::ComputerSeats(skirmish.seats, skirmish.knowledge, skirmish.world.economy, skirmish.world.state.time),
                   match::Chronicle(std::move(part.chronicle))};
  out.computers.resume(std::move(part.nextLooks), part.decisions);
  return out;
}

}  // namespace perihelion::save
