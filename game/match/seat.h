// Who plays a seat of a skirmish: "ai:LEVEL" (the computer, at a level of the rules file), "none" (a
// player who does nothing) or "human" (the desktop's player).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace perihelion::match {

struct Seat {
  enum class Kind : unsigned char { Computer, None, Human };
  Kind kind = Kind::None;
  std::string level;  ///< Computer: the level's name ("hard")
  /// Played on another machine of a LAN match: its commands come from there, and this one never
  /// thinks for it (app/skirmish/lan_host.h).
  bool remote = false;

  /// "ai:hard", "none", "human": as the command line takes it.
  std::string spec() const;
};

/// The seat a spec names; none when it is none of the forms above (the level is checked against
/// the rules later, where they are loaded).
std::optional<Seat> parseSeat(std::string_view spec);

}  // namespace perihelion::match
