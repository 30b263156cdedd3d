// The subcommands of `perihelion`. Each returns the process exit code:
// 0 success, 1 a problem with the input (reported on stderr), 2 a usage error.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "world/solar_system.h"

namespace perihelion::app {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInputError = 1;
inline constexpr int kExitUsage = 2;

/// Warns on stderr when a date lies outside the dates some body's orbital elements hold for (the default
/// data: Standish's tables, 3000 BC to 3000 AD): its position is extrapolated there and its errors grow.
void warnIfExtrapolated(const world::SolarSystem& system, double jdTT, const std::string& dateAsTyped);

/// `perihelion validate FILE...`: every problem of every file on stderr; 0 when all are valid.
int runValidate(const std::vector<std::string>& files);

struct EphemerisRequest {
  std::filesystem::path dataFile;
  std::vector<std::string> bodies;
  std::vector<std::string> dates;
};

/// `perihelion ephemeris`: CSV of heliocentric J2000 ecliptic positions and velocities on stdout.
int runEphemeris(const EphemerisRequest& request);

/// `perihelion` with no window yet: the state of the system at a date (now by default).
int runState(const std::filesystem::path& dataFile, const std::string& date);

struct SimulateRequest {
  std::filesystem::path scenarioFile;
  std::optional<std::uint64_t> ticks;  ///< overrides the scenario's
  std::optional<double> dtSeconds;     ///< overrides the scenario's
  std::filesystem::path commandsFile;  ///< a recording to replay (sim/recording.h); empty: none
  std::filesystem::path loadFile;      ///< a saved game to go on from instead of the scenario; empty: none
  std::filesystem::path saveFile;      ///< where to save the game after the run; empty: nowhere
};

/// `perihelion simulate SCENARIO.json`: runs a scenario headless and prints a JSON report on stdout.
int runSimulate(const SimulateRequest& request);

struct SkirmishRequest {
  std::filesystem::path scenarioFile;  ///< empty: data/scenarios/skirmish.json
  std::vector<std::string> players;    ///< seat specs: ai:LEVEL or none
  std::string seed = "0";              ///< checked by runSkirmish (a seed that is not a number is a usage error)
  std::optional<double> maxDays;       ///< overrides the scenario's max_days
  std::filesystem::path recordFile;    ///< where to record the match (sim/recording.h); empty: nowhere
  // LAN play (skirmish/lan.h): host with remote seats, or join one.
  std::optional<std::uint16_t> hostPort;  ///< --host PORT (0: any free port, printed on stderr)
  std::string join;                       ///< --join HOST:PORT
  std::string as = "ai:normal";           ///< --as SPEC: how the joiner plays its seat (ai:LEVEL)
  double lanTimeoutSeconds = 20.0;        ///< a joiner silent this long while awaited is taken over
  std::uint32_t lanDelayMs = 0;           ///< test: each packet held this long (a slower network)
  std::int64_t lanTestKillAt = -1;        ///< test: the joiner kills itself at this tick
  std::int64_t lanTestDesyncAt = -1;      ///< test: the joiner reports a wrong hash from this tick on
};

/// `perihelion skirmish`: a match of computer players to its end, with a JSON result on stdout.
int runSkirmish(const SkirmishRequest& request);

/// `perihelion replay FILE`: a recording played again headless (a skirmish's, or a scenario's that
/// names its scenario file); prints the result it printed, and exits 1 unless it ends in the recorded
/// state hash.
int runReplay(const std::filesystem::path& recording);

}  // namespace perihelion::app
