#include "fleet/contact.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace perihelion::fleet {
namespace {

/// Two ships at one spot part along this direction (unit), the one of the smaller index this way.
constexpr glm::dvec3 kApartAtOneSpot{0.48, 0.6, 0.64};

std::int64_t inUnits(double metres) { return std::llround(metres / kPartingUnit); }

}  // namespace

glm::dvec3 partingMove(const glm::dvec3& a, double ra, const glm::dvec3& b, double rb, bool aFirst) {
  const glm::dvec3 away = a - b;
  const double wanted = ra + rb + kPartedGapRadii * std::min(ra, rb);
  const double d2 = glm::dot(away, away);
  if (d2 >= wanted * wanted) return glm::dvec3(0.0);
  const double distance = std::sqrt(d2);
  const glm::dvec3 unit = distance > 0.0 ? away / distance : (aFirst ? kApartAtOneSpot : -kApartAtOneSpot);
  return unit * (0.5 * (wanted - distance));
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

int partOverlaps(const world::SolarSystem& system, const ShipCatalogue& types, Ships& ships, const NeighbourList& list,
                 std::span<const NeighbourShip> slotShips, PartingScratch& scratch) {
  const auto n = static_cast<std::uint32_t>(ships.size());
  int rounds = 0;
  for (int round = 0; round < kPartingRounds; ++round) {
    scratch.shift.assign(n, {0, 0, 0});
    bool overlap = false;
    for (std::uint32_t s = 0; s < n; ++s) {
      const std::uint32_t a = slotShips[s].index;
      const double ra = types.type(ships.type[a]).radius;
      for (const std::uint32_t p : list.partnersOf(s)) {
        const std::uint32_t b = slotShips[p].index;
        if (b <= a) continue;  // each pair once (and not the padding, which is s itself)
        const double rb = types.type(ships.type[b]).radius;
        const glm::dvec3 move = partingMove(ships.position[a], ra, ships.position[b], rb, true);
        if (move == glm::dvec3(0.0)) continue;
        overlap = true;
        for (int c = 0; c < 3; ++c) {
          const std::int64_t units = inUnits(move[c]);
          scratch.shift[a][c] += units;
          scratch.shift[b][c] -= units;
        }
      }
    }
    if (!overlap) break;
    ++rounds;
    for (std::uint32_t i = 0; i < n; ++i) {
      const std::array<std::int64_t, 3>& u = scratch.shift[i];
      if (u[0] == 0 && u[1] == 0 && u[2] == 0) continue;
      const glm::dvec3 move(static_cast<double>(u[0]) * kPartingUnit, static_cast<double>(u[1]) * kPartingUnit,
                            static_cast<double>(u[2]) * kPartingUnit);
      const glm::dvec3 was = ships.position[i];
      moveApart(system, ships, i, move);
      scratch.parted[i] += ships.position[i] - was;
    }
  }
  return rounds;
}

}  // namespace perihelion::fleet
