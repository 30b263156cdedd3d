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

/// The terms Standish's Table 2b adds to the mean anomaly of Jupiter to Pluto for 3000 BC - 3000 AD,
/// M = L - varpi + b T^2 + c cos(f T) + s sin(f T): the great inequality of Jupiter and Saturn and the
/// like, which no linear rate follows over six thousand years. All zero: none (Table 1, the inner planets).
struct MeanAnomalyTerms {
  double b = 0.0;  ///< rad per century^2
  double c = 0.0;  ///< rad
  double s = 0.0;  ///< rad
  double f = 0.0;  ///< rad per century

  /// b T^2 + c cos(f T) + s sin(f T), rad, at T Julian centuries since J2000.
  double at(double T) const;
  /// Its rate, rad per century.
  double rateAt(double T) const;
};

/// Elements at J2000.0 and their rates per Julian century of TT (a: m/century, angles: rad/century).
/// Each element at time T (Julian centuries since J2000) is x0 + xdot * T (Standish, step 1).
struct OrbitalElements {
  KeplerianSet atJ2000;
  KeplerianSet ratePerCentury;
  MeanAnomalyTerms extraTerms{};  ///< Table 2b's, carried in the mean longitude (varpi is unchanged)

  /// The elements at a Julian date (TT), the extra terms in the mean longitude. Far outside the fitted
  /// interval the linear rates can push e out of [0, 1) or a below zero; the result is then clamped into
  /// the elliptic domain so that positions degrade gracefully but never become NaN.
  KeplerianSet at(double jdTT) const;
};

/// Largest eccentricity OrbitalElements::at returns (see the clamp above).
inline constexpr double kMaxEccentricity = 1.0 - 1e-9;
/// Largest semi-major axis it returns (m): a light year, far beyond any orbit of the game.
inline constexpr double kMaxSemiMajorAxis = 9.46e15;
/// Time arguments beyond this many Julian centuries from J2000 are clamped.
inline constexpr double kMaxCenturies = 1e6;

}  // namespace perihelion::orbit
