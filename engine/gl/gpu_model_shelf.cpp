#include "gl/gpu_model_shelf.h"

namespace perihelion::engine {

const GpuModel& GpuModelShelf::get(const std::string& name) {
  if (const auto found = models_.find(name); found != models_.end()) return found->second;
  return models_.emplace(name, GpuModel(*files_.get(folder_ / name))).first->second;
}

const GpuModel* GpuModelShelf::find(const std::string& name) const {
  const auto found = models_.find(name);
  return found == models_.end() ? nullptr : &found->second;
}

}  // namespace perihelion::engine
