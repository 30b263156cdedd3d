#include "net/checkpoints.h"

#include <algorithm>

namespace perihelion::net {

Checkpoints::Checkpoints(std::int64_t every, std::size_t peers)
    : every_(std::max<std::int64_t>(1, every)), confirmed_(peers, 0), active_(peers, true) {}

std::optional<std::int64_t> Checkpoints::own(std::int64_t tick, std::uint64_t hash) {
  own_[tick] = hash;
  std::optional<std::int64_t> desync;
  for (auto it = early_.begin(); it != early_.end();) {
    if (it->first.first != tick) {
      ++it;
      continue;
    }
    if (it->second != hash) desync = tick;
    else confirmed_[it->first.second] = std::max(confirmed_[it->first.second], tick);
    it = early_.erase(it);
  }
  trim();
  return desync;
}

std::optional<std::int64_t> Checkpoints::peer(std::size_t peer, std::int64_t tick, std::uint64_t hash) {
  if (peer >= confirmed_.size() || !due(tick) || tick <= confirmed_[peer]) return std::nullopt;
  if (const auto at = own_.find(tick); at != own_.end()) {
    if (at->second != hash) return tick;
    confirmed_[peer] = tick;
    trim();
    return std::nullopt;
  }
  if (own_.empty() || tick > own_.rbegin()->first) {
    if (early_.size() < kMaxEarlyHashes) early_[{tick, peer}] = hash;  // compared when this peer gets there
  }
  return std::nullopt;
}

void Checkpoints::forget(std::size_t peer) {
  if (peer < active_.size()) active_[peer] = false;
  trim();
}

bool Checkpoints::mayRun(std::int64_t tick) const {
  for (std::size_t p = 0; p < confirmed_.size(); ++p) {
    if (active_[p] && tick >= confirmed_[p] + kWindowTicks) return false;
  }
  return true;
}

std::optional<std::uint64_t> Checkpoints::ownHash(std::int64_t tick) const {
  const auto at = own_.find(tick);
  return at == own_.end() ? std::nullopt : std::optional<std::uint64_t>(at->second);
}

void Checkpoints::trim() {
  // Hashes every active peer has confirmed are needed no more (the desync dump wants the rest).
  std::int64_t slowest = own_.empty() ? 0 : own_.rbegin()->first;
  for (std::size_t p = 0; p < confirmed_.size(); ++p) {
    if (active_[p]) slowest = std::min(slowest, confirmed_[p]);
  }
  while (!own_.empty() && own_.begin()->first < slowest) own_.erase(own_.begin());
}

}  // namespace perihelion::net
