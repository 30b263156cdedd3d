// The time rate drops by itself while something needs the player's eye, and goes back when it is over,
// as Kerbal Space Program limits its time warp near bodies: at 5 days a second a fleet's turns, braking
// and avoidance all happen within one frame, and a battle is over before it is drawn.
//
// What asks for a slower rate (each a cap on simulated seconds per real second; the lowest wins):
//   - a battle (a shot fired or taken by the player's forces within the last kBattleLingerSeconds of game
//     time: guns fire every few seconds): the steering rate, 1 min/s;
//   - hostile forces in one well (ships of two players in a planet's well, the player's among them):
//     the steering rate;
//   - a fleet of the player's arriving (sent to a point or a planet, some ship still moving), its way
//     left being to the room it takes at the point or to the planet's well: the steering rate for its
//     last kArrivalRealSeconds at that rate (300 s of game time at its ships' mean speed now); before
//     that a rate at which the way left takes kApproachRealSeconds, so that the rate steps down as it
//     nears and no tick carries it past its last stretch unseen. Once there, its ships settle in at the
//     player's rate (in a well that can take hours).
//   - fleets of two players closing on one another, one the viewer's: as an arrival, to the moment their
//     rooms meet, so that a battle is seen from its start (one that starts and ends within a tick at a
//     fast rate, as between fleets ordered to attack where they stand, is over before it can be).
// Rates are taken from the steering rate doubled as often as a cap allows (1, 2, 4, 8 min/s ...): a few
// commands an event, not one a frame. At 5 days a second an arrival is seen for about 10 real seconds.
// A fleet after an enemy (an attack, a guard's chase) is paced by the closing in, not as an arrival. In
// the sandbox (no players) every fleet and battle counts, and no well is hostile.
//
// It looks after each frame's ticks, so the tick in which an order is given runs at the rate before (at
// 5 days a second a frigate covers up to 500,000 km in it). The rate is a game command
// (sim::SetTimeRate), so a recording replays it. The rate drops at once and rises (a cap easing, or
// lifting) only after kHoldRealSeconds without a lower one, so that it does not flicker; the player's
// own rate comes back when the last cap lifts. A rate the player chooses while held stands until the
// events are over (Faster skips the slowdown). Nothing changes while paused. The HUD says why the game is
// slow, and a checkbox there turns the pacing off.
#pragma once

#include <limits>
#include <optional>
#include <string>

#include <glm/vec3.hpp>

#include "desktop/desktop_game.h"

namespace perihelion::app {

/// Simulated seconds per real second at which steering is seen: 1 min/s (world::kTimeRates[1]), where a
/// tick is one simulated second: a frigate (data/ships.json) turns 20 degrees a frame, so a reversal takes
/// 9 frames, and reaches its top speed of 70 km/s in 2.3 real seconds.
inline constexpr double kSteeringRate = 60.0;
/// A fleet's last stretch is seen at the steering rate for this many real seconds.
inline constexpr double kArrivalRealSeconds = 5.0;
/// Before it, the way left takes at least this many real seconds at the rate.
inline constexpr double kApproachRealSeconds = 0.5;
/// The rate rises (or goes back) only after this many real seconds without a lower cap.
inline constexpr double kHoldRealSeconds = 2.0;
/// A battle is taken as going on for this many game seconds after the last shot seen.
inline constexpr double kBattleLingerSeconds = 30.0;

/// How slow the events of the moment ask the game to run, and why.
struct PaceCap {
  double secondsPerSecond = std::numeric_limits<double>::infinity();  ///< simulated per real, at most
  std::string reason;  ///< "Red ships in the Earth's well"; empty with no cap
};

/// The strictest cap the state asks for (see above), seen by `viewer` (kNobody: the sandbox's view), from
/// what the viewer is shown (desktop/fog.h: an unseen enemy slows nothing);
/// `battle`: where a battle of the viewer's is going on, if one is.
PaceCap paceCap(const sim::GameState& state, const world::SolarSystem& system, const fleet::ShipCatalogue& types,
                const std::optional<glm::dvec3>& battle, world::PlayerId viewer);

/// Where the tick's first shot that `viewer`'s forces fired or took was fired from (any, in the sandbox).
std::optional<glm::dvec3> battleOf(const sim::GameState& state, const sim::TickReport& tick, world::PlayerId viewer);

/// The tick length (simulated seconds) of the steering rate doubled as often as the cap allows.
double cappedSecondsPerTick(double secondsPerSecond);

class AutoPace {
 public:
  bool enabled = true;

  /// Once a frame, after its ticks: holds the rate down to the cap of the moment, or restores the
  /// player's choice once nothing has asked for kHoldRealSeconds. Submits SetTimeRate commands.
  void update(DesktopGame& game, double realSeconds);
  /// Whether the rate is held down now, and why ("a battle near Mars"; the HUD says so).
  bool holding() const { return chosen_.has_value(); }
  const std::string& reason() const { return reason_; }
  /// The tick length the player chose, to which the rate goes back.
  std::optional<double> chosenSecondsPerTick() const { return chosen_; }

 private:
  std::optional<double> chosen_;  ///< the player's tick length while held down
  double held_ = 0.0;             ///< the tick length last set here
  double quiet_ = 0.0;            ///< real seconds a higher rate (or none) has been asked for, while held
  std::string reason_;            ///< of the last cap, kept through the hold
  bool overridden_ = false;       ///< the player chose a rate while held: none until the events are over
  std::optional<glm::dvec3> battleAt_;  ///< where the last shot of the player's forces was seen
  double battleTime_ = 0.0;             ///< and when (TT seconds since J2000)
};

}  // namespace perihelion::app
