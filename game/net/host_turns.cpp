#include "net/host_turns.h"

namespace perihelion::net {

namespace {

/// The commands for everyone a person at a seat may give: pause and the time rate.
bool paces(const sim::Command& c) { return std::holds_alternative<sim::SetPaused>(c) || std::holds_alternative<sim::SetTimeRate>(c); }

}  // namespace

HostTurns::HostTurns(std::vector<bool> remote, std::vector<bool> person) {
  for (std::size_t p = 0; p < remote.size(); ++p) {
    seats_.push_back(Seat{remote[p], p < person.size() && person[p], -1, 0.0, false, {}, 0});
  }
}

InputVerdict HostTurns::receive(std::uint32_t seat, const Input& input, std::int64_t nextTick) {
  InputVerdict v;
  if (!isRemote(seat)) {
    v.problems.push_back("input from seat " + std::to_string(seat) + ", which is not a remote seat");
    return v;
  }
  Seat& s = seats_[seat];
  if (input.tick < nextTick) {
    v.problems.push_back("input for tick " + std::to_string(input.tick) + ", already run (next tick " + std::to_string(nextTick) + ")");
    return v;
  }
  if (input.tick <= s.settledThrough) {
    v.problems.push_back("input for tick " + std::to_string(input.tick) + ", not after the seat's last (tick " +
                         std::to_string(s.settledThrough) + ")");
    return v;
  }
  if (input.tick > nextTick + kMaxLeadTicks) {
    v.problems.push_back("input for tick " + std::to_string(input.tick) + ", more than " + std::to_string(kMaxLeadTicks) +
                         " ticks ahead of tick " + std::to_string(nextTick));
    return v;
  }
  std::vector<sim::Command> kept;
  for (const sim::Command& c : input.commands) {
    const world::PlayerId by = sim::issuer(c);
    if (by.value != seat && !(s.person && paces(c))) {
      // A peer commands its own seat's player only (and a person the pace): a clock jump, a computer's
      // pause and another player's commands are the host's to refuse before the tick ever sees them.
      v.problems.push_back("refused " + std::string(sim::commandName(c)) + " for player " +
                           (by == world::kNobody ? std::string("nobody") : std::to_string(by.value)) + " from seat " +
                           std::to_string(seat) + " at tick " + std::to_string(input.tick));
      continue;
    }
    if (s.pendingCount + kept.size() >= kMaxPendingCommands) {
      v.problems.push_back("dropped " + std::string(sim::commandName(c)) + " from seat " + std::to_string(seat) +
                           ": over " + std::to_string(kMaxPendingCommands) + " commands waiting");
      continue;
    }
    kept.push_back(c);
  }
  s.pendingCount += kept.size();
  if (!kept.empty()) s.pending[input.tick] = std::move(kept);
  s.settledThrough = input.tick;
  s.quietBefore = input.quietBefore;
  s.quietKnown = true;
  v.accepted = true;
  return v;
}

bool HostTurns::settled(const Seat& s, std::int64_t tick, double time) const {
  return !s.remote || tick <= s.settledThrough || (s.quietKnown && time < s.quietBefore);
}

bool HostTurns::ready(std::int64_t tick, double time) const {
  for (const Seat& s : seats_) {
    if (!settled(s, tick, time)) return false;
  }
  return true;
}

std::vector<std::uint32_t> HostTurns::waitingFor(std::int64_t tick, double time) const {
  std::vector<std::uint32_t> out;
  for (std::uint32_t k = 0; k < seats_.size(); ++k) {
    if (!settled(seats_[k], tick, time)) out.push_back(k);
  }
  return out;
}

std::vector<sim::Command> HostTurns::take(std::uint32_t seat, std::int64_t tick) {
  if (seat >= seats_.size()) return {};
  Seat& s = seats_[seat];
  std::vector<sim::Command> out;
  // Earlier ticks cannot be left (each tick is taken in order), but drop any all the same.
  while (!s.pending.empty() && s.pending.begin()->first <= tick) {
    if (s.pending.begin()->first == tick) out = std::move(s.pending.begin()->second);
    s.pending.erase(s.pending.begin());
  }
  s.pendingCount = 0;
  for (const auto& [t, commands] : s.pending) s.pendingCount += commands.size();
  return out;
}

void HostTurns::release(std::uint32_t seat) {
  if (seat >= seats_.size()) return;
  seats_[seat] = Seat{};
}

}  // namespace perihelion::net
