#include "orbit/orbit_over_time.h"

#include <algorithm>
#include <limits>

namespace perihelion::orbit {

OrbitOverTime::OrbitOverTime(const OrbitalElements& elements) : sets_{{KeplerOrbit(elements), {}}} {}

OrbitOverTime::OrbitOverTime(const std::vector<DatedElements>& sets) {
  for (const DatedElements& s : sets) sets_.push_back({KeplerOrbit(s.elements), s.spans});
  if (sets_.empty()) sets_.push_back({KeplerOrbit(OrbitalElements{}), {}});
}

const KeplerOrbit& OrbitOverTime::at(double jdTT) const {
  if (sets_.size() == 1) return sets_.front().orbit;
  // The set whose span holds the date; else the one whose span ends nearest it (a handful of spans:
  // a scan, in the data's order, so that equal distances go to the same set on every run).
  const Set* nearest = &sets_.front();
  double nearestGap = std::numeric_limits<double>::infinity();
  for (const Set& s : sets_) {
    for (const DateSpan& span : s.spans) {
      if (jdTT >= span.from && jdTT < span.to) return s.orbit;
      const double gap = jdTT < span.from ? span.from - jdTT : jdTT - span.to;
      if (gap < nearestGap) {
        nearestGap = gap;
        nearest = &s;
      }
    }
  }
  return nearest->orbit;
}

DateSpan OrbitOverTime::coverage() const {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  DateSpan all{kInf, -kInf};
  for (const Set& s : sets_) {
    if (s.spans.empty()) return {-kInf, kInf};
    for (const DateSpan& span : s.spans) {
      all.from = std::min(all.from, span.from);
      all.to = std::max(all.to, span.to);
    }
  }
  return all;
}

bool OrbitOverTime::covers(double jdTT) const {
  const DateSpan all = coverage();
  return jdTT >= all.from && jdTT <= all.to;  // the last span's end counts: "3000 AD" is in
}

}  // namespace perihelion::orbit
