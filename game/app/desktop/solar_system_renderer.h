// Draws a SceneView with OpenGL: starfield, orbit ellipses, lit planets and the emissive Sun, and
// an icon for every body too small to see, so each stays visible and clickable at any zoom.
#pragma once

#include <array>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "desktop/frame_camera.h"
#include "desktop/frame_view.h"
#include "desktop/mesh_shaders.h"
#include "desktop/texture_library.h"
#include "gl/gpu_mesh.h"
#include "gl/line_batch.h"
#include "gl/shader_program.h"
#include "render/scene_view.h"

namespace perihelion::app {


class SolarSystemRenderer {
 public:
  /// Loads the shaders from `shaderDir`; on failure `error` holds every compiler message.
  static std::unique_ptr<SolarSystemRenderer> create(const std::filesystem::path& shaderDir,
                                                     TextureLibrary& textures, std::string& error);

  void draw(const render::SceneView& scene, const FrameCamera& camera, std::optional<world::BodyId> selected);

 private:
  SolarSystemRenderer(MeshShaders shaders, TextureLibrary& textures);
  void drawStars(const FrameCamera& camera);
  void drawOrbits(const render::SceneView& scene, const FrameCamera& camera, std::optional<world::BodyId> selected);
  void drawBodies(const render::SceneView& scene, const FrameCamera& camera);
  void drawIcons(const render::SceneView& scene, const FrameCamera& camera, std::optional<world::BodyId> selected);

  MeshShaders shaders_;
  TextureLibrary& textures_;
  /// Spheres by level of detail, coarse to fine, chosen by a body's size on screen: a planet five
  /// pixels wide does not need 4,000 triangles (llvmpipe spends most of a frame on such vertices).
  std::array<engine::GpuMesh, 3> spheres_;
  engine::InstanceBuffer bodyInstance_;
  engine::LineBatch stars_;
  engine::LineBatch lines_;
};

}  // namespace perihelion::app
