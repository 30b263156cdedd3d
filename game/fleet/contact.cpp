#include "fleet/contact.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

#include <glm/geometric.hpp>

namespace perihelion::fleet {
namespace {

/// Two ships at one spot part along this direction (unit), the one of the smaller index this way.
constexpr glm::dvec3 kApartAtOneSpot{0.48, 0.6, 0.64};

/// PartingScratch::marks: a slot's ship overlapped in this round, in the round before.
constexpr std::uint8_t kOnMoved = 1;
constexpr std::uint8_t kMovedBefore = 2;

/// After a step, the ships are read in slot order once more than one in this many may part.
constexpr std::uint32_t kManyPass = 16;

std::int64_t inUnits(double metres) { return std::llround(metres / kPartingUnit); }

/// Whether two lists hold the same bits (compared as memory: much faster than element by element).
template <class T>
bool sameBits(const std::vector<T>& a, const std::vector<T>& b) {
  static_assert(std::has_unique_object_representations_v<T> || std::is_same_v<T, glm::dvec3>);
  return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0);
}

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

void partShip(const world::SolarSystem& system, Ships& ships, std::uint32_t i, const glm::dvec3& move,
              PartingScratch& scratch) {
  if (scratch.parted[i] == glm::dvec3(0.0)) scratch.partedShips.push_back(i);
  const glm::dvec3 was = ships.position[i];
  moveApart(system, ships, i, move);
  scratch.parted[i] += ships.position[i] - was;
}

namespace {

/// A ship as parting reads it: where it is (x, y, z) and its radius (w).
glm::dvec4 ballOf(const ShipCatalogue& types, const Ships& ships, std::uint32_t i) {
  return glm::dvec4(ships.position[i], types.type(ships.type[i]).radius);
}

/// Whether ships at a and b (position x, y, z and radius w) are to be parted, as partingMove finds.
[[gnu::always_inline]] inline bool nearerThanParted(const glm::dvec4& a, const glm::dvec4& b) {
  const glm::dvec3 away = glm::dvec3(a) - glm::dvec3(b);
  const double parted = partingDistances(a.w, b.w).parted;
  return glm::dot(away, away) < parted * parted;
}

/// The ships, their neighbour list's slots, and the scratch, as the rounds below use them.
struct Parting {
  const world::SolarSystem& system;
  const ShipCatalogue& types;
  Ships& ships;
  const NeighbourList& list;
  std::span<const NeighbourShip> slotShips;
  PartingScratch& scratch;
  /// Whether scratch.slotBall (and, after a step, slotRoom and slotMoved2) holds every ship: read where a
  /// call tests many pairs, since a ship's partners are near it there; a call that tests a few reads the
  /// ships where they are.
  bool inSlotOrder = false;

  /// Copies the ships into slotBall, in slot order (read in ship order and written in slot order: the
  /// writes need not wait).
  void readInSlotOrder() {
    const std::vector<std::uint32_t>& slotOf = list.slotOfPoint();
    scratch.slotBall.resize(ships.size());
    for (std::uint32_t i = 0; i < ships.size(); ++i) scratch.slotBall[slotOf[i]] = ballOf(types, ships, i);
    inSlotOrder = true;
  }

  glm::dvec4 ball(std::uint32_t slot) const {
    return inSlotOrder ? scratch.slotBall[slot] : ballOf(types, ships, slotShips[slot].index);
  }

  /// Adds the moves parting the ships at slots s and t to the round's shifts and puts each on the round's
  /// list of moved slots. The move is partingMove's with the ship of the smaller index first, whichever
  /// slot holds it.
  [[gnu::noinline]] void part(std::uint32_t s, std::uint32_t t) const {
    if (slotShips[t].index < slotShips[s].index) std::swap(s, t);
    const glm::dvec4 a = ball(s), b = ball(t);
    const glm::dvec3 move = partingMove(glm::dvec3(a), a.w, glm::dvec3(b), b.w, true);
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

  /// Parts the pair at slots s and t if it is nearer than the parting distance.
  void test(std::uint32_t s, std::uint32_t t, const glm::dvec4& a) const {
    if (nearerThanParted(a, ball(t))) part(s, t);
  }

  /// Moves the ships found overlapping this round by their summed shifts, and clears the round's marks.
  void moveRound() const {
    for (const std::uint32_t slot : scratch.moved) {
      std::array<std::int64_t, 3>& u = scratch.shift[slot];
      const glm::dvec3 move(static_cast<double>(u[0]) * kPartingUnit, static_cast<double>(u[1]) * kPartingUnit,
                            static_cast<double>(u[2]) * kPartingUnit);
      u = {0, 0, 0};
      scratch.marks[slot] &= static_cast<std::uint8_t>(~kOnMoved);
      if (move == glm::dvec3(0.0)) continue;
      const std::uint32_t i = slotShips[slot].index;
      partShip(system, ships, i, move, scratch);
      scratch.partedAt[i] = ships.position[i];
      if (inSlotOrder) scratch.slotBall[slot] = glm::dvec4(ships.position[i], scratch.slotBall[slot].w);
    }
  }

  /// After a step: lists (candidates, each marked in slotMayPart) the slots whose ships may have come
  /// within parting distance of a partner, from the room each had as the step started (noteRoom) and how
  /// far each has moved apart from the others since (from partedAt, which it brings up to date).
  void markMayPart() {
    const auto n = static_cast<std::uint32_t>(ships.size());
    scratch.candidates.clear();
    scratch.maybe.clear();
    scratch.moved2.resize(n);
    // Whether room - moved - (a partner's move) < 0, with no square root of `moved`.
    const auto mayPart = [](double room, double moved2, double partnerMoved) {
      room -= partnerMoved;
      return room < 0.0 || moved2 > room * room;
    };
    // Each ship's move less a vector common to all (any would do): the mean move of the step before, so
    // that a fleet moving as one moves hardly at all. In the same pass each is tested against a bound on
    // the farthest any ship moved (twice the step before's): where that bound holds, the ships that pass
    // include all that pass with the farthest itself.
    const double bound = scratch.farthestBound;
    glm::dvec3 sum(0.0);
    double farthest2 = 0.0;
    for (std::uint32_t i = 0; i < n; ++i) {
      const glm::dvec3 now = ships.position[i];
      const glm::dvec3 move = now - scratch.partedAt[i];
      scratch.partedAt[i] = now;
      sum += move;
      const glm::dvec3 apart = move - scratch.commonMove;
      scratch.moved2[i] = glm::dot(apart, apart);
      farthest2 = std::max(farthest2, scratch.moved2[i]);
      if (mayPart(scratch.room[i], scratch.moved2[i], bound)) scratch.maybe.push_back(i);
    }
    // A ship at a non-finite position (a corrupt state) must not make every move unmeasurable next step.
    const glm::dvec3 mean = n > 0 ? sum / static_cast<double>(n) : glm::dvec3(0.0);
    const bool finite = std::isfinite(mean.x) && std::isfinite(mean.y) && std::isfinite(mean.z);
    scratch.commonMove = finite ? mean : glm::dvec3(0.0);
    const double farthest = std::sqrt(farthest2);
    scratch.farthestBound = 2.0 * farthest;
    // The slot s (room and move squared as given) may part if it does with the farthest itself, then with
    // its partners' farthest (partnerMoved2 reads a partner's move squared by slot): then it is listed.
    const auto markIfMayPart = [&](std::uint32_t s, double room, double moved2, auto partnerMoved2) {
      if (!mayPart(room, moved2, farthest)) return;
      double partnersFarthest2 = 0.0;
      for (const std::uint32_t t : list.partnersOf(s)) {
        partnersFarthest2 = std::max(partnersFarthest2, partnerMoved2(t));
      }
      if (!mayPart(room, moved2, std::sqrt(partnersFarthest2))) return;
      scratch.slotMayPart[s] = 1;
      scratch.candidates.push_back(s);
    };
    const std::vector<std::uint32_t>& slotOf = list.slotOfPoint();
    if (farthest <= bound && scratch.maybe.size() <= n / kManyPass) {
      // The few that passed with the bound, reading the ships where they are.
      const auto partnerMoved2 = [&](std::uint32_t t) { return scratch.moved2[slotShips[t].index]; };
      for (const std::uint32_t i : scratch.maybe) {
        markIfMayPart(slotOf[i], scratch.room[i], scratch.moved2[i], partnerMoved2);
      }
      return;
    }
    // Many ships may part (a crowd really meeting), or the bound did not hold: every ship is tested in
    // slot order, where a ship's partners are near it in memory.
    readInSlotOrder();
    scratch.slotRoom.resize(n);
    scratch.slotMoved2.resize(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      scratch.slotRoom[slotOf[i]] = scratch.room[i];
      scratch.slotMoved2[slotOf[i]] = scratch.moved2[i];
    }
    const auto partnerMoved2 = [&](std::uint32_t t) { return scratch.slotMoved2[t]; };
    for (std::uint32_t s = 0; s < n; ++s) markIfMayPart(s, scratch.slotRoom[s], scratch.slotMoved2[s], partnerMoved2);
  }
};

}  // namespace

int partOverlaps(const world::SolarSystem& system, const ShipCatalogue& types, Ships& ships, const NeighbourList& list,
                 std::span<const NeighbourShip> slotShips, bool afterStep, PartingScratch& scratch) {
  if (scratch.partedListBuild == list.builds() && sameBits(scratch.partedAt, ships.position) &&
      sameBits(scratch.partedIds, ships.id)) {
    return 0;
  }
  const auto n = static_cast<std::uint32_t>(ships.size());
  Parting parting{system, types, ships, list, slotShips, scratch};
  // After a step with no ship left where it started, nor its room noted (not the step's order), every
  // pair is tested.
  afterStep = afterStep && scratch.partedAt.size() == n && scratch.room.size() == n;
  if (!afterStep) {
    scratch.partedAt = ships.position;  // after a step, markMayPart brings it up to date
    parting.readInSlotOrder();
  }
  scratch.shift.resize(n, {0, 0, 0});  // every entry is 0 between calls
  scratch.marks.resize(n, 0);
  scratch.slotMayPart.resize(n, 0);
  scratch.moved.clear();
  // Round one: every listed pair (not the padding, which is the slot itself) that may part, each once:
  // before a step every pair; after it only pairs of ships that may have come near.
  if (afterStep) {
    parting.markMayPart();
    for (const std::uint32_t s : scratch.candidates) {
      const glm::dvec4 a = parting.ball(s);
      for (const std::uint32_t t : list.partnersOf(s)) {
        if (t > s && scratch.slotMayPart[t] != 0) parting.test(s, t, a);
      }
    }
    for (const std::uint32_t s : scratch.candidates) scratch.slotMayPart[s] = 0;
  } else {
    for (std::uint32_t s = 0; s < n; ++s) {
      const glm::dvec4 a = parting.ball(s);
      for (const std::uint32_t t : list.partnersOf(s)) {
        if (t > s) parting.test(s, t, a);
      }
    }
  }
  int rounds = 0;
  while (!scratch.moved.empty()) {
    ++rounds;
    parting.moveRound();
    if (rounds == kPartingRounds) {
      scratch.partedListBuild = PartingScratch::kNoBuild;  // the last round's moves may have left overlaps
      return rounds;
    }
    // The next round: the pairs with a ship that overlapped in this one, each once.
    std::swap(scratch.moved, scratch.movedBefore);
    scratch.moved.clear();
    for (const std::uint32_t s : scratch.movedBefore) scratch.marks[s] |= kMovedBefore;
    for (const std::uint32_t s : scratch.movedBefore) {
      const glm::dvec4 a = parting.ball(s);
      for (const std::uint32_t t : list.partnersOf(s)) {
        if (t == s || ((scratch.marks[t] & kMovedBefore) != 0 && t < s)) continue;  // each pair once
        parting.test(s, t, a);
      }
    }
    for (const std::uint32_t s : scratch.movedBefore) scratch.marks[s] &= static_cast<std::uint8_t>(~kMovedBefore);
  }
  scratch.partedListBuild = list.builds();
  if (!sameBits(scratch.partedIds, ships.id)) scratch.partedIds = ships.id;
  return rounds;
}

void clearParted(PartingScratch& scratch, std::size_t ships) {
  if (scratch.parted.size() != ships) {
    scratch.parted.assign(ships, glm::dvec3(0.0));
  } else {
    for (const std::uint32_t i : scratch.partedShips) scratch.parted[i] = glm::dvec3(0.0);
  }
  scratch.partedShips.clear();
}

}  // namespace perihelion::fleet
