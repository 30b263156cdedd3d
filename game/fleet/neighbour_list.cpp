#include "fleet/neighbour_list.h"

#include <algorithm>

#include <glm/geometric.hpp>

namespace perihelion::fleet {

bool NeighbourList::update(std::span<const glm::dvec3> positions, double reach, bool bruteForce,
                           const BeforePairs& beforePairs) {
  const std::size_t n = positions.size();
  if (bruteForce || reach != reach_ || n != now_.size()) {
    reach_ = reach;
    build(positions, bruteForce, beforePairs);
    return true;
  }
  ++kept_;
  const std::vector<std::uint32_t>& order = grid_.order();
  glm::dvec3 moved{0.0};
  for (std::size_t s = 0; s < n; ++s) {
    if (s + kFetchAhead < n) __builtin_prefetch(&positions[order[s + kFetchAhead]]);
    now_[s] = positions[order[s]];
    moved += now_[s] - builtAt_[s];
  }
  const glm::dvec3 drift = n > 0 ? moved * (1.0 / static_cast<double>(n)) : glm::dvec3(0.0);
  // Half the skin, less a tenth of it for the rounding of the float test that made the list (parts
  // in 1e7 of the cell size). A NaN fails the test too: the list is then made anew each step.
  const double limit = 0.45 * skin_ * reach_;
  for (std::size_t s = 0; s < n; ++s) {
    const glm::dvec3 strayed = now_[s] - builtAt_[s] - drift;
    if (!(glm::dot(strayed, strayed) <= limit * limit)) {
      // A list that served a few steps is made with a thicker skin, to serve more; one that served
      // many, with a thinner one. One that served none (ships moving far each step, as at fast time
      // rates) is made with the thinnest: a skin that buys nothing costs least thin.
      if (kept_ <= 1) {
        skin_ = kSmallestSkin;
      } else if (kept_ < 4) {
        skin_ = std::min(kLargestSkin, skin_ * 1.5);
      } else if (kept_ > 20) {
        skin_ = std::max(kSmallestSkin, skin_ / 1.5);
      }
      build(positions, false, beforePairs);
      return true;
    }
  }
  return false;
}

void NeighbourList::build(std::span<const glm::dvec3> positions, bool bruteForce, const BeforePairs& beforePairs) {
  ++builds_;
  kept_ = 0;
  const auto reach = static_cast<float>(reach_);
  reach2_ = reach * reach;
  grid_.rebuild(positions, reach_ * (1.0 + skin_));
  if (beforePairs && beforePairs(grid_)) grid_.rebuild(positions, reach_ * (1.0 + skin_));
  const auto search = static_cast<float>(grid_.cellSize());  // the grid made it exact in float
  const auto n = static_cast<std::uint32_t>(positions.size());
  const std::vector<std::uint32_t>& order = grid_.order();
  now_.resize(n);
  for (std::size_t s = 0; s < n; ++s) now_[s] = positions[order[s]];
  builtAt_ = now_;
  // The grid gives each pair once, to its earlier point; each point's list holds all its partners.
  laterFirst_.resize(n + 1);
  later_.clear();
  next_.assign(n, 0);  // first how many partners each point has
  for (std::uint32_t s = 0; s < n; ++s) {
    laterFirst_[s] = static_cast<std::uint32_t>(later_.size());
    grid_.findLaterNear(s, search, found_, bruteForce);
    for (std::size_t h = 0; h < found_.hitCount; ++h) {
      const std::uint32_t other = found_.slot[found_.hits[h]];
      later_.push_back(other);
      ++next_[other];
    }
    next_[s] += static_cast<std::uint32_t>(found_.hitCount);
  }
  laterFirst_[n] = static_cast<std::uint32_t>(later_.size());
  first_.resize(n + 1);
  first_[0] = 0;
  for (std::uint32_t s = 0; s < n; ++s) {
    first_[s + 1] = first_[s] + (next_[s] + 3) / 4 * 4;
    next_[s] = first_[s];
  }
  partners_.resize(first_[n]);
  for (std::uint32_t s = 0; s < n; ++s) {
    for (std::uint32_t k = laterFirst_[s]; k < laterFirst_[s + 1]; ++k) {
      const std::uint32_t other = later_[k];
      partners_[next_[s]++] = other;
      partners_[next_[other]++] = s;
    }
  }
  for (std::uint32_t s = 0; s < n; ++s) {
    std::fill(partners_.begin() + next_[s], partners_.begin() + first_[s + 1], s);  // the padding
  }
}

}  // namespace perihelion::fleet
