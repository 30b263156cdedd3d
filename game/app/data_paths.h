// Where the default data live, so `perihelion` works from the build folder, the source folder or
// anywhere else.
#pragma once

#include <filesystem>

namespace perihelion::app {

/// The default solar-system file: ./data/solar_system.json if it exists, else data/ next to the
/// executable's parent folder, else the source tree's data/ (fixed at build time).
std::filesystem::path defaultSolarSystemFile();

}  // namespace perihelion::app
