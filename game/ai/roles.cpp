#include "ai/roles.h"

#include <limits>

#include "sim/prices.h"

namespace perihelion::ai {

Roles::Roles(const sim::Rules& r) {
  double bestTroops = 0, bestWar = 0, bestHeavy = 0, cheapest = std::numeric_limits<double>::infinity();
  for (const fleet::ShipType& t : r.shipTypes.types) {
    const combat::Armament& a = r.combat.of(t.id);
    const world::Amounts price = sim::priceOf(t, r.combat);
    if (static_cast<double>(a.troopers) > bestTroops) {
      bestTroops = static_cast<double>(a.troopers);
      troops = t.id;
    }
    if (!a.armed() || a.troopers > 0) continue;
    Force f;
    f.add(a, r.combat);
    const double money = static_cast<double>(std::max<std::int64_t>(price.money, 1));
    if (money < cheapest) {
      cheapest = money;
      scout = t.id;
    }
    if (price.rare == 0 && f.strength() / money > bestWar) {
      bestWar = f.strength() / money;
      warship = t.id;
    }
    if (price.rare > 0 && f.strength() > bestHeavy) {
      bestHeavy = f.strength();
      heavy = t.id;
    }
  }
  if (scout == warship) scout.reset();
  double bestSentry = 0, bestYield = 0, cheapestStation = std::numeric_limits<double>::infinity();
  for (const world::StationType& t : r.stationTypes.types) {
    const double money = static_cast<double>(std::max<std::int64_t>(t.cost.money, 1));
    if (t.buildsShips && !yard) yard = t.id;
    const combat::Armament& a = r.combat.of(t.id);
    Force f;
    f.add(a, r.combat);
    if (!t.buildsShips && a.armed() && f.strength() / money > bestSentry) {
      bestSentry = f.strength() / money;
      sentry = t.id;
    }
    if (static_cast<double>(t.yieldPerDay.money) > bestYield) {
      bestYield = static_cast<double>(t.yieldPerDay.money);
      factory = t.id;
    }
    if (money < cheapestStation) {
      cheapestStation = money;
      outpost = t.id;
    }
  }
}

}  // namespace perihelion::ai
