#include "data/cost_format.h"

namespace perihelion::data {

world::Amounts amountsFrom(const nlohmann::json& parent, const char* key) {
  const auto it = parent.find(key);
  if (it == parent.end()) return {};
  return {it->value("money", std::int64_t{0}), it->value("resources", std::int64_t{0}), it->value("rare", std::int64_t{0})};
}

}  // namespace perihelion::data
