// Kepler's equation for elliptic orbits: M = E - e sin E.
#pragma once

namespace perihelion::orbit {

/// Reduces an angle to [-pi, pi] (radians): x - 2 pi k with the nearest k, 2 pi split in a high and a
/// low part (after Cody and Waite) so that the reduction adds no error for the angles an orbit sees.
double reduceAngle(double radians);

/// Largest number of iterations solveKeplerEquation performs; the bisection safeguard alone
/// would reach double precision in about 60.
inline constexpr int kKeplerMaxIterations = 64;

/// The eccentric anomaly with its sine and cosine, which every caller needs next.
struct EccentricAnomaly {
  double E = 0.0;  ///< radians, in [-pi, pi]
  double sinE = 0.0;
  double cosE = 1.0;
};

/// Solves Kepler's equation for the eccentric anomaly E (radians).
///
/// Preconditions: 0 <= eccentricity < 1 and a finite meanAnomaly, which may be any angle (negative,
/// or many turns). M is first reduced to [-pi, pi]; the result lies in [-pi, pi] and satisfies
/// |E - e sin E - reduceAngle(M)| <= 1e-14.
///
/// Method: Halley's iteration from Danby's starting value E0 = M + 0.85 e (Danby 1987,
/// Celest. Mech. 40, 303), safeguarded by the bracket [0, pi] that f(E) = E - e sin E - M changes
/// sign on for M in [0, pi]: f is increasing (f' = 1 - e cos E >= 1 - e > 0), so a step leaving
/// the bracket is replaced by bisection and the loop converges for every e < 1, e = 0.999 included.
/// It stops once the bound on Halley's next error falls below 1e-17 rad (see the .cpp), so a
/// low-eccentricity planet needs two evaluations of sin and cos.
EccentricAnomaly solveKepler(double meanAnomaly, double eccentricity);

/// solveKepler(...).E
double solveKeplerEquation(double meanAnomaly, double eccentricity);

}  // namespace perihelion::orbit
