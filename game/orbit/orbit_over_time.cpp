#include "orbit/orbit_over_time.h"

#include <algorithm>
#include <limits>
#include <optional>

#include "astro/units.h"

namespace perihelion::orbit {

OrbitOverTime::OrbitOverTime(const OrbitalElements& elements)
    : sets_{{KeplerOrbit(elements), {}}}, coverage_{-std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()} {}

namespace {

/// A seam's length: a Julian year.
constexpr double kSeamDays = 365.25;

/// 3x^2 - 2x^3 and its derivative: from 0 to 1 with no step in the value or the rate at either end.
double smoothstep(double x) { return x * x * (3.0 - 2.0 * x); }
double smoothstepRate(double x) { return 6.0 * x * (1.0 - x); }

}  // namespace

OrbitOverTime::OrbitOverTime(const std::vector<DatedElements>& sets) {
  for (const DatedElements& s : sets) sets_.push_back({KeplerOrbit(s.elements), s.spans});
  if (sets_.empty()) sets_.push_back({KeplerOrbit(OrbitalElements{}), {}});
  // The first and last dates covered, once (the HUD asks every frame).
  constexpr double kInf = std::numeric_limits<double>::infinity();
  coverage_ = {kInf, -kInf};
  for (const Set& s : sets_) {
    for (const DateSpan& span : s.spans) coverage_ = {std::min(coverage_.from, span.from), std::max(coverage_.to, span.to)};
  }
  if (std::any_of(sets_.begin(), sets_.end(), [](const Set& s) { return s.spans.empty(); })) coverage_ = {-kInf, kInf};
  // A seam inside each span of a set other than the main one, where it meets another set's span: at its
  // start (from that set to this one) and at its end (from this one to the next), unless the neighbour
  // is another such set whose own seam covers the meeting already.
  const auto setWhoseSpan = [&](auto meets) -> std::optional<std::size_t> {
    for (std::size_t k = 0; k < sets_.size(); ++k) {
      for (const DateSpan& span : sets_[k].spans) {
        if (meets(span)) return k;
      }
    }
    return std::nullopt;
  };
  for (std::size_t k = 1; k < sets_.size(); ++k) {
    for (const DateSpan& span : sets_[k].spans) {
      const double length = std::min(kSeamDays, (span.to - span.from) / 2.0);
      if (const auto before = setWhoseSpan([&](const DateSpan& d) { return d.to == span.from; }); before && *before != k) {
        seams_.push_back({{span.from, span.from + length}, *before, k});
      }
      if (const auto after = setWhoseSpan([&](const DateSpan& d) { return d.from == span.to; }); after && *after == 0) {
        seams_.push_back({{span.to - length, span.to}, k, 0});
      }
    }
  }
}

const OrbitOverTime::Seam* OrbitOverTime::seamAt(double jdTT) const {
  for (const Seam& s : seams_) {
    if (jdTT >= s.dates.from && jdTT < s.dates.to) return &s;
  }
  return nullptr;
}

glm::dvec3 OrbitOverTime::positionAt(double jdTT) const {
  const Seam* seam = seamAt(jdTT);
  if (!seam) return at(jdTT).positionAt(jdTT);
  const double w = smoothstep((jdTT - seam->dates.from) / (seam->dates.to - seam->dates.from));
  return (1.0 - w) * sets_[seam->from].orbit.positionAt(jdTT) + w * sets_[seam->to].orbit.positionAt(jdTT);
}

StateVector OrbitOverTime::stateAt(double jdTT) const {
  const Seam* seam = seamAt(jdTT);
  if (!seam) return at(jdTT).stateAt(jdTT);
  const double seconds = (seam->dates.to - seam->dates.from) * astro::kSecondsPerDay;
  const double x = (jdTT - seam->dates.from) / (seam->dates.to - seam->dates.from);
  const double w = smoothstep(x), wRate = smoothstepRate(x) / seconds;
  const StateVector a = sets_[seam->from].orbit.stateAt(jdTT), b = sets_[seam->to].orbit.stateAt(jdTT);
  return {(1.0 - w) * a.position + w * b.position, (1.0 - w) * a.velocity + w * b.velocity + wRate * (b.position - a.position)};
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

bool OrbitOverTime::covers(double jdTT) const {
  return jdTT >= coverage_.from && jdTT <= coverage_.to;  // the last span's end counts: "3000 AD" is in
}

}  // namespace perihelion::orbit
