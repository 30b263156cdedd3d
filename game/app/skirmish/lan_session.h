// Pieces of a LAN skirmish that the host and the joiner share beyond lan.h: the takeovers in the
// result JSON, the host's wait for its joiners (its stalls), and the traffic report on stderr.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "match/seat.h"
#include "net/enet_transport.h"
#include "sim/game_state.h"

namespace perihelion::app {

/// A seat the host's computer took over: from which tick, at which level, and why.
struct LanTakeOver {
  std::uint32_t seat = 0;
  std::int64_t tick = 0;
  std::string spec;  ///< "ai:normal"
  std::string why;   ///< "disconnected", "stalled"
};

/// Each taken-over seat's player in `result` gets `"taken_over": {"by", "at_tick", "why"}`, and keeps
/// the spec it started with (`seats`, by player id).
void addTakeOvers(nlohmann::ordered_json& result, const std::vector<LanTakeOver>& takeOvers,
                  const std::vector<match::Seat>& seats);

/// The host's waits for its joiners (wall clock): how long the current one has lasted, and in all.
class LanStall {
 public:
  void start() { start_ = std::chrono::steady_clock::now(); }
  /// Wall seconds since start().
  double playSeconds() const;
  /// A tick ran: any wait is over.
  void ran();
  /// Nothing could run: a wait goes on (or begins).
  void waiting();
  double waitedSeconds() const;
  double totalSeconds() const { return total_; }
  std::int64_t waits() const { return waits_; }

 private:
  std::chrono::steady_clock::time_point start_{};
  std::chrono::steady_clock::time_point since_{};
  bool waiting_ = false;
  double total_ = 0.0;
  std::int64_t waits_ = 0;
};

/// On stderr, per joiner: bytes sent and received, per game day and per second of play; and the
/// host's waits (the delay the network added to the remote seats' commands).
void reportTraffic(const net::EnetTransport& transport, const sim::GameState& state, double days,
                   const std::vector<int>& seatPeer, const LanStall& stall);

}  // namespace perihelion::app
