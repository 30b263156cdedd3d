// What the screen shows of the fighting, without GL: each volley of the ticks since the last frame as a
// line from shooter to target, a flash on targets hit while their shield held, an explosion where a
// ship or station was lost. Effects live in real seconds (a quarter-second fade for fire), whatever the
// time rate, so a fight played at a day a second still shows. They read the game and its frames and
// never change the state.
#pragma once

#include <cstddef>
#include <vector>

#include <glm/vec3.hpp>

#include "combat/damage.h"
#include "desktop/desktop_game.h"
#include "desktop/frame_view.h"

namespace perihelion::app {

inline constexpr double kVolleySeconds = 0.25;     ///< a volley's line fades over this
inline constexpr double kFlashSeconds = 0.3;       ///< a shield flash
inline constexpr double kExplosionSeconds = 1.2;   ///< an explosion grows and fades over this
/// The most volley lines kept at once: a frame at a fast time rate may bring tens of thousands, and
/// past a few thousand they are a blur anyway. The newest are kept.
inline constexpr std::size_t kMaxLiveVolleys = 12'000;
inline constexpr std::size_t kMaxLiveFlashes = 4'000;
inline constexpr std::size_t kMaxLiveExplosions = 4'000;

/// A damage type's colour (sRGB), the same in the fire, the legend and the README: kinetic pale
/// yellow, EM cyan, heat orange-red, electric violet.
glm::vec3 damageColour(combat::DamageType type);

struct VolleyLine {
  glm::dvec3 from{0.0}, to{0.0};  ///< drawn metres
  glm::vec3 colour{1.0f};
  float alpha = 1.0f;             ///< fading from 1 to 0 over its life
  float age = 0.0f;               ///< 0 to 1 of its life: where a projectile's dot is along the line
  bool beam = true;               ///< a beam is drawn solid; a projectile as a faint line with a dot
};

/// A shield flash or an explosion: a translucent disc facing the camera.
struct Burst {
  glm::dvec3 at{0.0};       ///< drawn metres
  double radius = 0.0;      ///< drawn metres, already grown for its age
  glm::vec3 colour{1.0f};
  float alpha = 1.0f;
  float minPixels = 0.0f;   ///< drawn at least this wide on screen, so that a far fight still shows
};

/// This frame's effects, where the renderer draws them.
struct CombatFrame {
  std::vector<VolleyLine> volleys;
  std::vector<Burst> flashes;
  std::vector<Burst> explosions;
  bool empty() const { return volleys.empty() && flashes.empty() && explosions.empty(); }
};

class CombatEffects {
 public:
  /// Takes the fighting of the ticks just run. `last` is the frame drawn before them: it still shows
  /// the ships and stations lost in them, where the player saw them. `now`: real seconds.
  void take(const CombatNews& news, const DesktopGame& game, const FrameView& last, double now);
  /// The effects alive at `now`, placed on `frame` (shooters and targets still there follow their
  /// ships); forgets those that have faded.
  CombatFrame build(const FrameView& frame, double now);
  void clear();

 private:
  struct LiveVolley {
    world::TargetRef from, to;
    glm::dvec3 fromAt{0.0}, toAt{0.0};  ///< drawn where they were when it was taken: for the gone
    combat::DamageType damage = combat::DamageType::Kinetic;
    bool beam = true;
    double born = 0.0;
  };
  struct LiveFlash {
    world::TargetRef on;
    glm::dvec3 at{0.0};
    double radius = 0.0;
    double born = 0.0;
  };
  struct LiveExplosion {
    Burst burst;  ///< at full size and strength
    double born = 0.0;
  };

  std::vector<LiveVolley> volleys_;
  std::vector<LiveFlash> flashes_;
  std::vector<LiveExplosion> explosions_;
};

/// Where a ship or station is drawn in `frame`, and its drawn radius; nothing when the frame lacks it.
struct DrawnTarget {
  glm::dvec3 at{0.0};
  double radius = 0.0;
};
std::optional<DrawnTarget> drawnTarget(const world::TargetRef& target, const FrameView& frame);

}  // namespace perihelion::app
