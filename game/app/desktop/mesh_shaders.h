// The two programs the renderers draw with: lit meshes (instanced models and spheres, lit by the
// Sun) and coloured lines and points. Each renderer loads its own pair, since a program keeps the
// uniforms last set on it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include <glm/vec3.hpp>

#include "desktop/frame_camera.h"
#include "gl/shader_program.h"

namespace perihelion::app {

struct MeshShaders {
  engine::ShaderProgram lit;
  engine::ShaderProgram colored;

  /// Loads both from `shaderDir`; on failure `error` holds every compiler message.
  static std::optional<MeshShaders> load(const std::filesystem::path& shaderDir, std::string& error);

  /// Binds the lit program for the frame: its view-projection, and the Sun seen from `eye`.
  void useLit(const FrameCamera& camera, const glm::dvec3& eye) const;
  /// Binds the coloured program for the frame (lines and points at finite distance), with points
  /// drawn round or square.
  void useColored(const FrameCamera& camera, bool roundPoints) const;
};

}  // namespace perihelion::app
