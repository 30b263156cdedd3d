// A 2D RGBA texture on the GPU, uploaded from CPU ImageData (engine/assets). Mipmapped, repeating.
#pragma once

#include "assets/image_data.h"

namespace perihelion::engine {

/// How coordinates outside [0, 1] are read: model textures repeat; a planet map repeats round the
/// equator but is clamped at the poles.
enum class TextureWrap { Repeat, RepeatAcrossClampedAtPoles };

class Texture2D {
 public:
  Texture2D() = default;
  explicit Texture2D(const ImageData& image, TextureWrap wrap = TextureWrap::Repeat);
  ~Texture2D();
  Texture2D(Texture2D&& other) noexcept;
  Texture2D& operator=(Texture2D&& other) noexcept;
  Texture2D(const Texture2D&) = delete;
  Texture2D& operator=(const Texture2D&) = delete;

  void bind(int unit) const;
  bool valid() const { return id_ != 0; }

 private:
  unsigned id_ = 0;
};

}  // namespace perihelion::engine
