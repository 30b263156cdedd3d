#include "render/drawn_space.h"

#include <algorithm>

#include <glm/geometric.hpp>

#include "render/scene_view.h"
#include "render/well_view.h"

namespace perihelion::render {

DrawnSpace::DrawnSpace(const world::SolarSystem& system, double jdTT) : plain_(system.display.distanceScale) {
  for (const world::Body& b : system.bodies) {
    if (!b.well || b.well->rings.empty()) continue;
    Well w;
    w.centre = system.positionOf(b, jdTT);
    w.drawn = drawnPosition(system, b, jdTT);
    w.ring = b.well->rings.back().radius;
    w.scale = wellScale(system, b);
    // Past the plain scale's own drawing of the ring, so that the blend falls (or is flat at worst).
    w.blend = std::max(kBlendOverWell * w.scale * w.ring / plain_, 2.0 * w.ring);
    wells_.push_back(w);
  }
}

const DrawnSpace::Well* DrawnSpace::wellOf(const glm::dvec3& point, bool drawn) const {
  const Well* nearest = nullptr;
  double best = 0.0;
  for (const Well& w : wells_) {
    const double d = glm::length(point - (drawn ? w.drawn : w.centre));
    if (!(d < (drawn ? plain_ * w.blend : w.blend))) continue;
    if (!nearest || d < best) {
      nearest = &w;
      best = d;
    }
  }
  return nearest;
}

DrawnAt DrawnSpace::at(const glm::dvec3& truePoint) const {
  const Well* w = wellOf(truePoint, false);
  if (!w) return {truePoint * plain_, plain_};
  const glm::dvec3 away = truePoint - w->centre;
  const double d = glm::length(away);
  if (!(d > 0.0)) return {w->drawn, w->scale};
  double g;
  if (d <= w->ring) {
    g = w->scale * d;
  } else {
    const double wellEdge = w->scale * w->ring;
    g = wellEdge + (d - w->ring) * (plain_ * w->blend - wellEdge) / (w->blend - w->ring);
  }
  return {w->drawn + away * (g / d), g / d};
}

glm::dvec3 DrawnSpace::trueOf(const glm::dvec3& drawnPoint) const {
  const Well* w = wellOf(drawnPoint, true);
  if (!w) return drawnPoint / plain_;
  const glm::dvec3 away = drawnPoint - w->drawn;
  const double g = glm::length(away);
  if (!(g > 0.0)) return w->centre;
  const double wellEdge = w->scale * w->ring;
  const double d = g <= wellEdge ? g / w->scale
                                 : w->ring + (g - wellEdge) * (w->blend - w->ring) / (plain_ * w->blend - wellEdge);
  return w->centre + away * (d / g);
}

}  // namespace perihelion::render
