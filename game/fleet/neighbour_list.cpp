#include "fleet/neighbour_list.h"

#include <algorithm>
#include <cmath>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

namespace perihelion::fleet {

bool NeighbourList::update(std::span<const glm::dvec3> positions, double reach, bool bruteForce,
                           const BeforePairs& beforePairs, const NeighbourFrames& frames) {
  const std::size_t n = positions.size();
  if (bruteForce || reach != reach_ || n != now_.size() ||
      std::max<std::size_t>(frames.count, 1) != builtFrames_.size()) {
    reach_ = reach;
    build(positions, bruteForce, beforePairs, frames);
    return true;
  }
  ++kept_;
  const std::vector<std::uint32_t>& order = grid_.order();
  for (std::size_t s = 0; s < n; ++s) {
    if (s + kFetchAhead < n) __builtin_prefetch(&positions[order[s + kFetchAhead]]);
    now_[s] = positions[order[s]];
  }
  if (listStillHolds(frames)) return false;
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
  build(positions, false, beforePairs, frames);
  return true;
}

bool NeighbourList::listStillHolds(const NeighbourFrames& frames) {
  // A pair's distance changes by at most how far its two points moved relative to each other: for two
  // points of frames a and b (either the same), by at most each one's stray from its frame's move plus the difference of
  // the two frames' moves. A pair not listed was further than the reach plus the skin apart; the list
  // holds while no such pair can have come within the reach: while strays and frame moves together
  // stay within nine tenths of the skin (a tenth is kept for the rounding of the float test that made
  // the list, parts in 1e7 of the cell size), or the frames' boxes lay far enough apart.
  const std::size_t n = now_.size();
  const std::size_t frameCount = builtFrames_.size();
  const std::size_t origins = std::min(frames.origin.size(), frameCount);
  frameMove_.assign(frameCount, glm::dvec3(0.0));
  frameStray_.assign(frameCount, 0.0);
  frameCountOf_.assign(frameCount, 0);
  for (std::size_t s = 0; s < n; ++s) {
    const std::uint32_t f = builtFrame_[s];
    if (f < origins) continue;
    frameMove_[f] += now_[s] - builtAt_[s];
    ++frameCountOf_[f];
  }
  for (std::size_t f = 0; f < frameCount; ++f) {
    if (f < origins) {
      frameMove_[f] = frames.origin[f] - builtFrames_[f].origin;
    } else if (frameCountOf_[f] > 0) {
      frameMove_[f] *= 1.0 / static_cast<double>(frameCountOf_[f]);
    }
  }
  for (std::size_t s = 0; s < n; ++s) {
    const std::uint32_t f = builtFrame_[s];
    const glm::dvec3 strayed = now_[s] - builtAt_[s] - frameMove_[f];
    // A NaN fails the test too: the list is then made anew each step.
    const double stray2 = glm::dot(strayed, strayed);
    if (!(stray2 <= frameStray_[f] * frameStray_[f])) frameStray_[f] = std::sqrt(stray2);
    if (!(frameStray_[f] <= 0.45 * skin_ * reach_)) return false;
  }
  const double budget = 0.9 * skin_ * reach_;
  for (std::size_t a = 0; a < frameCount; ++a) {
    if (!builtFrames_[a].points) continue;
    for (std::size_t b = a + 1; b < frameCount; ++b) {
      if (!builtFrames_[b].points) continue;
      const double apart = glm::length(frameMove_[a] - frameMove_[b]);
      const double strays = frameStray_[a] + frameStray_[b] + apart;
      if (strays <= budget) continue;
      // The least distance between the two boxes as built: no pair across them was nearer.
      const glm::dvec3 gap = glm::max(glm::dvec3(0.0), glm::max(builtFrames_[a].lo - builtFrames_[b].hi,
                                                                 builtFrames_[b].lo - builtFrames_[a].hi));
      if (!(glm::length(gap) - strays > reach_ * (1.0 + 1e-9))) return false;
    }
  }
  return true;
}

void NeighbourList::build(std::span<const glm::dvec3> positions, bool bruteForce, const BeforePairs& beforePairs,
                          const NeighbourFrames& frames) {
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
  builtFrames_.assign(std::max<std::size_t>(frames.count, 1), BuiltFrame{});
  for (std::size_t f = 0; f < std::min(frames.origin.size(), builtFrames_.size()); ++f) {
    builtFrames_[f].origin = frames.origin[f];
  }
  builtFrame_.resize(n);
  for (std::size_t s = 0; s < n; ++s) {
    const std::uint32_t f = frames.frameOf.empty() ? 0 : std::min<std::uint32_t>(frames.frameOf[order[s]], frames.count - 1);
    builtFrame_[s] = f;
    BuiltFrame& frame = builtFrames_[f];
    frame.lo = frame.points ? glm::min(frame.lo, now_[s]) : now_[s];
    frame.hi = frame.points ? glm::max(frame.hi, now_[s]) : now_[s];
    frame.points = true;
  }
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
