// The solar-system file watched while the game runs (data/watched_file.h): saved with new content, it
// is loaded again; a file with errors never replaces the system in use.
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>

#include "data/solar_system_loader.h"
#include "data/watched_file.h"

namespace perihelion::data {

/// parseSolarSystem in the form every watched file takes.
Loaded<world::SolarSystem> parseSolarSystemDocument(std::string_view text);

class SolarSystemSource : public WatchedFile<world::SolarSystem> {
 public:
  /// Loads the file at once; system() is empty if that first load fails.
  explicit SolarSystemSource(std::filesystem::path path)
      : WatchedFile(std::move(path), parseSolarSystemDocument) {}

  const std::optional<world::SolarSystem>& system() const { return value(); }
};

}  // namespace perihelion::data
