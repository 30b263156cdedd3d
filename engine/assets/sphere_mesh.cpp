#include "assets/sphere_mesh.h"

#include <cmath>
#include <numbers>

namespace perihelion::engine {

MeshData makeUvSphere(int segments, int rings) {
  MeshData mesh;
  constexpr float kPi = std::numbers::pi_v<float>;
  for (int r = 0; r <= rings; ++r) {
    const float v = static_cast<float>(r) / static_cast<float>(rings);
    const float latitude = (v - 0.5f) * kPi;  // -pi/2 at the south pole
    for (int s = 0; s <= segments; ++s) {
      const float u = static_cast<float>(s) / static_cast<float>(segments);
      const float longitude = u * 2.0f * kPi;
      const glm::vec3 p{std::cos(latitude) * std::cos(longitude), std::cos(latitude) * std::sin(longitude),
                        std::sin(latitude)};
      mesh.vertices.push_back({p, p, {u, 1.0f - v}});
    }
  }
  const auto index = [&](int r, int s) { return static_cast<std::uint32_t>(r * (segments + 1) + s); };
  for (int r = 0; r < rings; ++r) {
    for (int s = 0; s < segments; ++s) {
      // Counter-clockwise seen from outside. The pole rows have one degenerate triangle each: skipped.
      if (r != 0) mesh.indices.insert(mesh.indices.end(), {index(r, s), index(r, s + 1), index(r + 1, s + 1)});
      if (r != rings - 1) mesh.indices.insert(mesh.indices.end(), {index(r, s), index(r + 1, s + 1), index(r + 1, s)});
    }
  }
  return mesh;
}

}  // namespace perihelion::engine
