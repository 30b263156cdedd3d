#include "world/amounts.h"

namespace perihelion::world {
namespace {

/// 1200 -> "1,200": thousands grouped, as the HUD shows money.
std::string grouped(std::int64_t value) {
  const bool negative = value < 0;
  const std::uint64_t magnitude = negative ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
  std::string digits = std::to_string(magnitude);
  for (std::ptrdiff_t k = static_cast<std::ptrdiff_t>(digits.size()) - 3; k > 0; k -= 3) digits.insert(k, ",");
  return negative ? "-" + digits : digits;
}

}  // namespace

std::string describeAmounts(const Amounts& a) {
  std::string out;
  const auto add = [&](std::int64_t v, const char* what) {
    if (v == 0) return;
    if (!out.empty()) out += ", ";
    out += grouped(v) + " " + what;
  };
  add(a.money, "money");
  add(a.resources, "resources");
  add(a.rare, "rare");
  return out.empty() ? "nothing" : out;
}

}  // namespace perihelion::world
