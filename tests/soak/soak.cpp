// The soak (issue 22; scripts/soak.sh, not in CI): a scenario of 10,000 ships with stations, economy and
// combat (tests/soak/soak.json) run for a million ticks, with orders every few thousand ticks drawn
// by a seeded splitmix: fleets to neutral planets and to points, now and then against the other's home,
// ships queued at the yards. Every 10,000 ticks it checks that no number of a ship or station is NaN or
// infinite, that no ship is inside a body or a station, and it reads the resident set. Prints a JSON
// summary; exits 1 when a check failed.
//
// A million ticks of 10,000 ships take hours (5-13 ms a tick of a game second on the reference
// machine), longer than a working session's machine lives, so the soak can run in legs: with --checkpoint DIR it writes, at
// every check, the game as a saved game (DIR/state-TICK.json, the format `perihelion simulate --load`
// reads; tests/save_load_test.cpp shows a loaded game goes on as the unbroken one, to the bit) and then its
// own progress (DIR/progress.json: the last three checks, each with its saved game, the orders' chance and
// the state hash; the findings, the check interval, each leg's figures); started again with the same DIR it
// goes on from there, and once the run is over it prints the summary again.
//
// The memory check asks whether a process that has played for hours holds memory its game does not
// account for: a leak, or a cache that grows. The process that reaches the last tick drops its game (the
// state, the grids and every scratch buffer go) and, in the same process, loads the saved game of two
// checks before the end and re-runs those ticks (the state must come out the same to the bit, or the run
// fails); then it starts itself again (execv) and the fresh process does the same: the same game, the same
// ticks and code, the only difference what the long process carried out of its hours. At the end of its
// re-run the long process's heap in use (the bytes the allocator has handed out and not had back: what a
// leak holds) may be at most 1 % above the fresh one's, and its resident set at most 3 %. The resident set
// also counts how the blocks lie on pages, and a heap laid out by hours of play places the same blocks
// differently: in run 5 and four shorter legs (docs/soak.md) the re-run in the long process read -0.6 % to
// +1.1 % resident against a fresh one, the heap in use within 0.07 %, and four fresh processes re-running
// the same ticks read within one page of each other. 3 % is above that spread; fragmentation that grows
// goes past it.
// Not its resident set before it dropped its game: a game that has run holds room its saved game does not
// (the ships' arrays and the scratch sized by the ship count double when a yard's ship passes their
// capacity, a one-off step of 1.3-1.7 MiB resident at 8,600 ships, measured in run 5, docs/soak.md) and a
// fresh process loads them at their exact size. That figure, the room held from the game's history, is
// reported beside, as is each process's growth from its warm level to its end (the first reading,
// which compares two games of different sizes: a player with a thousand enemy ships in sight holds more
// than one with none). What the check cannot see is a game state that grows: it is in both processes. The
// soak prints the state's counts at every check (ships, stations, fleets, sightings) for that, and the
// game's tests bound the state (sight_test: ghosts fade).
// A leg killed or ended on purpose (--leg) drops nothing: the next leg, a fresh process that begins two
// checks before the last and re-runs them, goes on, and the killed leg's memory is not judged.
// The resident set is read with the allocator's free pages given back, and only its anonymous pages
// (residentBytes says why); the heap in use is glibc's count (heapInUseBytes).
// --leg N ends this leg at its first check N ticks or more after it began (a run in legs on purpose;
// the tests use it to check that a run in legs ends as the unbroken one).
// --check-every N checks (and writes a checkpoint) every N ticks instead of 10,000, and gives orders every
// N / 2 instead of 5,000 (the tests' short runs).
// --build TEXT names the build a leg ran (the summary lists each leg's).
//   soak --checkpoint DIR [--ticks N] [--scenario FILE] [--check-every N] [--build TEXT] [--leg N]
#include <malloc.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "data/data_fingerprint.h"
#include "data/scenario_world.h"
#include "saved_game_file.h"
#include "sim/state_hash.h"
#include "sim/tick.h"
#include "world/split_mix64.h"
#include "world/station.h"

namespace {

using namespace perihelion;

/// The anonymous resident set, in bytes (RssAnon in /proc/self/status: the pages the process has written,
/// its heap and stacks; not the pages of its code and libraries, which a process that has run for hours
/// has read more of than a fresh one), once the allocator has given back the free pages it holds. Writing
/// a checkpoint (a JSON document of 10,000 ships, about 50 MiB of small objects while it lives) leaves
/// glibc's heap 45-62 MiB large with most of it free, and how much of that it keeps depends on where the
/// last live block fell: the full run of 2026-11-27 read 60.1 MiB after warm-up and 61.6 at the end that
/// way, 2.5 % "growth" while the memory in use stayed level. malloc_trim(0) returns every free page, so
/// what is read is what the game and the soak hold.
double residentBytes() {
  ::malloc_trim(0);
  std::ifstream status("/proc/self/status");
  std::string key;
  while (status >> key) {
    double kib = 0.0;
    if (key == "RssAnon:" && status >> kib) return kib * 1024.0;
    status.ignore(1 << 16, '\n');
  }
  return 0.0;
}

/// glibc raises its mmap threshold each time it frees a mapped block (up to 32 MiB), so in a process that
/// has run for a while large blocks come from the heap where in a fresh one they are mapped, and which pages
/// are resident depends on that history: at tick 650,000 of run 5 two processes holding the same 13.27 MiB
/// of heap read 11.1 and 11.6 MiB resident (2026-11-28). Set, the thresholds stay put (mallopt(3): setting
/// one turns off the dynamic adjustment), and large blocks are mapped, and given back, in every process alike.
bool fixAllocatorThresholds() {
  return ::mallopt(M_MMAP_THRESHOLD, 128 * 1024) == 1 && ::mallopt(M_TRIM_THRESHOLD, 128 * 1024) == 1;  // glibc's starting values
}

/// The bytes the allocator has handed out and not had back (glibc's mallinfo2: the heap's and the mapped
/// blocks'): the memory in use, whatever the allocator keeps besides.
double heapInUseBytes() {
  const struct mallinfo2 m = ::mallinfo2();
  return static_cast<double>(m.uordblks + m.hblkhd);
}

struct Findings {
  std::int64_t notFinite = 0;
  std::int64_t insideBody = 0;
  std::int64_t insideStation = 0;
};

/// Every ship and station checked at the state's time.
void check(const sim::GameState& state, const sim::Rules& rules, Findings& f) {
  const double jd = astro::kJ2000 + state.time / astro::kSecondsPerDay;
  std::vector<glm::dvec3> bodies;
  for (const world::Body& b : rules.system.bodies) bodies.push_back(rules.system.positionOf(b, jd));
  std::vector<std::pair<glm::dvec3, double>> stations;
  for (const world::Station& s : state.stations) {
    if (!world::stationFits(rules.system, rules.stationTypes, s)) continue;
    const world::StationPose pose = world::stationPose(rules.system, s, state.time);
    if (!std::isfinite(pose.position.x + pose.position.y + pose.position.z)) ++f.notFinite;
    stations.push_back({pose.position, rules.stationTypes.type(s.type).radius});
  }
  const fleet::Ships& ships = state.fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const glm::dvec3 p = ships.position[i], h = ships.heading[i];
    if (!std::isfinite(p.x + p.y + p.z + h.x + h.y + h.z + ships.speed[i])) {
      ++f.notFinite;
      continue;
    }
    for (std::size_t b = 0; b < bodies.size(); ++b) f.insideBody += glm::length(p - bodies[b]) < rules.system.bodies[b].radius ? 1 : 0;
    for (const auto& [at, radius] : stations) f.insideStation += glm::length(p - at) < radius ? 1 : 0;
  }
}

/// The orders of one round: each fleet with ships, by chance, to a neutral planet, a point near it, the
/// other's home (one in ten), or holds; each yard queues a frigate.
std::vector<sim::Command> orders(const sim::GameState& state, const sim::Rules& rules, world::SplitMix64& chance) {
  std::vector<sim::Command> out;
  const char* neutral[] = {"Venus", "Mercury", "Jupiter", "Ceres"};
  std::vector<world::BodyId> planets;
  for (const char* name : neutral) {
    if (const world::Body* b = rules.system.find(name)) planets.push_back(b->id);
  }
  std::vector<std::size_t> shipsIn(state.fleets.fleets.size(), 0);
  for (const fleet::FleetId f : state.fleets.ships.fleet) ++shipsIn[f.value];
  for (const fleet::Fleet& f : state.fleets.fleets) {
    if (shipsIn[f.id.value] == 0 || f.owner == world::kNobody) continue;
    const std::uint64_t roll = chance.next() % 10;
    const world::BodyId enemyHome = state.players[1 - f.owner.value].home;
    const world::BodyId planet = roll == 0 ? enemyHome : planets[chance.next() % planets.size()];
    fleet::Order order = fleet::Order::goTo(planet);
    if (roll >= 7) order = fleet::Order{};  // hold
    out.push_back(sim::OrderFleets{{f.id}, order, f.owner});
  }
  const fleet::ShipTypeId frigate = rules.shipTypes.find("Frigate")->id;
  for (const sim::Shipyard& y : state.shipyards) {
    if (const world::Station* s = state.station(y.station)) out.push_back(sim::QueueShip{y.station, frigate, s->owner});
  }
  return out;
}

/// One run of the soak, from a start or a saved game to a check: where it began and ended, its time, its
/// resident set.
struct Leg {
  std::string build;  ///< --build: the commit it ran (scripts/soak.sh)
  std::int64_t from = 0, to = 0;
  double wallSeconds = 0.0;
  std::int64_t warmTick = -1;  ///< the check its warm level was read at; -1: none yet
  double warmResident = 0.0, endResident = 0.0;
  double warmHeap = 0.0, endHeap = 0.0;  ///< bytes the allocator has handed out and not had back
  /// The re-run of its last two checks in its own process after it dropped its game, at `to`: -1 while none.
  double sameProcessResident = -1.0, sameProcessHeap = -1.0;
  /// The re-run of its last two checks in a fresh process, at `to`, the same game: -1 while none.
  double freshResident = -1.0, freshHeap = -1.0;
  bool inProcessOfTheLegBefore = false;  ///< a re-run in the process of the leg before, its game dropped
};

/// A check whose saved game is kept: where a later leg may begin, and what it must come to.
struct Check {
  std::int64_t tick = 0;
  std::string stateFile;  ///< in the checkpoint's folder
  std::uint64_t chance = 0;  ///< the orders' chance after the tick
  std::string stateHash;
};

/// Everything the soak carries from check to check besides the game: what a later leg goes on with.
struct Progress {
  std::int64_t ticks = 0;  ///< the run's length
  std::int64_t checkEvery = 0;
  std::vector<Check> kept;  ///< the last three checks, oldest first
  Findings found;
  std::size_t startShips = 0, fewestShips = 0, mostShips = 0;
  std::vector<Leg> legs;
};

/// Bytes as MiB, or null for a reading not made (< 0).
nlohmann::ordered_json mibOrNull(double bytes) {
  return bytes < 0.0 ? nlohmann::ordered_json() : nlohmann::ordered_json(bytes / 1048576.0);
}

nlohmann::ordered_json toJson(const Leg& l) {
  return {{"build", l.build}, {"from_tick", l.from}, {"to_tick", l.to}, {"wall_seconds", l.wallSeconds}, {"warm_tick", l.warmTick},
          {"resident_mib_after_warm_up", l.warmResident / 1048576.0}, {"resident_mib_at_end", l.endResident / 1048576.0},
          {"heap_mib_after_warm_up", l.warmHeap / 1048576.0}, {"heap_mib_at_end", l.endHeap / 1048576.0},
          {"same_process_resident_mib_at_end", mibOrNull(l.sameProcessResident)}, {"same_process_heap_mib_at_end", mibOrNull(l.sameProcessHeap)},
          {"fresh_resident_mib_at_end", mibOrNull(l.freshResident)}, {"fresh_heap_mib_at_end", mibOrNull(l.freshHeap)},
          {"in_process_of_the_leg_before", l.inProcessOfTheLegBefore}};
}

nlohmann::ordered_json toJson(const Progress& p, std::int64_t tick) {
  nlohmann::ordered_json legs = nlohmann::ordered_json::array();
  for (const Leg& l : p.legs) legs.push_back(toJson(l));
  nlohmann::ordered_json kept = nlohmann::ordered_json::array();
  for (const Check& c : p.kept) kept.push_back({{"tick", c.tick}, {"state_file", c.stateFile}, {"chance", c.chance}, {"state_hash", c.stateHash}});
  return {{"ticks", p.ticks}, {"check_every", p.checkEvery}, {"tick", tick}, {"kept", kept}, {"not_finite", p.found.notFinite},
          {"ships_inside_a_body", p.found.insideBody}, {"ships_inside_a_station", p.found.insideStation},
          {"start_ships", p.startShips}, {"fewest_ships", p.fewestShips}, {"most_ships", p.mostShips}, {"legs", legs}};
}

/// The progress a checkpoint holds (written by this program: read without the game's gate, but checked
/// for what it must have).
std::optional<Progress> readProgress(const std::filesystem::path& file, std::int64_t& tick) {
  std::ifstream in(file);
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  try {
    Progress p;
    p.ticks = j.at("ticks").get<std::int64_t>();
    p.checkEvery = j.at("check_every").get<std::int64_t>();
    tick = j.at("tick").get<std::int64_t>();
    for (const nlohmann::json& c : j.at("kept")) {
      p.kept.push_back({c.at("tick").get<std::int64_t>(), c.at("state_file").get<std::string>(), c.at("chance").get<std::uint64_t>(),
                        c.at("state_hash").get<std::string>()});
    }
    if (p.kept.empty() || p.kept.back().tick != tick) return std::nullopt;
    p.found = {j.at("not_finite").get<std::int64_t>(), j.at("ships_inside_a_body").get<std::int64_t>(),
               j.at("ships_inside_a_station").get<std::int64_t>()};
    p.startShips = j.at("start_ships").get<std::size_t>();
    p.fewestShips = j.at("fewest_ships").get<std::size_t>();
    p.mostShips = j.at("most_ships").get<std::size_t>();
    const auto mib = [](const nlohmann::json& v) { return v.is_null() ? -1.0 : v.get<double>() * 1048576.0; };
    // A leg written before the same-process re-run (run 5's first legs, 2026-11-28) has none: null.
    const auto mibIfAny = [&mib](const nlohmann::json& l, const char* key) { return l.contains(key) ? mib(l.at(key)) : -1.0; };
    for (const nlohmann::json& l : j.at("legs")) {
      p.legs.push_back({.build = l.at("build").get<std::string>(),
                        .from = l.at("from_tick").get<std::int64_t>(),
                        .to = l.at("to_tick").get<std::int64_t>(),
                        .wallSeconds = l.at("wall_seconds").get<double>(),
                        .warmTick = l.at("warm_tick").get<std::int64_t>(),
                        .warmResident = mib(l.at("resident_mib_after_warm_up")),
                        .endResident = mib(l.at("resident_mib_at_end")),
                        .warmHeap = mib(l.at("heap_mib_after_warm_up")),
                        .endHeap = mib(l.at("heap_mib_at_end")),
                        .sameProcessResident = mibIfAny(l, "same_process_resident_mib_at_end"),
                        .sameProcessHeap = mibIfAny(l, "same_process_heap_mib_at_end"),
                        .freshResident = mib(l.at("fresh_resident_mib_at_end")),
                        .freshHeap = mib(l.at("fresh_heap_mib_at_end")),
                        .inProcessOfTheLegBefore = l.value("in_process_of_the_leg_before", false)});
    }
    return p;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
}

/// Writes by way of a temporary file, so that a leg killed mid-write leaves the last checkpoint whole.
bool writeProgress(const std::filesystem::path& file, const nlohmann::ordered_json& j) {
  const std::filesystem::path part = file.string() + ".part";
  {
    std::ofstream out(part, std::ios::trunc);
    out << j.dump(2) << '\n';
    if (!out) return false;
  }
  std::error_code ec;
  std::filesystem::rename(part, file, ec);
  return !ec;
}

/// This program again, with the same arguments, in this process's place: a fresh process that goes on
/// from the checkpoint (execv returns only when it failed: then 1, the soak's "failed").
int startAgain(char** argv) {
  std::fflush(nullptr);
  ::execv("/proc/self/exe", argv);
  std::perror("soak: cannot start itself again (execv /proc/self/exe)");
  return 1;
}

struct Options {
  std::int64_t ticks = 1'000'000;
  std::string scenario = std::string(PERIHELION_SOURCE_DIR) + "/tests/soak/soak.json";
  std::filesystem::path checkpoint;
  std::int64_t legTicks = 0;  ///< --leg; 0: to the end
  std::int64_t checkEvery = 10'000;
  std::string build;
};

/// What a leg that reached the last tick returns: its process drops the game (everything soak() made)
/// and re-runs the last two checks in itself.
constexpr int kRerunInThisProcess = -1;

/// One leg: from the checkpoint's state (or the scenario's start) to the end, a check of --leg, or the
/// last tick. `gameDropped`: this process ran the leg that reached the last tick and has dropped its game.
int soak(const Options& o, char** argv, bool gameDropped) {
  const std::int64_t ticks = o.ticks, checkEvery = o.checkEvery, legTicks = o.legTicks;
  const std::string& scenario = o.scenario;
  const std::filesystem::path& checkpoint = o.checkpoint;
  const std::string& build = o.build;
  const std::filesystem::path progressFile = checkpoint / "progress.json";
  const std::int64_t warmUp = 2 * checkEvery;

  // The game: the scenario's start, or a kept check's state: the one two checks before the last, so that
  // this process's level at the last check can be the measure of the process that wrote it.
  std::optional<data::ScenarioWorld> world;
  Progress progress;
  std::int64_t tick = 0;
  std::int64_t rerunTo = 0;  // the checks up to this tick were run by the leg before
  std::uint64_t startChance = 20261127;
  bool over = false;
  std::error_code ec;
  if (std::filesystem::exists(progressFile, ec)) {
    std::int64_t last = 0;
    std::optional<Progress> p = readProgress(progressFile, last);
    if (!p) {
      std::cerr << "soak: " << progressFile.string() << " is no soak checkpoint of this build's (an older soak's keeps no `kept` checks); remove "
                << checkpoint.string() << " to start afresh\n";
      return 2;
    }
    if (p->ticks != ticks || p->checkEvery != checkEvery) {
      std::cerr << "soak: the checkpoint in " << checkpoint.string() << " is of a run of " << p->ticks << " ticks checked every "
                << p->checkEvery << ", not " << ticks << " every " << checkEvery << '\n';
      return 2;
    }
    // Over when its last leg re-ran the last two checks in a fresh process: the summary again, from the
    // last state kept.
    over = last >= ticks && p->legs.size() >= 2 && p->legs.back().from == ticks - warmUp && p->legs.back().to == ticks &&
           !p->legs.back().inProcessOfTheLegBefore;
    const Check* from = &p->kept.back();
    for (const Check& c : p->kept) {
      if (c.tick == last - warmUp && !over) from = &c;
    }
    const std::filesystem::path stateFile = checkpoint / from->stateFile;
    auto restored = perihelion::app::readSavedGame(stateFile);
    if (auto* errors = std::get_if<std::vector<std::string>>(&restored)) {
      for (const std::string& line : *errors) std::cerr << line << '\n';
      return 1;
    }
    save::RestoredGame& r = std::get<save::RestoredGame>(restored);
    if (!r.warnings.empty()) {
      // Other data would make it another run (scripts/soak.sh runs every leg on a copy of the first's).
      for (const std::string& line : r.warnings) std::cerr << line << '\n';
      std::cerr << "soak: the data differ from the checkpoint's; remove " << checkpoint.string() << " to start afresh\n";
      return 1;
    }
    if (!r.scenario || r.scenarioFile != scenario || r.scenario->state.tick != from->tick) {
      std::cerr << "soak: " << stateFile.string() << " is not the soak of " << scenario << " at tick " << from->tick << '\n';
      return 1;
    }
    world = std::move(*r.scenario);
    tick = from->tick;
    startChance = from->chance;
    rerunTo = last;
    progress = std::move(*p);
    if (over) std::fprintf(stderr, "soak: the run in %s is over (remove it to start afresh); its summary:\n", checkpoint.c_str());
    else std::fprintf(stderr, "soak: going on from tick %lld (%s), the last %lld ticks again%s\n", static_cast<long long>(tick),
                      checkpoint.c_str(), static_cast<long long>(rerunTo - tick), gameDropped ? ", in the process that ran them" : "");
  } else {
    std::filesystem::create_directories(checkpoint, ec);
    data::LoadedScenarioWorld loaded = data::loadScenarioWorld(scenario);
    for (const std::string& line : data::formatDiagnostics(loaded.diagnostics)) std::cerr << line << '\n';
    if (!loaded.world) return 1;
    world = std::move(*loaded.world);
    progress.ticks = ticks;
    progress.checkEvery = checkEvery;
    progress.startShips = progress.fewestShips = progress.mostShips = world->state.fleets.ships.size();
  }
  data::ScenarioWorld& w = *world;
  const sim::Rules rules = w.rules();
  const std::string dataHash = sim::hashText(data::dataFingerprint(w, scenario));
  sim::TickScratch scratch;
  world::SplitMix64 chance{startChance};
  if (!over) progress.legs.push_back({.build = build, .from = tick, .to = tick, .inProcessOfTheLegBefore = gameDropped});
  const auto start = std::chrono::steady_clock::now();
  for (; tick < ticks; ++tick) {
    std::vector<sim::Command> commands;
    if (tick % (checkEvery / 2) == 0) commands = orders(w.state, rules, chance);
    sim::tick(w.state, rules, commands, scratch);
    progress.fewestShips = std::min(progress.fewestShips, w.state.fleets.ships.size());
    progress.mostShips = std::max(progress.mostShips, w.state.fleets.ships.size());
    if ((tick + 1) % checkEvery != 0) continue;
    const std::int64_t at = tick + 1;
    const std::string stateHash = sim::hashText(sim::stateHash(w.state));
    const bool rerun = at <= rerunTo;
    if (rerun) {
      // A check the leg before made: the same state to the bit, or this is another run.
      for (const Check& c : progress.kept) {
        if (c.tick == at && c.stateHash != stateHash) {
          std::cerr << "soak: at tick " << at << " the state hash is " << stateHash << ", " << c.stateHash
                    << " when first run (another build of the game? legs must run the same game)\n";
          return 1;
        }
      }
    }
    // A re-run check's findings were counted by the leg before; it is checked all the same, so that both
    // processes have run the same code before they are read.
    Findings again;
    check(w.state, rules, rerun ? again : progress.found);
    // The state under a name of its own (a re-run check's in a file removed at once: written, as every
    // check's is, so that both processes are read after the same work); then the progress that names it;
    // then the states no longer kept. A leg killed at any point leaves a progress file and the states it names.
    const std::string file = rerun ? "rerun.json" : "state-" + std::to_string(at) + ".json";
    const std::string why = perihelion::app::writeSavedGame(checkpoint / file, save::savedScenarioGame(scenario, dataHash, w.state));
    if (!why.empty()) {
      std::cerr << "soak: cannot write the checkpoint in " << checkpoint.string() << ": " << why << '\n';
      return 1;
    }
    if (rerun) std::filesystem::remove(checkpoint / file, ec);
    // Read after the saved game is written, its free pages given back (residentBytes).
    const double resident = residentBytes();
    const double heap = heapInUseBytes();
    Leg& leg = progress.legs.back();
    // The players' memories of enemy ships fill for the rules' ship ghost life from the game's start,
    // then hold as many as fade (sim/sight.h): no leg's warm level is read before that game time.
    const bool ghostsSettled = static_cast<double>(at) * w.state.secondsPerTick >= rules.economy.shipGhostLife;
    if (leg.warmTick < 0 && at - leg.from >= warmUp && ghostsSettled) {
      leg.warmTick = at;
      leg.warmResident = resident;
      leg.warmHeap = heap;
    }
    leg.endHeap = heap;
    leg.to = at;
    leg.endResident = resident;
    leg.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (rerun && at == rerunTo) {
      // A measure of the leg that ran to here (not of a re-run killed while re-running, which ran no more):
      // by its own process with its game dropped, or by a fresh one.
      for (std::size_t k = progress.legs.size() - 1; k-- > 0;) {
        Leg& before = progress.legs[k];
        if (before.to != at || before.to - before.from <= warmUp) continue;
        (gameDropped ? before.sameProcessResident : before.freshResident) = resident;
        (gameDropped ? before.sameProcessHeap : before.freshHeap) = heap;
        break;
      }
    }
    std::vector<std::string> dropped;
    if (!rerun) {
      progress.kept.push_back({at, file, chance.state, stateHash});
      while (progress.kept.size() > 3) {
        dropped.push_back(progress.kept.front().stateFile);
        progress.kept.erase(progress.kept.begin());
      }
    }
    std::size_t sightings = 0;
    for (const sim::PlayerSight& p : w.state.sight) sightings += p.sightings.size();
    std::fprintf(stderr, "soak: tick %lld%s, %zu ships, %zu stations, %zu fleets, %zu sightings, heap %.2f MiB in use, resident %.1f MiB, %.1f ms a tick this leg\n",
                 static_cast<long long>(at), rerun ? " (again)" : "", w.state.fleets.ships.size(), w.state.stations.size(), w.state.fleets.fleets.size(), sightings,
                 heap / 1048576.0, resident / 1048576.0,
                 1000.0 * leg.wallSeconds / static_cast<double>(leg.to - leg.from));
    if (!writeProgress(progressFile, toJson(progress, progress.kept.back().tick))) {
      std::cerr << "soak: cannot write the checkpoint's progress in " << checkpoint.string() << '\n';
      return 1;
    }
    for (const std::string& d : dropped) std::filesystem::remove(checkpoint / d, ec);
    if (legTicks > 0 && !rerun && leg.to - leg.from >= legTicks && at < ticks) {  // at the end: re-run, measured
      std::cout << toJson(progress, at).dump(2) << '\n';
      std::fprintf(stderr, "soak: this leg ends at tick %lld; the same command goes on from there\n", static_cast<long long>(at));
      return 0;
    }
  }

  if (rerunTo < ticks) {
    // The last tick, reached by a process that has run for a while: it drops its game and re-runs the last
    // two checks (main), then a fresh process does.
    std::fprintf(stderr, "soak: tick %lld reached; this process drops its game and re-runs the last %lld ticks, then a fresh one does\n",
                 static_cast<long long>(ticks), static_cast<long long>(warmUp));
    return kRerunInThisProcess;
  }
  if (gameDropped) return startAgain(argv);

  // Each leg that ran more than a re-run and was re-run in its own process judged against the fresh
  // process's re-run; reported beside, its level at its end against the fresh re-run (the room its game's
  // history left) and its growth from its own warm level to its end.
  double worstSameResidentAboveFresh = 0.0, worstSameHeapAboveFresh = 0.0;
  double worstResidentAboveFresh = 0.0, worstHeapAboveFresh = 0.0;
  double worstGrowth = 0.0, worstHeapGrowth = 0.0;
  int judged = 0;
  double wall = 0.0;
  std::int64_t ran = 0;
  for (const Leg& l : progress.legs) {
    wall += l.wallSeconds;
    ran += l.to - l.from;
    if (l.warmTick >= 0 && l.to - l.warmTick >= 2 * checkEvery) {
      worstGrowth = std::max(worstGrowth, (l.endResident - l.warmResident) / l.warmResident);
      worstHeapGrowth = std::max(worstHeapGrowth, (l.endHeap - l.warmHeap) / l.warmHeap);
    }
    if (l.freshResident < 0.0 || l.to - l.from <= warmUp) continue;
    worstResidentAboveFresh = std::max(worstResidentAboveFresh, (l.endResident - l.freshResident) / l.freshResident);
    worstHeapAboveFresh = std::max(worstHeapAboveFresh, (l.endHeap - l.freshHeap) / l.freshHeap);
    if (l.sameProcessResident < 0.0) continue;
    ++judged;
    worstSameResidentAboveFresh = std::max(worstSameResidentAboveFresh, (l.sameProcessResident - l.freshResident) / l.freshResident);
    worstSameHeapAboveFresh = std::max(worstSameHeapAboveFresh, (l.sameProcessHeap - l.freshHeap) / l.freshHeap);
  }
  // What the long process may hold above the fresh one (the header says why the two differ).
  constexpr double kHeapAllowance = 0.01, kResidentAllowance = 0.03;
  const Findings& found = progress.found;
  const bool ok = found.notFinite == 0 && found.insideBody == 0 && found.insideStation == 0 && judged > 0 &&
                  worstSameHeapAboveFresh <= kHeapAllowance && worstSameResidentAboveFresh <= kResidentAllowance;
  nlohmann::ordered_json out;
  out["scenario"] = w.name;
  out["ticks"] = ticks;
  out["game_days"] = static_cast<double>(ticks) * w.state.secondsPerTick / astro::kSecondsPerDay;
  out["ships"] = {{"start", progress.startShips}, {"fewest", progress.fewestShips}, {"most", progress.mostShips}, {"end", w.state.fleets.ships.size()}};
  out["stations_end"] = w.state.stations.size();
  out["shots"] = w.state.combat.shots;
  out["not_finite"] = found.notFinite;
  out["ships_inside_a_body"] = found.insideBody;
  out["ships_inside_a_station"] = found.insideStation;
  nlohmann::ordered_json legs = nlohmann::ordered_json::array();
  for (const Leg& l : progress.legs) legs.push_back(toJson(l));
  out["legs"] = legs;
  out["legs_judged_for_memory"] = judged;  // none: "passed" is false, the memory not checked
  out["worst_same_process_resident_above_fresh_percent"] = 100.0 * worstSameResidentAboveFresh;
  out["worst_same_process_heap_above_fresh_percent"] = 100.0 * worstSameHeapAboveFresh;
  out["worst_resident_at_end_above_fresh_percent"] = 100.0 * worstResidentAboveFresh;
  out["worst_heap_at_end_above_fresh_percent"] = 100.0 * worstHeapAboveFresh;
  out["worst_resident_growth_in_a_leg_percent"] = 100.0 * worstGrowth;
  out["worst_heap_growth_in_a_leg_percent"] = 100.0 * worstHeapGrowth;
  out["wall_seconds"] = wall;
  out["ms_per_tick"] = ran > 0 ? 1000.0 * wall / static_cast<double>(ran) : 0.0;
  out["state_hash"] = sim::hashText(sim::stateHash(w.state));
  out["passed"] = ok;
  std::cout << out.dump(2) << '\n';
  return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (!fixAllocatorThresholds()) {
    std::cerr << "soak: mallopt refused the allocator's thresholds\n";
    return 2;
  }
  Options o;
  for (int k = 1; k + 1 < argc; k += 2) {
    const std::string option = argv[k];
    if (option == "--ticks") o.ticks = std::atoll(argv[k + 1]);
    else if (option == "--scenario") o.scenario = argv[k + 1];
    else if (option == "--checkpoint") o.checkpoint = argv[k + 1];
    else if (option == "--leg") o.legTicks = std::atoll(argv[k + 1]);
    else if (option == "--check-every") o.checkEvery = std::atoll(argv[k + 1]);
    else if (option == "--build") o.build = argv[k + 1];
  }
  if (o.checkEvery < 2 || o.ticks < 10 * o.checkEvery) {
    std::cerr << "soak: --check-every at least 2, and --ticks at least ten checks\n";
    return 2;
  }
  if (o.checkpoint.empty()) {
    std::cerr << "soak: --checkpoint DIR is needed: the run keeps its state there, and its memory is measured by re-running its "
                 "last checks from it\n";
    return 2;
  }
  o.scenario = std::filesystem::absolute(o.scenario).lexically_normal().string();
  const int leg = soak(o, argv, false);
  // Everything the leg made is gone with its scope: the game, its scratch, the loaded data.
  return leg == kRerunInThisProcess ? soak(o, argv, true) : leg;
}
