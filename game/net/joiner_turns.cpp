#include "net/joiner_turns.h"

#include <charconv>

namespace perihelion::net {

std::optional<std::int64_t> JoinerTurns::receive(const Turn& turn, std::string& ignored) {
  if (turn.from != received_ || turn.to < turn.from) {
    ignored = "a turn from tick " + std::to_string(turn.from) + ", expected " + std::to_string(received_) + ": ignored";
    return std::nullopt;
  }
  for (const TickCommand& c : turn.commands) commands_[c.tick].push_back(c.command);
  received_ = turn.to;
  for (const Checkpoint& c : turn.checkpoints) {
    if (const std::optional<std::int64_t> at = checkpoints_.peer(0, c.tick, c.hash)) return at;
  }
  return std::nullopt;
}

std::vector<sim::Command> JoinerTurns::take(std::int64_t tick) {
  std::vector<sim::Command> out;
  if (const auto at = commands_.find(tick); at != commands_.end()) {
    out = std::move(at->second);
    commands_.erase(at);
  }
  return out;
}

std::optional<std::pair<std::string, std::uint16_t>> parseHostPort(std::string_view address) {
  const std::size_t colon = address.rfind(':');
  if (colon == std::string_view::npos || colon == 0) return std::nullopt;
  unsigned port = 0;
  const char* end = address.data() + address.size();
  const auto [at, error] = std::from_chars(address.data() + colon + 1, end, port);
  if (error != std::errc() || at != end || port < 1 || port > 65535) return std::nullopt;
  return std::pair{std::string(address.substr(0, colon)), static_cast<std::uint16_t>(port)};
}

}  // namespace perihelion::net
