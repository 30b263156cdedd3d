#include "data/ship_types_loader.h"

#include <string>

#include "astro/units.h"
#include "data/cost_format.h"
#include "data/ship_types_format.h"

namespace perihelion::data {
namespace {

using nlohmann::json;
using astro::degToRad;
using astro::kKmMetres;

fleet::SteeringWeights toSteering(const json& s, const ObjectSpec& spec) {
  fleet::SteeringWeights w;
  w.pushRangeRadii = numberOr(s, spec, "push_range_radii");
  w.minSurfaceDistanceRadii = numberOr(s, spec, "min_surface_distance_radii");
  w.pullBoostPerPusher = numberOr(s, spec, "pull_boost_per_pusher");
  w.separationWeight = numberOr(s, spec, "separation_weight");
  w.sidestepWeight = numberOr(s, spec, "sidestep_weight");
  w.fieldOfView = *fleet::fieldOfViewNamed(stringOr(s, spec, "field_of_view"));  // checked against the names
  return w;
}

fleet::ShipCatalogue toCatalogue(const json& root) {
  const ObjectSpec& typeSpec = nestedSpec(shipTypesFormat(), "ship_types");
  const ObjectSpec& steeringSpec = nestedSpec(typeSpec, "steering");
  fleet::ShipCatalogue catalogue;
  for (const json& t : root["ship_types"]) {
    fleet::ShipType type;
    type.id = fleet::ShipTypeId{static_cast<std::uint32_t>(catalogue.types.size())};
    type.name = t["name"].get<std::string>();
    type.radius = t["radius_km"].get<double>() * kKmMetres;
    type.maxSpeed = t["max_speed_km_s"].get<double>() * kKmMetres;
    type.acceleration = t["acceleration_km_s2"].get<double>() * kKmMetres;
    type.deceleration = t.value("deceleration_km_s2", t["acceleration_km_s2"].get<double>()) * kKmMetres;
    type.manoeuvreTurnRate = degToRad(t["turn_rate_deg_s"].get<double>());
    type.cruiseTurnRate = degToRad(t["cruise_turn_rate_deg_s"].get<double>());
    type.sizeClass = *well::sizeClassNamed(stringOr(t, typeSpec, "size_class"));
    type.sensorRange = numberOr(t, typeSpec, "sensor_km") * kKmMetres;
    type.model = stringOr(t, typeSpec, "model");
    type.steering = toSteering(memberOr(t, "steering"), steeringSpec);
    type.cost = amountsFrom(t, "cost");
    type.buildSeconds = numberOr(t, typeSpec, "build_days") * astro::kSecondsPerDay;
    catalogue.types.push_back(std::move(type));
  }
  return catalogue;
}

/// A ship turns no faster at top speed than at rest. Only checked when both rates are numbers (a wrong
/// type is already reported by the format check).
void checkTurnRates(const json& types, DiagnosticSink& sink) {
  for (std::size_t k = 0; k < types.size(); ++k) {
    const json& t = types[k];
    if (!t.is_object()) continue;
    const auto manoeuvre = t.find("turn_rate_deg_s");
    const auto cruise = t.find("cruise_turn_rate_deg_s");
    if (manoeuvre == t.end() || cruise == t.end() || !manoeuvre->is_number() || !cruise->is_number()) continue;
    if (cruise->get<double>() > manoeuvre->get<double>()) {
      sink.error(DiagnosticCode::OutOfRange, "/ship_types/" + std::to_string(k) + "/cruise_turn_rate_deg_s",
                 "expected a cruise turn rate at most the manoeuvre turn rate (turn_rate_deg_s " +
                     describeValue(*manoeuvre) + " deg/s), found " + describeValue(*cruise));
    }
  }
}

}  // namespace

Loaded<fleet::ShipCatalogue> parseShipTypes(std::string_view text) {
  CheckedDocument document = checkDocument(text, shipTypesFormat(), [](const json& root, DiagnosticSink& sink) {
    if (const auto types = root.find("ship_types"); types != root.end() && types->is_array()) {
      checkUniqueNames(*types, "/ship_types", sink);
      checkTurnRates(*types, sink);
    }
  });
  return loadedFrom<fleet::ShipCatalogue>(std::move(document), toCatalogue);
}

Loaded<fleet::ShipCatalogue> loadShipTypesFile(const std::filesystem::path& path) {
  return parseDataFile<Loaded<fleet::ShipCatalogue>>(path, parseShipTypes);
}

}  // namespace perihelion::data
