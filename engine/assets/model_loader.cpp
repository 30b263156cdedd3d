// Model loading with Assimp: import a file, bake node transforms into model space, convert materials and
// decode their textures, compute bounds. Any failure gives the placeholder model; nothing throws.
//
// Index of this file
//   [SECTION] Texture path resolution (backslashes, letter case)
//   [SECTION] Placeholder model
//   [SECTION] Materials and textures
//   [SECTION] Meshes and node transforms
//   [SECTION] loadModel
#include "assets/model_loader.h"

#include "assets/image_loader.h"
#include "core/log.h"

#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/material.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <glm/mat3x3.hpp>
#include <glm/mat4x4.hpp>
#include <glm/matrix.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <exception>
#include <map>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace perihelion::engine {
namespace {

namespace fs = std::filesystem;

constexpr const char* kTag = "MODEL";

// aiProcess_PreTransformVertices is left out on purpose: node transforms are applied by
// collectMeshInstances, which keeps instanced meshes and handedness flips under our control.
// aiProcess_FlipUVs makes uv (0,0) the top-left texel for every format (see model_data.h).
constexpr unsigned kImportFlags = aiProcess_Triangulate | aiProcess_GenSmoothNormals |
                                  aiProcess_JoinIdenticalVertices | aiProcess_ValidateDataStructure |
                                  aiProcess_SortByPType | aiProcess_FlipUVs;

std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

// [SECTION] Texture path resolution ---------------------------------------------------------------

std::string lowerCase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The entry of `folder` named `name`, ignoring ASCII letter case; an exact match wins, then the
// smallest matching name (so the choice does not depend on directory order).
std::optional<fs::path> findEntryIgnoringCase(const fs::path& folder, const std::string& name) {
  std::error_code error;
  if (fs::exists(folder / name, error)) return folder / name;
  const std::string wanted = lowerCase(name);
  std::optional<fs::path> found;
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    const fs::path& candidate = it->path();
    if (lowerCase(candidate.filename().string()) == wanted && (!found || candidate < *found)) found = candidate;
  }
  return found;
}

bool isRegularFile(const fs::path& path) {
  std::error_code error;
  return fs::is_regular_file(path, error);
}

// Walks `relative` from `folder` one component at a time, matching each name ignoring case.
std::optional<fs::path> walkIgnoringCase(const fs::path& folder, const fs::path& relative) {
  fs::path current = folder;
  for (const fs::path& part : relative.lexically_normal()) {
    if (part.empty() || part == ".") continue;
    if (part == "..") {
      current /= part;
      continue;
    }
    const std::optional<fs::path> entry = findEntryIgnoringCase(current, part.string());
    if (!entry) return std::nullopt;
    current = *entry;
  }
  return isRegularFile(current) ? std::optional<fs::path>(current) : std::nullopt;
}

}  // namespace

std::optional<fs::path> resolveTexturePath(const fs::path& modelFolder, std::string_view rawPath) {
  std::string text(rawPath);
  std::replace(text.begin(), text.end(), '\\', '/');
  const auto notSpace = [](unsigned char c) { return std::isspace(c) == 0; };
  text.erase(text.begin(), std::find_if(text.begin(), text.end(), notSpace));
  text.erase(std::find_if(text.rbegin(), text.rend(), notSpace).base(), text.end());
  if (text.empty()) return std::nullopt;
  const fs::path written(text);
  const fs::path direct = written.is_absolute() ? written : modelFolder / written;
  if (isRegularFile(direct)) return direct;
  if (!written.is_absolute()) {
    if (auto walked = walkIgnoringCase(modelFolder, written)) return walked;
  }
  // Exporters often store the author's absolute path ("C:\art\HULL.PNG"): try the bare name here.
  if (written.has_filename()) {
    const std::optional<fs::path> byName = findEntryIgnoringCase(modelFolder, written.filename().string());
    if (byName && isRegularFile(*byName)) return byName;
  }
  return std::nullopt;
}

// [SECTION] Placeholder model ----------------------------------------------------------------------

ModelData makePlaceholderModel() {
  ModelData model;
  model.isPlaceholder = true;
  MaterialData magenta;
  magenta.name = "placeholder";
  magenta.baseColor = glm::vec4(1, 0, 1, 1);
  model.materials.push_back(std::move(magenta));
  MeshData mesh;
  // One flat face per octant: corners on the +-x, +-y, +-z axes at distance 1.
  for (const float sx : {1.0f, -1.0f}) {
    for (const float sy : {1.0f, -1.0f}) {
      for (const float sz : {1.0f, -1.0f}) {
        glm::vec3 a(sx, 0, 0), b(0, sy, 0), c(0, 0, sz);
        if (sx * sy * sz < 0) std::swap(b, c);  // an odd number of mirrorings reverses the winding
        const glm::vec3 normal = glm::normalize(glm::vec3(sx, sy, sz));
        const auto first = static_cast<std::uint32_t>(mesh.vertices.size());
        mesh.vertices.push_back({a, normal, {0, 0}});
        mesh.vertices.push_back({b, normal, {1, 0}});
        mesh.vertices.push_back({c, normal, {0, 1}});
        mesh.indices.insert(mesh.indices.end(), {first, first + 1, first + 2});
      }
    }
  }
  model.meshes.push_back(std::move(mesh));
  model.boundsMin = glm::vec3(-1);
  model.boundsMax = glm::vec3(1);
  return model;
}

namespace {

// [SECTION] Materials and textures -----------------------------------------------------------------

// glTF's base colour if present, else the OBJ/3DS diffuse colour with the material's opacity as alpha.
glm::vec4 readBaseColor(const aiMaterial& material) {
  aiColor4D colour(1, 1, 1, 1);
  if (material.Get(AI_MATKEY_BASE_COLOR, colour) == AI_SUCCESS) return {colour.r, colour.g, colour.b, colour.a};
  if (material.Get(AI_MATKEY_COLOR_DIFFUSE, colour) != AI_SUCCESS) return glm::vec4(1);
  float opacity = 1;
  if (material.Get(AI_MATKEY_OPACITY, opacity) == AI_SUCCESS) colour.a = opacity;
  return {colour.r, colour.g, colour.b, colour.a};
}

std::optional<std::string> baseColorTexturePath(const aiMaterial& material) {
  for (const aiTextureType type : {aiTextureType_BASE_COLOR, aiTextureType_DIFFUSE}) {
    aiString path;
    if (material.GetTextureCount(type) > 0 && material.GetTexture(type, 0, &path) == AI_SUCCESS && path.length > 0) {
      return std::string(path.C_Str());
    }
  }
  return std::nullopt;
}

// Decodes a texture stored inside the model file: compressed bytes (PNG, JPEG...) when mHeight == 0,
// else mWidth x mHeight aiTexels in BGRA order.
std::optional<ImageData> decodeEmbeddedTexture(const aiTexture& texture, const std::string& source) {
  if (texture.pcData == nullptr) return std::nullopt;
  if (texture.mHeight == 0) {
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(texture.pcData);
    return loadImageFromMemory({bytes, texture.mWidth}, source);
  }
  if (texture.mWidth > static_cast<unsigned>(kMaxImageSidePixels) ||
      texture.mHeight > static_cast<unsigned>(kMaxImageSidePixels)) {
    logError("IMAGE", "cannot load image '" + source + "': embedded texture larger than " +
                          std::to_string(kMaxImageSidePixels) + " px a side");
    return std::nullopt;
  }
  ImageData image;
  image.width = static_cast<int>(texture.mWidth);
  image.height = static_cast<int>(texture.mHeight);
  image.source = source;
  const std::size_t texelCount = std::size_t{texture.mWidth} * texture.mHeight;
  image.rgba.reserve(texelCount * 4);
  for (std::size_t i = 0; i < texelCount; ++i) {
    const aiTexel& texel = texture.pcData[i];
    image.rgba.insert(image.rgba.end(), {texel.r, texel.g, texel.b, texel.a});
  }
  return image;
}

// Loads the texture a material names: embedded ("*0", or a name Assimp knows) or a file next to the
// model. Logs and returns nullopt when it cannot.
std::optional<ImageData> loadTexture(const aiScene& scene, const fs::path& modelPath, const std::string& rawPath) {
  if (const aiTexture* embedded = scene.GetEmbeddedTexture(rawPath.c_str())) {
    return decodeEmbeddedTexture(*embedded, modelPath.string() + ":" + rawPath);
  }
  if (!rawPath.empty() && rawPath.front() == '*') {
    logWarning(kTag, quoted(modelPath) + ": embedded texture " + rawPath + " does not exist");
    return std::nullopt;
  }
  const std::optional<fs::path> file = resolveTexturePath(modelPath.parent_path(), rawPath);
  if (!file) {
    logWarning(kTag, quoted(modelPath) + ": texture '" + rawPath + "' not found next to the model");
    return std::nullopt;
  }
  return loadImageFile(*file);
}

// Converts every material; only those in `used` get their textures decoded (each distinct path once).
std::vector<MaterialData> convertMaterials(const aiScene& scene, const fs::path& modelPath,
                                           const std::vector<bool>& used) {
  std::vector<MaterialData> materials;
  std::map<std::string, std::optional<ImageData>> decoded;
  for (unsigned i = 0; i < scene.mNumMaterials; ++i) {
    const aiMaterial& source = *scene.mMaterials[i];
    MaterialData material;
    material.name = source.GetName().C_Str();
    material.baseColor = readBaseColor(source);
    const std::optional<std::string> texturePath = baseColorTexturePath(source);
    if (texturePath && i < used.size() && used[i]) {
      auto found = decoded.find(*texturePath);
      if (found == decoded.end()) found = decoded.emplace(*texturePath, loadTexture(scene, modelPath, *texturePath)).first;
      material.baseColorTexture = found->second;
      material.textureMissing = !found->second.has_value();
    }
    materials.push_back(std::move(material));
  }
  if (materials.empty()) materials.emplace_back().name = "default";
  return materials;
}

// [SECTION] Meshes and node transforms --------------------------------------------------------------

// aiMatrix4x4 is row-major (a1 a2 a3 a4 is the first row); glm takes columns.
glm::mat4 toGlm(const aiMatrix4x4& m) {
  return glm::mat4(m.a1, m.b1, m.c1, m.d1, m.a2, m.b2, m.c2, m.d2, m.a3, m.b3, m.c3, m.d3, m.a4, m.b4, m.c4, m.d4);
}

struct MeshInstance {
  const aiMesh* mesh;
  glm::mat4 modelFromMesh;  ///< product of the node transforms from the root down to the mesh's node
};

// Assimp's 3DS importer turns the file's Z-up frame into Y-up by rotating the root node -90 degrees
// about +x ((x,y,z) -> (x,z,-y)); other importers keep the file's coordinates. This undoes that rotation,
// so every format gives the coordinates as written (our models are Z-up).
glm::mat4 undoImporterAxisChange(const fs::path& path) {
  const std::string extension = lowerCase(path.extension().string());
  if (extension != ".3ds" && extension != ".prj") return glm::mat4(1);
  return glm::mat4(1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1);  // columns: (x,y,z) -> (x,-z,y)
}

// Every (mesh, transform) pair in the node tree, depth first; a mesh used by two nodes appears twice.
// rootFrame is applied above the root node.
std::vector<MeshInstance> collectMeshInstances(const aiScene& scene, const glm::mat4& rootFrame) {
  std::vector<MeshInstance> instances;
  std::vector<std::pair<const aiNode*, glm::mat4>> pending{{scene.mRootNode, rootFrame}};
  while (!pending.empty()) {
    const auto [node, parentTransform] = pending.back();
    pending.pop_back();
    const glm::mat4 transform = parentTransform * toGlm(node->mTransformation);
    for (unsigned i = 0; i < node->mNumMeshes; ++i) {
      if (node->mMeshes[i] < scene.mNumMeshes) instances.push_back({scene.mMeshes[node->mMeshes[i]], transform});
    }
    for (unsigned i = node->mNumChildren; i-- > 0;) pending.emplace_back(node->mChildren[i], transform);
  }
  return instances;
}

glm::vec3 unitOr(const glm::vec3& v, const glm::vec3& fallback) {
  const float length = glm::length(v);
  return std::isfinite(length) && length > 1e-20f ? v / length : fallback;
}

// Copies a triangle mesh into model space. Normals use the inverse transpose of the linear part, so
// non-uniform scale keeps them perpendicular; a mirroring transform (negative determinant) would turn
// the triangles inside out, so their winding is reversed. Returns nullopt if no triangle remains.
std::optional<MeshData> convertMesh(const aiMesh& source, const glm::mat4& modelFromMesh) {
  if (!source.HasPositions() || !source.HasFaces()) return std::nullopt;
  const glm::mat3 linear(modelFromMesh);
  const float determinant = glm::determinant(linear);
  const glm::mat3 normalMatrix = std::abs(determinant) > 1e-30f ? glm::transpose(glm::inverse(linear)) : linear;
  MeshData mesh;
  mesh.materialIndex = source.mMaterialIndex;
  mesh.vertices.reserve(source.mNumVertices);
  for (unsigned i = 0; i < source.mNumVertices; ++i) {
    const aiVector3D& p = source.mVertices[i];
    Vertex vertex{};
    vertex.position = glm::vec3(modelFromMesh * glm::vec4(p.x, p.y, p.z, 1));
    const glm::vec3 normal = source.HasNormals()
                                 ? glm::vec3(source.mNormals[i].x, source.mNormals[i].y, source.mNormals[i].z)
                                 : glm::vec3(0, 0, 1);
    vertex.normal = unitOr(normalMatrix * normal, glm::vec3(0, 0, 1));
    if (source.HasTextureCoords(0)) vertex.uv = glm::vec2(source.mTextureCoords[0][i].x, source.mTextureCoords[0][i].y);
    mesh.vertices.push_back(vertex);
  }
  const bool mirrored = determinant < 0;
  mesh.indices.reserve(std::size_t{source.mNumFaces} * 3);
  for (unsigned f = 0; f < source.mNumFaces; ++f) {
    const aiFace& face = source.mFaces[f];
    if (face.mNumIndices != 3) continue;  // points and lines are not drawn
    mesh.indices.insert(mesh.indices.end(), {face.mIndices[0], face.mIndices[mirrored ? 2 : 1],
                                             face.mIndices[mirrored ? 1 : 2]});
  }
  if (mesh.indices.empty()) return std::nullopt;
  return mesh;
}

void computeBounds(ModelData& model) {
  bool first = true;
  for (const MeshData& mesh : model.meshes) {
    for (const Vertex& vertex : mesh.vertices) {
      model.boundsMin = first ? vertex.position : glm::min(model.boundsMin, vertex.position);
      model.boundsMax = first ? vertex.position : glm::max(model.boundsMax, vertex.position);
      first = false;
    }
  }
}

// [SECTION] loadModel --------------------------------------------------------------------------------

// Imports with Assimp and converts; logs and returns nullopt on any failure.
std::optional<ModelData> importModel(const fs::path& path) {
  Assimp::Importer importer;
  importer.SetPropertyInteger(AI_CONFIG_PP_SBP_REMOVE, aiPrimitiveType_POINT | aiPrimitiveType_LINE);
  const aiScene* scene = importer.ReadFile(path.string(), kImportFlags);
  if (scene == nullptr) {
    logError(kTag, "cannot load " + quoted(path) + ": " + importer.GetErrorString());
    return std::nullopt;
  }
  if ((scene->mFlags & AI_SCENE_FLAGS_INCOMPLETE) != 0 || scene->mRootNode == nullptr) {
    logError(kTag, "cannot load " + quoted(path) + ": incomplete scene " + importer.GetErrorString());
    return std::nullopt;
  }
  ModelData model;
  model.path = path.string();
  std::vector<bool> materialUsed(scene->mNumMaterials, false);
  for (const MeshInstance& instance : collectMeshInstances(*scene, undoImporterAxisChange(path))) {
    if (std::optional<MeshData> mesh = convertMesh(*instance.mesh, instance.modelFromMesh)) {
      if (mesh->materialIndex < materialUsed.size()) {
        materialUsed[mesh->materialIndex] = true;
      } else {
        mesh->materialIndex = 0;  // convertMaterials always provides a material 0
        if (!materialUsed.empty()) materialUsed[0] = true;
      }
      model.meshes.push_back(std::move(*mesh));
    }
  }
  if (model.meshes.empty()) {
    logError(kTag, "cannot load " + quoted(path) + ": no triangle meshes in the scene");
    return std::nullopt;
  }
  model.materials = convertMaterials(*scene, path, materialUsed);
  computeBounds(model);
  logInfo(kTag, "loaded " + quoted(path) + ": " + std::to_string(model.meshes.size()) + " meshes, " +
                    std::to_string(vertexCount(model)) + " vertices, " + std::to_string(model.materials.size()) +
                    " materials");
  return model;
}

}  // namespace

ModelData loadModel(const fs::path& path) {
  try {
    if (std::optional<ModelData> model = importModel(path)) return std::move(*model);
  } catch (const std::exception& error) {
    logError(kTag, "cannot load " + quoted(path) + ": " + error.what());
  } catch (...) {
    logError(kTag, "cannot load " + quoted(path) + ": unknown exception");
  }
  ModelData placeholder = makePlaceholderModel();
  placeholder.path = path.string();
  return placeholder;
}

}  // namespace perihelion::engine
