#include "shipped_once.h"

namespace perihelion::fuzz {

const testing_data::ShippedData& shippedData() {
  static const testing_data::ShippedData data;
  return data;
}

}  // namespace perihelion::fuzz
