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
    w.moons = w.ring;
    for (const world::Body& m : system.bodies) {
      if (m.parent && *m.parent == b.id && m.moonOrbit) w.moons = std::max(w.moons, 1.05 * m.moonOrbit->apoapsis());
    }
    w.moonsDrawn = w.scale * w.ring * (w.moons > w.ring ? 1.0 + kMoonRoom : 1.0);
    // Past the plain scale's own drawing of the edge, so that the blend falls (or is flat at worst).
    w.blend = std::max(kBlendOverWell * w.moonsDrawn / plain_, 2.0 * w.moons);
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
  const double wellEdge = w->scale * w->ring;
  double g;
  if (d <= w->ring) {
    g = w->scale * d;
  } else if (d <= w->moons) {
    g = wellEdge + (d - w->ring) * (w->moonsDrawn - wellEdge) / (w->moons - w->ring);
  } else {
    g = w->moonsDrawn + (d - w->moons) * (plain_ * w->blend - w->moonsDrawn) / (w->blend - w->moons);
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
  double d;
  if (g <= wellEdge) {
    d = g / w->scale;
  } else if (g <= w->moonsDrawn) {
    d = w->ring + (g - wellEdge) * (w->moons - w->ring) / (w->moonsDrawn - wellEdge);
  } else {
    d = w->moons + (g - w->moonsDrawn) * (w->blend - w->moons) / (plain_ * w->blend - w->moonsDrawn);
  }
  return w->centre + away * (d / g);
}

}  // namespace perihelion::render
