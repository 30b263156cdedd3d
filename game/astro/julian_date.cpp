#include "astro/julian_date.h"

#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "astro/units.h"

namespace perihelion::astro {
namespace {

constexpr double kTTMinusTAISeconds = 32.184;
/// Julian date of the Unix epoch, 1970-01-01T00:00:00 UTC.
constexpr double kUnixEpochJD = 2'440'587.5;

struct LeapStep {
  int year;
  int month;
  double taiMinusUtc;  ///< seconds, from the first day of that month (UTC) on
};

// IERS Bulletin C / the IERS leap-second history (hpiers.obspm.fr/iers/bul/bulc/Leap_Second.dat).
constexpr std::array<LeapStep, 28> kLeapSteps{{
    {1972, 1, 10}, {1972, 7, 11}, {1973, 1, 12}, {1974, 1, 13}, {1975, 1, 14}, {1976, 1, 15},
    {1977, 1, 16}, {1978, 1, 17}, {1979, 1, 18}, {1980, 1, 19}, {1981, 7, 20}, {1982, 7, 21},
    {1983, 7, 22}, {1985, 7, 23}, {1988, 1, 24}, {1990, 1, 25}, {1991, 1, 26}, {1992, 7, 27},
    {1993, 7, 28}, {1994, 7, 29}, {1996, 1, 30}, {1997, 7, 31}, {1999, 1, 32}, {2006, 1, 33},
    {2009, 1, 34}, {2012, 7, 35}, {2015, 7, 36}, {2017, 1, 37},
}};

bool isLeapYear(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int daysInMonth(int y, int m) {
  constexpr std::array<int, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && isLeapYear(y) ? 29 : kDays[static_cast<std::size_t>(m - 1)];
}

/// Reads exactly `width` decimal digits at text[pos], advancing pos.
std::optional<int> readDigits(std::string_view text, std::size_t& pos, std::size_t width) {
  if (pos + width > text.size()) return std::nullopt;
  int value = 0;
  for (std::size_t k = 0; k < width; ++k) {
    const char c = text[pos + k];
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  pos += width;
  return value;
}

bool consume(std::string_view text, std::size_t& pos, char c) {
  if (pos < text.size() && text[pos] == c) {
    ++pos;
    return true;
  }
  return false;
}

ParsedDate fail(std::string message) { return ParsedDate{std::nullopt, std::move(message)}; }

ParsedDate parseJulianDate(std::string_view digits, std::string_view original) {
  double jd = 0.0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), jd);
  if (ec != std::errc{} || end != digits.data() + digits.size() || !std::isfinite(jd)) {
    return fail("bad date '" + std::string(original) + "': expected JD followed by a number, as in JD2451545.0");
  }
  if (jd < kEarliestJulianDate || jd > kMaxJulianDate) {
    return fail("bad date '" + std::string(original) + "': expected a Julian date from 0 (4713 BC) to " +
                "5373484.5 (year 9999)");
  }
  return ParsedDate{jd, {}};
}

/// True when a leap second was inserted at the end of that UTC day: the last day of the month before
/// each step of the table after the first (1972-01-01 began the table; it inserted no leap second).
bool isLeapSecondDay(int year, int month, int day) {
  for (std::size_t k = 1; k < kLeapSteps.size(); ++k) {
    const LeapStep& step = kLeapSteps[k];
    const int lastYear = step.month == 1 ? step.year - 1 : step.year;
    const int lastMonth = step.month == 1 ? 12 : step.month - 1;
    if (year == lastYear && month == lastMonth && day == daysInMonth(lastYear, lastMonth)) return true;
  }
  return false;
}

/// Parses "YYYY-MM-DD[(T| )hh:mm[:ss[.fff]]][Z|(+|-)hh:mm]" (UTC) and returns the Julian date on TT.
ParsedDate parseIsoTT(std::string_view text) {
  const std::string expected =
      "bad date '" + std::string(text) +
      "': expected JD<number> (TT) or an ISO 8601 date such as 2026-11-22 or 2026-11-22T12:00:00Z (UTC)";
  std::size_t pos = 0;
  CalendarDateTime t;
  const auto year = readDigits(text, pos, 4);
  if (!year || !consume(text, pos, '-')) return fail(expected);
  const auto month = readDigits(text, pos, 2);
  if (!month || !consume(text, pos, '-')) return fail(expected);
  const auto day = readDigits(text, pos, 2);
  if (!day) return fail(expected);
  t.year = *year;
  t.month = *month;
  t.day = *day;
  if (t.month < 1 || t.month > 12 || t.day < 1 || t.day > daysInMonth(t.year, t.month)) {
    return fail("bad date '" + std::string(text) + "': no such calendar day");
  }
  double offsetMinutes = 0.0;
  if (consume(text, pos, 'T') || consume(text, pos, ' ')) {
    const auto hour = readDigits(text, pos, 2);
    if (!hour || !consume(text, pos, ':')) return fail(expected);
    const auto minute = readDigits(text, pos, 2);
    if (!minute) return fail(expected);
    t.hour = *hour;
    t.minute = *minute;
    if (consume(text, pos, ':')) {
      const auto second = readDigits(text, pos, 2);
      if (!second) return fail(expected);
      t.second = *second;
      if (consume(text, pos, '.')) {
        double scale = 0.1;
        const std::size_t first = pos;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9' && pos - first < 9) {
          t.second += scale * (text[pos] - '0');
          scale /= 10.0;
          ++pos;
        }
        if (pos == first) return fail(expected);
      }
    }
    if (t.hour > 23 || t.minute > 59 || t.second >= 61.0) {
      return fail("bad date '" + std::string(text) + "': time of day out of range");
    }
    if (t.second >= 60.0 && !(t.hour == 23 && t.minute == 59 && isLeapSecondDay(t.year, t.month, t.day))) {
      return fail("bad date '" + std::string(text) + "': second 60 exists only at 23:59 UTC before a leap second");
    }
    if (!consume(text, pos, 'Z') && pos < text.size() && (text[pos] == '+' || text[pos] == '-')) {
      const double sign = text[pos] == '-' ? -1.0 : 1.0;
      ++pos;
      const auto oh = readDigits(text, pos, 2);
      if (!oh || !consume(text, pos, ':')) return fail(expected);
      const auto om = readDigits(text, pos, 2);
      if (!om || *oh > 23 || *om > 59) return fail(expected);
      offsetMinutes = sign * (*oh * 60 + *om);
    }
  }
  if (pos != text.size()) return fail(expected);
  // A leap second 23:59:60.x is read as 23:59:59 plus the extra part, so that it stays one second
  // before the next midnight on the TT scale (utcToTT adds the offset in force before the step).
  const double leapExtra = t.second >= 60.0 ? t.second - 59.0 : 0.0;
  t.second -= leapExtra;
  const double jdUtc = julianDateFromCalendar(t) - offsetMinutes / (24.0 * 60.0);
  return ParsedDate{utcToTT(jdUtc) + leapExtra / kSecondsPerDay, {}};
}

}  // namespace

double julianDateFromCalendar(const CalendarDateTime& t) {
  // Fliegel & Van Flandern: integer arithmetic, C++ division truncates towards zero as theirs does.
  const long y = t.year;
  const long m = t.month;
  const long d = t.day;
  const long a = (m - 14) / 12;
  const long dayNumber = (1461 * (y + 4800 + a)) / 4 + (367 * (m - 2 - 12 * a)) / 12 -
                         (3 * ((y + 4900 + a) / 100)) / 4 + d - 32075;
  const double dayFraction = (t.hour + (t.minute + t.second / 60.0) / 60.0) / 24.0;
  return static_cast<double>(dayNumber) - 0.5 + dayFraction;
}

double taiMinusUtcSeconds(double jdUtc) {
  double value = kLeapSteps.front().taiMinusUtc;
  for (const LeapStep& step : kLeapSteps) {
    if (jdUtc >= julianDateFromCalendar({step.year, step.month, 1, 0, 0, 0.0})) value = step.taiMinusUtc;
  }
  return value;
}

double utcToTT(double jdUtc) {
  return jdUtc + (taiMinusUtcSeconds(jdUtc) + kTTMinusTAISeconds) / kSecondsPerDay;
}

ParsedDate parseDateTT(std::string_view text) {
  if (text.size() > 2 && (text[0] == 'J' || text[0] == 'j') && (text[1] == 'D' || text[1] == 'd')) {
    return parseJulianDate(text.substr(2), text);
  }
  return parseIsoTT(text);
}

double nowTT() {
  const auto since = std::chrono::system_clock::now().time_since_epoch();
  const double seconds = std::chrono::duration<double>(since).count();
  return utcToTT(kUnixEpochJD + seconds / kSecondsPerDay);
}

std::string formatUtcIso(double jdTT) {
  // Before year 0, and in its first day (whose UTC, a minute earlier than TT, may fall before it):
  if (jdTT >= kEarliestJulianDate && jdTT < kMinJulianDate + 1.0) {
    char text[48];
    std::snprintf(text, sizeof text, "JD%.4f TT", jdTT);  // before year 0: no calendar date
    return text;
  }
  if (!(jdTT >= kMinJulianDate && jdTT <= kMaxJulianDate)) return "(date out of range)";
  // Invert utcToTT: find the offset whose step began (on the TT scale) at or before jdTT.
  double offset = kLeapSteps.front().taiMinusUtc;
  for (const LeapStep& step : kLeapSteps) {
    const double stepStartTT = julianDateFromCalendar({step.year, step.month, 1, 0, 0, 0.0}) +
                               (step.taiMinusUtc + kTTMinusTAISeconds) / kSecondsPerDay;
    if (jdTT >= stepStartTT) offset = step.taiMinusUtc;
  }
  const double jdUtc = jdTT - (offset + kTTMinusTAISeconds) / kSecondsPerDay;
  // Round to the whole second, then split into day number and seconds of day.
  const double totalSeconds = std::round((jdUtc + 0.5) * kSecondsPerDay);
  const long dayNumber = static_cast<long>(std::floor(totalSeconds / kSecondsPerDay));
  const long secondOfDay = static_cast<long>(totalSeconds - static_cast<double>(dayNumber) * kSecondsPerDay);
  // Day number -> Gregorian date, the inverse of Fliegel & Van Flandern.
  long l = dayNumber + 68569;
  const long n = (4 * l) / 146097;
  l = l - (146097 * n + 3) / 4;
  const long i = (4000 * (l + 1)) / 1461001;
  l = l - (1461 * i) / 4 + 31;
  const long j = (80 * l) / 2447;
  const long day = l - (2447 * j) / 80;
  l = j / 11;
  const long month = j + 2 - 12 * l;
  const long year = 100 * (n - 49) + i + l;
  char buffer[128];  // room for any long, so no truncation is possible
  std::snprintf(buffer, sizeof buffer, "%04ld-%02ld-%02ldT%02ld:%02ld:%02ldZ", year, month, day,
                secondOfDay / 3600, (secondOfDay / 60) % 60, secondOfDay % 60);
  return buffer;
}

}  // namespace perihelion::astro
