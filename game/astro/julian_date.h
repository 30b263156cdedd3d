// Calendar dates <-> Julian dates, and the UTC -> TT conversion used for dates typed by people.
//
// Time scale: the simulation's clock is a Julian date on the TT (Terrestrial Time) scale. TT differs
// from TDB, the argument of JPL's elements, by under 2 ms, which is far below the orbit model's error.
// Calendar dates are on the proleptic Gregorian calendar.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace perihelion::astro {

/// The calendar dates the program reads and writes: years 0000 to 9999 of the proleptic Gregorian calendar.
inline constexpr double kMinJulianDate = 1'721'059.5;  ///< 0000-01-01 00:00
inline constexpr double kMaxJulianDate = 5'373'484.5;  ///< 10000-01-01 00:00
/// The earliest Julian date it takes as "JD...": the start of the Julian period (4713 BC), before the
/// orbits' 3000 BC (earlier years have no calendar date here: they are shown as Julian dates).
inline constexpr double kEarliestJulianDate = 0.0;

struct CalendarDateTime {
  int year = 2000;
  int month = 1;   ///< 1..12
  int day = 1;     ///< 1..31
  int hour = 0;    ///< 0..23
  int minute = 0;  ///< 0..59
  double second = 0.0;  ///< [0, 61): a leap second may read 60.x
};

/// Julian date of a proleptic Gregorian calendar instant, on whatever scale the instant is given in.
/// Integer day number after Fliegel and Van Flandern (1968), CACM 11(10) p. 657.
double julianDateFromCalendar(const CalendarDateTime& t);

/// TAI - UTC in seconds at a UTC instant (Julian date on the UTC scale), from the IERS leap-second
/// table (Bulletin C; 37 s since 2017-01-01, no leap second announced since). Before 1972-01-01,
/// when UTC had no whole-second steps, the 1972 value of 10 s is used: an approximation, good to a few
/// seconds after 1961 and to about a minute back to 1800 (documented in the README).
double taiMinusUtcSeconds(double jdUtc);

/// TT = UTC + (TAI - UTC) + 32.184 s. Input and output are Julian dates.
double utcToTT(double jdUtc);

/// Parses a date as typed on the command line into a Julian date on the TT scale:
///   "JD2451545.0"                  a Julian date, already TT, from kEarliestJulianDate to kMaxJulianDate;
///   "2026-11-22"                   midnight UTC that day;
///   "2026-11-22T12:00:00Z"         a UTC instant (the Z, or +00:00, is optional: ISO dates are UTC);
///   "2026-11-22T12:00:00.5+02:00"  a local time with its offset, converted to UTC first;
///   "2016-12-31T23:59:60Z"         a leap second, accepted only where one was inserted.
/// On failure jdTT is empty and error says what is wrong.
struct ParsedDate {
  std::optional<double> jdTT;
  std::string error;
};
ParsedDate parseDateTT(std::string_view text);

/// The current system-clock time as a Julian date on the TT scale.
double nowTT();

/// ISO 8601 text (UTC, to the second) of a TT Julian date, for display: "2026-11-22T12:00:00Z".
std::string formatUtcIso(double jdTT);

}  // namespace perihelion::astro
