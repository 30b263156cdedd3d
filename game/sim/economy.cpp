#include "sim/economy.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <string>

#include "astro/units.h"

namespace perihelion::sim {
namespace {

constexpr std::int64_t kHoursPerDay = 24;

// GCC's 128-bit integers (the extension keyword keeps -Wpedantic quiet): a gross yield times 10,000
// basis points times a tick's hours may pass 2^63 in a game far beyond the shipped data.
__extension__ using Wide = __int128;

constexpr std::int64_t kMost = std::numeric_limits<std::int64_t>::max();

/// `a + b`, held at the largest int64 rather than wrapping (only an absurd game gets there).
std::int64_t addHeld(std::int64_t a, Wide b) {
  const Wide sum = static_cast<Wide>(a) + b;
  return sum > kMost ? kMost : static_cast<std::int64_t>(sum);
}

/// Pays `hours` of `gross` a day at `rate` into one amount: owed is in 1/(24 * kWholeRate) units.
void accrue(std::int64_t grossPerDay, std::int64_t rate, std::int64_t hours, std::int64_t& stock, std::int64_t& owed,
            std::int64_t& income) {
  constexpr std::int64_t kPerUnit = kHoursPerDay * kWholeRate;
  const Wide earned = static_cast<Wide>(owed) + static_cast<Wide>(grossPerDay) * (kWholeRate - rate) * hours;
  const Wide paid = earned / kPerUnit;
  owed = static_cast<std::int64_t>(earned - paid * kPerUnit);
  stock = addHeld(stock, paid);
  income = addHeld(income, paid);
}

/// Where the k-th ship a yard builds waits: on shells round the yard, 32 points a shell spread evenly
/// by the golden angle (a Fibonacci sphere), each shell further out, so that no two new ships start
/// at one point (a stacked crowd makes the neighbour search quadratic).
glm::dvec3 launchOffset(std::int64_t k, double stationRadius, double shipRadius) {
  constexpr std::int64_t kPerShell = 32;
  const double golden = std::numbers::pi * (3.0 - std::sqrt(5.0));
  const auto i = static_cast<double>(k % kPerShell);
  const auto shell = static_cast<double>(k / kPerShell);
  const double z = 1.0 - (2.0 * i + 1.0) / static_cast<double>(kPerShell);
  const double r = std::sqrt(1.0 - z * z);
  const double phi = golden * i;
  const double distance = stationRadius + 4.0 * shipRadius * (2.0 + shell);
  return distance * glm::dvec3(r * std::cos(phi), r * std::sin(phi), z);
}

void launchShip(GameState& state, const world::SolarSystem& system, const world::StationCatalogue& stationTypes,
                const fleet::ShipCatalogue& shipTypes, Shipyard& yard, const world::Station& station,
                fleet::ShipTypeId type, double now) {
  fleet::Fleets& fleets = state.fleets;
  if (yard.rallyFleet == kNoFleet) {
    const std::string name = stationTypes.type(station.type).name + " " + std::to_string(station.id.value);
    yard.rallyFleet = fleets.addFleet(name, station.owner);
    fleets.fleets[yard.rallyFleet.value].order = yard.rally;
  }
  const world::StationPose pose = world::stationPose(system, station, now);
  const glm::dvec3 offset = pose.offset + launchOffset(yard.shipsBuilt, stationTypes.type(station.type).radius,
                                                       shipTypes.type(type).radius);
  const glm::dvec3 facing = glm::normalize(offset);
  fleets.ships.add(type, yard.rallyFleet, pose.planetPosition + offset, facing);
  const std::size_t ship = fleets.ships.size() - 1;
  fleet::Fleet& rally = fleets.fleets[yard.rallyFleet.value];
  if (rally.order.ringPlace) {
    // A place taken on a ring that does not take the new ship's class is taken afresh for them all.
    const well::Ring& ring = system.body(rally.order.body).well->rings[rally.order.ringPlace->ring];
    if (!ring.accepts.contains(shipTypes.type(type).sizeClass)) rally.order.ringPlace.reset();
  }
  if (rally.order.kind == fleet::Order::Kind::Hold) {
    fleets.ships.mode[ship] = fleet::ShipMode::InWell;  // waits at the yard, going round its planet with it
    fleets.ships.wellOffset[ship] = offset;
    fleets.ships.wellPlanet[ship] = station.planet;
    fleets.ships.wellRing[ship] = station.at.ring;  // and goes round with the yard's ring
  } else {
    fleets.ships.mode[ship] = fleet::ShipMode::Moving;  // sets off after the fleet
  }
  ++yard.shipsBuilt;
  if (Player* owner = state.player(station.owner)) ++owner->shipsBuilt;
}

}  // namespace

std::int64_t wholeHours(double seconds) { return static_cast<std::int64_t>(std::floor(seconds / astro::kSecondsPerHour)); }

std::int64_t addHeld(std::int64_t a, std::int64_t b) { return addHeld(a, static_cast<Wide>(b)); }

void holdComets(GameState& state, const world::SolarSystem& system, const EconomyRules& rules) {
  for (const world::Body& comet : system.bodies) {
    if (comet.kind != world::BodyKind::Comet || comet.id.value >= state.bodyOwners.size()) continue;
    world::PlayerId holder = world::kNobody;
    bool contested = false;
    const auto present = [&](world::PlayerId p) {
      if (!state.player(p) || p == holder) return;
      contested = contested || !(holder == world::kNobody);
      holder = p;
    };
    if (rules.cometHolding == CometHolding::Station) {
      for (const world::Station& s : state.stations) {
        if (s.planet == comet.id && s.built()) present(s.owner);
      }
    } else {
      const fleet::Ships& ships = state.fleets.ships;
      for (std::size_t i = 0; i < ships.size(); ++i) {
        if (ships.mode[i] == fleet::ShipMode::InWell && ships.wellPlanet[i] == comet.id) {
          present(state.fleets.fleets[ships.fleet[i].value].owner);
        }
      }
    }
    state.bodyOwners[comet.id.value] = contested ? world::kNobody : holder;
  }
}

world::Amounts grossPerDay(const GameState& state, const EconomyRules& rules, const world::StationCatalogue& stationTypes,
                           world::PlayerId player) {
  world::Amounts gross;
  for (std::size_t b = 0; b < state.bodyOwners.size(); ++b) {
    if (state.bodyOwners[b] == player) gross += rules.of(world::BodyId{static_cast<std::uint32_t>(b)}).perDay;
  }
  for (const world::Station& s : state.stations) {
    if (s.owner == player && s.built() && s.type.value < stationTypes.types.size()) {
      gross += stationTypes.type(s.type).yieldPerDay;
    }
  }
  return gross;
}

std::int64_t planetsHeld(const GameState& state, const world::SolarSystem& system, world::PlayerId player) {
  std::int64_t n = 0;
  for (std::size_t b = 0; b < state.bodyOwners.size() && b < system.bodies.size(); ++b) {
    if (state.bodyOwners[b] == player && system.bodies[b].kind == world::BodyKind::Planet) ++n;
  }
  return n;
}

std::int64_t taxRateOf(const GameState& state, const world::SolarSystem& system, const EconomyRules& rules,
                       world::PlayerId player) {
  return rules.tax.rateFor(planetsHeld(state, system, player));
}

world::Amounts netPerDay(const world::Amounts& gross, std::int64_t taxRate) {
  const auto net = [&](std::int64_t v) {
    return static_cast<std::int64_t>(static_cast<Wide>(v) * (kWholeRate - taxRate) / kWholeRate);
  };
  return {net(gross.money), net(gross.resources), net(gross.rare)};
}

void payIncome(GameState& state, const world::SolarSystem& system, const EconomyRules& rules,
               const world::StationCatalogue& stationTypes, double seconds) {
  // Hours of play, not of the calendar: a jump of the clock (back or on) neither pays nor owes.
  const std::int64_t hours = wholeHours(state.economySeconds + seconds) - wholeHours(state.economySeconds);
  state.economySeconds += seconds;
  if (hours <= 0) return;
  for (Player& p : state.players) {
    const world::Amounts gross = grossPerDay(state, rules, stationTypes, p.id);
    const std::int64_t rate = taxRateOf(state, system, rules, p.id);
    accrue(gross.money, rate, hours, p.stock.money, p.owed.money, p.ledger.income.money);
    accrue(gross.resources, rate, hours, p.stock.resources, p.owed.resources, p.ledger.income.resources);
    accrue(gross.rare, rate, hours, p.stock.rare, p.owed.rare, p.ledger.income.rare);
  }
}

void advanceConstruction(GameState& state, const world::SolarSystem& system, const world::StationCatalogue& stationTypes,
                         const fleet::ShipCatalogue& shipTypes, double seconds, double now) {
  if (!(seconds > 0.0)) return;
  for (world::Station& s : state.stations) {
    if (s.built()) continue;
    s.buildSecondsLeft = std::max(0.0, s.buildSecondsLeft - seconds);
    if (s.built()) {
      if (Player* owner = state.player(s.owner)) ++owner->stationsBuilt;
    }
  }
  for (Shipyard& yard : state.shipyards) {
    const world::Station* station = state.station(yard.station);
    if (!station || !station->built() || !world::stationFits(system, stationTypes, *station)) continue;
    double budget = seconds;  // a fast tick may finish several ships
    while (!yard.queue.empty() && budget > 0.0) {
      QueuedShip& next = yard.queue.front();
      if (next.type.value >= shipTypes.types.size()) break;  // its type went with a live edit: wait for the data
      const double work = std::min(budget, next.secondsLeft);
      next.secondsLeft -= work;
      budget -= work;
      if (next.secondsLeft > 0.0) break;
      const fleet::ShipTypeId type = next.type;
      yard.queue.erase(yard.queue.begin());
      launchShip(state, system, stationTypes, shipTypes, yard, *station, type, now);
    }
  }
}

void noteBalances(GameState& state) {
  for (Player& p : state.players) p.ledger.minMoney = std::min(p.ledger.minMoney, p.stock.money);
}

std::int64_t TaxRule::rateFor(std::int64_t planets) const {
  if (planets <= 0) return 0;
  return std::min(max, base + perPlanet * (planets - 1));
}

}  // namespace perihelion::sim
