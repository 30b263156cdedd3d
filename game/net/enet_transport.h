// The thin ENet layer (Debian's libenet-dev: reliable, ordered channels over UDP, connections and
// timeouts done; shared/STYLE.md 18): bytes in, bytes out, connections and disconnections as events.
// It knows nothing of packets' meaning (net/packet.h decodes them). Peers are small numbers, never
// pointers, so nothing of ENet's memory reaches the caller.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <span>
#include <string>
#include <vector>

struct _ENetHost;
struct _ENetPeer;

namespace perihelion::net {

struct NetEvent {
  enum class Kind : unsigned char { Connected, Received, Disconnected };
  Kind kind = Kind::Received;
  std::uint32_t peer = 0;
  std::vector<std::uint8_t> bytes;  ///< Received: the packet as it came
};

/// Traffic with one peer, in packet bytes (ENet's own headers and acknowledgements not counted).
struct Traffic {
  std::uint64_t sent = 0;
  std::uint64_t received = 0;
};

class EnetTransport {
 public:
  /// Listens on `port` (0: any free port, see port()) for at most `peers` peers; null and `error` on failure.
  static std::unique_ptr<EnetTransport> listen(std::uint16_t port, std::size_t peers, std::string& error);
  /// Connects to host:port, waiting up to `timeoutMs` for the connection; null and `error` on failure.
  static std::unique_ptr<EnetTransport> connect(const std::string& host, std::uint16_t port, std::uint32_t timeoutMs,
                                                std::string& error);
  ~EnetTransport();
  EnetTransport(const EnetTransport&) = delete;
  EnetTransport& operator=(const EnetTransport&) = delete;

  std::uint16_t port() const;
  /// Every event that comes within `timeoutMs` (returns at the first, with those queued behind it).
  std::vector<NetEvent> poll(std::uint32_t timeoutMs);
  /// Sends reliably, in order; an unknown or gone peer is ignored.
  void send(std::uint32_t peer, std::span<const std::uint8_t> bytes);
  /// Ends the connection once what was sent is delivered.
  void disconnect(std::uint32_t peer);
  /// Sends what is queued now, without waiting for events.
  void flush();
  Traffic traffic(std::uint32_t peer) const;
  /// ENet's smoothed round trip to the peer, in milliseconds (0: unknown or gone): a human seat's
  /// input delay follows it (net/input_delay.h).
  std::uint32_t roundTripMs(std::uint32_t peer) const;
  /// Everything this end sent and received as ENet datagrams (its headers, acknowledgements and
  /// pings included; UDP and IP headers not), since it started (32 bits: wraps after 4 GiB).
  Traffic wire() const;
  /// Holds each packet sent this many milliseconds before handing it to ENet: a slower network,
  /// simulated (for the input delay measured at a given round trip; both ends hold, so the round trip
  /// grows by twice this).
  void setSendDelay(std::uint32_t ms) { delayMs_ = ms; }

 private:
  EnetTransport() = default;
  struct Held {
    std::uint32_t due = 0;  ///< enet_time_get() ms
    std::uint32_t peer = 0;
    std::vector<std::uint8_t> bytes;
  };
  void sendNow(std::uint32_t peer, std::span<const std::uint8_t> bytes);
  void releaseHeld();
  _ENetHost* host_ = nullptr;
  std::vector<_ENetPeer*> peers_;  ///< by id; null once gone
  std::vector<Traffic> traffic_;
  std::deque<Held> held_;
  std::uint32_t delayMs_ = 0;
};

}  // namespace perihelion::net
