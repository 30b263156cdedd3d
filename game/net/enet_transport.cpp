#include "net/enet_transport.h"

#include <enet/enet.h>

#include <algorithm>

#include "net/packet.h"

namespace perihelion::net {
namespace {

/// A dead peer is noticed after at most this long without acknowledgements (ENet's default is 30 s).
constexpr enet_uint32 kTimeoutMinimumMs = 2000, kTimeoutMaximumMs = 6000;

/// ENet refuses packets over this itself; those between kMaxPacketBytes and it reach the decoder,
/// which refuses and logs them (so an oversized packet is seen in the log, not dropped silently).
constexpr std::size_t kEnetPacketLimit = 4 * kMaxPacketBytes;

}  // namespace

std::unique_ptr<EnetTransport> EnetTransport::listen(std::uint16_t port, std::size_t peers, std::string& error) {
  if (enet_initialize() != 0) {
    error = "ENet failed to start";
    return nullptr;
  }
  std::unique_ptr<EnetTransport> t(new EnetTransport);
  ENetAddress address{};
  address.host = ENET_HOST_ANY;
  address.port = port;
  t->host_ = enet_host_create(&address, peers, 1, 0, 0);
  if (!t->host_) {
    error = "cannot listen on port " + std::to_string(port) + " (in use?)";
    return nullptr;
  }
  t->host_->maximumPacketSize = kEnetPacketLimit;
  return t;
}

std::unique_ptr<EnetTransport> EnetTransport::connect(const std::string& host, std::uint16_t port, std::uint32_t timeoutMs,
                                                      std::string& error) {
  if (enet_initialize() != 0) {
    error = "ENet failed to start";
    return nullptr;
  }
  std::unique_ptr<EnetTransport> t(new EnetTransport);
  t->host_ = enet_host_create(nullptr, 1, 1, 0, 0);
  ENetAddress address{};
  if (!t->host_ || enet_address_set_host(&address, host.c_str()) != 0) {
    error = "cannot resolve " + host;
    return nullptr;
  }
  t->host_->maximumPacketSize = kEnetPacketLimit;
  address.port = port;
  ENetPeer* peer = enet_host_connect(t->host_, &address, 1, 0);
  if (!peer) {
    error = "cannot connect to " + host + ":" + std::to_string(port);
    return nullptr;
  }
  peer->data = nullptr;  // id 0
  t->peers_.push_back(peer);
  t->traffic_.emplace_back();
  ENetEvent event;
  if (enet_host_service(t->host_, &event, timeoutMs) > 0 && event.type == ENET_EVENT_TYPE_CONNECT) {
    enet_peer_timeout(peer, 0, kTimeoutMinimumMs, kTimeoutMaximumMs);
    return t;
  }
  error = "no answer from " + host + ":" + std::to_string(port) + " within " + std::to_string(timeoutMs) + " ms";
  return nullptr;
}

EnetTransport::~EnetTransport() {
  if (host_) {
    for (const Held& h : held_) sendNow(h.peer, h.bytes);
    enet_host_flush(host_);
    enet_host_destroy(host_);
  }
  enet_deinitialize();
}

std::uint16_t EnetTransport::port() const {
  ENetAddress address{};
  enet_socket_get_address(host_->socket, &address);
  return address.port;
}

std::vector<NetEvent> EnetTransport::poll(std::uint32_t timeoutMs) {
  releaseHeld();
  if (!held_.empty()) {
    const enet_uint32 now = enet_time_get();
    timeoutMs = std::min<std::uint32_t>(timeoutMs, held_.front().due > now ? held_.front().due - now : 0);
  }
  std::vector<NetEvent> out;
  ENetEvent event;
  int got = enet_host_service(host_, &event, timeoutMs);
  while (got > 0) {
    const auto id = static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(event.peer->data));
    if (event.type == ENET_EVENT_TYPE_CONNECT) {
      const auto fresh = static_cast<std::uint32_t>(peers_.size());
      event.peer->data = reinterpret_cast<void*>(static_cast<std::uintptr_t>(fresh));
      enet_peer_timeout(event.peer, 0, kTimeoutMinimumMs, kTimeoutMaximumMs);
      peers_.push_back(event.peer);
      traffic_.emplace_back();
      out.push_back({NetEvent::Kind::Connected, fresh, {}});
    } else if (event.type == ENET_EVENT_TYPE_RECEIVE) {
      const std::uint8_t* data = event.packet->data;
      if (id < traffic_.size()) traffic_[id].received += event.packet->dataLength;
      out.push_back({NetEvent::Kind::Received, id, std::vector<std::uint8_t>(data, data + event.packet->dataLength)});
      enet_packet_destroy(event.packet);
    } else if (event.type == ENET_EVENT_TYPE_DISCONNECT) {
      if (id < peers_.size()) peers_[id] = nullptr;
      out.push_back({NetEvent::Kind::Disconnected, id, {}});
    }
    got = enet_host_check_events(host_, &event);
  }
  releaseHeld();
  return out;
}

void EnetTransport::send(std::uint32_t peer, std::span<const std::uint8_t> bytes) {
  if (delayMs_ == 0) {
    sendNow(peer, bytes);
    return;
  }
  held_.push_back({enet_time_get() + delayMs_, peer, std::vector<std::uint8_t>(bytes.begin(), bytes.end())});
}

void EnetTransport::sendNow(std::uint32_t peer, std::span<const std::uint8_t> bytes) {
  if (peer >= peers_.size() || !peers_[peer]) return;
  ENetPacket* packet = enet_packet_create(bytes.data(), bytes.size(), ENET_PACKET_FLAG_RELIABLE);
  if (enet_peer_send(peers_[peer], 0, packet) != 0) {
    enet_packet_destroy(packet);
    return;
  }
  traffic_[peer].sent += bytes.size();
}

void EnetTransport::releaseHeld() {
  const enet_uint32 now = enet_time_get();
  bool sent = false;
  while (!held_.empty() && static_cast<std::int32_t>(now - held_.front().due) >= 0) {
    sendNow(held_.front().peer, held_.front().bytes);
    held_.pop_front();
    sent = true;
  }
  if (sent) enet_host_flush(host_);
}

void EnetTransport::disconnect(std::uint32_t peer) {
  // What is held for the peer goes first (disconnect_later waits only for what ENet has queued).
  for (auto it = held_.begin(); it != held_.end();) {
    if (it->peer != peer) {
      ++it;
      continue;
    }
    sendNow(peer, it->bytes);
    it = held_.erase(it);
  }
  if (peer < peers_.size() && peers_[peer]) enet_peer_disconnect_later(peers_[peer], 0);
}

void EnetTransport::flush() {
  releaseHeld();
  enet_host_flush(host_);
}

Traffic EnetTransport::wire() const { return {host_->totalSentData, host_->totalReceivedData}; }

Traffic EnetTransport::traffic(std::uint32_t peer) const { return peer < traffic_.size() ? traffic_[peer] : Traffic{}; }

std::uint32_t EnetTransport::roundTripMs(std::uint32_t peer) const {
  return peer < peers_.size() && peers_[peer] ? peers_[peer]->roundTripTime : 0;
}

}  // namespace perihelion::net
