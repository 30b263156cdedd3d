// Small engine pieces that need no GL context: the log's line format, the shader-log formatter and the
// sphere mesh.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/geometric.hpp>

#include "assets/sphere_mesh.h"
#include "core/log.h"
#include "gl/shader_log.h"

namespace perihelion::engine {
namespace {

TEST(Log, ALineThatCarriesItsLevelWordIsPrintedWithTheTagAlone) {
  ::testing::internal::CaptureStderr();
  logError("DATA", "plain message");
  logLine(LogLevel::Error, "DATA", "data/ships.json:5:3: error: /ship_types: expected ... [type-in-use]");
  EXPECT_EQ(::testing::internal::GetCapturedStderr(),
            "[DATA] error: plain message\n[DATA] data/ships.json:5:3: error: /ship_types: expected ... [type-in-use]\n");
}

TEST(ShaderLog, NamesTheFileAndLineForMesaAndNvidiaLogs) {
  EXPECT_EQ(formatShaderLog("shaders/a.frag", "0:12(5): error: `x' undeclared\n"),
            "shaders/a.frag:12: error: `x' undeclared\n");
  EXPECT_EQ(formatShaderLog("shaders/a.vert", "0(7) : error C0000: syntax error\n"),
            "shaders/a.vert:7: error C0000: syntax error\n");
  EXPECT_EQ(formatShaderLog("s.frag", "something else\n\n"), "s.frag: something else\n");
  EXPECT_EQ(formatShaderLog("s.frag", "0:1(1): error: a\n0:3(9): warning: b"), "s.frag:1: error: a\ns.frag:3: warning: b\n");
}

TEST(SphereMesh, HasTheDocumentedCountsAndLiesOnTheUnitSphere) {
  const MeshData mesh = makeUvSphere(16, 8);
  EXPECT_EQ(mesh.vertices.size(), 17u * 9u);
  EXPECT_EQ(mesh.indices.size(), 6u * 16u * 7u);
  for (const Vertex& v : mesh.vertices) {
    EXPECT_NEAR(glm::length(v.position), 1.0f, 1e-6f);
    EXPECT_NEAR(glm::dot(v.position, v.normal), 1.0f, 1e-6f);  // outward normals
  }
  for (std::uint32_t i : mesh.indices) EXPECT_LT(i, mesh.vertices.size());
  // The north pole row (+z) has v = 0: the top row of an equirectangular image.
  EXPECT_NEAR(mesh.vertices.back().position.z, 1.0f, 1e-6f);
  EXPECT_NEAR(mesh.vertices.back().uv.y, 0.0f, 1e-6f);
}

TEST(SphereMesh, TrianglesFaceOutwards) {
  const MeshData mesh = makeUvSphere(24, 12);
  for (std::size_t k = 0; k < mesh.indices.size(); k += 3) {
    const glm::vec3 a = mesh.vertices[mesh.indices[k]].position;
    const glm::vec3 b = mesh.vertices[mesh.indices[k + 1]].position;
    const glm::vec3 c = mesh.vertices[mesh.indices[k + 2]].position;
    EXPECT_GT(glm::dot(glm::cross(b - a, c - a), a + b + c), 0.0f) << "triangle " << k / 3;
  }
}

}  // namespace
}  // namespace perihelion::engine
