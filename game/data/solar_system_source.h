// A solar-system file that is watched while the game runs: when it is saved, it is loaded again.
// A file with errors never replaces the system in use: the last good one stays, the errors are kept
// for the HUD and the log, and fixing the file clears them.
#pragma once

#include <filesystem>
#include <optional>
#include <vector>

#include "data/solar_system_loader.h"

namespace perihelion::data {

class SolarSystemSource {
 public:
  /// Loads the file at once; system() is empty if that first load fails.
  explicit SolarSystemSource(std::filesystem::path path);

  /// Reloads if the file's modification time or size changed since the last look. Returns true
  /// when a new, valid system replaced the old one. Cheap when nothing changed (one stat call).
  bool poll();

  const std::filesystem::path& path() const { return path_; }
  const std::optional<world::SolarSystem>& system() const { return system_; }
  /// Problems of the latest load: errors (the file was refused) and warnings (it was used).
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  bool lastLoadFailed() const { return lastLoadFailed_; }
  int reloads() const { return reloads_; }

 private:
  struct Stamp {
    std::filesystem::file_time_type time{};
    std::uintmax_t size = 0;
    bool exists = false;
    friend bool operator==(const Stamp&, const Stamp&) = default;
  };
  Stamp stamp() const;
  void load();

  std::filesystem::path path_;
  Stamp seen_;
  std::optional<world::SolarSystem> system_;
  std::vector<Diagnostic> diagnostics_;
  bool lastLoadFailed_ = false;
  int reloads_ = 0;
};

}  // namespace perihelion::data
