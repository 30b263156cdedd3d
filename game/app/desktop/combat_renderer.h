// Draws the fighting (desktop/combat_effects.h) over the fleets: every volley line in one GL_LINES
// call, projectiles' dots, shield flashes and explosions as soft round points in one call each, all
// blended additively (fire adds light) and hidden only by what is solid in front of them.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "desktop/combat_effects.h"
#include "desktop/frame_camera.h"
#include "desktop/mesh_shaders.h"
#include "gl/line_batch.h"

namespace perihelion::app {

class CombatRenderer {
 public:
  /// Loads the shaders from `shaderDir`; on failure `error` holds every compiler message.
  static std::unique_ptr<CombatRenderer> create(const std::filesystem::path& shaderDir, std::string& error);

  void draw(const CombatFrame& frame, const FrameCamera& camera);

 private:
  explicit CombatRenderer(MeshShaders shaders) : shaders_(std::move(shaders)) {}

  MeshShaders shaders_;
  engine::LineBatch lines_;   ///< volleys
  engine::LineBatch bursts_;  ///< dots, flashes and explosions
};

}  // namespace perihelion::app
