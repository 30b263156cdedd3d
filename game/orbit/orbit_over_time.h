// A body's orbit over the ages: one or more element sets (orbital_elements.h), each used on its own spans
// of dates. The planets carry Standish's Table 1 for 1800-2050, where it is the better fit, and his
// Table 2 for 3000 BC - 1800 and 2051 - 3000 AD; a comet carries one set for all time. The spans of a
// body's sets meet end to end without overlap (the data gate checks it), so that at any date one set
// applies; before the first span or after the last, the nearest one's set is extrapolated, and covers()
// says so for the warnings.
//
// The two fits differ where they meet (by 12.8 million km for Uranus in 1800, 3.5 million for Saturn in
// 2051), and a planet that jumped that far within one tick would land on ships the step never checked
// against it (fleet/step_soundness.h bounds how fast a body moves). So the position passes from one set to
// the other over a seam of a Julian year, on the side of the set that is not the main one (Table 2's:
// 1799-1800 and 2051-2052), by a smoothstep blend of the two positions: continuous, with a velocity that
// includes the blend's own rate (Uranus's 12.8 million km over a year adds 0.6 km/s).
// The main set holds exactly over its own spans, the other sets outside their seams.
#pragma once

#include <vector>

#include <glm/vec3.hpp>

#include "orbit/kepler_orbit.h"

namespace perihelion::orbit {

/// Julian dates (TT) from `from` (included) to `to` (excluded).
struct DateSpan {
  double from = 0.0;
  double to = 0.0;
};

/// An element set and the dates it is used at.
struct DatedElements {
  OrbitalElements elements;
  std::vector<DateSpan> spans;  ///< empty: every date (a single set)
};

class OrbitOverTime {
 public:
  /// One set for every date.
  explicit OrbitOverTime(const OrbitalElements& elements);
  /// Sets whose spans meet end to end (checked by the caller: the data gate); the first is the main one,
  /// the set the game's periods and scales are taken from.
  explicit OrbitOverTime(const std::vector<DatedElements>& sets);

  /// The set in use at a Julian date (TT).
  const KeplerOrbit& at(double jdTT) const;
  /// The main set (the first): the one near today.
  const KeplerOrbit& main() const { return sets_.front().orbit; }

  /// Position (m) and state at a Julian date (TT): the set in use, or within a seam the blend of two.
  glm::dvec3 positionAt(double jdTT) const;
  StateVector stateAt(double jdTT) const;
  /// The elements at a date, from the set in use then (in a seam, the set it passes to).
  KeplerianSet elementsAt(double jdTT) const { return at(jdTT).elements().at(jdTT); }

  /// The sets, in the data's order (the main one first).
  std::size_t sets() const { return sets_.size(); }
  const KeplerOrbit& set(std::size_t k) const { return sets_[k].orbit; }

  /// Whether some set's span holds the date (always, for a single set).
  bool covers(double jdTT) const;
  /// The first and last dates covered (-inf, +inf for a single set).
  const DateSpan& coverage() const { return coverage_; }

 private:
  struct Set {
    KeplerOrbit orbit;
    std::vector<DateSpan> spans;
  };
  /// Where the position passes from one set to another: `from` at the seam's start, `to` at its end.
  struct Seam {
    DateSpan dates;
    std::size_t from = 0, to = 0;
  };
  const Seam* seamAt(double jdTT) const;
  std::vector<Set> sets_;
  std::vector<Seam> seams_;
  DateSpan coverage_;
};

}  // namespace perihelion::orbit
