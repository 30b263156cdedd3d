#include "match/computer_seats.h"

#include <cmath>

#include "ai/player_view.h"
#include "sim/victory.h"

namespace perihelion::match {

ComputerSeats::ComputerSeats(std::vector<Seat> seats, ai::MatchKnowledge knowledge, const sim::EconomyRules& rules,
                             double startTime)
    : seats_(std::move(seats)), knowledge_(std::move(knowledge)), nextThink_(seats_.size(), startTime) {
  // The computer players look in turn, spread over their first interval, so that no seat always
  // looks first.
  const std::size_t n = seats_.size();
  for (std::size_t p = 0; p < n; ++p) {
    if (seats_[p].kind != Seat::Kind::Computer) continue;
    const sim::ComputerLevel* level = sim::levelNamed(rules.computerLevels, seats_[p].level);
    nextThink_[p] = startTime + (level ? level->thinkEverySeconds : 0.0) * static_cast<double>(p) / static_cast<double>(n);
  }
}

bool ComputerSeats::isComputer(world::PlayerId player) const {
  return player.value < seats_.size() && seats_[player.value].kind == Seat::Kind::Computer;
}

double ComputerSeats::nextLook(world::PlayerId player) const {
  return player.value < nextThink_.size() ? nextThink_[player.value] : 0.0;
}

void ComputerSeats::takeOver(world::PlayerId player, Seat seat) {
  if (player.value < seats_.size()) seats_[player.value] = std::move(seat);
}

void ComputerSeats::think(const sim::GameState& state, const sim::Rules& rules, std::vector<sim::Command>& out,
                          ThinkObserver* observer) {
  for (std::size_t p = 0; p < seats_.size() && p < state.players.size(); ++p) {
    if (seats_[p].kind != Seat::Kind::Computer || seats_[p].remote || state.time < nextThink_[p]) continue;
    const sim::ComputerLevel* level = sim::levelNamed(rules.economy.computerLevels, seats_[p].level);
    if (!level) continue;
    const world::PlayerId id{static_cast<std::uint32_t>(p)};
    if (!sim::stillIn(state, id)) continue;
    if (observer) observer->beforeThinking();
    const std::vector<sim::Command> mine = ai::decide(ai::viewOf(state, rules, id), rules, *level, knowledge_);
    if (observer) observer->afterThinking();
    ++decisions_;
    out.insert(out.end(), mine.begin(), mine.end());
    // Whole intervals on from the last look, so the looks keep their rhythm at any tick length (and a
    // jump of the clock skips them in one step).
    nextThink_[p] += level->thinkEverySeconds * (std::floor((state.time - nextThink_[p]) / level->thinkEverySeconds) + 1.0);
  }
}

}  // namespace perihelion::match
