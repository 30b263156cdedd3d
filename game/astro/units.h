// Physical constants and unit conversions used across the simulation.
//
// CONVENTIONS (the whole simulation follows them):
//   - lengths in metres, times in seconds, angles in radians, all in double precision;
//   - degrees, au, km and hours appear only in data files and at the CLI, converted at the gate;
//   - time is a Julian date on the TT scale (see julian_date.h);
//   - world frame: heliocentric, mean ecliptic and equinox of J2000, right-handed,
//     +x towards the vernal equinox, +z towards the north ecliptic pole.
#pragma once

#include <numbers>

namespace perihelion::astro {

inline constexpr double kPi = std::numbers::pi;
inline constexpr double kTwoPi = 2.0 * std::numbers::pi;

/// The astronomical unit in metres (IAU 2012 Resolution B2, exact).
inline constexpr double kAuMetres = 149'597'870'700.0;
inline constexpr double kKmMetres = 1000.0;
inline constexpr double kSecondsPerDay = 86'400.0;
inline constexpr double kSecondsPerHour = 3'600.0;
inline constexpr double kDaysPerJulianCentury = 36'525.0;
/// Julian date of the J2000.0 epoch, 2000-01-01 12:00:00 TT.
inline constexpr double kJ2000 = 2'451'545.0;
/// Gaussian gravitational constant k (rad/day), IAU 1976; GM_sun = k^2 au^3/day^2.
inline constexpr double kGaussianK = 0.01720209895;

constexpr double degToRad(double degrees) { return degrees * (kPi / 180.0); }
constexpr double radToDeg(double radians) { return radians * (180.0 / kPi); }
constexpr double arcsecToRad(double arcsec) { return degToRad(arcsec / 3600.0); }

/// TT seconds since J2000.0 (the simulation's clock) as a Julian date (TT), for the orbit functions.
/// Near 2.46e6 a Julian date in double resolves 40 microseconds; the clock keeps seconds for that reason.
constexpr double julianDateOfSeconds(double secondsSinceJ2000) { return kJ2000 + secondsSinceJ2000 / kSecondsPerDay; }

/// A Julian date (TT) as TT seconds since J2000.0: the inverse of julianDateOfSeconds.
constexpr double secondsSinceJ2000Of(double jdTT) { return (jdTT - kJ2000) * kSecondsPerDay; }

/// Julian centuries of TT since J2000.0: the time argument T of Standish's elements.
constexpr double julianCenturiesSinceJ2000(double jdTT) {
  return (jdTT - kJ2000) / kDaysPerJulianCentury;
}

}  // namespace perihelion::astro
