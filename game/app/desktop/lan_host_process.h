// `perihelion --players human,remote --host PORT`: the desktop hosts a LAN match by starting its host,
// a `perihelion skirmish --host PORT` process of its own (the lockstep's authority, exactly the
// headless host: lobby, turns, checkpoints, takeovers), and joining it first, as the human seat, over
// the loopback address (desktop/lan_join_game.h). One authority and one joiner's code for every
// desktop; the cost is the host's own player's input delay of a loopback round trip (2 ticks). No GL.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <variant>
#include <vector>

namespace perihelion::app {

struct LanHostRequest {
  std::vector<std::string> players;  ///< as --players: one "human" (this desktop), "remote" seats, computers
  int port = 0;                      ///< 0: any free port
  std::uint64_t seed = 1;
  double maxDays = 0.0;              ///< <= 0: the scenario's
  std::filesystem::path scenarioFile;  ///< empty: the host's default
  std::filesystem::path log;           ///< the host's stderr and result
  std::filesystem::path program = "/proc/self/exe";  ///< the perihelion executable (the tests': their build's)
};

struct LanHostProcess {
  pid_t pid = -1;
  std::uint16_t port = 0;
};

/// A request with the host's log in the temporary folder (perihelion-lan-host-PID.log).
LanHostRequest lanHostRequest(std::vector<std::string> players, int port, std::uint64_t seed, double maxDays,
                              std::filesystem::path scenarioFile);

/// Starts the host and waits (up to 10 s) for it to listen; or why not (no human seat, a remote seat
/// before it: the host gives the first free remote seat to the first joiner, which must be this desktop).
std::variant<LanHostProcess, std::string> startLanHost(const LanHostRequest& request);

/// Ends the host's match ("ended_by_host" if it goes on) and waits for the process.
void endLanHost(const LanHostProcess& host);

/// A host process ended with its owner (the main menu's Host: the session).
struct OwnedLanHost {
  LanHostProcess process;
  explicit OwnedLanHost(LanHostProcess p) : process(p) {}
  ~OwnedLanHost() { endLanHost(process); }
  OwnedLanHost(const OwnedLanHost&) = delete;
  OwnedLanHost& operator=(const OwnedLanHost&) = delete;
};

}  // namespace perihelion::app
