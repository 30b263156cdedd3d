// Points along an orbit's ellipse, for drawing it: the renderer pulls them, the orbit never draws.
// (Celestia's OrbitSampleProc plays the same part.)
#pragma once

#include <vector>

#include <glm/vec3.hpp>

#include "orbit/kepler_orbit.h"

namespace perihelion::orbit {

/// `count` + 1 points (m, heliocentric ecliptic J2000) round the ellipse of the elements at jdTT,
/// evenly spaced in eccentric anomaly (denser where the orbit curves most sharply, at perihelion,
/// than even spacing in time). The first and the last point are the body's position at jdTT, so the
/// drawn ellipse passes exactly through the body, however close the camera.
std::vector<glm::dvec3> sampleOrbit(const KeplerOrbit& orbit, double jdTT, int count);

}  // namespace perihelion::orbit
