// splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): the
// game's one source of chance, the same numbers on every machine for the same seed.
#pragma once

#include <cstdint>

namespace perihelion::world {

struct SplitMix64 {
  std::uint64_t state = 0;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
};

}  // namespace perihelion::world
