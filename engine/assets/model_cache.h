// ModelCache: loads each model file once (CPU side) and shares it; keyed by the weakly canonical path,
// so "./ships/../ships/ship.obj" and "ships/ship.obj" are one entry.
#pragma once

#include "assets/model_data.h"

#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>

namespace perihelion::engine {

class ModelCache {
 public:
  /// The model at path, loaded with loadModel on first request. Never null: a file that fails to load
  /// gives the placeholder, which is cached too (so the failure is logged once). Thread-safe.
  std::shared_ptr<const ModelData> get(const std::filesystem::path& path);

  /// Number of distinct files held.
  std::size_t size() const;

  /// Number of times loadModel has run (equal to size() unless clear() was called).
  std::size_t loadsPerformed() const;

  /// Forgets every entry; models still held by callers stay alive.
  void clear();

 private:
  mutable std::mutex mutex_;
  std::map<std::filesystem::path, std::shared_ptr<const ModelData>> models_;
  std::size_t loads_ = 0;
};

}  // namespace perihelion::engine
