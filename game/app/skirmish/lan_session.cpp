#include "skirmish/lan_session.h"

#include <cstdio>
#include <iostream>

#include "skirmish/lan.h"

namespace perihelion::app {

void addTakeOvers(nlohmann::ordered_json& result, const std::vector<LanTakeOver>& takeOvers,
                  const std::vector<match::Seat>& seats) {
  for (const LanTakeOver& t : takeOvers) {
    if (t.seat >= result["players"].size()) continue;
    nlohmann::ordered_json& player = result["players"][t.seat];
    if (t.seat < seats.size()) player["spec"] = seats[t.seat].spec();
    player["taken_over"] = {{"by", t.spec}, {"at_tick", t.tick}, {"why", t.why}};
  }
}

void LanStall::ran() {
  if (waiting_) total_ += waitedSeconds();
  waiting_ = false;
}

void LanStall::waiting() {
  if (waiting_) return;
  waiting_ = true;
  ++waits_;
  since_ = std::chrono::steady_clock::now();
}

double LanStall::playSeconds() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

double LanStall::waitedSeconds() const {
  return waiting_ ? std::chrono::duration<double>(std::chrono::steady_clock::now() - since_).count() : 0.0;
}

void reportTraffic(const net::EnetTransport& transport, const sim::GameState& state, double days,
                   const std::vector<int>& seatPeer, const LanStall& stall) {
  for (std::size_t s = 0; s < seatPeer.size(); ++s) {
    if (seatPeer[s] < 0) continue;
    const net::Traffic t = transport.traffic(static_cast<std::uint32_t>(seatPeer[s]));
    char line[256];
    std::snprintf(line, sizeof line, "lan: traffic with %s: sent %llu B, received %llu B: %.0f B per game day, %.0f B/s over %.1f s of play",
                  seatName(state, static_cast<std::uint32_t>(s)).c_str(), static_cast<unsigned long long>(t.sent),
                  static_cast<unsigned long long>(t.received), days > 0.0 ? static_cast<double>(t.sent + t.received) / days : 0.0,
                  stall.playSeconds() > 0.0 ? static_cast<double>(t.sent + t.received) / stall.playSeconds() : 0.0, stall.playSeconds());
    std::cerr << line << '\n';
  }
  const net::Traffic wire = transport.wire();
  char total[200];
  std::snprintf(total, sizeof total, "lan: ENet datagrams in all (headers, acknowledgements and pings too): sent %llu B, received %llu B",
                static_cast<unsigned long long>(wire.sent), static_cast<unsigned long long>(wire.received));
  std::cerr << total << '\n';
  char line[160];
  std::snprintf(line, sizeof line, "lan: the host waited for its joiners %lld times, %.3f s in all (%.2f ms a wait)",
                static_cast<long long>(stall.waits()), stall.totalSeconds(),
                stall.waits() > 0 ? 1000.0 * stall.totalSeconds() / static_cast<double>(stall.waits()) : 0.0);
  std::cerr << line << std::endl;
}

}  // namespace perihelion::app
