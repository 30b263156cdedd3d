// A joiner's side of lockstep, shared by the headless joiner (app/skirmish/lan_join.cpp) and the
// desktop's (app/desktop/lan_join_game.cpp): the host's Turns as they come, each tick's commands kept
// until the tick runs, and the host's checkpoint hashes compared with this peer's own. Pure: no sockets.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "net/checkpoints.h"
#include "net/packet.h"

namespace perihelion::net {

class JoinerTurns {
 public:
  explicit JoinerTurns(std::int64_t checkpointEvery) : checkpoints_(checkpointEvery > 0 ? checkpointEvery : kCheckpointEvery, 1) {}

  /// A Turn from the host: the tick its hashes show the states parting at, if they do. A Turn that does
  /// not follow the last one is ignored, and `ignored` says why.
  std::optional<std::int64_t> receive(const Turn& turn, std::string& ignored);
  /// Whether the host has sent `tick`.
  bool known(std::int64_t tick) const { return tick < received_; }
  std::int64_t received() const { return received_; }
  /// The tick's commands as the host ran them (none if it named none), forgotten once taken.
  std::vector<sim::Command> take(std::int64_t tick);
  /// This peer's hashes (Checkpoints::own) and the host's.
  Checkpoints& checkpoints() { return checkpoints_; }

 private:
  Checkpoints checkpoints_;
  std::map<std::int64_t, std::vector<sim::Command>> commands_;  ///< by tick, received and not yet run
  std::int64_t received_ = 0;  ///< ticks before this are known
};

/// "127.0.0.1:27960" as the host and its port; none when it is not HOST:PORT with a port of 1 to 65535.
std::optional<std::pair<std::string, std::uint16_t>> parseHostPort(std::string_view address);

}  // namespace perihelion::net
