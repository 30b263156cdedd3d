#include "skirmish/lan_joining.h"

#include <iostream>

#include "data/scenario_loader.h"
#include "sim/state_hash.h"
#include "skirmish/lan.h"

namespace perihelion::app {
namespace {

constexpr std::uint32_t kWelcomeTimeoutMs = 10000;

/// The host's answer, or why there is none (it refused, left, or said nothing in time).
std::variant<net::Packet, std::string> await(net::EnetTransport& transport, std::uint32_t timeoutMs, const std::atomic<bool>* cancel,
                                             const char* what) {
  for (std::uint32_t waited = 0; waited < timeoutMs; waited += 100) {
    if (cancel && *cancel) return std::string("cancelled while ") + what;
    for (net::NetEvent& e : transport.poll(100)) {
      if (e.kind == net::NetEvent::Kind::Disconnected) return std::string("the host closed the connection while ") + what;
      if (e.kind != net::NetEvent::Kind::Received) continue;
      std::optional<net::Packet> p = hostPacket(e.bytes);
      if (!p) continue;
      if (const auto* refused = std::get_if<net::Refuse>(&*p)) return "the host refused this player: " + refused->reason;
      return std::move(*p);
    }
  }
  return std::string("the host said nothing in time while ") + what;
}

/// The scenario file to load for the host's: the one asked for, the host's own path when this machine
/// has it (the same folder on one machine), or the file of that name in the scenario folder. Only a
/// scenario file's name is taken from the host, so that a hostile one cannot have any other file read
/// and hashed; the data hash refuses other data.
std::filesystem::path scenarioFor(const LanJoinSpec& spec, const std::string& hostName) {
  if (!spec.scenarioFile.empty()) return spec.scenarioFile;
  const std::filesystem::path named(hostName);
  std::error_code ec;
  if (named.extension() == ".json" && std::filesystem::is_regular_file(named, ec)) return named;
  return spec.scenarioFolder / named.filename();
}

}  // namespace

std::variant<LanJoined, std::string> lanHandshake(net::EnetTransport& transport, const LanJoinSpec& spec) {
  transport.send(0, net::encode(net::Hello{net::kProtocolVersion, programVersion(), spec.as}));
  transport.flush();
  auto answer = await(transport, kWelcomeTimeoutMs, spec.cancel, "waiting for its welcome");
  if (auto* why = std::get_if<std::string>(&answer)) return *why;
  const auto* welcome = std::get_if<net::Welcome>(&std::get<net::Packet>(answer));
  if (!welcome) return "the host answered with " + std::string(net::packetName(std::get<net::Packet>(answer))) + ", not a welcome";
  const net::Welcome w = *welcome;
  const std::filesystem::path file = scenarioFor(spec, w.scenario);
  const data::Loaded<data::Scenario> scenario = data::loadScenarioFile(file);
  if (!scenario.value) {
    std::string lines = "the host's scenario " + file.string() + " cannot be loaded here";
    for (const data::Diagnostic& d : scenario.diagnostics) lines += "\n" + data::formatDiagnostic(d, file.string());
    return lines;
  }
  transport.send(0, net::encode(net::Ready{lanDataHash(*scenario.value, file)}));
  transport.flush();
  std::cerr << "lan: seat " << w.seat << " in a match of " << file.string() << ", seed " << w.seed << "; waiting for the others" << std::endl;

  answer = await(transport, spec.startTimeoutMs, spec.cancel, "waiting for the match to start");
  if (auto* why = std::get_if<std::string>(&answer)) return *why;
  const auto* start = std::get_if<net::Start>(&std::get<net::Packet>(answer));
  if (!start || w.seat >= start->seats.size()) return "the host did not start a match with this seat";
  std::vector<match::Seat> seats;
  for (std::size_t s = 0; s < start->seats.size(); ++s) {
    std::optional<match::Seat> seat = match::parseSeat(start->seats[s]);
    if (!seat) return "the host's seat " + std::to_string(s) + " is '" + start->seats[s] + "', not a seat spec";
    seat->remote = s != w.seat;  // every seat but this one is played elsewhere
    seats.push_back(*seat);
  }
  match::SkirmishOrError made = match::makeSkirmish(*scenario.value, file.string(), seats, w.seed, w.maxDays);
  if (!std::holds_alternative<match::Skirmish>(made)) return "the host's match cannot be made here";
  match::Skirmish& skirmish = std::get<match::Skirmish>(made);
  if (match::hasHuman(seats)) skirmish.world.state.secondsPerTick = match::humanSecondsPerTick(skirmish);  // as the host
  if (const std::uint64_t h = sim::stateHash(skirmish.world.state); h != start->startHash) {
    return "the match starts from state_hash " + sim::hashText(h) + " here, " + sim::hashText(start->startHash) + " at the host";
  }
  std::cerr << "lan: the match starts" << std::endl;
  return LanJoined{w.seat, w.seed, file, std::move(seats), std::move(skirmish), start->checkpointEvery};
}

std::optional<net::Packet> hostPacket(std::span<const std::uint8_t> bytes) {
  net::Decoded d = net::decode(bytes);
  if (const auto* error = std::get_if<net::DecodeError>(&d)) {
    std::cerr << "lan: dropped a packet from the host: " << error->reason << '\n';
    return std::nullopt;
  }
  return std::move(std::get<net::Packet>(d));
}

HostNews readHostPacket(const net::Packet& packet, net::JoinerTurns& turns) {
  HostNews news;
  if (const auto* turn = std::get_if<net::Turn>(&packet)) {
    std::string ignored;
    news.desyncAt = turns.receive(*turn, ignored);
    if (!ignored.empty()) std::cerr << "lan: " << ignored << '\n';
  } else if (const auto* t = std::get_if<net::TakeOver>(&packet)) {
    news.takeOver = *t;
  } else if (const auto* d = std::get_if<net::Desync>(&packet)) {
    news.desyncAt = d->tick;
  } else if (const auto* e = std::get_if<net::End>(&packet)) {
    news.end = *e;
  } else {
    std::cerr << "lan: unexpected " << net::packetName(packet) << " from the host, ignored\n";
  }
  return news;
}

}  // namespace perihelion::app
