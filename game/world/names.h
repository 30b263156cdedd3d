// Names in the game's data are compared without regard to ASCII case: "earth" finds "Earth".
#pragma once

#include <algorithm>
#include <cctype>
#include <string_view>

namespace perihelion::world {

inline bool sameName(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
  });
}

}  // namespace perihelion::world
