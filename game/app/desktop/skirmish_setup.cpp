#include "desktop/skirmish_setup.h"

#include <algorithm>

#include "data/scenario_loader.h"
#include "match/skirmish.h"

namespace perihelion::app {

std::string seatSpec(int choice) {
  return choice >= 0 && choice < static_cast<int>(std::size(kSeatChoices)) ? kSeatChoices[choice].spec : "";
}

std::optional<SkirmishChoice> SkirmishForm::choice(const std::vector<SkirmishScenario>& scenarios, std::string& why, bool hosted) const {
  if (scenario < 0 || static_cast<std::size_t>(scenario) >= scenarios.size()) {
    why = "no scenario chosen";
    return std::nullopt;
  }
  SkirmishChoice c{scenarios[static_cast<std::size_t>(scenario)].file, {}, seed, static_cast<double>(maxDays)};
  int humans = 0;
  // The first players of the scenario play (match/skirmish.h), so the empty seats are the last.
  bool emptySeen = false;
  for (const int s : seats) {
    if (seatSpec(s).empty()) {
      emptySeen = true;
      continue;
    }
    if (emptySeen) {
      why = "the empty seats must come last (the first players of the scenario play)";
      return std::nullopt;
    }
    humans += s == kSeatYou;
    c.seats.push_back(seatSpec(s));
  }
  if (c.seats.size() < 2) {
    why = "a skirmish needs at least two players";
    return std::nullopt;
  }
  if (humans > 1) {
    why = "one seat is yours at most (the others: computer or idle players)";
    return std::nullopt;
  }
  const auto lanPlayers = std::count(seats.begin(), seats.end(), kSeatRemote);
  if (hosted != (lanPlayers > 0)) {
    why = hosted ? "a LAN match needs a LAN player's seat" : "LAN players' seats are for a LAN match: Host, not Start";
    return std::nullopt;
  }
  return c;
}

std::variant<SkirmishGame, std::string> makeSkirmishGame(const SkirmishChoice& choice) {
  std::vector<match::Seat> seats;
  for (const std::string& spec : choice.seats) {
    const std::optional<match::Seat> seat = match::parseSeat(spec);
    if (!seat) return "unknown player '" + spec + "' (expected human, ai:easy, ai:normal, ai:hard or none)";
    seats.push_back(*seat);
  }
  const data::Loaded<data::Scenario> scenario = data::loadScenarioFile(choice.scenario);
  if (!scenario.value) {
    std::string lines;
    for (const data::Diagnostic& d : scenario.diagnostics) lines += (lines.empty() ? "" : "\n") + data::formatDiagnostic(d, choice.scenario.string());
    return lines;
  }
  match::SkirmishOrError made = match::makeSkirmish(*scenario.value, choice.scenario.string(), seats, choice.seed, choice.maxDays);
  if (const auto* e = std::get_if<match::SetupError>(&made)) return e->message;
  if (const auto* e = std::get_if<match::ScenarioErrors>(&made)) {
    std::string lines;
    for (const std::string& line : e->lines) lines += (lines.empty() ? "" : "\n") + line;
    return lines;
  }
  match::Skirmish skirmish = std::move(std::get<match::Skirmish>(made));
  sim::GameState start = skirmish.world.state;
  start.secondsPerTick = match::humanSecondsPerTick(skirmish, choice.daysPerSecond);
  start.paused = false;
  return skirmishGameOf(std::move(skirmish), std::move(start), choice.scenario);
}

SkirmishGame skirmishGameOf(match::Skirmish skirmish, sim::GameState start, const std::filesystem::path& file) {
  data::ScenarioWorld& world = skirmish.world;
  DesktopMatch match{match::ComputerSeats(std::move(skirmish.seats), std::move(skirmish.knowledge), world.economy, start.time),
                     match::Chronicle(start, world.rules(), skirmish.endTime)};
  SkirmishGame out;
  // No scheduled orders: the headless match plays none, and a skirmish must play the same in both.
  out.game = std::make_unique<DesktopGame>(watchScenarioData(world), std::move(start), std::vector<data::ScheduledCommand>{},
                                           std::move(match));
  out.scenario.file = file;
  out.scenario.name = world.name;
  out.scenario.world = std::move(world);
  return out;
}

std::vector<SkirmishScenario> findSkirmishScenarios(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    if (entry.path().extension() == ".json" && entry.is_regular_file(ec)) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<SkirmishScenario> found;
  for (const std::filesystem::path& file : files) {
    const data::Loaded<data::Scenario> s = data::loadScenarioFile(file);
    if (!s.value || s.value->startPlanets.empty()) continue;
    SkirmishScenario entry{file, s.value->name, {}, {}};
    const std::size_t seats = std::min(s.value->players.size(), s.value->startPlanets.size());
    for (std::size_t k = 0; k < seats; ++k) {
      entry.playerNames.push_back(s.value->players[k].name);
      entry.playerColours.push_back(s.value->players[k].colour);
    }
    found.push_back(std::move(entry));
  }
  return found;
}

}  // namespace perihelion::app
