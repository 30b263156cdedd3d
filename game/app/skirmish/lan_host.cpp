// The host of a LAN skirmish: the lobby (Hello, Welcome, Ready: version and data checked), then
// lockstep as the authority (net/host_turns.h): each tick runs once every remote seat's commands for
// it are known, and the ticks run are broadcast as Turns with the host's checkpoint hashes. A joiner
// that leaves, or keeps the host waiting past --lan-timeout, is taken over by ai:normal. Ctrl+C ends
// the match: every peer prints the result so far with the reason "ended_by_host".
#include <chrono>
#include <csignal>
#include <iostream>
#include <optional>

#include "net/checkpoints.h"
#include "net/enet_transport.h"
#include "net/host_turns.h"
#include "sim/state_hash.h"
#include "skirmish/lan.h"
#include "skirmish/lan_session.h"
#include "skirmish/skirmish_result.h"
#include "skirmish/think_timer.h"

namespace perihelion::app {
namespace {

using Clock = std::chrono::steady_clock;

volatile std::sig_atomic_t gInterrupted = 0;
extern "C" void onInterrupt(int) { gInterrupted = 1; }

/// The most ticks run between two looks at the network (a Turn carries at most these).
constexpr int kTicksPerTurn = 32;
/// The level that takes over a seat whose joiner left.
constexpr const char* kTakeOverLevel = "normal";

class Host {
 public:
  Host(const SkirmishRequest& request, const data::Scenario& scenario, std::filesystem::path file, std::uint64_t seed,
       std::vector<match::Seat> seats, const sim::EconomyRules& rules)
      : request_(request), scenario_(scenario), file_(std::move(file)), seed_(seed), seats_(std::move(seats)),
        levels_(rules.computerLevels), seatPeer_(seats_.size(), -1) {}

  int run();

 private:
  // [SECTION] lobby
  bool lobby();
  void onLobbyPacket(std::uint32_t peer, const net::Packet& packet);
  void refuse(std::uint32_t peer, const std::string& reason);
  int seatOf(std::uint32_t peer) const;
  // [SECTION] play
  bool start();
  void onPlayPacket(std::uint32_t seat, const net::Packet& packet);
  int runTicks();
  void flushTurn();
  void takeOver(std::uint32_t seat, const std::string& why);
  void stopForDesync(std::int64_t tick);
  void awaitFinalHashes();
  void broadcast(const net::Packet& packet);
  int finish(const std::string& reason);
  void handleEvents(std::uint32_t timeoutMs, bool playing);

  const SkirmishRequest& request_;
  const data::Scenario& scenario_;
  std::filesystem::path file_;
  std::uint64_t seed_;
  std::vector<match::Seat> seats_;  ///< remote ones filled from their joiners' Hello
  std::vector<sim::ComputerLevel> levels_;
  std::vector<int> seatPeer_;       ///< by seat: its joiner's peer, -1 none
  std::vector<bool> ready_;
  std::vector<LanTakeOver> takeOvers_;
  std::uint64_t dataHash_ = 0;
  std::unique_ptr<net::EnetTransport> transport_;
  std::optional<match::Match> match_;
  std::optional<net::HostTurns> turns_;
  std::optional<net::Checkpoints> checkpoints_;
  net::Turn turn_;
  ThinkTimer timer_;
  std::int64_t steps_ = 0;
  std::optional<std::int64_t> desync_;
  std::vector<std::optional<std::uint64_t>> finalHash_;
  LanStall stall_;
};

int Host::seatOf(std::uint32_t peer) const {
  for (std::size_t s = 0; s < seatPeer_.size(); ++s) {
    if (seatPeer_[s] == static_cast<int>(peer)) return static_cast<int>(s);
  }
  return -1;
}

void Host::refuse(std::uint32_t peer, const std::string& reason) {
  std::cerr << "lan: refused peer " << peer << ": " << reason << '\n';
  transport_->send(peer, net::encode(net::Refuse{reason}));
  transport_->disconnect(peer);
  if (const int s = seatOf(peer); s >= 0) {
    seatPeer_[static_cast<std::size_t>(s)] = -1;
    ready_[static_cast<std::size_t>(s)] = false;
  }
}

void Host::onLobbyPacket(std::uint32_t peer, const net::Packet& packet) {
  const int seat = seatOf(peer);
  if (const auto* hello = std::get_if<net::Hello>(&packet)) {
    if (seat >= 0) return (void)(std::cerr << "lan: peer " << peer << ": a second hello, ignored\n");
    if (hello->program != programVersion()) return refuse(peer, "it runs " + hello->program + ", the host " + programVersion());
    const std::optional<match::Seat> wanted = match::parseSeat(hello->seat);
    // A human (the desktop's --join) or a computer level of the host's rules; an idle joiner is no player.
    const bool human = wanted && wanted->kind == match::Seat::Kind::Human;
    if (!wanted || (!human && (wanted->kind != match::Seat::Kind::Computer || !sim::levelNamed(levels_, wanted->level)))) {
      return refuse(peer, "seat spec '" + hello->seat + "' is not human or a computer level of the host's rules (ai:easy, ai:normal, ai:hard)");
    }
    for (std::size_t s = 0; s < seats_.size(); ++s) {
      if (!seats_[s].remote || seatPeer_[s] >= 0) continue;
      seatPeer_[s] = static_cast<int>(peer);
      seats_[s] = {wanted->kind, wanted->level, true};
      std::cerr << "lan: peer " << peer << " takes seat " << s << " as " << hello->seat << '\n';
      transport_->send(peer, net::encode(net::Welcome{static_cast<std::uint32_t>(s), file_.string(), seed_,
                                                      request_.maxDays.value_or(0.0), dataHash_}));
      return;
    }
    return refuse(peer, "every seat is taken");
  }
  if (const auto* ready = std::get_if<net::Ready>(&packet); ready && seat >= 0) {
    if (ready->dataHash != dataHash_) {
      return refuse(peer, "its data differ from the host's (data hash " + sim::hashText(ready->dataHash) + ", the host's " +
                              sim::hashText(dataHash_) + "): the same scenario, solar system, types, rules and combat files are needed");
    }
    ready_[static_cast<std::size_t>(seat)] = true;
    return;
  }
  std::cerr << "lan: peer " << peer << ": unexpected " << net::packetName(packet) << " before the match, ignored\n";
}

void Host::handleEvents(std::uint32_t timeoutMs, bool playing) {
  for (net::NetEvent& e : transport_->poll(timeoutMs)) {
    const int seat = seatOf(e.peer);
    if (e.kind == net::NetEvent::Kind::Connected) {
      std::cerr << "lan: peer " << e.peer << " connected\n";
    } else if (e.kind == net::NetEvent::Kind::Disconnected) {
      std::cerr << "lan: peer " << e.peer << " disconnected\n";
      if (seat < 0) continue;
      if (playing && match_ && !match_->end() && turns_->isRemote(static_cast<std::uint32_t>(seat))) {
        takeOver(static_cast<std::uint32_t>(seat), "disconnected");
      }
      if (!playing || (match_ && match_->end())) {
        seatPeer_[static_cast<std::size_t>(seat)] = -1;
        ready_[static_cast<std::size_t>(seat)] = false;
      }
    } else {
      const net::Decoded decoded = net::decode(e.bytes);
      if (const auto* error = std::get_if<net::DecodeError>(&decoded)) {
        std::cerr << "lan: peer " << e.peer << ": dropped a packet of " << e.bytes.size() << " bytes: " << error->reason << '\n';
        continue;
      }
      const net::Packet& packet = std::get<net::Packet>(decoded);
      if (!playing) {
        onLobbyPacket(e.peer, packet);
      } else if (seat >= 0 && turns_->isRemote(static_cast<std::uint32_t>(seat))) {
        onPlayPacket(static_cast<std::uint32_t>(seat), packet);
      } else if (std::holds_alternative<net::Hello>(packet)) {
        refuse(e.peer, "the match has started");
      } else {
        std::cerr << "lan: peer " << e.peer << ": " << net::packetName(packet) << " from no seat in play, ignored\n";
      }
    }
  }
}

bool Host::lobby() {
  std::size_t remote = 0;
  for (const match::Seat& s : seats_) remote += s.remote ? 1 : 0;
  ready_.assign(seats_.size(), false);
  std::cerr << "lan: hosting on port " << transport_->port() << ", waiting for " << remote << " player(s)" << std::endl;
  while (!gInterrupted) {
    std::size_t readyCount = 0;
    for (const bool r : ready_) readyCount += r ? 1 : 0;
    if (readyCount == remote) return true;
    handleEvents(100, false);
  }
  return false;
}

// [SECTION] play

bool Host::start() {
  match::SkirmishOrError made = match::makeSkirmish(scenario_, file_.string(), seats_, seed_, request_.maxDays.value_or(0.0));
  if (!std::holds_alternative<match::Skirmish>(made)) {
    std::cerr << "lan: the match cannot be made with the joiners' seats\n";
    return false;
  }
  match::Skirmish& skirmish = std::get<match::Skirmish>(made);
  // A person at a joiner's desktop plays at the desktop's pace, not the headless hour; every joiner
  // sets the same from the same data (lanHandshake), and the start hash checks it did.
  if (match::hasHuman(seats_)) skirmish.world.state.secondsPerTick = match::humanSecondsPerTick(skirmish);
  match_.emplace(std::move(skirmish));
  std::vector<bool> remote, person;
  net::Start start;
  for (const match::Seat& s : seats_) {
    remote.push_back(s.remote);
    person.push_back(s.remote && s.kind == match::Seat::Kind::Human);
    start.seats.push_back(s.spec());
  }
  turns_.emplace(remote, person);
  checkpoints_.emplace(net::kCheckpointEvery, seats_.size());
  for (std::size_t s = 0; s < seats_.size(); ++s) {
    if (!seats_[s].remote) checkpoints_->forget(s);
  }
  finalHash_.assign(seats_.size(), std::nullopt);
  start.startHash = sim::stateHash(match_->state());
  start.checkpointEvery = static_cast<std::uint32_t>(net::kCheckpointEvery);
  broadcast(start);
  transport_->flush();
  std::cerr << "lan: every seat is taken: the match starts (state_hash " << sim::hashText(start.startHash) << ")" << std::endl;
  return true;
}

void Host::broadcast(const net::Packet& packet) {
  const std::vector<std::uint8_t> bytes = net::encode(packet);
  for (std::size_t s = 0; s < seats_.size(); ++s) {
    if (seatPeer_[s] >= 0) transport_->send(static_cast<std::uint32_t>(seatPeer_[s]), bytes);
  }
}

void Host::onPlayPacket(std::uint32_t seat, const net::Packet& packet) {
  const std::string who = seatName(match_->state(), seat);
  if (const auto* input = std::get_if<net::Input>(&packet)) {
    const net::InputVerdict v = turns_->receive(seat, *input, match_->state().tick);
    for (const std::string& problem : v.problems) std::cerr << "lan: " << who << ": " << problem << '\n';
  } else if (const auto* hash = std::get_if<net::Hash>(&packet)) {
    if (match_->end() && hash->checkpoint.tick == match_->state().tick) {
      finalHash_[seat] = hash->checkpoint.hash;
    } else if (const std::optional<std::int64_t> at = checkpoints_->peer(seat, hash->checkpoint.tick, hash->checkpoint.hash)) {
      std::cerr << "lan: " << who << " differs at tick " << *at << '\n';
      desync_ = at;
    }
  } else if (const auto* desync = std::get_if<net::Desync>(&packet)) {
    std::cerr << "lan: " << who << " found the states differ at tick " << desync->tick << '\n';
    desync_ = desync->tick;
  } else {
    std::cerr << "lan: " << who << ": unexpected " << net::packetName(packet) << ", ignored\n";
  }
}

int Host::runTicks() {
  int ran = 0;
  match::Match& m = *match_;
  while (ran < kTicksPerTurn && !m.end() && !desync_) {
    const sim::GameState& state = m.state();
    const std::int64_t t = state.tick;
    if (!checkpoints_->mayRun(t) || !turns_->ready(t, state.time)) break;
    const std::vector<sim::Command> local = m.think(&timer_);
    // Player by player, as the single-process match lists them (each player's in the order decided).
    std::vector<sim::Command> all;
    for (std::uint32_t p = 0; p < seats_.size(); ++p) {
      if (turns_->isRemote(p)) {
        for (sim::Command& c : turns_->take(p, t)) all.push_back(std::move(c));
      } else {
        for (const sim::Command& c : local) {
          if (sim::issuer(c).value == p) all.push_back(c);
        }
      }
    }
    steps_ += m.stepWith(all).navigationSteps;
    for (sim::Command& c : all) turn_.commands.push_back({t, std::move(c)});
    turn_.to = t + 1;
    if (checkpoints_->due(m.state().tick)) {
      const std::uint64_t hash = sim::stateHash(m.state());
      turn_.checkpoints.push_back({m.state().tick, hash});
      if (const std::optional<std::int64_t> at = checkpoints_->own(m.state().tick, hash)) desync_ = at;
    }
    ++ran;
    if (turn_.commands.size() > net::kMaxCommands / 2) break;
  }
  return ran;
}

void Host::flushTurn() {
  if (turn_.to > turn_.from) broadcast(turn_);
  turn_ = net::Turn{turn_.to, turn_.to, {}, {}};
  transport_->flush();
}

void Host::takeOver(std::uint32_t seat, const std::string& why) {
  flushTurn();  // the joiners have every tick before the takeover first
  const std::int64_t tick = match_->state().tick;
  const std::string spec = std::string("ai:") + kTakeOverLevel;
  std::cerr << "lan: " << seatName(match_->state(), seat) << " " << why << " at tick " << tick << ": " << spec
            << " takes the seat over" << std::endl;
  takeOvers_.push_back({seat, tick, spec, why});
  turns_->release(seat);
  checkpoints_->forget(seat);
  match_->takeOver({seat}, {match::Seat::Kind::Computer, kTakeOverLevel, false});
  const net::TakeOver news{seat, tick, spec, why};
  if (seatPeer_[seat] >= 0) {
    // A stalled peer that comes back learns why it was let go (before the disconnect: it goes after).
    transport_->send(static_cast<std::uint32_t>(seatPeer_[seat]), net::encode(news));
    transport_->disconnect(static_cast<std::uint32_t>(seatPeer_[seat]));
  }
  seatPeer_[seat] = -1;
  broadcast(news);
  transport_->flush();
}

void Host::stopForDesync(std::int64_t tick) {
  flushTurn();
  broadcast(net::Desync{tick});
  transport_->flush();
  const std::string dump = writeDesyncDump("host", tick, checkpoints_->ownHash(tick).value_or(0), match_->state());
  std::cerr << "desync at tick " << tick << " (this peer's view: " << dump << ")" << std::endl;
  handleEvents(200, true);  // let the desync notice go out
}

void Host::awaitFinalHashes() {
  const auto since = Clock::now();
  const auto waiting = [&] {
    for (std::size_t s = 0; s < seats_.size(); ++s) {
      if (seatPeer_[s] >= 0 && turns_->isRemote(static_cast<std::uint32_t>(s)) && !finalHash_[s]) return true;
    }
    return false;
  };
  while (waiting() && !desync_ && std::chrono::duration<double>(Clock::now() - since).count() < request_.lanTimeoutSeconds) {
    handleEvents(50, true);
  }
  const std::uint64_t mine = sim::stateHash(match_->state());
  for (std::size_t s = 0; s < seats_.size(); ++s) {
    if (finalHash_[s] && *finalHash_[s] != mine) desync_ = match_->state().tick;
  }
}

int Host::finish(const std::string& reason) {
  broadcast(net::End{match_->state().tick, reason});
  transport_->flush();
  nlohmann::ordered_json result = skirmishResult(*match_, seed_, steps_, timer_.seconds, reason);
  addTakeOvers(result, takeOvers_, seats_);
  std::cout << result.dump(2) << '\n';
  reportTraffic(*transport_, match_->state(), match_->days(), seatPeer_, stall_);
  for (std::size_t s = 0; s < seats_.size(); ++s) {
    if (seatPeer_[s] >= 0) transport_->disconnect(static_cast<std::uint32_t>(seatPeer_[s]));
  }
  handleEvents(100, true);
  return kExitOk;
}

int Host::run() {
  std::string error;
  transport_ = net::EnetTransport::listen(*request_.hostPort, net::kMaxSeats, error);
  if (!transport_) {
    std::cerr << "error: --host: " << error << '\n';
    return kExitInputError;
  }
  transport_->setSendDelay(request_.lanDelayMs);
  dataHash_ = lanDataHash(scenario_, file_);
  if (!lobby()) {
    std::cerr << "lan: ended by host before the match started\n";
    return kExitInputError;
  }
  if (!start()) return kExitInputError;
  stall_.start();
  while (!match_->end() && !desync_ && !gInterrupted) {
    handleEvents(0, true);
    if (desync_) break;
    const int ran = runTicks();
    flushTurn();
    if (ran > 0 || match_->end()) {
      stall_.ran();
      continue;
    }
    std::vector<std::uint32_t> late = turns_->waitingFor(match_->state().tick, match_->state().time);
    for (std::uint32_t s = 0; s < seats_.size(); ++s) {
      if (turns_->isRemote(s) && !checkpoints_->mayRun(match_->state().tick) &&
          match_->state().tick >= checkpoints_->confirmed(s) + net::kWindowTicks) {
        late.push_back(s);
      }
    }
    if (stall_.waitedSeconds() > request_.lanTimeoutSeconds) {
      for (const std::uint32_t s : late) {
        if (turns_->isRemote(s)) takeOver(s, "stalled");
      }
      stall_.ran();  // a new wait begins, if any
      continue;
    }
    stall_.waiting();
    handleEvents(5, true);
  }
  if (match_->end() && !desync_) awaitFinalHashes();
  if (desync_) {
    stopForDesync(*desync_);
    return kExitInputError;
  }
  return finish(match_->end() ? "" : "ended_by_host");
}

}  // namespace

int runLanHost(const SkirmishRequest& request, match::Skirmish skirmish, const data::Scenario& scenario,
               const std::filesystem::path& file, std::uint64_t seed) {
  std::signal(SIGINT, onInterrupt);
  std::signal(SIGTERM, onInterrupt);
  std::vector<match::Seat> seats;
  for (std::size_t s = 0; s < request.players.size(); ++s) seats.push_back(skirmish.seats[s]);
  Host host(request, scenario, file, seed, std::move(seats), skirmish.world.economy);
  return host.run();
}

}  // namespace perihelion::app
