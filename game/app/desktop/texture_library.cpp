#include "desktop/texture_library.h"

#include <system_error>

#include "assets/image_loader.h"
#include "core/log.h"

namespace perihelion::app {

TextureLibrary::TextureLibrary(std::vector<std::filesystem::path> searchPath) : searchPath_(std::move(searchPath)) {}

const engine::Texture2D* TextureLibrary::find(const std::string& name) {
  if (name.empty() || missing_.count(name)) return nullptr;
  if (const auto it = loaded_.find(name); it != loaded_.end()) return &it->second;
  for (const std::filesystem::path& folder : searchPath_) {
    const std::filesystem::path candidate = folder / name;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(candidate, ec)) continue;
    if (const auto image = engine::loadImageFile(candidate)) {
      return &loaded_.emplace(name, engine::Texture2D(*image, engine::TextureWrap::RepeatAcrossClampedAtPoles))
                  .first->second;
    }
  }
  engine::logInfo("TEXTURE", "'" + name + "' not found in the texture search path; drawing the body's colour");
  missing_[name] = true;
  return nullptr;
}

std::vector<std::filesystem::path> defaultTextureSearchPath(const std::filesystem::path& dataFile) {
  return {dataFile.parent_path() / "textures", "/usr/share/openuniverse/textures", "/usr/share/perihelion/textures"};
}

}  // namespace perihelion::app
