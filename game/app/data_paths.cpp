#include "data_paths.h"

#include <system_error>

namespace perihelion::app {

std::filesystem::path defaultSolarSystemFile() {
  namespace fs = std::filesystem;
  const fs::path relative = fs::path("data") / "solar_system.json";
  std::error_code ec;
  if (fs::is_regular_file(relative, ec)) return relative;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path besideExe = exe.parent_path().parent_path() / relative;
    if (fs::is_regular_file(besideExe, ec)) return besideExe;
  }
  return fs::path(PERIHELION_SOURCE_DATA_DIR) / "solar_system.json";
}

std::filesystem::path findResourceDir(const std::string& name) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(name, ec)) return name;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec && fs::is_directory(exe.parent_path().parent_path() / name, ec)) return exe.parent_path().parent_path() / name;
  return fs::path(PERIHELION_SOURCE_DATA_DIR).parent_path() / name;
}

std::filesystem::path stationTypesFileFor(const std::filesystem::path& solarSystemFile) {
  return solarSystemFile.parent_path() / "stations.json";
}

std::filesystem::path modelFolderFor(const std::filesystem::path& solarSystemFile) {
  std::error_code ec;
  const std::filesystem::path beside = solarSystemFile.parent_path() / "models";
  if (std::filesystem::is_directory(beside, ec)) return beside;
  return findResourceDir("data") / "models";
}

}  // namespace perihelion::app
