// ImageData: a decoded image in CPU memory (8-bit RGBA, rows top to bottom), produced by image_loader.h
// and model_loader.h, consumed by the GPU texture upload. No GL here.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace perihelion::engine {

/// A decoded image. Invariant when loaded: rgba.size() == width * height * 4, width and height in
/// [1, kMaxImageSidePixels]. Row 0 is the top row of the picture, so with the model loader's uv
/// convention (uv (0,0) = first texel of row 0) it uploads to GL without flipping.
struct ImageData {
  int width = 0;                   ///< pixels
  int height = 0;                  ///< pixels
  std::vector<std::uint8_t> rgba;  ///< 4 bytes per pixel (R, G, B, A), rows top to bottom, no padding
  std::string source;              ///< file path or "model.glb:*0" (for log messages only)
};

/// Largest width or height the loaders accept; anything bigger is refused as corrupt or absurd.
inline constexpr int kMaxImageSidePixels = 16384;

}  // namespace perihelion::engine
