// The LAN protocol's packets and their bytes: encode(packet) and decode(bytes), pure (no ENet, no
// sockets), so that the fuzz target and the unit tests call them alone. Everything decode reads is
// hostile: every size is checked before it is read, a packet must be exactly as long as its fields,
// strings are bounded and printable, doubles finite where the field says so, and a command is read
// by the recording's own checked parser (sim::parseCommandText). Whatever fails is a DecodeError with
// a reason for the log, never a crash. (0 A.D.'s NetMessage deserialisation works the same way: see
// shared/STYLE.md, 18.)
//
// Every packet: 'P' 'H', the protocol version (u8), the type (u8), then its fields, little-endian:
// integers fixed width, doubles by their IEEE-754 bits, strings and lists as a u32 count then items.
//
// Commands travel as the recording's text for one command ("queue_ship player 1 shipyard 4 type 0"),
// not a binary code of their own: one grammar for recordings and the network, a parser already
// hardened against NaN, 1e400, ids out of range and control bytes, and nothing to keep in step when a
// command is added. The cost is size (about 40 to 90 bytes a command against 10 to 30), which a
// lockstep game pays only for commands given, a few a decision (docs/lan.md has the figures).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "sim/command.h"

namespace perihelion::net {

/// Raised whenever a packet's layout or meaning changes; peers of another version are refused.
inline constexpr std::uint8_t kProtocolVersion = 1;
/// The largest packet either side sends or accepts (ENet is told the same: net/enet_transport.h).
inline constexpr std::size_t kMaxPacketBytes = 256 * 1024;
/// The longest string: a command's text, a reason, a file name, a program version.
inline constexpr std::size_t kMaxTextBytes = 1024;
/// The most commands one packet carries, and the most seats a match has.
inline constexpr std::size_t kMaxCommands = 2048;
inline constexpr std::size_t kMaxSeats = 16;
/// The most checkpoints (tick, state hash) one packet carries.
inline constexpr std::size_t kMaxCheckpoints = 256;

/// A joiner's first packet: who it is and how it will play.
struct Hello {
  std::uint32_t protocol = kProtocolVersion;
  std::string program;  ///< "perihelion 0.1.0": another build is refused
  std::string seat;     ///< "ai:easy": how the joiner plays its seat
};

/// The host's answer to a Hello: the seat it gets and the match, to load and hash.
struct Welcome {
  std::uint32_t seat = 0;
  std::string scenario;  ///< the scenario file as the host names it
  std::uint64_t seed = 0;
  double maxDays = 0.0;  ///< <= 0: the scenario's
  std::uint64_t dataHash = 0;  ///< of the files the tick reads (app/skirmish/lan_data.h)
};

/// The joiner has loaded the scenario: its own hash of the data, which the host compares.
struct Ready {
  std::uint64_t dataHash = 0;
};

/// Every seat is taken: the match starts from a state of this hash.
struct Start {
  std::vector<std::string> seats;  ///< by player id, as specs ("ai:hard"); remote seats as their joiner plays them
  std::uint64_t startHash = 0;
  std::uint32_t checkpointEvery = 0;  ///< ticks between state hashes
};

/// Why a peer is turned away, or leaves (wrong version, other data, match full).
struct Refuse {
  std::string reason;
};

/// A seat's commands for one tick (from its joiner to the host). It also promises that the seat
/// gives nothing at the ticks after it that start before game time `quietBefore` (TT s; +inf: never
/// again): a computer player knows when it next looks, so the host need not wait for it at each tick.
struct Input {
  std::int64_t tick = 0;
  double quietBefore = 0.0;
  std::vector<sim::Command> commands;
};

struct TickCommand {
  std::int64_t tick = 0;
  sim::Command command;
};

struct Checkpoint {
  std::int64_t tick = 0;  ///< the state after this many ticks
  std::uint64_t hash = 0;
};

/// From the host: ticks [from, to) run with these commands (in the order the tick takes them; a tick
/// not named had none), and the host's state hashes at the checkpoints among them.
struct Turn {
  std::int64_t from = 0;
  std::int64_t to = 0;
  std::vector<TickCommand> commands;
  std::vector<Checkpoint> checkpoints;
};

/// From a joiner: its state hash at a checkpoint.
struct Hash {
  Checkpoint checkpoint;
};

/// From the host: a seat whose joiner left or stalled is played by the host's computer from `tick` on.
struct TakeOver {
  std::uint32_t seat = 0;
  std::int64_t tick = 0;
  std::string spec;  ///< "ai:normal"
  std::string why;   ///< "disconnected", "stalled"
};

/// Either way: the states differ at this checkpoint; every peer stops.
struct Desync {
  std::int64_t tick = 0;
};

/// From the host: the match ends after `tick` ticks for this reason ("ended_by_host").
struct End {
  std::int64_t tick = 0;
  std::string reason;
};

using Packet = std::variant<Hello, Welcome, Ready, Start, Refuse, Input, Turn, Hash, TakeOver, Desync, End>;

/// "hello", "turn", ...: a packet's name for the log.
std::string_view packetName(const Packet& packet);

std::vector<std::uint8_t> encode(const Packet& packet);

struct DecodeError {
  std::string reason;  ///< for the log: "truncated: a string of 12 bytes at byte 9, 3 left"
};

using Decoded = std::variant<Packet, DecodeError>;

/// The packet in `bytes`, or why they are not one. Total: any bytes give one or the other.
Decoded decode(std::span<const std::uint8_t> bytes);

}  // namespace perihelion::net
