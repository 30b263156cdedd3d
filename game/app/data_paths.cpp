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

}  // namespace perihelion::app
