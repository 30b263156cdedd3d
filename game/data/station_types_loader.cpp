#include "data/station_types_loader.h"

#include "astro/units.h"
#include "data/cost_format.h"
#include "data/station_types_format.h"

namespace perihelion::data {
namespace {

using nlohmann::json;

world::StationCatalogue toCatalogue(const json& root) {
  const ObjectSpec& typeSpec = nestedSpec(stationTypesFormat(), "station_types");
  world::StationCatalogue catalogue;
  for (const json& t : root["station_types"]) {
    world::StationType type;
    type.id = world::StationTypeId{static_cast<std::uint32_t>(catalogue.types.size())};
    type.name = t["name"].get<std::string>();
    type.size = *well::sizeClassNamed(t["size_class"].get<std::string>());
    type.radius = t["radius_km"].get<double>() * astro::kKmMetres;
    type.sensorRange = numberOr(t, typeSpec, "sensor_km") * astro::kKmMetres;
    type.model = stringOr(t, typeSpec, "model");
    type.cost = amountsFrom(t, "cost");
    type.buildSeconds = numberOr(t, typeSpec, "build_days") * astro::kSecondsPerDay;
    type.yieldPerDay = amountsFrom(t, "yield");
    type.buildsShips = stringOr(t, typeSpec, "role") == "shipyard";
    catalogue.types.push_back(std::move(type));
  }
  return catalogue;
}

}  // namespace

Loaded<world::StationCatalogue> parseStationTypes(std::string_view text) {
  CheckedDocument document = checkDocument(text, stationTypesFormat(), [](const json& root, DiagnosticSink& sink) {
    if (const auto types = root.find("station_types"); types != root.end() && types->is_array()) {
      checkUniqueNames(*types, "/station_types", sink);
    }
  });
  return loadedFrom<world::StationCatalogue>(std::move(document), toCatalogue);
}

Loaded<world::StationCatalogue> loadStationTypesFile(const std::filesystem::path& path) {
  return parseDataFile<Loaded<world::StationCatalogue>>(path, parseStationTypes);
}

}  // namespace perihelion::data
