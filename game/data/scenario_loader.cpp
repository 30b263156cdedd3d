#include "data/scenario_loader.h"

#include "astro/julian_date.h"
#include "astro/units.h"
#include "data/scenario_format.h"

namespace perihelion::data {
namespace {

using nlohmann::json;

/// An order moves to a point or goes to a planet: exactly one of the two.
void checkOrders(const json& root, DiagnosticSink& sink) {
  const auto orders = root.find("orders");
  if (orders == root.end() || !orders->is_array()) return;
  for (std::size_t k = 0; k < orders->size(); ++k) {
    const json& o = (*orders)[k];
    if (!o.is_object()) continue;
    const bool move = o.contains("move_to_au"), go = o.contains("go_to");
    if (move == go) {
      sink.error(move ? DiagnosticCode::FieldNotAllowed : DiagnosticCode::MissingField,
                 "/orders/" + std::to_string(k) + (move ? "/go_to" : ""),
                 move ? "expected either \"move_to_au\" or \"go_to\", found both"
                      : "expected \"move_to_au\" or \"go_to\" in order, found neither");
    }
  }
}

/// The start date must be one the clock understands; the format check only knows it is a string.
void checkStart(const json& root, DiagnosticSink& sink) {
  const auto start = root.find("start");
  if (start == root.end() || !start->is_string()) return;
  if (const astro::ParsedDate date = astro::parseDateTT(start->get<std::string>()); !date.jdTT) {
    sink.error(DiagnosticCode::BadValue, "/start",
               "expected an ISO 8601 date (\"2026-01-01T00:00:00Z\") or JD<number>, found " + describeValue(*start) +
                   " (" + date.error + ")");
  }
}

glm::dvec3 auVector(const json& a) {
  return glm::dvec3(a[0].get<double>(), a[1].get<double>(), a[2].get<double>()) * astro::kAuMetres;
}

Scenario toScenario(const json& root, const std::filesystem::path& folder) {
  const ObjectSpec& spec = scenarioFormat();
  const ObjectSpec& stationSpec = nestedSpec(spec, "stations");
  const auto path = [&](std::string_view key) {
    return folder / stringOr(root, spec, key);
  };
  Scenario s;
  s.name = stringOr(root, spec, "name");
  s.solarSystem = path("solar_system");
  s.stationTypes = path("station_types");
  s.shipTypes = path("ship_types");
  s.startJulianDate = *astro::parseDateTT(root["start"].get<std::string>()).jdTT;
  s.ticks = static_cast<std::uint64_t>(numberOr(root, spec, "ticks"));
  s.dtSeconds = numberOr(root, spec, "dt_seconds");
  const json& stations = memberOr(root, "stations");
  for (std::size_t k = 0; k < stations.size(); ++k) {
    const json& j = stations[k];
    s.stations.push_back({"/stations/" + std::to_string(k), j["planet"].get<std::string>(),
                          j["ring"].get<std::uint32_t>() - 1, astro::degToRad(numberOr(j, stationSpec, "phase_deg")),
                          j["type"].get<std::string>()});
  }
  for (const json& o : memberOr(root, "obstacles")) {
    s.obstacles.emplace_back(auVector(o["position_au"]), o["radius_km"].get<double>() * astro::kKmMetres);
  }
  const ObjectSpec& fieldSpec = nestedSpec(spec, "obstacle_fields");
  for (const json& f : memberOr(root, "obstacle_fields")) {
    s.obstacleFields.push_back({auVector(f["centre_au"]), f["radius_km"].get<double>() * astro::kKmMetres,
                                f["count"].get<std::uint32_t>(), f["obstacle_radius_km"].get<double>() * astro::kKmMetres,
                                numberOr(f, fieldSpec, "min_gap_km") * astro::kKmMetres,
                                static_cast<std::uint32_t>(numberOr(f, fieldSpec, "seed"))});
  }
  const ObjectSpec& fleetSpec = nestedSpec(spec, "fleets");
  const json& fleets = memberOr(root, "fleets");
  for (std::size_t k = 0; k < fleets.size(); ++k) {
    const json& f = fleets[k];
    s.fleets.push_back({"/fleets/" + std::to_string(k), f["name"].get<std::string>(), f["ship_type"].get<std::string>(),
                        f["count"].get<std::uint32_t>(), auVector(f["position_au"]),
                        numberOr(f, fleetSpec, "spread_km") * astro::kKmMetres,
                        static_cast<std::uint32_t>(numberOr(f, fleetSpec, "seed"))});
  }
  const ObjectSpec& orderSpec = nestedSpec(spec, "orders");
  const json& orders = memberOr(root, "orders");
  for (std::size_t k = 0; k < orders.size(); ++k) {
    const json& o = orders[k];
    ScenarioOrder order{"/orders/" + std::to_string(k), static_cast<std::uint64_t>(numberOr(o, orderSpec, "tick")),
                        o["fleet"].get<std::string>(), std::nullopt, stringOr(o, orderSpec, "go_to")};
    if (o.contains("move_to_au")) order.moveTo = auVector(o["move_to_au"]);
    s.orders.push_back(std::move(order));
  }
  return s;
}

}  // namespace

Loaded<Scenario> parseScenario(std::string_view text, const std::filesystem::path& folder) {
  CheckedDocument document = checkDocument(text, scenarioFormat(), [](const json& root, DiagnosticSink& sink) {
    checkStart(root, sink);
    checkOrders(root, sink);
    if (const auto fleets = root.find("fleets"); fleets != root.end() && fleets->is_array()) {
      checkUniqueNames(*fleets, "/fleets", sink);
    }
  });
  return loadedFrom<Scenario>(std::move(document), [&](const json& root) { return toScenario(root, folder); });
}

Loaded<Scenario> loadScenarioFile(const std::filesystem::path& path) {
  return parseDataFile<Loaded<Scenario>>(path, [&](std::string_view text) { return parseScenario(text, path.parent_path()); });
}

}  // namespace perihelion::data
