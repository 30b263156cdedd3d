// GL test (needs a display; exits 77 without one, which CTest counts as skipped): the game's ship
// model drawn with 1 and with 10,000 instances takes the same number of draw calls, one per mesh,
// and the copies really reach the picture. The calls are counted at the GL boundary, by wrapping
// glad's function pointers, not by the engine's own counter.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <string>

#include <glad/gl.h>

#include "assets/model_loader.h"
#include "core/log.h"
#include "gl/gpu_mesh.h"
#include "gl/render_target.h"
#include "gl/shader_program.h"
#include "platform/window.h"

namespace {

using namespace perihelion::engine;

std::unique_ptr<Window> gWindow;

// Counting wrappers round every GL draw entry point the engine uses.
int gGlDraws = 0;
PFNGLDRAWELEMENTSINSTANCEDPROC gRealDrawElementsInstanced = nullptr;
PFNGLDRAWELEMENTSPROC gRealDrawElements = nullptr;
PFNGLDRAWARRAYSPROC gRealDrawArrays = nullptr;
void GLAD_API_PTR countDrawElementsInstanced(GLenum m, GLsizei c, GLenum t, const void* i, GLsizei n) {
  ++gGlDraws;
  gRealDrawElementsInstanced(m, c, t, i, n);
}
void GLAD_API_PTR countDrawElements(GLenum m, GLsizei c, GLenum t, const void* i) {
  ++gGlDraws;
  gRealDrawElements(m, c, t, i);
}
void GLAD_API_PTR countDrawArrays(GLenum m, GLint f, GLsizei c) {
  ++gGlDraws;
  gRealDrawArrays(m, f, c);
}

void countGlDraws() {
  gRealDrawElementsInstanced = glad_glDrawElementsInstanced;
  gRealDrawElements = glad_glDrawElements;
  gRealDrawArrays = glad_glDrawArrays;
  glad_glDrawElementsInstanced = countDrawElementsInstanced;
  glad_glDrawElements = countDrawElements;
  glad_glDrawArrays = countDrawArrays;
}

struct Drawn {
  int drawCalls = 0;
  long long litPixels = 0;
};

Drawn drawShips(int count) {
  static const ModelData model = loadModel(std::string(PERIHELION_DATA_DIR) + "/models/ship.obj");
  std::string errors;
  const std::optional<ShaderProgram> shader = ShaderProgram::fromFiles(
      std::string(PERIHELION_SHADER_DIR) + "/lit_mesh.vert", std::string(PERIHELION_SHADER_DIR) + "/lit_mesh.frag", errors);
  if (!shader) {
    ADD_FAILURE() << errors;
    return {};
  }
  std::vector<GpuMesh> meshes;
  for (const MeshData& m : model.meshes) meshes.emplace_back(m);

  // A grid of ships 40 m apart, 600 m in front of a camera looking down -z: one ship is ~8 px long.
  std::vector<MeshInstance> instances;
  const int side = static_cast<int>(std::ceil(std::sqrt(count)));
  for (int k = 0; k < count; ++k) {
    const float x = static_cast<float>(k % side - side / 2) * 40.0f;
    const float y = static_cast<float>(k / side - side / 2) * 40.0f;
    instances.push_back({{x, y, -600.0f, 1.0f}, {0.0f, 0.0f, 0.0f, 1.0f}, {0.8f, 0.8f, 0.9f, 1.0f}});
  }
  InstanceBuffer buffer;
  buffer.upload(instances);

  RenderTarget target;
  target.resize({256, 256});
  target.bind();
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glClearColor(0, 0, 0, 1);
  glClearDepth(1.0);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  shader->use();
  const float f = 1.0f / std::tan(0.5f);  // 57-degree field of view, near 1 m, far 1e5 m
  const glm::mat4 projection{{f, 0, 0, 0}, {0, f, 0, 0}, {0, 0, -1.00002f, -1}, {0, 0, -2.00002f, 0}};
  shader->set("uViewProjection", projection);
  shader->set("uSunRelative", glm::vec3(0.0f, 0.0f, 1e6f));
  shader->set("uHasTexture", 0);
  shader->set("uEmissive", 1);
  gGlDraws = 0;
  for (const GpuMesh& mesh : meshes) mesh.drawInstanced(buffer);
  Drawn drawn{gGlDraws, 0};
  const std::vector<std::uint8_t> pixels = target.readPixels();
  for (std::size_t k = 0; k < pixels.size(); k += 4) drawn.litPixels += pixels[k] + pixels[k + 1] + pixels[k + 2] > 30;
  return drawn;
}

TEST(Instancing, DrawCallsDoNotGrowWithTheNumberOfShips) {
  const Drawn one = drawShips(1);
  const Drawn many = drawShips(10000);
  EXPECT_GT(one.drawCalls, 0);
  EXPECT_LE(one.drawCalls, 3) << "the ship has two meshes: one call each";
  EXPECT_EQ(one.drawCalls, many.drawCalls);
  EXPECT_GT(one.litPixels, 0) << "a single ship should be visible";
  EXPECT_GT(many.litPixels, 20 * one.litPixels) << "ten thousand ships should cover far more of the picture";
}

}  // namespace

int main(int argc, char** argv) {
  setMinimumLogLevel(LogLevel::Warning);
  std::string error;
  WindowDesc desc;
  desc.visible = false;
  desc.width = desc.height = 256;
  gWindow = Window::open(desc, error);
  if (!gWindow) {
    std::printf("%s: GL tests skipped\n", error.c_str());
    return 77;
  }
  countGlDraws();
  ::testing::InitGoogleTest(&argc, argv);
  const int result = RUN_ALL_TESTS();
  gWindow.reset();
  return result;
}
