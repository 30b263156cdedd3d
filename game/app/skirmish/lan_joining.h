// A joiner's handshake, shared by the headless joiner (`skirmish --join --as ai:LEVEL`, lan_join.cpp)
// and the desktop's (`perihelion --join`, desktop/lan_join_game.cpp): Hello with how it plays, the
// host's Welcome (seat, scenario, seed), this machine's data hash back (Ready), then Start with every
// seat; the match made here from the same start, checked by its state hash. And what a joiner does
// with the host's packets once the match runs.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "match/skirmish.h"
#include "net/enet_transport.h"
#include "net/joiner_turns.h"
#include "net/packet.h"

namespace perihelion::app {

struct LanJoinSpec {
  std::string as;                        ///< "ai:easy", "human": how this peer plays its seat
  std::filesystem::path scenarioFile;    ///< the scenario to load; empty: the host's, found here
  std::filesystem::path scenarioFolder;  ///< where a scenario of the host's file name is looked for
  std::uint32_t startTimeoutMs = 300'000;  ///< the most the handshake waits for the other players
  const std::atomic<bool>* cancel = nullptr;  ///< set: the handshake gives up (within a tenth of a second)
};

/// The match as the host starts it: this peer's seat, every seat (the others remote), and the
/// skirmish made here, in the host's start state.
struct LanJoined {
  std::uint32_t seat = 0;
  std::uint64_t seed = 0;
  std::filesystem::path file;
  std::vector<match::Seat> seats;
  match::Skirmish skirmish;
  std::int64_t checkpointEvery = 0;
};

/// The handshake over `transport` (connected to the host); or why it failed, for the player.
std::variant<LanJoined, std::string> lanHandshake(net::EnetTransport& transport, const LanJoinSpec& spec);

/// The packet in `bytes` from the host, or none (dropped and logged: the network is hostile).
std::optional<net::Packet> hostPacket(std::span<const std::uint8_t> bytes);

/// The host's packets in play, read: a Turn into `turns`; the rest said.
struct HostNews {
  std::optional<std::int64_t> desyncAt;  ///< a Desync, or a Turn's hash unlike this peer's
  std::optional<net::TakeOver> takeOver;
  std::optional<net::End> end;
};
/// Reads one packet from the host; what is ignored (a turn out of order, another packet) is logged.
HostNews readHostPacket(const net::Packet& packet, net::JoinerTurns& turns);

}  // namespace perihelion::app
