// A body's orbit over the ages: one or more element sets (orbital_elements.h), each used on its own spans
// of dates. The planets carry Standish's Table 1 for 1800-2050, where it is the better fit, and his
// Table 2 for 3000 BC - 1800 and 2050 - 3000 AD; a comet carries one set for all time. The spans of a
// body's sets meet end to end without overlap (the data gate checks it), so that at any date exactly
// one set applies; before the first span or after the last, the nearest one's set is extrapolated, and
// covers() says so for the warnings. Crossing from one set to another at a span's end moves a planet by
// the two fits' difference there (Table 1 and Table 2 differ by up to a few hundred thousand km for the
// giant planets in 2050): the model's own, and no blend hides it.
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

  glm::dvec3 positionAt(double jdTT) const { return at(jdTT).positionAt(jdTT); }
  StateVector stateAt(double jdTT) const { return at(jdTT).stateAt(jdTT); }
  /// The elements at a date, from the set in use then.
  KeplerianSet elementsAt(double jdTT) const { return at(jdTT).elements().at(jdTT); }

  /// The sets, in the data's order (the main one first).
  std::size_t sets() const { return sets_.size(); }
  const KeplerOrbit& set(std::size_t k) const { return sets_[k].orbit; }

  /// Whether some set's span holds the date (always, for a single set).
  bool covers(double jdTT) const;
  /// The first and last dates covered (-inf, +inf for a single set).
  DateSpan coverage() const;

 private:
  struct Set {
    KeplerOrbit orbit;
    std::vector<DateSpan> spans;
  };
  std::vector<Set> sets_;
};

}  // namespace perihelion::orbit
