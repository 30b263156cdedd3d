// A joiner of a LAN skirmish, headless: Hello (its build and how it plays), the host's Welcome (seat,
// scenario, seed), its own data hash back (Ready), then Start with every seat. It then runs the ticks
// the host sends (Turns) and nothing else; at each tick its computer player looks, it sends the
// host its commands for that tick with the time of its next look (Input), so the host waits for it
// only then. Its state hash goes to the host at each checkpoint and is checked against the host's.
#include <csignal>
#include <iostream>
#include <limits>
#include <optional>

#include "data_paths.h"
#include "net/enet_transport.h"
#include "net/joiner_turns.h"
#include "net/packet.h"
#include "sim/state_hash.h"
#include "skirmish/lan.h"
#include "skirmish/lan_joining.h"
#include "skirmish/lan_session.h"
#include "skirmish/skirmish_result.h"
#include "skirmish/think_timer.h"

namespace perihelion::app {
namespace {

constexpr std::uint32_t kConnectTimeoutMs = 5000;

/// Thrown to leave the match with an exit code (the message is already on stderr).
struct Leave {
  int exitCode = kExitInputError;
};

class Joiner {
 public:
  explicit Joiner(const SkirmishRequest& request) : request_(request) {}
  int run();

 private:
  void handshake();
  void onPacket(const net::Packet& packet);
  void play();
  void sendInputIfLooking();
  void checkpoint();
  void desync(std::int64_t tick);
  void send(const net::Packet& packet) { transport_->send(0, net::encode(packet)); }

  const SkirmishRequest& request_;
  std::unique_ptr<net::EnetTransport> transport_;
  std::uint32_t seat_ = 0;
  std::uint64_t seed_ = 0;
  std::vector<match::Seat> seats_;
  std::optional<match::Match> match_;
  std::optional<net::JoinerTurns> turns_;
  std::int64_t sentFor_ = -1;  ///< the last tick an Input went for
  std::optional<net::End> end_;
  std::vector<LanTakeOver> takeOvers_;
  ThinkTimer timer_;
  std::int64_t steps_ = 0;
};

void Joiner::handshake() {
  auto joined = lanHandshake(*transport_, {request_.as, request_.scenarioFile, defaultSkirmishFile().parent_path()});
  if (const auto* why = std::get_if<std::string>(&joined)) {
    std::cerr << "error: lan: " << *why << '\n';
    throw Leave{};
  }
  LanJoined& j = std::get<LanJoined>(joined);
  seat_ = j.seat;
  seed_ = j.seed;
  seats_ = std::move(j.seats);
  match_.emplace(std::move(j.skirmish));
  turns_.emplace(j.checkpointEvery);
}

void Joiner::onPacket(const net::Packet& packet) {
  const HostNews news = readHostPacket(packet, *turns_);
  if (const auto& t = news.takeOver; t && t->seat == seat_) {
    std::cerr << "error: lan: the host gave this seat to " << t->spec << " at tick " << t->tick << " (" << t->why << ")\n";
    throw Leave{};
  }
  if (const auto& t = news.takeOver) {
    std::cerr << "lan: " << seatName(match_->state(), t->seat) << " " << t->why << " at tick " << t->tick << ": " << t->spec
              << " takes the seat over at the host" << std::endl;
    takeOvers_.push_back({t->seat, t->tick, t->spec, t->why});
  }
  if (news.end) end_ = news.end;
  if (news.desyncAt) desync(*news.desyncAt);
}

void Joiner::desync(std::int64_t tick) {
  send(net::Desync{tick});
  transport_->flush();
  const std::string dump = writeDesyncDump("seat" + std::to_string(seat_), tick, turns_->checkpoints().ownHash(tick).value_or(0), match_->state());
  std::cerr << "desync at tick " << tick << " (this peer's view: " << dump << ")" << std::endl;
  transport_->poll(100);
  throw Leave{};
}

void Joiner::sendInputIfLooking() {
  const sim::GameState& state = match_->state();
  const world::PlayerId me{seat_};
  if (sentFor_ >= state.tick || (sentFor_ >= 0 && state.time < match_->nextLook(me))) return;
  net::Input input;
  input.tick = state.tick;
  input.commands = match_->think(&timer_);
  // A look that did not move the next one on (a player who is out) will not come again.
  const double next = match_->nextLook(me);
  input.quietBefore = next > state.time ? next : std::numeric_limits<double>::infinity();
  send(input);
  transport_->flush();
  sentFor_ = state.tick;
}

void Joiner::checkpoint() {
  const sim::GameState& state = match_->state();
  if (!turns_->checkpoints().due(state.tick)) return;
  std::uint64_t hash = sim::stateHash(state);
  if (const std::optional<std::int64_t> at = turns_->checkpoints().own(state.tick, hash)) desync(*at);
  if (request_.lanTestDesyncAt >= 0 && state.tick >= request_.lanTestDesyncAt) hash ^= 1;  // test: a peer gone astray
  send(net::Hash{{state.tick, hash}});
}

void Joiner::play() {
  for (;;) {
    bool progressed = false;
    while (!match_->end() && !(end_ && match_->state().tick >= end_->tick)) {
      const std::int64_t t = match_->state().tick;
      if (t == request_.lanTestKillAt) std::raise(SIGKILL);  // test: a joiner killed mid-match
      sendInputIfLooking();
      if (!turns_->known(t)) break;
      steps_ += match_->stepWith(turns_->take(t)).navigationSteps;
      checkpoint();
      progressed = true;
    }
    if (match_->end() || (end_ && match_->state().tick >= end_->tick)) return;
    if (progressed) transport_->flush();
    for (net::NetEvent& e : transport_->poll(progressed ? 0 : 20)) {
      if (e.kind == net::NetEvent::Kind::Disconnected) {
        std::cerr << "error: lan: the host left at tick " << match_->state().tick << '\n';
        throw Leave{};
      }
      if (e.kind != net::NetEvent::Kind::Received) continue;
      if (const std::optional<net::Packet> p = hostPacket(e.bytes)) onPacket(*p);
    }
  }
}

int Joiner::run() {
  const auto address = net::parseHostPort(request_.join);
  if (!address) {
    std::cerr << "error: --join: expected HOST:PORT, such as 127.0.0.1:27960, found '" << request_.join << "'\n";
    return kExitUsage;
  }
  const std::optional<match::Seat> as = match::parseSeat(request_.as);
  if (!as || as->kind != match::Seat::Kind::Computer) {
    std::cerr << "error: --as: expected ai:easy, ai:normal or ai:hard, found '" << request_.as << "'\n";
    return kExitUsage;
  }
  std::string error;
  transport_ = net::EnetTransport::connect(address->first, address->second, kConnectTimeoutMs, error);
  if (!transport_) {
    std::cerr << "error: --join: " << error << '\n';
    return kExitInputError;
  }
  transport_->setSendDelay(request_.lanDelayMs);
  try {
    handshake();
    play();
    // The final state's hash: the host compares it before it says the match is over.
    send(net::Hash{{match_->state().tick, sim::stateHash(match_->state())}});
    transport_->flush();
    while (!end_) {
      for (net::NetEvent& e : transport_->poll(50)) {
        if (e.kind == net::NetEvent::Kind::Disconnected) {
          std::cerr << "error: lan: the host left before confirming the end\n";
          throw Leave{};
        }
        if (e.kind != net::NetEvent::Kind::Received) continue;
        if (const std::optional<net::Packet> p = hostPacket(e.bytes)) onPacket(*p);
      }
    }
  } catch (const Leave& leave) {
    return leave.exitCode;
  }
  nlohmann::ordered_json result = skirmishResult(*match_, seed_, steps_, timer_.seconds, end_->reason);
  addTakeOvers(result, takeOvers_, seats_);
  std::cout << result.dump(2) << '\n';
  transport_->disconnect(0);
  transport_->poll(50);
  return kExitOk;
}

}  // namespace

int runLanJoin(const SkirmishRequest& request) { return Joiner(request).run(); }

}  // namespace perihelion::app
