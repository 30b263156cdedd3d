// Tests of CPU-side model and image loading (no GL): fixtures in tests/data/models/ (written by its
// make_fixtures.py, which states every number expected here) and the game's models in data/models/.
#include "assets/image_loader.h"
#include "assets/model_cache.h"
#include "assets/model_loader.h"

#include <glm/geometric.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace perihelion::engine {
namespace {

namespace fs = std::filesystem;

const fs::path kFixtures = fs::path(PERIHELION_TEST_DATA_DIR) / "models";
const fs::path kGameModels = fs::path(PERIHELION_DATA_DIR) / "models";
constexpr float kTolerance = 1e-5f;

void expectNear(const glm::vec3& actual, const glm::vec3& expected, float tolerance = kTolerance) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
  EXPECT_NEAR(actual.z, expected.z, tolerance);
}

bool isNear(const glm::vec3& a, const glm::vec3& b) { return glm::length(a - b) < 1e-4f; }

std::size_t indexCount(const ModelData& model) {
  std::size_t count = 0;
  for (const MeshData& mesh : model.meshes) count += mesh.indices.size();
  return count;
}

// All vertices of the model at `position` (model space).
std::vector<Vertex> verticesAt(const ModelData& model, const glm::vec3& position) {
  std::vector<Vertex> found;
  for (const MeshData& mesh : model.meshes) {
    std::copy_if(mesh.vertices.begin(), mesh.vertices.end(), std::back_inserter(found),
                 [&](const Vertex& v) { return isNear(v.position, position); });
  }
  return found;
}

std::array<std::uint8_t, 4> pixelAt(const ImageData& image, int x, int y) {
  const auto i = static_cast<std::size_t>((y * image.width + x) * 4);
  return {image.rgba[i], image.rgba[i + 1], image.rgba[i + 2], image.rgba[i + 3]};
}

using Rgba = std::array<std::uint8_t, 4>;
constexpr Rgba kRed{255, 0, 0, 255}, kGreen{0, 255, 0, 255}, kBlue{0, 0, 255, 255}, kGrey{96, 96, 96, 255};

// Triangles whose counter-clockwise normal points towards `inside` (a point inside a convex model).
std::size_t countInwardTriangles(const ModelData& model, const glm::vec3& inside) {
  std::size_t inward = 0;
  for (const MeshData& mesh : model.meshes) {
    for (std::size_t i = 0; i + 2 < mesh.indices.size(); i += 3) {
      const glm::vec3 a = mesh.vertices[mesh.indices[i]].position, b = mesh.vertices[mesh.indices[i + 1]].position,
                      c = mesh.vertices[mesh.indices[i + 2]].position;
      if (glm::dot(glm::cross(b - a, c - a), (a + b + c) / 3.0f - inside) <= 0) ++inward;
    }
  }
  return inward;
}

// Test names for suites run on a .gltf and a .glb.
std::string textOrBinaryName(const testing::TestParamInfo<const char*>& param) {
  return std::string(param.param).ends_with(".glb") ? "Glb" : "Gltf";
}

const MaterialData& materialOf(const ModelData& model, const MeshData& mesh) {
  return model.materials.at(mesh.materialIndex);
}

// ---- OBJ + MTL: cube.obj, box (0,0,0)-(1,2,3), MTL names CHECKER.PNG for checker.png (8 x 4 px)

TEST(ObjModel, CubeHas24VerticesAnd36Indices) {
  const ModelData model = loadModel(kFixtures / "cube.obj");
  ASSERT_FALSE(model.isPlaceholder);
  ASSERT_EQ(model.meshes.size(), 1u);
  EXPECT_EQ(vertexCount(model), 24u);
  EXPECT_EQ(model.meshes[0].indices.size(), 36u);
}

TEST(ObjModel, BoundsAreTheBoxInTheFileWithNoAxisSwapped) {
  const ModelData model = loadModel(kFixtures / "cube.obj");
  expectNear(model.boundsMin, {0, 0, 0});
  expectNear(model.boundsMax, {1, 2, 3});
}

TEST(ObjModel, TrianglesWindCounterClockwiseSeenFromOutside) {
  const ModelData model = loadModel(kFixtures / "cube.obj");
  ASSERT_FALSE(model.isPlaceholder);
  EXPECT_EQ(countInwardTriangles(model, {0.5f, 1, 1.5f}), 0u);
}

TEST(ObjModel, MaterialKeepsItsDiffuseColour) {
  const ModelData model = loadModel(kFixtures / "cube.obj");
  ASSERT_EQ(model.meshes.size(), 1u);
  const MaterialData& material = materialOf(model, model.meshes[0]);
  EXPECT_EQ(material.name, "checker_mat");
  expectNear(glm::vec3(material.baseColor), {0.2f, 0.4f, 0.6f});
  EXPECT_FLOAT_EQ(material.baseColor.a, 1.0f);
}

TEST(ObjModel, TextureIsFoundDespiteTheUpperCaseNameInTheMtl) {
  const ModelData model = loadModel(kFixtures / "cube.obj");
  ASSERT_EQ(model.meshes.size(), 1u);
  const MaterialData& material = materialOf(model, model.meshes[0]);
  EXPECT_FALSE(material.textureMissing);
  ASSERT_TRUE(material.baseColorTexture.has_value());
  EXPECT_EQ(material.baseColorTexture->width, 8);
  EXPECT_EQ(material.baseColorTexture->height, 4);
  EXPECT_EQ(pixelAt(*material.baseColorTexture, 0, 0), kRed);
}

TEST(ObjModel, UvsAreFlippedSoVZeroIsTheTopImageRow) {
  // The +z face's corner (1,2,3) has vt (1,1) in the file; OBJ's v runs upwards.
  const ModelData model = loadModel(kFixtures / "cube.obj");
  bool found = false;
  for (const Vertex& v : verticesAt(model, {1, 2, 3})) {
    if (!isNear(v.normal, {0, 0, 1})) continue;
    found = true;
    EXPECT_NEAR(v.uv.x, 1.0f, kTolerance);
    EXPECT_NEAR(v.uv.y, 0.0f, kTolerance);
  }
  EXPECT_TRUE(found);
}

TEST(ObjModel, MissingTextureKeepsTheBaseColourAndIsFlagged) {
  const ModelData model = loadModel(kFixtures / "missing_texture.obj");
  ASSERT_FALSE(model.isPlaceholder);
  ASSERT_EQ(model.meshes.size(), 1u);
  const MaterialData& material = materialOf(model, model.meshes[0]);
  expectNear(glm::vec3(material.baseColor), {0.9f, 0.1f, 0.1f});
  EXPECT_FALSE(material.baseColorTexture.has_value());
  EXPECT_TRUE(material.textureMissing);
}

// ---- glTF: node_transform.gltf/.glb: cube under parent (translate 10,0,0) > child (rot +90 z, scale 2,1,1);
//      triangle under "slanted" (scale 2,1,1); embedded 16 x 8 px texture.

class GltfModel : public testing::TestWithParam<const char*> {
 protected:
  ModelData model = loadModel(kFixtures / GetParam());
};

INSTANTIATE_TEST_SUITE_P(TextAndBinary, GltfModel, testing::Values("node_transform.gltf", "node_transform.glb"),
                         textOrBinaryName);

TEST_P(GltfModel, CountsAreTheCubeAndTheTriangle) {
  ASSERT_FALSE(model.isPlaceholder);
  EXPECT_EQ(model.meshes.size(), 2u);
  EXPECT_EQ(vertexCount(model), 27u);
  EXPECT_EQ(indexCount(model), 39u);
}

TEST_P(GltfModel, BoundsReflectTheNodeHierarchy) {
  expectNear(model.boundsMin, {0, -1, -0.5f});
  expectNear(model.boundsMax, {10.5f, 1, 1});
}

TEST_P(GltfModel, ChildRotationTurnsTheCubesXFaceToPlusY) {
  // The cube's +x face (4 vertices) ends up facing +y at y = 1 (0.5 scaled by 2, rotated, not translated).
  std::size_t facingPlusY = 0;
  for (const MeshData& mesh : model.meshes) {
    for (const Vertex& v : mesh.vertices) {
      if (!isNear(v.normal, {0, 1, 0})) continue;
      ++facingPlusY;
      EXPECT_NEAR(v.position.y, 1.0f, kTolerance);
    }
  }
  EXPECT_EQ(facingPlusY, 4u);
}

TEST_P(GltfModel, NormalsUseTheInverseTransposeUnderNonUniformScale) {
  const std::vector<Vertex> corner = verticesAt(model, {2, 0, 0});
  ASSERT_EQ(corner.size(), 1u);
  expectNear(corner[0].normal, glm::vec3(1, 2, 2) / 3.0f);
}

TEST_P(GltfModel, UvsKeepTheWrittenValuesBecauseGltfVAlreadyRunsDown) {
  const std::vector<Vertex> top = verticesAt(model, {0, 0, 1});
  ASSERT_EQ(top.size(), 1u);
  EXPECT_NEAR(top[0].uv.x, 0.0f, kTolerance);
  EXPECT_NEAR(top[0].uv.y, 1.0f, kTolerance);
}

TEST_P(GltfModel, EmbeddedTextureIsDecodedWithItsSize) {
  ASSERT_FALSE(model.meshes.empty());
  const MaterialData& material = materialOf(model, model.meshes[0]);
  EXPECT_EQ(material.name, "tinted");
  expectNear(glm::vec3(material.baseColor), {0.5f, 0.25f, 1.0f});
  ASSERT_TRUE(material.baseColorTexture.has_value());
  EXPECT_FALSE(material.textureMissing);
  EXPECT_EQ(material.baseColorTexture->width, 16);
  EXPECT_EQ(material.baseColorTexture->height, 8);
  EXPECT_EQ(material.baseColorTexture->rgba.size(), 16u * 8u * 4u);
  EXPECT_EQ(pixelAt(*material.baseColorTexture, 0, 0), kGreen);
}

TEST(GltfMirroredModel, KeepsTrianglesAndNormalsFacingOutwards) {
  // mirrored.gltf: cube -0.5..0.5 under a node with scale (-2,1,1).
  const ModelData model = loadModel(kFixtures / "mirrored.gltf");
  ASSERT_FALSE(model.isPlaceholder);
  EXPECT_EQ(vertexCount(model), 24u);
  expectNear(model.boundsMin, {-1, -0.5f, -0.5f});
  expectNear(model.boundsMax, {1, 0.5f, 0.5f});
  EXPECT_EQ(countInwardTriangles(model, {0, 0, 0}), 0u);
  for (const MeshData& mesh : model.meshes) {
    for (const Vertex& v : mesh.vertices) EXPECT_GT(glm::dot(v.normal, v.position), 0.0f);
  }
}

// ---- 3DS: tetra.3ds, tetrahedron (0,0,0) (2,0,0) (0,3,0) (0,0,4), flat faces, texture "PANEL.PNG"

TEST(ThreeDsModel, TetrahedronHasFlatFacesAndTheWrittenBounds) {
  const ModelData model = loadModel(kFixtures / "tetra.3ds");
  ASSERT_FALSE(model.isPlaceholder);
  EXPECT_EQ(vertexCount(model), 12u);
  EXPECT_EQ(indexCount(model), 12u);
  expectNear(model.boundsMin, {0, 0, 0});
  expectNear(model.boundsMax, {2, 3, 4});
}

TEST(ThreeDsModel, KeepsTheFilesZUpFrameAndOutwardWinding) {
  // Assimp rotates 3DS scenes to Y-up; the loader undoes it, so the apex (0,0,4) stays on +z.
  const ModelData model = loadModel(kFixtures / "tetra.3ds");
  EXPECT_EQ(verticesAt(model, {0, 0, 4}).size(), 3u);
  EXPECT_EQ(countInwardTriangles(model, {0.5f, 0.75f, 1}), 0u);
}

TEST(ThreeDsModel, UvsAreFlippedLikeObj) {
  // Vertex (2,0,0) has uv (1,0) in the file; 3DS's v runs upwards like OBJ's.
  const ModelData model = loadModel(kFixtures / "tetra.3ds");
  const std::vector<Vertex> corner = verticesAt(model, {2, 0, 0});
  ASSERT_FALSE(corner.empty());
  for (const Vertex& v : corner) {
    EXPECT_NEAR(v.uv.x, 1.0f, kTolerance);
    EXPECT_NEAR(v.uv.y, 1.0f, kTolerance);
  }
}

TEST(ThreeDsModel, UpperCaseTextureNameFindsTheLowerCaseFile) {
  const ModelData model = loadModel(kFixtures / "tetra.3ds");
  ASSERT_FALSE(model.meshes.empty());
  const MaterialData& material = materialOf(model, model.meshes[0]);
  expectNear(glm::vec3(material.baseColor), {0.2f, 0.4f, 0.8f}, 1e-3f);
  ASSERT_TRUE(material.baseColorTexture.has_value());
  EXPECT_EQ(material.baseColorTexture->width, 2);
  EXPECT_EQ(material.baseColorTexture->height, 6);
  EXPECT_EQ(pixelAt(*material.baseColorTexture, 0, 0), kBlue);
}

// ---- The game's own models (scripts/make_models.py states their sizes)

TEST(GameModels, ShipIsTwentyMetresLongWithTheNoseAlongPlusX) {
  const ModelData ship = loadModel(kGameModels / "ship.obj");
  ASSERT_FALSE(ship.isPlaceholder);
  EXPECT_EQ(indexCount(ship), 40u * 3u);
  expectNear(ship.boundsMin, {-8, -7, -1.1f}, 1e-4f);
  expectNear(ship.boundsMax, {12, 7, 3.2f}, 1e-4f);
  bool textured = false;
  for (const MeshData& mesh : ship.meshes) {
    const MaterialData& material = materialOf(ship, mesh);
    EXPECT_FALSE(material.textureMissing) << material.name;
    if (material.baseColorTexture) textured = material.baseColorTexture->width == 64;
  }
  EXPECT_TRUE(textured);
}

class StationModel : public testing::TestWithParam<const char*> {};

INSTANTIATE_TEST_SUITE_P(TextAndBinary, StationModel, testing::Values("station.gltf", "station.glb"),
                         textOrBinaryName);

TEST_P(StationModel, RingIs196MetresAcrossAroundPlusZWithTexturedMaterials) {
  const ModelData station = loadModel(kGameModels / GetParam());
  ASSERT_FALSE(station.isPlaceholder);
  EXPECT_EQ(station.meshes.size(), 3u);  // ring, spokes, hub
  expectNear(station.boundsMin, {-98, -98, -16}, 1e-3f);
  expectNear(station.boundsMax, {98, 98, 16}, 1e-3f);
  for (const MeshData& mesh : station.meshes) {
    const MaterialData& material = materialOf(station, mesh);
    ASSERT_TRUE(material.baseColorTexture.has_value()) << material.name;
    EXPECT_EQ(material.baseColorTexture->width, 64);
  }
}

// ---- Failures give the placeholder and never crash

TEST(ModelFailure, PlaceholderIsAMagentaOctahedronFacingOutwards) {
  const ModelData model = makePlaceholderModel();
  EXPECT_TRUE(model.isPlaceholder);
  ASSERT_EQ(model.meshes.size(), 1u);
  ASSERT_EQ(model.meshes[0].indices.size(), 24u);
  EXPECT_EQ(model.materials.at(0).baseColor, glm::vec4(1, 0, 1, 1));
  expectNear(model.boundsMin, {-1, -1, -1});
  expectNear(model.boundsMax, {1, 1, 1});
  EXPECT_EQ(countInwardTriangles(model, {0, 0, 0}), 0u);
  const MeshData& mesh = model.meshes[0];
  for (std::size_t i = 0; i < mesh.indices.size(); i += 3) {  // flat shading: the face normal on each corner
    const glm::vec3 a = mesh.vertices[mesh.indices[i]].position, b = mesh.vertices[mesh.indices[i + 1]].position,
                    c = mesh.vertices[mesh.indices[i + 2]].position;
    expectNear(mesh.vertices[mesh.indices[i]].normal, glm::normalize(glm::cross(b - a, c - a)));
  }
}

struct BrokenFile {
  const char* file;
  const char* testName;
};

class BrokenModel : public testing::TestWithParam<BrokenFile> {};

INSTANTIATE_TEST_SUITE_P(Files, BrokenModel,
                         testing::Values(BrokenFile{"does_not_exist.obj", "MissingFile"},
                                         BrokenFile{"corrupt.obj", "GarbageObj"},
                                         BrokenFile{"truncated.glb", "TruncatedGlb"},
                                         BrokenFile{"empty.obj", "ObjWithoutGeometry"}),
                         [](const testing::TestParamInfo<BrokenFile>& param) { return param.param.testName; });

TEST_P(BrokenModel, GivesThePlaceholderWithTheRequestedPath) {
  const fs::path path = kFixtures / GetParam().file;
  const ModelData model = loadModel(path);
  EXPECT_TRUE(model.isPlaceholder);
  EXPECT_EQ(model.path, path.string());
  EXPECT_EQ(vertexCount(model), vertexCount(makePlaceholderModel()));
}

// ---- Cache

TEST(ModelCache, LoadsOnceForTwoSpellingsOfTheSamePath) {
  ModelCache cache;
  const fs::path plain = kFixtures / "cube.obj";
  const fs::path roundabout = kFixtures / "." / ".." / "models" / "cube.obj";
  const fs::path relative = fs::relative(plain);  // relative to the working directory
  const auto first = cache.get(plain);
  EXPECT_EQ(cache.get(roundabout), first);
  EXPECT_EQ(cache.get(relative), first);
  EXPECT_EQ(cache.size(), 1u);
  EXPECT_EQ(cache.loadsPerformed(), 1u);
  EXPECT_FALSE(first->isPlaceholder);
}

TEST(ModelCache, KeepsDifferentFilesApart) {
  ModelCache cache;
  EXPECT_NE(cache.get(kFixtures / "cube.obj"), cache.get(kFixtures / "tetra.3ds"));
  EXPECT_EQ(cache.size(), 2u);
  EXPECT_EQ(cache.loadsPerformed(), 2u);
}

TEST(ModelCache, RemembersAFailedLoadAsThePlaceholder) {
  ModelCache cache;
  EXPECT_TRUE(cache.get(kFixtures / "nowhere" / "gone.obj")->isPlaceholder);
  EXPECT_TRUE(cache.get(kFixtures / "nowhere" / ".." / "nowhere" / "gone.obj")->isPlaceholder);
  EXPECT_EQ(cache.loadsPerformed(), 1u);
}

// ---- Texture path resolution

TEST(TexturePath, MatchesAFileNameIgnoringCase) {
  const auto found = resolveTexturePath(kFixtures, "CHECKER.PNG");
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(found->filename(), "checker.png");
}

TEST(TexturePath, WalksSubfoldersIgnoringCaseAndAcceptsBackslashes) {
  // From tests/data, "Models\\CHECKER.PNG" names tests/data/models/checker.png.
  const auto found = resolveTexturePath(kFixtures.parent_path(), "Models\\CHECKER.PNG");
  ASSERT_TRUE(found.has_value());
  EXPECT_TRUE(fs::equivalent(*found, kFixtures / "checker.png"));
}

TEST(TexturePath, FallsBackToTheFileNameOfAForeignAbsolutePath) {
  const auto found = resolveTexturePath(kFixtures, "C:\\Users\\artist\\maps\\PANEL.PNG");
  ASSERT_TRUE(found.has_value());
  EXPECT_TRUE(fs::equivalent(*found, kFixtures / "panel.png"));
}

TEST(TexturePath, ReturnsNulloptWhenNoFileMatches) {
  EXPECT_FALSE(resolveTexturePath(kFixtures, "does_not_exist.png").has_value());
  EXPECT_FALSE(resolveTexturePath(kFixtures, "").has_value());
}

// ---- Images

TEST(ImageLoader, ReadsSizeAndPutsTheTopRowFirst) {
  const auto image = loadImageFile(kFixtures / "checker.png");
  ASSERT_TRUE(image.has_value());
  EXPECT_EQ(image->width, 8);
  EXPECT_EQ(image->height, 4);
  EXPECT_EQ(image->rgba.size(), 8u * 4u * 4u);
  EXPECT_EQ(pixelAt(*image, 0, 0), kRed);
  EXPECT_EQ(pixelAt(*image, 1, 0), kGrey);
}

TEST(ImageLoader, MissingFileReturnsNullopt) { EXPECT_FALSE(loadImageFile(kFixtures / "nope.png").has_value()); }

TEST(ImageLoader, GarbageInMemoryReturnsNullopt) {
  const std::vector<std::uint8_t> garbage{0x13, 0x37, 0xde, 0xad, 0xbe, 0xef, 0x00, 0xff, 0x42};
  EXPECT_FALSE(loadImageFromMemory(garbage, "garbage").has_value());
  EXPECT_FALSE(loadImageFromMemory({}, "empty").has_value());
}

TEST(ImageLoader, AcceptsSidesUpTo16384PixelsAndRefusesLarger) {
  const auto widest = loadImageFile(kFixtures / "wide_16384.png");
  ASSERT_TRUE(widest.has_value());
  EXPECT_EQ(widest->width, 16384);
  EXPECT_FALSE(loadImageFile(kFixtures / "wide_16385.png").has_value());
}

}  // namespace
}  // namespace perihelion::engine
