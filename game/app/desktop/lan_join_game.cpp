#include "desktop/lan_join_game.h"

#include <chrono>
#include <iostream>

#include "net/input_delay.h"
#include "sim/state_hash.h"
#include "skirmish/lan.h"
#include "skirmish/lan_joining.h"
#include "world/simulation_clock.h"

namespace perihelion::app {
namespace {

constexpr std::uint32_t kConnectTimeoutMs = 5000;

}  // namespace

std::variant<SkirmishGame, std::string> joinLanMatch(const LanJoinRequest& request) {
  const auto address = net::parseHostPort(request.address);
  if (!address) return "--join: expected HOST:PORT, such as 127.0.0.1:27960, found '" + request.address + "'";
  std::string error;
  std::unique_ptr<net::EnetTransport> transport = net::EnetTransport::connect(address->first, address->second, kConnectTimeoutMs, error);
  if (!transport) return "--join: " + error;
  transport->setSendDelay(request.sendDelayMs);
  auto joined = lanHandshake(*transport, {"human", request.scenarioFile, request.scenarioFolder, request.startTimeoutMs, request.cancel.get()});
  if (const auto* why = std::get_if<std::string>(&joined)) return *why;
  LanJoined& j = std::get<LanJoined>(joined);
  const std::string name = seatName(j.skirmish.world.state, j.seat);
  // The host's start exactly, its tick length (a person's pace: lanHandshake) and pause too: they change
  // for every peer at once, by any player's command through the host.
  sim::GameState state = j.skirmish.world.state;
  SkirmishGame game = skirmishGameOf(std::move(j.skirmish), std::move(state), j.file);
  game.game->playLockstep(std::make_unique<HostedTicks>(std::move(transport), j.seat, name, j.checkpointEvery), {j.seat});
  return game;
}

BackgroundJoin::BackgroundJoin(LanJoinRequest request) : cancel_(std::make_shared<std::atomic<bool>>(false)) {
  request.cancel = cancel_;
  result_ = std::async(std::launch::async, [request = std::move(request)] { return joinLanMatch(request); });
}

BackgroundJoin::~BackgroundJoin() {
  *cancel_ = true;
  if (result_.valid()) result_.wait();
}

std::optional<std::variant<SkirmishGame, std::string>> BackgroundJoin::take() {
  if (!result_.valid() || result_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return std::nullopt;
  return result_.get();
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
    if (const std::optional<net::Packet> p = hostPacket(e.bytes)) onPacket(*p);
  }
}

void HostedTicks::onPacket(const net::Packet& packet) {
  const HostNews news = readHostPacket(packet, turns_);
  if (const auto& t = news.takeOver; t && t->seat == seat_ && stopped_.empty()) {
    // This desktop kept the host waiting (a window held still) and is back within ENet's timeout to hear it:
    // the match goes on there without it.
    stopped_ = "the host gave this seat to " + t->spec + " at tick " + std::to_string(t->tick) + " (" + t->why + ")";
    std::cerr << "lan: " << stopped_ << std::endl;
    return;
  }
  if (const auto& t = news.takeOver) {
    const std::string who = state_ ? seatName(*state_, t->seat) : "seat " + std::to_string(t->seat);
    std::cerr << "lan: " << who << " " << t->why << " at tick " << t->tick << ": " << t->spec << " takes the seat over at the host" << std::endl;
    takeOvers_.push_back(who + " " + t->why + ": " + t->spec + " plays it");
  }
  if (news.end) end_ = news.end;
  if (news.desyncAt) stopForDesync(*news.desyncAt);
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
         " ms); pause and time rate are every player's" + (waiting_ ? "; waiting for the host" : "");
  }
  for (const std::string& t : takeOvers_) s += "; " + t;
  return s;
}

}  // namespace perihelion::app
