// Image loading with stb_image (Debian's libstb holds the implementation: no STB_IMAGE_IMPLEMENTATION here).
#include "assets/image_loader.h"

#include "core/log.h"

#include <stb_image.h>

#include <climits>
#include <fstream>
#include <iterator>
#include <memory>
#include <new>
#include <string>
#include <vector>

namespace perihelion::engine {
namespace {

constexpr const char* kTag = "IMAGE";

const char* stbReason() {
  const char* reason = stbi_failure_reason();
  return reason != nullptr ? reason : "unknown reason";
}

void logFailure(std::string_view source, std::string_view reason) {
  logError(kTag, std::string("cannot load image '").append(source).append("': ").append(reason));
}

}  // namespace

std::optional<ImageData> loadImageFromMemory(std::span<const std::uint8_t> bytes, std::string_view sourceName) {
  if (bytes.empty() || bytes.size() > static_cast<std::size_t>(INT_MAX)) {
    logFailure(sourceName, bytes.empty() ? "no data" : "more than 2 GiB of data");
    return std::nullopt;
  }
  const int length = static_cast<int>(bytes.size());
  // Read the header first, so an absurd size is refused before anything is allocated.
  int width = 0, height = 0, channels = 0;
  if (stbi_info_from_memory(bytes.data(), length, &width, &height, &channels) == 0) {
    logFailure(sourceName, stbReason());
    return std::nullopt;
  }
  if (width < 1 || height < 1 || width > kMaxImageSidePixels || height > kMaxImageSidePixels) {
    logFailure(sourceName, "size " + std::to_string(width) + " x " + std::to_string(height) +
                               " px is outside 1.." + std::to_string(kMaxImageSidePixels));
    return std::nullopt;
  }
  stbi_set_flip_vertically_on_load_thread(0);  // rows top to bottom, whatever another caller chose
  const std::unique_ptr<stbi_uc, decltype(&stbi_image_free)> pixels(
      stbi_load_from_memory(bytes.data(), length, &width, &height, &channels, 4), &stbi_image_free);
  if (!pixels) {
    logFailure(sourceName, stbReason());
    return std::nullopt;
  }
  ImageData image;
  image.width = width;
  image.height = height;
  image.source = std::string(sourceName);
  const std::size_t byteCount = static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4;
  try {
    image.rgba.assign(pixels.get(), pixels.get() + byteCount);
  } catch (const std::bad_alloc&) {
    logFailure(sourceName, "out of memory");
    return std::nullopt;
  }
  return image;
}

std::optional<ImageData> loadImageFile(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    logFailure(path.string(), "cannot open the file");
    return std::nullopt;
  }
  const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  if (file.bad()) {
    logFailure(path.string(), "read error");
    return std::nullopt;
  }
  return loadImageFromMemory(bytes, path.string());
}

}  // namespace perihelion::engine
