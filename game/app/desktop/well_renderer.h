// Draws what is in the gravity wells: ring circles, stations (each model instanced: one draw call per
// mesh of a model, however many stations use it), the placement ghost, and an icon for a station too
// small on screen to see. Drawn after the SolarSystemRenderer, into the same target.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "desktop/frame_camera.h"
#include "desktop/mesh_shaders.h"
#include "desktop/well_frame.h"
#include "gl/gpu_model_shelf.h"
#include "gl/line_batch.h"

namespace perihelion::app {

class WellRenderer {
 public:
  /// Loads the shaders from `shaderDir`; on failure `error` holds every compiler message. Models are
  /// looked up in `modelDir` by the names the station types give.
  static std::unique_ptr<WellRenderer> create(const std::filesystem::path& shaderDir, std::filesystem::path modelDir,
                                              std::string& error);

  /// Loads (once) and uploads the model of every station type, so that no file is read during a frame.
  void prepare(const world::StationCatalogue& catalogue);
  void draw(const WellFrame& frame, const world::StationCatalogue& catalogue, const FrameCamera& camera);

 private:
  WellRenderer(MeshShaders shaders, std::filesystem::path modelDir);
  void drawRings(const WellFrame& frame, const FrameCamera& camera);
  void drawStations(const WellFrame& frame, const world::StationCatalogue& catalogue, const FrameCamera& camera);
  void drawGhost(const StationGhost& ghost, const WellFrame& frame, const world::StationCatalogue& catalogue,
                 const FrameCamera& camera);
  void drawIcons(const WellFrame& frame, const FrameCamera& camera);
  const engine::GpuModel* modelOf(const world::StationCatalogue& catalogue, world::StationTypeId type) const;

  MeshShaders shaders_;
  engine::GpuModelShelf models_;  ///< by the model name a station type gives
  engine::InstanceBuffer instances_;
  engine::LineBatch lines_;
};

}  // namespace perihelion::app
