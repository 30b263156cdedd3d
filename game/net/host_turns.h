// The host's side of lockstep (0 A.D.'s server turn manager, shared/STYLE.md 16): the host is the
// authority; it runs tick t only when it knows every remote seat's commands for t, either because the
// seat sent them (Input for t) or because the seat promised to send nothing then (an earlier Input's
// quietBefore: a computer player knows when it next looks, so the host does not wait at every tick).
// What it runs it broadcasts, so every peer runs the same commands at the same ticks.
//
// Hostile input in mind: an Input for a tick already run, too far ahead, or not after the seat's last
// one is refused whole; a command whose issuer (sim::issuer) is not the sending seat's player is
// dropped, and each is reported for the log. The game-wide pause and time rate (issuer nobody) are
// taken from the seats a person plays, as in any LAN strategy game where every player may pause;
// never a clock jump, and never from a computer's seat. The commands kept are then checked by the tick like any
// other. Pure: no sockets, no clock (the caller times stalls).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "net/packet.h"

namespace perihelion::net {

/// How far ahead of the host's next tick an Input may be (a human's delay is a few ticks; this is
/// for memory, not play).
inline constexpr std::int64_t kMaxLeadTicks = 1024;
/// The most commands waiting for one seat's future ticks.
inline constexpr std::size_t kMaxPendingCommands = 4096;

/// What became of an Input: refused whole (with why), or kept less the commands dropped (each with why).
struct InputVerdict {
  bool accepted = false;
  std::vector<std::string> problems;  ///< for the log, one line each
};

class HostTurns {
 public:
  /// `remote[p]`: player p's seat is played by a joiner; `person[p]`: by a person (at a desktop), who
  /// may pause and set the time rate (none when shorter).
  explicit HostTurns(std::vector<bool> remote, std::vector<bool> person = {});

  /// Seat `seat`'s Input, received while the host's next tick to run is `nextTick`.
  InputVerdict receive(std::uint32_t seat, const Input& input, std::int64_t nextTick);

  /// Whether every remote seat's commands are known for `tick`, whose state's time is `time`.
  bool ready(std::int64_t tick, double time) const;
  /// The remote seats the host waits for at that tick (empty when ready).
  std::vector<std::uint32_t> waitingFor(std::int64_t tick, double time) const;

  /// The seat's commands for `tick` (none if it sent none), forgotten once taken. Take each tick once,
  /// in order, after ready().
  std::vector<sim::Command> take(std::uint32_t seat, std::int64_t tick);

  /// The seat is no longer remote (its joiner left: the host's computer plays it); what it sent for
  /// later ticks is dropped.
  void release(std::uint32_t seat);
  bool isRemote(std::uint32_t seat) const { return seat < seats_.size() && seats_[seat].remote; }

 private:
  struct Seat {
    bool remote = false;
    bool person = false;
    std::int64_t settledThrough = -1;  ///< every tick up to this one is known
    double quietBefore = 0.0;          ///< and every later tick whose state starts before this time
    bool quietKnown = false;
    std::map<std::int64_t, std::vector<sim::Command>> pending;  ///< by tick (ordered: no hash order)
    std::size_t pendingCount = 0;
  };
  bool settled(const Seat& s, std::int64_t tick, double time) const;
  std::vector<Seat> seats_;
};

}  // namespace perihelion::net
