// How big a structure is, for the rings that may hold it: small structures (satellites, sentries,
// research stations) stand the fast inner rings, large ones (factories, shipyards) only the slow
// outer rings, "as they cannot handle the stress of rotating so fast".
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace perihelion::well {

enum class SizeClass : std::uint8_t { Small, Medium, Large };

/// The names used in data files and messages, in SizeClass order.
inline constexpr std::array<std::string_view, 3> kSizeClassNames{"small", "medium", "large"};

constexpr std::string_view nameOf(SizeClass c) { return kSizeClassNames[static_cast<std::size_t>(c)]; }

constexpr std::optional<SizeClass> sizeClassNamed(std::string_view name) {
  for (std::size_t k = 0; k < kSizeClassNames.size(); ++k) {
    if (kSizeClassNames[k] == name) return static_cast<SizeClass>(k);
  }
  return std::nullopt;
}

/// A set of size classes: what a ring accepts.
class SizeClassSet {
 public:
  constexpr SizeClassSet() = default;
  constexpr SizeClassSet(std::initializer_list<SizeClass> classes) {
    for (SizeClass c : classes) insert(c);
  }
  constexpr void insert(SizeClass c) { bits_ = static_cast<std::uint8_t>(bits_ | bit(c)); }
  constexpr bool contains(SizeClass c) const { return (bits_ & bit(c)) != 0; }
  constexpr bool empty() const { return bits_ == 0; }
  friend constexpr bool operator==(SizeClassSet, SizeClassSet) = default;

 private:
  static constexpr std::uint8_t bit(SizeClass c) { return static_cast<std::uint8_t>(1u << static_cast<unsigned>(c)); }
  std::uint8_t bits_ = 0;
};

}  // namespace perihelion::well
