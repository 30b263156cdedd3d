// Draws the fleets: every ship with its type's model, instanced (one draw call per mesh of a model,
// however many ships use it), tinted by fleet and brighter when selected; an icon for a ship too small
// on screen to see; each moving fleet's course to its destination; and the move disc of a right click.
// Drawn after the WellRenderer, into the same target.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "desktop/fleet_command.h"
#include "desktop/frame_camera.h"
#include "desktop/mesh_shaders.h"
#include "fleet/ship_type.h"
#include "gl/gpu_model_shelf.h"
#include "gl/line_batch.h"

namespace perihelion::app {

class FleetRenderer {
 public:
  /// Loads the shaders from `shaderDir`; on failure `error` holds every compiler message. Models are
  /// looked up in `modelDir` by the names the ship types give.
  static std::unique_ptr<FleetRenderer> create(const std::filesystem::path& shaderDir, std::filesystem::path modelDir,
                                               std::string& error);

  /// Loads (once) and uploads the model of every ship type, so that no file is read during a frame.
  void prepare(const fleet::ShipCatalogue& types);
  void draw(const FleetFrame& frame, const FrameCamera& camera);

 private:
  FleetRenderer(MeshShaders shaders, std::filesystem::path modelDir);
  void drawShips(const FleetFrame& frame, const FrameCamera& camera);
  void drawCourses(const FleetFrame& frame, const FrameCamera& camera);
  void drawCursor(const OrderCursor& cursor, const FleetFrame& frame, const FrameCamera& camera);

  MeshShaders shaders_;
  engine::GpuModelShelf models_;                       ///< by the model name a ship type gives
  // A batch per model: the ships of every type sharing a model go in one instanced call per mesh.
  std::vector<const engine::GpuModel*> batchModels_;  ///< by batch
  std::vector<std::size_t> batchOfType_;              ///< by ship type id
  engine::InstanceBuffer instances_;
  engine::LineBatch lines_;
  std::vector<std::vector<engine::MeshInstance>> batches_;  ///< by batch, kept to avoid reallocating
};

}  // namespace perihelion::app
