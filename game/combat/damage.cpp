#include "combat/damage.h"

#include <algorithm>

namespace perihelion::combat {
namespace {

/// One layer takes what it can of `raw` at multiplier `m`; returns the points it lost and leaves in
/// `raw` what goes on to the next.
double takeLayer(double& points, double m, double& raw) {
  if (points <= 0.0 || raw <= 0.0) return 0.0;
  const double lost = std::min(points, raw * m);
  points -= lost;
  raw = lost >= raw * m ? 0.0 : raw - lost / m;  // stopped whole: nothing goes on (no rounding left over)
  return lost;
}

}  // namespace

HitTaken applyHit(Defences& target, const DamageEffect& effect, double raw) {
  HitTaken taken;
  if (!(raw > 0.0)) return taken;
  const double passing = raw * effect.shieldPenetration;
  double atShield = raw - passing;
  taken.shield = takeLayer(target.shield, effect.shield, atShield);
  double rest = atShield + passing;
  taken.armour = takeLayer(target.armour, effect.armour, rest);
  taken.hull = takeLayer(target.hull, effect.hull, rest);
  return taken;
}

}  // namespace perihelion::combat
