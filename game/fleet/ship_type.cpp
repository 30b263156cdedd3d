#include "fleet/ship_type.h"

#include <algorithm>

#include "world/names.h"

namespace perihelion::fleet {

double ShipType::turnRateAt(double speed) const {
  const double f = maxSpeed > 0.0 ? std::clamp(speed / maxSpeed, 0.0, 1.0) : 0.0;
  return manoeuvreTurnRate + (cruiseTurnRate - manoeuvreTurnRate) * f;
}

const ShipType* ShipCatalogue::find(std::string_view name) const {
  for (const ShipType& t : types) {
    if (world::sameName(t.name, name)) return &t;
  }
  return nullptr;
}

}  // namespace perihelion::fleet
