// Models on the GPU by file name, each read and uploaded once: what a renderer draws its kinds of
// object (station types, ship types) with. Reading happens when a name is first asked for, so a
// renderer asks for all its names before drawing, and no file is read during a frame.
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include "assets/model_cache.h"
#include "gl/gpu_model.h"

namespace perihelion::engine {

class GpuModelShelf {
 public:
  explicit GpuModelShelf(std::filesystem::path folder) : folder_(std::move(folder)) {}

  /// The model of this file name in the folder: read and uploaded on the first request. A missing
  /// or broken file gives the loader's magenta placeholder (logged once, with its path).
  const GpuModel& get(const std::string& name);

  /// The model of this name if it has been asked for before; null otherwise.
  const GpuModel* find(const std::string& name) const;

  /// Every model held, by name.
  const std::map<std::string, GpuModel>& all() const { return models_; }

 private:
  std::filesystem::path folder_;
  ModelCache files_;  ///< CPU side
  std::map<std::string, GpuModel> models_;
};

}  // namespace perihelion::engine
