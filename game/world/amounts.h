// So much money, resources and rare materials: what a player holds, what a ship or station costs and
// what a planet yields a day. Whole units in 64-bit integers, so that sums are exact and the same on
// every machine (a ledger in doubles drifts, and drifts differently with the compiler's contractions).
#pragma once

#include <cstdint>
#include <string>

namespace perihelion::world {

struct Amounts {
  std::int64_t money = 0;
  std::int64_t resources = 0;
  std::int64_t rare = 0;  ///< rare materials: only comets yield them

  friend bool operator==(const Amounts&, const Amounts&) = default;
  Amounts& operator+=(const Amounts& o) {
    money += o.money;
    resources += o.resources;
    rare += o.rare;
    return *this;
  }
  Amounts& operator-=(const Amounts& o) {
    money -= o.money;
    resources -= o.resources;
    rare -= o.rare;
    return *this;
  }
  friend Amounts operator+(Amounts a, const Amounts& b) { return a += b; }
  friend Amounts operator-(Amounts a, const Amounts& b) { return a -= b; }
  /// Whether these amounts pay for `cost`: enough of each.
  bool covers(const Amounts& cost) const {
    return money >= cost.money && resources >= cost.resources && rare >= cost.rare;
  }
  bool isZero() const { return money == 0 && resources == 0 && rare == 0; }
};

/// "1,200 money, 40 resources, 2 rare": the non-zero amounts for a message ("nothing" if none).
std::string describeAmounts(const Amounts& amounts);

}  // namespace perihelion::world
