// GoogleTest assertion for double vectors: passes when |got - expected| <= tolerance, and says both
// vectors and the error when it fails.
#pragma once

#include <gtest/gtest.h>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

namespace perihelion::test {

inline ::testing::AssertionResult near3(glm::dvec3 got, glm::dvec3 expected, double tolerance) {
  const double error = glm::length(got - expected);
  if (error <= tolerance) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "got (" << got.x << ", " << got.y << ", " << got.z << "), expected ("
                                       << expected.x << ", " << expected.y << ", " << expected.z << "), error "
                                       << error << " > " << tolerance;
}

}  // namespace perihelion::test
