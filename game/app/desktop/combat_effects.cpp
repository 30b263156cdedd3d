#include "desktop/combat_effects.h"

#include <algorithm>
#include <cmath>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "desktop/owner_colours.h"
#include "render/drawn_space.h"
#include "render/scene_view.h"
#include "render/well_view.h"

namespace perihelion::app {
namespace {

/// A ship's explosion is this many times its drawn radius at its largest; a station's likewise.
constexpr double kExplosionGrowth = 4.0;
/// A shield flash is this many times the target's drawn radius.
constexpr double kFlashSize = 1.8;
constexpr glm::vec3 kFireOrange{1.0f, 0.55f, 0.15f};
constexpr glm::vec3 kShieldBlue{0.45f, 0.8f, 1.0f};

/// Keeps the newest `cap` entries: the oldest have the least of their life left.
template <class T>
void keepNewest(std::vector<T>& v, std::size_t cap) {
  if (v.size() > cap) v.erase(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() - cap));
}

/// Whether the ship or station still has shield points (after the tick's hits): a hit on it was met
/// by its shield.
bool shieldHolds(const world::TargetRef& target, const sim::GameState& state) {
  if (target.kind == world::TargetRef::Kind::Ship) {
    const auto i = state.fleets.ships.indexOf(fleet::ShipId{target.id});
    return i && state.fleets.ships.combat[*i].shield > 0.0;
  }
  if (target.kind == world::TargetRef::Kind::Station) {
    const world::Station* s = state.station(world::StationId{target.id});
    return s && s->combat.shield > 0.0;
  }
  return false;
}

}  // namespace

glm::vec3 damageColour(combat::DamageType type) {
  switch (type) {
    case combat::DamageType::Kinetic: return {1.0f, 0.92f, 0.55f};
    case combat::DamageType::Em: return {0.3f, 0.85f, 1.0f};
    case combat::DamageType::Heat: return {1.0f, 0.38f, 0.12f};
    case combat::DamageType::Electric: return {0.78f, 0.45f, 1.0f};
  }
  return glm::vec3(1.0f);
}

std::optional<DrawnTarget> drawnTarget(const world::TargetRef& target, const FrameView& frame) {
  if (target.kind == world::TargetRef::Kind::Ship) {
    // Views are in ship order, which is id order.
    const auto it = std::lower_bound(frame.ships.begin(), frame.ships.end(), target.id,
                                     [](const render::ShipView& v, std::uint32_t id) { return v.ship.value < id; });
    if (it == frame.ships.end() || it->ship.value != target.id) return std::nullopt;
    return DrawnTarget{it->position, it->radius};
  }
  if (target.kind == world::TargetRef::Kind::Station) {
    for (const render::StationView& v : frame.stations) {
      if (v.id.value == target.id) return DrawnTarget{v.position, v.radius};
    }
  }
  return std::nullopt;
}

void CombatEffects::take(const CombatNews& news, const DesktopGame& game, const FrameView& last, double now) {
  if (news.empty()) return;
  const sim::GameState& state = game.state();
  // What is no longer drawn (a ship lost in these ticks) is placed where it was, as it would be drawn.
  const render::DrawnSpace space(game.system(), astro::julianDateOfSeconds(state.time));
  const auto drawnOr = [&](const world::TargetRef& ref, const glm::dvec3& truePoint) {
    const auto seen = drawnTarget(ref, last);
    return seen ? *seen : DrawnTarget{space.at(truePoint).position, 0.0};
  };
  // The volleys of several ticks may come at once: only as many as can be drawn are placed.
  const std::size_t first = news.volleys.size() > kMaxLiveVolleys ? news.volleys.size() - kMaxLiveVolleys : 0;
  std::vector<std::uint8_t> flashed;  // by target: one flash a target a frame, however many guns hit it
  // Under the fog only what the player was shown fires and burns: a hidden end placed where it truly
  // was would give it away.
  const bool fogged = last.fog.on();
  for (std::size_t k = first; k < news.volleys.size(); ++k) {
    const combat::Volley& v = news.volleys[k];
    if (fogged && (!drawnTarget(v.from, last) || !drawnTarget(v.to, last))) continue;
    const DrawnTarget from = drawnOr(v.from, v.fromPosition), to = drawnOr(v.to, v.toPosition);
    volleys_.push_back({v.from, v.to, from.at, to.at, v.damage, v.beam, now});
    if (v.hits == 0 || v.to.kind == world::TargetRef::Kind::Fleet || !shieldHolds(v.to, state)) continue;
    const std::size_t key = v.to.id * 2 + (v.to.kind == world::TargetRef::Kind::Station ? 1 : 0);
    if (key >= flashed.size()) flashed.resize(key + 1, 0);
    if (flashed[key]) continue;
    flashed[key] = 1;
    flashes_.push_back({v.to, to.at, to.radius, now});
  }
  for (const combat::Loss& loss : news.losses) {
    if (fogged && !drawnTarget(loss.what, last)) continue;
    const DrawnTarget seen = drawnOr(loss.what, loss.position);
    const glm::vec3 owner = ownerColour(state, loss.owner, kFireOrange);
    // Orange fire with a touch of its owner's colour: whose it was, at a glance.
    const double radius = std::max(seen.radius, 1.0) * kExplosionGrowth;
    explosions_.push_back({{seen.at, radius, glm::mix(kFireOrange, owner, 0.35f), 1.0f}, now});
  }
  keepNewest(volleys_, kMaxLiveVolleys);
  keepNewest(flashes_, kMaxLiveFlashes);
  keepNewest(explosions_, kMaxLiveExplosions);
}

CombatFrame CombatEffects::build(const FrameView& frame, double now) {
  // Faded effects leave from the front: each list is in order of birth.
  const auto forget = [now](auto& list, double life) {
    const auto alive = std::find_if(list.begin(), list.end(), [&](const auto& e) { return now - e.born < life; });
    list.erase(list.begin(), alive);
  };
  forget(volleys_, kVolleySeconds);
  forget(flashes_, kFlashSeconds);
  forget(explosions_, kExplosionSeconds);

  CombatFrame out;
  out.volleys.reserve(volleys_.size());
  for (const LiveVolley& v : volleys_) {
    const auto from = drawnTarget(v.from, frame), to = drawnTarget(v.to, frame);
    const auto age = static_cast<float>((now - v.born) / kVolleySeconds);
    out.volleys.push_back({from ? from->at : v.fromAt, to ? to->at : v.toAt, damageColour(v.damage), 1.0f - age, age, v.beam});
  }
  for (const LiveFlash& f : flashes_) {
    const auto on = drawnTarget(f.on, frame);
    const auto age = static_cast<float>((now - f.born) / kFlashSeconds);
    const double radius = (on ? on->radius : f.radius) * kFlashSize;
    out.flashes.push_back({on ? on->at : f.at, radius, kShieldBlue, 0.45f * (1.0f - age), 10.0f});
  }
  for (const LiveExplosion& e : explosions_) {
    const double age = (now - e.born) / kExplosionSeconds;
    Burst b = e.burst;
    const double growth = 0.3 + 0.7 * std::sqrt(age);  // fast at first, then slowing, as a blast does
    b.radius *= growth;
    b.minPixels = static_cast<float>(36.0 * growth);
    b.alpha = static_cast<float>(1.0 - age * age);
    out.explosions.push_back(b);
  }
  return out;
}

void CombatEffects::clear() {
  volleys_.clear();
  flashes_.clear();
  explosions_.clear();
}

}  // namespace perihelion::app
