#include "fleet/ship_type.h"

#include <algorithm>

#include "world/names.h"

namespace perihelion::fleet {

const ShipType* ShipCatalogue::find(std::string_view name) const {
  for (const ShipType& t : types) {
    if (world::sameName(t.name, name)) return &t;
  }
  return nullptr;
}

}  // namespace perihelion::fleet
