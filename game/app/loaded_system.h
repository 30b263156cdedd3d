// Loads a solar-system file for a command, printing its diagnostics on stderr.
#pragma once

#include <filesystem>
#include <iostream>
#include <optional>

#include "data/solar_system_loader.h"

namespace perihelion::app {

/// The system, or nothing when the file has errors (all of them printed, warnings too).
inline std::optional<world::SolarSystem> loadAndReport(const std::filesystem::path& file) {
  data::LoadResult result = data::loadSolarSystemFile(file);
  for (const data::Diagnostic& d : result.diagnostics) {
    std::cerr << data::formatDiagnostic(d, file.string()) << '\n';
  }
  return std::move(result.system);
}

}  // namespace perihelion::app
