#include "data/solar_system_source.h"

#include <system_error>

namespace perihelion::data {

SolarSystemSource::SolarSystemSource(std::filesystem::path path) : path_(std::move(path)) {
  seen_ = stamp();
  load();
}

SolarSystemSource::Stamp SolarSystemSource::stamp() const {
  std::error_code ec;
  Stamp s;
  s.time = std::filesystem::last_write_time(path_, ec);
  if (ec) return {};
  s.size = std::filesystem::file_size(path_, ec);
  s.exists = !ec;
  return s;
}

void SolarSystemSource::load() {
  LoadResult result = loadSolarSystemFile(path_);
  diagnostics_ = std::move(result.diagnostics);
  lastLoadFailed_ = !result.system.has_value();
  if (result.system) system_ = std::move(result.system);
}

bool SolarSystemSource::poll() {
  const Stamp now = stamp();
  if (now == seen_) return false;
  seen_ = now;
  load();
  if (lastLoadFailed_) return false;
  ++reloads_;
  return true;
}

}  // namespace perihelion::data
