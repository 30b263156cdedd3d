// Keplerian elements of a heliocentric orbit and their secular rates (Standish's model).
#pragma once

namespace perihelion::orbit {

/// The six elements of JPL's "Keplerian Elements for Approximate Positions of the Major Planets"
/// (E. M. Standish), referred to the mean ecliptic and equinox of J2000. SI units and radians.
struct KeplerianSet {
  double semiMajorAxis = 0.0;             ///< a, metres (> 0)
  double eccentricity = 0.0;              ///< e, in [0, 1)
  double inclination = 0.0;               ///< I, radians
  double meanLongitude = 0.0;             ///< L = M + varpi, radians
  double longitudeOfPerihelion = 0.0;     ///< varpi = omega + Omega, radians
  double longitudeOfAscendingNode = 0.0;  ///< Omega, radians
};

/// Elements at J2000.0 and their rates per Julian century of TT (a: m/century, angles: rad/century).
/// Each element at time T (Julian centuries since J2000) is x0 + xdot * T (Standish, step 1).
struct OrbitalElements {
  KeplerianSet atJ2000;
  KeplerianSet ratePerCentury;

  /// The elements at a Julian date (TT). Far outside the fitted interval (1800-2050) the linear
  /// rates can push e out of [0, 1) or a below zero; the result is then clamped into the
  /// elliptic domain so that positions degrade gracefully but never become NaN.
  KeplerianSet at(double jdTT) const;
};

/// Largest eccentricity OrbitalElements::at returns (see the clamp above).
inline constexpr double kMaxEccentricity = 1.0 - 1e-9;
/// Largest semi-major axis it returns (m): a light year, far beyond any orbit of the game.
inline constexpr double kMaxSemiMajorAxis = 9.46e15;
/// Time arguments beyond this many Julian centuries from J2000 are clamped.
inline constexpr double kMaxCenturies = 1e6;

}  // namespace perihelion::orbit
