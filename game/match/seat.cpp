#include "match/seat.h"

namespace perihelion::match {

std::string Seat::spec() const {
  switch (kind) {
    case Kind::Computer: return "ai:" + level;
    case Kind::Human: return "human";
    case Kind::None: return "none";
  }
  return "none";
}

std::optional<Seat> parseSeat(std::string_view spec) {
  if (spec == "none") return Seat{Seat::Kind::None, {}};
  if (spec == "human") return Seat{Seat::Kind::Human, {}};
  constexpr std::string_view kAi = "ai:";
  if (spec.substr(0, kAi.size()) == kAi && spec.size() > kAi.size()) return Seat{Seat::Kind::Computer, std::string(spec.substr(kAi.size()))};
  return std::nullopt;
}

}  // namespace perihelion::match
