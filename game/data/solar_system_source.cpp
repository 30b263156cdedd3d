#include "data/solar_system_source.h"

namespace perihelion::data {

Loaded<world::SolarSystem> parseSolarSystemDocument(std::string_view text) {
  LoadResult result = parseSolarSystem(text);
  return {std::move(result.system), std::move(result.diagnostics)};
}

}  // namespace perihelion::data
