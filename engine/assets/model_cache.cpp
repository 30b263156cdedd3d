// ModelCache: one loadModel per distinct file, shared through shared_ptr<const ModelData>.
#include "assets/model_cache.h"

#include "assets/model_loader.h"

#include <system_error>
#include <utility>

namespace perihelion::engine {
namespace {

// The key for a path: absolute, with "." and ".." and symbolic links resolved as far as the file
// exists (weakly_canonical); on a filesystem error, the lexically normal absolute path.
std::filesystem::path cacheKey(const std::filesystem::path& path) {
  std::error_code error;
  std::filesystem::path absolute = std::filesystem::absolute(path, error);
  if (error) absolute = path;
  std::filesystem::path key = std::filesystem::weakly_canonical(absolute, error);
  return error ? absolute.lexically_normal() : key;
}

}  // namespace

std::shared_ptr<const ModelData> ModelCache::get(const std::filesystem::path& path) {
  const std::filesystem::path key = cacheKey(path);
  const std::lock_guard lock(mutex_);
  if (const auto found = models_.find(key); found != models_.end()) return found->second;
  // Loading under the lock keeps "load once" simple; models load at level start, not per frame.
  auto model = std::make_shared<const ModelData>(loadModel(path));
  ++loads_;
  models_.emplace(key, model);
  return model;
}

std::size_t ModelCache::size() const {
  const std::lock_guard lock(mutex_);
  return models_.size();
}

std::size_t ModelCache::loadsPerformed() const {
  const std::lock_guard lock(mutex_);
  return loads_;
}

void ModelCache::clear() {
  const std::lock_guard lock(mutex_);
  models_.clear();
}

}  // namespace perihelion::engine
