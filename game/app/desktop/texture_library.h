// Finds planet textures by name along a search path (data/textures/ first, then system folders such
// as Debian's openuniverse-common) and keeps each loaded once. A missing texture is not an error: the
// body is drawn in its colour.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "gl/texture.h"

namespace perihelion::app {

class TextureLibrary {
 public:
  explicit TextureLibrary(std::vector<std::filesystem::path> searchPath);

  /// The texture named `name`, or null when it is found nowhere (logged once).
  const engine::Texture2D* find(const std::string& name);
  const std::vector<std::filesystem::path>& searchPath() const { return searchPath_; }

 private:
  std::vector<std::filesystem::path> searchPath_;
  std::map<std::string, engine::Texture2D> loaded_;
  std::map<std::string, bool> missing_;
};

/// data/textures next to the data file, then /usr/share/openuniverse/textures.
std::vector<std::filesystem::path> defaultTextureSearchPath(const std::filesystem::path& dataFile);

}  // namespace perihelion::app
