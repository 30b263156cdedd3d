// `perihelion --join HOST:PORT`: the desktop as a human seat of a LAN match hosted elsewhere
// (docs/lan.md). The handshake runs before any window, so that a refusal is reported without a
// display; then the game's ticks are the host's Turns (DesktopGame::playLockstep), never one ahead;
// the player's commands go to the host as an Input for a tick net::inputDelayTicks ahead (the
// round trip measured again each tick: the delay grows at once and shrinks a tick at a time), and
// the state hashes are compared at the checkpoints as the headless joiner compares them
// (app/skirmish/lan_join.cpp). No GL: the tests play it headless.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "desktop/desktop_game.h"
#include "desktop/skirmish_setup.h"
#include "net/enet_transport.h"
#include "net/joiner_turns.h"
#include "net/packet.h"

namespace perihelion::app {

struct LanJoinRequest {
  std::string address;                   ///< "127.0.0.1:27960"
  std::filesystem::path scenarioFile;    ///< the scenario to load; empty: the host's, found here
  std::filesystem::path scenarioFolder;  ///< where a scenario of the host's file name is looked for
  std::uint32_t sendDelayMs = 0;         ///< a slower network, simulated (EnetTransport::setSendDelay)
  std::uint32_t startTimeoutMs = 300'000;  ///< the most the handshake waits for the other players
  std::shared_ptr<const std::atomic<bool>> cancel{};  ///< set: the handshake gives up
};

/// The game of the seat the host gave, playing in lockstep with the host; or why not.
std::variant<SkirmishGame, std::string> joinLanMatch(const LanJoinRequest& request);

/// joinLanMatch on a thread of its own, for the main menu's Join: the window draws while the host's
/// lobby waits for its other players (the handshake makes no GL call, and its ENet host is its own).
class BackgroundJoin {
 public:
  explicit BackgroundJoin(LanJoinRequest request);
  /// Cancels the handshake (it stops within a tenth of a second) and waits for it.
  ~BackgroundJoin();
  BackgroundJoin(const BackgroundJoin&) = delete;
  BackgroundJoin& operator=(const BackgroundJoin&) = delete;
  /// The game, or why not, once the handshake is over (taken once); none before.
  std::optional<std::variant<SkirmishGame, std::string>> take();

 private:
  std::shared_ptr<std::atomic<bool>> cancel_;
  std::future<std::variant<SkirmishGame, std::string>> result_;
};

/// The host's ticks for the desktop's game (a Lockstep): received Turns, the player's Inputs sent, the
/// checkpoints compared. A desync, the host leaving or its End stop the ticks; status() says which.
class HostedTicks final : public Lockstep {
 public:
  HostedTicks(std::unique_ptr<net::EnetTransport> transport, std::uint32_t seat, std::string seatName, std::int64_t checkpointEvery);

  void give(const sim::GameState& state, std::vector<sim::Command> commands) override;
  std::optional<std::vector<sim::Command>> take(std::int64_t tick) override;
  void ran(const sim::GameState& state, bool over) override;
  std::string status() const override;

  /// Handles what the host sent, waiting up to `timeoutMs` for it (the window waits by drawing instead).
  void pump(std::uint32_t timeoutMs);
  /// The ticks ahead the player's commands go now.
  std::int64_t inputDelay() const { return delay_; }
  /// The host said the match is over, at this tick, for this reason ("": it ended by its rules).
  const std::optional<net::End>& end() const { return end_; }
  /// The tick the states parted at, if they did.
  std::optional<std::int64_t> desync() const { return desyncAt_; }
  /// Why the ticks stopped early (the host left, a desync); empty while they go on.
  const std::string& stopped() const { return stopped_; }

 private:
  void onPacket(const net::Packet& packet);
  void stopForDesync(std::int64_t tick);
  void send(const net::Packet& packet);

  std::unique_ptr<net::EnetTransport> transport_;
  std::uint32_t seat_ = 0;
  std::string seatName_;
  net::JoinerTurns turns_;
  const sim::GameState* state_ = nullptr;  ///< the game's, once given
  std::int64_t sentFor_ = -1;    ///< the last tick an Input went for
  std::int64_t delay_ = 1;
  std::int64_t delaySetAt_ = -1;  ///< the tick the delay last changed at
  std::vector<sim::Command> outbox_;  ///< the player's commands not yet sent
  std::optional<net::End> end_;
  std::optional<std::int64_t> desyncAt_;
  bool finalSent_ = false;
  bool waiting_ = false;  ///< the last tick asked for had not come
  std::string stopped_;
  std::vector<std::string> takeOvers_;  ///< for the HUD
};

}  // namespace perihelion::app
