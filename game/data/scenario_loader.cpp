#include "data/scenario_loader.h"

#include "astro/julian_date.h"
#include "astro/units.h"
#include "data/scenario_format.h"

namespace perihelion::data {
namespace {

using nlohmann::json;

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

Scenario toScenario(const json& root, const std::filesystem::path& folder) {
  const ObjectSpec& spec = scenarioFormat();
  const ObjectSpec& stationSpec = nestedSpec(spec, "stations");
  const auto path = [&](std::string_view key) {
    return folder / root.value(std::string(key), std::string(spec.field(key)->defaultString));
  };
  Scenario s;
  s.name = root.value("name", std::string());
  s.solarSystem = path("solar_system");
  s.stationTypes = path("station_types");
  s.startJulianDate = *astro::parseDateTT(root["start"].get<std::string>()).jdTT;
  s.ticks = static_cast<std::uint64_t>(numberOr(root, spec, "ticks"));
  s.dtSeconds = numberOr(root, spec, "dt_seconds");
  const json stations = root.value("stations", json::array());
  for (std::size_t k = 0; k < stations.size(); ++k) {
    const json& j = stations[k];
    s.stations.push_back({"/stations/" + std::to_string(k), j["planet"].get<std::string>(),
                          j["ring"].get<std::uint32_t>() - 1, astro::degToRad(numberOr(j, stationSpec, "phase_deg")),
                          j["type"].get<std::string>()});
  }
  return s;
}

}  // namespace

Loaded<Scenario> parseScenario(std::string_view text, const std::filesystem::path& folder) {
  CheckedDocument document = checkDocument(text, scenarioFormat(), checkStart);
  Loaded<Scenario> result;
  result.diagnostics = std::move(document.diagnostics);
  if (document.root) result.value = toScenario(*document.root, folder);
  return result;
}

Loaded<Scenario> loadScenarioFile(const std::filesystem::path& path) {
  FileText file = readDataFile(path);
  if (!file.text) return {std::nullopt, std::move(file.diagnostics)};
  return parseScenario(*file.text, path.parent_path());
}

}  // namespace perihelion::data
