// Where the default data live, so `perihelion` works from the build folder, the source folder or
// anywhere else.
#pragma once

#include <filesystem>
#include <string>

namespace perihelion::app {

/// The default solar-system file: ./data/solar_system.json if it exists, else data/ next to the
/// executable's parent folder, else the source tree's data/ (fixed at build time).
std::filesystem::path defaultSolarSystemFile();

/// A resource folder of the repository ("shaders", "data"): ./NAME if it exists, else NAME next to
/// the executable's parent folder, else the source tree's (fixed at build time).
std::filesystem::path findResourceDir(const std::string& name);

/// The station-types file that goes with a solar-system file: stations.json in the same folder.
std::filesystem::path stationTypesFileFor(const std::filesystem::path& solarSystemFile);

/// The folder of station and ship models for a solar-system file: models/ in the same folder, else the
/// repository's data/models (so a test file elsewhere still gets the real models).
std::filesystem::path modelFolderFor(const std::filesystem::path& solarSystemFile);

}  // namespace perihelion::app
