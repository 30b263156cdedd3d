// Model loading to CPU memory (no GPU access): OBJ (+MTL), glTF 2.0 (.gltf, .glb) and 3DS via Assimp,
// into ModelData with node transforms applied and textures decoded.
#pragma once

#include "assets/model_data.h"

#include <filesystem>
#include <optional>
#include <string_view>

namespace perihelion::engine {

/// Loads a model and its textures. Never throws and never fails: a missing or corrupt file, or one with
/// no triangle mesh, is logged ("[MODEL]", the path and Assimp's reason) and gives makePlaceholderModel()
/// (with path set). A texture that cannot be found or decoded is logged; its material keeps its base
/// colour and gets textureMissing = true.
ModelData loadModel(const std::filesystem::path& path);

/// The stand-in for a model that failed to load: a magenta octahedron with vertices 1 unit from the
/// origin on each axis (bounds -1..1), flat normals, one material, isPlaceholder = true.
ModelData makePlaceholderModel();

/// Finds the file a model names as a texture. rawPath is as written in the model (may use '\' and any
/// letter case; 3DS writes "HULL.PNG" for hull.png). Tries, in order: the path itself relative to
/// modelFolder (or as is, if absolute); the same path with each component matched case-insensitively;
/// the bare file name matched case-insensitively in modelFolder. Returns nullopt if none exists.
std::optional<std::filesystem::path> resolveTexturePath(const std::filesystem::path& modelFolder,
                                                        std::string_view rawPath);

}  // namespace perihelion::engine
