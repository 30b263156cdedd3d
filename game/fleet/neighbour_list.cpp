#include "fleet/neighbour_list.h"

#include <algorithm>

#include <glm/geometric.hpp>

namespace perihelion::fleet {

bool NeighbourList::update(std::span<const glm::dvec3> positions, double reach, bool bruteForce) {
  const std::size_t n = positions.size();
  if (bruteForce || reach != reach_ || n != now_.size()) {
    reach_ = reach;
    build(positions, bruteForce);
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
      build(positions, false);
      return true;
    }
  }
  return false;
}

void NeighbourList::build(std::span<const glm::dvec3> positions, bool bruteForce) {
  ++builds_;
  kept_ = 0;
  const auto reach = static_cast<float>(reach_);
  reach2_ = reach * reach;
  grid_.rebuild(positions, reach_ * (1.0 + skin_));
  const auto search = static_cast<float>(grid_.cellSize());  // the grid made it exact in float
  const std::size_t n = positions.size();
  const std::vector<std::uint32_t>& order = grid_.order();
  now_.resize(n);
  for (std::size_t s = 0; s < n; ++s) now_[s] = positions[order[s]];
  builtAt_ = now_;
  first_.resize(n + 1);
  partners_.clear();
  for (std::uint32_t s = 0; s < n; ++s) {
    first_[s] = static_cast<std::uint32_t>(partners_.size());
    grid_.findLaterNear(s, search, found_, bruteForce);
    for (std::size_t h = 0; h < found_.hitCount; ++h) partners_.push_back(found_.slot[found_.hits[h]]);
  }
  first_[n] = static_cast<std::uint32_t>(partners_.size());
}

void NeighbourList::pairsOf(std::uint32_t slot, NearbyPoints& out) const {
  const std::uint32_t begin = first_[slot], end = first_[slot + 1];
  out.makeRoom(end - begin);
  const glm::dvec3 p = now_[slot];
  std::uint32_t h = 0;
  for (std::uint32_t k = begin; k < end; ++k) {
    const std::uint32_t other = partners_[k];
    const glm::dvec3 d = p - now_[other];  // exactly the negative of the other way round
    const auto x = static_cast<float>(d.x), y = static_cast<float>(d.y), z = static_cast<float>(d.z);
    const float d2 = (x * x + y * y) + z * z;
    // Written whatever it is, kept only within reach: no branch to mispredict.
    out.slot[h] = other;
    out.x[h] = x;
    out.y[h] = y;
    out.z[h] = z;
    out.distance2[h] = d2;
    out.hits[h] = h;
    h += d2 <= reach2_ ? 1 : 0;
  }
  out.candidates = h;
  out.hitCount = h;
  out.reachEnd = end > begin ? partners_[end - 1] + 1 : slot + 1;
}

}  // namespace perihelion::fleet
