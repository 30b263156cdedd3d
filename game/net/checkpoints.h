// State hashes compared between peers every few ticks (Age of Empires' and 0 A.D.'s out-of-sync
// check, shared/STYLE.md 16): each peer records its own sim::stateHash after every `every`-th tick and
// compares the others' as they come, in whichever order the two arrive. The first difference is a
// desync at that tick, and every peer stops. The host also keeps its lead bounded by them: it runs no
// tick more than kWindowTicks past the last checkpoint every joiner has confirmed, so a slow joiner
// throttles the host instead of falling ever further behind. Pure: no sockets, no clock.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace perihelion::net {

/// Ticks between two checkpoints: at the skirmish's game hour a tick, two game days.
inline constexpr std::int64_t kCheckpointEvery = 48;
/// The most ticks the host runs past the slowest joiner's last confirmed checkpoint.
inline constexpr std::int64_t kWindowTicks = 4 * kCheckpointEvery;
/// The most hashes of ticks not yet reached kept from one peer (a hostile one cannot fill memory).
inline constexpr std::size_t kMaxEarlyHashes = 1024;

class Checkpoints {
 public:
  Checkpoints(std::int64_t every, std::size_t peers);

  std::int64_t every() const { return every_; }
  /// Whether the state after `ticks` ticks is a checkpoint.
  bool due(std::int64_t ticks) const { return ticks > 0 && ticks % every_ == 0; }

  /// This peer's hash after `tick` ticks; the tick when a peer's hash known already differs.
  std::optional<std::int64_t> own(std::int64_t tick, std::uint64_t hash);
  /// Peer `peer`'s hash after `tick` ticks; the tick when it differs from this peer's (now, or later
  /// from own()). A tick that is no checkpoint is ignored.
  std::optional<std::int64_t> peer(std::size_t peer, std::int64_t tick, std::uint64_t hash);

  /// The last checkpoint `peer` agreed on (0: none yet).
  std::int64_t confirmed(std::size_t peer) const { return peer < confirmed_.size() ? confirmed_[peer] : 0; }
  /// The peer is gone: it holds back nothing any more.
  void forget(std::size_t peer);
  /// Whether the host may run `tick` (kWindowTicks past the slowest active peer's confirmation).
  bool mayRun(std::int64_t tick) const;
  /// This peer's hash at a checkpoint still kept.
  std::optional<std::uint64_t> ownHash(std::int64_t tick) const;

 private:
  void trim();
  std::int64_t every_;
  std::map<std::int64_t, std::uint64_t> own_;
  std::map<std::pair<std::int64_t, std::size_t>, std::uint64_t> early_;  ///< peers' hashes of ticks not yet run here
  std::vector<std::int64_t> confirmed_;
  std::vector<bool> active_;
};

}  // namespace perihelion::net
