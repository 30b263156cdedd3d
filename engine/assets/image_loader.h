// Image loading to CPU memory (no GPU access): PNG, JPEG, TGA, BMP... decoded by stb_image into ImageData.
#pragma once

#include "assets/image_data.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string_view>

namespace perihelion::engine {

/// Reads and decodes an image file, forcing 4 channels. On failure (missing file, unknown or corrupt
/// format, a side larger than kMaxImageSidePixels) logs "[IMAGE]" with the path and stb's reason, and
/// returns nullopt. Never throws.
std::optional<ImageData> loadImageFile(const std::filesystem::path& path);

/// Decodes an image held in memory (e.g. a texture embedded in a .glb), forcing 4 channels. sourceName
/// is only used in log messages and stored in ImageData::source. Same failure rules as loadImageFile.
std::optional<ImageData> loadImageFromMemory(std::span<const std::uint8_t> bytes, std::string_view sourceName);

}  // namespace perihelion::engine
