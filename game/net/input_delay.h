// How far ahead a human's command is scheduled in a LAN match (0 A.D. schedules commands 4 turns
// ahead in multiplayer, 1 in single player: shared/STYLE.md 16; here the delay follows the measured
// round trip instead). A joiner at tick t sends its player's commands for tick t + d, and with them
// the promise of nothing else up to that tick (net::Input; the host needs nothing more from it until
// then). The host runs tick h once it has the seat's Input for h; that Input left the joiner when the
// joiner was at h - d, which is half a round trip behind the host, and took half a round trip to
// come: so the host never waits when d ticks last at least a round trip (tests/net_delay_test.cpp
// finds the shortest such d on a simulated network). One tick more is a margin for jitter (the
// desktop's ticks come at 60 a second, 16.7 ms). A single-player command goes into the next tick; a
// LAN one d ticks later, plus up to the rest of the tick it is given in (the joiner's promise for
// that tick has gone) and the half round trip the joiner runs behind the host. The desktop's joiner
// (to come) is to measure the round trip (ENet's smoothed roundTripTime) and let d grow at once but
// shrink one tick at a time, never sending an Input for a tick not after its last (net::HostTurns
// refuses that).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace perihelion::net {

/// The ticks ahead (>= 1) to schedule a human's command at a round trip of `roundTripSeconds`, with
/// ticks paced `tickSeconds` of real time apart.
inline std::int64_t inputDelayTicks(double roundTripSeconds, double tickSeconds) {
  if (!(tickSeconds > 0.0) || !(roundTripSeconds >= 0.0)) return 1;
  return 1 + static_cast<std::int64_t>(std::ceil(std::min(roundTripSeconds, 10.0) / tickSeconds));
}

}  // namespace perihelion::net
