// Colours for ImGui's draw lists, which take packed 32-bit colours rather than glm vectors.
#pragma once

#include <glm/vec3.hpp>
#include <imgui.h>

namespace perihelion::engine {

inline ImU32 toImColor(const glm::vec3& c, float alpha = 1.0f) {
  return ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, alpha));
}

}  // namespace perihelion::engine
