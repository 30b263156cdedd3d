// libFuzzer target: a recording (sim/recording.h). What parseRecording accepts is written back with the
// recorder's own writers (recordingHeader, recordingLine, recordingEnd) and must read back to the same
// recording, field by field and to the bit: a replay reads what the desktop wrote.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "fuzz_checks.h"
#include "sim/recording.h"

namespace {

using namespace perihelion;

bool same(double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); }
bool same(const glm::dvec3& a, const glm::dvec3& b) { return same(a.x, b.x) && same(a.y, b.y) && same(a.z, b.z); }
/// What a recording holds of an order: its kind and target (the rest is the tick's).
bool same(const fleet::Order& a, const fleet::Order& b) {
  return a.kind == b.kind && same(a.point, b.point) && a.body == b.body;
}

// One overload a command type, each comparing every field the type has.
bool same(const sim::OrderFleets& a, const sim::OrderFleets& b) {
  return a.fleets == b.fleets && same(a.order, b.order) && a.player == b.player;
}
bool same(const sim::PlaceStation& a, const sim::PlaceStation& b) {
  const world::PlacementRequest &x = a.request, &y = b.request;
  return x.planet == y.planet && x.ring == y.ring && same(x.phase, y.phase) && x.type == y.type && same(x.time, y.time) &&
         a.player == b.player;
}
bool same(const sim::SetTimeRate& a, const sim::SetTimeRate& b) { return same(a.secondsPerTick, b.secondsPerTick); }
bool same(const sim::SetPaused& a, const sim::SetPaused& b) { return a.paused == b.paused; }
bool same(const sim::JumpToTime& a, const sim::JumpToTime& b) { return same(a.time, b.time); }
bool same(const sim::QueueShip& a, const sim::QueueShip& b) {
  return a.shipyard == b.shipyard && a.type == b.type && a.player == b.player;
}
bool same(const sim::CancelShip& a, const sim::CancelShip& b) {
  return a.shipyard == b.shipyard && a.position == b.position && a.player == b.player;
}
bool same(const sim::MoveQueuedShip& a, const sim::MoveQueuedShip& b) {
  return a.shipyard == b.shipyard && a.from == b.from && a.to == b.to && a.player == b.player;
}
bool same(const sim::SetRally& a, const sim::SetRally& b) {
  return a.shipyard == b.shipyard && same(a.order, b.order) && a.player == b.player;
}
bool same(const sim::FormFleet& a, const sim::FormFleet& b) {
  return a.ships == b.ships && a.name == b.name && a.player == b.player;
}
bool same(const sim::MergeFleets& a, const sim::MergeFleets& b) {
  return a.into == b.into && a.from == b.from && a.player == b.player;
}
bool same(const sim::Attack& a, const sim::Attack& b) {
  return a.fleets == b.fleets && a.target == b.target && a.player == b.player;
}
bool same(const sim::AttackMove& a, const sim::AttackMove& b) {
  return a.fleets == b.fleets && same(a.point, b.point) && a.player == b.player;
}
bool same(const sim::SetStance& a, const sim::SetStance& b) {
  return a.fleets == b.fleets && a.stance == b.stance && a.player == b.player;
}
bool same(const sim::LandTroops& a, const sim::LandTroops& b) {
  return a.fleets == b.fleets && a.planet == b.planet && a.player == b.player;
}

bool same(const sim::Command& a, const sim::Command& b) {
  if (a.index() != b.index()) return false;
  return std::visit([&](const auto& x) { return same(x, std::get<std::decay_t<decltype(x)>>(b)); }, a);
}

bool same(const sim::Recording& a, const sim::Recording& b) {
  if (a.scenarioFile != b.scenarioFile || a.skirmish.has_value() != b.skirmish.has_value()) return false;
  if (a.skirmish && (a.skirmish->seed != b.skirmish->seed || !same(a.skirmish->maxDays, b.skirmish->maxDays) ||
                     a.skirmish->seats != b.skirmish->seats)) {
    return false;
  }
  if (a.scenarioName != b.scenarioName || !same(a.startSeconds, b.startSeconds) ||
      !same(a.secondsPerTick, b.secondsPerTick) || a.paused != b.paused || a.ticks != b.ticks ||
      a.stateHash != b.stateHash || a.commands.size() != b.commands.size()) {
    return false;
  }
  for (std::size_t k = 0; k < a.commands.size(); ++k) {
    const sim::RecordedCommand &x = a.commands[k], &y = b.commands[k];
    // One item a line in both texts, so each command is on the same line.
    if (x.tick != y.tick || !same(x.tickLength, y.tickLength) || x.line != y.line || !same(x.command, y.command)) {
      return false;
    }
  }
  return true;
}

/// The recording as the desktop writes it.
std::string writtenBack(const sim::Recording& r) {
  std::string text = sim::recordingHeader(r.scenarioName, r.startSeconds, r.secondsPerTick, r.paused) +
                     sim::recordingOrigin(r.scenarioFile, r.skirmish);
  for (const sim::RecordedCommand& c : r.commands) text += sim::recordingLine(c.tick, c.tickLength, c.command);
  return text + sim::recordingEnd(r.ticks, r.stateHash);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const sim::ParsedRecording parsed = sim::parseRecording(fuzz::textOf(bytes, size));
  fuzz::require(parsed.recording.has_value() != parsed.error.has_value(), "a recording, or else its first error");
  if (!parsed.recording) return 0;
  const std::string text = writtenBack(*parsed.recording);
  const sim::ParsedRecording again = sim::parseRecording(text);
  if (!again.recording) {
    std::fprintf(stderr, "line %zu: %s\nof the recording written back:\n%s", again.error->line,
                 again.error->message.c_str(), text.c_str());
  }
  fuzz::require(again.recording.has_value(), "a recording written back reads back");
  fuzz::require(same(*parsed.recording, *again.recording), "a recording written back reads back the same");
  return 0;
}
