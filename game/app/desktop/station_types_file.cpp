#include "desktop/station_types_file.h"

#include <string>

#include "core/log.h"
#include "data/station_types_loader.h"

namespace perihelion::app {

world::StationCatalogue loadStationTypes(const std::filesystem::path& file, StationTypesStatus& status) {
  data::Loaded<world::StationCatalogue> loaded = data::loadStationTypesFile(file);
  status.file = file;
  status.diagnostics = std::move(loaded.diagnostics);
  for (const data::Diagnostic& d : status.diagnostics) {
    const std::string line = data::formatDiagnostic(d, file.string());
    d.severity == data::Severity::Error ? engine::logError("DATA", line) : engine::logWarning("DATA", line);
  }
  if (!loaded.value) engine::logWarning("DATA", "no station types: nothing can be built");
  return loaded.value ? std::move(*loaded.value) : world::StationCatalogue{};
}

}  // namespace perihelion::app
