#include "fleet/contact.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace perihelion::fleet {
namespace {

/// Two ships at one spot part along this direction (unit), the one of the smaller index this way.
constexpr glm::dvec3 kApartAtOneSpot{0.48, 0.6, 0.64};

/// PartingScratch::marks: a slot's ship overlapped in this round, in the round before.
constexpr std::uint8_t kOnMoved = 1;
constexpr std::uint8_t kMovedBefore = 2;

std::int64_t inUnits(double metres) { return std::llround(metres / kPartingUnit); }

}  // namespace

glm::dvec3 partingMove(const glm::dvec3& a, double ra, const glm::dvec3& b, double rb, bool aFirst) {
  const glm::dvec3 away = a - b;
  const PartingDistances at = partingDistances(ra, rb);
  const double d2 = glm::dot(away, away);
  if (d2 >= at.parted * at.parted) return glm::dvec3(0.0);
  const double distance = std::sqrt(d2);
  const glm::dvec3 unit = distance > 0.0 ? away / distance : (aFirst ? kApartAtOneSpot : -kApartAtOneSpot);
  // Two units beyond the gap, more than rounding the two moves to units can take back.
  return unit * (0.5 * (at.apart + 2.0 * kPartingUnit - distance));
}

glm::dvec3 partedWellOffset(const world::Body& planet, const glm::dvec3& offset, const glm::dvec3& move) {
  const glm::dvec3 moved = offset + move;
  const double limit = std::max(planet.well->rings.back().radius, glm::length(offset));
  const double out = glm::length(moved);
  return out > limit ? moved * (limit / out) : moved;
}

void moveApart(const world::SolarSystem& system, Ships& ships, std::uint32_t i, const glm::dvec3& move) {
  if (ships.mode[i] != ShipMode::InWell) {
    ships.position[i] += move;
    return;
  }
  const glm::dvec3 offset = partedWellOffset(system.body(ships.wellPlanet[i]), ships.wellOffset[i], move);
  ships.position[i] += offset - ships.wellOffset[i];
  ships.wellOffset[i] = offset;
}

namespace {

/// Whether ships at a and b (position x, y, z and radius w) are to be parted, as partingMove finds.
[[gnu::always_inline]] inline bool nearerThanParted(const glm::dvec4& a, const glm::dvec4& b) {
  const glm::dvec3 away = glm::dvec3(a) - glm::dvec3(b);
  const double parted = partingDistances(a.w, b.w).parted;
  return glm::dot(away, away) < parted * parted;
}

/// Adds the moves parting the ships at slots s and t to the round's shifts and puts each on the
/// round's list of moved slots. The move is partingMove's with the ship of the smaller index first,
/// whichever slot holds it.
void part(std::span<const NeighbourShip> slotShips, std::uint32_t s, std::uint32_t t, PartingScratch& scratch) {
  if (slotShips[t].index < slotShips[s].index) std::swap(s, t);
  const glm::dvec4& first = scratch.slotBall[s];
  const glm::dvec4& second = scratch.slotBall[t];
  const glm::dvec3 move = partingMove(glm::dvec3(first), first.w, glm::dvec3(second), second.w, true);
  for (int c = 0; c < 3; ++c) {
    const std::int64_t units = inUnits(move[c]);
    scratch.shift[s][c] += units;
    scratch.shift[t][c] -= units;
  }
  for (const std::uint32_t slot : {s, t}) {
    if ((scratch.marks[slot] & kOnMoved) != 0) continue;
    scratch.marks[slot] |= kOnMoved;
    scratch.moved.push_back(slot);
  }
}

/// Moves the ships found overlapping this round by their summed shifts, and clears the round's marks.
void moveRound(const world::SolarSystem& system, Ships& ships, std::span<const NeighbourShip> slotShips,
               PartingScratch& scratch) {
  for (const std::uint32_t slot : scratch.moved) {
    std::array<std::int64_t, 3>& u = scratch.shift[slot];
    const glm::dvec3 move(static_cast<double>(u[0]) * kPartingUnit, static_cast<double>(u[1]) * kPartingUnit,
                          static_cast<double>(u[2]) * kPartingUnit);
    u = {0, 0, 0};
    scratch.marks[slot] &= static_cast<std::uint8_t>(~kOnMoved);
    if (move == glm::dvec3(0.0)) continue;
    const std::uint32_t i = slotShips[slot].index;
    const glm::dvec3 was = ships.position[i];
    moveApart(system, ships, i, move);
    scratch.parted[i] += ships.position[i] - was;
    scratch.slotBall[slot] = glm::dvec4(ships.position[i], scratch.slotBall[slot].w);
  }
}

/// Which slots round one tests (see partOverlaps): all, when there are no pushes to go by.
void markMayPart(const NeighbourList& list, std::span<const NeighbourShip> slotShips,
                 std::span<const NeighbourPushes> slotPushes, PartingScratch& scratch) {
  const std::size_t n = scratch.slotBall.size();
  scratch.slotMayPart.assign(n, 1);
  if (slotPushes.empty() || n == 0) return;
  // Each ship's move since the list's positions, less the mean of all (any common vector would do:
  // the mean makes a fleet moving as one move not at all), squared.
  const std::span<const glm::dvec3> then = list.positions();
  glm::dvec3 mean(0.0);
  for (std::size_t s = 0; s < n; ++s) mean += glm::dvec3(scratch.slotBall[s]) - then[s];
  mean /= static_cast<double>(n);
  scratch.slotMoved2.resize(n);
  double farthest2 = 0.0;
  for (std::size_t s = 0; s < n; ++s) {
    const glm::dvec3 moved = glm::dvec3(scratch.slotBall[s]) - then[s] - mean;
    scratch.slotMoved2[s] = glm::dot(moved, moved);
    farthest2 = std::max(farthest2, scratch.slotMoved2[s]);
  }
  const double farthest = std::sqrt(farthest2);
  // Whether nearestThen - moved - (a partner's move) < partedSurface, with no square root of `moved`:
  // first with the farthest any ship moved, then, for a ship that passes, with its partners' farthest.
  const auto mayPart = [&](std::size_t s, double partnerMoved) {
    const double radius = scratch.slotBall[s].w;
    // The pushes measured the surfaces within the ship's push range (and the list's reach, which goes
    // further): every other listed partner was at least that far. They measured in float: a thousandth
    // of a radius covers the rounding.
    const double nearestThen =
        std::min(static_cast<double>(slotPushes[s].separation), static_cast<double>(slotShips[s].pushRange)) -
        1e-3 * radius;
    const double partedSurface = (kPartedGapRadii - kPartingSlackRadii) * radius;  // at most, with any partner
    const double room = nearestThen - partnerMoved - partedSurface;
    return room < 0.0 || scratch.slotMoved2[s] > room * room;
  };
  for (std::uint32_t s = 0; s < n; ++s) {
    if (!mayPart(s, farthest)) {
      scratch.slotMayPart[s] = 0;
      continue;
    }
    double partnersFarthest2 = 0.0;
    for (const std::uint32_t t : list.partnersOf(s)) {
      partnersFarthest2 = std::max(partnersFarthest2, scratch.slotMoved2[t]);
    }
    scratch.slotMayPart[s] = mayPart(s, std::sqrt(partnersFarthest2)) ? 1 : 0;
  }
}

}  // namespace

int partOverlaps(const world::SolarSystem& system, const ShipCatalogue& types, Ships& ships, const NeighbourList& list,
                 std::span<const NeighbourShip> slotShips, std::span<const NeighbourPushes> slotPushes,
                 PartingScratch& scratch) {
  if (scratch.partedListBuild == list.builds() && scratch.partedPositions == ships.position &&
      scratch.partedIds == ships.id) {
    return 0;
  }
  // The ships are copied in slot order, where a ship's partners are near it in memory, and everything
  // below is by slot (read in ship order and written in slot order: the writes need not wait).
  const auto n = static_cast<std::uint32_t>(ships.size());
  const std::vector<std::uint32_t>& slotOf = list.slotOfPoint();
  scratch.slotBall.resize(n);
  for (std::uint32_t i = 0; i < n; ++i) {
    scratch.slotBall[slotOf[i]] = glm::dvec4(ships.position[i], types.type(ships.type[i]).radius);
  }
  scratch.shift.resize(n, {0, 0, 0});  // every entry is 0 between calls
  scratch.marks.resize(n, 0);
  scratch.moved.clear();
  // Round one: every listed pair that may part, each once (and not the padding, which is the slot itself).
  markMayPart(list, slotShips, slotPushes, scratch);
  for (std::uint32_t s = 0; s < n; ++s) {
    if (scratch.slotMayPart[s] == 0) continue;
    const glm::dvec4 ball = scratch.slotBall[s];
    for (const std::uint32_t t : list.partnersOf(s)) {
      if (t > s && scratch.slotMayPart[t] != 0 && nearerThanParted(ball, scratch.slotBall[t])) {
        part(slotShips, s, t, scratch);
      }
    }
  }
  int rounds = 0;
  while (!scratch.moved.empty()) {
    ++rounds;
    moveRound(system, ships, slotShips, scratch);
    if (rounds == kPartingRounds) {
      scratch.partedListBuild = PartingScratch::kNoBuild;  // the last round's moves may have left overlaps
      return rounds;
    }
    // The next round: the pairs with a ship that overlapped in this one, each once.
    std::swap(scratch.moved, scratch.movedBefore);
    scratch.moved.clear();
    for (const std::uint32_t s : scratch.movedBefore) scratch.marks[s] |= kMovedBefore;
    for (const std::uint32_t s : scratch.movedBefore) {
      for (const std::uint32_t t : list.partnersOf(s)) {
        if (t == s || ((scratch.marks[t] & kMovedBefore) != 0 && t < s)) continue;  // each pair once
        if (nearerThanParted(scratch.slotBall[s], scratch.slotBall[t])) part(slotShips, s, t, scratch);
      }
    }
    for (const std::uint32_t s : scratch.movedBefore) scratch.marks[s] &= static_cast<std::uint8_t>(~kMovedBefore);
  }
  scratch.partedListBuild = list.builds();
  scratch.partedPositions = ships.position;
  scratch.partedIds = ships.id;
  return rounds;
}

}  // namespace perihelion::fleet
