#include "desktop/lan_join_game.h"

#include <iostream>

#include "data/scenario_loader.h"
#include "match/skirmish.h"
#include "net/input_delay.h"
#include "sim/state_hash.h"
#include "skirmish/lan.h"
#include "world/simulation_clock.h"

namespace perihelion::app {
namespace {

constexpr std::uint32_t kConnectTimeoutMs = 5000;
constexpr std::uint32_t kWelcomeTimeoutMs = 10000;

/// The host's answer, or why there is none (it refused, left, or said nothing in time).
std::variant<net::Packet, std::string> await(net::EnetTransport& transport, std::uint32_t timeoutMs, const char* what) {
  for (std::uint32_t waited = 0; waited < timeoutMs; waited += 100) {
    for (net::NetEvent& e : transport.poll(100)) {
      if (e.kind == net::NetEvent::Kind::Disconnected) return std::string("the host closed the connection while ") + what;
      if (e.kind != net::NetEvent::Kind::Received) continue;
      net::Decoded d = net::decode(e.bytes);
      if (const auto* error = std::get_if<net::DecodeError>(&d)) {
        std::cerr << "lan: dropped a packet from the host: " << error->reason << '\n';
        continue;
      }
      net::Packet p = std::move(std::get<net::Packet>(d));
      if (const auto* refused = std::get_if<net::Refuse>(&p)) return "the host refused this player: " + refused->reason;
      return p;
    }
  }
  return std::string("the host said nothing in time while ") + what;
}

/// The scenario file to load for the host's: the one asked for, the host's own path when this machine
/// has it, or the file of that name in the scenario folder. Only a scenario file's name is taken from
/// the host, so that a hostile one cannot have any other file read; the data hash refuses other data.
std::filesystem::path scenarioFor(const LanJoinRequest& request, const std::string& hostName) {
  if (!request.scenarioFile.empty()) return request.scenarioFile;
  const std::filesystem::path named(hostName);
  std::error_code ec;
  if (named.extension() == ".json" && std::filesystem::is_regular_file(named, ec)) return named;
  return request.scenarioFolder / named.filename();
}

}  // namespace

std::variant<SkirmishGame, std::string> joinLanMatch(const LanJoinRequest& request) {
  const auto address = net::parseHostPort(request.address);
  if (!address) return "--join: expected HOST:PORT, such as 127.0.0.1:27960, found '" + request.address + "'";
  std::string error;
  std::unique_ptr<net::EnetTransport> transport =
      net::EnetTransport::connect(address->first, address->second, kConnectTimeoutMs, error);
  if (!transport) return "--join: " + error;
  transport->setSendDelay(request.sendDelayMs);
  transport->send(0, net::encode(net::Hello{net::kProtocolVersion, programVersion(), "human"}));
  transport->flush();

  auto answer = await(*transport, kWelcomeTimeoutMs, "waiting for its welcome");
  if (auto* why = std::get_if<std::string>(&answer)) return *why;
  const auto* welcome = std::get_if<net::Welcome>(&std::get<net::Packet>(answer));
  if (!welcome) return "the host answered with " + std::string(net::packetName(std::get<net::Packet>(answer))) + ", not a welcome";
  const net::Welcome w = *welcome;
  const std::filesystem::path file = scenarioFor(request, w.scenario);
  const data::Loaded<data::Scenario> scenario = data::loadScenarioFile(file);
  if (!scenario.value) {
    std::string lines = "the host's scenario " + file.string() + " cannot be loaded here";
    for (const data::Diagnostic& d : scenario.diagnostics) lines += "\n" + data::formatDiagnostic(d, file.string());
    return lines;
  }
  transport->send(0, net::encode(net::Ready{lanDataHash(*scenario.value, file)}));
  transport->flush();
  std::cerr << "lan: seat " << w.seat << " in a match of " << file.string() << ", seed " << w.seed << "; waiting for the others" << std::endl;

  answer = await(*transport, request.startTimeoutMs, "waiting for the match to start");
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
  if (const std::uint64_t h = sim::stateHash(skirmish.world.state); h != start->startHash) {
    return "the match starts from state_hash " + sim::hashText(h) + " here, " + sim::hashText(start->startHash) + " at the host";
  }
  const std::string name = seatName(skirmish.world.state, w.seat);
  // The host's start exactly, its tick length and pause too: they are the host's to change.
  sim::GameState state = skirmish.world.state;
  SkirmishGame game = skirmishGameOf(std::move(skirmish), std::move(state), file);
  game.game->playLockstep(std::make_unique<HostedTicks>(std::move(transport), w.seat, name, start->checkpointEvery), {w.seat});
  std::cerr << "lan: the match starts" << std::endl;
  return game;
}

HostedTicks::HostedTicks(std::unique_ptr<net::EnetTransport> transport, std::uint32_t seat, std::string seatName,
                         std::int64_t checkpointEvery)
    : transport_(std::move(transport)), seat_(seat), seatName_(std::move(seatName)),
      turns_(checkpointEvery) {}

void HostedTicks::send(const net::Packet& packet) {
  transport_->send(0, net::encode(packet));
  transport_->flush();
}

void HostedTicks::give(const sim::GameState& state, std::vector<sim::Command> commands) {
  state_ = &state;
  outbox_.insert(outbox_.end(), std::make_move_iterator(commands.begin()), std::make_move_iterator(commands.end()));
  if (!stopped_.empty() || end_) return;
  // The delay follows the round trip: up at once (the host would wait), down a tick per tick, so that
  // no Input is for a tick not after the last one (the host refuses those).
  const std::int64_t wanted = net::inputDelayTicks(transport_->roundTripMs(0) / 1000.0, world::kTickSeconds);
  if (wanted > delay_ || (wanted < delay_ && state.tick > delaySetAt_)) {
    delay_ = wanted > delay_ ? wanted : delay_ - 1;
    delaySetAt_ = state.tick;
  }
  const std::int64_t tick = state.tick + delay_;
  if (tick <= sentFor_) return;  // this tick's Input went already: the commands go with the next
  // No promise by game time (quietBefore 0): a human may give a command at any tick.
  send(net::Input{tick, 0.0, std::exchange(outbox_, {})});
  sentFor_ = tick;
}

std::optional<std::vector<sim::Command>> HostedTicks::take(std::int64_t tick) {
  if (!turns_.known(tick)) pump(0);
  waiting_ = stopped_.empty() && !(end_ && tick >= end_->tick) && !turns_.known(tick);
  if (!stopped_.empty() || (end_ && tick >= end_->tick) || !turns_.known(tick)) return std::nullopt;
  return turns_.take(tick);
}

void HostedTicks::ran(const sim::GameState& state, bool over) {
  if (turns_.checkpoints().due(state.tick)) {
    const std::uint64_t hash = sim::stateHash(state);
    if (const std::optional<std::int64_t> at = turns_.checkpoints().own(state.tick, hash)) return stopForDesync(*at);
    send(net::Hash{{state.tick, hash}});
  }
  if (over && !finalSent_) {
    // The final state's hash: the host compares it before it says the match is over.
    send(net::Hash{{state.tick, sim::stateHash(state)}});
    finalSent_ = true;
  }
}

void HostedTicks::pump(std::uint32_t timeoutMs) {
  for (net::NetEvent& e : transport_->poll(timeoutMs)) {
    if (e.kind == net::NetEvent::Kind::Disconnected) {
      // After its End the host closes the connection: only a leave before it stops the game.
      if (!end_ && stopped_.empty()) {
        stopped_ = "the host left at tick " + std::to_string(turns_.received());
        std::cerr << "lan: " << stopped_ << std::endl;
      }
      continue;
    }
    if (e.kind != net::NetEvent::Kind::Received) continue;
    const net::Decoded d = net::decode(e.bytes);
    if (const auto* error = std::get_if<net::DecodeError>(&d)) {
      std::cerr << "lan: dropped a packet from the host: " << error->reason << '\n';
      continue;
    }
    onPacket(std::get<net::Packet>(d));
  }
}

void HostedTicks::onPacket(const net::Packet& packet) {
  if (const auto* turn = std::get_if<net::Turn>(&packet)) {
    std::string ignored;
    if (const std::optional<std::int64_t> at = turns_.receive(*turn, ignored)) stopForDesync(*at);
    if (!ignored.empty()) std::cerr << "lan: " << ignored << '\n';
  } else if (const auto* t = std::get_if<net::TakeOver>(&packet)) {
    const std::string who = state_ ? seatName(*state_, t->seat) : "seat " + std::to_string(t->seat);
    std::cerr << "lan: " << who << " " << t->why << " at tick " << t->tick << ": " << t->spec << " takes the seat over at the host" << std::endl;
    takeOvers_.push_back(who + " " + t->why + ": " + t->spec + " plays it");
  } else if (const auto* desync = std::get_if<net::Desync>(&packet)) {
    stopForDesync(desync->tick);
  } else if (const auto* e = std::get_if<net::End>(&packet)) {
    end_ = *e;
  } else {
    std::cerr << "lan: unexpected " << net::packetName(packet) << " from the host, ignored\n";
  }
}

void HostedTicks::stopForDesync(std::int64_t tick) {
  if (desyncAt_) return;
  desyncAt_ = tick;
  send(net::Desync{tick});
  const std::string dump = state_ ? writeDesyncDump("seat" + std::to_string(seat_), tick, turns_.checkpoints().ownHash(tick).value_or(0), *state_)
                                  : std::string("no state yet");
  stopped_ = "desync at tick " + std::to_string(tick) + " (this peer's view: " + dump + ")";
  std::cerr << stopped_ << std::endl;
}

std::string HostedTicks::status() const {
  std::string s = "LAN: " + seatName_ + ": ";
  if (!stopped_.empty()) {
    s += "stopped: " + stopped_;
  } else if (end_ && end_->reason.empty()) {
    s += "the match is over, the host's state the same";
  } else if (end_) {
    s += "the host ended the match (" + end_->reason + ") at tick " + std::to_string(end_->tick);
  } else {
    s += "commands " + std::to_string(delay_) + " ticks ahead (round trip " + std::to_string(transport_->roundTripMs(0)) +
         " ms); pause and time rate are the host's" + (waiting_ ? "; waiting for the host" : "");
  }
  for (const std::string& t : takeOvers_) s += "; " + t;
  return s;
}

}  // namespace perihelion::app
